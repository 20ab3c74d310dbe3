//! The guide's table of options (docs/guide/options.md), made from the declarations: each key of
//! [`Key`] with its flag, its Python keyword and the build-file tables that
//! take it and its default, and from the build files' JSON Schema (itself derived from the
//! job types' fields and their doc comments) what it takes and what it
//! does. The test fails when the guide's table is not the one these make;
//! `BOARDFIG_UPDATE_README=1 cargo test --release --lib options_table`
//! writes it.

use std::fmt::Write as _;

use serde_json::Value;

use crate::batch::{self, schema};
use crate::job;
use crate::options::{DefaultValue, JobTable, Key, Role};

/// Where the table starts and ends in the guide's options page.
const BEGIN: &str = "<!-- options: made by src/tests/options_table.rs -->\n";
const END: &str = "<!-- options end -->\n";

/// Text on one line, safe in a table cell.
fn cell(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace('|', "\\|")
}

/// A key's default in a table, as the key table declares it: a value in
/// code style, or the phrase of a default the job decides.
fn default(key: Key, table: JobTable) -> String {
    match key.default_in(table) {
        None => "—".to_string(),
        Some(DefaultValue::Decided(phrase)) => cell(phrase),
        Some(value) => format!("`{value}`"),
    }
}

/// The choices of a `oneOf` of constants, or an `enum`, quoted.
fn choices(values: &[Value]) -> Vec<String> {
    values
        .iter()
        .filter_map(|v| v.get("const").unwrap_or(v).as_str())
        .map(|v| format!("`{v}`"))
        .collect()
}

/// What a property of the schema takes, in words.
fn takes(property: &Value, definitions: &Value) -> String {
    if let Some(values) = property.get("enum").and_then(Value::as_array) {
        return choices(values).join(", ");
    }
    if let Some(name) = property.get("$ref").and_then(Value::as_str) {
        let definition = &definitions[name.trim_start_matches("#/definitions/")];
        if let Some(values) = definition.get("oneOf").and_then(Value::as_array) {
            return choices(values).join(", ");
        }
        return definition["description"]
            .as_str()
            .unwrap_or_default()
            .to_string();
    }
    if let Some(alternatives) = property.get("anyOf").and_then(Value::as_array) {
        let taken: Vec<String> = alternatives
            .iter()
            .filter(|a| a["type"] != "null")
            .map(|a| takes(a, definitions))
            .collect();
        return taken.join(" or ");
    }
    let kinds: Vec<&str> = match &property["type"] {
        Value::String(kind) => vec![kind.as_str()],
        Value::Array(kinds) => kinds.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    let kind = kinds.into_iter().find(|k| *k != "null").unwrap_or_default();
    match kind {
        "boolean" => "`true`, `false`".to_string(),
        "integer" => match (property.get("minimum"), property.get("maximum")) {
            (Some(low), Some(high)) => format!("{low} to {high}"),
            (Some(low), None) => format!("a whole number from {low}"),
            _ => "a whole number".to_string(),
        },
        "array" => {
            let items = takes(&property["items"], definitions);
            match property.get("minItems").and_then(Value::as_u64) {
                Some(1..) => format!("a list of {items}, not empty"),
                _ => format!("a list of {items}"),
            }
        }
        "string" => match property.get("maxLength") {
            Some(most) => format!("text, at most {most} characters"),
            None if property.get("pattern").is_some() => "text in the form described".to_string(),
            None => "text".to_string(),
        },
        other => panic!("a property of type {other:?}: {property}"),
    }
}

/// `said` as one cell: the one text when every table says the same, else
/// each text after the tables that say it, one to a line
/// (`**knight**: ...<br>**queens**: ...`).
fn per_table(said: &[(&str, String)]) -> String {
    let mut groups: Vec<(Vec<&str>, &str)> = Vec::new();
    for (table, text) in said {
        match groups.iter_mut().find(|(_, said)| *said == text.as_str()) {
            Some((tables, _)) => tables.push(table),
            None => groups.push((vec![table], text)),
        }
    }
    if let [(_, text)] = groups.as_slice() {
        return cell(text);
    }
    groups
        .iter()
        .map(|(tables, text)| format!("**{}**: {}", tables.join(", "), cell(text)))
        .collect::<Vec<_>>()
        .join("<br>")
}

/// The table: one row per key that a build file takes, in the order
/// [`Key`] declares them. What a key takes and does is read from each job
/// table that has it (`[defaults]` only for a key no job table has).
fn options_table() -> String {
    let schema: Value = serde_json::from_str(&schema()).unwrap();
    let definitions = &schema["definitions"];
    let mut table = String::from(
        "| Key | Flag | Python | Tables | Takes | Default | What it does |\n|---|---|---|---|---|---|---|\n",
    );
    for key in Key::ALL
        .iter()
        .filter(|key| !job::tables_of(**key).is_empty())
    {
        // Each table that takes the key, with its name and its schema's
        // definition, in the order the table lists them.
        let tables: Vec<(JobTable, &str, std::borrow::Cow<'static, str>)> = JobTable::ALL
            .into_iter()
            .filter(|table| job::takes(*table, *key))
            .map(|table| (table, table.name(), batch::definition(table)))
            .collect();
        let jobs = tables
            .iter()
            .filter(|(table, ..)| *table != JobTable::Defaults)
            .count();
        let read = tables.iter().take(jobs.max(1));
        let properties: Vec<(&str, &Value)> = read
            .map(|(_, name, definition)| {
                let property = &definitions[definition.as_ref()]["properties"][key.name()];
                assert!(property.is_object(), "{key} in {definition}");
                (*name, property)
            })
            .collect();
        let takes: Vec<_> = properties
            .iter()
            .map(|(name, property)| (*name, takes(property, definitions)))
            .collect();
        let defaults: Vec<_> = tables
            .iter()
            .take(jobs.max(1))
            .map(|(table, name, _)| (*name, default(*key, *table)))
            .collect();
        let does: Vec<_> = properties
            .iter()
            .map(|(name, property)| {
                let text = property["description"].as_str().unwrap_or_default();
                (*name, text.to_string())
            })
            .collect();
        let (flag, keyword) = if key.role() == Role::File {
            ("build files".to_string(), "—".to_string())
        } else {
            (format!("`{}`", key.flag()), format!("`{}`", key.keyword()))
        };
        let names: Vec<&str> = tables.iter().map(|(_, name, _)| *name).collect();
        writeln!(
            table,
            "| `{key}` | {flag} | {keyword} | {} | {} | {} | {} |",
            names.join(", "),
            per_table(&takes),
            per_table(&defaults),
            per_table(&does),
        )
        .unwrap();
    }
    table
}

#[test]
fn readme_lists_every_option_as_declared() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/guide/options.md");
    let readme = std::fs::read_to_string(&path).unwrap();
    let start = readme.find(BEGIN).expect("the options page has the table") + BEGIN.len();
    let end = start + readme[start..].find(END).expect("the table ends");
    let made = options_table();
    if std::env::var("BOARDFIG_UPDATE_README").as_deref() == Ok("1") {
        let updated = format!("{}{made}{}", &readme[..start], &readme[end..]);
        std::fs::write(&path, updated).unwrap();
        return;
    }
    assert!(
        readme[start..end] == made,
        "docs/guide/options.md's table is not the declared one: run \
         BOARDFIG_UPDATE_README=1 cargo test --release --lib options_table and commit it"
    );
}

#[test]
fn each_kind_of_property_is_put_in_words() {
    let definitions = serde_json::json!({"Pick": {"oneOf": [{"const": "a"}, {"const": "b"}]}});
    let words = |property: Value| takes(&property, &definitions);
    assert_eq!(
        words(serde_json::json!({"$ref": "#/definitions/Pick"})),
        "`a`, `b`"
    );
    assert_eq!(
        words(serde_json::json!({"type": ["integer", "null"], "minimum": 4, "maximum": 256})),
        "4 to 256"
    );
    assert_eq!(
        words(serde_json::json!({"type": ["integer", "null"], "minimum": 0})),
        "a whole number from 0"
    );
    assert_eq!(
        words(serde_json::json!({"type": "array", "items": {"$ref": "#/definitions/Pick"}})),
        "a list of `a`, `b`"
    );
    assert_eq!(
        words(
            serde_json::json!({"type": "array", "minItems": 1, "items": {"$ref": "#/definitions/Pick"}})
        ),
        "a list of `a`, `b`, not empty"
    );
    assert_eq!(
        words(serde_json::json!({"anyOf": [{"$ref": "#/definitions/Pick"}, {"type": "null"}]})),
        "`a`, `b`"
    );
    assert_eq!(cell("one\n  two | three"), "one two \\| three");
    let same = [("knight", "x".to_string()), ("queens", "x".to_string())];
    assert_eq!(per_table(&same), "x");
    let differ = [
        ("knight", "x".to_string()),
        ("queens", "y".to_string()),
        ("explore", "x".to_string()),
    ];
    assert_eq!(
        per_table(&differ),
        "**knight, explore**: x<br>**queens**: y"
    );
}
