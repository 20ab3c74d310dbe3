//! Figure options resolved to a [`Style`], each value checked.

use crate::board::Board;
use crate::error::Error;
use crate::figure::Style;
use crate::job::{CELL_RANGE, Coords, FRAME_TIME_RANGE, FigureOptions, MAX_SHEET_BOARDS};
use crate::options::Key;
use crate::plan::{font, title};

/// A frame delay or hold checked against what GIF players honour.
fn frame_time(key: Key, ms: u32) -> Result<u32, Error> {
    let (low, high) = FRAME_TIME_RANGE;
    if (low..=high).contains(&ms) {
        return Ok(ms);
    }
    Err(Error::value(
        key,
        ms,
        format!(
            "expected milliseconds from {low} to {high} \
             (browsers play GIF delays under {low} ms at 100 ms)"
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
            Key::Cell,
            cell,
            format!(
                "expected a square size from {} to {} pixels",
                CELL_RANGE.0, CELL_RANGE.1
            ),
        ));
    }
    if let Some(boards) = options.per_page
        && !(1..=MAX_SHEET_BOARDS).contains(&boards)
    {
        return Err(Error::value(
            Key::PerPage,
            boards,
            format!("expected a whole number from 1 to {MAX_SHEET_BOARDS}"),
        ));
    }
    let font = options.font.as_deref().map(font::load).transpose()?;
    let title = title::resolve(options.title.as_deref(), font)?;
    let delay = frame_time(Key::Delay, options.delay.unwrap_or(default_delay))?;
    let hold = frame_time(Key::Hold, options.hold.unwrap_or(2000))?;
    Ok(Style {
        theme: options.theme.unwrap_or_default().into(),
        lang: options.lang.unwrap_or_default().into(),
        cell,
        coords: options.coords.unwrap_or_default() != Coords::None,
        coords_all: options.coords == Some(Coords::All),
        title,
        numbers: false,
        first_step: 1,
        knight: false,
        degrees: false,
        delay,
        per_word: 0,
        lapse_delay: delay,
        hold,
        repeat: options.repeat.unwrap_or(0),
        path: true,
        given: Vec::new(),
        rank1_top: false,
        poster: options.poster.unwrap_or(false),
        legend: true,
        paper: options.paper.map(Into::into),
        per_page: options.per_page.map(|n| n as usize),
    })
}
