//! Scenes to an animated GIF, the fast, small way: one global palette fixed
//! ahead from the theme (its colours and a few blends of each pair that meet
//! at an antialiased edge), every frame after the first covering only the
//! rectangle that changed with unchanged pixels transparent, and frames
//! encoded as they are drawn.

use std::io::Write;

use gif::{DisposalMethod, Encoder, Frame as GifFrame, Repeat};

use crate::error::Error;
use crate::figure::frames::Frame;
use crate::figure::scene::{Rect, Rgb, Scene};
use crate::figure::theme::Theme;
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
    fn index_of(&mut self, c: Rgb) -> u8 {
        let slot =
            (usize::from(c.0) * 7919 + usize::from(c.1) * 31 + usize::from(c.2)) % MEMO_SLOTS;
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
        let mut indices = Vec::with_capacity((region.w * region.h) as usize);
        // Neighbouring pixels mostly share a colour: remember the last one.
        let mut last: Option<(Rgb, u8)> = None;
        for y in region.y..region.y + region.h {
            for colour in canvas.row(y, region.x, region.x + region.w) {
                let index = match last {
                    Some((seen, index)) if seen == colour => index,
                    _ => self.index_of(colour),
                };
                last = Some((colour, index));
                indices.push(index);
            }
        }
        indices
    }

    /// The colour at a palette index.
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
        animation.frame(&frame.scene, frame.changed, frame.delay)?;
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
    started: bool,
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
            started: false,
        })
    }

    /// Adds a frame showing `scene`, which differs from the previous frame
    /// only inside `changed` (ignored for the first frame).
    fn frame(&mut self, scene: &Scene, changed: Rect, delay_ms: u32) -> Result<(), Error> {
        let region = if self.started {
            PixelRect::covering(&changed, scene)
        } else {
            PixelRect::whole(scene)
        };
        let delay = (delay_ms.div_ceil(10)).min(u32::from(u16::MAX)) as u16;
        self.pixels.redraw(scene, region);
        let indices = self.palette.quantise(&self.pixels, region);
        if !self.started {
            self.started = true;
            self.canvas.copy_from_slice(&indices);
            let frame = GifFrame {
                width: self.width as u16,
                height: self.height as u16,
                buffer: indices.into(),
                delay,
                dispose: DisposalMethod::Keep,
                ..GifFrame::default()
            };
            return self.encoder.write_frame(&frame).map_err(gif_error);
        }
        // Shrink to the pixels that really changed; the rest is transparent.
        let (mut x0, mut y0, mut x1, mut y1) = (u32::MAX, u32::MAX, 0, 0);
        for row in 0..region.h {
            for col in 0..region.w {
                let (x, y) = (region.x + col, region.y + row);
                let new = indices[(row * region.w + col) as usize];
                if self.canvas[(y * self.width + x) as usize] != new {
                    x0 = x0.min(x);
                    y0 = y0.min(y);
                    x1 = x1.max(x + 1);
                    y1 = y1.max(y + 1);
                }
            }
        }
        if x0 == u32::MAX {
            (x0, y0, x1, y1) = (0, 0, 1, 1);
        }
        let (w, h) = (x1 - x0, y1 - y0);
        let transparent = self.palette.transparent();
        let mut buffer = vec![transparent; (w * h) as usize];
        for y in y0..y1 {
            for x in x0..x1 {
                let inside = x >= region.x
                    && x < region.x + region.w
                    && y >= region.y
                    && y < region.y + region.h;
                if !inside {
                    continue;
                }
                let new = indices[((y - region.y) * region.w + (x - region.x)) as usize];
                let slot = &mut self.canvas[(y * self.width + x) as usize];
                if *slot != new {
                    *slot = new;
                    buffer[((y - y0) * w + (x - x0)) as usize] = new;
                }
            }
        }
        let frame = GifFrame {
            left: x0 as u16,
            top: y0 as u16,
            width: w as u16,
            height: h as u16,
            buffer: buffer.into(),
            delay,
            dispose: DisposalMethod::Keep,
            transparent: Some(transparent),
            ..GifFrame::default()
        };
        self.encoder.write_frame(&frame).map_err(gif_error)
    }
}

/// Quantises a whole scene with a theme's palette: what the composed last
/// frame of an animation must equal.
#[must_use]
pub fn quantised_render(scene: &Scene, theme: &Theme) -> Vec<Rgb> {
    let mut palette = Palette::for_theme(theme);
    let mut canvas = Canvas::new(scene.width, scene.height).expect("a scene has pixels");
    canvas.redraw(scene, PixelRect::whole(scene));
    palette
        .quantise(&canvas, PixelRect::whole(scene))
        .into_iter()
        .map(|i| palette.colour(i))
        .collect()
}
