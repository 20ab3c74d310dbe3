//! Answers to figure bytes: picks the scene or frames each answer and
//! output call for and renders them.

use crate::words::{Lang, say};
use std::borrow::Cow;

use crate::board::{Board, Square};
use crate::error::{Error, message};
use crate::figure::frames;
use crate::figure::layout::{Marks, Reason, no_answer_scene};
use crate::figure::moments::Moment;
use crate::figure::moments::Puzzle;
use crate::figure::paper::Paper;
use crate::figure::program::Program;
use crate::figure::scene::Scene;
use crate::figure::search::Beside;
use crate::figure::timeline;
use crate::figure::{Style, knight, legend, marks, queens, reasons, strip, tree};
use crate::job::Format;
use crate::knight::explain::{self, Shown};
use crate::options::Key;
use crate::plan::{Drawing, KnightPlan, Output, QueensPlan, QueensSheet};
use crate::render::{animated_svg, gif, html, pdf, png, svg};
use crate::solution::{Outcome, Proof, Tour};
use crate::solve::{KnightAnswer, KnightMethod, QueensAnswer, QueensQuestion};
use crate::trace::Trace;

/// The most steps of a search (pieces put on or taken off the board)
/// animated or drawn as a tree.
pub(crate) const MAX_ANIMATED_STEPS: usize = 20_000;

/// A static scene in a static format.
fn still(scene: &Scene, format: Format, style: &Style) -> Vec<u8> {
    match format {
        Format::Png => png::to_png(scene),
        Format::Pdf => pdf::to_pdf(std::slice::from_ref(scene), style.paper, style.lang),
        Format::Svg | Format::Gif | Format::Html | Format::AnimatedSvg | Format::Trace => {
            svg::to_svg(scene).into_bytes()
        }
    }
}

/// The empty board of a knight answer with no tour: the reason in a
/// short caption and in full in the description, and what it is about
/// marked on the board.
#[cfg(test)]
#[must_use]
pub(crate) fn no_tour_scene(answer: &KnightAnswer, style: &Style) -> Scene {
    no_tour(answer, &[], style).0
}

/// The scene of a knight answer with no tour continuing the squares
/// `given` (if any), and what it marks.
fn no_tour(answer: &KnightAnswer, given: &[Square], style: &Style) -> (Scene, Marks) {
    let (caption, detail, marks) = match given_reason(style.lang, answer, given) {
        Some(reason) => reason,
        None => no_tour_reason(style.lang, answer),
    };
    let reason = Reason {
        caption: &caption,
        detail: &detail,
    };
    (
        no_answer_scene(answer.spec.board, style, reason, &marks),
        marks,
    )
}

/// Why a knight answer has no tour: its short caption, the argument in
/// full (empty: none), and what the figure marks on the board.
pub(crate) fn no_tour_reason(lang: Lang, answer: &KnightAnswer) -> (String, String, Marks) {
    let explanation = match &answer.outcome {
        Outcome::NotFound(Proof::Theorem(_)) => explain::explain(lang, &answer.spec),
        Outcome::NotFound(Proof::Exhausted) => Some(explain::exhausted(
            lang,
            &answer.spec,
            answer.stats.nodes,
            answer.method == KnightMethod::Sweep,
        )),
        _ => None,
    };
    let Some(explanation) = explanation else {
        // A theorem no argument of `explain` covers: its own sentence, in
        // English (the solver's words), as the argument.
        let detail = match &answer.outcome {
            Outcome::NotFound(Proof::Theorem(text)) => text.clone(),
            _ => String::new(),
        };
        return (say!(lang, "no-tour"), detail, Marks::default());
    };
    let involved = &explanation.involved;
    let marks = Marks {
        ringed: involved.named.clone(),
        dotted: involved.group.clone(),
        outlined: involved.sides,
        moves: explanation.moves.clone(),
        counts: explanation.counts,
        notes: explanation.notes.clone(),
        placed: Vec::new(),
    };
    (explanation.caption, explanation.detail, marks)
}

/// Why no tour continues the squares `given` (two or more), when the
/// proof is about them: the rule that fails with the knight on the last,
/// or the search that tried every way on. The caption, the argument, and
/// the marks: the given squares joined in order, the squares the rule
/// names ringed.
fn given_reason(
    lang: Lang,
    answer: &KnightAnswer,
    given: &[Square],
) -> Option<(String, String, Marks)> {
    let (&last, true) = (given.last()?, given.len() > 1) else {
        return None;
    };
    let spec = &answer.spec;
    let count = given.len();
    let (caption, detail, ringed) = match &answer.outcome {
        Outcome::NotFound(Proof::DeadEnd { at, cut }) => {
            let context = reasons::Context {
                from: Some(*at),
                start: Some(spec.start),
                area: spec.board.area(),
            };
            let reason = reasons::cut_reason(lang, *cut, context, false);
            (
                say!(
                    lang,
                    "given-caption-dead-end",
                    count = count,
                    reason = reason.as_str()
                ),
                say!(
                    lang,
                    "given-detail-dead-end",
                    square = at.to_string(),
                    reason = reason
                ),
                cut.squares(),
            )
        }
        Outcome::NotFound(Proof::Exhausted) => (
            say!(lang, "given-caption-exhausted", count = count),
            say!(
                lang,
                "given-detail-exhausted",
                square = last.to_string(),
                nodes = answer.stats.nodes
            ),
            Vec::new(),
        ),
        _ => return None,
    };
    let names: Vec<String> = given.iter().map(ToString::to_string).collect();
    let mut notes = vec![(
        Shown::Moves,
        say!(lang, "given-note-lines", squares = names.join(" ")),
    )];
    if !ringed.is_empty() {
        let ringed_names: Vec<String> = ringed.iter().map(ToString::to_string).collect();
        notes.push((
            Shown::Ringed,
            say!(
                lang,
                "explain-note-ringed",
                count = ringed_names.len(),
                squares = ringed_names.join(", ")
            ),
        ));
    }
    let marks = Marks {
        ringed,
        moves: given.windows(2).map(|pair| (pair[0], pair[1])).collect(),
        notes,
        ..Marks::default()
    };
    Some((caption, detail, marks))
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
    let framed = frame_style(style, output.format);
    if let Some(trace) = search.filter(|_| output.format.plays_frames() && answer.stats.nodes > 0) {
        return knight_search_figure(plan, trace, output.format);
    }
    let Outcome::Found(tour) = &answer.outcome else {
        return no_tour_figure(plan, answer, output.format);
    };
    if output.drawing == Drawing::Strip {
        let Some(trace) = search else {
            let steps = strip::sample(strip::tour_steps(style.lang, tour), strip::MAX_PANELS, None);
            return Ok(strip_figure(tour.board, &steps, style, output.format, None));
        };
        let moments = frames::search_moments(style.lang, Puzzle::Knight, tour.board, trace);
        let program = knight_search(plan, trace, output.format).program;
        let focus = strip::search_focus(&moments);
        let steps = strip::sample(
            strip::knight_search_steps(&moments, program.as_ref()),
            strip::MAX_PANELS,
            focus,
        );
        return Ok(strip_figure(
            tour.board,
            &steps,
            style,
            output.format,
            program.as_ref(),
        ));
    }
    match output.format {
        format if format.plays_frames() => animation(
            format,
            || frames::tour_frames(tour, &framed),
            || html::Captions {
                words: frames::tour_captions(style.lang, tour, style.given.len()),
                drawn: false,
            },
            || html::Extras {
                title: title_or(style, || knight::tour_title(style.lang, tour)),
                legend: legend::legend(legend::Kind::Tour, style),
                tree: None,
                poster: style.poster,
                ..html::Extras::default()
            },
            style,
        ),
        Format::AnimatedSvg => {
            Ok(animated_svg::to_animated_svg(&timeline::tour_timeline(tour, style)).into_bytes())
        }
        format => Ok(still(&complete_tour(tour, style), format, style)),
    }
}

/// The knight's search animated in `format`.
fn knight_search_figure(
    plan: &KnightPlan,
    trace: &Trace,
    format: Format,
) -> Result<Vec<u8>, Error> {
    search_animation(
        &knight_search(plan, trace, format),
        &plan.style,
        format,
        |_| None,
    )
}

/// A knight plan's recorded search as its figures in `format` show it.
fn knight_search<'a>(plan: &KnightPlan, trace: &'a Trace, format: Format) -> Search<'a> {
    let spec = &plan.spec;
    Search {
        puzzle: Puzzle::Knight,
        board: spec.board,
        trace,
        name: knight::search_title(plan.style.lang, spec, plan.prune),
        program: plan.code.for_format(format).map(|language| {
            Program::knight(
                spec,
                plan.first_step,
                plan.prune,
                (language, plan.style.lang),
            )
        }),
        program_words: plan.prune.words(plan.style.lang),
    }
}

/// What a knight plan's search figure in `format` draws beside the board
/// (for tests that draw its frames as the pipeline does).
#[cfg(test)]
pub(crate) fn knight_beside(plan: &KnightPlan, trace: &Trace, format: Format) -> Beside {
    knight_search(plan, trace, format).beside(format)
}

/// What a queens plan's search figure in `format` draws beside the board.
#[cfg(test)]
pub(crate) fn queens_beside(plan: &QueensPlan, trace: &Trace, format: Format) -> Beside {
    queens_search(plan, trace, format).beside(format)
}

/// A recorded search to animate, and how it is named.
struct Search<'a> {
    puzzle: Puzzle,
    board: Board,
    trace: &'a Trace,
    /// The figure's title when the style gives none.
    name: String,
    /// The program beside the frames, if shown.
    program: Option<Program>,
    /// Which program searches, in words.
    program_words: String,
}

impl Search<'_> {
    /// What its figure in `format` draws beside the board: a GIF its
    /// captions, legend and program; a page, which writes them as text,
    /// nothing.
    fn beside(&self, format: Format) -> Beside {
        let page = format == Format::Html;
        Beside {
            caption: !page,
            program: self.program.clone().filter(|_| !page),
            program_words: self.program_words.clone(),
        }
    }
}

/// A search animated in `format`: a GIF with its captions, legend and
/// program drawn, or a page that writes them as text beside the frames,
/// with `tree` (made from the moments) beside them too.
fn search_animation(
    search: &Search<'_>,
    style: &Style,
    format: Format,
    tree: impl FnOnce(&[Moment]) -> Option<tree::PageTree>,
) -> Result<Vec<u8>, Error> {
    let framed = frame_style(style, format);
    let beside = search.beside(format);
    let (puzzle, board, trace) = (search.puzzle, search.board, search.trace);
    animation(
        format,
        || frames::search_frames(puzzle, board, trace, &framed, search.name.clone(), &beside),
        || html::Captions {
            words: frames::search_caption_lines(style.lang, puzzle, board, trace),
            drawn: false,
        },
        || {
            let moments = frames::search_moments(style.lang, puzzle, board, trace);
            let tree = tree(&moments);
            let mut legend = legend::marks_legend(&frames::legend_kinds(puzzle, &moments), style);
            if tree.is_some() {
                legend.extend(legend::legend(legend::Kind::QueensTree, style));
            }
            html::Extras {
                title: title_or(style, || search.name.clone()),
                legend,
                tree,
                poster: style.poster,
                program_words: search.program_words.clone(),
                program: search.program.clone().map(|program| html::ProgramPage {
                    views: moments.iter().map(|m| program.view(m)).collect(),
                    program,
                }),
            }
        },
        style,
    )
}

/// The figure saying why there is no tour, in `format`.
fn no_tour_figure(
    plan: &KnightPlan,
    answer: &KnightAnswer,
    format: Format,
) -> Result<Vec<u8>, Error> {
    let style = &plan.style;
    let spec = &plan.spec;
    let (scene, marks) = no_tour(answer, &plan.given, style);
    match format {
        Format::Gif => gif::encode(frames::still(scene, style.hold), &style.theme, style.repeat),
        Format::Html => {
            let captions = html::Captions {
                words: vec![scene.title.clone()],
                drawn: false,
            };
            let extras = html::Extras {
                title: title_or(style, || {
                    knight::tour_name(style.lang, spec.board, spec.start, spec.closed)
                }),
                legend: legend::legend(
                    legend::Kind::NoAnswer {
                        named: !marks.ringed.is_empty(),
                        group: !marks.dotted.is_empty(),
                        sides: marks.outlined,
                        moves: !marks.moves.is_empty(),
                    },
                    style,
                ),
                ..html::Extras::default()
            };
            Ok(html::page(
                frames::still(scene, style.hold),
                &captions,
                &extras,
                style.lang,
            ))
        }
        format => Ok(still(&scene, format, style)),
    }
}

/// The style's title, or a default one.
fn title_or(style: &Style, default: impl FnOnce() -> String) -> String {
    style
        .title
        .as_ref()
        .map_or_else(default, |t| t.text().to_string())
}

/// The style of the frames in `format`: a page shows the title as its
/// heading and the legend beside the figure, so its frames draw neither.
fn frame_style(style: &Style, format: Format) -> Cow<'_, Style> {
    if format == Format::Html {
        Cow::Owned(Style {
            title: None,
            legend: false,
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
        Ok(html::page(frames(), &captions(), &extras(), style.lang))
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

/// The recorded search a queens figure draws, when it `needs_search`:
/// refused when it is too long to draw or when there was none.
fn drawn_search(
    n: usize,
    needs_search: bool,
    search: Option<&Trace>,
) -> Result<Option<&Trace>, Error> {
    match (needs_search, search) {
        (false, _) => Ok(None),
        (true, Some(trace)) if !trace.truncated && trace.steps() <= MAX_ANIMATED_STEPS => {
            Ok(Some(trace))
        }
        (true, Some(_)) => Err(Error::value(
            Key::N,
            n,
            format!(
                "the search is too long to draw (over {MAX_ANIMATED_STEPS} steps); use a smaller n"
            ),
        )),
        (true, None) => Err(Error::usage(message![
            "this figure draws the backtracking search, but the answer was constructed; use ",
            Key::Method,
            " backtrack"
        ])),
    }
}

/// Draws a queens answer for one output. `search` is the recorded search,
/// needed for animations and trees.
pub(crate) fn queens_figure(
    plan: &QueensPlan,
    answer: &QueensAnswer,
    search: Option<&Trace>,
    output: &Output,
) -> Result<Vec<u8>, Error> {
    let n = answer.n;
    let style = &plan.style;
    let needs_search = output.drawing != Drawing::Answer || output.format.plays_frames();
    let trace = drawn_search(n, needs_search, search)?;
    if let Some(trace) = trace {
        return queens_search_figure(plan, trace, output);
    }
    let scene = match answer.placements() {
        [] => {
            let side = u32::try_from(n).unwrap_or(u32::MAX);
            let board = crate::board::Board::new(side, side)?;
            let caption = say!(
                style.lang,
                "no-queens-placement",
                n = n,
                board = board.to_string()
            );
            let detail = match &answer.outcome {
                Outcome::NotFound(Proof::Exhausted) => say!(style.lang, "proof-exhausted"),
                Outcome::NotFound(Proof::Theorem(_)) => {
                    say!(style.lang, "proof-queens-small", n = n)
                }
                Outcome::NotFound(Proof::Attacking(a, b)) => say!(
                    style.lang,
                    "proof-attacking",
                    a = a.to_string(),
                    b = b.to_string()
                ),
                // A tour's proof; a placement has none of these.
                Outcome::NotFound(Proof::DeadEnd { .. })
                | Outcome::Found(_)
                | Outcome::BudgetSpent => String::new(),
            };
            let mut marks = Marks::default();
            let caption = if plan.place.is_empty() {
                caption
            } else {
                marks.placed.clone_from(&plan.place);
                if let Outcome::NotFound(Proof::Attacking(a, b)) = &answer.outcome {
                    marks.ringed = vec![*a, *b];
                }
                say!(
                    style.lang,
                    "no-queens-completion",
                    n = n,
                    count = plan.place.len(),
                    reason = detail.as_str()
                )
            };
            let reason = Reason {
                caption: &caption,
                detail: &detail,
            };
            let mut scene = no_answer_scene(board, style, reason, &marks);
            if !plan.place.is_empty() && style.legend {
                marks::push_given_row(&mut scene, style.cell as f32, (&style.theme, style.lang));
            }
            scene
        }
        [one] if plan.sheet == QueensSheet::Board => {
            if let Some(sq) = plan
                .attacks
                .filter(|sq| one.columns.get(sq.rank as usize) != Some(&sq.file))
            {
                return Err(Error::value(Key::Attacks, sq, "no queen stands there"));
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
                let most = queens::MAX_SHEET_BOARDS;
                return Err(Error::usage(message![
                    format!(
                        "more than {most} solutions (the search stopped at the {}st): a sheet \
                         holds at most {most}; use ",
                        most + 1
                    ),
                    Key::Fundamental,
                    " or a smaller n"
                ]));
            }
            // On paper, a sheet is printed in pages of readable boards; without,
            // a PDF is the picture, one page its own size, for documents.
            if output.format == Format::Pdf && (style.paper.is_some() || style.per_page.is_some()) {
                let paper = style.paper.unwrap_or_default();
                let pages = queens::sheet_pages(many, n, style, paper);
                return Ok(pdf::to_pdf(&pages, Some(paper), style.lang));
            }
            queens::sheet_scene(many, n, style)
        }
    };
    Ok(still(&scene, output.format, style))
}

/// A strip of steps: one SVG or PNG, or a PDF of pages that hold whole
/// rows of panels (on A4 unless the style names a paper); `program`'s
/// listing at its head.
fn strip_figure(
    board: Board,
    steps: &[strip::Step],
    style: &Style,
    format: Format,
    program: Option<&Program>,
) -> Vec<u8> {
    if format == Format::Pdf {
        let paper = style.paper.unwrap_or(Paper::A4);
        let pages = strip::strip_pages(board, steps, style, paper, program);
        return pdf::to_pdf(&pages, Some(paper), style.lang);
    }
    still(
        &strip::strip_scene(board, steps, style, program),
        format,
        style,
    )
}

/// A queens plan's recorded search as its figures in `format` show it.
fn queens_search<'a>(plan: &QueensPlan, trace: &'a Trace, format: Format) -> Search<'a> {
    let n = plan.query.n;
    let side = u32::try_from(n).unwrap_or(u32::MAX);
    let all = plan.query.question != QueensQuestion::First;
    Search {
        puzzle: Puzzle::Queens,
        board: Board {
            files: side,
            ranks: side,
        },
        trace,
        name: queens::search_title(plan.style.lang, n),
        program: plan
            .code
            .for_format(format)
            .map(|language| Program::queens(n, all, (language, plan.style.lang))),
        program_words: say!(plan.style.lang, "program-queens"),
    }
}

/// The queens search drawn as `output` asks: its tree, its strip or its
/// animation.
fn queens_search_figure(
    plan: &QueensPlan,
    trace: &Trace,
    output: &Output,
) -> Result<Vec<u8>, Error> {
    let (n, style) = (plan.query.n, &plan.style);
    let side = u32::try_from(n).unwrap_or(u32::MAX);
    let board = crate::board::Board::new(side, side)?;
    match output.drawing {
        Drawing::Tree => Ok(still(
            &tree::tree_scene(n, &trace.events, style)?,
            output.format,
            style,
        )),
        Drawing::Strip => {
            let nodes = tree::build(&trace.events);
            let program = queens_search(plan, trace, output.format).program;
            let moments = match program {
                Some(_) => frames::search_moments(style.lang, Puzzle::Queens, board, trace),
                None => Vec::new(),
            };
            let steps = strip::sample(
                strip::queens_steps(style.lang, &nodes, n, &moments, program.as_ref()),
                strip::MAX_PANELS,
                None,
            );
            Ok(strip_figure(
                board,
                &steps,
                style,
                output.format,
                program.as_ref(),
            ))
        }
        Drawing::Answer => search_animation(
            &queens_search(plan, trace, output.format),
            style,
            output.format,
            |moments| {
                let shown = moments.iter().map(|m| m.node).collect();
                tree::page_tree(n, &trace.events, shown, style)
            },
        ),
    }
}
