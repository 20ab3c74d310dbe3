//! Theorems that rule a tour out before any search.

use crate::board::{Board, Square};
use crate::knight::TourSpec;

/// What a figure of a ruled-out tour points at, so that the reason can be
/// seen on the board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Involved {
    /// Squares the reason names (a start or end square): ringed.
    pub named: Vec<Square>,
    /// Squares the reason is about as a group (the corners whose colour a
    /// tour must start on, the outer lines of a 4-wide board): dotted.
    pub group: Vec<Square>,
    /// Whether the reason is the board's sides (Schwenk's theorem): the
    /// board is outlined.
    pub sides: bool,
}

/// Which argument rules a tour out, for the words of a figure
/// ([`crate::knight::explain`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Why {
    /// The knight's moves do not join every square (boards 1 or 2 wide,
    /// and 3x3, whose centre no move reaches).
    Split,
    /// 4x4: its corners and edge squares leave no open tour.
    FourByFour,
    /// 3x5 and 3x6: shown by following every path.
    Exhaustive,
    /// A closed tour on 1x1: there is no move back.
    ClosedSingle,
    /// A closed tour on a board with both sides odd: it needs as many
    /// light squares as dark.
    ClosedOdd,
    /// A closed tour on a board 4 wide: the outer lines would all be one
    /// colour.
    ClosedFourWide,
    /// A closed tour on 3x4, 3x6 or 3x8: Schwenk's theorem.
    ClosedThree,
    /// On a board 4 wide, an end on an inner line.
    FourWideEnds,
    /// On a board with an odd number of squares, a start (or end) off
    /// the corners' colour.
    OddColour,
    /// The end is the start square.
    SameSquare,
    /// On a board with an even number of squares, both ends of one colour.
    EvenColour,
}

/// A theorem's verdict: why no tour exists, and what it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Ruled {
    /// The reason, one sentence.
    pub reason: String,
    /// What a figure marks.
    pub involved: Involved,
    /// The argument.
    pub why: Why,
}

/// The reason no tour can satisfy the spec, if a theorem says so.
#[must_use]
pub fn impossibility(spec: &TourSpec) -> Option<String> {
    ruled_out(spec).map(|ruled| ruled.reason)
}

/// A verdict about the board's sides.
fn sides(why: Why, reason: String) -> Ruled {
    Ruled {
        reason,
        involved: Involved {
            sides: true,
            ..Involved::default()
        },
        why,
    }
}

/// A verdict naming squares (ringed), about a group of squares (dotted).
fn naming(why: Why, reason: String, named: Vec<Square>, group: Vec<Square>) -> Ruled {
    Ruled {
        reason,
        involved: Involved {
            named,
            group,
            sides: false,
        },
        why,
    }
}

/// The corners of a board (the corner colour on odd boards).
fn corners(board: Board) -> Vec<Square> {
    let mut corners = Vec::new();
    for file in [0, board.files - 1] {
        for rank in [0, board.ranks - 1] {
            let sq = Square { file, rank };
            if !corners.contains(&sq) {
                corners.push(sq);
            }
        }
    }
    corners
}

/// The verdict of the theorems on the spec, if one rules every tour out.
#[must_use]
pub(crate) fn ruled_out(spec: &TourSpec) -> Option<Ruled> {
    let board = spec.board;
    let (short, long) = if board.files <= board.ranks {
        (board.files, board.ranks)
    } else {
        (board.ranks, board.files)
    };
    if spec.closed {
        return closed_ruled_out(board, spec.start, short, long);
    }
    let why = match (short, long) {
        _ if board.area() == 1 => None,
        (1 | 2, _) | (3, 3) => Some(Why::Split),
        (3, 5 | 6) => Some(Why::Exhaustive),
        (4, 4) => Some(Why::FourByFour),
        _ => None,
    };
    if let Some(why) = why {
        return Some(sides(why, format!("no open tour exists on {board}")));
    }
    if let Some(ruled) = four_wide_ends(spec) {
        return Some(ruled);
    }
    colour_ruled_out(spec)
}

/// Schwenk's theorem (1991) on closed tours.
fn closed_ruled_out(board: Board, start: Square, short: u32, long: u32) -> Option<Ruled> {
    if board.area() == 1 {
        return Some(naming(
            Why::ClosedSingle,
            "no closed tour exists on 1x1: there is no move back to the start square".to_string(),
            vec![start],
            Vec::new(),
        ));
    }
    if short % 2 == 1 && long % 2 == 1 {
        return Some(sides(
            Why::ClosedOdd,
            format!("no closed tour exists on {board}: both sides are odd (Schwenk 1991)"),
        ));
    }
    if matches!(short, 1 | 2 | 4) {
        let why = if short == 4 {
            Why::ClosedFourWide
        } else {
            Why::Split
        };
        return Some(sides(
            why,
            format!("no closed tour exists on {board}: a side of {short} (Schwenk 1991)"),
        ));
    }
    if short == 3 && matches!(long, 4 | 6 | 8) {
        return Some(sides(
            Why::ClosedThree,
            format!("no closed tour exists on {board}: 3 by {long} (Schwenk 1991)"),
        ));
    }
    None
}

/// The colours of the ends: a knight changes colour every move.
fn colour_ruled_out(spec: &TourSpec) -> Option<Ruled> {
    let board = spec.board;
    let odd = board.area() % 2 == 1;
    if odd && !spec.start.is_dark() {
        return Some(naming(
            Why::OddColour,
            format!(
                "on {board} (odd number of squares) a tour must start on the corner colour; {} is not",
                spec.start
            ),
            vec![spec.start],
            corners(board),
        ));
    }
    let end = spec.end?;
    if end == spec.start && board.area() > 1 {
        return Some(naming(
            Why::SameSquare,
            format!("a tour enters every square once, so it cannot end on its start square {end}"),
            vec![end],
            Vec::new(),
        ));
    }
    if odd && !end.is_dark() {
        return Some(naming(
            Why::OddColour,
            format!(
                "on {board} (odd number of squares) a tour must end on the corner colour; {end} is not"
            ),
            vec![end],
            corners(board),
        ));
    }
    if !odd && end.is_dark() == spec.start.is_dark() {
        return Some(naming(
            Why::EvenColour,
            format!(
                "on {board} (even number of squares) a tour ends on the other colour; {} and {end} are the same colour",
                spec.start
            ),
            vec![spec.start, end],
            Vec::new(),
        ));
    }
    None
}

/// On a board 4 squares wide the squares of the two outer lines only join
/// squares of the two inner lines, and there are as many of each, so a
/// tour never visits two outer squares in a row. Were the outer squares
/// every other square of the tour, they would all have one colour, but
/// half of them are light: so the tour has one pair of inner squares in a
/// row, and both of its ends are on the outer lines.
fn four_wide_ends(spec: &TourSpec) -> Option<Ruled> {
    let board = spec.board;
    let (line, names) = match (board.files, board.ranks) {
        (4, 4) => return None,
        (4, _) => ((|sq: Square| sq.file) as fn(Square) -> u32, "files a and d"),
        (_, 4) => ((|sq: Square| sq.rank) as fn(Square) -> u32, "ranks 1 and 4"),
        _ => return None,
    };
    let inner = |sq: Square| matches!(line(sq), 1 | 2);
    let (what, sq) = if inner(spec.start) {
        ("start", spec.start)
    } else {
        ("end", spec.end.filter(|&end| inner(end))?)
    };
    let outer: Vec<Square> = (0..board.area())
        .map(|index| board.square(index))
        .filter(|&sq| !inner(sq))
        .collect();
    Some(naming(
        Why::FourWideEnds,
        format!(
            "on {board} a tour starts and ends on the outer lines ({names}): their squares only \
             join the inner lines' squares, and a knight changes colour every move; \
             the {what} square {sq} is on an inner line"
        ),
        vec![sq],
        outer,
    ))
}
