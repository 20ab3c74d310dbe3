//! `boardfig schema`: a JSON Schema every template validates against, and
//! that refuses unknown keys, bad enum values, jobs without a name and the
//! values out of range that the build refuses.

use std::path::Path;

use serde_json::Value;

use crate::harness::run;

/// The schema the binary prints, compiled.
fn validator() -> jsonschema::Validator {
    let ran = run(["schema"]).succeeds();
    let schema: Value = serde_json::from_str(ran.stdout()).expect("the schema is JSON");
    assert_eq!(schema["$schema"], "http://json-schema.org/draft-07/schema#");
    jsonschema::validator_for(&schema).expect("a valid schema")
}

/// A TOML text as the JSON value editors validate.
fn json_of(toml_text: &str) -> Value {
    let table: toml::Table = toml::from_str(toml_text).expect("TOML");
    serde_json::to_value(table).unwrap()
}

/// Why a build file fails the schema (empty when it passes).
fn errors(validator: &jsonschema::Validator, toml_text: &str) -> Vec<String> {
    let value = json_of(toml_text);
    validator
        .iter_errors(&value)
        .map(|e| format!("{}: {e}", e.instance_path()))
        .collect()
}

#[test]
fn every_template_validates() {
    let validator = validator();
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
    let mut count = 0;
    for entry in std::fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "toml") {
            let text = std::fs::read_to_string(&path).unwrap();
            assert_eq!(
                errors(&validator, &text),
                Vec::<String>::new(),
                "{}",
                path.display()
            );
            count += 1;
        }
    }
    assert!(count >= 3, "templates found: {count}");
}

#[test]
fn every_key_and_value_kind_validates() {
    let validator = validator();
    let every = r#"
[defaults]
theme = "print"
formats = ["svg", "gif", "png", "html", "animated-svg"]
numbers = true
title = "Ünïcode"

[[knight]]
name = "a"
board = "5x6"
start = "b1"
end = "e6"
order = "2,1 1,2 -1,2 -2,1 -2,-1 -1,-2 1,-2 2,-1"
first-step = 0
loop = 3

[[knight]]
name = "b"
coords = "all"
order = "sweep"
animate = "search"
prune = true
max-frames = 100

[[queens]]
name = "q"
n = 10000000
attacks = "aa12"
coords = false
"#;
    assert_eq!(errors(&validator, every), Vec::<String>::new());
}

#[test]
fn unknown_keys_bad_values_and_nameless_jobs_fail() {
    let validator = validator();
    let cases = [
        ("[[knight]]\nname = \"a\"\nboad = \"8x8\"\n", "boad"),
        ("[defaults]\ncolour = \"red\"\n", "colour"),
        ("[[rook]]\nname = \"r\"\n", "rook"),
        ("[[knight]]\nname = \"a\"\ntheme = \"neon\"\n", "theme"),
        ("[[knight]]\nname = \"a\"\nformats = [\"jpg\"]\n", "formats"),
        ("[[knight]]\nname = \"a\"\nmethod = \"guess\"\n", "method"),
        ("[[queens]]\nname = \"q\"\nn = 0\n", "n"),
        ("[[knight]]\nname = \"a\"\nfirst-step = 2\n", "first-step"),
        ("[[knight]]\nname = \"a\"\nboard = \"8 by 8\"\n", "board"),
        ("[[knight]]\nname = \"a\"\nstart = \"A1\"\n", "start"),
        ("[[knight]]\nname = \"a\"\norder = \"clockwise\"\n", "order"),
        ("[[knight]]\nname = \"a\"\ncell = -4\n", "cell"),
        ("[[knight]]\nname = \"a\"\ncoords = \"sides\"\n", "coords"),
        ("[[knight]]\nboard = \"8x8\"\n", "name"),
        ("[[queens]]\nname = \"q\"\nclosed = true\n", "closed"),
    ];
    for (text, key) in cases.into_iter().chain(refused_by_the_reader()) {
        let found = errors(&validator, text);
        assert!(!found.is_empty(), "{text}: passes the schema");
        assert!(
            found.iter().any(|e| e.contains(key)),
            "{text}: errors do not name {key}: {found:?}"
        );
    }
}

/// Values in range for their type that the build reader refuses: the
/// schema refuses each too (and `boardfig build` does, checked below).
fn refused_by_the_reader() -> Vec<(&'static str, &'static str)> {
    vec![
        ("[[knight]]\nname = \"a\"\nboard = \"0x5\"\n", "board"),
        ("[[knight]]\nname = \"a\"\nboard = \"20000x2\"\n", "board"),
        ("[[knight]]\nname = \"a\"\nformats = []\n", "formats"),
        (
            "[[knight]]\nname = \"a\"\nformats = [\"svg\", \"svg\"]\n",
            "formats",
        ),
        ("[[queens]]\nname = \"a\"\nper-page = 0\n", "per-page"),
        ("[[knight]]\nname = \"a\"\ncell = 0\n", "cell"),
        ("[[knight]]\nname = \"a\"\ncell = 1000\n", "cell"),
        ("[[knight]]\nname = \"a\"\ndelay = 5\n", "delay"),
        ("[[knight]]\nname = \"a\"\nhold = 700000\n", "hold"),
        ("[[knight]]\nname = \"a\"\nmax-frames = 0\n", "max-frames"),
        ("[defaults]\ncell = 3\n[[knight]]\nname = \"a\"\n", "cell"),
        (
            "[defaults]\nformats = []\n[[knight]]\nname = \"a\"\n",
            "formats",
        ),
    ]
}

#[test]
fn what_the_schema_refuses_for_its_range_the_build_refuses_too() {
    let title = format!(
        "[[knight]]\nname = \"a\"\ntitle = \"{}\"\n",
        "x".repeat(301)
    );
    let validator = validator();
    assert!(
        !errors(&validator, &title).is_empty(),
        "a 301-character title passes the schema"
    );
    for (text, key) in refused_by_the_reader()
        .into_iter()
        .map(|(t, k)| (t.to_string(), k))
        .chain([(title, "title")])
    {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("boardfig.toml"), &text).unwrap();
        run(["build"]).in_dir(&dir).fails_with(2, key);
        assert!(!dir.path().join("output").join("a.svg").exists(), "{text}");
    }
}

#[test]
fn output_writes_the_same_schema_to_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let printed = run(["schema"]).succeeds().stdout().to_string();
    run(["schema", "--output", "boardfig.schema.json"])
        .in_dir(&dir)
        .succeeds()
        .stdout_is("");
    let written = std::fs::read_to_string(dir.path().join("boardfig.schema.json")).unwrap();
    assert_eq!(written, printed);
    run(["schema", "--output", "missing/boardfig.schema.json"])
        .in_dir(&dir)
        .fails_with(2, "missing/boardfig.schema.json")
        .leaves_no_files();
}

#[test]
fn descriptions_come_from_the_doc_comments() {
    let schema: Value = serde_json::from_str(run(["schema"]).succeeds().stdout()).unwrap();
    let knight = &schema["definitions"]["KnightJob"]["properties"];
    assert!(
        knight["closed"]["description"]
            .as_str()
            .unwrap()
            .contains("knight's move from the first"),
        "{}",
        knight["closed"]
    );
    let themes = &schema["definitions"]["ThemeName"]["oneOf"];
    let names: Vec<&str> = themes
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["const"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["classic", "wiki", "print"]);
}
