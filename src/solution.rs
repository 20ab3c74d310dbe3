//! What the solvers answer: tours, placements, counts, and the proof or
//! budget behind an answer that is not a solution.

use serde::Serialize;

use crate::board::{Board, Square};
use crate::trace::Cut;

pub(crate) use crate::board::KNIGHT_STEPS;

/// The most placements a sheet of queens holds (and so a printed page).
pub(crate) const MAX_SHEET_BOARDS: usize = crate::options::MAX_SHEET_BOARDS as usize;

/// The number in [`KNIGHT_STEPS`] of the knight move from `from` to `to`.
pub(crate) fn step_number(from: Square, to: Square) -> Option<u8> {
    let delta = (
        i64::from(to.file) - i64::from(from.file),
        i64::from(to.rank) - i64::from(from.rank),
    );
    KNIGHT_STEPS
        .iter()
        .position(|&(df, dr)| (i64::from(df), i64::from(dr)) == delta)
        .map(|d| d as u8)
}

/// A knight's tour: every square once, in visiting order. Kept as the first
/// square and one byte a move, so a tour of 100 million squares fits in
/// 100 MB.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tour {
    /// The board toured.
    pub board: Board,
    /// Whether the last square is a knight's move from the first.
    pub closed: bool,
    start: Square,
    /// The number in [`KNIGHT_STEPS`] of each move.
    moves: Vec<u8>,
}

impl Tour {
    /// A tour through `squares`, consecutive squares a knight move apart.
    ///
    /// # Panics
    /// When `squares` is empty or two consecutive squares are not a knight
    /// move apart: solvers only make tours that are.
    pub fn from_squares(
        board: Board,
        squares: impl IntoIterator<Item = Square>,
        closed: bool,
    ) -> Tour {
        let mut squares = squares.into_iter();
        let start = squares.next().expect("a tour has a first square");
        let mut at = start;
        let moves = squares
            .map(|next| {
                let number =
                    step_number(at, next).expect("consecutive squares a knight move apart");
                at = next;
                number
            })
            .collect();
        Tour {
            board,
            closed,
            start,
            moves,
        }
    }

    /// A tour from its first square and its moves, numbered as in
    /// `KNIGHT_STEPS`.
    #[must_use]
    pub fn from_moves(board: Board, start: Square, moves: Vec<u8>, closed: bool) -> Tour {
        Tour {
            board,
            closed,
            start,
            moves,
        }
    }

    /// The first square.
    #[must_use]
    pub fn start(&self) -> Square {
        self.start
    }

    /// The number of squares visited.
    #[must_use]
    pub fn square_count(&self) -> usize {
        self.moves.len() + 1
    }

    /// The squares in visiting order.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        let mut at = self.start;
        std::iter::once(at).chain(self.moves.iter().map(move |&d| {
            let (df, dr) = KNIGHT_STEPS[usize::from(d)];
            at = Square {
                file: at.file.wrapping_add_signed(df),
                rank: at.rank.wrapping_add_signed(dr),
            };
            at
        }))
    }

    /// The squares in visiting order, collected.
    #[must_use]
    pub fn square_list(&self) -> Vec<Square> {
        self.squares().collect()
    }
}

/// N queens, one on each rank: `columns[rank]` is the queen's file.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Placement {
    /// The file (0-based) of the queen on each rank, rank 1 first.
    pub columns: Vec<u32>,
}

impl Placement {
    /// The size of the board, n.
    #[must_use]
    pub fn n(&self) -> usize {
        self.columns.len()
    }

    /// The queens' squares, rank 1 first.
    #[must_use]
    pub fn squares(&self) -> Vec<Square> {
        self.columns
            .iter()
            .enumerate()
            .map(|(rank, &file)| Square {
                file,
                rank: rank as u32,
            })
            .collect()
    }

    /// The 1-based file of the queen on each rank, rank 1 first, separated
    /// by spaces: `1 5 8 6 3 7 2 4`.
    #[must_use]
    pub fn columns_line(&self) -> String {
        let files: Vec<String> = self.columns.iter().map(|f| (f + 1).to_string()).collect();
        files.join(" ")
    }
}

/// Why there is no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    /// A theorem rules it out; the text says which.
    Theorem(String),
    /// The whole search space was searched.
    Exhausted,
    /// The squares given to complete leave no way on: a rule of the
    /// search fails with the knight on the last of them.
    DeadEnd {
        /// The last square given: the knight's.
        at: Square,
        /// The rule that fails there.
        cut: Cut,
    },
    /// Two of the queens given to complete attack each other.
    Attacking(Square, Square),
}

/// The result of a search that may not finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome<T> {
    /// An answer.
    Found(T),
    /// Proven that there is no answer.
    NotFound(Proof),
    /// The node budget was spent first.
    BudgetSpent,
}

/// What a search did, for `--stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Search nodes visited (squares entered or queens placed).
    pub nodes: u64,
}
