//! `boardfig worksheet`: the same seed makes the same bytes; every
//! exercise of a sheet, read back from its key's description, is checked
//! apart from the generator (the validators, a naive count of the tours
//! that continue the given squares, `boardfig queens --place --count`);
//! bad flags exit 2 naming the flag and write nothing; a PDF of 7
//! exercises has two pages of the paper asked.

use std::path::Path;

use boardfig::testing::knight::check_tour;
use boardfig::testing::queens::check_placement;
use boardfig::{Board, Square};

use crate::harness::run;
use crate::tools;

/// The exercises a page's description lists: each exercise's given
/// squares and, in a key, its answer (none for a "prove it" exercise).
pub(crate) fn described(svg: &str) -> Vec<(Vec<Square>, Vec<Square>)> {
    let start = svg.find("<desc>").unwrap() + "<desc>".len();
    let end = svg.find("</desc>").unwrap();
    let squares = |text: &str| -> Vec<Square> {
        text.split_whitespace()
            .map(|s| s.trim_end_matches('.').parse().unwrap())
            .collect()
    };
    svg[start..end]
        .lines()
        .filter_map(|line| line.split_once(". Given: "))
        .map(|(_, rest)| {
            let rest = rest
                .split_once(". No completion: ")
                .map_or(rest, |(given, _)| given);
            match rest.split_once(". Answer: ") {
                Some((given, answer)) => (squares(given), squares(answer)),
                None => (squares(rest), Vec::new()),
            }
        })
        .collect()
}

/// The number of tours that continue `given` (a path), counted by plain
/// search.
pub(crate) fn continuations(board: Board, given: &[Square]) -> u64 {
    fn go(board: Board, seen: &mut Vec<Square>) -> u64 {
        if seen.len() == board.area() {
            return 1;
        }
        let at = *seen.last().unwrap();
        let mut count = 0;
        for (df, dr) in [
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ] {
            let (f, r) = (at.file as i32 + df, at.rank as i32 + dr);
            if f < 0 || r < 0 || f >= board.files as i32 || r >= board.ranks as i32 {
                continue;
            }
            let to = Square {
                file: f as u32,
                rank: r as u32,
            };
            if !seen.contains(&to) {
                seen.push(to);
                count += go(board, seen);
                seen.pop();
            }
        }
        count
    }
    go(board, &mut given.to_vec())
}

pub(crate) fn names(squares: &[Square]) -> String {
    let names: Vec<String> = squares.iter().map(ToString::to_string).collect();
    names.join(" ")
}

#[test]
fn the_same_seed_makes_the_same_sheet_and_another_seed_another() {
    let dir = tempfile::tempdir().unwrap();
    let sheet = |seed: &str, file: &str| {
        run(["worksheet", "--seed", seed, "--pdf", file, "--quiet"])
            .in_dir(dir.path())
            .succeeds();
        std::fs::read(dir.path().join(file)).unwrap()
    };
    assert_eq!(sheet("5", "a.pdf"), sheet("5", "b.pdf"));
    assert_ne!(sheet("5", "a.pdf"), sheet("6", "c.pdf"));
    let svg = |file: &str| {
        run([
            "worksheet",
            "--puzzle",
            "queens",
            "--seed",
            "9",
            "--svg",
            file,
        ])
        .in_dir(dir.path())
        .succeeds();
        std::fs::read(dir.path().join(file)).unwrap()
    };
    assert_eq!(svg("q1.svg"), svg("q2.svg"));
}

#[test]
fn every_knight_exercise_has_exactly_one_completion_and_its_key_is_a_tour() {
    for (board, given) in [("5x5", "14"), ("6x6", "24")] {
        let dir = tempfile::tempdir().unwrap();
        run([
            "worksheet",
            "--board",
            board,
            "--clues",
            given,
            "--seed",
            "3",
            "--svg",
            "s.svg",
            "--answers",
            "k.svg",
        ])
        .in_dir(dir.path())
        .succeeds();
        let read = |file: &str| std::fs::read_to_string(dir.path().join(file)).unwrap();
        let sheet = described(&read("s.svg"));
        let key = described(&read("k.svg"));
        assert_eq!(key.len(), 6);
        let board: Board = board.parse().unwrap();
        let k: usize = given.parse().unwrap();
        for ((shown, _), (given, tour)) in sheet.iter().zip(&key) {
            assert_eq!(shown, given);
            assert_eq!(given.len(), k);
            check_tour(board, tour, tour[0], None, false).unwrap();
            assert_eq!(&tour[..k], &given[..]);
            assert_eq!(continuations(board, given), 1, "{}", names(given));
        }
    }
}

#[test]
fn every_queens_exercise_has_exactly_one_completion() {
    let dir = tempfile::tempdir().unwrap();
    run([
        "worksheet",
        "--puzzle",
        "queens",
        "--n",
        "8",
        "--clues",
        "3",
        "--lang",
        "en",
        "--svg",
        "s.svg",
        "--answers",
        "k.svg",
    ])
    .in_dir(dir.path())
    .succeeds();
    let key = described(&std::fs::read_to_string(dir.path().join("k.svg")).unwrap());
    assert_eq!(key.len(), 6);
    for (given, queens) in &key {
        let mut columns = vec![0; 8];
        for sq in queens {
            columns[sq.rank as usize] = sq.file;
        }
        check_placement(8, &columns).unwrap();
        assert!(given.iter().all(|sq| queens.contains(sq)));
        run(["queens", "--n", "8", "--place", &names(given), "--count"])
            .succeeds()
            .stdout_is("1\n");
    }
}

#[test]
fn bad_flags_exit_2_naming_the_flag_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    for (args, flag) in [
        (&["--clues", "0", "--pdf", "x.pdf"][..], "--clues"),
        (&["--clues", "36", "--pdf", "x.pdf"], "--clues"),
        (&["--board", "9x9", "--pdf", "x.pdf"], "--board"),
        (
            &["--puzzle", "queens", "--n", "13", "--pdf", "x.pdf"],
            "--n",
        ),
        (&["--count", "0", "--pdf", "x.pdf"], "--count"),
        (&["--count", "7", "--svg", "x.svg"], "--svg"),
        (
            &["--count", "7", "--pdf", "x.pdf", "--answers", "k.svg"],
            "--answers",
        ),
        (
            &["--board", "5x5", "--clues", "2", "--pdf", "x.pdf"],
            "--clues",
        ),
        (
            &["--puzzle", "queens", "--board", "6x6", "--pdf", "x.pdf"],
            "--board",
        ),
        (&["--paper", "a3", "--pdf", "x.pdf"], "--paper"),
        (&[][..], "--pdf"),
    ] {
        let mut all = vec!["worksheet"];
        all.extend(args);
        run(all)
            .in_dir(dir.path())
            .fails_with(2, flag)
            .leaves_no_files();
    }
}

#[test]
fn seven_exercises_make_two_pages_of_the_paper_asked() {
    let Some(_) = tools::all(&["pdfinfo"], "poppler-utils") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    run([
        "worksheet",
        "--count",
        "7",
        "--paper",
        "letter",
        "--pdf",
        "s.pdf",
    ])
    .in_dir(dir.path())
    .succeeds();
    let info = std::process::Command::new("pdfinfo")
        .arg("s.pdf")
        .current_dir(dir.path())
        .output()
        .unwrap();
    let info = String::from_utf8(info.stdout).unwrap();
    assert!(info.contains("Pages:           2"), "{info}");
    assert!(info.contains("612 x 792 pts"), "{info}");
    assert!(Path::new(&dir.path().join("s.pdf")).exists());
}
