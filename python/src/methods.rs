//! The methods the answer classes share, written once: a class has an
//! inherent `fn figure(&self, py, format, &Options) -> PyResult<Vec<u8>>`
//! (its figure in a format, with figure options over its own) and
//! `answer_class!` writes its `#[pymethods]` block: the figure methods it
//! takes, then its own methods.
//!
//! - `still`: `svg`, `png`, `pdf` and `_repr_svg_` (a placement of a
//!   sequence);
//! - `animated`: those, and `gif`, `html` and `animate` (the sheet of
//!   every placement);
//! - `answer`: those, and the answer's getters `found`, `method`,
//!   `reason`, `nodes` and `to_json`, read from `self.inner` (the sequence
//!   of every placement);
//! - `traced`: those, and `trace` (a tour, a placement).

/// Writes a class's `#[pymethods]` block: the shared methods of its kind
/// (`still`, `animated`, `answer` or `traced`), then the methods given.
macro_rules! answer_class {
    (still $class:ident { $($own:tt)* }) => {
        #[pymethods]
        impl $class {
            /// The figure as SVG text (`--svg`).
            #[pyo3(signature = (**options))]
            fn svg(&self, py: Python<'_>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
                crate::convert::text(self.figure(py, Format::Svg, &crate::convert::options(options)?)?)
            }

            /// The figure as PNG bytes (`--png`).
            #[pyo3(signature = (**options))]
            fn png<'py>(
                &self,
                py: Python<'py>,
                options: Option<&Bound<'py, PyDict>>,
            ) -> PyResult<Bound<'py, PyBytes>> {
                let bytes = self.figure(py, Format::Png, &crate::convert::options(options)?)?;
                Ok(PyBytes::new(py, &bytes))
            }

            /// The figure as PDF bytes (`--pdf`), vector, for print.
            #[pyo3(signature = (**options))]
            fn pdf<'py>(
                &self,
                py: Python<'py>,
                options: Option<&Bound<'py, PyDict>>,
            ) -> PyResult<Bound<'py, PyBytes>> {
                let bytes = self.figure(py, Format::Pdf, &crate::convert::options(options)?)?;
                Ok(PyBytes::new(py, &bytes))
            }

            /// The SVG, for Jupyter; None when the figure cannot be drawn.
            fn _repr_svg_(&self, py: Python<'_>) -> Option<String> {
                self.figure(py, Format::Svg, &Vec::new())
                    .ok()
                    .and_then(|bytes| String::from_utf8(bytes).ok())
            }

            $($own)*
        }
    };
    (animated $class:ident { $($own:tt)* }) => {
        answer_class!(still $class {
            /// The animation as GIF bytes (`--gif`): the tour move by move,
            /// or the search.
            #[pyo3(signature = (**options))]
            fn gif<'py>(
                &self,
                py: Python<'py>,
                options: Option<&Bound<'py, PyDict>>,
            ) -> PyResult<Bound<'py, PyBytes>> {
                let bytes = self.figure(py, Format::Gif, &crate::convert::options(options)?)?;
                Ok(PyBytes::new(py, &bytes))
            }

            /// The self-contained page that plays the animation, as HTML
            /// text (`--html`).
            #[pyo3(signature = (**options))]
            fn html(&self, py: Python<'_>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
                crate::convert::text(self.figure(py, Format::Html, &crate::convert::options(options)?)?)
            }

            /// The animation, shown inline in Jupyter: the interactive page
            /// (`player="page"`, the default) or the GIF (`player="gif"`).
            #[pyo3(signature = (player = "page", **options))]
            fn animate(
                &self,
                py: Python<'_>,
                player: &str,
                options: Option<&Bound<'_, PyDict>>,
            ) -> PyResult<crate::animation::Animation> {
                let player = crate::animation::Player::named(player)?;
                let format = match player {
                    crate::animation::Player::Page => Format::Html,
                    crate::animation::Player::Gif => Format::Gif,
                };
                let options = crate::convert::options(options)?;
                let data = self.figure(py, format, &options)?;
                let title = self.inner.animation_title(&options);
                Ok(crate::animation::Animation::from_figure(data, player, title))
            }

            $($own)*
        });
    };
    (answer $class:ident { $($own:tt)* }) => {
        answer_class!(animated $class {
            /// Whether an answer was found.
            #[getter]
            fn found(&self) -> bool {
                self.inner.found()
            }

            /// The method that gave the answer, as `method` names it:
            /// backtrack, construct, warnsdorff or sweep.
            #[getter]
            fn method(&self) -> String {
                self.inner.method()
            }

            /// Why there is no answer (a theorem, or the exhausted search),
            /// or None.
            #[getter]
            fn reason(&self) -> Option<String> {
                self.inner.reason()
            }

            /// Search nodes visited.
            #[getter]
            fn nodes(&self) -> u64 {
                self.inner.nodes()
            }

            /// The answer as one line of JSON, as `--format json` prints it.
            fn to_json(&self) -> String {
                self.inner.json()
            }

            $($own)*
        });
    };
    (traced $class:ident { $($own:tt)* }) => {
        answer_class!(answer $class {
            /// The backtracking search as JSON Lines text (`--trace`): one
            /// event a line, every candidate in order, entered or cut with
            /// its rule.
            #[pyo3(signature = (**options))]
            fn trace(&self, py: Python<'_>, options: Option<&Bound<'_, PyDict>>) -> PyResult<String> {
                crate::convert::text(self.figure(py, Format::Trace, &crate::convert::options(options)?)?)
            }

            $($own)*
        });
    };
}
