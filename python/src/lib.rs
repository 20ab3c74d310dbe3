//! The Python package `boardfig`: knight's tours and N queens solved and
//! drawn by boardfig's library, through the same plan and pipeline as the
//! command line. Keyword arguments are the build file's keys (`-` written
//! `_`), read as a build file's job table, so their defaults, checks and
//! messages are the same. `help()` and Jupyter's `?` show every keyword
//! with its default, written from the key table when the module loads
//! (`signature`).

#[macro_use]
mod methods;
mod animation;
mod convert;
mod knight;
mod queens;
mod signature;
mod summary;
mod worksheet;

use std::path::PathBuf;

use boardfig::{BuildOptions, JobTable, Key};
use pyo3::prelude::*;

/// What `knight()` says after its signature.
const KNIGHT_DOC: &str = "Finds a knight's tour (or proves there is none) on `board`.

Keywords are the options of `boardfig knight` and the keys of a build
file's `[[knight]]` table: start, end, closed, method, order, budget,
count (then the number of tours is returned), and the figure options
the answer's figures use by default. A bad value raises `ValueError`
naming the key, a value of the wrong type `TypeError`; a spent budget
raises `BudgetExceeded`; no tour is an answer with `found == False`.";

/// What `queens()` says after its signature.
const QUEENS_DOC: &str = "Places `n` queens that do not attack each other.

Keywords are the options of `boardfig queens` and the keys of a build
file's `[[queens]]` table: all (every placement, a sequence),
fundamental (one per symmetry class), count (the number is returned),
method, budget, and the figure options the answer's figures use by
default. A bad value raises `ValueError` naming the key, a value of
the wrong type `TypeError`.";

/// What `explore()` says after its signature.
const EXPLORE_DOC: &str = "The knight's tour explorer: one page where a student picks the board
(every size in `sizes`, or \"3x4..8x8\" for rectangles), the start, an
end square, open or closed and the method, and watches the tour or the
search. Every answer is solved when the page is made. Shows itself in
Jupyter (an iframe); `.save(path)` writes the page.";

/// What `worksheet()` says after its signature.
const WORKSHEET_DOC: &str = "A worksheet for print: tours to complete from their first squares
(`puzzle=\"knight\"`, on `board`) or queens to complete (`puzzle=\"queens\"`,
`n`), `count` exercises each giving `clues` squares or queens, `prove` of
them \"prove it\" ones with no completion. Each exercise is checked by
the solver; the same `seed` makes the same sheet. `.pdf()` and
`.pdf(answers=True)` give the sheet and its key, `.svg(page)` one page,
`.save(path, answers=key_path)` writes them; Jupyter shows the first page.
A bad value raises `ValueError` naming the key, a wrong type `TypeError`.";

/// The explorer's page for the options, as an animation Jupyter shows.
fn explore(py: Python<'_>, options: &convert::Options) -> PyResult<Py<PyAny>> {
    let page = convert::run(py, || boardfig::bindings::explore(options))?;
    let title = boardfig::bindings::animation_title(options);
    let page = animation::Animation::from_figure(page, animation::Player::Page, title);
    Ok(Py::new(py, page)?.into_any())
}

/// Builds every job of a build file, as `boardfig build` does: `config`
/// (default ./boardfig.toml, else the built-in gallery) into `out`
/// (default "output"), or with `check=True` compares the figures with the
/// files there and writes nothing.
///
/// Returns a `BuildSummary`, false when the command line would not exit 0
/// (a failed job; with check, a stale, missing or unexpected file). A
/// build file that cannot be read raises `OSError`; a malformed one
/// `ValueError` naming the file and line.
#[pyfunction]
#[pyo3(signature = (
    config = None, out = None, check = false, *, only = Vec::new(), force = false,
    jobs = None, strict = false, prune = false, shard = None
))]
#[allow(clippy::too_many_arguments)]
fn build(
    py: Python<'_>,
    config: Option<PathBuf>,
    out: Option<PathBuf>,
    check: bool,
    only: Vec<String>,
    force: bool,
    jobs: Option<usize>,
    strict: bool,
    prune: bool,
    shard: Option<(usize, usize)>,
) -> PyResult<summary::Summary> {
    // The library checks the options (`BuildOptions::validate`, which
    // `bindings::build` runs first) and names a wrong one by its keyword.
    let options = BuildOptions {
        config,
        out,
        check,
        diff: None,
        jobs,
        only,
        shard,
        force,
        strict,
        prune,
    };
    summary::run(py, &options)
}

/// Knight's tours and N queens, solved and drawn as teaching figures
/// (SVG, PNG, GIF, HTML) by boardfig; answers show themselves in Jupyter.
#[pymodule]
#[pyo3(name = "boardfig")]
fn boardfig_module(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    signature::add(
        module,
        signature::Keywords {
            name: "knight",
            table: JobTable::Knight,
            positional: Some(Key::Board),
            doc: KNIGHT_DOC,
            body: knight::solve,
        },
    )?;
    signature::add(
        module,
        signature::Keywords {
            name: "queens",
            table: JobTable::Queens,
            positional: Some(Key::N),
            doc: QUEENS_DOC,
            body: queens::solve,
        },
    )?;
    signature::add(
        module,
        signature::Keywords {
            name: "explore",
            table: JobTable::Explore,
            positional: None,
            doc: EXPLORE_DOC,
            body: explore,
        },
    )?;
    signature::add(
        module,
        signature::Keywords {
            name: "worksheet",
            table: JobTable::Worksheet,
            positional: None,
            doc: WORKSHEET_DOC,
            body: worksheet::make,
        },
    )?;
    module.add_function(wrap_pyfunction!(build, module)?)?;
    module.add_class::<knight::Knight>()?;
    module.add_class::<queens::Queens>()?;
    module.add_class::<queens::Solutions>()?;
    module.add_class::<queens::Placement>()?;
    module.add_class::<animation::Animation>()?;
    module.add_class::<summary::Summary>()?;
    module.add_class::<summary::Job>()?;
    module.add_class::<worksheet::Worksheet>()?;
    module.add("BudgetExceeded", py.get_type::<convert::BudgetExceeded>())?;
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
