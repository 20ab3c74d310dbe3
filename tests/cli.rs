//! The binary as a user meets it: answers, formats, exit codes and errors.

use assert_cmd::Command;
use boardfig::Board;
use boardfig::testing::knight::check_tour;
use boardfig::testing::queens::check_placement;
use predicates::prelude::*;

fn boardfig() -> Command {
    Command::cargo_bin("boardfig").unwrap()
}

fn stdout_of(args: &[&str]) -> String {
    let out = boardfig()
        .args(args)
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(out).unwrap()
}

#[test]
fn default_knight_is_the_textbook_tour() {
    let line = stdout_of(&["knight"]);
    assert!(line.starts_with("a1 b3 c5 d7 f8 h7 g5 "), "{line}");
    let squares: Vec<_> = line
        .split_whitespace()
        .map(|s| s.parse().unwrap())
        .collect();
    check_tour(
        Board::new(8, 8).unwrap(),
        &squares,
        "a1".parse().unwrap(),
        None,
        false,
    )
    .unwrap();
}

#[test]
fn matrix_numbers_steps_rank_one_first() {
    let text = stdout_of(&["knight", "--board", "5x5", "--format", "matrix"]);
    let rows: Vec<Vec<u32>> = text
        .lines()
        .map(|l| l.split_whitespace().map(|n| n.parse().unwrap()).collect())
        .collect();
    assert_eq!(rows.len(), 5);
    assert_eq!(rows[0][0], 1);
    let mut all: Vec<u32> = rows.concat();
    all.sort();
    assert_eq!(all, (1..=25).collect::<Vec<_>>());
    let zero = stdout_of(&[
        "knight",
        "--board",
        "5x5",
        "--format",
        "matrix",
        "--first-step",
        "0",
    ]);
    assert!(zero.starts_with(" 0"), "{zero}");
}

#[test]
fn json_reports_the_method() {
    let text = stdout_of(&["knight", "--board", "30x30", "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["found"], true);
    assert_eq!(value["squares"].as_array().unwrap().len(), 900);
    assert!(["backtrack", "warnsdorff"].contains(&value["method"].as_str().unwrap()));
}

#[test]
fn impossible_tours_are_not_found_with_exit_1() {
    for args in [
        vec!["knight", "--board", "4x4"],
        vec!["knight", "--board", "3x8", "--closed"],
        vec!["knight", "--board", "5x5", "--start", "b1"],
        vec!["knight", "--board", "8x8", "--start", "a1", "--end", "c1"],
    ] {
        boardfig()
            .args(&args)
            .assert()
            .code(1)
            .stdout("Not Found\n");
    }
}

#[test]
fn exhausted_search_is_not_found() {
    // 3x4 has open tours, but none from b2 (the search proves it).
    boardfig()
        .args([
            "knight",
            "--board",
            "3x4",
            "--start",
            "b2",
            "--method",
            "backtrack",
        ])
        .assert()
        .code(1)
        .stdout("Not Found\n");
}

#[test]
fn budget_spent_exits_3_with_a_message() {
    boardfig()
        .args([
            "knight",
            "--board",
            "8x8",
            "--start",
            "e7",
            "--method",
            "backtrack",
            "--budget",
            "100",
        ])
        .assert()
        .code(3)
        .stdout("")
        .stderr(predicate::str::contains("budget").and(predicate::str::contains("warnsdorff")));
}

#[test]
fn counts_tours() {
    assert_eq!(stdout_of(&["knight", "--board", "5x5", "--count"]), "304\n");
}

#[test]
fn input_file_gives_the_exercise_answer() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("in.txt");
    std::fs::write(&path, "5 5\na1\ne5\n").unwrap();
    let line = stdout_of(&["knight", "--input", path.to_str().unwrap()]);
    let squares: Vec<_> = line
        .split_whitespace()
        .map(|s| s.parse().unwrap())
        .collect();
    check_tour(
        Board::new(5, 5).unwrap(),
        &squares,
        "a1".parse().unwrap(),
        Some("e5".parse().unwrap()),
        false,
    )
    .unwrap();
    boardfig()
        .args(["knight", "--input", "-"])
        .write_stdin("4 4\n1 1\n4 4\n")
        .assert()
        .code(1)
        .stdout("Not Found\n");
}

#[test]
fn queens_answers() {
    assert_eq!(stdout_of(&["queens"]), "1 5 8 6 3 7 2 4\n");
    assert_eq!(
        stdout_of(&["queens", "--format", "squares"]),
        "a1 e2 h3 f4 c5 g6 b7 d8\n"
    );
    assert_eq!(
        stdout_of(&["queens", "--n", "8", "--fundamental", "--all"])
            .lines()
            .count(),
        12
    );
    assert_eq!(stdout_of(&["queens", "--n", "8", "--count"]), "92\n");
    assert_eq!(
        stdout_of(&["queens", "--n", "8", "--count", "--fundamental"]),
        "12\n"
    );
    let matrix = stdout_of(&["queens", "--n", "4", "--format", "matrix"]);
    assert_eq!(matrix, ". Q . .\n. . . Q\nQ . . .\n. . Q .\n");
    for line in stdout_of(&["queens", "--n", "6", "--all"]).lines() {
        let cols: Vec<u32> = line
            .split(' ')
            .map(|c| c.parse::<u32>().unwrap() - 1)
            .collect();
        check_placement(6, &cols).unwrap();
    }
    let big = stdout_of(&["queens", "--n", "5000", "--method", "construct"]);
    let cols: Vec<u32> = big
        .split_whitespace()
        .map(|c| c.parse::<u32>().unwrap() - 1)
        .collect();
    check_placement(5000, &cols).unwrap();
    for n in ["2", "3"] {
        boardfig()
            .args(["queens", "--n", n])
            .assert()
            .code(1)
            .stdout("Not Found\n");
    }
}

#[test]
fn bad_input_is_one_line_exit_2_nothing_on_stdout() {
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["knight", "--board", "0x5"], "0x5"),
        (vec!["knight", "--board", "8by8"], "8by8"),
        (vec!["knight", "--board", "-3x3"], "-3x3"),
        (vec!["knight", "--board", "20000x2"], "20000x2"),
        (vec!["knight", "--start", "z9"], "z9"),
        (vec!["knight", "--start", "a0"], "a0"),
        (vec!["knight", "--start", "i1"], "i1"),
        (vec!["knight", "--start", ""], "--start"),
        (vec!["knight", "--end", "a1"], "a1"),
        (vec!["knight", "--end", "c2", "--closed"], "--closed"),
        (
            vec![
                "knight",
                "--order",
                "1,2 1,2 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2",
            ],
            "twice",
        ),
        (vec!["knight", "--order", "1,1"], "1,1"),
        (vec!["knight", "--method", "fast"], "fast"),
        (
            vec!["knight", "--input", "/nonexistent/in.txt"],
            "/nonexistent/in.txt",
        ),
        (vec!["queens", "--n", "0"], "--n"),
        (vec!["queens", "--n", "-3"], "-3"),
        (vec!["queens", "--n", "eight"], "eight"),
        (vec!["queens", "--n", "30", "--count"], "30"),
        (vec!["queens", "--fundamental"], "--fundamental"),
    ];
    for (args, named) in cases {
        let assert = boardfig().args(&args).assert().code(2).stdout("");
        let err = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(named), "{args:?} should name {named}: {err}");
    }
}

#[test]
fn queens_default_is_the_first_solution_or_says_it_constructs() {
    assert_eq!(
        stdout_of(&["queens", "--n", "20"]),
        "1 3 5 2 4 13 15 12 18 20 17 9 16 19 8 10 7 14 6 11\n"
    );
    boardfig()
        .args(["queens", "--n", "65", "--format", "json"])
        .assert()
        .code(0)
        .stdout(predicate::str::contains(r#""method":"construct""#))
        .stderr(
            predicate::str::starts_with("note: ").and(predicate::str::contains("construction")),
        );
}
