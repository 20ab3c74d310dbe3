"""The package's figures are the command line's, byte for byte."""

import pytest

import boardfig

FORMATS = {
    "svg": "--svg",
    "png": "--png",
    "gif": "--gif",
    "html": "--html",
    "animated_svg": "--animated-svg",
    "pdf": "--pdf",
}


def flags(options):
    """Keyword options as command-line flags."""
    out = []
    for key, value in options.items():
        flag = "--" + key.replace("_", "-")
        if key == "coords" and value is False:
            out.append("--no-coords")
        elif key == "path" and value is False:
            out.append("--no-path")
        elif value is True:
            out.append(flag)
        else:
            out += [flag, str(value)]
    return out


def as_bytes(figure):
    return figure.encode() if isinstance(figure, str) else figure


KNIGHT_CASES = [
    ("5x5", {}, {}),
    ("8x8", {"start": "e4"}, {"theme": "wiki", "cell": 30, "numbers": True}),
    ("6x6", {"closed": True}, {"theme": "print", "coords": False, "title": "Closed 6×6"}),
    ("8x8", {"method": "warnsdorff"}, {"knight": True, "degrees": True, "cell": 20}),
    ("5x5", {}, {"numbers": True, "path": False, "rank1_top": True, "first_step": 0}),
    ("3x3", {}, {}),
    ("5x4", {}, {"coords": "all", "numbers": True}),
]


@pytest.mark.parametrize("board, puzzle, figure", KNIGHT_CASES)
@pytest.mark.parametrize("fmt", list(FORMATS))
def test_knight_figures_are_the_cli_figures(cli, board, puzzle, figure, fmt):
    t = boardfig.knight(board, **puzzle)
    ours = as_bytes(getattr(t, fmt)(**figure))
    theirs = cli("knight", "--board", board, *flags(puzzle), *flags(figure), FORMATS[fmt], "-")
    assert ours == theirs


@pytest.mark.parametrize("fmt", ["gif", "html"])
def test_search_animations_are_the_cli_animations(cli, fmt):
    options = {"animate": "search", "delay": 60, "hold": 500, "loop": 1, "poster": True}
    t = boardfig.knight("5x5")
    ours = as_bytes(getattr(t, fmt)(**options))
    theirs = cli("knight", "--board", "5x5", *flags(options), FORMATS[fmt], "-")
    assert ours == theirs


def test_strips_are_the_cli_strips(cli):
    t = boardfig.knight("6x6", closed=True)
    assert t.strip().encode() == cli("knight", "--board", "6x6", "--closed", "--strip", "-")


QUEENS_CASES = [
    (8, {}, {}),
    (8, {}, {"attacks": "d8", "theme": "wiki"}),
    (6, {"all": True}, {"cell": 24}),
    (8, {"all": True, "fundamental": True}, {"theme": "print"}),
    (6, {"all": True, "fundamental": True}, {"theme": "print"}),
    (3, {}, {}),
    (40, {}, {}),
]


@pytest.mark.parametrize("n, puzzle, figure", QUEENS_CASES)
@pytest.mark.parametrize("fmt", ["svg", "png", "pdf", "gif", "html"])
def test_queens_figures_are_the_cli_figures(cli, n, puzzle, figure, fmt):
    if fmt in ("gif", "html") and (n > 8 or "attacks" in figure or (puzzle.get("fundamental") and n > 6)):
        pytest.skip("search animations of small boards (every placement of 8 queens: 20 seconds)")
    q = boardfig.queens(n, **puzzle)
    ours = as_bytes(getattr(q, fmt)(**figure))
    theirs = cli("queens", "--n", str(n), *flags(puzzle), *flags(figure), FORMATS[fmt], "-")
    assert ours == theirs


def test_pdf_on_paper_is_the_cli_pdf(cli):
    ours = boardfig.knight("6x6").pdf(paper="letter", title="For print")
    theirs = cli("knight", "--board", "6x6", "--paper", "letter", "--title", "For print", "--pdf", "-")
    assert ours == theirs and ours.startswith(b"%PDF-")


def test_queens_trees_are_the_cli_trees(cli):
    assert boardfig.queens(5).tree().encode() == cli("queens", "--n", "5", "--tree", "-")


def test_answers_are_the_cli_answers(cli):
    t = boardfig.knight("8x8", start="c3")
    text = cli("knight", "--board", "8x8", "--start", "c3").decode().split()
    assert t.squares == text
    assert t.to_json() + "\n" == cli("knight", "--board", "8x8", "--start", "c3", "--format", "json").decode()
    matrix = cli("knight", "--board", "8x8", "--start", "c3", "--format", "matrix").decode()
    assert t.matrix == [[int(x) for x in line.split()] for line in matrix.splitlines()]
    q = boardfig.queens(10)
    assert " ".join(map(str, q.columns)) == cli("queens", "--n", "10").decode().strip()
