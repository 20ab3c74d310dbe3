//! Queens solvers against a naive permutation search, the published counts,
//! and the independent validator.

use super::common;

use std::collections::HashSet;

use crate::queens::backtrack::Want;
use crate::queens::backtrack::solve;
use crate::queens::construct::construct;
use crate::queens::count::Counts;
use crate::queens::count::count;
use crate::queens::first::first_solution;
use crate::queens::symmetry::canonical;
use crate::queens::symmetry::is_canonical;
use crate::queens::validate::check_placement;
use crate::{Outcome, Placement, Stats};

/// OEIS A000170, n = 1..=14.
#[allow(clippy::unreadable_literal)]
const A000170: [u64; 14] = [
    1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596,
];
/// OEIS A002562, n = 1..=14.
const A002562: [u64; 14] = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752];

fn counts(n: usize) -> Counts {
    match count(n, u64::MAX, &|_, _| {}).unwrap().0 {
        Outcome::Found(counts) => counts,
        other => panic!("n = {n}: {other:?}"),
    }
}

fn all(n: usize) -> Vec<Placement> {
    match solve(n, Want::All, u64::MAX, None).0 {
        Outcome::Found(all) => all,
        Outcome::NotFound(_) => Vec::new(),
        Outcome::BudgetSpent => panic!("no budget was set"),
    }
}

#[test]
fn backtracking_matches_the_naive_search() {
    for n in 1..=8 {
        let naive = common::naive_queens(n);
        let found: Vec<Vec<u32>> = all(n).into_iter().map(|p| p.columns).collect();
        assert_eq!(found, naive, "n = {n}");
        for columns in &found {
            check_placement(n, columns).unwrap();
        }
        let first = solve(n, Want::First, u64::MAX, None).0;
        match naive.first() {
            Some(expected) => assert_eq!(
                first,
                Outcome::Found(vec![Placement {
                    columns: expected.clone()
                }])
            ),
            None => assert!(matches!(first, Outcome::NotFound(_)), "n = {n}"),
        }
    }
}

#[test]
fn counts_match_the_published_sequences() {
    for n in 1..=14 {
        let expected = Counts {
            all: A000170[n - 1],
            fundamental: A002562[n - 1],
        };
        assert_eq!(counts(n), expected, "n = {n}");
    }
    assert_eq!(all(10).len() as u64, A000170[9]);
    assert_eq!(count(28, u64::MAX, &|_, _| {}), None);
}

#[test]
fn count_of_15_matches_the_published_sequences() {
    // Past the split into tasks and the last three ranks on every frame.
    let expected = Counts {
        all: 2_279_184,
        fundamental: 285_053,
    };
    assert_eq!(counts(15), expected);
}

#[test]
fn counts_match_the_naive_search() {
    for n in 1..=8 {
        let naive = common::naive_queens(n);
        let found = counts(n);
        assert_eq!(found.all, naive.len() as u64, "n = {n}");
        let classes: HashSet<Placement> = naive
            .into_iter()
            .map(|columns| canonical(&Placement { columns }))
            .collect();
        assert_eq!(found.fundamental, classes.len() as u64, "n = {n}");
    }
}

#[test]
fn count_reports_every_task_done() {
    let seen = std::sync::Mutex::new(Vec::new());
    count(10, u64::MAX, &|done, total| {
        seen.lock().unwrap().push((done, total));
    })
    .unwrap();
    let mut seen = seen.into_inner().unwrap();
    seen.sort_unstable();
    let total = seen[0].1;
    assert!(total > 1);
    assert_eq!(
        seen,
        (1..=total).map(|done| (done, total)).collect::<Vec<_>>()
    );
}

#[test]
fn count_budget_is_deterministic_across_threads() {
    let pool = |threads| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap()
    };
    for n in [6, 10, 12] {
        let expected = Counts {
            all: A000170[n - 1],
            fundamental: A002562[n - 1],
        };
        // A complete count visits the same nodes on any number of threads,
        // and is found exactly when they fit in the budget.
        let (outcome, stats) = count(n, u64::MAX, &|_, _| {}).unwrap();
        assert_eq!(outcome, Outcome::Found(expected), "n = {n}");
        let needed = stats.nodes;
        assert!(needed > 0, "n = {n}");
        for threads in [1, 2] {
            pool(threads).install(|| {
                let run = |budget| count(n, budget, &|_, _| {}).unwrap();
                assert_eq!(
                    run(needed),
                    (Outcome::Found(expected), Stats { nodes: needed }),
                    "n = {n}, {threads} threads"
                );
                assert_eq!(
                    run(needed - 1).0,
                    Outcome::BudgetSpent,
                    "n = {n}, {threads} threads"
                );
                assert_eq!(run(needed / 2).0, Outcome::BudgetSpent, "n = {n}");
            });
        }
    }
}

#[test]
fn fundamental_solutions_are_the_smallest_of_their_class() {
    for (k, &expected) in A002562.iter().enumerate().take(10) {
        let n = k + 1;
        let listed: Vec<Placement> = all(n).into_iter().filter(is_canonical).collect();
        assert_eq!(listed.len() as u64, expected, "n = {n}");
        let classes: HashSet<Placement> = all(n).iter().map(canonical).collect();
        assert_eq!(classes.len() as u64, expected, "n = {n}");
    }
}

#[test]
fn symmetries_keep_solutions_valid() {
    for placement in all(8) {
        for image in crate::queens::symmetry::images(&placement) {
            check_placement(8, &image.columns).unwrap();
        }
    }
}

/// The lesson's rule, step by step on a list: the 1-based files, rank 1 first.
fn lesson_rule(n: usize) -> Vec<usize> {
    let r = n % 12;
    let mut list: Vec<usize> = (1..=n).filter(|k| k % 2 == 0).collect();
    if r == 3 || r == 9 {
        list.retain(|&k| k != 2);
        list.push(2);
    }
    let mut odds: Vec<usize> = (1..=n).filter(|k| k % 2 == 1).collect();
    if r == 8 {
        for pair in odds.chunks_mut(2) {
            pair.reverse();
        }
    }
    if r == 2 {
        let one = odds.iter().position(|&k| k == 1).unwrap();
        let three = odds.iter().position(|&k| k == 3).unwrap();
        odds.swap(one, three);
        odds.retain(|&k| k != 5);
        odds.push(5);
    }
    if r == 3 || r == 9 {
        odds.retain(|&k| k != 1 && k != 3);
        odds.extend([1, 3]);
    }
    list.extend(odds);
    list
}

fn files_line(placement: &Placement) -> String {
    let files: Vec<String> = placement
        .columns
        .iter()
        .map(|f| (f + 1).to_string())
        .collect();
    files.join(" ")
}

#[test]
fn construction_follows_the_lesson_for_every_n_up_to_3000() {
    assert!(construct(2).is_none());
    assert!(construct(3).is_none());
    for n in (1..=3000).filter(|&n| n != 2 && n != 3) {
        let placement = construct(n).unwrap();
        let expected: Vec<u32> = lesson_rule(n).iter().map(|&k| k as u32 - 1).collect();
        assert_eq!(placement.columns, expected, "n = {n}");
        check_placement(n, &placement.columns).unwrap_or_else(|e| panic!("n = {n}: {e}"));
    }
}

#[test]
fn construction_gives_the_lessons_examples() {
    let cases = [
        (1, "1"),
        (14, "2 4 6 8 10 12 14 3 1 7 9 11 13 5"),
        (15, "4 6 8 10 12 14 2 5 7 9 11 13 15 1 3"),
        (20, "2 4 6 8 10 12 14 16 18 20 3 1 7 5 11 9 15 13 19 17"),
    ];
    for (n, expected) in cases {
        assert_eq!(files_line(&construct(n).unwrap()), expected, "n = {n}");
    }
}

#[test]
fn construction_is_valid_for_a_million() {
    let n = 1_000_000;
    check_placement(n, &construct(n).unwrap().columns).unwrap();
}

#[test]
fn budget_stops_the_search() {
    assert_eq!(solve(30, Want::First, 1000, None).0, Outcome::BudgetSpent);
}

#[test]
fn bitboard_search_finds_the_backtracking_first_solution() {
    for n in 1..=29 {
        let (outcome, stats) = first_solution(n, u64::MAX).unwrap();
        let (expected, expected_stats) = solve(n, Want::First, u64::MAX, None);
        let outcome = match outcome {
            Outcome::Found(placement) => {
                check_placement(n, &placement.columns).unwrap();
                Outcome::Found(vec![placement])
            }
            Outcome::NotFound(proof) => Outcome::NotFound(proof),
            Outcome::BudgetSpent => panic!("no budget was set"),
        };
        assert_eq!(outcome, expected, "n = {n}");
        assert_eq!(stats, expected_stats, "n = {n}");
    }
    for n in 1..=8 {
        let first = match first_solution(n, u64::MAX).unwrap().0 {
            Outcome::Found(placement) => Some(placement.columns),
            _ => None,
        };
        assert_eq!(first.as_ref(), common::naive_queens(n).first(), "n = {n}");
    }
}

#[test]
fn bitboard_search_spends_the_budget_like_backtracking() {
    let (_, needed) = first_solution(24, u64::MAX).unwrap();
    let (outcome, stats) = first_solution(24, needed.nodes).unwrap();
    assert!(matches!(outcome, Outcome::Found(_)));
    assert_eq!(stats, needed);
    let (outcome, stats) = first_solution(24, needed.nodes - 1).unwrap();
    assert_eq!(outcome, Outcome::BudgetSpent);
    assert_eq!(stats.nodes, needed.nodes - 1);
    assert_eq!(
        solve(24, Want::First, needed.nodes - 1, None).0,
        Outcome::BudgetSpent
    );
    assert!(first_solution(0, 10).is_none());
    assert!(first_solution(65, 10).is_none());
}
