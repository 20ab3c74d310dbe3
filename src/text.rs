//! Text answers: squares, matrices, columns and JSON.

use serde::Serialize;

use crate::board::Square;
use crate::job::{KnightMethod, QueensMethod};
use crate::solution::{Outcome, Placement, Proof, Tour};
use crate::solve::{KnightAnswer, QueensAnswer};

/// The line printed when there is no answer.
pub const NOT_FOUND: &str = "Not Found";

/// The squares of a tour separated by single spaces.
pub fn squares_line(squares: &[Square]) -> String {
    let names: Vec<String> = squares.iter().map(Square::to_string).collect();
    names.join(" ")
}

/// A tour as rows of step numbers, rank 1 first, right-aligned.
pub fn tour_matrix(tour: &Tour, first_step: u32) -> String {
    let board = tour.board;
    let mut steps = vec![0u64; board.area()];
    for (k, &sq) in tour.squares.iter().enumerate() {
        steps[board.index(sq)] = k as u64 + u64::from(first_step);
    }
    let width = (tour.squares.len() as u64 + u64::from(first_step))
        .to_string()
        .len();
    let mut out = String::new();
    for row in steps.chunks(board.files as usize) {
        let cells: Vec<String> = row.iter().map(|s| format!("{s:>width$}")).collect();
        out.push_str(&cells.join(" "));
        out.push('\n');
    }
    out
}

fn method_name(method: KnightMethod) -> &'static str {
    match method {
        KnightMethod::Auto => "auto",
        KnightMethod::Backtrack => "backtrack",
        KnightMethod::Warnsdorff => "warnsdorff",
    }
}

fn queens_method_name(method: QueensMethod) -> &'static str {
    match method {
        QueensMethod::Auto => "auto",
        QueensMethod::Backtrack => "backtrack",
        QueensMethod::Construct => "construct",
    }
}

fn proof_text(outcome_proof: Option<&Proof>) -> Option<String> {
    outcome_proof.map(|proof| match proof {
        Proof::Theorem(text) => text.clone(),
        Proof::Exhausted => "the search was exhausted".to_string(),
    })
}

#[derive(Serialize)]
struct KnightJson<'a> {
    board: String,
    start: String,
    end: Option<String>,
    closed: bool,
    method: &'a str,
    order: String,
    found: bool,
    proof: Option<String>,
    squares: Vec<String>,
}

/// A knight answer as one line of JSON.
pub fn knight_json(answer: &KnightAnswer) -> String {
    let spec = &answer.spec;
    let (found, proof, squares) = match &answer.outcome {
        Outcome::Found(tour) => (
            true,
            None,
            tour.squares.iter().map(Square::to_string).collect(),
        ),
        Outcome::NotFound(proof) => (false, proof_text(Some(proof)), Vec::new()),
        Outcome::BudgetSpent => (false, None, Vec::new()),
    };
    let json = KnightJson {
        board: spec.board.to_string(),
        start: spec.start.to_string(),
        end: spec.end.map(|sq| sq.to_string()),
        closed: spec.closed,
        method: method_name(answer.method),
        order: spec.order.pairs(),
        found,
        proof,
        squares,
    };
    serde_json::to_string(&json).expect("JSON of plain data")
}

/// A placement as 1-based files, rank 1 first.
pub fn columns_line(placement: &Placement) -> String {
    let files: Vec<String> = placement
        .columns
        .iter()
        .map(|f| (f + 1).to_string())
        .collect();
    files.join(" ")
}

/// A placement as `Q` and `.` rows, rank 1 first.
pub fn placement_matrix(placement: &Placement) -> String {
    let n = placement.n();
    let mut out = String::with_capacity(n * n * 2);
    for &file in &placement.columns {
        let cells: Vec<&str> = (0..n as u32)
            .map(|f| if f == file { "Q" } else { "." })
            .collect();
        out.push_str(&cells.join(" "));
        out.push('\n');
    }
    out
}

#[derive(Serialize)]
struct QueensJson<'a> {
    n: usize,
    method: &'a str,
    found: bool,
    proof: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    count: Option<u64>,
    solutions: Vec<Vec<u32>>,
}

/// A queens answer as one line of JSON (files 1-based, rank 1 first).
pub fn queens_json(answer: &QueensAnswer) -> String {
    let (found, proof, solutions) = match &answer.outcome {
        Outcome::Found(all) => (
            answer.count.is_none_or(|c| c > 0) && (answer.count.is_some() || !all.is_empty()),
            None,
            all.iter()
                .map(|p| p.columns.iter().map(|f| f + 1).collect())
                .collect(),
        ),
        Outcome::NotFound(proof) => (false, proof_text(Some(proof)), Vec::new()),
        Outcome::BudgetSpent => (false, None, Vec::new()),
    };
    let json = QueensJson {
        n: answer.n,
        method: queens_method_name(answer.method),
        found,
        proof,
        count: answer.count,
        solutions,
    };
    serde_json::to_string(&json).expect("JSON of plain data")
}
