//! Scene to PNG.

use crate::figure::raster::render;
use crate::figure::scene::Scene;

/// The scene as PNG bytes.
pub fn to_png(scene: &Scene) -> Vec<u8> {
    let pixmap = render(scene).expect("a scene has pixels");
    pixmap.encode_png().expect("PNG encoding in memory")
}
