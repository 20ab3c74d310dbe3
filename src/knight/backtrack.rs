//! Exact depth-first backtracking in a fixed move order, pruned only where a
//! branch provably holds no tour, so it returns the same first tour as plain
//! backtracking, after far fewer nodes.
//!
//! After each move the remaining unvisited squares must admit a path that
//! starts next to the knight and visits them all. The ways into a square are
//! its unvisited neighbours, and the knight if it is next to it. A branch is
//! cut when:
//! - the knight has no unvisited neighbour;
//! - an unvisited square has no unvisited neighbour (nothing can follow it);
//! - a square with only one way in must be the last one, but two such squares
//!   exist, or it cannot be last (not the end square, not next to the start of
//!   a closed tour, or the wrong colour for the number of squares left);
//! - the unvisited squares are not all connected to each other;
//! - a square is held by more neighbours than the path can serve there: a
//!   square with two ways in uses both unless it is last, one with one way in
//!   uses it, and the path has two edges at a square, one at the knight.
//!
//! When a neighbour with two ways in holds the knight and cannot be last,
//! only the move there is tried: any other would leave it one way in.
//!
//! Each node checks only what its move changed, relying on its parent having
//! passed: the squares next to the previous square lost a way in, and the
//! unvisited squares lost the knight's new square.

use crate::board::Square;
use crate::interrupt::{self, POLL_NODES};
use crate::knight::TourSpec;
use crate::knight::moves::{is_knight_move, step};
use crate::solution::{Outcome, Proof, Stats, Tour};
use crate::trace::{Cut, Event, Trace};

/// Whether to stop at the first tour or count them all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Goal {
    First,
    Count,
}

/// Nodes between calls of the progress callback of [`count_tours`].
pub const PROGRESS_NODES: u64 = 1 << 20;

/// Finds the first tour in the spec's move order, within `budget` nodes;
/// Ctrl-C ([`crate::interrupt`]) stops it as if the budget were spent.
#[must_use]
pub fn first_tour(
    spec: &TourSpec,
    budget: u64,
    trace: Option<&mut Trace>,
) -> (Outcome<Tour>, Stats) {
    let mut search = Search::new(spec, budget, trace, &|_| {});
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

/// Counts the tours from the start (directed), within `budget` nodes;
/// Ctrl-C ([`crate::interrupt`]) stops it as if the budget were spent.
/// `progress(nodes)` is called every [`PROGRESS_NODES`] nodes.
pub fn count_tours(spec: &TourSpec, budget: u64, progress: &dyn Fn(u64)) -> (Outcome<u64>, Stats) {
    let mut search = Search::new(spec, budget, None, progress);
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

/// A rule found that no tour continues the path, and which.
struct Dead(Why);

/// The rule that failed, with squares as indices (see [`Cut`]).
#[derive(Clone, Copy)]
enum Why {
    Stuck,
    NoReturn,
    WrongLast(u32),
    NoWayOut(u32),
    TwoLast(u32, u32),
    CannotBeLast(u32),
    Crowded(u32),
    Split,
}

struct Search<'t> {
    spec: TourSpec,
    area: usize,
    /// Neighbours of each square in move order, 8 slots a square.
    neighbours: Vec<u32>,
    neighbour_count: Vec<u8>,
    /// The square at each index.
    squares: Vec<Square>,
    visited: Vec<bool>,
    /// The number of unvisited neighbours of each square.
    free: Vec<u8>,
    /// Whether each square may end a tour: the spec accepts it and it has
    /// the colour of the last square (a knight changes colour every move).
    may_be_last: Vec<bool>,
    /// At each depth that passed [`Search::viable`], the unvisited square
    /// with fewer than two ways in, if any (it must be the last square).
    forced: Vec<Option<u32>>,
    /// At each depth, the only move that can lead to a tour, if known.
    must_move: Vec<Option<u32>>,
    path: Vec<usize>,
    start: usize,
    end: Option<usize>,
    nodes: u64,
    budget: u64,
    /// The node count at which to look at the budget, Ctrl-C and progress
    /// next: the next multiple of [`POLL_NODES`], or the budget if lower.
    checkpoint: u64,
    progress: &'t dyn Fn(u64),
    found: u64,
    trace: Option<&'t mut Trace>,
    /// Marks of the connectivity tests; each test uses fresh values above
    /// `flood_generation` and then raises it past them.
    flood_mark: Vec<u64>,
    flood_generation: u64,
    flood_queue: Vec<u32>,
}

impl<'t> Search<'t> {
    fn new(
        spec: &TourSpec,
        budget: u64,
        trace: Option<&'t mut Trace>,
        progress: &'t dyn Fn(u64),
    ) -> Search<'t> {
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
        // The last square is `area - 1` moves after the first.
        let last_is_dark = spec.start.is_dark() == (area - 1).is_multiple_of(2);
        let may_be_last = (0..area)
            .map(|index| {
                let sq = board.square(index);
                spec.accepts_last(sq) && sq.is_dark() == last_is_dark
            })
            .collect();
        Search {
            spec: *spec,
            area,
            free: neighbour_count.clone(),
            neighbours,
            neighbour_count,
            squares: (0..area).map(|index| board.square(index)).collect(),
            visited: vec![false; area],
            may_be_last,
            forced: vec![None; area],
            must_move: vec![None; area],
            path: Vec::with_capacity(area),
            start: board.index(spec.start),
            end: spec.end.map(|sq| board.index(sq)),
            nodes: 0,
            budget,
            checkpoint: 0,
            progress,
            found: 0,
            trace,
            flood_mark: vec![0; area],
            flood_generation: 0,
            flood_queue: Vec::with_capacity(area),
        }
    }

    fn neighbours_of(&self, index: usize) -> &[u32] {
        &self.neighbours[index * 8..index * 8 + self.neighbour_count[index] as usize]
    }

    /// The neighbours of a square, copied, and how many there are.
    fn neighbour_array(&self, index: usize) -> ([u32; 8], usize) {
        let count = self.neighbour_count[index] as usize;
        let mut around = [0u32; 8];
        around[..count].copy_from_slice(self.neighbours_of(index));
        (around, count)
    }

    fn enter(&mut self, index: usize) {
        self.visited[index] = true;
        let count = self.neighbour_count[index] as usize;
        for &n in &self.neighbours[index * 8..index * 8 + count] {
            self.free[n as usize] -= 1;
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
        let count = self.neighbour_count[index] as usize;
        for &n in &self.neighbours[index * 8..index * 8 + count] {
            self.free[n as usize] += 1;
        }
        if let Some(trace) = self.trace.as_deref_mut() {
            trace.push(Event::Leave(self.spec.board.square(index)));
        }
    }

    fn run(&mut self, goal: Goal) -> SearchEnd {
        self.enter(self.start);
        if let Err(dead) = self.viable() {
            self.record_cut(&dead);
            self.leave();
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
            if self.visited[target]
                || self.must_move[depth].is_some_and(|only| only as usize != target)
                || (Some(target) == self.end && self.path.len() + 1 < self.area)
            {
                continue;
            }
            if self.nodes >= self.checkpoint && self.stop_here() {
                return SearchEnd::Budget;
            }
            self.enter(target);
            match self.viable() {
                Ok(()) => next.push(0),
                Err(dead) => {
                    self.record_cut(&dead);
                    self.leave();
                }
            }
        }
        SearchEnd::Exhausted
    }

    /// Records why a branch was cut, if the search is traced.
    fn record_cut(&mut self, dead: &Dead) {
        if let Some(trace) = self.trace.as_deref_mut() {
            let square = |index: u32| self.squares[index as usize];
            let cut = match dead.0 {
                Why::Stuck => Cut::Stuck,
                Why::NoReturn => Cut::NoReturn,
                Why::WrongLast(sq) => Cut::WrongLast(square(sq)),
                Why::NoWayOut(sq) => Cut::NoWayOut(square(sq)),
                Why::TwoLast(a, b) => Cut::TwoLast(square(a), square(b)),
                Why::CannotBeLast(sq) => Cut::CannotBeLast(square(sq)),
                Why::Crowded(sq) => Cut::Crowded(square(sq)),
                Why::Split => Cut::Split,
            };
            trace.push(Event::Cut(cut));
        }
    }

    /// At a checkpoint: whether the budget is spent or Ctrl-C was pressed;
    /// if not, reports progress when due and sets the next checkpoint.
    #[cold]
    fn stop_here(&mut self) -> bool {
        if self.nodes >= self.budget || interrupt::requested() {
            return true;
        }
        if self.nodes.is_multiple_of(PROGRESS_NODES) {
            (self.progress)(self.nodes);
        }
        let next = (self.nodes / POLL_NODES + 1) * POLL_NODES;
        self.checkpoint = next.min(self.budget);
        false
    }

    /// Whether the unvisited squares can still be toured from the knight.
    ///
    /// The first square is checked in full; every later one only where the
    /// last move changed something, relying on its parent having passed.
    fn viable(&mut self) -> Result<(), Dead> {
        let current = *self.path.last().expect("knight on the board");
        let remaining = self.area - self.path.len();
        let depth = self.path.len() - 1;
        self.must_move[depth] = None;
        if remaining == 0 {
            return Ok(());
        }
        if self.spec.closed && self.end.is_none() && self.free[self.start] == 0 {
            return Err(Dead(Why::NoReturn));
        }
        if self.free[current] == 0 {
            return Err(Dead(Why::Stuck));
        }
        if remaining == 1 {
            let last = self
                .neighbours_of(current)
                .iter()
                .map(|&n| n as usize)
                .find(|&n| !self.visited[n])
                .expect("one free neighbour");
            return if self.spec.accepts_last(self.spec.board.square(last)) {
                Ok(())
            } else {
                Err(Dead(Why::WrongLast(last as u32)))
            };
        }
        let forced = self.forced_at(depth)?;
        self.forced[depth] = forced;
        let held = self.knight_held(depth, forced)?;
        self.pins_fit(depth, forced)?;
        if !self.still_connected(depth) {
            return Err(Dead(Why::Split));
        }
        self.must_move[depth] = held;
        Ok(())
    }

    /// The number of ways into an unvisited square: its unvisited neighbours,
    /// and the knight if it is next to it.
    fn ways(&self, index: usize) -> u8 {
        let knight = *self.path.last().expect("knight on the board");
        self.free[index] + u8::from(is_knight_move(self.squares[index], self.squares[knight]))
    }

    /// The unvisited square that must be last at `depth`, if any, or
    /// [`Dead`] if a rule on ways in fails.
    ///
    /// After a move, only the squares next to the previous square lost a way
    /// in (the knight left them); they have the knight's colour, so their
    /// ways in are their unvisited neighbours. The squares next to the knight
    /// lost it as a neighbour but gained it as the knight: their ways in are
    /// unchanged, and one left without unvisited neighbours had a single way
    /// in, so it was the square forced one level up.
    fn forced_at(&self, depth: usize) -> Result<Option<u32>, Dead> {
        let mut forced = None;
        let Some(parent) = depth.checked_sub(1) else {
            for index in 0..self.area {
                self.note_ways(index, self.ways(index), &mut forced)?;
            }
            return Ok(forced);
        };
        if let Some(earlier) = self.forced[parent] {
            let earlier = earlier as usize;
            self.note_ways(earlier, self.ways(earlier), &mut forced)?;
        }
        for &n in self.neighbours_of(self.path[parent]) {
            let n = n as usize;
            self.note_ways(n, self.free[n], &mut forced)?;
        }
        Ok(forced)
    }

    /// Checks a square with `ways` in, if unvisited: it needs an unvisited
    /// neighbour, and with fewer than two ways in it must be the one square
    /// `forced` to be last, and able to end the tour.
    fn note_ways(&self, index: usize, ways: u8, forced: &mut Option<u32>) -> Result<(), Dead> {
        if self.visited[index] {
            return Ok(());
        }
        if self.free[index] == 0 {
            return Err(Dead(Why::NoWayOut(index as u32)));
        }
        if ways < 2 {
            if let Some(other) = forced.filter(|&sq| sq != index as u32) {
                return Err(Dead(Why::TwoLast(other, index as u32)));
            }
            if !self.may_be_last[index] {
                return Err(Dead(Why::CannotBeLast(index as u32)));
            }
            *forced = Some(index as u32);
        }
        Ok(())
    }

    /// The neighbour that holds the knight, if any, or [`Dead`] if too many
    /// do (see [`Search::pins_fit`]; the path has one edge left at the
    /// knight). The knight must move there next: after any other move it
    /// would have one way in left, and it cannot be the last square.
    fn knight_held(&self, depth: usize, forced: Option<u32>) -> Result<Option<u32>, Dead> {
        let mut held = None;
        let mut holders = 0;
        let mut excusable = 0;
        for &n in self.neighbours_of(self.path[depth]) {
            let n = n as usize;
            if self.visited[n] || self.free[n] > 1 {
                continue;
            }
            if self.free[n] == 1 && self.may_be_last[n] && forced.is_none() {
                excusable += 1;
            } else {
                holders += 1;
                held = Some(n as u32);
            }
        }
        if holders > 1 || holders + excusable > 2 {
            return Err(Dead(Why::Crowded(self.path[depth] as u32)));
        }
        Ok(held)
    }

    /// That no unvisited square is held by more squares with one or two
    /// ways in than its path can serve.
    ///
    /// A square with two ways in uses both unless it is the last square, and
    /// one with a single way in uses it, so each holds its neighbours to it.
    /// The path uses two edges at an unvisited square, and only one holder
    /// can be the last square. After a move only the squares next to the
    /// previous square gained holding power; the squares they hold have the
    /// previous square's colour, so none of their neighbours is next to the
    /// knight.
    fn pins_fit(&self, depth: usize, forced: Option<u32>) -> Result<(), Dead> {
        let Some(parent) = depth.checked_sub(1) else {
            return match (0..self.area)
                .find(|&u| !self.visited[u] && self.overloaded(u, forced, |n| self.ways(n)))
            {
                Some(u) => Err(Dead(Why::Crowded(u as u32))),
                None => Ok(()),
            };
        };
        for &v in self.neighbours_of(self.path[parent]) {
            let v = v as usize;
            if self.visited[v] || self.free[v] > 2 {
                continue;
            }
            for &u in self.neighbours_of(v) {
                let u = u as usize;
                if !self.visited[u] && self.overloaded(u, forced, |n| self.free[n]) {
                    return Err(Dead(Why::Crowded(u as u32)));
                }
            }
        }
        Ok(())
    }

    /// Whether more neighbours of unvisited `square` with one or two ways in
    /// (as `ways` counts them) hold it than the two edges of the path there
    /// can serve. A holder with two ways in is excused when it may be the
    /// last square, unless another square is `forced` to be last.
    fn overloaded(&self, square: usize, forced: Option<u32>, ways: impl Fn(usize) -> u8) -> bool {
        let mut held = 0;
        let mut excusable = 0;
        for &n in self.neighbours_of(square) {
            let n = n as usize;
            if self.visited[n] {
                continue;
            }
            match ways(n) {
                2 if self.may_be_last[n] && forced.is_none() => excusable += 1,
                1 | 2 => held += 1,
                _ => {}
            }
        }
        held > 2 || held + excusable > 3
    }

    /// Whether the unvisited squares are all connected to each other.
    ///
    /// They were one level up, with the knight's square among them, so
    /// after a move they still are when the knight's unvisited neighbours
    /// are connected to each other.
    fn still_connected(&mut self, depth: usize) -> bool {
        if depth == 0 {
            return self.joined(0..self.area);
        }
        let current = self.path[depth];
        if self.free[current] < 2 || self.joined_nearby(current) {
            return true;
        }
        let (around, count) = self.neighbour_array(current);
        self.joined(around[..count].iter().map(|&n| n as usize))
    }

    /// Whether the knight's unvisited neighbours are all joined through
    /// unvisited squares next to two of them: a cheap test that usually
    /// settles [`Search::still_connected`] without a flood.
    fn joined_nearby(&mut self, knight: usize) -> bool {
        // Squares next to the knight's neighbour `label` are marked
        // `base + label`; `group` joins labels that share such a square.
        let base = self.flood_generation + 1;
        self.flood_generation += 8;
        let mut group = [0usize; 8];
        let mut groups = 0;
        let root = |group: &[usize; 8], mut label: usize| {
            while group[label] != label {
                label = group[label];
            }
            label
        };
        let (around, count) = self.neighbour_array(knight);
        for (label, &t) in around[..count].iter().enumerate() {
            let t = t as usize;
            if self.visited[t] {
                continue;
            }
            group[label] = label;
            groups += 1;
            for k in 0..self.neighbour_count[t] as usize {
                let w = self.neighbours[t * 8 + k] as usize;
                if self.visited[w] {
                    continue;
                }
                let mark = self.flood_mark[w];
                if mark < base {
                    self.flood_mark[w] = base + label as u64;
                    continue;
                }
                let (mine, theirs) = (root(&group, label), root(&group, (mark - base) as usize));
                if mine != theirs {
                    group[theirs] = mine;
                    groups -= 1;
                }
            }
        }
        groups == 1
    }

    /// Whether the unvisited ones of `targets` are all connected to each
    /// other through unvisited squares. Floods from the first until all are
    /// reached, so nearby targets are cheap to join.
    fn joined(&mut self, targets: impl Iterator<Item = usize>) -> bool {
        self.flood_generation += 2;
        let reached = self.flood_generation;
        let target = reached - 1;
        let mut pending = 0;
        self.flood_queue.clear();
        for index in targets {
            if self.visited[index] || self.flood_mark[index] >= target {
                continue;
            }
            if self.flood_queue.is_empty() {
                self.flood_mark[index] = reached;
                self.flood_queue.push(index as u32);
            } else {
                self.flood_mark[index] = target;
                pending += 1;
            }
        }
        let mut head = 0;
        while pending > 0 && head < self.flood_queue.len() {
            let index = self.flood_queue[head] as usize;
            head += 1;
            for k in 0..self.neighbour_count[index] as usize {
                let n = self.neighbours[index * 8 + k] as usize;
                if self.visited[n] || self.flood_mark[n] == reached {
                    continue;
                }
                if self.flood_mark[n] == target {
                    pending -= 1;
                }
                self.flood_mark[n] = reached;
                self.flood_queue.push(n as u32);
            }
        }
        pending == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::knight::moves::MoveOrder;

    fn spec(files: u32, ranks: u32, start: &str, closed: bool) -> TourSpec {
        TourSpec {
            board: Board::new(files, ranks).unwrap(),
            start: start.parse().unwrap(),
            end: None,
            closed,
            order: MoveOrder::textbook(),
        }
    }

    fn count(spec: &TourSpec) -> u64 {
        match count_tours(spec, u64::MAX, &|_| {}).0 {
            Outcome::Found(n) => n,
            other => panic!("{spec:?}: {other:?}"),
        }
    }

    #[test]
    fn counts_match_the_known_numbers() {
        // 1728 directed open tours on 5x5, 304 from a corner, 64 from the
        // centre; 9862 closed tours on 6x6, each through a1 in two directions.
        let board = Board::new(5, 5).unwrap();
        let all: u64 = (0..board.area())
            .map(|i| count(&spec(5, 5, &board.square(i).to_string(), false)))
            .sum();
        assert_eq!(all, 1728);
        assert_eq!(count(&spec(5, 5, "a1", false)), 304);
        assert_eq!(count(&spec(5, 5, "c3", false)), 64);
        assert_eq!(count(&spec(6, 6, "a1", true)), 2 * 9862);
    }

    #[test]
    fn trace_replays_to_the_tour() {
        let spec = spec(6, 6, "a1", false);
        let mut trace = Trace::with_limit(usize::MAX);
        let (outcome, stats) = first_tour(&spec, u64::MAX, Some(&mut trace));
        let Outcome::Found(tour) = outcome else {
            panic!("no tour: {outcome:?}")
        };
        let mut path = Vec::new();
        let mut enters = 0;
        for event in &trace.events {
            match *event {
                Event::Enter(sq) => {
                    path.push(sq);
                    enters += 1;
                }
                Event::Leave(sq) => assert_eq!(path.pop(), Some(sq)),
                Event::Solved | Event::Cut(_) => {}
            }
        }
        assert_eq!(trace.events.last(), Some(&Event::Solved));
        assert_eq!(path, tour.square_list());
        assert_eq!(enters, stats.nodes);
    }
}
