//! Why there is no tour, for a figure: a caption short enough for three
//! lines over the board, the argument written out for the figure's
//! description, and what the board marks (the squares the argument names,
//! the moves it is about). The theorems themselves are in
//! [`crate::knight::existence`].

use crate::board::{Board, Square};
use crate::knight::TourSpec;
use crate::knight::existence::{Involved, Why, ruled_out};
use crate::solution::KNIGHT_STEPS;
use crate::words::{Lang, say};

/// Why a tour does not exist, in words for a figure.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Explanation {
    /// The caption: one short sentence.
    pub caption: String,
    /// The argument in full.
    pub detail: String,
    /// What the board marks.
    pub involved: Involved,
    /// Knight's moves drawn on the board (the loops and chains the
    /// argument is about).
    pub moves: Vec<(Square, Square)>,
    /// Whether each square shows its count among the squares of its
    /// colour (a colour argument: 13 dark squares, 12 light).
    pub counts: bool,
    /// What each kind of mark on the board stands for, in the argument's
    /// words, for the figure to write beside them.
    pub notes: Vec<(Shown, String)>,
}

/// A kind of mark a figure of no tour draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shown {
    /// The squares the argument names, ringed.
    Ringed,
    /// A group of squares, dotted.
    Dotted,
    /// Knight's moves, drawn as lines.
    Moves,
    /// The board's sides, outlined.
    Sides,
    /// Each square's count among the squares of its colour.
    Counts,
}

/// The explanation of a theorem that rules out every tour of `spec`, if
/// one does, in `lang`.
#[must_use]
pub(crate) fn explain(lang: Lang, spec: &TourSpec) -> Option<Explanation> {
    let ruled = ruled_out(spec)?;
    let mut out = Explanation {
        involved: ruled.involved.clone(),
        ..Explanation::default()
    };
    let board = spec.board;
    let closed = if spec.closed { "closed" } else { "open" };
    let named = ruled.involved.named.first().copied().unwrap_or(spec.start);
    let (caption, detail) = match ruled.why {
        Why::Split => split(lang, board, closed, &mut out),
        Why::FourByFour => four_by_four(lang, closed, &mut out),
        Why::Exhaustive => exhaustive(lang, board, closed, &mut out),
        Why::ClosedSingle => (
            say!(
                lang,
                "explain-closed-single-caption",
                start = spec.start.to_string()
            ),
            say!(lang, "explain-closed-single-detail"),
        ),
        Why::ClosedOdd => {
            out.counts = true;
            let (dark, light) = (board.area().div_ceil(2), board.area() / 2);
            out.notes = vec![(
                Shown::Counts,
                say!(lang, "explain-closed-odd-note", dark = dark, light = light),
            )];
            closed_odd(lang, board)
        }
        Why::ClosedFourWide => closed_four_wide(lang, board, &mut out),
        Why::ClosedThree => (
            say!(
                lang,
                "explain-closed-three-caption",
                board = board.to_string()
            ),
            schwenk(lang, board),
        ),
        Why::FourWideEnds => {
            let (square, board_name) = (named.to_string(), board.to_string());
            let caption = if named == spec.start {
                say!(
                    lang,
                    "explain-four-wide-ends-from-caption",
                    square = square.as_str(),
                    board = board_name.as_str()
                )
            } else {
                say!(
                    lang,
                    "explain-four-wide-ends-to-caption",
                    square = square.as_str(),
                    board = board_name.as_str()
                )
            };
            let detail = say!(
                lang,
                "reason-four-wide-ends",
                board = board_name,
                lines = if board.files == 4 { "files" } else { "ranks" },
                which = if named == spec.start { "start" } else { "end" },
                square = square
            );
            (caption, detail)
        }
        Why::OddColour => odd_colour(lang, board, named, named == spec.start),
        Why::SameSquare => (
            say!(
                lang,
                "explain-same-square-caption",
                start = spec.start.to_string()
            ),
            say!(lang, "reason-same-square", end = named.to_string()),
        ),
        Why::EvenColour => even_colour(lang, spec),
    };
    out.caption = caption;
    out.detail = detail;
    if out.notes.is_empty() {
        out.notes = default_notes(lang, &out, ruled.why);
    }
    Some(out)
}

/// What the marks of an argument stand for, where the argument does not
/// say it itself: the squares it names, the group it is about, the
/// moves, the sides.
fn default_notes(lang: Lang, out: &Explanation, why: Why) -> Vec<(Shown, String)> {
    let mut notes = Vec::new();
    let ringed = &out.involved.named;
    if !ringed.is_empty() {
        let names: Vec<String> = ringed.iter().map(ToString::to_string).collect();
        notes.push((
            Shown::Ringed,
            say!(
                lang,
                "explain-note-ringed",
                count = names.len(),
                squares = names.join(", ")
            ),
        ));
    }
    if !out.involved.group.is_empty() {
        let note = match why {
            Why::ClosedFourWide => say!(lang, "explain-note-dotted-outer"),
            _ => say!(lang, "explain-note-dotted-corners"),
        };
        notes.push((Shown::Dotted, note));
    }
    if !out.moves.is_empty() {
        notes.push((Shown::Moves, say!(lang, "explain-note-lines-all")));
    }
    if out.involved.sides {
        notes.push((Shown::Sides, say!(lang, "explain-note-outlined")));
    }
    notes
}

/// Boards whose moves fall into separate parts.
fn split(lang: Lang, board: Board, closed: &str, out: &mut Explanation) -> (String, String) {
    let parts = components(board);
    out.moves = all_moves(board);
    if let ([alone], 2) = (&lonely(&parts)[..], parts.len()) {
        out.involved.named = vec![*alone];
    }
    split_words(lang, board, closed, &parts)
}

/// 4x4: the corners fix the ends, and the edge squares form two loops.
fn four_by_four(lang: Lang, closed: &str, out: &mut Explanation) -> (String, String) {
    let board = Board { files: 4, ranks: 4 };
    out.involved.named = ["a1", "d4", "a4", "d1"].map(square).to_vec();
    let loops = [["b1", "a3", "c4", "d2"], ["c1", "a2", "b4", "d3"]];
    for ring in loops {
        for k in 0..4 {
            out.moves.push((square(ring[k]), square(ring[(k + 1) % 4])));
        }
    }
    out.notes = vec![
        (Shown::Ringed, say!(lang, "explain-4x4-note-ringed")),
        (Shown::Moves, say!(lang, "explain-4x4-note-lines")),
    ];
    let (paths, longest) = paths(board);
    (
        say!(lang, "explain-4x4-caption", closed = closed),
        say!(
            lang,
            "explain-4x4-detail",
            paths = paths,
            longest = longest.len()
        ),
    )
}

/// 3x5 and 3x6: every path followed; the longest drawn, the squares it
/// misses ringed.
fn exhaustive(lang: Lang, board: Board, closed: &str, out: &mut Explanation) -> (String, String) {
    let (paths, path) = paths(board);
    let area = board.area();
    let longest = path.len();
    out.moves = path.windows(2).map(|w| (w[0], w[1])).collect();
    out.involved.named = (0..area)
        .map(|index| board.square(index))
        .filter(|sq| !path.contains(sq))
        .collect();
    let missed: Vec<String> = out.involved.named.iter().map(ToString::to_string).collect();
    out.notes = vec![
        (
            Shown::Moves,
            say!(
                lang,
                "explain-exhaustive-note-lines",
                from = path[0].to_string(),
                to = path[longest - 1].to_string(),
                longest = longest,
                area = area
            ),
        ),
        (
            Shown::Ringed,
            say!(
                lang,
                "explain-exhaustive-note-ringed",
                squares = missed.join(", ")
            ),
        ),
    ];
    let drawn: Vec<String> = path.iter().map(ToString::to_string).collect();
    (
        say!(
            lang,
            "explain-exhaustive-caption",
            closed = closed,
            board = board.to_string(),
            paths = paths
        ),
        say!(
            lang,
            "explain-exhaustive-detail",
            board = board.to_string(),
            area = area,
            paths = paths,
            longest = longest,
            path = drawn.join(" ")
        ),
    )
}

/// A closed tour on a board with both sides odd.
fn closed_odd(lang: Lang, board: Board) -> (String, String) {
    let dark = board.area().div_ceil(2);
    let light = board.area() / 2;
    (
        say!(
            lang,
            "explain-closed-odd-caption",
            board = board.to_string(),
            dark = dark,
            light = light
        ),
        say!(
            lang,
            "explain-closed-odd-detail",
            board = board.to_string(),
            area = board.area(),
            dark = dark,
            light = light,
            schwenk = schwenk(lang, board)
        ),
    )
}

/// A closed tour on a board 4 wide: the outer lines are dotted.
fn closed_four_wide(lang: Lang, board: Board, out: &mut Explanation) -> (String, String) {
    out.involved.group = (0..board.area())
        .map(|index| board.square(index))
        .filter(|sq| {
            let line = if board.files == 4 { sq.file } else { sq.rank };
            matches!(line, 0 | 3)
        })
        .collect();
    (
        say!(
            lang,
            "explain-closed-four-wide-caption",
            board = board.to_string()
        ),
        say!(
            lang,
            "explain-closed-four-wide-detail",
            lines = if board.files == 4 { "files" } else { "ranks" },
            schwenk = schwenk(lang, board)
        ),
    )
}

/// A tour from (`from`) or to `sq` off the corners' colour on a board with
/// an odd number of squares.
fn odd_colour(lang: Lang, board: Board, sq: Square, from: bool) -> (String, String) {
    let (square, board_name) = (sq.to_string(), board.to_string());
    let caption = if from {
        say!(
            lang,
            "explain-odd-colour-from-caption",
            square = square.as_str(),
            board = board_name.as_str()
        )
    } else {
        say!(
            lang,
            "explain-odd-colour-to-caption",
            square = square.as_str(),
            board = board_name.as_str()
        )
    };
    (
        caption,
        say!(
            lang,
            "explain-odd-colour-detail",
            board = board_name,
            area = board.area(),
            corner = board.area().div_ceil(2),
            other = board.area() / 2,
            square = square
        ),
    )
}

/// A tour between two squares of one colour on a board with an even
/// number of squares.
fn even_colour(lang: Lang, spec: &TourSpec) -> (String, String) {
    let board = spec.board;
    let end = spec.end.unwrap_or(spec.start);
    let colour = if spec.start.is_dark() {
        "dark"
    } else {
        "light"
    };
    (
        say!(
            lang,
            "explain-even-colour-caption",
            start = spec.start.to_string(),
            end = end.to_string(),
            board = board.to_string()
        ),
        say!(
            lang,
            "explain-even-colour-detail",
            board = board.to_string(),
            area = board.area(),
            moves = board.area() - 1,
            start = spec.start.to_string(),
            end = end.to_string(),
            colour = colour
        ),
    )
}

/// The explanation of an exhausted search, in `lang`: the exact search
/// after `nodes` nodes, or the sweep along a narrow board (`swept`).
#[must_use]
pub(crate) fn exhausted(lang: Lang, spec: &TourSpec, nodes: u64, swept: bool) -> Explanation {
    let shape = spec.shape();
    let start = spec.start.to_string();
    let end = spec.end.map_or_else(String::new, |end| end.to_string());
    let (caption, detail) = if swept {
        (
            say!(
                lang,
                "explain-swept-caption",
                shape = shape,
                start = start.as_str(),
                end = end.as_str()
            ),
            say!(
                lang,
                "explain-swept-detail",
                shape = shape,
                start = start.as_str(),
                end = end.as_str()
            ),
        )
    } else {
        (
            say!(
                lang,
                "explain-exhausted-caption",
                shape = shape,
                start = start.as_str(),
                end = end.as_str()
            ),
            say!(
                lang,
                "explain-exhausted-detail",
                shape = shape,
                start = start.as_str(),
                end = end.as_str(),
                nodes = nodes
            ),
        )
    };
    Explanation {
        caption,
        detail,
        ..Explanation::default()
    }
}

/// The words for a board whose moves fall into separate parts.
fn split_words(lang: Lang, board: Board, closed: &str, parts: &[Vec<Square>]) -> (String, String) {
    let move_words = if all_moves(board).is_empty() {
        say!(lang, "explain-split-no-moves")
    } else if board.files == 2 || board.ranks == 2 {
        let narrow = if board.files == 2 { "files" } else { "ranks" };
        say!(lang, "explain-split-two-wide", narrow = narrow)
    } else {
        say!(lang, "explain-split-centre")
    };
    let listed: Vec<String> = parts
        .iter()
        .map(|part| {
            part.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let alone = lonely(parts);
    let board_name = board.to_string();
    let caption = if all_moves(board).is_empty() {
        say!(
            lang,
            "explain-split-caption-no-moves",
            closed = closed,
            board = board_name
        )
    } else if let ([sq], 2) = (&alone[..], parts.len()) {
        say!(
            lang,
            "explain-split-caption-alone",
            closed = closed,
            board = board_name,
            square = sq.to_string()
        )
    } else {
        say!(
            lang,
            "explain-split-caption-parts",
            closed = closed,
            board = board_name,
            parts = parts.len()
        )
    };
    let detail = say!(
        lang,
        "explain-split-detail",
        moves = move_words,
        area = board.area(),
        parts = parts.len(),
        listed = listed.join("; ")
    );
    (caption, detail)
}

/// The squares no move reaches (parts of one square).
fn lonely(parts: &[Vec<Square>]) -> Vec<Square> {
    parts
        .iter()
        .filter(|part| part.len() == 1)
        .map(|part| part[0])
        .collect()
}

/// Schwenk's theorem written out, and which of its cases `board` is.
fn schwenk(lang: Lang, board: Board) -> String {
    let (m, n) = (board.files.min(board.ranks), board.files.max(board.ranks));
    let case = if m % 2 == 1 && n % 2 == 1 {
        "a"
    } else if matches!(m, 1 | 2 | 4) {
        "b"
    } else {
        "c"
    };
    say!(
        lang,
        "explain-schwenk",
        board = board.to_string(),
        case = case,
        m = m,
        n = n
    )
}

/// A square by name (the fixed squares of the 4x4 argument).
fn square(name: &str) -> Square {
    name.parse().expect("a square name")
}

/// The knight's moves from `sq`.
fn moves_from(board: Board, sq: Square) -> impl Iterator<Item = Square> {
    KNIGHT_STEPS.iter().filter_map(move |&(df, dr)| {
        let to = Square {
            file: sq.file.checked_add_signed(df)?,
            rank: sq.rank.checked_add_signed(dr)?,
        };
        board.contains(to).then_some(to)
    })
}

/// Every knight's move on the board, each once.
fn all_moves(board: Board) -> Vec<(Square, Square)> {
    (0..board.area())
        .map(|index| board.square(index))
        .flat_map(|sq| {
            moves_from(board, sq)
                .filter(move |&to| board.index(to) > board.index(sq))
                .map(move |to| (sq, to))
        })
        .collect()
}

/// The squares joined by moves, part by part, each in board order.
fn components(board: Board) -> Vec<Vec<Square>> {
    let mut part = vec![usize::MAX; board.area()];
    let mut parts = Vec::new();
    for first in 0..board.area() {
        if part[first] != usize::MAX {
            continue;
        }
        let id = parts.len();
        part[first] = id;
        let mut members = vec![first];
        let mut queue = vec![board.square(first)];
        while let Some(sq) = queue.pop() {
            for to in moves_from(board, sq) {
                let index = board.index(to);
                if part[index] == usize::MAX {
                    part[index] = id;
                    members.push(index);
                    queue.push(to);
                }
            }
        }
        members.sort_unstable();
        parts.push(members.into_iter().map(|i| board.square(i)).collect());
    }
    parts
}

/// The number of paths of any length a knight can take without entering
/// a square twice, from every square (each is one node of a search that
/// tries them all), and the first longest one, from the squares in board
/// order and the moves in [`KNIGHT_STEPS`]' order.
fn paths(board: Board) -> (u64, Vec<Square>) {
    struct Walk {
        board: Board,
        seen: Vec<bool>,
        path: Vec<Square>,
        count: u64,
        longest: Vec<Square>,
    }
    fn walk(w: &mut Walk, sq: Square) {
        w.count += 1;
        if w.path.len() > w.longest.len() {
            w.longest.clone_from(&w.path);
        }
        for to in moves_from(w.board, sq) {
            let index = w.board.index(to);
            if !w.seen[index] {
                w.seen[index] = true;
                w.path.push(to);
                walk(w, to);
                w.path.pop();
                w.seen[index] = false;
            }
        }
    }
    let mut w = Walk {
        board,
        seen: vec![false; board.area()],
        path: Vec::new(),
        count: 0,
        longest: Vec::new(),
    };
    for index in 0..board.area() {
        let sq = board.square(index);
        w.seen[index] = true;
        w.path.push(sq);
        walk(&mut w, sq);
        w.path.pop();
        w.seen[index] = false;
    }
    (w.count, w.longest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knight::moves::MoveOrder;

    fn spec(board: &str, closed: bool) -> TourSpec {
        TourSpec {
            board: board.parse().unwrap(),
            start: Square { file: 0, rank: 0 },
            end: None,
            closed,
            order: MoveOrder::textbook(),
        }
    }

    fn names(squares: impl IntoIterator<Item = Square>) -> Vec<String> {
        let mut names: Vec<String> = squares.into_iter().map(|sq| sq.to_string()).collect();
        names.sort();
        names
    }

    /// The facts the 4x4 argument states, read off the moves.
    #[test]
    fn the_four_by_four_argument_holds() {
        let board: Board = "4x4".parse().unwrap();
        let from = |name| names(moves_from(board, square(name)));
        assert_eq!(from("a1"), ["b3", "c2"]);
        assert_eq!(from("d4"), ["b3", "c2"]);
        assert_eq!(from("a4"), ["b2", "c3"]);
        assert_eq!(from("d1"), ["b2", "c3"]);
        // The edge squares' moves among themselves are the two loops.
        let edge = ["b1", "c1", "a2", "a3", "d2", "d3", "b4", "c4"];
        let among: Vec<(String, String)> = all_moves(board)
            .into_iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .filter(|(a, b)| edge.contains(&a.as_str()) && edge.contains(&b.as_str()))
            .collect();
        let explanation = explain(Lang::En, &spec("4x4", false)).unwrap();
        let drawn: Vec<(String, String)> = explanation
            .moves
            .iter()
            .map(|(a, b)| {
                let (a, b) = (a.to_string(), b.to_string());
                if board.index(square(&a)) < board.index(square(&b)) {
                    (a, b)
                } else {
                    (b, a)
                }
            })
            .collect();
        let sorted = |mut v: Vec<(String, String)>| {
            v.sort();
            v
        };
        assert_eq!(sorted(among), sorted(drawn));
        // Each edge square's third move goes to a centre square.
        for sq in edge {
            let centre = moves_from(board, square(sq))
                .filter(|to| !edge.contains(&to.to_string().as_str()))
                .count();
            assert_eq!(centre, 1, "{sq}");
        }
    }

    #[test]
    fn three_by_three_has_an_isolated_centre() {
        let e = explain(Lang::En, &spec("3x3", false)).unwrap();
        assert!(e.caption.contains("reaches b2"), "{}", e.caption);
        assert_eq!(components("3x3".parse().unwrap()).len(), 2);
        assert_eq!(e.moves.len(), 8);
    }

    #[test]
    fn two_wide_boards_split_by_rank_parity() {
        let board: Board = "2x5".parse().unwrap();
        let parts = components(board);
        assert_eq!(parts.len(), 4);
        for part in &parts {
            let parity = part[0].rank % 2;
            assert!(part.iter().all(|sq| sq.rank % 2 == parity));
        }
        let e = explain(Lang::En, &spec("2x5", false)).unwrap();
        assert!(e.caption.contains("4 separate parts"), "{}", e.caption);
        assert!(e.detail.contains("a1 b3 a5"), "{}", e.detail);
    }

    #[test]
    fn path_counts_are_those_of_the_plain_search() {
        // The plain textbook search exhausts every path from each start;
        // its nodes are the paths counted here.
        for board in ["3x5", "5x3", "3x6", "4x4", "3x3"] {
            let board: Board = board.parse().unwrap();
            let nodes: u64 = (0..board.area())
                .map(|i| {
                    let spec = TourSpec {
                        start: board.square(i),
                        ..spec(&board.to_string(), false)
                    };
                    crate::knight::plain::first_tour(&spec, u64::MAX, &mut ())
                        .1
                        .nodes
                })
                .sum();
            assert_eq!(paths(board).0, nodes, "{board}");
            assert!(paths(board).1.len() < board.area(), "{board}");
        }
    }
}
