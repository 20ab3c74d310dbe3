//! Animations as values: each frame is a scene, the rectangle that changed
//! since the frame before, and how long it shows. The GIF encoder only
//! consumes them.

use crate::board::{Board, Square};
use crate::figure::Style;
use crate::figure::knight::{self, Stage};
use crate::figure::marks::MarkKind;
use crate::figure::moments::{self, Kind, Moment, Puzzle};
use crate::figure::program::View;
use crate::figure::scene::{Rect, Scene};
use crate::figure::search::{self, Beside};
use crate::solution::Tour;
use crate::trace::Trace;
use crate::words::{Lang, reading_words, say};

/// One frame of an animation.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// What the frame shows.
    pub scene: Scene,
    /// Where it differs from the frame before (the first frame is whole).
    pub changed: Rect,
    /// Milliseconds it shows.
    pub delay: u32,
}

/// The whole of a scene.
fn whole(scene: &Scene) -> Rect {
    Rect {
        x: 0.0,
        y: 0.0,
        w: scene.width as f32,
        h: scene.height as f32,
    }
}

/// A single frame held for `hold` milliseconds.
pub(crate) fn still(scene: Scene, hold: u32) -> impl Iterator<Item = Frame> {
    let changed = whole(&scene);
    std::iter::once(Frame {
        scene,
        changed,
        delay: hold,
    })
}

/// An animation with its last frame shown first as well, held `hold`
/// milliseconds: the poster that thumbnails and players that do not
/// autoplay show. `frames` makes the animation; it is run twice, once to
/// find the last frame, so that frames are still drawn one at a time.
pub(crate) fn with_poster<I: Iterator<Item = Frame>>(
    frames: impl Fn() -> I,
    hold: u32,
) -> impl Iterator<Item = Frame> {
    let poster = frames().last().map(|last| Frame {
        changed: whole(&last.scene),
        scene: last.scene,
        delay: hold,
    });
    // After the poster, the first frame redraws the whole picture.
    let animation = frames().enumerate().map(|(k, frame)| {
        if k == 0 {
            Frame {
                changed: whole(&frame.scene),
                ..frame
            }
        } else {
            frame
        }
    });
    poster.into_iter().chain(animation)
}

/// A tour move by move: the knight on the start square, then one frame per
/// move; a closed tour then draws its closing move, so that its last frame
/// is the whole closed tour with the knight back on its start. The last
/// frame is held.
pub fn tour_frames<'a>(tour: &'a Tour, style: &'a Style) -> impl Iterator<Item = Frame> + 'a {
    let layout = knight::layout(tour, style);
    let squares: Vec<Square> = tour.square_list();
    let last = squares.len() - 1;
    let closing = tour.closed && squares.len() > 2;
    let moves = (0..=last).map(move |k| {
        let scene = knight::tour_scene(&layout, tour, style, Stage::Move(k));
        let changed = if k == 0 {
            whole(&scene)
        } else if style.degrees {
            knight::changed_area(&layout, &squares, k)
                .union(&knight::degree_area(&layout, squares[k]))
        } else {
            knight::changed_area(&layout, &squares, k)
        };
        let delay = if k == last && !closing {
            style.hold
        } else {
            style.delay
        };
        Frame {
            scene,
            changed,
            delay,
        }
    });
    let close = closing.then(move || Frame {
        scene: knight::tour_scene(&layout, tour, style, Stage::Closed),
        changed: knight::closing_area(&layout, tour),
        delay: style.hold,
    });
    moves.chain(close)
}

/// The moments of a recorded search on `board`, for its frames, words
/// and page tree.
#[must_use]
pub(crate) fn search_moments(
    lang: Lang,
    puzzle: Puzzle,
    board: Board,
    trace: &Trace,
) -> Vec<Moment> {
    moments::moments(lang, puzzle, &trace.shots(), board.area())
}

/// The marks and pieces a search's figures use, for its legend.
#[must_use]
pub(crate) fn legend_kinds(puzzle: Puzzle, moments: &[Moment]) -> Vec<MarkKind> {
    search::legend_kinds(puzzle, moments)
}

/// A search as recorded on `board`: one frame per moment (every candidate
/// considered, or the time-lapse of a long search), each captioned, with
/// the program `beside` it; a solution and the last frame are held.
/// A frame shows for the style's delay, or longer when its caption has
/// more words than that gives time to read (unless the user set the
/// delay); time-lapsed frames show for the style's `lapse_delay`. `name`
/// is the figure's title when the style gives none.
pub fn search_frames<'a>(
    puzzle: Puzzle,
    board: Board,
    trace: &Trace,
    style: &'a Style,
    name: String,
    beside: &Beside,
) -> impl Iterator<Item = Frame> + 'a {
    let moments = search_moments(style.lang, puzzle, board, trace);
    let layout = search::layout(board, style, puzzle, &moments, beside);
    let views: Vec<View> = match &layout.panel {
        Some((program, _)) => moments.iter().map(|m| program.view(m)).collect(),
        None => Vec::new(),
    };
    let last = moments.len().saturating_sub(1);
    (0..moments.len()).map(move |k| {
        let moment = &moments[k];
        let view = views.get(k);
        let scene = search::search_scene(&layout, moment, view, style, &name);
        let changed = k
            .checked_sub(1)
            .and_then(|b| {
                let pair = views.get(b).zip(view);
                search::changed(&layout, style, (&moments[b], moment), pair)
            })
            .unwrap_or_else(|| whole(&scene));
        let delay = if k == last || moment.kind == Kind::Found {
            style.hold
        } else if moment.skipped > 0 {
            style.lapse_delay
        } else {
            reading_time(&moment.words(), style)
        };
        Frame {
            scene,
            changed,
            delay,
        }
    })
}

/// How long a frame with `caption` shows: the style's delay, or, when
/// the style reads by the word, long enough to read every word.
#[must_use]
pub(crate) fn reading_time(caption: &str, style: &Style) -> u32 {
    let words = reading_words(style.lang, caption);
    style.delay.max(words.saturating_mul(style.per_word))
}

/// The words under each frame of [`tour_frames`]: the start, then "move 17
/// of 63: d4-e6" ("..., given" for the moves into the first `given`
/// squares), and the closing move of a closed tour.
#[must_use]
pub(crate) fn tour_captions(lang: Lang, tour: &Tour, given: usize) -> Vec<String> {
    let squares: Vec<Square> = tour.square_list();
    let closing = tour.closed && squares.len() > 2;
    let moves = squares.len().saturating_sub(1) + usize::from(closing);
    let mut captions: Vec<String> = squares
        .iter()
        .enumerate()
        .map(|(k, sq)| match k.checked_sub(1) {
            None => say!(lang, "caption-start", square = sq.to_string()),
            Some(before) if k < given => say!(
                lang,
                "tour-caption-move-given",
                move = k,
                moves = moves,
                from = squares[before].to_string(),
                to = sq.to_string()
            ),
            Some(before) => say!(
                lang,
                "tour-caption-move",
                move = k,
                moves = moves,
                from = squares[before].to_string(),
                to = sq.to_string()
            ),
        })
        .collect();
    if let (true, Some(first), Some(last)) = (closing, squares.first(), squares.last()) {
        captions.push(say!(
            lang,
            "tour-caption-closing",
            moves = moves,
            from = last.to_string(),
            to = first.to_string()
        ));
    }
    captions
}

/// The caption of each frame of [`search_frames`], a line each of what
/// happened, why and what was passed over, as a page writes it.
#[must_use]
pub(crate) fn search_caption_lines(
    lang: Lang,
    puzzle: Puzzle,
    board: Board,
    trace: &Trace,
) -> Vec<String> {
    search_moments(lang, puzzle, board, trace)
        .iter()
        .map(|m| m.caption().join("\n"))
        .collect()
}

/// The words of each frame of [`search_frames`]: the caption's lines
/// joined.
#[cfg(any(test, feature = "internals"))]
#[must_use]
pub fn search_captions(lang: Lang, puzzle: Puzzle, board: Board, trace: &Trace) -> Vec<String> {
    search_moments(lang, puzzle, board, trace)
        .iter()
        .map(Moment::words)
        .collect()
}
