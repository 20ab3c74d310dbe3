//! Solver speed: the numbers in README's performance table.

mod common;

use common::spec;

use std::hint::black_box;

use boardfig::testing::knight::first_tour;
use boardfig::testing::knight::warnsdorff_tour;
use boardfig::testing::queens::construct;
use boardfig::testing::queens::count;
use boardfig::{Board, Square};
use criterion::{Criterion, criterion_group, criterion_main};

fn knight(c: &mut Criterion) {
    let board = Board::new(8, 8).unwrap();
    c.bench_function("textbook backtracking, all 64 starts of 8x8", |b| {
        b.iter(|| {
            for i in 0..64 {
                black_box(first_tour(&spec(board, board.square(i)), u64::MAX, None));
            }
        });
    });
    let big = Board::new(1000, 1000).unwrap();
    let mut group = c.benchmark_group("warnsdorff");
    group.sample_size(10);
    group.bench_function("1000x1000 from a1", |b| {
        b.iter(|| {
            black_box(warnsdorff_tour(
                &spec(big, Square { file: 0, rank: 0 }),
                u64::MAX,
            ))
        });
    });
    group.finish();
}

fn queens(c: &mut Criterion) {
    let mut group = c.benchmark_group("queens count");
    group.sample_size(10);
    for n in [12, 13, 14] {
        group.bench_function(format!("n = {n}"), |b| {
            b.iter(|| black_box(count(n, u64::MAX, &|_, _| {})));
        });
    }
    group.finish();
    c.bench_function("queens construct n = 10^6", |b| {
        b.iter(|| black_box(construct(1_000_000)));
    });
}

criterion_group!(benches, knight, queens);
criterion_main!(benches);
