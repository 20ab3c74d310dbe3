//! Faults a user's machine throws at boardfig: odd targets (devices,
//! stdout, symlinks, read-only files, missing folders), refusals that must
//! leave nothing behind, a full disk, a kill in the middle of a build, bad
//! values in build files, a cache that must not be trusted blindly, and a
//! few small edges of the command line.
//!
//! Tests that need root (a tmpfs to fill, a private /dev) print a note and
//! pass when they cannot set up their fault.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Read;
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::harness::{boardfig, list_files, project, run, snapshot};

fn is_root() -> bool {
    // SAFETY: geteuid has no preconditions and cannot fail.
    // SAFETY: geteuid has no preconditions and cannot fail.
    #[allow(unsafe_code)]
    let uid = unsafe { libc::geteuid() };
    uid == 0
}

fn tempdir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

/// The answer `knight --board 5x5` prints.
fn tour_5x5() -> String {
    run(["knight", "--board", "5x5"])
        .succeeds()
        .stdout()
        .to_string()
}

/// The SVG `knight --board 5x5 --svg` writes to an ordinary file.
fn svg_5x5() -> Vec<u8> {
    let dir = tempdir();
    run(["knight", "--board", "5x5", "--svg", "a.svg"])
        .in_dir(&dir)
        .succeeds()
        .file("a.svg")
}

/// Whether a message names the path `-` (as `-`, '-', "-" or a bare word).
fn names_dash(err: &str) -> bool {
    ["`-`", "'-'", "\"-\"", " - ", " -\n", " -,", " -;", " -:"]
        .iter()
        .any(|form| err.contains(form))
}

// a. Devices and stdout as targets.

#[test]
fn svg_to_dev_null_leaves_the_device_alone() {
    let args = ["knight", "--board", "5x5", "--svg", "/dev/null"];
    if !is_root() {
        let dir = tempdir();
        run(args).in_dir(&dir).succeeds().leaves_no_files();
        match std::fs::metadata("/dev/null") {
            Ok(meta) => assert!(
                meta.file_type().is_char_device(),
                "/dev/null is no longer a character device"
            ),
            Err(e) => eprintln!("note: /dev/null cannot be checked ({e}); skipped"),
        }
        return;
    }
    // As root a faulty boardfig could replace the machine's /dev/null, so
    // it runs in a private mount namespace with a /dev of its own holding
    // a fresh null device (the same device numbers, 1:3).
    let script = r#"mount -t tmpfs tmpfs /dev && mknod -m 666 /dev/null c 1 3 || exit 97
"$0" "$@"; rc=$?
if [ -c /dev/null ]; then echo 'still a character device' >&2; fi
exit $rc"#;
    let output = Command::new("unshare")
        .args(["--mount", "--propagation", "private", "sh", "-c", script])
        .arg(env!("CARGO_BIN_EXE_boardfig"))
        .args(args)
        .stdin(Stdio::null())
        .output();
    match output {
        Ok(out) if out.status.code() != Some(97) && !out.stderr.starts_with(b"unshare:") => {
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(0), "exit code; stderr: {err}");
            assert!(!err.contains("panicked"), "{err}");
            assert_eq!(String::from_utf8_lossy(&out.stdout), tour_5x5());
            assert!(
                err.contains("still a character device"),
                "/dev/null is no longer a character device; stderr: {err}"
            );
        }
        _ => eprintln!("note: no private mount namespace; /dev/null not checked as root"),
    }
}

#[test]
fn svg_to_stdout_replaces_the_answer() {
    let dir = tempdir();
    let answer = tour_5x5();
    let ran = run(["knight", "--board", "5x5", "--svg", "-"])
        .in_dir(&dir)
        .succeeds()
        .leaves_no_files();
    let text = ran.stdout();
    assert!(text.starts_with("<svg"), "stdout: {text}");
    assert!(
        !text.contains(answer.trim()),
        "the answer is printed with the SVG"
    );
    roxmltree::Document::parse(text).unwrap();
}

#[test]
fn two_figures_to_stdout_are_refused() {
    let dir = tempdir();
    let ran = run(["knight", "--board", "5x5", "--svg", "-", "--png", "-"])
        .in_dir(&dir)
        .fails_with(2, "")
        .stdout_is("")
        .leaves_no_files();
    assert!(
        names_dash(&ran.stderr()),
        "does not name `-`: {}",
        ran.stderr()
    );
}

// b. Symlinks are written through.

#[test]
fn a_symlink_target_is_written_through() {
    let dir = tempdir();
    std::fs::write(dir.path().join("real.svg"), "old").unwrap();
    std::os::unix::fs::symlink("real.svg", dir.path().join("link.svg")).unwrap();
    let ran = run(["knight", "--board", "5x5", "--svg", "link.svg"])
        .in_dir(&dir)
        .succeeds()
        .leaves_no_files();
    let link = std::fs::symlink_metadata(dir.path().join("link.svg")).unwrap();
    assert!(link.file_type().is_symlink(), "link.svg was replaced");
    assert_eq!(
        ran.file("real.svg"),
        svg_5x5(),
        "real.svg holds the new SVG"
    );
}

// c. Read-only targets are refused, even for root.

#[test]
fn a_read_only_target_is_refused_and_kept() {
    let dir = tempdir();
    let path = dir.path().join("ro.svg");
    std::fs::write(&path, "old").unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).unwrap();
    let ran = run(["knight", "--board", "5x5", "--svg", "ro.svg"])
        .in_dir(&dir)
        .fails_with(2, "ro.svg")
        .leaves_no_files();
    let err = ran.stderr().to_lowercase();
    assert!(
        err.contains("read-only") || err.contains("read only"),
        "does not say read-only: {err}"
    );
    assert_eq!(std::fs::read(&path).unwrap(), b"old");
    let mode = std::fs::metadata(&path).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o444);
}

// d. Missing folders are not created.

#[test]
fn a_target_in_a_missing_folder_is_refused() {
    let dir = tempdir();
    run(["knight", "--board", "5x5", "--svg", "no/such/dir/a.svg"])
        .in_dir(&dir)
        .fails_with(2, "no/such/dir")
        .leaves_no_files();
}

// e. One path, two formats.

#[test]
fn the_same_path_for_two_formats_is_refused() {
    let dir = tempdir();
    run(["knight", "--svg", "x.svg", "--png", "x.svg"])
        .in_dir(&dir)
        .fails_with(2, "x.svg")
        .leaves_no_files();
}

// f. A refused figure leaves nothing, whatever the flag order.

#[test]
fn a_refused_figure_leaves_no_file_in_either_order() {
    let cases: [&[&str]; 4] = [
        &[
            "queens",
            "--n",
            "100",
            "--method",
            "construct",
            "--svg",
            "a.svg",
            "--gif",
            "f.gif",
        ],
        &[
            "queens",
            "--n",
            "100",
            "--method",
            "construct",
            "--gif",
            "f.gif",
            "--svg",
            "a.svg",
        ],
        &["queens", "--n", "8", "--gif", "f.gif", "--tree", "t.svg"],
        &["queens", "--n", "8", "--tree", "t.svg", "--gif", "f.gif"],
    ];
    let mut failures = Vec::new();
    for args in cases {
        let dir = tempdir();
        let ran = run(args).in_dir(&dir).output();
        let left = ran.new_files();
        let err = ran.stderr();
        let refused = ran.code() == Some(2) && !ran.panicked() && err.lines().count() == 1;
        if !refused || !left.is_empty() {
            failures.push(format!(
                "{args:?}: exit {:?}, left {left:?}, stderr: {}",
                ran.code(),
                err.trim_end()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_too_large_png_is_refused_before_solving() {
    let dir = tempdir();
    let ran = run(["knight", "--board", "200x200", "--png", "p.png"])
        .in_dir(&dir)
        .timeout(Duration::from_secs(20))
        .fails_with(2, "")
        .leaves_no_files();
    assert!(
        ran.elapsed() < Duration::from_secs(5),
        "took {:?}",
        ran.elapsed()
    );
}

// g. A full disk.

/// A 64 KiB tmpfs mounted on a folder, unmounted when dropped.
struct SmallDisk {
    path: PathBuf,
}

impl SmallDisk {
    fn mount(path: &Path) -> Option<SmallDisk> {
        if !is_root() {
            return None;
        }
        std::fs::create_dir_all(path).ok()?;
        let status = Command::new("mount")
            .args(["-t", "tmpfs", "-o", "size=64k", "tmpfs"])
            .arg(path)
            .stderr(Stdio::null())
            .status()
            .ok()?;
        status.success().then(|| SmallDisk {
            path: path.to_path_buf(),
        })
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.path).status();
    }
}

#[test]
fn a_full_disk_leaves_no_partial_file() {
    let dir = tempdir();
    let disk_path = dir.path().join("disk");
    let Some(disk) = SmallDisk::mount(&disk_path) else {
        eprintln!("note: not root or no tmpfs; the full-disk test is skipped");
        return;
    };
    let big = disk.path.join("big.svg");
    let mut args: Vec<std::ffi::OsString> = ["knight", "--board", "60x60", "--numbers", "--svg"]
        .iter()
        .map(Into::into)
        .collect();
    args.push(big.into());
    let ran = run(args)
        .in_dir(&dir)
        .timeout(Duration::from_secs(60))
        .output();
    let left: Vec<String> = std::fs::read_dir(&disk.path)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    drop(disk);
    assert_eq!(ran.code(), Some(2), "exit code; stderr: {}", ran.stderr());
    assert!(!ran.panicked(), "{}", ran.stderr());
    assert!(left.is_empty(), "left on the full disk: {left:?}");
}

// h. A kill in the middle of a build.

/// Twenty knight jobs, 5x5 to 14x15, each as SVG, GIF and PNG (small
/// squares, so two whole builds take seconds in a debug build).
fn twenty_jobs() -> String {
    let mut config = String::from("[defaults]\ncell = 8\n\n");
    for w in 5..15 {
        for h in [w, w + 1] {
            let _ = write!(
                config,
                "[[knight]]\nname = \"k{w}x{h}\"\nboard = \"{w}x{h}\"\nformats = [\"svg\", \"gif\", \"png\"]\n\n"
            );
        }
    }
    config
}

/// The figure files of a folder (hidden files aside) with their bytes.
fn figures_in(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    snapshot(dir)
        .into_iter()
        .filter(|(name, _)| !name.starts_with('.'))
        .collect()
}

#[test]
fn a_killed_build_is_finished_by_the_next_one() {
    let dir = project(&twenty_jobs());
    let out = dir.path().join("out");
    // First a kill 100 ms after the start; then, as a debug build may not
    // have written anything by then, a kill 100 ms after its first file
    // (or temporary) appears in the output folder.
    for after_first_file in [false, true] {
        let mut child = boardfig()
            .args(["build", "--out", "out"])
            .current_dir(&dir)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        if after_first_file {
            let started = Instant::now();
            while list_files(&out).is_empty() && started.elapsed() < Duration::from_secs(120) {
                std::thread::sleep(Duration::from_millis(2));
            }
        }
        std::thread::sleep(Duration::from_millis(100));
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
    }
    run(["build", "--out", "out"]).in_dir(&dir).succeeds();
    let temporaries: Vec<String> = snapshot(&out)
        .into_keys()
        .filter(|name| name.starts_with(".boardfig-") && name != ".boardfig-cache")
        .collect();
    assert!(temporaries.is_empty(), "temporaries left: {temporaries:?}");
    run(["build", "--out", "clean"]).in_dir(&dir).succeeds();
    let clean = figures_in(&dir.path().join("clean"));
    assert_eq!(clean.len(), 60);
    let after = figures_in(&out);
    assert_eq!(
        after.keys().collect::<Vec<_>>(),
        clean.keys().collect::<Vec<_>>()
    );
    for (name, bytes) in &clean {
        assert!(
            after[name] == *bytes,
            "out/{name} differs from a clean build"
        );
    }
}

// i. A bad value in a build file fails its job alone.

/// Builds a file holding the job `good` and the job `bad` (which has
/// `key = value`), and checks the bad job fails alone; returns what went
/// wrong, if anything.
fn bad_key_case(puzzle: &str, key: &str, value: &str) -> Result<(), String> {
    let (good, base) = match puzzle {
        "knight" => (
            "board = \"5x5\"\n",
            if key == "board" {
                ""
            } else {
                "board = \"5x5\"\n"
            },
        ),
        _ => ("n = 6\n", if key == "n" { "" } else { "n = 6\n" }),
    };
    let config = format!(
        "[[{puzzle}]]\nname = \"good\"\n{good}\n[[{puzzle}]]\nname = \"bad\"\n{base}{key} = {value}\n"
    );
    let dir = project(&config);
    let shown = if value.len() > 40 {
        "<a long string>"
    } else {
        value
    };
    let ran = run(["build", "--out", "out"])
        .in_dir(&dir)
        .timeout(Duration::from_secs(20))
        .output();
    if ran.timed_out() {
        return Err(format!("{puzzle} {key} = {shown}: no answer within 20 s"));
    }
    let err = ran.stderr();
    let out = dir.path().join("out");
    let bad_files: Vec<String> = list_files(&out)
        .into_iter()
        .map(|p| p.to_string_lossy().into_owned())
        .filter(|name| name.starts_with("bad."))
        .collect();
    let mut wrong = Vec::new();
    if ran.code() != Some(2) {
        wrong.push(format!("exit {:?}", ran.code()));
    }
    if ran.panicked() {
        wrong.push("panicked".to_string());
    }
    if !out.join("good.svg").is_file() {
        wrong.push("no good.svg".to_string());
    }
    if !bad_files.is_empty() {
        wrong.push(format!("wrote {bad_files:?}"));
    }
    if !err.contains("`bad`") {
        wrong.push("does not name job `bad`".to_string());
    }
    if !err.contains(key) {
        wrong.push(format!("does not name `{key}`"));
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        let first = err.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
        let first: String = first.chars().take(160).collect();
        Err(format!(
            "{puzzle} {key} = {shown}: {} (stderr: {first})",
            wrong.join(", ")
        ))
    }
}

fn check_bad_keys(puzzle: &str, cases: &[(&str, String)]) {
    let failures: Vec<String> = cases
        .iter()
        .filter_map(|(key, value)| bad_key_case(puzzle, key, value).err())
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} bad values misbehave:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn every_bad_knight_key_fails_its_job_alone() {
    let long_title = format!("\"{}\"", "x".repeat(20_000));
    let cases: Vec<(&str, String)> = [
        ("board", "\"0x5\""),
        ("start", "\"a0\""),
        ("end", "\"z99\""),
        ("order", "\"nonsense\""),
        ("method", "\"fast\""),
        ("theme", "\"neon\""),
        ("cell", "0"),
        ("cell", "100000"),
        ("delay", "5"),
        ("hold", "-1"),
        ("loop", "-1"),
        ("first-step", "7"),
        ("budget", "-5"),
        ("numbers", "\"yes\""),
        ("coords", "\"no\""),
        ("formats", "[]"),
        ("formats", "[\"bmp\"]"),
    ]
    .into_iter()
    .map(|(key, value)| (key, value.to_string()))
    .chain([("title", long_title)])
    .collect();
    check_bad_keys("knight", &cases);
}

#[test]
fn every_bad_queens_key_fails_its_job_alone() {
    let cases: Vec<(&str, String)> = [
        ("n", "0"),
        ("n", "9223372036854775807"),
        ("n", "100000000"),
        ("attacks", "\"z9\""),
        ("method", "\"fast\""),
        ("budget", "-1"),
        ("theme", "\"neon\""),
    ]
    .into_iter()
    .map(|(key, value)| (key, value.to_string()))
    .collect();
    check_bad_keys("queens", &cases);
}

// j. The cache is not trusted blindly.

#[test]
fn a_truncated_figure_is_rebuilt() {
    let dir = tempdir();
    run(["build"]).in_dir(&dir).succeeds();
    let png = dir.path().join("output/knight-8x8-textbook.png");
    let clean = std::fs::read(&png).unwrap();
    assert!(!clean.is_empty());
    std::fs::File::create(&png).unwrap(); // `: > file`
    run(["build"]).in_dir(&dir).succeeds();
    assert!(
        std::fs::read(&png).unwrap() == clean,
        "the truncated PNG was not rewritten"
    );
}

#[test]
fn another_configs_leftovers_are_unexpected_and_pruned() {
    let dir = tempdir();
    std::fs::write(
        dir.path().join("a.toml"),
        "[[knight]]\nname = \"a-tour\"\nboard = \"5x5\"\n\n[[queens]]\nname = \"a-queens\"\nn = 6\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("b.toml"),
        "[[knight]]\nname = \"b-tour\"\nboard = \"5x6\"\n",
    )
    .unwrap();
    run(["build", "a.toml", "--out", "out"])
        .in_dir(&dir)
        .succeeds();
    run(["build", "b.toml", "--out", "out"])
        .in_dir(&dir)
        .succeeds();
    run(["build", "b.toml", "--out", "out", "--check"])
        .in_dir(&dir)
        .exits(1)
        .stdout_contains("unexpected: out/a-tour.svg")
        .stdout_contains("unexpected: out/a-queens.svg");
    run(["build", "b.toml", "--out", "out", "--prune"])
        .in_dir(&dir)
        .succeeds();
    let left: Vec<String> = figures_in(&dir.path().join("out")).into_keys().collect();
    assert_eq!(left, ["b-tour.svg"]);
    run(["build", "b.toml", "--out", "out", "--check"])
        .in_dir(&dir)
        .succeeds();
}

// k. Small edges of the command line.

#[test]
fn no_arguments_prints_the_help() {
    let ran = run::<[&str; 0], &str>([]).output();
    let stdout = ran.stdout().to_string();
    let stderr = ran.stderr();
    let help = if stdout.contains("Usage:") {
        stdout
    } else {
        stderr
    };
    assert!(help.contains("Usage:"), "no help: {help}");
    assert!(help.lines().count() >= 5, "help too short: {help}");
    assert!(!ran.panicked());
}

#[test]
fn queens_help_does_not_offer_numbers() {
    let ran = run(["queens", "--help"]).succeeds();
    assert!(!ran.stdout().contains("--numbers"), "{}", ran.stdout());
}

#[test]
fn an_overflowing_first_step_is_refused() {
    run(["knight", "--first-step", "4294967295"])
        .fails_with(2, "--first-step")
        .stdout_is("");
}

#[test]
fn a_negative_cell_is_refused() {
    run(["knight", "--cell", "-1"])
        .fails_with(2, "--cell")
        .stdout_is("");
}

/// Runs boardfig with its stdout closed before it writes; returns stderr.
fn closed_stdout(args: &[&str]) -> (Option<i32>, String) {
    let mut child = boardfig()
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take()); // the reader goes away, like `| head -c 10`
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let started = Instant::now();
    let status = child.wait().unwrap();
    assert!(started.elapsed() < Duration::from_secs(60));
    (status.code(), err)
}

#[test]
fn a_closed_pipe_is_not_an_error_message() {
    for args in [
        &["knight", "--board", "8x8", "--format", "squares"][..],
        &["knight", "--board", "200x200", "--format", "squares"][..],
    ] {
        let (code, err) = closed_stdout(args);
        assert!(
            !err.contains("Broken pipe") && !err.contains("panicked"),
            "{args:?} exit {code:?}: {err}"
        );
    }
}

#[test]
fn a_byte_order_mark_in_the_input_is_accepted() {
    let dir = tempdir();
    std::fs::write(dir.path().join("in.txt"), "\u{feff}5 5\na1\ne5\n").unwrap();
    let ran = run(["knight", "--input", "in.txt"]).in_dir(&dir).succeeds();
    assert!(ran.stdout().starts_with("a1 "), "{}", ran.stdout());
    assert!(ran.stdout().trim_end().ends_with("e5"), "{}", ran.stdout());
}

#[test]
fn too_many_build_jobs_are_refused() {
    let dir = project("[[knight]]\nname = \"tour\"\nboard = \"5x5\"\n");
    run(["build", "--jobs", "100000"])
        .in_dir(&dir)
        .timeout(Duration::from_secs(20))
        .fails_with(2, "--jobs");
}

#[test]
fn a_device_name_is_refused_as_one() {
    for name in ["CON", "nul.figure"] {
        let dir = project(&format!("[[knight]]\nname = \"{name}\"\nboard = \"5x5\"\n"));
        let ran = run(["build", "--out", "out"]).in_dir(&dir).exits(2);
        let err = ran.stderr();
        assert!(err.contains("names a device on Windows"), "{err}");
        assert!(!err.contains("use letters"), "blames the characters: {err}");
        assert!(!dir.path().join("out").exists());
    }
}

#[test]
fn a_number_written_as_text_is_named_in_the_files_words() {
    let dir = project("[[knight]]\nname = \"k\"\nboard = \"5x5\"\ncell = \"40\"\n");
    let ran = run(["build", "--out", "out"]).in_dir(&dir).exits(2);
    let err = ran.stderr();
    assert!(err.contains("cell `40`: expected a whole number"), "{err}");
    assert!(!err.contains("u32") && !err.contains("--cell"), "{err}");
}

#[test]
fn names_differing_only_in_case_are_duplicates() {
    let dir = project(
        "[[knight]]\nname = \"CON\"\nboard = \"5x5\"\n\n[[knight]]\nname = \"con\"\nboard = \"5x6\"\n",
    );
    let ran = run(["build", "--out", "out"]).in_dir(&dir).exits(2);
    let err = ran.stderr();
    assert!(
        err.contains("`CON`") || err.contains("`con`"),
        "does not name the duplicate: {err}"
    );
}

#[test]
fn a_build_without_a_file_says_it_builds_the_gallery() {
    let dir = tempdir();
    let ran = run(["build", "--out", "out"]).in_dir(&dir).succeeds();
    let err = ran.stderr().to_lowercase();
    assert!(err.contains("gallery"), "stderr: {err}");
}

#[test]
fn ctrl_c_stops_a_long_count_and_writes_nothing() {
    let dir = tempdir();
    let child = crate::harness::boardfig()
        .args([
            "knight",
            "--board",
            "7x7",
            "--count",
            "--budget",
            "100000000000000",
        ])
        .current_dir(dir.path())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(500));
    crate::harness::interrupt(&child);
    let started = std::time::Instant::now();
    let output = child.wait_with_output().unwrap();
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
    assert_eq!(output.status.code(), Some(130));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "boardfig: interrupted\n"
    );
    assert!(output.stdout.is_empty());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}
