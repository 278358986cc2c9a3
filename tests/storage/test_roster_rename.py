"""Renaming a player after three games: the tournament's games, its plan and the roster, all
or none, each file through its own writer; a game open elsewhere refuses it all."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_tui.__main__ import main
from mafia_tui.rules import Header
from mafia_tui.session.roster import add_player, rename_player, suggestions
from mafia_tui.storage.plan import TournamentPlan, data_dir_plan, read_plan, write_plan
from mafia_tui.storage.records import read_game_path
from mafia_tui.storage.roster import ROSTER_FILE, Roster, RosterEntry, RosterError, open_roster
from mafia_tui.storage.store import GameStore
from tests.conftest import NICKS, new_game

TYPO = "Грозa"  # a Latin "a" at the end, typed by mistake
CUP = "Кубок Москвы"


def _games(root: Path, count: int = 3, tournament: str = CUP, first: int = 1) -> list[str]:
    """``count`` games of ``tournament`` seating the typo at seat 1, stored in ``root``."""
    store = GameStore(root)
    ids = []
    for n in range(first, first + count):
        game = new_game("", nicks=[TYPO, *NICKS[1:]])
        game.header = Header(
            tournament=tournament, date="2026-12-03", judge="Судья", game_number=n, table=1
        )
        store.write(game)
        ids.append(game.id)
    return ids


def _nicks(root: Path, game_id: str) -> list[str]:
    return [p.nick for p in read_game_path(GameStore(root).path(game_id)).game.players]


def test_a_rename_reaches_every_game_of_the_tournament_and_only_those(tmp_path: Path) -> None:
    ours = _games(tmp_path)
    other = _games(tmp_path, 1, "Другой турнир", first=9)
    open_roster(tmp_path).add(RosterEntry(TYPO, club="Полночь"))
    done = rename_player(tmp_path, TYPO, "Гроза", CUP)
    assert sorted(done.games) == sorted(ours) and not done.plan
    for game_id in ours:
        assert _nicks(tmp_path, game_id)[0] == "Гроза"
        assert (GameStore(tmp_path).path(game_id).with_suffix(".json.prev")).exists()
    assert _nicks(tmp_path, other[0])[0] == TYPO  # another tournament is not touched
    entry = open_roster(tmp_path).find(TYPO.upper())
    assert entry == RosterEntry("Гроза", club="Полночь", aliases=(TYPO,))
    # repeating it (as after a crash half-way) changes nothing and fails nothing
    again = rename_player(tmp_path, TYPO, "Гроза", CUP)
    assert again.games == () and open_roster(tmp_path).find("гроза") == entry


def test_a_game_where_he_was_replaced_by_a_stand_in_is_renamed_too(tmp_path: Path) -> None:
    """A game in which the renamed player was absent seats his stand-in, marked as standing
    in for him: the mark follows the rename (the table's stand-in count and K are by name)."""
    ours = _games(tmp_path, 1)
    absent = new_game("", nicks=["Запасной", *NICKS[1:]], stand_ins={1: TYPO})
    absent.header = Header(tournament=CUP, date="2026-12-03", judge="Судья", game_number=2)
    GameStore(tmp_path).write(absent)
    done = rename_player(tmp_path, TYPO, "Гроза", CUP)
    assert sorted(done.games) == sorted([*ours, absent.id])
    players = read_game_path(GameStore(tmp_path).path(absent.id)).game.players
    assert (players[0].nick, players[0].stand_in_for) == ("Запасной", "Гроза")


def test_a_game_open_in_another_window_refuses_the_whole_rename(tmp_path: Path) -> None:
    ids = _games(tmp_path)
    store = GameStore(tmp_path)
    before = {i: store.path(i).read_bytes() for i in ids}
    lock = store.lock(ids[1])
    lock.acquire()  # the table's app has game 2 open
    try:
        with pytest.raises(RosterError) as err:
            rename_player(tmp_path, TYPO, "Гроза", CUP)
    finally:
        lock.release()
    assert err.value.code == "game_locked"
    assert "игра 2" in err.value.message("ru") and "nothing was renamed" in err.value.message("en")
    assert {i: store.path(i).read_bytes() for i in ids} == before
    assert not (tmp_path / ROSTER_FILE).exists()


def test_a_new_name_already_seated_in_one_game_refuses_all(tmp_path: Path) -> None:
    ids = _games(tmp_path)
    store = GameStore(tmp_path)
    before = {i: store.path(i).read_bytes() for i in ids}
    with pytest.raises(RosterError) as err:
        rename_player(tmp_path, TYPO, NICKS[2].upper(), CUP)  # Лиса sits at seat 3
    assert err.value.code == "game_refused"
    assert {i: store.path(i).read_bytes() for i in ids} == before


def test_a_name_nobody_knows_is_refused_not_added(tmp_path: Path) -> None:
    _games(tmp_path, 1)
    with pytest.raises(RosterError) as err:
        rename_player(tmp_path, "Грзоа", "Гроза", CUP)  # a typo in the typo
    assert err.value.code == "unknown" and "«Грзоа»" in err.value.message("ru")
    assert not (tmp_path / ROSTER_FILE).exists()


def test_a_roster_that_does_not_read_refuses_all_and_stages_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The roster's log is read under its lock, after the games are staged: its refusal
    leaves every file as it was and no staged file behind (the kill and full-disk cases are
    in test_rename_journal.py)."""
    ids = _games(tmp_path)
    store = GameStore(tmp_path)
    before = {i: store.path(i).read_bytes() for i in ids}
    roster = open_roster(tmp_path)
    roster.add(RosterEntry(TYPO))
    import mafia_tui.session.roster as session_roster

    real = session_roster.open_roster

    def torn_meanwhile(root: Path) -> Roster:
        opened = real(root)
        opened.path.write_bytes(b"{ torn")  # the log is damaged after it was read
        return opened

    monkeypatch.setattr(session_roster, "open_roster", torn_meanwhile)
    with pytest.raises(RosterError) as err:
        rename_player(tmp_path, TYPO, "Гроза", CUP)
    assert err.value.code == "rename_undone"
    assert "every file is as it was" in err.value.message("en")
    assert {i: store.path(i).read_bytes() for i in ids} == before
    assert not [p.name for p in store.games_dir.iterdir() if p.name.startswith(".tmp-")]


def test_a_new_name_that_is_another_participant_refuses_all(tmp_path: Path) -> None:
    ids = _games(tmp_path, 1)
    players = (TYPO, *NICKS[1:], "Гроза")
    write_plan(data_dir_plan(tmp_path, CUP), TournamentPlan(CUP, players))
    before = GameStore(tmp_path).path(ids[0]).read_bytes()
    with pytest.raises(RosterError) as err:
        rename_player(tmp_path, TYPO, "ГРОЗА", CUP)
    assert err.value.code == "already_participant"
    assert GameStore(tmp_path).path(ids[0]).read_bytes() == before
    back = read_plan(data_dir_plan(tmp_path, CUP))
    assert back is not None and back.participants == players


def test_the_plan_is_renamed_with_the_games(tmp_path: Path) -> None:
    _games(tmp_path, 1)
    players = (TYPO, *NICKS[1:], *(f"Игрок {i}" for i in range(10)))
    plan = TournamentPlan(CUP, players, ((players[:10], players[10:]),))
    write_plan(data_dir_plan(tmp_path, CUP), plan)
    _draw_lots(data_dir_plan(tmp_path, CUP), {TYPO.upper(): 1, NICKS[1]: 2})
    done = rename_player(tmp_path, TYPO, "Гроза", CUP)
    assert done.plan
    back = read_plan(data_dir_plan(tmp_path, CUP))
    assert back is not None and back.participants[0] == "Гроза"
    assert back.seating[0][0][0] == "Гроза"
    doc = json.loads(data_dir_plan(tmp_path, CUP).read_text(encoding="utf-8"))
    assert doc["lots"] == {"Гроза": 1, NICKS[1]: 2}  # a drawn lot (8.8.5) follows the player


def _draw_lots(path: Path, lots: dict[str, int]) -> None:
    """The head judge's drawn lots, in the tournament file beside its plan."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["lots"] = lots
    path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def test_a_plan_another_machine_writes_refuses_the_whole_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    ids = _games(tmp_path, 2)
    players = (TYPO, *NICKS[1:])
    write_plan(data_dir_plan(tmp_path, CUP), TournamentPlan(CUP, players))
    monkeypatch.setenv("MAFIA_TUI_MACHINE", "a-table-laptop")  # not the head judge's
    store = GameStore(tmp_path)
    before = {i: store.path(i).read_bytes() for i in ids}
    data = ["--data-dir", str(tmp_path), "--lang", "ru"]
    assert main(["roster", "rename", TYPO, "Гроза", "--tournament", CUP, *data]) == 2
    said = capsys.readouterr().err
    assert "другой компьютер" in said and "ничего не переименовано" in said
    assert {i: store.path(i).read_bytes() for i in ids} == before
    assert not (tmp_path / ROSTER_FILE).exists()


def test_the_form_offers_the_roster_first_then_earlier_games(tmp_path: Path) -> None:
    _games(tmp_path, 1)
    add_player(tmp_path, "Яга")
    offered = suggestions(open_roster(tmp_path), GameStore(tmp_path).listings(True))
    assert offered[0] == "Яга" and TYPO in offered and len(offered) == len(set(offered))
    add_player(tmp_path, TYPO)
    rename_player(tmp_path, TYPO, "Гроза")  # the roster only: an old name is not offered
    offered = suggestions(open_roster(tmp_path), GameStore(tmp_path).listings(True))
    assert offered[:2] == ["Гроза", "Яга"] and TYPO not in offered


def test_cli_rename_in_a_tournament(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ids = _games(tmp_path, 2)
    data = ["--data-dir", str(tmp_path), "--lang", "en"]
    assert main(["roster", "rename", TYPO, "Гроза", "--tournament", CUP, *data]) == 0
    out = capsys.readouterr().out
    assert "Renamed in 2 games" in out and all(i in out for i in ids)
    lock = GameStore(tmp_path).lock(ids[0])
    lock.acquire()
    try:
        assert main(["roster", "rename", "Гроза", "Гром", "--tournament", CUP, *data]) == 2
    finally:
        lock.release()
    assert "open in another window" in capsys.readouterr().err
    assert _nicks(tmp_path, ids[0])[0] == "Гроза"


def test_a_tournaments_roster_is_its_participants_with_the_clubs_details(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = ["--data-dir", str(tmp_path), "--lang", "ru"]
    assert main(["roster", "add", "Гроза", "--club", "Полночь", *data]) == 0
    assert main(["roster", "add", "Сова", *data]) == 0
    club = tmp_path / "club.csv"
    club.write_text("Ник;Клуб\nгроза;\nЁжик;Лес\n", encoding="utf-8-sig")
    assert main(["roster", "import", str(club), "--tournament", CUP, *data]) == 0
    assert "В участники турнира «Кубок Москвы» добавлено: 2." in capsys.readouterr().out
    assert main(["roster", "add", "Сова", "--tournament", CUP, *data]) == 0  # a club player
    assert main(["roster", "list", "--tournament", CUP, *data]) == 0
    listing = capsys.readouterr().out.splitlines()
    assert listing[-3:] == ["Гроза  Полночь", "Ёжик  Лес", "Сова"]  # the roster's spelling
    plan = read_plan(data_dir_plan(tmp_path, CUP))
    assert plan is not None and plan.participants == ("Гроза", "Ёжик", "Сова")
    assert main(["roster", "list", *data]) == 0  # the club's roster: all three, by name
    assert capsys.readouterr().out.splitlines() == ["Гроза  Полночь", "Ёжик  Лес", "Сова"]
    out = tmp_path / "cup.json"
    assert main(["roster", "export", str(out), "--tournament", CUP, *data]) == 0
    assert read_roster_file_nicks(out) == ["Гроза", "Ёжик", "Сова"]


def read_roster_file_nicks(path: Path) -> list[str]:
    from mafia_tui.session.roster_io import read_roster_file

    return [e.nick for e in read_roster_file(path)]
