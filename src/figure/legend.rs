//! The legend of a figure: each mark the figure draws, drawn as it appears
//! there (a swatch: two squares of the board with the mark on them, in the
//! figure's theme and proportions), with a few words. The page shows it
//! beside the board; any figure can draw the same entries.

use crate::board::{Board, Square};
use crate::figure::Style;
use crate::figure::font;
use crate::figure::knight;
use crate::figure::layout::Layout;
use crate::figure::marks::{self, Mark, MarkKind};
use crate::figure::scene::{Item, PieceKind, Rect, Rgb, Scene, Squares};
use crate::words::say;

/// What a figure shows, as far as its marks go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// A tour played move by move (the page, the GIF): the path so far,
    /// the start, the knight on its square; step numbers and onward moves
    /// when the style asks for them.
    Tour,
    /// The queens' search tree as a page reveals it: the current node
    /// marked (its crosses are the search's, [`marks_legend`]).
    QueensTree,
    /// The empty board of a puzzle with no answer, with what the reason
    /// is about marked ([`crate::figure::layout::Marks`]).
    NoAnswer {
        /// Squares the reason names are ringed.
        named: bool,
        /// A group of squares the reason is about is dotted.
        group: bool,
        /// The board is outlined: the reason is its size.
        sides: bool,
        /// Knight moves are drawn (the parts they fall into, the squares
        /// they reach).
        moves: bool,
    },
}

/// One mark of a figure: how it looks, and what it means.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Entry {
    /// The mark on two squares of the board ([`CELL`] pixels each).
    pub swatch: Scene,
    /// What it means, in a few words.
    pub label: String,
}

/// The side of a swatch's squares, in pixels: marks are drawn at the size
/// they have on squares this large.
pub(crate) const CELL: f32 = 32.0;

/// The marks a figure of `kind` drawn in `style` uses, in the figure's
/// colours.
#[must_use]
pub(crate) fn legend(kind: Kind, style: &Style) -> Vec<Entry> {
    match kind {
        Kind::Tour => tour(style),
        Kind::QueensTree => vec![current_node(style)],
        Kind::NoAnswer {
            named,
            group,
            sides,
            moves,
        } => no_answer(style, named, group, sides, moves),
    }
}

/// The dark square of a swatch (a1, on the left).
const DARK: Square = Square { file: 0, rank: 0 };
/// The light square of a swatch (b1, on the right).
const LIGHT: Square = Square { file: 1, rank: 0 };

/// An entry: two squares of the board, dark and light, with the items
/// `marks` draws on them (given where the squares lie), and a thin frame
/// where the theme draws no grid.
fn entry(style: &Style, label: &str, marks: impl FnOnce(&Layout) -> Vec<Item>) -> Entry {
    let theme = &style.theme;
    let layout = Layout::bare(Board { files: 2, ranks: 1 }, CELL, 0.0, 0.0);
    let mut items = layout.board_items(theme, None);
    items.extend(marks(&layout));
    let (w, h) = (layout.width as f32, layout.height as f32);
    if theme.grid.is_none() {
        let whole = Rect {
            x: 0.0,
            y: 0.0,
            w,
            h,
        };
        items.push(whole.outline(0.5, theme.text, 1.0));
    }
    Entry {
        swatch: Scene {
            width: layout.width,
            height: layout.height,
            background: theme.background,
            items,
            title: String::new(),
            desc: String::new(),
        },
        label: label.to_string(),
    }
}

/// A line through the centres of both squares, with dots of radius `dot`
/// on them: the path as tours and searches draw it.
fn path(layout: &Layout, style: &Style, dot: f32) -> Vec<Item> {
    let theme = &style.theme;
    let points = vec![layout.centre(DARK), layout.centre(LIGHT)];
    vec![
        Item::Line {
            points: points.clone(),
            closed: false,
            color: theme.path,
            width: path_width(style),
        },
        Item::Dots {
            centres: points,
            r: dot,
            fill: theme.path,
        },
    ]
}

/// The width of the path on squares of [`CELL`].
fn path_width(style: &Style) -> f32 {
    (CELL * style.theme.path_weight).max(1.0)
}

/// The path leaving its start (the dark square): the larger dot in the
/// marker colour.
fn start(layout: &Layout, style: &Style, dot: f32) -> Vec<Item> {
    let (cx, cy) = layout.centre(DARK);
    let mut items = path(layout, style, dot);
    items.push(Item::Disc {
        cx,
        cy,
        r: (CELL * 0.15).max(1.5),
        fill: style.theme.marker,
        stroke: None,
    });
    items
}

/// A piece of `kind` on the light square, at the size the figures draw
/// it on their boards.
fn piece(layout: &Layout, style: &Style, kind: PieceKind) -> Item {
    let (cx, cy) = layout.centre(LIGHT);
    let size = match kind {
        PieceKind::Queen => CELL * 0.84,
        PieceKind::Knight => CELL * 0.86,
    };
    Item::Piece {
        kind,
        cx,
        cy,
        size,
        fill: style.theme.piece,
        outline: style.theme.piece_outline,
    }
}

/// The marks of a tour played move by move.
fn tour(style: &Style) -> Vec<Entry> {
    let theme = &style.theme;
    let dot = (path_width(style) * 1.25).max(CELL * 0.08);
    let mut entries = Vec::new();
    if style.path {
        entries.push(entry(
            style,
            &say!(style.lang, "legend-tour-path"),
            |layout| path(layout, style, dot),
        ));
        entries.push(entry(style, &say!(style.lang, "legend-start"), |layout| {
            start(layout, style, dot)
        }));
    }
    if !style.given.is_empty() {
        entries.extend(marks_legend(&[MarkKind::Given], style));
    }
    let large = Style {
        numbers: false,
        ..style.clone()
    };
    entries.push(entry(style, &say!(style.lang, "legend-knight"), |layout| {
        vec![knight::knight(layout, &large, layout.centre(LIGHT))]
    }));
    let size = (CELL * 0.3).max(6.0);
    if style.numbers {
        entries.push(entry(
            style,
            &say!(style.lang, "legend-step-number"),
            |layout| vec![corner_text(layout, style, "17", size, theme.number, false)],
        ));
    }
    if style.degrees {
        entries.push(entry(
            style,
            &say!(style.lang, "legend-onward-moves"),
            |layout| vec![corner_text(layout, style, "3", size, theme.marker, true)],
        ));
    }
    entries
}

/// A number in a corner of the light square, haloed in its colour: the
/// upper left (step numbers) or the lower right (onward moves).
fn corner_text(
    layout: &Layout,
    style: &Style,
    text: &str,
    size: f32,
    fill: Rgb,
    lower_right: bool,
) -> Item {
    let (cx, cy) = layout.centre(LIGHT);
    let half = font::text_width(text, size) / 2.0;
    let (x, y) = if lower_right {
        (
            cx + CELL * 0.47 - half - size * 0.12,
            cy + CELL * 0.5 - size * 0.3,
        )
    } else {
        (
            cx - CELL * 0.47 + half + size * 0.12,
            cy - CELL * 0.5 + size * 0.28 + font::cap_height() * size,
        )
    };
    Item::Text {
        glyphs: font::layout(text, size, x, y),
        size,
        fill,
        halo: Some(style.theme.light),
    }
}

/// The entries of the marks and pieces a search figure uses (see
/// [`crate::figure::marks`]), each drawn as the figure draws it: the path
/// and the start across both squares, a piece on the light one, a mark on
/// both.
#[must_use]
pub(crate) fn marks_legend(kinds: &[MarkKind], style: &Style) -> Vec<Entry> {
    let dot = (CELL * 0.07).max(1.5);
    kinds
        .iter()
        .map(|&kind| {
            entry(style, &kind.label(style.lang), |layout| match kind {
                MarkKind::Path => path(layout, style, dot),
                MarkKind::Start => start(layout, style, dot),
                MarkKind::Piece(piece_kind) => vec![piece(layout, style, piece_kind)],
                MarkKind::Rejected => on_both(layout, style, Mark::Rejected),
                MarkKind::Cause => on_both(layout, style, Mark::Cause),
                MarkKind::Retreat => on_both(layout, style, Mark::Retreat),
                MarkKind::Number
                | MarkKind::SolutionPath
                | MarkKind::NodeNumber
                | MarkKind::Given => [DARK, LIGHT]
                    .into_iter()
                    .flat_map(|sq| marks::swatch_items(layout.square_rect(sq), kind, &style.theme))
                    .collect(),
            })
        })
        .collect()
}

/// The explorer's hint: a dashed line, in the marker's colour, from the
/// knight's square to the square the textbook program moves to next.
#[must_use]
pub(crate) fn hint_legend(style: &Style) -> Entry {
    entry(style, &say!(style.lang, "legend-hint"), |layout| {
        let width = (CELL * style.theme.path_weight).max(1.0) * 1.5;
        vec![Item::Dashed {
            from: layout.centre(DARK),
            to: layout.centre(LIGHT),
            color: style.theme.marker,
            width,
            dash: [width * 1.2, width * 2.4],
        }]
    })
}

/// The queens' hint: a queen in a dashed square, in the marker's colour,
/// where the textbook program's first solution keeping the queens placed
/// has one.
#[must_use]
pub(crate) fn queen_hint_legend(style: &Style) -> Entry {
    entry(style, &say!(style.lang, "legend-hint-queen"), |layout| {
        let square = layout.square_rect(LIGHT);
        let (x, y, side) = (square.x, square.y, square.w);
        let width = (side * 0.06).max(1.5);
        let inset = side * 0.08;
        let (left, top) = (x + inset, y + inset);
        let (right, bottom) = (x + side - inset, y + side - inset);
        let mut items: Vec<Item> = [
            ((left, top), (right, top)),
            ((right, top), (right, bottom)),
            ((right, bottom), (left, bottom)),
            ((left, bottom), (left, top)),
        ]
        .into_iter()
        .map(|(from, to)| Item::Dashed {
            from,
            to,
            color: style.theme.marker,
            width,
            dash: [width * 1.6, width * 1.2],
        })
        .collect();
        items.push(Item::Piece {
            kind: PieceKind::Queen,
            cx: x + side / 2.0,
            cy: y + side / 2.0,
            size: side * 0.86,
            fill: style.theme.piece,
            outline: style.theme.piece_outline,
        });
        items
    })
}

/// A mark on both squares of a swatch.
fn on_both(layout: &Layout, style: &Style, mark: fn(Square) -> Mark) -> Vec<Item> {
    [DARK, LIGHT]
        .into_iter()
        .flat_map(|sq| marks::mark_items(layout, mark(sq), &style.theme))
        .collect()
}

/// The current node of a page's search tree: a small board framed as the
/// page frames it, beside one unframed.
fn current_node(style: &Style) -> Entry {
    let theme = style.theme;
    let mut current = entry(style, &say!(style.lang, "legend-current-node"), |_| {
        Vec::new()
    });
    let side = CELL * 0.6;
    let faint = theme.text.mix(theme.background, 0.55);
    let marker = Rect {
        x: CELL,
        y: 0.0,
        w: CELL,
        h: CELL,
    };
    let mut items = vec![Item::Rect {
        rect: marker,
        fill: theme.highlight,
    }];
    for left in [0.0, CELL] {
        let board = Squares {
            x: left + (CELL - side) / 2.0,
            y: (CELL - side) / 2.0,
            files: 2,
            ranks: 2,
            cell: side / 2.0,
        };
        items.push(Item::Checker {
            squares: board,
            light: theme.light,
            dark: theme.dark,
        });
        items.push(Item::Grid {
            squares: Squares {
                files: 1,
                ranks: 1,
                cell: side,
                ..board
            },
            color: faint,
            width: 1.0,
        });
    }
    items.push(marker.outline(1.5, theme.path, 3.0));
    current.swatch.items = items;
    current
}

/// The marks of an empty board with no answer, as
/// [`crate::figure::layout::no_answer_scene`] draws them.
fn no_answer(style: &Style, named: bool, group: bool, sides: bool, moves: bool) -> Vec<Entry> {
    let theme = style.theme;
    let mut entries = Vec::new();
    if moves {
        entries.push(entry(
            style,
            &say!(style.lang, "legend-knight-move"),
            |layout| {
                vec![Item::Line {
                    points: vec![layout.centre(DARK), layout.centre(LIGHT)],
                    closed: false,
                    color: theme.path,
                    width: (CELL * theme.path_weight * 0.6).max(1.0),
                }]
            },
        ));
    }
    if named {
        entries.push(entry(
            style,
            &say!(style.lang, "legend-named-square"),
            |layout| on_both(layout, style, Mark::Cause),
        ));
    }
    if group {
        entries.push(entry(
            style,
            &say!(style.lang, "legend-reason-group"),
            |layout| {
                vec![Item::Dots {
                    centres: vec![layout.centre(DARK), layout.centre(LIGHT)],
                    r: (CELL * 0.12).max(1.5),
                    fill: theme.text,
                }]
            },
        ));
    }
    if sides {
        entries.push(entry(
            style,
            &say!(style.lang, "legend-board-sides"),
            |_| {
                let w = (CELL * 0.1).max(2.0);
                let swatch = Rect {
                    x: 0.0,
                    y: 0.0,
                    w: 2.0 * CELL,
                    h: CELL,
                };
                vec![swatch.outline(w / 2.0, theme.marker, w)]
            },
        ));
    }
    entries
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figure::theme::{THEMES, Theme};

    fn style(theme: Theme) -> Style {
        Style {
            theme,
            delay: 100,
            lapse_delay: 100,
            hold: 1000,
            ..Style::default()
        }
    }

    const KINDS: [Kind; 3] = [
        Kind::Tour,
        Kind::QueensTree,
        Kind::NoAnswer {
            named: true,
            group: true,
            sides: true,
            moves: true,
        },
    ];

    const MARKS: [MarkKind; 7] = [
        MarkKind::Start,
        MarkKind::Path,
        MarkKind::Piece(PieceKind::Knight),
        MarkKind::Piece(PieceKind::Queen),
        MarkKind::Rejected,
        MarkKind::Cause,
        MarkKind::Retreat,
    ];

    /// Every entry has words and a swatch that draws inside itself, in
    /// every theme and kind, with labels apart; a style's numbers and
    /// degrees add theirs.
    #[test]
    fn entries_draw_inside_their_swatches() {
        for (_, theme) in THEMES {
            let mut all: Vec<(String, Vec<Entry>)> = KINDS
                .iter()
                .map(|&kind| (format!("{kind:?}"), legend(kind, &style(theme))))
                .collect();
            all.push(("marks".to_string(), marks_legend(&MARKS, &style(theme))));
            for (kind, entries) in all {
                assert!(!entries.is_empty(), "{kind}");
                let mut labels: Vec<&str> = entries.iter().map(|e| e.label.as_str()).collect();
                labels.dedup();
                assert_eq!(labels.len(), entries.len());
                for entry in &entries {
                    assert!(!entry.label.is_empty());
                    let scene = &entry.swatch;
                    let (w, h) = (scene.width as f32, scene.height as f32);
                    for item in scene
                        .items
                        .iter()
                        .filter(|item| !matches!(item, Item::Text { .. }))
                    {
                        // Bounds are generous: a line's grow by its
                        // whole width on each side.
                        let b = item.bounds().unwrap();
                        assert!(
                            b.x >= -2.0
                                && b.y >= -2.0
                                && b.x + b.w <= w + 2.0
                                && b.y + b.h <= h + 2.0,
                            "{kind} {}: {item:?}",
                            entry.label
                        );
                    }
                }
            }
        }
        let plain = legend(Kind::Tour, &style(Theme::CLASSIC)).len();
        let both = Style {
            numbers: true,
            degrees: true,
            ..style(Theme::CLASSIC)
        };
        assert_eq!(legend(Kind::Tour, &both).len(), plain + 2);
        let bare = Style {
            path: false,
            ..style(Theme::CLASSIC)
        };
        assert_eq!(legend(Kind::Tour, &bare).len(), plain - 2);
    }

    /// The swatches take the theme's colours: the marks' crosses, rings
    /// and boxes in their own colours, the tree's current node framed in
    /// the path colour.
    #[test]
    fn swatches_take_the_theme_colours() {
        for (_, theme) in THEMES {
            let style = style(theme);
            let t = &style.theme;
            let colours = |entry: &Entry| -> Vec<Rgb> {
                entry
                    .swatch
                    .items
                    .iter()
                    .filter_map(|item| match item {
                        Item::Rect { fill, .. } => Some(*fill),
                        Item::Line { color, .. } => Some(*color),
                        _ => None,
                    })
                    .collect()
            };
            let marks = marks_legend(
                &[MarkKind::Rejected, MarkKind::Cause, MarkKind::Retreat],
                &style,
            );
            assert!(colours(&marks[0]).contains(&t.rejected));
            assert!(colours(&marks[1]).contains(&t.cause));
            assert!(colours(&marks[2]).contains(&t.retreat));
            let tree = legend(Kind::QueensTree, &style);
            assert!(colours(&tree[0]).contains(&t.path));
        }
    }
}
