//! Counting the directed tours from a start: a depth-first search over
//! bitboards (boards of up to 128 squares; larger ones, where no count
//! finishes anyway, take a plain search with the first rules only). On
//! boards up to 6x8 and 8x12 (or their mirror images) the ranks sit 8 or
//! 10 bits apart, so that a knight move is a shift by a constant.
//!
//! After each move the unvisited squares must admit a path that starts next
//! to the knight and visits them all. Every node computes, a whole board at
//! a time, how many unvisited neighbours each unvisited square has, and
//! cuts the branch when:
//! - the knight has no unvisited neighbour (or, for a closed tour, the
//!   start has none left to come back from);
//! - an unvisited square has no unvisited neighbour;
//! - two squares have fewer than two ways in (their unvisited neighbours,
//!   and the knight if it is next to it), since each must be the last, or
//!   one has and may not be last (wrong colour, not the end square, not
//!   next to the start of a closed tour);
//! - a square is next to three that must use their path edges to it (two
//!   ways in and may not be last, or fewer: the path has two edges there);
//! - the unvisited squares are not all connected to each other.
//!
//! A neighbour of the knight with one unvisited neighbour would be left
//! with one way in if the knight went elsewhere: so the knight goes there
//! when it may not be last, or another square must be; with two such
//! neighbours, it goes to one and the other must be last.

use crate::board::{Board, Square};
use crate::interrupt::{self, POLL_NODES};
use crate::knight::TourSpec;
use crate::knight::moves::step;
use crate::solution::KNIGHT_STEPS;
use crate::solution::{Outcome, Stats};

/// Nodes between calls of the progress callback of [`count_tours`].
pub const PROGRESS_NODES: u64 = 1 << 20;

/// Counts the tours from the start (directed), within `budget` nodes (a
/// node is a square entered, the start included); Ctrl-C
/// (`crate::interrupt`) stops it as if the budget were spent.
/// `progress(nodes)` is called every [`PROGRESS_NODES`] nodes.
pub fn count_tours(spec: &TourSpec, budget: u64, progress: &dyn Fn(u64)) -> (Outcome<u64>, Stats) {
    let mut limit = Limit {
        nodes: 0,
        budget,
        checkpoint: 0,
        progress,
    };
    let (files, ranks) = (spec.board.files as usize, spec.board.ranks as usize);
    // Two spare bits after each rank of the shorter side, when they fit.
    let (short, long) = (files.min(ranks), files.max(ranks));
    let mirror = files > ranks;
    let found = if short <= 6 && long <= 8 {
        Bitboard::<u64, _>::new(spec, Padded::<8>, 8, mirror).count(&mut limit)
    } else if short <= 8 && long <= 12 {
        Bitboard::<u128, _>::new(spec, Padded::<10>, 10, mirror).count(&mut limit)
    } else if files * ranks <= 64 {
        Bitboard::<u64, _>::new(spec, Packed::new(spec.board), files, false).count(&mut limit)
    } else if files * ranks <= 128 {
        Bitboard::<u128, _>::new(spec, Packed::new(spec.board), files, false).count(&mut limit)
    } else {
        plain_count(spec, &mut limit)
    };
    let stats = Stats { nodes: limit.nodes };
    match found {
        Some(count) => (Outcome::Found(count), stats),
        None => (Outcome::BudgetSpent, stats),
    }
}

/// The budget, the nodes counted against it, and the progress callback.
struct Limit<'a> {
    nodes: u64,
    budget: u64,
    /// The node count at which to look at the budget, Ctrl-C and progress
    /// next: the next multiple of [`POLL_NODES`], or the budget if lower.
    checkpoint: u64,
    progress: &'a dyn Fn(u64),
}

impl Limit<'_> {
    /// Counts a square entered; `false` when the search is to stop
    /// instead (the budget spent, or Ctrl-C pressed), looked at before
    /// entering every [`POLL_NODES`] nodes.
    #[inline(always)]
    fn enter(&mut self) -> bool {
        if self.nodes >= self.checkpoint && self.stop_here() {
            return false;
        }
        self.nodes += 1;
        true
    }

    /// At a checkpoint: whether the budget is spent or Ctrl-C was pressed;
    /// if not, reports progress when due and sets the next checkpoint.
    #[cold]
    fn stop_here(&mut self) -> bool {
        if self.nodes >= self.budget || interrupt::requested() {
            return true;
        }
        if self.nodes > 0 && self.nodes.is_multiple_of(PROGRESS_NODES) {
            (self.progress)(self.nodes);
        }
        let next = (self.nodes / POLL_NODES + 1) * POLL_NODES;
        self.checkpoint = next.min(self.budget);
        false
    }
}

/// What a bitboard needs: bitwise logic and shifts on one integer, a bit a
/// square (bit `rank * files + file`).
trait Bits:
    Copy
    + Eq
    + std::ops::BitAnd<Output = Self>
    + std::ops::BitOr<Output = Self>
    + std::ops::BitXor<Output = Self>
    + std::ops::Not<Output = Self>
    + std::ops::BitOrAssign
    + std::ops::BitAndAssign
    + std::ops::Shl<u32, Output = Self>
    + std::ops::Shr<u32, Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    /// The lowest bit set, alone.
    fn lowest(self) -> Self;
    /// The index of the lowest bit set.
    fn first(self) -> usize;
    /// Whether more than one bit is set.
    fn several(self) -> bool;
}

macro_rules! bits {
    ($t:ty) => {
        impl Bits for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            #[inline(always)]
            fn lowest(self) -> Self {
                self & self.wrapping_neg()
            }
            #[inline(always)]
            fn first(self) -> usize {
                self.trailing_zeros() as usize
            }
            #[inline(always)]
            fn several(self) -> bool {
                self & self.wrapping_sub(1) != 0
            }
        }
    };
}
bits!(u64);
bits!(u128);

/// How a board sits in a bitboard: the bit of each square, and the knight
/// moves as shifts.
trait Layout<B> {
    /// The squares a knight move from `set` reaches, one set a move; they
    /// may hold bits that are not squares of the board.
    fn spread(&self, set: B) -> [B; 8];
}

/// Ranks `STRIDE` bits apart with at least two bits to spare after the
/// last file: a move never wraps onto a square of the board, so it is a
/// plain shift by a constant, and the bits it brings into the spare files
/// or past the last rank are not squares.
struct Padded<const STRIDE: u32>;

impl<B: Bits, const STRIDE: u32> Layout<B> for Padded<STRIDE> {
    #[inline(always)]
    fn spread(&self, set: B) -> [B; 8] {
        let (near, far) = (STRIDE - 2, STRIDE + 2);
        let (up, up2) = (2 * STRIDE - 1, 2 * STRIDE + 1);
        [
            set << up,
            set << up2,
            set << near,
            set << far,
            set >> up,
            set >> up2,
            set >> near,
            set >> far,
        ]
    }
}

/// Ranks as long as the board's: each move shifts only the squares it
/// stays on the board from.
struct Packed<B> {
    /// Per move: the squares it stays on the board from, and the shift
    /// (left by `up`, or right by `down`).
    shifts: [(B, u32, u32); 8],
}

impl<B: Bits> Packed<B> {
    /// The moves on `board`, ranks as long as its files.
    fn new(board: Board) -> Packed<B> {
        let files = i64::from(board.files);
        let shifts = KNIGHT_STEPS.map(|(df, dr)| {
            let mut from = B::ZERO;
            for index in 0..board.area() {
                if step(board, board.square(index), (df, dr)).is_some() {
                    from |= B::ONE << index as u32;
                }
            }
            // A move that leaves the board from everywhere shifts nothing
            // (its offset may be as long as the integer).
            let offset = if from == B::ZERO {
                0
            } else {
                i64::from(dr) * files + i64::from(df)
            };
            (from, offset.max(0) as u32, (-offset).max(0) as u32)
        });
        Packed { shifts }
    }
}

impl<B: Bits> Layout<B> for Packed<B> {
    #[inline(always)]
    fn spread(&self, set: B) -> [B; 8] {
        self.shifts
            .map(|(from, up, down)| ((set & from) << up) >> down)
    }
}

/// The board as bitboards in a layout: each square's neighbours, and the
/// squares that may end a tour. Squares are bits `rank * stride + file`,
/// of the board or of its mirror image across the a1 diagonal (which has
/// as many tours from the mirrored start).
struct Bitboard<B, L> {
    layout: L,
    /// The bit of each square of the board.
    squares: B,
    /// The neighbours of each bit that is a square.
    neighbours: Vec<B>,
    start: B,
    /// For a closed tour, the start's neighbours (one must be last and the
    /// start keeps one to come back from); else empty.
    back: B,
    /// For a tour to a given end, that square: it is entered last.
    end: B,
    /// The squares that may end a tour: accepted by the spec, with the
    /// colour of the last square.
    may_be_last: B,
}

/// A search node: the unvisited squares (not the knight's), and the moves
/// still to try from the knight's square.
#[derive(Clone, Copy)]
struct Node<B> {
    open: B,
    moves: B,
}

impl<B: Bits, L: Layout<B>> Bitboard<B, L> {
    /// The bitboards of `spec` with ranks `stride` bits apart, the board
    /// mirrored if `mirror`.
    fn new(spec: &TourSpec, layout: L, stride: usize, mirror: bool) -> Bitboard<B, L> {
        let board = spec.board;
        let area = board.area();
        let (files, ranks) = (board.files as usize, board.ranks as usize);
        let index = |sq: Square| {
            let (file, rank) = (sq.file as usize, sq.rank as usize);
            if mirror {
                file * stride + rank
            } else {
                rank * stride + file
            }
        };
        let bit = |sq: Square| B::ONE << index(sq) as u32;
        let bits = if mirror {
            files * stride
        } else {
            ranks * stride
        };
        let mut squares = B::ZERO;
        let mut neighbours = vec![B::ZERO; bits];
        let mut may_be_last = B::ZERO;
        // The last square is `area - 1` moves after the first.
        let last_is_dark = spec.start.is_dark() == (area - 1).is_multiple_of(2);
        for i in 0..area {
            let sq = board.square(i);
            squares |= bit(sq);
            for &delta in &KNIGHT_STEPS {
                if let Some(to) = step(board, sq, delta) {
                    neighbours[index(sq)] |= bit(to);
                }
            }
            if spec.accepts_last(sq) && sq.is_dark() == last_is_dark {
                may_be_last |= bit(sq);
            }
        }
        let closed = spec.closed && spec.end.is_none();
        Bitboard {
            layout,
            squares,
            back: if closed {
                neighbours[index(spec.start)]
            } else {
                B::ZERO
            },
            end: spec.end.map_or(B::ZERO, bit),
            neighbours,
            start: bit(spec.start),
            may_be_last,
        }
    }

    /// Counts the tours, or `None` when the limit stops the search.
    fn count(&self, limit: &mut Limit) -> Option<u64> {
        if !limit.enter() {
            return None;
        }
        let open = self.squares & !self.start;
        let mut found = 0u64;
        if !self.connected(open, open) {
            return Some(0);
        }
        let Some(moves) = self.moves(self.start.first(), open, &mut found) else {
            return Some(found);
        };
        let mut stack = vec![Node { open, moves }];
        while let Some(node) = stack.last_mut() {
            if node.moves == B::ZERO {
                stack.pop();
                continue;
            }
            let next = node.moves.lowest();
            node.moves = node.moves ^ next;
            let open = node.open ^ next;
            if !limit.enter() {
                return None;
            }
            if let Some(moves) = self.moves(next.first(), open, &mut found) {
                stack.push(Node { open, moves });
            }
        }
        Some(found)
    }

    /// How many squares of `set` each square has as neighbours: the
    /// squares with at least one, two and three (outside the board too).
    #[inline(always)]
    fn counted(&self, set: B) -> (B, B, B) {
        let (mut one, mut two, mut three) = (B::ZERO, B::ZERO, B::ZERO);
        for reached in self.layout.spread(set) {
            three |= two & reached;
            two |= one & reached;
            one |= reached;
        }
        (one, two, three)
    }

    /// The moves worth trying from `knight` (a bit index) with `open`
    /// unvisited, or `None` when no tour continues (a tour that ends here,
    /// or one move on, is added to `found`). The squares of `open` and the
    /// knight's were connected.
    #[inline(always)]
    fn moves(&self, knight: usize, open: B, found: &mut u64) -> Option<B> {
        let near = self.neighbours[knight];
        if open == B::ZERO {
            *found += u64::from(self.may_be_last & (B::ONE << knight as u32) != B::ZERO);
            return None;
        }
        let mut moves = near & open;
        if moves == B::ZERO {
            return None;
        }
        if !open.several() {
            // One square left: the move there ends the tour.
            *found += u64::from(moves & self.may_be_last != B::ZERO);
            return None;
        }
        if self.back != B::ZERO && self.back & open == B::ZERO {
            return None;
        }
        // The end square is entered last.
        moves &= !self.end;
        // How many unvisited neighbours each unvisited square has.
        let (one, two, three) = self.counted(open);
        if open & !one != B::ZERO {
            return None;
        }
        // Ways in: the unvisited neighbours, and the knight. A square with
        // one way in must be last.
        let single = open & !two;
        let must_end = single & !near;
        if must_end.several() || must_end & !self.may_be_last != B::ZERO {
            return None;
        }
        // Squares with two ways in use both, unless last; with one, it.
        let pairs = open & two & !three & !near | single & near;
        let pinned = must_end | pairs & !(self.may_be_last & mask(must_end == B::ZERO));
        // A square next to three pinned ones cannot serve them all.
        let (_, _, crowded) = self.counted(pinned);
        if crowded & open != B::ZERO {
            return None;
        }
        // The knight's neighbours with one unvisited neighbour: it must go
        // to them, but for one that may be left to be last.
        let held = single & near;
        if held != B::ZERO {
            let spare = must_end == B::ZERO;
            if held.several() {
                // Two (three cannot all be served): go to one, the other
                // is last.
                let (a, b) = (held.lowest(), held ^ held.lowest());
                if b.several() || !spare {
                    return None;
                }
                moves &= (a & mask(b & self.may_be_last != B::ZERO))
                    | (b & mask(a & self.may_be_last != B::ZERO));
            } else if !spare || held & self.may_be_last == B::ZERO {
                moves &= held;
            }
        }
        if moves == B::ZERO || !self.connected(open, near & open) {
            return None;
        }
        Some(moves)
    }

    /// Whether the squares of `targets` (some of `open`) are connected by
    /// knight moves within `open`: floods from one until all are reached.
    #[inline(always)]
    fn connected(&self, open: B, targets: B) -> bool {
        let mut reached = targets.lowest();
        if !targets.several() {
            return true;
        }
        loop {
            let mut more = reached;
            for set in self.layout.spread(reached) {
                more |= set;
            }
            more &= open;
            if targets & !more == B::ZERO {
                return true;
            }
            if more == reached {
                return false;
            }
            reached = more;
        }
    }
}

/// All ones when `yes`, else none.
#[inline(always)]
fn mask<B: Bits>(yes: bool) -> B {
    if yes { !B::ZERO } else { B::ZERO }
}

/// The count on boards too large for a bitboard (above 128 squares, where
/// the tours are too many to count to the end): a depth-first search that
/// cuts a branch when the knight is stuck or a square is left without an
/// unvisited neighbour.
fn plain_count(spec: &TourSpec, limit: &mut Limit) -> Option<u64> {
    let board: Board = spec.board;
    let area = board.area();
    let neighbours: Vec<Vec<usize>> = (0..area)
        .map(|index| {
            KNIGHT_STEPS
                .iter()
                .filter_map(|&delta| step(board, board.square(index), delta))
                .map(|to| board.index(to))
                .collect()
        })
        .collect();
    let mut free: Vec<usize> = neighbours.iter().map(Vec::len).collect();
    let mut visited = vec![false; area];
    let end = spec.end.map(|sq| board.index(sq));
    let visit = |index: usize, visited: &mut Vec<bool>, free: &mut Vec<usize>, on: bool| {
        visited[index] = on;
        for &n in &neighbours[index] {
            if on {
                free[n] -= 1;
            } else {
                free[n] += 1;
            }
        }
    };
    if !limit.enter() {
        return None;
    }
    let start = board.index(spec.start);
    visit(start, &mut visited, &mut free, true);
    let mut path = vec![(start, 0usize)];
    let mut found = 0u64;
    while let Some(&(square, next)) = path.last() {
        let depth = path.len();
        if depth == area && next == 0 {
            found += u64::from(spec.accepts_last(board.square(square)));
        }
        let Some(&to) = neighbours[square].get(next) else {
            visit(square, &mut visited, &mut free, false);
            path.pop();
            continue;
        };
        path[depth - 1].1 += 1;
        let last = depth + 1 == area;
        if visited[to] || (Some(to) == end && !last) {
            continue;
        }
        if !limit.enter() {
            return None;
        }
        visit(to, &mut visited, &mut free, true);
        // Every unvisited neighbour of the square left needs a way out.
        let stranded = neighbours[square]
            .iter()
            .any(|&n| !visited[n] && free[n] == 0 && depth + 2 < area);
        if stranded || (free[to] == 0 && !last) {
            visit(to, &mut visited, &mut free, false);
            continue;
        }
        path.push((to, 0));
    }
    Some(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::knight::textbook_spec as spec;

    fn count(spec: &TourSpec) -> u64 {
        match count_tours(spec, u64::MAX, &|_| {}).0 {
            Outcome::Found(n) => n,
            other => panic!("{spec:?}: {other:?}"),
        }
    }

    #[test]
    fn plain_count_matches_the_bitboards() {
        for (files, ranks, start, closed) in [
            (5, 5, "a1", false),
            (5, 5, "c3", false),
            (3, 4, "a1", false),
            (5, 6, "a1", true),
        ] {
            let spec = spec(files, ranks, start, closed);
            let mut limit = Limit {
                nodes: 0,
                budget: u64::MAX,
                checkpoint: 0,
                progress: &|_| {},
            };
            assert_eq!(
                plain_count(&spec, &mut limit),
                Some(count(&spec)),
                "{spec:?}"
            );
        }
    }

    #[test]
    fn every_layout_counts_alike() {
        // Small boards in every layout, whatever their size would choose.
        for (files, ranks, start, closed) in [
            (5, 5, "a1", false),
            (5, 6, "b2", false),
            (6, 5, "a1", true),
            (3, 4, "a1", false),
        ] {
            let spec = spec(files, ranks, start, closed);
            let expected = count(&spec);
            let limit = || Limit {
                nodes: 0,
                budget: u64::MAX,
                checkpoint: 0,
                progress: &|_| {},
            };
            let board = spec.board;
            let counts = [
                Bitboard::<u64, _>::new(&spec, Padded::<8>, 8, false).count(&mut limit()),
                Bitboard::<u128, _>::new(&spec, Padded::<10>, 10, true).count(&mut limit()),
                Bitboard::<u64, _>::new(&spec, Packed::new(board), files as usize, false)
                    .count(&mut limit()),
                Bitboard::<u128, _>::new(&spec, Packed::new(board), files as usize, false)
                    .count(&mut limit()),
            ];
            assert_eq!(counts, [Some(expected); 4], "{spec:?}");
        }
    }

    #[test]
    fn counts_match_the_known_numbers() {
        // 1728 directed open tours on 5x5, 304 from a corner, 64 from the
        // centre; 9862 closed tours on 6x6, each through a1 in two
        // directions; 524,486 open tours of 6x6 from a1.
        let board = Board::new(5, 5).unwrap();
        let all: u64 = (0..board.area())
            .map(|i| count(&spec(5, 5, &board.square(i).to_string(), false)))
            .sum();
        assert_eq!(all, 1728);
        assert_eq!(count(&spec(5, 5, "a1", false)), 304);
        assert_eq!(count(&spec(5, 5, "c3", false)), 64);
        assert_eq!(count(&spec(6, 6, "a1", true)), 2 * 9862);
        assert_eq!(count(&spec(6, 6, "a1", false)), 524_486);
    }
}
