//! Figures in a real browser: the system Chromium, headless, takes a
//! screenshot and the test compares it with boardfig's own PNG of the same
//! figure. The tests skip (pass, with a note on stderr) when no Chromium is
//! installed, so that CI without one still passes; set
//! `BOARDFIG_CHROMIUM` to the browser's path, or have `chromium` on the
//! path (Debian: `apt-get install -y --no-install-recommends chromium`).
//!
//! A prototype for issue 10: it drives the browser's command line
//! (`--screenshot`), which is enough for still pictures and for the end of
//! a finite CSS animation; steps in the middle of an animation and clicks
//! in the page need the `DevTools` protocol.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The system Chromium, if there is one.
fn chromium() -> Option<PathBuf> {
    let path = std::env::var_os("BOARDFIG_CHROMIUM")
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("PATH").and_then(|paths| {
                std::env::split_paths(&paths)
                    .flat_map(|dir| ["chromium", "chromium-browser"].map(|name| dir.join(name)))
                    .find(|path| path.is_file())
            })
        })?;
    path.is_file().then_some(path)
}

/// Runs boardfig with `args` in `dir`.
fn boardfig(dir: &Path, args: &[&str]) {
    let status = Command::new(env!("CARGO_BIN_EXE_boardfig"))
        .args(args)
        .current_dir(dir)
        .status()
        .unwrap();
    assert!(status.success(), "boardfig {args:?}");
}

/// A screenshot of `file` in a `width` x `height` window, after
/// `budget_ms` of virtual time.
fn screenshot(browser: &Path, file: &Path, (width, height): (u32, u32), budget_ms: u32) -> Vec<u8> {
    let shot = file.with_extension("shot.png");
    let mut command = Command::new(browser);
    command.args([
        "--headless=new",
        // Root in a container has no user namespace for the sandbox.
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        "--force-device-scale-factor=1",
        "--no-first-run",
        &format!("--window-size={width},{height}"),
        &format!("--screenshot={}", shot.display()),
    ]);
    // A budget of 0 makes Chromium wait forever.
    if budget_ms > 0 {
        command.arg(format!("--virtual-time-budget={budget_ms}"));
    }
    let mut child = command
        .arg(format!("file://{}", file.display()))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            child.kill().unwrap();
            panic!("Chromium took over a minute");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(shot.exists(), "no screenshot");
    std::fs::read(shot).unwrap()
}

/// The pixels of a PNG, as RGBA, with its size.
fn pixels(png: &[u8]) -> (Vec<u8>, u32, u32) {
    let decoder = png::Decoder::new(std::io::Cursor::new(png));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    buf.truncate(info.buffer_size());
    let rgba = match info.color_type {
        png::ColorType::Rgba => buf,
        png::ColorType::Rgb => buf
            .chunks(3)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect(),
        other => panic!("unexpected colour type {other:?}"),
    };
    (rgba, info.width, info.height)
}

/// The mean absolute difference of the colour channels, in levels of 255.
fn mean_difference(a: &[u8], b: &[u8]) -> f64 {
    let (a, aw, ah) = pixels(a);
    let (b, bw, bh) = pixels(b);
    assert_eq!((aw, ah), (bw, bh), "sizes differ");
    let total: u64 = a
        .chunks(4)
        .zip(b.chunks(4))
        .map(|(p, q)| (0..3).map(|i| u64::from(p[i].abs_diff(q[i]))).sum::<u64>())
        .sum();
    total as f64 / (f64::from(aw) * f64::from(ah) * 3.0)
}

/// The size of a PNG.
fn size(png: &[u8]) -> (u32, u32) {
    let (_, w, h) = pixels(png);
    (w, h)
}

#[test]
fn static_svg_in_chromium_matches_boardfigs_png() {
    let Some(browser) = chromium() else {
        eprintln!("skipped: no Chromium (set BOARDFIG_CHROMIUM or install chromium)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    boardfig(
        dir.path(),
        &[
            "knight",
            "--numbers",
            "--svg",
            "t.svg",
            "--png",
            "t.png",
            "-q",
        ],
    );
    let png = std::fs::read(dir.path().join("t.png")).unwrap();
    let shot = screenshot(&browser, &dir.path().join("t.svg"), size(&png), 0);
    let diff = mean_difference(&png, &shot);
    assert!(diff < 3.0, "mean difference {diff:.2} levels");
}

#[test]
fn animated_svg_ends_on_the_static_figure() {
    let Some(browser) = chromium() else {
        eprintln!("skipped: no Chromium (set BOARDFIG_CHROMIUM or install chromium)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    boardfig(
        dir.path(),
        &[
            "knight",
            "--board",
            "6x6",
            "--closed",
            "--numbers",
            "--delay",
            "20",
            "--hold",
            "200",
            "--loop",
            "1",
            "--animated-svg",
            "t.anim.svg",
            "--png",
            "t.png",
            "-q",
        ],
    );
    let png = std::fs::read(dir.path().join("t.png")).unwrap();
    // 36 squares of 20 ms and the closing move held 200 ms: 920 ms.
    let shot = screenshot(&browser, &dir.path().join("t.anim.svg"), size(&png), 3000);
    let diff = mean_difference(&png, &shot);
    assert!(diff < 3.0, "mean difference {diff:.2} levels");
}
