//! Warnsdorff's rule: move to the square with the fewest onward moves; ties
//! go to the square farthest from the centre, then to the move order. When the
//! rule gets stuck, a backtracking search ordered by the same rule takes over.
//! Neighbours are computed on the fly, so memory is a few bytes a square.

use std::cmp::Reverse;

use crate::board::{Board, Square};
use crate::knight::TourSpec;
use crate::knight::moves::{is_knight_move, step};
use crate::solution::{Outcome, Proof, Stats, Tour};

/// Finds a tour by Warnsdorff's rule with backtracking, within `budget` nodes.
pub fn warnsdorff_tour(spec: &TourSpec, budget: u64) -> (Outcome<Tour>, Stats) {
    let mut search = Rule::new(spec);
    let end = search.run(budget);
    let stats = Stats {
        nodes: search.nodes,
    };
    let outcome = match end {
        Some(true) => {
            let squares: Vec<_> = search
                .path
                .iter()
                .map(|&i| spec.board.square(i as usize))
                .collect();
            Outcome::Found(Tour::from_squares(spec.board, &squares, spec.closed))
        }
        Some(false) => Outcome::NotFound(Proof::Exhausted),
        None => Outcome::BudgetSpent,
    };
    (outcome, stats)
}

struct Rule {
    spec: TourSpec,
    board: Board,
    area: usize,
    visited: Vec<bool>,
    free: Vec<u8>,
    path: Vec<u32>,
    start: usize,
    end: Option<usize>,
    nodes: u64,
}

impl Rule {
    fn new(spec: &TourSpec) -> Rule {
        let board = spec.board;
        let area = board.area();
        let free = (0..area)
            .map(|i| {
                let from = board.square(i);
                spec.order
                    .deltas
                    .iter()
                    .filter(|&&d| step(board, from, d).is_some())
                    .count() as u8
            })
            .collect();
        Rule {
            spec: *spec,
            board,
            area,
            visited: vec![false; area],
            free,
            path: Vec::with_capacity(area),
            start: board.index(spec.start),
            end: spec.end.map(|sq| board.index(sq)),
            nodes: 0,
        }
    }

    fn neighbours(&self, index: usize) -> impl Iterator<Item = usize> + '_ {
        let from = self.board.square(index);
        self.spec
            .order
            .deltas
            .iter()
            .filter_map(move |&d| step(self.board, from, d))
            .map(|sq| self.board.index(sq))
    }

    fn enter(&mut self, index: usize) {
        self.visited[index] = true;
        let from = self.board.square(index);
        for &d in &self.spec.order.deltas {
            if let Some(to) = step(self.board, from, d) {
                self.free[self.board.index(to)] -= 1;
            }
        }
        self.path.push(index as u32);
        self.nodes += 1;
    }

    fn leave(&mut self) {
        let index = self.path.pop().expect("path is not empty") as usize;
        self.visited[index] = false;
        let from = self.board.square(index);
        for &d in &self.spec.order.deltas {
            if let Some(to) = step(self.board, from, d) {
                self.free[self.board.index(to)] += 1;
            }
        }
    }

    /// The unvisited neighbours of `index`, best first by the rule.
    fn candidates(&self, index: usize) -> ([usize; 8], usize) {
        let last_move = self.path.len() + 1 == self.area;
        let start = self.board.square(self.start);
        let mut keyed: Vec<(RuleKey, usize)> = Vec::with_capacity(8);
        for (rank_in_order, n) in self.neighbours(index).enumerate() {
            if self.visited[n] || (Some(n) == self.end && !last_move) {
                continue;
            }
            let sq = self.board.square(n);
            // A closed tour keeps the start's neighbours for last.
            let bonus = u8::from(self.spec.closed && is_knight_move(sq, start));
            keyed.push((
                (
                    self.free[n] + bonus,
                    Reverse(centre_distance(self.board, sq)),
                    rank_in_order,
                ),
                n,
            ));
        }
        keyed.sort_unstable();
        let mut out = [0usize; 8];
        for (slot, (_, n)) in out.iter_mut().zip(&keyed) {
            *slot = *n;
        }
        (out, keyed.len())
    }

    /// `Some(true)` found, `Some(false)` exhausted, `None` budget spent.
    fn run(&mut self, budget: u64) -> Option<bool> {
        self.enter(self.start);
        let mut next: Vec<u8> = vec![0];
        while let Some(&current) = self.path.last() {
            let current = current as usize;
            if self.path.len() == self.area {
                if self.spec.accepts_last(self.board.square(current)) {
                    return Some(true);
                }
                self.leave();
                next.pop();
                continue;
            }
            let depth = self.path.len() - 1;
            let (candidates, count) = self.candidates(current);
            let k = next[depth] as usize;
            if k >= count {
                self.leave();
                next.pop();
                continue;
            }
            next[depth] += 1;
            if self.nodes >= budget {
                return None;
            }
            let target = candidates[k];
            self.enter(target);
            if self.locally_viable(current, target) {
                next.push(0);
            } else {
                self.leave();
            }
        }
        Some(false)
    }

    /// Cheap necessary conditions, looking only at the squares next to the
    /// square just left (the only ones that lost a way in).
    fn locally_viable(&self, left: usize, here: usize) -> bool {
        let remaining = self.area - self.path.len();
        if remaining == 0 {
            return true;
        }
        if self.free[here] == 0 {
            return false;
        }
        if self.spec.closed && self.free[self.start] == 0 {
            return false;
        }
        if remaining < 2 {
            return true;
        }
        let here_sq = self.board.square(here);
        self.neighbours(left).all(|u| {
            if self.visited[u] {
                return true;
            }
            let sq = self.board.square(u);
            let ways = self.free[u] + u8::from(is_knight_move(sq, here_sq));
            self.free[u] > 0 && (ways >= 2 || self.spec.accepts_last(sq))
        })
    }
}

/// Ordering of candidate squares: fewest onward moves, then farthest from
/// the centre, then earliest in the move order.
type RuleKey = (u8, Reverse<i64>, usize);

/// Squared distance from the board's centre, in half-squares.
fn centre_distance(board: Board, sq: Square) -> i64 {
    let dx = 2 * i64::from(sq.file) - i64::from(board.files) + 1;
    let dy = 2 * i64::from(sq.rank) - i64::from(board.ranks) + 1;
    dx * dx + dy * dy
}
