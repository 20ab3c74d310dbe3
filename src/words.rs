//! Every sentence boardfig writes for a person, in each language it
//! speaks: one Project Fluent catalogue a language (`words/en.ftl`,
//! `words/vi.ftl`), built into the binary. A sentence is asked for by its
//! id with its variables ([`sentence`], or `say!`); the catalogue, not the code, chooses
//! the words, their order and the forms a number takes ("1 job", "2
//! jobs"). Imports nothing from the crate.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language boardfig speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English, the default.
    #[default]
    En,
    /// Vietnamese, the language of the lessons boardfig serves.
    Vi,
}

impl Lang {
    /// Every language, English first.
    pub(crate) const ALL: [Lang; 2] = [Lang::En, Lang::Vi];

    /// The language's tag (BCP 47), as pages and build files name it.
    #[must_use]
    pub(crate) fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Vi => "vi",
        }
    }

    /// The language's catalogue, in Fluent's syntax.
    pub(crate) fn catalogue(self) -> &'static str {
        match self {
            Lang::En => include_str!("words/en.ftl"),
            Lang::Vi => include_str!("words/vi.ftl"),
        }
    }
}

/// A variable of a sentence: a number or a text.
pub(crate) type Value<'a> = FluentValue<'a>;

/// The bundles of every language, parsed once.
fn bundles() -> &'static [FluentBundle<FluentResource>; 2] {
    static BUNDLES: OnceLock<[FluentBundle<FluentResource>; 2]> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.map(|lang| bundle(lang, lang.catalogue())))
}

/// The bundle of `lang` with `catalogue`, the language's plural rules and
/// its way of grouping digits, and without the isolation marks Fluent puts
/// around variables by default (figures and terminals draw them as stray
/// characters).
fn bundle(lang: Lang, catalogue: &str) -> FluentBundle<FluentResource> {
    let tag = lang.tag().parse().expect("a language tag boardfig defines");
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match lang {
        Lang::En => |value, _| grouped(value, ','),
        Lang::Vi => |value, _| grouped(value, '.'),
    }));
    let resource = FluentResource::try_new(catalogue.to_string())
        .unwrap_or_else(|(_, errors)| panic!("{}.ftl does not parse: {errors:?}", lang.tag()));
    bundle
        .add_resource(resource)
        .unwrap_or_else(|errors| panic!("{}.ftl repeats a message: {errors:?}", lang.tag()));
    bundle
}

/// The sentence `id` in `lang` with its variables `args`; English where
/// `lang`'s catalogue lacks it (`build.rs` warns of each such message
/// when boardfig is compiled).
///
/// # Panics
///
/// If no catalogue holds `id`: a test checks that every id the code asks
/// for is in every catalogue.
#[must_use]
pub(crate) fn sentence(lang: Lang, id: &str, args: &[(&str, Value<'_>)]) -> String {
    let bundles = bundles();
    first_holding(
        &[&bundles[lang as usize], &bundles[Lang::En as usize]],
        id,
        args,
    )
}

/// The sentence `id` from the first of `bundles` that holds it.
fn first_holding(
    bundles: &[&FluentBundle<FluentResource>],
    id: &str,
    args: &[(&str, Value<'_>)],
) -> String {
    let (bundle, message) = bundles
        .iter()
        .find_map(|bundle| bundle.get_message(id).map(|message| (bundle, message)))
        .unwrap_or_else(|| panic!("no catalogue holds the message `{id}`"));
    let pattern = message
        .value()
        .unwrap_or_else(|| panic!("the message `{id}` has no text"));
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    debug_assert!(errors.is_empty(), "`{id}`: {errors:?}");
    text.into_owned()
}

/// A whole number of four digits or more with its thousands grouped by
/// `separator` ("12,345" in English, "12.345" in Vietnamese, as the
/// lessons write counts); shorter numbers and other values as they are
/// (Fluent's own formatting, which groups nothing).
fn grouped(value: &FluentValue<'_>, separator: char) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    let whole = number.value;
    if whole.fract() != 0.0 || whole.abs() < 1000.0 || whole.abs() >= 1e15 {
        return None;
    }
    let digits = format!("{:.0}", whole.abs());
    let mut out = String::from(if whole < 0.0 { "-" } else { "" });
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(c);
    }
    Some(out)
}

/// [`sentence`] with its arguments written as `name = value`: `say!(Lang::En,
/// "build-built", jobs = 3, folder = "output")`.
macro_rules! say {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::sentence(
            $lang,
            $id,
            &[$((stringify!($name), $crate::words::Value::from($value))),*],
        )
    };
}
pub(crate) use say;

/// Items joined as the language lists them: "a1", "a1 and b2", "a1, b2
/// and c3" (the catalogue's `list-and` joins the last two).
#[must_use]
pub(crate) fn list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => say!(
            lang,
            "list-and",
            init = init.join(", "),
            last = last.as_str()
        ),
    }
}

/// The words of `text` as a reader's pace counts them, for how long a
/// caption shows: English words; Vietnamese writes each syllable apart, and
/// its captions have about six syllables for every five English words of
/// the same sentence, each read faster, so six count as five.
#[must_use]
pub(crate) fn reading_words(lang: Lang, text: &str) -> u32 {
    let spaced = text.split_whitespace().count() as u32;
    match lang {
        Lang::En => spaced,
        Lang::Vi => (spaced * 5).div_ceil(6),
    }
}

#[cfg(test)]
mod coverage;
#[cfg(test)]
mod tests;
