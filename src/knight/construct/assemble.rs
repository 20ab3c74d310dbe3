//! Laying the blocks of a cut and joining them: the closed pieces, the
//! paths searched for particular blocks, and the edge exchanges between
//! neighbouring blocks that the corridor (if any) does not already connect.
//! The corridor itself is chosen in `corridor.rs`.

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use crate::knight::construct::joins::{block_edges, one_above_another, side_by_side};
use crate::knight::construct::links::{At, Links};
use crate::knight::construct::piece_search::{Cell, PieceGoal, PieceResult, find_piece};
use crate::knight::construct::pieces;
use crate::knight::construct::tiling::Split;

/// A block of a cut as (row, column).
pub(crate) type Block = (usize, usize);

/// The corridor: its blocks in order and the moves across their borders.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Corridor {
    blocks: Vec<Block>,
    crossings: Vec<(At, At)>,
}

impl Corridor {
    /// No corridor: every pair of neighbouring blocks is joined.
    pub(crate) fn none() -> Corridor {
        Corridor::default()
    }

    /// A corridor through `blocks`, in order, with no crossings yet.
    pub(crate) fn through(blocks: Vec<Block>) -> Corridor {
        Corridor {
            blocks,
            crossings: Vec::new(),
        }
    }

    /// The corridor's blocks in order.
    pub(crate) fn blocks(&self) -> &[Block] {
        &self.blocks
    }

    /// Adds the move from `exit` to `enter` across the next border.
    pub(crate) fn cross(&mut self, exit: At, enter: At) {
        self.crossings.push((exit, enter));
    }

    /// Takes the last crossing back.
    pub(crate) fn uncross(&mut self) {
        self.crossings.pop();
    }

    /// Whether the corridor already connects block (row, column - 1) with
    /// block (row, column), so that they are not joined again.
    pub(crate) fn joins_across(&self, row: usize, column: usize) -> bool {
        self.blocks.windows(2).any(|pair| {
            let (a, b) = (pair[0], pair[1]);
            a.0 == row && b.0 == row && a.1.min(b.1) + 1 == column && a.1.max(b.1) == column
        })
    }

    /// Whether the corridor already connects rows of blocks `row - 1` and
    /// `row` (it has blocks in both), so that they are not joined again.
    pub(crate) fn joins_up(&self, row: usize) -> bool {
        let has = |r: usize| self.blocks.iter().any(|b| b.0 == r);
        row > 0 && has(row - 1) && has(row)
    }

    /// What a block's path must be: from `start` (to `end`, if given) in the
    /// block's coordinates, with the joining edges the block needs.
    pub(crate) fn goal(
        &self,
        across: &Split,
        up: &Split,
        block: Block,
        start: Cell,
        end: Option<Cell>,
    ) -> PieceGoal {
        PieceGoal {
            width: across.parts[block.1],
            height: up.parts[block.0],
            start,
            end,
            closed: false,
            required: needed_edges(across, up, block, self),
        }
    }

    /// Adds the moves across the corridor's borders.
    pub(crate) fn link_crossings(&self, board: &mut Links) {
        for &(a, b) in &self.crossings {
            board.link(a, b);
        }
    }
}

/// A block's path meeting `goal`, as links, if the search finds one
/// within `budget` nodes.
pub(crate) fn block_path(goal: &PieceGoal, budget: u64) -> Option<Links> {
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
pub(crate) fn needed_edges(
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
pub(crate) fn assemble(
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
