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

use crate::error::{Error, message};
use crate::options::{BuildOption, JOBS};

#[cfg(feature = "cli")]
pub(crate) use config::{BuildJob, parse_piece};
pub(crate) use config::{TableError, nearest, read_table};
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

/// The options of a build, declared once: the command line parses them
/// (`boardfig build`; each field's doc line is its help) and Python's
/// `build()` takes them as keywords.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
pub struct BuildOptions {
    /// The build file [default: ./boardfig.toml, else the built-in gallery].
    pub config: Option<PathBuf>,
    /// The output folder [default: output].
    #[cfg_attr(feature = "cli", arg(long, value_name = "DIR"))]
    pub out: Option<PathBuf>,
    /// Compare the figures with the files on disk; write nothing (exit 1 if any differ).
    #[cfg_attr(feature = "cli", arg(long))]
    pub check: bool,
    /// With --check: write each stale or missing file's fresh copy into DIR, and a diff (PNG for images, text for SVG and HTML).
    #[cfg_attr(feature = "cli", arg(long, value_name = "DIR"))]
    pub diff: Option<PathBuf>,
    /// Jobs run at once, 1 to 256 [default: the number of cores].
    #[cfg_attr(feature = "cli", arg(long, value_name = "N", value_parser = crate::job::bounded::<usize>(JOBS)))]
    pub jobs: Option<usize>,
    /// Build only the job of this name (repeatable).
    #[cfg_attr(feature = "cli", arg(long, value_name = "NAME"))]
    pub only: Vec<String>,
    /// Build the K-th of N deterministic slices of the jobs, e.g. 2/4.
    #[cfg_attr(feature = "cli", arg(long, value_name = "K/N", value_parser = parse_shard))]
    pub shard: Option<(usize, usize)>,
    /// Rebuild every job, even unchanged ones.
    #[cfg_attr(feature = "cli", arg(long))]
    pub force: bool,
    /// A job that proves there is no solution fails the build (exit 1).
    #[cfg_attr(feature = "cli", arg(long))]
    pub strict: bool,
    /// Remove the files an earlier build wrote here that no job makes now (never a file it did not write).
    #[cfg_attr(feature = "cli", arg(long, conflicts_with = "check"))]
    pub prune: bool,
}

/// Whether `(k, n)` names a shard, the K-th of N slices: 1 <= K <= N.
fn is_shard((k, n): (usize, usize)) -> bool {
    1 <= k && k <= n
}

/// `--shard K/N`, a shard by [`is_shard`].
#[cfg(feature = "cli")]
fn parse_shard(text: &str) -> Result<(usize, usize), String> {
    let bad = || "expected K/N, whole numbers with 1 <= K <= N, e.g. 1/4".to_string();
    let (k, n) = text.split_once('/').ok_or_else(bad)?;
    let shard = (k.parse().map_err(|_| bad())?, n.parse().map_err(|_| bad())?);
    if !is_shard(shard) {
        return Err(bad());
    }
    Ok(shard)
}

impl BuildOptions {
    /// Whether the options go together and each is in its range, whoever
    /// made them (the command line, Python, a Rust caller): a shard `(k,
    /// n)` with 1 <= k <= n, 1 to 256 jobs, `prune` without `check`, `diff`
    /// with `check`. [`run`] checks them before anything else.
    ///
    /// # Errors
    /// The first option that is wrong, carried as a [`BuildOption`]: the
    /// command line names it as a flag (`--jobs`), Python as a keyword
    /// (`jobs`).
    pub fn validate(&self) -> Result<(), Error> {
        if let Some((k, n)) = self.shard
            && !is_shard((k, n))
        {
            return Err(Error::value(
                BuildOption::Shard,
                format!("({k}, {n})"),
                "expected (k, n), whole numbers with 1 <= k <= n, e.g. (1, 4)",
            ));
        }
        if let Some(jobs) = self.jobs {
            JOBS.check(u64::try_from(jobs).unwrap_or(u64::MAX))?;
        }
        if self.prune && self.check {
            return Err(Error::usage(message![
                BuildOption::Prune,
                " removes files and ",
                BuildOption::Check,
                " writes nothing: give one of them"
            ]));
        }
        if self.diff.is_some() && !self.check {
            return Err(diff_without_check());
        }
        Ok(())
    }
}

/// The refusal of `--diff` without `--check`, a build's and a Markdown
/// check's alike.
pub(crate) fn diff_without_check() -> Error {
    Error::usage(message![
        BuildOption::Diff,
        " DIR writes what ",
        BuildOption::Check,
        " finds stale; add ",
        BuildOption::Check
    ])
}

#[cfg(test)]
mod tests {
    use super::BuildOptions;
    use crate::error::Naming;
    use crate::options::BuildOption;

    #[test]
    fn options_out_of_range_are_refused_before_the_build_not_in_it() {
        let refused = |options: BuildOptions, flag: &str, keyword: &str| {
            let error = super::run(&options).expect_err(flag);
            assert_eq!(error.message(Naming::Flag), flag);
            assert_eq!(error.message(Naming::Keyword), keyword);
        };
        let shard = |k, n| BuildOptions {
            shard: Some((k, n)),
            ..BuildOptions::default()
        };
        refused(
            shard(0, 0),
            "--shard `(0, 0)`: expected (k, n), whole numbers with 1 <= k <= n, e.g. (1, 4)",
            "shard `(0, 0)`: expected (k, n), whole numbers with 1 <= k <= n, e.g. (1, 4)",
        );
        refused(
            shard(3, 2),
            "--shard `(3, 2)`: expected (k, n), whole numbers with 1 <= k <= n, e.g. (1, 4)",
            "shard `(3, 2)`: expected (k, n), whole numbers with 1 <= k <= n, e.g. (1, 4)",
        );
        let jobs = |jobs| BuildOptions {
            jobs: Some(jobs),
            ..BuildOptions::default()
        };
        refused(
            jobs(0),
            "--jobs `0`: expected a whole number from 1 to 256",
            "jobs `0`: expected a whole number from 1 to 256",
        );
        refused(
            jobs(257),
            "--jobs `257`: expected a whole number from 1 to 256",
            "jobs `257`: expected a whole number from 1 to 256",
        );
        let both = BuildOptions {
            prune: true,
            check: true,
            ..BuildOptions::default()
        };
        refused(
            both,
            "--prune removes files and --check writes nothing: give one of them",
            "`prune` removes files and `check` writes nothing: give one of them",
        );
        let diff = BuildOptions {
            diff: Some("d".into()),
            ..BuildOptions::default()
        };
        refused(
            diff,
            "--diff DIR writes what --check finds stale; add --check",
            "`diff` DIR writes what `check` finds stale; add `check`",
        );
        assert!(shard(2, 2).validate().is_ok());
        assert!(jobs(256).validate().is_ok());
        let error = jobs(0).validate().unwrap_err();
        assert!(matches!(
            error,
            crate::error::Error::Value { key, .. } if key == BuildOption::Jobs.into()
        ));
    }

    /// The fields of [`BuildOptions`] by name, as clap reads them (each
    /// argument's id is its field's name).
    #[cfg(feature = "cli")]
    fn field_names() -> Vec<String> {
        use clap::Args as _;
        BuildOptions::augment_args(clap::Command::new("build"))
            .get_arguments()
            .map(|arg| arg.get_id().to_string())
            .collect()
    }

    #[test]
    #[cfg(feature = "cli")]
    fn each_field_is_a_build_option_of_its_name() {
        let names: Vec<&str> = BuildOption::ALL.iter().map(|o| o.name()).collect();
        assert_eq!(field_names(), names);
    }

    /// The parameters of `def build(...)` in the Python package's stubs.
    fn stub_parameters() -> Vec<String> {
        let stubs =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/python/boardfig.pyi"))
                .unwrap();
        let (_, rest) = stubs.split_once("\ndef build(\n").expect("def build(");
        let (parameters, _) = rest.split_once("\n) -> ").expect("build's closing `) ->`");
        parameters
            .lines()
            .map(str::trim)
            .filter(|line| *line != "*,")
            .map(|line| line.split(':').next().unwrap().to_string())
            .collect()
    }

    #[test]
    fn the_stubs_build_takes_each_build_option_but_diff() {
        // Python's build() has never taken `diff` (a check's fresh copies
        // and diff pictures, for CI): its signature leaves it out. Any other
        // option a build gains is a keyword of the stubs, or this fails.
        let mut options: Vec<&str> = BuildOption::ALL
            .iter()
            .filter(|option| **option != BuildOption::Diff)
            .map(|option| option.name())
            .collect();
        options.sort_unstable();
        let mut stubbed = stub_parameters();
        stubbed.sort();
        assert_eq!(stubbed, options);
    }
}
