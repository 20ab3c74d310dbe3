//! The numbered board of the textbook printout (`--numbers --no-path`,
//! `--rank1-top`): the step numbers read from the scene's glyphs, square by
//! square, top to bottom and left to right, are exactly the rows that
//! `--format matrix` prints (the command line's matrix writer).

use std::collections::BTreeMap;

use crate::figure::font::layout as text_glyphs;
use crate::figure::knight::Stage;
use crate::figure::knight::layout as tour_layout;
use crate::figure::knight::tour_scene;
use crate::figure::scene::Item;
use crate::pipeline::knight as run_knight;
use crate::plan::Ends;
use crate::plan::Output;
use crate::plan::Target;
use crate::plan::knight as plan_knight;
use crate::text::write_tour_matrix;
use crate::{Format, KnightJob, Outcome};

/// The job both the figure and the matrix come from.
fn job(board: &str, first_step: u32) -> KnightJob {
    KnightJob {
        board: Some(board.parse().unwrap()),
        first_step: Some(first_step),
        ..KnightJob::default()
    }
}

/// What `boardfig knight ... --format matrix` prints, as rows of numbers:
/// the job planned and solved as the command line does, its tour written
/// by the command line's matrix writer.
fn matrix(board: &str, first_step: u32) -> Vec<Vec<u64>> {
    let plan = plan_knight(&job(board, first_step), Vec::new(), Ends::Options).unwrap();
    let product = run_knight(&plan, &mut |_| {}).unwrap();
    let Outcome::Found(tour) = &product.answer.outcome else {
        panic!("no tour on {board}");
    };
    let mut out = Vec::new();
    write_tour_matrix(&mut out, tour, plan.first_step).unwrap();
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|line| {
            line.split_whitespace()
                .map(|n| n.parse().unwrap())
                .collect()
        })
        .collect()
}

/// The numbers drawn on the board, read from the scene: each number's
/// glyphs mapped back to digits, grouped by the square they sit in, rows
/// from the top of the picture.
fn drawn(board: &str, first_step: u32) -> Vec<Vec<u64>> {
    let job = KnightJob {
        numbers: Some(true),
        path: Some(false),
        rank1_top: true,
        ..job(board, first_step)
    };
    let outputs = vec![Output::answer(Format::Svg, Target::Path("n.svg".into()))];
    let plan = plan_knight(&job, outputs, Ends::Options).unwrap();
    let product = run_knight(&plan, &mut |_| {}).unwrap();
    let Outcome::Found(tour) = &product.answer.outcome else {
        panic!("no tour on {board}");
    };
    let layout = tour_layout(tour, &plan.style);
    let scene = tour_scene(&layout, tour, &plan.style, Stage::Complete);
    let digits: BTreeMap<u16, u64> = text_glyphs("0123456789", 10.0, 0.0, 0.0)
        .iter()
        .zip(0..)
        .map(|(glyph, digit)| (glyph.id, digit))
        .collect();
    assert!(
        !scene
            .items
            .iter()
            .any(|item| matches!(item, Item::Line { .. })),
        "no path is drawn"
    );
    // Square (row from the top, column) -> its glyphs, left to right.
    let mut squares: BTreeMap<(i64, i64), Vec<(f32, u64)>> = BTreeMap::new();
    for item in &scene.items {
        if let Item::Text {
            glyphs,
            halo: Some(_),
            ..
        } = item
        {
            for glyph in glyphs {
                let col = ((glyph.x - layout.left) / layout.cell).floor() as i64;
                let row = ((glyph.y - layout.top) / layout.cell).floor() as i64;
                squares
                    .entry((row, col))
                    .or_default()
                    .push((glyph.x, digits[&glyph.id]));
            }
        }
    }
    let mut rows: Vec<Vec<u64>> = vec![Vec::new(); layout.board.ranks as usize];
    for ((row, _), mut glyphs) in squares {
        glyphs.sort_by(|a, b| a.0.total_cmp(&b.0));
        let number = glyphs.iter().fold(0, |n, &(_, d)| n * 10 + d);
        rows[usize::try_from(row).unwrap()].push(number);
    }
    rows
}

#[test]
fn rank1_top_numbers_read_as_the_matrix() {
    for (board, first_step) in [("5x5", 1), ("5x5", 0), ("6x6", 1), ("8x8", 1), ("3x4", 1)] {
        let expected = matrix(board, first_step);
        assert_eq!(
            drawn(board, first_step),
            expected,
            "{board}, first step {first_step}"
        );
    }
}
