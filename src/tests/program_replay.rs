//! The programs beside search figures run: each Python and C listing is
//! executed (python3 with a line tracer; the C one compiled by gcc with a
//! call logging each role line), and the lines it executes that a trace
//! event names are exactly, in order, the lines the figure lights for the
//! trace's events. What it prints is the answer boardfig gives. The
//! pseudocode has the Python listing's roles in the same order.

use crate::words::Lang;
use std::path::Path;
use std::process::Command;

use crate::knight::TourSpec;
use crate::knight::moves::MoveOrder;
use crate::program::{self, Language, Listing, Prune};
use crate::trace::{Event, Recorder, Trace};

/// The listing line (from 1) of each event of a knight's trace.
fn knight_lines(listing: &Listing, events: &[Event]) -> Vec<usize> {
    let mut depth = 0usize;
    events
        .iter()
        .map(|&event| {
            let role = program::knight_role(event, depth);
            match event {
                Event::Enter(_) => depth += 1,
                Event::Leave(_) => depth -= 1,
                _ => {}
            }
            listing
                .line(role)
                .unwrap_or_else(|| panic!("no line for {role:?}"))
                + 1
        })
        .collect()
}

/// The listing line (from 1) of each event of a queens trace.
fn queens_lines(listing: &Listing, events: &[Event]) -> Vec<usize> {
    events
        .iter()
        .map(|&event| listing.line(program::queens_role(event)).unwrap() + 1)
        .collect()
}

/// The role lines (from 1) of a listing.
fn role_lines(listing: &Listing) -> Vec<usize> {
    let mut lines: Vec<usize> = (0..listing.lines.len())
        .filter(|&k| {
            [
                program::Role::Start,
                program::Role::Found,
                program::Role::OffBoard,
                program::Role::Visited,
                program::Role::Enter,
                program::Role::Undo,
                program::Role::NotFound,
                program::Role::Attacked,
                program::Role::Place,
                program::Role::Lift,
            ]
            .iter()
            .any(|&role| listing.line(role) == Some(k))
        })
        .map(|k| k + 1)
        .collect();
    lines.dedup();
    lines
}

/// What a program run printed and the role lines it executed, in order.
struct Ran {
    stdout: String,
    lines: Vec<usize>,
}

/// Runs a Python listing with a tracer that notes each role line it
/// executes.
fn run_python(listing: &Listing, dir: &Path) -> Ran {
    let program = dir.join("program.py");
    std::fs::write(&program, listing.text()).unwrap();
    let tracer = r#"
import sys
path, wanted = sys.argv[1], set(int(n) for n in sys.argv[2].split(","))
source = open(path).read()
seen = []
def trace(frame, event, arg):
    if frame.f_code.co_filename == path and event == "line" and frame.f_lineno in wanted:
        seen.append(frame.f_lineno)
    return trace
sys.setrecursionlimit(10000)
sys.settrace(trace)
exec(compile(source, path, "exec"), {"__name__": "__main__"})
sys.settrace(None)
sys.stderr.write(",".join(map(str, seen)))
"#;
    let wanted: Vec<String> = role_lines(listing)
        .iter()
        .map(ToString::to_string)
        .collect();
    let out = Command::new("python3")
        .args(["-c", tracer])
        .arg(&program)
        .arg(wanted.join(","))
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines = String::from_utf8(out.stderr).unwrap();
    Ran {
        stdout: String::from_utf8(out.stdout).unwrap(),
        lines: lines
            .split(',')
            .filter(|s| !s.is_empty())
            .map(|n| n.parse().unwrap())
            .collect(),
    }
}

/// Compiles and runs a C listing, each role line first writing its
/// number (the statement wrapped in a block with the call, on the same
/// line, so that the listing's lines keep their numbers).
fn run_c(listing: &Listing, dir: &Path) -> Ran {
    let wanted = role_lines(listing);
    let source: String = listing
        .lines
        .iter()
        .enumerate()
        .map(|(k, line)| {
            if wanted.contains(&(k + 1)) {
                let indent = line.len() - line.trim_start().len();
                format!(
                    "{}{{ fprintf(stderr, \"%d,\", {}); {} }}\n",
                    &line[..indent],
                    k + 1,
                    line.trim_start()
                )
            } else {
                format!("{line}\n")
            }
        })
        .collect();
    let program = dir.join("program.c");
    let binary = dir.join("program");
    std::fs::write(&program, source).unwrap();
    let built = Command::new("gcc")
        .args(["-O1", "-w", "-o"])
        .arg(&binary)
        .arg(&program)
        .output()
        .expect("gcc runs");
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let out = Command::new(&binary).output().unwrap();
    assert!(out.status.success());
    let lines = String::from_utf8(out.stderr).unwrap();
    Ran {
        stdout: String::from_utf8(out.stdout).unwrap(),
        lines: lines
            .split(',')
            .filter(|s| !s.is_empty())
            .map(|n| n.parse().unwrap())
            .collect(),
    }
}

/// A knight's spec.
fn spec(board: &str, start: &str, end: Option<&str>, closed: bool, order: &str) -> TourSpec {
    TourSpec {
        board: board.parse().unwrap(),
        start: start.parse().unwrap(),
        end: end.map(|e| e.parse().unwrap()),
        closed,
        order: MoveOrder::preset(order).unwrap(),
    }
}

/// The numbers a program printed, whitespace apart.
fn numbers(text: &str) -> Vec<i64> {
    text.split_whitespace()
        .filter_map(|word| word.parse().ok())
        .collect()
}

#[test]
fn the_knight_s_programs_execute_the_lines_the_figures_light() {
    let dir = tempfile::tempdir().unwrap();
    for (spec, first) in [
        (spec("5x5", "a1", None, false, "textbook"), 1),
        (spec("3x4", "a1", None, false, "textbook"), 0),
        (spec("4x3", "b1", None, false, "listed"), 1),
        (spec("3x4", "a1", None, true, "textbook"), 1),
        (spec("4x5", "a1", Some("d5"), false, "sweep"), 1),
        (spec("3x3", "a1", None, false, "textbook"), 1),
    ] {
        let mut trace = Trace::with_limit(usize::MAX);
        let (outcome, stats) = crate::knight::plain::first_tour(&spec, u64::MAX, &mut trace);
        for language in [Language::Python, Language::C] {
            let listing = program::knight(&spec, first, Prune::Plain, (language, Lang::En));
            let expected = knight_lines(&listing, &trace.events);
            let ran = match language {
                Language::Python => run_python(&listing, dir.path()),
                _ => run_c(&listing, dir.path()),
            };
            assert_eq!(ran.lines.len(), expected.len(), "{spec:?} {language:?}");
            assert!(
                ran.lines == expected,
                "{spec:?} {language:?}: the lines differ"
            );
            // The program makes as many calls as the search has nodes, and
            // prints the tour's step numbers, rank 1's row first.
            let calls = ran
                .lines
                .iter()
                .filter(|&&l| Some(l - 1) == listing.line(program::Role::Enter))
                .count() as u64;
            assert_eq!(calls + 1, stats.nodes, "{spec:?} {language:?}");
            match &outcome {
                crate::Outcome::Found(tour) => {
                    let steps: Vec<i64> = crate::text::tour_steps(tour, first)
                        .into_iter()
                        .flatten()
                        .map(|n| n as i64)
                        .collect();
                    assert_eq!(numbers(&ran.stdout), steps, "{spec:?} {language:?}");
                }
                _ => assert!(ran.stdout.contains("Not Found"), "{spec:?} {language:?}"),
            }
        }
    }
}

#[test]
fn the_queens_programs_execute_the_lines_the_figures_light() {
    let dir = tempfile::tempdir().unwrap();
    for n in [3, 4, 5, 6] {
        for all in [false, true] {
            let want = if all {
                crate::queens::backtrack::Want::All
            } else {
                crate::queens::backtrack::Want::First
            };
            let mut trace = Trace::with_limit(usize::MAX);
            let _ = crate::queens::backtrack::solve(
                n,
                want,
                u64::MAX,
                Some(&mut trace as &mut dyn Recorder),
            );
            for language in [Language::Python, Language::C] {
                let listing = program::queens(n, all, language);
                let expected = queens_lines(&listing, &trace.events);
                let ran = match language {
                    Language::Python => run_python(&listing, dir.path()),
                    _ => run_c(&listing, dir.path()),
                };
                assert!(
                    ran.lines == expected,
                    "{n} {all} {language:?}: the lines differ"
                );
            }
        }
    }
}

#[test]
fn the_pseudocode_has_the_python_s_roles_in_its_order() {
    let roles_in_order = |listing: &Listing| {
        let mut roles: Vec<(usize, String)> = (0..listing.lines.len())
            .flat_map(|k| {
                [
                    program::Role::Start,
                    program::Role::Found,
                    program::Role::OffBoard,
                    program::Role::Visited,
                    program::Role::Forced,
                    program::Role::EndSquare,
                    program::Role::Cut,
                    program::Role::Enter,
                    program::Role::Undo,
                    program::Role::NotFound,
                    program::Role::StartCut,
                    program::Role::Attacked,
                    program::Role::Place,
                    program::Role::Lift,
                ]
                .into_iter()
                .filter(move |&role| listing.line(role) == Some(k))
                .map(move |role| (k, format!("{role:?}")))
            })
            .collect();
        roles.sort();
        roles.into_iter().map(|(_, r)| r).collect::<Vec<_>>()
    };
    let with_end = spec("5x6", "a1", Some("e6"), false, "textbook");
    for spec in [
        spec("5x5", "a1", None, false, "textbook"),
        spec("6x6", "a1", None, true, "textbook"),
        with_end,
    ] {
        for prune in [Prune::Plain, Prune::Pruned] {
            let python = program::knight(&spec, 1, prune, (Language::Python, Lang::En));
            for language in [Language::C, Language::Pseudocode] {
                let other = program::knight(&spec, 1, prune, (language, Lang::En));
                assert_eq!(
                    roles_in_order(&other),
                    roles_in_order(&python),
                    "{language:?} {prune:?}"
                );
            }
        }
    }
    for all in [false, true] {
        let python = program::queens(6, all, Language::Python);
        for language in [Language::C, Language::Pseudocode] {
            let other = program::queens(6, all, language);
            assert_eq!(
                roles_in_order(&other),
                roles_in_order(&python),
                "{language:?}"
            );
        }
    }
}

#[test]
fn the_frames_light_every_event_s_line_once_in_order() {
    use crate::figure::frames::search_moments;
    use crate::figure::moments::Puzzle;
    for (spec, prune) in [
        (spec("5x5", "a1", None, false, "textbook"), Prune::Plain),
        (spec("5x5", "a1", None, false, "textbook"), Prune::Pruned),
        (spec("6x6", "b1", None, true, "textbook"), Prune::Pruned),
        (
            spec("5x6", "a1", Some("e6"), false, "textbook"),
            Prune::Pruned,
        ),
    ] {
        let mut trace = Trace::with_limit(usize::MAX);
        match prune {
            Prune::Plain => {
                let _ = crate::knight::plain::first_tour(&spec, u64::MAX, &mut trace);
            }
            Prune::Pruned => {
                let _ = crate::knight::backtrack::first_tour(&spec, u64::MAX, Some(&mut trace));
            }
        }
        let listing = program::knight(&spec, 1, prune, (Language::Python, Lang::En));
        let expected = knight_lines(&listing, &trace.events);
        let lit: Vec<usize> = search_moments(Lang::En, Puzzle::Knight, spec.board, &trace)
            .iter()
            .flat_map(|m| m.roles.clone())
            .map(|role| listing.line(role).unwrap() + 1)
            .collect();
        assert!(lit == expected, "{spec:?} {prune:?}");
    }
    let mut trace = Trace::with_limit(usize::MAX);
    let _ = crate::queens::backtrack::solve(
        6,
        crate::queens::backtrack::Want::All,
        u64::MAX,
        Some(&mut trace as &mut dyn Recorder),
    );
    let listing = program::queens(6, true, Language::C);
    let board = crate::Board::new(6, 6).unwrap();
    let lit: Vec<usize> = search_moments(Lang::En, Puzzle::Queens, board, &trace)
        .iter()
        .flat_map(|m| m.roles.clone())
        .map(|role| listing.line(role).unwrap() + 1)
        .collect();
    assert!(lit == queens_lines(&listing, &trace.events));
}
