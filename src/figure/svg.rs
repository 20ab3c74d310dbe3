//! Scene to SVG. Glyphs and pieces are defined once and reused; the board
//! is a pattern, so even 1000x1000 boards stay small.

use std::collections::BTreeSet;

use svg::Document;
use svg::node::element::{
    Circle, Definitions, Group, Path, Pattern, Polygon, Polyline, Rectangle, Use,
};

use crate::figure::font;
use crate::figure::glyphs;
use crate::figure::outline::svg_path_data;
use crate::figure::scene::{GridLine, Item, PieceKind, Scene};

/// Rounds to two decimals, for compact, stable output.
fn r(v: f32) -> f32 {
    (v * 100.0).round() / 100.0
}

fn points(points: &[(f32, f32)]) -> String {
    let parts: Vec<String> = points
        .iter()
        .map(|&(x, y)| format!("{},{}", r(x), r(y)))
        .collect();
    parts.join(" ")
}

fn piece_id(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::Knight => "knight",
        PieceKind::Queen => "queen",
    }
}

/// The scene as an SVG document.
pub fn to_svg(scene: &Scene) -> String {
    let mut defs = Definitions::new();
    let mut glyph_ids = BTreeSet::new();
    let mut pieces = BTreeSet::new();
    for item in &scene.items {
        match item {
            Item::Text { glyphs, .. } => glyph_ids.extend(glyphs.iter().map(|g| g.id)),
            Item::Piece { kind, .. } => {
                pieces.insert(*kind);
            }
            _ => {}
        }
    }
    for id in &glyph_ids {
        defs = defs.add(
            Path::new()
                .set("id", format!("g{id}"))
                .set("d", svg_path_data(&font::glyph_outline(*id), 0)),
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
    let mut body: Vec<Box<dyn svg::Node>> = Vec::new();
    let mut patterns = 0;
    for item in &scene.items {
        match item {
            Item::Rect { rect, fill } => body.push(
                Rectangle::new()
                    .set("x", r(rect.x))
                    .set("y", r(rect.y))
                    .set("width", r(rect.w))
                    .set("height", r(rect.h))
                    .set("fill", fill.hex())
                    .into(),
            ),
            Item::Checker {
                squares,
                light,
                dark,
            } => {
                let board = squares.rect();
                let area = Rectangle::new()
                    .set("x", r(board.x))
                    .set("y", r(board.y))
                    .set("width", r(board.w))
                    .set("height", r(board.h));
                if light == dark {
                    body.push(area.set("fill", light.hex()).into());
                    continue;
                }
                let id = format!("c{patterns}");
                patterns += 1;
                let cell = squares.cell;
                let (a, b) = if squares.is_dark(0, 0) {
                    (0.0, cell)
                } else {
                    (cell, 0.0)
                };
                let pattern = Pattern::new()
                    .set("id", id.clone())
                    .set("patternUnits", "userSpaceOnUse")
                    .set("x", r(board.x))
                    .set("y", r(board.y))
                    .set("width", r(2.0 * cell))
                    .set("height", r(2.0 * cell))
                    .add(
                        Rectangle::new()
                            .set("width", r(2.0 * cell))
                            .set("height", r(2.0 * cell))
                            .set("fill", light.hex()),
                    )
                    .add(Path::new().set("fill", dark.hex()).set(
                        "d",
                        format!(
                            "M{a} 0h{c}v{c}h-{c}zM{b} {c}h{c}v{c}h-{c}z",
                            a = r(a),
                            b = r(b),
                            c = r(cell)
                        ),
                    ));
                defs = defs.add(pattern);
                body.push(area.set("fill", format!("url(#{id})")).into());
            }
            Item::Grid {
                squares,
                color,
                width,
            } => {
                let mut d = String::new();
                for line in squares.grid_lines() {
                    d.push_str(&match line {
                        GridLine::Down { x, y, length } => {
                            format!("M{} {}v{}", r(x), r(y), r(length))
                        }
                        GridLine::Across { x, y, length } => {
                            format!("M{} {}h{}", r(x), r(y), r(length))
                        }
                    });
                }
                body.push(
                    Path::new()
                        .set("d", d)
                        .set("fill", "none")
                        .set("stroke", color.hex())
                        .set("stroke-width", r(*width))
                        .into(),
                );
            }
            Item::Line {
                points: pts,
                closed,
                color,
                width,
            } => {
                let node: Box<dyn svg::Node> = if *closed {
                    Box::new(Polygon::new().set("points", points(pts)))
                } else {
                    Box::new(Polyline::new().set("points", points(pts)))
                };
                let group = Group::new()
                    .set("fill", "none")
                    .set("stroke", color.hex())
                    .set("stroke-width", r(*width))
                    .set("stroke-linejoin", "round")
                    .set("stroke-linecap", "round")
                    .add(node);
                body.push(group.into());
            }
            Item::Disc {
                cx,
                cy,
                r: radius,
                fill,
                stroke,
            } => {
                let mut circle = Circle::new()
                    .set("cx", r(*cx))
                    .set("cy", r(*cy))
                    .set("r", r(*radius))
                    .set("fill", fill.hex());
                if let Some((color, width)) = stroke {
                    circle = circle
                        .set("stroke", color.hex())
                        .set("stroke-width", r(*width));
                }
                body.push(circle.into());
            }
            Item::Polygon { points: pts, fill } => body.push(
                Polygon::new()
                    .set("points", points(pts))
                    .set("fill", fill.hex())
                    .into(),
            ),
            Item::Piece {
                kind,
                cx,
                cy,
                size,
                fill,
                outline,
            } => {
                let id = piece_id(*kind);
                let scale = size / 100.0;
                body.push(
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
                        .into(),
                );
            }
            Item::Text {
                glyphs,
                size,
                fill,
                halo,
            } => {
                let scale = size / font::units_per_em();
                let s = (scale * 100_000.0).round() / 100_000.0;
                let mut group = Group::new().set("fill", fill.hex());
                if let Some(halo) = halo {
                    group = group
                        .set("stroke", halo.hex())
                        .set("stroke-width", (size * 0.22 / scale).round())
                        .set("stroke-linejoin", "round")
                        .set("paint-order", "stroke");
                }
                for g in glyphs {
                    group = group.add(Use::new().set("href", format!("#g{}", g.id)).set(
                        "transform",
                        format!("translate({} {}) scale({s} -{s})", r(g.x), r(g.y)),
                    ));
                }
                body.push(group.into());
            }
        }
    }
    let mut doc = Document::new()
        .set("viewBox", (0, 0, scene.width, scene.height))
        .set("width", scene.width)
        .set("height", scene.height);
    if !glyph_ids.is_empty() || !pieces.is_empty() || patterns > 0 {
        doc = doc.add(defs);
    }
    doc = doc.add(
        Rectangle::new()
            .set("width", scene.width)
            .set("height", scene.height)
            .set("fill", scene.background.hex()),
    );
    for node in body {
        doc = doc.add(node);
    }
    let mut text = doc.to_string();
    text.push('\n');
    text
}
