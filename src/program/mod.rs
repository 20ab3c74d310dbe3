//! The lesson's programs, written for this project: the knight's
//! `solve(x, y, step)` (the plain textbook backtracking, or with the
//! pruning rules the textbook program does not have) and the queens'
//! `try_row(i)` with its column and diagonal arrays, in Python, C and
//! pseudocode. Each is a complete program for the asked board, start,
//! end and move order, and every event of a search's trace executes
//! exactly one of its lines ([`Role`]), so a figure can light the line
//! each frame executes. [`state`] gives what the program holds at each
//! moment: the board matrix, the call stack, the queens' arrays.

pub(crate) mod state;

use crate::board::Square;
use crate::knight::TourSpec;
use crate::trace::{Event, Rule};
use crate::words::{Lang, say};

/// Which knight's search runs: the lesson's program, or the exact search
/// with pruning rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Prune {
    /// The plain textbook search: every move tried, undone only when
    /// stuck. The lesson's program.
    #[default]
    Plain,
    /// The exact search, branches cut where no tour can continue.
    Pruned,
}

impl Prune {
    /// The program's name in `--trace` files: `plain`, `pruned`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Prune::Plain => "plain",
            Prune::Pruned => "pruned",
        }
    }

    /// What the program is, in a reader's words in `lang`, for headings
    /// and legends.
    #[must_use]
    pub fn words(self, lang: Lang) -> String {
        match self {
            Prune::Plain => say!(lang, "program-plain"),
            Prune::Pruned => say!(lang, "program-pruned"),
        }
    }
}

/// The language a program is shown in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    /// Python, as the lessons' notebooks write it.
    Python,
    /// C, as the lessons' programs write it.
    C,
    /// Pseudocode with arrays counted from 1, as the lessons' `Try_row`.
    Pseudocode,
}

impl Language {
    /// The first index of the language's arrays.
    #[must_use]
    pub(crate) fn base(self) -> i64 {
        match self {
            Language::Python | Language::C => 0,
            Language::Pseudocode => 1,
        }
    }
}

/// What a line of a program does that a trace event records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Role {
    /// The knight put on its start square.
    Start,
    /// Every square visited and the last one ends the tour; a solution of
    /// the queens.
    Found,
    /// A move off the board passed over.
    OffBoard,
    /// A move onto a visited square passed over.
    Visited,
    /// A move passed over because another one is forced (pruned search).
    Forced,
    /// The end square passed over until the last move (pruned search).
    EndSquare,
    /// A move ruled out by looking ahead (pruned search).
    Cut,
    /// A move made: the square marked and the call made.
    Enter,
    /// A move undone: its square unmarked.
    Undo,
    /// The start's search failed: "Not Found".
    NotFound,
    /// The start itself ruled out (pruned search).
    StartCut,
    /// A queen's square attacked.
    Attacked,
    /// A queen placed.
    Place,
    /// A queen lifted.
    Lift,
}

impl Role {
    /// Every role, as the listings name them.
    const NAMES: [(Role, &'static str); 14] = [
        (Role::Start, "start"),
        (Role::Found, "found"),
        (Role::OffBoard, "off-board"),
        (Role::Visited, "visited"),
        (Role::Forced, "forced"),
        (Role::EndSquare, "end-square"),
        (Role::Cut, "cut"),
        (Role::Enter, "enter"),
        (Role::Undo, "undo"),
        (Role::NotFound, "none"),
        (Role::StartCut, "start-cut"),
        (Role::Attacked, "attacked"),
        (Role::Place, "place"),
        (Role::Lift, "lift"),
    ];

    fn named(name: &str) -> Role {
        Role::NAMES.iter().find(|(_, n)| *n == name).map_or_else(
            || panic!("a listing names the unknown role {name}"),
            |(role, _)| *role,
        )
    }
}

/// The role of the line a knight's search event executes; `depth` is the
/// number of squares on the path before it.
#[must_use]
pub(crate) fn knight_role(event: Event, depth: usize) -> Role {
    match event {
        Event::Enter(_) if depth == 0 => Role::Start,
        Event::Enter(_) => Role::Enter,
        Event::OffBoard(..) => Role::OffBoard,
        Event::Reject(_, Rule::Visited) => Role::Visited,
        Event::Reject(_, Rule::Forced(..)) => Role::Forced,
        Event::Reject(_, Rule::EndSquare) => Role::EndSquare,
        Event::Reject(_, Rule::Cut(_) | Rule::Attacked(_)) => Role::Cut,
        Event::Leave(_) if depth == 1 => Role::NotFound,
        Event::Leave(_) => Role::Undo,
        Event::Cut(_) => Role::StartCut,
        Event::Solved => Role::Found,
    }
}

/// The role of the line a queens search event executes.
#[must_use]
pub(crate) fn queens_role(event: Event) -> Role {
    match event {
        Event::Enter(_) => Role::Place,
        Event::Reject(..) | Event::OffBoard(..) | Event::Cut(_) => Role::Attacked,
        Event::Leave(_) => Role::Lift,
        Event::Solved => Role::Found,
    }
}

/// A program's text, line by line, with the line of each role.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Listing {
    /// The language.
    pub language: Language,
    /// The lines, without line ends.
    pub lines: Vec<String>,
    /// The line (from 0) each role is on.
    roles: Vec<(Role, usize)>,
}

impl Listing {
    /// The line (from 0) of `role`, if the program has it.
    #[must_use]
    pub(crate) fn line(&self, role: Role) -> Option<usize> {
        self.roles
            .iter()
            .find(|(r, _)| *r == role)
            .map(|&(_, line)| line)
    }

    /// The program as a file: its lines, each ended.
    #[cfg(test)]
    #[must_use]
    pub(crate) fn text(&self) -> String {
        let mut text = self.lines.join("\n");
        text.push('\n');
        text
    }
}

/// The knight's program in each language.
const KNIGHT: [(Language, &str); 3] = [
    (Language::Python, include_str!("listings/knight.py")),
    (Language::C, include_str!("listings/knight.c")),
    (Language::Pseudocode, include_str!("listings/knight.txt")),
];

/// The queens' program in each language.
const QUEENS: [(Language, &str); 3] = [
    (Language::Python, include_str!("listings/queens.py")),
    (Language::C, include_str!("listings/queens.c")),
    (Language::Pseudocode, include_str!("listings/queens.txt")),
];

fn template(list: &[(Language, &'static str)], language: Language) -> &'static str {
    list.iter()
        .find(|(l, _)| *l == language)
        .map(|(_, text)| *text)
        .expect("every language has each program")
}

/// The knight's program for `spec` in `language`, its comments in
/// `lang`: the move order as the
/// arrays `DX` (rows, which are ranks) and `DY` (columns, which are
/// files), the board as `board[row][column]` with rank 1 in row 0 (the
/// orientation of `--format matrix`), the start marked `first_step`.
#[must_use]
pub(crate) fn knight(
    spec: &TourSpec,
    first_step: u32,
    prune: Prune,
    (language, lang): (Language, Lang),
) -> Listing {
    let base = language.base();
    let row = |sq: Square| (i64::from(sq.rank) + base).to_string();
    let col = |sq: Square| (i64::from(sq.file) + base).to_string();
    let joined = |pick: fn(&(i32, i32)) -> i32| {
        spec.order
            .deltas
            .iter()
            .map(|d| pick(d).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let last = match first_step {
        0 => "ROWS * COLS - 1",
        _ => "ROWS * COLS",
    };
    let end = spec.end.unwrap_or(spec.start);
    let values = [
        ("ROWS", spec.board.ranks.to_string()),
        ("COLS", spec.board.files.to_string()),
        ("DX", joined(|d| d.1)),
        ("DY", joined(|d| d.0)),
        ("X0", row(spec.start)),
        ("Y0", col(spec.start)),
        ("XE", row(end)),
        ("YE", col(end)),
        ("FIRST", first_step.to_string()),
        ("LAST", last.to_string()),
        ("FORCED_NOTE", say!(lang, "listing-forced-move-note")),
        ("NO_TOUR_NOTE", say!(lang, "listing-no-tour-after-note")),
    ];
    let conditions = [prune.name(), spec.shape()];
    expand(template(&KNIGHT, language), language, &conditions, &values)
}

/// The queens' program for `n` in `language`: the first solution, or
/// every one (`all`).
#[must_use]
pub(crate) fn queens(n: usize, all: bool, language: Language) -> Listing {
    let conditions = [if all { "all" } else { "first" }];
    expand(
        template(&QUEENS, language),
        language,
        &conditions,
        &[("N", n.to_string())],
    )
}

/// A listing from a template: lines after `?word ...` are kept when each
/// word is one of `conditions` (`?any` keeps every line again); `{NAME}`
/// is replaced by its value; a line ending in a tab and `@role` is that
/// role's line.
fn expand(
    template: &str,
    language: Language,
    conditions: &[&str],
    values: &[(&str, String)],
) -> Listing {
    let mut lines = Vec::new();
    let mut roles = Vec::new();
    let mut keep = true;
    for line in template.lines() {
        if let Some(words) = line.strip_prefix('?') {
            keep = words == "any" || words.split(' ').all(|w| conditions.contains(&w));
            continue;
        }
        if !keep {
            continue;
        }
        let (text, role) = match line.split_once("\t@") {
            Some((text, role)) => (text, Some(Role::named(role))),
            None => (line, None),
        };
        let mut text = text.to_string();
        for (name, value) in values {
            text = text.replace(&format!("{{{name}}}"), value);
        }
        if let Some(role) = role {
            roles.push((role, lines.len()));
        }
        lines.push(text);
    }
    Listing {
        language,
        lines,
        roles,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::knight::textbook_spec;

    const LANGUAGES: [Language; 3] = [Language::Python, Language::C, Language::Pseudocode];

    /// The roles a search can record, for each program.
    fn knight_roles(prune: Prune, end: bool) -> Vec<Role> {
        let mut roles = vec![
            Role::Start,
            Role::Found,
            Role::OffBoard,
            Role::Visited,
            Role::Enter,
            Role::Undo,
            Role::NotFound,
        ];
        if prune == Prune::Pruned {
            roles.extend([Role::Forced, Role::Cut, Role::StartCut]);
            if end {
                roles.push(Role::EndSquare);
            }
        }
        roles
    }

    #[test]
    fn each_role_is_on_exactly_one_line() {
        let mut with_end = textbook_spec(5, 6, "a1", false);
        with_end.end = Some("e6".parse().unwrap());
        for language in LANGUAGES {
            for spec in [
                textbook_spec(5, 5, "a1", false),
                textbook_spec(6, 6, "a1", true),
                with_end,
            ] {
                for prune in [Prune::Plain, Prune::Pruned] {
                    let listing = knight(&spec, 1, prune, (language, Lang::En));
                    let mut expected = knight_roles(prune, spec.end.is_some());
                    let mut found: Vec<Role> = listing.roles.iter().map(|(r, _)| *r).collect();
                    let key = |r: &Role| format!("{r:?}");
                    expected.sort_by_key(key);
                    found.sort_by_key(key);
                    assert_eq!(found, expected, "{language:?} {prune:?} {spec:?}");
                    let unfilled = |l: &String| {
                        [
                            "ROWS}", "COLS}", "DX}", "DY}", "X0}", "Y0}", "XE}", "YE}", "FIRST}",
                            "LAST}",
                        ]
                        .iter()
                        .any(|name| l.contains(&format!("{{{name}")))
                    };
                    assert!(!listing.lines.iter().any(unfilled), "{language:?}");
                }
            }
            for all in [false, true] {
                let listing = queens(6, all, language);
                let mut found: Vec<String> = listing
                    .roles
                    .iter()
                    .map(|(r, _)| format!("{r:?}"))
                    .collect();
                found.sort();
                assert_eq!(
                    found,
                    ["Attacked", "Found", "Lift", "Place"],
                    "{language:?}"
                );
            }
        }
    }

    #[test]
    fn the_program_holds_the_board_the_order_and_the_start() {
        let spec = textbook_spec(5, 6, "b1", false);
        let python = knight(&spec, 1, Prune::Plain, (Language::Python, Lang::En)).text();
        assert!(python.contains("ROWS, COLS = 6, 5\n"), "{python}");
        assert!(python.contains("DX = [2, 1, -1, -2, -2, -1, 1, 2]\n"));
        assert!(python.contains("DY = [1, 2, 2, 1, -1, -2, -2, -1]\n"));
        assert!(python.contains("board[0][1] = 1\n"));
        let pseudo = knight(&spec, 0, Prune::Plain, (Language::Pseudocode, Lang::En)).text();
        assert!(pseudo.contains("board[1][2] ← 0\n"), "{pseudo}");
        assert!(pseudo.contains("if step = ROWS * COLS - 1 then"));
    }
}
