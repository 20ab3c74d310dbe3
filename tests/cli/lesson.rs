//! The lesson's program through the binary: `--animate search` runs the
//! plain textbook backtracking by default (5x5 from a1: the lesson's 8,840
//! calls and its first tour; 6x6 from a1: 248,169 calls, drawn), says which
//! program it runs, shows the program with `--code`, draws `--numbers` and
//! `--degrees` on its frames, and writes nothing when a budget runs out.

use serde_json::Value;

use crate::harness::{gif_frames, run};

/// A search page's data: its frames' captions, in order.
fn page_captions(page: &str) -> Vec<String> {
    let open = "<script type=\"application/json\" id=\"boardfig-frames\">";
    let at = page.find(open).unwrap() + open.len();
    let end = at + page[at..].find("</script>").unwrap();
    let data: Value = serde_json::from_str(&page[at..end]).unwrap();
    serde_json::from_value(data["captions"].clone()).unwrap()
}

#[test]
fn the_lesson_s_program_finds_its_tour_after_its_calls() {
    for (board, calls) in [("5x5", "8,840"), ("6x6", "248,169")] {
        let page = run([
            "knight",
            "--board",
            board,
            "--animate",
            "search",
            "--html",
            "-",
            "-q",
        ])
        .succeeds()
        .stdout()
        .to_string();
        assert!(
            page.contains("by plain backtracking, the textbook program</h1>"),
            "{board}: the heading names the program"
        );
        let captions = page_captions(&page);
        let last = captions.last().unwrap();
        assert!(
            last.starts_with(&format!("tour found \u{b7} {calls} calls so far")),
            "{board}: {last}"
        );
        // It steps back: the lesson's board shows backtracking.
        assert!(captions.iter().any(|c| c.starts_with("back from ")));
        // The tour is the one the exact search (and the textbook) gives.
        let tour = run(["knight", "--board", board, "--method", "backtrack"]).succeeds();
        let squares: Vec<&str> = tour.stdout().split_whitespace().collect();
        let moves: Vec<String> = captions
            .iter()
            .rev()
            .take(4)
            .filter_map(|c| c.split(": ").nth(1))
            .filter_map(|m| m.split(' ').next())
            .map(str::to_string)
            .collect();
        let last_move = format!(
            "{}-{}",
            squares[squares.len() - 2],
            squares[squares.len() - 1]
        );
        assert!(moves.contains(&last_move), "{board}: {moves:?}");
    }
}

#[test]
fn the_pruned_search_says_it_is_not_the_textbook_program() {
    let page = run([
        "knight",
        "--board",
        "5x5",
        "--animate",
        "search",
        "--prune",
        "--html",
        "-",
        "-q",
    ])
    .succeeds()
    .stdout()
    .to_string();
    assert!(page.contains("backtracking with pruning rules the textbook program does not have"));
    assert!(!page.contains("plain backtracking, the textbook program</h1>"));
    assert!(
        page_captions(&page)
            .iter()
            .any(|c| c.contains("cut: ") || c.contains("skipped: "))
    );
}

#[test]
fn code_shows_the_program_on_pages_by_default_and_on_gifs_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    let base = [
        "knight",
        "--board",
        "5x5",
        "--animate",
        "search",
        "--cell",
        "20",
    ];
    let with = |extra: &[&str]| {
        let args: Vec<&str> = base.iter().chain(extra).copied().collect();
        run(args).in_dir(dir.path()).succeeds()
    };
    let page = with(&["--html", "-", "-q"]).stdout().to_string();
    assert!(page.contains("<h2 id=\"program-title\">The program (Python)</h2>"));
    assert!(page.contains("def solve(x, y, step):"));
    let c_page = with(&["--code", "c", "--html", "-", "-q"])
        .stdout()
        .to_string();
    assert!(c_page.contains("int solve(int x, int y, int step) {"));
    let none = with(&["--code", "none", "--html", "-", "-q"])
        .stdout()
        .to_string();
    assert!(!none.contains("id=\"program\""));
    with(&["--gif", "plain.gif", "-q"]);
    with(&["--gif", "code.gif", "--code", "pseudocode", "-q"]);
    let plain = std::fs::read(dir.path().join("plain.gif")).unwrap();
    let code = std::fs::read(dir.path().join("code.gif")).unwrap();
    assert_eq!(gif_frames(&plain), gif_frames(&code));
    let gif_width = |gif: &[u8]| u16::from_le_bytes([gif[6], gif[7]]);
    assert!(
        gif_width(&code) > gif_width(&plain) + 200,
        "the program beside the board"
    );
    // Without a search figure, --code has no effect, and says so.
    run([
        "knight", "--board", "5x5", "--code", "c", "--svg", "t.svg", "-q",
    ])
    .in_dir(dir.path())
    .succeeds()
    .stderr_contains("--code");
}

#[test]
fn numbers_and_degrees_are_drawn_on_the_search_frames() {
    let dir = tempfile::tempdir().unwrap();
    let mut gifs = Vec::new();
    for (name, extra) in [
        ("plain.gif", None),
        ("numbers.gif", Some("--numbers")),
        ("degrees.gif", Some("--degrees")),
    ] {
        let mut args = vec![
            "knight",
            "--board",
            "5x5",
            "--animate",
            "search",
            "--max-frames",
            "20",
            "--gif",
            name,
            "-q",
        ];
        args.extend(extra);
        let ran = run(args).in_dir(dir.path()).succeeds();
        assert!(!ran.stderr().contains("no effect"), "{}", ran.stderr());
        gifs.push(std::fs::read(dir.path().join(name)).unwrap());
    }
    assert_ne!(gifs[0], gifs[1], "--numbers changes the frames");
    assert_ne!(gifs[0], gifs[2], "--degrees changes the frames");
    assert_eq!(gif_frames(&gifs[0]), gif_frames(&gifs[1]));
}

#[test]
fn a_spent_drawing_budget_writes_nothing_and_says_what_to_raise() {
    let dir = tempfile::tempdir().unwrap();
    run([
        "knight",
        "--board",
        "6x6",
        "--animate",
        "search",
        "--budget",
        "100000",
        "--gif",
        "s.gif",
        "--html",
        "s.html",
        "--trace",
        "s.jsonl",
    ])
    .in_dir(dir.path())
    .fails_with(3, "--budget")
    .leaves_no_files();
}
