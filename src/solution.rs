//! What the solvers answer: tours, placements, counts, and the proof or
//! budget behind an answer that is not a solution.

use serde::Serialize;

use crate::board::{Board, Square};

/// A knight's tour: every square once, in visiting order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Tour {
    /// The board toured.
    pub board: Board,
    /// The squares in visiting order.
    pub squares: Vec<Square>,
    /// Whether the last square is a knight's move from the first.
    pub closed: bool,
}

/// N queens, one on each rank: `columns[rank]` is the queen's file.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Placement {
    /// The file (0-based) of the queen on each rank, rank 1 first.
    pub columns: Vec<u32>,
}

impl Placement {
    /// The size of the board, n.
    pub fn n(&self) -> usize {
        self.columns.len()
    }

    /// The queens' squares, rank 1 first.
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
}

/// Why there is no answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Proof {
    /// A theorem rules it out; the text says which.
    Theorem(String),
    /// The whole search space was searched.
    Exhausted,
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
