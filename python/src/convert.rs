//! Between Python and boardfig's bindings interface: keyword arguments to
//! options, errors to exceptions, warnings to Python warnings, and long
//! work run with the interpreter free and Ctrl-C heard.

use std::ffi::CString;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use boardfig::bindings::{self, ApiError, ErrorKind, Solved, Value};
use pyo3::exceptions::{
    PyKeyboardInterrupt, PyOSError, PyRuntimeError, PyTypeError, PyUserWarning, PyValueError,
};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};

pyo3::create_exception!(
    boardfig,
    BudgetExceeded,
    PyRuntimeError,
    "A search spent its budget (`budget`, or the default) without an answer."
);

/// Options as the interface takes them: key and value.
pub(crate) type Options = Vec<(String, Value)>;

/// A Python value as an option's value; `None` leaves the option out.
fn value(key: &str, object: &Bound<'_, PyAny>) -> PyResult<Option<Value>> {
    if object.is_none() {
        return Ok(None);
    }
    if let Ok(flag) = object.cast::<PyBool>() {
        return Ok(Some(Value::Bool(flag.is_true())));
    }
    if object.is_instance_of::<PyInt>() {
        return match object.extract::<i64>() {
            Ok(number) => Ok(Some(Value::Int(number))),
            Err(_) => Err(PyValueError::new_err(format!(
                "{} `{object}`: too large",
                key.replace('_', "-")
            ))),
        };
    }
    if object.is_instance_of::<PyFloat>() {
        return Ok(Some(Value::Float(object.extract()?)));
    }
    if let Ok(text) = object.cast::<PyString>() {
        return Ok(Some(Value::Text(text.extract::<String>()?)));
    }
    if object.hasattr("__fspath__")? {
        // A path (`pathlib.Path`, `os.PathLike`) is its text, as `font` takes it.
        let path = object.call_method0("__fspath__")?;
        if let Ok(text) = path.cast::<PyString>() {
            return Ok(Some(Value::Text(text.extract::<String>()?)));
        }
    }
    if object.is_instance_of::<PyList>() || object.is_instance_of::<PyTuple>() {
        let mut items = Vec::new();
        for item in object.try_iter()? {
            items.extend(value(key, &item?)?);
        }
        return Ok(Some(Value::List(items)));
    }
    Err(PyTypeError::new_err(format!(
        "{key}: expected a str, int, float, bool or list, not {}",
        object.get_type().name()?
    )))
}

/// Keyword arguments as options, in the order given; `None` values left out.
pub(crate) fn options(kwargs: Option<&Bound<'_, PyDict>>) -> PyResult<Options> {
    let mut options = Vec::new();
    if let Some(kwargs) = kwargs {
        for (key, object) in kwargs.iter() {
            let key: String = key.extract()?;
            if let Some(value) = value(&key, &object)? {
                options.push((key, value));
            }
        }
    }
    Ok(options)
}

/// Positional arguments put before the keyword arguments, as options.
pub(crate) fn with_positional(
    first: Option<(&str, &Bound<'_, PyAny>)>,
    kwargs: Option<&Bound<'_, PyDict>>,
) -> PyResult<Options> {
    let mut all = Vec::new();
    if let Some((key, object)) = first
        && let Some(value) = value(key, object)?
    {
        all.push((key.to_string(), value));
    }
    all.extend(options(kwargs)?);
    Ok(all)
}

/// The exception for an error of the interface.
pub(crate) fn exception(error: ApiError) -> PyErr {
    let message = error.message;
    match error.kind {
        ErrorKind::UnknownOption | ErrorKind::Type => PyTypeError::new_err(message),
        ErrorKind::Value => PyValueError::new_err(message),
        ErrorKind::Budget => BudgetExceeded::new_err(message),
        ErrorKind::Io => PyOSError::new_err(message),
        ErrorKind::Interrupted => PyKeyboardInterrupt::new_err(message),
    }
}

/// Issues each warning as a Python `UserWarning` at the caller's line.
pub(crate) fn warn(py: Python<'_>, warnings: &[String]) -> PyResult<()> {
    let category = py.get_type::<PyUserWarning>();
    for warning in warnings {
        let message = CString::new(format!("boardfig: {warning}"))
            .unwrap_or_else(|_| c"boardfig: warning".to_owned());
        PyErr::warn(py, category.as_any(), &message, 2)?;
    }
    Ok(())
}

/// How often the waiting thread looks for Ctrl-C.
const SIGNAL_POLL: Duration = Duration::from_millis(50);

/// Runs `work` on another thread with the interpreter free for other
/// threads; Ctrl-C (or another signal handler's exception) asks the
/// searches to stop and is raised once the work has ended.
pub(crate) fn run<T: Send>(
    py: Python<'_>,
    work: impl FnOnce() -> Result<T, ApiError> + Send,
) -> PyResult<T> {
    let (result, signal) = py.detach(|| {
        std::thread::scope(|scope| {
            let (sender, receiver) = mpsc::channel();
            scope.spawn(move || {
                let _ = sender.send(work());
            });
            let mut signal = None;
            #[allow(clippy::redundant_closure_for_method_calls)] // the closure is general over 'py
            loop {
                match receiver.recv_timeout(SIGNAL_POLL) {
                    Ok(result) => return (Some(result), signal),
                    Err(RecvTimeoutError::Disconnected) => return (None, signal),
                    Err(RecvTimeoutError::Timeout) => {}
                }
                if signal.is_none()
                    && let Err(error) = Python::attach(|py| py.check_signals())
                {
                    bindings::request_stop();
                    signal = Some(error);
                }
            }
        })
    });
    if let Some(error) = signal {
        bindings::clear_stop();
        return Err(error);
    }
    match result {
        Some(result) => result.map_err(exception),
        None => Err(PyRuntimeError::new_err(
            "boardfig: the work ended without a result",
        )),
    }
}

/// Runs `work` (a figure or an answer) as [`run`] does, then issues its
/// warnings.
pub(crate) fn solved<T: Send>(
    py: Python<'_>,
    work: impl FnOnce() -> Result<Solved<T>, ApiError> + Send,
) -> PyResult<T> {
    let solved = run(py, work)?;
    warn(py, &solved.warnings)?;
    Ok(solved.result)
}

/// Bytes that are UTF-8 text (SVG, HTML) as a string.
pub(crate) fn text(bytes: Vec<u8>) -> PyResult<String> {
    String::from_utf8(bytes).map_err(|e| PyRuntimeError::new_err(e.to_string()))
}
