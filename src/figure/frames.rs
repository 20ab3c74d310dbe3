//! Animations as values: each frame is a scene, the rectangle that changed
//! since the frame before, and how long it shows. The GIF encoder only
//! consumes them.

use crate::board::{Board, Square};
use crate::figure::Style;
use crate::figure::knight::{self, Stage};
use crate::figure::layout::Layout;
use crate::figure::queens::{self, SearchFrame};
use crate::figure::scene::{Rect, Scene};
use crate::figure::search;
use crate::solution::Tour;
use crate::trace::{Event, Trace};

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

/// A queens search on an n x n board: the empty board, then one frame per
/// queen placed or lifted; solutions and the last frame are held.
pub fn search_frames<'a>(
    n: usize,
    events: &[Event],
    style: &'a Style,
) -> impl Iterator<Item = Frame> + 'a {
    let layout: Layout = queens::layout(n, style);
    let frames: Vec<SearchFrame> = queens::search_frames(events);
    (0..frames.len()).map(move |k| {
        let frame = &frames[k];
        let scene = queens::search_scene(&layout, frame, style);
        let changed = match k.checked_sub(1) {
            Some(before) => queens::search_changed(&layout, &frames[before], frame),
            None => whole(&scene),
        };
        let solved =
            k + 1 < frames.len() && frames[k + 1].queens == frame.queens && frame.queens.len() == n;
        let delay = if k + 1 == frames.len() || solved {
            style.hold
        } else {
            style.delay
        };
        Frame {
            scene,
            changed,
            delay,
        }
    })
}

/// A knight's search as recorded on `board`: one frame per moment the
/// trace kept (every event, or the time-lapse of a long search), each
/// captioned; the last is held.
pub fn knight_search_frames<'a>(
    board: Board,
    trace: &Trace,
    style: &'a Style,
) -> impl Iterator<Item = Frame> + 'a {
    let shots = trace.shots();
    let captions = search::captions(&shots);
    let layout = search::layout(board, style, &captions);
    let last = shots.len().saturating_sub(1);
    (0..shots.len()).map(move |k| {
        let shot = &shots[k];
        let scene = search::search_scene(&layout, shot, &captions[k], style);
        let changed = k
            .checked_sub(1)
            .and_then(|b| search::changed(&layout, &shots[b], shot))
            .unwrap_or_else(|| whole(&scene));
        let delay = if k == last || shot.event == Event::Solved {
            style.hold
        } else {
            style.delay
        };
        Frame {
            scene,
            changed,
            delay,
        }
    })
}

/// The words under each frame of [`tour_frames`]: the start, then "move 17
/// of 63: d4-e6", and the closing move of a closed tour.
#[must_use]
pub(crate) fn tour_captions(tour: &Tour) -> Vec<String> {
    let squares: Vec<Square> = tour.square_list();
    let closing = tour.closed && squares.len() > 2;
    let moves = squares.len().saturating_sub(1) + usize::from(closing);
    let mut captions: Vec<String> = squares
        .iter()
        .enumerate()
        .map(|(k, sq)| match k.checked_sub(1) {
            None => format!("start on {sq}"),
            Some(before) => format!("move {k} of {moves}: {}-{sq}", squares[before]),
        })
        .collect();
    if let (true, Some(first), Some(last)) = (closing, squares.first(), squares.last()) {
        captions.push(format!(
            "move {moves} of {moves}: {last}-{first} closes the tour"
        ));
    }
    captions
}

/// The words under each frame of [`knight_search_frames`]: the two lines
/// of the frame's caption, joined.
#[must_use]
pub(crate) fn knight_search_captions(trace: &Trace) -> Vec<String> {
    search::captions(&trace.shots())
        .into_iter()
        .map(|[what, nodes]| format!("{what} ({nodes})"))
        .collect()
}

/// The words under each frame of [`search_frames`]: the queen placed or
/// lifted and how many stand, or the solution found.
#[must_use]
pub(crate) fn search_captions(n: usize, events: &[Event]) -> Vec<String> {
    let queens_on = |count: usize| match count {
        1 => "1 queen on the board".to_string(),
        count => format!("{count} queens on the board"),
    };
    queens::search_frames(events)
        .iter()
        .map(|frame| match frame.focus {
            None if frame.queens.is_empty() => "the empty board".to_string(),
            None if frame.queens.len() == n => {
                let squares: Vec<String> = frame.queens.iter().map(ToString::to_string).collect();
                format!("solution: {}", squares.join(" "))
            }
            None => queens_on(frame.queens.len()),
            Some((sq, true)) => format!("queen on {sq}: {}", queens_on(frame.queens.len())),
            Some((sq, false)) => format!(
                "lift the queen from {sq}: {}",
                queens_on(frame.queens.len())
            ),
        })
        .collect()
}
