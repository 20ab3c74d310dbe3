//! Outlines: path commands shared by font glyphs and piece glyphs, written
//! out as SVG path data or handed to the rasteriser.

use std::fmt::Write;

/// One path command, in the outline's own units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Cmd {
    /// Move to.
    Move(f32, f32),
    /// Line to.
    Line(f32, f32),
    /// Quadratic curve: control point, end point.
    Quad(f32, f32, f32, f32),
    /// Cubic curve: two control points, end point.
    Cubic(f32, f32, f32, f32, f32, f32),
    /// Close the subpath.
    Close,
}

/// Path data for SVG, numbers rounded to `decimals` places.
pub(crate) fn svg_path_data(cmds: &[Cmd], decimals: usize) -> String {
    let mut d = String::new();
    let n = |d: &mut String, v: f32| {
        let text = format!("{v:.decimals$}");
        let text = if text.contains('.') {
            text.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            text
        };
        let text = if text == "-0" { "0".to_string() } else { text };
        if !d.is_empty() && !d.ends_with(char::is_alphabetic) && !text.starts_with('-') {
            d.push(' ');
        }
        d.push_str(&text);
    };
    for cmd in cmds {
        match *cmd {
            Cmd::Move(x, y) => {
                d.push('M');
                n(&mut d, x);
                n(&mut d, y);
            }
            Cmd::Line(x, y) => {
                d.push('L');
                n(&mut d, x);
                n(&mut d, y);
            }
            Cmd::Quad(a, b, x, y) => {
                d.push('Q');
                for v in [a, b, x, y] {
                    n(&mut d, v);
                }
            }
            Cmd::Cubic(a, b, c, e, x, y) => {
                d.push('C');
                for v in [a, b, c, e, x, y] {
                    n(&mut d, v);
                }
            }
            Cmd::Close => {
                let _ = write!(d, "Z");
            }
        }
    }
    d
}
