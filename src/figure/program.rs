//! The program beside a search figure: its listing, the lines each frame
//! executes lit (a bar behind them and a pointer at their left, so that
//! the lit line shows without colour), and what the program holds at the
//! moment: the knight's board matrix and its calls of `solve`, or the
//! queens' arrays (the entries that block the squares crossed in the
//! frame boxed) and the calls of `try_row`. Everything comes from the
//! moment, which comes from the trace.

use crate::board::Square;
use crate::figure::font;
use crate::figure::moments::{Kind, Moment};
use crate::figure::scene::{Item, Rect};
use crate::figure::theme::Theme;
use crate::knight::TourSpec;
use crate::program::state::{self, Call, Entry, QueensArrays};
use crate::program::{self, Language, Listing, Prune};
use crate::words::{Lang, say};

/// What a program searches.
#[derive(Clone, Debug, PartialEq)]
enum Subject {
    /// A knight's tour, the start numbered `first_step`.
    Knight { spec: TourSpec, first_step: u32 },
    /// N queens.
    Queens { n: usize },
}

/// A program shown beside a search: its listing and what it searches.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Program {
    /// The listing.
    pub listing: Listing,
    subject: Subject,
    /// The language of the words around it (its comments are in the
    /// listing already).
    pub lang: Lang,
}

/// What the program holds: the knight's board, or the queens' arrays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Holding {
    /// The board matrix, rank 1's row first; the cell written or cleared
    /// in the frame, (row, column), if any.
    Board {
        rows: Vec<Vec<i64>>,
        changed: Option<(usize, usize)>,
    },
    /// The arrays, and the entries that block the squares crossed.
    Arrays {
        arrays: QueensArrays,
        blocking: Vec<Entry>,
    },
}

/// The program at one moment: the lines it executes, its calls and what
/// it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct View {
    /// The lines lit, from 0, in order.
    pub lit: Vec<usize>,
    /// The calls on the stack, the first call first.
    pub calls: Vec<Call>,
    /// What it holds.
    pub holding: Holding,
}

impl Program {
    /// The knight's program for `spec` by `prune`'s search, in `language`.
    #[must_use]
    pub(crate) fn knight(
        spec: &TourSpec,
        first_step: u32,
        prune: Prune,
        (language, lang): (Language, Lang),
    ) -> Program {
        Program {
            listing: program::knight(spec, first_step, prune, (language, lang)),
            subject: Subject::Knight {
                spec: *spec,
                first_step,
            },
            lang,
        }
    }

    /// The queens' program on `n` x `n` (every solution with `all`).
    #[must_use]
    pub(crate) fn queens(n: usize, all: bool, (language, lang): (Language, Lang)) -> Program {
        Program {
            listing: program::queens(n, all, language),
            subject: Subject::Queens { n },
            lang,
        }
    }

    /// The language of the listing.
    #[must_use]
    pub(crate) fn language(&self) -> Language {
        self.listing.language
    }

    /// The program at `moment`.
    #[must_use]
    pub(crate) fn view(&self, moment: &Moment) -> View {
        let mut lit: Vec<usize> = moment
            .roles
            .iter()
            .filter_map(|&role| self.listing.line(role))
            .collect();
        lit.sort_unstable();
        lit.dedup();
        let language = self.language();
        match &self.subject {
            Subject::Knight { spec, first_step } => {
                let rows = state::knight_matrix(spec.board, &moment.path, *first_step);
                let changed = match moment.kind {
                    Kind::Start | Kind::Advance => moment.path.last().copied(),
                    Kind::Back => moment.trying,
                    _ => None,
                }
                .map(|sq| (sq.rank as usize, sq.file as usize));
                View {
                    lit,
                    calls: state::knight_calls(
                        spec,
                        &moment.path,
                        moment.trying,
                        *first_step,
                        language,
                    ),
                    holding: Holding::Board { rows, changed },
                }
            }
            Subject::Queens { n } => {
                let queens = &moment.path;
                let arrays = state::queens_arrays(*n, queens, language);
                // The crossed squares were tested against the queens on
                // the board before the moment's own step.
                let mut before: Vec<Square> = queens.clone();
                if moment.kind == Kind::Advance {
                    before.pop();
                }
                let tested = state::queens_arrays(*n, &before, language);
                let mut blocking: Vec<Entry> = moment
                    .marks
                    .iter()
                    .filter_map(|mark| match mark {
                        crate::figure::marks::Mark::Rejected(sq) => Some(*sq),
                        _ => None,
                    })
                    .flat_map(|sq| state::blocking(&tested, *n, sq))
                    .collect();
                blocking.sort_unstable();
                blocking.dedup();
                View {
                    lit,
                    calls: state::queens_calls(*n, queens, moment.trying, language),
                    holding: Holding::Arrays { arrays, blocking },
                }
            }
        }
    }
}

/// The most calls listed; deeper ones are counted in a line above them.
pub(crate) const SHOWN_CALLS: usize = 6;

/// The words over what the program holds and over its calls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Headings {
    /// Over the knight's board matrix.
    pub board: String,
    /// Over the queens' arrays.
    pub arrays: String,
    /// Over the calls.
    pub calls: String,
}

impl Headings {
    /// The headings in `lang`.
    #[must_use]
    pub(crate) fn new(lang: Lang) -> Headings {
        Headings {
            board: say!(lang, "program-board-heading"),
            arrays: say!(lang, "program-arrays-heading"),
            calls: say!(lang, "program-calls-heading"),
        }
    }

    /// The heading over what `holding` is.
    #[must_use]
    pub(crate) fn over(&self, holding: &Holding) -> &str {
        match holding {
            Holding::Board { .. } => &self.board,
            Holding::Arrays { .. } => &self.arrays,
        }
    }
}

/// The line standing for `count` calls left out above those shown.
#[must_use]
pub(crate) fn calls_hidden(lang: Lang, count: usize) -> String {
    say!(lang, "program-calls-hidden", count = count)
}

/// The calls shown: the last [`SHOWN_CALLS`], and how many are left out
/// before them.
#[must_use]
pub(crate) fn shown_calls(calls: &[Call]) -> (usize, &[Call]) {
    let hidden = calls.len().saturating_sub(SHOWN_CALLS);
    (hidden, &calls[hidden..])
}

/// A value of an array as the language writes it, short: `T`, `F` (or
/// `1`, `0` in C).
#[must_use]
pub(crate) fn flag(on: bool, language: Language) -> &'static str {
    match (language, on) {
        (Language::C, true) => "1",
        (Language::C, false) => "0",
        (_, true) => "T",
        (_, false) => "F",
    }
}

/// The rows of a queens' arrays as a table: a header of indices, then
/// `queen`, `cols`, `plus`, `minus`, each a name and its cells; with each
/// cell whether it is lit.
#[must_use]
pub(crate) fn array_rows(
    arrays: &QueensArrays,
    blocking: &[Entry],
    language: Language,
) -> Vec<(String, Vec<(String, bool)>)> {
    let base = language.base();
    let width = arrays.plus.len();
    let header = (0..width)
        .map(|k| ((k as i64 + base).to_string(), false))
        .collect();
    let flags = |values: &[bool], entry: fn(usize) -> Entry| {
        values
            .iter()
            .enumerate()
            .map(|(k, &on)| (flag(on, language).to_string(), blocking.contains(&entry(k))))
            .collect()
    };
    vec![
        (String::new(), header),
        (
            "queen".to_string(),
            arrays
                .queen
                .iter()
                .map(|q| (q.to_string(), false))
                .collect(),
        ),
        ("cols".to_string(), flags(&arrays.cols, Entry::Cols)),
        ("plus".to_string(), flags(&arrays.plus, Entry::Plus)),
        ("minus".to_string(), flags(&arrays.minus, Entry::Minus)),
    ]
}

/// Where a program panel goes and how large its text is.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Panel {
    /// The program's listing column: left edge and width.
    pub code_x: f32,
    /// Width of the listing column.
    pub code_w: f32,
    /// The state column: left edge and width.
    pub state_x: f32,
    /// Width of the state column.
    pub state_w: f32,
    /// Top of both columns.
    pub top: f32,
    /// Font size.
    pub size: f32,
    /// Height of the taller column.
    pub height: f32,
    /// The widest cell of the state's tables.
    cell: f32,
    /// The width of the line numbers.
    gutter: f32,
}

/// The distance between lines of a panel, in font sizes.
const LINE: f32 = 1.35;

impl Panel {
    /// A panel for `program` at `size` pixels, its columns from `left` and
    /// `top`.
    #[must_use]
    pub(crate) fn new(program: &Program, size: f32, left: f32, top: f32) -> Panel {
        let listing = &program.listing;
        let gutter = font::text_width(&listing.lines.len().to_string(), size) + size;
        let code_w = listing
            .lines
            .iter()
            .map(|line| code_width(line, size))
            .fold(0.0, f32::max)
            + gutter
            + size * 1.5;
        let (cell, table_w, rows) = match &program.subject {
            Subject::Knight { spec, first_step } => {
                let largest = (spec.board.area() as i64 - 1 + i64::from(*first_step)).to_string();
                let cell =
                    font::text_width(&largest, size).max(font::text_width("-1", size)) + size * 0.6;
                (
                    cell,
                    cell * spec.board.files as f32,
                    spec.board.ranks as usize,
                )
            }
            Subject::Queens { n } => {
                let widest = (2 * *n as i64 - 1).to_string();
                let cell =
                    font::text_width(&widest, size).max(font::text_width("F", size)) + size * 0.6;
                let name = font::text_width("minus", size) + size * 0.6;
                (cell, name + cell * (2 * n - 1) as f32, 5)
            }
        };
        let headings = Headings::new(program.lang);
        let headings_w = [&headings.board, &headings.arrays, &headings.calls]
            .iter()
            .map(|h| font::text_width(h, size))
            .fold(0.0, f32::max);
        let calls_w = font::text_width("solve(10, 10, 100)   k = 8", size);
        let state_w = table_w.max(headings_w).max(calls_w) + size;
        let lh = (size * LINE).ceil();
        let code_h = lh * listing.lines.len() as f32;
        // Heading, table, a gap, heading, the calls and the line of those
        // left out.
        let state_h = lh * (rows as f32 + 1.0) + lh * 0.6 + lh * (SHOWN_CALLS as f32 + 2.0);
        Panel {
            code_x: left,
            code_w,
            state_x: left + code_w + size,
            state_w,
            top,
            size,
            height: code_h.max(state_h) + size * 0.5,
            cell,
            gutter,
        }
    }

    /// The right edge of the panel.
    #[must_use]
    pub(crate) fn right(&self) -> f32 {
        self.state_x + self.state_w
    }

    fn line_height(&self) -> f32 {
        (self.size * LINE).ceil()
    }

    /// The baseline of line `k` of a column.
    fn baseline(&self, k: usize) -> f32 {
        self.top + self.line_height() * k as f32 + self.size * 1.02
    }

    /// The rectangle of line `k` of the listing.
    fn code_line(&self, k: usize) -> Rect {
        Rect {
            x: self.code_x,
            y: self.top + self.line_height() * k as f32,
            w: self.code_w,
            h: self.line_height(),
        }
    }

    /// The whole state column.
    #[must_use]
    pub(crate) fn state_rect(&self) -> Rect {
        Rect {
            x: self.state_x,
            y: self.top,
            w: self.state_w,
            h: self.height,
        }
    }

    /// The rectangles that differ between two views: the lines lit in
    /// either, and the state column when it changed.
    #[must_use]
    pub(crate) fn changed(&self, before: &View, after: &View) -> Option<Rect> {
        let mut area: Option<Rect> = None;
        let mut add = |r: Rect| area = Some(area.map_or(r, |a| a.union(&r)));
        if before.lit != after.lit {
            for &k in before.lit.iter().chain(&after.lit) {
                add(self.code_line(k));
            }
        }
        if before.calls != after.calls || before.holding != after.holding {
            add(self.state_rect());
        }
        area
    }

    /// The items that draw the listing (the lit lines behind) and the
    /// state of `view`.
    #[must_use]
    pub(crate) fn items(&self, program: &Program, view: &View, theme: &Theme) -> Vec<Item> {
        let mut items = self.listing_items(program, &view.lit, theme);
        items.extend(self.state_items(program, view, theme));
        items
    }

    /// The height of the listing alone.
    #[must_use]
    pub(crate) fn listing_height(&self, program: &Program) -> f32 {
        self.line_height() * program.listing.lines.len() as f32
    }

    /// The items that draw the listing, its lines numbered from 1 and the
    /// lines `lit` (from 0) lit.
    #[must_use]
    pub(crate) fn listing_items(
        &self,
        program: &Program,
        lit: &[usize],
        theme: &Theme,
    ) -> Vec<Item> {
        let mut items = Vec::new();
        let size = self.size;
        for &k in lit {
            let line = self.code_line(k);
            items.push(Item::Rect {
                rect: line,
                fill: theme.highlight,
            });
            // A pointer at the left: the lit line without colour.
            let (x, y, h) = (line.x + size * 0.15, line.y + line.h * 0.25, line.h * 0.5);
            items.push(Item::Polygon {
                points: vec![(x, y), (x + h * 0.8, y + h / 2.0), (x, y + h)],
                fill: theme.text,
            });
        }
        let mut glyphs = Vec::new();
        for (k, line) in program.listing.lines.iter().enumerate() {
            let y = self.baseline(k);
            let number = (k + 1).to_string();
            let right = self.code_x + size * 0.9 + self.gutter - size * 0.4;
            glyphs.extend(left_aligned(
                &number,
                size,
                right - font::text_width(&number, size),
                y,
            ));
            let indent = line.len() - line.trim_start().len();
            let x = self.code_x + size * 0.9 + self.gutter + indent as f32 * indent_width(size);
            glyphs.extend(left_aligned(line.trim_start(), size, x, y));
        }
        items.push(Item::Text {
            glyphs,
            size,
            fill: theme.text,
            halo: None,
        });
        items
    }

    /// The state column: what the program holds (a table whose lit
    /// cells are boxed), then its calls.
    fn state_items(&self, program: &Program, view: &View, theme: &Theme) -> Vec<Item> {
        let size = self.size;
        let x = self.state_x;
        let headings = Headings::new(program.lang);
        let heading = headings.over(&view.holding);
        let (label_w, rows) = holding_table(&view.holding, program.language(), size);
        let mut glyphs = left_aligned(heading, size, x, self.baseline(0));
        let mut boxes = Vec::new();
        for (r, (label, cells)) in rows.iter().enumerate() {
            let y = self.baseline(r + 1);
            glyphs.extend(left_aligned(label, size, x, y));
            for (c, (text, lit)) in cells.iter().enumerate() {
                let cx = x + label_w + c as f32 * self.cell;
                let right = cx + self.cell - size * 0.3;
                glyphs.extend(left_aligned(
                    text,
                    size,
                    right - font::text_width(text, size),
                    y,
                ));
                if *lit {
                    boxes.push(Rect {
                        x: cx,
                        y: y - size * 1.02,
                        w: self.cell,
                        h: self.line_height(),
                    });
                }
            }
        }
        let gap = (self.line_height() * 0.6).round();
        let calls_top = self.top + self.line_height() * (rows.len() + 1) as f32 + gap;
        glyphs.extend(self.calls_glyphs(&headings.calls, program.lang, &view.calls, calls_top));
        let mut items = Vec::new();
        for rect in boxes {
            items.push(Item::Rect {
                rect,
                fill: theme.highlight,
            });
            items.push(rect.outline(1.0, theme.text, 1.5));
        }
        items.push(Item::Text {
            glyphs,
            size,
            fill: theme.text,
            halo: None,
        });
        items
    }

    /// The calls under their heading from `top`: those left out counted,
    /// then each call with its loop's index.
    fn calls_glyphs(
        &self,
        heading: &str,
        lang: Lang,
        calls: &[Call],
        top: f32,
    ) -> Vec<font::PlacedGlyph> {
        let (size, x) = (self.size, self.state_x);
        let baseline = |k: usize| top + self.line_height() * k as f32 + size * 1.02;
        let mut glyphs = left_aligned(heading, size, x, baseline(0));
        let (hidden, shown) = shown_calls(calls);
        let mut k = 1;
        if hidden > 0 {
            let more = calls_hidden(lang, hidden);
            glyphs.extend(left_aligned(&more, size, x, baseline(k)));
            k += 1;
        }
        let index_x = x + font::text_width("solve(10, 10, 100)  ", size);
        for call in shown {
            glyphs.extend(left_aligned(&call.text, size, x, baseline(k)));
            if let Some(index) = &call.index {
                glyphs.extend(left_aligned(index, size, index_x, baseline(k)));
            }
            k += 1;
        }
        glyphs
    }
}

/// What the program holds as a table: the width of the row labels, and
/// the rows, each a label and its cells with whether each is lit.
#[allow(clippy::type_complexity)]
fn holding_table(
    holding: &Holding,
    language: Language,
    size: f32,
) -> (f32, Vec<(String, Vec<(String, bool)>)>) {
    match holding {
        Holding::Board { rows, changed } => {
            let rows = rows
                .iter()
                .enumerate()
                .map(|(r, values)| {
                    let cells = values
                        .iter()
                        .enumerate()
                        .map(|(c, v)| (v.to_string(), *changed == Some((r, c))))
                        .collect();
                    (String::new(), cells)
                })
                .collect();
            (0.0, rows)
        }
        Holding::Arrays { arrays, blocking } => (
            font::text_width("minus", size) + size * 0.6,
            array_rows(arrays, blocking, language),
        ),
    }
}

/// The width of one space of indentation: code is drawn in a
/// proportional font, its indentation as if it were not.
fn indent_width(size: f32) -> f32 {
    size * 0.45
}

/// The width of a line of code as drawn.
fn code_width(line: &str, size: f32) -> f32 {
    let indent = line.len() - line.trim_start().len();
    indent as f32 * indent_width(size) + font::text_width(line.trim_start(), size)
}

/// `text` laid out from `x` on the baseline `y`.
fn left_aligned(text: &str, size: f32, x: f32, y: f32) -> Vec<font::PlacedGlyph> {
    font::layout(text, size, x + font::text_width(text, size) / 2.0, y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knight::textbook_spec;

    #[test]
    fn a_panel_is_wide_enough_for_its_lines_and_its_tables() {
        let spec = textbook_spec(8, 8, "a1", false);
        let program = Program::knight(&spec, 1, Prune::Plain, (Language::C, Lang::En));
        let panel = Panel::new(&program, 14.0, 0.0, 0.0);
        let widest = program
            .listing
            .lines
            .iter()
            .map(|l| code_width(l, 14.0))
            .fold(0.0, f32::max);
        assert!(panel.code_w > widest);
        assert!(panel.state_x >= panel.code_x + panel.code_w);
        assert!(panel.height >= 14.0 * LINE * program.listing.lines.len() as f32);
    }
}
