//! Warnsdorff's rule: every tour it returns passes the validator.

use super::common;

use common::spec;

use crate::Outcome;
use crate::knight::existence::impossibility;
use crate::knight::validate::check_tour;
use crate::knight::warnsdorff::warnsdorff_tour;
use crate::{Board, Square};

#[test]
fn open_tours_from_every_square_of_boards_5_to_16() {
    for side in 5..=16 {
        let board = Board::new(side, side).unwrap();
        for i in 0..board.area() {
            let s = spec(board, board.square(i), None, false);
            if impossibility(&s).is_some() {
                continue;
            }
            match warnsdorff_tour(&s, 10_000_000).0 {
                Outcome::Found(tour) => {
                    check_tour(board, &tour.square_list(), s.start, None, false).unwrap();
                }
                other => panic!("{board} from {}: {other:?}", s.start),
            }
        }
    }
}

#[test]
fn closed_tours_and_tours_with_an_end() {
    for (w, h) in [(6, 6), (8, 8), (10, 10), (12, 9), (5, 8), (30, 30)] {
        let board = Board::new(w, h).unwrap();
        let start = Square { file: 0, rank: 0 };
        let closed = spec(board, start, None, true);
        if let Outcome::Found(tour) = warnsdorff_tour(&closed, 10_000_000).0 {
            check_tour(board, &tour.square_list(), start, None, true).unwrap();
        } else {
            panic!("{board}: no closed tour");
        }
        let end = Square {
            file: w - 1,
            rank: 0,
        };
        let ended = spec(board, start, Some(end), false);
        if impossibility(&ended).is_none() {
            match warnsdorff_tour(&ended, 10_000_000).0 {
                Outcome::Found(tour) => {
                    check_tour(board, &tour.square_list(), start, Some(end), false).unwrap();
                }
                other => panic!("{board} to {end}: {other:?}"),
            }
        }
    }
}

#[test]
fn a_1000x1000_tour_is_valid() {
    let board = Board::new(1000, 1000).unwrap();
    let start = Square { file: 0, rank: 0 };
    let Outcome::Found(tour) = warnsdorff_tour(&spec(board, start, None, false), 5_000_000).0
    else {
        panic!("no tour")
    };
    check_tour(board, &tour.square_list(), start, None, false).unwrap();
}
