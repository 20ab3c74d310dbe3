//! Examples and exit codes, written once: `--help` shows them after the
//! options, and the manual pages have them as their EXAMPLES and EXIT
//! STATUS sections.

use std::fmt::Write as _;

/// The exit codes and what each means.
pub(crate) const EXIT_STATUS: &[(u8, &str)] = &[
    (
        0,
        "found: an answer, figures written, or (with --check) every figure current",
    ),
    (
        1,
        "proven none (Not Found, the reason on stderr); with --check, a figure or link is stale; with build --strict, a job proved none",
    ),
    (
        2,
        "bad input or an I/O error: one line on stderr naming the value and what is allowed; no file written",
    ),
    (
        3,
        "the search budget (--budget, or its default) was spent without an answer",
    ),
    (
        130,
        "stopped by Ctrl-C, within a second; no file left half-written",
    ),
];

/// The examples of every command (`""`: boardfig itself): the command,
/// what the example does, and its command line.
const EXAMPLES: &[(&str, &str, &str)] = &[
    (
        "",
        "The textbook's knight's tour, as squares",
        "boardfig knight --board 8x8 --start a1",
    ),
    (
        "",
        "Eight queens drawn as SVG",
        "boardfig queens --n 8 --svg queens.svg",
    ),
    (
        "",
        "Every figure of boardfig.toml, into output/",
        "boardfig build",
    ),
    (
        "",
        "The figures of a document's boardfig blocks",
        "boardfig markdown README.md",
    ),
    (
        "knight",
        "The first tour of the textbook's search",
        "boardfig knight --board 8x8 --start a1",
    ),
    (
        "knight",
        "Step numbers, rank 1 first",
        "boardfig knight --board 5x5 --format matrix",
    ),
    (
        "knight",
        "The tour as SVG and as a GIF",
        "boardfig knight --svg tour.svg --gif tour.gif",
    ),
    (
        "knight",
        "The backtracking search, animated with its reasons",
        "boardfig knight --board 6x6 --animate search --gif search.gif",
    ),
    (
        "knight",
        "The numbered board of the printout, on A4",
        "boardfig knight --board 5x5 --numbers --no-path --rank1-top --paper a4 --pdf printout.pdf",
    ),
    (
        "knight",
        "The classic exercise's input",
        "printf '5 5\\na1\\ne5\\n' | boardfig knight --input -",
    ),
    (
        "queens",
        "The first solution, columns rank by rank",
        "boardfig queens --n 8",
    ),
    (
        "queens",
        "The 12 fundamental solutions on one sheet",
        "boardfig queens --n 8 --fundamental --all --svg sheet.svg",
    ),
    (
        "queens",
        "The search tree of four queens",
        "boardfig queens --n 4 --all --tree tree.svg",
    ),
    (
        "queens",
        "A handout of the search's steps, paged",
        "boardfig queens --n 4 --strip steps.pdf --paper letter",
    ),
    (
        "queens",
        "Count the solutions",
        "boardfig queens --n 14 --count",
    ),
    (
        "build",
        "Every job of ./boardfig.toml into output/",
        "boardfig build",
    ),
    (
        "build",
        "CI: compare with the committed files",
        "boardfig build --check --diff check-diff",
    ),
    (
        "build",
        "One job, redone",
        "boardfig build --only knight-5x5 --force",
    ),
    (
        "markdown",
        "Draw and link the figures of a document",
        "boardfig markdown README.md",
    ),
    (
        "markdown",
        "CI: check figures and links",
        "boardfig markdown docs/guide.md --out docs/img --check --diff check-diff",
    ),
    (
        "markdown",
        "Show the figures alone, the jobs hidden in comments",
        "boardfig markdown handout.md --replace",
    ),
    ("init", "A starter boardfig.toml", "boardfig init"),
    (
        "init",
        "Every key with its default, printed",
        "boardfig init --template reference -",
    ),
    (
        "schema",
        "The schema for editors",
        "boardfig schema --output boardfig.schema.json",
    ),
    (
        "completions",
        "bash completion for your account",
        "boardfig completions bash > ~/.local/share/bash-completion/completions/boardfig",
    ),
    (
        "manpage",
        "Read the knight's page",
        "boardfig manpage knight | man -l -",
    ),
];

/// The examples of a command (`None`: boardfig itself): what each does,
/// and the command line.
pub(crate) fn examples(command: Option<&str>) -> Vec<(&'static str, &'static str)> {
    let command = command.unwrap_or("");
    EXAMPLES
        .iter()
        .filter(|(c, _, _)| *c == command)
        .map(|&(_, what, line)| (what, line))
        .collect()
}

/// The text `--help` shows after the options: the examples, then the
/// exit codes.
pub(crate) fn help_text(command: Option<&str>) -> String {
    let mut text = String::new();
    let examples = examples(command);
    if !examples.is_empty() {
        text.push_str("Examples:\n");
        for (what, line) in examples {
            let _ = writeln!(text, "  {what}:\n      {line}");
        }
        text.push('\n');
    }
    text.push_str("Exit status:\n");
    for (code, meaning) in EXIT_STATUS {
        let _ = writeln!(text, "  {code:>3}  {meaning}");
    }
    text.trim_end().to_string()
}

/// The command with the examples and exit codes after the help of it and
/// of every subcommand (after any text of their own).
pub(crate) fn with_usage(command: clap::Command) -> clap::Command {
    let names: Vec<String> = command
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    let mut command = add(command, None);
    for name in names {
        command = command.mut_subcommand(&name, |sub| add(sub, Some(&name)));
    }
    command
}

fn add(command: clap::Command, name: Option<&str>) -> clap::Command {
    let own = command
        .get_after_help()
        .map(|text| format!("{text}\n\n"))
        .unwrap_or_default();
    let text = format!("{own}{}", help_text(name));
    command.after_help(text)
}

/// Text for roff: backslashes and hyphens escaped, a leading dot or quote
/// kept from being read as a request.
fn roff(text: &str) -> String {
    let escaped = text.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with(['.', '\'']) {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

/// The EXAMPLES and EXIT STATUS sections of a manual page, in roff.
pub(crate) fn man_sections(command: Option<&str>) -> String {
    let mut out = String::new();
    let examples = examples(command);
    if !examples.is_empty() {
        out.push_str(".SH EXAMPLES\n");
        for (what, line) in examples {
            let _ = writeln!(
                out,
                ".PP\n{}:\n.RS 4\n.nf\n{}\n.fi\n.RE",
                roff(what),
                roff(line)
            );
        }
    }
    out.push_str(".SH \"EXIT STATUS\"\n");
    for (code, meaning) in EXIT_STATUS {
        let _ = writeln!(out, ".TP\n.B {code}\n{}", roff(meaning));
    }
    out
}
