//! Tours under construction as links: each square keeps the numbers (in
//! [`KNIGHT_STEPS`]) of the two moves that join it to its neighbours on
//! the tour, one in each half of a byte, so a board of 100 million squares
//! takes 100 MB. Pieces are copied in as bytes, since links are relative,
//! and two cycles become one by exchanging two edges.

use crate::board::Square;
use crate::solution::{KNIGHT_STEPS, step_number};

/// The half-byte of a square with no link there (the end of a path).
pub(crate) const NO_LINK: u8 = 8;

/// A rectangle of squares, each with its two links.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Links {
    /// Squares in a row.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// Rank-major: square (x, y) is `cells[y * width + x]`.
    pub cells: Vec<u8>,
}

/// A square of a [`Links`] rectangle as (x, y).
pub(crate) type At = (usize, usize);

/// The move number from `from` to `to`, if they are a knight's move apart.
fn move_number(from: At, to: At) -> Option<u8> {
    let square = |(x, y): At| Square {
        file: x as u32,
        rank: y as u32,
    };
    step_number(square(from), square(to))
}

impl Links {
    /// A rectangle with no links.
    pub(crate) fn empty(width: usize, height: usize) -> Links {
        Links {
            width,
            height,
            cells: vec![NO_LINK | NO_LINK << 4; width * height],
        }
    }

    /// The links of a path through `squares` (rank-major indices of a
    /// `width` x `height` rectangle), closed back to the first if asked.
    pub(crate) fn from_path(width: usize, height: usize, squares: &[usize], closed: bool) -> Links {
        let mut links = Links::empty(width, height);
        let at = |i: usize| (i % width, i / width);
        for pair in squares.windows(2) {
            links.link(at(pair[0]), at(pair[1]));
        }
        if closed && squares.len() > 2 {
            links.link(at(squares[squares.len() - 1]), at(squares[0]));
        }
        links
    }

    /// Copies `piece` in with its bottom-left square at `origin`.
    pub(crate) fn paste(&mut self, piece: &Links, origin: At) {
        for y in 0..piece.height {
            let from = y * piece.width;
            let to = (origin.1 + y) * self.width + origin.0;
            self.cells[to..to + piece.width]
                .copy_from_slice(&piece.cells[from..from + piece.width]);
        }
    }

    /// Copies row `from_row` of `band` into row `to_row`; both are as wide.
    pub(crate) fn copy_row(&mut self, to_row: usize, band: &Links, from_row: usize) {
        let w = self.width;
        self.cells[to_row * w..(to_row + 1) * w]
            .copy_from_slice(&band.cells[from_row * w..(from_row + 1) * w]);
    }

    fn cell(&mut self, at: At) -> &mut u8 {
        &mut self.cells[at.1 * self.width + at.0]
    }

    /// Adds the edge a-b (a knight's move) into a free half of each square.
    pub(crate) fn link(&mut self, a: At, b: At) {
        let forward = move_number(a, b).expect("a knight's move");
        add_link(self.cell(a), forward);
        add_link(self.cell(b), forward ^ 4);
    }

    /// Whether the edge a-b is on the tour.
    pub(crate) fn has_edge(&self, a: At, b: At) -> bool {
        move_number(a, b).is_some_and(|d| {
            let cell = self.cells[a.1 * self.width + a.0];
            cell & 15 == d || cell >> 4 == d
        })
    }

    /// Replaces edges a1-a2 and b1-b2 by a1-b1 and a2-b2: two cycles (or a
    /// path and a cycle) become one. Returns false, changing nothing, when
    /// an edge is missing or a new pair is not a knight's move apart.
    pub(crate) fn exchange(&mut self, (a1, a2): (At, At), (b1, b2): (At, At)) -> bool {
        let ok = self.has_edge(a1, a2)
            && self.has_edge(b1, b2)
            && move_number(a1, b1).is_some()
            && move_number(a2, b2).is_some();
        if ok {
            for (from, old, new) in [(a1, a2, b1), (a2, a1, b2), (b1, b2, a1), (b2, b1, a2)] {
                let old = move_number(from, old).expect("checked above");
                let new = move_number(from, new).expect("checked above");
                replace_link(self.cell(from), old, new);
            }
        }
        ok
    }

    /// The moves of the tour that starts on `start` and follows the links
    /// (the lower-numbered one first where there are two), if they make one
    /// cycle or one path through every square.
    pub(crate) fn walk(&self, start: At) -> Option<Vec<u8>> {
        let area = self.width * self.height;
        let offsets: [isize; 8] =
            KNIGHT_STEPS.map(|(dx, dy)| dy as isize * self.width as isize + dx as isize);
        let first = start.1 * self.width + start.0;
        let mut moves = Vec::with_capacity(area - 1);
        let mut at = first;
        let mut back = NO_LINK;
        for _ in 1..area {
            let cell = self.cells[at];
            let (low, high) = (cell & 15, cell >> 4);
            let (a, b) = (low.min(high), low.max(high));
            let next = if a == back { b } else { a };
            if next == NO_LINK {
                return None;
            }
            moves.push(next);
            at = at.wrapping_add_signed(offsets[usize::from(next)]);
            if at == first {
                return None;
            }
            back = next ^ 4;
        }
        Some(moves)
    }
}

fn add_link(cell: &mut u8, link: u8) {
    if *cell & 15 == NO_LINK {
        *cell = (*cell & 0xF0) | link;
    } else {
        *cell = (*cell & 15) | link << 4;
    }
}

fn replace_link(cell: &mut u8, old: u8, new: u8) {
    if *cell & 15 == old {
        *cell = (*cell & 0xF0) | new;
    } else {
        *cell = (*cell & 15) | new << 4;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exchange_refuses_missing_edges() {
        // a1-b3-c5 on 5x5, as indices 0, 11, 22.
        let mut links = Links::from_path(5, 5, &[0, 11, 22], false);
        let before = links.clone();
        assert!(links.has_edge((0, 0), (1, 2)));
        assert!(!links.exchange(((0, 0), (1, 2)), ((3, 3), (4, 1))));
        assert_eq!(links, before);
    }

    #[test]
    fn a_short_path_does_not_walk_the_whole_board() {
        let links = Links::from_path(5, 5, &[0, 11, 22], false);
        assert_eq!(links.walk((0, 0)), None);
    }
}
