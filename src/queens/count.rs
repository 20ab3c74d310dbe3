//! Counting solutions one symmetry class at a time, after Takaken's method:
//! the search places only the member of each class whose edge queens sit
//! as far from the corners as the first rank's ([`frame`]), classifies its
//! class as 8, 4 or 2 solutions, and so gives the total (OEIS A000170) and
//! the fundamental count (A002562) together. The first ranks are placed up
//! front, in every way, as tasks; each worker thread takes tasks from a
//! shared queue until none is left and searches each a rank at a time
//! ([`levels`]). The result does not depend on the number of threads.
//!
//! The count honours a node budget: a node is a queen placed by the tasks
//! (the first ranks, placed to split the work, are not counted, nor the
//! last rank's queen, which has no choice). The tasks add their nodes to a
//! shared total every [`POLL_NODES`] nodes or so and when they finish, and
//! all stop once that total passes the budget. A complete count visits a
//! fixed number of nodes, whatever the threads, and the shared total never
//! exceeds the nodes done, so the outcome is deterministic: the count is
//! found when that number is at most the budget, and is reported spent
//! otherwise (a task that finished last may be the one to pass it). A
//! Ctrl-C (`crate::interrupt`), polled at the same points, stops the
//! tasks the same way.
//!
//! [`POLL_NODES`]: crate::interrupt::POLL_NODES

mod frame;
mod levels;

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use rayon::prelude::*;

use crate::interrupt;
use crate::solution::{Outcome, Stats};
use frame::Frame;
use levels::{Classes, Levels};

/// The largest n counted (a rank must fit in a `u32`; beyond 27 the counts
/// take years anyway).
pub(crate) const MAX_COUNT_N: usize = 27;

/// The solutions of n queens, all of them and one per symmetry class.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Every solution (OEIS A000170).
    pub all: u64,
    /// Solutions up to the 8 symmetries of the square (OEIS A002562).
    pub fundamental: u64,
}

impl std::ops::Add for Counts {
    type Output = Counts;

    fn add(self, other: Counts) -> Counts {
        Counts {
            all: self.all + other.all,
            fundamental: self.fundamental + other.fundamental,
        }
    }
}

impl From<Classes> for Counts {
    fn from(classes: Classes) -> Counts {
        Counts {
            all: 8 * classes.eight + 4 * classes.four + 2 * classes.two,
            fundamental: classes.eight + classes.four + classes.two,
        }
    }
}

/// Counts the solutions of n queens within `budget` nodes (queens placed,
/// see the module's notes), or `None` above `MAX_COUNT_N`. The outcome is
/// [`Outcome::Found`] when the whole count takes at most `budget` nodes and
/// [`Outcome::BudgetSpent`] otherwise, or when Ctrl-C was pressed; the
/// stats hold the nodes visited, the same for every number of threads when
/// the count is found. Runs on the current rayon pool's threads.
/// `progress(done, total)` is called, from any thread, as each of `total`
/// tasks finishes.
pub fn count(
    n: usize,
    budget: u64,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Option<(Outcome<Counts>, Stats)> {
    if n > MAX_COUNT_N {
        return None;
    }
    if n <= 3 {
        // One solution on one square; none on 2x2 or 3x3; one empty board:
        // no search.
        let one = u64::from(n <= 1);
        let counts = Counts {
            all: one,
            fundamental: one,
        };
        return Some((Outcome::Found(counts), Stats::default()));
    }
    let frames = Frame::all(n);
    let tasks = Frame::tasks(&frames);
    let total = tasks.len() as u64;
    let next = AtomicUsize::new(0);
    let done = AtomicU64::new(0);
    let shared = Shared {
        budget,
        nodes: AtomicU64::new(0),
        stop: AtomicBool::new(false),
    };
    // One worker a thread, each taking the next task until none is left:
    // the threads stay busy to the end whatever the tasks' sizes.
    let workers = rayon::current_num_threads().clamp(1, tasks.len().max(1));
    let counts = (0..workers)
        .into_par_iter()
        .map(|_| {
            let mut levels = Levels::new(n);
            while let Some(task) = tasks.get(next.fetch_add(1, Ordering::Relaxed)) {
                if shared.stopped() {
                    break;
                }
                levels.run(&frames[task.frame], task, &shared);
                progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
            }
            Counts::from(levels.classes)
        })
        .reduce(Counts::default, |a, b| a + b);
    let nodes = shared.nodes.load(Ordering::Relaxed);
    let stats = Stats { nodes };
    if shared.stop.load(Ordering::Relaxed) || nodes > budget {
        return Some((Outcome::BudgetSpent, stats));
    }
    Some((Outcome::Found(counts), stats))
}

/// What the tasks share: the budget, the nodes they have added up, and
/// whether they are to stop.
struct Shared {
    budget: u64,
    nodes: AtomicU64,
    stop: AtomicBool,
}

impl Shared {
    /// Adds a task's `nodes` to the total; whether the tasks are to stop,
    /// because the total passed the budget, Ctrl-C was pressed, or another
    /// task found either.
    fn add(&self, nodes: u64) -> bool {
        let total = self.nodes.fetch_add(nodes, Ordering::Relaxed) + nodes;
        if total > self.budget || interrupt::requested() {
            self.stop.store(true, Ordering::Relaxed);
            return true;
        }
        self.stopped()
    }

    /// Whether the tasks are to stop.
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}
