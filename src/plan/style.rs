//! Figure options resolved to a [`Style`], each value checked.

use crate::board::Board;
use crate::error::Error;
use crate::figure::theme::theme;
use crate::figure::{Style, font};
use crate::job::FigureOptions;
use unicode_normalization::UnicodeNormalization;

/// The smallest and largest square size accepted.
pub(super) const CELL_RANGE: (u32, u32) = (4, 256);
/// The longest caption, in characters.
pub(super) const MAX_TITLE_CHARS: usize = 300;
/// The longest frame delay and hold a GIF can store, in milliseconds.
const MAX_DELAY: u32 = 655_350;

/// The shortest frame delay and hold, in milliseconds: browsers play
/// shorter GIF delays at 100 ms.
const MIN_DELAY: u32 = 20;

/// A frame delay or hold checked against what GIF players honour.
fn frame_time(key: &'static str, ms: u32) -> Result<u32, Error> {
    if (MIN_DELAY..=MAX_DELAY).contains(&ms) {
        return Ok(ms);
    }
    Err(Error::value(
        key,
        ms,
        format!(
            "expected milliseconds from {MIN_DELAY} to {MAX_DELAY} \
             (browsers play GIF delays under {MIN_DELAY} ms at 100 ms)"
        ),
    ))
}

/// The default square size for a board: 48 pixels, smaller for large boards
/// so that figures stay near 1000 pixels across.
pub(super) fn default_cell(board: Board) -> u32 {
    (960 / board.files.max(board.ranks)).clamp(CELL_RANGE.0, 48)
}

/// Resolves figure options for a board; `default_delay` depends on the
/// puzzle.
pub(super) fn resolve(
    options: &FigureOptions,
    board: Board,
    default_delay: u32,
) -> Result<Style, Error> {
    let cell = options.cell.unwrap_or_else(|| default_cell(board));
    if !(CELL_RANGE.0..=CELL_RANGE.1).contains(&cell) {
        return Err(Error::value(
            "cell",
            cell,
            format!(
                "expected a square size from {} to {} pixels",
                CELL_RANGE.0, CELL_RANGE.1
            ),
        ));
    }
    // Decomposed text (as macOS types it) would place accents as separate
    // glyphs; the composed form draws them as the font means them.
    let title: Option<String> = options.title.as_deref().map(|t| t.nfc().collect());
    if let Some(title) = &title {
        let length = title.chars().count();
        if length > MAX_TITLE_CHARS {
            return Err(Error::value(
                "title",
                title,
                format!("a caption has at most {MAX_TITLE_CHARS} characters, not {length}"),
            ));
        }
        if !font::covers(title) {
            return Err(Error::value(
                "title",
                title,
                "has characters the embedded font (Noto Sans: Latin, Greek, Cyrillic, \
                 Vietnamese) cannot draw",
            ));
        }
    }
    let delay = frame_time("delay", options.delay.unwrap_or(default_delay))?;
    let hold = frame_time("hold", options.hold.unwrap_or(2000))?;
    Ok(Style {
        theme: theme(options.theme.unwrap_or_default()),
        cell,
        coords: options.coords.unwrap_or(true),
        title: title.filter(|t| !t.is_empty()),
        numbers: false,
        first_step: 1,
        knight: false,
        degrees: false,
        delay,
        lapse_delay: delay,
        hold,
        repeat: options.repeat.unwrap_or(0),
        path: true,
        rank1_top: false,
        poster: options.poster.unwrap_or(false),
        paper: options.paper,
    })
}
