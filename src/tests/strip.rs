//! The printable strip of search steps: one framed panel per step shown,
//! captions that are the steps' own (glyph for glyph), long searches cut to
//! their first and last steps, and the file the pipeline writes is that
//! scene as valid SVG.

use crate::figure::font::layout as text_glyphs;
use crate::figure::frames::search_captions;
use crate::figure::scene::Item;
use crate::figure::scene::Scene;
use crate::figure::strip::MAX_PANELS as STRIP_PANELS;
use crate::figure::strip::Step;
use crate::figure::strip::queens_steps;
use crate::figure::strip::sample;
use crate::figure::strip::step_words;
use crate::figure::strip::strip_pages;
use crate::figure::strip::strip_scene;
use crate::figure::strip::tour_steps;
use crate::figure::tree::build as tree_nodes;
use crate::pipeline::knight as run_knight;
use crate::pipeline::queens as run_queens;
use crate::plan::Drawing;
use crate::plan::Ends;
use crate::plan::Output;
use crate::plan::Target;
use crate::plan::knight as plan_knight;
use crate::plan::queens as plan_queens;
use crate::queens::backtrack::Want;
use crate::queens::backtrack::solve;
use crate::render::svg::to_svg;
use crate::trace::Puzzle;
use crate::trace::Trace;
use crate::words::Lang;
use crate::{Board, Format, KnightJob, Outcome, Paper, QueensJob, Square};

fn strip_output() -> Vec<Output> {
    vec![Output {
        format: Format::Svg,
        drawing: Drawing::Strip,
        target: Target::Path("strip.svg".into()),
    }]
}

/// The framed panels of a strip scene.
fn panels(scene: &Scene) -> usize {
    // Each board is outlined by a closed line one pixel wide.
    scene
        .items
        .iter()
        .filter(|item| {
            matches!(item, Item::Line { points, closed: true, width, .. }
                if points.len() == 4 && (*width - 1.0).abs() < 1e-6)
        })
        .count()
}

/// The glyphs of the captions (the text of the most glyphs: the panels'
/// captions, in one item), in order.
fn caption_glyphs(scene: &Scene) -> Vec<u16> {
    scene
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Text { glyphs, .. } => Some(glyphs.iter().map(|g| g.id).collect::<Vec<u16>>()),
            _ => None,
        })
        .max_by_key(Vec::len)
        .expect("the captions")
}

/// The glyphs of the steps' captions, as short as they stay on one line
/// each (the tests' captions do).
fn expected_glyphs(steps: &[Step]) -> Vec<u16> {
    steps
        .iter()
        .flat_map(|s| step_words(Lang::En, s))
        .flat_map(|line| text_glyphs(&line, 11.0, 0.0, 0.0))
        .map(|g| g.id)
        .collect()
}

fn parse(bytes: &[u8]) {
    let text = std::str::from_utf8(bytes).unwrap();
    roxmltree::Document::parse(text).unwrap_or_else(|e| panic!("invalid SVG: {e}"));
}

#[test]
fn queens_strip_shows_every_node_of_the_search_numbered_as_the_tree() {
    let job = QueensJob {
        n: Some(4),
        ..QueensJob::default()
    };
    let plan = plan_queens(&job, strip_output()).unwrap();
    let product = run_queens(&plan, &|_, _| {}, &mut |_| {}).unwrap();
    let mut trace = Trace::with_limit(1000);
    let _ = solve(4, Want::First, u64::MAX, Some(&mut trace));
    let nodes = tree_nodes(&trace.events);
    let steps = queens_steps(Lang::En, &nodes, 4, &[], None);
    assert_eq!(steps.len(), nodes.len());
    for (k, (step, node)) in steps.iter().zip(&nodes).enumerate() {
        assert!(step.caption[0].starts_with(&format!("{k}. ")));
        let queens: Vec<Square> = step.pieces.iter().map(|&(_, sq)| sq).collect();
        assert_eq!(queens, node.queens);
    }
    let captions: Vec<&str> = steps.iter().map(|s| s.caption[0].as_str()).collect();
    assert_eq!(
        captions,
        [
            "0. the empty board",
            "1. queen on a1",
            "2. queen on c2",
            "3. queen on d2",
            "4. queen on b3",
            "5. queen on b1",
            "6. queen on d2",
            "7. queen on a3",
            "8. solution",
        ]
    );
    // The dead ends say why: the next rank is all attacked, and crossed.
    assert_eq!(steps[2].caption[1], "rank 3: every square attacked");
    assert_eq!(steps[2].marks.len(), 4);
    let scene = strip_scene(Board { files: 4, ranks: 4 }, &steps, &plan.style, None);
    assert_eq!(panels(&scene), nodes.len());
    let queens = scene
        .items
        .iter()
        .filter(|item| matches!(item, Item::Piece { .. }))
        .count();
    // Every queen on a panel, and one in the legend.
    assert_eq!(
        queens,
        steps.iter().map(|s| s.pieces.len()).sum::<usize>() + 1
    );
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
    let steps = sample(tour_steps(Lang::En, tour), STRIP_PANELS, None);
    let scene = strip_scene(tour.board, &steps, &plan.style, None);
    assert_eq!(product.files[0].bytes, to_svg(&scene).into_bytes());
    parse(&product.files[0].bytes);
    let boards = steps.iter().filter(|s| s.skipped == 0).count();
    assert_eq!(panels(&scene), boards);
    assert_eq!(caption_glyphs(&scene), expected_glyphs(&steps));
    let squares = tour.square_list();
    for step in steps.iter().filter(|s| s.skipped == 0) {
        let k = step.path.len() - 1;
        assert_eq!(step.path, squares[..=k]);
        let expected = if k == 0 {
            format!("start {}", squares[0])
        } else {
            format!("move {k}: {}-{}", squares[k - 1], squares[k])
        };
        assert_eq!(step.caption, [expected]);
    }
    (scene, steps, product.files[0].bytes.clone())
}

#[test]
fn a_short_tour_shows_every_move() {
    let (_, steps, _) = knight_strip("5x5");
    assert_eq!(steps.len(), 25);
}

#[test]
fn a_long_tour_shows_its_first_and_last_moves_and_says_what_it_skips() {
    let (_, steps, _) = knight_strip("8x8");
    assert_eq!(steps.len(), STRIP_PANELS);
    let shown = steps.iter().filter(|s| s.skipped == 0).count();
    let skipped: usize = steps.iter().map(|s| s.skipped).sum();
    assert_eq!(shown + skipped, 64);
    for step in steps.iter().filter(|s| s.skipped > 0) {
        assert_eq!(
            step_words(Lang::En, step),
            [format!("... {} steps ...", step.skipped)]
        );
    }
    assert_eq!(steps[0].path.len(), 1);
    assert_eq!(steps.last().unwrap().path.len(), 64);
}

#[test]
fn a_search_strip_shows_the_first_backtracking() {
    let job = KnightJob {
        board: Some("6x6".parse().unwrap()),
        animate: Some(crate::Animate::Search),
        ..KnightJob::default()
    };
    let plan = plan_knight(&job, strip_output(), Ends::Options).unwrap();
    let product = run_knight(&plan, &mut |_| {}).unwrap();
    let svg = String::from_utf8(product.files[0].bytes.clone()).unwrap();
    parse(svg.as_bytes());
    // The first step back of the search, and the candidates rejected just
    // before it, are on the strip.
    let mut full = Trace::with_limit(usize::MAX);
    let _ = crate::knight::plain::first_tour(&plan.spec, u64::MAX, &mut full);
    let captions = search_captions(Lang::En, Puzzle::Knight, plan.spec.board, &full);
    let first_back = captions
        .iter()
        .position(|c| c.starts_with("back from"))
        .unwrap();
    let headline = |c: &String| {
        let first = c.split(';').next().unwrap();
        first.split(" \u{b7} ").next().unwrap().to_string()
    };
    let desc = svg
        .split("<desc>")
        .nth(1)
        .unwrap()
        .split("</desc>")
        .next()
        .unwrap();
    assert!(desc.contains(&headline(&captions[first_back])), "{desc}");
    assert!(
        desc.contains(&headline(&captions[first_back - 1])),
        "{desc}"
    );
    assert!(
        desc.contains(" steps ..."),
        "long searches say what they skip"
    );
}

#[test]
fn pages_for_print_hold_whole_panels_each_once_within_the_paper() {
    let (_, sampled, _) = knight_strip("8x8");
    let steps: Vec<Step> = sampled.iter().chain(&sampled).cloned().collect();
    let style = {
        let job = KnightJob {
            board: Some("8x8".parse().unwrap()),
            title: Some("A tour, move by move".into()),
            ..KnightJob::default()
        };
        plan_knight(&job, strip_output(), Ends::Options)
            .unwrap()
            .style
    };
    let board = Board { files: 8, ranks: 8 };
    let whole = strip_scene(board, &steps, &style, None);
    for (paper, (width_pt, height_pt)) in [
        (Paper::A4, (595.28_f32, 841.89_f32)),
        (Paper::Letter, (612.0, 792.0)),
    ] {
        let pages = strip_pages(board, &steps, &style, paper.into(), None);
        assert!(pages.len() >= 2, "60 panels of 8x8 take more than a page");
        let shown: usize = pages.iter().map(panels).sum();
        assert_eq!(shown, panels(&whole), "every board on one page only");
        let glyphs: Vec<u16> = pages.iter().flat_map(caption_glyphs).collect();
        assert_eq!(
            glyphs,
            expected_glyphs(&steps),
            "every caption once, in order"
        );
        let (w, h) = ((width_pt - 72.0) / 0.75, (height_pt - 72.0) / 0.75);
        for page in &pages {
            assert_eq!(page.width, pages[0].width, "one width, so one scale");
            let scale = w / page.width as f32;
            assert!(
                page.height as f32 * scale <= h + 0.5,
                "a page of {} px at scale {scale} is taller than the paper's {h}",
                page.height
            );
        }
        // The caption heads every page.
        let titled = |scene: &Scene| {
            scene
                .items
                .iter()
                .any(|item| matches!(item, Item::Text { size, .. } if (*size - 20.0).abs() < 0.01))
        };
        assert!(pages.iter().all(titled));
    }
}

/// The texts of the program's lines a strip's `<desc>` says each panel
/// executes ("...: line 9; ...: lines 13, 16"), per panel.
fn executed_lines(svg: &str, listing: &[&str]) -> Vec<Vec<String>> {
    let desc = svg
        .split("<desc>")
        .nth(1)
        .unwrap()
        .split("</desc>")
        .next()
        .unwrap();
    desc.trim_start_matches("Steps: ")
        .split("; ")
        .map(|panel| {
            let last = panel.rsplit(": ").next().unwrap();
            let numbers = last
                .strip_prefix("lines ")
                .or_else(|| last.strip_prefix("line "))
                .unwrap_or("");
            numbers
                .split(", ")
                .filter(|n| !n.is_empty())
                .map(|n| listing[n.parse::<usize>().unwrap() - 1].trim().to_string())
                .collect()
        })
        .collect()
}

#[test]
fn a_strip_with_the_program_heads_it_with_the_listing_and_numbers_each_step_s_lines() {
    use crate::program::Language;
    let job = KnightJob {
        board: Some("5x5".parse().unwrap()),
        animate: Some(crate::Animate::Search),
        code: Some(crate::job::Code::Python),
        ..KnightJob::default()
    };
    let plan = plan_knight(&job, strip_output(), Ends::Options).unwrap();
    let product = run_knight(&plan, &mut |_| {}).unwrap();
    let svg = String::from_utf8(product.files[0].bytes.clone()).unwrap();
    parse(svg.as_bytes());
    let listing = crate::program::knight(
        &plan.spec,
        plan.first_step,
        crate::program::Prune::Plain,
        (Language::Python, Lang::En),
    );
    let lines: Vec<&str> = listing.lines.iter().map(String::as_str).collect();
    let panels = executed_lines(&svg, &lines);
    // The start marks a1 with the first step; the tour found returns.
    assert!(
        panels[0].iter().any(|l| l.starts_with("board[0][0] = ")),
        "{:?}",
        panels[0]
    );
    assert_eq!(panels.last().unwrap(), &vec!["return True".to_string()]);
    // Every move entered marks its square; every step back clears it.
    let desc = svg.split("<desc>").nth(1).unwrap();
    let (mut moves, mut backs) = (0, 0);
    for (panel, words) in panels.iter().zip(desc.split("; ")) {
        if words.contains(". move ") {
            moves += 1;
            assert!(
                panel.iter().any(|l| l == "board[nx][ny] = step + 1"),
                "{words}: {panel:?}"
            );
        }
        if words.contains(". back from") {
            backs += 1;
            assert!(
                panel.iter().any(|l| l == "board[nx][ny] = -1"),
                "{words}: {panel:?}"
            );
        }
    }
    assert!(moves > 10 && backs > 2, "{moves} moves, {backs} steps back");

    // Queens, in C: every queen placed is the line that stores it.
    let job = QueensJob {
        n: Some(5),
        code: Some(crate::job::Code::C),
        ..QueensJob::default()
    };
    let plan = plan_queens(&job, strip_output()).unwrap();
    let product = run_queens(&plan, &|_, _| {}, &mut |_| {}).unwrap();
    let svg = String::from_utf8(product.files[0].bytes.clone()).unwrap();
    let listing = crate::program::queens(5, false, Language::C);
    let lines: Vec<&str> = listing.lines.iter().map(String::as_str).collect();
    let panels = executed_lines(&svg, &lines);
    assert!(panels.len() > 2);
    for panel in &panels[1..] {
        assert!(panel.iter().any(|l| l == "queen[i] = j;"), "{panel:?}");
    }

    // Without `code`, no listing and no lines.
    let job = QueensJob {
        n: Some(5),
        ..QueensJob::default()
    };
    let plan = plan_queens(&job, strip_output()).unwrap();
    let product = run_queens(&plan, &|_, _| {}, &mut |_| {}).unwrap();
    let svg = String::from_utf8(product.files[0].bytes.clone()).unwrap();
    assert!(executed_lines(&svg, &lines).iter().all(Vec::is_empty));
}
