//! The explorer's queens, solved ahead by the same solvers as `boardfig
//! queens`: for each n the page offers, the first solution and the
//! fundamental ones (the page makes every solution from them), and the
//! lesson's search for the first one replayed (its moments stored as the
//! knights' searches are, with the program's lines and arrays as the
//! search pages store them); and the construction for every n from 4 to
//! [`MAX_CONSTRUCT_N`], with the case of n mod 12 it takes.
//!
//! A solution is stored as its rank among the permutations of n in
//! lexicographic order (its Lehmer code), in a fixed number of base-64
//! digits, lowest first: 5 for n = 12, where the files themselves would
//! take 12; the fundamental solutions of a board are one string of them.

use serde_json::{Value, json};

use crate::board::Board;
use crate::error::Error;
use crate::figure::frames::search_moments;
use crate::figure::moments::{Moment, Puzzle};
use crate::figure::program::Program;
use crate::pipeline::explore::{DIGITS, SplitText, Templates, encode_moments, split_captions};
use crate::plan::explore::{ExplorePlan, MAX_CONSTRUCT_N, QUEENS_RANGE, QUEENS_REPLAY_STEPS};
use crate::program::Language;
use crate::queens::construct::{Case, case, construct};
use crate::render::html::{ProgramPage, program_data_with};
use crate::solution::Placement;
use crate::solve::{self, QueensMethod, QueensQuery, QueensQuestion};
use crate::trace::Trace;
use crate::words::{Lang, say};

/// The most events a replayed search records: the searches of n up to
/// 12 take far fewer.
const MAX_EVENTS: usize = 200_000;

/// The queens solved, before their searches are encoded: what
/// [`encode`] needs, made apart from the knights (on a thread of its own).
pub(crate) struct Solved {
    /// Per n offered: its data, but for its search.
    boards: Vec<(Value, Board, Vec<Moment>, Vec<SplitText>)>,
    /// The construction for every n from 4 to [`MAX_CONSTRUCT_N`].
    construct: Vec<Value>,
}

/// Solves the queens a plan offers.
///
/// # Errors
/// A solver's refusal (none is expected for the n a plan admits).
pub(crate) fn solve(plan: &ExplorePlan) -> Result<Solved, Error> {
    let lang = plan.style.lang;
    let boards = plan
        .queens
        .iter()
        .map(|&n| board_data(n, lang))
        .collect::<Result<Vec<_>, Error>>()?;
    let construct: Vec<Value> = (QUEENS_RANGE.0..=MAX_CONSTRUCT_N)
        .map(|n| {
            let columns = construct(n).map(|p| columns(&p)).unwrap_or_default();
            json!({ "n": n, "columns": columns, "rule": rule(n, lang) })
        })
        .collect();
    Ok(Solved { boards, construct })
}

/// The page's queens data: per n offered, its solutions and search; the
/// construction for every n from 4 to [`MAX_CONSTRUCT_N`]. The render
/// stage adds each board's drawing.
pub(crate) fn encode(solved: Solved, templates: &mut Templates) -> Value {
    let boards: Vec<Value> = solved
        .boards
        .into_iter()
        .map(|(mut data, board, moments, captions)| {
            data["search"] = json!(encode_moments(board, &moments, &captions, templates));
            data
        })
        .collect();
    json!({ "boards": boards, "construct": solved.construct })
}

/// A query of n queens by backtracking, as `boardfig queens` asks it.
fn query(n: usize, question: QueensQuestion, fundamental: bool) -> QueensQuery {
    QueensQuery {
        n,
        question,
        fundamental,
        method: QueensMethod::Backtrack,
        budget: None,
        keep: usize::MAX,
    }
}

/// The placements `boardfig queens --n N --all --fundamental` prints, as
/// one string of base-64 digits. The page turns and mirrors them for
/// every solution (which would take eight times the room).
fn fundamentals(n: usize) -> Result<(String, usize), Error> {
    let answer = solve::solve_queens(&query(n, QueensQuestion::All, true), None, &|_, _| {})?;
    let placements = answer.placements();
    Ok((placements.iter().map(digits).collect(), placements.len()))
}

/// One n's data: its solutions and its replayed search, whose moments
/// are encoded later.
fn board_data(n: usize, lang: Lang) -> Result<(Value, Board, Vec<Moment>, Vec<SplitText>), Error> {
    let side = u32::try_from(n).unwrap_or(u32::MAX);
    let board = Board {
        files: side,
        ranks: side,
    };
    let mut trace = Trace::with_limit(MAX_EVENTS);
    let first = solve::solve_queens(
        &query(n, QueensQuestion::First, false),
        Some(&mut trace),
        &|_, _| {},
    )?;
    let mut moments = search_moments(lang, Puzzle::Queens, board, &trace);
    let steps = moments.len();
    moments.truncate(QUEENS_REPLAY_STEPS);
    let program = Program::queens(n, false, (Language::Python, lang));
    let page = ProgramPage {
        views: moments.iter().map(|m| program.view(m)).collect(),
        program,
    };
    let mut replay = program_data_with(&page, squeeze);
    replay["lines"] = json!(page.program.listing.lines);
    let (fundamental, fundamental_count) = fundamentals(n)?;
    let data = json!({
        "n": n,
        "width": width(n),
        "first": first.placements().first().map(digits).unwrap_or_default(),
        "fundamental": fundamental,
        "fundamentalCount": fundamental_count,
        "steps": steps,
        "shown": moments.len(),
        "program": replay,
    });
    let captions = split_captions(board, &moments);
    Ok((data, board, moments, captions))
}

/// A state panel's HTML with each cell's tags as one character: `~`
/// opens a cell and `^` a lit one (a cell holds a number, `T` or `F`),
/// which the script expands again in the table's rows.
fn squeeze(html: &str) -> String {
    html.replace("<td class=\"lit\">", "^")
        .replace("<td>", "~")
        .replace("</td>", "")
}

/// The base-64 digits a placement of n queens takes: enough for n!.
pub(crate) fn width(n: usize) -> usize {
    let mut ways: u128 = 1;
    for k in 1..=n as u128 {
        ways *= k;
    }
    let mut digits = 1;
    while 64u128.pow(digits) < ways {
        digits += 1;
    }
    digits as usize
}

/// A placement as its rank among the permutations of its files, in
/// [`width`] base-64 digits, lowest first.
fn digits(placement: &Placement) -> String {
    let files = &placement.columns;
    let n = files.len();
    let mut rank: u128 = 0;
    for (k, &f) in files.iter().enumerate() {
        let smaller_after = files[k + 1..].iter().filter(|&&g| g < f).count() as u128;
        rank = rank * (n - k) as u128 + smaller_after;
    }
    (0..width(n))
        .map(|_| {
            let d = (rank % 64) as usize;
            rank /= 64;
            char::from(DIGITS[d])
        })
        .collect()
}

/// A placement as `boardfig queens` prints it: the 1-based files.
fn columns(placement: &Placement) -> String {
    placement
        .columns
        .iter()
        .map(|c| (c + 1).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The case of the construction n takes, in `lang`.
fn rule(n: usize, lang: Lang) -> String {
    let r = n % 12;
    match case(n) {
        Case::Plain => say!(lang, "explorer-queens-rule-plain", n = n, r = r),
        Case::Pairs => say!(lang, "explorer-queens-rule-pairs", n = n),
        Case::Two => say!(lang, "explorer-queens-rule-two", n = n),
        Case::ThreeOrNine => say!(lang, "explorer-queens-rule-three", n = n, r = r),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placements_are_ranked_among_permutations() {
        let p = |columns: &[u32]| Placement {
            columns: columns.to_vec(),
        };
        assert_eq!(width(4), 1);
        assert_eq!(width(12), 5);
        assert_eq!(digits(&p(&[0, 1, 2, 3])), "A");
        // 1 3 0 2: 1 * 3! + 2 * 2! + 0 * 1! = 10.
        assert_eq!(digits(&p(&[1, 3, 0, 2])), "K");
        assert_eq!(digits(&p(&[3, 2, 1, 0])), "X");
    }
}
