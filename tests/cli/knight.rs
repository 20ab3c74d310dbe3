//! `boardfig knight` as a user meets it: answers, formats, exit codes and
//! errors.

use boardfig::Board;
use boardfig::testing::knight::check_tour;

use crate::harness::run;

fn stdout_of(args: &[&str]) -> String {
    run(args).succeeds().stdout().to_string()
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
    all.sort_unstable();
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
        run(args).exits(1).stdout_is("Not Found\n");
    }
}

#[test]
fn exhausted_search_is_not_found() {
    // 3x4 has open tours, but none from b2 (the search proves it).
    run([
        "knight",
        "--board",
        "3x4",
        "--start",
        "b2",
        "--method",
        "backtrack",
    ])
    .exits(1)
    .stdout_is("Not Found\n");
}

#[test]
fn budget_spent_exits_3_with_a_message() {
    run([
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
    .fails_with(3, "--budget")
    .stdout_is("")
    .stderr_contains("--method auto");
}

/// The options a budget message suggests, applied to `args`: each
/// suggestion it makes is taken as written.
fn follow_hint(args: &[&str], message: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut skip = false;
    for (k, arg) in args.iter().enumerate() {
        if skip {
            skip = false;
            continue;
        }
        let dropped = match *arg {
            "--budget" => message.contains("leave out --budget"),
            "--animate" => message.contains("leave out --animate search"),
            "--method" => message.contains("use --method auto"),
            _ => false,
        };
        if dropped && k + 1 < args.len() {
            skip = true;
        } else {
            out.push((*arg).to_string());
        }
    }
    out
}

/// A spent budget's message suggests only what answers: the suggestion
/// taken as written gives a tour or `Not Found`, and no suggestion is
/// made where none is known to answer.
#[test]
fn a_budget_message_suggests_only_what_answers() {
    let gif = tempfile::tempdir().unwrap();
    let gif = gif.path().join("search.gif");
    let gif = gif.to_str().unwrap();
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec!["--input", "-", "--method", "backtrack", "--budget", "1000"],
            "4 21\na6\na3\n",
        ),
        (
            vec!["--input", "-", "--method", "warnsdorff", "--budget", "50"],
            "4 21\na6\na3\n",
        ),
        (
            vec!["--input", "-", "--method", "warnsdorff"],
            "16 4\nd1\ne1\n",
        ),
        (
            vec!["--input", "-", "--method", "backtrack", "--budget", "1000"],
            "3 27\nc25\nb24\n",
        ),
        (vec!["--board", "8x8", "--budget", "10"], ""),
        (
            vec![
                "--board",
                "5x5",
                "--animate",
                "search",
                "--gif",
                gif,
                "--budget",
                "10",
            ],
            "",
        ),
        (
            vec![
                "--board",
                "5x5",
                "--animate",
                "search",
                "--method",
                "backtrack",
                "--gif",
                gif,
                "--budget",
                "10",
            ],
            "",
        ),
    ];
    for (args, stdin) in cases {
        let args: Vec<&str> = std::iter::once("knight").chain(args).collect();
        let ran = run(&args).stdin(stdin).fails_with(3, "without an answer");
        let message = ran.stderr();
        assert!(!message.contains("warnsdorff"), "{args:?}: {message}");
        let followed = follow_hint(&args, &message);
        assert_ne!(followed, args, "{args:?}: no suggestion in {message}");
        let code = run(&followed).stdin(stdin).output().code();
        assert!(
            matches!(code, Some(0 | 1)),
            "{followed:?} (from {message}) exits {code:?}"
        );
    }
}

/// The classic input on boards where the plain search gives up after
/// minutes: answered at once, with a note when the tour is not the exact
/// search's first one, or proven to have none.
#[test]
fn the_classic_input_answers_where_the_plain_search_gives_up() {
    for input in [
        "21 21\n21 5\n6 18\n",
        "4 21\na6\na3\n",
        "16 4\nd1\ne1\n",
        "36 36\nb1\nb2\n",
    ] {
        let ran = run(["knight", "--input", "-"]).stdin(input).succeeds();
        let lines: Vec<&str> = input.lines().collect();
        let size: Vec<u32> = lines[0].split(' ').map(|n| n.parse().unwrap()).collect();
        let square = |text: &str| -> boardfig::Square {
            match text.split_once(' ') {
                Some((file, rank)) => boardfig::Square {
                    file: file.parse::<u32>().unwrap() - 1,
                    rank: rank.parse::<u32>().unwrap() - 1,
                },
                None => text.parse().unwrap(),
            }
        };
        let squares: Vec<_> = ran
            .stdout()
            .split_whitespace()
            .map(|s| s.parse().unwrap())
            .collect();
        check_tour(
            Board::new(size[0], size[1]).unwrap(),
            &squares,
            square(lines[1]),
            Some(square(lines[2])),
            false,
        )
        .unwrap();
        assert!(
            ran.stderr()
                .starts_with("note: the first tour in the listed order "),
            "{}",
            ran.stderr()
        );
    }
    for input in ["3 27\nc25\nb24\n", "27 3\ny3\nx2\n"] {
        run(["knight", "--input", "-"])
            .stdin(input)
            .exits(1)
            .stdout_is("Not Found\n")
            .stderr_contains("no tour: the exact sweep along the board found none");
    }
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
    run(["knight", "--input", "-"])
        .stdin("4 4\n1 1\n4 4\n")
        .exits(1)
        .stdout_is("Not Found\n");
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
    ];
    for (args, named) in cases {
        run(args).fails_with(2, named).stdout_is("");
    }
}

#[test]
fn a_path_given_is_continued_in_the_textbook_order() {
    let line = stdout_of(&["knight", "--board", "5x5", "--path", "a1 b3 c5"]);
    let squares: Vec<boardfig::Square> = line
        .split_whitespace()
        .map(|s| s.parse().unwrap())
        .collect();
    assert_eq!(squares[..3], ["a1", "b3", "c5"].map(|s| s.parse().unwrap()));
    check_tour(Board::new(5, 5).unwrap(), &squares, squares[0], None, false).unwrap();
    // The start comes from the path; hyphens and commas separate squares too.
    let again = stdout_of(&["knight", "--board", "5x5", "--path", "a1-b3,c5"]);
    assert_eq!(again, line);
}

#[test]
fn a_path_no_tour_continues_is_proven_by_the_rule_that_fails() {
    let ran = run(["knight", "--board", "5x5", "--path", "a1 b3 c5 d3"]).exits(1);
    let why = ran.stderr();
    assert!(
        why.contains("with the knight on d3, the last square given"),
        "{why}"
    );
    assert!(why.contains("e5 and e1"), "{why}");
    assert_eq!(ran.stdout().trim(), "Not Found");
}

#[test]
fn a_bad_path_is_refused_naming_the_flag() {
    for (path, says) in [
        ("a1 b2", "step 1, a1 to b2, is not a knight's move"),
        ("a1 b3 a1", "a1 comes twice"),
        ("a1 f6", "not on the 5x5 board"),
        ("a1 x", "`x` is not a square"),
    ] {
        run(["knight", "--board", "5x5", "--path", path])
            .fails_with(2, "--path")
            .stderr_contains(says);
    }
    run([
        "knight", "--board", "5x5", "--start", "c3", "--path", "a1 b3",
    ])
    .fails_with(2, "--start is c3");
    run([
        "knight", "--board", "5x5", "--end", "b3", "--path", "a1 b3 c5",
    ])
    .fails_with(2, "--end square");
    run([
        "knight",
        "--board",
        "5x5",
        "--method",
        "construct",
        "--path",
        "a1 b3",
    ])
    .fails_with(2, "--method `construct`");
    run(["knight", "--board", "5x5", "--count", "--path", "a1 b3"]).fails_with(2, "--count");
}

#[test]
fn a_figure_marks_the_squares_given() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("given.svg");
    let svg_arg = svg.to_str().unwrap();
    run([
        "knight", "--board", "5x5", "--path", "a1 b3 c5", "--svg", svg_arg,
    ])
    .succeeds();
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(
        text.contains("The first 3 squares were given (a1 b3 c5); the tour continues them."),
        "{text}"
    );
    run([
        "knight",
        "--board",
        "5x5",
        "--path",
        "a1 b3 c5 d3",
        "--svg",
        svg_arg,
        "--lang",
        "vi",
    ])
    .exits(1);
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("đi tiếp 4 ô cho trước"), "{text}");
    // The page's captions say which moves were given.
    let page = dir.path().join("given.html");
    let page_arg = page.to_str().unwrap();
    run([
        "knight", "--board", "5x5", "--path", "a1 b3 c5", "--html", page_arg,
    ])
    .succeeds();
    let text = std::fs::read_to_string(&page).unwrap();
    assert!(
        text.contains("move 2 of 24: b3-c5, given"),
        "a given move's caption"
    );
    assert!(
        text.contains("move 3 of 24: c5-e4\""),
        "the first move found"
    );
}
