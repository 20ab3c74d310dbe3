//! The one pipeline the command line and builds share: a planned job is
//! solved, its figures drawn and rendered in memory; the caller then writes
//! them all or nothing ([`write`]), or compares them with the files on disk.

pub(crate) mod draw;
pub(crate) mod explore;
pub(crate) mod explore_queens;
pub(crate) mod read;
pub(crate) mod worksheet;
pub(crate) mod write;

use crate::error::{Error, Message, message};

use crate::job::Format;
use crate::options::Key;
use crate::plan::{KnightPlan, QueensPlan, Target};
use crate::solution::{Outcome, Stats};
use crate::solve::{self, KnightAnswer, KnightMethod, QueensAnswer};
use crate::text;
use crate::text::TraceText;
use crate::trace::{Recorder, Trace};

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
/// to change (`hint`, empty or starting with `; `).
fn spent(budget: Option<u64>, nodes: u64, hint: Message) -> Error {
    if crate::interrupt::requested() {
        return Error::Interrupted;
    }
    let limit = budget.map_or_else(
        || message!["the default budget"],
        |b| message![Key::Budget, format!(" {b}")],
    );
    Error::Budget(
        message!["search stopped at "]
            .and(limit)
            .then(format!(" ({nodes} nodes) without an answer"))
            .and(hint),
    )
}

/// Solves a knight plan and renders its figures. A spent budget is an
/// error; `on_answer` sees the answer first (for statistics).
pub fn knight(
    plan: &KnightPlan,
    on_answer: &mut dyn FnMut(&KnightAnswer),
) -> Result<Product<KnightAnswer>, Error> {
    let mut text = plan
        .writes_trace()
        .then(|| TraceText::knight(&plan.spec, plan.prune));
    let mut lapse = None;
    let answer = if plan.draws_search() {
        let (answer, watched) = solve::watched_knight_search(
            &plan.spec,
            plan.prune,
            plan.budget,
            plan.max_frames,
            text.as_mut().map(|text| text as &mut dyn Recorder),
        )?;
        lapse = watched;
        answer
    } else if let Some(text) = text.as_mut() {
        solve::search_knight(&plan.spec, plan.prune, plan.budget, text)?
    } else {
        solve_tour(plan, plan.method, plan.budget)?
    };
    let trace_text = match text.map(TraceText::finish) {
        Some(None) => return Err(trace_too_long()),
        other => other.flatten(),
    };
    on_answer(&answer);
    if answer.outcome == Outcome::BudgetSpent {
        if crate::interrupt::requested() {
            return Err(Error::Interrupted);
        }
        return Err(spent(
            plan.budget,
            answer.stats.nodes,
            knight_hint(plan, plan.draws_search(), trace_text.is_some()),
        ));
    }
    let files = plan
        .outputs
        .iter()
        .map(|output| {
            let bytes = match &trace_text {
                Some(text) if output.format == Format::Trace => text.clone().into_bytes(),
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

/// The most events a queens search keeps to draw or write.
pub(crate) const MAX_TRACE_EVENTS: usize = 2_000_000;

/// The refusal of a `--trace` file past its size limit.
fn trace_too_long() -> Error {
    Error::usage(message![
        format!(
            "the search's trace passed {} MB, the most ",
            text::MAX_TRACE_BYTES >> 20
        ),
        Key::Trace,
        " writes; use a smaller board or another start"
    ])
}

/// Refuses a queens trace that did not hold the whole search.
fn check_trace_length(trace: &Trace) -> Result<(), Error> {
    if trace.truncated {
        return Err(Error::usage(message![
            format!("the search took more than {MAX_TRACE_EVENTS} events, more than "),
            Key::Trace,
            " records; use a smaller n"
        ]));
    }
    Ok(())
}

/// What to change when a knight search spent its budget: only what is
/// known to answer. A budget the user set may be raised (a large enough
/// one ends any search); the default route (`--method auto`, no search
/// animation, no budget) is tried, and the changes that lead to it are
/// named when it gives a tour or a proof.
fn knight_hint(plan: &KnightPlan, animated: bool, traced: bool) -> Message {
    let mut hints = Vec::new();
    if plan.budget.is_some() {
        hints.push(message!["raise ", Key::Budget]);
    } else if animated || traced {
        hints.push(message![
            "set ",
            Key::Budget,
            format!(
                " above the {} nodes a drawn search gets",
                solve::SEARCH_FIGURE_BUDGET
            )
        ]);
    }
    let mut changes = Vec::new();
    if animated {
        changes.push(message!["leave out ", Key::Animate, " search"]);
    }
    if traced {
        changes.push(message!["leave out ", Key::Trace]);
    }
    if plan.method != KnightMethod::Auto {
        changes.push(message!["use ", Key::Method, " auto"]);
    }
    if plan.budget.is_some() {
        changes.push(message!["leave out ", Key::Budget]);
    }
    if let Some((last, rest)) = changes.split_last()
        && let Ok(other) = solve_tour(plan, KnightMethod::Auto, None)
        && other.outcome != Outcome::BudgetSpent
    {
        let change = if rest.is_empty() {
            last.clone()
        } else {
            Message::join(rest.iter().cloned(), ", ")
                .then(" and ")
                .and(last.clone())
        };
        let by = match other.outcome {
            Outcome::Found(_) => "a tour",
            _ => "the proof that there is none",
        };
        hints.push(change.then(format!(" for {by} ({})", method_words(other.method))));
    }
    if hints.is_empty() {
        Message::default()
    } else {
        message!["; "].and(Message::join(hints, ", or "))
    }
}

/// The tour a knight plan asks for by `method` within `budget`: one that
/// continues the squares given, if any.
fn solve_tour(
    plan: &KnightPlan,
    method: KnightMethod,
    budget: Option<u64>,
) -> Result<KnightAnswer, solve::Refusal> {
    if plan.given.len() > 1 {
        solve::complete_knight(&plan.spec, &plan.given, method, budget)
    } else {
        solve::solve_knight(&plan.spec, method, budget)
    }
}

/// A method's name as the hints say it.
fn method_words(method: KnightMethod) -> &'static str {
    match method {
        KnightMethod::Auto | KnightMethod::Backtrack => "by the exact search",
        KnightMethod::Sweep => "by the sweep",
        KnightMethod::Construct => "by the construction",
        KnightMethod::Warnsdorff => "by Warnsdorff's rule",
    }
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
            message![
                "; counting needs a larger ",
                Key::Budget,
                " or a smaller board"
            ],
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
    let answer = if plan.place.is_empty() {
        solve::solve_queens(
            &plan.query,
            trace.as_mut().map(|t| t as &mut dyn Recorder),
            progress,
        )?
    } else {
        solve::complete_queens(&plan.query, &plan.place)
    };
    on_answer(&answer);
    if let Some(trace) = &trace
        && trace.truncated
    {
        return Err(if plan.outputs.iter().any(|o| o.format == Format::Trace) {
            check_trace_length(trace).expect_err("a truncated trace")
        } else {
            Error::value(
                Key::N,
                plan.query.n,
                format!(
                    "the search is too long to draw (over {MAX_TRACE_EVENTS} events); use a \
                     smaller n"
                ),
            )
        });
    }
    let kept = answer.placements().len();
    if kept > plan.query.keep && plan.query.keep != crate::figure::queens::MAX_SHEET_BOARDS {
        return Err(Error::usage(message![
            format!(
                "more than {} solutions to hold in memory; print them without figures (they \
                 are printed as they are found), or use ",
                plan.query.keep
            ),
            Key::Fundamental,
            " or a smaller n"
        ]));
    }
    if answer.outcome == Outcome::BudgetSpent {
        return Err(spent(
            plan.query.budget,
            answer.stats.nodes,
            message!["; raise ", Key::Budget, " or use a smaller n"],
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
                    text::queens_trace_lines(trace, plan.query.n).into_bytes()
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
