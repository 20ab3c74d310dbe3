//! The marks a search figure puts on squares, one shape for each meaning
//! in every figure (the search animations, strips and trees), so that they
//! read without colour: a cross on a candidate not taken, a ring on a
//! square that proves why, a box on the square the search stepped back
//! from. A legend row names the marks a figure uses.

use crate::board::{Board, Square};
use crate::figure::font;
use crate::figure::layout::{Layout, given_corner};
use crate::figure::scene::{Item, PieceKind, Rect, Scene};
use crate::figure::theme::Theme;
use crate::words::{Lang, say};

/// A mark on one square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Mark {
    /// A candidate the search did not take: cut by a rule, attacked, or
    /// skipped because another move is forced (a cross).
    Rejected(Square),
    /// A square that proves why a candidate was not taken: the square a
    /// cut names, the queen that attacks (a ring).
    Cause(Square),
    /// The square the search stepped back from: the knight retreated from
    /// it, a queen was lifted from it (a box inside the square).
    Retreat(Square),
    /// The numbers of the reasons a square is crossed for or proves, when
    /// a frame gives several (in its upper right corner): a cross and the
    /// rings that explain it share a number.
    Number(Square, Numbers),
}

/// Reason numbers, from 1: bit `k` is reason `k + 1`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Numbers(pub u16);

impl Numbers {
    /// The numbers as a mark writes them: `1`, `1,3`.
    #[must_use]
    pub(crate) fn text(self) -> String {
        (0..16)
            .filter(|k| self.0 >> k & 1 == 1)
            .map(|k| (k + 1).to_string())
            .collect::<Vec<_>>()
            .join(",")
    }
}

impl Mark {
    /// The square marked.
    #[must_use]
    pub(crate) fn square(&self) -> Square {
        match *self {
            Mark::Rejected(sq) | Mark::Cause(sq) | Mark::Retreat(sq) | Mark::Number(sq, _) => sq,
        }
    }

    /// The kind of mark, for legends.
    #[must_use]
    pub(crate) fn kind(&self) -> MarkKind {
        match self {
            Mark::Rejected(_) => MarkKind::Rejected,
            Mark::Cause(_) => MarkKind::Cause,
            Mark::Retreat(_) => MarkKind::Retreat,
            Mark::Number(..) => MarkKind::Number,
        }
    }
}

/// The kinds of marks and pieces a legend names, in legend order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum MarkKind {
    /// The start square (a large dot).
    Start,
    /// The knight's path (a line with a dot on each square).
    Path,
    /// A piece on the board.
    Piece(PieceKind),
    /// See [`Mark::Rejected`].
    Rejected,
    /// See [`Mark::Cause`].
    Cause,
    /// See [`Mark::Retreat`].
    Retreat,
    /// See [`Mark::Number`].
    Number,
    /// A search tree's bold line: the way from the empty board to a
    /// solution.
    SolutionPath,
    /// A search tree's node number: the queens placed when the search
    /// reaches it.
    NodeNumber,
    /// A square given to complete (the first squares of a tour, a queen
    /// placed before the search): a corner cut off, in the lower left.
    Given,
}

impl MarkKind {
    /// The words a legend gives the mark.
    #[must_use]
    pub(crate) fn label(self, lang: Lang) -> String {
        match self {
            MarkKind::Start => say!(lang, "legend-start"),
            MarkKind::Path => say!(lang, "legend-path-so-far"),
            MarkKind::Piece(PieceKind::Knight) => say!(lang, "legend-knight"),
            MarkKind::Piece(PieceKind::Queen) => say!(lang, "legend-queen"),
            MarkKind::Rejected => say!(lang, "legend-not-taken"),
            MarkKind::Cause => say!(lang, "legend-why"),
            MarkKind::Retreat => say!(lang, "legend-stepped-back"),
            MarkKind::Number => say!(lang, "legend-reason-number"),
            MarkKind::SolutionPath => say!(lang, "legend-solution-path"),
            MarkKind::NodeNumber => say!(lang, "legend-node-number"),
            MarkKind::Given => say!(lang, "legend-given"),
        }
    }
}

/// The items that draw a mark on a board.
#[must_use]
pub(crate) fn mark_items(layout: &Layout, mark: Mark, theme: &Theme) -> Vec<Item> {
    let rect = layout.square_rect(mark.square());
    match mark {
        Mark::Number(_, numbers) => number_items(rect, &numbers.text(), theme),
        _ => shape(rect, mark.kind(), theme),
    }
}

/// Reason numbers in the upper right corner of a square, haloed in the
/// background's colour so that they read over any square or mark.
fn number_items(rect: Rect, text: &str, theme: &Theme) -> Vec<Item> {
    number_at_size(rect, text, (rect.w * 0.3).max(9.0), theme)
}

/// Reason numbers `size` pixels tall in the upper right corner of `rect`.
fn number_at_size(rect: Rect, text: &str, size: f32, theme: &Theme) -> Vec<Item> {
    let width = font::text_width(text, size);
    let right = rect.x + rect.w - size * 0.2;
    let baseline = rect.y + size * 0.25 + font::cap_height() * size;
    vec![Item::Text {
        glyphs: font::layout(text, size, right - width / 2.0, baseline),
        size,
        fill: theme.text,
        halo: Some(theme.background),
    }]
}

/// The items of a mark or piece as a legend's swatch draws it in `rect`.
#[must_use]
pub(crate) fn swatch_items(rect: Rect, kind: MarkKind, theme: &Theme) -> Vec<Item> {
    shape(rect, kind, theme)
}

/// Corners of the polygon a ring is drawn as.
const RING_POINTS: usize = 32;

/// The items of a mark or piece drawn in `rect` (a square, or a legend
/// swatch).
fn shape(rect: Rect, kind: MarkKind, theme: &Theme) -> Vec<Item> {
    let side = rect.w;
    let (cx, cy) = (rect.x + side / 2.0, rect.y + rect.h / 2.0);
    match kind {
        MarkKind::Rejected => {
            let pad = side * 0.2;
            let (x0, y0, x1, y1) = (
                rect.x + pad,
                rect.y + pad,
                rect.x + side - pad,
                rect.y + side - pad,
            );
            let width = (side * 0.12).max(1.5);
            [((x0, y0), (x1, y1)), ((x1, y0), (x0, y1))]
                .map(|(a, b)| Item::Line {
                    points: vec![a, b],
                    closed: false,
                    color: theme.rejected,
                    width,
                })
                .to_vec()
        }
        MarkKind::Cause => {
            // A closed line rather than an outlined disc: what lies under
            // the ring (the path, a piece) stays visible inside it.
            let r = side * 0.38;
            let points = (0..RING_POINTS)
                .map(|k| {
                    let angle = std::f32::consts::TAU * k as f32 / RING_POINTS as f32;
                    (cx + r * angle.cos(), cy + r * angle.sin())
                })
                .collect();
            vec![Item::Line {
                points,
                closed: true,
                color: theme.cause,
                width: (side * 0.08).max(1.5),
            }]
        }
        MarkKind::Retreat => {
            let width = (side * 0.08).max(1.5);
            let pad = width / 2.0 + (side * 0.06).max(1.0);
            let square = Rect {
                w: side,
                h: side,
                ..rect
            };
            vec![square.outline(pad, theme.retreat, width)]
        }
        MarkKind::Start => vec![Item::Disc {
            cx,
            cy,
            r: (side * 0.15).max(1.5),
            fill: theme.marker,
            stroke: None,
        }],
        MarkKind::Path => vec![
            Item::Line {
                points: vec![(rect.x, cy), (rect.x + side, cy)],
                closed: false,
                color: theme.path,
                width: (side * theme.path_weight).max(1.0),
            },
            Item::Dots {
                centres: vec![(rect.x + side * 0.2, cy), (rect.x + side * 0.8, cy)],
                r: (side * 0.07).max(1.5),
                fill: theme.path,
            },
        ],
        MarkKind::Given => given_corner(rect, theme),
        // A legend's swatch is small: its number is drawn larger.
        MarkKind::Number => number_at_size(rect, "1", rect.w * 0.55, theme),
        MarkKind::SolutionPath | MarkKind::NodeNumber => tree_swatch(rect, kind, theme),
        MarkKind::Piece(kind) => vec![Item::Piece {
            kind,
            cx,
            cy,
            size: side * 0.86,
            fill: theme.piece,
            outline: theme.piece_outline,
        }],
    }
}

/// A search tree's marks as a legend draws them: the bold line, a node's
/// number.
fn tree_swatch(rect: Rect, kind: MarkKind, theme: &Theme) -> Vec<Item> {
    let (cx, cy) = (rect.x + rect.w / 2.0, rect.y + rect.h / 2.0);
    if kind == MarkKind::SolutionPath {
        return vec![Item::Line {
            points: vec![(cx, rect.y), (cx, rect.y + rect.h)],
            closed: false,
            color: theme.path,
            width: 2.5,
        }];
    }
    let size = rect.w * 0.6;
    vec![Item::Text {
        glyphs: font::layout("3", size, cx, cy + font::cap_height() * size / 2.0),
        size,
        fill: theme.text,
        halo: None,
    }]
}

/// The font size of legend labels for swatches `side` pixels tall.
fn label_size(side: f32) -> f32 {
    (side * 0.62).clamp(11.0, 16.0)
}

/// The side of the swatches whose labels are at least `text` pixels tall.
#[must_use]
pub(crate) fn swatch_for_text(text: f32) -> f32 {
    (text / 0.62).ceil()
}

/// The width a legend of `kinds` takes with swatches `side` pixels tall.
#[must_use]
pub(crate) fn legend_width(kinds: &[MarkKind], side: f32, lang: Lang) -> f32 {
    let text = label_size(side);
    kinds
        .iter()
        .map(|kind| side + text * 0.4 + font::text_width(&kind.label(lang), text))
        .sum::<f32>()
        + text * kinds.len().saturating_sub(1) as f32
}

/// A legend row of `kinds`, centred on `x`, swatches `side` pixels tall
/// with their top at `y`: each swatch drawn on a light square as the
/// figure draws it, then its words in `lang`.
#[must_use]
pub(crate) fn legend(
    kinds: &[MarkKind],
    (theme, lang): (&Theme, Lang),
    x: f32,
    y: f32,
    side: f32,
) -> Vec<Item> {
    let text = label_size(side);
    let mut left = x - legend_width(kinds, side, lang) / 2.0;
    let mut items = Vec::new();
    let mut glyphs = Vec::new();
    let swatch_board = Board { files: 1, ranks: 1 };
    for &kind in kinds {
        let rect = Rect {
            x: left.round(),
            y: y.round(),
            w: side,
            h: side,
        };
        let square = Layout::bare(swatch_board, side, rect.x, rect.y);
        items.extend(square.board_items(&legend_theme(theme), None));
        items.extend(shape(rect, kind, theme));
        let text_x = rect.x + side + text * 0.4;
        let label = kind.label(lang);
        let width = font::text_width(&label, text);
        glyphs.extend(font::layout(
            &label,
            text,
            text_x + width / 2.0,
            rect.y + side / 2.0 + font::cap_height() * text / 2.0,
        ));
        left = text_x + width + text;
    }
    items.push(Item::Text {
        glyphs,
        size: text,
        fill: theme.text,
        halo: None,
    });
    items
}

/// A legend row under a figure with squares `cell` pixels wide, naming
/// the mark of the squares given; the scene grows to hold it.
pub(crate) fn push_given_row(scene: &mut Scene, cell: f32, words: (&Theme, Lang)) {
    push_legend_row(scene, cell, &[MarkKind::Given], words);
}

/// A legend row of `kinds` under a figure with squares `cell` pixels
/// wide; the scene grows to hold it.
pub(crate) fn push_legend_row(
    scene: &mut Scene,
    cell: f32,
    kinds: &[MarkKind],
    (theme, lang): (&Theme, Lang),
) {
    let size = (cell * 0.3).clamp(12.0, 15.0);
    let swatch = (size * 1.4).round();
    let top = scene.height as f32 + (size * 0.3).ceil();
    scene.items.extend(legend(
        kinds,
        (theme, lang),
        scene.width as f32 / 2.0,
        top,
        swatch,
    ));
    scene.height = (top + swatch + size * 0.6).ceil() as u32;
}

/// The theme a legend swatch's square is drawn in: the light square all
/// over (a one-square board is dark).
fn legend_theme(theme: &Theme) -> Theme {
    Theme {
        dark: theme.light,
        ..*theme
    }
}
