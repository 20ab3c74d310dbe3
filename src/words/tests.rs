//! The catalogues against the code: every message the code asks for is in
//! every catalogue with the variables the code gives it (English all of
//! them), and every message
//! of a catalogue is asked for.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::*;

/// Each message of a catalogue, by id, with the variables it uses, read
/// from the text apart from Fluent: a message begins at column 0 with
/// `id =`, and its indented lines follow.
fn messages(catalogue: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut messages: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in catalogue.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let text = if line.starts_with(' ') {
            line
        } else {
            let (id, text) = line.split_once(" =").expect("a message begins `id =`");
            messages.entry(id.to_string()).or_default();
            current = Some(id.to_string());
            text
        };
        let id = current
            .as_ref()
            .expect("an indented line belongs to a message");
        for piece in text.split('$').skip(1) {
            let name: String = piece
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect();
            messages.get_mut(id).unwrap().insert(name);
        }
    }
    messages
}

/// Each `say!(lang, "id", name = value, ...)` in the crate's sources: the
/// id with the names it passes (by file, for messages).
fn asked_for() -> BTreeMap<String, (BTreeSet<String>, String)> {
    let mut asked = BTreeMap::new();
    let mut files = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        // The module's tests are no callers, nor are examples in comments.
        if path.extension().is_none_or(|e| e != "rs") || path.ends_with("words/tests.rs") {
            continue;
        }
        let source: String = std::fs::read_to_string(&path)
            .unwrap()
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .fold(String::new(), |text, line| text + line + "\n");
        for call in source.split("say!(").skip(1) {
            let args = top_level_arguments(call);
            let Some(id) = args
                .get(1)
                .and_then(|id| id.strip_prefix('"')?.strip_suffix('"'))
            else {
                continue;
            };
            let names: BTreeSet<String> = args[2..]
                .iter()
                .filter_map(|arg| arg.split_once('=').map(|(name, _)| name.trim().to_string()))
                .collect();
            asked.insert(id.to_string(), (names, path.display().to_string()));
        }
    }
    asked
}

/// The arguments of a call whose text begins after its `(`, split at the
/// commas outside brackets and strings, trimmed.
fn top_level_arguments(call: &str) -> Vec<String> {
    let mut args = vec![String::new()];
    let (mut depth, mut in_string) = (0usize, false);
    for c in call.chars() {
        match c {
            '"' => in_string = !in_string,
            '(' | '[' | '{' if !in_string => depth += 1,
            ')' | ']' | '}' if !in_string => {
                if depth == 0 {
                    break;
                }
                depth -= 1;
            }
            ',' if !in_string && depth == 0 => {
                args.push(String::new());
                continue;
            }
            _ => {}
        }
        args.last_mut().unwrap().push(c);
    }
    args.iter()
        .map(|arg| arg.trim().to_string())
        .filter(|arg| !arg.is_empty())
        .collect()
}

#[test]
fn every_message_asked_for_is_in_every_catalogue_with_its_variables() {
    let asked = asked_for();
    assert!(asked.len() >= 5, "{asked:?}");
    for lang in Lang::ALL {
        let catalogue = messages(lang.catalogue());
        for (id, (names, file)) in &asked {
            let held = catalogue
                .get(id)
                .unwrap_or_else(|| panic!("{}.ftl lacks `{id}` ({file})", lang.tag()));
            // English uses every variable; another language may leave
            // out one it has no use for (a count where it has no plural).
            if lang == Lang::En {
                assert_eq!(held, names, "en.ftl `{id}` ({file})");
            } else {
                assert!(held.is_subset(names), "{}.ftl `{id}` ({file})", lang.tag());
            }
        }
        for id in catalogue.keys() {
            assert!(
                asked.contains_key(id),
                "{}.ftl: nothing asks for `{id}`",
                lang.tag()
            );
        }
    }
}

#[test]
fn english_counts_one_and_many_and_vietnamese_has_one_form() {
    let built = |lang, jobs: u32| {
        say!(
            lang,
            "build-built",
            jobs = jobs,
            folder = "out",
            written = 1,
            unchanged = 0,
            failed = 0,
            seconds = "0.50"
        )
    };
    assert_eq!(
        built(Lang::En, 1),
        "built 1 job into out: 1 written, 0 unchanged, 0 failed in 0.50 s"
    );
    assert!(built(Lang::En, 2).starts_with("built 2 jobs into out"));
    assert!(built(Lang::En, 0).starts_with("built 0 jobs into out"));
    assert_eq!(
        built(Lang::Vi, 1),
        "đã dựng 1 việc vào out: 1 đã ghi, 0 không đổi, 0 lỗi trong 0.50 giây"
    );
    for lang in Lang::ALL {
        let text = built(lang, 3);
        assert!(!text.contains(['\u{2068}', '\u{2069}']), "{text:?}");
    }
}

/// A language's catalogue lacking one message: `build.rs`' check names it,
/// and the message is shown in English, never blank.
#[test]
fn a_message_a_catalogue_lacks_is_named_at_build_time_and_shown_in_english() {
    let vietnamese = Lang::Vi.catalogue();
    let english = Lang::En.catalogue();
    assert!(super::coverage::missing(vietnamese, english).is_empty());
    let id = "search-tour-found";
    let lacking: String = vietnamese
        .lines()
        .filter(|line| !line.starts_with(&format!("{id} =")))
        .fold(String::new(), |text, line| text + line + "\n");
    assert_eq!(super::coverage::missing(&lacking, english), [id]);
    let (lacking, english) = (bundle(Lang::Vi, &lacking), bundle(Lang::En, english));
    let shown = first_holding(&[&lacking, &english], id, &[]);
    assert_eq!(shown, "tour found");
    assert_eq!(shown, sentence(Lang::En, id, &[]));
    // The messages it still holds stay Vietnamese.
    let kept = first_holding(&[&lacking, &english], "search-empty-board", &[]);
    assert_eq!(kept, sentence(Lang::Vi, "search-empty-board", &[]));
    assert_ne!(kept, sentence(Lang::En, "search-empty-board", &[]));
}

#[test]
fn numbers_group_their_thousands_as_each_language_writes_them() {
    let count = |lang, count: u64| say!(lang, "search-calls-so-far", count = count);
    assert_eq!(count(Lang::En, 999), "999 calls so far");
    assert_eq!(count(Lang::En, 8840), "8,840 calls so far");
    assert_eq!(count(Lang::En, 1_234_567), "1,234,567 calls so far");
    assert_eq!(count(Lang::Vi, 8840), "đã gọi 8.840 lần");
    assert_eq!(count(Lang::En, 1), "1 call so far");
}
