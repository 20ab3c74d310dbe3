//! Text answers: squares, matrices, columns and JSON.

use crate::figure::reasons::dead_end_reason;
use crate::words::{Lang, say};
use std::fmt::Write as _;
use std::io::{self, Write};

use serde::Serialize;

use crate::board::{Board, Square, file_name};
use crate::knight::TourSpec;
use crate::program::Prune;
#[cfg(feature = "cli")]
use crate::solution::Placement;
use crate::solution::{Outcome, Proof, Tour};
use crate::solve::{KnightAnswer, KnightMethod, QueensAnswer, QueensFound, QueensMethod};
use crate::trace::{Cut, Event, NotLast, Recorder, Rule, Trace};

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

/// Why there is no answer, in words; `board` is the puzzle's first
/// square (a tour's start) and its number of squares, which a reason may
/// count.
pub(crate) fn proof_text(proof: &Proof, board: (Square, usize)) -> String {
    match proof {
        Proof::Theorem(text) => text.clone(),
        Proof::Exhausted => say!(Lang::En, "proof-exhausted"),
        Proof::DeadEnd { at, cut } => dead_end_reason(Lang::En, board, *at, *cut),
        Proof::Attacking(a, b) => {
            say!(
                Lang::En,
                "proof-attacking",
                a = a.to_string(),
                b = b.to_string()
            )
        }
    }
}

/// Why there is no tour, in words, if there is none: the exhausted
/// search is named as the method that exhausted it.
pub(crate) fn knight_proof_text(answer: &KnightAnswer) -> Option<String> {
    match (&answer.outcome, answer.method) {
        (Outcome::NotFound(Proof::Exhausted), KnightMethod::Sweep) => {
            Some("the exact sweep along the board found none".to_string())
        }
        (Outcome::NotFound(proof), _) => {
            let spec = &answer.spec;
            Some(proof_text(proof, (spec.start, spec.board.area())))
        }
        _ => None,
    }
}

/// Why there is no placement of queens, in words, if there is none.
pub(crate) fn queens_proof_text(answer: &QueensAnswer) -> Option<String> {
    match &answer.outcome {
        Outcome::NotFound(proof) => Some(proof_text(
            proof,
            (Square { file: 0, rank: 0 }, answer.n * answer.n),
        )),
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
    #[serde(skip_serializing_if = "Option::is_none")]
    dead_end: Option<DeadEndJson>,
}

/// A rule that fails at the end of the squares given, as JSON: its name
/// and the squares that prove it (see [`Cut::squares`]).
#[derive(Serialize)]
struct DeadEndJson {
    rule: &'static str,
    squares: Vec<String>,
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
        dead_end: match answer.outcome {
            Outcome::NotFound(Proof::DeadEnd { cut, .. }) => Some(DeadEndJson {
                rule: cut_name(cut),
                squares: cut.squares().iter().map(ToString::to_string).collect(),
            }),
            _ => None,
        },
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
    let proof = queens_proof_text(answer);
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
        Rule::Forced(..) => "forced",
        Rule::Attacked(_) => "attacked",
        Rule::Cut(cut) => cut_name(cut),
    }
}

/// The name of a cut's rule, in `--trace` files and JSON answers.
fn cut_name(cut: Cut) -> &'static str {
    match cut {
        Cut::Stuck => "stuck",
        Cut::NoReturn(_) => "no-return",
        Cut::WrongLast(..) => "wrong-last",
        Cut::NoWayOut(_) => "no-way-out",
        Cut::TwoLast(..) => "two-last",
        Cut::CannotBeLast(..) => "cannot-be-last",
        Cut::Crowded(..) => "crowded",
        Cut::Split(..) => "split",
    }
}

/// Why the square a rule names cannot be the last square, in `--trace`
/// files, if the rule says.
fn not_last_name(rule: Rule) -> Option<&'static str> {
    let (Rule::Forced(_, why) | Rule::Cut(Cut::WrongLast(_, why) | Cut::CannotBeLast(_, why))) =
        rule
    else {
        return None;
    };
    Some(match why {
        NotLast::Other(_) => "other-last",
        NotLast::Colour(_) => "colour",
        NotLast::End(_) => "end",
        NotLast::Start(_) => "start",
        NotLast::NoWayIn => "no-way-in",
    })
}

/// The most bytes of a `--trace` file: the lesson's plain program on 6x6
/// from a1 (248,169 calls) writes about 150 MB.
pub(crate) const MAX_TRACE_BYTES: usize = 512 << 20;

/// A search's events as JSON Lines, written as the search goes (it keeps
/// no list of events): a header naming the program, then one object per
/// event: `start`, `move` (a knight move or a queen placed), `cut` (a
/// candidate rejected without entering, with its rule and the squares
/// that prove it; or, without `to`, the start abandoned), `back` and
/// `found`. Knight events name the knight's square `from` and the
/// candidate `to` with its `move`; queens events name only the queen's
/// square, `to`. Past [`MAX_TRACE_BYTES`] it is full, which stops the
/// search.
pub(crate) struct TraceText {
    knight: bool,
    path: Vec<Square>,
    out: String,
    limit: usize,
}

impl TraceText {
    /// The trace of a knight's search for `spec` by `prune`'s program.
    pub(crate) fn knight(spec: &TourSpec, prune: Prune) -> TraceText {
        let order: Vec<String> = spec
            .order
            .deltas
            .iter()
            .map(|(df, dr)| format!("[{df},{dr}]"))
            .collect();
        let mut head = format!(
            "{{\"event\":\"search\",\"puzzle\":\"knight\",\"program\":\"{}\",\"about\":\"{}\",\
             \"board\":\"{}\",\"start\":\"{}\"",
            prune.name(),
            prune.words(Lang::En),
            spec.board,
            spec.start
        );
        if let Some(end) = spec.end {
            let _ = write!(head, ",\"end\":\"{end}\"");
        }
        let _ = write!(
            head,
            ",\"closed\":{},\"order\":[{}]}}",
            spec.closed,
            order.join(",")
        );
        TraceText::new(true, head)
    }

    /// The trace of the queens' search on `n` x `n`.
    pub(crate) fn queens(n: usize) -> TraceText {
        TraceText::new(
            false,
            format!(
                "{{\"event\":\"search\",\"puzzle\":\"queens\",\"program\":\"plain\",\
                 \"about\":\"{}\",\"n\":{n}}}",
                say!(Lang::En, "program-queens")
            ),
        )
    }

    fn new(knight: bool, header: String) -> TraceText {
        TraceText {
            knight,
            path: Vec::new(),
            out: header + "\n",
            limit: MAX_TRACE_BYTES,
        }
    }

    /// The text, or `None` when it passed the limit (and the search was
    /// stopped).
    pub(crate) fn finish(self) -> Option<String> {
        (self.out.len() <= self.limit).then_some(self.out)
    }

    /// Writes `,"from":"c3"` for the knight's square, if any.
    fn from(&mut self) {
        if let Some(here) = self.path.last().filter(|_| self.knight) {
            let _ = write!(self.out, ",\"from\":\"{here}\"");
        }
    }

    /// Writes `,"to":"d5","move":[1,2]`, the move from the knight's square.
    fn to(&mut self, sq: Square) {
        let _ = write!(self.out, ",\"to\":\"{sq}\"");
        if let Some(here) = self.path.last().filter(|_| self.knight) {
            let _ = write!(
                self.out,
                ",\"move\":[{},{}]",
                i64::from(sq.file) - i64::from(here.file),
                i64::from(sq.rank) - i64::from(here.rank)
            );
        }
    }

    /// Writes `,"squares":["a1","b3"]` unless there are none.
    fn squares(&mut self, squares: &[Square]) {
        if squares.is_empty() {
            return;
        }
        let names: Vec<String> = squares.iter().map(|sq| format!("\"{sq}\"")).collect();
        let _ = write!(self.out, ",\"squares\":[{}]", names.join(","));
    }
}

impl Recorder for TraceText {
    fn push(&mut self, event: Event) {
        if self.out.len() > self.limit {
            return;
        }
        match event {
            Event::Enter(sq) => {
                let name = if self.knight && self.path.is_empty() {
                    "start"
                } else {
                    "move"
                };
                let _ = write!(self.out, "{{\"event\":\"{name}\"");
                self.from();
                self.to(sq);
                self.path.push(sq);
            }
            Event::Reject(sq, reason) => {
                self.out.push_str("{\"event\":\"cut\"");
                self.from();
                self.to(sq);
                let _ = write!(self.out, ",\"rule\":\"{}\"", rule_name(reason));
                if let Some(why) = not_last_name(reason) {
                    let _ = write!(self.out, ",\"not-last\":\"{why}\"");
                }
                self.squares(&reason.squares());
            }
            Event::OffBoard(df, dr) => {
                self.out.push_str("{\"event\":\"cut\"");
                self.from();
                let _ = write!(self.out, ",\"move\":[{df},{dr}],\"rule\":\"off-board\"");
            }
            Event::Cut(cut) => {
                self.out.push_str("{\"event\":\"cut\"");
                self.from();
                let _ = write!(self.out, ",\"rule\":\"{}\"", cut_name(cut));
                if let Some(why) = not_last_name(Rule::Cut(cut)) {
                    let _ = write!(self.out, ",\"not-last\":\"{why}\"");
                }
                self.squares(&cut.squares());
            }
            Event::Leave(sq) => {
                self.path.pop();
                let side = if self.knight { "from" } else { "to" };
                let _ = write!(self.out, "{{\"event\":\"back\",\"{side}\":\"{sq}\"");
            }
            Event::Solved => {
                self.out.push_str("{\"event\":\"found\"");
                let path = std::mem::take(&mut self.path);
                self.squares(&path);
                self.path = path;
            }
        }
        self.out.push_str("}\n");
    }

    fn full(&self) -> bool {
        self.out.len() > self.limit
    }
}

/// A recorded search's events as JSON Lines (see [`TraceText`]).
pub(crate) fn queens_trace_lines(trace: &Trace, n: usize) -> String {
    let mut text = TraceText::queens(n);
    for &event in &trace.events {
        text.push(event);
    }
    text.out
}
