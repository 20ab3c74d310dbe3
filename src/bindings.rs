//! The library interface of bindings (the Python package): a job given as
//! key/value options is read as a build file's table, key by key, so its
//! names, defaults, checks and messages are the build file's; it is then
//! planned and solved, and its figures drawn, by the same plan and
//! pipeline as the command line, so the bytes are the command line's.

use crate::batch::{self, BuildOptions, BuildReport, TableError};
use crate::error::{Error, Exit, Message, Naming};
use crate::job::Format;
use crate::job::{ExploreJob, KnightJob, QueensJob, WorksheetJob};
use crate::options::{JobTable, Key, Role};
use crate::pipeline::{self, draw};
use crate::plan::{self, Drawing, Ends, Output, Target};
use crate::solution::{Outcome, Placement};
use crate::solve::{KnightAnswer, QueensAnswer, QueensFound};
use crate::text;
use crate::words::{Lang, say};

/// A value of an option, as a binding passes it.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `true` or `false`.
    Bool(bool),
    /// A whole number.
    Int(i64),
    /// A number with a fraction (refused where a whole number is expected).
    Float(f64),
    /// Text: boards, squares, names.
    Text(String),
    /// A list of values.
    List(Vec<Value>),
}

impl Value {
    /// The value as it would be written in a build file.
    fn toml(&self) -> toml::Value {
        match self {
            Value::Bool(b) => toml::Value::Boolean(*b),
            Value::Int(i) => toml::Value::Integer(*i),
            Value::Float(f) => toml::Value::Float(*f),
            Value::Text(t) => toml::Value::String(t.clone()),
            Value::List(items) => toml::Value::Array(items.iter().map(Value::toml).collect()),
        }
    }
}

/// What kind of error, for a binding to pick its exception.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// An option the function does not take.
    UnknownOption,
    /// A bad value, options that do not go together, a malformed build file.
    Value,
    /// A value of the wrong type: a number where text is expected, text
    /// where a number or a flag is expected.
    Type,
    /// A search spent its budget without an answer.
    Budget,
    /// A file could not be read or written.
    Io,
    /// Stopped by a request to stop ([`request_stop`]).
    Interrupted,
}

/// An error of the interface: its kind and its one-line message, which
/// names options by their build-file keys.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    /// What kind of error.
    pub kind: ErrorKind,
    /// The message.
    pub message: String,
}

impl From<Error> for ApiError {
    fn from(error: Error) -> ApiError {
        let kind = match &error {
            Error::Budget(_) => ErrorKind::Budget,
            Error::Io { .. } => ErrorKind::Io,
            Error::Interrupted => ErrorKind::Interrupted,
            Error::Value { .. } | Error::Usage(_) | Error::Diagnostic(_) => ErrorKind::Value,
        };
        ApiError {
            kind,
            message: error.message(Naming::Keyword),
        }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ApiError {}

/// Asks running searches to stop, as Ctrl-C does on the command line;
/// they end with an [`ErrorKind::Interrupted`] error.
pub fn request_stop() {
    crate::interrupt::request();
}

/// Withdraws a request to stop, so later searches run.
pub fn clear_stop() {
    crate::interrupt::reset();
}

/// Options with warnings: the result and the options given that have no
/// effect (worded with keys).
#[derive(Clone, Debug)]
pub struct Solved<T> {
    /// The result.
    pub result: T,
    /// Options given that have no effect.
    pub warnings: Vec<String>,
}

/// The keys of a job table with one of `roles`, in the order declared.
fn keys_of(table: JobTable, roles: &[Role]) -> Vec<Key> {
    crate::job::keys_in(table)
        .iter()
        .copied()
        .filter(|key| roles.contains(&key.role()))
        .collect()
}

/// The keywords a function of `table` takes: the keys of its puzzle and
/// of its figures, in the order declared.
#[must_use]
pub fn keywords(table: JobTable) -> Vec<Key> {
    keys_of(table, &[Role::Puzzle, Role::Figure])
}

/// The keys that decide a puzzle of `table`.
fn puzzle_keys(table: JobTable) -> Vec<Key> {
    keys_of(table, &[Role::Puzzle])
}

/// The keys of a figure of `table`: the keywords its answers' figure
/// methods take.
pub(crate) fn figure_keys(table: JobTable) -> Vec<Key> {
    keys_of(table, &[Role::Figure])
}

/// Options read into a table: keys written with `_` are taken as written
/// with `-` (`first_step` is `first-step`); each key must be in `allowed`,
/// else the error names the nearest one, or `elsewhere` says where a key
/// of `other` belongs.
fn table(
    options: &[(String, Value)],
    allowed: &[Key],
    other: (&[Key], &str),
) -> Result<toml::Table, ApiError> {
    let keys: Vec<String> = allowed.iter().map(|k| k.name().to_string()).collect();
    let mut table = toml::Table::new();
    for (name, value) in options {
        let key = name.replace('_', "-");
        if !keys.contains(&key) {
            let (other_keys, elsewhere) = other;
            let message = if other_keys.iter().any(|k| k.name() == key) {
                format!("`{key}` {elsewhere}")
            } else {
                match batch::nearest(&key, &keys) {
                    Some(near) => format!(
                        "unknown option `{name}`: did you mean `{}`?",
                        near.replace('-', "_")
                    ),
                    None => format!("unknown option `{name}`"),
                }
            };
            return Err(ApiError {
                kind: ErrorKind::UnknownOption,
                message,
            });
        }
        table.insert(key, value.toml());
    }
    Ok(table)
}

/// A table read into a job, a bad value naming its key.
fn job<T: crate::job::JobType>(table: &toml::Table) -> Result<T, ApiError> {
    batch::read_table(table).map_err(|problem| match problem {
        TableError::Value(error) => error.into(),
        TableError::Type(error) => ApiError {
            kind: ErrorKind::Type,
            message: error.message(Naming::Keyword),
        },
        TableError::Unknown { key, .. } => ApiError {
            kind: ErrorKind::UnknownOption,
            message: format!("unknown option `{key}`"),
        },
    })
}

/// A job of `table` that takes no figure job's options: a key that
/// `elsewhere` gives a knight's or a queens job is refused as one that
/// `said` (`is not an option of the explorer`), any other unknown key
/// with the nearest known one.
fn job_alone<T: crate::job::JobType>(
    options: &[(String, Value)],
    own: JobTable,
    elsewhere: fn(JobTable) -> Vec<Key>,
    said: &str,
) -> Result<T, ApiError> {
    let other: Vec<Key> = [JobTable::Knight, JobTable::Queens]
        .into_iter()
        .flat_map(elsewhere)
        .collect();
    job(&table(options, &keywords(own), (&other, said))?)
}

/// The table with only the given keys.
fn only(table: &toml::Table, keys: &[Key]) -> toml::Table {
    table
        .iter()
        .filter(|(key, _)| keys.iter().any(|k| k.name() == key.as_str()))
        .map(|(key, value)| (key.clone(), value.clone()))
        .collect()
}

/// `base` with `over`'s entries put over it.
fn merged(base: &toml::Table, over: toml::Table) -> toml::Table {
    let mut table = base.clone();
    table.extend(over);
    table
}

/// The warnings of a figure that were not given when solving.
fn new_warnings(warnings: Vec<Message>, seen: &[Message]) -> Vec<String> {
    warnings
        .into_iter()
        .filter(|w| !seen.contains(w))
        .map(|w| w.say(Naming::Keyword))
        .collect()
}

/// The one output a figure method draws.
fn output(format: Format, drawing: Drawing) -> Output {
    Output {
        format,
        drawing,
        target: Target::Stdout,
    }
}

/// The bytes of the one figure a pipeline product holds.
fn only_file(files: Vec<pipeline::Rendered>) -> Vec<u8> {
    files
        .into_iter()
        .next()
        .map(|f| f.bytes)
        .unwrap_or_default()
}

/// The words a notebook shows for an animation (the title of the frame
/// holding its page, the alt text of its GIF), in the language `lang`
/// names in `options`, else in `base`, else English.
fn animation_words(base: &toml::Table, options: &[(String, Value)]) -> String {
    let lang = options
        .iter()
        .rev()
        .find(|(name, _)| name == "lang")
        .map(|(_, value)| value.toml())
        .or_else(|| base.get("lang").cloned())
        .and_then(|value| value.try_into::<crate::job::LangName>().ok())
        .map_or(Lang::En, Lang::from);
    say!(lang, "notebook-animation-title")
}

/// The words a notebook shows for the explorer's page made with `options`
/// (the title of the frame holding it), in its language.
#[must_use]
pub fn animation_title(options: &[(String, Value)]) -> String {
    animation_words(&toml::Table::new(), options)
}

/// The explorer's page for options given by their keys (`sizes`, `theme`,
/// `title`), planned and solved as `boardfig explore` does: its bytes.
///
/// # Errors
/// A bad value (naming its key), an unknown key, or a page too large.
pub fn explore(options: &[(String, Value)]) -> Result<Vec<u8>, ApiError> {
    let job: ExploreJob = job_alone(
        options,
        JobTable::Explore,
        figure_keys,
        "is not an option of the explorer",
    )?;
    let plan = plan::explore::explore(&job)?;
    Ok(pipeline::explore::page(&plan)?)
}

/// A worksheet made from options given by their keys (`puzzle`, `board`,
/// `n`, `count`, `clues`, `prove`, `seed`, `paper`, `lang`, `title`):
/// its exercises chosen and each checked by the solver, as `boardfig
/// worksheet` does, ready to be drawn as a sheet or as its answer key.
#[derive(Clone, Debug)]
pub struct Worksheet {
    /// The sheet, planned.
    plan: plan::worksheet::WorksheetPlan,
    /// Its exercises.
    exercises: Vec<crate::figure::worksheet::Exercise>,
}

impl Worksheet {
    /// Plans the worksheet and chooses its exercises.
    ///
    /// # Errors
    /// A bad value (naming its key), an unknown key, or too few exercises
    /// of the kind asked on the board.
    pub fn make(options: &[(String, Value)]) -> Result<Worksheet, ApiError> {
        let job: WorksheetJob = job_alone(
            options,
            JobTable::Worksheet,
            keywords,
            "is not an option of a worksheet",
        )?;
        let plan = plan::worksheet::worksheet(&job)?;
        let exercises = pipeline::worksheet::exercises(&plan)?;
        Ok(Worksheet { plan, exercises })
    }

    /// The number of pages of the sheet (and of its key).
    #[must_use]
    pub fn pages(&self) -> usize {
        self.exercises
            .len()
            .div_ceil(crate::figure::worksheet::PER_PAGE)
    }

    /// The sheet (or its answer key) as PDF, one page per six exercises.
    #[must_use]
    pub fn pdf(&self, answers: bool) -> Vec<u8> {
        pipeline::worksheet::to_pdf(&self.plan, &self.exercises, answers)
    }

    /// The sheet's (or the key's) page `page` (from 0) as SVG.
    ///
    /// # Errors
    /// A page past the last.
    pub fn svg(&self, answers: bool, page: usize) -> Result<String, ApiError> {
        let pages = pipeline::worksheet::sheet_pages(&self.plan, &self.exercises, answers);
        let scene = pages.get(page).ok_or_else(|| ApiError {
            kind: ErrorKind::Value,
            message: format!(
                "page `{page}`: the sheet has {} page{}, numbered from 0",
                pages.len(),
                if pages.len() == 1 { "" } else { "s" }
            ),
        })?;
        Ok(crate::render::svg::to_svg(scene))
    }
}

/// A knight job's answer: a tour or the proof there is none.
#[derive(Clone, Debug)]
pub struct Knight {
    /// The options as given, by key.
    options: toml::Table,
    /// The answer.
    answer: KnightAnswer,
    /// The number of the first step.
    first_step: u32,
    /// The warnings given when solving, as the plan words them.
    seen: Vec<Message>,
}

/// What a knight job answers: a tour (or none), or a number of tours.
#[derive(Clone, Debug)]
pub enum KnightResult {
    /// A tour, or the proof there is none.
    Tour(Box<Knight>),
    /// The number of tours from the start (`count`).
    Count(u64),
}

impl Knight {
    /// Solves a knight job given by its keys (`board`, `start`, ..., and
    /// figure options, which the figures then use).
    pub fn solve(options: &[(String, Value)]) -> Result<Solved<KnightResult>, ApiError> {
        let table = table(options, &keywords(JobTable::Knight), (&[], ""))?;
        let full: KnightJob = job(&table)?;
        let plan = plan::knight(&full, Vec::new(), Ends::Options)?;
        if full.count {
            let warnings = new_warnings(plan.warnings.clone(), &[]);
            let (count, _) = pipeline::knight_count(&plan, &|_| {})?;
            return Ok(Solved {
                result: KnightResult::Count(count),
                warnings,
            });
        }
        let answer = pipeline::knight(&plan, &mut |_| {})?.answer;
        Ok(Solved {
            warnings: new_warnings(plan.puzzle_warnings.clone(), &[]),
            result: KnightResult::Tour(Box::new(Knight {
                options: table,
                answer,
                first_step: plan.first_step,
                seen: plan.puzzle_warnings,
            })),
        })
    }

    /// Whether a tour was found.
    #[must_use]
    pub fn found(&self) -> bool {
        matches!(self.answer.outcome, Outcome::Found(_))
    }

    /// The squares of the tour in visiting order (none without a tour).
    #[must_use]
    pub fn squares(&self) -> Vec<String> {
        match &self.answer.outcome {
            Outcome::Found(tour) => tour.squares().map(|sq| sq.to_string()).collect(),
            _ => Vec::new(),
        }
    }

    /// The step number of each square, rows rank 1 first, as `--format
    /// matrix` prints them (none without a tour).
    #[must_use]
    pub fn matrix(&self) -> Vec<Vec<u64>> {
        match &self.answer.outcome {
            Outcome::Found(tour) => text::tour_steps(tour, self.first_step),
            _ => Vec::new(),
        }
    }

    /// The method that gave the answer: `backtrack`, `warnsdorff`, ...
    #[must_use]
    pub fn method(&self) -> String {
        text::method_name(self.answer.method).to_string()
    }

    /// The board, `WxH`.
    #[must_use]
    pub fn board(&self) -> String {
        self.answer.spec.board.to_string()
    }

    /// The first square.
    #[must_use]
    pub fn start(&self) -> String {
        self.answer.spec.start.to_string()
    }

    /// The square the tour must end on, if one was asked for.
    #[must_use]
    pub fn end(&self) -> Option<String> {
        self.answer.spec.end.map(|sq| sq.to_string())
    }

    /// Whether the tour was asked to be closed.
    #[must_use]
    pub fn closed(&self) -> bool {
        self.answer.spec.closed
    }

    /// Why there is no tour, in words.
    #[must_use]
    pub fn reason(&self) -> Option<String> {
        text::knight_proof_text(&self.answer)
    }

    /// Search nodes visited.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.answer.stats.nodes
    }

    /// The answer as one line of JSON, as `--format json` prints it.
    #[must_use]
    pub fn json(&self) -> String {
        let mut out = Vec::new();
        let _ = text::write_knight_json(&mut out, &self.answer);
        String::from_utf8_lossy(&out).trim_end().to_string()
    }

    /// The words a notebook shows for an animation of the answer drawn
    /// with figure options `options` over those given when solving, in its
    /// language.
    #[must_use]
    pub fn animation_title(&self, options: &[(String, Value)]) -> String {
        animation_words(&self.options, options)
    }

    /// The answer's figure in `format`, with figure options over those
    /// given when solving; the search is solved again when the figure
    /// draws it (`animate = "search"`).
    pub fn figure(
        &self,
        format: Format,
        options: &[(String, Value)],
    ) -> Result<Solved<Vec<u8>>, ApiError> {
        self.draw(&output(format, Drawing::Answer), options)
    }

    /// The strip of the tour's moves (of the search's steps with
    /// `animate = "search"`), as SVG.
    pub fn strip(&self, options: &[(String, Value)]) -> Result<Solved<Vec<u8>>, ApiError> {
        self.draw(&output(Format::Svg, Drawing::Strip), options)
    }

    fn draw(
        &self,
        output: &Output,
        options: &[(String, Value)],
    ) -> Result<Solved<Vec<u8>>, ApiError> {
        let over = table(
            options,
            &figure_keys(JobTable::Knight),
            (
                &puzzle_keys(JobTable::Knight),
                "decides the tour: give it to knight(), not to a figure",
            ),
        )?;
        let job: KnightJob = job(&merged(&self.options, over))?;
        let plan = plan::knight(&job, vec![output.clone()], Ends::Options)?;
        let bytes = if plan.draws_search() {
            only_file(pipeline::knight(&plan, &mut |_| {})?.files)
        } else {
            draw::knight_figure(&plan, &self.answer, None, output)?
        };
        Ok(Solved {
            result: bytes,
            warnings: new_warnings(plan.warnings, &self.seen),
        })
    }
}

/// A queens job's answer: one placement, all of them, or the proof there
/// is none.
#[derive(Clone, Debug)]
pub struct Queens {
    /// The options as given, by key.
    options: toml::Table,
    /// The answer.
    answer: QueensAnswer,
    /// The warnings given when solving, as the plan words them.
    seen: Vec<Message>,
}

/// What a queens job answers: placements (or none), or their number.
#[derive(Clone, Debug)]
pub enum QueensResult {
    /// One placement, every placement (`all`), or the proof there is none.
    Placements(Box<Queens>),
    /// The number of placements (`count`).
    Count(u64),
}

impl Queens {
    /// Solves a queens job given by its keys (`n`, `all`, ..., and figure
    /// options, which the figures then use).
    pub fn solve(options: &[(String, Value)]) -> Result<Solved<QueensResult>, ApiError> {
        let table = table(options, &keywords(JobTable::Queens), (&[], ""))?;
        let full: QueensJob = job(&table)?;
        let plan = plan::queens(&full, Vec::new())?;
        let warnings = if full.count {
            plan.warnings.clone()
        } else {
            plan.puzzle_warnings.clone()
        };
        let answer = pipeline::queens(&plan, &|_, _| {}, &mut |_| {})?.answer;
        let result = match answer.outcome {
            Outcome::Found(QueensFound::Count(count)) => QueensResult::Count(count),
            _ => QueensResult::Placements(Box::new(Queens {
                options: table,
                answer,
                seen: plan.puzzle_warnings,
            })),
        };
        Ok(Solved {
            result,
            warnings: new_warnings(warnings, &[]),
        })
    }

    /// Whether every placement was asked for (`all`).
    #[must_use]
    pub fn all(&self) -> bool {
        self.options.get("all").and_then(toml::Value::as_bool) == Some(true)
    }

    /// Whether one placement per symmetry class was asked for.
    #[must_use]
    pub fn fundamental(&self) -> bool {
        self.options
            .get("fundamental")
            .and_then(toml::Value::as_bool)
            == Some(true)
    }

    /// The board's side and the number of queens.
    #[must_use]
    pub fn n(&self) -> usize {
        self.answer.n
    }

    /// The number of placements found.
    #[must_use]
    pub fn len(&self) -> usize {
        self.answer.placements().len()
    }

    /// Whether no placement was found.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.answer.placements().is_empty()
    }

    /// Placement `index`: the 1-based file of the queen on each rank, rank
    /// 1 first.
    #[must_use]
    pub fn columns(&self, index: usize) -> Option<Vec<u32>> {
        self.answer
            .placements()
            .get(index)
            .map(|p| p.columns.iter().map(|f| f + 1).collect())
    }

    /// Whether a placement was found.
    #[must_use]
    pub fn found(&self) -> bool {
        self.answer.found()
    }

    /// The method that gave the answer: `backtrack` or `construct`.
    #[must_use]
    pub fn method(&self) -> String {
        text::queens_method_name(self.answer.method).to_string()
    }

    /// Why there is no placement, in words.
    #[must_use]
    pub fn reason(&self) -> Option<String> {
        text::queens_proof_text(&self.answer)
    }

    /// Why `method = "auto"` constructed the placement instead of
    /// searching, if it did.
    #[must_use]
    pub fn note(&self) -> Option<String> {
        self.answer.note.clone()
    }

    /// Search nodes visited (queens placed).
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.answer.stats.nodes
    }

    /// The placements: the 1-based file of the queen on each rank, rank 1
    /// first, as `--format columns` prints them.
    #[must_use]
    pub fn placements(&self) -> Vec<Vec<u32>> {
        self.answer
            .placements()
            .iter()
            .map(|p| p.columns.iter().map(|f| f + 1).collect())
            .collect()
    }

    /// The queens' squares of placement `index`, rank 1 first.
    #[must_use]
    pub fn squares(&self, index: usize) -> Vec<String> {
        self.answer
            .placements()
            .get(index)
            .map(|p| p.squares().iter().map(ToString::to_string).collect())
            .unwrap_or_default()
    }

    /// The answer as one line of JSON, as `--format json` prints it.
    #[must_use]
    pub fn json(&self) -> String {
        text::queens_json(&self.answer)
    }

    /// The words a notebook shows for an animation of the answer drawn
    /// with figure options `options` over those given when solving, in its
    /// language.
    #[must_use]
    pub fn animation_title(&self, options: &[(String, Value)]) -> String {
        animation_words(&self.options, options)
    }

    /// The answer's figure in `format` (a sheet of every placement with
    /// `all`), with figure options over those given when solving; the
    /// search is solved again when the figure draws it.
    pub fn figure(
        &self,
        format: Format,
        options: &[(String, Value)],
    ) -> Result<Solved<Vec<u8>>, ApiError> {
        self.draw(
            &self.options,
            &output(format, Drawing::Answer),
            options,
            None,
        )
    }

    /// The backtracking search tree, as SVG.
    pub fn tree(&self, options: &[(String, Value)]) -> Result<Solved<Vec<u8>>, ApiError> {
        self.draw(
            &self.options,
            &output(Format::Svg, Drawing::Tree),
            options,
            None,
        )
    }

    /// The strip of the search's steps, as SVG.
    pub fn strip(&self, options: &[(String, Value)]) -> Result<Solved<Vec<u8>>, ApiError> {
        self.draw(
            &self.options,
            &output(Format::Svg, Drawing::Strip),
            options,
            None,
        )
    }

    /// Placement `index` alone on its board, in `format` (SVG, PNG or PDF), as
    /// the figure of a job asking for one placement draws it.
    pub fn placement_figure(
        &self,
        index: usize,
        format: Format,
        options: &[(String, Value)],
    ) -> Result<Solved<Vec<u8>>, ApiError> {
        let Some(placement) = self.answer.placements().get(index) else {
            return Err(Error::usage(format!(
                "placement {index} of {}: there is no such placement",
                self.answer.placements().len()
            ))
            .into());
        };
        if !matches!(format, Format::Svg | Format::Png | Format::Pdf) {
            return Err(Error::usage(format!(
                "one placement of several is drawn as svg, png or pdf, not {}",
                format.name()
            ))
            .into());
        }
        let one = only(&self.options, &[Key::N, Key::Method, Key::Budget]);
        let base = merged(&one, only(&self.options, &figure_keys(JobTable::Queens)));
        self.draw(
            &base,
            &output(format, Drawing::Answer),
            options,
            Some(placement),
        )
    }

    fn draw(
        &self,
        base: &toml::Table,
        output: &Output,
        options: &[(String, Value)],
        placement: Option<&Placement>,
    ) -> Result<Solved<Vec<u8>>, ApiError> {
        let over = table(
            options,
            &figure_keys(JobTable::Queens),
            (
                &puzzle_keys(JobTable::Queens),
                "decides the answer: give it to queens(), not to a figure",
            ),
        )?;
        let job: QueensJob = job(&merged(base, over))?;
        let plan = plan::queens(&job, vec![output.clone()])?;
        let bytes = if let Some(placement) = placement {
            let answer = QueensAnswer {
                outcome: Outcome::Found(QueensFound::Placements(vec![placement.clone()])),
                note: None,
                ..self.answer.clone()
            };
            draw::queens_figure(&plan, &answer, None, output)?
        } else if plan.draws_search() {
            only_file(pipeline::queens(&plan, &|_, _| {}, &mut |_| {})?.files)
        } else {
            draw::queens_figure(&plan, &self.answer, None, output)?
        };
        Ok(Solved {
            result: bytes,
            warnings: new_warnings(plan.warnings, &self.seen),
        })
    }
}

/// Runs a build, the same as `boardfig build` with these options, and
/// returns its report. A build file that cannot be read or is malformed
/// is an error, and so is a request to stop ([`request_stop`]); a failing
/// job or a stale file is in the report.
pub fn build(options: &BuildOptions) -> Result<BuildReport, ApiError> {
    let report = batch::run(options)?;
    if report.exit == Exit::Interrupted {
        return Err(Error::Interrupted.into());
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    #[test]
    fn the_bindings_take_every_key_of_a_job_table_but_those_naming_files() {
        for table in [JobTable::Knight, JobTable::Queens, JobTable::Explore] {
            let taken: BTreeSet<String> = keywords(table)
                .into_iter()
                .map(|key| key.name().to_string())
                .collect();
            let mut all: BTreeSet<String> = batch::table_keys(table).into_iter().collect();
            all.retain(|name| Key::named(name).is_some_and(|key| key.role() != Role::File));
            assert_eq!(taken, all, "{table:?}");
        }
    }
}
