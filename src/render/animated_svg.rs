//! A timeline to an SVG that animates itself with CSS only (no script, so
//! that it plays inside `<img>`): each part of the figure appears at its
//! step by an opacity keyframe, the moving piece jumps from square to
//! square by a transform keyframe, and every animation ends on the static
//! figure's look. With `prefers-reduced-motion` the static figure shows.

use std::fmt::Write as _;

use svg::node::element::{Circle, Group, Path, Style};

use crate::figure::scene::{Item, Rgb};
use crate::figure::timeline::{Reveal, Timeline};
use crate::render::svg::{document, finish, glyph_use, item_node, r, text_group};

/// The timeline as an animated SVG document.
#[must_use]
pub(crate) fn to_animated_svg(timeline: &Timeline) -> String {
    let scene = &timeline.scene;
    let mut doc = document(scene).add(Style::new(style_sheet(timeline)));
    for (item, reveal) in scene.items.iter().zip(&timeline.reveals) {
        doc = doc.add(animated_node(item, reveal, timeline.delays.len()));
    }
    finish(&doc)
}

/// The class of the parts that appear at step `k`.
fn step_class(k: usize) -> String {
    format!("s{k}")
}

/// A percentage of one play, compact: at most three decimals.
fn percent(at: u64, duration: u64) -> String {
    let p = (at as f64 * 100.0 / duration.max(1) as f64 * 1000.0).round() / 1000.0;
    format!("{p}%")
}

/// The style sheet: the shared timing of every animated part, one
/// keyframes rule per step at which something appears, the piece's moves,
/// and the static figure for readers who ask for reduced motion.
fn style_sheet(timeline: &Timeline) -> String {
    let duration = timeline.duration();
    let count = match timeline.repeat {
        0 => "infinite".to_string(),
        n => n.to_string(),
    };
    let mut css = format!(
        "[class]{{animation-duration:{duration}ms;animation-iteration-count:{count};\
         animation-timing-function:step-end;animation-fill-mode:both}}"
    );
    let starts = timeline.starts();
    for k in used_steps(timeline) {
        let _ = write!(
            css,
            "@keyframes a{k}{{0%{{opacity:0}}{}{{opacity:1}}}}.{}{{animation-name:a{k}}}",
            percent(starts[k], duration),
            step_class(k)
        );
    }
    for reveal in &timeline.reveals {
        if let Reveal::Moves { offsets, leaves } = reveal {
            css.push_str(&moves_css(offsets, *leaves, &starts, duration));
        }
    }
    css.push_str("@media (prefers-reduced-motion:reduce){[class]{animation:none}}");
    css
}

/// The steps at which some part appears, in order, without step 0 (what
/// shows from the start needs no animation).
fn used_steps(timeline: &Timeline) -> Vec<usize> {
    let mut used = vec![false; timeline.delays.len()];
    for (item, reveal) in timeline.scene.items.iter().zip(&timeline.reveals) {
        match reveal {
            Reveal::At(k) => used[*k] = true,
            Reveal::Along => {
                used[1..=along_len(item)].fill(true);
            }
            Reveal::Glyphs(steps) => steps.iter().for_each(|&k| used[k] = true),
            Reveal::Always | Reveal::Moves { .. } => {}
        }
    }
    (1..used.len()).filter(|&k| used[k]).collect()
}

/// The last step a line or dots reach: the closing part of a closed line
/// comes one step after its last point.
fn along_len(item: &Item) -> usize {
    match item {
        Item::Line { points, closed, .. } => points.len() - 1 + usize::from(*closed),
        Item::Dots { centres, .. } => centres.len() - 1,
        _ => 0,
    }
}

/// The piece's keyframes: a jump at the start of each step where it
/// moves; hidden from the last step when it `leaves`, so that the play
/// ends on the static figure.
fn moves_css(offsets: &[(f32, f32)], leaves: bool, starts: &[u64], duration: u64) -> String {
    let mut css = String::from("@keyframes k{");
    let mut before = None;
    for (k, &(dx, dy)) in offsets.iter().enumerate() {
        let at = (r(dx), r(dy));
        let hide = leaves && k + 1 == offsets.len();
        if before == Some(at) && !hide {
            continue;
        }
        let _ = write!(
            css,
            "{}{{transform:translate({}px,{}px);opacity:{}}}",
            percent(starts[k], duration),
            at.0,
            at.1,
            u8::from(!hide)
        );
        before = Some(at);
    }
    css.push_str("}.k{animation-name:k}");
    if leaves {
        css.push_str(".k{opacity:0}");
    }
    css
}

/// One item with its reveal.
fn animated_node(item: &Item, reveal: &Reveal, steps: usize) -> Box<dyn svg::Node> {
    match (reveal, item) {
        (Reveal::At(k), _) if *k > 0 => Group::new()
            .set("class", step_class(*k))
            .add(item_node(item))
            .into(),
        (Reveal::Moves { .. }, _) => Group::new().set("class", "k").add(item_node(item)).into(),
        (
            Reveal::Along,
            Item::Line {
                points,
                closed,
                color,
                width,
            },
        ) => line_along(points, *closed, *color, *width).into(),
        (Reveal::Along, Item::Dots { centres, r, fill }) => {
            dots_at(centres, *r, *fill, |k| k).into()
        }
        (Reveal::Glyphs(at), Item::Dots { centres, r, fill }) => {
            dots_at(centres, *r, *fill, |k| at[k]).into()
        }
        (
            Reveal::Glyphs(at),
            Item::Text {
                glyphs,
                size,
                fill,
                halo,
            },
        ) => {
            let mut group = text_group(*size, *fill, *halo);
            for (g, &k) in glyphs.iter().zip(at) {
                group = group.add(classed(glyph_use(g, *size), k));
            }
            group.into()
        }
        _ => {
            debug_assert!(steps > 0);
            item_node(item)
        }
    }
}

/// A node with the class of step `k`, none at step 0.
fn classed<N: svg::Node>(mut node: N, k: usize) -> N {
    if k > 0 {
        node.assign("class", step_class(k));
    }
    node
}

/// A line as one segment per step, each appearing as the knight makes the
/// move; round joins and caps make the segments look as the polyline.
fn line_along(points: &[(f32, f32)], closed: bool, color: Rgb, width: f32) -> Group {
    let mut group = Group::new()
        .set("fill", "none")
        .set("stroke", color.hex())
        .set("stroke-width", r(width))
        .set("stroke-linecap", "round");
    let mut ends: Vec<((f32, f32), (f32, f32))> = points.windows(2).map(|w| (w[0], w[1])).collect();
    if closed {
        ends.push((points[points.len() - 1], points[0]));
    }
    for (k, (a, b)) in ends.into_iter().enumerate() {
        let d = format!(
            "M{} {}l{} {}",
            r(a.0),
            r(a.1),
            r(r(b.0) - r(a.0)),
            r(r(b.1) - r(a.1))
        );
        group = group.add(classed(Path::new().set("d", d), k + 1));
    }
    group
}

/// Dots, each appearing at its step.
fn dots_at(centres: &[(f32, f32)], radius: f32, fill: Rgb, step: impl Fn(usize) -> usize) -> Group {
    let mut group = Group::new().set("fill", fill.hex());
    for (k, &(x, y)) in centres.iter().enumerate() {
        group = group.add(classed(
            Circle::new()
                .set("cx", r(x))
                .set("cy", r(y))
                .set("r", r(radius)),
            step(k),
        ));
    }
    group
}
