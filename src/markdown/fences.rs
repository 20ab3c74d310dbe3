//! Finding boardfig's blocks in a Markdown text and the link line that
//! follows each: a fenced code block whose info string starts with
//! `boardfig` (`CommonMark`'s rules: up to three spaces of indent, three or
//! more backticks or tildes, closed by a fence of the same kind at least
//! as long), or the hidden form `--replace` leaves, an HTML comment
//! `<!-- boardfig` ... `-->`. Other fenced blocks are skipped whole, so a
//! fence shown inside one (in a document about boardfig) is not a job.

use std::ops::Range;

/// How a block is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Form {
    /// A fenced code block, shown.
    Fence,
    /// An HTML comment, hidden.
    Comment,
}

/// One block of boardfig and what follows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Block {
    /// How it is written.
    pub form: Form,
    /// The bytes of the block, its opening and closing lines included
    /// (with the closing line's line break).
    pub span: Range<usize>,
    /// The line the block opens on, counted from 1.
    pub line: usize,
    /// The text inside, and the line it starts on.
    pub body: String,
    /// The first line of the body, counted from 1.
    pub body_line: usize,
    /// The link line after it (one blank line between) and its bytes,
    /// line break included, if one is there.
    pub links: Option<Range<usize>>,
}

/// A line of the text: where it starts, where its content ends (before the
/// line break) and where the next line starts.
#[derive(Clone, Copy, Debug)]
struct Line {
    start: usize,
    end: usize,
    next: usize,
}

fn lines(text: &str) -> Vec<Line> {
    let mut out = Vec::new();
    let mut start = 0;
    while start < text.len() {
        let next = text[start..]
            .find('\n')
            .map_or(text.len(), |at| start + at + 1);
        let mut end = next;
        if text[..end].ends_with('\n') {
            end -= 1;
        }
        if text[..end].ends_with('\r') {
            end -= 1;
        }
        out.push(Line { start, end, next });
        start = next;
    }
    out
}

/// An opening fence: its character, its length, and its info string.
fn opening(line: &str) -> Option<(char, usize, &str)> {
    let indent = line.len() - line.trim_start_matches(' ').len();
    if indent > 3 {
        return None;
    }
    let rest = &line[indent..];
    let mark = rest.chars().next().filter(|c| matches!(c, '`' | '~'))?;
    let count = rest.chars().take_while(|&c| c == mark).count();
    if count < 3 {
        return None;
    }
    let info = rest[count..].trim();
    if mark == '`' && info.contains('`') {
        return None;
    }
    Some((mark, count, info))
}

/// Whether `line` closes a fence of `mark` repeated `count` times.
fn closes(line: &str, mark: char, count: usize) -> bool {
    let indent = line.len() - line.trim_start_matches(' ').len();
    if indent > 3 {
        return false;
    }
    let rest = &line[indent..];
    let run = rest.chars().take_while(|&c| c == mark).count();
    run >= count && rest[run..].trim().is_empty()
}

/// Whether an info string or a comment's first line names boardfig.
fn names_boardfig(words: &str) -> bool {
    words.split_whitespace().next() == Some("boardfig")
}

/// What is wrong with a block, and its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Unclosed {
    /// The line the block opens on.
    pub line: usize,
}

/// Every block of boardfig in `text`, in order; an unclosed one is an
/// error naming its line.
pub(super) fn blocks(text: &str) -> Result<Vec<Block>, Unclosed> {
    let lines = lines(text);
    let content = |k: usize| &text[lines[k].start..lines[k].end];
    let mut found = Vec::new();
    let mut k = 0;
    while k < lines.len() {
        let line = content(k);
        if let Some((mark, count, info)) = opening(line) {
            let close = (k + 1..lines.len()).find(|&j| closes(content(j), mark, count));
            if names_boardfig(info) {
                let Some(close) = close else {
                    return Err(Unclosed { line: k + 1 });
                };
                found.push(block(text, &lines, Form::Fence, k, close));
                k = close + 1;
            } else {
                k = close.map_or(lines.len(), |c| c + 1);
            }
            continue;
        }
        let trimmed = line.trim_start();
        if let Some(rest) = trimmed.strip_prefix("<!--")
            && names_boardfig(rest)
            && line.len() - trimmed.len() <= 3
        {
            let Some(close) = (k + 1..lines.len()).find(|&j| content(j).trim() == "-->") else {
                return Err(Unclosed { line: k + 1 });
            };
            found.push(block(text, &lines, Form::Comment, k, close));
            k = close + 1;
            continue;
        }
        k += 1;
    }
    Ok(found)
}

/// The block from line `open` to line `close`, and the link line after it.
fn block(text: &str, lines: &[Line], form: Form, open: usize, close: usize) -> Block {
    let body = if close > open + 1 {
        text[lines[open + 1].start..lines[close - 1].next].to_string()
    } else {
        String::new()
    };
    let after = close + 1;
    let blank = |k: usize| {
        lines
            .get(k)
            .is_some_and(|l| text[l.start..l.end].trim().is_empty())
    };
    let at = if blank(after) { after + 1 } else { after };
    let link_line = lines
        .get(at)
        .filter(|l| is_link_line(&text[l.start..l.end]))
        .map(|l| lines[after].start..l.next);
    Block {
        form,
        span: lines[open].start..lines[close].next,
        line: open + 1,
        body,
        body_line: open + 2,
        links: link_line,
    }
}

/// The extensions of the files boardfig writes.
const EXTENSIONS: &[&str] = &[".svg", ".gif", ".png", ".html", ".pdf", ".jsonl"];

/// The links of a line that holds nothing but links (`[text](dest)` or
/// `![alt](dest)`, separated by spaces): (is an image, text, destination).
pub(super) fn parse_links(line: &str) -> Option<Vec<(bool, String, String)>> {
    let mut rest = line.trim();
    let mut links = Vec::new();
    while !rest.is_empty() {
        let image = rest.starts_with('!');
        let open = rest.strip_prefix('!').unwrap_or(rest).strip_prefix('[')?;
        let close = open.find("](")?;
        let label = &open[..close];
        let after = &open[close + 2..];
        let end = after.find(')')?;
        let destination = &after[..end];
        if destination.is_empty() || destination.contains(char::is_whitespace) {
            return None;
        }
        links.push((image, label.to_string(), destination.to_string()));
        rest = after[end + 1..].trim_start();
    }
    (!links.is_empty()).then_some(links)
}

/// Whether a line is a link line boardfig writes: nothing but links to
/// files of the kinds it makes.
fn is_link_line(line: &str) -> bool {
    parse_links(line).is_some_and(|links| {
        links
            .iter()
            .all(|(_, _, dest)| EXTENSIONS.iter().any(|e| dest.ends_with(e)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_fences_and_comments_and_skips_other_code() {
        let text = "# Doc\n\n```boardfig\nknight --board 5x5\n```\n\n![a](img/x.svg)\n\
                    \n````markdown\n```boardfig\nnot a job\n```\n````\n\
                    <!-- boardfig\nqueens --n 4\n-->\n~~~ boardfig extra\n[[queens]]\n~~~~\ntail\n";
        let found = blocks(text).unwrap();
        assert_eq!(found.len(), 3);
        assert_eq!(found[0].form, Form::Fence);
        assert_eq!(found[0].body, "knight --board 5x5\n");
        assert_eq!(found[0].line, 3);
        assert_eq!(
            &text[found[0].links.clone().unwrap()],
            "\n![a](img/x.svg)\n"
        );
        assert_eq!(found[1].form, Form::Comment);
        assert_eq!(found[1].body, "queens --n 4\n");
        assert_eq!(found[1].links, None);
        assert_eq!(found[2].body, "[[queens]]\n");
        assert_eq!(found[2].line, 17);
    }

    #[test]
    fn an_unclosed_block_names_its_line() {
        assert_eq!(
            blocks("a\n```boardfig\nknight\n"),
            Err(Unclosed { line: 2 })
        );
        assert_eq!(blocks("<!-- boardfig\nx\n"), Err(Unclosed { line: 1 }));
    }

    #[test]
    fn link_lines_hold_links_to_figures_only() {
        assert!(is_link_line("![a b](img/x.svg) [x.pdf](img/x.pdf)"));
        assert!(!is_link_line("![a](img/x.svg) and more"));
        assert!(!is_link_line("[site](https://example.org/)"));
        assert!(!is_link_line(""));
        assert_eq!(
            parse_links("![a](b.gif)"),
            Some(vec![(true, "a".into(), "b.gif".into())])
        );
    }

    #[test]
    fn crlf_lines_keep_their_breaks_out_of_the_content() {
        let text = "```boardfig\r\nknight\r\n```\r\n\r\n![a](x.svg)\r\n";
        let found = blocks(text).unwrap();
        assert_eq!(found[0].body, "knight\r\n");
        assert_eq!(found[0].links, Some(26..text.len()));
    }
}
