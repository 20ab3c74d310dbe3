//! A worksheet checked and resolved: the puzzle and its board, how many
//! exercises and how many squares or queens each gives, the seed, the
//! paper and the words.

use crate::board::Board;
use crate::error::{Error, Key, message};
use crate::figure::Style;
use crate::figure::paper::Paper;
use crate::job::{LangName, Paper as PaperName};
use crate::plan::{LAPSE_DELAY, SEARCH_DELAY, WORD_DELAY, title};
use crate::words::say;

/// The knight's boards a worksheet takes: sides from 5 to 8, where a
/// student can write every number in its square.
pub(crate) const KNIGHT_SIDES: (u32, u32) = (5, 8);
/// The queens a worksheet takes.
pub(crate) const QUEENS_RANGE: (usize, usize) = (4, 12);
/// The most exercises on one worksheet.
pub(crate) const MAX_COUNT: usize = 60;

/// The puzzle of every exercise on a sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Puzzle {
    /// Tours on this board to complete from their first squares.
    Knight(Board),
    /// Placements of n queens to complete.
    Queens(usize),
}

/// What a worksheet's command asks, as given.
#[derive(Clone, Debug, Default)]
pub(crate) struct WorksheetAsk {
    /// Queens rather than knight's tours.
    pub queens: bool,
    /// The knight's board.
    pub board: Option<Board>,
    /// The number of queens.
    pub n: Option<u64>,
    /// The number of exercises.
    pub count: usize,
    /// The squares (or queens) each exercise gives.
    pub given: Option<usize>,
    /// How many of the exercises have no completion, for the student to
    /// prove.
    pub prove: usize,
    /// The seed of the random choices.
    pub seed: u64,
    /// The paper.
    pub paper: Option<PaperName>,
    /// The language of the sheet.
    pub lang: Option<LangName>,
    /// The sheet's title.
    pub title: Option<String>,
}

/// A worksheet, planned.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct WorksheetPlan {
    /// The puzzle and its board.
    pub puzzle: Puzzle,
    /// The number of exercises.
    pub count: usize,
    /// The squares (or queens) each exercise gives.
    pub given: usize,
    /// How many of the exercises have no completion ("prove it").
    pub prove: usize,
    /// The seed of the random choices.
    pub seed: u64,
    /// The paper.
    pub paper: Paper,
    /// How the boards look, and the language.
    pub style: Style,
    /// The sheet's title.
    pub title: String,
}

/// Plans a worksheet: the board or n in range, `--given` leaving
/// something to complete, `--count` from 1 to [`MAX_COUNT`].
pub(crate) fn worksheet(ask: &WorksheetAsk) -> Result<WorksheetPlan, Error> {
    if ask.count == 0 || ask.count > MAX_COUNT {
        return Err(Error::value(
            Key::Count,
            ask.count,
            format!("expected from 1 to {MAX_COUNT} exercises"),
        ));
    }
    let lang = ask.lang.unwrap_or_default().into();
    let (puzzle, area, default_given, default_title) = if ask.queens {
        if ask.board.is_some() {
            return Err(Error::usage(message![
                Key::Board,
                " is the knight's board; queens take ",
                Key::N
            ]));
        }
        let n = ask.n.unwrap_or(8);
        let (low, high) = QUEENS_RANGE;
        let n = usize::try_from(n)
            .ok()
            .filter(|n| (low..=high).contains(n))
            .ok_or_else(|| {
                Error::value(
                    Key::N,
                    n,
                    format!("a worksheet takes {low} to {high} queens"),
                )
            })?;
        let title = say!(lang, "worksheet-title-queens", n = n);
        (Puzzle::Queens(n), n, n / 2 - 1, title)
    } else {
        if ask.n.is_some() {
            return Err(Error::usage(message![
                Key::N,
                " is the number of queens; a knight's worksheet takes ",
                Key::Board
            ]));
        }
        let board = ask.board.unwrap_or(Board { files: 6, ranks: 6 });
        let (low, high) = KNIGHT_SIDES;
        if [board.files, board.ranks]
            .iter()
            .any(|s| !(low..=high).contains(s))
        {
            return Err(Error::value(
                Key::Board,
                format!("{}x{}", board.files, board.ranks),
                format!("a worksheet takes boards with sides from {low} to {high}"),
            ));
        }
        let title = say!(
            lang,
            "worksheet-title-knight",
            board = format!("{}x{}", board.files, board.ranks)
        );
        (
            Puzzle::Knight(board),
            board.area(),
            board.area() * 2 / 3,
            title,
        )
    };
    let given = ask.given.unwrap_or(default_given);
    if given == 0 || given >= area {
        return Err(Error::usage(format!(
            "--given `{given}`: expected from 1 to {}, leaving something to complete",
            area - 1
        )));
    }
    if ask.prove > ask.count {
        return Err(Error::usage(format!(
            "--prove `{}`: expected from 0 to the number of exercises ({})",
            ask.prove, ask.count
        )));
    }
    if ask.prove > 0 && !ask.queens && given < 2 {
        return Err(Error::usage(format!(
            "--given `{given}`: a knight's \"prove it\" exercise gives 2 squares or more"
        )));
    }
    let paper: Paper = ask.paper.unwrap_or_default().into();
    let title = match &ask.title {
        Some(text) => title::clean(text)?,
        None => default_title,
    };
    Ok(WorksheetPlan {
        puzzle,
        count: ask.count,
        given,
        prove: ask.prove,
        seed: ask.seed,
        paper,
        style: style(lang),
        title,
    })
}

/// The style of a worksheet's boards: numbers centred in their squares
/// (no path), no coordinates.
fn style(lang: crate::words::Lang) -> Style {
    Style {
        theme: crate::job::ThemeName::default().into(),
        lang,
        cell: 48,
        coords: false,
        coords_all: false,
        title: None,
        numbers: true,
        first_step: 1,
        knight: false,
        degrees: false,
        delay: SEARCH_DELAY,
        per_word: WORD_DELAY,
        lapse_delay: LAPSE_DELAY,
        hold: 2000,
        repeat: 0,
        path: false,
        given: Vec::new(),
        rank1_top: false,
        poster: false,
        legend: false,
        paper: None,
    }
}
