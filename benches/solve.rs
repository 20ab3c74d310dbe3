//! Solver speed: the numbers in the performance table (docs/guide/performance.md).

mod common;

use common::spec;

use std::hint::black_box;

use boardfig::testing::knight::first_tour;
use boardfig::testing::knight::warnsdorff_tour;
use boardfig::testing::queens::construct;
use boardfig::testing::queens::count;
use boardfig::testing::{Ends, exercise_job, plan_knight, run_knight};
use boardfig::{Board, KnightJob, Square};
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

/// The classic input on boards where the plain search runs for minutes:
/// each answered through the parsing, plan and pipeline of `--input`.
fn classic(c: &mut Criterion) {
    let inputs = [
        "21 21\n21 5\n6 18",
        "36 36\nb1\nb2",
        "4 21\na6\na3",
        "16 4\nd1\ne1",
        "3 27\nc25\nb24",
        "27 3\ny3\nx2",
        "31 3\nc3\nd2",
        "3 36\nc7\nb3",
    ];
    let mut group = c.benchmark_group("classic input");
    group.sample_size(10);
    for text in inputs {
        let name = text.replace('\n', " / ");
        group.bench_function(name, |b| {
            b.iter(|| {
                let job = exercise_job(text, &KnightJob::default()).unwrap();
                let plan = plan_knight(&job, Vec::new(), Ends::Exercise).unwrap();
                black_box(run_knight(&plan, &mut |_| {}).unwrap().answer)
            });
        });
    }
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

criterion_group!(benches, knight, classic, queens);
criterion_main!(benches);
