//! `boardfig queens` as a user meets it: answers, formats, exit codes and
//! errors.

use boardfig::testing::queens::check_placement;

use crate::harness::run;

fn stdout_of(args: &[&str]) -> String {
    run(args).succeeds().stdout().to_string()
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
        // The reason on stderr, as the knight gives it, whichever way
        // the answer is asked for.
        let ran = run(["queens", "--n", n])
            .exits(1)
            .stdout_is("Not Found\n")
            .stderr_contains("boardfig: no placement: ");
        assert_eq!(ran.stderr().lines().count(), 1, "{}", ran.stderr());
        run(["queens", "--n", n, "--all"])
            .exits(1)
            .stderr_contains("boardfig: no placement: the search was exhausted");
        run(["queens", "--n", n, "--method", "construct"])
            .exits(1)
            .stderr_contains(&format!("no placement of {n} queens exists"));
    }
}

#[test]
fn bad_input_is_one_line_exit_2_nothing_on_stdout() {
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["queens", "--n", "0"], "--n"),
        (vec!["queens", "--n", "-3"], "-3"),
        (vec!["queens", "--n", "eight"], "eight"),
        (vec!["queens", "--n", "30", "--count"], "30"),
        (vec!["queens", "--fundamental"], "--fundamental"),
    ];
    for (args, named) in cases {
        run(args).fails_with(2, named).stdout_is("");
    }
}

#[test]
fn queens_default_is_the_first_solution_or_says_it_constructs() {
    assert_eq!(
        stdout_of(&["queens", "--n", "20"]),
        "1 3 5 2 4 13 15 12 18 20 17 9 16 19 8 10 7 14 6 11\n"
    );
    let ran = run(["queens", "--n", "65", "--format", "json"])
        .succeeds()
        .stdout_contains(r#""method":"construct""#)
        .stderr_contains("construction");
    assert!(ran.stderr().starts_with("note: "), "{}", ran.stderr());
}

#[test]
fn placed_queens_are_completed_first_all_and_counted() {
    let first = run(["queens", "--n", "8", "--place", "a1 e2"]).succeeds();
    assert_eq!(first.stdout().trim(), "1 5 8 6 3 7 2 4");
    let all = run(["queens", "--n", "8", "--place", "a1", "--all"]).succeeds();
    let lines: Vec<&str> = all.stdout().lines().collect();
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert!(lines.iter().all(|line| line.starts_with("1 ")));
    for line in &lines {
        let columns: Vec<u32> = line
            .split_whitespace()
            .map(|c| c.parse::<u32>().unwrap() - 1)
            .collect();
        check_placement(8, &columns).unwrap();
    }
    run(["queens", "--n", "8", "--place", "a1", "--count"])
        .succeeds()
        .stdout_is("4\n");
}

#[test]
fn placed_queens_that_attack_each_other_are_named() {
    run(["queens", "--n", "8", "--place", "a1 c3"])
        .exits(1)
        .stderr_contains("the queens given on a1 and c3 attack each other");
    run(["queens", "--n", "6", "--place", "a1"])
        .exits(1)
        .stderr_contains("the search was exhausted");
}

#[test]
fn bad_placed_queens_are_refused_naming_the_flag() {
    run(["queens", "--n", "8", "--place", "a1 a1"])
        .fails_with(2, "--place `a1 a1`: a1 comes twice");
    run(["queens", "--n", "5", "--place", "f1"]).fails_with(2, "not on the 5x5 board");
    run([
        "queens",
        "--n",
        "8",
        "--place",
        "a1",
        "--fundamental",
        "--all",
    ])
    .fails_with(2, "--fundamental");
    run([
        "queens",
        "--n",
        "8",
        "--place",
        "a1",
        "--method",
        "construct",
    ])
    .fails_with(2, "--method `construct`");
}
