//! Warnsdorff's rule against a bare C Warnsdorff (benches/c/warnsdorff.c),
//! both timed in the same run on the same boards.
//!
//! The C program is compiled with `gcc -O2` into a temporary folder when the
//! bench starts; without gcc, only boardfig is timed. Each side runs the
//! same number of times, interleaved, and each run is timed by the CPU
//! clock of its thread (steady on a busy machine) and by the wall clock.
//! The table gives the fastest and the median run, and the ratio of the
//! fastest runs, ours over C.

#[path = "common/baseline.rs"]
mod baseline;
use baseline::compile_baseline;
use std::hint::black_box;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use boardfig::MoveOrder;
use boardfig::TourSpec;
use boardfig::testing::knight::warnsdorff_tour;
use boardfig::{Board, Square};
use boardfig::{Outcome, Tour};

#[path = "common/clock.rs"]
mod clock;
use clock::thread_cpu_time;

/// Board sides timed.
const SIDES: [u32; 2] = [1000, 3000];
/// Runs of each side per board.
const RUNS: usize = 7;

/// How long one run took.
#[derive(Clone, Copy)]
struct Timing {
    cpu: Duration,
    wall: Duration,
}

/// A clock that runs are timed by: its name, and its reading of a run.
type Clock = (&'static str, fn(&Timing) -> Duration);

/// The clocks in the table.
const CLOCKS: [Clock; 2] = [("cpu", |t| t.cpu), ("wall", |t| t.wall)];

/// What the C program prints about its tour.
#[derive(Debug, PartialEq, Eq)]
struct Summary {
    squares: u64,
    last: (u64, u64),
    checksum: u64,
}

fn main() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let baseline = compile_baseline(dir.path(), "warnsdorff");
    println!(
        "{:>11} | {:>5} | {:>19} | {:>19} | {:>5}",
        "board", "clock", "boardfig min/median", "C -O2 min/median", "ratio"
    );
    for side in SIDES {
        compare(side, baseline.as_deref());
    }
}

/// Times both sides on a `side` x `side` board and prints its table rows.
fn compare(side: u32, baseline: Option<&Path>) {
    let board = Board::new(side, side).expect("board");
    let mut ours = Vec::new();
    let mut theirs = Vec::new();
    let mut agree = true;
    for _ in 0..RUNS {
        let (timing, tour) = time_ours(board);
        ours.push(timing);
        if let Some(binary) = baseline {
            let (timing, summary) = run_baseline(binary, side);
            theirs.push(timing);
            agree &= summary == summarize(&tour);
        }
    }
    for (name, clock) in CLOCKS {
        let ours = min_median(ours.iter().map(clock).collect());
        let row = format!("{:>11} | {name:>5} | {:>19}", board.to_string(), show(ours));
        if theirs.is_empty() {
            println!("{row} | {:>19} | {:>5}", "-", "-");
            continue;
        }
        let theirs = min_median(theirs.iter().map(clock).collect());
        let ratio = ours.0.as_secs_f64() / theirs.0.as_secs_f64();
        println!("{row} | {:>19} | {ratio:>4.2}x", show(theirs));
    }
    if baseline.is_some() {
        let same = if agree {
            "the same tour"
        } else {
            "different tours"
        };
        println!("{:>11} | both found {same}", "");
    }
}

/// Times one open tour from a1 in the textbook order.
fn time_ours(board: Board) -> (Timing, Tour) {
    let spec = TourSpec {
        board,
        start: Square { file: 0, rank: 0 },
        end: None,
        closed: false,
        order: MoveOrder::textbook(),
    };
    let (cpu, wall) = (thread_cpu_time(), Instant::now());
    let (outcome, _) = black_box(warnsdorff_tour(black_box(&spec), u64::MAX));
    let timing = Timing {
        cpu: thread_cpu_time().checked_sub(cpu).unwrap(),
        wall: wall.elapsed(),
    };
    match outcome {
        Outcome::Found(tour) => (timing, tour),
        other => panic!("{board}: no tour: {other:?}"),
    }
}

/// Runs the C program once: the times it reports, and its tour's summary.
fn run_baseline(binary: &Path, side: u32) -> (Timing, Summary) {
    let output = Command::new(binary)
        .args([side.to_string(), side.to_string()])
        .output()
        .expect("run the C baseline");
    assert!(output.status.success(), "the C baseline failed");
    let text = String::from_utf8(output.stdout).expect("ASCII output");
    let fields: Vec<u64> = text
        .split_whitespace()
        .map(|field| field.parse().expect("a number"))
        .collect();
    let [squares, file, rank, checksum, wall, cpu] = fields[..] else {
        panic!("unexpected output from the C baseline: {text}");
    };
    let summary = Summary {
        squares,
        last: (file, rank),
        checksum,
    };
    let timing = Timing {
        cpu: Duration::from_nanos(cpu),
        wall: Duration::from_nanos(wall),
    };
    (timing, summary)
}

/// The C program's summary of a tour: its checksum runs over the indices of
/// a board padded by two squares on each side.
fn summarize(tour: &Tour) -> Summary {
    let stride = u64::from(tour.board.files) + 4;
    let padded = |sq: Square| (u64::from(sq.rank) + 2) * stride + u64::from(sq.file) + 2;
    let last = tour.squares().last().expect("a tour has squares");
    Summary {
        squares: tour.square_count() as u64,
        last: (u64::from(last.file), u64::from(last.rank)),
        checksum: tour.squares().fold(0, |sum: u64, sq| {
            sum.wrapping_mul(31).wrapping_add(padded(sq))
        }),
    }
}

/// The fastest and the median of some timings.
fn min_median(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort_unstable();
    (times[0], times[times.len() / 2])
}

/// Fastest and median, in milliseconds.
fn show((min, median): (Duration, Duration)) -> String {
    format!(
        "{:.1} / {:.1} ms",
        min.as_secs_f64() * 1e3,
        median.as_secs_f64() * 1e3
    )
}
