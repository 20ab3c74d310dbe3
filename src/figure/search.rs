//! The knight's search animated: one scene per recorded moment of the
//! search, with the path so far, the knight on its square, the square just
//! tried or undone tinted, the squares a cut names, and a caption band below
//! the board (what happened, and the nodes so far).

use crate::board::{Board, Square};
use crate::figure::Style;
use crate::figure::font;
use crate::figure::layout::Layout;
use crate::figure::scene::{Item, PieceKind, Rect, Scene};
use crate::trace::{Cut, Event, Shot};

/// A search figure: the board's layout and the caption band below it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct SearchLayout {
    /// The board, its coordinates and title.
    pub board: Layout,
    /// Font size of the caption.
    pub size: f32,
    /// Top of the caption band.
    pub band_top: f32,
}

/// Caption lines per frame.
const CAPTION_LINES: f32 = 2.0;

/// The layout of a search figure, wide enough for every caption so that
/// the figure keeps its size from frame to frame.
#[must_use]
pub(crate) fn layout(board: Board, style: &Style, captions: &[[String; 2]]) -> SearchLayout {
    let mut inner = Layout::new(board, style.cell, style.coords, style.title.as_ref());
    let size = (style.cell as f32 * 0.3).clamp(11.0, 18.0);
    let widest = captions
        .iter()
        .flatten()
        .map(|line| font::text_width(line, size))
        .fold(0.0, f32::max)
        + size;
    if widest > inner.width as f32 {
        let extra = ((widest - inner.width as f32) / 2.0).ceil();
        inner.left += extra;
        inner.width += 2 * extra as u32;
    }
    let band_top = inner.height as f32;
    inner.height += (size * (0.5 + 1.35 * CAPTION_LINES)).ceil() as u32;
    SearchLayout {
        board: inner,
        size,
        band_top,
    }
}

/// The two caption lines of each moment, each after the one shown before.
#[must_use]
pub(crate) fn captions(shots: &[Shot]) -> Vec<[String; 2]> {
    shots
        .iter()
        .enumerate()
        .map(|(k, shot)| caption(shot, k.checked_sub(1).map(|b| &shots[b])))
        .collect()
}

/// The two caption lines of a moment: what happened, and the nodes so far.
/// `before` is the moment shown before it, if any.
#[must_use]
fn caption(shot: &Shot, before: Option<&Shot>) -> [String; 2] {
    let what = match shot.event {
        Event::Enter(sq) => match shot.path.len() {
            0 | 1 => format!("start on {sq}"),
            len => format!("move {}: {}-{sq}", len - 1, shot.path[len - 2]),
        },
        Event::Leave(sq) => match before.filter(|_| !shot.lapsed).map(|b| b.event) {
            Some(Event::Cut(_)) => format!("back from {sq}: cut"),
            Some(Event::Enter(_)) => format!("back from {sq}: dead end"),
            Some(_) => format!("back from {sq}: every move tried"),
            None => format!("back from {sq}"),
        },
        Event::Cut(cut) => format!("cut: {}", reason(cut, &shot.path)),
        Event::Solved => "tour found".to_string(),
    };
    let nodes = if shot.nodes == 1 { "node" } else { "nodes" };
    let lapse = if shot.lapsed { " (time-lapse)" } else { "" };
    [what, format!("{} {nodes} so far{lapse}", shot.nodes)]
}

/// Why a branch was cut, in words.
fn reason(cut: Cut, path: &[Square]) -> String {
    let here = path.last().map_or_else(String::new, ToString::to_string);
    match cut {
        Cut::Stuck => format!("no move from {here}"),
        Cut::NoReturn => format!(
            "no way back to {}",
            path.first().map_or_else(String::new, ToString::to_string)
        ),
        Cut::WrongLast(sq) => format!("{sq} cannot be the last square"),
        Cut::NoWayOut(sq) => format!("{sq} has no way out"),
        Cut::TwoLast(a, b) => format!("{a} and {b} would both be last"),
        Cut::CannotBeLast(sq) => format!("{sq} has one way in, cannot be last"),
        Cut::Crowded(sq) => format!("too many squares need {sq}"),
        Cut::Split => "the free squares are split".to_string(),
    }
}

/// The squares a moment marks: the one tried (true) or undone and the
/// ones a cut names (false).
fn marked(shot: &Shot) -> Vec<(Square, bool)> {
    match shot.event {
        Event::Enter(sq) if shot.path.len() > 1 => vec![(sq, true)],
        Event::Leave(sq)
        | Event::Cut(
            Cut::WrongLast(sq) | Cut::NoWayOut(sq) | Cut::CannotBeLast(sq) | Cut::Crowded(sq),
        ) => vec![(sq, false)],
        Event::Cut(Cut::TwoLast(a, b)) => vec![(a, false), (b, false)],
        _ => Vec::new(),
    }
}

/// Where the frame of `after` differs from the frame of `before` (the
/// moment shown just before it): the squares either marks or where the
/// knight stands or stood, the bounding box of which holds the path's
/// segment between them, and the caption band. `None` when moments were
/// skipped between them (time-lapse), which may change anything.
#[must_use]
pub(crate) fn changed(layout: &SearchLayout, before: &Shot, after: &Shot) -> Option<Rect> {
    if after.lapsed {
        return None;
    }
    let board = &layout.board;
    let squares = marked(before)
        .into_iter()
        .chain(marked(after))
        .map(|(sq, _)| sq)
        .chain(before.path.last().copied())
        .chain(after.path.last().copied());
    let band = Rect {
        x: 0.0,
        y: layout.band_top,
        w: board.width as f32,
        h: board.height as f32 - layout.band_top,
    };
    let area = squares.fold(band, |area, sq| area.union(&board.square_rect(sq)));
    Some(area.grow(2.0))
}

/// The scene of one moment with its caption.
#[must_use]
pub(crate) fn search_scene(
    layout: &SearchLayout,
    shot: &Shot,
    caption: &[String; 2],
    style: &Style,
) -> Scene {
    let theme = &style.theme;
    let board = &layout.board;
    let mut scene = board.scene(theme);
    scene.items = board.board_items(theme, style.title.as_ref());
    for (sq, tried) in marked(shot) {
        scene.items.push(board.focus(theme, sq, tried));
    }
    let cell = board.cell;
    let points: Vec<(f32, f32)> = shot.path.iter().map(|&sq| board.centre(sq)).collect();
    if points.len() > 1 {
        scene.items.push(Item::Line {
            points: points.clone(),
            closed: false,
            color: theme.path,
            width: (cell * theme.path_weight).max(1.0),
        });
    }
    for (k, &(cx, cy)) in points.iter().enumerate() {
        let r = if k == 0 { 0.15 } else { 0.07 };
        scene.items.push(Item::Disc {
            cx,
            cy,
            r: (cell * r).max(1.5),
            fill: if k == 0 { theme.marker } else { theme.path },
            stroke: None,
        });
    }
    if let Some(&(cx, cy)) = points.last() {
        scene.items.push(Item::Piece {
            kind: PieceKind::Knight,
            cx,
            cy,
            size: cell * 0.86,
            fill: theme.piece,
            outline: theme.piece_outline,
        });
    }
    let mut glyphs = Vec::new();
    let x = board.width as f32 / 2.0;
    for (k, line) in caption.iter().enumerate() {
        let baseline = layout.band_top + layout.size * (1.2 + 1.35 * k as f32);
        glyphs.extend(font::layout(line, layout.size, x, baseline));
    }
    scene.items.push(Item::Text {
        glyphs,
        size: layout.size,
        fill: theme.text,
        halo: None,
    });
    scene
}
