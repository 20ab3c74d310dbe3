//! The backtracking search drawn as a tree: each node a small board with the
//! queens placed so far, numbered in the order visited, dead ends crossed
//! out, the path to the first solution highlighted.

use crate::board::{Board, Square};
use crate::error::Error;
use crate::figure::Style;
use crate::figure::font;
use crate::figure::layout::{Layout, caption};
use crate::figure::scene::{Item, PieceKind, Scene, Squares};
use crate::trace::Event;

/// The largest n drawn as a tree.
pub const MAX_TREE_N: usize = 6;
/// The most nodes drawn.
pub const MAX_TREE_NODES: usize = 300;

struct Node {
    parent: Option<usize>,
    children: Vec<usize>,
    queens: Vec<Square>,
    solved: bool,
}

/// Builds the tree of the search up to its first solution.
fn build(events: &[Event]) -> Vec<Node> {
    let mut nodes = vec![Node {
        parent: None,
        children: Vec::new(),
        queens: Vec::new(),
        solved: false,
    }];
    let mut stack = vec![0];
    for event in events {
        let top = *stack.last().expect("root stays on the stack");
        match *event {
            Event::Enter(sq) => {
                let mut queens = nodes[top].queens.clone();
                queens.push(sq);
                nodes.push(Node {
                    parent: Some(top),
                    children: Vec::new(),
                    queens,
                    solved: false,
                });
                let id = nodes.len() - 1;
                nodes[top].children.push(id);
                stack.push(id);
            }
            Event::Leave(_) => {
                stack.pop();
            }
            Event::Solved => {
                nodes[top].solved = true;
                break;
            }
        }
    }
    nodes
}

/// The tree scene of a search of n queens.
pub fn tree_scene(n: usize, events: &[Event], style: &Style) -> Result<Scene, Error> {
    if n > MAX_TREE_N {
        return Err(Error::usage(format!(
            "n `{n}`: search trees are drawn for n up to {MAX_TREE_N}; the tree would be unreadable"
        )));
    }
    let nodes = build(events);
    if nodes.len() > MAX_TREE_NODES {
        return Err(Error::usage(format!(
            "the search tree has {} nodes; at most {MAX_TREE_NODES} are drawn",
            nodes.len()
        )));
    }
    let theme = &style.theme;
    let cell = if n <= 4 { 12.0 } else { 9.0 };
    let side = cell * n as f32;
    let slot_w = side + 16.0;
    let level_h = side + 44.0;
    let label = 11.0;
    let title_size = 20.0;
    let top = if style.title.is_some() {
        title_size * 2.2
    } else {
        12.0
    };
    // x of each node: leaves left to right, parents over their children.
    let mut x = vec![0.0f32; nodes.len()];
    let mut depth = vec![0usize; nodes.len()];
    let mut next_leaf = 0.0;
    place(&nodes, 0, 0, &mut x, &mut depth, &mut next_leaf, slot_w);
    let max_depth = depth.iter().copied().max().unwrap_or(0);
    let tree_width = next_leaf + 8.0;
    let width = tree_width
        .max(font::text_width(style.title.as_deref().unwrap_or(""), title_size) + 20.0)
        .ceil();
    // A caption wider than the tree: centre the tree under it.
    let indent = ((width - tree_width) / 2.0).floor();
    let height = (top + (max_depth + 1) as f32 * level_h).ceil();
    let mut on_path = vec![false; nodes.len()];
    if let Some(mut id) = nodes.iter().position(|node| node.solved) {
        loop {
            on_path[id] = true;
            match nodes[id].parent {
                Some(p) => id = p,
                None => break,
            }
        }
    }
    let board_left = |id: usize| (indent + x[id] - side / 2.0 + 8.0).round();
    let board_top = |id: usize| (top + depth[id] as f32 * level_h + label + 6.0).round();
    let mut items = Vec::new();
    if let Some(title) = &style.title {
        items.push(caption(title, title_size, width, theme));
    }
    let faint = theme.text.mix(theme.background, 0.55);
    for (id, node) in nodes.iter().enumerate() {
        if let Some(parent) = node.parent {
            let from = (board_left(parent) + side / 2.0, board_top(parent) + side);
            let to = (board_left(id) + side / 2.0, board_top(id) - label - 4.0);
            let (color, width) = if on_path[id] {
                (theme.path, 2.5)
            } else {
                (faint, 1.0)
            };
            items.push(Item::Line {
                points: vec![from, to],
                closed: false,
                color,
                width,
            });
        }
    }
    let board = Board {
        files: n as u32,
        ranks: n as u32,
    };
    let mut numbers = Vec::new();
    for (id, node) in nodes.iter().enumerate() {
        let (left, top_y) = (board_left(id), board_top(id));
        let small = Layout::bare(board, cell, left, top_y);
        items.extend(small.board_items(theme, None));
        let frame = if on_path[id] {
            (theme.path, 2.0)
        } else {
            (faint, 1.0)
        };
        items.push(Item::Grid {
            squares: Squares {
                x: left,
                y: top_y,
                files: 1,
                ranks: 1,
                cell: side,
            },
            color: frame.0,
            width: frame.1,
        });
        for &sq in &node.queens {
            let (cx, cy) = small.centre(sq);
            items.push(Item::Piece {
                kind: PieceKind::Queen,
                cx,
                cy,
                size: cell * 0.9,
                fill: theme.piece,
                outline: theme.piece_outline,
            });
        }
        let dead = node.children.is_empty() && !node.solved && node.queens.len() < n;
        if dead {
            let pad = side * 0.1;
            for (a, b) in [
                (
                    (left + pad, top_y + pad),
                    (left + side - pad, top_y + side - pad),
                ),
                (
                    (left + side - pad, top_y + pad),
                    (left + pad, top_y + side - pad),
                ),
            ] {
                items.push(Item::Line {
                    points: vec![a, b],
                    closed: false,
                    color: theme.refuted,
                    width: 2.0,
                });
            }
        }
        numbers.extend(font::layout(
            &(id + 1).to_string(),
            label,
            left + side / 2.0,
            top_y - 5.0,
        ));
    }
    items.push(Item::Text {
        glyphs: numbers,
        size: label,
        fill: theme.text,
        halo: None,
    });
    Ok(Scene {
        width: width as u32,
        height: height as u32,
        background: theme.background,
        items,
    })
}

fn place(
    nodes: &[Node],
    id: usize,
    level: usize,
    x: &mut [f32],
    depth: &mut [usize],
    next_leaf: &mut f32,
    slot_w: f32,
) {
    depth[id] = level;
    if nodes[id].children.is_empty() {
        x[id] = *next_leaf + slot_w / 2.0;
        *next_leaf += slot_w;
        return;
    }
    for &child in &nodes[id].children {
        place(nodes, child, level + 1, x, depth, next_leaf, slot_w);
    }
    let first = x[nodes[id].children[0]];
    let last = x[*nodes[id].children.last().expect("has children")];
    x[id] = (first + last) / 2.0;
}
