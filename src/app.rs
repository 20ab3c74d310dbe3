//! Runs a parsed command line: plan, check the targets, run the pipeline,
//! write the figures, print the answer. Errors are worded here, with the
//! command line's flags.

use std::io::{self, Write};
use std::path::Path;
use std::time::Instant;

#[cfg(test)]
mod bad_values;
mod build;
mod color;
mod init;
mod progress;
mod queens;
mod schema;
mod shell;
mod worksheet;

use progress::{Progress, with_progress};

pub use color::{colour_stderr, diagnostic_text};

use crate::cli::{
    Cli, Command, ExploreArgs, KnightArgs, KnightFormat, QueensArgs, QueensFormat, target,
};
use crate::error::{Error, Exit, Line, Message, Naming, line_start, message};
use crate::options::Key;
use crate::pipeline::write::{self, Links};
use crate::pipeline::{self, Product};
use crate::plan::exercise::exercise_job;
use crate::plan::{self, Drawing, Ends, Output, Target};
use crate::solution::{Outcome, Stats};
use crate::solve::{QueensAnswer, QueensQuestion, QueensVisit};
use crate::text;
use crate::words::{Lang, say};

/// Whether this process's standard output was closed when it started
/// (`>&-`): an answer written there would be lost. Rust's runtime opens
/// /dev/null for reading and writing in place of a closed standard
/// stream; a shell's `>/dev/null` opens it for writing only, which is
/// the user's choice and not refused.
#[must_use]
pub fn stdout_closed() -> bool {
    #[cfg(unix)]
    {
        use rustix::fs::{OFlags, fcntl_getfl, fstat, stat};
        let stdout = std::io::stdout();
        let (Ok(here), Ok(null), Ok(flags)) =
            (fstat(&stdout), stat("/dev/null"), fcntl_getfl(&stdout))
        else {
            return false;
        };
        here.st_rdev == null.st_rdev
            && here.st_mode == null.st_mode
            && flags & OFlags::RWMODE == OFlags::RDWR
    }
    #[cfg(not(unix))]
    {
        false
    }
}

/// Runs the command; answers go to `out`, statistics, warnings and notes
/// to `err`.
/// Ctrl-C asks the searches to stop; the run then ends with
/// [`Exit::Interrupted`] and writes no file.
pub fn run(cli: Cli, out: &mut dyn Write, err: &mut dyn Write) -> Result<Exit, Error> {
    let _ = crate::interrupt::install();
    let colour = colour_stderr(cli.color);
    let mut err = Stderr { err, colour };
    let err = &mut err;
    match cli.command {
        Command::Knight(args) => run_knight(args, out, err),
        Command::Queens(args) => run_queens(&args, out, err),
        Command::Build(args) => build::build(&args, colour, out, err.err),
        Command::Explore(args) => run_explore(&args, out, err.err),
        Command::Worksheet(args) => worksheet::run(&args, out, err.err),
        Command::Markdown(args) => crate::markdown::run(&markdown_options(args), out, err),
        Command::Init(args) => init::init(&args, out),
        Command::Schema(args) => schema::schema(&args, out),
        Command::Completions(args) => shell::completions(&args, out),
        Command::Manpage(args) => shell::manpage(&args, out),
    }
}

/// The options of `boardfig markdown`.
fn markdown_options(args: crate::cli::MarkdownArgs) -> crate::markdown::MarkdownOptions {
    crate::markdown::MarkdownOptions {
        files: args.files,
        out: args.out,
        check: args.check,
        diff: args.diff,
        replace: args.replace,
        quiet: args.quiet,
    }
}

/// Writes to standard output; a closed pipe (`| head`) ends the output
/// quietly.
fn print(
    out: &mut dyn Write,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), Error> {
    match write(out) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => other.map_err(Error::standard_output),
    }
}

/// What the pipeline saw of the answer (its method's name, its stats and
/// its note) reported on stderr: the stats with `--stats`, the note always.
fn report_answer(
    err: &mut Stderr,
    stats: bool,
    seen: Option<(String, Stats, Option<String>)>,
    started: Instant,
) {
    if let Some((method, answer_stats, note)) = seen {
        report_stats(err, stats, &method, answer_stats, started);
        if let Some(note) = note {
            let _ = writeln!(err, "note: {note}");
        }
    }
}

fn report_stats(err: &mut dyn Write, enabled: bool, method: &str, stats: Stats, started: Instant) {
    if enabled {
        let _ = writeln!(
            err,
            "method: {method}, nodes: {}, time: {:.3} ms",
            stats.nodes,
            started.elapsed().as_secs_f64() * 1000.0
        );
    }
}

/// Standard error, and whether its diagnostics are coloured.
struct Stderr<'a> {
    err: &'a mut dyn Write,
    colour: bool,
}

impl Write for Stderr<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.err.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.err.flush()
    }
}

fn warn(err: &mut Stderr, warnings: &[Message]) {
    for warning in warnings {
        let _ = writeln!(
            err.err,
            "{}{}",
            line_start(Line::Warning, err.colour),
            warning.say(Naming::Flag)
        );
    }
}

/// The classic input's text: at most 1 MiB, and Ctrl-C ends the wait.
fn read_input(path: &Path) -> Result<String, Error> {
    crate::pipeline::read::read_text(path, Key::Input)
}

/// The warning for options the classic input's lines replace.
fn input_replaces(job: &crate::job::KnightJob) -> Option<Message> {
    let given: Vec<Message> = [
        (Key::Board, job.board.is_some()),
        (Key::Start, job.start.is_some()),
        (Key::End, job.end.is_some()),
    ]
    .into_iter()
    .filter_map(|(key, set)| set.then_some(Message::from(key)))
    .collect();
    let have = if given.len() == 1 { " has" } else { " have" };
    (!given.is_empty()).then(|| {
        Message::join(given, ", ").then(have).and(message![
            " no effect with ",
            Key::Input,
            ", whose lines give the board, the start and the end"
        ])
    })
}

/// Whether a figure goes to standard output, which then holds nothing else.
fn figure_on_stdout(outputs: &[Output]) -> bool {
    outputs.iter().any(|o| o.target == Target::Stdout)
}

fn files_of(product_files: Vec<pipeline::Rendered>) -> Vec<(Target, Vec<u8>)> {
    product_files
        .into_iter()
        .map(|file| (file.target, file.bytes))
        .collect()
}

fn run_knight(mut args: KnightArgs, out: &mut dyn Write, err: &mut Stderr) -> Result<Exit, Error> {
    let started = Instant::now();
    let mut replaced = None;
    let ends = if let Some(path) = &args.input {
        replaced = input_replaces(&args.job);
        args.job = exercise_job(&read_input(path)?, &args.job)?;
        Ends::Exercise
    } else {
        Ends::Options
    };
    let plan = plan::knight(&args.job, args.files.outputs(), ends)?;
    warn(err, &plan.warnings);
    warn(err, &replaced.into_iter().collect::<Vec<_>>());
    write::check_targets(plan.outputs.iter().map(|o| &o.target), Links::Follow)?;
    let quiet = args.files.quiet || figure_on_stdout(&plan.outputs);
    if plan.count {
        let (count, stats) = with_progress(started, Progress::Nodes, |progress| {
            pipeline::knight_count(&plan, &|nodes| progress(nodes, 0))
        })?;
        report_stats(err, args.files.stats, "backtrack", stats, started);
        if !quiet {
            print(out, |out| writeln!(out, "{count}"))?;
        }
        return Ok(if count > 0 {
            Exit::Found
        } else {
            Exit::NotFound
        });
    }
    let mut seen: Option<(String, Stats, Option<String>)> = None;
    let result = with_progress(started, Progress::Working, |_| {
        pipeline::knight(&plan, &mut |answer| {
            seen = Some((
                text::method_name(answer.method).to_string(),
                answer.stats,
                answer.note.clone(),
            ));
        })
    });
    report_answer(err, args.files.stats, seen, started);
    let Product { answer, files } = result?;
    write::write_all(&files_of(files), out, Links::Follow)?;
    if let Some(why) = text::knight_proof_text(&answer) {
        let _ = writeln!(err, "boardfig: no tour: {why}");
    }
    if !quiet {
        print(out, |out| match (&answer.outcome, args.format) {
            (_, KnightFormat::Json) => text::write_knight_json(out, &answer),
            (Outcome::Found(tour), KnightFormat::Squares) => text::write_tour_squares(out, tour),
            (Outcome::Found(tour), KnightFormat::Matrix) => {
                text::write_tour_matrix(out, tour, plan.first_step)
            }
            _ => writeln!(out, "{}", text::NOT_FOUND),
        })?;
    }
    Ok(match answer.outcome {
        Outcome::Found(_) => Exit::Found,
        _ => Exit::NotFound,
    })
}

/// `boardfig explore`: plans the page (refusing one too large before any
/// search), solves every choice it offers, and writes it.
fn run_explore(
    args: &ExploreArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Exit, Error> {
    let plan = plan::explore::explore(&args.job)?;
    if !args.quiet && plan.larger_than_default() {
        let line = say!(
            Lang::En,
            "explore-estimate",
            boards = plan.boards.len(),
            megabytes = format!("{:.1}", plan.estimate as f64 / 1e6)
        );
        let _ = writeln!(err, "{line}");
    }
    let path = args
        .html
        .clone()
        .unwrap_or_else(|| std::path::PathBuf::from(DEFAULT_EXPLORER));
    let target = target(&path);
    write::check_targets([&target], Links::Follow)?;
    let bytes = pipeline::explore::page(&plan)?;
    let size = bytes.len();
    write::write_all(&[(target.clone(), bytes)], out, Links::Follow)?;
    if !args.quiet && target != Target::Stdout {
        let line = say!(
            Lang::En,
            "explore-wrote",
            target = target.to_string(),
            boards = plan.boards.len(),
            bytes = size
        );
        let _ = writeln!(err, "{line}");
    }
    Ok(Exit::Found)
}

/// Where `boardfig explore` writes its page when `--html` is not given.
const DEFAULT_EXPLORER: &str = "explorer.html";

fn run_queens(args: &QueensArgs, out: &mut dyn Write, err: &mut Stderr) -> Result<Exit, Error> {
    let started = Instant::now();
    let mut outputs = args.files.outputs();
    if let Some(tree) = &args.tree {
        if args.files.svg.is_some() {
            return Err(Error::usage(message![
                Key::Tree,
                " writes the search tree as SVG; leave out ",
                Key::Svg
            ]));
        }
        outputs.push(Output {
            format: crate::cli::strip_format(tree),
            drawing: Drawing::Tree,
            target: target(tree),
        });
    }
    let plan = plan::queens(&args.job, outputs)?;
    if args.format == QueensFormat::Matrix && !args.files.quiet {
        queens::check_matrix(plan.query.n)?;
    }
    warn(err, &plan.warnings);
    write::check_targets(plan.outputs.iter().map(|o| &o.target), Links::Follow)?;
    let quiet = args.files.quiet || figure_on_stdout(&plan.outputs);
    if plan.query.question == QueensQuestion::All
        && plan.place.is_empty()
        && plan.outputs.is_empty()
        && args.format != QueensFormat::Json
    {
        let streamed = queens::stream_all(&plan, args.format, quiet, out, started)?;
        report_stats(err, args.files.stats, "backtrack", streamed.stats, started);
        return Ok(match streamed.visit {
            QueensVisit::Exhausted(0) => {
                let words = crate::words::say!(crate::words::Lang::En, "proof-exhausted");
                let _ = writeln!(err, "boardfig: no placement: {words}");
                Exit::NotFound
            }
            _ => Exit::Found,
        });
    }
    let kind = if plan.query.question == QueensQuestion::Count {
        Progress::Tasks
    } else {
        Progress::Working
    };
    let mut seen: Option<(String, Stats, Option<String>)> = None;
    let result = with_progress(started, kind, |progress| {
        pipeline::queens(&plan, progress, &mut |answer: &QueensAnswer| {
            seen = Some((
                text::queens_method_name(answer.method).to_string(),
                answer.stats,
                answer.note.clone(),
            ));
        })
    });
    report_answer(err, args.files.stats, seen, started);
    let Product { answer, files } = result?;
    write::write_all(&files_of(files), out, Links::Follow)?;
    if let Some(why) = text::queens_proof_text(&answer) {
        let _ = writeln!(err, "boardfig: no placement: {why}");
    }
    if !quiet {
        print(out, |out| queens::write_answer(out, &answer, args.format))?;
    }
    Ok(if answer.found() {
        Exit::Found
    } else {
        Exit::NotFound
    })
}
