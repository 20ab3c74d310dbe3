//! Exact knight's tours on narrow boards, in time linear in the long side.
//!
//! On a board whose short side is at most [`MAX_WIDTH`] (3 x n, 4 x n, ...
//! and their transposes) the search is a dynamic program over the lines
//! across the long side: a knight move joins a line only to the next two,
//! so the squares of a line are decided one line at a time, remembering
//! how many moves each square of the next two lines already has and which
//! loose ends belong to the same path fragment. Every possibility is
//! covered, so the answer is a tour or a proof that none exists, whatever
//! the start, the end square and whether the tour is closed. The move
//! order of the spec plays no part.

mod frontier;
mod sweep;

pub(crate) use frontier::MAX_WIDTH;
pub(crate) use sweep::SweepStats;

use crate::board::{Board, Square};
use crate::knight::TourSpec;
use crate::knight::moves::is_knight_move;
use crate::solution::{Outcome, Proof, Tour};
use sweep::{CHOICE_BITS, Choice, MOVES, Strip, Swept};

/// The tour the spec asks for, or the proof that none exists; `None` when
/// the board's short side is longer than `MAX_WIDTH`, a square of the
/// spec is off the board, or (a defect, never seen in the tests) the tour
/// found cannot be rebuilt.
#[must_use]
pub fn strip_tour(spec: &TourSpec) -> Option<Outcome<Tour>> {
    strip_tour_with_stats(spec).map(|(outcome, _)| outcome)
}

/// [`strip_tour`] with the size of the sweep.
#[must_use]
pub(crate) fn strip_tour_with_stats(spec: &TourSpec) -> Option<(Outcome<Tour>, SweepStats)> {
    let board = spec.board;
    let layout = Layout::of(board)?;
    if !board.contains(spec.start) || spec.end.is_some_and(|end| !board.contains(end)) {
        return None;
    }
    if let Some(outcome) = settled_without_sweep(spec) {
        return Some((outcome, SweepStats::default()));
    }
    let strip = layout.strip(spec);
    let (choices, stats) = sweep::sweep(&strip);
    let outcome = match choices {
        Swept::Tour(choices) => {
            let squares = walk(&strip, &choices, layout.place(spec.start))?
                .into_iter()
                .map(|(across, line)| layout.square(across, line));
            Outcome::Found(Tour::from_squares(board, squares, spec.closed))
        }
        Swept::NoTour => Outcome::NotFound(Proof::Exhausted),
        Swept::Unbuilt => return None,
    };
    Some((outcome, stats))
}

/// The answer for the specs the sweep does not model: a one-square board,
/// an end on the start square, a closed tour with an end.
fn settled_without_sweep(spec: &TourSpec) -> Option<Outcome<Tour>> {
    let board = spec.board;
    if board.area() == 1 {
        return Some(if spec.closed {
            Outcome::NotFound(Proof::Theorem(
                "no closed tour exists on 1x1: there is no move back to the start square".into(),
            ))
        } else {
            Outcome::Found(Tour::from_squares(board, [spec.start], false))
        });
    }
    let end = spec.end?;
    if end == spec.start {
        return Some(Outcome::NotFound(Proof::Theorem(format!(
            "a tour of {board} cannot end on its start square {end}"
        ))));
    }
    if spec.closed && !is_knight_move(spec.start, end) {
        return Some(Outcome::NotFound(Proof::Theorem(format!(
            "a closed tour cannot end on {end}: it is not a knight's move from {}",
            spec.start
        ))));
    }
    None
}

/// How the board lies in the sweep: lines across its short side.
#[derive(Clone, Copy, Debug)]
struct Layout {
    width: usize,
    length: usize,
    /// Whether a line is a file (the board is wider than tall).
    transposed: bool,
}

impl Layout {
    fn of(board: Board) -> Option<Layout> {
        let transposed = board.files > board.ranks;
        let (width, length) = if transposed {
            (board.ranks, board.files)
        } else {
            (board.files, board.ranks)
        };
        let width = width as usize;
        (1..=MAX_WIDTH).contains(&width).then_some(Layout {
            width,
            length: length as usize,
            transposed,
        })
    }

    /// The sweep's problem. A closed tour with an end is the open tour to
    /// that end, which is a knight's move from the start.
    fn strip(&self, spec: &TourSpec) -> Strip {
        let open = !spec.closed || spec.end.is_some();
        let endpoints = if open {
            [Some(spec.start), spec.end]
                .into_iter()
                .flatten()
                .map(|sq| self.place(sq))
                .collect()
        } else {
            Vec::new()
        };
        Strip {
            width: self.width,
            length: self.length,
            endpoints,
            free_end: open && spec.end.is_none(),
            ends: if open { 2 } else { 0 },
        }
    }

    /// A square as (across, line).
    fn place(&self, sq: Square) -> (usize, usize) {
        let (file, rank) = (sq.file as usize, sq.rank as usize);
        if self.transposed {
            (rank, file)
        } else {
            (file, rank)
        }
    }

    /// The square at (across, line).
    fn square(&self, across: usize, line: usize) -> Square {
        let (file, rank) = if self.transposed {
            (line, across)
        } else {
            (across, line)
        };
        Square {
            file: file as u32,
            rank: rank as u32,
        }
    }
}

/// The tour the chosen moves make, from `start`, as (across, line) squares;
/// `None` if the moves are not one path (or cycle) through every square.
fn walk(strip: &Strip, choices: &[Choice], start: (usize, usize)) -> Option<Vec<(usize, usize)>> {
    let width = strip.width;
    let area = width * strip.length;
    let mut neighbours: Vec<Vec<usize>> = vec![Vec::with_capacity(2); area];
    for (line, &choice) in choices.iter().enumerate() {
        for across in 0..width {
            let moves = choice >> (CHOICE_BITS * across);
            for (bit, &(step, ahead)) in MOVES.iter().enumerate() {
                if moves >> (bit + 1) & 1 == 1 {
                    let from = line * width + across;
                    let to_across = across.checked_add_signed(step).filter(|&x| x < width)?;
                    let to = (line + ahead) * width + to_across;
                    neighbours.get_mut(to)?.push(from);
                    neighbours[from].push(to);
                }
            }
        }
    }
    let mut visited = vec![false; area];
    let mut path = Vec::with_capacity(area);
    let mut here = start.1 * width + start.0;
    loop {
        *visited.get_mut(here)? = true;
        path.push((here % width, here / width));
        if path.len() == area {
            return Some(path);
        }
        here = *neighbours[here].iter().find(|&&n| !visited[n])?;
    }
}
