//! The pieces, drawn for this project as vector outlines in a 100 x 100 box
//! (y down): a body, filled with the piece colour and outlined, and details
//! drawn in the outline colour.

use crate::figure::outline::Cmd::{self, Close, Cubic, Line, Move};
use crate::figure::scene::PieceKind;

/// The body outline of a piece.
pub(crate) fn body(kind: PieceKind) -> Vec<Cmd> {
    match kind {
        PieceKind::Knight => vec![
            // Base.
            Move(20.0, 93.0),
            Line(80.0, 93.0),
            Line(80.0, 84.0),
            Cubic(80.0, 80.0, 77.0, 78.0, 74.0, 78.0),
            // Back of the neck and the mane, up to the ear.
            Cubic(80.0, 62.0, 82.0, 36.0, 66.0, 22.0),
            Cubic(61.0, 17.0, 56.0, 15.0, 52.0, 14.0),
            Line(50.0, 5.0),
            Line(43.0, 13.0),
            // Forehead down to the nose.
            Cubic(33.0, 16.0, 27.0, 24.0, 22.0, 34.0),
            Line(12.0, 52.0),
            Cubic(9.0, 58.0, 13.0, 64.0, 20.0, 63.0),
            // Mouth and jaw.
            Line(30.0, 60.0),
            Cubic(35.0, 59.0, 40.0, 56.0, 44.0, 52.0),
            // Throat and chest down to the base.
            Cubic(46.0, 62.0, 32.0, 70.0, 30.0, 78.0),
            Cubic(24.0, 78.0, 20.0, 80.0, 20.0, 84.0),
            Close,
        ],
        PieceKind::Queen => {
            let mut cmds = vec![
                Move(22.0, 93.0),
                Line(78.0, 93.0),
                Line(78.0, 85.0),
                Line(74.0, 77.0),
                Line(88.0, 32.0),
                Line(68.0, 58.0),
                Line(66.0, 24.0),
                Line(56.0, 56.0),
                Line(50.0, 20.0),
                Line(44.0, 56.0),
                Line(34.0, 24.0),
                Line(32.0, 58.0),
                Line(12.0, 32.0),
                Line(26.0, 77.0),
                Line(22.0, 85.0),
                Close,
            ];
            for (x, y) in QUEEN_TIPS {
                cmds.extend(circle(x, y, 6.0));
            }
            cmds
        }
    }
}

/// How tall a piece's body is drawn, as a fraction of the piece's size
/// (the height of its box).
pub(crate) fn drawn_height(kind: PieceKind) -> f32 {
    let ys: Vec<f32> = body(kind)
        .into_iter()
        .flat_map(|cmd| match cmd {
            Move(_, y) | Line(_, y) => vec![y],
            Cmd::Quad(_, y1, _, y) => vec![y1, y],
            Cubic(_, y1, _, y2, _, y) => vec![y1, y2, y],
            Close => Vec::new(),
        })
        .collect();
    let top = ys.iter().copied().fold(f32::INFINITY, f32::min);
    let bottom = ys.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    (bottom - top) / 100.0
}

const QUEEN_TIPS: [(f32, f32); 5] = [
    (12.0, 30.0),
    (34.0, 21.0),
    (50.0, 15.0),
    (66.0, 21.0),
    (88.0, 30.0),
];

/// The details of a piece (eye, bands), filled with the outline colour.
pub(crate) fn details(kind: PieceKind) -> Vec<Cmd> {
    match kind {
        PieceKind::Knight => {
            let mut cmds = circle(38.0, 30.0, 4.0);
            cmds.extend(band(26.0, 80.0, 74.0, 3.0));
            cmds
        }
        PieceKind::Queen => {
            let mut cmds = band(27.0, 76.0, 73.0, 3.0);
            cmds.extend(band(24.0, 84.0, 76.0, 2.5));
            cmds
        }
    }
}

/// A thin horizontal band from x0 to x1 centred on y.
fn band(x0: f32, y: f32, x1: f32, thickness: f32) -> Vec<Cmd> {
    let h = thickness / 2.0;
    vec![
        Move(x0, y - h),
        Line(x1, y - h),
        Line(x1, y + h),
        Line(x0, y + h),
        Close,
    ]
}

/// A circle as four cubic arcs.
fn circle(cx: f32, cy: f32, r: f32) -> Vec<Cmd> {
    let k = 0.552_284_8 * r;
    vec![
        Move(cx + r, cy),
        Cubic(cx + r, cy + k, cx + k, cy + r, cx, cy + r),
        Cubic(cx - k, cy + r, cx - r, cy + k, cx - r, cy),
        Cubic(cx - r, cy - k, cx - k, cy - r, cx, cy - r),
        Cubic(cx + k, cy - r, cx + r, cy - k, cx + r, cy),
        Close,
    ]
}
