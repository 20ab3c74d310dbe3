//! Programs outside boardfig that some tests use to read what it wrote:
//! poppler's `pdftoppm`, `pdfinfo` and `pdffonts` for PDF, `git` and
//! `pre-commit` for the hooks. Where one is missing the test passes with a
//! note on stderr, unless `BOARDFIG_TOOL_TESTS=require` (as in CI, which
//! installs them all): then a missing program fails it.

use std::path::PathBuf;

/// Whether the tests that need outside programs must run
/// (`BOARDFIG_TOOL_TESTS=require`) rather than skip.
pub(crate) fn required() -> bool {
    std::env::var("BOARDFIG_TOOL_TESTS").is_ok_and(|v| v == "require")
}

/// The first of `names` on the path.
pub(crate) fn find(names: &[&str]) -> Option<PathBuf> {
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .flat_map(|dir| names.iter().map(move |name| dir.join(name)))
        .find(|path| path.is_file())
}

/// Every program of `names` on the path, or `None` with a note naming the
/// missing ones and the package to install; under
/// `BOARDFIG_TOOL_TESTS=require` a missing one fails the test.
pub(crate) fn all(names: &[&str], package: &str) -> Option<Vec<PathBuf>> {
    let found: Vec<Option<PathBuf>> = names.iter().map(|name| find(&[name])).collect();
    let missing: Vec<&str> = names
        .iter()
        .zip(&found)
        .filter(|(_, path)| path.is_none())
        .map(|(name, _)| *name)
        .collect();
    if missing.is_empty() {
        return Some(found.into_iter().flatten().collect());
    }
    let note = format!(
        "missing {} (install {package}); BOARDFIG_TOOL_TESTS=require makes this a failure",
        missing.join(", ")
    );
    assert!(!required(), "{note}");
    eprintln!("note: test skipped: {note}");
    None
}
