//! The one error type of the tool, its exit codes, and the wording of
//! option names, which is decided where the error is shown: the command
//! line names flags (`--end`), a build file names keys (`end`).

use std::fmt::{self, Write as _};
use std::path::{Path, PathBuf};

use crate::options::{Bounded, BuildOption, Key, LeftOut, OptionName};

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
    /// Keys of a build file: `end` (a build's options, which no build
    /// file has, by their names: `jobs`).
    Key,
    /// Keyword arguments of the Python package: `first_step`.
    Keyword,
}

impl Naming {
    /// The option's name in these words, as a message shows it: `--end`,
    /// `` `end` ``, `` `first_step` ``.
    #[must_use]
    pub fn option(self, option: impl Into<OptionName>) -> String {
        match (self, option.into()) {
            (Naming::Key, OptionName::Key(key)) => format!("`{}`", key.name()),
            (Naming::Keyword, OptionName::Key(key)) => format!("`{}`", key.keyword()),
            (Naming::Flag, OptionName::Key(key)) => key.flag(),
            (Naming::Key | Naming::Keyword, OptionName::Build(option)) => {
                format!("`{}`", option.name())
            }
            (Naming::Flag, OptionName::Build(option)) => option.flag(),
        }
    }
}

/// A piece of a [`Message`]: words, or an option the edge names.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Piece {
    /// Words, shown as they are.
    Text(String),
    /// An option (a job's key or a build's option), shown as a flag, a
    /// key or a keyword.
    Option(OptionName),
}

impl From<&str> for Piece {
    fn from(text: &str) -> Piece {
        Piece::Text(text.to_string())
    }
}

impl From<String> for Piece {
    fn from(text: String) -> Piece {
        Piece::Text(text)
    }
}

impl From<Key> for Piece {
    fn from(key: Key) -> Piece {
        Piece::Option(key.into())
    }
}

impl From<BuildOption> for Piece {
    fn from(option: BuildOption) -> Piece {
        Piece::Option(option.into())
    }
}

impl From<OptionName> for Piece {
    fn from(option: OptionName) -> Piece {
        Piece::Option(option)
    }
}

/// A message whose options are typed keys, worded where it is shown:
/// built with `message![..]` in the crate, pieces of text and
/// keys in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Message(Vec<Piece>);

impl Message {
    /// A message of these pieces.
    #[must_use]
    pub fn of(pieces: Vec<Piece>) -> Message {
        Message(pieces)
    }

    /// This message with `piece` after it.
    #[must_use]
    pub fn then(mut self, piece: impl Into<Piece>) -> Message {
        self.0.push(piece.into());
        self
    }

    /// This message with `other` after it.
    #[must_use]
    pub fn and(mut self, other: Message) -> Message {
        self.0.extend(other.0);
        self
    }

    /// The messages one after another, `between` each two.
    #[must_use]
    pub fn join(messages: impl IntoIterator<Item = Message>, between: &str) -> Message {
        let mut joined = Message::default();
        for (k, message) in messages.into_iter().enumerate() {
            if k > 0 {
                joined = joined.then(between);
            }
            joined = joined.and(message);
        }
        joined
    }

    /// Whether the message says nothing.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The keys of jobs this message names, in order.
    pub fn keys(&self) -> impl Iterator<Item = Key> + '_ {
        self.0.iter().filter_map(|piece| match piece {
            Piece::Option(OptionName::Key(key)) => Some(*key),
            Piece::Text(_) | Piece::Option(OptionName::Build(_)) => None,
        })
    }

    /// The message, naming options in the given words.
    #[must_use]
    pub fn say(&self, naming: Naming) -> String {
        let mut out = String::new();
        for piece in &self.0 {
            match piece {
                Piece::Text(text) => out.push_str(text),
                Piece::Option(option) => out.push_str(&naming.option(*option)),
            }
        }
        out
    }
}

impl<T: Into<Piece>> From<T> for Message {
    fn from(piece: T) -> Message {
        Message(vec![piece.into()])
    }
}

/// A [`Message`] of pieces in order: text (`&str`, `String`) and keys.
/// `message!["use ", Key::Closed, " for a tour that returns"]`.
macro_rules! message {
    ($($piece:expr),* $(,)?) => {
        $crate::error::Message::of(vec![$($crate::error::Piece::from($piece)),*])
    };
}
pub(crate) use message;

/// Everything that can stop a run.
#[derive(Debug)]
pub enum Error {
    /// The value of an option is not allowed.
    Value {
        /// The option, e.g. `cell` or `jobs`.
        key: OptionName,
        /// The value as the user gave it.
        value: String,
        /// What is wrong, and what is allowed.
        allowed: Message,
    },
    /// Options or inputs that do not go together.
    Usage(Message),
    /// A budget ran out without an answer.
    Budget(Message),
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
    /// A bad value of the option `key`.
    pub fn value(
        key: impl Into<OptionName>,
        value: impl fmt::Display,
        allowed: impl Into<Message>,
    ) -> Error {
        Error::Value {
            key: key.into(),
            value: value.to_string(),
            allowed: allowed.into(),
        }
    }

    /// A usage error.
    pub fn usage(message: impl Into<Message>) -> Error {
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

    /// An I/O error writing to the standard output (closed, full, or a
    /// pipe whose reader is gone).
    #[must_use]
    pub fn standard_output(source: std::io::Error) -> Error {
        Error::io(Path::new("standard output"), source)
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
                naming.option(*key).trim_matches('`'),
                printable(value),
                allowed.say(naming)
            ),
            Error::Usage(text) | Error::Budget(text) => text.say(naming),
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

/// What kind of file `meta` describes, in words, for messages.
pub(crate) fn file_kind(meta: &std::fs::Metadata) -> &'static str {
    let kind = meta.file_type();
    if kind.is_dir() {
        return "a folder";
    }
    if kind.is_symlink() {
        return "a symbolic link";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "a pipe";
        }
        if kind.is_socket() {
            return "a socket";
        }
        if kind.is_block_device() {
            return "a block device";
        }
        if kind.is_char_device() {
            return "a character device";
        }
    }
    "a special file"
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

impl Bounded {
    /// `value` when it is in the declared range, else the refusal naming
    /// the option and what it allows.
    ///
    /// # Errors
    /// A value out of range, in the declaration's words.
    pub(crate) fn check<T: Copy + Into<u64> + fmt::Display>(self, value: T) -> Result<T, Error> {
        if self.contains(value.into()) {
            Ok(value)
        } else {
            Err(Error::value(self.option, value, self.allowed()))
        }
    }

    /// The value given, checked, else the declared default (in range, as
    /// a test of the declarations checks).
    ///
    /// # Errors
    /// A value out of range, in the declaration's words.
    pub(crate) fn resolve<T>(self, given: Option<T>) -> Result<T, Error>
    where
        T: Copy + Into<u64> + TryFrom<u64> + fmt::Display,
    {
        match given {
            Some(value) => self.check(value),
            None => Ok(self.left_out()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_named_in_the_words_of_the_edge() {
        let error = Error::usage(message![
            Key::End,
            " and ",
            Key::Closed,
            " exclude each other"
        ]);
        assert_eq!(
            error.message(Naming::Flag),
            "--end and --closed exclude each other"
        );
        assert_eq!(
            error.message(Naming::Key),
            "`end` and `closed` exclude each other"
        );
        let value = Error::value(
            Key::Coords,
            "x{y}",
            message!["expected ", Key::Cell, " or {cell}"],
        );
        assert_eq!(
            value.message(Naming::Flag),
            "--coords `x{y}`: expected --cell or {cell}"
        );
        assert_eq!(
            value.message(Naming::Key),
            "coords `x{y}`: expected `cell` or {cell}"
        );
        let python = Error::value(
            Key::FirstStep,
            "2",
            message!["expected 0 or 1, not with ", Key::MaxFrames],
        );
        assert_eq!(
            python.message(Naming::Keyword),
            "first_step `2`: expected 0 or 1, not with `max_frames`"
        );
        let path = Error::usage(message![Key::Path, " leaves an empty board"]);
        assert_eq!(
            path.message(Naming::Flag),
            "--no-path leaves an empty board"
        );
        assert_eq!(path.message(Naming::Key), "`path` leaves an empty board");
        let build = Error::usage(message![
            BuildOption::Diff,
            " goes with ",
            BuildOption::Check
        ]);
        assert_eq!(build.message(Naming::Flag), "--diff goes with --check");
        assert_eq!(build.message(Naming::Keyword), "`diff` goes with `check`");
        let jobs = Error::value(BuildOption::Jobs, 0, "expected 1 to 256");
        assert_eq!(jobs.message(Naming::Flag), "--jobs `0`: expected 1 to 256");
        assert_eq!(jobs.message(Naming::Keyword), "jobs `0`: expected 1 to 256");
        assert_eq!(BuildOption::Config.flag(), "CONFIG");
    }

    #[test]
    fn invisible_characters_in_values_are_shown() {
        let error = Error::value(Key::Start, "\u{feff}a1", "bad");
        assert_eq!(error.message(Naming::Flag), "--start `\\u{feff}a1`: bad");
        let bidi = Error::value(Key::Title, "a\u{202e}b\u{ffff}", "bad");
        assert_eq!(
            bidi.message(Naming::Key),
            "title `a\\u{202e}b\\u{ffff}`: bad"
        );
        let long = Error::value(Key::Title, "x".repeat(100), "too long");
        assert!(long.message(Naming::Key).contains("(100 characters)"));
    }

    #[test]
    fn each_error_has_its_exit() {
        assert_eq!(Error::usage("x").exit().code(), 2);
        assert_eq!(Error::Budget("x".into()).exit().code(), 3);
        assert_eq!(Error::Interrupted.exit().code(), 130);
    }
}
