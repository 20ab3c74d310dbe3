//! Figures in a real browser (issue 10): the `--html` pages and the
//! `--animated-svg` figures are opened in the system Chromium (and Firefox,
//! when installed), headless, through `tests/browser/driver.mjs`, a small
//! node script on puppeteer-core. The tests say what to do and what to read
//! (a JSON list of actions per page visit) and check the answers here:
//! `data-step` after clicks and keys, captions, and screenshots compared
//! with boardfig's own PNG and GIF frames (mean difference under
//! [`LEVELS`], at most [`MAX_DIFFERING`] clearly different pixels).
//!
//! Needs `node`, `npm ci` run in `tests/browser/`, and `chromium` on the
//! path (or `BOARDFIG_CHROMIUM`); Firefox is used too when `firefox-esr` or
//! `firefox` is on the path (or `BOARDFIG_FIREFOX`). When a piece is
//! missing the tests pass with a note on stderr, unless
//! `BOARDFIG_BROWSER_TESTS=require` (as in CI, which installs them all):
//! then a missing piece, Firefox included, fails them. A failing
//! screenshot is kept in the target's `tmp/` directory.

use std::collections::BTreeMap;
use std::io::{BufRead as _, BufReader, Write as _};
use std::path::{Path, PathBuf};
use std::process::{ChildStdin, ChildStdout, Command, Stdio};
use std::sync::{Mutex, OnceLock, PoisonError};
use std::time::Instant;

use serde_json::{Value, json};

#[path = "browser/turn.rs"]
mod turn;
#[path = "common/walks.rs"]
mod walks;

/// The most a screenshot may differ from boardfig's own pixels: the mean
/// absolute difference of the colour channels, in levels of 255.
const LEVELS: f64 = 3.0;

/// The most pixels a screenshot may have that clearly differ from
/// boardfig's (see [`differing_pixels`]).
const MAX_DIFFERING: usize = 48;

/// The viewport of a page visit: wide and tall enough for the figure,
/// caption and controls.
const VIEWPORT: (u32, u32) = (1000, 1200);

/// A browser the tests can drive.
struct Browser {
    /// puppeteer's name for it: `chrome` or `firefox`.
    kind: &'static str,
    /// Its executable.
    path: PathBuf,
}

/// The first of `names` on the path, or the path in the variable `var`.
fn find(var: &str, names: &[&str]) -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(var) {
        return Some(PathBuf::from(path)).filter(|path| path.is_file());
    }
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .flat_map(|dir| names.iter().map(move |name| dir.join(name)))
        .find(|path| path.is_file())
}

/// The directory of the node driver.
fn driver_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/browser")
}

/// Whether the browser tests must run (`BOARDFIG_BROWSER_TESTS=require`,
/// as in CI) rather than skip when a piece is missing.
fn required() -> bool {
    std::env::var("BOARDFIG_BROWSER_TESTS").is_ok_and(|v| v == "require")
}

/// The browsers to test in, or `None` (with a note) when a piece is
/// missing; with `BOARDFIG_BROWSER_TESTS=require` a missing piece fails.
fn browsers() -> Option<Vec<Browser>> {
    let node = find("BOARDFIG_NODE", &["node", "nodejs"]);
    let chromium = find("BOARDFIG_CHROMIUM", &["chromium", "chromium-browser"]);
    let modules = driver_dir().join("node_modules/puppeteer-core").is_dir();
    let missing: Vec<&str> = [
        (node.is_none(), "node"),
        (chromium.is_none(), "chromium (or BOARDFIG_CHROMIUM)"),
        (!modules, "tests/browser/node_modules (run `npm ci` there)"),
    ]
    .into_iter()
    .filter_map(|(absent, what)| absent.then_some(what))
    .collect();
    if !missing.is_empty() {
        assert!(
            !required(),
            "BOARDFIG_BROWSER_TESTS=require, but missing: {missing:?}"
        );
        eprintln!("skipped: browser test needs {}", missing.join(", "));
        return None;
    }
    let mut browsers = vec![Browser {
        kind: "chrome",
        path: chromium?,
    }];
    match find("BOARDFIG_FIREFOX", &["firefox-esr", "firefox"]) {
        Some(path) => browsers.push(Browser {
            kind: "firefox",
            path,
        }),
        None if required() => panic!("BOARDFIG_BROWSER_TESTS=require, but no firefox-esr"),
        None => eprintln!("note: no Firefox (firefox-esr), testing in Chromium only"),
    }
    Some(browsers)
}

/// What one page visit gave: problems (console errors and warnings, page
/// errors, failed requests), the URLs requested, one result per action.
#[derive(Debug, serde::Deserialize)]
struct Outcome {
    /// Console errors and warnings, uncaught errors, failed requests.
    problems: Vec<String>,
    /// Every URL the page asked for (Firefox reports no file: URLs).
    requests: Vec<String>,
    /// What the document loaded, by resource timing.
    resources: Vec<String>,
    /// The answer to each action, in order.
    results: Vec<Value>,
}

/// A visit of `file` (with `fragment`, e.g. `#step=5`) doing `actions`, in
/// the default viewport.
fn visit(file: &Path, fragment: &str, actions: &Value) -> Value {
    json!({
        "url": format!("file://{}{fragment}", file.display()),
        "width": VIEWPORT.0,
        "height": VIEWPORT.1,
        "actions": actions,
    })
}

/// A node driver, one per browser, started by the first test that needs
/// that browser and shared by all: each browser starts once a run (Firefox
/// takes seconds), and the two browsers work at once. It exits when the
/// test binary does (its stdin closes).
struct Driver {
    /// Requests, one JSON a line.
    requests: ChildStdin,
    /// Answers, one JSON a line.
    answers: BufReader<ChildStdout>,
}

/// The shared drivers: Chromium's, then Firefox's.
static DRIVERS: [OnceLock<Mutex<Driver>>; 2] = [OnceLock::new(), OnceLock::new()];

impl Driver {
    /// Starts the node driver; its errors go to the test's stderr.
    #[expect(
        clippy::zombie_processes,
        reason = "the driver lives as long as the test binary; it exits when its stdin closes"
    )]
    fn start() -> Mutex<Driver> {
        let mut child = Command::new(find("BOARDFIG_NODE", &["node", "nodejs"]).unwrap())
            .arg(driver_dir().join("driver.mjs"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        Mutex::new(Driver {
            requests: child.stdin.take().unwrap(),
            answers: BufReader::new(child.stdout.take().unwrap()),
        })
    }

    /// Sends one request and reads its answer.
    fn ask(&mut self, request: &Value) -> Value {
        writeln!(self.requests, "{request}").unwrap();
        self.requests.flush().unwrap();
        let mut line = String::new();
        self.answers.read_line(&mut line).unwrap();
        assert!(!line.is_empty(), "the browser driver quit");
        serde_json::from_str(&line).unwrap()
    }
}

/// Runs `visits` in `browser`; every visit must be free of problems.
fn drive(browser: &Browser, visits: &[Value]) -> Vec<Outcome> {
    let request = json!({
        "browser": browser.kind,
        "executable": browser.path,
        "visits": visits,
    });
    let started = Instant::now();
    let answer = DRIVERS[usize::from(browser.kind == "firefox")]
        .get_or_init(Driver::start)
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .ask(&request);
    if let Some(error) = answer.get("error") {
        panic!(
            "{}: the driver failed: {}",
            browser.kind,
            error.as_str().unwrap_or_default()
        );
    }
    eprintln!(
        "{}: {} visits in {:.1} s",
        browser.kind,
        visits.len(),
        started.elapsed().as_secs_f64()
    );
    let outcomes: Vec<Outcome> = serde_json::from_value(answer).unwrap();
    for (outcome, spec) in outcomes.iter().zip(visits) {
        assert!(
            outcome.problems.is_empty(),
            "{} at {}: {:?}",
            browser.kind,
            spec["url"],
            outcome.problems
        );
    }
    outcomes
}

/// Runs boardfig once per argument list in a new temporary directory.
fn figures(jobs: &[&[&str]]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for args in jobs {
        let status = Command::new(env!("CARGO_BIN_EXE_boardfig"))
            .args(*args)
            .arg("-q")
            .current_dir(dir.path())
            .status()
            .unwrap();
        assert!(status.success(), "boardfig {args:?}");
    }
    dir
}

/// The pages, each with its GIF and PNG: `tour`, `search`, `queens`,
/// `tree` (six queens, the search tree beside the board) and `closed`
/// (drawn with its knight, back on the start); the tours' SVGs, and
/// `tour-knight.png`, the static tour with its knight.
fn pages() -> tempfile::TempDir {
    figures(&[
        &[
            "knight",
            "--html",
            "tour.html",
            "--gif",
            "tour.gif",
            "--png",
            "tour.png",
            "--svg",
            "tour.svg",
        ],
        &["knight", "--knight", "--png", "tour-knight.png"],
        &[
            "knight",
            "--board",
            "6x6",
            "--animate",
            "search",
            "--html",
            "search.html",
            "--gif",
            "search.gif",
            "--png",
            "search.png",
        ],
        &[
            "queens",
            "--n",
            "8",
            "--html",
            "queens.html",
            "--gif",
            "queens.gif",
            "--png",
            "queens.png",
        ],
        &[
            "queens",
            "--n",
            "6",
            "--html",
            "tree.html",
            "--gif",
            "tree.gif",
            "--png",
            "tree.png",
        ],
        &[
            "knight",
            "--board",
            "6x6",
            "--closed",
            "--knight",
            "--html",
            "closed.html",
            "--gif",
            "closed.gif",
            "--png",
            "closed.png",
            "--svg",
            "closed.svg",
        ],
    ])
}

/// The names of the pages made by [`pages`].
const PAGES: [&str; 5] = ["tour", "search", "queens", "tree", "closed"];

/// An RGBA picture.
struct Image {
    /// Four bytes a pixel, row by row.
    rgba: Vec<u8>,
    /// Width in pixels.
    width: u32,
    /// Height in pixels.
    height: u32,
}

/// A PNG file's pixels.
fn png_image(path: &Path) -> Image {
    let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut decoder = png::Decoder::new(std::io::BufReader::new(file));
    decoder.set_transformations(png::Transformations::EXPAND);
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
    Image {
        rgba,
        width: info.width,
        height: info.height,
    }
}

/// Every frame of a GIF, composed as a viewer shows it, with the
/// milliseconds it shows.
fn gif_frames(path: &Path) -> Vec<(Image, u32)> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options
        .read_info(std::fs::File::open(path).unwrap())
        .unwrap();
    let (width, height) = (u32::from(decoder.width()), u32::from(decoder.height()));
    let mut canvas = vec![0; decoder.width() as usize * decoder.height() as usize * 4];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        assert!(
            matches!(
                frame.dispose,
                gif::DisposalMethod::Keep | gif::DisposalMethod::Any
            ),
            "this composer only keeps frames"
        );
        let (left, top) = (usize::from(frame.left), usize::from(frame.top));
        for (i, pixel) in frame.buffer.chunks(4).enumerate() {
            if pixel[3] != 0 {
                let (x, y) = (
                    left + i % usize::from(frame.width),
                    top + i / usize::from(frame.width),
                );
                let at = (y * width as usize + x) * 4;
                canvas[at..at + 4].copy_from_slice(pixel);
            }
        }
        let image = Image {
            rgba: canvas.clone(),
            width,
            height,
        };
        frames.push((image, u32::from(frame.delay) * 10));
    }
    frames
}

/// The mean absolute difference of the colour channels of two pictures
/// of the same size, in levels of 255.
fn mean_difference(a: &Image, b: &Image) -> f64 {
    assert_eq!((a.width, a.height), (b.width, b.height), "sizes differ");
    let total: u64 = a
        .rgba
        .chunks(4)
        .zip(b.rgba.chunks(4))
        .map(|(p, q)| (0..3).map(|i| u64::from(p[i].abs_diff(q[i]))).sum::<u64>())
        .sum();
    total as f64 / (f64::from(a.width) * f64::from(a.height) * 3.0)
}

/// The number of pixels of two pictures of the same size that clearly
/// differ: by more than half the range in some channel. Anti-aliasing
/// differs by less; a missing piece or line by more.
fn differing_pixels(a: &Image, b: &Image) -> usize {
    a.rgba
        .chunks(4)
        .zip(b.rgba.chunks(4))
        .filter(|(p, q)| (0..3).any(|i| p[i].abs_diff(q[i]) > 128))
        .count()
}

/// Asserts that the screenshot at `shot` matches `expected`: a small mean
/// difference, and few clearly different pixels (a mean over the whole
/// figure hardly sees a knight drawn in place of an arrowhead).
fn assert_matches(browser: &Browser, shot: &Path, expected: &Image, what: &str) {
    let seen = png_image(shot);
    let diff = mean_difference(&seen, expected);
    let differing = differing_pixels(&seen, expected);
    eprintln!(
        "{}: {what}: mean difference {diff:.2} levels, {differing} pixels differ",
        browser.kind
    );
    if diff >= LEVELS || differing > MAX_DIFFERING {
        // The temporary directory goes: keep the screenshot for a look.
        let kept = Path::new(env!("CARGO_TARGET_TMPDIR")).join(shot.file_name().unwrap());
        std::fs::copy(shot, &kept).unwrap();
        panic!(
            "{}: {what}: mean difference {diff:.2} levels, {differing} pixels differ (see {})",
            browser.kind,
            kept.display()
        );
    }
}

/// The top `height` rows of a picture (all of it if it is not taller).
fn top_rows(image: &Image, height: u32) -> Image {
    let height = height.min(image.height);
    Image {
        rgba: image.rgba[..(image.width * height * 4) as usize].to_vec(),
        width: image.width,
        height,
    }
}

/// The middle `width` columns of an image: a GIF's frames are widened,
/// the board kept in the middle, for the captions they draw under it.
fn middle_columns(image: &Image, width: u32) -> Image {
    let width = width.min(image.width);
    let left = (image.width - width) / 2;
    let rgba = (0..image.height)
        .flat_map(|y| {
            let start = ((y * image.width + left) * 4) as usize;
            image.rgba[start..start + (width * 4) as usize]
                .iter()
                .copied()
        })
        .collect();
    Image {
        rgba,
        width,
        height: image.height,
    }
}

/// Asserts that the screenshot at `shot` matches frame `k` of `gif`, and
/// is closer to it than to any other frame (adjacent frames differ by a
/// move: a fraction of a level on average).
fn assert_matches_frame(
    browser: &Browser,
    shot: &Path,
    gif: &[(Image, u32)],
    k: usize,
    what: &str,
) {
    let seen = png_image(shot);
    // A page writes a search's caption and legend as text beside its
    // frames: the GIF's frames draw them under the board, widened for the
    // caption, and the page's frames are the GIF's board alone.
    let gif: Vec<(Image, u32)> = gif
        .iter()
        .map(|(frame, delay)| {
            let top = top_rows(frame, seen.height);
            (middle_columns(&top, seen.width), *delay)
        })
        .collect();
    let differences: Vec<f64> = gif
        .iter()
        .map(|(frame, _)| mean_difference(&seen, frame))
        .collect();
    let closest = (0..gif.len())
        .min_by(|&a, &b| differences[a].total_cmp(&differences[b]))
        .unwrap();
    assert!(
        differences[k] <= differences[closest],
        "{}: {what}: closest to GIF frame {closest} ({:.3} levels), not {k} ({:.3})",
        browser.kind,
        differences[closest],
        differences[k]
    );
    assert_matches(browser, shot, &gif[k].0, what);
}

/// The state action and its answer: `data-step`, `data-steps`, whether
/// the page plays, and the caption.
#[derive(Debug, serde::Deserialize, PartialEq)]
struct State {
    /// `data-step`.
    step: usize,
    /// `data-steps`.
    steps: usize,
    /// Whether `data-playing` is set.
    playing: bool,
    /// The caption's text.
    caption: Option<String>,
    /// The caption's `aria-live`.
    live: Option<String>,
    /// The slider's `aria-valuetext`.
    valuetext: Option<String>,
    /// The speed menu's value.
    speed: String,
    /// The id of the element with the focus (empty for the body).
    focus: Option<String>,
}

/// The state action.
fn state() -> Value {
    json!({"state": true})
}

/// An answer to the state action.
fn as_state(result: &Value) -> State {
    serde_json::from_value(result.clone()).unwrap()
}

/// The answers to the state actions of a visit, in order.
fn states(outcome: &Outcome) -> Vec<State> {
    outcome
        .results
        .iter()
        .filter(|result| result.get("step").is_some())
        .map(as_state)
        .collect()
}

/// Runs `test` in each browser at once, unless the browser test is
/// skipped; a failure in either fails the test.
fn in_each_browser(test: impl Fn(&Browser) + Sync) {
    let Some(browsers) = browsers() else {
        return;
    };
    std::thread::scope(|scope| {
        for browser in &browsers {
            let test = &test;
            scope.spawn(move || {
                let started = Instant::now();
                test(browser);
                eprintln!(
                    "{}: passed in {:.1} s",
                    browser.kind,
                    started.elapsed().as_secs_f64()
                );
            });
        }
    });
}

/// (1) Each page loads, autoplays for a while and jumps to its last frame
/// with no console error or warning, no page error, and no request but
/// its own file.
#[test]
fn pages_load_with_no_error_and_no_request() {
    let dir = pages();
    in_each_browser(|browser| {
        let visits: Vec<Value> = PAGES
            .iter()
            .map(|name| {
                let actions = json!([{"until": 2}, state(), {"key": "End"}, state()]);
                visit(&dir.path().join(format!("{name}.html")), "", &actions)
            })
            .collect();
        for (outcome, name) in drive(browser, &visits).iter().zip(PAGES) {
            let own = format!(
                "file://{}",
                dir.path().join(format!("{name}.html")).display()
            );
            let requests: Vec<&str> = outcome
                .requests
                .iter()
                .map(|url| url.split('#').next().unwrap())
                .collect();
            assert!(
                requests.iter().all(|url| *url == own) && outcome.resources.is_empty(),
                "{}: {name} loads {:?} {:?}",
                browser.kind,
                outcome.requests,
                outcome.resources
            );
            if browser.kind == "chrome" {
                assert_eq!(requests, [own.as_str()], "{}: {name}", browser.kind);
            }
            let (playing, end) = (as_state(&outcome.results[1]), as_state(&outcome.results[3]));
            assert!(
                playing.playing && playing.step > 0,
                "{}: {name} autoplays",
                browser.kind
            );
            assert_eq!(end.step, end.steps - 1, "{}: {name}", browser.kind);
            assert!(!end.playing, "{}: {name}", browser.kind);
        }
    });
}

/// (2) The buttons and the slider move the step, and pause.
#[test]
fn buttons_and_slider_move_the_step() {
    let dir = pages();
    in_each_browser(|browser| {
        let actions = json!([
            {"click": "#next"}, state(),
            {"click": "#next"}, state(),
            {"click": "#back"}, state(),
            {"click": "#last"}, state(),
            {"click": "#next"}, state(),
            {"click": "#first"}, state(),
            {"click": "#back"}, state(),
            {"slide": 30}, state(),
        ]);
        let outcome = &drive(
            browser,
            &[visit(&dir.path().join("tour.html"), "#step=5", &actions)],
        )[0];
        let states = states(outcome);
        let steps: Vec<usize> = states.iter().map(|s| s.step).collect();
        assert_eq!(steps, [6, 7, 6, 63, 63, 0, 0, 30], "{}", browser.kind);
        assert!(states.iter().all(|s| !s.playing), "{}", browser.kind);
    });
}

/// (2) The keys: arrows step, Home and End jump, space plays and pauses.
#[test]
fn keys_move_the_step_and_space_plays() {
    let dir = pages();
    in_each_browser(|browser| {
        let actions = json!([
            {"key": "ArrowRight"}, state(),
            {"key": "ArrowRight"}, state(),
            {"key": "ArrowLeft"}, state(),
            {"key": "End"}, state(),
            {"key": "Home"}, state(),
            {"key": " "}, state(),
            {"until": 2}, state(),
            {"key": " "}, state(),
        ]);
        let outcome = &drive(
            browser,
            &[visit(&dir.path().join("tour.html"), "#step=5", &actions)],
        )[0];
        let states = states(outcome);
        let steps: Vec<usize> = states[..5].iter().map(|s| s.step).collect();
        assert_eq!(steps, [6, 7, 6, 63, 0], "{}", browser.kind);
        assert!(states[..5].iter().all(|s| !s.playing), "{}", browser.kind);
        assert!(
            states[5].playing && states[6].playing,
            "{}: space plays",
            browser.kind
        );
        assert!(!states[7].playing, "{}: space pauses", browser.kind);
    });
}

/// The keys step and play with the speed menu focused (its own arrows
/// left and right would change the speed) and with the slider focused
/// (one frame a press, as on the page).
#[test]
fn keys_step_with_the_speed_menu_or_the_slider_focused() {
    let dir = pages();
    in_each_browser(|browser| {
        let keys = |control: &str| -> Value {
            let mut actions = vec![json!({"focus": control})];
            for key in [
                "ArrowRight",
                "ArrowLeft",
                "ArrowLeft",
                "End",
                "Home",
                "ArrowRight",
                " ",
            ] {
                actions.extend([json!({"key": key}), state()]);
            }
            actions.extend([json!({"until": 3}), json!({"key": " "}), state()]);
            visit(
                &dir.path().join("tour.html"),
                "#step=5",
                &Value::Array(actions),
            )
        };
        let outcomes = drive(browser, &[keys("#speed"), keys("#slider")]);
        for (outcome, control) in outcomes.iter().zip(["speed", "slider"]) {
            let states = states(outcome);
            let steps: Vec<usize> = states[..6].iter().map(|s| s.step).collect();
            assert_eq!(steps, [6, 5, 4, 63, 0, 1], "{}: {control}", browser.kind);
            assert!(
                states[..6].iter().all(|s| !s.playing),
                "{}: {control}",
                browser.kind
            );
            assert!(
                states[6].playing,
                "{}: {control}: space plays",
                browser.kind
            );
            assert!(
                !states[7].playing,
                "{}: {control}: space pauses",
                browser.kind
            );
            for state in &states {
                assert_eq!(state.speed, "1", "{}: {control}", browser.kind);
                assert_eq!(state.focus.as_deref(), Some(control), "{}", browser.kind);
                assert_eq!(state.valuetext, state.caption, "{}", browser.kind);
            }
        }
    });
}

/// A box in CSS pixels from the window's top left, as the `boxes`
/// action answers.
#[derive(Clone, Copy, Debug, serde::Deserialize)]
struct Rect {
    /// Left edge.
    x: f64,
    /// Top edge.
    y: f64,
    /// Width.
    width: f64,
    /// Height.
    height: f64,
}

impl Rect {
    /// Right edge.
    fn right(&self) -> f64 {
        self.x + self.width
    }

    /// Bottom edge.
    fn bottom(&self) -> f64 {
        self.y + self.height
    }

    /// Whether it lies within `outer` (half a pixel of rounding allowed).
    fn within(&self, outer: &Rect) -> bool {
        self.x >= outer.x - 0.5
            && self.y >= outer.y - 0.5
            && self.right() <= outer.right() + 0.5
            && self.bottom() <= outer.bottom() + 0.5
    }
}

/// An answer to the `boxes` action.
fn rects(result: &Value) -> Vec<Rect> {
    serde_json::from_value(result.clone()).unwrap()
}

/// An answer to the `window` action.
#[derive(Debug, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct Window {
    /// The window's inner width.
    width: f64,
    /// The window's inner height.
    height: f64,
    /// The document's scrolling width.
    scroll_width: f64,
}

impl Window {
    /// The window as a box.
    fn rect(&self) -> Rect {
        Rect {
            x: 0.0,
            y: 0.0,
            width: self.width,
            height: self.height,
        }
    }
}

/// A projector's window and a phone's, in CSS pixels.
const PROJECTOR: (u32, u32) = (1920, 1080);
/// See [`PROJECTOR`].
const PHONE: (u32, u32) = (400, 800);

/// A visit in a window of `size`.
fn visit_in(file: &Path, fragment: &str, actions: &Value, (width, height): (u32, u32)) -> Value {
    let mut visit = visit(file, fragment, actions);
    visit["width"] = width.into();
    visit["height"] = height.into();
    visit
}

/// The board of a figure in the classic theme: the light squares' area.
const BOARD: &str = "#stage svg > g:first-of-type > rect";

/// The pages scale the figure to the window: on a projector the board is
/// at least 600 px wide and the board, controls and legend are all on
/// screen; on a phone the whole board is visible, nothing scrolls
/// sideways and every control is at least 40 px each way. Each page is
/// headed with the figure's title, which is also the page's title, and
/// has a legend.
#[test]
fn pages_fit_a_projector_and_a_phone() {
    let dir = pages();
    let titles = [
        ("tour", "Knight's tour on 8x8 from a1"),
        (
            "search",
            "Knight's tour on 6x6 from a1 by plain backtracking, the textbook program",
        ),
        (
            "queens",
            "Backtracking search for 8 queens: the lesson's try_row program",
        ),
        (
            "tree",
            "Backtracking search for 6 queens: the lesson's try_row program",
        ),
    ];
    in_each_browser(|browser| {
        let actions = json!([
            {"window": true},
            {"boxes": BOARD},
            {"boxes": "#stage svg"},
            {"boxes": ".controls"},
            {"boxes": ".controls button, .controls select, #slider"},
            {"boxes": "#legend li"},
            {"boxes": "#legend .swatch"},
            {"title": true},
            {"fontSize": "#caption"},
        ]);
        let cases: Vec<(&str, &str, (u32, u32))> = titles
            .iter()
            .flat_map(|&(name, title)| [PROJECTOR, PHONE].map(|size| (name, title, size)))
            .collect();
        let visits: Vec<Value> = cases
            .iter()
            .map(|(name, _, size)| {
                let html = dir.path().join(format!("{name}.html"));
                visit_in(&html, "#step=last", &actions, *size)
            })
            .collect();
        for (outcome, (name, title, size)) in drive(browser, &visits).iter().zip(&cases) {
            let what = format!("{}: {name} in {}x{}", browser.kind, size.0, size.1);
            let window: Window = serde_json::from_value(outcome.results[0].clone()).unwrap();
            let screen = window.rect();
            let board = rects(&outcome.results[1])[0];
            let figure = rects(&outcome.results[2])[0];
            let controls = rects(&outcome.results[3])[0];
            let each_control = rects(&outcome.results[4]);
            let legend = rects(&outcome.results[5]);
            let swatches = rects(&outcome.results[6]);
            eprintln!("{what}: board {board:?}");
            assert!(
                window.scroll_width <= window.width,
                "{what}: scrolls sideways"
            );
            assert!(board.within(&screen), "{what}: board {board:?} off screen");
            assert!(
                figure.x >= -0.5 && figure.right() <= window.width + 0.5,
                "{what}: figure {figure:?}"
            );
            assert!(
                controls.x >= -0.5 && controls.right() <= window.width + 0.5,
                "{what}: controls {controls:?}"
            );
            assert_eq!(each_control.len(), 7, "{what}");
            assert!(
                legend.len() >= 3 && swatches.len() == legend.len(),
                "{what}"
            );
            assert!(
                swatches.iter().all(|s| s.width >= 40.0 && s.height >= 20.0),
                "{what}: {swatches:?}"
            );
            if *size == PROJECTOR {
                assert!(board.width >= 600.0, "{what}: board {board:?}");
                assert!(controls.within(&screen), "{what}: controls {controls:?}");
                assert!(
                    legend.iter().all(|l| l.within(&screen)),
                    "{what}: legend {legend:?}"
                );
            } else {
                for control in &each_control {
                    assert!(
                        control.width >= 40.0 && control.height >= 40.0,
                        "{what}: control {control:?}"
                    );
                }
                // On a phone the board keeps most of the width, and the
                // caption, text of the page, wraps at a readable size.
                let caption_px = outcome.results[8].as_f64().unwrap();
                assert!(board.width >= 300.0, "{what}: board {board:?}");
                assert!(caption_px >= 14.0, "{what}: caption {caption_px} px");
            }
            assert_eq!(
                outcome.results[7],
                json!({"title": title, "heading": title}),
                "{what}"
            );
        }
    });
}

/// The queens page's tree is readable and opens at its root: its queens
/// stand at least 12 px tall and its root is in view, when the page opens
/// at the end (the current node far from the root) as at the start; on a
/// projector it stands beside the board, on a phone under the board and
/// controls, within the window.
#[test]
fn the_tree_is_readable_and_opens_at_its_root() {
    let dir = pages();
    let html = dir.path().join("tree.html");
    in_each_browser(|browser| {
        let actions = json!([
            {"boxes": "#tree use[href='#t-queen']"},
            {"boxes": "#tree g.node"},
            {"boxes": "#tree"},
            {"boxes": "#player"},
        ]);
        let cases = [
            ("#step=last", PROJECTOR),
            ("#step=0", PROJECTOR),
            ("#step=last", PHONE),
            ("#step=0", PHONE),
        ];
        let visits: Vec<Value> = cases
            .iter()
            .map(|(fragment, size)| visit_in(&html, fragment, &actions, *size))
            .collect();
        for (outcome, (fragment, size)) in drive(browser, &visits).iter().zip(cases) {
            let what = format!("{}: tree{fragment} in {}x{}", browser.kind, size.0, size.1);
            let queens = rects(&outcome.results[0]);
            let nodes = rects(&outcome.results[1]);
            let tree = rects(&outcome.results[2])[0];
            let player = rects(&outcome.results[3])[0];
            let smallest = queens
                .iter()
                .map(|q| q.height)
                .fold(f64::INFINITY, f64::min);
            eprintln!(
                "{what}: queens {smallest:.1} px tall, tree {tree:?}, root {:?}",
                nodes[0]
            );
            assert!(
                queens.len() > 50 && smallest >= 12.0,
                "{what}: queens {smallest} px"
            );
            assert!(
                nodes[0].within(&tree),
                "{what}: root {:?} out of view",
                nodes[0]
            );
            if size == PHONE {
                assert!(tree.y >= player.bottom(), "{what}: tree beside the board");
                assert!(
                    tree.x >= 0.0 && tree.right() <= 400.5,
                    "{what}: tree {tree:?}"
                );
            } else {
                assert!(tree.x >= player.right(), "{what}: tree under the board");
            }
        }
    });
}

/// A screenshot action of the page's figure, to `file`.
fn shot(file: &Path) -> Value {
    json!({"shot": "#stage svg", "to": file})
}

/// The action that shows the page's figure `times` its own size (the
/// page scales it to the window), so that screenshots compare with
/// boardfig's pictures pixel for pixel.
fn figure_at(times: u32) -> Value {
    json!({"style": format!("#player {{ width: calc(var(--fw) * {times}px) !important; max-width: none !important; }}")})
}

/// (3) `#step=last` shows the final frame: it looks like the GIF's last
/// frame and like boardfig's PNG of the static figure (with the knight on
/// the last square for the open tour; none for the captioned search).
#[test]
fn last_step_looks_like_the_png() {
    let dir = pages();
    in_each_browser(|browser| {
        let visits: Vec<Value> = PAGES
            .iter()
            .map(|name| {
                let to = dir.path().join(format!("{name}.{}.last.png", browser.kind));
                visit(
                    &dir.path().join(format!("{name}.html")),
                    "#step=last",
                    &json!([figure_at(1), state(), shot(&to)]),
                )
            })
            .collect();
        for (outcome, name) in drive(browser, &visits).iter().zip(PAGES) {
            let last = as_state(&outcome.results[1]);
            assert_eq!(last.step, last.steps - 1, "{}: {name}", browser.kind);
            assert!(!last.playing, "{}: {name}", browser.kind);
            let shot = dir.path().join(format!("{name}.{}.last.png", browser.kind));
            let gif = gif_frames(&dir.path().join(format!("{name}.gif")));
            let what = format!("{name}#step=last vs the GIF's last frame");
            assert_matches_frame(browser, &shot, &gif, last.step, &what);
            // By design the frames of an open tour end with the knight on
            // its last square, as the static figure with `--knight` (without
            // it, an arrowhead ends the path); a search's last frame has
            // its caption under the board, the static figure has none.
            let png = match name {
                "search" | "queens" | "tree" => continue,
                "tour" => "tour-knight.png".to_string(),
                _ => format!("{name}.png"),
            };
            let what = format!("{name}#step=last vs {png}");
            assert_matches(browser, &shot, &png_image(&dir.path().join(png)), &what);
        }
    });
}

/// (4) `#step=N` in the middle shows frame N as the GIF draws it.
#[test]
fn middle_step_looks_like_the_gif_frame() {
    let dir = pages();
    let cases = [
        ("tour", 17),
        ("search", 40),
        ("queens", 25),
        ("tree", 30),
        ("closed", 20),
    ];
    in_each_browser(|browser| {
        let visits: Vec<Value> = cases
            .iter()
            .map(|(name, n)| {
                let to = dir.path().join(format!("{name}.{}.{n}.png", browser.kind));
                visit(
                    &dir.path().join(format!("{name}.html")),
                    &format!("#step={n}"),
                    &json!([figure_at(1), state(), shot(&to)]),
                )
            })
            .collect();
        for (outcome, (name, n)) in drive(browser, &visits).iter().zip(cases) {
            let at = as_state(&outcome.results[1]);
            let gif = gif_frames(&dir.path().join(format!("{name}.gif")));
            assert_eq!(
                (at.step, at.steps),
                (n, gif.len()),
                "{}: {name}",
                browser.kind
            );
            let shot = dir.path().join(format!("{name}.{}.{n}.png", browser.kind));
            assert_matches_frame(
                browser,
                &shot,
                &gif,
                n,
                &format!("{name}#step={n} vs GIF frame"),
            );
        }
    });
}

/// The squares of a tour, in order, from its static SVG's description.
fn tour_squares(svg: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(svg).unwrap();
    let (_, rest) = text.split_once("Squares in order: ").unwrap();
    let (list, _) = rest.split_once('<').unwrap();
    // A closed tour's list ends ", then back to a1".
    list.split(", ")
        .take_while(|square| !square.starts_with("then"))
        .map(str::to_string)
        .collect()
}

/// (5) The live caption names the move at every step: "start on a1",
/// "move N of M: xx-yy", and for a closed tour the closing move.
#[test]
fn caption_names_each_move() {
    let dir = pages();
    in_each_browser(|browser| {
        let visits: Vec<Value> = ["tour", "closed"]
            .iter()
            .map(|name| {
                let html = dir.path().join(format!("{name}.html"));
                let actions: Vec<Value> = (0..=64)
                    .flat_map(|n| [json!({"slide": n}), state()])
                    .collect();
                visit(&html, "#step=0", &Value::Array(actions))
            })
            .collect();
        for (outcome, name) in drive(browser, &visits).iter().zip(["tour", "closed"]) {
            let squares = tour_squares(&dir.path().join(format!("{name}.svg")));
            let closed = name == "closed";
            let moves = squares.len() - 1 + usize::from(closed);
            let mut expected = vec![format!("start on {}", squares[0])];
            expected.extend(
                (1..squares.len())
                    .map(|n| format!("move {n} of {moves}: {}-{}", squares[n - 1], squares[n])),
            );
            if closed {
                let (first, last) = (&squares[0], &squares[squares.len() - 1]);
                expected.push(format!(
                    "move {moves} of {moves}: {last}-{first} closes the tour"
                ));
            }
            let states = states(outcome);
            for (n, want) in expected.iter().enumerate() {
                assert_eq!(states[n].step, n, "{}: {name}", browser.kind);
                assert_eq!(
                    states[n].caption.as_deref(),
                    Some(want.as_str()),
                    "{}: {name}",
                    browser.kind
                );
                assert_eq!(
                    states[n].live.as_deref(),
                    Some("polite"),
                    "{}: {name}",
                    browser.kind
                );
                assert_eq!(
                    states[n].valuetext.as_deref(),
                    Some(want.as_str()),
                    "{}: {name}: the slider's aria-valuetext",
                    browser.kind
                );
            }
            // The slider stops at the last step.
            assert!(
                states[expected.len()..]
                    .iter()
                    .all(|s| s.step == expected.len() - 1)
            );
        }
    });
}

/// (6) With reduced motion the page does not play: it stays on the last
/// frame.
#[test]
fn reduced_motion_shows_the_last_frame_without_playing() {
    let dir = pages();
    in_each_browser(|browser| {
        let visits: Vec<Value> = PAGES
            .iter()
            .map(|name| {
                let mut visit = visit(
                    &dir.path().join(format!("{name}.html")),
                    "",
                    &json!([state(), {"sleep": 300}, state()]),
                );
                visit["reducedMotion"] = true.into();
                visit
            })
            .collect();
        for (outcome, name) in drive(browser, &visits).iter().zip(PAGES) {
            for result in [&outcome.results[0], &outcome.results[2]] {
                let state = as_state(result);
                assert_eq!(state.step, state.steps - 1, "{}: {name}", browser.kind);
                assert!(!state.playing, "{}: {name} plays", browser.kind);
            }
        }
    });
}

/// (7) Printed, the page shows the figure without the controls.
#[test]
fn print_shows_the_figure_without_controls() {
    let dir = pages();
    in_each_browser(|browser| {
        let actions = json!([
            {"visible": ".controls"}, {"visible": "#stage svg"},
            {"media": "print"},
            {"visible": ".controls"}, {"visible": "#stage svg"}, {"visible": "#caption"},
        ]);
        let outcome = &drive(
            browser,
            &[visit(&dir.path().join("tour.html"), "#step=17", &actions)],
        )[0];
        let seen: Vec<&Value> = outcome.results.iter().collect();
        assert_eq!(
            seen,
            [
                &json!(true),
                &json!(true),
                &Value::Null,
                &json!(false),
                &json!(true),
                &json!(true)
            ],
            "{}: controls, figure, -, printed controls, printed figure, printed caption",
            browser.kind
        );
    });
}

/// (9) Zoomed in (2 device pixels a CSS pixel), or shown by the page at
/// twice its size, the figure is drawn at the finer resolution, as
/// boardfig draws it with twice the cell size: the page scales inline
/// SVG, not a picture.
#[test]
fn zoomed_page_is_as_sharp_as_a_twice_larger_png() {
    let dir = figures(&[
        &["knight", "--html", "tour.html"],
        &["knight", "--cell", "96", "--png", "tour96.png"],
    ]);
    in_each_browser(|browser| {
        let zoomed = dir.path().join(format!("tour.{}.zoom.png", browser.kind));
        let larger = dir.path().join(format!("tour.{}.twice.png", browser.kind));
        let html = dir.path().join("tour.html");
        let mut zoom = visit(&html, "#step=last", &json!([figure_at(1), shot(&zoomed)]));
        zoom["scale"] = 2.into();
        let mut twice = visit(&html, "#step=last", &json!([figure_at(2), shot(&larger)]));
        twice["width"] = 1200.into();
        drive(browser, &[zoom, twice]);
        // The figure's bottom margin is rounded: 418 px at cell 48, 835 px
        // (not 836) at cell 96. The common part is compared.
        let png = png_image(&dir.path().join("tour96.png"));
        for (shot, what) in [(zoomed, "zoomed 2x"), (larger, "shown at twice its size")] {
            let seen = png_image(&shot);
            assert_eq!((seen.width, seen.height), (png.width, png.height + 1));
            let top = |image: &Image| Image {
                rgba: image.rgba[..(png.width * png.height * 4) as usize].to_vec(),
                width: png.width,
                height: png.height,
            };
            let diff = mean_difference(&top(&seen), &png);
            eprintln!(
                "{}: tour {what} vs --cell 96: mean difference {diff:.2} levels",
                browser.kind
            );
            // The 1x picture scaled up (ImageMagick, triangle filter)
            // differs by 3.7 levels: a blurred page would fail this
            // tighter bound.
            assert!(
                diff < 1.5,
                "{}: tour {what} vs --cell 96: {diff:.2} levels",
                browser.kind
            );
        }
    });
}

/// The static SVG, opened on its own, looks like boardfig's PNG.
#[test]
fn static_svg_looks_like_the_png() {
    let dir = figures(&[&["knight", "--numbers", "--svg", "t.svg", "--png", "t.png"]]);
    in_each_browser(|browser| {
        let to = dir.path().join(format!("t.{}.static.png", browser.kind));
        drive(
            browser,
            &[visit(
                &dir.path().join("t.svg"),
                "",
                &json!([{"shot": "svg", "to": to}]),
            )],
        );
        let png = png_image(&dir.path().join("t.png"));
        assert_matches(browser, &to, &png, "static SVG vs --png");
    });
}

/// A page showing `svg` in an `<img>`, written next to it.
fn image_page(svg: &Path) -> PathBuf {
    let html = svg.with_extension("img.html");
    let name = svg.file_name().unwrap().to_str().unwrap();
    std::fs::write(
        &html,
        format!(
            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/><title>img</title></head>\n\
             <body style=\"margin:0\"><img src=\"{name}\" alt=\"tour\"/></body></html>\n"
        ),
    )
    .unwrap();
    html
}

/// (8) The animated SVG in an `<img>`, played once, ends on the static
/// figure; with reduced motion it shows the static figure at once.
#[test]
fn animated_svg_in_an_image_ends_on_the_static_figure() {
    let dir = figures(&[&[
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
    ]]);
    let page = image_page(&dir.path().join("t.anim.svg"));
    in_each_browser(|browser| {
        let end = dir.path().join(format!("t.{}.end.png", browser.kind));
        let reduced = dir.path().join(format!("t.{}.reduced.png", browser.kind));
        // 36 squares of 20 ms and the closing move held 200 ms: 920 ms.
        let played = visit(
            &page,
            "",
            &json!([{"sleep": 2000}, {"shot": "img", "to": end}]),
        );
        let mut still = visit(&page, "", &json!([{"shot": "img", "to": reduced}]));
        still["reducedMotion"] = true.into();
        for outcome in drive(browser, &[played, still]) {
            let svg = format!("file://{}", dir.path().join("t.anim.svg").display());
            assert!(
                outcome.resources.iter().all(|url| *url == svg),
                "{:?}",
                outcome.resources
            );
        }
        let png = png_image(&dir.path().join("t.png"));
        assert_matches(
            browser,
            &end,
            &png,
            "animated SVG in <img> after 2 s vs --png",
        );
        assert_matches(
            browser,
            &reduced,
            &png,
            "animated SVG in <img>, reduced motion, vs --png",
        );
    });
}

/// (8) The animated SVG paused in the middle of a step looks like the
/// GIF's frame at that time, up to its last step, the knight on the last
/// square; then, by design, it holds the static figure (the arrowhead in
/// place of the knight) where the GIF holds that last frame.
#[test]
fn animated_svg_paused_looks_like_the_gif_at_that_time() {
    let dir = figures(&[&[
        "knight",
        "--numbers",
        "--animated-svg",
        "t.anim.svg",
        "--gif",
        "t.gif",
        "--png",
        "t.png",
    ]]);
    let svg = dir.path().join("t.anim.svg");
    let gif = gif_frames(&dir.path().join("t.gif"));
    let delay = gif[0].1;
    let hold = gif[gif.len() - 1].1;
    let last = gif.len() - 1;
    // Frame k shows from k delays on (the last frame too: it is held
    // longer); the static figure from one more delay on, for `hold`.
    let frames = [0, 1, 17, 40, 62, last];
    let time = |k: usize| k as u32 * delay + delay / 2;
    let end = gif.len() as u32 * delay + hold / 2;
    in_each_browser(|browser| {
        let to = |k: &str| dir.path().join(format!("t.{}.{k}.png", browser.kind));
        let mut actions = Vec::new();
        for &k in &frames {
            actions.extend([
                json!({"freeze": time(k)}),
                json!({"shot": "svg", "to": to(&k.to_string())}),
            ]);
        }
        actions.extend([
            json!({"freeze": end}),
            json!({"shot": "svg", "to": to("end")}),
        ]);
        let outcome = &drive(browser, &[visit(&svg, "", &Value::Array(actions))])[0];
        assert!(
            outcome.results[0].as_u64().unwrap() > 100,
            "{}: animations",
            browser.kind
        );
        for &k in &frames {
            let what = format!("animated SVG at {} ms vs GIF frame {k}", time(k));
            assert_matches_frame(browser, &to(&k.to_string()), &gif, k, &what);
        }
        let png = png_image(&dir.path().join("t.png"));
        assert_matches(
            browser,
            &to("end"),
            &png,
            &format!("animated SVG at {end} ms vs --png"),
        );
    });
}

/// The explorer's answer in a browser against `boardfig knight`: the
/// knight command for the page's current choice, read off the root
/// element's attributes; its squares (exit 0) or none (exit 1, or 2 where
/// the construction builds nothing).
fn knight_says(attrs: &Value) -> (i32, String) {
    let text = |name: &str| attrs[name].as_str().unwrap_or_default().to_string();
    let method = text("data-method");
    let mut args = vec![
        "knight".to_string(),
        "--board".into(),
        text("data-board"),
        "--start".into(),
        text("data-start"),
    ];
    match method.as_str() {
        "warnsdorff" | "construct" => args.extend(["--method".into(), method]),
        order => args.extend([
            "--method".into(),
            "backtrack".into(),
            "--order".into(),
            order.to_string(),
        ]),
    }
    if !text("data-end").is_empty() {
        args.extend(["--end".into(), text("data-end")]);
    }
    if text("data-closed") == "true" {
        args.push("--closed".into());
    }
    // The page's backtracking budget on boards with a side past 8.
    let board: boardfig::Board = text("data-board").parse().unwrap();
    if board.files.max(board.ranks) > 8 && args.contains(&"backtrack".to_string()) {
        args.extend(["--budget".into(), "1000000".into()]);
    }
    let mut said = SAID.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(answer) = said.get(&args) {
        return answer.clone();
    }
    let out = Command::new(env!("CARGO_BIN_EXE_boardfig"))
        .args(&args)
        .output()
        .unwrap();
    let answer = (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap().trim().to_string(),
    );
    said.insert(args, answer.clone());
    answer
}

/// What `boardfig knight` answered for each argument list: the two
/// browsers make the same choices, and each is run once.
static SAID: Mutex<BTreeMap<Vec<String>, (i32, String)>> = Mutex::new(BTreeMap::new());

/// The root element's attributes of the explorer's choice.
const CHOICE: [&str; 10] = [
    "data-board",
    "data-start",
    "data-end",
    "data-closed",
    "data-method",
    "data-view",
    "data-squares",
    "data-found",
    "data-step",
    "data-steps",
];

/// 32 choices of the explorer as `#` addresses, drawn by a fixed
/// pseudo-random rule: 20 of a board, a start, an end (up to 6x6) or
/// closed or neither, a method; 12 of an end square on 7x7 or 8x8 by
/// backtracking; the last step.
fn random_choices() -> Vec<String> {
    use std::fmt::Write as _;
    let boards = ["5x5", "6x6", "7x7", "8x8"];
    let methods = ["textbook", "listed", "sweep", "warnsdorff", "construct"];
    // A linear congruential generator: the same choices every run.
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut draw = |n: usize| {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (seed >> 33) as usize % n
    };
    let square =
        |side: usize, k: usize| format!("{}{}", (b'a' + (k % side) as u8) as char, k / side + 1);
    let mut fragments = Vec::new();
    for _ in 0..20 {
        let b = draw(boards.len());
        let side = b + 5;
        let start = square(side, draw(side * side));
        let mut fragment = format!("#board={}&start={start}", boards[b]);
        // Ends are offered up to 6x6.
        if side <= 6 && draw(3) == 0 {
            let end = square(side, draw(side * side));
            if end != start {
                let _ = write!(fragment, "&end={end}");
            }
        } else if draw(2) == 0 {
            fragment.push_str("&closed");
        }
        let _ = write!(
            fragment,
            "&method={}&step=last",
            methods[draw(methods.len())]
        );
        fragments.push(fragment);
    }
    // And 12 end squares on 7x7 and 8x8, which the page searches itself
    // by backtracking (the pairs a theorem rules out are stored proven).
    for _ in 0..12 {
        let side = 7 + draw(2);
        let start = draw(side * side);
        let end = (start + 1 + draw(side * side - 1)) % (side * side);
        fragments.push(format!(
            "#board={side}x{side}&start={}&end={}&method={}&step=last",
            square(side, start),
            square(side, end),
            methods[draw(3)]
        ));
    }
    fragments
}

/// On a phone and a projector the explorer's board shows whole and
/// nothing scrolls sideways; on the projector the board is at least 600
/// px wide.
fn explorer_fits(browser: &Browser, page: &Path, board: &str) {
    for size in [PHONE, PROJECTOR] {
        let fragment = format!("#board={board}&start=a1&step=last");
        let Fit { board, window, .. } = explorer_view_fits(browser, page, &fragment, size, &[]);
        if size == PROJECTOR {
            assert!(
                board.width >= 600.0 && board.bottom() <= window.height + 0.5,
                "{}: {board:?}",
                browser.kind
            );
        }
    }
}

/// What [`explorer_view_fits`] saw.
struct Fit {
    /// The board's box.
    board: Rect,
    /// The window.
    window: Window,
    /// The boxes of each further selector.
    boxes: Vec<Vec<Rect>>,
    /// The visit's console errors and warnings.
    problems: Vec<String>,
}

/// The explorer at `fragment` in a window of `size`: its board shows whole
/// (and every box `more` selects) and nothing scrolls sideways.
fn explorer_view_fits(
    browser: &Browser,
    page: &Path,
    fragment: &str,
    size: (u32, u32),
    more: &[&str],
) -> Fit {
    let mut actions = vec![json!({"boxes": "#stage svg"}), json!({"window": true})];
    actions.extend(more.iter().map(|s| json!({ "boxes": s })));
    let fit = visit_in(page, fragment, &Value::Array(actions), size);
    let outcome = &drive(browser, &[fit])[0];
    let at = format!("{} {size:?} {fragment}", browser.kind);
    let board = rects(&outcome.results[0])[0];
    let window: Window = serde_json::from_value(outcome.results[1].clone()).unwrap();
    let boxes: Vec<Vec<Rect>> = outcome.results[2..].iter().map(rects).collect();
    for b in std::iter::once(&board).chain(boxes.iter().flatten()) {
        assert!(b.x >= 0.0 && b.right() <= window.width + 0.5, "{at}: {b:?}");
    }
    assert!(
        window.scroll_width <= window.width,
        "{at}: scrolls sideways"
    );
    Fit {
        board,
        window,
        boxes,
        problems: outcome.problems.clone(),
    }
}

/// Each explorer visit's address, opened again, shows the same choice.
fn addresses_round_trip(browser: &Browser, page: &Path, outcomes: &[Outcome]) {
    let attrs = json!({ "attrs": CHOICE });
    let again: Vec<Value> = outcomes
        .iter()
        .map(|o| {
            let hash = o.results.iter().find_map(|r| r.get("hash")).unwrap();
            visit(page, hash.as_str().unwrap(), &json!([attrs]))
        })
        .collect();
    for (first, second) in outcomes.iter().zip(drive(browser, &again)) {
        let a = first
            .results
            .iter()
            .find(|r| r.get("data-board").is_some())
            .unwrap();
        assert_eq!(a, &second.results[0], "{}", browser.kind);
    }
}

/// The explorer's search with pruning rules of 6x6 from a1, at its end,
/// has as many steps as the command line's search page and its last
/// caption.
fn search_ends_as_the_command_lines(browser: &Browser, search: &Outcome) {
    let last = as_state(&search.results[2]);
    let cli = Command::new(env!("CARGO_BIN_EXE_boardfig"))
        .args([
            "knight",
            "--board",
            "6x6",
            "--animate",
            "search",
            "--prune",
            "--html",
            "-",
            "-q",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(cli.stdout).unwrap();
    let steps = text
        .split("data-steps=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    assert_eq!(last.steps.to_string(), steps, "{}", browser.kind);
    let caption = serde_json::to_string(last.caption.as_deref().unwrap()).unwrap();
    assert!(
        text.contains(&caption),
        "{}: {:?}",
        browser.kind,
        last.caption
    );
}

/// Explorer visits that choose with the menus, a click, a shift-click and
/// the closed box; then the search of 6x6 from a1, to its end.
fn menu_visits(page: &Path) -> Vec<Value> {
    let attrs = json!({ "attrs": CHOICE });
    let mut out = Vec::new();
    out.push(visit(
        page,
        "",
        &json!([
            {"select": "#board", "value": "1"},
            {"click": "#squares rect[data-square=b1]"},
            {"shiftClick": "#squares rect[data-square=e6]"},
            {"select": "#method", "value": "listed"},
            {"key": "End"},
            attrs
        ]),
    ));
    out.push(visit(
        page,
        "",
        &json!([
            {"select": "#board", "value": "2"},
            {"click": "#squares rect[data-square=d4]"},
            {"click": "#closed"},
            {"select": "#method", "value": "warnsdorff"},
            {"key": "End"},
            attrs
        ]),
    ));
    // The search of 6x6 from a1, to its end.
    out.push(visit(
        page,
        "#board=6x6&start=a1&method=textbook&view=pruned&step=0",
        &json!([{"key": "End"}, attrs, state()]),
    ));
    out
}

/// The explorer in Chromium and Firefox: 32 choices drawn by a fixed
/// pseudo-random rule, opened by their `#` address, each equal to what
/// `boardfig knight` prints for the same choice; one choice made with the
/// menus, a click and a shift-click, whose address opens it again; the
/// search replayed to its end as the search animation's page ends; on a
/// phone and a projector the board shows whole, nothing scrolls sideways.
/// No console error, no request but its own file.
#[test]
fn explorer_answers_are_boardfig_knights() {
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("explorer.html");
    let status = Command::new(env!("CARGO_BIN_EXE_boardfig"))
        .args(["explore", "--quiet", "--html"])
        .arg(&page)
        .status()
        .unwrap();
    assert!(status.success());
    let fragments = random_choices();
    let attrs = json!({ "attrs": CHOICE });
    in_each_browser(|browser| {
        let mut visits: Vec<Value> = fragments
            .iter()
            .map(|f| visit(&page, f, &json!([attrs])))
            .collect();
        visits.extend(menu_visits(&page));
        let outcomes = drive(browser, &visits);
        let own = format!("file://{}", page.display());
        let mut checked = 0;
        for (outcome, visit) in outcomes.iter().zip(&visits) {
            assert!(
                outcome
                    .requests
                    .iter()
                    .all(|u| u.split('#').next() == Some(own.as_str()))
                    && outcome.resources.is_empty(),
                "{}: {:?}",
                browser.kind,
                outcome.requests
            );
            let Some(got) = outcome
                .results
                .iter()
                .find(|r| r.get("data-board").is_some())
            else {
                continue;
            };
            let (code, printed) = knight_says(got);
            let squares = got["data-squares"].as_str().unwrap();
            match code {
                0 => assert_eq!(squares, printed, "{} {}", browser.kind, visit["url"]),
                1 | 2 => {
                    assert_eq!(
                        got["data-found"], "false",
                        "{} {}",
                        browser.kind, visit["url"]
                    );
                    assert_eq!(squares, "");
                }
                other => panic!(
                    "{} {}: boardfig knight exit {other}",
                    browser.kind, visit["url"]
                ),
            }
            assert_eq!(
                got["data-step"].as_str().unwrap().parse::<usize>().unwrap() + 1,
                got["data-steps"]
                    .as_str()
                    .unwrap()
                    .parse::<usize>()
                    .unwrap()
            );
            checked += 1;
        }
        assert_eq!(checked, 35, "{}", browser.kind);
        addresses_round_trip(browser, &page, &outcomes);
        // The UI choices are what was clicked.
        let ui = |k: usize| outcomes[32 + k].results.last().unwrap().clone();
        let one = ui(0);
        assert_eq!(
            (
                &one["data-board"],
                &one["data-start"],
                &one["data-end"],
                &one["data-method"]
            ),
            (&json!("6x6"), &json!("b1"), &json!("e6"), &json!("listed"))
        );
        let two = ui(1);
        assert_eq!(
            (
                &two["data-board"],
                &two["data-start"],
                &two["data-closed"],
                &two["data-method"]
            ),
            (
                &json!("7x7"),
                &json!("d4"),
                &json!("true"),
                &json!("warnsdorff")
            )
        );
        search_ends_as_the_command_lines(browser, &outcomes[34]);
        explorer_fits(browser, &page, "8x8");
    });
}

/// Boards past 8x8 in Chromium and Firefox: a choice of each board and
/// method equal to what `boardfig knight` prints (with the page's budget),
/// a closed tour asked by address refused and the reason said, the
/// board whole on a phone and a projector.
#[test]
fn explorer_large_boards_are_boardfig_knights() {
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("explorer.html");
    let status = Command::new(env!("CARGO_BIN_EXE_boardfig"))
        .args(["explore", "--quiet", "--sizes", "9..12", "--html"])
        .arg(&page)
        .status()
        .unwrap();
    assert!(status.success());
    let attrs = json!({ "attrs": CHOICE });
    let methods = ["textbook", "listed", "sweep", "warnsdorff", "construct"];
    let mut fragments = Vec::new();
    for (k, board) in ["9x9", "10x10", "11x11", "12x12"].iter().enumerate() {
        for (m, method) in methods.iter().enumerate() {
            let start = ["a1", "c5", "e3", "b2", "g7"][(k + m) % 5];
            fragments.push(format!(
                "#board={board}&start={start}&method={method}&step=last"
            ));
        }
    }
    in_each_browser(|browser| {
        let mut visits: Vec<Value> = fragments
            .iter()
            .map(|f| visit(&page, f, &json!([attrs])))
            .collect();
        visits.push(visit(
            &page,
            "#board=12x12&start=a1&closed&method=textbook&step=last",
            &json!([attrs, {"visible": "#limits"}, {"text": "#limits"}, {"visible": "#closed:disabled"}]),
        ));
        let outcomes = drive(browser, &visits);
        for (outcome, visit) in outcomes.iter().zip(&visits).take(fragments.len()) {
            let got = &outcome.results[0];
            let (code, printed) = knight_says(got);
            let squares = got["data-squares"].as_str().unwrap();
            match code {
                0 => assert_eq!(squares, printed, "{} {}", browser.kind, visit["url"]),
                1..=3 => assert_eq!(got["data-found"], "false", "{}", visit["url"]),
                other => panic!("{} {}: exit {other}", browser.kind, visit["url"]),
            }
        }
        let closed = &outcomes[fragments.len()].results;
        assert_eq!(closed[0]["data-closed"], "false", "{}", browser.kind);
        assert_eq!(closed[1], json!(true), "{}: the note shows", browser.kind);
        let note: Text = serde_json::from_value(closed[2].clone()).unwrap();
        assert!(
            note.text.contains("12x12") && note.text.contains("8x8"),
            "{}",
            note.text
        );
        assert_eq!(
            closed[3],
            json!(true),
            "{}: the box is disabled",
            browser.kind
        );
        explorer_fits(browser, &page, "12x12");
    });
}

/// The text, `aria-label` and `title` of an element, as the `text`
/// action reads them.
#[derive(Debug, serde::Deserialize)]
struct Text {
    /// Its text content.
    text: String,
    /// Its `aria-label`.
    label: Option<String>,
    /// Its `title`.
    title: Option<String>,
}

/// (issue 31) A page in Vietnamese plays in Vietnamese: the tree's
/// caption names the current node as the reader steps (the script changes
/// the number, whatever the words around it), the play button's labels
/// change as it plays, and the explorer's script words its tour captions
/// from the page's patterns. Each page fits a phone with its longer words.
#[test]
fn a_vietnamese_page_steps_and_plays_in_vietnamese() {
    let dir = figures(&[
        &["queens", "--n", "4", "--lang", "vi", "--html", "tree.html"],
        &[
            "explore",
            "--sizes",
            "5",
            "--lang",
            "vi",
            "--html",
            "explorer.html",
        ],
    ]);
    let tree = dir.path().join("tree.html");
    let explorer = dir.path().join("explorer.html");
    in_each_browser(|browser| {
        let text = |selector: &str| json!({"text": selector});
        let mut actions = vec![
            text("#tree-caption"),
            json!({"attrs": ["data-node", "lang"]}),
        ];
        for _ in 0..3 {
            actions.extend([json!({"click": "#next"}), text("#tree-caption")]);
            actions.push(json!({"attrs": ["data-node"]}));
        }
        actions.extend([
            json!({"key": "End"}),
            text("#tree-caption"),
            json!({"attrs": ["data-node"]}),
            text("#play"),
            json!({"click": "#play"}),
            text("#play"),
        ]);
        let visits = [
            visit(&tree, "#step=0", &Value::Array(actions)),
            visit(
                &explorer,
                "#board=5x5&start=a1&method=warnsdorff&step=0",
                &json!([state(), {"click": "#next"}, state(), {"key": "End"}, state()]),
            ),
            visit_in(
                &tree,
                "#step=last",
                &json!([{"window": true}, {"boxes": ".controls button, .controls select, #slider"}]),
                PHONE,
            ),
            visit_in(
                &explorer,
                "#board=5x5&start=a1&step=last",
                &json!([{"window": true}, {"boxes": "#choices select, #choices input, .controls button"}]),
                PHONE,
            ),
        ];
        let outcomes = drive(browser, &visits);
        let what = browser.kind;
        let results = &outcomes[0].results;
        assert_eq!(results[1]["lang"], "vi", "{what}");
        // Each caption read, with the node the page shows then.
        let mut shown = Vec::new();
        let mut k = 0;
        while k < results.len() {
            if let Ok(caption) = serde_json::from_value::<Text>(results[k].clone())
                && let Some(node) = results.get(k + 1).and_then(|r| r["data-node"].as_str())
            {
                shown.push((caption.text, node.to_string()));
                k += 2;
            } else {
                k += 1;
            }
        }
        assert_eq!(shown.len(), 5, "{what}: {results:?}");
        let total = shown.last().unwrap().1.clone();
        for (caption, node) in &shown {
            assert!(caption.starts_with("Cây tìm kiếm, "), "{what}: {caption}");
            assert!(
                caption.ends_with(&format!("nút {node}/{total}")),
                "{what}: node {node}: {caption}"
            );
        }
        let nodes: Vec<u32> = shown.iter().map(|(_, n)| n.parse().unwrap()).collect();
        assert!(
            nodes.windows(2).all(|w| w[0] <= w[1]) && nodes[0] < nodes[3],
            "{what}: {nodes:?}"
        );
        let play = |k: usize| -> Text { serde_json::from_value(results[k].clone()).unwrap() };
        let (paused, playing) = (play(results.len() - 3), play(results.len() - 1));
        assert_eq!(paused.label.as_deref(), Some("Phát"), "{what}");
        assert_eq!(paused.title.as_deref(), Some("Phát (phím cách)"), "{what}");
        assert_eq!(playing.label.as_deref(), Some("Tạm dừng"), "{what}");
        assert_eq!(
            playing.title.as_deref(),
            Some("Tạm dừng (phím cách)"),
            "{what}"
        );
        // The explorer's tour, move by move.
        let states = states(&outcomes[1]);
        assert_eq!(
            states[0].caption.as_deref(),
            Some("xuất phát tại a1"),
            "{what}"
        );
        let moves = states[2].step;
        assert!(
            states[1]
                .caption
                .as_deref()
                .is_some_and(|c| c.starts_with(&format!("nước 1/{moves}: a1-"))),
            "{what}: {:?}",
            states[1]
        );
        // On a phone nothing scrolls sideways and every control stays
        // whole and within the window.
        for outcome in &outcomes[2..] {
            let window: Window = serde_json::from_value(outcome.results[0].clone()).unwrap();
            assert!(
                window.scroll_width <= window.width,
                "{what}: scrolls sideways"
            );
            for control in rects(&outcome.results[1]) {
                assert!(
                    control.x >= -0.5 && control.right() <= window.width + 0.5,
                    "{what}: control {control:?}"
                );
            }
        }
    });
}

/// The root element's attributes of the explorer's queens.
const QUEENS_CHOICE: [&str; 6] = [
    "data-puzzle",
    "data-q-n",
    "data-q-view",
    "data-q-columns",
    "data-step",
    "data-steps",
];

/// What `boardfig queens ARGS` prints, line by line.
fn queens_says(args: &[&str]) -> Vec<String> {
    let out = Command::new(env!("CARGO_BIN_EXE_boardfig"))
        .arg("queens")
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "boardfig queens {args:?}");
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

/// The explorer's queens in Chromium and Firefox: chosen with the puzzle
/// menu, n and a view; every solution browsed with next and back; the
/// first solution, a fundamental one, the construction of 30 (with its
/// case) and the search of 8 to its end, each as `boardfig queens` gives
/// it; a search past 320 steps says it replays a prefix; the knights come
/// back as they were; on a phone and a projector the board shows whole.
#[test]
fn explorer_queens_are_boardfig_queens() {
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("explorer.html");
    let twelve = dir.path().join("twelve.html");
    for (file, extra) in [(&page, None), (&twelve, Some("12"))] {
        let mut command = Command::new(env!("CARGO_BIN_EXE_boardfig"));
        command.args(["explore", "--quiet", "--sizes", "5"]);
        if let Some(n) = extra {
            command.args(["--queens", n]);
        }
        assert!(command.arg("--html").arg(file).status().unwrap().success());
    }
    let attrs = json!({ "attrs": QUEENS_CHOICE });
    let all8 = queens_says(&["--n", "8", "--all"]);
    let fundamental6 = queens_says(&["--n", "6", "--all", "--fundamental"]);
    let construct30 = queens_says(&["--n", "30", "--method", "construct"]);
    in_each_browser(|browser| {
        let visits = vec![
            visit(
                &page,
                "",
                &json!([
                    {"select": "#puzzle", "value": "queens"},
                    {"select": "#q-n", "value": "8"},
                    {"click": "input[name=q-view][value=all]"},
                    {"click": "#next"},
                    {"click": "#next"},
                    {"click": "#back"},
                    attrs,
                    state(),
                    {"visible": "#choices"},
                    {"visible": "#q-choices"}
                ]),
            ),
            visit(
                &page,
                "#puzzle=queens&n=8&view=first",
                &json!([attrs, state()]),
            ),
            visit(
                &page,
                "#puzzle=queens&n=6&view=fundamental&step=0",
                &json!([attrs, {"key": "ArrowRight"}, attrs]),
            ),
            visit(
                &page,
                "#puzzle=queens&n=30&view=construct",
                &json!([attrs, {"text": "#q-note"}]),
            ),
            visit(
                &page,
                "#puzzle=queens&n=8&view=search&step=0",
                &json!([{"key": "End"}, attrs, state(), {"visible": "#q-state"}, {"text": "#q-state"}, {"text": "#q-code .lit"}]),
            ),
            visit(
                &twelve,
                "#puzzle=queens&n=12&view=search&step=last",
                &json!([attrs, {"visible": "#q-note"}, {"text": "#q-note"}]),
            ),
            visit(
                &page,
                "#puzzle=queens&n=8&view=all&step=5",
                &json!([
                    {"select": "#puzzle", "value": "knight"},
                    {"attrs": ["data-puzzle", "data-board", "data-view"]},
                    {"visible": "#choices"},
                    {"visible": "#q-choices"}
                ]),
            ),
        ];
        let outcomes = drive(browser, &visits);
        let kind = browser.kind;
        // Browsing every solution of 8: the second, after next, next, back.
        let got = &outcomes[0].results;
        assert_eq!(got[6]["data-puzzle"], "queens", "{kind}");
        assert_eq!(got[6]["data-q-view"], "all", "{kind}");
        assert_eq!(got[6]["data-steps"], "92", "{kind}");
        assert_eq!(got[6]["data-step"], "1", "{kind}");
        assert_eq!(got[6]["data-q-columns"], all8[1].as_str(), "{kind}");
        let browsed = as_state(&got[7]);
        assert_eq!(
            browsed.caption.as_deref(),
            Some(format!("Solution 2 of 92: {}", all8[1]).as_str()),
            "{kind}"
        );
        assert_eq!((&got[8], &got[9]), (&json!(false), &json!(true)), "{kind}");
        // The first solution.
        let first = &outcomes[1].results;
        assert_eq!(first[0]["data-q-columns"], all8[0].as_str(), "{kind}");
        assert_eq!(first[0]["data-steps"], "1", "{kind}");
        // The fundamental solutions of 6: one.
        let fundamental = &outcomes[2].results;
        assert_eq!(fundamental[0]["data-q-columns"], fundamental6[0].as_str());
        assert_eq!(fundamental[2]["data-step"], "0", "{kind}: one solution");
        // The construction of 30 and its case.
        let construct = &outcomes[3].results;
        assert_eq!(construct[0]["data-q-columns"], construct30[0].as_str());
        let rule: Text = serde_json::from_value(construct[1].clone()).unwrap();
        assert!(rule.text.contains("r = n mod 12 = 6"), "{}", rule.text);
        // The search of 8 to its end, as the search page ends.
        let search = &outcomes[4].results;
        let end = as_state(&search[2]);
        assert_eq!((end.step + 1, end.steps), (310, 310), "{kind}");
        let cli = Command::new(env!("CARGO_BIN_EXE_boardfig"))
            .args([
                "queens",
                "--n",
                "8",
                "--animate",
                "search",
                "--html",
                "-",
                "-q",
            ])
            .output()
            .unwrap();
        let text = String::from_utf8(cli.stdout).unwrap();
        let caption = serde_json::to_string(end.caption.as_deref().unwrap()).unwrap();
        assert!(text.contains(&caption), "{kind}: {:?}", end.caption);
        assert_eq!(search[3], json!(true), "{kind}: the arrays show");
        let arrays: Text = serde_json::from_value(search[4].clone()).unwrap();
        for name in ["queen", "cols", "plus", "minus", "try_row(7)"] {
            assert!(arrays.text.contains(name), "{kind}: {name}");
        }
        let lit: Text = serde_json::from_value(search[5].clone()).unwrap();
        assert!(
            text.contains(&escape_html(lit.text.trim())),
            "{kind}: {}",
            lit.text
        );
        // A search past 320 steps: a prefix, and the page says so.
        let twelve = &outcomes[5].results;
        assert_eq!(twelve[0]["data-steps"], "320", "{kind}");
        assert_eq!(twelve[1], json!(true), "{kind}");
        let note: Text = serde_json::from_value(twelve[2].clone()).unwrap();
        assert!(
            note.text.contains("320")
                && note.text.contains("726")
                && note.text.contains("boardfig queens --n 12"),
            "{}",
            note.text
        );
        // Back to the knights.
        let back = &outcomes[6].results;
        assert_eq!(back[1]["data-puzzle"], "knight", "{kind}");
        assert_eq!(back[1]["data-board"], "5x5", "{kind}");
        assert_eq!(
            (&back[2], &back[3]),
            (&json!(true), &json!(false)),
            "{kind}"
        );
        queens_fit(browser, &page);
    });
}

/// `text` as the pages' HTML writes it.
fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// On a phone and a projector the queens' board and the search's panels
/// show whole and nothing scrolls sideways.
fn queens_fit(browser: &Browser, page: &Path) {
    for size in [PHONE, PROJECTOR] {
        for view in ["all", "search"] {
            let fragment = format!("#puzzle=queens&n=11&view={view}&step=last");
            explorer_view_fits(browser, page, &fragment, size, &[]);
        }
    }
}
