//! The sweep of narrow boards against plain naive backtracking: it finds a
//! tour exactly when the naive search does, on every start (and every start
//! and end) of the small 3 x n and 4 x n boards and their transposes; every
//! tour goes through the independent validator; long boards are answered
//! from every start.

mod common;

use common::spec;

use boardfig::TourSpec;
use boardfig::testing::knight::check_tour;
use boardfig::testing::knight::{strip_tour, strip_tour_with_stats};
use boardfig::{Board, Square};
use boardfig::{Outcome, Proof, Tour};
use common::{Naive, naive_tour};

/// Node cap of the naive search.
const CAP: u64 = 1_000_000;

/// Tallies of one sweep of cases.
#[derive(Default, Debug)]
struct Tally {
    found: usize,
    none: usize,
    oracle_capped: usize,
}

/// The sweep's answer, every tour checked: whether a tour was found.
fn sweep_finds(spec: &TourSpec) -> bool {
    let outcome = strip_tour(spec).unwrap_or_else(|| panic!("{spec:?}: not handled"));
    checked(spec, outcome)
}

/// Whether the outcome is a tour, checked by the validator.
fn checked(spec: &TourSpec, outcome: Outcome<Tour>) -> bool {
    match outcome {
        Outcome::Found(tour) => {
            check_tour(
                spec.board,
                &tour.square_list(),
                spec.start,
                spec.end,
                spec.closed,
            )
            .unwrap_or_else(|e| panic!("{spec:?}: invalid tour: {e}"));
            assert_eq!(tour.board, spec.board);
            assert_eq!(tour.closed, spec.closed);
            true
        }
        Outcome::NotFound(_) => false,
        Outcome::BudgetSpent => panic!("{spec:?}: the sweep has no budget"),
    }
}

/// Compares the sweep with the naive search on one case.
fn compare(spec: &TourSpec, cap: u64, tally: &mut Tally) {
    let found = sweep_finds(spec);
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
        Naive::Tour(_) => {
            assert!(found, "{spec:?}: naive found a tour, the sweep none");
            tally.found += 1;
        }
        Naive::None => {
            assert!(!found, "{spec:?}: naive found none, the sweep one");
            tally.none += 1;
        }
    }
}

/// Narrow boards: short side `sides`, long side up to `longest`, both ways.
fn narrow(sides: &[u32], longest: u32) -> Vec<Board> {
    let mut boards = Vec::new();
    for &short in sides {
        for long in 1..=longest {
            boards.push(Board::new(short, long).unwrap());
            if long != short {
                boards.push(Board::new(long, short).unwrap());
            }
        }
    }
    boards
}

fn squares(board: Board) -> impl Iterator<Item = Square> {
    (0..board.area()).map(move |i| board.square(i))
}

fn every_start(boards: &[Board], closed: bool) -> Tally {
    let mut tally = Tally::default();
    for &board in boards {
        for start in squares(board) {
            compare(&spec(board, start, None, closed), CAP, &mut tally);
        }
    }
    tally
}

#[test]
fn open_tours_match_naive_from_every_start() {
    let tally = every_start(&narrow(&[1, 2, 3, 4], 7), false);
    eprintln!("open, every start: {tally:?}");
    assert!(tally.found >= 100, "{tally:?}");
    assert!(tally.none >= 300, "{tally:?}");
}

#[test]
fn closed_tours_match_naive_from_every_start() {
    let tally = every_start(&narrow(&[3, 4], 7), true);
    eprintln!("closed, every start: {tally:?}");
    assert!(tally.none >= 250, "{tally:?}");
}

#[test]
fn tours_with_an_end_match_naive_on_every_pair() {
    let mut tally = Tally::default();
    for board in narrow(&[3, 4], 5) {
        for start in squares(board) {
            for end in squares(board) {
                if end != start {
                    compare(&spec(board, start, Some(end), false), CAP, &mut tally);
                }
            }
        }
    }
    eprintln!("with an end: {tally:?}");
    assert!(tally.found >= 50, "{tally:?}");
}

#[test]
fn five_wide_boards_match_naive() {
    let mut tally = Tally::default();
    for (files, ranks, start) in [(5, 5, "a1"), (5, 5, "c3"), (5, 5, "b2"), (6, 5, "a1")] {
        let board = Board::new(files, ranks).unwrap();
        let s = spec(board, start.parse().unwrap(), None, false);
        compare(&s, 50 * CAP, &mut tally);
    }
    eprintln!("5 x n: {tally:?}");
    assert!(tally.oracle_capped <= 1, "{tally:?}");
}

/// Whether a square is on one of the two outer files of a board.
fn on_outer_line(board: Board, sq: Square) -> bool {
    sq.file == 0 || sq.file == board.files - 1
}

/// On 4 x n the squares of the two outer lines touch only inner squares,
/// and there are as many of each, so an open tour starts and ends on an
/// outer square.
#[test]
fn long_narrow_boards_are_answered_from_every_start() {
    let mut tally = Tally::default();
    let boards = narrow(&[3], 60)
        .into_iter()
        .chain([Board::new(4, 60).unwrap()]);
    for board in boards {
        for start in squares(board) {
            if sweep_finds(&spec(board, start, None, false)) {
                assert!(
                    board.files != 4 || on_outer_line(board, start),
                    "{board} {start}"
                );
                tally.found += 1;
            } else {
                tally.none += 1;
            }
        }
    }
    eprintln!("3 x n up to n = 60 and 4 x 60, every start: {tally:?}");
    assert!(tally.found > tally.none, "{tally:?}");
}

/// No open tour of 4 x n starts in the centre (see above).
#[test]
fn ten_thousand_long_boards_from_a_corner_and_the_centre() {
    for (files, ranks) in [(3, 10_000), (4, 10_000), (10_000, 3), (10_000, 4)] {
        let board = Board::new(files, ranks).unwrap();
        let corner = Square { file: 0, rank: 0 };
        let centre = Square {
            file: files / 2,
            rank: ranks / 2,
        };
        let edge = Square {
            file: if files == 4 { 0 } else { files / 2 },
            rank: if ranks == 4 { 0 } else { ranks / 2 },
        };
        let narrow_side = files.min(ranks);
        for (start, exists) in [(corner, true), (centre, narrow_side == 3), (edge, true)] {
            let s = spec(board, start, None, false);
            let (outcome, stats) = strip_tour_with_stats(&s).unwrap();
            eprintln!("{board} from {start}: {stats:?}");
            assert_eq!(
                matches!(outcome, Outcome::Found(_)),
                exists,
                "{board} from {start}"
            );
            assert_eq!(sweep_finds(&s), exists);
        }
    }
}

/// 3 x n has a closed tour exactly when n is even and at least 10, and
/// 4 x n never has one (Schwenk 1991).
#[test]
fn closed_tours_exist_as_schwenk_says() {
    for long in 3..=40 {
        for (files, ranks) in [(3, long), (long, 3), (4, long)] {
            let board = Board::new(files, ranks).unwrap();
            let (short, long) = (files.min(ranks), files.max(ranks));
            let exists = short == 3 && long % 2 == 0 && long >= 10;
            for start in [Square { file: 0, rank: 0 }, board.square(board.area() / 2)] {
                let s = spec(board, start, None, true);
                assert_eq!(sweep_finds(&s), exists, "{board} from {start}");
            }
        }
    }
}

#[test]
fn wide_boards_and_squares_off_the_board_are_not_handled() {
    let a1 = Square { file: 0, rank: 0 };
    assert!(strip_tour(&spec(Board::new(6, 6).unwrap(), a1, None, false)).is_none());
    let off = Square { file: 4, rank: 0 };
    assert!(strip_tour(&spec(Board::new(4, 9).unwrap(), off, None, false)).is_none());
    assert!(strip_tour(&spec(Board::new(4, 9).unwrap(), a1, Some(off), false)).is_none());
}

#[test]
fn degenerate_specs_are_settled() {
    let a1 = Square { file: 0, rank: 0 };
    let one = Board::new(1, 1).unwrap();
    for end in [None, Some(a1)] {
        assert!(sweep_finds(&spec(one, a1, end, false)));
    }
    // One square has no closed tour: there is no move back to the start.
    let outcome = strip_tour(&spec(one, a1, None, true)).unwrap();
    assert!(matches!(outcome, Outcome::NotFound(Proof::Theorem(_))));
    let board = Board::new(3, 4).unwrap();
    let outcome = strip_tour(&spec(board, a1, Some(a1), false)).unwrap();
    assert!(matches!(outcome, Outcome::NotFound(Proof::Theorem(_))));
    // A closed tour with an end: the end must be a knight's move away.
    let board = Board::new(3, 10).unwrap();
    let b3 = Square { file: 1, rank: 2 };
    assert!(sweep_finds(&spec(board, a1, Some(b3), true)));
    let a2 = Square { file: 0, rank: 1 };
    let outcome = strip_tour(&spec(board, a1, Some(a2), true)).unwrap();
    assert!(matches!(outcome, Outcome::NotFound(Proof::Theorem(_))));
}

#[test]
fn the_same_tour_on_every_run() {
    let board = Board::new(4, 12).unwrap();
    let s = spec(board, Square { file: 1, rank: 5 }, None, false);
    assert_eq!(strip_tour(&s), strip_tour(&s));
}
