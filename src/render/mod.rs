//! Renderers: scenes and frames to the bytes of a file. They know scenes,
//! not puzzles: no solver type is used here.

pub(crate) mod animated_svg;
pub(crate) mod dirty;
pub(crate) mod explorer;
pub(crate) mod gif;
pub(crate) mod glyph_masks;
pub(crate) mod html;
pub(crate) mod lzw;
pub(crate) mod pdf;
pub(crate) mod png;
pub(crate) mod raster;
pub(crate) mod svg;

use serde::{Deserialize, Serialize};

/// A figure file format.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// Scalable vector graphics: the static figure.
    Svg,
    /// An animation.
    Gif,
    /// A raster of the static figure.
    Png,
    /// A self-contained page that plays the animation, frame by frame.
    Html,
    /// An SVG that animates itself with CSS.
    #[serde(rename = "animated-svg")]
    AnimatedSvg,
    /// The backtracking search as data: one JSON object per line (JSON
    /// Lines), every candidate in the order tried.
    Trace,
    /// A document for print and for typesetting: the static figure as
    /// vector pages.
    Pdf,
}

impl Format {
    /// The file extension, also the format's name in build files.
    #[must_use]
    pub fn extension(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Gif => "gif",
            Format::Png => "png",
            Format::Html => "html",
            Format::AnimatedSvg => "anim.svg",
            Format::Trace => "trace.jsonl",
            Format::Pdf => "pdf",
        }
    }

    /// Whether the format is drawn in pixels.
    #[must_use]
    pub fn is_raster(self) -> bool {
        matches!(self, Format::Gif | Format::Png)
    }

    /// Whether the format plays the frames of the animation (the tour move
    /// by move, the search) rather than drawing the static figure.
    #[must_use]
    pub fn plays_frames(self) -> bool {
        matches!(self, Format::Gif | Format::Html)
    }

    /// Whether the format is a figure (not data).
    #[must_use]
    pub fn is_figure(self) -> bool {
        self != Format::Trace
    }

    /// Whether the format is an animation, timed by the animation options.
    #[must_use]
    pub fn is_animation(self) -> bool {
        matches!(self, Format::Gif | Format::Html | Format::AnimatedSvg)
    }

    /// The format's name in build files and messages.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Format::AnimatedSvg => "animated-svg",
            Format::Trace => "trace",
            other => other.extension(),
        }
    }
}
