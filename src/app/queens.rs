//! Queens answers on standard output: every placement of `--all` printed
//! as the search finds it (memory stays small and the first lines come at
//! once, however many there are), and the other answers written from the
//! answer, a row at a time.

use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Instant;

use super::progress::{Bar, Progress, TICK};
use crate::cli::QueensFormat;
use crate::error::{Error, message};
use crate::options::Key;
use crate::plan::QueensPlan;
use crate::solution::{Outcome, Placement, Stats};
use crate::solve::{self, DEFAULT_BACKTRACK_BUDGET, QueensAnswer, QueensFound, QueensVisit};
use crate::text;

/// Bytes of placements gathered before they are handed to the printer.
const CHUNK: usize = 1 << 15;

/// The most bytes one placement printed as a matrix may take (512 MiB,
/// as a trace file): `--n 16384`, two bytes a square.
const MAX_MATRIX_BYTES: u128 = 512 << 20;

/// Refuses `--format matrix` for a board whose matrix alone would pass
/// [`MAX_MATRIX_BYTES`], before any search.
pub(super) fn check_matrix(n: usize) -> Result<(), Error> {
    let bytes = 2 * (n as u128) * (n as u128);
    if bytes <= MAX_MATRIX_BYTES {
        return Ok(());
    }
    let largest = ((MAX_MATRIX_BYTES / 2) as f64).sqrt() as u64;
    Err(Error::usage(format!(
        "--format `matrix` with --n {n}: one placement would print {bytes} bytes ({n} x {n} squares), \
         more than the 512 MiB a matrix may take (--n up to {largest}); use --format columns or squares"
    )))
}

/// Writes one placement in a text format; `first` says whether it is the
/// first one printed (matrices are separated by an empty line).
fn write_placement(
    out: &mut dyn Write,
    placement: &Placement,
    format: QueensFormat,
    first: bool,
) -> io::Result<()> {
    match format {
        QueensFormat::Columns | QueensFormat::Json => {
            out.write_all(placement.columns_line().as_bytes())?;
        }
        QueensFormat::Squares => {
            out.write_all(text::squares_line(&placement.squares()).as_bytes())?;
        }
        QueensFormat::Matrix => {
            if !first {
                out.write_all(b"\n")?;
            }
            return text::write_placement_matrix(out, placement);
        }
    }
    out.write_all(b"\n")
}

/// Writes a queens answer in a text format.
pub(super) fn write_answer(
    out: &mut dyn Write,
    answer: &QueensAnswer,
    format: QueensFormat,
) -> io::Result<()> {
    if format == QueensFormat::Json {
        return writeln!(out, "{}", text::queens_json(answer));
    }
    if let Outcome::Found(QueensFound::Count(count)) = &answer.outcome {
        return writeln!(out, "{count}");
    }
    let placements = answer.placements();
    if placements.is_empty() {
        return writeln!(out, "{}", text::NOT_FOUND);
    }
    for (k, placement) in placements.iter().enumerate() {
        write_placement(out, placement, format, k == 0)?;
    }
    Ok(())
}

/// What printing every placement as it is found came to.
pub(super) struct Streamed {
    /// How the search ended.
    pub visit: QueensVisit,
    /// Its effort.
    pub stats: Stats,
}

/// Searches every placement of an `--all` plan and prints each as it is
/// found (nothing with `quiet`, but the search still runs and is
/// counted); a closed standard output stops the search quietly. The
/// search runs on another thread; this one prints, and shows progress on
/// stderr when standard output is not a terminal (which shows the
/// placements themselves). A spent budget is an error saying how many
/// placements were printed.
pub(super) fn stream_all(
    plan: &QueensPlan,
    format: QueensFormat,
    quiet: bool,
    out: &mut dyn Write,
    started: Instant,
) -> Result<Streamed, Error> {
    let stop = AtomicBool::new(false);
    let (chunks, receiver) = mpsc::sync_channel::<(Vec<u8>, u64)>(64);
    let (done_sender, done) = mpsc::channel();
    let mut failure = None;
    let mut printed = 0;
    std::thread::scope(|scope| {
        scope.spawn(|| {
            let mut buffer = Vec::new();
            let mut in_buffer = 0;
            let mut found = 0u64;
            let mut sent = Instant::now();
            let result = solve::each_queens(&plan.query, &[], None, &mut |placement| {
                if stop.load(Ordering::Relaxed) {
                    return false;
                }
                if !quiet {
                    let _ = write_placement(&mut buffer, placement, format, found == 0);
                }
                found += 1;
                in_buffer += 1;
                if buffer.len() >= CHUNK || sent.elapsed() >= TICK {
                    sent = Instant::now();
                    let chunk = (std::mem::take(&mut buffer), in_buffer);
                    in_buffer = 0;
                    return chunks.send(chunk).is_ok();
                }
                true
            });
            let _ = chunks.send((buffer, in_buffer));
            drop(chunks);
            let _ = done_sender.send(result);
        });
        let mut bar = Bar::new(started, Progress::Found);
        let show = quiet || !io::stdout().is_terminal();
        loop {
            match receiver.recv_timeout(TICK) {
                Ok((bytes, count)) => {
                    if failure.is_none() && !stop.load(Ordering::Relaxed) {
                        match out.write_all(&bytes).and_then(|()| out.flush()) {
                            Ok(()) => printed += count,
                            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {
                                stop.store(true, Ordering::Relaxed);
                            }
                            Err(e) => {
                                failure = Some(Error::standard_output(e));
                                stop.store(true, Ordering::Relaxed);
                            }
                        }
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => break,
            }
            if show {
                bar.update(printed, 0);
            }
        }
        bar.finish();
    });
    if let Some(error) = failure {
        return Err(error);
    }
    let (visit, stats) = done.recv().expect("the search ends with a result");
    if crate::interrupt::requested() {
        return Err(Error::Interrupted);
    }
    if let QueensVisit::Budget(found) = visit {
        let limit = plan.query.budget.map_or_else(
            || {
                message![format!(
                    "the default budget of {DEFAULT_BACKTRACK_BUDGET} queens placed"
                )]
            },
            |b| message![Key::Budget, format!(" {b}")],
        );
        let shown = if quiet { "finding" } else { "printing" };
        return Err(Error::Budget(
            message!["search stopped at "].and(limit).and(message![
                format!(" after {shown} {found} solutions, before the last; raise "),
                Key::Budget,
                " for the rest, or use a smaller n"
            ]),
        ));
    }
    if matches!(visit, QueensVisit::Exhausted(0)) && !quiet {
        let _ = writeln!(out, "{}", text::NOT_FOUND);
    }
    Ok(Streamed { visit, stats })
}
