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

/// Registers a Ctrl-C handler (SIGINT on Unix) that asks the searches to
/// stop instead of the process ending. Fails when a handler is registered
/// already, by this function or otherwise.
#[cfg(feature = "cli")]
pub(crate) fn install() -> Result<(), ctrlc::Error> {
    ctrlc::set_handler(request)
}

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
