//! The values a user picks by name, as the command line (clap), build
//! files (serde) and their JSON Schema (schemars) spell them, with the
//! words `--help` and the schema show. The layers that solve and draw know
//! none of this: `plan` maps each choice onto their own types.

use std::fmt;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::de::DeserializeOwned;
use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::board::{Board, MAX_SIDE, Square, SquareList};
use crate::knight::moves::{MoveOrder, PRESETS};
use crate::options::{COORDS, LANG, METHOD, PAPER, THEME};

/// The choice a build file names `name`: an option's declared default.
pub(crate) fn declared_choice<T: DeserializeOwned>(name: &str) -> T {
    T::deserialize(de::value::StrDeserializer::<de::value::Error>::new(name))
        .unwrap_or_else(|error| panic!("the declared default `{name}`: {error}"))
}

/// Each choice's `Default`, the option's declared default in
/// [`crate::options`].
macro_rules! declared_defaults {
    ($($choice:ty = $declared:expr;)*) => {$(
        impl Default for $choice {
            fn default() -> $choice {
                declared_choice($declared)
            }
        }
    )*};
}

declared_defaults! {
    KnightMethod = METHOD;
    QueensMethod = METHOD;
    ThemeName = THEME;
    LangName = LANG;
    Coords = COORDS;
    Paper = PAPER;
}

/// What a GIF animates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum Animate {
    /// The answer move by move (knight tours).
    Tour,
    /// The backtracking search: each move or queen tried, made and undone.
    Search,
}

/// How a knight's tour is searched for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum KnightMethod {
    /// The exact textbook search within a small budget on small boards,
    /// else the sweep (narrow boards) or the construction.
    Auto,
    /// Depth-first search in the move order (same first tour as the textbook).
    Backtrack,
    /// Warnsdorff's rule, backtracking when it gets stuck.
    Warnsdorff,
    /// Divide and conquer from generated pieces, in time linear in the area.
    Construct,
    /// The exact sweep along the long side of a board 3 to 5 wide.
    Sweep,
}

/// The program shown beside a search figure, with the line each frame
/// executes lit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum Code {
    /// Python, as the lessons' notebooks write it.
    Python,
    /// C, as the lessons' programs write it.
    C,
    /// Pseudocode, arrays counted from 1, as the lessons' `Try_row`.
    Pseudocode,
    /// No program.
    None,
}

/// How an N-queens placement is found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum QueensMethod {
    /// Backtracking for small n, the construction beyond.
    Auto,
    /// Row-by-row backtracking: the lexicographically first solution.
    Backtrack,
    /// The explicit O(n) construction.
    Construct,
}

/// A colour scheme for figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum ThemeName {
    /// Warm light and dark squares, like the popular online boards.
    Classic,
    /// White squares, a thin grey grid and a black path.
    Wiki,
    /// Black on white and greys only, for handouts and photocopies.
    Print,
}

/// The language of every word a figure or page shows its reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum LangName {
    /// English.
    En,
    /// Vietnamese, in the lessons' own terms.
    Vi,
}

/// Where the file letters and rank numbers go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum Coords {
    /// Nowhere: the figure is exactly the board.
    None,
    /// Files below the board, ranks on its left.
    Edge,
    /// Files below and above, ranks on the left and the right.
    All,
}

/// The values build files write for `coords`, for messages.
const COORDS_EXPECTED: &str = "expected none, edge or all (or true, false)";

/// Build files write a name, or a boolean as before the names existed:
/// `true` is `edge`, `false` is `none`.
impl<'de> Deserialize<'de> for Coords {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct CoordsVisitor;

        impl Visitor<'_> for CoordsVisitor {
            type Value = Coords;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(COORDS_EXPECTED)
            }

            fn visit_bool<E: de::Error>(self, on: bool) -> Result<Coords, E> {
                Ok(if on { Coords::Edge } else { Coords::None })
            }

            fn visit_str<E: de::Error>(self, text: &str) -> Result<Coords, E> {
                match text {
                    "true" | "false" => Err(E::custom(COORDS_EXPECTED)),
                    _ => Coords::from_text(text).map_err(E::custom),
                }
            }
        }

        deserializer.deserialize_any(CoordsVisitor)
    }
}

impl Coords {
    /// `coords` read from text as a build file reads it: a name, or
    /// `true` (`edge`) and `false` (`none`).
    ///
    /// # Errors
    /// What a build file may write, as its reader says it.
    pub(crate) fn from_text(text: &str) -> Result<Coords, String> {
        match text {
            "none" | "false" => Ok(Coords::None),
            "edge" | "true" => Ok(Coords::Edge),
            "all" => Ok(Coords::All),
            _ => Err(COORDS_EXPECTED.to_string()),
        }
    }
}

/// The command line's parser of `--coords`: the build file's reading
/// ([`Coords::from_text`]), its names offered to help and completions.
#[cfg(feature = "cli")]
#[derive(Clone, Copy, Debug)]
pub(crate) struct CoordsParser;

#[cfg(feature = "cli")]
impl clap::builder::TypedValueParser for CoordsParser {
    type Value = Coords;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Coords, clap::Error> {
        let read = |text: &str| Coords::from_text(text);
        read.parse_ref(command, arg, value)
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        use clap::ValueEnum;
        Some(Box::new(
            Coords::value_variants()
                .iter()
                .filter_map(ValueEnum::to_possible_value),
        ))
    }
}

/// The values build files may write: a name or a boolean.
impl JsonSchema for Coords {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Coords".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "where the file letters and rank numbers go: edge (below and on \
                            the left), all (on all four sides) or none; true and false mean \
                            edge and none",
            "anyOf": [
                { "type": "string", "enum": ["none", "edge", "all"] },
                { "type": "boolean" },
            ],
        })
    }
}

/// A paper size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum Paper {
    /// ISO A4, 210 x 297 mm.
    A4,
    /// US Letter, 8.5 x 11 inches.
    Letter,
}

/// A figure file format.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema,
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

/// A move order in build files: its name or its pairs, as
/// [`MoveOrder`]'s parser reads them.
impl Serialize for MoveOrder {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for MoveOrder {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(de::Error::custom)
    }
}

/// A move order in build files: a preset's name or eight `df,dr` pairs.
impl JsonSchema for MoveOrder {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "MoveOrder".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        let presets: Vec<&str> = PRESETS.iter().map(|(name, _)| *name).collect();
        json_schema!({
            "description": "the order a search tries the eight knight moves: a preset, \
                            or eight file,rank deltas \"df,dr df,dr ...\" each exactly once",
            "anyOf": [
                { "type": "string", "enum": presets },
                {
                    "type": "string",
                    "pattern": "^\\s*([+-]?[0-9]+,[+-]?[0-9]+\\s+){7}[+-]?[0-9]+,[+-]?[0-9]+\\s*$",
                },
            ],
        })
    }
}

/// `WxH` with each side from 1 to [`MAX_SIDE`], as a pattern.
const SIDES_PATTERN: &str = "^(?:[1-9][0-9]{0,3}|10000)[xX](?:[1-9][0-9]{0,3}|10000)$";
const _: () = assert!(MAX_SIDE == 10_000, "SIDES_PATTERN spells out MAX_SIDE");

/// A board in build files: the text `WxH` that [`Board`]'s parser reads.
impl JsonSchema for Board {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Board".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "pattern": SIDES_PATTERN,
            "description": format!("files x ranks, each from 1 to {MAX_SIDE}, e.g. 8x8 or 5x6"),
        })
    }
}

/// A square in build files: the text that [`Square`]'s parser reads.
impl JsonSchema for Square {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Square".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "pattern": "^[a-z]{1,3}[1-9][0-9]*$",
            "description": "a file letter and a rank number, like a1 or h8",
        })
    }
}

/// Squares in build files: the text that [`SquareList`]'s parser reads.
impl JsonSchema for SquareList {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "SquareList".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "pattern": "^[\\s,-]*[a-z]{1,3}[1-9][0-9]*([\\s,-]+[a-z]{1,3}[1-9][0-9]*)*[\\s,-]*$",
            "description": "squares in order, like \"a1 b3 c5\"",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Deserialize)]
    struct Table {
        coords: Coords,
    }

    fn read(text: &str) -> Result<Coords, String> {
        toml::from_str::<Table>(text)
            .map(|t| t.coords)
            .map_err(|e| e.to_string())
    }

    #[test]
    fn coords_names_and_booleans_are_read() {
        assert_eq!(read("coords = \"all\""), Ok(Coords::All));
        assert_eq!(read("coords = \"edge\""), Ok(Coords::Edge));
        assert_eq!(read("coords = \"none\""), Ok(Coords::None));
        assert_eq!(read("coords = true"), Ok(Coords::Edge));
        assert_eq!(read("coords = false"), Ok(Coords::None));
        for bad in ["coords = \"sides\"", "coords = 3", "coords = \"All\""] {
            let message = read(bad).unwrap_err();
            assert!(message.contains(COORDS_EXPECTED), "{bad}: {message}");
        }
    }
}
