//! Marks that must not mislead a learner: the end of a tour points along
//! its last move, every visited square is dotted, the knight leaves the
//! numbers readable, a closed tour's animation ends closed, attacked
//! squares read in greyscale, titles are composed, boards are plain
//! geometry, and a figure of no tour says why.

use boardfig::testing::{
    Drawing, Ends, Output, Target, plan_knight, plan_queens, run_knight, run_queens,
};
use boardfig::{Format, KnightJob, QueensJob, ThemeName};
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

/// The bytes of each output of a queens job.
fn queens_files(job: &QueensJob, outputs: Vec<Output>) -> Vec<Vec<u8>> {
    let plan = plan_queens(job, outputs).unwrap();
    let product = run_queens(&plan, &|_, _| {}, &mut |_| {}).unwrap();
    product.files.into_iter().map(|f| f.bytes).collect()
}

const THEMES: [ThemeName; 3] = [ThemeName::Classic, ThemeName::Wiki, ThemeName::Print];

#[test]
fn no_svg_uses_a_pattern() {
    let mut svgs = Vec::new();
    for theme in THEMES {
        let job = KnightJob {
            theme: Some(theme),
            numbers: Some(true),
            ..KnightJob::default()
        };
        svgs.extend(knight_files("7x5", job.clone(), &[Format::Svg]));
        let closed = KnightJob {
            closed: true,
            ..job
        };
        svgs.extend(knight_files("4x4", closed, &[Format::Svg]));
        let board = QueensJob {
            n: Some(6),
            theme: Some(theme),
            attacks: Some("b1".parse().unwrap()),
            ..QueensJob::default()
        };
        svgs.extend(queens_files(&board, outputs(&[Format::Svg])));
        let sheet = QueensJob {
            n: Some(6),
            all: true,
            theme: Some(theme),
            ..QueensJob::default()
        };
        svgs.extend(queens_files(&sheet, outputs(&[Format::Svg])));
        let tree = Output {
            format: Format::Svg,
            drawing: Drawing::Tree,
            target: Target::Path("tree.svg".into()),
        };
        let job = QueensJob {
            n: Some(4),
            theme: Some(theme),
            ..QueensJob::default()
        };
        svgs.extend(queens_files(&job, vec![tree]));
    }
    assert_eq!(svgs.len(), 15);
    for svg in svgs {
        let text = String::from_utf8(svg).unwrap();
        assert!(!text.contains("<pattern"), "{text}");
    }
}
