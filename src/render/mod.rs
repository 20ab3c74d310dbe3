//! Renderers: scenes and frames to the bytes of a file. They know scenes,
//! not puzzles: no solver type is used here.

pub(crate) mod animated_svg;
pub(crate) mod dirty;
pub(crate) mod explorer;
pub(crate) mod explorer_queens;
pub(crate) mod gif;
pub(crate) mod glyph_masks;
pub(crate) mod html;
pub(crate) mod lzw;
pub(crate) mod pdf;
pub(crate) mod pixel_rect;
pub(crate) mod png;
pub(crate) mod raster;
pub(crate) mod svg;
