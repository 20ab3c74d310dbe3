//! The events of a search, for its animations, strips, trees and
//! `--trace`: every candidate the search considers, in its order, entered or
//! passed over with the rule and the squares that prove it.

use std::collections::VecDeque;

use crate::board::Square;

/// Which puzzle a search solves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Puzzle {
    /// A knight's tour: the path is the knight's.
    Knight,
    /// N queens: the path is the queens placed, rank by rank.
    Queens,
}

/// One step of a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A piece was put on the square: the knight's start or a move there,
    /// a queen placed.
    Enter(Square),
    /// A candidate square was considered and not entered, and why.
    Reject(Square, Rule),
    /// A candidate knight move would leave the board: (file delta, rank
    /// delta).
    OffBoard(i8, i8),
    /// The position just entered (the start square: no move leads to it)
    /// leads to no solution; a `Leave` of the same square follows.
    Cut(Cut),
    /// A piece was taken off the square (the knight stepped back, a queen
    /// lifted): every candidate after it was tried.
    Leave(Square),
    /// The pieces on the board form a solution.
    Solved,
}

impl Event {
    /// Whether the event passes over a candidate (a rejection or a move off
    /// the board) rather than changing the position.
    #[must_use]
    pub fn passes(&self) -> bool {
        matches!(self, Event::Reject(..) | Event::OffBoard(..))
    }
}

/// Why a candidate was not entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// The knight has been there.
    Visited,
    /// It is the end square asked for, kept for the last move.
    EndSquare,
    /// Only the move to this other square can lead to a tour: that square
    /// has the knight and one other way in left, so after any other move it
    /// would have one way in and could not be the last square.
    Forced(Square),
    /// After the move, a rule on the squares not yet visited fails.
    Cut(Cut),
    /// A queen there would be attacked by the queen on this square.
    Attacked(Square),
}

impl Rule {
    /// Whether the search looked at the position after the move to decide
    /// (a node, as the search counts them).
    #[must_use]
    pub fn looked_ahead(&self) -> bool {
        matches!(self, Rule::Cut(_))
    }
}

/// Why a position leads to no knight's tour: a rule on the squares not yet
/// visited failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// The knight has no unvisited square to move to.
    Stuck,
    /// No unvisited square is left next to the start, so a closed tour
    /// cannot return to it.
    NoReturn,
    /// The one square left cannot end the tour (not the end square asked
    /// for, or not next to the start of a closed tour).
    WrongLast(Square),
    /// An unvisited square has no unvisited neighbour: the knight could go
    /// in but never out, and it is not the last square.
    NoWayOut(Square),
    /// Two squares each have one way in left, so both would have to be last.
    TwoLast(Square, Square),
    /// A square has one way in left, so it must be last, and it cannot be
    /// (the wrong colour, not the end square, or not next to the start).
    CannotBeLast(Square),
    /// More squares need this square as their way in or out than a path
    /// through it can serve.
    Crowded(Square),
    /// The unvisited squares fall apart: these two are in parts no path
    /// can join.
    Split(Square, Square),
}

impl Cut {
    /// The squares that prove the cut.
    #[must_use]
    pub fn squares(&self) -> Vec<Square> {
        match *self {
            Cut::Stuck | Cut::NoReturn => Vec::new(),
            Cut::WrongLast(sq) | Cut::NoWayOut(sq) | Cut::CannotBeLast(sq) | Cut::Crowded(sq) => {
                vec![sq]
            }
            Cut::TwoLast(a, b) | Cut::Split(a, b) => vec![a, b],
        }
    }
}

/// One moment of a recorded search: an event that changes the position
/// (`Enter`, `Leave`, `Solved`, `Cut`), the candidates passed over at the
/// same node just before it, the nodes so far and the pieces after it, and
/// whether moments before it were skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shot {
    /// What happened.
    pub event: Event,
    /// The candidates passed over since the moment before (`Reject` and
    /// `OffBoard` events), in the order the search considered them.
    pub passed: Vec<Event>,
    /// The nodes so far: the positions entered or looked at, this one
    /// included.
    pub nodes: u64,
    /// The pieces on the board after the event, in the order placed.
    pub path: Vec<Square>,
    /// The number of moments left out between the shot before and this
    /// one (the time-lapsed middle of a long search).
    pub skipped: u64,
    /// For a `Leave`: what was tried at the square left.
    pub left: Option<Tally>,
}

/// What a search tried at one node: the candidates it entered and those a
/// rule rejected (visited squares and moves off the board not counted).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Candidates entered.
    pub entered: u32,
    /// Candidates rejected by a rule.
    pub rejected: u32,
}

/// An event that changes the position, with the candidates passed over
/// just before it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Step {
    passed: Vec<Event>,
    event: Option<Event>,
}

/// Where a search stands after some steps: the pieces on the board, the
/// nodes so far and what was tried at each piece's node (the empty board's
/// first).
#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    path: Vec<Square>,
    nodes: u64,
    tallies: Vec<Tally>,
}

impl Default for State {
    fn default() -> State {
        State {
            path: Vec::new(),
            nodes: 0,
            tallies: vec![Tally::default()],
        }
    }
}

impl State {
    /// Applies a step; for a `Leave`, returns what was tried at the square
    /// left.
    fn apply(&mut self, step: &Step) -> Option<Tally> {
        let here = self.tallies.last_mut().expect("the root's tally stays");
        for event in &step.passed {
            if let Event::Reject(_, reason) = event {
                self.nodes += u64::from(reason.looked_ahead());
                here.rejected += u32::from(*reason != Rule::Visited);
            }
        }
        match step.event {
            Some(Event::Enter(sq)) => {
                here.entered += 1;
                self.path.push(sq);
                self.tallies.push(Tally::default());
                self.nodes += 1;
                None
            }
            Some(Event::Leave(_)) => {
                self.path.pop();
                self.tallies.pop()
            }
            _ => None,
        }
    }

    /// Applies a step and returns the moment it makes; `index` is its place
    /// among all the steps of the search (the count of those left out is
    /// filled in when the moments are listed).
    fn shot(&mut self, step: &Step, index: u64) -> Shot {
        let left = self.apply(step);
        Shot {
            event: step.event.unwrap_or(Event::Solved),
            passed: step.passed.clone(),
            nodes: self.nodes,
            path: self.path.clone(),
            skipped: index,
            left,
        }
    }
}

/// A time-lapse recording: the first steps in full, every k-th of the
/// middle (k doubling as needed), the last steps in full (a ring buffer).
/// Memory stays within the three limits, however long the search.
#[derive(Clone, Debug, Default)]
struct Lapse {
    head_limit: usize,
    middle_limit: usize,
    tail_limit: usize,
    head: Vec<Step>,
    /// Where the search stands after the steps that left the ring.
    lag: State,
    middle: Vec<Shot>,
    /// Steps that went into the middle, and every `stride`-th is kept.
    middle_seen: u64,
    stride: u64,
    ring: VecDeque<Step>,
}

impl Lapse {
    /// Records a step.
    fn push(&mut self, step: Step) {
        if self.head.len() < self.head_limit {
            self.lag.apply(&step);
            self.head.push(step);
            return;
        }
        self.ring.push_back(step);
        if self.ring.len() <= self.tail_limit {
            return;
        }
        let old = self.ring.pop_front().expect("the ring is not empty");
        self.middle_seen += 1;
        let index = self.head_limit as u64 + self.middle_seen - 1;
        if self.middle_limit == 0 || !self.middle_seen.is_multiple_of(self.stride) {
            self.lag.apply(&old);
            return;
        }
        if self.middle.len() == self.middle_limit {
            let mut k = 0;
            self.middle.retain(|_| {
                k += 1;
                k % 2 == 0
            });
            self.stride *= 2;
            if !self.middle_seen.is_multiple_of(self.stride) {
                self.lag.apply(&old);
                return;
            }
        }
        let shot = self.lag.shot(&old, index);
        self.middle.push(shot);
    }

    /// Every moment kept, in order, each with the number of moments left
    /// out just before it.
    fn shots(&self) -> Vec<Shot> {
        let mut out = Vec::new();
        let mut state = State::default();
        for (k, step) in self.head.iter().enumerate() {
            out.push(state.shot(step, k as u64));
        }
        out.extend(self.middle.iter().cloned());
        let mut state = self.lag.clone();
        let first_in_ring = self.head.len() as u64 + self.middle_seen;
        for (k, step) in self.ring.iter().enumerate() {
            out.push(state.shot(step, first_in_ring + k as u64));
        }
        // Each shot holds its index among all steps so far; turn it into
        // the count of steps left out before it.
        let mut next = 0;
        for shot in &mut out {
            let index = shot.skipped;
            shot.skipped = index - next;
            next = index + 1;
        }
        out
    }

    /// The number of steps left out of the middle.
    fn skipped(&self) -> u64 {
        self.middle_seen - self.middle.len() as u64
    }
}

/// The steps of a list of events: each position change with the
/// candidates passed over before it. Passed candidates after the last
/// change (a search stopped by its budget) are dropped.
fn steps(events: &[Event]) -> Vec<Step> {
    let mut steps = Vec::new();
    let mut passed = Vec::new();
    for &event in events {
        if event.passes() {
            passed.push(event);
        } else {
            steps.push(Step {
                passed: std::mem::take(&mut passed),
                event: Some(event),
            });
        }
    }
    steps
}

/// A recording of events, bounded so that memory stays small.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    /// The events in order (all of them, up to `limit`, unless the trace
    /// is a time-lapse).
    pub events: Vec<Event>,
    /// The most events kept; further ones set `truncated`.
    pub limit: usize,
    /// Whether events were dropped because the limit was reached.
    pub truncated: bool,
    /// The time-lapse, for a trace made by [`Trace::time_lapse`].
    lapse: Option<Lapse>,
    /// Candidates passed over since the last position change (time-lapse).
    pending: Vec<Event>,
}

impl Trace {
    /// An empty trace that keeps at most `limit` events.
    #[must_use]
    pub fn with_limit(limit: usize) -> Trace {
        Trace {
            limit,
            ..Trace::default()
        }
    }

    /// An empty time-lapse trace keeping at most `frames` moments: about
    /// two fifths the first ones, two fifths the last ones, the rest spread
    /// over the middle. `events` stays empty; see [`Trace::shots`].
    #[must_use]
    pub fn time_lapse(frames: usize) -> Trace {
        let head_limit = frames * 2 / 5;
        let tail_limit = frames * 2 / 5;
        Trace {
            lapse: Some(Lapse {
                head_limit,
                middle_limit: frames - head_limit - tail_limit,
                tail_limit,
                stride: 1,
                ..Lapse::default()
            }),
            ..Trace::default()
        }
    }

    /// Records an event unless the limit is reached.
    pub fn push(&mut self, event: Event) {
        if let Some(lapse) = &mut self.lapse {
            if event.passes() {
                self.pending.push(event);
            } else {
                lapse.push(Step {
                    passed: std::mem::take(&mut self.pending),
                    event: Some(event),
                });
            }
        } else if self.events.len() < self.limit {
            self.events.push(event);
        } else {
            self.truncated = true;
        }
    }

    /// The moments recorded, in order, each with the path after it: every
    /// position change of a plain trace, the kept ones of a time-lapse.
    #[must_use]
    pub fn shots(&self) -> Vec<Shot> {
        if let Some(lapse) = &self.lapse {
            return lapse.shots();
        }
        let all = Lapse {
            head: steps(&self.events),
            ..Lapse::default()
        };
        all.shots()
    }

    /// The steps recorded: the events that change the position.
    #[must_use]
    pub fn steps(&self) -> usize {
        self.events.iter().filter(|e| !e.passes()).count()
    }

    /// The moments a time-lapse left out (0 for a plain trace).
    #[must_use]
    pub fn skipped(&self) -> u64 {
        self.lapse.as_ref().map_or(0, Lapse::skipped)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(file: u32, rank: u32) -> Square {
        Square { file, rank }
    }

    /// Enter and leave squares 0..n in turn, each after a rejected
    /// candidate, then solve.
    fn record(trace: &mut Trace, n: u32) -> Vec<Event> {
        let mut all = Vec::new();
        for k in 0..n {
            all.push(Event::Reject(sq(k, 1), Rule::Visited));
            all.push(Event::Enter(sq(k, 0)));
            all.push(Event::Leave(sq(k, 0)));
        }
        all.push(Event::Solved);
        for &e in &all {
            trace.push(e);
        }
        all
    }

    /// The events of shots, passed candidates first.
    fn flatten(shots: &[Shot]) -> Vec<Event> {
        shots
            .iter()
            .flat_map(|s| s.passed.iter().copied().chain([s.event]))
            .collect()
    }

    #[test]
    fn a_short_search_is_kept_whole() {
        let mut trace = Trace::time_lapse(100);
        let all = record(&mut trace, 20);
        let shots = trace.shots();
        assert_eq!(flatten(&shots), all);
        assert!(shots.iter().all(|s| s.skipped == 0));
        assert_eq!(shots.last().unwrap().nodes, 20);
        assert_eq!(trace.skipped(), 0);
        let mut plain = Trace::with_limit(usize::MAX);
        record(&mut plain, 20);
        assert_eq!(plain.shots(), shots);
    }

    #[test]
    fn a_long_search_keeps_head_and_tail_within_the_limit() {
        let mut trace = Trace::time_lapse(100);
        let all = record(&mut trace, 10_000);
        let shots = trace.shots();
        assert!(shots.len() <= 100, "{}", shots.len());
        assert!(shots.len() >= 90, "{}", shots.len());
        let events = flatten(&shots);
        assert_eq!(events[..50], all[..50]);
        assert_eq!(events[events.len() - 50..], all[all.len() - 50..]);
        assert_eq!(shots.last().unwrap().nodes, 10_000);
        let nodes: Vec<u64> = shots.iter().map(|s| s.nodes).collect();
        assert!(nodes.windows(2).all(|w| w[0] <= w[1]));
        assert!(shots[40].skipped > 0 || shots[41].skipped > 0);
        let skipped: u64 = shots.iter().map(|s| s.skipped).sum();
        assert_eq!(skipped, trace.skipped());
        assert_eq!(trace.skipped() as usize + shots.len(), 2 * 10_000 + 1);
    }

    #[test]
    fn a_look_ahead_counts_as_a_node() {
        let mut trace = Trace::with_limit(100);
        trace.push(Event::Enter(sq(0, 0)));
        trace.push(Event::Reject(sq(1, 2), Rule::Cut(Cut::Stuck)));
        trace.push(Event::OffBoard(-1, 2));
        trace.push(Event::Enter(sq(2, 1)));
        let shots = trace.shots();
        assert_eq!(shots.len(), 2);
        assert_eq!(shots[1].passed.len(), 2);
        assert_eq!(shots[1].nodes, 3);
    }
}
