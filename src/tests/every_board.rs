//! Every board with sides from 3 to 20, from each corner and the centre,
//! open and closed, as `--method auto` answers it: a tour that passes the
//! validator written apart from the solvers, or a proof that none exists;
//! never a search that gives up.

use crate::KnightMethod;
use crate::MoveOrder;
use crate::TourSpec;
use crate::knight::validate::check_tour;
use crate::solve_knight;
use crate::{Board, Square};
use crate::{Outcome, Proof};

#[test]
fn every_board_from_3_to_12_is_answered() {
    every_board_is_answered(12);
}

#[test]
#[ignore = "slow oracle (minutes): cargo test --release -- --ignored"]
fn every_board_from_3_to_20_is_answered() {
    every_board_is_answered(20);
}

/// `--method auto` on every board with sides 3 to `max`.
fn every_board_is_answered(max: u32) {
    let (mut tours, mut theorems, mut exhausted) = (0, 0, 0);
    let mut unanswered = Vec::new();
    for files in 3..=max {
        for ranks in 3..=max {
            let board = Board::new(files, ranks).unwrap();
            let (f, r) = (files - 1, ranks - 1);
            let starts = [(0, 0), (f, 0), (0, r), (f, r), (f / 2, r / 2)];
            for (file, rank) in starts {
                let start = Square { file, rank };
                for closed in [false, true] {
                    let spec = TourSpec {
                        board,
                        start,
                        end: None,
                        closed,
                        order: MoveOrder::textbook(),
                    };
                    let answer = solve_knight(&spec, KnightMethod::Auto, None).unwrap();
                    match answer.outcome {
                        Outcome::Found(tour) => {
                            check_tour(board, &tour.square_list(), start, None, closed)
                                .unwrap_or_else(|e| panic!("{board} {start} {closed}: {e}"));
                            tours += 1;
                        }
                        Outcome::NotFound(Proof::Theorem(_)) => theorems += 1,
                        Outcome::NotFound(Proof::Exhausted) => exhausted += 1,
                        Outcome::NotFound(
                            proof @ (Proof::DeadEnd { .. } | Proof::Attacking(..)),
                        ) => {
                            panic!("{board} {start} {closed}: no squares were given: {proof:?}")
                        }
                        Outcome::BudgetSpent => {
                            unanswered.push(format!("{board} {start} {closed}"));
                        }
                    }
                }
            }
        }
    }
    eprintln!("{tours} tours, {theorems} theorems, {exhausted} exhausted searches");
    assert!(
        unanswered.is_empty(),
        "{} unanswered: {unanswered:?}",
        unanswered.len()
    );
}
