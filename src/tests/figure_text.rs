//! Every SVG names itself (`<title>`) and says what it shows in plain text
//! (`<desc>`): the tour's squares, the placement's columns, the tree's
//! nodes. The texts are read back with an XML parser and compared with
//! answers worked out here.

use crate::pipeline::knight as run_knight;
use crate::pipeline::queens as run_queens;
use crate::plan::Drawing;
use crate::plan::Ends;
use crate::plan::Output;
use crate::plan::Target;
use crate::plan::knight as plan_knight;
use crate::plan::queens as plan_queens;
use crate::{Format, KnightJob, Outcome, QueensJob};

/// The text of the `<title>` and `<desc>` elements, which must be the
/// first two children of `<svg>`.
fn title_and_desc(bytes: &[u8]) -> (String, String) {
    let text = std::str::from_utf8(bytes).unwrap();
    let doc = roxmltree::Document::parse(text).unwrap();
    let mut children = doc
        .root_element()
        .children()
        .filter(roxmltree::Node::is_element);
    let title = children.next().unwrap();
    let desc = children.next().unwrap();
    assert_eq!(title.tag_name().name(), "title");
    assert_eq!(desc.tag_name().name(), "desc");
    (
        title.text().unwrap_or("").to_string(),
        desc.text().unwrap_or("").to_string(),
    )
}

fn svg_output(drawing: Drawing) -> Vec<Output> {
    vec![Output {
        format: Format::Svg,
        drawing,
        target: Target::Path("figure.svg".into()),
    }]
}

fn knight_svg(job: &KnightJob) -> (Vec<String>, Vec<u8>) {
    let plan = plan_knight(job, svg_output(Drawing::Answer), Ends::Options).unwrap();
    let product = run_knight(&plan, &mut |_| {}).unwrap();
    let Outcome::Found(tour) = &product.answer.outcome else {
        panic!("a tour exists")
    };
    let squares = tour.squares().map(|sq| sq.to_string()).collect();
    (squares, product.files[0].bytes.clone())
}

fn queens_svg(job: &QueensJob, drawing: Drawing) -> Vec<u8> {
    let plan = plan_queens(job, svg_output(drawing)).unwrap();
    let product = run_queens(&plan, &|_, _| {}, &mut |_| {}).unwrap();
    product.files[0].bytes.clone()
}

#[test]
fn a_tour_svg_lists_its_squares_in_order() {
    let (squares, bytes) = knight_svg(&KnightJob::default());
    let (title, desc) = title_and_desc(&bytes);
    assert_eq!(title, "Knight's tour on 8x8 from a1");
    let listed = desc.strip_prefix("Squares in order: ").unwrap();
    let listed: Vec<&str> = listed.split(", ").collect();
    assert_eq!(listed, squares);
    assert_eq!(listed.len(), 64);
    assert_eq!(listed[0], "a1");
}

#[test]
fn a_closed_tour_says_it_returns_and_a_caption_is_the_title() {
    let job = KnightJob {
        board: Some("6x6".parse().unwrap()),
        closed: true,
        title: Some("Tour <fermé> & rond".into()),
        ..KnightJob::default()
    };
    let (squares, bytes) = knight_svg(&job);
    let (title, desc) = title_and_desc(&bytes);
    assert_eq!(title, "Tour <fermé> & rond");
    let expected = format!("Squares in order: {}, then back to a1", squares.join(", "));
    assert_eq!(desc, expected);
}

#[test]
fn a_placement_svg_lists_its_columns() {
    let job = QueensJob::default();
    let plan = plan_queens(&job, svg_output(Drawing::Answer)).unwrap();
    let product = run_queens(&plan, &|_, _| {}, &mut |_| {}).unwrap();
    let placement = &product.answer.placements()[0];
    let (title, desc) = title_and_desc(&product.files[0].bytes);
    assert_eq!(title, "8 queens");
    let columns: Vec<usize> = desc
        .strip_prefix("Queens in columns, rank 1 to 8: ")
        .unwrap()
        .split(' ')
        .map(|c| c.parse().unwrap())
        .collect();
    let expected: Vec<usize> = placement
        .squares()
        .iter()
        .map(|sq| sq.file as usize + 1)
        .collect();
    assert_eq!(columns, expected);
    // Independently: one queen per rank and file, none on a diagonal.
    for (i, a) in columns.iter().enumerate() {
        for (j, b) in columns.iter().enumerate().skip(i + 1) {
            assert_ne!(a, b);
            assert_ne!(a.abs_diff(*b), j - i);
        }
    }
}

#[test]
fn a_sheet_svg_lists_every_placement() {
    let job = QueensJob {
        n: Some(6),
        all: true,
        ..QueensJob::default()
    };
    let (title, desc) = title_and_desc(&queens_svg(&job, Drawing::Answer));
    assert_eq!(title, "4 solutions of 6 queens");
    let lines: Vec<&str> = desc.lines().collect();
    assert_eq!(
        lines[0],
        "Queens in columns, rank 1 to 6, of each solution:"
    );
    // The four 6-queens solutions in lexicographic order.
    assert_eq!(
        lines[1..],
        [
            "1: 2 4 6 1 3 5",
            "2: 3 6 2 5 1 4",
            "3: 4 1 5 2 6 3",
            "4: 5 3 1 6 4 2"
        ]
    );
}

/// The nodes of the textbook search for n queens (a queen per rank from
/// rank 1, files tried from a), in visiting order up to the first solution:
/// each node's squares and whether it solves.
fn textbook_nodes(n: u32) -> Vec<(Vec<String>, bool)> {
    fn visit(n: u32, queens: &mut Vec<u32>, nodes: &mut Vec<(Vec<String>, bool)>) -> bool {
        let squares = queens
            .iter()
            .enumerate()
            .map(|(rank, file)| format!("{}{}", char::from(b'a' + *file as u8), rank + 1))
            .collect();
        let solved = queens.len() == n as usize;
        nodes.push((squares, solved));
        if solved {
            return true;
        }
        let rank = queens.len();
        for file in 0..n {
            let safe = queens
                .iter()
                .enumerate()
                .all(|(r, &f)| f != file && f.abs_diff(file) as usize != rank - r);
            if safe {
                queens.push(file);
                if visit(n, queens, nodes) {
                    return true;
                }
                queens.pop();
            }
        }
        false
    }
    let mut nodes = Vec::new();
    visit(n, &mut Vec::new(), &mut nodes);
    nodes
}

#[test]
fn a_tree_svg_lists_its_nodes_in_visiting_order() {
    for n in [4u32, 5, 6] {
        let job = QueensJob {
            n: Some(u64::from(n)),
            ..QueensJob::default()
        };
        let (title, desc) = title_and_desc(&queens_svg(&job, Drawing::Tree));
        assert_eq!(title, format!("Backtracking search tree for {n} queens"));
        let mut lines = desc.lines();
        assert_eq!(
            lines.next(),
            Some(
                "Nodes in visiting order, each numbered by the queens placed when the search \
                 reaches it:"
            )
        );
        let expected = textbook_nodes(n);
        let listed: Vec<&str> = lines.collect();
        assert_eq!(listed.len(), expected.len(), "{n} queens");
        for (k, (line, (squares, solved))) in listed.iter().zip(&expected).enumerate() {
            let (number, rest) = line.split_once(": ").unwrap();
            assert_eq!(number, k.to_string());
            let shown = rest
                .trim_end_matches(" (solution)")
                .trim_end_matches(" (dead end)");
            let what = if squares.is_empty() {
                "empty board".to_string()
            } else {
                squares.join(" ")
            };
            assert_eq!(shown, what, "node {}", k + 1);
            assert_eq!(rest.ends_with(" (solution)"), *solved);
        }
    }
}
