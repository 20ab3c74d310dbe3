//! The plain textbook search, the lesson's program: depth-first in the
//! move order, no pruning at all. Each call marks its square; when every
//! square is marked it checks the last one (the end square, or next to
//! the start for a closed tour) and gives up at once if it cannot end the
//! tour; otherwise it tries the moves in order, passing over a move off
//! the board or onto a marked square, and unmarks its square when every
//! move failed. It finds the same first tour as
//! [`crate::knight::backtrack`], after many more nodes.

use crate::board::Square;
use crate::interrupt::{self, POLL_NODES};
use crate::knight::TourSpec;
use crate::knight::moves::step;
use crate::solution::{Outcome, Proof, Stats, Tour};
use crate::trace::{Event, Recorder, Rule};

/// Finds the first tour in the spec's move order, within `budget` nodes
/// (calls), recording in `record` every candidate in the order at every
/// node (made, or passed over: off the board or visited, where the
/// recorder wants them) and every move undone; Ctrl-C, or a recorder that is full, stops it as if the budget
/// were spent.
#[must_use]
pub(crate) fn first_tour<R: Recorder + ?Sized>(
    spec: &TourSpec,
    budget: u64,
    record: &mut R,
) -> (Outcome<Tour>, Stats) {
    first_tour_after(spec, &[spec.start], budget, record)
}

/// Finds the first tour that begins with the squares `given` (from the
/// start, each a knight's move from the one before, none twice, checked by
/// the caller), as [`first_tour`] does from the start alone: the given
/// squares are marked before the search and never unmarked.
#[must_use]
pub(crate) fn first_tour_after<R: Recorder + ?Sized>(
    spec: &TourSpec,
    given: &[Square],
    budget: u64,
    record: &mut R,
) -> (Outcome<Tour>, Stats) {
    let board = spec.board;
    let area = board.area();
    let moves = spec.order.deltas.len();
    let squares: Vec<Square> = (0..area).map(|index| board.square(index)).collect();
    // targets[index * moves + k]: the square the k-th move leads to from
    // `index`, or OFF when it leaves the board.
    let targets: Vec<u32> = squares
        .iter()
        .flat_map(|&from| {
            spec.order.deltas.iter().map(move |&delta| {
                step(board, from, delta).map_or(OFF, |to| board.index(to) as u32)
            })
        })
        .collect();
    let mut visited = vec![false; area];
    let mut path: Vec<usize> = given.iter().map(|&sq| board.index(sq)).collect();
    // The depth of the last given square, below which nothing is undone.
    let base = path.len() - 1;
    // next[d]: the place in the order of the next move to try from path[d].
    let mut next = vec![0usize; path.len()];
    for (&index, &sq) in path.iter().zip(given) {
        visited[index] = true;
        record.push(Event::Enter(sq));
    }
    let mut nodes = path.len() as u64;
    while path.len() > base {
        let current = *path.last().expect("the given squares are on the path");
        let depth = path.len() - 1;
        if path.len() == area {
            if spec.accepts_last(squares[current]) {
                record.push(Event::Solved);
                let tour = Tour::from_squares(board, path.iter().map(|&i| squares[i]), spec.closed);
                return (Outcome::Found(tour), Stats { nodes });
            }
            // Every square is marked, but this one cannot end the tour.
            next[depth] = moves;
        }
        // The next move from `current` onto a free square, if any.
        let around = &targets[current * moves..(current + 1) * moves];
        let mut k = next[depth];
        let mut found = None;
        while k < moves {
            let to = around[k];
            k += 1;
            if to == OFF {
                if record.wants_passed() {
                    let (df, dr) = spec.order.deltas[k - 1];
                    record.push(Event::OffBoard(df as i8, dr as i8));
                }
            } else if visited[to as usize] {
                if record.wants_passed() {
                    record.push(Event::Reject(squares[to as usize], Rule::Visited));
                }
            } else {
                found = Some(to as usize);
                break;
            }
        }
        next[depth] = k;
        let Some(to) = found else {
            visited[current] = false;
            path.pop();
            next.pop();
            record.push(Event::Leave(squares[current]));
            continue;
        };
        if nodes >= budget
            || (nodes.is_multiple_of(POLL_NODES) && (interrupt::requested() || record.full()))
        {
            return (Outcome::BudgetSpent, Stats { nodes });
        }
        visited[to] = true;
        path.push(to);
        next.push(0);
        nodes += 1;
        record.push(Event::Enter(squares[to]));
    }
    (Outcome::NotFound(Proof::Exhausted), Stats { nodes })
}

/// A move that leaves the board, in the table of moves.
const OFF: u32 = u32::MAX;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knight::backtrack;

    use crate::knight::textbook_spec as spec;

    /// The plain search and the pruned one find the same first tour, the
    /// plain one in at least as many nodes.
    fn same_first_tour(specs: &[TourSpec]) {
        for spec in specs {
            let (plain, plain_stats) = first_tour(spec, u64::MAX, &mut ());
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
        let (outcome, _) = first_tour(&spec(5, 5, "b1", false), u64::MAX, &mut ());
        assert_eq!(outcome, Outcome::NotFound(Proof::Exhausted));
    }

    #[test]
    fn stops_at_the_budget() {
        let (outcome, stats) = first_tour(&spec(6, 6, "a1", false), 1000, &mut ());
        assert_eq!(outcome, Outcome::BudgetSpent);
        assert_eq!(stats.nodes, 1000);
    }
}
