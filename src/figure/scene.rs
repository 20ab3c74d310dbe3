//! The scene: a description of one picture (board, path, markers, pieces,
//! text) that both the SVG writer and the rasteriser draw.

use crate::figure::font::PlacedGlyph;

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `#rrggbb`.
    #[must_use]
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }

    /// This colour mixed with `other`: `t` = 0 gives self, 1 gives other.
    #[must_use]
    pub fn mix(self, other: Rgb, t: f32) -> Rgb {
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

    /// The rectangle's outline `inset` pixels inside its edges: a closed
    /// line `width` pixels wide in `color`.
    #[must_use]
    pub fn outline(&self, inset: f32, color: Rgb, width: f32) -> Item {
        let (x0, y0) = (self.x + inset, self.y + inset);
        let (x1, y1) = (self.x + self.w - inset, self.y + self.h - inset);
        Item::Line {
            points: vec![(x0, y0), (x1, y0), (x1, y1), (x0, y1)],
            closed: true,
            color,
            width,
        }
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

    /// The smallest rectangle holding the points, or `None` if there are
    /// none.
    pub fn around(points: &[(f32, f32)]) -> Option<Rect> {
        let (&(x, y), rest) = points.split_first()?;
        let (mut left, mut top, mut right, mut bottom) = (x, y, x, y);
        for &(x, y) in rest {
            left = left.min(x);
            top = top.min(y);
            right = right.max(x);
            bottom = bottom.max(y);
        }
        Some(Rect {
            x: left,
            y: top,
            w: right - left,
            h: bottom - top,
        })
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

/// Where a board's squares lie: `files` x `ranks` squares of `cell` pixels
/// from the top-left corner. Columns count from the left, rows from the top.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Squares {
    /// Top-left corner.
    pub x: f32,
    /// Top-left corner.
    pub y: f32,
    /// Number of files.
    pub files: u32,
    /// Number of ranks.
    pub ranks: u32,
    /// Square size.
    pub cell: f32,
}

impl Squares {
    /// The rectangle all the squares cover.
    pub fn rect(&self) -> Rect {
        Rect {
            x: self.x,
            y: self.y,
            w: self.files as f32 * self.cell,
            h: self.ranks as f32 * self.cell,
        }
    }

    /// Whether the square in column `col` and row `row` is dark: the square
    /// at the bottom-left is.
    pub fn is_dark(&self, col: u32, row: u32) -> bool {
        (col + (self.ranks - 1 - row)).is_multiple_of(2)
    }

    /// The dark squares meeting `area`, row by row from the top.
    pub fn dark_squares(&self, area: Rect) -> impl Iterator<Item = Rect> {
        let cols = self.span(area.x - self.x, area.x + area.w - self.x, self.files);
        let rows = self.span(area.y - self.y, area.y + area.h - self.y, self.ranks);
        let squares = *self;
        rows.flat_map(move |row| {
            cols.clone()
                .filter(move |&col| squares.is_dark(col, row))
                .map(move |col| Rect {
                    x: squares.x + col as f32 * squares.cell,
                    y: squares.y + row as f32 * squares.cell,
                    w: squares.cell,
                    h: squares.cell,
                })
        })
    }

    /// The columns (or rows), of `count`, meeting the stretch from `from` to
    /// `to` pixels past the corner.
    fn span(&self, from: f32, to: f32, count: u32) -> std::ops::Range<u32> {
        let first = (from / self.cell).floor().max(0.0) as u32;
        let last = ((to / self.cell).ceil().max(0.0) as u32).min(count);
        first..last
    }

    /// The grid lines along the edges of the squares: down every file edge
    /// from left to right, then across every rank edge from top to bottom.
    pub fn grid_lines(&self) -> impl Iterator<Item = GridLine> {
        let Rect { x, y, w, h } = self.rect();
        let cell = self.cell;
        let down = (0..=self.files).map(move |i| GridLine::Down {
            x: x + i as f32 * cell,
            y,
            length: h,
        });
        let across = (0..=self.ranks).map(move |j| GridLine::Across {
            x,
            y: y + j as f32 * cell,
            length: w,
        });
        down.chain(across)
    }
}

/// The centre line of one grid line.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum GridLine {
    /// Down from a point.
    Down {
        /// Top end.
        x: f32,
        /// Top end.
        y: f32,
        /// Length in pixels.
        length: f32,
    },
    /// Across from a point.
    Across {
        /// Left end.
        x: f32,
        /// Left end.
        y: f32,
        /// Length in pixels.
        length: f32,
    },
}

impl GridLine {
    /// The rectangle the line covers when drawn `width` wide with square
    /// ends, so that lines meet without gaps at the corners.
    pub fn band(&self, width: f32) -> Rect {
        match *self {
            GridLine::Down { x, y, length } => Rect {
                x: x - width / 2.0,
                y: y - width / 2.0,
                w: width,
                h: length + width,
            },
            GridLine::Across { x, y, length } => Rect {
                x: x - width / 2.0,
                y: y - width / 2.0,
                w: length + width,
                h: width,
            },
        }
    }
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
    /// A checkerboard; the square at the bottom-left is dark.
    Checker {
        /// Where the squares lie.
        squares: Squares,
        /// Light squares.
        light: Rgb,
        /// Dark squares.
        dark: Rgb,
    },
    /// Grid lines between and around the squares.
    Grid {
        /// Where the squares lie.
        squares: Squares,
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
    /// A straight line in dashes with round caps (the closing move of a
    /// closed tour).
    Dashed {
        /// Where it starts (with a dash).
        from: (f32, f32),
        /// Where it ends.
        to: (f32, f32),
        /// Colour.
        color: Rgb,
        /// Width.
        width: f32,
        /// The lengths of a dash and of a gap, caps not included.
        dash: [f32; 2],
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
    /// Small filled discs of one size and colour (the visited squares of a
    /// tour, the attacked squares of a queen).
    Dots {
        /// Centres.
        centres: Vec<(f32, f32)>,
        /// Radius.
        r: f32,
        /// Fill.
        fill: Rgb,
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

impl Item {
    /// A box around what the item paints, by which the rasteriser skips
    /// items outside the part it redraws; `None` when the item paints
    /// nothing (no points, no glyphs).
    #[must_use]
    pub fn bounds(&self) -> Option<Rect> {
        match self {
            Item::Rect { rect, .. } => Some(*rect),
            Item::Checker { squares, .. } => Some(squares.rect()),
            Item::Grid { squares, width, .. } => Some(squares.rect().grow(width / 2.0)),
            Item::Line { points, width, .. } => Rect::around(points).map(|r| r.grow(*width)),
            Item::Dashed {
                from, to, width, ..
            } => Rect::around(&[*from, *to]).map(|r| r.grow(*width)),
            Item::Disc {
                cx, cy, r, stroke, ..
            } => {
                let disc = Rect {
                    x: cx - r,
                    y: cy - r,
                    w: 2.0 * r,
                    h: 2.0 * r,
                };
                Some(disc.grow(stroke.map_or(0.0, |(_, width)| width)))
            }
            Item::Dots { centres, r, .. } => Rect::around(centres).map(|c| c.grow(*r)),
            Item::Polygon { points, .. } => Rect::around(points),
            Item::Piece { cx, cy, size, .. } => {
                let square = Rect {
                    x: cx - size / 2.0,
                    y: cy - size / 2.0,
                    w: *size,
                    h: *size,
                };
                Some(square.grow(2.0))
            }
            Item::Text { glyphs, size, .. } => glyphs
                .iter()
                .map(|g| glyph_bounds(g, *size))
                .reduce(|a, b| a.union(&b)),
        }
    }
}

/// The width of the halo around text (its outline stroked behind the
/// fill), as a fraction of the font size.
pub(crate) const HALO_WIDTH: f32 = 0.22;

/// A box around one glyph of text `size` pixels tall, halo included.
pub(crate) fn glyph_bounds(glyph: &PlacedGlyph, size: f32) -> Rect {
    Rect {
        x: glyph.x - size,
        y: glyph.y - 1.5 * size,
        w: 3.0 * size,
        h: 2.2 * size,
    }
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
    /// A short name of the picture (the caption or a generated one), for
    /// screen readers and search engines; empty when none.
    pub title: String,
    /// The picture in plain text (a tour's squares, a placement's columns,
    /// a tree's nodes); empty when none.
    pub desc: String,
}
