//! An explorer job checked and resolved: the boards its page offers, which
//! of them get end squares and search replays, and the page's size
//! estimated before anything is solved.

use crate::board::Board;
use crate::error::Error;
use crate::figure::Style;
use crate::job::ExploreJob;
use crate::knight::TourSpec;
use crate::knight::existence::impossibility;
use crate::knight::moves::MoveOrder;
use crate::options::Key;
use crate::options::{LAPSE_DELAY, MAX_FRAMES, QUEENS, SEARCH_DELAY, SIZES, WORD_DELAY};
use crate::plan::title;

/// The fewest and most queens whose solutions the page offers (every
/// solution of 12 queens is 14,200 of them).
pub(crate) const QUEENS_RANGE: (usize, usize) = (4, 12);
/// The most queens the page's construction offers.
pub(crate) const MAX_CONSTRUCT_N: usize = 50;
/// The most steps of a queens search the page replays: the search for
/// the first solution of 12 queens takes 726 and of 8 queens 310; of a
/// longer one the page replays the first steps and says so.
pub(crate) const QUEENS_REPLAY_STEPS: usize = 320;
/// The longest side an explorer offers: every start of every board is
/// solved ahead, by every method and order.
pub(crate) const MAX_EXPLORE_SIDE: u32 = 12;
/// The longest side of a board whose closed tours are solved ahead: past
/// it, the page offers open tours only (the textbook search for a closed
/// tour is not bounded in time on the larger boards).
pub(crate) const MAX_CLOSED_SIDE: u32 = 8;
/// The backtracking's budget, in nodes, on boards with a side past
/// [`MAX_CLOSED_SIDE`]: 1,000,000 nodes is half a second, where the
/// default budget of 10^8 takes a minute. From 14 of the 1,338 starts and
/// orders of 9x9 to 12x12 the search spends it, and the page says so.
pub(crate) const LARGE_BOARD_BUDGET: u64 = 1_000_000;
/// The largest board whose start and end pairs are all solved ahead.
pub(crate) const MAX_END_AREA: usize = 36;
/// The largest board to whose end squares the page itself searches (by
/// backtracking, with boardfig's rules in `rules.js`), where the pairs a
/// theorem rules out are proven ahead.
pub(crate) const MAX_SEARCHED_END_AREA: usize = 64;
/// The largest board whose searches the page replays (every start, open
/// and closed, each order): on larger boards the page plays the tour only.
pub(crate) const MAX_REPLAY_AREA: usize = 36;
/// The largest page `explore` writes, in bytes.
pub(crate) const MAX_PAGE_BYTES: usize = 6_000_000;
/// The cell of the explorer's boards, in pixels (the page scales them).
const CELL: u32 = 48;

/// Bytes a search replay takes in the page, on average, as measured on the
/// searches of 5x5 and 6x6 (the estimate's one measured constant).
const REPLAY_BYTES: usize = 2_400;

/// An explorer job, planned.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ExplorePlan {
    /// The boards offered, smallest first.
    pub boards: Vec<Board>,
    /// How the boards look.
    pub style: Style,
    /// The sizes as given, for messages.
    pub sizes: String,
    /// The page's heading, if the job gives one.
    pub title: Option<String>,
    /// The numbers of queens offered, smallest first.
    pub queens: Vec<usize>,
    /// The page's estimated size in bytes.
    pub estimate: usize,
}

impl ExplorePlan {
    /// Whether the page is estimated larger than the default one (and
    /// `explore` says its size before solving).
    #[cfg(feature = "cli")]
    #[must_use]
    pub(crate) fn larger_than_default(&self) -> bool {
        match (parse_sizes(SIZES), parse_queens(QUEENS)) {
            (Ok(boards), Ok(queens)) => self.estimate > estimate(&boards, &queens),
            _ => false,
        }
    }

    /// Whether the page offers closed tours on `board`.
    #[must_use]
    pub(crate) fn offers_closed(board: Board) -> bool {
        board.files.max(board.ranks) <= MAX_CLOSED_SIDE
    }

    /// The backtracking's budget on `board`: the default one, except on
    /// boards past [`MAX_CLOSED_SIDE`].
    #[must_use]
    pub(crate) fn budget(board: Board) -> Option<u64> {
        (!Self::offers_closed(board)).then_some(LARGE_BOARD_BUDGET)
    }

    /// Whether the page offers end squares on `board`.
    #[must_use]
    pub(crate) fn offers_ends(board: Board) -> bool {
        board.area() <= MAX_END_AREA && Self::offers_closed(board)
    }

    /// Whether the page searches the tours to end squares of `board`
    /// itself (the pairs no theorem rules out), as boards too large to
    /// store every pair's tour.
    #[must_use]
    pub(crate) fn searches_ends(board: Board) -> bool {
        !Self::offers_ends(board)
            && board.area() <= MAX_SEARCHED_END_AREA
            && Self::offers_closed(board)
    }

    /// Whether the page replays the searches on `board`.
    #[must_use]
    pub(crate) fn replays(board: Board) -> bool {
        board.area() <= MAX_REPLAY_AREA
    }
}

/// Why a page of `bytes` is refused, in words.
pub(crate) fn too_large(bytes: usize) -> String {
    format!(
        "the page would be about {:.1} MB, more than the limit of {} MB; offer fewer or smaller boards",
        bytes as f64 / 1e6,
        MAX_PAGE_BYTES / 1_000_000
    )
}

/// Plans an explorer job: parses `sizes`, resolves the style and refuses a
/// page larger than [`MAX_PAGE_BYTES`], saying how large it would be.
pub(crate) fn explore(job: &ExploreJob) -> Result<ExplorePlan, Error> {
    let sizes = job.sizes.as_deref().unwrap_or(SIZES).trim();
    let boards = parse_sizes(sizes)?;
    let queens = parse_queens(job.queens.as_deref().unwrap_or(QUEENS).trim())?;
    let estimate = estimate(&boards, &queens);
    if estimate > MAX_PAGE_BYTES {
        return Err(Error::value(Key::Sizes, sizes, too_large(estimate)));
    }
    let style = Style {
        theme: job.theme.unwrap_or_default().into(),
        lang: job.lang.unwrap_or_default().into(),
        cell: CELL,
        delay: SEARCH_DELAY,
        per_word: WORD_DELAY,
        lapse_delay: LAPSE_DELAY,
        legend: false,
        ..Style::default()
    };
    Ok(ExplorePlan {
        boards,
        style,
        sizes: sizes.to_string(),
        title: job.title.as_deref().map(title::clean).transpose()?,
        queens,
        estimate,
    })
}

/// The most frames of a replayed search, as `--animate search` keeps by
/// default.
pub(crate) const REPLAY_FRAMES: usize = MAX_FRAMES.default_value() as usize;
/// The most calls of the textbook program the page replays: it finishes
/// within them from 23 of the 25 starts of 5x5 and from 10 of the 36 of
/// 6x6 (in the textbook order, open); from the others the page says so
/// and gives the command that draws the search.
pub(crate) const PLAIN_REPLAY_CALLS: u64 = 200_000;

/// Reads `5..8`, `6`, `3x4..8x8` or `5x6` as the boards they span.
fn parse_sizes(text: &str) -> Result<Vec<Board>, Error> {
    let bad = || {
        Error::value(
            Key::Sizes,
            text,
            format!(
                "expected a side or a range of sides such as 5..8, or boards such as 5x6 or 3x4..8x8, \
                 with sides from 1 to {MAX_EXPLORE_SIDE}"
            ),
        )
    };
    let corner = |part: &str| -> Result<(u32, u32), Error> {
        let part = part.trim();
        let (files, ranks) = match part.split_once(['x', 'X']) {
            Some((f, r)) => (f.trim(), r.trim()),
            None => (part, part),
        };
        let side = |s: &str| -> Result<u32, Error> {
            s.parse::<u32>()
                .ok()
                .filter(|n| (1..=MAX_EXPLORE_SIDE).contains(n))
                .ok_or_else(bad)
        };
        Ok((side(files)?, side(ranks)?))
    };
    let (low, high) = if let Some((a, b)) = text.split_once("..") {
        (corner(a)?, corner(b)?)
    } else {
        let one = corner(text)?;
        (one, one)
    };
    if low.0 > high.0 || low.1 > high.1 {
        return Err(bad());
    }
    let square = !text.contains(['x', 'X']);
    let mut boards = Vec::new();
    for files in low.0..=high.0 {
        for ranks in low.1..=high.1 {
            if square && files != ranks {
                continue;
            }
            boards.push(Board::new(files, ranks).map_err(|_| bad())?);
        }
    }
    boards.sort_by_key(|b| (b.area(), b.files, b.ranks));
    Ok(boards)
}

/// Reads `4..12` or `8` as the numbers of queens they span.
fn parse_queens(text: &str) -> Result<Vec<usize>, Error> {
    let (low, high) = QUEENS_RANGE;
    let bad = || {
        Error::value(
            Key::Queens,
            text,
            format!(
                "expected n or a range of n such as {low}..{high}, with n from {low} to {high}"
            ),
        )
    };
    let one = |part: &str| -> Result<usize, Error> {
        part.trim()
            .trim_start_matches('+')
            .parse::<usize>()
            .ok()
            .filter(|n| (low..=high).contains(n))
            .ok_or_else(bad)
    };
    let (a, b) = if let Some((a, b)) = text.split_once("..") {
        (one(a)?, one(b)?)
    } else {
        let n = one(text)?;
        (n, n)
    };
    if a > b {
        return Err(bad());
    }
    Ok((a..=b).collect())
}

/// The page's queens data in bytes, estimated from the numbers of
/// queens: the fundamental solutions, five characters at most (the page
/// makes the others from them); each board's drawing, replayed search and
/// program (40 KB, as measured on n = 4 to 12); the construction's boards
/// past the range, and its words.
fn queens_estimate(queens: &[usize]) -> usize {
    /// Fundamental solutions of n queens, n = 0 to 12 (OEIS A002562).
    const FUNDAMENTAL: [usize; 13] = [1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787];
    /// A board's drawing, its first search and its program's states.
    const BOARD: usize = 40_000;
    /// The construction's boards past 12, and its words.
    const CONSTRUCT: usize = 60_000;
    CONSTRUCT
        + queens
            .iter()
            .map(|&n| BOARD + FUNDAMENTAL.get(n).copied().unwrap_or_default() * 5)
            .sum::<usize>()
}

/// The page's size in bytes, estimated from the boards alone: a tour is
/// a character per two moves, each board's choices are counted, and a
/// search replay is taken at its measured average.
#[must_use]
pub(crate) fn estimate(boards: &[Board], queens: &[usize]) -> usize {
    /// The script, style, controls and tables of every page.
    const BASE: usize = 40_000;
    /// Each board's drawing (squares and coordinates).
    const BOARD_SVG: usize = 6_000;
    /// The methods and orders offered, open and closed.
    const VARIANTS: usize = 10;
    /// The methods offered with an end square.
    const END_VARIANTS: usize = 5;
    /// A start and end pair where the page searches the others itself:
    /// its entry (most are empty or `C`, a few name a shared reason).
    const END_PROOF: usize = 4;
    boards
        .iter()
        .map(|board| {
            let area = board.area();
            let tour = area.div_ceil(2) + 4;
            let variants = if ExplorePlan::offers_closed(*board) {
                VARIANTS
            } else {
                VARIANTS / 2
            };
            let mut bytes = BOARD_SVG + area * variants * tour;
            if ExplorePlan::offers_ends(*board) {
                bytes += area * area.saturating_sub(1) * END_VARIANTS * tour / 2;
            }
            if ExplorePlan::searches_ends(*board) {
                // Each pair's entry: empty, `C`, or a shared reason.
                bytes += area * area.saturating_sub(1) * END_PROOF;
            }
            if ExplorePlan::replays(*board) {
                // A start a theorem rules out has no search to replay.
                let searched = (0..area)
                    .flat_map(|k| [false, true].map(|closed| (board.square(k), closed)))
                    .filter(|&(start, closed)| {
                        impossibility(&TourSpec {
                            board: *board,
                            start,
                            end: None,
                            closed,
                            order: MoveOrder::textbook(),
                        })
                        .is_none()
                    })
                    .count();
                // Each order's search with pruning and the textbook
                // program's.
                bytes += searched * 6 * REPLAY_BYTES;
            }
            bytes
        })
        .sum::<usize>()
        + BASE
        + queens_estimate(queens)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_boards() {
        let names = |text: &str| -> Vec<String> {
            parse_sizes(text)
                .unwrap()
                .iter()
                .map(ToString::to_string)
                .collect()
        };
        assert_eq!(names("5..8"), ["5x5", "6x6", "7x7", "8x8"]);
        assert_eq!(names("6"), ["6x6"]);
        assert_eq!(names("5x6"), ["5x6"]);
        assert_eq!(names("3x4..4x5"), ["3x4", "3x5", "4x4", "4x5"]);
        for bad in ["", "0..5", "5..13", "8..5", "a..b", "5x..6", "3x4..2x8"] {
            assert!(parse_sizes(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn queens_read_as_numbers() {
        assert_eq!(parse_queens("4..12").unwrap(), (4..=12).collect::<Vec<_>>());
        assert_eq!(parse_queens("8").unwrap(), [8]);
        assert_eq!(parse_queens(" 5 .. 6 ").unwrap(), [5, 6]);
        for bad in ["", "3..8", "4..13", "8..5", "big", "0", "-4"] {
            assert!(parse_queens(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_estimate_grows_with_the_boards_and_their_choices() {
        let small = estimate(&parse_sizes("5..8").unwrap(), &[]);
        let large = estimate(&parse_sizes("1x1..8x8").unwrap(), &[]);
        let queens = parse_queens(QUEENS).unwrap();
        let default = estimate(&parse_sizes("5..8").unwrap(), &queens);
        assert!(default < 2_000_000 && default > small);
        assert!(small < 1_600_000 && large > 4 * small, "{small} {large}");
        assert!(too_large(large).contains("MB"));
        assert!(explore(&ExploreJob::default()).is_ok());
    }
}
