//! Which messages a catalogue lacks against the English one, read from
//! the catalogues' text alone (a message begins at column 0 with `id =`).
//! Shared with `build.rs`, which warns of each when boardfig is compiled;
//! it imports nothing, so that the build script can include it.

/// The ids of the messages of `catalogue`, in order.
#[must_use]
pub(crate) fn message_ids(catalogue: &str) -> Vec<&str> {
    catalogue
        .lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|line| line.split_once(" =").map(|(id, _)| id))
        .collect()
}

/// The ids of `english` that `catalogue` lacks, in English's order: each
/// is shown in English in that language, and `build.rs` says so.
#[must_use]
pub(crate) fn missing<'a>(catalogue: &str, english: &'a str) -> Vec<&'a str> {
    let held = message_ids(catalogue);
    message_ids(english)
        .into_iter()
        .filter(|id| !held.contains(id))
        .collect()
}
