//! Every input bounded, every output accounted for: a Markdown file is at
//! most 1 MiB and a regular file (a device or a pipe is refused before it
//! is opened, so nothing waits without end), a font is a regular file, a
//! closed standard output is an error rather than a lost answer, and a
//! queens matrix too large to print is refused before any search.

use std::process::{Command, Stdio};
use std::time::Duration;

use crate::harness::{boardfig, high_water_kilobytes, interrupt, run};

fn mkfifo(path: &std::path::Path) {
    assert!(Command::new("mkfifo").arg(path).status().unwrap().success());
}

#[test]
fn markdown_reads_regular_files_of_at_most_a_mebibyte() {
    let dir = tempfile::tempdir().unwrap();
    run(["markdown", "/dev/zero"])
        .in_dir(&dir)
        .timeout(Duration::from_secs(20))
        .fails_with(2, "/dev/zero: is a character device")
        .leaves_no_files();
    mkfifo(&dir.path().join("pipe.md"));
    run(["markdown", "pipe.md"])
        .in_dir(&dir)
        .timeout(Duration::from_secs(20))
        .fails_with(2, "pipe.md: is a pipe");
    let big = format!(
        "```boardfig\nknight --board 5x5 --svg k.svg\n```\n{}",
        "x".repeat(1 << 20)
    );
    std::fs::write(dir.path().join("big.md"), big).unwrap();
    run(["markdown", "big.md"]).in_dir(&dir).fails_with(
        2,
        "more than 1048576 bytes (1 MiB), the most a Markdown file may hold",
    );
    assert!(!dir.path().join("img").exists());
}

#[test]
fn a_font_that_is_a_pipe_is_refused_without_waiting() {
    let dir = tempfile::tempdir().unwrap();
    mkfifo(&dir.path().join("font.ttf"));
    run([
        "knight", "--board", "5x5", "--title", "x", "--font", "font.ttf", "--svg", "k.svg",
    ])
    .in_dir(&dir)
    .timeout(Duration::from_secs(20))
    .fails_with(2, "--font `font.ttf`: is a pipe")
    .leaves_no_files();
}

#[test]
fn a_closed_standard_output_is_an_error_and_dev_null_is_not() {
    let dir = tempfile::tempdir().unwrap();
    let program = format!("{:?}", boardfig().get_program());
    for args in [
        "knight --board 5x5 --svg -",
        "knight --board 5x5",
        "queens --n 8",
        "--version",
        "knight --help",
    ] {
        let status = Command::new("sh")
            .args(["-c", &format!("{program} {args} >&- 2>err.txt")])
            .current_dir(dir.path())
            .status()
            .unwrap();
        assert_eq!(status.code(), Some(2), "{args}");
        let err = std::fs::read_to_string(dir.path().join("err.txt")).unwrap();
        assert!(err.contains("standard output is closed"), "{args}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    let status = boardfig()
        .args(["knight", "--board", "5x5"])
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
}

#[test]
fn a_full_standard_output_is_an_error_naming_it() {
    for args in [
        &["knight", "--board", "5x5"][..],
        &["queens", "--n", "8", "--all"],
        &["knight", "--board", "5x5", "--svg", "-"],
        &["schema"],
        &["knight", "--help"],
    ] {
        let full = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = boardfig().args(args).stdout(full).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(
            err, "boardfig: standard output: No space left on device\n",
            "{args:?}"
        );
    }
}

#[test]
fn a_queens_matrix_too_large_to_print_is_refused_before_any_search() {
    run(["queens", "--n", "10000000", "--format", "matrix"])
        .timeout(Duration::from_secs(20))
        .fails_with(
            2,
            "more than the 512 MiB a matrix may take (--n up to 16384)",
        );
    run(["queens", "--n", "16385", "--format", "matrix"])
        .fails_with(2, "--format `matrix` with --n 16385");
}

#[test]
fn ctrl_c_stops_a_long_animation_between_frames() {
    let dir = tempfile::tempdir().unwrap();
    for format in ["--gif", "--html"] {
        let mut child = boardfig()
            .args([
                "knight",
                "--board",
                "8x8",
                "--animate",
                "search",
                "--max-frames",
                "10000",
                "--cell",
                "256",
                format,
                "film",
            ])
            .current_dir(dir.path())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(2500));
        let sent = std::time::Instant::now();
        interrupt(&child);
        let exit = child.wait().unwrap();
        // About 30 ms alone; other tests share the two cores, so the
        // bound is loose: the whole film would take tens of seconds.
        assert!(
            sent.elapsed() < Duration::from_secs(3),
            "{format}: {:?}",
            sent.elapsed()
        );
        assert_eq!(exit.code(), Some(130), "{format}");
        assert!(!dir.path().join("film").exists(), "{format}");
    }
}

#[test]
fn ctrl_c_ends_a_run_blocked_on_a_pipe_nobody_reads() {
    // Every solution of 12 queens is far more than a pipe holds: the
    // printing blocks once the pipe is full, and nothing reads it.
    let mut child = boardfig()
        .args(["queens", "--n", "12", "--all"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    assert!(
        child.try_wait().unwrap().is_none(),
        "the run was not blocked"
    );
    let sent = std::time::Instant::now();
    interrupt(&child);
    let deadline = sent + Duration::from_secs(5);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!("still running 5 s after Ctrl-C");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    // A second or so alone (the grace a run has to stop by itself); the
    // two cores are shared with other tests, so the bound is loose.
    assert!(
        sent.elapsed() < Duration::from_secs(3),
        "{:?}",
        sent.elapsed()
    );
    assert_eq!(status.code(), Some(130));
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    assert_eq!(err, "boardfig: interrupted\n");
}

/// The peak resident memory of boardfig run with `args` in `dir`, in
/// bytes: its high-water mark (`VmHWM`, which starts anew at exec), read
/// every few milliseconds until it ends; a mark only rises, so a read after
/// the peak sees it.
fn peak_resident_bytes(args: &[&str], dir: &std::path::Path) -> u64 {
    let mut child = boardfig()
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut peak_kilobytes = 0;
    let status = loop {
        if let Some(kilobytes) = high_water_kilobytes(&child) {
            peak_kilobytes = peak_kilobytes.max(kilobytes);
        }
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    assert!(status.success(), "{args:?}: {err}");
    peak_kilobytes * 1024
}

/// The largest board each figure kind accepts, each with the options that
/// cost it the most memory.
const LARGEST_CASES: [&str; 12] = [
    "knight --board 5000x5000 --svg f.svg",
    "knight --board 5000x5000 --cell 9 --coords all --knight --svg f.svg",
    "knight --board 5000x5000 --cell 9 --coords all --knight --pdf f.pdf",
    "knight --board 2500x2500 --cell 256 --coords all --knight --svg f.svg",
    "knight --board 2500x2500 --cell 256 --coords all --knight --pdf f.pdf",
    "knight --board 1500x1500 --degrees --cell 256 --coords all --knight --svg f.svg",
    "knight --board 500x500 --numbers --degrees --cell 256 --coords all --knight --svg f.svg",
    "knight --board 800x800 --degrees --cell 256 --coords all --knight --animated-svg f.svg",
    "knight --board 400x400 --numbers --cell 256 --coords all --knight --animated-svg f.svg",
    "knight --board 100x100 --numbers --degrees --cell 62 --coords all --knight --png f.png --gif f.gif",
    "knight --board 32x32 --numbers --cell 256 --coords all --knight --html f.html",
    "queens --n 5000 --cell 256 --coords all --svg f.svg",
];

/// The largest board each figure kind accepts, with the options that cost
/// the most memory, and a build of three of the largest jobs at the
/// default `--jobs`: each peaks under 2 GB. About seven minutes on two
/// cores, so among the slow tests CI runs (`cargo test --release -- --ignored`).
#[test]
#[ignore = "minutes long: CI runs it with the slow oracles (docs/guide/limits.md)"]
fn the_largest_accepted_figures_peak_under_2_gb() {
    const LIMIT: u64 = 2_000_000_000;
    let mut report = Vec::new();
    for case in LARGEST_CASES {
        let args: Vec<&str> = case.split(' ').collect();
        let dir = tempfile::tempdir().unwrap();
        let peak = peak_resident_bytes(&args, dir.path());
        report.push(format!("{:>6} MB  {}", peak / 1_000_000, args.join(" ")));
        assert!(peak < LIMIT, "{}", report.join("\n"));
    }
    let dir = tempfile::tempdir().unwrap();
    let jobs = ["k1", "k2", "k3"]
        .map(|name| format!("[[knight]]\nname = \"{name}\"\nboard = \"5000x5000\"\n"))
        .join("formats = [\"svg\"]\n")
        + "formats = [\"svg\"]\n";
    std::fs::write(dir.path().join("boardfig.toml"), jobs).unwrap();
    let peak = peak_resident_bytes(&["build", "--out", "out", "-q"], dir.path());
    report.push(format!(
        "{:>6} MB  build of three 5000x5000 jobs",
        peak / 1_000_000
    ));
    eprintln!("{}", report.join("\n"));
    assert!(peak < LIMIT, "{}", report.join("\n"));
}
