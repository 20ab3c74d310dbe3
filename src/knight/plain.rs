//! The plain textbook search: depth-first in the move order, no pruning at
//! all, a move undone only when the knight is stuck. It finds the same first
//! tour as [`crate::knight::backtrack`], after many more nodes; it is here
//! to be watched (`--prune none`).

use crate::interrupt::{self, POLL_NODES};
use crate::knight::TourSpec;
use crate::knight::moves::step;
use crate::solution::{Outcome, Proof, Stats, Tour};
use crate::trace::{Event, Rule, Trace};

/// Finds the first tour in the spec's move order, within `budget` nodes,
/// recording in `trace`, if given, every candidate in the order at every
/// node (made, or passed over: off the board or visited) and every move
/// undone; Ctrl-C stops it as if the budget were spent.
#[must_use]
pub(crate) fn first_tour(
    spec: &TourSpec,
    budget: u64,
    mut trace: Option<&mut Trace>,
) -> (Outcome<Tour>, Stats) {
    let board = spec.board;
    let area = board.area();
    let mut record = |event| {
        if let Some(trace) = trace.as_deref_mut() {
            trace.push(event);
        }
    };
    let mut visited = vec![false; area];
    let mut path = vec![spec.start];
    // next[d]: the place in the order of the next move to try from path[d].
    let mut next = vec![0usize];
    visited[board.index(spec.start)] = true;
    record(Event::Enter(spec.start));
    let mut nodes = 1u64;
    while let Some(&current) = path.last() {
        if path.len() == area && spec.accepts_last(current) {
            record(Event::Solved);
            let tour = Tour::from_squares(board, path.iter().copied(), spec.closed);
            return (Outcome::Found(tour), Stats { nodes });
        }
        let depth = path.len() - 1;
        let Some(&delta) = spec.order.deltas.get(next[depth]) else {
            visited[board.index(current)] = false;
            path.pop();
            next.pop();
            record(Event::Leave(current));
            continue;
        };
        next[depth] += 1;
        let Some(to) = step(board, current, delta) else {
            record(Event::OffBoard(delta.0 as i8, delta.1 as i8));
            continue;
        };
        if visited[board.index(to)] {
            record(Event::Reject(to, Rule::Visited));
            continue;
        }
        if nodes >= budget || (nodes.is_multiple_of(POLL_NODES) && interrupt::requested()) {
            return (Outcome::BudgetSpent, Stats { nodes });
        }
        visited[board.index(to)] = true;
        path.push(to);
        next.push(0);
        nodes += 1;
        record(Event::Enter(to));
    }
    (Outcome::NotFound(Proof::Exhausted), Stats { nodes })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knight::backtrack;

    use crate::knight::textbook_spec as spec;

    /// The plain search and the pruned one find the same first tour, the
    /// plain one in at least as many nodes.
    fn same_first_tour(specs: &[TourSpec]) {
        for spec in specs {
            let (plain, plain_stats) = first_tour(spec, u64::MAX, None);
            let (pruned, pruned_stats) = backtrack::first_tour(spec, u64::MAX, None);
            assert_eq!(plain, pruned, "{spec:?}");
            assert!(plain_stats.nodes >= pruned_stats.nodes, "{spec:?}");
        }
    }

    #[test]
    fn finds_the_pruned_search_s_tour() {
        same_first_tour(&[spec(5, 5, "a1", false), spec(5, 5, "c3", false)]);
    }

    #[test]
    #[ignore = "slow (about a minute): CI runs it with --ignored"]
    fn finds_the_pruned_search_s_tour_on_6x6_and_5x6() {
        same_first_tour(&[
            spec(6, 6, "a1", false),
            spec(5, 6, "a1", false),
            spec(6, 6, "a1", true),
        ]);
    }

    #[test]
    fn exhausts_a_board_without_a_tour_from_the_start() {
        let (outcome, _) = first_tour(&spec(5, 5, "b1", false), u64::MAX, None);
        assert_eq!(outcome, Outcome::NotFound(Proof::Exhausted));
    }

    #[test]
    fn stops_at_the_budget() {
        let (outcome, stats) = first_tour(&spec(6, 6, "a1", false), 1000, None);
        assert_eq!(outcome, Outcome::BudgetSpent);
        assert_eq!(stats.nodes, 1000);
    }
}
