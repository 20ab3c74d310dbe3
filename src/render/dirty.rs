//! Where a scene's picture differs from the scene before, found from the
//! scenes themselves: the items of the two are matched in painting order
//! (a longest common subsequence), and only the items left unmatched can
//! change a pixel, inside their bounds. Outside them, the same items cover
//! every pixel in the same order, so the pixels are the same.
//!
//! The raster strokes an open line segment by segment and paints dots
//! disc by disc, so an open line (or dots) that gained or lost points at
//! its end changes only around those: a path that grows by a move changes
//! near the move, not over the whole path. A closed line is stroked as one
//! path, and changes over its bounds.

use crate::figure::scene::{Item, Rect, Scene};

/// Items matched by a table of at most this many cells (the two lists'
/// lengths multiplied); longer lists are matched only at their common
/// beginning and end.
const MAX_CELLS: usize = 1 << 16;

/// Pixels added around each changed item: room for antialiasing at the
/// edge of what its bounds cover.
const MARGIN: f32 = 2.0;

/// Rectangles, in pixels, outside which `after` paints exactly what
/// `before` painted (empty when the two paint the same).
pub(crate) fn dirty(before: &Scene, after: &Scene) -> Vec<Rect> {
    if (before.width, before.height, before.background)
        != (after.width, after.height, after.background)
    {
        return vec![Rect {
            x: 0.0,
            y: 0.0,
            w: after.width as f32,
            h: after.height as f32,
        }];
    }
    let (old, new) = (&before.items, &after.items);
    let mut rects = Vec::new();
    for gap in gaps(old, new) {
        changed_in(&old[gap.0.clone()], &new[gap.1.clone()], &mut rects);
    }
    rects.iter().map(|rect| rect.grow(MARGIN)).collect()
}

/// The runs of items left unmatched between matched ones: (old, new)
/// index ranges, in order.
type Gap = (std::ops::Range<usize>, std::ops::Range<usize>);

/// The gaps between the items `old` and `new` have in common (in order).
fn gaps(old: &[Item], new: &[Item]) -> Vec<Gap> {
    // The common beginning and end are matched outright.
    let start = old.iter().zip(new).take_while(|(a, b)| a == b).count();
    let end = old[start..]
        .iter()
        .rev()
        .zip(new[start..].iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    let (old_mid, new_mid) = (start..old.len() - end, start..new.len() - end);
    let (m, n) = (old_mid.len(), new_mid.len());
    if m == 0 || n == 0 || m * n > MAX_CELLS {
        return vec![(old_mid, new_mid)];
    }
    // Longest common subsequence of the middles: `table[i][j]` is its
    // length for old[i..] and new[j..] (within the middles).
    let keys = |items: &[Item]| items.iter().map(key).collect::<Vec<u64>>();
    let (a, b) = (keys(&old[old_mid.clone()]), keys(&new[new_mid.clone()]));
    let width = n + 1;
    let mut table = vec![0u16; (m + 1) * width];
    for i in (0..m).rev() {
        for j in (0..n).rev() {
            table[i * width + j] = if a[i] == b[j] {
                table[(i + 1) * width + j + 1] + 1
            } else {
                table[(i + 1) * width + j].max(table[i * width + j + 1])
            };
        }
    }
    // Walk the table: equal items (checked in full, keys may collide) are
    // matched, the others gather into gaps.
    let mut gaps = Vec::new();
    let (mut i, mut j) = (0, 0);
    let (mut gap_i, mut gap_j) = (0, 0);
    let base = (old_mid.start, new_mid.start);
    while i < m && j < n {
        let (x, y) = (base.0 + i, base.1 + j);
        if a[i] == b[j] && old[x] == new[y] {
            if (gap_i, gap_j) != (i, j) {
                gaps.push((base.0 + gap_i..x, base.1 + gap_j..y));
            }
            i += 1;
            j += 1;
            (gap_i, gap_j) = (i, j);
        } else if table[(i + 1) * width + j] >= table[i * width + j + 1] {
            i += 1;
        } else {
            j += 1;
        }
    }
    if (gap_i, gap_j) != (m, n) {
        gaps.push((base.0 + gap_i..old_mid.end, base.1 + gap_j..new_mid.end));
    }
    gaps
}

/// Adds the rectangles where a run of unmatched items, `old` replaced by
/// `new`, may change pixels: the bounds of each, but for lines (and dots)
/// that replace each other, in order, extended or shortened at their end:
/// only the part that differs.
fn changed_in(old: &[Item], new: &[Item], rects: &mut Vec<Rect>) {
    let lines = |items: &[Item]| -> Vec<usize> {
        (0..items.len())
            .filter(|&k| {
                matches!(
                    items[k],
                    Item::Line { closed: false, .. } | Item::Dots { .. }
                )
            })
            .collect()
    };
    let (old_lines, new_lines) = (lines(old), lines(new));
    let mut refined = (vec![false; old.len()], vec![false; new.len()]);
    for (&i, &j) in old_lines.iter().zip(&new_lines) {
        let Ends::Differ(rect) = grown_or_shrunk(&old[i], &new[j]) else {
            break;
        };
        rects.extend(rect);
        refined.0[i] = true;
        refined.1[j] = true;
    }
    let rest = |items: &'_ [Item], done: &'_ [bool]| {
        items
            .iter()
            .zip(done)
            .filter(|(_, done)| !**done)
            .filter_map(|(item, _)| item.bounds())
            .collect::<Vec<Rect>>()
    };
    rects.extend(rest(old, &refined.0));
    rects.extend(rest(new, &refined.1));
}

/// How one line (or set of dots) follows another.
enum Ends {
    /// The same but for points at the end: the bounds of the segments or
    /// discs that differ (none when none do).
    Differ(Option<Rect>),
    /// Otherwise.
    Unrelated,
}

/// Whether `b` is `a` with points added or removed at the end (an open
/// line of at least two points, or dots), and where they differ.
fn grown_or_shrunk(a: &Item, b: &Item) -> Ends {
    match (a, b) {
        (
            Item::Line {
                points: p,
                closed: false,
                color: c,
                width: w,
            },
            Item::Line {
                points: q,
                closed: false,
                color: d,
                width: v,
            },
        ) if (c, w) == (d, v) && p.len().min(q.len()) >= 2 => {
            let (short, long) = if p.len() <= q.len() { (p, q) } else { (q, p) };
            if !long.starts_with(short) {
                return Ends::Unrelated;
            }
            // The segments from the last common point on.
            Ends::Differ(Rect::around(&long[short.len() - 1..]).map(|r| r.grow(*w)))
        }
        (
            Item::Dots {
                centres: p,
                r,
                fill,
            },
            Item::Dots {
                centres: q,
                r: s,
                fill: g,
            },
        ) if (r, fill) == (s, g) => {
            let (short, long) = if p.len() <= q.len() { (p, q) } else { (q, p) };
            if !long.starts_with(short) {
                return Ends::Unrelated;
            }
            Ends::Differ(Rect::around(&long[short.len()..]).map(|c| c.grow(*r)))
        }
        _ => Ends::Unrelated,
    }
}

/// A hash of an item, equal for equal items: its kind, bounds, colour and
/// length (for items with lists). Items with equal keys are compared in
/// full before they are matched.
fn key(item: &Item) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325_u64;
    let mut add = |value: u64| {
        hash = (hash ^ value).wrapping_mul(0x0100_0000_01b3);
    };
    let (kind, len, colour) = match item {
        Item::Rect { fill, .. } => (0, 0, *fill),
        Item::Checker { light, .. } => (1, 0, *light),
        Item::Grid { color, .. } => (2, 0, *color),
        Item::Line { points, color, .. } => (3, points.len(), *color),
        Item::Disc { fill, .. } => (4, 0, *fill),
        Item::Dots { centres, fill, .. } => (5, centres.len(), *fill),
        Item::Polygon { points, fill } => (6, points.len(), *fill),
        Item::Piece { fill, .. } => (7, 0, *fill),
        Item::Text { glyphs, fill, .. } => (8, glyphs.len(), *fill),
        Item::Dashed { color, .. } => (9, 0, *color),
    };
    add(kind);
    add(len as u64);
    add(u64::from(colour.0) << 16 | u64::from(colour.1) << 8 | u64::from(colour.2));
    if let Some(Rect { x, y, w, h }) = item.bounds() {
        for v in [x, y, w, h] {
            add(u64::from(v.to_bits()));
        }
    }
    hash
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::figure::scene::Rgb;

    fn scene(items: Vec<Item>) -> Scene {
        Scene {
            width: 100,
            height: 100,
            background: Rgb(255, 255, 255),
            items,
            title: String::new(),
            desc: String::new(),
        }
    }

    fn disc(cx: f32) -> Item {
        Item::Disc {
            cx,
            cy: 50.0,
            r: 3.0,
            fill: Rgb(0, 0, 0),
            stroke: None,
        }
    }

    fn line(points: &[(f32, f32)]) -> Item {
        Item::Line {
            points: points.to_vec(),
            closed: false,
            color: Rgb(1, 2, 3),
            width: 2.0,
        }
    }

    #[test]
    fn the_same_scene_has_nothing_dirty() {
        let a = scene(vec![disc(10.0), disc(20.0)]);
        assert!(dirty(&a, &a.clone()).is_empty());
    }

    #[test]
    fn an_inserted_item_is_dirty_alone() {
        let a = scene(vec![disc(10.0), disc(30.0), disc(50.0)]);
        let b = scene(vec![disc(10.0), disc(30.0), disc(40.0), disc(50.0)]);
        let rects = dirty(&a, &b);
        assert_eq!(rects, vec![disc(40.0).bounds().unwrap().grow(MARGIN)]);
    }

    #[test]
    fn a_line_that_grows_is_dirty_at_its_end() {
        let a = scene(vec![line(&[(0.0, 0.0), (10.0, 10.0), (20.0, 10.0)])]);
        let b = scene(vec![line(&[
            (0.0, 0.0),
            (10.0, 10.0),
            (20.0, 10.0),
            (30.0, 20.0),
        ])]);
        let expected = Rect::around(&[(20.0, 10.0), (30.0, 20.0)])
            .unwrap()
            .grow(2.0)
            .grow(MARGIN);
        assert_eq!(dirty(&a, &b), vec![expected]);
        assert_eq!(dirty(&b, &a), vec![expected]);
    }

    #[test]
    fn items_painted_in_another_order_are_dirty_where_they_overlap() {
        let a = scene(vec![disc(10.0), disc(13.0)]);
        let b = scene(vec![disc(13.0), disc(10.0)]);
        let rects = dirty(&a, &b);
        let overlap = Rect {
            x: 10.0,
            y: 47.0,
            w: 3.0,
            h: 6.0,
        };
        let inside = |r: &Rect| {
            r.x <= overlap.x
                && r.y <= overlap.y
                && r.x + r.w >= overlap.x + overlap.w
                && r.y + r.h >= overlap.y + overlap.h
        };
        assert!(rects.iter().any(inside), "{rects:?}");
    }
}
