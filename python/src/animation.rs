//! An animation shown inline in Jupyter: the interactive page in an
//! iframe, or the GIF as an image.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;

/// How an animation plays in a notebook.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Player {
    /// The interactive page (`html`), with its controls, in an iframe.
    Page,
    /// The GIF, as an image.
    Gif,
}

impl Player {
    /// The player a `player=` argument names.
    pub(crate) fn named(name: &str) -> PyResult<Player> {
        match name {
            "page" => Ok(Player::Page),
            "gif" => Ok(Player::Gif),
            other => Err(PyValueError::new_err(format!(
                "player `{other}`: expected \"page\" (the interactive page) or \"gif\""
            ))),
        }
    }
}

/// An animation of a tour or a search. In Jupyter (classic Notebook,
/// `JupyterLab`, VS Code) it shows itself inline: the interactive page, with
/// play, step and speed controls, in an iframe (`player="page"`), or the
/// GIF as an image (`player="gif"`), which also survives in notebooks
/// that are not trusted and on sites that show notebooks without scripts.
#[pyclass(frozen, module = "boardfig", name = "Animation")]
pub(crate) struct Animation {
    /// The page (HTML) or the GIF.
    data: Vec<u8>,
    /// How it plays.
    player: Player,
    /// The figure's width and height in pixels.
    size: (u32, u32),
    /// What the notebook calls it (the frame's title, the image's alt
    /// text), in the figure's language.
    title: String,
}

impl Animation {
    /// An animation of `data`, the page or the GIF the player plays,
    /// called `title` in the notebook.
    pub(crate) fn from_figure(data: Vec<u8>, player: Player, title: String) -> Animation {
        let size = match player {
            Player::Page => svg_size(&String::from_utf8_lossy(&data)),
            Player::Gif => gif_size(&data),
        };
        Animation {
            data,
            player,
            size,
            title,
        }
    }
}

/// The width and height a GIF's header gives.
fn gif_size(data: &[u8]) -> (u32, u32) {
    match data.get(6..10) {
        Some(&[w0, w1, h0, h1]) => (
            u32::from(u16::from_le_bytes([w0, w1])),
            u32::from(u16::from_le_bytes([h0, h1])),
        ),
        _ => (480, 480),
    }
}

/// The width and height of the first `<svg>` element of `text`.
fn svg_size(text: &str) -> (u32, u32) {
    let Some(start) = text.find("<svg") else {
        return (480, 480);
    };
    let tag = &text[start
        ..text[start..]
            .find('>')
            .map_or(text.len(), |end| start + end)];
    let attribute = |name: &str| -> Option<u32> {
        let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        let digits: String = tag[at..].chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    };
    (
        attribute("width").unwrap_or(480),
        attribute("height").unwrap_or(480),
    )
}

/// `text` escaped for a double-quoted HTML attribute.
fn attribute_text(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Room the page takes around its figure at its own size: the padding
/// and the legend beside it; the title, a caption of two lines and two
/// rows of controls above and below it. The page scales the figure to the
/// room the frame leaves (a tenth larger where its frames draw the
/// caption).
const PAGE_MARGIN: (u32, u32) = (420, 260);
/// The narrowest figure the page draws (16rem).
const PAGE_MIN_FIGURE: u32 = 256;
/// The lowest frame: room for a search tree and the legend beside a small
/// board.
const PAGE_MIN_HEIGHT: u32 = 500;

#[pymethods]
impl Animation {
    /// The page (HTML text, as bytes) or the GIF.
    #[getter]
    fn data<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, &self.data)
    }

    /// `"page"` or `"gif"`.
    #[getter]
    fn player(&self) -> &'static str {
        match self.player {
            Player::Page => "page",
            Player::Gif => "gif",
        }
    }

    /// Writes the page or the GIF to `path`.
    #[allow(clippy::needless_pass_by_value)] // a Python argument is owned
    fn save(&self, path: std::path::PathBuf) -> PyResult<()> {
        std::fs::write(&path, &self.data).map_err(PyErr::from)
    }

    /// The inline HTML Jupyter shows: an iframe holding the page, sized so
    /// that the page shows its figure at about its own size (the page
    /// scales the figure to the frame, so the frame keeps its size), or an
    /// image holding the GIF.
    fn _repr_html_(&self, py: Python<'_>) -> PyResult<String> {
        let (width, height) = self.size;
        match self.player {
            Player::Page => {
                let page = String::from_utf8_lossy(&self.data);
                Ok(format!(
                    "<iframe srcdoc=\"{}\" title=\"{}\" \
                     style=\"width: {}px; height: {}px; max-width: 100%; border: 0;\"></iframe>",
                    attribute_text(&page),
                    attribute_text(&self.title),
                    width.max(PAGE_MIN_FIGURE) + PAGE_MARGIN.0,
                    (height + PAGE_MARGIN.1).max(PAGE_MIN_HEIGHT),
                ))
            }
            Player::Gif => {
                let base64 = py
                    .import("base64")?
                    .call_method1("b64encode", (self.data.as_slice(),))?;
                let base64: Vec<u8> = base64.extract()?;
                Ok(format!(
                    "<img src=\"data:image/gif;base64,{}\" width=\"{width}\" height=\"{height}\" \
                     alt=\"{}\"/>",
                    String::from_utf8_lossy(&base64),
                    attribute_text(&self.title)
                ))
            }
        }
    }

    fn __repr__(&self) -> String {
        let (width, height) = self.size;
        format!(
            "<boardfig.Animation {} {width}x{height} px, {} bytes>",
            self.player(),
            self.data.len()
        )
    }
}
