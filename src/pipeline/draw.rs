//! Answers to figure bytes: picks the scene or frames each answer and
//! output call for and renders them.

use std::borrow::Cow;

use crate::error::Error;
use crate::figure::frames;
use crate::figure::layout::{Marks, no_answer_scene};
use crate::figure::scene::Scene;
use crate::figure::timeline;
use crate::figure::{Style, knight, legend, queens, strip, tree};
use crate::knight::existence;
use crate::plan::{Drawing, KnightPlan, Output, QueensPlan, QueensSheet};
use crate::render::{Format, animated_svg, gif, html, png, svg};
use crate::solution::{Outcome, Proof, Tour};
use crate::solve::{KnightAnswer, QueensAnswer};
use crate::text;
use crate::trace::Trace;

/// The most search events animated or drawn as a tree.
pub(crate) const MAX_ANIMATED_EVENTS: usize = 20_000;

/// A static scene in a static format.
fn still(scene: &Scene, format: Format) -> Vec<u8> {
    match format {
        Format::Png => png::to_png(scene),
        Format::Svg | Format::Gif | Format::Html | Format::AnimatedSvg => {
            svg::to_svg(scene).into_bytes()
        }
    }
}

/// The empty board of a knight answer with no tour: the reason in the
/// caption, and what a theorem's reason is about marked.
#[must_use]
pub fn no_tour_scene(answer: &KnightAnswer, style: &Style) -> Scene {
    no_tour(answer, style).0
}

/// [`no_tour_scene`], and what it marks.
fn no_tour(answer: &KnightAnswer, style: &Style) -> (Scene, Marks) {
    let board = answer.spec.board;
    let Outcome::NotFound(proof) = &answer.outcome else {
        let marks = Marks::default();
        return (
            no_answer_scene(board, style, "no tour exists", &marks),
            marks,
        );
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
    let marks = marks.unwrap_or_default();
    (no_answer_scene(board, style, &reason, &marks), marks)
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
    let spec = &plan.spec;
    let framed = frame_style(style, output.format);
    if let Some(trace) = search.filter(|_| output.format.plays_frames() && answer.stats.nodes > 0) {
        return animation(
            output.format,
            || frames::knight_search_frames(spec.board, trace, &framed),
            || html::Captions {
                words: frames::knight_search_captions(trace),
                drawn: true,
            },
            || html::Extras {
                title: style
                    .title
                    .clone()
                    .unwrap_or_else(|| knight::search_title(spec.board, spec.start, spec.closed)),
                legend: legend::legend(legend::Kind::KnightSearch, style),
                tree: None,
                poster: style.poster,
            },
            style,
        );
    }
    let Outcome::Found(tour) = &answer.outcome else {
        let (scene, marks) = no_tour(answer, style);
        return match output.format {
            Format::Gif => {
                gif::encode(frames::still(scene, style.hold), &style.theme, style.repeat)
            }
            Format::Html => {
                let captions = html::Captions {
                    words: vec![scene.title.clone()],
                    drawn: false,
                };
                let extras = html::Extras {
                    title: style
                        .title
                        .clone()
                        .unwrap_or_else(|| knight::tour_name(spec.board, spec.start, spec.closed)),
                    legend: legend::legend(
                        legend::Kind::NoAnswer {
                            named: !marks.ringed.is_empty(),
                            group: !marks.dotted.is_empty(),
                            sides: marks.outlined,
                        },
                        style,
                    ),
                    ..html::Extras::default()
                };
                Ok(html::page(
                    frames::still(scene, style.hold),
                    &captions,
                    &extras,
                ))
            }
            format => Ok(still(&scene, format)),
        };
    };
    if output.drawing == Drawing::Strip {
        let steps = match search {
            Some(trace) => strip::knight_search_steps(trace),
            None => strip::tour_steps(tour),
        };
        let steps = strip::sample(steps, strip::MAX_PANELS);
        return Ok(still(
            &strip::strip_scene(tour.board, &steps, style),
            output.format,
        ));
    }
    match output.format {
        format if format.plays_frames() => animation(
            format,
            || frames::tour_frames(tour, &framed),
            || html::Captions {
                words: frames::tour_captions(tour),
                drawn: false,
            },
            || html::Extras {
                title: style
                    .title
                    .clone()
                    .unwrap_or_else(|| knight::tour_title(tour)),
                legend: legend::legend(legend::Kind::Tour, style),
                tree: None,
                poster: style.poster,
            },
            style,
        ),
        Format::AnimatedSvg => {
            Ok(animated_svg::to_animated_svg(&timeline::tour_timeline(tour, style)).into_bytes())
        }
        format => Ok(still(&complete_tour(tour, style), format)),
    }
}

/// The style of the frames in `format`: a page shows the title as its
/// heading, so its frames do not draw it.
fn frame_style(style: &Style, format: Format) -> Cow<'_, Style> {
    if format == Format::Html && style.title.is_some() {
        Cow::Owned(Style {
            title: None,
            ..style.clone()
        })
    } else {
        Cow::Borrowed(style)
    }
}

/// The frames `frames` makes in an animated format: a page with the words
/// `captions` makes for each frame and what `extras` makes (its title,
/// legend and tree), or a GIF. With a poster, the GIF shows the finished
/// figure first and the page opens paused on it.
fn animation<I: Iterator<Item = frames::Frame>>(
    format: Format,
    frames: impl Fn() -> I,
    captions: impl FnOnce() -> html::Captions,
    extras: impl FnOnce() -> html::Extras,
    style: &Style,
) -> Result<Vec<u8>, Error> {
    if format == Format::Html {
        Ok(html::page(frames(), &captions(), &extras()))
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
    if output.drawing == Drawing::Strip {
        let side = u32::try_from(n).unwrap_or(u32::MAX);
        let board = crate::board::Board::new(side, side)?;
        let steps = strip::sample(strip::queens_steps(events), strip::MAX_PANELS);
        return Ok(still(
            &strip::strip_scene(board, &steps, style),
            output.format,
        ));
    }
    if output.format.plays_frames() {
        let framed = frame_style(style, output.format);
        return animation(
            output.format,
            || frames::search_frames(n, events, &framed),
            || html::Captions {
                words: frames::search_captions(n, events),
                drawn: false,
            },
            || {
                let tree = tree::page_tree(n, events, style);
                let mut entries = legend::legend(legend::Kind::QueensSearch, style);
                if tree.is_some() {
                    for entry in legend::legend(legend::Kind::QueensTree, style) {
                        if entries.iter().all(|e| e.label != entry.label) {
                            entries.push(entry);
                        }
                    }
                }
                html::Extras {
                    title: style
                        .title
                        .clone()
                        .unwrap_or_else(|| queens::search_title(n)),
                    legend: entries,
                    tree,
                    poster: style.poster,
                }
            },
            style,
        );
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
    Ok(still(&scene, output.format))
}
