//! `build --check --diff DIR`: the fresh copy of each stale file and a diff
//! (old | new | difference for PNG and GIF, unified text for SVG), nothing
//! when everything is current, and `--diff` only with `--check`.

use std::io::Cursor;
use std::path::Path;

use crate::harness::{project, run, snapshot};

const SMALL: &str = r#"
[defaults]
cell = 20

[[knight]]
name = "tour"
board = "5x5"
formats = ["svg", "gif", "png"]

[[queens]]
name = "queens"
n = 5
formats = ["svg"]
"#;

/// The panel gap, the mark, the box and the label band of boardfig's diff
/// images.
const GAP: usize = 4;
const MARK: [u8; 4] = [255, 0, 0, 255];
const BOX: [u8; 4] = [0, 80, 255, 255];
const LABEL: usize = 22;

/// An RGBA image.
pub(crate) struct Rgba {
    pub(crate) width: usize,
    pub(crate) height: usize,
    pub(crate) pixels: Vec<[u8; 4]>,
}

impl Rgba {
    pub(crate) fn at(&self, x: usize, y: usize) -> [u8; 4] {
        self.pixels[y * self.width + x]
    }
}

/// Decodes a PNG of any colour type to RGBA.
pub(crate) fn decode_png(bytes: &[u8]) -> Rgba {
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().unwrap();
    let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buffer).unwrap();
    let channels = info.color_type.samples();
    let mut pixels = Vec::new();
    for row in buffer
        .chunks_exact(info.line_size)
        .take(info.height as usize)
    {
        for p in row[..info.width as usize * channels].chunks_exact(channels) {
            pixels.push(match *p {
                [g] => [g, g, g, 255],
                [g, a] => [g, g, g, a],
                [r, g, b] => [r, g, b, 255],
                [r, g, b, a] => [r, g, b, a],
                _ => unreachable!(),
            });
        }
    }
    Rgba {
        width: info.width as usize,
        height: info.height as usize,
        pixels,
    }
}

/// Encodes RGBA pixels as PNG.
fn encode_png(image: &Rgba) -> Vec<u8> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, image.width as u32, image.height as u32);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().unwrap();
    writer.write_image_data(&image.pixels.concat()).unwrap();
    writer.finish().unwrap();
    bytes
}

/// The GIF's frames composed as a viewer shows them (boardfig's frames
/// keep what is under them), as RGBA.
fn gif_frames(bytes: &[u8]) -> Vec<Rgba> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(Cursor::new(bytes)).unwrap();
    let (width, height) = (usize::from(decoder.width()), usize::from(decoder.height()));
    let mut canvas = vec![[0u8; 4]; width * height];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        assert_ne!(frame.dispose, gif::DisposalMethod::Previous);
        let w = usize::from(frame.width);
        for (i, p) in frame.buffer.chunks_exact(4).enumerate() {
            let (x, y) = (
                usize::from(frame.left) + i % w,
                usize::from(frame.top) + i / w,
            );
            if p[3] != 0 {
                canvas[y * width + x] = [p[0], p[1], p[2], p[3]];
            }
        }
        frames.push(Rgba {
            width,
            height,
            pixels: canvas.clone(),
        });
    }
    frames
}

/// The GIF with the first pixel of frame `k` (1-based) set to a palette
/// colour other than it shows there, all else as it was; returns the
/// changed pixel.
fn change_gif_frame(bytes: &[u8], k: usize) -> (Vec<u8>, (usize, usize)) {
    let shown = gif_frames(bytes);
    let mut decoder = gif::DecodeOptions::new()
        .read_info(Cursor::new(bytes))
        .unwrap();
    let palette = decoder.global_palette().unwrap().to_vec();
    let (width, height) = (decoder.width(), decoder.height());
    let mut out = Vec::new();
    let mut changed = (0, 0);
    {
        let mut encoder = gif::Encoder::new(&mut out, width, height, &palette).unwrap();
        encoder.set_repeat(gif::Repeat::Infinite).unwrap();
        let mut index = 0;
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            index += 1;
            let mut frame = frame.clone();
            if index == k {
                changed = (usize::from(frame.left), usize::from(frame.top));
                let now = shown[k - 1].at(changed.0, changed.1);
                let other = (0..=255u8)
                    .find(|&i| {
                        Some(i) != frame.transparent
                            && palette[usize::from(i) * 3..usize::from(i) * 3 + 3] != now[..3]
                    })
                    .unwrap();
                let mut buffer = frame.buffer.to_vec();
                buffer[0] = other;
                frame.buffer = buffer.into();
            }
            encoder.write_frame(&frame).unwrap();
        }
    }
    (out, changed)
}

/// Checks a diff image: labels above, the old panel holds `old`, the new
/// one `new`, the difference panel is red exactly where they differ with a
/// blue box around those pixels, and under the panels the boxed part is
/// magnified with every red pixel in it.
fn check_panels(diff: &Rgba, old: &Rgba, new: &Rgba) {
    let width = old.width.max(new.width);
    let height = old.height.max(new.height);
    assert_eq!(diff.width, 3 * width + 2 * GAP);
    assert!(
        diff.height > LABEL + height,
        "a magnified part under the panels"
    );
    let dark = (0..LABEL)
        .flat_map(|y| (0..diff.width).map(move |x| (x, y)))
        .filter(|&(x, y)| diff.at(x, y)[0] < 128)
        .count();
    assert!(dark > 20, "labels above the panels");
    let mut marked = Vec::new();
    for y in 0..height {
        for x in 0..width {
            let a = (x < old.width && y < old.height).then(|| old.at(x, y));
            let b = (x < new.width && y < new.height).then(|| new.at(x, y));
            if let Some(a) = a {
                assert_eq!(diff.at(x, LABEL + y), a, "old panel at {x},{y}");
            }
            if let Some(b) = b {
                assert_eq!(
                    diff.at(width + GAP + x, LABEL + y),
                    b,
                    "new panel at {x},{y}"
                );
            }
            let mark = diff.at(2 * (width + GAP) + x, LABEL + y) == MARK;
            assert_eq!(mark, a != b, "difference panel at {x},{y}");
            if mark {
                marked.push((x, y));
            }
        }
    }
    assert!(!marked.is_empty(), "some pixel is marked");
    let x0 = marked.iter().map(|p| p.0).min().unwrap();
    let y0 = marked.iter().map(|p| p.1).min().unwrap();
    let x1 = marked.iter().map(|p| p.0).max().unwrap();
    let y1 = marked.iter().map(|p| p.1).max().unwrap();
    let left = 2 * (width + GAP);
    if x0 >= 2 && y0 >= 2 {
        assert_eq!(
            diff.at(left + x0 - 2, LABEL + y0 - 2),
            BOX,
            "the box's corner"
        );
    }
    if x1 + 2 < width && y1 + 2 < height {
        assert_eq!(
            diff.at(left + x1 + 2, LABEL + y1 + 2),
            BOX,
            "the box's corner"
        );
    }
    let zoom_red = (LABEL + height + GAP + LABEL..diff.height)
        .flat_map(|y| (left..diff.width).map(move |x| (x, y)))
        .filter(|&(x, y)| diff.at(x, y) == MARK)
        .count();
    assert!(
        zoom_red >= marked.len().min(40),
        "the magnified part shows the marks: {zoom_red} red pixels for {} marks",
        marked.len()
    );
}

/// A built project whose tour.png, tour.gif (frame 3) and tour.svg were
/// then changed; returns the changed GIF pixel.
fn changed_project() -> (tempfile::TempDir, (usize, usize)) {
    let dir = project(SMALL);
    run(["build"]).in_dir(&dir).succeeds();
    let out = dir.path().join("output");
    let mut png = decode_png(&std::fs::read(out.join("tour.png")).unwrap());
    for y in 10..14 {
        for x in 20..25 {
            png.pixels[y * png.width + x] = [0, 200, 0, 255];
        }
    }
    std::fs::write(out.join("tour.png"), encode_png(&png)).unwrap();
    let (gif, pixel) = change_gif_frame(&std::fs::read(out.join("tour.gif")).unwrap(), 3);
    std::fs::write(out.join("tour.gif"), gif).unwrap();
    let svg = std::fs::read_to_string(out.join("tour.svg")).unwrap();
    let edited = svg.replacen("<title>", "<title>edited ", 1);
    assert_ne!(svg, edited);
    std::fs::write(out.join("tour.svg"), edited).unwrap();
    (dir, pixel)
}

fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn check_diff_writes_fresh_files_and_three_panel_diffs() {
    let (dir, pixel) = changed_project();
    let out = dir.path().join("output");
    let before = snapshot(&out);
    let ran = run(["build", "--check", "--diff", "check-diff"])
        .in_dir(&dir)
        .exits(1);
    ran.stdout_contains("stale: output/tour.png")
        .stdout_contains("diff: check-diff/tour.png.diff.png (20 pixels differ, within x 20-24, y 10-13)")
        .stdout_contains(&format!(
            "diff: check-diff/tour.gif.diff.png (frame 3 is the first that differs: 1 pixel differs, at x {}, y {})",
            pixel.0, pixel.1
        ))
        .stdout_contains("diff: check-diff/tour.svg.diff")
        .stdout_contains("1 stale")
        .stdout_contains("fresh files and diffs in check-diff");
    assert_eq!(snapshot(&out), before, "--check changes nothing in output");
    let diff_dir = dir.path().join("check-diff");
    let files: Vec<String> = snapshot(&diff_dir).into_keys().collect();
    assert_eq!(
        files,
        [
            "tour.gif",
            "tour.gif.diff.png",
            "tour.png",
            "tour.png.diff.png",
            "tour.svg",
            "tour.svg.diff"
        ]
    );

    // PNG: old | new | difference, the changed block exactly.
    let old = decode_png(&before["tour.png"]);
    let new = decode_png(&read(&diff_dir.join("tour.png")));
    let diff = decode_png(&read(&diff_dir.join("tour.png.diff.png")));
    check_panels(&diff, &old, &new);

    // GIF: frame 3, one pixel.
    let old = gif_frames(&before["tour.gif"]);
    let new = gif_frames(&read(&diff_dir.join("tour.gif")));
    assert_eq!(
        old[..2].iter().map(|f| &f.pixels).collect::<Vec<_>>(),
        new[..2].iter().map(|f| &f.pixels).collect::<Vec<_>>()
    );
    let diff = decode_png(&read(&diff_dir.join("tour.gif.diff.png")));
    check_panels(&diff, &old[2], &new[2]);
    let marked: Vec<(usize, usize)> = (0..old[2].height)
        .flat_map(|y| (0..old[2].width).map(move |x| (x, y)))
        .filter(|&(x, y)| old[2].at(x, y) != new[2].at(x, y))
        .collect();
    assert_eq!(marked, [pixel]);

    // SVG: a unified diff from the file in output to the fresh one.
    let text = String::from_utf8(read(&diff_dir.join("tour.svg.diff"))).unwrap();
    assert!(
        text.starts_with("--- output/tour.svg\n+++ check-diff/tour.svg\n@@ "),
        "{text}"
    );
    assert!(
        text.contains("\n-<title>edited ") && text.contains("\n+<title>"),
        "{text}"
    );

    // The fresh files are what a build writes.
    run(["build"]).in_dir(&dir).succeeds();
    for name in ["tour.png", "tour.gif", "tour.svg"] {
        assert_eq!(read(&out.join(name)), read(&diff_dir.join(name)), "{name}");
    }
}

#[test]
fn diffs_are_the_same_bytes_every_time() {
    let (dir, _) = changed_project();
    let diff_dir = dir.path().join("check-diff");
    run(["build", "--check", "--diff", "check-diff", "--jobs", "1"])
        .in_dir(&dir)
        .exits(1);
    let one = snapshot(&diff_dir);
    std::fs::remove_dir_all(&diff_dir).unwrap();
    run(["build", "--check", "--diff", "check-diff", "--jobs", "2"])
        .in_dir(&dir)
        .exits(1);
    let two = snapshot(&diff_dir);
    assert_eq!(one.len(), 6);
    for (name, bytes) in &one {
        assert!(two[name] == *bytes, "{name} differs between runs");
    }
}

#[test]
fn a_missing_file_gets_its_fresh_copy_and_a_resized_png_is_padded() {
    let dir = project(SMALL);
    run(["build"]).in_dir(&dir).succeeds();
    let out = dir.path().join("output");
    std::fs::remove_file(out.join("queens.svg")).unwrap();
    let small = Rgba {
        width: 7,
        height: 300,
        pixels: vec![[1, 2, 3, 255]; 7 * 300],
    };
    std::fs::write(out.join("tour.png"), encode_png(&small)).unwrap();
    run(["build", "--check", "--diff", "new/deeper"])
        .in_dir(&dir)
        .exits(1)
        .stdout_contains("missing: output/queens.svg")
        .stdout_contains("fresh: new/deeper/queens.svg (missing; the fresh file only)");
    let diff_dir = dir.path().join("new/deeper");
    let new = decode_png(&read(&diff_dir.join("tour.png")));
    let diff = decode_png(&read(&diff_dir.join("tour.png.diff.png")));
    check_panels(&diff, &small, &new);
    assert!(diff_dir.join("queens.svg").is_file());
    assert!(!diff_dir.join("queens.svg.diff").exists());
}

#[test]
fn nothing_is_written_when_everything_is_current() {
    let dir = project(SMALL);
    run(["build"]).in_dir(&dir).succeeds();
    run(["build", "--check", "--diff", "check-diff"])
        .in_dir(&dir)
        .succeeds()
        .leaves_no_files();
    assert!(!dir.path().join("check-diff").exists());
}

#[test]
fn diff_needs_check_and_another_folder() {
    let dir = project(SMALL);
    run(["build", "--diff", "check-diff"])
        .in_dir(&dir)
        .fails_with(2, "--diff DIR writes what --check finds stale; add --check")
        .leaves_no_files();
    run(["build", "--check", "--diff", "output"])
        .in_dir(&dir)
        .fails_with(
            2,
            "--diff `output`: that is the output folder; name another folder, e.g. check-diff",
        )
        .leaves_no_files();
    std::fs::write(dir.path().join("afile"), "x").unwrap();
    run(["build", "--check", "--diff", "afile"])
        .in_dir(&dir)
        .fails_with(
            2,
            "--diff `afile`: not a folder; name a folder to create or fill",
        )
        .leaves_no_files();
}

#[test]
fn the_hint_of_a_stale_check_is_a_command_that_makes_it_current() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("my figures.toml"), SMALL).unwrap();
    let args = ["build", "my figures.toml", "--out", "figs"];
    run(args).in_dir(&dir).succeeds();
    let changed = SMALL.replace("n = 5", "n = 6");
    std::fs::write(dir.path().join("my figures.toml"), changed).unwrap();
    let hint = "to update: run `boardfig build 'my figures.toml' --out figs`";
    let check = ["build", "my figures.toml", "--out", "figs", "--check"];
    run(check).in_dir(&dir).exits(1).stdout_contains(hint);
    // The hint, run as a shell runs it, makes the check pass.
    let binary = std::path::Path::new(env!("CARGO_BIN_EXE_boardfig"));
    let command = hint
        .trim_start_matches("to update: run `boardfig")
        .trim_end_matches('`');
    let status = std::process::Command::new("bash")
        .args(["-c", &format!("'{}'{command}", binary.display())])
        .current_dir(dir.path())
        .stdout(std::process::Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    run(check).in_dir(&dir).succeeds();
}
