//! One error type for the whole tool; each variant knows its exit code.

use std::path::{Path, PathBuf};

/// Exit code: an answer was found.
pub const EXIT_FOUND: i32 = 0;
/// Exit code: proven that there is no answer, or a check found stale files.
pub const EXIT_NONE: i32 = 1;
/// Exit code: bad input, or an I/O error.
pub const EXIT_USAGE: i32 = 2;
/// Exit code: the search budget was spent without an answer.
pub const EXIT_BUDGET: i32 = 3;

/// Everything that can stop a run.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A value given by the user is not allowed; the message names it.
    #[error("{0}")]
    Usage(String),
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file concerned.
        path: PathBuf,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// A search reached its node budget without an answer.
    #[error("{0}")]
    Budget(String),
    /// A build file is malformed; shown with the offending text.
    #[error("{0}")]
    Config(Box<crate::build::config::ConfigError>),
}

impl Error {
    /// A usage error with the given message.
    pub fn usage(message: impl Into<String>) -> Error {
        Error::Usage(message.into())
    }

    /// An I/O error on a path.
    pub fn io(path: &Path, source: std::io::Error) -> Error {
        Error::Io {
            path: path.to_path_buf(),
            source,
        }
    }

    /// The process exit code for this error.
    pub fn exit_code(&self) -> i32 {
        match self {
            Error::Usage(_) | Error::Io { .. } | Error::Config(_) => EXIT_USAGE,
            Error::Budget(_) => EXIT_BUDGET,
        }
    }
}
