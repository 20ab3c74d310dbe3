//! The closed tours of small boards that the construction is built from,
//! one for every size from 5 to 11 squares a side with a side even, each
//! containing its joining edges. They were found by [`find_piece`] and are
//! kept as generated data in `pieces.txt`: `cargo run --release --example
//! knight-pieces` writes that file again, and a test checks it is current.
//!
//! Each line is `WxH` and then, for every square in rank-major order, the
//! number (in [`KNIGHT_STEPS`]) of the move to the next square of the
//! cycle.
//!
//! [`KNIGHT_STEPS`]: crate::solution::KNIGHT_STEPS

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::knight::construct::links::Links;
use crate::solution::KNIGHT_STEPS;

#[cfg(any(test, feature = "internals"))]
pub use generator::generate;

/// The generated pieces.
const PIECES: &str = include_str!("pieces.txt");

/// The closed piece of a size as links, if there is one.
pub(crate) fn closed_piece(w: u32, h: u32) -> Option<&'static Links> {
    static TABLE: OnceLock<HashMap<(u32, u32), Links>> = OnceLock::new();
    TABLE.get_or_init(|| parse(PIECES)).get(&(w, h))
}

/// The pieces of a `pieces.txt` text, as links.
fn parse(text: &str) -> HashMap<(u32, u32), Links> {
    let mut table = HashMap::new();
    for line in text.lines().filter(|line| !line.starts_with('#')) {
        let Some((size, moves)) = line.split_once(' ') else {
            continue;
        };
        let Some((w, h)) = size.split_once('x') else {
            continue;
        };
        let (Ok(w), Ok(h)) = (w.parse::<usize>(), h.parse::<usize>()) else {
            continue;
        };
        let mut path = Vec::with_capacity(w * h);
        let mut at = 0usize;
        for _ in 0..w * h {
            path.push(at);
            let Some(d) = moves.as_bytes().get(at).map(|b| usize::from(b - b'0')) else {
                break;
            };
            let (dx, dy) = KNIGHT_STEPS[d % 8];
            let (x, y) = (
                (at % w) as i64 + i64::from(dx),
                (at / w) as i64 + i64::from(dy),
            );
            at = (y * w as i64 + x) as usize;
        }
        table.insert((w as u32, h as u32), Links::from_path(w, h, &path, true));
    }
    table
}

/// The search that finds the pieces anew, for the example that writes
/// `pieces.txt` and the test that checks it is current; not in the
/// command line.
#[cfg(any(test, feature = "internals"))]
mod generator {
    use std::fmt::Write as _;

    use crate::board::Square;
    use crate::knight::construct::joins::block_edges;
    use crate::knight::construct::piece_search::{PieceGoal, PieceResult, find_piece};
    use crate::knight::construct::tiling::{MAX_PART, MIN_PART};
    use crate::solution::step_number;

    /// The node budget for finding one piece.
    const PIECE_BUDGET: u64 = 50_000_000;

    /// The sizes there is a piece for: 5 to 11 a side, not both odd.
    pub(super) fn piece_sizes() -> impl Iterator<Item = (u32, u32)> {
        (MIN_PART..=MAX_PART)
            .flat_map(|w| (MIN_PART..=MAX_PART).map(move |h| (w, h)))
            .filter(|&(w, h)| w % 2 == 0 || h % 2 == 0)
    }

    /// What a closed piece of a size must be: a closed tour with every
    /// joining edge.
    pub(super) fn closed_goal(w: u32, h: u32) -> PieceGoal {
        let edges = block_edges(w, h);
        PieceGoal {
            width: w,
            height: h,
            start: (0, 0),
            end: None,
            closed: true,
            required: vec![edges.left, edges.right, edges.below, edges.above],
        }
    }

    /// The text of `pieces.txt`, found anew by search.
    #[must_use]
    pub fn generate() -> String {
        let mut text = String::from(
            "# Closed knight's tours of small boards with their joining edges.\n\
             # Written by `cargo run --release --example knight-pieces`; do not edit.\n",
        );
        for (w, h) in piece_sizes() {
            let PieceResult::Found(path) = find_piece(&closed_goal(w, h), PIECE_BUDGET) else {
                panic!("no closed piece of {w}x{h} was found within the budget");
            };
            let mut next = vec![0u8; path.len()];
            for k in 0..path.len() {
                let (from, to) = (path[k], path[(k + 1) % path.len()]);
                next[from] = move_number(w as usize, from, to);
            }
            let _ = write!(text, "{w}x{h} ");
            text.extend(next.iter().map(|&d| char::from(b'0' + d)));
            text.push('\n');
        }
        text
    }

    fn move_number(width: usize, from: usize, to: usize) -> u8 {
        let square = |i: usize| Square {
            file: (i % width) as u32,
            rank: (i / width) as u32,
        };
        step_number(square(from), square(to)).expect("consecutive squares a knight's move apart")
    }
}

#[cfg(test)]
mod tests {
    use super::generator::piece_sizes;
    use super::*;
    use crate::knight::construct::joins::block_edges;

    #[test]
    fn every_piece_is_a_closed_tour_with_its_joining_edges() {
        for (w, h) in piece_sizes() {
            let piece = closed_piece(w, h).unwrap_or_else(|| panic!("no piece {w}x{h}"));
            let moves = piece
                .walk((0, 0))
                .unwrap_or_else(|| panic!("{w}x{h}: not one cycle"));
            assert_eq!(moves.len() + 1, (w * h) as usize);
            let edges = block_edges(w, h);
            for (a, b) in [edges.left, edges.right, edges.below, edges.above] {
                let at = |c: (u32, u32)| (c.0 as usize, c.1 as usize);
                assert!(piece.has_edge(at(a), at(b)), "{w}x{h} lacks {a:?}-{b:?}");
            }
        }
    }
}
