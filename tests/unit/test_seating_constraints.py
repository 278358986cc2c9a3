"""Fixed places and pairs kept apart, as the head judge types them (#23 point 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_tui.__main__ import main
from mafia_tui.export.seating_formats import load, parse
from mafia_tui.export.seating_texts import refusal
from mafia_tui.session.seating_plan import make_seating, parse_apart, parse_fixed
from mafia_tui.storage.plan import PlanError
from mafia_tui.tournament.seating import (
    Fixed,
    SeatingError,
    SeatingRequest,
    rounds_for,
    validate,
)

NAMES = [f"Игрок {i}" for i in range(1, 21)]


def test_pairs_and_places_read_by_nickname_or_number() -> None:
    assert parse_apart(["игрок 1+Игрок 2", "3,4"], NAMES).pairs == ((0, 1), (2, 3))
    assert parse_fixed(["Игрок 5:1:2", "6:3:1:10"], NAMES) == (Fixed(4, 0, 1), Fixed(5, 2, 0, 9))


@pytest.mark.parametrize(
    ("apart", "fixed", "code"),
    [
        (["Игрок 1"], [], "apart_bad"),
        (["Игрок 1+игрок 1"], [], "apart_bad"),
        (["Некто+Игрок 1"], [], "unknown_player"),
        ([], ["Игрок 1:0:1"], "fix_bad"),
        ([], ["Игрок 1:1"], "fix_bad"),
        ([], ["21:1:1"], "unknown_player"),
    ],
)
def test_a_bad_pair_or_place_names_what_is_wrong(
    apart: list[str], fixed: list[str], code: str
) -> None:
    with pytest.raises(PlanError) as caught:
        parse_apart(apart, NAMES)
        parse_fixed(fixed, NAMES)
    assert caught.value.code == code


def test_the_seating_keeps_the_pairs_apart_and_the_places_fixed() -> None:
    apart = parse_apart(["1+2", "3+4"], NAMES)
    fixed = parse_fixed(["5:1:2:3", "7:4:1"], NAMES)
    seating = make_seating(20, 2, 10, seed=3, apart=apart, fixed=fixed)
    for rnd in seating:
        for table in rnd:
            assert not {0, 1} <= set(table) and not {2, 3} <= set(table)
    assert seating[0][1][2] == 4
    assert 6 in seating[3][0]


def test_cli_apart_and_fix(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "s.json"
    argv = ["--lang", "ru", "seating", "--players", "20", "--tables", "2", "--games", "10"]
    code = main([*argv, "--apart", "1+2", "--fix", "5:1:2:3", "-o", str(out)])
    assert code == 0 and out.exists()
    assert "configuration" in json.loads(out.read_text(encoding="utf-8"))  # DimTom's JSON
    seating = parse(out.read_text(encoding="utf-8"))
    assert all(not {0, 1} <= set(t) for rnd in seating for t in rnd)
    assert seating[0][1][2] == 4
    assert main(["--lang", "ru", "seating", "--score", str(out)]) == 0
    capsys.readouterr()
    assert main([*argv, "--apart", "1+99"]) == 2
    assert "нет среди участников" in capsys.readouterr().err


# --- issue #37: kept apart, or refused with the pairs named; judges; places; numbers ---

RING = [f"{i}+{i % 20 + 1}" for i in range(1, 21)]
"""Twenty pairs in a ring: 1+2, 2+3, ..., 20+1 (only odd against even keeps them all)."""


def _seating_args(players: int, tables: int, games: int, *extra: str) -> list[str]:
    return [
        "--lang",
        "ru",
        "seating",
        "--players",
        str(players),
        "--tables",
        str(tables),
        "--games",
        str(games),
        "--iterations",
        "20000",
        *extra,
    ]


def test_a_ring_of_kept_apart_pairs_is_kept_or_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The last pass seated every pair of the ring together once and said "never meet: 0"."""
    out = tmp_path / "s.json"
    apart = [arg for pair in RING for arg in ("--apart", pair)]
    code = main(_seating_args(20, 2, 10, *apart, "-o", str(out)))
    said = capsys.readouterr()
    if code == 2:
        assert "не найдена" in said.err and "1+2" in said.err and not out.exists()
        return
    assert code == 0
    seating = load(out)
    for text in RING:
        a, b = (int(x) - 1 for x in text.split("+"))
        assert all(not {a, b} <= set(t) for rnd in seating for t in rnd), text
    assert "Пары «не вместе»: 20, из них за одним столом: 0" in said.out


def test_a_pair_one_table_cannot_split_is_refused_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """12 players at one table: each sits out 2 of 12 rounds, so 1 and 2 meet at least 8
    times; the last pass said nothing and wrote the file."""
    out = tmp_path / "s.json"
    assert main(_seating_args(12, 1, 10, "--apart", "1+2", "-o", str(out))) == 2
    err = capsys.readouterr().err
    assert "не развести: 1+2" in err and "ничего не записано" in err
    assert "Traceback" not in err and not out.exists()
    english = _seating_args(12, 1, 10, "--apart", "1+2")
    english[1] = "en"
    assert main(english) == 2
    assert "cannot be kept apart: 1+2" in capsys.readouterr().err


def test_a_judge_kept_from_a_player_never_judges_him(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "s.json"
    judges = ["--judge", "Иванов", "--judge", "Петров"]
    assert main(_seating_args(20, 2, 10, *judges, "--apart", "Петров+3", "-o", str(out))) == 0
    seating = load(out)
    assert all(2 not in rnd[1] for rnd in seating)  # player 3 never at table 2 (Петров's)
    assert all(any(2 in t for t in rnd) for rnd in seating)  # and he plays every round
    capsys.readouterr()
    # 11 players at one table, the judge of that table kept from player 5: he would have to
    # sit out all 11 rounds.
    assert main(_seating_args(11, 1, 10, "--judge", "Иванов", "--apart", "5+Иванов")) == 2
    assert "судья стола 1 (Иванов)+5" in capsys.readouterr().err


def test_a_player_fixed_at_the_table_of_a_judge_kept_from_him_is_refused(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["--judge", "Иванов", "--judge", "Петров", "--apart", "Петров+3", "--fix", "3:2:2"]
    assert main(_seating_args(20, 2, 10, *args)) == 2
    assert "судья стола 2 (Петров)+3" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("fix", "words"),
    [
        ("5:12:1", "тур 12 вне 1–11"),
        ("5:1:3", "стол 3 вне 1–2"),
        ("5:11:2", "стол 2, а в туре 11 только стол 1"),
        ("5:1:1:11", "место 11 вне 1–10"),
    ],
)
def test_a_fixed_place_out_of_range_names_the_number_and_its_range(
    fix: str, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(_seating_args(21, 2, 10, "--fix", fix)) == 2
    err = capsys.readouterr().err
    assert f"закреплённое место игрока 5: {words}" in err and "Traceback" not in err


@pytest.mark.parametrize(
    ("players", "games", "lang", "words"),
    [
        (21, 1, "ru", "21 игрок × 1 игра — не целое число столов"),
        (22, 3, "ru", "22 игрока × 3 игры — не целое число столов"),
        (15, 5, "ru", "15 игроков × 5 игр — не целое число столов"),
        (21, 1, "en", "21 players × 1 game is not a whole number of tables"),
    ],
)
def test_a_shape_that_is_not_whole_tables_counts_its_words(
    players: int, games: int, lang: str, words: str
) -> None:
    """The last pass read «21 игроков × 1 игр»."""
    with pytest.raises(SeatingError) as caught:
        validate(SeatingRequest(players=players, tables=(2,), games=games))
    assert words in refusal(caught.value, lang)


@pytest.mark.parametrize(
    ("players", "tables", "lang", "words"),
    [
        (21, 21, "ru", "тур 1: для 21 стола не хватает игроков"),
        (25, 3, "ru", "тур 1: для 3 столов не хватает игроков"),
        (21, 21, "en", "round 1: not enough players for 21 tables"),
    ],
)
def test_too_many_tables_counts_its_words(players: int, tables: int, lang: str, words: str) -> None:
    """The last pass read «для 21 столов»."""
    rounds = rounds_for(players, tables, 10)
    with pytest.raises(SeatingError) as caught:
        validate(SeatingRequest(players=players, tables=rounds, games=10))
    assert words in refusal(caught.value, lang)


@pytest.mark.parametrize(
    ("option", "value", "words"),
    [
        ("--tables", "0", "столов в туре: 0 — нужно от 1 до 200"),
        ("--iterations", "-5", "обменов (--iterations): -5 — нужно от 0 до"),
        ("--players", "10000", "игроков: 10000 — нужно от 10 до 2000"),
        ("--tables", "1000", "столов в туре: 1000 — нужно от 1 до 200"),
        ("--games", "101", "игр у игрока: 101 — нужно от 1 до 100"),
        ("--seed", "-1", "зерно: -1 — нужно от 0 до"),
        ("--games", "0", "игр на игрока должно быть не меньше 1"),
        ("--players", "9", "9 игроков: за столом нужно 10"),
    ],
)
def test_every_number_is_checked(
    option: str, value: str, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The last pass: --tables 0 a ZeroDivisionError traceback, --iterations -5 accepted
    (and no search), 10 000 players at 1 000 tables no refusal and no answer."""
    out = tmp_path / "s.json"
    args = {"--players": "20", "--tables": "2", "--games": "10", option: value}
    argv = ["--lang", "ru", "seating", "-o", str(out)]
    for key, val in args.items():
        argv += [key, val]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err and not out.exists()
