//! Queens figures: a placement, the frames of the backtracking search, and
//! a sheet of many solutions.

use crate::board::{Board, Square};
use crate::figure::Style;
use crate::figure::font;
use crate::figure::layout::{Layout, caption};
use crate::figure::scene::{Item, PieceKind, Rect, Scene, Squares};
use crate::solution::Placement;
use crate::trace::Event;

/// The most boards on one sheet.
pub(crate) const MAX_SHEET_BOARDS: usize = 400;

/// The layout of an n x n queens figure.
#[must_use]
pub fn layout(n: usize, style: &Style) -> Layout {
    let board = Board {
        files: n as u32,
        ranks: n as u32,
    };
    Layout::new(board, style.cell, style.coords, style.title.as_deref())
        .with_rank1_top(style.rank1_top)
}

fn queen(layout: &Layout, style: &Style, sq: Square) -> Item {
    let (cx, cy) = layout.centre(sq);
    Item::Piece {
        kind: PieceKind::Queen,
        cx,
        cy,
        size: layout.cell * 0.84,
        fill: style.theme.piece,
        outline: style.theme.piece_outline,
    }
}

/// Whether a queen on `from` attacks `to`.
fn attacks(from: Square, to: Square) -> bool {
    from != to
        && (from.file == to.file
            || from.rank == to.rank
            || from.file.abs_diff(to.file) == from.rank.abs_diff(to.rank))
}

/// The scene of queens on `squares`, with the squares attacked by the queen
/// on `attacker` shaded.
#[must_use]
pub fn placement_scene(
    layout: &Layout,
    squares: &[Square],
    style: &Style,
    attacker: Option<Square>,
) -> Scene {
    let theme = &style.theme;
    let mut scene = layout.scene(theme);
    scene.items = layout.board_items(theme, style.title.as_deref());
    if let Some(from) = attacker {
        let board = layout.board;
        let hit: Vec<Square> = (0..board.area())
            .map(|index| board.square(index))
            .filter(|&sq| attacks(from, sq))
            .collect();
        for &sq in &hit {
            scene.items.push(Item::Rect {
                rect: layout.square_rect(sq),
                fill: theme.tinted(sq, theme.highlight),
            });
        }
        // A dot in the text colour on each attacked square: the tint alone
        // can be a few grey levels from the other squares (print theme,
        // greyscale copies).
        scene.items.push(Item::Dots {
            centres: hit.iter().map(|&sq| layout.centre(sq)).collect(),
            r: (layout.cell * 0.12).max(1.5),
            fill: theme.text,
        });
    }
    scene
        .items
        .extend(squares.iter().map(|&sq| queen(layout, style, sq)));
    scene.title = queens_title(layout.board.files as usize, style);
    scene.desc = format!(
        "Queens in columns, rank 1 to {}: {}",
        layout.board.ranks,
        columns_text(squares)
    );
    scene
}

/// The caption, or "8 queens".
fn queens_title(n: usize, style: &Style) -> String {
    style.title.clone().unwrap_or_else(|| format!("{n} queens"))
}

/// The name of a figure of the search without a caption: "Backtracking
/// search for 8 queens".
pub(crate) fn search_title(n: usize) -> String {
    format!("Backtracking search for {n} queens")
}

/// The columns (files counted from 1) of queens, rank by rank from rank 1.
fn columns_text(squares: &[Square]) -> String {
    let mut by_rank = squares.to_vec();
    by_rank.sort_by_key(|sq| sq.rank);
    let columns: Vec<String> = by_rank.iter().map(|sq| (sq.file + 1).to_string()).collect();
    columns.join(" ")
}

/// One frame of the search animation.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchFrame {
    /// The queens on the board.
    pub queens: Vec<Square>,
    /// The square just placed on (highlighted) or lifted from (marked).
    pub focus: Option<(Square, bool)>,
}

/// The frames of a backtracking search: the empty board, then one frame per
/// queen placed or lifted.
pub(crate) fn search_frames(events: &[Event]) -> Vec<SearchFrame> {
    let mut frames = vec![SearchFrame {
        queens: Vec::new(),
        focus: None,
    }];
    let mut queens = Vec::new();
    for event in events {
        match *event {
            Event::Enter(sq) => {
                queens.push(sq);
                frames.push(SearchFrame {
                    queens: queens.clone(),
                    focus: Some((sq, true)),
                });
            }
            Event::Leave(sq) => {
                queens.retain(|&q| q != sq);
                frames.push(SearchFrame {
                    queens: queens.clone(),
                    focus: Some((sq, false)),
                });
            }
            Event::Solved => {
                frames.push(SearchFrame {
                    queens: queens.clone(),
                    focus: None,
                });
            }
            Event::Cut(_) => {}
        }
    }
    frames
}

/// The scene of one search frame.
#[must_use]
pub fn search_scene(layout: &Layout, frame: &SearchFrame, style: &Style) -> Scene {
    let theme = &style.theme;
    let mut scene = layout.scene(theme);
    scene.items = layout.board_items(theme, style.title.as_deref());
    if let Some((sq, placed)) = frame.focus {
        scene.items.push(layout.focus(theme, sq, placed));
    }
    scene
        .items
        .extend(frame.queens.iter().map(|&sq| queen(layout, style, sq)));
    scene.title = queens_title(layout.board.files as usize, style);
    let on: Vec<String> = frame.queens.iter().map(ToString::to_string).collect();
    scene.desc = if on.is_empty() {
        "An empty board".to_string()
    } else {
        format!("Queens on: {}", on.join(" "))
    };
    scene
}

/// The rectangle that changes between two search frames.
pub(crate) fn search_changed(layout: &Layout, before: &SearchFrame, after: &SearchFrame) -> Rect {
    let squares: Vec<Square> = [before.focus, after.focus]
        .into_iter()
        .flatten()
        .map(|(sq, _)| sq)
        .collect();
    match squares.split_first() {
        Some((first, rest)) => rest
            .iter()
            .fold(layout.square_rect(*first), |acc, sq| {
                acc.union(&layout.square_rect(*sq))
            })
            .grow(2.0),
        None => Rect {
            x: 0.0,
            y: 0.0,
            w: 1.0,
            h: 1.0,
        },
    }
}

/// A sheet of small boards, each captioned with its columns.
pub(crate) fn sheet_scene(placements: &[Placement], n: usize, style: &Style) -> Scene {
    let theme = &style.theme;
    let cell = ((160 / n.max(1)) as u32).clamp(6, 24) as f32;
    let side = cell * n as f32;
    let label_size = (cell * 0.6).clamp(10.0, 14.0);
    let gap = (cell * 1.2).max(16.0);
    let columns = (placements.len() as f32).sqrt().ceil().max(1.0) as usize;
    let rows = placements.len().div_ceil(columns).max(1);
    let title_size = 20.0;
    let top = if style.title.is_some() {
        title_size * 2.2
    } else {
        gap / 2.0
    };
    let caption_w = font::text_width(&"9 ".repeat(n), label_size);
    let slot_w = side.max(caption_w) + gap;
    let slot_h = side + label_size * 2.2 + gap / 2.0;
    let width = (columns as f32 * slot_w + gap / 2.0).ceil();
    let height = (top + rows as f32 * slot_h + gap / 4.0).ceil();
    let mut items = Vec::new();
    if let Some(title) = &style.title {
        items.push(caption(title, title_size, width, theme));
    }
    let board = Board {
        files: n as u32,
        ranks: n as u32,
    };
    let mut captions = Vec::new();
    for (i, placement) in placements.iter().enumerate() {
        let x0 = gap / 2.0 + (i % columns) as f32 * slot_w + (slot_w - gap - side) / 2.0;
        let y0 = top + (i / columns) as f32 * slot_h;
        let (x0, y0) = (x0.round(), y0.round());
        let small = Layout::bare(board, cell, x0, y0).with_rank1_top(style.rank1_top);
        items.extend(small.board_items(theme, None));
        items.push(Item::Grid {
            squares: Squares {
                x: x0,
                y: y0,
                files: 1,
                ranks: 1,
                cell: side,
            },
            color: theme.text,
            width: 1.0,
        });
        for sq in placement.squares() {
            items.push(queen(&small, style, sq));
        }
        captions.extend(font::layout(
            &placement.columns_line(),
            label_size,
            x0 + side / 2.0,
            y0 + side + label_size * 1.5,
        ));
    }
    items.push(Item::Text {
        glyphs: captions,
        size: label_size,
        fill: theme.text,
        halo: None,
    });
    Scene {
        width: width as u32,
        height: height as u32,
        background: theme.background,
        items,
        title: style
            .title
            .clone()
            .unwrap_or_else(|| format!("{} solutions of {n} queens", placements.len())),
        desc: sheet_desc(placements),
    }
}

/// The columns of each placement on a sheet, one line each.
fn sheet_desc(placements: &[Placement]) -> String {
    let lines: Vec<String> = placements
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{}: {}", i + 1, p.columns_line()))
        .collect();
    format!(
        "Queens in columns, rank 1 to {}, of each solution:\n{}",
        placements.first().map_or(0, Placement::n),
        lines.join("\n")
    )
}
