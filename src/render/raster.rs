//! Scene to pixels with tiny-skia. A [`Canvas`] keeps the whole picture and
//! redraws any rectangle of it in place, through a clip mask and with the
//! same coordinates as a full render, so animation frames redraw only what
//! changed and still match a full render pixel for pixel.

use std::collections::HashMap;

use foldhash::fast::FixedState;

use tiny_skia::{
    FillRule, LineCap, LineJoin, Mask, Paint, PathBuilder, Pixmap, Rect as SkRect, Stroke,
    StrokeDash, Transform,
};

use crate::figure::font;
use crate::figure::font::PlacedGlyph;
use crate::figure::glyphs;
use crate::figure::outline::Cmd;
use crate::figure::scene::{Item, PieceKind, Rect, Rgb, Scene, Squares, glyph_bounds};
use crate::render::glyph_masks::{Coverage, Glyph, GlyphMasks};
use crate::render::pixel_rect::PixelRect;

/// The whole scene as pixels.
pub(crate) fn render(scene: &Scene) -> Option<Pixmap> {
    let mut canvas = Canvas::new(scene.width, scene.height)?;
    canvas.redraw(scene, PixelRect::whole(scene));
    Some(canvas.pixmap)
}

/// A picture kept between frames, redrawn a rectangle at a time.
pub(crate) struct Canvas {
    pixmap: Pixmap,
    mask: Mask,
    masked: Option<PixelRect>,
    glyph_paths: GlyphPaths,
    glyphs: GlyphMasks,
    coverage: Coverage,
    /// One for each text item in [`Canvas::text_coverage`].
    coverages: Vec<Coverage>,
}

/// Glyph outlines by font and glyph, built once per canvas.
type GlyphPaths = HashMap<(Option<u32>, u16), Option<tiny_skia::Path>, FixedState>;

impl Canvas {
    /// A canvas of the given size, or `None` if it is empty or too large.
    pub(crate) fn new(width: u32, height: u32) -> Option<Canvas> {
        Some(Canvas {
            pixmap: Pixmap::new(width, height)?,
            mask: Mask::new(width, height)?,
            masked: None,
            glyph_paths: HashMap::default(),
            glyphs: GlyphMasks::default(),
            coverage: Coverage::default(),
            coverages: Vec::new(),
        })
    }

    /// Redraws `region` of the scene; pixels outside it are kept.
    pub(crate) fn redraw(&mut self, scene: &Scene, region: PixelRect) {
        if region.w == 0 || region.h == 0 {
            return;
        }
        self.set_mask(region);
        let mut painter = Painter {
            pixmap: &mut self.pixmap,
            mask: &self.mask,
            clip: region.as_rect(),
            region,
            glyph_paths: &mut self.glyph_paths,
            glyphs: &mut self.glyphs,
            coverage: &mut self.coverage,
        };
        painter.fill_rect(region.as_rect(), scene.background);
        for item in &scene.items {
            painter.draw(item);
        }
    }

    /// For `texts`, all that shows in `region` over the scene's background
    /// ([`texts_alone`]): each text item's colour and how much of each pixel
    /// of the region it covers, row by row (what [`Canvas::redraw`] blends
    /// its colour by), in painting order, leaving out text that covers
    /// none. The canvas's pixels are left as they were.
    pub(crate) fn text_coverage(
        &mut self,
        texts: &[&Item],
        region: PixelRect,
    ) -> Vec<(Rgb, &[u8])> {
        self.coverages.resize_with(texts.len(), Coverage::default);
        for (item, coverage) in texts.iter().zip(&mut self.coverages) {
            coverage.clear(region);
            if let Item::Text { glyphs, size, .. } = item {
                cover_text(
                    (&mut self.glyph_paths, &mut self.glyphs),
                    glyphs,
                    *size,
                    region,
                    coverage,
                );
            }
        }
        let fills = texts.iter().filter_map(|item| match item {
            Item::Text { fill, .. } => Some(*fill),
            _ => None,
        });
        // Text that covers no pixel of the region draws nothing there.
        let covering = fills
            .zip(&self.coverages)
            .filter(|(_, coverage)| !coverage.is_empty());
        covering
            .map(|(fill, coverage)| (fill, coverage.values()))
            .collect()
    }

    /// The pixels `x0..x1` of row `y` as RGBA bytes (the canvas is
    /// opaque, so these are the colours).
    pub(crate) fn row(&self, y: u32, x0: u32, x1: u32) -> &[u8] {
        let start = (y * self.pixmap.width()) as usize;
        &self.pixmap.data()[4 * (start + x0 as usize)..4 * (start + x1 as usize)]
    }

    /// Lets drawing through only inside `region`.
    fn set_mask(&mut self, region: PixelRect) {
        let width = self.mask.width() as usize;
        let data = self.mask.data_mut();
        for (rect, value) in [(self.masked, 0u8), (Some(region), 255u8)] {
            let Some(rect) = rect else { continue };
            for y in rect.y..rect.y + rect.h {
                let row = y as usize * width;
                data[row + rect.x as usize..row + (rect.x + rect.w) as usize].fill(value);
            }
        }
        self.masked = Some(region);
    }
}

/// The items that show in `region`, when all are text without a halo.
pub(crate) fn texts_alone(scene: &Scene, region: PixelRect) -> Option<Vec<&Item>> {
    let clip = region.as_rect();
    let mut texts = Vec::new();
    for item in &scene.items {
        if !item.bounds().is_some_and(|b| b.intersects(&clip)) {
            continue;
        }
        let Item::Text {
            glyphs,
            size,
            halo: None,
            ..
        } = item
        else {
            return None;
        };
        // Text none of whose glyphs reach the region draws nothing there.
        if glyphs
            .iter()
            .any(|g| !region.cut(&glyph_bounds(g, *size)).is_empty())
        {
            texts.push(item);
        }
    }
    Some(texts)
}

/// Adds what `glyphs` of text `size` cover inside `clip` (which lies in
/// the coverage's area), each cut to its bounds, to `coverage`.
fn cover_text(
    (paths, masks): (&mut GlyphPaths, &mut GlyphMasks),
    glyphs: &[PlacedGlyph],
    size: f32,
    clip: PixelRect,
    coverage: &mut Coverage,
) {
    for g in glyphs {
        let cut = clip.cut(&glyph_bounds(g, size));
        if cut.is_empty() {
            continue;
        }
        let key = font::glyph_key(g);
        let glyph = Glyph {
            key,
            x: g.x,
            y: g.y,
            size,
            fill: Rgb(0, 0, 0),
            halo: None,
        };
        masks.cover(&glyph, outline(paths, g), cut, coverage);
    }
}

/// The outline of a placed glyph, built once per canvas, when asked for.
fn outline<'p>(
    paths: &'p mut GlyphPaths,
    g: &PlacedGlyph,
) -> impl FnOnce() -> Option<&'p tiny_skia::Path> {
    move || {
        paths
            .entry(font::glyph_key(g))
            .or_insert_with(|| build_path(&font::outline(g)))
            .as_ref()
    }
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
    mask: &'a Mask,
    clip: Rect,
    /// The clip in whole pixels: the mask lets all of it through.
    region: PixelRect,
    glyph_paths: &'a mut GlyphPaths,
    glyphs: &'a mut GlyphMasks,
    coverage: &'a mut Coverage,
}

impl Painter<'_> {
    fn visible(&self, rect: Rect) -> bool {
        rect.intersects(&self.clip)
    }

    /// Fills a path through the clip mask.
    fn fill(&mut self, path: &tiny_skia::Path, colour: Rgb, place: Transform) {
        self.pixmap.fill_path(
            path,
            &paint(colour),
            FillRule::Winding,
            place,
            Some(self.mask),
        );
    }

    /// Strokes a path through the clip mask.
    fn stroke(&mut self, path: &tiny_skia::Path, colour: Rgb, stroke: &Stroke, place: Transform) {
        self.pixmap
            .stroke_path(path, &paint(colour), stroke, place, Some(self.mask));
    }

    fn fill_rect(&mut self, rect: Rect, fill: Rgb) {
        if !self.visible(rect) {
            return;
        }
        // Cut to the clip (whole pixels): what lies outside is masked anyway.
        let x0 = rect.x.max(self.clip.x);
        let y0 = rect.y.max(self.clip.y);
        let x1 = (rect.x + rect.w).min(self.clip.x + self.clip.w);
        let y1 = (rect.y + rect.h).min(self.clip.y + self.clip.h);
        if let Some(sk) = SkRect::from_ltrb(x0, y0, x1, y1) {
            // Cut to the clip, the rectangle needs no mask.
            self.pixmap
                .fill_rect(sk, &paint(fill), Transform::identity(), None);
        }
    }

    fn stroke_segment(&mut self, a: (f32, f32), b: (f32, f32), color: Rgb, width: f32) {
        if !Rect::around(&[a, b]).is_some_and(|bounds| self.visible(bounds.grow(width))) {
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
            self.stroke(&path, color, &stroke, Transform::identity());
        }
    }

    /// Draws an item that shows in the clip.
    fn draw(&mut self, item: &Item) {
        if !item.bounds().is_some_and(|bounds| self.visible(bounds)) {
            return;
        }
        match item {
            Item::Rect { rect, fill } => self.fill_rect(*rect, *fill),
            Item::Checker {
                squares,
                light,
                dark,
            } => self.checker(squares, *light, *dark),
            Item::Grid {
                squares,
                color,
                width,
            } => self.grid(squares, *color, *width),
            Item::Line {
                points,
                closed,
                color,
                width,
            } => self.line(points, *closed, *color, *width),
            Item::Dashed {
                from,
                to,
                color,
                width,
                dash,
            } => self.dashed(*from, *to, *color, *width, *dash),
            Item::Disc {
                cx,
                cy,
                r,
                fill,
                stroke,
            } => self.disc(*cx, *cy, *r, *fill, *stroke),
            Item::Dots { centres, r, fill } => self.dots(centres, *r, *fill),
            Item::Polygon { points, fill } => self.polygon(points, *fill),
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
            } => self.text(glyphs, *size, *fill, *halo),
        }
    }

    /// The light colour over the board, then the dark squares in the clip.
    fn checker(&mut self, squares: &Squares, light: Rgb, dark: Rgb) {
        self.fill_rect(squares.rect(), light);
        if light == dark {
            return;
        }
        for square in squares.dark_squares(self.clip) {
            self.fill_rect(square, dark);
        }
    }

    /// Each grid line as a rectangle, so lines stay crisp on whole pixels.
    fn grid(&mut self, squares: &Squares, color: Rgb, width: f32) {
        for line in squares.grid_lines() {
            self.fill_rect(line.band(width), color);
        }
    }

    /// An open line segment by segment, so a redraw strokes only those it
    /// needs (a path that grows changes only at its end); a closed one
    /// (a ring, a closed tour) as one path, with round joins.
    fn line(&mut self, points: &[(f32, f32)], closed: bool, color: Rgb, width: f32) {
        if closed && points.len() > 2 {
            let mut pb = PathBuilder::new();
            pb.move_to(points[0].0, points[0].1);
            for &(x, y) in &points[1..] {
                pb.line_to(x, y);
            }
            pb.close();
            if let Some(path) = pb.finish() {
                let stroke = Stroke {
                    width,
                    line_join: LineJoin::Round,
                    ..Stroke::default()
                };
                self.stroke(&path, color, &stroke, Transform::identity());
            }
            return;
        }
        for pair in points.windows(2) {
            self.stroke_segment(pair[0], pair[1], color, width);
        }
        if points.len() == 1 {
            self.stroke_segment(points[0], points[0], color, width);
        }
    }

    fn dashed(&mut self, from: (f32, f32), to: (f32, f32), color: Rgb, width: f32, dash: [f32; 2]) {
        let mut pb = PathBuilder::new();
        pb.move_to(from.0, from.1);
        pb.line_to(to.0, to.1);
        let (Some(path), Some(dash)) = (pb.finish(), StrokeDash::new(dash.to_vec(), 0.0)) else {
            return;
        };
        let stroke = Stroke {
            width,
            line_cap: LineCap::Round,
            dash: Some(dash),
            ..Stroke::default()
        };
        self.stroke(&path, color, &stroke, Transform::identity());
    }

    fn disc(&mut self, cx: f32, cy: f32, r: f32, fill: Rgb, stroke: Option<(Rgb, f32)>) {
        let Some(path) = PathBuilder::from_circle(cx, cy, r) else {
            return;
        };
        self.fill(&path, fill, Transform::identity());
        if let Some((color, width)) = stroke {
            let stroke = Stroke {
                width,
                ..Stroke::default()
            };
            self.stroke(&path, color, &stroke, Transform::identity());
        }
    }

    /// Disc by disc, skipping those outside the clip.
    fn dots(&mut self, centres: &[(f32, f32)], r: f32, fill: Rgb) {
        for &(cx, cy) in centres {
            let disc = Rect {
                x: cx - r,
                y: cy - r,
                w: 2.0 * r,
                h: 2.0 * r,
            };
            if self.visible(disc) {
                self.disc(cx, cy, r, fill, None);
            }
        }
    }

    fn polygon(&mut self, points: &[(f32, f32)], fill: Rgb) {
        let mut cmds: Vec<Cmd> = points.iter().map(|&(x, y)| Cmd::Line(x, y)).collect();
        if let Some(Cmd::Line(x, y)) = cmds.first().copied() {
            cmds[0] = Cmd::Move(x, y);
        }
        cmds.push(Cmd::Close);
        if let Some(path) = build_path(&cmds) {
            self.fill(&path, fill, Transform::identity());
        }
    }

    fn piece(&mut self, kind: PieceKind, cx: f32, cy: f32, size: f32, fill: Rgb, outline: Rgb) {
        let scale = size / 100.0;
        let place = Transform::from_row(scale, 0.0, 0.0, scale, cx - size / 2.0, cy - size / 2.0);
        if let Some(body) = build_path(&glyphs::body(kind)) {
            self.fill(&body, fill, place);
            let stroke = Stroke {
                width: 4.0,
                line_join: LineJoin::Round,
                ..Stroke::default()
            };
            self.stroke(&body, outline, &stroke, place);
        }
        if let Some(details) = build_path(&glyphs::details(kind)) {
            self.fill(&details, outline, place);
        }
    }

    /// Without a halo, the glyphs' coverage together, then the colour
    /// blended once by it; with one, glyph by glyph, each halo under its
    /// fill. Glyphs outside the clip are skipped; outlines are built once
    /// per canvas.
    fn text(&mut self, glyphs: &[PlacedGlyph], size: f32, fill: Rgb, halo: Option<Rgb>) {
        if halo.is_none() {
            // Around the glyphs that show in the clip.
            let Some(area) = glyphs
                .iter()
                .map(|g| self.region.cut(&glyph_bounds(g, size)))
                .filter(|cut| !cut.is_empty())
                .reduce(|a, b| a.join(&b))
            else {
                return;
            };
            self.coverage.clear(area);
            cover_text(
                (self.glyph_paths, self.glyphs),
                glyphs,
                size,
                area,
                self.coverage,
            );
            self.coverage.blend(self.pixmap, fill);
            return;
        }
        for g in glyphs {
            if !self.visible(glyph_bounds(g, size)) {
                continue;
            }
            let glyph = Glyph {
                key: font::glyph_key(g),
                x: g.x,
                y: g.y,
                size,
                fill,
                halo,
            };
            let place = (&mut *self.pixmap, self.region);
            self.glyphs
                .draw(place, &glyph, outline(self.glyph_paths, g));
        }
    }
}
