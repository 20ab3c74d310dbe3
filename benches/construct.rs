//! Tours by construction: the numbers in the performance table (docs/guide/performance.md), with
//! a peer's divide-and-conquer program timed in the same run when the
//! environment variable `BOARDFIG_PEER_TOURNEY` gives a shell command that
//! builds a closed n x n tour, `{n}` standing for the side. The peer is not
//! part of this repository.

use std::hint::black_box;
use std::process::{Command, Stdio};

use boardfig::MoveOrder;
use boardfig::TourSpec;
use boardfig::testing::knight::construct;
use boardfig::{Board, Square};
use criterion::{Criterion, criterion_group, criterion_main};

fn spec(files: u32, ranks: u32, start: Square, end: Option<Square>, closed: bool) -> TourSpec {
    TourSpec {
        board: Board::new(files, ranks).unwrap(),
        start,
        end,
        closed,
        order: MoveOrder::textbook(),
    }
}

const A1: Square = Square { file: 0, rank: 0 };

/// Runs the peer's shell command for side `n`, its output discarded.
fn run_peer(template: &str, n: u32) {
    let status = Command::new("sh")
        .arg("-c")
        .arg(template.replace("{n}", &n.to_string()))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("a shell runs the peer's command");
    assert!(status.success(), "the peer failed on n = {n}");
}

fn closed_tours(c: &mut Criterion) {
    let peer = std::env::var("BOARDFIG_PEER_TOURNEY").ok();
    if peer.is_none() {
        eprintln!("BOARDFIG_PEER_TOURNEY is not set: the peer is not timed");
    }
    let mut group = c.benchmark_group("closed tour n x n");
    group.sample_size(10);
    for n in [1000, 5000, 10_000] {
        group.bench_function(format!("boardfig n = {n}"), |b| {
            b.iter(|| black_box(construct(&spec(n, n, A1, None, true)).unwrap()));
        });
        if let Some(template) = &peer {
            group.bench_function(format!("peer n = {n}"), |b| {
                b.iter(|| run_peer(template, n));
            });
        }
    }
    group.finish();
}

fn open_tours(c: &mut Criterion) {
    let mut group = c.benchmark_group("open tour");
    group.sample_size(10);
    let centre = Square {
        file: 500,
        rank: 500,
    };
    group.bench_function("999x999 from the centre", |b| {
        b.iter(|| black_box(construct(&spec(999, 999, centre, None, false)).unwrap()));
    });
    let corner = Square {
        file: 999,
        rank: 998,
    };
    group.bench_function("1000x999 from a1 to the far corner", |b| {
        b.iter(|| black_box(construct(&spec(1000, 999, A1, Some(corner), false)).unwrap()));
    });
    group.finish();
}

criterion_group!(benches, closed_tours, open_tours);
criterion_main!(benches);
