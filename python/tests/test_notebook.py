"""The example notebook runs headless and shows its figures."""

from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

NOTEBOOK = Path(__file__).resolve().parents[2] / "examples" / "boardfig.ipynb"


def outputs_of(cell):
    """The MIME bundles and text a code cell put out."""
    bundles = [o.get("data", {}) for o in cell.outputs if o.output_type in ("execute_result", "display_data")]
    text = "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")
    return bundles, text


def test_the_example_notebook_runs_and_shows_figures(tmp_path):
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    client = nbclient.NotebookClient(
        notebook,
        timeout=120,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
    )
    client.execute()
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    for cell in code:
        assert not [o for o in cell.outputs if o.output_type == "error"], cell.source
    shown = [outputs_of(cell) for cell in code]

    tour, data, textbook, sheet, one, page, gif, errors = shown
    assert tour[0][0]["image/svg+xml"].startswith("<svg")
    assert "Knight's tour on 8x8" in tour[0][0]["image/svg+xml"]
    assert "64" in data[1] and "a1 b3" in data[1]
    assert textbook[0][0]["image/svg+xml"].startswith("<svg")
    assert sheet[1].startswith("12 [1, 5, 8, 6, 3, 7, 2, 4]")
    assert sheet[0][0]["image/svg+xml"].startswith("<svg")
    assert one[0][0]["image/svg+xml"] != sheet[0][0]["image/svg+xml"]
    assert page[0][0]["text/html"].startswith('<iframe srcdoc="&lt;!DOCTYPE html&gt;')
    assert "text/plain" in page[0][0]
    assert gif[0][0]["text/html"].startswith('<img src="data:image/gif;base64,R0lGOD')
    assert "False" in errors[1] and "ValueError: cell `2`" in errors[1]
