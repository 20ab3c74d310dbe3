//! Runs a parsed command line: solve, print, draw.

use std::io::{self, IsTerminal, Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use crate::atomic::write_atomic;
use crate::cli::{Cli, Command, FigureFiles, KnightArgs, KnightFormat, QueensArgs, QueensFormat};
use crate::draw::{self, Format, MAX_ANIMATED_EVENTS, QueensFigure};
use crate::error::{EXIT_FOUND, EXIT_NONE, Error};
use crate::exercise::parse_exercise;
use crate::job::{KnightMethod, QueensJob};
use crate::knight::moves::MoveOrder;
use crate::solution::{Outcome, Stats};
use crate::solve::{self, QueensAnswer, QueensQuestion};
use crate::text;
use crate::trace::Trace;

/// The figure files asked for, with their formats.
fn requested(files: &FigureFiles) -> Vec<(Format, &Path)> {
    [
        (Format::Svg, &files.svg),
        (Format::Gif, &files.gif),
        (Format::Png, &files.png),
    ]
    .into_iter()
    .filter_map(|(format, path)| path.as_deref().map(|p| (format, p)))
    .collect()
}

/// Runs the command and returns the exit code; output goes to `out`,
/// statistics to `err`.
pub fn run(cli: Cli, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, Error> {
    match cli.command {
        Command::Knight(args) => run_knight(args, out, err),
        Command::Queens(args) => run_queens(args, out, err),
        Command::Build(args) => crate::build::run::run_build(args, out, err),
    }
}

fn print(out: &mut dyn Write, text: &str) -> Result<(), Error> {
    out.write_all(text.as_bytes())
        .map_err(|e| Error::io(Path::new("<stdout>"), e))
}

fn budget_error(budget: Option<u64>, nodes: u64, hint: &str) -> Error {
    let limit = budget.map_or_else(
        || "the default budget".to_string(),
        |b| format!("--budget {b}"),
    );
    Error::Budget(format!(
        "search stopped at {limit} ({nodes} nodes) without an answer; {hint}"
    ))
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

fn read_input(path: &Path) -> Result<String, Error> {
    let mut text = String::new();
    if path == Path::new("-") {
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| Error::io(path, e))?;
    } else {
        text = std::fs::read_to_string(path).map_err(|e| Error::io(path, e))?;
    }
    Ok(text)
}

fn run_knight(
    mut args: KnightArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Error> {
    let started = Instant::now();
    if let Some(path) = &args.input {
        let (board, start, end) = parse_exercise(&read_input(path)?)?;
        let job = &mut args.job;
        job.board = Some(board);
        job.start = Some(start);
        job.end = Some(end);
        job.order = job.order.or_else(|| MoveOrder::preset("listed"));
        job.method = job.method.or(Some(KnightMethod::Backtrack));
    }
    let job = &args.job;
    let spec = if args.input.is_some() {
        solve::exercise_spec(job)?
    } else {
        solve::knight_spec(job)?
    };
    let quiet = args.files.quiet;
    if job.count && !requested(&args.files).is_empty() {
        return Err(Error::usage(
            "--count prints a number; figures go with a tour",
        ));
    }
    if job.count {
        let (outcome, stats) = solve::count_knight(&spec, job.budget)?;
        report_stats(err, args.files.stats, "backtrack", stats, started);
        return match outcome {
            Outcome::Found(count) => {
                if !quiet {
                    print(out, &format!("{count}\n"))?;
                }
                Ok(if count > 0 { EXIT_FOUND } else { EXIT_NONE })
            }
            _ => Err(budget_error(
                job.budget,
                stats.nodes,
                "counting needs a larger budget or a smaller board",
            )),
        };
    }
    let figures = requested(&args.files);
    for (format, _) in &figures {
        crate::figure::check_figure_size(spec.board, format.extension())?;
    }
    let style = draw::knight_style(job, spec.board)?;
    let answer = solve::solve_knight(&spec, job.method.unwrap_or_default(), job.budget, None)?;
    report_stats(
        err,
        args.files.stats,
        &format!("{:?}", answer.method).to_lowercase(),
        answer.stats,
        started,
    );
    if answer.outcome == Outcome::BudgetSpent {
        let hint = if answer.method == KnightMethod::Backtrack {
            "raise --budget or try --method warnsdorff"
        } else {
            "raise --budget"
        };
        return Err(budget_error(job.budget, answer.stats.nodes, hint));
    }
    for (format, path) in figures {
        write_atomic(path, |out| {
            draw::knight_figure(&answer, &style, format, out)
        })?;
    }
    if let Outcome::NotFound(proof) = &answer.outcome {
        let _ = writeln!(err, "boardfig: no tour: {}", text::proof_text(proof));
    }
    if !quiet {
        let first_step = job.first_step.unwrap_or(1);
        let written = match (&answer.outcome, args.format) {
            (_, KnightFormat::Json) => text::write_knight_json(out, &answer),
            (Outcome::Found(tour), KnightFormat::Squares) => text::write_tour_squares(out, tour),
            (Outcome::Found(tour), KnightFormat::Matrix) => {
                text::write_tour_matrix(out, tour, first_step)
            }
            _ => writeln!(out, "{}", text::NOT_FOUND),
        };
        written.map_err(|e| Error::io(Path::new("<stdout>"), e))?;
    }
    Ok(match answer.outcome {
        Outcome::Found(_) => EXIT_FOUND,
        _ => EXIT_NONE,
    })
}

/// Counts on another thread while this one, which may hold the lock on
/// stderr, draws a progress bar there once the count has taken a second
/// (only when stderr is a terminal).
fn count_with_progress(job: &QueensJob, started: Instant) -> Result<QueensAnswer, Error> {
    let done = AtomicU64::new(0);
    let total = AtomicU64::new(0);
    let (sender, receiver) = mpsc::channel();
    std::thread::scope(|scope| {
        scope.spawn(|| {
            let answer = solve::solve_queens_reporting(job, None, &|d, t| {
                done.fetch_max(d, Ordering::Relaxed);
                total.store(t, Ordering::Relaxed);
            });
            let _ = sender.send(answer);
        });
        let bar = ProgressBar::hidden();
        if let Ok(style) = ProgressStyle::with_template("counting {bar:40} {percent}% {elapsed}") {
            bar.set_style(style);
        }
        let mut shown = false;
        loop {
            match receiver.recv_timeout(Duration::from_millis(100)) {
                Err(RecvTimeoutError::Timeout) => {}
                Ok(answer) => {
                    bar.finish_and_clear();
                    return answer;
                }
                Err(RecvTimeoutError::Disconnected) => {
                    bar.finish_and_clear();
                    return Err(Error::usage("the count stopped without an answer"));
                }
            }
            if !shown && started.elapsed() >= Duration::from_secs(1) && io::stderr().is_terminal() {
                bar.set_draw_target(ProgressDrawTarget::stderr());
                shown = true;
            }
            bar.set_length(total.load(Ordering::Relaxed));
            bar.set_position(done.load(Ordering::Relaxed));
        }
    })
}

fn run_queens(
    mut args: QueensArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Error> {
    let started = Instant::now();
    args.job.tree = args.tree.is_some();
    let job = &args.job;
    let question = solve::queens_question(job)?;
    let mut figures = requested(&args.files);
    if let Some(tree) = &args.tree {
        figures.push((Format::Svg, tree.as_path()));
        if args.files.svg.is_some() {
            return Err(Error::usage(
                "--tree writes the search tree as SVG; leave out --svg",
            ));
        }
    }
    let style = if figures.is_empty() {
        None
    } else {
        Some(draw::queens_style(job)?)
    };
    let needs_search = args.tree.is_some() || args.files.gif.is_some();
    let mut trace = needs_search.then(|| Trace::with_limit(MAX_ANIMATED_EVENTS));
    let answer = if question == QueensQuestion::Count {
        count_with_progress(job, started)?
    } else {
        solve::solve_queens(job, trace.as_mut())?
    };
    if let Some(style) = &style {
        let searched = trace
            .as_ref()
            .filter(|_| answer.method != crate::job::QueensMethod::Construct);
        for (format, path) in figures {
            let figure = if args.tree.as_deref() == Some(path) {
                QueensFigure::Tree
            } else if job.all {
                QueensFigure::Sheet
            } else {
                QueensFigure::Board
            };
            write_atomic(path, |out| {
                draw::queens_figure(&answer, searched, job.attacks, figure, style, format, out)
            })?;
        }
    }
    report_stats(
        err,
        args.files.stats,
        &format!("{:?}", answer.method).to_lowercase(),
        answer.stats,
        started,
    );
    if let Some(note) = &answer.note {
        let _ = writeln!(err, "note: {note}");
    }
    let placements = match &answer.outcome {
        Outcome::BudgetSpent => {
            return Err(budget_error(
                job.budget,
                answer.stats.nodes,
                "raise --budget or use a smaller n",
            ));
        }
        Outcome::Found(placements) => placements.as_slice(),
        Outcome::NotFound(_) => &[],
    };
    let found = match question {
        QueensQuestion::Count => answer.count.unwrap_or(0) > 0,
        _ => !placements.is_empty(),
    };
    if !args.files.quiet {
        let text = if args.format == QueensFormat::Json {
            text::queens_json(&answer) + "\n"
        } else if let Some(count) = answer.count {
            format!("{count}\n")
        } else if placements.is_empty() {
            format!("{}\n", text::NOT_FOUND)
        } else {
            let mut text = String::new();
            for (k, placement) in placements.iter().enumerate() {
                match args.format {
                    QueensFormat::Columns => text.push_str(&text::columns_line(placement)),
                    QueensFormat::Squares => {
                        text.push_str(&text::squares_line(&placement.squares()))
                    }
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
        };
        print(out, &text)?;
    }
    Ok(if found { EXIT_FOUND } else { EXIT_NONE })
}
