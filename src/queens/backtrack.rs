//! Row-by-row backtracking: rank 1 first, files tried from a upwards, with
//! file and diagonal occupancy. Solutions come in lexicographic order.

use crate::board::Square;
use crate::interrupt::{self, POLL_NODES};
use crate::solution::{Outcome, Placement, Proof, Stats};
use crate::trace::{Event, Recorder, Rule};

/// How many solutions to collect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Want {
    /// Stop at the first solution.
    First,
    /// Collect every solution.
    All,
}

/// Solves n queens by backtracking within `budget` queens placed; Ctrl-C
/// (`crate::interrupt`) stops it as if the budget were spent.
/// With [`Want::All`] the outcome holds every solution, lexicographically.
#[must_use]
pub fn solve(
    n: usize,
    want: Want,
    budget: u64,
    trace: Option<&mut dyn Recorder>,
) -> (Outcome<Vec<Placement>>, Stats) {
    let mut found = Vec::new();
    let (ended, stats) = search(n, budget, trace, &mut |placement: &Placement| {
        found.push(placement.clone());
        want == Want::All
    });
    let outcome = match ended {
        Ended::Budget => Outcome::BudgetSpent,
        _ if found.is_empty() => Outcome::NotFound(Proof::Exhausted),
        _ => Outcome::Found(found),
    };
    (outcome, stats)
}

/// How a search with a visitor ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ended {
    /// Every placement was visited.
    Exhausted,
    /// The visitor asked to stop.
    Stopped,
    /// The budget ran out, Ctrl-C was pressed, or the trace is full.
    Budget,
}

/// Backtracks through n queens within `budget` queens placed, giving each
/// solution to `visit` as it is found, in lexicographic order; `visit`
/// returns whether to go on. Ctrl-C (`crate::interrupt`) and a full
/// `trace` stop it as if the budget were spent.
pub(crate) fn search(
    n: usize,
    budget: u64,
    trace: Option<&mut dyn Recorder>,
    visit: &mut dyn FnMut(&Placement) -> bool,
) -> (Ended, Stats) {
    search_placed(n, &[], budget, trace, visit)
}

/// [`search`] with queens already placed: `placed[rank]`, where given,
/// is the one file tried on that rank (the others are not candidates).
/// The placed queens must not attack each other (the caller checks), and
/// a traced search has none.
pub(crate) fn search_placed(
    n: usize,
    placed: &[Option<u32>],
    budget: u64,
    mut trace: Option<&mut dyn Recorder>,
    visit: &mut dyn FnMut(&Placement) -> bool,
) -> (Ended, Stats) {
    debug_assert!(placed.is_empty() || trace.is_none());
    let placed_on = |rank: usize| placed.get(rank).copied().flatten().map(|f| f as usize);
    let mut used_file = vec![false; n];
    let mut used_diagonal = vec![false; 2 * n];
    let mut used_anti = vec![false; 2 * n];
    let mut columns: Vec<u32> = Vec::with_capacity(n);
    let mut next_file: Vec<usize> = vec![0];
    let mut stats = Stats::default();
    // The node count at which to look at the budget and Ctrl-C next.
    let mut checkpoint = 0;
    let traced = trace.is_some();
    let record = |trace: &mut Option<&mut dyn Recorder>, event: Event| {
        if let Some(trace) = trace.as_deref_mut() {
            trace.push(event);
        }
    };
    while let Some(&file) = next_file.last() {
        let rank = columns.len();
        if rank == n {
            record(&mut trace, Event::Solved);
            let placement = Placement {
                columns: columns.clone(),
            };
            if !visit(&placement) {
                return (Ended::Stopped, stats);
            }
        }
        let free = |f: usize| !used_file[f] && !used_diagonal[f + n - rank] && !used_anti[f + rank];
        let free_file = (file..n)
            .find(|&f| rank < n && free(f) && placed_on(rank).is_none_or(|placed| placed == f));
        if traced && rank < n {
            let until = free_file.unwrap_or(n);
            for f in file..until {
                let attacker = attacker(&columns, f, rank).expect("a square not free is attacked");
                record(
                    &mut trace,
                    Event::Reject(
                        square(f, rank),
                        Rule::Attacked(square(attacker.0, attacker.1)),
                    ),
                );
            }
        }
        if let Some(f) = free_file {
            if stats.nodes >= checkpoint || traced {
                let full = trace.as_deref().is_some_and(Recorder::full);
                if stats.nodes >= budget || full || interrupt::requested() {
                    return (Ended::Budget, stats);
                }
            }
            if stats.nodes >= checkpoint {
                checkpoint = budget.min((stats.nodes / POLL_NODES + 1) * POLL_NODES);
            }
            stats.nodes += 1;
            *next_file.last_mut().expect("a rank in progress") = f + 1;
            used_file[f] = true;
            used_diagonal[f + n - rank] = true;
            used_anti[f + rank] = true;
            columns.push(f as u32);
            next_file.push(0);
            record(&mut trace, Event::Enter(square(f, rank)));
        } else {
            next_file.pop();
            if let Some(f) = columns.pop() {
                let f = f as usize;
                let rank = columns.len();
                used_file[f] = false;
                used_diagonal[f + n - rank] = false;
                used_anti[f + rank] = false;
                record(&mut trace, Event::Leave(square(f, rank)));
            }
        }
    }
    (Ended::Exhausted, stats)
}

/// The queen, (file, rank), that attacks the square of `file` on `rank`,
/// the one on the lowest rank if several do.
fn attacker(columns: &[u32], file: usize, rank: usize) -> Option<(usize, usize)> {
    columns
        .iter()
        .enumerate()
        .map(|(r, &f)| (f as usize, r))
        .find(|&(f, r)| f == file || f.abs_diff(file) == rank - r)
}

fn square(file: usize, rank: usize) -> Square {
    Square {
        file: file as u32,
        rank: rank as u32,
    }
}
