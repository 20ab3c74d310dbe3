//! Figures: solutions drawn as scenes, written as SVG, GIF and PNG.

pub mod font;
pub mod gif;
pub mod glyphs;
pub mod knight;
pub mod layout;
pub mod outline;
pub mod png;
pub mod queens;
pub mod raster;
pub mod scene;
pub mod svg;
pub mod theme;
pub mod tree;

use crate::board::Board;
use crate::error::Error;
use crate::job::FigureOptions;
use theme::Theme;

/// The smallest and largest square size accepted.
pub const CELL_RANGE: (u32, u32) = (4, 256);
/// The largest board side drawn as GIF or PNG.
pub const MAX_RASTER_SIDE: u32 = 100;

/// Figure options resolved to concrete values.
#[derive(Clone, Debug, PartialEq)]
pub struct Style {
    /// Colours.
    pub theme: Theme,
    /// Square size, pixels.
    pub cell: u32,
    /// Coordinates around the board.
    pub coords: bool,
    /// Caption.
    pub title: Option<String>,
    /// Step numbers on tours.
    pub numbers: bool,
    /// The number of the first step.
    pub first_step: u32,
    /// The knight on the last square of static tour figures.
    pub knight: bool,
    /// Milliseconds per frame.
    pub delay: u32,
    /// Milliseconds the last frame is held.
    pub hold: u32,
    /// Times an animation plays, 0 = forever.
    pub repeat: u16,
}

/// The default square size for a board: 48 pixels, smaller for large boards
/// so that figures stay near 1000 pixels across.
pub fn default_cell(board: Board) -> u32 {
    (960 / board.files.max(board.ranks)).clamp(CELL_RANGE.0, 48)
}

impl Style {
    /// Resolves options for a board; `default_delay` depends on the puzzle.
    pub fn resolve(
        options: &FigureOptions,
        board: Board,
        default_delay: u32,
    ) -> Result<Style, Error> {
        let cell = options.cell.unwrap_or_else(|| default_cell(board));
        if !(CELL_RANGE.0..=CELL_RANGE.1).contains(&cell) {
            return Err(Error::usage(format!(
                "cell `{cell}`: expected a square size from {} to {} pixels",
                CELL_RANGE.0, CELL_RANGE.1
            )));
        }
        if let Some(title) = options.title.as_ref().filter(|t| !font::covers(t)) {
            return Err(Error::usage(format!(
                "title `{title}`: has characters the embedded font (Noto Sans: Latin, Greek, Cyrillic, Vietnamese) cannot draw"
            )));
        }
        let delay = options.delay.unwrap_or(default_delay);
        if !(10..=655_350).contains(&delay) {
            return Err(Error::usage(format!(
                "delay `{delay}`: expected milliseconds from 10 to 655350"
            )));
        }
        let hold = options.hold.unwrap_or(2000);
        if hold > 655_350 {
            return Err(Error::usage(format!(
                "hold `{hold}`: expected milliseconds up to 655350"
            )));
        }
        Ok(Style {
            theme: theme::theme(options.theme.unwrap_or_default()),
            cell,
            coords: options.coords.unwrap_or(true),
            title: options.title.clone().filter(|t| !t.is_empty()),
            numbers: options.numbers.unwrap_or(false),
            first_step: 1,
            knight: false,
            delay,
            hold,
            repeat: options.repeat.unwrap_or(0),
        })
    }
}

/// The most squares an SVG figure shows (5000x5000): its path alone takes
/// about 10 bytes a square.
pub const MAX_SVG_AREA: usize = 25_000_000;

/// Checks that a board can be drawn in a format (`svg`, or raster: `gif`,
/// `png`).
pub fn check_figure_size(board: Board, format: &str) -> Result<(), Error> {
    if format == "svg" {
        if board.area() > MAX_SVG_AREA {
            return Err(Error::usage(format!(
                "board {board}: SVG figures show at most {MAX_SVG_AREA} squares (5000x5000)"
            )));
        }
    } else if board.files > MAX_RASTER_SIDE || board.ranks > MAX_RASTER_SIDE {
        return Err(Error::usage(format!(
            "board {board}: {format} figures go up to {MAX_RASTER_SIDE}x{MAX_RASTER_SIDE}; use --svg for larger boards"
        )));
    }
    Ok(())
}
