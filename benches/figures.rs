//! Figure speed and size: the numbers in README's performance table. Sizes
//! are printed once before timing.

use std::hint::black_box;

use boardfig::solve_knight;
use boardfig::testing::{Ends, Output, Target, knight_figure, plan_knight};
use boardfig::{Board, Coords, Format, KnightAnswer, KnightJob, KnightMethod, MoveOrder, TourSpec};
use criterion::{Criterion, criterion_group, criterion_main};

fn tour(side: u32) -> KnightAnswer {
    let spec = TourSpec {
        board: Board::new(side, side).unwrap(),
        start: "a1".parse().unwrap(),
        end: None,
        closed: false,
        order: MoveOrder::textbook(),
    };
    solve_knight(&spec, KnightMethod::Auto, None).unwrap()
}

/// Draws a solved tour with the figure options of `job` (the plan and the
/// drawing, not the search).
fn draw(answer: &KnightAnswer, job: &KnightJob, format: Format) -> Vec<u8> {
    let job = KnightJob {
        board: Some(answer.spec.board),
        ..job.clone()
    };
    let output = Output::answer(format, Target::Path("figure".into()));
    let plan = plan_knight(&job, vec![output], Ends::Options).unwrap();
    knight_figure(&plan, answer, None, &plan.outputs[0]).unwrap()
}

fn figures(c: &mut Criterion) {
    let eight = tour(8);
    let default = KnightJob::default();
    let small = KnightJob {
        cell: Some(25),
        coords: Some(Coords::None),
        ..KnightJob::default()
    };
    let path_only = KnightJob {
        coords: Some(Coords::None),
        ..KnightJob::default()
    };
    // Captions: a Latin one in the embedded font (placed glyph by glyph)
    // and an Arabic one of as many characters in a test font (shaped).
    let latin = KnightJob {
        title: Some("Knight's tour on a1".into()),
        ..KnightJob::default()
    };
    let arabic = KnightJob {
        title: Some("جولة الحصان من a1 ٨".into()),
        font: Some(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/fonts/NotoSansArabic-subset.ttf"),
        ),
        ..KnightJob::default()
    };
    let fifty = tour(50);
    let thousand = tour(1000);
    for (name, answer, options, format) in [
        ("8x8 tour SVG", &eight, &default, Format::Svg),
        ("8x8 tour GIF", &eight, &default, Format::Gif),
        ("8x8 tour GIF 200x200", &eight, &small, Format::Gif),
        ("8x8 tour SVG, Latin title", &eight, &latin, Format::Svg),
        ("8x8 tour SVG, Arabic title", &eight, &arabic, Format::Svg),
        ("50x50 tour GIF", &fifty, &default, Format::Gif),
        ("1000x1000 tour SVG", &thousand, &path_only, Format::Svg),
    ] {
        eprintln!(
            "size: {name}: {} bytes",
            draw(answer, options, format).len()
        );
    }
    c.bench_function("8x8 tour SVG", |b| {
        b.iter(|| black_box(draw(&eight, &default, Format::Svg)));
    });
    c.bench_function("8x8 tour GIF (64 frames)", |b| {
        b.iter(|| black_box(draw(&eight, &default, Format::Gif)));
    });
    c.bench_function("8x8 tour GIF 200x200", |b| {
        b.iter(|| black_box(draw(&eight, &small, Format::Gif)));
    });
    for (name, job) in [("Latin", &latin), ("Arabic, --font", &arabic)] {
        c.bench_function(&format!("8x8 tour SVG, {name} title"), |b| {
            b.iter(|| black_box(draw(&eight, job, Format::Svg)));
        });
        c.bench_function(&format!("8x8 tour GIF, {name} title"), |b| {
            b.iter(|| black_box(draw(&eight, job, Format::Gif)));
        });
    }
    let mut slow = c.benchmark_group("large");
    slow.sample_size(10);
    slow.bench_function("50x50 tour GIF (2500 frames)", |b| {
        b.iter(|| black_box(draw(&fifty, &default, Format::Gif)));
    });
    slow.bench_function("1000x1000 tour SVG", |b| {
        b.iter(|| black_box(draw(&thousand, &path_only, Format::Svg)));
    });
    slow.finish();
}

criterion_group!(benches, figures);
criterion_main!(benches);
