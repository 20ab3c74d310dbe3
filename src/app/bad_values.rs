//! Every bad value of the fault suites is refused four ways, in the same
//! words modulo the option's name: by the JSON Schema, by the command line
//! (`--cell`), by a build file (`cell`) and by the Python package's
//! interface (`cell`, `first_step`).

use std::collections::BTreeMap;

use crate::bindings::{self, Knight, Queens, Value};
use crate::cli::{Cli, refusal_line};
use crate::error::Naming;
use crate::options::{JobTable, Key};

/// A bad value: the table it is given in, its key, the value as a build
/// file writes it, and which of the four can take it at all.
struct Case {
    /// `knight`, `queens` or `explore`.
    puzzle: &'static str,
    /// The option.
    key: Key,
    /// The value as TOML.
    value: String,
    /// Whether a schema can refuse it: a square off the board is known
    /// only with the board.
    schema: bool,
    /// Whether the command line and the Python package take the key with a
    /// value (`formats` is a build file's alone; `--numbers` takes none).
    elsewhere: bool,
}

fn case(puzzle: &'static str, key: Key, value: &str) -> Case {
    Case {
        puzzle,
        key,
        value: value.to_string(),
        schema: true,
        elsewhere: true,
    }
}

/// The bad values of the fault suites (`tests/cli/faults.rs`,
/// `faults_limits.rs`, `schema.rs`) and the Python tests, with a few of
/// each kind more.
fn cases() -> Vec<Case> {
    let relational = |mut c: Case| {
        c.schema = false;
        c
    };
    let build_only = |mut c: Case| {
        c.elsewhere = false;
        c
    };
    vec![
        case("knight", Key::Board, "\"0x5\""),
        case("knight", Key::Board, "\"20000x2\""),
        case("knight", Key::Board, "\"8 by 8\""),
        case("knight", Key::Start, "\"a0\""),
        case("knight", Key::Start, "\"A1\""),
        relational(case("knight", Key::End, "\"z99\"")),
        case("knight", Key::Order, "\"nonsense\""),
        case("knight", Key::Order, "\"clockwise\""),
        case("knight", Key::Method, "\"fast\""),
        case("knight", Key::Theme, "\"neon\""),
        case("knight", Key::Cell, "0"),
        case("knight", Key::Cell, "1000"),
        case("knight", Key::Cell, "100000"),
        case("knight", Key::Cell, "-4"),
        case("knight", Key::Delay, "5"),
        case("knight", Key::Hold, "-1"),
        case("knight", Key::Hold, "700000"),
        case("knight", Key::Loop, "-1"),
        case("knight", Key::FirstStep, "7"),
        case("knight", Key::FirstStep, "2"),
        case("knight", Key::Budget, "-5"),
        case("knight", Key::Coords, "\"no\""),
        case("knight", Key::Coords, "\"sides\""),
        case("knight", Key::MaxFrames, "0"),
        case("knight", Key::Animate, "\"slow\""),
        build_only(case("knight", Key::Prune, "\"some\"")),
        case("knight", Key::Code, "\"java\""),
        case("knight", Key::Paper, "\"a9\""),
        case("knight", Key::Title, &format!("\"{}\"", "x".repeat(301))),
        relational(case("knight", Key::Title, "\"a\\u0007b\"")),
        build_only(case("knight", Key::Numbers, "\"yes\"")),
        build_only(case("knight", Key::Formats, "[]")),
        build_only(case("knight", Key::Formats, "[\"bmp\"]")),
        case("queens", Key::N, "0"),
        case("queens", Key::N, "-1"),
        case("queens", Key::N, "100000000"),
        case("queens", Key::N, "9223372036854775807"),
        relational(case("queens", Key::Attacks, "\"z9\"")),
        case("queens", Key::Attacks, "\"9z\""),
        case("queens", Key::Method, "\"fast\""),
        case("queens", Key::Budget, "-1"),
        case("queens", Key::Theme, "\"neon\""),
        case("queens", Key::Animate, "\"tour\""),
        case("explore", Key::Sizes, "\"0\""),
        case("explore", Key::Sizes, "\"5..13\""),
        case("explore", Key::Sizes, "\"big\""),
        case("explore", Key::Queens, "\"3..8\""),
        case("explore", Key::Queens, "\"4..13\""),
        case("explore", Key::Queens, "\"big\""),
        case("explore", Key::Theme, "\"neon\""),
        case("explore", Key::Title, &format!("\"{}\"", "x".repeat(301))),
    ]
}

/// The value as the command line gives it: a string without its quotes.
fn as_argument(value: &toml::Value) -> String {
    match value {
        toml::Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

/// The value as the Python package passes it.
fn as_python(value: &toml::Value) -> Value {
    match value {
        toml::Value::String(text) => Value::Text(text.clone()),
        toml::Value::Integer(number) => Value::Int(*number),
        toml::Value::Boolean(flag) => Value::Bool(*flag),
        toml::Value::Float(number) => Value::Float(*number),
        toml::Value::Array(items) => Value::List(items.iter().map(as_python).collect()),
        other => Value::Text(other.to_string()),
    }
}

/// The case's value, parsed.
fn value_of(case: &Case) -> toml::Value {
    let table: toml::Table = toml::from_str(&format!("v = {}", case.value)).expect("TOML");
    table["v"].clone()
}

/// The job table of the case in a build file.
fn build_file(case: &Case) -> String {
    format!(
        "[[{}]]\nname = \"a\"\n{} = {}\n",
        case.puzzle,
        case.key.name(),
        case.value
    )
}

/// Whether the JSON Schema refuses the case's table.
fn schema_refuses(validator: &jsonschema::Validator, case: &Case) -> bool {
    let table: toml::Table = toml::from_str(&build_file(case)).expect("TOML");
    let json = serde_json::to_value(table).expect("JSON");
    !validator.is_valid(&json)
}

/// What the command line says, as main words it; `None` if it takes the value.
fn cli_says(case: &Case, dir: &std::path::Path) -> Option<String> {
    let mut args: Vec<std::ffi::OsString> = vec![
        "boardfig".into(),
        case.puzzle.into(),
        case.key.flag().into(),
        as_argument(&value_of(case)).into(),
    ];
    match case.puzzle {
        "explore" => args.extend(["--html".into(), dir.join("page.html").into_os_string()]),
        "worksheet" => args.extend(["--pdf".into(), dir.join("sheet.pdf").into_os_string()]),
        _ => {}
    }
    let cli = match Cli::parse_from_args(args.clone()) {
        Ok(cli) => cli,
        Err(error) => {
            return Some(refusal_line(&error));
        }
    };
    let (mut out, mut err) = (Vec::new(), Vec::new());
    super::run(cli, &mut out, &mut err)
        .err()
        .map(|error| error.message(Naming::Flag))
}

/// What `boardfig build` says of the job, without `boardfig: job `a`: `.
fn build_says(case: &Case, dir: &std::path::Path) -> Option<String> {
    let file = dir.join("boardfig.toml");
    std::fs::write(&file, build_file(case)).unwrap();
    let args = vec![
        "boardfig".into(),
        "build".into(),
        file.into_os_string(),
        "--out".into(),
        dir.join("out").into_os_string(),
        "--quiet".into(),
    ];
    let cli = Cli::parse_from_args(args).expect("a build command line");
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let _ = super::run(cli, &mut out, &mut err);
    let err = String::from_utf8(err).unwrap();
    err.lines()
        .find_map(|line| line.strip_prefix("boardfig: job `a`: "))
        .map(str::to_string)
}

/// What the Python package's interface says; `None` if it takes the value.
fn python_says(case: &Case) -> Option<String> {
    let options = vec![(case.key.keyword(), as_python(&value_of(case)))];
    let error = match case.puzzle {
        "knight" => Knight::solve(&options).err(),
        "queens" => Queens::solve(&options).err(),
        "worksheet" => bindings::Worksheet::make(&options).err(),
        _ => bindings::explore(&options).err(),
    };
    error.map(|e| e.message)
}

/// The message with the option's name in `naming` made `<key>`, the same
/// in every naming: `--cell`, `cell` and `` `cell` `` alike.
fn canonical(message: &str, naming: Naming) -> String {
    let mut keys: Vec<Key> = Key::ALL.to_vec();
    keys.sort_by_key(|key| std::cmp::Reverse(naming.option(*key).len()));
    let mut out = message.to_string();
    for key in keys {
        let named = naming.option(key);
        let token = format!("<{}>", key.name());
        out = replace_word(&out, &named, &token);
        // The head names the option without quotes: `cell `0`: ...`.
        let bare = named.trim_matches('`');
        if let Some(rest) = out.strip_prefix(&format!("{bare} `")) {
            out = format!("{token} `{rest}");
        }
    }
    out
}

/// `text` with each `word` that does not run on into a longer name made
/// `token`.
fn replace_word(text: &str, word: &str, token: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        let after = &rest[at + word.len()..];
        let runs_on = after
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        out.push_str(&rest[..at]);
        out.push_str(if runs_on { word } else { token });
        rest = after;
    }
    out.push_str(rest);
    out
}

#[test]
fn every_bad_value_is_refused_four_ways_in_the_same_words() {
    let schema: serde_json::Value =
        serde_json::from_str(&crate::batch::schema()).expect("the schema is JSON");
    let validator = jsonschema::validator_for(&schema).expect("a valid schema");
    let mut failures = Vec::new();
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    let cases = cases();
    for case in &cases {
        let label = format!("{} {} = {}", case.puzzle, case.key, case.value);
        let label: String = label.chars().take(60).collect();
        let dir = tempfile::tempdir().unwrap();
        if case.schema {
            if schema_refuses(&validator, case) {
                *counts.entry("schema").or_default() += 1;
            } else {
                failures.push(format!("{label}: the schema takes it"));
            }
        }
        let Some(build) = build_says(case, dir.path()) else {
            failures.push(format!("{label}: a build file takes it"));
            continue;
        };
        *counts.entry("build").or_default() += 1;
        let words = canonical(&build, Naming::Key);
        if !words.starts_with(&format!("<{}> `", case.key.name())) {
            failures.push(format!("{label}: the build names another option: {build}"));
        }
        if !case.elsewhere {
            continue;
        }
        match cli_says(case, dir.path()) {
            None => failures.push(format!("{label}: the command line takes it")),
            Some(cli) => {
                *counts.entry("cli").or_default() += 1;
                if canonical(&cli, Naming::Flag) != words {
                    failures.push(format!("{label}:\n  build: {build}\n  cli:   {cli}"));
                }
            }
        }
        match python_says(case) {
            None => failures.push(format!("{label}: Python takes it")),
            Some(python) => {
                *counts.entry("python").or_default() += 1;
                if canonical(&python, Naming::Keyword) != words {
                    failures.push(format!("{label}:\n  build:  {build}\n  python: {python}"));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} bad values are not refused alike ({counts:?}):\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
    eprintln!("{} bad values refused: {counts:?}", cases.len());
    assert!(counts["cli"] >= 40 && counts["schema"] >= 40, "{counts:?}");
}

#[test]
fn the_schema_takes_what_the_four_take() {
    let schema: serde_json::Value =
        serde_json::from_str(&crate::batch::schema()).expect("the schema is JSON");
    let validator = jsonschema::validator_for(&schema).expect("a valid schema");
    let most = crate::plan::explore::MAX_EXPLORE_SIDE;
    let good = [
        case("explore", Key::Sizes, "\"5..8\""),
        case("explore", Key::Sizes, "\"6\""),
        case("explore", Key::Sizes, "\"3x4..8x8\""),
        case("explore", Key::Sizes, "\" 5 .. 6 \""),
        case("explore", Key::Sizes, &format!("\"1..{most}\"")),
        case("queens", Key::Animate, "\"search\""),
        case("knight", Key::Animate, "\"tour\""),
    ];
    for case in &good {
        assert!(!schema_refuses(&validator, case), "{}", build_file(case));
    }
    // An explorer page solves every board it offers: one board is enough
    // to show the reader takes what the schema takes.
    for case in [&good[1], &good[5], &good[6]] {
        assert_eq!(python_says(case), None, "{}", build_file(case));
    }
    let past = case("explore", Key::Sizes, &format!("\"{}\"", most + 1));
    assert!(
        schema_refuses(&validator, &past),
        "the schema's sides end at {most}"
    );
}

/// Words that belong to Rust or its parsers, not to a user: a message
/// holding one shows an implementation's words instead of the option's.
const IMPLEMENTATION_WORDS: [&str; 24] = [
    "u8",
    "u16",
    "u32",
    "u64",
    "usize",
    "i8",
    "i16",
    "i32",
    "i64",
    "isize",
    "f32",
    "f64",
    "String",
    "Option",
    "Vec",
    "struct",
    "enum",
    "variant",
    "sequence",
    "invalid digit",
    "found in string",
    "too large to fit",
    "..=",
    "serde",
];

/// What is wrong with a refusal's words, if anything: more than one line,
/// an implementation's word, a word said twice in a row, or no mention of
/// any of `named` (the option as the user wrote it).
fn badly_worded(message: &str, named: &[String]) -> Option<String> {
    if message.trim().is_empty() || message.trim_end().contains('\n') {
        return Some("not one line".into());
    }
    // The user's own value, quoted in backticks, is theirs to repeat.
    let own_words: String = message
        .split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 0)
        .map(|(_, part)| part)
        .collect::<Vec<_>>()
        .join(" ");
    let words: Vec<&str> = own_words
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.' || c == '='))
        .filter(|w| !w.is_empty())
        .collect();
    if let Some(word) = IMPLEMENTATION_WORDS.iter().find(|bad| {
        words.contains(bad) || (bad.contains(' ') || bad.contains('.')) && own_words.contains(**bad)
    }) {
        return Some(format!("says `{word}`"));
    }
    if let Some([word, _]) = words
        .windows(2)
        .find(|pair| pair[0].eq_ignore_ascii_case(pair[1]) && pair[0].parse::<f64>().is_err())
    {
        return Some(format!("says `{word}` twice"));
    }
    (!named.iter().any(|name| message.contains(name.as_str())))
        .then(|| format!("does not name {}", named[0]))
}

/// Values of every kind a user may give where they do not belong: the
/// wrong type, out of every range, empty, and text that is no choice.
const HOSTILE_VALUES: [&str; 14] = [
    "\"x\"",
    "\"\"",
    "\"∞\"",
    "-1",
    "0",
    "1",
    "99999",
    "1000000000000",
    "1.5",
    "true",
    "[]",
    "[\"svg\", \"svg\"]",
    "{ a = 1 }",
    "\"a1 a1\"",
];

/// Whether the argument's value is a file to write (`--strip FILE`): any
/// text is a file name, and the sweep writes no files where it runs.
fn names_a_file(arg: &clap::Arg) -> bool {
    arg.get_value_names()
        .is_some_and(|names| names.iter().any(|name| name.as_str().starts_with("FILE")))
}

/// Whether the command line's `puzzle` takes a value after `key`'s flag
/// that is not a file's name.
fn takes_a_value(puzzle: &str, key: Key) -> bool {
    let command = <Cli as clap::CommandFactory>::command();
    command
        .find_subcommand(puzzle)
        .and_then(|sub| {
            sub.get_arguments()
                .find(|arg| arg.get_long() == key.flag().strip_prefix("--"))
        })
        .is_some_and(|arg| {
            arg.get_action().takes_values()
                && arg
                    .get_num_args()
                    .is_none_or(|count| count.max_values() > 0)
                && !names_a_file(arg)
        })
}

#[test]
fn every_refusal_names_its_option_in_the_users_words_alone() {
    let mut failures = Vec::new();
    let mut tried = BTreeMap::<&str, usize>::new();
    let dir = tempfile::tempdir().unwrap();
    for &key in Key::ALL {
        for table in crate::job::tables_of(key) {
            if table == JobTable::Defaults {
                continue;
            }
            let puzzle = table.name();
            for value in HOSTILE_VALUES {
                let case = case(puzzle, key, value);
                if let Some(said) = build_says(&case, dir.path()) {
                    *tried.entry("build").or_default() += 1;
                    let named = [format!("{} `", key.name()), format!("`{}`", key.name())];
                    if let Some(wrong) = badly_worded(&said, &named) {
                        failures.push(format!("build {puzzle} {key} = {value}: {wrong}: {said}"));
                    }
                }
                // A command line's value is text (an array or a table is no
                // command line's), and a switch takes none.
                if value.starts_with(['[', '{']) || !takes_a_value(puzzle, key) {
                    continue;
                }
                if let Some(said) = cli_says(&case, dir.path()) {
                    *tried.entry("cli").or_default() += 1;
                    if let Some(wrong) = badly_worded(&said, &[key.flag()]) {
                        failures.push(format!("cli {puzzle} {key} {value}: {wrong}: {said}"));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} refusals badly worded ({tried:?}):\n{}",
        failures.len(),
        failures.join("\n")
    );
    eprintln!("refusals checked: {tried:?}");
}
