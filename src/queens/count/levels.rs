//! The search of one task, a rank at a time: the states on a rank (the
//! files and diagonals attacked, the files free) are kept in a list, and a
//! batch of them at a time is expanded into the states of the next rank,
//! deepest rank first, so the lists stay short. Expanding a state writes a
//! child for each free file and keeps it when the child has a free file of
//! its own, without a branch; the last three ranks are counted from the
//! states of rank n - 3, without a branch either (so the compiler counts
//! several states at once in vector registers). A solution of an edge
//! frame is classified on its board, read back through the states'
//! parents.
//!
//! Compared with a depth-first search that descends one queen at a time,
//! this does about the same work per queen but with few mispredicted
//! branches: the one loop whose length varies runs over the few states with
//! three or more free files.

use super::Shared;
use super::frame::{Frame, RANKS, Task, forced};
use crate::interrupt::POLL_NODES;

/// States a rank's list holds: a power of two, so that indexing by
/// `k % CAP` needs no bounds check.
const CAP: usize = 1024;

/// Room kept free in the next rank's list before expanding one more state:
/// a state has at most n <= 27 free files.
const ROOM: usize = 32;

/// A state on a rank: the files and the two diagonals attacked there by
/// the queens above, and the files free (allowed and not attacked).
#[derive(Clone, Copy)]
struct State {
    files: u32,
    left: u32,
    right: u32,
    free: u32,
}

/// The states of a rank, a list per field (so that states are read and
/// written several at a time), and the index of each one's parent in the
/// list of the rank above (kept for edge frames, whose solutions are
/// classified).
struct List {
    files: [u32; CAP],
    left: [u32; CAP],
    right: [u32; CAP],
    free: [u32; CAP],
    parents: [u16; CAP],
}

impl List {
    fn get(&self, index: usize) -> State {
        let i = index % CAP;
        State {
            files: self.files[i],
            left: self.left[i],
            right: self.right[i],
            free: self.free[i],
        }
    }

    #[inline(always)]
    fn set(&mut self, index: usize, state: State) {
        let i = index % CAP;
        self.files[i] = state.files;
        self.left[i] = state.left;
        self.right[i] = state.right;
        self.free[i] = state.free;
    }
}

/// The classes counted: of 8, 4 and 2 solutions.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Classes {
    pub(super) eight: u64,
    pub(super) four: u64,
    pub(super) two: u64,
}

impl Classes {
    fn add(&mut self, size: Option<u64>) {
        match size {
            Some(8) => self.eight += 1,
            Some(4) => self.four += 1,
            Some(2) => self.two += 1,
            _ => {}
        }
    }
}

/// The lists of states of each rank, reused from task to task.
pub(super) struct Levels {
    n: usize,
    lists: Vec<Box<List>>,
    len: [usize; RANKS],
    /// The solutions below each state of rank n - 3, to classify.
    found: Box<[u32; CAP]>,
    pub(super) classes: Classes,
    /// Nodes not yet added to the shared total.
    nodes: u64,
}

impl Levels {
    /// Empty lists for n queens (4 <= n <= 27).
    pub(super) fn new(n: usize) -> Levels {
        let list = || {
            Box::new(List {
                files: [0; CAP],
                left: [0; CAP],
                right: [0; CAP],
                free: [0; CAP],
                parents: [0; CAP],
            })
        };
        Levels {
            n,
            lists: (0..n).map(|_| list()).collect(),
            len: [0; RANKS],
            found: Box::new([0; CAP]),
            classes: Classes::default(),
            nodes: 0,
        }
    }

    /// Counts the classes of `task` in `frame`, adding the nodes to
    /// `shared` every [`POLL_NODES`] nodes or so and at the end; returns
    /// early (with a partial count) when the tasks are to stop.
    pub(super) fn run(&mut self, frame: &Frame, task: &Task, shared: &Shared) {
        let n = self.n;
        let start = task.rank;
        let free = frame.free(start, task.files, task.left, task.right);
        if free != 0 {
            let state = State {
                files: task.files,
                left: task.left,
                right: task.right,
                free,
            };
            self.lists[start].set(0, state);
            self.len[start] = 1;
        }
        let mut rank = start;
        loop {
            if self.len[rank] == 0 {
                if rank == start {
                    break;
                }
                rank -= 1;
                continue;
            }
            if rank + 3 == n {
                self.finish(frame, task, rank);
                self.len[rank] = 0;
            } else {
                let forced = rank + 1 == frame.forced;
                match (frame.edge != 0, forced) {
                    (false, _) => self.expand::<false, false>(frame, rank),
                    (true, false) => self.expand::<true, false>(frame, rank),
                    (true, true) => self.expand::<true, true>(frame, rank),
                }
                rank += 1;
            }
            if self.nodes >= POLL_NODES {
                let stop = shared.add(self.nodes);
                self.nodes = 0;
                if stop {
                    self.len[..n].fill(0);
                    return;
                }
            }
        }
        shared.add(self.nodes);
        self.nodes = 0;
    }

    /// Expands states from the end of `rank`'s list into the list of the
    /// next rank (empty), as many as it has room for. `EDGE`: the frame is
    /// an edge frame (parents are kept); `FORCED`: the next rank is the one
    /// by which both side files are filled.
    #[inline(never)]
    fn expand<const EDGE: bool, const FORCED: bool>(&mut self, frame: &Frame, rank: usize) {
        let allowed = frame.allowed[(rank + 1) % RANKS];
        let sides = frame.sides();
        let (above, below) = self.lists.split_at_mut(rank + 1);
        let input: &List = &above[rank];
        let output: &mut List = &mut below[0];
        let mut len = self.len[rank];
        let mut k = 0usize;
        let mut nodes = 0u64;
        // Writes the child through file `bit` at `k`, and keeps it (moves
        // `k` on) if `keep` and it has a free file.
        let mut child = |k: &mut usize, parent: usize, state: State, bit: u32, keep: bool| {
            let files = state.files | bit;
            let left = (state.left | bit) << 1;
            let right = (state.right | bit) >> 1;
            let mut free = allowed & !(files | left | right);
            if FORCED {
                free &= forced(files, sides);
            }
            let child = State {
                files,
                left,
                right,
                free,
            };
            output.set(*k, child);
            if EDGE {
                output.parents[*k % CAP] = parent as u16;
            }
            *k += usize::from(keep) & usize::from(free != 0);
        };
        while len > 0 && k + ROOM <= CAP {
            len -= 1;
            let state = input.get(len);
            // The first two free files without a branch (most states have
            // one or two), the others in a loop.
            let first = state.free & state.free.wrapping_neg();
            let others = state.free ^ first;
            let second = others & others.wrapping_neg();
            let mut rest = others ^ second;
            child(&mut k, len, state, first, true);
            child(&mut k, len, state, second, second != 0);
            nodes += 1 + u64::from(second != 0);
            while rest != 0 {
                let bit = rest & rest.wrapping_neg();
                rest ^= bit;
                nodes += 1;
                child(&mut k, len, state, bit, true);
            }
        }
        self.len[rank] = len;
        self.len[rank + 1] = k;
        self.nodes += nodes;
    }

    /// Places the last three ranks below each state of rank n - 3.
    #[inline(never)]
    fn finish(&mut self, frame: &Frame, task: &Task, rank: usize) {
        match (frame.edge != 0, self.n - 2 == frame.forced) {
            (false, _) => self.finish_with::<false, false>(frame, task, rank),
            (true, false) => self.finish_with::<true, false>(frame, task, rank),
            (true, true) => self.finish_with::<true, true>(frame, task, rank),
        }
    }

    /// [`Levels::finish`]; `EDGE`: the frame is an edge frame (solutions
    /// are classified); `FORCED`: rank n - 2 is the one by which both side
    /// files are filled. The states are counted without a branch; an edge
    /// frame's states with solutions are then classified one by one.
    #[inline(always)]
    fn finish_with<const EDGE: bool, const FORCED: bool>(
        &mut self,
        frame: &Frame,
        task: &Task,
        rank: usize,
    ) {
        let len = self.len[rank].min(CAP);
        let list = &self.lists[rank];
        let mut nodes = 0u32;
        let mut solutions = 0u32;
        let states = list.files[..len]
            .iter()
            .zip(&list.left[..len])
            .zip(&list.right[..len])
            .zip(&list.free[..len])
            .zip(&mut self.found[..len]);
        for ((((&files, &left), &right), &free), found) in states {
            let state = State {
                files,
                left,
                right,
                free,
            };
            let (counted, placed) = LastRanks::new(frame, state).count::<FORCED>(state);
            nodes += placed;
            solutions += counted;
            if EDGE {
                *found = counted;
            }
        }
        self.nodes += u64::from(nodes);
        if !EDGE {
            self.classes.eight += u64::from(solutions);
            return;
        }
        for i in 0..len {
            if self.found[i % CAP] != 0 {
                self.classify::<FORCED>(frame, task, rank, i);
            }
        }
    }

    /// Classifies the solutions below state `index` of rank n - 3 of an
    /// edge frame.
    #[cold]
    fn classify<const FORCED: bool>(
        &mut self,
        frame: &Frame,
        task: &Task,
        rank: usize,
        index: usize,
    ) {
        let n = self.n;
        let state = self.lists[rank].get(index);
        let mut board = self.board(task, rank, index);
        let last = LastRanks::new(frame, state);
        for (p, a, b) in last.files() {
            let (a_then_b, b_then_a, _) = last.orders::<FORCED>(state, (p, a, b));
            for (yes, x, y) in [(a_then_b, a, b), (b_then_a, b, a)] {
                if yes != 0 {
                    board[n - 3] = p;
                    board[n - 2] = x;
                    board[n - 1] = y;
                    self.classes.add(frame.classify(&board));
                }
            }
        }
    }

    /// The queens placed above state `index` of `rank`: the task's, then
    /// each rank's file read from a state and its parent.
    fn board(&self, task: &Task, rank: usize, index: usize) -> [u32; RANKS] {
        let mut board = task.board;
        let (mut rank, mut index) = (rank, index);
        while rank > task.rank {
            let parent = usize::from(self.lists[rank].parents[index % CAP]);
            board[rank - 1] =
                self.lists[rank].files[index % CAP] ^ self.lists[rank - 1].files[parent % CAP];
            rank -= 1;
            index = parent;
        }
        board
    }
}

/// The last three ranks below a state of rank n - 3: the three files left
/// (x < y < z), and the files the queens above attack on ranks n - 2 and
/// n - 1. Everything is computed without a branch, so that the compiler
/// can count several states at once in vector registers.
#[derive(Clone, Copy)]
struct LastRanks {
    x: u32,
    y: u32,
    z: u32,
    /// The files free on rank n - 2 and on rank n - 1, as far as the
    /// queens above rank n - 3 go.
    next: u32,
    then: u32,
    sides: u32,
}

/// All ones when `yes`, else zero.
#[inline(always)]
fn mask(yes: bool) -> u32 {
    0u32.wrapping_sub(u32::from(yes))
}

impl LastRanks {
    #[inline(always)]
    fn new(frame: &Frame, state: State) -> LastRanks {
        let n = frame.n;
        let open = (u32::MAX >> (32 - n)) & !state.files;
        let x = open & open.wrapping_neg();
        let y = (open ^ x) & (open ^ x).wrapping_neg();
        LastRanks {
            x,
            y,
            z: open ^ x ^ y,
            next: frame.allowed[(n - 2) % RANKS] & open & !((state.left << 1) | (state.right >> 1)),
            then: frame.allowed[(n - 1) % RANKS] & open & !((state.left << 2) | (state.right >> 2)),
            sides: frame.sides(),
        }
    }

    /// Each file left for rank n - 3, with the two others (a < b) for
    /// ranks n - 2 and n - 1.
    #[inline(always)]
    fn files(&self) -> [(u32, u32, u32); 3] {
        let (x, y, z) = (self.x, self.y, self.z);
        [(x, y, z), (y, x, z), (z, x, y)]
    }

    /// With `p` on rank n - 3 (of the state's free files or not) and a and
    /// b left: whether (all ones) or not (zero) a on rank n - 2 and b on
    /// rank n - 1 is a solution, the same for b then a, and the nodes
    /// (queens placed on ranks n - 3 and n - 2). `FORCED`: rank n - 2 is
    /// the one by which both side files are filled.
    #[inline(always)]
    fn orders<const FORCED: bool>(
        &self,
        state: State,
        (p, a, b): (u32, u32, u32),
    ) -> (u32, u32, u32) {
        let here = mask(state.free & p != 0);
        let mut on_next = self.next & !(p | (p << 1) | (p >> 1));
        if FORCED {
            // All files if both sides are taken, the empty side if one is,
            // none if neither is.
            let empty = self.sides & !(state.files | p);
            on_next &= mask(empty == 0) | (empty & mask(empty != self.sides));
        }
        let on_last = self.then & !((p << 2) | (p >> 2));
        // a and b side by side attack each other.
        let apart = mask(b != a << 1);
        let next_a = mask(on_next & a != 0);
        let next_b = mask(on_next & b != 0);
        let a_then_b = here & apart & next_a & mask(on_last & b != 0);
        let b_then_a = here & apart & next_b & mask(on_last & a != 0);
        (a_then_b, b_then_a, here & (1 + (next_a & 1) + (next_b & 1)))
    }

    /// The solutions below the state and the nodes they take.
    #[inline(always)]
    fn count<const FORCED: bool>(&self, state: State) -> (u32, u32) {
        let mut solutions = 0;
        let mut nodes = 0;
        for files in self.files() {
            let (a_then_b, b_then_a, placed) = self.orders::<FORCED>(state, files);
            solutions += (a_then_b & 1) + (b_then_a & 1);
            nodes += placed;
        }
        (solutions, nodes)
    }
}
