//! Figure options resolved to a [`Style`], each value checked.

use std::fmt::Display;

use crate::board::Board;
use crate::error::Error;
use crate::figure::Style;
use crate::job::{Coords, FigureOptions, KnightJob};
use crate::options::{Bounded, CELL, DELAY, PER_PAGE, Switch, with_declared_figure_options};
use crate::plan::{font, title};

/// The default square size for a board: 48 pixels (the declared
/// default), smaller for large boards
/// so that figures stay near 1000 pixels across.
pub(super) fn default_cell(board: Board) -> u32 {
    let largest = const { CELL.default_value() } as u32;
    (960 / board.files.max(board.ranks)).clamp(CELL.low as u32, largest)
}

/// Resolves figure options for a board, with a knight's job's own
/// (`knight`); `default_delay` depends on the puzzle.
pub(super) fn resolve(
    options: &FigureOptions,
    knight: Option<&KnightJob>,
    board: Board,
    default_delay: u32,
) -> Result<Style, Error> {
    let cell = CELL.check(options.cell.unwrap_or_else(|| default_cell(board)))?;
    let per_page = options.per_page.map(|n| PER_PAGE.check(n)).transpose()?;
    let font = options.font.as_deref().map(font::load).transpose()?;
    let title = title::resolve(options.title.as_deref(), font)?;
    let delay = DELAY.check(options.delay.unwrap_or(default_delay))?;
    let style = Style {
        theme: options.theme.unwrap_or_default().into(),
        lang: options.lang.unwrap_or_default().into(),
        cell,
        coords: options.coords.unwrap_or_default() != Coords::None,
        coords_all: options.coords == Some(Coords::All),
        title,
        delay,
        lapse_delay: delay,
        paper: options.paper.map(Into::into),
        per_page: per_page.map(|n| n as usize),
        ..Style::default()
    };
    with_declared(options, knight, style)
}

/// A declaration that checks a value given for a figure option.
trait Checks<T> {
    /// `value`, if the declaration allows it.
    fn checked(self, value: T) -> Result<T, Error>;
}

impl<T: Copy + Into<u64> + Display> Checks<T> for Bounded {
    fn checked(self, value: T) -> Result<T, Error> {
        self.check(value)
    }
}

impl Checks<bool> for Switch {
    fn checked(self, on: bool) -> Result<bool, Error> {
        Ok(on)
    }
}

/// The value a job gives for a declared figure option: from the figure
/// options `every` job shares, or from a knight's job alone.
macro_rules! given {
    (every, $figure:ident, $knight:ident, $option:ident) => {
        $figure.$option
    };
    (knight, $figure:ident, $knight:ident, $option:ident) => {
        $knight.and_then(|job| job.$option)
    };
}

/// Declares [`with_declared`] from the figure options a figure takes as
/// declared.
macro_rules! with_declared {
    (
        {}
        $(
            $(#[doc = $doc:literal])*
            $jobs:ident: $option:ident => $field:ident: $type:ty = $declaration:expr,
        )*
    ) => {
        /// `style` with each figure option that a figure takes as declared
        /// set from the job (`figure`, and a knight's job's own `knight`):
        /// the value given, checked, else the declared default `style`
        /// holds.
        fn with_declared(
            figure: &FigureOptions,
            knight: Option<&KnightJob>,
            style: Style,
        ) -> Result<Style, Error> {
            Ok(Style {
                $($field: match given!($jobs, figure, knight, $option) {
                    Some(given) => Checks::<$type>::checked($declaration, given)?,
                    None => style.$field,
                },)*
                ..style
            })
        }
    };
}

with_declared_figure_options!(with_declared {});
