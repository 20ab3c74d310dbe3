//! Batch builds: many figure jobs from a TOML file, in parallel, through
//! the same pipeline as the command line, written all or nothing per job,
//! skipped when unchanged, or checked against the files on disk.

pub(crate) mod cache;
mod config;
#[cfg(test)]
mod declared_defaults;
mod diff;
mod index;
mod run;

use std::path::PathBuf;

#[cfg(feature = "cli")]
pub(crate) use config::{AnyJob, BuildJob, parse_piece};
pub(crate) use config::{JobType, TableError, nearest, read_table};
#[cfg(test)]
pub(crate) use config::{definition, table_keys};
#[cfg(feature = "cli")]
pub(crate) use diff::write_diff;
#[cfg(feature = "cli")]
pub(crate) use index::INDEX_FILE;
pub use run::{Build, BuildReport, JobReport, Status, run};
#[cfg(feature = "cli")]
pub(crate) use run::{file_names, render as render_job};

/// The JSON Schema of build files (draft 7), as pretty JSON with a final
/// newline: derived from the job types, so it lists exactly the keys the
/// reader accepts.
#[must_use]
pub fn schema() -> String {
    let mut text = serde_json::to_string_pretty(&config::schema()).expect("a schema is plain JSON");
    text.push('\n');
    text
}

/// The default gallery, built when no configuration file is given.
pub const GALLERY: &str = include_str!("../../templates/gallery.toml");

/// The options of a build.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BuildOptions {
    /// The build file [default: ./boardfig.toml, else the built-in gallery].
    pub config: Option<PathBuf>,
    /// The output folder [default: output].
    pub out: Option<PathBuf>,
    /// Compare the figures with the files on disk; write nothing.
    pub check: bool,
    /// With `check`: write each stale file's fresh copy and a diff here.
    pub diff: Option<PathBuf>,
    /// Jobs run at once [default: the number of cores].
    pub jobs: Option<usize>,
    /// Build only the jobs of these names.
    pub only: Vec<String>,
    /// Build the K-th of N deterministic slices of the jobs.
    pub shard: Option<(usize, usize)>,
    /// Rebuild every job, even unchanged ones.
    pub force: bool,
    /// A job that proves there is no solution fails the build.
    pub strict: bool,
    /// Remove files in the output folder that no job makes and that a
    /// build wrote there (the cache records them).
    pub prune: bool,
}

impl BuildOptions {
    /// Whether the options go together and each is in its range, whoever
    /// made them (the command line, Python, a Rust caller): a shard `K/N`
    /// with 1 <= K <= N, 1 to 256 jobs, `prune` without `check`, `diff`
    /// with `check`. [`run`] checks them before anything else.
    ///
    /// # Errors
    /// The first option that is wrong, named as the command line names it.
    pub fn validate(&self) -> Result<(), crate::error::Error> {
        use crate::error::Error;
        if let Some((k, n)) = self.shard
            && (k == 0 || k > n)
        {
            return Err(Error::usage(format!(
                "--shard {k}/{n}: expected K/N, whole numbers with 1 <= K <= N, e.g. 1/4"
            )));
        }
        if let Some(jobs) = self.jobs
            && !(1..=256).contains(&jobs)
        {
            return Err(Error::usage(format!(
                "--jobs {jobs}: expected a whole number from 1 to 256"
            )));
        }
        if self.prune && self.check {
            return Err(Error::usage(
                "--prune removes files and --check writes nothing: give one of them",
            ));
        }
        if self.diff.is_some() && !self.check {
            return Err(Error::usage(
                "--diff DIR writes what --check finds stale; add --check",
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::BuildOptions;

    #[test]
    fn options_out_of_range_are_refused_before_the_build_not_in_it() {
        let refused = |options: BuildOptions, words: &str| {
            let error = super::run(&options).expect_err(words);
            let message = error.message(crate::error::Naming::Flag);
            assert!(message.contains(words), "{message}");
        };
        let shard = |k, n| BuildOptions {
            shard: Some((k, n)),
            ..BuildOptions::default()
        };
        refused(shard(0, 0), "--shard 0/0");
        refused(shard(3, 2), "--shard 3/2");
        let jobs = BuildOptions {
            jobs: Some(0),
            ..BuildOptions::default()
        };
        refused(jobs, "--jobs 0");
        let both = BuildOptions {
            prune: true,
            check: true,
            ..BuildOptions::default()
        };
        refused(both, "--prune removes files");
        let diff = BuildOptions {
            diff: Some("d".into()),
            ..BuildOptions::default()
        };
        refused(diff, "add --check");
        assert!(shard(2, 2).validate().is_ok());
    }
}
