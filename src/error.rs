//! The one error type of the tool, its exit codes, and the wording of
//! option names, which is decided where the error is shown: the command
//! line names flags (`--end`), a build file names keys (`end`).

use std::fmt::{self, Write as _};
use std::path::{Path, PathBuf};

/// How a run ends, as a process exit code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Exit {
    /// An answer was found, or the build succeeded.
    Found,
    /// Proven that there is no answer, or a check found stale files.
    NotFound,
    /// Bad input, or a file that could not be read or written.
    Usage,
    /// A budget the user set (or its default) ran out without an answer.
    Budget,
    /// Stopped by Ctrl-C.
    Interrupted,
}

impl Exit {
    /// The process exit code.
    #[must_use]
    pub fn code(self) -> u8 {
        match self {
            Exit::Found => 0,
            Exit::NotFound => 1,
            Exit::Usage => 2,
            Exit::Budget => 3,
            Exit::Interrupted => 130,
        }
    }
}

/// Whose words name an option in a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Naming {
    /// Command-line flags: `--end`.
    Flag,
    /// Keys of a build file: `end`.
    Key,
    /// Keyword arguments of the Python package: `first_step`.
    Keyword,
}

impl Naming {
    /// The name of the option whose build-file key is `key`.
    #[must_use]
    pub fn option(self, key: &str) -> String {
        match self {
            Naming::Key => format!("`{key}`"),
            Naming::Keyword => format!("`{}`", key.replace('-', "_")),
            Naming::Flag => match key {
                "path" => "--no-path".to_string(),
                _ => format!("--{key}"),
            },
        }
    }

    /// `text` with each `{key}` placeholder replaced by the option's name.
    fn fill(self, text: &str) -> String {
        let mut out = String::with_capacity(text.len() + 16);
        let mut rest = text;
        while let Some(open) = rest.find('{') {
            let Some(close) = rest[open..].find('}').map(|c| open + c) else {
                break;
            };
            let key = &rest[open + 1..close];
            out.push_str(&rest[..open]);
            if key.starts_with(|c: char| c.is_ascii_lowercase())
                && key
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            {
                out.push_str(&self.option(key));
            } else {
                out.push_str(&rest[open..=close]);
            }
            rest = &rest[close + 1..];
        }
        out.push_str(rest);
        out
    }
}

/// Everything that can stop a run.
#[derive(Debug)]
pub enum Error {
    /// The value of an option is not allowed.
    Value {
        /// The option's build-file key, e.g. `cell`.
        key: &'static str,
        /// The value as the user gave it.
        value: String,
        /// What is wrong, and what is allowed; `{key}` placeholders name
        /// other options.
        allowed: String,
    },
    /// Options or inputs that do not go together; `{key}` placeholders
    /// name options.
    Usage(String),
    /// A budget ran out without an answer; `{key}` placeholders name
    /// options.
    Budget(String),
    /// A file could not be read or written.
    Io {
        /// The file, as the user named it.
        path: PathBuf,
        /// What the operating system said.
        source: std::io::Error,
    },
    /// A malformed build file, shown with the offending text.
    Diagnostic(Box<dyn miette::Diagnostic + Send + Sync>),
    /// Stopped by Ctrl-C.
    Interrupted,
}

impl Error {
    /// A bad value of the option whose build-file key is `key`.
    pub fn value(key: &'static str, value: impl fmt::Display, allowed: impl Into<String>) -> Error {
        Error::Value {
            key,
            value: value.to_string(),
            allowed: allowed.into(),
        }
    }

    /// A usage error; `{key}` placeholders name options.
    pub fn usage(message: impl Into<String>) -> Error {
        Error::Usage(message.into())
    }

    /// An I/O error on a path.
    #[must_use]
    pub fn io(path: &Path, source: std::io::Error) -> Error {
        Error::Io {
            path: path.to_path_buf(),
            source,
        }
    }

    /// How the run ends because of this error.
    #[must_use]
    pub fn exit(&self) -> Exit {
        match self {
            Error::Budget(_) => Exit::Budget,
            Error::Interrupted => Exit::Interrupted,
            _ => Exit::Usage,
        }
    }

    /// The message, naming options in the given words. A malformed build
    /// file's diagnostic gives its one-line message here; shown in full,
    /// it quotes the file.
    #[must_use]
    pub fn message(&self, naming: Naming) -> String {
        match self {
            Error::Value {
                key,
                value,
                allowed,
            } => format!(
                "{} `{}`: {}",
                naming.option(key).trim_matches('`'),
                printable(value),
                naming.fill(allowed)
            ),
            Error::Usage(text) | Error::Budget(text) => naming.fill(text),
            Error::Io { path, source } => format!("{}: {}", path.display(), io_words(source)),
            Error::Diagnostic(diagnostic) => diagnostic_line(diagnostic.as_ref()),
            Error::Interrupted => "interrupted".to_string(),
        }
    }
}

/// What a line on stderr says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// An error: the run fails (or, in a build, a job).
    Error,
    /// A warning: an option with no effect, and the like.
    Warning,
}

/// The start of a one-line diagnostic: `boardfig: ` for an error,
/// `boardfig: warning: ` for a warning; with `colour`, in bold red or
/// yellow as miette colours a build file's diagnostics.
#[must_use]
pub fn line_start(line: Line, colour: bool) -> String {
    match (line, colour) {
        (Line::Error, false) => "boardfig: ".to_string(),
        (Line::Warning, false) => "boardfig: warning: ".to_string(),
        (Line::Error, true) => "\x1b[1;31mboardfig:\x1b[0m ".to_string(),
        (Line::Warning, true) => "\x1b[1;33mboardfig: warning:\x1b[0m ".to_string(),
    }
}

/// A diagnostic on one line, for where it cannot be shown with its text
/// (the bindings): `FILE:LINE: what; help`, as a Markdown block's errors.
fn diagnostic_line(diagnostic: &(dyn miette::Diagnostic + Send + Sync)) -> String {
    let mut text = diagnostic.to_string();
    let place = diagnostic
        .source_code()
        .zip(diagnostic.labels().and_then(|mut labels| labels.next()))
        .and_then(|(source, label)| source.read_span(label.inner(), 0, 0).ok())
        .and_then(|span| Some((span.name()?.to_string(), span.line() + 1)));
    if let Some((name, line)) = place
        && let Some(what) = text.strip_prefix(&format!("{name}: "))
    {
        text = format!("{name}:{line}: {what}");
    }
    if let Some(help) = diagnostic.help() {
        let _ = write!(text, "; {help}");
    }
    text
}

/// A value shown in a message: control, invisible and bidi control
/// characters escaped (so that none turns the rest of the line around),
/// long values cut.
fn printable(value: &str) -> String {
    const SHOWN: usize = 60;
    let mut out: String = value
        .chars()
        .take(SHOWN)
        .flat_map(|c| {
            if c.is_control()
                || matches!(
                    c,
                    '\u{feff}'
                        | '\u{fffe}'
                        | '\u{ffff}'
                        | '\u{200b}'..='\u{200f}'
                        | '\u{202a}'..='\u{202e}'
                        | '\u{2066}'..='\u{2069}'
                        | '\u{061c}'
                )
            {
                c.escape_unicode().collect::<Vec<_>>()
            } else {
                vec![c]
            }
        })
        .collect();
    let length = value.chars().count();
    if length > SHOWN {
        let _ = write!(out, "... ({length} characters)");
    }
    out
}

/// The operating system's words for an I/O error, without the code.
pub(crate) fn io_words(error: &std::io::Error) -> String {
    let text = error.to_string();
    match text.split_once(" (os error") {
        Some((words, _)) => words.to_string(),
        None => text,
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Naming::Flag))
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_named_in_the_words_of_the_edge() {
        let error = Error::usage("{end} and {closed} exclude each other");
        assert_eq!(
            error.message(Naming::Flag),
            "--end and --closed exclude each other"
        );
        assert_eq!(
            error.message(Naming::Key),
            "`end` and `closed` exclude each other"
        );
        let value = Error::value("coords", "x{y}", "expected {cell} or {Not a key}");
        assert_eq!(
            value.message(Naming::Flag),
            "--coords `x{y}`: expected --cell or {Not a key}"
        );
        assert_eq!(
            value.message(Naming::Key),
            "coords `x{y}`: expected `cell` or {Not a key}"
        );
        let python = Error::value("first-step", "2", "expected 0 or 1, not with {max-frames}");
        assert_eq!(
            python.message(Naming::Keyword),
            "first_step `2`: expected 0 or 1, not with `max_frames`"
        );
    }

    #[test]
    fn invisible_characters_in_values_are_shown() {
        let error = Error::value("start", "\u{feff}a1", "bad");
        assert_eq!(error.message(Naming::Flag), "--start `\\u{feff}a1`: bad");
        let bidi = Error::value("title", "a\u{202e}b\u{ffff}", "bad");
        assert_eq!(
            bidi.message(Naming::Key),
            "title `a\\u{202e}b\\u{ffff}`: bad"
        );
        let long = Error::value("title", "x".repeat(100), "too long");
        assert!(long.message(Naming::Key).contains("(100 characters)"));
    }

    #[test]
    fn each_error_has_its_exit() {
        assert_eq!(Error::usage("x").exit().code(), 2);
        assert_eq!(Error::Budget("x".into()).exit().code(), 3);
        assert_eq!(Error::Interrupted.exit().code(), 130);
    }
}
