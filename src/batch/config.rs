//! The build file: `[defaults]`, then the tables of its jobs (`[[knight]]`,
//! `[[queens]]`, ...), one kind each, listed by `job::with_job_kinds!`.
//! A malformed file (bad syntax, an unknown key, a bad or duplicate name)
//! stops the build with the offending text underlined; a bad value fails
//! its job alone.

use std::collections::HashMap;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use miette::{Diagnostic, NamedSource, SourceSpan};
use schemars::JsonSchema;
use serde::Deserialize;
use serde::de::DeserializeOwned;
use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::error::Error;

use crate::job::Format;
use crate::job::{
    ExploreJob, FigureOptions, JobType, KnightJob, QueensJob, WithJobType, WorksheetJob,
    with_job_kinds, with_job_type,
};
use crate::options::{Bounded, DefaultValue, JobTable, Key};

/// A configuration error, shown with the file and the offending text.
#[derive(Debug, thiserror::Error, Diagnostic)]
#[error("{message}")]
pub(super) struct ConfigError {
    /// What is wrong.
    pub message: String,
    /// The file.
    #[source_code]
    pub src: NamedSource<String>,
    /// Where.
    #[label("{label}")]
    pub span: Option<SourceSpan>,
    /// The label under the span.
    pub label: String,
    /// A hint.
    #[help]
    pub help: Option<String>,
}

impl ConfigError {
    /// An error at `span` of the file.
    fn new(
        file: &str,
        text: &str,
        message: String,
        span: Option<Range<usize>>,
        label: &str,
    ) -> ConfigError {
        ConfigError {
            message,
            src: NamedSource::new(file, text.to_string()),
            span: span.map(SourceSpan::from),
            label: label.to_string(),
            help: None,
        }
    }
}

/// Makes the build file's types from the job kinds of
/// [`with_job_kinds`]: `File`, the build file's shape, with a type
/// parameter for each kind's tables, raw by default, as the reader first
/// takes them (to be read key by key later, so that a bad value fails its
/// job alone); `TypedFile`, each table read into its job type, from which
/// the JSON Schema is derived, so that the two share their keys;
/// [`AnyJob`], one job of any kind, with its table and its options as
/// JSON; and `File::into_parts`, each job table
/// with the reader of its kind.
macro_rules! build_file {
    ($($(#[$doc:meta])* $field:ident: $table:ident => $job:ty,)*) => {
        /// A boardfig build file: figure options shared by every job, then one
        /// table per figure job, named by its `name`.
        #[derive(Debug, Deserialize, JsonSchema)]
        #[serde(deny_unknown_fields, bound(deserialize = ""))]
        #[schemars(title = "boardfig build file")]
        struct File<$($table: DeserializeOwned = Table),*> {
            /// Figure options for every job below; a job's own keys win.
            #[serde(default)]
            #[schemars(extend("default" = {}))]
            defaults: FigureOptions,
            $(
                $(#[$doc])*
                #[serde(default)]
                $field: Vec<$table>,
            )*
        }

        /// The build file with each job table read into its job type.
        type TypedFile = File<$($job),*>;

        impl File {
            /// `[defaults]`, and the job tables, each with where it is
            /// written and the reader of its kind, kind by kind.
            fn into_parts(self) -> (FigureOptions, Vec<(Range<usize>, ReadJob, toml::Table)>) {
                let mut tables: Vec<(Range<usize>, ReadJob, toml::Table)> = Vec::new();
                $(
                    tables.extend(self.$field.into_iter().map(|table| {
                        (table.span(), read_job::<$job> as ReadJob, table.into_inner())
                    }));
                )*
                (self.defaults, tables)
            }
        }

        /// One job of a build, defaults applied.
        #[derive(Clone, Debug, PartialEq)]
        pub(crate) enum AnyJob {
            $(
                #[doc = concat!("A job of a `[[", stringify!($field), "]]` table.")]
                $table($job),
            )*
        }

        impl AnyJob {
            /// The table the job is read from.
            pub(crate) fn table(&self) -> JobTable {
                match self {
                    $(AnyJob::$table(_) => JobTable::$table,)*
                }
            }

            /// The job's options as JSON.
            pub(crate) fn to_json(&self) -> String {
                match self {
                    $(AnyJob::$table(job) => serde_json::to_string(job),)*
                }
                .expect("plain data")
            }
        }

        $(
            impl From<$job> for AnyJob {
                fn from(job: $job) -> AnyJob {
                    AnyJob::$table(job)
                }
            }
        )*
    };
}

with_job_kinds!(build_file);

/// A job table as the reader first takes it.
type Table = Spanned<toml::Table>;

/// The reader of a job table of one kind: [`read_job`] of its job type.
type ReadJob =
    fn(&str, &str, usize, &toml::Table) -> Result<Result<AnyJob, Error>, Box<ConfigError>>;

/// The JSON Schema of build files, from the same types the reader uses,
/// each key's default from the key table; draft 7, which editors' TOML
/// tools (Taplo) read.
pub(super) fn schema() -> schemars::Schema {
    let mut schema = schemars::generate::SchemaSettings::draft07()
        .into_generator()
        .into_root_schema_for::<TypedFile>();
    for table in JobTable::ALL {
        let properties = schema
            .get_mut("definitions")
            .and_then(|definitions| definitions.get_mut(definition(table).as_ref()))
            .and_then(|definition| definition.get_mut("properties"))
            .and_then(serde_json::Value::as_object_mut);
        for (name, property) in properties.into_iter().flatten() {
            let default = Key::named(name)
                .and_then(|key| key.default_in(table))
                .and_then(DefaultValue::toml)
                .and_then(|value| serde_json::to_value(value).ok());
            if let (Some(default), Some(property)) = (default, property.as_object_mut()) {
                property.insert("default".to_string(), default);
            }
        }
    }
    schema
}

impl AnyJob {
    /// The job's caption and its font file, to check or resolve.
    fn caption(&mut self) -> (&mut Option<String>, Option<&mut PathBuf>) {
        match self {
            AnyJob::Knight(job) => (&mut job.title, job.font.as_mut()),
            AnyJob::Queens(job) => (&mut job.title, job.font.as_mut()),
            AnyJob::Explore(job) => (&mut job.title, None),
            AnyJob::Worksheet(job) => (&mut job.title, None),
        }
    }

    /// The font file of the job's caption, if it names one.
    pub(crate) fn font(&self) -> Option<&Path> {
        match self {
            AnyJob::Knight(job) => job.font.as_deref(),
            AnyJob::Queens(job) => job.font.as_deref(),
            AnyJob::Explore(_) | AnyJob::Worksheet(_) => None,
        }
    }

    /// The job's caption, if it gives one.
    #[must_use]
    pub(crate) fn title(&self) -> Option<&str> {
        match self {
            AnyJob::Knight(job) => job.title.as_deref(),
            AnyJob::Queens(job) => job.title.as_deref(),
            AnyJob::Explore(job) => job.title.as_deref(),
            AnyJob::Worksheet(job) => job.title.as_deref(),
        }
    }

    /// The job as its own table gives it with the build file's `defaults`
    /// applied, and the formats it writes if it names them.
    fn with_defaults(&self, defaults: &FigureOptions) -> (Option<Vec<Format>>, AnyJob) {
        match self {
            AnyJob::Knight(own) => {
                let mut job = own.with_defaults(defaults);
                job.numbers = job.numbers.or(defaults.numbers);
                (job.formats.clone(), AnyJob::Knight(job))
            }
            AnyJob::Queens(own) => {
                let job = own.with_defaults(defaults);
                (job.formats.clone(), AnyJob::Queens(job))
            }
            // An explorer writes its page alone; of the defaults it takes
            // the theme and the language.
            AnyJob::Explore(own) => (
                Some(vec![Format::Html]),
                AnyJob::Explore(ExploreJob {
                    theme: own.theme.or(defaults.theme),
                    lang: own.lang.or(defaults.lang),
                    ..own.clone()
                }),
            ),
            // A worksheet writes its sheet and key as PDF; of the defaults
            // it takes the language.
            AnyJob::Worksheet(own) => (
                Some(vec![Format::Pdf]),
                AnyJob::Worksheet(WorksheetJob {
                    lang: own.lang.or(defaults.lang),
                    ..own.clone()
                }),
            ),
        }
    }
}

/// A job's puzzle and the formats it writes.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct JobSpec {
    /// The formats to write, sorted, at least one.
    pub formats: Vec<Format>,
    /// The puzzle and its options.
    pub job: AnyJob,
    /// The puzzle as its own table gives it, before `[defaults]`: the
    /// options a warning about options with no effect names.
    pub own: AnyJob,
}

impl JobSpec {
    /// Whether the job also writes a strip of search steps (`strip = true`).
    pub(super) fn wants_strip(&self) -> bool {
        match &self.job {
            AnyJob::Knight(knight) => knight.strip,
            AnyJob::Queens(queens) => queens.strip,
            AnyJob::Explore(_) | AnyJob::Worksheet(_) => false,
        }
    }

    /// The formats of the job's strip of search steps: SVG, and PDF pages
    /// when the job writes PDF; none without a strip.
    pub(super) fn strip_formats(&self) -> Vec<Format> {
        if !self.wants_strip() {
            return Vec::new();
        }
        let mut formats = vec![Format::Svg];
        if self.formats.contains(&Format::Pdf) {
            formats.push(Format::Pdf);
        }
        formats
    }

    /// The files the job named `name` writes: one per format, then its
    /// strips or a worksheet's answer key.
    pub(super) fn file_names(&self, name: &str) -> Vec<String> {
        let mut names: Vec<String> = self
            .formats
            .iter()
            .map(|f| format!("{name}.{}", f.extension()))
            .collect();
        if let AnyJob::Worksheet(_) = self.job {
            names.push(answers_name(name));
        }
        names.extend(
            self.strip_formats()
                .into_iter()
                .map(|format| strip_name(name, format)),
        );
        names
    }
}

/// The file of a worksheet's answer key.
pub(super) fn answers_name(name: &str) -> String {
    format!("{name}.answers.pdf")
}

/// The file of a job's strip of search steps in `format`.
pub(super) fn strip_name(name: &str, format: Format) -> String {
    format!("{name}.strip.{}", format.extension())
}

/// A job to build.
#[derive(Debug)]
pub(crate) struct BuildJob {
    /// The output file stem.
    pub name: String,
    /// The job, or why its table has a bad value.
    pub spec: Result<JobSpec, Error>,
}

/// A parsed build file.
#[derive(Debug)]
pub(super) struct Config {
    /// The jobs in file order.
    pub jobs: Vec<BuildJob>,
    /// The language of `[defaults]`: the contact sheet's.
    pub lang: crate::words::Lang,
}

impl Config {
    /// Font files named relative to the build file read from its folder
    /// `dir` (empty: the current folder).
    pub(super) fn files_from(&mut self, dir: &Path) {
        if dir.as_os_str().is_empty() {
            return;
        }
        for job in &mut self.jobs {
            if let Ok(spec) = &mut job.spec
                && let (_, Some(font)) = spec.job.caption()
                && font.is_relative()
            {
                *font = dir.join(&*font);
            }
        }
    }
}

/// The name of a table's job type in the schema's definitions.
struct Definition;

impl WithJobType for Definition {
    type Out = std::borrow::Cow<'static, str>;

    fn with<T: JobType>(self) -> Self::Out {
        T::schema_name()
    }
}

/// The schema's definition of a table's type.
pub(crate) fn definition(table: JobTable) -> std::borrow::Cow<'static, str> {
    with_job_type(table, Definition)
}

/// The schema as JSON, made once.
fn schema_value() -> &'static serde_json::Value {
    static SCHEMA: OnceLock<serde_json::Value> = OnceLock::new();
    SCHEMA.get_or_init(|| schema().to_value())
}

/// The keys `table` takes, by name, in the order declared.
pub(crate) fn table_keys(table: JobTable) -> Vec<String> {
    crate::job::keys_in(table)
        .iter()
        .map(|key| key.name().to_string())
        .collect()
}

/// The keys of the build file's top level (`defaults`, `knight`, ...), from
/// its schema.
fn file_keys() -> Vec<String> {
    schema()
        .to_value()
        .get("properties")
        .and_then(|p| p.as_object())
        .map(|p| p.keys().cloned().collect())
        .unwrap_or_default()
}

/// The key of `keys` nearest to `unknown`, if one is near enough.
pub(crate) fn nearest(unknown: &str, keys: &[String]) -> Option<String> {
    keys.iter()
        .map(|k| (strsim::damerau_levenshtein(unknown, k), k))
        .filter(|(d, k)| *d <= 2.max(k.len() / 3))
        .min()
        .map(|(_, k)| k.clone())
}

/// Names reserved for devices on Windows, refused as file stems.
const RESERVED_NAMES: &[&str] = &[
    "con", "prn", "aux", "nul", "com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8",
    "com9", "lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9",
];

/// Where `key` is written in the table whose header starts at `from`.
fn key_span(text: &str, from: usize, key: &str) -> Option<Range<usize>> {
    let mut offset = from;
    for (k, line) in text[from..].split_inclusive('\n').enumerate() {
        let trimmed = line.trim_start();
        if k > 0 && trimmed.starts_with('[') {
            break;
        }
        let start = offset + (line.len() - trimmed.len());
        let quoted = trimmed
            .strip_prefix('"')
            .and_then(|t| t.strip_prefix(key))
            .and_then(|t| t.strip_prefix('"'));
        let rest = quoted.or_else(|| trimmed.strip_prefix(key));
        if k > 0 && rest.is_some_and(|r| r.trim_start().starts_with('=')) {
            return Some(start..start + key.len() + if quoted.is_some() { 2 } else { 0 });
        }
        offset += line.len();
    }
    None
}

/// The first line of a serde message, without the line naming the key.
fn first_line(message: &str) -> &str {
    message.lines().next().unwrap_or(message).trim()
}

/// A value as shown in a message: strings without their quotes.
fn shown(value: &toml::Value) -> String {
    match value {
        toml::Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

/// What is wrong with a table of one puzzle.
#[derive(Debug)]
pub(crate) enum TableError {
    /// A key the job does not have, and the keys it has.
    Unknown {
        /// The key as written.
        key: String,
        /// The keys the job accepts.
        expected: Vec<String>,
    },
    /// A bad value, naming its key.
    Value(Error),
    /// A value of the wrong type (a number where a square is expected),
    /// naming its key.
    Type(Error),
}

/// Whether serde's message speaks of Rust's types rather than the file's.
fn in_rusts_words(why: &str) -> bool {
    why.contains("invalid type")
        || why.contains("invalid value: integer")
        || why.contains("unit variant")
        || why.contains("unknown variant")
        || why.contains("expected expected")
        || [
            "u8", "u16", "u32", "u64", "usize", "i32", "i64", "f32", "f64",
        ]
        .iter()
        .any(|t| why.ends_with(&format!("expected {t}")))
}

/// What a schema node accepts, in the words of a build file: "a whole
/// number from 4 to 256", "one of \"auto\", \"backtrack\"", "true or
/// false", or the description of a named value (`WxH, ...`).
fn allowed_words(node: &serde_json::Value) -> Option<String> {
    use serde_json::Value as Json;
    if let Some(name) = node.get("$ref").and_then(Json::as_str) {
        let name = name.trim_start_matches("#/definitions/");
        return allowed_words(&schema_value()["definitions"][name]);
    }
    if let Some(list) = node
        .get("anyOf")
        .or_else(|| node.get("oneOf"))
        .and_then(Json::as_array)
    {
        let words: Vec<String> = list.iter().filter_map(allowed_words).collect();
        if words.len() > 1 && words.iter().all(|w| w.starts_with('"') && !w.contains(' ')) {
            return Some(format!("one of {}", words.join(", ")));
        }
        return (!words.is_empty()).then(|| words.join(" or "));
    }
    if let Some(values) = node.get("enum").and_then(Json::as_array) {
        let names: Vec<String> = values.iter().map(ToString::to_string).collect();
        return Some(match names.len() {
            1 => names[0].clone(),
            _ => format!("one of {}", names.join(", ")),
        });
    }
    if let Some(value) = node.get("const") {
        return Some(value.to_string());
    }
    let types: Vec<&str> = match node.get("type") {
        Some(Json::String(t)) => vec![t.as_str()],
        Some(Json::Array(ts)) => ts.iter().filter_map(Json::as_str).collect(),
        _ => Vec::new(),
    };
    let kind = types.into_iter().find(|t| *t != "null")?;
    let number = |key: &str| node.get(key).and_then(Json::as_u64);
    Some(match kind {
        "integer" => match (number("minimum"), number("maximum")) {
            (Some(low), Some(high)) => format!("a whole number from {low} to {high}"),
            (Some(low), None) => format!("a whole number, {low} or more"),
            _ => "a whole number".to_string(),
        },
        "boolean" => "true or false".to_string(),
        "array" => match node.get("items").and_then(allowed_words) {
            Some(item) => format!("a list, each {item}"),
            None => "a list".to_string(),
        },
        _ => match node.get("description").and_then(Json::as_str) {
            Some(text) => format!("text: {text}"),
            None => "text".to_string(),
        },
    })
}

/// A table of one puzzle read into its job key by key, so that a bad value
/// names its key; build files and the Python binding read jobs this way.
/// A key is known when [`Key`] puts it in the job's table.
pub(crate) fn read_table<T: JobType>(table: &toml::Table) -> Result<T, TableError> {
    for (name, value) in table {
        let Some(key) = Key::named(name).filter(|key| crate::job::takes(T::TABLE, *key)) else {
            return Err(TableError::Unknown {
                key: name.clone(),
                expected: table_keys(T::TABLE),
            });
        };
        let mut one = toml::Table::new();
        one.insert(name.clone(), value.clone());
        let Err(e) = one.try_into::<T>() else {
            continue;
        };
        let message = e.to_string();
        let mut why = first_line(&message).to_string();
        let property =
            &schema_value()["definitions"][definition(T::TABLE).as_ref()]["properties"][name];
        // serde says a value of a type the field cannot take is of an
        // "invalid type" (a number for a square, text for a number).
        let wrong_type = why.contains("invalid type");
        // serde's words name Rust's types ("expected u16", "unit
        // variant"); the schema says what the key takes in the file's.
        if let Some(bounded) = Bounded::of(T::TABLE, key) {
            why = match value {
                toml::Value::Integer(_) => bounded.allowed(),
                _ => bounded.whole_number(),
            };
        } else if (wrong_type || in_rusts_words(&why))
            && let Some(words) = allowed_words(property)
        {
            why = format!("expected {words}");
        }
        let error = Error::value(key, shown(value), why);
        return Err(if wrong_type {
            TableError::Type(error)
        } else {
            TableError::Value(error)
        });
    }
    table
        .clone()
        .try_into::<T>()
        .map_err(|e| TableError::Value(Error::usage(first_line(&e.to_string()).to_string())))
}

/// A table of one puzzle read into its job: an unknown key is an error of
/// the file; a bad value is an error of the job, naming the key.
fn read_job<T: JobType + Into<AnyJob>>(
    file: &str,
    text: &str,
    header: usize,
    table: &toml::Table,
) -> Result<Result<AnyJob, Error>, Box<ConfigError>> {
    match read_table::<T>(table) {
        Ok(job) => Ok(Ok(job.into())),
        Err(TableError::Value(error) | TableError::Type(error)) => Ok(Err(error)),
        Err(TableError::Unknown { key, expected }) => {
            let mut error = ConfigError::new(
                file,
                text,
                format!("{file}: unknown key `{key}`"),
                key_span(text, header, &key).or(Some(header..header + 1)),
                "unknown key",
            );
            error.help = Some(match nearest(&key, &expected) {
                Some(near) => format!("did you mean `{near}`?"),
                None => format!("allowed keys: {}", expected.join(", ")),
            });
            Err(Box::new(error))
        }
    }
}

/// The formats a job writes: its own, the defaults', or SVG.
fn formats(formats: Option<Vec<Format>>) -> Result<Vec<Format>, Error> {
    let mut formats = formats.unwrap_or_else(|| vec![Format::Svg]);
    if formats.is_empty() {
        return Err(Error::value(
            Key::Formats,
            "[]",
            "list at least one of \"svg\", \"gif\", \"png\", \"html\", \"animated-svg\", \"pdf\", \"trace\"",
        ));
    }
    formats.sort();
    if let Some(twice) = formats.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(Error::value(
            Key::Formats,
            format!("\"{}\"", twice[0].name()),
            "is listed twice; list each format once",
        ));
    }
    Ok(formats)
}

/// Checks a job's name: a file stem that is safe everywhere and unique,
/// ignoring case (as file systems on macOS and Windows do).
fn check_name(
    file: &str,
    text: &str,
    name: &str,
    span: Range<usize>,
    seen: &mut HashMap<String, Range<usize>>,
) -> Result<(), Box<ConfigError>> {
    let lower = name.to_lowercase();
    let stem = lower.split('.').next().unwrap_or("");
    if RESERVED_NAMES.contains(&stem) {
        return Err(Box::new(ConfigError::new(
            file,
            text,
            format!(
                "{file}: name `{name}`: `{stem}` names a device on Windows, where no file can take it; choose another name"
            ),
            Some(span),
            "a device's name",
        )));
    }
    if name.is_empty()
        || name.starts_with('.')
        || !name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.'))
    {
        return Err(Box::new(ConfigError::new(
            file,
            text,
            format!(
                "{file}: name `{name}`: use letters, digits, `-`, `_` and `.`, not starting with `.`"
            ),
            Some(span),
            "bad name",
        )));
    }
    if let Some(first) = seen.get(&lower) {
        let mut error = ConfigError::new(
            file,
            text,
            format!("{file}: duplicate name `{name}`"),
            Some(span),
            "used again here",
        );
        let line = text[..first.start].matches('\n').count() + 1;
        error.help = Some(format!(
            "names must be unique, ignoring case (file systems on macOS and Windows do): \
             `{name}` is first used on line {line}"
        ));
        return Err(Box::new(error));
    }
    seen.insert(lower, span);
    Ok(())
}

/// The name of a job table and where it is written.
fn job_name(
    file: &str,
    text: &str,
    header: Range<usize>,
    table: &toml::Table,
) -> Result<(String, Range<usize>), Box<ConfigError>> {
    match table.get("name") {
        Some(toml::Value::String(name)) => {
            let span = key_span(text, header.start, "name").unwrap_or(header);
            Ok((name.clone(), span))
        }
        Some(_) => Err(Box::new(ConfigError::new(
            file,
            text,
            format!("{file}: `name` must be a string"),
            key_span(text, header.start, "name").or(Some(header)),
            "name = \"...\"",
        ))),
        None => Err(Box::new(ConfigError::new(
            file,
            text,
            format!("{file}: a job has no `name`"),
            Some(header),
            "this table needs name = \"...\"",
        ))),
    }
}

/// The first key of `table` (by place in the file) that is not one of
/// `keys`, with its span.
fn first_unknown(table: &DeTable<'_>, keys: &[String]) -> Option<(String, Range<usize>)> {
    table
        .keys()
        .filter(|key| !keys.iter().any(|known| known == key.get_ref().as_ref()))
        .min_by_key(|key| key.span().start)
        .map(|key| (key.get_ref().to_string(), key.span()))
}

/// Refuses a key the build file's top level or its `[defaults]` does not
/// take, naming it and the nearest key that is (a job table's keys are
/// checked as the job is read, so that a bad one fails its job alone).
fn check_keys(file: &str, text: &str) -> Result<(), Box<ConfigError>> {
    // A file that does not parse is refused with the parser's words below.
    let Ok(document) = DeTable::parse(text) else {
        return Ok(());
    };
    let top = file_keys();
    let unknown = first_unknown(document.get_ref(), &top)
        .map(|unknown| (unknown, top))
        .or_else(|| {
            let defaults = document.get_ref().get("defaults")?;
            let DeValue::Table(defaults) = defaults.get_ref() else {
                return None;
            };
            let keys = table_keys(JobTable::Defaults);
            first_unknown(defaults, &keys).map(|unknown| (unknown, keys))
        });
    let Some(((key, span), keys)) = unknown else {
        return Ok(());
    };
    let mut error = ConfigError::new(
        file,
        text,
        format!("{file}: unknown key `{key}`"),
        Some(span),
        "unknown key",
    );
    error.help = Some(match nearest(&key, &keys) {
        Some(near) => format!("did you mean `{near}`?"),
        None => format!("allowed keys: {}", keys.join(", ")),
    });
    Err(Box::new(error))
}

/// Parses a build file; `file` names it in messages.
pub(super) fn parse(file: &str, text: &str) -> Result<Config, Box<ConfigError>> {
    check_keys(file, text)?;
    let parsed: File = toml::from_str(text).map_err(|e| {
        let message = e.message().trim().to_string();
        Box::new(ConfigError::new(
            file,
            text,
            format!("{file}: {}", first_line(&message)),
            e.span(),
            "here",
        ))
    })?;
    let (defaults, mut tables) = parsed.into_parts();
    tables.sort_by_key(|(span, _, _)| span.start);
    let mut seen = HashMap::new();
    let mut files = HashMap::new();
    let mut jobs = Vec::new();
    for (header, read, table) in tables {
        let (name, span) = job_name(file, text, header.clone(), &table)?;
        check_name(file, text, &name, span.clone(), &mut seen)?;
        let spec = read(file, text, header.start, &table)?.and_then(|own| {
            let (formats_given, mut job) = own.with_defaults(&defaults);
            let (title, _) = job.caption();
            if let Some(text) = title {
                *text = crate::plan::title::clean(text)?;
            }
            Ok(JobSpec {
                formats: formats(formats_given)?,
                job,
                own,
            })
        });
        check_files(file, text, &name, span, spec.as_ref().ok(), &mut files)?;
        jobs.push(BuildJob { name, spec });
    }
    Ok(Config {
        jobs,
        lang: defaults.lang.unwrap_or_default().into(),
    })
}

/// Refuses a job that writes a file another job writes (ignoring case, as
/// file systems on macOS and Windows do): `k` with `animated-svg` and a
/// job `k.anim` with `svg` both write `k.anim.svg`. `files` maps each file
/// named so far to its job.
fn check_files(
    file: &str,
    text: &str,
    name: &str,
    span: Range<usize>,
    spec: Option<&JobSpec>,
    files: &mut HashMap<String, String>,
) -> Result<(), Box<ConfigError>> {
    let Some(spec) = spec else {
        return Ok(());
    };
    for written in spec.file_names(name) {
        if let Some(other) = files.get(&written.to_lowercase()) {
            let mut error = ConfigError::new(
                file,
                text,
                format!("{file}: jobs `{other}` and `{name}` both write {written}"),
                Some(span),
                "a file of another job",
            );
            error.help = Some(format!(
                "every file of a job is NAME.EXTENSION (animated-svg: NAME.anim.svg, trace: \
                 NAME.trace.jsonl, strip: NAME.strip.svg); rename `{name}` or `{other}`"
            ));
            return Err(Box::new(error));
        }
        files.insert(written.to_lowercase(), name.to_string());
    }
    Ok(())
}

/// A piece of a build file (the body of a Markdown fence) read as a build
/// file is read, with every rule of the file; an error is one line naming
/// `file`, the line (the piece's first line is `first_line`), what is
/// wrong and the hint.
#[cfg(feature = "cli")]
pub(crate) fn parse_piece(
    file: &str,
    first_line: usize,
    text: &str,
) -> Result<Vec<BuildJob>, String> {
    parse(file, text)
        .map(|config| config.jobs)
        .map_err(|error| {
            let line = error.span.map_or(0, |span| {
                text[..span.offset().min(text.len())].matches('\n').count()
            });
            let prefix = format!("{file}: ");
            let what = error
                .message
                .strip_prefix(&prefix)
                .unwrap_or(&error.message);
            let mut message = format!("{file}:{}: {what}", first_line + line);
            if let Some(help) = &error.help {
                message.push_str("; ");
                message.push_str(help);
            }
            message
        })
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use clap::{Args, Command};

    use super::*;
    use crate::options::Role;

    /// The property names of a schema object.
    fn properties(schema: &serde_json::Value) -> BTreeSet<String> {
        schema["properties"]
            .as_object()
            .expect("an object schema")
            .keys()
            .cloned()
            .collect()
    }

    /// The names of the keys `table` takes (its job type's fields).
    fn declared(table: JobTable) -> BTreeSet<String> {
        table_keys(table).into_iter().collect()
    }

    /// The long flags clap derives for a job type.
    fn flags<T: Args>() -> BTreeSet<String> {
        T::augment_args(Command::new("job"))
            .get_arguments()
            .filter_map(|arg| arg.get_long())
            .map(|long| format!("--{long}"))
            .collect()
    }

    /// The flags `Key` derives for the keys of `table` the command line
    /// takes (a build file's own keys, naming files, are not flags).
    fn declared_flags(table: JobTable) -> BTreeSet<String> {
        Key::ALL
            .iter()
            .filter(|key| crate::job::takes(table, **key) && key.role() != Role::File)
            .map(|key| key.flag())
            .collect()
    }

    #[test]
    fn the_schema_and_the_flags_name_the_keys_of_each_job_type() {
        let schema = schema().to_value();
        let definitions = &schema["definitions"];
        for table in JobTable::ALL {
            let definition = definition(table);
            assert_eq!(
                declared(table),
                properties(&definitions[definition.as_ref()]),
                "serde's and schemars' fields of {definition}"
            );
        }
        let mut knight = flags::<KnightJob>();
        assert!(knight.remove("--no-coords"), "{knight:?}");
        assert_eq!(knight, declared_flags(JobTable::Knight));
        let mut queens = flags::<QueensJob>();
        assert!(queens.remove("--no-coords"), "{queens:?}");
        assert_eq!(queens, declared_flags(JobTable::Queens));
        assert_eq!(flags::<ExploreJob>(), declared_flags(JobTable::Explore));
        assert_eq!(flags::<WorksheetJob>(), declared_flags(JobTable::Worksheet));
    }

    /// `[defaults]` is read into its own type, made from the same list of
    /// figure fields as the job types: each takes what a knight's job
    /// takes (type, range, choices, default).
    #[test]
    fn the_defaults_take_what_a_job_takes() {
        let schema = schema().to_value();
        let definitions = &schema["definitions"];
        let without_doc = |property: &serde_json::Value| {
            let mut property = property.clone();
            property.as_object_mut().unwrap().remove("description");
            property
        };
        let defaults = definitions["FigureOptions"]["properties"]
            .as_object()
            .unwrap();
        assert!(defaults.len() > 10);
        for (name, property) in defaults {
            let knight = &definitions["KnightJob"]["properties"][name];
            assert_eq!(without_doc(property), without_doc(knight), "{name}");
        }
    }

    /// A value of a TOML type its key's schema does not allow is a type
    /// error; a value of the right type that is not allowed is a bad value.
    #[test]
    fn a_value_of_the_wrong_type_is_told_from_a_bad_value() {
        let wrong = |text: &str, knight: bool| {
            let table: toml::Table = text.parse().unwrap();
            let error = if knight {
                read_table::<KnightJob>(&table).map(|_| ())
            } else {
                read_table::<QueensJob>(&table).map(|_| ())
            };
            match error {
                Err(TableError::Type(_)) => true,
                Err(TableError::Value(_)) => false,
                other => panic!("{text}: {other:?}"),
            }
        };
        for text in [
            "start = 11",
            "closed = \"yes\"",
            "cell = 2.5",
            "formats = \"svg\"",
            "formats = [1]",
            "order = 3",
            "theme = true",
            "board = [8, 8]",
        ] {
            assert!(wrong(text, true), "{text} is of the wrong type");
        }
        assert!(wrong("n = \"eight\"", false));
        for text in [
            "start = \"a\"",
            "budget = -1",
            "formats = [\"bmp\"]",
            "theme = \"pink\"",
            "order = \"spiral\"",
            "board = \"0x5\"",
        ] {
            assert!(!wrong(text, true), "{text} is a bad value");
        }
        assert!(!wrong("n = -8", false));
    }

    #[test]
    fn keys_outside_every_table_are_the_command_lines_files() {
        for key in Key::ALL {
            assert_eq!(
                crate::job::tables_of(*key).is_empty(),
                key.role() == Role::Output,
                "{key}"
            );
        }
    }

    #[test]
    fn an_unknown_key_is_refused_with_the_nearest_declared_key() {
        let mut table = toml::Table::new();
        table.insert("methd".into(), toml::Value::String("auto".into()));
        let Err(TableError::Unknown { key, expected }) = read_table::<QueensJob>(&table) else {
            panic!("methd is not a key");
        };
        assert_eq!(key, "methd");
        assert_eq!(nearest(&key, &expected).as_deref(), Some("method"));
        let mut path = toml::Table::new();
        path.insert("path".into(), toml::Value::Boolean(false));
        assert!(matches!(
            read_table::<QueensJob>(&path),
            Err(TableError::Unknown { .. })
        ));
        assert!(read_table::<KnightJob>(&path).is_ok());
        let error = parse("f.toml", "[defaults]\ncel = 3\n").unwrap_err();
        assert_eq!(error.help.as_deref(), Some("did you mean `cell`?"));
        assert_eq!(error.span, Some(SourceSpan::from(11..14)));
        let error = parse("f.toml", "defualts.cell = 3\n[[knight]]\nname = \"a\"\n").unwrap_err();
        assert_eq!(error.message, "f.toml: unknown key `defualts`");
        assert_eq!(error.help.as_deref(), Some("did you mean `defaults`?"));
        let error = parse("f.toml", "cell = 3\n[defaults]\nsize = 2\n").unwrap_err();
        assert_eq!(
            error.message, "f.toml: unknown key `cell`",
            "the first in the file"
        );
        let error = parse("f.toml", "[defaults\n").unwrap_err();
        assert_eq!(error.label, "here", "a syntax error is the parser's");
        let error = parse("f.toml", "[[knigt]]\nname = \"a\"\n").unwrap_err();
        assert_eq!(error.help.as_deref(), Some("did you mean `knight`?"));
    }

    #[test]
    fn job_tables_need_a_name_and_refuse_other_keys_in_the_schema() {
        let schema = schema().to_value();
        for table in JobTable::KINDS {
            let definition = &schema["definitions"][definition(table).as_ref()];
            assert_eq!(
                definition["required"],
                serde_json::json!(["name"]),
                "{table:?}"
            );
            assert_eq!(definition["additionalProperties"], false, "{table:?}");
        }
        assert_eq!(schema["additionalProperties"], false);
    }

    /// The build file's keys, made from the job kinds' list, are the
    /// tables' names, declared apart with [`JobTable`]; each job table
    /// lists jobs of its kind, and `[defaults]` is one table.
    #[test]
    fn the_build_files_keys_are_the_tables_names() {
        let mut keys = file_keys();
        keys.sort();
        let mut names: Vec<String> = JobTable::ALL
            .iter()
            .map(|table| table.name().to_string())
            .collect();
        names.sort();
        assert_eq!(keys, names);
        let properties = &schema().to_value()["properties"];
        for table in JobTable::KINDS {
            assert_eq!(properties[table.name()]["type"], "array", "{table:?}");
        }
        assert_eq!(
            properties["defaults"]["allOf"][0]["$ref"],
            format!("#/definitions/{}", definition(JobTable::Defaults))
        );
        for table in JobTable::KINDS {
            let text = format!("[[{}]]\nname = \"a\"\n", table.name());
            let jobs = parse("f.toml", &text).unwrap().jobs;
            let job = jobs[0].spec.as_ref().unwrap();
            assert_eq!(job.job.table(), table, "{text}");
        }
    }
}
