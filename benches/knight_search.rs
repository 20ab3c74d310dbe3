//! The exact knight search: counting on 6x6, and the first tour in the
//! textbook order from the starts of 10x10 and 12x12.

mod common;

use common::spec;

use std::hint::black_box;

use boardfig::testing::knight::{count_tours, first_tour};
use boardfig::{Board, Square};
use criterion::{Criterion, criterion_group, criterion_main};

fn square(name: &str) -> Square {
    name.parse().expect("a square name")
}

/// The first tour from each of `starts`.
fn tours_from(board: Board, starts: impl Iterator<Item = Square>) {
    for start in starts {
        black_box(first_tour(&spec(board, start), u64::MAX, None));
    }
}

fn knight_search(c: &mut Criterion) {
    let mut group = c.benchmark_group("knight search");
    group.sample_size(10);
    let six = Board::new(6, 6).unwrap();
    group.bench_function("count 6x6 from a1", |b| {
        b.iter(|| black_box(count_tours(&spec(six, square("a1")), u64::MAX, &|_| {})));
    });
    let ten = Board::new(10, 10).unwrap();
    group.bench_function("10x10, all 100 starts", |b| {
        b.iter(|| tours_from(ten, (0..ten.area()).map(|i| ten.square(i))));
    });
    // The slowest 10x10 starts now, and the two that were slowest before
    // the rules on squares with two ways in.
    for name in ["e1", "d5", "b8", "f2", "h4"] {
        group.bench_function(format!("10x10 from {name}"), |b| {
            b.iter(|| tours_from(ten, [square(name)].into_iter()));
        });
    }
    let twelve = Board::new(12, 12).unwrap();
    group.bench_function("12x12, all 144 starts", |b| {
        b.iter(|| tours_from(twelve, (0..twelve.area()).map(|i| twelve.square(i))));
    });
    group.finish();
}

criterion_group!(benches, knight_search);
criterion_main!(benches);
