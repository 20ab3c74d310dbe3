//! The plan: a job (from the command line or a build file) with its
//! defaults resolved once, and every check that needs no answer done before
//! any search starts. Messages name options by their build-file keys; the
//! edge words them as flags or keys.

mod choices;
#[cfg(any(feature = "cli", feature = "internals", test))]
pub(crate) mod exercise;
pub(crate) mod explore;
pub(crate) mod font;
mod limits;
#[cfg(feature = "cli")]
pub(crate) use limits::place;
mod refusal;
mod style;
pub(crate) mod title;
pub(crate) mod worksheet;

use std::path::PathBuf;

use crate::board::{Board, Square, SquareList};
use crate::error::{Error, Message, message};
use crate::figure::Style;
use crate::job::{Animate, Format, KnightJob, QueensJob};
use crate::knight::TourSpec;
use crate::options::{
    BOARD, FIRST_STEP, Key, LAPSE_DELAY, MAX_FRAMES, PRUNE, QUEENS_N, SEARCH_DELAY, START, Shows,
    TOUR_DELAY, WORD_DELAY,
};
use crate::program::Language;
use crate::solve::{
    KnightMethod, MAX_COUNT_N, MAX_KEPT_PLACEMENTS, Prune, QueensMethod, QueensQuery,
    QueensQuestion,
};

/// Where a figure goes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    /// A file, as the user named it.
    Path(PathBuf),
    /// Standard output (`-`).
    Stdout,
}

impl std::fmt::Display for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Target::Path(path) => write!(f, "{}", path.display()),
            Target::Stdout => f.write_str("-"),
        }
    }
}

/// What a figure shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawing {
    /// The answer: a tour, a placement or a sheet of placements; as GIF,
    /// its animation.
    Answer,
    /// The backtracking search tree (queens).
    Tree,
    /// A printable strip of search steps, small boards with captions.
    Strip,
}

/// One figure to make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    /// Its format.
    pub format: Format,
    /// What it shows.
    pub drawing: Drawing,
    /// Where it goes.
    pub target: Target,
}

impl Output {
    /// The answer drawn in `format` to `target`.
    #[must_use]
    #[cfg(any(feature = "cli", feature = "internals", test))]
    pub fn answer(format: Format, target: Target) -> Output {
        Output {
            format,
            drawing: Drawing::Answer,
            target,
        }
    }
}

/// A knight job, planned.
#[derive(Clone, Debug, PartialEq)]
pub struct KnightPlan {
    /// The tour asked for.
    pub spec: TourSpec,
    /// The squares the tour must begin with (`given`), the start first;
    /// empty when none are given.
    pub given: Vec<Square>,
    /// How to search.
    pub method: KnightMethod,
    /// The node budget, if the user set one.
    pub budget: Option<u64>,
    /// Count the tours instead of finding one.
    pub count: bool,
    /// The number of the first step in matrices and figures.
    pub first_step: u32,
    /// How figures look.
    pub style: Style,
    /// What a GIF shows: the tour or the search.
    pub animate: Animate,
    /// The search a search animation shows.
    pub prune: Prune,
    /// The program beside search figures.
    pub code: CodeChoice,
    /// The most frames of a search animation.
    pub max_frames: usize,
    /// The figures to make.
    pub outputs: Vec<Output>,
    /// Options given that have no effect here.
    pub warnings: Vec<Message>,
    /// Those of `warnings` about the puzzle's own options (method, order,
    /// budget), which hold whatever figures are drawn.
    pub puzzle_warnings: Vec<Message>,
}

impl KnightPlan {
    /// Whether a figure draws the search (its animation, or its strip with
    /// `animate = search`), which must then be recorded.
    #[must_use]
    pub fn draws_search(&self) -> bool {
        self.animate == Animate::Search
            && self
                .outputs
                .iter()
                .any(|o| o.format.plays_frames() || o.drawing == Drawing::Strip)
    }

    /// Whether the search is written as data (`--trace`).
    #[must_use]
    pub fn writes_trace(&self) -> bool {
        self.outputs.iter().any(|o| o.format == Format::Trace)
    }
}

/// The program beside a search figure.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CodeChoice {
    /// Not asked: Python on pages, none elsewhere.
    #[default]
    Default,
    /// A language asked for, in every search figure.
    Shown(Language),
    /// None asked for.
    Hidden,
}

impl CodeChoice {
    /// The user's choice.
    fn from(code: Option<crate::job::Code>) -> CodeChoice {
        match code.map(choices::language) {
            None => CodeChoice::Default,
            Some(Some(language)) => CodeChoice::Shown(language),
            Some(None) => CodeChoice::Hidden,
        }
    }

    /// The program shown in `format`, if any.
    #[must_use]
    pub(crate) fn for_format(self, format: Format) -> Option<Language> {
        match self {
            CodeChoice::Shown(language) => Some(language),
            CodeChoice::Hidden => None,
            CodeChoice::Default => (format == Format::Html).then_some(Language::Python),
        }
    }
}

/// What a queens figure of the answer shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueensSheet {
    /// One board with its queens.
    Board,
    /// A sheet of small boards, one per solution.
    Sheet,
}

/// A queens job, planned.
#[derive(Clone, Debug, PartialEq)]
pub struct QueensPlan {
    /// The puzzle.
    pub query: QueensQuery,
    /// The queens already placed (`place`), to complete; empty when none
    /// are.
    pub place: Vec<Square>,
    /// One board or a sheet.
    pub sheet: QueensSheet,
    /// The program beside search figures.
    pub code: CodeChoice,
    /// The queen whose attacks are shaded.
    pub attacks: Option<Square>,
    /// How figures look.
    pub style: Style,
    /// The figures to make.
    pub outputs: Vec<Output>,
    /// Options given that have no effect here.
    pub warnings: Vec<Message>,
    /// Those of `warnings` about the puzzle's own options (method, order,
    /// budget), which hold whatever figures are drawn.
    pub puzzle_warnings: Vec<Message>,
}

impl QueensPlan {
    /// Whether a figure draws the search, which must then be recorded.
    #[must_use]
    pub fn draws_search(&self) -> bool {
        self.outputs.iter().any(|o| {
            o.drawing != Drawing::Answer || o.format.plays_frames() || o.format == Format::Trace
        })
    }
}

/// The largest board a search animation draws (each frame of the
/// time-lapse keeps its path: memory stays within frames x squares).
pub(crate) const MAX_SEARCH_ANIMATION_AREA: usize = 1024;
/// The largest n of a queens backtracking search (`--method backtrack`,
/// `--all`, search figures): each queen placed scans up to n files, so the
/// default budget of 10^8 placements takes about 3 minutes at n = 1000.
pub(crate) const MAX_BACKTRACK_N: usize = 1000;

/// How the knight job's start and end squares are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ends {
    /// As options: an end square equal to the start is refused (the user
    /// most likely wants `closed`).
    Options,
    /// As the classic exercise's input: an end equal to the start is a
    /// question whose answer is `Not Found`.
    #[cfg_attr(
        not(any(feature = "cli", feature = "internals", test)),
        allow(dead_code)
    )]
    Exercise,
}

/// A count (`count`) prints a number, found by the exact search.
fn check_count(method: KnightMethod, outputs: &[Output]) -> Result<(), Error> {
    if !outputs.is_empty() {
        return Err(Error::usage(message![
            Key::Count,
            " prints a number; figures go with a tour"
        ]));
    }
    if !matches!(method, KnightMethod::Auto | KnightMethod::Backtrack) {
        return Err(Error::usage(message![
            Key::Count,
            " counts with the exact search; leave out ",
            Key::Method,
            " or use backtrack"
        ]));
    }
    Ok(())
}

/// Plans a knight job drawing `outputs`.
pub fn knight(job: &KnightJob, outputs: Vec<Output>, ends: Ends) -> Result<KnightPlan, Error> {
    let spec = tour_spec(job, ends)?;
    let method = job.method.unwrap_or_default().into();
    let given = given_path(job, &spec, method, &outputs)?;
    let first_step = FIRST_STEP.resolve(job.first_step)?;
    if job.count {
        check_count(method, &outputs)?;
    }
    limits::check_unique(&outputs)?;
    let (animate, max_frames) = search_animation(job, method, spec.board)?;
    if outputs.iter().any(|o| o.format == Format::Trace) {
        check_trace(method, spec.board)?;
    }
    let default_delay = if animate == Animate::Search {
        SEARCH_DELAY
    } else {
        TOUR_DELAY
    };
    let mut style = style::resolve(&job.figure_options(), Some(job), spec.board, default_delay)?;
    if job.figure_options().delay.is_none() {
        style.lapse_delay = LAPSE_DELAY;
        if animate == Animate::Search {
            style.per_word = WORD_DELAY;
        }
    }
    style.first_step = first_step;
    style.rank1_top = job.rank1_top;
    if !style.path && !style.numbers && !style.knight && !style.degrees {
        return Err(Error::usage(message![
            Key::Path,
            " leaves an empty board; add ",
            Key::Numbers,
            " for the numbered board or ",
            Key::Degrees,
            " for the degree map"
        ]));
    }
    for output in &outputs {
        if output.format == Format::AnimatedSvg && job.animate == Some(Animate::Search) {
            return Err(Error::usage(message![
                Key::AnimatedSvg,
                " animates the tour, not the search; use ",
                Key::Gif,
                " with ",
                Key::Animate,
                " search"
            ]));
        }
        if output.drawing == Drawing::Strip {
            limits::check_strip(spec.board)?;
        } else if output.format.is_figure() {
            let size = limits::Size {
                key: Key::Board,
                value: &spec.board,
            };
            limits::check_board_figure(spec.board, &style, output.format, size)?;
        }
    }
    let mut warnings = unused_figure_options(
        &job.figure_options(),
        &[
            (Key::Numbers, job.numbers.is_some()),
            (Key::Knight, job.knight.is_some()),
            (Key::Path, job.path.is_some()),
            (Key::Rank1Top, job.rank1_top),
            (Key::Degrees, job.degrees.is_some()),
        ],
        &outputs,
    );
    warnings.extend(unused_search_options(job, &outputs));
    let puzzle_warnings = unused_by_method(job, method);
    warnings.extend(puzzle_warnings.iter().cloned());
    style.given.clone_from(&given);
    Ok(KnightPlan {
        spec,
        given,
        method,
        budget: job.budget,
        count: job.count,
        first_step,
        style,
        animate,
        prune: if PRUNE.resolve(job.prune) {
            Prune::Pruned
        } else {
            Prune::Plain
        },
        code: CodeChoice::from(job.code),
        max_frames,
        outputs,
        warnings,
        puzzle_warnings,
    })
}

/// Warnings for the search options a knight job sets that its `method`
/// does not search with (`construct` and `sweep` build the tour).
fn unused_by_method(job: &KnightJob, method: KnightMethod) -> Vec<Message> {
    let name = match method {
        KnightMethod::Sweep => "sweep",
        KnightMethod::Construct => "construct",
        _ => return Vec::new(),
    };
    [
        (Key::Order, job.order.is_some()),
        (Key::Budget, job.budget.is_some()),
    ]
    .into_iter()
    .filter(|&(_, given)| given)
    .map(|(key, _)| message![key, " has no effect with ", Key::Method, format!(" {name}")])
    .collect()
}

/// The animation a knight job asks for and its most frames, checked.
fn search_animation(
    job: &KnightJob,
    method: KnightMethod,
    board: Board,
) -> Result<(Animate, usize), Error> {
    let animate = job.animate.unwrap_or(Animate::Tour);
    let max_frames = MAX_FRAMES.resolve(job.max_frames)?;
    if animate == Animate::Search && !matches!(method, KnightMethod::Auto | KnightMethod::Backtrack)
    {
        return Err(Error::usage(message![
            Key::Animate,
            " search draws the backtracking search; leave out ",
            Key::Method,
            " or use backtrack"
        ]));
    }
    if animate == Animate::Search && board.area() > MAX_SEARCH_ANIMATION_AREA {
        return Err(Error::value(
            Key::Animate,
            "search",
            format!("animates boards of up to {MAX_SEARCH_ANIMATION_AREA} squares, not {board}"),
        ));
    }
    let frames = usize::try_from(max_frames).unwrap_or(usize::MAX);
    Ok((animate, frames))
}

/// Checks that a knight job can write its search as data: the search is
/// the exact backtracking, on a board a search animation takes.
fn check_trace(method: KnightMethod, board: Board) -> Result<(), Error> {
    if !matches!(method, KnightMethod::Auto | KnightMethod::Backtrack) {
        return Err(Error::usage(message![
            Key::Trace,
            " records the backtracking search; leave out ",
            Key::Method,
            " or use backtrack"
        ]));
    }
    if board.area() > MAX_SEARCH_ANIMATION_AREA {
        return Err(Error::value(
            Key::Board,
            board,
            message![
                Key::Trace,
                format!(" records searches on up to {MAX_SEARCH_ANIMATION_AREA} squares")
            ],
        ));
    }
    Ok(())
}

/// Warnings for the search animation's options given where they change
/// nothing.
fn unused_search_options(job: &KnightJob, outputs: &[Output]) -> Vec<Message> {
    let drawn = outputs
        .iter()
        .any(|o| o.format.plays_frames() || o.drawing == Drawing::Strip);
    let mut warnings = Vec::new();
    if job.animate.is_some() && !drawn {
        warnings.push(message![
            "no animation or strip is written (",
            Key::Gif,
            ", ",
            Key::Html,
            ", ",
            Key::Strip,
            "), so ",
            Key::Animate,
            " has no effect"
        ]);
    }
    if job.animate != Some(Animate::Search) {
        for (key, given) in [
            (Key::Prune, job.prune.is_some()),
            (Key::MaxFrames, job.max_frames.is_some()),
            (Key::Code, job.code.is_some()),
        ] {
            if given {
                warnings.push(message![
                    key,
                    " has no effect without ",
                    Key::Animate,
                    " search"
                ]);
            }
        }
    }
    warnings
}

/// The squares a knight job gives its tour to begin with, checked: on the
/// board, from the start, each a knight's move from the one before, none
/// twice, the end square only last; asked of a method that searches, for
/// a tour (not a count) drawn whole (not its search).
fn given_path(
    job: &KnightJob,
    spec: &TourSpec,
    method: KnightMethod,
    outputs: &[Output],
) -> Result<Vec<Square>, Error> {
    let Some(SquareList(given)) = &job.given else {
        return Ok(Vec::new());
    };
    let list = || SquareList(given.clone());
    for &sq in given {
        spec.board.check(sq, Key::Given)?;
    }
    if given[0] != spec.start {
        return Err(Error::value(
            Key::Given,
            list(),
            message![
                format!("starts on {}, but ", given[0]),
                Key::Start,
                format!(" is {}", spec.start)
            ],
        ));
    }
    for (k, pair) in given.windows(2).enumerate() {
        if !crate::knight::moves::is_knight_move(pair[0], pair[1]) {
            return Err(Error::value(
                Key::Given,
                list(),
                format!(
                    "step {}, {} to {}, is not a knight's move",
                    k + 1,
                    pair[0],
                    pair[1]
                ),
            ));
        }
        if let Some(earlier) = given[..=k].iter().position(|&sq| sq == pair[1]) {
            return Err(Error::value(
                Key::Given,
                list(),
                format!(
                    "{} comes twice (squares {} and {}); a tour enters each square once",
                    pair[1],
                    earlier + 1,
                    k + 2
                ),
            ));
        }
    }
    if let Some(end) = spec.end
        && let Some(at) = given.iter().position(|&sq| sq == end)
        && at + 1 < spec.board.area()
    {
        return Err(Error::value(
            Key::Given,
            list(),
            message![
                format!("passes through {end}, the "),
                Key::End,
                " square, which only the last step may enter"
            ],
        ));
    }
    if job.count {
        return Err(Error::usage(message![
            Key::Count,
            " counts the tours from the start; leave out ",
            Key::Given
        ]));
    }
    if let Some(name) = match method {
        KnightMethod::Construct => Some("construct"),
        KnightMethod::Sweep => Some("sweep"),
        _ => None,
    } {
        return Err(Error::value(
            Key::Method,
            name,
            message![
                "builds whole tours and continues none; leave out ",
                Key::Given,
                " or use auto, backtrack or warnsdorff"
            ],
        ));
    }
    let searched =
        job.animate == Some(Animate::Search) || outputs.iter().any(|o| o.format == Format::Trace);
    if searched {
        return Err(Error::usage(message![
            Key::Given,
            " is drawn with the tour that continues it; search figures and ",
            Key::Trace,
            " start from the start square alone: leave out ",
            Key::Animate,
            " search"
        ]));
    }
    Ok(given.clone())
}

/// The tour a knight job asks for, checked.
fn tour_spec(job: &KnightJob, ends: Ends) -> Result<TourSpec, Error> {
    let board = match job.board {
        Some(board) => Board::new(board.files, board.ranks)?,
        None => declared(Key::Board, BOARD)?,
    };
    let start = job
        .start
        .or_else(|| job.given.as_ref().map(|given| given.0[0]))
        .map_or_else(|| declared(Key::Start, START), Ok)?;
    board.check(start, Key::Start)?;
    if let Some(end) = job.end {
        board.check(end, Key::End)?;
        if job.closed {
            return Err(Error::usage(message![
                Key::End,
                " and ",
                Key::Closed,
                " exclude each other: a closed tour has no end square"
            ]));
        }
        if ends == Ends::Options && end == start && board.area() > 1 {
            return Err(Error::value(
                Key::End,
                end,
                message![
                    "is the start square: use ",
                    Key::Closed,
                    " for a tour that returns"
                ],
            ));
        }
    }
    Ok(TourSpec {
        board,
        start,
        end: job.end,
        closed: job.closed,
        order: job.order.unwrap_or_default(),
    })
}

/// Plans a queens job drawing `outputs`.
pub fn queens(job: &QueensJob, outputs: Vec<Output>) -> Result<QueensPlan, Error> {
    let n = queens_n(job)?;
    if job.animate == Some(Animate::Tour) {
        return Err(Error::value(
            Key::Animate,
            "tour",
            "queens have no tour: their animation shows the search; use search or leave it out",
        ));
    }
    let question = question(job, n)?;
    if question == QueensQuestion::Count && !outputs.is_empty() {
        return Err(Error::usage(message![
            Key::Count,
            " prints a number; figures go with a solution or ",
            Key::All
        ]));
    }
    limits::check_unique(&outputs)?;
    let method = job.method.unwrap_or_default().into();
    let side = u32::try_from(n).unwrap_or(u32::MAX);
    let board = Board::new(
        side.min(crate::board::MAX_SIDE),
        side.min(crate::board::MAX_SIDE),
    )?;
    let mut style = style::resolve(&job.figure_options(), None, board, SEARCH_DELAY)?;
    style.rank1_top = job.rank1_top;
    if job.delay.is_none() {
        style.per_word = WORD_DELAY;
    }
    let sheet = job.all
        && outputs.iter().any(|o| {
            o.drawing == Drawing::Answer && !o.format.plays_frames() && o.format.is_figure()
        });
    if sheet && outputs.iter().any(|o| o.format == Format::Pdf) {
        check_boards_a_page(n, &style)?;
    }
    let mut plan = QueensPlan {
        place: Vec::new(),
        query: QueensQuery {
            n,
            question,
            fundamental: job.fundamental,
            method,
            budget: job.budget,
            keep: if sheet {
                crate::figure::queens::MAX_SHEET_BOARDS
            } else {
                MAX_KEPT_PLACEMENTS
            },
        },
        sheet: if job.all {
            QueensSheet::Sheet
        } else {
            QueensSheet::Board
        },
        attacks: job.attacks,
        code: CodeChoice::from(job.code),
        style,
        warnings: unused_figure_options(
            &job.figure_options(),
            &[
                (Key::Attacks, job.attacks.is_some()),
                (Key::Rank1Top, job.rank1_top),
            ],
            &outputs,
        ),
        puzzle_warnings: Vec::new(),
        outputs,
    };
    check_attacks(job, board)?;
    if plan.outputs.iter().any(|o| o.format == Format::AnimatedSvg) {
        return Err(Error::usage(message![
            Key::AnimatedSvg,
            " animates knight's tours only; use ",
            Key::Gif,
            " for the queens search"
        ]));
    }
    check_queens_figures(&plan, board)?;
    if plan.draws_search() && method == QueensMethod::Construct {
        return Err(Error::usage(message![
            "this figure draws the backtracking search; ",
            Key::Method,
            " construct does not search"
        ]));
    }
    check_queens_search(job, &mut plan)?;
    plan.place = placed_queens(job, board, &plan)?;
    plan.style.given.clone_from(&plan.place);
    if job.code.is_some() && !plan.outputs.iter().any(shows_search) {
        plan.warnings.push(no_effect(
            "no search animation or strip is written",
            &[Key::Gif, Key::Html, Key::Strip],
            &[Key::Code],
        ));
    }
    Ok(plan)
}

/// Checks the queen whose attacks a job shades: on the board, and one
/// placement drawn.
fn check_attacks(job: &QueensJob, board: Board) -> Result<(), Error> {
    if let Some(sq) = job.attacks {
        board.check(sq, Key::Attacks)?;
        if job.all {
            return Err(Error::usage(message![
                Key::Attacks,
                " shades one queen's attacks; it goes without ",
                Key::All
            ]));
        }
    }
    Ok(())
}

/// The queens a job places before the search, checked: on the board,
/// none twice, asked of the row-by-row search for placements (not one
/// per symmetry class) drawn whole (not the search).
fn placed_queens(job: &QueensJob, board: Board, plan: &QueensPlan) -> Result<Vec<Square>, Error> {
    let Some(SquareList(place)) = &job.place else {
        return Ok(Vec::new());
    };
    let list = || SquareList(place.clone());
    for (k, &sq) in place.iter().enumerate() {
        board.check(sq, Key::Place)?;
        if place[..k].contains(&sq) {
            return Err(Error::value(
                Key::Place,
                list(),
                format!("{sq} comes twice"),
            ));
        }
    }
    if plan.query.method == QueensMethod::Construct {
        return Err(Error::value(
            Key::Method,
            "construct",
            message![
                "builds whole placements and completes none; leave out ",
                Key::Place,
                " or use auto or backtrack"
            ],
        ));
    }
    if job.fundamental {
        return Err(Error::usage(message![
            Key::Fundamental,
            " keeps one placement of each symmetry class, which placed queens break; leave out ",
            Key::Place
        ]));
    }
    if plan.draws_search() || plan.outputs.iter().any(|o| o.format == Format::Trace) {
        return Err(Error::usage(message![
            Key::Place,
            " is drawn with the placements that complete it; search figures and ",
            Key::Trace,
            " start from the empty board: leave out ",
            Key::Animate,
            " search, the search tree and the strip"
        ]));
    }
    Ok(place.clone())
}

/// The number of queens a job asks for, checked.
fn queens_n(job: &QueensJob) -> Result<usize, Error> {
    let n = QUEENS_N.resolve(job.n)?;
    usize::try_from(n).map_err(|_| Error::value(Key::N, n, "too large"))
}

/// A text option's declared default, read as a build file's value is.
///
/// # Errors
/// A declaration that does not read, worded as a bad value of `key`.
pub(crate) fn declared<T>(key: Key, text: &str) -> Result<T, Error>
where
    T: std::str::FromStr,
    T::Err: std::fmt::Display,
{
    text.parse()
        .map_err(|error: T::Err| Error::value(key, text, error.to_string()))
}

/// Whether an output shows the queens' search as it runs (an animation or
/// a strip), which the program can go beside.
fn shows_search(output: &Output) -> bool {
    output.format.plays_frames() || output.drawing == Drawing::Strip
}

/// Checks that each figure of a queens plan stays within the limits.
fn check_queens_figures(plan: &QueensPlan, board: Board) -> Result<(), Error> {
    for output in &plan.outputs {
        match output.drawing {
            Drawing::Tree => limits::check_tree(plan.query.n, output.format)?,
            Drawing::Strip => limits::check_strip(board)?,
            Drawing::Answer if output.format == Format::Trace => {}
            Drawing::Answer if plan.sheet == QueensSheet::Board || output.format.plays_frames() => {
                let size = limits::Size {
                    key: Key::N,
                    value: &plan.query.n,
                };
                limits::check_board_figure(board, &plan.style, output.format, size)?;
            }
            Drawing::Answer => {}
        }
    }
    Ok(())
}

/// Checks that a searching queens plan asks for an n the search takes, and
/// warns of a budget that nothing spends.
fn check_queens_search(job: &QueensJob, plan: &mut QueensPlan) -> Result<(), Error> {
    let (n, question, method) = (plan.query.n, plan.query.question, plan.query.method);
    let searches = question != QueensQuestion::First
        || method == QueensMethod::Backtrack
        || plan.draws_search();
    if searches && question != QueensQuestion::Count && n > MAX_BACKTRACK_N {
        return Err(Error::value(
            Key::N,
            n,
            message![
                format!(
                    "the backtracking search takes n up to {MAX_BACKTRACK_N} (each queen placed \
                     scans up to n files: at n = {MAX_BACKTRACK_N} its default budget takes \
                     minutes); leave out "
                ),
                Key::Method,
                ", ",
                Key::All,
                " and search figures for the construction"
            ],
        ));
    }
    if job.budget.is_some()
        && question == QueensQuestion::First
        && !searches
        && (method == QueensMethod::Construct || n > crate::queens::first::MAX_FIRST_N)
    {
        let (before, after) = if method == QueensMethod::Construct {
            ("", " construct")
        } else {
            ("for n above 64, ", " auto")
        };
        let warning = message![
            Key::Budget,
            format!(" has no effect: {before}"),
            Key::Method,
            format!("{after} builds the placement without a search")
        ];
        plan.warnings.push(warning.clone());
        plan.puzzle_warnings.push(warning);
    }
    Ok(())
}

/// The question a queens job asks, checked.
fn question(job: &QueensJob, n: usize) -> Result<QueensQuestion, Error> {
    if job.count && job.all {
        return Err(Error::usage(message![
            Key::Count,
            " and ",
            Key::All,
            " exclude each other"
        ]));
    }
    let question = if job.count {
        QueensQuestion::Count
    } else if job.all {
        QueensQuestion::All
    } else {
        QueensQuestion::First
    };
    if job.fundamental && question == QueensQuestion::First {
        return Err(Error::usage(message![
            Key::Fundamental,
            " goes with ",
            Key::All,
            " or ",
            Key::Count
        ]));
    }
    if question == QueensQuestion::Count && n as u64 > MAX_COUNT_N {
        return Err(Error::value(
            Key::N,
            n,
            format!("counting takes n up to {MAX_COUNT_N}"),
        ));
    }
    if question != QueensQuestion::First
        && job.method.map(QueensMethod::from) == Some(QueensMethod::Construct)
    {
        return Err(Error::value(
            Key::Method,
            "construct",
            message![
                "makes one solution; ",
                Key::All,
                " and ",
                Key::Count,
                " need backtrack"
            ],
        ));
    }
    Ok(question)
}

/// Warnings for figure options given without a figure they change.
/// `extra` lists puzzle-specific figure options and whether each is given.
/// A sheet's `per-page`, if given, is no more boards than its paper holds
/// at the printed floor (35 mm a board).
fn check_boards_a_page(n: usize, style: &crate::figure::Style) -> Result<(), Error> {
    let Some(boards) = style.per_page else {
        return Ok(());
    };
    let paper = style.paper.unwrap_or_default();
    let most = crate::figure::queens::sheet_capacity(n, style, paper);
    if boards > most {
        return Err(Error::value(
            Key::PerPage,
            boards,
            format!(
                "a page of {} holds at most {most} boards of {n}x{n} at 35 mm a board",
                paper.name()
            ),
        ));
    }
    Ok(())
}

fn unused_figure_options(
    options: &crate::job::FigureOptions,
    extra: &[(Key, bool)],
    outputs: &[Output],
) -> Vec<Message> {
    let set = set_keys(options);
    let given = |shows: &[Shows]| -> Vec<Key> {
        set.iter()
            .copied()
            .filter(|key| key.shows().is_some_and(|each| shows.contains(&each)))
            .collect()
    };
    let animated = given(&[Shows::Animated]);
    let drawn = given(&[Shows::Drawn, Shows::Printed]);
    let extra: Vec<Key> = extra
        .iter()
        .filter(|(_, set)| *set)
        .map(|(key, _)| *key)
        .collect();
    let figures: Vec<&Output> = outputs.iter().filter(|o| o.format.is_figure()).collect();
    let mut warnings = Vec::new();
    if !figures.is_empty() && options.font.is_some() && options.title.is_none() {
        warnings.push(message![
            Key::Font,
            " draws the caption, so without ",
            Key::Title,
            " it has no effect"
        ]);
    }
    for key in given(&[Shows::Printed]) {
        if !figures.is_empty() && !figures.iter().any(|o| o.format == Format::Pdf) {
            warnings.push(message![
                "no PDF is written (",
                Key::Pdf,
                "), so ",
                key,
                " has no effect"
            ]);
        }
    }
    if figures.is_empty() {
        let keys: Vec<Key> = [drawn, extra, animated.clone()].concat();
        if !keys.is_empty() {
            let written = [
                Key::Svg,
                Key::Png,
                Key::Pdf,
                Key::Gif,
                Key::Html,
                Key::AnimatedSvg,
            ];
            warnings.push(no_effect("no figure is written", &written, &keys));
        }
    } else if !figures.iter().any(|o| o.format.is_animation()) {
        let keys = animated;
        if !keys.is_empty() {
            let written = [Key::Gif, Key::Html, Key::AnimatedSvg];
            warnings.push(no_effect("no animation is written", &written, &keys));
        }
    } else if options.r#loop.is_some()
        && outputs
            .iter()
            .all(|o| !o.format.is_animation() || o.format == Format::Html)
    {
        warnings.push(message![
            "a page plays once and stops on the last frame, so ",
            Key::Loop,
            " has no effect on ",
            Key::Html
        ]);
    }
    warnings
}

/// The figure options `options` sets, in the order declared, read from
/// the keys it writes as a build file's table (the font's path aside: a
/// path need not be text).
fn set_keys(options: &crate::job::FigureOptions) -> Vec<Key> {
    let textual = crate::job::FigureOptions {
        font: None,
        ..options.clone()
    };
    let table = toml::Table::try_from(textual).unwrap_or_default();
    Key::ALL
        .iter()
        .copied()
        .filter(|key| {
            table.contains_key(key.name()) || (*key == Key::Font && options.font.is_some())
        })
        .collect()
}

/// `WHAT (written, ...), so keys, ... has (have) no effect`.
fn no_effect(what: &str, written: &[Key], keys: &[Key]) -> Message {
    let list = |keys: &[Key]| Message::join(keys.iter().map(|&key| Message::from(key)), ", ");
    Message::from(format!("{what} ("))
        .and(list(written))
        .then("), so ")
        .and(list(keys))
        .then(if keys.len() == 1 {
            " has no effect"
        } else {
            " have no effect"
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::job::{FigureOptions, Paper};

    #[test]
    fn the_figure_options_given_are_seen_in_the_order_declared() {
        // Each option that shows in figures is a field of `[defaults]`' type,
        // so the table it writes names it.
        for key in Key::ALL.iter().filter(|key| key.shows().is_some()) {
            assert!(
                crate::job::takes(crate::options::JobTable::Defaults, *key),
                "{key}"
            );
        }
        let given = FigureOptions {
            paper: Some(Paper::A4),
            delay: Some(100),
            font: Some("f.ttf".into()),
            cell: Some(30),
            ..FigureOptions::default()
        };
        assert_eq!(
            set_keys(&given),
            [Key::Cell, Key::Font, Key::Delay, Key::Paper]
        );
        assert!(set_keys(&FigureOptions::default()).is_empty());
    }

    #[test]
    fn the_default_style_is_an_eight_by_eight_tour_s_with_every_option_left_out() {
        let job = KnightJob::default();
        let plan = knight(&job, Vec::new(), Ends::Options).unwrap();
        assert_eq!(plan.style, crate::figure::Style::default());
    }
}
