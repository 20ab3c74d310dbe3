//! The page's rules for a student's own moves (`src/render/rules.js`), run
//! in node, against the command line on a few hundred positions: the
//! rule that proves a knight's position a dead end (and its squares) is
//! the one `boardfig knight --path --format json` names, the next moves
//! of the textbook search are the tour it prints, "no tour" where it
//! proves none; the first completion of queens placed is the one
//! `boardfig queens --place` prints. Needs `node` on the path; without it
//! the test passes with a note, unless `BOARDFIG_BROWSER_TESTS=require`
//! (as in CI).

use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::{Value, json};

use crate::harness::run;
use crate::walks::{Lcg, name, textbook, walk};

/// Node, if the tests can use it.
fn node() -> Option<&'static str> {
    let found = Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|out| out.status.success());
    if !found {
        assert_ne!(
            std::env::var("BOARDFIG_BROWSER_TESTS").as_deref(),
            Ok("require"),
            "node is needed for the page's rules"
        );
        eprintln!("note: node not found; the page's rules are not checked");
        return None;
    }
    Some("node")
}

/// The answers of the page's rules to `cases`.
fn page_answers(node: &str, cases: &[Value]) -> Vec<Value> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut child = Command::new(node)
        .arg(root.join("tests/browser/rules.mjs"))
        .arg(root.join("src/render/rules.js"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let input = serde_json::to_vec(cases).unwrap();
    child.stdin.take().unwrap().write_all(&input).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn the_page_s_knight_rules_say_what_the_command_line_says() {
    let Some(node) = node() else { return };
    let mut rng = Lcg(2026);
    let order: Vec<[i64; 2]> = textbook().iter().map(|&(df, dr)| [df, dr]).collect();
    let mut cases = Vec::new();
    let mut asked = Vec::new();
    let boards = [
        (5, 5, 2),
        (6, 6, 8),
        (5, 6, 4),
        (6, 5, 4),
        (7, 7, 24),
        (8, 8, 40),
    ];
    for k in 0..360 {
        let (files, ranks, shortest) = boards[k % boards.len()];
        let area = files * ranks;
        let length = shortest + rng.below(area / 2);
        let path = walk(&mut rng, files, ranks, length, k % 2 == 0);
        let closed = k % 5 == 1 && area % 2 == 0;
        let end = (k % 5 == 3)
            .then(|| rng.below(area))
            .filter(|e| !path.contains(e));
        let names: Vec<String> = path.iter().map(|&sq| name(files, sq)).collect();
        let mut args = vec![
            "knight".to_string(),
            "--board".into(),
            format!("{files}x{ranks}"),
            "--path".into(),
            names.join(" "),
            "--method".into(),
            "backtrack".into(),
            "--budget".into(),
            "300000".into(),
            "--format".into(),
            "json".into(),
        ];
        if closed {
            args.push("--closed".into());
        }
        if let Some(end) = end {
            args.extend(["--end".into(), name(files, end)]);
        }
        let ran = run(&args).output();
        if ran.code() == Some(3) {
            continue;
        }
        let answer: Value = serde_json::from_str(ran.stdout()).unwrap();
        cases.push(json!({
            "knight": {
                "files": files, "ranks": ranks, "start": path[0],
                "end": end.map_or(-1, |e| e as i64), "closed": closed, "order": order,
            },
            "path": path,
            "budget": 3_000_000,
        }));
        asked.push((files, names.join(" "), answer));
    }
    let page = page_answers(node, &cases);
    let (mut tours, mut dead, mut exhausted) = (0, 0, 0);
    for ((files, path, cli), page) in asked.iter().zip(&page) {
        let squares = |value: &Value| -> Vec<String> {
            value
                .as_array()
                .unwrap()
                .iter()
                .map(|k| name(*files, k.as_u64().unwrap() as usize))
                .collect()
        };
        let first = &page["first"];
        if cli["found"] == true {
            tours += 1;
            assert_eq!(first["kind"], "tour", "{path}: {cli}");
            let expected: Vec<String> = cli["squares"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_str().unwrap().to_string())
                .collect();
            assert_eq!(squares(&first["squares"]), expected, "{path}");
            assert!(page["deadEnd"].is_null(), "{path}");
        } else if let Some(cut) = cli.get("dead_end") {
            dead += 1;
            let page_cut = &page["deadEnd"];
            assert_eq!(page_cut["rule"], cut["rule"], "{path}: {cli}");
            assert_eq!(squares(&page_cut["squares"]), squares_of(cut), "{path}");
            assert_eq!(first["kind"], "none", "{path}");
        } else {
            // A theorem about the board, or the exhausted search.
            assert_eq!(first["kind"], "none", "{path}: {cli}");
            if cli["proof"] != "the search was exhausted" {
                continue;
            }
            exhausted += 1;
            assert!(page["deadEnd"].is_null(), "{path}");
        }
    }
    eprintln!("{tours} tours, {dead} dead ends, {exhausted} exhausted searches");
    assert!(
        tours > 30 && dead > 30 && exhausted > 0,
        "{tours} {dead} {exhausted}"
    );
}

/// The squares of a command line's dead end.
fn squares_of(cut: &Value) -> Vec<String> {
    cut["squares"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn the_page_s_queens_completions_are_the_command_line_s() {
    let Some(node) = node() else { return };
    let mut rng = Lcg(28);
    let mut cases = Vec::new();
    let mut asked = Vec::new();
    for k in 0..120 {
        let n = 4 + k % 6;
        let mut placed = vec![-1i64; n];
        let mut names = Vec::new();
        let mut used = Vec::new();
        for _ in 0..=rng.below(3) {
            let (rank, file) = (rng.below(n), rng.below(n));
            let attacked = used.iter().any(|&(r, f): &(usize, usize)| {
                r == rank || f == file || r.abs_diff(rank) == f.abs_diff(file)
            });
            if !attacked {
                used.push((rank, file));
                placed[rank] = file as i64;
                names.push(name(n, rank * n + file));
            }
        }
        let ran = run(["queens", "--n", &n.to_string(), "--place", &names.join(" ")]).output();
        cases.push(json!({ "queens": n, "placed": placed, "budget": 10_000_000 }));
        asked.push((names.join(" "), ran.code(), ran.stdout().trim().to_string()));
    }
    let page = page_answers(node, &cases);
    let mut found = 0;
    for ((place, code, out), page) in asked.iter().zip(&page) {
        let first = &page["first"];
        if *code == Some(0) {
            found += 1;
            let files: Vec<String> = first["files"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| (f.as_u64().unwrap() + 1).to_string())
                .collect();
            assert_eq!(&files.join(" "), out, "{place}");
        } else {
            assert_eq!(*code, Some(1), "{place}");
            assert_eq!(first["kind"], "none", "{place}");
        }
    }
    assert!(found > 20, "{found}");
}
