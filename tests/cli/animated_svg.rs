//! `--animated-svg` and the TOML format `animated-svg`: an SVG that
//! animates the tour with CSS, checked without a browser: well-formed,
//! one animated segment per move, durations from `--delay` and `--hold`,
//! the loop count, reduced motion, and the refusals.

use crate::harness::{project, run};

/// The animated SVG of the 8x8 tour with the extra arguments.
fn animated(extra: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let args: Vec<&str> = ["knight", "--animated-svg", "t.anim.svg", "-q"]
        .iter()
        .chain(extra)
        .copied()
        .collect();
    run(args).in_dir(&dir).succeeds().file_text("t.anim.svg")
}

/// The text of the style sheet.
fn style_sheet(svg: &str) -> &str {
    let from = svg.find("<style>").unwrap() + "<style>".len();
    let to = svg.find("</style>").unwrap();
    &svg[from..to]
}

/// The value of a CSS property in the style sheet's first rule.
fn property<'a>(css: &'a str, name: &str) -> &'a str {
    let from = css.find(&format!("{name}:")).unwrap() + name.len() + 1;
    let rest = &css[from..];
    &rest[..rest.find([';', '}']).unwrap()]
}

#[test]
fn is_well_formed_with_one_animated_segment_per_move() {
    let svg = animated(&[]);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let segments: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("path") && n.attribute("class").is_some())
        .collect();
    assert_eq!(segments.len(), 63, "one segment per move of the 8x8 tour");
    for (k, segment) in segments.iter().enumerate() {
        assert_eq!(
            segment.attribute("class"),
            Some(format!("s{}", k + 1).as_str())
        );
    }
    let knights = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("k"))
        .count();
    assert_eq!(knights, 1);
    assert!(style_sheet(&svg).contains("@media (prefers-reduced-motion:reduce)"));
    assert!(!svg.contains("<script"));
}

#[test]
fn durations_follow_delay_hold_and_loop() {
    let svg = animated(&["--delay", "100", "--hold", "1000", "--loop", "3"]);
    let css = style_sheet(&svg);
    // 64 squares of 100 ms, then the finished figure held 1000 ms.
    assert_eq!(property(css, "animation-duration"), "7400ms");
    assert_eq!(property(css, "animation-iteration-count"), "3");
    // Move 10 appears 10 delays in.
    assert!(
        css.contains("@keyframes a10{0%{opacity:0}13.514%{opacity:1}}"),
        "{css}"
    );
    // The finished figure (the arrowhead) comes after the 64 squares.
    assert!(
        css.contains("@keyframes a64{0%{opacity:0}86.486%{opacity:1}}"),
        "{css}"
    );
    let forever = animated(&[]);
    assert_eq!(
        property(style_sheet(&forever), "animation-iteration-count"),
        "infinite"
    );
}

#[test]
fn numbers_appear_and_a_closed_tour_closes_last() {
    let svg = animated(&["--numbers"]);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    // "64" is two glyphs appearing at step 63.
    let last: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("use") && n.attribute("class") == Some("s63"))
        .collect();
    assert_eq!(last.len(), 2);
    let closed = animated(&["--board", "6x6", "--closed"]);
    let doc = roxmltree::Document::parse(&closed).unwrap();
    let segments = doc
        .descendants()
        .filter(|n| n.has_tag_name("path") && n.attribute("class").is_some())
        .count();
    assert_eq!(segments, 35, "35 moves");
    // The closing move, dashed, appears at the last step (36), after the
    // 35 moves.
    let closing: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("path") && n.attribute("stroke-dasharray").is_some())
        .map(|n| n.parent().and_then(|g| g.attribute("class")))
        .collect();
    assert_eq!(closing, [Some("s36")]);
}

#[test]
fn refusals_name_the_flag_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    run(["queens", "--n", "8", "--animated-svg", "q.anim.svg"])
        .in_dir(&dir)
        .fails_with(2, "--animated-svg")
        .leaves_no_files();
    run([
        "knight",
        "--board",
        "5x5",
        "--animated-svg",
        "s.anim.svg",
        "--animate",
        "search",
    ])
    .in_dir(&dir)
    .fails_with(2, "--animated-svg")
    .leaves_no_files();
}

#[test]
fn toml_format_writes_name_anim_svg() {
    let dir = project(
        "[[knight]]\nname = \"t\"\nboard = \"5x5\"\nformats = [\"svg\", \"animated-svg\"]\n",
    );
    run(["build"]).in_dir(&dir).succeeds();
    let svg = std::fs::read_to_string(dir.path().join("output/t.anim.svg")).unwrap();
    roxmltree::Document::parse(&svg).unwrap();
    assert!(dir.path().join("output/t.svg").exists());
}
