//! `boardfig explore`: the page's stored answers decoded here, apart from
//! its script, and checked: every tour by the validator and against the
//! solvers for the same choice, a sample against `boardfig knight` itself,
//! every replayed search against the search animation's captions; the
//! refusals of bad and too large `--sizes`.

use boardfig::testing::figure::{Lang, Puzzle, search_captions};
use boardfig::testing::knight::{Prune, check_tour, impossibility, watched_search};
use boardfig::{Board, KnightMethod, MoveOrder, Outcome, Square, TourSpec, solve_knight};
use serde_json::Value;

use crate::harness::run;

const DIGITS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The page `boardfig explore --sizes SIZES` writes, and its data.
fn explorer(sizes: &str) -> (String, Value) {
    let ran = run(["explore", "--sizes", sizes, "--html", "-"]).succeeds();
    let html = ran.stdout().to_string();
    let open = "<script type=\"application/json\" id=\"boardfig-explorer\">";
    let start = html.find(open).unwrap() + open.len();
    let end = start + html[start..].find("</script>").unwrap();
    let data = serde_json::from_str(&html[start..end]).unwrap();
    (html, data)
}

/// Reads the numbers of a stored text: five bits a digit, lowest first, a
/// digit of 32 or more followed by another.
struct Reader<'a> {
    text: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn number(&mut self) -> u64 {
        let (mut value, mut shift) = (0u64, 0);
        loop {
            let d = DIGITS
                .as_bytes()
                .iter()
                .position(|&c| c == self.text[self.at])
                .unwrap() as u64;
            self.at += 1;
            if d < 32 {
                return value | d << shift;
            }
            value |= (d - 32) << shift;
            shift += 5;
        }
    }

    fn done(&self) -> bool {
        self.at >= self.text.len()
    }

    /// A stored text: its lines, each a template with its slots filled.
    fn text(&mut self, board: Board, templates: &[Value]) -> Vec<String> {
        (0..self.number())
            .map(|_| {
                let template = templates[self.number() as usize].as_str().unwrap();
                template
                    .chars()
                    .map(|c| match c {
                        '\u{1}' => board.square(self.number() as usize).to_string(),
                        '\u{2}' => self.number().to_string(),
                        c => c.to_string(),
                    })
                    .collect()
            })
            .collect()
    }

    fn squares(&mut self, board: Board) -> Vec<Square> {
        (0..self.number())
            .map(|_| board.square(self.number() as usize))
            .collect()
    }
}

/// A stored answer, decoded.
#[derive(Debug, PartialEq)]
enum Stored {
    Tour(Vec<Square>),
    NotFound(String),
    Spent,
    Refused(String),
}

fn decode(board: Board, start: Square, entry: &str, data: &Value, reasons: &[Value]) -> Stored {
    let reason = |k: &str| {
        let text = reasons[k.parse::<usize>().unwrap()].as_str().unwrap();
        let mut r = Reader {
            text: text.as_bytes(),
            at: 0,
        };
        r.text(board, data["templates"].as_array().unwrap())
            .join("\n")
    };
    let steps: Vec<(i32, i32)> = serde_json::from_value(data["steps"].clone()).unwrap();
    match entry.split_at(1) {
        ("T", code) => {
            let mut squares = vec![start];
            let mut at = start;
            for k in 0..board.area() - 1 {
                let d = DIGITS.find(code.as_bytes()[k / 2] as char).unwrap();
                let (df, dr) = steps[if k % 2 == 0 { d & 7 } else { d >> 3 }];
                at = Square {
                    file: at.file.checked_add_signed(df).unwrap(),
                    rank: at.rank.checked_add_signed(dr).unwrap(),
                };
                squares.push(at);
            }
            Stored::Tour(squares)
        }
        ("N", k) => Stored::NotFound(reason(k)),
        ("R", k) => Stored::Refused(reason(k)),
        ("S", _) => Stored::Spent,
        other => panic!("unknown entry {other:?}"),
    }
}

/// The spec of a page's choice.
fn spec(board: Board, start: Square, end: Option<Square>, closed: bool, order: &str) -> TourSpec {
    TourSpec {
        board,
        start,
        end,
        closed,
        order: MoveOrder::preset(order).unwrap(),
    }
}

fn method_of(name: &str) -> KnightMethod {
    match name {
        "backtrack" => KnightMethod::Backtrack,
        "warnsdorff" => KnightMethod::Warnsdorff,
        "construct" => KnightMethod::Construct,
        other => panic!("method {other}"),
    }
}

/// The backtracking's budget the page gives `board`: the default one,
/// except 1,000,000 nodes on boards with a side past 8.
fn budget(board: Board, method: &str) -> Option<u64> {
    (method == "backtrack" && board.files.max(board.ranks) > 8).then_some(1_000_000)
}

/// Every stored choice of a page: (board, method id, method, order,
/// start, end, closed, entry).
type Choice = (
    Board,
    String,
    String,
    String,
    Square,
    Option<Square>,
    bool,
    String,
);

fn choices(data: &Value) -> Vec<(Choice, Vec<Value>)> {
    let mut out = Vec::new();
    for b in data["boards"].as_array().unwrap() {
        let board: Board = b["name"].as_str().unwrap().parse().unwrap();
        let reasons = b["reasons"].as_array().unwrap().clone();
        for m in data["methods"].as_array().unwrap() {
            let id = m["id"].as_str().unwrap().to_string();
            let method = m["method"].as_str().unwrap().to_string();
            let order = m["order"].as_str().unwrap().to_string();
            for closed in [false, true] {
                let key = format!("{id}-{}", if closed { "closed" } else { "open" });
                // Closed tours on boards up to 8x8 only.
                let Some(list) = b["tours"][&key].as_array() else {
                    assert!(closed && board.files.max(board.ranks) > 8, "{board} {key}");
                    continue;
                };
                assert!(
                    !closed || board.files.max(board.ranks) <= 8,
                    "{board} {key}"
                );
                for (k, entry) in list.iter().enumerate() {
                    let choice = (
                        board,
                        id.clone(),
                        method.clone(),
                        order.clone(),
                        board.square(k),
                        None,
                        closed,
                        entry.as_str().unwrap().to_string(),
                    );
                    out.push((choice, reasons.clone()));
                }
            }
            if let Some(ends) = b["ends"][&id].as_array() {
                for (k, list) in ends.iter().enumerate() {
                    for (e, entry) in list.as_str().unwrap().split(' ').enumerate() {
                        if e == k {
                            assert_eq!(entry, "", "the start's own entry is empty");
                            continue;
                        }
                        let choice = (
                            board,
                            id.clone(),
                            method.clone(),
                            order.clone(),
                            board.square(k),
                            Some(board.square(e)),
                            false,
                            entry.to_string(),
                        );
                        out.push((choice, reasons.clone()));
                    }
                }
            }
        }
    }
    out
}

#[test]
fn every_stored_answer_is_the_solvers_and_every_tour_is_valid() {
    for sizes in ["5..8", "3x3..4x6", "9x9..9x11"] {
        let (_, data) = explorer(sizes);
        let all = choices(&data);
        let mut tours = 0;
        for ((board, _, method, order, start, end, closed, entry), reasons) in &all {
            let stored = decode(*board, *start, entry, &data, reasons);
            let spec = spec(*board, *start, *end, *closed, order);
            let answer = solve_knight(&spec, method_of(method), budget(*board, method));
            match (&stored, answer) {
                (Stored::Tour(squares), Ok(answer)) => {
                    check_tour(*board, squares, *start, *end, *closed)
                        .unwrap_or_else(|e| panic!("{board} {start} {method} {order}: {e}"));
                    let Outcome::Found(tour) = answer.outcome else {
                        panic!(
                            "{board} {start} {end:?} {closed} {method}: stored a tour, the solver has none"
                        )
                    };
                    assert_eq!(
                        squares,
                        &tour.square_list(),
                        "{board} {start} {method} {order}"
                    );
                    tours += 1;
                }
                (Stored::NotFound(why), Ok(answer)) => {
                    assert!(
                        matches!(answer.outcome, Outcome::NotFound(_)),
                        "{board} {start} {end:?} {closed} {method}: {why}"
                    );
                    assert!(why.to_lowercase().contains("tour"), "{why}");
                }
                (Stored::Spent, Ok(answer)) => assert_eq!(answer.outcome, Outcome::BudgetSpent),
                (Stored::Refused(why), Err(_)) => {
                    assert_eq!(method, "construct", "{why}");
                }
                (stored, answer) => panic!(
                    "{board} {start} {end:?} {closed} {method} {order}: stored {stored:?}, solver {answer:?}"
                ),
            }
        }
        assert!(tours > 500, "{sizes}: {tours} tours checked");
    }
}

#[test]
fn stored_answers_are_what_boardfig_knight_prints() {
    let (_, data) = explorer("5..8");
    let (_, large) = explorer("10");
    let mut all: Vec<_> = choices(&data).into_iter().map(|c| (c, &data)).collect();
    all.extend(choices(&large).into_iter().map(|c| (c, &large)));
    // Choices spread by a fixed stride over every board, method, start,
    // end and open or closed.
    for (((board, _, method, order, start, end, closed, entry), reasons), data) in
        all.iter().step_by(97)
    {
        let mut args = vec![
            "knight".to_string(),
            "--board".into(),
            board.to_string(),
            "--start".into(),
            start.to_string(),
            "--method".into(),
            method.clone(),
        ];
        // The order is the exact search's alone (the command line warns
        // that it does nothing with the other methods).
        if method == "backtrack" {
            args.extend(["--order".to_string(), order.clone()]);
        }
        if let Some(nodes) = budget(*board, method) {
            args.extend(["--budget".to_string(), nodes.to_string()]);
        }
        if let Some(end) = end {
            args.extend(["--end".to_string(), end.to_string()]);
        }
        if *closed {
            args.push("--closed".into());
        }
        match decode(*board, *start, entry, data, reasons) {
            Stored::Tour(squares) => {
                let words: Vec<String> = squares.iter().map(ToString::to_string).collect();
                run(&args)
                    .succeeds()
                    .stdout_is(&format!("{}\n", words.join(" ")));
            }
            Stored::NotFound(_) => {
                run(&args).exits(1).stdout_is("Not Found\n");
            }
            Stored::Refused(_) => {
                run(&args).fails_with(2, "--method");
            }
            Stored::Spent => {
                run(&args).exits(3);
            }
        }
    }
}

/// A stored search's moments: the caption's words and the path.
fn moments(board: Board, text: &str, data: &Value) -> Vec<(String, Vec<Square>)> {
    let templates = data["templates"].as_array().unwrap();
    let mut r = Reader {
        text: text.as_bytes(),
        at: 0,
    };
    let mut path: Vec<Square> = Vec::new();
    let mut out = Vec::new();
    while !r.done() {
        let _kind = r.number();
        let words = r.text(board, templates).join("; ");
        path.truncate(r.number() as usize);
        path.extend(r.squares(board));
        for _ in 0..r.number() {
            let mark = r.number();
            assert!(((mark / 4) as usize) < board.area());
            if mark % 4 == 3 {
                // A square's reason numbers, as bits.
                assert!(r.number() > 0);
            }
        }
        out.push((words, path.clone()));
    }
    out
}

/// The most calls of the textbook program the page replays.
const PLAIN_REPLAY_CALLS: u64 = 200_000;

/// The key of a stored search: `textbook-open`, `listed-closed-plain`.
fn search_key(order: &str, closed: bool, prune: Prune) -> String {
    format!(
        "{order}-{}{}",
        if closed { "closed" } else { "open" },
        if prune == Prune::Plain { "-plain" } else { "" }
    )
}

#[test]
fn replayed_searches_are_the_search_animations() {
    let (_, data) = explorer("5..6");
    let (mut replayed, mut beyond) = (0, 0);
    for b in data["boards"].as_array().unwrap() {
        let board: Board = b["name"].as_str().unwrap().parse().unwrap();
        for order in ["textbook", "listed", "sweep"] {
            for closed in [false, true] {
                for prune in [Prune::Pruned, Prune::Plain] {
                    let key = search_key(order, closed, prune);
                    for (k, stored) in b["searches"][&key].as_array().unwrap().iter().enumerate() {
                        let stored = stored.as_str().unwrap();
                        let (text, answer_code) = stored.split_once('|').unwrap();
                        let start = board.square(k);
                        let spec = spec(board, start, None, closed, order);
                        if impossibility(&spec).is_some() {
                            assert_eq!(text, "", "{board} {start}: a theorem answers, no search");
                            continue;
                        }
                        let budget = match prune {
                            Prune::Plain => PLAIN_REPLAY_CALLS,
                            Prune::Pruned => 100_000_000,
                        };
                        let (answer, trace) =
                            watched_search(&spec, prune, Some(budget), 400, None).unwrap();
                        let Some(trace) = trace else {
                            // The textbook program goes on past what the
                            // page replays; the page says so.
                            assert_eq!(answer.outcome, Outcome::BudgetSpent);
                            assert!(text.is_empty() && answer_code.starts_with('S'), "{key}");
                            beyond += 1;
                            continue;
                        };
                        let captions = search_captions(Lang::En, Puzzle::Knight, board, &trace);
                        let decoded = moments(board, text, &data);
                        let words: Vec<&String> = decoded.iter().map(|(w, _)| w).collect();
                        assert_eq!(
                            words,
                            captions.iter().collect::<Vec<_>>(),
                            "{board} {start} {key}"
                        );
                        if let Outcome::Found(tour) = answer.outcome {
                            assert_eq!(decoded.last().unwrap().1, tour.square_list());
                        }
                        replayed += 1;
                    }
                }
            }
        }
    }
    assert!(
        replayed > 300 && beyond > 50,
        "{replayed} searches replayed, {beyond} beyond"
    );
    // And the command line's own page of the same search, caption for
    // caption (the page writes a caption's lines apart).
    for (board, start, closed, prune) in [
        ("6x6", "b1", false, Prune::Pruned),
        ("5x5", "c3", false, Prune::Plain),
        ("5x5", "a1", false, Prune::Plain),
        ("6x6", "a1", true, Prune::Pruned),
    ] {
        let mut args = vec![
            "knight",
            "--board",
            board,
            "--start",
            start,
            "--animate",
            "search",
        ];
        if closed {
            args.push("--closed");
        }
        if prune == Prune::Pruned {
            args.push("--prune");
        }
        args.extend(["--html", "-", "--quiet"]);
        let page = run(&args).succeeds().stdout().to_string();
        let open = "<script type=\"application/json\" id=\"boardfig-frames\">";
        let at = page.find(open).unwrap() + open.len();
        let end = at + page[at..].find("</script>").unwrap();
        let frames: Value = serde_json::from_str(&page[at..end]).unwrap();
        let captions: Vec<String> = serde_json::from_value(frames["captions"].clone()).unwrap();
        let captions: Vec<String> = captions.iter().map(|c| c.replace('\n', "; ")).collect();
        let b: Board = board.parse().unwrap();
        let entry = data["boards"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["name"] == board)
            .unwrap();
        let key = search_key("textbook", closed, prune);
        let k = b.index(start.parse().unwrap());
        let stored = entry["searches"][&key][k].as_str().unwrap();
        let decoded = moments(b, stored.split_once('|').unwrap().0, &data);
        let words: Vec<String> = decoded.into_iter().map(|(w, _)| w).collect();
        assert_eq!(words, captions, "{board} {start} {prune:?}");
    }
}

#[test]
fn the_page_is_the_same_every_time_and_fetches_nothing() {
    let (one, data) = explorer("5..6");
    let (two, _) = explorer("5..6");
    assert!(one == two, "two runs differ");
    for needle in ["http://", "https://", "src=", "<link", "@import", "fetch("] {
        let outside_svg = one.replace("http://www.w3.org/2000/svg", "");
        assert!(!outside_svg.contains(needle), "the page holds {needle}");
    }
    assert_eq!(data["boards"].as_array().unwrap().len(), 2);
    assert!(
        one.contains("id=\"knight\""),
        "the knight's outline is defined"
    );
}

#[test]
fn bad_and_too_large_sizes_are_refused_before_any_search() {
    let dir = tempfile::tempdir().unwrap();
    run(["explore", "--sizes", "0..5", "--html", "e.html"])
        .in_dir(&dir)
        .fails_with(2, "--sizes")
        .leaves_no_files();
    run(["explore", "--sizes", "8..5", "--html", "e.html"])
        .in_dir(&dir)
        .fails_with(2, "--sizes")
        .leaves_no_files();
    let ran = run(["explore", "--sizes", "3x3..13x13", "--html", "e.html"])
        .in_dir(&dir)
        .fails_with(2, "--sizes")
        .leaves_no_files();
    assert!(ran.stderr().contains("1 to 12"), "{}", ran.stderr());
    // Every board up to 8x8: refused with its size, and nothing written.
    let ran = run(["explore", "--sizes", "1x1..8x8", "--html", "e.html"])
        .in_dir(&dir)
        .timeout(std::time::Duration::from_secs(120))
        .fails_with(2, "--sizes")
        .leaves_no_files();
    assert!(ran.stderr().contains("MB"), "{}", ran.stderr());
}

#[test]
fn a_build_writes_an_explorer_page_listed_on_the_contact_sheet() {
    let dir = crate::harness::project(
        "[defaults]\ntheme = \"wiki\"\n\
         [[explore]]\nname = \"explorer\"\nsizes = \"5\"\ntitle = \"Tours on 5x5\"\n\
         [[explore]]\nname = \"bad\"\nsizes = \"5..99\"\n\
         [[knight]]\nname = \"tour\"\nboard = \"5x5\"\n",
    );
    run(["build"])
        .in_dir(&dir)
        .exits(2)
        .stderr_contains("job `bad`")
        .stderr_contains("sizes");
    let out = dir.path().join("output");
    assert!(out.join("tour.svg").is_file() && !out.join("bad.html").exists());
    let page = std::fs::read_to_string(out.join("explorer.html")).unwrap();
    assert!(page.contains("<h1 id=\"title\">Tours on 5x5</h1>"));
    // The defaults' theme: wiki draws white squares.
    assert!(page.contains("#ffffff"), "the wiki theme's squares");
    // The same page as the command line's, byte for byte.
    let cli = run([
        "explore",
        "--sizes",
        "5",
        "--title",
        "Tours on 5x5",
        "--theme",
        "wiki",
        "--html",
        "-",
    ])
    .succeeds();
    assert!(cli.stdout() == page, "build and command line differ");
    let index = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(
        index.contains("href=\"explorer.html\""),
        "the contact sheet links the page"
    );
    // Unchanged, it is skipped; --check finds it current.
    run(["build", "--only", "explorer"])
        .in_dir(&dir)
        .succeeds()
        .stdout_contains("unchanged");
    run(["build", "--check", "--only", "explorer"])
        .in_dir(&dir)
        .succeeds();
}

#[test]
fn a_larger_page_says_its_size_before_solving_and_the_estimate_holds() {
    // The default page, or a smaller one, says nothing before it is written.
    let ran = run(["explore", "--sizes", "5..6", "--html", "-"]).succeeds();
    assert!(!ran.stderr().contains("about"), "{}", ran.stderr());
    for sizes in ["5..9", "5x6..6x6"] {
        let ran = run(["explore", "--sizes", sizes, "--html", "-"]).succeeds();
        let said = ran
            .stderr()
            .lines()
            .find_map(|l| l.strip_prefix("explorer: "))
            .unwrap_or_else(|| panic!("{sizes}: no estimate in {}", ran.stderr()))
            .to_string();
        let megabytes: f64 = said
            .split("about ")
            .nth(1)
            .and_then(|s| s.strip_suffix(" MB"))
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("{sizes}: {said}"));
        let real = ran.stdout().len() as f64 / 1e6;
        assert!(
            (megabytes - real).abs() <= 0.25 * real,
            "{sizes}: estimated {megabytes} MB, wrote {real:.2} MB"
        );
    }
}

#[test]
fn boards_past_8x8_offer_open_tours_only_and_say_so() {
    let (html, data) = explorer("8..9");
    let boards = data["boards"].as_array().unwrap();
    assert!(boards[0]["tours"]["textbook-closed"].is_array());
    assert!(boards[1]["tours"]["textbook-closed"].is_null());
    assert!(boards[1]["ends"].is_null() && boards[1]["searches"].is_null());
    assert!(html.contains("id=\"limits\""));
    assert!(
        data["words"]["openOnly"]
            .as_str()
            .unwrap()
            .contains("up to 8x8")
    );
}
