//! The lexicographically first solution by bitboard backtracking: the same
//! search as [`crate::queens::backtrack`] (rank 1 first, files tried from a
//! upwards, one node per queen placed), with each rank's free files in one
//! word, so it finds the same solution after the same number of placements.

use crate::interrupt::{self, POLL_NODES};
use crate::solution::{Outcome, Placement, Proof, Stats};

/// The largest n the bitboard search takes (a rank must fit in a `u64`).
pub(crate) const MAX_FIRST_N: usize = 64;

/// The lexicographically first solution of n queens within `budget` queens
/// placed, or `None` when n is 0 or above `MAX_FIRST_N`. Ctrl-C
/// (`crate::interrupt`) stops it as if the budget were spent.
#[must_use]
pub fn first_solution(n: usize, budget: u64) -> Option<(Outcome<Placement>, Stats)> {
    if n == 0 || n > MAX_FIRST_N {
        return None;
    }
    let full = u64::MAX >> (64 - n);
    // Per rank: the files still to try, and the files and diagonals taken.
    let mut untried = [0u64; MAX_FIRST_N];
    let mut taken = [(0u64, 0u64, 0u64); MAX_FIRST_N];
    let mut columns = vec![0u32; n];
    let mut stats = Stats::default();
    let mut rank = 0;
    // The node count at which to look at the budget and Ctrl-C next.
    let mut checkpoint = 0;
    untried[0] = full;
    loop {
        let candidates = untried[rank];
        if candidates == 0 {
            if rank == 0 {
                return Some((Outcome::NotFound(Proof::Exhausted), stats));
            }
            rank -= 1;
            continue;
        }
        if stats.nodes >= checkpoint {
            if stats.nodes >= budget || interrupt::requested() {
                return Some((Outcome::BudgetSpent, stats));
            }
            checkpoint = budget.min((stats.nodes / POLL_NODES + 1) * POLL_NODES);
        }
        stats.nodes += 1;
        let bit = candidates & candidates.wrapping_neg();
        untried[rank] = candidates ^ bit;
        columns[rank] = bit.trailing_zeros();
        if rank + 1 == n {
            return Some((Outcome::Found(Placement { columns }), stats));
        }
        let (files, up, down) = taken[rank];
        let next = (files | bit, (up | bit) << 1, (down | bit) >> 1);
        taken[rank + 1] = next;
        untried[rank + 1] = full & !(next.0 | next.1 | next.2);
        rank += 1;
    }
}
