//! Nothing unbounded, every message true: figures too large for 2 GB are
//! refused before any work, a refused allocation ends with one line,
//! matrices stream, inputs are capped, long queens runs stop or stream,
//! and the warnings and one-line errors of `knight`, `queens` and `build`
//! name what they mean in the user's words.

use std::io::Read;
use std::process::Stdio;
use std::time::{Duration, Instant};

use boardfig::testing::queens::check_placement;

use crate::harness::{boardfig, high_water_kilobytes, interrupt, project, run};

fn tempdir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

/// Runs boardfig with `args`, reads its stdout to the end, and returns how
/// many bytes it printed and its peak resident memory in bytes: the
/// high-water mark of its own memory (`VmHWM`, which starts anew at exec),
/// read while it prints. (`wait4`'s `ru_maxrss` would also count the test
/// process's pages at the fork, which other tests running beside this one
/// make large.)
fn peak_memory(args: &[&str]) -> (usize, u64) {
    let mut child = boardfig()
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let high_water = || high_water_kilobytes(&child);
    let mut printed = 0;
    let mut peak_kilobytes = 0;
    let mut buffer = vec![0u8; 1 << 16];
    loop {
        if let Some(kilobytes) = high_water() {
            peak_kilobytes = peak_kilobytes.max(kilobytes);
        }
        match stdout.read(&mut buffer).unwrap() {
            0 => break,
            n => printed += n,
        }
    }
    assert!(child.wait().unwrap().success());
    assert!(peak_kilobytes > 0, "no memory read for {args:?}");
    (printed, peak_kilobytes * 1024)
}

// a. Memory.

#[test]
fn figures_too_large_for_2_gb_are_refused_naming_the_board() {
    for (args, needle) in [
        (
            &["knight", "--board", "5000x5000", "--animated-svg", "f.svg"][..],
            "--board `5000x5000`",
        ),
        (
            &[
                "knight",
                "--board",
                "5000x5000",
                "--degrees",
                "--no-path",
                "--svg",
                "f.svg",
            ][..],
            "--board `5000x5000`",
        ),
        (
            &[
                "knight",
                "--board",
                "5000x5000",
                "--numbers",
                "--svg",
                "f.svg",
            ][..],
            "--board `5000x5000`",
        ),
        (
            &["knight", "--board", "6000x6000", "--svg", "f.svg"][..],
            "--board `6000x6000`",
        ),
        (
            &["queens", "--n", "10000000", "--svg", "f.svg"][..],
            "--n `10000000`",
        ),
        (&["queens", "--n", "101", "--png", "f.png"][..], "--n `101`"),
        (&["queens", "--n", "33", "--html", "f.html"][..], "--n `33`"),
    ] {
        let dir = tempdir();
        let ran = run(args)
            .in_dir(&dir)
            .fails_with(2, needle)
            .leaves_no_files();
        if args[0] == "queens" {
            assert!(!ran.stderr().contains("--board"), "{}", ran.stderr());
        }
    }
}

#[test]
fn a_build_names_the_queens_board_by_n() {
    let dir = project("[[queens]]\nname = \"q\"\nn = 10000000\nformats = [\"svg\"]\n");
    let ran = run(["build", "--out", "out"]).in_dir(&dir).exits(2);
    let err = ran.stderr();
    assert!(
        err.contains("n `10000000`") && !err.contains("`board`"),
        "{err}"
    );
}

#[test]
fn an_allocation_the_machine_refuses_ends_with_one_line_and_exit_2() {
    let dir = tempdir();
    let line = format!(
        "ulimit -v 100000 && exec {} knight --board 800x800 --animated-svg a.svg",
        env!("CARGO_BIN_EXE_boardfig")
    );
    let out = std::process::Command::new("sh")
        .args(["-c", &line])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.starts_with("boardfig: out of memory: "), "{err}");
    assert_eq!(err.matches('\n').count(), 1, "{err}");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn matrices_stream_row_by_row() {
    // A held matrix would take at least as many bytes as it prints.
    for args in [
        &["queens", "--n", "6000", "--format", "matrix"][..],
        &["knight", "--board", "3000x3000", "--format", "matrix"][..],
    ] {
        let (printed, peak) = peak_memory(args);
        assert!(printed > 70_000_000, "{args:?} printed {printed} bytes");
        assert!(
            peak < u64::try_from(printed).unwrap(),
            "{args:?}: peak {peak} bytes for {printed} bytes printed"
        );
    }
}

// b. Inputs.

#[test]
fn endless_inputs_are_capped_at_one_mib() {
    run(["knight", "--input", "/dev/zero"]).fails_with(2, "1 MiB");
    let dir = tempdir();
    run(["build", "/dev/zero", "--out", "out"])
        .in_dir(&dir)
        .fails_with(2, "1 MiB")
        .leaves_no_files();
}

#[test]
fn ctrl_c_stops_reading_an_input_that_never_ends() {
    let mut child = boardfig()
        .args(["knight", "--input", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdin = child.stdin.take(); // kept open: the input never ends
    std::thread::sleep(Duration::from_millis(300));
    interrupt(&child);
    let started = Instant::now();
    let output = child.wait_with_output().unwrap();
    drop(stdin);
    assert!(started.elapsed() < Duration::from_secs(10));
    assert_eq!(output.status.code(), Some(130));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "boardfig: interrupted\n"
    );
}

// c. Long runs.

#[test]
fn a_count_that_would_pass_its_budget_stops_at_once() {
    run(["queens", "--n", "20", "--count"])
        .timeout(Duration::from_secs(120))
        .fails_with(3, "estimated")
        .stdout_is("");
}

#[test]
fn all_solutions_are_printed_as_found_and_counted_when_the_budget_runs_out() {
    let ran = run(["queens", "--n", "16", "--all", "--budget", "200000"]).fails_with(3, "--budget");
    let lines: Vec<&str> = ran.stdout().lines().collect();
    assert!(!lines.is_empty());
    for line in &lines {
        let columns: Vec<u32> = line
            .split(' ')
            .map(|c| c.parse::<u32>().unwrap() - 1)
            .collect();
        check_placement(16, &columns).unwrap();
    }
    let said = format!("after printing {} solutions", lines.len());
    assert!(ran.stderr().contains(&said), "{}", ran.stderr());
}

#[test]
fn a_sheet_stops_at_its_401st_solution() {
    let dir = tempdir();
    run(["queens", "--n", "16", "--all", "--svg", "s.svg"])
        .in_dir(&dir)
        .fails_with(2, "401st")
        .leaves_no_files();
    let dir = project("[[queens]]\nname = \"q\"\nn = 16\nall = true\nformats = [\"svg\"]\n");
    let ran = run(["build", "--out", "out"]).in_dir(&dir).exits(2);
    assert!(ran.stderr().contains("401st"), "{}", ran.stderr());
}

#[test]
fn a_drawn_search_suggests_nothing_it_refuses() {
    let dir = tempdir();
    let args = [
        "knight",
        "--board",
        "32x32",
        "--animate",
        "search",
        "--html",
        "s.html",
    ];
    let ran = run(args).in_dir(&dir).fails_with(3, "--animate search");
    let err = ran.stderr();
    assert!(!err.contains("--method"), "{err}");
    // The way out it names gives a tour.
    run(["knight", "--board", "32x32", "--html", "s.html"])
        .in_dir(&dir)
        .succeeds();
}

// d. Messages.

/// No `{key}` placeholder is left in a message.
fn no_placeholder(err: &str) {
    assert!(!err.contains('{') && !err.contains('}'), "{err}");
}

#[test]
fn warnings_name_options_in_each_edges_words() {
    let ran = run(["knight", "--rank1-top", "-q"]).succeeds();
    assert!(
        ran.stderr().contains("--rank1-top has no effect"),
        "{}",
        ran.stderr()
    );
    no_placeholder(&ran.stderr());
    let ran = run([
        "queens",
        "--n",
        "8",
        "--method",
        "construct",
        "--budget",
        "5",
    ])
    .succeeds();
    assert!(
        ran.stderr().contains("--budget has no effect"),
        "{}",
        ran.stderr()
    );
    no_placeholder(&ran.stderr());
    let ran = run(["knight", "--board", "6x6", "--start", "b1", "--input", "-"])
        .stdin("5 5\na1\ne5\n")
        .succeeds();
    let err = ran.stderr();
    assert!(
        err.contains("--board") && err.contains("--start") && err.contains("--input"),
        "{err}"
    );
    no_placeholder(&err);
    let dir = project(
        "[[knight]]\nname = \"k\"\nboard = \"5x5\"\nformats = [\"svg\"]\nrank1-top = true\nanimate = \"search\"\n",
    );
    let ran = run(["build", "--out", "out"]).in_dir(&dir).succeeds();
    let err = ran.stderr();
    assert_eq!(err.matches("`animate` has no effect").count(), 1, "{err}");
    no_placeholder(&err);
    let ran = run(["build", "--out", "out", "--check", "--force"])
        .in_dir(&dir)
        .succeeds();
    assert!(
        ran.stderr().contains("--force has no effect"),
        "{}",
        ran.stderr()
    );
}

#[test]
fn an_empty_build_file_has_no_jobs() {
    let dir = project("");
    run(["build", "--out", "out"])
        .in_dir(&dir)
        .fails_with(2, "no jobs")
        .leaves_no_files();
}

#[test]
fn a_build_whose_only_failure_is_a_budget_exits_3() {
    let dir = project(
        "[[queens]]\nname = \"q\"\nn = 14\nall = true\nbudget = 1000\nformats = [\"svg\"]\n",
    );
    let ran = run(["build", "--out", "out"]).in_dir(&dir).exits(3);
    assert!(ran.stderr().contains("`budget`"), "{}", ran.stderr());
}

#[test]
fn build_into_a_file_is_one_line_coloured_when_asked() {
    let dir = project("[[knight]]\nname = \"k\"\nboard = \"5x5\"\n");
    std::fs::write(dir.path().join("afile"), "").unwrap();
    run(["build", "--out", "afile"])
        .in_dir(&dir)
        .fails_with(2, "--out `afile`");
    let ran = run(["--color", "always", "build", "--out", "afile"])
        .in_dir(&dir)
        .fails_with(2, "--out `afile`");
    assert!(ran.stderr().starts_with("\u{1b}["), "{:?}", ran.stderr());
}

#[test]
fn a_check_into_a_closed_pipe_exits_quietly() {
    let dir = project("[[knight]]\nname = \"k\"\nboard = \"5x5\"\n");
    run(["build", "--out", "out"]).in_dir(&dir).succeeds();
    let mut child = boardfig()
        .args(["build", "--out", "out", "--check"])
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take()); // like `| head -0`
    let output = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.trim() != "boardfig:" && !err.contains("panicked"),
        "{err:?}"
    );
    assert!(err.is_empty(), "{err:?}");
}

/// What `boardfig knight --board 7x7 --count` writes in 3.5 s before
/// Ctrl-C, with its stderr on a terminal (through `script`) or on a pipe;
/// None where `script` is missing.
fn long_count(on_a_terminal: bool) -> Option<String> {
    let line = format!(
        "timeout -s INT 3.5 {} knight --board 7x7 --count --budget 100000000000000",
        env!("CARGO_BIN_EXE_boardfig")
    );
    let output = if on_a_terminal {
        std::process::Command::new("script")
            .args(["-qec", &line, "/dev/null"])
            .env("TERM", "xterm")
            .output()
            .ok()?
    } else {
        std::process::Command::new("sh")
            .args(["-c", &format!("{line} 2>&1")])
            .output()
            .unwrap()
    };
    Some(String::from_utf8_lossy(&output.stdout).into_owned())
}

#[test]
fn a_long_run_shows_progress_on_a_terminal_only() {
    let Some(shown) = long_count(true) else {
        eprintln!("skipped: no script(1)");
        return;
    };
    assert!(
        shown.contains("counting: ") && shown.contains(" nodes"),
        "{shown:?}"
    );
    let piped = long_count(false).unwrap();
    assert_eq!(piped, "boardfig: interrupted\n");
}

#[test]
fn values_clap_refuses_are_worded_as_boardfigs_own() {
    let dir = tempdir();
    std::fs::write(dir.path().join("a-file"), "mine").unwrap();
    std::fs::write(
        dir.path().join("doc.md"),
        "```boardfig\nknight --board 5x5 --svg a.svg\n```\n",
    )
    .unwrap();
    let cases: [(&[&str], &str); 10] = [
        (
            &["build", "--jobs", "-1"],
            "--jobs `-1`: expected a whole number from 1 to 256",
        ),
        (
            &["build", "--jobs", "abc"],
            "--jobs `abc`: expected a whole number from 1 to 256",
        ),
        (
            &["build", "--jobs", "300"],
            "--jobs `300`: expected a whole number from 1 to 256",
        ),
        (
            &["build", "--shard", "0/3"],
            "--shard `0/3`: expected K/N, whole numbers with 1 <= K <= N, e.g. 1/4",
        ),
        (
            &["knight", "--format", "csv"],
            "--format `csv`: expected one of \"squares\", \"matrix\", \"json\"",
        ),
        (
            &["completions", "tcsh"],
            "shell `tcsh`: expected one of \"bash\", \"elvish\", \"fish\", \"powershell\", \"zsh\"",
        ),
        (
            &["build", "--out", "a-file"],
            "--out `a-file`: not a folder; name a folder to create or fill",
        ),
        (
            &["build", "--out", "a-file/figures"],
            "--out `a-file/figures`: `a-file` is a file, not a folder",
        ),
        (
            &["markdown", "doc.md", "--out", "/dev/null"],
            "--out `/dev/null`: not a folder",
        ),
        (
            &["explore", "--title", "-1", "--theme", "neon"],
            "--theme `neon`: expected one of",
        ),
    ];
    for (args, said) in cases {
        run(args).in_dir(&dir).fails_with(2, said);
    }
    assert!(!dir.path().join("output").exists());
}
