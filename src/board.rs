//! Boards (`WxH`: files by ranks) and squares in algebraic notation.
//!
//! a1 is the bottom-left square: file 0, rank 0. Files past `z` continue
//! like spreadsheet columns (`aa`, `ab`, ...), ranks are numbered from 1.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::error::Error;

use crate::options::Key;

/// The largest number of files or ranks a board may have.
pub const MAX_SIDE: u32 = 10_000;

/// A rectangular board of `files` x `ranks` squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// Number of files (columns, a, b, ...).
    pub files: u32,
    /// Number of ranks (rows, 1, 2, ...).
    pub ranks: u32,
}

/// A square on a board: file and rank, both counted from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    /// File index, 0 = a.
    pub file: u32,
    /// Rank index, 0 = rank 1.
    pub rank: u32,
}

impl Board {
    /// A board of the given size, checked against [`MAX_SIDE`].
    pub fn new(files: u32, ranks: u32) -> Result<Board, Error> {
        if files == 0 || ranks == 0 || files > MAX_SIDE || ranks > MAX_SIDE {
            return Err(Error::value(
                Key::Board,
                format!("{files}x{ranks}"),
                format!("each side must be from 1 to {MAX_SIDE}"),
            ));
        }
        Ok(Board { files, ranks })
    }

    /// The number of squares.
    #[must_use]
    pub fn area(&self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// Whether the square lies on this board.
    #[must_use]
    pub fn contains(&self, sq: Square) -> bool {
        sq.file < self.files && sq.rank < self.ranks
    }

    /// The square at a dense index (rank-major: index = rank * files + file).
    #[must_use]
    pub fn square(&self, index: usize) -> Square {
        let files = self.files as usize;
        Square {
            file: (index % files) as u32,
            rank: (index / files) as u32,
        }
    }

    /// The dense index of a square on this board.
    #[must_use]
    pub fn index(&self, sq: Square) -> usize {
        sq.rank as usize * self.files as usize + sq.file as usize
    }

    /// Checks that a square is on the board; the error names the option
    /// `key`.
    pub fn check(&self, sq: Square, key: Key) -> Result<(), Error> {
        if self.contains(sq) {
            Ok(())
        } else {
            Err(Error::value(
                key,
                sq,
                format!(
                    "not on the {self} board (files a to {}, ranks 1 to {})",
                    file_name(self.files - 1),
                    self.ranks
                ),
            ))
        }
    }
}

impl Square {
    /// Whether the square is dark (a1 is dark).
    #[must_use]
    pub fn is_dark(&self) -> bool {
        (self.file + self.rank).is_multiple_of(2)
    }
}

/// The letters of a file index: 0 = a, 25 = z, 26 = aa, ...
pub(crate) fn file_name(mut file: u32) -> String {
    let mut letters = Vec::new();
    loop {
        letters.push(b'a' + (file % 26) as u8);
        if file < 26 {
            break;
        }
        file = file / 26 - 1;
    }
    letters.reverse();
    String::from_utf8(letters).expect("ascii letters")
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.files, self.ranks)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", file_name(self.file), self.rank + 1)
    }
}

fn parse_side(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

impl FromStr for Board {
    type Err = Error;

    fn from_str(text: &str) -> Result<Board, Error> {
        let bad = || {
            Error::usage(format!(
                "expected WxH, files by ranks, each from 1 to {MAX_SIDE} (e.g. 8x8, 5x6)"
            ))
        };
        let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
        let files = parse_side(w).ok_or_else(bad)?;
        let ranks = parse_side(h).ok_or_else(bad)?;
        Board::new(files, ranks).map_err(|_| bad())
    }
}

impl FromStr for Square {
    type Err = Error;

    fn from_str(text: &str) -> Result<Square, Error> {
        let bad = || Error::usage("expected a file letter and a rank number, like a1 or h8");
        let split = text
            .find(|c: char| !c.is_ascii_lowercase())
            .ok_or_else(bad)?;
        let (letters, digits) = text.split_at(split);
        if letters.is_empty() || letters.len() > 3 {
            return Err(bad());
        }
        let mut file: u64 = 0;
        for b in letters.bytes() {
            file = file * 26 + u64::from(b - b'a' + 1);
        }
        let rank = parse_side(digits).ok_or_else(bad)?;
        if rank == 0 || digits.starts_with('0') {
            return Err(bad());
        }
        Ok(Square {
            file: (file - 1) as u32,
            rank: rank - 1,
        })
    }
}

/// Squares in order, as a user writes them: `a1 b3 c5`, separated by
/// spaces, commas or hyphens (`a1-b3-c5`). A partial tour given to
/// complete, or the queens already placed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SquareList(pub Vec<Square>);

impl FromStr for SquareList {
    type Err = Error;

    fn from_str(text: &str) -> Result<SquareList, Error> {
        let squares = text
            .split(|c: char| c.is_whitespace() || c == ',' || c == '-')
            .filter(|word| !word.is_empty())
            .map(|word| {
                word.parse::<Square>().map_err(|_| {
                    Error::usage(format!(
                        "`{word}` is not a square: expected squares like a1 b3 c5"
                    ))
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        if squares.is_empty() {
            return Err(Error::usage("expected squares like a1 b3 c5"));
        }
        Ok(SquareList(squares))
    }
}

impl fmt::Display for SquareList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<String> = self.0.iter().map(ToString::to_string).collect();
        f.write_str(&words.join(" "))
    }
}

macro_rules! serde_via_text {
    ($type:ty) => {
        impl Serialize for $type {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $type {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let text = String::deserialize(deserializer)?;
                text.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}

serde_via_text!(Board);
serde_via_text!(Square);
serde_via_text!(SquareList);

/// The eight knight moves as (file delta, rank delta), in the order that
/// numbers them in a compact tour: move `d` and move `d ^ 4` are
/// opposite.
pub(crate) const KNIGHT_STEPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn file_names_continue_past_z() {
        assert_eq!(file_name(0), "a");
        assert_eq!(file_name(25), "z");
        assert_eq!(file_name(26), "aa");
        assert_eq!(file_name(27), "ab");
        assert_eq!(file_name(51), "az");
        assert_eq!(file_name(52), "ba");
        assert_eq!(file_name(701), "zz");
        assert_eq!(file_name(702), "aaa");
    }

    #[test]
    fn bad_boards_are_refused() {
        for text in [
            "0x5", "8by8", "-3x3", "8x", "x8", "8x8x8", "10001x2", "", " 8x8", "8 x 8", "+8x8",
        ] {
            assert!(text.parse::<Board>().is_err(), "{text}");
        }
        assert_eq!(
            "5x6".parse::<Board>().unwrap(),
            Board { files: 5, ranks: 6 }
        );
    }

    #[test]
    fn bad_squares_are_refused() {
        for text in [
            "", "a0", "A1", "1a", "a", "a-1", "a01", "aaaa1", "a1 ", "é1",
        ] {
            assert!(text.parse::<Square>().is_err(), "{text}");
        }
        let board = Board::new(8, 8).unwrap();
        for text in ["i1", "a9", "z9"] {
            let sq: Square = text.parse().unwrap();
            assert!(board.check(sq, Key::Start).is_err(), "{text}");
        }
    }

    proptest! {
        #[test]
        fn squares_round_trip(file in 0u32..MAX_SIDE, rank in 0u32..MAX_SIDE) {
            let sq = Square { file, rank };
            prop_assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
        }

        #[test]
        fn boards_round_trip(files in 1u32..=MAX_SIDE, ranks in 1u32..=MAX_SIDE) {
            let board = Board::new(files, ranks).unwrap();
            prop_assert_eq!(board.to_string().parse::<Board>().unwrap(), board);
        }
    }
}
