//! `boardfig.build(...)` and the summary it returns.

use std::path::PathBuf;

use boardfig::BuildOptions;
use boardfig::bindings::{self, BuildSummary, BuiltJob};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::convert;

/// What a build did, as `boardfig build --json` reports it. It is true
/// when the command line would exit 0: every job built (or, with
/// `check=True`, every file current); false when a job failed, a file is
/// stale, missing or unexpected, or (with `strict=True`) a job proved
/// there is no solution. `exit_code` is the command line's.
#[pyclass(frozen, module = "boardfig", name = "BuildSummary")]
pub(crate) struct Summary {
    inner: BuildSummary,
}

/// The files of the jobs whose status is `status`, or their names.
fn named(jobs: &[BuiltJob], status: &str) -> Vec<String> {
    jobs.iter()
        .filter(|job| job.status == status)
        .map(|job| job.name.clone())
        .collect()
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
    /// job failed.
    #[getter]
    fn exit_code(&self) -> u8 {
        self.inner.exit
    }

    /// Whether the build succeeded (`exit_code == 0`).
    #[getter]
    fn ok(&self) -> bool {
        self.inner.exit == 0
    }

    /// Every job as a dict: name, files, status (written, unchanged,
    /// current, stale, failed), `not_found`, stale (files), error.
    #[getter]
    fn jobs<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyDict>>> {
        self.inner
            .jobs
            .iter()
            .map(|job| {
                let dict = PyDict::new(py);
                dict.set_item("name", &job.name)?;
                dict.set_item("files", &job.files)?;
                dict.set_item("status", &job.status)?;
                dict.set_item("not_found", job.not_found)?;
                dict.set_item("stale", &job.stale)?;
                dict.set_item("error", &job.error)?;
                Ok(dict)
            })
            .collect()
    }

    /// The jobs whose files were written.
    #[getter]
    fn written(&self) -> Vec<String> {
        named(&self.inner.jobs, "written")
    }

    /// The jobs whose files were current already.
    #[getter]
    fn unchanged(&self) -> Vec<String> {
        let mut names = named(&self.inner.jobs, "unchanged");
        names.extend(named(&self.inner.jobs, "current"));
        names
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

    /// The failed jobs and why: `{name: message}`.
    #[getter]
    fn failed(&self) -> Vec<(String, String)> {
        self.inner
            .jobs
            .iter()
            .filter(|job| job.status == "failed")
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

    fn __bool__(&self) -> bool {
        self.ok()
    }

    fn __repr__(&self) -> String {
        let jobs = self.inner.jobs.len();
        let failed = self.failed().len();
        if self.inner.check {
            format!(
                "<boardfig.BuildSummary check, {jobs} jobs: {} current, {} stale files, {} unexpected, {failed} failed>",
                named(&self.inner.jobs, "current").len(),
                self.stale().len(),
                self.inner.unexpected.len()
            )
        } else {
            format!(
                "<boardfig.BuildSummary {jobs} jobs: {} written, {} unchanged, {failed} failed>",
                self.written().len(),
                named(&self.inner.jobs, "unchanged").len()
            )
        }
    }
}

/// The options of `build()`, checked as the command line checks them.
pub(crate) struct Build {
    /// The build file.
    pub(crate) config: Option<PathBuf>,
    /// The output folder.
    pub(crate) out: Option<PathBuf>,
    /// Compare only.
    pub(crate) check: bool,
    /// Jobs by name.
    pub(crate) only: Vec<String>,
    /// Rebuild all.
    pub(crate) force: bool,
    /// Jobs at once.
    pub(crate) jobs: Option<usize>,
    /// No solution fails.
    pub(crate) strict: bool,
    /// Remove unexpected files.
    pub(crate) prune: bool,
    /// `(k, n)`.
    pub(crate) shard: Option<(usize, usize)>,
}

/// Runs the build.
pub(crate) fn run(py: Python<'_>, build: Build) -> PyResult<Summary> {
    if build.prune && build.check {
        return Err(PyValueError::new_err(
            "prune removes files and check writes nothing: give one of them",
        ));
    }
    if build.jobs.is_some_and(|jobs| !(1..=256).contains(&jobs)) {
        return Err(PyValueError::new_err("jobs: expected 1 to 256"));
    }
    if build.shard.is_some_and(|(k, n)| k == 0 || k > n) {
        return Err(PyValueError::new_err(
            "shard: expected (k, n) with 1 <= k <= n, e.g. (1, 4)",
        ));
    }
    let options = BuildOptions {
        config: build.config,
        out: build.out,
        check: build.check,
        jobs: build.jobs,
        only: build.only,
        shard: build.shard,
        force: build.force,
        strict: build.strict,
        prune: build.prune,
        ..BuildOptions::default()
    };
    let inner = convert::run(py, || bindings::build(&options))?;
    Ok(Summary { inner })
}
