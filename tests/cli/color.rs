//! `--color` and `NO_COLOR`: a build file's diagnostic carries ANSI
//! colours only when asked, or on a terminal without `NO_COLOR`; an
//! explicit `--color always` wins over `NO_COLOR`.

use std::process::Command;

use crate::harness::{boardfig, project};

const ESCAPE: &str = "\u{1b}[";

/// The stderr of `boardfig build` on a file with an unknown key.
fn diagnostic(args: &[&str], no_color: Option<&str>) -> String {
    let dir = project("[defaults]\nthem = \"wiki\"\n");
    let mut command: Command = boardfig();
    command.arg("build").args(args).current_dir(dir.path());
    command.env_remove("NO_COLOR");
    if let Some(value) = no_color {
        command.env("NO_COLOR", value);
    }
    let output = command.output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(err.contains("unknown key `them`"), "{err}");
    assert!(err.contains("did you mean `theme`"), "{err}");
    err
}

#[test]
fn always_colours_and_wins_over_no_color() {
    assert!(diagnostic(&["--color", "always"], None).contains(ESCAPE));
    assert!(diagnostic(&["--color=always"], Some("1")).contains(ESCAPE));
}

#[test]
fn never_no_color_and_a_pipe_give_plain_text() {
    for (args, no_color) in [
        (&["--color", "never"][..], None),
        (&[][..], None),
        (&[][..], Some("1")),
        (&["--color", "auto"][..], Some("1")),
    ] {
        let err = diagnostic(args, no_color);
        assert!(
            !err.contains(ESCAPE),
            "{args:?} NO_COLOR={no_color:?}: {err:?}"
        );
    }
}

#[test]
fn the_flag_goes_before_or_after_the_subcommand_and_colours_help() {
    let output = boardfig()
        .args(["--color", "always", "build", "--help"])
        .env_remove("NO_COLOR")
        .output()
        .unwrap();
    assert!(output.status.success());
    assert!(String::from_utf8_lossy(&output.stdout).contains(ESCAPE));
    let output = boardfig()
        .args(["build", "--help", "--color=never"])
        .output()
        .unwrap();
    assert!(!String::from_utf8_lossy(&output.stdout).contains(ESCAPE));
    let output = boardfig()
        .args(["--color", "sometimes", "build"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("--color `sometimes`") && err.contains("\"auto\", \"always\", \"never\""),
        "{err}"
    );
}

/// The diagnostic `boardfig build` writes when its stderr is a terminal
/// (through `script`), or None where `script` is missing.
fn on_a_terminal(no_color: Option<&str>) -> Option<String> {
    let dir = project("[defaults]\nthem = \"wiki\"\n");
    let line = format!("{} build", env!("CARGO_BIN_EXE_boardfig"));
    let mut command = Command::new("script");
    command
        .args(["-qec", &line, "/dev/null"])
        .current_dir(dir.path())
        .env("TERM", "xterm")
        .env_remove("NO_COLOR");
    if let Some(value) = no_color {
        command.env("NO_COLOR", value);
    }
    let output = command.output().ok()?;
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(text.contains("unknown key `them`"), "{text}");
    Some(text)
}

#[test]
fn auto_colours_a_terminal_unless_no_color_is_set() {
    let Some(coloured) = on_a_terminal(None) else {
        eprintln!("skipped: no script(1)");
        return;
    };
    assert!(coloured.contains(ESCAPE), "{coloured:?}");
    let plain = on_a_terminal(Some("1")).unwrap();
    assert!(!plain.contains(ESCAPE), "{plain:?}");
}
