//! What the benches share.

use boardfig::MoveOrder;
use boardfig::TourSpec;
use boardfig::{Board, Square};

/// An open tour from `start` in the textbook move order.
pub(crate) fn spec(board: Board, start: Square) -> TourSpec {
    TourSpec {
        board,
        start,
        end: None,
        closed: false,
        order: MoveOrder::textbook(),
    }
}
