//! A recorded search as the moments its figures show, in words and marks:
//! every candidate the search considered at a node appears, either taken
//! ("move 17: d4-e6", "queen on c3") or not, with the rule that rejected it
//! and the squares that prove it ("d5 cut: e6 would have no way out").
//!
//! A knight's candidates rejected by a rule share one moment before the
//! move that follows them (a cross on each, the reasons listed); candidates
//! off the board or on visited squares are summarised in the caption of
//! the moment they precede. A queen's attacked squares are crossed in the
//! moment that places or lifts a queen on their rank.

use crate::board::Square;
use crate::figure::marks::Mark;
use crate::figure::reasons::{self, Context};
use crate::program::{self, Role};
pub(crate) use crate::trace::Puzzle;
use crate::trace::{Event, Rule, Shot, Tally};
use crate::words::{Lang, list, say};

/// What a moment shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// The empty board before a queens search.
    Empty,
    /// The first piece on the board (the knight's start).
    Start,
    /// A move made or a queen placed.
    Advance,
    /// Candidates rejected at a node, before the search goes on.
    Rejected,
    /// The search stepped back (the knight retreated, a queen lifted).
    Back,
    /// A solution.
    Found,
    /// The start itself leads to no tour.
    Hopeless,
}

/// One moment of a search figure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Moment {
    /// What it shows.
    pub kind: Kind,
    /// The pieces on the board, in the order placed (the knight's path).
    pub path: Vec<Square>,
    /// The marks on squares.
    pub marks: Vec<Mark>,
    /// The caption: what happened, then why, one line each.
    pub lines: Vec<String>,
    /// The candidates passed over without a rule (visited squares, moves
    /// off the board), summarised in a line, if any.
    pub summary: Option<String>,
    /// The puzzle searched.
    pub puzzle: Puzzle,
    /// The calls the program made so far: of the knight's `solve`, or
    /// queens placed (each a node of the search tree).
    pub calls: u64,
    /// The search's steps left out just before it (time-lapse).
    pub skipped: u64,
    /// The calls made in the steps left out.
    pub skipped_calls: u64,
    /// The node of the search tree it shows (the empty board is 0, then
    /// each piece placed in turn).
    pub node: usize,
    /// What the program's lines this moment executes do, in order.
    pub roles: Vec<Role>,
    /// The candidate the innermost call's loop is at, if it is at one (a
    /// move just rejected, or the move just undone).
    pub trying: Option<Square>,
    /// The language of its words.
    pub lang: Lang,
}

impl Moment {
    /// The calls so far, as the program counts them.
    #[must_use]
    fn calls_text(&self) -> String {
        match self.puzzle {
            Puzzle::Knight => say!(self.lang, "search-calls-so-far", count = self.calls),
            Puzzle::Queens => say!(self.lang, "search-queens-so-far", count = self.calls),
        }
    }

    /// The time-lapse note: the steps and calls left out just before.
    #[must_use]
    fn lapse_text(&self) -> Option<String> {
        let (lang, steps, calls) = (self.lang, self.skipped, self.skipped_calls);
        (steps > 0).then(|| match self.puzzle {
            Puzzle::Knight => say!(lang, "search-lapse-knight", steps = steps, calls = calls),
            Puzzle::Queens => say!(lang, "search-lapse-queens", steps = steps, queens = calls),
        })
    }

    /// The caption's lines: what happened with the calls so far, why, the
    /// summary, the time-lapse note.
    #[must_use]
    pub(crate) fn caption(&self) -> Vec<String> {
        let mut lines = self.lines.clone();
        let calls = self.calls_text();
        match lines.first_mut() {
            Some(first) => {
                *first = say!(
                    self.lang,
                    "search-caption-with-calls",
                    what = first.as_str(),
                    calls = calls
                );
            }
            None => lines.push(calls),
        }
        lines.extend(self.summary.clone());
        lines.extend(self.lapse_text());
        lines
    }

    /// The whole caption on one line, for screen readers and pages.
    #[must_use]
    pub(crate) fn words(&self) -> String {
        self.caption().join("; ")
    }
}

/// The moments of a search's shots, in order, worded in `lang`. A queens
/// search starts with the empty board.
#[must_use]
pub(crate) fn moments(lang: Lang, puzzle: Puzzle, shots: &[Shot], area: usize) -> Vec<Moment> {
    let start = match puzzle {
        Puzzle::Knight => shots.first().and_then(|s| s.path.first().copied()),
        Puzzle::Queens => None,
    };
    let mut out = Vec::new();
    if puzzle == Puzzle::Queens {
        out.push(empty_board(lang));
    }
    // The tree node of each piece on the board, the empty board first.
    let mut nodes_on: Vec<usize> = vec![0];
    let mut visited_nodes = 0;
    for shot in shots {
        let before = path_before(shot);
        if shot.skipped > 0 {
            nodes_on.resize(before.len() + 1, 0);
        }
        let depth = before.len();
        let (marked, summary) = split_passed(lang, &shot.passed);
        let node_here = *nodes_on.last().unwrap_or(&0);
        let entering = matches!(shot.event, Event::Enter(_));
        let role = |event: Event| match puzzle {
            Puzzle::Knight => program::knight_role(event, depth),
            Puzzle::Queens => program::queens_role(event),
        };
        let mut roles: Vec<Role> = shot.passed.iter().map(|&e| role(e)).collect();
        let mut summary_line = summary;
        // Candidates a rule rejected get a moment of their own before the
        // step that follows them: always for the knight, and before a
        // queen is lifted (the arrays still hold it).
        let apart = !marked.is_empty()
            && (puzzle == Puzzle::Knight || matches!(shot.event, Event::Leave(_)));
        if apart {
            let from = before.last().copied().filter(|_| puzzle == Puzzle::Knight);
            let context = Context { from, start, area };
            let (why, marks) = reasons::rejections(lang, puzzle, context, &marked);
            let mut lines = vec![rejected_headline(lang, puzzle, from, depth, marked.len())];
            match puzzle {
                Puzzle::Knight => lines.extend(why),
                // A queen's reasons are short: one line holds them.
                Puzzle::Queens => lines.push(why.join("; ")),
            }
            out.push(Moment {
                kind: Kind::Rejected,
                path: before.clone(),
                marks,
                lines,
                summary: summary_line.take(),
                puzzle,
                calls: shot.calls - u64::from(entering),
                skipped: shot.skipped,
                skipped_calls: shot.skipped_calls,
                node: node_here,
                roles: std::mem::take(&mut roles),
                trying: marked.last().map(|&(sq, _)| sq),
                lang,
            });
        }
        roles.push(role(shot.event));
        match shot.event {
            Event::Enter(_) => {
                visited_nodes += 1;
                nodes_on.truncate(depth + 1);
                nodes_on.push(visited_nodes);
            }
            Event::Leave(_) => nodes_on.truncate(depth),
            _ => {}
        }
        let context = Context {
            from: None,
            start,
            area,
        };
        let (mut lines, mut marks) = step_words(lang, puzzle, shot, &before, context);
        if !apart && !marked.is_empty() {
            let (why, rejected) = reasons::rejections(lang, puzzle, context, &marked);
            marks.extend(rejected);
            lines.push(say!(
                lang,
                "search-queens-attacked",
                reasons = why.join("; ")
            ));
        }
        let lapsed = !apart;
        out.push(Moment {
            kind: kind_of(shot.event, shot.path.len()),
            path: shot.path.clone(),
            marks,
            lines,
            summary: summary_line,
            puzzle,
            calls: shot.calls,
            skipped: if lapsed { shot.skipped } else { 0 },
            skipped_calls: if lapsed { shot.skipped_calls } else { 0 },
            node: *nodes_on.last().unwrap_or(&0),
            roles,
            trying: match shot.event {
                Event::Leave(sq) => Some(sq),
                _ => None,
            },
            lang,
        });
    }
    out
}

/// The words and marks of a shot's own step: a move made or a queen
/// placed, a step back (the square boxed), a solution, or the start ruled
/// out (the squares of the proof ringed).
fn step_words(
    lang: Lang,
    puzzle: Puzzle,
    shot: &Shot,
    before: &[Square],
    context: Context,
) -> (Vec<String>, Vec<Mark>) {
    match shot.event {
        Event::Enter(sq) => (vec![advance_line(lang, puzzle, before, sq)], Vec::new()),
        Event::Leave(sq) => (
            vec![back_line(lang, puzzle, before, sq, shot.left, context.area)],
            vec![Mark::Retreat(sq)],
        ),
        Event::Solved => (vec![found_line(lang, puzzle, &shot.path)], Vec::new()),
        Event::Cut(cut) => (
            vec![say!(
                lang,
                "search-no-tour-from",
                start = before.first().map_or_else(String::new, ToString::to_string),
                reason = reasons::cut_reason(lang, cut, context, false)
            )],
            cut.squares().into_iter().map(Mark::Cause).collect(),
        ),
        Event::Reject(..) | Event::OffBoard(..) => (Vec::new(), Vec::new()),
    }
}

/// The empty board a queens search starts on.
fn empty_board(lang: Lang) -> Moment {
    Moment {
        kind: Kind::Empty,
        path: Vec::new(),
        marks: Vec::new(),
        lines: vec![say!(lang, "search-empty-board")],
        summary: None,
        puzzle: Puzzle::Queens,
        calls: 0,
        skipped: 0,
        skipped_calls: 0,
        node: 0,
        roles: Vec::new(),
        trying: None,
        lang,
    }
}

/// The first line of a moment of `count` candidates rejected: at the
/// knight's square `from`, or on the rank after `depth` queens.
fn rejected_headline(
    lang: Lang,
    puzzle: Puzzle,
    from: Option<Square>,
    depth: usize,
    count: usize,
) -> String {
    match puzzle {
        Puzzle::Knight => say!(
            lang,
            "search-rejected-knight",
            square = from.map_or_else(String::new, |sq| sq.to_string()),
            count = count
        ),
        Puzzle::Queens => say!(
            lang,
            "search-rejected-queens",
            rank = depth + 1,
            count = count
        ),
    }
}

/// The pieces on the board before a shot's event.
fn path_before(shot: &Shot) -> Vec<Square> {
    let mut path = shot.path.clone();
    match shot.event {
        Event::Enter(_) => {
            path.pop();
        }
        Event::Leave(sq) => path.push(sq),
        _ => {}
    }
    path
}

/// The kind of moment an event makes.
fn kind_of(event: Event, pieces: usize) -> Kind {
    match event {
        Event::Enter(_) if pieces == 1 => Kind::Start,
        Event::Enter(_) => Kind::Advance,
        Event::Leave(_) => Kind::Back,
        Event::Solved => Kind::Found,
        Event::Cut(_) => Kind::Hopeless,
        Event::Reject(..) | Event::OffBoard(..) => Kind::Rejected,
    }
}

/// The passed candidates split into those rejected by a rule (drawn and
/// listed) and a summary of the others (visited squares, moves off the
/// board), if any.
fn split_passed(lang: Lang, passed: &[Event]) -> (Vec<(Square, Rule)>, Option<String>) {
    let mut marked = Vec::new();
    let mut visited = Vec::new();
    let mut off_board = 0_u64;
    for event in passed {
        match *event {
            Event::Reject(sq, Rule::Visited) => visited.push(sq.to_string()),
            Event::Reject(sq, reason) => marked.push((sq, reason)),
            Event::OffBoard(..) => off_board += 1,
            _ => {}
        }
    }
    let squares = list(lang, &visited);
    let summary = match (visited.is_empty(), off_board) {
        (true, 0) => None,
        (false, 0) => Some(say!(lang, "search-passed-visited", squares = squares)),
        (true, count) => Some(say!(lang, "search-passed-off-board", count = count)),
        (false, count) => Some(say!(
            lang,
            "search-passed-both",
            squares = squares,
            count = count
        )),
    };
    (marked, summary)
}

/// The caption of a piece put on `sq`.
fn advance_line(lang: Lang, puzzle: Puzzle, before: &[Square], sq: Square) -> String {
    let square = sq.to_string();
    match (puzzle, before.last()) {
        (Puzzle::Knight, None) => say!(lang, "caption-start", square = square),
        (Puzzle::Knight, Some(from)) => say!(
            lang,
            "search-move",
            move = before.len(),
            from = from.to_string(),
            to = square
        ),
        (Puzzle::Queens, _) => say!(
            lang,
            "search-queen-placed",
            rank = sq.rank + 1,
            square = square
        ),
    }
}

/// The caption of a step back from `sq`, with why, from what was tried
/// there (`tally`).
fn back_line(
    lang: Lang,
    puzzle: Puzzle,
    before: &[Square],
    sq: Square,
    tally: Option<Tally>,
    area: usize,
) -> String {
    let square = sq.to_string();
    match puzzle {
        Puzzle::Knight if before.len() == area => {
            say!(lang, "search-back-not-last", square = square)
        }
        Puzzle::Knight => match tally {
            Some(Tally {
                entered: 0,
                rejected: 0,
            }) => say!(lang, "search-back-dead-end", square = square),
            Some(Tally { entered: 0, .. }) => {
                say!(lang, "search-back-all-rejected", square = square)
            }
            Some(Tally { rejected: 0, .. }) => say!(lang, "search-back-all-tried", square = square),
            Some(Tally { entered, rejected }) => say!(
                lang,
                "search-back-tally",
                square = square,
                tried = entered,
                ruled = rejected
            ),
            None => say!(lang, "search-back", square = square),
        },
        Puzzle::Queens => {
            let rank = sq.rank + 2;
            let n = before.len();
            if n * n == area {
                return say!(lang, "search-lift-for-more", square = square);
            }
            match tally {
                Some(Tally { entered: 0, .. }) => {
                    say!(
                        lang,
                        "search-lift-all-attacked",
                        rank = rank,
                        square = square
                    )
                }
                Some(Tally { rejected: 0, .. }) => {
                    say!(lang, "search-lift-all-tried", rank = rank, square = square)
                }
                Some(Tally { entered, rejected }) => say!(
                    lang,
                    "search-lift-tally",
                    rank = rank,
                    tried = entered,
                    attacked = rejected,
                    square = square
                ),
                None => say!(lang, "search-lift-none-left", rank = rank, square = square),
            }
        }
    }
}

/// The caption of a solution.
fn found_line(lang: Lang, puzzle: Puzzle, path: &[Square]) -> String {
    match puzzle {
        Puzzle::Knight => say!(lang, "search-tour-found"),
        Puzzle::Queens => {
            let squares: Vec<String> = path.iter().map(ToString::to_string).collect();
            say!(lang, "search-solution", squares = squares.join(" "))
        }
    }
}
