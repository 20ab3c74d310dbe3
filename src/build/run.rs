//! Runs a build: selects the jobs, runs each through the pipeline in
//! parallel, writes (all files of a job or none) or checks, and reports.
//! Job errors are worded here, with the build file's keys.

use std::collections::{BTreeMap, BTreeSet};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use rayon::prelude::*;
use serde::Serialize;

use crate::build::cache::{self, CACHE_FILE, Entry, job_hash};
use crate::build::config::{self, BuildJob, JobSpec, Puzzle};
use crate::build::diff;
use crate::build::index::{self, INDEX_FILE};
use crate::build::{BuildOptions, GALLERY};
use crate::error::{Error, Exit, Naming};
use crate::pipeline::{self, Rendered, write};
use crate::plan::{self, Drawing, Ends, Output, Target};
use crate::render::Format;
use crate::solution::Outcome;

/// What became of a job.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Files were written.
    Written,
    /// Nothing to do: the files are current.
    Unchanged,
    /// Check: the files on disk are current.
    Current,
    /// Check: some files differ or are missing.
    Stale,
    /// The job could not be built.
    Failed,
}

/// The report of one job.
#[derive(Clone, Debug, Serialize)]
pub struct JobReport {
    /// The job's name.
    pub name: String,
    /// Its files.
    pub files: Vec<String>,
    /// What happened.
    pub status: Status,
    /// The job proved there is no solution.
    pub not_found: bool,
    /// Files that differ or are missing (check).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub stale: Vec<String>,
    /// What `--diff` wrote for the stale files: one line each.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub diffs: Vec<String>,
    /// Why it failed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

#[derive(Serialize)]
struct Summary<'a> {
    check: bool,
    jobs: &'a [JobReport],
    /// What became of the contact sheet, when the build has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    index: Option<Status>,
    unexpected: &'a [String],
    #[serde(skip_serializing_if = "<[String]>::is_empty")]
    removed: &'a [String],
}

/// Refuses a job that would write the contact sheet's file: a page of a
/// job named `index` (ignoring case, as some file systems do).
fn check_index_name(jobs: &[BuildJob]) -> Result<(), Error> {
    let clash = jobs.iter().find(|job| {
        job.name.eq_ignore_ascii_case("index")
            && job
                .spec
                .as_ref()
                .is_ok_and(|spec| spec.formats.contains(&Format::Html))
    });
    match clash {
        Some(job) => Err(Error::usage(format!(
            "job `{}`: its page would overwrite the build's contact sheet {INDEX_FILE}; \
             give the job another name",
            job.name
        ))),
        None => Ok(()),
    }
}

/// Writes the contact sheet `bytes` into `out_dir` when it differs from the
/// file there (or always with `--force`), or with `--check` compares it;
/// returns what became of it, and why it failed.
fn contact_sheet(
    out_dir: &Path,
    bytes: Vec<u8>,
    options: &BuildOptions,
) -> (Status, Option<String>) {
    let path = out_dir.join(INDEX_FILE);
    let current = write::holds(&path, &bytes);
    if options.check {
        return (
            if current {
                Status::Current
            } else {
                Status::Stale
            },
            None,
        );
    }
    if current && !options.force {
        return (Status::Unchanged, None);
    }
    match write::write_all(&[(Target::Path(path), bytes)], &mut std::io::sink()) {
        Ok(()) => (Status::Written, None),
        Err(error) => (Status::Failed, Some(error.message(Naming::Key))),
    }
}

/// The configuration text and the name it is shown under, and whether it
/// is the built-in gallery.
fn load(options: &BuildOptions) -> Result<(String, String, bool), Error> {
    if let Some(path) = &options.config {
        let text = read_text(path)?;
        return Ok((path.display().to_string(), text, false));
    }
    let local = Path::new("boardfig.toml");
    if local.exists() {
        return Ok(("boardfig.toml".into(), read_text(local)?, false));
    }
    Ok((
        "templates/gallery.toml (built in)".into(),
        GALLERY.to_string(),
        true,
    ))
}

/// A text file, a leading byte-order mark dropped.
fn read_text(path: &Path) -> Result<String, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::io(path, e))?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

fn select(jobs: Vec<BuildJob>, options: &BuildOptions) -> Result<Vec<BuildJob>, Error> {
    for name in &options.only {
        if !jobs.iter().any(|job| &job.name == name) {
            let names: Vec<&str> = jobs.iter().map(|job| job.name.as_str()).collect();
            return Err(Error::usage(format!(
                "--only `{name}`: no job has that name; jobs: {}",
                names.join(", ")
            )));
        }
    }
    Ok(jobs
        .into_iter()
        .enumerate()
        .filter(|(i, job)| {
            (options.only.is_empty() || options.only.contains(&job.name))
                && options.shard.is_none_or(|(k, n)| i % n == k - 1)
        })
        .map(|(_, job)| job)
        .collect())
}

/// The file names a job writes.
fn file_names(name: &str, spec: &JobSpec) -> Vec<String> {
    let mut names: Vec<String> = spec
        .formats
        .iter()
        .map(|f| format!("{name}.{}", f.extension()))
        .collect();
    if wants_strip(spec) {
        names.push(strip_name(name));
    }
    names
}

/// Whether a job also writes a strip of search steps (`strip = true`).
fn wants_strip(spec: &JobSpec) -> bool {
    match &spec.puzzle {
        Puzzle::Knight(knight) => knight.strip,
        Puzzle::Queens(queens) => queens.strip,
        Puzzle::Explore(_) => false,
    }
}

/// The file of a job's strip of search steps.
fn strip_name(name: &str) -> String {
    format!("{name}.strip.svg")
}

/// Runs `boardfig build`; returns how the run ends. After Ctrl-C, jobs not
/// yet started are skipped and the run ends with [`Exit::Interrupted`].
pub fn run(
    options: &BuildOptions,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Exit, Error> {
    let started = Instant::now();
    check_diff_option(options)?;
    let (file, text, gallery) = load(options)?;
    if gallery && !options.quiet && !options.json {
        let _ = writeln!(
            err,
            "boardfig: no boardfig.toml here; building the built-in gallery (templates/gallery.toml)"
        );
    }
    let mut config = config::parse(&file, &text).map_err(|e| Error::Diagnostic(e))?;
    if let Some(path) = &options.config {
        config.files_from(path.parent().unwrap_or(Path::new("")));
    }
    let partial = !options.only.is_empty() || options.shard.is_some();
    check_index_name(&config.jobs)?;
    let sheet = index::wanted(&config.jobs).then(|| index::contact_sheet(&config.jobs, file_names));
    let jobs = select(config.jobs, options)?;
    let out_dir = options
        .out
        .clone()
        .unwrap_or_else(|| PathBuf::from("output"));
    if !options.check {
        std::fs::create_dir_all(&out_dir).map_err(|e| Error::io(&out_dir, e))?;
        write::remove_leftovers(&out_dir);
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(options.jobs.unwrap_or(0))
        .build()
        .map_err(|e| Error::usage(format!("--jobs: {e}")))?;
    let cached = cache::read(&out_dir);
    let show_progress = !options.quiet && !options.json && std::io::stdout().is_terminal();
    let progress = indicatif::ProgressBar::new(jobs.len() as u64);
    if !show_progress {
        progress.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let results: Vec<(JobReport, Option<Entry>)> = pool.install(|| {
        jobs.par_iter()
            .map(|job| {
                let result = build_one(job, &out_dir, &cached, options);
                progress.inc(1);
                result
            })
            .collect()
    });
    progress.finish_and_clear();
    let (reports, entries): (Vec<JobReport>, Vec<Option<Entry>>) = results.into_iter().unzip();
    let sheet = sheet
        .filter(|_| !crate::interrupt::requested())
        .map(|bytes| contact_sheet(&out_dir, bytes, options));
    let unexpected = if partial {
        Vec::new()
    } else {
        let mut expected: Vec<&str> = Vec::new();
        if sheet.is_some() {
            expected.push(INDEX_FILE);
        }
        unexpected_files(&out_dir, &reports, &expected)
    };
    let removed = if options.prune && !options.check {
        prune(&out_dir, &unexpected)
    } else {
        Vec::new()
    };
    let unexpected: Vec<String> = if options.check {
        unexpected
    } else {
        Vec::new()
    };
    if let Some((_, Some(error))) = &sheet {
        let _ = writeln!(err, "boardfig: {INDEX_FILE}: {error}");
    }
    let index = sheet.map(|(status, _)| status);
    let done = Done {
        reports: &reports,
        index,
        unexpected: &unexpected,
        removed: &removed,
    };
    report(options, &done, started, out, err)?;
    if !options.check {
        save_cache(&out_dir, &cached, &reports, &entries, partial)?;
    }
    let failed =
        reports.iter().any(|r| r.status == Status::Failed) || index == Some(Status::Failed);
    let stale = reports.iter().any(|r| r.status == Status::Stale)
        || index == Some(Status::Stale)
        || !unexpected.is_empty();
    let strict_none = options.strict && reports.iter().any(|r| r.not_found);
    Ok(if crate::interrupt::requested() {
        Exit::Interrupted
    } else if failed {
        Exit::Usage
    } else if stale || strict_none {
        Exit::NotFound
    } else {
        Exit::Found
    })
}

/// Writes the cache with this build's entries, if it changed.
fn save_cache(
    out_dir: &Path,
    cached: &BTreeMap<String, Entry>,
    reports: &[JobReport],
    entries: &[Option<Entry>],
    partial: bool,
) -> Result<(), Error> {
    let mut next = cached.clone();
    for (report, entry) in reports.iter().zip(entries) {
        match entry {
            Some(entry) => next.insert(report.name.clone(), entry.clone()),
            None => next.remove(&report.name),
        };
    }
    if !partial {
        let names: BTreeSet<&String> = reports.iter().map(|r| &r.name).collect();
        next.retain(|name, _| names.contains(name));
    }
    if &next == cached {
        return Ok(());
    }
    let files = [(
        Target::Path(out_dir.join(CACHE_FILE)),
        cache::text(&next).into_bytes(),
    )];
    write::write_all(&files, &mut std::io::sink())
}

/// Plans a job's figures into `out_dir` and runs it through the pipeline.
/// Returns its files and whether it proved there is no solution.
fn render(name: &str, spec: &JobSpec, out_dir: &Path) -> Result<(Vec<Rendered>, bool), Error> {
    let drawing = match &spec.puzzle {
        Puzzle::Queens(queens) if queens.tree => Drawing::Tree,
        _ => Drawing::Answer,
    };
    let strip = wants_strip(spec).then(|| Output {
        format: Format::Svg,
        drawing: Drawing::Strip,
        target: Target::Path(out_dir.join(strip_name(name))),
    });
    let outputs: Vec<Output> = spec
        .formats
        .iter()
        .map(|&format| Output {
            format,
            drawing,
            target: Target::Path(out_dir.join(format!("{name}.{}", format.extension()))),
        })
        .chain(strip)
        .collect();
    match &spec.puzzle {
        Puzzle::Knight(knight) => {
            let plan = plan::knight(knight, outputs, Ends::Options)?;
            let product = pipeline::knight(&plan, &mut |_| {})?;
            let none = matches!(product.answer.outcome, Outcome::NotFound(_));
            Ok((product.files, none))
        }
        Puzzle::Queens(queens) => {
            let plan = plan::queens(queens, outputs)?;
            let product = pipeline::queens(&plan, &|_, _| {}, &mut |_| {})?;
            let none = matches!(product.answer.outcome, Outcome::NotFound(_));
            Ok((product.files, none))
        }
        Puzzle::Explore(explore) => {
            let plan = plan::explore::explore(explore)?;
            let files = outputs
                .into_iter()
                .map(|output| {
                    Ok(Rendered {
                        target: output.target,
                        format: output.format,
                        bytes: pipeline::explore::page(&plan)?,
                    })
                })
                .collect::<Result<_, Error>>()?;
            Ok((files, false))
        }
    }
}

fn build_one(
    job: &BuildJob,
    out_dir: &Path,
    cached: &BTreeMap<String, Entry>,
    options: &BuildOptions,
) -> (JobReport, Option<Entry>) {
    let mut report = JobReport {
        name: job.name.clone(),
        files: Vec::new(),
        status: Status::Failed,
        not_found: false,
        stale: Vec::new(),
        diffs: Vec::new(),
        error: None,
    };
    if crate::interrupt::requested() {
        report.error = Some(Error::Interrupted.message(Naming::Key));
        return (report, None);
    }
    let spec = match &job.spec {
        Ok(spec) => spec,
        Err(error) => {
            report.error = Some(error.message(Naming::Key));
            return (report, None);
        }
    };
    report.files = file_names(&job.name, spec);
    let hash = job_hash(spec);
    if !options.check
        && !options.force
        && let Some(entry) = cached
            .get(&job.name)
            .filter(|e| e.job == hash && cache::files_match(e, out_dir, &report.files))
    {
        report.status = Status::Unchanged;
        report.not_found = entry.not_found;
        return (report, Some(entry.clone()));
    }
    let files = match render(&job.name, spec, out_dir) {
        Ok((files, not_found)) => {
            report.not_found = not_found;
            files
        }
        Err(error) => {
            report.error = Some(error.message(Naming::Key));
            return (report, None);
        }
    };
    let entry = Entry {
        job: hash,
        files: files.iter().map(|f| cache::file_hash(&f.bytes)).collect(),
        not_found: report.not_found,
    };
    let changed: Vec<(Target, Vec<u8>)> = files
        .into_iter()
        .zip(&report.files)
        .filter(|(file, name)| options.force || !write::holds(&out_dir.join(name), &file.bytes))
        .map(|(file, _)| (file.target, file.bytes))
        .collect();
    if options.check {
        report.stale = report
            .files
            .iter()
            .filter(|name| {
                changed
                    .iter()
                    .any(|(target, _)| *target == Target::Path(out_dir.join(name)))
            })
            .cloned()
            .collect();
        report.status = if report.stale.is_empty() {
            Status::Current
        } else {
            Status::Stale
        };
        if let Some(dir) = &options.diff
            && let Err(error) = write_diffs(&mut report, &changed, out_dir, dir)
        {
            report.error = Some(error.message(Naming::Flag));
            report.status = Status::Failed;
        }
        return (report, None);
    }
    if changed.is_empty() {
        report.status = Status::Unchanged;
        return (report, Some(entry));
    }
    if let Err(error) = write::write_all(&changed, &mut std::io::sink()) {
        report.error = Some(error.message(Naming::Key));
        return (report, None);
    }
    report.status = Status::Written;
    (report, Some(entry))
}

/// `--diff DIR` goes with `--check`, and DIR is neither the output folder
/// nor a file.
fn check_diff_option(options: &BuildOptions) -> Result<(), Error> {
    let Some(dir) = &options.diff else {
        return Ok(());
    };
    if !options.check {
        return Err(Error::usage(
            "--diff DIR writes what --check finds stale; add --check",
        ));
    }
    let out = options
        .out
        .clone()
        .unwrap_or_else(|| PathBuf::from("output"));
    let same = dir == &out
        || matches!(
            (dir.canonicalize(), out.canonicalize()),
            (Ok(a), Ok(b)) if a == b
        );
    if same {
        return Err(Error::usage(format!(
            "--diff `{}`: that is the output folder; name another folder, e.g. check-diff",
            dir.display()
        )));
    }
    if dir.exists() && !dir.is_dir() {
        return Err(Error::usage(format!(
            "--diff `{}`: not a folder; name a folder to create or fill",
            dir.display()
        )));
    }
    Ok(())
}

/// Writes the fresh copy and a diff of each stale file of a job into
/// `dir`, and notes what was written in the report.
fn write_diffs(
    report: &mut JobReport,
    changed: &[(Target, Vec<u8>)],
    out_dir: &Path,
    dir: &Path,
) -> Result<(), Error> {
    for name in &report.stale {
        let target = Target::Path(out_dir.join(name));
        let (_, bytes) = changed
            .iter()
            .find(|(t, _)| *t == target)
            .expect("a stale file is one that changed");
        let written = diff::write_diff(dir, out_dir, name, bytes)?;
        let line = match (written.diff, written.note) {
            (Some(diff), Some(note)) => format!("diff: {} ({note})", dir.join(diff).display()),
            (Some(diff), None) => format!("diff: {}", dir.join(diff).display()),
            (None, note) => format!(
                "fresh: {} ({})",
                dir.join(name).display(),
                note.unwrap_or_else(|| "no diff for this format".into())
            ),
        };
        report.diffs.push(line);
    }
    Ok(())
}

/// Files in the output folder that no job makes and that are not among
/// `also` (the contact sheet): visible files, and the temporary files of
/// killed runs.
fn unexpected_files(out_dir: &Path, reports: &[JobReport], also: &[&str]) -> Vec<String> {
    let expected: BTreeSet<&str> = reports
        .iter()
        .flat_map(|r| &r.files)
        .map(String::as_str)
        .chain(also.iter().copied())
        .collect();
    let Ok(entries) = std::fs::read_dir(out_dir) else {
        return Vec::new();
    };
    let mut extra: Vec<String> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| {
            (!name.starts_with('.') || name.starts_with(write::TEMP_PREFIX))
                && !expected.contains(name.as_str())
        })
        .collect();
    extra.sort();
    extra
}

/// Removes the files no job makes; returns those removed.
fn prune(out_dir: &Path, unexpected: &[String]) -> Vec<String> {
    unexpected
        .iter()
        .filter(|name| std::fs::remove_file(out_dir.join(name)).is_ok())
        .cloned()
        .collect()
}

/// What a build did, for its report.
struct Done<'a> {
    /// Each job's report.
    reports: &'a [JobReport],
    /// What became of the contact sheet, when the build has one.
    index: Option<Status>,
    /// Files no job makes (check).
    unexpected: &'a [String],
    /// Files removed (`--prune`).
    removed: &'a [String],
}

/// The report's lines on files: stale and missing files, jobs that proved
/// there is no solution, unexpected files.
fn file_lines(
    options: &BuildOptions,
    done: &Done,
    dir: &Path,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let stale = |path: &Path| if path.is_file() { "stale" } else { "missing" };
    for r in done.reports {
        for (i, name) in r.stale.iter().enumerate() {
            let path = dir.join(name);
            writeln!(out, "{}: {}", stale(&path), path.display())?;
            if let Some(line) = r.diffs.get(i) {
                writeln!(out, "  {line}")?;
            }
        }
        if r.not_found && !options.quiet {
            writeln!(
                out,
                "not found: job `{}` proved there is no solution",
                r.name
            )?;
        }
    }
    if done.index == Some(Status::Stale) {
        let path = dir.join(INDEX_FILE);
        writeln!(out, "{}: {}", stale(&path), path.display())?;
    }
    for name in done.unexpected {
        writeln!(out, "unexpected: {}", dir.join(name).display())?;
    }
    Ok(())
}

fn report(
    options: &BuildOptions,
    done: &Done,
    started: Instant,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), Error> {
    let Done {
        reports,
        index,
        unexpected,
        removed,
    } = *done;
    let stdout = |e: std::io::Error| {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            Error::usage("")
        } else {
            Error::io(Path::new("<stdout>"), e)
        }
    };
    for r in reports {
        if let Some(error) = &r.error {
            let _ = writeln!(err, "boardfig: job `{}`: {error}", r.name);
        }
    }
    if options.json {
        let summary = Summary {
            check: options.check,
            jobs: reports,
            index,
            unexpected,
            removed,
        };
        let text = serde_json::to_string(&summary).expect("plain data");
        return writeln!(out, "{text}").map_err(stdout);
    }
    let dir = options
        .out
        .clone()
        .unwrap_or_else(|| PathBuf::from("output"));
    file_lines(options, done, &dir, out).map_err(stdout)?;
    for name in removed {
        writeln!(out, "removed: {}", dir.join(name).display()).map_err(stdout)?;
    }
    let stale = reports.iter().any(|r| r.status == Status::Stale)
        || index == Some(Status::Stale)
        || !unexpected.is_empty();
    if stale {
        writeln!(
            out,
            "to update: run the same command without --check{}",
            if unexpected.is_empty() {
                ""
            } else {
                "; --prune removes unexpected files"
            }
        )
        .map_err(stdout)?;
    }
    if options.quiet {
        return Ok(());
    }
    let count = |status: Status| reports.iter().filter(|r| r.status == status).count();
    let failed = count(Status::Failed);
    let seconds = started.elapsed().as_secs_f64();
    let diffs = match &options.diff {
        Some(diff) if reports.iter().any(|r| !r.diffs.is_empty()) => {
            format!("; fresh files and diffs in {}", diff.display())
        }
        _ => String::new(),
    };
    let line = if options.check {
        format!(
            "checked {} jobs: {} current, {} stale, {} unexpected files, {failed} failed in {seconds:.2} s{diffs}",
            reports.len(),
            count(Status::Current),
            count(Status::Stale),
            unexpected.len()
        )
    } else {
        format!(
            "built {} jobs into {}: {} written, {} unchanged, {failed} failed in {seconds:.2} s",
            reports.len(),
            dir.display(),
            count(Status::Written),
            count(Status::Unchanged)
        )
    };
    let sheet = match index {
        Some(Status::Written) => format!("; wrote {INDEX_FILE}"),
        Some(Status::Stale) => format!("; {INDEX_FILE} stale"),
        _ => String::new(),
    };
    writeln!(out, "{line}{sheet}").map_err(stdout)
}
