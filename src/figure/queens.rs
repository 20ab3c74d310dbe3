//! Queens figures: a placement (with one queen's attacks) and a sheet of
//! many solutions. The search is drawn by [`crate::figure::search`].

use crate::board::{Board, Square};
use crate::figure::Style;
use crate::figure::font;
use crate::figure::layout::{Layout, caption};
use crate::figure::marks::{self, MarkKind};
use crate::figure::paper::{self, POINTS_PER_PIXEL, Paper};
use crate::figure::scene::{Item, PieceKind, Scene, Squares};
use crate::solution::Placement;
use crate::words::{Lang, say};

pub(crate) use crate::solution::MAX_SHEET_BOARDS;

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

/// How a sheet of boards is laid out: the side of a square, the size of
/// the captions, the boards across, and the space between.
#[derive(Clone, Copy, Debug)]
struct SheetGrid {
    cell: f32,
    label_size: f32,
    columns: usize,
    gap: f32,
}

impl SheetGrid {
    /// A sheet's squares and captions for n x n boards on screen.
    fn new(n: usize) -> SheetGrid {
        SheetGrid::with_cell(((160 / n.max(1)) as u32).clamp(6, 24) as f32, 0.0)
    }

    /// Squares `cell` pixels for print, their captions at least the
    /// printed floor, its columns left to be chosen.
    fn printed(cell: f32) -> SheetGrid {
        let mut grid = SheetGrid::with_cell(cell, paper::MIN_LABEL_PT / POINTS_PER_PIXEL);
        grid.label_size = grid.label_size.ceil();
        grid
    }

    /// Squares `cell` pixels, their captions and gaps in proportion, no
    /// caption under `min_label` pixels.
    fn with_cell(cell: f32, min_label: f32) -> SheetGrid {
        SheetGrid {
            cell,
            label_size: (cell * 0.6).clamp(10.0, 14.0).max(min_label),
            columns: 1,
            gap: (cell * 1.2).max(16.0),
        }
    }

    fn side(&self, n: usize) -> f32 {
        self.cell * n as f32
    }

    /// The width and height one board takes with its caption and gaps.
    fn slot(&self, n: usize) -> (f32, f32) {
        let side = self.side(n);
        let caption_w = font::text_width(&"9 ".repeat(n), self.label_size);
        (
            side.max(caption_w) + self.gap,
            side + self.label_size * 2.2 + self.gap / 2.0,
        )
    }
}

/// The size of a sheet's title, pixels.
const SHEET_TITLE_SIZE: f32 = 20.0;

/// A sheet of small boards, each captioned with its columns.
pub(crate) fn sheet_scene(placements: &[Placement], n: usize, style: &Style) -> Scene {
    let mut grid = SheetGrid::new(n);
    grid.columns = (placements.len() as f32).sqrt().ceil().max(1.0) as usize;
    let (slot_w, slot_h) = grid.slot(n);
    let rows = placements.len().div_ceil(grid.columns).max(1);
    let top = sheet_top(&grid, style.title.is_some());
    let width = (grid.columns as f32 * slot_w + grid.gap / 2.0).ceil();
    let height = (top + rows as f32 * slot_h + grid.gap / 4.0).ceil();
    let title = sheet_title(placements.len(), n, style);
    sheet_page(
        placements,
        n,
        style,
        &grid,
        (grid.gap / 2.0, width, height),
        title,
    )
}

/// A sheet's name: its caption, or "92 solutions of 8 queens".
fn sheet_title(count: usize, n: usize, style: &Style) -> String {
    style.title.as_ref().map_or_else(
        || say!(style.lang, "title-queens-sheet", count = count, n = n),
        ToString::to_string,
    )
}

/// The space above a sheet's boards: its title's, or half a gap.
fn sheet_top(grid: &SheetGrid, titled: bool) -> f32 {
    if titled {
        SHEET_TITLE_SIZE * 2.2
    } else {
        grid.gap / 2.0
    }
}

/// The sheet of `placements` cut into pages of `paper` for print: as many
/// boards on a page as fit with every board at least
/// [`paper::MIN_BOARD_MM`] wide and every caption at least
/// [`paper::MIN_LABEL_PT`] tall, or the style's boards a page drawn as
/// large as they fit; the title on each page and the page's number under
/// it. Every page is the paper's printable area, so the PDF prints them
/// at scale 1. A page that cannot hold the style's boards at those floors
/// ([`sheet_capacity`] says how many it can) holds as many as fit.
pub(crate) fn sheet_pages(
    placements: &[Placement],
    n: usize,
    style: &Style,
    paper: Paper,
) -> Vec<Scene> {
    let page = PrintPage::new(n, style, paper);
    let (grid, rows) = style
        .per_page
        .and_then(|boards| page.largest_for(boards))
        .unwrap_or_else(|| page.smallest());
    let (slot_w, _) = grid.slot(n);
    let per_page = grid.columns * rows;
    let (width, height) = (page.width.floor(), page.height.floor());
    let left = (width - grid.columns as f32 * slot_w - grid.gap / 2.0) / 2.0 + grid.gap / 2.0;
    let title = sheet_title(placements.len(), n, style);
    let mut pages: Vec<Scene> = placements
        .chunks(per_page)
        .map(|chunk| sheet_page(chunk, n, style, &grid, (left, width, height), title.clone()))
        .collect();
    paper::number_pages(&mut pages, paper, &title, (style.lang, style.theme.text));
    pages
}

/// The most n x n boards a page of `paper` holds with every board at
/// least [`paper::MIN_BOARD_MM`] wide.
pub(crate) fn sheet_capacity(n: usize, style: &Style, paper: Paper) -> usize {
    let (grid, rows) = PrintPage::new(n, style, paper).smallest();
    grid.columns * rows
}

/// A printed page of a sheet: its board's size, its room for boards.
struct PrintPage {
    n: usize,
    /// The page's width and height above its footer, pixels.
    width: f32,
    height: f32,
    /// Whether a title heads the page.
    titled: bool,
    /// The narrowest square a board may have.
    floor_cell: f32,
}

impl PrintPage {
    fn new(n: usize, style: &Style, paper: Paper) -> PrintPage {
        let (page_w, page_h) = paper.printable_pixels();
        let footer = paper::footer_height(paper::footer_size(paper, page_w.floor()));
        let board = paper::pixels_in_mm(paper::MIN_BOARD_MM);
        let screen = SheetGrid::new(n);
        PrintPage {
            n,
            width: page_w,
            height: page_h - footer,
            titled: style.title.is_some(),
            floor_cell: screen.cell.max((board / n.max(1) as f32).ceil()),
        }
    }

    /// The columns and rows of `grid`'s boards the page holds.
    fn room(&self, grid: &SheetGrid) -> (usize, usize) {
        let (slot_w, slot_h) = grid.slot(self.n);
        let top = sheet_top(grid, self.titled);
        let body = self.height - top - grid.gap / 4.0;
        (
            ((self.width - grid.gap / 2.0) / slot_w).floor() as usize,
            (body / slot_h).floor() as usize,
        )
    }

    /// The most boards at the floor's size (a board wider than the page,
    /// a very large n, narrowed to fit it): the grid and its rows.
    fn smallest(&self) -> (SheetGrid, usize) {
        let widest = ((self.width - 16.0 * 1.5) / self.n.max(1) as f32).floor();
        let mut grid = SheetGrid::printed(self.floor_cell.min(widest).max(1.0));
        let (columns, rows) = self.room(&grid);
        grid.columns = columns.max(1);
        (grid, rows.max(1))
    }

    /// The largest boards of which a page holds `boards`, none under the
    /// floor: the grid and its rows; `None` if the floor's boards are too
    /// many for the page.
    fn largest_for(&self, boards: usize) -> Option<(SheetGrid, usize)> {
        let most = (self.width / self.n.max(1) as f32).floor() as u32;
        (self.floor_cell as u32..=most).rev().find_map(|cell| {
            let mut grid = SheetGrid::printed(cell as f32);
            let (columns, rows) = self.room(&grid);
            (1..=columns.min(boards)).find_map(|across| {
                let down = boards.div_ceil(across);
                (down <= rows).then(|| {
                    grid.columns = across;
                    (grid, down)
                })
            })
        })
    }
}

/// Boards laid out by `grid` on a picture `width` by `height` named
/// `title`, the first `left` pixels from the left, the caption at the top.
fn sheet_page(
    placements: &[Placement],
    n: usize,
    style: &Style,
    grid: &SheetGrid,
    (left, width, height): (f32, f32, f32),
    title: String,
) -> Scene {
    let theme = &style.theme;
    let (cell, label_size, gap) = (grid.cell, grid.label_size, grid.gap);
    let side = grid.side(n);
    let (slot_w, slot_h) = grid.slot(n);
    let columns = grid.columns;
    let top = sheet_top(grid, style.title.is_some());
    let mut items = Vec::new();
    if let Some(title) = &style.title {
        items.push(caption(title, SHEET_TITLE_SIZE, width, theme));
    }
    let board = Board {
        files: n as u32,
        ranks: n as u32,
    };
    let mut captions = Vec::new();
    for (i, placement) in placements.iter().enumerate() {
        let x0 = left + (i % columns) as f32 * slot_w + (slot_w - gap - side) / 2.0;
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
        title,
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
