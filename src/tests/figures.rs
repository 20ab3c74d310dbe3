//! Figures: SVG is valid XML and stable to the byte; GIFs decode to the
//! expected frames and their composed last frame equals a full render.
//! Figures are made through the plan and the pipeline, as the command line
//! makes them.

use crate::figure::frames::search_frames;
use crate::figure::knight::Stage;
use crate::figure::knight::layout as tour_layout;
use crate::figure::knight::tour_scene;
use crate::figure::scene::Rgb;
use crate::pipeline::knight as run_knight;
use crate::pipeline::queens as run_queens;
use crate::plan::Ends;
use crate::plan::KnightPlan;
use crate::plan::Output;
use crate::plan::QueensPlan;
use crate::plan::Target;
use crate::plan::knight as plan_knight;
use crate::plan::queens as plan_queens;
use crate::render::gif::quantised_render;
use crate::trace::Puzzle;
use crate::trace::Trace;
use crate::{
    Coords, Format, KnightAnswer, KnightJob, Outcome, QueensAnswer, QueensJob, ThemeName,
    solve_queens,
};

fn outputs(formats: &[Format]) -> Vec<Output> {
    formats
        .iter()
        .map(|&f| Output::answer(f, Target::Path(format!("figure.{}", f.extension()).into())))
        .collect()
}

/// A knight job from a1 on a board, planned and run: the plan, the answer
/// and the bytes of each format.
fn knight(
    board: &str,
    job: KnightJob,
    formats: &[Format],
) -> (KnightPlan, KnightAnswer, Vec<Vec<u8>>) {
    let job = KnightJob {
        board: Some(board.parse().unwrap()),
        ..job
    };
    let plan = plan_knight(&job, outputs(formats), Ends::Options).unwrap();
    let product = run_knight(&plan, &mut |_| {}).unwrap();
    let files = product.files.into_iter().map(|f| f.bytes).collect();
    (plan, product.answer, files)
}

fn queens(job: &QueensJob, outputs: Vec<Output>) -> (QueensPlan, QueensAnswer, Vec<Vec<u8>>) {
    let plan = plan_queens(job, outputs).unwrap();
    let product = run_queens(&plan, &|_, _| {}, &mut |_| {}).unwrap();
    let files = product.files.into_iter().map(|f| f.bytes).collect();
    (plan, product.answer, files)
}

fn svg_text(bytes: Vec<u8>) -> String {
    let text = String::from_utf8(bytes).unwrap();
    roxmltree::Document::parse(&text).unwrap_or_else(|e| panic!("invalid XML: {e}"));
    text
}

#[test]
fn tour_svgs_are_valid_xml_and_stable_in_every_theme() {
    for theme in [ThemeName::Classic, ThemeName::Wiki, ThemeName::Print] {
        for numbers in [false, true] {
            let job = || KnightJob {
                theme: Some(theme),
                numbers: Some(numbers),
                title: Some("Hành trình của quân mã".into()),
                ..KnightJob::default()
            };
            let (_, _, first) = knight("8x8", job(), &[Format::Svg]);
            let (_, _, second) = knight("8x8", job(), &[Format::Svg]);
            assert_eq!(svg_text(first[0].clone()), svg_text(second[0].clone()));
        }
    }
}

#[test]
fn default_8x8_tour_svg_is_small() {
    let (_, _, files) = knight("8x8", KnightJob::default(), &[Format::Svg]);
    assert!(files[0].len() <= 12_000, "{} bytes", files[0].len());
}

#[test]
fn small_figures_match_their_snapshots() {
    let plain = || KnightJob {
        coords: Some(Coords::None),
        cell: Some(20),
        ..KnightJob::default()
    };
    let (_, _, tour) = knight("5x5", plain(), &[Format::Svg]);
    insta::assert_snapshot!("tour_5x5", svg_text(tour[0].clone()));
    let closed = KnightJob {
        closed: true,
        ..plain()
    };
    let (_, _, closed) = knight("6x6", closed, &[Format::Svg]);
    insta::assert_snapshot!("closed_6x6", svg_text(closed[0].clone()));
    let job = QueensJob {
        n: Some(4),
        coords: Some(Coords::None),
        cell: Some(20),
        ..QueensJob::default()
    };
    let (_, _, files) = queens(&job, outputs(&[Format::Svg]));
    insta::assert_snapshot!("queens_4", svg_text(files[0].clone()));
}

#[test]
fn trees_and_sheets_are_valid_xml() {
    for n in 4..=6 {
        let job = QueensJob {
            n: Some(n),
            ..QueensJob::default()
        };
        let tree = Output {
            format: Format::Svg,
            drawing: crate::plan::Drawing::Tree,
            target: Target::Path("tree.svg".into()),
        };
        let (_, _, files) = queens(&job, vec![tree]);
        svg_text(files[0].clone());
    }
    let job = QueensJob {
        n: Some(8),
        all: true,
        fundamental: true,
        ..QueensJob::default()
    };
    let (_, answer, files) = queens(&job, outputs(&[Format::Svg]));
    assert_eq!(answer.placements().len(), 12);
    let text = svg_text(files[0].clone());
    assert_eq!(text.matches("href=\"#queen\"").count(), 12 * 8);
}

/// Decodes a GIF and composes its frames; returns frame count, size and
/// the last composed picture.
fn compose(bytes: &[u8]) -> (usize, (u32, u32), Vec<Rgb>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).unwrap();
    let (w, h) = (u32::from(decoder.width()), u32::from(decoder.height()));
    let palette = decoder.global_palette().unwrap().to_vec();
    let mut canvas = vec![Rgb(0, 0, 0); (w * h) as usize];
    let mut frames = 0;
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        frames += 1;
        assert_eq!(frame.dispose, gif::DisposalMethod::Keep);
        for y in 0..u32::from(frame.height) {
            for x in 0..u32::from(frame.width) {
                let index = frame.buffer[(y * u32::from(frame.width) + x) as usize];
                if Some(index) == frame.transparent {
                    continue;
                }
                let i = index as usize * 3;
                let at = ((u32::from(frame.top) + y) * w + u32::from(frame.left) + x) as usize;
                canvas[at] = Rgb(palette[i], palette[i + 1], palette[i + 2]);
            }
        }
    }
    (frames, (w, h), canvas)
}

#[test]
fn tour_gif_composes_to_the_final_scene() {
    for (w, h, job) in [
        (8, 8, KnightJob::default()),
        (
            5,
            6,
            KnightJob {
                theme: Some(ThemeName::Wiki),
                numbers: Some(true),
                ..KnightJob::default()
            },
        ),
        (
            8,
            8,
            KnightJob {
                cell: Some(25),
                coords: Some(Coords::None),
                ..KnightJob::default()
            },
        ),
    ] {
        let board = format!("{w}x{h}");
        let (plan, answer, files) = knight(&board, job.clone(), &[Format::Gif]);
        let (_, _, again) = knight(&board, job, &[Format::Gif]);
        let bytes = &files[0];
        assert_eq!(bytes, &again[0], "GIF output is stable");
        let style = &plan.style;
        let (frames, size, last) = compose(bytes);
        assert_eq!(frames, (w * h) as usize);
        let Outcome::Found(tour) = &answer.outcome else {
            panic!()
        };
        let layout = tour_layout(tour, style);
        assert_eq!(size, (layout.width, layout.height));
        let final_scene = tour_scene(&layout, tour, style, Stage::Move(tour.square_count() - 1));
        let full = quantised_render(&final_scene, &style.theme);
        let differing: Vec<(u32, u32)> = (0..last.len())
            .filter(|&i| last[i] != full[i])
            .map(|i| (i as u32 % size.0, i as u32 / size.0))
            .collect();
        assert!(
            differing.is_empty(),
            "{w}x{h}: {} pixels differ, first {:?}",
            differing.len(),
            &differing[..differing.len().min(8)]
        );
    }
}

#[test]
fn queens_search_gif_composes_to_the_solution() {
    let job = QueensJob {
        n: Some(8),
        ..QueensJob::default()
    };
    let (plan, _, files) = queens(&job, outputs(&[Format::Gif]));
    let (frames, _, last) = compose(&files[0]);
    let mut trace = Trace::with_limit(100_000);
    solve_queens(&plan.query, Some(&mut trace), &|_, _| {}).unwrap();
    let board = crate::Board::new(8, 8).unwrap();
    let expected: Vec<_> = search_frames(
        Puzzle::Queens,
        board,
        &trace,
        &plan.style,
        String::new(),
        &crate::pipeline::draw::queens_beside(&plan, &trace, Format::Gif),
    )
    .collect();
    assert_eq!(frames, expected.len());
    // A frame per queen placed or lifted, and one for the squares
    // attacked before each lift.
    assert!((280..340).contains(&frames), "{frames} frames");
    let final_scene = &expected.last().unwrap().scene;
    assert!(last == quantised_render(final_scene, &plan.style.theme));
}
