//! Knight's tours by construction, in time linear in the area: the board
//! is cut into blocks of 5 to 11 squares a side, each block gets a closed
//! tour from the generated pieces, and neighbouring blocks are joined by
//! exchanging two edges, row by row and then the rows up the first column
//! (divide and conquer after Parberry 1997, with the joins of Schwenk's
//! and Cull and De Curtins' proofs made uniform).
//!
//! - Every board with both sides at least 5 and one side even gets a closed
//!   tour; an open tour from any square is that cycle cut there.
//! - A board with both sides odd has no closed tour; an open tour from a
//!   square of the corner colour is built the same way, with the block
//!   around the start square holding an open path from it instead, found by
//!   a small search with the block's joining edges asked for.

pub mod joins;
pub mod links;
pub mod piece_search;
pub mod pieces;
pub mod tiling;

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use crate::board::Square;
use crate::knight::TourSpec;
use crate::solution::Tour;
use joins::{block_edges, one_above_another, side_by_side};
use links::Links;
use piece_search::{PieceGoal, PieceResult, find_piece};
use tiling::{Split, closed_splits, odd_splits};

/// Nodes the search for the start block's path may take, per cut tried.
const PATH_BUDGET: u64 = 200_000;
/// The most cuts of an odd-by-odd board tried before giving up.
const MAX_CUTS_TRIED: usize = 16;

/// A tour by construction, or `None` where none is built: an end square is
/// asked for, a side is shorter than 5, or (both sides odd) no path from
/// the start square was found in the blocks tried.
pub fn construct(spec: &TourSpec) -> Option<Tour> {
    if spec.end.is_some() {
        return None;
    }
    let board = spec.board;
    let links = if let Some((across, up)) = closed_splits(board.files, board.ranks) {
        assemble(&across, &up, None)?
    } else {
        if spec.closed || !spec.start.is_dark() {
            return None;
        }
        odd_board_links(spec)?
    };
    let start = (spec.start.file as usize, spec.start.rank as usize);
    let moves = links.walk(start)?;
    Some(Tour::from_moves(board, spec.start, moves, spec.closed))
}

/// The links of an odd-by-odd board: the first cut whose start block has
/// a path from the start square with its joining edges.
fn odd_board_links(spec: &TourSpec) -> Option<Links> {
    let Square { file, rank } = spec.start;
    let across = odd_splits(spec.board.files, file);
    let up = odd_splits(spec.board.ranks, rank);
    let pairs = across.iter().flat_map(|a| up.iter().map(move |u| (a, u)));
    for (across, up) in pairs.take(MAX_CUTS_TRIED) {
        if let Some(path) = start_block_path(across, up, spec.start) {
            return assemble(across, up, Some(&path));
        }
    }
    None
}

/// The path through the odd block of a cut from the start square, with
/// the joining edges its place in the cut needs.
fn start_block_path(across: &Split, up: &Split, start: Square) -> Option<Links> {
    let (column, row) = (across.odd?, up.odd?);
    let (w, h) = (across.parts[column], up.parts[row]);
    let (x0, y0) = (across.offsets()[column], up.offsets()[row]);
    let edges = block_edges(w, h);
    let mut required = Vec::new();
    if column > 0 {
        required.push(edges.left);
    }
    if column + 1 < across.parts.len() {
        required.push(edges.right);
    }
    if column == 0 && row > 0 {
        required.push(edges.below);
    }
    if column == 0 && row + 1 < up.parts.len() {
        required.push(edges.above);
    }
    let goal = PieceGoal {
        width: w,
        height: h,
        start: (start.file - x0, start.rank - y0),
        closed: false,
        required,
    };
    match find_piece(&goal, PATH_BUDGET) {
        PieceResult::Found(path) => Some(Links::from_path(w as usize, h as usize, &path, false)),
        _ => None,
    }
}

/// Lays the blocks of a cut and joins them into one cycle (or one path,
/// when the odd block holds `path`). `None` if a join fails, which the
/// tests rule out.
fn assemble(across: &Split, up: &Split, path: Option<&Links>) -> Option<Links> {
    let width: usize = across.parts.iter().map(|&w| w as usize).sum();
    let height: usize = up.parts.iter().map(|&h| h as usize).sum();
    let mut bands: HashMap<u32, Links> = HashMap::new();
    for (row, &h) in up.parts.iter().enumerate() {
        if up.odd == Some(row) && path.is_some() {
            continue;
        }
        if let Entry::Vacant(slot) = bands.entry(h) {
            slot.insert(band(across, h, None)?);
        }
    }
    let path_band = match (path, up.odd) {
        (Some(path), Some(row)) => Some(band(across, up.parts[row], Some(path))?),
        _ => None,
    };
    let mut board = Links::empty(width, height);
    let mut y = 0usize;
    for (row, &h) in up.parts.iter().enumerate() {
        let band = match &path_band {
            Some(band) if up.odd == Some(row) => band,
            _ => &bands[&h],
        };
        for k in 0..h as usize {
            board.copy_row(y + k, band, k);
        }
        if row > 0 {
            let (below, above) = one_above_another(across.parts[0] as usize, y);
            if !board.exchange(below, above) {
                return None;
            }
        }
        y += h as usize;
    }
    Some(board)
}

/// One row of blocks of height `h`, joined left to right; the odd block
/// holds `path` if given.
fn band(across: &Split, h: u32, path: Option<&Links>) -> Option<Links> {
    let width = across.parts.iter().map(|&w| w as usize).sum();
    let mut band = Links::empty(width, h as usize);
    let mut x = 0usize;
    for (column, &w) in across.parts.iter().enumerate() {
        let piece = match path {
            Some(path) if across.odd == Some(column) => path,
            _ => pieces::closed_piece(w, h)?,
        };
        band.paste(piece, (x, 0));
        if column > 0 {
            let (left, right) = side_by_side(x, 0);
            if !band.exchange(left, right) {
                return None;
            }
        }
        x += w as usize;
    }
    Some(band)
}
