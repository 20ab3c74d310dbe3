//! Every composed frame of a GIF equals a full render of its scene, and
//! shows as long as its frame asks: the encoder redraws only where the
//! scenes differ, and writes one image per frame. Checked on the gallery's
//! animations: the 6x6 knight's search (cell 40), the 8x8 tour (cell 48),
//! the 4 queens search (in each theme); and on text alone that overlaps
//! and changes.

use crate::figure::font;
use crate::figure::frames::Frame;
use crate::figure::frames::search_frames;
use crate::figure::frames::tour_frames;
use crate::figure::scene::{Item, Rect, Rgb, Scene};
use crate::figure::theme::Theme;
use crate::plan::Ends;
use crate::plan::Output;
use crate::plan::Target;
use crate::plan::knight as plan_knight;
use crate::plan::queens as plan_queens;
use crate::render::gif::encode;
use crate::render::gif::quantised_render;
use crate::trace::Puzzle;
use crate::trace::Trace;
use crate::{
    Animate, Board, Format, KnightJob, KnightMethod, Outcome, QueensJob, ThemeName, solve_knight,
};

fn output() -> Output {
    Output::answer(Format::Gif, Target::Path("f.gif".into()))
}

/// Encodes `frames`, decodes the GIF and checks each composed frame.
fn check(name: &str, frames: &[Frame], theme: &Theme) {
    let bytes = encode(frames.iter().cloned(), theme, 0).unwrap();
    let composed = composed_frames(&bytes);
    for (k, (canvas, delay)) in composed.iter().enumerate() {
        let full = quantised_render(&frames[k].scene, theme);
        let differing = canvas.iter().zip(&full).filter(|(a, b)| a != b).count();
        assert_eq!(differing, 0, "{name} frame {k}: {differing} pixels differ");
        assert_eq!(
            u32::from(*delay),
            frames[k].delay.div_ceil(10),
            "{name} frame {k}: delay"
        );
    }
    assert_eq!(composed.len(), frames.len(), "{name}: one image a frame");
}

/// Each frame of a GIF as a player shows it (every image drawn over the
/// ones before, its transparent pixels left as they were), with its delay
/// in hundredths of a second.
pub(super) fn composed_frames(bytes: &[u8]) -> Vec<(Vec<Rgb>, u16)> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).unwrap();
    let (width, height) = (u32::from(decoder.width()), u32::from(decoder.height()));
    let palette = decoder.global_palette().unwrap().to_vec();
    let mut canvas = vec![Rgb(0, 0, 0); width as usize * height as usize];
    let mut composed = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        for y in 0..u32::from(frame.height) {
            for x in 0..u32::from(frame.width) {
                let index = frame.buffer[(y * u32::from(frame.width) + x) as usize];
                if Some(index) == frame.transparent {
                    continue;
                }
                let i = usize::from(index) * 3;
                let at = ((u32::from(frame.top) + y) * width + u32::from(frame.left) + x) as usize;
                canvas[at] = Rgb(palette[i], palette[i + 1], palette[i + 2]);
            }
        }
        composed.push((canvas.clone(), frame.delay));
    }
    composed
}

#[test]
fn the_gallery_search_gif_composes_to_every_scene() {
    let job = KnightJob {
        board: Some(Board::new(6, 6).unwrap()),
        animate: Some(Animate::Search),
        cell: Some(40),
        theme: Some(ThemeName::Classic),
        ..KnightJob::default()
    };
    let plan = plan_knight(&job, vec![output()], Ends::Options).unwrap();
    let trace =
        crate::solve::watched_knight_search(&plan.spec, plan.prune, None, plan.max_frames, None)
            .unwrap()
            .1
            .unwrap();
    let frames: Vec<Frame> = search_frames(
        Puzzle::Knight,
        plan.spec.board,
        &trace,
        &plan.style,
        "6x6 search".to_string(),
        &crate::pipeline::draw::knight_beside(&plan, &trace, Format::Gif),
    )
    .collect();
    assert!(frames.len() > 200);
    check("6x6 search", &frames, &plan.style.theme);
}

#[test]
fn the_gallery_tour_gif_composes_to_every_scene() {
    let job = KnightJob {
        board: Some(Board::new(8, 8).unwrap()),
        cell: Some(48),
        theme: Some(ThemeName::Classic),
        method: Some(KnightMethod::Backtrack),
        ..KnightJob::default()
    };
    let plan = plan_knight(&job, vec![output()], Ends::Options).unwrap();
    let answer = solve_knight(&plan.spec, KnightMethod::Backtrack, None).unwrap();
    let Outcome::Found(tour) = answer.outcome else {
        panic!("no tour")
    };
    let frames: Vec<Frame> = tour_frames(&tour, &plan.style).collect();
    check("8x8 tour", &frames, &plan.style.theme);
}

#[test]
fn the_gallery_queens_search_gif_composes_to_every_scene() {
    queens_search_composes(None);
}

#[test]
fn a_queens_search_gif_composes_in_every_theme() {
    for theme in [ThemeName::Wiki, ThemeName::Print] {
        queens_search_composes(Some(theme));
    }
}

/// The 4 queens search GIF in `theme` (the default when none).
fn queens_search_composes(theme: Option<ThemeName>) {
    let job = QueensJob {
        n: Some(4),
        theme,
        ..QueensJob::default()
    };
    let plan = plan_queens(&job, vec![output()]).unwrap();
    let mut trace = Trace::with_limit(usize::MAX);
    let _ = crate::queens::backtrack::solve(
        4,
        crate::queens::backtrack::Want::First,
        u64::MAX,
        Some(&mut trace),
    );
    let frames: Vec<Frame> = search_frames(
        Puzzle::Queens,
        Board::new(4, 4).unwrap(),
        &trace,
        &plan.style,
        "4 queens search".to_string(),
        &crate::pipeline::draw::queens_beside(&plan, &trace, Format::Gif),
    )
    .collect();
    assert!(frames.len() > 5);
    let name = format!("4 queens search ({theme:?})");
    check(&name, &frames, &plan.style.theme);
}

#[test]
fn text_alone_composes_where_it_overlaps_and_changes() {
    // Two texts in two colours over each other, then one of them changed:
    // regions with text alone go straight to palette indices, and where
    // both cover a pixel they are blended in turn.
    let theme = Theme::CLASSIC;
    let text = |words: &str, dx: f32, fill: Rgb| Item::Text {
        glyphs: font::layout(words, 18.0, 100.0 + dx, 40.0),
        size: 18.0,
        fill,
        halo: None,
    };
    let scene = |second: &str| Scene {
        width: 200,
        height: 60,
        background: theme.background,
        items: vec![
            text("move 12: c1-b3", 0.0, theme.text),
            text(second, 0.4, theme.path),
        ],
        title: String::new(),
        desc: String::new(),
    };
    let whole = Rect {
        x: 0.0,
        y: 0.0,
        w: 200.0,
        h: 60.0,
    };
    let frames: Vec<Frame> = ["move 12: c1-b3", "move 13: b3-d4", "nodes so far"]
        .into_iter()
        .map(|second| Frame {
            scene: scene(second),
            changed: whole,
            delay: 100,
        })
        .collect();
    check("overlapping text", &frames, &theme);
}
