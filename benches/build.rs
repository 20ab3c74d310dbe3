//! The default gallery built from nothing, and again with nothing to do.

use std::hint::black_box;

use boardfig::{BuildOptions, build};
use criterion::{Criterion, criterion_group, criterion_main};

fn args(out: &std::path::Path, force: bool) -> BuildOptions {
    BuildOptions {
        out: Some(out.to_path_buf()),
        force,
        ..BuildOptions::default()
    }
}

fn gallery(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("output");
    let mut group = c.benchmark_group("gallery");
    group.sample_size(20);
    group.bench_function("from nothing", |b| {
        b.iter(|| black_box(build(&args(&out, true)).unwrap()));
    });
    group.bench_function("nothing to do", |b| {
        b.iter(|| black_box(build(&args(&out, false)).unwrap()));
    });
    group.finish();
}

criterion_group!(benches, gallery);
criterion_main!(benches);
