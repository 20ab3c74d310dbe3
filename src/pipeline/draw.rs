//! Answers to figure bytes: picks the scene or frames each answer and
//! output call for and renders them.

use crate::board::Board;
use crate::error::Error;
use crate::figure::frames;
use crate::figure::layout::{Marks, no_answer_scene};
use crate::figure::moments::Puzzle;
use crate::figure::scene::Scene;
use crate::figure::timeline;
use crate::figure::{Style, knight, queens, strip, tree};
use crate::knight::existence;
use crate::plan::{Drawing, KnightPlan, Output, QueensPlan, QueensSheet};
use crate::render::{Format, animated_svg, gif, html, pdf, png, svg};
use crate::solution::{Outcome, Proof, Tour};
use crate::solve::{KnightAnswer, QueensAnswer};
use crate::text;
use crate::trace::Trace;

/// The most steps of a search (pieces put on or taken off the board)
/// animated or drawn as a tree.
pub(crate) const MAX_ANIMATED_STEPS: usize = 20_000;

/// A static scene in a static format.
fn still(scene: &Scene, format: Format, style: &Style) -> Vec<u8> {
    match format {
        Format::Png => png::to_png(scene),
        Format::Pdf => pdf::to_pdf(std::slice::from_ref(scene), style.paper),
        Format::Svg | Format::Gif | Format::Html | Format::AnimatedSvg | Format::Trace => {
            svg::to_svg(scene).into_bytes()
        }
    }
}

/// The empty board of a knight answer with no tour: the reason in the
/// caption, and what a theorem's reason is about marked.
#[must_use]
pub fn no_tour_scene(answer: &KnightAnswer, style: &Style) -> Scene {
    let board = answer.spec.board;
    let Outcome::NotFound(proof) = &answer.outcome else {
        return no_answer_scene(board, style, "no tour exists", &Marks::default());
    };
    let marks = match proof {
        Proof::Theorem(_) => existence::ruled_out(&answer.spec).map(|ruled| Marks {
            ringed: ruled.involved.named,
            dotted: ruled.involved.group,
            outlined: ruled.involved.sides,
        }),
        Proof::Exhausted => None,
    };
    let reason = match proof {
        Proof::Theorem(_) => text::proof_text(proof),
        Proof::Exhausted => format!("no tour exists: {}", text::proof_text(proof)),
    };
    no_answer_scene(board, style, &reason, &marks.unwrap_or_default())
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
    if let Some(trace) = search.filter(|_| output.format.plays_frames() && answer.stats.nodes > 0) {
        return animation(
            output.format,
            || {
                frames::search_frames(
                    Puzzle::Knight,
                    plan.spec.board,
                    trace,
                    style,
                    Some(plan.spec.start),
                )
            },
            || html::Captions {
                words: frames::search_captions(Puzzle::Knight, plan.spec.board, trace),
                drawn: true,
            },
            || None,
            style,
        );
    }
    let Outcome::Found(tour) = &answer.outcome else {
        let scene = no_tour_scene(answer, style);
        return match output.format {
            Format::Gif => {
                gif::encode(frames::still(scene, style.hold), &style.theme, style.repeat)
            }
            Format::Html => {
                let captions = html::Captions {
                    words: vec![scene.title.clone()],
                    drawn: false,
                };
                let extras = html::Extras::default();
                Ok(html::page(
                    frames::still(scene, style.hold),
                    &captions,
                    &extras,
                    "",
                ))
            }
            format => Ok(still(&scene, format, style)),
        };
    };
    if output.drawing == Drawing::Strip {
        let steps = match search {
            Some(trace) => {
                let moments = frames::search_moments(Puzzle::Knight, tour.board, trace);
                let focus = strip::search_focus(&moments);
                strip::sample(
                    strip::knight_search_steps(&moments),
                    strip::MAX_PANELS,
                    focus,
                )
            }
            None => strip::sample(strip::tour_steps(tour), strip::MAX_PANELS, None),
        };
        return Ok(strip_figure(tour.board, &steps, style, output.format));
    }
    match output.format {
        format if format.plays_frames() => animation(
            format,
            || frames::tour_frames(tour, style),
            || html::Captions {
                words: frames::tour_captions(tour),
                drawn: false,
            },
            || None,
            style,
        ),
        Format::AnimatedSvg => {
            Ok(animated_svg::to_animated_svg(&timeline::tour_timeline(tour, style)).into_bytes())
        }
        format => Ok(still(&complete_tour(tour, style), format, style)),
    }
}

/// The frames `frames` makes in an animated format: a page with the words
/// `captions` makes for each frame and the search tree `tree` makes beside
/// them, or a GIF. With a poster, the GIF shows the finished figure first
/// and the page opens paused on it.
fn animation<I: Iterator<Item = frames::Frame>>(
    format: Format,
    frames: impl Fn() -> I,
    captions: impl FnOnce() -> html::Captions,
    tree: impl FnOnce() -> Option<tree::PageTree>,
    style: &Style,
) -> Result<Vec<u8>, Error> {
    if format == Format::Html {
        let extras = html::Extras {
            tree: tree(),
            poster: style.poster,
        };
        Ok(html::page(frames(), &captions(), &extras, "boardfig"))
    } else if style.poster {
        gif::encode(
            frames::with_poster(frames, style.hold),
            &style.theme,
            style.repeat,
        )
    } else {
        gif::encode(frames(), &style.theme, style.repeat)
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
    let needs_search = output.drawing != Drawing::Answer || output.format.plays_frames();
    let trace = match (needs_search, search) {
        (false, _) => None,
        (true, Some(trace)) if !trace.truncated && trace.steps() <= MAX_ANIMATED_STEPS => {
            Some(trace)
        }
        (true, Some(_)) => {
            return Err(Error::value(
                "n",
                n,
                format!(
                    "the search is too long to draw (over {MAX_ANIMATED_STEPS} steps); use a smaller n"
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
    if let Some(trace) = trace {
        let side = u32::try_from(n).unwrap_or(u32::MAX);
        let board = crate::board::Board::new(side, side)?;
        match output.drawing {
            Drawing::Tree => {
                return Ok(still(
                    &tree::tree_scene(n, &trace.events, style)?,
                    output.format,
                    style,
                ));
            }
            Drawing::Strip => {
                let nodes = tree::build(&trace.events);
                let steps = strip::sample(strip::queens_steps(&nodes, n), strip::MAX_PANELS, None);
                return Ok(strip_figure(board, &steps, style, output.format));
            }
            Drawing::Answer => {
                return animation(
                    output.format,
                    || frames::search_frames(Puzzle::Queens, board, trace, style, None),
                    || html::Captions {
                        words: frames::search_captions(Puzzle::Queens, board, trace),
                        drawn: true,
                    },
                    || {
                        let moments = frames::search_moments(Puzzle::Queens, board, trace);
                        let shown = moments.iter().map(|m| m.node).collect();
                        tree::page_tree(n, &trace.events, shown, style)
                    },
                    style,
                );
            }
        }
    }
    let scene = match answer.placements() {
        [] => {
            let side = u32::try_from(n).unwrap_or(u32::MAX);
            let board = crate::board::Board::new(side, side)?;
            no_answer_scene(board, style, "no placement exists", &Marks::default())
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
    Ok(still(&scene, output.format, style))
}

/// A strip of steps: one SVG or PNG, or a PDF of pages that hold whole
/// rows of panels (on A4 unless the style names a paper).
fn strip_figure(board: Board, steps: &[strip::Step], style: &Style, format: Format) -> Vec<u8> {
    if format == Format::Pdf {
        let paper = style.paper.unwrap_or_default();
        return pdf::to_pdf(&strip::strip_pages(board, steps, style, paper), Some(paper));
    }
    still(&strip::strip_scene(board, steps, style), format, style)
}
