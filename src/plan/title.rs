//! Captions checked before any search: text that every output can hold
//! (SVG is XML; pages and the contact sheet are HTML), and a font that can
//! draw every character of it.

use unicode_normalization::UnicodeNormalization;

use crate::error::{Error, message};

use crate::figure::font::{Missing, Title, UserFont};
use crate::job::MAX_TITLE_CHARS;
use crate::options::Key;

/// Characters that end a line or tab across: each run of them becomes one
/// space (captions wrap by themselves).
fn is_break(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{2028}' | '\u{2029}')
}

/// Characters a caption cannot hold: those XML 1.0 forbids (U+0000 to
/// U+001F but tab and line breaks, U+FFFE, U+FFFF) and the other C0 and C1
/// controls (U+007F to U+009F).
fn is_refused(c: char) -> bool {
    matches!(u32::from(c), 0x00..=0x1F | 0x7F..=0x9F | 0xFFFE | 0xFFFF)
}

/// A bidi control that opens a scope, and the one that closes it.
fn opens(c: char) -> Option<char> {
    match c {
        '\u{202A}'..='\u{202E}' if c != '\u{202C}' => Some('\u{202C}'),
        '\u{2066}'..='\u{2068}' => Some('\u{2069}'),
        _ => None,
    }
}

/// A bidi control's name, as Unicode gives it.
fn bidi_name(c: char) -> &'static str {
    match c {
        '\u{202A}' => "LEFT-TO-RIGHT EMBEDDING",
        '\u{202B}' => "RIGHT-TO-LEFT EMBEDDING",
        '\u{202C}' => "POP DIRECTIONAL FORMATTING",
        '\u{202D}' => "LEFT-TO-RIGHT OVERRIDE",
        '\u{202E}' => "RIGHT-TO-LEFT OVERRIDE",
        '\u{2066}' => "LEFT-TO-RIGHT ISOLATE",
        '\u{2067}' => "RIGHT-TO-LEFT ISOLATE",
        '\u{2068}' => "FIRST STRONG ISOLATE",
        _ => "POP DIRECTIONAL ISOLATE",
    }
}

/// `U+202E RIGHT-TO-LEFT OVERRIDE`.
fn named(c: char) -> String {
    format!("U+{:04X} {}", u32::from(c), bidi_name(c))
}

/// Why the bidi controls of `text` are unbalanced, if they are: every
/// embedding or override must be closed by U+202C and every isolate by
/// U+2069, nested, so that nothing after the caption (in a page, the
/// contact sheet, an SVG's title) is turned around.
fn unbalanced(text: &str) -> Option<String> {
    let mut open: Vec<char> = Vec::new();
    for c in text.chars() {
        if opens(c).is_some() {
            open.push(c);
        } else if c == '\u{202C}' || c == '\u{2069}' {
            match open.last() {
                Some(&top) if opens(top) == Some(c) => {
                    open.pop();
                }
                Some(&top) if c == '\u{2069}' && open.iter().any(|&o| opens(o) == Some(c)) => {
                    return Some(format!(
                        "{} is not closed before {}; close it with {}",
                        named(top),
                        named(c),
                        named('\u{202C}')
                    ));
                }
                _ => return Some(format!("{} closes nothing", named(c))),
            }
        }
    }
    open.last().map(|&top| {
        format!(
            "{} is not closed; close it with {}, so that what follows the caption \
             keeps its direction",
            named(top),
            named(opens(top).expect("an opener"))
        )
    })
}

/// The caption text as figures hold it, or why it cannot be one: composed
/// (NFC: accents typed decomposed, as macOS does, sit where the font means
/// them), each run of tabs and line breaks made one space, control
/// characters refused, bidi controls balanced, at most
/// [`MAX_TITLE_CHARS`] characters. Build files check their titles with it
/// too, so the contact sheet never holds a caption a figure refuses.
pub(crate) fn clean(text: &str) -> Result<String, Error> {
    let refuse = |why: String| Error::value(Key::Title, text, why);
    let mut title = String::with_capacity(text.len());
    for c in text.nfc() {
        if is_break(c) {
            if !title.ends_with(is_break) {
                title.push('\n');
            }
        } else {
            title.push(c);
        }
    }
    let title = title.replace('\n', " ");
    if let Some(c) = title.chars().find(|&c| is_refused(c)) {
        return Err(refuse(format!(
            "U+{:04X} is a control character, which a caption cannot hold \
             (a tab or line break becomes a space)",
            u32::from(c)
        )));
    }
    if let Some(why) = unbalanced(&title) {
        return Err(refuse(why));
    }
    let length = title.chars().count();
    if length > MAX_TITLE_CHARS {
        return Err(refuse(format!(
            "a caption has at most {MAX_TITLE_CHARS} characters, not {length}"
        )));
    }
    Ok(title)
}

/// The caption of a figure: its text cleaned, drawn with `font` where it
/// has the characters and the embedded font elsewhere; refused when a
/// character is in neither. An empty caption is none.
pub(super) fn resolve(text: Option<&str>, font: Option<UserFont>) -> Result<Option<Title>, Error> {
    let Some(text) = text else {
        return Ok(None);
    };
    let title = Title::new(clean(text)?, font);
    if let Some(Missing(c)) = title.missing() {
        let code = format!("`{c}` (U+{:04X})", u32::from(c));
        return Err(Error::value(
            Key::Title,
            title.text(),
            if title.font().is_some() {
                message![
                    "neither ",
                    Key::Font,
                    format!(" nor the embedded Noto Sans has a glyph for {code}")
                ]
            } else {
                message![
                    format!(
                        "the embedded font (Noto Sans: Latin, Greek, Cyrillic) has no glyph for \
                         {code}; name a font that has it with "
                    ),
                    Key::Font
                ]
            },
        ));
    }
    Ok(Some(title).filter(|t| !t.text().is_empty()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Naming;

    fn refusal(text: &str) -> String {
        clean(text).unwrap_err().message(Naming::Key)
    }

    #[test]
    fn breaks_become_one_space_and_controls_are_refused_by_code_point() {
        assert_eq!(clean("a\tb\r\nc\u{2029}d").unwrap(), "a b c d");
        for (c, code) in [
            ('\0', "U+0000"),
            ('\u{b}', "U+000B"),
            ('\u{c}', "U+000C"),
            ('\u{1f}', "U+001F"),
            ('\u{7f}', "U+007F"),
            ('\u{85}', "U+0085"),
            ('\u{9f}', "U+009F"),
            ('\u{fffe}', "U+FFFE"),
            ('\u{ffff}', "U+FFFF"),
        ] {
            let message = refusal(&format!("a{c}b"));
            assert!(message.starts_with("title `"), "{message}");
            assert!(
                message.contains(&format!("{code} is a control character")),
                "{message}"
            );
        }
    }

    #[test]
    fn bidi_controls_must_nest_and_close() {
        assert!(clean("a \u{202b}ب\u{202c} \u{2067}ج\u{2069}").is_ok());
        assert!(clean("\u{2067}a\u{202e}b\u{202c}\u{2069}").is_ok());
        assert!(refusal("a\u{202e}b").contains("U+202E RIGHT-TO-LEFT OVERRIDE is not closed"));
        assert!(refusal("a\u{2067}b").contains("U+2067 RIGHT-TO-LEFT ISOLATE is not closed"));
        assert!(refusal("a\u{202c}b").contains("U+202C POP DIRECTIONAL FORMATTING closes nothing"));
        assert!(refusal("\u{2069}").contains("closes nothing"));
        assert!(refusal("\u{2067}\u{202b}a\u{2069}").contains("not closed before U+2069"));
        assert!(refusal("\u{202b}\u{2069}\u{202c}").contains("U+2069"));
    }

    #[test]
    fn a_character_no_font_has_is_named_with_its_code_point() {
        let message = resolve(Some("جولة"), None)
            .unwrap_err()
            .message(Naming::Flag);
        assert!(message.starts_with("--title `جولة`:"), "{message}");
        assert!(message.contains("`ج` (U+062C)"), "{message}");
        assert!(message.contains("--font"), "{message}");
        assert!(
            resolve(Some("Hành trình \u{200f}"), None)
                .unwrap()
                .is_some()
        );
        assert_eq!(resolve(Some(""), None).unwrap(), None);
    }
}
