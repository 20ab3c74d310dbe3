//! `build --check --diff DIR`: for a stale or missing file, the fresh file
//! and a picture of the difference, so a failing CI job can upload DIR and
//! a person sees what changed without building anything.
//!
//! PNG and GIF get `NAME.diff.png`: old | new | difference side by side
//! under their labels, the difference panel a faded copy of the new image
//! with every pixel that differs (or lies outside one of the two images)
//! in pure red, which no faded pixel can be, and a blue box around them
//! all; under the panels the boxed part of each, magnified (whole pixels,
//! up to 16 times), so that one changed pixel is seen. The report gives
//! the number of pixels that differ and the box. Images of different sizes
//! are padded to the larger one. For a GIF the panels show the first frame
//! that differs.
//! SVG, HTML and the animated SVG get a unified text diff `NAME.diff`:
//! boardfig has no SVG reader, so the old file cannot be drawn from the
//! scene it was made from, and SVG written one element a line diffs well
//! as text.

use std::io::Cursor;
use std::path::Path;

use crate::error::Error;
use crate::figure::font;
use crate::figure::scene::{Item, Rgb, Scene};
use crate::pipeline::write::{self, Links};
use crate::plan::Target;
use crate::render::png::to_rgba;

/// The width of the grey gap between panels.
const GAP: u32 = 4;

/// The colour of a pixel that differs.
pub(super) const MARK: [u8; 4] = [255, 0, 0, 255];

/// The colour of the gaps between panels.
const GAP_COLOUR: [u8; 4] = [128, 128, 128, 255];

/// The colour of padding: transparent.
const PAD: [u8; 4] = [0, 0, 0, 0];

/// The colour of the box around the changed pixels: blue, far from the red
/// of the marks and from the faded copy.
pub(super) const BOX: [u8; 4] = [0, 80, 255, 255];

/// The height of a band of labels, pixels.
pub(super) const LABEL_HEIGHT: u32 = 22;

/// The most a magnified part is enlarged.
const MAX_ZOOM: u32 = 16;

/// The pixels around the box that the magnified part shows too.
const ZOOM_MARGIN: u32 = 3;

/// An RGBA image, 8 bits a channel, rows top first.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Image {
    width: u32,
    height: u32,
    rgba: Vec<u8>,
}

impl Image {
    /// An image of one colour.
    fn filled(width: u32, height: u32, colour: [u8; 4]) -> Image {
        Image {
            width,
            height,
            rgba: colour.repeat((width * height) as usize),
        }
    }

    /// The pixel at (x, y), or `None` outside the image.
    fn get(&self, x: u32, y: u32) -> Option<[u8; 4]> {
        (x < self.width && y < self.height).then(|| {
            let at = ((y * self.width + x) * 4) as usize;
            [
                self.rgba[at],
                self.rgba[at + 1],
                self.rgba[at + 2],
                self.rgba[at + 3],
            ]
        })
    }

    /// Sets the pixel at (x, y), which is inside.
    fn set(&mut self, x: u32, y: u32, colour: [u8; 4]) {
        let at = ((y * self.width + x) * 4) as usize;
        self.rgba[at..at + 4].copy_from_slice(&colour);
    }
}

/// The largest old file compared: a figure is far smaller.
const MAX_OLD_BYTES: u64 = 1 << 30;

/// What `--diff` wrote for one file, for the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Written {
    /// The diff file, if one was made.
    pub diff: Option<String>,
    /// What it shows, e.g. which frame.
    pub note: Option<String>,
}

/// Writes the fresh `bytes` of the file `name` into `dir`, and a diff with
/// the file now in `out_dir`, if there is one.
pub(crate) fn write_diff(
    dir: &Path,
    out_dir: &Path,
    name: &str,
    bytes: &[u8],
) -> Result<Written, Error> {
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    let old_path = out_dir.join(name);
    let old = write::read_regular(&old_path, MAX_OLD_BYTES);
    let (diff, note) = match &old {
        None if old_path.symlink_metadata().is_err() => {
            (None, Some("missing; the fresh file only".to_string()))
        }
        None => (
            None,
            Some("not a regular file, or too large; the fresh file only".to_string()),
        ),
        Some(old) => diff_of(name, old, bytes, &out_dir.join(name), &dir.join(name)),
    };
    let mut files = vec![(Target::Path(dir.join(name)), bytes.to_vec())];
    let diff = diff.map(|(suffix, content)| {
        let diff_name = format!("{name}{suffix}");
        files.push((Target::Path(dir.join(&diff_name)), content));
        diff_name
    });
    write::write_all(&files, &mut std::io::sink(), Links::Replace)?;
    Ok(Written { diff, note })
}

/// A diff's suffix and bytes, and a note.
type Diff = (Option<(&'static str, Vec<u8>)>, Option<String>);

/// The diff of a file's old and new bytes, by its extension.
fn diff_of(name: &str, old: &[u8], new: &[u8], old_path: &Path, new_path: &Path) -> Diff {
    let extension = Path::new(name).extension().and_then(|e| e.to_str());
    if extension == Some("png") {
        let Some(new_image) = decode_png(new) else {
            return (None, None);
        };
        let old_image = decode_png(old);
        let (picture, change) = picture(old_image.as_ref(), &new_image);
        let note = if old_image.is_none() {
            "the old file is not a readable PNG".to_string()
        } else {
            change.describe()
        };
        (Some((".diff.png", encode_png(&picture))), Some(note))
    } else if extension == Some("gif") {
        gif_diff(old, new)
    } else {
        match (std::str::from_utf8(old), std::str::from_utf8(new)) {
            (Ok(old), Ok(new)) => {
                let text = unified(old, new, old_path, new_path);
                (Some((".diff", text.into_bytes())), None)
            }
            _ => (None, Some("the old file is not text".to_string())),
        }
    }
}

/// A unified diff of two texts, three lines of context.
fn unified(old: &str, new: &str, old_path: &Path, new_path: &Path) -> String {
    similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(3)
        .header(
            &old_path.display().to_string(),
            &new_path.display().to_string(),
        )
        .to_string()
}

/// The first frame of two GIFs that differs, drawn side by side.
fn gif_diff(old: &[u8], new: &[u8]) -> Diff {
    let Some(mut new_frames) = Frames::new(new) else {
        return (None, None);
    };
    let Some(mut old_frames) = Frames::new(old) else {
        let first = new_frames.next();
        let note = Some("the old file is not a readable GIF; frame 1 shown".to_string());
        return match first {
            Some((image, _)) => (
                Some((".diff.png", encode_png(&picture(None, &image).0))),
                note,
            ),
            None => (None, note),
        };
    };
    let mut index = 0;
    let mut first_timing: Option<usize> = None;
    let mut last_new: Option<Image> = None;
    loop {
        index += 1;
        match (old_frames.next(), new_frames.next()) {
            (None, None) => break,
            (old, new) => {
                let same = match (&old, &new) {
                    (Some((a, da)), Some((b, db))) => {
                        if da != db && first_timing.is_none() {
                            first_timing = Some(index);
                        }
                        a == b
                    }
                    _ => false,
                };
                if !same {
                    let old = old.map(|(image, _)| image);
                    let new = new.map(|(image, _)| image);
                    let blank = Image::filled(0, 0, PAD);
                    let (panels, change) = picture(old.as_ref(), new.as_ref().unwrap_or(&blank));
                    let note = format!(
                        "{}: {}",
                        frame_note(index, old.is_none(), new.is_none()),
                        change.describe()
                    );
                    return (Some((".diff.png", encode_png(&panels))), Some(note));
                }
                last_new = new.map(|(image, _)| image);
            }
        }
    }
    let note = match first_timing {
        Some(frame) => format!("no frame differs in pixels; the delay of frame {frame} differs"),
        None => "no frame differs in pixels; the encoding differs".to_string(),
    };
    let shown = last_new.map(|image| encode_png(&picture(Some(&image), &image).0));
    (shown.map(|bytes| (".diff.png", bytes)), Some(note))
}

/// Which frame a GIF diff shows.
fn frame_note(index: usize, old_ended: bool, new_ended: bool) -> String {
    if old_ended {
        format!(
            "frame {index} is the first that differs (the old GIF has {} frames)",
            index - 1
        )
    } else if new_ended {
        format!(
            "frame {index} is the first that differs (the new GIF has {} frames)",
            index - 1
        )
    } else {
        format!("frame {index} is the first that differs")
    }
}

/// A GIF's frames, each composed onto the canvas as a viewer shows it,
/// with its delay.
struct Frames<'a> {
    decoder: gif::Decoder<Cursor<&'a [u8]>>,
    canvas: Image,
}

impl<'a> Frames<'a> {
    /// The frames of a GIF, or `None` if it cannot be read.
    fn new(bytes: &'a [u8]) -> Option<Frames<'a>> {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let decoder = options.read_info(Cursor::new(bytes)).ok()?;
        let canvas = Image::filled(u32::from(decoder.width()), u32::from(decoder.height()), PAD);
        Some(Frames { decoder, canvas })
    }
}

impl Iterator for Frames<'_> {
    type Item = (Image, u16);

    fn next(&mut self) -> Option<(Image, u16)> {
        let frame = self.decoder.read_next_frame().ok()??;
        let before = (frame.dispose == gif::DisposalMethod::Previous).then(|| self.canvas.clone());
        let (left, top) = (u32::from(frame.left), u32::from(frame.top));
        let width = u32::from(frame.width);
        for (i, pixel) in frame.buffer.chunks_exact(4).enumerate() {
            let (x, y) = (left + i as u32 % width, top + i as u32 / width);
            if pixel[3] != 0 && x < self.canvas.width && y < self.canvas.height {
                self.canvas
                    .set(x, y, [pixel[0], pixel[1], pixel[2], pixel[3]]);
            }
        }
        let shown = self.canvas.clone();
        let delay = frame.delay;
        match (frame.dispose, before) {
            (gif::DisposalMethod::Previous, Some(before)) => self.canvas = before,
            (gif::DisposalMethod::Background, _) => {
                let rows = top..(top + u32::from(frame.height)).min(self.canvas.height);
                for y in rows {
                    for x in left..(left + width).min(self.canvas.width) {
                        self.canvas.set(x, y, PAD);
                    }
                }
            }
            _ => {}
        }
        Some((shown, delay))
    }
}

/// Decodes a PNG to RGBA, or `None` if it cannot be read.
fn decode_png(bytes: &[u8]) -> Option<Image> {
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().ok()?;
    let mut buffer = vec![0; reader.output_buffer_size()?];
    let info = reader.next_frame(&mut buffer).ok()?;
    let channels = match info.color_type {
        png::ColorType::Grayscale => 1,
        png::ColorType::GrayscaleAlpha => 2,
        png::ColorType::Rgb => 3,
        png::ColorType::Rgba => 4,
        png::ColorType::Indexed => return None,
    };
    let mut rgba = Vec::with_capacity((info.width * info.height * 4) as usize);
    for row in buffer
        .chunks_exact(info.line_size)
        .take(info.height as usize)
    {
        for pixel in row[..info.width as usize * channels].chunks_exact(channels) {
            rgba.extend(match *pixel {
                [g] => [g, g, g, 255],
                [g, a] => [g, g, g, a],
                [r, g, b] => [r, g, b, 255],
                [r, g, b, a] => [r, g, b, a],
                _ => unreachable!("1 to 4 channels"),
            });
        }
    }
    Some(Image {
        width: info.width,
        height: info.height,
        rgba,
    })
}

/// Encodes an RGBA image as PNG, the same bytes every time.
fn encode_png(image: &Image) -> Vec<u8> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, image.width.max(1), image.height.max(1));
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Balanced);
    let mut writer = encoder.write_header().expect("in-memory PNG header");
    let data = if image.width == 0 || image.height == 0 {
        PAD.to_vec()
    } else {
        image.rgba.clone()
    };
    writer.write_image_data(&data).expect("in-memory PNG data");
    writer.finish().expect("in-memory PNG end");
    bytes
}

/// Old | new | difference, each panel the size of the larger image, with
/// grey gaps; a missing old image leaves its panel transparent.
fn side_by_side(old: Option<&Image>, new: &Image) -> Image {
    let blank = Image::filled(0, 0, PAD);
    let old = old.unwrap_or(&blank);
    let (width, height) = (old.width.max(new.width), old.height.max(new.height));
    let mut out = Image::filled(3 * width + 2 * GAP, height, PAD);
    for y in 0..height {
        for gap in [width, 2 * width + GAP] {
            for x in gap..gap + GAP {
                out.set(x, y, GAP_COLOUR);
            }
        }
        for x in 0..width {
            let (a, b) = (old.get(x, y), new.get(x, y));
            out.set(x, y, a.unwrap_or(PAD));
            out.set(width + GAP + x, y, b.unwrap_or(PAD));
            let marked = match (a, b) {
                (None, None) => PAD,
                (Some(a), Some(b)) if a == b => faded(b),
                _ => MARK,
            };
            out.set(2 * (width + GAP) + x, y, marked);
        }
    }
    out
}

/// What differs between two images: how many pixels, and the box around
/// them (first and last column, first and last row).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Change {
    pixels: usize,
    bounds: Option<(u32, u32, u32, u32)>,
}

impl Change {
    /// The pixels that differ between `old` and `new` (a pixel inside one
    /// image and not the other differs).
    fn between(old: Option<&Image>, new: &Image) -> Change {
        let blank = Image::filled(0, 0, PAD);
        let old = old.unwrap_or(&blank);
        let (width, height) = (old.width.max(new.width), old.height.max(new.height));
        let mut change = Change {
            pixels: 0,
            bounds: None,
        };
        for y in 0..height {
            for x in 0..width {
                if old.get(x, y) != new.get(x, y) {
                    change.pixels += 1;
                    change.bounds = Some(match change.bounds {
                        None => (x, y, x, y),
                        Some((x0, y0, x1, y1)) => (x0.min(x), y0.min(y), x1.max(x), y1.max(y)),
                    });
                }
            }
        }
        change
    }

    /// The change in words, for the report.
    fn describe(&self) -> String {
        match self.bounds {
            None => "no pixel differs".to_string(),
            Some((x0, y0, x1, y1)) if self.pixels == 1 => {
                debug_assert!(x0 == x1 && y0 == y1);
                format!("1 pixel differs, at x {x0}, y {y0}")
            }
            Some((x0, y0, x1, y1)) => format!(
                "{} pixels differ, within x {x0}-{x1}, y {y0}-{y1}",
                self.pixels
            ),
        }
    }
}

/// The whole picture of a change: labels, the three panels with the box
/// around the change, and the boxed part magnified under them.
fn picture(old: Option<&Image>, new: &Image) -> (Image, Change) {
    let panels = side_by_side(old, new);
    let change = Change::between(old, new);
    let panel = (panels.width - 2 * GAP) / 3;
    let zoom = change
        .bounds
        .map(|bounds| zoomed(old, new, bounds, panel, panels.height));
    let zoom_height = zoom
        .as_ref()
        .map_or(0, |(image, _)| GAP + LABEL_HEIGHT + image.height);
    let mut out = Image::filled(
        panels.width,
        LABEL_HEIGHT + panels.height + zoom_height,
        [255, 255, 255, 255],
    );
    let names = ["old", "new", "difference"];
    blit(&mut out, &labels(&names, panel, panels.width), 0, 0);
    blit(&mut out, &panels, 0, LABEL_HEIGHT);
    if let Some((x0, y0, x1, y1)) = change.bounds {
        let left = 2 * (panel + GAP);
        outline(
            &mut out,
            (left, LABEL_HEIGHT),
            (panel, panels.height),
            (x0, y0, x1, y1),
        );
    }
    if let Some((image, factor)) = zoom {
        let top = LABEL_HEIGHT + panels.height + GAP;
        let names: Vec<String> = names
            .iter()
            .map(|n| format!("{n} \u{d7}{factor}"))
            .collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        blit(&mut out, &labels(&names, panel, panels.width), 0, top);
        blit(&mut out, &image, 0, top + LABEL_HEIGHT);
    }
    (out, change)
}

/// A box two pixels outside the changed pixels `(x0, y0, x1, y1)` of the
/// panel at `corner`, `size` pixels large, drawn where it falls inside it.
fn outline(out: &mut Image, corner: (u32, u32), size: (u32, u32), bounds: (u32, u32, u32, u32)) {
    let (x0, y0, x1, y1) = bounds;
    let (left, top) = (i64::from(x0) - 2, i64::from(y0) - 2);
    let (right, bottom) = (i64::from(x1) + 2, i64::from(y1) + 2);
    let inside =
        |x: i64, y: i64| (0..i64::from(size.0)).contains(&x) && (0..i64::from(size.1)).contains(&y);
    let mut put = |x: i64, y: i64| {
        if inside(x, y) {
            out.set(corner.0 + x as u32, corner.1 + y as u32, BOX);
        }
    };
    for x in left..=right {
        put(x, top);
        put(x, bottom);
    }
    for y in top..=bottom {
        put(left, y);
        put(right, y);
    }
}

/// The part around the change of the old image, the new one and the
/// difference, each magnified by a whole factor to fit a panel `panel`
/// pixels wide (and not much taller than the panels): the three side by
/// side, and the factor.
fn zoomed(
    old: Option<&Image>,
    new: &Image,
    (x0, y0, x1, y1): (u32, u32, u32, u32),
    panel: u32,
    height: u32,
) -> (Image, u32) {
    let panels = side_by_side(old, new);
    let x0 = x0.saturating_sub(ZOOM_MARGIN);
    let y0 = y0.saturating_sub(ZOOM_MARGIN);
    let x1 = (x1 + ZOOM_MARGIN).min(panel.saturating_sub(1));
    let y1 = (y1 + ZOOM_MARGIN).min(height.saturating_sub(1));
    let (w, h) = (x1 - x0 + 1, y1 - y0 + 1);
    let factor = (panel / w).min(height.max(160) / h).clamp(1, MAX_ZOOM);
    let mut out = Image::filled(3 * panel + 2 * GAP, h * factor, [255, 255, 255, 255]);
    for k in 0..3 {
        let from = k * (panel + GAP);
        for y in 0..h * factor {
            for x in 0..w * factor {
                let pixel = panels
                    .get(from + x0 + x / factor, y0 + y / factor)
                    .unwrap_or(PAD);
                out.set(from + x, y, pixel);
            }
        }
    }
    (out, factor)
}

/// A band of labels, one centred over each of three panels `panel` pixels
/// wide, drawn in the embedded font.
fn labels(names: &[&str], panel: u32, width: u32) -> Image {
    let size = 13.0;
    let glyphs = names
        .iter()
        .enumerate()
        .flat_map(|(k, name)| {
            let centre = (k as u32 * (panel + GAP)) as f32 + panel as f32 / 2.0;
            font::layout(name, size, centre, LABEL_HEIGHT as f32 - 6.0)
        })
        .collect();
    let scene = Scene {
        width: width.max(1),
        height: LABEL_HEIGHT,
        background: Rgb(255, 255, 255),
        items: vec![Item::Text {
            glyphs,
            size,
            fill: Rgb(40, 40, 40),
            halo: None,
        }],
        title: String::new(),
        desc: String::new(),
    };
    let rgba = to_rgba(&scene);
    Image {
        width: scene.width,
        height: scene.height,
        rgba,
    }
}

/// Copies `image` into `out` with its top-left corner at (x, y).
fn blit(out: &mut Image, image: &Image, x: u32, y: u32) {
    for row in 0..image.height {
        for col in 0..image.width {
            if let Some(pixel) = image.get(col, row)
                && x + col < out.width
                && y + row < out.height
            {
                out.set(x + col, y + row, pixel);
            }
        }
    }
}

/// A pixel over white, faded to a quarter of its contrast: every channel
/// at least 191, so never [`MARK`].
fn faded(pixel: [u8; 4]) -> [u8; 4] {
    let alpha = u32::from(pixel[3]);
    let channel = |c: u8| {
        let over_white = (u32::from(c) * alpha + 255 * (255 - alpha)) / 255;
        (255 - (255 - over_white) / 4) as u8
    };
    [channel(pixel[0]), channel(pixel[1]), channel(pixel[2]), 255]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn image(width: u32, height: u32, colour: [u8; 4]) -> Image {
        Image::filled(width, height, colour)
    }

    #[test]
    fn panels_mark_exactly_the_changed_pixels_and_pad_the_smaller_image() {
        let old = image(2, 1, [10, 20, 30, 255]);
        let mut new = image(3, 2, [10, 20, 30, 255]);
        new.set(1, 0, [0, 0, 0, 255]);
        let out = side_by_side(Some(&old), &new);
        assert_eq!((out.width, out.height), (3 * 3 + 2 * GAP, 2));
        let diff = 2 * (3 + GAP);
        assert_eq!(out.get(diff, 0), Some(faded([10, 20, 30, 255])));
        assert_eq!(out.get(diff + 1, 0), Some(MARK));
        assert_eq!(out.get(diff + 2, 0), Some(MARK));
        assert_eq!(out.get(diff, 1), Some(MARK));
        assert_eq!(out.get(2, 0), Some(PAD));
        assert_eq!(out.get(3, 0), Some(GAP_COLOUR));
    }

    #[test]
    fn a_faded_pixel_is_never_the_mark() {
        for c in [
            [255, 0, 0, 255],
            [0, 0, 0, 255],
            [255, 0, 0, 0],
            [0, 0, 0, 128],
        ] {
            assert_ne!(faded(c), MARK);
            assert!(faded(c)[1] >= 191);
        }
    }

    #[test]
    fn one_changed_pixel_is_counted_boxed_and_magnified() {
        let old = image(40, 30, [200, 200, 200, 255]);
        let mut new = old.clone();
        new.set(17, 9, [0, 0, 0, 255]);
        let (out, change) = picture(Some(&old), &new);
        assert_eq!(change.pixels, 1);
        assert_eq!(change.describe(), "1 pixel differs, at x 17, y 9");
        let diff = 2 * (40 + GAP);
        assert_eq!(out.get(diff + 17, LABEL_HEIGHT + 9), Some(MARK));
        assert_eq!(out.get(diff + 15, LABEL_HEIGHT + 9), Some(BOX));
        assert_eq!(out.get(diff + 19, LABEL_HEIGHT + 7), Some(BOX));
        // Under the panels: 7x7 pixels around it, 5 times larger (40 / 7),
        // the changed pixel a 5x5 block of red in the difference's part.
        let top = LABEL_HEIGHT + 30 + GAP + LABEL_HEIGHT;
        assert_eq!(out.height, top + 7 * 5);
        let red = (0..7 * 5)
            .flat_map(|y| (0..7 * 5).map(move |x| (x, y)))
            .filter(|&(x, y)| out.get(diff + x, top + y) == Some(MARK))
            .count();
        assert_eq!(red, 25);
        assert_eq!(
            Change::between(Some(&old), &old).describe(),
            "no pixel differs"
        );
        let mut more = new.clone();
        more.set(30, 20, [0, 0, 0, 255]);
        assert_eq!(
            Change::between(Some(&old), &more).describe(),
            "2 pixels differ, within x 17-30, y 9-20"
        );
    }

    #[test]
    fn png_round_trip() {
        let mut picture = image(3, 2, [1, 2, 3, 255]);
        picture.set(2, 1, [9, 8, 7, 6]);
        assert_eq!(decode_png(&encode_png(&picture)), Some(picture));
    }
}
