//! The line of links after a block: one link per file its jobs write, in
//! their order, each relative to the document's folder with `/` between
//! folders (as Markdown and code hosts want, on every system). Pictures
//! (SVG, GIF, PNG) are images, other files (pages, PDF, traces) plain
//! links. Words a person gave an existing link are kept.

use std::path::{Component, Path, PathBuf};

use crate::markdown::fences::Written;
use crate::markdown::job::FenceJob;

/// The link line for `jobs`, whose files are in `out_dir`, seen from the
/// document's folder `doc_dir`; `kept` are the links there now, whose
/// words a person may have written.
pub(super) fn line(jobs: &[FenceJob], out_dir: &Path, doc_dir: &Path, kept: &[Written]) -> String {
    let mut links = Vec::new();
    for job in jobs {
        for name in &job.files {
            let destination = relative(doc_dir, &out_dir.join(name));
            let image = [".svg", ".gif", ".png"].iter().any(|e| name.ends_with(e));
            let words = kept
                .iter()
                .find(|link| link.image == image && link.destination == destination)
                .map_or_else(
                    || escape(if image { &job.alt } else { name }),
                    |link| link.words.clone(),
                );
            links.push(format!(
                "{}[{words}]({})",
                if image { "!" } else { "" },
                written_destination(&destination)
            ));
        }
    }
    links.join(" ")
}

/// A destination as a link writes it: in angle brackets when it holds a
/// space or a bracket, which would end it.
fn written_destination(destination: &str) -> String {
    if destination.contains(|c: char| c.is_whitespace() || matches!(c, '(' | ')' | '<' | '>')) {
        let escaped = destination.replace('<', "\\<").replace('>', "\\>");
        format!("<{escaped}>")
    } else {
        destination.to_string()
    }
}

/// Whether a link's destination, seen from the document's folder
/// `doc_dir`, names a file inside the figure folder `out_dir`.
pub(super) fn points_into(doc_dir: &Path, out_dir: &Path, destination: &str) -> bool {
    if destination.contains(':') || destination.starts_with('/') || destination.contains(['#', '?'])
    {
        return false;
    }
    let file = normal(&doc_dir.join(destination));
    file.parent() == Some(normal(out_dir).as_path())
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
    fn a_figure_link_points_into_the_figure_folder() {
        let (doc, out) = (Path::new("docs"), Path::new("docs/img"));
        assert!(points_into(doc, out, "img/a.svg"));
        assert!(points_into(doc, out, "./img/../img/a.gif"));
        assert!(!points_into(doc, out, "diagram.png"));
        assert!(!points_into(doc, out, "img/sub/a.svg"));
        assert!(!points_into(doc, out, "https://example.org/img/a.svg"));
        assert!(!points_into(doc, out, "/img/a.svg"));
        assert_eq!(written_destination("img/a b.svg"), "<img/a b.svg>");
        assert_eq!(written_destination("img/a.svg"), "img/a.svg");
    }

    #[test]
    fn words_are_escaped_and_shell_words_quoted() {
        assert_eq!(escape("a [b] \\c"), "a \\[b\\] \\\\c");
        assert_eq!(shell_word("README.md"), "README.md");
        assert_eq!(shell_word("my doc.md"), "'my doc.md'");
    }
}
