"""Polemica matches in (tests/data/polemica/SOURCE.md): the finished real match replays to its
result with every foul, nomination, shot and check in place; matches saved mid-game and bad
documents are refused with their reason."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mafia_tui.__main__ import main
from mafia_tui.export.mafiaratings_import import looks_like as looks_like_mafiaratings
from mafia_tui.export.polemica_import import convert, looks_like
from mafia_tui.rules.actions import Foul, Nominate, Shot
from mafia_tui.rules.record import game_from_dict

DATA = Path(__file__).resolve().parents[1] / "data" / "polemica"


def _match(name: str) -> dict[str, Any]:
    match: dict[str, Any] = json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))
    return match


def test_the_finished_match_replays_to_its_result() -> None:
    match = _match("334187")
    (c,) = convert(match)
    assert c.data is not None, c.refused and c.refused.text("en")
    game = game_from_dict(c.data)
    assert game.result == "red" and match["result"] == 0
    assert c.data["id"] == "pl-334187" and c.data["profile"]["name"] == "day1-lift-only"
    fouls = Counter(a.seat for a in game.log if isinstance(a, Foul))
    gone = {n.params["seat"] for n in c.notes if n.key == "foul_gone"}
    for p in match["players"]:
        if p["position"] not in gone:
            assert fouls[p["position"]] == len(p["fouls"]), p["position"]
    noms = [(a.by, a.target) for a in game.log if isinstance(a, Nominate)]
    theirs = [(v["voter"], v["candidate"]) for v in match["votes"] if v.get("num") == 0]
    assert set(noms) <= set(theirs)
    shots = {pair for a in game.log if isinstance(a, Shot) for pair in a.shots}
    assert {(s["shooter"], s["victim"]) for s in match["shots"]} >= {p for p in shots if p[1]}
    assert [n.key for n in c.notes][:1] == ["pl_rules"]


@pytest.mark.parametrize("name", ["328635", "333915"])
def test_a_match_saved_mid_game_is_refused(name: str) -> None:
    (c,) = convert(_match(name))
    assert c.data is None and c.refused is not None and c.refused.key == "pl_unfinished"


def _bad(**change: Any) -> dict[str, Any]:

    match = _match("334187")
    for key, value in change.items():
        if key.startswith("p"):
            match["players"][int(key[1:]) - 1]["role"] = value
        else:
            match[key] = value
    return match


@pytest.mark.parametrize(
    "make,said",
    [
        (lambda: {**_bad(), "players": _bad()["players"][:9]}, "exactly 10 players"),
        (lambda: _bad(p1=0), "roles are not"),
        (lambda: _bad(result=2), "saved before its end"),
        (lambda: _bad(zeroVoting="later"), "no rules profile plays this"),
        (lambda: _bad(votes="x"), "not a Polemica match"),
        (
            lambda: {
                **_bad(),
                "votes": [*_bad()["votes"], {"day": 2, "num": 1, "voter": 4, "candidate": 2}],
            },
            "player 4 votes",
        ),  # fmt: skip
    ],
)
def test_bad_matches_are_refused(make: Callable[[], dict[str, Any]], said: str) -> None:
    (c,) = convert(make())
    assert c.data is None and c.refused is not None
    assert said in c.refused.text("en"), c.refused.text("en")


def test_technical_fouls_are_refused() -> None:
    match = _match("334187")
    match["players"][0]["techs"] = [match["players"][1]["fouls"][0]]
    (c,) = convert(match)
    assert c.refused is not None and c.refused.key == "pl_techs"


def test_the_formats_are_told_apart() -> None:
    match = _match("334187")
    assert looks_like(match) and not looks_like_mafiaratings(match)


def test_the_command_imports_a_match_and_the_table_counts_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = str(tmp_path / "data")
    code = main(["--lang", "en", "import", str(DATA / "334187.json"), "--data-dir", data,
                 "--tournament", "Polemica Cup"])  # fmt: skip
    out = capsys.readouterr().out
    assert code == 0 and "new game pl-334187" in out
    assert main(["standings", "Polemica Cup", "--json", "--data-dir", data]) == 0
    table = json.loads(capsys.readouterr().out)
    assert sum(row["games"] for row in table["rows"]) == 10
