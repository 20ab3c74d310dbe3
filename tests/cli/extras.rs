//! The figure extras of issue 9 from the command line and build files:
//! `--poster`, `--degrees`, `<title>`/`<desc>`, indexed PNGs.

use crate::harness::{project, run};

#[test]
fn poster_and_degrees_are_flags_and_keys() {
    let dir = tempfile::tempdir().unwrap();
    let ran = run([
        "knight",
        "--board",
        "5x5",
        "--degrees",
        "--poster",
        "--svg",
        "t.svg",
        "--gif",
        "t.gif",
        "--png",
        "t.png",
    ])
    .in_dir(&dir)
    .succeeds();
    let svg = ran.file_text("t.svg");
    assert!(
        svg.contains("<title>Knight's tour on 5x5 from a1</title>"),
        "{svg}"
    );
    assert!(
        svg.contains("Onward moves from each free square (the knight started on a1), rank 5 to 1:")
    );
    let png = ran.file("t.png");
    assert_eq!(png[25], 3, "an indexed PNG (colour type 3)");
    let project = project(
        "[defaults]\ncell = 20\nposter = true\n\n[[knight]]\nname = \"k\"\nboard = \"5x5\"\ndegrees = true\nformats = [\"svg\", \"gif\"]\n\n[[queens]]\nname = \"q\"\nn = 5\nposter = true\nformats = [\"gif\"]\n",
    );
    run(["build"]).in_dir(&project).succeeds();
    run(["build", "--check"]).in_dir(&project).succeeds();
}

#[test]
fn poster_and_degrees_without_their_figures_warn() {
    let dir = tempfile::tempdir().unwrap();
    run(["knight", "--poster", "--svg", "t.svg"])
        .in_dir(&dir)
        .succeeds()
        .stderr_contains(
            "no animation is written (--gif, --html, --animated-svg), so --poster has no effect",
        );
    run(["knight", "--degrees"])
        .in_dir(&dir)
        .succeeds()
        .stderr_contains("--degrees");
    run(["queens", "--degrees"])
        .in_dir(&dir)
        .fails_with(2, "--degrees")
        .leaves_no_files();
}

/// `--coords all` writes the file letters above the board too and the rank
/// numbers on its right too; `--no-coords` is `--coords none`; build files
/// write `coords = "all"` (or, as before, `true` and `false`); a bad value
/// names the flag or the key.
#[test]
fn coordinates_on_all_four_sides() {
    let svg = |args: &[&str]| -> String {
        let all: Vec<&str> = ["knight", "--board", "5x4", "--svg", "-"]
            .into_iter()
            .chain(args.iter().copied())
            .collect();
        run(all).succeeds().stdout().to_string()
    };
    let glyphs = |svg: &str| svg.matches("href=\"#g").count();
    let none = svg(&["--coords", "none"]);
    let edge = svg(&[]);
    let all = svg(&["--coords", "all"]);
    // 5 files and 4 ranks, once or twice.
    assert_eq!(glyphs(&edge) - glyphs(&none), 9);
    assert_eq!(glyphs(&all) - glyphs(&none), 18);
    assert_eq!(svg(&["--coords", "edge"]), edge);
    assert_eq!(svg(&["--no-coords"]), none);
    let size = |svg: &str| -> (u32, u32) {
        let doc = roxmltree::Document::parse(svg).unwrap();
        let root = doc.root_element();
        let number = |name| root.attribute(name).unwrap().parse().unwrap();
        (number("width"), number("height"))
    };
    let (edge_w, edge_h) = size(&edge);
    let (all_w, all_h) = size(&all);
    assert!(
        all_w > edge_w && all_h > edge_h,
        "{edge_w}x{edge_h} -> {all_w}x{all_h}"
    );
    run(["knight", "--coords", "sides"]).fails_with(2, "--coords");
    run(["knight", "--coords", "all", "--no-coords"]).fails_with(2, "--no-coords");
    let good = project(
        "[[knight]]\nname = \"all\"\nboard = \"5x4\"\ncoords = \"all\"\n\n\
         [[knight]]\nname = \"none\"\nboard = \"5x4\"\ncoords = false\n\n\
         [[knight]]\nname = \"edge\"\nboard = \"5x4\"\ncoords = true\n",
    );
    let built = run(["build"]).in_dir(&good).succeeds();
    assert_eq!(built.file_text("output/all.svg"), all);
    assert_eq!(built.file_text("output/none.svg"), none);
    assert_eq!(built.file_text("output/edge.svg"), edge);
    let bad = project("[[knight]]\nname = \"k\"\ncoords = \"sides\"\n");
    let failed = run(["build"]).in_dir(&bad).exits(2);
    assert!(
        failed
            .stderr()
            .contains("coords `sides`: expected none, edge or all"),
        "{}",
        failed.stderr()
    );
}
