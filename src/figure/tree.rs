//! The backtracking search drawn as a tree: each node a small board with the
//! queens placed so far, numbered in the order visited (as the strip
//! numbers its panels), and a cross on every square of the next rank the
//! search rejected from it (attacked), so a dead end shows why it is one.
//! Solutions are labelled and the paths to them drawn bold. The tree is
//! whatever the trace recorded: up to the first solution, or the whole
//! search when every solution was asked for.

use crate::board::{Board, Square};
use crate::error::Error;
use crate::figure::Style;
use crate::figure::font;
use crate::figure::font::PlacedGlyph;
use crate::figure::layout::{Layout, caption};
use crate::figure::marks::{self, Mark, MarkKind};
use crate::figure::scene::{Item, PieceKind, Rect, Rgb, Scene, Squares};
use crate::trace::Event;
use crate::words::{Lang, say};

/// The size of the tree's title.
const TITLE_SIZE: f32 = 20.0;

/// The side of the legend's swatches.
const LEGEND_SWATCH: f32 = 16.0;

/// The largest n drawn as a tree.
pub(crate) const MAX_TREE_N: usize = 6;
/// The most nodes drawn.
pub(crate) const MAX_TREE_NODES: usize = 300;

/// One node of the search tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Node {
    /// The node it was reached from (`None` for the empty board).
    pub parent: Option<usize>,
    /// The nodes reached from it, in the order visited.
    pub children: Vec<usize>,
    /// The queens on the board, rank 1 first.
    pub queens: Vec<Square>,
    /// Whether the queens form a solution.
    pub solved: bool,
    /// The squares of the next rank rejected from this node (attacked), in
    /// the order tried.
    pub rejected: Vec<Square>,
}

/// The tree of a recorded search, nodes in the order visited (the empty
/// board first).
#[must_use]
pub(crate) fn build(events: &[Event]) -> Vec<Node> {
    let mut nodes = vec![Node {
        parent: None,
        children: Vec::new(),
        queens: Vec::new(),
        solved: false,
        rejected: Vec::new(),
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
                    rejected: Vec::new(),
                });
                let id = nodes.len() - 1;
                nodes[top].children.push(id);
                stack.push(id);
            }
            Event::Leave(_) => {
                stack.pop();
            }
            Event::Reject(sq, _) => nodes[top].rejected.push(sq),
            Event::Cut(_) | Event::OffBoard(..) => {}
            Event::Solved => nodes[top].solved = true,
        }
    }
    nodes
}

/// Where the nodes of a tree go.
struct Geometry {
    /// Square size of the small boards.
    cell: f32,
    /// Side of a small board.
    side: f32,
    /// Font size of the node numbers.
    label: f32,
    /// Distance between levels.
    level_h: f32,
    /// Top of the first level.
    top: f32,
    /// Left shift centring the tree under a wider caption.
    indent: f32,
    /// Centre x of each node.
    x: Vec<f32>,
    /// Depth of each node.
    depth: Vec<usize>,
    /// The label under each solution, in the figure's language.
    solution: String,
}

impl Geometry {
    /// Left edge of a node's board.
    fn left(&self, id: usize) -> f32 {
        (self.indent + self.x[id] - self.side / 2.0 + 8.0).round()
    }

    /// Top edge of a node's board.
    fn top(&self, id: usize) -> f32 {
        (self.top + self.depth[id] as f32 * self.level_h + self.label + 6.0).round()
    }

    /// The number of a node, over its board: the queens placed when the
    /// search reaches it (the empty board is 0).
    fn number(&self, id: usize) -> Vec<PlacedGlyph> {
        let centre = self.left(id) + self.side / 2.0;
        font::layout(&id.to_string(), self.label, centre, self.top(id) - 5.0)
    }

    /// The label under a solution's board.
    fn solution_label(&self, id: usize) -> Vec<PlacedGlyph> {
        let centre = self.left(id) + self.side / 2.0;
        font::layout(
            &self.solution,
            self.label,
            centre,
            self.top(id) + self.side + self.label * 1.2,
        )
    }

    /// The box around a node: its number and board, with a margin.
    fn node_box(&self, id: usize) -> Rect {
        let margin = 4.0;
        let top = self.top(id) - self.label - 5.0;
        Rect {
            x: self.left(id) - margin,
            y: top - margin,
            w: self.side + 2.0 * margin,
            h: self.top(id) + self.side - top + 2.0 * margin,
        }
    }
}

/// Where the nodes of the tree of `nodes` go, and the figure's width and
/// height.
fn geometry(nodes: &[Node], n: usize, style: &Style) -> (Geometry, f32, f32) {
    // Squares of 20 pixels: a cross on one is 12 px.
    let cell = 20.0;
    let side = cell * n as f32;
    let slot_w = side + 16.0;
    let title_size = TITLE_SIZE;
    // x of each node: leaves left to right, parents over their children.
    let mut x = vec![0.0f32; nodes.len()];
    let mut depth = vec![0usize; nodes.len()];
    let mut next_leaf = 0.0;
    place(nodes, 0, 0, &mut x, &mut depth, &mut next_leaf, slot_w);
    let max_depth = depth.iter().copied().max().unwrap_or(0);
    let tree_width = next_leaf + 8.0;
    let width = tree_width
        .max(style.title.as_ref().map_or(0.0, |t| t.width(title_size)) + 20.0)
        .ceil();
    let geometry = Geometry {
        cell,
        side,
        label: 11.0,
        level_h: side + 44.0,
        top: if style.title.is_some() {
            title_size * 2.2
        } else {
            12.0
        },
        // A caption wider than the tree: centre the tree under it.
        indent: ((width - tree_width) / 2.0).floor(),
        x,
        depth,
        solution: say!(style.lang, "tree-solution-label"),
    };
    let height = (geometry.top + (max_depth + 1) as f32 * geometry.level_h).ceil();
    (geometry, width, height)
}

/// Marks the nodes on the paths from the root to the solutions.
fn solution_path(nodes: &[Node]) -> Vec<bool> {
    let mut on_path = vec![false; nodes.len()];
    for (solved, _) in nodes.iter().enumerate().filter(|(_, node)| node.solved) {
        let mut next = Some(solved);
        while let Some(id) = next.filter(|&id| !on_path[id]) {
            on_path[id] = true;
            next = nodes[id].parent;
        }
    }
    on_path
}

/// The tree scene of a search of n queens (n is at most `MAX_TREE_N`,
/// checked by the plan).
pub(crate) fn tree_scene(n: usize, events: &[Event], style: &Style) -> Result<Scene, Error> {
    let nodes = build(events);
    if nodes.len() > MAX_TREE_NODES {
        return Err(Error::usage(format!(
            "the search tree has {} nodes; at most {MAX_TREE_NODES} are drawn",
            nodes.len()
        )));
    }
    let theme = &style.theme;
    let (geometry, width, height) = geometry(&nodes, n, style);
    let on_path = solution_path(&nodes);
    let mut kinds = vec![MarkKind::Piece(PieceKind::Queen), MarkKind::Rejected];
    if on_path.iter().any(|&on| on) {
        kinds.push(MarkKind::SolutionPath);
    }
    kinds.push(MarkKind::NodeNumber);
    let width = width.max((marks::legend_width(&kinds, LEGEND_SWATCH, style.lang) + 16.0).ceil());
    let mut items = Vec::new();
    if let Some(title) = &style.title {
        items.push(caption(title, TITLE_SIZE, width, theme));
    }
    items.extend(edges(&nodes, &geometry, &on_path, style));
    let board = Board {
        files: n as u32,
        ranks: n as u32,
    };
    let mut numbers = Vec::new();
    let mut solutions = Vec::new();
    for (id, node) in nodes.iter().enumerate() {
        items.extend(node_items(node, id, board, &geometry, on_path[id], style));
        numbers.extend(geometry.number(id));
        if node.solved {
            solutions.extend(geometry.solution_label(id));
        }
    }
    items.push(Item::Text {
        glyphs: numbers,
        size: geometry.label,
        fill: theme.text,
        halo: None,
    });
    if !solutions.is_empty() {
        items.push(Item::Text {
            glyphs: solutions,
            size: geometry.label,
            fill: theme.path,
            halo: None,
        });
    }
    items.extend(marks::legend(
        &kinds,
        (theme, style.lang),
        width / 2.0,
        height,
        LEGEND_SWATCH,
    ));
    Ok(Scene {
        width: width as u32,
        height: (height + LEGEND_SWATCH + 12.0) as u32,
        background: theme.background,
        items,
        title: style.title.as_ref().map_or_else(
            || say!(style.lang, "title-queens-tree", n = n),
            ToString::to_string,
        ),
        desc: tree_desc(style.lang, &nodes, n),
    })
}

/// The tree of a search drawn for a page, that shows the nodes visited so
/// far and marks the current one: the tree is drawn once, each node's
/// items apart.
#[derive(Clone, Debug)]
pub(crate) struct PageTree {
    /// The tree's size, background, title and description, and no items.
    pub scene: Scene,
    /// Each node's items, in visiting order: the line from its parent, its
    /// board and queens, its number, and its label when it is a solution.
    pub nodes: Vec<Vec<Item>>,
    /// The box around each node (its number and board), where the marker of
    /// the current node goes.
    pub boxes: Vec<Rect>,
    /// The marker of the current node: its fill behind the node and its
    /// outline.
    pub marker: (Rgb, Rgb),
    /// The node each frame of the search animation shows
    /// ([`crate::figure::frames::search_frames`], its moments' nodes).
    pub frame_nodes: Vec<usize>,
}

/// The tree of a search of n queens for a page, or `None` when it does
/// not fit (n over [`MAX_TREE_N`], or over [`MAX_TREE_NODES`] nodes). The
/// page shows the style's title over the board, so the tree has none.
#[must_use]
pub(crate) fn page_tree(
    n: usize,
    events: &[Event],
    frame_nodes: Vec<usize>,
    style: &Style,
) -> Option<PageTree> {
    let nodes = build(events);
    if n > MAX_TREE_N || nodes.len() > MAX_TREE_NODES {
        return None;
    }
    let untitled = Style {
        title: None,
        ..style.clone()
    };
    let (geometry, width, height) = geometry(&nodes, n, &untitled);
    // The page reveals the tree as the search goes: drawing the way to the
    // solution bold from the start would give the answer away.
    let on_path = vec![false; nodes.len()];
    let board = Board {
        files: n as u32,
        ranks: n as u32,
    };
    let theme = &style.theme;
    let parts = edges(&nodes, &geometry, &on_path, style);
    let mut edges = parts.into_iter();
    let node_parts = nodes
        .iter()
        .enumerate()
        .map(|(id, node)| {
            let mut items: Vec<Item> = node.parent.and_then(|_| edges.next()).into_iter().collect();
            items.extend(node_items(node, id, board, &geometry, on_path[id], style));
            items.push(label(geometry.number(id), geometry.label, theme.text));
            if node.solved {
                items.push(label(
                    geometry.solution_label(id),
                    geometry.label,
                    theme.path,
                ));
            }
            items
        })
        .collect();
    Some(PageTree {
        scene: Scene {
            width: width as u32,
            height: height as u32,
            background: theme.background,
            items: Vec::new(),
            title: say!(style.lang, "title-queens-tree", n = n),
            desc: tree_desc(style.lang, &nodes, n),
        },
        nodes: node_parts,
        boxes: (0..nodes.len()).map(|id| geometry.node_box(id)).collect(),
        marker: (theme.highlight, theme.path),
        frame_nodes,
    })
}

/// Text of `size` in `fill`, without a halo.
fn label(glyphs: Vec<PlacedGlyph>, size: f32, fill: Rgb) -> Item {
    Item::Text {
        glyphs,
        size,
        fill,
        halo: None,
    }
}

/// The nodes in visiting order, one line each: the node's number, its
/// queens' squares, and whether it is a dead end or a solution.
fn tree_desc(lang: Lang, nodes: &[Node], n: usize) -> String {
    let lines: Vec<String> = nodes
        .iter()
        .enumerate()
        .map(|(id, node)| {
            let queens: Vec<String> = node.queens.iter().map(ToString::to_string).collect();
            let queens = queens.join(" ");
            if node.queens.is_empty() {
                say!(lang, "desc-tree-node-empty", id = id)
            } else if node.solved {
                say!(lang, "desc-tree-node-solution", id = id, queens = queens)
            } else if node.children.is_empty() && node.queens.len() < n {
                say!(lang, "desc-tree-node-dead-end", id = id, queens = queens)
            } else {
                say!(lang, "desc-tree-node", id = id, queens = queens)
            }
        })
        .collect();
    say!(lang, "desc-tree", lines = lines.join("\n"))
}

/// The colour of edges and frames off the solution's path.
fn faint(style: &Style) -> Rgb {
    style.theme.text.mix(style.theme.background, 0.55)
}

/// The lines from each node to its parent, the solution's path bold.
fn edges(nodes: &[Node], g: &Geometry, on_path: &[bool], style: &Style) -> Vec<Item> {
    let mut items = Vec::new();
    for (id, node) in nodes.iter().enumerate() {
        if let Some(parent) = node.parent {
            let from = (g.left(parent) + g.side / 2.0, g.top(parent) + g.side);
            let to = (g.left(id) + g.side / 2.0, g.top(id) - g.label - 4.0);
            let (color, width) = if on_path[id] {
                (style.theme.path, 2.5)
            } else {
                (faint(style), 1.0)
            };
            items.push(Item::Line {
                points: vec![from, to],
                closed: false,
                color,
                width,
            });
        }
    }
    items
}

/// One node: its small board, frame and queens; at a dead end, an x on each
/// square of the next rank (all attacked, so no queen could go there).
fn node_items(
    node: &Node,
    id: usize,
    board: Board,
    g: &Geometry,
    on_path: bool,
    style: &Style,
) -> Vec<Item> {
    let theme = &style.theme;
    let (left, top) = (g.left(id), g.top(id));
    let side = g.side;
    let small = Layout::bare(board, g.cell, left, top).with_rank1_top(style.rank1_top);
    let mut items = small.board_items(theme, None);
    let (color, width) = if on_path {
        (theme.path, 2.0)
    } else {
        (faint(style), 1.0)
    };
    items.push(Item::Grid {
        squares: Squares {
            x: left,
            y: top,
            files: 1,
            ranks: 1,
            cell: side,
        },
        color,
        width,
    });
    for &sq in &node.queens {
        let (cx, cy) = small.centre(sq);
        items.push(Item::Piece {
            kind: PieceKind::Queen,
            cx,
            cy,
            size: g.cell * 0.9,
            fill: theme.piece,
            outline: theme.piece_outline,
        });
    }
    for &sq in &node.rejected {
        items.extend(marks::mark_items(&small, Mark::Rejected(sq), theme));
    }
    items
}

/// Places the subtree of `id`: its leaves left to right from `next_leaf`,
/// each parent centred over its children.
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
    x[id] = f32::midpoint(first, last);
}
