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
use crate::options::{
    CELL, FIRST_STEP, LAPSE_DELAY, LeftOut, TOUR_DELAY, with_declared_figure_options,
};
use crate::words::Lang;

/// Declares [`Style`] from its own fields, each with its default, and
/// the figure options it takes as declared
/// ([`crate::options::with_declared_figure_options`]), each defaulted by
/// its declaration.
macro_rules! style {
    (
        {
            $(
                $(#[doc = $own_doc:literal])*
                $own:ident: $own_type:ty = $own_default:expr,
            )*
        }
        $(
            $(#[doc = $doc:literal])*
            $jobs:ident: $option:ident => $field:ident: $type:ty = $declaration:expr,
        )*
    ) => {
        /// Figure options resolved to concrete values.
        #[derive(Clone, Debug, PartialEq)]
        pub struct Style {
            $($(#[doc = $own_doc])* pub $own: $own_type,)*
            $($(#[doc = $doc])* pub $field: $type,)*
        }

        /// The style of a figure whose every option is left out, of an 8x8
        /// board's tour: the planner starts from it and sets what a job
        /// gives, so each default is written here once (the ranges and the
        /// defaults of the options' declarations in [`crate::options`]).
        impl Default for Style {
            fn default() -> Style {
                Style {
                    $($own: $own_default,)*
                    $($field: LeftOut::<$type>::left_out($declaration),)*
                }
            }
        }
    };
}

with_declared_figure_options! {
    style {
        /// Colours.
        theme: Theme = Theme::CLASSIC,
        /// The language of every word drawn.
        lang: Lang = Lang::default(),
        /// Square size, pixels.
        cell: u32 = CELL.left_out(),
        /// Coordinates around the board (below and on the left).
        coords: bool = true,
        /// Coordinates on all four sides (with `coords`).
        coords_all: bool = false,
        /// Caption, with the user's font if one was given.
        title: Option<Title> = None,
        /// The number of the first step.
        first_step: u32 = FIRST_STEP.left_out(),
        /// Milliseconds per frame.
        delay: u32 = TOUR_DELAY,
        /// Milliseconds per word of a search frame's caption, when it shows
        /// longer than `delay` (0: every frame shows `delay`, as the user
        /// set it).
        per_word: u32 = 0,
        /// Milliseconds per frame of the time-lapsed middle of a long search.
        lapse_delay: u32 = LAPSE_DELAY,
        /// The squares given to complete (a tour's first squares, queens
        /// placed before the search), drawn with their own mark and named in
        /// the legend.
        given: Vec<Square> = Vec::new(),
        /// Rank 1 drawn at the top, as the text matrix prints it.
        rank1_top: bool = false,
        /// A legend row under search figures (a page shows its own legend).
        legend: bool = true,
        /// The paper a PDF is laid out on; `None`: pages the figure's size
        /// (a strip's pages are A4).
        paper: Option<paper::Paper> = None,
        /// The boards a printed page holds; `None`: as many as fit.
        per_page: Option<usize> = None,
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
