//! The knight's search animation: the GIF has one frame per moment the
//! trace kept, and every frame draws the knight on the square the search
//! had reached; `--prune none` finds the pruned search's tour; long
//! searches are time-lapsed within `--max-frames`.

use boardfig::testing::figure::{
    Event, Item, PieceKind, Scene, Trace, knight_search_frames, to_png,
};
use boardfig::testing::knight::{first_tour, plain_first_tour};
use boardfig::testing::{Ends, KnightPlan, Output, Target, plan_knight, run_knight};
use boardfig::{Animate, Format, KnightJob, Outcome, Prune, Square, ThemeName, TourSpec};

/// A search animation job on a board from a1, planned and run: the plan,
/// the tour found and the GIF's bytes.
fn animate(board: &str, job: KnightJob) -> (KnightPlan, Outcome<boardfig::Tour>, Vec<u8>) {
    let job = KnightJob {
        board: Some(board.parse().unwrap()),
        animate: Some(Animate::Search),
        ..job
    };
    let gif = Output::answer(Format::Gif, Target::Path("search.gif".into()));
    let plan = plan_knight(&job, vec![gif], Ends::Options).unwrap();
    let mut product = run_knight(&plan, &mut |_| {}).unwrap();
    (plan, product.answer.outcome, product.files.remove(0).bytes)
}

/// The search the plan animates, recorded as the pipeline records it.
fn record(plan: &KnightPlan, trace: &mut Trace) -> Outcome<boardfig::Tour> {
    let spec: &TourSpec = &plan.spec;
    match plan.prune {
        Prune::Pruned => first_tour(spec, u64::MAX, Some(trace)).0,
        Prune::Plain => plain_first_tour(spec, u64::MAX, Some(trace)).0,
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
        } => Some((*cx, *cy)),
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

/// Where the knight stands after each event: replayed from the events.
fn replay(events: &[Event]) -> Vec<Option<Square>> {
    let mut path = Vec::new();
    events
        .iter()
        .map(|event| {
            match *event {
                Event::Enter(sq) => path.push(sq),
                Event::Leave(sq) => assert_eq!(path.pop(), Some(sq)),
                Event::Solved | Event::Cut(_) => {}
            }
            path.last().copied()
        })
        .collect()
}

#[test]
fn every_frame_draws_the_knight_where_the_search_is() {
    for (board, prune, max_frames) in [("5x5", Prune::Pruned, 2_000), ("3x4", Prune::Plain, 2_000)]
    {
        let job = KnightJob {
            prune: Some(prune),
            max_frames: Some(max_frames),
            ..KnightJob::default()
        };
        let (plan, outcome, bytes) = animate(board, job);
        let mut full = Trace::with_limit(usize::MAX);
        assert_eq!(record(&plan, &mut full), outcome);
        assert!(
            full.events.len() <= max_frames as usize,
            "{board}: not time-lapsed"
        );
        let mut lapse = Trace::time_lapse(plan.max_frames);
        record(&plan, &mut lapse);
        let frames: Vec<_> = knight_search_frames(plan.spec.board, &lapse, &plan.style).collect();
        assert_eq!(frames.len(), full.events.len(), "{board} {prune:?}");
        assert_eq!(gif_frames(&bytes), frames.len(), "{board} {prune:?}");
        let expected = replay(&full.events);
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
        let pruned = animate(board, KnightJob::default());
        let plain = animate(
            board,
            KnightJob {
                prune: Some(Prune::Plain),
                ..KnightJob::default()
            },
        );
        assert!(matches!(pruned.1, Outcome::Found(_)), "{board}");
        assert_eq!(pruned.1, plain.1, "{board}");
    }
}

#[test]
fn max_frames_bounds_a_long_search() {
    for max_frames in [10, 57] {
        let job = KnightJob {
            prune: Some(Prune::Plain),
            max_frames: Some(max_frames),
            ..KnightJob::default()
        };
        let (plan, _, bytes) = animate("6x6", job);
        let count = gif_frames(&bytes);
        assert!(count <= max_frames as usize, "{count} > {max_frames}");
        assert!(
            count * 5 >= max_frames as usize * 4,
            "{count} << {max_frames}"
        );
        // The last frames are the last events, in full.
        let mut full = Trace::with_limit(usize::MAX);
        record(&plan, &mut full);
        let mut lapse = Trace::time_lapse(plan.max_frames);
        record(&plan, &mut lapse);
        let frames: Vec<_> = knight_search_frames(plan.spec.board, &lapse, &plan.style).collect();
        let expected = replay(&full.events);
        let tail = max_frames as usize * 2 / 5;
        for k in 1..=tail {
            let frame = &frames[frames.len() - k];
            assert_eq!(knight_square(&frame.scene), expected[expected.len() - k]);
        }
        for k in 0..tail {
            assert_eq!(knight_square(&frames[k].scene), expected[k]);
        }
    }
}

/// Writes the first, a middle and the last frame of search animations as
/// PNG to `$BOARDFIG_LOOK` (run with `--ignored` to look at them).
#[test]
#[ignore = "writes pictures to look at"]
fn look() {
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
        (
            "5x5-c48-print-none",
            "5x5",
            48,
            ThemeName::Print,
            Prune::Plain,
        ),
    ] {
        let job = KnightJob {
            board: Some(board.parse().unwrap()),
            animate: Some(Animate::Search),
            prune: Some(prune),
            cell: Some(cell),
            theme: Some(theme),
            ..KnightJob::default()
        };
        let gif = Output::answer(Format::Gif, Target::Path("search.gif".into()));
        let plan = plan_knight(&job, vec![gif], Ends::Options).unwrap();
        let mut lapse = Trace::time_lapse(plan.max_frames);
        record(&plan, &mut lapse);
        let frames: Vec<_> = knight_search_frames(plan.spec.board, &lapse, &plan.style).collect();
        let n = frames.len();
        let shots = lapse.shots();
        let cut = shots
            .iter()
            .position(|shot| matches!(shot.event, Event::Cut(_)))
            .unwrap_or(0);
        for k in [0, 1, 5, cut, n / 3, n / 2, n - 2, n - 1] {
            let png = to_png(&frames[k].scene);
            std::fs::write(format!("{dir}/{name}-{k}.png"), png).unwrap();
        }
    }
}

/// Every composed frame of a search GIF equals a full render of its scene:
/// the rectangles marked as changed between frames hold every change.
#[test]
fn every_composed_search_frame_equals_its_scene() {
    use boardfig::testing::figure::{Rgb, quantised_render};
    for (board, prune, max_frames) in [("6x6", Prune::Pruned, 400), ("5x5", Prune::Plain, 60)] {
        let job = KnightJob {
            prune: Some(prune),
            max_frames: Some(max_frames),
            cell: Some(20),
            ..KnightJob::default()
        };
        let (plan, _, bytes) = animate(board, job);
        let mut lapse = Trace::time_lapse(plan.max_frames);
        record(&plan, &mut lapse);
        let scenes: Vec<Scene> = knight_search_frames(plan.spec.board, &lapse, &plan.style)
            .map(|frame| frame.scene)
            .collect();
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(bytes.as_slice()).unwrap();
        let width = u32::from(decoder.width());
        let palette = decoder.global_palette().unwrap().to_vec();
        let mut canvas = vec![Rgb(0, 0, 0); scenes[0].width as usize * scenes[0].height as usize];
        let mut k = 0;
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            for y in 0..u32::from(frame.height) {
                for x in 0..u32::from(frame.width) {
                    let index = frame.buffer[(y * u32::from(frame.width) + x) as usize];
                    if Some(index) == frame.transparent {
                        continue;
                    }
                    let i = usize::from(index) * 3;
                    let at =
                        ((u32::from(frame.top) + y) * width + u32::from(frame.left) + x) as usize;
                    canvas[at] = Rgb(palette[i], palette[i + 1], palette[i + 2]);
                }
            }
            let full = quantised_render(&scenes[k], &plan.style.theme);
            let differing = canvas.iter().zip(&full).filter(|(a, b)| a != b).count();
            assert_eq!(
                differing, 0,
                "{board} {prune:?} frame {k}: {differing} pixels differ"
            );
            k += 1;
        }
        assert_eq!(k, scenes.len());
    }
}
