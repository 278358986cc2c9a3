"""``mafia-tui results``: the results desk from the command line, on a temporary data dir."""

import json
import shutil
from decimal import Decimal
from pathlib import Path

import pytest

from mafia_tui.__main__ import main
from mafia_tui.rules import Game
from mafia_tui.rules.desk import checked
from mafia_tui.session import Archive

EX = Path(__file__).resolve().parents[2] / "examples"
GAME = "example-red-win"


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A data dir holding the red win (its game ended at 18:18 UTC, extras for seats 1, 3)."""
    root = tmp_path / "data"
    (root / "games").mkdir(parents=True)
    shutil.copy(EX / "red-win.json", root / "games" / f"{GAME}.json")
    return root


def run(data: Path, *args: str) -> int:
    return main(["results", GAME, "--data-dir", str(data), *args])


def stored(data: Path) -> Game:
    return Archive(data).load(GAME)


def test_two_extras_for_one_seat_are_both_kept(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(data, "--extra", "5", "0,3", "Лидер игры") == 0
    assert run(data, "--extra", "5", "0,1", "голосование") == 0
    out = capsys.readouterr().out
    assert "у места 0,4 из 0,7" in out
    assert "4. место 5: +0,1 — голосование" in out
    extras = stored(data).after.extras
    assert [(e.seat, e.points) for e in extras][-2:] == [(5, Decimal("0.3")), (5, Decimal("0.1"))]


def test_a_refusal_exits_2_and_changes_nothing(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = (data / "games" / f"{GAME}.json").read_bytes()
    assert run(data, "--extra", "8", "0,5", "x") == 2  # a loser: at most 0.4 (8.4.4)
    err = capsys.readouterr().err
    assert "не больше 0,4" in err and "8.4.4" in err
    assert (data / "games" / f"{GAME}.json").read_bytes() == before


def test_protest_decision_consent_and_check(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(data, "--protest", "7", "Не согласен с фолом", "--at", "18:25") == 0
    assert run(data, "--decide", "1", "rejected", "Фол дан верно", "--by", "Сидоров") == 0
    assert run(data, "--remove", "extra", "1") == 0  # seat 3's 0.4: room for a 0.7
    assert run(data, "--extra", "3", "0,7", "вела красных") == 0
    capsys.readouterr()
    assert run(data, "--json") == 0
    desk = json.loads(capsys.readouterr().out)
    assert [p["code"] for p in desk["problems"]] == ["desk_consent_missing"]
    assert run(data, "--consent", "Сидоров") == 0
    assert run(data, "--sign", "Сидоров") == 0
    game = stored(data)
    protest = game.after.protests[0]
    assert (protest.filer, protest.at) == (7, "2026-12-03T18:25:00+00:00")
    assert protest.decision is not None and protest.decision.outcome == "rejected"
    assert [(c.seat, c.points, c.name) for c in game.after.consents] == [
        (3, Decimal("0.7"), "Сидоров")
    ]
    assert checked(game)
    out = capsys.readouterr().out
    assert "Проверено главным судьёй: Сидоров" in out
    assert "Проверка записи: замечаний нет" in out


def test_a_game_open_elsewhere_is_refused(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = Archive(data).open(GAME)
    try:
        assert run(data, "--extra", "5", "0,3", "x") == 2
        assert "открыта в другом окне" in capsys.readouterr().err
    finally:
        session.close()


def test_an_unknown_game_says_so(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["results", "nope", "--data-dir", str(data), "--lang", "en"]) == 2
    assert "nope" in capsys.readouterr().err


def test_standings_list_what_still_needs_the_head_judge(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["standings", "Кубок Примера", "--data-dir", str(data), "--unsigned"]) == 0
    assert capsys.readouterr().out.split() == [GAME, "стол", "1", "игра", "1", "(отборочный)"]
    assert run(data, "--sign", "Сидоров") == 0
    capsys.readouterr()
    assert main(["standings", "Кубок Примера", "--data-dir", str(data), "--unsigned"]) == 0
    assert "Все завершённые игры проверены" in capsys.readouterr().out


@pytest.mark.parametrize(
    "typed,outcome,result",
    [
        ("чёрные", "result_changed", "black"),
        ("Черные", "result_changed", "black"),
        ("4", "result_changed", "black"),
        ("ничья", "result_changed", "draw"),
        ("5", "result_changed", "draw"),
        ("принят", "accepted", None),
        ("1", "accepted", None),
        ("отклонён", "rejected", None),
        ("2", "rejected", None),
        ("red", "result_changed", "red"),
    ],
)
def test_a_decision_in_the_judges_words_or_the_screens_digits(
    data: Path, typed: str, outcome: str, result: str | None
) -> None:
    """Issue #38 (8): «--decide 1 чёрные …» was refused with a message listing «красные,
    чёрные, ничья»; only the English words worked, and the screen's digits 1-5 did not."""
    assert run(data, "--protest", "7", "Не согласен", "--at", "18:25") == 0
    while result == "draw" and stored(data).after.extras:  # a draw has none (8.4.6)
        assert run(data, "--remove", "extra", "1") == 0
    args = ["--lang", "ru", "results", GAME, "--data-dir", str(data)]
    assert main([*args, "--decide", "1", typed, "Пересчитали", "--by", "Сидоров"]) == 0
    decision = stored(data).after.protests[0].decision
    assert decision is not None and (decision.outcome, decision.result) == (outcome, result)


def test_an_unknown_decision_names_the_words_and_digits_it_takes(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(data, "--protest", "7", "Не согласен", "--at", "18:25") == 0
    args = ["--lang", "ru", "results", GAME, "--data-dir", str(data)]
    assert main([*args, "--decide", "1", "синие", "x", "--by", "Сидоров"]) == 2
    err = capsys.readouterr().err
    assert "«синие»" in err and "4 чёрные" in err and "1 принят" in err
    assert stored(data).after.protests[0].decision is None
