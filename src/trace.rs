//! The events of a search, for its animations, strips, trees and
//! `--trace`: every candidate the search considers, in its order, entered or
//! passed over with the rule and the squares that prove it.

use crate::board::{KNIGHT_STEPS, Square};

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
    /// has the knight and at most one other way in left, so after any
    /// other move it would have at most one way in and would have to be
    /// the last square, which it cannot be, for the reason given.
    Forced(Square, NotLast),
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
    /// No unvisited square is left next to the start (this square), so a
    /// closed tour cannot return to it.
    NoReturn(Square),
    /// The one square left cannot end the tour (not the end square asked
    /// for, or not next to the start of a closed tour).
    WrongLast(Square, NotLast),
    /// An unvisited square has no unvisited neighbour: the knight could go
    /// in but never out, and it is not the last square.
    NoWayOut(Square),
    /// Two squares each have one way in left, so both would have to be last.
    TwoLast(Square, Square),
    /// A square has one way in left, so it must be last, and it cannot be
    /// (the wrong colour, not the end square, or not next to the start).
    CannotBeLast(Square, NotLast),
    /// More squares need this square as their way in or out than a path
    /// through it can serve: the squares a knight's move away from it in
    /// the directions whose bits are set, bit k the k-th of the moves
    /// (1,2) (2,1) (2,-1) (1,-2) (-1,-2) (-2,-1) (-2,1) (-1,2) (each has
    /// at most two ways in, one of them this square; only one of them can
    /// be the last square). For the knight's own square, its one move
    /// left is what they need.
    Crowded(Square, u8),
    /// The unvisited squares fall apart: these two are in parts no path
    /// can join.
    Split(Square, Square),
}

/// Why a square cannot be the last square of the tour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotLast {
    /// Another square already has to be last.
    Other(Square),
    /// Its colour: a knight changes colour every move, so the last square
    /// has the colour the number of squares gives it from the start,
    /// this square.
    Colour(Square),
    /// The tour must end on this other square.
    End(Square),
    /// A closed tour's last square is a knight's move from the start,
    /// this square.
    Start(Square),
    /// It would have no way in at all (only the move to it reaches it).
    NoWayIn,
}

impl NotLast {
    /// The squares the reason names.
    #[must_use]
    pub fn squares(self) -> Vec<Square> {
        match self {
            NotLast::Other(sq) | NotLast::Colour(sq) | NotLast::End(sq) | NotLast::Start(sq) => {
                vec![sq]
            }
            NotLast::NoWayIn => Vec::new(),
        }
    }
}

/// The squares a knight's move away from `sq` in the directions of
/// [`KNIGHT_STEPS`] whose bits `mask` sets.
#[must_use]
pub(crate) fn around(sq: Square, mask: u8) -> Vec<Square> {
    KNIGHT_STEPS
        .iter()
        .enumerate()
        .filter(|(k, _)| mask >> k & 1 == 1)
        .filter_map(|(_, &(df, dr))| {
            Some(Square {
                file: sq.file.checked_add_signed(df)?,
                rank: sq.rank.checked_add_signed(dr)?,
            })
        })
        .collect()
}

impl Cut {
    /// The squares that prove the cut: those it names, and for a crowded
    /// square every square that needs it.
    #[must_use]
    pub fn squares(&self) -> Vec<Square> {
        match *self {
            Cut::Stuck => Vec::new(),
            Cut::NoReturn(sq) | Cut::NoWayOut(sq) => vec![sq],
            Cut::WrongLast(sq, why) | Cut::CannotBeLast(sq, why) => {
                let mut squares = vec![sq];
                squares.extend(why.squares());
                squares
            }
            Cut::Crowded(sq, mask) => {
                let mut squares = vec![sq];
                squares.extend(around(sq, mask));
                squares
            }
            Cut::TwoLast(a, b) | Cut::Split(a, b) => vec![a, b],
        }
    }
}

impl Rule {
    /// The squares that prove a rejection.
    #[must_use]
    pub fn squares(&self) -> Vec<Square> {
        match *self {
            Rule::Visited | Rule::EndSquare => Vec::new(),
            Rule::Forced(only, why) => {
                let mut squares = vec![only];
                squares.extend(why.squares());
                squares
            }
            Rule::Attacked(sq) => vec![sq],
            Rule::Cut(cut) => cut.squares(),
        }
    }
}

/// Where a search's events go, as they happen: a [`Trace`], a counter, a
/// writer of the events as text, or two of them at once ([`Tee`]). A
/// search polls [`Recorder::full`] with its budget and stops as if the
/// budget were spent when it says so.
pub trait Recorder {
    /// Records an event.
    fn push(&mut self, event: Event);

    /// Whether the recorder can take no more events.
    fn full(&self) -> bool {
        false
    }

    /// Whether the recorder needs the next candidate passed over as
    /// visited or off the board (a search may leave out such events when
    /// it does not: they change nothing else it counts).
    fn wants_passed(&self) -> bool {
        true
    }
}

/// Two recorders fed the same events.
pub(crate) struct Tee<'a, 'b>(pub &'a mut dyn Recorder, pub &'b mut dyn Recorder);

impl Recorder for Tee<'_, '_> {
    fn push(&mut self, event: Event) {
        self.0.push(event);
        self.1.push(event);
    }

    fn full(&self) -> bool {
        self.0.full() || self.1.full()
    }

    fn wants_passed(&self) -> bool {
        self.0.wants_passed() || self.1.wants_passed()
    }
}

/// Counts a search's steps (the events that change the position) and
/// notes which of the first and of the last `frames` of them follow
/// candidates a rule rejected (a figure draws those as two frames), and
/// whether any in between does, so that a second run of the same search
/// can plan its time-lapse ([`Trace::time_lapse`]). Its memory is bounded
/// by `frames`, however long the search.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct StepCount {
    /// The steps so far.
    pub steps: u64,
    /// How many of the first and last steps are noted.
    frames: usize,
    /// Whether each of the first `frames` steps follows a rejection.
    head: Vec<bool>,
    /// The same of the last `frames` steps so far, a ring: the oldest at
    /// `tail_start` once it holds `frames` of them.
    tail: Vec<bool>,
    /// The place of the oldest step in `tail`.
    tail_start: usize,
    /// Whether a step that left the tail followed a rejection.
    doubled_between: bool,
    /// Whether a rule rejected a candidate since the last step.
    rejected: bool,
}

impl StepCount {
    /// A count that notes the first and last `frames` steps.
    #[must_use]
    pub(crate) fn new(frames: usize) -> StepCount {
        StepCount {
            frames,
            ..StepCount::default()
        }
    }

    /// Whether step `k`, one of the first or last noted, follows a
    /// rejection by a rule.
    fn doubled(&self, k: u64) -> bool {
        if let Some(&doubled) = self.head.get(k as usize) {
            return doubled;
        }
        let tail_from = self.steps - self.tail.len() as u64;
        k >= tail_from && self.tail[(self.tail_start + (k - tail_from) as usize) % self.tail.len()]
    }

    /// Notes a step past the first `frames`: the oldest of the last
    /// `frames` leaves the ring when it is full.
    #[inline]
    fn note_tail(&mut self, doubled: bool) {
        if self.tail.len() < self.frames {
            self.tail.push(doubled);
        } else {
            let oldest = &mut self.tail[self.tail_start];
            self.doubled_between |= std::mem::replace(oldest, doubled);
            self.tail_start += 1;
            if self.tail_start == self.frames {
                self.tail_start = 0;
            }
        }
    }
}

impl Recorder for StepCount {
    #[inline]
    fn push(&mut self, event: Event) {
        match event {
            Event::Reject(_, rule) if rule != Rule::Visited => self.rejected = true,
            Event::Reject(..) | Event::OffBoard(..) => {}
            _ => {
                let doubled = std::mem::take(&mut self.rejected);
                if self.head.len() < self.frames {
                    self.head.push(doubled);
                } else if self.frames > 0 {
                    self.note_tail(doubled);
                }
                self.steps += 1;
            }
        }
    }

    fn wants_passed(&self) -> bool {
        false
    }
}

/// Records nothing.
impl Recorder for () {
    fn push(&mut self, _: Event) {}

    fn wants_passed(&self) -> bool {
        false
    }
}

/// One moment of a recorded search: an event that changes the position
/// (`Enter`, `Leave`, `Solved`, `Cut`), the candidates passed over at the
/// same node just before it, the calls and nodes so far and the pieces
/// after it, and how much was skipped before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shot {
    /// What happened.
    pub event: Event,
    /// The candidates passed over since the moment before (`Reject` and
    /// `OffBoard` events), in the order the search considered them.
    pub passed: Vec<Event>,
    /// The calls of the search so far: the positions entered, this one
    /// included (the textbook program's calls of its recursive function).
    pub calls: u64,
    /// The nodes so far: the calls and the positions looked at after a
    /// move and ruled out (the pruned search's look-ahead).
    pub nodes: u64,
    /// The pieces on the board after the event, in the order placed.
    pub path: Vec<Square>,
    /// The number of steps left out between the shot before and this one
    /// (the time-lapsed middle of a long search).
    pub skipped: u64,
    /// The calls made in the steps left out just before this shot.
    pub skipped_calls: u64,
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

/// Where a search stands: the pieces on the board, the calls and nodes
/// so far and what was tried at each piece's node (the empty board's
/// first).
#[derive(Clone, Debug, PartialEq, Eq)]
struct State {
    path: Vec<Square>,
    calls: u64,
    nodes: u64,
    tallies: Vec<Tally>,
}

impl Default for State {
    fn default() -> State {
        State {
            path: Vec::new(),
            calls: 0,
            nodes: 0,
            tallies: vec![Tally::default()],
        }
    }
}

impl State {
    /// Applies an event; for a `Leave`, returns what was tried at the
    /// square left.
    #[inline]
    fn apply(&mut self, event: Event) -> Option<Tally> {
        let here = self.tallies.last_mut().expect("the root's tally stays");
        match event {
            Event::Reject(_, reason) => {
                self.nodes += u64::from(reason.looked_ahead());
                here.rejected += u32::from(reason != Rule::Visited);
                None
            }
            Event::Enter(sq) => {
                here.entered += 1;
                self.path.push(sq);
                self.tallies.push(Tally::default());
                self.calls += 1;
                self.nodes += 1;
                None
            }
            Event::Leave(_) => {
                self.path.pop();
                self.tallies.pop()
            }
            Event::OffBoard(..) | Event::Cut(_) | Event::Solved => None,
        }
    }
}

/// Which steps a time-lapse keeps: the first `head` and every one from
/// `tail_from` in full, and the `middle` ones between, evenly spread.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Plan {
    head: u64,
    tail_from: u64,
    /// The middle steps kept, in order.
    middle: Vec<u64>,
}

impl Plan {
    /// Every step of a search whose steps `count` counted, if they make
    /// at most `frames` frames; else steps making at most `frames` frames
    /// (a step after a rejection by a rule makes two): about two fifths
    /// of them the first ones, two fifths the last ones, the rest spread
    /// evenly over the middle.
    fn new(frames: usize, count: &StepCount) -> Plan {
        let total = count.steps;
        let weight = |k: u64| 1 + u64::from(count.doubled(k));
        let frames = frames as u64;
        let noted = (count.head.len() + count.tail.len()) as u64;
        if noted == total {
            let all: u64 = (0..total).map(weight).sum();
            if all <= frames {
                return Plan {
                    head: total,
                    tail_from: total,
                    middle: Vec::new(),
                };
            }
        }
        let (mut head, mut used) = (0, 0);
        while head < total && used + weight(head) <= frames * 2 / 5 {
            used += weight(head);
            head += 1;
        }
        let (mut tail_from, mut tail) = (total, 0);
        while tail_from > head && tail + weight(tail_from - 1) <= frames * 2 / 5 {
            tail += weight(tail_from - 1);
            tail_from -= 1;
        }
        // The middle: the steps at the centres of equal parts, as many as
        // fit; a step there whose weight is not noted counts as two when
        // any step between the noted ones follows a rejection.
        let room = frames - used - tail;
        let middle_weight = |k: u64| {
            if count.head.len() as u64 > k || k >= total - count.tail.len() as u64 {
                weight(k)
            } else {
                1 + u64::from(count.doubled_between)
            }
        };
        let span = tail_from - head;
        let mut middle = Vec::new();
        let mut left = room;
        let parts = room.max(1);
        for k in 0..room {
            let step = head + (2 * k + 1) * span / (2 * parts);
            if middle.last() == Some(&step) || middle_weight(step) > left {
                continue;
            }
            left -= middle_weight(step);
            middle.push(step);
        }
        Plan {
            head,
            tail_from,
            middle,
        }
    }

    /// Whether step `k` is kept, with `next_middle` the place of the
    /// next middle step in `middle`.
    fn keeps(&self, k: u64, next_middle: usize) -> bool {
        k < self.head || k >= self.tail_from || self.middle.get(next_middle) == Some(&k)
    }
}

/// The recording of a search: every event, or a time-lapse of its steps.
#[derive(Clone, Debug)]
enum Kept {
    /// Every event, up to a limit.
    Events,
    /// The shots of the steps a plan keeps.
    Lapse {
        plan: Plan,
        /// The next step's index.
        next: u64,
        /// The place in the plan's middle of the next middle step kept.
        next_middle: usize,
        /// Whether the next step is kept (its passed candidates are then
        /// gathered).
        keep_next: bool,
        /// The index of the last step kept (its calls), if any.
        last_kept: Option<(u64, u64)>,
        state: State,
        pending: Vec<Event>,
        shots: Vec<Shot>,
    },
}

/// A recording of a search, bounded so that memory stays small: every
/// event up to a limit, or a time-lapse.
#[derive(Clone, Debug)]
pub struct Trace {
    /// The events in order (all of them, up to `limit`; empty for a
    /// time-lapse).
    pub events: Vec<Event>,
    /// The most events kept; further ones set `truncated`.
    pub limit: usize,
    /// Whether events were dropped because the limit was reached.
    pub truncated: bool,
    kept: Kept,
}

impl Trace {
    /// An empty trace that keeps at most `limit` events.
    #[must_use]
    pub fn with_limit(limit: usize) -> Trace {
        Trace {
            events: Vec::new(),
            limit,
            truncated: false,
            kept: Kept::Events,
        }
    }

    /// An empty time-lapse of a search whose steps a first run counted
    /// (`count`), keeping steps that make at most `frames` frames: every
    /// step of a short search; of a long one about two fifths the first
    /// steps, two fifths the last ones and the rest spread evenly over
    /// the middle. Memory holds only the kept shots, however long the
    /// search. `events` stays empty; see [`Trace::shots`].
    #[must_use]
    pub(crate) fn time_lapse(frames: usize, count: &StepCount) -> Trace {
        let plan = Plan::new(frames, count);
        let keep_first = plan.keeps(0, 0);
        Trace {
            events: Vec::new(),
            limit: 0,
            truncated: false,
            kept: Kept::Lapse {
                plan,
                next: 0,
                next_middle: 0,
                keep_next: keep_first,
                last_kept: None,
                state: State::default(),
                pending: Vec::new(),
                shots: Vec::new(),
            },
        }
    }

    /// The moments recorded, in order, each with the path after it: every
    /// position change of a full trace, the kept ones of a time-lapse.
    #[must_use]
    pub fn shots(&self) -> Vec<Shot> {
        match &self.kept {
            Kept::Lapse { shots, .. } => shots.clone(),
            Kept::Events => {
                let mut state = State::default();
                let mut shots = Vec::new();
                let mut passed = Vec::new();
                for &event in &self.events {
                    let left = state.apply(event);
                    if event.passes() {
                        passed.push(event);
                    } else {
                        shots.push(shot(event, std::mem::take(&mut passed), &state, left));
                    }
                }
                shots
            }
        }
    }

    /// The steps recorded: the events that change the position.
    #[must_use]
    pub fn steps(&self) -> usize {
        self.events.iter().filter(|e| !e.passes()).count()
    }

    /// The steps a time-lapse left out (0 for a full trace).
    #[cfg(test)]
    #[must_use]
    pub fn skipped(&self) -> u64 {
        match &self.kept {
            Kept::Lapse { shots, .. } => shots.iter().map(|s| s.skipped).sum(),
            Kept::Events => 0,
        }
    }
}

/// The shot of a step, from the state after it.
fn shot(event: Event, passed: Vec<Event>, state: &State, left: Option<Tally>) -> Shot {
    Shot {
        event,
        passed,
        calls: state.calls,
        nodes: state.nodes,
        path: state.path.clone(),
        skipped: 0,
        skipped_calls: 0,
        left,
    }
}

impl Recorder for Trace {
    #[inline]
    fn push(&mut self, event: Event) {
        // A time-lapse passes over most events at once: a candidate off
        // the board or visited changes nothing it counts.
        if let Kept::Lapse {
            keep_next: false, ..
        } = self.kept
            && matches!(event, Event::OffBoard(..) | Event::Reject(_, Rule::Visited))
        {
            return;
        }
        match &mut self.kept {
            Kept::Events => {
                if self.events.len() < self.limit {
                    self.events.push(event);
                } else {
                    self.truncated = true;
                }
            }
            Kept::Lapse {
                plan,
                next,
                next_middle,
                keep_next,
                last_kept,
                state,
                pending,
                shots,
            } => {
                let calls_before = state.calls;
                let left = state.apply(event);
                if event.passes() {
                    if *keep_next {
                        pending.push(event);
                    }
                    return;
                }
                if *keep_next {
                    let (last_index, last_calls) =
                        last_kept.map_or((None, 0), |(i, c)| (Some(i), c));
                    let mut kept = shot(event, std::mem::take(pending), state, left);
                    kept.skipped = last_index.map_or(*next, |i| *next - i - 1);
                    kept.skipped_calls = calls_before - last_calls;
                    *last_kept = Some((*next, state.calls));
                    shots.push(kept);
                }
                if plan.middle.get(*next_middle) == Some(next) {
                    *next_middle += 1;
                }
                *next += 1;
                *keep_next = plan.keeps(*next, *next_middle);
            }
        }
    }

    fn full(&self) -> bool {
        self.truncated
    }

    #[inline]
    fn wants_passed(&self) -> bool {
        match self.kept {
            Kept::Events => true,
            Kept::Lapse { keep_next, .. } => keep_next,
        }
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
    fn events(n: u32) -> Vec<Event> {
        let mut all = Vec::new();
        for k in 0..n {
            all.push(Event::Reject(sq(k, 1), Rule::Visited));
            all.push(Event::Enter(sq(k, 0)));
            all.push(Event::Leave(sq(k, 0)));
        }
        all.push(Event::Solved);
        all
    }

    /// A time-lapse of `all` keeping about `frames` steps, planned from a
    /// count of its steps as a first run makes it.
    fn lapse(all: &[Event], frames: usize) -> Trace {
        let mut count = StepCount::new(frames);
        for &e in all {
            count.push(e);
        }
        let mut trace = Trace::time_lapse(frames, &count);
        for &e in all {
            trace.push(e);
        }
        trace
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
        let all = events(20);
        let trace = lapse(&all, 100);
        let shots = trace.shots();
        assert_eq!(flatten(&shots), all);
        assert!(shots.iter().all(|s| s.skipped == 0 && s.skipped_calls == 0));
        assert_eq!(shots.last().unwrap().nodes, 20);
        assert_eq!(shots.last().unwrap().calls, 20);
        assert_eq!(trace.skipped(), 0);
        let mut full = Trace::with_limit(usize::MAX);
        for &e in &all {
            full.push(e);
        }
        assert_eq!(full.shots(), shots);
    }

    #[test]
    fn a_long_search_keeps_head_and_tail_within_the_limit() {
        let all = events(10_000);
        let trace = lapse(&all, 100);
        let shots = trace.shots();
        assert_eq!(shots.len(), 100);
        let mut full = Trace::with_limit(usize::MAX);
        for &e in &all {
            full.push(e);
        }
        let every = full.shots();
        // The first 40 steps and the last 40 in full, the last ones after
        // the steps skipped before them.
        assert_eq!(shots[..40], every[..40]);
        let tail = &shots[60..];
        assert_eq!(tail[1..], every[every.len() - 39..]);
        assert_eq!(tail[0].event, every[every.len() - 40].event);
        assert_eq!(shots.last().unwrap().nodes, 10_000);
        let nodes: Vec<u64> = shots.iter().map(|s| s.nodes).collect();
        assert!(nodes.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(shots[39].skipped, 0);
        assert!(shots[40].skipped > 0);
        let skipped: u64 = shots.iter().map(|s| s.skipped).sum();
        assert_eq!(skipped, trace.skipped());
        assert_eq!(trace.skipped() as usize + shots.len(), 2 * 10_000 + 1);
        // The calls skipped are those made in the steps left out.
        let mut calls = 0;
        for shot in &shots {
            let own = u64::from(matches!(shot.event, Event::Enter(_)));
            assert_eq!(shot.calls, calls + shot.skipped_calls + own);
            calls = shot.calls;
        }
        let _ = flatten(&shots);
    }

    #[test]
    fn the_middle_is_spread_evenly() {
        let mut count = StepCount::new(10);
        for k in 0..1000 {
            count.push(Event::Enter(sq(k, 0)));
        }
        let plan = Plan::new(10, &count);
        assert_eq!((plan.head, plan.tail_from), (4, 996));
        assert_eq!(plan.middle.len(), 2);
        let gaps = [
            plan.middle[0] - plan.head,
            plan.middle[1] - plan.middle[0],
            plan.tail_from - plan.middle[1],
        ];
        assert!(gaps[1] >= gaps[0] && gaps[1] <= 2 * gaps[0] + 1, "{gaps:?}");
    }

    #[test]
    fn a_step_after_a_rejection_counts_as_two_frames() {
        // Each step enters after a candidate a rule rejected: two frames.
        let mut all = Vec::new();
        for k in 0..100 {
            all.push(Event::Reject(sq(k, 1), Rule::Cut(Cut::Stuck)));
            all.push(Event::Enter(sq(k, 0)));
        }
        let trace = lapse(&all, 20);
        assert_eq!(trace.shots().len(), 10);
        assert!(trace.shots().iter().all(|s| s.passed.len() == 1));
    }

    #[test]
    fn a_look_ahead_counts_as_a_node_not_a_call() {
        let mut trace = Trace::with_limit(100);
        trace.push(Event::Enter(sq(0, 0)));
        trace.push(Event::Reject(sq(1, 2), Rule::Cut(Cut::Stuck)));
        trace.push(Event::OffBoard(-1, 2));
        trace.push(Event::Enter(sq(2, 1)));
        let shots = trace.shots();
        assert_eq!(shots.len(), 2);
        assert_eq!(shots[1].passed.len(), 2);
        assert_eq!(shots[1].nodes, 3);
        assert_eq!(shots[1].calls, 2);
    }
}
