//! `boardfig build`: runs the build with a progress bar on a terminal and
//! prints its report, as text or as JSON (`--json`). Job errors and
//! warnings go to stderr; the files and the summary to stdout.

use std::io::{IsTerminal, Write};
use std::path::Path;
use std::time::Duration;

use crate::batch::{Build, BuildOptions, BuildReport, INDEX_FILE, Status};
use crate::cli::BuildArgs;
use crate::error::{Error, Exit, Line, line_start};
use crate::words::{Lang, say};

/// How the report is printed.
struct Printing {
    /// As JSON.
    json: bool,
    /// Nothing but errors and what is stale.
    quiet: bool,
    /// Errors and warnings coloured.
    colour: bool,
}

/// Runs `boardfig build`; returns how the run ends.
pub(super) fn build(
    args: &BuildArgs,
    colour: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Exit, Error> {
    let options = &args.options;
    let printing = Printing {
        json: args.report.json,
        quiet: args.report.quiet,
        colour,
    };
    let build = Build::new(options)?;
    let speak = !printing.quiet && !printing.json;
    opening_notes(options, build.builtin_gallery() && speak, colour, err);
    let progress = indicatif::ProgressBar::new(build.len() as u64);
    if speak && std::io::stdout().is_terminal() {
        if let Ok(style) =
            indicatif::ProgressStyle::with_template("{spinner} jobs {bar:30} {pos}/{len} {elapsed}")
        {
            progress.set_style(style);
        }
        progress.enable_steady_tick(Duration::from_millis(200));
    } else {
        progress.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let report = build.run(&|| progress.inc(1));
    progress.finish_and_clear();
    let report = report?;
    print(options, &printing, &report, out, err)?;
    Ok(report.exit)
}

/// The notes a build starts with: that it builds the gallery (`gallery`),
/// and that `--force` is lost on `--check`.
fn opening_notes(options: &BuildOptions, gallery: bool, colour: bool, err: &mut dyn Write) {
    if gallery {
        let _ = writeln!(
            err,
            "boardfig: no boardfig.toml here; building the built-in gallery (templates/gallery.toml)"
        );
    }
    if options.check && options.force {
        let _ = writeln!(
            err,
            "{}--force has no effect with --check, which draws every figure anew",
            line_start(Line::Warning, colour)
        );
    }
}

/// Prints the report: the contact sheet's error, job errors and warnings
/// on `err`, the files and the summary (or JSON) on `out`. A closed
/// standard output (`| head`) ends the report quietly.
fn print(
    options: &BuildOptions,
    printing: &Printing,
    report: &BuildReport,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), Error> {
    if let Some(error) = &report.index_error {
        let _ = writeln!(
            err,
            "{}{INDEX_FILE}: {error}",
            line_start(Line::Error, printing.colour)
        );
    }
    for r in &report.jobs {
        if let Some(error) = &r.error {
            let _ = writeln!(
                err,
                "{}job `{}`: {error}",
                line_start(Line::Error, printing.colour),
                r.name
            );
        }
        if !printing.quiet {
            for warning in &r.warnings {
                let _ = writeln!(
                    err,
                    "{}job `{}`: {warning}",
                    line_start(Line::Warning, printing.colour),
                    r.name
                );
            }
        }
    }
    let written = if printing.json {
        let text = serde_json::to_string(report).expect("plain data");
        writeln!(out, "{text}").and_then(|()| out.flush())
    } else {
        write_text(options, printing.quiet, report, out)
    };
    match written {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other.map_err(Error::standard_output),
    }
}

/// The report's lines on files: stale and missing files, jobs that proved
/// there is no solution, unexpected files.
fn file_lines(
    quiet: bool,
    report: &BuildReport,
    dir: &Path,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let stale = |path: &Path| {
        if path.is_file() { "stale" } else { "missing" }
    };
    for r in &report.jobs {
        for (i, name) in r.stale.iter().enumerate() {
            let path = dir.join(name);
            writeln!(out, "{}: {}", stale(&path), path.display())?;
            if let Some(line) = r.diffs.get(i) {
                writeln!(out, "  {line}")?;
            }
        }
        if r.not_found && !quiet {
            writeln!(
                out,
                "not found: job `{}` proved there is no solution",
                r.name
            )?;
        }
    }
    if report.index == Some(Status::Stale) {
        let path = dir.join(INDEX_FILE);
        writeln!(out, "{}: {}", stale(&path), path.display())?;
    }
    for name in &report.unexpected {
        writeln!(out, "unexpected: {}", dir.join(name).display())?;
    }
    if report.check {
        for name in &report.others {
            writeln!(
                out,
                "unexpected (no build here wrote it; --prune leaves it): {}",
                dir.join(name).display()
            )?;
        }
    }
    Ok(())
}

/// The command that writes what `--check` found stale: `boardfig build`
/// with the same build file, folder and jobs.
fn update_command(options: &BuildOptions) -> String {
    let word = |path: &Path| {
        let text = path.display().to_string();
        if text
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '/'))
        {
            text
        } else {
            format!("'{}'", text.replace('\'', "'\\''"))
        }
    };
    let mut words = vec!["boardfig build".to_string()];
    words.extend(options.config.as_deref().map(word));
    if let Some(out) = &options.out {
        words.push(format!("--out {}", word(out)));
    }
    for name in &options.only {
        words.push(format!("--only {}", word(Path::new(name))));
    }
    words.join(" ")
}

/// The report as text on standard output.
fn write_text(
    options: &BuildOptions,
    quiet: bool,
    report: &BuildReport,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let dir = options.out.as_deref().unwrap_or(Path::new("output"));
    file_lines(quiet, report, dir, out)?;
    for name in &report.removed {
        writeln!(out, "removed: {}", dir.join(name).display())?;
    }
    if !report.check {
        for name in &report.others {
            writeln!(
                out,
                "kept: {} (no job makes it, but no build here wrote it)",
                dir.join(name).display()
            )?;
        }
    }
    if report.stale() {
        let update = update_command(options);
        let prune = if report.unexpected.is_empty() {
            String::new()
        } else {
            format!("; `{update} --prune` removes the unexpected files a build wrote")
        };
        let by_hand = if report.check && !report.others.is_empty() {
            "; remove the others by hand"
        } else {
            ""
        };
        writeln!(out, "to update: run `{update}`{prune}{by_hand}")?;
    }
    if quiet {
        return out.flush();
    }
    let failed = report.count(Status::Failed);
    let seconds = report.elapsed.as_secs_f64();
    let diffs = match &options.diff {
        Some(diff) if report.jobs.iter().any(|r| !r.diffs.is_empty()) => {
            format!("; fresh files and diffs in {}", diff.display())
        }
        _ => String::new(),
    };
    let seconds = format!("{seconds:.2}");
    let line = if report.check {
        say!(
            Lang::En,
            "build-checked",
            jobs = report.jobs.len(),
            current = report.count(Status::Current),
            stale = report.count(Status::Stale),
            unexpected = report.unexpected.len() + report.others.len(),
            failed = failed,
            seconds = seconds.as_str()
        ) + &diffs
    } else {
        say!(
            Lang::En,
            "build-built",
            jobs = report.jobs.len(),
            folder = dir.display().to_string(),
            written = report.count(Status::Written),
            unchanged = report.count(Status::Unchanged),
            failed = failed,
            seconds = seconds.as_str()
        )
    };
    let sheet = match report.index {
        Some(Status::Written) => format!("; wrote {INDEX_FILE}"),
        Some(Status::Stale) => format!("; {INDEX_FILE} stale"),
        _ => String::new(),
    };
    writeln!(out, "{line}{sheet}")?;
    out.flush()
}
