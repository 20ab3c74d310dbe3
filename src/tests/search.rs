//! The search as it is: `--trace` replayed against a plain search written
//! here (every candidate of every node, in the move order, has its event);
//! the animation's captions are exactly the trace's events; every frame
//! draws the knight where the search is; long searches are time-lapsed
//! within `--max-frames` and say how many steps they skip.

use crate::figure::frames::search_captions;
use crate::figure::frames::search_frames;
use crate::figure::scene::Item;
use crate::figure::scene::PieceKind;
use crate::figure::scene::Scene;
use crate::knight::backtrack::first_tour;
use crate::knight::plain::first_tour as plain_first_tour;
use crate::knight::validate::check_tour;
use crate::pipeline::knight as run_knight;
use crate::pipeline::queens as run_queens;
use crate::plan::Ends;
use crate::plan::KnightPlan;
use crate::plan::Output;
use crate::plan::Target;
use crate::plan::knight as plan_knight;
use crate::plan::queens as plan_queens;
use crate::solve;
use crate::trace::Puzzle;
use crate::trace::Trace;
use crate::words::Lang;
use crate::{Animate, Board, Format, KnightJob, Outcome, QueensJob, Square, ThemeName, TourSpec};
use serde_json::Value;

/// Which program a search test runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Prune {
    /// The lesson's plain program (the default).
    Plain,
    /// The search with pruning rules (`--prune`).
    Pruned,
}

impl Prune {
    /// The job's `prune` key.
    #[allow(clippy::unnecessary_wraps)]
    fn key(self) -> Option<bool> {
        Some(self == Prune::Pruned)
    }
}

/// A knight job from a1 with `outputs`, planned and run: the plan, the
/// tour found and the files' bytes in the order asked.
fn run(
    board: &str,
    job: KnightJob,
    formats: &[Format],
) -> (KnightPlan, Outcome<crate::Tour>, Vec<Vec<u8>>) {
    let job = KnightJob {
        board: Some(board.parse().unwrap()),
        animate: Some(Animate::Search),
        ..job
    };
    let outputs = formats
        .iter()
        .map(|&f| Output::answer(f, Target::Path(format!("search.{}", f.extension()).into())))
        .collect();
    let plan = plan_knight(&job, outputs, Ends::Options).unwrap();
    let product = run_knight(&plan, &mut |_| {}).unwrap();
    let files = product.files.into_iter().map(|f| f.bytes).collect();
    (plan, product.answer.outcome, files)
}

/// The search the plan animates, recorded as the pipeline records it.
fn record(plan: &KnightPlan, trace: &mut Trace) -> Outcome<crate::Tour> {
    let spec: &TourSpec = &plan.spec;
    match plan.prune {
        solve::Prune::Pruned => first_tour(spec, u64::MAX, Some(trace)).0,
        solve::Prune::Plain => plain_first_tour(spec, u64::MAX, trace).0,
    }
}

/// The time-lapse the plan's figures draw, recorded as the pipeline
/// records it.
fn watched(plan: &KnightPlan) -> Trace {
    solve::watched_knight_search(&plan.spec, plan.prune, None, plan.max_frames, None)
        .unwrap()
        .1
        .unwrap()
}

/// The lines of a `--trace` file, parsed, after its header.
fn lines(bytes: &[u8]) -> Vec<Value> {
    std::str::from_utf8(bytes)
        .unwrap()
        .lines()
        .skip(1)
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

fn field<'a>(line: &'a Value, key: &str) -> Option<&'a str> {
    line.get(key).and_then(Value::as_str)
}

/// The square a knight move leads to, if it stays on the board.
fn knight_step(board: Board, from: Square, (df, dr): (i32, i32)) -> Option<Square> {
    let file = i64::from(from.file) + i64::from(df);
    let rank = i64::from(from.rank) + i64::from(dr);
    let inside =
        (0..i64::from(board.files)).contains(&file) && (0..i64::from(board.ranks)).contains(&rank);
    inside.then_some(Square {
        file: file as u32,
        rank: rank as u32,
    })
}

/// Replays a knight's `--trace` file with a plain search of its own: at
/// each node the candidates of the move order one by one, each with one
/// line (entered, or cut with a rule that holds: `off-board` off the
/// board, `visited` on the path, any other rule on a free square), the
/// node left only after its last candidate. Returns the path at the end.
fn replay_knight(spec: &TourSpec, trace: &[Value]) -> Vec<Square> {
    let mut path: Vec<Square> = Vec::new();
    let mut next: Vec<usize> = Vec::new();
    let mut abandoned = false;
    for (k, line) in trace.iter().enumerate() {
        let event = field(line, "event").unwrap();
        let to = field(line, "to").map(|s| s.parse::<Square>().unwrap());
        if event == "start" {
            assert!(path.is_empty());
            path.push(to.unwrap());
            next.push(0);
            continue;
        }
        let here = *path.last().expect("a knight on the board");
        if event != "found" {
            assert_eq!(
                field(line, "from"),
                Some(here.to_string().as_str()),
                "line {k}"
            );
        }
        match event {
            "move" | "cut" if to.is_some() || field(line, "rule") == Some("off-board") => {
                let place = next.last_mut().unwrap();
                assert!(*place < 8, "line {k}: a ninth candidate");
                let delta = spec.order.deltas[*place];
                *place += 1;
                let expected = knight_step(spec.board, here, delta);
                assert_eq!(to, expected, "line {k}: candidate {delta:?} from {here}");
                let rule = field(line, "rule");
                match (event, rule, expected) {
                    ("cut", Some("off-board"), None) => {}
                    ("cut", Some("visited"), Some(sq)) => assert!(path.contains(&sq), "line {k}"),
                    ("cut", Some(_), Some(sq)) | ("move", None, Some(sq)) => {
                        assert!(!path.contains(&sq), "line {k}: {sq} is visited");
                        if event == "move" {
                            path.push(sq);
                            next.push(0);
                        }
                    }
                    other => panic!("line {k}: {other:?}"),
                }
            }
            "cut" => abandoned = true,
            "back" => {
                // The plain program gives up at once on a full board whose
                // last square cannot end the tour.
                let full = path.len() == spec.board.area();
                assert!(
                    *next.last().unwrap() == 8 || abandoned || full,
                    "line {k}: left {here} early"
                );
                path.pop();
                next.pop();
            }
            "found" => assert_eq!(k + 1, trace.len(), "found is the last line"),
            other => panic!("line {k}: {other}"),
        }
    }
    path
}

#[test]
fn a_knight_trace_has_every_candidate_in_move_order() {
    for (board, start, prune, closed) in [
        ("5x5", "a1", Prune::Pruned, false),
        ("6x6", "a1", Prune::Pruned, false),
        ("6x6", "b1", Prune::Pruned, true),
        ("5x6", "a1", Prune::Pruned, false),
        ("5x5", "a1", Prune::Plain, false),
        ("3x4", "a1", Prune::Plain, false),
    ] {
        let job = KnightJob {
            start: Some(start.parse().unwrap()),
            prune: prune.key(),
            closed,
            ..KnightJob::default()
        };
        let (plan, outcome, files) = run(board, job, &[Format::Trace]);
        let trace = lines(&files[0]);
        let path = replay_knight(&plan.spec, &trace);
        match outcome {
            Outcome::Found(tour) => {
                let spec = &plan.spec;
                check_tour(
                    spec.board,
                    &tour.square_list(),
                    spec.start,
                    spec.end,
                    spec.closed,
                )
                .unwrap();
                assert_eq!(path, tour.square_list(), "{board} {start}");
            }
            other => panic!("{board} {start}: {other:?}"),
        }
        // The look-ahead's cuts name squares that prove them.
        for line in &trace {
            if let Some(rule) = field(line, "rule")
                && !matches!(
                    rule,
                    "visited" | "off-board" | "end-square" | "stuck" | "no-return"
                )
            {
                assert!(line.get("squares").is_some(), "{line}");
            }
        }
    }
}

#[test]
fn a_queens_trace_has_every_square_of_every_rank() {
    let n = 6;
    let job = QueensJob {
        n: Some(6),
        ..QueensJob::default()
    };
    let output = Output::answer(Format::Trace, Target::Path("q.trace.jsonl".into()));
    let plan = plan_queens(&job, vec![output]).unwrap();
    let product = run_queens(&plan, &|_, _| {}, &mut |_| {}).unwrap();
    let trace = lines(&product.files[0].bytes);
    let attacked = |queens: &[Square], sq: Square| {
        queens.iter().any(|q| {
            q.file == sq.file
                || q.rank == sq.rank
                || q.file.abs_diff(sq.file) == q.rank.abs_diff(sq.rank)
        })
    };
    let mut queens: Vec<Square> = Vec::new();
    // The next file to try on each rank being filled.
    let mut next: Vec<u32> = vec![0];
    for (k, line) in trace.iter().enumerate() {
        assert_eq!(line.get("from"), None, "line {k}");
        let to = field(line, "to").map(|s| s.parse::<Square>().unwrap());
        match field(line, "event").unwrap() {
            event @ ("move" | "cut") => {
                let sq = to.unwrap();
                let rank = queens.len() as u32;
                assert_eq!(
                    sq,
                    Square {
                        file: *next.last().unwrap(),
                        rank
                    },
                    "line {k}"
                );
                *next.last_mut().unwrap() += 1;
                if event == "cut" {
                    assert_eq!(field(line, "rule"), Some("attacked"));
                    assert!(attacked(&queens, sq), "line {k}");
                    let by: Square = line["squares"][0].as_str().unwrap().parse().unwrap();
                    assert!(queens.contains(&by) && attacked(&[by], sq), "line {k}");
                } else {
                    assert!(!attacked(&queens, sq), "line {k}");
                    queens.push(sq);
                    next.push(0);
                }
            }
            "back" => {
                assert_eq!(
                    *next.last().unwrap() as usize,
                    n,
                    "line {k}: rank not finished"
                );
                next.pop();
                assert_eq!(queens.pop(), to, "line {k}");
            }
            "found" => assert_eq!(queens.len(), n),
            other => panic!("line {k}: {other}"),
        }
    }
    assert_eq!(field(trace.last().unwrap(), "event"), Some("found"));
    let columns: Vec<u32> = queens.iter().map(|q| q.file).collect();
    assert_eq!(product.answer.placements()[0].columns, columns);
}

/// Whether a caption tells of a trace line: a move by its squares, a cut
/// by its candidate (visited squares and moves off the board by the
/// summary), a step back by its square.
fn tells(caption: &str, line: &Value) -> bool {
    let to = field(line, "to").unwrap_or_default();
    match (field(line, "event").unwrap(), field(line, "rule")) {
        ("start", _) => caption.contains(&format!("start on {to}")),
        ("move", _) => {
            caption.starts_with("move ")
                && caption.contains(&format!(": {}-{to}", field(line, "from").unwrap()))
        }
        ("cut", Some("off-board")) => caption.contains("off the board"),
        ("cut", Some("visited")) => caption.contains("visited") && caption.contains(to),
        ("cut", _) if to.is_empty() => caption.contains("no tour from"),
        ("cut", _) => {
            let word = |w: &str| caption.split([' ', ',', ';', ':']).any(|x| x == w);
            word(to) && (caption.contains("cut:") || caption.contains("skipped:"))
        }
        ("back", _) => caption.contains(&format!("back from {}", field(line, "from").unwrap())),
        ("found", _) => caption.contains("tour found"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn captions_are_exactly_the_trace_s_events() {
    for (board, prune) in [
        ("5x5", Prune::Pruned),
        ("6x6", Prune::Pruned),
        ("5x5", Prune::Plain),
    ] {
        let job = KnightJob {
            prune: prune.key(),
            max_frames: Some(10_000),
            ..KnightJob::default()
        };
        let (plan, _, files) = run(board, job, &[Format::Trace]);
        let trace = lines(&files[0]);
        let mut full = Trace::with_limit(usize::MAX);
        record(&plan, &mut full);
        let captions = search_captions(Lang::En, Puzzle::Knight, plan.spec.board, &full);
        // Each line is told by a caption, in order: a caption may tell of
        // several lines (rejections share one), and none tells of nothing.
        let mut at = 0;
        let mut used = vec![false; captions.len()];
        // Candidates ruled out at each square since the knight last came
        // to it: a step back says "every move tried" only when there are
        // none.
        let mut ruled_out = std::collections::HashMap::<String, usize>::new();
        for (k, line) in trace.iter().enumerate() {
            while at < captions.len() && !tells(&captions[at], line) {
                at += 1;
            }
            assert!(
                at < captions.len(),
                "{board} {prune:?}: line {k} {line} is told by no caption after it"
            );
            used[at] = true;
            let from = field(line, "from").unwrap_or_default().to_string();
            match (field(line, "event").unwrap(), field(line, "rule")) {
                ("move" | "start", _) => {
                    ruled_out.insert(field(line, "to").unwrap().to_string(), 0);
                }
                ("cut", Some("off-board" | "visited")) => {}
                ("cut", _) => *ruled_out.entry(from).or_default() += 1,
                ("back", _) if captions[at].contains("every move tried") => {
                    assert_eq!(
                        ruled_out.get(&from).copied().unwrap_or(0),
                        0,
                        "{board} {prune:?}: line {k}: {}",
                        captions[at]
                    );
                }
                _ => {}
            }
        }
        let idle: Vec<&String> = captions
            .iter()
            .zip(&used)
            .filter(|(_, u)| !**u)
            .map(|(c, _)| c)
            .collect();
        assert!(
            idle.is_empty(),
            "{board} {prune:?}: captions that tell of no line: {idle:?}"
        );
        assert!(captions.iter().all(|c| !c.contains("time-lapse")));
    }
}

#[test]
fn a_time_lapse_says_how_many_steps_it_skips() {
    let job = KnightJob {
        prune: Prune::Plain.key(),
        max_frames: Some(60),
        ..KnightJob::default()
    };
    let (plan, _, _) = run("5x5", job, &[Format::Gif]);
    let mut full = Trace::with_limit(usize::MAX);
    record(&plan, &mut full);
    let lapse = watched(&plan);
    let shown = search_captions(Lang::En, Puzzle::Knight, plan.spec.board, &lapse);
    let all = search_captions(Lang::En, Puzzle::Knight, plan.spec.board, &full);
    let skipped: u64 = shown
        .iter()
        .filter_map(|c| {
            let (_, rest) = c.split_once("time-lapse: ")?;
            rest.split(' ').next()?.replace(',', "").parse::<u64>().ok()
        })
        .sum();
    assert!(skipped > 0);
    assert_eq!(skipped, lapse.skipped());
    // The moments shown are moments of the whole search, in order, with
    // the same words but the time-lapse note.
    let without_note = |c: &str| strip_note(c);
    let mut at = 0;
    for caption in &shown {
        let words = without_note(caption);
        while at < all.len() && all[at] != words {
            at += 1;
        }
        assert!(at < all.len(), "{caption} is not a moment of the search");
    }
}

/// A caption without its time-lapse note ("; time-lapse: N steps
/// skipped, M calls").
fn strip_note(caption: &str) -> String {
    match caption.find("; time-lapse") {
        Some(start) => caption[..start].to_string(),
        None => caption.to_string(),
    }
}

/// The number of frames of a GIF.
fn gif_frames(bytes: &[u8]) -> usize {
    let mut decoder = gif::DecodeOptions::new().read_info(bytes).unwrap();
    let mut frames = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    frames
}

/// The square a scene draws the knight on, read from its board's squares
/// and the knight's centre.
fn knight_square(scene: &Scene) -> Option<Square> {
    let squares = scene.items.iter().find_map(|item| match item {
        Item::Checker { squares, .. } => Some(*squares),
        _ => None,
    })?;
    let mut knights = scene.items.iter().filter_map(|item| match item {
        Item::Piece {
            kind: PieceKind::Knight,
            cx,
            cy,
            ..
        } if *cy < squares.y + squares.ranks as f32 * squares.cell => Some((*cx, *cy)),
        _ => None,
    });
    let (cx, cy) = knights.next()?;
    assert!(knights.next().is_none(), "one knight");
    let file = ((cx - squares.x) / squares.cell).floor() as u32;
    let row = ((cy - squares.y) / squares.cell).floor() as u32;
    Some(Square {
        file,
        rank: squares.ranks - 1 - row,
    })
}

/// Where the knight stands in each frame, replayed from a trace file: a
/// frame per move or step back, and a frame before it for the candidates
/// a rule rejected at that node, if any.
fn knight_per_frame(trace: &[Value]) -> Vec<Option<Square>> {
    let mut path: Vec<Square> = Vec::new();
    let mut frames = Vec::new();
    let mut rejected = false;
    for line in trace {
        let rule = field(line, "rule");
        let to = field(line, "to");
        match field(line, "event").unwrap() {
            "cut" if to.is_some() && !matches!(rule, Some("visited")) => rejected = true,
            "cut" if to.is_some() || rule == Some("off-board") => {}
            event => {
                if rejected {
                    frames.push(path.last().copied());
                    rejected = false;
                }
                match event {
                    "start" | "move" => path.push(field(line, "to").unwrap().parse().unwrap()),
                    "back" => {
                        path.pop();
                    }
                    _ => {}
                }
                frames.push(path.last().copied());
            }
        }
    }
    frames
}

#[test]
fn every_frame_draws_the_knight_where_the_search_is() {
    for (board, prune) in [
        ("5x5", Prune::Pruned),
        ("6x6", Prune::Pruned),
        ("3x4", Prune::Plain),
    ] {
        let job = KnightJob {
            prune: prune.key(),
            max_frames: Some(10_000),
            ..KnightJob::default()
        };
        let (plan, _, files) = run(board, job, &[Format::Gif, Format::Trace]);
        let expected = knight_per_frame(&lines(&files[1]));
        let lapse = watched(&plan);
        let frames: Vec<_> = search_frames(
            Puzzle::Knight,
            plan.spec.board,
            &lapse,
            &plan.style,
            String::new(),
            &crate::pipeline::draw::knight_beside(&plan, &lapse, Format::Gif),
        )
        .collect();
        assert_eq!(frames.len(), expected.len(), "{board} {prune:?}");
        assert_eq!(gif_frames(&files[0]), frames.len(), "{board} {prune:?}");
        for (k, frame) in frames.iter().enumerate() {
            assert_eq!(
                knight_square(&frame.scene),
                expected[k],
                "{board} {prune:?} frame {k}"
            );
        }
        let size = (frames[0].scene.width, frames[0].scene.height);
        assert!(
            frames
                .iter()
                .all(|f| (f.scene.width, f.scene.height) == size)
        );
    }
}

#[test]
fn the_plain_search_finds_the_pruned_search_s_tour() {
    for board in ["5x5", "6x6"] {
        let pruned = run(
            board,
            KnightJob {
                prune: Prune::Pruned.key(),
                ..KnightJob::default()
            },
            &[Format::Gif],
        );
        let plain = run(
            board,
            KnightJob {
                prune: Prune::Plain.key(),
                ..KnightJob::default()
            },
            &[Format::Gif],
        );
        assert!(matches!(pruned.1, Outcome::Found(_)), "{board}");
        assert_eq!(pruned.1, plain.1, "{board}");
    }
}

#[test]
fn max_frames_bounds_a_long_search() {
    for max_frames in [10, 57] {
        let job = KnightJob {
            prune: Prune::Plain.key(),
            max_frames: Some(max_frames),
            ..KnightJob::default()
        };
        let (plan, _, files) = run("6x6", job, &[Format::Gif]);
        let count = gif_frames(&files[0]);
        assert!(count <= max_frames as usize, "{count} > {max_frames}");
        assert!(
            count * 5 >= max_frames as usize * 4,
            "{count} << {max_frames}"
        );
        // The last frames are the search's last moments, in full.
        let mut full = Trace::with_limit(usize::MAX);
        record(&plan, &mut full);
        let lapse = watched(&plan);
        let all = search_captions(Lang::En, Puzzle::Knight, plan.spec.board, &full);
        let shown = search_captions(Lang::En, Puzzle::Knight, plan.spec.board, &lapse);
        let without_note = |c: &String| strip_note(c);
        let shown: Vec<String> = shown.iter().map(without_note).collect();
        let tail = max_frames as usize * 2 / 5;
        assert_eq!(shown[shown.len() - tail..], all[all.len() - tail..]);
        assert_eq!(shown[..tail], all[..tail]);
    }
}

/// Writes frames of search animations as PNG to `$BOARDFIG_LOOK` (run
/// with `--ignored` to look at them).
#[test]
#[ignore = "writes pictures to look at"]
fn look() {
    use crate::render::png::to_png;
    let dir = std::env::var("BOARDFIG_LOOK").unwrap_or_else(|_| "/tmp".to_string());
    for (name, board, cell, theme, prune) in [
        (
            "5x5-c20-classic",
            "5x5",
            20,
            ThemeName::Classic,
            Prune::Pruned,
        ),
        ("6x6-c48-wiki", "6x6", 48, ThemeName::Wiki, Prune::Pruned),
        (
            "6x6-c80-print-none",
            "6x6",
            80,
            ThemeName::Print,
            Prune::Plain,
        ),
    ] {
        let job = KnightJob {
            prune: prune.key(),
            cell: Some(cell),
            theme: Some(theme),
            ..KnightJob::default()
        };
        let (plan, _, _) = run(board, job, &[Format::Gif]);
        let lapse = watched(&plan);
        let frames: Vec<_> = search_frames(
            Puzzle::Knight,
            plan.spec.board,
            &lapse,
            &plan.style,
            String::new(),
            &crate::pipeline::draw::knight_beside(&plan, &lapse, Format::Gif),
        )
        .collect();
        let n = frames.len();
        for k in [0, 1, 5, n / 3, n / 2, n - 2, n - 1] {
            std::fs::write(format!("{dir}/{name}-{k}.png"), to_png(&frames[k].scene)).unwrap();
        }
    }
}

/// Every composed frame of a search GIF equals a full render of its scene:
/// the rectangles marked as changed between frames hold every change.
#[test]
fn every_composed_search_frame_equals_its_scene() {
    use crate::render::gif::quantised_render;
    use crate::tests::gif_frames::composed_frames;
    for (board, prune, max_frames) in [("6x6", Prune::Pruned, 400), ("5x5", Prune::Plain, 60)] {
        let job = KnightJob {
            prune: prune.key(),
            max_frames: Some(max_frames),
            cell: Some(20),
            ..KnightJob::default()
        };
        let (plan, _, files) = run(board, job, &[Format::Gif]);
        let lapse = watched(&plan);
        let scenes: Vec<Scene> = search_frames(
            Puzzle::Knight,
            plan.spec.board,
            &lapse,
            &plan.style,
            String::new(),
            &crate::pipeline::draw::knight_beside(&plan, &lapse, Format::Gif),
        )
        .map(|frame| frame.scene)
        .collect();
        let composed = composed_frames(&files[0]);
        for (k, (canvas, _)) in composed.iter().enumerate() {
            let full = quantised_render(&scenes[k], &plan.style.theme);
            let differing = canvas.iter().zip(&full).filter(|(a, b)| a != b).count();
            assert_eq!(
                differing, 0,
                "{board} {prune:?} frame {k}: {differing} pixels differ"
            );
        }
        assert_eq!(composed.len(), scenes.len());
    }
}
