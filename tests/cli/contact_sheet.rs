//! `boardfig build` with a page among its figures also writes
//! `OUT/index.html`, the contact sheet: every figure of every job under the
//! job's title, pictures as `<img>`, pages as links, all relative and
//! nothing fetched; same bytes each time; checked, kept and pruned like a
//! figure. A build without pages writes none.

use std::collections::BTreeSet;

use crate::harness::{project, run, snapshot};

/// Four jobs, two of them with a page; every format appears.
const WITH_PAGES: &str = r#"
[defaults]
cell = 20

[[knight]]
name = "tour"
board = "5x5"
title = "A tour & its page"
formats = ["svg", "html", "gif", "animated-svg", "png"]

[[knight]]
name = "search"
board = "5x5"
animate = "search"
formats = ["html"]

[[queens]]
name = "queens"
n = 5
formats = ["svg"]

[[queens]]
name = "tree"
n = 4
tree = true
strip = true
formats = ["png"]
"#;

/// Jobs without a page.
const WITHOUT_PAGES: &str = r#"
[[queens]]
name = "queens"
n = 5
formats = ["svg", "gif"]
"#;

/// The contact sheet of a build in `dir`.
fn sheet(dir: &tempfile::TempDir) -> String {
    std::fs::read_to_string(dir.path().join("output/index.html")).unwrap()
}

/// The value of every `name` attribute of elements `tag`.
fn attributes<'a>(doc: &'a roxmltree::Document, tag: &str, name: &str) -> Vec<&'a str> {
    doc.descendants()
        .filter(|n| n.has_tag_name(tag))
        .filter_map(|n| n.attribute(name))
        .collect()
}

#[test]
fn the_sheet_shows_every_figure_of_every_job_under_its_title() {
    let dir = project(WITH_PAGES);
    run(["build"])
        .in_dir(&dir)
        .succeeds()
        .stdout_contains("wrote index.html");
    let text = sheet(&dir);
    let doc = roxmltree::Document::parse(text.trim_start_matches("<!DOCTYPE html>\n")).unwrap();
    let images: Vec<&str> = attributes(&doc, "img", "src");
    assert_eq!(
        images,
        [
            "tour.svg",
            "tour.gif",
            "tour.png",
            "tour.anim.svg",
            "queens.svg",
            "tree.png",
            "tree.strip.svg"
        ]
    );
    let links: BTreeSet<&str> = attributes(&doc, "a", "href").into_iter().collect();
    let made: BTreeSet<String> = snapshot(&dir.path().join("output"))
        .into_keys()
        .filter(|name| !name.starts_with('.') && name != "index.html")
        .collect();
    assert_eq!(
        links,
        made.iter().map(String::as_str).collect(),
        "every file built is linked, and only those"
    );
    for page in ["tour.html", "search.html"] {
        assert!(!images.contains(&page) && links.contains(page));
    }
    let headings: Vec<String> = doc
        .descendants()
        .filter(|n| n.has_tag_name("h2"))
        .map(|n| n.text().unwrap().to_string())
        .collect();
    assert_eq!(headings, ["A tour & its page", "search", "queens", "tree"]);
    for img in doc.descendants().filter(|n| n.has_tag_name("img")) {
        assert!(img.attribute("alt").is_some_and(|alt| !alt.is_empty()));
    }
    assert!(!text.contains("http:") && !text.contains("https:") && !text.contains("<script"));
    assert!(!text.contains("src=\"/") && !text.contains("href=\"/"));
}

#[test]
fn the_sheet_is_the_same_bytes_each_time_and_kept_when_unchanged() {
    let one = project(WITH_PAGES);
    let two = project(WITH_PAGES);
    run(["build", "--jobs", "1"]).in_dir(&one).succeeds();
    run(["build", "--jobs", "2"]).in_dir(&two).succeeds();
    assert_eq!(sheet(&one), sheet(&two));
    let path = one.path().join("output/index.html");
    let written = std::fs::metadata(&path).unwrap().modified().unwrap();
    let ran = run(["build"]).in_dir(&one).succeeds();
    assert!(
        !ran.stdout().contains("wrote index.html"),
        "{}",
        ran.stdout()
    );
    assert_eq!(
        std::fs::metadata(&path).unwrap().modified().unwrap(),
        written
    );
}

#[test]
fn check_reports_a_missing_or_stale_sheet_and_prune_keeps_it() {
    let dir = project(WITH_PAGES);
    run(["build"]).in_dir(&dir).succeeds();
    run(["build", "--check"]).in_dir(&dir).succeeds();
    let out = dir.path().join("output");
    std::fs::remove_file(out.join("index.html")).unwrap();
    run(["build", "--check"])
        .in_dir(&dir)
        .exits(1)
        .stdout_contains("missing: output/index.html");
    assert!(!out.join("index.html").exists(), "--check wrote the sheet");
    // The sheet written again, then changed in place (the very file the
    // build wrote, so the build may replace it).
    run(["build"]).in_dir(&dir).succeeds();
    std::fs::write(out.join("index.html"), "old").unwrap();
    let ran = run(["build", "--check", "--json"]).in_dir(&dir).exits(1);
    let summary: serde_json::Value = serde_json::from_str(ran.stdout()).unwrap();
    assert_eq!(summary["index"], "stale");
    run(["build", "--check"])
        .in_dir(&dir)
        .exits(1)
        .stdout_contains("stale: output/index.html");
    run(["build", "--prune"])
        .in_dir(&dir)
        .succeeds()
        .stdout_contains("wrote index.html");
    assert!(sheet(&dir).starts_with("<!DOCTYPE html>"));
    run(["build", "--check"]).in_dir(&dir).succeeds();
}

#[test]
fn a_build_without_pages_writes_no_sheet_and_prunes_an_old_one() {
    let dir = project(WITHOUT_PAGES);
    run(["build"]).in_dir(&dir).succeeds();
    let out = dir.path().join("output");
    assert!(!out.join("index.html").exists());
    std::fs::write(dir.path().join("boardfig.toml"), WITH_PAGES).unwrap();
    run(["build"]).in_dir(&dir).succeeds();
    assert!(out.join("index.html").exists());
    std::fs::write(dir.path().join("boardfig.toml"), WITHOUT_PAGES).unwrap();
    run(["build", "--check"])
        .in_dir(&dir)
        .exits(1)
        .stdout_contains("unexpected: output/index.html");
    run(["build", "--prune"])
        .in_dir(&dir)
        .succeeds()
        .stdout_contains("removed: output/index.html");
    assert!(!out.join("index.html").exists());
}

#[test]
fn a_job_whose_page_would_be_the_sheet_is_refused() {
    let dir = project(&WITHOUT_PAGES.replace(
        "name = \"queens\"\nn = 5\nformats = [\"svg\", \"gif\"]",
        "name = \"Index\"\nn = 5\nformats = [\"html\"]",
    ));
    run(["build"])
        .in_dir(&dir)
        .fails_with(2, "job `Index`")
        .leaves_no_files();
}

/// The sheet's own words: the text of its markup without the jobs'
/// titles and names and the file names, and the pictures' alt texts.
fn own_words(text: &str) -> String {
    let doc = roxmltree::Document::parse(text.trim_start_matches("<!DOCTYPE html>\n")).unwrap();
    let mut words: Vec<String> = doc
        .descendants()
        .filter(roxmltree::Node::is_text)
        .filter(|n| {
            let parent = n.parent().unwrap();
            !["h2", "code", "style", "figcaption"].contains(&parent.tag_name().name())
        })
        .filter_map(|n| n.text())
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect();
    words.extend(
        attributes(&doc, "img", "alt")
            .iter()
            .map(ToString::to_string),
    );
    words.join("\n")
}

#[test]
fn the_sheet_speaks_the_language_of_the_defaults_and_names_pdfs() {
    let jobs = r#"
[[knight]]
name = "tour"
board = "5x5"
formats = ["html", "pdf", "svg"]

[[knight]]
name = "search"
board = "5x5"
animate = "search"
strip = true
formats = ["html", "trace", "pdf"]
"#;
    let english = project(jobs);
    run(["build"]).in_dir(&english).succeeds();
    let vietnamese = project(&format!("[defaults]\nlang = \"vi\"\n{jobs}"));
    run(["build"]).in_dir(&vietnamese).succeeds();
    let (en, vi) = (sheet(&english), sheet(&vietnamese));
    assert!(en.contains("<html lang=\"en\">") && vi.contains("<html lang=\"vi\">"));
    let (said_en, said_vi) = (own_words(&en), own_words(&vi));
    for words in [
        "boardfig figures",
        "8 figures of 2 jobs",
        "job",
        "▶ Open the interactive page",
        "(interactive page)",
        "The PDF document",
        "(PDF document)",
        "(strip of steps (PDF))",
        "(strip of steps (SVG))",
        "The search trace (JSON Lines)",
        "(search trace (JSON Lines))",
        "search: strip of steps (SVG)",
    ] {
        assert!(said_en.contains(words), "{words}:\n{said_en}");
    }
    // A PDF is no page: it is named as what it is.
    assert_eq!(en.matches("interactive page").count(), 4, "{en}");
    for words in [
        "Các hình của boardfig",
        "8 hình của 2 tác vụ",
        "tác vụ",
        "▶ Mở trang tương tác",
        "(trang tương tác)",
        "Tài liệu PDF",
        "(tài liệu PDF)",
        "(dải các bước (PDF))",
        "Vết tìm kiếm (JSON Lines)",
        "search: dải các bước (SVG)",
    ] {
        assert!(said_vi.contains(words), "{words}:\n{said_vi}");
    }
    for english in [
        "figure",
        "job",
        "Open",
        "interactive",
        "document",
        "strip",
        "search trace",
        "The ",
    ] {
        assert!(!said_vi.contains(english), "{english}:\n{said_vi}");
    }
    // One of each: English counts one and many.
    let one = project("[[knight]]\nname = \"tour\"\nboard = \"5x5\"\nformats = [\"html\"]\n");
    run(["build"]).in_dir(&one).succeeds();
    assert!(own_words(&sheet(&one)).contains("1 figure of 1 job"));
}
