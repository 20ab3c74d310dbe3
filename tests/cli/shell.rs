//! `boardfig completions` and `boardfig manpage`: scripts every shell
//! accepts and that complete subcommands, flags and values; manual pages
//! that name every subcommand and flag and that groff renders cleanly.

use std::collections::BTreeSet;
use std::process::Command;

use crate::harness::run;

/// The subcommands a user types.
const SUBCOMMANDS: &[&str] = &[
    "knight",
    "queens",
    "build",
    "markdown",
    "init",
    "schema",
    "completions",
    "manpage",
];

const SHELLS: &[&str] = &["bash", "zsh", "fish", "powershell", "elvish"];

/// Whether a program can be run here.
fn installed(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The completion script of a shell, written to a temporary file.
fn script(shell: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(format!("boardfig.{shell}"));
    let ran = run(["completions", shell]).succeeds();
    std::fs::write(&path, ran.stdout_bytes()).unwrap();
    (dir, path)
}

#[test]
fn every_shell_gets_a_script_naming_the_subcommands_and_flags() {
    for shell in SHELLS {
        let ran = run(["completions", shell]).succeeds();
        let text = ran.stdout();
        assert!(text.len() > 1000, "{shell}: {} bytes", text.len());
        for word in SUBCOMMANDS
            .iter()
            .chain(&["--animated-svg", "--html", "--template", "--color"])
        {
            // fish spells a long flag `-l animated-svg`.
            let word = match *shell {
                "fish" => word.trim_start_matches('-'),
                _ => word,
            };
            assert!(text.contains(word), "{shell}: no {word}");
        }
        assert!(ran.stderr().is_empty(), "{shell}: {}", ran.stderr());
    }
}

#[test]
fn a_bad_shell_is_one_line_naming_it_and_the_shells() {
    run(["completions", "tcsh"])
        .fails_with(2, "tcsh")
        .stderr_contains(
            "shell `tcsh`: expected one of \"bash\", \"elvish\", \"fish\", \"powershell\", \"zsh\"",
        );
}

/// What bash's completion offers for these words (the last is completed).
fn bash_completes(script: &std::path::Path, words: &[&str]) -> Vec<String> {
    let line = words.join(" ");
    let program = format!(
        "source '{}' || exit 9\n\
         complete -p boardfig || exit 8\n\
         COMP_WORDS=({line}); COMP_CWORD={}; COMP_LINE='{line}'; COMP_POINT=${{#COMP_LINE}}\n\
         _boardfig boardfig \"${{COMP_WORDS[COMP_CWORD]}}\" \"${{COMP_WORDS[COMP_CWORD-1]}}\"\n\
         printf '%s\\n' \"${{COMPREPLY[@]}}\"",
        script.display(),
        words.len() - 1
    );
    let output = Command::new("bash")
        .args(["--norc", "--noprofile", "-c", &program])
        .output()
        .expect("bash runs");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "bash: {:?}\n{stdout}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    let mut lines = stdout.lines();
    let registered = lines.next().unwrap_or_default();
    assert!(
        registered.starts_with("complete ") && registered.ends_with(" boardfig"),
        "complete -p: {registered}"
    );
    lines.map(str::to_string).collect()
}

/// A shell this machine lacks: the test that needs it says it is skipped,
/// or fails when `BOARDFIG_SHELL_TESTS=require` (as CI sets, having
/// installed every shell) so that a missing shell never passes silently.
fn missing(shell: &str) {
    assert!(
        std::env::var_os("BOARDFIG_SHELL_TESTS").is_none_or(|v| v != "require"),
        "{shell} is not installed, and BOARDFIG_SHELL_TESTS=require"
    );
    eprintln!("skipped: no {shell}");
}

#[test]
fn bash_completes_subcommands_flags_and_values() {
    if !installed("bash") {
        return missing("bash");
    }
    let (_dir, script) = script("bash");
    assert_eq!(bash_completes(&script, &["boardfig", "kn"]), ["knight"]);
    assert_eq!(
        bash_completes(&script, &["boardfig", "co"]),
        ["completions"]
    );
    let mut flags = bash_completes(&script, &["boardfig", "knight", "--anim"]);
    flags.sort();
    assert_eq!(flags, ["--animate", "--animated-svg"]);
    let themes = bash_completes(&script, &["boardfig", "knight", "--theme", ""]);
    assert_eq!(themes, ["classic", "wiki", "print"]);
    let shells = bash_completes(&script, &["boardfig", "completions", "f"]);
    assert_eq!(shells, ["fish"]);
    let templates = bash_completes(&script, &["boardfig", "init", "--template", "d"]);
    assert_eq!(templates, ["docs-gifs"]);
}

#[test]
fn zsh_and_fish_read_their_scripts_when_installed() {
    if installed("zsh") {
        let (_dir, script) = script("zsh");
        let program = format!(
            "autoload -U compinit && compinit -u && source '{}' && whence -w _boardfig",
            script.display()
        );
        let output = Command::new("zsh")
            .args(["-f", "-c", &program])
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success() && stdout.contains("_boardfig: function"),
            "zsh: {stdout}\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    } else {
        missing("zsh");
    }
    if installed("fish") {
        let (_dir, script) = script("fish");
        let program = format!(
            "source '{}'; complete -C 'boardfig kn'; complete -C 'boardfig knight --anim'",
            script.display()
        );
        let output = Command::new("fish")
            .args(["--no-config", "-c", &program])
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success()
                && stdout.lines().any(|l| l.starts_with("knight"))
                && stdout.contains("--animated-svg"),
            "fish: {stdout}\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    } else {
        missing("fish");
    }
}

/// The long flags `boardfig ARGS --help` lists.
fn flags_in_help(args: &[&str]) -> BTreeSet<String> {
    let mut all = args.to_vec();
    all.push("--help");
    let help = run(all).succeeds().stdout().to_string();
    help.lines()
        .filter_map(|line| {
            let line = line.trim_start();
            let start = line.find("--")?;
            (start == 0 || line.starts_with('-')).then(|| {
                line[start..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                    .collect::<String>()
            })
        })
        .filter(|flag| flag.len() > 2)
        .collect()
}

/// Warnings groff gives on a page (all warnings on), if groff is here.
fn groff_warnings(page: &str) -> Option<String> {
    if !installed("groff") {
        return None;
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("page.1");
    std::fs::write(&path, page).unwrap();
    let output = Command::new("groff")
        .args(["-man", "-Tutf8", "-ww", "-z"])
        .arg(&path)
        .output()
        .unwrap();
    assert!(output.status.success(), "groff failed");
    Some(String::from_utf8_lossy(&output.stderr).into_owned())
}

#[test]
fn the_main_page_names_every_subcommand_and_its_own_flags() {
    let ran = run(["manpage"]).succeeds();
    let page = ran.stdout();
    assert!(page.contains(".TH boardfig 1"), "{page}");
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "SUBCOMMANDS"] {
        assert!(page.contains(&format!(".SH {section}")), "no {section}");
    }
    for sub in SUBCOMMANDS {
        assert!(page.contains(&format!("boardfig\\-{sub}(1)")), "no {sub}");
    }
    for flag in flags_in_help(&[]) {
        assert!(page.contains(&flag.replace('-', "\\-")), "no {flag}");
    }
    if let Some(warnings) = groff_warnings(page) {
        assert_eq!(warnings, "", "groff warns");
    }
}

#[test]
fn each_subcommand_has_a_page_with_every_flag() {
    for sub in SUBCOMMANDS {
        let ran = run(["manpage", sub]).succeeds();
        let page = ran.stdout();
        assert!(
            page.contains(&format!(
                ".TH boardfig-{sub} 1  \"boardfig {}\"",
                env!("CARGO_PKG_VERSION")
            )),
            "{sub}: {}",
            &page[..page.len().min(300)]
        );
        let flags = flags_in_help(&[sub]);
        assert!(flags.contains("--color"), "{sub}: {flags:?}");
        for flag in flags {
            assert!(page.contains(&flag.replace('-', "\\-")), "{sub}: no {flag}");
        }
        if let Some(warnings) = groff_warnings(page) {
            assert_eq!(warnings, "", "{sub}: groff warns");
        }
    }
    let page = run(["manpage", "knight"]).succeeds().stdout().to_string();
    assert!(page.contains("\\-\\-animated\\-svg"));
    assert!(page.contains("Coordinates:"), "the after-help text");
    // The options' defaults, from the key table, as `--help` shows them.
    assert!(
        page.contains("held, 20 or more [default: 2000]"),
        "hold's default"
    );
    let page = run(["manpage", "queens"]).succeeds().stdout().to_string();
    assert!(
        page.contains("20 or more [default: 600, and 200 a word"),
        "the queens' delay"
    );
}

#[test]
fn an_unknown_subcommand_has_no_page() {
    run(["manpage", "rook"])
        .fails_with(2, "rook")
        .stderr_contains("knight, queens, build");
}

#[test]
fn readmes_install_lines_work_on_an_account_with_no_completion_folder() {
    let readme = include_str!("../../docs/guide/shells.md");
    let lines: Vec<&str> = readme
        .lines()
        .map(str::trim)
        .filter(|l| {
            l.starts_with("mkdir -p ~/.local/share/bash-completion")
                || l.starts_with("boardfig completions bash >")
        })
        .collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    let home = tempfile::tempdir().unwrap();
    let binary = std::path::PathBuf::from(env!("CARGO_BIN_EXE_boardfig"));
    let path = std::env::join_paths(
        std::iter::once(binary.parent().unwrap().to_path_buf()).chain(std::env::split_paths(
            &std::env::var_os("PATH").unwrap_or_default(),
        )),
    )
    .unwrap();
    let out = Command::new("bash")
        .args(["--noprofile", "--norc", "-ec", &lines.join("\n")])
        .env("HOME", home.path())
        .env("PATH", path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let script = home
        .path()
        .join(".local/share/bash-completion/completions/boardfig");
    assert!(
        std::fs::read_to_string(script)
            .unwrap()
            .contains("_boardfig")
    );
}

#[test]
fn help_and_pages_give_examples_and_the_exit_codes_readme_lists() {
    let readme = include_str!("../../docs/guide/exit-codes.md");
    let help = run(["--help"]).succeeds().stdout().to_string();
    let codes: Vec<(String, String)> = help
        .split("Exit status:\n")
        .nth(1)
        .expect("an exit status section")
        .lines()
        .map(|l| {
            let (code, meaning) = l.trim().split_once("  ").unwrap();
            (code.to_string(), meaning.trim().to_string())
        })
        .collect();
    let listed: Vec<&str> = codes.iter().map(|(c, _)| c.as_str()).collect();
    assert_eq!(listed, ["0", "1", "2", "3", "130"]);
    for (code, meaning) in &codes {
        assert!(
            readme.contains(&format!("| {code} | {meaning} |")),
            "README's table lacks {code}: {meaning}"
        );
    }
    for sub in SUBCOMMANDS {
        let help = run([sub, "--help"]).succeeds().stdout().to_string();
        assert!(help.contains("Examples:\n  "), "{sub}: {help}");
        assert!(help.contains("Exit status:\n    0  found"), "{sub}");
        let page = run(["manpage", sub]).succeeds().stdout().to_string();
        assert!(page.contains(".SH EXAMPLES\n"), "{sub}");
        assert!(page.contains(".SH \"EXIT STATUS\"\n.TP\n.B 0\n"), "{sub}");
        // Every example's command line is in the page as written.
        let examples = help.split("Examples:\n").nth(1).unwrap();
        let examples = examples.split("\n\n").next().unwrap();
        for line in examples.lines().filter(|l| l.starts_with("      ")) {
            let roff = line.trim().replace('\\', "\\e").replace('-', "\\-");
            assert!(page.contains(&roff), "{sub}: no {roff}");
        }
    }
    // The examples run as written (those that write nothing outside a
    // temporary folder).
    let dir = tempfile::tempdir().unwrap();
    run([
        "knight",
        "--board",
        "5x5",
        "--numbers",
        "--no-path",
        "--rank1-top",
        "--paper",
        "a4",
        "--pdf",
        "printout.pdf",
    ])
    .in_dir(&dir)
    .succeeds();
    run([
        "queens",
        "--n",
        "4",
        "--strip",
        "steps.pdf",
        "--paper",
        "letter",
    ])
    .in_dir(&dir)
    .succeeds();
}
