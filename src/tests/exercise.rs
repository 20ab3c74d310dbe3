//! The classic exercise's input (`W H`, the start, the end) as the command
//! line reads and answers it, through the same parsing, plan and pipeline:
//! on small boards the plain textbook search's first tour in the `listed`
//! order, square for square; on the boards where that search runs for
//! minutes (large squares, boards 3 and 4 wide, long rectangles) a tour that
//! passes the validator written apart from the solvers, or a proof that
//! there is none, and the same answer for the board turned on its side.

use crate::knight::validate::check_tour;
use crate::pipeline::knight as run_knight;
use crate::plan::Ends;
use crate::plan::exercise::exercise_job;
use crate::plan::knight as plan_knight;
use crate::solve;
use crate::{
    Board, KnightAnswer, KnightJob, KnightMethod, MoveOrder, Outcome, Proof, Square, TourSpec,
    solve_knight,
};

/// The classic input's answer, as `boardfig knight --input` computes it.
fn answer(text: &str) -> KnightAnswer {
    let job = exercise_job(text, &KnightJob::default()).unwrap();
    let plan = plan_knight(&job, Vec::new(), Ends::Exercise).unwrap();
    run_knight(&plan, &mut |_| {})
        .unwrap_or_else(|e| panic!("{text:?}: {e}"))
        .answer
}

fn input(board: Board, start: Square, end: Square) -> String {
    format!("{} {}\n{start}\n{end}\n", board.files, board.ranks)
}

fn transposed(sq: Square) -> Square {
    Square {
        file: sq.rank,
        rank: sq.file,
    }
}

/// What one case gave.
#[derive(Debug, PartialEq, Eq)]
enum Kind {
    /// The exact search's first tour in the asked order.
    First,
    /// Another method's tour (with a note saying so).
    Other,
    /// A proof that there is no tour.
    None,
}

/// Answers a case and checks it: a tour is validated, a tour that is not
/// the exact search's first one carries a note, a spent budget fails.
fn checked(board: Board, start: Square, end: Square) -> Kind {
    let text = input(board, start, end);
    let answer = answer(&text);
    match &answer.outcome {
        Outcome::Found(tour) => {
            check_tour(board, &tour.square_list(), start, Some(end), false)
                .unwrap_or_else(|e| panic!("{text:?}: {e}"));
            if answer.method == solve::KnightMethod::Backtrack {
                assert_eq!(answer.note, None, "{text:?}");
                Kind::First
            } else {
                let note = answer.note.as_deref().unwrap_or_default();
                assert!(note.contains("listed order"), "{text:?}: note {note:?}");
                Kind::Other
            }
        }
        Outcome::NotFound(_) => Kind::None,
        Outcome::BudgetSpent => panic!("{text:?}: budget spent"),
    }
}

/// A case and the same board turned on its side: each answered, and a
/// tour in one exactly where there is a tour in the other.
fn checked_both_ways(board: Board, start: Square, end: Square) -> [Kind; 2] {
    let one = checked(board, start, end);
    let side = Board::new(board.ranks, board.files).unwrap();
    let other = checked(side, transposed(start), transposed(end));
    assert_eq!(
        one == Kind::None,
        other == Kind::None,
        "{board} {start} {end}: a tour one way only"
    );
    [one, other]
}

/// Boards where the plain search from the exercise runs for minutes: the
/// squares from 21x21 to 53x53, the boards 3 and 4 wide from 16 to 40
/// long, and long rectangles (each also turned on its side by the check).
fn hard_boards() -> Vec<Board> {
    let mut sizes: Vec<(u32, u32)> = (21..=53).map(|n| (n, n)).collect();
    for long in 16..=40 {
        sizes.push((3, long));
        sizes.push((long, 4));
    }
    sizes.extend([(8, 40), (13, 34), (40, 10), (12, 37), (31, 9), (6, 35)]);
    sizes
        .into_iter()
        .map(|(files, ranks)| Board::new(files, ranks).unwrap())
        .collect()
}

/// `count` start and end pairs on `board`, drawn from a fixed sequence
/// (xorshift, seeded by the board), skipping pairs colour parity rules out
/// (they are proven at once and test nothing here).
fn pairs(board: Board, count: usize) -> Vec<(Square, Square)> {
    let area = board.area() as u64;
    let mut state = 0x9e37_79b9_7f4a_7c15 ^ (u64::from(board.files) << 32 | u64::from(board.ranks));
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % area
    };
    let colour = |sq: Square| (sq.file + sq.rank) % 2;
    let mut out = Vec::new();
    while out.len() < count {
        let start = board.square(next() as usize);
        let end = board.square(next() as usize);
        let parity_allows = if area.is_multiple_of(2) {
            colour(start) != colour(end)
        } else {
            colour(start) == 0 && colour(end) == 0
        };
        if start != end && parity_allows {
            out.push((start, end));
        }
    }
    out
}

/// Answers `per_board` pairs on every hard board both ways; returns how many
/// tours came from the exact search, how many from another method, and
/// how many proofs.
fn hard_cases(per_board: usize) -> (usize, usize, usize) {
    let (mut first, mut other, mut none) = (0, 0, 0);
    for board in hard_boards() {
        for (start, end) in pairs(board, per_board) {
            for kind in checked_both_ways(board, start, end) {
                match kind {
                    Kind::First => first += 1,
                    Kind::Other => other += 1,
                    Kind::None => none += 1,
                }
            }
        }
    }
    eprintln!(
        "{first} first tours of the exact search, {other} tours by another method, {none} proofs"
    );
    (first, other, none)
}

#[test]
fn the_boards_the_plain_search_gives_up_on_are_answered() {
    let (_, other, none) = hard_cases(1);
    assert!(
        other >= 63,
        "only {other} cases needed more than the exact search"
    );
    assert!(none > 0, "no case without a tour");
}

#[test]
#[ignore = "slow oracle (minutes): cargo test --release -- --ignored"]
fn the_boards_the_plain_search_gives_up_on_are_answered_four_pairs_each() {
    let (_, other, none) = hard_cases(4);
    assert!(
        other >= 4 * 63,
        "only {other} cases needed more than the exact search"
    );
    assert!(none > 0, "no case without a tour");
}

#[test]
fn named_hard_cases_are_answered_both_ways() {
    for text in [
        "21 21\n21 5\n6 18",
        "36 36\nb1\nb2",
        "4 21\na6\na3",
        "16 4\nd1\ne1",
        "3 27\nc25\nb24",
        "27 3\ny3\nx2",
        "31 3\nc3\nd2",
        "3 36\nc7\nb3",
        "8 40\na1\nh39",
        "13 34\ng17\nb3",
    ] {
        let job = exercise_job(text, &KnightJob::default()).unwrap();
        let (board, start, end) = (job.board.unwrap(), job.start.unwrap(), job.end.unwrap());
        checked_both_ways(board, start, end);
    }
}

/// On every board with sides 3 to 6, every start and end pair: the
/// classic input prints the exact search's first tour in the `listed`
/// order (with the theorems first; the plain textbook search's, as
/// `src/tests/knight_oracle.rs` checks), or
/// `Not Found` where that search is exhausted; none needs another method.
#[test]
fn small_boards_keep_the_first_tour_of_the_listed_order() {
    let listed = MoveOrder::preset("listed").unwrap();
    let (mut tours, mut none) = (0, 0);
    for files in 3..=6 {
        for ranks in 3..=6 {
            let board = Board::new(files, ranks).unwrap();
            for s in 0..board.area() {
                for e in 0..board.area() {
                    let (start, end) = (board.square(s), board.square(e));
                    let answer = answer(&input(board, start, end));
                    let spec = TourSpec {
                        board,
                        start,
                        end: Some(end),
                        closed: false,
                        order: listed,
                    };
                    let exact = if start == end {
                        Outcome::NotFound(Proof::Exhausted)
                    } else {
                        solve_knight(&spec, KnightMethod::Backtrack, Some(u64::MAX))
                            .unwrap()
                            .outcome
                    };
                    match (&answer.outcome, exact) {
                        (Outcome::Found(tour), Outcome::Found(first)) => {
                            assert_eq!(
                                tour.square_list(),
                                first.square_list(),
                                "{board} {start} {end}"
                            );
                            assert_eq!(answer.note, None);
                            tours += 1;
                        }
                        (Outcome::NotFound(_), Outcome::NotFound(_)) => none += 1,
                        (got, exact) => panic!("{board} {start} {end}: {got:?}, exact {exact:?}"),
                    }
                }
            }
        }
    }
    eprintln!("{tours} first tours and {none} proofs, as the exact search");
    assert!(tours > 0 && none > 0);
}
