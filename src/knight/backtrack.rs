//! Exact depth-first backtracking in a fixed move order, pruned only where a
//! branch provably holds no tour, so it returns the same first tour as plain
//! backtracking, after far fewer nodes.
//!
//! After each move the remaining unvisited squares must admit a path that
//! starts next to the knight and visits them all. A branch is cut when:
//! - the knight has no unvisited neighbour;
//! - an unvisited square has no unvisited neighbour (nothing can follow it);
//! - a square with only one way in must be the last one, but two such squares
//!   exist, or it cannot be last (not the end square, not next to the start of
//!   a closed tour, or the wrong colour for the number of squares left);
//! - the unvisited squares are not all connected to the knight.

use crate::knight::TourSpec;
use crate::knight::moves::{is_knight_move, step};
use crate::solution::{Outcome, Proof, Stats, Tour};
use crate::trace::{Event, Trace};

/// Whether to stop at the first tour or count them all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Goal {
    First,
    Count,
}

/// Finds the first tour in the spec's move order, within `budget` nodes.
pub fn first_tour(
    spec: &TourSpec,
    budget: u64,
    trace: Option<&mut Trace>,
) -> (Outcome<Tour>, Stats) {
    let mut search = Search::new(spec, budget, trace);
    let end = search.run(Goal::First);
    let stats = Stats {
        nodes: search.nodes,
    };
    let outcome = match end {
        SearchEnd::Found => {
            let squares = search.path.iter().map(|&i| spec.board.square(i));
            Outcome::Found(Tour::from_squares(spec.board, squares, spec.closed))
        }
        SearchEnd::Exhausted => Outcome::NotFound(Proof::Exhausted),
        SearchEnd::Budget => Outcome::BudgetSpent,
    };
    (outcome, stats)
}

/// Counts the tours from the start (directed), within `budget` nodes.
pub fn count_tours(spec: &TourSpec, budget: u64) -> (Outcome<u64>, Stats) {
    let mut search = Search::new(spec, budget, None);
    let end = search.run(Goal::Count);
    let stats = Stats {
        nodes: search.nodes,
    };
    let outcome = match end {
        SearchEnd::Budget => Outcome::BudgetSpent,
        _ => Outcome::Found(search.found),
    };
    (outcome, stats)
}

enum SearchEnd {
    Found,
    Exhausted,
    Budget,
}

struct Search<'t> {
    spec: TourSpec,
    area: usize,
    /// Neighbours of each square in move order, 8 slots a square.
    neighbours: Vec<u32>,
    neighbour_count: Vec<u8>,
    visited: Vec<bool>,
    /// The number of unvisited neighbours of each square.
    free: Vec<u8>,
    path: Vec<usize>,
    start: usize,
    end: Option<usize>,
    nodes: u64,
    budget: u64,
    found: u64,
    trace: Option<&'t mut Trace>,
    flood_mark: Vec<u32>,
    flood_generation: u32,
    flood_stack: Vec<usize>,
}

impl<'t> Search<'t> {
    fn new(spec: &TourSpec, budget: u64, trace: Option<&'t mut Trace>) -> Search<'t> {
        let board = spec.board;
        let area = board.area();
        let mut neighbours = vec![0u32; area * 8];
        let mut neighbour_count = vec![0u8; area];
        for (index, count) in neighbour_count.iter_mut().enumerate() {
            let from = board.square(index);
            for &delta in &spec.order.deltas {
                if let Some(to) = step(board, from, delta) {
                    neighbours[index * 8 + *count as usize] = board.index(to) as u32;
                    *count += 1;
                }
            }
        }
        Search {
            spec: *spec,
            area,
            free: neighbour_count.clone(),
            neighbours,
            neighbour_count,
            visited: vec![false; area],
            path: Vec::with_capacity(area),
            start: board.index(spec.start),
            end: spec.end.map(|sq| board.index(sq)),
            nodes: 0,
            budget,
            found: 0,
            trace,
            flood_mark: vec![0; area],
            flood_generation: 0,
            flood_stack: Vec::new(),
        }
    }

    fn neighbours_of(&self, index: usize) -> &[u32] {
        &self.neighbours[index * 8..index * 8 + self.neighbour_count[index] as usize]
    }

    fn enter(&mut self, index: usize) {
        self.visited[index] = true;
        for k in 0..self.neighbour_count[index] as usize {
            let n = self.neighbours[index * 8 + k] as usize;
            self.free[n] -= 1;
        }
        self.path.push(index);
        self.nodes += 1;
        if let Some(trace) = self.trace.as_deref_mut() {
            trace.push(Event::Enter(self.spec.board.square(index)));
        }
    }

    fn leave(&mut self) {
        let index = self.path.pop().expect("path is not empty");
        self.visited[index] = false;
        for k in 0..self.neighbour_count[index] as usize {
            let n = self.neighbours[index * 8 + k] as usize;
            self.free[n] += 1;
        }
        if let Some(trace) = self.trace.as_deref_mut() {
            trace.push(Event::Leave(self.spec.board.square(index)));
        }
    }

    fn run(&mut self, goal: Goal) -> SearchEnd {
        self.enter(self.start);
        if !self.viable() {
            return SearchEnd::Exhausted;
        }
        // next[d]: the index of the next neighbour to try from path[d].
        let mut next: Vec<u8> = vec![0];
        while let Some(&current) = self.path.last() {
            if self.path.len() == self.area {
                if self.spec.accepts_last(self.spec.board.square(current)) {
                    if let Some(trace) = self.trace.as_deref_mut() {
                        trace.push(Event::Solved);
                    }
                    self.found += 1;
                    if goal == Goal::First {
                        return SearchEnd::Found;
                    }
                }
                self.leave();
                next.pop();
                continue;
            }
            let depth = self.path.len() - 1;
            let k = next[depth] as usize;
            if k == self.neighbour_count[current] as usize {
                self.leave();
                next.pop();
                continue;
            }
            next[depth] += 1;
            let target = self.neighbours_of(current)[k] as usize;
            if self.visited[target] || (Some(target) == self.end && self.path.len() + 1 < self.area)
            {
                continue;
            }
            if self.nodes >= self.budget {
                return SearchEnd::Budget;
            }
            self.enter(target);
            if self.viable() {
                next.push(0);
            } else {
                self.leave();
            }
        }
        SearchEnd::Exhausted
    }

    /// Whether the unvisited squares can still be toured from the knight.
    fn viable(&mut self) -> bool {
        let current = *self.path.last().expect("knight on the board");
        let remaining = self.area - self.path.len();
        if remaining == 0 {
            return true;
        }
        let board = self.spec.board;
        if self.spec.closed && self.end.is_none() && self.free[self.start] == 0 {
            return false;
        }
        if self.free[current] == 0 {
            return false;
        }
        let here = board.square(current);
        if remaining == 1 {
            let last = self
                .neighbours_of(current)
                .iter()
                .map(|&n| n as usize)
                .find(|&n| !self.visited[n])
                .expect("one free neighbour");
            return self.spec.accepts_last(board.square(last));
        }
        // The last square is `remaining` moves away, and a knight changes
        // colour with every move.
        let last_is_dark = here.is_dark() == remaining.is_multiple_of(2);
        let mut must_be_last = 0;
        for index in 0..self.area {
            if self.visited[index] {
                continue;
            }
            let free = self.free[index];
            if free == 0 {
                return false;
            }
            let sq = board.square(index);
            let ways = free + u8::from(is_knight_move(sq, here));
            if ways < 2 {
                must_be_last += 1;
                if must_be_last > 1 || !self.spec.accepts_last(sq) || sq.is_dark() != last_is_dark {
                    return false;
                }
            }
        }
        self.reaches_all_unvisited(current, remaining)
    }

    /// Whether every unvisited square is connected to `from` through
    /// unvisited squares.
    fn reaches_all_unvisited(&mut self, from: usize, remaining: usize) -> bool {
        self.flood_generation += 1;
        let generation = self.flood_generation;
        let mut reached = 0;
        self.flood_stack.clear();
        self.flood_stack.push(from);
        while let Some(index) = self.flood_stack.pop() {
            for k in 0..self.neighbour_count[index] as usize {
                let n = self.neighbours[index * 8 + k] as usize;
                if !self.visited[n] && self.flood_mark[n] != generation {
                    self.flood_mark[n] = generation;
                    reached += 1;
                    self.flood_stack.push(n);
                }
            }
        }
        reached == remaining
    }
}
