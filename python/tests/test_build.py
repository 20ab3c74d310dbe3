"""boardfig.build: the same build as `boardfig build`, its summary."""

import pytest

import boardfig

CONFIG = """\
[defaults]
theme = "wiki"

[[knight]]
name = "tour"
board = "5x5"
formats = ["svg", "gif"]

[[queens]]
name = "queens"
n = 6
all = true
"""


@pytest.fixture
def project(tmp_path, monkeypatch):
    (tmp_path / "boardfig.toml").write_text(CONFIG)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_a_build_writes_then_finds_its_files_current(project):
    summary = boardfig.build("boardfig.toml", out="output")
    assert summary and summary.ok and summary.exit_code == 0
    assert summary.written == ["tour", "queens"]
    assert [job["files"] for job in summary.jobs] == [["tour.svg", "tour.gif"], ["queens.svg"]]
    tour = summary.jobs[0]
    assert (tour.name, tour.status, tour.files, tour.not_found) == ("tour", "written", ["tour.svg", "tour.gif"], False)
    assert tour["status"] == tour.status and tour.error is None and tour.seconds > 0
    assert summary.index is None and summary.seconds >= tour.seconds
    with pytest.raises(KeyError):
        tour["nope"]
    assert repr(summary) == "<boardfig.BuildSummary 2 jobs: 2 written, 0 unchanged, 0 failed>"
    assert (project / "output" / "tour.gif").read_bytes() == boardfig.knight("5x5").gif(theme="wiki")
    assert (project / "output" / "queens.svg").read_text() == boardfig.queens(6, all=True).svg(theme="wiki")
    again = boardfig.build()
    assert again.unchanged == ["tour", "queens"] and again.written == []
    check = boardfig.build(check=True)
    assert check and check.check and check.stale == [] and check.unchanged == ["tour", "queens"]
    assert [job.status for job in check.jobs] == ["current", "current"]


def test_a_failing_check_is_a_false_summary(project):
    boardfig.build()
    (project / "output" / "tour.svg").write_text("<svg/>")
    (project / "output" / "stray.txt").write_text("x")
    check = boardfig.build(check=True)
    assert not check and check.exit_code == 1
    # stray.txt was not written by a build: reported apart, never pruned.
    assert check.stale == ["tour.svg"] and check.unexpected == []
    assert check.others == ["stray.txt"]
    assert (project / "output" / "tour.svg").read_text() == "<svg/>"
    pruned = boardfig.build(prune=True)
    assert pruned.removed == [] and pruned.written == ["tour"]
    assert (project / "output" / "stray.txt").read_text() == "x"


def test_a_failing_job_is_in_a_false_summary(project):
    (project / "boardfig.toml").write_text(CONFIG + '\n[[knight]]\nname = "bad"\ncell = 2\n')
    summary = boardfig.build()
    assert not summary and summary.exit_code == 2
    assert summary.failed == [("bad", "cell `2`: expected a square size from 4 to 256 pixels")]
    assert [job.status for job in summary.jobs] == ["written", "written", "failed"]
    assert summary.written == ["tour", "queens"]


def test_only_and_strict(project):
    summary = boardfig.build(only=["queens"])
    assert [job["name"] for job in summary.jobs] == ["queens"]
    (project / "boardfig.toml").write_text('[[knight]]\nname = "none"\nboard = "3x3"\n')
    assert boardfig.build(out="other")
    # As on the command line, a cached job is not run again: force it.
    strict = boardfig.build(out="other", strict=True, force=True)
    assert not strict and strict.not_found == ["none"]


def test_bad_build_files_raise(project):
    with pytest.raises(OSError, match="missing.toml"):
        boardfig.build("missing.toml")
    (project / "bad.toml").write_text('[[knight]]\nname = "x"\nboard = "5x5"\ncel = 3\n')
    with pytest.raises(ValueError, match=r"bad.toml:4: unknown key `cel`; did you mean `cell`\?$"):
        boardfig.build("bad.toml")
    with pytest.raises(ValueError, match="prune"):
        boardfig.build(check=True, prune=True)
    with pytest.raises(ValueError, match=r"^only `nope`: no job has that name; jobs: "):
        boardfig.build(only=["nope"])


def test_bad_options_are_named_by_their_keywords(project):
    """The library checks a build's options (the command line's too) and
    names a wrong one as Python spells it, not as a flag; nothing is built."""
    refused = {
        "jobs `0`: expected a whole number from 1 to 256": dict(jobs=0),
        "jobs `257`: expected a whole number from 1 to 256": dict(jobs=257),
        "shard `(0, 0)`: expected (k, n), whole numbers with 1 <= k <= n, e.g. (1, 4)": dict(shard=(0, 0)),
        "shard `(3, 2)`: expected (k, n), whole numbers with 1 <= k <= n, e.g. (1, 4)": dict(shard=(3, 2)),
        "`prune` removes files and `check` writes nothing: give one of them": dict(check=True, prune=True),
    }
    for message, options in refused.items():
        with pytest.raises(ValueError) as raised:
            boardfig.build(**options)
        assert str(raised.value) == message
    assert not (project / "output").exists()
    assert boardfig.build(jobs=1, shard=(2, 2)).ok


def test_an_out_that_is_a_file_is_named_by_its_keyword(project):
    """`out` naming a file, or a folder under one, is refused as Python
    spells the option, not as the flag `--out`; nothing is written."""
    (project / "a-file").write_text("mine")
    before = sorted(path.name for path in project.iterdir())
    refused = {
        "a-file": "`out` `a-file`: not a folder; name a folder to create or fill",
        "a-file/figures": "`out` `a-file/figures`: `a-file` is a file, not a folder; "
        "name a folder to create or fill",
    }
    for out, message in refused.items():
        with pytest.raises(ValueError) as raised:
            boardfig.build("boardfig.toml", out=out)
        assert str(raised.value) == message
        assert "--out" not in str(raised.value)
    assert sorted(path.name for path in project.iterdir()) == before
    assert (project / "a-file").read_text() == "mine"
