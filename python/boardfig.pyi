"""Knight's tours and N queens, solved and drawn as teaching figures (SVG,
PNG, GIF, HTML) by boardfig; answers show themselves in Jupyter.

Keyword arguments are the options of ``boardfig knight`` / ``boardfig
queens`` and the keys of a build file's ``[[knight]]`` / ``[[queens]]``
tables, with ``-`` written ``_`` (``first_step`` is ``first-step``). They
are read as a build file's table, so their defaults, checks and messages
are the same: a bad value raises ``ValueError`` with the one-line message
naming the key (``cell `2`: expected a square size from 4 to 256
pixels``); a value of the wrong type (``start=11``) and an option the
function does not take raise ``TypeError``; a
spent budget raises ``BudgetExceeded``; ``None`` leaves an option at its
default. ``coords`` is ``"edge"`` (below and left, the default), ``"all"``
(all four sides) or ``"none"``; ``True`` and ``False`` mean edge and none.
Options that have no effect give a ``UserWarning``. Figures are
the bytes the command line writes for the same options. Ctrl-C stops a
long search (``KeyboardInterrupt``).
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from typing import Literal, overload

__version__: str

Theme = Literal["classic", "wiki", "print"]
# The language of every word a figure or page shows.
Lang = Literal["en", "vi"]
Animate = Literal["tour", "search"]
Player = Literal["page", "gif"]
# What became of a build's job (or its contact sheet).
Status = Literal["written", "unchanged", "current", "stale", "failed"]

class BudgetExceeded(RuntimeError):
    """A search spent its budget (``budget``, or the default) without an answer."""

class Knight:
    """A knight's tour, or the proof that there is none, with its figures.

    Figure methods take the figure options as keywords, over those given to
    ``knight()``: theme, lang, cell, coords, title, font, delay, hold, loop,
    poster, paper, per_page, code, first_step, numbers, knight, path, rank1_top,
    degrees, animate, prune, max_frames.
    In Jupyter the answer shows itself as its SVG.
    """

    @property
    def squares(self) -> list[str]:
        """The squares in visiting order, ``["a1", "b3", ...]`` (empty without a tour)."""
    @property
    def matrix(self) -> list[list[int]]:
        """The step number of each square, ``matrix[rank][file]``, rank 1 first, as ``--format matrix`` prints it."""
    @property
    def method(self) -> str:
        """The method that gave the answer: backtrack, warnsdorff, construct or sweep."""
    @property
    def found(self) -> bool:
        """Whether a tour was found; no tour is an answer, not an exception."""
    @property
    def board(self) -> str:
        """The board, ``"WxH"``."""
    @property
    def start(self) -> str:
        """The first square."""
    @property
    def end(self) -> str | None:
        """The square the tour was asked to end on."""
    @property
    def closed(self) -> bool:
        """Whether a closed tour was asked for."""
    @property
    def reason(self) -> str | None:
        """Why there is no tour (a theorem, or the exhausted search)."""
    @property
    def nodes(self) -> int:
        """Search nodes visited."""
    def to_json(self) -> str:
        """The answer as one line of JSON, as ``--format json`` prints it."""
    def svg(self, **options: object) -> str:
        """The figure as SVG text (``--svg``)."""
    def png(self, **options: object) -> bytes:
        """The figure as PNG bytes (``--png``)."""
    def pdf(self, **options: object) -> bytes:
        """The figure as PDF bytes (``--pdf``): vector, the figure's size or fitted to ``paper``."""
    def gif(self, **options: object) -> bytes:
        """The animation as GIF bytes (``--gif``): the tour move by move, or the search with ``animate="search"``."""
    def html(self, **options: object) -> str:
        """The self-contained page that plays the animation, with controls (``--html``)."""
    def animated_svg(self, **options: object) -> str:
        """The tour as an SVG that animates itself with CSS (``--animated-svg``)."""
    def trace(self, **options: object) -> str:
        """The backtracking search as JSON Lines (``--trace``): one event a line, every candidate in the move order."""
    def strip(self, **options: object) -> str:
        """A printable strip of the tour's moves (the search's steps with ``animate="search"``), as SVG."""
    def animate(self, player: Player = "page", **options: object) -> Animation:
        """The animation, shown inline in Jupyter: the interactive page or the GIF."""
    def _repr_svg_(self) -> str | None: ...

class Queens:
    """One placement of n queens (or the proof that there is none), with its figures.

    Figure methods take the figure options as keywords, over those given to
    ``queens()``: theme, lang, cell, coords, title, font, delay, hold, loop,
    poster, paper, per_page, code, rank1_top, animate, attacks.
    In Jupyter the answer shows itself as its SVG.
    """

    @property
    def columns(self) -> list[int]:
        """The 1-based file of the queen on each rank, rank 1 first (``--format columns``)."""
    @property
    def squares(self) -> list[str]:
        """The queens' squares, rank 1 first: ``["a1", "e2", ...]``."""
    @property
    def n(self) -> int: ...
    @property
    def found(self) -> bool: ...
    @property
    def method(self) -> str:
        """backtrack or construct."""
    @property
    def reason(self) -> str | None: ...
    @property
    def note(self) -> str | None:
        """Why ``method="auto"`` constructed the placement instead of searching."""
    @property
    def nodes(self) -> int: ...
    def to_json(self) -> str: ...
    def svg(self, **options: object) -> str: ...
    def png(self, **options: object) -> bytes: ...
    def pdf(self, **options: object) -> bytes: ...
    def gif(self, **options: object) -> bytes:
        """The backtracking search as GIF bytes."""
    def html(self, **options: object) -> str:
        """The page that plays the search."""
    def trace(self, **options: object) -> str:
        """The backtracking search as JSON Lines (``--trace``): one event a line, every square of every rank in order."""
    def tree(self, **options: object) -> str:
        """The backtracking search tree as SVG (n up to 6)."""
    def strip(self, **options: object) -> str:
        """A printable strip of the search's steps as SVG."""
    def animate(self, player: Player = "page", **options: object) -> Animation: ...
    def _repr_svg_(self) -> str | None: ...

class Placement:
    """One placement of a ``Solutions`` sequence, drawn alone on its board."""

    @property
    def columns(self) -> list[int]: ...
    @property
    def squares(self) -> list[str]: ...
    @property
    def n(self) -> int: ...
    @property
    def index(self) -> int:
        """Its place in the sequence, from 0."""
    def svg(self, **options: object) -> str: ...
    def png(self, **options: object) -> bytes: ...
    def pdf(self, **options: object) -> bytes: ...
    def _repr_svg_(self) -> str | None: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class Solutions(Sequence[Placement]):
    """Every placement (``all=True``), or one per symmetry class (``fundamental=True``), in lexicographic order.

    Its figures are the sheet of all placements; in Jupyter it shows itself as that sheet.
    """

    @overload
    def __getitem__(self, index: int) -> Placement: ...
    @overload
    def __getitem__(self, index: slice) -> list[Placement]: ...
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[Placement]: ...
    @property
    def columns(self) -> list[list[int]]:
        """Every placement as 1-based files, rank 1 first."""
    @property
    def n(self) -> int: ...
    @property
    def found(self) -> bool: ...
    @property
    def fundamental(self) -> bool: ...
    @property
    def method(self) -> str: ...
    @property
    def reason(self) -> str | None: ...
    @property
    def nodes(self) -> int: ...
    def to_json(self) -> str: ...
    def svg(self, **options: object) -> str:
        """The sheet of every placement as SVG."""
    def png(self, **options: object) -> bytes: ...
    def pdf(self, **options: object) -> bytes: ...
    def gif(self, **options: object) -> bytes:
        """The search for every placement as GIF bytes."""
    def html(self, **options: object) -> str: ...
    def animate(self, player: Player = "page", **options: object) -> Animation: ...
    def _repr_svg_(self) -> str | None: ...

class Animation:
    """An animation shown inline in Jupyter (classic Notebook, JupyterLab, VS Code).

    ``player="page"``: the interactive page (play, step, speed) in an iframe;
    ``player="gif"``: the GIF as an image, which also shows in notebooks
    that are not trusted and on sites that show notebooks without scripts.
    """

    @property
    def data(self) -> bytes:
        """The page (HTML) or the GIF."""
    @property
    def player(self) -> Player: ...
    def save(self, path: str | os.PathLike[str]) -> None:
        """Writes the page or the GIF to ``path``."""
    def _repr_html_(self) -> str: ...

class Worksheet:
    """A sheet of exercises and its answer key, as ``boardfig worksheet`` draws them."""

    @property
    def pages(self) -> int:
        """The number of pages (six exercises a page); the key has as many."""
    def pdf(self, *, answers: bool = False) -> bytes:
        """The sheet as PDF, or its answer key with ``answers=True``."""
    def svg(self, page: int = 0, *, answers: bool = False) -> str:
        """One page (from 0) of the sheet or of the key as SVG."""
    def save(
        self,
        path: str | os.PathLike[str],
        answers: str | os.PathLike[str] | None = None,
    ) -> None:
        """Writes the sheet (PDF, or SVG for a one-page sheet named ``.svg``) and the key to ``answers``."""

class BuiltJob:
    """What became of one job of a build.

    Its fields are also read by key (``job["status"]``), as the dicts of
    earlier versions.
    """

    @property
    def name(self) -> str: ...
    @property
    def files(self) -> list[str]:
        """Its files, in the output folder."""
    @property
    def status(self) -> Status: ...
    @property
    def not_found(self) -> bool:
        """Whether the job proved there is no solution."""
    @property
    def stale(self) -> list[str]:
        """Its files that differ or are missing (check)."""
    @property
    def warnings(self) -> list[str]:
        """Options of the job's own table that have no effect."""
    @property
    def error(self) -> str | None:
        """Why it failed: one line, naming keys."""
    @property
    def seconds(self) -> float:
        """The time the job took."""
    def __getitem__(self, key: str) -> object: ...

class BuildSummary:
    """What a build did: the report ``boardfig build`` prints, as a value.

    True when the command line would exit 0; false when a job failed or,
    with ``check=True``, a file is stale, missing or unexpected (or, with
    ``strict=True``, a job proved there is no solution).
    """

    @property
    def check(self) -> bool: ...
    @property
    def exit_code(self) -> int:
        """0 built or current, 1 stale (or strict and no solution), 2 a job failed, 3 a search budget ran out."""
    @property
    def ok(self) -> bool: ...
    @property
    def jobs(self) -> list[BuiltJob]:
        """Every job, in the build file's order."""
    @property
    def written(self) -> list[str]: ...
    @property
    def unchanged(self) -> list[str]:
        """Jobs whose files were current already (unchanged, or current in a check)."""
    @property
    def stale(self) -> list[str]:
        """Files that differ or are missing (check)."""
    @property
    def failed(self) -> list[tuple[str, str]]:
        """Failed jobs and their one-line messages, naming keys."""
    @property
    def not_found(self) -> list[str]: ...
    @property
    def index(self) -> Status | None:
        """What became of the contact sheet (index.html), or None without one."""
    @property
    def unexpected(self) -> list[str]:
        """Files no job makes that a build wrote (check); prune removes them."""
    @property
    def others(self) -> list[str]:
        """Files no job makes that no build wrote (check); prune leaves them."""
    @property
    def removed(self) -> list[str]: ...
    @property
    def seconds(self) -> float:
        """The time the build took."""
    def __bool__(self) -> bool: ...

@overload
def knight(
    board: str | None = None,
    *,
    count: Literal[False] = False,
    start: str | None = None,
    end: str | None = None,
    closed: bool = False,
    given: str | None = None,
    method: Literal["auto", "backtrack", "warnsdorff", "construct", "sweep"] | None = None,
    order: str | None = None,
    budget: int | None = None,
    **options: object,
) -> Knight:
    """Finds a knight's tour on ``board`` (default "8x8"), or proves there is none (``found == False``);
    with ``given="a1 b3 c5"``, the tour that continues those squares.

    ``options`` are figure options the answer's figures use by default
    (theme, cell, numbers, ...).
    """
@overload
def knight(
    board: str | None = None,
    *,
    count: Literal[True],
    start: str | None = None,
    budget: int | None = None,
    **options: object,
) -> int:
    """The number of tours from ``start`` (exact search)."""
@overload
def queens(
    n: int | None = None,
    *,
    all: Literal[False] = False,
    count: Literal[False] = False,
    place: str | None = None,
    method: Literal["auto", "backtrack", "construct"] | None = None,
    budget: int | None = None,
    **options: object,
) -> Queens:
    """One placement of ``n`` queens (default 8); with ``place="a1 e2"``, the first that completes those queens."""
@overload
def queens(
    n: int | None = None,
    *,
    all: Literal[True],
    fundamental: bool = False,
    place: str | None = None,
    budget: int | None = None,
    **options: object,
) -> Solutions:
    """Every placement (or one per symmetry class), a sequence."""
@overload
def queens(
    n: int | None = None,
    *,
    count: Literal[True],
    fundamental: bool = False,
    place: str | None = None,
    budget: int | None = None,
) -> int:
    """The number of placements (or of fundamental ones)."""
def explore(
    *,
    sizes: str | None = None,
    queens: str | None = None,
    theme: Theme | None = None,
    lang: Lang | None = None,
    title: str | None = None,
) -> Animation:
    """The knight's tour explorer: one page where a student picks the board, start, end, open or closed and method.

    ``sizes``: "5..8" (default), "6", or "3x4..8x8" for rectangles. Every
    answer is solved by boardfig when the page is made; the page shows
    inline in Jupyter (an iframe) and ``.save(path)`` writes it. A bad or
    too large ``sizes`` raises ``ValueError`` naming it. ``queens``: the
    N queens the page offers, "4..12" (default) or "8", n from 4 to 12.
    """
def worksheet(
    *,
    puzzle: Literal["knight", "queens"] = "knight",
    board: str = "6x6",
    count: int = 6,
    n: int = 8,
    clues: int | None = None,
    prove: int = 0,
    seed: int = 1,
    lang: Lang = "en",
    title: str | None = None,
    paper: Literal["a4", "letter"] = "a4",
) -> Worksheet:
    """A worksheet for print: tours (``puzzle="knight"``, on ``board``, sides 5 to 8) or queens (``n`` 4 to 12) to complete.

    ``count`` exercises (1 to 60, six a page), each giving ``clues``
    squares or queens (default two thirds of the squares, or n/2 - 1
    queens), ``prove`` of them "prove it" ones with no completion. Each is
    checked by the solver; the same ``seed`` makes the same sheet. A bad
    value raises ``ValueError`` naming the key.
    """

def build(
    config: str | os.PathLike[str] | None = None,
    out: str | os.PathLike[str] | None = None,
    check: bool = False,
    *,
    only: Sequence[str] = (),
    force: bool = False,
    jobs: int | None = None,
    strict: bool = False,
    prune: bool = False,
    shard: tuple[int, int] | None = None,
) -> BuildSummary:
    """Builds every job of a build file, as ``boardfig build`` does.

    ``config`` defaults to ./boardfig.toml, else the built-in gallery;
    ``out`` to "output". With ``check=True`` compares and writes nothing.
    A build file that cannot be read raises ``OSError``; a malformed one
    ``ValueError`` naming the file and line (and, for an unknown key, the
    nearest one); failed jobs and stale files make the summary false.
    """
