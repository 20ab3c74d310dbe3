//! Where a new link line goes: right after its block, in the block's
//! container (`> ` in a block quote, indented in a list item), with the
//! blank lines that keep the document's structure what it was. A blank
//! line before it makes the list it sits in loose, and none after it
//! joins it to a paragraph that follows: each way of writing it is parsed,
//! and the first whose outline (the parse, link lines left out) is the
//! document's, and whose line is read back as the block's link line, is
//! taken.

use std::ops::Range;

use crate::markdown::fences::{self, Block, Scan};

/// The insertion that puts the link line `line` after `block` in `text`
/// (whose scan is `scan`), lines ending in `eol`: where, and what.
pub(super) fn insertion(
    text: &str,
    scan: &Scan,
    block: &Block,
    line: &str,
    eol: &str,
    is_figure: &dyn Fn(&str) -> bool,
) -> (Range<usize>, String) {
    let at = block.after;
    let lead = if at == text.len() && !text.ends_with(['\n', '\r']) {
        eol
    } else {
        ""
    };
    let blank = format!("{}{eol}", block.prefix.trim_end());
    let written = |before: bool, after: bool| {
        format!(
            "{lead}{}{}{line}{eol}{}",
            if before { blank.as_str() } else { "" },
            block.prefix,
            if after { blank.as_str() } else { "" }
        )
    };
    let ways = [(true, false), (true, true), (false, false), (false, true)];
    let keeps_structure = |new: &str| {
        let mut trial = text.to_string();
        trial.insert_str(at, new);
        fences::scan(&trial, is_figure).is_ok_and(|read| {
            read.outline == scan.outline
                && read
                    .blocks
                    .iter()
                    .find(|b| b.span.start == block.span.start)
                    .and_then(|b| b.links.clone())
                    .is_some_and(|links| links.start >= at && links.end <= at + new.len())
        })
    };
    let new = ways
        .iter()
        .map(|&(before, after)| written(before, after))
        .find(|new| keeps_structure(new))
        .unwrap_or_else(|| written(true, true));
    (at..at, new)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::markdown::fences::tests::cases;

    fn in_img(to: &str) -> bool {
        to.starts_with("img/")
    }

    /// `text` with a link line for each block of boardfig: the one there,
    /// or a new one; and whether any was new.
    fn linked(text: &str) -> (String, bool) {
        let scan = fences::scan(text, &in_img).unwrap();
        let eol = if text.contains("\r\n") {
            "\r\n"
        } else if text.contains('\r') {
            "\r"
        } else {
            "\n"
        };
        let mut edits = Vec::new();
        for (k, block) in scan.blocks.iter().enumerate() {
            if block.links.is_none() {
                let line = format!("![figure {k}](img/figure-{k}.svg)");
                edits.push(insertion(text, &scan, block, &line, eol, &in_img));
            }
        }
        let mut out = text.to_string();
        for (range, new) in edits.iter().rev() {
            out.replace_range(range.clone(), new);
        }
        (out, !edits.is_empty())
    }

    #[test]
    fn a_new_link_line_keeps_the_structure_and_is_read_back() {
        let mut placed = 0;
        for case in cases().iter().filter(|case| case.hand_made) {
            let before = fences::scan(&case.markdown, &in_img).unwrap();
            let (text, _) = linked(&case.markdown);
            let after = fences::scan(&text, &in_img).unwrap();
            assert_eq!(after.outline, before.outline, "{}:\n{text}", case.name);
            assert_eq!(after.blocks.len(), before.blocks.len(), "{}", case.name);
            for (old, new) in before.blocks.iter().zip(&after.blocks) {
                assert!(
                    new.links.is_some(),
                    "{}: line {}:\n{text}",
                    case.name,
                    new.line
                );
                assert_eq!(new.body, old.body);
                if old.links.is_some() {
                    assert_eq!(new.written, old.written);
                } else {
                    placed += 1;
                }
            }
            // Every byte of the document is kept, in order.
            let mut rest = text.as_str();
            for c in case.markdown.chars() {
                let at = rest
                    .find(c)
                    .unwrap_or_else(|| panic!("{}: lost {c:?}", case.name));
                rest = &rest[at + c.len_utf8()..];
            }
            let (again, changed) = linked(&text);
            assert!(!changed && again == text, "{}", case.name);
        }
        assert!(placed >= 50, "{placed}");
    }

    #[test]
    fn a_line_goes_in_the_block_container_with_the_blank_lines_it_needs() {
        let (quoted, _) = linked("> ```boardfig\n> x\n> ```\n");
        assert_eq!(
            quoted,
            "> ```boardfig\n> x\n> ```\n>\n> ![figure 0](img/figure-0.svg)\n"
        );
        let (tight, _) = linked("- a\n  ```boardfig\n  x\n  ```\n- b\n");
        assert_eq!(
            tight,
            "- a\n  ```boardfig\n  x\n  ```\n  ![figure 0](img/figure-0.svg)\n- b\n"
        );
        let (beside, _) = linked("```boardfig\nx\n```\n[Slides](talk.pdf)\n");
        assert_eq!(
            beside,
            "```boardfig\nx\n```\n\n![figure 0](img/figure-0.svg)\n\n[Slides](talk.pdf)\n"
        );
        let (last, _) = linked("```boardfig\nx\n```");
        assert_eq!(
            last,
            "```boardfig\nx\n```\n\n![figure 0](img/figure-0.svg)\n"
        );
    }
}
