//! `boardfig.queens(...)` and the answers it returns: one placement, or a
//! sequence of placements (`all=True`), each drawn on its own board.

use std::sync::Arc;

use boardfig::Format;
use boardfig::bindings::{self, QueensResult};
use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PySlice};

use crate::animation::{Animation, Player};
use crate::convert::{self, Options};

/// Solves a queens job: one placement, every placement (`all`), or their
/// number (`count`).
pub(crate) fn solve(py: Python<'_>, options: &Options) -> PyResult<Py<PyAny>> {
    match convert::solved(py, || bindings::Queens::solve(options))? {
        QueensResult::Count(count) => Ok(count.into_pyobject(py)?.into_any().unbind()),
        QueensResult::Placements(inner) if inner.all() => Ok(Py::new(
            py,
            Solutions {
                inner: Arc::new(*inner),
            },
        )?
        .into_any()),
        QueensResult::Placements(inner) => Ok(Py::new(
            py,
            Queens {
                inner: Arc::new(*inner),
            },
        )?
        .into_any()),
    }
}

/// A figure of a whole queens answer in `format`.
fn figure(
    py: Python<'_>,
    inner: &bindings::Queens,
    format: Format,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Vec<u8>> {
    let options = convert::options(options)?;
    convert::solved(py, || inner.figure(format, &options))
}

/// The animation of the search, in the player's format.
fn animation(
    py: Python<'_>,
    inner: &bindings::Queens,
    player: &str,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Animation> {
    let player = Player::named(player)?;
    let format = match player {
        Player::Page => Format::Html,
        Player::Gif => Format::Gif,
    };
    Ok(Animation::from_figure(
        figure(py, inner, format, options)?,
        player,
    ))
}

/// The search tree or the strip of search steps, as SVG text.
fn search_svg(
    py: Python<'_>,
    inner: &bindings::Queens,
    tree: bool,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    let options = convert::options(options)?;
    convert::text(convert::solved(py, || {
        if tree {
            inner.tree(&options)
        } else {
            inner.strip(&options)
        }
    })?)
}

/// Placement `index`'s figure in `format`.
fn placement_figure(
    py: Python<'_>,
    inner: &bindings::Queens,
    index: usize,
    format: Format,
    options: &Options,
) -> PyResult<Vec<u8>> {
    convert::solved(py, || inner.placement_figure(index, format, options))
}

/// Files of the placement as text: `1 5 8 6 3 7 2 4`.
fn columns_text(columns: &[u32]) -> String {
    let files: Vec<String> = columns.iter().map(ToString::to_string).collect();
    files.join(" ")
}

/// One placement of n queens (or the proof that there is none), with its
/// figures.
///
/// Figures take the figure options of `boardfig queens` as keywords
/// (`theme`, `cell`, `coords`, `title`, `attacks`, `rank1_top`, `delay`,
/// `hold`, `loop`, `poster`); the bytes are those the command line
/// writes. In Jupyter the answer shows itself as its SVG.
#[pyclass(frozen, module = "boardfig", name = "Queens")]
pub(crate) struct Queens {
    inner: Arc<bindings::Queens>,
}

#[pymethods]
impl Queens {
    /// The 1-based file of the queen on each rank, rank 1 first, as
    /// `--format columns` prints it (empty without a placement).
    #[getter]
    fn columns(&self) -> Vec<u32> {
        self.inner.columns(0).unwrap_or_default()
    }

    /// The queens' squares, rank 1 first: `["a1", "e2", ...]`.
    #[getter]
    fn squares(&self) -> Vec<String> {
        self.inner.squares(0)
    }

    /// The board's side and the number of queens.
    #[getter]
    fn n(&self) -> usize {
        self.inner.n()
    }

    /// Whether a placement was found.
    #[getter]
    fn found(&self) -> bool {
        self.inner.found()
    }

    /// The method that gave the answer: backtrack or construct.
    #[getter]
    fn method(&self) -> String {
        self.inner.method()
    }

    /// Why there is no placement, or None.
    #[getter]
    fn reason(&self) -> Option<String> {
        self.inner.reason()
    }

    /// Why `method="auto"` constructed the placement instead of searching, or None.
    #[getter]
    fn note(&self) -> Option<String> {
        self.inner.note()
    }

    /// Queens placed by the search.
    #[getter]
    fn nodes(&self) -> u64 {
        self.inner.nodes()
    }

    /// The answer as one line of JSON, as `--format json` prints it.
    fn to_json(&self) -> String {
        self.inner.json()
    }

    /// The figure as SVG text (`--svg`).
    #[pyo3(signature = (**options))]
    fn svg(&self, py: Python<'_>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
        convert::text(figure(py, &self.inner, Format::Svg, options)?)
    }

    /// The figure as PNG bytes (`--png`).
    #[pyo3(signature = (**options))]
    fn png<'py>(
        &self,
        py: Python<'py>,
        options: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = figure(py, &self.inner, Format::Png, options)?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// The figure as PDF bytes (`--pdf`), vector, for print.
    #[pyo3(signature = (**options))]
    fn pdf<'py>(
        &self,
        py: Python<'py>,
        options: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = figure(py, &self.inner, Format::Pdf, options)?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// The search animation as GIF bytes (`--gif`).
    #[pyo3(signature = (**options))]
    fn gif<'py>(
        &self,
        py: Python<'py>,
        options: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = figure(py, &self.inner, Format::Gif, options)?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// The page that plays the search, as HTML text (`--html`).
    #[pyo3(signature = (**options))]
    fn html(&self, py: Python<'_>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
        convert::text(figure(py, &self.inner, Format::Html, options)?)
    }

    /// The backtracking search as JSON Lines text (`--trace`): one event a
    /// line, every square of every rank in order, placed or cut as attacked.
    #[pyo3(signature = (**options))]
    fn trace(&self, py: Python<'_>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
        convert::text(figure(py, &self.inner, Format::Trace, options)?)
    }

    /// The backtracking search tree, as SVG text (`--tree`).
    #[pyo3(signature = (**options))]
    fn tree(&self, py: Python<'_>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
        search_svg(py, &self.inner, true, options)
    }

    /// A printable strip of the search's steps, as SVG text (`--strip`).
    #[pyo3(signature = (**options))]
    fn strip(&self, py: Python<'_>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
        search_svg(py, &self.inner, false, options)
    }

    /// The search animation, shown inline in Jupyter: the interactive page
    /// (`player="page"`, the default) or the GIF (`player="gif"`).
    #[pyo3(signature = (player = "page", **options))]
    fn animate(
        &self,
        py: Python<'_>,
        player: &str,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Animation> {
        animation(py, &self.inner, player, options)
    }

    /// The SVG, for Jupyter; None when the figure cannot be drawn.
    fn _repr_svg_(&self, py: Python<'_>) -> Option<String> {
        figure(py, &self.inner, Format::Svg, None)
            .ok()
            .and_then(|bytes| String::from_utf8(bytes).ok())
    }

    fn __repr__(&self) -> String {
        let n = self.inner.n();
        match self.inner.columns(0) {
            Some(columns) => format!(
                "<boardfig.Queens n={n} by {}: {}>",
                self.inner.method(),
                columns_text(&columns)
            ),
            None => format!(
                "<boardfig.Queens n={n}: no placement ({})>",
                self.inner.reason().unwrap_or_default()
            ),
        }
    }
}

/// Every placement of n queens (`all=True`), or every fundamental one
/// (`fundamental=True`), in lexicographic order: a sequence of
/// [`Placement`]s (`len`, indexing, slicing, iteration). Its figure is the
/// sheet of all of them; in Jupyter it shows itself as that sheet.
#[pyclass(frozen, module = "boardfig", name = "Solutions", sequence)]
pub(crate) struct Solutions {
    inner: Arc<bindings::Queens>,
}

impl Solutions {
    /// Placement `index`.
    fn placement(&self, index: usize) -> Placement {
        Placement {
            inner: Arc::clone(&self.inner),
            index,
        }
    }

    /// Every placement, as a list.
    fn list<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let items: Vec<Placement> = (0..self.inner.len()).map(|k| self.placement(k)).collect();
        PyList::new(py, items)
    }
}

#[pymethods]
impl Solutions {
    fn __len__(&self) -> usize {
        self.inner.len()
    }

    fn __getitem__<'py>(
        &self,
        py: Python<'py>,
        index: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        if index.is_instance_of::<PySlice>() {
            return self.list(py)?.as_any().get_item(index);
        }
        let length = self.inner.len() as isize;
        let k: isize = index.extract()?;
        let k = if k < 0 { k + length } else { k };
        if !(0..length).contains(&k) {
            return Err(PyIndexError::new_err(format!(
                "placement index {index} out of range: {length} placements"
            )));
        }
        Ok(Bound::new(py, self.placement(k as usize))?.into_any())
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(self.list(py)?.as_any().try_iter()?.into_any())
    }

    /// Every placement as 1-based files, rank 1 first, as `--format columns` prints them.
    #[getter]
    fn columns(&self) -> Vec<Vec<u32>> {
        self.inner.placements()
    }

    /// The board's side and the number of queens.
    #[getter]
    fn n(&self) -> usize {
        self.inner.n()
    }

    /// Whether there is at least one placement.
    #[getter]
    fn found(&self) -> bool {
        self.inner.found()
    }

    /// Whether only one placement per symmetry class was asked for.
    #[getter]
    fn fundamental(&self) -> bool {
        self.inner.fundamental()
    }

    /// The method that gave the answer: backtrack.
    #[getter]
    fn method(&self) -> String {
        self.inner.method()
    }

    /// Why there is no placement, or None.
    #[getter]
    fn reason(&self) -> Option<String> {
        self.inner.reason()
    }

    /// Queens placed by the search.
    #[getter]
    fn nodes(&self) -> u64 {
        self.inner.nodes()
    }

    /// The answer as one line of JSON, as `--format json` prints it.
    fn to_json(&self) -> String {
        self.inner.json()
    }

    /// The sheet of every placement as SVG text (`--svg`).
    #[pyo3(signature = (**options))]
    fn svg(&self, py: Python<'_>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
        convert::text(figure(py, &self.inner, Format::Svg, options)?)
    }

    /// The sheet as PNG bytes (`--png`).
    #[pyo3(signature = (**options))]
    fn png<'py>(
        &self,
        py: Python<'py>,
        options: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = figure(py, &self.inner, Format::Png, options)?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// The sheet as PDF bytes (`--pdf`), vector, for print.
    #[pyo3(signature = (**options))]
    fn pdf<'py>(
        &self,
        py: Python<'py>,
        options: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = figure(py, &self.inner, Format::Pdf, options)?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// The animation of the search for every placement, as GIF bytes (`--gif`).
    #[pyo3(signature = (**options))]
    fn gif<'py>(
        &self,
        py: Python<'py>,
        options: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = figure(py, &self.inner, Format::Gif, options)?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// The page that plays the search, as HTML text (`--html`).
    #[pyo3(signature = (**options))]
    fn html(&self, py: Python<'_>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
        convert::text(figure(py, &self.inner, Format::Html, options)?)
    }

    /// The search animation, shown inline in Jupyter (see `Queens.animate`).
    #[pyo3(signature = (player = "page", **options))]
    fn animate(
        &self,
        py: Python<'_>,
        player: &str,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Animation> {
        animation(py, &self.inner, player, options)
    }

    /// The sheet's SVG, for Jupyter; None when it cannot be drawn.
    fn _repr_svg_(&self, py: Python<'_>) -> Option<String> {
        figure(py, &self.inner, Format::Svg, None)
            .ok()
            .and_then(|bytes| String::from_utf8(bytes).ok())
    }

    fn __repr__(&self) -> String {
        let count = self.inner.len();
        format!(
            "<boardfig.Solutions n={}{}: {count} placement{}>",
            self.inner.n(),
            if self.inner.fundamental() {
                ", fundamental"
            } else {
                ""
            },
            if count == 1 { "" } else { "s" }
        )
    }
}

/// One placement of a [`Solutions`] sequence, drawn alone on its board.
#[pyclass(frozen, module = "boardfig", name = "Placement")]
pub(crate) struct Placement {
    inner: Arc<bindings::Queens>,
    index: usize,
}

#[pymethods]
impl Placement {
    /// The 1-based file of the queen on each rank, rank 1 first.
    #[getter]
    fn columns(&self) -> Vec<u32> {
        self.inner.columns(self.index).unwrap_or_default()
    }

    /// The queens' squares, rank 1 first: `["a1", "e2", ...]`.
    #[getter]
    fn squares(&self) -> Vec<String> {
        self.inner.squares(self.index)
    }

    /// The board's side and the number of queens.
    #[getter]
    fn n(&self) -> usize {
        self.inner.n()
    }

    /// Its place in the sequence, from 0.
    #[getter]
    fn index(&self) -> usize {
        self.index
    }

    /// The placement alone on its board, as SVG text.
    #[pyo3(signature = (**options))]
    fn svg(&self, py: Python<'_>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
        let options = convert::options(options)?;
        convert::text(placement_figure(
            py,
            &self.inner,
            self.index,
            Format::Svg,
            &options,
        )?)
    }

    /// The placement alone on its board, as PNG bytes.
    #[pyo3(signature = (**options))]
    fn png<'py>(
        &self,
        py: Python<'py>,
        options: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let options = convert::options(options)?;
        let bytes = placement_figure(py, &self.inner, self.index, Format::Png, &options)?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// The placement alone on its board, as PDF bytes, vector, for print.
    #[pyo3(signature = (**options))]
    fn pdf<'py>(
        &self,
        py: Python<'py>,
        options: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let options = convert::options(options)?;
        let bytes = placement_figure(py, &self.inner, self.index, Format::Pdf, &options)?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// The SVG, for Jupyter; None when it cannot be drawn.
    fn _repr_svg_(&self, py: Python<'_>) -> Option<String> {
        placement_figure(py, &self.inner, self.index, Format::Svg, &Vec::new())
            .ok()
            .and_then(|bytes| String::from_utf8(bytes).ok())
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Placement>()
            .is_ok_and(|other| other.get().columns() == self.columns())
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        self.columns().hash(&mut hasher);
        hasher.finish()
    }

    fn __repr__(&self) -> String {
        format!(
            "<boardfig.Placement {} of {}, n={}: {}>",
            self.index + 1,
            self.inner.len(),
            self.inner.n(),
            columns_text(&self.columns())
        )
    }
}
