//! The classic exercise's input: `W H` on the first line, then the start
//! and the end square, each as algebraic (`a1`) or as `file rank` (1-based).

use crate::board::{Board, Square};
use crate::error::Error;
use crate::job::KnightJob;
use crate::knight::moves::MoveOrder;
use crate::options::Key;

/// The knight job an exercise input asks for: its board, start and end
/// square put into `job`, the move order `listed` unless `job` names one.
/// The method is left as `job` has it: by default `auto`, the exact search
/// in that order within its budget, then the sweep, the construction and
/// Warnsdorff's rule, so the exercise is answered or proven on any board.
pub fn exercise_job(text: &str, job: &KnightJob) -> Result<KnightJob, Error> {
    let (board, start, end) = parse_exercise(text)?;
    Ok(KnightJob {
        board: Some(board),
        start: Some(start),
        end: Some(end),
        order: job.order.or_else(|| MoveOrder::preset("listed")),
        ..job.clone()
    })
}

/// The board, start and end square of an exercise input.
pub(crate) fn parse_exercise(text: &str) -> Result<(Board, Square, Square), Error> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect();
    if lines.len() != 3 {
        return Err(Error::usage(format!(
            "input: {} non-empty lines; expected 3: `W H`, the start square, the end square",
            lines.len()
        )));
    }
    let numbers = |line: &str| -> Option<(u32, u32)> {
        let mut parts = line.split_whitespace();
        let a = parts.next()?.parse().ok()?;
        let b = parts.next()?.parse().ok()?;
        parts.next().is_none().then_some((a, b))
    };
    let (w, h) = numbers(lines[0]).ok_or_else(|| {
        Error::usage(format!(
            "input line 1 `{}`: expected two whole numbers `W H`",
            lines[0]
        ))
    })?;
    let board = Board::new(w, h).map_err(|_| {
        Error::usage(format!(
            "input line 1 `{}`: each side must be from 1 to {}",
            lines[0],
            crate::board::MAX_SIDE
        ))
    })?;
    let square = |line: &str, what: &str| -> Result<Square, Error> {
        let sq = match numbers(line) {
            Some((file, rank)) if file >= 1 && rank >= 1 => Square {
                file: file - 1,
                rank: rank - 1,
            },
            Some(_) => {
                return Err(Error::usage(format!(
                    "input {what} `{line}`: file and rank count from 1"
                )));
            }
            None => line
                .parse()
                .map_err(|e| Error::usage(format!("input {what} `{line}`: {e}")))?,
        };
        board.check(sq, Key::Start).map_err(|_| {
            Error::usage(format!("input {what} `{line}`: not on the {board} board"))
        })?;
        Ok(sq)
    };
    Ok((board, square(lines[1], "start")?, square(lines[2], "end")?))
}
