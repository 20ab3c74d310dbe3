//! Figure speed and size: the numbers in the performance table (docs/guide/performance.md). Sizes
//! are printed once before timing.

use std::hint::black_box;

use boardfig::solve_knight;
use boardfig::testing::figure::{
    Beside, Frame, Lang, Puzzle, Style, encode, search_frames, tour_frames,
};
use boardfig::testing::knight::{Prune, watched_search};
use boardfig::testing::{Ends, Output, Target, knight_figure, plan_knight};
use boardfig::{
    Animate, Board, Coords, Format, KnightAnswer, KnightJob, KnightMethod, MoveOrder, Outcome,
    ThemeName, TourSpec,
};
use criterion::{Criterion, criterion_group, criterion_main};

#[path = "common/clock.rs"]
mod clock;
use clock::thread_cpu_time;

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
                .join("../tests/fonts/NotoSansArabic-subset.ttf"),
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

/// The gallery's two knight GIFs as frames, with their styles: the 8x8
/// tour (cell 48) and the 6x6 search (cell 40).
fn gallery_gifs() -> [(&'static str, Vec<Frame>, Style); 2] {
    let gif = || vec![Output::answer(Format::Gif, Target::Path("f.gif".into()))];
    let tour_job = KnightJob {
        board: Some(Board::new(8, 8).unwrap()),
        cell: Some(48),
        theme: Some(ThemeName::Classic),
        method: Some(KnightMethod::Backtrack),
        ..KnightJob::default()
    };
    let plan = plan_knight(&tour_job, gif(), Ends::Options).unwrap();
    let answer = solve_knight(&plan.spec, KnightMethod::Backtrack, None).unwrap();
    let Outcome::Found(tour) = answer.outcome else {
        panic!("no tour")
    };
    let tour: Vec<Frame> = tour_frames(&tour, &plan.style).collect();
    let search_job = KnightJob {
        board: Some(Board::new(6, 6).unwrap()),
        cell: Some(40),
        theme: Some(ThemeName::Classic),
        animate: Some(Animate::Search),
        ..KnightJob::default()
    };
    let search_plan = plan_knight(&search_job, gif(), Ends::Options).unwrap();
    let (_, trace) = watched_search(
        &search_plan.spec,
        Prune::Pruned,
        None,
        search_plan.max_frames,
        None,
    )
    .unwrap();
    let trace = trace.unwrap();
    let search: Vec<Frame> = search_frames(
        Puzzle::Knight,
        search_plan.spec.board,
        &trace,
        &search_plan.style,
        "6x6 search".to_string(),
        &Beside::captions(&Prune::Pruned.words(Lang::En)),
    )
    .collect();
    [
        ("8x8 tour GIF", tour, plan.style),
        ("6x6 search GIF", search, search_plan.style),
    ]
}

/// The cost of a frame of each gallery GIF (encoding its frames, made
/// ahead), timed by the thread's CPU clock, the two interleaved: fastest
/// and median of 15 runs, and the search's cost over the tour's.
fn gif_per_frame(c: &mut Criterion) {
    let gifs = gallery_gifs();
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); gifs.len()];
    for _ in 0..15 {
        for (k, (_, frames, style)) in gifs.iter().enumerate() {
            let frames = frames.clone();
            let start = thread_cpu_time();
            black_box(encode(frames, &style.theme, 0).unwrap());
            let cpu = thread_cpu_time().checked_sub(start).unwrap().as_secs_f64();
            times[k].push(cpu * 1e3 / gifs[k].1.len() as f64);
        }
    }
    let mut fastest = Vec::new();
    for ((name, frames, _), times) in gifs.iter().zip(&mut times) {
        times.sort_by(f64::total_cmp);
        println!(
            "{name}: {} frames, {:.3} / {:.3} ms CPU a frame (fastest / median)",
            frames.len(),
            times[0],
            times[times.len() / 2]
        );
        fastest.push(times[0]);
    }
    println!(
        "6x6 search GIF frame / 8x8 tour GIF frame: {:.2}",
        fastest[1] / fastest[0]
    );
    let mut group = c.benchmark_group("gallery GIF encoding");
    group.sample_size(20);
    for (name, frames, style) in &gifs {
        group.bench_function(format!("{name} ({} frames)", frames.len()), |b| {
            b.iter(|| black_box(encode(frames.clone(), &style.theme, 0).unwrap()));
        });
    }
    group.finish();
}

criterion_group!(benches, figures, gif_per_frame);
criterion_main!(benches);
