//! The command-line interface: clap definitions only.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};

mod clap_error;
mod defaults;
mod usage;

pub use clap_error::refusal_line;

pub(crate) use usage::man_sections;

use crate::batch::BuildOptions;
use crate::job::Format;
use crate::job::{ExploreJob, KnightJob, QueensJob, WorksheetJob};
use crate::plan::{Drawing, Output, Target};

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
    /// When to colour diagnostics and help (`always` and `never` win over `NO_COLOR`).
    #[arg(long, global = true, value_enum, default_value_t, value_name = "WHEN")]
    pub color: Color,
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

impl Cli {
    /// Parses these arguments (the program's name first); help and
    /// clap's messages are coloured as `--color` says.
    pub fn parse_from_args(args: Vec<OsString>) -> Result<Cli, clap::Error> {
        let mut command = Cli::full_command().color(clap_color(&args));
        let matches = command.try_get_matches_from_mut(args)?;
        Cli::from_arg_matches(&matches).map_err(|e| e.format(&mut command))
    }
}

impl Cli {
    /// The command as the manual pages and the completions show it:
    /// clap's definitions with each option's declared default.
    pub(crate) fn declared_command() -> clap::Command {
        defaults::with_defaults(Cli::command())
    }

    /// The command as `--help` shows it: with the examples and the exit
    /// codes after the options.
    fn full_command() -> clap::Command {
        usage::with_usage(Cli::declared_command())
    }
}

/// When to colour what boardfig prints for people.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Color {
    /// Colour when the output is a terminal, unless `NO_COLOR` is set.
    #[default]
    Auto,
    /// Always colour, even when `NO_COLOR` is set.
    Always,
    /// Never colour.
    Never,
}

/// The colour clap uses for help, read from the arguments before parsing
/// them (the last `--color WHEN` or `--color=WHEN` before `--`); clap's
/// auto mode honours `NO_COLOR` itself.
fn clap_color(args: &[OsString]) -> clap::ColorChoice {
    let mut choice = clap::ColorChoice::Auto;
    let mut args = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(arg) = args.next() {
        let value = match arg.as_ref() {
            "--" => break,
            "--color" => args.next().map(std::borrow::Cow::into_owned),
            other => other.strip_prefix("--color=").map(str::to_string),
        };
        match value.as_deref() {
            Some("always") => choice = clap::ColorChoice::Always,
            Some("never") => choice = clap::ColorChoice::Never,
            Some("auto") => choice = clap::ColorChoice::Auto,
            _ => {}
        }
    }
    choice
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
    #[command(allow_negative_numbers = true)]
    Build(BuildArgs),
    /// Write one page where a student picks the board, start, end, open or
    /// closed and the method, and watches the tour or the search, every
    /// answer solved ahead.
    #[command(allow_negative_numbers = true)]
    Explore(ExploreArgs),
    /// Write exercise sheets for print: knight's tours or queens to
    /// complete, each with exactly one completion, and their answer key.
    #[command(after_help = WORKSHEET_USE)]
    Worksheet(WorksheetArgs),
    /// Draw the figures of the boardfig blocks in Markdown files and link them after each block.
    #[command(after_help = MARKDOWN_USE)]
    Markdown(MarkdownArgs),
    /// Write a starter build file, boardfig.toml, from a template.
    Init(InitArgs),
    /// Print the JSON Schema of build files, for editors (Taplo, Even Better TOML).
    Schema(SchemaArgs),
    /// Print a completion script for a shell, e.g. `boardfig completions bash`.
    Completions(CompletionsArgs),
    /// Print the manual page (roff) of boardfig or of one subcommand.
    #[command(after_help = MANPAGE_USE)]
    Manpage(ManpageArgs),
}

/// Where completion scripts go, shown under `boardfig completions --help`.
const COMPLETIONS_USE: &str = "\
Install, for example (mkdir -p makes the folder on a fresh account):
  bash:       mkdir -p ~/.local/share/bash-completion/completions
              boardfig completions bash > ~/.local/share/bash-completion/completions/boardfig
              (loaded in new shells by the bash-completion package, which
              most systems have; without it: source the file from ~/.bashrc)
  zsh:        mkdir -p ~/.zfunc && boardfig completions zsh > ~/.zfunc/_boardfig
              (with fpath+=~/.zfunc before compinit in ~/.zshrc)
  fish:       mkdir -p ~/.config/fish/completions
              boardfig completions fish > ~/.config/fish/completions/boardfig.fish
  powershell: boardfig completions powershell >> $PROFILE
  elvish:     mkdir -p ~/.config/elvish && boardfig completions elvish >> ~/.config/elvish/rc.elv";

/// How to read and install the pages, shown under `boardfig manpage --help`.
const MANPAGE_USE: &str = "\
One page per command, as git has: boardfig(1) lists the subcommands,
boardfig-knight(1) and so on give their options. Read one with
`boardfig manpage knight | man -l -`; install with
`boardfig manpage > /usr/local/share/man/man1/boardfig.1`, and likewise
`boardfig manpage knight > .../boardfig-knight.1`.";

/// `boardfig completions`.
#[derive(Debug, Args)]
#[command(after_help = COMPLETIONS_USE)]
pub struct CompletionsArgs {
    /// The shell.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// `boardfig explore`.
#[derive(Debug, Args)]
pub struct ExploreArgs {
    /// The boards, theme.
    #[command(flatten)]
    pub job: ExploreJob,
    /// Where the page goes (`-`: standard output) [default: explorer.html].
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    /// Print nothing on stderr.
    #[arg(long, short)]
    pub quiet: bool,
}

/// What `boardfig worksheet --help` shows after the options.
const WORKSHEET_USE: &str = "\
Example:
  boardfig worksheet --board 6x6 --count 6 --clues 24 --seed 7 --pdf tours.pdf --answers tours-key.pdf
  boardfig worksheet --puzzle queens --n 8 --clues 3 --svg queens.svg --answers queens-key.svg
Each exercise is kept only when the solver finds exactly one completion
of what it gives; a --prove exercise only when it proves there is none.
The same seed makes the same sheet, byte for byte. An
SVG file holds one page (6 exercises); more need --pdf.";

/// `boardfig worksheet`.
#[derive(Debug, Args)]
pub struct WorksheetArgs {
    /// The worksheet.
    #[command(flatten)]
    pub job: WorksheetJob,
    /// Write the sheet as PDF, one page per 6 exercises.
    #[arg(long, value_name = "FILE")]
    pub pdf: Option<PathBuf>,
    /// Write the sheet as SVG (one page).
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Write the answer key: PDF if FILE ends in .pdf, else SVG.
    #[arg(long, value_name = "FILE")]
    pub answers: Option<PathBuf>,
    /// Print nothing on stderr.
    #[arg(long, short)]
    pub quiet: bool,
}

/// `boardfig manpage`.
#[derive(Debug, Args)]
pub struct ManpageArgs {
    /// The subcommand whose page to print [default: boardfig's own page].
    #[arg(value_name = "SUBCOMMAND")]
    pub subcommand: Option<String>,
}

/// The starter build files of `boardfig init`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Template {
    /// The built-in gallery: what `boardfig build` makes with no file.
    #[default]
    Gallery,
    /// Small, crisp GIFs for documentation.
    DocsGifs,
    /// Every key with its default, explained: a knight job and a queens job.
    Reference,
}

/// `boardfig init`.
#[derive(Debug, Args)]
pub struct InitArgs {
    /// Where to write: a file, or a folder to hold boardfig.toml [default: ./boardfig.toml].
    pub path: Option<PathBuf>,
    /// The starter file.
    #[arg(long, value_enum, default_value_t)]
    pub template: Template,
    /// Overwrite the file if it exists.
    #[arg(long)]
    pub force: bool,
}

/// `boardfig schema`.
#[derive(Debug, Args)]
pub struct SchemaArgs {
    /// Write the schema to this file instead of standard output.
    #[arg(long, short, value_name = "FILE")]
    pub output: Option<PathBuf>,
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

/// How a block of boardfig is written, shown under `boardfig markdown --help`.
const MARKDOWN_USE: &str = "\
A block is a fenced code block marked boardfig holding a job: the keys of a
build file's [[knight]] or [[queens]] table (name it with `name`), or
command lines, one a line, such as
`knight --board 6x6 --animate search --gif search.gif` (file names only:
the files go into the figure folder; without one, an SVG, or a GIF with
--animate, named FILE-K after the document and the block's number). The line of image links right after the block is written or
updated; the rest of the file is kept byte for byte. --replace turns each
fence into a hidden comment `<!-- boardfig ... -->` that later runs read
the same way.";

/// `boardfig markdown`.
#[derive(Debug, Args)]
pub struct MarkdownArgs {
    /// The Markdown files.
    #[arg(required = true, value_name = "FILE.md")]
    pub files: Vec<PathBuf>,
    /// The figure folder [default: img beside each file].
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Compare the figures and links with the files; write nothing (exit 1 if any is stale).
    #[arg(long)]
    pub check: bool,
    /// With --check: write each stale file's fresh copy into DIR, and a diff (PNG for images, text for the rest).
    #[arg(long, value_name = "DIR")]
    pub diff: Option<PathBuf>,
    /// Replace each fence by a hidden comment holding its job, so the document shows the figure alone.
    #[arg(long)]
    pub replace: bool,
    /// Print nothing but errors and what is stale.
    #[arg(long, short)]
    pub quiet: bool,
}

/// `boardfig build`: the build's options, and how the command line
/// prints its report.
#[derive(Debug)]
pub struct BuildArgs {
    /// The build's options.
    pub options: BuildOptions,
    /// How the report is printed.
    pub report: ReportArgs,
}

/// How `boardfig build` prints its report: the command line's own flags,
/// not options of the build.
#[derive(Debug, Args)]
pub struct ReportArgs {
    /// Print the summary as JSON.
    #[arg(long)]
    pub json: bool,
    /// Print nothing but errors.
    #[arg(long, short)]
    pub quiet: bool,
}

impl Args for BuildArgs {
    /// The build's options, with the report's flags after `--force`,
    /// where help, the manual page and the completions list them (a
    /// derived `flatten` would put them last). Each argument's order in
    /// help is the order it is added in here.
    fn augment_args(command: clap::Command) -> clap::Command {
        let options = BuildOptions::augment_args(clap::Command::new("build"));
        let report = ReportArgs::augment_args(clap::Command::new("build"));
        let mut command = command;
        for arg in options.get_arguments() {
            command = command.arg(arg.clone().display_order(None));
            if arg.get_id() == "force" {
                for arg in report.get_arguments() {
                    command = command.arg(arg.clone().display_order(None));
                }
            }
        }
        command
    }

    fn augment_args_for_update(command: clap::Command) -> clap::Command {
        BuildArgs::augment_args(command)
    }
}

impl FromArgMatches for BuildArgs {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<BuildArgs, clap::Error> {
        Ok(BuildArgs {
            options: BuildOptions::from_arg_matches(matches)?,
            report: ReportArgs::from_arg_matches(matches)?,
        })
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        self.options.update_from_arg_matches(matches)?;
        self.report.update_from_arg_matches(matches)
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
            (Format::Trace, &self.trace),
            (Format::Pdf, &self.pdf),
        ]
        .into_iter()
        .filter_map(|(format, path)| {
            path.as_deref()
                .map(|path| Output::answer(format, target(path)))
        })
        .chain(self.strip.as_deref().map(|path| Output {
            format: strip_format(path),
            drawing: Drawing::Strip,
            target: target(path),
        }))
        .collect()
    }
}

/// The format of a strip or a tree, by its file's extension: `.pdf` is
/// PDF (a strip's pages), `.png` PNG, anything else SVG.
#[must_use]
pub(crate) fn strip_format(path: &std::path::Path) -> Format {
    let extension = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match extension.as_deref() {
        Some("pdf") => Format::Pdf,
        Some("png") => Format::Png,
        _ => Format::Svg,
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
    /// Write a printable strip of search steps: small boards with captions; as SVG, as PNG for a FILE ending in .png, as PDF pages that never cut a panel for .pdf (`-`: SVG to standard output).
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    pub strip: Option<PathBuf>,
    /// Write the figure as PDF, vector, for print and documents: the figure's size, or fitted to --paper (`-`: to standard output).
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    pub pdf: Option<PathBuf>,
    /// Write the backtracking search as JSON Lines, one event per line: every candidate in the order tried, moved to or cut with its rule (`-`: to standard output).
    #[arg(long, value_name = "FILE.jsonl", allow_hyphen_values = true)]
    pub trace: Option<PathBuf>,
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
    /// Draw the backtracking search tree: SVG, or PNG or PDF for a FILE ending in .png or .pdf (`-`: SVG to standard output).
    #[arg(long, value_name = "FILE", allow_hyphen_values = true)]
    pub tree: Option<PathBuf>,
    /// Figure files.
    #[command(flatten)]
    pub files: FigureFiles,
}
