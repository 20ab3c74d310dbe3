//! One build job drawn in memory: its files' names and bytes.

use crate::build::config::{BuildJob, Puzzle};
use crate::draw::{self, QueensFigure};
use crate::error::Error;
use crate::solution::Outcome;
use crate::solve;
use crate::trace::Trace;

/// The files of a job and whether it proved there is no solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rendered {
    /// File names (within the output folder) and contents.
    pub files: Vec<(String, Vec<u8>)>,
    /// The job proved there is no solution.
    pub not_found: bool,
}

/// The file names a job writes.
pub fn file_names(job: &BuildJob) -> Vec<String> {
    job.formats
        .iter()
        .map(|f| format!("{}.{}", job.name, f.extension()))
        .collect()
}

/// Solves and draws a job.
pub fn render(job: &BuildJob) -> Result<Rendered, Error> {
    let names = file_names(job);
    let mut files = Vec::new();
    let not_found;
    match &job.puzzle {
        Puzzle::Knight(knight) => {
            if knight.count {
                return Err(Error::usage(
                    "`count` prints a number; a build draws figures",
                ));
            }
            let spec = solve::knight_spec(knight)?;
            let style = draw::knight_style(knight, spec.board)?;
            let answer = solve::solve_knight(
                &spec,
                knight.method.unwrap_or_default(),
                knight.budget,
                None,
            )?;
            if answer.outcome == Outcome::BudgetSpent {
                return Err(Error::Budget(format!(
                    "search stopped after {} nodes without an answer; raise `budget` or set method = \"warnsdorff\"",
                    answer.stats.nodes
                )));
            }
            not_found = matches!(answer.outcome, Outcome::NotFound(_));
            for (format, name) in job.formats.iter().zip(names) {
                let mut bytes = Vec::new();
                draw::knight_figure(&answer, &style, *format, &mut bytes)?;
                files.push((name, bytes));
            }
        }
        Puzzle::Queens(queens) => {
            if queens.count {
                return Err(Error::usage(
                    "`count` prints a number; a build draws figures",
                ));
            }
            let style = draw::queens_style(queens)?;
            let figure = QueensFigure::of(queens);
            let needs_search =
                figure == QueensFigure::Tree || job.formats.contains(&draw::Format::Gif);
            let mut trace = needs_search.then(|| Trace::with_limit(draw::MAX_ANIMATED_EVENTS));
            let answer = solve::solve_queens(queens, trace.as_mut())?;
            if answer.outcome == Outcome::BudgetSpent {
                return Err(Error::Budget(format!(
                    "search stopped after {} placements without an answer; raise `budget`",
                    answer.stats.nodes
                )));
            }
            not_found = matches!(answer.outcome, Outcome::NotFound(_));
            let searched = trace
                .as_ref()
                .filter(|_| answer.method != crate::job::QueensMethod::Construct);
            for (format, name) in job.formats.iter().zip(names) {
                let mut bytes = Vec::new();
                draw::queens_figure(
                    &answer,
                    searched,
                    queens.attacks,
                    figure,
                    &style,
                    *format,
                    &mut bytes,
                )?;
                files.push((name, bytes));
            }
        }
    }
    Ok(Rendered { files, not_found })
}
