//! The explorer's "Your turn" view in Chromium and Firefox: a student's
//! path opened by its address, and what the page says of it (the rule
//! that proves a dead end, its squares and words; the hint, the next
//! move of the textbook program) against `boardfig knight --path`, in
//! English and in Vietnamese; clicks, keys, undo and redo; a finished
//! tour beside the textbook's; the view whole on a phone and a projector.

use std::path::Path;
use std::process::Command;

use serde_json::{Value, json};

use crate::walks::{Lcg, name, walk};
use crate::{Browser, PHONE, PROJECTOR, drive, explorer_view_fits, in_each_browser, visit};

/// An explorer page in `lang`, written into `dir`.
fn explorer(dir: &Path, lang: &str) -> std::path::PathBuf {
    let page = dir.join(format!("explorer-{lang}.html"));
    let status = Command::new(env!("CARGO_BIN_EXE_boardfig"))
        .args(["explore", "--quiet", "--lang", lang, "--html"])
        .arg(&page)
        .status()
        .unwrap();
    assert!(status.success());
    page
}

/// A position the student could reach: the board, its path, an end
/// square or closed.
struct Position {
    files: usize,
    ranks: usize,
    path: Vec<String>,
    end: Option<String>,
    closed: bool,
}

impl Position {
    /// The page's address of the position in "Your turn".
    fn address(&self) -> String {
        let mut parts = vec![
            format!("board={}x{}", self.files, self.ranks),
            format!("start={}", self.path[0]),
        ];
        if let Some(end) = &self.end {
            parts.push(format!("end={end}"));
        }
        if self.closed {
            parts.push("closed".into());
        }
        parts.push("method=textbook".into());
        parts.push("view=try".into());
        parts.push(format!("path={}", self.path.join(".")));
        format!("#{}", parts.join("&"))
    }

    /// `boardfig knight` with the position's board, path, end and
    /// closing, then `more`.
    fn knight(&self, more: &[&str]) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_boardfig"));
        command
            .args([
                "knight",
                "--board",
                &format!("{}x{}", self.files, self.ranks),
            ])
            .args(["--path", &self.path.join(" ")])
            .args(more);
        if let Some(end) = &self.end {
            command.args(["--end", end]);
        }
        if self.closed {
            command.arg("--closed");
        }
        command
    }

    /// `boardfig knight --path` for the position, and what it printed as
    /// JSON (None where its budget ran out).
    fn command_line(&self) -> Option<Value> {
        let args = [
            "--method",
            "backtrack",
            "--budget",
            "3000000",
            "--format",
            "json",
        ];
        let out = self.knight(&args).output().unwrap();
        if out.status.code() == Some(3) {
            return None;
        }
        assert!(
            out.status.code().unwrap() < 2,
            "{} {args:?}: {}",
            self.address(),
            String::from_utf8_lossy(&out.stderr)
        );
        Some(serde_json::from_slice(&out.stdout).unwrap())
    }

    /// The words of the figure `boardfig knight --path --svg` draws for
    /// the position in `lang`: its description.
    fn figure_words(&self, lang: &str, dir: &Path) -> String {
        let svg = dir.join("position.svg");
        let svg_arg = svg.display().to_string();
        self.knight(&["--lang", lang, "--svg", &svg_arg])
            .output()
            .unwrap();
        std::fs::read_to_string(&svg).unwrap_or_default()
    }
}

/// Positions on the default page's boards (with end squares where it
/// offers them), drawn by a fixed rule; walks that pass over their end square
/// are left out (the page refuses them, as the command line does).
fn positions() -> Vec<Position> {
    let mut rng = Lcg(3232);
    let boards = [(5, 5), (6, 6), (7, 7)];
    let mut found = Vec::new();
    for k in 0..100 {
        let (files, ranks) = boards[k % boards.len()];
        let area = files * ranks;
        let length = 2 + rng.below(area * 2 / 3);
        let squares = walk(&mut rng, files, ranks, length, k % 2 == 0);
        let closed = k % 5 == 1 && area % 2 == 0;
        let end = (k % 5 == 3 && area <= 36)
            .then(|| rng.below(area))
            .filter(|e| !squares.contains(e));
        found.push(Position {
            files,
            ranks,
            path: squares.iter().map(|&k| name(files, k)).collect(),
            end: end.map(|e| name(files, e)),
            closed,
        });
    }
    found
}

/// What the page shows for each position: its root's attributes, the
/// reason under the board, and the caption (once the hint is asked, if
/// `hints`).
fn page_says(browser: &Browser, page: &Path, positions: &[Position], hints: bool) -> Vec<Value> {
    let mut actions = Vec::new();
    for p in positions {
        actions.extend([
            json!({ "hash": p.address() }),
            json!({ "attrs": ["data-path", "data-turn", "data-cut"] }),
            json!({ "text": "#reason" }),
        ]);
        if hints {
            actions.push(json!({ "click": "#ask" }));
        }
        actions.push(json!({ "text": "#caption" }));
    }
    let outcomes = drive(browser, &[visit(page, "#view=try", &Value::Array(actions))]);
    let outcome = &outcomes[0];
    assert!(
        outcome.problems.is_empty(),
        "{}: {:?}",
        browser.kind,
        outcome.problems
    );
    let results: Vec<&Value> = outcome.results.iter().filter(|r| !r.is_null()).collect();
    results
        .chunks(3)
        .map(|c| json!({ "attrs": c[0], "reason": c[1]["text"], "caption": c[2]["text"] }))
        .collect()
}

/// The words after a sentence's first colon, without its full stop: the
/// reason the page gives.
fn after_colon(text: &str) -> &str {
    let (_, rest) = text.split_once(": ").unwrap_or(("", text));
    rest.strip_suffix('.').unwrap_or(rest)
}

/// Every position's path, dead-end rule and squares, and hint (asked in
/// English) are the command line's; the dead end is worded as the command
/// line words it (its proof in English, its figure's description in
/// Vietnamese).
#[test]
fn your_turn_says_what_boardfig_knight_path_says() {
    let dir = tempfile::tempdir().unwrap();
    let pages = [
        ("en", explorer(dir.path(), "en")),
        ("vi", explorer(dir.path(), "vi")),
    ];
    let positions = positions();
    let answers: Vec<Option<Value>> = positions.iter().map(Position::command_line).collect();
    in_each_browser(|browser| {
        let figures = tempfile::tempdir().unwrap();
        for (lang, page) in &pages {
            let hints = *lang == "en";
            let said = page_says(browser, page, &positions, hints);
            assert_eq!(said.len(), positions.len(), "{}", browser.kind);
            let (mut tours, mut dead, mut hinted) = (0, 0, 0);
            for ((p, cli), page) in positions.iter().zip(&answers).zip(&said) {
                let at = format!("{} {lang} {}", browser.kind, p.address());
                let attrs = &page["attrs"];
                assert_eq!(attrs["data-path"], p.path.join(" "), "{at}");
                let reason = page["reason"].as_str().unwrap();
                let caption = page["caption"].as_str().unwrap();
                let Some(cli) = cli else { continue };
                if let Some(cut) = cli.get("dead_end") {
                    dead += 1;
                    let squares: Vec<&str> = cut["squares"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|s| s.as_str().unwrap())
                        .collect();
                    let expected =
                        format!("{} {}", cut["rule"].as_str().unwrap(), squares.join(" "));
                    assert_eq!(attrs["data-cut"], expected.trim(), "{at}");
                    assert_eq!(attrs["data-turn"], "dead", "{at}");
                    let words = after_colon(reason);
                    if *lang == "en" {
                        let proof = cli["proof"].as_str().unwrap();
                        assert!(proof.ends_with(words), "{at}: {reason} / {proof}");
                    } else {
                        let figure = p.figure_words(lang, figures.path());
                        assert!(figure.contains(words), "{at}: {reason}");
                    }
                    // The hint says the same dead end.
                    if hints {
                        assert_eq!(after_colon(caption), words, "{at}");
                    }
                } else if cli["found"] == true {
                    tours += 1;
                    assert_ne!(attrs["data-turn"], "dead", "{at}");
                    let next = cli["squares"][p.path.len()].as_str();
                    if let (Some(next), true) = (next, hints) {
                        hinted += 1;
                        let from = p.path.last().unwrap();
                        assert!(
                            caption.contains(&format!(" {from} "))
                                && caption.contains(&format!(" {next} ")),
                            "{at}: {caption}, expected {from} to {next}"
                        );
                    }
                } else {
                    assert_ne!(attrs["data-turn"], "tour", "{at}");
                }
            }
            assert!(
                tours > 15 && dead > 15 && (hinted > 15 || !hints),
                "{lang}: {tours} {dead} {hinted}"
            );
        }
    });
}

/// Clicks and keys: a square that is not a knight's move away and one on
/// the path are refused with the reason; a move, undo and redo by button
/// and by key; Enter on a square chosen with the arrows; a tour finished
/// by clicks is celebrated and shown beside the textbook's; the address
/// opens the same path again.
#[test]
fn your_turn_moves_refuses_undoes_and_finishes() {
    let dir = tempfile::tempdir().unwrap();
    let page = explorer(dir.path(), "en");
    // Warnsdorff's tour of 5x5 from a1: every square, and not the
    // textbook's, so the textbook's is shown beside it.
    let out = Command::new(env!("CARGO_BIN_EXE_boardfig"))
        .args([
            "knight",
            "--board",
            "5x5",
            "--start",
            "a1",
            "--method",
            "warnsdorff",
        ])
        .output()
        .unwrap();
    let tour: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .split_whitespace()
        .map(String::from)
        .collect();
    assert_eq!(tour.len(), 25);
    let square = |s: &str| json!({ "click": format!("#squares rect[data-square=\"{s}\"]") });
    let path = json!({ "attrs": ["data-path", "data-turn", "data-found"] });
    let caption = json!({ "text": "#caption" });
    let mut actions = vec![
        square("c3"),
        caption.clone(),
        square(&tour[1]),
        path.clone(),
        square("a1"),
        caption.clone(),
        json!({ "click": "#undo" }),
        path.clone(),
        json!({ "click": "#redo" }),
        path.clone(),
        json!({ "key": "Backspace" }),
        path.clone(),
        json!({ "key": "ArrowRight" }),
        json!({ "key": "ArrowUp" }),
        json!({ "key": "ArrowUp" }),
        json!({ "key": "Enter" }),
        path.clone(),
        json!({ "click": "#restart" }),
        path.clone(),
    ];
    for s in &tour[1..] {
        actions.push(square(s));
    }
    actions.extend([
        path.clone(),
        json!({ "visible": "#answer" }),
        json!({ "text": "#reason" }),
    ]);
    let visits = [visit(
        &page,
        "#board=5x5&start=a1&view=try",
        &Value::Array(actions),
    )];
    in_each_browser(|browser| {
        let outcome = &drive(browser, &visits)[0];
        assert!(
            outcome.problems.is_empty(),
            "{}: {:?}",
            browser.kind,
            outcome.problems
        );
        let r: Vec<&Value> = outcome.results.iter().filter(|r| !r.is_null()).collect();
        let at = browser.kind;
        assert_eq!(r[0]["text"], "c3 is not a knight's move from a1.", "{at}");
        assert_eq!(r[1]["data-path"], format!("a1 {}", tour[1]), "{at}");
        assert_eq!(
            r[2]["text"], "a1 is already on the path (square 1).",
            "{at}"
        );
        assert_eq!(r[3]["data-path"], "a1", "{at}: undo");
        assert_eq!(r[4]["data-path"], format!("a1 {}", tour[1]), "{at}: redo");
        assert_eq!(r[5]["data-path"], "a1", "{at}: Backspace");
        // From a1 (the keys' square after the undo), right and up twice:
        // b3, a knight's move.
        assert_eq!(r[6]["data-path"], "a1 b3", "{at}: keys");
        assert_eq!(r[7]["data-path"], "a1", "{at}: start again");
        assert_eq!(r[8]["data-path"], tour.join(" "), "{at}");
        assert_eq!(r[8]["data-turn"], "tour", "{at}");
        assert_eq!(r[8]["data-found"], "true", "{at}");
        assert_eq!(r[9], true, "{at}: the textbook's tour beside");
        let reason = r[10]["text"].as_str().unwrap();
        assert!(
            reason.starts_with("A tour: 24 moves")
                && reason.contains("the tour the textbook program finds from a1"),
            "{at}: {reason}"
        );
    });
}

/// On a phone and a projector the view shows the board, its buttons and
/// its reason whole, nothing wider than the window.
#[test]
fn your_turn_fits_a_phone_and_a_projector() {
    let dir = tempfile::tempdir().unwrap();
    let page = explorer(dir.path(), "vi");
    let fragment = "#board=5x5&start=a1&view=try&path=a1.b3.c5.d3";
    in_each_browser(|browser| {
        for size in [PHONE, PROJECTOR] {
            let fit =
                explorer_view_fits(browser, &page, fragment, size, &["#turn button", "#reason"]);
            let at = format!("{} {size:?}", browser.kind);
            assert!(fit.problems.is_empty(), "{at}: {:?}", fit.problems);
            let reason = fit.boxes[1][0];
            assert!(
                reason.width > 0.0 && reason.height > 0.0,
                "{at}: the reason shows"
            );
        }
    });
}

/// Queens in "Your turn": placements of non-attacking queens opened by
/// their address; the queens shown are those placed, the hint's square is
/// on the first free rank of `boardfig queens --place`'s first solution
/// (or the hint says none completes them where it prints "Not Found"),
/// and a rank the page says is blocked is one only where the command line
/// finds no completion. Then clicks: an attacked square refused naming
/// the queen, a queen lifted, undo, and the first solution of 4 queens
/// finished by clicks.
#[test]
fn your_turn_places_queens_as_boardfig_queens_place_completes() {
    let dir = tempfile::tempdir().unwrap();
    let page = explorer(dir.path(), "en");
    let mut rng = Lcg(1204);
    let mut cases = Vec::new();
    for k in 0..60 {
        let n = 4 + k % 5;
        let mut placed: Vec<(usize, usize)> = Vec::new();
        for _ in 0..=rng.below(3) {
            let (rank, file) = (rng.below(n), rng.below(n));
            if placed
                .iter()
                .all(|&(r, f)| r != rank && f != file && r.abs_diff(rank) != f.abs_diff(file))
            {
                placed.push((rank, file));
            }
        }
        let names: Vec<String> = placed.iter().map(|&(r, f)| name(n, r * n + f)).collect();
        let out = Command::new(env!("CARGO_BIN_EXE_boardfig"))
            .args(["queens", "--n", &n.to_string(), "--place", &names.join(" ")])
            .output()
            .unwrap();
        let columns: Vec<usize> = String::from_utf8(out.stdout)
            .unwrap()
            .split_whitespace()
            .filter_map(|c| c.parse().ok())
            .collect();
        cases.push((n, placed, names, out.status.code().unwrap(), columns));
    }
    let mut actions = Vec::new();
    for (n, _, names, _, _) in &cases {
        actions.extend([
            json!({ "hash": format!("#puzzle=queens&n={n}&view=try&place={}", names.join(".")) }),
            json!({ "attrs": ["data-q-place", "data-turn"] }),
            json!({ "click": "#ask" }),
            json!({ "text": "#caption" }),
        ]);
    }
    let square = |s: &str| json!({ "click": format!("#squares rect[data-square=\"{s}\"]") });
    let clicks = json!([
        square("a1"),
        square("b2"),
        { "text": "#caption" },
        square("a1"),
        { "attrs": ["data-q-place"] },
        square("b1"),
        square("d2"),
        square("a3"),
        { "click": "#undo" },
        { "attrs": ["data-q-place"] },
        square("a3"),
        square("c4"),
        { "attrs": ["data-q-place", "data-turn"] },
        { "text": "#reason" },
    ]);
    let visits = [
        visit(&page, "#puzzle=queens&view=try", &Value::Array(actions)),
        visit(&page, "#puzzle=queens&n=4&view=try&place=", &clicks),
    ];
    in_each_browser(|browser| {
        let outcomes = drive(browser, &visits);
        for outcome in &outcomes {
            assert!(
                outcome.problems.is_empty(),
                "{}: {:?}",
                browser.kind,
                outcome.problems
            );
        }
        let r: Vec<&Value> = outcomes[0]
            .results
            .iter()
            .filter(|r| !r.is_null())
            .collect();
        let (mut hinted, mut none) = (0, 0);
        for ((n, placed, names, code, columns), said) in cases.iter().zip(r.chunks(2)) {
            let at = format!("{} n={n} {}", browser.kind, names.join(" "));
            let mut shown: Vec<&str> = said[0]["data-q-place"]
                .as_str()
                .unwrap()
                .split_whitespace()
                .collect();
            let mut given: Vec<&str> = names.iter().map(String::as_str).collect();
            shown.sort_unstable();
            given.sort_unstable();
            assert_eq!(shown, given, "{at}");
            let caption = said[1]["text"].as_str().unwrap();
            if *code == 0 {
                assert_ne!(said[0]["data-turn"], "dead", "{at}");
                if placed.len() < *n {
                    let rank = (0..*n)
                        .find(|r| placed.iter().all(|&(p, _)| p != *r))
                        .unwrap();
                    let hint = name(*n, rank * n + columns[rank] - 1);
                    assert!(
                        caption.contains(&format!(" {hint}.")),
                        "{at}: {caption}, expected {hint}"
                    );
                    hinted += 1;
                }
            } else {
                assert_eq!(*code, 1, "{at}");
                assert!(
                    caption.starts_with("Hint: no placement completes"),
                    "{at}: {caption}"
                );
                none += 1;
            }
        }
        assert!(hinted > 20 && none > 3, "{hinted} {none}");
        let c: Vec<&Value> = outcomes[1]
            .results
            .iter()
            .filter(|r| !r.is_null())
            .collect();
        let at = browser.kind;
        assert_eq!(c[0]["text"], "b2 is attacked by the queen on a1.", "{at}");
        assert_eq!(c[1]["data-q-place"], "", "{at}: a1 lifted");
        assert_eq!(c[2]["data-q-place"], "b1 d2", "{at}: a3 undone");
        assert_eq!(c[3]["data-q-place"], "b1 d2 a3 c4", "{at}");
        assert_eq!(c[3]["data-turn"], "done", "{at}");
        assert_eq!(
            c[4]["text"],
            "4 queens, none attacking another. This is the textbook program's first solution.",
            "{at}"
        );
    });
}

/// Every solution of n queens, in the explorer's "all" view: the page
/// stores only the fundamental ones and unfolds the rest itself. For each
/// n the page offers by default, its number of solutions (OEIS A000170)
/// and, at the first, the last and up to 12 pseudo-random steps, the solution
/// shown is the one `boardfig queens --all` prints at that place.
#[test]
fn every_solution_the_page_unfolds_is_boardfig_queens_all() {
    const ALL: [usize; 9] = [2, 10, 4, 40, 92, 352, 724, 2680, 14_200];
    let dir = tempfile::tempdir().unwrap();
    let page = explorer(dir.path(), "en");
    let mut rng = Lcg(3212);
    let mut cases = Vec::new();
    let mut actions = Vec::new();
    for (k, &count) in ALL.iter().enumerate() {
        let n = k + 4;
        let out = Command::new(env!("CARGO_BIN_EXE_boardfig"))
            .args(["queens", "--n", &n.to_string(), "--all"])
            .output()
            .unwrap();
        let printed: Vec<String> = String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(String::from)
            .collect();
        assert_eq!(printed.len(), count, "n = {n}");
        let mut steps = vec![0, count - 1];
        steps.extend((0..12).map(|_| rng.below(count)));
        // A hash the page already has fires no change: each step once.
        steps.sort_unstable();
        steps.dedup();
        for step in steps {
            actions.push(json!({ "hash": format!("#puzzle=queens&n={n}&view=all&step={step}") }));
            actions.push(json!({ "attrs": ["data-q-columns", "data-steps", "data-step"] }));
            cases.push((n, step, count, printed[step].clone()));
        }
    }
    let visits = [visit(
        &page,
        "#puzzle=queens&n=4&view=all",
        &Value::Array(actions),
    )];
    in_each_browser(|browser| {
        let outcomes = drive(browser, &visits);
        assert!(
            outcomes[0].problems.is_empty(),
            "{}: {:?}",
            browser.kind,
            outcomes[0].problems
        );
        let said: Vec<&Value> = outcomes[0]
            .results
            .iter()
            .filter(|r| !r.is_null())
            .collect();
        assert_eq!(said.len(), cases.len());
        for ((n, step, count, printed), got) in cases.iter().zip(said) {
            let at = format!("{} n={n} step {step}", browser.kind);
            assert_eq!(got["data-steps"], count.to_string(), "{at}");
            assert_eq!(got["data-step"], step.to_string(), "{at}");
            assert_eq!(got["data-q-columns"], printed.as_str(), "{at}");
        }
    });
}
