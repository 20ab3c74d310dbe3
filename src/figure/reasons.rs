//! Why a search passed over a candidate, in words and marks: every square
//! a rule's proof uses is named in the caption and ringed on the board,
//! the colour argument spelled out, and where a frame gives several
//! reasons, each reason, its crosses and its rings share a number.

use crate::board::Square;
use crate::figure::marks::{Mark, Numbers};
use crate::trace::{Cut, NotLast, Puzzle, Rule};

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
    puzzle: Puzzle,
    context: Context,
    marked: &[(Square, Rule)],
) -> (Vec<String>, Vec<Mark>) {
    // Each group: its words, its candidates and the squares it proves by.
    let mut groups: Vec<(String, Vec<Square>, Vec<Square>)> = Vec::new();
    for &(sq, rule) in marked {
        let why = match puzzle {
            Puzzle::Knight => rule_text(context, rule),
            Puzzle::Queens => match rule {
                Rule::Attacked(by) => format!("attacked by {by}"),
                other => rule_text(context, other),
            },
        };
        match groups.iter_mut().find(|(w, ..)| *w == why) {
            Some((_, squares, _)) => squares.push(sq),
            None => groups.push((why, vec![sq], rule.squares())),
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
    for (k, (why, squares, causes)) in groups.iter().enumerate() {
        let names: Vec<String> = squares.iter().map(ToString::to_string).collect();
        let prefix = if numbered {
            format!("{}. ", k + 1)
        } else {
            String::new()
        };
        lines.push(format!("{prefix}{} {why}", list(&names)));
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

/// Why a candidate was rejected, after its square.
fn rule_text(context: Context, rule: Rule) -> String {
    let from = context.from.map_or_else(String::new, |sq| sq.to_string());
    match rule {
        Rule::Visited => "visited".to_string(),
        Rule::EndSquare => "skipped: the end square is kept for the last move".to_string(),
        Rule::Forced(only, NotLast::NoWayIn) => format!(
            "skipped: only {from}-{only} can lead on: after any other move {only} would have no \
             way in left"
        ),
        Rule::Forced(only, why) => format!(
            "skipped: only {from}-{only} can lead on: after any other move {only} would have one \
             way in left, so it would have to be last, but {}",
            not_last(context, only, why)
        ),
        Rule::Cut(cut) => format!("cut: {}", cut_reason(cut, context, true)),
        Rule::Attacked(by) => format!("attacked by {by}"),
    }
}

/// Why `sq` cannot be the last square, as the end of a sentence.
fn not_last(context: Context, sq: Square, why: NotLast) -> String {
    match why {
        NotLast::Other(other) => format!("{other} already has to be last"),
        NotLast::Colour(start) => colour_argument(context, sq, start),
        NotLast::End(end) => format!("the tour must end on {end}"),
        NotLast::Start(start) => {
            format!("the last square must be a knight's move from {start} to close the tour")
        }
        NotLast::NoWayIn => format!("{sq} would have no way in at all"),
    }
}

/// The colour argument: every move changes colour, so the last square has
/// the colour the board's size gives it from the start, and `sq` has the
/// other one.
fn colour_argument(context: Context, sq: Square, start: Square) -> String {
    let colour = |dark: bool| if dark { "dark" } else { "light" };
    let last_dark = start.is_dark() == (context.area - 1).is_multiple_of(2);
    format!(
        "every move changes colour, so square {}, the last, is {} like {start}, and {sq} is {}",
        context.area,
        colour(last_dark),
        colour(sq.is_dark())
    )
}

/// Why a position leads to no tour: as it would be after a move
/// (`ahead`), or as it is (the start).
pub(crate) fn cut_reason(cut: Cut, context: Context, ahead: bool) -> String {
    let would = |verb: &str, now: &str| {
        if ahead {
            format!("would {verb}")
        } else {
            now.to_string()
        }
    };
    match cut {
        Cut::Stuck => format!("the knight {}", would("be stuck", "is stuck")),
        Cut::NoReturn(start) => format!("no way back to {start} {}", would("be left", "is left")),
        Cut::WrongLast(sq, why) => format!(
            "{sq} {} the one square left, and {}",
            would("be", "is"),
            not_last(context, sq, why)
        ),
        Cut::NoWayOut(sq) => format!("{sq} {} no way out", would("have", "has")),
        Cut::TwoLast(a, b) => format!(
            "{a} and {b} {} one way in left each, so both {} last",
            would("have", "have"),
            would("have to be", "must be")
        ),
        Cut::CannotBeLast(sq, why) => format!(
            "{sq} {} one way in left, so it {} last, but {}",
            would("have", "has"),
            would("have to be", "must be"),
            not_last(context, sq, why)
        ),
        Cut::Crowded(sq, _) => {
            let needing: Vec<String> = cut.squares()[1..].iter().map(ToString::to_string).collect();
            let need = would("need", "need");
            if ahead && context.from.is_some() && cut_is_at_knight(cut, context) {
                format!(
                    "{} {need} the knight's next move from {sq} (each has at most one other \
                     way in, and only one can be last), and it makes one",
                    list(&needing)
                )
            } else {
                format!(
                    "{} {need} {sq} as a way in or out (each has at most two left, and only one \
                     can be last), more than a path through {sq} gives",
                    list(&needing)
                )
            }
        }
        Cut::Split(a, b) => format!("{a} and {b} {} cut off from each other", would("be", "are")),
    }
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

/// "a1", "a1 and b2", "a1, b2 and c3".
pub(crate) fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}
