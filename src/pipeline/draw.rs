//! Answers to figure bytes: picks the scene or frames each answer and
//! output call for and renders them.

use crate::error::Error;
use crate::figure::frames;
use crate::figure::layout::Layout;
use crate::figure::scene::Scene;
use crate::figure::{Style, knight, queens, tree};
use crate::plan::{Drawing, KnightPlan, Output, QueensPlan, QueensSheet};
use crate::render::{Format, gif, png, svg};
use crate::solution::{Outcome, Tour};
use crate::solve::{KnightAnswer, QueensAnswer};
use crate::trace::Trace;

/// The most search events animated or drawn as a tree.
pub(crate) const MAX_ANIMATED_EVENTS: usize = 20_000;

/// A static scene in a static format.
fn still(scene: &Scene, format: Format) -> Vec<u8> {
    match format {
        Format::Png => png::to_png(scene),
        Format::Svg | Format::Gif => svg::to_svg(scene).into_bytes(),
    }
}

/// An empty board captioned with why there is no answer.
fn empty_board(board: crate::board::Board, style: &Style, caption: &str) -> Scene {
    let title = style
        .title
        .as_ref()
        .map_or_else(|| caption.to_string(), |t| format!("{t}: {caption}"));
    let layout = Layout::new(board, style.cell, style.coords, Some(&title));
    let mut scene = layout.scene(&style.theme);
    scene.items = layout.board_items(&style.theme, Some(&title));
    scene
}

/// Draws a knight answer for one output. `search` is the recorded search,
/// for a search animation.
pub fn knight_figure(
    plan: &KnightPlan,
    answer: &KnightAnswer,
    search: Option<&Trace>,
    output: &Output,
) -> Result<Vec<u8>, Error> {
    let style = &plan.style;
    if let Some(trace) = search.filter(|_| output.format == Format::Gif && answer.stats.nodes > 0) {
        let frames = frames::knight_search_frames(plan.spec.board, trace, style);
        return gif::encode(frames, &style.theme, style.repeat);
    }
    let Outcome::Found(tour) = &answer.outcome else {
        let scene = empty_board(plan.spec.board, style, "no tour exists");
        return match output.format {
            Format::Gif => {
                gif::encode(frames::still(scene, style.hold), &style.theme, style.repeat)
            }
            format => Ok(still(&scene, format)),
        };
    };
    match output.format {
        Format::Gif => gif::encode(frames::tour_frames(tour, style), &style.theme, style.repeat),
        format => Ok(still(&complete_tour(tour, style), format)),
    }
}

/// The whole tour.
fn complete_tour(tour: &Tour, style: &Style) -> Scene {
    let layout = knight::layout(tour, style);
    knight::tour_scene(&layout, tour, style, knight::Stage::Complete)
}

/// Draws a queens answer for one output. `search` is the recorded search,
/// needed for animations and trees.
pub fn queens_figure(
    plan: &QueensPlan,
    answer: &QueensAnswer,
    search: Option<&Trace>,
    output: &Output,
) -> Result<Vec<u8>, Error> {
    let n = answer.n;
    let style = &plan.style;
    let needs_search = output.drawing == Drawing::Tree || output.format == Format::Gif;
    let events = match (needs_search, search) {
        (false, _) => &[][..],
        (true, Some(trace)) if !trace.truncated => trace.events.as_slice(),
        (true, Some(_)) => {
            return Err(Error::value(
                "n",
                n,
                format!(
                    "the search is too long to draw (over {MAX_ANIMATED_EVENTS} steps); use a smaller n"
                ),
            ));
        }
        (true, None) => {
            return Err(Error::usage(
                "this figure draws the backtracking search, but the answer was constructed; \
                 use {method} backtrack",
            ));
        }
    };
    if output.drawing == Drawing::Tree {
        return Ok(still(&tree::tree_scene(n, events, style)?, output.format));
    }
    if output.format == Format::Gif {
        return gif::encode(
            frames::search_frames(n, events, style),
            &style.theme,
            style.repeat,
        );
    }
    let scene = match answer.placements() {
        [] => {
            let side = u32::try_from(n).unwrap_or(u32::MAX);
            let board = crate::board::Board::new(side, side)?;
            empty_board(board, style, "no placement exists")
        }
        [one] if plan.sheet == QueensSheet::Board => {
            if let Some(sq) = plan
                .attacks
                .filter(|sq| one.columns.get(sq.rank as usize) != Some(&sq.file))
            {
                return Err(Error::value("attacks", sq, "no queen stands there"));
            }
            queens::placement_scene(
                &queens::layout(n, style),
                &one.squares(),
                style,
                plan.attacks,
            )
        }
        many => {
            if many.len() > queens::MAX_SHEET_BOARDS {
                return Err(Error::usage(format!(
                    "{} solutions: a sheet holds at most {}; use {{fundamental}} or a smaller n",
                    many.len(),
                    queens::MAX_SHEET_BOARDS
                )));
            }
            queens::sheet_scene(many, n, style)
        }
    };
    Ok(still(&scene, output.format))
}
