//! PDF for print: every still figure (tour, queens, sheet, tree, degree
//! map, numbered board, the board of no tour) read back by poppler.
//! `pdftoppm` renders each PDF, and the page must match boardfig's own PNG
//! of the same figure within one level of mean difference; the page is
//! rendered at four times the PNG's resolution and averaged down, so that
//! poppler's coarser anti-aliasing (4x4 samples a pixel, edges counted on
//! both sides) is not taken for a difference of the figure. `pdffonts`
//! finds no font (text is outlines) and `pdfinfo` the page size asked.
//! Strips, and sheets given a paper, are printed on pages of readable
//! boards (src/tests/print.rs measures them), which poppler reads: their
//! count, size and title. Needs poppler-utils (see `tools`).

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
/// pixel is a pixel) times [`FINER`] and averaged down to `dpi`.
fn render(dir: &Path, pdf: &str, page: u32, dpi: f64) -> Rgba {
    let fine = render_fine(dir, pdf, page, dpi * f64::from(FINER));
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

/// Page `page` of a PDF as pdftoppm renders it at `dpi`.
fn render_fine(dir: &Path, pdf: &str, page: u32, dpi: f64) -> Rgba {
    let page = page.to_string();
    let dpi = format!("{dpi:.6}");
    let args = [
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
        pdf,
        "rendered",
    ];
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
        let page = render(&out, &pdf, 1, 96.0);
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

#[test]
fn a_strip_or_a_sheet_on_paper_takes_numbered_pages_of_readable_boards() {
    if poppler().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    run([
        "queens",
        "--n",
        "4",
        "--title",
        "Four queens",
        "-q",
        "--strip",
        "s.pdf",
    ])
    .in_dir(&dir)
    .succeeds();
    assert_eq!(page_size(dir.path(), "s.pdf"), (595.28, 841.89));
    assert!(output("pdfinfo", &["s.pdf"], dir.path()).contains("Pages:           1"));
    assert_eq!(fonts(dir.path(), "s.pdf"), Vec::<String>::new());
    let page = render(dir.path(), "s.pdf", 1, 24.0);
    assert!(
        page.pixels.iter().any(|p| p[0] < 100),
        "poppler draws the page"
    );

    // Eight queens' 92 solutions on A4: 12 boards a page, on 8 pages.
    run([
        "queens", "--n", "8", "--all", "--paper", "a4", "--pdf", "q.pdf", "-q",
    ])
    .in_dir(&dir)
    .succeeds();
    let info = output("pdfinfo", &["q.pdf"], dir.path());
    assert!(info.contains("Pages:           8"), "{info}");
    assert!(
        info.contains("Title:           92 solutions of 8 queens"),
        "{info}"
    );
    assert_eq!(fonts(dir.path(), "q.pdf"), Vec::<String>::new());

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

#[test]
fn boards_a_page_are_the_sheet_s_pages_and_more_than_fit_are_refused() {
    if poppler().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // Four a page, larger; more than a page holds at 35 mm is refused.
    run([
        "queens",
        "--n",
        "8",
        "--all",
        "--per-page",
        "4",
        "--pdf",
        "q4.pdf",
        "-q",
    ])
    .in_dir(&dir)
    .succeeds();
    assert!(output("pdfinfo", &["q4.pdf"], dir.path()).contains("Pages:           23"));
    run([
        "queens",
        "--n",
        "8",
        "--all",
        "--per-page",
        "13",
        "--pdf",
        "q13.pdf",
    ])
    .in_dir(&dir)
    .fails_with(
        2,
        "--per-page `13`: a page of a4 holds at most 12 boards of 8x8 at 35 mm a board",
    );
    assert!(!dir.path().join("q13.pdf").exists());
    run([
        "queens",
        "--n",
        "8",
        "--all",
        "--per-page",
        "0",
        "--pdf",
        "q0.pdf",
    ])
    .in_dir(&dir)
    .fails_with(2, "--per-page `0`: expected a whole number from 1 to 400");
    assert!(!dir.path().join("q0.pdf").exists());
}
