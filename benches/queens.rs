//! N-queens speed: counting (all and fundamental), the lexicographically
//! first solution, the construction; n = 16..18 counted once each; and,
//! when `BOARDFIG_PEER_TAKAKEN` names a built copy of Takaken's ver3.2
//! N-queens program (the published C program, printing one line per n from
//! 2 up), its times for n = 16..18 measured in the same run, between two
//! runs of ours.

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

/// Seconds our count of n takes, once; the counts are checked against the
/// published ones.
fn ours(n: usize) -> f64 {
    let started = Instant::now();
    let counts = black_box(counted(n));
    let seconds = started.elapsed().as_secs_f64();
    if let Some(&(_, all, fundamental)) = PUBLISHED.iter().find(|p| p.0 == n) {
        assert_eq!(
            (counts.all, counts.fundamental),
            (all, fundamental),
            "n = {n}"
        );
    }
    seconds
}

/// Seconds the peer program takes for each n of `ns` (all below 28),
/// timed between its output lines (it counts n = 2, 3, ... in turn and
/// must write each line as it finishes it).
fn takaken(program: &str, ns: &[usize]) -> Vec<f64> {
    let mut child = match Command::new(program).stdout(Stdio::piped()).spawn() {
        Ok(child) => child,
        Err(e) => {
            println!("peer {program}: {e}");
            return Vec::new();
        }
    };
    let last = *ns.iter().max().unwrap_or(&0);
    let mut times = Vec::new();
    let mut previous = Instant::now();
    let lines = BufReader::new(child.stdout.take().expect("piped stdout")).lines();
    for line in lines.map_while(Result::ok) {
        let now = Instant::now();
        let n = line.split(':').next().and_then(|k| k.trim().parse().ok());
        if let Some(n) = n {
            if ns.contains(&n) {
                times.push(now.duration_since(previous).as_secs_f64());
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

/// n = 16..18 timed once each, before and after the peer program when
/// `BOARDFIG_PEER_TAKAKEN` is set (the machine's load changes meanwhile).
fn large(_: &mut Criterion) {
    let ns = [16, 17, 18];
    let threads = rayon::current_num_threads();
    let before: Vec<f64> = ns.iter().map(|&n| ours(n)).collect();
    let Ok(program) = std::env::var("BOARDFIG_PEER_TAKAKEN") else {
        for (n, time) in ns.iter().zip(before) {
            println!("queens count n = {n}: {time:.2} s ({threads} threads)");
        }
        println!("Takaken ver3.2: skipped (set BOARDFIG_PEER_TAKAKEN to its binary)");
        return;
    };
    let theirs = takaken(&program, &ns);
    let after: Vec<f64> = ns.iter().map(|&n| ours(n)).collect();
    for (k, &n) in ns.iter().enumerate() {
        let Some(&peer) = theirs.get(k) else {
            println!("Takaken ver3.2 n = {n}: no time read");
            continue;
        };
        println!(
            "queens count n = {n}: boardfig {:.2} s then {:.2} s ({threads} threads), \
             Takaken ver3.2 {peer:.2} s, ratio {:.2}",
            before[k],
            after[k],
            peer / before[k].min(after[k])
        );
    }
}

criterion_group!(benches, counts, fundamental, first, large);
criterion_main!(benches);
