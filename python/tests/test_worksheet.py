"""boardfig.worksheet: the command line's sheet and key, byte for byte;
pages as SVG; bad options raise naming their keyword; nothing written on
a refusal."""

import pytest

import boardfig


def test_the_sheet_and_key_are_the_command_lines(cli, tmp_path):
    sheet = boardfig.worksheet(puzzle="queens", n=6, clues=2, prove=1, seed=4, lang="vi")
    sheet_pdf, key_pdf = tmp_path / "s.pdf", tmp_path / "k.pdf"
    cli(
        "worksheet", "--puzzle", "queens", "--n", "6", "--clues", "2", "--prove", "1",
        "--seed", "4", "--lang", "vi", "--pdf", str(sheet_pdf), "--answers", str(key_pdf),
    )
    assert sheet.pdf() == sheet_pdf.read_bytes()
    assert sheet.pdf(answers=True) == key_pdf.read_bytes()
    assert sheet.pages == 1
    svg = cli("worksheet", "--board", "5x5", "--clues", "16", "--svg", "-").decode()
    assert boardfig.worksheet(board="5x5", clues=16).svg() == svg
    assert sheet._repr_svg_().startswith("<svg")


def test_save_writes_the_sheet_and_the_key(tmp_path):
    sheet = boardfig.worksheet(count=2)
    sheet.save(tmp_path / "a.svg", answers=tmp_path / "a-key.pdf")
    assert (tmp_path / "a.svg").read_text() == sheet.svg()
    assert (tmp_path / "a-key.pdf").read_bytes() == sheet.pdf(answers=True)


def test_a_sheet_of_two_pages_is_one_pdf_and_not_one_svg(tmp_path):
    sheet = boardfig.worksheet(count=7)
    assert sheet.pages == 2
    assert sheet.svg(1).startswith("<svg")
    with pytest.raises(ValueError, match="page `2`"):
        sheet.svg(2)
    with pytest.raises(ValueError, match="2 pages"):
        sheet.save(tmp_path / "b.pdf", answers=tmp_path / "b-key.svg")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("options", "keyword"),
    [
        ({"count": 0}, "count"),
        ({"clues": 36}, "clues"),
        ({"board": "9x9"}, "board"),
        ({"puzzle": "queens", "n": 3}, "n"),
        ({"puzzle": "rooks"}, "puzzle"),
        ({"clues": "x"}, "clues"),
        ({"cell": 30}, "cell"),
        ({"clue": 3}, "clues"),
    ],
)
def test_bad_options_name_their_keyword(options, keyword):
    with pytest.raises((ValueError, TypeError), match=keyword):
        boardfig.worksheet(**options)
