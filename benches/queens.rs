//! N-queens speed: counting (all and fundamental), the lexicographically
//! first solution, the construction; n = 15..17 (up to
//! `BOARDFIG_QUEENS_UP_TO`) counted on 1 and on 2 threads, in
//! `BOARDFIG_QUEENS_ROUNDS` rounds (2), the fastest kept; and,
//! when `BOARDFIG_PEER_TAKAKEN` names a built copy of Takaken's ver3.2
//! N-queens program (the published C program, printing one line per n from
//! 2 up; built with OpenMP, e.g. `gcc -O2 -fopenmp`), its times for the
//! same n with `OMP_NUM_THREADS` set to the same number of threads,
//! measured in the same run, in turn with ours. Wall and CPU time
//! (all threads) are given for both, and their ratios, Takaken's time over
//! ours.

use std::hint::black_box;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use boardfig::Outcome;
use boardfig::testing::queens::construct;
use boardfig::testing::queens::first_solution;
use boardfig::testing::queens::{Counts, count};
use criterion::{Criterion, criterion_group, criterion_main};

/// The counts of n, with no budget.
fn counted(n: usize) -> Counts {
    match count(n, u64::MAX, &|_, _| {}) {
        Some((Outcome::Found(counts), _)) => counts,
        other => panic!("n = {n}: {other:?}"),
    }
}

fn counts(c: &mut Criterion) {
    let mut group = c.benchmark_group("queens count");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(2));
    for n in 12..=16 {
        group.bench_function(format!("n = {n}"), |b| b.iter(|| black_box(counted(n))));
    }
    group.finish();
}

fn fundamental(c: &mut Criterion) {
    let mut group = c.benchmark_group("queens fundamental count");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(2));
    for n in [12, 14] {
        group.bench_function(format!("n = {n}"), |b| {
            b.iter(|| black_box(counted(n).fundamental));
        });
    }
    group.finish();
}

fn first(c: &mut Criterion) {
    let mut group = c.benchmark_group("queens lexicographically first");
    group.sample_size(10);
    for n in [20, 24, 28, 31] {
        group.bench_function(format!("n = {n}"), |b| {
            b.iter(|| black_box(first_solution(n, u64::MAX)));
        });
    }
    group.finish();
    c.bench_function("queens construct n = 10^6", |b| {
        b.iter(|| black_box(construct(1_000_000)));
    });
}

/// The published counts for n = 15..=18: OEIS A000170 (all) and A002562
/// (fundamental).
const PUBLISHED: [(usize, u64, u64); 4] = [
    (15, 2_279_184, 285_053),
    (16, 14_772_512, 1_846_955),
    (17, 95_815_104, 11_977_939),
    (18, 666_090_624, 83_263_591),
];

/// How long a count took: on the wall clock, and on the CPU (all threads).
#[derive(Clone, Copy, Debug)]
struct Timing {
    wall: f64,
    cpu: f64,
}

/// CPU seconds this process has used, in all its threads.
#[allow(unsafe_code)]
fn process_cpu() -> f64 {
    // SAFETY: an all-zero rusage is valid, and the call writes into it.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `usage` is a valid rusage for the call to write.
    let status = unsafe { libc::getrusage(libc::RUSAGE_SELF, &raw mut usage) };
    assert_eq!(status, 0, "getrusage");
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 * 1e-6;
    seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// Our count of n on `pool`, once; the counts are checked against the
/// published ones.
fn ours(pool: &rayon::ThreadPool, n: usize) -> Timing {
    let (cpu, wall) = (process_cpu(), Instant::now());
    let counts = pool.install(|| black_box(counted(n)));
    let timing = Timing {
        wall: wall.elapsed().as_secs_f64(),
        cpu: process_cpu() - cpu,
    };
    if let Some(&(_, all, fundamental)) = PUBLISHED.iter().find(|p| p.0 == n) {
        assert_eq!(
            (counts.all, counts.fundamental),
            (all, fundamental),
            "n = {n}"
        );
    }
    timing
}

/// CPU seconds a child process has used so far, from /proc (Linux).
fn child_cpu(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the command (in parentheses): utime and stime are
    // the 12th and 13th, in clock ticks.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // SAFETY: sysconf has no preconditions.
    #[allow(unsafe_code)]
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
    Some(ticks as f64 / per_second as f64)
}

/// The peer program's times for each n of `ns` (all below 28) on `threads`
/// OpenMP threads, timed between its output lines (it counts n = 2, 3, ...
/// in turn, one line each: n, total, unique, time), and whether its counts
/// are the published ones. Its output is made line-buffered with `stdbuf`
/// when there is one.
fn takaken(program: &str, threads: usize, ns: &[usize]) -> Vec<(Timing, bool)> {
    let stdbuf = Command::new("stdbuf").arg("--version").output().is_ok();
    let mut command = if stdbuf {
        let mut command = Command::new("stdbuf");
        command.args(["-oL", program]);
        command
    } else {
        Command::new(program)
    };
    command
        .env("OMP_NUM_THREADS", threads.to_string())
        .stdout(Stdio::piped());
    let mut child = match command.spawn() {
        Ok(child) => child,
        Err(e) => {
            println!("peer {program}: {e}");
            return Vec::new();
        }
    };
    let pid = child.id();
    let last = *ns.iter().max().unwrap_or(&0);
    let mut times = Vec::new();
    let mut previous = (Instant::now(), child_cpu(pid).unwrap_or(0.0));
    let lines = BufReader::new(child.stdout.take().expect("piped stdout")).lines();
    for line in lines.map_while(Result::ok) {
        let now = (Instant::now(), child_cpu(pid).unwrap_or(f64::NAN));
        let fields: Vec<&str> = line.split([':', ' ']).filter(|f| !f.is_empty()).collect();
        let n = fields.first().and_then(|k| k.parse::<usize>().ok());
        if let Some(n) = n {
            if ns.contains(&n) {
                let timing = Timing {
                    wall: now.0.duration_since(previous.0).as_secs_f64(),
                    cpu: now.1 - previous.1,
                };
                let theirs = (
                    fields.get(1).and_then(|f| f.parse::<u64>().ok()),
                    fields.get(2).and_then(|f| f.parse::<u64>().ok()),
                );
                let published = PUBLISHED
                    .iter()
                    .find(|p| p.0 == n)
                    .map(|&(_, all, fundamental)| (Some(all), Some(fundamental)));
                times.push((timing, published == Some(theirs)));
            }
            if n >= last {
                break;
            }
        }
        previous = now;
    }
    let _ = child.kill();
    let _ = child.wait();
    times
}

/// The n timed once each: 15..=17, or up to `BOARDFIG_QUEENS_UP_TO`
/// (15..=27).
fn large_ns() -> Vec<usize> {
    let up_to = std::env::var("BOARDFIG_QUEENS_UP_TO")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(17usize)
        .clamp(15, 27);
    (15..=up_to).collect()
}

/// Rounds of the comparison: `BOARDFIG_QUEENS_ROUNDS`, 2 by default.
fn rounds() -> usize {
    std::env::var("BOARDFIG_QUEENS_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2usize)
        .max(1)
}

/// The fastest of some timings, clock by clock.
fn fastest(timings: impl Iterator<Item = Timing>) -> Timing {
    timings.fold(
        Timing {
            wall: f64::INFINITY,
            cpu: f64::INFINITY,
        },
        |a, b| Timing {
            wall: a.wall.min(b.wall),
            cpu: a.cpu.min(b.cpu),
        },
    )
}

/// n = 15..=17 (or more) on 1 and on 2 threads, ours and the peer program
/// in turn (when `BOARDFIG_PEER_TAKAKEN` is set) for a few rounds, each
/// side's fastest kept (the machine's load changes meanwhile): the peer
/// runs with `OMP_NUM_THREADS` equal to our pool's threads. CPU time is the
/// process's (ours) or the child's (theirs), all threads.
fn large(_: &mut Criterion) {
    let ns = large_ns();
    let program = std::env::var("BOARDFIG_PEER_TAKAKEN").ok();
    if program.is_none() {
        println!("Takaken ver3.2: skipped (set BOARDFIG_PEER_TAKAKEN to its binary)");
    }
    println!(
        "{:>2} | {:>7} | {:>23} | {:>23} | {:>11}",
        "n", "threads", "boardfig wall / CPU s", "Takaken wall / CPU s", "ratio w / c"
    );
    for threads in [1, 2] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("a thread pool");
        let mut mine: Vec<Vec<Timing>> = vec![Vec::new(); ns.len()];
        let mut theirs: Vec<Vec<(Timing, bool)>> = vec![Vec::new(); ns.len()];
        for _ in 0..rounds() {
            for (k, &n) in ns.iter().enumerate() {
                mine[k].push(ours(&pool, n));
            }
            if let Some(program) = program.as_deref() {
                for (k, run) in takaken(program, threads, &ns).into_iter().enumerate() {
                    theirs[k].push(run);
                }
            }
        }
        for (k, &n) in ns.iter().enumerate() {
            let best = fastest(mine[k].iter().copied());
            if theirs[k].is_empty() {
                println!(
                    "{n:>2} | {threads:>7} | {:>10.2} / {:>10.2} |",
                    best.wall, best.cpu
                );
                continue;
            }
            let peer = fastest(theirs[k].iter().map(|run| run.0));
            let counts = if theirs[k].iter().all(|run| run.1) {
                ""
            } else {
                " (Takaken's counts wrong)"
            };
            println!(
                "{n:>2} | {threads:>7} | {:>10.2} / {:>10.2} | {:>10.2} / {:>10.2} | {:>4.2} / {:>4.2}{counts}",
                best.wall,
                best.cpu,
                peer.wall,
                peer.cpu,
                peer.wall / best.wall,
                peer.cpu / best.cpu
            );
        }
    }
}

criterion_group!(benches, counts, fundamental, first, large);
criterion_main!(benches);
