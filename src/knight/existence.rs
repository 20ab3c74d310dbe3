//! Theorems that rule a tour out before any search.

use crate::board::Square;
use crate::knight::TourSpec;

/// The reason no tour can satisfy the spec, if a theorem says so.
#[must_use]
pub fn impossibility(spec: &TourSpec) -> Option<String> {
    let board = spec.board;
    let (short, long) = if board.files <= board.ranks {
        (board.files, board.ranks)
    } else {
        (board.ranks, board.files)
    };
    if spec.closed {
        if board.area() == 1 {
            return Some(
                "no closed tour exists on 1x1: there is no move back to the start square"
                    .to_string(),
            );
        }
        if short % 2 == 1 && long % 2 == 1 {
            return Some(format!(
                "no closed tour exists on {board}: both sides are odd (Schwenk 1991)"
            ));
        }
        if matches!(short, 1 | 2 | 4) {
            return Some(format!(
                "no closed tour exists on {board}: a side of {short} (Schwenk 1991)"
            ));
        }
        if short == 3 && matches!(long, 4 | 6 | 8) {
            return Some(format!(
                "no closed tour exists on {board}: 3 by {long} (Schwenk 1991)"
            ));
        }
        return None;
    }
    if board.area() > 1
        && (short <= 2 || (short == 3 && matches!(long, 3 | 5 | 6)) || (short == 4 && long == 4))
    {
        return Some(format!("no open tour exists on {board}"));
    }
    if let Some(reason) = four_wide_ends(spec) {
        return Some(reason);
    }
    let odd = board.area() % 2 == 1;
    if odd && !spec.start.is_dark() {
        return Some(format!(
            "on {board} (odd number of squares) a tour must start on the corner colour; {} is not",
            spec.start
        ));
    }
    if let Some(end) = spec.end {
        if end == spec.start && board.area() > 1 {
            return Some(format!(
                "a tour enters every square once, so it cannot end on its start square {end}"
            ));
        }
        if odd && !end.is_dark() {
            return Some(format!(
                "on {board} (odd number of squares) a tour must end on the corner colour; {end} is not"
            ));
        }
        if !odd && end.is_dark() == spec.start.is_dark() {
            return Some(format!(
                "on {board} (even number of squares) a tour ends on the other colour; {} and {end} are the same colour",
                spec.start
            ));
        }
    }
    None
}

/// On a board 4 squares wide the squares of the two outer lines only join
/// squares of the two inner lines, and there are as many of each, so a
/// tour never visits two outer squares in a row. Were the outer squares
/// every other square of the tour, they would all have one colour, but
/// half of them are light: so the tour has one pair of inner squares in a
/// row, and both of its ends are on the outer lines.
fn four_wide_ends(spec: &TourSpec) -> Option<String> {
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
    Some(format!(
        "on {board} a tour starts and ends on the outer lines ({names}): their squares only \
         join the inner lines' squares, and a knight changes colour every move; \
         the {what} square {sq} is on an inner line"
    ))
}
