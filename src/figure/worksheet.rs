//! Worksheets: pages of exercises (a tour to complete from its first
//! squares, queens to complete from a few placed), two boards across, a
//! title and a page number on each page; "prove it" exercises, a path or
//! queens that nothing completes; and their answer key, each board solved
//! with the given squares marked, or the reason why none is, its squares
//! ringed.

use crate::board::{Board, Square};
use crate::figure::Style;
use crate::figure::font;
use crate::figure::knight::push_step_numbers;
use crate::figure::layout::{Layout, given_corner};
use crate::figure::marks::{Mark, MarkKind, mark_items, push_legend_row};
use crate::figure::queens::queen;
use crate::figure::reasons::dead_end_reason;
use crate::figure::scene::{Item, Scene, Squares};
use crate::trace::Cut;
use crate::words::say;

/// One exercise, with its solution: the only one that completes what is
/// given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Exercise {
    /// A tour whose first `given` squares are printed, numbered.
    Knight {
        /// The board.
        board: Board,
        /// The tour, in order.
        tour: Vec<Square>,
        /// How many of its first squares are given.
        given: usize,
    },
    /// A placement of n queens, some of them given.
    Queens {
        /// The board's side.
        n: usize,
        /// The queens of the solution.
        queens: Vec<Square>,
        /// The queens given.
        given: Vec<Square>,
    },
    /// A knight's path that no tour continues: the student shows why.
    KnightNone {
        /// The board.
        board: Board,
        /// The path, from the start; every square of it printed.
        path: Vec<Square>,
        /// The rule of the search that fails with the knight on its last
        /// square.
        cut: Cut,
    },
    /// Queens, none attacking another, that no placement completes.
    QueensNone {
        /// The board's side.
        n: usize,
        /// The queens given.
        given: Vec<Square>,
        /// Why no placement completes them.
        why: QueensWhy,
    },
}

/// Why no placement of queens completes the queens given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum QueensWhy {
    /// This rank (from 0) has no queen, and the queens given attack each
    /// of its squares.
    Rank(u32),
    /// This file (from 0) has no queen, and the queens given attack each
    /// of its squares.
    File(u32),
    /// The search that tried every way to place the other queens.
    Search,
}

impl Exercise {
    /// The board the exercise is on.
    fn board(&self) -> Board {
        match self {
            Exercise::Knight { board, .. } | Exercise::KnightNone { board, .. } => *board,
            Exercise::Queens { n, .. } | Exercise::QueensNone { n, .. } => Board {
                files: *n as u32,
                ranks: *n as u32,
            },
        }
    }

    /// Why nothing completes a "prove it" exercise, in words; none for an
    /// exercise with a completion.
    fn reason(&self, lang: crate::words::Lang) -> Option<String> {
        match self {
            Exercise::KnightNone { board, path, cut } => Some(dead_end_reason(
                lang,
                (path[0], board.area()),
                *path.last()?,
                *cut,
            )),
            Exercise::QueensNone { why, .. } => Some(match why {
                QueensWhy::Rank(rank) => {
                    say!(lang, "worksheet-reason-rank", rank = rank + 1)
                }
                QueensWhy::File(file) => say!(
                    lang,
                    "worksheet-reason-file",
                    file = crate::board::file_name(*file)
                ),
                QueensWhy::Search => say!(lang, "worksheet-reason-search"),
            }),
            _ => None,
        }
    }

    /// The squares a "prove it" exercise's reason is about, ringed in the
    /// key.
    fn ringed(&self) -> Vec<Square> {
        match self {
            Exercise::KnightNone { cut, .. } => cut.squares(),
            Exercise::QueensNone { n, why, .. } => {
                let n = *n as u32;
                match *why {
                    QueensWhy::Rank(rank) => (0..n).map(|file| Square { file, rank }).collect(),
                    QueensWhy::File(file) => (0..n).map(|rank| Square { file, rank }).collect(),
                    QueensWhy::Search => Vec::new(),
                }
            }
            _ => Vec::new(),
        }
    }
}

/// Boards across a page.
const COLUMNS: usize = 2;
/// Rows of boards a page.
const ROWS: usize = 3;
/// The exercises on one page.
pub(crate) const PER_PAGE: usize = COLUMNS * ROWS;
/// The size of a page's title, pixels.
const TITLE_SIZE: f32 = 20.0;
/// The largest size of an exercise's heading, pixels.
const HEADING_SIZE: f32 = 14.0;
/// The size of the page number, pixels.
const FOOTER_SIZE: f32 = 11.0;
/// The room above the boards for the title, pixels.
const TITLE_ROOM: f32 = 44.0;
/// The room below the boards for the page number, pixels.
const FOOTER_ROOM: f32 = 24.0;
/// The room the key's legend row takes above the page number, pixels.
const LEGEND_ROOM: f32 = 32.0;
/// The room above a board for its heading, and below it before the next
/// row, pixels.
const HEADING_ROOM: f32 = 28.0;
/// The gap under a board, pixels.
const BOARD_GAP: f32 = 24.0;
/// The size of a "prove it" exercise's reason in the key, pixels.
const REASON_SIZE: f32 = 10.0;

/// The pages of a worksheet (or, with `answers`, of its key, with a
/// legend row naming the mark of the given squares and the ring of a
/// "prove it" reason's squares), each
/// `page` pixels (the printable area of its paper), titled `title`.
pub(crate) fn pages(
    exercises: &[Exercise],
    answers: bool,
    title: &str,
    page: (f32, f32),
    style: &Style,
) -> Vec<Scene> {
    let count = exercises.len().div_ceil(PER_PAGE).max(1);
    exercises
        .chunks(PER_PAGE)
        .enumerate()
        .map(|(k, on_page)| {
            let mut scene = Scene {
                width: page.0.floor() as u32,
                height: page.1.floor() as u32,
                background: style.theme.background,
                items: Vec::new(),
                title: title.to_string(),
                desc: desc(title, k * PER_PAGE, on_page, answers, style),
            };
            scene.items.push(text(
                title,
                TITLE_SIZE,
                page.0 / 2.0,
                TITLE_SIZE * 1.3,
                style,
            ));
            let footer = say!(style.lang, "worksheet-page", page = k + 1, pages = count);
            let baseline = page.1 - FOOTER_SIZE * 0.6;
            scene
                .items
                .push(text(&footer, FOOTER_SIZE, page.0 / 2.0, baseline, style));
            let legend = if answers { LEGEND_ROOM } else { 0.0 };
            for (i, exercise) in on_page.iter().enumerate() {
                let number = k * PER_PAGE + i + 1;
                let place = slot(i, (page.0, page.1 - legend));
                draw(&mut scene, exercise, number, place, answers, style);
            }
            if answers {
                // The legend row goes under the boards, above the page
                // number: the mark of the given squares, and the ring of
                // a "prove it" reason's squares when the page has one.
                let mut kinds = Vec::new();
                if on_page.iter().any(|e| e.reason(style.lang).is_none()) {
                    kinds.push(MarkKind::Given);
                }
                if on_page.iter().any(|e| !e.ringed().is_empty()) {
                    kinds.push(MarkKind::Cause);
                }
                if !kinds.is_empty() {
                    scene.height = (page.1 - FOOTER_ROOM - LEGEND_ROOM).floor() as u32;
                    push_legend_row(&mut scene, 0.0, &kinds, (&style.theme, style.lang));
                }
                scene.height = page.1.floor() as u32;
            }
            scene
        })
        .collect()
}

/// A page's description: its title, then each exercise's given squares
/// (and, in the key, the whole answer), one line each.
fn desc(title: &str, first: usize, on_page: &[Exercise], answers: bool, style: &Style) -> String {
    let list = |squares: &[Square]| -> String {
        let names: Vec<String> = squares.iter().map(ToString::to_string).collect();
        names.join(" ")
    };
    let mut lines = vec![title.to_string()];
    for (i, exercise) in on_page.iter().enumerate() {
        let (given, all) = match exercise {
            Exercise::Knight { tour, given, .. } => (list(&tour[..*given]), list(tour)),
            Exercise::Queens { queens, given, .. } => (list(given), list(queens)),
            Exercise::KnightNone { path, .. } => (list(path), String::new()),
            Exercise::QueensNone { given, .. } => (list(given), String::new()),
        };
        let number = first + i + 1;
        let reason = exercise.reason(style.lang);
        lines.push(if let (true, Some(reason)) = (answers, reason) {
            say!(
                style.lang,
                "worksheet-desc-none",
                number = number,
                given = given,
                reason = reason
            )
        } else if answers {
            say!(
                style.lang,
                "worksheet-desc-answer",
                number = number,
                given = given,
                answer = all
            )
        } else {
            say!(
                style.lang,
                "worksheet-desc-given",
                number = number,
                given = given
            )
        });
    }
    lines.join("\n")
}

/// The rectangle of the `i`th exercise of a page: left, top, width and
/// height, pixels.
fn slot(i: usize, page: (f32, f32)) -> (f32, f32, f32, f32) {
    let w = page.0 / COLUMNS as f32;
    let h = (page.1 - TITLE_ROOM - FOOTER_ROOM) / ROWS as f32;
    let (column, row) = (i % COLUMNS, i / COLUMNS);
    (column as f32 * w, TITLE_ROOM + row as f32 * h, w, h)
}

/// One line of text centred on `x`, its baseline at `y`.
fn text(words: &str, size: f32, x: f32, y: f32, style: &Style) -> Item {
    Item::Text {
        glyphs: font::layout(words, size, x, y),
        size,
        fill: style.theme.text,
        halo: None,
    }
}

/// The heading of an exercise: what the student is asked.
fn heading(exercise: &Exercise, number: usize, lang: crate::words::Lang) -> String {
    match exercise {
        Exercise::Knight { given, .. } => {
            say!(
                lang,
                "worksheet-task-knight",
                number = number,
                given = *given
            )
        }
        Exercise::Queens { n, given, .. } => say!(
            lang,
            "worksheet-task-queens",
            number = number,
            given = given.len(),
            more = n - given.len()
        ),
        Exercise::KnightNone { path, .. } => say!(
            lang,
            "worksheet-task-knight-none",
            number = number,
            given = path.len()
        ),
        Exercise::QueensNone { n, given, .. } => say!(
            lang,
            "worksheet-task-queens-none",
            number = number,
            n = *n,
            given = given.len()
        ),
    }
}

/// An exercise (or its answer) in its slot: its heading, then its board.
fn draw(
    scene: &mut Scene,
    exercise: &Exercise,
    number: usize,
    (x, y, w, h): (f32, f32, f32, f32),
    answers: bool,
    style: &Style,
) {
    let heading = heading(exercise, number, style.lang);
    let fit = HEADING_SIZE * (w - 12.0) / font::text_width(&heading, HEADING_SIZE).max(1.0);
    let size = HEADING_SIZE.min(fit);
    scene.items.push(text(
        &heading,
        size,
        x + w / 2.0,
        y + HEADING_ROOM * 0.7,
        style,
    ));
    let board = exercise.board();
    let reason = if answers {
        exercise.reason(style.lang)
    } else {
        None
    };
    let lines = reason.map_or_else(Vec::new, |reason| {
        font::wrap(&reason, REASON_SIZE, w - 16.0)
    });
    let reason_room = lines.len() as f32 * REASON_SIZE * 1.25;
    let room = (w - 40.0).min(h - HEADING_ROOM - BOARD_GAP - reason_room);
    let cell = (room / board.files.max(board.ranks) as f32).floor();
    let (left, top) = (
        (x + (w - cell * board.files as f32) / 2.0).round(),
        (y + HEADING_ROOM).round(),
    );
    let layout = Layout::bare(board, cell, left, top);
    scene.items.extend(layout.board_items(&style.theme, None));
    scene.items.push(Item::Grid {
        squares: Squares {
            x: left,
            y: top,
            files: board.files,
            ranks: board.ranks,
            cell,
        },
        color: style.theme.text,
        width: 1.0,
    });
    for (k, line) in lines.iter().enumerate() {
        let baseline = top + cell * board.ranks as f32 + REASON_SIZE * (1.1 + 1.25 * k as f32);
        scene
            .items
            .push(text(line, REASON_SIZE, x + w / 2.0, baseline, style));
    }
    if answers {
        for sq in exercise.ringed() {
            scene
                .items
                .extend(mark_items(&layout, Mark::Cause(sq), &style.theme));
        }
    }
    match exercise {
        Exercise::KnightNone { path, .. } => {
            push_step_numbers(scene, &layout, path, board.area(), style);
        }
        Exercise::QueensNone { given, .. } => {
            scene
                .items
                .extend(given.iter().map(|&sq| queen(&layout, style, sq)));
        }
        Exercise::Knight { tour, given, .. } => {
            if answers {
                mark_given(scene, &layout, &tour[..*given], style);
            }
            let shown = if answers { &tour[..] } else { &tour[..*given] };
            push_step_numbers(scene, &layout, shown, tour.len(), style);
        }
        Exercise::Queens { queens, given, .. } => {
            if answers {
                mark_given(scene, &layout, given, style);
            }
            let shown = if answers { queens } else { given };
            scene
                .items
                .extend(shown.iter().map(|&sq| queen(&layout, style, sq)));
        }
    }
}

/// The mark of squares given (their lower left corner filled), as every
/// figure of a completion draws it.
fn mark_given(scene: &mut Scene, layout: &Layout, given: &[Square], style: &Style) {
    for &sq in given {
        scene
            .items
            .extend(given_corner(layout.square_rect(sq), &style.theme));
    }
}
