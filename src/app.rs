//! Runs a parsed command line: plan, check the targets, run the pipeline,
//! write the figures, print the answer. Errors are worded here, with the
//! command line's flags.

use std::io::{self, IsTerminal, Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

mod color;
mod init;
mod schema;
mod shell;

pub use color::{colour_stderr, diagnostic_text};

use crate::cli::{
    Cli, Command, ExploreArgs, KnightArgs, KnightFormat, QueensArgs, QueensFormat, target,
};
use crate::error::{Error, Exit, Naming};
use crate::pipeline::{self, Product, write};
use crate::plan::exercise::exercise_job;
use crate::plan::{self, Drawing, Ends, Output, Target};
use crate::render::Format;
use crate::solution::{Outcome, Stats};
use crate::solve::QueensAnswer;
use crate::text;

/// Runs the command; answers go to `out`, statistics, warnings and notes
/// to `err`.
/// Ctrl-C asks the searches to stop; the run then ends with
/// [`Exit::Interrupted`] and writes no file.
pub fn run(cli: Cli, out: &mut dyn Write, err: &mut dyn Write) -> Result<Exit, Error> {
    let _ = crate::interrupt::install();
    match cli.command {
        Command::Knight(args) => run_knight(args, out, err),
        Command::Queens(args) => run_queens(&args, out, err),
        Command::Explore(args) => run_explore(&args, out, err),
        Command::Build(args) => crate::build::run(&args.options(), out, err),
        Command::Init(args) => init::init(&args, out),
        Command::Schema(args) => schema::schema(&args, out),
        Command::Completions(args) => shell::completions(&args, out),
        Command::Manpage(args) => shell::manpage(&args, out),
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
        other => other.map_err(|e| Error::io(Path::new("<stdout>"), e)),
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

fn warn(err: &mut dyn Write, warnings: &[String]) {
    for warning in warnings {
        let _ = writeln!(
            err,
            "boardfig: warning: {}",
            Error::usage(warning.clone()).message(Naming::Flag)
        );
    }
}

fn read_input(path: &Path) -> Result<String, Error> {
    let mut text = String::new();
    if path == Path::new("-") {
        io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| Error::io(path, e))?;
    } else {
        text = std::fs::read_to_string(path).map_err(|e| Error::io(path, e))?;
    }
    Ok(text)
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

fn run_knight(
    mut args: KnightArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Exit, Error> {
    let started = Instant::now();
    let ends = if let Some(path) = &args.input {
        args.job = exercise_job(&read_input(path)?, &args.job)?;
        Ends::Exercise
    } else {
        Ends::Options
    };
    let plan = plan::knight(&args.job, args.files.outputs(), ends)?;
    warn(err, &plan.warnings);
    write::check_targets(plan.outputs.iter().map(|o| &o.target))?;
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
    let stats_on = args.files.stats;
    let Product { answer, files } = pipeline::knight(&plan, &mut |answer| {
        report_stats(
            err,
            stats_on,
            &format!("{:?}", answer.method).to_lowercase(),
            answer.stats,
            started,
        );
        if let Some(note) = &answer.note {
            let _ = writeln!(err, "note: {note}");
        }
    })?;
    write::write_all(&files_of(files), out)?;
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
    let path = args
        .html
        .clone()
        .unwrap_or_else(|| std::path::PathBuf::from(DEFAULT_EXPLORER));
    let target = target(&path);
    write::check_targets([&target])?;
    let bytes = pipeline::explore::page(&plan)?;
    let size = bytes.len();
    write::write_all(&[(target.clone(), bytes)], out)?;
    if !args.quiet && target != Target::Stdout {
        let _ = writeln!(
            err,
            "wrote {target}: {} boards, {size} bytes",
            plan.boards.len()
        );
    }
    Ok(Exit::Found)
}

/// Where `boardfig explore` writes its page when `--html` is not given.
const DEFAULT_EXPLORER: &str = "explorer.html";

/// What a long computation reports.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Progress {
    /// `(done, total)` tasks.
    Tasks,
    /// Nodes searched so far.
    Nodes,
}

/// Runs `work` on another thread while this one, which may hold the lock
/// on stderr, draws a progress bar there once the work has taken a second
/// (only when stderr is a terminal). `work` reports `(done, total)`.
fn with_progress<T: Send>(
    started: Instant,
    kind: Progress,
    work: impl FnOnce(&(dyn Fn(u64, u64) + Sync)) -> T + Send,
) -> T {
    let done = AtomicU64::new(0);
    let total = AtomicU64::new(0);
    let (sender, receiver) = mpsc::channel();
    std::thread::scope(|scope| {
        scope.spawn(|| {
            let result = work(&|d, t| {
                done.fetch_max(d, Ordering::Relaxed);
                total.store(t, Ordering::Relaxed);
            });
            let _ = sender.send(result);
        });
        let bar = ProgressBar::hidden();
        let template = match kind {
            Progress::Tasks => "counting {bar:40} {percent}% {elapsed}",
            Progress::Nodes => "{spinner} counting: {pos} nodes {elapsed}",
        };
        if let Ok(style) = ProgressStyle::with_template(template) {
            bar.set_style(style);
        }
        let mut shown = false;
        loop {
            match receiver.recv_timeout(Duration::from_millis(100)) {
                Err(RecvTimeoutError::Timeout) => {}
                Ok(result) => {
                    bar.finish_and_clear();
                    return result;
                }
                Err(RecvTimeoutError::Disconnected) => {
                    bar.finish_and_clear();
                    panic!("the worker thread ended without a result");
                }
            }
            if !shown && started.elapsed() >= Duration::from_secs(1) && io::stderr().is_terminal() {
                bar.set_draw_target(ProgressDrawTarget::stderr());
                shown = true;
            }
            if kind == Progress::Tasks {
                bar.set_length(total.load(Ordering::Relaxed));
            }
            bar.set_position(done.load(Ordering::Relaxed));
        }
    })
}

fn run_queens(args: &QueensArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<Exit, Error> {
    let started = Instant::now();
    let mut outputs = args.files.outputs();
    if let Some(tree) = &args.tree {
        if args.files.svg.is_some() {
            return Err(Error::usage(
                "--tree writes the search tree as SVG; leave out --svg",
            ));
        }
        outputs.push(Output {
            format: Format::Svg,
            drawing: Drawing::Tree,
            target: target(tree),
        });
    }
    let plan = plan::queens(&args.job, outputs)?;
    warn(err, &plan.warnings);
    write::check_targets(plan.outputs.iter().map(|o| &o.target))?;
    let quiet = args.files.quiet || figure_on_stdout(&plan.outputs);
    let mut seen: Option<(String, Stats, Option<String>)> = None;
    let result = with_progress(started, Progress::Tasks, |progress| {
        pipeline::queens(&plan, progress, &mut |answer: &QueensAnswer| {
            seen = Some((
                format!("{:?}", answer.method).to_lowercase(),
                answer.stats,
                answer.note.clone(),
            ));
        })
    });
    if let Some((method, stats, note)) = seen {
        report_stats(err, args.files.stats, &method, stats, started);
        if let Some(note) = note {
            let _ = writeln!(err, "note: {note}");
        }
    }
    let Product { answer, files } = result?;
    write::write_all(&files_of(files), out)?;
    if !quiet {
        print(out, |out| {
            out.write_all(queens_text(&answer, args.format).as_bytes())
        })?;
    }
    Ok(if answer.found() {
        Exit::Found
    } else {
        Exit::NotFound
    })
}

/// A queens answer in a text format.
fn queens_text(answer: &QueensAnswer, format: QueensFormat) -> String {
    if format == QueensFormat::Json {
        return text::queens_json(answer) + "\n";
    }
    if let Outcome::Found(crate::solve::QueensFound::Count(count)) = &answer.outcome {
        return format!("{count}\n");
    }
    let placements = answer.placements();
    if placements.is_empty() {
        return format!("{}\n", text::NOT_FOUND);
    }
    let mut text = String::new();
    for (k, placement) in placements.iter().enumerate() {
        match format {
            QueensFormat::Columns => text.push_str(&placement.columns_line()),
            QueensFormat::Squares => text.push_str(&text::squares_line(&placement.squares())),
            QueensFormat::Matrix => {
                if k > 0 {
                    text.push('\n');
                }
                text.push_str(text::placement_matrix(placement).trim_end());
            }
            QueensFormat::Json => unreachable!("handled above"),
        }
        text.push('\n');
    }
    text
}
