//! Knight's tour figures: the whole tour, and the frames of its animation.

use crate::board::{Board, Square};
use crate::figure::Style;
use crate::figure::font;
use crate::figure::font::PlacedGlyph;
use crate::figure::layout::Layout;
use crate::figure::marks::{self, MarkKind};
use crate::figure::scene::{Item, PieceKind, Rect, Scene};
use crate::knight::TourSpec;
use crate::program::Prune;
use crate::solution::{KNIGHT_STEPS, Tour};
use crate::words::{Lang, say};

/// What a tour frame shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stage {
    /// The whole tour, with the end marked.
    Complete,
    /// The tour through move k (0 = the knight on the start square), with
    /// the knight on square k.
    Move(usize),
    /// A closed tour's closing move made: the whole tour, the knight back
    /// on the start square (the last frame of its animation).
    Closed,
}

/// The layout of a tour figure.
#[must_use]
pub(crate) fn layout(tour: &Tour, style: &Style) -> Layout {
    Layout::styled(tour.board, style, style.title.as_ref())
}

/// Squares smaller than this get no dots on visited squares (the dots
/// would be specks, and a huge board's SVG would grow by a disc a square).
pub(crate) const MIN_DOTTED_CELL: f32 = 10.0;

/// The scene of a tour at a stage.
#[must_use]
pub(crate) fn tour_scene(layout: &Layout, tour: &Tour, style: &Style, stage: Stage) -> Scene {
    let theme = &style.theme;
    let mut scene = layout.scene(theme);
    scene.items = layout.board_items(theme, style.title.as_ref());
    let cell = layout.cell;
    let shown = match stage {
        Stage::Complete | Stage::Closed => tour.square_count(),
        Stage::Move(k) => k + 1,
    };
    let points: Vec<(f32, f32)> = tour
        .squares()
        .take(shown)
        .map(|sq| layout.centre(sq))
        .collect();
    push_given(&mut scene, layout, tour, style, shown);
    let width = (cell * theme.path_weight).max(1.0);
    let whole = !matches!(stage, Stage::Move(_));
    let closed = whole && tour.closed && points.len() > 2;
    if style.path && points.len() > 1 {
        scene.items.push(Item::Line {
            points: points.clone(),
            closed: false,
            color: theme.path,
            width,
        });
    }
    // The closing move, dashed: it returns to the start rather than
    // entering a new square.
    if style.path && closed {
        scene.items.push(Item::Dashed {
            from: points[points.len() - 1],
            to: points[0],
            color: theme.path,
            width,
            dash: [width * 1.2, width * 2.4],
        });
    }
    // A dot on every visited square, so that moves in a straight line do
    // not read as one long jump.
    if style.path && cell >= MIN_DOTTED_CELL {
        scene.items.push(Item::Dots {
            centres: points.clone(),
            r: (width * 1.25).max(cell * 0.08),
            fill: theme.path,
        });
    }
    let (sx, sy) = points[0];
    if style.path {
        scene.items.push(Item::Disc {
            cx: sx,
            cy: sy,
            r: (cell * START_MARKER).max(1.5),
            fill: theme.marker,
            stroke: None,
        });
    }
    if style.numbers {
        push_numbers(&mut scene, layout, tour, style, shown);
    }
    push_end(&mut scene, layout, style, stage, &points, closed);
    scene.title = style
        .title
        .as_ref()
        .map_or_else(|| tour_title(style.lang, tour), ToString::to_string);
    // The description is read in SVG files, which show the whole tour; an
    // animation frame (GIF) needs none.
    if whole {
        scene.desc = tour_desc(style.lang, tour, shown, closed);
        if !style.given.is_empty() {
            let given: Vec<String> = style.given.iter().map(ToString::to_string).collect();
            let words = say!(
                style.lang,
                "desc-tour-given",
                count = given.len(),
                squares = given.join(" ")
            );
            scene.desc = format!("{}\n{words}", scene.desc);
        }
    }
    if style.legend && !style.given.is_empty() {
        marks::push_given_row(&mut scene, layout.cell, (&style.theme, style.lang));
    }
    if style.degrees {
        // The onward moves as Warnsdorff's rule compares them: pictures
        // show them with the knight on the start square (as the first
        // frame of the animation), animations after each move.
        let visited_until = match stage {
            Stage::Complete => 1,
            Stage::Move(_) | Stage::Closed => shown,
        };
        let mut visited = vec![false; tour.board.area()];
        for sq in tour.squares().take(visited_until) {
            visited[tour.board.index(sq)] = true;
        }
        let degrees = degrees(tour.board, &visited);
        push_degrees(&mut scene, layout, &degrees, style);
        scene.desc = format!(
            "{}\n{}",
            scene.desc,
            degrees_desc(style.lang, tour.board, &degrees, tour.start())
        );
    }
    scene
}

/// The end of the tour: the knight on its square (every animation frame,
/// and static figures with the knight; back on the start once a closed
/// tour is closed, in its animation's last frame and in a static figure), else an arrowhead along the last move of
/// an open tour, or along the closing move of a closed one, stopping at
/// the start's marker.
fn push_end(
    scene: &mut Scene,
    layout: &Layout,
    style: &Style,
    stage: Stage,
    points: &[(f32, f32)],
    closed: bool,
) {
    let last = points[points.len() - 1];
    let cell = layout.cell;
    let marker = style.theme.marker;
    match stage {
        Stage::Move(_) => scene.items.push(knight(layout, style, last)),
        Stage::Closed => scene.items.push(knight(layout, style, points[0])),
        // The degree map: the knight on the square its degrees are counted
        // from.
        Stage::Complete if style.degrees && !style.path && !style.numbers => {
            scene.items.push(knight(layout, style, points[0]));
        }
        // A closed tour drawn whole ends where it began.
        Stage::Complete if style.knight && closed => {
            scene.items.push(knight(layout, style, points[0]));
        }
        Stage::Complete if style.knight => scene.items.push(knight(layout, style, last)),
        Stage::Complete if style.path && closed => {
            let stop = -(START_MARKER + 0.03);
            scene
                .items
                .push(arrowhead(last, points[0], cell, stop, marker));
        }
        Stage::Complete if style.path && points.len() > 1 => {
            let previous = points[points.len() - 2];
            scene
                .items
                .push(arrowhead(previous, last, cell, 0.2, marker));
        }
        Stage::Complete => {}
    }
}

/// The mark of each square given among the first `shown` of the tour.
fn push_given(scene: &mut Scene, layout: &Layout, tour: &Tour, style: &Style, shown: usize) {
    if style.given.is_empty() {
        return;
    }
    let board = tour.board;
    let mut given = vec![false; board.area()];
    for &sq in style.given.iter().filter(|&&sq| board.contains(sq)) {
        given[board.index(sq)] = true;
    }
    for sq in tour
        .squares()
        .take(shown)
        .filter(|&sq| given[board.index(sq)])
    {
        let corner = marks::swatch_items(layout.square_rect(sq), MarkKind::Given, &style.theme);
        scene.items.extend(corner);
    }
}

/// The radius of the start square's marker, in squares.
const START_MARKER: f32 = 0.15;

/// For each square (by board index), the number of knight moves from it to
/// squares not visited; `None` on visited squares.
pub(crate) fn degrees(board: Board, visited: &[bool]) -> Vec<Option<u32>> {
    (0..board.area())
        .map(|index| {
            if visited[index] {
                return None;
            }
            let sq = board.square(index);
            let onward = KNIGHT_STEPS
                .iter()
                .filter_map(|&(df, dr)| {
                    let to = Square {
                        file: sq.file.checked_add_signed(df)?,
                        rank: sq.rank.checked_add_signed(dr)?,
                    };
                    (board.contains(to) && !visited[board.index(to)]).then_some(())
                })
                .count();
            Some(onward as u32)
        })
        .collect()
}

/// The degrees as text, a row per rank from the top, `.` on visited
/// squares; `start` is where the knight began.
fn degrees_desc(lang: Lang, board: Board, degrees: &[Option<u32>], start: Square) -> String {
    let rows: Vec<String> = (0..board.ranks)
        .rev()
        .map(|rank| {
            let row: Vec<String> = (0..board.files)
                .map(|file| {
                    degrees[board.index(Square { file, rank })]
                        .map_or_else(|| ".".to_string(), |d| d.to_string())
                })
                .collect();
            row.join(" ")
        })
        .collect();
    say!(
        lang,
        "desc-degrees",
        start = start.to_string(),
        ranks = board.ranks,
        rows = rows.join("\n")
    )
}

/// Text on squares, each haloed in its square's colour so it reads over
/// the path: one text item per square colour. Over a path (`backed`), each
/// glyph also gets a disc of its square's colour behind it, so that no
/// line runs through a number (the halo alone is thinner than the path).
fn push_on_squares(
    scene: &mut Scene,
    texts: Vec<(Square, Vec<PlacedGlyph>)>,
    size: f32,
    fill: crate::figure::scene::Rgb,
    style: &Style,
    backed: bool,
) {
    let (on_dark, on_light): (Vec<_>, Vec<_>) = texts.into_iter().partition(|(sq, _)| sq.is_dark());
    let flat = |texts: Vec<(Square, Vec<PlacedGlyph>)>| -> Vec<PlacedGlyph> {
        texts.into_iter().flat_map(|(_, glyphs)| glyphs).collect()
    };
    for (glyphs, halo) in [
        (flat(on_light), style.theme.light),
        (flat(on_dark), style.theme.dark),
    ] {
        if glyphs.is_empty() {
            continue;
        }
        if backed {
            scene.items.push(Item::Dots {
                centres: glyphs.iter().map(|g| backing_centre(g, size)).collect(),
                r: BACKING * size,
                fill: halo,
            });
        }
        scene.items.push(Item::Text {
            glyphs,
            size,
            fill,
            halo: Some(halo),
        });
    }
}

/// The radius of the disc behind a glyph on a path, in font sizes: it
/// covers a digit (about 0.57 by 0.71 font sizes) and the gap to the next.
const BACKING: f32 = 0.5;

/// The centre of the disc behind a digit: half a digit's advance right of
/// its origin, half the cap height above its baseline.
fn backing_centre(glyph: &PlacedGlyph, size: f32) -> (f32, f32) {
    (
        glyph.x + font::text_width("0", size) / 2.0,
        glyph.y - font::cap_height() * size / 2.0,
    )
}

/// The onward moves of every free square with the knight on the last
/// square of `path`: a search frame's `--degrees`.
pub(crate) fn push_free_degrees(
    scene: &mut Scene,
    layout: &Layout,
    path: &[Square],
    style: &Style,
) {
    let board = layout.board;
    let mut visited = vec![false; board.area()];
    for &sq in path {
        visited[board.index(sq)] = true;
    }
    push_degrees(scene, layout, &degrees(board, &visited), style);
}

/// The degrees written in the lower right of their squares.
fn push_degrees(scene: &mut Scene, layout: &Layout, degrees: &[Option<u32>], style: &Style) {
    // Alone on the board (no path, no numbers) the degrees are the figure:
    // centred and large; else small in the lower right, clear of the rest.
    let alone = !style.path && !style.numbers;
    let size = if alone {
        (layout.cell * 0.46).max(6.0)
    } else {
        (layout.cell * 0.3).max(6.0)
    };
    let mut texts = Vec::new();
    for (index, degree) in degrees.iter().enumerate() {
        let Some(degree) = degree else { continue };
        let sq = layout.board.square(index);
        let (cx, cy) = layout.centre(sq);
        let text = degree.to_string();
        let (x, y) = if alone {
            (cx, cy + font::cap_height() * size / 2.0)
        } else {
            (
                cx + layout.cell * 0.47 - font::text_width(&text, size) / 2.0 - size * 0.12,
                cy + layout.cell * 0.5 - size * 0.3,
            )
        };
        texts.push((sq, font::layout(&text, size, x, y)));
    }
    push_on_squares(scene, texts, size, style.theme.marker, style, style.path);
}

/// The squares whose degrees change when the knight lands on `sq`: those
/// a knight's move away, and the square itself.
pub(crate) fn degree_area(layout: &Layout, sq: Square) -> Rect {
    layout.square_rect(sq).grow(2.0 * layout.cell + 2.0)
}

/// The name of a tour figure without a caption: "Knight's tour on 8x8
/// from a1".
pub(crate) fn tour_title(lang: Lang, tour: &Tour) -> String {
    tour_name(lang, tour.board, tour.start(), tour.closed)
}

/// "Knight's tour on 8x8 from a1", or "Closed knight's tour ...".
pub(crate) fn tour_name(lang: Lang, board: Board, start: Square, closed: bool) -> String {
    let (board, start) = (board.to_string(), start.to_string());
    if closed {
        say!(lang, "title-tour-closed", board = board, start = start)
    } else {
        say!(lang, "title-tour-open", board = board, start = start)
    }
}

/// The name of a figure of the search for a tour without a caption,
/// naming the program that searches: "Knight's tour on 6x6 from a1 by
/// plain backtracking, the textbook program".
pub(crate) fn search_title(lang: Lang, spec: &TourSpec, prune: Prune) -> String {
    say!(
        lang,
        "title-knight-search",
        shape = spec.shape(),
        board = spec.board.to_string(),
        start = spec.start.to_string(),
        end = spec.end.map_or_else(String::new, |end| end.to_string()),
        program = prune.name()
    )
}

/// The most squares a tour's description lists in full: beyond, it lists
/// the first and last [`DESC_END_SQUARES`] (a 1000x1000 tour's list alone
/// would add 7 MB to its SVG).
const MAX_DESC_SQUARES: usize = 4096;
/// The squares listed at each end of a long tour's description.
const DESC_END_SQUARES: usize = 100;

/// The first `shown` squares of a tour in order, as text; `closed` when
/// the figure draws the move back to the start.
fn tour_desc(lang: Lang, tour: &Tour, shown: usize, closed: bool) -> String {
    let name = |sq: Square| sq.to_string();
    // Commas make screen readers pause between squares.
    let start = tour.start().to_string();
    if shown <= MAX_DESC_SQUARES {
        let squares: Vec<String> = tour.squares().take(shown).map(name).collect();
        let squares = squares.join(", ");
        if closed {
            say!(
                lang,
                "desc-tour-squares-closed",
                squares = squares,
                start = start
            )
        } else {
            say!(lang, "desc-tour-squares", squares = squares)
        }
    } else {
        let ends = DESC_END_SQUARES;
        let first: Vec<String> = tour.squares().take(ends).map(name).collect();
        let last: Vec<String> = tour
            .squares()
            .skip(shown - ends)
            .take(ends)
            .map(name)
            .collect();
        let (first, more, last) = (first.join(", "), shown - 2 * ends, last.join(", "));
        if closed {
            say!(
                lang,
                "desc-tour-squares-long-closed",
                first = first,
                more = more,
                last = last,
                shown = shown,
                start = start
            )
        } else {
            say!(
                lang,
                "desc-tour-squares-long",
                first = first,
                more = more,
                last = last,
                shown = shown
            )
        }
    }
}

/// The rectangle that changes between move k - 1 and move k, given the
/// tour's squares.
pub(crate) fn changed_area(layout: &Layout, squares: &[Square], k: usize) -> Rect {
    let here = layout.square_rect(squares[k]);
    let rect = if k == 0 {
        here
    } else {
        here.union(&layout.square_rect(squares[k - 1]))
    };
    rect.grow(layout.cell * 0.1 + 2.0)
}

/// The knight on the square centred at `(cx, cy)`: large and centred, or,
/// when step numbers are drawn, smaller in the lower right, clear of the
/// number in the upper left.
/// The rectangle that changes when a closed tour's closing move is drawn
/// (from the last square back to the first, the knight lifted).
pub(crate) fn closing_area(layout: &Layout, tour: &Tour) -> Rect {
    let first = layout.square_rect(tour.start());
    let last = tour
        .squares()
        .last()
        .map_or(first, |sq| layout.square_rect(sq));
    first.union(&last).grow(layout.cell * 0.1 + 2.0)
}

pub(crate) fn knight(layout: &Layout, style: &Style, (cx, cy): (f32, f32)) -> Item {
    let cell = layout.cell;
    let (cx, cy, size) = if style.numbers {
        // Inset from the square's edges (and the numbers of the squares
        // right and below) by the outline's reach and a little air.
        let inset = 2.0 + cell * 0.02;
        let size = (cell - number_band(cell) - 2.0 * inset).min(cell * 0.86);
        let (right, bottom) = (cx + cell / 2.0 - inset, cy + cell / 2.0 - inset);
        (right - size / 2.0, bottom - size / 2.0, size)
    } else {
        (cx, cy, cell * 0.86)
    };
    Item::Piece {
        kind: PieceKind::Knight,
        cx,
        cy,
        size,
        fill: style.theme.piece,
        outline: style.theme.piece_outline,
    }
}

/// A narrow arrowhead pointing along the move from `from` to `to`, its tip
/// `past` squares beyond the centre of `to` (short of it when negative).
fn arrowhead(
    from: (f32, f32),
    to: (f32, f32),
    cell: f32,
    past: f32,
    fill: crate::figure::scene::Rgb,
) -> Item {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-3);
    let (ux, uy) = (dx / len, dy / len);
    let length = cell * 0.5;
    // Narrow (an apex of about 27 degrees), so that no side lies along a
    // board axis for any knight's move and the head reads as the move's
    // direction.
    let half = length * 0.24;
    let tip = (to.0 + ux * cell * past, to.1 + uy * cell * past);
    let base = (tip.0 - ux * length, tip.1 - uy * length);
    Item::Polygon {
        points: vec![
            tip,
            (base.0 - uy * half, base.1 + ux * half),
            (base.0 + uy * half, base.1 - ux * half),
        ],
        fill,
    }
}

/// The font size of step numbers on squares `cell` pixels wide.
fn number_size(cell: f32) -> f32 {
    (cell * 0.3).max(6.0)
}

/// How far down from a square's top edge its step number (with its halo)
/// reaches.
fn number_band(cell: f32) -> f32 {
    let size = number_size(cell);
    let cap = font::cap_height();
    size * (NUMBER_TOP + cap + HALO).max(NUMBER_TOP + cap / 2.0 + BACKING)
}

/// The gap above a step number, in font sizes.
const NUMBER_TOP: f32 = 0.28;

/// The halo's reach around a glyph, in font sizes (half its stroke).
const HALO: f32 = 0.11;

/// The step numbers: in the upper left of each square beside the path, or
/// centred and large without it (the numbered board of the textbook).
fn push_numbers(scene: &mut Scene, layout: &Layout, tour: &Tour, style: &Style, shown: usize) {
    let squares: Vec<Square> = tour.squares().take(shown).collect();
    push_step_numbers(scene, layout, &squares, tour.square_count(), style);
}

/// The step numbers of `path` (numbered as the style numbers them) on
/// a board of `count` squares: a search frame's `--numbers`.
pub(crate) fn push_step_numbers(
    scene: &mut Scene,
    layout: &Layout,
    path: &[Square],
    count: usize,
    style: &Style,
) {
    let size = if style.path {
        number_size(layout.cell)
    } else {
        centred_number_size(layout.cell, count as u64 + u64::from(style.first_step))
    };
    let cap = font::cap_height() * size;
    let mut texts = Vec::new();
    for (k, &sq) in path.iter().enumerate() {
        let (cx, cy) = layout.centre(sq);
        // Numbers sit in the upper left of the square, clear of the path's
        // centre and of the knight.
        let text = (k as u64 + u64::from(style.first_step)).to_string();
        let (x, y) = if style.path {
            (
                cx - layout.cell * 0.47 + font::text_width(&text, size) / 2.0 + size * 0.12,
                cy - layout.cell * 0.5 + size * NUMBER_TOP + cap,
            )
        } else {
            (cx, cy + cap / 2.0)
        };
        texts.push((sq, font::layout(&text, size, x, y)));
    }
    push_on_squares(scene, texts, size, style.theme.number, style, style.path);
}

/// The size of centred step numbers: large, but the widest number (below
/// `largest`) fits in a square with a margin.
fn centred_number_size(cell: f32, largest: u64) -> f32 {
    let widest = (largest.saturating_sub(1)).to_string();
    let fit = cell * 0.8 / (font::text_width(&widest, 100.0) / 100.0).max(0.01);
    (cell * 0.46).min(fit).max(6.0)
}
