//! The caption's font file (`--font`), read and checked at plan time,
//! before any search.

use std::io::Read;
use std::path::Path;

use crate::error::{Error, file_kind, io_words};

use crate::figure::font::{MAX_FONT_BYTES, UserFont};
use crate::options::Key;

/// The bytes of a font file, at most [`MAX_FONT_BYTES`] of them, or why it
/// cannot be read (in words that follow the option's name). A folder, a
/// pipe or a device (which could block or never end), a missing file and
/// a file over the limit are refused without reading more than the limit.
pub(crate) fn read(path: &Path) -> Result<Vec<u8>, String> {
    let meta = std::fs::metadata(path).map_err(|e| format!("cannot be read: {}", io_words(&e)))?;
    if !meta.is_file() {
        return Err(format!(
            "is {}; name a .ttf, .otf or .ttc file",
            file_kind(&meta)
        ));
    }
    let file =
        std::fs::File::open(path).map_err(|e| format!("cannot be read: {}", io_words(&e)))?;
    let mut bytes = Vec::new();
    file.take(MAX_FONT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot be read: {}", io_words(&e)))?;
    if bytes.len() as u64 > MAX_FONT_BYTES {
        return Err(crate::figure::font::too_large());
    }
    Ok(bytes)
}

/// The font the file at `path` holds, checked.
pub(super) fn load(path: &Path) -> Result<UserFont, Error> {
    let refuse = |why: String| Error::value(Key::Font, path.display(), why);
    UserFont::from_bytes(read(path).map_err(refuse)?).map_err(refuse)
}
