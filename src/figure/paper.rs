//! Paper for print: the page sizes a PDF is laid out on, and the area
//! inside their margins that a figure may fill.

use serde::{Deserialize, Serialize};

/// Points per pixel: figures are measured in CSS pixels (96 a inch), PDF
/// pages in points (72 an inch).
pub(crate) const POINTS_PER_PIXEL: f32 = 0.75;

/// The margin left blank on each side of a printed page, in points (half
/// an inch), inside every printer's unprintable edge.
pub(crate) const MARGIN: f32 = 36.0;

/// A paper size.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema,
)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum Paper {
    /// ISO A4, 210 x 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 x 11 inches.
    Letter,
}

impl Paper {
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
