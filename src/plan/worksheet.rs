//! A worksheet checked and resolved: the puzzle and its board, how many
//! exercises and how many squares or queens each gives, the seed, the
//! paper and the words.

use crate::board::Board;
use crate::error::{Error, message};
use crate::figure::Style;
use crate::figure::paper::Paper;
use crate::job::{WORKSHEET_SIDES, WorksheetJob, WorksheetPuzzle};
use crate::options::{
    Key, LAPSE_DELAY, PROVE, SEARCH_DELAY, SEED, SHEET_BOARD, SHEET_COUNT, SHEET_N, WORD_DELAY,
};
use crate::plan::{declared, title};
use crate::words::say;

/// The puzzle of every exercise on a sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SheetPuzzle {
    /// Tours on this board to complete from their first squares.
    Knight(Board),
    /// Placements of n queens to complete.
    Queens(usize),
}

/// A worksheet, planned.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct WorksheetPlan {
    /// The puzzle and its board.
    pub puzzle: SheetPuzzle,
    /// The number of exercises.
    pub count: usize,
    /// The squares (or queens) each exercise gives.
    pub clues: usize,
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

/// Plans a worksheet: the board or n in range, `clues` leaving
/// something to complete, `count` in the range [`SHEET_COUNT`] declares.
pub(crate) fn worksheet(job: &WorksheetJob) -> Result<WorksheetPlan, Error> {
    let count = SHEET_COUNT.resolve(job.count)?;
    let lang = job.lang.unwrap_or_default().into();
    let queens = job.puzzle.unwrap_or_default() == WorksheetPuzzle::Queens;
    let (puzzle, area, default_clues, default_title) = puzzle(job, queens, lang)?;
    let clues = job.clues.map_or(default_clues, |k| k as usize);
    if clues == 0 || clues >= area {
        return Err(Error::value(
            Key::Clues,
            clues,
            format!(
                "expected from 1 to {}, leaving something to complete",
                area - 1
            ),
        ));
    }
    let prove = PROVE.resolve(job.prove)?;
    if prove > count {
        return Err(Error::value(
            Key::Prove,
            prove,
            format!("expected from 0 to the number of exercises ({count})"),
        ));
    }
    if prove > 0 && !queens && clues < 2 {
        return Err(Error::value(
            Key::Clues,
            clues,
            "a knight's \"prove it\" exercise gives 2 squares or more",
        ));
    }
    let paper: Paper = job.paper.unwrap_or_default().into();
    let title = match &job.title {
        Some(text) => title::clean(text)?,
        None => default_title,
    };
    Ok(WorksheetPlan {
        puzzle,
        count: count as usize,
        clues,
        prove: prove as usize,
        seed: SEED.resolve(job.seed)?,
        paper,
        style: style(lang),
        title,
    })
}

/// The puzzle a worksheet asks for, in range: with the squares (or
/// queens) of one exercise, the clues it gives by default and the sheet's
/// default title.
fn puzzle(
    job: &WorksheetJob,
    queens: bool,
    lang: crate::words::Lang,
) -> Result<(SheetPuzzle, usize, usize, String), Error> {
    Ok(if queens {
        if job.board.is_some() {
            return Err(Error::usage(message![
                Key::Board,
                " is the knight's board; queens take ",
                Key::N
            ]));
        }
        let n = SHEET_N.resolve(job.n)? as usize;
        let title = say!(lang, "worksheet-title-queens", n = n);
        (SheetPuzzle::Queens(n), n, n / 2 - 1, title)
    } else {
        if job.n.is_some() {
            return Err(Error::usage(message![
                Key::N,
                " is the number of queens; a knight's worksheet takes ",
                Key::Board
            ]));
        }
        let board = match job.board {
            Some(board) => board,
            None => declared(Key::Board, SHEET_BOARD)?,
        };
        let (low, high) = WORKSHEET_SIDES;
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
            SheetPuzzle::Knight(board),
            board.area(),
            board.area() * 2 / 3,
            title,
        )
    })
}

/// The style of a worksheet's boards: numbers centred in their squares
/// (no path), no coordinates.
fn style(lang: crate::words::Lang) -> Style {
    Style {
        lang,
        coords: false,
        numbers: true,
        delay: SEARCH_DELAY,
        per_word: WORD_DELAY,
        lapse_delay: LAPSE_DELAY,
        path: false,
        legend: false,
        ..Style::default()
    }
}
