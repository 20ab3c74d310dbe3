//! N queens: row-by-row backtracking (first, all, traced), bitboard
//! counting, the explicit construction, the symmetries of the square, and a
//! validator.

pub mod backtrack;
pub mod construct;
pub mod count;
pub mod first;
pub mod symmetry;
pub mod validate;

/// The largest n accepted.
pub const MAX_N: u64 = 10_000_000;
