//! A small builder for running the `boardfig` binary and checking what it
//! did, so each test reads as one sentence:
//!
//! ```ignore
//! run(["knight", "--board", "5x5"]).in_dir(&dir).succeeds().stdout_is("...");
//! run(["knight", "--cell", "999", "--svg", "a.svg"])
//!     .in_dir(&dir)
//!     .fails_with(2, "--cell")
//!     .leaves_no_files();
//! ```
//!
//! [`run`] makes a [`Run`] (arguments, working folder, stdin, time limit);
//! `succeeds`, `exits` or `fails_with` starts the binary, waits for it and
//! checks the exit code, and returns a [`Ran`] holding the output, with
//! accessors and further checks (`stdout_is`, `stdout_contains`,
//! `stderr_contains`, `file`, `leaves_no_files`). Every check panics with
//! the command line, the exit code and both streams.
#![allow(dead_code)]

use std::collections::BTreeSet;
use std::ffi::OsString;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How long a run may take unless [`Run::timeout`] says otherwise.
const DEFAULT_TIMEOUT: Duration = Duration::from_secs(300);

/// The binary under test, as a plain `std::process::Command` (for tests
/// that need the child itself: killing it, closing its stdout early).
pub(crate) fn boardfig() -> Command {
    Command::new(env!("CARGO_BIN_EXE_boardfig"))
}

/// A command line to run; nothing runs until `succeeds`, `exits` or
/// `fails_with`.
#[must_use = "a Run does nothing until succeeds(), exits() or fails_with()"]
pub(crate) struct Run {
    args: Vec<OsString>,
    dir: Option<PathBuf>,
    stdin: Option<Vec<u8>>,
    timeout: Duration,
}

/// `boardfig` with these arguments.
pub(crate) fn run<I, S>(args: I) -> Run
where
    I: IntoIterator<Item = S>,
    S: Into<OsString>,
{
    Run {
        args: args.into_iter().map(Into::into).collect(),
        dir: None,
        stdin: None,
        timeout: DEFAULT_TIMEOUT,
    }
}

impl Run {
    /// Runs in this folder (a `TempDir` or any path); `leaves_no_files`
    /// compares it with its state just before the run.
    pub(crate) fn in_dir(mut self, dir: impl AsRef<Path>) -> Run {
        self.dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Feeds this text on stdin (otherwise stdin is empty).
    pub(crate) fn stdin(mut self, text: impl Into<Vec<u8>>) -> Run {
        self.stdin = Some(text.into());
        self
    }

    /// Kills the run after this long (default 300 s); `succeeds`, `exits`
    /// and `fails_with` then fail the test.
    pub(crate) fn timeout(mut self, limit: Duration) -> Run {
        self.timeout = limit;
        self
    }

    /// Runs and returns what happened, whatever the exit code; a run that
    /// times out is killed and reported by [`Ran::timed_out`].
    pub(crate) fn output(self) -> Ran {
        let before = self.dir.as_deref().map(list_files).unwrap_or_default();
        let mut command = boardfig();
        command
            .args(&self.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(dir) = &self.dir {
            command.current_dir(dir);
        }
        let started = Instant::now();
        let mut child = command.spawn().expect("the boardfig binary starts");
        let input = self.stdin.unwrap_or_default();
        let mut stdin = child.stdin.take().unwrap();
        let writer = std::thread::spawn(move || {
            // The program may exit without reading; a broken pipe is fine.
            let _ = stdin.write_all(&input);
        });
        let stdout = reader(child.stdout.take().unwrap());
        let stderr = reader(child.stderr.take().unwrap());
        let mut timed_out = false;
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if started.elapsed() > self.timeout {
                timed_out = true;
                let _ = child.kill();
                break child.wait().unwrap();
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let _ = writer.join();
        Ran {
            args: self.args,
            dir: self.dir,
            before,
            code: status.code(),
            stdout: stdout.join().unwrap(),
            stderr: stderr.join().unwrap(),
            elapsed: started.elapsed(),
            timeout: timed_out.then_some(self.timeout),
        }
    }

    /// Runs and checks the exit code is 0.
    pub(crate) fn succeeds(self) -> Ran {
        self.exits(0)
    }

    /// Runs and checks the exit code.
    pub(crate) fn exits(self, code: i32) -> Ran {
        let ran = self.output();
        if let Some(limit) = ran.timeout {
            panic!(
                "boardfig {} did not finish within {limit:?}",
                show_args(&ran.args)
            );
        }
        ran.check(ran.code == Some(code), &format!("exit code {code}"));
        ran
    }

    /// Runs and checks a clean refusal: this exit code, and stderr is one
    /// line (with its newline) that contains `needle`, with no panic.
    pub(crate) fn fails_with(self, code: i32, needle: &str) -> Ran {
        let ran = self.exits(code);
        ran.check(!ran.panicked(), "no panic");
        let err = ran.stderr();
        ran.check(
            err.ends_with('\n') && err.matches('\n').count() == 1,
            "stderr of exactly one line",
        );
        ran.check(err.contains(needle), &format!("stderr naming {needle:?}"));
        ran
    }
}

/// Reads a stream to its end on another thread.
fn reader(mut stream: impl Read + Send + 'static) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = stream.read_to_end(&mut bytes);
        bytes
    })
}

fn show_args(args: &[OsString]) -> String {
    args.iter()
        .map(|a| format!("{:?}", a.to_string_lossy()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every file and folder under `dir` (hidden ones too), as paths relative
/// to it.
pub(crate) fn list_files(dir: &Path) -> BTreeSet<PathBuf> {
    fn walk(root: &Path, dir: &Path, found: &mut BTreeSet<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            found.insert(path.strip_prefix(root).unwrap().to_path_buf());
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                walk(root, &path, found);
            }
        }
    }
    let mut found = BTreeSet::new();
    walk(dir, dir, &mut found);
    found
}

/// A finished run.
pub(crate) struct Ran {
    args: Vec<OsString>,
    dir: Option<PathBuf>,
    before: BTreeSet<PathBuf>,
    code: Option<i32>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    elapsed: Duration,
    timeout: Option<Duration>,
}

impl Ran {
    /// Panics with the whole story unless `ok`.
    fn check(&self, ok: bool, expected: &str) {
        assert!(
            ok,
            "boardfig {}: expected {expected}\nexit code: {:?}\n--- stdout ---\n{}\n--- stderr ---\n{}",
            show_args(&self.args),
            self.code,
            String::from_utf8_lossy(&self.stdout),
            String::from_utf8_lossy(&self.stderr),
        );
    }

    /// The exit code (None when killed by a signal).
    pub(crate) fn code(&self) -> Option<i32> {
        self.code
    }

    /// Whether the run was killed for taking longer than its timeout.
    pub(crate) fn timed_out(&self) -> bool {
        self.timeout.is_some()
    }

    /// How long the run took.
    pub(crate) fn elapsed(&self) -> Duration {
        self.elapsed
    }

    /// Stdout as text.
    pub(crate) fn stdout(&self) -> &str {
        std::str::from_utf8(&self.stdout).expect("stdout is UTF-8")
    }

    /// Stdout as bytes.
    pub(crate) fn stdout_bytes(&self) -> &[u8] {
        &self.stdout
    }

    /// Stderr as text (lossy).
    pub(crate) fn stderr(&self) -> String {
        String::from_utf8_lossy(&self.stderr).into_owned()
    }

    /// Whether stderr shows a Rust panic.
    pub(crate) fn panicked(&self) -> bool {
        let err = self.stderr();
        err.contains("panicked") || err.contains("RUST_BACKTRACE")
    }

    /// Checks stdout is exactly `text`.
    pub(crate) fn stdout_is(self, text: &str) -> Ran {
        self.check(self.stdout == text.as_bytes(), &format!("stdout {text:?}"));
        self
    }

    /// Checks stdout contains `needle`.
    pub(crate) fn stdout_contains(self, needle: &str) -> Ran {
        let ok = String::from_utf8_lossy(&self.stdout).contains(needle);
        self.check(ok, &format!("stdout containing {needle:?}"));
        self
    }

    /// Checks stderr contains `needle`.
    pub(crate) fn stderr_contains(self, needle: &str) -> Ran {
        let ok = self.stderr().contains(needle);
        self.check(ok, &format!("stderr containing {needle:?}"));
        self
    }

    /// The working folder given to `in_dir`.
    pub(crate) fn dir(&self) -> &Path {
        self.dir.as_deref().expect("the run was given in_dir")
    }

    /// The bytes of a file, relative to the working folder.
    pub(crate) fn file(&self, path: impl AsRef<Path>) -> Vec<u8> {
        let full = self.dir().join(path.as_ref());
        std::fs::read(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
    }

    /// The text of a file, relative to the working folder.
    pub(crate) fn file_text(&self, path: impl AsRef<Path>) -> String {
        String::from_utf8(self.file(path)).expect("the file is UTF-8")
    }

    /// Files and folders that appeared in the working folder during the
    /// run (hidden ones too, at any depth).
    pub(crate) fn new_files(&self) -> Vec<PathBuf> {
        list_files(self.dir())
            .into_iter()
            .filter(|p| !self.before.contains(p))
            .collect()
    }

    /// Checks the run created nothing in its working folder, not even a
    /// hidden `.boardfig-*` temporary.
    pub(crate) fn leaves_no_files(self) -> Ran {
        let new = self.new_files();
        self.check(new.is_empty(), &format!("no new files, found {new:?}"));
        self
    }
}

/// The number of frames of a GIF.
pub(crate) fn gif_frames(bytes: &[u8]) -> usize {
    let mut decoder = gif::DecodeOptions::new().read_info(bytes).unwrap();
    let mut count = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        count += 1;
    }
    count
}

/// Every file directly in a folder (hidden ones too) with its bytes; the
/// cache without the files' identities (device and inode), which differ
/// from folder to folder and from one writing to the next.
pub(crate) fn snapshot(dir: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let mut bytes = std::fs::read(e.path()).unwrap();
            if name == ".boardfig-cache" {
                bytes = without_identities(&String::from_utf8(bytes).unwrap()).into_bytes();
            }
            (name, bytes)
        })
        .collect()
}

/// A cache's text with the identity dropped from each line of a file
/// written (`= name hash identity`).
fn without_identities(cache: &str) -> String {
    cache
        .lines()
        .map(|line| {
            let words: Vec<&str> = line.split(' ').collect();
            if matches!(words.first(), Some(&"=" | &"~")) && words.len() == 4 {
                words[..3].join(" ")
            } else {
                line.to_string()
            }
        })
        .map(|line| line + "\n")
        .collect()
}

/// A fresh temporary folder holding `boardfig.toml` with this text.
pub(crate) fn project(config: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("boardfig.toml"), config).unwrap();
    dir
}

/// Sends SIGINT (Ctrl-C) to a child.
pub(crate) fn interrupt(child: &std::process::Child) {
    let pid = libc::pid_t::try_from(child.id()).unwrap();
    // SAFETY: kill only sends a signal, here SIGINT to our own child.
    #[allow(unsafe_code)]
    let sent = unsafe { libc::kill(pid, libc::SIGINT) };
    assert_eq!(sent, 0);
}

/// A running child's high-water mark of resident memory, in kilobytes
/// (`VmHWM`, which starts anew at exec); `None` once it has ended.
pub(crate) fn high_water_kilobytes(child: &std::process::Child) -> Option<u64> {
    let text = std::fs::read_to_string(format!("/proc/{}/status", child.id())).ok()?;
    let line = text.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
