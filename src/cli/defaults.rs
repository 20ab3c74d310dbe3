//! Each option's default, as the key table declares it, after its help:
//! `--hold <MS>  ... [default: 2000]`. The help of a flag (a switch) says
//! nothing of it: a flag left out is off.

use crate::options::{DefaultValue, JobTable, Key};

/// The table of a job subcommand's options: each job kind's subcommand
/// is named as its table (`knight`: `[[knight]]`).
pub(super) fn table_of(command: &str) -> Option<JobTable> {
    JobTable::KINDS
        .into_iter()
        .find(|table| table.name() == command)
}

/// The key an argument sets, read from its flag (`--no-path` sets `path`).
fn key_of(arg: &clap::Arg) -> Option<Key> {
    let flag = format!("--{}", arg.get_long()?);
    Key::ALL.iter().copied().find(|key| key.flag() == flag)
}

/// `help` with the default after it.
fn with_default(help: Option<&clap::builder::StyledStr>, default: DefaultValue) -> String {
    let help = help.map(ToString::to_string).unwrap_or_default();
    format!("{help} [default: {default}]")
}

/// The command with its arguments listed in the order they are declared,
/// but `--no-coords` just after `--coords`, the option it is a short way
/// to set (the job types declare it after the figure options they share).
fn no_coords_beside_coords(mut command: clap::Command) -> clap::Command {
    let mut ids: Vec<clap::Id> = command
        .get_arguments()
        .map(|arg| arg.get_id().clone())
        .collect();
    if let Some(at) = ids.iter().position(|id| id == "no_coords") {
        let no_coords = ids.remove(at);
        let coords = ids
            .iter()
            .position(|id| id == "coords")
            .map_or(at, |at| at + 1);
        ids.insert(coords, no_coords);
    }
    for (order, id) in ids.into_iter().enumerate() {
        command = command.mut_arg(id, |arg| arg.display_order(order));
    }
    command
}

/// A job command with each option's default after its help.
fn job_command(command: clap::Command, table: JobTable) -> clap::Command {
    let mut command = no_coords_beside_coords(command);
    let defaults: Vec<(clap::Id, DefaultValue)> = command
        .get_arguments()
        .filter_map(|arg| {
            let default = key_of(arg)?.default_in(table)?;
            let shown = !matches!(default, DefaultValue::Switch(_));
            shown.then(|| (arg.get_id().clone(), default))
        })
        .collect();
    for (id, default) in defaults {
        command = command.mut_arg(id, |arg| {
            let help = with_default(arg.get_help(), default);
            let long = arg
                .get_long_help()
                .map(|long| with_default(Some(long), default));
            let arg = arg.help(help);
            match long {
                Some(long) => arg.long_help(long),
                None => arg,
            }
        });
    }
    command
}

/// The command with each job option's default after its help (every
/// subcommand visited in order, which keeps their order).
pub(crate) fn with_defaults(mut command: clap::Command) -> clap::Command {
    let names: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_string())
        .collect();
    for name in names {
        let table = table_of(&name);
        command = command.mut_subcommand(&name, |sub| match table {
            Some(table) => job_command(sub, table),
            None => sub,
        });
    }
    command
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use super::*;
    use crate::batch;
    use crate::cli::Cli;
    use crate::options::Role;

    /// Each job kind's subcommand (named as its table), with the table; a
    /// kind of build files alone has none.
    fn job_commands(command: &clap::Command) -> impl Iterator<Item = (JobTable, &clap::Command)> {
        JobTable::KINDS
            .into_iter()
            .filter_map(|table| Some((table, command.find_subcommand(table.name())?)))
    }

    /// Every file a job's command reads or writes (a flag taking a FILE)
    /// is a declared key, so that messages can name it in the edge's words.
    #[test]
    fn each_file_of_a_job_command_is_a_declared_key() {
        let command = Cli::declared_command();
        let mut files = 0;
        for (table, sub) in job_commands(&command) {
            let name = table.name();
            for arg in sub.get_arguments() {
                let names = arg.get_value_names().unwrap_or_default();
                if names.iter().any(|value| value.starts_with("FILE")) {
                    assert!(key_of(arg).is_some(), "{name} --{:?}", arg.get_long());
                    files += 1;
                }
            }
        }
        assert!(files > 20, "the scan found the file flags: {files}");
    }

    /// The help and the manual pages (made from the same command) say of
    /// each flag what the guide's options table (docs/guide/options.md) says: the schema's doc line,
    /// then the key table's default (none for a switch).
    #[test]
    fn each_flag_says_its_doc_line_and_declared_default() {
        let schema: Value = serde_json::from_str(&crate::batch::schema()).unwrap();
        let command = Cli::declared_command();
        let mut seen = 0;
        for (table, sub) in job_commands(&command) {
            let name = table.name();
            let keys = Key::ALL
                .iter()
                .filter(|key| crate::job::takes(table, **key) && key.role() != Role::File);
            for key in keys {
                let arg = sub
                    .get_arguments()
                    .find(|arg| key_of(arg) == Some(*key))
                    .unwrap_or_else(|| panic!("{name} has no {}", key.flag()));
                let help = arg.get_long_help().or(arg.get_help()).unwrap().to_string();
                let property = &schema["definitions"][batch::definition(table).as_ref()]["properties"]
                    [key.name()];
                let doc = property["description"].as_str().unwrap();
                let doc = doc.split_whitespace().collect::<Vec<_>>().join(" ");
                let said = help.split_whitespace().collect::<Vec<_>>().join(" ");
                assert!(
                    said.starts_with(doc.trim_end_matches('.')),
                    "{name} {}: {said}",
                    key.flag()
                );
                match key.default_in(table) {
                    Some(DefaultValue::Switch(_)) | None => {
                        assert!(!said.contains("[default:"), "{said}");
                    }
                    Some(default) => {
                        assert!(said.ends_with(&format!("[default: {default}]")), "{said}");
                        seen += 1;
                    }
                }
            }
        }
        assert!(seen > 20, "{seen}");
    }
}
