//! A printable strip of search steps for handouts: small boards side by
//! side in rows that fit a page, each captioned with its step ("3. queen on
//! d2", "move 5: c2-a3"). A strip takes [`Step`]s, whatever made them: the
//! steps of a queens search from its trace, or the moves of a knight's tour
//! (a knight search trace can be turned into steps the same way). Long
//! searches show their first and last steps, each in full.

use crate::board::{Board, Square};
use crate::figure::Style;
use crate::figure::font;
use crate::figure::layout::{Layout, caption};
use crate::figure::scene::{Item, PieceKind, Scene, Squares};
use crate::figure::{search, tree};
use crate::solution::Tour;
use crate::trace::{Event, Trace};

/// The most panels on one strip; longer searches are sampled.
pub const MAX_PANELS: usize = 30;
/// The widest strip, pixels: a printed page's text width at 96 dpi.
const PAGE_WIDTH: f32 = 720.0;
/// The side of a panel's board, about, pixels.
const PANEL_SIDE: f32 = 120.0;

/// One step of a search, as one panel shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The squares of a path so far (a knight's), drawn as a line.
    pub path: Vec<Square>,
    /// The pieces on the board.
    pub pieces: Vec<(PieceKind, Square)>,
    /// The square the step is about: a piece put there (`true`,
    /// highlighted) or taken off (`false`, crossed out).
    pub focus: Option<(Square, bool)>,
    /// What the step did, in words.
    pub caption: String,
}

/// The steps of a recorded queens search: one per queen placed or lifted
/// and one per solution, numbered from 1.
#[must_use]
pub fn queens_steps(events: &[Event]) -> Vec<Step> {
    let mut queens: Vec<Square> = Vec::new();
    let mut steps = Vec::with_capacity(events.len());
    for (k, event) in events.iter().enumerate() {
        let (focus, what) = match *event {
            Event::Enter(sq) => {
                queens.push(sq);
                (Some((sq, true)), format!("queen on {sq}"))
            }
            Event::Leave(sq) => {
                queens.retain(|&q| q != sq);
                (Some((sq, false)), format!("back: lift {sq}"))
            }
            Event::Solved => (None, "solution".to_string()),
            // Cuts are the knight search's; a queens search records none.
            Event::Cut(_) => continue,
        };
        steps.push(Step {
            path: Vec::new(),
            pieces: queens.iter().map(|&q| (PieceKind::Queen, q)).collect(),
            focus,
            caption: format!("{}. {what}", k + 1),
        });
    }
    steps
}

/// The steps of a recorded knight search: one per move made, undone or
/// cut, captioned as the search animation captions its frames.
#[must_use]
pub(crate) fn knight_search_steps(trace: &Trace) -> Vec<Step> {
    let shots = trace.shots();
    shots
        .iter()
        .zip(search::captions(&shots))
        .enumerate()
        .map(|(k, (shot, [what, nodes]))| {
            let focus = match shot.event {
                Event::Enter(sq) => Some((sq, true)),
                Event::Leave(sq) => Some((sq, false)),
                Event::Cut(_) | Event::Solved => None,
            };
            Step {
                path: shot.path.clone(),
                pieces: shot
                    .path
                    .last()
                    .map(|&sq| (PieceKind::Knight, sq))
                    .into_iter()
                    .collect(),
                focus,
                caption: format!("{}. {what} ({nodes})", k + 1),
            }
        })
        .collect()
}

/// The steps of a knight's tour: the knight on its start square, then one
/// step per move, the path so far drawn.
#[must_use]
pub fn tour_steps(tour: &Tour) -> Vec<Step> {
    let squares = tour.square_list();
    (0..squares.len())
        .map(|k| {
            let here = squares[k];
            let caption = match k.checked_sub(1) {
                None => format!("start {here}"),
                Some(before) => format!("move {k}: {}-{here}", squares[before]),
            };
            Step {
                path: squares[..=k].to_vec(),
                pieces: vec![(PieceKind::Knight, here)],
                focus: Some((here, true)),
                caption,
            }
        })
        .collect()
}

/// At most `max` of the steps: all of them when they fit, else the first
/// two thirds of `max` and the last third, so that a handout shows how the
/// search starts (each step in full) and how it ends; the captions' step
/// numbers show the jump between.
#[must_use]
pub fn sample(mut steps: Vec<Step>, max: usize) -> Vec<Step> {
    let count = steps.len();
    if count <= max {
        return steps;
    }
    let head = max * 2 / 3;
    let tail = max - head;
    steps.drain(head..count - tail);
    steps
}

/// Where the panels go.
struct Grid {
    cell: f32,
    side: f32,
    label: f32,
    slot_w: f32,
    slot_h: f32,
    columns: usize,
    top: f32,
    margin: f32,
}

impl Grid {
    /// The panels of `steps` on a board, in rows no wider than a page.
    fn new(board: Board, steps: &[Step], title: bool) -> Grid {
        let longest = board.files.max(board.ranks) as f32;
        let cell = (PANEL_SIDE / longest).floor().clamp(6.0, 24.0);
        let side = cell * longest;
        let label = 11.0;
        let gap = 16.0;
        let widest = steps
            .iter()
            .map(|s| font::text_width(&s.caption, label))
            .fold(0.0, f32::max);
        let slot_w = side.max(widest).ceil() + gap;
        let margin = gap / 2.0;
        let fit = ((PAGE_WIDTH - 2.0 * margin) / slot_w).floor().max(1.0) as usize;
        Grid {
            cell,
            side,
            label,
            slot_w,
            slot_h: side + label * 2.4 + gap / 2.0,
            columns: fit.min(steps.len()).max(1),
            top: if title { 20.0 * 2.2 } else { margin },
            margin,
        }
    }

    /// The top-left corner of panel `k`'s board.
    fn corner(&self, k: usize) -> (f32, f32) {
        let x =
            self.margin + (k % self.columns) as f32 * self.slot_w + (self.slot_w - self.side) / 2.0;
        let y = self.top + (k / self.columns) as f32 * self.slot_h;
        (x.round(), y.round())
    }
}

/// The strip of `steps` on `board`: panels left to right, top to bottom,
/// each a small board with its caption underneath.
#[must_use]
pub fn strip_scene(board: Board, steps: &[Step], style: &Style) -> Scene {
    let theme = &style.theme;
    let grid = Grid::new(board, steps, style.title.is_some());
    let rows = steps.len().div_ceil(grid.columns).max(1);
    let width = (2.0 * grid.margin + grid.columns as f32 * grid.slot_w).ceil();
    let title_size = 20.0;
    let width = width.max(
        style
            .title
            .as_ref()
            .map_or(0.0, |t| t.width(title_size) + 20.0)
            .ceil(),
    );
    let height = (grid.top + rows as f32 * grid.slot_h + grid.margin / 2.0).ceil();
    let mut items = Vec::new();
    if let Some(title) = &style.title {
        items.push(caption(title, title_size, width, theme));
    }
    let mut captions = Vec::new();
    for (k, step) in steps.iter().enumerate() {
        let (x, y) = grid.corner(k);
        let small = Layout::bare(board, grid.cell, x, y).with_rank1_top(style.rank1_top);
        items.extend(panel(&small, step, style));
        items.push(Item::Grid {
            squares: Squares {
                x,
                y,
                files: 1,
                ranks: 1,
                cell: grid.side,
            },
            color: theme.text,
            width: 1.0,
        });
        captions.extend(font::layout(
            &step.caption,
            grid.label,
            x + grid.side / 2.0,
            y + grid.side + grid.label * 1.5,
        ));
    }
    items.push(Item::Text {
        glyphs: captions,
        size: grid.label,
        fill: theme.text,
        halo: None,
    });
    let desc: Vec<&str> = steps.iter().map(|step| step.caption.as_str()).collect();
    Scene {
        width: width as u32,
        height: height as u32,
        background: theme.background,
        items,
        title: style.title.as_ref().map_or_else(
            || format!("Steps of the search on {board}"),
            ToString::to_string,
        ),
        desc: format!("Steps: {}", desc.join("; ")),
    }
}

/// One panel: the board, the step's square (tinted where a piece went,
/// crossed where one left), the path, the pieces.
fn panel(layout: &Layout, step: &Step, style: &Style) -> Vec<Item> {
    let theme = &style.theme;
    let mut items = layout.board_items(theme, None);
    match step.focus {
        Some((sq, true)) => items.push(Item::Rect {
            rect: layout.square_rect(sq),
            fill: theme.tinted(sq, theme.highlight),
        }),
        // An x rather than a tint: it reads in every theme and in grey.
        Some((sq, false)) => items.extend(tree::cross(layout, sq, theme.refuted)),
        None => {}
    }
    let points: Vec<(f32, f32)> = step.path.iter().map(|&sq| layout.centre(sq)).collect();
    if let Some(&(cx, cy)) = points.first() {
        if points.len() > 1 {
            items.push(Item::Line {
                points: points.clone(),
                closed: false,
                color: theme.path,
                width: (layout.cell * theme.path_weight).max(1.0),
            });
        }
        items.push(Item::Disc {
            cx,
            cy,
            r: (layout.cell * 0.15).max(1.5),
            fill: theme.marker,
            stroke: None,
        });
    }
    for &(kind, sq) in &step.pieces {
        let (cx, cy) = layout.centre(sq);
        items.push(Item::Piece {
            kind,
            cx,
            cy,
            size: layout.cell * 0.86,
            fill: theme.piece,
            outline: theme.piece_outline,
        });
    }
    items
}
