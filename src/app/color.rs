//! Colour on stderr: `--color` and `NO_COLOR` decide whether miette's
//! diagnostics of build files carry ANSI colours.

use std::ffi::OsStr;
use std::fmt;
use std::io::IsTerminal;

use miette::{Diagnostic, MietteHandler, MietteHandlerOpts, ReportHandler};

use crate::cli::Color;

/// Whether what goes to stderr is coloured: an explicit `--color always`
/// or `never` wins; `auto` colours a terminal (not `TERM=dumb`) unless
/// `NO_COLOR` is set to a non-empty value (<https://no-color.org>).
#[must_use]
pub fn colour_stderr(choice: Color) -> bool {
    let terminal = std::io::stderr().is_terminal()
        && std::env::var_os("TERM").is_none_or(|term| term != "dumb");
    decide(choice, std::env::var_os("NO_COLOR").as_deref(), terminal)
}

/// The rule of [`colour_stderr`], apart from the environment: `terminal`
/// is whether stderr is a terminal that shows colours.
fn decide(choice: Color, no_color: Option<&OsStr>, terminal: bool) -> bool {
    match choice {
        Color::Always => true,
        Color::Never => false,
        Color::Auto => terminal && no_color.is_none_or(OsStr::is_empty),
    }
}

/// A diagnostic shown by miette's graphical handler.
struct Shown<'a> {
    /// The handler, coloured or not.
    handler: MietteHandler,
    /// What to show.
    diagnostic: &'a dyn Diagnostic,
}

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.handler.debug(self.diagnostic, f)
    }
}

/// A diagnostic as miette draws it, the file quoted and the offending
/// text underlined, with ANSI colours or none.
#[must_use]
pub fn diagnostic_text(diagnostic: &dyn Diagnostic, colour: bool) -> String {
    Shown {
        handler: MietteHandlerOpts::new().color(colour).build(),
        diagnostic,
    }
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_explicit_choice_wins_over_no_color_and_the_terminal() {
        let set = Some(OsStr::new("1"));
        assert!(decide(Color::Always, set, false));
        assert!(!decide(Color::Never, None, true));
    }

    #[test]
    fn auto_colours_a_terminal_unless_no_color_is_non_empty() {
        assert!(decide(Color::Auto, None, true));
        assert!(decide(Color::Auto, Some(OsStr::new("")), true));
        assert!(!decide(Color::Auto, Some(OsStr::new("1")), true));
        assert!(!decide(Color::Auto, Some(OsStr::new("0")), true));
        assert!(!decide(Color::Auto, None, false));
    }
}
