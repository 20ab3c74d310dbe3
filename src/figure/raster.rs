//! Scene to pixels with tiny-skia. Any rectangle of the scene can be drawn
//! on its own (items outside it are skipped), which is how animation frames
//! redraw only what changed.

use std::collections::HashMap;

use tiny_skia::{
    FillRule, LineCap, LineJoin, Paint, PathBuilder, Pixmap, Rect as SkRect, Stroke, Transform,
};

use crate::figure::font;
use crate::figure::glyphs;
use crate::figure::outline::Cmd;
use crate::figure::scene::{Item, PieceKind, Rect, Rgb, Scene};

/// An integer pixel rectangle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PixelRect {
    /// Left column.
    pub x: u32,
    /// Top row.
    pub y: u32,
    /// Width.
    pub w: u32,
    /// Height.
    pub h: u32,
}

impl PixelRect {
    /// The whole of a scene.
    pub fn whole(scene: &Scene) -> PixelRect {
        PixelRect {
            x: 0,
            y: 0,
            w: scene.width,
            h: scene.height,
        }
    }

    /// The pixels covering `rect`, within the scene.
    pub fn covering(rect: &Rect, scene: &Scene) -> PixelRect {
        let x0 = rect.x.floor().max(0.0) as u32;
        let y0 = rect.y.floor().max(0.0) as u32;
        let x1 = ((rect.x + rect.w).ceil().max(0.0) as u32).min(scene.width);
        let y1 = ((rect.y + rect.h).ceil().max(0.0) as u32).min(scene.height);
        PixelRect {
            x: x0.min(x1),
            y: y0.min(y1),
            w: x1.saturating_sub(x0),
            h: y1.saturating_sub(y0),
        }
    }

    fn as_rect(&self) -> Rect {
        Rect {
            x: self.x as f32,
            y: self.y as f32,
            w: self.w as f32,
            h: self.h as f32,
        }
    }
}

/// Draws `region` of the scene into a pixmap of the region's size.
/// Returns `None` for an empty region.
pub fn render(scene: &Scene, region: PixelRect) -> Option<Pixmap> {
    let mut pixmap = Pixmap::new(region.w, region.h)?;
    pixmap.fill(color(scene.background));
    let mut painter = Painter {
        pixmap: &mut pixmap,
        shift: Transform::from_translate(-(region.x as f32), -(region.y as f32)),
        clip: region.as_rect(),
        glyph_paths: HashMap::new(),
    };
    for item in &scene.items {
        painter.draw(item);
    }
    Some(pixmap)
}

fn color(rgb: Rgb) -> tiny_skia::Color {
    tiny_skia::Color::from_rgba8(rgb.0, rgb.1, rgb.2, 255)
}

fn paint(rgb: Rgb) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(color(rgb));
    paint.anti_alias = true;
    paint
}

fn build_path(cmds: &[Cmd]) -> Option<tiny_skia::Path> {
    let mut pb = PathBuilder::new();
    for cmd in cmds {
        match *cmd {
            Cmd::Move(x, y) => pb.move_to(x, y),
            Cmd::Line(x, y) => pb.line_to(x, y),
            Cmd::Quad(a, b, x, y) => pb.quad_to(a, b, x, y),
            Cmd::Cubic(a, b, c, d, x, y) => pb.cubic_to(a, b, c, d, x, y),
            Cmd::Close => pb.close(),
        }
    }
    pb.finish()
}

struct Painter<'a> {
    pixmap: &'a mut Pixmap,
    shift: Transform,
    clip: Rect,
    glyph_paths: HashMap<u16, Option<tiny_skia::Path>>,
}

impl Painter<'_> {
    fn visible(&self, rect: Rect) -> bool {
        rect.intersects(&self.clip)
    }

    fn fill_rect(&mut self, rect: Rect, fill: Rgb) {
        if !self.visible(rect) {
            return;
        }
        if let Some(sk) = SkRect::from_xywh(rect.x, rect.y, rect.w, rect.h) {
            self.pixmap.fill_rect(sk, &paint(fill), self.shift, None);
        }
    }

    fn stroke_segment(&mut self, a: (f32, f32), b: (f32, f32), color: Rgb, width: f32) {
        let bounds = Rect {
            x: a.0.min(b.0),
            y: a.1.min(b.1),
            w: (a.0 - b.0).abs(),
            h: (a.1 - b.1).abs(),
        }
        .grow(width);
        if !self.visible(bounds) {
            return;
        }
        let mut pb = PathBuilder::new();
        pb.move_to(a.0, a.1);
        pb.line_to(b.0, b.1);
        if let Some(path) = pb.finish() {
            let stroke = Stroke {
                width,
                line_cap: LineCap::Round,
                line_join: LineJoin::Round,
                ..Stroke::default()
            };
            self.pixmap
                .stroke_path(&path, &paint(color), &stroke, self.shift, None);
        }
    }

    fn draw(&mut self, item: &Item) {
        match item {
            Item::Rect { rect, fill } => self.fill_rect(*rect, *fill),
            Item::Checker {
                x,
                y,
                files,
                ranks,
                cell,
                light,
                dark,
            } => {
                let board = Rect {
                    x: *x,
                    y: *y,
                    w: *files as f32 * cell,
                    h: *ranks as f32 * cell,
                };
                if !self.visible(board) {
                    return;
                }
                self.fill_rect(board, *light);
                if light == dark {
                    return;
                }
                let first_col = (((self.clip.x - x) / cell).floor().max(0.0)) as u32;
                let last_col =
                    (((self.clip.x + self.clip.w - x) / cell).ceil().max(0.0) as u32).min(*files);
                let first_row = (((self.clip.y - y) / cell).floor().max(0.0)) as u32;
                let last_row =
                    (((self.clip.y + self.clip.h - y) / cell).ceil().max(0.0) as u32).min(*ranks);
                for row in first_row..last_row {
                    let rank = ranks - 1 - row;
                    for file in first_col..last_col {
                        if (file + rank) % 2 == 0 {
                            let square = Rect {
                                x: x + file as f32 * cell,
                                y: y + row as f32 * cell,
                                w: *cell,
                                h: *cell,
                            };
                            self.fill_rect(square, *dark);
                        }
                    }
                }
            }
            Item::Grid {
                x,
                y,
                files,
                ranks,
                cell,
                color,
                width,
            } => {
                let (w, h) = (*files as f32 * cell, *ranks as f32 * cell);
                for i in 0..=*files {
                    let lx = x + i as f32 * cell;
                    self.fill_rect(
                        Rect {
                            x: lx - width / 2.0,
                            y: *y - width / 2.0,
                            w: *width,
                            h: h + width,
                        },
                        *color,
                    );
                }
                for j in 0..=*ranks {
                    let ly = y + j as f32 * cell;
                    self.fill_rect(
                        Rect {
                            x: *x - width / 2.0,
                            y: ly - width / 2.0,
                            w: w + width,
                            h: *width,
                        },
                        *color,
                    );
                }
            }
            Item::Line {
                points,
                closed,
                color,
                width,
            } => {
                for pair in points.windows(2) {
                    self.stroke_segment(pair[0], pair[1], *color, *width);
                }
                if *closed && points.len() > 2 {
                    self.stroke_segment(points[points.len() - 1], points[0], *color, *width);
                }
                if points.len() == 1 {
                    self.stroke_segment(points[0], points[0], *color, *width);
                }
            }
            Item::Disc {
                cx,
                cy,
                r,
                fill,
                stroke,
            } => {
                let extra = stroke.map_or(0.0, |(_, w)| w);
                let bounds = Rect {
                    x: cx - r,
                    y: cy - r,
                    w: 2.0 * r,
                    h: 2.0 * r,
                }
                .grow(extra);
                if !self.visible(bounds) {
                    return;
                }
                if let Some(path) = PathBuilder::from_circle(*cx, *cy, *r) {
                    self.pixmap.fill_path(
                        &path,
                        &paint(*fill),
                        FillRule::Winding,
                        self.shift,
                        None,
                    );
                    if let Some((color, width)) = stroke {
                        let stroke = Stroke {
                            width: *width,
                            ..Stroke::default()
                        };
                        self.pixmap
                            .stroke_path(&path, &paint(*color), &stroke, self.shift, None);
                    }
                }
            }
            Item::Polygon { points, fill } => {
                let mut cmds: Vec<Cmd> = points.iter().map(|&(x, y)| Cmd::Line(x, y)).collect();
                if let Some(Cmd::Line(x, y)) = cmds.first().copied() {
                    cmds[0] = Cmd::Move(x, y);
                }
                cmds.push(Cmd::Close);
                if let Some(path) = build_path(&cmds) {
                    let b = path.bounds();
                    if self.visible(Rect {
                        x: b.x(),
                        y: b.y(),
                        w: b.width(),
                        h: b.height(),
                    }) {
                        self.pixmap.fill_path(
                            &path,
                            &paint(*fill),
                            FillRule::Winding,
                            self.shift,
                            None,
                        );
                    }
                }
            }
            Item::Piece {
                kind,
                cx,
                cy,
                size,
                fill,
                outline,
            } => self.piece(*kind, *cx, *cy, *size, *fill, *outline),
            Item::Text {
                glyphs,
                size,
                fill,
                halo,
            } => {
                let scale = size / font::units_per_em();
                for g in glyphs {
                    let bounds = Rect {
                        x: g.x - size,
                        y: g.y - 1.5 * size,
                        w: 3.0 * size,
                        h: 2.2 * size,
                    };
                    if !self.visible(bounds) {
                        continue;
                    }
                    let path = self
                        .glyph_paths
                        .entry(g.id)
                        .or_insert_with(|| build_path(&font::glyph_outline(g.id)))
                        .clone();
                    let Some(path) = path else { continue };
                    let place = Transform::from_row(scale, 0.0, 0.0, -scale, g.x, g.y)
                        .post_concat(self.shift);
                    if let Some(halo) = halo {
                        let stroke = Stroke {
                            width: size * 0.22 / scale,
                            line_join: LineJoin::Round,
                            ..Stroke::default()
                        };
                        self.pixmap
                            .stroke_path(&path, &paint(*halo), &stroke, place, None);
                    }
                    self.pixmap
                        .fill_path(&path, &paint(*fill), FillRule::Winding, place, None);
                }
            }
        }
    }

    fn piece(&mut self, kind: PieceKind, cx: f32, cy: f32, size: f32, fill: Rgb, outline: Rgb) {
        let bounds = Rect {
            x: cx - size / 2.0,
            y: cy - size / 2.0,
            w: size,
            h: size,
        }
        .grow(2.0);
        if !self.visible(bounds) {
            return;
        }
        let scale = size / 100.0;
        let place = Transform::from_row(scale, 0.0, 0.0, scale, cx - size / 2.0, cy - size / 2.0)
            .post_concat(self.shift);
        if let Some(body) = build_path(&glyphs::body(kind)) {
            self.pixmap
                .fill_path(&body, &paint(fill), FillRule::Winding, place, None);
            let stroke = Stroke {
                width: 4.0,
                line_join: LineJoin::Round,
                ..Stroke::default()
            };
            self.pixmap
                .stroke_path(&body, &paint(outline), &stroke, place, None);
        }
        if let Some(details) = build_path(&glyphs::details(kind)) {
            self.pixmap
                .fill_path(&details, &paint(outline), FillRule::Winding, place, None);
        }
    }
}
