//! Ctrl-C as a request to stop: a handler sets a flag that the long
//! searches poll every few tens of thousands of nodes, stopping as if
//! their budget were spent. Imports nothing from the crate.

use std::sync::atomic::{AtomicBool, Ordering};

/// Nodes a search visits between looks at its budget and at [`requested`]:
/// a power of two, so a look costs nothing measurable, and a Ctrl-C stops
/// a search within a millisecond or so.
pub const POLL_NODES: u64 = 1 << 16;

/// Set when a stop has been asked for.
static REQUESTED: AtomicBool = AtomicBool::new(false);

/// How long a run has, after Ctrl-C, to stop by itself (between frames,
/// files or search nodes) before the process ends anyway: a write blocked
/// on a pipe nobody reads, say, never looks at [`requested`].
#[cfg(feature = "cli")]
pub(crate) const GRACE: std::time::Duration = std::time::Duration::from_millis(800);

/// Registers a Ctrl-C handler (SIGINT on Unix) that asks the run to stop
/// instead of the process ending, and ends the process (`interrupted`, exit
/// 130) if the run has not stopped [`GRACE`] later. Every file is written
/// whole or not at all even then: a file being written is a temporary one
/// that the next run removes. Fails when a handler is registered already,
/// by this function or otherwise.
#[cfg(feature = "cli")]
pub(crate) fn install() -> Result<(), ctrlc::Error> {
    ctrlc::set_handler(|| {
        let first = !REQUESTED.swap(true, Ordering::Relaxed);
        if first {
            std::thread::spawn(|| {
                std::thread::sleep(GRACE);
                say_interrupted();
                std::process::exit(130);
            });
        }
    })
}

/// Prints `boardfig: interrupted` on standard error through a handle of
/// its own: the run may hold the standard error's lock.
#[cfg(all(feature = "cli", unix))]
fn say_interrupted() {
    use std::io::Write;
    use std::os::fd::AsFd;
    if let Ok(fd) = std::io::stderr().as_fd().try_clone_to_owned() {
        let _ = std::fs::File::from(fd).write_all(b"boardfig: interrupted\n");
    }
}

/// Prints nothing where standard error has no handle of its own to take.
#[cfg(all(feature = "cli", not(unix)))]
fn say_interrupted() {}

/// Whether a stop has been asked for since the last [`reset`]: one relaxed
/// load, cheap enough to poll from the searches.
#[inline]
pub fn requested() -> bool {
    REQUESTED.load(Ordering::Relaxed)
}

/// Asks the searches to stop, as Ctrl-C does.
pub fn request() {
    REQUESTED.store(true, Ordering::Relaxed);
}

/// Withdraws a request to stop, so later searches run again (for tests, or
/// a caller that handled one interrupt and goes on).
pub fn reset() {
    REQUESTED.store(false, Ordering::Relaxed);
}
