//! examples/github-actions.yml, the workflow the README shows: its steps
//! are what the README says (install with --locked, cache, check with
//! --diff, upload the diff folder on failure, a shard matrix), and every
//! `run:` step but the install, run here by bash with the binary under test
//! on PATH, passes on a current gallery and fails with the diff folder
//! written on a stale one, for each shard; the shards cover every job once.

use std::path::{Path, PathBuf};
use std::process::Command;

use yaml_rust2::{Yaml, YamlLoader};

use crate::harness::{project, run};

const WORKFLOW: &str = include_str!("../../examples/github-actions.yml");

/// Five jobs, so that two shards are uneven.
const GALLERY: &str = r#"
[defaults]
cell = 20

[[knight]]
name = "tour"
board = "5x5"
formats = ["svg", "png"]

[[queens]]
name = "four"
n = 4

[[queens]]
name = "five"
n = 5
formats = ["svg", "gif"]

[[queens]]
name = "six"
n = 6

[[knight]]
name = "closed"
board = "6x6"
closed = true
"#;

/// The project's README: a block of boardfig and its figure.
const README: &str = "# A project\n\n```boardfig\nqueens --n 4 --svg four.svg\n```\n";

/// A project with the gallery built and its README's figure drawn.
fn current_project() -> tempfile::TempDir {
    let dir = project(GALLERY);
    std::fs::write(dir.path().join("README.md"), README).unwrap();
    run(["build"]).in_dir(&dir).succeeds();
    run(["markdown", "README.md"]).in_dir(&dir).succeeds();
    dir
}

/// The one job of the workflow.
fn job() -> Yaml {
    let docs = YamlLoader::load_from_str(WORKFLOW).expect("the workflow is YAML");
    let jobs = docs[0]["jobs"].as_hash().expect("jobs");
    assert_eq!(jobs.len(), 1, "one job");
    jobs.values().next().unwrap().clone()
}

/// The values of the shard matrix.
fn shards(job: &Yaml) -> Vec<String> {
    job["strategy"]["matrix"]["shard"]
        .as_vec()
        .expect("a shard matrix")
        .iter()
        .map(|v| v.as_str().expect("a shard is a string").to_string())
        .collect()
}

fn steps(job: &Yaml) -> Vec<Yaml> {
    job["steps"].as_vec().expect("steps").clone()
}

/// The `run:` commands but the install, with this shard substituted.
fn commands(job: &Yaml, shard: &str) -> Vec<String> {
    steps(job)
        .iter()
        .filter_map(|step| step["run"].as_str())
        .filter(|command| !command.contains("cargo install"))
        .map(|command| {
            let command = command.replace("${{ matrix.shard }}", shard);
            assert!(
                !command.contains("${{"),
                "an unknown expression in {command}"
            );
            command
        })
        .collect()
}

/// Runs the commands in `dir` as an Actions runner does (bash -e, the
/// binary on PATH), stopping at the first failure; returns whether all
/// passed, and their output.
fn run_steps(dir: &Path, commands: &[String]) -> (bool, String) {
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_boardfig"));
    let path = std::env::join_paths(
        std::iter::once(binary.parent().unwrap().to_path_buf()).chain(std::env::split_paths(
            &std::env::var_os("PATH").unwrap_or_default(),
        )),
    )
    .unwrap();
    let mut log = String::new();
    for command in commands {
        let output = Command::new("bash")
            .args(["--noprofile", "--norc", "-eo", "pipefail", "-c", command])
            .current_dir(dir)
            .env("PATH", &path)
            .env("CI", "true")
            .output()
            .expect("bash runs");
        log.push_str("$ ");
        log.push_str(command);
        log.push('\n');
        log.push_str(&String::from_utf8_lossy(&output.stdout));
        log.push_str(&String::from_utf8_lossy(&output.stderr));
        if !output.status.success() {
            return (false, log);
        }
    }
    (true, log)
}

/// The folder the upload step uploads, checked to be the check's --diff.
fn uploaded_folder(job: &Yaml) -> String {
    let steps = steps(job);
    let upload = steps
        .iter()
        .find(|s| {
            s["uses"]
                .as_str()
                .is_some_and(|u| u.starts_with("actions/upload-artifact@"))
        })
        .expect("an upload step");
    assert_eq!(upload["uses"].as_str(), Some("actions/upload-artifact@v4"));
    assert_eq!(upload["if"].as_str(), Some("failure()"));
    let folder = upload["with"]["path"].as_str().expect("a path").to_string();
    let check = commands(job, "1/1").join("\n");
    assert!(
        check.contains(&format!("boardfig build --check --diff {folder} ")),
        "{check}"
    );
    folder
}

#[test]
fn the_workflow_installs_locked_caches_and_uploads_the_diff_on_failure() {
    let job = job();
    let steps = steps(&job);
    let install: Vec<&str> = steps
        .iter()
        .filter_map(|s| s["run"].as_str())
        .filter(|r| r.contains("cargo install"))
        .collect();
    assert_eq!(install.len(), 1);
    assert!(install[0].contains("--locked") && install[0].contains("--git https://github.com/"));
    let cache = steps
        .iter()
        .find(|s| s["uses"].as_str() == Some("actions/cache@v4"))
        .expect("a cache step");
    let paths = cache["with"]["path"].as_str().unwrap();
    assert!(paths.lines().any(|l| l.trim() == "~/.cargo/bin"));
    assert!(paths.lines().any(|l| l.trim() == "target"));
    assert_eq!(uploaded_folder(&job), "check-diff");
    assert_eq!(job["strategy"]["fail-fast"].as_bool(), Some(false));
}

#[test]
fn every_shard_passes_on_a_current_gallery_and_the_stale_one_fails_with_its_diff() {
    let job = job();
    let folder = uploaded_folder(&job);
    let dir = current_project();
    for shard in shards(&job) {
        let (ok, log) = run_steps(dir.path(), &commands(&job, &shard));
        assert!(ok, "shard {shard} fails on a current gallery:\n{log}");
        assert!(!dir.path().join(&folder).exists(), "{log}");
    }
    // One stale file: the shard that holds its job fails, the others pass.
    let out = dir.path().join("output");
    std::fs::write(out.join("five.svg"), "<svg/>").unwrap();
    let mut failed = Vec::new();
    for shard in shards(&job) {
        let diff = dir.path().join(&folder);
        let _ = std::fs::remove_dir_all(&diff);
        let (ok, log) = run_steps(dir.path(), &commands(&job, &shard));
        if ok {
            assert!(!diff.exists(), "{log}");
        } else {
            assert!(log.contains("stale: output/five.svg"), "{log}");
            let fresh = std::fs::read(diff.join("five.svg")).unwrap();
            assert!(fresh.starts_with(b"<svg") && fresh.len() > 100);
            let text = std::fs::read_to_string(diff.join("five.svg.diff")).unwrap();
            assert!(text.contains("\n-<svg/>"), "{text}");
            failed.push(shard);
        }
    }
    assert_eq!(failed.len(), 1, "{failed:?}");
}

#[test]
fn a_stale_figure_of_the_readme_fails_the_markdown_step_with_its_diff() {
    let job = job();
    let folder = uploaded_folder(&job);
    let dir = current_project();
    std::fs::write(dir.path().join("img/four.svg"), "<svg/>").unwrap();
    let (ok, log) = run_steps(dir.path(), &commands(&job, "1/2"));
    assert!(!ok, "{log}");
    assert!(log.contains("stale: img/four.svg"), "{log}");
    let diff = dir.path().join(&folder);
    assert!(std::fs::read(diff.join("four.svg")).unwrap().len() > 100);
    assert!(
        std::fs::read_to_string(diff.join("four.svg.diff"))
            .unwrap()
            .contains("\n-<svg/>")
    );
}

#[test]
fn the_shards_of_the_matrix_cover_every_job_exactly_once() {
    let job = job();
    let shards = shards(&job);
    let n = shards.len();
    for (i, shard) in shards.iter().enumerate() {
        assert_eq!(shard, &format!("{}/{n}", i + 1), "shards 1/N to N/N");
    }
    let dir = project(GALLERY);
    run(["build"]).in_dir(&dir).succeeds();
    let mut seen: Vec<String> = Vec::new();
    for shard in &shards {
        let ran = run(["build", "--check", "--json", "--shard", shard])
            .in_dir(&dir)
            .succeeds();
        let summary: serde_json::Value = serde_json::from_str(ran.stdout()).unwrap();
        let names = summary["jobs"].as_array().unwrap().iter();
        let names: Vec<String> = names
            .map(|j| j["name"].as_str().unwrap().to_string())
            .collect();
        assert!(!names.is_empty(), "shard {shard} has jobs");
        seen.extend(names);
    }
    seen.sort();
    assert_eq!(seen, ["closed", "five", "four", "six", "tour"]);
}

#[test]
fn a_bad_shard_is_refused_naming_the_flag() {
    let dir = project(GALLERY);
    for shard in ["0/2", "3/2", "1/0", "x", "1/2/3", "-1/2"] {
        run(["build", "--check", &format!("--shard={shard}")])
            .in_dir(&dir)
            .fails_with(2, "--shard")
            .leaves_no_files();
    }
}

#[test]
fn the_readme_shows_the_workflow_the_tests_run() {
    let readme = include_str!("../../docs/guide/builds.md");
    assert!(
        readme.contains(&format!("```yaml\n{WORKFLOW}```")),
        "README's workflow block differs from examples/github-actions.yml"
    );
}
