//! The figures in Vietnamese: the built-in gallery built with `lang =
//! "vi"` (every job as an SVG, each search as a strip of its steps too,
//! with the pruned search and no-answer figures beside), its drawn words read back
//! from the glyphs placed and its titles and descriptions, holds no English
//! word of the catalogue; and each language builds to the same bytes twice.

use std::collections::BTreeSet;
use std::path::Path;

use crate::batch::{BuildOptions, run};
use crate::figure::font;

/// The gallery's jobs in Vietnamese, without the users' own titles (their
/// words are theirs), as SVG, each search as a strip too; then figures
/// the gallery lacks: the pruned search, no-answer arguments.
fn vietnamese_gallery() -> String {
    let gallery = include_str!("../../templates/gallery.toml");
    let mut toml: String = gallery
        .lines()
        .filter(|line| !line.starts_with("title =") && !line.starts_with("formats ="))
        .fold(String::new(), |text, line| text + line + "\n");
    toml = toml
        .replace(
            "[defaults]\n",
            "[defaults]\nlang = \"vi\"\nformats = [\"svg\"]\n",
        )
        .replace(
            "animate = \"search\"\n",
            "animate = \"search\"\nstrip = true\n",
        );
    toml.push_str(
        r#"
[[knight]]
name = "vi-pruned"
board = "6x6"
animate = "search"
strip = true
prune = true
code = "c"

[[knight]]
name = "vi-pruned-end"
board = "5x6"
end = "e6"
animate = "search"
strip = true
prune = true
code = "pseudocode"

[[queens]]
name = "vi-queens-strip"
n = 5
animate = "search"
strip = true
code = "pseudocode"

[[queens]]
name = "vi-queens-none"
n = 3

[[knight]]
name = "vi-closed-odd"
board = "5x5"
closed = true

[[knight]]
name = "vi-three"
board = "3x3"

[[knight]]
name = "vi-narrow"
board = "2x6"

[[knight]]
name = "vi-exhaustive"
board = "3x5"

[[knight]]
name = "vi-colour"
board = "5x5"
start = "b1"

[[knight]]
name = "vi-ends"
board = "6x6"
end = "c1"

[[knight]]
name = "vi-four-wide"
board = "4x6"
closed = true

[[knight]]
name = "vi-four-wide-end"
board = "4x5"
start = "b2"

[[knight]]
name = "vi-schwenk"
board = "3x6"
closed = true
"#,
    );
    toml
}

/// The words of the catalogue's English that a Vietnamese figure must not
/// show: its ASCII words of two letters or more, less those the
/// Vietnamese catalogue writes too and the programs' identifiers (the
/// listings keep their English names in every language).
fn english_words() -> BTreeSet<String> {
    // Whole words (a Vietnamese word is not cut at its accented letters),
    // those written in ASCII letters alone.
    let words = |text: &str| -> BTreeSet<String> {
        text.split(|c: char| !c.is_alphabetic() && c != '_')
            .filter(|w| w.len() >= 2 && w.chars().all(|c| c.is_ascii_alphabetic() || c == '_'))
            .map(str::to_lowercase)
            .collect()
    };
    let prose = |catalogue: &str| -> String {
        let mut text = String::new();
        for line in catalogue.lines().filter(|l| !l.starts_with('#')) {
            let value = line.split_once(" = ").map_or(line, |(_, value)| value);
            // Variables and the keys of selectors are not words shown.
            let mut rest = value;
            while let Some(open) = rest.find('{') {
                text.push_str(&rest[..open]);
                rest = rest[open..].split_once('}').map_or("", |(_, after)| after);
            }
            text.push_str(rest);
            text.push(' ');
        }
        text.split_whitespace()
            .filter(|w| !(w.starts_with('[') || w.starts_with("*[")))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let listings: String = [
        "knight.py",
        "knight.c",
        "knight.txt",
        "queens.py",
        "queens.c",
    ]
    .iter()
    .chain(&["queens.txt"])
    .map(|name| {
        std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("src/program/listings")
                .join(name),
        )
        .unwrap()
    })
    .collect();
    let vietnamese = words(&prose(crate::words::Lang::Vi.catalogue()));
    let code = words(&listings);
    words(&prose(crate::words::Lang::En.catalogue()))
        .into_iter()
        .filter(|w| !vietnamese.contains(w) && !code.contains(w))
        .collect()
}

/// The glyph of each character the catalogues and the ASCII range hold,
/// read back: glyph id to character.
fn characters() -> Vec<(u16, char)> {
    let mut chars: BTreeSet<char> = (' '..='~').collect();
    for lang in crate::words::Lang::ALL {
        chars.extend(lang.catalogue().chars());
    }
    chars
        .into_iter()
        .filter(|c| !c.is_whitespace())
        .filter_map(|c| {
            let placed = font::layout(&c.to_string(), 10.0, 0.0, 0.0);
            placed.first().map(|g| (g.id, c))
        })
        .collect()
}

/// The words an SVG draws: its glyphs of the embedded font in order, a
/// word ending where the next glyph is on another line or a space away.
fn drawn_words(svg: &str, characters: &[(u16, char)]) -> Vec<String> {
    let document = roxmltree::Document::parse(svg).unwrap();
    let mut words = vec![String::new()];
    let mut pen: Option<(f32, f32, f32)> = None;
    for node in document.descendants().filter(|n| n.has_tag_name("use")) {
        let Some(id) = node
            .attribute("href")
            .and_then(|h| h.strip_prefix("#g"))
            .and_then(|id| id.parse::<u16>().ok())
        else {
            continue;
        };
        let transform = node.attribute("transform").unwrap_or_default();
        let numbers: Vec<f32> = transform
            .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-'))
            .filter_map(|n| n.parse().ok())
            .collect();
        let [x, y, scale, ..] = numbers[..] else {
            continue;
        };
        let size = scale * font::units_per_em();
        let c = characters
            .iter()
            .find(|(g, _)| *g == id)
            .map_or('?', |&(_, c)| c);
        let apart = pen.is_none_or(|(end, line, at)| {
            (line - y).abs() > 0.5 || x - end > 0.15 * at || x < end - at
        });
        if apart {
            words.push(String::new());
        }
        words.last_mut().unwrap().push(c);
        pen = Some((x + font::text_width(&c.to_string(), size), y, size));
    }
    words.retain(|w| !w.is_empty());
    words
}

/// The words of an SVG's `<title>` and `<desc>` elements.
fn described_words(svg: &str) -> Vec<String> {
    let document = roxmltree::Document::parse(svg).unwrap();
    document
        .descendants()
        .filter(|n| n.has_tag_name("title") || n.has_tag_name("desc"))
        .filter_map(|n| n.text())
        .flat_map(str::split_whitespace)
        .map(ToString::to_string)
        .collect()
}

/// The words of `words` that are English, as the catalogue writes them.
fn english_in(words: &[String], english: &BTreeSet<String>) -> Vec<String> {
    words
        .iter()
        .flat_map(|w| w.split(|c: char| !c.is_alphabetic() && c != '_'))
        .filter(|w| w.chars().all(|c| c.is_ascii_alphabetic() || c == '_'))
        .map(str::to_lowercase)
        .filter(|w| english.contains(w))
        .collect()
}

/// Builds `toml` into a new folder, returning the folder.
fn build(toml: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("boardfig.toml");
    std::fs::write(&config, toml).unwrap();
    let report = run(&BuildOptions {
        config: Some(config),
        out: Some(dir.path().join("out")),
        ..BuildOptions::default()
    })
    .unwrap();
    let failed: Vec<_> = report
        .jobs
        .iter()
        .filter_map(|j| j.error.as_ref())
        .collect();
    assert!(failed.is_empty(), "{failed:?}");
    dir
}

#[test]
fn the_gallery_in_vietnamese_draws_and_describes_no_english_word() {
    let english = english_words();
    for word in ["tour", "move", "solution", "stuck", "would", "rejected"] {
        assert!(english.contains(word), "{word}: {english:?}");
    }
    let characters = characters();
    let dir = build(&vietnamese_gallery());
    let (mut svgs, mut words) = (0, 0);
    for entry in std::fs::read_dir(dir.path().join("out")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "svg") {
            continue;
        }
        svgs += 1;
        let svg = std::fs::read_to_string(&path).unwrap();
        let drawn = drawn_words(&svg, &characters);
        words += drawn.len();
        let found = english_in(&drawn, &english);
        assert!(found.is_empty(), "{} draws {found:?}", path.display());
        let found = english_in(&described_words(&svg), &english);
        assert!(found.is_empty(), "{} says {found:?}", path.display());
    }
    assert!(
        svgs >= 25 && words >= 1000,
        "{svgs} SVG files, {words} words"
    );
}

#[test]
fn english_figures_hold_the_english_words_the_check_looks_for() {
    // The check above can fail: the same gallery in English draws them.
    let english = english_words();
    let characters = characters();
    let toml = vietnamese_gallery().replace("lang = \"vi\"", "lang = \"en\"");
    let dir = build(&toml);
    let svg = std::fs::read_to_string(dir.path().join("out/vi-pruned.strip.svg")).unwrap();
    let found = english_in(&drawn_words(&svg, &characters), &english);
    for word in ["move", "cut", "would", "not", "taken"] {
        assert!(
            found.contains(&word.to_string()) || !english.contains(word),
            "{word}: {found:?}"
        );
    }
    assert!(found.len() > 100, "{found:?}");
}

#[test]
fn each_language_builds_to_the_same_bytes_twice() {
    for lang in ["en", "vi"] {
        let toml = format!(
            "[defaults]\nlang = \"{lang}\"\nformats = [\"svg\", \"gif\", \"html\"]\n\n\
             [[knight]]\nname = \"search\"\nboard = \"5x5\"\nanimate = \"search\"\n\n\
             [[queens]]\nname = \"tree\"\nn = 4\ntree = true\nformats = [\"svg\"]\n\n\
             [[knight]]\nname = \"none\"\nboard = \"4x4\"\n"
        );
        let (first, second) = (build(&toml), build(&toml));
        for name in [
            "search.gif",
            "search.html",
            "tree.svg",
            "none.svg",
            "none.html",
        ] {
            let read = |dir: &tempfile::TempDir| std::fs::read(dir.path().join("out").join(name));
            assert_eq!(
                read(&first).unwrap(),
                read(&second).unwrap(),
                "{lang}: {name}"
            );
        }
    }
}
