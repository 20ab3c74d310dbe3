//! Figure flags on the command line: files written whole, bad values refused
//! with one line and no file left behind.

use assert_cmd::Command;

fn boardfig(dir: &std::path::Path) -> Command {
    let mut cmd = Command::cargo_bin("boardfig").unwrap();
    cmd.current_dir(dir);
    cmd
}

#[test]
fn writes_svg_gif_and_png_together() {
    let dir = tempfile::tempdir().unwrap();
    boardfig(dir.path())
        .args([
            "knight", "--board", "6x6", "--svg", "t.svg", "--gif", "t.gif", "--png", "t.png",
            "--quiet",
        ])
        .assert()
        .success()
        .stdout("");
    let svg = std::fs::read_to_string(dir.path().join("t.svg")).unwrap();
    roxmltree::Document::parse(&svg).unwrap();
    assert!(
        std::fs::read(dir.path().join("t.gif"))
            .unwrap()
            .starts_with(b"GIF89a")
    );
    assert!(
        std::fs::read(dir.path().join("t.png"))
            .unwrap()
            .starts_with(b"\x89PNG")
    );
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names.len(), 3, "no temporary files left: {names:?}");
}

#[test]
fn queens_figures() {
    let dir = tempfile::tempdir().unwrap();
    boardfig(dir.path())
        .args([
            "queens",
            "--n",
            "8",
            "--gif",
            "s.gif",
            "--svg",
            "q.svg",
            "--attacks",
            "a1",
        ])
        .assert()
        .success()
        .stdout("1 5 8 6 3 7 2 4\n");
    boardfig(dir.path())
        .args(["queens", "--n", "5", "--tree", "tree.svg", "-q"])
        .assert()
        .success();
    boardfig(dir.path())
        .args(["queens", "--n", "6", "--all", "--svg", "all.svg", "-q"])
        .assert()
        .success();
    for file in ["q.svg", "tree.svg", "all.svg"] {
        let text = std::fs::read_to_string(dir.path().join(file)).unwrap();
        roxmltree::Document::parse(&text).unwrap();
    }
}

#[test]
fn refused_figures_leave_no_file() {
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["knight", "--cell", "1", "--svg", "f.svg"], "cell `1`"),
        (vec!["knight", "--theme", "neon", "--svg", "f.svg"], "neon"),
        (
            vec!["knight", "--board", "200x200", "--gif", "f.gif"],
            "200x200",
        ),
        (
            vec!["knight", "--title", "☃ snow", "--svg", "f.svg"],
            "snow",
        ),
        (
            vec!["knight", "--count", "--board", "5x5", "--svg", "f.svg"],
            "--count",
        ),
        (vec!["queens", "--n", "7", "--tree", "f.svg"], "`7`"),
        (
            vec!["queens", "--n", "10", "--all", "--svg", "f.svg"],
            "724",
        ),
        (
            vec!["queens", "--n", "8", "--attacks", "b1", "--svg", "f.svg"],
            "b1",
        ),
        (
            vec![
                "queens",
                "--n",
                "100",
                "--method",
                "construct",
                "--gif",
                "f.gif",
            ],
            "backtrack",
        ),
    ];
    for (args, named) in cases {
        let dir = tempfile::tempdir().unwrap();
        let assert = boardfig(dir.path()).args(&args).assert().code(2).stdout("");
        let err = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(named), "{args:?} should name {named}: {err}");
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            0,
            "{args:?} left a file"
        );
    }
}

#[test]
fn not_found_draws_the_empty_board_with_a_caption() {
    let dir = tempfile::tempdir().unwrap();
    boardfig(dir.path())
        .args(["knight", "--board", "4x4", "--svg", "n.svg"])
        .assert()
        .code(1)
        .stdout("Not Found\n");
    let svg = std::fs::read_to_string(dir.path().join("n.svg")).unwrap();
    roxmltree::Document::parse(&svg).unwrap();
    assert!(svg.contains("<use href=\"#g"), "the caption is drawn");
}
