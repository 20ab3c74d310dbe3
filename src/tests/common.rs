//! Oracles for the tests: plain searches with no pruning, sharing no code
//! with the solvers.
#![allow(dead_code)]

use crate::MoveOrder;
use crate::TourSpec;
use crate::{Board, Square};

/// What the naive knight search found.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Naive {
    /// The first tour in move order.
    Tour(Vec<Square>),
    /// The search was exhausted.
    None,
    /// The node cap was reached first.
    Capped,
}

/// Plain depth-first backtracking: try the moves in order, check the end
/// condition only when every square is visited.
pub(crate) fn naive_tour(
    board: Board,
    start: Square,
    end: Option<Square>,
    closed: bool,
    order: &[(i32, i32); 8],
    cap: u64,
) -> Naive {
    naive_tour_after(board, &[start], end, closed, order, cap)
}

/// [`naive_tour`] that begins with the squares `given` (a path from the
/// start, the caller's to check) and never takes them back.
pub(crate) fn naive_tour_after(
    board: Board,
    given: &[Square],
    end: Option<Square>,
    closed: bool,
    order: &[(i32, i32); 8],
    cap: u64,
) -> Naive {
    struct State<'a> {
        w: i64,
        h: i64,
        seen: Vec<bool>,
        path: Vec<(i64, i64)>,
        order: &'a [(i32, i32); 8],
        end: Option<(i64, i64)>,
        closed: bool,
        nodes: u64,
        cap: u64,
    }
    fn go(s: &mut State) -> Option<bool> {
        s.nodes += 1;
        if s.nodes > s.cap {
            return None;
        }
        let &(f, r) = s.path.last().unwrap();
        if s.path.len() as i64 == s.w * s.h {
            let ok = match (s.end, s.closed) {
                (Some(e), _) => (f, r) == e,
                (None, true) => {
                    let (f0, r0) = s.path[0];
                    (f - f0).abs() * (r - r0).abs() == 2
                }
                _ => true,
            };
            return Some(ok);
        }
        for &(df, dr) in s.order {
            let (nf, nr) = (f + i64::from(df), r + i64::from(dr));
            if nf < 0 || nr < 0 || nf >= s.w || nr >= s.h {
                continue;
            }
            let i = (nr * s.w + nf) as usize;
            if s.seen[i] {
                continue;
            }
            s.seen[i] = true;
            s.path.push((nf, nr));
            match go(s) {
                Some(true) => return Some(true),
                None => return None,
                Some(false) => {}
            }
            s.path.pop();
            s.seen[i] = false;
        }
        Some(false)
    }
    let w = i64::from(board.files);
    let h = i64::from(board.ranks);
    let mut state = State {
        w,
        h,
        seen: vec![false; (w * h) as usize],
        path: given
            .iter()
            .map(|sq| (i64::from(sq.file), i64::from(sq.rank)))
            .collect(),
        order,
        end: end.map(|e| (i64::from(e.file), i64::from(e.rank))),
        closed,
        nodes: 0,
        cap,
    };
    for sq in given {
        state.seen[(i64::from(sq.rank) * w + i64::from(sq.file)) as usize] = true;
    }
    match go(&mut state) {
        Some(true) => Naive::Tour(
            state
                .path
                .iter()
                .map(|&(f, r)| Square {
                    file: f as u32,
                    rank: r as u32,
                })
                .collect(),
        ),
        Some(false) => Naive::None,
        None => Naive::Capped,
    }
}

/// The number of open tours that begin with the squares `given` (a path,
/// the caller's to check): plain depth-first search over every
/// continuation, counting each tour found.
pub(crate) fn naive_count_after(board: Board, given: &[Square]) -> u64 {
    fn go(w: i64, h: i64, seen: &mut [bool], at: (i64, i64), left: usize) -> u64 {
        if left == 0 {
            return 1;
        }
        let mut count = 0;
        for (df, dr) in [
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ] {
            let (f, r) = (at.0 + df, at.1 + dr);
            if f < 0 || r < 0 || f >= w || r >= h || seen[(r * w + f) as usize] {
                continue;
            }
            seen[(r * w + f) as usize] = true;
            count += go(w, h, seen, (f, r), left - 1);
            seen[(r * w + f) as usize] = false;
        }
        count
    }
    let (w, h) = (i64::from(board.files), i64::from(board.ranks));
    let mut seen = vec![false; (w * h) as usize];
    for sq in given {
        seen[(i64::from(sq.rank) * w + i64::from(sq.file)) as usize] = true;
    }
    let last = given.last().expect("a square given");
    let at = (i64::from(last.file), i64::from(last.rank));
    go(w, h, &mut seen, at, (w * h) as usize - given.len())
}

/// Every n-queens solution by trying every permutation of files, in
/// lexicographic order.
pub(crate) fn naive_queens(n: usize) -> Vec<Vec<u32>> {
    fn permute(n: usize, prefix: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        if prefix.len() == n {
            let ok =
                (0..n).all(|a| (a + 1..n).all(|b| (b - a) as u32 != prefix[a].abs_diff(prefix[b])));
            if ok {
                out.push(prefix.clone());
            }
            return;
        }
        for f in 0..n as u32 {
            if !prefix.contains(&f) {
                prefix.push(f);
                permute(n, prefix, out);
                prefix.pop();
            }
        }
    }
    let mut out = Vec::new();
    permute(n, &mut Vec::new(), &mut out);
    out
}

/// A tour spec in the textbook move order.
pub(crate) fn spec(board: Board, start: Square, end: Option<Square>, closed: bool) -> TourSpec {
    TourSpec {
        board,
        start,
        end,
        closed,
        order: MoveOrder::textbook(),
    }
}
