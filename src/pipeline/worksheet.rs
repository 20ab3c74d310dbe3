//! Worksheets made: exercises chosen at random from the seed, each kept
//! only when the solver shows exactly one completion of what it gives
//! (or, for a "prove it" exercise, proves that none exists); then the
//! sheet and its answer key drawn on paper and rendered.

use crate::board::Square;
use crate::error::{Error, message};
use crate::figure::worksheet::{Exercise, QueensWhy, pages};
use crate::knight::TourSpec;
use crate::knight::backtrack::{count_tours_after, first_tour_after};
use crate::knight::moves::MoveOrder;
use crate::options::Key;
use crate::plan::worksheet::{SheetPuzzle, WorksheetPlan};
use crate::render::pdf;
use crate::solution::{KNIGHT_STEPS, Outcome, Placement, Proof};
use crate::solve::{
    KnightMethod, QueensMethod, QueensQuery, QueensQuestion, complete_knight, complete_queens,
    each_queens,
};
use crate::words::say;

/// The most puzzles tried for one exercise before the sheet is refused.
const TRIES: usize = 400;
/// The most nodes of one search (a tour from a random start, or the
/// count of a given path's continuations): past it the puzzle is dropped
/// and another tried.
const SEARCH_BUDGET: u64 = 200_000;

/// A small random generator with a fixed algorithm (`SplitMix64`), so one
/// seed makes the same sheet on every machine and in every version that
/// keeps it.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A whole number below `n` (above 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// `items` shuffled (Fisher and Yates).
    fn shuffle<T>(&mut self, items: &mut [T]) {
        for k in (1..items.len()).rev() {
            items.swap(k, self.below(k + 1));
        }
    }
}

/// The exercises of a worksheet: `plan.count` of them, different from
/// each other, each with exactly one completion, but for `plan.prove` of
/// them (at places the seed chooses) with none; or the refusal of a
/// `--given` that leaves several completions (or none) too often.
pub(crate) fn exercises(plan: &WorksheetPlan) -> Result<Vec<Exercise>, Error> {
    let mut random = Random(plan.seed);
    let solutions = match plan.puzzle {
        SheetPuzzle::Queens(n) => all_queens(n),
        SheetPuzzle::Knight(_) => Vec::new(),
    };
    let mut proving = vec![false; plan.count - plan.prove];
    proving.extend(vec![true; plan.prove]);
    if plan.prove > 0 {
        random.shuffle(&mut proving);
    }
    let mut chosen: Vec<Exercise> = Vec::new();
    for prove in proving {
        let found = (0..TRIES).find_map(|_| {
            let exercise = match (plan.puzzle, prove) {
                (SheetPuzzle::Knight(board), false) => {
                    knight_exercise(board, plan.clues, &mut random)
                }
                (SheetPuzzle::Queens(n), false) => {
                    queens_exercise(n, &solutions, plan.clues, &mut random)
                }
                (SheetPuzzle::Knight(board), true) => {
                    knight_dead_end(board, plan.clues, &mut random)
                }
                (SheetPuzzle::Queens(n), true) => queens_blocked(n, plan.clues, &mut random),
            }?;
            (!chosen.contains(&exercise)).then_some(exercise)
        });
        match found {
            Some(exercise) => chosen.push(exercise),
            None => return Err(too_few(plan, prove)),
        }
    }
    Ok(chosen)
}

/// Why no sheet is made: too few exercises with one completion (or, for
/// `prove`, with none).
fn too_few(plan: &WorksheetPlan, prove: bool) -> Error {
    let more = match plan.puzzle {
        SheetPuzzle::Knight(_) => "more squares",
        SheetPuzzle::Queens(_) => "more queens",
    };
    if prove {
        return Error::value(
            Key::Prove,
            plan.prove,
            message![
                format!(
                    "found too few positions with no completion from {} clues \
                     ({TRIES} puzzles tried for the next); give {more} with ",
                    plan.clues
                ),
                Key::Clues,
                ", or ask for fewer with ",
                Key::Prove
            ],
        );
    }
    Error::value(
        Key::Clues,
        plan.clues,
        message![
            format!(
                "found too few exercises with exactly one completion ({} asked, {TRIES} \
                 puzzles tried for the next); give {more}, or ask for fewer with ",
                plan.count
            ),
            Key::Count
        ],
    )
}

/// A tour from a random start in a random move order (the first the
/// exact search finds), or none when the search passes its budget.
fn random_tour(board: crate::board::Board, random: &mut Random) -> Option<(TourSpec, Vec<Square>)> {
    let mut deltas = KNIGHT_STEPS;
    random.shuffle(&mut deltas);
    let start = board.square(random.below(board.area()));
    let spec = TourSpec {
        board,
        start,
        end: None,
        closed: false,
        order: MoveOrder {
            deltas,
            preset: None,
        },
    };
    let (Outcome::Found(tour), _) = first_tour_after(&spec, &[start], SEARCH_BUDGET, None) else {
        return None;
    };
    Some((spec, tour.square_list()))
}

/// A random tour's first `given` squares, kept when exactly one tour
/// continues them.
fn knight_exercise(
    board: crate::board::Board,
    given: usize,
    random: &mut Random,
) -> Option<Exercise> {
    let (spec, tour) = random_tour(board, random)?;
    let (count, _) = count_tours_after(&spec, &tour[..given], 2, SEARCH_BUDGET);
    (count == Outcome::Found(1)).then_some(Exercise::Knight { board, tour, given })
}

/// A "prove it" exercise: a random tour's first `given - 1` squares (which
/// a tour continues), then a knight's move that tour does not take, kept
/// when the solver proves that no tour continues the path by a rule that
/// fails with the knight on its last square (a reason a student can
/// check), and the exact count of its continuations is 0.
fn knight_dead_end(
    board: crate::board::Board,
    given: usize,
    random: &mut Random,
) -> Option<Exercise> {
    let (spec, tour) = random_tour(board, random)?;
    let mut path = tour[..given - 1].to_vec();
    let from = *path.last()?;
    let wrong: Vec<Square> = KNIGHT_STEPS
        .iter()
        .filter_map(|&(df, dr)| {
            let to = Square {
                file: from.file.checked_add_signed(df)?,
                rank: from.rank.checked_add_signed(dr)?,
            };
            board.contains(to).then_some(to)
        })
        .filter(|to| *to != tour[given - 1] && !path.contains(to))
        .collect();
    if wrong.is_empty() {
        return None;
    }
    path.push(wrong[random.below(wrong.len())]);
    let answer =
        complete_knight(&spec, &path, KnightMethod::Backtrack, Some(SEARCH_BUDGET)).ok()?;
    let Outcome::NotFound(Proof::DeadEnd { cut, .. }) = answer.outcome else {
        return None;
    };
    let (count, _) = count_tours_after(&spec, &path, 1, SEARCH_BUDGET);
    (count == Outcome::Found(0)).then_some(Exercise::KnightNone { board, path, cut })
}

/// Every placement of n queens, in lexicographic order.
fn all_queens(n: usize) -> Vec<Placement> {
    let mut all = Vec::new();
    each_queens(
        &query(n, usize::MAX),
        &vec![None; n],
        None,
        &mut |placement| {
            all.push(placement.clone());
            true
        },
    );
    all
}

/// The question of every placement of n queens, keeping at most `keep`.
fn query(n: usize, keep: usize) -> QueensQuery {
    QueensQuery {
        n,
        question: QueensQuestion::All,
        fundamental: false,
        method: QueensMethod::Backtrack,
        budget: None,
        keep,
    }
}

/// A random placement with `given` of its queens (on random ranks) kept
/// when exactly one placement completes them.
fn queens_exercise(
    n: usize,
    solutions: &[Placement],
    given: usize,
    random: &mut Random,
) -> Option<Exercise> {
    let queens = solutions[random.below(solutions.len())].squares();
    let mut ranks: Vec<usize> = (0..n).collect();
    random.shuffle(&mut ranks);
    let mut placed: Vec<Square> = ranks[..given].iter().map(|&rank| queens[rank]).collect();
    placed.sort_by_key(|sq| sq.rank);
    let answer = complete_queens(&query(n, 1), &placed);
    (answer.placements().len() == 1).then_some(Exercise::Queens {
        n,
        queens,
        given: placed,
    })
}

/// Random positions a "prove it" queens exercise looks through for one
/// whose reason is a rank or a file (which a student can check by hand)
/// before it takes one whose reason is the search.
const LINE_TRIES: usize = 24;

/// A "prove it" exercise: `given` queens on random ranks and files, none
/// attacking another, kept when the exhausted search finds no placement
/// that completes them. The reason is a rank or a file with no queen
/// whose every square the given queens attack, which the first of
/// [`LINE_TRIES`] positions that has one gives; else the search, for the
/// first position with no completion.
fn queens_blocked(n: usize, given: usize, random: &mut Random) -> Option<Exercise> {
    let mut fallback = None;
    for _ in 0..LINE_TRIES {
        let mut ranks: Vec<usize> = (0..n).collect();
        random.shuffle(&mut ranks);
        let mut placed: Vec<Square> = ranks[..given]
            .iter()
            .map(|&rank| Square {
                file: random.below(n) as u32,
                rank: rank as u32,
            })
            .collect();
        placed.sort_by_key(|sq| sq.rank);
        let answer = complete_queens(&query(n, 1), &placed);
        if answer.outcome != Outcome::NotFound(Proof::Exhausted) {
            continue;
        }
        let why = blocked_line(n, &placed);
        let exercise = Exercise::QueensNone {
            n,
            given: placed,
            why,
        };
        if why != QueensWhy::Search {
            return Some(exercise);
        }
        fallback = fallback.or(Some(exercise));
    }
    fallback
}

/// The first rank, then the first file, with no queen of `queens` and
/// every square attacked by one; or the search.
fn blocked_line(n: usize, queens: &[Square]) -> QueensWhy {
    let attacked = |sq: Square| {
        queens.iter().any(|q| {
            q.rank == sq.rank
                || q.file == sq.file
                || q.file.abs_diff(sq.file) == q.rank.abs_diff(sq.rank)
        })
    };
    let n = n as u32;
    let line = |rank: bool, k: u32| {
        (0..n).map(move |j| {
            if rank {
                Square { file: j, rank: k }
            } else {
                Square { file: k, rank: j }
            }
        })
    };
    for rank in [true, false] {
        for k in 0..n {
            let empty = queens
                .iter()
                .all(|q| if rank { q.rank != k } else { q.file != k });
            if empty && line(rank, k).all(attacked) {
                return if rank {
                    QueensWhy::Rank(k)
                } else {
                    QueensWhy::File(k)
                };
            }
        }
    }
    QueensWhy::Search
}

/// The pages of the sheet (or of its key, with `answers`).
pub(crate) fn sheet_pages(
    plan: &WorksheetPlan,
    exercises: &[Exercise],
    answers: bool,
) -> Vec<crate::figure::scene::Scene> {
    let title = if answers {
        say!(
            plan.style.lang,
            "worksheet-answers",
            title = plan.title.as_str()
        )
    } else {
        plan.title.clone()
    };
    pages(
        exercises,
        answers,
        &title,
        plan.paper.printable_pixels(),
        &plan.style,
    )
}

/// The sheet (or its key, with `answers`) as a PDF on the plan's paper.
pub(crate) fn to_pdf(plan: &WorksheetPlan, exercises: &[Exercise], answers: bool) -> Vec<u8> {
    let pages = sheet_pages(plan, exercises, answers);
    pdf::to_pdf(&pages, Some(plan.paper), plan.style.lang)
}
