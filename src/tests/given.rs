//! Answers that complete what is given, against plain naive searches.
//! Tours that continue squares given (`--path`): the exact searches
//! (pruned and plain) find the naive search's first tour from the same
//! squares or agree that there is none; a rule's dead end is never claimed
//! where the naive search finds a tour; Warnsdorff's rule finds a tour
//! exactly where one exists. Every tour goes through the independent
//! validator and begins with the squares given. Queens placed (`--place`):
//! the first completion, every one and their number are those of the
//! naive permutation search's solutions that hold the placed queens.

use super::common::{Naive, naive_count_after, naive_queens, naive_tour_after, spec};

use crate::knight::backtrack::{count_tours_after, dead_end, first_tour_after};
use crate::knight::moves::is_knight_move;
use crate::knight::validate::check_tour;
use crate::knight::{TourSpec, plain};
use crate::queens::validate::check_placement;
use crate::solution::{Outcome, Proof};
use crate::solve::{
    KnightMethod, QueensFound, QueensMethod, QueensQuery, QueensQuestion, complete_knight,
    complete_queens,
};
use crate::{Board, Square};

/// Every path of `length` squares from `start` (knight's moves, no square
/// twice), in the spec's move order.
fn paths(spec: &TourSpec, length: usize) -> Vec<Vec<Square>> {
    fn grow(spec: &TourSpec, length: usize, path: &mut Vec<Square>, done: &mut Vec<Vec<Square>>) {
        if path.len() == length {
            done.push(path.clone());
            return;
        }
        let here = *path.last().unwrap();
        for (df, dr) in spec.order.deltas {
            let (f, r) = (
                i64::from(here.file) + i64::from(df),
                i64::from(here.rank) + i64::from(dr),
            );
            let Ok(file) = u32::try_from(f) else { continue };
            let Ok(rank) = u32::try_from(r) else { continue };
            let to = Square { file, rank };
            if spec.board.contains(to) && !path.contains(&to) {
                path.push(to);
                grow(spec, length, path, done);
                path.pop();
            }
        }
    }
    let mut done = Vec::new();
    grow(spec, length, &mut vec![spec.start], &mut done);
    done
}

/// Checks a tour found from `given`: valid for the spec, and beginning
/// with the squares given.
fn check_continues(spec: &TourSpec, given: &[Square], squares: &[Square]) {
    check_tour(spec.board, squares, spec.start, spec.end, spec.closed)
        .unwrap_or_else(|e| panic!("{given:?}: {e}"));
    assert_eq!(&squares[..given.len()], given);
    assert!(squares.windows(2).all(|w| is_knight_move(w[0], w[1])));
}

/// Compares every search from every path of `length` squares from the
/// spec's start with the naive search; returns how many paths had a tour
/// and how many a rule's dead end.
fn compare(spec: &TourSpec, length: usize) -> (usize, usize) {
    let (mut toured, mut dead) = (0, 0);
    for given in paths(spec, length) {
        let naive = naive_tour_after(
            spec.board,
            &given,
            spec.end,
            spec.closed,
            &spec.order.deltas,
            50_000_000,
        );
        let (pruned, _) = first_tour_after(spec, &given, u64::MAX, None);
        let (plain, _) = plain::first_tour_after(spec, &given, u64::MAX, &mut ());
        assert_eq!(pruned, plain, "{given:?}");
        let answer =
            complete_knight(spec, &given, KnightMethod::Backtrack, Some(u64::MAX)).unwrap();
        let warnsdorff =
            complete_knight(spec, &given, KnightMethod::Warnsdorff, Some(u64::MAX)).unwrap();
        match naive {
            Naive::Tour(squares) => {
                toured += 1;
                let Outcome::Found(tour) = &pruned else {
                    panic!("{given:?}: the naive search found {squares:?}, the pruned {pruned:?}")
                };
                assert_eq!(tour.square_list(), squares, "{given:?}");
                assert_eq!(answer.outcome, pruned, "{given:?}");
                check_continues(spec, &given, &squares);
                let Outcome::Found(by_rule) = &warnsdorff.outcome else {
                    panic!("{given:?}: Warnsdorff's rule found none")
                };
                check_continues(spec, &given, &by_rule.square_list());
                assert_eq!(dead_end(spec, &given), None, "{given:?}");
            }
            Naive::None => {
                assert!(matches!(pruned, Outcome::NotFound(_)), "{given:?}");
                assert!(matches!(answer.outcome, Outcome::NotFound(_)), "{given:?}");
                assert!(
                    matches!(warnsdorff.outcome, Outcome::NotFound(_)),
                    "{given:?}"
                );
                if let Outcome::NotFound(Proof::DeadEnd { at, cut }) = answer.outcome {
                    assert_eq!(at, *given.last().unwrap());
                    assert_eq!(dead_end(spec, &given), Some(cut));
                    dead += 1;
                }
            }
            Naive::Capped => panic!("{given:?}: the naive search passed its cap"),
        }
    }
    (toured, dead)
}

#[test]
fn searches_from_given_squares_agree_with_the_naive_search() {
    let five = Board::new(5, 5).unwrap();
    let a1 = Square { file: 0, rank: 0 };
    let c3 = Square { file: 2, rank: 2 };
    let (toured, dead) = compare(&spec(five, a1, None, false), 4);
    assert!(toured > 0 && dead > 0, "{toured} toured, {dead} dead ends");
    let (toured, _) = compare(&spec(five, c3, None, false), 4);
    assert!(toured > 0);
    let e5 = Square { file: 4, rank: 4 };
    compare(&spec(five, a1, Some(e5), false), 5);
}

#[test]
#[ignore = "slow (about half a minute): CI runs it with --ignored"]
fn closed_searches_from_given_squares_agree_with_the_naive_search() {
    let five_by_six = Board::new(5, 6).unwrap();
    let a1 = Square { file: 0, rank: 0 };
    let (toured, _) = compare(&spec(five_by_six, a1, None, true), 6);
    assert!(toured > 0);
}

#[test]
fn a_whole_tour_given_is_its_own_completion() {
    let board = Board::new(5, 5).unwrap();
    let a1 = Square { file: 0, rank: 0 };
    let spec = spec(board, a1, None, false);
    let answer = complete_knight(&spec, &[a1], KnightMethod::Backtrack, None).unwrap();
    let Outcome::Found(tour) = answer.outcome else {
        panic!("5x5 has a tour from a1")
    };
    let squares = tour.square_list();
    let again = complete_knight(&spec, &squares, KnightMethod::Auto, None).unwrap();
    assert_eq!(again.outcome, Outcome::Found(tour));
}

/// The queens query of n asking `question`, keeping every placement.
fn queens_query(n: usize, question: QueensQuestion) -> QueensQuery {
    QueensQuery {
        n,
        question,
        fundamental: false,
        method: QueensMethod::Auto,
        budget: None,
        keep: usize::MAX,
    }
}

/// Whether two queens attack each other, as the rules of chess say.
fn attack(a: Square, b: Square) -> bool {
    a.rank == b.rank || a.file == b.file || a.file.abs_diff(b.file) == a.rank.abs_diff(b.rank)
}

#[test]
fn completions_of_placed_queens_are_the_naive_solutions_that_hold_them() {
    let mut compared = (0, 0, 0);
    for n in 1..=7 {
        let every = naive_queens(n);
        let squares: Vec<Square> = (0..n * n)
            .map(|i| Square {
                file: (i % n) as u32,
                rank: (i / n) as u32,
            })
            .collect();
        // Every single queen, and every pair of queens on the first two
        // ranks and the last.
        let mut cases: Vec<Vec<Square>> = squares.iter().map(|&sq| vec![sq]).collect();
        for &a in squares.iter().filter(|sq| sq.rank < 2) {
            for &b in squares.iter().filter(|sq| sq.rank + 1 == n as u32) {
                if a != b {
                    cases.push(vec![a, b]);
                }
            }
        }
        for place in cases {
            let holding: Vec<Vec<u32>> = every
                .iter()
                .filter(|columns| place.iter().all(|sq| columns[sq.rank as usize] == sq.file))
                .cloned()
                .collect();
            let all = complete_queens(&queens_query(n, QueensQuestion::All), &place);
            let first = complete_queens(&queens_query(n, QueensQuestion::First), &place);
            let count = complete_queens(&queens_query(n, QueensQuestion::Count), &place);
            let columns = |answer: &crate::QueensAnswer| -> Vec<Vec<u32>> {
                answer
                    .placements()
                    .iter()
                    .map(|p| p.columns.clone())
                    .collect()
            };
            assert_eq!(columns(&all), holding, "n = {n}, {place:?}");
            assert_eq!(
                columns(&first),
                holding.iter().take(1).cloned().collect::<Vec<_>>()
            );
            let attacking = place.len() == 2 && attack(place[0], place[1]);
            if !attacking {
                assert_eq!(
                    count.outcome,
                    Outcome::Found(QueensFound::Count(holding.len() as u64)),
                    "n = {n}, {place:?}"
                );
            }
            for columns in columns(&all) {
                check_placement(n, &columns).unwrap();
            }
            match &first.outcome {
                Outcome::NotFound(Proof::Attacking(a, b)) => {
                    assert!(attacking && attack(*a, *b), "n = {n}, {place:?}");
                    assert!(holding.is_empty());
                    assert_eq!(count.outcome, first.outcome);
                    compared.2 += 1;
                }
                Outcome::NotFound(Proof::Exhausted) => {
                    assert!(!attacking && holding.is_empty());
                    compared.1 += 1;
                }
                Outcome::Found(_) => compared.0 += 1,
                other => panic!("n = {n}, {place:?}: {other:?}"),
            }
        }
    }
    let (found, exhausted, attacking) = compared;
    assert!(found > 0 && exhausted > 0 && attacking > 0, "{compared:?}");
}

/// The capped count of the tours that continue a path (what a worksheet
/// asks to tell one completion from several) is the naive count, capped,
/// for every path of 6 and of 11 squares from a1 and c3 on 5x5.
#[test]
fn counts_of_continuations_up_to_a_cap_match_the_naive_count() {
    let (mut one, mut several) = (0, 0);
    let board = Board::new(5, 5).unwrap();
    for start in ["a1", "c3"] {
        let spec = spec(board, start.parse().unwrap(), None, false);
        for length in [6, 11] {
            for given in paths(&spec, length) {
                let naive = naive_count_after(spec.board, &given);
                for cap in [1, 2, 5] {
                    let (counted, _) = count_tours_after(&spec, &given, cap, u64::MAX);
                    assert_eq!(
                        counted,
                        Outcome::Found(naive.min(cap)),
                        "{given:?} cap {cap}"
                    );
                }
                match naive {
                    1 => one += 1,
                    2.. => several += 1,
                    0 => {}
                }
            }
        }
    }
    assert!(one > 10 && several > 10, "{one} {several}");
}
