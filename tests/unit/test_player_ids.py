"""A player's identity travels with the game (issue 36, item 1): the roster's platform ids go
into the game file when a seat is filled, and from the game file (or, for a seat filled
before the roster knew the id, from the roster by nickname, case-folded, old names included)
into every mafiaratings document: the export, the screens' file, the outbox and what reaches
the server. The game file stays readable both ways: older files read, files without ids are
written (and fingerprinted) as before."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from mafia_tui.__main__ import main
from mafia_tui.export.mafiaratings import game_document
from mafia_tui.rules import Header, RuleError, make_players
from mafia_tui.rules.record import game_fingerprint, game_from_dict, game_to_dict
from mafia_tui.session import Archive
from mafia_tui.session.hub_files import write_mafiaratings
from mafia_tui.session.publish import (
    PublishError,
    ServerIds,
    build_document,
    configure,
    queue_game,
    send_pending,
)
from mafia_tui.storage.roster import RosterEntry, open_roster
from tests.conftest import NICKS, SEATING
from tests.hub_server import Hub, running

EX = Path(__file__).resolve().parents[2] / "examples"
RED_WIN = ["Ёжик", "Мастер", "Лиса", "Шерлок", "Кот", "Дон Корлеоне", "Белка", "Тень", "Сова",
           "Гроза-77"]  # fmt: skip
"""The seats of examples/red-win.json."""
MR = {nick: 4400 + n for n, nick in enumerate(RED_WIN, start=1)}
"""Their mafiaratings ids on the test's roster."""


def roster_of(root: Path, **aliases: str) -> None:
    """The red-win players on ``root``'s roster with their mafiaratings ids (and an old name
    each where ``aliases`` gives one: ``{nick: old name}`` by seat ``s1``...)."""
    old = {RED_WIN[int(k[1:]) - 1]: v for k, v in aliases.items()}
    entries = [
        RosterEntry(nick, mafiaratings=str(MR[nick]), aliases=(old[nick],) if nick in old else ())
        for nick in RED_WIN
    ]
    open_roster(root).merge(entries)


def red_win(root: Path) -> str:
    [done] = Archive(root).import_path(EX / "red-win.json")  # a game of before the ids
    assert done.game_id is not None
    return done.game_id


def ids_of(document: dict[str, Any]) -> list[int | None]:
    return [p.get("id") for p in document["players"]]


# --- into every document --------------------------------------------------------------


def test_the_queued_and_sent_document_has_ten_players_with_the_rosters_ids(
    tmp_path: Path,
) -> None:
    roster_of(tmp_path)
    gid = red_win(tmp_path)
    done = queue_game(tmp_path, gid, ids=ServerIds(event=1, club=1))
    assert not any(n.key == "left_player_ids" for n in done.left_out)
    with running(Hub()) as hub:
        configure(tmp_path, hub.url, "judge")
        run = send_pending(tmp_path, "секрет")
    assert [a.key for a in run.attempts] == ["sent"]
    [stored] = hub.stored()  # the document is built when sent, from the roster then
    assert ids_of(stored.json) == [MR[n] for n in RED_WIN]
    assert hub.player_rows(stored.id) == 10


def test_the_export_command_and_the_screens_file_carry_the_rosters_ids(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    roster_of(tmp_path)
    gid = red_win(tmp_path)
    out = tmp_path / "out.json"
    code = main(["--lang", "en", "export", str(EX / "red-win.json"), "--format", "mafiaratings",
                 "-o", str(out), "--data-dir", str(tmp_path)])  # fmt: skip
    assert code == 0 and "no mafiaratings id" not in capsys.readouterr().out
    assert ids_of(json.loads(out.read_text("utf-8"))) == [MR[n] for n in RED_WIN]
    path, _ = write_mafiaratings(Archive(tmp_path).load(gid), tmp_path)
    assert path is not None and ids_of(json.loads(path.read_text("utf-8"))) == list(MR.values())


def test_the_roster_is_looked_up_by_old_name_and_in_any_case(tmp_path: Path) -> None:
    data = json.loads((EX / "red-win.json").read_text("utf-8"))
    data["players"][0]["nick"] = "ЁЖИЧОК"  # seat 1 under his old name, in capitals
    data["players"][9]["nick"] = "гроза-77"  # seat 10 in small letters
    (tmp_path / "in.json").write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    [done] = Archive(tmp_path).import_path(tmp_path / "in.json")
    roster_of(tmp_path, s1="Ёжичок")
    game = Archive(tmp_path).load(str(done.game_id))
    document, _ = build_document(game, ServerIds(event=1), root=tmp_path)  # as it is sent
    assert ids_of(document) == [MR[n] for n in RED_WIN]


def test_the_ids_override_wins_and_players_without_one_are_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    roster_of(tmp_path)
    (tmp_path / "ids.json").write_text(json.dumps({"лиса": 77}), "utf-8")
    shutil.rmtree(tmp_path / "roster")  # the roster gone (each machine's file): only the override
    out = tmp_path / "out.json"
    code = main(["--lang", "en", "export", str(EX / "red-win.json"), "--format", "mafiaratings",
                 "-o", str(out), "--ids", str(tmp_path / "ids.json"),
                 "--data-dir", str(tmp_path)])  # fmt: skip
    said = capsys.readouterr().out
    document = json.loads(out.read_text("utf-8"))
    assert code == 0 and ids_of(document) == [None, None, 77, *[None] * 7]
    assert "no mafiaratings id: 1 Ёжик, 2 Мастер, 4 Шерлок" in said
    from mafia_tui.export.mafiaratings import players_without_id

    assert [s for s, _ in players_without_id(document)] == [1, 2, 4, 5, 6, 7, 8, 9, 10]


def test_a_game_without_a_start_time_is_not_queued_and_says_why(tmp_path: Path) -> None:
    data = json.loads((EX / "red-win.json").read_text("utf-8"))
    for action in data["actions"]:
        action.pop("ts", None)
    game = game_from_dict(data)
    with pytest.raises(PublishError) as err:
        build_document(game, ServerIds(event=1))
    assert "Game start time is not set." in err.value.message("en")
    assert "без них игру не примет" in err.value.message("ru")


# --- into the game file when a seat is filled -------------------------------------------


def table_rows() -> list[dict[str, Any]]:
    seats = zip(range(1, 11), NICKS, SEATING, strict=True)
    return [{"seat": s, "nick": n, "role": r} for s, n, r in seats]


def test_a_new_game_takes_each_players_ids_from_the_roster_and_keeps_them(tmp_path: Path) -> None:
    open_roster(tmp_path).merge(
        [RosterEntry("Лиса", mafiaratings="12", polemica="p-9"), RosterEntry("Кот", imafia="x")]
    )
    rows = table_rows()
    rows[2]["nick"] = "ЛИСА"  # typed in capitals
    rows[4]["stand_in_for"] = "Кот"  # seat 5: a stand-in for him
    rows[4]["nick"] = "Барсик"
    session = Archive(tmp_path).new_game(Header(), make_players(rows), "fiim-2018")
    session.close()
    stored = json.loads((tmp_path / "games" / f"{session.game.id}.json").read_text("utf-8"))
    assert stored["players"][2]["ids"] == {"mafiaratings": "12", "polemica": "p-9"}
    assert "ids" not in stored["players"][4]  # the stand-in is not the man he replaces
    assert all("ids" not in p for n, p in enumerate(stored["players"]) if n != 2)
    shutil.rmtree(tmp_path / "roster")  # the roster gone: the file alone carries them on
    game = Archive(tmp_path).load(session.game.id)
    assert game.players[2].platform_id("mafiaratings") == "12"


def test_a_nickname_corrected_at_the_table_takes_the_new_names_ids(tmp_path: Path) -> None:
    open_roster(tmp_path).merge([RosterEntry("Лиса", mafiaratings="12"), RosterEntry("Лис")])
    rows = table_rows()
    archive = Archive(tmp_path)
    session = archive.new_game(Header(), make_players(rows), "fiim-2018")
    assert session.game.players[2].platform_id("mafiaratings") == "12"
    session.rename(3, "Лис")  # a typo: it was Лис at seat 3
    assert session.game.players[2].ids == ()
    session.rename(3, "Лиса")
    assert session.game.players[2].platform_id("mafiaratings") == "12"
    session.close()


# --- the game file ----------------------------------------------------------------------


def test_ids_round_trip_and_a_file_without_them_is_written_as_before() -> None:
    before = json.loads((EX / "red-win.json").read_text("utf-8"))
    game = game_from_dict(before)
    print_before = game_fingerprint(game)
    assert all("ids" not in p for p in game_to_dict(game)["players"])
    before["players"][0]["ids"] = {"mafiaratings": "4401", "mwt": "m 1", "imafia": ""}
    with_ids = game_from_dict(before)
    assert with_ids.players[0].ids == (("mafiaratings", "4401"), ("mwt", "m 1"))
    again = game_from_dict(json.loads(json.dumps(game_to_dict(with_ids))))
    assert again.players[0].ids == with_ids.players[0].ids
    assert game_fingerprint(with_ids) != print_before == game_fingerprint(game_from_dict(
        json.loads((EX / "red-win.json").read_text("utf-8"))))  # fmt: skip
    assert game_document(with_ids).document["players"][0]["id"] == 4401  # type: ignore[index]


@pytest.mark.parametrize(
    "ids,platform",
    [
        ({"mafiaratings": "44a"}, "mafiaratings"),
        ({"mafiaratings": 4401}, "mafiaratings"),
        ({"vk": "1"}, "'vk'"),  # an unknown platform, quoted as the file has it
        ({"polemica": "x" * 81}, "polemica"),
        ({"mwt": "a\u202eb"}, "mwt"),
        ("4401", "ids"),
    ],
)
def test_a_bad_id_in_a_file_is_refused_naming_the_seat(ids: Any, platform: str) -> None:
    data = json.loads((EX / "red-win.json").read_text("utf-8"))
    data["players"][3]["ids"] = ids
    with pytest.raises(RuleError) as err:
        game_from_dict(data)
    assert err.value.code == "bad_player_id" and err.value.params == {
        "seat": 4,
        "platform": platform,
    }


# --- an import's players onto the roster -------------------------------------------------


def test_imported_players_join_the_roster_without_changing_its_ids(tmp_path: Path) -> None:
    from mafia_tui.session.player_ids import add_players_of

    open_roster(tmp_path).merge([RosterEntry("Лиса", mafiaratings="12")])
    data = json.loads((EX / "red-win.json").read_text("utf-8"))
    for n, p in enumerate(data["players"], start=1):
        p["ids"] = {"mafiaratings": str(900 + n)}
    game = game_from_dict(data)
    assert add_players_of(tmp_path, [game]) == (9, 0)  # Лиса keeps 12, nothing to fill
    roster = open_roster(tmp_path)
    assert roster.find("лиса").mafiaratings == "12"  # type: ignore[union-attr]
    assert roster.find("Гроза-77").mafiaratings == "910"  # type: ignore[union-attr]


# --- an import keeps the ids it finds ----------------------------------------------------


def test_a_mafiaratings_import_keeps_every_players_id_and_sends_it_back() -> None:
    from mafia_tui.export.mafiaratings_import import convert

    docs = json.loads((EX.parent / "tests/data/mafiaratings/sample-db-games.json").read_text())
    kept = 0
    for doc, done in zip(docs, convert(docs), strict=True):
        assert done.game is not None, doc["id"]  # every sample game imports (issue #36)
        data = game_to_dict(done.game)  # the game as its file holds it
        ours = [p.get("ids", {}).get("mafiaratings") for p in data["players"]]
        assert ours == [str(p["id"]) for p in doc["players"]], doc["id"]
        back = game_document(game_from_dict(data)).document
        assert back is not None and ids_of(back) == [p["id"] for p in doc["players"]]
        kept += 1
    assert kept == 11
