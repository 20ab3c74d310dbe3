//! `--html` and the `html` format: one self-contained page per figure, a
//! frame per step of the animation, no URL, the data attributes; refused
//! figures leave nothing. (No browser here: the page's data is checked.)

use serde_json::Value;

use crate::harness::{gif_frames, project, run};

/// A page's parts: the root's `data-step` and `data-steps`, the frames as
/// SVG text (rebuilt as the script does) and the captions.
struct Page {
    /// The whole page.
    text: String,
    /// `data-step` of the root element.
    step: usize,
    /// `data-steps` of the root element.
    steps: usize,
    /// Each frame's SVG.
    frames: Vec<String>,
    /// Each frame's words.
    captions: Vec<String>,
}

/// The value of attribute `name` of the first element that has it.
fn attribute(text: &str, name: &str) -> usize {
    let start = text.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
    let end = start + text[start..].find('"').unwrap();
    text[start..end].parse().unwrap()
}

/// Line `i` of the pool, as the page's script rebuilds it.
fn line(pool: &[Value], i: usize) -> String {
    match &pool[i] {
        Value::String(text) => text.clone(),
        Value::Array(parts) => {
            let base: Vec<u16> = line(pool, parts[0].as_u64().unwrap() as usize)
                .encode_utf16()
                .collect();
            let start = parts[1].as_u64().unwrap() as usize;
            let end = parts.get(3).map_or(0, |e| e.as_u64().unwrap() as usize);
            String::from_utf16(&base[..start]).unwrap()
                + parts[2].as_str().unwrap()
                + &String::from_utf16(&base[base.len() - end..]).unwrap()
        }
        other => panic!("a pool entry is a string or an array, not {other}"),
    }
}

/// Reads a page.
fn read_page(text: String) -> Page {
    let open = "<script type=\"application/json\" id=\"boardfig-frames\">";
    let start = text.find(open).unwrap() + open.len();
    let end = start + text[start..].find("</script>").unwrap();
    let data: Value = serde_json::from_str(&text[start..end]).unwrap();
    let pool = data["pool"].as_array().unwrap();
    let frames = data["frames"]
        .as_array()
        .unwrap()
        .iter()
        .map(|frame| {
            let lines: Vec<String> = frame
                .as_array()
                .unwrap()
                .iter()
                .map(|i| line(pool, i.as_u64().unwrap() as usize))
                .collect();
            lines.join("\n")
        })
        .collect();
    let captions = data["captions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect();
    Page {
        step: attribute(&text, "data-step"),
        steps: attribute(&text, "data-steps"),
        text,
        frames,
        captions,
    }
}

/// Checks what every page holds: a frame per step, each an SVG, the last
/// shown before the script runs, no URL, and markup that parses as XML
/// once the scripts are left out.
fn check_page(page: &Page) {
    assert_eq!(page.frames.len(), page.steps);
    assert_eq!(page.captions.len(), page.steps);
    assert_eq!(page.step, page.steps - 1);
    for frame in &page.frames {
        assert!(frame.starts_with("<svg ") && frame.ends_with("</svg>"));
        assert!(roxmltree::Document::parse(frame).is_ok(), "{frame}");
    }
    assert!(page.text.contains(&page.frames[page.step]));
    assert!(!page.text.contains("http:") && !page.text.contains("https:"));
    assert!(!page.text.contains("//cdn") && !page.text.contains(" src="));
    let mut markup = page.text.replacen("<!DOCTYPE html>", "", 1);
    while let Some(start) = markup.find("<script") {
        let end = start + markup[start..].find("</script>").unwrap() + "</script>".len();
        markup.replace_range(start..end, "");
    }
    let doc = roxmltree::Document::parse(&markup).unwrap();
    let ids: Vec<&str> = doc
        .descendants()
        .filter_map(|n| n.attribute("id"))
        .collect();
    for id in [
        "stage", "caption", "slider", "first", "back", "play", "next", "last", "speed",
    ] {
        assert!(ids.contains(&id), "no #{id}");
    }
    for button in doc.descendants().filter(|n| n.has_tag_name("button")) {
        assert!(button.attribute("aria-label").is_some());
    }
    let live = doc
        .descendants()
        .find(|n| n.attribute("id") == Some("caption"))
        .unwrap();
    assert_eq!(live.attribute("aria-live"), Some("polite"));
    let slider = doc
        .descendants()
        .find(|n| n.attribute("id") == Some("slider"))
        .unwrap();
    assert_eq!(
        slider.attribute("aria-valuetext"),
        Some(page.captions[page.step].as_str())
    );
    let unique: std::collections::BTreeSet<&&str> = ids.iter().collect();
    assert_eq!(unique.len(), ids.len(), "ids are unique on the page");
    let heading = doc
        .descendants()
        .find(|n| n.has_tag_name("h1"))
        .and_then(|n| n.text())
        .unwrap();
    let title = doc
        .descendants()
        .find(|n| n.has_tag_name("title"))
        .and_then(|n| n.text())
        .unwrap();
    assert_eq!(heading, title);
    for frame in &page.frames {
        let svg = roxmltree::Document::parse(frame).unwrap();
        let named = svg
            .descendants()
            .find(|n| n.has_tag_name("title"))
            .and_then(|n| n.text());
        assert_eq!(named, Some(title), "every frame is named as the page");
    }
}

/// The words of a page's legend, in order, each with its swatch's SVG.
fn legend(text: &str) -> Vec<(String, String)> {
    let start = text.find("<section id=\"legend\"").unwrap();
    let end = start + text[start..].find("</section>").unwrap();
    let section = &text[start..end];
    section
        .split("<li>")
        .skip(1)
        .map(|item| {
            let (swatch, rest) = item.split_once("<span>").unwrap();
            let (words, _) = rest.split_once("</span>").unwrap();
            (words.to_string(), swatch.to_string())
        })
        .collect()
}

/// The values of `attribute` in `text` that are colours (`#rrggbb`).
fn colours(text: &str, attribute: &str) -> std::collections::BTreeSet<String> {
    text.split(&format!(" {attribute}=\"#"))
        .skip(1)
        .map(|rest| rest[..6].to_string())
        .collect()
}

/// The page's heading.
fn heading(page: &Page) -> String {
    let start = page.text.find("<h1 id=\"title\">").unwrap() + 15;
    let end = start + page.text[start..].find("</h1>").unwrap();
    page.text[start..end].to_string()
}

#[test]
fn a_page_is_headed_with_the_figure_title_and_lists_its_marks() {
    let page_of = |args: &[&str]| {
        let mut all = args.to_vec();
        all.extend(["--html", "-"]);
        let page = read_page(run(all).succeeds().stdout().to_string());
        check_page(&page);
        page
    };
    let cases: [(&[&str], &str, usize); 7] = [
        (
            &["knight", "--board", "5x5"],
            "Knight's tour on 5x5 from a1",
            3,
        ),
        (
            &["knight", "--board", "5x5", "--numbers", "--degrees"],
            "Knight's tour on 5x5 from a1",
            5,
        ),
        (
            &[
                "knight",
                "--board",
                "6x6",
                "--closed",
                "--no-path",
                "--numbers",
            ],
            "Closed knight's tour on 6x6 from a1",
            2,
        ),
        (
            &["knight", "--board", "5x5", "--animate", "search"],
            "Knight's tour on 5x5 from a1 by plain backtracking, the textbook program",
            4,
        ),
        (
            &["knight", "--board", "5x5", "--animate", "search", "--prune"],
            "Knight's tour on 5x5 from a1 by backtracking with pruning rules the textbook \
             program does not have",
            5,
        ),
        (
            &["queens", "--n", "8"],
            "Backtracking search for 8 queens: the lesson's try_row program",
            5,
        ),
        (
            &["queens", "--n", "6"],
            "Backtracking search for 6 queens: the lesson's try_row program",
            6,
        ),
    ];
    for (args, title, marks) in cases {
        let page = page_of(args);
        assert_eq!(heading(&page), title, "{args:?}");
        let entries = legend(&page.text);
        assert_eq!(entries.len(), marks, "{args:?}: {entries:?}");
        for (words, swatch) in &entries {
            assert!(!words.is_empty() && swatch.starts_with("<svg class=\"swatch\""));
            assert!(roxmltree::Document::parse(swatch).is_ok(), "{swatch}");
        }
    }
    // A board with no tour: the reason's marks (for 4x4 the corners
    // named, the moves of the two loops and the squares they reach; for
    // 5x5 from b1 the square named and the squares of its colour).
    for (args, marks) in [
        (["--board", "4x4", "--start", "a1"], 3),
        (["--board", "5x5", "--start", "b1"], 2),
    ] {
        let mut all = vec!["knight"];
        all.extend(args);
        all.extend(["--html", "-"]);
        let page = read_page(run(all).exits(1).stdout().to_string());
        check_page(&page);
        let title = format!("Knight's tour on {} from {}", args[1], args[3]);
        assert_eq!(heading(&page), title);
        assert_eq!(legend(&page.text).len(), marks, "{args:?}");
    }

    // The queens' legend beside a tree adds the tree's marks.
    let (eight, six) = (
        legend(&page_of(&["queens", "--n", "8"]).text),
        legend(&page_of(&["queens", "--n", "6"]).text),
    );
    assert_eq!(six[..eight.len()], eight[..]);

    // A title the job gives heads the page (escaped) and names the
    // frames; the frames do not draw it, the heading shows it.
    let plain = page_of(&["knight", "--board", "5x5"]);
    let titled = page_of(&["knight", "--board", "5x5", "--title", "Tours & <paths>"]);
    assert_eq!(heading(&titled), "Tours &amp; &lt;paths&gt;");
    assert!(
        titled
            .text
            .contains("<title>Tours &amp; &lt;paths&gt;</title>")
    );
    let untitled = |frame: &str| {
        frame
            .lines()
            .filter(|line| !line.starts_with("<title>"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(untitled(&titled.frames[7]), untitled(&plain.frames[7]));
}

#[test]
fn the_legend_draws_in_the_colours_of_the_figure() {
    for theme in ["classic", "wiki", "print"] {
        for args in [
            &["queens", "--n", "6", "--theme", theme][..],
            &[
                "knight",
                "--board",
                "6x6",
                "--animate",
                "search",
                "--theme",
                theme,
            ][..],
            &["knight", "--board", "5x5", "--theme", theme][..],
        ] {
            let mut all = args.to_vec();
            all.extend(["--html", "-"]);
            let page = read_page(run(all).succeeds().stdout().to_string());
            // The frames, and the tree beside them: the page but its
            // legend (and its style sheet, which names no colour a
            // figure draws).
            let start = page.text.find("<section id=\"legend\"").unwrap();
            let end = page.text.find("</section>").unwrap();
            let figure = [
                page.frames.join("\n"),
                page.text[page.text.find("</style>").unwrap()..start].to_string(),
                page.text[end..].to_string(),
            ]
            .concat();
            let painted = |text: &str| {
                let mut all = colours(text, "fill");
                all.extend(colours(text, "stroke"));
                all
            };
            let drawn = painted(&figure);
            for (words, swatch) in legend(&page.text) {
                for colour in painted(&swatch) {
                    assert!(
                        drawn.contains(&colour),
                        "{args:?}: {words}: #{colour} is not a colour of the figure"
                    );
                }
            }
        }
    }
}

#[test]
fn a_tour_page_has_a_frame_per_move_and_says_each_move() {
    let dir = tempfile::tempdir().unwrap();
    let ran = run([
        "knight", "--board", "5x5", "--html", "t.html", "--svg", "t.svg", "-q",
    ])
    .in_dir(&dir)
    .succeeds();
    let page = read_page(ran.file_text("t.html"));
    check_page(&page);
    assert_eq!(page.steps, 25);
    assert_eq!(page.captions[0], "start on a1");
    assert_eq!(page.captions[1], "move 1 of 24: a1-b3");
    assert!(page.captions[24].starts_with("move 24 of 24: "));
    assert!(
        page.text.contains("<title>Knight&#39;s tour")
            || page.text.contains("<title>Knight's tour")
    );
    // The last frame draws the path of the static SVG (with the knight on
    // its last square, as the GIF does, where the SVG has an arrow).
    let svg = ran.file_text("t.svg");
    let path = |text: &str| {
        text.lines()
            .find(|line| line.starts_with("<polyline"))
            .unwrap()
            .to_string()
    };
    assert_eq!(path(&page.frames[24]), path(&svg));
    // Each frame draws more of the path than the one before.
    assert!(page.frames.windows(2).all(|w| w[0] != w[1]));
}

#[test]
fn a_closed_tour_page_ends_with_the_closing_move() {
    let dir = tempfile::tempdir().unwrap();
    let ran = run([
        "knight", "--board", "6x6", "--closed", "--html", "c.html", "-q",
    ])
    .in_dir(&dir)
    .succeeds();
    let page = read_page(ran.file_text("c.html"));
    check_page(&page);
    assert_eq!(page.steps, 37);
    assert!(
        page.captions[36].ends_with("closes the tour"),
        "{}",
        page.captions[36]
    );
}

#[test]
fn search_pages_have_the_frames_of_the_gif() {
    let dir = tempfile::tempdir().unwrap();
    let ran = run([
        "knight",
        "--board",
        "5x5",
        "--animate",
        "search",
        "--html",
        "s.html",
        "--gif",
        "s.gif",
        "-q",
    ])
    .in_dir(&dir)
    .succeeds();
    let page = read_page(ran.file_text("s.html"));
    check_page(&page);
    assert_eq!(page.steps, gif_frames(&ran.file("s.gif")));
    assert!(page.captions[0].starts_with("start on a1"));
    assert!(page.captions.last().unwrap().starts_with("tour found"));
    // The page writes the captions as text that wraps, under the frames,
    // which draw none.
    assert!(
        page.text
            .contains("<p id=\"caption\" aria-live=\"polite\">")
    );
    assert!(!page.text.contains("class=\"sr-only\""));

    let ran = run([
        "queens", "--n", "6", "--html", "q.html", "--gif", "q.gif", "-q",
    ])
    .in_dir(&dir)
    .succeeds();
    let page = read_page(ran.file_text("q.html"));
    check_page(&page);
    assert_eq!(page.steps, gif_frames(&ran.file("q.gif")));
    assert_eq!(
        page.captions[0],
        "the empty board \u{b7} 0 queens placed so far"
    );
    assert_eq!(
        page.captions[1],
        "rank 1: queen on a1 \u{b7} 1 queen placed so far"
    );
    assert!(page.captions.last().unwrap().starts_with("solution: "));
}

#[test]
fn pages_are_deterministic_and_a_build_writes_them() {
    let config = r#"
[[knight]]
name = "tour"
board = "5x5"
formats = ["html", "svg"]

[[queens]]
name = "queens"
n = 5
formats = ["html"]
"#;
    let dir = project(config);
    run(["build"]).in_dir(&dir).succeeds();
    let out = dir.path().join("output");
    let tour = std::fs::read_to_string(out.join("tour.html")).unwrap();
    check_page(&read_page(tour.clone()));
    check_page(&read_page(
        std::fs::read_to_string(out.join("queens.html")).unwrap(),
    ));
    run(["build", "--check"]).in_dir(&dir).succeeds();
    let ran = run(["knight", "--board", "5x5", "--html", "-"]).succeeds();
    assert_eq!(ran.stdout(), tour);
}

#[test]
fn refused_pages_name_the_flag_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    run([
        "knight", "--board", "40x40", "--html", "p.html", "--svg", "p.svg",
    ])
    .in_dir(&dir)
    .fails_with(2, "--board")
    .leaves_no_files();
    run(["knight", "--html", "p.html", "--cell", "2"])
        .in_dir(&dir)
        .fails_with(2, "--cell")
        .leaves_no_files();
    run([
        "queens",
        "--n",
        "6",
        "--html",
        "p.html",
        "--method",
        "construct",
    ])
    .in_dir(&dir)
    .fails_with(2, "--method")
    .leaves_no_files();
    run([
        "knight",
        "--html",
        "p.html",
        "--animate",
        "search",
        "--method",
        "warnsdorff",
    ])
    .in_dir(&dir)
    .fails_with(2, "--animate")
    .leaves_no_files();
}

#[test]
fn loop_warns_on_a_page_alone_and_not_beside_a_gif() {
    let dir = tempfile::tempdir().unwrap();
    run([
        "knight", "--board", "5x5", "--loop", "2", "--html", "t.html",
    ])
    .in_dir(&dir)
    .succeeds()
    .stderr_contains(
        "a page plays once and stops on the last frame, so --loop has no effect on --html",
    );
    let both = run([
        "knight", "--board", "5x5", "--loop", "2", "--html", "t.html", "--gif", "t.gif",
    ])
    .in_dir(&dir)
    .succeeds();
    assert!(!both.stderr().contains("--loop"), "{}", both.stderr());
}

/// The literal words of the catalogue's messages in the pages' section of
/// `src/words/{lang}.ftl` whose ids start with one of `prefixes`: each
/// message's text between its variables (and of each variant of a
/// selector), trimmed, by id; pieces without three letters left out.
fn catalogue_words(lang: &str, prefixes: &[&str]) -> Vec<(String, String)> {
    let path = format!("{}/src/words/{lang}.ftl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let section = text
        .split_once("## Pages, the explorer and the contact sheet.")
        .unwrap()
        .1;
    let mut words = Vec::new();
    let mut id = String::new();
    for line in section.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let mut text = if line.starts_with(' ') {
            line.trim()
        } else {
            let (name, text) = line.split_once(" =").unwrap();
            id = name.to_string();
            text.trim()
        };
        if !prefixes.iter().any(|p| id.starts_with(p)) {
            continue;
        }
        // A variant's text follows its key; a selector's opening and
        // closing braces hold no words.
        if let Some((_, variant)) = text.split_once(']').filter(|_| text.contains('[')) {
            text = variant;
        }
        let text = text.trim_start_matches('}').trim_end_matches("->");
        let mut rest = text;
        while !rest.is_empty() {
            let (piece, after) = rest.split_once('{').unwrap_or((rest, ""));
            let piece = piece.trim().trim_matches([':', '.', '(', ')']).trim();
            if piece.chars().filter(char::is_ascii_alphabetic).count() >= 3 {
                words.push((id.clone(), piece.to_string()));
            }
            rest = after.split_once('}').map_or("", |(_, after)| after);
        }
    }
    words
}

/// The words a page (or the explorer) says itself, apart from what the
/// figures' code words: the text and the labels (`aria-label`, `title`)
/// of its markup without its style, the frames, the caption, the legend's
/// entries, the tree, the program's listing and values (and the heading,
/// unless `heading`), and every word its script is given (`words`, the methods'
/// names).
fn own_words(page: &str, heading: bool) -> Vec<String> {
    let mut markup = page.replacen("<!DOCTYPE html>", "", 1);
    let mut data = Value::Null;
    while let Some(start) = markup.find("<script") {
        let end = start + markup[start..].find("</script>").unwrap() + "</script>".len();
        if let Some(json) = markup[start..end].strip_prefix("<script type=\"application/json\"") {
            let json = &json[json.find('>').unwrap() + 1..json.len() - "</script>".len()];
            data = serde_json::from_str(json).unwrap();
        }
        markup.replace_range(start..end, "");
    }
    let doc = roxmltree::Document::parse(&markup).unwrap();
    let skipped = |node: roxmltree::Node| {
        let in_list = |id: &str| {
            node.ancestors()
                .any(|a| a.attribute("id") == Some(id) && a != node)
        };
        matches!(
            node.attribute("id"),
            Some("stage" | "caption" | "tree" | "code")
        ) || ["svg", "table", "title", "style"].contains(&node.tag_name().name())
            || (node.has_tag_name("h1") && !heading)
            || (node.has_tag_name("li") && in_list("legend"))
            || (node.has_tag_name("li")
                && node.attribute("class") != Some("more")
                && in_list("state"))
    };
    let mut words = Vec::new();
    let mut stack = vec![doc.root_element()];
    while let Some(node) = stack.pop() {
        if skipped(node) {
            continue;
        }
        for name in ["aria-label", "title"] {
            words.extend(node.attribute(name).map(str::to_string));
        }
        for child in node.children() {
            if child.is_text() {
                words.extend(
                    child
                        .text()
                        .map(str::trim)
                        .filter(|t| !t.is_empty())
                        .map(str::to_string),
                );
            } else if child.is_element() {
                stack.push(child);
            }
        }
    }
    // The explorer's queens: their script's words and the construction's
    // cases.
    let mut given = vec![&data["words"], &data["queens"]["words"]];
    given.extend(
        data["queens"]["construct"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| &c["rule"]),
    );
    given.extend(
        data["methods"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|m| &m["label"]),
    );
    while let Some(value) = given.pop() {
        match value {
            Value::String(text) => words.push(text.clone()),
            Value::Object(map) => given.extend(map.values()),
            _ => {}
        }
    }
    words
}

/// Checks the words a page says itself in English and in Vietnamese: the
/// English page says each message of `prefixes` but those `absent` (in
/// some form), the Vietnamese one none of their English words, and each
/// declares its language.
fn check_own_words(
    english: &str,
    vietnamese: &str,
    heading: bool,
    prefixes: &[&str],
    absent: &[&str],
) {
    assert!(english.contains("<html lang=\"en\""));
    assert!(vietnamese.contains("<html lang=\"vi\""));
    let vi_text =
        std::fs::read_to_string(format!("{}/src/words/vi.ftl", env!("CARGO_MANIFEST_DIR")))
            .unwrap();
    // Words both catalogues hold (the lesson's "Not Found") are no sign
    // of English.
    let english_words: Vec<(String, String)> = catalogue_words("en", prefixes)
        .into_iter()
        .filter(|(_, piece)| !vi_text.contains(piece.as_str()))
        .collect();
    assert!(english_words.len() >= 10, "{english_words:?}");
    let said_en = own_words(english, heading).join("\n");
    let said_vi = own_words(vietnamese, heading).join("\n");
    let ids: std::collections::BTreeSet<&String> = english_words.iter().map(|(id, _)| id).collect();
    for id in ids {
        if absent.contains(&id.as_str()) {
            continue;
        }
        assert!(
            english_words
                .iter()
                .any(|(of, piece)| of == id && said_en.contains(piece.as_str())),
            "the English page says `{id}`:\n{said_en}"
        );
    }
    for (id, piece) in &english_words {
        assert!(
            !said_vi.contains(piece.as_str()),
            "the Vietnamese page says `{piece}` ({id}) in English:\n{said_vi}"
        );
    }
    // Each says something in its own language.
    assert!(said_vi.contains("Tốc độ") && said_en.contains("Speed"));
}

#[test]
fn a_page_says_its_own_words_in_the_language_asked_for() {
    let page = |lang: &str| {
        let text = run(["queens", "--n", "4", "--lang", lang, "--html", "-"])
            .succeeds()
            .stdout()
            .to_string();
        check_page(&read_page(text.clone()));
        text
    };
    let prefixes = ["page-", "program-board", "program-arrays", "program-calls"];
    // Queens hold arrays, not a board; four queens show every call.
    let absent = ["program-board-heading", "program-calls-hidden"];
    check_own_words(&page("en"), &page("vi"), false, &prefixes, &absent);
    // The knight's program holds the board, and hides the oldest calls.
    let knight = |lang: &str| {
        run([
            "knight",
            "--board",
            "5x5",
            "--animate",
            "search",
            "--lang",
            lang,
            "--html",
            "-",
        ])
        .succeeds()
        .stdout()
        .to_string()
    };
    let absent = ["page-tree-caption", "program-arrays-heading"];
    check_own_words(&knight("en"), &knight("vi"), false, &prefixes, &absent);
}

#[test]
fn the_explorer_says_its_own_words_in_the_language_asked_for() {
    let page = |lang: &str| {
        run(["explore", "--sizes", "5", "--lang", lang, "--html", "-"])
            .succeeds()
            .stdout()
            .to_string()
    };
    let (english, vietnamese) = (page("en"), page("vi"));
    let prefixes = [
        "page-",
        "explorer-",
        "title-explorer",
        "caption-start",
        "tour-caption",
        "program-plain",
        "program-pruned",
    ];
    let absent = [
        // The page's search tree and program panel, not the explorer's.
        "page-tree-caption",
        "page-program-heading",
        "page-state-label",
        // The refusals are stored with the figures' reasons (below).
        "explorer-refused-end",
        "explorer-refused-small",
    ];
    check_own_words(&english, &vietnamese, true, &prefixes, &absent);
    // Why the construction builds nothing, stored with the reasons.
    let refusal = |text: &str| text.contains("The construction found no tour to this end square");
    assert!(refusal(&english) && !refusal(&vietnamese));
    assert!(vietnamese.contains("Cách dựng không tìm được hành trình tới ô kết thúc này"));
}
