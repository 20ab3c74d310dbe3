//! Text answers: squares, matrices, columns and JSON.

#[cfg(feature = "cli")]
use std::fmt::Write as _;
use std::io::{self, Write};

use serde::Serialize;

use crate::board::{Board, Square, file_name};
#[cfg(feature = "cli")]
use crate::solution::Placement;
use crate::solution::{Outcome, Proof, Tour};
use crate::solve::{KnightAnswer, KnightMethod, QueensAnswer, QueensFound, QueensMethod};
use crate::trace::{Cut, Event, Puzzle, Rule, Trace};

/// The line printed when there is no answer.
#[cfg(feature = "cli")]
pub(crate) const NOT_FOUND: &str = "Not Found";

/// The squares separated by single spaces.
#[cfg(feature = "cli")]
pub(crate) fn squares_line(squares: &[Square]) -> String {
    let names: Vec<String> = squares.iter().map(Square::to_string).collect();
    names.join(" ")
}

/// Square names of one board, made once so that a tour of 100 million
/// squares is printed without formatting each name anew.
struct SquareNames {
    files: Vec<String>,
    ranks: Vec<String>,
}

impl SquareNames {
    fn new(board: Board) -> SquareNames {
        SquareNames {
            files: (0..board.files).map(file_name).collect(),
            ranks: (1..=board.ranks).map(|r| r.to_string()).collect(),
        }
    }

    fn push(&self, buffer: &mut Vec<u8>, sq: Square) {
        buffer.extend_from_slice(self.files[sq.file as usize].as_bytes());
        buffer.extend_from_slice(self.ranks[sq.rank as usize].as_bytes());
    }
}

/// Writes `buffer` out once it holds more than this many bytes.
const FLUSH_AT: usize = 1 << 16;

/// Writes the squares of a tour separated by `separator`, each name made
/// by `name`, streaming in blocks.
fn write_tour_names(
    out: &mut dyn Write,
    tour: &Tour,
    separator: &[u8],
    name: impl Fn(&SquareNames, &mut Vec<u8>, Square),
) -> io::Result<()> {
    let names = SquareNames::new(tour.board);
    let mut buffer = Vec::with_capacity(FLUSH_AT + 64);
    for (k, sq) in tour.squares().enumerate() {
        if k > 0 {
            buffer.extend_from_slice(separator);
        }
        name(&names, &mut buffer, sq);
        if buffer.len() > FLUSH_AT {
            out.write_all(&buffer)?;
            buffer.clear();
        }
    }
    out.write_all(&buffer)
}

/// Writes the squares of a tour on one line, separated by single spaces.
#[cfg(feature = "cli")]
pub(crate) fn write_tour_squares(out: &mut dyn Write, tour: &Tour) -> io::Result<()> {
    write_tour_names(out, tour, b" ", SquareNames::push)?;
    out.write_all(b"\n")
}

/// The step number of each square, counted from `first_step`, in rows
/// of the board, rank 1 first.
pub(crate) fn tour_steps(tour: &Tour, first_step: u32) -> Vec<Vec<u64>> {
    let board = tour.board;
    let mut steps = vec![0u64; board.area()];
    for (k, sq) in tour.squares().enumerate() {
        steps[board.index(sq)] = k as u64 + u64::from(first_step);
    }
    steps
        .chunks(board.files as usize)
        .map(<[u64]>::to_vec)
        .collect()
}

/// The most step numbers held at once while a matrix is written: 64 MB.
#[cfg(feature = "cli")]
const MATRIX_BLOCK: usize = 1 << 24;

/// Writes a tour as rows of step numbers, rank 1 first, right-aligned. The
/// rows are made a block of ranks at a time (each block a pass over the
/// tour), so memory stays within [`MATRIX_BLOCK`] numbers and one line
/// whatever the board.
#[cfg(feature = "cli")]
pub(crate) fn write_tour_matrix(
    out: &mut dyn Write,
    tour: &Tour,
    first_step: u32,
) -> io::Result<()> {
    let board = tour.board;
    let files = board.files as usize;
    let last = tour.square_count() as u64 - 1 + u64::from(first_step);
    let width = last.to_string().len();
    let ranks_a_block = (MATRIX_BLOCK / files).max(1);
    let mut block: Vec<u32> = Vec::new();
    let mut line = String::new();
    for first_rank in (0..board.ranks as usize).step_by(ranks_a_block) {
        let ranks = ranks_a_block.min(board.ranks as usize - first_rank);
        block.clear();
        block.resize(ranks * files, 0);
        for (k, sq) in tour.squares().enumerate() {
            let rank = sq.rank as usize;
            if (first_rank..first_rank + ranks).contains(&rank) {
                block[(rank - first_rank) * files + sq.file as usize] = k as u32;
            }
        }
        for row in block.chunks(files) {
            line.clear();
            for (k, &step) in row.iter().enumerate() {
                if k > 0 {
                    line.push(' ');
                }
                let number = u64::from(step) + u64::from(first_step);
                let _ = write!(line, "{number:>width$}");
            }
            line.push('\n');
            out.write_all(line.as_bytes())?;
        }
    }
    Ok(())
}

/// The name of a knight method, as options and JSON write it.
pub(crate) fn method_name(method: KnightMethod) -> &'static str {
    match method {
        KnightMethod::Auto => "auto",
        KnightMethod::Backtrack => "backtrack",
        KnightMethod::Warnsdorff => "warnsdorff",
        KnightMethod::Construct => "construct",
        KnightMethod::Sweep => "sweep",
    }
}

/// The name of a queens method, as options and JSON write it.
pub(crate) fn queens_method_name(method: QueensMethod) -> &'static str {
    match method {
        QueensMethod::Auto => "auto",
        QueensMethod::Backtrack => "backtrack",
        QueensMethod::Construct => "construct",
    }
}

/// Why there is no answer, in words.
pub(crate) fn proof_text(proof: &Proof) -> String {
    match proof {
        Proof::Theorem(text) => text.clone(),
        Proof::Exhausted => "the search was exhausted".to_string(),
    }
}

/// Why there is no tour, in words, if there is none: the exhausted
/// search is named as the method that exhausted it.
pub(crate) fn knight_proof_text(answer: &KnightAnswer) -> Option<String> {
    match (&answer.outcome, answer.method) {
        (Outcome::NotFound(Proof::Exhausted), KnightMethod::Sweep) => {
            Some("the exact sweep along the board found none".to_string())
        }
        (Outcome::NotFound(proof), _) => Some(proof_text(proof)),
        _ => None,
    }
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
}

/// Writes a knight answer as one line of JSON, the squares streamed.
pub(crate) fn write_knight_json(out: &mut dyn Write, answer: &KnightAnswer) -> io::Result<()> {
    let spec = &answer.spec;
    let found = matches!(answer.outcome, Outcome::Found(_));
    let proof = knight_proof_text(answer);
    let json = KnightJson {
        board: spec.board.to_string(),
        start: spec.start.to_string(),
        end: spec.end.map(|sq| sq.to_string()),
        closed: spec.closed,
        method: method_name(answer.method),
        order: spec.order.pairs(),
        found,
        proof,
    };
    let head = serde_json::to_string(&json).expect("JSON of plain data");
    out.write_all(&head.as_bytes()[..head.len() - 1])?;
    out.write_all(b",\"squares\":[")?;
    if let Outcome::Found(tour) = &answer.outcome {
        write_tour_names(out, tour, b",", |names, buffer, sq| {
            buffer.push(b'"');
            names.push(buffer, sq);
            buffer.push(b'"');
        })?;
    }
    out.write_all(b"]}\n")
}

/// Writes a placement as `Q` and `.` rows, rank 1 first, one row at a
/// time (memory: one row, whatever n).
#[cfg(feature = "cli")]
pub(crate) fn write_placement_matrix(out: &mut dyn Write, placement: &Placement) -> io::Result<()> {
    let n = placement.n();
    let mut row = Vec::with_capacity(2 * n);
    for &file in &placement.columns {
        row.clear();
        for f in 0..n as u32 {
            if f > 0 {
                row.push(b' ');
            }
            row.push(if f == file { b'Q' } else { b'.' });
        }
        row.push(b'\n');
        out.write_all(&row)?;
    }
    Ok(())
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
pub(crate) fn queens_json(answer: &QueensAnswer) -> String {
    let proof = match &answer.outcome {
        Outcome::NotFound(proof) => Some(proof_text(proof)),
        _ => None,
    };
    let count = match &answer.outcome {
        Outcome::Found(QueensFound::Count(count)) => Some(*count),
        _ => None,
    };
    let json = QueensJson {
        n: answer.n,
        method: queens_method_name(answer.method),
        found: answer.found(),
        proof,
        count,
        solutions: answer
            .placements()
            .iter()
            .map(|p| p.columns.iter().map(|f| f + 1).collect())
            .collect(),
    };
    serde_json::to_string(&json).expect("JSON of plain data")
}

/// The name of the rule that rejected a candidate, in `--trace` files.
fn rule_name(reason: Rule) -> &'static str {
    match reason {
        Rule::Visited => "visited",
        Rule::EndSquare => "end-square",
        Rule::Forced(_) => "forced",
        Rule::Attacked(_) => "attacked",
        Rule::Cut(cut) => cut_name(cut),
    }
}

/// The name of a cut's rule, in `--trace` files.
fn cut_name(cut: Cut) -> &'static str {
    match cut {
        Cut::Stuck => "stuck",
        Cut::NoReturn => "no-return",
        Cut::WrongLast(_) => "wrong-last",
        Cut::NoWayOut(_) => "no-way-out",
        Cut::TwoLast(..) => "two-last",
        Cut::CannotBeLast(_) => "cannot-be-last",
        Cut::Crowded(_) => "crowded",
        Cut::Split(..) => "split",
    }
}

/// The squares that prove a rejection.
fn rule_squares(reason: Rule) -> Vec<Square> {
    match reason {
        Rule::Visited | Rule::EndSquare => Vec::new(),
        Rule::Forced(sq) | Rule::Attacked(sq) => vec![sq],
        Rule::Cut(cut) => cut.squares(),
    }
}

/// One line of a `--trace` file.
#[derive(Serialize)]
struct TraceLine {
    event: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<String>,
    /// A knight candidate's move, (file delta, rank delta).
    #[serde(rename = "move", skip_serializing_if = "Option::is_none")]
    step: Option<(i32, i32)>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rule: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    squares: Option<Vec<String>>,
}

/// A recorded search as JSON Lines, one object per event: `start`, `move`
/// (a knight move or a queen placed), `cut` (a candidate rejected without
/// entering, with its rule and the squares that prove it; or, without
/// `to`, the start abandoned), `back` and `found`. Knight events name the
/// knight's square `from` and the candidate `to` with its `move`; queens
/// events name only the queen's square, `to`.
pub(crate) fn trace_lines(trace: &Trace, puzzle: Puzzle) -> String {
    let knight = puzzle == Puzzle::Knight;
    let names = |squares: Vec<Square>| Some(squares.iter().map(ToString::to_string).collect());
    let delta = |from: Option<Square>, to: Square| {
        from.map(|f| {
            (
                to.file as i32 - f.file as i32,
                to.rank as i32 - f.rank as i32,
            )
        })
    };
    let mut path: Vec<Square> = Vec::new();
    let mut out = String::new();
    for &event in &trace.events {
        let here = path.last().copied().filter(|_| knight);
        let line = match event {
            Event::Enter(sq) => {
                let line = TraceLine {
                    event: if knight && path.is_empty() {
                        "start"
                    } else {
                        "move"
                    },
                    from: here.map(|f| f.to_string()),
                    to: Some(sq.to_string()),
                    step: delta(here, sq),
                    rule: None,
                    squares: None,
                };
                path.push(sq);
                line
            }
            Event::Reject(sq, reason) => TraceLine {
                event: "cut",
                from: here.map(|f| f.to_string()),
                to: Some(sq.to_string()),
                step: delta(here, sq),
                rule: Some(rule_name(reason)),
                squares: names(rule_squares(reason)).filter(|s: &Vec<String>| !s.is_empty()),
            },
            Event::OffBoard(df, dr) => TraceLine {
                event: "cut",
                from: here.map(|f| f.to_string()),
                to: None,
                step: Some((i32::from(df), i32::from(dr))),
                rule: Some("off-board"),
                squares: None,
            },
            Event::Cut(cut) => TraceLine {
                event: "cut",
                from: here.map(|f| f.to_string()),
                to: None,
                step: None,
                rule: Some(cut_name(cut)),
                squares: names(cut.squares()).filter(|s: &Vec<String>| !s.is_empty()),
            },
            Event::Leave(sq) => {
                path.pop();
                TraceLine {
                    event: "back",
                    from: knight.then(|| sq.to_string()),
                    to: (!knight).then(|| sq.to_string()),
                    step: None,
                    rule: None,
                    squares: None,
                }
            }
            Event::Solved => TraceLine {
                event: "found",
                from: None,
                to: None,
                step: None,
                rule: None,
                squares: names(path.clone()),
            },
        };
        out.push_str(&serde_json::to_string(&line).expect("a trace line serialises"));
        out.push('\n');
    }
    out
}
