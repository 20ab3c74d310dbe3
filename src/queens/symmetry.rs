//! The eight symmetries of the square acting on placements.

use crate::solution::Placement;

/// A symmetry acting on (file, rank), given the last index n - 1.
type SquareMap = fn(u32, u32, u32) -> (u32, u32);

/// The placement seen under each of the 8 symmetries (identity first).
#[must_use]
pub(crate) fn images(placement: &Placement) -> [Placement; 8] {
    let n = placement.n() as u32;
    let last = n.saturating_sub(1);
    let maps: [SquareMap; 8] = [
        |f, r, _| (f, r),
        |f, r, m| (m - f, r),
        |f, r, m| (f, m - r),
        |f, r, m| (m - f, m - r),
        |f, r, _| (r, f),
        |f, r, m| (m - r, f),
        |f, r, m| (r, m - f),
        |f, r, m| (m - r, m - f),
    ];
    maps.map(|map| {
        let mut columns = vec![0; n as usize];
        for (rank, &file) in placement.columns.iter().enumerate() {
            let (f, r) = map(file, rank as u32, last);
            columns[r as usize] = f;
        }
        Placement { columns }
    })
}

/// The lexicographically smallest placement of the class.
#[cfg(test)]
#[must_use]
pub(crate) fn canonical(placement: &Placement) -> Placement {
    images(placement).into_iter().min().expect("eight images")
}

/// Whether the placement is the smallest of its class.
#[must_use]
pub(crate) fn is_canonical(placement: &Placement) -> bool {
    images(placement).iter().all(|image| placement <= image)
}
