//! The frontier of the sweep: how many tour moves each square of the lines
//! just ahead already has, and which loose ends belong to the same path
//! fragment.
//!
//! The tour is searched as a Hamiltonian cycle through one extra, virtual
//! square joined to both endpoints of an open tour (a closed tour does not
//! use it). Every square then has exactly two tour moves, and the cycle
//! closes exactly once, on the last move.

/// The widest line the sweep takes. Frontier states met in one sweep:
/// 3 wide up to about 600 (a few milliseconds), 4 wide about 6,000 (tens of
/// milliseconds), 5 wide up to about 190,000 (up to 7 seconds and 250 MB,
/// whatever the length). 6 wide did not finish 6 x 12 in a minute.
pub(crate) const MAX_WIDTH: usize = 5;

/// Squares in the working buffer: the line being decided and the two after.
const SLOTS: usize = 3 * MAX_WIDTH;

/// A square with no tour move yet.
const EMPTY: u8 = 0;
/// A square with both its tour moves.
const FULL: u8 = 1;
/// A loose end whose fragment ends, at its other end, on the virtual square.
const TO_VIRTUAL: u8 = 2;
/// The first label of a fragment with both loose ends on the frontier.
const FIRST_LABEL: u8 = 3;

/// Bits of one square in a packed state.
const CODE_BITS: usize = 4;
/// Where the virtual square's degree sits in a packed state.
const VIRTUAL_SHIFT: usize = 2 * MAX_WIDTH * CODE_BITS;
/// The packed-state bit of a cycle already closed.
const CLOSED_BIT: u64 = 1 << (VIRTUAL_SHIFT + 2);

/// The packed state before the first line: nothing joined.
pub(super) const START: u64 = 0;

/// The packed state past the last line once the cycle has closed, with the
/// virtual square of the given degree (2 for an open tour, 0 for a closed).
pub(super) fn done(virtual_degree: u8) -> u64 {
    CLOSED_BIT | (u64::from(virtual_degree) << VIRTUAL_SHIFT)
}

/// One end of a tour move: a square of the buffer or the virtual square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum End {
    /// A square of the buffer: line offset times width plus the file across.
    Cell(usize),
    /// The virtual square joined to the endpoints of an open tour.
    Virtual,
}

/// The rules a line's moves must keep to besides the degrees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Closing {
    /// Whether the cycle may close on this line: no line lies past the buffer.
    pub allowed: bool,
    /// Lines of the buffer that are on the board (1 to 3).
    pub lines: usize,
    /// The virtual square's degree when the tour is complete (0 or 2).
    pub virtual_degree: u8,
}

/// The working buffer of one line's transition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Frontier {
    cells: [u8; SLOTS],
    width: usize,
    virtual_degree: u8,
    closed: bool,
}

impl Frontier {
    /// The buffer for deciding the line whose state (that line and the next)
    /// is `state`; the third line is untouched.
    pub(super) fn unpack(state: u64, width: usize) -> Frontier {
        let mut cells = [EMPTY; SLOTS];
        for (i, cell) in cells.iter_mut().enumerate().take(2 * width) {
            *cell = ((state >> (i * CODE_BITS)) & 0xf) as u8;
        }
        Frontier {
            cells,
            width,
            virtual_degree: ((state >> VIRTUAL_SHIFT) & 3) as u8,
            closed: state & CLOSED_BIT != 0,
        }
    }

    /// The packed state of the next two lines, labels renumbered in order of
    /// first appearance; `None` if a square of the decided line is not done.
    pub(super) fn pack_next(&self) -> Option<u64> {
        let w = self.width;
        if self.cells[..w].iter().any(|&c| c != FULL) {
            return None;
        }
        let mut renamed = [0u8; 256];
        let mut next_label = FIRST_LABEL;
        let mut state = 0u64;
        for (i, &code) in self.cells[w..3 * w].iter().enumerate() {
            let code = if code < FIRST_LABEL {
                code
            } else {
                let slot = &mut renamed[usize::from(code)];
                if *slot == 0 {
                    *slot = next_label;
                    next_label += 1;
                }
                *slot
            };
            state |= u64::from(code) << (i * CODE_BITS);
        }
        state |= u64::from(self.virtual_degree) << VIRTUAL_SHIFT;
        if self.closed {
            state |= CLOSED_BIT;
        }
        Some(state)
    }

    /// How many tour moves the square at `cell` has.
    pub(super) fn degree(&self, cell: usize) -> u32 {
        match self.cells[cell] {
            EMPTY => 0,
            FULL => 2,
            _ => 1,
        }
    }

    /// How many edges the virtual square has.
    pub(super) fn virtual_degree(&self) -> u8 {
        self.virtual_degree
    }

    /// Adds the tour move `a`-`b`. Returns false, leaving the buffer in an
    /// unspecified state, if that breaks the rules: an end already has two
    /// moves, the cycle is already closed, or the move closes the cycle
    /// before every square is in it.
    pub(super) fn link(&mut self, a: End, b: End, closing: Closing) -> bool {
        if self.closed {
            return false;
        }
        let (Some(far_a), Some(far_b)) = (self.far_end(a), self.far_end(b)) else {
            return false;
        };
        self.bump(a);
        self.bump(b);
        if far_a == b {
            return self.close(closing);
        }
        match (far_a, far_b) {
            (End::Cell(i), End::Virtual) | (End::Virtual, End::Cell(i)) => {
                self.cells[i] = TO_VIRTUAL;
            }
            (End::Cell(i), End::Cell(j)) => {
                let label = self.fresh_label();
                self.cells[i] = label;
                self.cells[j] = label;
            }
            (End::Virtual, End::Virtual) => return false,
        }
        true
    }

    /// The other end of the fragment ending at `end` (`end` itself for a
    /// square with no move yet); `None` if `end` cannot take another move.
    fn far_end(&self, end: End) -> Option<End> {
        match end {
            End::Virtual => match self.virtual_degree {
                0 => Some(End::Virtual),
                1 => self.find(TO_VIRTUAL, usize::MAX).map(End::Cell),
                _ => None,
            },
            End::Cell(i) => match self.cells[i] {
                EMPTY => Some(end),
                FULL => None,
                TO_VIRTUAL => Some(End::Virtual),
                label => self.find(label, i).map(End::Cell),
            },
        }
    }

    /// The square other than `not` whose code is `code`.
    fn find(&self, code: u8, not: usize) -> Option<usize> {
        (0..3 * self.width).find(|&i| i != not && self.cells[i] == code)
    }

    /// Counts one more move at `end`. A square with no move yet is given
    /// its fragment label afterwards, by [`Frontier::link`].
    fn bump(&mut self, end: End) {
        match end {
            End::Virtual => self.virtual_degree += 1,
            End::Cell(i) => {
                if self.cells[i] != EMPTY {
                    self.cells[i] = FULL;
                }
            }
        }
    }

    /// Closes the cycle if every square on the board is in it.
    fn close(&mut self, closing: Closing) -> bool {
        let on_board = closing.lines * self.width;
        self.closed = closing.allowed
            && self.virtual_degree == closing.virtual_degree
            && self.cells[..on_board].iter().all(|&c| c == FULL);
        self.closed
    }

    /// A label no square carries.
    fn fresh_label(&self) -> u8 {
        let used = self.cells[..3 * self.width].iter().copied().max();
        used.unwrap_or(EMPTY).max(FIRST_LABEL - 1) + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ANYWHERE: Closing = Closing {
        allowed: true,
        lines: 3,
        virtual_degree: 0,
    };

    #[test]
    fn a_cycle_may_not_close_before_every_square_is_in_it() {
        let mut frontier = Frontier::unpack(START, 3);
        // A 4-cycle a-b-c-d on squares 0, 5, 6, 1 of the buffer.
        assert!(frontier.link(End::Cell(0), End::Cell(5), ANYWHERE));
        assert!(frontier.link(End::Cell(5), End::Cell(6), ANYWHERE));
        assert!(frontier.link(End::Cell(6), End::Cell(1), ANYWHERE));
        assert!(!frontier.link(End::Cell(1), End::Cell(0), ANYWHERE));
    }

    #[test]
    fn an_endpoint_joins_its_fragment_to_the_virtual_square() {
        let mut frontier = Frontier::unpack(START, 2);
        assert!(frontier.link(End::Cell(0), End::Cell(3), ANYWHERE));
        assert!(frontier.link(End::Cell(0), End::Virtual, ANYWHERE));
        assert_eq!(frontier.virtual_degree(), 1);
        assert_eq!(frontier.degree(0), 2);
        assert_eq!(frontier.far_end(End::Cell(3)), Some(End::Virtual));
        assert_eq!(frontier.far_end(End::Virtual), Some(End::Cell(3)));
    }

    #[test]
    fn labels_are_renumbered_in_order_of_appearance() {
        let mut one = Frontier::unpack(START, 1);
        let mut other = one;
        // Square 0 done, squares 1 and 2 the ends of one fragment.
        assert!(one.link(End::Cell(0), End::Cell(1), ANYWHERE));
        assert!(one.link(End::Cell(0), End::Cell(2), ANYWHERE));
        assert!(other.link(End::Cell(0), End::Cell(2), ANYWHERE));
        assert!(other.link(End::Cell(0), End::Cell(1), ANYWHERE));
        assert_eq!(one.pack_next(), other.pack_next());
        assert!(one.pack_next().is_some());
    }
}
