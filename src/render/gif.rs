//! Scenes to an animated GIF, the fast, small way: one global palette fixed
//! ahead from the theme (its colours and a few blends of each pair that meet
//! at an antialiased edge), every frame after the first redrawing only the
//! rectangles where its items differ from the frame before ([`dirty`]) and
//! covering only the pixels that changed, with unchanged pixels
//! transparent (one image a frame), and frames encoded as they are drawn.
//!
//! [`dirty`]: crate::render::dirty

use std::io::Write;

use gif::{DisposalMethod, Encoder, Frame as GifFrame, Repeat};

use crate::error::Error;
use crate::figure::frames::Frame;
use crate::figure::scene::{Rect, Rgb, Scene};
use crate::figure::theme::Theme;
use crate::render::dirty::dirty;
use crate::render::lzw::Lzw;
use crate::render::raster::{Canvas, PixelRect};

/// Blend levels between each foreground and background colour (the
/// antialiased edge of a line gets `BLEND_STEPS - 1` shades).
const BLEND_STEPS: u32 = 3;

/// Slots in the memo of nearest colours.
const MEMO_SLOTS: usize = 4096;

/// A fixed palette and a direct-mapped memo of nearest colours.
pub(crate) struct Palette {
    colours: Vec<Rgb>,
    memo: Vec<Option<(Rgb, u8)>>,
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
        animation.frame(frame.scene, frame.changed, frame.delay)?;
    }
    animation.encoder.into_inner().map_err(gif_error)
}

/// Writes an animation frame by frame.
struct Animation<W: Write> {
    encoder: Encoder<W>,
    palette: Palette,
    pixels: Canvas,
    canvas: Vec<u8>,
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
        // Redraw and quantise each region; note the pixels whose palette
        // index changed, and the rectangle around them.
        let mut fresh: Vec<(u32, u32, u8)> = Vec::new();
        for region in regions {
            self.pixels.redraw(scene, region);
            let indices = self.palette.quantise(&self.pixels, region);
            for (row, line) in indices.chunks_exact(region.w as usize).enumerate() {
                let y = region.y + row as u32;
                let start = (y * self.width + region.x) as usize;
                let old = &mut self.canvas[start..start + region.w as usize];
                update(old, line, |col, new| {
                    fresh.push((region.x + col as u32, y, new));
                });
            }
        }
        // The rectangle around the changes; when nothing changed, one
        // transparent pixel holds the delay.
        let bounds = fresh
            .iter()
            .fold(None, |bounds: Option<(u32, u32, u32, u32)>, &(x, y, _)| {
                Some(bounds.map_or((x, y, x, y), |(x0, y0, x1, y1)| {
                    (x0.min(x), y0.min(y), x1.max(x), y1.max(y))
                }))
            });
        let bounds = bounds.map_or(
            PixelRect {
                x: 0,
                y: 0,
                w: 1,
                h: 1,
            },
            |(x0, y0, x1, y1)| PixelRect {
                x: x0,
                y: y0,
                w: x1 - x0 + 1,
                h: y1 - y0 + 1,
            },
        );
        let transparent = self.palette.transparent();
        let mut buffer = vec![transparent; bounds.area() as usize];
        for (x, y, new) in fresh {
            buffer[((y - bounds.y) * bounds.w + (x - bounds.x)) as usize] = new;
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

/// Copies `new` over `old`, calling `changed(position, value)` for each
/// byte that differs; eight bytes at a time where they agree.
fn update(old: &mut [u8], new: &[u8], mut changed: impl FnMut(usize, u8)) {
    let mut at = 0;
    for (old, new) in old.chunks_mut(8).zip(new.chunks(8)) {
        if old != new {
            for (k, (slot, &value)) in old.iter_mut().zip(new).enumerate() {
                if *slot != value {
                    *slot = value;
                    changed(at + k, value);
                }
            }
        }
        at += 8;
    }
}

/// The pixel rectangles to redraw for `after` following `before`: where
/// their items differ, within `changed`. Two that overlap, or lie close
/// enough that redrawing the rectangle around both wastes little, are
/// joined (an item in both would be drawn twice); others are redrawn
/// apart, and may overlap: a pixel redrawn twice comes out the same.
fn regions(before: &Scene, after: &Scene, changed: &Rect) -> Vec<PixelRect> {
    let within = PixelRect::covering(changed, after);
    let mut regions: Vec<PixelRect> = Vec::new();
    for rect in dirty(before, after) {
        let mut region = PixelRect::covering(&rect, after).meet(&within);
        if region.is_empty() {
            continue;
        }
        while let Some(k) = regions.iter().position(|other| {
            let joined = other.join(&region);
            joined.area() * 2 <= (other.area() + region.area()) * 3
        }) {
            region = region.join(&regions.swap_remove(k));
        }
        regions.push(region);
    }
    regions
}

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
