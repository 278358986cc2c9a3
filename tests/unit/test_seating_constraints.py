"""Fixed places and pairs kept apart, as the head judge types them (#23 point 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_tui.__main__ import main
from mafia_tui.export.seating_formats import load
from mafia_tui.rules.seating import Fixed
from mafia_tui.session.seating_plan import make_seating, parse_apart, parse_fixed
from mafia_tui.storage.plan import PlanError

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
    seating = load(out)
    assert all(not {0, 1} <= set(t) for rnd in seating for t in rnd)
    assert seating[0][1][2] == 4
    assert main(["--lang", "ru", "seating", "--score", str(out)]) == 0
    capsys.readouterr()
    assert main([*argv, "--apart", "1+99"]) == 2
    assert "нет среди участников" in capsys.readouterr().err
