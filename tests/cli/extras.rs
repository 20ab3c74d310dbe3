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
    assert!(svg.contains("Onward moves from each free square, rank 5 to 1:"));
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
