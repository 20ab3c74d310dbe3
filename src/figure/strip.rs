//! A printable strip of search steps for handouts: small boards side by
//! side in rows that fit a page, each captioned with its step ("5. queen on
//! b3", "9. at d4: 2 moves not taken"). A strip takes [`Step`]s, whatever
//! made them: the nodes of a queens search (numbered as its tree numbers
//! them), the moments of a knight's search, or the moves of a tour. A long
//! search shows how it starts, then the steps around its first
//! backtracking, then how it ends, with a "... 217 steps ..." panel where
//! steps are left out. With the program asked for (`--code`), its listing
//! heads the strip, its lines numbered, and each panel says which lines its
//! step executes.

use crate::board::{Board, Square};
use crate::figure::Style;
use crate::figure::coords::Coords;
use crate::figure::font;
use crate::figure::layout::{Layout, MIN_LABEL_SIZE, caption};
use crate::figure::marks::{self, Mark};
use crate::figure::moments::{Kind, Moment};
use crate::figure::paper::{self, POINTS_PER_PIXEL, Paper};
use crate::figure::program::{Panel, Program};
use crate::figure::scene::{Item, PieceKind, Scene};
use crate::figure::tree::Node;
use crate::solution::Tour;
use crate::words::{Lang, say};

/// The most panels on one strip; longer searches are sampled.
pub(crate) const MAX_PANELS: usize = 30;
/// The widest strip, pixels: a printed page's text width at 96 dpi.
const PAGE_WIDTH: f32 = 720.0;
/// The side of a panel's board, about, pixels.
const PANEL_SIDE: f32 = 120.0;
/// The smallest square of a panel, pixels: a cross on it is 12 px.
const MIN_CELL: f32 = 20.0;
/// The widest a panel's caption makes it, pixels; longer captions wrap.
const MAX_CAPTION_WIDTH: f32 = 150.0;

/// One step of a search, as one panel shows it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Step {
    /// The squares of a path so far (a knight's), drawn as a line.
    pub path: Vec<Square>,
    /// The pieces on the board.
    pub pieces: Vec<(PieceKind, Square)>,
    /// The marks on squares.
    pub marks: Vec<Mark>,
    /// What the step did, in words (the first line names it; a gap's
    /// words are the strip's, in its language).
    pub caption: Vec<String>,
    /// Steps left out here: the panel says so and has no board.
    pub skipped: usize,
    /// The program's lines the step executes, from 0 (none without a
    /// program).
    pub lines: Vec<usize>,
}

/// The steps of a recorded queens search: one per node of its tree, in
/// visiting order and numbered as the tree numbers them, each board with
/// its queens and a cross on every square rejected from it (attacked).
/// With `program`, each step executes the lines of the first of `moments`
/// that shows its node.
#[must_use]
pub(crate) fn queens_steps(
    lang: Lang,
    nodes: &[Node],
    n: usize,
    moments: &[Moment],
    program: Option<&Program>,
) -> Vec<Step> {
    nodes
        .iter()
        .enumerate()
        .map(|(id, node)| {
            let what = match node.queens.last() {
                None => say!(lang, "strip-node-empty", id = id),
                Some(_) if node.solved => say!(lang, "strip-node-solution", id = id),
                Some(sq) => say!(lang, "strip-node-queen", id = id, square = sq.to_string()),
            };
            let mut caption = vec![what];
            let rank = node.queens.len();
            if node.children.is_empty() && !node.solved && rank < n {
                caption.push(say!(lang, "strip-rank-all-attacked", rank = rank + 1));
            }
            Step {
                path: Vec::new(),
                pieces: node.queens.iter().map(|&q| (PieceKind::Queen, q)).collect(),
                marks: node.rejected.iter().map(|&sq| Mark::Rejected(sq)).collect(),
                caption,
                skipped: 0,
                lines: program
                    .zip(moments.iter().find(|m| m.node == id))
                    .map(|(program, moment)| program.view(moment).lit)
                    .unwrap_or_default(),
            }
        })
        .collect()
}

/// The steps of a recorded knight search: one per moment, captioned as
/// the search animation captions its frames, numbered from 1, with the
/// lines of `program` each executes.
#[must_use]
pub(crate) fn knight_search_steps(moments: &[Moment], program: Option<&Program>) -> Vec<Step> {
    moments
        .iter()
        .enumerate()
        .map(|(k, moment)| {
            let mut caption = moment.lines.clone();
            caption[0] = say!(
                moment.lang,
                "strip-step",
                number = k + 1,
                caption = caption[0].as_str()
            );
            Step {
                path: moment.path.clone(),
                pieces: moment
                    .path
                    .last()
                    .map(|&sq| (PieceKind::Knight, sq))
                    .into_iter()
                    .collect(),
                marks: moment.marks.clone(),
                caption,
                skipped: 0,
                lines: program.map(|p| p.view(moment).lit).unwrap_or_default(),
            }
        })
        .collect()
}

/// The moment a strip of a search centres its middle run on: the first
/// step back.
#[must_use]
pub(crate) fn search_focus(moments: &[Moment]) -> Option<usize> {
    moments.iter().position(|m| m.kind == Kind::Back)
}

/// The steps of a knight's tour: the knight on its start square, then one
/// step per move, the path so far drawn.
#[must_use]
pub(crate) fn tour_steps(lang: Lang, tour: &Tour) -> Vec<Step> {
    let squares = tour.square_list();
    (0..squares.len())
        .map(|k| {
            let here = squares[k];
            let caption = match k.checked_sub(1) {
                None => say!(lang, "strip-tour-start", square = here.to_string()),
                Some(before) => say!(
                    lang,
                    "search-move",
                    move = k,
                    from = squares[before].to_string(),
                    to = here.to_string()
                ),
            };
            Step {
                path: squares[..=k].to_vec(),
                pieces: vec![(PieceKind::Knight, here)],
                marks: Vec::new(),
                caption: vec![caption],
                skipped: 0,
                lines: Vec::new(),
            }
        })
        .collect()
}

/// At most `max` panels of the steps: all of them when they fit. Else the
/// first few steps, then a run of steps from just before `focus` (the
/// first backtracking) or, without one, two thirds of the panels from the
/// start, then the last steps; a panel saying how many steps are left out
/// stands in each gap.
#[must_use]
pub(crate) fn sample(steps: Vec<Step>, max: usize, focus: Option<usize>) -> Vec<Step> {
    let count = steps.len();
    if count <= max || max < 8 {
        return steps.into_iter().take(max.max(count.min(max))).collect();
    }
    let tail = max / 4;
    let head = (max / 6).max(2);
    let mut keep = vec![false; count];
    for k in (0..head).chain(count - tail..count) {
        keep[k] = true;
    }
    // The run around the focus takes what is left, less a panel for each
    // gap it leaves before and after it.
    let start = |run: usize| {
        focus
            .map_or(head, |f| f.saturating_sub(run * 2 / 3).max(head))
            .min(count - tail - run)
    };
    let gaps =
        |from: usize, run: usize| usize::from(from > head) + usize::from(from + run < count - tail);
    let mut run = max - head - tail - 2;
    while run < count - head - tail && gaps(start(run + 1), run + 1) + run + 1 + head + tail <= max
    {
        run += 1;
    }
    let from = start(run);
    for flag in &mut keep[from..from + run] {
        *flag = true;
    }
    let mut out = Vec::new();
    let mut gap = 0;
    for (step, kept) in steps.into_iter().zip(keep) {
        if kept {
            if gap > 0 {
                out.push(gap_step(gap));
                gap = 0;
            }
            out.push(step);
        } else {
            gap += 1;
        }
    }
    out
}

/// The panel standing in for `count` steps left out (worded when drawn).
fn gap_step(count: usize) -> Step {
    Step {
        path: Vec::new(),
        pieces: Vec::new(),
        marks: Vec::new(),
        caption: Vec::new(),
        skipped: count,
        lines: Vec::new(),
    }
}

/// Where the panels go.
#[derive(Clone)]
struct Grid {
    cell: f32,
    /// A panel with its coordinates: a box `panel_w` by `panel_h`.
    panel_w: f32,
    panel_h: f32,
    label: f32,
    slot_w: f32,
    slot_h: f32,
    columns: usize,
    top: f32,
    margin: f32,
    /// The smallest size of a panel's coordinates.
    coords_label: f32,
    /// The side of the legend's swatches.
    swatch: f32,
    /// How far right of the margin the rows start (centred on a page
    /// wider than they are).
    inset: f32,
    /// The caption lines of each panel, wrapped to its slot.
    captions: Vec<Vec<String>>,
}

impl Grid {
    /// The panels of `steps` on a board, in rows no wider than a page,
    /// under the title (if any) and `listing` pixels of the program,
    /// drawn as `sizing` says.
    fn new(
        lang: Lang,
        board: Board,
        steps: &[Step],
        (title, listing): (bool, f32),
        sizing: Sizing,
    ) -> Grid {
        let cell = (screen_cell(board) * sizing.zoom).ceil();
        let coords_label = MIN_LABEL_SIZE.max(sizing.min_text);
        let with_coords =
            Layout::with_labels_at_least(board, cell as u32, Coords::Edge, coords_label);
        let side = with_coords.width as f32;
        let label = LABEL_SIZE.max(sizing.min_text);
        let gap = 16.0;
        let worded: Vec<Vec<String>> = steps.iter().map(|s| step_words(lang, s)).collect();
        let widest = worded
            .iter()
            .flatten()
            .map(|line| font::text_width(line, label))
            .fold(0.0, f32::max);
        let text_w = side.max(widest.min(MAX_CAPTION_WIDTH)).ceil();
        let captions: Vec<Vec<String>> = steps
            .iter()
            .zip(&worded)
            .map(|(s, words)| {
                let mut lines: Vec<String> = words
                    .iter()
                    .flat_map(|line| font::wrap(line, label, text_w))
                    .collect();
                lines.extend(lines_label(lang, &s.lines));
                lines
            })
            .collect();
        let lines = captions.iter().map(Vec::len).max().unwrap_or(1);
        let slot_w = text_w + gap;
        let margin = MARGIN;
        let fit = ((sizing.page_width - 2.0 * margin) / slot_w)
            .floor()
            .max(1.0) as usize;
        Grid {
            cell,
            panel_w: side,
            panel_h: with_coords.height as f32,
            label,
            slot_w,
            slot_h: with_coords.height as f32 + label * (1.0 + 1.3 * lines as f32) + gap / 2.0,
            columns: fit.min(steps.len()).max(1),
            top: title_height(title) + if listing > 0.0 { listing + gap } else { 0.0 },
            margin,
            coords_label,
            swatch: SWATCH.max(marks::swatch_for_text(sizing.min_text)),
            inset: 0.0,
            captions,
        }
    }

    /// The height under the last row that the legend takes.
    fn legend_height(&self) -> f32 {
        2.0 * self.margin + self.swatch
    }

    /// The top-left corner of panel `k`, coordinates included.
    fn corner(&self, k: usize) -> (f32, f32) {
        let x = self.margin
            + self.inset
            + (k % self.columns) as f32 * self.slot_w
            + (self.slot_w - self.panel_w) / 2.0;
        let y = self.top + (k / self.columns) as f32 * self.slot_h;
        (x.round(), y.round())
    }
}

/// A step's caption in `lang`: its own lines, or a gap's "... 217 steps
/// ...".
pub(crate) fn step_words(lang: Lang, step: &Step) -> Vec<String> {
    if step.skipped > 0 {
        vec![say!(lang, "strip-gap", count = step.skipped)]
    } else {
        step.caption.clone()
    }
}

/// What a panel's caption says of the program's lines it executes:
/// "line 9", "lines 9, 10" (numbered from 1, as the listing numbers them).
fn lines_label(lang: Lang, lines: &[usize]) -> Option<String> {
    let numbers: Vec<String> = lines.iter().map(|k| (k + 1).to_string()).collect();
    (!numbers.is_empty()).then(|| {
        say!(
            lang,
            "strip-lines",
            count = numbers.len(),
            lines = numbers.join(", ")
        )
    })
}

/// The height the strip's caption takes at its top (a margin without one).
fn title_height(title: bool) -> f32 {
    if title { TITLE_SIZE * 2.2 } else { MARGIN }
}

/// The margin around a strip, pixels.
const MARGIN: f32 = 8.0;

/// The size of a panel's caption on screen, pixels.
const LABEL_SIZE: f32 = 11.0;

/// The size of the program's text over a strip, pixels.
const LISTING_SIZE: f32 = 12.0;

/// The program's listing at the head of a strip: where it goes.
struct Listing<'a> {
    program: &'a Program,
    panel: Panel,
}

impl<'a> Listing<'a> {
    /// The listing of `program` under the strip's caption.
    fn new(program: &'a Program, title: bool) -> Listing<'a> {
        Listing {
            program,
            panel: Panel::new(program, LISTING_SIZE, MARGIN, title_height(title)),
        }
    }

    fn height(&self) -> f32 {
        self.panel.listing_height(self.program)
    }

    fn width(&self) -> f32 {
        self.panel.code_w + 2.0 * MARGIN
    }
}

/// Where a strip's parts go: the program's listing (if shown), the grid
/// of panels under it, and the strip's width.
fn arrange<'a>(
    board: Board,
    steps: &[Step],
    style: &Style,
    program: Option<&'a Program>,
    sizing: Sizing,
) -> (Option<Listing<'a>>, Grid, f32) {
    let listing = program.map(|p| Listing::new(p, style.title.is_some()));
    let grid = Grid::new(
        style.lang,
        board,
        steps,
        (
            style.title.is_some(),
            listing.as_ref().map_or(0.0, Listing::height),
        ),
        sizing,
    );
    let width = strip_width(&grid, steps, style, listing.as_ref());
    (listing, grid, width)
}

/// The strip of `steps` on `board`: panels left to right, top to bottom,
/// each a small board with its caption underneath, and a legend of the
/// marks the panels use; `program`'s listing above the panels.
#[must_use]
pub(crate) fn strip_scene(
    board: Board,
    steps: &[Step],
    style: &Style,
    program: Option<&Program>,
) -> Scene {
    let (listing, grid, width) = arrange(board, steps, style, program, Sizing::SCREEN);
    page_scene(
        board,
        steps,
        0..steps.len(),
        style,
        &grid,
        width,
        listing.as_ref(),
    )
}

/// The strip of `steps` on `board` cut into pages of `paper` for print:
/// whole rows of panels on each page (a panel is never cut; no more than
/// the style's panels a page, if it says), the caption
/// and a legend of its marks on every page, the page's number under it.
/// Every page is as wide as the strip, so one scale fits them all to the
/// paper's width; panels and words are made larger where that scale
/// would print a board narrower than [`paper::MIN_BOARD_MM`] or a label
/// smaller than [`paper::MIN_LABEL_PT`]. `program`'s listing heads the
/// first page.
#[must_use]
pub(crate) fn strip_pages(
    board: Board,
    steps: &[Step],
    style: &Style,
    paper: Paper,
    program: Option<&Program>,
) -> Vec<Scene> {
    // Laid out at the paper's width, the strip prints at scale 1; a little
    // over each floor, so that rounding stays above it.
    let (paper_w, _) = paper.printable_pixels();
    let board_px = paper::pixels_in_mm(paper::MIN_BOARD_MM) * 1.01;
    let mut sizing = Sizing {
        zoom: (board_px / (screen_cell(board) * board.files as f32)).max(1.0),
        min_text: paper::MIN_LABEL_PT / POINTS_PER_PIXEL * 1.01,
        page_width: paper_w,
    };
    let mut pages = paginate(board, steps, style, (paper, program), sizing);
    // A listing wider than the paper prints the strip smaller: larger
    // again, the rest keeps its floors.
    for _ in 0..4 {
        let short = paper::shortfall(&pages, paper, board.files);
        if short <= 1.0 {
            break;
        }
        sizing.zoom *= short * 1.01;
        sizing.min_text *= short * 1.01;
        pages = paginate(board, steps, style, (paper, program), sizing);
    }
    let title = pages
        .first()
        .map(|page| page.title.clone())
        .unwrap_or_default();
    paper::number_pages(&mut pages, paper, &title, (style.lang, style.theme.text));
    pages
}

/// How large a strip's parts are drawn: squares `zoom` times their size
/// on screen, no word under `min_text` pixels, rows of panels no wider
/// than `page_width`.
#[derive(Clone, Copy, Debug)]
struct Sizing {
    zoom: f32,
    min_text: f32,
    page_width: f32,
}

impl Sizing {
    /// A strip on screen.
    const SCREEN: Sizing = Sizing {
        zoom: 1.0,
        min_text: 0.0,
        page_width: PAGE_WIDTH,
    };
}

/// The side of a panel's square on screen: panels about
/// [`PANEL_SIDE`] wide, squares at least [`MIN_CELL`] (a cross on one is
/// 12 px).
fn screen_cell(board: Board) -> f32 {
    let longest = board.files.max(board.ranks) as f32;
    (PANEL_SIDE / longest).floor().clamp(MIN_CELL, 24.0)
}

/// The pages of a strip for `paper`, drawn as `sizing` says, each as
/// wide as the paper (or the strip, if wider) and as tall as the paper
/// holds at that width, less its footer's room.
fn paginate(
    board: Board,
    steps: &[Step],
    style: &Style,
    (paper, program): (Paper, Option<&Program>),
    sizing: Sizing,
) -> Vec<Scene> {
    let (listing, mut grid, natural) = arrange(board, steps, style, program, sizing);
    let (paper_w, paper_h) = paper.printable_pixels();
    let width = natural.max(paper_w.floor());
    let rows_w = 2.0 * grid.margin + grid.columns as f32 * grid.slot_w;
    grid.inset = ((width - rows_w) / 2.0).floor().max(0.0);
    let footer = paper::footer_height(paper::footer_size(paper, width));
    let height = paper_h * width / paper_w - footer;
    let rows_fitting = |top: f32| {
        (((height - top - grid.legend_height()) / grid.slot_h).floor() as usize).max(1)
            * grid.columns
    };
    let mut pages = Vec::new();
    let mut from = 0;
    while from < steps.len() || pages.is_empty() {
        let first = pages.is_empty();
        let top = if first {
            grid.top
        } else {
            title_height(style.title.is_some())
        };
        let room = rows_fitting(top).min(style.per_page.unwrap_or(usize::MAX));
        let to = (from + room.max(1)).min(steps.len());
        let page_grid = Grid {
            top,
            ..grid.clone()
        };
        let mut page = page_scene(
            board,
            steps,
            from..to,
            style,
            &page_grid,
            width,
            listing.as_ref().filter(|_| first),
        );
        page.height = page.height.max(height.floor() as u32);
        pages.push(page);
        from = to;
    }
    pages
}

/// The side of the legend's swatches, pixels.
const SWATCH: f32 = 16.0;

/// The width of a strip: its rows of panels, its caption, its legend, its
/// listing.
fn strip_width(grid: &Grid, steps: &[Step], style: &Style, listing: Option<&Listing>) -> f32 {
    (2.0 * grid.margin + grid.columns as f32 * grid.slot_w)
        .max(listing.map_or(0.0, Listing::width))
        .max(
            style
                .title
                .as_ref()
                .map_or(0.0, |t| t.width(TITLE_SIZE) + 20.0),
        )
        .max(marks::legend_width(&legend_kinds(steps), grid.swatch, style.lang) + 2.0 * grid.margin)
        .ceil()
}

/// The size of a strip's caption, pixels.
const TITLE_SIZE: f32 = 20.0;

/// The panels of the steps in `range`, `width` pixels wide: the caption
/// (if the style has one), the listing (if given), the rows of panels, the
/// legend of their marks.
fn page_scene(
    board: Board,
    steps: &[Step],
    range: std::ops::Range<usize>,
    style: &Style,
    grid: &Grid,
    width: f32,
    listing: Option<&Listing>,
) -> Scene {
    let theme = &style.theme;
    let shown = &steps[range.clone()];
    let rows = shown.len().div_ceil(grid.columns).max(1);
    let kinds = legend_kinds(shown);
    let legend_top = grid.top + rows as f32 * grid.slot_h + grid.margin / 2.0;
    let height = (grid.top + rows as f32 * grid.slot_h + grid.legend_height()).ceil();
    let mut items = Vec::new();
    if let Some(title) = &style.title {
        items.push(caption(title, TITLE_SIZE, width, theme));
    }
    if let Some(listing) = listing {
        items.extend(listing.panel.listing_items(listing.program, &[], theme));
    }
    let mut captions = Vec::new();
    for (slot, (k, step)) in range.clone().zip(shown).enumerate() {
        let (x, y) = grid.corner(slot);
        let centre = x + grid.panel_w / 2.0;
        let mut first_line = y + grid.panel_h + grid.label * 1.5;
        if step.skipped > 0 {
            first_line = y + grid.panel_h / 2.0;
        } else {
            let mut small = Layout::with_labels_at_least(
                board,
                grid.cell as u32,
                Coords::Edge,
                grid.coords_label,
            )
            .with_rank1_top(style.rank1_top);
            small.left += x;
            small.top += y;
            items.extend(panel(&small, step, style));
            items.push(small.board_rect().outline(0.0, theme.text, 1.0));
        }
        for (line_no, line) in grid.captions[k].iter().enumerate() {
            captions.extend(font::layout(
                line,
                grid.label,
                centre,
                first_line + line_no as f32 * grid.label * 1.3,
            ));
        }
    }
    items.push(Item::Text {
        glyphs: captions,
        size: grid.label,
        fill: theme.text,
        halo: None,
    });
    items.extend(marks::legend(
        &kinds,
        (theme, style.lang),
        width / 2.0,
        legend_top,
        grid.swatch,
    ));
    let desc: Vec<String> = shown
        .iter()
        .map(|step| {
            let mut words = step_words(style.lang, step);
            words.extend(lines_label(style.lang, &step.lines));
            words.join(": ")
        })
        .collect();
    Scene {
        width: width as u32,
        height: height as u32,
        background: theme.background,
        items,
        title: style.title.as_ref().map_or_else(
            || say!(style.lang, "title-strip", board = board.to_string()),
            ToString::to_string,
        ),
        desc: say!(style.lang, "desc-strip", steps = desc.join("; ")),
    }
}

/// The pieces and marks the panels use, for the legend.
fn legend_kinds(steps: &[Step]) -> Vec<marks::MarkKind> {
    let mut kinds = Vec::new();
    if steps.iter().any(|s| !s.path.is_empty()) {
        kinds.extend([marks::MarkKind::Start, marks::MarkKind::Path]);
    }
    for step in steps {
        kinds.extend(
            step.pieces
                .iter()
                .map(|&(kind, _)| marks::MarkKind::Piece(kind)),
        );
        kinds.extend(step.marks.iter().map(Mark::kind));
    }
    kinds.sort();
    kinds.dedup();
    kinds
}

/// One panel: the board, the path, the marks, the pieces.
fn panel(layout: &Layout, step: &Step, style: &Style) -> Vec<Item> {
    let theme = &style.theme;
    let mut items = layout.board_items(theme, None);
    let points: Vec<(f32, f32)> = step.path.iter().map(|&sq| layout.centre(sq)).collect();
    if let Some(&(cx, cy)) = points.first() {
        if points.len() > 1 {
            items.push(Item::Line {
                points: points.clone(),
                closed: false,
                color: theme.path,
                width: (layout.cell * theme.path_weight).max(1.0),
            });
            // A dot on every square visited: a1-b3-c5 never reads as one
            // long move.
            items.push(Item::Dots {
                centres: points[1..].to_vec(),
                r: (layout.cell * 0.09).max(1.5),
                fill: theme.path,
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
    for &mark in &step.marks {
        items.extend(marks::mark_items(layout, mark, theme));
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
