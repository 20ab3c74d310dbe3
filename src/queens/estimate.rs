//! How many nodes a count of n queens takes, bounded from below and above
//! before it runs, from exact counts of smaller boards, so that a count
//! that would pass its budget stops at once instead of after the budget.
//!
//! A complete count visits a fixed number of nodes N(n). Its growth ratio
//! r(k) = N(k) / N(k - 1) rises with k by about 0.37 a step (0.28 to 0.44
//! from k = 11 to 17, measured), so from the last exact count N(m), with
//! m >= [`FIRST_BASE`],
//!
//!   N(n) >= N(m) (r(m) + 1 d) (r(m) + 2 d) ... (r(m) + (n - m) d)
//!
//! with d = [`LOW_STEP`] (a lower bound: a count whose bound passes the
//! budget would certainly pass it), and with d = [`HIGH_STEP`] the same
//! product is taken as an upper estimate: below the budget, the count is
//! run without counting larger boards first. Both depend on node counts
//! alone, so the decision is the same on every machine.

use crate::queens::count::count;
use crate::solution::Outcome;

/// The smallest base of an estimate: the ratio's steps are at least
/// [`LOW_STEP`] from here on.
pub(crate) const FIRST_BASE: usize = 11;
/// The least rise of the growth ratio a step (measured: 0.28).
const LOW_STEP: f64 = 0.25;
/// A rise of the growth ratio a step above any measured (0.44).
const HIGH_STEP: f64 = 0.6;
/// The most nodes the counts of smaller boards may take together.
const ESTIMATE_NODES: u64 = 60_000_000;
/// The first board counted for an estimate.
const FIRST_COUNTED: usize = FIRST_BASE - 1;

/// What the counts of smaller boards say about the count for n.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Estimate {
    /// The board the estimate starts from (its count and the one before
    /// were done).
    pub base: usize,
    /// A lower bound on the nodes of the count for n.
    pub low: f64,
    /// An upper estimate of them.
    pub high: f64,
    /// Nodes the counts of smaller boards took.
    pub spent: u64,
}

/// `nodes` times the growth ratio `ratio`, rising by `step` a board, from
/// board `base` to board `n`.
fn extrapolate(nodes: f64, ratio: f64, base: usize, n: usize, step: f64) -> f64 {
    (1..=n - base).fold(nodes, |total, j| total * (ratio + j as f64 * step))
}

/// Bounds the nodes of the count for n from exact counts of smaller
/// boards: counted one after another until the bounds decide against
/// `budget` (the lower bound above it, or the upper estimate at most it),
/// or until they would take more than [`ESTIMATE_NODES`]. `None` when n
/// is too small to need an estimate.
pub(crate) fn count_nodes(n: usize, budget: u64) -> Option<Estimate> {
    if n <= FIRST_BASE {
        return None;
    }
    let quiet = |_: u64, _: u64| {};
    let mut previous: Option<u64> = None;
    let mut spent = 0;
    let mut best = None;
    for k in FIRST_COUNTED..n {
        let (outcome, stats) = count(k, ESTIMATE_NODES - spent, &quiet)?;
        if !matches!(outcome, Outcome::Found(_)) {
            break;
        }
        spent += stats.nodes;
        if let Some(before) = previous.filter(|&b| b > 0 && k >= FIRST_BASE) {
            let nodes = stats.nodes as f64;
            let ratio = nodes / before as f64;
            let estimate = Estimate {
                base: k,
                low: extrapolate(nodes, ratio, k, n, LOW_STEP),
                high: extrapolate(nodes, ratio, k, n, HIGH_STEP),
                spent,
            };
            best = Some(estimate);
            let decided = estimate.low > budget as f64 || estimate.high <= budget as f64;
            // The next count costs about `ratio` times this one.
            let next = nodes * (ratio + HIGH_STEP);
            if decided || spent as f64 + next > ESTIMATE_NODES as f64 {
                break;
            }
        }
        previous = Some(stats.nodes);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The nodes of the complete count for n.
    fn nodes(n: usize) -> u64 {
        let (outcome, stats) = count(n, u64::MAX, &|_, _| {}).unwrap();
        assert!(matches!(outcome, Outcome::Found(_)));
        stats.nodes
    }

    #[test]
    fn from_every_base_the_bounds_hold_the_count() {
        let counts: Vec<f64> = (0..=15)
            .map(|n| {
                if n < FIRST_COUNTED {
                    0.0
                } else {
                    nodes(n) as f64
                }
            })
            .collect();
        for n in FIRST_BASE + 1..=15 {
            for base in FIRST_BASE..n {
                let ratio = counts[base] / counts[base - 1];
                let low = extrapolate(counts[base], ratio, base, n, LOW_STEP);
                let high = extrapolate(counts[base], ratio, base, n, HIGH_STEP);
                assert!(
                    low <= counts[n] && counts[n] <= high,
                    "n = {n} from {base}: {low} .. {high}, actual {}",
                    counts[n]
                );
            }
        }
    }

    #[test]
    fn a_count_within_reach_is_estimated_within_its_bounds() {
        for n in FIRST_BASE + 1..=15 {
            let actual = nodes(n) as f64;
            let estimate = count_nodes(n, 1_000_000).expect("an estimate");
            assert!(
                estimate.low <= actual && actual <= estimate.high,
                "n = {n}: {estimate:?}, actual {actual}"
            );
        }
    }

    #[test]
    fn the_ratio_rises_by_at_least_the_low_step_from_the_first_base() {
        let counts: Vec<f64> = (FIRST_BASE - 1..=15).map(|n| nodes(n) as f64).collect();
        let ratios: Vec<f64> = counts.windows(2).map(|w| w[1] / w[0]).collect();
        for pair in ratios.windows(2) {
            let rise = pair[1] - pair[0];
            assert!((LOW_STEP..=HIGH_STEP).contains(&rise), "ratios {ratios:?}");
        }
    }

    #[test]
    fn a_count_far_over_its_budget_is_known_at_once() {
        let estimate = count_nodes(20, 10_000_000_000).expect("an estimate");
        assert!(estimate.low > 1e10, "{estimate:?}");
        assert!(estimate.spent < 1_000_000, "{estimate:?}");
    }
}
