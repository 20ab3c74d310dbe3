//! Captions: the user's text and the font that draws it. A caption in the
//! embedded font that reads left to right is placed glyph by glyph, as
//! every label is. With a user font, or where the text has right-to-left
//! runs, it is shaped: the Unicode bidi algorithm orders each line's runs
//! (the `unicode-bidi` crate), and `HarfRust` (a port of `HarfBuzz`) shapes each run with
//! the user's font, falling back to the embedded font for characters the
//! user's font lacks, so Arabic letters join, right-to-left runs read right
//! to left and combining marks sit on their letters.

use std::fmt;
use std::ops::Range;
use std::sync::OnceLock;

use harfrust::font::Font;
use harfrust::{Buffer, BufferFlags, Direction, Script, ShapeOptions, ShaperFont};
use unicode_bidi::BidiInfo;
use unicode_normalization::char::is_combining_mark;

use super::{EMBEDDED, PlacedGlyph, UserFont, has, is_default_ignorable, layout, text_width};

/// A caption: its text, and the user's font if one was given.
#[derive(Clone, Debug, PartialEq)]
pub struct Title {
    text: String,
    font: Option<UserFont>,
}

/// A character that no font of a caption can draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Missing(pub char);

impl Title {
    /// A caption of `text`, drawn with `font` where it has the characters
    /// and with the embedded font elsewhere.
    pub fn new(text: impl Into<String>, font: Option<UserFont>) -> Title {
        Title {
            text: text.into(),
            font,
        }
    }

    /// The text.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The user's font, if one was given.
    #[must_use]
    pub fn font(&self) -> Option<&UserFont> {
        self.font.as_ref()
    }

    /// Another text in the same font.
    #[must_use]
    pub fn with_text(&self, text: impl Into<String>) -> Title {
        Title::new(text, self.font.clone())
    }

    /// The first character that neither the user's font nor the embedded
    /// font has (spaces and characters drawn as nothing need no glyph).
    #[must_use]
    pub fn missing(&self) -> Option<Missing> {
        self.text
            .chars()
            .find(|&c| {
                !c.is_whitespace()
                    && !is_default_ignorable(c)
                    && !self.font.as_ref().is_some_and(|f| f.has(c))
                    && !has(c)
            })
            .map(Missing)
    }

    /// The text broken at spaces into lines at most `width` pixels wide at
    /// `size` (a word wider than that stands alone on its line), as byte
    /// ranges of the text in reading order. The lines are balanced: as
    /// few as at the full width, but as even as they can be, so that no
    /// line is left holding one word or a bracket.
    #[must_use]
    pub fn wrap(&self, size: f32, width: f32) -> Vec<Range<usize>> {
        let greedy = self.wrap_greedy(size, width);
        if greedy.len() < 2 {
            return greedy;
        }
        let (mut low, mut high) = (width / greedy.len() as f32, width);
        for _ in 0..12 {
            let mid = f32::midpoint(low, high);
            if self.wrap_greedy(size, mid).len() > greedy.len() {
                low = mid;
            } else {
                high = mid;
            }
        }
        self.wrap_greedy(size, high)
    }

    /// The text broken at spaces, each line as full as `width` allows.
    fn wrap_greedy(&self, size: f32, width: f32) -> Vec<Range<usize>> {
        let mut lines = Vec::new();
        let mut line: Option<Range<usize>> = None;
        let mut start = 0;
        for word in self.text.split(' ') {
            let range = start..start + word.len();
            start = range.end + 1;
            line = Some(match line {
                None => range,
                Some(current) => {
                    let candidate = current.start..range.end;
                    if current.is_empty() || self.line_width(&candidate, size) <= width {
                        candidate
                    } else {
                        lines.push(current);
                        range
                    }
                }
            });
        }
        lines.extend(line);
        lines
    }

    /// The width of the whole text as one line at `size` pixels.
    #[must_use]
    pub fn width(&self, size: f32) -> f32 {
        self.line_width(&(0..self.text.len()), size)
    }

    /// The width of one line (a range from [`Title::wrap`]) at `size`.
    #[must_use]
    pub fn line_width(&self, line: &Range<usize>, size: f32) -> f32 {
        match self.shaper() {
            None => text_width(&self.text[line.clone()], size),
            Some(shaper) => shaper.line(line.clone(), size).1,
        }
    }

    /// The whole text as one line at `size` pixels, centred on `x`, its
    /// baseline at `y`.
    #[must_use]
    pub fn layout(&self, size: f32, x: f32, y: f32) -> Vec<PlacedGlyph> {
        self.layout_line(&(0..self.text.len()), size, x, y)
    }

    /// One line (a range from [`Title::wrap`]) at `size` pixels, centred on
    /// `x`, its baseline at `y`.
    #[must_use]
    pub fn layout_line(&self, line: &Range<usize>, size: f32, x: f32, y: f32) -> Vec<PlacedGlyph> {
        match self.shaper() {
            None => layout(&self.text[line.clone()], size, x, y),
            Some(shaper) => {
                let (glyphs, width) = shaper.line(line.clone(), size);
                let left = x - width / 2.0;
                glyphs
                    .into_iter()
                    .map(|g| PlacedGlyph {
                        x: left + g.x,
                        y: y + g.y,
                        ..g
                    })
                    .collect()
            }
        }
    }

    /// The shaper of this caption, or `None` where the embedded font places
    /// it glyph by glyph: no user font, and nothing right to left.
    fn shaper(&self) -> Option<Shaper<'_>> {
        let bidi = BidiInfo::new(&self.text, None);
        (self.font.is_some() || bidi.has_rtl()).then(|| Shaper {
            text: &self.text,
            bidi,
            user: self.font.as_ref(),
        })
    }
}

impl fmt::Display for Title {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// The embedded font, for shaping.
fn embedded() -> &'static Font {
    static FONT: OnceLock<Font> = OnceLock::new();
    FONT.get_or_init(|| Font::new(EMBEDDED, 0).expect("embedded font parses"))
}

/// A caption's text with its bidi levels, and the user's font.
struct Shaper<'a> {
    text: &'a str,
    bidi: BidiInfo<'a>,
    user: Option<&'a UserFont>,
}

/// A stretch of one visual run drawn with one font in one script.
struct Segment {
    /// Bytes of the text.
    range: Range<usize>,
    /// Drawn with the user's font (else the embedded one).
    user: bool,
    /// Its script, when it has letters of one.
    script: Option<Script>,
}

impl Shaper<'_> {
    /// One line: its glyphs, x from the line's left end and y from its
    /// baseline (pixels at `size`), and its width.
    fn line(&self, line: Range<usize>, size: f32) -> (Vec<PlacedGlyph>, f32) {
        let mut glyphs = Vec::new();
        let mut pen = 0.0;
        let Some(para) = self
            .bidi
            .paragraphs
            .iter()
            .find(|p| p.range.start <= line.start && line.start < p.range.end)
        else {
            return (glyphs, pen);
        };
        let line = line.start..line.end.min(para.range.end);
        let (levels, runs) = self.bidi.visual_runs(para, line.clone());
        for run in runs {
            let rtl = levels[run.start].is_rtl();
            let mut segments = self.segments(run);
            if rtl {
                segments.reverse();
            }
            for segment in &segments {
                pen = self.shape(segment, &line, rtl, size, pen, &mut glyphs);
            }
        }
        (glyphs, pen)
    }

    /// Whether the user's font (`true`) or the embedded font draws `c`,
    /// after a character drawn with `before`: marks and joiners stay with
    /// the letter before them where that font has them.
    fn font_of(&self, c: char, before: Option<bool>) -> bool {
        let user_has = self.user.is_some_and(|f| f.has(c));
        let in_font = |user: bool| if user { user_has } else { has(c) };
        let attaches = is_default_ignorable(c) || is_combining_mark(c);
        match before {
            Some(user) if attaches && (in_font(user) || is_default_ignorable(c)) => user,
            _ => user_has || (self.user.is_some() && !has(c)),
        }
    }

    /// The run cut where the font or the script changes, in reading order.
    fn segments(&self, run: Range<usize>) -> Vec<Segment> {
        let mut segments: Vec<Segment> = Vec::new();
        for (offset, c) in self.text[run.clone()].char_indices() {
            let at = run.start + offset;
            let last = segments.last_mut();
            let user = self.font_of(c, last.as_ref().map(|s| s.user));
            let script = harfrust::unicode::script(u32::from(c));
            let script = (![Script::COMMON, Script::INHERITED, Script::UNKNOWN].contains(&script))
                .then_some(script);
            match last {
                Some(segment)
                    if segment.user == user
                        && (script.is_none()
                            || segment.script.is_none()
                            || segment.script == script) =>
                {
                    segment.range.end = at + c.len_utf8();
                    segment.script = segment.script.or(script);
                }
                _ => segments.push(Segment {
                    range: at..at + c.len_utf8(),
                    user,
                    script,
                }),
            }
        }
        segments
    }

    /// Shapes a segment of `line` and places its glyphs from `pen` on;
    /// returns the pen after it.
    fn shape(
        &self,
        segment: &Segment,
        line: &Range<usize>,
        rtl: bool,
        size: f32,
        mut pen: f32,
        glyphs: &mut Vec<PlacedGlyph>,
    ) -> f32 {
        let (font, user_font, em) = match (segment.user, self.user) {
            (true, Some(user)) => (user.font(), Some(user), user.units_per_em()),
            _ => (embedded(), None, super::units_per_em()),
        };
        let text = &self.text[segment.range.clone()];
        let mut buffer = Buffer::new();
        buffer.push_str(text);
        buffer.set_pre_context(&self.text[line.start..segment.range.start]);
        buffer.set_post_context(&self.text[segment.range.end..line.end]);
        buffer.set_direction(if rtl {
            Direction::RightToLeft
        } else {
            Direction::LeftToRight
        });
        buffer.set_script(segment.script);
        buffer.guess_segment_properties();
        let mut flags = BufferFlags::empty();
        if segment.range.start == 0 {
            flags |= BufferFlags::BEGINNING_OF_TEXT;
        }
        if segment.range.end == self.text.len() {
            flags |= BufferFlags::END_OF_TEXT;
        }
        buffer.set_flags(flags);
        harfrust::shape(&ShaperFont::new(font), &mut buffer, ShapeOptions::new())
            .expect("a fresh buffer with its direction set shapes");
        let scale = size / em;
        for (info, position) in buffer.glyph_infos().iter().zip(buffer.glyph_positions()) {
            let drawn = text[info.cluster as usize..]
                .chars()
                .next()
                .is_some_and(|c| !c.is_whitespace() && !is_default_ignorable(c));
            if drawn {
                glyphs.push(PlacedGlyph {
                    font: user_font.cloned(),
                    id: u16::try_from(info.glyph_id).unwrap_or(0),
                    x: pen + position.x_offset as f32 * scale,
                    y: -(position.y_offset as f32) * scale,
                });
            }
            pen += position.x_advance as f32 * scale;
        }
        pen
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn font(bytes: &[u8]) -> UserFont {
        UserFont::from_bytes(bytes.to_vec()).unwrap()
    }

    fn arabic() -> UserFont {
        font(include_bytes!(
            "../../../tests/fonts/NotoSansArabic-subset.ttf"
        ))
    }

    fn hebrew() -> UserFont {
        font(include_bytes!(
            "../../../tests/fonts/NotoSansHebrew-subset.ttf"
        ))
    }

    /// The glyph a font's character map gives `c`: its isolated form.
    fn nominal(font: &UserFont, c: char) -> u16 {
        font.font().charmap().map_unicode(c).unwrap().to_u32() as u16
    }

    /// The glyph ids of a one-line caption from left to right.
    fn ids_left_to_right(title: &Title) -> Vec<u16> {
        let mut glyphs = title.layout(20.0, 0.0, 0.0);
        glyphs.sort_by(|a, b| a.x.total_cmp(&b.x));
        glyphs.iter().map(|g| g.id).collect()
    }

    #[test]
    fn arabic_letters_join_instead_of_standing_isolated() {
        let font = arabic();
        let alone = Title::new("ج", Some(font.clone())).layout(20.0, 0.0, 0.0);
        assert_eq!(alone.len(), 1);
        assert_eq!(alone[0].id, nominal(&font, 'ج'));
        // Three jeems: final, medial, initial form from left to right, none
        // of them the isolated glyph.
        let joined = ids_left_to_right(&Title::new("ججج", Some(font.clone())));
        assert_eq!(joined.len(), 3);
        assert!(
            joined.iter().all(|&id| id != nominal(&font, 'ج')),
            "{joined:?}"
        );
        assert!(joined[0] != joined[1] && joined[1] != joined[2] && joined[0] != joined[2]);
    }

    #[test]
    fn right_to_left_text_reads_from_the_right() {
        let font = hebrew();
        let ids = ids_left_to_right(&Title::new("אבג", Some(font.clone())));
        let logical: Vec<u16> = "אבג".chars().map(|c| nominal(&font, c)).collect();
        assert_eq!(ids, logical.into_iter().rev().collect::<Vec<_>>());
        // In a right-to-left caption a Latin word keeps its own order, and
        // sits left of the Hebrew that comes before it.
        let mixed = Title::new("אב ab", Some(font.clone())).layout(20.0, 0.0, 0.0);
        let x = |pick: &dyn Fn(&PlacedGlyph) -> bool| mixed.iter().find(|g| pick(g)).unwrap().x;
        let a = crate::figure::font::layout("a", 20.0, 0.0, 0.0)[0].id;
        let b = crate::figure::font::layout("b", 20.0, 0.0, 0.0)[0].id;
        let latin = |id: u16| move |g: &PlacedGlyph| g.font.is_none() && g.id == id;
        let alef = nominal(&font, 'א');
        assert!(x(&latin(a)) < x(&latin(b)));
        assert!(x(&latin(b)) < x(&|g: &PlacedGlyph| g.font.is_some() && g.id == alef));
    }

    #[test]
    fn marks_sit_on_their_letters() {
        let font = arabic();
        let glyphs = Title::new("جَ", Some(font.clone())).layout(40.0, 0.0, 0.0);
        assert_eq!(glyphs.len(), 2);
        let mark = glyphs.iter().find(|g| g.id != nominal(&font, 'ج')).unwrap();
        let base = glyphs.iter().find(|g| g.id == nominal(&font, 'ج')).unwrap();
        // The fatha is placed over the jeem, within its width.
        let width = Title::new("ج", Some(font)).width(40.0);
        assert!(
            mark.x >= base.x - 1.0 && mark.x <= base.x + width,
            "{mark:?} {base:?}"
        );
    }

    #[test]
    fn a_font_of_other_units_per_em_is_drawn_at_the_same_size() {
        // The Hebrew test font has 1000 units per em, the embedded font
        // 2048; the alef is about half an em wide, in pixels and in the
        // embedded font's units alike.
        let font = hebrew();
        let width = Title::new("א", Some(font.clone())).width(100.0);
        assert!((40.0..80.0).contains(&width), "{width}");
        let glyph = &Title::new("א", Some(font)).layout(100.0, 0.0, 0.0)[0];
        let xs: Vec<f32> = crate::figure::font::outline(glyph)
            .iter()
            .filter_map(|cmd| match *cmd {
                crate::figure::outline::Cmd::Move(x, _)
                | crate::figure::outline::Cmd::Line(x, _) => Some(x),
                _ => None,
            })
            .collect();
        let span = xs.iter().copied().fold(f32::MIN, f32::max)
            - xs.iter().copied().fold(f32::MAX, f32::min);
        let em = crate::figure::font::units_per_em();
        assert!((0.4..0.8).contains(&(span / em)), "{span} of {em}");
    }

    #[test]
    fn characters_the_font_lacks_fall_back_to_the_embedded_font() {
        let title = Title::new("Tour: جولة", Some(arabic()));
        assert_eq!(title.missing(), None);
        let glyphs = title.layout(20.0, 0.0, 0.0);
        assert_eq!(glyphs.iter().filter(|g| g.font.is_none()).count(), 4);
        assert_eq!(glyphs.iter().filter(|g| g.font.is_some()).count(), 5);
        assert_eq!(Title::new("ج Ω", Some(arabic())).missing(), None);
        assert_eq!(
            Title::new("ש", Some(arabic())).missing(),
            Some(Missing('ש'))
        );
        assert_eq!(title.layout(20.0, 3.0, 4.0), title.layout(20.0, 3.0, 4.0));
    }

    #[test]
    fn left_to_right_captions_in_the_embedded_font_are_placed_as_labels_are() {
        let title = Title::new("Knight's tour  of 8x8", None);
        assert_eq!(
            title.layout(17.0, 50.0, 20.0),
            layout(title.text(), 17.0, 50.0, 20.0)
        );
        let lines = title.wrap(17.0, 80.0);
        let texts: Vec<&str> = lines.iter().map(|l| &title.text()[l.clone()]).collect();
        // Balanced: "8x8" is not left alone on the last line.
        assert_eq!(texts, ["Knight's", "tour ", "of 8x8"]);
    }

    #[test]
    fn wrapped_lines_are_balanced_so_no_word_is_left_alone() {
        let caption = "back from a5: dead end, no move left \u{b7} 5336 nodes so far (time-lapse: \
                       255 steps skipped)";
        let title = Title::new(caption, None);
        let last = |lines: &[Range<usize>]| caption[lines.last().unwrap().clone()].to_string();
        // A width at which filling each line leaves "skipped)" alone, as a
        // figure once drew it.
        let width = (200..800)
            .map(|w| w as f32)
            .find(|&w| last(&title.wrap_greedy(14.0, w)) == "skipped)")
            .unwrap();
        let greedy = title.wrap_greedy(14.0, width);
        let lines = title.wrap(14.0, width);
        assert_eq!(lines.len(), greedy.len());
        assert!(last(&lines).split(' ').count() > 2, "{}", last(&lines));
        assert!(lines.iter().all(|l| title.line_width(l, 14.0) <= width));
    }
}
