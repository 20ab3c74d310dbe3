//! The `boardfig` binary: parse, run, map the outcome to an exit code.

use std::process::ExitCode;

use boardfig::error::EXIT_USAGE;
use clap::Parser;

fn main() -> ExitCode {
    let cli = match boardfig::cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => {
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            eprintln!("boardfig: {}", one_line(&error.to_string()));
            return ExitCode::from(EXIT_USAGE as u8);
        }
    };
    let mut out = std::io::stdout().lock();
    let mut err = std::io::stderr().lock();
    match boardfig::app::run(cli, &mut out, &mut err) {
        Ok(code) => ExitCode::from(code as u8),
        Err(boardfig::error::Error::Config(diagnostic)) => {
            eprintln!("{:?}", miette::Report::new(*diagnostic));
            ExitCode::from(EXIT_USAGE as u8)
        }
        Err(error) => {
            eprintln!("boardfig: {error}");
            ExitCode::from(error.exit_code() as u8)
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
