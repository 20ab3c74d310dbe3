//! The `boardfig` binary: parse, run, word the outcome for the command
//! line and map it to an exit code.

use std::process::ExitCode;

use boardfig::{Cli, Error, Exit, Line, Naming};
use clap::error::ErrorKind;

fn main() -> ExitCode {
    let cli = match Cli::parse_from_args(std::env::args_os().collect()) {
        Ok(cli) => cli,
        Err(error) if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = error.print();
            return ExitCode::from(Exit::Usage.code());
        }
        Err(error) if !error.use_stderr() => {
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            eprintln!("boardfig: {}", one_line(&error.to_string()));
            return ExitCode::from(Exit::Usage.code());
        }
    };
    let colour = boardfig::colour_stderr(cli.color);
    let mut out = std::io::stdout().lock();
    let mut err = std::io::stderr().lock();
    match boardfig::run(cli, &mut out, &mut err) {
        Ok(exit) => ExitCode::from(exit.code()),
        Err(Error::Diagnostic(diagnostic)) => {
            eprintln!("{}", boardfig::diagnostic_text(diagnostic.as_ref(), colour));
            ExitCode::from(Exit::Usage.code())
        }
        Err(error) => {
            eprintln!(
                "{}{}",
                boardfig::line_start(Line::Error, colour),
                error.message(Naming::Flag)
            );
            ExitCode::from(error.exit().code())
        }
    }
}

/// clap's message folded onto one line, without its usage and help hints.
fn one_line(message: &str) -> String {
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
}
