//! A tour checker written apart from the solvers: it shares none of their
//! move tables and is used to check every answer in tests.

use crate::board::{Board, Square};

/// Checks that `squares` is a knight's tour of `board` from `start`,
/// finishing on `end` if given, and closed if asked. Returns what is wrong.
pub fn check_tour(
    board: Board,
    squares: &[Square],
    start: Square,
    end: Option<Square>,
    closed: bool,
) -> Result<(), String> {
    let area = board.files as usize * board.ranks as usize;
    if squares.len() != area {
        return Err(format!("{} squares, the board has {area}", squares.len()));
    }
    let mut seen = vec![false; area];
    for sq in squares {
        if sq.file >= board.files || sq.rank >= board.ranks {
            return Err(format!("{sq} is off the board"));
        }
        let slot = &mut seen[(sq.rank * board.files + sq.file) as usize];
        if *slot {
            return Err(format!("{sq} is visited twice"));
        }
        *slot = true;
    }
    if squares[0] != start {
        return Err(format!("starts on {}, not {start}", squares[0]));
    }
    for pair in squares.windows(2) {
        if !knight_apart(pair[0], pair[1]) {
            return Err(format!("{} to {} is not a knight move", pair[0], pair[1]));
        }
    }
    let last = squares[area - 1];
    if let Some(end) = end.filter(|&end| end != last) {
        return Err(format!("ends on {last}, not {end}"));
    }
    if closed && area > 1 && !knight_apart(last, start) {
        return Err(format!(
            "{last} is not a knight move from {start}: not closed"
        ));
    }
    Ok(())
}

fn knight_apart(a: Square, b: Square) -> bool {
    let df = (i64::from(a.file) - i64::from(b.file)).abs();
    let dr = (i64::from(a.rank) - i64::from(b.rank)).abs();
    df * dr == 2
}
