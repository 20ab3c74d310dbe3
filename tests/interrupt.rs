//! Ctrl-C stops every long search as if its budget were spent. The flag is
//! global, so this file holds one test, which sets it and resets it in
//! turn, in a test binary of its own: the library's tests, which run
//! searches on many threads of one process, never set it.

use std::time::{Duration, Instant};

use boardfig::Outcome;
use boardfig::testing::interrupt::{self, POLL_NODES};
use boardfig::testing::knight::warnsdorff_tour;
use boardfig::testing::knight::{PROGRESS_NODES, count_tours, first_tour};
use boardfig::testing::queens::count;
use boardfig::testing::queens::first_solution;
use boardfig::testing::queens::{Want, solve};
use boardfig::{Board, MoveOrder, Square, TourSpec};

fn a1() -> Square {
    Square { file: 0, rank: 0 }
}

/// An open tour from a1 in the textbook move order.
fn spec(board: Board) -> TourSpec {
    TourSpec {
        board,
        start: a1(),
        end: None,
        closed: false,
        order: MoveOrder::textbook(),
    }
}

#[test]
fn interrupt_stops_every_search() {
    // Counting the tours of 8x8 takes years.
    let eight = spec(Board::new(8, 8).unwrap());

    // Asked from the progress callback: the count stops at the next poll.
    let (outcome, stats) = count_tours(&eight, u64::MAX, &|nodes| {
        assert_eq!(nodes, PROGRESS_NODES);
        interrupt::request();
    });
    assert_eq!(outcome, Outcome::BudgetSpent);
    assert_eq!(stats.nodes, PROGRESS_NODES + POLL_NODES);
    interrupt::reset();

    // Asked from another thread while the count runs.
    let started = Instant::now();
    let asker = std::thread::spawn(|| {
        std::thread::sleep(Duration::from_millis(100));
        interrupt::request();
    });
    let (outcome, _) = count_tours(&eight, u64::MAX, &|_| {});
    let took = started.elapsed();
    asker.join().unwrap();
    assert_eq!(outcome, Outcome::BudgetSpent);
    assert!(took < Duration::from_secs(2), "stopped after {took:?}");

    // Every other search stops at its first poll while the flag is set.
    let (outcome, stats) = first_tour(&eight, u64::MAX, None);
    assert_eq!((outcome, stats.nodes), (Outcome::BudgetSpent, 1));
    let large = spec(Board::new(1000, 1000).unwrap());
    let (outcome, stats) = warnsdorff_tour(&large, u64::MAX);
    assert_eq!((outcome, stats.nodes), (Outcome::BudgetSpent, 1));
    let (outcome, stats) = first_solution(40, u64::MAX).unwrap();
    assert_eq!((outcome, stats.nodes), (Outcome::BudgetSpent, 0));
    let (outcome, stats) = solve(40, Want::All, u64::MAX, None);
    assert_eq!((outcome, stats.nodes), (Outcome::BudgetSpent, 0));
    let (outcome, _) = count(20, u64::MAX, &|_, _| {}).unwrap();
    assert_eq!(outcome, Outcome::BudgetSpent);

    // Reset, the searches run again.
    interrupt::reset();
    assert!(!interrupt::requested());
    let six = spec(Board::new(6, 6).unwrap());
    assert!(matches!(
        first_tour(&six, u64::MAX, None).0,
        Outcome::Found(_)
    ));
    assert!(matches!(
        count(8, u64::MAX, &|_, _| {}).unwrap().0,
        Outcome::Found(_)
    ));
}
