//! The numbered board of the textbook printout (`--numbers --no-path`,
//! `--rank1-top`): the step numbers read from the scene's glyphs, square by
//! square, top to bottom and left to right, are exactly the rows that
//! `--format matrix` prints.

use std::collections::BTreeMap;
use std::process::Command;

use boardfig::testing::figure::{Item, Stage, text_glyphs, tour_layout, tour_scene};
use boardfig::testing::{Ends, Output, Target, plan_knight, run_knight};
use boardfig::{Format, KnightJob, Outcome};

/// The options shared by the figure and the matrix.
fn args(board: &str, first_step: u32) -> Vec<String> {
    [
        "knight",
        "--board",
        board,
        "--first-step",
        &first_step.to_string(),
    ]
    .map(String::from)
    .to_vec()
}

/// What `boardfig knight ... --format matrix` prints, as rows of numbers.
fn matrix(board: &str, first_step: u32) -> Vec<Vec<u64>> {
    let output = Command::new(env!("CARGO_BIN_EXE_boardfig"))
        .args(args(board, first_step))
        .args(["--format", "matrix"])
        .output()
        .unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout)
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
        board: Some(board.parse().unwrap()),
        first_step: Some(first_step),
        numbers: Some(true),
        path: Some(false),
        rank1_top: true,
        ..KnightJob::default()
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
