//! N queens: row-by-row backtracking (first, all, traced), bitboard
//! counting, the explicit construction, the symmetries of the square, and a
//! validator.

pub(crate) mod backtrack;
pub(crate) mod construct;
pub(crate) mod count;
pub(crate) mod estimate;
pub(crate) mod first;
pub(crate) mod symmetry;
#[cfg(any(test, feature = "internals"))]
pub(crate) mod validate;
