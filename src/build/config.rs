//! The build file: `[defaults]`, then `[[knight]]` and `[[queens]]` tables.
//! Errors quote the file with the offending text underlined.

use std::collections::HashMap;
use std::ops::Range;

use miette::{Diagnostic, NamedSource, SourceSpan};
use serde::Deserialize;
use toml::Spanned;

use crate::draw::Format;
use crate::job::{FigureOptions, KnightJob, QueensJob};

/// A configuration error, shown with the file and the offending text.
#[derive(Debug, thiserror::Error, Diagnostic)]
#[error("{message}")]
pub struct ConfigError {
    /// What is wrong.
    pub message: String,
    /// The file.
    #[source_code]
    pub src: NamedSource<String>,
    /// Where.
    #[label("{label}")]
    pub span: Option<SourceSpan>,
    /// The label under the span.
    pub label: String,
    /// A hint.
    #[help]
    pub help: Option<String>,
}

impl ConfigError {
    fn new(
        file: &str,
        text: &str,
        message: String,
        span: Option<Range<usize>>,
        label: &str,
    ) -> ConfigError {
        ConfigError {
            message,
            src: NamedSource::new(file, text.to_string()),
            span: span.map(SourceSpan::from),
            label: label.to_string(),
            help: None,
        }
    }
}

/// The file as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    defaults: FigureOptions,
    #[serde(default)]
    knight: Vec<Spanned<KnightJob>>,
    #[serde(default)]
    queens: Vec<Spanned<QueensJob>>,
}

/// One job of a build, defaults applied.
#[derive(Clone, Debug, PartialEq)]
pub enum Puzzle {
    /// A knight's tour.
    Knight(KnightJob),
    /// N queens.
    Queens(QueensJob),
}

/// A job to build.
#[derive(Clone, Debug, PartialEq)]
pub struct BuildJob {
    /// The output file stem.
    pub name: String,
    /// The formats to write.
    pub formats: Vec<Format>,
    /// The puzzle and its options.
    pub puzzle: Puzzle,
}

/// A parsed build file.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    /// The jobs in file order.
    pub jobs: Vec<BuildJob>,
}

/// The keys a table accepts, for suggestions: read off serde's message.
fn expected_keys(message: &str) -> Vec<String> {
    message
        .split_once("expected one of")
        .map(|(_, list)| {
            list.split(',')
                .map(|k| k.trim().trim_matches('`').to_string())
                .filter(|k| !k.is_empty())
                .collect()
        })
        .unwrap_or_default()
}

fn nearest(unknown: &str, keys: &[String]) -> Option<String> {
    keys.iter()
        .map(|k| (strsim::damerau_levenshtein(unknown, k), k))
        .filter(|(d, k)| *d <= 2.max(k.len() / 3))
        .min()
        .map(|(_, k)| k.clone())
}

/// Parses a build file; `file` names it in messages.
pub fn parse(file: &str, text: &str) -> Result<Config, Box<ConfigError>> {
    let parsed: File = toml::from_str(text).map_err(|e| {
        let message = e.message().trim().to_string();
        let mut error = ConfigError::new(
            file,
            text,
            format!("{file}: {}", first_line(&message)),
            e.span(),
            "here",
        );
        if let Some(unknown) = message
            .strip_prefix("unknown field `")
            .and_then(|rest| rest.split('`').next())
        {
            error.message = format!("{file}: unknown key `{unknown}`");
            error.label = "unknown key".into();
            let keys = expected_keys(&message);
            error.help = Some(match nearest(unknown, &keys) {
                Some(key) => format!("did you mean `{key}`?"),
                None => format!("allowed keys: {}", keys.join(", ")),
            });
        }
        Box::new(error)
    })?;
    let mut jobs = Vec::new();
    let mut seen: HashMap<String, Range<usize>> = HashMap::new();
    let mut entries: Vec<(Range<usize>, Option<Spanned<String>>, Puzzle)> = Vec::new();
    for entry in parsed.knight {
        let span = entry.span();
        let job = entry.into_inner().with_defaults(&parsed.defaults);
        entries.push((span, job.name.clone(), Puzzle::Knight(job)));
    }
    for entry in parsed.queens {
        let span = entry.span();
        let job = entry.into_inner().with_defaults(&parsed.defaults);
        entries.push((span, job.name.clone(), Puzzle::Queens(job)));
    }
    entries.sort_by_key(|(span, _, _)| span.start);
    for (span, name, puzzle) in entries {
        let Some(name) = name else {
            return Err(Box::new(ConfigError::new(
                file,
                text,
                format!("{file}: a job has no `name`"),
                Some(span),
                "this table needs name = \"...\"",
            )));
        };
        let name_span = name.span();
        let name = name.into_inner();
        if name.is_empty()
            || name.starts_with('.')
            || !name
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.'))
        {
            return Err(Box::new(ConfigError::new(
                file,
                text,
                format!(
                    "{file}: name `{name}`: use letters, digits, `-`, `_` and `.`, not starting with `.`"
                ),
                Some(name_span),
                "bad name",
            )));
        }
        if let Some(first) = seen.get(&name) {
            let mut error = ConfigError::new(
                file,
                text,
                format!("{file}: duplicate name `{name}`"),
                Some(name_span),
                "used again here",
            );
            let line = text[..first.start].lines().count().max(1);
            error.help = Some(format!(
                "names must be unique: `{name}` is first used on line {line}"
            ));
            return Err(Box::new(error));
        }
        seen.insert(name.clone(), name_span);
        let formats = match &puzzle {
            Puzzle::Knight(job) => job.formats.clone(),
            Puzzle::Queens(job) => job.formats.clone(),
        };
        let mut formats = formats.unwrap_or_else(|| vec![Format::Svg]);
        formats.sort();
        formats.dedup();
        jobs.push(BuildJob {
            name,
            formats,
            puzzle,
        });
    }
    Ok(Config { jobs })
}

fn first_line(message: &str) -> &str {
    message.lines().next().unwrap_or(message)
}
