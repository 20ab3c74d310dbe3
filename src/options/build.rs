//! The options of a build as typed names, apart from the keys of a job:
//! a build is not a table of a build file, so its options are neither in
//! the key table nor in the schema. A message carries the option, and the
//! edge words it: the flag `--jobs` on the command line, the keyword
//! `jobs` in Python.

/// An option of a build (`boardfig build`, Python's `build()`): a field of
/// `BuildOptions`, named by its field's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BuildOption {
    /// The build file.
    Config,
    /// The output folder.
    Out,
    /// Compare with the files on disk, write nothing.
    Check,
    /// Where a check writes fresh copies and diffs.
    Diff,
    /// The jobs run at once.
    Jobs,
    /// The jobs built, by name.
    Only,
    /// The slice of the jobs built.
    Shard,
    /// Rebuild unchanged jobs too.
    Force,
    /// A job that proves there is no solution fails the build.
    Strict,
    /// Remove the files a build wrote that no job makes.
    Prune,
}

impl BuildOption {
    /// Every option, in the order `BuildOptions` declares its fields.
    pub const ALL: [BuildOption; 10] = [
        BuildOption::Config,
        BuildOption::Out,
        BuildOption::Check,
        BuildOption::Diff,
        BuildOption::Jobs,
        BuildOption::Only,
        BuildOption::Shard,
        BuildOption::Force,
        BuildOption::Strict,
        BuildOption::Prune,
    ];

    /// The option's name, its field in `BuildOptions` and the Python
    /// package's keyword: `jobs`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            BuildOption::Config => "config",
            BuildOption::Out => "out",
            BuildOption::Check => "check",
            BuildOption::Diff => "diff",
            BuildOption::Jobs => "jobs",
            BuildOption::Only => "only",
            BuildOption::Shard => "shard",
            BuildOption::Force => "force",
            BuildOption::Strict => "strict",
            BuildOption::Prune => "prune",
        }
    }

    /// The command line's words for it: `--jobs`; the build file, given
    /// without a flag, is `CONFIG`.
    #[must_use]
    pub fn flag(self) -> String {
        match self {
            BuildOption::Config => "CONFIG".to_string(),
            _ => format!("--{}", self.name()),
        }
    }
}
