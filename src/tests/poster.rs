//! `--poster`: the GIF opens on the finished figure (what thumbnails and
//! players that do not autoplay show), then plays the animation as before.

use crate::pipeline::knight as run_knight;
use crate::pipeline::queens as run_queens;
use crate::plan::Ends;
use crate::plan::Output;
use crate::plan::Target;
use crate::plan::knight as plan_knight;
use crate::plan::queens as plan_queens;
use crate::{Format, KnightJob, QueensJob, ThemeName};

/// The frames of a GIF, each composed over the ones before, as RGB bytes.
fn composed_frames(bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).unwrap();
    let w = usize::from(decoder.width());
    let h = usize::from(decoder.height());
    let palette = decoder.global_palette().unwrap().to_vec();
    let mut canvas = vec![0u8; w * h * 3];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        let (fw, left, top) = (
            usize::from(frame.width),
            usize::from(frame.left),
            usize::from(frame.top),
        );
        for (i, &index) in frame.buffer.iter().enumerate() {
            if Some(index) == frame.transparent {
                continue;
            }
            let at = ((top + i / fw) * w + left + i % fw) * 3;
            let p = usize::from(index) * 3;
            canvas[at..at + 3].copy_from_slice(&palette[p..p + 3]);
        }
        frames.push(canvas.clone());
    }
    frames
}

fn gif_output() -> Vec<Output> {
    vec![Output::answer(Format::Gif, Target::Path("a.gif".into()))]
}

fn knight_gif(job: &KnightJob) -> Vec<u8> {
    let plan = plan_knight(job, gif_output(), Ends::Options).unwrap();
    run_knight(&plan, &mut |_| {}).unwrap().files[0]
        .bytes
        .clone()
}

fn queens_gif(job: &QueensJob) -> Vec<u8> {
    let plan = plan_queens(job, gif_output()).unwrap();
    run_queens(&plan, &|_, _| {}, &mut |_| {}).unwrap().files[0]
        .bytes
        .clone()
}

/// The poster is the finished figure, and after it the animation is the
/// one without a poster, frame for frame.
fn check(with: &[u8], without: &[u8]) {
    let with = composed_frames(with);
    let without = composed_frames(without);
    assert_eq!(with.len(), without.len() + 1);
    assert_eq!(
        with[0],
        *with.last().unwrap(),
        "the poster is the last frame"
    );
    assert_eq!(with[1..], without[..], "then the animation as before");
}

#[test]
fn a_tour_gif_opens_on_the_finished_tour() {
    for theme in [ThemeName::Classic, ThemeName::Wiki, ThemeName::Print] {
        let job = |poster| KnightJob {
            board: Some("5x5".parse().unwrap()),
            theme: Some(theme),
            numbers: Some(true),
            poster,
            ..KnightJob::default()
        };
        check(&knight_gif(&job(Some(true))), &knight_gif(&job(None)));
    }
}

#[test]
fn a_queens_search_gif_opens_on_the_solution() {
    let job = |poster| QueensJob {
        n: Some(5),
        poster,
        ..QueensJob::default()
    };
    check(&queens_gif(&job(Some(true))), &queens_gif(&job(None)));
}

#[test]
fn the_poster_is_held_and_the_plain_gif_is_unchanged_by_poster_false() {
    let job = |poster| KnightJob {
        board: Some("5x5".parse().unwrap()),
        hold: Some(1500),
        poster,
        ..KnightJob::default()
    };
    assert_eq!(knight_gif(&job(Some(false))), knight_gif(&job(None)));
    let bytes = knight_gif(&job(Some(true)));
    let mut decoder = gif::DecodeOptions::new().read_info(&bytes[..]).unwrap();
    let first = decoder.read_next_frame().unwrap().unwrap();
    assert_eq!(first.delay, 150, "held as long as the last frame");
}
