"""Polemica matches in the site's envelope (``{"data": {...}}``, tests/data/polemica/SOURCE.md):
read, played under the rules their ``data.config`` sets, with their start and end and each
player's Polemica id kept (issue 36, item 6 and finding 8)."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from mafia_tui.__main__ import main
from mafia_tui.export.foreign import Said
from mafia_tui.export.import_texts import IMPORT
from mafia_tui.export.mafiaratings import _times, game_document
from mafia_tui.export.polemica_import import convert, looks_like
from mafia_tui.rules.record import game_from_dict
from mafia_tui.session.publish import PublishError, ServerIds, build_document
from mafia_tui.storage.roster import open_roster

DATA = Path(__file__).resolve().parents[1] / "data"
ENVELOPED = {"314446": "black", "598995": "black", "610180": "red"}
"""Each enveloped match and its result (``data.result``: 0 red, 1 black)."""
_NO = Said(IMPORT, "pl_no_start")


def _file(name: str) -> dict[str, Any]:
    found: dict[str, Any] = json.loads((DATA / "polemica" / f"{name}.json").read_text("utf-8"))
    return found


def _unix(text: str) -> int:
    return round(datetime.fromisoformat(text.replace(" ", "T") + "+00:00").timestamp())


@pytest.mark.parametrize("number", sorted(ENVELOPED))
def test_an_enveloped_match_imports_under_its_configs_rules(number: str) -> None:
    match = _file(f"match_{number}")
    assert looks_like(match) and match["data"]["config"]["zeroVoting"] == "none"
    (c,) = convert(match)
    assert c.data is not None, c.refused and c.refused.text("en")
    game = game_from_dict(c.data)
    assert game.result == ENVELOPED[number] and c.data["id"] == f"pl-{number}"
    assert game.profile.name == "day1-no-vote" and game.profile.day1_vote == "none"
    notes = [n.text("en") for n in c.notes]
    assert "lift3From9=false" in " ".join(notes)  # said, not applied


@pytest.mark.parametrize("number", ["314446", "610180"])
def test_an_enveloped_match_keeps_its_start_end_and_players_ids(number: str) -> None:
    match = _file(f"match_{number}")
    (c,) = convert(match)
    assert c.data is not None
    game = game_from_dict(c.data)
    start, end = game.log[0].ts, game.log[-1].ts
    assert start is not None and end is not None
    assert start.startswith(match["data"]["started"][:19].replace(" ", "T"))
    assert round(datetime.fromisoformat(end).timestamp()) == _unix(match["ended_at"])
    assert c.data["header"]["date"] == match["started_at"][:10]
    seats = sorted(match["data"]["players"], key=lambda p: p["position"])
    assert [p.platform_id("polemica") for p in game.players] == [str(p["player"]) for p in seats]
    # the times the mafiaratings document would carry (day 1 without a vote has no rules code
    # there, so these matches are refused for their rules, not for their times)
    started = datetime.fromisoformat(match["data"]["started"].replace("Z", "+00:00"))
    assert _times(game) == (round(started.timestamp()), _unix(match["ended_at"]))
    assert abs(round(started.timestamp()) - _unix(match["started_at"])) <= 1  # the same moment
    assert "firstVoting" in (game_document(game).refused or _NO).text("en")


def test_a_trimmed_match_without_times_says_so() -> None:
    (c,) = convert(_file("match_598995"))  # its keeper cut the times out
    assert c.data is not None and "pl_no_start" in [n.key for n in c.notes]


def test_a_bare_match_keeps_its_start_makes_up_no_end_and_is_not_queued() -> None:
    match = _file("334187")
    (c,) = convert(match)
    assert c.data is not None and "pl_no_end" in [n.key for n in c.notes]
    game = game_from_dict(c.data)
    assert game.log[0].ts == "2025-04-05T13:00:00+00:00" and game.log[-1].ts is None
    assert [p.platform_id("polemica") for p in game.players][:2] == ["48336", "29162"]
    exported = game_document(game)
    assert exported.document is not None and "startTime" not in exported.document
    with pytest.raises(PublishError) as err:
        build_document(game, ServerIds(event=1))
    assert err.value.key == "no_times" and "Game start time is not set." in err.value.message("en")


def test_the_command_imports_the_enveloped_matches(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    files = [str(DATA / "polemica" / f"match_{n}.json") for n in sorted(ENVELOPED)]
    code = main(["--lang", "en", "import", *files, "--data-dir", str(tmp_path), "--roster"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert all(f"new game pl-{n}" in out for n in ENVELOPED)
    roster = open_roster(tmp_path)
    first = _file("match_610180")["data"]["players"][0]
    assert roster.find(first["username"]).polemica == str(first["player"])  # type: ignore[union-attr]
    assert f"Roster: {len(roster)} players added, 0 completed" in out


def test_a_polemica_import_keeps_every_players_id() -> None:
    match = json.loads((DATA / "polemica" / "334187.json").read_text("utf-8"))
    (done,) = convert(match)
    assert done.data is not None
    seats = sorted(match["players"], key=lambda p: p["position"])
    assert [p.get("ids") for p in done.data["players"]] == [
        {"polemica": str(p["player"]["id"])} for p in seats
    ]
