//! The printable strip of search steps: one framed panel per step shown,
//! captions that are the steps' own (glyph for glyph), long searches cut to
//! their first and last steps, and the file the pipeline writes is that
//! scene as valid SVG.

use boardfig::testing::figure::{
    Item, STRIP_PANELS, Scene, Step, Trace, queens_steps, sample, strip_scene, text_glyphs, to_svg,
    tour_steps,
};
use boardfig::testing::queens::{Want, solve};
use boardfig::testing::{
    Drawing, Ends, Output, Target, plan_knight, plan_queens, run_knight, run_queens,
};
use boardfig::{Board, Format, KnightJob, Outcome, QueensJob};

fn strip_output() -> Vec<Output> {
    vec![Output {
        format: Format::Svg,
        drawing: Drawing::Strip,
        target: Target::Path("strip.svg".into()),
    }]
}

/// The framed panels of a strip scene.
fn panels(scene: &Scene) -> usize {
    scene
        .items
        .iter()
        .filter(|item| {
            matches!(item, Item::Grid { squares, .. } if squares.files == 1 && squares.ranks == 1)
        })
        .count()
}

/// The glyphs of the captions, in order.
fn caption_glyphs(scene: &Scene) -> Vec<u16> {
    let Some(Item::Text { glyphs, .. }) = scene.items.last() else {
        panic!("the captions come last");
    };
    glyphs.iter().map(|g| g.id).collect()
}

fn expected_glyphs(steps: &[Step]) -> Vec<u16> {
    steps
        .iter()
        .flat_map(|s| text_glyphs(&s.caption, 11.0, 0.0, 0.0))
        .map(|g| g.id)
        .collect()
}

fn parse(bytes: &[u8]) {
    let text = std::str::from_utf8(bytes).unwrap();
    roxmltree::Document::parse(text).unwrap_or_else(|e| panic!("invalid SVG: {e}"));
}

#[test]
fn queens_strip_shows_every_step_of_the_search_with_its_caption() {
    let job = QueensJob {
        n: Some(4),
        ..QueensJob::default()
    };
    let plan = plan_queens(&job, strip_output()).unwrap();
    let product = run_queens(&plan, &|_, _| {}, &mut |_| {}).unwrap();
    let mut trace = Trace::with_limit(1000);
    let _ = solve(4, Want::First, u64::MAX, Some(&mut trace));
    let steps = queens_steps(&trace.events);
    // 8 queens placed, 4 lifted, one solution.
    let captions: Vec<&str> = steps.iter().map(|s| s.caption.as_str()).collect();
    assert_eq!(
        captions,
        [
            "1. queen on a1",
            "2. queen on c2",
            "3. back: lift c2",
            "4. queen on d2",
            "5. queen on b3",
            "6. back: lift b3",
            "7. back: lift d2",
            "8. back: lift a1",
            "9. queen on b1",
            "10. queen on d2",
            "11. queen on a3",
            "12. queen on c4",
            "13. solution",
        ]
    );
    let scene = strip_scene(Board { files: 4, ranks: 4 }, &steps, &plan.style);
    assert_eq!(panels(&scene), 13);
    assert_eq!(caption_glyphs(&scene), expected_glyphs(&steps));
    let queens = scene
        .items
        .iter()
        .filter(|item| matches!(item, Item::Piece { .. }))
        .count();
    assert_eq!(queens, steps.iter().map(|s| s.pieces.len()).sum::<usize>());
    assert_eq!(product.files[0].bytes, to_svg(&scene).into_bytes());
    parse(&product.files[0].bytes);
}

/// The knight job's tour and the strip the pipeline wrote for it.
fn knight_strip(board: &str) -> (Scene, Vec<Step>, Vec<u8>) {
    let job = KnightJob {
        board: Some(board.parse().unwrap()),
        ..KnightJob::default()
    };
    let plan = plan_knight(&job, strip_output(), Ends::Options).unwrap();
    let product = run_knight(&plan, &mut |_| {}).unwrap();
    let Outcome::Found(tour) = &product.answer.outcome else {
        panic!("no tour");
    };
    let steps = sample(tour_steps(tour), STRIP_PANELS);
    let scene = strip_scene(tour.board, &steps, &plan.style);
    assert_eq!(product.files[0].bytes, to_svg(&scene).into_bytes());
    parse(&product.files[0].bytes);
    assert_eq!(panels(&scene), steps.len());
    assert_eq!(caption_glyphs(&scene), expected_glyphs(&steps));
    let squares = tour.square_list();
    for step in &steps {
        let k = step.path.len() - 1;
        assert_eq!(step.path, squares[..=k]);
        let expected = if k == 0 {
            format!("start {}", squares[0])
        } else {
            format!("move {k}: {}-{}", squares[k - 1], squares[k])
        };
        assert_eq!(step.caption, expected);
    }
    (scene, steps, product.files[0].bytes.clone())
}

#[test]
fn a_short_tour_shows_every_move() {
    let (_, steps, _) = knight_strip("5x5");
    assert_eq!(steps.len(), 25);
}

#[test]
fn a_long_tour_shows_its_first_and_last_moves() {
    let (_, steps, _) = knight_strip("8x8");
    assert_eq!(steps.len(), STRIP_PANELS);
    let moves: Vec<usize> = steps.iter().map(|s| s.path.len() - 1).collect();
    let head = STRIP_PANELS * 2 / 3;
    let expected: Vec<usize> = (0..head).chain(64 - (STRIP_PANELS - head)..64).collect();
    assert_eq!(moves, expected);
}
