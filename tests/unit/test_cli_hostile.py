"""The command line on hostile and odd files: one message, exit 2, nothing raw reaches the
terminal."""

import json
from pathlib import Path
from typing import Any

import pytest

from mafia_tui.__main__ import main
from mafia_tui.cli.output import literal

EX = Path(__file__).resolve().parents[2] / "examples"


def example() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((EX / "red-win.json").read_text(encoding="utf-8"))
    return data


def write(tmp_path: Path, data: object, name: str = "game.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def hostile_files() -> dict[str, object]:
    deep = "[" * 100_000 + "]" * 100_000
    missing_field = example()
    missing_field["actions"].insert(3, {"type": "nominate", "by": 1})
    nan_points = example()
    nan_points["after"] = {"extras": [{"seat": 1, "points": float("nan"), "reason": "x"}]}
    huge_points = example()
    huge_points["after"] = {"extras": [{"seat": 1, "points": 1e308, "reason": "x"}]}
    over_limit = example()
    over_limit["after"] = {"extras": [{"seat": 1, "points": 0.9, "reason": "x"}]}
    big_comment = example()
    big_comment["after"] = {"comments": "x" * 6_000_000}
    return {
        "deep": deep,
        "missing_field": missing_field,
        "nan": nan_points,
        "inf": json.dumps(huge_points).replace("1e+308", "1e999"),
        "over_8_4": over_limit,
        "big_comment": big_comment,
        "not_utf8": "\udcff",
        "list": [],
        "empty": "",
    }


@pytest.mark.parametrize("name", list(hostile_files()))
@pytest.mark.parametrize("verb", [["replay"], ["replay", "--json"], ["export"]])
def test_every_verb_refuses_a_hostile_file_with_one_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, verb: list[str]
) -> None:
    data = hostile_files()[name]
    path = tmp_path / "game.json"
    if name == "not_utf8":
        path.write_bytes(b"\xff\xfe{}")
    else:
        write(tmp_path, data)
    args = [verb[0], str(path), *verb[1:], "--lang", "ru"]
    if verb[0] == "export":
        args += ["--pdf", str(tmp_path / "out.pdf")]
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert str(path) in err and "Traceback" not in err
    assert not (tmp_path / "out.pdf").exists()


def test_control_characters_from_a_file_never_reach_the_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = example()
    data["header"]["tournament"] = "Кубок"
    data["after"] = {"comments": "ok\x1b]0;pwned\x07 \u202eevil \x9b31m"}
    path = write(tmp_path, data)
    with pytest.raises(SystemExit) as exit_:  # refused as at entry (issue #24, finding 7)
        main(["replay", str(path), "--json", "--lang", "ru"])
    assert exit_.value.code == 2
    seen = capsys.readouterr()
    assert "U+001B" in seen.err and "comments" in seen.err
    for ch in ("\x1b", "\x9b", "\u202e", "\x07"):
        assert ch not in seen.out + seen.err


@pytest.mark.parametrize("text", ["a\x1bb", "bell\x07", "x\u202ey", "\u2066iso", "cr\rlf"])
def test_comments_refuse_control_and_bidi_characters(text: str) -> None:
    from mafia_tui.rules import RuleError
    from mafia_tui.rules.after import AfterGame

    with pytest.raises(RuleError) as err:
        AfterGame.from_dict({"comments": text})
    assert err.value.code == "invisible_char"


def test_comments_keep_lines_tabs_and_emoji() -> None:
    from mafia_tui.rules.after import AfterGame

    text = "Строка 1\n\tстрока 2 👍🏽 👨‍👩‍👧"
    assert AfterGame.from_dict({"comments": text}).comments == text


def test_literal_shows_controls_and_keeps_text() -> None:
    assert literal("Ёжик\tи\nКот") == "Ёжик\tи\nКот"
    assert literal("a\x1b[31mb") == "a\\u001b[31mb"
    assert literal("x\u202ey\u2028z\ufeff") == "x\\u202ey\\u2028z\\ufeff"


def test_standings_of_an_invalid_file_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = write(tmp_path, {"format": "mafia-tui/game", "version": 1, "id": "x"})
    assert main(["standings", str(bad), "--lang", "ru"]) == 2
    assert "game.json" in capsys.readouterr().err


def test_standings_of_a_folder_without_games_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue #24, finding 7: it printed an empty table and exited 0."""
    folder = tmp_path / "x.json"
    folder.mkdir()
    assert main(["standings", str(folder), "--lang", "ru"]) == 2
    assert "нет ни одного файла игры" in capsys.readouterr().err
