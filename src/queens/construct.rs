//! The explicit construction the N-queens lesson teaches, in O(n): with r
//! the remainder of n divided by 12, the even numbers 2..n (2 moved to the
//! end when r is 3 or 9), then the odd numbers 1..n (swapped in pairs when r
//! is 8; 1 and 3 swapped and 5 moved to the end when r is 2; 1 and 3 moved
//! to the end when r is 3 or 9). The k-th number is the 1-based file of the
//! queen on rank k.

use crate::solution::Placement;

/// Which of the lesson's cases the construction takes: the remainder r of
/// n divided by 12 decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Case {
    /// The even numbers, then the odd numbers, as they come.
    Plain,
    /// r = 8: the odd numbers swapped in pairs.
    Pairs,
    /// r = 2: 1 and 3 swapped, 5 moved to the end.
    Two,
    /// r = 3 or 9: 2 moved to the end of the even numbers, 1 and 3 to the
    /// end of the list.
    ThreeOrNine,
}

/// The case [`construct`] takes for n.
#[must_use]
pub(crate) fn case(n: usize) -> Case {
    match n % 12 {
        8 => Case::Pairs,
        2 => Case::Two,
        3 | 9 => Case::ThreeOrNine,
        _ => Case::Plain,
    }
}

/// The lesson's solution for n queens, or `None` for n = 0, 2 and 3.
#[must_use]
pub fn construct(n: usize) -> Option<Placement> {
    if n == 0 || n == 2 || n == 3 {
        return None;
    }
    let r = n % 12;
    // 1-based files, rank 1 first.
    let mut files: Vec<usize> = Vec::with_capacity(n);
    if r == 3 || r == 9 {
        files.extend((4..=n).step_by(2));
        files.push(2);
    } else {
        files.extend((2..=n).step_by(2));
    }
    match r {
        // n is even here, so the odd numbers pair up exactly.
        8 => files.extend((1..=n).step_by(4).flat_map(|odd| [odd + 2, odd])),
        2 => {
            files.extend([3, 1]);
            files.extend((7..=n).step_by(2));
            files.push(5);
        }
        3 | 9 => {
            files.extend((5..=n).step_by(2));
            files.extend([1, 3]);
        }
        _ => files.extend((1..=n).step_by(2)),
    }
    Some(Placement {
        columns: files.into_iter().map(|file| file as u32 - 1).collect(),
    })
}
