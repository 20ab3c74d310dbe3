//! Page sizes and speed (issue 10): the 8x8 tour as a page, an animated
//! SVG and a GIF; the 6x6 knight's search (`--animate search`) and the
//! 8 queens search as a page and a GIF. Sizes and their ratios to the GIF
//! are printed once before timing; each figure is timed from its plan
//! (the search, then the drawing), as `boardfig` makes it.

use std::hint::black_box;

use boardfig::testing::{Ends, Output, Target, plan_knight, plan_queens, run_knight, run_queens};
use boardfig::{Animate, Board, Format, KnightJob, QueensJob};
use criterion::{Criterion, criterion_group, criterion_main};

/// A figure to measure: its name, and how to make it in a format.
struct Case {
    /// What it shows.
    name: &'static str,
    /// Makes its bytes in a format.
    make: fn(Format) -> Vec<u8>,
    /// The formats it is measured in, the GIF last (the ratios' base).
    formats: &'static [Format],
}

/// The figure `job` asks for, in `format`.
fn knight(job: &KnightJob, format: Format) -> Vec<u8> {
    let output = Output::answer(format, Target::Path("figure".into()));
    let plan = plan_knight(job, vec![output], Ends::Options).unwrap();
    let product = run_knight(&plan, &mut |_| {}).unwrap();
    product.files.into_iter().next().unwrap().bytes
}

/// The default 8x8 tour from a1.
fn tour(format: Format) -> Vec<u8> {
    knight(&KnightJob::default(), format)
}

/// The pruned search for a 6x6 tour, played.
fn search(format: Format) -> Vec<u8> {
    let job = KnightJob {
        board: Some(Board::new(6, 6).unwrap()),
        animate: Some(Animate::Search),
        ..KnightJob::default()
    };
    knight(&job, format)
}

/// The backtracking search for 8 queens, played (too large for a tree).
fn queens(format: Format) -> Vec<u8> {
    queens_of(8, format)
}

/// The backtracking search for n queens, played.
fn queens_of(n: u64, format: Format) -> Vec<u8> {
    let job = QueensJob {
        n: Some(n),
        ..QueensJob::default()
    };
    let output = Output::answer(format, Target::Path("figure".into()));
    let plan = plan_queens(&job, vec![output]).unwrap();
    let product = run_queens(&plan, &|_, _| {}, &mut |_| {}).unwrap();
    product.files.into_iter().next().unwrap().bytes
}

/// The backtracking search for 6 queens, played beside its tree.
fn queens_tree(format: Format) -> Vec<u8> {
    queens_of(6, format)
}

/// The figures measured.
const CASES: [Case; 4] = [
    Case {
        name: "8x8 tour",
        make: tour,
        formats: &[Format::Html, Format::AnimatedSvg, Format::Gif],
    },
    Case {
        name: "6x6 search",
        make: search,
        formats: &[Format::Html, Format::Gif],
    },
    Case {
        name: "6 queens (page with its tree)",
        make: queens_tree,
        formats: &[Format::Html, Format::Gif],
    },
    Case {
        name: "8 queens",
        make: queens,
        formats: &[Format::Html, Format::Gif],
    },
];

fn pages(c: &mut Criterion) {
    for case in &CASES {
        let sizes: Vec<(Format, usize)> = case
            .formats
            .iter()
            .map(|&format| (format, (case.make)(format).len()))
            .collect();
        let gif = sizes.last().map_or(1, |&(_, size)| size) as f64;
        for (format, size) in sizes {
            eprintln!(
                "size: {} {}: {size} bytes ({:.0} % of the GIF)",
                case.name,
                format.name(),
                100.0 * size as f64 / gif
            );
        }
    }
    let mut group = c.benchmark_group("pages");
    group.sample_size(10);
    for case in &CASES {
        for &format in case.formats {
            group.bench_function(format!("{} {}", case.name, format.name()), |b| {
                b.iter(|| black_box((case.make)(format)));
            });
        }
    }
    group.finish();
}

criterion_group!(benches, pages);
criterion_main!(benches);
