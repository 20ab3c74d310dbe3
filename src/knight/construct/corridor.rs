//! The corridor of blocks that a tour from one given square to another
//! runs through: from the start's block along its row of blocks to the end
//! square's column of blocks, then along that column to the end's block.
//! Each corridor block holds a path from the square the corridor enters it
//! by to the square it leaves it by, and a knight's move crosses each
//! border between corridor blocks; the other blocks keep their cycles and
//! are joined in as usual.

use std::collections::HashMap;

use crate::board::Square;
use crate::knight::TourSpec;
use crate::knight::construct::assemble::{Block, Corridor, assemble, block_path, needed_edges};
use crate::knight::construct::links::Links;
use crate::knight::construct::piece_search::PieceGoal;
use crate::knight::construct::tiling::Split;
use crate::solution::KNIGHT_STEPS;

/// Nodes the search for one corridor block's path may take.
const CORRIDOR_BUDGET: u64 = 20_000;
/// Nodes the search may take when the corridor is one block.
const ONE_BLOCK_BUDGET: u64 = 1_000_000;

/// The most block paths searched for while choosing crossings, beyond one
/// a corridor block.
const SPARE_SEARCHES: usize = 48;

/// The first square of a block, in board coordinates.
pub(crate) fn origin(across: &Split, up: &Split, (row, column): Block) -> (u32, u32) {
    (across.offsets()[column], up.offsets()[row])
}

/// The index of the part of `split` that holds position `at`.
fn part_of(split: &Split, at: u32) -> usize {
    split
        .offsets()
        .iter()
        .rposition(|&offset| offset <= at)
        .expect("the first part begins at 0")
}

/// The blocks from the start's block to the end's: along the start's row,
/// then along the end's column.
fn route(from: Block, to: Block) -> Vec<Block> {
    let mut blocks = vec![from];
    let (mut row, mut column) = from;
    while column != to.1 {
        column = if column < to.1 {
            column + 1
        } else {
            column - 1
        };
        blocks.push((row, column));
    }
    while row != to.0 {
        row = if row < to.0 { row + 1 } else { row - 1 };
        blocks.push((row, column));
    }
    blocks
}

/// The rectangle of a block in board coordinates: x, y, width, height.
type Rect = (u32, u32, u32, u32);

fn rect(across: &Split, up: &Split, block: Block) -> Rect {
    let (x, y) = origin(across, up, block);
    (x, y, across.parts[block.1], up.parts[block.0])
}

fn inside((x, y, w, h): Rect, (px, py): (i64, i64)) -> bool {
    px >= i64::from(x) && py >= i64::from(y) && px < i64::from(x + w) && py < i64::from(y + h)
}

/// The knight's moves from a square of block `a` to a square of the next
/// block `b`, the ones nearest the middle of their border first.
fn crossings(a: Rect, b: Rect) -> Vec<(Square, Square)> {
    let side_by_side = a.1 == b.1;
    let middle = if side_by_side {
        i64::from(a.1) * 2 + i64::from(a.3)
    } else {
        i64::from(a.0) * 2 + i64::from(a.2)
    };
    let mut found = Vec::new();
    for y in a.1..a.1 + a.3 {
        for x in a.0..a.0 + a.2 {
            for (k, &(dx, dy)) in KNIGHT_STEPS.iter().enumerate() {
                let to = (i64::from(x) + i64::from(dx), i64::from(y) + i64::from(dy));
                if inside(b, to) {
                    let along = if side_by_side { y } else { x };
                    let distance = (i64::from(along) * 2 + 1 - middle).abs();
                    let from = Square { file: x, rank: y };
                    let to = Square {
                        file: to.0 as u32,
                        rank: to.1 as u32,
                    };
                    found.push(((distance, k), (from, to)));
                }
            }
        }
    }
    found.sort_by_key(|&(key, _)| key);
    found.into_iter().map(|(_, pair)| pair).collect()
}

/// A tour from the spec's start to its end through a corridor of the cut,
/// if paths are found for every corridor block.
pub(crate) fn build(spec: &TourSpec, across: &Split, up: &Split) -> Option<Links> {
    let end = spec.end?;
    let block_at = |sq: Square| (part_of(up, sq.rank), part_of(across, sq.file));
    let start_block = block_at(spec.start);
    if across.odd.is_some() && (Some(start_block.1), Some(start_block.0)) != (across.odd, up.odd) {
        return None;
    }
    let mut corridor = Corridor::through(route(start_block, block_at(end)));
    let mut search = CorridorSearch {
        budget: if corridor.blocks().len() == 1 {
            ONE_BLOCK_BUDGET
        } else {
            CORRIDOR_BUDGET
        },
        paths: HashMap::new(),
        found: HashMap::new(),
        searches_left: corridor.blocks().len() + SPARE_SEARCHES,
    };
    if !search.fill(&mut corridor, (across, up), spec.start, end) {
        return None;
    }
    assemble(across, up, &search.paths, &corridor)
}

/// The paths chosen so far for the corridor blocks, and the paths found
/// for each goal (a straight corridor asks the same of many blocks).
struct CorridorSearch {
    budget: u64,
    paths: HashMap<Block, Links>,
    found: HashMap<PieceGoal, Option<Links>>,
    searches_left: usize,
}

impl CorridorSearch {
    /// The path meeting a goal, searched for once.
    fn path(&mut self, goal: PieceGoal) -> Option<Links> {
        if let Some(known) = self.found.get(&goal) {
            return known.clone();
        }
        if self.searches_left == 0 {
            return None;
        }
        self.searches_left -= 1;
        let path = block_path(&goal, self.budget);
        self.found.insert(goal, path.clone());
        path
    }

    /// Finds paths for the corridor blocks from the one entered at
    /// `entry` on, choosing each crossing in turn and going back to the
    /// previous block when a later one has no path.
    fn fill(
        &mut self,
        corridor: &mut Corridor,
        cut: (&Split, &Split),
        entry: Square,
        end: Square,
    ) -> bool {
        let (across, up) = cut;
        let k = self.paths.len();
        let block = corridor.blocks()[k];
        let here = rect(across, up, block);
        let to_local = |sq: Square| (sq.file - here.0, sq.rank - here.1);
        let goal_to = |corridor: &Corridor, exit: Square| {
            corridor.goal(across, up, block, to_local(entry), Some(to_local(exit)))
        };
        let Some(&next) = corridor.blocks().get(k + 1) else {
            let Some(path) = self.path(goal_to(corridor, end)) else {
                return false;
            };
            self.paths.insert(block, path);
            return true;
        };
        let odd = here.2 * here.3 % 2 == 1;
        let next_rect = rect(across, up, next);
        let avoided = |block: Block, own: Rect| -> Vec<Square> {
            needed_edges(across, up, block, corridor)
                .into_iter()
                .flat_map(|(a, b)| [a, b])
                .map(|(x, y)| Square {
                    file: own.0 + x,
                    rank: own.1 + y,
                })
                .collect()
        };
        let (avoid_here, avoid_next) = (avoided(block, here), avoided(next, next_rect));
        for (exit, enter) in crossings(here, next_rect) {
            if self.searches_left == 0 {
                return false;
            }
            let colour_fits = (exit.is_dark() == entry.is_dark()) == odd;
            if exit == entry
                || enter == end
                || !colour_fits
                || avoid_here.contains(&exit)
                || avoid_next.contains(&enter)
            {
                continue;
            }
            let Some(path) = self.path(goal_to(corridor, exit)) else {
                continue;
            };
            self.paths.insert(block, path);
            corridor.cross(
                (exit.file as usize, exit.rank as usize),
                (enter.file as usize, enter.rank as usize),
            );
            if self.fill(corridor, cut, enter, end) {
                return true;
            }
            self.paths.remove(&block);
            corridor.uncross();
        }
        false
    }
}
