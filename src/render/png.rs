//! Scene to PNG. Figures are flat colours with antialiased edges, so most
//! have far fewer than 256 colours: those are written as indexed colour
//! (palette in order of first appearance, 1, 2, 4 or 8 bits a pixel), the
//! rest as RGB. Figures are opaque: there is no alpha channel.

use std::collections::HashMap;

use png::{BitDepth, ColorType, Compression, Encoder, Filter};

use crate::figure::scene::{Rgb, Scene};
use crate::render::raster::render;

/// The scene as PNG bytes.
#[must_use]
pub(crate) fn to_png(scene: &Scene) -> Vec<u8> {
    let (width, height) = (scene.width, scene.height);
    let pixels = pixels(scene);
    let mut bytes = Vec::new();
    let mut encoder = Encoder::new(&mut bytes, width, height);
    encoder.set_compression(Compression::High);
    let data = if let Some((colours, indices)) = palette(&pixels) {
        let depth = bit_depth(colours.len());
        encoder.set_color(ColorType::Indexed);
        encoder.set_depth(depth);
        encoder.set_palette(
            colours
                .iter()
                .flat_map(|c| [c.0, c.1, c.2])
                .collect::<Vec<u8>>(),
        );
        // Rows of palette indices compress best unfiltered.
        encoder.set_filter(Filter::NoFilter);
        pack(&indices, width as usize, depth as u8)
    } else {
        encoder.set_color(ColorType::Rgb);
        encoder.set_depth(BitDepth::Eight);
        pixels.iter().flat_map(|c| [c.0, c.1, c.2]).collect()
    };
    let mut writer = encoder.write_header().expect("PNG header in memory");
    writer
        .write_image_data(&data)
        .expect("PNG encoding in memory");
    writer.finish().expect("PNG encoding in memory");
    bytes
}

/// The scene's pixels as RGBA bytes, row by row: the render the PNG holds
/// (every alpha is 255).
#[must_use]
pub(crate) fn to_rgba(scene: &Scene) -> Vec<u8> {
    pixels(scene)
        .into_iter()
        .flat_map(|c| [c.0, c.1, c.2, 255])
        .collect()
}

/// The scene rendered, its pixels row by row (the render is opaque, so
/// its premultiplied colours are the colours).
fn pixels(scene: &Scene) -> Vec<Rgb> {
    let pixmap = render(scene).expect("a scene has pixels");
    pixmap
        .pixels()
        .iter()
        .map(|p| Rgb(p.red(), p.green(), p.blue()))
        .collect()
}

/// The colours of the pixels in order of first appearance and each pixel's
/// index, or `None` when there are more than 256 colours.
fn palette(pixels: &[Rgb]) -> Option<(Vec<Rgb>, Vec<u8>)> {
    let mut colours = Vec::new();
    let mut index_of: HashMap<Rgb, u8> = HashMap::new();
    let mut indices = Vec::with_capacity(pixels.len());
    for &c in pixels {
        let index = if let Some(&index) = index_of.get(&c) {
            index
        } else {
            let index = u8::try_from(colours.len()).ok()?;
            colours.push(c);
            index_of.insert(c, index);
            index
        };
        indices.push(index);
    }
    Some((colours, indices))
}

/// The fewest bits a pixel that index `count` colours.
fn bit_depth(count: usize) -> BitDepth {
    match count {
        0..=2 => BitDepth::One,
        3..=4 => BitDepth::Two,
        5..=16 => BitDepth::Four,
        _ => BitDepth::Eight,
    }
}

/// Palette indices packed `bits` to a pixel, most significant first, each
/// row starting on a byte.
fn pack(indices: &[u8], width: usize, bits: u8) -> Vec<u8> {
    if bits == 8 {
        return indices.to_vec();
    }
    let per_byte = usize::from(8 / bits);
    let mut packed = Vec::with_capacity(indices.len() / per_byte + indices.len() / width.max(1));
    for row in indices.chunks(width.max(1)) {
        for group in row.chunks(per_byte) {
            let mut byte = 0u8;
            for (k, &index) in group.iter().enumerate() {
                byte |= index << (8 - bits * (k as u8 + 1));
            }
            packed.push(byte);
        }
    }
    packed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figure::scene::{Item, Rect};

    /// Stripes of `count` colours on a `width` x 5 picture.
    fn stripes(count: u8, width: u32) -> Scene {
        let items = (1..count)
            .map(|k| Item::Rect {
                rect: Rect {
                    x: f32::from(k),
                    y: 0.0,
                    w: 1.0,
                    h: 5.0,
                },
                fill: Rgb(k.wrapping_mul(37), 255 - k, k),
            })
            .collect();
        Scene {
            width,
            height: 5,
            background: Rgb(1, 2, 3),
            items,
            title: String::new(),
            desc: String::new(),
        }
    }

    /// The bit depth and RGB pixels of a PNG.
    fn decode(bytes: &[u8]) -> (BitDepth, Vec<Rgb>) {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let depth = reader.info().bit_depth;
        assert_eq!(reader.info().color_type, ColorType::Indexed);
        let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buffer).unwrap();
        assert_eq!(info.color_type, ColorType::Rgb);
        buffer.truncate(info.buffer_size());
        (
            depth,
            buffer.chunks(3).map(|p| Rgb(p[0], p[1], p[2])).collect(),
        )
    }

    #[test]
    fn few_colours_pack_into_few_bits_with_odd_row_widths() {
        for (count, bits) in [
            (1, BitDepth::One),
            (2, BitDepth::One),
            (3, BitDepth::Two),
            (4, BitDepth::Two),
            (5, BitDepth::Four),
            (16, BitDepth::Four),
            (17, BitDepth::Eight),
            (40, BitDepth::Eight),
        ] {
            for width in [1, 7, 13, 41, 64] {
                if u32::from(count) > width {
                    continue;
                }
                let scene = stripes(count, width);
                let (depth, decoded) = decode(&to_png(&scene));
                assert_eq!(depth, bits, "{count} colours");
                assert_eq!(decoded, pixels(&scene), "{count} colours, {width} wide");
            }
        }
    }
}
