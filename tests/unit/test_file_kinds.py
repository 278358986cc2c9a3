"""A file that is not a game says what it looks like (issue 36, item 6): a Polemica match in
the site's envelope, a mafiaratings list, a tournament file, or a JSON object by its first keys,
and that the import takes it, where it does; not only "not a mafia-tui game"."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mafia_tui.__main__ import main
from mafia_tui.rules import RuleError
from mafia_tui.rules.record import game_from_dict

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.mark.parametrize(
    "path,said",
    [
        ("polemica/match_610180.json", "a Polemica match in the site's envelope"),
        ("polemica/334187.json", "a Polemica match: the import takes it"),
        ("mafiaratings/sample-db-games.json", "a mafiaratings list of games"),
    ],
)
def test_a_file_that_is_not_a_game_says_what_it_looks_like(
    path: str, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--lang", "en", "replay", str(DATA / path)])
    err = capsys.readouterr().err
    assert done.value.code == 2
    assert said in err and "mafia-tui import" in err


def test_an_import_of_something_else_names_its_keys(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    odd = tmp_path / "odd.json"
    odd.write_text(json.dumps({"rows": [], "totalCount": 13}), "utf-8")
    assert main(["--lang", "ru", "import", str(odd), "--data-dir", str(tmp_path / "d")]) == 2
    out = capsys.readouterr().out
    assert "не файл игры mafia-tui, а JSON-объект с ключами rows, totalCount" in out


@pytest.mark.parametrize(
    "data,said",
    [
        ({"format": "mafia-tui/tournament", "version": 1}, "a mafia-tui tournament file"),
        ({"players": {"1": {"nick": "Гроза"}}}, "a roster of players"),
        ({"games": [{"players": [], "winner": "civ"}]}, "a mafiaratings list of games"),
        ([{"data": {"players": [], "votes": []}}], "a list of Polemica matches"),
        ([1, 2], "a JSON list of something other than games"),
        ("x", "a single JSON value"),
    ],
)
def test_each_kind_is_named(data: Any, said: str) -> None:
    with pytest.raises(RuleError) as err:
        game_from_dict(data)
    assert said in err.value.message("en") and "not a mafia-tui game but" in err.value.message("en")
    assert "это не файл игры mafia-tui, а " in err.value.message("ru")
