//! From a job to an answer: checks the options, applies the theorems, picks
//! the method and runs the search. Shared by the command line and builds.

use crate::board::{Board, Square};
use crate::error::Error;
use crate::job::{KnightJob, KnightMethod, QueensJob, QueensMethod};
use crate::knight::TourSpec;
use crate::knight::construct::construct as construct_tour;
use crate::knight::strip::strip_tour;
use crate::knight::{backtrack, existence, warnsdorff};
use crate::queens::backtrack::Want;
use crate::queens::count::{self, count};
use crate::queens::first::{MAX_FIRST_N, first_solution};
use crate::queens::{backtrack as queens_backtrack, construct, symmetry};
use crate::solution::{Outcome, Placement, Proof, Stats, Tour};
use crate::trace::Trace;

/// Node budget of `--method backtrack` when none is given.
pub const DEFAULT_BACKTRACK_BUDGET: u64 = 100_000_000;
/// Node budget `--method auto` gives the exact search before falling back.
pub const AUTO_EXACT_NODES: u64 = 200_000;
/// The largest board `--method auto` tries the exact search on.
pub const AUTO_EXACT_MAX_AREA: usize = 1024;
/// The largest board the exact search (and counting) accepts.
pub const MAX_EXACT_AREA: usize = 1_000_000;
/// The largest n whose solutions are counted.
pub const MAX_COUNT_N: u64 = count::MAX_COUNT_N as u64;
/// Node budget of a queens count when none is given (queens placed, see
/// [`count`]): a few seconds of counting, so every n up to 16 (244 million
/// nodes) is counted and n = 17 (1.6 billion) and above need `--budget`.
/// Whether a count fits does not depend on the machine or the threads.
pub const DEFAULT_COUNT_BUDGET: u64 = 1_000_000_000;
/// Queens placed by `--method auto` backtracking before it constructs
/// (about a second; enough for every n up to 32).
pub const AUTO_QUEENS_NODES: u64 = 100_000_000;
/// The largest board a tour is searched on (5000x5000: Warnsdorff's rule
/// is known here to finish there without getting stuck).
pub const MAX_TOUR_AREA: usize = 25_000_000;

/// The tour a knight job asks for, checked; an end square equal to the
/// start square is refused (the user most likely wants `--closed`).
pub fn knight_spec(job: &KnightJob) -> Result<TourSpec, Error> {
    let spec = exercise_spec(job)?;
    if let Some(end) = spec
        .end
        .filter(|&end| end == spec.start && spec.board.area() > 1)
    {
        return Err(Error::usage(format!(
            "end square `{end}` is the start square: use --closed for a tour that returns"
        )));
    }
    Ok(spec)
}

/// The tour a knight job asks for, checked, taking an end square equal to
/// the start square as the classic exercise does: a question whose answer
/// is `Not Found` (a square is never entered twice).
pub fn exercise_spec(job: &KnightJob) -> Result<TourSpec, Error> {
    let board = job.board.unwrap_or(Board { files: 8, ranks: 8 });
    let start = job.start.unwrap_or(Square { file: 0, rank: 0 });
    board.check(start, "start square")?;
    if let Some(end) = job.end {
        board.check(end, "end square")?;
        if job.closed {
            return Err(Error::usage(
                "--end and --closed exclude each other: a closed tour has no end square",
            ));
        }
    }
    Ok(TourSpec {
        board,
        start,
        end: job.end,
        closed: job.closed,
        order: job.order.unwrap_or_default(),
    })
}

/// A knight job's answer.
#[derive(Clone, Debug)]
pub struct KnightAnswer {
    /// What was asked.
    pub spec: TourSpec,
    /// The method that gave the answer.
    pub method: KnightMethod,
    /// The tour, the proof that there is none, or the budget spent.
    pub outcome: Outcome<Tour>,
    /// Search effort.
    pub stats: Stats,
}

/// Finds a tour. `trace`, if given, records the exact search's moves.
pub fn solve_knight(
    spec: &TourSpec,
    method: KnightMethod,
    budget: Option<u64>,
    trace: Option<&mut Trace>,
) -> Result<KnightAnswer, Error> {
    let answer = |method, (outcome, stats)| KnightAnswer {
        spec: *spec,
        method,
        outcome,
        stats,
    };
    if let Some(reason) = existence::impossibility(spec) {
        return Ok(answer(
            method,
            (Outcome::NotFound(Proof::Theorem(reason)), Stats::default()),
        ));
    }
    let area = spec.board.area();
    Ok(match method {
        KnightMethod::Backtrack => {
            check_exact_area(spec.board)?;
            let budget = budget.unwrap_or(DEFAULT_BACKTRACK_BUDGET);
            answer(method, backtrack::first_tour(spec, budget, trace))
        }
        KnightMethod::Warnsdorff => {
            check_search_area(spec.board)?;
            let budget = budget.unwrap_or_else(|| default_warnsdorff_budget(area));
            answer(method, warnsdorff::warnsdorff_tour(spec, budget))
        }
        KnightMethod::Construct => match construct_tour(spec) {
            Some(tour) => answer(method, (Outcome::Found(tour), Stats::default())),
            None => return Err(Error::usage(construct_refusal(spec))),
        },
        KnightMethod::Sweep => match strip_tour(spec) {
            Some(outcome) => answer(method, (outcome, Stats::default())),
            None => {
                return Err(Error::usage(format!(
                    "--method sweep takes boards 1 to {MAX_SWEEP_SIDE} squares wide, not {}; use --method auto",
                    spec.board
                )));
            }
        },
        KnightMethod::Auto => auto_tour(spec, budget, trace)?,
    })
}

/// The sides up to which `--method auto` sweeps before it constructs: the
/// sweep is exact but grows steeply with the short side.
const AUTO_SWEEP_SIDE: u32 = 4;
/// The widest board `--method sweep` takes.
const MAX_SWEEP_SIDE: u32 = 5;

/// `--method auto`: the exact search on small boards within a small budget
/// (the textbook's tour), then the sweep on boards up to 4 wide, then the
/// construction, then the sweep on boards 5 wide (an end square the
/// construction missed), and Warnsdorff's rule last.
fn auto_tour(
    spec: &TourSpec,
    budget: Option<u64>,
    trace: Option<&mut Trace>,
) -> Result<KnightAnswer, Error> {
    let answer = |method, outcome, nodes| KnightAnswer {
        spec: *spec,
        method,
        outcome,
        stats: Stats { nodes },
    };
    let area = spec.board.area();
    let short = spec.board.files.min(spec.board.ranks);
    let total = budget.unwrap_or(u64::MAX);
    let mut spent = 0;
    if area <= AUTO_EXACT_MAX_AREA {
        let (outcome, stats) = backtrack::first_tour(spec, AUTO_EXACT_NODES.min(total), trace);
        if outcome != Outcome::BudgetSpent || total <= AUTO_EXACT_NODES {
            return Ok(answer(KnightMethod::Backtrack, outcome, stats.nodes));
        }
        spent = stats.nodes;
    }
    if short <= AUTO_SWEEP_SIDE
        && let Some(outcome) = strip_tour(spec)
    {
        return Ok(answer(KnightMethod::Sweep, outcome, spent));
    }
    if let Some(tour) = construct_tour(spec) {
        return Ok(answer(KnightMethod::Construct, Outcome::Found(tour), spent));
    }
    if short <= MAX_SWEEP_SIDE
        && let Some(outcome) = strip_tour(spec)
    {
        return Ok(answer(KnightMethod::Sweep, outcome, spent));
    }
    check_search_area(spec.board)?;
    let rest = budget.map_or_else(|| default_warnsdorff_budget(area), |b| b - spent);
    let (outcome, stats) = warnsdorff::warnsdorff_tour(spec, rest);
    Ok(answer(
        KnightMethod::Warnsdorff,
        outcome,
        stats.nodes + spent,
    ))
}

/// Why `--method construct` builds nothing for a spec.
fn construct_refusal(spec: &TourSpec) -> String {
    if spec.end.is_some() {
        "--method construct builds tours without --end; use --method auto".to_string()
    } else {
        format!(
            "--method construct builds tours on boards with both sides at least 5, not {}; use --method auto",
            spec.board
        )
    }
}

fn check_search_area(board: Board) -> Result<(), Error> {
    if board.area() > MAX_TOUR_AREA {
        return Err(Error::usage(format!(
            "board {board}: tours are searched on at most {MAX_TOUR_AREA} squares (5000x5000); \
             without --end, --method construct builds any board"
        )));
    }
    Ok(())
}

/// Counts the tours a spec asks for.
pub fn count_knight(spec: &TourSpec, budget: Option<u64>) -> Result<(Outcome<u64>, Stats), Error> {
    count_knight_reporting(spec, budget, &|_| {})
}

/// Counts the tours a spec asks for like [`count_knight`], and calls
/// `progress(nodes)` every [`backtrack::PROGRESS_NODES`] nodes.
pub fn count_knight_reporting(
    spec: &TourSpec,
    budget: Option<u64>,
    progress: &dyn Fn(u64),
) -> Result<(Outcome<u64>, Stats), Error> {
    if existence::impossibility(spec).is_some() {
        return Ok((Outcome::Found(0), Stats::default()));
    }
    check_exact_area(spec.board)?;
    Ok(backtrack::count_tours(
        spec,
        budget.unwrap_or(DEFAULT_BACKTRACK_BUDGET),
        progress,
    ))
}

fn default_warnsdorff_budget(area: usize) -> u64 {
    4 * area as u64 + 1_000_000
}

fn check_exact_area(board: Board) -> Result<(), Error> {
    if board.area() > MAX_EXACT_AREA {
        return Err(Error::usage(format!(
            "board {board}: the exact search takes at most {MAX_EXACT_AREA} squares; use --method warnsdorff"
        )));
    }
    Ok(())
}

/// What a queens job asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueensQuestion {
    /// One placement.
    First,
    /// Every placement (or every fundamental one).
    All,
    /// The number of placements (or of fundamental ones).
    Count,
}

/// A queens job's answer.
#[derive(Clone, Debug)]
pub struct QueensAnswer {
    /// The board's side.
    pub n: usize,
    /// The method that gave the answer.
    pub method: QueensMethod,
    /// The placements found: one for [`QueensQuestion::First`], all for
    /// [`QueensQuestion::All`], none for a count.
    pub outcome: Outcome<Vec<Placement>>,
    /// The number of solutions, when counted.
    pub count: Option<u64>,
    /// Search effort.
    pub stats: Stats,
    /// Why `--method auto` gave the construction instead of the first
    /// solution, for the user.
    pub note: Option<String>,
}

/// The question a queens job asks, checked.
pub fn queens_question(job: &QueensJob) -> Result<QueensQuestion, Error> {
    let n = job.n.unwrap_or(8);
    if job.count && job.all {
        return Err(Error::usage("--count and --all exclude each other"));
    }
    let question = if job.count {
        QueensQuestion::Count
    } else if job.all {
        QueensQuestion::All
    } else {
        QueensQuestion::First
    };
    if job.fundamental && question == QueensQuestion::First {
        return Err(Error::usage("--fundamental goes with --all or --count"));
    }
    if question == QueensQuestion::Count && n > MAX_COUNT_N {
        return Err(Error::usage(format!(
            "n `{n}`: counting takes n up to {MAX_COUNT_N}"
        )));
    }
    if question != QueensQuestion::First && job.method == Some(QueensMethod::Construct) {
        return Err(Error::usage(
            "--method construct makes one solution; --all and --count need backtrack",
        ));
    }
    Ok(question)
}

/// Solves a queens job. `trace`, if given, records the backtracking search.
pub fn solve_queens(job: &QueensJob, trace: Option<&mut Trace>) -> Result<QueensAnswer, Error> {
    solve_queens_reporting(job, trace, &|_, _| {})
}

/// Solves a queens job like [`solve_queens`], and calls `progress(done,
/// total)` as a count's parallel tasks finish.
pub fn solve_queens_reporting(
    job: &QueensJob,
    trace: Option<&mut Trace>,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Result<QueensAnswer, Error> {
    let question = queens_question(job)?;
    let n = job.n.unwrap_or(8) as usize;
    let budget = job.budget;
    let none_for_small = || {
        Outcome::NotFound(Proof::Theorem(format!(
            "no placement of {n} queens exists for n = 2 or 3"
        )))
    };
    let answer = |method, outcome, count, stats| QueensAnswer {
        n,
        method,
        outcome,
        count,
        stats,
        note: None,
    };
    match question {
        QueensQuestion::Count => {
            let budget = budget.unwrap_or(DEFAULT_COUNT_BUDGET);
            let (outcome, stats) = count(n, budget, progress).ok_or_else(|| {
                Error::usage(format!("n `{n}`: counting takes n up to {MAX_COUNT_N}"))
            })?;
            let Outcome::Found(counts) = outcome else {
                return Ok(answer(
                    QueensMethod::Backtrack,
                    Outcome::BudgetSpent,
                    None,
                    stats,
                ));
            };
            let count = if job.fundamental {
                counts.fundamental
            } else {
                counts.all
            };
            Ok(answer(
                QueensMethod::Backtrack,
                Outcome::Found(Vec::new()),
                Some(count),
                stats,
            ))
        }
        QueensQuestion::All => {
            let (outcome, stats) = queens_backtrack::solve(
                n,
                Want::All,
                budget.unwrap_or(DEFAULT_BACKTRACK_BUDGET),
                trace,
            );
            let outcome = match outcome {
                Outcome::Found(all) if job.fundamental => {
                    Outcome::Found(all.into_iter().filter(symmetry::is_canonical).collect())
                }
                other => other,
            };
            Ok(answer(QueensMethod::Backtrack, outcome, None, stats))
        }
        QueensQuestion::First => {
            let method = job.method.unwrap_or_default();
            let construct_answer = || match construct::construct(n) {
                Some(placement) => Outcome::Found(vec![placement]),
                None => none_for_small(),
            };
            match method {
                QueensMethod::Construct => {
                    Ok(answer(method, construct_answer(), None, Stats::default()))
                }
                QueensMethod::Backtrack => {
                    let budget = budget.unwrap_or(DEFAULT_BACKTRACK_BUDGET);
                    let (outcome, stats) = first_placement(n, budget, trace);
                    Ok(answer(method, outcome, None, stats))
                }
                QueensMethod::Auto if n > MAX_FIRST_N => Ok(QueensAnswer {
                    note: Some(format!(
                        "the lexicographically first solution is searched for n up to \
                         {MAX_FIRST_N}; printing the construction instead"
                    )),
                    ..answer(
                        QueensMethod::Construct,
                        construct_answer(),
                        None,
                        Stats::default(),
                    )
                }),
                QueensMethod::Auto => {
                    let nodes = budget.unwrap_or(AUTO_QUEENS_NODES).min(AUTO_QUEENS_NODES);
                    let (outcome, stats) = first_placement(n, nodes, trace);
                    if outcome == Outcome::BudgetSpent && budget.is_none_or(|b| b > nodes) {
                        Ok(QueensAnswer {
                            note: Some(format!(
                                "the lexicographically first solution for n = {n} needs more \
                                 than {nodes} placements; printing the construction instead"
                            )),
                            ..answer(QueensMethod::Construct, construct_answer(), None, stats)
                        })
                    } else {
                        Ok(answer(QueensMethod::Backtrack, outcome, None, stats))
                    }
                }
            }
        }
    }
}

/// The lexicographically first placement within `budget` queens placed: the
/// bitboard search, and, when a trace is asked for and there is an answer,
/// the traced search replayed for its events (it places the same queens).
fn first_placement(
    n: usize,
    budget: u64,
    trace: Option<&mut Trace>,
) -> (Outcome<Vec<Placement>>, Stats) {
    match first_solution(n, budget) {
        Some((Outcome::Found(placement), stats)) if trace.is_none() => {
            (Outcome::Found(vec![placement]), stats)
        }
        Some((Outcome::NotFound(proof), stats)) if trace.is_none() => {
            (Outcome::NotFound(proof), stats)
        }
        Some((Outcome::BudgetSpent, stats)) => (Outcome::BudgetSpent, stats),
        _ => queens_backtrack::solve(n, Want::First, budget, trace),
    }
}
