//! The exact sweep of narrow boards: 4 x 1000, 4 x 10000 and 3 x 10000,
//! from a corner and from the middle of a long edge.

mod common;

use common::spec;

use std::hint::black_box;

use boardfig::testing::knight::strip_tour;
use boardfig::{Board, Square};
use criterion::{Criterion, criterion_group, criterion_main};

fn strip(c: &mut Criterion) {
    let mut group = c.benchmark_group("strip");
    group.sample_size(10);
    for (files, ranks) in [(4, 1000), (4, 10_000), (3, 10_000)] {
        let board = Board::new(files, ranks).unwrap();
        let corner = Square { file: 0, rank: 0 };
        let middle = Square {
            file: 0,
            rank: ranks / 2,
        };
        for (name, start) in [("a1", corner), ("middle", middle)] {
            group.bench_function(format!("{board} from {name} ({start})"), |b| {
                b.iter(|| black_box(strip_tour(&spec(board, start))));
            });
        }
    }
    group.finish();
}

criterion_group!(benches, strip);
criterion_main!(benches);
