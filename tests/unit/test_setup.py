"""Setup: header and seating are checked before the game starts (9.2-9.4)."""

import pytest

from mafia_tui.rules import Header, RuleError, make_players
from tests.conftest import NICKS, SEATING


def rows(**changes: dict[str, object]) -> list[dict[str, object]]:
    out = [{"seat": i + 1, "nick": NICKS[i], "role": SEATING[i]} for i in range(10)]
    for seat, change in changes.items():
        out[int(seat[1:]) - 1].update(change)
    return out


def test_9_4_1_roles_must_be_six_two_one_one() -> None:
    with pytest.raises(RuleError) as err:
        make_players(rows(s1={"role": "mafia"}))
    assert err.value.code == "bad_roles"
    assert "Ч=3" in err.value.message("ru")


def test_role_letters_are_accepted() -> None:
    r = rows()
    for row in r:
        row["role"] = {"civilian": "К", "mafia": "Ч", "sheriff": "Ш", "don": "Д"}[str(row["role"])]
    assert [p.role.letter for p in make_players(r)] == [
        "К",
        "Ч",
        "К",
        "Ш",
        "К",
        "Д",
        "К",
        "Ч",
        "К",
        "К",
    ]


def test_missing_and_duplicate_seats_are_named() -> None:
    r = rows()
    r[9]["seat"] = 1
    with pytest.raises(RuleError) as err:
        make_players(r)
    assert err.value.code == "duplicate_seat" and err.value.params["seat"] == 1
    with pytest.raises(RuleError) as err:
        make_players(rows()[:9])
    assert err.value.code == "bad_players"


def test_bad_seat_number() -> None:
    with pytest.raises(RuleError) as err:
        make_players(rows(s10={"seat": 11}))
    assert err.value.code == "bad_seat"


@pytest.mark.parametrize("nick", ["", "   ", "x" * 41, 5])
def test_bad_nicknames_are_refused(nick: object) -> None:
    with pytest.raises(RuleError) as err:
        make_players(rows(s3={"nick": nick}))
    assert err.value.code == "bad_nick" and err.value.params["seat"] == 3


def test_nicknames_are_kept_literally_and_trimmed() -> None:
    players = make_players(rows(s10={"nick": "  [b]x[/b] 🎩 "}))
    assert players[9].nick == "[b]x[/b] 🎩"
    assert players[0].nick == "Ёжик"


def test_duplicate_nickname_ignoring_case() -> None:
    with pytest.raises(RuleError) as err:
        make_players(rows(s2={"nick": "ёжик"}))
    assert err.value.code == "duplicate_nick"


@pytest.mark.parametrize(
    "field,value",
    [("stage", "semi"), ("table", -1), ("game_number", True), ("date", "03.12.2026"), ("judge", 7)],
)
def test_header_fields_are_checked(field: str, value: str | int | bool) -> None:
    with pytest.raises(RuleError) as err:
        Header.from_dict({field: value})
    assert err.value.params["field"] == field
    assert "Неверное поле" in err.value.message("ru")


@pytest.mark.parametrize(
    "field,good,bad",
    [
        ("table", 9999, 10000),
        ("game_number", 0, -1),  # 0: an imported record gave none (FORMAT.md's header)
        ("tournament", "К" * 200, "К" * 201),
        ("judge", "", "С" * 201),
        ("date", "", "2026-13-01"),
    ],
)
def test_a_header_field_at_its_limit_is_taken_one_past_it_refused(
    field: str, good: object, bad: object
) -> None:
    assert getattr(Header.from_dict({field: good}), field) == good
    with pytest.raises(RuleError) as err:
        Header.from_dict({field: bad})
    assert err.value.code == "bad_header" and err.value.params["field"] == field
