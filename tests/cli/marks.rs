//! Marks that must not mislead, as the command line writes them: `--loop`
//! plays the animation N times, delays browsers would not honour are
//! refused.

use crate::harness::run;

/// The loop count a GIF stores (repeats after the first play), and whether
/// it has a loop extension at all.
fn repeat_of(bytes: &[u8]) -> (gif::Repeat, bool) {
    let decoder = gif::DecodeOptions::new().read_info(bytes).unwrap();
    let mut decoder = decoder;
    while decoder.read_next_frame().unwrap().is_some() {}
    let has_extension = bytes.windows(11).any(|w| w == b"NETSCAPE2.0");
    (decoder.repeat(), has_extension)
}

#[test]
fn loop_n_plays_n_times() {
    let dir = tempfile::tempdir().unwrap();
    for (n, expected, extension) in [
        ("0", gif::Repeat::Infinite, true),
        ("1", gif::Repeat::Finite(0), false),
        ("2", gif::Repeat::Finite(1), true),
        ("5", gif::Repeat::Finite(4), true),
    ] {
        let file = format!("loop{n}.gif");
        let ran = run([
            "knight", "--board", "5x5", "--gif", &file, "--loop", n, "--quiet",
        ])
        .in_dir(&dir)
        .succeeds();
        assert_eq!(
            repeat_of(&ran.file(&file)),
            (expected, extension),
            "--loop {n}"
        );
    }
}

#[test]
fn delays_browsers_would_slow_down_are_refused() {
    for (flag, value) in [
        ("--delay", "10"),
        ("--delay", "19"),
        ("--hold", "0"),
        ("--hold", "15"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        run(["knight", "--board", "5x5", "--gif", "t.gif", flag, value])
            .in_dir(&dir)
            .fails_with(2, flag)
            .stderr_contains("from 20")
            .leaves_no_files();
    }
    let dir = tempfile::tempdir().unwrap();
    run([
        "knight", "--board", "5x5", "--gif", "t.gif", "--delay", "20", "--hold", "20", "-q",
    ])
    .in_dir(&dir)
    .succeeds();
}
