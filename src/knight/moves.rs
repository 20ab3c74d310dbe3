//! Knight move orders: the eight (file delta, rank delta) pairs in the order
//! a search tries them.

use std::fmt;
use std::str::FromStr;

use crate::board::{Board, Square};
use crate::error::Error;
use crate::options::ORDER;
use crate::solution::KNIGHT_STEPS;

/// One knight move as (file delta, rank delta).
pub(crate) type Delta = (i32, i32);

/// The eight knight moves in the order a search tries them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveOrder {
    /// The moves, each knight move exactly once.
    pub deltas: [Delta; 8],
    /// The preset this order came from, if any (kept for printing).
    pub preset: Option<&'static str>,
}

/// The named orders: name and deltas.
pub(crate) const PRESETS: [(&str, [Delta; 8]); 3] = [
    ("textbook", KNIGHT_STEPS),
    (
        "listed",
        [
            (2, 1),
            (1, 2),
            (2, -1),
            (-1, 2),
            (1, -2),
            (-1, -2),
            (-2, 1),
            (-2, -1),
        ],
    ),
    (
        "sweep",
        [
            (-1, 2),
            (-2, 1),
            (-2, -1),
            (-1, -2),
            (1, -2),
            (2, -1),
            (2, 1),
            (1, 2),
        ],
    ),
];

impl MoveOrder {
    /// A preset by name.
    #[must_use]
    pub fn preset(name: &str) -> Option<MoveOrder> {
        PRESETS
            .iter()
            .find(|(preset, _)| *preset == name)
            .map(|(preset, deltas)| MoveOrder {
                deltas: *deltas,
                preset: Some(preset),
            })
    }

    /// The textbook order, the lessons' own.
    #[must_use]
    pub fn textbook() -> MoveOrder {
        MoveOrder::preset("textbook").expect("textbook preset")
    }

    /// The order written as `df,dr df,dr ...`.
    #[must_use]
    pub fn pairs(&self) -> String {
        let pairs: Vec<String> = self
            .deltas
            .iter()
            .map(|(df, dr)| format!("{df},{dr}"))
            .collect();
        pairs.join(" ")
    }
}

/// The declared default order (`order` left out).
impl Default for MoveOrder {
    fn default() -> MoveOrder {
        MoveOrder::preset(ORDER).expect("the declared order is a preset")
    }
}

/// Whether two squares are a knight's move apart.
pub(crate) fn is_knight_move(a: Square, b: Square) -> bool {
    let df = a.file.abs_diff(b.file);
    let dr = a.rank.abs_diff(b.rank);
    (df == 1 && dr == 2) || (df == 2 && dr == 1)
}

/// The square reached from `from` by `delta`, if it is on the board.
pub(crate) fn step(board: Board, from: Square, (df, dr): Delta) -> Option<Square> {
    let file = from.file.checked_add_signed(df)?;
    let rank = from.rank.checked_add_signed(dr)?;
    let to = Square { file, rank };
    board.contains(to).then_some(to)
}

impl FromStr for MoveOrder {
    type Err = Error;

    fn from_str(text: &str) -> Result<MoveOrder, Error> {
        if let Some(order) = MoveOrder::preset(text) {
            return Ok(order);
        }
        let bad = |why: &str| {
            Error::usage(format!(
                "{why}; expected textbook, listed, sweep, or eight knight moves \
                 \"df,dr df,dr ...\" each exactly once"
            ))
        };
        let mut deltas = Vec::new();
        for pair in text.split_whitespace() {
            let (df, dr) = pair
                .split_once(',')
                .ok_or_else(|| bad("a pair is not df,dr"))?;
            let df: i32 = df
                .trim()
                .parse()
                .map_err(|_| bad("a delta is not a number"))?;
            let dr: i32 = dr
                .trim()
                .parse()
                .map_err(|_| bad("a delta is not a number"))?;
            if !matches!((df.abs(), dr.abs()), (1, 2) | (2, 1)) {
                return Err(bad(&format!("{df},{dr} is not a knight move")));
            }
            if deltas.contains(&(df, dr)) {
                return Err(bad(&format!("{df},{dr} appears twice")));
            }
            deltas.push((df, dr));
        }
        let deltas: [Delta; 8] = deltas
            .try_into()
            .map_err(|_| bad("it does not list all eight moves"))?;
        Ok(MoveOrder {
            deltas,
            preset: None,
        })
    }
}

impl fmt::Display for MoveOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.preset {
            Some(name) => f.write_str(name),
            None => f.write_str(&self.pairs()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_eight_distinct_knight_moves() {
        for (name, deltas) in PRESETS {
            let parsed: MoveOrder = MoveOrder {
                deltas,
                preset: None,
            }
            .pairs()
            .parse()
            .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(parsed.deltas, deltas);
        }
    }

    #[test]
    fn bad_orders_are_refused() {
        for text in [
            "",
            "1,2",
            "1,2 1,2 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2",
            "1,1 2,1 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2",
            "1,2 2,1 2,-1 1,-2 -1,-2 -2,-1 -2,1 -1,2 1,2",
            "a,b",
            "sideways",
        ] {
            assert!(text.parse::<MoveOrder>().is_err(), "{text}");
        }
    }
}
