"""boardfig.queens: one placement, sequences of placements, counts, errors."""

import pytest

import boardfig
from conftest import check_queens


@pytest.mark.parametrize("n", [1, 4, 5, 6, 7, 8, 9, 10, 20, 100])
def test_every_placement_is_valid(n):
    q = boardfig.queens(n)
    assert isinstance(q, boardfig.Queens)
    assert q.found and q.n == n
    check_queens(q.columns)
    if n <= 26:
        files = "abcdefghijklmnopqrstuvwxyz"
        assert q.squares == [f"{files[c - 1]}{r + 1}" for r, c in enumerate(q.columns)]


def test_the_first_placement_of_eight():
    q = boardfig.queens(8)
    assert q.columns == [1, 5, 8, 6, 3, 7, 2, 4]
    assert q.squares == ["a1", "e2", "h3", "f4", "c5", "g6", "b7", "d8"]
    assert q.method == "backtrack"
    assert repr(q) == "<boardfig.Queens n=8 by backtrack: 1 5 8 6 3 7 2 4>"
    assert boardfig.queens().columns == q.columns


def test_large_n_is_constructed_with_a_note():
    q = boardfig.queens(1000)
    assert q.method == "construct" and q.note
    check_queens(q.columns)


@pytest.mark.parametrize("n", [2, 3])
def test_no_placement_is_an_answer(n):
    q = boardfig.queens(n)
    assert not q.found and q.columns == [] and q.reason
    assert q.svg().startswith("<svg")
    everything = boardfig.queens(n, all=True)
    assert len(everything) == 0 and list(everything) == [] and not everything.found


def test_all_fundamental_is_a_sequence_of_twelve():
    s = boardfig.queens(8, all=True, fundamental=True)
    assert isinstance(s, boardfig.Solutions)
    assert len(s) == 12 and s.fundamental
    placements = list(s)
    assert [p.columns for p in placements] == s.columns
    assert len({tuple(p.columns) for p in placements}) == 12
    for p in placements:
        check_queens(p.columns)
    assert s[0].columns == [1, 5, 8, 6, 3, 7, 2, 4]
    assert s[-1] == s[11] and s[-1].index == 11
    assert [p.index for p in s[2:5]] == [2, 3, 4]
    with pytest.raises(IndexError):
        s[12]
    with pytest.raises(IndexError):
        s[-13]
    assert repr(s) == "<boardfig.Solutions n=8, fundamental: 12 placements>"
    assert repr(s[0]) == "<boardfig.Placement 1 of 12, n=8: 1 5 8 6 3 7 2 4>"
    assert s[0].squares[:2] == ["a1", "e2"]


def test_all_solutions_and_counts():
    every = boardfig.queens(8, all=True)
    assert len(every) == 92
    assert sorted(p.columns for p in every) == every.columns
    for p in every:
        check_queens(p.columns)
    assert boardfig.queens(8, count=True) == 92
    assert boardfig.queens(8, count=True, fundamental=True) == 12
    assert boardfig.queens(6, all=True).columns == [
        [2, 4, 6, 1, 3, 5],
        [3, 6, 2, 5, 1, 4],
        [4, 1, 5, 2, 6, 3],
        [5, 3, 1, 6, 4, 2],
    ]


def test_sheets_and_placements_draw():
    s = boardfig.queens(8, all=True, fundamental=True)
    sheet = s.svg()
    assert sheet.startswith("<svg") and s._repr_svg_() == sheet
    one = s[0].svg()
    assert one == boardfig.queens(8).svg()
    assert s[0]._repr_svg_() == one
    assert s[3].png().startswith(b"\x89PNG")
    assert s[3].svg(attacks=s[3].squares[0]) != s[3].svg()
    assert s.png().startswith(b"\x89PNG")
    with pytest.raises(TypeError, match="`all` decides the answer"):
        s[0].svg(all=False)


def test_queens_figures():
    q = boardfig.queens(5)
    assert q._repr_svg_() == q.svg()
    assert q.gif().startswith(b"GIF89a")
    assert q.html().startswith("<!DOCTYPE html>")
    assert q.tree().startswith("<svg") and q.strip().startswith("<svg")
    assert q.animate()._repr_html_().startswith("<iframe")
    assert q.svg(attacks="a1") != q.svg()
    with pytest.raises(ValueError, match=r"^attacks `a2`: no queen stands there"):
        q.svg(attacks="a2")


def test_bad_queens_values():
    cases = [
        ({"n": 0}, "n `0`: expected a whole number from 1 to"),
        ({"n": 8, "all": True, "count": True}, "`count` and `all` exclude each other"),
        ({"n": 8, "fundamental": True}, "`fundamental` goes with `all` or `count`"),
        ({"n": 8, "cell": 1}, "cell `1`"),
        ({"n": 8, "method": "construct", "all": True}, "method `construct`"),
        ({"n": 8, "animate": "tour"}, "animate `tour`"),
        ({"n": 10**30}, "n `"),
    ]
    for options, message in cases:
        with pytest.raises(ValueError) as raised:
            boardfig.queens(**options)
        assert message in str(raised.value)
    with pytest.raises(TypeError, match="^n `x`: expected a whole number from 1 to 10000000"):
        boardfig.queens("x")
    with pytest.raises(TypeError, match="did you mean `all`"):
        boardfig.queens(8, al=True)
    with pytest.raises(ValueError, match="draws search trees for n up to"):
        boardfig.queens(8).tree()


def test_placed_queens_are_completed_or_named():
    q = boardfig.queens(8, place="a1 e2")
    assert q.columns == [1, 5, 8, 6, 3, 7, 2, 4]
    assert boardfig.queens(8, place="a1", count=True) == 4
    assert len(boardfig.queens(8, place="a1", all=True)) == 4
    clash = boardfig.queens(8, place="a1 c3")
    assert not clash.found
    assert clash.reason == "the queens given on a1 and c3 attack each other"
