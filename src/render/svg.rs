//! Scene to SVG. Glyphs and pieces are defined once and reused; the board
//! is plain geometry (no `<pattern>`, which some SVG-to-PDF converters
//! drop): its dark squares are one even-odd path of stripes, so even
//! 1000x1000 boards stay small.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use svg::Document;
use svg::node::element::{
    Circle, Definitions, Description, Group, Path, Polygon, Polyline, Rectangle, Title, Use,
};

use crate::figure::font;
use crate::figure::font::PlacedGlyph;
use crate::figure::glyphs;
use crate::figure::outline::svg_path_data;
use crate::figure::scene::{GridLine, HALO_WIDTH, Item, PieceKind, Rect, Rgb, Scene, Squares};

/// Rounds to two decimals, for compact, stable output.
pub(super) fn r(v: f32) -> f32 {
    (v * 100.0).round() / 100.0
}

/// Points as `x,y x,y ...`, written into one string (a tour of 25 million
/// squares makes no string per point).
fn points(points: &[(f32, f32)]) -> String {
    let mut text = String::with_capacity(points.len() * 12);
    for (i, &(x, y)) in points.iter().enumerate() {
        if i > 0 {
            text.push(' ');
        }
        let _ = write!(text, "{},{}", r(x), r(y));
    }
    text
}

fn piece_id(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Knight => "knight",
        PieceKind::Queen => "queen",
    }
}

/// The scene as an SVG document. The items are written one at a time
/// after the head, so that no tree of every item's node is held beside the
/// text (the same bytes as adding them all to the document).
#[must_use]
pub(crate) fn to_svg(scene: &Scene) -> String {
    let head = document(scene).to_string();
    let (open, close) = head
        .rsplit_once('\n')
        .expect("a document with a background has a closing line");
    let mut text = String::with_capacity(head.len() + 64 * scene.items.len());
    text.push_str(open);
    for item in &scene.items {
        text.push('\n');
        let _ = write!(text, "{}", item_node(item));
    }
    text.push('\n');
    text.push_str(close);
    text.push('\n');
    text
}

/// The document of a scene with its head (title, description, definitions)
/// and background, and none of its items.
pub(super) fn document(scene: &Scene) -> Document {
    let mut doc = Document::new()
        .set("viewBox", (0, 0, scene.width, scene.height))
        .set("width", scene.width)
        .set("height", scene.height);
    if !scene.title.is_empty() {
        doc = doc.add(Title::new(scene.title.as_str()));
    }
    if !scene.desc.is_empty() {
        doc = doc.add(Description::new().add(svg::node::Text::new(scene.desc.as_str())));
    }
    if let Some(defs) = definitions(scene) {
        doc = doc.add(defs);
    }
    doc.add(
        Rectangle::new()
            .set("width", scene.width)
            .set("height", scene.height)
            .set("fill", scene.background.hex()),
    )
}

/// The document's text, ending with a newline.
pub(super) fn finish(doc: &Document) -> String {
    let mut text = doc.to_string();
    text.push('\n');
    text
}

/// The glyphs and pieces the scene uses; `None` when there is nothing to
/// define.
fn definitions(scene: &Scene) -> Option<Definitions> {
    let mut glyph_defs = BTreeMap::new();
    let mut pieces = BTreeSet::new();
    for item in &scene.items {
        match item {
            Item::Text { glyphs, .. } => {
                for g in glyphs {
                    glyph_defs
                        .entry(font::glyph_key(g))
                        .or_insert_with(|| (font::glyph_name(g), g));
                }
            }
            Item::Piece { kind, .. } => {
                pieces.insert(*kind);
            }
            _ => {}
        }
    }
    if glyph_defs.is_empty() && pieces.is_empty() {
        return None;
    }
    let mut defs = Definitions::new();
    for (name, glyph) in glyph_defs.values() {
        defs = defs.add(
            Path::new()
                .set("id", name.as_str())
                .set("d", svg_path_data(&font::outline(glyph), 0)),
        );
    }
    for kind in &pieces {
        let id = piece_id(*kind);
        defs = defs
            .add(
                Path::new()
                    .set("id", id)
                    .set("d", svg_path_data(&glyphs::body(*kind), 1)),
            )
            .add(
                Path::new()
                    .set("id", format!("{id}-d"))
                    .set("d", svg_path_data(&glyphs::details(*kind), 1)),
            );
    }
    Some(defs)
}

/// One item as an SVG node.
pub(super) fn item_node(item: &Item) -> Box<dyn svg::Node> {
    match item {
        Item::Rect { rect, fill } => rect_node(rect, *fill).into(),
        Item::Checker {
            squares,
            light,
            dark,
        } => checker_node(squares, *light, *dark),
        Item::Grid {
            squares,
            color,
            width,
        } => grid_node(squares, *color, *width).into(),
        Item::Line {
            points,
            closed,
            color,
            width,
        } => line_node(points, *closed, *color, *width).into(),
        Item::Dashed {
            from,
            to,
            color,
            width,
            dash,
        } => dashed_node(*from, *to, *color, *width, *dash).into(),
        Item::Disc {
            cx,
            cy,
            r,
            fill,
            stroke,
        } => disc_node(*cx, *cy, *r, *fill, *stroke).into(),
        Item::Dots { centres, r, fill } => dots_node(centres, *r, *fill).into(),
        Item::Polygon { points, fill } => polygon_node(points, *fill).into(),
        Item::Piece {
            kind,
            cx,
            cy,
            size,
            fill,
            outline,
        } => piece_node(*kind, *cx, *cy, *size, *fill, *outline).into(),
        Item::Text {
            glyphs,
            size,
            fill,
            halo,
        } => text_node(glyphs, *size, *fill, *halo).into(),
    }
}

fn rect_node(rect: &Rect, fill: Rgb) -> Rectangle {
    Rectangle::new()
        .set("x", r(rect.x))
        .set("y", r(rect.y))
        .set("width", r(rect.w))
        .set("height", r(rect.h))
        .set("fill", fill.hex())
}

/// The board's rectangle in the light colour, and over it the dark squares
/// as one path: stripes down every other file and across every other rank,
/// filled even-odd, so that where two stripes cross stays light.
fn checker_node(squares: &Squares, light: Rgb, dark: Rgb) -> Box<dyn svg::Node> {
    let board = squares.rect();
    let area = Rectangle::new()
        .set("x", r(board.x))
        .set("y", r(board.y))
        .set("width", r(board.w))
        .set("height", r(board.h))
        .set("fill", light.hex());
    if light == dark {
        return area.into();
    }
    let (c, w, h) = (r(squares.cell), r(board.w), r(board.h));
    let mut d = String::new();
    for col in (1..squares.files).step_by(2) {
        let x = r(board.x + col as f32 * squares.cell);
        let _ = write!(d, "M{x} {}h{c}v{h}h-{c}z", r(board.y));
    }
    // Rows counted from the top; the stripes lie where the rank counted
    // from the bottom is even, so that the bottom-left square is dark.
    for row in (0..squares.ranks).filter(|row| (squares.ranks - 1 - row).is_multiple_of(2)) {
        let y = r(board.y + row as f32 * squares.cell);
        let _ = write!(d, "M{} {y}h{w}v{c}h-{w}z", r(board.x));
    }
    Group::new()
        .add(area)
        .add(
            Path::new()
                .set("d", d)
                .set("fill", dark.hex())
                .set("fill-rule", "evenodd"),
        )
        .into()
}

fn grid_node(squares: &Squares, color: Rgb, width: f32) -> Path {
    let mut d = String::new();
    for line in squares.grid_lines() {
        let _ = match line {
            GridLine::Down { x, y, length } => write!(d, "M{} {}v{}", r(x), r(y), r(length)),
            GridLine::Across { x, y, length } => write!(d, "M{} {}h{}", r(x), r(y), r(length)),
        };
    }
    Path::new()
        .set("d", d)
        .set("fill", "none")
        .set("stroke", color.hex())
        .set("stroke-width", r(width))
}

fn line_node(pts: &[(f32, f32)], closed: bool, color: Rgb, width: f32) -> Group {
    let node: Box<dyn svg::Node> = if closed {
        Box::new(Polygon::new().set("points", points(pts)))
    } else {
        Box::new(Polyline::new().set("points", points(pts)))
    };
    Group::new()
        .set("fill", "none")
        .set("stroke", color.hex())
        .set("stroke-width", r(width))
        .set("stroke-linejoin", "round")
        .set("stroke-linecap", "round")
        .add(node)
}

fn dashed_node(from: (f32, f32), to: (f32, f32), color: Rgb, width: f32, dash: [f32; 2]) -> Path {
    Path::new()
        .set(
            "d",
            format!("M{} {}L{} {}", r(from.0), r(from.1), r(to.0), r(to.1)),
        )
        .set("fill", "none")
        .set("stroke", color.hex())
        .set("stroke-width", r(width))
        .set("stroke-linecap", "round")
        .set("stroke-dasharray", format!("{} {}", r(dash[0]), r(dash[1])))
}

fn disc_node(cx: f32, cy: f32, radius: f32, fill: Rgb, stroke: Option<(Rgb, f32)>) -> Circle {
    let circle = Circle::new()
        .set("cx", r(cx))
        .set("cy", r(cy))
        .set("r", r(radius))
        .set("fill", fill.hex());
    match stroke {
        Some((color, width)) => circle
            .set("stroke", color.hex())
            .set("stroke-width", r(width)),
        None => circle,
    }
}

/// The discs as one path, each disc two half-circle arcs (plain geometry,
/// drawn alike by every converter), reached by a relative move from the
/// disc before, so that a dot costs few bytes.
fn dots_node(centres: &[(f32, f32)], radius: f32, fill: Rgb) -> Path {
    let mut d = String::new();
    let (rr, dd) = (r(radius), r(2.0 * radius));
    let arcs = format!("a{rr} {rr} 0 1 0 {dd} 0a{rr} {rr} 0 1 0-{dd} 0");
    let mut at: Option<(f32, f32)> = None;
    for &(x, y) in centres {
        let start = (r(x - radius), r(y));
        let _ = match at {
            None => write!(d, "M{} {}", start.0, start.1),
            Some(before) => write!(d, "m{} {}", r(start.0 - before.0), r(start.1 - before.1)),
        };
        d.push_str(&arcs);
        at = Some(start);
    }
    Path::new().set("d", d).set("fill", fill.hex())
}

fn polygon_node(pts: &[(f32, f32)], fill: Rgb) -> Polygon {
    Polygon::new()
        .set("points", points(pts))
        .set("fill", fill.hex())
}

/// The piece's definitions, placed by a transform.
fn piece_node(kind: PieceKind, cx: f32, cy: f32, size: f32, fill: Rgb, outline: Rgb) -> Group {
    let id = piece_id(kind);
    let scale = size / 100.0;
    Group::new()
        .set(
            "transform",
            format!(
                "translate({} {}) scale({})",
                r(cx - size / 2.0),
                r(cy - size / 2.0),
                (scale * 1000.0).round() / 1000.0
            ),
        )
        .add(
            Use::new()
                .set("href", format!("#{id}"))
                .set("fill", fill.hex())
                .set("stroke", outline.hex())
                .set("stroke-width", 4)
                .set("stroke-linejoin", "round"),
        )
        .add(
            Use::new()
                .set("href", format!("#{id}-d"))
                .set("fill", outline.hex()),
        )
}

/// The glyph definitions, each placed by a transform, under one fill and
/// halo.
pub(super) fn text_node(glyphs: &[PlacedGlyph], size: f32, fill: Rgb, halo: Option<Rgb>) -> Group {
    glyphs
        .iter()
        .fold(text_group(size, fill, halo), |group, g| {
            group.add(glyph_use(g, size))
        })
}

/// The group that gives text its fill and halo.
pub(super) fn text_group(size: f32, fill: Rgb, halo: Option<Rgb>) -> Group {
    let scale = size / font::units_per_em();
    let group = Group::new().set("fill", fill.hex());
    match halo {
        Some(halo) => group
            .set("stroke", halo.hex())
            .set("stroke-width", (size * HALO_WIDTH / scale).round())
            .set("stroke-linejoin", "round")
            .set("paint-order", "stroke"),
        None => group,
    }
}

/// One glyph's definition placed by a transform, for text of `size`.
pub(super) fn glyph_use(g: &PlacedGlyph, size: f32) -> Use {
    let scale = size / font::units_per_em();
    let s = (scale * 100_000.0).round() / 100_000.0;
    Use::new()
        .set("href", format!("#{}", font::glyph_name(g)))
        .set(
            "transform",
            format!("translate({} {}) scale({s} -{s})", r(g.x), r(g.y)),
        )
}
