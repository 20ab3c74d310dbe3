//! Figures: solutions (and search traces) drawn as scenes, plain values
//! that the renderers turn into SVG, PNG and GIF bytes.

pub(crate) mod coords;
pub(crate) mod font;
pub(crate) mod frames;
pub(crate) mod glyphs;
pub(crate) mod knight;
pub(crate) mod layout;
pub(crate) mod legend;
pub(crate) mod marks;
pub(crate) mod moments;
pub(crate) mod outline;
pub(crate) mod paper;
pub(crate) mod program;
pub(crate) mod queens;
pub(crate) mod reasons;
pub(crate) mod scene;
pub(crate) mod search;
pub(crate) mod strip;
pub(crate) mod theme;
pub(crate) mod timeline;
pub(crate) mod tree;
pub(crate) mod worksheet;

use coords::Coords;
use font::Title;
use theme::Theme;

use crate::board::Square;
use crate::options::{CELL, FIRST_STEP, HOLD, LAPSE_DELAY, LOOP, TOUR_DELAY};
use crate::words::Lang;

/// Figure options resolved to concrete values.
#[derive(Clone, Debug, PartialEq)]
pub struct Style {
    /// Colours.
    pub theme: Theme,
    /// The language of every word drawn.
    pub lang: Lang,
    /// Square size, pixels.
    pub cell: u32,
    /// Coordinates around the board (below and on the left).
    pub coords: bool,
    /// Coordinates on all four sides (with `coords`).
    pub coords_all: bool,
    /// Caption, with the user's font if one was given.
    pub title: Option<Title>,
    /// Step numbers on tours.
    pub numbers: bool,
    /// The number of the first step.
    pub first_step: u32,
    /// The knight on the last square of static tour figures.
    pub knight: bool,
    /// The number of onward moves on each free square of tour figures.
    pub degrees: bool,
    /// Milliseconds per frame.
    pub delay: u32,
    /// Milliseconds per word of a search frame's caption, when it shows
    /// longer than `delay` (0: every frame shows `delay`, as the user
    /// set it).
    pub per_word: u32,
    /// Milliseconds per frame of the time-lapsed middle of a long search.
    pub lapse_delay: u32,
    /// Milliseconds the last frame is held.
    pub hold: u32,
    /// Times an animation plays, 0 = forever.
    pub repeat: u16,
    /// The tour's path (off: the numbered board of the textbook printout).
    pub path: bool,
    /// The squares given to complete (a tour's first squares, queens
    /// placed before the search), drawn with their own mark and named in
    /// the legend.
    pub given: Vec<Square>,
    /// Rank 1 drawn at the top, as the text matrix prints it.
    pub rank1_top: bool,
    /// The finished figure as an animation's first frame.
    pub poster: bool,
    /// A legend row under search figures (a page shows its own legend).
    pub legend: bool,
    /// The paper a PDF is laid out on; `None`: pages the figure's size
    /// (a strip's pages are A4).
    pub paper: Option<paper::Paper>,
    /// The boards a printed page holds; `None`: as many as fit.
    pub per_page: Option<usize>,
}

/// The style of a figure whose every option is left out, of an 8x8
/// board's tour: the planner starts from it and sets what a job gives, so
/// each default is written here once (the ranges and the defaults of the
/// options' declarations in [`crate::options`]).
impl Default for Style {
    fn default() -> Style {
        Style {
            theme: Theme::CLASSIC,
            lang: Lang::default(),
            cell: const { CELL.default_value() } as u32,
            coords: true,
            coords_all: false,
            title: None,
            numbers: false,
            first_step: const { FIRST_STEP.default_value() } as u32,
            knight: false,
            degrees: false,
            delay: TOUR_DELAY,
            per_word: 0,
            lapse_delay: LAPSE_DELAY,
            hold: const { HOLD.default_value() } as u32,
            repeat: const { LOOP.default_value() } as u16,
            path: true,
            given: Vec::new(),
            rank1_top: false,
            poster: false,
            legend: true,
            paper: None,
            per_page: None,
        }
    }
}

impl Style {
    /// Where coordinates go.
    #[must_use]
    pub fn sides(&self) -> Coords {
        match (self.coords, self.coords_all) {
            (false, _) => Coords::None,
            (true, false) => Coords::Edge,
            (true, true) => Coords::All,
        }
    }
}
