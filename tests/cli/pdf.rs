//! PDF for print: every still figure (tour, queens, sheet, tree, degree
//! map, numbered board, the board of no tour) read back by poppler.
//! `pdftoppm` renders each PDF, and the page must match boardfig's own PNG
//! of the same figure within one level of mean difference; the page is
//! rendered at four times the PNG's resolution and averaged down, so that
//! poppler's coarser anti-aliasing (4x4 samples a pixel, edges counted on
//! both sides) is not taken for a difference of the figure. `pdffonts`
//! finds no font (text is outlines) and `pdfinfo` the page size asked.
//! Strips are paginated on paper; their first page matches the strip's
//! PNG scaled as the paper asks. Needs poppler-utils (see `tools`).

use std::path::Path;
use std::process::Command;

use crate::diff::{Rgba, decode_png};
use crate::harness::{project, run};
use crate::tools;

/// Every still figure of both puzzles, written as PNG and as PDF.
const FIGURES: &str = r#"
[defaults]
formats = ["png", "pdf"]

[[knight]]
name = "tour"
board = "8x8"

[[knight]]
name = "numbers-knight"
board = "6x6"
numbers = true
knight = true
title = "Knight's tour on 6x6, step by step"

[[knight]]
name = "degrees"
board = "8x8"
degrees = true
path = false

[[knight]]
name = "numbered"
board = "5x5"
numbers = true
path = false
rank1-top = true
theme = "print"

[[knight]]
name = "closed"
board = "6x6"
closed = true
theme = "wiki"

[[knight]]
name = "none"
board = "4x4"

[[queens]]
name = "queens"
n = 8
attacks = "e2"

[[queens]]
name = "sheet"
n = 6
all = true

[[queens]]
name = "tree"
n = 4
tree = true
"#;

/// poppler's programs, or `None` when they are missing (see `tools`).
fn poppler() -> Option<()> {
    tools::all(&["pdftoppm", "pdfinfo", "pdffonts"], "poppler-utils").map(|_| ())
}

/// A program's standard output, checking it succeeded.
fn output(program: &str, args: &[&str], dir: &Path) -> String {
    let out = Command::new(program)
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap_or_else(|e| panic!("{program}: {e}"));
    assert!(
        out.status.success(),
        "{program} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// How many times finer than the PNG poppler renders a page.
const FINER: u32 = 4;

/// Page `page` of a PDF rendered by pdftoppm at `dpi` (96: a figure's
/// pixel is a pixel) times [`FINER`], cut to `crop` (the corner, in pixels
/// at `dpi`, and the size) if given, and averaged down to `dpi`.
fn render(dir: &Path, pdf: &str, page: u32, dpi: f64, crop: Option<([f64; 2], [u32; 2])>) -> Rgba {
    let fine_crop = crop.map(|([x, y], [w, h])| {
        let at = |v: f64| (v * f64::from(FINER)).round() as u32;
        [at(x), at(y), w * FINER, h * FINER]
    });
    let fine = render_fine(dir, pdf, page, dpi * f64::from(FINER), fine_crop);
    let k = FINER as usize;
    let (width, height) = (fine.width / k, fine.height / k);
    let mut pixels = Vec::with_capacity(width * height);
    for y in 0..height {
        for x in 0..width {
            let mut sum = [0u32; 3];
            for dy in 0..k {
                for dx in 0..k {
                    let p = fine.at(k * x + dx, k * y + dy);
                    for c in 0..3 {
                        sum[c] += u32::from(p[c]);
                    }
                }
            }
            let n = (k * k) as u32;
            pixels.push([
                ((sum[0] + n / 2) / n) as u8,
                ((sum[1] + n / 2) / n) as u8,
                ((sum[2] + n / 2) / n) as u8,
                255,
            ]);
        }
    }
    Rgba {
        width,
        height,
        pixels,
    }
}

/// Page `page` of a PDF as pdftoppm renders it at `dpi`, cut to `crop`.
fn render_fine(dir: &Path, pdf: &str, page: u32, dpi: f64, crop: Option<[u32; 4]>) -> Rgba {
    let page = page.to_string();
    let dpi = format!("{dpi:.6}");
    let mut args = vec![
        "-png",
        "-singlefile",
        "-f",
        &page,
        "-l",
        &page,
        "-r",
        &dpi,
        "-aa",
        "yes",
        "-aaVector",
        "yes",
    ];
    let crop_args: Vec<String> = crop.map_or(Vec::new(), |[x, y, w, h]| {
        vec![
            "-x".into(),
            x.to_string(),
            "-y".into(),
            y.to_string(),
            "-W".into(),
            w.to_string(),
            "-H".into(),
            h.to_string(),
        ]
    });
    args.extend(crop_args.iter().map(String::as_str));
    args.extend([pdf, "rendered"]);
    output("pdftoppm", &args, dir);
    decode_png(&std::fs::read(dir.join("rendered.png")).unwrap())
}

/// The mean absolute difference of the colour channels, in levels of 255.
fn mean_difference(a: &Rgba, b: &Rgba) -> f64 {
    assert_eq!((a.width, a.height), (b.width, b.height), "sizes");
    let total: u64 = a
        .pixels
        .iter()
        .zip(&b.pixels)
        .flat_map(|(p, q)| (0..3).map(move |c| u64::from(p[c].abs_diff(q[c]))))
        .sum();
    total as f64 / (a.pixels.len() * 3) as f64
}

/// The page size pdfinfo reports, in points.
fn page_size(dir: &Path, pdf: &str) -> (f64, f64) {
    let info = output("pdfinfo", &[pdf], dir);
    let line = info
        .lines()
        .find_map(|l| l.strip_prefix("Page size:"))
        .unwrap_or_else(|| panic!("no page size in {info}"));
    let words: Vec<&str> = line.split_whitespace().collect();
    (words[0].parse().unwrap(), words[2].parse().unwrap())
}

/// The fonts pdffonts lists (lines under its two header lines).
fn fonts(dir: &Path, pdf: &str) -> Vec<String> {
    output("pdffonts", &[pdf], dir)
        .lines()
        .skip(2)
        .map(str::to_string)
        .collect()
}

#[test]
fn every_still_figure_as_pdf_matches_its_png_and_has_no_font() {
    if poppler().is_none() {
        return;
    }
    let dir = project(FIGURES);
    run(["build", "--quiet"]).in_dir(&dir).succeeds();
    let out = dir.path().join("output");
    for name in [
        "tour",
        "numbers-knight",
        "degrees",
        "numbered",
        "closed",
        "none",
        "queens",
        "sheet",
        "tree",
    ] {
        let pdf = format!("{name}.pdf");
        let png = decode_png(&std::fs::read(out.join(format!("{name}.png"))).unwrap());
        let (w, h) = page_size(&out, &pdf);
        assert!(
            (w - png.width as f64 * 0.75).abs() < 0.01
                && (h - png.height as f64 * 0.75).abs() < 0.01,
            "{name}: page {w} x {h} pt for a PNG of {} x {} px",
            png.width,
            png.height
        );
        assert_eq!(fonts(&out, &pdf), Vec::<String>::new(), "{name}: fonts");
        let page = render(&out, &pdf, 1, 96.0, None);
        let difference = mean_difference(&page, &png);
        eprintln!("{name}: poppler against the PNG: {difference:.3} levels");
        assert!(
            difference < 1.0,
            "{name}: poppler's page differs from the PNG by {difference:.3} levels"
        );
    }
}

#[test]
fn pdf_bytes_are_the_same_on_every_run_and_on_standard_output() {
    let dir = tempfile::tempdir().unwrap();
    let first = run([
        "knight",
        "--board",
        "5x5",
        "--numbers",
        "--pdf",
        "a.pdf",
        "-q",
    ])
    .in_dir(&dir)
    .succeeds()
    .file("a.pdf");
    let again = run(["knight", "--board", "5x5", "--numbers", "--pdf", "-"])
        .in_dir(&dir)
        .succeeds();
    assert_eq!(again.stdout_bytes(), first.as_slice());
    assert!(first.starts_with(b"%PDF-1.7"));
    let text = String::from_utf8_lossy(&first);
    assert!(!text.contains("CreationDate") && !text.contains("ModDate"));
    assert!(text.contains("/ID ["), "a file identifier");
}

#[test]
fn a_figure_on_paper_is_fitted_inside_the_margins() {
    if poppler().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for (paper, size) in [("a4", (595.28, 841.89)), ("letter", (612.0, 792.0))] {
        let pdf = format!("{paper}.pdf");
        run(["queens", "--n", "8", "--paper", paper, "--pdf", &pdf, "-q"])
            .in_dir(&dir)
            .succeeds();
        let (w, h) = page_size(dir.path(), &pdf);
        assert!(
            (w - size.0).abs() < 0.01 && (h - size.1).abs() < 0.01,
            "{w} x {h}"
        );
    }
    run([
        "queens", "--n", "8", "--paper", "a4", "--svg", "q.svg", "-q",
    ])
    .in_dir(&dir)
    .succeeds()
    .stderr_contains("--paper has no effect");
}

/// The scale at which a strip `width` x `height` pixels is fitted on A4
/// inside half-inch margins, and its left edge on the page in points.
fn a4_placement(width: f64, height: f64) -> (f64, f64) {
    let (pw, ph) = (595.28, 841.89);
    let scale = ((pw - 72.0) / 0.75 / width).min((ph - 72.0) / 0.75 / height);
    (scale, (pw - width * scale * 0.75) / 2.0)
}

#[test]
fn a_strip_on_one_page_matches_its_png_and_a_long_one_takes_whole_pages() {
    if poppler().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let strip = [
        "queens",
        "--n",
        "4",
        "--title",
        "Four queens",
        "-q",
        "--strip",
    ];
    let png = [&strip[..], &["s.png"]].concat();
    let pdf = [&strip[..], &["s.pdf"]].concat();
    run(png).in_dir(&dir).succeeds();
    run(pdf).in_dir(&dir).succeeds();
    let image = decode_png(&std::fs::read(dir.path().join("s.png")).unwrap());
    let (scale, left) = a4_placement(image.width as f64, image.height as f64);
    assert_eq!(page_size(dir.path(), "s.pdf"), (595.28, 841.89));
    assert!(output("pdfinfo", &["s.pdf"], dir.path()).contains("Pages:           1"));
    let dpi = 96.0 / scale;
    let at = |points: f64| points * dpi / 72.0;
    let crop = (
        [at(left), at(36.0)],
        [image.width as u32, image.height as u32],
    );
    let page = render(dir.path(), "s.pdf", 1, dpi, Some(crop));
    let difference = mean_difference(&page, &image);
    eprintln!("strip page 1: poppler against the PNG: {difference:.3} levels");
    assert!(difference < 1.0, "strip page differs by {difference:.3}");

    run([
        "knight",
        "--board",
        "6x6",
        "--animate",
        "search",
        "--paper",
        "letter",
        "--strip",
        "long.pdf",
        "-q",
    ])
    .in_dir(&dir)
    .succeeds();
    let info = output("pdfinfo", &["long.pdf"], dir.path());
    let pages: u32 = info
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    assert!(pages >= 2, "{info}");
    assert_eq!(page_size(dir.path(), "long.pdf"), (612.0, 792.0));
    assert_eq!(fonts(dir.path(), "long.pdf"), Vec::<String>::new());
}
