//! What a program holds at a moment of its search, as the program stores
//! it: the knight's board matrix (-1 on a free square, the step number on
//! the path) and its calls of `solve`, each with the move it is trying;
//! the queens' `queen`, `cols`, `plus` and `minus` arrays and the calls of
//! `try_row`. Indices are the language's (from 0, or from 1 in
//! pseudocode).

use crate::board::{Board, Square};
use crate::knight::TourSpec;
use crate::program::Language;

/// One call on the stack: its arguments and the loop's index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Call {
    /// The call as the program writes it: `solve(2, 1, 3)`.
    pub text: String,
    /// The loop variable and its value, while a candidate is tried:
    /// `k = 3`, `j = 0`.
    pub index: Option<String>,
}

/// The knight's board as the program holds it: row `x` is rank `x + 1`
/// (rank 1 first, as `--format matrix` prints it), column `y` the file;
/// -1 on a free square, else the step number.
#[must_use]
pub(crate) fn knight_matrix(board: Board, path: &[Square], first_step: u32) -> Vec<Vec<i64>> {
    let mut rows = vec![vec![-1i64; board.files as usize]; board.ranks as usize];
    for (k, sq) in path.iter().enumerate() {
        rows[sq.rank as usize][sq.file as usize] = i64::from(first_step) + k as i64;
    }
    rows
}

/// The place in the move order of the move from `from` to `to`, if it is
/// one.
fn move_index(spec: &TourSpec, from: Square, to: Square) -> Option<usize> {
    let delta = (
        i64::from(to.file) - i64::from(from.file),
        i64::from(to.rank) - i64::from(from.rank),
    );
    spec.order
        .deltas
        .iter()
        .position(|&(df, dr)| (i64::from(df), i64::from(dr)) == delta)
}

/// The calls of `solve` on the stack, the first call first: one per
/// square of `path`, each with the move it tries (the move to the next
/// square of the path; for the last call, the move to `trying` if the
/// loop is at one).
#[must_use]
pub(crate) fn knight_calls(
    spec: &TourSpec,
    path: &[Square],
    trying: Option<Square>,
    first_step: u32,
    language: Language,
) -> Vec<Call> {
    let base = language.base();
    path.iter()
        .enumerate()
        .map(|(d, &sq)| {
            let next = path
                .get(d + 1)
                .copied()
                .or(trying.filter(|_| d + 1 == path.len()));
            Call {
                text: format!(
                    "solve({}, {}, {})",
                    i64::from(sq.rank) + base,
                    i64::from(sq.file) + base,
                    i64::from(first_step) + d as i64
                ),
                index: next
                    .and_then(|to| move_index(spec, sq, to))
                    .map(|k| format!("k = {}", k as i64 + base)),
            }
        })
        .collect()
}

/// The queens' arrays as the program holds them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct QueensArrays {
    /// `queen[i]`: the column of the queen in row `i`, or the program's
    /// value for none (-1, or 0 in pseudocode).
    pub queen: Vec<i64>,
    /// `cols[j]`: a queen stands in column `j`.
    pub cols: Vec<bool>,
    /// `plus[i + j]`: a queen stands on that sum diagonal.
    pub plus: Vec<bool>,
    /// `minus[i - j + n - 1]`: a queen stands on that difference diagonal.
    pub minus: Vec<bool>,
}

/// The entries of the queens' arrays, each by its index in its array
/// (from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Entry {
    /// `cols[j]`.
    Cols(usize),
    /// `plus[i + j]`.
    Plus(usize),
    /// `minus[i - j + n - 1]`.
    Minus(usize),
}

/// The queens' arrays with a queen on each square of `queens` (rank `i`
/// is row `i`, file `j` column `j`), on an `n` x `n` board.
#[must_use]
pub(crate) fn queens_arrays(n: usize, queens: &[Square], language: Language) -> QueensArrays {
    let none = language.base() - 1;
    let mut arrays = QueensArrays {
        queen: vec![none; n],
        cols: vec![false; n],
        plus: vec![false; 2 * n - 1],
        minus: vec![false; 2 * n - 1],
    };
    for sq in queens {
        let (i, j) = (sq.rank as usize, sq.file as usize);
        arrays.queen[i] = j as i64 + language.base();
        arrays.cols[j] = true;
        arrays.plus[i + j] = true;
        arrays.minus[i + n - 1 - j] = true;
    }
    arrays
}

/// The entries that block a queen on `square`: those the program's test
/// finds true.
#[must_use]
pub(crate) fn blocking(arrays: &QueensArrays, n: usize, square: Square) -> Vec<Entry> {
    let (i, j) = (square.rank as usize, square.file as usize);
    let mut entries = Vec::new();
    if arrays.cols[j] {
        entries.push(Entry::Cols(j));
    }
    if arrays.plus[i + j] {
        entries.push(Entry::Plus(i + j));
    }
    if arrays.minus[i + n - 1 - j] {
        entries.push(Entry::Minus(i + n - 1 - j));
    }
    entries
}

/// The calls of `try_row` on the stack, row 0's first: one per queen
/// placed, each at its queen's column, and the row being filled, at the
/// column `trying` if the loop is at one.
#[must_use]
pub(crate) fn queens_calls(
    n: usize,
    queens: &[Square],
    trying: Option<Square>,
    language: Language,
) -> Vec<Call> {
    let base = language.base();
    let rows = (queens.len() + 1).min(n);
    (0..rows)
        .map(|i| {
            let at = queens
                .get(i)
                .copied()
                .or(trying.filter(|sq| sq.rank as usize == i));
            Call {
                text: format!("try_row({})", i as i64 + base),
                index: at.map(|sq| format!("j = {}", i64::from(sq.file) + base)),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knight::textbook_spec;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn the_matrix_has_rank_1_first_and_steps_on_the_path() {
        let board = Board::new(3, 4).unwrap();
        let rows = knight_matrix(board, &[sq("a1"), sq("b3"), sq("c1")], 1);
        assert_eq!(rows[0], [1, -1, 3]);
        assert_eq!(rows[2], [-1, 2, -1]);
        assert_eq!(rows.len(), 4);
        assert_eq!(knight_matrix(board, &[sq("a1")], 0)[0], [0, -1, -1]);
    }

    #[test]
    fn each_call_tries_the_move_to_the_next_square() {
        let spec = textbook_spec(5, 5, "a1", false);
        // a1-b3 is (1, 2), the textbook order's first move; b3-c5 too.
        let calls = knight_calls(&spec, &[sq("a1"), sq("b3")], Some(sq("c5")), 1, Language::C);
        assert_eq!(calls[0].text, "solve(0, 0, 1)");
        assert_eq!(calls[0].index.as_deref(), Some("k = 0"));
        assert_eq!(calls[1].text, "solve(2, 1, 2)");
        assert_eq!(calls[1].index.as_deref(), Some("k = 0"));
        let pseudo = knight_calls(&spec, &[sq("a1"), sq("c2")], None, 1, Language::Pseudocode);
        assert_eq!(pseudo[0].index.as_deref(), Some("k = 2"));
        assert_eq!(pseudo[1].text, "solve(2, 3, 2)");
        assert_eq!(pseudo[1].index, None);
    }

    #[test]
    fn the_arrays_mark_each_queen_and_block_its_lines() {
        let queens = [sq("a1"), sq("c2")];
        let arrays = queens_arrays(4, &queens, Language::Python);
        assert_eq!(arrays.queen, [0, 2, -1, -1]);
        assert_eq!(arrays.cols, [true, false, true, false]);
        assert!(arrays.plus[0] && arrays.plus[3]);
        assert!(arrays.minus[3] && arrays.minus[2]);
        // b3 (row 2, column 1) shares c2's sum diagonal, a3 a1's column,
        // d3 c2's difference diagonal.
        assert_eq!(blocking(&arrays, 4, sq("b3")), [Entry::Plus(3)]);
        assert_eq!(blocking(&arrays, 4, sq("a3")), [Entry::Cols(0)]);
        assert_eq!(blocking(&arrays, 4, sq("d3")), [Entry::Minus(2)]);
        let pseudo = queens_arrays(4, &queens, Language::Pseudocode);
        assert_eq!(pseudo.queen, [1, 3, 0, 0]);
        let calls = queens_calls(4, &queens, Some(sq("b3")), Language::Python);
        assert_eq!(calls.len(), 3);
        assert_eq!(calls[2].text, "try_row(2)");
        assert_eq!(calls[2].index.as_deref(), Some("j = 1"));
    }
}
