//! The stubs' lists of the keywords an answer's figure methods take (the
//! docstrings of `Knight` and `Queens` in python/boardfig.pyi), made from
//! the key table: the table's figure keys as Python keywords, in the order
//! [`Key`] declares them. The test fails when a list is not the one they
//! make; `BOARDFIG_UPDATE_README=1 cargo test --release --lib
//! stub_keywords` writes them.

use crate::bindings;
use crate::options::{JobTable, Key};

/// The job tables whose answers' docstrings list their figure keywords.
const ANSWERS: [JobTable; 2] = [JobTable::Knight, JobTable::Queens];

/// The widest line of a list, in columns, its indent counted.
const WIDTH: usize = 80;

/// The indent of a docstring's lines in the stubs.
const INDENT: &str = "    ";

/// Where a table's list starts in the stubs: its function (`knight()`,
/// `queens()`) in double backticks, and a colon.
fn list_start(table: JobTable) -> String {
    format!("``{}()``: ", table.name())
}

/// `table`'s figure keywords, separated by commas and ended by a full
/// stop, filled into lines of at most [`WIDTH`] columns from `column` on.
fn keyword_list(table: JobTable, column: usize) -> String {
    let taken = bindings::figure_keys(table);
    let keywords: Vec<String> = Key::ALL
        .iter()
        .filter(|key| taken.contains(key))
        .map(|key| key.keyword())
        .collect();
    let mut list = String::new();
    let mut at = column;
    for (k, keyword) in keywords.iter().enumerate() {
        let end = if k + 1 == keywords.len() { '.' } else { ',' };
        let word = format!("{keyword}{end}");
        if k > 0 && at + 1 + word.len() > WIDTH {
            list.push('\n');
            list.push_str(INDENT);
            at = INDENT.len();
        } else if k > 0 {
            list.push(' ');
            at += 1;
        }
        list.push_str(&word);
        at += word.len();
    }
    list
}

/// The stubs with each answer's list, up to its full stop, replaced by
/// the one the key table makes.
fn with_lists_made(stubs: &str) -> String {
    let mut made = stubs.to_string();
    for table in ANSWERS {
        let marker = list_start(table);
        assert_eq!(
            made.matches(&marker).count(),
            1,
            "one {marker} in the stubs"
        );
        let start = made.find(&marker).unwrap() + marker.len();
        let stop = start
            + made[start..]
                .find('.')
                .expect("the list ends with a full stop");
        let column = start - made[..start].rfind('\n').map_or(0, |newline| newline + 1);
        made.replace_range(start..=stop, &keyword_list(table, column));
    }
    made
}

#[test]
fn stubs_list_the_figure_keywords_as_declared() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("python/boardfig.pyi");
    let stubs = std::fs::read_to_string(&path).unwrap();
    let made = with_lists_made(&stubs);
    if std::env::var("BOARDFIG_UPDATE_README").as_deref() == Ok("1") {
        std::fs::write(&path, made).unwrap();
        return;
    }
    assert!(
        stubs == made,
        "python/boardfig.pyi's lists of figure keywords are not the declared ones: run \
         BOARDFIG_UPDATE_README=1 cargo test --release --lib stub_keywords and commit it"
    );
}
