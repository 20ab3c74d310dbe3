//! Runs a build: selects the jobs, draws them in parallel, writes or checks
//! the files, and reports.

use std::collections::{BTreeMap, BTreeSet};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use rayon::prelude::*;
use serde::Serialize;

use crate::atomic::write_atomic;
use crate::build::GALLERY;
use crate::build::cache::{self, CACHE_FILE, job_hash};
use crate::build::config::{self, BuildJob};
use crate::build::render::{file_names, render};
use crate::cli::BuildArgs;
use crate::error::{EXIT_FOUND, EXIT_NONE, EXIT_USAGE, Error};

/// What became of a job.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Files were written.
    Written,
    /// Nothing to do: the cache says the files are current.
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
    /// Why it failed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

#[derive(Serialize)]
struct Summary<'a> {
    check: bool,
    jobs: &'a [JobReport],
    unexpected: &'a [String],
}

/// The configuration text and the name it is shown under.
fn load(args: &BuildArgs) -> Result<(String, String), Error> {
    if let Some(path) = &args.config {
        let text = std::fs::read_to_string(path).map_err(|e| Error::io(path, e))?;
        return Ok((path.display().to_string(), text));
    }
    let local = Path::new("boardfig.toml");
    if local.exists() {
        let text = std::fs::read_to_string(local).map_err(|e| Error::io(local, e))?;
        return Ok(("boardfig.toml".into(), text));
    }
    Ok((
        "templates/gallery.toml (built in)".into(),
        GALLERY.to_string(),
    ))
}

fn select(jobs: Vec<BuildJob>, args: &BuildArgs) -> Result<Vec<BuildJob>, Error> {
    for name in &args.only {
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
            (args.only.is_empty() || args.only.contains(&job.name))
                && args.shard.is_none_or(|(k, n)| i % n == k - 1)
        })
        .map(|(_, job)| job)
        .collect())
}

/// Runs `boardfig build`.
pub fn run_build(args: BuildArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, Error> {
    let started = Instant::now();
    let (file, text) = load(&args)?;
    let config = config::parse(&file, &text).map_err(Error::Config)?;
    let partial = !args.only.is_empty() || args.shard.is_some();
    let jobs = select(config.jobs, &args)?;
    let out_dir = args.out.clone().unwrap_or_else(|| PathBuf::from("output"));
    if !args.check {
        std::fs::create_dir_all(&out_dir).map_err(|e| Error::io(&out_dir, e))?;
    }
    let threads = args.jobs.unwrap_or(0);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| Error::usage(format!("--jobs `{threads}`: {e}")))?;
    let cached = cache::read(&out_dir);
    let show_progress = !args.quiet && !args.json && std::io::stdout().is_terminal();
    let progress = indicatif::ProgressBar::new(jobs.len() as u64);
    if !show_progress {
        progress.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let results: Vec<(JobReport, Option<String>)> = pool.install(|| {
        jobs.par_iter()
            .map(|job| {
                let result = build_one(job, &out_dir, &cached, &args);
                progress.inc(1);
                result
            })
            .collect()
    });
    progress.finish_and_clear();
    let (reports, hashes): (Vec<JobReport>, Vec<Option<String>>) = results.into_iter().unzip();
    if !args.check {
        let mut entries = cached.clone();
        for (report, hash) in reports.iter().zip(&hashes) {
            match hash {
                Some(hash) => entries.insert(report.name.clone(), hash.clone()),
                None => entries.remove(&report.name),
            };
        }
        if !partial {
            let names: BTreeSet<&String> = reports.iter().map(|r| &r.name).collect();
            entries.retain(|name, _| names.contains(name));
        }
        if entries != cached {
            let cache_path = out_dir.join(CACHE_FILE);
            let body = cache::text(&entries);
            write_atomic(&cache_path, |w| {
                w.write_all(body.as_bytes())
                    .map_err(|e| Error::io(&cache_path, e))
            })?;
        }
    }
    let unexpected = if args.check && !partial {
        unexpected_files(&out_dir, &reports)
    } else {
        Vec::new()
    };
    report(&args, &reports, &unexpected, started, out, err)?;
    let failed = reports.iter().any(|r| r.status == Status::Failed);
    let stale = reports.iter().any(|r| r.status == Status::Stale) || !unexpected.is_empty();
    let strict_none = args.strict && reports.iter().any(|r| r.not_found);
    Ok(if failed {
        EXIT_USAGE
    } else if stale || strict_none {
        EXIT_NONE
    } else {
        EXIT_FOUND
    })
}

fn build_one(
    job: &BuildJob,
    out_dir: &Path,
    cached: &BTreeMap<String, String>,
    args: &BuildArgs,
) -> (JobReport, Option<String>) {
    let files = file_names(job);
    let mut report = JobReport {
        name: job.name.clone(),
        files: files.clone(),
        status: Status::Failed,
        not_found: false,
        stale: Vec::new(),
        error: None,
    };
    let hash = job_hash(job);
    let present = || files.iter().all(|f| out_dir.join(f).is_file());
    if !args.check && !args.force && cached.get(&job.name) == Some(&hash) && present() {
        report.status = Status::Unchanged;
        return (report, Some(hash));
    }
    let rendered = match render(job) {
        Ok(rendered) => rendered,
        Err(error) => {
            report.error = Some(error.to_string());
            return (report, None);
        }
    };
    report.not_found = rendered.not_found;
    if args.check {
        for (name, bytes) in &rendered.files {
            if std::fs::read(out_dir.join(name)).ok().as_deref() != Some(bytes.as_slice()) {
                report.stale.push(name.clone());
            }
        }
        report.status = if report.stale.is_empty() {
            Status::Current
        } else {
            Status::Stale
        };
        return (report, None);
    }
    for (name, bytes) in &rendered.files {
        let path = out_dir.join(name);
        if let Err(error) = write_atomic(&path, |w| {
            w.write_all(bytes).map_err(|e| Error::io(&path, e))
        }) {
            report.error = Some(error.to_string());
            return (report, None);
        }
    }
    report.status = Status::Written;
    (report, Some(hash))
}

/// Files in the output folder that no job makes (hidden files aside).
fn unexpected_files(out_dir: &Path, reports: &[JobReport]) -> Vec<String> {
    let expected: BTreeSet<&String> = reports.iter().flat_map(|r| &r.files).collect();
    let Ok(entries) = std::fs::read_dir(out_dir) else {
        return Vec::new();
    };
    let mut extra: Vec<String> = entries
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| !name.starts_with('.') && !expected.contains(name))
        .collect();
    extra.sort();
    extra
}

fn report(
    args: &BuildArgs,
    reports: &[JobReport],
    unexpected: &[String],
    started: Instant,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), Error> {
    let stdout = |e| Error::io(Path::new("<stdout>"), e);
    for r in reports {
        if let Some(error) = &r.error {
            let _ = writeln!(err, "boardfig: job `{}`: {error}", r.name);
        }
    }
    if args.json {
        let summary = Summary {
            check: args.check,
            jobs: reports,
            unexpected,
        };
        let text = serde_json::to_string(&summary).expect("plain data");
        return writeln!(out, "{text}").map_err(stdout);
    }
    let dir = args.out.clone().unwrap_or_else(|| PathBuf::from("output"));
    for r in reports {
        for name in &r.stale {
            let what = if dir.join(name).is_file() {
                "stale"
            } else {
                "missing"
            };
            writeln!(out, "{what}: {}", dir.join(name).display()).map_err(stdout)?;
        }
        if r.not_found && !args.quiet {
            writeln!(
                out,
                "not found: job `{}` proved there is no solution",
                r.name
            )
            .map_err(stdout)?;
        }
    }
    for name in unexpected {
        writeln!(out, "unexpected: {}", dir.join(name).display()).map_err(stdout)?;
    }
    if args.quiet {
        return Ok(());
    }
    let count = |status: Status| reports.iter().filter(|r| r.status == status).count();
    let failed = count(Status::Failed);
    let seconds = started.elapsed().as_secs_f64();
    let line = if args.check {
        format!(
            "checked {} jobs: {} current, {} stale, {} unexpected files, {failed} failed in {seconds:.2} s",
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
    writeln!(out, "{line}").map_err(stdout)
}
