//! The keys of a job table, grouped by what they decide: one list that
//! the reader's messages and the bindings' keyword arguments share. Tests
//! keep the groups equal to the keys serde accepts.

/// The figure options every puzzle shares.
pub(crate) const FIGURE_KEYS: &[&str] = &[
    "theme", "cell", "coords", "title", "font", "delay", "hold", "loop", "poster", "paper",
];
/// The options that decide a knight's tour.
pub(crate) const KNIGHT_PUZZLE_KEYS: &[&str] = &[
    "board", "start", "end", "closed", "method", "order", "count", "budget",
];
/// The figure options of knight's tours alone.
pub(crate) const KNIGHT_FIGURE_KEYS: &[&str] = &[
    "first-step",
    "numbers",
    "knight",
    "path",
    "rank1-top",
    "degrees",
    "animate",
    "prune",
    "max-frames",
];
/// The options that decide a queens answer.
pub(crate) const QUEENS_PUZZLE_KEYS: &[&str] =
    &["n", "all", "count", "fundamental", "method", "budget"];
/// The figure options of queens alone.
pub(crate) const QUEENS_FIGURE_KEYS: &[&str] = &["attacks", "animate", "rank1-top"];
/// The options of an explorer page alone (its `theme` and `title` are
/// figure options).
pub(crate) const EXPLORE_KEYS: &[&str] = &["sizes"];
/// The keys that name a job's files (the bindings return figures from
/// methods instead).
pub(crate) const FILE_KEYS: &[&str] = &["name", "formats", "strip", "tree"];

/// Every group.
pub(crate) const ALL: [&[&str]; 7] = [
    FIGURE_KEYS,
    KNIGHT_PUZZLE_KEYS,
    KNIGHT_FIGURE_KEYS,
    QUEENS_PUZZLE_KEYS,
    QUEENS_FIGURE_KEYS,
    EXPLORE_KEYS,
    FILE_KEYS,
];

/// `key` as a static name for messages, if it is a job table's key.
pub(crate) fn named(key: &str) -> Option<&'static str> {
    ALL.iter()
        .flat_map(|group| group.iter())
        .find(|k| **k == key)
        .copied()
}
