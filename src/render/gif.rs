//! Scenes to an animated GIF, the fast, small way: one global palette fixed
//! ahead from the theme (its colours and a few blends of each pair that meet
//! at an antialiased edge), every frame after the first redrawing only the
//! rectangles where its items differ from the frame before ([`dirty`]) and
//! covering only the pixels that changed, with unchanged pixels
//! transparent (one image a frame), and frames encoded as they are drawn.
//! Where text alone shows (a search's caption), its coverage goes straight
//! to palette indices, with no pixels blended and quantised, and to the
//! same indices.
//!
//! [`dirty`]: crate::render::dirty

use std::io::Write;

use gif::{DisposalMethod, Encoder, Frame as GifFrame, Repeat};

use crate::error::Error;
use crate::figure::frames::Frame;
use crate::figure::scene::{Item, Rect, Rgb, Scene};
use crate::figure::theme::Theme;
use crate::render::dirty::dirty;
use crate::render::glyph_masks::mix;
use crate::render::lzw::Lzw;
use crate::render::pixel_rect::PixelRect;
use crate::render::raster::{Canvas, texts_alone};

/// Blend levels between each foreground and background colour (the
/// antialiased edge of a line gets `BLEND_STEPS - 1` shades).
const BLEND_STEPS: u32 = 3;

/// Slots in the memo of nearest colours.
const MEMO_SLOTS: usize = 4096;

/// A fixed palette and a direct-mapped memo of nearest colours.
pub(crate) struct Palette {
    colours: Vec<Rgb>,
    memo: Vec<Option<(Rgb, u8)>>,
    /// The indices of a text colour over a ground at each coverage, for
    /// each pair asked.
    shades: Vec<((Rgb, Rgb), [u8; 256])>,
}

impl Palette {
    /// The palette of a theme.
    pub(crate) fn for_theme(theme: &Theme) -> Palette {
        let backgrounds = theme.grounds();
        let foregrounds = theme.foregrounds();
        let mut colours: Vec<Rgb> = Vec::new();
        // One index stays free for transparency.
        let add = |c: Rgb, colours: &mut Vec<Rgb>| {
            if !colours.contains(&c) && colours.len() < 255 {
                colours.push(c);
            }
        };
        for &c in backgrounds.iter().chain(&foregrounds) {
            add(c, &mut colours);
        }
        for step in 1..BLEND_STEPS {
            let t = step as f32 / BLEND_STEPS as f32;
            for &fg in &foregrounds {
                for &bg in &backgrounds {
                    add(bg.mix(fg, t), &mut colours);
                }
            }
        }
        Palette {
            colours,
            memo: vec![None; MEMO_SLOTS],
            shades: Vec::new(),
        }
    }

    /// The index of the palette colour nearest to `c` (ties: lowest index).
    #[inline(never)]
    fn index_of(&mut self, c: Rgb) -> u8 {
        let key = u32::from(c.0) | u32::from(c.1) << 8 | u32::from(c.2) << 16;
        let slot = (key.wrapping_mul(0x9E37_79B1) >> 20) as usize % MEMO_SLOTS;
        if let Some((_, i)) = self.memo[slot].filter(|&(seen, _)| seen == c) {
            return i;
        }
        let distance = |p: &Rgb| {
            let d = |a: u8, b: u8| (i32::from(a) - i32::from(b)).pow(2);
            // Weighted towards green, as the eye is.
            2 * d(p.0, c.0) + 4 * d(p.1, c.1) + 3 * d(p.2, c.2)
        };
        let (i, _) = self
            .colours
            .iter()
            .enumerate()
            .min_by_key(|(i, p)| (distance(p), *i))
            .expect("palette is not empty");
        self.memo[slot] = Some((c, i as u8));
        i as u8
    }

    /// The number of entries: a power of two with room for transparency.
    fn len(&self) -> usize {
        (self.colours.len() + 1).next_power_of_two().max(4)
    }

    /// The index left transparent in frames after the first.
    fn transparent(&self) -> u8 {
        (self.len() - 1) as u8
    }

    /// The palette as RGB bytes.
    fn bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(self.len() * 3);
        for i in 0..self.len() {
            let c = self.colours.get(i).copied().unwrap_or(Rgb(0, 0, 0));
            bytes.extend([c.0, c.1, c.2]);
        }
        bytes
    }

    /// Quantises a region of a canvas to palette indices, row by row.
    fn quantise(&mut self, canvas: &Canvas, region: PixelRect) -> Vec<u8> {
        let mut indices = vec![0; (region.w * region.h) as usize];
        if region.w == 0 {
            return indices;
        }
        // Neighbouring pixels mostly share a colour: remember the last one
        // (its RGBA bytes as a number).
        let (mut seen, mut index) = (u32::MAX, 0);
        let rows = indices.chunks_exact_mut(region.w as usize);
        for (y, out) in (region.y..).zip(rows) {
            let pixels = canvas.row(y, region.x, region.x + region.w);
            for (slot, pixel) in out.iter_mut().zip(pixels.chunks_exact(4)) {
                let rgba = u32::from_le_bytes(pixel.try_into().expect("four bytes"));
                if rgba != seen {
                    seen = rgba;
                    index = self.index_of(Rgb(pixel[0], pixel[1], pixel[2]));
                }
                *slot = index;
            }
        }
        indices
    }

    /// The indices of text over `ground`: each text's colour blended in
    /// turn by its coverage, as [`Canvas::redraw`] does, then quantised.
    fn texts(&mut self, ground: Rgb, texts: &[(Rgb, &[u8])], pixels: usize) -> Vec<u8> {
        if let [(fill, coverage)] = texts {
            // The usual case (a caption): mostly uncovered, so eight pixels
            // at a time where none is covered, and no pixel covered twice.
            let shades = self.shades(ground, *fill);
            let mut indices = vec![shades[0]; pixels];
            for (out, word) in indices.chunks_mut(8).zip(coverage.chunks(8)) {
                if word != [0; 8] {
                    for (index, &c) in out.iter_mut().zip(word) {
                        *index = shades[usize::from(c)];
                    }
                }
            }
            return indices;
        }
        let mut indices = vec![self.index_of(ground); pixels];
        // Which pixels more than one text covers.
        let mut covered = vec![false; pixels];
        let mut several = Vec::new();
        for &(fill, coverage) in texts {
            let shades = self.shades(ground, fill);
            let (mut at, mut words) = (0, coverage.chunks_exact(8));
            for word in words.by_ref() {
                if u64::from_ne_bytes(word.try_into().expect("eight bytes")) != 0 {
                    shade(&shades, word, at, &mut indices, &mut covered, &mut several);
                }
                at += 8;
            }
            let rest = words.remainder();
            shade(&shades, rest, at, &mut indices, &mut covered, &mut several);
        }
        for i in several {
            let colour = texts.iter().fold(ground, |under, &(fill, coverage)| {
                mix(fill, under, coverage[i])
            });
            indices[i] = self.index_of(colour);
        }
        indices
    }

    /// The indices of `fill` blended over `ground` at each coverage.
    fn shades(&mut self, ground: Rgb, fill: Rgb) -> [u8; 256] {
        if let Some(&(_, shades)) = self.shades.iter().find(|(pair, _)| *pair == (ground, fill)) {
            return shades;
        }
        let mut shades = [0; 256];
        for (c, shade) in (0..=255).zip(shades.iter_mut()) {
            *shade = self.index_of(mix(fill, ground, c));
        }
        self.shades.push(((ground, fill), shades));
        shades
    }

    /// The colour at a palette index.
    #[cfg(test)]
    pub(crate) fn colour(&self, index: u8) -> Rgb {
        self.colours[index as usize]
    }
}

/// Encodes frames as an animated GIF that plays `repeat` times (0 =
/// forever), in the palette of `theme`.
pub fn encode(
    frames: impl IntoIterator<Item = Frame>,
    theme: &Theme,
    repeat: u16,
) -> Result<Vec<u8>, Error> {
    let mut frames = frames.into_iter().peekable();
    let Some(first) = frames.peek() else {
        return Err(Error::usage("an animation needs at least one frame"));
    };
    let mut animation = Animation::new(
        Vec::new(),
        first.scene.width,
        first.scene.height,
        theme,
        repeat,
    )?;
    for frame in frames {
        // Ctrl-C is answered between frames, not after the whole film.
        if crate::interrupt::requested() {
            return Err(Error::Interrupted);
        }
        animation.frame(frame.scene, frame.changed, frame.delay)?;
    }
    animation.encoder.into_inner().map_err(gif_error)
}

/// Writes an animation frame by frame.
struct Animation<W: Write> {
    encoder: Encoder<W>,
    palette: Palette,
    pixels: Canvas,
    /// The palette indices of the picture being drawn, and of the one
    /// shown by the frames so far.
    canvas: Vec<u8>,
    shown: Vec<u8>,
    width: u32,
    height: u32,
    /// The scene of the frame before (none before the first).
    previous: Option<Scene>,
    /// The compression's tables and its output, kept between frames.
    lzw: Lzw,
    data: Vec<u8>,
}

fn gif_error(e: impl std::fmt::Display) -> Error {
    Error::usage(format!("GIF encoding failed: {e}"))
}

impl<W: Write> Animation<W> {
    /// Starts an animation of `width` x `height` pixels.
    fn new(
        writer: W,
        width: u32,
        height: u32,
        theme: &Theme,
        repeat: u16,
    ) -> Result<Animation<W>, Error> {
        if width > u32::from(u16::MAX) || height > u32::from(u16::MAX) {
            return Err(Error::usage(format!(
                "figure {width}x{height} pixels: GIF allows at most 65535 a side; use a smaller --cell"
            )));
        }
        let palette = Palette::for_theme(theme);
        let mut encoder = Encoder::new(writer, width as u16, height as u16, &palette.bytes())
            .map_err(gif_error)?;
        // The GIF loop count is the number of repeats after the first play;
        // Finite(0) writes no loop extension, which players play once.
        let repeat = match repeat.checked_sub(1) {
            None => Repeat::Infinite,
            Some(repeats) => Repeat::Finite(repeats),
        };
        encoder.set_repeat(repeat).map_err(gif_error)?;
        let pixels = Canvas::new(width, height).ok_or_else(|| {
            Error::usage(format!(
                "figure {width}x{height} pixels is empty or too large"
            ))
        })?;
        Ok(Animation {
            encoder,
            palette,
            pixels,
            canvas: vec![0; width as usize * height as usize],
            shown: vec![0; width as usize * height as usize],
            width,
            height,
            previous: None,
            lzw: Lzw::new(),
            data: Vec::new(),
        })
    }

    /// Adds a frame showing `scene`, which differs from the previous frame
    /// only inside `changed` (ignored for the first frame).
    fn frame(&mut self, scene: Scene, changed: Rect, delay_ms: u32) -> Result<(), Error> {
        let delay = (delay_ms.div_ceil(10)).min(u32::from(u16::MAX)) as u16;
        let Some(previous) = self.previous.replace(scene) else {
            return self.first(delay);
        };
        let scene = self.previous.as_ref().expect("just stored");
        let regions = regions(&previous, scene, &changed);
        // Redraw and quantise each region into the picture's indices.
        for &(region, ref texts) in &regions {
            // Text alone on the background: its coverage to palette indices
            // straight away (as blending, then quantising, would give).
            let indices = if let Some(texts) = texts {
                let texts = self.pixels.text_coverage(texts, region);
                let pixels = region.area() as usize;
                self.palette.texts(scene.background, &texts, pixels)
            } else {
                self.pixels.redraw(scene, region);
                self.palette.quantise(&self.pixels, region)
            };
            for (y, line) in (region.y..).zip(indices.chunks_exact(region.w as usize)) {
                let start = (y * self.width + region.x) as usize;
                self.canvas[start..start + line.len()].copy_from_slice(line);
            }
        }
        // The rectangle around the pixels whose index changed (when none
        // did, one transparent pixel holds the delay), the changed pixels
        // in it and the others transparent; then the picture is shown.
        let width = self.width as usize;
        let bounds = regions
            .iter()
            .filter_map(|(region, _)| changed_within(&self.canvas, &self.shown, width, *region))
            .reduce(|a, b| a.join(&b))
            .unwrap_or(PixelRect {
                x: 0,
                y: 0,
                w: 1,
                h: 1,
            });
        let transparent = self.palette.transparent();
        let mut buffer = vec![0; bounds.area() as usize];
        let rows = buffer.chunks_exact_mut(bounds.w as usize);
        for (y, out) in (bounds.y..).zip(rows) {
            let start = y as usize * width + bounds.x as usize;
            let span = start..start + bounds.w as usize;
            let (new, old) = (&self.canvas[span.clone()], &self.shown[span]);
            for ((out, &new), &old) in out.iter_mut().zip(new).zip(old) {
                *out = if new == old { transparent } else { new };
            }
        }
        for (region, _) in &regions {
            for y in region.y..region.y + region.h {
                let start = y as usize * width + region.x as usize;
                let span = start..start + region.w as usize;
                self.shown[span.clone()].copy_from_slice(&self.canvas[span]);
            }
        }
        let frame = GifFrame {
            left: bounds.x as u16,
            top: bounds.y as u16,
            width: bounds.w as u16,
            height: bounds.h as u16,
            delay,
            dispose: DisposalMethod::Keep,
            transparent: Some(transparent),
            ..GifFrame::default()
        };
        self.write(frame, &buffer)
    }

    /// The first frame: the whole scene.
    fn first(&mut self, delay: u16) -> Result<(), Error> {
        let scene = self.previous.as_ref().expect("the first scene");
        let region = PixelRect::whole(scene);
        self.pixels.redraw(scene, region);
        let indices = self.palette.quantise(&self.pixels, region);
        self.canvas.copy_from_slice(&indices);
        self.shown.copy_from_slice(&indices);
        let frame = GifFrame {
            width: self.width as u16,
            height: self.height as u16,
            delay,
            dispose: DisposalMethod::Keep,
            ..GifFrame::default()
        };
        self.write(frame, &indices)
    }

    /// Writes a frame of palette `indices` (its size and position set).
    fn write(&mut self, frame: GifFrame<'_>, indices: &[u8]) -> Result<(), Error> {
        self.data.clear();
        let min_code_size = self.palette.len().trailing_zeros() as u8;
        self.lzw.compress(indices, min_code_size, &mut self.data);
        let frame = GifFrame {
            buffer: self.data.as_slice().into(),
            ..frame
        };
        self.encoder
            .write_lzw_pre_encoded_frame(&frame)
            .map_err(gif_error)
    }
}

/// Sets the indices of the pixels `at..` that `coverage` covers to their
/// `shades`, noting in `several` those another text covered before.
fn shade(
    shades: &[u8; 256],
    coverage: &[u8],
    at: usize,
    indices: &mut [u8],
    covered: &mut [bool],
    several: &mut Vec<usize>,
) {
    for (k, &c) in coverage.iter().enumerate() {
        if c != 0 {
            if covered[at + k] {
                several.push(at + k);
            }
            covered[at + k] = true;
            indices[at + k] = shades[usize::from(c)];
        }
    }
}

/// The rectangle around the pixels of `region` whose index differs
/// between `new` and `old` (pictures `width` pixels wide), if any.
fn changed_within(new: &[u8], old: &[u8], width: usize, region: PixelRect) -> Option<PixelRect> {
    let mut bounds: Option<PixelRect> = None;
    for y in region.y..region.y + region.h {
        let start = y as usize * width + region.x as usize;
        let span = start..start + region.w as usize;
        let Some((first, last)) = differences(&new[span.clone()], &old[span]) else {
            continue;
        };
        let row = PixelRect {
            x: region.x + first as u32,
            y,
            w: (last - first + 1) as u32,
            h: 1,
        };
        bounds = Some(bounds.map_or(row, |b| b.join(&row)));
    }
    bounds
}

/// The first and the last position where `a` and `b` (of one length)
/// differ, if any: eight bytes at a time from each end.
fn differences(a: &[u8], b: &[u8]) -> Option<(usize, usize)> {
    let word = |s: &[u8], at: usize| u64::from_le_bytes(s[at..at + 8].try_into().expect("eight"));
    let n = a.len();
    let mut i = 0;
    let first = loop {
        if i + 8 > n {
            break (i..n).find(|&k| a[k] != b[k])?;
        }
        let d = word(a, i) ^ word(b, i);
        if d != 0 {
            break i + (d.trailing_zeros() / 8) as usize;
        }
        i += 8;
    };
    let mut j = n;
    while j >= first + 8 {
        let d = word(a, j - 8) ^ word(b, j - 8);
        if d != 0 {
            return Some((first, j - 1 - (d.leading_zeros() / 8) as usize));
        }
        j -= 8;
    }
    let last = (first..j).rev().find(|&k| a[k] != b[k])?;
    Some((first, last))
}

/// The pixel rectangles to redraw for `after` following `before`: where
/// their items differ, within `changed`; each with the items that show in
/// it when all are text without a halo ([`texts_alone`]). Two that
/// overlap, or lie close enough that redrawing the rectangle around both
/// wastes little, are joined (an item in both would be drawn twice);
/// text alone only with text alone, when the two together still show
/// text alone. Others are redrawn apart, and may overlap: a pixel redrawn
/// twice comes out the same.
fn regions<'a>(before: &Scene, after: &'a Scene, changed: &Rect) -> Vec<Region<'a>> {
    let within = PixelRect::covering(changed, after);
    let mut regions: Vec<Region<'a>> = Vec::new();
    for rect in dirty(before, after) {
        let mut region = PixelRect::covering(&rect, after).meet(&within);
        if region.is_empty() {
            continue;
        }
        let near = |other: &PixelRect, region: &PixelRect| {
            other.join(region).area() * 2 <= (other.area() + region.area()) * 3
        };
        if let Some(mut texts) = texts_alone(after, region) {
            // Joined with text alone near it, when the two show text alone.
            while let Some((k, joined)) = regions.iter().enumerate().find_map(|(k, other)| {
                let joined = other.0.join(&region);
                let alone = other.1.is_some() && near(&other.0, &region);
                alone
                    .then(|| texts_alone(after, joined))
                    .flatten()
                    .map(|texts| (k, (joined, texts)))
            }) {
                regions.swap_remove(k);
                (region, texts) = joined;
            }
            regions.push((region, Some(texts)));
            continue;
        }
        while let Some(k) = regions
            .iter()
            .position(|(other, texts)| texts.is_none() && near(other, &region))
        {
            region = region.join(&regions.swap_remove(k).0);
        }
        regions.push((region, None));
    }
    regions
}

/// A rectangle to redraw, and the items in it when all are text alone.
type Region<'a> = (PixelRect, Option<Vec<&'a Item>>);

/// Quantises a whole scene with a theme's palette: what the composed last
/// frame of an animation must equal.
#[cfg(test)]
#[must_use]
pub(crate) fn quantised_render(scene: &Scene, theme: &Theme) -> Vec<Rgb> {
    let mut palette = Palette::for_theme(theme);
    let mut canvas = Canvas::new(scene.width, scene.height).expect("a scene has pixels");
    canvas.redraw(scene, PixelRect::whole(scene));
    palette
        .quantise(&canvas, PixelRect::whole(scene))
        .into_iter()
        .map(|i| palette.colour(i))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::differences;

    #[test]
    fn differences_are_found_from_both_ends_as_byte_by_byte() {
        let mut seed = 7u32;
        let mut next = move || {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (seed >> 16) as usize
        };
        for _ in 0..2000 {
            let n = next() % 40;
            let a: Vec<u8> = (0..n).map(|_| (next() % 3) as u8).collect();
            let mut b = a.clone();
            for _ in 0..next() % 3 {
                if n > 0 {
                    b[next() % n] = (next() % 3) as u8;
                }
            }
            let first = (0..n).find(|&k| a[k] != b[k]);
            let last = (0..n).rev().find(|&k| a[k] != b[k]);
            assert_eq!(differences(&a, &b), first.zip(last), "{a:?} {b:?}");
        }
    }
}
