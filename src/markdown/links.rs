//! The line of links after a block: one link per file its jobs write, in
//! their order, each relative to the document's folder with `/` between
//! folders (as Markdown and code hosts want, on every system). Pictures
//! (SVG, GIF, PNG) are images, other files (pages, PDF, traces) plain
//! links. Words a person gave an existing link are kept.

use std::path::{Component, Path, PathBuf};

use crate::markdown::fences::parse_links;
use crate::markdown::job::FenceJob;

/// The link line for `jobs`, whose files are in `out_dir`, seen from the
/// document's folder `doc_dir`; `old` is the link line there now.
pub(super) fn line(jobs: &[FenceJob], out_dir: &Path, doc_dir: &Path, old: Option<&str>) -> String {
    let kept = old
        .and_then(|old| parse_links(old.trim()))
        .unwrap_or_default();
    let mut links = Vec::new();
    for job in jobs {
        for name in &job.files {
            let destination = relative(doc_dir, &out_dir.join(name));
            let image = [".svg", ".gif", ".png"].iter().any(|e| name.ends_with(e));
            let words = kept
                .iter()
                .find(|(was_image, _, dest)| *was_image == image && *dest == destination)
                .map_or_else(
                    || escape(if image { &job.alt } else { name }),
                    |(_, words, _)| words.clone(),
                );
            links.push(format!(
                "{}[{words}]({destination})",
                if image { "!" } else { "" }
            ));
        }
    }
    links.join(" ")
}

/// Link words with the characters that would end them escaped.
fn escape(words: &str) -> String {
    let mut out = String::with_capacity(words.len());
    for c in words.chars() {
        if matches!(c, '[' | ']' | '\\') {
            out.push('\\');
        }
        out.push(if c == '\n' { ' ' } else { c });
    }
    out
}

/// A path made absolute against the current folder, with `.` and `..`
/// resolved by name (the figure folder may not exist yet).
pub(super) fn normal(path: &Path) -> PathBuf {
    let path = if path.as_os_str().is_empty() {
        Path::new(".")
    } else {
        path
    };
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let mut out = PathBuf::new();
    for part in absolute.components() {
        match part {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// The path of `to` seen from the folder `from`, `/` between its parts.
pub(super) fn relative(from: &Path, to: &Path) -> String {
    let (from, to) = (normal(from), normal(to));
    let from: Vec<Component> = from.components().collect();
    let to: Vec<Component> = to.components().collect();
    let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
    let mut parts: Vec<String> = vec!["..".to_string(); from.len() - common];
    parts.extend(
        to[common..]
            .iter()
            .map(|c| c.as_os_str().to_string_lossy().into_owned()),
    );
    parts.join("/")
}

/// A word as a shell reads it: quoted when it holds anything but plain
/// characters.
pub(super) fn shell_word(word: &str) -> String {
    if !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '/' | ',' | ':' | '='))
    {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_relative_to_the_document_with_slashes() {
        assert_eq!(relative(Path::new(""), Path::new("img/a.svg")), "img/a.svg");
        assert_eq!(
            relative(Path::new("docs/guide"), Path::new("output/a.gif")),
            "../../output/a.gif"
        );
        assert_eq!(
            relative(Path::new("docs"), Path::new("docs/./img/../img/a.svg")),
            "img/a.svg"
        );
    }

    #[test]
    fn words_are_escaped_and_shell_words_quoted() {
        assert_eq!(escape("a [b] \\c"), "a \\[b\\] \\\\c");
        assert_eq!(shell_word("README.md"), "README.md");
        assert_eq!(shell_word("my doc.md"), "'my doc.md'");
    }
}
