//! How a board is cut into blocks of 5 to 11 squares a side, each of
//! which has a closed tour (at least one side even), except, on a board
//! with both sides odd, one odd-by-odd block around the start square.

/// The smallest side of a block.
pub(crate) const MIN_PART: u32 = 5;
/// The largest side of a block.
pub(crate) const MAX_PART: u32 = 11;

/// The sides of the blocks along one side of the board, and which of them
/// holds the start square when that matters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Split {
    /// The block sides in order, summing to the board's side.
    pub parts: Vec<u32>,
    /// The index of the odd part around the start square, if any.
    pub odd: Option<usize>,
}

impl Split {
    /// Where each part begins.
    pub(crate) fn offsets(&self) -> Vec<u32> {
        self.parts
            .iter()
            .scan(0, |at, &part| {
                let here = *at;
                *at += part;
                Some(here)
            })
            .collect()
    }
}

/// `len` cut into `count` parts as equal as possible, larger ones first.
fn even_cut(len: u32, count: u32) -> Vec<u32> {
    let (size, extra) = (len / count, len % count);
    (0..count).map(|k| size + u32::from(k < extra)).collect()
}

/// `len >= 5` cut into parts of 5 to 9.
pub(crate) fn split_any(len: u32) -> Vec<u32> {
    debug_assert!(len >= MIN_PART);
    even_cut(len, len.div_ceil(9))
}

/// An even `len` (0, or at least 6) cut into parts of 6, 8 or 10.
pub(crate) fn split_even(len: u32) -> Vec<u32> {
    debug_assert!(len.is_multiple_of(2) && (len == 0 || len >= 6));
    let half = len / 2;
    if half == 0 {
        return Vec::new();
    }
    even_cut(half, half.div_ceil(5))
        .into_iter()
        .map(|part| part * 2)
        .collect()
}

/// The cuts of a board side where every block gets a closed tour: the
/// `even` side is cut into even parts, the other into any parts.
pub(crate) fn closed_splits(files: u32, ranks: u32) -> Option<(Split, Split)> {
    let plain = |parts| Split { parts, odd: None };
    if files < MIN_PART || ranks < MIN_PART {
        return None;
    }
    if ranks.is_multiple_of(2) {
        Some((plain(split_any(files)), plain(split_even(ranks))))
    } else if files.is_multiple_of(2) {
        Some((plain(split_even(files)), plain(split_any(ranks))))
    } else {
        None
    }
}

/// The ways to cut an odd side `len` into even parts and one odd part that
/// holds position `at` and begins at an even offset (so the odd block's
/// corners have the board's corner colour). Smaller odd parts come first.
pub(crate) fn odd_splits(len: u32, at: u32) -> Vec<Split> {
    let fits = |rest: u32| rest == 0 || rest >= 6;
    let mut splits = Vec::new();
    for odd in (MIN_PART..=MAX_PART).step_by(2) {
        if odd > len {
            break;
        }
        let lowest = (at + 1).saturating_sub(odd);
        for before in (lowest..=at).rev().filter(|b| b % 2 == 0) {
            let Some(after) = len.checked_sub(before + odd) else {
                continue;
            };
            if fits(before) && fits(after) {
                let mut parts = split_even(before);
                let index = parts.len();
                parts.push(odd);
                parts.extend(split_even(after));
                splits.push(Split {
                    parts,
                    odd: Some(index),
                });
            }
        }
    }
    splits
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closed_cuts_cover_the_board_with_blocks_that_have_closed_tours() {
        for files in 5..=60 {
            for ranks in 5..=60 {
                let Some((across, up)) = closed_splits(files, ranks) else {
                    assert!(files % 2 == 1 && ranks % 2 == 1, "{files}x{ranks}");
                    continue;
                };
                assert_eq!(across.parts.iter().sum::<u32>(), files);
                assert_eq!(up.parts.iter().sum::<u32>(), ranks);
                for &w in &across.parts {
                    for &h in &up.parts {
                        assert!((MIN_PART..=MAX_PART).contains(&w));
                        assert!((MIN_PART..=MAX_PART).contains(&h));
                        assert!(w % 2 == 0 || h % 2 == 0, "{w}x{h} in {files}x{ranks}");
                    }
                }
            }
        }
    }

    #[test]
    fn every_position_of_an_odd_side_has_an_odd_block() {
        for len in (5..=99).step_by(2) {
            for at in 0..len {
                let splits = odd_splits(len, at);
                assert!(!splits.is_empty(), "side {len}, position {at}");
                for split in splits {
                    let index = split.odd.expect("an odd part");
                    let offsets = split.offsets();
                    assert_eq!(split.parts.iter().sum::<u32>(), len);
                    assert!(offsets[index] <= at && at < offsets[index] + split.parts[index]);
                    assert_eq!(offsets[index] % 2, 0);
                    for (k, &part) in split.parts.iter().enumerate() {
                        assert!((MIN_PART..=MAX_PART).contains(&part));
                        assert_eq!(part % 2 == 1, k == index);
                    }
                }
            }
        }
    }
}
