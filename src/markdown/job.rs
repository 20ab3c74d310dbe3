//! What a block of boardfig asks for. Its body is either a piece of a
//! build file (`[[knight]]` or `[[queens]]` tables), read by the build's
//! own reader with all its rules, or command lines, one a line (`knight
//! --board 6x6 --gif search.gif`), read by the command line's own parser. Either way
//! the figures are files named inside the document's figure folder.

use std::path::{Component, Path};

use crate::batch::{self, BuildJob};
use crate::cli::{Cli, Command, strip_format, target};
use crate::error::Naming;
use crate::job::Format;
use crate::job::{KnightJob, QueensJob};
use crate::markdown::fences::Block;
use crate::plan::{Drawing, Output, Target};

/// A job of a block, ready for the pipeline.
#[derive(Debug)]
pub(super) enum Work {
    /// A job table of a build file.
    Table(Box<BuildJob>),
    /// A knight command line and its figures (file names).
    Knight(KnightJob, Vec<Output>),
    /// A queens command line and its figures (file names).
    Queens(QueensJob, Vec<Output>),
    /// A command line with a bad value, as its one line of refusal: the
    /// block fails alone, as a table's job with a bad value does.
    Refused(String),
}

/// A job of a block: the work, the files it writes (names inside the
/// figure folder, in order), its image's words, and how its messages
/// name options.
#[derive(Debug)]
pub(super) struct FenceJob {
    /// What to run.
    pub work: Work,
    /// The files, by name.
    pub files: Vec<String>,
    /// The words of a new image link: the caption, else the job's name or
    /// its command line.
    pub alt: String,
    /// Keys for a table, flags for a command line.
    pub naming: Naming,
}

/// The jobs of a block; an error is one line naming `file` and a line.
/// `default_stem` names the figure of a command line that names no file.
pub(super) fn read(block: &Block, file: &str, default_stem: &str) -> Result<Vec<FenceJob>, String> {
    let code: Vec<&str> = block
        .body
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let Some(first) = code.first() else {
        return Err(format!(
            "{file}:{}: an empty boardfig block; write a job: `[[knight]]` or `[[queens]]` \
             with its keys, or a command such as `knight --board 6x6 --gif tour.gif`",
            block.line
        ));
    };
    if command_words(first).is_none() {
        return tables(block, file);
    }
    // One command a line; a line ending in `\` goes on on the next.
    let mut commands: Vec<String> = Vec::new();
    let mut open = false;
    for line in code {
        let (text, more) = match line.strip_suffix('\\') {
            Some(text) => (text.trim_end(), true),
            None => (line, false),
        };
        match commands.last_mut() {
            Some(last) if open => {
                last.push(' ');
                last.push_str(text);
            }
            _ => commands.push(text.to_string()),
        }
        open = more;
    }
    commands
        .iter()
        .enumerate()
        .map(|(j, line)| {
            let stem = if j == 0 {
                default_stem.to_string()
            } else {
                format!("{default_stem}-{}", j + 1)
            };
            command(line, block.line, file, &stem)
        })
        .collect()
}

/// The words of a command line, if `line` is one: `knight ...` or
/// `queens ...`, maybe after `$` and `boardfig`.
fn command_words(line: &str) -> Option<&str> {
    let line = line.strip_prefix('$').unwrap_or(line).trim_start();
    let line = line.strip_prefix("boardfig ").unwrap_or(line).trim_start();
    ["knight", "queens"]
        .iter()
        .any(|c| line == *c || line.starts_with(&format!("{c} ")))
        .then_some(line)
}

/// The job tables of a block, by the build's reader.
fn tables(block: &Block, file: &str) -> Result<Vec<FenceJob>, String> {
    let jobs = batch::parse_piece(file, block.body_line, &block.body)?;
    if jobs.is_empty() {
        return Err(format!(
            "{file}:{}: the boardfig block holds no job: start it with `[[knight]]` or \
             `[[queens]]`, or write a command such as `knight --board 6x6 --gif tour.gif`",
            block.line
        ));
    }
    Ok(jobs
        .into_iter()
        .map(|job| {
            let files = job
                .spec
                .as_ref()
                .map(|spec| batch::file_names(&job.name, spec))
                .unwrap_or_default();
            let title = job
                .spec
                .as_ref()
                .ok()
                .and_then(|spec| spec.job.title())
                .map(str::to_string);
            FenceJob {
                alt: title.unwrap_or_else(|| job.name.clone()),
                files,
                work: Work::Table(Box::new(job)),
                naming: Naming::Key,
            }
        })
        .collect())
}

/// A command line's job, by the command line's parser.
fn command(line: &str, at: usize, file: &str, default_stem: &str) -> Result<FenceJob, String> {
    let fail = |what: String| format!("{file}:{at}: {what}");
    let text = command_words(line).ok_or_else(|| {
        fail(format!(
            "`{line}`: a block of command lines holds one `knight ...` or `queens ...` a line"
        ))
    })?;
    let words = split_words(text).map_err(fail)?;
    let args: Vec<std::ffi::OsString> = std::iter::once("boardfig".into())
        .chain(words.into_iter().map(Into::into))
        .collect();
    let cli = match Cli::parse_from_args(args) {
        Ok(cli) => cli,
        Err(error) if is_bad_value(&error) => {
            return Ok(FenceJob {
                work: Work::Refused(crate::cli::refusal_line(&error)),
                files: Vec::new(),
                alt: text.to_string(),
                naming: Naming::Flag,
            });
        }
        Err(error) => return Err(fail(crate::cli::refusal_line(&error))),
    };
    let (mut outputs, animated, title, work): (Vec<Output>, bool, Option<String>, _) = match cli
        .command
    {
        Command::Knight(args) => {
            if args.input.is_some() {
                return Err(fail(
                    "--input reads a file; in a document give --board, --start and --end".into(),
                ));
            }
            (
                args.files.outputs(),
                args.job.animate.is_some(),
                args.job.title.clone(),
                Box::new(move |outputs| Work::Knight(args.job, outputs))
                    as Box<dyn FnOnce(Vec<Output>) -> Work>,
            )
        }
        Command::Queens(args) => {
            let mut outputs = args.files.outputs();
            if let Some(tree) = &args.tree {
                outputs.push(Output {
                    format: strip_format(tree),
                    drawing: Drawing::Tree,
                    target: target(tree),
                });
            }
            (
                outputs,
                args.job.animate.is_some(),
                args.job.title.clone(),
                Box::new(move |outputs| Work::Queens(args.job, outputs)),
            )
        }
        _ => unreachable!("only knight and queens lines are commands"),
    };
    if outputs.is_empty() {
        let format = if animated { Format::Gif } else { Format::Svg };
        let name = format!("{default_stem}.{}", format.extension());
        outputs.push(Output::answer(format, Target::Path(name.into())));
    }
    let mut files = Vec::new();
    for output in &outputs {
        let name = match &output.target {
            Target::Path(path) if is_plain_name(path) => path.display().to_string(),
            other => {
                return Err(fail(format!(
                    "figure file `{other}`: name a file, without a folder; it is written \
                     into the document's figure folder (--out)"
                )));
            }
        };
        files.push(name);
    }
    Ok(FenceJob {
        work: work(outputs),
        files,
        alt: title.unwrap_or_else(|| text.to_string()),
        naming: Naming::Flag,
    })
}

/// Whether clap refused a value (not a flag or the line's shape), which
/// fails the block alone.
fn is_bad_value(error: &clap::Error) -> bool {
    matches!(
        error.kind(),
        clap::error::ErrorKind::InvalidValue | clap::error::ErrorKind::ValueValidation
    )
}

/// Whether a path is one file name: no folder, not `-`, not `..`.
fn is_plain_name(path: &Path) -> bool {
    let mut parts = path.components();
    matches!(parts.next(), Some(Component::Normal(_))) && parts.next().is_none()
}

/// A command line split into words as a shell splits it: spaces between
/// words, `'...'` taken as written, `"..."` with `\"` and `\\`, and `\`
/// before any other character outside quotes.
fn split_words(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => {
                if let Some(done) = word.take() {
                    words.push(done);
                }
            }
            '\'' => {
                let part = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => part.push(c),
                        None => return Err("a quote `'` is not closed".into()),
                    }
                }
            }
            '"' => {
                let part = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\')) => part.push(c),
                            Some(c) => {
                                part.push('\\');
                                part.push(c);
                            }
                            None => return Err("a quote `\"` is not closed".into()),
                        },
                        Some(c) => part.push(c),
                        None => return Err("a quote `\"` is not closed".into()),
                    }
                }
            }
            '\\' => {
                if let Some(c) = chars.next() {
                    word.get_or_insert_with(String::new).push(c);
                }
            }
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_as_a_shell_splits_them() {
        assert_eq!(
            split_words(r#"queens --n 8 --title "Eight \"queens\"" --x 'a b' c\ d"#).unwrap(),
            [
                "queens",
                "--n",
                "8",
                "--title",
                "Eight \"queens\"",
                "--x",
                "a b",
                "c d"
            ]
        );
        assert!(split_words("knight --title 'open").is_err());
    }

    #[test]
    fn commands_are_knight_or_queens_lines() {
        assert_eq!(
            command_words("$ boardfig knight --board 5x5"),
            Some("knight --board 5x5")
        );
        assert_eq!(command_words("queens"), Some("queens"));
        assert_eq!(command_words("[[knight]]"), None);
        assert_eq!(command_words("knightly = 1"), None);
    }

    #[test]
    fn figure_files_are_plain_names() {
        assert!(is_plain_name(Path::new("tour.svg")));
        assert!(!is_plain_name(Path::new("img/tour.svg")));
        assert!(!is_plain_name(Path::new("../tour.svg")));
        assert!(!is_plain_name(Path::new("/tmp/tour.svg")));
    }
}
