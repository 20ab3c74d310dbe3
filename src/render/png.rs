//! Scene to PNG.

use crate::figure::scene::Scene;
use crate::render::raster::render;

/// The scene as PNG bytes.
#[must_use]
pub fn to_png(scene: &Scene) -> Vec<u8> {
    let pixmap = render(scene).expect("a scene has pixels");
    pixmap.encode_png().expect("PNG encoding in memory")
}
