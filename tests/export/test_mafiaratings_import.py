"""mafiaratings game documents in: the 11 production games of mafiaratings' sample database
(tests/data/mafiaratings/SOURCE.md) replay to their recorded result and departures, the
round trip back to the format keeps every field both formats hold, and bad documents are
refused with their first problem, nothing written."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mafia_tui.__main__ import main
from mafia_tui.export.foreign import Converted
from mafia_tui.export.mafiaratings import game_document
from mafia_tui.export.mafiaratings_import import convert, looks_like
from mafia_tui.export.mafiaratings_rules import DECIDING, parse_code
from mafia_tui.rules.record import game_from_dict
from mafia_tui.rules.state import Status

from .mafiaratings_schema import problems

DATA = Path(__file__).resolve().parents[1] / "data" / "mafiaratings" / "sample-db-games.json"
DOCS = json.loads(DATA.read_text(encoding="utf-8"))
BY_ID = {d["id"]: d for d in DOCS}
WON = {"civ": "red", "maf": "black", "tie": "draw"}
HOW = {Status.KILLED: "night", Status.VOTED_OUT: "day", Status.REMOVED: "warnings",
       Status.DISQUALIFIED: "kickOut"}  # fmt: skip


def _converted() -> dict[str, Converted]:
    return {c.label: c for c in convert(DOCS)}


def test_ten_of_eleven_replay_and_the_eleventh_says_why() -> None:
    done = _converted()
    assert len(done) == 11
    refused = {label: c.refused.text("en") for label, c in done.items() if c.refused}
    assert refused == {"id 1": "no rules profile plays this: firstVoting=to-talk"}


@pytest.mark.parametrize("doc", [d for d in DOCS if d["id"] != 1], ids=lambda d: f"id{d['id']}")
def test_each_game_replays_to_its_result_and_departures(doc: dict[str, Any]) -> None:
    (c,) = convert([doc])
    assert c.data is not None, c.refused and c.refused.text("en")
    game = game_from_dict(c.data)  # the one reader: every action replayed by the engine
    assert game.result == WON[doc["winner"]]
    for seat, p in enumerate(doc["players"], start=1):
        ours = game.state.player(seat)
        death = p.get("death")
        if death is None:
            assert ours.alive, seat
            continue
        assert ours.left_at is not None, seat
        phase, number = ours.left_at
        got = number - 1 if phase == "day" else number if phase == "night" else 0
        assert (HOW[ours.status], got) == (death["type"], death["round"]), seat
    assert c.data["id"] == f"mr-{doc['id']}"
    assert c.data["header"]["tournament"] == f"mafiaratings-{doc['tournamentId']}"
    assert c.data["profile"]["name"] == "fiim-2018-no-7-6"  # rules 0000000000000


def test_what_was_supplied_is_said() -> None:
    done = _converted()
    keys = {label: [n.key for n in c.notes] for label, c in done.items() if c.data}
    assert "victim_shot" in keys["id 4877"]  # the server keeps no shot of a black it lost
    assert keys["id 4877"].count("title_dropped") == 2
    assert "lift_derived_up" in keys["id 4870"] and "lift_derived_down" in keys["id 4842"]
    assert all(k[0] == "rules_kept" for k in keys.values())


def _foul(w: dict[str, Any]) -> tuple[object, ...]:
    """A foul's place, as both formats can say it: a voting foul by its vote (the last
    candidate's count is never entered, 4.4.8), a last word without its speaker."""
    if w["time"] == "voting":
        return (w["round"], "voting", w.get("votingRound", 0), "speaker" in w)
    return (w["round"], w["time"], w.get("speaker") if w["time"] == "speaking" else None)


@pytest.mark.parametrize("doc", [d for d in DOCS if d["id"] != 1], ids=lambda d: f"id{d['id']}")
def test_the_round_trip_keeps_what_both_formats_hold(doc: dict[str, Any]) -> None:
    (c,) = convert([doc])
    assert c.data is not None
    back = game_document(game_from_dict(c.data)).document
    assert back is not None and problems(back) == []
    assert back["winner"] == doc["winner"]
    assert (back["startTime"], back["endTime"]) == (doc["startTime"], doc["endTime"])
    theirs, ours = parse_code(doc["rules"]), parse_code(back["rules"])
    assert theirs and ours and all(theirs[k] == ours[k] for k in DECIDING)
    assert set(back["features"]) == set(doc["features"]) - {"v"}  # counts only, no voters
    for seat, (a, b) in enumerate(zip(doc["players"], back["players"], strict=True), start=1):
        assert (b["name"], b["role"]) == (a["name"], a.get("role", "civ"))
        for key in ("death", "don", "sheriff", "legacy", "nominating", "comment"):
            assert b.get(key) == a.get(key), (seat, key)
        points = a.get("bonus")
        points = points if isinstance(points, (int, float)) else None
        assert b.get("bonus") == points, seat  # a title is no points: not carried
        shots = a.get("shooting")
        death = a.get("death") or {}
        if shots is not None and death.get("type") == "night" and len(shots) < death["round"]:
            shots = [*shots, seat]  # his own shot, the night he was killed
        assert b.get("shooting") == shots, seat
        assert [_foul(w) for w in b.get("warnings", [])] == [
            _foul(w) for w in a.get("warnings", [])
        ], seat


def _doc(**changes: Any) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(json.dumps(BY_ID[4872]))
    for path, value in changes.items():
        where: Any = doc  # a dict or a list, by the path's next step
        key = path.split(".")

        for k in key[:-1]:
            where = where[int(k)] if k.isdigit() else where[k]
        where[int(key[-1]) if key[-1].isdigit() else key[-1]] = value
    return doc


BAD: dict[str, tuple[Callable[[], object], str]] = {
    "nine players": (lambda: {**_doc(), "players": _doc()["players"][:9]}, "exactly 10 players"),
    "two dons": (lambda: _doc(**{"players.0.role": "don"}), "roles are not"),
    "features not a string": (lambda: _doc(features=7), "not a mafiaratings game"),
    "unknown winner": (lambda: _doc(winner="red"), "unknown result"),
    "no votes kept": (lambda: _doc(features="gsdutclhnwr"), "the record has no votes"),
    "a dead player votes": (
        lambda: _doc(**{"players.1.voting": [None, [7, 7]]}),
        "player 2 votes, but he is no longer at the table",
    ),
    "a name that is an object": (lambda: _doc(**{"players.2.name": {"x": 1}}), "player 3"),
    "a changed departure": (
        lambda: _doc(**{"players.6.death": {"round": 1, "type": "night"}}),
        "player 7",
    ),
}


@pytest.mark.parametrize("name", list(BAD))
def test_bad_documents_are_refused_with_their_first_problem(name: str) -> None:
    make, said = BAD[name]
    (c,) = convert([make()])
    assert c.data is None and c.refused is not None
    assert said in c.refused.text("en"), c.refused.text("en")
    assert c.refused.text("ru")  # the judge's language too


def test_what_is_not_a_mafiaratings_document() -> None:
    ours = json.loads((Path(__file__).parents[2] / "examples/red-win.json").read_text())
    assert not looks_like(ours) and not looks_like([]) and not looks_like({"x": 1})
    assert looks_like(DOCS) and looks_like(DOCS[0]) and looks_like({"games": DOCS})


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    try:
        code = main(args)
    except SystemExit as exc:
        assert isinstance(exc.code, int), exc.code
        code = exc.code
    return code, capsys.readouterr().out


def test_the_command_imports_and_the_table_counts_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = str(tmp_path / "data")
    code, out = _run(["--lang", "en", "import", str(DATA), "--data-dir", data], capsys)
    assert code == 2  # one game refused; the other ten are in
    assert out.count(": new game mr-") == 10 and "not imported 1" in out
    assert len(list((tmp_path / "data" / "games").glob("mr-*.json"))) == 10
    code, out = _run(["import", str(DATA), "--data-dir", data, "--lang", "en"], capsys)
    assert out.count("is already here: duplicate") == 10 and "duplicates 10" in out
    code, out = _run(["standings", "mafiaratings-32", "--json", "--data-dir", data], capsys)
    assert code == 0
    table = json.loads(out)
    assert sum(row["games"] for row in table["rows"]) == 100  # 10 games x 10 players


def test_the_command_names_the_tournament(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = str(tmp_path / "data")
    _run(["import", str(DATA), "--data-dir", data, "--tournament", "Кубок"], capsys)
    code, out = _run(["standings", "Кубок", "--json", "--data-dir", data], capsys)
    assert code == 0 and json.loads(out)["rows"]


def test_a_bad_file_among_good_ones(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    if sys.platform == "win32":  # the type checker skips the rest there too
        pytest.skip("FIFOs are POSIX")
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a-good.json").write_text(json.dumps([BY_ID[4872]]), encoding="utf-8")
    (folder / "b-bad.json").write_text(json.dumps([BAD["two dons"][0]()]), encoding="utf-8")
    deep = [BY_ID[4873]]
    for _ in range(40):
        deep = [deep]
    (folder / "c-deep.json").write_text(json.dumps(deep), encoding="utf-8")
    (folder / "d-huge.json").write_bytes(b" " * (6 * 1024 * 1024))
    os.mkfifo(folder / "e-fifo.json")
    data = tmp_path / "data"
    code, out = _run(["--lang", "en", "import", str(folder), "--data-dir", str(data)], capsys)
    assert code == 2
    lines = out.splitlines()
    assert any("a-good.json (id 4872): new game mr-4872" in line for line in lines)
    assert any("b-bad.json" in line and "roles are not" in line for line in lines)
    assert any("c-deep.json" in line and "does not read" in line for line in lines)
    assert any("d-huge.json" in line and "does not read" in line for line in lines)
    assert any("e-fifo.json" in line and "not a regular file" in line for line in lines)
    assert sorted(p.name for p in (data / "games").glob("*.json")) == ["mr-4872.json"]


@pytest.mark.parametrize(
    ("start", "end"),
    [
        (1, None),  # 1970: no game of the platform's
        (5_000_000_000, None),  # the year 2128
        (None, 1),  # an end before the start
        (None, 10**11),  # an end three thousand years on
    ],
    ids=["1970", "2128", "end_before_start", "end_far_on"],
)
def test_impossible_times_are_said_and_not_stored(start: int | None, end: int | None) -> None:
    """#39, finding 7: a document whose times cannot be a game's was stored with them."""
    doc = dict(BY_ID[4877])
    doc["startTime"] = start if start is not None else doc["startTime"]
    doc["endTime"] = end if end is not None else doc["endTime"]
    (c,) = convert([doc])
    assert c.data is not None
    assert "times_dropped" in [n.key for n in c.notes]
    stamps = [a["ts"] for a in c.data["actions"] if "ts" in a]
    years = {int(ts[:4]) for ts in stamps}
    assert all(2000 <= y < 2100 for y in years), stamps
    if start is not None:
        assert c.data["header"]["date"] == ""
    (good,) = convert([BY_ID[4877]])
    assert "times_dropped" not in [n.key for n in good.notes]
