//! From a puzzle to an answer: applies the theorems, picks the method and
//! runs the search. It knows puzzles, not jobs or figures.

use crate::board::{Board, Square};
use crate::knight::TourSpec;
use crate::knight::construct::construct as construct_tour;
use crate::knight::count::count_tours;
use crate::knight::strip::strip_tour;
use crate::knight::{backtrack, existence, plain, warnsdorff};
pub(crate) use crate::program::Prune;
use crate::queens::backtrack::{Ended, Want};
use crate::queens::count::{self, count};
use crate::queens::estimate::{self, Estimate};
use crate::queens::first::{MAX_FIRST_N, first_solution};
use crate::queens::{backtrack as queens_backtrack, construct, symmetry};
use crate::solution::{Outcome, Placement, Proof, Stats, Tour};
use crate::trace::{Recorder, StepCount, Tee, Trace};

/// Why a puzzle is not solved: a board or an n beyond what a method takes,
/// or a count its estimate shows would pass its budget. It names no
/// option: the plan, which knows jobs, words it with the option it
/// concerns.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// The construction builds no tour for this spec: a board with a side
    /// under 5, or (with `to_end`) no tour to the asked end square.
    Construct {
        /// The board.
        board: Board,
        /// Whether the spec asked for an end square.
        to_end: bool,
    },
    /// The construction and the sweep build whole tours: they continue no
    /// squares given.
    BuildsWhole {
        /// The method.
        method: KnightMethod,
    },
    /// The sweep takes boards up to `MAX_SWEEP_SIDE` wide.
    Sweep {
        /// The board.
        board: Board,
    },
    /// Tours are searched on at most `MAX_TOUR_AREA` squares.
    TourArea {
        /// The board.
        board: Board,
    },
    /// The exact search takes at most `MAX_EXACT_AREA` squares.
    ExactArea {
        /// The board.
        board: Board,
    },
    /// Counting takes n up to `MAX_COUNT_N`.
    CountN {
        /// The n.
        n: usize,
    },
    /// Counting n queens would place more than the budget allows.
    CountBudget {
        /// The n.
        n: usize,
        /// The budget the user set (`None`: `DEFAULT_COUNT_BUDGET`).
        budget: Option<u64>,
        /// The fewest queens the count would place.
        low: f64,
        /// The n of the larger count the estimate starts from.
        base: usize,
    },
}

/// How a knight's tour is searched for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnightMethod {
    /// The exact textbook search within a small budget on small boards,
    /// else the sweep (narrow boards) or the construction.
    Auto,
    /// Depth-first search in the move order (same first tour as the textbook).
    Backtrack,
    /// Warnsdorff's rule, backtracking when it gets stuck.
    Warnsdorff,
    /// Divide and conquer from generated pieces, in time linear in the area.
    Construct,
    /// The exact sweep along the long side of a board 3 to 5 wide.
    Sweep,
}

/// How an N-queens placement is found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueensMethod {
    /// Backtracking for small n, the construction beyond.
    Auto,
    /// Row-by-row backtracking: the lexicographically first solution.
    Backtrack,
    /// The explicit O(n) construction.
    Construct,
}

/// Node budget of `--method backtrack` when none is given.
pub(crate) const DEFAULT_BACKTRACK_BUDGET: u64 = 100_000_000;
/// Node budget of a search that is drawn or traced (`--animate search`,
/// `--trace`) when none is given: the lesson's plain program on 8x8 from
/// a1 (8,250,733 calls) and on 7x7 from a1 (7,151,179) fits, in a few
/// seconds; one that needs more is refused in seconds, not minutes.
pub(crate) const SEARCH_FIGURE_BUDGET: u64 = 10_000_000;
/// Node budget `--method auto` gives the exact search before falling back.
pub(crate) const AUTO_EXACT_NODES: u64 = 200_000;
/// The largest board `--method auto` tries the exact search on.
pub(crate) const AUTO_EXACT_MAX_AREA: usize = 1024;
/// The largest board the exact search (and counting) accepts.
pub(crate) const MAX_EXACT_AREA: usize = 1_000_000;
/// The largest n whose solutions are counted.
pub(crate) const MAX_COUNT_N: u64 = count::MAX_COUNT_N as u64;
/// Node budget of a queens count when none is given (queens placed, see
/// [`count`]): every n up to 17 (1.6 billion nodes, about 5 seconds) is
/// counted, and n = 18 (about 40 seconds) and above need `--budget`.
/// Whether a count fits does not depend on the machine or the threads.
pub(crate) const DEFAULT_COUNT_BUDGET: u64 = 10_000_000_000;
/// Queens placed by `--method auto` backtracking before it constructs
/// (about a second; enough for every n up to 32).
pub(crate) const AUTO_QUEENS_NODES: u64 = 100_000_000;
/// The largest board a tour is searched on (5000x5000: Warnsdorff's rule
/// is known here to finish there without getting stuck).
pub(crate) const MAX_TOUR_AREA: usize = 25_000_000;

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
    /// Why `--method auto` gave a tour other than the exact search's first
    /// tour in the asked order, for the user.
    pub note: Option<String>,
}

/// Finds a tour with a method, within a node budget (`None`: the method's
/// default).
pub(crate) fn solve_knight(
    spec: &TourSpec,
    method: KnightMethod,
    budget: Option<u64>,
) -> Result<KnightAnswer, Refusal> {
    let answer = |method, (outcome, stats)| KnightAnswer {
        spec: *spec,
        method,
        outcome,
        stats,
        note: None,
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
            answer(method, backtrack::first_tour(spec, budget, None))
        }
        KnightMethod::Warnsdorff => {
            check_search_area(spec.board)?;
            let budget = budget.unwrap_or_else(|| default_warnsdorff_budget(area));
            answer(method, warnsdorff::warnsdorff_tour(spec, budget))
        }
        KnightMethod::Construct => match construct_tour(spec) {
            Some(tour) => answer(method, (Outcome::Found(tour), Stats::default())),
            None => {
                return Err(Refusal::Construct {
                    board: spec.board,
                    to_end: spec.end.is_some(),
                });
            }
        },
        KnightMethod::Sweep => match strip_tour(spec) {
            Some(outcome) => answer(method, (outcome, Stats::default())),
            None => return Err(Refusal::Sweep { board: spec.board }),
        },
        KnightMethod::Auto => auto_tour(spec, budget)?,
    })
}

/// Finds a tour that begins with the squares `given` (from the start,
/// each a knight's move from the one before, none twice, shorter than the
/// board: the plan checks it) with a method that searches (`auto`,
/// `backtrack`, `warnsdorff`), within a node budget, or proves that none
/// does: by a theorem about the board, by a rule of the search failing
/// with the knight on the last given square, or by the exhausted search.
/// `auto` searches in the order within its budget on boards of up to
/// [`AUTO_EXACT_MAX_AREA`] squares, then goes on by Warnsdorff's rule.
pub(crate) fn complete_knight(
    spec: &TourSpec,
    given: &[Square],
    method: KnightMethod,
    budget: Option<u64>,
) -> Result<KnightAnswer, Refusal> {
    let answer = |method, (outcome, stats), note| KnightAnswer {
        spec: *spec,
        method,
        outcome,
        stats,
        note,
    };
    if let Some(reason) = existence::impossibility(spec) {
        let proof = Outcome::NotFound(Proof::Theorem(reason));
        return Ok(answer(method, (proof, Stats::default()), None));
    }
    if let (Some(cut), Some(&at)) = (backtrack::dead_end(spec, given), given.last()) {
        let proof = Outcome::NotFound(Proof::DeadEnd { at, cut });
        return Ok(answer(method, (proof, Stats::default()), None));
    }
    let area = spec.board.area();
    Ok(match method {
        KnightMethod::Backtrack => {
            check_exact_area(spec.board)?;
            let budget = budget.unwrap_or(DEFAULT_BACKTRACK_BUDGET);
            let found = backtrack::first_tour_after(spec, given, budget, None);
            answer(method, found, None)
        }
        KnightMethod::Warnsdorff => {
            check_search_area(spec.board)?;
            let budget = budget.unwrap_or_else(|| default_warnsdorff_budget(area));
            answer(
                method,
                warnsdorff::warnsdorff_tour_after(spec, given, budget),
                None,
            )
        }
        KnightMethod::Construct | KnightMethod::Sweep => {
            return Err(Refusal::BuildsWhole { method });
        }
        KnightMethod::Auto => {
            let total = budget.unwrap_or(u64::MAX);
            let mut spent = 0;
            let mut why = format!(
                "the first tour in {} is searched on boards of up to {AUTO_EXACT_MAX_AREA} squares",
                order_words(spec)
            );
            if area <= AUTO_EXACT_MAX_AREA {
                let exact = AUTO_EXACT_NODES.min(total);
                let (outcome, stats) = backtrack::first_tour_after(spec, given, exact, None);
                if outcome != Outcome::BudgetSpent || total <= AUTO_EXACT_NODES {
                    return Ok(answer(KnightMethod::Backtrack, (outcome, stats), None));
                }
                spent = stats.nodes;
                why = format!(
                    "the first tour in {} needs more than {AUTO_EXACT_NODES} nodes of the exact search",
                    order_words(spec)
                );
            }
            check_search_area(spec.board)?;
            let rest = budget.map_or_else(|| default_warnsdorff_budget(area), |b| b - spent);
            let (outcome, stats) = warnsdorff::warnsdorff_tour_after(spec, given, rest);
            let note = matches!(outcome, Outcome::Found(_)).then(|| {
                format!(
                    "{why}; printing {} instead",
                    tour_words(KnightMethod::Warnsdorff)
                )
            });
            let stats = Stats {
                nodes: stats.nodes + spent,
            };
            answer(KnightMethod::Warnsdorff, (outcome, stats), note)
        }
    })
}

/// Finds a tour with the backtracking search `prune` names, recording its
/// events in `record`, within a node budget (`None`: the default of a
/// drawn search). The theorems still answer first.
pub(crate) fn search_knight<R: Recorder>(
    spec: &TourSpec,
    prune: Prune,
    budget: Option<u64>,
    record: &mut R,
) -> Result<KnightAnswer, Refusal> {
    let method = KnightMethod::Backtrack;
    if let Some(reason) = existence::impossibility(spec) {
        return Ok(KnightAnswer {
            spec: *spec,
            method,
            outcome: Outcome::NotFound(Proof::Theorem(reason)),
            stats: Stats::default(),
            note: None,
        });
    }
    check_exact_area(spec.board)?;
    let budget = budget.unwrap_or(SEARCH_FIGURE_BUDGET);
    let (outcome, stats) = match prune {
        Prune::Pruned => backtrack::first_tour(spec, budget, Some(record as &mut dyn Recorder)),
        Prune::Plain => plain::first_tour(spec, budget, record),
    };
    Ok(KnightAnswer {
        spec: *spec,
        method,
        outcome,
        stats,
        note: None,
    })
}

/// A knight's search as its figures show it: run once to count its steps
/// (its events also going to `record`, if given), then, when it ended within its
/// budget, again to keep the time-lapse of at most about `frames` steps
/// (every step of a short search). Nothing holds all the events, however
/// many calls the search makes.
pub fn watched_knight_search(
    spec: &TourSpec,
    prune: Prune,
    budget: Option<u64>,
    frames: usize,
    record: Option<&mut dyn Recorder>,
) -> Result<(KnightAnswer, Option<Trace>), Refusal> {
    let mut count = StepCount::new(frames);
    let answer = if let Some(record) = record {
        search_knight(spec, prune, budget, &mut Tee(&mut count, record))?
    } else {
        // A search that spends its budget is not replayed: a first run
        // that records nothing tells, many times faster than counting.
        let quick = search_knight(spec, prune, budget, &mut ())?;
        if quick.outcome == Outcome::BudgetSpent {
            return Ok((quick, None));
        }
        search_knight(spec, prune, budget, &mut count)?
    };
    if answer.outcome == Outcome::BudgetSpent {
        return Ok((answer, None));
    }
    let mut lapse = Trace::time_lapse(frames, &count);
    let again = search_knight(spec, prune, budget, &mut lapse)?;
    debug_assert_eq!(again.outcome, answer.outcome);
    Ok((answer, Some(lapse)))
}

/// The sides up to which `--method auto` sweeps before it constructs: the
/// sweep is exact but grows steeply with the short side.
const AUTO_SWEEP_SIDE: u32 = 4;
/// The widest board `--method sweep` takes.
pub(crate) const MAX_SWEEP_SIDE: u32 = 5;

/// `--method auto`: the exact search on small boards within a small budget
/// (the textbook's tour), then the sweep on boards up to 4 wide, then the
/// construction, then the sweep on boards 5 wide (an end square the
/// construction missed), and Warnsdorff's rule last. A tour from any but
/// the exact search carries a note saying why.
fn auto_tour(spec: &TourSpec, budget: Option<u64>) -> Result<KnightAnswer, Refusal> {
    let area = spec.board.area();
    let short = spec.board.files.min(spec.board.ranks);
    let total = budget.unwrap_or(u64::MAX);
    let mut spent = 0;
    let mut why = format!(
        "the first tour in {} is searched on boards of up to {AUTO_EXACT_MAX_AREA} squares",
        order_words(spec)
    );
    if area <= AUTO_EXACT_MAX_AREA {
        let (outcome, stats) = backtrack::first_tour(spec, AUTO_EXACT_NODES.min(total), None);
        if outcome != Outcome::BudgetSpent || total <= AUTO_EXACT_NODES {
            return Ok(KnightAnswer {
                spec: *spec,
                method: KnightMethod::Backtrack,
                outcome,
                stats,
                note: None,
            });
        }
        spent = stats.nodes;
        why = format!(
            "the first tour in {} needs more than {AUTO_EXACT_NODES} nodes of the exact search",
            order_words(spec)
        );
    }
    let answer = |method, outcome: Outcome<Tour>, nodes| {
        let note = matches!(outcome, Outcome::Found(_))
            .then(|| format!("{why}; printing {} instead", tour_words(method)));
        KnightAnswer {
            spec: *spec,
            method,
            outcome,
            stats: Stats { nodes },
            note,
        }
    };
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

/// The move order of a spec in words: `the listed order`.
fn order_words(spec: &TourSpec) -> String {
    match spec.order.preset {
        Some(name) => format!("the {name} order"),
        None => "the given move order".to_string(),
    }
}

/// A tour found by a method other than the exact search, in words.
fn tour_words(method: KnightMethod) -> &'static str {
    match method {
        KnightMethod::Sweep => "the sweep's tour",
        KnightMethod::Construct => "a constructed tour",
        KnightMethod::Warnsdorff => "the tour by Warnsdorff's rule",
        KnightMethod::Auto | KnightMethod::Backtrack => "another tour",
    }
}

fn check_search_area(board: Board) -> Result<(), Refusal> {
    if board.area() > MAX_TOUR_AREA {
        return Err(Refusal::TourArea { board });
    }
    Ok(())
}

/// Counts the tours a spec asks for.
/// and calls `progress(nodes)` every
/// [`PROGRESS_NODES`](crate::knight::count::PROGRESS_NODES) nodes.
pub(crate) fn count_knight(
    spec: &TourSpec,
    budget: Option<u64>,
    progress: &dyn Fn(u64),
) -> Result<(Outcome<u64>, Stats), Refusal> {
    if existence::impossibility(spec).is_some() {
        return Ok((Outcome::Found(0), Stats::default()));
    }
    check_exact_area(spec.board)?;
    Ok(count_tours(
        spec,
        budget.unwrap_or(DEFAULT_BACKTRACK_BUDGET),
        progress,
    ))
}

fn default_warnsdorff_budget(area: usize) -> u64 {
    4 * area as u64 + 1_000_000
}

fn check_exact_area(board: Board) -> Result<(), Refusal> {
    if board.area() > MAX_EXACT_AREA {
        return Err(Refusal::ExactArea { board });
    }
    Ok(())
}

/// What a queens puzzle asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueensQuestion {
    /// One placement.
    First,
    /// Every placement (or every fundamental one).
    All,
    /// The number of placements (or of fundamental ones).
    Count,
}

/// A queens puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QueensQuery {
    /// The board's side and the number of queens.
    pub n: usize,
    /// What is asked.
    pub question: QueensQuestion,
    /// One placement per class under the 8 symmetries of the square.
    pub fundamental: bool,
    /// How to find one placement.
    pub method: QueensMethod,
    /// The most queens placed (`None`: the default).
    pub budget: Option<u64>,
    /// The most placements of [`QueensQuestion::All`] kept in memory: the
    /// search stops at one more (which the caller refuses).
    pub keep: usize,
}

/// The most placements kept in memory by default (about 400 MB for
/// n = 16): more than every solution of n = 15 (2,279,184).
pub(crate) const MAX_KEPT_PLACEMENTS: usize = 4_000_000;

/// How a search of every placement ended, with the placements it visited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum QueensVisit {
    /// Every placement was visited (none: there is none).
    Exhausted(u64),
    /// The visitor asked to stop after this many.
    Stopped(u64),
    /// The budget ran out (or Ctrl-C, or a full trace) after this many.
    Budget(u64),
}

/// Gives every placement of an [`QueensQuestion::All`] query that
/// completes the queens `placed` (see [`queens_backtrack::search_placed`])
/// to `visit` as the search finds it, in lexicographic order (only the
/// smallest of each class with `fundamental`); `visit` returns whether to
/// go on.
pub(crate) fn each_queens(
    query: &QueensQuery,
    placed: &[Option<u32>],
    trace: Option<&mut dyn Recorder>,
    visit: &mut dyn FnMut(&Placement) -> bool,
) -> (QueensVisit, Stats) {
    let budget = query.budget.unwrap_or(DEFAULT_BACKTRACK_BUDGET);
    let mut visited = 0;
    let search = queens_backtrack::search_placed;
    let (ended, stats) = search(query.n, placed, budget, trace, &mut |placement| {
        if query.fundamental && !symmetry::is_canonical(placement) {
            return true;
        }
        visited += 1;
        visit(placement)
    });
    let visit = match ended {
        Ended::Exhausted => QueensVisit::Exhausted(visited),
        Ended::Stopped => QueensVisit::Stopped(visited),
        Ended::Budget => QueensVisit::Budget(visited),
    };
    (visit, stats)
}

/// The placements of n queens that complete the queens `place` (squares
/// on the board, none twice: the plan checks it), as `query` asks: the
/// first in lexicographic order, every one, or their number, by the
/// row-by-row search with the placed queens' ranks fixed; or the proof
/// that none does: two placed queens that attack each other, or the
/// exhausted search.
pub(crate) fn complete_queens(query: &QueensQuery, place: &[Square]) -> QueensAnswer {
    let answer = |outcome, stats| QueensAnswer {
        n: query.n,
        method: QueensMethod::Backtrack,
        outcome,
        stats,
        note: None,
    };
    if let Some((a, b)) = attacking_pair(place) {
        return answer(Outcome::NotFound(Proof::Attacking(a, b)), Stats::default());
    }
    let mut placed = vec![None; query.n];
    for sq in place {
        placed[sq.rank as usize] = Some(sq.file);
    }
    let mut kept = Vec::new();
    let (ended, stats) = each_queens(
        query,
        &placed,
        None,
        &mut |placement| match query.question {
            QueensQuestion::First => {
                kept.push(placement.clone());
                false
            }
            QueensQuestion::All => {
                kept.push(placement.clone());
                kept.len() <= query.keep
            }
            QueensQuestion::Count => true,
        },
    );
    let outcome = match (ended, query.question) {
        (QueensVisit::Budget(_), _) => Outcome::BudgetSpent,
        (QueensVisit::Exhausted(count), QueensQuestion::Count) => {
            Outcome::Found(QueensFound::Count(count))
        }
        _ => placements(Outcome::Found(kept)),
    };
    answer(outcome, stats)
}

/// The first two of `queens` (in the order given) that attack each other:
/// on one rank, one file or one diagonal.
fn attacking_pair(queens: &[Square]) -> Option<(Square, Square)> {
    queens.iter().enumerate().find_map(|(k, &a)| {
        queens[k + 1..]
            .iter()
            .find(|&&b| {
                a.rank == b.rank
                    || a.file == b.file
                    || a.file.abs_diff(b.file) == a.rank.abs_diff(b.rank)
            })
            .map(|&b| (a, b))
    })
}

/// The refusal of a count that its estimate shows would pass its budget.
fn count_over_budget(n: usize, budget: Option<u64>, estimate: &Estimate) -> Refusal {
    Refusal::CountBudget {
        n,
        budget,
        low: estimate.low,
        base: estimate.base,
    }
}

/// What a queens search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueensFound {
    /// One placement, or all of them (never empty).
    Placements(Vec<Placement>),
    /// The number of placements.
    Count(u64),
}

/// A queens puzzle's answer.
#[derive(Clone, Debug)]
pub struct QueensAnswer {
    /// The board's side.
    pub n: usize,
    /// The method that gave the answer.
    pub method: QueensMethod,
    /// The placements or their number, the proof that there is none, or
    /// the budget spent.
    pub outcome: Outcome<QueensFound>,
    /// Search effort.
    pub stats: Stats,
    /// Why `--method auto` gave the construction instead of the first
    /// solution, for the user.
    pub note: Option<String>,
}

impl QueensAnswer {
    /// The placements found (none for a count or no answer).
    #[must_use]
    pub fn placements(&self) -> &[Placement] {
        match &self.outcome {
            Outcome::Found(QueensFound::Placements(all)) => all,
            _ => &[],
        }
    }

    /// Whether the answer is positive: a placement, or a count above zero.
    #[must_use]
    pub fn found(&self) -> bool {
        match &self.outcome {
            Outcome::Found(QueensFound::Count(count)) => *count > 0,
            Outcome::Found(QueensFound::Placements(all)) => !all.is_empty(),
            _ => false,
        }
    }
}

/// Placements as an outcome: none found is the exhausted search.
fn placements(outcome: Outcome<Vec<Placement>>) -> Outcome<QueensFound> {
    match outcome {
        Outcome::Found(all) if all.is_empty() => Outcome::NotFound(Proof::Exhausted),
        Outcome::Found(all) => Outcome::Found(QueensFound::Placements(all)),
        Outcome::NotFound(proof) => Outcome::NotFound(proof),
        Outcome::BudgetSpent => Outcome::BudgetSpent,
    }
}

/// Solves a queens puzzle. `trace`, if given, records the backtracking
/// search; `progress(done, total)` is called as a count's parallel tasks
/// finish.
pub fn solve_queens(
    query: &QueensQuery,
    trace: Option<&mut dyn Recorder>,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Result<QueensAnswer, Refusal> {
    let n = query.n;
    let budget = query.budget;
    let none_for_small = || {
        Outcome::NotFound(Proof::Theorem(format!(
            "no placement of {n} queens exists for n = 2 or 3"
        )))
    };
    let answer = |method, outcome, stats| QueensAnswer {
        n,
        method,
        outcome,
        stats,
        note: None,
    };
    match query.question {
        QueensQuestion::Count => {
            let limit = budget.unwrap_or(DEFAULT_COUNT_BUDGET);
            if let Some(estimate) = estimate::count_nodes(n, limit)
                && estimate.low > limit as f64
                && !crate::interrupt::requested()
            {
                return Err(count_over_budget(n, budget, &estimate));
            }
            let (outcome, stats) = count(n, limit, progress).ok_or(Refusal::CountN { n })?;
            let Outcome::Found(counts) = outcome else {
                return Ok(answer(QueensMethod::Backtrack, Outcome::BudgetSpent, stats));
            };
            let count = if query.fundamental {
                counts.fundamental
            } else {
                counts.all
            };
            Ok(answer(
                QueensMethod::Backtrack,
                Outcome::Found(QueensFound::Count(count)),
                stats,
            ))
        }
        QueensQuestion::All => {
            let mut kept = Vec::new();
            let (ended, stats) = each_queens(query, &[], trace, &mut |placement| {
                kept.push(placement.clone());
                kept.len() <= query.keep
            });
            let outcome = match ended {
                QueensVisit::Budget(_) => Outcome::BudgetSpent,
                _ => Outcome::Found(kept),
            };
            Ok(answer(QueensMethod::Backtrack, placements(outcome), stats))
        }
        QueensQuestion::First => {
            let method = query.method;
            let construct_answer = || match construct::construct(n) {
                Some(placement) => Outcome::Found(QueensFound::Placements(vec![placement])),
                None => none_for_small(),
            };
            match method {
                QueensMethod::Construct => Ok(answer(method, construct_answer(), Stats::default())),
                QueensMethod::Backtrack => {
                    let budget = budget.unwrap_or(DEFAULT_BACKTRACK_BUDGET);
                    let (outcome, stats) = first_placement(n, budget, trace);
                    Ok(answer(method, placements(outcome), stats))
                }
                QueensMethod::Auto if n > MAX_FIRST_N => Ok(QueensAnswer {
                    note: Some(format!(
                        "the lexicographically first solution is searched for n up to \
                         {MAX_FIRST_N}; printing the construction instead"
                    )),
                    ..answer(
                        QueensMethod::Construct,
                        construct_answer(),
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
                            ..answer(QueensMethod::Construct, construct_answer(), stats)
                        })
                    } else {
                        Ok(answer(QueensMethod::Backtrack, placements(outcome), stats))
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
    trace: Option<&mut dyn Recorder>,
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
