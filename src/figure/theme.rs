//! Colour schemes. A theme is a table of colours and weights: adding one is
//! adding a constant to [`Theme`] (and its name to the job's choices).
//! Every colour that carries meaning on the board keeps a contrast of at
//! least 3:1 against both square colours, in colour, in greyscale and as
//! people with protanopia or deuteranopia see it (a test checks each
//! theme); marks differ by shape as well, so none relies on its colour.

use crate::board::Square;
use crate::figure::scene::Rgb;

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
    /// Start and end markers, degree digits.
    pub marker: Rgb,
    /// Step numbers.
    pub number: Rgb,
    /// Piece bodies.
    pub piece: Rgb,
    /// Piece outlines and details.
    pub piece_outline: Rgb,
    /// A cross on a candidate the search did not take.
    pub rejected: Rgb,
    /// A ring on a square that proves why a candidate was not taken.
    pub cause: Rgb,
    /// A box on the square the search stepped back from.
    pub retreat: Rgb,
    /// Behind the lines of a program a frame executes.
    pub highlight: Rgb,
}

impl Theme {
    /// The colour of a square.
    #[must_use]
    pub fn square(&self, sq: Square) -> Rgb {
        if sq.is_dark() { self.dark } else { self.light }
    }

    /// The colours marks are drawn over: the background, the squares and
    /// the pieces' bodies.
    #[must_use]
    pub fn grounds(&self) -> Vec<Rgb> {
        vec![
            self.background,
            self.piece,
            self.light,
            self.dark,
            self.highlight,
        ]
    }

    /// The colours that carry meaning on the board, named: each stands out
    /// from both square colours (see the contrast test).
    #[must_use]
    pub fn marks(&self) -> [(&'static str, Rgb); 8] {
        [
            ("text", self.text),
            ("path", self.path),
            ("marker", self.marker),
            ("number", self.number),
            ("piece outline", self.piece_outline),
            ("rejected", self.rejected),
            ("cause", self.cause),
            ("retreat", self.retreat),
        ]
    }

    /// Every colour drawn over the grounds: the marks, the pieces' bodies
    /// and the grid.
    #[must_use]
    pub fn foregrounds(&self) -> Vec<Rgb> {
        let mut colours: Vec<Rgb> = self.marks().iter().map(|&(_, c)| c).collect();
        colours.push(self.piece);
        colours.extend(self.grid);
        colours
    }
}

impl Theme {
    /// Warm light and dark squares, like the popular online boards.
    pub const CLASSIC: Theme = Theme {
        background: Rgb(255, 255, 255),
        light: Rgb(240, 217, 181),
        dark: Rgb(181, 136, 99),
        grid: None,
        text: Rgb(60, 48, 40),
        path: Rgb(20, 45, 120),
        path_weight: 0.07,
        marker: Rgb(128, 0, 0),
        number: Rgb(20, 20, 20),
        piece: Rgb(255, 255, 255),
        piece_outline: Rgb(20, 20, 20),
        rejected: Rgb(120, 0, 30),
        cause: Rgb(100, 0, 140),
        retreat: Rgb(25, 25, 25),
        highlight: Rgb(255, 232, 140),
    };

    /// White squares, a thin grey grid and a black path.
    pub const WIKI: Theme = Theme {
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
        rejected: Rgb(190, 20, 20),
        cause: Rgb(110, 40, 170),
        retreat: Rgb(40, 40, 40),
        highlight: Rgb(255, 232, 140),
    };

    /// Black on white and greys only, for handouts and photocopies.
    pub const PRINT: Theme = Theme {
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
        rejected: Rgb(70, 70, 70),
        cause: Rgb(100, 100, 100),
        retreat: Rgb(0, 0, 0),
        highlight: Rgb(215, 215, 215),
    };
}

/// Every theme with its name, for tests.
#[cfg(test)]
pub(crate) const THEMES: [(&str, Theme); 3] = [
    ("classic", Theme::CLASSIC),
    ("wiki", Theme::WIKI),
    ("print", Theme::PRINT),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// An sRGB channel, 0..=255, as linear light.
    fn linear(c: u8) -> f64 {
        let c = f64::from(c) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }

    /// Relative luminance of linear RGB (WCAG 2).
    fn luminance([r, g, b]: [f64; 3]) -> f64 {
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// The contrast ratio of two luminances (WCAG 2: 1 to 21).
    fn ratio(a: f64, b: f64) -> f64 {
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    /// Machado, Oliveira and Fernandes (2009), severity 1, on linear RGB.
    const PROTANOPIA: [[f64; 3]; 3] = [
        [0.152_286, 1.052_583, -0.204_868],
        [0.114_503, 0.786_281, 0.099_216],
        [-0.003_882, -0.048_116, 1.051_998],
    ];
    /// See [`PROTANOPIA`].
    const DEUTERANOPIA: [[f64; 3]; 3] = [
        [0.367_322, 0.860_646, -0.227_968],
        [0.280_085, 0.672_501, 0.047_413],
        [-0.011_820, 0.042_940, 0.968_881],
    ];

    /// How a colour looks, as a luminance, to each viewer: in colour, as a
    /// greyscale copy (Rec. 601 luma of the encoded values, as copiers and
    /// image tools convert), with protanopia and with deuteranopia.
    fn seen(c: Rgb) -> [(&'static str, f64); 4] {
        let lin = [linear(c.0), linear(c.1), linear(c.2)];
        let simulate = |m: &[[f64; 3]; 3]| {
            luminance(
                m.map(|row| (row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]).clamp(0.0, 1.0)),
            )
        };
        let luma = 0.299 * f64::from(c.0) + 0.587 * f64::from(c.1) + 0.114 * f64::from(c.2);
        let grey = linear(luma.round() as u8);
        [
            ("colour", luminance(lin)),
            ("greyscale", grey),
            ("protanopia", simulate(&PROTANOPIA)),
            ("deuteranopia", simulate(&DEUTERANOPIA)),
        ]
    }

    #[test]
    fn every_mark_stands_out_from_both_squares_for_every_viewer() {
        let mut failures = Vec::new();
        for (name, theme) in THEMES {
            for (mark, colour) in theme.marks() {
                for (square, ground) in [("light", theme.light), ("dark", theme.dark)] {
                    for ((viewer, a), (_, b)) in seen(colour).into_iter().zip(seen(ground)) {
                        let r = ratio(a, b);
                        if r < 3.0 {
                            failures.push(format!(
                                "{name} {mark} on {square} squares, {viewer}: {r:.2}:1"
                            ));
                        }
                    }
                }
            }
        }
        assert!(failures.is_empty(), "below 3:1:\n{}", failures.join("\n"));
    }

    #[test]
    fn text_reads_on_a_lit_program_line_for_every_viewer() {
        for (name, theme) in THEMES {
            for ((viewer, a), (_, b)) in seen(theme.text).into_iter().zip(seen(theme.highlight)) {
                let r = ratio(a, b);
                assert!(r >= 4.5, "{name}, {viewer}: {r:.2}:1");
            }
        }
    }

    #[test]
    fn the_contrast_test_catches_a_pale_mark() {
        // The tint the classic theme once used for a cut square.
        let tint = Rgb(181, 136, 99).mix(Rgb(200, 40, 40), 0.6);
        let dark = seen(Rgb(181, 136, 99))[0].1;
        assert!(ratio(seen(tint)[0].1, dark) < 3.0);
    }
}
