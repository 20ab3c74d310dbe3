"""boardfig.explore: the explorer's page, the command line's bytes, shown
inline in Jupyter; bad sizes raise ValueError naming the keyword."""

import json
import re

import pytest

import boardfig
from conftest import check_tour


def test_the_explorer_is_the_command_lines_page(cli):
    page = boardfig.explore(sizes="5..6", theme="wiki")
    assert page.player == "page"
    assert page.data == cli("explore", "--sizes", "5..6", "--theme", "wiki", "--html", "-")
    assert page._repr_html_().startswith('<iframe srcdoc="&lt;!DOCTYPE html&gt;')


def test_the_explorers_tours_are_knights_tours():
    text = boardfig.explore(sizes="5").data.decode()
    data = json.loads(
        re.search(r'id="boardfig-explorer">(.*?)</script>', text, re.S).group(1)
    )
    board = data["boards"][0]
    digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    names = [f"{'abcde'[k % 5]}{k // 5 + 1}" for k in range(25)]
    for start, entry in enumerate(board["tours"]["textbook-open"]):
        if not entry.startswith("T"):
            continue
        at, squares = start, [names[start]]
        for k in range(24):
            d = digits.index(entry[1 + k // 2])
            df, dr = data["steps"][d >> 3 if k % 2 else d & 7]
            at += dr * 5 + df
            squares.append(names[at])
        check_tour(squares, 5, 5, start=names[start])
        assert squares == boardfig.knight("5x5", start=names[start], method="backtrack").squares


@pytest.mark.parametrize(
    ("options", "keyword"),
    [({"sizes": "0..5"}, "sizes"), ({"sizes": "3x3..12x12"}, "sizes"), ({"cell": 30}, "cell")],
)
def test_bad_options_name_their_keyword(options, keyword):
    with pytest.raises((ValueError, TypeError), match=keyword):
        boardfig.explore(**options)
