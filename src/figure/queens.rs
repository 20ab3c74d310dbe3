//! Queens figures: a placement (with one queen's attacks) and a sheet of
//! many solutions. The search is drawn by [`crate::figure::search`].

use crate::board::{Board, Square};
use crate::figure::Style;
use crate::figure::font;
use crate::figure::layout::{Layout, caption};
use crate::figure::marks::{self, MarkKind};
use crate::figure::scene::{Item, PieceKind, Scene, Squares};
use crate::solution::Placement;
use crate::words::{Lang, say};

/// The most boards on one sheet.
pub(crate) const MAX_SHEET_BOARDS: usize = 400;

/// The layout of an n x n queens figure.
#[must_use]
pub(crate) fn layout(n: usize, style: &Style) -> Layout {
    let board = Board {
        files: n as u32,
        ranks: n as u32,
    };
    Layout::styled(board, style, style.title.as_ref())
}

/// A queen on `sq`.
pub(crate) fn queen(layout: &Layout, style: &Style, sq: Square) -> Item {
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
pub(crate) fn placement_scene(
    layout: &Layout,
    squares: &[Square],
    style: &Style,
    attacker: Option<Square>,
) -> Scene {
    let theme = &style.theme;
    let mut scene = layout.scene(theme);
    scene.items = layout.board_items(theme, style.title.as_ref());
    if let Some(from) = attacker {
        let board = layout.board;
        let hit: Vec<Square> = (0..board.area())
            .map(|index| board.square(index))
            .filter(|&sq| attacks(from, sq))
            .collect();
        // A dot in the text colour on each attacked square: it stands out
        // from both square colours in every theme and in greyscale.
        scene.items.push(Item::Dots {
            centres: hit.iter().map(|&sq| layout.centre(sq)).collect(),
            r: (layout.cell * 0.12).max(1.5),
            fill: theme.text,
        });
    }
    for &sq in &style.given {
        let corner = marks::swatch_items(layout.square_rect(sq), MarkKind::Given, theme);
        scene.items.extend(corner);
    }
    scene
        .items
        .extend(squares.iter().map(|&sq| queen(layout, style, sq)));
    scene.title = queens_title(layout.board.files as usize, style);
    scene.desc = say!(
        style.lang,
        "desc-queens",
        n = layout.board.ranks,
        columns = columns_text(squares)
    );
    if !style.given.is_empty() {
        let given: Vec<String> = style.given.iter().map(ToString::to_string).collect();
        let words = say!(
            style.lang,
            "desc-queens-given",
            count = given.len(),
            squares = given.join(" ")
        );
        scene.desc = format!("{}\n{words}", scene.desc);
        if style.legend {
            marks::push_given_row(&mut scene, layout.cell, (theme, style.lang));
        }
    }
    scene
}

/// The caption, or "8 queens".
fn queens_title(n: usize, style: &Style) -> String {
    style.title.as_ref().map_or_else(
        || say!(style.lang, "title-queens", n = n),
        ToString::to_string,
    )
}

/// The name of a figure of the search without a caption: "Backtracking
/// search for 8 queens".
pub(crate) fn search_title(lang: Lang, n: usize) -> String {
    say!(lang, "title-queens-search", n = n)
}

/// The columns (files counted from 1) of queens, rank by rank from rank 1.
fn columns_text(squares: &[Square]) -> String {
    let mut by_rank = squares.to_vec();
    by_rank.sort_by_key(|sq| sq.rank);
    let columns: Vec<String> = by_rank.iter().map(|sq| (sq.file + 1).to_string()).collect();
    columns.join(" ")
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
        title: style.title.as_ref().map_or_else(
            || {
                say!(
                    style.lang,
                    "title-queens-sheet",
                    count = placements.len(),
                    n = n
                )
            },
            ToString::to_string,
        ),
        desc: sheet_desc(style.lang, placements),
    }
}

/// The columns of each placement on a sheet, one line each.
fn sheet_desc(lang: Lang, placements: &[Placement]) -> String {
    let lines: Vec<String> = placements
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{}: {}", i + 1, p.columns_line()))
        .collect();
    say!(
        lang,
        "desc-queens-sheet",
        n = placements.first().map_or(0, Placement::n),
        lines = lines.join("\n")
    )
}
