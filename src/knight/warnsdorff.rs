//! Warnsdorff's rule: move to the square with the fewest onward moves; ties
//! go to the square farthest from the centre, then to the move order. When the
//! rule gets stuck, a backtracking search ordered by the same rule takes over.
//!
//! The board is padded with a border two squares wide, so a move is a fixed
//! index offset and no square needs a test for the board's edge. One byte a
//! square holds its count of unvisited neighbours and two flags; besides that
//! byte, the search keeps only the path.

use std::ops::Range;

use crate::board::Square;
use crate::interrupt::{self, POLL_NODES};
use crate::knight::TourSpec;
use crate::knight::moves::{Delta, is_knight_move};
use crate::solution::{Outcome, Proof, Stats, Tour};

/// Finds a tour by Warnsdorff's rule with backtracking, within `budget` nodes;
/// Ctrl-C (`crate::interrupt`) stops it as if the budget were spent.
#[must_use]
pub fn warnsdorff_tour(spec: &TourSpec, budget: u64) -> (Outcome<Tour>, Stats) {
    warnsdorff_tour_after(spec, &[spec.start], budget)
}

/// Finds a tour by Warnsdorff's rule that begins with the squares `given`
/// (from the start, each a knight's move from the one before, none twice,
/// checked by the caller): the rule goes on from the last of them, and
/// its backtracking never takes one back.
#[must_use]
pub(crate) fn warnsdorff_tour_after(
    spec: &TourSpec,
    given: &[Square],
    budget: u64,
) -> (Outcome<Tour>, Stats) {
    let mut search = Rule::new(spec);
    let end = search.run(given, budget);
    let stats = Stats {
        nodes: search.nodes,
    };
    let outcome = match end {
        Some(true) => Outcome::Found(Tour::from_squares(
            spec.board,
            search.into_squares(),
            spec.closed,
        )),
        Some(false) => Outcome::NotFound(Proof::Exhausted),
        None => Outcome::BudgetSpent,
    };
    (outcome, stats)
}

/// Set on visited squares and on the border.
const VISITED: u8 = 0x80;
/// Set on the squares a knight's move from the start of a closed tour.
const NEAR_START: u8 = 0x40;
/// The count of unvisited neighbours, 0 to 8.
const FREE: u8 = 0x0F;
/// A border square: it loses at most 8 when its neighbours are entered, and
/// keeps `VISITED` while it does.
const BORDER: u8 = VISITED | 0x20;
/// The border's width: a knight moves at most two squares along an axis.
const PAD: usize = 2;

/// Where the tour may finish.
#[derive(Clone, Copy)]
enum Finish {
    /// Anywhere (an open tour with no end).
    Anywhere,
    /// A knight's move from the start (a closed tour with no end).
    NearStart,
    /// On this padded index.
    At(usize),
}

/// A square of the search: padded index and doubled offsets from the centre.
#[derive(Clone, Copy)]
struct Spot {
    index: usize,
    x: i64,
    y: i64,
}

/// The search: the padded board, the move tables and the path.
struct Rule {
    /// Per padded square: `FREE` count and the flags.
    cells: Vec<u8>,
    /// Squares in the row of the padded board.
    stride: usize,
    /// The board's files and ranks.
    files: usize,
    ranks: usize,
    /// The index offset of each move, in move order.
    offsets: [isize; 8],
    /// Each move's (file, rank) delta, doubled like `Spot`'s offsets.
    steps: [(i64, i64); 8],
    /// `near[j]` has bit `i` set when move `i`'s square is a knight's move
    /// from move `j`'s square.
    near: [u8; 8],
    area: usize,
    start: usize,
    /// The padded index the tour must end on, or `usize::MAX`.
    end: usize,
    closed: bool,
    finish: Finish,
    /// Padded indices in visiting order.
    path: Vec<u32>,
    nodes: u64,
}

impl Rule {
    fn new(spec: &TourSpec) -> Rule {
        let board = spec.board;
        let (files, ranks) = (board.files as usize, board.ranks as usize);
        let stride = files + 2 * PAD;
        let deltas = spec.order.deltas;
        let mut rule = Rule {
            cells: vec![BORDER; stride * (ranks + 2 * PAD)],
            stride,
            files,
            ranks,
            offsets: deltas.map(|(df, dr)| dr as isize * stride as isize + df as isize),
            steps: deltas.map(|(df, dr)| (2 * i64::from(df), 2 * i64::from(dr))),
            near: deltas.map(|to| near_mask(&deltas, to)),
            area: board.area(),
            start: 0,
            end: usize::MAX,
            closed: spec.closed,
            finish: Finish::Anywhere,
            path: Vec::with_capacity(board.area()),
            nodes: 0,
        };
        rule.start = rule.padded(spec.start);
        if let Some(end) = spec.end {
            rule.end = rule.padded(end);
        }
        rule.finish = match (spec.end, spec.closed) {
            (Some(_), _) => Finish::At(rule.end),
            (None, true) => Finish::NearStart,
            (None, false) => Finish::Anywhere,
        };
        rule.count_free();
        if spec.closed {
            rule.mark_near_start();
        }
        rule
    }

    /// The padded index of a square.
    fn padded(&self, sq: Square) -> usize {
        (sq.rank as usize + PAD) * self.stride + sq.file as usize + PAD
    }

    /// The board's rows, as ranges of padded indices.
    fn rows(&self) -> impl Iterator<Item = Range<usize>> + use<> {
        let (stride, files) = (self.stride, self.files);
        (PAD..PAD + self.ranks).map(move |r| r * stride + PAD..r * stride + PAD + files)
    }

    /// Clears the board's squares, then counts each one's neighbours.
    fn count_free(&mut self) {
        for row in self.rows() {
            self.cells[row].fill(0);
        }
        for row in self.rows() {
            for i in row {
                let free = self
                    .neighbours(i)
                    .filter(|&n| self.cells[n] & VISITED == 0)
                    .count();
                self.cells[i] = free as u8;
            }
        }
    }

    /// Flags the squares a knight's move from the start.
    fn mark_near_start(&mut self) {
        for n in self.neighbours(self.start) {
            if self.cells[n] != BORDER {
                self.cells[n] |= NEAR_START;
            }
        }
    }

    /// The padded indices a knight's move from `index`, in move order.
    fn neighbours(&self, index: usize) -> impl Iterator<Item = usize> + use<> {
        self.offsets
            .map(|offset| index.wrapping_add_signed(offset))
            .into_iter()
    }

    /// The spot of a padded index.
    fn spot(&self, index: usize) -> Spot {
        let file = (index % self.stride - PAD) as i64;
        let rank = (index / self.stride - PAD) as i64;
        Spot {
            index,
            x: 2 * file - self.files as i64 + 1,
            y: 2 * rank - self.ranks as i64 + 1,
        }
    }

    /// The spot move `j` reaches from `from`.
    fn step(&self, from: Spot, j: usize) -> Spot {
        let (dx, dy) = self.steps[j];
        Spot {
            index: from.index.wrapping_add_signed(self.offsets[j]),
            x: from.x + dx,
            y: from.y + dy,
        }
    }

    /// Visits a square: its neighbours lose a way out.
    #[inline(always)]
    fn enter(&mut self, index: usize) {
        // Borrowed once, the slice need not be reloaded after each store.
        let cells = &mut self.cells[..];
        cells[index] |= VISITED;
        for offset in self.offsets {
            cells[index.wrapping_add_signed(offset)] -= 1;
        }
        self.path.push(index as u32);
        self.nodes += 1;
    }

    /// Takes back the last square visited.
    fn leave(&mut self) {
        let index = self.path.pop().expect("path is not empty") as usize;
        let cells = &mut self.cells[..];
        cells[index] &= !VISITED;
        for offset in self.offsets {
            cells[index.wrapping_add_signed(offset)] += 1;
        }
    }

    /// The count of unvisited neighbours of a square.
    fn free(&self, index: usize) -> u8 {
        self.cells[index] & FREE
    }

    /// The rule's key for taking move `j` from `from`: smaller is better.
    fn key(&self, from: Spot, j: usize) -> u64 {
        let to = self.step(from, j);
        let cell = self.cells[to.index];
        // A closed tour keeps the start's neighbours for last.
        let onward = (cell & FREE) + ((cell & NEAR_START) >> 6);
        let distance = (to.x * to.x + to.y * to.y) as u64;
        rule_key(onward, distance, j)
    }

    /// Looks at the unvisited squares a move from `from`: the best move by
    /// the rule among those whose key is at least `least`, and which squares
    /// have one way out or none.
    fn survey(&self, from: Spot, least: u64) -> Survey {
        let last_move = self.path.len() + 1 == self.area;
        let barred = if last_move { usize::MAX } else { self.end };
        let mut survey = Survey {
            best: u64::MAX,
            stranded: 0,
            one_way: 0,
        };
        for (j, n) in self.neighbours(from.index).enumerate() {
            let cell = self.cells[n];
            if cell & VISITED != 0 {
                continue;
            }
            survey.stranded |= u8::from(cell & FREE == 0) << j;
            survey.one_way |= u8::from(cell & FREE == 1) << j;
            if n == barred {
                continue;
            }
            let key = self.key(from, j);
            if key >= least && key < survey.best {
                survey.best = key;
            }
        }
        survey
    }

    /// The key with which the rule took `to` from `from`.
    fn key_between(&self, from: Spot, to: usize) -> u64 {
        let j = self
            .neighbours(from.index)
            .position(|n| n == to)
            .expect("a knight's move apart");
        self.key(from, j)
    }

    /// `Some(true)` found, `Some(false)` exhausted, `None` budget spent or
    /// Ctrl-C pressed (looked at every [`POLL_NODES`] nodes).
    fn run(&mut self, given: &[Square], budget: u64) -> Option<bool> {
        for &sq in given {
            let index = self.padded(sq);
            self.enter(index);
        }
        let mut here = self.spot(*self.path.last().expect("the start is given") as usize);
        let mut least = 0;
        // The node count at which to look at the budget and Ctrl-C next.
        let mut checkpoint = 0;
        loop {
            if self.path.len() == self.area {
                if self.accepts_last(here.index) {
                    return Some(true);
                }
            } else {
                let survey = self.survey(here, least);
                if let Some(key) = survey.best() {
                    if self.nodes >= checkpoint {
                        if self.nodes >= budget || interrupt::requested() {
                            return None;
                        }
                        checkpoint = budget.min((self.nodes / POLL_NODES + 1) * POLL_NODES);
                    }
                    let j = move_of(key);
                    let next = self.step(here, j);
                    self.enter(next.index);
                    if self.locally_viable(&survey, here.index, j) {
                        here = next;
                        least = 0;
                    } else {
                        self.leave();
                        least = key + 1;
                    }
                    continue;
                }
            }
            // Back up and try the parent's next move, never into the
            // given squares.
            if self.path.len() == given.len() {
                return Some(false);
            }
            self.leave();
            let parent = *self
                .path
                .last()
                .expect("the given squares stay on the path");
            let parent = self.spot(parent as usize);
            least = self.key_between(parent, here.index) + 1;
            here = parent;
        }
    }

    /// Whether the square at `index` may be the final square of the tour.
    fn accepts_last(&self, index: usize) -> bool {
        match self.finish {
            Finish::Anywhere => true,
            Finish::NearStart => self.area == 1 || self.cells[index] & NEAR_START != 0,
            Finish::At(end) => index == end,
        }
    }

    /// Cheap necessary conditions once move `j` from `left` is taken,
    /// looking only at the squares next to `left` (the only ones that lost a
    /// way in), as `survey` saw them before the move. Such a square keeps a
    /// way in and a way out unless it had no unvisited neighbour, or had one
    /// and that one was the move's square or the square may not end the tour.
    fn locally_viable(&self, survey: &Survey, left: usize, j: usize) -> bool {
        let here = left.wrapping_add_signed(self.offsets[j]);
        let remaining = self.area - self.path.len();
        if remaining == 0 {
            return true;
        }
        if self.free(here) == 0 {
            return false;
        }
        if self.closed && self.free(self.start) == 0 {
            return false;
        }
        if remaining < 2 {
            return true;
        }
        let others = !(1 << j);
        if survey.stranded & others != 0 {
            return false;
        }
        let one_way = survey.one_way & others;
        one_way & self.near[j] == 0
            && (0..8)
                .filter(|i| (one_way >> i) & 1 != 0)
                .all(|i| self.accepts_last(left.wrapping_add_signed(self.offsets[i])))
    }

    /// The path as squares, dropping the board first.
    fn into_squares(self) -> impl Iterator<Item = Square> {
        let Rule {
            cells,
            stride,
            path,
            ..
        } = self;
        drop(cells);
        // Indices fit in u32, whose division is the cheaper.
        let (stride, pad) = (stride as u32, PAD as u32);
        path.into_iter().map(move |i| Square {
            file: i % stride - pad,
            rank: i / stride - pad,
        })
    }
}

/// What [`Rule::survey`] saw around a square; bit `j` of a mask stands for
/// move `j`'s square.
struct Survey {
    /// The best key found, or `u64::MAX`.
    best: u64,
    /// Unvisited squares with no unvisited neighbour.
    stranded: u8,
    /// Unvisited squares with exactly one.
    one_way: u8,
}

impl Survey {
    /// The best key found, if any.
    fn best(&self) -> Option<u64> {
        (self.best != u64::MAX).then_some(self.best)
    }
}

/// Bit `i` set when move `i`'s square is a knight's move from `to`'s square.
fn near_mask(deltas: &[Delta; 8], to: Delta) -> u8 {
    let origin = Square { file: 2, rank: 2 };
    let at = |(df, dr): Delta| Square {
        file: origin.file.wrapping_add_signed(df),
        rank: origin.rank.wrapping_add_signed(dr),
    };
    deltas
        .iter()
        .enumerate()
        .filter(|&(_, &d)| is_knight_move(at(d), at(to)))
        .fold(0, |mask, (i, _)| mask | 1 << i)
}

/// Bits of a key that hold the move's index.
const MOVE_BITS: u32 = 3;
/// Bits of a key that hold the (reversed) distance from the centre.
const DISTANCE_BITS: u32 = 32;

/// Packs the rule's ordering into one integer: fewest onward moves, then
/// farthest from the centre, then earliest in the move order.
fn rule_key(onward: u8, distance: u64, j: usize) -> u64 {
    let nearness = u64::from(u32::MAX) - distance;
    (u64::from(onward) << (DISTANCE_BITS + MOVE_BITS)) | (nearness << MOVE_BITS) | j as u64
}

/// The move index held in a key.
fn move_of(key: u64) -> usize {
    (key & ((1 << MOVE_BITS) - 1)) as usize
}
