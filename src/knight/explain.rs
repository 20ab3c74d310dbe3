//! Why there is no tour, for a figure: a caption short enough for three
//! lines over the board, the argument written out for the figure's
//! description, and what the board marks (the squares the argument names,
//! the moves it is about). The theorems themselves are in
//! [`crate::knight::existence`].

use crate::board::{Board, Square};
use crate::knight::TourSpec;
use crate::knight::existence::{Involved, Why, ruled_out};
use crate::solution::KNIGHT_STEPS;

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
/// one does.
#[must_use]
pub(crate) fn explain(spec: &TourSpec) -> Option<Explanation> {
    let ruled = ruled_out(spec)?;
    let mut out = Explanation {
        involved: ruled.involved.clone(),
        ..Explanation::default()
    };
    let board = spec.board;
    let open = if spec.closed { "closed tour" } else { "tour" };
    let named = ruled.involved.named.first().copied().unwrap_or(spec.start);
    let (caption, detail) = match ruled.why {
        Why::Split => split(board, open, &mut out),
        Why::FourByFour => four_by_four(open, &mut out),
        Why::Exhaustive => exhaustive(board, open, &mut out),
        Why::ClosedSingle => (
            format!(
                "No closed tour on 1x1: no move leads back to {}",
                spec.start
            ),
            "A closed tour ends a knight's move from its start; on 1x1 the knight has no move \
             at all."
                .to_string(),
        ),
        Why::ClosedOdd => {
            out.counts = true;
            let (dark, light) = (board.area().div_ceil(2), board.area() / 2);
            out.notes = vec![(
                Shown::Counts,
                format!(
                    "numbers: the squares of each colour counted, {dark} dark and {light} light; \
                     a closed tour needs as many of each"
                ),
            )];
            closed_odd(board)
        }
        Why::ClosedFourWide => closed_four_wide(board, &mut out),
        Why::ClosedThree => (
            format!("No closed tour on {board}: Schwenk (1991) rules out 3x4, 3x6, 3x8"),
            schwenk(board),
        ),
        Why::FourWideEnds => {
            let what = if named == spec.start { "from" } else { "to" };
            (
                format!("No tour {what} {named} on {board}: the ends lie on the outer lines"),
                ruled.reason.clone(),
            )
        }
        Why::OddColour => odd_colour(board, named, named == spec.start),
        Why::SameSquare => (
            format!(
                "No tour from {0} back to {0}: it enters {0} once",
                spec.start
            ),
            ruled.reason.clone(),
        ),
        Why::EvenColour => even_colour(spec),
    };
    out.caption = caption;
    out.detail = detail;
    if out.notes.is_empty() {
        out.notes = default_notes(&out, ruled.why);
    }
    Some(out)
}

/// What the marks of an argument stand for, where the argument does not
/// say it itself: the squares it names, the group it is about, the
/// moves, the sides.
fn default_notes(out: &Explanation, why: Why) -> Vec<(Shown, String)> {
    let mut notes = Vec::new();
    let names = |squares: &[Square]| -> String {
        let names: Vec<String> = squares.iter().map(ToString::to_string).collect();
        names.join(", ")
    };
    if !out.involved.named.is_empty() {
        notes.push((
            Shown::Ringed,
            format!(
                "ringed: {}, the square the reason names",
                names(&out.involved.named)
            ),
        ));
    }
    if !out.involved.group.is_empty() {
        let what = match why {
            Why::ClosedFourWide => "the outer lines, each square moving only to the inner ones",
            _ => "the corners: a tour starts and ends on their colour",
        };
        notes.push((Shown::Dotted, format!("dotted: {what}")));
    }
    if !out.moves.is_empty() {
        notes.push((
            Shown::Moves,
            "lines: every knight's move on the board".to_string(),
        ));
    }
    if out.involved.sides {
        notes.push((
            Shown::Sides,
            "outlined: the board's sides, which rule the tour out".to_string(),
        ));
    }
    notes
}

/// Boards whose moves fall into separate parts.
fn split(board: Board, open: &str, out: &mut Explanation) -> (String, String) {
    let parts = components(board);
    out.moves = all_moves(board);
    if let ([alone], 2) = (&lonely(&parts)[..], parts.len()) {
        out.involved.named = vec![*alone];
    }
    split_words(board, open, &parts)
}

/// 4x4: the corners fix the ends, and the edge squares form two loops.
fn four_by_four(open: &str, out: &mut Explanation) -> (String, String) {
    let board = Board { files: 4, ranks: 4 };
    out.involved.named = ["a1", "d4", "a4", "d1"].map(square).to_vec();
    let loops = [["b1", "a3", "c4", "d2"], ["c1", "a2", "b4", "d3"]];
    for ring in loops {
        for k in 0..4 {
            out.moves.push((square(ring[k]), square(ring[(k + 1) % 4])));
        }
    }
    out.notes = vec![
        (
            Shown::Ringed,
            "ringed: the corners; a1 and d4 move only to b3 and c2, a4 and d1 only to b2 and c3, \
             so one end of a tour is a1 or d4, the other a4 or d1"
                .to_string(),
        ),
        (
            Shown::Moves,
            "lines: the moves among the 8 edge squares, two loops that no move joins".to_string(),
        ),
    ];
    let (paths, longest) = paths(board);
    let longest = longest.len();
    (
        format!("No {open} on 4x4: its edge squares form two loops no move joins"),
        format!(
            "A tour has two ends; every other square is entered once and left once, so \
             the tour uses two of its moves. The corners a1 and d4 both move only to b3 \
             and c2: were neither an end, a1-b3-d4-c2-a1 would close a loop of 4 \
             squares; were both ends, the same would hold for a4 and d1, which both \
             move only to b2 and c3. So one end is a1 or d4, the other a4 or d1. From \
             each end the tour runs end, centre square, corner, centre square (as \
             a1-b3-d4-c2), since the corner that is not an end uses both its moves. \
             These two runs hold the 4 corners and the 4 centre squares, so the 8 edge \
             squares follow each other in one run between them. But the edge squares' \
             moves among themselves form two loops, b1-a3-c4-d2 and c1-a2-b4-d3 \
             (drawn), and no move joins one loop to the other. An exhaustive search \
             agrees: the {} paths a knight can take on 4x4 without entering a square \
             twice, from each of its 16 squares, cover at most {longest} squares.",
            thousands(paths)
        ),
    )
}

/// 3x5 and 3x6: every path followed; the longest drawn, the squares it
/// misses ringed.
fn exhaustive(board: Board, open: &str, out: &mut Explanation) -> (String, String) {
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
            format!(
                "lines: the longest path, {} to {}, {longest} of the {area} squares",
                path[0],
                path[longest - 1]
            ),
        ),
        (
            Shown::Ringed,
            format!("ringed: what it misses, {}", missed.join(", ")),
        ),
    ];
    (
        format!(
            "No {open} on {board}: each of its {} paths misses a square",
            thousands(paths)
        ),
        format!(
            "An exhaustive search followed every path a knight can take on {board} \
             without entering a square twice, from each of its {area} squares: {} \
             paths of any length. The longest covers {longest} of the {area} squares \
             (drawn: {}), so no tour exists.",
            thousands(paths),
            path.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        ),
    )
}

/// A closed tour on a board with both sides odd.
fn closed_odd(board: Board) -> (String, String) {
    let dark = board.area().div_ceil(2);
    let light = board.area() / 2;
    (
        format!("No closed tour on {board}: {dark} dark squares but {light} light"),
        format!(
            "A knight changes colour with every move, so a closed tour, which comes \
             back to its start, alternates colours all the way round and has as many \
             light squares as dark ones. {board} has {} squares, {dark} dark and \
             {light} light. {}",
            board.area(),
            schwenk(board)
        ),
    )
}

/// A closed tour on a board 4 wide: the outer lines are dotted.
fn closed_four_wide(board: Board, out: &mut Explanation) -> (String, String) {
    out.involved.group = (0..board.area())
        .map(|index| board.square(index))
        .filter(|sq| {
            let line = if board.files == 4 { sq.file } else { sq.rank };
            matches!(line, 0 | 3)
        })
        .collect();
    let names = if board.files == 4 {
        "files a and d"
    } else {
        "ranks 1 and 4"
    };
    (
        format!("No closed tour on {board}: its outer lines would need one colour"),
        format!(
            "On a board 4 squares wide, each square of the outer lines ({names}, \
             dotted) moves only to the two inner lines, which have as many squares. A \
             closed tour leaves every outer square for an inner one and enters it from \
             an inner one, so it alternates outer and inner squares all the way round. \
             A knight also alternates colours, so every outer square would have one \
             colour; but the outer lines have squares of both colours. {}",
            schwenk(board)
        ),
    )
}

/// A tour from (`from`) or to `sq` off the corners' colour on a board with
/// an odd number of squares.
fn odd_colour(board: Board, sq: Square, from: bool) -> (String, String) {
    let (what, verb) = if from {
        ("from", "starts")
    } else {
        ("to", "ends")
    };
    (
        format!("No tour {what} {sq} on {board}: a tour {verb} on the corners' colour"),
        format!(
            "A knight changes colour with every move, so the squares of a tour \
             alternate colours. {board} has {} squares, {} of the corners' colour \
             (dotted: the corners) and {} of the other, so a tour starts and ends on \
             the corners' colour; {sq} is not.",
            board.area(),
            board.area().div_ceil(2),
            board.area() / 2
        ),
    )
}

/// A tour between two squares of one colour on a board with an even
/// number of squares.
fn even_colour(spec: &TourSpec) -> (String, String) {
    let board = spec.board;
    let end = spec.end.unwrap_or(spec.start);
    let colour = if spec.start.is_dark() {
        "dark"
    } else {
        "light"
    };
    (
        format!(
            "No tour from {} to {end} on {board}: its ends differ in colour",
            spec.start
        ),
        format!(
            "A knight changes colour with every move. {board} has {} squares, so a \
             tour makes {} moves, an odd number, and ends on the other colour from \
             its start; {} and {end} are both {colour}.",
            board.area(),
            board.area() - 1,
            spec.start
        ),
    )
}

/// The explanation of an exhausted search: the exact search after `nodes`
/// nodes, or the sweep along a narrow board (`swept`).
#[must_use]
pub(crate) fn exhausted(spec: &TourSpec, nodes: u64, swept: bool) -> Explanation {
    let route = match spec.end {
        Some(end) => format!("from {} to {end}", spec.start),
        None => format!("from {}", spec.start),
    };
    let open = if spec.closed { "closed tour" } else { "tour" };
    let (caption, detail) = if swept {
        (
            format!("No {open} {route}: the exact sweep finds none"),
            format!(
                "The sweep goes along the board line by line and keeps every way the pieces \
                 of a tour can reach the next lines; it leaves nothing out, and no way joins \
                 every square {route}."
            ),
        )
    } else {
        (
            format!("No {open} {route}: the search tried every branch"),
            format!(
                "The exact search tried every move {route} in turn and found no tour after \
                 entering {} squares; it skips only branches that provably hold no tour.",
                thousands(nodes)
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
fn split_words(board: Board, open: &str, parts: &[Vec<Square>]) -> (String, String) {
    let move_words = if all_moves(board).is_empty() {
        "A knight moves two squares one way and one square the other; on this board every such \
         move leaves it"
            .to_string()
    } else if board.files == 2 || board.ranks == 2 {
        let (across, along, lines) = if board.files == 2 {
            ("file", "ranks", "rank")
        } else {
            ("rank", "files", "file")
        };
        format!(
            "On a board 2 squares wide every knight's move goes 1 {across} across and 2 \
             {along} along, so the knight never changes the parity of its {lines}"
        )
    } else {
        "Every knight's move from the centre leaves the board, so no move reaches it".to_string()
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
    let caption = if all_moves(board).is_empty() {
        format!("No {open} on {board}: a knight has no move on it")
    } else if let ([sq], 2) = (&alone[..], parts.len()) {
        format!("No {open} on {board}: no knight's move reaches {sq}")
    } else {
        format!(
            "No {open} on {board}: its moves (drawn) form {} separate parts",
            parts.len()
        )
    };
    let detail = format!(
        "{move_words}. The moves (drawn) split the {} squares into {} parts that no move joins, \
         so no tour visits them all: {}.",
        board.area(),
        parts.len(),
        listed.join("; ")
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
fn schwenk(board: Board) -> String {
    let (m, n) = (board.files.min(board.ranks), board.files.max(board.ranks));
    let case = if m % 2 == 1 && n % 2 == 1 {
        "(a), both sides odd"
    } else if matches!(m, 1 | 2 | 4) {
        "(b)"
    } else {
        "(c)"
    };
    format!(
        "Schwenk's theorem (1991): an m x n board with m <= n has a closed knight's tour \
         unless (a) m and n are both odd, (b) m is 1, 2 or 4, or (c) m = 3 and n is 4, 6 \
         or 8. {board} is case {case}: m = {m}, n = {n}."
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

/// A count with thousands separated by commas: `29,976`.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
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
        let explanation = explain(&spec("4x4", false)).unwrap();
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
        let e = explain(&spec("3x3", false)).unwrap();
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
        let e = explain(&spec("2x5", false)).unwrap();
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

    #[test]
    fn thousands_are_separated() {
        assert_eq!(thousands(5), "5");
        assert_eq!(thousands(5343), "5,343");
        assert_eq!(thousands(1_234_567), "1,234,567");
    }
}
