//! Runs a build: selects the jobs, runs each through the pipeline in
//! parallel, writes (all files of a job or none) or checks, and returns
//! the report as a value ([`BuildReport`]), which the front ends print.
//! Job errors are worded here, with the build file's keys.
//!
//! A build writes only regular files in the output folder: a symbolic link
//! at an output's path (or the cache's, or a `--diff` file's) is replaced,
//! never written through, and a pipe or device there is refused. It
//! removes (`--prune`) only files a build wrote there, as the cache
//! records them, that still hold what was written and that no job makes.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rayon::prelude::*;
use serde::Serialize;

use crate::batch::cache::{self, Cache, Entry, job_hash};
use crate::batch::config::{self, AnyJob, BuildJob, JobSpec, answers_name, strip_name};
use crate::batch::diff;
use crate::batch::index::{self, INDEX_FILE};
use crate::batch::{BuildOptions, GALLERY};
use crate::error::{Error, Exit, Naming, message};
use crate::job::Format;
use crate::job::{KnightJob, QueensJob};
use crate::options::BuildOption;
use crate::pipeline::read::read_text;
use crate::pipeline::write::{self, Links};
use crate::pipeline::{self, Rendered};
use crate::plan::{self, Drawing, Ends, Output, Target};
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
    /// Options of the job's own table that have no effect, each once.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
    /// Why it failed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// How the command line would end for this job's failure: 2, or 3 when
    /// its search budget ran out.
    #[serde(skip)]
    pub exit: Option<Exit>,
    /// How long the job took (planned, solved, drawn, written or compared).
    #[serde(skip)]
    pub elapsed: Duration,
}

/// What a build did, as a value: each job's report, the contact sheet's
/// status, the files no job makes, the time it took and how the command
/// line ends. Serialized, it is `boardfig build --json`'s summary.
#[derive(Clone, Debug, Serialize)]
pub struct BuildReport {
    /// Whether the build only checked (`--check`).
    pub check: bool,
    /// The jobs, in the build file's order.
    pub jobs: Vec<JobReport>,
    /// What became of the contact sheet, when the build has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub index: Option<Status>,
    /// Why the contact sheet could not be written.
    #[serde(skip)]
    pub index_error: Option<String>,
    /// Files no job makes that a build wrote (check; `--prune` removes them).
    pub unexpected: Vec<String>,
    /// Files no job makes that no build here wrote (check and prune;
    /// `--prune` leaves them).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub others: Vec<String>,
    /// Files removed (`--prune`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub removed: Vec<String>,
    /// How long the build took.
    #[serde(skip)]
    pub elapsed: Duration,
    /// How the command line ends: 130 after Ctrl-C; 2 when a job failed on
    /// a bad value or a file; 3 when a job's search budget ran out; 1 when a
    /// check found something stale or unexpected, or with `strict` a job
    /// proved there is no solution; 0 otherwise.
    #[serde(skip)]
    pub exit: Exit,
}

impl BuildReport {
    /// The number of jobs with `status`.
    #[must_use]
    pub fn count(&self, status: Status) -> usize {
        self.jobs.iter().filter(|job| job.status == status).count()
    }

    /// Whether a file is stale or missing, or (with `check`) a file is
    /// unexpected: what `boardfig build` with the same options would update.
    #[must_use]
    pub fn stale(&self) -> bool {
        self.count(Status::Stale) > 0
            || self.index == Some(Status::Stale)
            || !self.unexpected.is_empty()
            || (self.check && !self.others.is_empty())
    }
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

/// Refuses a job that would write over the build file itself (a build
/// file named like a figure, in the output folder).
fn check_build_file(config: Option<&Path>, out_dir: &Path, jobs: &[BuildJob]) -> Result<(), Error> {
    let Some(config) = config.and_then(|c| c.canonicalize().ok()) else {
        return Ok(());
    };
    for job in jobs {
        let Ok(spec) = &job.spec else { continue };
        for name in spec.file_names(&job.name) {
            if same_file(&out_dir.join(&name), &config) {
                return Err(Error::usage(format!(
                    "job `{}` would write {name} over the build file {}; rename the job or \
                     choose another --out",
                    job.name,
                    config.display()
                )));
            }
        }
    }
    Ok(())
}

/// Whether `path` names the file at the canonical path `canonical`.
fn same_file(path: &Path, canonical: &Path) -> bool {
    path.canonicalize().is_ok_and(|p| p == canonical)
}

/// Writes the contact sheet `bytes` into `out_dir` when it differs from the
/// file there (or always with `--force`), or with `--check` compares it;
/// returns what became of it, and why it failed.
fn contact_sheet(
    out_dir: &Path,
    bytes: &[u8],
    options: &BuildOptions,
    cached: &Cache,
) -> (Status, Option<String>) {
    let path = out_dir.join(INDEX_FILE);
    let current = write::holds(&path, bytes);
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
    if !cached.may_replace(out_dir, INDEX_FILE, bytes) {
        return (Status::Failed, Some(not_ours()));
    }
    let files = [(Target::Path(path), bytes.to_vec())];
    match write::write_all(&files, &mut std::io::sink(), Links::Replace) {
        Ok(()) => (Status::Written, None),
        Err(error) => (Status::Failed, Some(error.message(Naming::Key))),
    }
}

/// The build file read: the name it is shown under, its text, and its path
/// (none for the built-in gallery).
struct Loaded {
    shown: String,
    text: String,
    path: Option<PathBuf>,
}

/// Reads the build file named, or ./boardfig.toml, or takes the built-in
/// gallery.
fn load(options: &BuildOptions) -> Result<Loaded, Error> {
    let path = match &options.config {
        Some(path) => path.clone(),
        None if Path::new("boardfig.toml").exists() => PathBuf::from("boardfig.toml"),
        None => {
            return Ok(Loaded {
                shown: "templates/gallery.toml (built in)".into(),
                text: GALLERY.to_string(),
                path: None,
            });
        }
    };
    let text = read_text(&path, "a build file")?;
    let text = match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    };
    Ok(Loaded {
        shown: path.display().to_string(),
        text,
        path: Some(path),
    })
}

fn select(jobs: Vec<BuildJob>, options: &BuildOptions) -> Result<Vec<BuildJob>, Error> {
    for name in &options.only {
        if !jobs.iter().any(|job| &job.name == name) {
            let names: Vec<&str> = jobs.iter().map(|job| job.name.as_str()).collect();
            return Err(Error::value(
                BuildOption::Only,
                name,
                format!("no job has that name; jobs: {}", names.join(", ")),
            ));
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
pub(crate) fn file_names(name: &str, spec: &JobSpec) -> Vec<String> {
    spec.file_names(name)
}

/// The output folder of a build.
fn out_dir(options: &BuildOptions) -> PathBuf {
    options
        .out
        .clone()
        .unwrap_or_else(|| PathBuf::from("output"))
}

/// The fewest squares of a board whose figures may take a large share of
/// the 2 GB a run keeps under (500x500: up to about 1.7 GB at the
/// figure limits).
const HEAVY_AREA: usize = 250_000;

/// Whether a job's figures may take a large share of memory: a knight
/// board or queens board of [`HEAVY_AREA`] squares or more.
fn heavy(job: &BuildJob) -> bool {
    match job.spec.as_ref().map(|spec| &spec.job) {
        Ok(AnyJob::Knight(knight)) => knight.board.is_some_and(|b| b.area() >= HEAVY_AREA),
        Ok(AnyJob::Queens(queens)) => queens
            .n
            .is_some_and(|n| n.saturating_mul(n) >= HEAVY_AREA as u64),
        _ => false,
    }
}

/// Builds `jobs` on `pool`, calling `on_job` as each ends; returns each
/// job's report and cache entry, in order. Heavy jobs (see [`heavy`]) run
/// one at a time after the others, so that jobs running side by side
/// never add up past the memory one figure may take.
fn build_all(
    pool: &rayon::ThreadPool,
    jobs: &[BuildJob],
    out_dir: &Path,
    cached: &Cache,
    options: &BuildOptions,
    on_job: &(dyn Fn() + Sync),
) -> Vec<(JobReport, Option<Entry>)> {
    let one = |job: &BuildJob| {
        let started = Instant::now();
        let (mut report, entry) = build_one(job, out_dir, cached, options);
        report.elapsed = started.elapsed();
        on_job();
        (report, entry)
    };
    let (light, heavy): (Vec<usize>, Vec<usize>) = (0..jobs.len()).partition(|&k| !heavy(&jobs[k]));
    let mut results: Vec<Option<(JobReport, Option<Entry>)>> =
        (0..jobs.len()).map(|_| None).collect();
    let built: Vec<(usize, (JobReport, Option<Entry>))> =
        pool.install(|| light.par_iter().map(|&k| (k, one(&jobs[k]))).collect());
    for (k, result) in built {
        results[k] = Some(result);
    }
    for k in heavy {
        results[k] = Some(one(&jobs[k]));
    }
    results
        .into_iter()
        .map(|r| r.expect("every job built"))
        .collect()
}

/// A build read and its jobs selected, ready to run: what a front end
/// needs to know before the jobs run (how many, whether it is the
/// built-in gallery), then [`Build::run`].
pub struct Build {
    /// The options, `force` dropped with `check`.
    options: BuildOptions,
    /// When the build started.
    started: Instant,
    /// The output folder.
    out_dir: PathBuf,
    /// The build file's path (none for the built-in gallery).
    path: Option<PathBuf>,
    /// The jobs selected (`only`, `shard`).
    jobs: Vec<BuildJob>,
    /// The names of the jobs, selected or not, that failed on a bad value.
    failed_names: Vec<String>,
    /// The contact sheet, when the build has one.
    sheet: Option<index::Sheet>,
    /// Whether only some jobs run (`only`, `shard`).
    partial: bool,
}

impl Build {
    /// Reads the build file (or takes the built-in gallery) and selects
    /// its jobs. A build file that cannot be read or is malformed, or bad
    /// options, are errors; a job with a bad value fails alone when the
    /// build runs.
    pub fn new(options: &BuildOptions) -> Result<Build, Error> {
        let started = Instant::now();
        options.validate()?;
        check_diff_option(options)?;
        let out_dir = out_dir(options);
        write::check_folder_option(BuildOption::Out, &out_dir)?;
        let loaded = load(options)?;
        let file = &loaded.shown;
        let mut config = config::parse(file, &loaded.text).map_err(|e| Error::Diagnostic(e))?;
        if let Some(path) = &options.config {
            config.files_from(path.parent().unwrap_or(Path::new("")));
        }
        if config.jobs.is_empty() {
            return Err(Error::usage(format!(
                "{file}: no jobs; add a [[knight]] or [[queens]] table"
            )));
        }
        check_index_name(&config.jobs)?;
        check_build_file(loaded.path.as_deref(), &out_dir, &config.jobs)?;
        let sheet = index::wanted(&config.jobs)
            .then(|| index::contact_sheet(&config.jobs, config.lang, file_names));
        let failed_names: Vec<String> = config
            .jobs
            .iter()
            .filter(|job| job.spec.is_err())
            .map(|job| job.name.clone())
            .collect();
        let jobs = select(config.jobs, options)?;
        Ok(Build {
            options: BuildOptions {
                force: options.force && !options.check,
                ..options.clone()
            },
            started,
            out_dir,
            path: loaded.path,
            jobs,
            failed_names,
            sheet,
            partial: !options.only.is_empty() || options.shard.is_some(),
        })
    }

    /// The number of jobs the build runs.
    #[must_use]
    pub fn len(&self) -> usize {
        self.jobs.len()
    }

    /// Whether the build runs no job (never: a build file without jobs is
    /// an error).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.jobs.is_empty()
    }

    /// Whether the build is the built-in gallery (no build file named, and
    /// no ./boardfig.toml).
    #[must_use]
    pub fn builtin_gallery(&self) -> bool {
        self.path.is_none()
    }

    /// Runs the jobs in parallel, calling `on_job` as each ends, then
    /// writes the contact sheet, prunes and saves the cache; returns the
    /// report. After Ctrl-C, jobs not yet started are skipped and the
    /// report's exit is [`Exit::Interrupted`].
    pub fn run(self, on_job: &(dyn Fn() + Sync)) -> Result<BuildReport, Error> {
        let Build {
            options,
            started,
            out_dir,
            path,
            jobs,
            failed_names,
            sheet,
            partial,
        } = self;
        let options = &options;
        // A folder this build makes and then writes nothing into is
        // removed again: a refused build leaves no trace.
        let made_folder = !options.check && !out_dir.exists();
        if !options.check {
            std::fs::create_dir_all(&out_dir).map_err(|e| Error::io(&out_dir, e))?;
        }
        // Builds into one folder take turns (a check reads beside other
        // checks); the lock is held until the cache is saved.
        let _lock = write::FolderLock::take(&out_dir, !options.check, &mut || {
            eprintln!(
                "boardfig: waiting for another build in {} to finish",
                out_dir.display()
            );
        })?;
        if !options.check {
            write::remove_leftovers(&out_dir);
        }
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(options.jobs.unwrap_or(0))
            .build()
            .map_err(|e| Error::usage(message![BuildOption::Jobs, ": ", e.to_string()]))?;
        let cached = cache::read(&out_dir);
        let results = build_all(&pool, &jobs, &out_dir, &cached, options, on_job);
        let (reports, entries): (Vec<JobReport>, Vec<Option<Entry>>) = results.into_iter().unzip();
        let failed: BTreeSet<&str> = reports
            .iter()
            .filter(|r| r.status == Status::Failed)
            .map(|r| r.name.as_str())
            .collect();
        let sheet = sheet
            .filter(|_| !crate::interrupt::requested())
            .map(|sheet| sheet.render(&failed))
            .map(|bytes| (contact_sheet(&out_dir, &bytes, options, &cached), bytes));
        let (unexpected, others) = if partial {
            (Vec::new(), Vec::new())
        } else {
            let mut expected: BTreeSet<String> =
                reports.iter().flat_map(|r| r.files.clone()).collect();
            if sheet.is_some() {
                expected.insert(INDEX_FILE.to_string());
            }
            // The figures `boardfig markdown` wrote here are its own.
            expected.extend(cached.figures.keys().cloned());
            let build_file = path.as_deref().and_then(|p| p.canonicalize().ok());
            let found = unexpected_files(&out_dir, &expected, &failed_names, build_file.as_deref());
            found
                .into_iter()
                .partition(|name| written_here(&out_dir, name, &cached))
        };
        let removed = if options.prune && !options.check {
            prune(&out_dir, &unexpected)
        } else {
            Vec::new()
        };
        let (unexpected, others): (Vec<String>, Vec<String>) = if options.check {
            (unexpected, others)
        } else if options.prune {
            (Vec::new(), others)
        } else {
            (Vec::new(), Vec::new())
        };
        let index = sheet.as_ref().map(|((status, _), _)| *status);
        let elapsed = started.elapsed();
        if !options.check {
            let sheet_hash = sheet
                .as_ref()
                .filter(|((status, _), _)| *status != Status::Failed)
                .map(|(_, bytes)| cache::file_hash(bytes));
            let next = next_cache(
                &out_dir, &cached, &reports, &entries, &removed, sheet_hash, partial,
            );
            cache::save(&out_dir, &cached, &next)?;
        }
        if made_folder
            && std::fs::read_dir(&out_dir).is_ok_and(|mut entries| entries.next().is_none())
        {
            let _ = std::fs::remove_dir(&out_dir);
        }
        let exit = exit_of(options, &reports, index, &unexpected, &others);
        Ok(BuildReport {
            check: options.check,
            jobs: reports,
            index,
            index_error: sheet.and_then(|((_, error), _)| error),
            unexpected,
            others,
            removed,
            elapsed,
            exit,
        })
    }
}

/// Runs a build (`boardfig build`) and returns its report: [`Build::new`],
/// then [`Build::run`].
pub fn run(options: &BuildOptions) -> Result<BuildReport, Error> {
    Build::new(options)?.run(&|| {})
}

/// How a build ends: 130 after Ctrl-C; 2 when a job failed on a bad value
/// or a file; 3 when a job's search budget ran out; 1 when a check found
/// something stale or unexpected, or with `--strict` a job proved there is
/// no solution; 0 otherwise.
fn exit_of(
    options: &BuildOptions,
    reports: &[JobReport],
    index: Option<Status>,
    unexpected: &[String],
    others: &[String],
) -> Exit {
    let failed = |exit: Exit| {
        reports
            .iter()
            .any(|r| r.status == Status::Failed && r.exit == Some(exit))
    };
    let stale = reports.iter().any(|r| r.status == Status::Stale)
        || index == Some(Status::Stale)
        || (options.check && !(unexpected.is_empty() && others.is_empty()));
    let strict_none = options.strict && reports.iter().any(|r| r.not_found);
    if crate::interrupt::requested() {
        Exit::Interrupted
    } else if failed(Exit::Usage) || index == Some(Status::Failed) {
        Exit::Usage
    } else if failed(Exit::Budget) {
        Exit::Budget
    } else if stale || strict_none {
        Exit::NotFound
    } else {
        Exit::Found
    }
}

/// The refusal to replace the first of `changed` that boardfig did not
/// write (see [`Cache::may_replace`]), if any.
fn foreign(changed: &[(Target, Vec<u8>)], out_dir: &Path, cached: &Cache) -> Option<Error> {
    changed.iter().find_map(|(target, bytes)| {
        let Target::Path(path) = target else {
            return None;
        };
        let name = path.file_name()?.to_str()?;
        (!cached.may_replace(out_dir, name, bytes))
            .then(|| Error::usage(format!("{}: {}", path.display(), not_ours())))
    })
}

/// Why a build does not replace a file it did not write.
fn not_ours() -> String {
    format!(
        "{}, not even with --force; move it away or build into another folder",
        cache::NOT_WRITTEN
    )
}

/// Whether the file `name` of the output folder is one a build wrote (the
/// very file the cache records, still holding what was written), or a
/// temporary file a killed build left.
fn written_here(out_dir: &Path, name: &str, cached: &Cache) -> bool {
    write::stale_temporary(name) || cached.wrote(out_dir, name)
}

/// The cache after this build: each job's entry, and every file a build
/// wrote that is still there (this build's files with their new hashes).
fn next_cache(
    out_dir: &Path,
    cached: &Cache,
    reports: &[JobReport],
    entries: &[Option<Entry>],
    removed: &[String],
    sheet_hash: Option<String>,
    partial: bool,
) -> Cache {
    let mut next = cached.clone();
    for (report, entry) in reports.iter().zip(entries) {
        match entry {
            Some(entry) => {
                next.jobs.insert(report.name.clone(), entry.clone());
                for (name, hash) in report.files.iter().zip(&entry.files) {
                    next.record_written(out_dir, name, hash.clone());
                }
            }
            None => {
                next.jobs.remove(&report.name);
            }
        }
    }
    if let Some(hash) = sheet_hash {
        next.record_written(out_dir, INDEX_FILE, hash);
    }
    if !partial {
        let names: BTreeSet<&String> = reports.iter().map(|r| &r.name).collect();
        next.jobs.retain(|name, _| names.contains(name));
    }
    let present = |name: &String| {
        !removed.contains(name)
            && std::fs::symlink_metadata(out_dir.join(name)).is_ok_and(|m| m.is_file())
    };
    next.written.retain(|name, _| present(name));
    next.figures.retain(|name, _| present(name));
    next
}

/// The figures a job writes into `out_dir`.
fn outputs(name: &str, spec: &JobSpec, out_dir: &Path) -> Vec<Output> {
    let drawing = match &spec.job {
        AnyJob::Queens(queens) if queens.tree => Drawing::Tree,
        _ => Drawing::Answer,
    };
    let strips = spec.strip_formats().into_iter().map(|format| Output {
        format,
        drawing: Drawing::Strip,
        target: Target::Path(out_dir.join(strip_name(name, format))),
    });
    spec.formats
        .iter()
        .map(|&format| Output {
            format,
            drawing,
            target: Target::Path(out_dir.join(format!("{name}.{}", format.extension()))),
        })
        .chain(strips)
        .collect()
}

/// The warnings about options of the job's own table (not `[defaults]`)
/// that have no effect, each once.
fn own_warnings(spec: &JobSpec, outputs: Vec<Output>) -> Vec<String> {
    let formats = Some(spec.formats.clone());
    let warnings = match &spec.own {
        AnyJob::Knight(own) => plan::knight(
            &KnightJob {
                formats,
                ..own.clone()
            },
            outputs,
            Ends::Options,
        )
        .map(|plan| plan.warnings),
        AnyJob::Queens(own) => plan::queens(
            &QueensJob {
                formats,
                ..own.clone()
            },
            outputs,
        )
        .map(|plan| plan.warnings),
        // An explorer's or a worksheet's every key changes its files.
        AnyJob::Explore(_) | AnyJob::Worksheet(_) => Ok(Vec::new()),
    };
    let mut seen = BTreeSet::new();
    warnings
        .unwrap_or_default()
        .into_iter()
        .filter(|warning| seen.insert(warning.clone()))
        .map(|warning| warning.say(Naming::Key))
        .collect()
}

/// Plans a job's figures into `out_dir` and runs it through the pipeline.
/// Returns its files and whether it proved there is no solution.
pub(crate) fn render(
    name: &str,
    spec: &JobSpec,
    out_dir: &Path,
) -> Result<(Vec<Rendered>, bool), Error> {
    let outputs = outputs(name, spec, out_dir);
    match &spec.job {
        AnyJob::Knight(knight) => {
            let plan = plan::knight(knight, outputs, Ends::Options)?;
            let product = pipeline::knight(&plan, &mut |_| {})?;
            let none = matches!(product.answer.outcome, Outcome::NotFound(_));
            Ok((product.files, none))
        }
        AnyJob::Queens(queens) => {
            let plan = plan::queens(queens, outputs)?;
            let product = pipeline::queens(&plan, &|_, _| {}, &mut |_| {})?;
            let none = matches!(product.answer.outcome, Outcome::NotFound(_));
            Ok((product.files, none))
        }
        AnyJob::Explore(explore) => {
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
        AnyJob::Worksheet(worksheet) => {
            let plan = plan::worksheet::worksheet(worksheet)?;
            let exercises = pipeline::worksheet::exercises(&plan)?;
            let file = |answers: bool, target: PathBuf| Rendered {
                target: Target::Path(target),
                format: Format::Pdf,
                bytes: pipeline::worksheet::to_pdf(&plan, &exercises, answers),
            };
            Ok((
                vec![
                    file(false, out_dir.join(format!("{name}.pdf"))),
                    file(true, out_dir.join(answers_name(name))),
                ],
                false,
            ))
        }
    }
}

/// Marks a report failed with `error`.
fn fail(report: &mut JobReport, error: &Error, naming: Naming) {
    report.status = Status::Failed;
    report.error = Some(error.message(naming));
    report.exit = Some(error.exit());
}

fn build_one(
    job: &BuildJob,
    out_dir: &Path,
    cached: &Cache,
    options: &BuildOptions,
) -> (JobReport, Option<Entry>) {
    let mut report = JobReport {
        name: job.name.clone(),
        files: Vec::new(),
        status: Status::Failed,
        not_found: false,
        stale: Vec::new(),
        diffs: Vec::new(),
        warnings: Vec::new(),
        error: None,
        exit: None,
        elapsed: Duration::ZERO,
    };
    if crate::interrupt::requested() {
        fail(&mut report, &Error::Interrupted, Naming::Key);
        return (report, None);
    }
    let spec = match &job.spec {
        Ok(spec) => spec,
        Err(error) => {
            fail(&mut report, error, Naming::Key);
            return (report, None);
        }
    };
    report.files = file_names(&job.name, spec);
    report.warnings = own_warnings(spec, outputs(&job.name, spec, out_dir));
    let hash = job_hash(spec);
    if !options.check
        && !options.force
        && let Some(entry) = cached
            .jobs
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
            fail(&mut report, &error, Naming::Key);
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
            fail(&mut report, &error, Naming::Flag);
        }
        return (report, None);
    }
    if changed.is_empty() {
        report.status = Status::Unchanged;
        return (report, Some(entry));
    }
    if let Some(error) = foreign(&changed, out_dir, cached) {
        fail(&mut report, &error, Naming::Key);
        return (report, None);
    }
    if let Err(error) = write::write_all(&changed, &mut std::io::sink(), Links::Replace) {
        fail(&mut report, &error, Naming::Key);
        return (report, None);
    }
    report.status = Status::Written;
    (report, Some(entry))
}

/// `--diff DIR` (which goes with `--check`, [`BuildOptions::validate`])
/// is neither the output folder nor a file.
fn check_diff_option(options: &BuildOptions) -> Result<(), Error> {
    let Some(dir) = &options.diff else {
        return Ok(());
    };
    let out = out_dir(options);
    let same = dir == &out
        || matches!(
            (dir.canonicalize(), out.canonicalize()),
            (Ok(a), Ok(b)) if a == b
        );
    if same {
        return Err(Error::usage(message![
            BuildOption::Diff,
            format!(
                " `{}`: that is the output folder; name another folder, e.g. check-diff",
                dir.display()
            )
        ]));
    }
    write::check_folder_option(BuildOption::Diff, dir)
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

/// Files in the output folder that no job makes: visible entries that are
/// not among `expected` (the jobs' files and the contact sheet), not the
/// files of a job that failed on a bad value (`failed`: their names, whose
/// files are kept), not the build file, and the temporary files of killed
/// runs (a running one's are its own).
fn unexpected_files(
    out_dir: &Path,
    expected: &BTreeSet<String>,
    failed: &[String],
    build_file: Option<&Path>,
) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(out_dir) else {
        return Vec::new();
    };
    let mut extra: Vec<String> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| !t.is_dir()))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| {
            (!name.starts_with('.') || write::stale_temporary(name))
                && !expected.contains(name)
                && !failed
                    .iter()
                    .any(|job| name.starts_with(job.as_str()) && name[job.len()..].starts_with('.'))
                && !build_file.is_some_and(|file| same_file(&out_dir.join(name), file))
        })
        .collect();
    extra.sort();
    extra
}

/// Removes the files a build wrote that no job makes (each checked again
/// just before); returns those removed.
fn prune(out_dir: &Path, ours: &[String]) -> Vec<String> {
    ours.iter()
        .filter(|name| std::fs::remove_file(out_dir.join(name)).is_ok())
        .cloned()
        .collect()
}
