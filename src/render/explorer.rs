//! The explorer's page: the answers it is given (as data for its script,
//! `explorer.js`), each board drawn empty as the figures draw it, the
//! knight's outline, the legend, and the player's controls and style
//! shared with the frames' page. Nothing is fetched.

use std::fmt::Write as _;

use serde_json::{Value, json};

use crate::board::Board;
use crate::figure::Style;
use crate::figure::layout::Layout;
use crate::figure::legend::Entry;
use crate::figure::legend::marks_legend;
use crate::figure::marks::MarkKind;
use crate::figure::scene::{Item, PieceKind, Scene};
use crate::render::html::{
    CSS, SVG_NAMESPACE, controls, escape, legend, script_json, script_words,
};
use crate::render::svg;
use crate::words::{Lang, say};

/// The explorer's own style, after the frames' page's.
const EXPLORER_CSS: &str = include_str!("explorer.css");
/// The explorer's script.
const JS: &str = include_str!("explorer.js");

/// The page for `boards`, titled `title`, with the answers in `data`
/// (which gains each board's drawing, the theme's colours and the words
/// of the script), its words in the style's language.
#[must_use]
pub(crate) fn page(title: &str, boards: &[Board], style: &Style, data: &Value) -> Vec<u8> {
    let mut data = data.clone();
    if let Some(list) = data["boards"].as_array_mut() {
        for (entry, &board) in list.iter_mut().zip(boards) {
            let layout = Layout::styled(board, style, None);
            let mut scene = layout.scene(&style.theme);
            scene.items = layout.board_items(&style.theme, None);
            entry["svg"] = Value::String(svg::to_svg(&scene).replacen(SVG_NAMESPACE, "", 1));
            entry["geometry"] = json!({
                "left": layout.left,
                "top": layout.top,
                "cell": layout.cell,
                "width": layout.width,
                "height": layout.height,
            });
        }
    }
    let t = &style.theme;
    data["theme"] = json!({
        "light": t.light.hex(),
        "dark": t.dark.hex(),
        "path": t.path.hex(),
        "marker": t.marker.hex(),
        "text": t.text.hex(),
        "background": t.background.hex(),
        "piece": t.piece.hex(),
        "outline": t.piece_outline.hex(),
        "rejected": t.rejected.hex(),
        "cause": t.cause.hex(),
        "retreat": t.retreat.hex(),
        "weight": t.path_weight,
    });
    let lang = style.lang;
    data["words"] = words(lang);
    // Each mark and the views that draw it: a legend entry shows only
    // where its mark can be drawn.
    let kinds = [
        (MarkKind::Start, "tour search pruned"),
        (MarkKind::Path, "tour search pruned"),
        (MarkKind::Piece(PieceKind::Knight), "tour search pruned"),
        (MarkKind::Retreat, "search pruned"),
        (MarkKind::Rejected, "pruned"),
        (MarkKind::Cause, "pruned"),
        (MarkKind::Number, "pruned"),
    ];
    let entries = marks_legend(&kinds.map(|(kind, _)| kind), style);
    let views = kinds.map(|(_, views)| views);
    let mut html = String::new();
    let _ = write!(
        html,
        "<!DOCTYPE html>\n\
         <html lang=\"{tag}\" data-step=\"0\" data-steps=\"0\">\n\
         <head>\n<meta charset=\"utf-8\"/>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n\
         <meta name=\"generator\" content=\"boardfig\"/>\n\
         <title>{title}</title>\n<style>\n{CSS}{EXPLORER_CSS}</style>\n</head>\n<body>\n\
         <h1 id=\"title\">{title}</h1>\n\
         <main class=\"explorer\">\n<div id=\"player\">\n{choices}\
         <p id=\"hint\">{hint}</p>\n\
         <p id=\"limits\" hidden=\"hidden\"></p>\n\
         <p id=\"program\" hidden=\"hidden\"></p>\n\
         <div id=\"stage\">{first}</div>\n\
         <p id=\"caption\" aria-live=\"polite\"></p>\n{controls}\
         <p id=\"reason\" hidden=\"hidden\"></p>\n</div>\n\
         <div id=\"side\">\n{legend}</div>\n</main>\n{knight}\
         <noscript><p>{noscript}</p></noscript>\n\
         <script type=\"application/json\" id=\"boardfig-explorer\">{data}</script>\n\
         <script>\n{JS}</script>\n</body>\n</html>\n",
        tag = lang.tag(),
        title = escape(title),
        hint = escape(&say!(lang, "explorer-hint")),
        noscript = escape(&say!(lang, "explorer-noscript")),
        choices = choices(lang),
        controls = controls(0, "", lang),
        legend = legend_for_views(&entries, &views, lang),
        knight = knight_defs(style),
        first = data["boards"][0]["svg"].as_str().unwrap_or_default(),
        data = script_json(&data),
    );
    html.into_bytes()
}

/// The legend, each entry marked with the views that draw its mark
/// (`data-views`), so that the script shows only those of the view.
fn legend_for_views(entries: &[Entry], views: &[&str], lang: Lang) -> String {
    let mut html = legend(entries, "", lang);
    for views in views {
        html = html.replacen("<li>", &format!("<li data-views=\"{views}\">"), 1);
    }
    html
}

/// The menus and switches of a choice, labelled in `lang`; the script
/// fills the boards, the squares and the methods from its data.
fn choices(lang: Lang) -> String {
    let words = |text: String| escape(&text);
    format!(
        "<form id=\"choices\" aria-label=\"{choices}\" onsubmit=\"return false\">\n\
         <label>{board} <select id=\"board\"></select></label>\n\
         <label>{start} <select id=\"start\"></select></label>\n\
         <label>{end} <select id=\"end\"></select></label>\n\
         <label><input type=\"checkbox\" id=\"closed\"/> {closed}</label>\n\
         <label>{method} <select id=\"method\"></select></label>\n\
         <fieldset id=\"views\"><legend class=\"sr-only\">{views}</legend>\
         <label><input type=\"radio\" name=\"view\" value=\"tour\" checked=\"checked\"/> {tour}</label>\
         <label><input type=\"radio\" name=\"view\" value=\"search\"/> {search}</label>\
         <label><input type=\"radio\" name=\"view\" value=\"pruned\"/> {pruned}</label></fieldset>\n\
         </form>\n",
        choices = words(say!(lang, "explorer-choices-label")),
        board = words(say!(lang, "explorer-board")),
        start = words(say!(lang, "explorer-start")),
        end = words(say!(lang, "explorer-end")),
        closed = words(say!(lang, "explorer-closed")),
        method = words(say!(lang, "explorer-method")),
        views = words(say!(lang, "explorer-views")),
        tour = words(say!(lang, "explorer-view-tour")),
        search = words(say!(lang, "explorer-view-search")),
        pruned = words(say!(lang, "explorer-view-pruned")),
    )
}

/// The words of the script in `lang`: the play button's, and the
/// sentences it makes as patterns whose `{name}` it fills (a square, a
/// number, a caption; the catalogue chooses no form by these values).
fn words(lang: Lang) -> Value {
    let program = |words: String| say!(lang, "page-program-words", program = words);
    let mut words = script_words(lang);
    let patterns = json!({
        "start": say!(lang, "caption-start", square = "{square}"),
        "move": say!(
            lang,
            "tour-caption-move",
            move = "{move}",
            moves = "{moves}",
            from = "{from}",
            to = "{to}"
        ),
        "closing": say!(
            lang,
            "tour-caption-closing",
            moves = "{moves}",
            from = "{from}",
            to = "{to}"
        ),
        "programs": {
            "search": program(say!(lang, "program-plain")),
            "pruned": program(say!(lang, "program-pruned")),
        },
        "spentReplay": say!(
            lang,
            "explorer-spent-replay",
            calls = "{calls}",
            command = "{command}"
        ),
        "spent": say!(lang, "explorer-spent", nodes = "{nodes}"),
        "notFound": say!(lang, "explorer-reason-not-found", caption = "{caption}"),
        "notFoundDetail": say!(
            lang,
            "explorer-reason-not-found-detail",
            caption = "{caption}",
            detail = "{detail}"
        ),
        "reasonSpent": say!(lang, "explorer-reason-spent", nodes = "{nodes}"),
        "endNone": say!(lang, "explorer-end-none"),
        "openOnly": say!(lang, "explorer-open-only", board = "{board}"),
        "board": say!(lang, "explorer-board-label", board = "{board}"),
    });
    if let (Some(words), Value::Object(patterns)) = (words.as_object_mut(), patterns) {
        words.extend(patterns);
    }
    words
}

/// A hidden SVG defining the knight's outline (`#knight`, `#knight-d`),
/// as the figures define it, for the script to place.
fn knight_defs(style: &Style) -> String {
    let scene = Scene {
        width: 1,
        height: 1,
        background: style.theme.background,
        items: vec![Item::Piece {
            kind: PieceKind::Knight,
            cx: 0.0,
            cy: 0.0,
            size: 100.0,
            fill: style.theme.piece,
            outline: style.theme.piece_outline,
        }],
        title: String::new(),
        desc: String::new(),
    };
    let text = svg::to_svg(&scene);
    let defs = text
        .find("<defs>")
        .and_then(|a| text.find("</defs>").map(|b| &text[a..b + "</defs>".len()]))
        .unwrap_or("");
    format!(
        "<svg id=\"pieces\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\" \
         style=\"position:absolute\">{defs}</svg>\n"
    )
}
