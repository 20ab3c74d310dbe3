//! Why a search passed over a candidate, in words and marks: every square
//! a rule's proof uses is named in the caption and ringed on the board,
//! the colour argument spelled out, and where a frame gives several
//! reasons, each reason, its crosses and its rings share a number.

use crate::board::Square;
use crate::figure::marks::{Mark, Numbers};
use crate::trace::{Cut, NotLast, Puzzle, Rule};
use crate::words::{Lang, list, say};

/// What a reason's words may refer to: the knight's square, the start
/// and the number of squares of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Context {
    /// The knight's square (none for queens).
    pub from: Option<Square>,
    /// The knight's start.
    pub start: Option<Square>,
    /// The squares of the board.
    pub area: usize,
}

/// The candidates a rule rejected at a node, grouped by reason in the
/// order first given: one caption line a group ("b5 and f5 skipped:
/// ..."), numbered when there are several, and the marks: a cross on each
/// candidate, a ring on each square a reason's proof uses, and each
/// square's reason numbers when the frame gives several.
#[must_use]
pub(crate) fn rejections(
    lang: Lang,
    puzzle: Puzzle,
    context: Context,
    marked: &[(Square, Rule)],
) -> (Vec<String>, Vec<Mark>) {
    // Each group: its rule's words without the candidates (rules that
    // read alike are one group), the rule, its candidates and the squares
    // it proves by.
    let mut groups: Vec<(String, Rule, Vec<Square>, Vec<Square>)> = Vec::new();
    for &(sq, rule) in marked {
        let key = reason(lang, puzzle, context, rule, "");
        match groups.iter_mut().find(|(other, ..)| *other == key) {
            Some((_, _, squares, _)) => squares.push(sq),
            None => groups.push((key, rule, vec![sq], rule.squares())),
        }
    }
    let numbered = groups.len() > 1;
    let mut lines = Vec::new();
    let mut marks = Vec::new();
    let mut numbers: Vec<(Square, u16)> = Vec::new();
    let mut number = |sq: Square, k: usize| match numbers.iter_mut().find(|(s, _)| *s == sq) {
        Some((_, bits)) => *bits |= 1 << k,
        None => numbers.push((sq, 1 << k)),
    };
    for (k, (_, rule, squares, causes)) in groups.iter().enumerate() {
        let names: Vec<String> = squares.iter().map(ToString::to_string).collect();
        let line = reason(lang, puzzle, context, *rule, &list(lang, &names));
        lines.push(if numbered {
            say!(lang, "reason-numbered", number = k + 1, reason = line)
        } else {
            line
        });
        for &sq in squares {
            marks.push(Mark::Rejected(sq));
            number(sq, k);
        }
        for &cause in causes {
            if !marks.contains(&Mark::Cause(cause)) {
                marks.push(Mark::Cause(cause));
            }
            number(cause, k);
        }
    }
    if numbered {
        marks.extend(
            numbers
                .into_iter()
                .map(|(sq, bits)| Mark::Number(sq, Numbers(bits))),
        );
    }
    (lines, marks)
}

/// Why the candidates `squares` (a list in words) were rejected by `rule`.
fn reason(lang: Lang, puzzle: Puzzle, context: Context, rule: Rule, squares: &str) -> String {
    let from = context.from.map_or_else(String::new, |sq| sq.to_string());
    match (puzzle, rule) {
        (_, Rule::Attacked(by)) => {
            say!(
                lang,
                "reason-attacked-by",
                squares = squares,
                by = by.to_string()
            )
        }
        (Puzzle::Queens, other) => reason(lang, Puzzle::Knight, context, other, squares),
        (_, Rule::Visited) => say!(lang, "reason-visited", squares = squares),
        (_, Rule::EndSquare) => say!(lang, "reason-end-square", squares = squares),
        (_, Rule::Forced(only, NotLast::NoWayIn)) => say!(
            lang,
            "reason-forced-no-way-in",
            squares = squares,
            from = from,
            only = only.to_string()
        ),
        (_, Rule::Forced(only, why)) => say!(
            lang,
            "reason-forced",
            squares = squares,
            from = from,
            only = only.to_string(),
            why = not_last(lang, context, only, why)
        ),
        (_, Rule::Cut(cut)) => say!(
            lang,
            "reason-cut",
            squares = squares,
            cut = cut_reason(lang, cut, context, true)
        ),
    }
}

/// Why `sq` cannot be the last square, as the end of a sentence.
fn not_last(lang: Lang, context: Context, sq: Square, why: NotLast) -> String {
    match why {
        NotLast::Other(other) => say!(lang, "not-last-other", other = other.to_string()),
        NotLast::Colour(start) => colour_argument(lang, context, sq, start),
        NotLast::End(end) => say!(lang, "not-last-end", end = end.to_string()),
        NotLast::Start(start) => say!(lang, "not-last-start", start = start.to_string()),
        NotLast::NoWayIn => say!(lang, "not-last-no-way-in", square = sq.to_string()),
    }
}

/// The colour argument: every move changes colour, so the last square has
/// the colour the board's size gives it from the start, and `sq` has the
/// other one.
fn colour_argument(lang: Lang, context: Context, sq: Square, start: Square) -> String {
    let colour = |dark: bool| if dark { "dark" } else { "light" };
    let last_dark = start.is_dark() == (context.area - 1).is_multiple_of(2);
    say!(
        lang,
        "not-last-colour",
        area = context.area,
        last_colour = colour(last_dark),
        start = start.to_string(),
        square = sq.to_string(),
        colour = colour(sq.is_dark())
    )
}

/// Why a position leads to no tour: as it would be after a move
/// (`ahead`), or as it is (the start).
pub(crate) fn cut_reason(lang: Lang, cut: Cut, context: Context, ahead: bool) -> String {
    match (cut, ahead) {
        (Cut::Stuck, true) => say!(lang, "cut-stuck-ahead"),
        (Cut::Stuck, false) => say!(lang, "cut-stuck-now"),
        (Cut::NoReturn(start), true) => {
            say!(lang, "cut-no-return-ahead", start = start.to_string())
        }
        (Cut::NoReturn(start), false) => say!(lang, "cut-no-return-now", start = start.to_string()),
        (Cut::WrongLast(sq, why), ahead) => {
            let why = not_last(lang, context, sq, why);
            let square = sq.to_string();
            if ahead {
                say!(lang, "cut-wrong-last-ahead", square = square, why = why)
            } else {
                say!(lang, "cut-wrong-last-now", square = square, why = why)
            }
        }
        (Cut::NoWayOut(sq), true) => say!(lang, "cut-no-way-out-ahead", square = sq.to_string()),
        (Cut::NoWayOut(sq), false) => say!(lang, "cut-no-way-out-now", square = sq.to_string()),
        (Cut::TwoLast(a, b), true) => {
            say!(
                lang,
                "cut-two-last-ahead",
                a = a.to_string(),
                b = b.to_string()
            )
        }
        (Cut::TwoLast(a, b), false) => {
            say!(
                lang,
                "cut-two-last-now",
                a = a.to_string(),
                b = b.to_string()
            )
        }
        (Cut::CannotBeLast(sq, why), ahead) => {
            let why = not_last(lang, context, sq, why);
            let square = sq.to_string();
            if ahead {
                say!(lang, "cut-cannot-be-last-ahead", square = square, why = why)
            } else {
                say!(lang, "cut-cannot-be-last-now", square = square, why = why)
            }
        }
        (Cut::Crowded(sq, _), ahead) => {
            let needing: Vec<String> = cut.squares()[1..].iter().map(ToString::to_string).collect();
            let (squares, square) = (list(lang, &needing), sq.to_string());
            if ahead && context.from.is_some() && cut_is_at_knight(cut, context) {
                say!(
                    lang,
                    "cut-crowded-knight-ahead",
                    squares = squares,
                    square = square
                )
            } else if !ahead && context.from == Some(sq) {
                say!(
                    lang,
                    "cut-crowded-knight-now",
                    squares = squares,
                    square = square
                )
            } else if ahead {
                say!(
                    lang,
                    "cut-crowded-ahead",
                    squares = squares,
                    square = square
                )
            } else {
                say!(lang, "cut-crowded-now", squares = squares, square = square)
            }
        }
        (Cut::Split(a, b), true) => say!(
            lang,
            "cut-split-ahead",
            a = a.to_string(),
            b = b.to_string()
        ),
        (Cut::Split(a, b), false) => {
            say!(lang, "cut-split-now", a = a.to_string(), b = b.to_string())
        }
    }
}

/// Why no tour continues the squares given, the knight on their last
/// square `at`: the rule that fails there, on a board of `area` squares
/// from `start`.
pub(crate) fn dead_end_reason(
    lang: Lang,
    (start, area): (Square, usize),
    at: Square,
    cut: Cut,
) -> String {
    let context = Context {
        from: Some(at),
        start: Some(start),
        area,
    };
    say!(
        lang,
        "proof-dead-end",
        square = at.to_string(),
        reason = cut_reason(lang, cut, context, false)
    )
}

/// Whether a crowded cut is at the knight's own square after the move
/// (its one move left is what the squares need): the candidate, which the
/// context does not know, is a knight's move from `from`.
fn cut_is_at_knight(cut: Cut, context: Context) -> bool {
    match (cut, context.from) {
        (Cut::Crowded(sq, _), Some(from)) => {
            let (df, dr) = (
                i64::from(sq.file) - i64::from(from.file),
                i64::from(sq.rank) - i64::from(from.rank),
            );
            df.abs() * dr.abs() == 2
        }
        _ => false,
    }
}
