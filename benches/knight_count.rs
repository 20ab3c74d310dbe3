//! Counting knight's tours (`knight --count`) against a direct C count with
//! the pruning rules of boardfig's exact search (benches/c/kcount.c), both
//! timed in the same run: 6x6 from a1, and 5x5 from each of its 25 starts.
//!
//! The C program is compiled with `gcc -O2` into a temporary folder when the
//! bench starts; without gcc, only boardfig is timed. Each side runs the
//! same number of times, interleaved, on one thread, and each run is timed
//! by the CPU clock (of our thread, or of the C process, which reports it)
//! and by the wall clock, from the start of the search to its count. The
//! table gives the fastest and the median run, and the ratio of the
//! fastest runs, C over ours; the counts must agree.

#[path = "common/baseline.rs"]
mod baseline;
use baseline::compile_baseline;
use std::hint::black_box;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use boardfig::testing::knight::count_tours;
use boardfig::{Board, MoveOrder, Outcome, Square, TourSpec};

#[path = "common/clock.rs"]
mod clock;
use clock::thread_cpu_time;

/// Runs of each side per case.
const RUNS: usize = 7;

/// How long a run took.
#[derive(Clone, Copy, Default)]
struct Timing {
    cpu: Duration,
    wall: Duration,
}

impl std::ops::AddAssign for Timing {
    fn add_assign(&mut self, other: Timing) {
        self.cpu += other.cpu;
        self.wall += other.wall;
    }
}

/// A clock that runs are timed by: its name, and its reading of a run.
type Clock = (&'static str, fn(&Timing) -> Duration);

/// The clocks in the table.
const CLOCKS: [Clock; 2] = [("cpu", |t| t.cpu), ("wall", |t| t.wall)];

fn main() {
    let dir = tempfile::tempdir().expect("temporary folder");
    let baseline = compile_baseline(dir.path(), "kcount");
    println!(
        "{:>16} | {:>5} | {:>19} | {:>19} | {:>5}",
        "count", "clock", "boardfig min/median", "C -O2 min/median", "ratio"
    );
    let six = Board::new(6, 6).expect("6x6");
    compare(
        "6x6 from a1",
        &[(six, Square { file: 0, rank: 0 })],
        baseline.as_deref(),
    );
    let five = Board::new(5, 5).expect("5x5");
    let starts: Vec<(Board, Square)> = (0..five.area()).map(|i| (five, five.square(i))).collect();
    compare("5x5 all starts", &starts, baseline.as_deref());
}

/// Times both sides on the open tours from each of `starts` (summed), and
/// prints the table rows.
fn compare(name: &str, starts: &[(Board, Square)], baseline: Option<&Path>) {
    let mut ours = Vec::new();
    let mut theirs = Vec::new();
    let mut counts = (0, 0);
    for _ in 0..RUNS {
        let mut timing = Timing::default();
        counts.0 = 0;
        for &(board, start) in starts {
            let (time, count) = time_ours(board, start);
            timing += time;
            counts.0 += count;
        }
        ours.push(timing);
        if let Some(binary) = baseline {
            let mut timing = Timing::default();
            counts.1 = 0;
            for &(board, start) in starts {
                let (time, count) = run_baseline(binary, board, start);
                timing += time;
                counts.1 += count;
            }
            theirs.push(timing);
        }
    }
    for (clock, read) in CLOCKS {
        let ours = min_median(ours.iter().map(read).collect());
        let row = format!("{name:>16} | {clock:>5} | {:>19}", show(ours));
        if theirs.is_empty() {
            println!("{row} | {:>19} | {:>5}", "-", "-");
            continue;
        }
        let theirs = min_median(theirs.iter().map(read).collect());
        let ratio = theirs.0.as_secs_f64() / ours.0.as_secs_f64();
        println!("{row} | {:>19} | {ratio:>4.2}x", show(theirs));
    }
    let agree = if baseline.is_none() {
        format!("{} tours", counts.0)
    } else if counts.0 == counts.1 {
        format!("both count {} tours", counts.0)
    } else {
        format!("different counts: {} and {}", counts.0, counts.1)
    };
    println!("{:>16} | {agree}", "");
}

/// Times one count of the open tours from `start`.
fn time_ours(board: Board, start: Square) -> (Timing, u64) {
    let spec = TourSpec {
        board,
        start,
        end: None,
        closed: false,
        order: MoveOrder::textbook(),
    };
    let (cpu, wall) = (thread_cpu_time(), Instant::now());
    let (outcome, _) = black_box(count_tours(black_box(&spec), u64::MAX, &|_| {}));
    let timing = Timing {
        cpu: thread_cpu_time().checked_sub(cpu).unwrap(),
        wall: wall.elapsed(),
    };
    match outcome {
        Outcome::Found(count) => (timing, count),
        other => panic!("{board} from {start}: {other:?}"),
    }
}

/// Runs the C program once: the times it reports, and its count.
fn run_baseline(binary: &Path, board: Board, start: Square) -> (Timing, u64) {
    let output = Command::new(binary)
        .args([board.files, board.ranks, start.file, start.rank].map(|v| v.to_string()))
        .output()
        .expect("run the C baseline");
    assert!(output.status.success(), "the C baseline failed");
    let text = String::from_utf8(output.stdout).expect("ASCII output");
    let fields: Vec<u64> = text
        .split_whitespace()
        .map(|field| field.parse().expect("a number"))
        .collect();
    let [count, _nodes, wall, cpu] = fields[..] else {
        panic!("unexpected output from the C baseline: {text}");
    };
    let timing = Timing {
        cpu: Duration::from_nanos(cpu),
        wall: Duration::from_nanos(wall),
    };
    (timing, count)
}

/// The fastest and the median of some timings.
fn min_median(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort_unstable();
    (times[0], times[times.len() / 2])
}

/// Fastest and median, in milliseconds.
fn show((min, median): (Duration, Duration)) -> String {
    format!(
        "{:.2} / {:.2} ms",
        min.as_secs_f64() * 1e3,
        median.as_secs_f64() * 1e3
    )
}
