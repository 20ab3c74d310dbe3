//! The write stage: the files of a job, rendered in memory, written all
//! or nothing. Each regular file is written to a temporary file beside it
//! and renamed over it once every file of the job is complete, with the
//! mode of the file it replaces or, for a new file, the mode the umask
//! gives. Character devices and pipes are written directly, opened without
//! blocking (a pipe nobody reads is an error, not a hang); other special
//! files are refused, as are folders and read-only files.
//!
//! A symbolic link at a target is treated as [`Links`] says: the command
//! line writes through it (unless it is a trap another user could have set
//! in a shared folder); a build replaces the link itself and never writes
//! where it points.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use tempfile::NamedTempFile;

use crate::error::{Error, message};
use crate::options::OptionName;
use crate::plan::Target;

/// The prefix of temporary files, followed by the writing process's id
/// and a dash: a build removes those whose process is gone (killed runs'
/// leftovers), never another running build's.
const TEMP_PREFIX: &str = ".boardfig-tmp-";

/// What a symbolic link at a target means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Links {
    /// Written through: the link stays and the file it points to gets the
    /// bytes (figure flags, `init`, `schema --output`). A link in a shared
    /// folder made by another user, or one that leads into another user's
    /// folder or onto another user's file in a shared folder, is refused.
    // Only the command line writes through links.
    #[cfg_attr(not(feature = "cli"), allow(dead_code))]
    Follow,
    /// Replaced by a regular file: the link itself, never its target
    /// (builds: outputs, the cache, `--diff` files). Other special files
    /// are refused.
    Replace,
}

/// Where a target's bytes really go.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Destination {
    /// A regular file (existing or new), replaced atomically.
    File {
        /// The path the user gave, for messages.
        shown: PathBuf,
        /// The path written: the target of a symbolic link, or `shown`.
        real: PathBuf,
    },
    /// A character device or a pipe, written in place.
    Special(PathBuf),
    /// Standard output.
    Stdout,
}

/// The most symbolic links followed from one target.
const MAX_LINKS: usize = 40;

/// Whether a special file may be written in place: a character device
/// (`/dev/null`, a terminal) or a pipe.
fn writable_special(meta: &fs::Metadata) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let kind = meta.file_type();
        kind.is_char_device() || kind.is_fifo()
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        false
    }
}

/// Ownership checks of links in shared folders (Unix only).
#[cfg(unix)]
mod owners {
    use std::fs;
    use std::os::unix::fs::MetadataExt;
    use std::path::Path;

    /// The user boardfig runs as.
    fn me() -> u32 {
        rustix::process::geteuid().as_raw()
    }

    /// Whether a file or folder belongs to someone else: neither to the
    /// user boardfig runs as nor to root.
    fn foreign(meta: &fs::Metadata) -> bool {
        meta.uid() != me() && meta.uid() != 0
    }

    /// Whether a folder is shared: anyone may write in it and the sticky
    /// bit is set, like /tmp.
    fn shared(meta: &fs::Metadata) -> bool {
        meta.mode() & 0o1002 == 0o1002
    }

    /// Why the link at `link` (whose metadata is `meta`) may be a trap: it
    /// lies in a shared folder and belongs neither to us nor to the
    /// folder's owner (the rule of Linux's `protected_symlinks`).
    pub(super) fn link_trap(link: &Path, meta: &fs::Metadata) -> Option<String> {
        let dir = fs::metadata(super::folder(link)).ok()?;
        (shared(&dir) && meta.uid() != me() && meta.uid() != dir.uid()).then(|| {
            format!(
                "is a symbolic link that another user made in the shared folder {}",
                super::folder(link).display()
            )
        })
    }

    /// Why writing through links to `real` may be a trap: it lies in a
    /// folder of another user, or it is another user's file in a shared
    /// folder.
    pub(super) fn target_trap(real: &Path) -> Option<String> {
        let dir_path = super::folder(real);
        let dir = fs::metadata(dir_path).ok()?;
        if foreign(&dir) {
            return Some(format!(
                "links into {}, a folder of another user",
                dir_path.display()
            ));
        }
        let file_foreign = fs::symlink_metadata(real).is_ok_and(|m| m.uid() != me());
        (shared(&dir) && file_foreign).then(|| {
            format!(
                "links to {}, another user's file in the shared folder {}",
                real.display(),
                dir_path.display()
            )
        })
    }
}

/// Follows symbolic links from `path` to the path finally written,
/// refusing links that could be another user's trap; returns it and
/// whether a link was followed.
fn follow_links(path: &Path) -> Result<(PathBuf, bool), Error> {
    let mut current = path.to_path_buf();
    let mut followed = false;
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                #[cfg(unix)]
                if let Some(why) = owners::link_trap(&current, &meta) {
                    return Err(refusal(path, &why));
                }
                let link = fs::read_link(&current).map_err(|e| Error::io(path, e))?;
                current = match current.parent() {
                    Some(dir) if link.is_relative() => dir.join(link),
                    _ => link,
                };
                followed = true;
            }
            _ => return Ok((current, followed)),
        }
    }
    Err(Error::usage(format!(
        "{}: too many symbolic links",
        path.display()
    )))
}

/// The refusal to write through a link at `path`.
fn refusal(path: &Path, why: &str) -> Error {
    Error::usage(format!(
        "{}: {why}; boardfig does not write through it: remove it or choose another file",
        path.display()
    ))
}

/// The folder a file goes in (`.` for a bare name).
fn folder(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// A new file at `real` (shown as `shown`), if its folder exists.
fn new_file(shown: &Path, real: &Path) -> Result<Destination, Error> {
    let dir = folder(real);
    if fs::metadata(dir).is_ok_and(|m| m.is_dir()) {
        Ok(Destination::File {
            shown: shown.to_path_buf(),
            real: real.to_path_buf(),
        })
    } else {
        Err(Error::usage(format!(
            "{}: the folder {} does not exist",
            shown.display(),
            dir.display()
        )))
    }
}

/// An existing regular file, unless it is read-only.
fn existing_file(shown: &Path, real: &Path, meta: &fs::Metadata) -> Result<Destination, Error> {
    if meta.permissions().readonly() {
        return Err(Error::usage(format!(
            "{}: is read-only; make it writable or choose another file",
            shown.display()
        )));
    }
    Ok(Destination::File {
        shown: shown.to_path_buf(),
        real: real.to_path_buf(),
    })
}

/// Checks a target before any work and finds where it really goes.
fn destination(target: &Target, links: Links) -> Result<Destination, Error> {
    let shown = match target {
        Target::Stdout => return Ok(Destination::Stdout),
        Target::Path(path) => path,
    };
    match links {
        Links::Replace => match fs::symlink_metadata(shown) {
            Err(_) => new_file(shown, shown),
            Ok(meta) if meta.file_type().is_symlink() => new_file(shown, shown),
            Ok(meta) if meta.is_file() => existing_file(shown, shown, &meta),
            Ok(meta) if meta.is_dir() => Err(Error::usage(format!(
                "{}: is a folder; remove it or choose another output folder",
                shown.display()
            ))),
            Ok(meta) => Err(Error::usage(format!(
                "{}: is {}, not a regular file; a build writes only regular files: remove it",
                shown.display(),
                crate::error::file_kind(&meta)
            ))),
        },
        Links::Follow => {
            // Devices and pipes are opened by their path (the kernel
            // follows links such as /dev/stdout to the pipe itself).
            if let Ok(meta) = fs::metadata(shown)
                && !meta.is_file()
            {
                return if meta.is_dir() {
                    Err(Error::usage(format!(
                        "{}: is a folder; name a file",
                        shown.display()
                    )))
                } else if writable_special(&meta) {
                    Ok(Destination::Special(shown.clone()))
                } else {
                    Err(Error::usage(format!(
                        "{}: is {}; name a file, a character device or a pipe",
                        shown.display(),
                        crate::error::file_kind(&meta)
                    )))
                };
            }
            let (real, followed) = follow_links(shown)?;
            #[cfg(unix)]
            if followed && let Some(why) = owners::target_trap(&real) {
                return Err(refusal(shown, &why));
            }
            #[cfg(not(unix))]
            let _ = followed;
            match fs::metadata(&real) {
                Ok(meta) => existing_file(shown, &real, &meta),
                Err(_) => new_file(shown, &real),
            }
        }
    }
}

/// The folder option `option` (`out`, `diff`) names a folder, or one
/// that can be made: neither it nor a folder on its way is a file. The
/// refusal carries the option, worded where it is shown (`--out` on the
/// command line, `out` in Python).
pub(crate) fn check_folder_option(option: impl Into<OptionName>, dir: &Path) -> Result<(), Error> {
    let file = dir
        .ancestors()
        .filter(|path| !path.as_os_str().is_empty())
        .find(|path| fs::metadata(path).is_ok_and(|meta| !meta.is_dir()));
    let what = match file {
        None => return Ok(()),
        Some(file) if file == dir => "not a folder".to_string(),
        Some(file) => format!("`{}` is a file, not a folder", file.display()),
    };
    Err(Error::usage(message![
        option.into(),
        format!(
            " `{}`: {what}; name a folder to create or fill",
            dir.display()
        )
    ]))
}

/// Checks every target before any work: folders exist, no target is a
/// folder, read-only, a special file that cannot be written, or a link
/// that [`Links`] refuses, and no two lead to one file (through a link
/// followed, say).
#[cfg(feature = "cli")]
pub(crate) fn check_targets<'a>(
    targets: impl IntoIterator<Item = &'a Target>,
    links: Links,
) -> Result<(), Error> {
    let mut seen: std::collections::BTreeMap<PathBuf, PathBuf> = std::collections::BTreeMap::new();
    for target in targets {
        if let Destination::File { shown, real } = destination(target, links)?
            && let Some(first) = seen.insert(crate::plan::place(&real), shown.clone())
        {
            return Err(Error::usage(format!(
                "{} and {}: name one file for two figures; give each figure its own file",
                first.display(),
                shown.display()
            )));
        }
    }
    Ok(())
}

/// A regular file written to its temporary file, not yet in place.
struct Staged {
    temp: NamedTempFile,
    shown: PathBuf,
    real: PathBuf,
}

/// Writes `bytes` to a temporary file beside `real`, with the mode of the
/// regular file it replaces, or for a new file the mode the umask gives
/// (rw-rw-rw- less the umask).
fn stage(shown: &Path, real: &Path, bytes: &[u8]) -> Result<Staged, Error> {
    let fail = |e| Error::io(shown, e);
    let mut builder = tempfile::Builder::new();
    let prefix = format!("{TEMP_PREFIX}{}-", std::process::id());
    builder.prefix(&prefix);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(fs::Permissions::from_mode(0o666));
    }
    let mut temp = builder.tempfile_in(folder(real)).map_err(fail)?;
    temp.write_all(bytes).map_err(fail)?;
    temp.as_file().sync_data().map_err(fail)?;
    if let Ok(meta) = fs::symlink_metadata(real)
        && meta.is_file()
    {
        fs::set_permissions(temp.path(), meta.permissions()).map_err(fail)?;
    }
    Ok(Staged {
        temp,
        shown: shown.to_path_buf(),
        real: real.to_path_buf(),
    })
}

/// Opens a device or pipe for writing without blocking: a pipe that no
/// program reads is an error at once instead of a wait without end.
fn open_special(path: &Path) -> Result<fs::File, Error> {
    let mut options = fs::OpenOptions::new();
    options.write(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(rustix::fs::OFlags::NONBLOCK.bits() as i32);
    }
    options.open(path).map_err(|e| {
        if no_reader(&e) {
            Error::usage(format!(
                "{}: is a pipe that no program reads; start the reader first or name a file",
                path.display()
            ))
        } else {
            Error::io(path, e)
        }
    })
}

/// Whether opening a pipe failed because no program reads it.
fn no_reader(error: &io::Error) -> bool {
    #[cfg(unix)]
    {
        error.raw_os_error() == Some(rustix::io::Errno::NXIO.raw_os_error())
    }
    #[cfg(not(unix))]
    {
        let _ = error;
        false
    }
}

/// Writes all of `bytes` to a device or pipe opened without blocking,
/// waiting while it is full; Ctrl-C stops the wait.
fn write_special(file: &mut fs::File, bytes: &[u8], path: &Path) -> Result<(), Error> {
    let mut rest = bytes;
    while !rest.is_empty() {
        match file.write(rest) {
            Ok(0) => return Err(Error::io(path, io::ErrorKind::WriteZero.into())),
            Ok(written) => rest = &rest[written..],
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                if crate::interrupt::requested() {
                    return Err(Error::Interrupted);
                }
                std::thread::sleep(Duration::from_millis(1));
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(Error::io(path, e)),
        }
    }
    Ok(())
}

/// Writes every file of a job, or none: all regular files are staged and
/// every device and pipe opened first; only when all succeeded are the
/// files renamed into place and the special files and standard output
/// written. After Ctrl-C nothing is written.
pub(crate) fn write_all(
    files: &[(Target, Vec<u8>)],
    stdout: &mut dyn Write,
    links: Links,
) -> Result<(), Error> {
    if crate::interrupt::requested() {
        return Err(Error::Interrupted);
    }
    let mut staged = Vec::new();
    let mut specials = Vec::new();
    let mut to_stdout = Vec::new();
    for (target, bytes) in files {
        match destination(target, links)? {
            Destination::File { shown, real } => staged.push(stage(&shown, &real, bytes)?),
            Destination::Special(path) => specials.push((open_special(&path)?, path, bytes)),
            Destination::Stdout => to_stdout.push(bytes),
        }
    }
    for file in staged {
        file.temp
            .persist(&file.real)
            .map_err(|e| Error::io(&file.shown, e.error))?;
    }
    for (mut file, path, bytes) in specials {
        write_special(&mut file, bytes, &path)?;
    }
    for bytes in to_stdout {
        stdout
            .write_all(bytes)
            .and_then(|()| stdout.flush())
            .map_err(Error::standard_output)?;
    }
    Ok(())
}

/// The regular file at `path` opened for reading, with its metadata, if
/// it is one: a link, a pipe or a device is never opened (and so never
/// blocks or leads elsewhere).
#[must_use]
pub(crate) fn open_regular(path: &Path) -> Option<(fs::File, fs::Metadata)> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        let flags = rustix::fs::OFlags::NOFOLLOW | rustix::fs::OFlags::NONBLOCK;
        options.custom_flags(flags.bits() as i32);
    }
    #[cfg(not(unix))]
    if !fs::symlink_metadata(path).is_ok_and(|m| m.is_file()) {
        return None;
    }
    let file = options.open(path).ok()?;
    let meta = file.metadata().ok()?;
    meta.is_file().then_some((file, meta))
}

/// The bytes of the regular file at `path` (see [`open_regular`]), if it
/// holds at most `limit` bytes.
#[must_use]
pub(crate) fn read_regular(path: &Path, limit: u64) -> Option<Vec<u8>> {
    let (mut file, meta) = open_regular(path)?;
    if meta.len() > limit {
        return None;
    }
    let mut bytes = Vec::new();
    bytes.try_reserve_exact(meta.len() as usize).ok()?;
    file.read_to_end(&mut bytes).ok()?;
    Some(bytes)
}

/// Whether `path` is a regular file (not a link to one) that holds exactly
/// `bytes`.
#[must_use]
pub(crate) fn holds(path: &Path, bytes: &[u8]) -> bool {
    read_regular(path, bytes.len() as u64).is_some_and(|old| old == bytes)
}

/// Whether `name` is a temporary file whose writer is gone: a killed
/// run's leftover (a running process's own are kept).
#[must_use]
pub(crate) fn stale_temporary(name: &str) -> bool {
    let Some(rest) = name.strip_prefix(TEMP_PREFIX) else {
        return false;
    };
    let pid = rest
        .split_once('-')
        .and_then(|(pid, _)| pid.parse::<i32>().ok());
    match pid {
        Some(pid) => !alive(pid),
        // Written before temporary files named their process.
        None => true,
    }
}

/// Whether the process `pid` still runs.
fn alive(pid: i32) -> bool {
    #[cfg(unix)]
    {
        if pid == std::process::id() as i32 {
            return true;
        }
        match rustix::process::Pid::from_raw(pid) {
            // EPERM: it runs, as another user.
            Some(pid) => !matches!(
                rustix::process::test_kill_process(pid),
                Err(rustix::io::Errno::SRCH)
            ),
            None => false,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = pid;
        true
    }
}

/// Removes temporary files that killed runs left in `dir` (see
/// [`stale_temporary`]).
pub(crate) fn remove_leftovers(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        if stale_temporary(&name.to_string_lossy()) && entry.file_type().is_ok_and(|t| t.is_file())
        {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// A lock on a folder, held while it lives: builds (and `boardfig
/// markdown`) into one folder take turns.
#[derive(Debug)]
pub(crate) struct FolderLock {
    /// The folder, opened and locked (none where it cannot be opened).
    _folder: Option<fs::File>,
}

impl FolderLock {
    /// Locks `dir` (exclusively to write in it, shared to read it); when
    /// another run holds it, calls `note` once and waits, answering Ctrl-C.
    /// A folder that cannot be opened is not locked.
    pub(crate) fn take(
        dir: &Path,
        exclusive: bool,
        note: &mut dyn FnMut(),
    ) -> Result<FolderLock, Error> {
        let Ok(folder) = fs::File::open(dir) else {
            return Ok(FolderLock { _folder: None });
        };
        #[cfg(unix)]
        {
            use rustix::fs::{FlockOperation, flock};
            use rustix::io::Errno;
            let operation = if exclusive {
                FlockOperation::NonBlockingLockExclusive
            } else {
                FlockOperation::NonBlockingLockShared
            };
            // A folder on a filesystem without locks is used unlocked.
            if flock(&folder, operation) == Err(Errno::WOULDBLOCK) {
                note();
                while let Err(Errno::WOULDBLOCK | Errno::INTR) = flock(&folder, operation) {
                    if crate::interrupt::requested() {
                        return Err(Error::Interrupted);
                    }
                    std::thread::sleep(Duration::from_millis(50));
                }
            }
        }
        #[cfg(not(unix))]
        let _ = (exclusive, note);
        Ok(FolderLock {
            _folder: Some(folder),
        })
    }
}
