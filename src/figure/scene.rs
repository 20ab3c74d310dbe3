//! The scene: a description of one picture (board, path, markers, pieces,
//! text) that both the SVG writer and the rasteriser draw.

use crate::figure::font::PlacedGlyph;

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `#rrggbb`.
    pub fn hex(&self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }

    /// This colour mixed with `other`: `t` = 0 gives self, 1 gives other.
    pub fn mix(&self, other: Rgb, t: f32) -> Rgb {
        let m = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * t).round() as u8;
        Rgb(m(self.0, other.0), m(self.1, other.1), m(self.2, other.2))
    }
}

/// An axis-aligned rectangle in pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl Rect {
    /// Whether the two rectangles overlap.
    pub fn intersects(&self, other: &Rect) -> bool {
        self.x < other.x + other.w
            && other.x < self.x + self.w
            && self.y < other.y + other.h
            && other.y < self.y + self.h
    }

    /// The smallest rectangle holding both.
    pub fn union(&self, other: &Rect) -> Rect {
        let x = self.x.min(other.x);
        let y = self.y.min(other.y);
        Rect {
            x,
            y,
            w: (self.x + self.w).max(other.x + other.w) - x,
            h: (self.y + self.h).max(other.y + other.h) - y,
        }
    }

    /// Grown by `by` on every side.
    pub fn grow(&self, by: f32) -> Rect {
        Rect {
            x: self.x - by,
            y: self.y - by,
            w: self.w + 2.0 * by,
            h: self.h + 2.0 * by,
        }
    }
}

/// Chess pieces drawn for this project.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PieceKind {
    /// The knight.
    Knight,
    /// The queen.
    Queen,
}

/// One thing drawn, in painting order.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A filled rectangle.
    Rect {
        /// Where.
        rect: Rect,
        /// Fill colour.
        fill: Rgb,
    },
    /// A checkerboard: `files` x `ranks` squares of `cell` pixels from the
    /// top-left corner; the square at the bottom-left is dark.
    Checker {
        /// Top-left corner.
        x: f32,
        /// Top-left corner.
        y: f32,
        /// Number of files.
        files: u32,
        /// Number of ranks.
        ranks: u32,
        /// Square size.
        cell: f32,
        /// Light squares.
        light: Rgb,
        /// Dark squares.
        dark: Rgb,
    },
    /// Grid lines between and around the squares.
    Grid {
        /// Top-left corner.
        x: f32,
        /// Top-left corner.
        y: f32,
        /// Number of files.
        files: u32,
        /// Number of ranks.
        ranks: u32,
        /// Square size.
        cell: f32,
        /// Line colour.
        color: Rgb,
        /// Line width.
        width: f32,
    },
    /// A stroked line through points, round joins and caps.
    Line {
        /// The points.
        points: Vec<(f32, f32)>,
        /// Whether the last point joins the first.
        closed: bool,
        /// Colour.
        color: Rgb,
        /// Width.
        width: f32,
    },
    /// A disc, optionally outlined.
    Disc {
        /// Centre.
        cx: f32,
        /// Centre.
        cy: f32,
        /// Radius.
        r: f32,
        /// Fill.
        fill: Rgb,
        /// Outline colour and width.
        stroke: Option<(Rgb, f32)>,
    },
    /// A filled polygon.
    Polygon {
        /// Corners.
        points: Vec<(f32, f32)>,
        /// Fill.
        fill: Rgb,
    },
    /// A piece centred on a point, `size` pixels tall.
    Piece {
        /// Which piece.
        kind: PieceKind,
        /// Centre.
        cx: f32,
        /// Centre.
        cy: f32,
        /// Height in pixels.
        size: f32,
        /// Body colour.
        fill: Rgb,
        /// Outline and detail colour.
        outline: Rgb,
    },
    /// Text, laid out as glyph outlines of the embedded font.
    Text {
        /// Glyphs with their origins (pixels).
        glyphs: Vec<PlacedGlyph>,
        /// Font size in pixels.
        size: f32,
        /// Fill.
        fill: Rgb,
        /// A halo drawn behind the text, for legibility over lines.
        halo: Option<Rgb>,
    },
}

/// A picture: its size, background and items.
#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Background colour.
    pub background: Rgb,
    /// Items in painting order.
    pub items: Vec<Item>,
}
