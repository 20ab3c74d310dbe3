//! The read side: the text inputs (the classic exercise's input, build
//! files) read with a size cap, on a thread of their own, so that
//! `/dev/zero` is refused after a mebibyte and Ctrl-C stops a read that
//! waits for a terminal, a pipe or a slow file.

use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use crate::error::{Error, Message};

/// The most bytes a text input may hold (1 MiB): a build file of thousands
/// of jobs is far smaller.
pub(crate) const MAX_INPUT_BYTES: u64 = 1 << 20;

/// How often the wait for a read looks at Ctrl-C.
const POLL: Duration = Duration::from_millis(20);

/// Bytes read at a time.
const BLOCK: usize = 1 << 16;

/// Reads up to `limit` bytes, and one more if there are more; stops early
/// after Ctrl-C.
fn read_capped(mut source: impl Read, limit: u64) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    let mut block = vec![0; BLOCK];
    while bytes.len() as u64 <= limit {
        if crate::interrupt::requested() {
            break;
        }
        let room = (limit + 1 - bytes.len() as u64).min(BLOCK as u64) as usize;
        match source.read(&mut block[..room]) {
            Ok(0) => break,
            Ok(read) => bytes.extend_from_slice(&block[..read]),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(bytes)
}

/// The text at `path` (`-`: standard input), at most [`MAX_INPUT_BYTES`]
/// bytes of UTF-8. `what` names the input in the message about its size,
/// e.g. "{input}" or "a build file". Ctrl-C ends the wait with
/// [`Error::Interrupted`].
pub(crate) fn read_text(path: &Path, what: impl Into<Message>) -> Result<String, Error> {
    let (sender, receiver) = mpsc::channel();
    let owned: PathBuf = path.to_path_buf();
    // The reader may wait without end (a terminal, a pipe nobody writes);
    // it is left behind when Ctrl-C ends the wait, and ends with the
    // process.
    std::thread::spawn(move || {
        let result = if owned == Path::new("-") {
            read_capped(io::stdin().lock(), MAX_INPUT_BYTES)
        } else {
            std::fs::File::open(&owned).and_then(|file| read_capped(file, MAX_INPUT_BYTES))
        };
        let _ = sender.send(result);
    });
    let bytes = loop {
        match receiver.recv_timeout(POLL) {
            Ok(result) => break result.map_err(|e| Error::io(path, e))?,
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => {
                return Err(Error::io(path, io::ErrorKind::BrokenPipe.into()));
            }
        }
        if crate::interrupt::requested() {
            return Err(Error::Interrupted);
        }
    };
    if crate::interrupt::requested() {
        return Err(Error::Interrupted);
    }
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(Error::usage(
            Message::from(format!(
                "{}: more than {MAX_INPUT_BYTES} bytes (1 MiB), the most ",
                path.display()
            ))
            .and(what.into())
            .then(" may hold"),
        ));
    }
    String::from_utf8(bytes).map_err(|_| {
        Error::io(
            path,
            io::Error::new(io::ErrorKind::InvalidData, "is not UTF-8 text"),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_source_longer_than_the_cap_gives_one_byte_more() {
        let long = io::repeat(b'x');
        assert_eq!(read_capped(long, 10).unwrap().len(), 11);
        assert_eq!(read_capped(&b"short"[..], 10).unwrap(), b"short");
    }
}
