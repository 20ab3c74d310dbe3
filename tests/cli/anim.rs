//! The knight's search animation from the command line and build files:
//! `--animate`, `--prune`, `--max-frames`, their refusals and TOML keys.

use crate::harness::{gif_frames, project, run};

#[test]
fn bad_values_name_the_flag_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let search = [
        "knight",
        "--board",
        "5x5",
        "--gif",
        "s.gif",
        "--animate",
        "search",
    ];
    for (extra, flag) in [
        (&["--max-frames", "5"][..], "--max-frames"),
        (&["--max-frames", "100001"][..], "--max-frames"),
        (&["--code", "java"][..], "--code"),
        (&["--method", "warnsdorff"][..], "--animate"),
    ] {
        let args: Vec<&str> = search.iter().chain(extra).copied().collect();
        run(args).in_dir(&dir).fails_with(2, flag).leaves_no_files();
    }
    run([
        "knight",
        "--board",
        "40x40",
        "--gif",
        "s.gif",
        "--animate",
        "search",
    ])
    .in_dir(&dir)
    .fails_with(2, "--animate")
    .leaves_no_files();
    run(["knight", "--gif", "s.gif", "--animate", "film"])
        .in_dir(&dir)
        .fails_with(2, "--animate")
        .leaves_no_files();
    run(["queens", "--n", "5", "--gif", "q.gif", "--animate", "tour"])
        .in_dir(&dir)
        .fails_with(2, "--animate")
        .leaves_no_files();
}

#[test]
fn the_search_gif_stays_within_max_frames() {
    let dir = tempfile::tempdir().unwrap();
    let ran = run([
        "knight",
        "--board",
        "5x5",
        "--gif",
        "s.gif",
        "--animate",
        "search",
        "--max-frames",
        "60",
        "--cell",
        "20",
    ])
    .in_dir(&dir)
    .succeeds();
    let count = gif_frames(&ran.file("s.gif"));
    assert!((48..=60).contains(&count), "{count} frames");
}

#[test]
fn queens_animate_search_is_today_s_gif() {
    let dir = tempfile::tempdir().unwrap();
    let plain = run(["queens", "--n", "5", "--gif", "a.gif"])
        .in_dir(&dir)
        .succeeds();
    let search = run([
        "queens",
        "--n",
        "5",
        "--gif",
        "b.gif",
        "--animate",
        "search",
    ])
    .in_dir(&dir)
    .succeeds();
    assert_eq!(plain.file("a.gif"), search.file("b.gif"));
}

#[test]
fn toml_keys_work() {
    let dir = project(
        "[[knight]]\nname = \"s\"\nboard = \"5x5\"\ncell = 20\nanimate = \"search\"\n\
         prune = true\ncode = \"c\"\nmax-frames = 30\nformats = [\"gif\"]\n",
    );
    run(["build"]).in_dir(&dir).succeeds();
    let bytes = std::fs::read(dir.path().join("output/s.gif")).unwrap();
    let count = gif_frames(&bytes);
    assert!((24..=30).contains(&count), "{count} frames");
    let bad = project(
        "[[knight]]\nname = \"s\"\nanimate = \"search\"\nmax-frames = 3\nformats = [\"gif\"]\n",
    );
    run(["build"])
        .in_dir(&bad)
        .exits(2)
        .stderr_contains("max-frames");
}

#[test]
fn a_strip_with_animate_search_shows_the_search_steps() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "knight",
        "--board",
        "6x6",
        "--animate",
        "search",
        "--strip",
        "s.svg",
        "-q",
    ];
    let ran = run(args).in_dir(&dir).succeeds();
    assert!(!ran.stderr().contains("warning"), "{}", ran.stderr());
    let svg = ran.file_text("s.svg");
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let desc = doc
        .descendants()
        .find(|n| n.has_tag_name("desc"))
        .and_then(|n| n.text())
        .unwrap()
        .to_string();
    // The lesson's program steps back and finds its tour; no rule cuts.
    assert!(desc.contains("back from "), "{desc}");
    assert!(desc.contains("tour found"), "{desc}");
    assert!(!desc.contains("cut: "), "{desc}");
    let pruned = run([
        "knight",
        "--board",
        "6x6",
        "--animate",
        "search",
        "--prune",
        "--strip",
        "p.svg",
        "-q",
    ])
    .in_dir(&dir)
    .succeeds();
    assert!(pruned.file_text("p.svg").contains("cut: "));
    let plain = run(["knight", "--board", "6x6", "--strip", "t.svg", "-q"])
        .in_dir(&dir)
        .succeeds();
    assert!(!plain.file_text("t.svg").contains("back from "));
}
