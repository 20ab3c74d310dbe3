//! Theorems that rule a tour out before any search.

use crate::knight::TourSpec;

/// The reason no tour can satisfy the spec, if a theorem says so.
pub fn impossibility(spec: &TourSpec) -> Option<String> {
    let board = spec.board;
    let (short, long) = if board.files <= board.ranks {
        (board.files, board.ranks)
    } else {
        (board.ranks, board.files)
    };
    if spec.closed {
        if board.area() == 1 {
            return None;
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
    let odd = board.area() % 2 == 1;
    if odd && !spec.start.is_dark() {
        return Some(format!(
            "on {board} (odd number of squares) a tour must start on the corner colour; {} is not",
            spec.start
        ));
    }
    if let Some(end) = spec.end {
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
