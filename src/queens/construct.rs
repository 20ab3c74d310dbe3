//! The explicit construction of one solution for every n except 2 and 3, in
//! O(n): even rows then odd rows, with the two known adjustments for n mod 6
//! equal to 2 or 3.

use crate::solution::Placement;

/// A solution for n queens, or `None` for n = 2 and 3 (there is none).
pub fn construct(n: usize) -> Option<Placement> {
    if n == 2 || n == 3 || n == 0 {
        return None;
    }
    // 1-based row of the queen in each column, left to right.
    let mut evens: Vec<usize> = (2..=n).step_by(2).collect();
    let mut odds: Vec<usize> = (1..=n).step_by(2).collect();
    match n % 6 {
        2 => {
            odds.swap(0, 1);
            let five = odds.remove(2);
            odds.push(five);
        }
        3 => {
            evens.rotate_left(1);
            odds.rotate_left(2);
        }
        _ => {}
    }
    let mut columns = vec![0u32; n];
    for (file, row) in evens.into_iter().chain(odds).enumerate() {
        columns[row - 1] = file as u32;
    }
    Some(Placement { columns })
}
