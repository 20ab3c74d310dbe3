//! Text as glyph outlines of the embedded Noto Sans (SIL Open Font License),
//! so captions and labels look the same in every SVG renderer, in GIF and in
//! PNG, whatever fonts the machine has. Covers Latin with Vietnamese, Greek
//! and Cyrillic. Captions may also use a font the user gives ([`UserFont`]),
//! shaped with a real shaper ([`Title`]).

mod title;
mod user;

use std::sync::OnceLock;

use ttf_parser::{Face, GlyphId, OutlineBuilder};

use crate::figure::outline::Cmd;

pub(crate) use title::Missing;
pub(crate) use title::Title;
pub(crate) use user::too_large;
pub(crate) use user::{MAX_FONT_BYTES, UserFont};

/// A glyph placed at a pixel origin (on the baseline).
#[derive(Clone, Debug, PartialEq)]
pub struct PlacedGlyph {
    /// The font the glyph is from: the user's, or `None` for the embedded
    /// font.
    pub font: Option<UserFont>,
    /// The glyph in its font.
    pub id: u16,
    /// Origin, pixels.
    pub x: f32,
    /// Baseline, pixels.
    pub y: f32,
}

/// The embedded font's file.
const EMBEDDED: &[u8] = notosans::REGULAR_TTF;

fn face() -> &'static Face<'static> {
    static FACE: OnceLock<Face<'static>> = OnceLock::new();
    FACE.get_or_init(|| Face::parse(EMBEDDED, 0).expect("embedded font parses"))
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

/// The advance of `c` in the embedded font, in font units: nothing for a
/// character that is never drawn (a bidi control, a joiner).
fn advance(c: char) -> f32 {
    if is_default_ignorable(c) {
        return 0.0;
    }
    let face = face();
    let id = face.glyph_index(c).unwrap_or(GlyphId(0));
    f32::from(face.glyph_hor_advance(id).unwrap_or(0))
}

/// The width of `text` at `size` pixels.
pub(crate) fn text_width(text: &str, size: f32) -> f32 {
    let scale = size / units_per_em();
    text.chars().map(|c| advance(c) * scale).sum()
}

/// `text` in the embedded font broken at spaces into lines at most
/// `width` pixels wide at `size` (a word wider than that stands alone on
/// its line), balanced as [`Title::wrap`] balances them: the captions of
/// search figures and strips.
pub(crate) fn wrap(text: &str, size: f32, width: f32) -> Vec<String> {
    Title::new(text, None)
        .wrap(size, width)
        .into_iter()
        .map(|line| text[line].to_string())
        .collect()
}

/// Lays out one line of `text` at `size` pixels, centred on `x`, with its
/// baseline at `y`.
#[must_use]
pub(crate) fn layout(text: &str, size: f32, x: f32, y: f32) -> Vec<PlacedGlyph> {
    let face = face();
    let scale = size / units_per_em();
    let mut pen = x - text_width(text, size) / 2.0;
    let mut glyphs = Vec::new();
    for c in text.chars() {
        if !c.is_whitespace() && !is_default_ignorable(c) {
            glyphs.push(PlacedGlyph {
                font: None,
                id: face.glyph_index(c).unwrap_or(GlyphId(0)).0,
                x: pen,
                y,
            });
        }
        pen += advance(c) * scale;
    }
    glyphs
}

/// Whether the embedded font has a glyph for `c`.
pub(crate) fn has(c: char) -> bool {
    face().glyph_index(c).is_some()
}

/// Whether `c` is drawn as nothing (Unicode's `Default_Ignorable_Code_Point`:
/// bidi controls, joiners, variation selectors, the soft hyphen, ...), so
/// that no font needs a glyph for it.
pub(crate) fn is_default_ignorable(c: char) -> bool {
    matches!(
        u32::from(c),
        0x00AD
            | 0x034F
            | 0x061C
            | 0x115F..=0x1160
            | 0x17B4..=0x17B5
            | 0x180B..=0x180F
            | 0x200B..=0x200F
            | 0x202A..=0x202E
            | 0x2060..=0x206F
            | 0x3164
            | 0xFE00..=0xFE0F
            | 0xFEFF
            | 0xFFA0
            | 0xFFF0..=0xFFF8
            | 0x1BCA0..=0x1BCA3
            | 0x1D173..=0x1D17A
            | 0xE0000..=0xE0FFF
    )
}

/// The outline of a placed glyph, in the embedded font's units, y pointing
/// up: a glyph of the user's font is scaled to them.
pub(crate) fn outline(glyph: &PlacedGlyph) -> Vec<Cmd> {
    match &glyph.font {
        None => glyph_outline(glyph.id),
        Some(font) => font.outline(glyph.id, units_per_em()),
    }
}

/// The name under which an SVG defines a placed glyph's outline: `g7` for
/// the embedded font's glyph 7, `u1a2b3c4d-7` for the user font's.
pub(crate) fn glyph_name(glyph: &PlacedGlyph) -> String {
    match &glyph.font {
        None => format!("g{}", glyph.id),
        Some(font) => format!("u{:08x}-{}", font.key(), glyph.id),
    }
}

/// What tells placed glyphs apart: their font (`None` for the embedded
/// one) and their id; embedded glyphs sort first.
pub(crate) fn glyph_key(glyph: &PlacedGlyph) -> (Option<u32>, u16) {
    (glyph.font.as_ref().map(UserFont::key), glyph.id)
}

/// The outline of a glyph of the embedded font in font units, y pointing
/// up.
fn glyph_outline(id: u16) -> Vec<Cmd> {
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
        assert!(
            "Hành trình của quân mã: Tiếng Việt có dấu ặ ễ ỡ ự"
                .chars()
                .all(|c| c == ' ' || has(c))
        );
        assert!(!outline(&layout("ệ", 10.0, 0.0, 0.0)[0]).is_empty());
    }

    #[test]
    fn ignorable_characters_take_no_room() {
        let (with, without) = (
            text_width("a\u{200d}\u{202b}b", 10.0),
            text_width("ab", 10.0),
        );
        assert!((with - without).abs() < 1e-6, "{with} {without}");
        assert_eq!(layout("a\u{200e}b", 10.0, 0.0, 0.0).len(), 2);
    }
}
