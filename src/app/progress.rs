//! Progress on stderr for long runs: a bar or a spinner drawn once the
//! work has taken [`SHOW_AFTER`], only when stderr is a terminal, so that
//! every run longer than that shows it is working.

use std::io::{self, IsTerminal};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How long a run goes before its progress is shown.
pub(super) const SHOW_AFTER: Duration = Duration::from_secs(1);

/// How often the progress is drawn again.
pub(super) const TICK: Duration = Duration::from_millis(100);

/// What a long computation reports.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Progress {
    /// `(done, total)` tasks, with the time left.
    Tasks,
    /// Nodes searched so far.
    Nodes,
    /// Solutions found so far.
    Found,
    /// Only that it works, and for how long: a search, drawing, writing.
    Working,
}

/// A progress bar on stderr, hidden until the run has taken
/// [`SHOW_AFTER`] and only drawn on a terminal.
pub(super) struct Bar {
    progress: ProgressBar,
    kind: Progress,
    started: Instant,
    shown: bool,
}

impl Bar {
    /// A bar for a run that started at `started`.
    pub(super) fn new(started: Instant, kind: Progress) -> Bar {
        let progress = ProgressBar::hidden();
        let template = match kind {
            Progress::Tasks => "counting {bar:40} {percent}% {elapsed}, about {eta} left",
            Progress::Nodes => "{spinner} counting: {pos} nodes {elapsed}",
            Progress::Found => "{spinner} searching: {pos} solutions printed {elapsed}",
            Progress::Working => "{spinner} working {elapsed}",
        };
        if let Ok(style) = ProgressStyle::with_template(template) {
            progress.set_style(style);
        }
        Bar {
            progress,
            kind,
            started,
            shown: false,
        }
    }

    /// Shows `done` (of `total` tasks), and the bar itself once the run
    /// has taken [`SHOW_AFTER`] on a terminal.
    pub(super) fn update(&mut self, done: u64, total: u64) {
        if !self.shown && self.started.elapsed() >= SHOW_AFTER && io::stderr().is_terminal() {
            self.progress.set_draw_target(ProgressDrawTarget::stderr());
            self.shown = true;
        }
        if self.kind == Progress::Tasks {
            self.progress.set_length(total);
        }
        self.progress.set_position(done);
        self.progress.tick();
    }

    /// Clears the bar.
    pub(super) fn finish(&self) {
        self.progress.finish_and_clear();
    }
}

/// Runs `work` on another thread while this one, which may hold the lock
/// on stderr, draws its progress there (see [`Bar`]). `work` reports
/// `(done, total)`.
pub(super) fn with_progress<T: Send>(
    started: Instant,
    kind: Progress,
    work: impl FnOnce(&(dyn Fn(u64, u64) + Sync)) -> T + Send,
) -> T {
    let done = AtomicU64::new(0);
    let total = AtomicU64::new(0);
    let (sender, receiver) = mpsc::channel();
    std::thread::scope(|scope| {
        scope.spawn(|| {
            let result = work(&|d, t| {
                done.fetch_max(d, Ordering::Relaxed);
                total.store(t, Ordering::Relaxed);
            });
            let _ = sender.send(result);
        });
        let mut bar = Bar::new(started, kind);
        loop {
            match receiver.recv_timeout(TICK) {
                Err(RecvTimeoutError::Timeout) => {}
                Ok(result) => {
                    bar.finish();
                    return result;
                }
                Err(RecvTimeoutError::Disconnected) => {
                    bar.finish();
                    panic!("the worker thread ended without a result");
                }
            }
            bar.update(done.load(Ordering::Relaxed), total.load(Ordering::Relaxed));
        }
    })
}
