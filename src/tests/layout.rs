//! Captions wrap to the board's width (wider only for boards too small to
//! hold a readable line), and captions and coordinates grow with `--cell`.

use crate::figure::knight::Stage;
use crate::figure::knight::layout as tour_layout;
use crate::figure::knight::tour_scene;
use crate::pipeline::knight as run_knight;
use crate::plan::Ends;
use crate::plan::knight as plan_knight;
use crate::render::svg::to_svg;
use crate::{KnightJob, Outcome};

const LONG: &str = "A very long caption: the knight's tour found by Warnsdorff's rule, \
                    with every square visited exactly once and the last move marked";

/// What a test reads of a figure's layout.
struct Sizes {
    width: u32,
    height: u32,
    top: f32,
    label_size: f32,
    title_size: f32,
}

/// The layout and SVG of a tour figure.
fn figure(board: &str, cell: u32, title: Option<&str>) -> (Sizes, String) {
    let job = KnightJob {
        board: Some(board.parse().unwrap()),
        cell: Some(cell),
        title: title.map(str::to_string),
        ..KnightJob::default()
    };
    let plan = plan_knight(&job, Vec::new(), Ends::Options).unwrap();
    let product = run_knight(&plan, &mut |_| {}).unwrap();
    let Outcome::Found(tour) = &product.answer.outcome else {
        panic!("a tour exists on {board}")
    };
    let layout = tour_layout(tour, &plan.style);
    let svg = to_svg(&tour_scene(&layout, tour, &plan.style, Stage::Complete));
    let sizes = Sizes {
        width: layout.width,
        height: layout.height,
        top: layout.top,
        label_size: layout.label_size,
        title_size: layout.title_size,
    };
    (sizes, svg)
}

/// The glyph origins (x, baseline) of the caption: the last text group
/// whose glyphs sit above the board.
fn caption_glyphs(svg: &str, board_top: f32) -> Vec<(f32, f32)> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.descendants()
        .filter(|n| n.has_tag_name("use"))
        .filter_map(|n| {
            let t = n.attribute("transform")?.strip_prefix("translate(")?;
            let (xy, _) = t.split_once(')')?;
            let (x, y) = xy.split_once(' ')?;
            Some((x.parse().ok()?, y.parse().ok()?))
        })
        .filter(|&(_, y): &(f32, f32)| y < board_top - 1.0)
        .collect()
}

#[test]
fn long_captions_wrap_within_the_board_and_its_margins() {
    for (board, cell) in [
        ("8x8", 20),
        ("8x8", 48),
        ("5x5", 48),
        ("6x6", 80),
        ("10x10", 30),
    ] {
        let (plain, _) = figure(board, cell, None);
        let (layout, svg) = figure(board, cell, Some(LONG));
        assert_eq!(
            layout.width, plain.width,
            "{board} cell {cell}: the caption did not widen the figure"
        );
        assert!(
            layout.height > plain.height + 2 * layout.title_size as u32,
            "{board} cell {cell}: wrapped"
        );
        let glyphs = caption_glyphs(&svg, layout.top);
        assert!(glyphs.len() > 60, "{board} cell {cell}: caption found");
        let lines: std::collections::BTreeSet<i64> =
            glyphs.iter().map(|&(_, y)| y.round() as i64).collect();
        assert!(
            lines.len() >= 2,
            "{board} cell {cell}: {} lines",
            lines.len()
        );
        let width = layout.width as f32;
        for &(x, _) in &glyphs {
            // A glyph is at most about one font size wide.
            assert!(
                x >= 0.0 && x + layout.title_size <= width + 1.0,
                "{board} cell {cell}: glyph at {x} of {width}"
            );
        }
        // Each line fills a fair part of the width (the wrap is the board's
        // width, not a fixed one).
        for line in &lines {
            let xs: Vec<f32> = glyphs
                .iter()
                .filter(|g| g.1.round() as i64 == *line)
                .map(|g| g.0)
                .collect();
            let span = xs.iter().copied().fold(f32::MIN, f32::max)
                - xs.iter().copied().fold(f32::MAX, f32::min);
            if *line != *lines.last().unwrap() {
                assert!(
                    span > width * 0.4,
                    "{board} cell {cell}: short line of {span} in {width}"
                );
            }
        }
    }
}

#[test]
fn captions_over_tiny_boards_keep_a_readable_width() {
    let (layout, svg) = figure("3x4", 12, Some(LONG));
    assert!(
        layout.width as f32 >= 9.0 * layout.title_size,
        "{} px for {} px text",
        layout.width,
        layout.title_size
    );
    let glyphs = caption_glyphs(&svg, layout.top);
    assert!(
        glyphs
            .iter()
            .all(|&(x, _)| x >= 0.0 && x <= layout.width as f32)
    );
}

#[test]
fn captions_and_coordinates_grow_with_the_cell() {
    let sizes: Vec<(f32, f32)> = [12, 20, 48, 80, 160, 256]
        .iter()
        .map(|&cell| {
            let (layout, _) = figure("5x5", cell, Some("Tour"));
            (layout.label_size, layout.title_size)
        })
        .collect();
    for pair in sizes.windows(2) {
        assert!(
            pair[1].0 >= pair[0].0 && pair[1].1 >= pair[0].1,
            "{sizes:?}"
        );
    }
    // Legible at small cells, in proportion at large ones.
    assert!(sizes[0].0 >= 9.0 && sizes[0].1 >= 13.0, "{sizes:?}");
    assert!(sizes[4].0 >= 40.0 && sizes[4].1 >= 60.0, "{sizes:?}");
    assert!(
        sizes[5].0 > sizes[4].0 && sizes[5].1 > sizes[4].1,
        "{sizes:?}"
    );
}
