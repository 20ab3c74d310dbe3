//! The options of one figure job, shared by the command line and the TOML
//! build file: a CLI flag and a TOML key are the same field under the same
//! name, so the two never drift apart.

use std::path::PathBuf;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::board::{Board, Square, SquareList};
use crate::knight::moves::MoveOrder;
#[cfg(feature = "cli")]
use crate::options::{BUDGET, Bounded, LOOP, SEED};
use crate::options::{
    CELL, CLUES, DELAY, FIRST_STEP, HOLD, MAX_FRAMES, PER_PAGE, PROVE, QUEENS_N, SHEET_COUNT,
    SHEET_N,
};

mod choices;
mod fields;

#[cfg(feature = "cli")]
use choices::CoordsParser;
pub use choices::{
    Animate, Code, Coords, Format, KnightMethod, LangName, Paper, QueensMethod, ThemeName,
};
#[cfg(test)]
pub(crate) use fields::tables_of;
pub(crate) use fields::{keys_in, takes};

use crate::options::{JobTable, PUZZLE};

/// The boards an explorer page offers (`sizes`), as the schema checks
/// them: a side or a board, or a range of either, each side 1 to 12 (the
/// explorer's largest); that a range runs upwards is checked by the plan.
pub(crate) const SIZES_PATTERN: &str = r"^\s*\+?0*([1-9]|1[0-2])\s*([xX]\s*\+?0*([1-9]|1[0-2])\s*)?(\.\.\s*\+?0*([1-9]|1[0-2])\s*([xX]\s*\+?0*([1-9]|1[0-2])\s*)?)?$";
/// The queens' boards an explorer page offers (`queens`), as the schema
/// checks them: n or a range of n, each 4 to 12; that a range runs upwards
/// is checked by the plan.
pub(crate) const QUEENS_PATTERN: &str =
    r"^\s*\+?0*([4-9]|1[0-2])\s*(\.\.\s*\+?0*([4-9]|1[0-2])\s*)?$";
/// The knight's boards a worksheet takes: sides from 5 to 8, where a
/// student can write every number in its square.
pub(crate) const WORKSHEET_SIDES: (u32, u32) = (5, 8);
/// The most characters of a caption (`title`).
pub(crate) const MAX_TITLE_CHARS: usize = 300;

/// Calls `$then!` with its own tokens and the figure options every puzzle
/// shares and `[defaults]` takes, each declared once: its doc line, then
/// its clap, serde and schemars attributes, then the field. The job types
/// and [`FigureOptions`] are made from this one list.
macro_rules! with_figure_fields {
    ($then:ident { $($own:tt)* }) => {
        $then! {
            { $($own)* }
            /// Colour scheme of figures.
            clap(arg(long, value_enum)) serde() schemars()
            theme: Option<ThemeName>,
            /// The language of every word the figure shows: captions,
            /// reasons, legends, titles, descriptions, page controls.
            clap(arg(long, value_enum, value_name = "LANG")) serde() schemars()
            lang: Option<LangName>,
            /// Size of a square in pixels.
            clap(arg(long, value_name = "PX", value_parser = bounded::<u32>(CELL))) serde()
            schemars(range(min = CELL.low, max = CELL.high))
            cell: Option<u32>,
            /// Where the file letters and rank numbers go.
            clap(arg(long, value_name = "WHERE", value_parser = CoordsParser)) serde() schemars()
            coords: Option<Coords>,
            /// A caption above the board (any Unicode text).
            clap(arg(long)) serde() schemars(length(max = MAX_TITLE_CHARS))
            title: Option<String>,
            /// A TrueType or OpenType font for the caption, for scripts the
            /// embedded Noto Sans lacks (Arabic, Hebrew, ...).
            clap(arg(long, value_name = "FILE")) serde() schemars()
            font: Option<PathBuf>,
            /// Animation: milliseconds per frame, 20 or more.
            clap(arg(long, value_name = "MS", value_parser = bounded::<u32>(DELAY))) serde()
            schemars(range(min = DELAY.low, max = DELAY.high))
            delay: Option<u32>,
            /// Animation: milliseconds the last frame is held, 20 or more.
            clap(arg(long, value_name = "MS", value_parser = bounded::<u32>(HOLD))) serde()
            schemars(range(min = HOLD.low, max = HOLD.high))
            hold: Option<u32>,
            /// Animation: times to play, 0 = forever.
            clap(arg(long, value_name = "N", value_parser = bounded::<u16>(LOOP)))
            serde() schemars()
            r#loop: Option<u16>,
            /// Animation: the finished figure as the first frame, for
            /// thumbnails and players that do not autoplay.
            clap(arg(long, num_args = 0, default_missing_value = "true", value_name = ""))
            serde() schemars()
            poster: Option<bool>,
            /// PDF: the paper to print on, the figure fitted inside
            /// half-inch margins.
            clap(arg(long, value_enum)) serde() schemars()
            paper: Option<Paper>,
            /// PDF on paper: the boards a page of a sheet holds (drawn as
            /// large as that lets them), or the most panels a page of a
            /// strip holds; every board at least 35 mm wide.
            clap(arg(long, value_name = "N", value_parser = bounded::<u32>(PER_PAGE)))
            serde()
            schemars(range(min = PER_PAGE.low, max = PER_PAGE.high))
            per_page: Option<u32>,
            /// Search figures: the program beside the board, the line each
            /// frame executes lit, with the board and arrays as it stores
            /// them.
            clap(arg(long, value_enum, value_name = "LANGUAGE")) serde() schemars()
            code: Option<Code>,
            /// Build files only: the formats to write.
            clap(arg(skip)) serde() schemars(length(min = 1), extend("uniqueItems" = true))
            formats: Option<Vec<Format>>,
        }
    };
}

/// Declares a job struct with the given puzzle fields followed by the
/// figure fields every puzzle shares (and `--no-coords` and `name`), and
/// methods collecting and merging the latter.
macro_rules! job_with_figure_options {
    (
        {
            $(#[$meta:meta])*
            pub struct $name:ident {
                $($(#[$field_meta:meta])* pub $field:ident : $type:ty,)*
            }
        }
        $(
            $(#[doc = $doc:literal])*
            clap($($clap:meta),*) serde($($serde:meta),*) schemars($($schema:meta),*)
            $figure:ident : $figure_type:ty,
        )*
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
        #[cfg_attr(feature = "cli", derive(clap::Args))]
        #[serde(deny_unknown_fields, rename_all = "kebab-case")]
        pub struct $name {
            $($(#[$field_meta])* pub $field: $type,)*
            $(
                $(#[doc = $doc])*
                $(#[cfg_attr(feature = "cli", $clap)])*
                #[serde(default, skip_serializing_if = "Option::is_none")]
                $(#[serde($serde)])*
                $(#[schemars($schema)])*
                pub $figure: $figure_type,
            )*
            /// Leave out the file letters and rank numbers (`--coords none`).
            #[cfg_attr(feature = "cli", arg(long = "no-coords", conflicts_with = "coords"))]
            #[serde(skip)]
            #[schemars(skip)]
            pub no_coords: bool,
            /// Build files only: the output file stem, unique in the file
            /// (required in a job table).
            #[cfg_attr(feature = "cli", arg(skip))]
            #[serde(skip_serializing_if = "Option::is_none")]
            #[schemars(required)]
            pub name: Option<String>,
        }

        impl $name {
            /// The figure options of this job.
            pub fn figure_options(&self) -> FigureOptions {
                let mut options = FigureOptions {
                    $($figure: self.$figure.clone(),)*
                    numbers: None,
                };
                if self.no_coords {
                    options.coords = Some(Coords::None);
                }
                options
            }

            /// This job with unset figure options taken from `defaults`.
            #[must_use]
            pub fn with_defaults(&self, defaults: &FigureOptions) -> $name {
                let merged = self.figure_options().or(defaults);
                $name {
                    $($figure: merged.$figure,)*
                    no_coords: false,
                    ..self.clone()
                }
            }
        }
    };
}

/// Declares [`FigureOptions`] from the figure fields every puzzle shares.
macro_rules! figure_options {
    (
        {}
        $(
            $(#[doc = $doc:literal])*
            clap($($clap:meta),*) serde($($serde:meta),*) schemars($($schema:meta),*)
            $figure:ident : $figure_type:ty,
        )*
    ) => {
        /// The figure options every puzzle shares, each unset until a job,
        /// the build file's defaults or the built-in default sets it.
        #[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
        #[serde(deny_unknown_fields, rename_all = "kebab-case")]
        pub struct FigureOptions {
            $(
                $(#[doc = $doc])*
                #[serde(default, skip_serializing_if = "Option::is_none")]
                $(#[serde($serde)])*
                $(#[schemars($schema)])*
                pub $figure: $figure_type,
            )*
            /// Step numbers on tours (knight jobs only).
            #[serde(default, skip_serializing_if = "Option::is_none")]
            pub numbers: Option<bool>,
        }

        impl FigureOptions {
            /// These options, with unset ones taken from `fallback`.
            #[must_use]
            pub fn or(&self, fallback: &FigureOptions) -> FigureOptions {
                FigureOptions {
                    $($figure: self.$figure.clone().or_else(|| fallback.$figure.clone()),)*
                    numbers: self.numbers.or(fallback.numbers),
                }
            }
        }
    };
}

with_figure_fields!(figure_options {});

with_figure_fields!(job_with_figure_options {
    /// A knight's tour job.
    pub struct KnightJob {
        /// The board, files x ranks.
        #[cfg_attr(feature = "cli", arg(long, value_name = "WxH", allow_hyphen_values = true))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub board: Option<Board>,
        /// The first square.
        #[cfg_attr(feature = "cli", arg(long, value_name = "SQ", allow_hyphen_values = true))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub start: Option<Square>,
        /// The square the open tour must end on.
        #[cfg_attr(feature = "cli", arg(long, value_name = "SQ", allow_hyphen_values = true))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub end: Option<Square>,
        /// The last square must be a knight's move from the first.
        #[cfg_attr(feature = "cli", arg(long))]
        #[serde(default)]
        pub closed: bool,
        /// The tour's first squares, "a1 b3 c5": the tour continues them
        /// (from the start, each a knight's move from the one before).
        #[cfg_attr(feature = "cli", arg(long = "path", value_name = "SQUARES", allow_hyphen_values = true))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub given: Option<SquareList>,
        /// How to search.
        #[cfg_attr(feature = "cli", arg(long, value_enum))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub method: Option<KnightMethod>,
        /// Move order: textbook, listed, sweep, or "df,dr df,dr ..." (eight moves).
        #[cfg_attr(feature = "cli", arg(long, allow_hyphen_values = true))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub order: Option<MoveOrder>,
        /// Count the tours from the start instead of finding one.
        #[cfg_attr(feature = "cli", arg(long))]
        #[serde(default)]
        pub count: bool,
        /// Stop after this many search nodes (exit 3).
        #[cfg_attr(feature = "cli", arg(long, value_name = "N", value_parser = bounded::<u64>(BUDGET)))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub budget: Option<u64>,
        /// Number steps from this value (0 or 1).
        #[cfg_attr(feature = "cli", arg(long, value_name = "K", allow_hyphen_values = true,
              value_parser = bounded::<u32>(FIRST_STEP)))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(range(min = FIRST_STEP.low, max = FIRST_STEP.high))]
        pub first_step: Option<u32>,
        /// Write the step number in each square of a tour.
        #[cfg_attr(feature = "cli", arg(long, num_args = 0, default_missing_value = "true", value_name = ""))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub numbers: Option<bool>,
        /// Draw the knight on the last square of static figures.
        #[cfg_attr(feature = "cli", arg(long, num_args = 0, default_missing_value = "true", value_name = ""))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub knight: Option<bool>,
        /// Leave out the path: with --numbers, the numbered board of the textbook printout.
        #[cfg_attr(feature = "cli", arg(long = "no-path", num_args = 0, default_missing_value = "false", value_name = ""))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub path: Option<bool>,
        /// Draw rank 1 at the top, as --format matrix and the textbook programs print it.
        #[cfg_attr(feature = "cli", arg(long))]
        #[serde(default)]
        pub rank1_top: bool,
        /// Build files only: also write NAME.strip.svg, a strip of the tour's moves.
        #[cfg_attr(feature = "cli", arg(skip))]
        #[serde(default)]
        pub strip: bool,
        /// Write on each free square its number of onward moves (Warnsdorff's
        /// rule): at the start in pictures, after each move in animations.
        #[cfg_attr(feature = "cli", arg(long, num_args = 0, default_missing_value = "true", value_name = ""))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub degrees: Option<bool>,
        /// What the GIF shows: the tour move by move, or the backtracking search.
        #[cfg_attr(feature = "cli", arg(long, value_enum))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub animate: Option<Animate>,
        /// With --animate search: run the exact search with pruning rules the textbook program does not have, instead of the lesson's plain program.
        #[cfg_attr(feature = "cli", arg(long, num_args = 0, default_missing_value = "true", value_name = ""))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub prune: Option<bool>,
        /// The most frames of `--animate search`; a longer search is time-lapsed in the middle.
        #[cfg_attr(feature = "cli", arg(long, value_name = "N", value_parser = bounded::<u64>(MAX_FRAMES)))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(range(min = MAX_FRAMES.low, max = MAX_FRAMES.high))]
        pub max_frames: Option<u64>,
    }
});

with_figure_fields!(job_with_figure_options {
    /// An N-queens job.
    pub struct QueensJob {
        /// The number of queens and the board's side.
        #[cfg_attr(feature = "cli", arg(long, value_name = "N", allow_hyphen_values = true, value_parser = bounded::<u64>(QUEENS_N)))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(range(min = QUEENS_N.low, max = QUEENS_N.high))]
        pub n: Option<u64>,
        /// Every solution, in lexicographic order.
        #[cfg_attr(feature = "cli", arg(long))]
        #[serde(default)]
        pub all: bool,
        /// Only the number of solutions.
        #[cfg_attr(feature = "cli", arg(long))]
        #[serde(default)]
        pub count: bool,
        /// One solution per class under the 8 symmetries of the square.
        #[cfg_attr(feature = "cli", arg(long))]
        #[serde(default)]
        pub fundamental: bool,
        /// Queens already placed, "a1 e2": the placements that complete
        /// them (at most one queen a rank).
        #[cfg_attr(feature = "cli", arg(long, value_name = "SQUARES", allow_hyphen_values = true))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub place: Option<SquareList>,
        /// How to find a solution.
        #[cfg_attr(feature = "cli", arg(long, value_enum))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub method: Option<QueensMethod>,
        /// Stop after this many queens placed (exit 3).
        #[cfg_attr(feature = "cli", arg(long, value_name = "N", value_parser = bounded::<u64>(BUDGET)))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub budget: Option<u64>,
        /// Shade the squares attacked by the queen on this square.
        #[cfg_attr(feature = "cli", arg(long, value_name = "SQ", allow_hyphen_values = true))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub attacks: Option<Square>,
        /// What the GIF shows: the search (the only choice for queens).
        #[cfg_attr(feature = "cli", arg(long, value_enum))]
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[schemars(extend("enum" = ["search", null]))]
        pub animate: Option<Animate>,
        /// Draw the backtracking search tree instead of the board.
        #[cfg_attr(feature = "cli", arg(skip))]
        #[serde(default)]
        pub tree: bool,
        /// Draw rank 1 at the top, as --format matrix prints it.
        #[cfg_attr(feature = "cli", arg(long))]
        #[serde(default)]
        pub rank1_top: bool,
        /// Build files only: also write NAME.strip.svg, a strip of the search's steps.
        #[cfg_attr(feature = "cli", arg(skip))]
        #[serde(default)]
        pub strip: bool,
    }
});

/// The puzzle of a worksheet's exercises.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum WorksheetPuzzle {
    /// Knight's tours to complete from their first squares.
    Knight,
    /// Queens to complete from a few placed.
    Queens,
}

impl Default for WorksheetPuzzle {
    fn default() -> WorksheetPuzzle {
        choices::declared_choice(PUZZLE)
    }
}

/// A worksheet job: exercises for print (tours or placements of queens to
/// complete, or to prove impossible), each checked by the solver, and
/// their answer key.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
#[serde(deny_unknown_fields)]
pub struct WorksheetJob {
    /// Build files only: the sheet's file stem, unique in the file
    /// (required in a job table); the sheet is `NAME.pdf`, its answer key
    /// `NAME.answers.pdf`.
    #[cfg_attr(feature = "cli", arg(skip))]
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(required)]
    pub name: Option<String>,
    /// The puzzle of every exercise.
    #[cfg_attr(feature = "cli", arg(long, value_enum, allow_hyphen_values = true))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub puzzle: Option<WorksheetPuzzle>,
    /// Knight: the board, files x ranks, sides 5 to 8.
    #[cfg_attr(
        feature = "cli",
        arg(long, value_name = "WxH", allow_hyphen_values = true)
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<Board>,
    /// Queens: the number of queens, 4 to 12.
    #[cfg_attr(
        feature = "cli",
        arg(long, value_name = "N", allow_hyphen_values = true, value_parser = bounded::<u64>(SHEET_N))
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = SHEET_N.low, max = SHEET_N.high))]
    pub n: Option<u64>,
    /// The number of exercises (6 a page).
    #[cfg_attr(
        feature = "cli",
        arg(long, value_name = "N", allow_hyphen_values = true, value_parser = bounded::<u64>(SHEET_COUNT))
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = SHEET_COUNT.low, max = SHEET_COUNT.high))]
    pub count: Option<u64>,
    /// The squares (knight) or queens each exercise gives, its clues:
    /// fewer is harder.
    #[cfg_attr(
        feature = "cli",
        arg(long, value_name = "K", allow_hyphen_values = true, value_parser = bounded::<u64>(CLUES))
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = CLUES.low))]
    pub clues: Option<u64>,
    /// How many of the exercises are "prove it" ones: their clues have no
    /// completion, and the student shows why (the key gives the reason).
    #[cfg_attr(
        feature = "cli",
        arg(long, value_name = "N", allow_hyphen_values = true, value_parser = bounded::<u64>(PROVE))
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(range(min = PROVE.low, max = PROVE.high))]
    pub prove: Option<u64>,
    /// The seed of the random choices: the same seed makes the same sheet.
    #[cfg_attr(
        feature = "cli",
        arg(long, value_name = "S", allow_hyphen_values = true, value_parser = bounded::<u64>(SEED))
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The paper.
    #[cfg_attr(feature = "cli", arg(long, value_enum, allow_hyphen_values = true))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paper: Option<Paper>,
    /// The language of every word on the sheet.
    #[cfg_attr(
        feature = "cli",
        arg(long, value_enum, value_name = "LANG", allow_hyphen_values = true)
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<LangName>,
    /// The sheet's title.
    #[cfg_attr(
        feature = "cli",
        arg(long, value_name = "TEXT", allow_hyphen_values = true)
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = MAX_TITLE_CHARS))]
    pub title: Option<String>,
}

/// The command line's parser of a bounded whole number: the value, or
/// what the declaration allows, in the words the planner and a build file
/// use (text that is no whole number as a build file's value of the
/// wrong type, a whole number out of range, negative or too large, as the
/// planner refuses it).
#[cfg(feature = "cli")]
pub(crate) fn bounded<T>(
    declared: Bounded,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync
where
    T: TryFrom<u64> + Clone + Send + Sync + 'static,
{
    move |text: &str| {
        let number = text.parse::<i128>().map_err(|_| declared.whole_number())?;
        u64::try_from(number)
            .ok()
            .filter(|value| declared.contains(*value))
            .and_then(|value| T::try_from(value).ok())
            .ok_or_else(|| declared.allowed())
    }
}

/// An explorer job: one page that offers every board of a range, every
/// start, open and closed, and each method, all solved ahead.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[cfg_attr(feature = "cli", derive(clap::Args))]
#[serde(deny_unknown_fields)]
pub struct ExploreJob {
    /// Build files only: the page's file stem, unique in the file
    /// (required in a job table); the page is `NAME.html`.
    #[cfg_attr(feature = "cli", arg(skip))]
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(required)]
    pub name: Option<String>,
    /// The page's heading and title.
    #[cfg_attr(feature = "cli", arg(long, value_name = "TEXT"))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(max = MAX_TITLE_CHARS))]
    pub title: Option<String>,
    /// The boards offered: `5..8` (5x5 to 8x8), `6` (6x6 alone), or
    /// `3x4..8x8` (every board from 3 to 8 files and 4 to 8 ranks); sides
    /// 1 to 12.
    #[cfg_attr(
        feature = "cli",
        arg(long, value_name = "RANGE", allow_hyphen_values = true)
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = SIZES_PATTERN))]
    pub sizes: Option<String>,
    /// The queens' boards offered: `4..12` (n from 4 to 12) or `8` (8
    /// queens alone); n 4 to 12.
    #[cfg_attr(
        feature = "cli",
        arg(long, value_name = "RANGE", allow_hyphen_values = true)
    )]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(regex(pattern = QUEENS_PATTERN))]
    pub queens: Option<String>,
    /// Colour scheme of the boards.
    #[cfg_attr(feature = "cli", arg(long, value_enum))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub theme: Option<ThemeName>,
    /// The language of the page: its controls, captions and reasons.
    #[cfg_attr(feature = "cli", arg(long, value_enum, value_name = "LANG"))]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<LangName>,
}

/// A job type: the type a table of a build file is read into.
pub(crate) trait JobType: serde::de::DeserializeOwned + JsonSchema {
    /// The table.
    const TABLE: JobTable;
}

/// Something done with the job type of a table, whichever it is.
pub(crate) trait WithJobType {
    /// What it gives.
    type Out;
    /// Does it with the job type `T`.
    fn with<T: JobType>(self) -> Self::Out;
}

/// Calls `$then!` with every kind of job a build file has, each declared
/// once: the doc of its list in the build file, its table (the build
/// file's key and the [`JobTable`] variant) and its job type. The tables'
/// job types here ([`JobType`], [`with_job_type`]) and the build file's
/// shape, its schema, its jobs of any kind and its reader
/// (`batch::config`) are made from this one list.
macro_rules! with_job_kinds {
    ($then:ident) => {
        $then! {
            /// Knight's tour jobs: one `[[knight]]` table each.
            knight: Knight => KnightJob,
            /// N-queens jobs: one `[[queens]]` table each.
            queens: Queens => QueensJob,
            /// Explorer pages: one `[[explore]]` table each, writing `NAME.html`.
            explore: Explore => ExploreJob,
            /// Worksheets: one `[[worksheet]]` table each, writing `NAME.pdf` and
            /// its answer key `NAME.answers.pdf`.
            worksheet: Worksheet => WorksheetJob,
        }
    };
}
pub(crate) use with_job_kinds;

/// Declares each table's job type from the job kinds and `[defaults]`:
/// [`JobType`] for each, and [`with_job_type`], the one match of a table
/// to its type (from which the keys a table takes and its schema
/// definition come).
macro_rules! job_types {
    ($($(#[$doc:meta])* $field:ident: $table:ident => $job:ty,)*) => {
        $(impl JobType for $job {
            const TABLE: JobTable = JobTable::$table;
        })*

        impl JobType for FigureOptions {
            const TABLE: JobTable = JobTable::Defaults;
        }

        /// `then` done with the job type of `table`.
        pub(crate) fn with_job_type<W: WithJobType>(table: JobTable, then: W) -> W::Out {
            match table {
                $(JobTable::$table => then.with::<$job>(),)*
                JobTable::Defaults => then.with::<FigureOptions>(),
            }
        }
    };
}

with_job_kinds!(job_types);
