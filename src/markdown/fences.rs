//! Finding boardfig's blocks in a Markdown text, as `CommonMark` reads it
//! (pulldown-cmark, the parser of rustdoc and mdBook): a fenced code block
//! whose info string starts with `boardfig`, or the hidden form
//! `--replace` leaves, an HTML comment `<!-- boardfig` ... `-->`. Blocks
//! are found wherever `CommonMark` puts them (in block quotes and list
//! items too), never inside other code or inside HTML. After each block,
//! its link line: the paragraph right after it, when it holds nothing but
//! links into the figure folder.

use std::ops::Range;

use pulldown_cmark::{CodeBlockKind, Event, Options, Parser, Tag, TagEnd};

/// How a block is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Form {
    /// A fenced code block, shown.
    Fence,
    /// An HTML comment, hidden.
    Comment,
}

/// A link of a link line as the document writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Written {
    /// An image (`![words](destination)`), or a plain link.
    pub image: bool,
    /// Its words, as written between the brackets.
    pub words: String,
    /// Where it points.
    pub destination: String,
}

/// One block of boardfig and what follows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Block {
    /// How it is written.
    pub form: Form,
    /// The bytes of the block, from its opening mark to the end of its
    /// closing mark (its container's marks before them are not in it).
    pub span: Range<usize>,
    /// Where the line after the block starts (the text's end if none).
    pub after: usize,
    /// The line the block opens on, counted from 1.
    pub line: usize,
    /// The text inside, without its container's marks.
    pub body: String,
    /// The first line of the body, counted from 1.
    pub body_line: usize,
    /// What starts a line inside the block's container (`> ` in a block
    /// quote, spaces in a list item), as its closing line writes it.
    pub prefix: String,
    /// The bytes of the link line right after it, if one is there: from
    /// its first link to the end of its last.
    pub links: Option<Range<usize>>,
    /// The links of that line.
    pub written: Vec<Written>,
}

/// A block that is not closed, and its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Unclosed {
    /// The line the block opens on.
    pub line: usize,
}

/// What a text holds: its blocks of boardfig, and its outline (every
/// event of the parse but the blocks' link lines), by which two texts are
/// told to have the same structure.
#[derive(Debug)]
pub(super) struct Scan {
    /// The blocks, in order.
    pub blocks: Vec<Block>,
    /// The parse, link lines left out.
    pub outline: Vec<Event<'static>>,
}

/// Reads `text`: its blocks of boardfig and its outline. A link line's
/// links all point where `is_figure` says; an unclosed block is an error
/// naming its line.
pub(super) fn scan(text: &str, is_figure: &dyn Fn(&str) -> bool) -> Result<Scan, Unclosed> {
    let text = &lone_returns_as_newlines(text);
    let lines = LineStarts::of(text);
    let events: Vec<(Event, Range<usize>)> = Parser::new_ext(text, Options::empty())
        .into_offset_iter()
        .collect();
    let mut blocks = Vec::new();
    let mut outline = Vec::new();
    let mut k = 0;
    while k < events.len() {
        let found = match &events[k].0 {
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) if names_boardfig(info) => {
                Some(fence(text, &lines, &events, k)?)
            }
            Event::Start(Tag::HtmlBlock) => comment(text, &lines, &events, k)?,
            _ => None,
        };
        let Some((mut block, end)) = found else {
            outline.push(events[k].0.clone().into_static());
            k += 1;
            continue;
        };
        outline.extend(events[k..=end].iter().map(|(e, _)| e.clone().into_static()));
        k = end + 1;
        if let Some((range, written, next)) = link_line(text, &events, k, is_figure) {
            block.links = Some(range);
            block.written = written;
            k = next;
        }
        blocks.push(block);
    }
    Ok(Scan { blocks, outline })
}

/// The text with each line ending in a lone `\r` (`CommonMark` reads it as
/// a line ending) written `\n`, byte for byte in the same places:
/// pulldown-cmark misses a fence after a lone `\r`.
fn lone_returns_as_newlines(text: &str) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for at in 0..bytes.len() {
        if bytes[at] == b'\r' && bytes.get(at + 1) != Some(&b'\n') {
            bytes[at] = b'\n';
        }
    }
    String::from_utf8(bytes).expect("only ASCII bytes were changed")
}

/// Whether an info string or a comment's first line names boardfig.
fn names_boardfig(words: &str) -> bool {
    words.split_whitespace().next() == Some("boardfig")
}

/// Where each line of a text starts; a line ends at `\n`, `\r\n` or `\r`.
struct LineStarts(Vec<usize>);

impl LineStarts {
    fn of(text: &str) -> Self {
        let bytes = text.as_bytes();
        let mut starts = vec![0];
        for (at, &byte) in bytes.iter().enumerate() {
            let ends = byte == b'\n' || (byte == b'\r' && bytes.get(at + 1) != Some(&b'\n'));
            if ends && at + 1 < bytes.len() {
                starts.push(at + 1);
            }
        }
        Self(starts)
    }

    /// The line holding byte `at`, counted from 0.
    fn index(&self, at: usize) -> usize {
        self.0.partition_point(|&start| start <= at) - 1
    }

    /// Where the line holding byte `at` starts.
    fn start(&self, at: usize) -> usize {
        self.0[self.index(at)]
    }

    /// Where the line after the one holding byte `at` starts.
    fn next(&self, at: usize, len: usize) -> usize {
        self.0.get(self.index(at) + 1).copied().unwrap_or(len)
    }
}

/// The fenced block of boardfig opening at event `k`, and the index of its
/// end event.
fn fence(
    text: &str,
    lines: &LineStarts,
    events: &[(Event, Range<usize>)],
    k: usize,
) -> Result<(Block, usize), Unclosed> {
    let range = events[k].1.clone();
    let line = lines.index(range.start) + 1;
    let end = (k + 1..events.len())
        .find(|&j| matches!(events[j].0, Event::End(TagEnd::CodeBlock)))
        .unwrap_or(events.len() - 1);
    let mut body = String::new();
    let mut body_end = lines.next(range.start, text.len());
    for (event, at) in &events[k + 1..end] {
        if let Event::Text(words) = event {
            body.push_str(words);
            body_end = body_end.max(at.end);
        }
    }
    // Closed by a fence of its own: a last line that no text reaches and
    // that holds a run of the opening's mark, as long at least.
    let opening = text[range.start..].trim_start_matches([' ', '\t']);
    let mark = opening.chars().next().unwrap_or('`');
    let count = opening.chars().take_while(|&c| c == mark).count();
    let last = lines.start(range.end.saturating_sub(1).max(range.start));
    let closing = &text[last..range.end];
    let at_mark = closing.find(mark).unwrap_or(closing.len());
    let run = closing[at_mark..]
        .chars()
        .take_while(|&c| c == mark)
        .count();
    let closed = last > lines.start(range.start)
        && body_end <= last
        && closing[..at_mark]
            .chars()
            .all(|c| matches!(c, ' ' | '\t' | '>'))
        && run >= count;
    if !closed {
        return Err(Unclosed { line });
    }
    Ok((
        Block {
            form: Form::Fence,
            span: range.clone(),
            after: lines.next(range.end - 1, text.len()),
            line,
            body,
            body_line: line + 1,
            prefix: closing[..at_mark].to_string(),
            links: None,
            written: Vec::new(),
        },
        end,
    ))
}

/// The hidden block of boardfig opening at event `k` (an HTML block that
/// starts `<!-- boardfig`), and the index of its end event; `None` for
/// other HTML.
fn comment(
    text: &str,
    lines: &LineStarts,
    events: &[(Event, Range<usize>)],
    k: usize,
) -> Result<Option<(Block, usize)>, Unclosed> {
    let end = (k + 1..events.len())
        .find(|&j| matches!(events[j].0, Event::End(TagEnd::HtmlBlock)))
        .unwrap_or(events.len() - 1);
    // The lines of the HTML, each from where its container's marks end
    // to its line break.
    let mut html: Vec<(&str, usize)> = Vec::new();
    for (event, at) in &events[k + 1..end] {
        if !matches!(event, Event::Html(_)) {
            continue;
        }
        let line = lines.index(at.start);
        if html
            .last()
            .is_some_and(|&(_, start)| lines.index(start) == line)
        {
            continue;
        }
        let line_end = lines.next(at.start, text.len());
        let content = text[at.start..line_end].trim_end_matches(['\n', '\r']);
        html.push((content, at.start));
    }
    let Some(&(first, first_at)) = html.first() else {
        return Ok(None);
    };
    let opened = first
        .trim_start()
        .strip_prefix("<!--")
        .is_some_and(names_boardfig);
    if !opened {
        return Ok(None);
    }
    let line = lines.index(first_at) + 1;
    let &(last, last_at) = html.last().expect("the first is there");
    let Some(close) = last.find("-->").filter(|_| html.len() > 1) else {
        return Err(Unclosed { line });
    };
    let mut body = String::new();
    for (content, _) in &html[1..html.len() - 1] {
        body.push_str(content);
        body.push('\n');
    }
    let before = &last[..close];
    if !before.trim().is_empty() {
        body.push_str(before);
        body.push('\n');
    }
    let span_end = last_at + close + 3;
    Ok(Some((
        Block {
            form: Form::Comment,
            span: first_at..span_end,
            after: lines.next(span_end - 1, text.len()),
            line,
            body,
            body_line: line + 1,
            prefix: text[lines.start(last_at)..last_at].to_string(),
            links: None,
            written: Vec::new(),
        },
        end,
    )))
}

/// The link line starting at event `k`, right after a block: a paragraph
/// (or, in a tight list item, a run of text) of nothing but links, all
/// pointing where `is_figure` says. Its bytes, its links, and the index of
/// the first event after it.
fn link_line(
    text: &str,
    events: &[(Event, Range<usize>)],
    k: usize,
    is_figure: &dyn Fn(&str) -> bool,
) -> Option<(Range<usize>, Vec<Written>, usize)> {
    let (first, wrapped) = match events.get(k)?.0 {
        Event::Start(Tag::Paragraph) => (k + 1, true),
        Event::Start(Tag::Image { .. } | Tag::Link { .. }) => (k, false),
        _ => return None,
    };
    let mut written = Vec::new();
    let mut depth = 0;
    // The link being read: an image or not, where it points, and the
    // bytes of its words.
    let mut open: Option<(bool, String, Option<Range<usize>>)> = None;
    let mut j = first;
    let mut bytes: Option<Range<usize>> = None;
    while let Some((event, at)) = events.get(j) {
        match event {
            Event::Start(Tag::Image { dest_url, .. } | Tag::Link { dest_url, .. }) => {
                if let Some((_, _, words)) = &mut open {
                    widen(words, at);
                }
                if depth == 0 {
                    let image = matches!(event, Event::Start(Tag::Image { .. }));
                    open = Some((image, dest_url.to_string(), None));
                }
                depth += 1;
            }
            Event::End(TagEnd::Image | TagEnd::Link) => {
                if depth > 1
                    && let Some((_, _, words)) = &mut open
                {
                    widen(words, at);
                }
                depth -= 1;
                if depth == 0 {
                    let (image, destination, words) = open.take()?;
                    written.push(Written {
                        image,
                        words: words.map_or(String::new(), |w| text[w].to_string()),
                        destination,
                    });
                }
            }
            Event::End(TagEnd::Paragraph) if wrapped => break,
            Event::Text(words) if depth == 0 && words.trim().is_empty() => {}
            Event::SoftBreak if depth == 0 => {}
            _ if depth > 0 => {
                if let Some((_, _, words)) = &mut open {
                    widen(words, at);
                }
            }
            Event::Start(_) | Event::End(_) if !wrapped => break,
            _ => return None,
        }
        widen(&mut bytes, at);
        j += 1;
    }
    let next = if wrapped { j + 1 } else { j };
    (!written.is_empty() && depth == 0 && written.iter().all(|link| is_figure(&link.destination)))
        .then(|| (bytes.expect("a link was read"), written, next))
}

/// Bytes widened to hold `at` too.
fn widen(bytes: &mut Option<Range<usize>>, at: &Range<usize>) {
    let wide = bytes.get_or_insert(at.clone());
    wide.start = wide.start.min(at.start);
    wide.end = wide.end.max(at.end);
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A case of `tests/markdown/reference.json`: a text and what
    /// commonmark.js, `CommonMark`'s reference parser, reads in it.
    #[derive(serde::Deserialize)]
    pub(in crate::markdown) struct Case {
        pub name: String,
        pub hand_made: bool,
        pub markdown: String,
        fenced: Vec<(String, String)>,
        boardfig: Vec<(String, String)>,
    }

    /// The cases the reference parser read (`tests/markdown/reference.mjs`
    /// writes them).
    pub(in crate::markdown) fn cases() -> Vec<Case> {
        #[derive(serde::Deserialize)]
        struct Reference {
            cases: Vec<Case>,
        }
        let text = include_str!("../../tests/markdown/reference.json");
        serde_json::from_str::<Reference>(text).unwrap().cases
    }

    /// Every fenced code block of `text`: its info string and its text.
    fn fenced(text: &str) -> Vec<(String, String)> {
        let mut found = Vec::new();
        let mut open: Option<(String, String)> = None;
        for event in Parser::new_ext(text, Options::empty()) {
            match event {
                Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) => {
                    open = Some((info.to_string(), String::new()));
                }
                Event::Text(words) => {
                    if let Some((_, body)) = &mut open {
                        body.push_str(&words);
                    }
                }
                Event::End(TagEnd::CodeBlock) => found.extend(open.take()),
                _ => {}
            }
        }
        found
    }

    #[test]
    fn every_fenced_block_is_where_the_reference_parser_finds_it() {
        let cases = cases();
        assert!(cases.len() > 650);
        for case in &cases {
            assert_eq!(
                fenced(&lone_returns_as_newlines(&case.markdown)),
                case.fenced,
                "{}",
                case.name
            );
        }
    }

    #[test]
    fn every_block_of_boardfig_is_read_as_the_reference_parser_reads_it() {
        let mut blocks = 0;
        for case in cases().iter().filter(|case| case.hand_made) {
            let scan = scan(&case.markdown, &|_| false).unwrap();
            let found: Vec<(String, String)> = scan
                .blocks
                .iter()
                .map(|block| {
                    let form = match block.form {
                        Form::Fence => "fence",
                        Form::Comment => "comment",
                    };
                    (
                        form.to_string(),
                        block.body.replace("\r\n", "\n").replace('\r', "\n"),
                    )
                })
                .collect();
            assert_eq!(found, case.boardfig, "{}", case.name);
            blocks += found.len();
        }
        assert!(blocks >= 60, "{blocks}");
    }

    #[test]
    fn an_unclosed_block_names_its_line() {
        let unclosed = |text: &str| scan(text, &|_| false).unwrap_err().line;
        assert_eq!(unclosed("a\n\n```boardfig\nknight\n"), 3);
        assert_eq!(unclosed("- ```boardfig\n  knight\nout of the item\n"), 1);
        assert_eq!(unclosed("> x\n>\n> ```boardfig\n> knight\n\nafter\n"), 3);
        assert_eq!(unclosed("<!-- boardfig\nx\n"), 1);
    }

    #[test]
    fn a_link_line_is_the_paragraph_right_after_of_links_into_the_folder() {
        let text = "```boardfig\nknight\n```\n\n![a *b*](img/x.svg) [x.pdf](img/x.pdf)\n";
        let scan = scan(text, &|to| to.starts_with("img/")).unwrap();
        let block = &scan.blocks[0];
        assert_eq!(
            &text[block.links.clone().unwrap()],
            "![a *b*](img/x.svg) [x.pdf](img/x.pdf)"
        );
        assert_eq!(block.written[0].words, "a *b*");
        assert!(block.written[0].image && !block.written[1].image);
        assert_eq!(block.line, 1);
        let not_ours = "```boardfig\nknight\n```\n![a](img/x.svg) and words\n";
        assert_eq!(
            super::scan(not_ours, &|_| true).unwrap().blocks[0].links,
            None
        );
        let elsewhere = "```boardfig\nknight\n```\n![a](docs/x.svg)\n";
        let scan = super::scan(elsewhere, &|to| to.starts_with("img/")).unwrap();
        assert_eq!(scan.blocks[0].links, None);
    }
}
