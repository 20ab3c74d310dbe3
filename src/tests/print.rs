//! Print: sheets of queens and strips of steps cut into pages on which,
//! printed on A4 and on Letter at the scale the PDF writer fits them with,
//! every board is at least 35 mm wide and every word at least 8.5 pt (3
//! mm) tall, each page with the figure's name and its number.

use crate::figure::Style;
use crate::figure::paper::{MIN_BOARD_MM, MIN_LABEL_PT, POINTS_PER_PIXEL, fit_scale};
use crate::figure::queens::sheet_pages;
use crate::figure::scene::{Item, Scene};
use crate::figure::strip::{queens_steps, sample, strip_pages, tour_steps};
use crate::figure::tree::build as tree_nodes;
use crate::plan::{Drawing, Ends, Output, Target};
use crate::queens::backtrack::{Want, solve};
use crate::trace::Trace;
use crate::words::Lang;
use crate::{Board, Format, KnightJob, Outcome, Paper, Placement, QueensJob};

/// The narrowest board of `files` files (millimetres) and the smallest
/// word (points) of `pages` as the PDF prints them on `paper`: one scale
/// for every page. (A legend's swatch is a checker of one square.)
fn smallest_printed(pages: &[Scene], paper: Paper, files: u32) -> (f32, f32) {
    let sizes: Vec<(f32, f32)> = pages
        .iter()
        .map(|page| (page.width as f32, page.height as f32))
        .collect();
    let points = fit_scale(paper.into(), &sizes) * POINTS_PER_PIXEL;
    let (mut board, mut word) = (f32::INFINITY, f32::INFINITY);
    for item in pages.iter().flat_map(|page| &page.items) {
        match item {
            Item::Checker { squares, .. } if squares.files == files => {
                board = board.min(squares.files as f32 * squares.cell * points);
            }
            Item::Text { glyphs, size, .. } if !glyphs.is_empty() => {
                word = word.min(size * points);
            }
            _ => {}
        }
    }
    (board / 72.0 * 25.4, word)
}

/// Whether every page of `pages` ends with its footer, "NAME, page k of n".
fn numbered(pages: &[Scene], name: &str) -> bool {
    pages.iter().enumerate().all(|(k, page)| {
        let footer = crate::figure::font::layout(
            &format!("{name}, page {} of {}", k + 1, pages.len()),
            crate::figure::paper::FOOTER_SIZE,
            0.0,
            0.0,
        );
        matches!(page.items.last(), Some(Item::Text { glyphs, .. })
            if glyphs.iter().map(|g| g.id).eq(footer.iter().map(|g| g.id)))
    })
}

fn queens_style(n: usize, title: Option<&str>) -> Style {
    let job = QueensJob {
        n: Some(n as u64),
        title: title.map(Into::into),
        ..QueensJob::default()
    };
    let output = Output {
        format: Format::Pdf,
        drawing: Drawing::Answer,
        target: Target::Path("sheet.pdf".into()),
    };
    crate::plan::queens(&job, vec![output]).unwrap().style
}

fn all(n: usize) -> Vec<Placement> {
    match solve(n, Want::All, u64::MAX, None).0 {
        Outcome::Found(all) => all,
        other => panic!("n = {n}: {other:?}"),
    }
}

#[test]
fn a_sheet_of_queens_prints_readable_boards_on_numbered_pages() {
    for paper in [Paper::A4, Paper::Letter] {
        for n in 4..=10 {
            let placements = all(n);
            let style = queens_style(n, None);
            let pages = sheet_pages(&placements, n, &style, paper.into());
            let (board, word) = smallest_printed(&pages, paper, n as u32);
            assert!(
                board >= MIN_BOARD_MM,
                "n = {n}, {paper:?}: a board {board} mm wide"
            );
            assert!(
                word >= MIN_LABEL_PT,
                "n = {n}, {paper:?}: a word {word} pt tall"
            );
            let boards: usize = pages
                .iter()
                .flat_map(|page| &page.items)
                .filter(|item| matches!(item, Item::Checker { .. }))
                .count();
            assert_eq!(boards, placements.len(), "every solution once");
            let name = format!("{} solutions of {n} queens", placements.len());
            assert!(numbered(&pages, &name), "n = {n}, {paper:?}");
        }
        // Eight queens' 92 solutions: 12 boards a page, on 8 pages.
        let pages = sheet_pages(
            &all(8),
            8,
            &queens_style(8, Some("Eight queens")),
            paper.into(),
        );
        assert_eq!(pages.len(), 8, "{paper:?}");
        assert!(numbered(&pages, "Eight queens"));
        let titled = |page: &Scene| {
            page.items
                .iter()
                .any(|item| matches!(item, Item::Text { size, .. } if (*size - 20.0).abs() < 0.01))
        };
        assert!(pages.iter().all(titled), "the title on every page");
    }
}

#[test]
fn boards_a_page_asked_for_are_drawn_as_large_as_the_page_lets_them() {
    let placements = all(8);
    let mut style = queens_style(8, None);
    let automatic = sheet_pages(&placements, 8, &style, Paper::A4.into());
    let (smallest, _) = smallest_printed(&automatic, Paper::A4, 8);
    let most = crate::figure::queens::sheet_capacity(8, &style, Paper::A4.into());
    assert_eq!(most, 12);
    let mut previous = f32::INFINITY;
    let mut one_a_page = 0.0;
    for boards in [1, 2, 4, 6, 9, 12] {
        style.per_page = Some(boards);
        for paper in [Paper::A4, Paper::Letter] {
            let pages = sheet_pages(&placements, 8, &style, paper.into());
            assert_eq!(
                pages.len(),
                placements.len().div_ceil(boards),
                "{boards} a page"
            );
            for page in &pages {
                let drawn = page
                    .items
                    .iter()
                    .filter(|item| matches!(item, Item::Checker { .. }))
                    .count();
                assert!(drawn <= boards);
            }
            let (board, word) = smallest_printed(&pages, paper, 8);
            assert!(
                board >= MIN_BOARD_MM && word >= MIN_LABEL_PT,
                "{boards}: {board} mm, {word} pt"
            );
            if paper == Paper::A4 {
                assert!(board <= previous, "fewer boards a page, none smaller");
                assert!(board >= smallest - 0.01);
                previous = board;
                if boards == 1 {
                    one_a_page = board;
                }
            }
        }
    }
    assert!(
        one_a_page > 3.0 * smallest,
        "{one_a_page} mm against {smallest} mm"
    );
}

#[test]
fn a_strip_prints_readable_boards_on_numbered_pages() {
    let output = |file: &str| Output {
        format: Format::Pdf,
        drawing: Drawing::Strip,
        target: Target::Path(file.into()),
    };
    for paper in [Paper::A4, Paper::Letter] {
        for size in ["5x5", "8x8", "3x10", "12x12"] {
            let job = KnightJob {
                board: Some(size.parse().unwrap()),
                ..KnightJob::default()
            };
            let plan = crate::plan::knight(&job, vec![output("tour.pdf")], Ends::Options).unwrap();
            let product = crate::pipeline::knight(&plan, &mut |_| {}).unwrap();
            let Outcome::Found(tour) = &product.answer.outcome else {
                continue;
            };
            let steps = sample(tour_steps(Lang::En, tour), 60, None);
            let pages = strip_pages(tour.board, &steps, &plan.style, paper.into(), None);
            let (board, word) = smallest_printed(&pages, paper, tour.board.files);
            assert!(
                board >= MIN_BOARD_MM,
                "{size}, {paper:?}: a board {board} mm wide"
            );
            assert!(
                word >= MIN_LABEL_PT,
                "{size}, {paper:?}: a word {word} pt tall"
            );
            assert!(numbered(&pages, &pages[0].title), "{size}, {paper:?}");
        }
        let mut trace = Trace::with_limit(10_000);
        let _ = solve(6, Want::First, u64::MAX, Some(&mut trace));
        let steps = queens_steps(Lang::En, &tree_nodes(&trace.events), 6, &[], None);
        let board = Board { files: 6, ranks: 6 };
        let pages = strip_pages(
            board,
            &steps,
            &queens_style(6, Some("Six")),
            paper.into(),
            None,
        );
        assert!(pages.len() >= 2);
        let (board, word) = smallest_printed(&pages, paper, 6);
        assert!(
            board >= MIN_BOARD_MM && word >= MIN_LABEL_PT,
            "{board} mm, {word} pt"
        );
        assert!(numbered(&pages, "Six"));
    }
}
