//! The SVG writer and the rasteriser agree: each SVG rendered by resvg (with
//! no fonts loaded) looks like boardfig's own PNG of the same scene.

use boardfig::board::Board;
use boardfig::draw::{Format, QueensFigure, knight_figure, queens_figure};
use boardfig::figure::Style;
use boardfig::job::{FigureOptions, KnightMethod, QueensJob, ThemeName};
use boardfig::knight::TourSpec;
use boardfig::knight::moves::MoveOrder;
use boardfig::solve::{solve_knight, solve_queens};
use boardfig::trace::Trace;

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
    let far_share = far as f64 / (w1 * h1) as f64;
    eprintln!("{name}: mean difference {mean:.3}, {far} pixels far apart");
    assert!(
        mean < 1.0 && far_share < 0.002,
        "{name}: mean difference {mean:.3}, {far} pixels far apart"
    );
}

#[test]
fn tours_render_alike_in_resvg() {
    let board = Board::new(8, 8).unwrap();
    let spec = TourSpec {
        board,
        start: "a1".parse().unwrap(),
        end: None,
        closed: false,
        order: MoveOrder::textbook(),
    };
    let answer = solve_knight(&spec, KnightMethod::Backtrack, None, None).unwrap();
    for theme in [ThemeName::Classic, ThemeName::Wiki, ThemeName::Print] {
        let options = FigureOptions {
            theme: Some(theme),
            numbers: Some(true),
            title: Some("Hành trình của quân mã".into()),
            ..FigureOptions::default()
        };
        let mut style = Style::resolve(&options, board, 250).unwrap();
        style.knight = true;
        let (mut svg, mut png) = (Vec::new(), Vec::new());
        knight_figure(&answer, &style, Format::Svg, &mut svg).unwrap();
        knight_figure(&answer, &style, Format::Png, &mut png).unwrap();
        assert_alike(&format!("tour {theme:?}"), &svg, &png);
    }
}

#[test]
fn queens_render_alike_in_resvg() {
    for (n, figure) in [
        (8, QueensFigure::Board),
        (4, QueensFigure::Tree),
        (6, QueensFigure::Sheet),
    ] {
        let job = QueensJob {
            n: Some(n),
            all: figure == QueensFigure::Sheet,
            ..QueensJob::default()
        };
        let mut trace = Trace::with_limit(10_000);
        let answer = solve_queens(&job, Some(&mut trace)).unwrap();
        let board = Board::new(n as u32, n as u32).unwrap();
        let style = Style::resolve(&FigureOptions::default(), board, 120).unwrap();
        let attacks = (figure == QueensFigure::Board).then(|| "a1".parse().unwrap());
        let draw = |format| {
            let mut bytes = Vec::new();
            queens_figure(
                &answer,
                Some(&trace),
                attacks,
                figure,
                &style,
                format,
                &mut bytes,
            )
            .unwrap();
            bytes
        };
        let (svg, png) = (draw(Format::Svg), draw(Format::Png));
        assert_alike(&format!("queens {figure:?}"), &svg, &png);
    }
}
