//! Every default the key table declares that the planner does not read
//! from the declaration itself is what the tool does: a job that sets such
//! a key to its declared default is planned alike and writes the same
//! bytes as the job that leaves it out, in each table that takes the key
//! (`[defaults]` too), with the figures, animations and PDF the key can
//! change. The defaults the planner takes from the registry (a
//! [`Bounded`]'s, a switch's, the text defaults `start`, `board`, `sizes`
//! and `queens`, and the choices' defaults) are the declaration by
//! construction and are not tried.

use std::collections::HashMap;
use std::path::Path;

use super::config::{AnyJob, parse};
use super::run::render;
use crate::error::Naming;
use crate::job::keys_in;
use crate::options::{Bounded, DefaultValue, JobTable, Key, SWITCHES};
use crate::plan::{self, Ends};

/// The keys and values each test job is built from, besides the key
/// under test.
fn contexts(table: JobTable) -> &'static [&'static [(&'static str, &'static str)]] {
    const FORMATS: (&str, &str) = ("formats", r#"["svg", "gif", "pdf"]"#);
    match table {
        JobTable::Knight | JobTable::Defaults => &[
            &[("board", r#""5x5""#), FORMATS],
            &[("board", r#""5x5""#), ("animate", r#""search""#), FORMATS],
            &[("board", r#""5x5""#), ("strip", "true"), FORMATS],
        ],
        JobTable::Queens => &[
            &[("n", "6"), FORMATS],
            &[
                ("n", "6"),
                ("all", "true"),
                ("formats", r#"["svg", "pdf"]"#),
            ],
            &[
                ("n", "5"),
                ("tree", "true"),
                ("formats", r#"["svg", "png"]"#),
            ],
        ],
        JobTable::Explore => &[&[("sizes", r#""5""#)]],
        JobTable::Worksheet => &[
            &[("count", "2"), ("clues", "24")],
            &[("puzzle", r#""queens""#), ("count", "2"), ("prove", "1")],
        ],
    }
}

/// Whether a job of `table` and `context` takes `key`: a queens
/// worksheet refuses the knight's `board`, a knight's worksheet the
/// queens' `n`.
fn applies(table: JobTable, key: Key, context: &[(&str, &str)]) -> bool {
    let queens = context.contains(&("puzzle", r#""queens""#));
    table != JobTable::Worksheet || !matches!((key, queens), (Key::Board, true) | (Key::N, false))
}

/// Whether the planner reads the default of `key` in `table` from the
/// option's declaration (so leaving it out is the declared default by
/// construction).
fn read_from_declaration(table: JobTable, key: Key) -> bool {
    Bounded::of(table, key).is_some_and(|bounded| bounded.default.is_some())
        || SWITCHES.iter().any(|switch| switch.key == key)
        || matches!(
            key,
            Key::Start
                | Key::Board
                | Key::Sizes
                | Key::Queens
                | Key::Puzzle
                | Key::Method
                | Key::Order
                | Key::Theme
                | Key::Lang
                | Key::Coords
        )
        || (key, table) == (Key::Paper, JobTable::Worksheet)
}

/// The build file's table of a job of `table` (a `[defaults]` key is
/// tried on a knight's job).
fn job_table(table: JobTable) -> &'static str {
    match table {
        JobTable::Defaults => JobTable::Knight.name(),
        table => table.name(),
    }
}

/// The job's plan (its warnings aside) and the bytes of every file it
/// writes, or its error, from a build file of `[defaults]` lines and the
/// job's lines. The plan holds what a file may not show (the most frames
/// of a search that needs fewer).
fn files(
    table: JobTable,
    defaults: &[String],
    job: &[String],
) -> Result<(String, Vec<Vec<u8>>), String> {
    let text = format!(
        "[defaults]\n{}\n[[{}]]\nname = \"job\"\n{}\n",
        defaults.join("\n"),
        job_table(table),
        job.join("\n"),
    );
    let config = parse("defaults.toml", &text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let spec = config.jobs[0]
        .spec
        .as_ref()
        .map_err(|e| e.message(Naming::Key))?;
    assert_eq!(spec.job.table().name(), job_table(table));
    let planned = match &spec.job {
        AnyJob::Knight(job) => plan::knight(job, Vec::new(), Ends::Options).map(|mut plan| {
            plan.warnings.clear();
            plan.puzzle_warnings.clear();
            format!("{plan:?}")
        }),
        AnyJob::Queens(job) => plan::queens(job, Vec::new()).map(|mut plan| {
            plan.warnings.clear();
            plan.puzzle_warnings.clear();
            format!("{plan:?}")
        }),
        AnyJob::Explore(job) => plan::explore::explore(job).map(|plan| format!("{plan:?}")),
        AnyJob::Worksheet(job) => plan::worksheet::worksheet(job).map(|plan| format!("{plan:?}")),
    };
    let planned = planned.map_err(|e| e.message(Naming::Key))?;
    let (rendered, _) =
        render("job", spec, Path::new("out")).map_err(|e| e.message(Naming::Key))?;
    Ok((
        planned,
        rendered.into_iter().map(|file| file.bytes).collect(),
    ))
}

#[test]
fn a_declared_default_is_what_leaving_the_key_out_does() {
    // A job refused without the key (a search tree of 8 queens) must be
    // refused alike with it; only jobs that draw are counted as tried.
    let mut tried = 0;
    let mut left_out = HashMap::new();
    for table in JobTable::ALL {
        for key in keys_in(table) {
            let Some(value) = key.default_in(table).and_then(DefaultValue::toml) else {
                continue;
            };
            if read_from_declaration(table, *key) {
                continue;
            }
            let set = format!("{} = {value}", key.name());
            for context in contexts(table)
                .iter()
                .filter(|context| applies(table, *key, context))
            {
                let job: Vec<String> = context
                    .iter()
                    .filter(|(name, _)| *name != key.name())
                    .map(|(name, value)| format!("{name} = {value}"))
                    .collect();
                let left_out = left_out
                    .entry((table, job.clone()))
                    .or_insert_with(|| files(table, &[], &job));
                let given = if table == JobTable::Defaults {
                    files(table, std::slice::from_ref(&set), &job)
                } else {
                    files(table, &[], &[job.clone(), vec![set.clone()]].concat())
                };
                assert!(
                    *left_out == given,
                    "[{}] {set} differs from leaving it out (with {job:?})",
                    table.name()
                );
                tried += usize::from(given.is_ok());
            }
        }
    }
    assert!(tried > 40, "only {tried} defaults tried");
}
