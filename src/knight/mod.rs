//! Knight's tours: move orders, the exact pruned backtracking search, the
//! count of tours over bitboards,
//! Warnsdorff's rule, the theorems that rule tours out, the exact sweep of
//! narrow boards, and a validator.

pub(crate) mod backtrack;
pub(crate) mod construct;
pub(crate) mod count;
pub(crate) mod existence;
pub(crate) mod explain;
pub(crate) mod moves;
pub(crate) mod plain;
pub(crate) mod strip;
#[cfg(any(test, feature = "internals"))]
pub(crate) mod validate;
pub(crate) mod warnsdorff;

use crate::board::{Board, Square};
use moves::MoveOrder;

/// What tour is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TourSpec {
    /// The board.
    pub board: Board,
    /// The first square.
    pub start: Square,
    /// The square the open tour must finish on, if any.
    pub end: Option<Square>,
    /// Whether the last square must be a knight's move from the first.
    pub closed: bool,
    /// The order in which moves are tried.
    pub order: MoveOrder,
}

impl TourSpec {
    /// The shape of tour asked for, as the listings' conditions and the
    /// catalogue's selectors name it: `end` (an end square given),
    /// `closed` or `open`.
    #[must_use]
    pub(crate) fn shape(&self) -> &'static str {
        match (self.end, self.closed) {
            (Some(_), _) => "end",
            (None, true) => "closed",
            (None, false) => "open",
        }
    }

    /// Whether `last` may be the final square of a tour.
    #[must_use]
    pub fn accepts_last(&self, last: Square) -> bool {
        match (self.end, self.closed) {
            (Some(end), _) => last == end,
            (None, true) => moves::is_knight_move(last, self.start),
            (None, false) => true,
        }
    }
}

/// A tour from `start` on a `files` x `ranks` board in the textbook order,
/// open or `closed`, with no end square: what the searches' unit tests ask.
#[cfg(test)]
pub(crate) fn textbook_spec(files: u32, ranks: u32, start: &str, closed: bool) -> TourSpec {
    TourSpec {
        board: Board::new(files, ranks).unwrap(),
        start: start.parse().unwrap(),
        end: None,
        closed,
        order: MoveOrder::textbook(),
    }
}
