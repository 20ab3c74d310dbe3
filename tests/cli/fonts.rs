//! Captions in any script: `--font FILE` (key `font`) draws the title with
//! the user's font, shaped; what a caption may hold (no control
//! characters, balanced bidi controls) from the command line and from build
//! files; the refusals of fonts that cannot be used; the cache redoing a job
//! whose font changed.

use std::path::{Path, PathBuf};

use crate::harness::{project, run, snapshot};

/// A test font (a subset of Noto Sans Arabic or Hebrew, tests/fonts/).
fn test_font(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fonts")
        .join(name)
}

fn arabic() -> String {
    test_font("NotoSansArabic-subset.ttf").display().to_string()
}

fn hebrew() -> String {
    test_font("NotoSansHebrew-subset.ttf").display().to_string()
}

/// The ids of the glyph outlines an SVG defines.
fn defined_glyphs(svg: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.descendants()
        .filter(|n| n.has_tag_name("path"))
        .filter_map(|n| n.attribute("id"))
        .filter(|id| id.starts_with('g') || id.starts_with('u'))
        .map(str::to_string)
        .collect()
}

#[test]
fn an_arabic_title_is_drawn_with_the_font_given_the_same_bytes_every_time() {
    let title = "جولة الحصان: Knight's tour";
    let dir = tempfile::tempdir().unwrap();
    let args = |svg: &str, png: &str| {
        vec![
            "knight".to_string(),
            "--board".into(),
            "5x5".into(),
            "--title".into(),
            title.into(),
            "--font".into(),
            arabic(),
            "--svg".into(),
            svg.into(),
            "--png".into(),
            png.into(),
            "-q".into(),
        ]
    };
    let ran = run(args("a.svg", "a.png")).in_dir(&dir).succeeds();
    run(args("b.svg", "b.png")).in_dir(&dir).succeeds();
    let svg = ran.file_text("a.svg");
    assert_eq!(svg.as_bytes(), ran.file("b.svg"));
    assert_eq!(ran.file("a.png"), ran.file("b.png"));
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let shown = doc
        .descendants()
        .find(|n| n.has_tag_name("title"))
        .and_then(|n| n.text())
        .unwrap();
    assert_eq!(shown, title);
    let glyphs = defined_glyphs(&svg);
    // The Arabic letters come from the font given, the Latin ones from
    // the embedded font, which it lacks.
    assert!(glyphs.iter().any(|id| id.starts_with('u')), "{glyphs:?}");
    assert!(glyphs.iter().any(|id| id.starts_with('g')), "{glyphs:?}");
    // Another font draws other outlines.
    let other = run([
        "knight",
        "--board",
        "5x5",
        "--title",
        "סיור",
        "--font",
        &hebrew(),
        "--svg",
        "-",
    ])
    .succeeds();
    let hebrew_glyphs = defined_glyphs(other.stdout());
    assert!(
        hebrew_glyphs
            .iter()
            .all(|id| !glyphs.contains(id) || id.starts_with('g'))
    );
}

#[test]
fn a_title_the_embedded_font_cannot_draw_names_the_character_and_the_option() {
    let dir = tempfile::tempdir().unwrap();
    let ran = run(["knight", "--title", "مربع", "--svg", "f.svg"])
        .in_dir(&dir)
        .fails_with(2, "--title")
        .leaves_no_files();
    let message = ran.stderr();
    assert!(message.contains("U+0645"), "{message}");
    assert!(message.contains("--font"), "{message}");
    // With a font that lacks the character, neither font has it.
    run([
        "knight",
        "--title",
        "مربع",
        "--font",
        &hebrew(),
        "--svg",
        "f.svg",
    ])
    .in_dir(&dir)
    .fails_with(2, "U+0645")
    .leaves_no_files();
}

#[test]
fn control_characters_are_refused_by_code_point_and_breaks_become_spaces() {
    for (title, code) in [
        ("a\u{b}b", "U+000B"),
        ("a\u{c}b", "U+000C"),
        ("a\u{1b}[31mb", "U+001B"),
        ("a\u{85}b", "U+0085"),
        ("a\u{ffff}b", "U+FFFF"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let ran = run(["knight", "--title", title, "--svg", "f.svg"])
            .in_dir(&dir)
            .fails_with(2, "--title")
            .leaves_no_files();
        assert!(ran.stderr().contains(code), "{}", ran.stderr());
    }
    let ran = run(["knight", "--title", "one\ttwo\r\nthree", "--svg", "-"]).succeeds();
    assert!(ran.stdout().contains("<title>one two three</title>"));
}

#[test]
fn unbalanced_bidi_controls_are_refused() {
    for (title, named) in [
        ("a\u{202e}b", "U+202E RIGHT-TO-LEFT OVERRIDE is not closed"),
        ("a\u{2067}b", "U+2067 RIGHT-TO-LEFT ISOLATE is not closed"),
        (
            "a\u{202c}b",
            "U+202C POP DIRECTIONAL FORMATTING closes nothing",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let ran = run(["knight", "--title", title, "--svg", "f.svg"])
            .in_dir(&dir)
            .fails_with(2, "--title")
            .leaves_no_files();
        assert!(ran.stderr().contains(named), "{}", ran.stderr());
        // The message shows the control escaped, so it turns nothing around.
        assert!(!ran.stderr().contains(title), "{}", ran.stderr());
    }
    // Balanced, they are kept and the caption is drawn.
    run(["knight", "--title", "a \u{2067}b\u{2069} c", "--svg", "-"]).succeeds();
}

#[test]
fn fonts_that_cannot_be_used_are_refused_naming_the_option() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes.ttf"), "not a font").unwrap();
    std::fs::write(dir.path().join("web.woff2"), b"wOF2\0\x01\0\0rest").unwrap();
    std::fs::create_dir(dir.path().join("folder.ttf")).unwrap();
    let huge = std::fs::File::create(dir.path().join("huge.ttf")).unwrap();
    huge.set_len(32 * 1024 * 1024 + 1).unwrap();
    drop(huge);
    for (font, why) in [
        ("missing.ttf", "cannot be read"),
        ("notes.ttf", "not a TrueType or OpenType font"),
        ("web.woff2", "WOFF"),
        ("folder.ttf", "is a folder"),
        ("huge.ttf", "at most 32 MiB"),
    ] {
        let ran = run(["knight", "--title", "x", "--font", font, "--svg", "f.svg"])
            .in_dir(&dir)
            .fails_with(2, &format!("--font `{font}`"))
            .leaves_no_files();
        assert!(ran.stderr().contains(why), "{}", ran.stderr());
    }
}

#[test]
fn build_files_refuse_control_characters_in_titles_and_name_the_key() {
    let dir = project(
        r#"
[[knight]]
name = "zero"
board = "5x5"
title = "a\u0000b"
formats = ["svg", "html"]

[[knight]]
name = "fine"
board = "5x5"
title = "fine"
formats = ["svg", "html"]
"#,
    );
    let ran = run(["build"]).in_dir(&dir).fails_with(2, "title");
    assert!(ran.stderr().contains("U+0000"), "{}", ran.stderr());
    let out = snapshot(&dir.path().join("output"));
    assert!(out.contains_key("fine.svg") && !out.contains_key("zero.svg"));
    // The contact sheet does not hold the refused caption.
    let index = String::from_utf8(out["index.html"].clone()).unwrap();
    assert!(!index.contains('\0'));
}

#[test]
fn a_changed_font_file_rebuilds_the_job_and_paths_are_read_from_the_build_file() {
    let dir = project(
        r#"
[[knight]]
name = "arabic"
board = "5x5"
title = "ججج"
font = "fonts/caption.ttf"
"#,
    );
    // The build file is named from another folder: its font path is read
    // from the build file's folder.
    let fonts = dir.path().join("fonts");
    std::fs::create_dir(&fonts).unwrap();
    std::fs::copy(
        test_font("NotoSansArabic-subset.ttf"),
        fonts.join("caption.ttf"),
    )
    .unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let config = dir.path().join("boardfig.toml");
    let out = dir.path().join("output");
    let build = |expect: &str| {
        run([
            "build".as_ref(),
            config.as_os_str(),
            "--out".as_ref(),
            out.as_os_str(),
        ])
        .in_dir(&elsewhere)
        .succeeds()
        .stdout_contains(expect);
    };
    build("1 written");
    let first = std::fs::read(out.join("arabic.svg")).unwrap();
    build("0 written, 1 unchanged");
    // Same name, other contents: the job is redone. This font lacks the
    // letters, so the job now fails.
    std::fs::copy(
        test_font("NotoSansHebrew-subset.ttf"),
        fonts.join("caption.ttf"),
    )
    .unwrap();
    let ran = run([
        "build".as_ref(),
        config.as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
    ])
    .in_dir(&elsewhere)
    .fails_with(2, "U+062C");
    assert!(ran.stderr().contains("title"), "{}", ran.stderr());
    std::fs::copy(
        test_font("NotoSansArabic-subset.ttf"),
        fonts.join("caption.ttf"),
    )
    .unwrap();
    build("1 unchanged");
    assert_eq!(std::fs::read(out.join("arabic.svg")).unwrap(), first);
}

#[test]
fn the_contact_sheet_gives_a_right_to_left_title_its_own_direction() {
    let dir = project(&format!(
        r#"
[[knight]]
name = "hebrew"
board = "5x5"
title = "סיור הפרש"
font = "{}"
formats = ["svg", "html", "png"]
"#,
        hebrew()
    ));
    let ran = run(["build"]).in_dir(&dir).succeeds();
    let index = ran.file_text("output/index.html");
    assert!(index.contains("<h2 dir=\"auto\">סיור הפרש</h2>"), "{index}");
    let page = ran.file_text("output/hebrew.html");
    assert!(page.contains("<title>סיור הפרש</title>"));
}
