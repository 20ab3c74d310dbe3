//! Frames to one self-contained HTML page: the figure as inline SVG, a
//! caption per frame, and our own small script (`page.js`) with its
//! stylesheet (`page.css`) that play, step and seek. Nothing is fetched.
//!
//! To keep the page small, every frame is rendered to SVG once and split
//! into lines (the SVG writer puts one element a line); each distinct line
//! is stored once, and a frame is the list of its lines. The static board,
//! glyphs and pieces are shared by all frames; only what changes is new.

use std::collections::HashMap;
use std::fmt::Write as _;

use ::svg::node::element::{Group, Rectangle};

use crate::figure::frames::Frame;
use crate::figure::glyphs;
use crate::figure::legend::Entry;
use crate::figure::program::{self as code, Holding, Program, View};
use crate::figure::scene::{Item, Scene};
use crate::figure::tree::PageTree;
use crate::render::svg;
use crate::words::{Lang, say};

/// The stylesheet of the page.
pub(super) const CSS: &str = include_str!("page.css");
/// The player of the page.
const JS: &str = include_str!("page.js");
/// The reader of the page's stored lines, which the explorer shares.
pub(super) const POOL_JS: &str = include_str!("pool.js");

/// The namespace attribute that inline SVG in HTML does without.
pub(super) const SVG_NAMESPACE: &str = " xmlns=\"http://www.w3.org/2000/svg\"";

/// The most caption lines a page keeps room for under its frames.
const MAX_CAPTION_LINES: usize = 3;

/// The fewest bytes a new line must share with an earlier one (its start
/// and its end together) to be stored as the difference.
const MIN_SHARED: usize = 24;

/// The frames as lines: each distinct line once, and each frame as the
/// indices of its lines.
#[derive(Default)]
struct Pool {
    /// The distinct lines, in order of first use.
    lines: Vec<String>,
    /// How each line is stored in the page: whole, or as what it changes
    /// in a line of the frame before.
    stored: Vec<serde_json::Value>,
    /// The index of each line in `lines`.
    index: HashMap<String, usize>,
    /// The lines of each frame.
    frames: Vec<Vec<usize>>,
    /// The milliseconds each frame shows.
    delays: Vec<u32>,
}

impl Pool {
    /// Adds a frame's SVG.
    fn add(&mut self, svg: &str, delay: u32) {
        let before = self.frames.last().cloned().unwrap_or_default();
        let frame = svg
            .lines()
            .map(|line| {
                if let Some(&k) = self.index.get(line) {
                    return k;
                }
                let stored = self.stored_form(&before, line);
                self.stored.push(stored);
                self.lines.push(line.to_string());
                self.index.insert(line.to_string(), self.lines.len() - 1);
                self.lines.len() - 1
            })
            .collect();
        self.frames.push(frame);
        self.delays.push(delay);
    }

    /// How a new line is stored: as `[line, start, middle]` or `[line,
    /// start, middle, end]` when it keeps the first `start` and the last
    /// `end` characters (UTF-16 units, as the script counts them) of a
    /// line of the frame before and puts `middle` between them (a path
    /// that grows by a move, a table row where one cell changed); else
    /// whole.
    fn stored_form(&self, before: &[usize], line: &str) -> serde_json::Value {
        let best = before
            .iter()
            .map(|&k| {
                let earlier = &self.lines[k];
                let start = common_start(earlier, line);
                let end = common_end(&earlier[start..], &line[start..]);
                (start, end, k)
            })
            .max_by_key(|&(start, end, k)| (start + end, std::cmp::Reverse(k)));
        match best {
            Some((start, end, k)) if start + end >= MIN_SHARED => {
                let middle = &line[start..line.len() - end];
                let start = length_in_utf16(&line[..start]);
                if end == 0 {
                    serde_json::json!([k, start, middle])
                } else {
                    let end = length_in_utf16(&line[line.len() - end..]);
                    serde_json::json!([k, start, middle, end])
                }
            }
            _ => serde_json::Value::String(line.to_string()),
        }
    }

    /// The lines of frame `k`, joined.
    fn frame_text(&self, k: usize) -> String {
        let lines: Vec<&str> = self.frames[k]
            .iter()
            .map(|&i| self.lines[i].as_str())
            .collect();
        lines.join("\n")
    }
}

/// The length in bytes of the longest common start of `a` and `b`, at a
/// character boundary.
fn common_start(a: &str, b: &str) -> usize {
    a.char_indices()
        .zip(b.chars())
        .find(|&((_, x), y)| x != y)
        .map_or_else(|| a.len().min(b.len()), |((at, _), _)| at)
}

/// The length in bytes of the longest common end of `a` and `b`, at a
/// character boundary.
fn common_end(a: &str, b: &str) -> usize {
    a.chars()
        .rev()
        .zip(b.chars().rev())
        .take_while(|(x, y)| x == y)
        .map(|(x, _)| x.len_utf8())
        .sum()
}

/// The length of `text` in UTF-16 units, as the script counts it.
fn length_in_utf16(text: &str) -> usize {
    text.encode_utf16().count()
}

/// A scene's SVG as inline SVG for HTML.
fn inline_svg(frame: &Frame) -> String {
    svg::to_svg(&frame.scene).replacen(SVG_NAMESPACE, "", 1)
}

/// Escapes text for HTML content and attribute values.
pub(super) fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// JSON safe inside a `<script>` element: `<` only occurs in strings,
/// where `\u003c` means the same.
pub(super) fn script_json(value: &serde_json::Value) -> String {
    value.to_string().replace('<', "\\u003c")
}

/// The words of each frame: read out (aria-live) as the page steps, and
/// shown under the figure unless its scenes draw them already.
#[derive(Clone, Debug, Default)]
pub(crate) struct Captions {
    /// The words of frame k (an empty caption past the end).
    pub words: Vec<String>,
    /// Whether the scenes draw the words (a search's caption): the page
    /// then gives them to screen readers only.
    pub drawn: bool,
}

/// The words the pages' scripts show, in `lang`: the play button's
/// labels, which change as it plays.
pub(super) fn script_words(lang: Lang) -> serde_json::Value {
    serde_json::json!({
        "play": say!(lang, "page-button-play"),
        "pause": say!(lang, "page-button-pause"),
        "playShort": say!(lang, "page-button-play-short"),
        "pauseShort": say!(lang, "page-button-pause-short"),
    })
}

/// What a page shows besides its frames.
#[derive(Clone, Debug, Default)]
pub(crate) struct Extras {
    /// The figure's title: the page's heading and `<title>`, and the
    /// `<title>` of every frame's SVG.
    pub title: String,
    /// The marks the frames (and the tree) use, drawn as they appear.
    pub legend: Vec<Entry>,
    /// A search tree beside the frames, that follows them.
    pub tree: Option<PageTree>,
    /// Whether the page opens paused on the finished figure, as a GIF
    /// with a poster frame starts on it (else it plays from the start,
    /// unless the reader asks for reduced motion).
    pub poster: bool,
    /// Which program searches, in words, for the legend.
    pub program_words: String,
    /// The program beside the frames, and what it runs and holds at each.
    pub program: Option<ProgramPage>,
}

/// The program a search page shows beside its frames.
#[derive(Clone, Debug)]
pub(crate) struct ProgramPage {
    /// The program.
    pub program: Program,
    /// The program at each frame.
    pub views: Vec<View>,
}

/// The page playing `frames`, with `captions` and `extras`: the title as
/// its heading, the frames scaled to the window, the controls, the legend
/// and the tree beside the frames (under them on a narrow screen), its own
/// words in `lang`. The page opens on the last frame until the script runs.
#[must_use]
pub(crate) fn page(
    frames: impl Iterator<Item = Frame>,
    captions: &Captions,
    extras: &Extras,
    lang: Lang,
) -> Vec<u8> {
    let mut pool = Pool::default();
    let (mut width, mut height) = (1, 1);
    for mut frame in frames {
        // After Ctrl-C the page is left unfinished: it is never written.
        if crate::interrupt::requested() {
            break;
        }
        frame.scene.title.clone_from(&extras.title);
        (width, height) = (frame.scene.width, frame.scene.height);
        pool.add(&inline_svg(&frame), frame.delay);
    }
    let steps = pool.frames.len();
    let last = steps.saturating_sub(1);
    let drawn = captions.drawn;
    let captions: Vec<&str> = (0..steps)
        .map(|k| captions.words.get(k).map_or("", String::as_str))
        .collect();
    let mut data = serde_json::json!({
        "pool": pool.stored,
        "frames": pool.frames,
        "delays": pool.delays,
        "captions": captions,
        "poster": extras.poster,
        "words": script_words(lang),
    });
    let tree = extras
        .tree
        .as_ref()
        .filter(|tree| tree.frame_nodes.len() == steps);
    if let Some(tree) = tree {
        data["tree"] = tree_data(tree);
    }
    let program = extras
        .program
        .as_ref()
        .filter(|program| program.views.len() == steps);
    if let Some(program) = program {
        data["program"] = program_data(program);
    }
    // The room kept for the caption: its longest, up to a few lines (a
    // longer one pushes the controls down for its frame).
    let caption_lines = captions
        .iter()
        .map(|c| c.lines().count())
        .max()
        .unwrap_or(1)
        .clamp(1, MAX_CAPTION_LINES);
    let stage = if steps == 0 {
        String::new()
    } else {
        pool.frame_text(last)
    };
    let caption = captions.get(last).copied().unwrap_or("");
    let mut classes = Vec::new();
    if drawn {
        classes.push("captions-drawn");
    }
    if tree.is_some() {
        classes.push("with-tree");
    }
    if program.is_some() {
        classes.push("with-program");
    }
    let side = [
        program.map_or_else(String::new, |program| state_panel(program, last, lang)),
        tree.map_or_else(String::new, |tree| tree_panel(tree, last, lang)),
        legend(&extras.legend, &extras.program_words, lang),
    ]
    .concat();
    let program = program.map_or_else(String::new, |program| program_panel(program, last, lang));
    let mut html = String::new();
    let _ = write!(
        html,
        "<!DOCTYPE html>\n\
         <html lang=\"{tag}\" data-step=\"{last}\" data-steps=\"{steps}\">\n\
         <head>\n<meta charset=\"utf-8\"/>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n\
         <meta name=\"generator\" content=\"boardfig\"/>\n\
         <title>{title}</title>\n<style>\n{CSS}{sizes}</style>\n</head>\n<body>\n\
         <h1 id=\"title\">{title}</h1>\n\
         <main class=\"{classes}\">\n<div id=\"player\">\n\
         <div id=\"stage\">\n{stage}\n</div>\n\
         <p id=\"caption\"{hidden} aria-live=\"polite\">{caption}</p>\n{controls}</div>\n{program}{side}\
         </main>\n\
         <script type=\"application/json\" id=\"boardfig-frames\">{data}</script>\n\
         <script>\n{POOL_JS}{JS}</script>\n</body>\n</html>\n",
        tag = lang.tag(),
        title = escape(&extras.title),
        caption = escape(caption),
        hidden = if drawn { " class=\"sr-only\"" } else { "" },
        controls = controls(last, caption, lang),
        data = script_json(&data),
        sizes = sizes((width, height), tree, caption_lines),
        classes = classes.join(" "),
        side = if side.is_empty() {
            side
        } else {
            format!("<div id=\"side\">\n{side}</div>\n")
        },
    );
    html.into_bytes()
}

/// The page's sizes: the frames' width and height, which the style sheet
/// scales to the window, and the tree's, with the least it is scaled by
/// (so that its queens stand [`MIN_TREE_PIECE`] pixels tall).
fn sizes((width, height): (u32, u32), tree: Option<&PageTree>, caption_lines: usize) -> String {
    let mut rule = format!(":root {{ --fw: {width}; --fh: {height}; --cl: {caption_lines};");
    if let Some(tree) = tree {
        let _ = write!(
            rule,
            " --tw: {}; --th: {}; --ts: {};",
            tree.scene.width,
            tree.scene.height,
            tree_scale(tree)
        );
    }
    rule.push_str(" }\n");
    rule
}

/// The least height in CSS pixels of a piece drawn on the tree's boards,
/// at the page's default scale.
const MIN_TREE_PIECE: f32 = 12.0;

/// The least the tree is scaled by: a multiple of a quarter that draws its
/// smallest piece [`MIN_TREE_PIECE`] tall.
fn tree_scale(tree: &PageTree) -> f32 {
    let smallest = tree
        .nodes
        .iter()
        .flatten()
        .filter_map(|item| match item {
            Item::Piece { kind, size, .. } => Some(size * glyphs::drawn_height(*kind)),
            _ => None,
        })
        .fold(f32::INFINITY, f32::min);
    if smallest.is_finite() {
        ((MIN_TREE_PIECE / smallest) * 4.0).ceil().max(4.0) / 4.0
    } else {
        1.0
    }
}

/// The legend: each mark's swatch, as inline SVG, and its words. The
/// swatches share their definitions (glyphs and pieces, the same under the
/// same id): each is written once, in the first swatch that uses it.
/// Its heading and the program's line are in `lang`.
pub(super) fn legend(entries: &[Entry], program_words: &str, lang: Lang) -> String {
    if entries.is_empty() {
        return String::new();
    }
    let mut html = format!(
        "<section id=\"legend\" aria-labelledby=\"legend-title\">\n\
         <h2 id=\"legend-title\">{}</h2>\n",
        escape(&say!(lang, "page-legend-heading"))
    );
    if !program_words.is_empty() {
        let _ = writeln!(
            html,
            "<p class=\"program-words\">{}</p>",
            escape(&say!(lang, "page-program-words", program = program_words))
        );
    }
    html.push_str("<ul>\n");
    let mut defined = std::collections::HashSet::new();
    for entry in entries {
        let text = prefixed(&svg::to_svg(&entry.swatch), "l-").replacen(
            "<svg ",
            "<svg class=\"swatch\" aria-hidden=\"true\" focusable=\"false\" ",
            1,
        );
        let lines: Vec<&str> = text
            .lines()
            .filter(|line| !line.contains(" id=\"l-") || defined.insert(line.to_string()))
            .collect();
        let swatch = lines.join("\n").replace("<defs>\n</defs>\n", "");
        let _ = writeln!(
            html,
            "<li>{swatch}<span>{}</span></li>",
            escape(&entry.label)
        );
    }
    html.push_str("</ul>\n</section>\n");
    html
}

/// An SVG document as inline SVG whose ids (and the references to them)
/// start with `prefix`, apart from the other SVGs of the page.
fn prefixed(svg: &str, prefix: &str) -> String {
    svg.replacen(SVG_NAMESPACE, "", 1)
        .replace(" id=\"", &format!(" id=\"{prefix}"))
        .replace(" href=\"#", &format!(" href=\"#{prefix}"))
}

/// A button's icon: a 16 x 16 outline drawn as SVG, so that it needs no
/// font.
fn icon(path: &str) -> String {
    icon_classed(path, "icon")
}

/// An icon with a class (the play button shows one of two).
fn icon_classed(path: &str, class: &str) -> String {
    format!(
        "<svg class=\"{class}\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" \
         aria-hidden=\"true\" focusable=\"false\"><path d=\"{path}\"/></svg>"
    )
}

/// The buttons, slider and speed menu, each labelled in `lang`; the
/// slider on the last frame, which says `caption`.
pub(super) fn controls(last: usize, caption: &str, lang: Lang) -> String {
    let button = |id: &str, label: String, icon: &str| {
        format!(
            "<button type=\"button\" id=\"{id}\" aria-label=\"{label}\" title=\"{label}\">{icon}</button>\n",
            label = escape(&label)
        )
    };
    let mut speeds = String::new();
    for (value, shown) in [
        ("0.25", "¼×"),
        ("0.5", "½×"),
        ("1", "1×"),
        ("2", "2×"),
        ("4", "4×"),
    ] {
        let selected = if value == "1" {
            " selected=\"selected\""
        } else {
            ""
        };
        let _ = write!(
            speeds,
            "<option value=\"{value}\"{selected}>{shown}</option>"
        );
    }
    [
        format!(
            "<div class=\"controls\" role=\"group\" aria-label=\"{}\" hidden=\"hidden\">\n",
            escape(&say!(lang, "page-controls-label"))
        ),
        button(
            "first",
            say!(lang, "page-button-first"),
            &icon("M3 2h2v12H3zM14 2v12L6 8z"),
        ),
        button(
            "back",
            say!(lang, "page-button-back"),
            &icon("M12 2v12L4 8z"),
        ),
        button(
            "play",
            say!(lang, "page-button-play"),
            &[
                icon_classed("M4 2v12l10-6z", "when-paused"),
                icon_classed("M3 2h3.5v12H3zM9.5 2H13v12H9.5z", "when-playing"),
            ]
            .concat(),
        ),
        button(
            "next",
            say!(lang, "page-button-next"),
            &icon("M4 2v12l8-6z"),
        ),
        button(
            "last",
            say!(lang, "page-button-last"),
            &icon("M11 2h2v12h-2zM2 2v12l8-6z"),
        ),
        format!(
            "<input type=\"range\" id=\"slider\" min=\"0\" max=\"{last}\" value=\"{last}\" \
             aria-label=\"{}\" aria-valuetext=\"{}\"/>\n",
            escape(&say!(lang, "page-slider-label")),
            escape(caption)
        ),
        format!(
            "<label>{speed} <select id=\"speed\" aria-label=\"{speed}\">{speeds}</select></label>\n",
            speed = escape(&say!(lang, "page-speed"))
        ),
        "</div>\n".to_string(),
    ]
    .concat()
}

/// The tree under its caption, showing frame `step`: the caption names
/// the current node (the script keeps it up to date).
fn tree_panel(tree: &PageTree, step: usize, lang: Lang) -> String {
    let current = tree.frame_nodes[step];
    format!(
        "<div id=\"tree-panel\">\n<p id=\"tree-caption\">{}</p>\n\
         <div id=\"tree\" role=\"img\" aria-label=\"{}\">\n{}</div>\n</div>\n",
        tree_caption(current, tree.boxes.len(), lang),
        escape(&tree.scene.title),
        tree_svg(tree, current)
    )
}

/// Stands for a value in a sentence until the value is put in as HTML (a
/// character of Unicode's private use area, which no sentence holds).
const SLOT: &str = "\u{e000}";

/// The words over the tree, as HTML: the current node of the `nodes` of
/// the tree, numbered as the captions count queens placed (the empty board
/// is 0). The current node's number is a `<span>` of its own
/// (`#tree-node`), which the script changes as the page steps.
fn tree_caption(current: usize, nodes: usize, lang: Lang) -> String {
    let words = say!(
        lang,
        "page-tree-caption",
        node = SLOT,
        nodes = nodes.saturating_sub(1)
    );
    escape(&words).replacen(SLOT, &format!("<span id=\"tree-node\">{current}</span>"), 1)
}

/// The page's data for its tree: the node of each frame and the box of
/// each node (x, y, width, height).
fn tree_data(tree: &PageTree) -> serde_json::Value {
    let boxes: Vec<[f32; 4]> = tree
        .boxes
        .iter()
        .map(|b| [svg::r(b.x), svg::r(b.y), svg::r(b.w), svg::r(b.h)])
        .collect();
    serde_json::json!({ "nodes": tree.frame_nodes, "boxes": boxes })
}

/// The tree as inline SVG, each node a `<g class="node">` in visiting
/// order, behind them the marker `#t-cur` on node `current`. Its ids start
/// with `t-`, apart from the frames' ids.
fn tree_svg(tree: &PageTree, current: usize) -> String {
    let whole = Scene {
        items: tree.nodes.concat(),
        ..tree.scene.clone()
    };
    let at = tree.boxes[current];
    let mut doc = svg::document(&whole).add(
        Rectangle::new()
            .set("id", "cur")
            .set("x", svg::r(at.x))
            .set("y", svg::r(at.y))
            .set("width", svg::r(at.w))
            .set("height", svg::r(at.h))
            .set("rx", 4)
            .set("fill", tree.marker.0.hex())
            .set("stroke", tree.marker.1.hex())
            .set("stroke-width", 3),
    );
    for node in &tree.nodes {
        doc = doc.add(
            node.iter()
                .fold(Group::new().set("class", "node"), |group, item| {
                    group.add(svg::item_node(item))
                }),
        );
    }
    prefixed(&svg::finish(&doc), "t-")
}

/// The program's listing, each line a `<span>`, those frame `step`
/// executes marked.
fn program_panel(page: &ProgramPage, step: usize, lang: Lang) -> String {
    let program = &page.program;
    let view = &page.views[step];
    let mut html = format!(
        "<section id=\"program\" aria-labelledby=\"program-title\">\n\
         <h2 id=\"program-title\">{}</h2>\n<pre id=\"code\"><code>",
        escape(&say!(
            lang,
            "page-program-heading",
            language = language_key(program)
        ))
    );
    for (k, line) in program.listing.lines.iter().enumerate() {
        let lit = if view.lit.contains(&k) { " lit" } else { "" };
        // No line ends between the lines: each is a block of its own.
        let _ = write!(
            html,
            "<span class=\"line{lit}\" data-n=\"{}\">{}</span>",
            k + 1,
            escape(line)
        );
    }
    html.push_str("</code></pre>\n</section>\n");
    html
}

/// What the program holds at frame `step`, which the script replaces
/// frame by frame.
fn state_panel(page: &ProgramPage, step: usize, lang: Lang) -> String {
    format!(
        "<section id=\"state\" aria-label=\"{}\">\n{}</section>\n",
        escape(&say!(lang, "page-state-label")),
        state_html(&page.program, &page.views[step])
    )
}

/// The program's language, as the catalogue's heading chooses by it.
fn language_key(program: &Program) -> &'static str {
    match program.language() {
        crate::program::Language::Python => "python",
        crate::program::Language::C => "c",
        crate::program::Language::Pseudocode => "pseudocode",
    }
}

/// What the program holds at a frame, as HTML, one element a line: the
/// board matrix or the arrays (the cell written, or the entries that
/// block, marked `lit`), then the calls; the headings in `lang`.
fn state_html(program: &Program, view: &View) -> String {
    let mut html = String::new();
    let cell = |text: &str, lit: bool| {
        if lit {
            format!("<td class=\"lit\">{}</td>", escape(text))
        } else {
            format!("<td>{}</td>", escape(text))
        }
    };
    let headings = code::Headings::new(program.lang);
    match &view.holding {
        Holding::Board { rows, changed } => {
            let _ = writeln!(
                html,
                "<h3>{}</h3>\n<table class=\"matrix\">",
                escape(&headings.board)
            );
            for (r, values) in rows.iter().enumerate() {
                let cells: String = values
                    .iter()
                    .enumerate()
                    .map(|(c, v)| cell(&v.to_string(), *changed == Some((r, c))))
                    .collect();
                let _ = writeln!(html, "<tr>{cells}</tr>");
            }
        }
        Holding::Arrays { arrays, blocking } => {
            let _ = writeln!(
                html,
                "<h3>{}</h3>\n<table class=\"arrays\">",
                escape(&headings.arrays)
            );
            for (name, cells) in code::array_rows(arrays, blocking, program.language()) {
                let cells: String = cells.iter().map(|(text, lit)| cell(text, *lit)).collect();
                let _ = writeln!(html, "<tr><th>{}</th>{cells}</tr>", escape(&name));
            }
        }
    }
    html.push_str("</table>\n");
    let _ = writeln!(
        html,
        "<h3>{}</h3>\n<ol class=\"calls\">",
        escape(&headings.calls)
    );
    let (hidden, shown) = code::shown_calls(&view.calls);
    if hidden > 0 {
        let _ = writeln!(
            html,
            "<li class=\"more\">{}</li>",
            escape(&code::calls_hidden(program.lang, hidden))
        );
    }
    for call in shown {
        let index = call
            .index
            .as_ref()
            .map_or_else(String::new, |i| format!(" <span>{}</span>", escape(i)));
        let _ = writeln!(html, "<li><code>{}</code>{index}</li>", escape(&call.text));
    }
    html.push_str("</ol>\n");
    html
}

/// The page's data for its program: the lines lit at each frame, and the
/// state panel's lines, each distinct one stored once.
fn program_data(page: &ProgramPage) -> serde_json::Value {
    program_data_with(page, str::to_string)
}

/// [`program_data`] with each state panel's HTML made shorter by
/// `squeeze` before its lines are stored (the script undoes it).
pub(crate) fn program_data_with(
    page: &ProgramPage,
    squeeze: impl Fn(&str) -> String,
) -> serde_json::Value {
    let mut pool = Pool::default();
    for view in &page.views {
        pool.add(&squeeze(state_html(&page.program, view).trim_end()), 0);
    }
    let lit: Vec<&Vec<usize>> = page.views.iter().map(|v| &v.lit).collect();
    serde_json::json!({ "lit": lit, "pool": pool.stored, "states": pool.frames })
}
