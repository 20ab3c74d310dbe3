//! `boardfig worksheet --prove`: the "prove it" exercises, read back from
//! the key's description, are checked apart from the generator: a knight's
//! path that a naive count finds no tour continuing, queens none attacking
//! another that `boardfig queens --place --count` finds no placement
//! completing, the rank or file a reason names checked by hand; the other
//! exercises keep exactly one completion; the same seed makes the same
//! bytes; a bad `--prove` exits 2 naming the flag.

use boardfig::{Board, Square};

use crate::harness::run;
use crate::worksheet::{continuations, described, names};

/// The reasons of a key's "prove it" exercises, by exercise (none for the
/// others).
fn reasons(svg: &str) -> Vec<Option<String>> {
    let start = svg.find("<desc>").unwrap() + "<desc>".len();
    let end = svg.find("</desc>").unwrap();
    svg[start..end]
        .lines()
        .filter(|line| line.contains(". Given: "))
        .map(|line| {
            line.split_once(". No completion: ")
                .map(|(_, reason)| reason.to_string())
        })
        .collect()
}

/// An exercise of a key: its given squares, its answer (empty for a
/// "prove it" exercise) and the reason none completes it.
type Keyed = ((Vec<Square>, Vec<Square>), Option<String>);

/// Writes a sheet and its key in a new folder with `args`: the key's
/// exercises and their reasons.
fn key(args: &[&str]) -> Vec<Keyed> {
    let dir = tempfile::tempdir().unwrap();
    let mut all = vec!["worksheet", "--svg", "s.svg", "--answers", "k.svg"];
    all.extend(args);
    run(all).in_dir(dir.path()).succeeds();
    let text = std::fs::read_to_string(dir.path().join("k.svg")).unwrap();
    described(&text).into_iter().zip(reasons(&text)).collect()
}

/// Whether two squares are a knight's move apart.
fn knight_move(a: Square, b: Square) -> bool {
    a.file.abs_diff(b.file) * a.rank.abs_diff(b.rank) == 2
}

/// Whether two queens attack each other.
fn attack(a: Square, b: Square) -> bool {
    a.rank == b.rank || a.file == b.file || a.file.abs_diff(b.file) == a.rank.abs_diff(b.rank)
}

#[test]
fn a_knight_prove_it_path_is_a_path_no_tour_continues() {
    let board: Board = "6x6".parse().unwrap();
    let exercises = key(&["--board", "6x6", "--prove", "3", "--seed", "4"]);
    assert_eq!(exercises.len(), 6);
    let proving = exercises.iter().filter(|(_, why)| why.is_some()).count();
    assert_eq!(proving, 3);
    for ((given, answer), why) in &exercises {
        assert_eq!(given.len(), 24);
        let expected = u64::from(why.is_none());
        assert_eq!(continuations(board, given), expected, "{}", names(given));
        if let Some(why) = why {
            assert!(answer.is_empty());
            assert!(given.windows(2).all(|pair| knight_move(pair[0], pair[1])));
            let mut seen = given.clone();
            seen.sort_by_key(|sq| (sq.rank, sq.file));
            seen.dedup();
            assert_eq!(seen.len(), given.len());
            let last = given.last().unwrap().to_string();
            assert!(
                why.starts_with(&format!("with the knight on {last}")),
                "{why}"
            );
        }
    }
}

#[test]
fn a_queens_prove_it_position_has_no_completion_and_no_attacking_pair() {
    let exercises = key(&[
        "--puzzle", "queens", "--clues", "4", "--prove", "3", "--seed", "3",
    ]);
    assert_eq!(exercises.iter().filter(|(_, why)| why.is_some()).count(), 3);
    for ((given, _), why) in &exercises {
        // A count of 0 exits 1, as a search that finds nothing does.
        let (code, expected) = if why.is_some() {
            (1, "0\n")
        } else {
            (0, "1\n")
        };
        run(["queens", "--n", "8", "--place", &names(given), "--count"])
            .exits(code)
            .stdout_is(expected);
        let Some(why) = why else { continue };
        for (k, &a) in given.iter().enumerate() {
            assert!(given[k + 1..].iter().all(|&b| !attack(a, b)), "{why}");
        }
        // A rank or file named: no queen on it, every square attacked.
        let line: Option<Vec<Square>> = if let Some(rest) = why.strip_prefix("rank ") {
            let rank: u32 = rest.split(' ').next().unwrap().parse::<u32>().unwrap() - 1;
            Some((0..8).map(|file| Square { file, rank }).collect())
        } else if let Some(rest) = why.strip_prefix("file ") {
            let file = u32::from(rest.as_bytes()[0] - b'a');
            Some((0..8).map(|rank| Square { file, rank }).collect())
        } else {
            None
        };
        if let Some(line) = line {
            assert!(line.iter().all(|sq| !given.contains(sq)), "{why}");
            assert!(
                line.iter().all(|&sq| given.iter().any(|&q| attack(q, sq))),
                "{why}"
            );
        }
    }
}

#[test]
fn the_same_seed_makes_the_same_prove_it_sheet() {
    let dir = tempfile::tempdir().unwrap();
    let sheet = |file: &str| {
        run([
            "worksheet",
            "--puzzle",
            "queens",
            "--clues",
            "4",
            "--prove",
            "2",
            "--seed",
            "8",
            "--answers",
            file,
            "--svg",
            "s.svg",
            "--quiet",
        ])
        .in_dir(dir.path())
        .succeeds();
        std::fs::read(dir.path().join(file)).unwrap()
    };
    assert_eq!(sheet("a.svg"), sheet("b.svg"));
}

#[test]
fn a_bad_prove_exits_2_naming_the_flag_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    for (args, flag) in [
        (
            &["--count", "3", "--prove", "4", "--pdf", "x.pdf"][..],
            "--prove",
        ),
        (
            &[
                "--puzzle", "queens", "--clues", "1", "--count", "1", "--prove", "1", "--pdf",
                "x.pdf",
            ],
            "--prove",
        ),
        (
            &["--clues", "1", "--prove", "1", "--pdf", "x.pdf"],
            "--clues",
        ),
    ] {
        let mut all = vec!["worksheet"];
        all.extend(args);
        run(all)
            .in_dir(dir.path())
            .fails_with(2, flag)
            .leaves_no_files();
    }
}
