//! `boardfig markdown`: blocks of boardfig in Markdown files drawn into the
//! figure folder and linked after each block, the rest of the file kept
//! byte for byte; a second run changes nothing; `--check` and `--diff` as
//! `build` has them; this repository's README builds the figures it shows
//! from its own block.

use std::path::Path;

use crate::harness::run;

const DOC: &str = "# Handout\n\
\n\
Some *text* that stays.\n\
\n\
```boardfig\n\
knight --board 5x5 --numbers --svg tour.svg\n\
```\n\
\n\
Between.\n\
\n\
```boardfig\n\
[[queens]]\n\
name = \"eight\"\n\
n = 8\n\
title = \"Eight queens\"\n\
formats = [\"svg\", \"pdf\"]\n\
```\n\
The end.\n";

fn doc(dir: &Path, text: &str) {
    std::fs::write(dir.join("doc.md"), text).unwrap();
}

fn read(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap()
}

#[test]
fn a_document_gets_its_figures_and_links_and_a_second_run_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    doc(dir.path(), DOC);
    run(["markdown", "doc.md"])
        .in_dir(&dir)
        .succeeds()
        .stdout_contains("wrote: img/tour.svg")
        .stdout_contains("updated: doc.md (blocks at lines 5, 11)");
    let expected = DOC
        .replace(
            "--svg tour.svg\n```\n",
            "--svg tour.svg\n```\n\n![knight --board 5x5 --numbers --svg tour.svg](img/tour.svg)\n",
        )
        .replace(
            "formats = [\"svg\", \"pdf\"]\n```\n",
            "formats = [\"svg\", \"pdf\"]\n```\n\n![Eight queens](img/eight.svg) [eight.pdf](img/eight.pdf)\n\n",
        );
    assert_eq!(read(dir.path(), "doc.md"), expected);
    // The figures are the command line's and the build's bytes.
    let cli = run(["knight", "--board", "5x5", "--numbers", "--svg", "-"])
        .in_dir(&dir)
        .succeeds();
    assert_eq!(
        std::fs::read(dir.path().join("img/tour.svg")).unwrap(),
        cli.stdout_bytes()
    );
    assert!(
        std::fs::read(dir.path().join("img/eight.pdf"))
            .unwrap()
            .starts_with(b"%PDF-")
    );
    let again = run(["markdown", "doc.md"])
        .in_dir(&dir)
        .succeeds()
        .stdout_contains("0 figures written, 3 unchanged, 0 documents updated");
    assert_eq!(read(dir.path(), "doc.md"), expected);
    assert!(again.new_files().is_empty());
    run(["markdown", "doc.md", "--check"])
        .in_dir(&dir)
        .succeeds()
        .leaves_no_files();
}

#[test]
fn check_names_stale_figures_and_links_and_diff_holds_the_fresh_ones() {
    let dir = tempfile::tempdir().unwrap();
    doc(dir.path(), DOC);
    run(["markdown", "doc.md", "-q"]).in_dir(&dir).succeeds();
    let edited = read(dir.path(), "doc.md")
        .replace("--board 5x5", "--board 6x6")
        .replace("![Eight queens](img/eight.svg) ", "");
    doc(dir.path(), &edited);
    let ran = run(["markdown", "doc.md", "--check"])
        .in_dir(&dir)
        .exits(1)
        .stdout_contains("stale: img/tour.svg")
        .stdout_contains("stale: doc.md (its links or blocks at lines 13)")
        .stdout_contains("to update: run `boardfig markdown doc.md`")
        .leaves_no_files();
    assert!(!ran.stdout().contains("eight.pdf"), "{}", ran.stdout());
    let diffed = run(["markdown", "doc.md", "--check", "--diff", "fresh"])
        .in_dir(&dir)
        .exits(1)
        .stdout_contains("diff: fresh/tour.svg.diff");
    let mut made: Vec<String> = diffed
        .new_files()
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    made.sort();
    assert_eq!(
        made,
        [
            "fresh",
            "fresh/doc.md",
            "fresh/doc.md.diff",
            "fresh/tour.svg",
            "fresh/tour.svg.diff"
        ]
    );
    assert!(read(dir.path(), "fresh/doc.md.diff").contains("+![Eight queens](img/eight.svg)"));
    run(["markdown", "doc.md", "-q"]).in_dir(&dir).succeeds();
    run(["markdown", "doc.md", "--check"])
        .in_dir(&dir)
        .succeeds();
}

#[test]
fn diff_needs_check_and_each_folder_option_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    doc(dir.path(), DOC);
    std::fs::write(dir.path().join("a-file"), "mine").unwrap();
    let refused: [(&[&str], &str); 3] = [
        (
            &["--diff", "fresh"],
            "--diff DIR writes what --check finds stale; add --check",
        ),
        (
            &["--check", "--diff", "a-file"],
            "--diff `a-file`: not a folder; name a folder to create or fill",
        ),
        (
            &["--out", "a-file/img"],
            "--out `a-file/img`: `a-file` is a file, not a folder; name a folder to create or fill",
        ),
    ];
    for (options, said) in refused {
        let args = [&["markdown", "doc.md"], options].concat();
        run(args).in_dir(&dir).fails_with(2, said).leaves_no_files();
    }
    assert_eq!(read(dir.path(), "doc.md"), DOC);
}

#[test]
fn a_bad_key_or_flag_fails_with_one_line_naming_the_file_the_line_and_the_key() {
    let dir = tempfile::tempdir().unwrap();
    doc(
        dir.path(),
        "# x\n\n```boardfig\n[[knight]]\nname = \"t\"\nbord = \"5x5\"\n```\n",
    );
    run(["markdown", "doc.md"])
        .in_dir(&dir)
        .fails_with(2, "doc.md:6: unknown key `bord`; did you mean `board`?")
        .leaves_no_files();
    doc(dir.path(), "```boardfig\nknight --bord 5x5\n```\n");
    run(["markdown", "doc.md"])
        .in_dir(&dir)
        .fails_with(2, "doc.md:1: unexpected argument '--bord'")
        .leaves_no_files();
    doc(
        dir.path(),
        "```boardfig\nknight --board 5x5 --svg ../up.svg\n```\n",
    );
    run(["markdown", "doc.md"])
        .in_dir(&dir)
        .fails_with(2, "figure file `../up.svg`: name a file, without a folder")
        .leaves_no_files();
    doc(dir.path(), "text\n\n```boardfig\nknight\n");
    run(["markdown", "doc.md"])
        .in_dir(&dir)
        .fails_with(2, "doc.md:3: the boardfig block is not closed")
        .leaves_no_files();
    doc(
        dir.path(),
        "```boardfig\nknight --svg a.svg\n```\n\n```boardfig\nqueens --svg a.svg\n```\n",
    );
    run(["markdown", "doc.md"])
        .in_dir(&dir)
        .fails_with(
            2,
            "doc.md:5: img/a.svg is also written by the block at doc.md:1",
        )
        .leaves_no_files();
}

#[test]
fn a_bad_value_fails_its_block_alone_naming_the_key_as_the_block_writes_it() {
    let dir = tempfile::tempdir().unwrap();
    doc(
        dir.path(),
        "```boardfig\n[[knight]]\nname = \"u\"\ncell = 0\n```\n\n\
         ```boardfig\nknight --cell 0\n```\n\n```boardfig\nqueens --n 5 --svg ok.svg\n```\n",
    );
    let ran = run(["markdown", "doc.md"]).in_dir(&dir).exits(2);
    let err = ran.stderr();
    assert!(
        err.contains("doc.md:1: job `u`: cell `0`: expected a square size"),
        "{err}"
    );
    assert!(
        err.contains("doc.md:7: --cell `0`: expected a square size"),
        "{err}"
    );
    assert!(dir.path().join("img/ok.svg").is_file());
    assert!(
        read(dir.path(), "doc.md").ends_with("```\n\n![queens --n 5 --svg ok.svg](img/ok.svg)\n")
    );
}

#[test]
fn replace_hides_each_fence_in_a_comment_that_later_runs_read() {
    let dir = tempfile::tempdir().unwrap();
    doc(
        dir.path(),
        "Intro\n\n```boardfig\nqueens --n 4 --tree tree.svg\n```\nEnd\n",
    );
    run(["markdown", "doc.md", "--replace", "-q"])
        .in_dir(&dir)
        .succeeds();
    let text = read(dir.path(), "doc.md");
    assert_eq!(
        text,
        "Intro\n\n<!-- boardfig\nqueens --n 4 --tree tree.svg\n-->\n\n\
         ![queens --n 4 --tree tree.svg](img/tree.svg)\n\nEnd\n"
    );
    run(["markdown", "doc.md", "--check"])
        .in_dir(&dir)
        .succeeds();
    run(["markdown", "doc.md", "--replace", "--check"])
        .in_dir(&dir)
        .succeeds();
}

#[test]
fn link_words_written_by_hand_line_endings_and_other_folders_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("docs")).unwrap();
    let text = "A\r\n\r\n```boardfig\r\nknight --board 5x5 --svg a.svg --png a.png\r\n```\r\n\r\n\
                ![A 5x5 tour, described by hand](../figures/a.svg) ![old](../figures/a.png)\r\n\r\nB\r\n";
    std::fs::write(dir.path().join("docs/doc.md"), text).unwrap();
    run(["markdown", "docs/doc.md", "--out", "figures", "-q"])
        .in_dir(&dir)
        .succeeds();
    assert_eq!(read(dir.path(), "docs/doc.md"), text);
    assert!(dir.path().join("figures/a.svg").is_file());
    assert!(dir.path().join("figures/a.png").is_file());
}

#[test]
fn readme_builds_the_figures_it_shows_from_its_own_block() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().unwrap();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    std::fs::write(dir.path().join("README.md"), &readme).unwrap();
    run(["markdown", "README.md", "--out", "output", "-q"])
        .in_dir(&dir)
        .succeeds();
    assert_eq!(
        read(dir.path(), "README.md"),
        readme,
        "README's links are what its block makes"
    );
    let shown: Vec<&str> = readme
        .split("](output/")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .collect();
    let made = crate::harness::list_files(&dir.path().join("output"));
    assert!(shown.len() >= 7, "{shown:?}");
    for name in &shown {
        if !made.contains(Path::new(name)) {
            continue;
        }
        let ours = std::fs::read(dir.path().join("output").join(name)).unwrap();
        let committed = std::fs::read(root.join("output").join(name)).unwrap();
        assert!(
            ours == committed,
            "output/{name} differs from what README's block draws"
        );
    }
    let images_at_top: Vec<&str> = readme
        .split("\n## ")
        .next()
        .unwrap()
        .split("](output/")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .collect();
    for name in &images_at_top {
        assert!(
            made.contains(Path::new(name)),
            "README shows {name}, which no block draws"
        );
    }
}

#[test]
fn blocks_in_quotes_lists_and_beside_html_are_drawn_where_commonmark_puts_them() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/markdown/cases");
    let dir = tempfile::tempdir().unwrap();
    let mut names = Vec::new();
    for entry in std::fs::read_dir(&root).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        std::fs::copy(&path, dir.path().join(&name)).unwrap();
        names.push(name);
    }
    names.sort();
    let mut args = vec!["markdown".to_string(), "-q".to_string()];
    args.extend(names.iter().cloned());
    run(&args).in_dir(&dir).succeeds();
    // Figures for the blocks CommonMark reads, none for code shown in HTML
    // or in other code.
    for drawn in [
        "quote",
        "deep",
        "item",
        "marker",
        "four",
        "tab",
        "after-item",
        "after-quote",
    ] {
        assert!(
            dir.path().join(format!("img/{drawn}.svg")).is_file(),
            "{drawn}"
        );
    }
    for drawn in [
        "after-blank",
        "hidden",
        "hidden-quote",
        "entity",
        "indented",
        "diagram",
    ] {
        assert!(
            dir.path().join(format!("img/{drawn}.svg")).is_file(),
            "{drawn}"
        );
    }
    for shown in ["in-div", "in-pre", "in-comment"] {
        assert!(
            !dir.path().join(format!("img/{shown}.svg")).exists(),
            "{shown}"
        );
    }
    // Each document's lines are all kept, in order, with the link lines
    // between them; words written by hand stay.
    for name in &names {
        let before = std::fs::read_to_string(root.join(name)).unwrap();
        let after = read(dir.path(), name);
        let mut rest = after.lines();
        for line in before.lines() {
            assert!(rest.any(|l| l == line), "{name}: lost {line:?}\n{after}");
        }
    }
    let quotes = read(dir.path(), "quotes.md");
    assert!(quotes.contains("> ```\n>\n> ![queens --n 4 --svg quote.svg](img/quote.svg)\n"));
    assert!(quotes.contains("\n> ![Six queens, in words of my own](img/linked.svg)\n"));
    let beside = read(dir.path(), "beside.md");
    assert!(beside.contains(
        "```\n\n![queens --n 4 --svg diagram.svg](img/diagram.svg)\n\n![Diagram by hand](docs/diagram.png)\n"
    ));
    let lists = read(dir.path(), "lists.md");
    assert!(
        lists.contains("  ```\n  ![queens --n 5 --svg item.svg](img/item.svg)\n- the next item\n")
    );
    // A second run changes nothing, and the check passes.
    let mut again = args.clone();
    again.push("--check".into());
    run(&again).in_dir(&dir).succeeds().leaves_no_files();
    run(&args).in_dir(&dir).succeeds();
    assert_eq!(read(dir.path(), "lists.md"), lists);
    // Hidden, each block stays in its quote or list item.
    run(["markdown", "quotes.md", "lists.md", "--replace", "-q"])
        .in_dir(&dir)
        .succeeds();
    let quotes = read(dir.path(), "quotes.md");
    assert!(quotes.contains("> > <!-- boardfig\n> > queens --n 5 --svg deep.svg\n> > -->\n"));
    let lists = read(dir.path(), "lists.md");
    assert!(lists.contains("1. <!-- boardfig\n   queens --n 6 --svg marker.svg\n   -->\n"));
    run(["markdown", "quotes.md", "lists.md", "--check"])
        .in_dir(&dir)
        .succeeds()
        .leaves_no_files();
}
