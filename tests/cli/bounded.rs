//! Every input bounded, every output accounted for: a Markdown file is at
//! most 1 MiB and a regular file (a device or a pipe is refused before it
//! is opened, so nothing waits without end), a font is a regular file, a
//! closed standard output is an error rather than a lost answer, and a
//! queens matrix too large to print is refused before any search.

use std::process::{Command, Stdio};
use std::time::Duration;

use crate::harness::{boardfig, run};

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
        // SAFETY: kill with a child's id and SIGINT has no preconditions.
        #[allow(unsafe_code)]
        let status = unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
        assert_eq!(status, 0);
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
