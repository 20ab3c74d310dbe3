//! `--trace` and the build format `trace`: the search as JSON Lines from
//! the command line and build files, its refusals, and its bytes the same
//! as the file a build writes.

use crate::harness::{project, run};

#[test]
fn trace_is_json_lines_from_start_to_found() {
    let ran = run(["knight", "--board", "5x5", "--trace", "-", "-q"]).succeeds();
    let lines: Vec<serde_json::Value> = ran
        .stdout()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    // A header names the program: the lesson's plain one by default.
    assert_eq!(lines[0]["event"], "search");
    assert_eq!(lines[0]["program"], "plain");
    assert_eq!(lines[0]["board"], "5x5");
    assert_eq!(lines[1]["event"], "start");
    assert_eq!(lines[1]["to"], "a1");
    assert_eq!(lines.last().unwrap()["event"], "found");
    assert!(lines.iter().all(|l| l["rule"] != "forced"));
    let moves = lines.iter().filter(|l| l["event"] == "move").count();
    assert_eq!(moves + 1, 8840, "the lesson's program makes 8,840 calls");
    let pruned = run(["knight", "--board", "5x5", "--trace", "-", "-q", "--prune"]).succeeds();
    let header: serde_json::Value =
        serde_json::from_str(pruned.stdout().lines().next().unwrap()).unwrap();
    assert_eq!(header["program"], "pruned");
    assert!(pruned.stdout().contains("\"rule\":\"forced\""));
    // Replayed (moves made, steps back undone), it is the plain answer.
    let mut path: Vec<&str> = Vec::new();
    for line in &lines {
        match line["event"].as_str().unwrap() {
            "start" | "move" => path.push(line["to"].as_str().unwrap()),
            "back" => {
                path.pop();
            }
            _ => {}
        }
    }
    let answer = run(["knight", "--board", "5x5"]).succeeds();
    assert_eq!(path, answer.stdout().split_whitespace().collect::<Vec<_>>());
}

#[test]
fn trace_refusals_name_the_flag_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    run([
        "knight",
        "--board",
        "8x8",
        "--method",
        "construct",
        "--trace",
        "t.jsonl",
    ])
    .in_dir(&dir)
    .fails_with(2, "--trace")
    .leaves_no_files();
    run(["knight", "--board", "40x40", "--trace", "t.jsonl"])
        .in_dir(&dir)
        .fails_with(2, "--trace")
        .leaves_no_files();
    run([
        "queens",
        "--n",
        "12",
        "--method",
        "construct",
        "--trace",
        "t.jsonl",
    ])
    .in_dir(&dir)
    .fails_with(2, "construct")
    .leaves_no_files();
}

#[test]
fn a_build_writes_the_trace_as_name_trace_jsonl() {
    let dir = project(
        r#"
[[knight]]
name = "k"
board = "6x6"
formats = ["trace", "svg"]

[[queens]]
name = "q"
n = 5
formats = ["trace"]
"#,
    );
    run(["build", "--quiet"]).in_dir(&dir).succeeds();
    let built = std::fs::read(dir.path().join("output/k.trace.jsonl")).unwrap();
    let direct = run(["knight", "--board", "6x6", "--trace", "-", "-q"]).succeeds();
    assert_eq!(built, direct.stdout().as_bytes());
    let queens = std::fs::read_to_string(dir.path().join("output/q.trace.jsonl")).unwrap();
    assert!(queens.lines().all(|l| !l.contains("\"from\"")));
    assert!(queens.contains(r#""rule":"attacked""#));
    run(["build", "--check", "--quiet"]).in_dir(&dir).succeeds();
}
