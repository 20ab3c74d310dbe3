"""The example notebook runs headless and shows its figures, and is
committed with the outputs it makes, byte for byte, so that a code host
shows them. To update it: BOARDFIG_UPDATE_NOTEBOOK=1 bash .ci/python."""

import os
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


@pytest.fixture(scope="module")
def executed(tmp_path_factory):
    """The example notebook, run from the top in a fresh kernel."""
    notebook = nbformat.read(NOTEBOOK, as_version=4)
    client = nbclient.NotebookClient(
        notebook,
        timeout=120,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path_factory.mktemp("notebook"))}},
    )
    client.execute()
    return notebook


def coalesced(outputs):
    """The outputs with each run of text on one stream joined into one
    output: the kernel sends a cell's prints in one message or several,
    as its timing falls, and the notebook keeps them as they came."""
    joined = []
    for output in outputs:
        last = joined[-1] if joined else None
        if (
            output.output_type == "stream"
            and last is not None
            and last.output_type == "stream"
            and last.name == output.name
        ):
            last.text += output.text
        else:
            joined.append(output)
    return joined


def as_committed(executed):
    """The text of the notebook as committed: the committed file with each
    code cell's outputs and count replaced by those of the run. The
    notebook's metadata stays the committed one, so the kernel's versions
    are not written into it."""
    committed = nbformat.read(NOTEBOOK, as_version=4)
    assert [c.source for c in committed.cells] == [c.source for c in executed.cells]
    for cell, ran in zip(committed.cells, executed.cells):
        if cell.cell_type == "code":
            cell.outputs = coalesced(ran.outputs)
            cell.execution_count = ran.execution_count
    text = nbformat.writes(committed)
    return text if text.endswith("\n") else text + "\n"


def test_the_committed_notebook_holds_the_outputs_it_makes(executed):
    made = as_committed(executed)
    if os.environ.get("BOARDFIG_UPDATE_NOTEBOOK") == "1":
        NOTEBOOK.write_text(made, encoding="utf-8", newline="\n")
    committed = NOTEBOOK.read_text(encoding="utf-8")
    assert committed == made, (
        "examples/boardfig.ipynb does not hold the outputs it makes: "
        "run BOARDFIG_UPDATE_NOTEBOOK=1 bash .ci/python and commit it"
    )
    code = [cell for cell in nbformat.reads(committed, as_version=4).cells if cell.cell_type == "code"]
    assert all(cell.outputs for cell in code)
    assert [cell.execution_count for cell in code] == list(range(1, len(code) + 1))


def test_the_example_notebook_runs_and_shows_figures(executed):
    notebook = executed
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
