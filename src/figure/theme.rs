//! Colour schemes. A theme is a table of colours and weights: adding one is
//! adding an entry to [`theme`].

use crate::figure::scene::Rgb;
use clap::ValueEnum;

use crate::board::Square;
use serde::{Deserialize, Serialize};

/// The colours and line weights of a figure.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Theme {
    /// Around the board.
    pub background: Rgb,
    /// Light squares.
    pub light: Rgb,
    /// Dark squares.
    pub dark: Rgb,
    /// Grid lines, if the theme draws them.
    pub grid: Option<Rgb>,
    /// Coordinates and captions.
    pub text: Rgb,
    /// The knight's path.
    pub path: Rgb,
    /// Path width as a fraction of a square.
    pub path_weight: f32,
    /// Start and end markers.
    pub marker: Rgb,
    /// Step numbers.
    pub number: Rgb,
    /// Piece bodies.
    pub piece: Rgb,
    /// Piece outlines and details.
    pub piece_outline: Rgb,
    /// The square being tried, attacked squares.
    pub highlight: Rgb,
    /// Dead ends and lifted queens.
    pub refuted: Rgb,
}

/// How far a tinted square moves towards its accent.
const TINT: f32 = 0.6;

impl Theme {
    /// The colour of a square.
    #[must_use]
    pub fn square(&self, sq: Square) -> Rgb {
        if sq.is_dark() { self.dark } else { self.light }
    }

    /// A square's colour tinted with an accent (tried, attacked, lifted).
    #[must_use]
    pub fn tinted(&self, sq: Square, accent: Rgb) -> Rgb {
        self.square(sq).mix(accent, TINT)
    }

    /// Every square colour a figure can show: plain and tinted.
    #[must_use]
    pub fn square_colours(&self) -> Vec<Rgb> {
        let mut colours = vec![self.light, self.dark];
        for accent in [self.highlight, self.refuted] {
            colours.push(self.light.mix(accent, TINT));
            colours.push(self.dark.mix(accent, TINT));
        }
        colours
    }
}

/// A colour scheme for figures.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    ValueEnum,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum ThemeName {
    /// Warm light and dark squares, like the popular online boards.
    #[default]
    Classic,
    /// White squares, a thin grey grid and a black path.
    Wiki,
    /// Black on white and greys only, for handouts and photocopies.
    Print,
}

/// The theme of a name.
pub(crate) fn theme(name: ThemeName) -> Theme {
    match name {
        ThemeName::Classic => Theme {
            background: Rgb(255, 255, 255),
            light: Rgb(240, 217, 181),
            dark: Rgb(181, 136, 99),
            grid: None,
            text: Rgb(60, 48, 40),
            path: Rgb(30, 60, 140),
            path_weight: 0.07,
            marker: Rgb(200, 40, 40),
            number: Rgb(20, 20, 20),
            piece: Rgb(255, 255, 255),
            piece_outline: Rgb(20, 20, 20),
            highlight: Rgb(130, 190, 90),
            refuted: Rgb(200, 40, 40),
        },
        ThemeName::Wiki => Theme {
            background: Rgb(255, 255, 255),
            light: Rgb(255, 255, 255),
            dark: Rgb(255, 255, 255),
            grid: Some(Rgb(160, 160, 160)),
            text: Rgb(60, 60, 60),
            path: Rgb(0, 0, 0),
            path_weight: 0.05,
            marker: Rgb(0, 0, 0),
            number: Rgb(90, 90, 90),
            piece: Rgb(255, 255, 255),
            piece_outline: Rgb(0, 0, 0),
            highlight: Rgb(255, 220, 120),
            refuted: Rgb(210, 60, 60),
        },
        ThemeName::Print => Theme {
            background: Rgb(255, 255, 255),
            light: Rgb(255, 255, 255),
            dark: Rgb(200, 200, 200),
            grid: Some(Rgb(0, 0, 0)),
            text: Rgb(0, 0, 0),
            path: Rgb(0, 0, 0),
            path_weight: 0.06,
            marker: Rgb(0, 0, 0),
            number: Rgb(0, 0, 0),
            piece: Rgb(255, 255, 255),
            piece_outline: Rgb(0, 0, 0),
            highlight: Rgb(140, 140, 140),
            refuted: Rgb(90, 90, 90),
        },
    }
}
