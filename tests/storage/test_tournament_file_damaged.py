"""A damaged tournament file is named, not hidden (issue #39, finding 5): truncating
``games/X.tournament.json`` made ``standings X`` say there was no tournament X while listing
X among the data dir's tournaments. Now the table is counted from X's games and says which
file is damaged and what the table lacks without it, or that its previous version stood in."""

from __future__ import annotations

from pathlib import Path

import pytest

from mafia_tui.__main__ import main
from mafia_tui.session import tournament_table
from mafia_tui.storage.plan import TournamentPlan, data_dir_plan, write_plan

EX = Path(__file__).resolve().parents[2] / "examples"
CUP = "Кубок Примера"
PLAYERS = tuple(f"Игрок {n}" for n in range(1, 22))  # 21 participants: K's count changes


@pytest.fixture
def data(tmp_path: Path) -> Path:
    root = tmp_path / "data"
    assert main(["import", str(EX), "--data-dir", str(root)]) in (0, 2)
    return root


def _truncate(path: Path) -> None:
    path.write_bytes(b"")


def test_a_truncated_tournament_file_leaves_the_table_of_its_games_and_names_the_file(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = data_dir_plan(data, CUP)
    write_plan(plan, TournamentPlan(CUP, PLAYERS))
    capsys.readouterr()
    assert main(["standings", CUP, "--data-dir", str(data), "--lang", "ru"]) == 0
    whole = capsys.readouterr().out
    _truncate(plan)
    assert main(["standings", CUP, "--data-dir", str(data), "--lang", "ru"]) == 2
    said = capsys.readouterr()
    assert "Нет турнира" not in said.err and "No tournament" not in said.err
    assert str(plan) in said.err and "файл пуст" in said.err
    assert "списка участников" in said.err and "рассадки" in said.err
    assert said.out.splitlines()[2:5] == whole.splitlines()[2:5]  # the same players on top
    assert plan.read_bytes() == b""  # left as it is


def test_the_previous_version_stands_in_when_it_reads(data: Path) -> None:
    plan = data_dir_plan(data, CUP)
    write_plan(plan, TournamentPlan(CUP, PLAYERS))
    write_plan(plan, TournamentPlan(CUP, PLAYERS))  # the first write is now the .prev
    plan.write_bytes(b'{"format": "mafia-tui/tourn')  # cut short by a sync tool
    table = tournament_table(CUP, data, name_only=True)
    problem = table.source.header_problem
    assert problem is not None and problem.code == "tournament_file_prev"
    assert "previous version" in problem.message("en")
    assert table.source.participants == list(PLAYERS)


def test_a_tournament_folders_damaged_file_still_counts_its_games(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "cup"
    folder.mkdir()
    for game in (EX / "tournament-cup").glob("cup-*.json"):
        (folder / game.name).write_bytes(game.read_bytes())
    (folder / "tournament.json").write_text("{", encoding="utf-8")
    assert main(["standings", str(folder), "--lang", "en"]) == 2
    said = capsys.readouterr()
    assert "tournament.json" in said.err and "participants" in said.err
    assert len(said.out.splitlines()) > 10
