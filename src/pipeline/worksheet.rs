//! Worksheets made: exercises chosen at random from the seed, each kept
//! only when the solver shows exactly one completion of what it gives;
//! then the sheet and its answer key drawn on paper and rendered.

use crate::board::Square;
use crate::error::Error;
use crate::figure::worksheet::{Exercise, PER_PAGE, pages};
use crate::knight::TourSpec;
use crate::knight::backtrack::{count_tours_after, first_tour_after};
use crate::knight::moves::MoveOrder;
use crate::plan::worksheet::{Puzzle, WorksheetPlan};
use crate::render::{pdf, svg};
use crate::solution::{KNIGHT_STEPS, Outcome, Placement};
use crate::solve::{QueensMethod, QueensQuery, QueensQuestion, complete_queens, each_queens};
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
/// each other, each with exactly one completion; or the refusal of a
/// `--given` that leaves several completions (or none) too often.
pub(crate) fn exercises(plan: &WorksheetPlan) -> Result<Vec<Exercise>, Error> {
    let mut random = Random(plan.seed);
    let solutions = match plan.puzzle {
        Puzzle::Queens(n) => all_queens(n),
        Puzzle::Knight(_) => Vec::new(),
    };
    let mut chosen: Vec<Exercise> = Vec::new();
    while chosen.len() < plan.count {
        let found = (0..TRIES).find_map(|_| {
            let exercise = match plan.puzzle {
                Puzzle::Knight(board) => knight_exercise(board, plan.given, &mut random),
                Puzzle::Queens(n) => queens_exercise(n, &solutions, plan.given, &mut random),
            }?;
            (!chosen.contains(&exercise)).then_some(exercise)
        });
        match found {
            Some(exercise) => chosen.push(exercise),
            None => return Err(too_few(plan)),
        }
    }
    Ok(chosen)
}

/// Why no sheet is made: too few exercises with one completion.
fn too_few(plan: &WorksheetPlan) -> Error {
    let hint = match plan.puzzle {
        Puzzle::Knight(_) => "give more squares",
        Puzzle::Queens(_) => "give more queens",
    };
    Error::usage(format!(
        "--given `{}`: found too few exercises with exactly one completion \
         ({} asked, {TRIES} puzzles tried for the next); {hint}, or ask for fewer with --count",
        plan.given, plan.count
    ))
}

/// A tour from a random start in a random move order (the first the
/// exact search finds), its first `given` squares kept when exactly one
/// tour continues them.
fn knight_exercise(
    board: crate::board::Board,
    given: usize,
    random: &mut Random,
) -> Option<Exercise> {
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
    let tour = tour.square_list();
    let (count, _) = count_tours_after(&spec, &tour[..given], 2, SEARCH_BUDGET);
    (count == Outcome::Found(1)).then_some(Exercise::Knight { board, tour, given })
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

/// The pages as a PDF on the plan's paper.
pub(crate) fn to_pdf(plan: &WorksheetPlan, scenes: &[crate::figure::scene::Scene]) -> Vec<u8> {
    pdf::to_pdf(scenes, Some(plan.paper), plan.style.lang)
}

/// The one page as SVG, or the refusal of a sheet of several pages
/// (`flag` names the file's option).
pub(crate) fn to_svg(scenes: &[crate::figure::scene::Scene], flag: &str) -> Result<Vec<u8>, Error> {
    match scenes {
        [page] => Ok(svg::to_svg(page).into_bytes()),
        _ => Err(Error::usage(format!(
            "{flag}: the sheet has {} pages and an SVG file holds one; write it with --pdf, \
             or ask for {PER_PAGE} exercises or fewer with --count",
            scenes.len()
        ))),
    }
}
