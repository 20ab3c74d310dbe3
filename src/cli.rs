//! The command-line interface: clap definitions only.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::build::BuildOptions;
use crate::job::{KnightJob, QueensJob};
use crate::plan::{Drawing, Output, Target};
use crate::render::Format;

/// Solve chessboard puzzles and draw the solutions as teaching figures.
#[derive(Debug, Parser)]
#[command(
    name = "boardfig",
    version,
    about,
    propagate_version = true,
    arg_required_else_help = true
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Find (or count) a knight's tour.
    #[command(after_help = KNIGHT_COORDINATES, allow_negative_numbers = true)]
    Knight(KnightArgs),
    /// Place n queens that do not attack each other.
    #[command(allow_negative_numbers = true)]
    Queens(QueensArgs),
    /// Solve and draw every job of a TOML file (default: the gallery).
    Build(BuildArgs),
}

/// How boardfig's squares relate to the textbook programs' rows and
/// columns, shown under `boardfig knight --help`.
const KNIGHT_COORDINATES: &str = "\
Coordinates: a board WxH has W files (a, b, ...) and H ranks (1, 2, ...);
a1 is the bottom-left square. The matrix format prints rank 1 on its first
line, as the textbook programs print their first row; figures draw rank 1
at the bottom. The classic input (--input) starts with `W H`, files then
ranks: `4 3` is 4 files by 3 ranks (--board 4x3), not 4 rows by 3 columns.
The order `sweep` is the d3.js viewer's order with its x read as the rank.";

/// `boardfig build`.
#[derive(Debug, Args)]
pub struct BuildArgs {
    /// The build file [default: ./boardfig.toml, else the built-in gallery].
    pub config: Option<PathBuf>,
    /// The output folder [default: output].
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Compare the figures with the files on disk; write nothing (exit 1 if any differ).
    #[arg(long)]
    pub check: bool,
    /// With --check: write each stale or missing file's fresh copy into DIR, and a diff (PNG for images, text for SVG and HTML).
    #[arg(long, value_name = "DIR")]
    pub diff: Option<PathBuf>,
    /// Jobs run at once, 1 to 256 [default: the number of cores].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
    pub jobs: Option<u16>,
    /// Build only the job of this name (repeatable).
    #[arg(long, value_name = "NAME")]
    pub only: Vec<String>,
    /// Build the K-th of N deterministic slices of the jobs, e.g. 2/4.
    #[arg(long, value_name = "K/N", value_parser = parse_shard)]
    pub shard: Option<(usize, usize)>,
    /// Rebuild every job, even unchanged ones.
    #[arg(long)]
    pub force: bool,
    /// Print the summary as JSON.
    #[arg(long)]
    pub json: bool,
    /// Print nothing but errors.
    #[arg(long, short)]
    pub quiet: bool,
    /// A job that proves there is no solution fails the build (exit 1).
    #[arg(long)]
    pub strict: bool,
    /// Remove files in the output folder that no job makes.
    #[arg(long, conflicts_with = "check")]
    pub prune: bool,
}

impl BuildArgs {
    /// The build's options.
    #[must_use]
    pub fn options(&self) -> BuildOptions {
        BuildOptions {
            config: self.config.clone(),
            out: self.out.clone(),
            check: self.check,
            diff: self.diff.clone(),
            jobs: self.jobs.map(usize::from),
            only: self.only.clone(),
            shard: self.shard,
            force: self.force,
            json: self.json,
            quiet: self.quiet,
            strict: self.strict,
            prune: self.prune,
        }
    }
}

impl FigureFiles {
    /// The figures asked for, the answer drawn in each format.
    #[must_use]
    pub fn outputs(&self) -> Vec<Output> {
        [
            (Format::Svg, &self.svg),
            (Format::Gif, &self.gif),
            (Format::Png, &self.png),
            (Format::Html, &self.html),
            (Format::AnimatedSvg, &self.animated_svg),
        ]
        .into_iter()
        .filter_map(|(format, path)| {
            path.as_deref()
                .map(|path| Output::answer(format, target(path)))
        })
        .chain(self.strip.as_deref().map(|path| Output {
            format: Format::Svg,
            drawing: Drawing::Strip,
            target: target(path),
        }))
        .collect()
    }
}

/// The target a path names: `-` is standard output.
#[must_use]
pub(crate) fn target(path: &std::path::Path) -> Target {
    if path == std::path::Path::new("-") {
        Target::Stdout
    } else {
        Target::Path(path.to_path_buf())
    }
}

/// Parses `K/N` with 1 <= K <= N.
fn parse_shard(text: &str) -> Result<(usize, usize), String> {
    let bad = || format!("shard `{text}`: expected K/N with 1 <= K <= N, e.g. 1/4");
    let (k, n) = text.split_once('/').ok_or_else(bad)?;
    let (k, n): (usize, usize) = (k.parse().map_err(|_| bad())?, n.parse().map_err(|_| bad())?);
    if k == 0 || k > n {
        return Err(bad());
    }
    Ok((k, n))
}

/// How a knight answer is printed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum KnightFormat {
    /// The squares in visiting order: `a1 b3 c5 ...`.
    #[default]
    Squares,
    /// Rows of step numbers, rank 1 first.
    Matrix,
    /// One line of JSON.
    Json,
}

/// How a queens answer is printed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum QueensFormat {
    /// The 1-based file of the queen on each rank, rank 1 first.
    #[default]
    Columns,
    /// The queens' squares: `a1 e2 h3 ...`.
    Squares,
    /// The board with `Q` and `.`, rank 1 first.
    Matrix,
    /// One line of JSON.
    Json,
}

/// Figure files to write, and whether to print the answer.
#[derive(Debug, Default, Args)]
pub struct FigureFiles {
    /// Write the figure as SVG (`-`: to standard output).
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    pub svg: Option<PathBuf>,
    /// Write an animation as GIF (`-`: to standard output).
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    pub gif: Option<PathBuf>,
    /// Write the figure as PNG (`-`: to standard output).
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    pub png: Option<PathBuf>,
    /// Write a self-contained HTML page that plays the animation, with controls (`-`: to standard output).
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    pub html: Option<PathBuf>,
    /// Write a tour's animation as an SVG that plays itself with CSS, also inside `<img>` (`-`: to standard output).
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    pub animated_svg: Option<PathBuf>,
    /// Write a printable strip of search steps as SVG: small boards with captions (`-`: to standard output).
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    pub strip: Option<PathBuf>,
    /// Print nothing on stdout.
    #[arg(long, short)]
    pub quiet: bool,
    /// Print search nodes and time on stderr.
    #[arg(long)]
    pub stats: bool,
}

/// `boardfig knight`.
#[derive(Debug, Args)]
pub struct KnightArgs {
    /// The tour's options.
    #[command(flatten)]
    pub job: KnightJob,
    /// How to print the answer.
    #[arg(long, value_enum, default_value_t)]
    pub format: KnightFormat,
    /// Read `W H`, the start and the end square from a file (`-`: stdin).
    #[arg(long, value_name = "FILE")]
    pub input: Option<PathBuf>,
    /// Figure files.
    #[command(flatten)]
    pub files: FigureFiles,
}

/// `boardfig queens`.
#[derive(Debug, Args)]
pub struct QueensArgs {
    /// The placement's options.
    #[command(flatten)]
    pub job: QueensJob,
    /// How to print the answer.
    #[arg(long, value_enum, default_value_t)]
    pub format: QueensFormat,
    /// Draw the backtracking search tree as SVG (`-`: to standard output).
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    pub tree: Option<PathBuf>,
    /// Figure files.
    #[command(flatten)]
    pub files: FigureFiles,
}
