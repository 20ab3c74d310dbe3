//! Glyphs as coverage masks: each glyph is rasterised once per font size,
//! halo and eighth-of-a-pixel position, then blended wherever it appears (text
//! is the costliest thing a frame draws, and captions repeat their
//! letters). A glyph's pixels depend only on its mask and on the pixels
//! under it, so a rectangle of a picture redraws to the same pixels as the
//! whole picture does.

use std::collections::HashMap;
use std::rc::Rc;

use tiny_skia::{FillRule, LineJoin, Mask, Path, PathStroker, Pixmap, Stroke, Transform};

use crate::figure::scene::{HALO_WIDTH, Rgb};
use crate::render::raster::PixelRect;

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

/// A glyph to draw: its outline in font units, where its origin lies in
/// pixels, its size and scale (pixels per font unit), and its colours.
pub(crate) struct Glyph<'a> {
    /// The font and the glyph's id in it.
    pub key: (Option<u32>, u16),
    /// The outline, in font units (y up).
    pub outline: &'a Path,
    /// The origin on the baseline, in pixels.
    pub x: f32,
    /// The baseline, in pixels.
    pub y: f32,
    /// The font size in pixels.
    pub size: f32,
    /// Pixels per font unit.
    pub scale: f32,
    /// The fill.
    pub fill: Rgb,
    /// The colour of a halo drawn under the fill, if any.
    pub halo: Option<Rgb>,
}

/// The masks drawn so far.
#[derive(Default)]
pub(crate) struct GlyphMasks {
    masks: HashMap<Key, Option<Rc<GlyphMask>>>,
}

impl GlyphMasks {
    /// Blends `glyph` into the pixels of `pixmap` that lie in `region`.
    pub(crate) fn draw(&mut self, pixmap: &mut Pixmap, region: PixelRect, glyph: &Glyph<'_>) {
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
        let Some(mask) = self
            .masks
            .entry(key)
            .or_insert_with(|| rasterise(glyph, step_x, step_y).map(Rc::new))
            .clone()
        else {
            return;
        };
        let (left, top) = (x + mask.left, y + mask.top);
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
fn rasterise(glyph: &Glyph<'_>, step_x: u8, step_y: u8) -> Option<GlyphMask> {
    let (ox, oy) = (f32::from(step_x) / STEPS, f32::from(step_y) / STEPS);
    let ink = glyph.outline.bounds();
    let reach = 1.0
        + if glyph.halo.is_some() {
            HALO_WIDTH / 2.0 * glyph.size
        } else {
            0.0
        };
    let left = (ox + ink.left() * glyph.scale - reach).floor();
    let right = (ox + ink.right() * glyph.scale + reach).ceil();
    let top = (oy - ink.bottom() * glyph.scale - reach).floor();
    let bottom = (oy - ink.top() * glyph.scale + reach).ceil();
    let (width, height) = ((right - left) as u32, (bottom - top) as u32);
    let place = Transform::from_row(glyph.scale, 0.0, 0.0, -glyph.scale, ox - left, oy - top);
    let mut fill = Mask::new(width, height)?;
    fill.fill_path(glyph.outline, FillRule::Winding, true, place);
    let halo = glyph.halo.and_then(|_| {
        let stroke = Stroke {
            width: glyph.size * HALO_WIDTH / glyph.scale,
            line_join: LineJoin::Round,
            ..Stroke::default()
        };
        let outline = glyph
            .outline
            .stroke(&stroke, PathStroker::compute_resolution_scale(&place))?;
        let mut halo = Mask::new(width, height)?;
        halo.fill_path(&outline, FillRule::Winding, true, place);
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

/// Blends `colour` into the opaque pixels of `pixmap` in `region`, by
/// `coverage` (rows of `width` values, the first at `left`, `top`).
fn blend(
    pixmap: &mut Pixmap,
    region: PixelRect,
    (left, top, width): (i64, i64, u32),
    coverage: &[u8],
    colour: Rgb,
) {
    let stride = pixmap.width() as usize;
    let data = pixmap.data_mut();
    let x0 = left.max(i64::from(region.x));
    let x1 = (left + i64::from(width)).min(i64::from(region.x + region.w));
    if x0 >= x1 {
        return;
    }
    let (skip, count) = ((x0 - left) as usize, (x1 - x0) as usize);
    let (r, g, b) = (
        u32::from(colour.0),
        u32::from(colour.1),
        u32::from(colour.2),
    );
    for (row, line) in coverage.chunks_exact(width as usize).enumerate() {
        let y = top + row as i64;
        if y < i64::from(region.y) || y >= i64::from(region.y + region.h) {
            continue;
        }
        let start = 4 * (y as usize * stride + x0 as usize);
        let pixels = &mut data[start..start + 4 * count];
        for (pixel, &c) in pixels.chunks_exact_mut(4).zip(&line[skip..skip + count]) {
            let c = u32::from(c);
            if c == 0 {
                continue;
            }
            let mix = |value: u32, under: u8| {
                let mixed = value * c + u32::from(under) * (255 - c) + 128;
                ((mixed + (mixed >> 8)) >> 8) as u8
            };
            pixel[0] = mix(r, pixel[0]);
            pixel[1] = mix(g, pixel[1]);
            pixel[2] = mix(b, pixel[2]);
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
