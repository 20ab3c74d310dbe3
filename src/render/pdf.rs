//! Scenes to PDF, one page each, for print and for documents (Typst,
//! LaTeX). Vector throughout: every item is drawn as PDF paths by a
//! function of its own kind, as the SVG writer and the rasteriser draw
//! them. Text is already glyph outlines, so the file has no font to embed
//! or to miss. Glyph and piece outlines, and the dots of one size, are
//! written once as form `XObject`s and placed where they are used, as the
//! SVG reuses its definitions. The bytes depend on the scenes alone: no
//! creation date, and a file identifier that is a hash of the content.
//!
//! A page is the picture's own size (a pixel is 0.75 point, as CSS has
//! it), or a sheet of paper with the pictures fitted inside its margins at
//! one scale, centred across and placed at the top.

use crate::words::Lang;
use std::collections::BTreeMap;
use std::io::Write as _;

use flate2::Compression;
use flate2::write::ZlibEncoder;
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect as PdfRect, Ref, TextStr};
use sha2::{Digest, Sha256};

use crate::figure::font;
use crate::figure::font::PlacedGlyph;
use crate::figure::glyphs;
use crate::figure::outline::Cmd;
use crate::figure::paper::{self, MARGIN, POINTS_PER_PIXEL, Paper};
use crate::figure::scene::{HALO_WIDTH, Item, PieceKind, Rect, Rgb, Scene, Squares};

/// Rounds to two decimals, as the SVG writer does: compact, stable output.
fn r(v: f32) -> f32 {
    (v * 100.0).round() / 100.0
}

/// The scenes as a PDF document in `lang` (the catalog's `/Lang`, which
/// screen readers follow), one page each: each page the scene's own size,
/// or, with `paper`, that paper with every scene fitted at one scale.
#[must_use]
pub(crate) fn to_pdf(scenes: &[Scene], paper: Option<Paper>, lang: Lang) -> Vec<u8> {
    let mut shapes = Shapes::default();
    let mut pages = Vec::new();
    let sizes: Vec<(f32, f32)> = scenes
        .iter()
        .map(|s| (s.width as f32, s.height as f32))
        .collect();
    let scale = paper.map(|p| paper::fit_scale(p, &sizes));
    for scene in scenes {
        let (w, h) = (scene.width as f32, scene.height as f32);
        let (page, place) = if let (Some(paper), Some(scale)) = (paper, scale) {
            let (pw, ph) = paper.size();
            let s = scale * POINTS_PER_PIXEL;
            ((pw, ph), [s, 0.0, 0.0, -s, (pw - w * s) / 2.0, ph - MARGIN])
        } else {
            let s = POINTS_PER_PIXEL;
            ((w * s, h * s), [s, 0.0, 0.0, -s, 0.0, h * s])
        };
        let mut content = Content::new();
        content.save_state();
        content.transform(place.map(|v| (v * 10_000.0).round() / 10_000.0));
        draw_scene(&mut content, &mut shapes, scene);
        content.restore_state();
        pages.push((page, content.finish().into_vec()));
    }
    write_document(scenes, &pages, &shapes, lang)
}

/// The catalog, the pages, their shared resources and the shapes.
fn write_document(
    scenes: &[Scene],
    pages: &[((f32, f32), Vec<u8>)],
    shapes: &Shapes,
    lang: Lang,
) -> Vec<u8> {
    let mut pdf = Pdf::new();
    let mut next = 1;
    let mut new_ref = || {
        next += 1;
        Ref::new(next - 1)
    };
    let (catalog, tree, info, resources) = (new_ref(), new_ref(), new_ref(), new_ref());
    let page_refs: Vec<(Ref, Ref)> = pages.iter().map(|_| (new_ref(), new_ref())).collect();
    let shape_refs: Vec<Ref> = shapes.list.iter().map(|_| new_ref()).collect();
    let mut hasher = Sha256::new();
    {
        let mut cat = pdf.catalog(catalog);
        cat.pages(tree);
        cat.lang(TextStr(lang.tag()));
        cat.viewer_preferences().display_doc_title(true);
    }
    pdf.pages(tree)
        .kids(page_refs.iter().map(|&(page, _)| page))
        .count(pages.len() as i32);
    let title = scenes.first().map_or("", |s| s.title.as_str());
    {
        let mut doc = pdf.document_info(info);
        if !title.is_empty() {
            doc.title(TextStr(title));
        }
        doc.producer(TextStr("boardfig"));
    }
    {
        let mut res = pdf
            .indirect(resources)
            .start::<pdf_writer::writers::Resources>();
        let mut objects = res.x_objects();
        for (k, &id) in shape_refs.iter().enumerate() {
            objects.pair(Name(shape_name(k).as_bytes()), id);
        }
    }
    for (((w, h), content), &(page_ref, content_ref)) in pages.iter().zip(&page_refs) {
        let mut page = pdf.page(page_ref);
        page.media_box(PdfRect::new(0.0, 0.0, r(*w), r(*h)));
        page.parent(tree);
        page.contents(content_ref);
        page.pair(Name(b"Resources"), resources);
        page.finish();
        let packed = deflate(content);
        hasher.update(&packed);
        pdf.stream(content_ref, &packed).filter(Filter::FlateDecode);
    }
    for (shape, &id) in shapes.list.iter().zip(&shape_refs) {
        let packed = deflate(&shape.content);
        hasher.update(&packed);
        let mut form = pdf.form_xobject(id, &packed);
        form.filter(Filter::FlateDecode);
        form.bbox(shape.bbox);
    }
    hasher.update(title.as_bytes());
    let id = hasher.finalize()[..16].to_vec();
    pdf.set_file_id((id.clone(), id));
    pdf.finish()
}

/// Compresses a stream, the same bytes every time.
fn deflate(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = ZlibEncoder::new(Vec::new(), Compression::new(6));
    encoder.write_all(bytes).expect("compression in memory");
    encoder.finish().expect("compression in memory")
}

/// The resource name of the `k`-th shape.
fn shape_name(k: usize) -> String {
    format!("X{k}")
}

/// An outline drawn once and placed many times.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum ShapeKey {
    /// A glyph (its font, `None` for the embedded one, and id), filled
    /// (`false`) or its halo stroked.
    Glyph((Option<u32>, u16), bool),
    /// A piece's body filled.
    Body(PieceKind),
    /// A piece's body outlined.
    BodyOutline(PieceKind),
    /// A piece's details filled.
    Details(PieceKind),
    /// A dot: a disc of this radius in hundredths of a pixel, centred on
    /// the origin.
    Dot(u32),
}

/// A form `XObject`: its content and bounding box.
struct Shape {
    content: Vec<u8>,
    bbox: PdfRect,
}

/// The shapes a document uses, in order of first use.
#[derive(Default)]
struct Shapes {
    list: Vec<Shape>,
    index: BTreeMap<ShapeKey, usize>,
}

impl Shapes {
    /// The resource name of a shape, made on first use.
    fn name(&mut self, key: ShapeKey) -> String {
        self.name_or_make(key, || make_shape(key, Vec::new()))
    }

    /// The resource name of a placed glyph's shape, filled or (`halo`) its
    /// halo stroked, made from its font's outline on first use.
    fn glyph(&mut self, glyph: &PlacedGlyph, halo: bool) -> String {
        let key = ShapeKey::Glyph(font::glyph_key(glyph), halo);
        self.name_or_make(key, || make_shape(key, font::outline(glyph)))
    }

    fn name_or_make(&mut self, key: ShapeKey, make: impl FnOnce() -> Shape) -> String {
        if let Some(&k) = self.index.get(&key) {
            return shape_name(k);
        }
        self.list.push(make());
        self.index.insert(key, self.list.len() - 1);
        shape_name(self.list.len() - 1)
    }
}

/// The content and bounding box of a shape; a glyph's outline is
/// `outline`.
fn make_shape(key: ShapeKey, outline: Vec<Cmd>) -> Shape {
    let mut content = Content::new();
    let (cmds, grow) = match key {
        ShapeKey::Glyph(..) => (outline, font::units_per_em()),
        ShapeKey::Body(kind) | ShapeKey::BodyOutline(kind) => (glyphs::body(kind), 10.0),
        ShapeKey::Details(kind) => (glyphs::details(kind), 10.0),
        ShapeKey::Dot(hundredths) => {
            let radius = hundredths as f32 / 100.0;
            circle(&mut content, 0.0, 0.0, radius);
            content.fill_nonzero();
            let bbox = PdfRect::new(-radius, -radius, radius, radius);
            return Shape {
                content: content.finish().into_vec(),
                bbox,
            };
        }
    };
    if !cmds.is_empty() {
        path(&mut content, &cmds);
        match key {
            ShapeKey::Glyph(_, true) | ShapeKey::BodyOutline(_) => content.stroke(),
            _ => content.fill_nonzero(),
        };
    }
    let points: Vec<(f32, f32)> = cmds.iter().flat_map(cmd_points).collect();
    let bbox = Rect::around(&points).map_or(PdfRect::new(0.0, 0.0, 0.0, 0.0), |b| {
        let b = b.grow(grow);
        PdfRect::new(
            b.x.floor(),
            b.y.floor(),
            (b.x + b.w).ceil(),
            (b.y + b.h).ceil(),
        )
    });
    Shape {
        content: content.finish().into_vec(),
        bbox,
    }
}

/// The points of a path command (its end and control points).
fn cmd_points(cmd: &Cmd) -> Vec<(f32, f32)> {
    match *cmd {
        Cmd::Move(x, y) | Cmd::Line(x, y) => vec![(x, y)],
        Cmd::Quad(a, b, x, y) => vec![(a, b), (x, y)],
        Cmd::Cubic(a, b, c, d, x, y) => vec![(a, b), (c, d), (x, y)],
        Cmd::Close => Vec::new(),
    }
}

/// An outline's commands as PDF path operators; quadratic curves become
/// the cubic curves that draw them exactly.
fn path(content: &mut Content, cmds: &[Cmd]) {
    let mut at = (0.0, 0.0);
    let mut start = (0.0, 0.0);
    for cmd in cmds {
        match *cmd {
            Cmd::Move(x, y) => {
                content.move_to(x, y);
                at = (x, y);
                start = at;
            }
            Cmd::Line(x, y) => {
                content.line_to(x, y);
                at = (x, y);
            }
            Cmd::Quad(a, b, x, y) => {
                let c1 = (at.0 + 2.0 / 3.0 * (a - at.0), at.1 + 2.0 / 3.0 * (b - at.1));
                let c2 = (x + 2.0 / 3.0 * (a - x), y + 2.0 / 3.0 * (b - y));
                content.cubic_to(c1.0, c1.1, c2.0, c2.1, x, y);
                at = (x, y);
            }
            Cmd::Cubic(a, b, c, d, x, y) => {
                content.cubic_to(a, b, c, d, x, y);
                at = (x, y);
            }
            Cmd::Close => {
                content.close_path();
                at = start;
            }
        }
    }
}

/// A rectangle as a closed path of four lines (not `re`, which poppler
/// snaps to whole pixels where the other renderers do not).
fn rect(content: &mut Content, x: f32, y: f32, w: f32, h: f32) {
    content.move_to(x, y);
    content.line_to(x + w, y);
    content.line_to(x + w, y + h);
    content.line_to(x, y + h);
    content.close_path();
}

/// A circle as four cubic curves.
fn circle(content: &mut Content, cx: f32, cy: f32, radius: f32) {
    const K: f32 = 0.552_284_8;
    let (k, rr) = (r(radius * K), r(radius));
    let (cx, cy) = (r(cx), r(cy));
    content.move_to(cx + rr, cy);
    content.cubic_to(cx + rr, cy + k, cx + k, cy + rr, cx, cy + rr);
    content.cubic_to(cx - k, cy + rr, cx - rr, cy + k, cx - rr, cy);
    content.cubic_to(cx - rr, cy - k, cx - k, cy - rr, cx, cy - rr);
    content.cubic_to(cx + k, cy - rr, cx + rr, cy - k, cx + rr, cy);
    content.close_path();
}

fn fill_colour(content: &mut Content, c: Rgb) {
    let [r, g, b] = [c.0, c.1, c.2].map(|v| (f32::from(v) / 255.0 * 1000.0).round() / 1000.0);
    content.set_fill_rgb(r, g, b);
}

fn stroke_colour(content: &mut Content, c: Rgb) {
    let [r, g, b] = [c.0, c.1, c.2].map(|v| (f32::from(v) / 255.0 * 1000.0).round() / 1000.0);
    content.set_stroke_rgb(r, g, b);
}

/// The background and every item, in painting order.
fn draw_scene(content: &mut Content, shapes: &mut Shapes, scene: &Scene) {
    let whole = Rect {
        x: 0.0,
        y: 0.0,
        w: scene.width as f32,
        h: scene.height as f32,
    };
    draw_rect(content, &whole, scene.background);
    for item in &scene.items {
        draw_item(content, shapes, item);
    }
}

/// One item, by its kind.
fn draw_item(content: &mut Content, shapes: &mut Shapes, item: &Item) {
    match item {
        Item::Rect { rect, fill } => draw_rect(content, rect, *fill),
        Item::Checker {
            squares,
            light,
            dark,
        } => draw_checker(content, squares, *light, *dark),
        Item::Grid {
            squares,
            color,
            width,
        } => draw_grid(content, squares, *color, *width),
        Item::Line {
            points,
            closed,
            color,
            width,
        } => draw_line(content, points, *closed, *color, *width),
        Item::Dashed {
            from,
            to,
            color,
            width,
            dash,
        } => draw_dashed(content, (*from, *to), *color, *width, *dash),
        Item::Disc {
            cx,
            cy,
            r,
            fill,
            stroke,
        } => draw_disc(content, *cx, *cy, *r, *fill, *stroke),
        Item::Dots { centres, r, fill } => draw_dots(content, shapes, centres, *r, *fill),
        Item::Polygon { points, fill } => draw_polygon(content, points, *fill),
        Item::Piece {
            kind,
            cx,
            cy,
            size,
            fill,
            outline,
        } => draw_piece(content, shapes, *kind, (*cx, *cy, *size), *fill, *outline),
        Item::Text {
            glyphs,
            size,
            fill,
            halo,
        } => draw_text(content, shapes, glyphs, *size, *fill, *halo),
    }
}

fn draw_rect(content: &mut Content, area: &Rect, fill: Rgb) {
    fill_colour(content, fill);
    rect(content, r(area.x), r(area.y), r(area.w), r(area.h));
    content.fill_nonzero();
}

/// The board in the light colour, and over it the dark squares as stripes
/// down every other file and across every other rank, filled even-odd (as
/// the SVG draws them), so even a large board takes a few bytes a line.
fn draw_checker(content: &mut Content, squares: &Squares, light: Rgb, dark: Rgb) {
    let board = squares.rect();
    draw_rect(content, &board, light);
    if light == dark {
        return;
    }
    fill_colour(content, dark);
    let (c, w, h) = (r(squares.cell), r(board.w), r(board.h));
    for col in (1..squares.files).step_by(2) {
        rect(
            content,
            r(board.x + col as f32 * squares.cell),
            r(board.y),
            c,
            h,
        );
    }
    for row in (0..squares.ranks).filter(|row| (squares.ranks - 1 - row).is_multiple_of(2)) {
        rect(
            content,
            r(board.x),
            r(board.y + row as f32 * squares.cell),
            w,
            c,
        );
    }
    content.fill_even_odd();
}

/// Each grid line as a rectangle with square ends, as the rasteriser
/// draws them.
fn draw_grid(content: &mut Content, squares: &Squares, color: Rgb, width: f32) {
    fill_colour(content, color);
    for line in squares.grid_lines() {
        let band = line.band(width);
        rect(content, r(band.x), r(band.y), r(band.w), r(band.h));
    }
    content.fill_nonzero();
}

fn draw_line(content: &mut Content, points: &[(f32, f32)], closed: bool, color: Rgb, width: f32) {
    let Some((&(x, y), rest)) = points.split_first() else {
        return;
    };
    stroke_colour(content, color);
    content.set_line_width(r(width));
    content.set_line_cap(pdf_writer::types::LineCapStyle::RoundCap);
    content.set_line_join(pdf_writer::types::LineJoinStyle::RoundJoin);
    content.move_to(r(x), r(y));
    if rest.is_empty() {
        content.line_to(r(x), r(y));
    }
    for &(x, y) in rest {
        content.line_to(r(x), r(y));
    }
    if closed && points.len() > 2 {
        content.close_path();
    }
    content.stroke();
}

/// A straight line in dashes of `dash[0]` and gaps of `dash[1]`, with
/// round caps (which lengthen each dash, as in the SVG).
fn draw_dashed(
    content: &mut Content,
    (from, to): ((f32, f32), (f32, f32)),
    color: Rgb,
    width: f32,
    dash: [f32; 2],
) {
    content.save_state();
    stroke_colour(content, color);
    content.set_line_width(r(width));
    content.set_line_cap(pdf_writer::types::LineCapStyle::RoundCap);
    content.set_dash_pattern([r(dash[0]), r(dash[1])], 0.0);
    content.move_to(r(from.0), r(from.1));
    content.line_to(r(to.0), r(to.1));
    content.stroke();
    content.restore_state();
}

fn draw_disc(
    content: &mut Content,
    cx: f32,
    cy: f32,
    radius: f32,
    fill: Rgb,
    stroke: Option<(Rgb, f32)>,
) {
    fill_colour(content, fill);
    circle(content, cx, cy, radius);
    match stroke {
        Some((color, width)) => {
            stroke_colour(content, color);
            content.set_line_width(r(width));
            content.fill_nonzero_and_stroke();
        }
        None => {
            content.fill_nonzero();
        }
    }
}

/// One disc drawn once, placed at every centre.
fn draw_dots(
    content: &mut Content,
    shapes: &mut Shapes,
    centres: &[(f32, f32)],
    radius: f32,
    fill: Rgb,
) {
    let name = shapes.name(ShapeKey::Dot((radius * 100.0).round() as u32));
    fill_colour(content, fill);
    for &(x, y) in centres {
        content.save_state();
        content.transform([1.0, 0.0, 0.0, 1.0, r(x), r(y)]);
        content.x_object(Name(name.as_bytes()));
        content.restore_state();
    }
}

fn draw_polygon(content: &mut Content, points: &[(f32, f32)], fill: Rgb) {
    let Some((&(x, y), rest)) = points.split_first() else {
        return;
    };
    fill_colour(content, fill);
    content.move_to(r(x), r(y));
    for &(x, y) in rest {
        content.line_to(r(x), r(y));
    }
    content.close_path();
    content.fill_nonzero();
}

/// The piece's outlines, placed and scaled: the body filled and outlined,
/// then its details, as the SVG's definitions are used.
fn draw_piece(
    content: &mut Content,
    shapes: &mut Shapes,
    kind: PieceKind,
    (cx, cy, size): (f32, f32, f32),
    fill: Rgb,
    outline: Rgb,
) {
    let scale = (size / 100.0 * 1000.0).round() / 1000.0;
    let (body, edge, details) = (
        shapes.name(ShapeKey::Body(kind)),
        shapes.name(ShapeKey::BodyOutline(kind)),
        shapes.name(ShapeKey::Details(kind)),
    );
    content.save_state();
    content.transform([
        scale,
        0.0,
        0.0,
        scale,
        r(cx - size / 2.0),
        r(cy - size / 2.0),
    ]);
    fill_colour(content, fill);
    content.x_object(Name(body.as_bytes()));
    stroke_colour(content, outline);
    content.set_line_width(4.0);
    content.set_line_join(pdf_writer::types::LineJoinStyle::RoundJoin);
    content.x_object(Name(edge.as_bytes()));
    fill_colour(content, outline);
    content.x_object(Name(details.as_bytes()));
    content.restore_state();
}

/// Glyph by glyph, each outline placed by a transform; the halo is each
/// glyph's outline stroked under its fill.
fn draw_text(
    content: &mut Content,
    shapes: &mut Shapes,
    glyphs: &[PlacedGlyph],
    size: f32,
    fill: Rgb,
    halo: Option<Rgb>,
) {
    if glyphs.is_empty() {
        return;
    }
    let scale = size / font::units_per_em();
    let s = (scale * 100_000.0).round() / 100_000.0;
    content.save_state();
    fill_colour(content, fill);
    if let Some(halo) = halo {
        stroke_colour(content, halo);
        content.set_line_width((size * HALO_WIDTH / scale).round());
        content.set_line_join(pdf_writer::types::LineJoinStyle::RoundJoin);
    }
    for g in glyphs {
        let body = shapes.glyph(g, false);
        let edge = halo.map(|_| shapes.glyph(g, true));
        content.save_state();
        content.transform([s, 0.0, 0.0, -s, r(g.x), r(g.y)]);
        if let Some(edge) = &edge {
            content.x_object(Name(edge.as_bytes()));
        }
        content.x_object(Name(body.as_bytes()));
        content.restore_state();
    }
    content.restore_state();
}
