//! The queens search tree: the nodes the trace gives are the nodes of a
//! plain recursive search written here, in its visiting order; the scene
//! draws one framed board per node, highlights the paths to the solutions
//! and labels them.

use crate::figure::scene::Item;
use crate::figure::tree::Node as TreeNode;
use crate::figure::tree::build as tree_nodes;
use crate::figure::tree::tree_scene;
use crate::plan::queens as plan_queens;
use crate::queens::backtrack::Want;
use crate::queens::backtrack::solve;
use crate::trace::Trace;
use crate::{QueensJob, Square};

/// A plain search: every consistent partial placement in depth-first order
/// (files tried from a, ranks from 1), with whether it is a solution.
fn plain(n: u32, columns: &mut Vec<u32>, visited: &mut Vec<(Vec<u32>, bool)>) {
    visited.push((columns.clone(), columns.len() == n as usize));
    let rank = columns.len() as u32;
    if rank == n {
        return;
    }
    for file in 0..n {
        let safe = columns
            .iter()
            .enumerate()
            .all(|(r, &f)| f != file && f.abs_diff(file) != rank - r as u32);
        if safe {
            columns.push(file);
            plain(n, columns, visited);
            columns.pop();
        }
    }
}

fn recorded(n: usize, want: Want) -> Vec<TreeNode> {
    let mut trace = Trace::with_limit(1_000_000);
    let _ = solve(n, want, u64::MAX, Some(&mut trace));
    assert!(!trace.truncated);
    tree_nodes(&trace.events)
}

fn columns(node: &TreeNode) -> Vec<u32> {
    node.queens
        .iter()
        .enumerate()
        .map(|(rank, sq)| {
            assert_eq!(sq.rank as usize, rank, "queens go rank by rank");
            sq.file
        })
        .collect()
}

#[test]
fn the_full_tree_is_the_plain_search_in_visiting_order() {
    for n in 1..=6 {
        let mut visited = Vec::new();
        plain(n, &mut Vec::new(), &mut visited);
        let nodes = recorded(n as usize, Want::All);
        let drawn: Vec<(Vec<u32>, bool)> = nodes.iter().map(|v| (columns(v), v.solved)).collect();
        assert_eq!(drawn, visited, "n = {n}");
    }
    let four = recorded(4, Want::All);
    assert_eq!(four.len(), 17);
    assert_eq!(four.iter().filter(|node| node.solved).count(), 2);
}

#[test]
fn the_first_solution_tree_stops_at_the_first_solution() {
    let nodes = recorded(4, Want::First);
    assert_eq!(nodes.len(), 9);
    assert!(nodes.last().unwrap().solved);
    assert_eq!(nodes.iter().filter(|node| node.solved).count(), 1);
}

#[test]
fn the_scene_frames_every_node_and_highlights_both_solution_paths() {
    let job = QueensJob {
        n: Some(4),
        all: true,
        ..QueensJob::default()
    };
    let style = plan_queens(&job, Vec::new()).unwrap().style;
    let mut trace = Trace::with_limit(1_000_000);
    let _ = solve(4, Want::All, u64::MAX, Some(&mut trace));
    let scene = tree_scene(4, &trace.events, &style).unwrap();
    let frames: Vec<_> = scene
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Grid { squares, color, .. } if squares.files == 1 && squares.ranks == 1 => {
                Some(*color)
            }
            _ => None,
        })
        .collect();
    assert_eq!(frames.len(), 17, "one framed board per node");
    // Two paths of 5 nodes sharing the root.
    let highlighted = frames.iter().filter(|&&c| c == style.theme.path).count();
    assert_eq!(highlighted, 9);
    let bold_edges = scene
        .items
        .iter()
        .filter(|item| matches!(item, Item::Line { color, .. } if *color == style.theme.path))
        .count();
    assert_eq!(
        bold_edges, 9,
        "two paths of four edges each, and the legend's swatch of one"
    );
    // Each solution labelled: "solution" twice, in the path colour.
    let labels = scene.items.iter().find_map(|item| match item {
        Item::Text { glyphs, fill, .. } if *fill == style.theme.path => Some(glyphs.len()),
        _ => None,
    });
    assert_eq!(labels, Some(2 * "solution".len()));
    // Every square of the next rank a node's queens attack is rejected
    // from it, and crossed (two strokes) on its board: the dead ends have
    // their whole next rank crossed, the queens stay on the board.
    let attacked = |queens: &[Square], sq: Square| {
        queens.iter().any(|q| {
            q.file == sq.file
                || q.rank == sq.rank
                || q.file.abs_diff(sq.file) == q.rank.abs_diff(sq.rank)
        })
    };
    let nodes = recorded(4, Want::All);
    let expected: usize = nodes
        .iter()
        .filter(|node| node.queens.len() < 4)
        .map(|node| {
            let rank = node.queens.len() as u32;
            (0..4)
                .filter(|&file| attacked(&node.queens, Square { file, rank }))
                .count()
        })
        .sum();
    let dead_ends = nodes
        .iter()
        .filter(|node| node.children.is_empty() && !node.solved)
        .count();
    assert_eq!(dead_ends, 4);
    assert!(expected > dead_ends * 4);
    let crosses = scene
        .items
        .iter()
        .filter(|item| matches!(item, Item::Line { color, .. } if *color == style.theme.rejected))
        .count();
    // And the legend's cross.
    assert_eq!(crosses, expected * 2 + 2);
    let queens = scene
        .items
        .iter()
        .filter(|item| matches!(item, Item::Piece { .. }))
        .count();
    let placed: usize = recorded(4, Want::All).iter().map(|v| v.queens.len()).sum();
    // Every queen of every node, and one in the legend.
    assert_eq!(queens, placed + 1);
}
