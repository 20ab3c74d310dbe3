//! The one pipeline the command line and builds share: a planned job is
//! solved, its figures drawn and rendered in memory; the caller then writes
//! them all or nothing ([`write`]), or compares them with the files on disk.

pub(crate) mod draw;
pub(crate) mod read;
pub(crate) mod write;

use crate::error::Error;
use crate::plan::{KnightPlan, QueensPlan, Target};
use crate::render::Format;
use crate::solution::{Outcome, Stats};
use crate::solve::{self, KnightAnswer, KnightMethod, QueensAnswer};
use crate::text;
use crate::trace::{Puzzle, Trace};

/// A figure rendered in memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rendered {
    /// Where it goes.
    pub target: Target,
    /// Its format.
    pub format: Format,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

/// A job's answer and its figures.
#[derive(Clone, Debug)]
pub struct Product<A> {
    /// The answer.
    pub answer: A,
    /// The figures, in the order the plan lists them.
    pub files: Vec<Rendered>,
}

/// The error for a search that spent its budget: how far it got and what
/// to change.
fn spent(budget: Option<u64>, nodes: u64, hint: &str) -> Error {
    if crate::interrupt::requested() {
        return Error::Interrupted;
    }
    let limit = budget.map_or_else(
        || "the default budget".to_string(),
        |b| format!("{{budget}} {b}"),
    );
    Error::Budget(format!(
        "search stopped at {limit} ({nodes} nodes) without an answer; {hint}"
    ))
}

/// Solves a knight plan and renders its figures. A spent budget is an
/// error; `on_answer` sees the answer first (for statistics).
pub fn knight(
    plan: &KnightPlan,
    on_answer: &mut dyn FnMut(&KnightAnswer),
) -> Result<Product<KnightAnswer>, Error> {
    let mut full = plan
        .writes_trace()
        .then(|| Trace::with_limit(MAX_TRACE_EVENTS));
    let mut lapse = plan
        .draws_search()
        .then(|| Trace::time_lapse(plan.max_frames));
    let answer = match (full.as_mut(), lapse.as_mut()) {
        (Some(trace), _) | (None, Some(trace)) => {
            solve::search_knight(&plan.spec, plan.prune, plan.budget, trace)?
        }
        (None, None) => solve::solve_knight(&plan.spec, plan.method, plan.budget)?,
    };
    if let Some(full) = &full {
        check_trace_length(full)?;
        if let Some(lapse) = lapse.as_mut() {
            for &event in &full.events {
                lapse.push(event);
            }
        }
    }
    on_answer(&answer);
    if answer.outcome == Outcome::BudgetSpent {
        let hint = if answer.method == KnightMethod::Backtrack {
            "raise {budget} or try {method} warnsdorff"
        } else {
            "raise {budget}"
        };
        return Err(spent(plan.budget, answer.stats.nodes, hint));
    }
    let files = plan
        .outputs
        .iter()
        .map(|output| {
            let bytes = match &full {
                Some(full) if output.format == Format::Trace => {
                    text::trace_lines(full, Puzzle::Knight).into_bytes()
                }
                _ => draw::knight_figure(plan, &answer, lapse.as_ref(), output)?,
            };
            Ok(Rendered {
                target: output.target.clone(),
                format: output.format,
                bytes,
            })
        })
        .collect::<Result<_, Error>>()?;
    Ok(Product { answer, files })
}

/// The most events a `--trace` file records.
pub(crate) const MAX_TRACE_EVENTS: usize = 2_000_000;

/// Refuses a trace that did not hold the whole search.
fn check_trace_length(trace: &Trace) -> Result<(), Error> {
    if trace.truncated {
        return Err(Error::usage(format!(
            "the search took more than {MAX_TRACE_EVENTS} events, more than {{trace}} records; \
             use a smaller board or another start"
        )));
    }
    Ok(())
}

/// Counts the tours of a knight plan; `progress(nodes)` is called as the
/// search goes.
pub(crate) fn knight_count(
    plan: &KnightPlan,
    progress: &dyn Fn(u64),
) -> Result<(u64, Stats), Error> {
    let (outcome, stats) = solve::count_knight(&plan.spec, plan.budget, progress)?;
    match outcome {
        Outcome::Found(count) => Ok((count, stats)),
        _ => Err(spent(
            plan.budget,
            stats.nodes,
            "counting needs a larger {budget} or a smaller board",
        )),
    }
}

/// Solves a queens plan and renders its figures; `progress(done, total)`
/// is called as a count's parallel tasks finish, and `on_answer` sees the
/// answer first (for statistics and notes).
pub fn queens(
    plan: &QueensPlan,
    progress: &(dyn Fn(u64, u64) + Sync),
    on_answer: &mut dyn FnMut(&QueensAnswer),
) -> Result<Product<QueensAnswer>, Error> {
    let mut trace = plan
        .draws_search()
        .then(|| Trace::with_limit(MAX_TRACE_EVENTS));
    let answer = solve::solve_queens(&plan.query, trace.as_mut(), progress)?;
    on_answer(&answer);
    if answer.outcome == Outcome::BudgetSpent {
        return Err(spent(
            plan.query.budget,
            answer.stats.nodes,
            "raise {budget} or use a smaller n",
        ));
    }
    let searched = trace
        .as_ref()
        .filter(|_| answer.method != solve::QueensMethod::Construct);
    let files = plan
        .outputs
        .iter()
        .map(|output| {
            let bytes = match searched {
                Some(trace) if output.format == Format::Trace => {
                    check_trace_length(trace)?;
                    text::trace_lines(trace, Puzzle::Queens).into_bytes()
                }
                _ => draw::queens_figure(plan, &answer, searched, output)?,
            };
            Ok(Rendered {
                target: output.target.clone(),
                format: output.format,
                bytes,
            })
        })
        .collect::<Result<_, Error>>()?;
    Ok(Product { answer, files })
}
