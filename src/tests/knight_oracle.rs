//! The pruned exact search against plain naive backtracking: same first tour,
//! same "none", on every start square of every board up to 6x6, for each
//! preset order; every tour through the independent validator.

use super::common;

use crate::MoveOrder;
use crate::Outcome;
use crate::TourSpec;
use crate::knight::backtrack::first_tour;
use crate::knight::existence::impossibility;
use crate::knight::moves::PRESETS;
use crate::knight::validate::check_tour;
use crate::{Board, Square};
use common::{Naive, naive_tour};

/// Tallies of one sweep: how many cases were compared with the oracle and
/// how many the oracle could not finish within its cap.
#[derive(Default, Debug)]
struct Tally {
    compared: usize,
    oracle_capped: usize,
}

fn check_case(spec: &TourSpec, cap: u64, tally: &mut Tally) {
    let (pruned, _) = first_tour(spec, u64::MAX, None);
    if let Outcome::Found(tour) = &pruned {
        check_tour(
            spec.board,
            &tour.square_list(),
            spec.start,
            spec.end,
            spec.closed,
        )
        .unwrap_or_else(|e| panic!("{spec:?}: invalid tour: {e}"));
    }
    if let Some(reason) = impossibility(spec) {
        assert!(
            !matches!(pruned, Outcome::Found(_)),
            "{spec:?}: theorem `{reason}` but a tour was found"
        );
    }
    let naive = naive_tour(
        spec.board,
        spec.start,
        spec.end,
        spec.closed,
        &spec.order.deltas,
        cap,
    );
    match naive {
        Naive::Capped => tally.oracle_capped += 1,
        Naive::Tour(expected) => {
            tally.compared += 1;
            match pruned {
                Outcome::Found(tour) => assert_eq!(tour.square_list(), expected, "{spec:?}"),
                other => panic!("{spec:?}: naive found a tour, pruned said {other:?}"),
            }
        }
        Naive::None => {
            tally.compared += 1;
            assert!(
                matches!(pruned, Outcome::NotFound(_)),
                "{spec:?}: naive found none, pruned said {pruned:?}"
            );
        }
    }
}

fn boards(max: u32) -> impl Iterator<Item = Board> {
    (1..=max).flat_map(move |w| (1..=max).map(move |h| Board::new(w, h).unwrap()))
}

fn orders() -> impl Iterator<Item = MoveOrder> {
    PRESETS
        .iter()
        .map(|(name, _)| MoveOrder::preset(name).unwrap())
}

fn spec(
    board: Board,
    start: Square,
    end: Option<Square>,
    closed: bool,
    order: MoveOrder,
) -> TourSpec {
    TourSpec {
        board,
        start,
        end,
        closed,
        order,
    }
}

/// Every start square of every board up to `max` x `max`, for each preset
/// order.
fn every_start_up_to(max: u32, closed: bool) -> Tally {
    let mut tally = Tally::default();
    for order in orders() {
        for board in boards(max) {
            for i in 0..board.area() {
                let s = spec(board, board.square(i), None, closed, order);
                check_case(&s, 10_000_000, &mut tally);
            }
        }
    }
    tally
}

#[test]
fn open_tours_match_naive_on_every_start_up_to_5x5() {
    let tally = every_start_up_to(5, false);
    eprintln!("open: {tally:?}");
    // 3 orders x (every start of every board up to 5x5) = 3 x 225 cases.
    assert_eq!(tally.compared + tally.oracle_capped, 3 * 225);
    assert_eq!(tally.oracle_capped, 0, "{tally:?}");
}

#[test]
fn closed_tours_match_naive_on_every_start_up_to_5x5() {
    let tally = every_start_up_to(5, true);
    eprintln!("closed: {tally:?}");
    assert_eq!(tally.compared + tally.oracle_capped, 3 * 225);
    assert_eq!(tally.oracle_capped, 0, "{tally:?}");
}

#[test]
#[ignore = "slow oracle (minutes): cargo test --release -- --ignored"]
fn open_tours_match_naive_on_every_start_up_to_6x6() {
    let tally = every_start_up_to(6, false);
    eprintln!("open: {tally:?}");
    // 3 orders x (every start of every board up to 6x6) = 3 x 441 cases.
    assert_eq!(tally.compared + tally.oracle_capped, 3 * 441);
    assert!(tally.compared >= 1250, "{tally:?}");
}

#[test]
#[ignore = "slow oracle (minutes): cargo test --release -- --ignored"]
fn closed_tours_match_naive_on_every_start_up_to_6x6() {
    let tally = every_start_up_to(6, true);
    eprintln!("closed: {tally:?}");
    assert_eq!(tally.compared + tally.oracle_capped, 3 * 441);
    assert!(tally.compared >= 1200, "{tally:?}");
}

#[test]
fn tours_with_an_end_match_naive_on_every_pair_up_to_4x4() {
    let mut tally = Tally::default();
    for order in orders() {
        for board in boards(4) {
            for i in 0..board.area() {
                for j in (0..board.area()).filter(|&j| j != i) {
                    let s = spec(board, board.square(i), Some(board.square(j)), false, order);
                    check_case(&s, 5_000_000, &mut tally);
                }
            }
        }
    }
    eprintln!("with an end: {tally:?}");
    assert_eq!(tally.oracle_capped, 0, "{tally:?}");
    assert!(tally.compared >= 1000, "{tally:?}");
}

#[test]
#[ignore = "slow oracle (minutes): cargo test --release -- --ignored"]
fn tours_with_an_end_match_naive_on_every_pair_up_to_5x5_and_3xn_4xn() {
    let mut tally = Tally::default();
    let small: Vec<Board> = boards(5)
        .chain(
            [3, 4]
                .into_iter()
                .flat_map(|s| [Board::new(s, 6).unwrap(), Board::new(6, s).unwrap()]),
        )
        .collect();
    for order in orders() {
        for &board in &small {
            for i in 0..board.area() {
                for j in 0..board.area() {
                    if i != j {
                        let s = spec(board, board.square(i), Some(board.square(j)), false, order);
                        check_case(&s, 5_000_000, &mut tally);
                    }
                }
            }
        }
    }
    eprintln!("with an end: {tally:?}");
    assert!(tally.compared >= 13_500, "{tally:?}");
}

#[test]
fn textbook_8x8_tour_from_a1_is_the_published_one() {
    let board = Board::new(8, 8).unwrap();
    let start = Square { file: 0, rank: 0 };
    let (outcome, _) = first_tour(
        &spec(board, start, None, false, MoveOrder::textbook()),
        u64::MAX,
        None,
    );
    let Outcome::Found(tour) = outcome else {
        panic!("no tour")
    };
    check_tour(board, &tour.square_list(), start, None, false).unwrap();
    let names: Vec<String> = tour.squares().take(7).map(|s| s.to_string()).collect();
    assert_eq!(names.join(" "), "a1 b3 c5 d7 f8 h7 g5");
}

#[test]
fn textbook_8x8_tours_from_every_square_are_valid() {
    let board = Board::new(8, 8).unwrap();
    for i in 0..64 {
        let start = board.square(i);
        let (outcome, stats) = first_tour(
            &spec(board, start, None, false, MoveOrder::textbook()),
            1_000_000,
            None,
        );
        let Outcome::Found(tour) = outcome else {
            panic!("{start}: {outcome:?}")
        };
        check_tour(board, &tour.square_list(), start, None, false).unwrap();
        assert!(stats.nodes < 1_000_000);
    }
}
