//! The pre-commit hooks (`.pre-commit-hooks.yaml`): pre-commit, from `PyPI`,
//! runs them from a repository of their own on a small project, as a user's
//! `.pre-commit-config.yaml` names them: the configuration the guide shows
//! (docs/guide/markdown.md), whose Markdown figures share the build's
//! folder (`--out output`). Both pass on current figures;
//! `boardfig-check` fails when boardfig.toml changed and its figures did
//! not, `boardfig-markdown` when a block changed and its figure did not.
//! Needs git and pre-commit (see `tools`).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::harness::run;
use crate::tools;

const HOOKS: &str = include_str!("../../.pre-commit-hooks.yaml");

const CONFIG: &str = "[[queens]]\nname = \"four\"\nn = 4\n";

const README: &str = "# Project\n\n```boardfig\nknight --board 5x5 --svg tour.svg\n```\n";

/// The `.pre-commit-config.yaml` the guide shows, its hooks taken from
/// the repository `hooks` at `rev`.
fn guides_config(hooks: &Path, rev: &str) -> String {
    let page = include_str!("../../docs/guide/markdown.md");
    let block = page
        .split("In `.pre-commit-config.yaml`:\n\n```yaml\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("the guide shows a configuration");
    let hooks = hooks.display().to_string();
    let mut config = String::from("repos:\n");
    for line in block
        .replace("https://github.com/boardfig/boardfig", &hooks)
        .replace("<a tag or commit>", rev)
        .lines()
    {
        config.push_str("  ");
        config.push_str(line);
        config.push('\n');
    }
    config
}

/// A program run in `dir` with the binary under test first on PATH,
/// pre-commit's cache in `cache`, and git's settings of its own.
fn command(program: &Path, dir: &Path, cache: &Path) -> Command {
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_boardfig"));
    let path = std::env::join_paths(
        std::iter::once(binary.parent().unwrap().to_path_buf()).chain(std::env::split_paths(
            &std::env::var_os("PATH").unwrap_or_default(),
        )),
    )
    .unwrap();
    let mut command = Command::new(program);
    command
        .current_dir(dir)
        .env("PATH", path)
        .env("PRE_COMMIT_HOME", cache)
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_AUTHOR_NAME", "test")
        .env("GIT_AUTHOR_EMAIL", "test@example.org")
        .env("GIT_COMMITTER_NAME", "test")
        .env("GIT_COMMITTER_EMAIL", "test@example.org");
    command
}

/// Runs a program and returns whether it succeeded, and its output.
fn output(mut command: Command) -> (bool, String) {
    let out = command.output().expect("the program runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

#[test]
fn pre_commit_runs_both_hooks_and_they_fail_on_stale_figures() {
    let Some(programs) = tools::all(&["git", "pre-commit"], "git, and pre-commit from PyPI") else {
        return;
    };
    let (git, pre_commit) = (&programs[0], &programs[1]);
    let root = tempfile::tempdir().unwrap();
    let cache = root.path().join("cache");
    let hooks = root.path().join("hooks");
    let project = root.path().join("project");
    for dir in [&hooks, &project] {
        std::fs::create_dir(dir).unwrap();
        let mut init = command(git, dir, &cache);
        init.args(["init", "-q", "-b", "main"]);
        assert!(output(init).0);
    }
    std::fs::write(hooks.join(".pre-commit-hooks.yaml"), HOOKS).unwrap();
    let git_in = |dir: &Path, args: &[&str]| {
        let mut c = command(git, dir, &cache);
        c.args(args);
        let (ok, log) = output(c);
        assert!(ok, "git {args:?}: {log}");
        log
    };
    git_in(&hooks, &["add", "-A"]);
    git_in(&hooks, &["commit", "-q", "-m", "hooks"]);
    let rev = git_in(&hooks, &["rev-parse", "HEAD"]).trim().to_string();
    let config = guides_config(&hooks, &rev);
    assert!(config.contains("args: [--out, output]"), "{config}");
    std::fs::write(project.join(".pre-commit-config.yaml"), config).unwrap();
    std::fs::write(project.join("boardfig.toml"), CONFIG).unwrap();
    std::fs::write(project.join("README.md"), README).unwrap();
    run(["build", "-q"]).in_dir(&project).succeeds();
    run(["markdown", "README.md", "--out", "output", "-q"])
        .in_dir(&project)
        .succeeds();
    git_in(&project, &["add", "-A"]);
    let pre_commit_run = || {
        git_in(&project, &["add", "-A"]);
        let mut c = command(pre_commit, &project, &cache);
        c.args(["run", "--all-files", "--color", "never"]);
        output(c)
    };
    let (ok, log) = pre_commit_run();
    assert!(ok, "{log}");
    assert!(
        log.contains("boardfig figures are current") && log.contains("Passed"),
        "{log}"
    );
    assert!(
        log.contains("boardfig figures of Markdown files are current"),
        "{log}"
    );
    assert!(!log.contains("Skipped"), "both hooks ran: {log}");

    std::fs::write(
        project.join("boardfig.toml"),
        CONFIG.replace("n = 4", "n = 5"),
    )
    .unwrap();
    let (ok, log) = pre_commit_run();
    assert!(!ok, "{log}");
    assert!(log.contains("stale: output/four.svg"), "{log}");
    assert!(log.contains("to update: run `boardfig build`"), "{log}");
    std::fs::write(project.join("boardfig.toml"), CONFIG).unwrap();

    std::fs::write(project.join("README.md"), README.replace("5x5", "6x6")).unwrap();
    let (ok, log) = pre_commit_run();
    assert!(!ok, "{log}");
    assert!(log.contains("stale: output/tour.svg"), "{log}");
    assert!(
        !log.contains("unexpected"),
        "the build knows the Markdown figures: {log}"
    );
    run(["markdown", "README.md", "--out", "output", "-q"])
        .in_dir(&project)
        .succeeds();
    let (ok, log) = pre_commit_run();
    assert!(ok, "{log}");
}
