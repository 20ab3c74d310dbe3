"""Shared fixtures: the command-line binary (for byte-identity tests) and
validators written apart from boardfig's solvers."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def _binary():
    """The boardfig binary: $BOARDFIG_BIN, else a release build of this repository."""
    named = os.environ.get("BOARDFIG_BIN")
    if named:
        return Path(named)
    targets = [os.environ.get("CARGO_TARGET_DIR"), REPO / "target"]
    for target in filter(None, targets):
        path = Path(target) / "release" / "boardfig"
        if path.is_file():
            return path
    found = shutil.which("boardfig")
    return Path(found) if found else None


@pytest.fixture(scope="session")
def cli():
    """Runs the command line with the given arguments; returns its stdout bytes."""
    binary = _binary()
    if binary is None or not binary.is_file():
        pytest.skip("no boardfig binary: set BOARDFIG_BIN or run cargo build --release")

    def run(*args, cwd=None):
        done = subprocess.run(
            [str(binary), *args], capture_output=True, cwd=cwd, check=False
        )
        assert done.returncode in (0, 1), done.stderr.decode()
        return done.stdout

    return run


def square_xy(name):
    """`"b3"` as (file, rank), 0-based; files past z are `aa`, `ab`, ..."""
    letters = "".join(c for c in name if c.isalpha())
    digits = name[len(letters):]
    file = 0
    for c in letters:
        file = file * 26 + (ord(c) - ord("a") + 1)
    return file - 1, int(digits) - 1


def check_tour(squares, files, ranks, start=None, end=None, closed=False):
    """A knight's tour: every square of the board once, each step a knight's move."""
    points = [square_xy(s) for s in squares]
    assert len(points) == files * ranks, "every square is visited"
    assert len(set(points)) == len(points), "no square is visited twice"
    assert all(0 <= f < files and 0 <= r < ranks for f, r in points), "on the board"
    for (f0, r0), (f1, r1) in zip(points, points[1:]):
        assert {abs(f1 - f0), abs(r1 - r0)} == {1, 2}, f"knight's move {f0, r0} -> {f1, r1}"
    if start is not None:
        assert squares[0] == start
    if end is not None:
        assert squares[-1] == end
    if closed:
        (f0, r0), (f1, r1) = points[0], points[-1]
        assert {abs(f1 - f0), abs(r1 - r0)} == {1, 2}, "closed: the last square returns"


def check_queens(columns):
    """n queens, one a rank (1-based files), none attacking another."""
    n = len(columns)
    assert sorted(columns) == list(range(1, n + 1)), "one queen a file"
    for r1 in range(n):
        for r2 in range(r1 + 1, n):
            assert abs(columns[r1] - columns[r2]) != r2 - r1, "no shared diagonal"
