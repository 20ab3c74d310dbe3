//! The write stage: the files of a job, rendered in memory, written all
//! or nothing. Each regular file is written to a temporary file beside it
//! and renamed over it once every file of the job is complete; special
//! files (devices, pipes) are written directly; symbolic links are written
//! through, to the file they point to; read-only files are refused.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

use crate::error::Error;
use crate::plan::Target;

/// The prefix of temporary files; a build removes leftovers of killed runs.
pub(crate) const TEMP_PREFIX: &str = ".boardfig-tmp-";

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
    /// A device or pipe, written in place.
    Special(PathBuf),
    /// Standard output.
    Stdout,
}

/// The most symbolic links followed from one target.
const MAX_LINKS: usize = 40;

/// Follows symbolic links from `path` to the path finally written.
fn follow_links(path: &Path) -> Result<PathBuf, Error> {
    let mut current = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let link = fs::read_link(&current).map_err(|e| Error::io(path, e))?;
                current = match current.parent() {
                    Some(dir) if link.is_relative() => dir.join(link),
                    _ => link,
                };
            }
            _ => return Ok(current),
        }
    }
    Err(Error::usage(format!(
        "{}: too many symbolic links",
        path.display()
    )))
}

/// The folder a file goes in (`.` for a bare name).
fn folder(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// Checks a target before any work and finds where it really goes.
fn destination(target: &Target) -> Result<Destination, Error> {
    let shown = match target {
        Target::Stdout => return Ok(Destination::Stdout),
        Target::Path(path) => path,
    };
    let real = follow_links(shown)?;
    match fs::metadata(&real) {
        Ok(meta) if meta.is_dir() => Err(Error::usage(format!(
            "{}: is a folder; name a file",
            shown.display()
        ))),
        Ok(meta) if !meta.is_file() => Ok(Destination::Special(real)),
        Ok(meta) if meta.permissions().readonly() => Err(Error::usage(format!(
            "{}: is read-only; make it writable or choose another file",
            shown.display()
        ))),
        Ok(_) => Ok(Destination::File {
            shown: shown.clone(),
            real,
        }),
        Err(_) => {
            let dir = folder(&real);
            if fs::metadata(dir).is_ok_and(|m| m.is_dir()) {
                Ok(Destination::File {
                    shown: shown.clone(),
                    real,
                })
            } else {
                Err(Error::usage(format!(
                    "{}: the folder {} does not exist",
                    shown.display(),
                    dir.display()
                )))
            }
        }
    }
}

/// Checks every target before any work: folders exist, no target is a
/// folder or read-only.
pub(crate) fn check_targets<'a>(
    targets: impl IntoIterator<Item = &'a Target>,
) -> Result<(), Error> {
    for target in targets {
        destination(target)?;
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
/// file it replaces (new files: rw-r--r--).
fn stage(shown: &Path, real: &Path, bytes: &[u8]) -> Result<Staged, Error> {
    let fail = |e| Error::io(shown, e);
    let mut temp = tempfile::Builder::new()
        .prefix(TEMP_PREFIX)
        .tempfile_in(folder(real))
        .map_err(fail)?;
    temp.write_all(bytes).map_err(fail)?;
    temp.as_file().sync_data().map_err(fail)?;
    let permissions = match fs::metadata(real) {
        Ok(meta) => meta.permissions(),
        Err(_) => new_file_permissions(),
    };
    fs::set_permissions(temp.path(), permissions).map_err(fail)?;
    Ok(Staged {
        temp,
        shown: shown.to_path_buf(),
        real: real.to_path_buf(),
    })
}

#[cfg(unix)]
fn new_file_permissions() -> fs::Permissions {
    use std::os::unix::fs::PermissionsExt;
    fs::Permissions::from_mode(0o644)
}

#[cfg(not(unix))]
fn new_file_permissions() -> fs::Permissions {
    fs::File::open(".")
        .and_then(|f| f.metadata())
        .map(|m| m.permissions())
        .expect("the current folder has metadata")
}

/// Writes every file of a job, or none: all regular files are staged first,
/// and only when all are complete are they renamed into place and the
/// special files and standard output written. After Ctrl-C nothing is
/// written.
pub(crate) fn write_all(files: &[(Target, Vec<u8>)], stdout: &mut dyn Write) -> Result<(), Error> {
    if crate::interrupt::requested() {
        return Err(Error::Interrupted);
    }
    let mut staged = Vec::new();
    let mut direct = Vec::new();
    for (target, bytes) in files {
        match destination(target)? {
            Destination::File { shown, real } => staged.push(stage(&shown, &real, bytes)?),
            other => direct.push((other, bytes)),
        }
    }
    for file in staged {
        file.temp
            .persist(&file.real)
            .map_err(|e| Error::io(&file.shown, e.error))?;
    }
    for (destination, bytes) in direct {
        match destination {
            Destination::Special(path) => fs::OpenOptions::new()
                .write(true)
                .open(&path)
                .and_then(|mut f| f.write_all(bytes))
                .map_err(|e| Error::io(&path, e))?,
            _ => stdout
                .write_all(bytes)
                .and_then(|()| stdout.flush())
                .map_err(|e| Error::io(Path::new("<stdout>"), e))?,
        }
    }
    Ok(())
}

/// Whether the file at `path` holds exactly `bytes`.
#[must_use]
pub(crate) fn holds(path: &Path, bytes: &[u8]) -> bool {
    fs::read(path).is_ok_and(|old| old == bytes)
}

/// Removes temporary files that killed runs left in `dir`.
pub(crate) fn remove_leftovers(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        if name.to_string_lossy().starts_with(TEMP_PREFIX)
            && entry.file_type().is_ok_and(|t| t.is_file())
        {
            let _ = fs::remove_file(entry.path());
        }
    }
}
