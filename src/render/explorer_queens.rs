//! The explorer's queens: each board drawn empty as the knights' boards
//! are (the boards offered whole; the construction's larger boards with
//! their glyphs defined once for the page), the puzzle chooser, the
//! queens' choices, the program's panels and the words of their script,
//! `explorer_queens.js`, which runs after `explorer.js`.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde_json::{Value, json};

use crate::board::Board;
use crate::figure::Style;
use crate::figure::layout::Layout;
use crate::render::html::{SVG_NAMESPACE, escape};
use crate::render::svg;
use crate::words::{Lang, say};

/// The queens' script.
pub(crate) const JS: &str = include_str!("explorer_queens.js");
/// The queens' style.
pub(crate) const CSS: &str = include_str!("explorer_queens.css");

/// The views of the queens, in the menu's order: their ids in the page
/// and in addresses, and their words in `lang`.
fn views(lang: Lang) -> [(&'static str, String); 6] {
    [
        ("first", say!(lang, "explorer-queens-view-first")),
        ("all", say!(lang, "explorer-queens-view-all")),
        (
            "fundamental",
            say!(lang, "explorer-queens-view-fundamental"),
        ),
        ("search", say!(lang, "explorer-queens-view-search")),
        ("construct", say!(lang, "explorer-queens-view-construct")),
        ("try", say!(lang, "explorer-view-try")),
    ]
}

/// The board of n queens drawn empty, inline (no namespace), and its
/// geometry, as the knights' boards are given to the script.
pub(crate) fn board(n: usize, style: &Style) -> (String, Value) {
    // The construction's boards past 12 without coordinates: with them
    // the 38 boards would take a third of a megabyte.
    let bare;
    let style = if n > 12 {
        bare = Style {
            coords: false,
            ..style.clone()
        };
        &bare
    } else {
        style
    };
    let side = u32::try_from(n).unwrap_or(u32::MAX);
    let board = Board {
        files: side,
        ranks: side,
    };
    let layout = Layout::styled(board, style, None);
    let mut scene = layout.scene(&style.theme);
    scene.items = layout.board_items(&style.theme, None);
    let svg = svg::to_svg(&scene).replacen(SVG_NAMESPACE, "", 1);
    let geometry = json!({
        "left": layout.left,
        "top": layout.top,
        "cell": layout.cell,
        "width": layout.width,
        "height": layout.height,
    });
    (svg, geometry)
}

/// Adds each board's drawing (`svg`) and `geometry` to the page's queens
/// data: to each board offered whole, and to each construction whose n is
/// not offered, without its `<defs>`; the hidden SVG returned defines
/// their glyphs once.
pub(crate) fn add_boards(queens: &mut Value, style: &Style) -> String {
    let mut offered = Vec::new();
    if let Some(list) = queens["boards"].as_array_mut() {
        for entry in list {
            let n = entry["n"].as_u64().unwrap_or_default() as usize;
            let (svg, geometry) = board(n, style);
            entry["svg"] = Value::String(svg);
            entry["geometry"] = geometry;
            offered.push(n);
        }
    }
    let mut glyphs = BTreeMap::new();
    if let Some(list) = queens["construct"].as_array_mut() {
        for entry in list {
            let n = entry["n"].as_u64().unwrap_or_default() as usize;
            if offered.contains(&n) {
                continue;
            }
            let (svg, geometry) = board(n, style);
            let (svg, defs) = split_defs(&svg);
            for line in defs.lines() {
                if let Some(id) = line.split("id=\"").nth(1) {
                    glyphs.insert(id.to_string(), line.to_string());
                }
            }
            entry["svg"] = Value::String(svg);
            entry["geometry"] = geometry;
        }
    }
    let defs: String = glyphs
        .values()
        .flat_map(|line| [line.as_str(), "\n"])
        .collect();
    format!(
        "<svg id=\"q-glyphs\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\" \
         style=\"position:absolute\"><defs>\n{defs}</defs></svg>\n"
    )
}

/// An SVG without its `<defs>` element, and the definitions it held.
fn split_defs(svg: &str) -> (String, String) {
    match (svg.find("<defs>"), svg.find("</defs>")) {
        (Some(a), Some(b)) if a < b => {
            let end = b + "</defs>".len();
            let inner = svg[a + "<defs>".len()..b].to_string();
            let rest = format!("{}{}", &svg[..a], svg[end..].trim_start_matches('\n'));
            (rest, inner)
        }
        _ => (svg.to_string(), String::new()),
    }
}

/// The puzzle chooser above the page, in `lang`.
pub(crate) fn puzzle_choice(lang: Lang) -> String {
    format!(
        "<form id=\"puzzle-choice\" onsubmit=\"return false\">\
         <label>{puzzle} <select id=\"puzzle\">\
         <option value=\"knight\">{knight}</option>\
         <option value=\"queens\">{queens}</option></select></label></form>\n",
        puzzle = escape(&say!(lang, "explorer-puzzle")),
        knight = escape(&say!(lang, "explorer-puzzle-knight")),
        queens = escape(&say!(lang, "explorer-puzzle-queens")),
    )
}

/// The queens' choices (hidden until the queens are chosen): n, filled by
/// the script, and the views.
pub(crate) fn choices(lang: Lang) -> String {
    let mut radios = String::new();
    for (k, (id, label)) in views(lang).iter().enumerate() {
        let _ = write!(
            radios,
            "<label><input type=\"radio\" name=\"q-view\" value=\"{id}\"{checked}/> {label}</label>",
            checked = if k == 0 { " checked=\"checked\"" } else { "" },
            label = escape(label),
        );
    }
    format!(
        "<form id=\"q-choices\" aria-label=\"{choices}\" onsubmit=\"return false\" hidden=\"hidden\">\n\
         <label>{n} <select id=\"q-n\"></select></label>\n\
         <fieldset id=\"q-views\"><legend class=\"sr-only\">{show}</legend>{radios}</fieldset>\n\
         </form>\n\
         <p id=\"q-hint\" hidden=\"hidden\">{hint}</p>\n\
         <p id=\"q-note\" hidden=\"hidden\"></p>\n",
        choices = escape(&say!(lang, "explorer-choices-label")),
        n = escape(&say!(lang, "explorer-queens-n")),
        show = escape(&say!(lang, "explorer-queens-views")),
        hint = escape(&say!(lang, "explorer-queens-hint")),
    )
}

/// The program's listing and what it holds, beside the replayed search
/// (hidden until it is shown); the script fills both.
pub(crate) fn panels(lang: Lang) -> String {
    format!(
        "<section id=\"q-program\" aria-labelledby=\"q-program-title\" hidden=\"hidden\">\n\
         <h2 id=\"q-program-title\">{heading}</h2>\n<pre id=\"q-code\"><code></code></pre>\n</section>\n\
         <section id=\"q-state\" aria-label=\"{state}\" hidden=\"hidden\"></section>\n",
        heading = escape(&say!(lang, "page-program-heading", language = "python")),
        state = escape(&say!(lang, "page-state-label")),
    )
}

/// The words of the queens' script: patterns whose `{name}` it fills.
pub(crate) fn words(lang: Lang) -> Value {
    json!({
        "first": say!(lang, "explorer-queens-first", columns = "{columns}"),
        "solution": say!(
            lang,
            "explorer-queens-solution",
            k = "{k}",
            count = "{count}",
            columns = "{columns}"
        ),
        "fundamental": say!(
            lang,
            "explorer-queens-fundamental",
            k = "{k}",
            count = "{count}",
            columns = "{columns}"
        ),
        "construct": say!(lang, "explorer-queens-construct", n = "{n}", columns = "{columns}"),
        "prefix": say!(
            lang,
            "explorer-queens-prefix",
            shown = "{shown}",
            steps = "{steps}",
            command = "{command}"
        ),
        "board": say!(lang, "explorer-queens-board-label", n = "{n}"),
        "program": say!(lang, "page-program-words", program = say!(lang, "program-queens")),
        "try": {
            "help": say!(lang, "try-queens-help"),
            "start": say!(lang, "try-queens-start", n = "{n}"),
            "placed": say!(lang, "try-queen-placed", count = "{count}", n = "{n}", square = "{square}"),
            "lifted": say!(lang, "try-queen-lifted", square = "{square}"),
            "attacked": say!(lang, "try-queen-attacked", square = "{square}", queen = "{queen}"),
            "blocked": say!(lang, "try-queens-blocked", rank = "{rank}"),
            "done": say!(lang, "try-queens-done", n = "{n}"),
            "same": say!(lang, "try-queens-same"),
            "other": say!(lang, "try-queens-other", columns = "{columns}"),
            "hint": say!(lang, "try-queens-hint", square = "{square}"),
            "hintNone": say!(lang, "try-queens-hint-none"),
            "hintBudget": say!(lang, "try-queens-hint-budget", nodes = "{nodes}"),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defs_split_off() {
        let (rest, defs) = split_defs("<svg>\n<defs>\n<path id=\"g1\"/>\n</defs>\n<rect/>\n</svg>");
        assert_eq!(rest, "<svg>\n<rect/>\n</svg>");
        assert_eq!(defs, "\n<path id=\"g1\"/>\n");
    }
}
