//! `boardfig.queens(...)` and the answers it returns: one placement, or a
//! sequence of placements (`all=True`), each drawn on its own board.

use std::sync::Arc;

use boardfig::Format;
use boardfig::bindings::{self, QueensResult};
use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PySlice};

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

/// A figure of a whole queens answer in `format`, with `options` over its own.
fn figure(
    py: Python<'_>,
    inner: &bindings::Queens,
    format: Format,
    options: &Options,
) -> PyResult<Vec<u8>> {
    convert::solved(py, || inner.figure(format, options))
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
/// (those of `queens()` from `theme` on, as `help(boardfig.queens)` lists
/// them); the bytes are those the command line writes. In Jupyter the
/// answer shows itself as its SVG.
#[pyclass(frozen, module = "boardfig", name = "Queens")]
pub(crate) struct Queens {
    inner: Arc<bindings::Queens>,
}

impl Queens {
    /// The placement's figure in `format`.
    fn figure(&self, py: Python<'_>, format: Format, options: &Options) -> PyResult<Vec<u8>> {
        figure(py, &self.inner, format, options)
    }
}

answer_class!(traced Queens {
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

    /// Why `method="auto"` constructed the placement instead of searching, or None.
    #[getter]
    fn note(&self) -> Option<String> {
        self.inner.note()
    }

    /// The backtracking search tree, as SVG text (`--tree`).
    #[pyo3(signature = (**options))]
    fn tree(&self, py: Python<'_>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
        let options = convert::options(options)?;
        convert::text(convert::solved(py, || self.inner.tree(&options))?)
    }

    /// A printable strip of the search's steps, as SVG text (`--strip`).
    #[pyo3(signature = (**options))]
    fn strip(&self, py: Python<'_>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
        let options = convert::options(options)?;
        convert::text(convert::solved(py, || self.inner.strip(&options))?)
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
});

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

    /// The sheet's figure in `format`.
    fn figure(&self, py: Python<'_>, format: Format, options: &Options) -> PyResult<Vec<u8>> {
        figure(py, &self.inner, format, options)
    }
}

answer_class!(answer Solutions {
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

    /// Whether only one placement per symmetry class was asked for.
    #[getter]
    fn fundamental(&self) -> bool {
        self.inner.fundamental()
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
});

/// One placement of a [`Solutions`] sequence, drawn alone on its board.
#[pyclass(frozen, module = "boardfig", name = "Placement")]
pub(crate) struct Placement {
    inner: Arc<bindings::Queens>,
    index: usize,
}

impl Placement {
    /// The placement alone on its board, in `format` (SVG, PNG or PDF).
    fn figure(&self, py: Python<'_>, format: Format, options: &Options) -> PyResult<Vec<u8>> {
        convert::solved(py, || {
            self.inner.placement_figure(self.index, format, options)
        })
    }
}

answer_class!(still Placement {
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
});
