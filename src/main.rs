//! The `boardfig` binary: parse, run, word the outcome for the command
//! line and map it to an exit code.

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::Write;
use std::os::fd::AsFd;
use std::process::ExitCode;

use boardfig::{Cli, Error, Exit, Line, Naming};
use clap::error::ErrorKind;

/// The system's allocator, except that an allocation it refuses ends the
/// run with one line and exit 2 instead of an abort (exit 134 and a
/// backtrace). Every figure and format is limited at plan time to stay
/// within 2 GB, so this is only reached when the machine has less (or a
/// `ulimit` allows less).
struct Allocator;

#[global_allocator]
static ALLOCATOR: Allocator = Allocator;

// SAFETY: every call goes to the system allocator with the same arguments
// and its result is returned unchanged; only a null result (a refusal) is
// acted on, by ending the process.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Allocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's guarantees for `layout` are passed on.
        refused_ends(unsafe { System.alloc(layout) }, layout.size())
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as for `alloc`.
        refused_ends(unsafe { System.alloc_zeroed(layout) }, layout.size())
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from this allocator, that is from `System`.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` came from `System`; the caller's guarantees for
        // `layout` and `new_size` are passed on.
        refused_ends(unsafe { System.realloc(ptr, layout, new_size) }, new_size)
    }
}

/// `ptr`, unless it is null: then the run ends (exit 2) with a line saying
/// how much memory was asked for. The line is written without allocating
/// and straight to file descriptor 2, not through `std::io::Stderr`, whose
/// lock the main thread holds while another thread works (a progress bar
/// is drawn there), so taking it here would wait forever.
fn refused_ends(ptr: *mut u8, size: usize) -> *mut u8 {
    if ptr.is_null() {
        let mut line = [0u8; 256];
        let mut cursor = std::io::Cursor::new(&mut line[..]);
        let _ = writeln!(
            cursor,
            "boardfig: out of memory: {size} bytes were asked for at once; figures and answers \
             are limited to about 2 GB (docs/guide/limits.md), so the machine or a ulimit allows less"
        );
        let written = usize::try_from(cursor.position()).unwrap_or(0);
        if let Ok(fd) = std::io::stderr().as_fd().try_clone_to_owned() {
            let _ = std::fs::File::from(fd).write_all(&line[..written]);
        }
        std::process::exit(i32::from(Exit::Usage.code()));
    }
    ptr
}

/// The refusal to run with the standard output closed (`>&-`), where
/// every write would be lost without a word.
fn stdout_closed() -> ExitCode {
    eprintln!(
        "boardfig: standard output is closed; boardfig writes its answers and reports there: \
         redirect it (to /dev/null to drop them)"
    );
    ExitCode::from(Exit::Usage.code())
}

fn main() -> ExitCode {
    let cli = match Cli::parse_from_args(std::env::args_os().collect()) {
        Ok(cli) => cli,
        Err(error) if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = error.print();
            return ExitCode::from(Exit::Usage.code());
        }
        Err(error) if !error.use_stderr() => {
            // Help and the version go to the standard output: a full or
            // closed one loses them, which is an error, not a success.
            if boardfig::stdout_closed() {
                return stdout_closed();
            }
            return match error.print().and_then(|()| std::io::stdout().flush()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(lost) => {
                    eprintln!(
                        "boardfig: {}",
                        Error::standard_output(lost).message(Naming::Flag)
                    );
                    ExitCode::from(Exit::Usage.code())
                }
            };
        }
        Err(error) => {
            eprintln!("boardfig: {}", boardfig::refusal_line(&error));
            return ExitCode::from(Exit::Usage.code());
        }
    };
    if boardfig::stdout_closed() {
        return stdout_closed();
    }
    let colour = boardfig::colour_stderr(cli.color);
    let mut out = std::io::stdout().lock();
    let mut err = std::io::stderr().lock();
    match boardfig::run(cli, &mut out, &mut err) {
        Ok(exit) => ExitCode::from(exit.code()),
        Err(Error::Diagnostic(diagnostic)) => {
            eprintln!("{}", boardfig::diagnostic_text(diagnostic.as_ref(), colour));
            ExitCode::from(Exit::Usage.code())
        }
        Err(error) => {
            eprintln!(
                "{}{}",
                boardfig::line_start(Line::Error, colour),
                error.message(Naming::Flag)
            );
            ExitCode::from(error.exit().code())
        }
    }
}
