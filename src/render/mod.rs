//! Renderers: scenes and frames to the bytes of a file. They know scenes,
//! not puzzles: no solver type is used here.

pub(crate) mod animated_svg;
pub(crate) mod gif;
pub(crate) mod png;
pub(crate) mod raster;
pub(crate) mod svg;

use serde::{Deserialize, Serialize};

/// A figure file format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// Scalable vector graphics: the static figure.
    Svg,
    /// An animation.
    Gif,
    /// A raster of the static figure.
    Png,
    /// An SVG that animates itself with CSS.
    #[serde(rename = "animated-svg")]
    AnimatedSvg,
}

impl Format {
    /// The file extension, also the format's name in build files.
    #[must_use]
    pub fn extension(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Gif => "gif",
            Format::Png => "png",
            Format::AnimatedSvg => "anim.svg",
        }
    }

    /// Whether the format is drawn in pixels.
    #[must_use]
    pub fn is_raster(self) -> bool {
        matches!(self, Format::Gif | Format::Png)
    }

    /// Whether the format is an animation, timed by the animation options.
    #[must_use]
    pub fn is_animation(self) -> bool {
        matches!(self, Format::Gif | Format::AnimatedSvg)
    }

    /// The format's name in build files and messages.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Format::AnimatedSvg => "animated-svg",
            other => other.extension(),
        }
    }
}
