//! The events of a search, recorded for animations and the search tree.

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
}

/// A recording of events, bounded so that memory stays small.
#[derive(Clone, Debug, Default)]
pub struct Trace {
    /// The events in order.
    pub events: Vec<Event>,
    /// The most events kept; further ones set `truncated`.
    pub limit: usize,
    /// Whether events were dropped because the limit was reached.
    pub truncated: bool,
}

impl Trace {
    /// An empty trace that keeps at most `limit` events.
    #[must_use]
    pub fn with_limit(limit: usize) -> Trace {
        Trace {
            events: Vec::new(),
            limit,
            truncated: false,
        }
    }

    /// Records an event unless the limit is reached.
    pub fn push(&mut self, event: Event) {
        if self.events.len() < self.limit {
            self.events.push(event);
        } else {
            self.truncated = true;
        }
    }
}
