//! `boardfig.knight(...)` and the answer it returns.

use boardfig::Format;
use boardfig::bindings::{self, KnightResult};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};

use crate::convert::{self, Options};

/// A knight's tour, or the proof that there is none, with its figures.
///
/// Figures take the figure options of `boardfig knight` as keywords
/// (those of `knight()` from `theme` on, as `help(boardfig.knight)` lists
/// them), over those given to `knight()`; the bytes are those the command
/// line writes. In Jupyter the answer shows itself as its SVG.
#[pyclass(frozen, module = "boardfig", name = "Knight")]
pub(crate) struct Knight {
    inner: bindings::Knight,
}

impl Knight {
    /// A figure of the tour in `format`.
    fn figure(&self, py: Python<'_>, format: Format, options: &Options) -> PyResult<Vec<u8>> {
        convert::solved(py, || self.inner.figure(format, options))
    }
}

/// Solves a knight job; with `count`, the number of tours.
pub(crate) fn solve(py: Python<'_>, options: &Options) -> PyResult<Py<PyAny>> {
    match convert::solved(py, || bindings::Knight::solve(options))? {
        KnightResult::Tour(inner) => Ok(Py::new(py, Knight { inner: *inner })?.into_any()),
        KnightResult::Count(count) => Ok(count.into_pyobject(py)?.into_any().unbind()),
    }
}

answer_class!(traced Knight {
    /// The squares in visiting order, `["a1", "b3", ...]` (empty without a tour).
    #[getter]
    fn squares(&self) -> Vec<String> {
        self.inner.squares()
    }

    /// The step number of each square: `matrix[rank][file]`, rank 1 first,
    /// as `--format matrix` prints it (empty without a tour).
    #[getter]
    fn matrix(&self) -> Vec<Vec<u64>> {
        self.inner.matrix()
    }

    /// The board, `"WxH"`.
    #[getter]
    fn board(&self) -> String {
        self.inner.board()
    }

    /// The first square.
    #[getter]
    fn start(&self) -> String {
        self.inner.start()
    }

    /// The square the tour was asked to end on, or None.
    #[getter]
    fn end(&self) -> Option<String> {
        self.inner.end()
    }

    /// Whether a closed tour was asked for.
    #[getter]
    fn closed(&self) -> bool {
        self.inner.closed()
    }

    /// The tour as an SVG that animates itself with CSS (`--animated-svg`).
    #[pyo3(signature = (**options))]
    fn animated_svg(
        &self,
        py: Python<'_>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<String> {
        convert::text(self.figure(py, Format::AnimatedSvg, &convert::options(options)?)?)
    }

    /// A printable strip of the tour's moves (the search's steps with
    /// `animate="search"`), as SVG text (`--strip`).
    #[pyo3(signature = (**options))]
    fn strip(&self, py: Python<'_>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
        let options = convert::options(options)?;
        convert::text(convert::solved(py, || self.inner.strip(&options))?)
    }

    fn __repr__(&self) -> String {
        let inner = &self.inner;
        let kind = if inner.closed() { "closed" } else { "open" };
        if !inner.found() {
            return format!(
                "<boardfig.Knight {} from {}: no {kind} tour ({})>",
                inner.board(),
                inner.start(),
                inner.reason().unwrap_or_default()
            );
        }
        let squares = inner.squares();
        let shown: Vec<&str> = squares.iter().take(8).map(String::as_str).collect();
        let more = if squares.len() > shown.len() {
            " ..."
        } else {
            ""
        };
        format!(
            "<boardfig.Knight {} {kind} tour by {}: {}{more} ({} squares)>",
            inner.board(),
            inner.method(),
            shown.join(" "),
            squares.len()
        )
    }
});
