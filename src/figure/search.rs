//! A search animated, for both puzzles: one scene per moment
//! ([`crate::figure::moments`]), with the pieces (the knight and its path,
//! or the queens), the marks of the moment, a caption band below the board
//! (what happened and why, then the nodes so far) and a legend of the
//! marks the animation uses. The figure keeps its size from frame to
//! frame.

use crate::board::{Board, Square};
use crate::figure::Style;
use crate::figure::font;
use crate::figure::layout::Layout;
use crate::figure::marks::{self, MarkKind};
use crate::figure::moments::{Moment, Puzzle};
use crate::figure::scene::{Item, PieceKind, Rect, Scene};

/// The smallest caption font size, pixels: legible on a projector and a
/// phone at the figure's native size.
pub(crate) const MIN_CAPTION_SIZE: f32 = 14.0;
/// The widest a caption line may make the figure, in font sizes; longer
/// lines wrap.
const MAX_CAPTION_EMS: f32 = 34.0;

/// A search figure: the board's layout, the caption band and the legend.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct SearchLayout {
    /// The board, its coordinates and title.
    pub board: Layout,
    /// The puzzle searched.
    pub puzzle: Puzzle,
    /// Font size of the caption.
    pub size: f32,
    /// Top of the caption band.
    pub band_top: f32,
    /// Width the caption lines wrap at.
    pub wrap: f32,
    /// Caption lines in the band, the nodes line included.
    pub lines: usize,
    /// The legend's rows of marks.
    pub legend: Vec<Vec<MarkKind>>,
    /// Top of the legend.
    pub legend_top: f32,
    /// Side of a legend swatch.
    pub swatch: f32,
}

/// The marks and pieces the legend of a search names: those its moments
/// use.
fn legend_kinds(puzzle: Puzzle, moments: &[Moment]) -> Vec<MarkKind> {
    let mut kinds = match puzzle {
        Puzzle::Knight => vec![
            MarkKind::Start,
            MarkKind::Path,
            MarkKind::Piece(PieceKind::Knight),
        ],
        Puzzle::Queens => vec![MarkKind::Piece(PieceKind::Queen)],
    };
    let mut used: Vec<MarkKind> = moments
        .iter()
        .flat_map(|m| m.marks.iter().map(marks::Mark::kind))
        .collect();
    used.sort();
    used.dedup();
    kinds.extend(used);
    kinds
}

/// The layout of a search figure on `board`, tall enough for the longest
/// caption of `moments` and wide enough for the legend.
#[must_use]
pub(crate) fn layout(
    board: Board,
    style: &Style,
    puzzle: Puzzle,
    moments: &[Moment],
) -> SearchLayout {
    let mut inner = Layout::styled(board, style, style.title.as_ref());
    let size = (style.cell as f32 * 0.3).clamp(MIN_CAPTION_SIZE, 18.0);
    let widest = moments
        .iter()
        .flat_map(|m| m.caption().into_iter().chain([m.nodes_line()]))
        .map(|line| font::text_width(&line, size))
        .fold(0.0, f32::max)
        + size;
    let kinds = legend_kinds(puzzle, moments);
    let swatch = (size * 1.4).round();
    let full_legend = marks::legend_width(&kinds, swatch) + size;
    let target = widest
        .min(MAX_CAPTION_EMS * size)
        .max(full_legend.min(MAX_CAPTION_EMS * size));
    if target > inner.width as f32 {
        let extra = ((target - inner.width as f32) / 2.0).ceil();
        inner.left += extra;
        inner.width += 2 * extra as u32;
    }
    let wrap = inner.width as f32 - size;
    let legend = legend_rows(&kinds, swatch, wrap);
    let lines = moments
        .iter()
        .map(|m| wrapped(&m.caption(), size, wrap).len() + 1)
        .max()
        .unwrap_or(1);
    let band_top = inner.height as f32;
    let line_h = (size * 1.35).ceil();
    let legend_top = band_top + (size * 0.5).ceil() + line_h * lines as f32 + (size * 0.4).ceil();
    inner.height =
        (legend_top + legend.len() as f32 * (swatch + size * 0.5) + size * 0.3).ceil() as u32;
    SearchLayout {
        board: inner,
        puzzle,
        size,
        band_top,
        wrap,
        lines,
        legend,
        legend_top,
        swatch,
    }
}

/// The kinds in rows no wider than `width`.
fn legend_rows(kinds: &[MarkKind], swatch: f32, width: f32) -> Vec<Vec<MarkKind>> {
    let mut rows: Vec<Vec<MarkKind>> = Vec::new();
    for &kind in kinds {
        match rows.last_mut() {
            Some(row)
                if {
                    let mut wider = row.clone();
                    wider.push(kind);
                    marks::legend_width(&wider, swatch) <= width
                } =>
            {
                row.push(kind);
            }
            _ => rows.push(vec![kind]),
        }
    }
    rows
}

/// Caption lines broken to fit `wrap` pixels at `size`.
fn wrapped(lines: &[String], size: f32, wrap: f32) -> Vec<String> {
    lines
        .iter()
        .flat_map(|line| font::wrap(line, size, wrap))
        .collect()
}

/// The caption band: where what happened and the node count go.
fn band(layout: &SearchLayout) -> Rect {
    Rect {
        x: 0.0,
        y: layout.band_top,
        w: layout.board.width as f32,
        h: layout.legend_top - layout.band_top,
    }
}

/// The squares whose drawing a moment sets: its marks and pieces.
fn drawn_squares(puzzle: Puzzle, moment: &Moment) -> Vec<Square> {
    let mut squares: Vec<Square> = moment.marks.iter().map(marks::Mark::square).collect();
    match puzzle {
        Puzzle::Knight => squares.extend(moment.path.last()),
        Puzzle::Queens => squares.extend(&moment.path),
    }
    squares
}

/// Where the frame of `after` differs from the frame of `before` (the
/// moment shown just before it): the squares either marks or puts a piece
/// on, the path between them, and the caption band. `None` when moments
/// were skipped between them (time-lapse), which may change anything.
#[must_use]
pub(crate) fn changed(layout: &SearchLayout, before: &Moment, after: &Moment) -> Option<Rect> {
    if after.skipped > 0 {
        return None;
    }
    let board = &layout.board;
    let common = before
        .path
        .iter()
        .zip(&after.path)
        .take_while(|(a, b)| a == b)
        .count();
    let mut squares: Vec<Square> = Vec::new();
    squares.extend(drawn_squares(layout.puzzle, before));
    squares.extend(drawn_squares(layout.puzzle, after));
    squares.extend(&before.path[common..]);
    squares.extend(&after.path[common..]);
    if layout.puzzle == Puzzle::Knight && common > 0 {
        // The path's segment from the last square both share.
        squares.push(before.path[common - 1]);
    }
    let area = squares
        .into_iter()
        .fold(band(layout), |area, sq| area.union(&board.square_rect(sq)));
    Some(area.grow(2.0))
}

/// The default name of a search figure.
fn default_title(layout: &SearchLayout, start: Option<Square>) -> String {
    let board = layout.board.board;
    match layout.puzzle {
        Puzzle::Knight => format!(
            "Backtracking search for a knight's tour on {board}{}",
            start.map_or_else(String::new, |sq| format!(" from {sq}"))
        ),
        Puzzle::Queens => format!("Backtracking search for {} queens", board.files),
    }
}

/// The scene of one moment with its caption and the legend.
#[must_use]
pub(crate) fn search_scene(
    layout: &SearchLayout,
    moment: &Moment,
    style: &Style,
    start: Option<Square>,
) -> Scene {
    let theme = &style.theme;
    let board = &layout.board;
    let mut scene = board.scene(theme);
    scene.items = board.board_items(theme, style.title.as_ref());
    let cell = board.cell;
    let points: Vec<(f32, f32)> = moment.path.iter().map(|&sq| board.centre(sq)).collect();
    if layout.puzzle == Puzzle::Knight {
        if points.len() > 1 {
            scene.items.push(Item::Line {
                points: points.clone(),
                closed: false,
                color: theme.path,
                width: (cell * theme.path_weight).max(1.0),
            });
            scene.items.push(Item::Dots {
                centres: points[1..].to_vec(),
                r: (cell * 0.07).max(1.5),
                fill: theme.path,
            });
        }
        if let Some(&(cx, cy)) = points.first() {
            scene.items.push(Item::Disc {
                cx,
                cy,
                r: (cell * 0.15).max(1.5),
                fill: theme.marker,
                stroke: None,
            });
        }
    }
    for &mark in &moment.marks {
        scene.items.extend(marks::mark_items(board, mark, theme));
    }
    let pieces: Vec<(PieceKind, (f32, f32))> = match layout.puzzle {
        Puzzle::Knight => points
            .last()
            .map(|&c| (PieceKind::Knight, c))
            .into_iter()
            .collect(),
        Puzzle::Queens => points.iter().map(|&c| (PieceKind::Queen, c)).collect(),
    };
    for (kind, (cx, cy)) in pieces {
        scene.items.push(Item::Piece {
            kind,
            cx,
            cy,
            size: cell * 0.86,
            fill: theme.piece,
            outline: theme.piece_outline,
        });
    }
    let mut glyphs = Vec::new();
    let x = board.width as f32 / 2.0;
    let line_h = (layout.size * 1.35).ceil();
    let mut lines = wrapped(&moment.caption(), layout.size, layout.wrap);
    lines.push(moment.nodes_line());
    for (k, line) in lines.iter().enumerate() {
        let baseline =
            layout.band_top + (layout.size * 0.5).ceil() + layout.size + line_h * k as f32;
        glyphs.extend(font::layout(line, layout.size, x, baseline));
    }
    scene.items.push(Item::Text {
        glyphs,
        size: layout.size,
        fill: theme.text,
        halo: None,
    });
    for (row, kinds) in layout.legend.iter().enumerate() {
        let top = layout.legend_top + row as f32 * (layout.swatch + layout.size * 0.5);
        scene
            .items
            .extend(marks::legend(kinds, theme, x, top, layout.swatch));
    }
    scene.title = style
        .title
        .as_ref()
        .map_or_else(|| default_title(layout, start), |t| t.text().to_string());
    let pieces: Vec<String> = moment.path.iter().map(ToString::to_string).collect();
    scene.desc = format!(
        "{}. On the board: {}",
        moment.words(),
        if pieces.is_empty() {
            "nothing".to_string()
        } else {
            pieces.join(" ")
        }
    );
    scene
}
