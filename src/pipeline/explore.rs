//! The explorer: every choice its page offers (board, start, end, open or
//! closed, method and order) solved ahead by the same solvers as the
//! command line, and stored compactly for the page's script.
//!
//! A tour is stored as its first square's index and one move code a
//! square (the number of the move in [`KNIGHT_STEPS`]), two codes to a
//! character. A replayed search is stored as its moments: the caption as a
//! template (squares and numbers taken out) and its values, the path as
//! how much of the path before it keeps and the squares it adds, and the
//! marks. Numbers are written as base-64 digits, five bits each, the
//! last one flagged.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::{Value, json};

use crate::board::{Board, Square};
use crate::error::Error;
use crate::figure::frames::search_moments;
use crate::figure::layout::Marks;
use crate::figure::marks::Mark;
use crate::figure::moments::{Kind, Moment, Puzzle};
use crate::knight::TourSpec;
use crate::knight::existence::impossibility;
use crate::knight::moves::MoveOrder;
use crate::options::Key;
use crate::pipeline::draw::no_tour_reason;
use crate::pipeline::explore_queens;
use crate::plan::explore::{
    ExplorePlan, MAX_PAGE_BYTES, PLAIN_REPLAY_CALLS, REPLAY_FRAMES, too_large,
};
use crate::render::explorer;
use crate::solution::{KNIGHT_STEPS, Outcome, Tour, step_number};
use crate::solve::{self, KnightAnswer, KnightMethod, Prune, Refusal};
use crate::text::method_name;
use crate::words::{Lang, say};

/// The digits of stored numbers and codes (base 64, safe in JSON and in
/// addresses).
pub(crate) const DIGITS: &[u8; 64] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// A caption's square, in a template.
const SQUARE_SLOT: char = '\u{1}';
/// A caption's number, in a template.
const NUMBER_SLOT: char = '\u{2}';

/// One method the page offers: its id in the page and in addresses, and
/// the command line's method and order ([`Offer::label`]: its words).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Offer {
    /// The id in the page (`textbook`, `warnsdorff`, ...).
    pub id: &'static str,
    /// The command line's `--method`.
    pub method: KnightMethod,
    /// The command line's `--order` (a preset's name).
    pub order: &'static str,
}

/// The methods the page offers, in its menu's order.
pub(crate) const OFFERS: [Offer; 5] = [
    Offer {
        id: "textbook",
        method: KnightMethod::Backtrack,
        order: "textbook",
    },
    Offer {
        id: "listed",
        method: KnightMethod::Backtrack,
        order: "listed",
    },
    Offer {
        id: "sweep",
        method: KnightMethod::Backtrack,
        order: "sweep",
    },
    Offer {
        id: "warnsdorff",
        method: KnightMethod::Warnsdorff,
        order: "textbook",
    },
    Offer {
        id: "construct",
        method: KnightMethod::Construct,
        order: "textbook",
    },
];

impl Offer {
    /// The words in the method menu, in `lang`.
    fn label(self, lang: Lang) -> String {
        match self.id {
            "textbook" => say!(lang, "explorer-method-textbook"),
            "listed" => say!(lang, "explorer-method-listed"),
            "sweep" => say!(lang, "explorer-method-sweep"),
            "warnsdorff" => say!(lang, "explorer-method-warnsdorff"),
            _ => say!(lang, "explorer-method-construct"),
        }
    }
}

/// The explorer's page for a plan.
///
/// # Errors
/// A solver's refusal that is not an answer (none is expected on the
/// boards a plan admits).
pub(crate) fn page(plan: &ExplorePlan) -> Result<Vec<u8>, Error> {
    let data = data(plan)?;
    let title = plan
        .title
        .clone()
        .unwrap_or_else(|| default_title(&plan.boards, &plan.queens, plan.style.lang));
    let page = explorer::page(&title, &plan.boards, &plan.style, &data);
    // The plan's estimate refuses most pages too large before any search;
    // this refuses the rest before anything is written.
    if page.len() > MAX_PAGE_BYTES {
        return Err(Error::value(Key::Sizes, &plan.sizes, too_large(page.len())));
    }
    Ok(page)
}

/// The page's title when the plan gives none, naming its boards and its
/// queens in `lang`: `5x5 to 8x8 boards, 4 to 12 queens`.
fn default_title(boards: &[Board], queens: &[usize], lang: Lang) -> String {
    fn span<T: ToString>(items: &[T], lang: Lang) -> String {
        match items {
            [one] => one.to_string(),
            [first, .., last] => say!(
                lang,
                "explorer-span",
                from = first.to_string(),
                to = last.to_string()
            ),
            [] => String::new(),
        }
    }
    say!(
        lang,
        "title-explorer",
        boards = span(boards, lang),
        queens = span(queens, lang)
    )
}

/// What one board's page data is made of, solved in parallel.
#[derive(Clone, Copy)]
enum Task {
    /// An open or closed tour from `start` by a method.
    Tour {
        offer: Offer,
        start: Square,
        closed: bool,
    },
    /// An open tour from `start` to `end` by a method.
    End {
        offer: Offer,
        start: Square,
        end: Square,
    },
    /// The theorem that rules out every tour from `start` to `end`, if
    /// any, where the page searches the other pairs itself.
    EndProof { start: Square, end: Square },
    /// The search in an order from `start` by a program, replayed.
    Search {
        offer: Offer,
        start: Square,
        closed: bool,
        prune: Prune,
    },
}

/// The result of a task, before it is encoded.
enum Done {
    /// A method's answer.
    Answer(Box<KnightAnswer>),
    /// The method builds nothing for this choice (the construction on a
    /// board too small, or to an end square it cannot reach).
    Refused(String),
    /// A pair no theorem rules out, left to the page.
    Open,
    /// A recorded search's moments with their captions split (done on
    /// the worker threads, being most of the encoding's work), or its
    /// answer where a theorem answered first.
    Replay(Vec<Moment>, Vec<SplitText>, Box<KnightAnswer>),
}

/// The spec of a choice.
fn spec(board: Board, offer: Offer, start: Square, end: Option<Square>, closed: bool) -> TourSpec {
    TourSpec {
        board,
        start,
        end,
        closed,
        order: MoveOrder::preset(offer.order).unwrap_or_else(MoveOrder::textbook),
    }
}

/// Runs a task; a refusal in words of `lang`.
fn run(board: Board, task: &Task, lang: Lang) -> Result<Done, Error> {
    let budget = |offer: Offer| {
        (offer.method == KnightMethod::Backtrack)
            .then(|| ExplorePlan::budget(board))
            .flatten()
    };
    let solved = |spec: TourSpec, offer: Offer| match solve::solve_knight(
        &spec,
        offer.method,
        budget(offer),
    ) {
        Ok(answer) => Ok(Done::Answer(Box::new(answer))),
        Err(Refusal::Construct { .. } | Refusal::Sweep { .. }) => {
            Ok(Done::Refused(refusal(&spec, lang)))
        }
        Err(e) => Err(e.into()),
    };
    match *task {
        Task::Tour {
            offer,
            start,
            closed,
        } => solved(spec(board, offer, start, None, closed), offer),
        Task::End { offer, start, end } => {
            solved(spec(board, offer, start, Some(end), false), offer)
        }
        Task::EndProof { start, end } => {
            let spec = spec(board, OFFERS[0], start, Some(end), false);
            if impossibility(&spec).is_none() {
                Ok(Done::Open)
            } else {
                solved(spec, OFFERS[0])
            }
        }
        Task::Search {
            offer,
            start,
            closed,
            prune,
        } => {
            let spec = spec(board, offer, start, None, closed);
            let budget = (prune == Prune::Plain).then_some(PLAIN_REPLAY_CALLS);
            let (answer, trace) =
                solve::watched_knight_search(&spec, prune, budget, REPLAY_FRAMES, None)?;
            let moments = trace
                .map(|trace| search_moments(lang, Puzzle::Knight, board, &trace))
                .unwrap_or_default();
            let captions = split_captions(board, &moments);
            Ok(Done::Replay(moments, captions, Box::new(answer)))
        }
    }
}

/// Why the construction builds nothing for a spec, in `lang`.
fn refusal(spec: &TourSpec, lang: Lang) -> String {
    if spec.end.is_some() {
        say!(lang, "explorer-refused-end")
    } else {
        say!(
            lang,
            "explorer-refused-small",
            board = spec.board.to_string()
        )
    }
}

/// Runs every task on the machine's cores; the results in task order, so
/// that the page is the same whatever the number of threads.
fn run_all(tasks: &[(Board, Task)], lang: Lang) -> Result<Vec<Done>, Error> {
    let threads = std::thread::available_parallelism()
        .map_or(1, std::num::NonZero::get)
        .min(tasks.len().max(1));
    // The replayed searches first, the plain ones first of all: they take
    // the longest, and one left to the end would keep a core idle.
    let mut order: Vec<usize> = (0..tasks.len()).collect();
    order.sort_by_key(|&k| match tasks[k].1 {
        Task::Search {
            prune: Prune::Plain,
            ..
        } => 0,
        Task::Search { .. } => 1,
        _ => 2,
    });
    let next = AtomicUsize::new(0);
    let mut results: Vec<(usize, Result<Done, Error>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut out = Vec::new();
                    while let Some(&k) = order.get(next.fetch_add(1, Ordering::Relaxed)) {
                        let (board, task) = &tasks[k];
                        out.push((k, run(*board, task, lang)));
                    }
                    out
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_default())
            .collect()
    });
    results.sort_by_key(|(k, _)| *k);
    results.into_iter().map(|(_, done)| done).collect()
}

/// The page's data: its methods, its theme's colours and, per board, every
/// answer.
fn data(plan: &ExplorePlan) -> Result<Value, Error> {
    let mut templates = Templates::default();
    // The queens are solved on a thread of their own while the knights'
    // boards are; their searches are encoded after the knights', so the
    // page is the same whatever the order the threads finish in.
    // Every board's tasks run on one set of threads, so that no board
    // waits for another's last search.
    let per_board: Vec<Vec<Task>> = plan.boards.iter().map(|&board| tasks(board)).collect();
    let tasks: Vec<(Board, Task)> = plan
        .boards
        .iter()
        .zip(&per_board)
        .flat_map(|(&board, list)| list.iter().map(move |&task| (board, task)))
        .collect();
    let (done, queens) = std::thread::scope(|scope| {
        let queens = scope.spawn(|| explore_queens::solve(plan));
        let done = run_all(&tasks, plan.style.lang);
        let queens = queens
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (done, queens)
    });
    let done = done?;
    let mut boards = Vec::new();
    let mut at = 0;
    for (&board, list) in plan.boards.iter().zip(&per_board) {
        let count = list.len();
        let range = at..at + count;
        boards.push(board_data(
            board,
            &tasks[range.clone()],
            &done[range],
            plan.style.lang,
            &mut templates,
        ));
        at += count;
    }
    let queens = explore_queens::encode(queens?, &mut templates);
    let offers: Vec<Value> = OFFERS
        .iter()
        .map(|o| {
            json!({
                "id": o.id,
                "label": o.label(plan.style.lang),
                "method": method_name(o.method),
                "order": o.order,
                "deltas": MoveOrder::preset(o.order).map(|order| order.deltas),
            })
        })
        .collect();
    Ok(json!({
        "steps": KNIGHT_STEPS,
        "textbook": MoveOrder::textbook().deltas,
        "methods": offers,
        "templates": templates.list,
        "boards": boards,
        "queens": queens,
    }))
}

/// Every choice a board offers, as tasks: each method from each start,
/// open, and closed where the page offers closed tours; to each end square where the page offers ends; the
/// searches in each order where it replays them.
fn tasks(board: Board) -> Vec<Task> {
    let starts: Vec<Square> = (0..board.area()).map(|k| board.square(k)).collect();
    let closings: &[bool] = if ExplorePlan::offers_closed(board) {
        &[false, true]
    } else {
        &[false]
    };
    let mut tasks = Vec::new();
    for offer in OFFERS {
        for &closed in closings {
            for &start in &starts {
                tasks.push(Task::Tour {
                    offer,
                    start,
                    closed,
                });
            }
        }
    }
    if ExplorePlan::offers_ends(board) {
        for offer in OFFERS {
            for &start in &starts {
                for &end in &starts {
                    if end != start {
                        tasks.push(Task::End { offer, start, end });
                    }
                }
            }
        }
    }
    if ExplorePlan::searches_ends(board) {
        for &start in &starts {
            for &end in &starts {
                if end != start {
                    tasks.push(Task::EndProof { start, end });
                }
            }
        }
    }
    if ExplorePlan::replays(board) {
        for offer in OFFERS
            .iter()
            .filter(|o| o.method == KnightMethod::Backtrack)
        {
            for prune in [Prune::Pruned, Prune::Plain] {
                for closed in [false, true] {
                    for &start in &starts {
                        tasks.push(Task::Search {
                            offer: *offer,
                            start,
                            closed,
                            prune,
                        });
                    }
                }
            }
        }
    }
    tasks
}

/// The answers of one board, their words in `lang`.
fn board_data(
    board: Board,
    tasks: &[(Board, Task)],
    done: &[Done],
    lang: Lang,
    templates: &mut Templates,
) -> Value {
    let area = board.area();
    let ends = ExplorePlan::offers_ends(board);
    let replays = ExplorePlan::replays(board);
    let mut reasons = Reasons::default();
    let mut tours = serde_json::Map::new();
    let mut end_lists: HashMap<&str, Vec<Vec<String>>> = HashMap::new();
    let mut proofs = vec![vec![String::new(); area]; area];
    let mut searches = serde_json::Map::new();
    for ((_, task), done) in tasks.iter().zip(done) {
        match *task {
            Task::Tour { offer, closed, .. } => {
                let key = format!("{}-{}", offer.id, if closed { "closed" } else { "open" });
                push(
                    &mut tours,
                    &key,
                    encode_answer(lang, board, done, &mut reasons, templates),
                );
            }
            Task::End { offer, start, end } => {
                let lists = end_lists
                    .entry(offer.id)
                    .or_insert_with(|| vec![vec![String::new(); area]; area]);
                lists[board.index(start)][board.index(end)] =
                    encode_answer(lang, board, done, &mut reasons, templates);
            }
            Task::EndProof { start, end } => {
                // Two squares of one colour on a board of an even number
                // of squares: `C`, worded by the page (one pattern, not a
                // reason a pair).
                proofs[board.index(start)][board.index(end)] = if matches!(done, Done::Open) {
                    String::new()
                } else if area.is_multiple_of(2) && start.is_dark() == end.is_dark() {
                    "C".to_string()
                } else {
                    encode_answer(lang, board, done, &mut reasons, templates)
                };
            }
            Task::Search {
                offer,
                closed,
                prune,
                ..
            } => {
                // The textbook program's searches under `...-plain`.
                let key = format!(
                    "{}-{}{}",
                    offer.id,
                    if closed { "closed" } else { "open" },
                    if prune == Prune::Plain { "-plain" } else { "" }
                );
                let stored = match done {
                    Done::Replay(moments, captions, answer) if !moments.is_empty() => {
                        encode_moments(board, moments, captions, templates)
                            + "|"
                            + &encode_answer(
                                lang,
                                board,
                                &Done::Answer(answer.clone()),
                                &mut reasons,
                                templates,
                            )
                    }
                    Done::Replay(_, _, answer) => {
                        format!(
                            "|{}",
                            encode_answer(
                                lang,
                                board,
                                &Done::Answer(answer.clone()),
                                &mut reasons,
                                templates
                            )
                        )
                    }
                    _ => String::new(),
                };
                push(&mut searches, &key, stored);
            }
        }
    }
    // Per start, the answer to each end square, separated by spaces (the
    // start's own entry empty).
    let end_data: serde_json::Map<String, Value> = OFFERS
        .iter()
        .filter_map(|o| {
            let lists = end_lists.remove(o.id)?;
            let joined: Vec<Value> = lists.iter().map(|l| Value::String(l.join(" "))).collect();
            Some((o.id.to_string(), Value::Array(joined)))
        })
        .collect();
    json!({
        "name": board.to_string(),
        "files": board.files,
        "ranks": board.ranks,
        "reasons": reasons.list,
        "tours": tours,
        "ends": if ends { Value::Object(end_data) } else { Value::Null },
        // Per start, the reason no tour reaches each end square a theorem
        // rules out, separated by spaces; the page searches the others.
        "endProofs": if ExplorePlan::searches_ends(board) {
            Value::Array(proofs.iter().map(|l| Value::String(l.join(" "))).collect())
        } else {
            Value::Null
        },
        "searches": if replays { Value::Object(searches) } else { Value::Null },
    })
}

/// Appends `text` to the list under `key`.
fn push(map: &mut serde_json::Map<String, Value>, key: &str, text: String) {
    if let Value::Array(list) = map.entry(key).or_insert_with(|| Value::Array(Vec::new())) {
        list.push(Value::String(text));
    }
}

/// A number as base-64 digits, five bits each, lowest first; every digit
/// but the last has 32 added.
pub(crate) fn number(mut n: u64, out: &mut String) {
    while n >= 32 {
        out.push(char::from(DIGITS[32 + (n & 31) as usize]));
        n >>= 5;
    }
    out.push(char::from(DIGITS[n as usize]));
}

/// A tour's moves, two move codes to a digit (the first code in the low
/// three bits).
pub(crate) fn tour_code(tour: &Tour) -> String {
    let squares = tour.square_list();
    let codes: Vec<u8> = squares
        .windows(2)
        .map(|w| step_number(w[0], w[1]).unwrap_or_default())
        .collect();
    codes
        .chunks(2)
        .map(|pair| {
            let high = pair.get(1).copied().unwrap_or(0);
            char::from(DIGITS[usize::from(pair[0] | (high << 3))])
        })
        .collect()
}

/// One answer as stored: `T` and the tour's moves, `N` and the reason
/// there is none, `S` and the nodes of a spent budget, `R` and why the
/// method builds nothing here.
fn encode_answer(
    lang: Lang,
    board: Board,
    done: &Done,
    reasons: &mut Reasons,
    templates: &mut Templates,
) -> String {
    match done {
        Done::Answer(answer) => match &answer.outcome {
            Outcome::Found(tour) => format!("T{}", tour_code(tour)),
            Outcome::NotFound(_) => {
                let (caption, detail, marks) = no_tour_reason(lang, answer);
                format!(
                    "N{}",
                    reasons.index(board, &caption, &detail, &marks, templates)
                )
            }
            Outcome::BudgetSpent => format!("S{}", answer.stats.nodes),
        },
        Done::Refused(words) => format!(
            "R{}",
            reasons.index(board, words, "", &Marks::default(), templates)
        ),
        Done::Replay(_, _, answer) => encode_answer(
            lang,
            board,
            &Done::Answer(answer.clone()),
            reasons,
            templates,
        ),
        Done::Open => String::new(),
    }
}

/// The reasons a board's choices have no tour, each stored once.
#[derive(Default)]
struct Reasons {
    /// The reasons, in order of first use, encoded.
    list: Vec<String>,
    /// The index of each.
    index: HashMap<String, usize>,
}

impl Reasons {
    /// The index of a reason, stored the first time: its caption and its
    /// argument as texts (see [`text`]), then its ringed squares, its
    /// dotted squares (each a count and the squares), 1 if the board's
    /// sides are outlined, else 0, and its moves (a count and the pairs).
    fn index(
        &mut self,
        board: Board,
        caption: &str,
        detail: &str,
        marks: &Marks,
        templates: &mut Templates,
    ) -> usize {
        let mut value = String::new();
        text(board, caption, templates, &mut value);
        text(board, detail, templates, &mut value);
        for list in [&marks.ringed, &marks.dotted] {
            number(list.len() as u64, &mut value);
            for sq in list {
                number(board.index(*sq) as u64, &mut value);
            }
        }
        number(u64::from(marks.outlined), &mut value);
        number(marks.moves.len() as u64, &mut value);
        for (a, b) in &marks.moves {
            number(board.index(*a) as u64, &mut value);
            number(board.index(*b) as u64, &mut value);
        }
        if let Some(&k) = self.index.get(&value) {
            return k;
        }
        self.list.push(value.clone());
        self.index.insert(value, self.list.len() - 1);
        self.list.len() - 1
    }
}

/// A text split into its lines, each its template and values (see
/// [`split_caption`]).
pub(crate) type SplitText = Vec<(String, Vec<u64>)>;

/// `words` split into lines, each line into its template and values.
fn split_text(board: Board, words: &str) -> SplitText {
    if words.is_empty() {
        return Vec::new();
    }
    words
        .split('\n')
        .map(|line| split_caption(board, line))
        .collect()
}

/// Each moment's caption, split (see [`split_text`]).
pub(crate) fn split_captions(board: Board, moments: &[Moment]) -> Vec<SplitText> {
    moments
        .iter()
        .map(|m| split_text(board, &m.caption().join("\n")))
        .collect()
}

/// A text as stored: the number of its lines, then each line's template
/// and the values of its slots.
fn put_text(lines: &SplitText, templates: &mut Templates, out: &mut String) {
    number(lines.len() as u64, out);
    for (template, values) in lines {
        number(templates.index(template) as u64, out);
        for &v in values {
            number(v, out);
        }
    }
}

/// `words` as stored (see [`put_text`]).
fn text(board: Board, words: &str, templates: &mut Templates, out: &mut String) {
    put_text(&split_text(board, words), templates, out);
}

/// The captions' templates, shared by every search of the page.
#[derive(Default)]
pub(crate) struct Templates {
    /// The templates, in order of first use.
    list: Vec<String>,
    /// The index of each.
    index: HashMap<String, usize>,
}

impl Templates {
    /// The index of a template, stored the first time.
    fn index(&mut self, template: &str) -> usize {
        if let Some(&k) = self.index.get(template) {
            return k;
        }
        self.list.push(template.to_string());
        self.index.insert(template.to_string(), self.list.len() - 1);
        self.list.len() - 1
    }
}

/// A caption split into its template and values: each word that names a
/// square of `board` becomes [`SQUARE_SLOT`] and its index, each number
/// [`NUMBER_SLOT`] and its value; the rest is kept.
pub(crate) fn split_caption(board: Board, text: &str) -> (String, Vec<u64>) {
    let mut template = String::new();
    let mut values = Vec::new();
    let mut word = String::new();
    let flush = |word: &mut String, template: &mut String, values: &mut Vec<u64>| {
        if word.is_empty() {
            return;
        }
        if let Some(sq) = as_square(board, word) {
            template.push(SQUARE_SLOT);
            values.push(board.index(sq) as u64);
        } else if word.len() <= 15
            && word.bytes().all(|b| b.is_ascii_digit())
            && !word.starts_with('0')
            || word == "0"
        {
            template.push(NUMBER_SLOT);
            values.push(word.parse().unwrap_or_default());
        } else {
            template.push_str(word);
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            word.push(c);
        } else {
            flush(&mut word, &mut template, &mut values);
            template.push(c);
        }
    }
    flush(&mut word, &mut template, &mut values);
    (template, values)
}

/// The square a word names on `board`, if it is one: lower-case letters
/// then digits, inside the board.
fn as_square(board: Board, word: &str) -> Option<Square> {
    let digits = word.find(|c: char| c.is_ascii_digit())?;
    let (letters, number) = word.split_at(digits);
    if letters.is_empty()
        || !letters.bytes().all(|b| b.is_ascii_lowercase())
        || !number.bytes().all(|b| b.is_ascii_digit())
        || number.starts_with('0')
    {
        return None;
    }
    let sq: Square = word.parse().ok()?;
    (board.contains(sq) && sq.to_string() == word).then_some(sq)
}

/// The moments of a search: per moment its kind (with 8 added for a
/// time-lapsed one), its caption's template and values, how many squares
/// of the path before it keeps, the squares it adds, and its marks.
pub(crate) fn encode_moments(
    board: Board,
    moments: &[Moment],
    captions: &[SplitText],
    templates: &mut Templates,
) -> String {
    let mut out = String::new();
    let mut before: &[Square] = &[];
    for (moment, caption) in moments.iter().zip(captions) {
        let kind = match moment.kind {
            Kind::Empty => 0,
            Kind::Start => 1,
            Kind::Advance => 2,
            Kind::Rejected => 3,
            Kind::Back => 4,
            Kind::Found => 5,
            Kind::Hopeless => 6,
        } + if moment.skipped > 0 { 8 } else { 0 };
        number(kind, &mut out);
        put_text(caption, templates, &mut out);
        let keep = before
            .iter()
            .zip(&moment.path)
            .take_while(|(a, b)| a == b)
            .count();
        number(keep as u64, &mut out);
        number((moment.path.len() - keep) as u64, &mut out);
        for sq in &moment.path[keep..] {
            number(board.index(*sq) as u64, &mut out);
        }
        number(moment.marks.len() as u64, &mut out);
        for mark in &moment.marks {
            let kind = match mark {
                Mark::Rejected(_) => 0,
                Mark::Cause(_) => 1,
                Mark::Retreat(_) => 2,
                Mark::Number(..) => 3,
            };
            number((board.index(mark.square()) * 4 + kind) as u64, &mut out);
            if let Mark::Number(_, numbers) = mark {
                number(u64::from(numbers.0), &mut out);
            }
        }
        before = &moment.path;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captions_split_into_templates_and_values() {
        let board = Board { files: 6, ranks: 6 };
        let (template, values) = split_caption(board, "move 17: d4-e6 \u{b7} 18 nodes so far");
        assert_eq!(
            template,
            "move \u{2}: \u{1}-\u{1} \u{b7} \u{2} nodes so far"
        );
        assert_eq!(values, [17, 21, 34, 18]);
        let (template, values) = split_caption(board, "a 6x6 board, h9 and a0 are words");
        assert_eq!(template, "a 6x6 board, h9 and a0 are words");
        assert!(values.is_empty());
    }

    #[test]
    fn numbers_take_five_bits_a_digit() {
        let mut out = String::new();
        for n in [0, 31, 32, 1000] {
            number(n, &mut out);
        }
        assert_eq!(out, "A".to_string() + "f" + "gB" + "o" + "f");
    }
}
