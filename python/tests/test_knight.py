"""boardfig.knight: answers, figures, errors, warnings, Ctrl-C."""

import _thread
import re
import signal
import threading
import time
import warnings
from pathlib import Path

import pytest

import boardfig
from conftest import check_tour, square_xy


@pytest.mark.parametrize(
    "board, options",
    [
        ("5x5", {}),
        ("8x8", {}),
        ("8x8", {"start": "e4"}),
        ("8x8", {"closed": True}),
        ("6x6", {"closed": True, "method": "backtrack"}),
        ("8x8", {"end": "h7", "method": "backtrack"}),
        ("8x8", {"method": "warnsdorff", "order": "sweep"}),
        ("30x30", {"method": "warnsdorff"}),
        ("40x40", {"method": "construct", "closed": True}),
        ("5x6", {"method": "sweep"}),
        ("3x4", {}),
        ("1x1", {}),
    ],
)
def test_every_tour_is_a_knights_tour(board, options):
    t = boardfig.knight(board, **options)
    assert isinstance(t, boardfig.Knight)
    assert t.found, t.reason
    assert t.reason is None
    files, ranks = map(int, board.split("x"))
    check_tour(
        t.squares,
        files,
        ranks,
        start=options.get("start", "a1"),
        end=options.get("end"),
        closed=options.get("closed", False),
    )
    assert t.board == board
    assert t.start == options.get("start", "a1")
    assert t.end == options.get("end")
    assert t.closed == options.get("closed", False)
    assert t.method in {"backtrack", "warnsdorff", "construct", "sweep"}
    if "method" in options:
        assert t.method == options["method"]


def test_the_matrix_numbers_the_squares_rank_1_first():
    t = boardfig.knight("5x6")
    assert len(t.matrix) == 6 and all(len(row) == 5 for row in t.matrix)
    for k, square in enumerate(t.squares):
        file, rank = square_xy(square)
        assert t.matrix[rank][file] == k + 1
    zero = boardfig.knight("5x6", first_step=0)
    assert [[n + 1 for n in row] for row in zero.matrix] == t.matrix


def test_no_tour_is_an_answer_not_an_exception():
    t = boardfig.knight("3x3")
    assert not t.found
    assert t.squares == [] and t.matrix == []
    assert "3x3" in t.reason
    assert t.svg().startswith("<svg")
    assert "no open tour" in repr(t)
    colour = boardfig.knight("4x4", closed=True)
    assert not colour.found and colour.reason


def test_count_gives_the_number():
    assert boardfig.knight("5x5", count=True) == 304
    assert boardfig.knight("3x3", count=True) == 0


def test_answers_print_usefully():
    t = boardfig.knight("8x8")
    assert repr(t).startswith("<boardfig.Knight 8x8 open tour by ")
    assert "(64 squares)" in repr(t)
    assert '"found":true' in t.to_json()


def test_bad_values_raise_value_error_naming_the_key():
    cases = [
        ({"board": "0x3"}, "board `0x3`"),
        ({"start": "z9"}, "start `z9`"),
        ({"method": "nope"}, "method `nope`"),
        ({"cell": 2}, "cell `2`: expected a square size from 4 to 256 pixels"),
        ({"first_step": 2}, "first_step `2`: expected 0 or 1"),
        ({"theme": "pink"}, "theme `pink`"),
        ({"end": "b3", "closed": True}, "`end` and `closed` exclude each other"),
        ({"start": "a1", "end": "a1"}, "end `a1`"),
    ]
    for options, message in cases:
        with pytest.raises(ValueError) as raised:
            boardfig.knight(**{"board": "8x8", **options})
        assert message in str(raised.value)
        assert "\n" not in str(raised.value)


def test_values_of_the_wrong_type_raise_type_error_naming_the_key():
    cases = [
        ({"start": 11}, "start `11`: expected text: a file letter and a rank number, like a1 or h8"),
        ({"board": 8}, "board `8`: expected text: files x ranks"),
        ({"cell": "big"}, "cell `big`: expected a whole number from 4 to 256"),
        ({"closed": "yes"}, "closed `yes`: expected true or false"),
    ]
    for options, message in cases:
        with pytest.raises(TypeError) as raised:
            boardfig.knight(**{"board": "8x8", **options})
        assert str(raised.value).startswith(message)
    with pytest.raises(TypeError, match=r"^cell `big`"):
        boardfig.knight("5x5").svg(cell="big")


def test_bad_figure_values_raise_value_error_naming_the_key():
    t = boardfig.knight("5x5")
    with pytest.raises(ValueError, match=r"^cell `300`: expected a square size"):
        t.svg(cell=300)
    with pytest.raises(ValueError, match=r"delay `5`"):
        t.gif(delay=5)
    with pytest.raises(ValueError, match=r"^loop `-1`"):
        t.gif(loop=-1)
    with pytest.raises(ValueError, match=r"^coords `sides`: expected none, edge or all"):
        t.svg(coords="sides")


FONTS = Path(__file__).resolve().parents[2] / "tests" / "fonts"


def test_a_title_in_another_script_is_drawn_with_the_font_given():
    t = boardfig.knight("5x5")
    with pytest.raises(ValueError, match=r"^title `جولة`: .*U\+062C.*`font`"):
        t.svg(title="جولة")
    svg = t.svg(title="جولة", font=FONTS / "NotoSansArabic-subset.ttf")
    assert "<title>جولة</title>" in svg and 'id="u' in svg
    assert svg == t.svg(title="جولة", font=str(FONTS / "NotoSansArabic-subset.ttf"))
    with pytest.raises(ValueError, match=r"^font `missing.ttf`: cannot be read"):
        t.svg(title="x", font="missing.ttf")


@pytest.mark.parametrize("char, code", [("\0", "U+0000"), ("\x0b", "U+000B"), ("\uffff", "U+FFFF")])
def test_control_characters_in_titles_raise_value_error_naming_the_code_point(char, code):
    with pytest.raises(ValueError, match=rf"^title `.*`: {re.escape(code)} is a control character"):
        boardfig.knight("5x5").svg(title=f"a{char}b")


def test_unknown_and_misplaced_options_raise_type_error():
    with pytest.raises(TypeError, match=r"unknown option `cel`: did you mean `cell`\?"):
        boardfig.knight("8x8", cel=30)
    with pytest.raises(TypeError, match=r"unknown option `name`"):
        boardfig.knight("8x8", name="x")
    t = boardfig.knight("5x5")
    with pytest.raises(TypeError, match=r"`start` decides the tour: give it to knight\(\)"):
        t.svg(start="c3")
    with pytest.raises(TypeError, match=r"expected a str, int, float, bool or list"):
        t.svg(cell={})


def test_a_spent_budget_raises_budget_exceeded():
    with pytest.raises(boardfig.BudgetExceeded, match=r"`budget` 10 \(10 nodes\)") as raised:
        boardfig.knight("8x8", method="backtrack", budget=10)
    assert isinstance(raised.value, RuntimeError)


def test_options_with_no_effect_warn():
    t = boardfig.knight("5x5")
    with pytest.warns(UserWarning, match=r"so `delay` has no effect"):
        t.svg(delay=300)
    with pytest.warns(UserWarning, match=r"`order` has no effect with `method` construct"):
        boardfig.knight("10x10", method="construct", order="sweep")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        boardfig.knight("5x5", theme="wiki").svg()
        t.gif(delay=300)


def test_figure_options_given_to_knight_are_the_figures_defaults():
    plain = boardfig.knight("5x5")
    wiki = boardfig.knight("5x5", theme="wiki", cell=20)
    assert wiki.svg() == plain.svg(theme="wiki", cell=20)
    assert wiki._repr_svg_() == wiki.svg()
    assert wiki.svg(cell=30) == plain.svg(theme="wiki", cell=30)
    assert 'width="' in wiki.svg() and wiki.svg() != plain.svg()


def test_every_format():
    t = boardfig.knight("5x5")
    assert t.svg().startswith("<svg")
    assert t.png().startswith(b"\x89PNG\r\n\x1a\n")
    assert t.gif().startswith(b"GIF89a")
    assert t.html().startswith("<!DOCTYPE html>")
    assert t.animated_svg().startswith("<svg") and "@keyframes" in t.animated_svg()
    assert t.strip().startswith("<svg")
    assert t.gif(animate="search") != t.gif()


def test_animations_show_inline():
    t = boardfig.knight("5x5")
    page = t.animate()
    assert page.player == "page"
    html = page._repr_html_()
    assert html.startswith("<iframe srcdoc=\"&lt;!DOCTYPE html&gt;")
    assert page.data == t.html().encode()
    gif = t.animate(player="gif", delay=100)
    assert gif._repr_html_().startswith('<img src="data:image/gif;base64,R0lGOD')
    assert gif.data == t.gif(delay=100)
    assert "Animation gif" in repr(gif)
    with pytest.raises(ValueError, match="player `movie`"):
        t.animate(player="movie")


def test_animations_are_named_in_the_figures_language():
    english = boardfig.knight("5x5")
    assert 'title="boardfig animation"' in english.animate()._repr_html_()
    assert 'alt="boardfig animation"' in english.animate(player="gif")._repr_html_()
    # The language given when solving, or to the animation itself.
    for page, gif in [
        (boardfig.knight("5x5", lang="vi").animate(),
         boardfig.knight("5x5", lang="vi").animate(player="gif")),
        (english.animate(lang="vi"), english.animate(player="gif", lang="vi")),
    ]:
        assert 'title="hoạt ảnh boardfig"' in page._repr_html_()
        assert '<html lang="vi"' in page.data.decode()
        assert 'alt="hoạt ảnh boardfig"' in gif._repr_html_()
    assert 'title="hoạt ảnh boardfig"' in boardfig.explore(sizes="5", lang="vi")._repr_html_()


def test_ctrl_c_stops_a_long_search():
    # Counting the tours of 7x7 from a1 within this budget takes about ten
    # seconds (the whole count, hours); Ctrl-C ends it at once. Started in
    # the background by a shell (as .ci/test starts pytest), Python
    # inherits SIGINT ignored and interrupt_main() does nothing: Ctrl-C is
    # heard here as an interactive Python hears it.
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        timer = threading.Timer(0.3, _thread.interrupt_main)
        started = time.monotonic()
        timer.start()
        with pytest.raises(KeyboardInterrupt):
            boardfig.knight("7x7", count=True, budget=2 * 10**8)
        assert time.monotonic() - started < 2.0
        timer.cancel()
    finally:
        signal.signal(signal.SIGINT, previous)
    assert boardfig.knight("5x5", count=True) == 304


def test_help_shows_every_keyword_of_the_build_files_job_table(cli):
    """The signatures help() and IPython show name exactly the keys of a
    build file's job table (less the file keys), as keywords."""
    import inspect
    import json

    schema = json.loads(cli("schema"))
    for function, table, first in (
        (boardfig.knight, "KnightJob", "board"),
        (boardfig.queens, "QueensJob", "n"),
    ):
        keys = set(schema["definitions"][table]["properties"]) - {"name", "formats", "strip", "tree"}
        parameters = inspect.signature(function).parameters
        assert set(parameters) == {key.replace("-", "_") for key in keys}, function.__name__
        assert next(iter(parameters)) == first
        assert all(
            p.kind == inspect.Parameter.KEYWORD_ONLY for name, p in parameters.items() if name != first
        )
        assert function.__doc__ and first in str(inspect.signature(function))


def test_a_given_path_is_continued_or_proven_dead():
    t = boardfig.knight("5x5", given="a1 b3 c5")
    assert t.found and t.squares[:3] == ["a1", "b3", "c5"]
    check_tour(t.squares, 5, 5, start="a1")
    dead = boardfig.knight("5x5", given="a1 b3 c5 d3")
    assert not dead.found
    assert dead.reason.startswith("with the knight on d3, the last square given")
    with pytest.raises(ValueError, match=r"^given `a1 b2`: step 1, a1 to b2, is not a knight's move"):
        boardfig.knight("5x5", given="a1 b2")
