//! What the benches share.

use boardfig::board::{Board, Square};
use boardfig::knight::TourSpec;
use boardfig::knight::moves::MoveOrder;

/// An open tour from `start` in the textbook move order.
pub fn spec(board: Board, start: Square) -> TourSpec {
    TourSpec {
        board,
        start,
        end: None,
        closed: false,
        order: MoveOrder::textbook(),
    }
}
