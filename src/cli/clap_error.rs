//! clap's refusal of a command line as the one line boardfig prints. A
//! value is refused by the parser its option declares (`options::Bounded`,
//! the `FromStr` of a board or square, a choice's names), the same words a
//! build file and the Python package get, so nothing is read again here.

use clap::error::{ContextKind, ContextValue, ErrorKind};

/// The one line boardfig prints for a command line clap refuses: a bad
/// value in boardfig's own form (the flag, the value and what is allowed,
/// in the words the value's parser shares with build files and the
/// planner), else clap's message folded onto one line without its usage
/// and help hints.
#[must_use]
pub fn refusal_line(error: &clap::Error) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Cli;

    fn refused(args: &[&str]) -> String {
        let args: Vec<std::ffi::OsString> = std::iter::once("boardfig")
            .chain(args.iter().copied())
            .map(Into::into)
            .collect();
        refusal_line(&Cli::parse_from_args(args).expect_err("clap refuses"))
    }

    #[test]
    fn a_value_is_refused_in_its_parsers_words() {
        assert_eq!(
            refused(&["knight", "--first-step", "7"]),
            "--first-step `7`: expected 0 or 1"
        );
        assert_eq!(
            refused(&["knight", "--board", "0x5"]),
            "--board `0x5`: expected WxH, files by ranks, each from 1 to 10000 (e.g. 8x8, 5x6)"
        );
        assert_eq!(
            refused(&["queens", "--n", "0"]),
            "--n `0`: expected a whole number from 1 to 10000000"
        );
        assert_eq!(
            refused(&["knight", "--cell", "abc"]),
            "--cell `abc`: expected a whole number from 4 to 256"
        );
        assert_eq!(
            refused(&["knight", "--cell", "-4"]),
            "--cell `-4`: expected a square size from 4 to 256 pixels"
        );
        assert_eq!(
            refused(&["worksheet", "--n", "3"]),
            "--n `3`: a worksheet takes 4 to 12 queens"
        );
        let queens = refused(&["queens", "--method", "fast"]);
        assert!(
            queens.starts_with("--method `fast`: expected one of "),
            "{queens}"
        );
        assert!(!queens.contains("warnsdorff"), "{queens}");
    }

    #[test]
    fn other_refusals_are_clap_s_words_on_one_line() {
        let line = refused(&["knight", "--bord", "8x8"]);
        assert!(line.starts_with("unexpected argument '--bord'"), "{line}");
        assert!(!line.contains('\n') && !line.contains("Usage:"), "{line}");
    }
}
