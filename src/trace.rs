//! The events of a search, recorded for animations and the search tree.

use std::collections::VecDeque;

use crate::board::Square;

/// One step of a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A piece was put on the square (a knight moved there, a queen placed).
    Enter(Square),
    /// A piece was taken off the square (a knight retreated, a queen lifted).
    Leave(Square),
    /// The pieces on the board form a solution.
    Solved,
    /// The pruned search proved that the position just entered leads to no
    /// solution; a `Leave` of the same square follows.
    Cut(Cut),
}

/// Why the pruned knight search cut a branch: a rule on the squares not
/// yet visited failed.
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
    /// The unvisited squares fall apart into parts no path can join.
    Split,
}

/// One moment of a recorded search: the event, the knights' nodes so far
/// and the path after it, and whether events before it were skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shot {
    /// What happened.
    pub event: Event,
    /// The number of `Enter` events so far, this one included.
    pub nodes: u64,
    /// The pieces on the board after the event, in the order placed.
    pub path: Vec<Square>,
    /// Whether events between the shot before and this one were left out
    /// (the time-lapsed middle of a long search).
    pub lapsed: bool,
}

/// A time-lapse recording: the first events in full, every k-th of the
/// middle (k doubling as needed), the last events in full (a ring buffer).
/// Memory stays within the three limits, however long the search.
#[derive(Clone, Debug, Default)]
pub(crate) struct Lapse {
    head_limit: usize,
    middle_limit: usize,
    tail_limit: usize,
    head: Vec<Event>,
    /// The path and node count after the events that left the ring.
    lag_path: Vec<Square>,
    lag_nodes: u64,
    middle: Vec<Shot>,
    /// Events that went into the middle, and every `stride`-th is kept.
    middle_seen: u64,
    stride: u64,
    ring: VecDeque<Event>,
}

/// Applies an event to a path and a node count.
fn apply(path: &mut Vec<Square>, nodes: &mut u64, event: Event) {
    match event {
        Event::Enter(sq) => {
            path.push(sq);
            *nodes += 1;
        }
        Event::Leave(_) => {
            path.pop();
        }
        Event::Solved | Event::Cut(_) => {}
    }
}

impl Lapse {
    /// Records an event.
    fn push(&mut self, event: Event) {
        if self.head.len() < self.head_limit {
            apply(&mut self.lag_path, &mut self.lag_nodes, event);
            self.head.push(event);
            return;
        }
        self.ring.push_back(event);
        if self.ring.len() <= self.tail_limit {
            return;
        }
        let old = self.ring.pop_front().expect("the ring is not empty");
        apply(&mut self.lag_path, &mut self.lag_nodes, old);
        self.middle_seen += 1;
        if self.middle_limit == 0 || !self.middle_seen.is_multiple_of(self.stride) {
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
                return;
            }
        }
        self.middle.push(Shot {
            event: old,
            nodes: self.lag_nodes,
            path: self.lag_path.clone(),
            lapsed: self.stride > 1,
        });
    }

    /// Every moment kept, in order.
    fn shots(&self) -> Vec<Shot> {
        let mut out = Vec::new();
        let (mut path, mut nodes) = (Vec::new(), 0);
        for &event in &self.head {
            apply(&mut path, &mut nodes, event);
            out.push(Shot {
                event,
                nodes,
                path: path.clone(),
                lapsed: false,
            });
        }
        let skipped = self.middle_seen > self.middle.len() as u64;
        for (k, shot) in self.middle.iter().enumerate() {
            let mut shot = shot.clone();
            shot.lapsed = skipped && (k > 0 || shot.lapsed);
            out.push(shot);
        }
        let (mut path, mut nodes) = (self.lag_path.clone(), self.lag_nodes);
        for (k, &event) in self.ring.iter().enumerate() {
            apply(&mut path, &mut nodes, event);
            out.push(Shot {
                event,
                nodes,
                path: path.clone(),
                lapsed: k == 0 && skipped,
            });
        }
        out
    }
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
}

impl Trace {
    /// An empty trace that keeps at most `limit` events.
    #[must_use]
    pub fn with_limit(limit: usize) -> Trace {
        Trace {
            events: Vec::new(),
            limit,
            truncated: false,
            lapse: None,
        }
    }

    /// An empty time-lapse trace keeping at most `frames` moments: about
    /// two fifths the first events, two fifths the last ones, the rest
    /// spread over the middle. `events` stays empty; see [`Trace::shots`].
    #[must_use]
    pub fn time_lapse(frames: usize) -> Trace {
        let head_limit = frames * 2 / 5;
        let tail_limit = frames * 2 / 5;
        Trace {
            events: Vec::new(),
            limit: 0,
            truncated: false,
            lapse: Some(Lapse {
                head_limit,
                middle_limit: frames - head_limit - tail_limit,
                tail_limit,
                stride: 1,
                ..Lapse::default()
            }),
        }
    }

    /// Records an event unless the limit is reached.
    pub fn push(&mut self, event: Event) {
        if let Some(lapse) = &mut self.lapse {
            lapse.push(event);
        } else if self.events.len() < self.limit {
            self.events.push(event);
        } else {
            self.truncated = true;
        }
    }

    /// The moments recorded, in order, each with the path after it: every
    /// event of a plain trace, the kept ones of a time-lapse.
    #[must_use]
    pub fn shots(&self) -> Vec<Shot> {
        if let Some(lapse) = &self.lapse {
            return lapse.shots();
        }
        let all = Lapse {
            head: self.events.clone(),
            ..Lapse::default()
        };
        all.shots()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(file: u32, rank: u32) -> Square {
        Square { file, rank }
    }

    /// Enter and leave squares 0..n in turn, then solve.
    fn record(trace: &mut Trace, n: u32) -> Vec<Event> {
        let mut all = Vec::new();
        for k in 0..n {
            all.push(Event::Enter(sq(k, 0)));
            all.push(Event::Leave(sq(k, 0)));
        }
        all.push(Event::Solved);
        for &e in &all {
            trace.push(e);
        }
        all
    }

    #[test]
    fn a_short_search_is_kept_whole() {
        let mut trace = Trace::time_lapse(100);
        let all = record(&mut trace, 20);
        let shots = trace.shots();
        let events: Vec<Event> = shots.iter().map(|s| s.event).collect();
        assert_eq!(events, all);
        assert!(shots.iter().all(|s| !s.lapsed));
        assert_eq!(shots.last().unwrap().nodes, 20);
    }

    #[test]
    fn a_long_search_keeps_head_and_tail_within_the_limit() {
        let mut trace = Trace::time_lapse(100);
        let all = record(&mut trace, 10_000);
        let shots = trace.shots();
        assert!(shots.len() <= 100, "{}", shots.len());
        assert!(shots.len() >= 90, "{}", shots.len());
        let events: Vec<Event> = shots.iter().map(|s| s.event).collect();
        assert_eq!(events[..40], all[..40]);
        assert_eq!(events[events.len() - 40..], all[all.len() - 40..]);
        assert_eq!(shots.last().unwrap().nodes, 10_000);
        let nodes: Vec<u64> = shots.iter().map(|s| s.nodes).collect();
        assert!(nodes.windows(2).all(|w| w[0] <= w[1]));
        assert!(shots[40].lapsed || shots[41].lapsed);
    }
}
