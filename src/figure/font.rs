//! Text as glyph outlines of the embedded Noto Sans (SIL Open Font License),
//! so captions and labels look the same in every SVG renderer, in GIF and in
//! PNG, whatever fonts the machine has. Covers Latin with Vietnamese.

use std::sync::OnceLock;

use ttf_parser::{Face, GlyphId, OutlineBuilder};

use crate::figure::outline::Cmd;

/// A glyph placed at a pixel origin (on the baseline).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlacedGlyph {
    /// The glyph in the embedded font.
    pub id: u16,
    /// Origin, pixels.
    pub x: f32,
    /// Baseline, pixels.
    pub y: f32,
}

fn face() -> &'static Face<'static> {
    static FACE: OnceLock<Face<'static>> = OnceLock::new();
    FACE.get_or_init(|| Face::parse(notosans::REGULAR_TTF, 0).expect("embedded font parses"))
}

/// Font units per em.
pub(crate) fn units_per_em() -> f32 {
    f32::from(face().units_per_em())
}

/// The height of a digit or capital above the baseline, as a fraction of the
/// font size.
pub(crate) fn cap_height() -> f32 {
    f32::from(face().capital_height().unwrap_or(714)) / units_per_em()
}

/// The width of `text` at `size` pixels.
pub(crate) fn text_width(text: &str, size: f32) -> f32 {
    let face = face();
    let scale = size / units_per_em();
    text.chars()
        .map(|c| {
            let id = face.glyph_index(c).unwrap_or(GlyphId(0));
            f32::from(face.glyph_hor_advance(id).unwrap_or(0)) * scale
        })
        .sum()
}

/// `text` broken at spaces into lines at most `width` pixels wide at
/// `size` (a word wider than that stands alone on its line).
pub(crate) fn wrap(text: &str, size: f32, width: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if !line.is_empty() && text_width(&candidate, size) > width {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        } else {
            line = candidate;
        }
    }
    lines.push(line);
    lines
}

/// Lays out one line of `text` at `size` pixels, centred on `x`, with its
/// baseline at `y`.
#[must_use]
pub fn layout(text: &str, size: f32, x: f32, y: f32) -> Vec<PlacedGlyph> {
    let face = face();
    let scale = size / units_per_em();
    let mut pen = x - text_width(text, size) / 2.0;
    let mut glyphs = Vec::new();
    for c in text.chars() {
        let id = face.glyph_index(c).unwrap_or(GlyphId(0));
        if !c.is_whitespace() {
            glyphs.push(PlacedGlyph {
                id: id.0,
                x: pen,
                y,
            });
        }
        pen += f32::from(face.glyph_hor_advance(id).unwrap_or(0)) * scale;
    }
    glyphs
}

/// Whether the embedded font has a glyph for every character of `text`.
pub(crate) fn covers(text: &str) -> bool {
    text.chars()
        .all(|c| c.is_whitespace() || face().glyph_index(c).is_some())
}

/// The outline of a glyph in font units, y pointing up.
pub(crate) fn glyph_outline(id: u16) -> Vec<Cmd> {
    struct Collect(Vec<Cmd>);
    impl OutlineBuilder for Collect {
        fn move_to(&mut self, x: f32, y: f32) {
            self.0.push(Cmd::Move(x, y));
        }
        fn line_to(&mut self, x: f32, y: f32) {
            self.0.push(Cmd::Line(x, y));
        }
        fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
            self.0.push(Cmd::Quad(x1, y1, x, y));
        }
        fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
            self.0.push(Cmd::Cubic(x1, y1, x2, y2, x, y));
        }
        fn close(&mut self) {
            self.0.push(Cmd::Close);
        }
    }
    let mut collect = Collect(Vec::new());
    face().outline_glyph(GlyphId(id), &mut collect);
    collect.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vietnamese_is_covered() {
        assert!(covers("Hành trình của quân mã: Tiếng Việt có dấu ặ ễ ỡ ự"));
        assert!(!glyph_outline(layout("ệ", 10.0, 0.0, 0.0)[0].id).is_empty());
    }
}
