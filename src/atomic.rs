//! Files written whole or not at all: a temporary file in the same folder,
//! renamed over the target when complete.

use std::io::{BufWriter, Write};
use std::path::Path;

use crate::error::Error;

/// Writes `path` through `fill`; on any error the target is left untouched.
pub fn write_atomic(
    path: &Path,
    fill: impl FnOnce(&mut dyn Write) -> Result<(), Error>,
) -> Result<(), Error> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let temp = tempfile::Builder::new()
        .prefix(".boardfig-")
        .tempfile_in(dir)
        .map_err(|e| Error::io(path, e))?;
    let mut writer = BufWriter::new(temp);
    fill(&mut writer)?;
    writer.flush().map_err(|e| Error::io(path, e))?;
    let temp = writer
        .into_inner()
        .map_err(|e| Error::io(path, e.into_error()))?;
    make_readable(temp.path()).map_err(|e| Error::io(path, e))?;
    temp.persist(path).map_err(|e| Error::io(path, e.error))?;
    Ok(())
}

/// Temporary files are private; figures are ordinary files (rw-r--r--).
#[cfg(unix)]
fn make_readable(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
fn make_readable(_path: &Path) -> std::io::Result<()> {
    Ok(())
}
