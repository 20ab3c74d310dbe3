//! Marks that must not mislead a learner: the end of a tour points along
//! its last move, every visited square is dotted, the knight leaves the
//! numbers readable, a closed tour's animation ends closed, attacked
//! squares read in greyscale, titles are composed, boards are plain
//! geometry, and a figure of no tour says why.

use crate::figure::Style;
use crate::figure::knight::Stage;
use crate::figure::knight::layout as tour_layout;
use crate::figure::knight::tour_scene;
use crate::figure::queens::layout as queens_layout;
use crate::figure::queens::placement_scene;
use crate::figure::scene::Item;
use crate::figure::scene::Rgb;
use crate::figure::scene::Scene;
use crate::pipeline::knight as run_knight;
use crate::pipeline::queens as run_queens;
use crate::plan::Drawing;
use crate::plan::Ends;
use crate::plan::Output;
use crate::plan::Target;
use crate::plan::knight as plan_knight;
use crate::plan::queens as plan_queens;
use crate::render::gif::quantised_render;
use crate::{Board, Format, KnightJob, QueensJob, Square, ThemeName, Tour};
use unicode_normalization::UnicodeNormalization;

fn outputs(formats: &[Format]) -> Vec<Output> {
    formats
        .iter()
        .map(|&f| Output::answer(f, Target::Path(format!("figure.{}", f.extension()).into())))
        .collect()
}

/// The bytes of each format of a knight job on a board.
fn knight_files(board: &str, job: KnightJob, formats: &[Format]) -> Vec<Vec<u8>> {
    let job = KnightJob {
        board: Some(board.parse().unwrap()),
        ..job
    };
    let plan = plan_knight(&job, outputs(formats), Ends::Options).unwrap();
    let product = run_knight(&plan, &mut |_| {}).unwrap();
    product.files.into_iter().map(|f| f.bytes).collect()
}

#[test]
fn decomposed_titles_draw_as_composed_ones() {
    let composed = "Hành trình của quân mã";
    let decomposed: String = composed.nfd().collect();
    assert_ne!(composed, decomposed);
    let svg = |title: &str| {
        let job = KnightJob {
            title: Some(title.into()),
            ..KnightJob::default()
        };
        knight_files("6x6", job, &[Format::Svg]).remove(0)
    };
    assert!(svg(&decomposed) == svg(composed));
}

/// The bytes of each output of a queens job.
fn queens_files(job: &QueensJob, outputs: Vec<Output>) -> Vec<Vec<u8>> {
    let plan = plan_queens(job, outputs).unwrap();
    let product = run_queens(&plan, &|_, _| {}, &mut |_| {}).unwrap();
    product.files.into_iter().map(|f| f.bytes).collect()
}

const THEMES: [ThemeName; 3] = [ThemeName::Classic, ThemeName::Wiki, ThemeName::Print];

#[test]
fn no_svg_uses_a_pattern() {
    let mut svgs = Vec::new();
    for theme in THEMES {
        let job = KnightJob {
            theme: Some(theme),
            numbers: Some(true),
            ..KnightJob::default()
        };
        svgs.extend(knight_files("7x5", job.clone(), &[Format::Svg]));
        let closed = KnightJob {
            closed: true,
            ..job
        };
        svgs.extend(knight_files("4x4", closed, &[Format::Svg]));
        let board = QueensJob {
            n: Some(6),
            theme: Some(theme),
            attacks: Some("b1".parse().unwrap()),
            ..QueensJob::default()
        };
        svgs.extend(queens_files(&board, outputs(&[Format::Svg])));
        let sheet = QueensJob {
            n: Some(6),
            all: true,
            theme: Some(theme),
            ..QueensJob::default()
        };
        svgs.extend(queens_files(&sheet, outputs(&[Format::Svg])));
        let tree = Output {
            format: Format::Svg,
            drawing: Drawing::Tree,
            target: Target::Path("tree.svg".into()),
        };
        let job = QueensJob {
            n: Some(4),
            theme: Some(theme),
            ..QueensJob::default()
        };
        svgs.extend(queens_files(&job, vec![tree]));
    }
    assert_eq!(svgs.len(), 15);
    for svg in svgs {
        let text = String::from_utf8(svg).unwrap();
        assert!(!text.contains("<pattern"), "{text}");
    }
}

/// The figure style a knight job resolves to on a board.
fn knight_style(board: &str, job: KnightJob) -> Style {
    let job = KnightJob {
        board: Some(board.parse().unwrap()),
        ..job
    };
    plan_knight(&job, outputs(&[Format::Svg]), Ends::Options)
        .unwrap()
        .style
}

fn square(name: &str) -> Square {
    name.parse().unwrap()
}

/// The scene of a tour through `squares` on a board.
fn scene_of(board: &str, squares: &[&str], style: &Style, stage: Stage) -> Scene {
    let board: Board = board.parse().unwrap();
    let tour = Tour::from_squares(board, squares.iter().map(|s| square(s)), false);
    tour_scene(&tour_layout(&tour, style), &tour, style, stage)
}

/// The centre of a square in a scene of `board` drawn with `style`.
fn centre_of(board: &str, name: &str, style: &Style) -> (f32, f32) {
    let board: Board = board.parse().unwrap();
    let tour = Tour::from_squares(board, [square(name)], false);
    let layout = tour_layout(&tour, style);
    let sq = square(name);
    (
        layout.left + (sq.file as f32 + 0.5) * layout.cell,
        layout.top + ((board.ranks - 1 - sq.rank) as f32 + 0.5) * layout.cell,
    )
}

#[test]
fn the_arrowhead_points_along_the_last_move() {
    let style = knight_style("5x5", KnightJob::default());
    // The eight knight's moves into c3.
    for from in ["a2", "a4", "b1", "b5", "d1", "d5", "e2", "e4"] {
        let squares = [from, "c3"];
        let scene = scene_of("5x5", &squares, &style, Stage::Complete);
        let heads: Vec<&Vec<(f32, f32)>> = scene
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Polygon { points, .. } => Some(points),
                _ => None,
            })
            .collect();
        assert_eq!(heads.len(), 1, "one arrowhead");
        let (fx, fy) = centre_of("5x5", from, &style);
        let (tx, ty) = centre_of("5x5", "c3", &style);
        let len = ((tx - fx).powi(2) + (ty - fy).powi(2)).sqrt();
        let (ux, uy) = ((tx - fx) / len, (ty - fy) / len);
        let along = |&(x, y): &(f32, f32)| (x - tx) * ux + (y - ty) * uy;
        let across = |&(x, y): &(f32, f32)| (x - tx) * uy - (y - ty) * ux;
        let tip = heads[0]
            .iter()
            .max_by(|a, b| along(a).total_cmp(&along(b)))
            .unwrap();
        assert!(
            along(tip) > 0.1 * style.cell as f32,
            "{from}: tip beyond c3's centre"
        );
        assert!(across(tip).abs() < 0.01, "{from}: tip on the move's line");
        // Narrow: no side lies along a board axis.
        let corners = heads[0];
        for k in 0..corners.len() {
            let (a, b) = (corners[k], corners[(k + 1) % corners.len()]);
            let angle = (b.1 - a.1).atan2(b.0 - a.0).to_degrees().rem_euclid(90.0);
            assert!(
                (8.0..82.0).contains(&angle),
                "{from}: a side {angle} degrees off an axis"
            );
        }
    }
}

/// The centres of the dots in a scene.
fn dots(scene: &Scene) -> Vec<(f32, f32)> {
    on_board(scene)
        .filter_map(|item| match item {
            Item::Dots { centres, .. } => Some(centres.clone()),
            _ => None,
        })
        .flatten()
        .collect()
}

#[test]
fn every_visited_square_has_a_dot() {
    let style = knight_style("4x3", KnightJob::default());
    // a1-b3-c5 would merge into one line; on 4x3: a1 b3 c1 d3 ... lines.
    let squares = ["a1", "b3", "c1", "a2", "c3", "d1", "b2", "d3"];
    let scene = scene_of("4x3", &squares, &style, Stage::Complete);
    let expected: Vec<(f32, f32)> = squares
        .iter()
        .map(|s| centre_of("4x3", s, &style))
        .collect();
    assert_eq!(dots(&scene), expected);
    let frame = scene_of("4x3", &squares, &style, Stage::Move(3));
    assert_eq!(dots(&frame), expected[..4]);
    // A straight line of moves: every square on it is dotted.
    let style = knight_style("8x8", KnightJob::default());
    let line = ["a1", "b3", "c5", "d7"];
    let scene = scene_of("8x8", &line, &style, Stage::Complete);
    assert_eq!(dots(&scene).len(), 4);
}

/// A box: left, top, right, bottom.
type Box2 = (f32, f32, f32, f32);

fn overlap(a: Box2, b: Box2) -> bool {
    a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3
}

/// The boxes the step numbers' glyphs (with their halo) cover: digits are
/// at most 0.6 of the font size wide and reach 0.75 of it above the
/// baseline.
fn number_boxes(scene: &Scene) -> Vec<Box2> {
    let mut boxes = Vec::new();
    for item in &scene.items {
        if let Item::Text {
            glyphs,
            size,
            halo: Some(_),
            ..
        } = item
        {
            let halo = 0.11 * size;
            boxes.extend(glyphs.iter().map(|g| {
                (
                    g.x - halo,
                    g.y - 0.75 * size - halo,
                    g.x + 0.6 * size + halo,
                    g.y + halo,
                )
            }));
        }
    }
    boxes
}

#[test]
fn the_knight_never_covers_a_number() {
    for cell in [20, 48, 80] {
        for (board, steps) in [("5x5", 25), ("10x10", 100)] {
            let job = KnightJob {
                numbers: Some(true),
                knight: Some(true),
                cell: Some(cell),
                ..KnightJob::default()
            };
            let style = knight_style(board, job);
            let plan = plan_knight(
                &KnightJob {
                    board: Some(board.parse().unwrap()),
                    ..KnightJob::default()
                },
                outputs(&[Format::Svg]),
                Ends::Options,
            )
            .unwrap();
            let product = run_knight(&plan, &mut |_| {}).unwrap();
            let crate::Outcome::Found(tour) = &product.answer.outcome else {
                panic!("{board}: no tour");
            };
            let layout = tour_layout(tour, &style);
            for stage in [
                Stage::Complete,
                Stage::Move(0),
                Stage::Move(steps / 2),
                Stage::Move(steps - 1),
            ] {
                let scene = tour_scene(&layout, tour, &style, stage);
                // The piece's box and its outline's reach (2 pixels).
                let knights: Vec<Box2> = scene
                    .items
                    .iter()
                    .filter_map(|item| match item {
                        Item::Piece { cx, cy, size, .. } => Some((
                            cx - size / 2.0 - 2.0,
                            cy - size / 2.0 - 2.0,
                            cx + size / 2.0 + 2.0,
                            cy + size / 2.0 + 2.0,
                        )),
                        _ => None,
                    })
                    .collect();
                assert_eq!(knights.len(), 1);
                let numbers = number_boxes(&scene);
                assert!(!numbers.is_empty());
                for number in numbers {
                    assert!(
                        !overlap(number, knights[0]),
                        "{board} cell {cell} {stage:?}: {number:?} under the knight {:?}",
                        knights[0]
                    );
                }
            }
        }
    }
}

/// Decodes a GIF and composes its frames: the frame count and the last
/// composed picture.
fn compose(bytes: &[u8]) -> (usize, Vec<Rgb>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).unwrap();
    let w = usize::from(decoder.width());
    let palette = decoder.global_palette().unwrap().to_vec();
    let mut canvas = vec![Rgb(0, 0, 0); w * usize::from(decoder.height())];
    let mut frames = 0;
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        frames += 1;
        let fw = usize::from(frame.width);
        for (i, &index) in frame.buffer.iter().enumerate() {
            if Some(index) == frame.transparent {
                continue;
            }
            let (x, y) = (
                usize::from(frame.left) + i % fw,
                usize::from(frame.top) + i / fw,
            );
            let c = usize::from(index) * 3;
            canvas[y * w + x] = Rgb(palette[c], palette[c + 1], palette[c + 2]);
        }
    }
    (frames, canvas)
}

#[test]
fn a_closed_tour_gif_ends_with_the_closed_loop() {
    for (board, job) in [
        ("6x6", KnightJob::default()),
        (
            "6x5",
            KnightJob {
                numbers: Some(true),
                theme: Some(ThemeName::Print),
                ..KnightJob::default()
            },
        ),
    ] {
        let job = KnightJob {
            board: Some(board.parse().unwrap()),
            closed: true,
            ..job
        };
        let plan = plan_knight(&job, outputs(&[Format::Gif]), Ends::Options).unwrap();
        let product = run_knight(&plan, &mut |_| {}).unwrap();
        let crate::Outcome::Found(tour) = &product.answer.outcome else {
            panic!("{board}: no closed tour");
        };
        assert!(tour.closed);
        let (frames, last) = compose(&product.files[0].bytes);
        assert_eq!(
            frames,
            tour.square_count() + 1,
            "{board}: a frame per move and the closing move"
        );
        let style = &plan.style;
        let layout = tour_layout(tour, style);
        let closed = tour_scene(&layout, tour, style, Stage::Closed);
        let full = quantised_render(&closed, &style.theme);
        let differing = (0..full.len()).filter(|&i| last[i] != full[i]).count();
        assert_eq!(differing, 0, "{board}: the last frame is the closed tour");
        // The knight is back on the start square, and the closing move is
        // dashed from the last square to the start.
        let start = layout.centre(tour.start());
        let end = layout.centre(tour.square_list()[tour.square_count() - 1]);
        let knights: Vec<(f32, f32)> = closed
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Piece { cx, cy, .. } => Some((*cx, *cy)),
                _ => None,
            })
            .collect();
        let cell = layout.cell;
        assert!(
            knights.len() == 1
                && (knights[0].0 - start.0).abs() < cell / 2.0
                && (knights[0].1 - start.1).abs() < cell / 2.0,
            "{board}: the knight on the start square, not at {knights:?}"
        );
        for scene in [&closed, &tour_scene(&layout, tour, style, Stage::Complete)] {
            let dashed: Vec<_> = scene
                .items
                .iter()
                .filter_map(|item| match item {
                    Item::Dashed { from, to, .. } => Some((*from, *to)),
                    _ => None,
                })
                .collect();
            assert_eq!(dashed, [(end, start)], "{board}: the closing move dashed");
            assert!(
                scene
                    .items
                    .iter()
                    .all(|item| !matches!(item, Item::Line { closed: true, .. })),
                "{board}: no other line closes the tour"
            );
        }
    }
}

/// A closed tour's picture ends with an arrowhead along the closing move,
/// its tip short of the start square's marker.
#[test]
fn the_closing_move_points_back_to_the_start() {
    let job = KnightJob {
        board: Some("6x6".parse().unwrap()),
        closed: true,
        ..KnightJob::default()
    };
    let plan = plan_knight(&job, outputs(&[Format::Svg]), Ends::Options).unwrap();
    let product = run_knight(&plan, &mut |_| {}).unwrap();
    let crate::Outcome::Found(tour) = &product.answer.outcome else {
        panic!("no closed tour");
    };
    let style = &plan.style;
    let layout = tour_layout(tour, style);
    let scene = tour_scene(&layout, tour, style, Stage::Complete);
    let (sx, sy) = layout.centre(tour.start());
    let (ex, ey) = layout.centre(tour.square_list()[tour.square_count() - 1]);
    let tip = scene
        .items
        .iter()
        .find_map(|item| match item {
            Item::Polygon { points, .. } => Some(points[0]),
            _ => None,
        })
        .expect("an arrowhead");
    // On the closing move, between its ends, near the start.
    let along = ((tip.0 - ex) * (sx - ex) + (tip.1 - ey) * (sy - ey))
        / ((sx - ex).powi(2) + (sy - ey).powi(2));
    let off = ((tip.0 - ex) * (sy - ey) - (tip.1 - ey) * (sx - ex)).abs()
        / ((sx - ex).powi(2) + (sy - ey).powi(2)).sqrt();
    assert!(off < 0.01, "the tip lies on the closing move ({off})");
    assert!(
        (0.7..1.0).contains(&along),
        "the tip stops short of the start ({along})"
    );
}

fn luminance(c: Rgb) -> f32 {
    0.2126 * f32::from(c.0) + 0.7152 * f32::from(c.1) + 0.0722 * f32::from(c.2)
}

#[test]
fn attacked_squares_are_marked_in_every_theme() {
    // Queens of 5 1 8 6 3 7 2 4 (rank by rank); the queen on a1 attacks
    // the rest of file a, rank 1 and the long diagonal: 21 squares.
    let queens: Vec<Square> = [1, 5, 8, 6, 3, 7, 2, 4]
        .iter()
        .enumerate()
        .map(|(rank, &file)| Square {
            file: file - 1,
            rank: rank as u32,
        })
        .collect();
    for theme in THEMES {
        let job = QueensJob {
            n: Some(8),
            theme: Some(theme),
            ..QueensJob::default()
        };
        let style = plan_queens(&job, outputs(&[Format::Svg])).unwrap().style;
        let layout = queens_layout(8, &style);
        let scene = placement_scene(&layout, &queens, &style, Some(square("a1")));
        let marks: Vec<(&Vec<(f32, f32)>, Rgb)> = scene
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Dots { centres, fill, .. } => Some((centres, *fill)),
                _ => None,
            })
            .collect();
        assert_eq!(marks.len(), 1, "{theme:?}");
        let (centres, fill) = marks[0];
        assert_eq!(
            centres.len(),
            21,
            "{theme:?}: a mark on every attacked square"
        );
        // The mark stands out from both square colours.
        for square in [style.theme.light, style.theme.dark] {
            let contrast = (luminance(fill) - luminance(square)).abs();
            if theme == ThemeName::Print {
                assert!(contrast > 120.0, "print: contrast {contrast} on {square:?}");
            }
            assert!(
                contrast > 60.0,
                "{theme:?}: contrast {contrast} on {square:?}"
            );
        }
    }
}

#[test]
fn a_figure_of_no_tour_marks_the_reason() {
    use crate::figure::layout::Marks;
    use crate::figure::layout::Reason;
    use crate::figure::layout::no_answer_scene;
    use crate::knight::existence::impossibility;
    use crate::pipeline::draw::no_tour_scene;
    let job = |closed, start: Option<&str>, end: Option<&str>| KnightJob {
        closed,
        start: start.map(square),
        end: end.map(square),
        ..KnightJob::default()
    };
    // (board, job, squares ringed, how many dotted, outlined)
    let cases = [
        ("4x4", job(true, None, None), vec![], 8, true),
        ("5x5", job(true, None, None), vec![], 0, true),
        ("5x5", job(false, Some("b1"), None), vec!["b1"], 4, false),
        ("4x5", job(false, Some("b1"), None), vec!["b1"], 10, false),
        (
            "6x6",
            job(false, None, Some("c1")),
            vec!["a1", "c1"],
            0,
            false,
        ),
    ];
    for (board, job, ringed, dotted, outlined) in cases {
        let job = KnightJob {
            board: Some(board.parse().unwrap()),
            ..job
        };
        let plan = plan_knight(&job, outputs(&[Format::Svg]), Ends::Options).unwrap();
        let reason = impossibility(&plan.spec).expect("a theorem rules it out");
        let product = run_knight(&plan, &mut |_| {}).unwrap();
        let scene = no_tour_scene(&product.answer, &plan.style);
        // The board captioned with the reason, then the marks.
        let caption = Reason {
            caption: &scene.title,
            detail: "",
        };
        let bare = no_answer_scene(plan.spec.board, &plan.style, caption, &Marks::default());
        assert_eq!(
            scene.items[..bare.items.len()],
            bare.items[..],
            "{board}: {reason}"
        );
        let marks: Vec<&Item> = scene.items[bare.items.len()..]
            .iter()
            .filter(|item| on_board(&scene).any(|i| std::ptr::eq(i, *item)))
            .collect();
        let rings: Vec<(f32, f32)> = marks
            .iter()
            .filter_map(|item| match item {
                Item::Disc {
                    cx,
                    cy,
                    stroke: Some(_),
                    ..
                } => Some((*cx, *cy)),
                _ => None,
            })
            .collect();
        let expected: Vec<(f32, f32)> = ringed
            .iter()
            .map(|s| board_centre(board, s, &bare))
            .collect();
        assert_eq!(rings, expected, "{board}: {reason}");
        assert_eq!(dots(&scene).len(), dotted, "{board}: {reason}");
        let outline = marks
            .iter()
            .any(|item| matches!(item, Item::Line { closed: true, .. }));
        assert_eq!(outline, outlined, "{board}: {reason}");
        // The file the command line writes is this scene.
        let svg = &product.files[0].bytes;
        assert_eq!(svg, &crate::render::svg::to_svg(&scene).into_bytes());
    }
}

/// The centre of a square on a figure: its board lies where the scene's
/// checker lies.
fn board_centre(board: &str, name: &str, bare: &Scene) -> (f32, f32) {
    let board: Board = board.parse().unwrap();
    let (left, top, cell) = bare
        .items
        .iter()
        .find_map(|item| match item {
            Item::Checker { squares, .. } => Some((squares.x, squares.y, squares.cell)),
            _ => None,
        })
        .unwrap();
    let sq = square(name);
    (
        left + (sq.file as f32 + 0.5) * cell,
        top + ((board.ranks - 1 - sq.rank) as f32 + 0.5) * cell,
    )
}

/// The glyph rows of a scene's caption: its largest text.
fn caption_lines(scene: &Scene) -> usize {
    let caption = scene
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Text { glyphs, size, .. } => Some((*size, glyphs)),
            _ => None,
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .expect("a caption");
    let mut rows: Vec<i64> = caption.1.iter().map(|g| g.y.round() as i64).collect();
    rows.dedup();
    rows.len()
}

/// The knight's moves drawn on a figure of no tour: thin two-point lines.
fn drawn_moves(scene: &Scene) -> usize {
    on_board(scene)
        .filter(
            |item| matches!(item, Item::Line { points, closed: false, .. } if points.len() == 2),
        )
        .count()
}

/// The items drawn on the board (not in the notes under it): those within
/// the squares of its checker.
fn on_board(scene: &Scene) -> impl Iterator<Item = &Item> {
    let board = scene
        .items
        .iter()
        .find_map(|item| match item {
            Item::Checker { squares, .. } => Some(squares.rect()),
            _ => None,
        })
        .unwrap();
    scene.items.iter().filter(move |item| {
        item.bounds()
            .is_none_or(|b| b.y + b.h <= board.y + board.h + b.h.min(20.0) && b.y >= board.y - 20.0)
    })
}

/// Every path from every square of `board`, as the plain search counts its
/// nodes, written with thousands separated.
fn plain_paths(board: &str) -> String {
    use crate::knight::plain::first_tour as plain_first_tour;
    use crate::{MoveOrder, TourSpec};
    let board: Board = board.parse().unwrap();
    let nodes: u64 = (0..board.area())
        .map(|i| {
            let spec = TourSpec {
                board,
                start: board.square(i),
                end: None,
                closed: false,
                order: MoveOrder::textbook(),
            };
            plain_first_tour(&spec, u64::MAX, &mut ()).1.nodes
        })
        .sum();
    let digits = nodes.to_string();
    let mut text = String::new();
    for (k, c) in digits.chars().enumerate() {
        if k > 0 && (digits.len() - k).is_multiple_of(3) {
            text.push(',');
        }
        text.push(c);
    }
    text
}

/// Each kind of refusal: the job, words in its caption, words in its
/// description, and the moves it draws.
fn refusals() -> Vec<(KnightJob, &'static str, Vec<String>, usize)> {
    let paths = plain_paths;
    let job = |board: &str, closed, start: Option<&str>, end: Option<&str>| KnightJob {
        board: Some(board.parse().unwrap()),
        closed,
        start: start.map(square),
        end: end.map(square),
        ..KnightJob::default()
    };
    // (job, words in the caption, words in the description, moves drawn)
    vec![
        (
            job("3x3", false, None, None),
            "no knight's move reaches b2",
            vec!["leaves the board".into()],
            8,
        ),
        (
            job("2x5", false, None, None),
            "4 separate parts",
            vec!["parity of its rank".into(), "a1 b3 a5".into()],
            6,
        ),
        (
            job("5x2", false, None, None),
            "4 separate parts",
            vec!["parity of its file".into()],
            6,
        ),
        (job("1x4", false, None, None), "no move on it", vec![], 0),
        (
            job("4x4", false, None, None),
            "two loops",
            vec![
                "b1-a3-c4-d2 and c1-a2-b4-d3".into(),
                "a1-b3-d4-c2-a1".into(),
                format!("the {} paths", paths("4x4")),
            ],
            8,
        ),
        // The longest path drawn: 14 of 15 squares, 17 of 18.
        (
            job("3x5", false, None, None),
            "paths misses a square",
            vec![
                format!("{} paths of any length", paths("3x5")),
                "The longest covers 14 of the 15 squares".into(),
            ],
            13,
        ),
        (
            job("6x3", false, None, None),
            "paths misses a square",
            vec![
                format!("{} paths of any length", paths("6x3")),
                "The longest covers 17 of the 18 squares".into(),
            ],
            16,
        ),
    ]
    .into_iter()
    .chain(more_refusals())
    .collect()
}

/// The refusals of closed tours, of colours and ends, and of searches.
fn more_refusals() -> Vec<(KnightJob, &'static str, Vec<String>, usize)> {
    let job = |board: &str, closed, start: Option<&str>, end: Option<&str>| KnightJob {
        board: Some(board.parse().unwrap()),
        closed,
        start: start.map(square),
        end: end.map(square),
        ..KnightJob::default()
    };
    // (job, words in the caption, words in the description, moves drawn)
    vec![
        (
            job("3x4", true, None, None),
            "Schwenk (1991)",
            vec![
                "unless (a) m and n are both odd, (b) m is 1, 2 or 4, or (c) m = 3 and n is 4, 6 or 8"
                    .into(),
                "3x4 is case (c): m = 3, n = 4".into(),
            ],
            0,
        ),
        (
            job("5x5", true, None, None),
            "13 dark squares but 12 light",
            vec!["as many light squares as dark".into()],
            0,
        ),
        (
            job("4x6", true, None, None),
            "outer lines",
            vec!["alternates outer and inner squares".into(), "case (b)".into()],
            0,
        ),
        (
            job("4x9", false, Some("b1"), None),
            "outer lines",
            vec!["the start square b1 is on an inner line".into()],
            0,
        ),
        (
            job("5x5", false, Some("b1"), None),
            "corners' colour",
            vec!["13 of the corners' colour".into()],
            0,
        ),
        (
            job("6x6", false, None, Some("c1")),
            "differ in colour",
            vec!["35 moves, an odd number".into()],
            0,
        ),
        (
            job("3x8", false, Some("b3"), None),
            "tried every branch",
            vec!["found no tour after entering".into()],
            0,
        ),
        (
            job("3x27", false, Some("c25"), Some("b24")),
            "exact sweep",
            vec!["line by line".into()],
            0,
        ),
    ]
}

/// Every figure of no tour says why: a caption of at most three lines over
/// the board, the argument in the description, and the squares and moves
/// it is about drawn.
#[test]
fn every_refusal_is_explained() {
    use crate::pipeline::draw::no_tour_scene;
    let cases = refusals();
    for (job, caption, details, moves) in cases {
        let board = job.board.unwrap();
        let plan = plan_knight(&job, outputs(&[Format::Svg]), Ends::Options).unwrap();
        let product = run_knight(&plan, &mut |_| {}).unwrap();
        let scene = no_tour_scene(&product.answer, &plan.style);
        let what = format!("{board} {job:?}");
        assert!(scene.title.contains(caption), "{what}: {}", scene.title);
        assert!(caption_lines(&scene) <= 3, "{what}: {}", scene.title);
        assert!(scene.desc.contains(&scene.title), "{what}: {}", scene.desc);
        for detail in details {
            assert!(
                scene.desc.contains(&detail),
                "{what}: {detail:?} in {}",
                scene.desc
            );
        }
        assert_eq!(drawn_moves(&scene), moves, "{what}");
        // What the marks stand for is written under the board, for a
        // handout that has no description.
        let (_, _, marks) =
            crate::pipeline::draw::no_tour_reason(crate::words::Lang::En, &product.answer);
        let marked = !marks.ringed.is_empty()
            || !marks.dotted.is_empty()
            || !marks.moves.is_empty()
            || marks.outlined
            || marks.counts;
        assert_eq!(!marks.notes.is_empty(), marked, "{what}: {:?}", marks.notes);
        let board_bottom = scene
            .items
            .iter()
            .find_map(|item| match item {
                Item::Checker { squares, .. } => Some(squares.rect().y + squares.rect().h),
                _ => None,
            })
            .unwrap();
        let written_under = scene.items.iter().any(|item| {
            matches!(item, Item::Text { glyphs, .. }
                if glyphs.first().is_some_and(|g| g.y > board_bottom + 20.0))
        });
        assert_eq!(written_under, marked, "{what}");
    }
}

#[test]
fn a_closed_tour_refused_by_colour_counts_the_colours_on_the_board() {
    use crate::pipeline::draw::no_tour_scene;
    let job = KnightJob {
        board: Some("5x5".parse().unwrap()),
        closed: true,
        ..KnightJob::default()
    };
    let plan = plan_knight(&job, outputs(&[Format::Svg]), Ends::Options).unwrap();
    let product = run_knight(&plan, &mut |_| {}).unwrap();
    let scene = no_tour_scene(&product.answer, &plan.style);
    // A number on each of the 25 squares, each haloed in its square's
    // colour: the dark ones count to 13, the light ones to 12.
    let counts: Vec<usize> = scene
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Text {
                glyphs,
                halo: Some(_),
                ..
            } => Some(glyphs.len()),
            _ => None,
        })
        .collect();
    assert_eq!(counts.len(), 25);
    let two_digits = (10..=13).count() + (10..=12).count();
    assert_eq!(counts.iter().filter(|&&g| g == 2).count(), two_digits);
}

/// Step numbers sit on a disc of their square's colour, so no path line
/// runs through them: with the numbers taken away, every pixel where a
/// digit stands is a square's colour.
#[test]
fn no_path_line_runs_through_a_step_number() {
    for board in ["5x5", "6x6", "8x8"] {
        for cell in [24, 32, 40, 48, 64] {
            for theme in [ThemeName::Classic, ThemeName::Wiki, ThemeName::Print] {
                let job = KnightJob {
                    board: Some(board.parse().unwrap()),
                    numbers: Some(true),
                    cell: Some(cell),
                    theme: Some(theme),
                    ..KnightJob::default()
                };
                let plan = plan_knight(&job, outputs(&[Format::Svg]), Ends::Options).unwrap();
                let product = run_knight(&plan, &mut |_| {}).unwrap();
                let crate::Outcome::Found(tour) = &product.answer.outcome else {
                    panic!("{board}: no tour");
                };
                let style = &plan.style;
                let layout = tour_layout(tour, style);
                let mut scene = tour_scene(&layout, tour, style, Stage::Complete);
                let numbers: Vec<(f32, Vec<(f32, f32)>)> = scene
                    .items
                    .iter()
                    .filter_map(|item| match item {
                        Item::Text {
                            glyphs,
                            size,
                            halo: Some(_),
                            ..
                        } => Some((*size, glyphs.iter().map(|g| (g.x, g.y)).collect())),
                        _ => None,
                    })
                    .collect();
                assert!(!numbers.is_empty());
                scene
                    .items
                    .retain(|item| !matches!(item, Item::Text { halo: Some(_), .. }));
                let pixels = quantised_render(&scene, &style.theme);
                let width = scene.width as usize;
                // The arrowhead may reach into the last square's corner.
                let last = layout.centre(tour.square_list()[tour.square_count() - 1]);
                let squares = [style.theme.light, style.theme.dark];
                for (size, glyphs) in numbers {
                    for (x, y) in glyphs {
                        if (x - last.0).abs() < layout.cell / 2.0
                            && (y - last.1).abs() < layout.cell / 2.0
                        {
                            continue;
                        }
                        let (x0, x1) = ((x + 0.06 * size).ceil(), (x + 0.5 * size).floor());
                        let (y0, y1) = ((y - 0.68 * size).ceil(), (y - 0.02 * size).floor());
                        for py in y0 as usize..y1 as usize {
                            for px in x0 as usize..x1 as usize {
                                let colour = pixels[py * width + px];
                                assert!(
                                    squares.contains(&colour),
                                    "{board} cell {cell} {theme:?}: {colour:?} at ({px}, {py}) under a number"
                                );
                            }
                        }
                    }
                }
            }
        }
    }
}
