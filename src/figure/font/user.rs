//! A font the user gives for captions (`--font`): a TrueType or OpenType
//! file read once, checked, and shared by every figure of the job. Its
//! glyphs are drawn as outlines, scaled to the embedded font's units, so
//! renderers handle both fonts alike.

use std::fmt;
use std::sync::Arc;

use harfrust::GlyphId;
use harfrust::font::Font;
use harfrust::font::glyph::outline::{DrawMemory, DrawOptions, PathSink};
use sha2::{Digest, Sha256};

use crate::figure::outline::Cmd;

/// The largest font file accepted, in bytes (32 MiB: every font of a
/// script fits, with room to spare; a pan-CJK collection does not).
pub(crate) const MAX_FONT_BYTES: u64 = 32 * 1024 * 1024;

/// A loaded user font. Cloning is cheap (the font is shared); two are equal
/// when their files hold the same bytes.
#[derive(Clone)]
pub struct UserFont(Arc<Loaded>);

struct Loaded {
    /// The parsed font (its bytes are shared with it).
    font: Font,
    /// SHA-256 of the file.
    digest: [u8; 32],
    /// Units per em.
    units_per_em: f32,
}

impl UserFont {
    /// The font in `bytes` (the first face of a collection), or why it
    /// cannot be used, in words that follow the option's name.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<UserFont, String> {
        if bytes.len() as u64 > MAX_FONT_BYTES {
            return Err(too_large());
        }
        if bytes.starts_with(b"wOFF") || bytes.starts_with(b"wOF2") {
            return Err(
                "is a WOFF web font; give the TrueType or OpenType file (.ttf, .otf)".into(),
            );
        }
        let digest: [u8; 32] = Sha256::digest(&bytes).into();
        let font = Font::new(bytes, 0).ok_or_else(not_a_font)?;
        if !font.charmap().has_unicode() {
            return Err("has no Unicode character map; expected a TrueType or \
                        OpenType font (.ttf, .otf, .ttc)"
                .into());
        }
        if font.outline_glyphs().is_empty() {
            return Err(
                "has no glyph outlines (a bitmap or colour-only font cannot \
                        be drawn as outlines)"
                    .into(),
            );
        }
        let units_per_em = f32::from(font.units_per_em());
        if !(16.0..=16384.0).contains(&units_per_em) {
            return Err(not_a_font());
        }
        Ok(UserFont(Arc::new(Loaded {
            font,
            digest,
            units_per_em,
        })))
    }

    /// The parsed font, for shaping.
    pub(crate) fn font(&self) -> &Font {
        &self.0.font
    }

    /// Units per em.
    pub(crate) fn units_per_em(&self) -> f32 {
        self.0.units_per_em
    }

    /// Whether the font maps `c` to a glyph.
    pub(crate) fn has(&self, c: char) -> bool {
        self.0.font.charmap().map_unicode(c).is_some()
    }

    /// A short name of the file's contents (its hash's first 4 bytes),
    /// which tells this font's glyphs from the embedded font's and from
    /// another font's.
    pub(crate) fn key(&self) -> u32 {
        let [a, b, c, d, ..] = self.0.digest;
        u32::from_be_bytes([a, b, c, d])
    }

    /// The outline of glyph `id`, in the embedded font's units (`em` per
    /// em), y pointing up; empty when the glyph has none.
    pub(crate) fn outline(&self, id: u16, em: f32) -> Vec<Cmd> {
        struct Collect(Vec<Cmd>, f32);
        impl PathSink for Collect {
            fn move_to(&mut self, x: f32, y: f32) {
                let s = self.1;
                self.0.push(Cmd::Move(x * s, y * s));
            }
            fn line_to(&mut self, x: f32, y: f32) {
                let s = self.1;
                self.0.push(Cmd::Line(x * s, y * s));
            }
            fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
                let s = self.1;
                self.0.push(Cmd::Quad(x1 * s, y1 * s, x * s, y * s));
            }
            fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
                let s = self.1;
                self.0
                    .push(Cmd::Cubic(x1 * s, y1 * s, x2 * s, y2 * s, x * s, y * s));
            }
            fn close(&mut self) {
                self.0.push(Cmd::Close);
            }
        }
        let outlines = self.0.font.outline_glyphs();
        let Some(glyph) = outlines.get(GlyphId::new(u32::from(id))) else {
            return Vec::new();
        };
        let mut collect = Collect(Vec::new(), em / self.0.units_per_em);
        match glyph.draw(&DrawOptions::new(), DrawMemory::Scratch, &mut collect) {
            Ok(_) => collect.0,
            Err(_) => Vec::new(),
        }
    }
}

/// Why a file that is no font is refused.
fn not_a_font() -> String {
    "not a TrueType or OpenType font; expected a .ttf, .otf or .ttc file".into()
}

/// Why a file over [`MAX_FONT_BYTES`] is refused.
pub(crate) fn too_large() -> String {
    format!(
        "a font file has at most {} MiB ({MAX_FONT_BYTES} bytes); this one has more",
        MAX_FONT_BYTES / (1024 * 1024)
    )
}

impl PartialEq for UserFont {
    fn eq(&self, other: &UserFont) -> bool {
        self.0.digest == other.0.digest
    }
}

impl fmt::Debug for UserFont {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "UserFont({:08x})", self.key())
    }
}
