//! Nothing lost: boardfig replaces or removes only files it wrote. A
//! user's file in the output folder (the contact sheet's name, a job's
//! file, a Markdown block's figure, the Markdown document itself) is never
//! replaced, not even with `--force`; a cache planted in a folder or
//! copied with one never removes anything; one file named two ways is one
//! file; builds running at once into one folder take turns and leave a
//! complete cache; a killed run's temporary files are removed, a running
//! one's kept.

use std::os::unix::fs::symlink;
use std::path::Path;
use std::process::Command;

use crate::harness::{boardfig, project, run};

const TWO_JOBS: &str = "[[knight]]\nname = \"k\"\nboard = \"5x5\"\n\
    [[knight]]\nname = \"k2\"\nboard = \"6x6\"\nformats = [\"svg\", \"html\"]\n";

fn write(path: impl AsRef<Path>, text: &str) {
    std::fs::write(path, text).unwrap();
}

fn read(path: impl AsRef<Path>) -> String {
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn a_users_file_where_a_build_would_write_is_never_replaced() {
    let dir = project(TWO_JOBS);
    write(dir.path().join("index.html"), "my own page\n");
    write(dir.path().join("k2.html"), "my notes\n");
    for force in [false, true] {
        let mut args = vec!["build", "--out", "."];
        if force {
            args.push("--force");
        }
        let ran = run(args).in_dir(&dir).exits(2);
        let stderr = ran.stderr();
        assert!(
            stderr.contains("index.html: boardfig did not write this file"),
            "{stderr}"
        );
        assert!(
            stderr.contains("k2.html: boardfig did not write this file"),
            "{stderr}"
        );
        assert_eq!(read(dir.path().join("index.html")), "my own page\n");
        assert_eq!(read(dir.path().join("k2.html")), "my notes\n");
    }
    // The job whose files are free was built; the others' files, once
    // moved away, are written, and then replaced as boardfig's own.
    assert!(dir.path().join("k.svg").is_file());
    std::fs::remove_file(dir.path().join("index.html")).unwrap();
    std::fs::remove_file(dir.path().join("k2.html")).unwrap();
    run(["build", "--out", "."]).in_dir(&dir).succeeds();
    write(
        dir.path().join("boardfig.toml"),
        &TWO_JOBS.replace("6x6", "7x7"),
    );
    run(["build", "--out", "."]).in_dir(&dir).succeeds();
    assert!(read(dir.path().join("k2.html")).contains("7x7"));
}

#[test]
fn a_planted_or_copied_cache_never_removes_a_file() {
    // Planted: the cache names README.md with the hash of what it holds.
    let dir = project(TWO_JOBS);
    write(dir.path().join("README.md"), "# mine\n");
    run(["build", "--out", "."]).in_dir(&dir).succeeds();
    let hash = {
        use sha2::{Digest, Sha256};
        use std::fmt::Write as _;
        Sha256::digest(b"# mine\n")
            .iter()
            .fold(String::new(), |mut text, b| {
                let _ = write!(text, "{b:02x}");
                text
            })
    };
    let cache = dir.path().join(".boardfig-cache");
    let planted = format!("{}= README.md {hash}\n", read(&cache));
    write(&cache, &planted);
    run(["build", "--out", ".", "--prune"])
        .in_dir(&dir)
        .succeeds();
    assert_eq!(read(dir.path().join("README.md")), "# mine\n");

    // Copied: a folder a build wrote, copied with its cache; its job
    // removed, prune in the copy removes nothing, in the original what
    // the build wrote.
    let original = project(TWO_JOBS);
    run(["build", "--out", "out"]).in_dir(&original).succeeds();
    let copy = tempfile::tempdir().unwrap();
    let status = Command::new("cp")
        .arg("-a")
        .arg(original.path().join("."))
        .arg(copy.path())
        .status()
        .unwrap();
    assert!(status.success());
    let one_job = "[[knight]]\nname = \"k\"\nboard = \"5x5\"\n";
    for dir in [copy.path(), original.path()] {
        write(dir.join("boardfig.toml"), one_job);
    }
    run(["build", "--out", "out", "--prune"])
        .in_dir(copy.path())
        .succeeds();
    assert!(
        copy.path().join("out/k2.svg").is_file(),
        "the copy lost k2.svg"
    );
    run(["build", "--out", "out", "--prune"])
        .in_dir(original.path())
        .succeeds()
        .stdout_contains("removed: out/k2.svg");
    assert!(!original.path().join("out/k2.svg").exists());
}

#[test]
fn a_markdown_block_never_writes_over_a_users_file_or_a_document() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("img")).unwrap();
    write(dir.path().join("img/victim.txt"), "secret\n");
    let doc = "# T\n\n```boardfig\nknight --board 5x5 --svg victim.txt\n```\n";
    write(dir.path().join("a.md"), doc);
    let ran = run(["markdown", "a.md"]).in_dir(&dir).exits(2);
    assert!(
        ran.stderr()
            .contains("victim.txt: boardfig did not write this file")
    );
    assert_eq!(read(dir.path().join("img/victim.txt")), "secret\n");
    // No link to a figure that was not written.
    assert_eq!(read(dir.path().join("a.md")), doc);

    let doc = "# H\n\n```boardfig\nknight --board 5x5 --svg h.md\n```\n";
    write(dir.path().join("h.md"), doc);
    run(["markdown", "h.md", "--out", "."])
        .in_dir(&dir)
        .fails_with(2, "is the Markdown document");
    assert_eq!(read(dir.path().join("h.md")), doc);

    // Its own figure it replaces when the block changes.
    write(
        dir.path().join("g.md"),
        "```boardfig\nknight --board 5x5 --svg g.svg\n```\n",
    );
    run(["markdown", "g.md", "-q"]).in_dir(&dir).succeeds();
    write(
        dir.path().join("g.md"),
        "```boardfig\nknight --board 6x6 --svg g.svg\n```\n",
    );
    run(["markdown", "g.md", "-q"]).in_dir(&dir).succeeds();
    assert!(read(dir.path().join("img/g.svg")).contains("6x6"));
    // A build into the figure folder counts its figures as its own.
    write(dir.path().join("boardfig.toml"), TWO_JOBS);
    let check = run(["build", "--out", "img", "--check"])
        .in_dir(&dir)
        .exits(1)
        .stdout_contains("unexpected (no build here wrote it; --prune leaves it): img/victim.txt");
    assert!(!check.stdout().contains("g.svg"), "{}", check.stdout());
}

#[test]
fn one_file_named_two_ways_is_refused_before_any_work() {
    let dir = tempfile::tempdir().unwrap();
    symlink("o.svg", dir.path().join("link.svg")).unwrap();
    let absolute = dir.path().join("o.svg").display().to_string();
    for other in ["./o.svg", absolute.as_str(), "link.svg", "sub/../o.svg"] {
        std::fs::create_dir_all(dir.path().join("sub")).unwrap();
        run(["knight", "--board", "5x5", "--svg", "o.svg", "--png", other])
            .in_dir(&dir)
            .fails_with(2, "name one file for two figures");
        assert!(!dir.path().join("o.svg").exists(), "{other}");
    }
}

#[test]
fn builds_at_once_into_one_folder_take_turns() {
    let dir = project(TWO_JOBS);
    for parallel in [2, 8] {
        let children: Vec<_> = (0..parallel)
            .map(|_| {
                let mut command = boardfig();
                command
                    .args(["build", "--out", "out", "--force", "-q"])
                    .current_dir(dir.path());
                let script = format!(
                    "for i in 1 2 3 4 5; do {:?} build --out out --force -q || exit 1; done",
                    command.get_program()
                );
                Command::new("sh")
                    .args(["-c", &script])
                    .current_dir(dir.path())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for mut child in children {
            assert!(child.wait().unwrap().success(), "a build failed");
        }
        let cache = read(dir.path().join("out/.boardfig-cache"));
        for name in ["k.svg", "k2.svg", "k2.html", "index.html"] {
            assert!(cache.contains(&format!("= {name} ")), "{name}: {cache}");
        }
        let leftovers: Vec<_> = std::fs::read_dir(dir.path().join("out"))
            .unwrap()
            .flatten()
            .filter(|e| {
                e.file_name()
                    .to_string_lossy()
                    .starts_with(".boardfig-tmp-")
            })
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
        run(["build", "--out", "out", "--check"])
            .in_dir(&dir)
            .succeeds();
    }
}

#[test]
fn a_killed_runs_temporary_files_are_removed_and_a_running_ones_kept() {
    let dir = project(TWO_JOBS);
    std::fs::create_dir(dir.path().join("out")).unwrap();
    // A process that has ended: its id is free (until reused).
    let mut gone = Command::new("true").spawn().unwrap();
    let gone_id = gone.id();
    gone.wait().unwrap();
    let dead = format!(".boardfig-tmp-{gone_id}-abc");
    let live = format!(".boardfig-tmp-{}-abc", std::process::id());
    write(dir.path().join("out").join(&dead), "torn");
    write(dir.path().join("out").join(&live), "being written");
    run(["build", "--out", "out"]).in_dir(&dir).succeeds();
    assert!(!dir.path().join("out").join(&dead).exists());
    assert!(dir.path().join("out").join(&live).exists());
}

#[test]
fn a_refused_build_leaves_no_folder_and_the_sheet_links_only_files_written() {
    let dir = project("[[knight]]\nname = \"a\"\nboard = \"0x5\"\n");
    run(["build"]).in_dir(&dir).exits(2);
    assert!(
        !dir.path().join("output").exists(),
        "an empty output folder is left"
    );
    // A job that fails when it runs (its page too large) is in the sheet
    // without a link to the page it did not write.
    write(
        dir.path().join("boardfig.toml"),
        "[[explore]]\nname = \"e\"\nsizes = \"3x3..8x8\"\n[[knight]]\nname = \"k\"\nboard = \"5x5\"\n",
    );
    run(["build"]).in_dir(&dir).exits(2);
    let sheet = read(dir.path().join("output/index.html"));
    assert!(!dir.path().join("output/e.html").exists());
    assert!(
        !sheet.contains("href=\"e.html\""),
        "the sheet links a page never written"
    );
    assert!(sheet.contains("job <code>e</code> failed"));
    assert!(sheet.contains("href=\"k.svg\""));
}

#[test]
fn a_users_new_file_on_the_inode_of_a_removed_figure_is_not_taken_for_it() {
    use std::os::unix::fs::MetadataExt;
    let dir = project(TWO_JOBS);
    run(["build", "--out", "out"]).in_dir(&dir).succeeds();
    let figure = dir.path().join("out/k.svg");
    let inode = std::fs::metadata(&figure).unwrap().ino();
    // The user removes the figure and makes a file of their own by that
    // name; filesystems hand a freed inode out again soon, so try until
    // the new file has the figure's inode (or give up: the refusal below
    // holds either way).
    for _ in 0..200 {
        std::fs::remove_file(&figure).unwrap();
        write(&figure, "my own drawing\n");
        if std::fs::metadata(&figure).unwrap().ino() == inode {
            break;
        }
    }
    write(
        dir.path().join("boardfig.toml"),
        &TWO_JOBS.replace("5x5", "7x7"),
    );
    let ran = run(["build", "--out", "out"]).in_dir(&dir).exits(2);
    assert!(
        ran.stderr()
            .contains("k.svg: boardfig did not write this file"),
        "{}",
        ran.stderr()
    );
    assert_eq!(read(&figure), "my own drawing\n");
}
