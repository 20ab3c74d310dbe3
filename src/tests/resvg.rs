//! The SVG writer and the rasteriser agree: each SVG rendered by resvg (with
//! no fonts loaded) looks like boardfig's own PNG of the same scene.

use crate::pipeline::knight as run_knight;
use crate::pipeline::queens as run_queens;
use crate::plan::Drawing;
use crate::plan::Ends;
use crate::plan::Output;
use crate::plan::Target;
use crate::plan::knight as plan_knight;
use crate::plan::queens as plan_queens;
use crate::{Format, KnightJob, KnightMethod, QueensJob, ThemeName};

fn both(drawing: Drawing) -> Vec<Output> {
    [Format::Svg, Format::Png]
        .into_iter()
        .map(|format| Output {
            format,
            drawing,
            target: Target::Path(format!("figure.{}", format.extension()).into()),
        })
        .collect()
}

/// Renders SVG bytes with resvg into RGBA.
fn resvg_rgba(svg: &[u8]) -> (u32, u32, Vec<u8>) {
    let tree = resvg::usvg::Tree::from_data(svg, &resvg::usvg::Options::default()).unwrap();
    let size = tree.size().to_int_size();
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height()).unwrap();
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::identity(),
        &mut pixmap.as_mut(),
    );
    (size.width(), size.height(), pixmap.data().to_vec())
}

/// Decodes boardfig's PNG into RGBA.
fn png_rgba(png: &[u8]) -> (u32, u32, Vec<u8>) {
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(png).unwrap();
    (pixmap.width(), pixmap.height(), pixmap.data().to_vec())
}

fn assert_alike(name: &str, svg: &[u8], png: &[u8]) {
    let (w1, h1, a) = resvg_rgba(svg);
    let (w2, h2, b) = png_rgba(png);
    assert_eq!((w1, h1), (w2, h2), "{name}: sizes differ");
    let total: u64 = a
        .iter()
        .zip(&b)
        .map(|(x, y)| u64::from(x.abs_diff(*y)))
        .sum();
    let mean = total as f64 / a.len() as f64;
    let far = a
        .chunks(4)
        .zip(b.chunks(4))
        .filter(|(p, q)| p.iter().zip(q.iter()).any(|(x, y)| x.abs_diff(*y) > 96))
        .count();
    let far_share = far as f64 / f64::from(w1 * h1);
    eprintln!("{name}: mean difference {mean:.3}, {far} pixels far apart");
    assert!(
        mean < 1.0 && far_share < 0.002,
        "{name}: mean difference {mean:.3}, {far} pixels far apart"
    );
}

#[test]
fn tours_render_alike_in_resvg() {
    for theme in [ThemeName::Classic, ThemeName::Wiki, ThemeName::Print] {
        let job = KnightJob {
            method: Some(KnightMethod::Backtrack),
            theme: Some(theme),
            numbers: Some(true),
            knight: Some(true),
            title: Some("Hành trình của quân mã".into()),
            ..KnightJob::default()
        };
        let plan = plan_knight(&job, both(Drawing::Answer), Ends::Options).unwrap();
        let files = run_knight(&plan, &mut |_| {}).unwrap().files;
        assert_alike(&format!("tour {theme:?}"), &files[0].bytes, &files[1].bytes);
    }
}

#[test]
fn queens_render_alike_in_resvg() {
    for (n, drawing, all) in [
        (8, Drawing::Answer, false),
        (4, Drawing::Tree, false),
        (6, Drawing::Answer, true),
    ] {
        let job = QueensJob {
            n: Some(n),
            all,
            attacks: (n == 8).then(|| "a1".parse().unwrap()),
            ..QueensJob::default()
        };
        let plan = plan_queens(&job, both(drawing)).unwrap();
        let files = run_queens(&plan, &|_, _| {}, &mut |_| {}).unwrap().files;
        assert_alike(
            &format!("queens {n} {drawing:?}"),
            &files[0].bytes,
            &files[1].bytes,
        );
    }
}
