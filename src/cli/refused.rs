//! A value clap refuses, read again as a build file reads it, so that the
//! command line refuses a bad value in the words a build file and the
//! Python package use (modulo the option's name).

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::build::{self, JobType};
use crate::error::{Error, JobTable, Key, Naming};
use crate::job::{ExploreJob, KnightJob, QueensJob, WorksheetJob, tables_of, takes};
use crate::plan::{self, Ends};

/// The error a build file gives for the value clap refused in `error`,
/// read into a job of that option alone (of the table `args`' subcommand
/// names) and planned; `None` when `error` is not about an option's value,
/// or the build file takes the value (then clap's own words stand).
#[must_use]
fn value_error(error: &clap::Error, args: &[OsString]) -> Option<Error> {
    if !matches!(
        error.kind(),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation
    ) {
        return None;
    }
    let (flag, value) = refused_value(error)?;
    let key = Key::ALL.iter().copied().find(|key| key.flag() == flag)?;
    // A command line's values are text: the value is read as text first,
    // then as a number; a TOML type error is no answer for a command line
    // (clap's words then stand).
    let mut values = vec![toml::Value::String(value.clone())];
    if let Ok(number) = value.parse::<i64>() {
        values.push(toml::Value::Integer(number));
    }
    let named = args
        .iter()
        .skip(1)
        .find_map(|arg| arg.to_str().and_then(super::defaults::table_of));
    let tables: Vec<JobTable> = match named {
        Some(table) if takes(table, key) => vec![table],
        _ => tables_of(key),
    };
    // A value refused as a value (read as text or as a number) is worded
    // as the build file words it; else the wrong type's words, which say
    // what the option takes.
    let mut wrong_type = None;
    for job in tables {
        for value in &values {
            let mut table = toml::Table::new();
            table.insert(key.name().to_string(), value.clone());
            let refused = match job {
                JobTable::Knight => refusal::<KnightJob>(&table, |job| {
                    plan::knight(job, Vec::new(), Ends::Options).err()
                }),
                JobTable::Queens => {
                    refusal::<QueensJob>(&table, |job| plan::queens(job, Vec::new()).err())
                }
                JobTable::Explore => {
                    refusal::<ExploreJob>(&table, |job| plan::explore::explore(job).err())
                }
                JobTable::Worksheet => {
                    refusal::<WorksheetJob>(&table, |job| plan::worksheet::worksheet(job).err())
                }
                JobTable::Defaults => None,
            };
            match refused {
                Some(Refused::Value(error)) if names(&error, key) => return Some(error),
                Some(Refused::Type(error)) if names(&error, key) => {
                    wrong_type.get_or_insert(error);
                }
                _ => {}
            }
        }
    }
    wrong_type
}

/// The one line boardfig prints for a command line clap refuses (`args`
/// being that command line): a value in the words a build file uses where
/// it has them, else in boardfig's own form (the flag, the value and what
/// is allowed), else clap's message folded onto one line without its
/// usage and help hints.
#[must_use]
pub fn refusal_line(error: &clap::Error, args: &[OsString]) -> String {
    if let Some(refused) = value_error(error, args) {
        return refused.message(Naming::Flag);
    }
    value_line(error).unwrap_or_else(|| {
        let message = error.to_string();
        let kept: Vec<&str> = message
            .lines()
            .map(str::trim)
            .filter(|line| {
                !line.is_empty()
                    && !line.starts_with("Usage:")
                    && !line.starts_with("For more information")
            })
            .map(|line| line.strip_prefix("error: ").unwrap_or(line))
            .collect();
        kept.join(" ")
    })
}

/// clap's refusal of a value, worded as boardfig words its own: the flag
/// (or the argument's name), the value, and what is allowed
/// (`--jobs `0`: expected a whole number from 1 to 256`, `--format `x`:
/// expected one of "squares", "matrix", "json"`); `None` when `error` is not
/// about a value.
#[must_use]
fn value_line(error: &clap::Error) -> Option<String> {
    let (name, value) = refused_value(error)?;
    let name = name
        .strip_prefix('<')
        .and_then(|n| n.strip_suffix('>'))
        .map_or_else(|| name.to_string(), str::to_lowercase);
    let allowed = match (error.kind(), error.get(ContextKind::ValidValue)) {
        (ErrorKind::InvalidValue, Some(ContextValue::Strings(choices))) => {
            let quoted: Vec<String> = choices.iter().map(|c| format!("\"{c}\"")).collect();
            format!("expected one of {}", quoted.join(", "))
        }
        (ErrorKind::ValueValidation, _) => std::error::Error::source(error)?.to_string(),
        _ => return None,
    };
    Some(format!("{name} `{value}`: {allowed}"))
}

/// The argument clap refused a value of, as clap names it (`--jobs`,
/// `<SHELL>`), and the value; `None` when `error` is about no value.
fn refused_value(error: &clap::Error) -> Option<(&str, &String)> {
    let (Some(ContextValue::String(arg)), Some(ContextValue::String(value))) = (
        error.get(ContextKind::InvalidArg),
        error.get(ContextKind::InvalidValue),
    ) else {
        return None;
    };
    Some((arg.split([' ', '=']).next()?, value))
}

/// How a job's table was refused.
enum Refused {
    /// A bad value (or a plan that refuses it).
    Value(Error),
    /// A value of the wrong TOML type.
    Type(Error),
}

/// Why a job of `table` is refused: its reading, else its plan.
fn refusal<T: JobType>(table: &toml::Table, plan: impl Fn(&T) -> Option<Error>) -> Option<Refused> {
    match build::read_table::<T>(table) {
        Ok(job) => plan(&job).map(Refused::Value),
        Err(build::TableError::Value(error)) => Some(Refused::Value(error)),
        Err(build::TableError::Type(error)) => Some(Refused::Type(error)),
        Err(build::TableError::Unknown { .. }) => None,
    }
}

/// Whether the error is about the option `key`.
fn names(error: &Error, key: Key) -> bool {
    match error {
        Error::Value { key: named, .. } => *named == key.into(),
        Error::Usage(message) => message.keys().any(|named| named == key),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Cli;

    fn refused(args: &[&str]) -> Option<String> {
        let args: Vec<OsString> = std::iter::once("boardfig")
            .chain(args.iter().copied())
            .map(Into::into)
            .collect();
        let error = Cli::parse_from_args(args.clone()).expect_err("clap refuses");
        value_error(&error, &args).map(|e| e.message(Naming::Flag))
    }

    #[test]
    fn a_value_clap_refuses_is_worded_as_a_build_file_words_it() {
        assert_eq!(
            refused(&["knight", "--first-step", "7"]).as_deref(),
            Some("--first-step `7`: expected 0 or 1")
        );
        assert_eq!(
            refused(&["knight", "--board", "0x5"]).as_deref(),
            Some(
                "--board `0x5`: expected WxH, files by ranks, each from 1 to 10000 (e.g. 8x8, 5x6)"
            )
        );
        assert_eq!(
            refused(&["queens", "--n", "0"]).as_deref(),
            Some("--n `0`: expected a whole number from 1 to 10000000")
        );
        assert_eq!(refused(&["knight", "--bord", "8x8"]), None);
        assert_eq!(
            refused(&["knight", "--board", "5"]).as_deref(),
            Some("--board `5`: expected WxH, files by ranks, each from 1 to 10000 (e.g. 8x8, 5x6)")
        );
        assert_eq!(
            refused(&["knight", "--cell", "abc"]).as_deref(),
            Some("--cell `abc`: expected a whole number from 4 to 256")
        );
        let queens = refused(&["queens", "--method", "fast"]).unwrap();
        assert!(!queens.contains("warnsdorff"), "{queens}");
    }
}
