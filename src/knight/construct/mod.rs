//! Knight's tours by construction, in time linear in the area: the board
//! is cut into blocks of 5 to 11 squares a side, each block gets a closed
//! tour from the generated pieces, and neighbouring blocks are joined by
//! exchanging two edges, row by row and then the rows up the first column
//! (divide and conquer after Parberry 1997, with one uniform join).
//!
//! - Every board with both sides at least 5 and one side even gets a closed
//!   tour; an open tour from any square is that cycle cut there.
//! - A board with both sides odd has no closed tour; an open tour from a
//!   square of the corner colour is built the same way, with the block
//!   around the start square holding an open path from it instead, found by
//!   a small search with the block's joining edges asked for.
//! - A tour from one square to another runs through a corridor of blocks,
//!   along the start's row of blocks and then up or down the end's column;
//!   each corridor block holds a path from the square the corridor enters
//!   by to the square it leaves by, and the other blocks are joined in.

pub(crate) mod assemble;
pub(crate) mod corridor;
pub(crate) mod joins;
pub(crate) mod links;
pub(crate) mod piece_search;
pub(crate) mod pieces;
pub(crate) mod tiling;

use std::collections::HashMap;

use crate::board::Square;
use crate::knight::{TourSpec, existence};
use crate::solution::Tour;
use assemble::{Corridor, assemble, block_path};
use links::Links;
use piece_search::Cell;
use tiling::{Split, closed_splits, odd_splits};

/// Nodes the search for the start block's path may take.
const START_BLOCK_BUDGET: u64 = 200_000;
/// The most cuts of a board tried before giving up.
const MAX_CUTS_TRIED: usize = 16;

/// A tour by construction, or `None` where none is built: a side is
/// shorter than 5, or no path was found in the cuts tried (with both sides
/// odd, or with an end square).
#[must_use]
pub fn construct(spec: &TourSpec) -> Option<Tour> {
    let board = spec.board;
    // Parity and the other theorems rule out a tour at once; no search.
    if existence::impossibility(spec).is_some() {
        return None;
    }
    let links = if spec.end.is_some() {
        cuts(spec)
            .into_iter()
            .take(MAX_CUTS_TRIED)
            .find_map(|(across, up)| corridor::build(spec, &across, &up))?
    } else if let Some((across, up)) = closed_splits(board.files, board.ranks) {
        assemble(&across, &up, &HashMap::new(), &Corridor::none())?
    } else {
        cuts(spec)
            .into_iter()
            .take(MAX_CUTS_TRIED)
            .find_map(|(across, up)| start_block(spec, &across, &up))?
    };
    let start = (spec.start.file as usize, spec.start.rank as usize);
    let moves = links.walk(start)?;
    Some(Tour::from_moves(board, spec.start, moves, spec.closed))
}

/// The cuts to try: on a board with a side even, the closed cut and the
/// same with its parts reversed; with both sides odd, the cuts whose odd
/// block holds the start square.
fn cuts(spec: &TourSpec) -> Vec<(Split, Split)> {
    let board = spec.board;
    if let Some((across, up)) = closed_splits(board.files, board.ranks) {
        let reversed = |split: &Split| Split {
            parts: split.parts.iter().rev().copied().collect(),
            odd: None,
        };
        let mut cuts = vec![
            (across.clone(), up.clone()),
            (reversed(&across), up.clone()),
            (across.clone(), reversed(&up)),
            (reversed(&across), reversed(&up)),
        ];
        cuts.dedup();
        return cuts;
    }
    if board.files < tiling::MIN_PART || board.ranks < tiling::MIN_PART {
        return Vec::new();
    }
    let across = odd_splits(board.files, spec.start.file);
    let up = odd_splits(board.ranks, spec.start.rank);
    across
        .iter()
        .flat_map(|a| up.iter().map(move |u| (a.clone(), u.clone())))
        .collect()
}

/// The board of an odd-by-odd cut whose start block holds a path from the
/// start square, if one is found.
fn start_block(spec: &TourSpec, across: &Split, up: &Split) -> Option<Links> {
    let block = (up.odd?, across.odd?);
    let corridor = Corridor::none();
    let origin = corridor::origin(across, up, block);
    let goal = corridor.goal(across, up, block, local(spec.start, origin), None);
    let path = block_path(&goal, START_BLOCK_BUDGET)?;
    assemble(across, up, &HashMap::from([(block, path)]), &corridor)
}

/// A square in the coordinates of a block whose first square is `origin`.
fn local(sq: Square, origin: (u32, u32)) -> Cell {
    (sq.file - origin.0, sq.rank - origin.1)
}
