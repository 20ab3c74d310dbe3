//! Where neighbouring blocks are joined. Blocks in a row of blocks are
//! joined left to right near their bottom edge; the rows are joined one
//! above the other in the first column of blocks, near its right edge.
//!
//! Each join exchanges one edge of each block for two edges across the
//! border, which turns two cycles (or a path and a cycle) into one:
//!
//! - across a vertical border at x = X (blocks side by side, rows from y):
//!   (X-1, y)-(X-2, y+2) on the left and (X+1, y+1)-(X, y+3) on the right
//!   become (X-1, y)-(X+1, y+1) and (X-2, y+2)-(X, y+3);
//! - across a horizontal border at y = Y in a column of width w:
//!   (w-1, Y-1)-(w-3, Y-2) below and (w-2, Y+1)-(w-4, Y) above become
//!   (w-1, Y-1)-(w-2, Y+1) and (w-3, Y-2)-(w-4, Y).
//!
//! The left block's edge at the right border and the lower block's edge at
//! the top border each leave a corner square, and a corner square's two
//! moves are in every closed tour; the other two edges are asked of each
//! piece when it is searched for.

use crate::knight::construct::links::At;
use crate::knight::construct::piece_search::Cell;

/// The edges of a `w` x `h` block used to join it to its neighbours: to
/// the left, right, below and above.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BlockEdges {
    /// Joins the block to the one on its left.
    pub left: (Cell, Cell),
    /// Joins the block to the one on its right (a corner's move).
    pub right: (Cell, Cell),
    /// Joins the block to the one below (first column only).
    pub below: (Cell, Cell),
    /// Joins the block to the one above (first column only; a corner's move).
    pub above: (Cell, Cell),
}

/// The joining edges of a `w` x `h` block (w, h >= 5), in its own
/// coordinates.
pub(crate) fn block_edges(w: u32, h: u32) -> BlockEdges {
    BlockEdges {
        left: ((1, 1), (0, 3)),
        right: ((w - 1, 0), (w - 2, 2)),
        below: ((w - 2, 1), (w - 4, 0)),
        above: ((w - 1, h - 1), (w - 3, h - 2)),
    }
}

/// The edges exchanged to join the blocks on either side of the vertical
/// border at `x`, in a row of blocks starting at rank `y`: the left
/// block's, then the right block's, in the form [`Links::exchange`] takes.
///
/// [`Links::exchange`]: crate::knight::construct::links::Links::exchange
pub(crate) fn side_by_side(x: usize, y: usize) -> ((At, At), (At, At)) {
    (((x - 1, y), (x - 2, y + 2)), ((x + 1, y + 1), (x, y + 3)))
}

/// The edges exchanged to join the blocks on either side of the horizontal
/// border at `y`, in the first column of blocks, `w` wide: the lower
/// block's, then the upper block's.
pub(crate) fn one_above_another(w: usize, y: usize) -> ((At, At), (At, At)) {
    (
        ((w - 1, y - 1), (w - 3, y - 2)),
        ((w - 2, y + 1), (w - 4, y)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn knight_apart(a: At, b: At) -> bool {
        let dx = a.0.abs_diff(b.0);
        let dy = a.1.abs_diff(b.1);
        dx * dy == 2
    }

    #[test]
    fn exchanged_edges_are_knight_moves_and_match_the_block_edges() {
        for w in 5..=11u32 {
            for h in 5..=11u32 {
                let edges = block_edges(w, h);
                for (a, b) in [edges.left, edges.right, edges.below, edges.above] {
                    let (a, b) = ((a.0 as usize, a.1 as usize), (b.0 as usize, b.1 as usize));
                    assert!(knight_apart(a, b), "{w}x{h}: {a:?}-{b:?}");
                }
                // Side by side: the left block's right edge and the right
                // block's left edge, with the border at x = w.
                let x = w as usize;
                let shift = |(a, b): (Cell, Cell), dx: usize, dy: usize| {
                    (
                        (a.0 as usize + dx, a.1 as usize + dy),
                        (b.0 as usize + dx, b.1 as usize + dy),
                    )
                };
                let ((l1, l2), (r1, r2)) = side_by_side(x, 0);
                assert_eq!((l1, l2), shift(edges.right, 0, 0));
                assert_eq!((r1, r2), shift(edges.left, x, 0));
                assert!(knight_apart(l1, r1) && knight_apart(l2, r2));
                // One above another, with the border at y = h.
                let y = h as usize;
                let ((d1, d2), (u1, u2)) = one_above_another(w as usize, y);
                assert_eq!((d1, d2), shift(edges.above, 0, 0));
                assert_eq!((u1, u2), shift(edges.below, 0, y));
                assert!(knight_apart(d1, u1) && knight_apart(d2, u2));
            }
        }
    }
}
