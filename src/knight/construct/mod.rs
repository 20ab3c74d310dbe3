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

pub mod corridor;
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
use corridor::Corridor;
use joins::{block_edges, one_above_another, side_by_side};
use links::Links;
use piece_search::{Cell, PieceGoal, PieceResult, find_piece};
use tiling::{Split, closed_splits, odd_splits};

/// Nodes the search for the start block's path may take.
const START_BLOCK_BUDGET: u64 = 200_000;
/// The most cuts of a board tried before giving up.
const MAX_CUTS_TRIED: usize = 16;

/// A tour by construction, or `None` where none is built: a side is
/// shorter than 5, or no path was found in the cuts tried (with both sides
/// odd, or with an end square).
pub fn construct(spec: &TourSpec) -> Option<Tour> {
    let board = spec.board;
    if !colours_allow(spec) {
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

/// Whether the colours of the start and end squares allow a tour: a
/// knight changes colour every move, so with an odd number of squares
/// (both sides odd) there is no closed tour and both ends are of the corner
/// colour, and with an even number the ends differ in colour.
fn colours_allow(spec: &TourSpec) -> bool {
    let odd = spec.board.area() % 2 == 1;
    if odd {
        !spec.closed && spec.start.is_dark() && spec.end.is_none_or(|end| end.is_dark())
    } else {
        spec.end
            .is_none_or(|end| end.is_dark() != spec.start.is_dark())
    }
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

/// A block's path meeting `goal`, as links, if the search finds one
/// within `budget` nodes.
fn block_path(goal: &PieceGoal, budget: u64) -> Option<Links> {
    match find_piece(goal, budget) {
        PieceResult::Found(path) => Some(Links::from_path(
            goal.width as usize,
            goal.height as usize,
            &path,
            false,
        )),
        _ => None,
    }
}

/// The joining edges a block of a cut needs, given the corridor (joins
/// between blocks the corridor already connects are not made).
fn needed_edges(
    across: &Split,
    up: &Split,
    (row, column): (usize, usize),
    corridor: &Corridor,
) -> Vec<(Cell, Cell)> {
    let edges = block_edges(across.parts[column], up.parts[row]);
    let mut needed = Vec::new();
    if column > 0 && !corridor.joins_across(row, column) {
        needed.push(edges.left);
    }
    if column + 1 < across.parts.len() && !corridor.joins_across(row, column + 1) {
        needed.push(edges.right);
    }
    if column == 0 && row > 0 && !corridor.joins_up(row) {
        needed.push(edges.below);
    }
    if column == 0 && row + 1 < up.parts.len() && !corridor.joins_up(row + 1) {
        needed.push(edges.above);
    }
    needed
}

/// Lays the blocks of a cut, the blocks in `paths` holding those paths and
/// the others their closed pieces, and joins neighbouring blocks that the
/// corridor does not already connect. `None` if a join fails.
fn assemble(
    across: &Split,
    up: &Split,
    paths: &HashMap<(usize, usize), Links>,
    corridor: &Corridor,
) -> Option<Links> {
    let width: usize = across.parts.iter().map(|&w| w as usize).sum();
    let height: usize = up.parts.iter().map(|&h| h as usize).sum();
    let has_path = |row: usize| paths.keys().any(|&(r, _)| r == row);
    // Rows of blocks without paths are alike for each height: made once.
    let mut plain: HashMap<u32, Links> = HashMap::new();
    for (row, &h) in up.parts.iter().enumerate() {
        if !has_path(row)
            && let Entry::Vacant(slot) = plain.entry(h)
        {
            slot.insert(band(across, row, h, paths, corridor)?);
        }
    }
    let mut board = Links::empty(width, height);
    let mut y = 0usize;
    for (row, &h) in up.parts.iter().enumerate() {
        let special;
        let band = if has_path(row) {
            special = band(across, row, h, paths, corridor)?;
            &special
        } else {
            &plain[&h]
        };
        for k in 0..h as usize {
            board.copy_row(y + k, band, k);
        }
        if row > 0 && !corridor.joins_up(row) {
            let (below, above) = one_above_another(across.parts[0] as usize, y);
            if !board.exchange(below, above) {
                return None;
            }
        }
        y += h as usize;
    }
    corridor.link_crossings(&mut board);
    Some(board)
}

/// One row of blocks of height `h`, joined left to right.
fn band(
    across: &Split,
    row: usize,
    h: u32,
    paths: &HashMap<(usize, usize), Links>,
    corridor: &Corridor,
) -> Option<Links> {
    let width = across.parts.iter().map(|&w| w as usize).sum();
    let mut band = Links::empty(width, h as usize);
    let mut x = 0usize;
    for (column, &w) in across.parts.iter().enumerate() {
        let piece = match paths.get(&(row, column)) {
            Some(path) => path,
            None => pieces::closed_piece(w, h)?,
        };
        band.paste(piece, (x, 0));
        if column > 0 && !corridor.joins_across(row, column) {
            let (left, right) = side_by_side(x, 0);
            if !band.exchange(left, right) {
                return None;
            }
        }
        x += w as usize;
    }
    Some(band)
}
