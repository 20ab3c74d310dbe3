//! Teaching figures from the command line and build files: the strip of
//! search steps (`--strip`, `strip = true`), the numbered board
//! (`--no-path`, `--rank1-top`) and the full search tree (`--all --tree`).

use crate::harness::run;

fn temp() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

#[test]
fn strip_writes_an_svg_for_queens_and_knight() {
    let dir = temp();
    run(["queens", "--n", "4", "--strip", "q.svg"])
        .in_dir(dir.path())
        .succeeds();
    run(["knight", "--board", "5x5", "--strip", "k.svg", "-q"])
        .in_dir(dir.path())
        .succeeds();
    for name in ["q.svg", "k.svg"] {
        let text = std::fs::read_to_string(dir.path().join(name)).unwrap();
        roxmltree::Document::parse(&text).unwrap();
    }
}

#[test]
fn strip_refuses_boards_too_large_for_its_panels() {
    let dir = temp();
    run(["knight", "--board", "20x20", "--strip", "k.svg"])
        .in_dir(dir.path())
        .fails_with(2, "--strip")
        .leaves_no_files();
}

#[test]
fn no_path_needs_numbers() {
    let dir = temp();
    run(["knight", "--board", "5x5", "--no-path", "--svg", "k.svg"])
        .in_dir(dir.path())
        .fails_with(2, "--no-path")
        .leaves_no_files();
}

#[test]
fn the_full_tree_differs_from_the_first_solution_tree() {
    let dir = temp();
    run(["queens", "--n", "4", "--tree", "first.svg", "-q"])
        .in_dir(dir.path())
        .succeeds();
    run(["queens", "--n", "4", "--all", "--tree", "all.svg", "-q"])
        .in_dir(dir.path())
        .succeeds();
    let first = std::fs::read(dir.path().join("first.svg")).unwrap();
    let all = std::fs::read(dir.path().join("all.svg")).unwrap();
    assert!(all.len() > first.len(), "the full tree has more nodes");
}

#[test]
fn build_keys_write_the_strip_and_the_numbered_board() {
    let dir = temp();
    std::fs::write(
        dir.path().join("boardfig.toml"),
        "[[knight]]\nname = \"k\"\nboard = \"5x5\"\nnumbers = true\npath = false\n\
         rank1-top = true\nstrip = true\n\n[[queens]]\nname = \"q\"\nn = 4\nstrip = true\n",
    )
    .unwrap();
    run(["build", "--quiet"]).in_dir(dir.path()).succeeds();
    for name in ["k.svg", "k.strip.svg", "q.svg", "q.strip.svg"] {
        assert!(dir.path().join("output").join(name).is_file(), "{name}");
    }
}
