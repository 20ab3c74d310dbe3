//! `boardfig.build(...)` and the report it returns.

use boardfig::bindings;
use boardfig::{BuildOptions, BuildReport, JobReport, Status};
use pyo3::exceptions::PyKeyError;
use pyo3::prelude::*;

use crate::convert;

/// What a build did: the report `boardfig build` prints, as a value. It
/// is true when the command line would exit 0: every job built (or, with
/// `check=True`, every file current); false when a job failed, a file is
/// stale, missing or unexpected, or (with `strict=True`) a job proved
/// there is no solution. `exit_code` is the command line's.
#[pyclass(frozen, module = "boardfig", name = "BuildSummary")]
pub(crate) struct Summary {
    inner: BuildReport,
}

/// A status as Python sees it: `written`, `unchanged`, `current`, `stale`
/// or `failed`, as `boardfig build --json` writes it.
fn status_name(status: Status) -> &'static str {
    match status {
        Status::Written => "written",
        Status::Unchanged => "unchanged",
        Status::Current => "current",
        Status::Stale => "stale",
        Status::Failed => "failed",
    }
}

/// The names of the jobs whose status is one of `statuses`.
fn named(report: &BuildReport, statuses: &[Status]) -> Vec<String> {
    report
        .jobs
        .iter()
        .filter(|job| statuses.contains(&job.status))
        .map(|job| job.name.clone())
        .collect()
}

/// What became of one job of a build. Its fields are also read by key
/// (`job["status"]`), as the dicts earlier versions gave.
#[pyclass(frozen, module = "boardfig", name = "BuiltJob")]
pub(crate) struct Job {
    inner: JobReport,
}

#[pymethods]
impl Job {
    /// The job's name.
    #[getter]
    fn name(&self) -> &str {
        &self.inner.name
    }

    /// Its files, in the output folder.
    #[getter]
    fn files(&self) -> Vec<String> {
        self.inner.files.clone()
    }

    /// `written`, `unchanged`, `current`, `stale` or `failed`.
    #[getter]
    fn status(&self) -> &'static str {
        status_name(self.inner.status)
    }

    /// Whether the job proved there is no solution.
    #[getter]
    fn not_found(&self) -> bool {
        self.inner.not_found
    }

    /// Its files that differ or are missing (check).
    #[getter]
    fn stale(&self) -> Vec<String> {
        self.inner.stale.clone()
    }

    /// Options of the job's own table that have no effect.
    #[getter]
    fn warnings(&self) -> Vec<String> {
        self.inner.warnings.clone()
    }

    /// Why it failed, or None.
    #[getter]
    fn error(&self) -> Option<String> {
        self.inner.error.clone()
    }

    /// The seconds it took.
    #[getter]
    fn seconds(&self) -> f64 {
        self.inner.elapsed.as_secs_f64()
    }

    fn __getitem__<'py>(slf: &Bound<'py, Self>, key: &str) -> PyResult<Bound<'py, PyAny>> {
        const KEYS: [&str; 8] = [
            "name",
            "files",
            "status",
            "not_found",
            "stale",
            "warnings",
            "error",
            "seconds",
        ];
        if KEYS.contains(&key) {
            slf.as_any().getattr(key)
        } else {
            Err(PyKeyError::new_err(key.to_string()))
        }
    }

    fn __repr__(&self) -> String {
        format!(
            "<boardfig.BuiltJob {} {}>",
            self.inner.name,
            status_name(self.inner.status)
        )
    }
}

#[pymethods]
impl Summary {
    /// Whether the build only checked.
    #[getter]
    fn check(&self) -> bool {
        self.inner.check
    }

    /// The command line's exit code: 0 built or current, 1 stale, missing
    /// or unexpected files (or a job without a solution with `strict`), 2 a
    /// job failed, 3 a job's search budget ran out.
    #[getter]
    fn exit_code(&self) -> u8 {
        self.inner.exit.code()
    }

    /// Whether the build succeeded (`exit_code == 0`).
    #[getter]
    fn ok(&self) -> bool {
        self.inner.exit.code() == 0
    }

    /// Every job, in the build file's order.
    #[getter]
    fn jobs(&self) -> Vec<Job> {
        self.inner
            .jobs
            .iter()
            .map(|job| Job { inner: job.clone() })
            .collect()
    }

    /// The jobs whose files were written.
    #[getter]
    fn written(&self) -> Vec<String> {
        named(&self.inner, &[Status::Written])
    }

    /// The jobs whose files were current already.
    #[getter]
    fn unchanged(&self) -> Vec<String> {
        named(&self.inner, &[Status::Unchanged, Status::Current])
    }

    /// The files (in the output folder) that differ or are missing (check).
    #[getter]
    fn stale(&self) -> Vec<String> {
        self.inner
            .jobs
            .iter()
            .flat_map(|job| job.stale.iter().cloned())
            .collect()
    }

    /// The failed jobs and why: `[(name, message)]`.
    #[getter]
    fn failed(&self) -> Vec<(String, String)> {
        self.inner
            .jobs
            .iter()
            .filter(|job| job.status == Status::Failed)
            .map(|job| (job.name.clone(), job.error.clone().unwrap_or_default()))
            .collect()
    }

    /// The jobs that proved there is no solution.
    #[getter]
    fn not_found(&self) -> Vec<String> {
        self.inner
            .jobs
            .iter()
            .filter(|job| job.not_found)
            .map(|job| job.name.clone())
            .collect()
    }

    /// What became of the contact sheet (`index.html`), or None when the
    /// build has none.
    #[getter]
    fn index(&self) -> Option<&'static str> {
        self.inner.index.map(status_name)
    }

    /// Files in the output folder that no job makes and that a build
    /// wrote (check); `prune=True` removes them.
    #[getter]
    fn unexpected(&self) -> Vec<String> {
        self.inner.unexpected.clone()
    }

    /// Files in the output folder that no job makes and that no build
    /// wrote (check); `prune=True` leaves them.
    #[getter]
    fn others(&self) -> Vec<String> {
        self.inner.others.clone()
    }

    /// Files removed (`prune=True`).
    #[getter]
    fn removed(&self) -> Vec<String> {
        self.inner.removed.clone()
    }

    /// The seconds the build took.
    #[getter]
    fn seconds(&self) -> f64 {
        self.inner.elapsed.as_secs_f64()
    }

    fn __bool__(&self) -> bool {
        self.ok()
    }

    fn __repr__(&self) -> String {
        let report = &self.inner;
        let jobs = report.jobs.len();
        let failed = report.count(Status::Failed);
        if report.check {
            format!(
                "<boardfig.BuildSummary check, {jobs} jobs: {} current, {} stale files, {} unexpected, {failed} failed>",
                report.count(Status::Current),
                self.stale().len(),
                report.unexpected.len()
            )
        } else {
            format!(
                "<boardfig.BuildSummary {jobs} jobs: {} written, {} unchanged, {failed} failed>",
                report.count(Status::Written),
                report.count(Status::Unchanged)
            )
        }
    }
}

/// Runs the build.
pub(crate) fn run(py: Python<'_>, options: &BuildOptions) -> PyResult<Summary> {
    let inner = convert::run(py, || bindings::build(options))?;
    Ok(Summary { inner })
}
