//! Figure flags on the command line: files written whole, bad values
//! refused with one line and no file left behind.

use crate::harness::run;

#[test]
fn writes_svg_gif_and_png_together() {
    let dir = tempfile::tempdir().unwrap();
    let ran = run([
        "knight", "--board", "6x6", "--svg", "t.svg", "--gif", "t.gif", "--png", "t.png", "--quiet",
    ])
    .in_dir(&dir)
    .succeeds()
    .stdout_is("");
    roxmltree::Document::parse(&ran.file_text("t.svg")).unwrap();
    assert!(ran.file("t.gif").starts_with(b"GIF89a"));
    assert!(ran.file("t.png").starts_with(b"\x89PNG"));
    let names = ran.new_files();
    assert_eq!(names.len(), 3, "no temporary files left: {names:?}");
}

#[test]
fn queens_figures() {
    let dir = tempfile::tempdir().unwrap();
    run([
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
    .in_dir(&dir)
    .succeeds()
    .stdout_is("1 5 8 6 3 7 2 4\n");
    run(["queens", "--n", "5", "--tree", "tree.svg", "-q"])
        .in_dir(&dir)
        .succeeds();
    let ran = run(["queens", "--n", "6", "--all", "--svg", "all.svg", "-q"])
        .in_dir(&dir)
        .succeeds();
    for file in ["q.svg", "tree.svg", "all.svg"] {
        roxmltree::Document::parse(&ran.file_text(file)).unwrap();
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
            "more than 400 solutions",
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
        run(args)
            .in_dir(&dir)
            .fails_with(2, named)
            .stdout_is("")
            .leaves_no_files();
    }
}

#[test]
fn not_found_draws_the_empty_board_with_a_caption() {
    let dir = tempfile::tempdir().unwrap();
    let ran = run(["knight", "--board", "4x4", "--svg", "n.svg"])
        .in_dir(&dir)
        .exits(1)
        .stdout_is("Not Found\n");
    let svg = ran.file_text("n.svg");
    roxmltree::Document::parse(&svg).unwrap();
    assert!(svg.contains("<use href=\"#g"), "the caption is drawn");
}

/// The files the figure examples of README and the guide (docs/guide) write,
/// by example line.
fn readme_examples() -> Vec<(String, Vec<String>)> {
    const FLAGS: [&str; 9] = [
        "--svg",
        "--gif",
        "--png",
        "--pdf",
        "--html",
        "--animated-svg",
        "--strip",
        "--tree",
        "--trace",
    ];
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages = vec![root.join("README.md")];
    let mut guide: Vec<_> = std::fs::read_dir(root.join("docs/guide"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    guide.sort();
    pages.extend(guide);
    let text: String = pages
        .iter()
        .map(|page| std::fs::read_to_string(page).unwrap())
        .collect();
    text.lines()
        .filter_map(|line| line.strip_prefix("    "))
        .map(|line| line.trim_start_matches("$ "))
        .filter(|line| line.starts_with("boardfig knight") || line.starts_with("boardfig queens"))
        .map(|line| line.split(" #").next().unwrap().trim().to_string())
        .filter_map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            let files: Vec<String> = words
                .windows(2)
                .filter(|pair| FLAGS.contains(&pair[0]) && pair[1] != "-")
                .map(|pair| pair[1].to_string())
                .collect();
            (!files.is_empty()).then_some((line, files))
        })
        .collect()
}

#[test]
fn readmes_figure_examples_write_distinct_files() {
    let examples = readme_examples();
    assert!(examples.len() >= 10, "{examples:?}");
    let mut seen = std::collections::BTreeMap::new();
    for (line, files) in &examples {
        for file in files {
            if let Some(first) = seen.insert(file.clone(), line.clone()) {
                panic!("README's examples both write {file}:\n  {first}\n  {line}");
            }
        }
    }
    // Run as written, one folder for all: each file is there at the end.
    // The font an example names is the tests' subset of it.
    let dir = tempfile::tempdir().unwrap();
    let fonts = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fonts");
    std::fs::copy(
        fonts.join("NotoSansArabic-subset.ttf"),
        dir.path().join("NotoSansArabic-Regular.ttf"),
    )
    .unwrap();
    let binary = std::path::Path::new(env!("CARGO_BIN_EXE_boardfig"));
    let path = std::env::join_paths(
        std::iter::once(binary.parent().unwrap().to_path_buf()).chain(std::env::split_paths(
            &std::env::var_os("PATH").unwrap_or_default(),
        )),
    )
    .unwrap();
    let script: Vec<&str> = examples.iter().map(|(line, _)| line.as_str()).collect();
    let out = std::process::Command::new("bash")
        .args(["--noprofile", "--norc", "-ec", &script.join("\n")])
        .current_dir(dir.path())
        .env("PATH", path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for file in seen.keys() {
        let size = std::fs::metadata(dir.path().join(file)).map_or(0, |m| m.len());
        assert!(size > 0, "{file} was not written");
    }
}
