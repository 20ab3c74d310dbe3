//! Glyphs as coverage masks: each glyph is rasterised once per font size,
//! halo and eighth-of-a-pixel position, then blended wherever it appears (text
//! is the costliest thing a frame draws, and captions repeat their
//! letters). A glyph's pixels depend only on its mask and on the pixels
//! under it, so a rectangle of a picture redraws to the same pixels as the
//! whole picture does. Text without a halo gathers its glyphs' masks into
//! one [`Coverage`] and blends its colour once.

use std::collections::HashMap;

use foldhash::fast::FixedState;
use std::rc::Rc;

use tiny_skia::{FillRule, LineJoin, Mask, Path, PathStroker, Pixmap, Stroke, Transform};

use crate::figure::font;
use crate::figure::scene::{HALO_WIDTH, Rgb};
use crate::render::pixel_rect::PixelRect;

/// Glyph origins are rounded to an eighth of a pixel (a quarter moved text
/// measurably against the PDF of the same figure).
const STEPS: f32 = 8.0;

/// Masks kept at most; the store is emptied when full.
const MAX_MASKS: usize = 4096;

/// Which glyph, how large, where within a pixel, and whether with a halo.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    glyph: (Option<u32>, u16),
    size: u32,
    step: (u8, u8),
    halo: bool,
}

/// A glyph's coverage, 0 to 255 per pixel, placed relative to the whole
/// pixel of its origin.
struct GlyphMask {
    left: i64,
    top: i64,
    width: u32,
    fill: Vec<u8>,
    halo: Option<Vec<u8>>,
}

/// A glyph to draw: which, where its origin lies in pixels, its size and
/// its colours.
pub(crate) struct Glyph {
    /// The font and the glyph's id in it.
    pub key: (Option<u32>, u16),
    /// The origin on the baseline, in pixels.
    pub x: f32,
    /// The baseline, in pixels.
    pub y: f32,
    /// The font size in pixels.
    pub size: f32,
    /// The fill.
    pub fill: Rgb,
    /// The colour of a halo drawn under the fill, if any.
    pub halo: Option<Rgb>,
}

/// The masks drawn so far.
#[derive(Default)]
pub(crate) struct GlyphMasks {
    masks: HashMap<Key, Option<Rc<GlyphMask>>, FixedState>,
}

impl GlyphMasks {
    /// The masks of `glyph` and where their first pixel lies; `None` when
    /// it covers no pixel. Its `outline` (in font units, y up) is asked for
    /// only when the masks are not made yet.
    fn placed<'p>(
        &mut self,
        glyph: &Glyph,
        outline: impl FnOnce() -> Option<&'p Path>,
    ) -> Option<(Rc<GlyphMask>, i64, i64)> {
        let (x, step_x) = whole_and_step(glyph.x);
        let (y, step_y) = whole_and_step(glyph.y);
        let key = Key {
            glyph: glyph.key,
            size: glyph.size.to_bits(),
            step: (step_x, step_y),
            halo: glyph.halo.is_some(),
        };
        if self.masks.len() >= MAX_MASKS && !self.masks.contains_key(&key) {
            self.masks.clear();
        }
        let mask = self
            .masks
            .entry(key)
            .or_insert_with(|| rasterise(glyph, outline()?, step_x, step_y).map(Rc::new))
            .clone()?;
        let (left, top) = (x + mask.left, y + mask.top);
        Some((mask, left, top))
    }

    /// Adds what `glyph` (of `outline`) covers inside `clip` (which lies
    /// in the coverage's area) to `coverage`; its colours are not used.
    pub(crate) fn cover<'p>(
        &mut self,
        glyph: &Glyph,
        outline: impl FnOnce() -> Option<&'p Path>,
        clip: PixelRect,
        coverage: &mut Coverage,
    ) {
        let Some((mask, left, top)) = self.placed(glyph, outline) else {
            return;
        };
        let Some(span) = Span::of((left, top, mask.width), clip) else {
            return;
        };
        let area = coverage.area;
        let mut any = 0;
        for (y, line) in span.rows(&mask.fill) {
            let start = ((y - area.y) * area.w) as usize + (span.x0 - area.x) as usize;
            let out = &mut coverage.values[start..start + line.len()];
            for (value, &c) in out.iter_mut().zip(line) {
                *value = if *value == 0 { c } else { union(*value, c) };
                any |= c;
            }
        }
        coverage.empty &= any == 0;
    }

    /// Blends `glyph` (of `outline`) into the pixels of `pixmap` that lie
    /// in `region`.
    pub(crate) fn draw<'p>(
        &mut self,
        (pixmap, region): (&mut Pixmap, PixelRect),
        glyph: &Glyph,
        outline: impl FnOnce() -> Option<&'p Path>,
    ) {
        let Some((mask, left, top)) = self.placed(glyph, outline) else {
            return;
        };
        if let (Some(halo), Some(colour)) = (&mask.halo, glyph.halo) {
            blend(pixmap, region, (left, top, mask.width), halo, colour);
        }
        blend(
            pixmap,
            region,
            (left, top, mask.width),
            &mask.fill,
            glyph.fill,
        );
    }
}

/// A coordinate as its whole pixel and the nearest step within it.
fn whole_and_step(at: f32) -> (i64, u8) {
    let whole = at.floor();
    let step = ((at - whole) * STEPS).round();
    if step >= STEPS {
        (whole as i64 + 1, 0)
    } else {
        (whole as i64, step as u8)
    }
}

/// The masks of a glyph whose origin lies `step` eighths into its pixel;
/// `None` when it covers no pixel.
fn rasterise(glyph: &Glyph, outline: &Path, step_x: u8, step_y: u8) -> Option<GlyphMask> {
    let (ox, oy) = (f32::from(step_x) / STEPS, f32::from(step_y) / STEPS);
    let ink = outline.bounds();
    let scale = glyph.size / font::units_per_em();
    let reach = 1.0
        + if glyph.halo.is_some() {
            HALO_WIDTH / 2.0 * glyph.size
        } else {
            0.0
        };
    let left = (ox + ink.left() * scale - reach).floor();
    let right = (ox + ink.right() * scale + reach).ceil();
    let top = (oy - ink.bottom() * scale - reach).floor();
    let bottom = (oy - ink.top() * scale + reach).ceil();
    let (width, height) = ((right - left) as u32, (bottom - top) as u32);
    let place = Transform::from_row(scale, 0.0, 0.0, -scale, ox - left, oy - top);
    let mut fill = Mask::new(width, height)?;
    fill.fill_path(outline, FillRule::Winding, true, place);
    let halo = glyph.halo.and_then(|_| {
        let stroke = Stroke {
            width: glyph.size * HALO_WIDTH / scale,
            line_join: LineJoin::Round,
            ..Stroke::default()
        };
        let edge = outline.stroke(&stroke, PathStroker::compute_resolution_scale(&place))?;
        let mut halo = Mask::new(width, height)?;
        halo.fill_path(&edge, FillRule::Winding, true, place);
        Some(halo.data().to_vec())
    });
    Some(GlyphMask {
        left: left as i64,
        top: top as i64,
        width,
        fill: fill.data().to_vec(),
        halo,
    })
}

/// How much of a pixel two shapes cover together, each covering the
/// given share of it: what blending one after the other gives.
fn union(a: u8, b: u8) -> u8 {
    let (a, b) = (u32::from(a), u32::from(b));
    let both = a * b + 128;
    (a + b - ((both + (both >> 8)) >> 8)) as u8
}

/// `colour` over `under` by `coverage` (0 to 255), rounded exactly.
pub(crate) fn mix(colour: Rgb, under: Rgb, coverage: u8) -> Rgb {
    let c = u32::from(coverage);
    let mix = |value: u8, under: u8| {
        let mixed = u32::from(value) * c + u32::from(under) * (255 - c) + 128;
        ((mixed + (mixed >> 8)) >> 8) as u8
    };
    Rgb(
        mix(colour.0, under.0),
        mix(colour.1, under.1),
        mix(colour.2, under.2),
    )
}

/// The coverage of text over a pixel rectangle, row by row.
pub(crate) struct Coverage {
    area: PixelRect,
    values: Vec<u8>,
    /// Whether every value is 0.
    empty: bool,
}

impl Default for Coverage {
    fn default() -> Coverage {
        Coverage {
            area: PixelRect {
                x: 0,
                y: 0,
                w: 0,
                h: 0,
            },
            values: Vec::new(),
            empty: true,
        }
    }
}

impl Coverage {
    /// Starts over, covering nothing of `area`.
    pub(crate) fn clear(&mut self, area: PixelRect) {
        self.area = area;
        self.values.clear();
        self.values.resize(area.area() as usize, 0);
        self.empty = true;
    }

    /// Whether it covers no pixel at all.
    pub(crate) fn is_empty(&self) -> bool {
        self.empty
    }

    /// The values, row by row over the area.
    pub(crate) fn values(&self) -> &[u8] {
        &self.values
    }

    /// Blends `colour` into the opaque pixels of `pixmap` by the coverage.
    pub(crate) fn blend(&self, pixmap: &mut Pixmap, colour: Rgb) {
        let area = self.area;
        blend(
            pixmap,
            area,
            (i64::from(area.x), i64::from(area.y), area.w),
            &self.values,
            colour,
        );
    }
}

/// The part of a mask (`left`, `top`, `width`) inside a clip: its columns
/// `x0..x1`, and the mask's columns skipped on its left.
struct Span {
    top: i64,
    width: usize,
    x0: u32,
    skip: usize,
    count: usize,
    clip: PixelRect,
}

impl Span {
    fn of((left, top, width): (i64, i64, u32), clip: PixelRect) -> Option<Span> {
        let x0 = left.max(i64::from(clip.x));
        let x1 = (left + i64::from(width)).min(i64::from(clip.x + clip.w));
        (x0 < x1).then(|| Span {
            top,
            width: width as usize,
            x0: x0 as u32,
            skip: (x0 - left) as usize,
            count: (x1 - x0) as usize,
            clip,
        })
    }

    /// The mask's rows inside the clip, each with its pixel row.
    fn rows<'m>(&self, values: &'m [u8]) -> impl Iterator<Item = (u32, &'m [u8])> {
        let (skip, count) = (self.skip, self.count);
        values
            .chunks_exact(self.width)
            .enumerate()
            .filter_map(move |(row, line)| {
                let y = self.top + row as i64;
                let inside =
                    y >= i64::from(self.clip.y) && y < i64::from(self.clip.y + self.clip.h);
                inside.then(|| (y as u32, &line[skip..skip + count]))
            })
    }
}

/// Blends `colour` into the opaque pixels of `pixmap` in `region`, by
/// `coverage` (rows of `width` values, the first at `left`, `top`).
fn blend(
    pixmap: &mut Pixmap,
    region: PixelRect,
    mask: (i64, i64, u32),
    coverage: &[u8],
    colour: Rgb,
) {
    let Some(span) = Span::of(mask, region) else {
        return;
    };
    let stride = pixmap.width() as usize;
    let data = pixmap.data_mut();
    for (y, line) in span.rows(coverage) {
        let start = 4 * (y as usize * stride + span.x0 as usize);
        let pixels = &mut data[start..start + 4 * line.len()];
        for (pixel, &c) in pixels.chunks_exact_mut(4).zip(line) {
            if c == 0 {
                continue;
            }
            let Rgb(r, g, b) = mix(colour, Rgb(pixel[0], pixel[1], pixel[2]), c);
            pixel[..3].copy_from_slice(&[r, g, b]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_round_to_the_nearest_eighth_of_a_pixel() {
        assert_eq!(whole_and_step(10.0), (10, 0));
        assert_eq!(whole_and_step(10.26), (10, 2));
        assert_eq!(whole_and_step(10.6), (10, 5));
        assert_eq!(whole_and_step(10.95), (11, 0));
        assert_eq!(whole_and_step(-0.1), (-1, 7));
    }

    #[test]
    fn blending_is_exact_at_both_ends_and_halfway() {
        let mut pixmap = Pixmap::new(3, 1).unwrap();
        pixmap.fill(tiny_skia::Color::from_rgba8(0, 100, 255, 255));
        let region = PixelRect {
            x: 0,
            y: 0,
            w: 3,
            h: 1,
        };
        blend(
            &mut pixmap,
            region,
            (0, 0, 3),
            &[0, 255, 128],
            Rgb(255, 0, 0),
        );
        let data = pixmap.data();
        assert_eq!(&data[0..4], &[0, 100, 255, 255]);
        assert_eq!(&data[4..8], &[255, 0, 0, 255]);
        assert_eq!(&data[8..12], &[128, 50, 127, 255]);
    }
}
