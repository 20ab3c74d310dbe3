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
use crate::figure::legend::{hint_legend, marks_legend, queen_hint_legend};
use crate::figure::marks::MarkKind;
use crate::figure::scene::{Item, PieceKind, Scene};
use crate::render::html::{
    CSS, POOL_JS, SVG_NAMESPACE, controls, escape, legend, script_json, script_words,
};
use crate::render::{explorer_queens, svg};
use crate::words::{Lang, say};

/// The explorer's own style, after the frames' page's.
const EXPLORER_CSS: &str = include_str!("explorer.css");
/// The explorer's script.
const JS: &str = include_str!("explorer.js");
/// The rules the "Your turn" view checks a student's moves by.
const RULES: &str = include_str!("rules.js");
/// The queens' script, after the knights'.
const QUEENS_JS: &str = explorer_queens::JS;
/// The queens' style.
const QUEENS_CSS: &str = explorer_queens::CSS;

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
    let glyphs = explorer_queens::add_boards(&mut data["queens"], style);
    data["queens"]["words"] = explorer_queens::words(lang);
    // Each mark and the views that draw it: a legend entry shows only
    // where its mark can be drawn.
    let kinds = [
        (MarkKind::Start, "tour search pruned try"),
        (MarkKind::Path, "tour search pruned try"),
        (MarkKind::Piece(PieceKind::Knight), "tour search pruned try"),
        (MarkKind::Retreat, "search pruned"),
        (MarkKind::Rejected, "pruned"),
        (MarkKind::Cause, "pruned try"),
        (MarkKind::Number, "pruned"),
        (
            MarkKind::Piece(PieceKind::Queen),
            "queens-first queens-all queens-fundamental queens-search queens-construct queens-try",
        ),
        (MarkKind::Rejected, "queens-search queens-try"),
        (MarkKind::Cause, "queens-search"),
    ];
    let mut entries = marks_legend(&kinds.map(|(kind, _)| kind), style);
    entries.push(hint_legend(style));
    entries.push(queen_hint_legend(style));
    let mut views = kinds.map(|(_, views)| views).to_vec();
    views.extend(["try", "queens-try"]);
    let mut html = String::new();
    let _ = write!(
        html,
        "<!DOCTYPE html>\n\
         <html lang=\"{tag}\" data-step=\"0\" data-steps=\"0\">\n\
         <head>\n<meta charset=\"utf-8\"/>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n\
         <meta name=\"generator\" content=\"boardfig\"/>\n\
         <title>{title}</title>\n<style>\n{CSS}{EXPLORER_CSS}{QUEENS_CSS}</style>\n</head>\n<body>\n\
         <h1 id=\"title\">{title}</h1>\n{puzzle}\
         <main class=\"explorer\">\n<div id=\"player\">\n{choices}{queens_choices}\
         <p id=\"hint\">{hint}</p>\n\
         <p id=\"limits\" hidden=\"hidden\"></p>\n\
         <p id=\"program\" hidden=\"hidden\"></p>\n\
         <div id=\"stage\">{first}</div>\n\
         <p id=\"caption\" aria-live=\"polite\"></p>\n{controls}\
         {turn}<p id=\"reason\" hidden=\"hidden\"></p>\n</div>\n\
         <div id=\"side\">\n{legend}{panels}<figure id=\"answer\" hidden=\"hidden\">\
         <figcaption>{answer}</figcaption><div id=\"answer-stage\"></div></figure>\n</div>\n</main>\n{knight}{glyphs}\
         <noscript><p>{noscript}</p></noscript>\n\
         <script type=\"application/json\" id=\"boardfig-explorer\">{data}</script>\n\
         <script>\n{RULES}{JS}</script>\n<script>\n{POOL_JS}{QUEENS_JS}</script>\n</body>\n</html>\n",
        tag = lang.tag(),
        title = escape(title),
        hint = escape(&say!(lang, "explorer-hint")),
        noscript = escape(&say!(lang, "explorer-noscript")),
        choices = choices(lang),
        puzzle = explorer_queens::puzzle_choice(lang),
        queens_choices = explorer_queens::choices(lang),
        panels = explorer_queens::panels(lang),
        controls = controls(0, "", lang),
        turn = turn_controls(lang),
        answer = escape(&say!(lang, "try-answer-label")),
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
         <label><input type=\"radio\" name=\"view\" value=\"pruned\"/> {pruned}</label>\
         <label><input type=\"radio\" name=\"view\" value=\"try\"/> {turn}</label></fieldset>\n\
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
        turn = words(say!(lang, "explorer-view-try")),
    )
}

/// The buttons of the "Your turn" view (shown by the script in that view):
/// undo, redo, hint and start again.
fn turn_controls(lang: Lang) -> String {
    let button = |id: &str, label: String| {
        format!(
            "<button type=\"button\" id=\"{id}\">{}</button>",
            escape(&label)
        )
    };
    format!(
        "<div id=\"turn\" class=\"controls\" role=\"group\" aria-label=\"{label}\" hidden=\"hidden\">\
         {undo}{redo}{hint}{restart}</div>\n",
        label = escape(&say!(lang, "try-controls-label")),
        undo = button("undo", say!(lang, "try-undo")),
        redo = button("redo", say!(lang, "try-redo")),
        hint = button("ask", say!(lang, "try-hint")),
        restart = button("restart", say!(lang, "try-restart")),
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
        "endBacktrackOnly": say!(
            lang,
            "explorer-end-backtrack-only",
            board = "{board}",
            command = "{command}"
        ),
        "endExhausted": say!(lang, "explorer-end-exhausted", start = "{start}", end = "{end}"),
        "evenColour": {
            "caption": say!(
                lang,
                "explain-even-colour-caption",
                start = "{start}",
                end = "{end}",
                board = "{board}"
            ),
            "dark": even_colour_detail(lang, "dark"),
            "light": even_colour_detail(lang, "light"),
        },
        "board": say!(lang, "explorer-board-label", board = "{board}"),
        "try": turn_words(lang),
    });
    if let (Some(words), Value::Object(patterns)) = (words.as_object_mut(), patterns) {
        words.extend(patterns);
    }
    words
}

/// Why no tour joins two squares of `colour` on a board of an even number
/// of squares, its slots left for the script.
fn even_colour_detail(lang: Lang, colour: &str) -> String {
    say!(
        lang,
        "explain-even-colour-detail",
        board = "{board}",
        area = "{area}",
        moves = "{moves}",
        start = "{start}",
        end = "{end}",
        colour = colour
    )
}

/// The words of the "Your turn" view: its sentences, and the search
/// figures' reasons a position leads to no tour (`cuts`, by the rule's
/// name in `rules.js`; `notLast`, why a square cannot be last), so the
/// page words a dead end as `boardfig knight --path` does.
fn turn_words(lang: Lang) -> Value {
    let colour = |last: &str, square: &str| {
        say!(
            lang,
            "not-last-colour",
            area = "{area}",
            last_colour = last,
            start = "{start}",
            square = "{square}",
            colour = square
        )
    };
    json!({
        "help": say!(lang, "try-help"),
        "start": say!(lang, "try-start", square = "{square}"),
        "move": say!(lang, "try-move", move = "{move}", from = "{from}", to = "{to}"),
        "notMove": say!(lang, "try-refused-not-move", from = "{from}", to = "{to}"),
        "visited": say!(lang, "try-refused-visited", to = "{to}", number = "{number}"),
        "end": say!(lang, "try-refused-end", to = "{to}"),
        "done": say!(lang, "try-refused-done"),
        "deadEnd": say!(lang, "try-dead-end", reason = "{reason}"),
        "since": say!(lang, "try-dead-end-since", move = "{move}", reason = "{reason}"),
        "tour": say!(lang, "try-tour", moves = "{moves}"),
        "tourClosed": say!(
            lang,
            "try-tour-closed",
            moves = "{moves}",
            last = "{last}",
            start = "{start}"
        ),
        "same": say!(lang, "try-textbook-same"),
        "other": say!(lang, "try-textbook-other", start = "{start}"),
        "spent": say!(lang, "try-textbook-spent", nodes = "{nodes}"),
        "hintMove": say!(lang, "try-hint-move", from = "{from}", to = "{to}"),
        "hintNone": say!(lang, "try-hint-none", square = "{square}"),
        "hintBudget": say!(lang, "try-hint-budget", nodes = "{nodes}"),
        "listAnd": say!(lang, "list-and", init = "{init}", last = "{last}"),
        "cuts": {
            "stuck": say!(lang, "cut-stuck-now"),
            "no-return": say!(lang, "cut-no-return-now", start = "{start}"),
            "wrong-last": say!(lang, "cut-wrong-last-now", square = "{square}", why = "{why}"),
            "no-way-out": say!(lang, "cut-no-way-out-now", square = "{square}"),
            "two-last": say!(lang, "cut-two-last-now", a = "{a}", b = "{b}"),
            "cannot-be-last": say!(
                lang,
                "cut-cannot-be-last-now",
                square = "{square}",
                why = "{why}"
            ),
            "crowded-knight": say!(
                lang,
                "cut-crowded-knight-now",
                squares = "{squares}",
                square = "{square}"
            ),
            "crowded": say!(lang, "cut-crowded-now", squares = "{squares}", square = "{square}"),
            "split": say!(lang, "cut-split-now", a = "{a}", b = "{b}"),
        },
        "notLast": {
            "end": say!(lang, "not-last-end", end = "{end}"),
            "start": say!(lang, "not-last-start", start = "{start}"),
            "colour": {
                "dark-dark": colour("dark", "dark"),
                "dark-light": colour("dark", "light"),
                "light-dark": colour("light", "dark"),
                "light-light": colour("light", "light"),
            },
        },
    })
}

/// A hidden SVG defining the knight's and the queen's outlines (`#knight`,
/// `#knight-d`, `#queen`, `#queen-d`), as the figures define them, for the
/// scripts to place.
fn knight_defs(style: &Style) -> String {
    let scene = Scene {
        width: 1,
        height: 1,
        background: style.theme.background,
        items: [PieceKind::Knight, PieceKind::Queen]
            .map(|kind| Item::Piece {
                kind,
                cx: 0.0,
                cy: 0.0,
                size: 100.0,
                fill: style.theme.piece,
                outline: style.theme.piece_outline,
            })
            .to_vec(),
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
