//! Where the board, its coordinates and the caption go, and the layers every
//! board figure starts with.

use crate::board::{Board, Square, file_name};
use crate::figure::Style;
use crate::figure::coords::Coords;
use crate::figure::font;
use crate::figure::font::Title;
use crate::figure::scene::{Item, PieceKind, Rect, Scene, Squares};
use crate::figure::theme::Theme;
use crate::knight::explain::Shown;
use crate::words::say;

/// Squares smaller than this get no coordinates (they would be unreadable).
const MIN_LABELLED_CELL: f32 = 12.0;

/// The geometry of a board figure.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Layout {
    /// The board.
    pub board: Board,
    /// Square size, pixels.
    pub cell: f32,
    /// Left edge of the board.
    pub left: f32,
    /// Top edge of the board.
    pub top: f32,
    /// Figure width.
    pub width: u32,
    /// Figure height.
    pub height: u32,
    /// Whether coordinates are drawn.
    pub coords: bool,
    /// Whether they are drawn on all four sides (files above too, ranks
    /// on the right too), not only below and on the left.
    pub all_sides: bool,
    /// Font size of coordinates.
    pub label_size: f32,
    /// Font size of the caption.
    pub title_size: f32,
    /// The width the caption wraps at.
    pub title_wrap: f32,
    /// Whether rank 1 is drawn at the top (as the text matrix and the
    /// textbook programs print it) instead of the bottom.
    pub rank1_top: bool,
    /// Whether a board without grid lines gets a thin outline (not the
    /// small boards of sheets and trees, which are framed).
    pub outline: bool,
}

/// Captions wrap at the figure's width less a font size, but never below
/// this many font sizes, so that captions over tiny boards still read (the
/// figure widens for them).
const MIN_WRAP_EMS: f32 = 10.0;
/// The same for the caption of a figure of no answer, which says why in
/// a sentence.
const NO_ANSWER_WRAP_EMS: f32 = 14.0;

/// The smallest font sizes of coordinates and captions, in pixels.
pub(crate) const MIN_LABEL_SIZE: f32 = 9.0;
/// See [`MIN_LABEL_SIZE`].
const MIN_TITLE_SIZE: f32 = 13.0;

impl Layout {
    /// The layout of a board with coordinates where `sides` puts them and
    /// an optional caption.
    pub(crate) fn with_sides(
        board: Board,
        cell: u32,
        sides: Coords,
        title: Option<&Title>,
    ) -> Layout {
        Layout::build(board, cell, sides, title, (MIN_WRAP_EMS, MIN_LABEL_SIZE))
    }

    /// [`Layout::with_sides`] without a title, its coordinates at least
    /// `min_label` pixels tall (a strip made larger for print).
    pub(crate) fn with_labels_at_least(
        board: Board,
        cell: u32,
        sides: Coords,
        min_label: f32,
    ) -> Layout {
        Layout::build(board, cell, sides, None, (MIN_WRAP_EMS, min_label))
    }

    /// The layout of a board in a style: its square size, its coordinates,
    /// its rank order, and the caption `title`.
    pub(crate) fn styled(board: Board, style: &Style, title: Option<&Title>) -> Layout {
        Layout::with_sides(board, style.cell, style.sides(), title).with_rank1_top(style.rank1_top)
    }

    /// The layout, captions wrapped at the figure's width but at least
    /// `wrap_ems` font sizes, coordinates at least `min_label` pixels.
    fn build(
        board: Board,
        cell: u32,
        sides: Coords,
        title: Option<&Title>,
        (wrap_ems, min_label): (f32, f32),
    ) -> Layout {
        let cell_f = cell as f32;
        let coords = sides != Coords::None && cell_f >= MIN_LABELLED_CELL;
        let all_sides = coords && sides == Coords::All;
        let label_size = (cell_f * 0.3).max(min_label);
        let title_size = (cell_f * 0.42).max(MIN_TITLE_SIZE);
        let board_w = board.files as f32 * cell_f;
        let board_h = board.ranks as f32 * cell_f;
        let rank_digits = board.ranks.to_string().len() as f32;
        let (mut left, mut top, mut right, mut bottom) = (0.0, 0.0, 0.0, 0.0);
        if coords {
            left = (label_size * (0.62 * rank_digits + 0.9)).ceil();
            bottom = (label_size * 1.7).ceil();
            top = (label_size * 0.6).ceil();
            right = top;
        }
        if all_sides {
            top = bottom;
            right = left;
        }
        let mut width = (left + board_w + right).ceil();
        let title_wrap = (width - title_size).max(wrap_ems * title_size);
        let mut title_w = 0.0;
        if let Some(title) = title {
            let lines = title.wrap(title_size, title_wrap);
            top +=
                (title_size * 1.9).ceil() + (title_size * 1.35).ceil() * (lines.len() - 1) as f32;
            title_w = lines
                .iter()
                .map(|line| title.line_width(line, title_size))
                .fold(0.0, f32::max)
                + title_size;
        }
        if title_w > width {
            let extra = ((title_w - width) / 2.0).ceil();
            left += extra;
            width += 2.0 * extra;
        }
        Layout {
            board,
            cell: cell_f,
            left,
            top,
            width: width as u32,
            height: (top + board_h + bottom).ceil() as u32,
            coords,
            all_sides,
            label_size,
            title_size,
            title_wrap,
            rank1_top: false,
            outline: true,
        }
    }

    /// This layout with rank 1 at the top when `on` (ranks count down the
    /// page; coordinates follow the squares).
    #[must_use]
    pub(crate) fn with_rank1_top(self, on: bool) -> Layout {
        Layout {
            rank1_top: on,
            ..self
        }
    }

    /// A bare board at a position: no coordinates, no caption (the small
    /// boards of sheets and trees).
    pub(crate) fn bare(board: Board, cell: f32, left: f32, top: f32) -> Layout {
        Layout {
            board,
            cell,
            left,
            top,
            width: (left + board.files as f32 * cell).ceil() as u32,
            height: (top + board.ranks as f32 * cell).ceil() as u32,
            coords: false,
            all_sides: false,
            label_size: 0.0,
            title_size: 0.0,
            title_wrap: 0.0,
            rank1_top: false,
            outline: false,
        }
    }

    /// The rectangle of a square: rank 1 at the bottom, or at the top with
    /// [`Layout::rank1_top`].
    pub(crate) fn square_rect(&self, sq: Square) -> Rect {
        let row = if self.rank1_top {
            sq.rank
        } else {
            self.board.ranks - 1 - sq.rank
        };
        Rect {
            x: self.left + sq.file as f32 * self.cell,
            y: self.top + row as f32 * self.cell,
            w: self.cell,
            h: self.cell,
        }
    }

    /// The rectangle the squares cover.
    pub(crate) fn board_rect(&self) -> Rect {
        Rect {
            x: self.left,
            y: self.top,
            w: self.board.files as f32 * self.cell,
            h: self.board.ranks as f32 * self.cell,
        }
    }

    /// The centre of a square.
    pub(crate) fn centre(&self, sq: Square) -> (f32, f32) {
        let r = self.square_rect(sq);
        (r.x + r.w / 2.0, r.y + r.h / 2.0)
    }

    /// An empty scene of this size.
    pub(crate) fn scene(&self, theme: &Theme) -> Scene {
        Scene {
            width: self.width,
            height: self.height,
            background: theme.background,
            items: Vec::new(),
            title: String::new(),
            desc: String::new(),
        }
    }

    /// The board: squares, grid, coordinates and caption.
    pub(crate) fn board_items(&self, theme: &Theme, title: Option<&Title>) -> Vec<Item> {
        let squares = Squares {
            x: self.left,
            y: self.top,
            files: self.board.files,
            ranks: self.board.ranks,
            cell: self.cell,
        };
        // The checker darkens its bottom-left square; a1 is dark, so with
        // rank 1 at the top of an even number of ranks the colours swap.
        let (light, dark) = if self.rank1_top && self.board.ranks.is_multiple_of(2) {
            (theme.dark, theme.light)
        } else {
            (theme.light, theme.dark)
        };
        let mut items = vec![Item::Checker {
            squares,
            light,
            dark,
        }];
        if let Some(color) = theme.grid {
            items.push(Item::Grid {
                squares,
                color,
                width: (self.cell / 48.0).clamp(0.75, 1.5),
            });
        } else if self.outline {
            items.extend(outline(squares.rect(), self.cell, theme));
        }
        if self.coords {
            items.push(self.coordinates(theme));
        }
        if let Some(title) = title {
            let size = self.title_size;
            let mut glyphs = Vec::new();
            for (k, line) in title.wrap(size, self.title_wrap).iter().enumerate() {
                let baseline = size * 1.35 + k as f32 * (size * 1.35).ceil();
                glyphs.extend(title.layout_line(line, size, self.width as f32 / 2.0, baseline));
            }
            items.push(Item::Text {
                glyphs,
                size,
                fill: theme.text,
                halo: None,
            });
        }
        items
    }
}

impl Layout {
    /// The file letters below the board and the rank numbers on its left,
    /// and with [`Layout::all_sides`] above it and on its right too.
    fn coordinates(&self, theme: &Theme) -> Item {
        let size = self.label_size;
        let board_top = self.top;
        let board_bottom = self.top + self.board.ranks as f32 * self.cell;
        let board_right = self.left + self.board.files as f32 * self.cell;
        let mut baselines = vec![board_bottom + size * 1.25];
        if self.all_sides {
            baselines.push(board_top - size * 0.45);
        }
        let mut glyphs = Vec::new();
        for file in 0..self.board.files {
            let x = self.left + (file as f32 + 0.5) * self.cell;
            for &y in &baselines {
                glyphs.extend(font::layout(&file_name(file), size, x, y));
            }
        }
        let half_cap = font::cap_height() * size / 2.0;
        for rank in 0..self.board.ranks {
            let (_, y) = self.centre(Square { file: 0, rank });
            let text = (rank + 1).to_string();
            let half = font::text_width(&text, size) / 2.0;
            let mut xs = vec![self.left - size * 0.55 - half];
            if self.all_sides {
                xs.push(board_right + size * 0.55 + half);
            }
            for x in xs {
                glyphs.extend(font::layout(&text, size, x, y + half_cap));
            }
        }
        Item::Text {
            glyphs,
            size,
            fill: theme.text,
            halo: None,
        }
    }
}

/// A thin line just inside the edge of a board, in whole pixels so that it
/// stays crisp: four bands in the text colour.
fn outline(board: Rect, cell: f32, theme: &Theme) -> [Item; 4] {
    let w = (cell / 40.0).round().clamp(1.0, 3.0);
    let band = |x, y, width, height| Item::Rect {
        rect: Rect {
            x,
            y,
            w: width,
            h: height,
        },
        fill: theme.text,
    };
    [
        band(board.x, board.y, board.w, w),
        band(board.x, board.y + board.h - w, board.w, w),
        band(board.x, board.y + w, w, board.h - 2.0 * w),
        band(board.x + board.w - w, board.y + w, w, board.h - 2.0 * w),
    ]
}

/// A caption centred over a figure `width` pixels wide.
pub(crate) fn caption(title: &Title, size: f32, width: f32, theme: &Theme) -> Item {
    Item::Text {
        glyphs: title.layout(size, width / 2.0, size * 1.35),
        size,
        fill: theme.text,
        halo: None,
    }
}

/// The legs of a given square's corner, in squares.
const GIVEN_CORNER: f32 = 0.45;

/// The mark of a square given to complete (see
/// [`crate::figure::marks::MarkKind::Given`]) in `rect`: its lower left
/// corner filled, edged in the light squares' colour to stand out on dark
/// ones.
pub(crate) fn given_corner(rect: Rect, theme: &Theme) -> Vec<Item> {
    let (left, bottom) = (rect.x, rect.y + rect.h);
    let corner = |leg: f32| vec![(left, bottom), (left + leg, bottom), (left, bottom - leg)];
    let edge = (rect.w * 0.05).max(1.0);
    vec![
        Item::Polygon {
            points: corner(rect.w * GIVEN_CORNER + edge * 1.5),
            fill: theme.light,
        },
        Item::Polygon {
            points: corner(rect.w * GIVEN_CORNER),
            fill: theme.marker,
        },
    ]
}

/// What a figure of no answer marks on its empty board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Marks {
    /// Squares ringed in the marker colour (the squares the reason names).
    pub ringed: Vec<Square>,
    /// Squares dotted in the text colour (a group the reason is about).
    pub dotted: Vec<Square>,
    /// Whether the board is outlined in the marker colour (the reason is
    /// its sides).
    pub outlined: bool,
    /// Knight's moves drawn as thin lines (the loops and chains the reason
    /// is about).
    pub moves: Vec<(Square, Square)>,
    /// Whether each square shows its count among the squares of its
    /// colour.
    pub counts: bool,
    /// What each kind of mark stands for, written under the board.
    pub notes: Vec<(Shown, String)>,
    /// Queens placed before the search, each drawn with the mark of a
    /// square given.
    pub placed: Vec<Square>,
}

/// Why a figure shows no answer: a short caption over the board and the
/// argument in full for the figure's description.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Reason<'a> {
    /// One short sentence, drawn over the board.
    pub caption: &'a str,
    /// The argument, in the description only (empty: none).
    pub detail: &'a str,
}

/// An empty board captioned with why there is no answer (after the title
/// if there is one), with the squares and moves the reason is about
/// marked; the description holds the whole argument.
#[must_use]
pub(crate) fn no_answer_scene(
    board: Board,
    style: &Style,
    reason: Reason<'_>,
    marks: &Marks,
) -> Scene {
    let theme = &style.theme;
    let title = style.title.as_ref().map_or_else(
        || Title::new(reason.caption, None),
        |t| {
            t.with_text(say!(
                style.lang,
                "title-no-answer-with-caption",
                title = t.to_string(),
                reason = lower_first(reason.caption)
            ))
        },
    );
    let layout = Layout::build(
        board,
        style.cell,
        style.sides(),
        Some(&title),
        (NO_ANSWER_WRAP_EMS, MIN_LABEL_SIZE),
    )
    .with_rank1_top(style.rank1_top);
    let mut scene = layout.scene(theme);
    scene.items = layout.board_items(theme, Some(&title));
    scene.desc = if reason.detail.is_empty() {
        say!(
            style.lang,
            "desc-no-answer",
            board = board.to_string(),
            caption = reason.caption
        )
    } else {
        say!(
            style.lang,
            "desc-no-answer-detail",
            board = board.to_string(),
            caption = reason.caption,
            detail = reason.detail
        )
    };
    scene.title = title.to_string();
    let cell = layout.cell;
    if marks.outlined {
        let board_rect = Rect {
            x: layout.left,
            y: layout.top,
            w: board.files as f32 * cell,
            h: board.ranks as f32 * cell,
        };
        scene
            .items
            .push(board_rect.outline(0.0, theme.marker, (cell * 0.1).max(2.0)));
    }
    for &(from, to) in &marks.moves {
        scene.items.push(Item::Line {
            points: vec![layout.centre(from), layout.centre(to)],
            closed: false,
            color: theme.path,
            width: (cell * theme.path_weight * 0.6).max(1.0),
        });
    }
    let mut dotted = marks.dotted.clone();
    for &(from, to) in &marks.moves {
        for sq in [from, to] {
            if !dotted.contains(&sq) && !marks.ringed.contains(&sq) {
                dotted.push(sq);
            }
        }
    }
    if !dotted.is_empty() {
        scene.items.push(Item::Dots {
            centres: dotted.iter().map(|&sq| layout.centre(sq)).collect(),
            r: (cell * 0.12).max(1.5),
            fill: theme.text,
        });
    }
    for &sq in &marks.ringed {
        let (cx, cy) = layout.centre(sq);
        scene.items.push(Item::Disc {
            cx,
            cy,
            r: cell * 0.38,
            fill: theme.square(sq),
            stroke: Some((theme.cause, (cell * 0.08).max(1.5))),
        });
    }
    if marks.counts {
        scene.items.extend(colour_counts(&layout, theme));
    }
    scene
        .items
        .extend(placed_queens(&layout, &marks.placed, theme));
    let top = layout.height as f32;
    let (notes, height) = notes(&layout, &marks.notes, top, theme);
    scene.items.extend(notes);
    scene.height = (top + height).ceil() as u32;
    scene
}

/// Queens placed before the search, each on its square marked as given.
fn placed_queens(layout: &Layout, placed: &[Square], theme: &Theme) -> Vec<Item> {
    let mut items = Vec::new();
    for &sq in placed {
        items.extend(given_corner(layout.square_rect(sq), theme));
        let (cx, cy) = layout.centre(sq);
        items.push(Item::Piece {
            kind: PieceKind::Queen,
            cx,
            cy,
            size: layout.cell * 0.84,
            fill: theme.piece,
            outline: theme.piece_outline,
        });
    }
    items
}

/// Each square's count among the squares of its colour, rank by rank from
/// a1: the last dark and the last light square show how many there are.
fn colour_counts(layout: &Layout, theme: &Theme) -> Vec<Item> {
    let board = layout.board;
    let size = (layout.cell * 0.36).max(7.0);
    let (mut dark, mut light) = (0, 0);
    let mut items = Vec::new();
    for index in 0..board.area() {
        let sq = board.square(index);
        let count = if sq.is_dark() {
            dark += 1;
            dark
        } else {
            light += 1;
            light
        };
        let (cx, cy) = layout.centre(sq);
        items.push(Item::Text {
            glyphs: font::layout(
                &count.to_string(),
                size,
                cx,
                cy + font::cap_height() * size / 2.0,
            ),
            size,
            fill: theme.text,
            halo: Some(theme.square(sq)),
        });
    }
    items
}

/// The notes under a board of no answer, each a swatch of its mark and its
/// words wrapped to the figure, from `top`; and the height they take.
fn notes(layout: &Layout, notes: &[(Shown, String)], top: f32, theme: &Theme) -> (Vec<Item>, f32) {
    if notes.is_empty() {
        return (Vec::new(), 0.0);
    }
    let size = (layout.cell * 0.3).clamp(12.0, 15.0);
    let swatch = (size * 1.4).round();
    let line_h = (size * 1.3).ceil();
    let margin = size * 0.6;
    let text_x = margin + swatch + size * 0.5;
    let wrap = layout.width as f32 - text_x - margin;
    let mut items = Vec::new();
    let mut glyphs = Vec::new();
    let mut y = top + size * 0.4;
    for (shown, words) in notes {
        let rect = Rect {
            x: margin,
            y,
            w: swatch,
            h: swatch,
        };
        items.extend(note_swatch(rect, *shown, theme));
        for (k, line) in font::wrap(words, size, wrap).iter().enumerate() {
            let baseline = y + size * 1.05 + line_h * k as f32;
            let width = font::text_width(line, size);
            glyphs.extend(font::layout(line, size, text_x + width / 2.0, baseline));
        }
        let lines = font::wrap(words, size, wrap).len().max(1) as f32;
        y += (line_h * lines).max(swatch) + size * 0.4;
    }
    items.push(Item::Text {
        glyphs,
        size,
        fill: theme.text,
        halo: None,
    });
    (items, y - top + size * 0.2)
}

/// A note's swatch: its mark as the board draws it, on the background.
fn note_swatch(rect: Rect, shown: Shown, theme: &Theme) -> Vec<Item> {
    let (cx, cy) = (rect.x + rect.w / 2.0, rect.y + rect.h / 2.0);
    match shown {
        Shown::Ringed => vec![Item::Disc {
            cx,
            cy,
            r: rect.w * 0.38,
            fill: theme.background,
            stroke: Some((theme.cause, (rect.w * 0.1).max(1.5))),
        }],
        Shown::Dotted => vec![Item::Dots {
            centres: vec![(cx, cy)],
            r: (rect.w * 0.15).max(1.5),
            fill: theme.text,
        }],
        Shown::Moves => vec![
            Item::Line {
                points: vec![(rect.x, rect.y + rect.h), (rect.x + rect.w, rect.y)],
                closed: false,
                color: theme.path,
                width: 1.5,
            },
            Item::Dots {
                centres: vec![(rect.x, rect.y + rect.h), (rect.x + rect.w, rect.y)],
                r: 2.5,
                fill: theme.text,
            },
        ],
        Shown::Sides => vec![rect.outline(0.0, theme.marker, 2.0)],
        Shown::Counts => {
            let size = rect.h * 0.6;
            vec![Item::Text {
                glyphs: font::layout("13", size, cx, cy + font::cap_height() * size / 2.0),
                size,
                fill: theme.text,
                halo: None,
            }]
        }
    }
}

/// `text` with its first letter in lower case (a caption after a title).
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_lowercase().chain(chars).collect()
    })
}
