//! Counting solutions with bitboards, in parallel over the first rank's
//! files, using the left-right mirror to halve the work.

use rayon::prelude::*;

use crate::queens::symmetry::is_canonical;
use crate::solution::Placement;

/// The largest n the bitboard counter takes (the board must fit in a word).
pub const MAX_COUNT_N: usize = 32;

/// The number of solutions of n queens (OEIS A000170).
pub fn count_all(n: usize) -> u64 {
    assert!(n <= MAX_COUNT_N, "n too large for the bitboard counter");
    if n == 0 {
        return 1;
    }
    let full = mask(n);
    let half = n / 2;
    let left: u64 = (0..half)
        .into_par_iter()
        .map(|file| count_below(full, 1 << file, (1 << file) << 1, (1 << file) >> 1))
        .sum();
    let middle = if n % 2 == 1 {
        let file = half;
        count_below(full, 1 << file, (1 << file) << 1, (1 << file) >> 1)
    } else {
        0
    };
    2 * left + middle
}

/// The number of solutions up to the 8 symmetries of the square (A002562).
pub fn count_fundamental(n: usize) -> u64 {
    assert!(n <= MAX_COUNT_N, "n too large for the bitboard counter");
    if n == 0 {
        return 1;
    }
    // The smallest member of a class has its first queen on the left half.
    let firsts = n.div_ceil(2);
    (0..firsts)
        .into_par_iter()
        .map(|file| {
            let mut columns = vec![file as u32];
            let mut count = 0;
            canonical_below(n, &mut columns, &mut count);
            count
        })
        .sum()
}

fn mask(n: usize) -> u32 {
    if n == 32 { u32::MAX } else { (1u32 << n) - 1 }
}

/// Counts completions given the occupied files and diagonals of the next rank.
fn count_below(full: u32, files: u32, left: u32, right: u32) -> u64 {
    if files == full {
        return 1;
    }
    let mut free = full & !(files | left | right);
    let mut total = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        total += count_below(
            full,
            files | bit,
            ((left | bit) << 1) & full,
            (right | bit) >> 1,
        );
    }
    total
}

fn canonical_below(n: usize, columns: &mut Vec<u32>, count: &mut u64) {
    let rank = columns.len();
    if rank == n {
        if is_canonical(&Placement {
            columns: columns.clone(),
        }) {
            *count += 1;
        }
        return;
    }
    for file in 0..n as u32 {
        let safe = columns
            .iter()
            .enumerate()
            .all(|(r, &f)| f != file && (rank - r) as u32 != f.abs_diff(file));
        if safe {
            columns.push(file);
            canonical_below(n, columns, count);
            columns.pop();
        }
    }
}
