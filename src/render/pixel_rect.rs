//! Integer pixel rectangles: the parts of a picture that the rasteriser
//! redraws and the GIF writer compares, and the glyph masks clip to.

use crate::figure::scene::{Rect, Scene};

/// An integer pixel rectangle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PixelRect {
    /// Left column.
    pub x: u32,
    /// Top row.
    pub y: u32,
    /// Width.
    pub w: u32,
    /// Height.
    pub h: u32,
}

impl PixelRect {
    /// The whole of a scene.
    pub(crate) fn whole(scene: &Scene) -> PixelRect {
        PixelRect {
            x: 0,
            y: 0,
            w: scene.width,
            h: scene.height,
        }
    }

    /// The pixels covering `rect`, within the scene.
    pub(crate) fn covering(rect: &Rect, scene: &Scene) -> PixelRect {
        PixelRect::whole(scene).cut(rect)
    }

    /// The pixels covering `rect`, within `self`.
    pub(crate) fn cut(&self, rect: &Rect) -> PixelRect {
        let at = |v: f32| v.max(0.0) as u32;
        let (x0, y0) = (at(rect.x.floor()), at(rect.y.floor()));
        let (x1, y1) = (at((rect.x + rect.w).ceil()), at((rect.y + rect.h).ceil()));
        self.meet(&PixelRect {
            x: x0,
            y: y0,
            w: x1.saturating_sub(x0),
            h: y1.saturating_sub(y0),
        })
    }

    /// Whether the rectangle covers no pixel.
    pub(crate) fn is_empty(&self) -> bool {
        self.w == 0 || self.h == 0
    }

    /// The pixels in both rectangles.
    pub(crate) fn meet(&self, other: &PixelRect) -> PixelRect {
        let x0 = self.x.max(other.x);
        let y0 = self.y.max(other.y);
        let x1 = (self.x + self.w).min(other.x + other.w);
        let y1 = (self.y + self.h).min(other.y + other.h);
        PixelRect {
            x: x0,
            y: y0,
            w: x1.saturating_sub(x0),
            h: y1.saturating_sub(y0),
        }
    }

    /// The smallest rectangle holding both.
    pub(crate) fn join(&self, other: &PixelRect) -> PixelRect {
        let x0 = self.x.min(other.x);
        let y0 = self.y.min(other.y);
        let x1 = (self.x + self.w).max(other.x + other.w);
        let y1 = (self.y + self.h).max(other.y + other.h);
        PixelRect {
            x: x0,
            y: y0,
            w: x1 - x0,
            h: y1 - y0,
        }
    }

    /// The number of pixels.
    pub(crate) fn area(&self) -> u64 {
        u64::from(self.w) * u64::from(self.h)
    }

    /// The rectangle in the scene's coordinates.
    pub(crate) fn as_rect(&self) -> Rect {
        Rect {
            x: self.x as f32,
            y: self.y as f32,
            w: self.w as f32,
            h: self.h as f32,
        }
    }
}
