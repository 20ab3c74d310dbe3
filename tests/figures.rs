//! Figures: SVG is valid XML and stable to the byte; GIFs decode to the
//! expected frames and their composed last frame equals a full render.

use boardfig::board::Board;
use boardfig::draw::{Format, QueensFigure, knight_figure, queens_figure};
use boardfig::figure::Style;
use boardfig::figure::gif::quantised_render;
use boardfig::figure::knight::{Stage, layout, tour_scene};
use boardfig::figure::queens::{search_frames, search_scene};
use boardfig::figure::scene::Rgb;
use boardfig::job::{FigureOptions, KnightMethod, QueensJob, ThemeName};
use boardfig::knight::TourSpec;
use boardfig::knight::moves::MoveOrder;
use boardfig::solution::Outcome;
use boardfig::solve::{KnightAnswer, solve_knight, solve_queens};
use boardfig::trace::Trace;

fn tour_answer(w: u32, h: u32, closed: bool) -> KnightAnswer {
    let spec = TourSpec {
        board: Board::new(w, h).unwrap(),
        start: "a1".parse().unwrap(),
        end: None,
        closed,
        order: MoveOrder::textbook(),
    };
    solve_knight(&spec, KnightMethod::Auto, None, None).unwrap()
}

fn style(board: Board, options: FigureOptions) -> Style {
    Style::resolve(&options, board, 250).unwrap()
}

fn knight_bytes(answer: &KnightAnswer, style: &Style, format: Format) -> Vec<u8> {
    let mut out = Vec::new();
    knight_figure(answer, style, format, &mut out).unwrap();
    out
}

fn svg_text(bytes: Vec<u8>) -> String {
    let text = String::from_utf8(bytes).unwrap();
    roxmltree::Document::parse(&text).unwrap_or_else(|e| panic!("invalid XML: {e}"));
    text
}

#[test]
fn tour_svgs_are_valid_xml_and_stable_in_every_theme() {
    let answer = tour_answer(8, 8, false);
    for theme in [ThemeName::Classic, ThemeName::Wiki, ThemeName::Print] {
        for numbers in [false, true] {
            let options = FigureOptions {
                theme: Some(theme),
                numbers: Some(numbers),
                title: Some("Hành trình của quân mã".into()),
                ..FigureOptions::default()
            };
            let style = style(answer.spec.board, options);
            let first = svg_text(knight_bytes(&answer, &style, Format::Svg));
            let second = svg_text(knight_bytes(&answer, &style, Format::Svg));
            assert_eq!(first, second);
        }
    }
}

#[test]
fn default_8x8_tour_svg_is_small() {
    let answer = tour_answer(8, 8, false);
    let svg = knight_bytes(
        &answer,
        &style(answer.spec.board, FigureOptions::default()),
        Format::Svg,
    );
    assert!(svg.len() <= 12_000, "{} bytes", svg.len());
}

#[test]
fn small_figures_match_their_snapshots() {
    let plain = FigureOptions {
        coords: Some(false),
        cell: Some(20),
        ..FigureOptions::default()
    };
    let answer = tour_answer(5, 5, false);
    let tour = svg_text(knight_bytes(
        &answer,
        &style(answer.spec.board, plain.clone()),
        Format::Svg,
    ));
    insta::assert_snapshot!("tour_5x5", tour);
    let closed = tour_answer(6, 6, true);
    let closed_svg = svg_text(knight_bytes(
        &closed,
        &style(closed.spec.board, plain.clone()),
        Format::Svg,
    ));
    insta::assert_snapshot!("closed_6x6", closed_svg);
    let job = QueensJob {
        n: Some(4),
        ..QueensJob::default()
    };
    let answer = solve_queens(&job, None).unwrap();
    let board = Board::new(4, 4).unwrap();
    let mut out = Vec::new();
    queens_figure(
        &answer,
        None,
        None,
        QueensFigure::Board,
        &style(board, plain),
        Format::Svg,
        &mut out,
    )
    .unwrap();
    insta::assert_snapshot!("queens_4", svg_text(out));
}

#[test]
fn trees_and_sheets_are_valid_xml() {
    for n in 4..=6 {
        let job = QueensJob {
            n: Some(n),
            ..QueensJob::default()
        };
        let mut trace = Trace::with_limit(100_000);
        let answer = solve_queens(&job, Some(&mut trace)).unwrap();
        let board = Board::new(n as u32, n as u32).unwrap();
        let mut out = Vec::new();
        queens_figure(
            &answer,
            Some(&trace),
            None,
            QueensFigure::Tree,
            &style(board, FigureOptions::default()),
            Format::Svg,
            &mut out,
        )
        .unwrap();
        svg_text(out);
    }
    let job = QueensJob {
        n: Some(8),
        all: true,
        fundamental: true,
        ..QueensJob::default()
    };
    let answer = solve_queens(&job, None).unwrap();
    let Outcome::Found(ref all) = answer.outcome else {
        panic!()
    };
    assert_eq!(all.len(), 12);
    let mut out = Vec::new();
    let board = Board::new(8, 8).unwrap();
    queens_figure(
        &answer,
        None,
        None,
        QueensFigure::Sheet,
        &style(board, FigureOptions::default()),
        Format::Svg,
        &mut out,
    )
    .unwrap();
    let text = svg_text(out);
    assert_eq!(text.matches("href=\"#queen\"").count(), 12 * 8);
}

/// Decodes a GIF and composes its frames; returns frame count, size and
/// the last composed picture.
fn compose(bytes: &[u8]) -> (usize, (u32, u32), Vec<Rgb>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).unwrap();
    let (w, h) = (decoder.width() as u32, decoder.height() as u32);
    let palette = decoder.global_palette().unwrap().to_vec();
    let mut canvas = vec![Rgb(0, 0, 0); (w * h) as usize];
    let mut frames = 0;
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        frames += 1;
        assert_eq!(frame.dispose, gif::DisposalMethod::Keep);
        for y in 0..frame.height as u32 {
            for x in 0..frame.width as u32 {
                let index = frame.buffer[(y * frame.width as u32 + x) as usize];
                if Some(index) == frame.transparent {
                    continue;
                }
                let i = index as usize * 3;
                let at = ((frame.top as u32 + y) * w + frame.left as u32 + x) as usize;
                canvas[at] = Rgb(palette[i], palette[i + 1], palette[i + 2]);
            }
        }
    }
    (frames, (w, h), canvas)
}

#[test]
fn tour_gif_composes_to_the_final_scene() {
    for (w, h, options) in [
        (8, 8, FigureOptions::default()),
        (
            5,
            6,
            FigureOptions {
                theme: Some(ThemeName::Wiki),
                numbers: Some(true),
                ..FigureOptions::default()
            },
        ),
        (
            8,
            8,
            FigureOptions {
                cell: Some(25),
                coords: Some(false),
                ..FigureOptions::default()
            },
        ),
    ] {
        let answer = tour_answer(w, h, false);
        let style = style(answer.spec.board, options);
        let bytes = knight_bytes(&answer, &style, Format::Gif);
        assert_eq!(
            bytes,
            knight_bytes(&answer, &style, Format::Gif),
            "GIF output is stable"
        );
        let (frames, size, last) = compose(&bytes);
        assert_eq!(frames, (w * h) as usize);
        let Outcome::Found(tour) = &answer.outcome else {
            panic!()
        };
        let layout = layout(tour, &style);
        assert_eq!(size, (layout.width, layout.height));
        let final_scene = tour_scene(&layout, tour, &style, Stage::Move(tour.square_count() - 1));
        let full = quantised_render(&final_scene, &style.theme);
        let differing: Vec<(u32, u32)> = (0..last.len())
            .filter(|&i| last[i] != full[i])
            .map(|i| (i as u32 % size.0, i as u32 / size.0))
            .collect();
        assert!(
            differing.is_empty(),
            "{w}x{h}: {} pixels differ, first {:?}",
            differing.len(),
            &differing[..differing.len().min(8)]
        );
    }
}

#[test]
fn queens_search_gif_composes_to_the_solution() {
    let job = QueensJob {
        n: Some(8),
        ..QueensJob::default()
    };
    let mut trace = Trace::with_limit(100_000);
    let answer = solve_queens(&job, Some(&mut trace)).unwrap();
    let board = Board::new(8, 8).unwrap();
    let style = Style::resolve(&FigureOptions::default(), board, 120).unwrap();
    let mut out = Vec::new();
    queens_figure(
        &answer,
        Some(&trace),
        None,
        QueensFigure::Board,
        &style,
        Format::Gif,
        &mut out,
    )
    .unwrap();
    let (frames, _, last) = compose(&out);
    let expected = search_frames(&trace.events);
    assert_eq!(frames, expected.len());
    assert!((200..300).contains(&frames), "{frames} frames");
    let layout = boardfig::figure::queens::layout(8, &style);
    let final_scene = search_scene(&layout, expected.last().unwrap(), &style);
    assert!(last == quantised_render(&final_scene, &style.theme));
}
