//! `boardfig completions` and `boardfig manpage`: the command line's own
//! definitions written out for shells and for man.

use std::io::Write;
use std::path::Path;

use crate::cli::{Cli, CompletionsArgs, ManpageArgs};
use crate::error::{Error, Exit};

/// Prints the completion script of a shell.
pub(super) fn completions(args: &CompletionsArgs, out: &mut dyn Write) -> Result<Exit, Error> {
    let mut script = Vec::new();
    clap_complete::generate(
        args.shell,
        &mut Cli::declared_command(),
        "boardfig",
        &mut script,
    );
    super::print(out, |out| out.write_all(&script))?;
    Ok(Exit::Found)
}

/// Prints the manual page of boardfig, or of one of its subcommands
/// (`boardfig-knight(1)`, as `clap_mangen` names them).
pub(super) fn manpage(args: &ManpageArgs, out: &mut dyn Write) -> Result<Exit, Error> {
    let mut command = Cli::declared_command().disable_help_subcommand(true);
    command.build();
    let page = match &args.subcommand {
        None => command,
        Some(name) => command.find_subcommand(name).cloned().ok_or_else(|| {
            let names: Vec<&str> = command
                .get_subcommands()
                .map(clap::Command::get_name)
                .collect();
            Error::io(
                Path::new(name),
                std::io::Error::other(format!(
                    "no such subcommand; expected one of {}",
                    names.join(", ")
                )),
            )
        })?,
    };
    let name = args.subcommand.as_deref();
    let has_options = page.get_arguments().any(|a| !a.is_hide_set());
    let has_subcommands = page.has_subcommands();
    let has_extra = page.get_after_help().is_some();
    let man = clap_mangen::Man::new(page).source(format!("boardfig {}", env!("CARGO_PKG_VERSION")));
    let mut roff = Vec::new();
    let render = |roff: &mut Vec<u8>| -> std::io::Result<()> {
        man.render_title(roff)?;
        man.render_name_section(roff)?;
        man.render_synopsis_section(roff)?;
        man.render_description_section(roff)?;
        if has_options {
            man.render_options_section(roff)?;
        }
        if has_subcommands {
            man.render_subcommands_section(roff)?;
        }
        roff.write_all(crate::cli::man_sections(name).as_bytes())?;
        if has_extra {
            man.render_extra_section(roff)?;
        }
        man.render_version_section(roff)
    };
    render(&mut roff).map_err(Error::standard_output)?;
    super::print(out, |out| out.write_all(&roff))?;
    Ok(Exit::Found)
}
