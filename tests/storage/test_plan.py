"""The tournament's plan in its tournament file: stored, read back, refused safely."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_tui.__main__ import main
from mafia_tui.storage.plan import (
    PlanError,
    TournamentPlan,
    data_dir_plan,
    read_plan,
    write_plan,
)

NICKS = tuple(f"Игрок {i}" for i in range(1, 21))


def _plan(**kw: object) -> TournamentPlan:
    seating = ((NICKS[:10], NICKS[10:]), (NICKS[5:15], NICKS[15:] + NICKS[:5]))
    values: dict[str, object] = dict(
        name="Кубок", participants=NICKS, seating=seating, judges=("Иванов", "Петров")
    )
    values.update(kw)
    return TournamentPlan(**values)  # type: ignore[arg-type]


def test_a_plan_round_trips_and_keeps_the_files_other_keys(tmp_path: Path) -> None:
    path = tmp_path / "tournament.json"
    doc = {"format": "mafia-tui/tournament", "version": 1, "name": "Кубок", "lots": {"A": 1}}
    path.write_text(json.dumps(doc), encoding="utf-8")
    write_plan(path, _plan(stand_in="nobody"))
    back = read_plan(path)
    assert back == _plan(stand_in="nobody")
    assert back is not None and back.table(2, 1) == NICKS[5:15] and back.judge(2) == "Петров"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["lots"] == {"A": 1} and data["plan"]["writer"]
    with pytest.raises(PlanError) as err:
        back.table(3, 1)
    assert err.value.code == "plan_no_table"


def test_a_data_dir_tournament_sits_beside_its_games_out_of_the_games_list(
    tmp_path: Path,
) -> None:
    from mafia_tui.storage.names import game_id_of

    path = data_dir_plan(tmp_path, "Кубок Осени / 2026")
    assert path.parent == tmp_path / "games" and game_id_of(path.name) is None
    write_plan(path, _plan())
    assert read_plan(path) == _plan()


def test_another_machine_is_refused_and_the_file_is_unchanged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "tournament.json"
    write_plan(path, _plan())
    before = path.read_bytes()
    monkeypatch.setenv("MAFIA_TUI_MACHINE", "another-laptop")
    with pytest.raises(PlanError) as err:
        write_plan(path, _plan(judges=("Сидоров",)))
    assert err.value.code == "plan_writer"
    assert path.read_bytes() == before


def test_a_sync_conflict_copy_stops_the_write(tmp_path: Path) -> None:
    path = tmp_path / "tournament.json"
    write_plan(path, _plan())
    before = path.read_bytes()
    (tmp_path / "tournament.sync-conflict-20261206-101010-ABCDEFG.json").write_bytes(before)
    with pytest.raises(PlanError) as err:
        write_plan(path, _plan(judges=("Сидоров",)))
    assert err.value.code == "plan_conflict"
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    ("seating", "code"),
    [
        (((NICKS[:9], NICKS[10:]),), "plan_table_size"),
        (((NICKS[:9] + ("Чужой",), NICKS[10:]),), "plan_stranger"),
        (((NICKS[:10], NICKS[9:19]),), "plan_twice"),
    ],
)
def test_a_bad_seating_is_refused(tmp_path: Path, seating: object, code: str) -> None:
    with pytest.raises(PlanError) as err:
        write_plan(tmp_path / "tournament.json", _plan(seating=seating))
    assert err.value.code == code
    assert not (tmp_path / "tournament.json").exists()


def test_a_file_that_is_not_a_tournament_is_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "tournament.json"
    path.write_text('{"format": "mafia-tui/game"}', encoding="utf-8")
    with pytest.raises(PlanError) as err:
        write_plan(path, _plan())
    assert err.value.code == "plan_not_tournament"
    assert path.read_text(encoding="utf-8") == '{"format": "mafia-tui/game"}'


def test_cli_stores_the_seating_in_the_data_dirs_tournament(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    names = tmp_path / "names.txt"
    names.write_text("\n".join(NICKS) + "\n", encoding="utf-8")
    data = tmp_path / "data"
    args = ["seating", "--tables", "2", "--games", "10", "--tournament", "Кубок"]
    args += ["--data-dir", str(data), "--judge", "Иванов", "--judge", "Петров"]
    assert main([*args, "--names", str(names), "--lang", "ru"]) == 0
    assert "сохранена в файле турнира" in capsys.readouterr().out
    plan = read_plan(data_dir_plan(data, "Кубок"))
    assert plan is not None and plan.name == "Кубок" and len(plan.seating) == 10
    assert plan.judges == ("Иванов", "Петров") and set(plan.participants) == set(NICKS)
    # Another seating over it: refused without --replace (games may follow the stored one).
    assert main([*args, "--seed", "5", "--lang", "ru"]) == 2
    assert "уже сохранена другая рассадка (туров: 10)" in capsys.readouterr().err
    kept = read_plan(data_dir_plan(data, "Кубок"))
    assert kept is not None and kept.seating == plan.seating
    # With --replace, and without --names: the file's participants are the players.
    assert main([*args, "--seed", "5", "--replace", "--lang", "en"]) == 0
    again = read_plan(data_dir_plan(data, "Кубок"))
    assert again is not None and again.seating != plan.seating
    # The same seating again needs no --replace.
    assert main([*args, "--seed", "5", "--lang", "en"]) == 0


def test_cli_refuses_another_shape_before_the_search(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A stored seating of another shape was refused only after the whole search (15 s at
    50 players): whether it can be the same is known before, so the refusal comes first."""
    data = tmp_path / "data"
    path = data_dir_plan(data, "Кубок")
    write_plan(path, _plan())
    searched: list[object] = []

    def no_search(request: object) -> object:
        searched.append(request)
        raise AssertionError("searched although the refusal was certain")

    monkeypatch.setattr("mafia_tui.cli.seating.generate", no_search)
    args = ["seating", "--tables", "2", "--games", "10", "--tournament", "Кубок"]
    assert main([*args, "--data-dir", str(data), "--lang", "ru"]) == 2
    assert "уже сохранена другая рассадка (туров: 2)" in capsys.readouterr().err
    assert not searched
    assert read_plan(path) == _plan()


def test_cli_seating_keeps_the_hidden_stage_of_the_tournament(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The command line rebuilt the plan from its parts: a table hidden from the final on
    was shown again after the seating was stored."""
    data = tmp_path / "data"
    path = data_dir_plan(data, "Кубок")
    write_plan(path, TournamentPlan("Кубок", tuple(NICKS), hidden_from="final"))
    args = ["seating", "--tables", "2", "--games", "10", "--tournament", "Кубок"]
    assert main([*args, "--data-dir", str(data), "--lang", "ru"]) == 0
    plan = read_plan(path)
    assert plan is not None and len(plan.seating) == 10
    assert plan.hidden_from == "final" and not plan.opened


def test_cli_refusals_name_the_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["seating", "--tables", "2", "--games", "10", "--tournament", "Кубок"]
    args += ["--data-dir", str(tmp_path)]
    assert main([*args, "--lang", "ru"]) == 2
    assert "нет участников" in capsys.readouterr().err
    names = tmp_path / "names.txt"
    names.write_text("Ёж\nёж\n", encoding="utf-8")
    assert main([*args, "--names", str(names), "--lang", "en"]) == 2
    assert "listed twice" in capsys.readouterr().err
    names.write_text("\n".join(NICKS), encoding="utf-8")
    assert main([*args, "--names", str(names), "--players", "21", "--lang", "en"]) == 2
    assert "21" in capsys.readouterr().err
    assert not (tmp_path / "games").exists()


def test_a_data_dir_table_reads_its_tournament_files_rules(tmp_path: Path) -> None:
    """The table of a data-dir tournament follows its tournament file: the stand-in rule of
    the plan, the participants (8.7 counts them) and the drawn lots; before, the data dir's
    table ignored the file."""
    from mafia_tui.rules import Header
    from mafia_tui.session import Archive, tournament_table
    from tests.conftest import new_game

    archive = Archive(tmp_path / "data")
    game = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4", stand_ins={1: "Планный"})
    game.header = Header(tournament="Кубок", game_number=1, table=1, date="2026-12-03")
    archive.create(game).close()
    stand_in = game.state.players[0].nick
    before = tournament_table("Кубок", archive.root, name_only=True)
    assert stand_in in [r.nick for r in before.standings.rows]
    path = data_dir_plan(archive.root, "Кубок")
    write_plan(path, _plan(stand_in="nobody"))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rules"] = {"k_max_participants": 5}
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    table = tournament_table("Кубок", archive.root, name_only=True)
    assert stand_in not in [r.nick for r in table.standings.rows]
    assert table.rules.stand_in == "nobody" and table.rules.k_max_participants == 5
    # 8.7 counts the declared participants (#36): the nine who sat in their own right
    # without being declared are named for the head judge, not counted
    assert table.standings.participants == len(NICKS) and len(table.standings.outsiders) == 9


def test_a_data_dir_tournament_file_that_is_a_link_is_refused(tmp_path: Path) -> None:
    from mafia_tui.rules import Header
    from mafia_tui.session import Archive, tournament_table
    from tests.conftest import new_game

    archive = Archive(tmp_path / "data")
    game = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
    game.header = Header(tournament="Кубок", game_number=1, table=1, date="2026-12-03")
    archive.create(game).close()
    outside = tmp_path / "elsewhere.json"
    write_plan(outside, _plan())
    data_dir_plan(archive.root, "Кубок").symlink_to(outside)
    table = tournament_table("Кубок", archive.root, name_only=True)  # the games still count
    problem = table.source.header_problem
    assert problem is not None and problem.code == "tournament_file_damaged"
    assert table.source.participants == []  # nothing taken through the link
