//! Every reason the pruned search gives is complete and true: for every
//! candidate it rejects, on many boards, starts and ends, the squares the
//! caption names are exactly the squares the rule's proof uses (the
//! knight's own square aside), and the proof, checked here on the
//! position by rules written apart from the search, holds.

use crate::words::Lang;
use std::collections::BTreeSet;

use crate::board::{Board, KNIGHT_STEPS, Square};
use crate::figure::reasons::{self, Context};
use crate::knight::TourSpec;
use crate::knight::moves::MoveOrder;
use crate::trace::{Cut, Event, NotLast, Puzzle, Rule, Trace};

/// A position: the board, the squares visited and the knight's square.
struct Position<'a> {
    spec: &'a TourSpec,
    visited: Vec<bool>,
    knight: Square,
}

impl Position<'_> {
    fn board(&self) -> Board {
        self.spec.board
    }

    fn neighbours(&self, sq: Square) -> Vec<Square> {
        KNIGHT_STEPS
            .iter()
            .filter_map(|&(df, dr)| {
                let to = Square {
                    file: sq.file.checked_add_signed(df)?,
                    rank: sq.rank.checked_add_signed(dr)?,
                };
                self.board().contains(to).then_some(to)
            })
            .collect()
    }

    fn is_visited(&self, sq: Square) -> bool {
        self.visited[self.board().index(sq)]
    }

    /// Unvisited neighbours.
    fn free(&self, sq: Square) -> usize {
        self.neighbours(sq)
            .into_iter()
            .filter(|&n| !self.is_visited(n))
            .count()
    }

    /// Ways in: unvisited neighbours, and the knight if it is next to it.
    fn ways(&self, sq: Square) -> usize {
        self.free(sq) + usize::from(self.neighbours(sq).contains(&self.knight))
    }

    fn unvisited(&self) -> Vec<Square> {
        (0..self.board().area())
            .map(|i| self.board().square(i))
            .filter(|&sq| !self.is_visited(sq))
            .collect()
    }

    /// Whether `a` and `b` are joined through unvisited squares.
    fn joined(&self, a: Square, b: Square) -> bool {
        let mut seen = vec![a];
        let mut at = 0;
        while at < seen.len() {
            for n in self.neighbours(seen[at]) {
                if !self.is_visited(n) && !seen.contains(&n) {
                    seen.push(n);
                }
            }
            at += 1;
        }
        seen.contains(&b)
    }

    /// Whether `sq` cannot be the last square for the reason given.
    fn holds_not_last(&self, sq: Square, why: NotLast, area: usize) -> bool {
        match why {
            NotLast::Other(other) => {
                other != sq && !self.is_visited(other) && self.ways(other) <= 1
            }
            NotLast::Colour(start) => {
                let last_dark = start.is_dark() == (area - 1).is_multiple_of(2);
                start == self.spec.start && sq.is_dark() != last_dark
            }
            NotLast::End(end) => self.spec.end == Some(end) && sq != end,
            NotLast::Start(start) => {
                self.spec.closed
                    && start == self.spec.start
                    && !self.neighbours(sq).contains(&start)
            }
            NotLast::NoWayIn => self.free(sq) == 0,
        }
    }

    /// Whether a cut's proof holds here, after the move to the knight's
    /// square.
    fn holds(&self, cut: Cut) -> bool {
        let area = self.board().area();
        match cut {
            Cut::Stuck => self.free(self.knight) == 0,
            Cut::NoReturn(start) => {
                self.spec.closed && start == self.spec.start && self.free(start) == 0
            }
            Cut::WrongLast(sq, why) => {
                self.unvisited() == [sq] && self.holds_not_last(sq, why, area)
            }
            Cut::NoWayOut(sq) => !self.is_visited(sq) && self.free(sq) == 0,
            Cut::TwoLast(a, b) => {
                a != b
                    && [a, b]
                        .iter()
                        .all(|&s| !self.is_visited(s) && self.ways(s) <= 1)
            }
            Cut::CannotBeLast(sq, why) => {
                !self.is_visited(sq) && self.ways(sq) <= 1 && self.holds_not_last(sq, why, area)
            }
            Cut::Crowded(sq, _) => {
                let needing = &cut.squares()[1..];
                let at_knight = sq == self.knight;
                needing.len() >= 2
                    && needing.iter().all(|&n| {
                        !self.is_visited(n)
                            && self.neighbours(sq).contains(&n)
                            && if at_knight {
                                self.free(n) <= 1
                            } else {
                                self.ways(n) <= 2
                            }
                    })
            }
            Cut::Split(a, b) => !self.is_visited(a) && !self.is_visited(b) && !self.joined(a, b),
        }
    }
}

/// The squares a caption's reason names, after the candidate's name.
fn named(line: &str) -> BTreeSet<Square> {
    line.split(|c: char| !c.is_ascii_alphanumeric())
        .filter_map(|word| word.parse::<Square>().ok())
        .filter(|sq| word_is_square(*sq))
        .collect()
}

/// Whether a parsed word is a square of the boards tested (the words of
/// a caption include none that parse otherwise but "a1"-like names).
fn word_is_square(sq: Square) -> bool {
    sq.file < 8 && sq.rank < 8
}

fn spec(board: &str, start: Square, end: Option<Square>, closed: bool) -> TourSpec {
    TourSpec {
        board: board.parse().unwrap(),
        start,
        end,
        closed,
        order: MoveOrder::textbook(),
    }
}

/// The kind of a reason, for the tally of those seen: `Forced`,
/// `not last: Colour`.
fn kind_name(prefix: &str, debug: &str) -> String {
    format!("{prefix}{}", debug.split('(').next().unwrap())
}

/// Whether the proof of `rule`, rejecting the move to `candidate` with
/// the knight at the end of `path`, holds; notes its kind in `kinds`.
fn proof_holds(
    spec: &TourSpec,
    path: &[Square],
    candidate: Square,
    rule: Rule,
    kinds: &mut BTreeSet<String>,
) -> bool {
    let board = spec.board;
    let from = *path.last().unwrap();
    let mut visited = vec![false; board.area()];
    for sq in path {
        visited[board.index(*sq)] = true;
    }
    match rule {
        Rule::Cut(cut) => {
            visited[board.index(candidate)] = true;
            if let Cut::WrongLast(_, why) | Cut::CannotBeLast(_, why) = cut {
                kinds.insert(kind_name("not last: ", &format!("{why:?}")));
            }
            kinds.insert(kind_name("", &format!("{cut:?}")));
            Position {
                spec,
                visited,
                knight: candidate,
            }
            .holds(cut)
        }
        Rule::Forced(only, why) => {
            kinds.insert("Forced".to_string());
            kinds.insert(kind_name("not last: ", &format!("{why:?}")));
            let here = Position {
                spec,
                visited,
                knight: from,
            };
            !here.is_visited(only)
                && here.neighbours(from).contains(&only)
                && here.free(only) <= 1
                && here.holds_not_last(only, why, board.area())
        }
        Rule::EndSquare => spec.end == Some(candidate),
        _ => true,
    }
}

/// The searches checked: every start of four boards (6x6 closed too),
/// and every end square from a few starts.
fn specs() -> Vec<TourSpec> {
    let mut specs = Vec::new();
    for board in ["5x5", "6x6", "5x6", "6x5"] {
        let b: Board = board.parse().unwrap();
        for i in 0..b.area() {
            let start = b.square(i);
            specs.push(spec(board, start, None, false));
            if board == "6x6" {
                specs.push(spec(board, start, None, true));
            }
        }
    }
    for (board, start) in [("5x5", "a1"), ("5x5", "c3"), ("5x6", "a1"), ("6x5", "b2")] {
        let b: Board = board.parse().unwrap();
        for i in 0..b.area() {
            specs.push(spec(
                board,
                start.parse().unwrap(),
                Some(b.square(i)),
                false,
            ));
        }
    }
    specs
}

#[test]
fn every_reason_names_exactly_the_squares_its_proof_uses_and_holds() {
    let specs = specs();
    let mut checked = 0;
    let mut kinds = BTreeSet::new();
    for spec in &specs {
        if crate::knight::existence::impossibility(spec).is_some() {
            continue;
        }
        let mut trace = Trace::with_limit(usize::MAX);
        let _ = crate::knight::backtrack::first_tour(spec, 2_000_000, Some(&mut trace));
        let board = spec.board;
        let mut path: Vec<Square> = Vec::new();
        for &event in &trace.events {
            match event {
                Event::Enter(sq) => path.push(sq),
                Event::Leave(_) => {
                    path.pop();
                }
                Event::Reject(candidate, rule) if rule != Rule::Visited => {
                    let from = *path.last().unwrap();
                    let context = Context {
                        from: Some(from),
                        start: Some(spec.start),
                        area: board.area(),
                    };
                    let (lines, _) = reasons::rejections(
                        Lang::En,
                        Puzzle::Knight,
                        context,
                        &[(candidate, rule)],
                    );
                    let why = lines[0]
                        .strip_prefix(&format!("{candidate} "))
                        .unwrap_or_else(|| panic!("{}", lines[0]));
                    let found = named(why);
                    let proof: BTreeSet<Square> = rule.squares().into_iter().collect();
                    let extra: Vec<&Square> = found
                        .iter()
                        .filter(|s| !proof.contains(s) && **s != from)
                        .collect();
                    let missing: Vec<&Square> = proof.difference(&found).collect();
                    assert!(
                        extra.is_empty() && missing.is_empty(),
                        "{spec:?}: {}: names {extra:?} beyond the proof, leaves out {missing:?}",
                        lines[0]
                    );
                    // The proof holds on the position it speaks of.
                    let holds = proof_holds(spec, &path, candidate, rule, &mut kinds);
                    assert!(holds, "{spec:?}: {} does not hold at {path:?}", lines[0]);
                    checked += 1;
                }
                _ => {}
            }
        }
    }
    assert!(checked > 1000, "{checked} reasons checked");
    // Each rule the search uses on these boards (a square that cannot be
    // last is caught a move earlier, by the forced move, on all of them),
    // and each reason a square cannot be last.
    for kind in [
        "Forced",
        "NoWayOut",
        "TwoLast",
        "Crowded",
        "Split",
        "NoReturn",
        "not last: Colour",
        "not last: End",
        "not last: Other",
        "not last: Start",
    ] {
        assert!(kinds.contains(kind), "no {kind} among {kinds:?}");
    }
}

#[test]
fn the_colour_argument_is_spelled_out() {
    let context = Context {
        from: Some("c3".parse().unwrap()),
        start: Some("a1".parse().unwrap()),
        area: 25,
    };
    let rule = Rule::Cut(Cut::CannotBeLast(
        "b1".parse().unwrap(),
        NotLast::Colour("a1".parse().unwrap()),
    ));
    let (lines, _) = reasons::rejections(
        Lang::En,
        Puzzle::Knight,
        context,
        &[("d5".parse().unwrap(), rule)],
    );
    assert!(
        lines[0].contains(
            "every move changes colour, so square 25, the last, is dark like a1, and b1 is light"
        ),
        "{}",
        lines[0]
    );
}

#[test]
fn a_square_that_cannot_end_the_tour_is_named_with_the_end() {
    let context = Context {
        from: Some("c3".parse().unwrap()),
        start: Some("a1".parse().unwrap()),
        area: 25,
    };
    let (e5, d5) = ("e5".parse().unwrap(), "d5".parse().unwrap());
    for (cut, words) in [
        (
            Cut::WrongLast(d5, NotLast::End(e5)),
            "d5 would be the one square left, and the tour must end on e5",
        ),
        (
            Cut::CannotBeLast(d5, NotLast::End(e5)),
            "d5 would have one way in left, so it would have to be last, but the tour must end \
             on e5",
        ),
    ] {
        let (lines, marks) = reasons::rejections(
            Lang::En,
            Puzzle::Knight,
            context,
            &[("b4".parse().unwrap(), Rule::Cut(cut))],
        );
        assert!(lines[0].contains(words), "{}", lines[0]);
        assert_eq!(named(&lines[0]).len(), 3, "b4, d5 and e5");
        assert_eq!(marks.len(), 3, "a cross and two rings: {marks:?}");
    }
}
