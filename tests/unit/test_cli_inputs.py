"""Every file named on the command line goes through one guarded reader (issue #39, finding
2): a FIFO never hangs the command, a device is never read, a file over the limit is refused
with its real size, deep JSON and huge numbers get a message, never a traceback. One case per
input option and per kind of hostile file."""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from mafia_tui.__main__ import main

EX = Path(__file__).resolve().parents[2] / "examples"
RED_WIN = EX / "red-win.json"
WAIT = 30.0
"""Seconds a command may take on a hostile file before it counts as hung."""


def _run(argv: list[str], fifo: Path | None) -> int | None:
    """``main(argv)`` in a thread; None when it is still running after :data:`WAIT` (then the
    FIFO is opened for writing and closed, so the hung reader ends and the test fails)."""
    result: list[int | None] = []

    def target() -> None:
        try:
            result.append(main(argv))
        except SystemExit as stop:
            result.append(stop.code if isinstance(stop.code, int) else 2)

    worker = threading.Thread(target=target, daemon=True)
    worker.start()
    worker.join(WAIT)
    if worker.is_alive():
        if fifo is not None and sys.platform != "win32":
            with contextlib.suppress(OSError):
                os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        worker.join(5)
        return None
    return result[0]


Option = Callable[[Path, Path], list[str]]
"""The command line for an option, given the hostile file and a folder for anything else."""

OPTIONS: dict[str, Option] = {
    "replay FILE": lambda f, d: ["replay", str(f)],
    "export FILE": lambda f, d: ["export", str(f), "--pdf", str(d / "out.pdf")],
    "export --ids": lambda f, d: [
        "export",
        str(RED_WIN),
        "--format",
        "mafiaratings",
        "--ids",
        str(f),
        "-o",
        str(d / "out.json"),
    ],
    "standings SOURCE": lambda f, d: ["standings", str(f)],
    "import PATH": lambda f, d: ["import", str(f)],
    "seating --score": lambda f, d: ["seating", "--score", str(f)],
    "seating --names": lambda f, d: [
        *["seating", "--tables", "2", "--games", "10", "--tournament", "Кубок"],
        *["--names", str(f)],
    ],
    "seating --tournament FILE": lambda f, d: [
        *["seating", "--tables", "2", "--games", "10", "--tournament", str(f)],
    ],
    "roster import": lambda f, d: ["roster", "import", str(f)],
}
JSON_OPTIONS = ["export --ids", "seating --score", "import PATH", "seating --tournament FILE"]
"""The options whose file is JSON: deep nesting and huge numbers are theirs to refuse."""
LIMIT_MB = {"seating --names": "1,0", "roster import": "16,0"}
"""The options with a limit other than the game file's 5 MB."""


def _check(option: str, hostile: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    data = tmp_path / "data"
    argv = [*OPTIONS[option](hostile, tmp_path), "--data-dir", str(data), "--lang", "ru"]
    code = _run(argv, hostile if hostile.is_fifo() else None)
    said = capsys.readouterr()
    err = said.err + said.out  # import reports each file on stdout
    assert code is not None, f"{option} hung on {hostile.name}"
    assert code == 2, err
    assert "Traceback" not in err and str(hostile) in err, err
    assert not (tmp_path / "out.pdf").exists() and not (tmp_path / "out.json").exists()
    return err


@pytest.mark.parametrize("option", list(OPTIONS))
def test_a_fifo_never_hangs_an_option(
    option: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if sys.platform == "win32":
        pytest.skip("a FIFO is POSIX")
    fifo = tmp_path / "hostile.json"
    os.mkfifo(fifo)
    err = _check(option, fifo, tmp_path, capsys)
    assert "не обычный файл" in err


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
@pytest.mark.parametrize("option", list(OPTIONS))
def test_a_device_is_never_read(
    option: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")  # the judge named it: followed, then refused as a device
    err = _check(option, zero, tmp_path, capsys)
    assert "не обычный файл" in err


@pytest.mark.parametrize("option", list(OPTIONS))
def test_a_file_over_the_limit_is_refused_with_its_real_size(
    option: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as handle:
        handle.truncate(40 * 1024 * 1024)  # sparse: 40 MB on no disk at all
    err = _check(option, big, tmp_path, capsys)
    limit = LIMIT_MB.get(option, "5,0")
    assert f"40,0 МБ, можно не больше {limit} МБ" in err


@pytest.mark.parametrize("option", JSON_OPTIONS)
@pytest.mark.parametrize(
    ("name", "text", "said"),
    [
        ("deep", "[" * 100_000 + "]" * 100_000, "вложенность глубже 32 уровней"),
        ("huge_int", '{"seating": [[[' + "9" * 5000 + "]]]}", "недопустимое число"),
        ("infinite", '{"seating": [[[1e999]]]}', "недопустимое число 1e999"),
    ],
    ids=["deep", "huge_int", "infinite"],
)
def test_deep_json_and_huge_numbers_get_a_message(
    option: str,
    name: str,
    text: str,
    said: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / f"{name}.json"
    path.write_text(text, encoding="utf-8")
    err = _check(option, path, tmp_path, capsys)
    assert said in err


def test_a_seat_index_past_any_tournament_is_refused_not_scored(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An index of 10^25 overflowed, one of 10^7 scored for minutes: a seating file names at
    most 1,000 players."""
    for index in (10**25, 10**7, 1000):
        path = tmp_path / "seating.json"
        path.write_text(f'{{"seating": [[[1,2,3,4,5,6,7,8,9,{index}]]]}}', encoding="utf-8")
        err = _check("seating --score", path, tmp_path, capsys)
        assert "0…999" in err
    path.write_text('{"seating": [[[1,2,3,4,5,6,7,8,9,999]]]}', encoding="utf-8")
    assert main(["seating", "--score", str(path), "--lang", "en"]) == 0


def test_english_says_the_same_in_english(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if sys.platform == "win32":
        pytest.skip("a FIFO is POSIX")
    fifo = tmp_path / "names.txt"
    os.mkfifo(fifo)
    argv = OPTIONS["seating --names"](fifo, tmp_path)
    assert _run([*argv, "--data-dir", str(tmp_path / "d"), "--lang", "en"], fifo) == 2
    err = capsys.readouterr().err
    assert f"{fifo}: not a regular file (a pipe, a device or a folder): not read" in err


@pytest.mark.skipif(sys.platform == "win32", reason="the fault harness patches POSIX calls")
def test_a_full_disk_is_said_of_the_file_named_in_the_judges_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """#39, finding 7: the OS's own English words, about our temp file's name."""
    from tests.storage.rename_faults import faults

    out = tmp_path / "out.json"
    argv = ["export", str(RED_WIN), "--format", "mafiaratings", "-o", str(out), "--lang", "ru"]
    for at in (1, 2, 3):  # the temp file made, written, flushed: each refused
        with faults(at, kill=False):
            code = main(argv)
        err = capsys.readouterr().err
        assert code == 2 and f"{out}: на диске нет места" in err, err
        assert ".tmp-" not in err and "No space" not in err
        assert not out.exists() and list(tmp_path.iterdir()) == []
