//! The member of each symmetry class that the count places, after
//! Takaken: the constraints on its first ranks and edges (a [`Frame`]),
//! the work split into tasks at the first ranks, and the class of a
//! solution found ([`Frame::classify`]).
//!
//! A class either has a queen in a corner (then two of its images put it on
//! a1, mirror images across the a1 diagonal: the search keeps the one whose
//! rank-2 queen's file number is lower than the file-b queen's rank
//! number), or its edge queens (on rank 1, rank n, file a, file n) lie at
//! least some d >= 1 squares from the nearest corner, one exactly at d; the
//! search puts it on rank 1 at file d, and compares with the rotations that
//! bring another edge queen there.

use std::cmp::Ordering;

/// The length of the per-rank arrays: a power of two at least the largest
/// n counted, so that indexing by `rank % RANKS` needs no bounds check.
pub(super) const RANKS: usize = 32;

/// Ranks placed before the search splits into tasks.
const SPLIT_RANKS: usize = 3;

/// The constraints on the member of a class the search places.
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame {
    pub(super) n: usize,
    /// The files allowed on each rank, apart from attacks.
    pub(super) allowed: [u32; RANKS],
    /// For classes without a corner queen, the distance d of the rank-1
    /// queen from the corner; 0 for corner classes.
    pub(super) edge: usize,
    /// For edge frames, rank n - d, by which both side files are filled;
    /// `usize::MAX` for corner frames.
    pub(super) forced: usize,
}

/// A search from a few placed ranks on: the frame, the first rank not
/// placed, the files and diagonals the placed queens attack there, and the
/// placed queens (the file, as a bit, on each rank).
#[derive(Clone, Debug)]
pub(super) struct Task {
    pub(super) frame: usize,
    pub(super) rank: usize,
    pub(super) files: u32,
    pub(super) left: u32,
    pub(super) right: u32,
    pub(super) board: [u32; RANKS],
}

impl Frame {
    /// The corner frames (rank-2 queen on file b, 2 <= b < n - 1) and the
    /// edge frames (rank-1 queen on file d, 1 <= d < n / 2), for n >= 4.
    pub(super) fn all(n: usize) -> Vec<Frame> {
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
                edge: 0,
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
                edge: d,
                forced: n - 1 - d,
            }
        });
        corners.chain(edges).collect()
    }

    /// The side files, a and n.
    pub(super) fn sides(&self) -> u32 {
        1 | 1 << (self.n - 1)
    }

    /// The files free for a queen on `rank` given the files and diagonals
    /// attacked there.
    pub(super) fn free(&self, rank: usize, files: u32, left: u32, right: u32) -> u32 {
        let free = self.allowed[rank % RANKS] & !(files | left | right);
        if rank == self.forced {
            free & forced(files, self.sides())
        } else {
            free
        }
    }

    /// The tasks of all frames: every way to place the first ranks (up to
    /// n - 3, where the search's last step begins).
    pub(super) fn tasks(frames: &[Frame]) -> Vec<Task> {
        let mut tasks = Vec::new();
        for (index, frame) in frames.iter().enumerate() {
            let mut task = Task {
                frame: index,
                rank: 0,
                files: 0,
                left: 0,
                right: 0,
                board: [0; RANKS],
            };
            frame.split(SPLIT_RANKS.min(frame.n - 3), &mut task, &mut tasks);
        }
        tasks
    }

    /// Places ranks `task.rank..depth` in every way and collects the tasks.
    fn split(&self, depth: usize, task: &mut Task, tasks: &mut Vec<Task>) {
        if task.rank == depth {
            tasks.push(task.clone());
            return;
        }
        let (rank, files, left, right) = (task.rank, task.files, task.left, task.right);
        let mut free = self.free(rank, files, left, right);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            task.board[rank] = bit;
            task.rank = rank + 1;
            task.files = files | bit;
            task.left = (left | bit) << 1;
            task.right = (right | bit) >> 1;
            self.split(depth, task, tasks);
        }
        task.rank = rank;
        task.files = files;
        task.left = left;
        task.right = right;
    }

    /// The size of the class of the solution on `board` (8, 4 or 2), or
    /// `None` when the board is not the member the search keeps.
    pub(super) fn classify(&self, board: &[u32; RANKS]) -> Option<u64> {
        let d = self.edge;
        if d == 0 {
            // A corner class never has a rotation symmetry.
            return Some(8);
        }
        let last = self.n - 1;
        let file = |rank: usize| board[rank].trailing_zeros() as usize;
        // The rotations that bring another edge queen to file d of rank 1:
        // the file-a queen on rank n - d, the rank-n queen on file n - d,
        // the file-n queen on rank d + 1.
        let quarter = |rank: usize, f: usize| (f, last - rank);
        let half = |rank: usize, f: usize| (last - rank, last - f);
        let three_quarters = |rank: usize, f: usize| (last - f, rank);
        if file(last - d) == 0 {
            match self.compare(board, quarter) {
                Ordering::Less => return None,
                Ordering::Equal => return Some(2),
                Ordering::Greater => {}
            }
        }
        if file(last) == last - d {
            match self.compare(board, half) {
                Ordering::Less => return None,
                Ordering::Equal => return Some(4),
                Ordering::Greater => {}
            }
        }
        if file(d) == last && self.compare(board, three_quarters) == Ordering::Less {
            return None;
        }
        Some(8)
    }

    /// The image of the board under `map` (taking rank and file to rank and
    /// file) compared with the board, rank by rank.
    fn compare(
        &self,
        board: &[u32; RANKS],
        map: impl Fn(usize, usize) -> (usize, usize),
    ) -> Ordering {
        let n = self.n;
        let mut image = [0u32; RANKS];
        for (rank, &bit) in board.iter().enumerate().take(n) {
            let (r, f) = map(rank, bit.trailing_zeros() as usize);
            image[r] = 1 << f;
        }
        // A lower bit is a file further left, so compare the files.
        image[..n]
            .iter()
            .map(|b| b.trailing_zeros())
            .cmp(board[..n].iter().map(|b| b.trailing_zeros()))
    }
}

/// On the rank by which both side files must be filled: the files allowed,
/// given the files taken above (all if both sides are taken, the empty side
/// if one is, none if neither is).
#[inline(always)]
pub(super) fn forced(files: u32, sides: u32) -> u32 {
    let empty = sides & !files;
    if empty == 0 {
        u32::MAX
    } else if empty == sides {
        0
    } else {
        empty
    }
}
