//! A tour as a timeline: the finished figure, and for each of its items
//! the step at which it appears, so that a renderer can build the
//! animation from the static figure (one source of truth) and end on it.

use crate::figure::Style;
use crate::figure::font;
use crate::figure::knight::{self, Stage};
use crate::figure::scene::{Item, Scene};
use crate::solution::Tour;

/// When an item of the finished figure appears.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Reveal {
    /// From the start.
    Always,
    /// At a step.
    At(usize),
    /// A line or dots drawn point by point: the part reaching point j
    /// appears at step j (a closed line's closing part at step `points`).
    Along,
    /// Text whose glyphs appear at the steps listed, one per glyph (or
    /// the discs behind them, one per glyph).
    Glyphs(Vec<usize>),
    /// The moving piece: its centre at each step, relative to where the
    /// finished figure has it; `leaves` when the finished figure has no
    /// piece (it is hidden at the last step).
    Moves {
        /// The offset from the final place at each step.
        offsets: Vec<(f32, f32)>,
        /// Whether the piece is gone at the last step.
        leaves: bool,
    },
}

/// A figure that draws itself step by step and ends as the static figure.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Timeline {
    /// The finished figure (with the moving piece added when it has none).
    pub scene: Scene,
    /// When each item of `scene` appears, one per item.
    pub reveals: Vec<Reveal>,
    /// Milliseconds each step shows.
    pub delays: Vec<u32>,
    /// Times the animation plays, 0 = forever.
    pub repeat: u16,
}

impl Timeline {
    /// The whole duration of one play, in milliseconds.
    #[must_use]
    pub(crate) fn duration(&self) -> u64 {
        self.delays.iter().map(|&d| u64::from(d)).sum()
    }

    /// When each step starts, in milliseconds from the start of a play.
    #[must_use]
    pub(crate) fn starts(&self) -> Vec<u64> {
        self.delays
            .iter()
            .scan(0_u64, |at, &d| {
                let start = *at;
                *at += u64::from(d);
                Some(start)
            })
            .collect()
    }
}

/// A tour move by move, ending on the finished figure: step k shows the
/// knight on square k, each move `delay` long; then, for a closed tour or
/// a figure without the knight, one more step draws the finished figure
/// (the closing move, the arrowhead). The last step is held.
#[must_use]
pub(crate) fn tour_timeline(tour: &Tour, style: &Style) -> Timeline {
    let layout = knight::layout(tour, style);
    let mut scene = knight::tour_scene(&layout, tour, style, Stage::Complete);
    let centres: Vec<(f32, f32)> = tour.squares().map(|sq| layout.centre(sq)).collect();
    let last = centres.len() - 1;
    let closing = tour.closed && centres.len() > 2;
    let extra = closing || !style.knight;
    let steps = centres.len() + usize::from(extra);
    let mut delays = vec![style.delay; steps];
    delays[steps - 1] = style.hold;
    let board_items = layout.board_items(&style.theme, style.title.as_ref()).len();
    let numbers = number_steps(tour, style);
    let mut texts_seen = 0;
    let items = &scene.items;
    let mut reveals: Vec<Reveal> = items
        .iter()
        .enumerate()
        .map(|(i, item)| match item {
            _ if i < board_items => Reveal::Always,
            // The discs behind a text's glyphs, one per glyph, appear with
            // them.
            Item::Dots { .. } if matches!(items.get(i + 1), Some(Item::Text { .. })) => {
                match numbers.get(texts_seen) {
                    Some(steps) if style.numbers => Reveal::Glyphs(steps.clone()),
                    _ => Reveal::Always,
                }
            }
            Item::Line { .. } | Item::Dots { .. } => Reveal::Along,
            Item::Polygon { .. } | Item::Dashed { .. } => Reveal::At(steps - 1),
            Item::Text { glyphs, .. } if style.numbers && texts_seen < numbers.len() => {
                let steps = numbers[texts_seen].clone();
                texts_seen += 1;
                debug_assert_eq!(steps.len(), glyphs.len());
                Reveal::Glyphs(steps)
            }
            Item::Piece { .. } => Reveal::Moves {
                offsets: offsets(&centres, steps),
                leaves: false,
            },
            _ => Reveal::Always,
        })
        .collect();
    if !style.knight {
        scene
            .items
            .push(knight::knight(&layout, style, centres[last]));
        reveals.push(Reveal::Moves {
            offsets: offsets(&centres, steps),
            leaves: true,
        });
    }
    Timeline {
        scene,
        reveals,
        delays,
        repeat: style.repeat,
    }
}

/// The knight's offset from the last square at each step (on the last
/// square for the steps after the moves).
fn offsets(centres: &[(f32, f32)], steps: usize) -> Vec<(f32, f32)> {
    let (lx, ly) = centres[centres.len() - 1];
    (0..steps)
        .map(|k| {
            let (x, y) = centres[k.min(centres.len() - 1)];
            (x - lx, y - ly)
        })
        .collect()
}

/// The step of each glyph of the number texts, in the order the tour
/// scene pushes them (numbers on light squares, then on dark ones; an
/// empty group is not pushed).
fn number_steps(tour: &Tour, style: &Style) -> Vec<Vec<usize>> {
    let mut light = Vec::new();
    let mut dark = Vec::new();
    for (k, sq) in tour.squares().enumerate() {
        let text = (k as u64 + u64::from(style.first_step)).to_string();
        let glyphs = font::layout(&text, 1.0, 0.0, 0.0).len();
        let group = if sq.is_dark() { &mut dark } else { &mut light };
        group.extend(std::iter::repeat_n(k, glyphs));
    }
    [light, dark]
        .into_iter()
        .filter(|g| !g.is_empty())
        .collect()
}
