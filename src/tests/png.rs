//! PNG files hold exactly the rendered pixels: indexed colour when the
//! picture has at most 256 colours (1, 2, 4 or 8 bits a pixel), else RGB;
//! never an alpha channel. Decoded with the `png` crate and compared with
//! the RGBA render, pixel for pixel. (The packing of 1, 2 and 4 bits is
//! checked in src/render/png.rs.)

use crate::figure::knight::Stage;
use crate::figure::knight::layout as tour_layout;
use crate::figure::knight::tour_scene;
use crate::figure::scene::Scene;
use crate::pipeline::knight as run_knight;
use crate::plan::Ends;
use crate::plan::Output;
use crate::plan::Target;
use crate::plan::knight as plan_knight;
use crate::render::png::to_png;
use crate::render::png::to_rgba;
use crate::{Format, KnightJob, Outcome, ThemeName};

/// The PNG's colour type, bit depth and pixels as RGBA.
fn decode(bytes: &[u8]) -> (png::ColorType, png::BitDepth, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().unwrap();
    let (color, depth) = (reader.info().color_type, reader.info().bit_depth);
    let mut buffer = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buffer).unwrap();
    buffer.truncate(info.buffer_size());
    assert_eq!(info.bit_depth, png::BitDepth::Eight);
    let rgba = match info.color_type {
        png::ColorType::Rgb => buffer
            .chunks(3)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect(),
        other => panic!("expanded to {other:?}"),
    };
    (color, depth, rgba)
}

/// Distinct colours of an RGBA buffer.
fn colour_count(rgba: &[u8]) -> usize {
    let colours: std::collections::BTreeSet<&[u8]> = rgba.chunks(4).collect();
    colours.len()
}

/// Checks that the PNG of `scene` decodes to its render, in the colour
/// type its number of colours calls for; returns the PNG's size.
fn check(scene: &Scene, what: &str) -> usize {
    let bytes = to_png(scene);
    assert_eq!(bytes, to_png(scene), "{what}: PNG is deterministic");
    let (color, depth, decoded) = decode(&bytes);
    let rendered = to_rgba(scene);
    assert_eq!(decoded.len(), rendered.len(), "{what}");
    let differing = decoded
        .chunks(4)
        .zip(rendered.chunks(4))
        .filter(|(a, b)| a != b)
        .count();
    assert_eq!(differing, 0, "{what}: {differing} pixels differ");
    let colours = colour_count(&rendered);
    if colours <= 256 {
        assert_eq!(color, png::ColorType::Indexed, "{what}: {colours} colours");
        let bits = match colours {
            0..=2 => png::BitDepth::One,
            3..=4 => png::BitDepth::Two,
            5..=16 => png::BitDepth::Four,
            _ => png::BitDepth::Eight,
        };
        assert_eq!(depth, bits, "{what}: {colours} colours");
    } else {
        assert_eq!(color, png::ColorType::Rgb, "{what}: {colours} colours");
    }
    bytes.len()
}

#[test]
fn tour_pngs_hold_their_render_in_every_theme() {
    for theme in [ThemeName::Classic, ThemeName::Wiki, ThemeName::Print] {
        for (cell, numbers) in [(20, false), (48, true), (48, false), (80, false)] {
            let job = KnightJob {
                theme: Some(theme),
                cell: Some(cell),
                numbers: Some(numbers),
                title: Some("Hành trình của quân mã".into()),
                ..KnightJob::default()
            };
            let output = Output::answer(Format::Png, Target::Path("t.png".into()));
            let plan = plan_knight(&job, vec![output], Ends::Options).unwrap();
            let product = run_knight(&plan, &mut |_| {}).unwrap();
            let Outcome::Found(tour) = &product.answer.outcome else {
                panic!()
            };
            let layout = tour_layout(tour, &plan.style);
            let scene = tour_scene(&layout, tour, &plan.style, Stage::Complete);
            assert_eq!(product.files[0].bytes, to_png(&scene));
            let size = check(&scene, &format!("{theme:?} cell {cell} numbers {numbers}"));
            assert!(size < 60_000, "{size} bytes");
        }
    }
}
