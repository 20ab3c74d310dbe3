//! `boardfig build`: writing, skipping, checking, bad configurations,
//! shards, and byte-identical output whatever the number of jobs.

use std::path::Path;

use crate::harness::{project, run, snapshot};

const SMALL: &str = r#"
[defaults]
cell = 20

[[knight]]
name = "tour"
board = "5x5"
formats = ["svg", "gif", "png"]

[[queens]]
name = "queens"
n = 6
formats = ["svg", "gif"]

[[queens]]
name = "tree"
n = 4
tree = true
"#;

#[test]
fn builds_then_skips_then_checks() {
    let dir = project(SMALL);
    let ran = run(["build"])
        .in_dir(&dir)
        .succeeds()
        .stdout_contains("3 written");
    assert!(!ran.stdout().contains("6 jobs"), "{}", ran.stdout());
    let out = dir.path().join("output");
    let first = snapshot(&out);
    assert!(
        first.contains_key("tour.gif")
            && first.contains_key("tree.svg")
            && first.contains_key(".boardfig-cache")
    );
    run(["build"])
        .in_dir(&dir)
        .succeeds()
        .stdout_contains("0 written, 3 unchanged");
    run(["build", "--force"])
        .in_dir(&dir)
        .succeeds()
        .stdout_contains("3 written");
    assert_eq!(snapshot(&out), first);
    run(["build", "--check"]).in_dir(&dir).succeeds();
}

#[test]
fn check_reports_changed_deleted_and_unexpected_files_and_writes_nothing() {
    let dir = project(SMALL);
    run(["build"]).in_dir(&dir).succeeds();
    let out = dir.path().join("output");
    std::fs::write(out.join("tour.svg"), "<svg/>").unwrap();
    std::fs::remove_file(out.join("queens.gif")).unwrap();
    std::fs::write(out.join("old.svg"), "<svg/>").unwrap();
    let before = snapshot(&out);
    run(["build", "--check"])
        .in_dir(&dir)
        .exits(1)
        .stdout_contains("stale: output/tour.svg")
        .stdout_contains("missing: output/queens.gif")
        .stdout_contains("unexpected (no build here wrote it; --prune leaves it): output/old.svg");
    assert_eq!(snapshot(&out), before, "--check wrote something");
}

#[test]
fn a_changed_job_is_rebuilt_alone() {
    let dir = project(SMALL);
    run(["build"]).in_dir(&dir).succeeds();
    std::fs::write(
        dir.path().join("boardfig.toml"),
        SMALL.replace("n = 6", "n = 7"),
    )
    .unwrap();
    run(["build"])
        .in_dir(&dir)
        .succeeds()
        .stdout_contains("1 written, 2 unchanged");
    run(["build", "--check"]).in_dir(&dir).succeeds();
}

#[test]
fn bad_configurations_point_at_the_line() {
    let cases = [
        ("[[knight]\nname = \"a\"\n", "boardfig.toml:1:"),
        (
            "[[knight]]\nname = \"a\"\nboad = \"8x8\"\n",
            "did you mean `board`",
        ),
        (
            "[[knight]]\nname = \"a\"\n[[queens]]\nname = \"a\"\n",
            "duplicate name `a`",
        ),
        // The first use is named by its own line, not the table's.
        (
            "[[knight]]\nname = \"a\"\n[[queens]]\nname = \"a\"\n",
            "`a` is first used on line 2",
        ),
        ("[[knight]]\nboard = \"8x8\"\n", "no `name`"),
        (
            "[[queens]]\nname = \"q\"\nn = 8\ncolour = 3\n",
            "unknown key `colour`",
        ),
    ];
    for (config, expected) in cases {
        let dir = project(config);
        run(["build"])
            .in_dir(&dir)
            .exits(2)
            .stderr_contains(expected);
        assert!(
            !dir.path().join("output").exists(),
            "{config}: wrote output"
        );
    }
}

#[test]
fn a_bad_job_fails_alone_and_not_found_is_reported() {
    let dir = project(
        "[[knight]]\nname = \"bad\"\nstart = \"z9\"\n[[knight]]\nname = \"none\"\nboard = \"4x4\"\n[[queens]]\nname = \"ok\"\n",
    );
    run(["build"])
        .in_dir(&dir)
        .exits(2)
        .stderr_contains("job `bad`")
        .stderr_contains("z9")
        .stdout_contains("job `none` proved there is no solution");
    let out = dir.path().join("output");
    assert!(
        out.join("ok.svg").is_file()
            && out.join("none.svg").is_file()
            && !out.join("bad.svg").exists()
    );
    let none = std::fs::read_to_string(out.join("none.svg")).unwrap();
    roxmltree::Document::parse(&none).unwrap();
    let strict = project("[[knight]]\nname = \"none\"\nboard = \"4x4\"\n");
    run(["build"]).in_dir(&strict).succeeds();
    run(["build", "--strict", "--force"])
        .in_dir(&strict)
        .exits(1);
    // Skipped as unchanged, the job still proved there is no tour.
    run(["build", "--strict"])
        .in_dir(&strict)
        .exits(1)
        .stdout_contains("job `none` proved there is no solution");
    run(["build"]).in_dir(&strict).succeeds();
}

#[test]
fn missing_config_and_unknown_only_are_one_line_errors() {
    let dir = tempfile::tempdir().unwrap();
    run(["build", "nope.toml"])
        .in_dir(&dir)
        .fails_with(2, "nope.toml");
    let dir = project(SMALL);
    run(["build", "--only", "nosuch"])
        .in_dir(&dir)
        .exits(2)
        .stderr_contains("nosuch");
    run(["build", "--shard", "3/2"])
        .in_dir(&dir)
        .exits(2)
        .stderr_contains("3/2");
}

#[test]
fn shards_cover_every_job_exactly_once() {
    let config: String = (0..7)
        .map(|i| format!("[[queens]]\nname = \"q{i}\"\nn = {}\n", 4 + i))
        .collect::<Vec<_>>()
        .concat();
    let dir = project(&config);
    let mut seen = Vec::new();
    for k in 1..=3 {
        let shard = format!("{k}/3");
        let out = format!("out{k}");
        run(["build", "--shard", &shard, "--out", &out])
            .in_dir(&dir)
            .succeeds();
        seen.extend(
            snapshot(&dir.path().join(&out))
                .into_keys()
                .filter(|f| !f.starts_with('.')),
        );
    }
    seen.sort();
    let expected: Vec<String> = (0..7).map(|i| format!("q{i}.svg")).collect();
    assert_eq!(seen, expected);
    run(["build", "--only", "q2", "--only", "q5", "--out", "only"])
        .in_dir(&dir)
        .succeeds();
    let only: Vec<String> = snapshot(&dir.path().join("only"))
        .into_keys()
        .filter(|f| !f.starts_with('.'))
        .collect();
    assert_eq!(only, ["q2.svg", "q5.svg"]);
}

#[test]
fn the_default_gallery_is_identical_with_one_or_two_jobs() {
    let dir = tempfile::tempdir().unwrap();
    run(["build", "--jobs", "1", "--out", "one"])
        .in_dir(&dir)
        .succeeds();
    run(["build", "--jobs", "2", "--out", "two"])
        .in_dir(&dir)
        .succeeds();
    let one = snapshot(&dir.path().join("one"));
    assert!(one.len() >= 10);
    assert_eq!(one, snapshot(&dir.path().join("two")));
}

#[test]
fn json_summary_lists_each_job() {
    let dir = project(SMALL);
    let ran = run(["build", "--json"]).in_dir(&dir).succeeds();
    let value: serde_json::Value = serde_json::from_str(ran.stdout()).unwrap();
    let jobs = value["jobs"].as_array().unwrap();
    assert_eq!(jobs.len(), 3);
    assert_eq!(jobs[0]["name"], "tour");
    assert_eq!(jobs[0]["status"], "written");
    assert_eq!(jobs[0]["files"].as_array().unwrap().len(), 3);
}

#[test]
fn every_template_builds() {
    for template in ["gallery.toml", "reference.toml", "docs-gifs.toml"] {
        let dir = tempfile::tempdir().unwrap();
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("templates")
            .join(template);
        run(["build", path.to_str().unwrap(), "--out", "out"])
            .in_dir(&dir)
            .succeeds();
    }
}
