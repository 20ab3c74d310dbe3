//! The functions whose keywords are a job table's keys, made when the
//! module loads: the signature `help()` and Jupyter's `?` show is made
//! from boardfig's key table (every keyword, in the order declared, with
//! its declared default; `None` where the board, the puzzle or the method
//! decides), so it cannot drift from what the function takes.

use std::ffi::CStr;

use boardfig::bindings::keywords;
use boardfig::{DefaultValue, JobTable, Key};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyCFunction, PyDict, PyTuple};

use crate::convert;

/// What a function with a job table's keywords does with its options (the
/// positional argument, if given, among them).
type Body = fn(Python<'_>, &convert::Options) -> PyResult<Py<PyAny>>;

/// A function of the module whose keywords are `table`'s keys.
pub(crate) struct Keywords {
    /// Its name.
    pub name: &'static str,
    /// The table whose keys it takes.
    pub table: JobTable,
    /// The key it also takes as its one positional argument.
    pub positional: Option<Key>,
    /// Its documentation, after the signature.
    pub doc: &'static str,
    /// What it does.
    pub body: Body,
}

/// The default a signature shows: the declared value, or `None` where
/// the board, the puzzle or the method decides it (or the option is off).
fn default_object(py: Python<'_>, key: Key, table: JobTable) -> PyResult<Bound<'_, PyAny>> {
    Ok(match key.default_in(table) {
        Some(DefaultValue::Text(text)) => text.into_pyobject(py)?.into_any(),
        Some(DefaultValue::Whole(n)) => n.into_pyobject(py)?.into_any(),
        Some(DefaultValue::Switch(on)) => on.into_pyobject(py)?.to_owned().into_any(),
        Some(DefaultValue::List(texts)) => texts.to_vec().into_pyobject(py)?.into_any(),
        Some(DefaultValue::Decided(_)) | None => py.None().into_bound(py),
    })
}

/// The signature (an `inspect.Signature`): the positional key first, then
/// every other keyword of `table`, keyword-only, in the order declared.
fn signature(
    py: Python<'_>,
    table: JobTable,
    positional: Option<Key>,
) -> PyResult<Bound<'_, PyAny>> {
    let inspect = py.import("inspect")?;
    let parameter = inspect.getattr("Parameter")?;
    let mut parameters = Vec::new();
    let keys = positional.into_iter().chain(
        keywords(table)
            .into_iter()
            .filter(|key| Some(*key) != positional),
    );
    for key in keys {
        let kind = if Some(key) == positional {
            "POSITIONAL_OR_KEYWORD"
        } else {
            "KEYWORD_ONLY"
        };
        let options = PyDict::new(py);
        options.set_item("default", default_object(py, key, table)?)?;
        parameters.push(parameter.call((key.keyword(), parameter.getattr(kind)?), Some(&options))?);
    }
    inspect.getattr("Signature")?.call1((parameters,))
}

/// The options of a call: the positional argument (at most one, not also
/// given by keyword) and the keywords.
fn call_options(
    function: &Keywords,
    args: &Bound<'_, PyTuple>,
    kwargs: Option<&Bound<'_, PyDict>>,
) -> PyResult<convert::Options> {
    let name = function.name;
    let first = match (function.positional, args.len()) {
        (_, 0) => None,
        (Some(key), 1) => {
            let keyword = key.keyword();
            if kwargs.is_some_and(|kwargs| kwargs.contains(&keyword).unwrap_or(false)) {
                return Err(PyTypeError::new_err(format!(
                    "{name}() got multiple values for argument '{keyword}'"
                )));
            }
            Some((key, args.get_item(0)?))
        }
        (Some(key), given) => {
            return Err(PyTypeError::new_err(format!(
                "{name}() takes at most 1 positional argument ({}), {given} were given",
                key.keyword()
            )));
        }
        (None, given) => {
            return Err(PyTypeError::new_err(format!(
                "{name}() takes keyword arguments only, {given} positional were given"
            )));
        }
    };
    convert::with_positional(
        first.as_ref().map(|(key, value)| (key.name(), value)),
        kwargs,
    )
}

/// The Python function that calls a native one: a native function keeps
/// its signature in its documentation, fixed when compiled, while a Python
/// function's `__signature__` can be the one made from the key table.
const WRAPPER: &CStr = c"def wrap(native):
    def function(*args, **kwargs):
        return native(*args, **kwargs)
    return function
";

/// Adds the function to the module.
pub(crate) fn add(module: &Bound<'_, PyModule>, function: Keywords) -> PyResult<()> {
    let py = module.py();
    let name = function.name;
    let signed = signature(py, function.table, function.positional)?;
    let doc = function.doc;
    let native = PyCFunction::new_closure(
        py,
        None,
        None,
        move |args: &Bound<'_, PyTuple>, kwargs: Option<&Bound<'_, PyDict>>| {
            let options = call_options(&function, args, kwargs)?;
            (function.body)(args.py(), &options)
        },
    )?;
    let wrapper = PyModule::from_code(py, WRAPPER, c"<boardfig>", c"boardfig._signature")?;
    let made = wrapper.getattr("wrap")?.call1((native,))?;
    made.setattr("__name__", name)?;
    made.setattr("__qualname__", name)?;
    // A traceback names the function as called: `in knight`.
    let renamed = PyDict::new(py);
    renamed.set_item("co_name", name)?;
    let code = made
        .getattr("__code__")?
        .call_method("replace", (), Some(&renamed))?;
    made.setattr("__code__", code)?;
    made.setattr("__module__", module.name()?)?;
    made.setattr("__doc__", doc)?;
    made.setattr("__signature__", signed)?;
    module.add(name, made)
}
