//! A search animated, for both puzzles: one scene per moment
//! ([`crate::figure::moments`]), with the pieces (the knight and its path,
//! or the queens), the marks of the moment, a caption band below the board
//! (what happened and why, then the nodes so far) and a legend of the
//! marks the animation uses. The figure keeps its size from frame to
//! frame.

use crate::board::{Board, Square};
use crate::figure::Style;
use crate::figure::font;
use crate::figure::knight;
use crate::figure::layout::Layout;
use crate::figure::marks::{self, MarkKind};
use crate::figure::moments::{Moment, Puzzle};
use crate::figure::program::{Panel, Program, View};
use crate::figure::scene::{Item, PieceKind, Rect, Scene};
use crate::words::{Lang, say};

/// The smallest caption font size, pixels: legible on a projector and a
/// phone at the figure's native size.
pub(crate) const MIN_CAPTION_SIZE: f32 = 14.0;
/// The distance between caption lines, in font sizes.
const LINE_HEIGHT: f32 = 1.3;
/// The widest a caption line may make the figure, in font sizes; longer
/// lines wrap.
const MAX_CAPTION_EMS: f32 = 40.0;

/// What a search figure draws beside its board.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Beside {
    /// The caption band under the board, and the legend (a page writes
    /// both as text of its own).
    pub caption: bool,
    /// The program, beside the board.
    pub(crate) program: Option<Program>,
    /// What the program is, for the legend: the program's words.
    pub program_words: String,
}

impl Beside {
    /// What a GIF draws beside its board without the program: its
    /// captions and legend, the legend naming the program (`words`).
    #[cfg(any(test, feature = "internals"))]
    #[must_use]
    pub fn captions(words: &str) -> Beside {
        Beside {
            caption: true,
            program: None,
            program_words: words.to_string(),
        }
    }
}

/// A search figure: the board's layout, the caption band, the legend and
/// the program panel.
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
    /// Caption lines in the band (none on a page).
    pub lines: usize,
    /// The legend's rows of marks.
    pub legend: Vec<Vec<MarkKind>>,
    /// Top of the legend.
    pub legend_top: f32,
    /// Side of a legend swatch.
    pub swatch: f32,
    /// The line under the legend saying which program searches.
    pub program_line: Option<String>,
    /// The program beside the board.
    pub panel: Option<(Program, Panel)>,
    /// The figure's size.
    pub width: u32,
    /// The figure's height.
    pub height: u32,
}

/// The marks and pieces the legend of a search names: those its moments
/// use.
pub(crate) fn legend_kinds(puzzle: Puzzle, moments: &[Moment]) -> Vec<MarkKind> {
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
/// caption of `moments` and wide enough for the legend, with what goes
/// `beside` it.
#[must_use]
pub(crate) fn layout(
    board: Board,
    style: &Style,
    puzzle: Puzzle,
    moments: &[Moment],
    beside: &Beside,
) -> SearchLayout {
    let mut inner = Layout::styled(board, style, style.title.as_ref());
    let size = (style.cell as f32 * 0.3).clamp(MIN_CAPTION_SIZE, 18.0);
    let kinds = legend_kinds(puzzle, moments);
    let swatch = (size * 1.4).round();
    let band_top = inner.height as f32;
    let (wrap, lines, legend, legend_top, program_line);
    if beside.caption {
        let widest = moments
            .iter()
            .flat_map(Moment::caption)
            .map(|line| font::text_width(&line, size))
            .fold(0.0, f32::max)
            + size;
        let full_legend = marks::legend_width(&kinds, swatch, style.lang) + size;
        let note = font::text_width(&beside.program_words, size) + size;
        let target = widest
            .min(MAX_CAPTION_EMS * size)
            .max(full_legend.min(MAX_CAPTION_EMS * size))
            .max(note.min(MAX_CAPTION_EMS * size));
        if target > inner.width as f32 {
            let extra = ((target - inner.width as f32) / 2.0).ceil();
            inner.left += extra;
            inner.width += 2 * extra as u32;
        }
        wrap = inner.width as f32 - size;
        legend = if style.legend {
            legend_rows(&kinds, swatch, wrap, style.lang)
        } else {
            Vec::new()
        };
        program_line = (style.legend && !beside.program_words.is_empty())
            .then(|| beside.program_words.clone());
        lines = moments
            .iter()
            .map(|m| wrapped(&m.caption(), size, wrap).len())
            .max()
            .unwrap_or(1);
        let line_h = (size * LINE_HEIGHT).ceil();
        legend_top =
            (band_top + (size * 0.3).ceil() + line_h * lines as f32 + (size * 0.3).ceil()).ceil();
        let rows = legend.len() as f32;
        let note_h = if program_line.is_some() { line_h } else { 0.0 };
        inner.height = if legend.is_empty() {
            (legend_top + note_h) as u32
        } else {
            (legend_top + rows * swatch + (rows - 1.0) * (size * 0.5) + size * 0.6 + note_h).ceil()
                as u32
        };
    } else {
        wrap = inner.width as f32 - size;
        lines = 0;
        legend = Vec::new();
        legend_top = band_top;
        program_line = None;
    }
    let (mut width, mut height) = (inner.width, inner.height);
    let panel = beside.program.as_ref().map(|program| {
        let panel = Panel::new(program, size, inner.width as f32 + size, inner.top);
        width = (panel.right() + size).ceil() as u32;
        height = height.max((panel.top + panel.height + size * 0.5).ceil() as u32);
        (program.clone(), panel)
    });
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
        program_line,
        panel,
        width,
        height,
    }
}

/// The kinds in rows no wider than `width`.
fn legend_rows(kinds: &[MarkKind], swatch: f32, width: f32, lang: Lang) -> Vec<Vec<MarkKind>> {
    let mut rows: Vec<Vec<MarkKind>> = Vec::new();
    for &kind in kinds {
        match rows.last_mut() {
            Some(row)
                if {
                    let mut wider = row.clone();
                    wider.push(kind);
                    marks::legend_width(&wider, swatch, lang) <= width
                } =>
            {
                row.push(kind);
            }
            _ => rows.push(vec![kind]),
        }
    }
    rows
}

/// Caption lines broken to fit `wrap` pixels at `size`, each line
/// balanced (see [`font::wrap`]).
pub(crate) fn wrapped(lines: &[String], size: f32, wrap: f32) -> Vec<String> {
    lines
        .iter()
        .flat_map(|line| font::wrap(line, size, wrap))
        .collect()
}

/// The caption band: where what happened and the calls go.
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
/// moment shown just before it, however many were skipped between them):
/// the squares either marks or puts a piece on, the path where the two
/// differ, the caption band and the program's changes (`views`, before
/// and after). `None` when degrees are written (they change everywhere).
#[must_use]
pub(crate) fn changed(
    layout: &SearchLayout,
    style: &Style,
    (before, after): (&Moment, &Moment),
    views: Option<(&View, &View)>,
) -> Option<Rect> {
    if style.degrees {
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
    let mut area = squares
        .into_iter()
        .fold(band(layout), |area, sq| area.union(&board.square_rect(sq)));
    if let (Some((_, panel)), Some((a, b))) = (&layout.panel, views)
        && let Some(code) = panel.changed(a, b)
    {
        area = area.union(&code);
    }
    Some(area.grow(2.0))
}

/// The scene of one moment with its caption, the legend and the program
/// (`view`, what it runs and holds at the moment); `name` is the figure's
/// title when the style gives none.
#[must_use]
pub(crate) fn search_scene(
    layout: &SearchLayout,
    moment: &Moment,
    view: Option<&View>,
    style: &Style,
    name: &str,
) -> Scene {
    let theme = &style.theme;
    let board = &layout.board;
    let mut scene = board.scene(theme);
    scene.width = layout.width;
    scene.height = layout.height;
    scene.items = board.board_items(theme, style.title.as_ref());
    let cell = board.cell;
    let points: Vec<(f32, f32)> = moment.path.iter().map(|&sq| board.centre(sq)).collect();
    if layout.puzzle == Puzzle::Knight {
        push_knight_path(&mut scene, board, &moment.path, style);
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
    let piece_size = if style.numbers {
        cell * 0.6
    } else {
        cell * 0.86
    };
    for (kind, (cx, cy)) in pieces {
        let (cx, cy) = if style.numbers && kind == PieceKind::Knight {
            // Clear of the step number in the upper left.
            (cx + cell * 0.12, cy + cell * 0.12)
        } else {
            (cx, cy)
        };
        scene.items.push(Item::Piece {
            kind,
            cx,
            cy,
            size: piece_size,
            fill: theme.piece,
            outline: theme.piece_outline,
        });
    }
    push_words(&mut scene, layout, moment, style);
    if let (Some((program, panel)), Some(view)) = (&layout.panel, view) {
        scene.items.extend(panel.items(program, view, theme));
    }
    scene.title = style
        .title
        .as_ref()
        .map_or_else(|| name.to_string(), |t| t.text().to_string());
    let pieces: Vec<String> = moment.path.iter().map(ToString::to_string).collect();
    scene.desc = if pieces.is_empty() {
        say!(
            style.lang,
            "desc-search-moment-empty",
            caption = moment.words()
        )
    } else {
        say!(
            style.lang,
            "desc-search-moment",
            caption = moment.words(),
            pieces = pieces.join(" ")
        )
    };
    scene
}

/// The knight's path so far: the onward moves of the free squares (with
/// `--degrees`), the line with a dot on each square, the start's marker
/// and the step numbers (with `--numbers`).
fn push_knight_path(scene: &mut Scene, board: &Layout, path: &[Square], style: &Style) {
    let (theme, cell) = (&style.theme, board.cell);
    let points: Vec<(f32, f32)> = path.iter().map(|&sq| board.centre(sq)).collect();
    if style.degrees {
        knight::push_free_degrees(scene, board, path, style);
    }
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
    if style.numbers {
        knight::push_step_numbers(scene, board, path, board.board.area(), style);
    }
}

/// The caption of `moment` in the band under the board, the legend and
/// the line naming the program.
fn push_words(scene: &mut Scene, layout: &SearchLayout, moment: &Moment, style: &Style) {
    let theme = &style.theme;
    let x = layout.board.width as f32 / 2.0;
    if layout.lines > 0 {
        let mut glyphs = Vec::new();
        let line_h = (layout.size * LINE_HEIGHT).ceil();
        let lines = wrapped(&moment.caption(), layout.size, layout.wrap);
        for (k, line) in lines.iter().enumerate() {
            let baseline =
                layout.band_top + (layout.size * 0.3).ceil() + layout.size + line_h * k as f32;
            glyphs.extend(font::layout(line, layout.size, x, baseline));
        }
        scene.items.push(Item::Text {
            glyphs,
            size: layout.size,
            fill: theme.text,
            halo: None,
        });
    }
    let rows = layout.legend.len();
    for (row, kinds) in layout.legend.iter().enumerate() {
        let top = layout.legend_top + row as f32 * (layout.swatch + layout.size * 0.5);
        scene.items.extend(marks::legend(
            kinds,
            (theme, style.lang),
            x,
            top,
            layout.swatch,
        ));
    }
    if let Some(line) = &layout.program_line {
        let top = if rows == 0 {
            layout.legend_top
        } else {
            layout.legend_top
                + rows as f32 * layout.swatch
                + (rows as f32 - 1.0) * layout.size * 0.5
                + layout.size * 0.4
        };
        scene.items.push(Item::Text {
            glyphs: font::layout(line, layout.size, x, top + layout.size * 1.1),
            size: layout.size,
            fill: theme.text,
            halo: None,
        });
    }
}
