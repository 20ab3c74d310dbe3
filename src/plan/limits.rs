//! The limits a figure is checked against before any search: board sizes
//! per format, pixels, and targets named twice.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::board::Board;
use crate::error::{Error, Message, message};
use crate::figure::Style;
use crate::figure::knight::MIN_DOTTED_CELL;
use crate::figure::layout::Layout;
use crate::figure::tree::MAX_TREE_N;
use crate::job::Format;
use crate::options::Key;
use crate::plan::{Output, Target};

/// Every figure keeps its peak memory under 2 GB: the limits below were
/// measured with `/usr/bin/time -v` at the limit (docs/guide/limits.md).
///
/// The most squares a static SVG figure shows (5000x5000): its scene keeps
/// a dot and a path point for every square, about 75 bytes a square (1.86
/// GB at the limit).
pub(super) const MAX_SVG_AREA: usize = 25_000_000;
/// The most squares of a static SVG whose squares are large enough for a
/// dot on each visited one (`cell` 10 or more with the path; 2500x2500):
/// about 300 bytes a square, the dots and the path written out at full
/// precision.
pub(super) const MAX_DOTTED_SVG_AREA: usize = 6_250_000;
/// The most squares of a static SVG with `degrees` (1500x1500): each degree
/// is a number drawn as outlines, about 700 bytes a square (1.50 GB).
pub(super) const MAX_DEGREES_AREA: usize = 2_250_000;
/// The most squares of an SVG or animated SVG with `numbers` (500x500):
/// each step number is drawn as outlines, about 4 KB a square, 5.4 KB in
/// an animated SVG (1.35 GB).
pub(super) const MAX_NUMBERS_AREA: usize = 250_000;
/// The most squares of an animated SVG (800x800): each move is a path
/// segment with its own keyframes, up to 2.5 KB a square with `degrees`,
/// `coords = "all"`, `knight` and `cell` 256.
pub(super) const MAX_ANIMATED_SVG_AREA: usize = 640_000;
/// The most squares of an animated SVG with `numbers` (400x400): each
/// step number drawn as outlines with its own keyframes, about 9.8 KB a
/// square.
pub(super) const MAX_ANIMATED_NUMBERS_AREA: usize = 160_000;
/// The most squares of a board drawn as a page: it keeps every frame, and a
/// tour's path grows by a move a frame.
pub(super) const MAX_HTML_AREA: usize = 1024;
/// The largest board side drawn as GIF or PNG.
pub(super) const MAX_RASTER_SIDE: u32 = 100;
/// The most pixels of a GIF or PNG (about 6300 x 6300): the picture, its
/// clip mask and the GIF's index canvas take 6 bytes a pixel.
pub(super) const MAX_RASTER_PIXELS: u64 = 40_000_000;

/// How a limit names the board: the key and the value as the user gave
/// them (`board` `600x600` for a knight, `n` `6000` for queens).
#[derive(Clone, Copy)]
pub(super) struct Size<'a> {
    /// The key.
    pub key: Key,
    /// The value.
    pub value: &'a dyn std::fmt::Display,
}

/// A side as a board, `SxS`.
fn square_board(area: usize) -> String {
    let side = area.isqrt();
    format!("{side}x{side}")
}

/// The most squares of a vector figure in `format` with `style`, and what
/// takes the memory; `tour` when the figure draws a knight's tour (a
/// queens board has no path and no dots).
fn vector_limit(style: &Style, format: Format, tour: bool) -> (usize, Message) {
    match format {
        Format::AnimatedSvg if style.numbers => (
            MAX_ANIMATED_NUMBERS_AREA,
            message![
                "animated SVG figures with ",
                Key::Numbers,
                " (each number is drawn as outlines)"
            ],
        ),
        Format::AnimatedSvg => (
            MAX_ANIMATED_SVG_AREA,
            message!["animated SVG figures (each move has its own keyframes)"],
        ),
        _ if style.numbers => (
            MAX_NUMBERS_AREA,
            message![
                "SVG and PDF figures with ",
                Key::Numbers,
                " (each number is drawn as outlines)"
            ],
        ),
        _ if style.degrees => (
            MAX_DEGREES_AREA,
            message![
                "SVG and PDF figures with ",
                Key::Degrees,
                " (each degree is drawn as outlines)"
            ],
        ),
        _ if tour && style.path && style.cell as f32 >= MIN_DOTTED_CELL => (
            MAX_DOTTED_SVG_AREA,
            message![
                "SVG and PDF figures with a dot on every square (",
                Key::Cell,
                " 10 or more)"
            ],
        ),
        _ => (MAX_SVG_AREA, message!["SVG and PDF figures"]),
    }
}

/// Checks that a board figure in `format` stays within the limits; `size`
/// names the board in the messages.
pub(super) fn check_board_figure(
    board: Board,
    style: &Style,
    format: Format,
    size: Size,
) -> Result<(), Error> {
    let refuse = |why: Message| Error::value(size.key, size.value, why);
    if format == Format::Html && board.area() > MAX_HTML_AREA {
        return Err(refuse(Message::from(format!(
            "pages keep every frame, so they show at most {MAX_HTML_AREA} squares (32x32)"
        ))));
    }
    if !format.is_raster() {
        let (limit, what) = vector_limit(style, format, size.key == Key::Board);
        if board.area() > limit {
            return Err(refuse(what.then(format!(
                " show at most {limit} squares ({}), to stay within 2 GB of memory",
                square_board(limit)
            ))));
        }
        return Ok(());
    }
    let kind = format.extension().to_uppercase();
    if board.files > MAX_RASTER_SIDE || board.ranks > MAX_RASTER_SIDE {
        return Err(refuse(Message::from(format!(
            "{kind} figures go up to {MAX_RASTER_SIDE}x{MAX_RASTER_SIDE}; use SVG for larger boards"
        ))));
    }
    let layout = Layout::with_sides(board, style.cell, style.sides(), style.title.as_ref());
    let pixels = u64::from(layout.width) * u64::from(layout.height);
    if pixels > MAX_RASTER_PIXELS {
        let largest = (CELLS_TRIED.rev())
            .find(|&cell| {
                let l = Layout::with_sides(board, cell, style.sides(), style.title.as_ref());
                u64::from(l.width) * u64::from(l.height) <= MAX_RASTER_PIXELS
            })
            .unwrap_or(CELLS_TRIED.start);
        return Err(Error::value(
            Key::Cell,
            style.cell,
            message![
                format!(
                    "a {kind} of the {board} board would be {}x{} pixels; raster figures hold at \
                     most {} million pixels (here ",
                    layout.width,
                    layout.height,
                    MAX_RASTER_PIXELS / 1_000_000
                ),
                Key::Cell,
                format!(" up to {largest})")
            ],
        ));
    }
    Ok(())
}

/// The square sizes searched for the largest that fits.
const CELLS_TRIED: std::ops::Range<u32> = 4..257;

/// Checks that a search tree can be drawn for n queens in `format`.
pub(super) fn check_tree(n: usize, format: Format) -> Result<(), Error> {
    if format.plays_frames() {
        return Err(Error::usage(format!(
            "the search tree is drawn as SVG or PNG, not {}",
            format.extension().to_uppercase()
        )));
    }
    if n > MAX_TREE_N {
        return Err(Error::value(
            Key::N,
            n,
            message![
                Key::Tree,
                format!(
                    " draws search trees for n up to {MAX_TREE_N}; a larger tree would be unreadable"
                ),
            ],
        ));
    }
    Ok(())
}

/// The longest side of a board drawn as a strip of small boards.
const MAX_STRIP_SIDE: u32 = 16;

/// Checks that a strip of search steps can be drawn for `board`.
pub(super) fn check_strip(board: Board) -> Result<(), Error> {
    if board.files.max(board.ranks) > MAX_STRIP_SIDE {
        return Err(Error::usage(message![
            Key::Strip,
            format!(
                " draws boards up to {MAX_STRIP_SIDE} squares a side; \
                 its small boards would be unreadable"
            )
        ]));
    }
    Ok(())
}

/// The place a path names, whatever its spelling: the folder made
/// absolute and canonical, the file's own name kept (a link there is not
/// followed: a build replaces it; the command line, which writes through
/// links, compares where they lead when it checks its targets). `o.svg`,
/// `./o.svg`, `$PWD/o.svg` and `sub/../o.svg` are one place, whether the
/// file exists yet or not.
#[must_use]
pub(crate) fn place(path: &Path) -> PathBuf {
    let (dir, name) = match (path.parent(), path.file_name()) {
        (Some(dir), Some(name)) => (dir, Some(name)),
        _ => (path, None),
    };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let dir = dir
        .canonicalize()
        .or_else(|_| std::path::absolute(dir))
        .unwrap_or_else(|_| dir.to_path_buf());
    match name {
        Some(name) => dir.join(name),
        None => dir,
    }
}

/// Refuses two figures aimed at one file (however each names it), or two
/// at standard output.
pub(super) fn check_unique(outputs: &[Output]) -> Result<(), Error> {
    let mut seen: BTreeMap<Option<PathBuf>, &Target> = BTreeMap::new();
    for output in outputs {
        let place = match &output.target {
            Target::Stdout => None,
            Target::Path(path) => Some(place(path)),
        };
        if let Some(first) = seen.insert(place, &output.target) {
            return Err(match (&output.target, first) {
                (Target::Path(path), Target::Path(first)) if path != first => {
                    Error::usage(format!(
                        "{} and {}: name one file for two figures; give each figure its own file",
                        first.display(),
                        path.display()
                    ))
                }
                (Target::Path(path), _) => Error::usage(format!(
                    "{}: named for two figures; give each figure its own file",
                    path.display()
                )),
                (Target::Stdout, _) => Error::usage(
                    "`-` (standard output) takes one figure; name files for the others",
                ),
            });
        }
    }
    Ok(())
}
