//! `[[worksheet]]` in a build file: the sheet and its key are the bytes
//! `boardfig worksheet` writes for the same options, `build --check`
//! finds either stale, and a bad key fails its job alone, named as the
//! build file names it.

use crate::harness::run;

/// A build file of two worksheets (the language from `[defaults]`) and a
/// knight's job beside them.
const BUILD_FILE: &str = r#"
[defaults]
lang = "vi"

[[worksheet]]
name = "tours"
board = "5x5"
clues = 16
seed = 3

[[knight]]
name = "tour"
board = "5x5"

[[worksheet]]
name = "queens"
puzzle = "queens"
n = 6
clues = 2
prove = 1
count = 7
paper = "letter"
"#;

#[test]
fn a_worksheet_job_writes_the_command_lines_sheet_and_key() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("boardfig.toml"), BUILD_FILE).unwrap();
    run(["build", "--out", "out", "--quiet"])
        .in_dir(dir.path())
        .succeeds();
    for (args, name) in [
        (
            &["--board", "5x5", "--clues", "16", "--seed", "3"][..],
            "tours",
        ),
        (
            &[
                "--puzzle", "queens", "--n", "6", "--clues", "2", "--prove", "1", "--count", "7",
                "--paper", "letter",
            ],
            "queens",
        ),
    ] {
        let mut all = vec!["worksheet", "--lang", "vi"];
        all.extend(args);
        all.extend(["--pdf", "sheet.pdf", "--answers", "key.pdf", "--quiet"]);
        run(all).in_dir(dir.path()).succeeds();
        let read = |file: String| std::fs::read(dir.path().join(file)).unwrap();
        assert!(
            read(format!("out/{name}.pdf")) == read("sheet.pdf".into()),
            "{name}"
        );
        assert!(
            read(format!("out/{name}.answers.pdf")) == read("key.pdf".into()),
            "{name}"
        );
        assert!(read("sheet.pdf".into()) != read("key.pdf".into()));
    }
    run(["build", "--out", "out", "--check"])
        .in_dir(dir.path())
        .succeeds();
    std::fs::write(dir.path().join("out/queens.answers.pdf"), b"%PDF-1.7\n").unwrap();
    run(["build", "--out", "out", "--check"])
        .in_dir(dir.path())
        .exits(1)
        .stdout_contains("stale: out/queens.answers.pdf");
    std::fs::remove_file(dir.path().join("out/tours.pdf")).unwrap();
    run(["build", "--out", "out", "--check"])
        .in_dir(dir.path())
        .exits(1)
        .stdout_contains("missing: out/tours.pdf");
}

#[test]
fn a_bad_worksheet_key_fails_its_job_naming_the_key() {
    for (table, said) in [
        ("count = 0", "count `0`"),
        ("clues = 36", "clues `36`"),
        ("clues = \"x\"", "clues `x`"),
        ("board = \"9x9\"", "board `9x9`"),
        ("puzzle = \"queens\"\nn = 13", "n `13`"),
        ("puzzle = \"rooks\"", "puzzle `rooks`"),
        ("prove = 7", "prove `7`"),
        ("board = \"5x5\"\nclues = 2", "clues `2`"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let text = format!("[[worksheet]]\nname = \"a\"\n{table}\n");
        std::fs::write(dir.path().join("boardfig.toml"), &text).unwrap();
        let ran = run(["build", "--out", "out"])
            .in_dir(dir.path())
            .fails_with(2, said);
        assert!(!ran.stderr().contains("--"), "{table}: {}", ran.stderr());
        assert!(!dir.path().join("out").exists(), "{table}");
    }
    let dir = tempfile::tempdir().unwrap();
    let text = "[[worksheet]]\nname = \"a\"\nformats = [\"svg\"]\n";
    std::fs::write(dir.path().join("boardfig.toml"), text).unwrap();
    run(["build", "--out", "out"])
        .in_dir(dir.path())
        .exits(2)
        .stderr_contains("unknown key `formats`")
        .leaves_no_files();
}
