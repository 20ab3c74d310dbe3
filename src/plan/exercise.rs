//! The classic exercise's input: `W H` on the first line, then the start
//! and the end square, each as algebraic (`a1`) or as `file rank` (1-based).

use crate::board::{Board, Square};
use crate::error::Error;

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
        board.check(sq, "start").map_err(|_| {
            Error::usage(format!("input {what} `{line}`: not on the {board} board"))
        })?;
        Ok(sq)
    };
    Ok((board, square(lines[1], "start")?, square(lines[2], "end")?))
}
