//! Where a figure writes its coordinates: the sides of the board that get
//! file letters and rank numbers.

/// Where the file letters and rank numbers go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coords {
    /// Nowhere: the figure is exactly the board.
    None,
    /// Files below the board, ranks on its left.
    Edge,
    /// Files below and above, ranks on the left and the right.
    All,
}
