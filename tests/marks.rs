//! Marks that must not mislead a learner: the end of a tour points along
//! its last move, every visited square is dotted, the knight leaves the
//! numbers readable, a closed tour's animation ends closed, attacked
//! squares read in greyscale, titles are composed, boards are plain
//! geometry, and a figure of no tour says why.

use boardfig::testing::{Ends, Output, Target, plan_knight, run_knight};
use boardfig::{Format, KnightJob};
use unicode_normalization::UnicodeNormalization;

fn outputs(formats: &[Format]) -> Vec<Output> {
    formats
        .iter()
        .map(|&f| Output::answer(f, Target::Path(format!("figure.{}", f.extension()).into())))
        .collect()
}

/// The bytes of each format of a knight job on a board.
fn knight_files(board: &str, job: KnightJob, formats: &[Format]) -> Vec<Vec<u8>> {
    let job = KnightJob {
        board: Some(board.parse().unwrap()),
        ..job
    };
    let plan = plan_knight(&job, outputs(formats), Ends::Options).unwrap();
    let product = run_knight(&plan, &mut |_| {}).unwrap();
    product.files.into_iter().map(|f| f.bytes).collect()
}

#[test]
fn decomposed_titles_draw_as_composed_ones() {
    let composed = "Hành trình của quân mã";
    let decomposed: String = composed.nfd().collect();
    assert_ne!(composed, decomposed);
    let svg = |title: &str| {
        let job = KnightJob {
            title: Some(title.into()),
            ..KnightJob::default()
        };
        knight_files("6x6", job, &[Format::Svg]).remove(0)
    };
    assert!(svg(&decomposed) == svg(composed));
}
