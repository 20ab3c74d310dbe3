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
use crate::trace::{Cut, Event, NotLast, Recorder, Rule};

/// Whether to stop at the first tour or count them, up to a cap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Goal {
    First,
    /// Count until this many are found (`knight --count` uses
    /// `knight::count`; this counts continuations of a given path, to tell
    /// one from several).
    Count(u64),
}

/// Nodes between calls of the search's progress callback.
pub(crate) const PROGRESS_NODES: u64 = 1 << 20;

/// Finds the first tour in the spec's move order, within `budget` nodes;
/// Ctrl-C (`crate::interrupt`) stops it as if the budget were spent.
/// `record`, if given, records every candidate in the move order at every
/// node: entered, or passed over with the rule that rejects it; one that
/// is full stops the search as a spent budget does.
#[must_use]
pub fn first_tour(
    spec: &TourSpec,
    budget: u64,
    record: Option<&mut dyn Recorder>,
) -> (Outcome<Tour>, Stats) {
    first_tour_after(spec, &[spec.start], budget, record)
}

/// Finds the first tour in the spec's move order that begins with the
/// squares `given` (from the start, each a knight's move from the one
/// before, none twice, checked by the caller), as [`first_tour`] does from
/// the start alone: the search never takes back a given square.
#[must_use]
pub(crate) fn first_tour_after(
    spec: &TourSpec,
    given: &[Square],
    budget: u64,
    record: Option<&mut dyn Recorder>,
) -> (Outcome<Tour>, Stats) {
    match record {
        Some(record) => {
            first_tour_with(Search::new(spec, budget, Traced(record), &|_| {}).after(given))
        }
        None => first_tour_with(Search::new(spec, budget, Silent, &|_| {}).after(given)),
    }
}

/// Why no tour can continue the squares `given` (a path from the start,
/// shorter than the board): the first rule of the search that fails with
/// the knight on the last of them, if one does. A tour may still be
/// impossible when none fails; only the search can tell.
#[must_use]
pub(crate) fn dead_end(spec: &TourSpec, given: &[Square]) -> Option<Cut> {
    let mut search = Search::new(spec, 0, Silent, &|_| {}).after(given);
    for &index in &search.given.clone() {
        search.enter(index);
    }
    search.viable().err().map(|dead| search.cut(&dead))
}

/// Runs a search to its first tour.
fn first_tour_with<R: Sink>(mut search: Search<'_, R>) -> (Outcome<Tour>, Stats) {
    let end = search.run(Goal::First);
    let stats = Stats {
        nodes: search.nodes,
    };
    let spec = search.spec;
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

/// Where a search's events go: a recorder, or nowhere (the search then
/// compiles without any recording).
trait Sink {
    /// Whether events are recorded at all.
    const ON: bool;
    /// Records an event.
    fn push(&mut self, event: Event);
    /// Whether the recorder takes no more events.
    fn full(&self) -> bool;
}

/// No recording.
struct Silent;

impl Sink for Silent {
    const ON: bool = false;
    fn push(&mut self, _: Event) {}
    fn full(&self) -> bool {
        false
    }
}

/// Recording into a [`Recorder`].
struct Traced<'r>(&'r mut dyn Recorder);

impl Sink for Traced<'_> {
    const ON: bool = true;
    fn push(&mut self, event: Event) {
        self.0.push(event);
    }
    fn full(&self) -> bool {
        self.0.full()
    }
}

/// Counts the tours from the start (directed), within `budget` nodes;
/// Ctrl-C (`crate::interrupt`) stops it as if the budget were spent.
/// `progress(nodes)` is called every [`PROGRESS_NODES`] nodes. An oracle
/// for the tests of `knight::count`.
#[cfg(test)]
pub(crate) fn count_tours(
    spec: &TourSpec,
    budget: u64,
    progress: &dyn Fn(u64),
) -> (Outcome<u64>, Stats) {
    count_with(Search::new(spec, budget, Silent, progress), u64::MAX)
}

/// Counts the tours that begin with the squares `given` (a path from the
/// start, checked by the caller), stopping at `cap` (so a cap of 2 tells
/// one continuation from several), within `budget` nodes; Ctrl-C stops it
/// as if the budget were spent.
#[must_use]
pub(crate) fn count_tours_after(
    spec: &TourSpec,
    given: &[Square],
    cap: u64,
    budget: u64,
) -> (Outcome<u64>, Stats) {
    count_with(Search::new(spec, budget, Silent, &|_| {}).after(given), cap)
}

/// Runs a search counting tours up to `cap`.
fn count_with(mut search: Search<'_, Silent>, cap: u64) -> (Outcome<u64>, Stats) {
    let end = search.run(Goal::Count(cap));
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

/// The rule that failed, with squares as indices (see [`Cut`]); a
/// crowded square's holders as directions (bits of `KNIGHT_STEPS`).
#[derive(Clone, Copy)]
enum Why {
    Stuck,
    NoReturn,
    WrongLast(u32, Bound),
    NoWayOut(u32),
    TwoLast(u32, u32),
    CannotBeLast(u32, Bound),
    Crowded(u32, u8),
    Split,
}

/// Why a square cannot be last, with squares as indices (see
/// [`NotLast`]).
#[derive(Clone, Copy, Debug)]
enum Bound {
    Other(u32),
    Colour,
    End,
    Start,
    NoWayIn,
}

struct Search<'t, R: Sink> {
    spec: TourSpec,
    area: usize,
    /// Neighbours of each square in move order, 8 slots a square.
    neighbours: Vec<u32>,
    neighbour_count: Vec<u8>,
    /// The place in the move order of each neighbour, 8 slots a square.
    order_index: Vec<u8>,
    /// When traced, at each depth, the first move in the order not yet
    /// recorded (moves before a neighbour that are not neighbours leave the
    /// board).
    recorded: Vec<u8>,
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
    /// At each depth, the only move that can lead to a tour, if known,
    /// and why the square it leads to cannot be left for later.
    must_move: Vec<Option<(u32, Bound)>>,
    /// Whether the last square of a tour is dark.
    last_is_dark: bool,
    path: Vec<usize>,
    /// The squares the tour must begin with, the start first: entered
    /// before the search and never taken back.
    given: Vec<usize>,
    /// The depth of the last given square: where the search begins, with
    /// every rule checked in full.
    base: usize,
    start: usize,
    end: Option<usize>,
    nodes: u64,
    budget: u64,
    /// The node count at which to look at the budget, Ctrl-C and progress
    /// next: the next multiple of [`POLL_NODES`], or the budget if lower.
    checkpoint: u64,
    progress: &'t dyn Fn(u64),
    found: u64,
    recorder: R,
    /// Marks of the connectivity tests; each test uses fresh values above
    /// `flood_generation` and then raises it past them.
    flood_mark: Vec<u64>,
    flood_generation: u64,
    flood_queue: Vec<u32>,
}

impl<'t, R: Sink> Search<'t, R> {
    fn new(spec: &TourSpec, budget: u64, recorder: R, progress: &'t dyn Fn(u64)) -> Search<'t, R> {
        let board = spec.board;
        let area = board.area();
        let mut neighbours = vec![0u32; area * 8];
        let mut order_index = vec![0u8; area * 8];
        let mut neighbour_count = vec![0u8; area];
        for (index, count) in neighbour_count.iter_mut().enumerate() {
            let from = board.square(index);
            for (k, &delta) in spec.order.deltas.iter().enumerate() {
                if let Some(to) = step(board, from, delta) {
                    neighbours[index * 8 + *count as usize] = board.index(to) as u32;
                    order_index[index * 8 + *count as usize] = k as u8;
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
            order_index,
            recorded: Vec::new(),
            squares: (0..area).map(|index| board.square(index)).collect(),
            visited: vec![false; area],
            may_be_last,
            forced: vec![None; area],
            must_move: vec![None; area],
            last_is_dark,
            path: Vec::with_capacity(area),
            given: vec![board.index(spec.start)],
            base: 0,
            start: board.index(spec.start),
            end: spec.end.map(|sq| board.index(sq)),
            nodes: 0,
            budget,
            checkpoint: 0,
            progress,
            found: 0,
            recorder,
            flood_mark: vec![0; area],
            flood_generation: 0,
            flood_queue: Vec::with_capacity(area),
        }
    }

    /// This search, to begin with the squares `given` (the start first).
    fn after(mut self, given: &[Square]) -> Self {
        let board = self.spec.board;
        self.given = given.iter().map(|&sq| board.index(sq)).collect();
        self.base = self.given.len().saturating_sub(1);
        self
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
    }

    fn leave(&mut self) {
        let index = self.path.pop().expect("path is not empty");
        self.visited[index] = false;
        let count = self.neighbour_count[index] as usize;
        for &n in &self.neighbours[index * 8..index * 8 + count] {
            self.free[n as usize] += 1;
        }
    }

    fn run(&mut self, goal: Goal) -> SearchEnd {
        for index in self.given.clone() {
            self.enter(index);
            self.record(Event::Enter(self.squares[index]));
        }
        if let Err(dead) = self.viable() {
            if R::ON {
                let cut = self.cut(&dead);
                self.record(Event::Cut(cut));
            }
            self.retreat(&mut Vec::new());
            return SearchEnd::Exhausted;
        }
        // next[d]: the index of the next neighbour to try from path[d].
        let mut next: Vec<u8> = vec![0; self.base + 1];
        if R::ON {
            self.recorded = vec![0; self.base + 1];
        }
        while self.path.len() > self.base {
            let current = *self.path.last().expect("the given squares are on the path");
            if self.path.len() == self.area {
                if self.spec.accepts_last(self.squares[current]) {
                    self.record(Event::Solved);
                    self.found += 1;
                    match goal {
                        Goal::First => return SearchEnd::Found,
                        Goal::Count(cap) if self.found >= cap => return SearchEnd::Found,
                        Goal::Count(_) => {}
                    }
                }
                self.retreat(&mut next);
                continue;
            }
            let depth = self.path.len() - 1;
            let k = next[depth] as usize;
            if k == self.neighbour_count[current] as usize {
                self.record_off_board(depth, 8);
                self.retreat(&mut next);
                continue;
            }
            next[depth] += 1;
            let target = self.neighbours_of(current)[k] as usize;
            if R::ON {
                let place = self.order_index[current * 8 + k];
                self.record_off_board(depth, place);
                self.recorded[depth] = place + 1;
            }
            if let Some(reason) = self.passed_over(depth, target) {
                self.record(Event::Reject(self.squares[target], reason));
                continue;
            }
            if self.nodes >= self.checkpoint && self.stop_here() {
                return SearchEnd::Budget;
            }
            self.enter(target);
            match self.viable() {
                Ok(()) => {
                    self.record(Event::Enter(self.squares[target]));
                    next.push(0);
                    if R::ON {
                        self.recorded.push(0);
                    }
                }
                Err(dead) => {
                    if R::ON {
                        let cut = self.cut(&dead);
                        self.record(Event::Reject(self.squares[target], Rule::Cut(cut)));
                    }
                    self.leave();
                }
            }
        }
        SearchEnd::Exhausted
    }

    /// Why the move to `target` at `depth` is not tried, if it is not: the
    /// square is visited, another move is forced, or it is the end square
    /// and more squares are left.
    #[inline(always)]
    fn passed_over(&self, depth: usize, target: usize) -> Option<Rule> {
        if self.visited[target] {
            return Some(Rule::Visited);
        }
        if let Some((only, why)) =
            self.must_move[depth].filter(|&(only, _)| only as usize != target)
        {
            return Some(Rule::Forced(
                self.squares[only as usize],
                self.not_last(why),
            ));
        }
        if Some(target) == self.end && self.path.len() + 1 < self.area {
            return Some(Rule::EndSquare);
        }
        None
    }

    /// Takes the knight back one square, recording it.
    fn retreat(&mut self, next: &mut Vec<u8>) {
        let index = *self.path.last().expect("path is not empty");
        self.leave();
        self.record(Event::Leave(self.squares[index]));
        next.pop();
        if R::ON {
            self.recorded.pop();
        }
    }

    /// Records an event, if the search is traced.
    #[inline(always)]
    fn record(&mut self, event: Event) {
        if R::ON {
            self.recorder.push(event);
        }
    }

    /// Records the moves in the order from the first not yet recorded at
    /// `depth` up to place `until`: none of them is a neighbour, so each
    /// leaves the board.
    fn record_off_board(&mut self, depth: usize, until: u8) {
        if !R::ON {
            return;
        }
        for place in self.recorded[depth]..until {
            let (df, dr) = self.spec.order.deltas[place as usize];
            self.recorder.push(Event::OffBoard(df as i8, dr as i8));
        }
        self.recorded[depth] = until;
    }

    /// Why a square cannot be last, with its squares.
    fn not_last(&self, why: Bound) -> NotLast {
        match why {
            Bound::Other(sq) => NotLast::Other(self.squares[sq as usize]),
            Bound::Colour => NotLast::Colour(self.spec.start),
            Bound::End => NotLast::End(self.spec.end.unwrap_or(self.spec.start)),
            Bound::Start => NotLast::Start(self.spec.start),
            Bound::NoWayIn => NotLast::NoWayIn,
        }
    }

    /// Why `index` cannot be the last square, when it cannot: its colour,
    /// or not the end square, or not next to the start.
    fn bound(&self, index: usize) -> Bound {
        if self.squares[index].is_dark() != self.last_is_dark {
            Bound::Colour
        } else if self.spec.end.is_some() {
            Bound::End
        } else {
            Bound::Start
        }
    }

    /// The cut a failed rule proves, with its squares.
    fn cut(&self, dead: &Dead) -> Cut {
        let square = |index: u32| self.squares[index as usize];
        match dead.0 {
            Why::Stuck => Cut::Stuck,
            Why::NoReturn => Cut::NoReturn(self.spec.start),
            Why::WrongLast(sq, why) => Cut::WrongLast(square(sq), self.not_last(why)),
            Why::NoWayOut(sq) => Cut::NoWayOut(square(sq)),
            Why::TwoLast(a, b) => Cut::TwoLast(square(a), square(b)),
            Why::CannotBeLast(sq, why) => Cut::CannotBeLast(square(sq), self.not_last(why)),
            Why::Crowded(sq, mask) => Cut::Crowded(square(sq), mask),
            Why::Split => {
                let (a, b) = self.split_witnesses();
                Cut::Split(square(a), square(b))
            }
        }
    }

    /// Two unvisited squares in different parts, after a connectivity test
    /// failed: the square the flood started from and one it did not reach.
    fn split_witnesses(&self) -> (u32, u32) {
        let reached = self.flood_generation;
        let unreached = (0..self.area)
            .find(|&index| !self.visited[index] && self.flood_mark[index] != reached)
            .expect("a failed connectivity test leaves a square unreached");
        (self.flood_queue[0], unreached as u32)
    }

    /// At a checkpoint: whether the budget is spent or Ctrl-C was pressed;
    /// if not, reports progress when due and sets the next checkpoint.
    #[cold]
    fn stop_here(&mut self) -> bool {
        if self.nodes >= self.budget || interrupt::requested() || self.recorder.full() {
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
                let why = if self.spec.end.is_some() {
                    Bound::End
                } else {
                    Bound::Start
                };
                Err(Dead(Why::WrongLast(last as u32, why)))
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
        let Some(parent) = depth.checked_sub(1).filter(|_| depth > self.base) else {
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
                return Err(Dead(Why::CannotBeLast(index as u32, self.bound(index))));
            }
            *forced = Some(index as u32);
        }
        Ok(())
    }

    /// The neighbour that holds the knight, if any, or [`Dead`] if too many
    /// do (see [`Search::pins_fit`]; the path has one edge left at the
    /// knight). The knight must move there next: after any other move it
    /// would have one way in left, and it cannot be the last square.
    fn knight_held(&self, depth: usize, forced: Option<u32>) -> Result<Option<(u32, Bound)>, Dead> {
        let knight = self.path[depth];
        let mut held = None;
        let mut holders = 0;
        let mut excusable = 0;
        let mut mask = 0u8;
        for &n in self.neighbours_of(knight) {
            let n = n as usize;
            if self.visited[n] || self.free[n] > 1 {
                continue;
            }
            mask |= self.direction(knight, n);
            if self.free[n] == 1 && self.may_be_last[n] && forced.is_none() {
                excusable += 1;
            } else {
                holders += 1;
                let why = match forced {
                    _ if self.free[n] == 0 => Bound::NoWayIn,
                    Some(other) if other as usize != n => Bound::Other(other),
                    _ => self.bound(n),
                };
                held = Some((n as u32, why));
            }
        }
        if holders > 1 || holders + excusable > 2 {
            return Err(Dead(Why::Crowded(knight as u32, mask)));
        }
        Ok(held)
    }

    /// The bit of the direction (in `KNIGHT_STEPS`) from `from` to its
    /// neighbour `to`.
    fn direction(&self, from: usize, to: usize) -> u8 {
        crate::solution::step_number(self.squares[from], self.squares[to]).map_or(0, |d| 1 << d)
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
        let Some(parent) = depth.checked_sub(1).filter(|_| depth > self.base) else {
            return match (0..self.area)
                .find(|&u| !self.visited[u] && self.overloaded(u, forced, |n| self.ways(n)))
            {
                Some(u) => Err(Dead(Why::Crowded(
                    u as u32,
                    self.holders(u, |n| self.ways(n)),
                ))),
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
                    let mask = self.holders(u, |n| self.free[n]);
                    return Err(Dead(Why::Crowded(u as u32, mask)));
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

    /// The neighbours of `square` that [`Search::overloaded`] counts, as
    /// directions (bits of `KNIGHT_STEPS`).
    fn holders(&self, square: usize, ways: impl Fn(usize) -> u8) -> u8 {
        self.neighbours_of(square)
            .iter()
            .map(|&n| n as usize)
            .filter(|&n| !self.visited[n] && matches!(ways(n), 1 | 2))
            .fold(0, |mask, n| mask | self.direction(square, n))
    }

    /// Whether the unvisited squares are all connected to each other.
    ///
    /// They were one level up, with the knight's square among them, so
    /// after a move they still are when the knight's unvisited neighbours
    /// are connected to each other.
    fn still_connected(&mut self, depth: usize) -> bool {
        if depth == self.base {
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
    use crate::trace::Trace;

    use crate::knight::textbook_spec as spec;

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

    /// Replays a trace in the spec's move order: every candidate of every
    /// node has exactly one event, in order (entered, rejected, or off the
    /// board), a node is left only after its last candidate, and the nodes
    /// are the entries and the looked-ahead rejections. Returns the path at
    /// the end.
    fn replay(spec: &TourSpec, events: &[Event], nodes: u64) -> Vec<Square> {
        let board = spec.board;
        // The squares on the path, each with the next candidate's place.
        let mut stack: Vec<(Square, usize)> = Vec::new();
        let mut counted = 0;
        let mut cut_here = false;
        for &event in events {
            let expect = |stack: &mut Vec<(Square, usize)>| {
                let (at, next) = stack.last_mut().expect("a knight on the board");
                assert!(*next < 8, "a ninth candidate from {at}");
                let delta = spec.order.deltas[*next];
                *next += 1;
                (delta, step(board, *at, delta))
            };
            match event {
                Event::Enter(sq) if stack.is_empty() => {
                    assert_eq!(sq, spec.start);
                    stack.push((sq, 0));
                    counted += 1;
                }
                Event::Enter(sq) => {
                    assert_eq!(expect(&mut stack).1, Some(sq));
                    stack.push((sq, 0));
                    counted += 1;
                }
                Event::Reject(sq, reason) => {
                    assert_eq!(expect(&mut stack).1, Some(sq));
                    counted += u64::from(reason.looked_ahead());
                }
                Event::OffBoard(df, dr) => {
                    let (delta, to) = expect(&mut stack);
                    assert_eq!((i32::from(df), i32::from(dr)), delta);
                    assert_eq!(to, None);
                }
                Event::Leave(sq) => {
                    let (at, next) = stack.pop().expect("a knight to take back");
                    assert_eq!(at, sq);
                    assert!(next == 8 || cut_here, "left {sq} after {next} candidates");
                }
                Event::Cut(_) => cut_here = true,
                Event::Solved => {}
            }
        }
        assert_eq!(counted, nodes);
        stack.into_iter().map(|(sq, _)| sq).collect()
    }

    #[test]
    fn trace_has_every_candidate_and_replays_to_the_tour() {
        for (files, ranks, start, closed) in [
            (6, 6, "a1", false),
            (5, 5, "a1", false),
            (5, 5, "c3", false),
            (6, 6, "a1", true),
            (5, 6, "b2", false),
        ] {
            let spec = spec(files, ranks, start, closed);
            let mut trace = Trace::with_limit(usize::MAX);
            let (outcome, stats) = first_tour(&spec, u64::MAX, Some(&mut trace));
            let path = replay(&spec, &trace.events, stats.nodes);
            match outcome {
                Outcome::Found(tour) => {
                    assert_eq!(trace.events.last(), Some(&Event::Solved));
                    assert_eq!(path, tour.square_list());
                }
                other => {
                    assert_eq!(other, Outcome::NotFound(Proof::Exhausted));
                    assert!(path.is_empty());
                }
            }
        }
    }

    #[test]
    fn a_start_with_no_tour_is_cut_whole() {
        // From b1 on 5x5 the colours rule every tour out at once.
        let spec = spec(5, 5, "b1", false);
        let mut trace = Trace::with_limit(usize::MAX);
        let (outcome, stats) = first_tour(&spec, u64::MAX, Some(&mut trace));
        assert_eq!(outcome, Outcome::NotFound(Proof::Exhausted));
        replay(&spec, &trace.events, stats.nodes);
    }
}
