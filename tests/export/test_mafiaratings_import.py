"""mafiaratings game documents in: the 11 production games of mafiaratings' sample database
(tests/data/mafiaratings/SOURCE.md) replay to their recorded result and departures under the
rules their code gives, the round trip mafiaratings -> our file -> mafiaratings changes no
field but those named with their reason, and bad documents are refused with their first
problem, nothing written."""

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
from mafia_tui.export.standings_notes import game_ref
from mafia_tui.rules.after import Title
from mafia_tui.rules.codes import profile_from_code
from mafia_tui.rules.record import game_fingerprint, game_from_dict, game_to_dict
from mafia_tui.rules.state import Status
from mafia_tui.tournament.game_result import GameResult

from .mafiaratings_schema import problems

DATA = Path(__file__).resolve().parents[1] / "data" / "mafiaratings" / "sample-db-games.json"
DOCS = json.loads(DATA.read_text(encoding="utf-8"))
BY_ID = {d["id"]: d for d in DOCS}
WON = {"civ": "red", "maf": "black", "tie": "draw"}
HOW = {Status.KILLED: "night", Status.VOTED_OUT: "day", Status.REMOVED: "warnings",
       Status.DISQUALIFIED: "kickOut"}  # fmt: skip


def _converted() -> dict[str, Converted]:
    return {c.label: c for c in convert(DOCS)}


def test_all_eleven_import() -> None:
    done = _converted()
    assert len(done) == 11
    refused = {label: c.refused.text("en") for label, c in done.items() if c.refused}
    assert refused == {}


@pytest.mark.parametrize("doc", DOCS, ids=lambda d: f"id{d['id']}")
def test_each_game_replays_to_its_result_and_departures(doc: dict[str, Any]) -> None:
    (c,) = convert([doc])
    assert c.game is not None, c.refused and c.refused.text("en")
    game = game_from_dict(game_to_dict(c.game))  # the one reader: every action replayed
    assert game_fingerprint(game) == game_fingerprint(c.game)
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
    assert game.id == f"mr-{doc['id']}"
    event = doc.get("tournamentId", doc["eventId"])
    assert game.header.tournament == f"mafiaratings-{event}"
    # the profile `mafia-tui rules --code` builds from the document's code
    assert game.profile == profile_from_code(doc["rules"])


def test_the_2010_game_plays_its_own_rules() -> None:
    (c,) = convert([BY_ID[1]])
    assert c.game is not None, c.refused and c.refused.text("en")
    profile = c.game.profile
    assert (profile.day1_vote, profile.best_move_recorded, profile.rule_7_6) == (
        "to_talk", False, True)  # fmt: skip
    assert c.game.result == "black" and c.game.state.days[0].outcome == "no_candidates"


def test_what_was_supplied_is_said() -> None:
    done = _converted()
    keys = {label: [n.key for n in c.notes] for label, c in done.items() if c.game}
    assert "lift_derived_up" in keys["id 4870"] and "lift_derived_down" in keys["id 4842"]
    assert keys["id 1"] == ["arrangement_dropped"]  # "a": the mafia's static arrangement
    assert keys["id 4872"] == keys["id 4877"] == []


def test_nothing_unrecorded_is_made_up() -> None:
    """The killed Don of 4877 has no shot the night he was killed; the documents give no
    table or game number: none is supplied, and the export leaves them out."""
    (c,) = convert([BY_ID[4877]])
    assert c.game is not None
    night = c.game.state.nights[1]
    assert night.killed == 3 and 3 not in dict(night.shots)
    assert (c.game.header.table, c.game.header.game_number) == (0, 0)
    back = game_document(c.game).document
    assert back is not None
    assert back["players"][2]["shooting"] == [2] and "tableNum" not in back
    assert game_ref(GameResult.of(c.game)) == "стол — игра — (отборочный)"  # not "стол 0"
    numbered = {**BY_ID[4872], "tableNum": 2, "gameNum": 7}
    (n,) = convert([numbered])
    assert n.game is not None and (n.game.header.table, n.game.header.game_number) == (2, 7)
    out = game_document(n.game).document
    assert out is not None and (out["tableNum"], out["gameNum"]) == (2, 7)


def test_titles_are_kept() -> None:
    (c,) = convert([BY_ID[4877]])
    assert c.game is not None
    assert c.game.after.titles == [Title(3, "best_move"), Title(10, "best_player")]


SAME_MEANING = {
    "id": "the server's own game id: an export leaves it to the server (publish sends it "
    "with op=change)",
    "language": "the language the game was played in: our record does not hold it",
    "version": "the format version: we write the current one (1.3); a stored row has none",
    "clubId": "the server's ids of where the game is published: given to the export by the "
    "publisher (here from the source), not kept in our game",
}
"""Top-level fields that differ in every game, and why: none is the game's course."""

DIFFERENCES: dict[tuple[int, str], str] = {
    (1, ".features"): "a: the mafia's static arrangement; our record has none (the import says so)",
    (1, ".players[1].arranged"): "a",
    (1, ".players[4].arranged"): "a",
    (1, ".players[5].arranged"): "a",
    (1, ".players[1].warnings"): "NKS",
    (1, ".players[2].warnings"): "START",
    (4871, ".players[1].warnings"): "START",
    (4871, ".players[6].warnings"): "NKS",
    (4871, ".players[9].warnings"): "NKS",
    (4875, ".players[8].warnings"): "NKS",
    (4877, ".players[1].warnings"): "NKS",
    (4877, ".players[6].warnings"): "NKS",
    (4877, ".players[7].warnings"): "NKS",
    (4872, ".players[2].voting"): "[null] is 'never voted': trailing nulls are left out",
    (4877, ".players[2].voting"): "[null] is 'never voted': trailing nulls are left out",
}
"""Each remaining difference of the round trip, with its reason. NKS: a foul in a night
victim's last word gains its speaker (api_help: ``speaker`` must be set for "night kill
speaking"; he is the night's victim). START: a foul "in the vote" naming no candidate and no
speaker (the vote round's start) is placed at the round's first step, and written with that
step's first tied speaker or candidate: our log places a foul at a step of the game, and
nothing happens between the vote round's start and its first step."""


def _diff(a: Any, b: Any, path: str = "") -> list[str]:
    """The paths where ``a`` and ``b`` differ, a player's fields each on its own."""
    if isinstance(a, dict) and isinstance(b, dict):
        out: list[str] = []
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                out.append(f"{path}.{k}")
            else:
                out += _diff(a[k], b[k], f"{path}.{k}")
        return out
    if path == ".players":
        return [p for i, (x, y) in enumerate(zip(a, b, strict=True), start=1)
                for p in _diff(x, y, f"{path}[{i}]")]  # fmt: skip
    return [] if a == b else [path]


def _published(doc: dict[str, Any]) -> dict[str, Any] | None:
    """mafiaratings -> our file -> mafiaratings, as a publisher sends it: the server's ids of
    the club, event, tournament, moderator and players are the publisher's to give (the
    players' from the roster, issue #36 item 1)."""
    (c,) = convert([doc])
    assert c.game is not None
    game = game_from_dict(game_to_dict(c.game))  # through our file
    ids = {p["name"]: p["id"] for p in doc["players"] if "id" in p}
    return game_document(
        game,
        ids,
        club_id=doc.get("clubId"),
        event_id=doc.get("eventId"),
        tournament_id=doc.get("tournamentId"),
        moderator_id=doc.get("moderator", {}).get("id"),
    ).document


@pytest.mark.parametrize("doc", DOCS, ids=lambda d: f"id{d['id']}")
def test_the_round_trip_changes_nothing_but_what_is_named(doc: dict[str, Any]) -> None:
    back = _published(doc)
    assert back is not None and problems(back) == []
    source = json.loads(json.dumps(doc))
    for p in source["players"]:
        p.setdefault("role", "civ")  # api_help: "civ" when left out; we write it
    differs = set(_diff(source, back)) - {f".{k}" for k in SAME_MEANING}
    named = {path for (game, path) in DIFFERENCES if game == doc["id"]}
    assert differs == named
    for path in named - {".features"}:  # each named one is only what its reason says
        field = path.rsplit(".", 1)[1]
        seat = int(path.split("[")[1].split("]")[0])
        ours, theirs = back["players"][seat - 1].get(field), source["players"][seat - 1][field]
        _only_as_named(DIFFERENCES[(doc["id"], path)], theirs, ours)


def _only_as_named(reason: str, theirs: Any, ours: Any) -> None:
    if reason == "a":
        assert ours is None
    elif reason.startswith("[null]"):
        assert ours is None and all(v is None for v in theirs)
    else:
        assert len(ours) == len(theirs)
        for t, o in zip(theirs, ours, strict=True):
            if t == o:
                continue
            extra = {k: v for k, v in o.items() if k not in t}
            assert {k: v for k, v in o.items() if k in t} == t
            if reason == "NKS":
                assert t["time"] == "night kill speaking" and list(extra) == ["speaker"]
            else:
                assert t["time"] == "voting" and len(extra) == 1
                assert set(extra) <= {"speaker", "nominee"}


def test_the_round_trip_keeps_votes_so_the_points_hold() -> None:
    """Every player's vote comes back, and the feature letters with it (the site's own points
    read them)."""
    for doc in DOCS:
        back = _published(doc)
        assert back is not None
        assert "v" in back["features"], doc["id"]
        for a, b in zip(doc["players"], back["players"], strict=True):
            theirs = list(a.get("voting", []))
            while theirs and theirs[-1] is None:
                theirs.pop()
            assert b.get("voting", []) == theirs, (doc["id"], a["name"])


def test_the_lifts_hands_come_back_with_k() -> None:
    doc = json.loads(json.dumps(BY_ID[4870]))  # day 1: 1 and 2 tied twice, then lifted
    ups = 0
    for seat, p in enumerate(doc["players"], start=1):
        cast = p["voting"][0]
        if isinstance(cast, list):
            cast.append(seat != 3)  # all but 3 raise a hand: the tied leave
            ups += seat != 3
    doc["features"] += "k"
    (c,) = convert([doc])
    assert c.game is not None, c.refused and c.refused.text("en")
    lift = c.game.state.days[0].rounds[-1]
    assert lift.lift and lift.counts == [ups] and 3 not in (lift.hands[0] or ())
    back = _published(doc)
    assert back is not None and "k" in back["features"]
    assert [p.get("voting") for p in back["players"]] == [p.get("voting") for p in doc["players"]]


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
    assert code == 0  # all eleven are in
    assert out.count(": new game mr-") == 11 and "not imported 0" in out
    assert len(list((tmp_path / "data" / "games").glob("mr-*.json"))) == 11
    code, out = _run(["import", str(DATA), "--data-dir", data, "--lang", "en"], capsys)
    assert out.count("is already here: duplicate") == 11 and "duplicates 11" in out
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
    assert c.game is not None
    assert "times_dropped" in [n.key for n in c.notes]
    stamps = [a.ts for a in c.game.log if a.ts]
    years = {int(ts[:4]) for ts in stamps}
    assert all(2000 <= y < 2100 for y in years), stamps
    if start is not None:
        assert c.game.header.date == ""
    (good,) = convert([BY_ID[4877]])
    assert "times_dropped" not in [n.key for n in good.notes]
