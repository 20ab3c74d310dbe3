//! From answers to figure files: picks the figure each answer and format
//! call for and writes its bytes.

use std::io::Write;

use crate::error::Error;
use crate::figure::gif::Animation;
use crate::figure::knight::{self, Stage};
use crate::figure::layout::Layout;
use crate::figure::queens::{self, search_frames};
use crate::figure::scene::{Rect, Scene};
use crate::figure::{Style, check_figure_size, png, svg, tree};
use crate::solution::{Outcome, Placement};
use crate::solve::{KnightAnswer, QueensAnswer};
use crate::trace::Trace;

/// A figure file format.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// Scalable vector graphics: the static figure.
    Svg,
    /// An animation.
    Gif,
    /// A raster of the static figure.
    Png,
}

impl Format {
    /// The file extension.
    pub fn extension(&self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Gif => "gif",
            Format::Png => "png",
        }
    }
}

/// Default milliseconds per frame of tour animations.
pub const KNIGHT_DELAY: u32 = 250;
/// Default milliseconds per frame of search animations.
pub const QUEENS_DELAY: u32 = 120;

/// The figure style of a knight job on its board.
pub fn knight_style(
    job: &crate::job::KnightJob,
    board: crate::board::Board,
) -> Result<Style, Error> {
    let mut style = Style::resolve(&job.figure_options(), board, KNIGHT_DELAY)?;
    style.first_step = job.first_step.unwrap_or(1);
    style.knight = job.knight.unwrap_or(false);
    Ok(style)
}

/// The figure style of a queens job.
pub fn queens_style(job: &crate::job::QueensJob) -> Result<Style, Error> {
    let n = job.n.unwrap_or(8).min(u64::from(crate::board::MAX_SIDE)) as u32;
    Style::resolve(
        &job.figure_options(),
        crate::board::Board::new(n, n)?,
        QUEENS_DELAY,
    )
}

/// The most search events animated.
pub const MAX_ANIMATED_EVENTS: usize = 20_000;

fn io(e: std::io::Error) -> Error {
    Error::usage(format!("writing the figure failed: {e}"))
}

fn write_static(scene: &Scene, format: Format, out: &mut dyn Write) -> Result<(), Error> {
    match format {
        Format::Svg => out.write_all(svg::to_svg(scene).as_bytes()).map_err(io),
        Format::Png => out.write_all(&png::to_png(scene)).map_err(io),
        Format::Gif => unreachable!("animations are drawn frame by frame"),
    }
}

/// An empty board captioned with why there is no answer.
fn empty_board(layout_for: impl Fn(&Style) -> Layout, style: &Style, caption: &str) -> Scene {
    let mut style = style.clone();
    style.title = Some(
        style
            .title
            .map_or_else(|| caption.to_string(), |t| format!("{t}: {caption}")),
    );
    let layout = layout_for(&style);
    let mut scene = layout.scene(&style.theme);
    scene.items = layout.board_items(&style.theme, style.title.as_deref());
    scene
}

/// Draws a knight answer in `format`.
pub fn knight_figure(
    answer: &KnightAnswer,
    style: &Style,
    format: Format,
    out: &mut dyn Write,
) -> Result<(), Error> {
    let board = answer.spec.board;
    check_figure_size(board, format.extension())?;
    let tour = match &answer.outcome {
        Outcome::Found(tour) => tour,
        _ => {
            let scene = empty_board(
                |s| Layout::new(board, s.cell, s.coords, s.title.as_deref()),
                style,
                "no tour exists",
            );
            return match format {
                Format::Gif => {
                    let mut animation =
                        Animation::new(out, scene.width, scene.height, &style.theme, style.repeat)?;
                    animation.frame(&scene, whole(&scene), style.hold)
                }
                _ => write_static(&scene, format, out),
            };
        }
    };
    let layout = knight::layout(tour, style);
    match format {
        Format::Gif => {
            let mut animation =
                Animation::new(out, layout.width, layout.height, &style.theme, style.repeat)?;
            let squares = tour.square_list();
            let last = squares.len() - 1;
            for k in 0..=last {
                let scene = knight::tour_scene(&layout, tour, style, Stage::Move(k));
                let delay = if k == last { style.hold } else { style.delay };
                animation.frame(&scene, knight::changed_area(&layout, &squares, k), delay)?;
            }
            Ok(())
        }
        _ => write_static(
            &knight::tour_scene(&layout, tour, style, Stage::Complete),
            format,
            out,
        ),
    }
}

fn whole(scene: &Scene) -> Rect {
    Rect {
        x: 0.0,
        y: 0.0,
        w: scene.width as f32,
        h: scene.height as f32,
    }
}

/// What a queens figure shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueensFigure {
    /// One board with its queens.
    Board,
    /// A sheet of small boards, one per solution.
    Sheet,
    /// The backtracking search tree.
    Tree,
}

impl QueensFigure {
    /// The figure a queens job asks for.
    pub fn of(job: &crate::job::QueensJob) -> QueensFigure {
        if job.tree {
            QueensFigure::Tree
        } else if job.all {
            QueensFigure::Sheet
        } else {
            QueensFigure::Board
        }
    }
}

/// Draws a queens answer in `format`. `search` is the recorded search, needed
/// for animations and trees.
pub fn queens_figure(
    answer: &QueensAnswer,
    search: Option<&Trace>,
    attacker: Option<crate::board::Square>,
    figure: QueensFigure,
    style: &Style,
    format: Format,
    out: &mut dyn Write,
) -> Result<(), Error> {
    let n = answer.n;
    if answer.count.is_some() {
        return Err(Error::usage(
            "--count prints a number; figures go with a solution or --all",
        ));
    }
    let board = crate::board::Board::new(n as u32, n as u32)?;
    if format != Format::Svg {
        check_figure_size(board, format.extension())?;
    }
    let needs_search = figure == QueensFigure::Tree || format == Format::Gif;
    let events = match (needs_search, search) {
        (false, _) => &[][..],
        (true, Some(trace)) if !trace.truncated => trace.events.as_slice(),
        (true, Some(_)) => {
            return Err(Error::usage(format!(
                "n `{n}`: the search is too long to draw (over {MAX_ANIMATED_EVENTS} steps); use a smaller n"
            )));
        }
        (true, None) => {
            return Err(Error::usage(
                "this figure draws the backtracking search; use --method backtrack",
            ));
        }
    };
    if figure == QueensFigure::Tree {
        if format == Format::Gif {
            return Err(Error::usage(
                "the search tree is drawn as SVG or PNG, not GIF",
            ));
        }
        return write_static(&tree::tree_scene(n, events, style)?, format, out);
    }
    let placements: &[Placement] = match &answer.outcome {
        Outcome::Found(placements) => placements,
        _ => &[],
    };
    let layout = queens::layout(n, style);
    if format == Format::Gif {
        let frames = search_frames(events);
        let mut animation =
            Animation::new(out, layout.width, layout.height, &style.theme, style.repeat)?;
        let mut previous = None;
        for (k, frame) in frames.iter().enumerate() {
            let scene = queens::search_scene(&layout, frame, style);
            let changed = previous.map_or_else(
                || whole(&scene),
                |p| queens::search_changed(&layout, p, frame),
            );
            let solved = k + 1 < frames.len()
                && frames[k + 1].queens == frame.queens
                && frame.queens.len() == n;
            let delay = if k + 1 == frames.len() || solved {
                style.hold
            } else {
                style.delay
            };
            animation.frame(&scene, changed, delay)?;
            previous = Some(frame);
        }
        return Ok(());
    }
    let scene = match placements {
        [] => empty_board(
            |s| Layout::new(board, s.cell, s.coords, s.title.as_deref()),
            style,
            "no placement exists",
        ),
        [one] if figure == QueensFigure::Board => {
            if let Some(sq) =
                attacker.filter(|sq| one.columns.get(sq.rank as usize) != Some(&sq.file))
            {
                return Err(Error::usage(format!(
                    "attacks `{sq}`: no queen stands there"
                )));
            }
            queens::placement_scene(&layout, &one.squares(), style, attacker)
        }
        many => {
            if many.len() > queens::MAX_SHEET_BOARDS {
                return Err(Error::usage(format!(
                    "{} solutions: a sheet holds at most {}; use --fundamental or a smaller n",
                    many.len(),
                    queens::MAX_SHEET_BOARDS
                )));
            }
            queens::sheet_scene(many, n, style)
        }
    };
    write_static(&scene, format, out)
}
