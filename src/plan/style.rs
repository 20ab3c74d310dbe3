//! Figure options resolved to a [`Style`], each value checked.

use crate::board::Board;
use crate::error::Error;
use crate::figure::Style;
use crate::job::{Coords, FigureOptions};
use crate::options::{CELL, DELAY, HOLD, LOOP, PER_PAGE};
use crate::plan::{font, title};

/// The default square size for a board: 48 pixels (the declared
/// default), smaller for large boards
/// so that figures stay near 1000 pixels across.
pub(super) fn default_cell(board: Board) -> u32 {
    let largest = const { CELL.default_value() } as u32;
    (960 / board.files.max(board.ranks)).clamp(CELL.low as u32, largest)
}

/// Resolves figure options for a board; `default_delay` depends on the
/// puzzle.
pub(super) fn resolve(
    options: &FigureOptions,
    board: Board,
    default_delay: u32,
) -> Result<Style, Error> {
    let cell = CELL.check(options.cell.unwrap_or_else(|| default_cell(board)))?;
    let per_page = options.per_page.map(|n| PER_PAGE.check(n)).transpose()?;
    let font = options.font.as_deref().map(font::load).transpose()?;
    let title = title::resolve(options.title.as_deref(), font)?;
    let delay = DELAY.check(options.delay.unwrap_or(default_delay))?;
    Ok(Style {
        theme: options.theme.unwrap_or_default().into(),
        lang: options.lang.unwrap_or_default().into(),
        cell,
        coords: options.coords.unwrap_or_default() != Coords::None,
        coords_all: options.coords == Some(Coords::All),
        title,
        delay,
        lapse_delay: delay,
        hold: HOLD.resolve(options.hold)?,
        repeat: LOOP.resolve(options.r#loop)?,
        poster: options.poster.unwrap_or(false),
        paper: options.paper.map(Into::into),
        per_page: per_page.map(|n| n as usize),
        ..Style::default()
    })
}
