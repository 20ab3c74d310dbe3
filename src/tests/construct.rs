//! Tours by construction against the existence theorems: on every board
//! with both sides from 5 to 40, from the corners and the centre, open and
//! closed, a tour is built exactly where the theorems allow one, and every
//! tour passes the validator written apart from the solvers. The generated
//! pieces are current.

use crate::MoveOrder;
use crate::TourSpec;
use crate::knight::construct::construct;
use crate::knight::construct::pieces::generate as generate_pieces;
use crate::knight::validate::check_tour;
use crate::{Board, Square};

fn spec(board: Board, start: Square, closed: bool) -> TourSpec {
    TourSpec {
        board,
        start,
        end: None,
        closed,
        order: MoveOrder::textbook(),
    }
}

/// Constructs and validates; returns whether a tour was built.
fn built(board: Board, start: Square, closed: bool) -> bool {
    match construct(&spec(board, start, closed)) {
        Some(tour) => {
            check_tour(board, &tour.square_list(), start, None, closed)
                .unwrap_or_else(|e| panic!("{board} from {start}, closed {closed}: {e}"));
            true
        }
        None => false,
    }
}

/// Whether a tour exists with both sides at least 5: closed tours unless
/// both sides are odd (Schwenk 1991); open tours from any square, but from
/// the corner colour only when the number of squares is odd.
fn exists(board: Board, start: Square, closed: bool) -> bool {
    let both_odd = board.files % 2 == 1 && board.ranks % 2 == 1;
    if closed {
        !both_odd
    } else {
        !both_odd || start.is_dark()
    }
}

fn corners_and_centre(board: Board) -> [Square; 5] {
    let (f, r) = (board.files - 1, board.ranks - 1);
    [
        Square { file: 0, rank: 0 },
        Square { file: f, rank: 0 },
        Square { file: 0, rank: r },
        Square { file: f, rank: r },
        Square {
            file: f / 2,
            rank: r / 2,
        },
    ]
}

#[test]
fn the_committed_pieces_are_what_the_generator_makes() {
    let committed = include_str!("../knight/construct/pieces.txt");
    assert_eq!(
        generate_pieces(),
        committed,
        "pieces.txt is stale: run `cargo run --release --example knight-pieces`"
    );
}

#[test]
fn built_exactly_where_the_theorems_allow_on_boards_5_to_16() {
    built_where_the_theorems_allow(16);
}

#[test]
#[ignore = "slow oracle (minutes): cargo test --release -- --ignored"]
fn built_exactly_where_the_theorems_allow_on_boards_5_to_40() {
    built_where_the_theorems_allow(40);
}

/// The construction on every board with sides 5 to `max`, from the corners
/// and the centre, open and closed, against the theorems.
fn built_where_the_theorems_allow(max: u32) {
    let mut tours = 0;
    for files in 5..=max {
        for ranks in 5..=max {
            let board = Board::new(files, ranks).unwrap();
            for start in corners_and_centre(board) {
                for closed in [false, true] {
                    let made = built(board, start, closed);
                    assert_eq!(
                        made,
                        exists(board, start, closed),
                        "{board} {start} {closed}"
                    );
                    tours += usize::from(made);
                }
            }
        }
    }
    eprintln!("{tours} tours built and validated");
}

#[test]
fn odd_boards_from_every_square_of_the_corner_colour() {
    for files in (5..=21).step_by(2) {
        for ranks in (5..=21).step_by(2) {
            let board = Board::new(files, ranks).unwrap();
            for index in 0..board.area() {
                let start = board.square(index);
                assert_eq!(
                    built(board, start, false),
                    start.is_dark(),
                    "{board} {start}"
                );
            }
        }
    }
}

#[test]
fn even_boards_from_every_square() {
    for (files, ranks) in [(5, 6), (6, 6), (8, 8), (7, 10), (12, 9), (16, 16)] {
        let board = Board::new(files, ranks).unwrap();
        for index in 0..board.area() {
            let start = board.square(index);
            assert!(
                built(board, start, false) && built(board, start, true),
                "{board} {start}"
            );
        }
    }
}

#[test]
fn boards_with_a_side_under_5_are_left_to_other_methods() {
    for (files, ranks) in [(3, 10), (4, 12), (12, 4), (10, 3), (1, 1), (2, 8)] {
        let board = Board::new(files, ranks).unwrap();
        assert!(!built(board, Square { file: 0, rank: 0 }, false), "{board}");
    }
}

#[test]
fn a_thousand_squares_a_side() {
    for (files, ranks, closed) in [(1000, 1000, true), (999, 1001, false), (1000, 5, true)] {
        let board = Board::new(files, ranks).unwrap();
        let centre = Square {
            file: files / 2,
            rank: ranks / 2,
        };
        let start = if centre.is_dark() {
            centre
        } else {
            Square { file: 0, rank: 0 }
        };
        assert!(built(board, start, closed), "{board}");
    }
}

#[test]
#[ignore = "large: 100 million squares; CI runs it with --ignored"]
fn ten_thousand_squares_a_side() {
    for (files, ranks, closed) in [(10_000, 10_000, true), (9_999, 9_999, false)] {
        let board = Board::new(files, ranks).unwrap();
        assert!(built(board, Square { file: 0, rank: 0 }, closed), "{board}");
    }
}

/// Whether a tour from `start` to `end` exists by colour alone, on a board
/// with both sides at least 5.
fn colours_allow(board: Board, start: Square, end: Square) -> bool {
    if board.area() % 2 == 1 {
        start.is_dark() && end.is_dark()
    } else {
        start.is_dark() != end.is_dark()
    }
}

/// Builds tours between `pairs` pairs of squares (those colour allows) of
/// every board from 5x5 to 30x30, checks each, and requires the pairs the
/// corridor misses (left to the search) to stay rare.
fn tours_between_two_squares_on(pairs: usize) {
    let mut failed = Vec::new();
    let mut made = 0;
    for files in 5..=30u32 {
        for ranks in 5..=30u32 {
            let board = Board::new(files, ranks).unwrap();
            let area = board.area();
            for k in 0..pairs {
                let start = board.square((k * 7919) % area);
                let end = board.square((k * 104_729 + 13) % area);
                if start == end || !colours_allow(board, start, end) {
                    continue;
                }
                let spec = TourSpec {
                    end: Some(end),
                    ..spec(board, start, false)
                };
                match construct(&spec) {
                    Some(tour) => {
                        check_tour(board, &tour.square_list(), start, Some(end), false)
                            .unwrap_or_else(|e| panic!("{board} {start}-{end}: {e}"));
                        made += 1;
                    }
                    None => failed.push(format!("{board} {start}-{end}")),
                }
            }
        }
    }
    let wide: Vec<_> = failed
        .iter()
        .filter(|f| !f.starts_with("5x") && !f.contains("x5 "))
        .collect();
    println!(
        "{made} built, {} not built, {} of them with both sides over 5: {wide:?}",
        failed.len(),
        wide.len()
    );
    assert!(wide.len() * 1000 < made, "{wide:?}");
}

#[test]
fn tours_between_two_squares() {
    tours_between_two_squares_on(10);
}

/// The same with four times the pairs (15 seconds).
#[test]
#[ignore = "slow: cargo test --release -- --ignored"]
fn tours_between_forty_pairs_of_squares() {
    tours_between_two_squares_on(40);
}
