//! Counting solutions one symmetry class at a time, after Takaken's method:
//! the search places only the member of each class whose edge queens sit
//! as far from the corners as the first rank's, classifies its class as 8,
//! 4 or 2 solutions, and so gives the total (OEIS A000170) and the
//! fundamental count (A002562) together. Runs in parallel over the first
//! ranks; the result does not depend on the number of threads.
//!
//! A class either has a queen in a corner (then two of its images put it on
//! a1, mirror images across the a1 diagonal: the search keeps the one whose
//! rank-2 queen's file number is lower than the file-b queen's rank
//! number), or its edge
//! queens (on rank 1, rank n, file a, file n) lie at least some d >= 1
//! squares from the nearest corner, one exactly at d; the search puts it on
//! rank 1 at file d, and compares with the rotations that bring another
//! edge queen there.
//!
//! The count honours a node budget: a node is a queen placed by the
//! parallel tasks (the first ranks, placed to split the work, are not
//! counted, nor the last rank's queen, which has no choice). The tasks add
//! their nodes to a shared total every [`POLL_NODES`] nodes and when they
//! finish, and all stop once that total passes the budget. A complete
//! count visits a fixed number of nodes, whatever the threads, and the
//! shared total never exceeds the nodes done, so the outcome is
//! deterministic: the count is found when that number is at most the
//! budget, and is reported spent otherwise (a task that finished last may
//! be the one to pass it). A Ctrl-C ([`crate::interrupt`]), polled at the
//! same points, stops the tasks the same way.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use rayon::prelude::*;

use crate::interrupt::{self, POLL_NODES};
use crate::solution::{Outcome, Stats};

/// The largest n counted (a rank must fit in a `u32`; beyond 27 the counts
/// take years anyway).
pub(crate) const MAX_COUNT_N: usize = 27;

/// The length of the per-rank arrays: a power of two at least
/// [`MAX_COUNT_N`], so that indexing by `rank % RANKS` needs no bounds check.
const RANKS: usize = 32;

/// Ranks fixed before the search splits into parallel tasks.
const SPLIT_RANKS: usize = 3;

/// The solutions of n queens, all of them and one per symmetry class.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Every solution (OEIS A000170).
    pub all: u64,
    /// Solutions up to the 8 symmetries of the square (OEIS A002562).
    pub fundamental: u64,
}

impl std::ops::Add for Counts {
    type Output = Counts;

    fn add(self, other: Counts) -> Counts {
        Counts {
            all: self.all + other.all,
            fundamental: self.fundamental + other.fundamental,
        }
    }
}

impl Counts {
    /// One more class of `size` solutions.
    fn add_class(&mut self, size: u64) {
        self.all += size;
        self.fundamental += 1;
    }
}

/// Counts the solutions of n queens within `budget` nodes (queens placed,
/// see the module's notes), or `None` above [`MAX_COUNT_N`]. The outcome is
/// [`Outcome::Found`] when the whole count takes at most `budget` nodes and
/// [`Outcome::BudgetSpent`] otherwise, or when Ctrl-C was pressed; the
/// stats hold the nodes visited, the same for every number of threads when
/// the count is found. `progress(done, total)` is called, from any thread,
/// as each of `total` parallel tasks finishes.
pub fn count(
    n: usize,
    budget: u64,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Option<(Outcome<Counts>, Stats)> {
    if n > MAX_COUNT_N {
        return None;
    }
    if n <= 3 {
        // One solution on one square; none on 2x2 or 3x3; one empty board:
        // no search.
        let one = u64::from(n <= 1);
        let counts = Counts {
            all: one,
            fundamental: one,
        };
        return Some((Outcome::Found(counts), Stats::default()));
    }
    let mut tasks = Vec::new();
    for frame in Frame::all(n) {
        let mut board = [0u32; RANKS];
        frame.split(0, 0, 0, 0, &mut board, &mut tasks);
    }
    let total = tasks.len() as u64;
    let done = AtomicU64::new(0);
    let shared = Shared {
        budget,
        nodes: AtomicU64::new(0),
        stop: AtomicBool::new(false),
    };
    let counts = tasks
        .par_iter()
        .map(|task| {
            let counts = task.run(&shared);
            progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
            counts
        })
        .reduce(Counts::default, |a, b| a + b);
    let nodes = shared.nodes.load(Ordering::Relaxed);
    let stats = Stats { nodes };
    if shared.stop.load(Ordering::Relaxed) || nodes > budget {
        return Some((Outcome::BudgetSpent, stats));
    }
    Some((Outcome::Found(counts), stats))
}

/// What the parallel tasks share: the budget, the nodes they have added
/// up, and whether they are to stop.
struct Shared {
    budget: u64,
    nodes: AtomicU64,
    stop: AtomicBool,
}

impl Shared {
    /// Adds a task's `nodes` to the total; whether the tasks are to stop,
    /// because the total passed the budget, Ctrl-C was pressed, or another
    /// task found either.
    fn add(&self, nodes: u64) -> bool {
        let total = self.nodes.fetch_add(nodes, Ordering::Relaxed) + nodes;
        if total > self.budget || interrupt::requested() {
            self.stop.store(true, Ordering::Relaxed);
            return true;
        }
        self.stopped()
    }

    /// Whether the tasks are to stop.
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}

/// The constraints on the member of a class the search places.
#[derive(Clone, Copy, Debug)]
struct Frame {
    n: usize,
    /// The files allowed on each rank, apart from attacks.
    allowed: [u32; RANKS],
    /// For classes without a corner queen, the distance d of the rank-1
    /// queen from the corner.
    edge: Option<usize>,
    /// For edge frames, rank n - d, by which both side files are filled.
    forced: usize,
}

impl Frame {
    /// The corner frames (rank-2 queen on file b, 2 <= b < n - 1) and the
    /// edge frames (rank-1 queen on file d, 1 <= d < n / 2).
    fn all(n: usize) -> Vec<Frame> {
        let full = u32::MAX >> (32 - n);
        let corners = (2..n - 1).map(|b| {
            let mut allowed = [full; RANKS];
            allowed[0] = 1;
            allowed[1] = 1 << b;
            // The file-b queen stands above rank b + 1.
            for rank in allowed.iter_mut().take(b + 1).skip(2) {
                *rank &= !0b10;
            }
            Frame {
                n,
                allowed,
                edge: None,
                forced: usize::MAX,
            }
        });
        let edges = (1..n / 2).map(|d| {
            let sides = 1 | 1 << (n - 1);
            let mut allowed = [full; RANKS];
            allowed[0] = 1 << d;
            // No queen on the side files within d ranks of either end.
            for (rank, files) in allowed.iter_mut().enumerate().take(n) {
                if rank < d || rank > n - 1 - d {
                    *files &= !sides;
                }
            }
            // Nor on rank n within d files of the sides.
            allowed[n - 1] &= (full >> d) & (full << d);
            Frame {
                n,
                allowed,
                edge: Some(d),
                forced: n - 1 - d,
            }
        });
        corners.chain(edges).collect()
    }

    /// The files free for a queen on `rank`; `EDGE` says whether the frame
    /// is an edge frame (only those have a forced rank).
    #[inline(always)]
    fn free<const EDGE: bool>(&self, rank: usize, files: u32, left: u32, right: u32) -> u32 {
        let free = self.allowed[rank % RANKS] & !(files | left | right);
        if !EDGE || rank != self.forced {
            return free;
        }
        // The side files still empty must both be filled by rank n - d.
        let sides = 1 | 1 << (self.n - 1);
        let empty = sides & !files;
        if empty == 0 {
            free
        } else if empty == sides {
            0
        } else {
            free & sides
        }
    }

    /// Places the first [`SPLIT_RANKS`] ranks and collects the states.
    fn split(
        &self,
        rank: usize,
        files: u32,
        left: u32,
        right: u32,
        board: &mut [u32; RANKS],
        tasks: &mut Vec<Task>,
    ) {
        if rank == SPLIT_RANKS.min(self.n - 1) {
            tasks.push(Task {
                frame: *self,
                rank,
                files,
                left,
                right,
                board: *board,
            });
            return;
        }
        let mut free = if self.edge.is_some() {
            self.free::<true>(rank, files, left, right)
        } else {
            self.free::<false>(rank, files, left, right)
        };
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            board[rank] = bit;
            self.split(
                rank + 1,
                files | bit,
                (left | bit) << 1,
                (right | bit) >> 1,
                board,
                tasks,
            );
        }
    }
}

/// A search from a few placed ranks on.
#[derive(Clone, Debug)]
struct Task {
    frame: Frame,
    rank: usize,
    files: u32,
    left: u32,
    right: u32,
    /// The queen's file, as a bit, on each rank placed.
    board: [u32; RANKS],
}

impl Task {
    /// Counts the task's classes, adding its nodes to `shared`; stops early
    /// (with a partial count) when the tasks are to stop.
    fn run(&self, shared: &Shared) -> Counts {
        if shared.stopped() {
            return Counts::default();
        }
        let mut search = Search {
            frame: self.frame,
            board: self.board,
            counts: Counts::default(),
            nodes: 0,
        };
        let level = Level {
            files: self.files,
            left: self.left,
            right: self.right,
            free: 0,
        };
        match self.frame.edge {
            Some(_) => search.run::<true>(self.rank, level, shared),
            None => search.run::<false>(self.rank, level, shared),
        }
        shared.add(search.nodes);
        search.counts
    }
}

/// The state of the search on one rank: the files and diagonals taken by
/// the queens above it, and the files still to try on it.
#[derive(Clone, Copy, Default)]
struct Level {
    files: u32,
    left: u32,
    right: u32,
    free: u32,
}

impl Level {
    /// The level below, after a queen on `bit`, its files still to try not
    /// yet computed.
    #[inline(always)]
    fn below(&self, bit: u32) -> Level {
        Level {
            files: self.files | bit,
            left: (self.left | bit) << 1,
            right: (self.right | bit) >> 1,
            free: 0,
        }
    }

    /// The files not attacked on this rank.
    #[inline(always)]
    fn open(&self) -> u32 {
        !(self.files | self.left | self.right)
    }
}

struct Search {
    frame: Frame,
    board: [u32; RANKS],
    counts: Counts,
    /// Queens placed and not yet added to the shared total.
    nodes: u64,
}

impl Search {
    /// Places ranks `start`.. given the queens above, in `level`, depth
    /// first with a stack rather than recursion; `EDGE` says whether the
    /// frame is an edge frame. Every [`POLL_NODES`] nodes adds them to
    /// `shared`, and returns early when the tasks are to stop.
    fn run<const EDGE: bool>(&mut self, start: usize, mut level: Level, shared: &Shared) {
        let frame = self.frame;
        let last = frame.n - 1;
        if start == last {
            let end = frame.allowed[last % RANKS] & level.open();
            if end != 0 {
                self.board[last % RANKS] = end;
                self.classify();
            }
            return;
        }
        level.free = frame.free::<EDGE>(start, level.files, level.left, level.right);
        if start + 1 == last {
            self.nodes += self.finish::<EDGE>(level);
            return;
        }
        // Counted in a local, which stays in a register, and added to
        // `self.nodes` on the way out.
        let mut nodes = 0u64;
        let mut stack = [Level::default(); RANKS];
        let mut rank = start;
        loop {
            if level.free == 0 {
                if rank == start {
                    self.nodes += nodes;
                    return;
                }
                rank -= 1;
                level = stack[rank % RANKS];
                continue;
            }
            nodes += 1;
            if nodes >= POLL_NODES {
                let stop = shared.add(nodes);
                nodes = 0;
                if stop {
                    return;
                }
            }
            let bit = level.free & level.free.wrapping_neg();
            level.free ^= bit;
            let mut next = level.below(bit);
            next.free = frame.free::<EDGE>(rank + 1, next.files, next.left, next.right);
            if next.free == 0 {
                // A dead end: no need to descend to find out.
                continue;
            }
            if EDGE {
                // Only edge classes are compared with their rotations.
                self.board[rank % RANKS] = bit;
            }
            if rank + 2 == last {
                nodes += self.finish::<EDGE>(next);
                continue;
            }
            stack[rank % RANKS] = level;
            rank += 1;
            level = next;
        }
    }

    /// Places the last two ranks, the first of them given by `level`: the
    /// last has no choice, so it is looked at without descending. `EDGE`
    /// says whether the frame is an edge frame. Returns the nodes: the
    /// queens placed on the first of the two ranks.
    #[inline(always)]
    fn finish<const EDGE: bool>(&mut self, level: Level) -> u64 {
        let last = self.frame.n - 1;
        let last_allowed = self.frame.allowed[last % RANKS];
        let mut free = level.free;
        let mut nodes = 0;
        while free != 0 {
            nodes += 1;
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let end = last_allowed & level.below(bit).open();
            if end != 0 {
                if EDGE {
                    // Only edge classes are compared with their rotations.
                    self.board[(last - 1) % RANKS] = bit;
                    self.board[last % RANKS] = end;
                }
                self.classify();
            }
        }
        nodes
    }

    /// Adds the class of the solution on the board if the board is the
    /// member the search keeps.
    fn classify(&mut self) {
        let Some(d) = self.frame.edge else {
            // A corner class never has a rotation symmetry.
            self.counts.add_class(8);
            return;
        };
        let n = self.frame.n;
        let last = n - 1;
        let file = |rank: usize| self.board[rank].trailing_zeros() as usize;
        // The rotations that bring another edge queen to file d of rank 1:
        // the file-a queen on rank n - d, the rank-n queen on file n - d,
        // the file-n queen on rank d + 1.
        let quarter = |rank: usize, f: usize| (f, last - rank);
        let half = |rank: usize, f: usize| (last - rank, last - f);
        let three_quarters = |rank: usize, f: usize| (last - f, rank);
        if file(last - d) == 0 {
            match self.compare(quarter) {
                std::cmp::Ordering::Less => return,
                std::cmp::Ordering::Equal => return self.counts.add_class(2),
                std::cmp::Ordering::Greater => {}
            }
        }
        if file(last) == last - d {
            match self.compare(half) {
                std::cmp::Ordering::Less => return,
                std::cmp::Ordering::Equal => return self.counts.add_class(4),
                std::cmp::Ordering::Greater => {}
            }
        }
        if file(d) == last && self.compare(three_quarters) == std::cmp::Ordering::Less {
            return;
        }
        self.counts.add_class(8);
    }

    /// The image of the board under `map` (taking rank and file to rank and
    /// file) compared with the board, rank by rank.
    fn compare(&self, map: impl Fn(usize, usize) -> (usize, usize)) -> std::cmp::Ordering {
        let n = self.frame.n;
        let mut image = [0u32; RANKS];
        for (rank, &bit) in self.board.iter().enumerate().take(n) {
            let (r, f) = map(rank, bit.trailing_zeros() as usize);
            image[r] = 1 << f;
        }
        // A lower bit is a file further left, so compare the files.
        image[..n]
            .iter()
            .map(|b| b.trailing_zeros())
            .cmp(self.board[..n].iter().map(|b| b.trailing_zeros()))
    }
}
