//! Paper for print: the page sizes a PDF is laid out on, the area inside
//! their margins that a figure may fill, the floors every printed board
//! and label keeps, and the footer that numbers the pages.

use crate::figure::font;
use crate::figure::scene::{Item, Rgb, Scene};
use crate::words::{Lang, say};

/// Points per pixel: figures are measured in CSS pixels (96 a inch), PDF
/// pages in points (72 an inch).
pub(crate) const POINTS_PER_PIXEL: f32 = 0.75;

/// The margin left blank on each side of a printed page, in points (half
/// an inch), inside every printer's unprintable edge.
pub(crate) const MARGIN: f32 = 36.0;

/// A paper size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Paper {
    /// ISO A4, 210 x 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 x 11 inches.
    Letter,
}

impl Paper {
    /// The paper's name as `--paper` takes it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }

    /// The page's width and height in points.
    #[must_use]
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.28, 841.89),
            Paper::Letter => (612.0, 792.0),
        }
    }

    /// The width and height inside the margins, in pixels.
    #[must_use]
    pub fn printable_pixels(self) -> (f32, f32) {
        let (w, h) = self.size();
        (
            (w - 2.0 * MARGIN) / POINTS_PER_PIXEL,
            (h - 2.0 * MARGIN) / POINTS_PER_PIXEL,
        )
    }
}

/// The scale (pixels to pixels) at which pictures of the given sizes all
/// fit the printable area of `paper`: one scale for every page, so the
/// pages of a strip match.
#[must_use]
pub(crate) fn fit_scale(paper: Paper, sizes: &[(f32, f32)]) -> f32 {
    let (w, h) = paper.printable_pixels();
    sizes
        .iter()
        .map(|&(pw, ph)| (w / pw.max(1.0)).min(h / ph.max(1.0)))
        .fold(f32::INFINITY, f32::min)
        .min(1.0e6)
}

/// The narrowest a board may be printed, in millimetres: a board a pupil
/// can read and write on.
pub(crate) const MIN_BOARD_MM: f32 = 35.0;

/// The smallest a label may be printed, in points (3 mm): small print
/// that still reads on a photocopy.
pub(crate) const MIN_LABEL_PT: f32 = 8.5;

/// Pixels (at a page's scale 1) in `mm` millimetres.
#[must_use]
pub(crate) fn pixels_in_mm(mm: f32) -> f32 {
    mm / 25.4 * 96.0
}

/// The size of a page's footer text on screen, pixels.
pub(crate) const FOOTER_SIZE: f32 = 12.0;

/// The size of the footer of pages `width` pixels wide printed on
/// `paper`: at least [`MIN_LABEL_PT`] once fitted to its width.
#[must_use]
pub(crate) fn footer_size(paper: Paper, width: f32) -> f32 {
    let (paper_w, _) = paper.printable_pixels();
    (MIN_LABEL_PT / POINTS_PER_PIXEL * width / paper_w * 1.01).max(FOOTER_SIZE)
}

/// The height a footer of `size` takes.
#[must_use]
pub(crate) fn footer_height(size: f32) -> f32 {
    (size * 2.5).ceil()
}

/// How many times larger the boards and words of `pages` must be drawn
/// for every board of `files` files to print at least [`MIN_BOARD_MM`]
/// wide and every word at least [`MIN_LABEL_PT`] tall on `paper` (1 or
/// less when they do). A legend's swatch, a checker of one square, is no
/// board.
#[must_use]
pub(crate) fn shortfall(pages: &[Scene], paper: Paper, files: u32) -> f32 {
    let sizes: Vec<(f32, f32)> = pages
        .iter()
        .map(|page| (page.width as f32, page.height as f32))
        .collect();
    let points = fit_scale(paper, &sizes) * POINTS_PER_PIXEL;
    let mut short: f32 = 0.0;
    for item in pages.iter().flat_map(|page| &page.items) {
        match item {
            Item::Checker { squares, .. } if squares.files == files => {
                let mm = squares.files as f32 * squares.cell * points / 72.0 * 25.4;
                short = short.max(MIN_BOARD_MM / mm);
            }
            Item::Text { glyphs, size, .. } if !glyphs.is_empty() => {
                short = short.max(MIN_LABEL_PT / (size * points));
            }
            _ => {}
        }
    }
    short
}

/// Writes under each page of `paper` its footer, "title, page k of n", in
/// the room of [`footer_height`] each page is made taller by.
pub(crate) fn number_pages(
    pages: &mut [Scene],
    paper: Paper,
    title: &str,
    (lang, ink): (Lang, Rgb),
) {
    let count = pages.len();
    for (k, page) in pages.iter_mut().enumerate() {
        let size = footer_size(paper, page.width as f32);
        let words = say!(
            lang,
            "print-page",
            title = title,
            page = k + 1,
            pages = count
        );
        let baseline = page.height as f32 + size * 1.5;
        page.items.push(Item::Text {
            glyphs: font::layout(&words, size, page.width as f32 / 2.0, baseline),
            size,
            fill: ink,
            halo: None,
        });
        page.height += footer_height(size) as u32;
    }
}
