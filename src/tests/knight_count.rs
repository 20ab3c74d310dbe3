//! The tour count (`knight --count`) against a plain count with no pruning
//! on small boards, against the exact search's count with its own pruning
//! on larger ones, in the layouts of the bitboards the board sizes choose
//! (ranks 8 or 10 bits apart, mirrored or not, or as long as the board's),
//! and its budget.

use super::common;

use crate::knight::backtrack::count_tours as pruned_count_tours;
use crate::knight::count::count_tours;
use crate::{Board, Outcome, Square, Stats, TourSpec};

fn count(spec: &TourSpec) -> (u64, u64) {
    match count_tours(spec, u64::MAX, &|_| {}) {
        (Outcome::Found(n), stats) => (n, stats.nodes),
        other => panic!("{spec:?}: {other:?}"),
    }
}

fn pruned(spec: &TourSpec) -> u64 {
    match pruned_count_tours(spec, u64::MAX, &|_| {}).0 {
        Outcome::Found(n) => n,
        other => panic!("{spec:?}: {other:?}"),
    }
}

/// Every tour, by plain depth-first search: no pruning at all.
fn naive(spec: &TourSpec) -> u64 {
    fn go(spec: &TourSpec, seen: &mut Vec<bool>, at: Square, placed: usize) -> u64 {
        let board = spec.board;
        if placed == board.area() {
            return u64::from(spec.accepts_last(at));
        }
        let mut total = 0;
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
            let (Some(file), Some(rank)) = (
                at.file.checked_add_signed(df),
                at.rank.checked_add_signed(dr),
            ) else {
                continue;
            };
            let to = Square { file, rank };
            if !board.contains(to) || seen[board.index(to)] {
                continue;
            }
            if spec.end == Some(to) && placed + 1 < board.area() {
                continue;
            }
            seen[board.index(to)] = true;
            total += go(spec, seen, to, placed + 1);
            seen[board.index(to)] = false;
        }
        total
    }
    let mut seen = vec![false; spec.board.area()];
    seen[spec.board.index(spec.start)] = true;
    go(spec, &mut seen, spec.start, 1)
}

fn board(files: u32, ranks: u32) -> Board {
    Board::new(files, ranks).unwrap()
}

fn every_start(board: Board) -> impl Iterator<Item = Square> {
    (0..board.area()).map(move |i| board.square(i))
}

#[test]
fn counts_match_a_plain_count_on_small_boards() {
    // Open, closed, and to every end square: 1x1; 3 and 4 wide in both
    // orientations (ranks 8 bits apart). Open and closed from every start:
    // 3x9, 9x3, 2x9 (ranks 10 bits apart).
    for (files, ranks) in [(1, 1), (3, 4), (4, 3), (4, 5), (5, 4), (3, 6)] {
        let board = board(files, ranks);
        for start in every_start(board) {
            for closed in [false, true] {
                let spec = common::spec(board, start, None, closed);
                assert_eq!(count(&spec).0, naive(&spec), "{spec:?}");
            }
            for end in every_start(board).filter(|&end| end != start) {
                let spec = common::spec(board, start, Some(end), false);
                assert_eq!(count(&spec).0, naive(&spec), "{spec:?}");
            }
        }
    }
    for (files, ranks) in [(3, 9), (9, 3), (2, 9)] {
        let board = board(files, ranks);
        for start in every_start(board) {
            for closed in [false, true] {
                let spec = common::spec(board, start, None, closed);
                assert_eq!(count(&spec).0, naive(&spec), "{spec:?}");
            }
        }
    }
}

#[test]
fn counts_match_the_exact_search() {
    // 5x5 and 5x6 from every start, 6x5 (mirrored); closed 6x6 from a1;
    // 3x12 (ranks 10 bits apart); 3x13 and 13x3 (ranks as long as the
    // board's); a tour of 3x7 to a given end.
    for (files, ranks) in [(5, 5), (5, 6), (6, 5)] {
        let board = board(files, ranks);
        for start in every_start(board) {
            let spec = common::spec(board, start, None, false);
            assert_eq!(count(&spec).0, pruned(&spec), "{spec:?}");
        }
    }
    let a1 = Square { file: 0, rank: 0 };
    let closed = common::spec(board(6, 6), a1, None, true);
    assert_eq!(count(&closed).0, 2 * 9862);
    for spec in [
        common::spec(board(3, 12), a1, None, false),
        common::spec(board(3, 13), a1, None, false),
        common::spec(board(13, 3), Square { file: 12, rank: 1 }, None, false),
        common::spec(board(3, 7), Square { file: 2, rank: 6 }, Some(a1), false),
    ] {
        assert_eq!(count(&spec).0, pruned(&spec), "{spec:?}");
    }
}

#[test]
fn the_count_honours_its_budget() {
    let spec = common::spec(board(5, 5), Square { file: 0, rank: 0 }, None, false);
    let (tours, needed) = count(&spec);
    assert_eq!(tours, 304);
    assert_eq!(
        count_tours(&spec, needed, &|_| {}),
        (Outcome::Found(304), Stats { nodes: needed })
    );
    let (outcome, stats) = count_tours(&spec, needed - 1, &|_| {});
    assert_eq!((outcome, stats.nodes), (Outcome::BudgetSpent, needed - 1));
}
