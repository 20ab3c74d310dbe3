//! The lesson's plain program drawn: `knight --animate search` on 6x6, 7x7
//! and 8x8 from a1 (248,169, 7,151,179 and 8,250,733 calls of `solve`) as
//! a GIF and as a page, beside the same program in C
//! (`benches/c/knight_plain.c`, `gcc -O2`) making the same calls without
//! drawing.
//!
//! Each drawing runs in a child process (this bench again, told what to
//! draw), so that its CPU time and peak memory are its own
//! (`getrusage(RUSAGE_CHILDREN)` after each; the child reports its own peak); the C program reports its
//! search's CPU time. Each side runs `RUNS` times, interleaved, on one
//! thread; the table gives the fastest run, the peak memory, and the cost
//! of drawing per call: (ours - C) / calls, CPU time.

#[path = "common/baseline.rs"]
mod baseline;
use baseline::compile_baseline;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use boardfig::testing::{Ends, Output, Target, plan_knight, run_knight};
use boardfig::{Animate, Board, Format, KnightJob};

/// Runs of each side per case.
const RUNS: usize = 3;
/// The environment variable that makes this bench a child drawing one
/// board: `6x6 gif`.
const CHILD: &str = "BOARDFIG_LESSON_CHILD";

fn main() {
    if let Ok(what) = std::env::var(CHILD) {
        draw(&what);
        return;
    }
    let dir = tempfile::tempdir().expect("temporary folder");
    let baseline = compile_baseline(dir.path(), "knight_plain");
    println!(
        "{:>5} | {:>9} | {:>6} | {:>21} | {:>8} | {:>12} | {:>13}",
        "board", "calls", "figure", "boardfig wall / cpu", "peak", "C -O2 cpu", "drawing/call"
    );
    for side in [6, 7, 8] {
        for format in ["gif", "html"] {
            compare(side, format, baseline.as_deref());
        }
    }
}

/// Draws the search of `side`x`side` from a1 in the format asked (the
/// child's work), to a temporary file.
fn draw(what: &str) {
    let (board, format) = what.split_once(' ').expect("board and format");
    let format = match format {
        "gif" => Format::Gif,
        _ => Format::Html,
    };
    let job = KnightJob {
        board: Some(board.parse::<Board>().expect("a board")),
        animate: Some(Animate::Search),
        ..KnightJob::default()
    };
    let dir = tempfile::tempdir().expect("temporary folder");
    let output = Output::answer(format, Target::Path(dir.path().join("search")));
    let plan = plan_knight(&job, vec![output], Ends::Options).expect("a plan");
    let product = run_knight(&plan, &mut |_| {}).expect("drawn");
    std::hint::black_box(&product.files[0].bytes);
    let (_, peak) = usage(libc::RUSAGE_SELF);
    println!("{} {peak}", product.answer.stats.nodes);
}

/// The CPU time and peak memory of this process (`RUSAGE_SELF`) or of the
/// children waited for so far (`RUSAGE_CHILDREN`).
#[allow(unsafe_code)]
fn usage(who: libc::c_int) -> (Duration, u64) {
    // SAFETY: an all-zero rusage is valid for getrusage to fill in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `usage` is a valid rusage for the call to write.
    let status = unsafe { libc::getrusage(who, &raw mut usage) };
    assert_eq!(status, 0, "the usage");
    let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    (
        time(usage.ru_utime) + time(usage.ru_stime),
        usage.ru_maxrss as u64 * 1024,
    )
}

/// One drawing in a child: its calls, wall time, CPU time and peak memory
/// (its own, as it reports it).
fn ours(side: u32, format: &str) -> (u64, Duration, Duration, u64) {
    let (cpu_before, _) = usage(libc::RUSAGE_CHILDREN);
    let start = Instant::now();
    let out = Command::new(std::env::current_exe().expect("this bench"))
        .env(CHILD, format!("{side}x{side} {format}"))
        .output()
        .expect("the child runs");
    let wall = start.elapsed();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let (cpu_after, _) = usage(libc::RUSAGE_CHILDREN);
    let text = String::from_utf8_lossy(&out.stdout);
    let (calls, peak) = text.trim().split_once(' ').expect("calls and peak");
    let calls = calls.parse().expect("the child's calls");
    let peak = peak.parse().expect("the child's peak");
    (calls, wall, cpu_after.saturating_sub(cpu_before), peak)
}

/// The C program's calls and CPU time on `side`x`side` from a1.
fn theirs(binary: &Path, side: u32) -> (u64, Duration) {
    let out = Command::new(binary)
        .args([side.to_string(), side.to_string(), "0".into(), "0".into()])
        .output()
        .expect("the C program runs");
    let text = String::from_utf8_lossy(&out.stdout);
    let fields: Vec<&str> = text.split_whitespace().collect();
    let seconds: f64 = fields[2].parse().expect("seconds");
    (
        fields[0].parse().expect("calls"),
        Duration::from_secs_f64(seconds),
    )
}

/// Times both sides on one board and prints a row.
fn compare(side: u32, format: &str, baseline: Option<&Path>) {
    let mut best: Option<(u64, Duration, Duration, u64)> = None;
    let mut c_best: Option<(u64, Duration)> = None;
    for _ in 0..RUNS {
        let run = ours(side, format);
        if best.is_none_or(|b| run.2 < b.2) {
            best = Some(run);
        }
        if let Some(binary) = baseline {
            let run = theirs(binary, side);
            if c_best.is_none_or(|b| run.1 < b.1) {
                c_best = Some(run);
            }
        }
    }
    let (calls, wall, cpu, peak) = best.expect("runs");
    let (c, per_call) = match c_best {
        Some((c_calls, c_cpu)) => {
            assert_eq!(c_calls, calls, "the same calls on {side}x{side}");
            let drawing = cpu.saturating_sub(c_cpu).as_nanos() as f64 / calls as f64;
            (format!("{:.1} ms", ms(c_cpu)), format!("{drawing:.0} ns"))
        }
        None => ("-".to_string(), "-".to_string()),
    };
    println!(
        "{:>5} | {:>9} | {:>6} | {:>9.0} / {:>7.0} ms | {:>5} MB | {:>12} | {:>13}",
        format!("{side}x{side}"),
        calls,
        format,
        ms(wall),
        ms(cpu),
        peak >> 20,
        c,
        per_call
    );
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}
