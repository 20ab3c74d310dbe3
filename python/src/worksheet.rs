//! `worksheet()`: a sheet of exercises for print and its answer key, as
//! `boardfig worksheet` makes them; shows its first page in Jupyter.

use std::path::PathBuf;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::convert;

/// A worksheet: exercises chosen from the seed, each checked by the
/// solver (exactly one completion, or none for a "prove it" one), drawn
/// as a sheet and as its answer key.
#[pyclass(frozen, module = "boardfig", name = "Worksheet")]
pub(crate) struct Worksheet(boardfig::bindings::Worksheet);

/// Makes the worksheet the options ask for.
pub(crate) fn make(py: Python<'_>, options: &convert::Options) -> PyResult<Py<PyAny>> {
    let sheet = convert::run(py, || boardfig::bindings::Worksheet::make(options))?;
    Ok(Py::new(py, Worksheet(sheet))?.into_any())
}

#[pymethods]
impl Worksheet {
    /// The number of pages (six exercises a page); the key has as many.
    #[getter]
    fn pages(&self) -> usize {
        self.0.pages()
    }

    /// The sheet as PDF bytes, or its answer key with `answers=True`.
    #[pyo3(signature = (*, answers = false))]
    fn pdf<'py>(&self, py: Python<'py>, answers: bool) -> Bound<'py, PyBytes> {
        PyBytes::new(py, &self.0.pdf(answers))
    }

    /// One page of the sheet (or of the key) as SVG text, pages numbered
    /// from 0.
    #[pyo3(signature = (page = 0, *, answers = false))]
    fn svg(&self, page: usize, answers: bool) -> PyResult<String> {
        self.0.svg(answers, page).map_err(convert::exception)
    }

    /// Writes the sheet to `path` (PDF, or SVG when the sheet is one page
    /// and the name ends in `.svg`) and, when given, the answer key to
    /// `answers` the same way.
    #[pyo3(signature = (path, answers = None))]
    fn save(&self, path: PathBuf, answers: Option<PathBuf>) -> PyResult<()> {
        let mut files = vec![(path, false)];
        files.extend(answers.map(|path| (path, true)));
        let mut made = Vec::new();
        for (path, key) in files {
            let svg = path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("svg"));
            let bytes = if svg {
                if self.0.pages() > 1 {
                    return Err(PyValueError::new_err(format!(
                        "{}: the sheet has {} pages and an SVG file holds one; \
                         save it as .pdf, or ask for 6 exercises or fewer with count",
                        path.display(),
                        self.0.pages()
                    )));
                }
                self.0.svg(key, 0).map_err(convert::exception)?.into_bytes()
            } else {
                self.0.pdf(key)
            };
            made.push((path, bytes));
        }
        for (path, bytes) in made {
            std::fs::write(&path, bytes)?;
        }
        Ok(())
    }

    /// The first page, which Jupyter shows.
    fn _repr_svg_(&self) -> Option<String> {
        self.0.svg(false, 0).ok()
    }
}
