"""The one strict reader of a game file: its limits, its refusals, and only RuleError out."""

from __future__ import annotations

import copy
import json
import math
import re
from collections.abc import Callable, Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafia_tui.rules import (
    AfterGame,
    Extra,
    Game,
    Header,
    RuleError,
    check,
    decode_json,
    game_from_bytes,
    game_from_dict,
    game_to_dict,
    make_players,
)
from mafia_tui.rules.after_checks import REASON_MAX, TEXT_MAX
from mafia_tui.rules.record import (
    GAME_ID_PATTERN,
    MAX_ACTIONS,
    MAX_DEPTH,
    MAX_FILE_BYTES,
    valid_game_id,
)
from mafia_tui.rules.script import play
from mafia_tui.rules.texts import MESSAGES
from tests.conftest import SEATING, new_game, speeches

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
EXAMPLE_FILES = sorted(EXAMPLES.glob("*.json")) + sorted(
    p for p in (EXAMPLES / "tournament-cup").glob("*.json") if p.name != "tournament.json"
)
RED_WIN = (EXAMPLES / "red-win.json").read_bytes()


def refused(code: str, call: Callable[..., object], *args: object) -> RuleError:
    """Call and expect a RuleError of ``code`` whose message renders fully in ru and en."""
    with pytest.raises(RuleError) as err:
        call(*args)
    assert err.value.code == code, err.value.message("en")
    assert_renders(err.value)
    return err.value


def assert_renders(err: RuleError) -> None:
    """The message exists in both languages, with every placeholder filled."""
    assert err.code in MESSAGES, err.code
    assert not any("RULES.md" in template for template in MESSAGES[err.code])
    # Every placeholder of the templates has its value (the rendered text is not scanned: what
    # the file said, quoted in it, may itself hold "{0}"); a nested error renders as well.
    for template in MESSAGES[err.code]:
        assert set(re.findall(r"\{(\w+)", template)) <= set(err.params), (template, err.params)
    for value in err.params.values():
        if isinstance(value, RuleError):
            assert_renders(value)
    for lang in ("ru", "en"):
        assert err.message(lang), lang


def example() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(RED_WIN)
    return data


def finished_game() -> Game:
    """The red-win example, read: over, red won, blacks at 2, 6 (Don) and 8."""
    game = game_from_bytes(RED_WIN)
    assert game.state.over and game.state.result == "red"
    return game


# --- decode_json: bytes to plain data ------------------------------------------------------


def test_a_file_over_the_size_limit_is_refused_before_parsing() -> None:
    payload = b" " * MAX_FILE_BYTES + b"{}"
    err = refused("file_too_big", decode_json, payload)
    assert err.params["limit"] == 5 and err.params["size"] > 5
    assert "5,1 МБ" in err.message("ru") and "5.1 MB" in err.message("en")


def test_a_fifty_megabyte_comment_in_a_file_is_refused_by_the_size_limit() -> None:
    data = example()
    data["after"]["comments"] = "x" * (50 * 1024 * 1024)
    refused("file_too_big", game_from_bytes, json.dumps(data).encode())


def test_bytes_that_are_not_utf8_are_refused_with_their_offset() -> None:
    err = refused("file_not_utf8", decode_json, b'{"a": "\xff"}')
    assert err.params["offset"] == 7
    # CP1251 text, as a Windows editor might have saved it
    refused("file_not_utf8", decode_json, '{"nick": "Ёжик"}'.encode("cp1251"))
    # an encoded surrogate is not UTF-8 either
    refused("file_not_utf8", decode_json, b'"\xed\xa0\x80"')


def test_a_leading_byte_order_mark_is_accepted_and_dropped() -> None:
    assert decode_json(b"\xef\xbb\xbf[1]") == [1]
    assert game_from_bytes(b"\xef\xbb\xbf" + RED_WIN).id == "example-red-win"
    err = refused("file_not_utf8", decode_json, b"\xef\xbb\xbf[\xff]")
    assert err.params["offset"] == 4  # counted in the file as it is, mark included


@pytest.mark.parametrize("payload", [b"", b"   \n", b"\xef\xbb\xbf"])
def test_an_empty_file_is_told_apart(payload: bytes) -> None:
    refused("file_empty", decode_json, payload)


def test_broken_json_is_refused_with_line_and_column() -> None:
    err = refused("file_not_json", decode_json, b'{\n  "a": 1,\n  oops\n}')
    assert (err.params["line"], err.params["column"]) == (3, 3)
    assert "строке 3, столбце 3" in err.message("ru")
    refused("file_not_json", decode_json, RED_WIN[: len(RED_WIN) // 2])  # a cut-off write


@pytest.mark.parametrize("text", ["NaN", "Infinity", "-Infinity", "1e999", "-1e400", "1" * 31])
def test_numbers_that_are_not_finite_are_refused(text: str) -> None:
    err = refused("file_not_finite", decode_json, f'{{"points": {text}}}'.encode())
    assert text[:10] in err.params["value"]


def test_a_long_refused_number_is_quoted_in_40_characters() -> None:
    text = "1" * 60 + "e999"  # a float the parser reads as infinite
    err = refused("file_not_finite", decode_json, f"[{text}]".encode())
    assert err.params["value"] == text[:40]


def test_ordinary_numbers_pass() -> None:
    assert decode_json(b"[0.4, -0.5, 1e2, 12345678901234567890]") == [
        0.4,
        -0.5,
        100.0,
        12345678901234567890,
    ]


def test_nesting_deeper_than_the_limit_is_refused_without_recursion_error() -> None:
    refused("file_too_deep", decode_json, b"[" * 100_000 + b"]" * 100_000)
    refused("file_too_deep", decode_json, b'{"a":' * 5000 + b"1" + b"}" * 5000)
    deep = b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1)
    err = refused("file_too_deep", decode_json, deep)
    assert err.params["max"] == MAX_DEPTH
    ok = b"[" * MAX_DEPTH + b"]" * MAX_DEPTH
    assert decode_json(ok) is not None


def test_a_repeated_key_keeps_its_last_value() -> None:
    assert decode_json(b'{"a": 1, "a": 2}') == {"a": 2}


# --- game_from_dict: the content -----------------------------------------------------------


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.name)
def test_every_example_file_reads_through_game_from_bytes(path: Path) -> None:
    game = game_from_bytes(path.read_bytes())
    summary = json.loads(path.read_bytes())["summary"]
    assert game.state.result == summary["result"] and len(game.log) == summary["actions"]


def test_unknown_top_level_keys_such_as_storage_blocks_are_ignored() -> None:
    data = example()
    data["resume"] = {"actions": 3, "remaining": 12.5}
    data["archived"] = True
    data["something_new"] = [1, {"x": None}]
    assert game_from_dict(data).state == game_from_dict(example()).state


@pytest.mark.parametrize(
    "game_id",
    [
        "../../elsewhere/x",
        "/abs/path",
        "../catalogue",
        "a.b",
        "",
        "a" * 65,
        "-x",
        "a b",
        "a\n",
        "ё",
        7,
        None,
        ["x"],
    ],
)
def test_an_id_that_could_be_a_path_is_refused(game_id: object) -> None:
    assert not valid_game_id(game_id)
    data = example()
    data["id"] = game_id
    err = refused("bad_game_id", game_from_dict, data)
    assert len(err.message("en")) < 300


@pytest.mark.parametrize("game_id", ["a", "A" * 64, "example-red-win", "cup_q1", "0f3a"])
def test_ids_of_letters_digits_dash_underscore_are_accepted(game_id: str) -> None:
    assert valid_game_id(game_id) and GAME_ID_PATTERN.fullmatch(game_id)
    data = example()
    data["id"] = game_id
    assert game_from_dict(data).id == game_id


def test_a_new_game_gets_a_valid_id() -> None:
    assert valid_game_id(new_game(zero=False).id)


@pytest.mark.parametrize("version", [True, 1.0, "1", 0, -3, None])
def test_only_the_integer_version_one_is_read(version: bool | float | str | None) -> None:
    data = example()
    data["version"] = version
    refused("bad_version", game_from_dict, data)


def test_a_later_integer_version_is_said_to_be_newer() -> None:
    data = example()
    data["version"] = 2
    refused("newer_version", game_from_dict, data)


def test_more_actions_than_the_limit_are_refused() -> None:
    data = example()
    data["actions"] = [{"type": "next"}] * (MAX_ACTIONS + 1)
    err = refused("too_many_actions", game_from_dict, data)
    assert err.params == {"count": MAX_ACTIONS + 1, "max": MAX_ACTIONS}


@pytest.mark.parametrize(
    "action,why",
    [
        ({"type": "nominate", "by": 1}, "'target'"),
        ({"type": "nominate", "target": 1}, "'by'"),
        ({"type": "vote", "seat": 3}, "'count'"),
        ({"type": "foul"}, "'seat'"),
        ({"type": "withdraw_foul"}, "'ref'"),
        ({"type": "foul", "seat": 10**5000}, "whole number"),
        ({"type": "foul", "seat": 2.0}, "whole number"),
        ({"type": "foul", "seat": True}, "whole number"),
        ({"type": "disqualify", "seat": 2, "rule": "6.7" * 100}, "rule"),
        ({"type": "foul", "seat": 2, "ts": "x" * 1000}, "ts"),
        ({"type": "shot", "shots": [[2, 1, 3]]}, "shots"),
        ({"type": "shot", "shots": [(2, 1)]}, "shots"),
        ({"type": ["nested"] * 3}, "unknown type"),
    ],
)
def test_an_action_missing_or_mistyping_a_field_is_refused_by_index(
    action: dict[str, object], why: str
) -> None:
    data = example()
    data["actions"].insert(4, action)
    err = refused("bad_action", game_from_dict, data)
    assert err.params["index"] == 4 and why in err.message("en")


def test_an_action_may_leave_out_only_fields_that_have_a_default() -> None:
    data = example()
    data["actions"] = [{"type": "next"}] * 3
    del data["after"]  # the extras of a finished game would not fit
    assert len(game_from_dict(data).log) == 3


@pytest.mark.parametrize(
    "profile",
    [
        [],
        "fiim",
        None,
        {"speech_seconds": "60"},
        {"speech_seconds": 10**400},
        {"speech_seconds": 3601},
        {"best_move_three": "NaN"},
        {"best_move_three": 1e308},
        {"best_move_three": "1e999999999"},
        {"name": "x\u202ey"},
        {"name": 5},
        {"nope": 1},
        {"rule_7_6": 1},
        {"third_foul_mute": "yes"},
    ],
)
def test_a_profile_of_the_wrong_shape_or_out_of_bounds_is_refused(profile: object) -> None:
    data = example()
    data["profile"] = profile
    refused("bad_profile", game_from_dict, data)


@pytest.mark.parametrize(
    "after,why",
    [
        ([], "after"),
        ({"extras": {}}, "extras"),
        ({"extras": [{"seat": 3, "points": 0.4}]}, "extras[0]"),
        ({"extras": [{"seat": "3", "points": 0.4, "reason": "r"}]}, "extras[0].seat"),
        ({"extras": [{"seat": 3, "points": "0.4", "reason": "r"}]}, "extras[0].points"),
        ({"extras": [{"seat": 3, "points": math.nan, "reason": "r"}]}, "extras[0].points"),
        ({"extras": [{"seat": 3, "points": math.inf, "reason": "r"}]}, "extras[0].points"),
        ({"extras": [{"seat": 3, "points": 10**5000, "reason": "r"}]}, "extras[0].points"),
        ({"penalties": [{"seat": 3, "rule": 8.5, "reason": "r"}]}, "penalties[0].rule"),
        ({"penalties": [{"seat": "3", "rule": "8.5", "reason": "r"}]}, "penalties[0].seat"),
        ({"protest": None}, "protest"),
        ({"score": 1}, "score"),
    ],
)
def test_after_game_data_of_the_wrong_shape_is_refused(after: object, why: str) -> None:
    data = example()
    data["after"] = after
    err = refused("bad_after", game_from_dict, data)
    assert why in err.message("en")


@pytest.mark.parametrize(
    "extras,code",
    [
        ([{"seat": 3, "points": 0.75, "reason": "r"}], "extra_winner"),  # 8.4.3
        ([{"seat": 2, "points": 0.45, "reason": "r"}], "extra_loser"),  # 8.4.4
        (
            [
                {"seat": 1, "points": 0.5, "reason": "r"},
                {"seat": 3, "points": 0.4, "reason": "r"},
                {"seat": 4, "points": 0.2, "reason": "r"},
            ],
            "extra_total",
        ),  # 8.4.2
        ([{"seat": 3, "points": 0.33, "reason": "r"}], "extra_positive"),
        ([{"seat": 3, "points": 0.4, "reason": "  "}], "reason_missing"),
        ([{"seat": 11, "points": 0.4, "reason": "r"}], "bad_seat"),
    ],
)
def test_after_game_data_breaking_8_4_is_refused_on_load(
    extras: list[dict[str, float | str]], code: str
) -> None:
    data = example()  # red won: 2, 6 and 8 are black
    data["after"]["extras"] = extras
    err = refused("bad_after", game_from_dict, data)
    assert err.params["why"].code == code
    assert err.params["why"].message("ru") in err.message("ru")


def test_extras_in_an_unfinished_game_are_refused_on_load() -> None:
    data = json.loads((EXAMPLES / "in-progress.json").read_bytes())
    data["after"]["extras"] = [{"seat": 3, "points": 0.4, "reason": "r"}]
    err = refused("bad_after", game_from_dict, data)
    assert err.params["why"].code == "not_finished"


def test_protest_and_comments_longer_than_the_limit_are_refused_in_memory() -> None:
    for name in ("protest", "comments"):
        data = example()
        data["after"][name] = "я" * (TEXT_MAX + 1)
        err = refused("text_too_long", game_from_dict, data)
        assert err.params == {"field": name, "length": TEXT_MAX + 1, "max": TEXT_MAX}
        data["after"][name] = "я" * TEXT_MAX
        assert game_from_dict(data)
    data = example()
    data["after"]["comments"] = "x" * (50 * 1024 * 1024)  # 50 MB in memory
    refused("text_too_long", game_from_dict, data)


def test_a_reason_longer_than_the_limit_is_refused_in_memory_and_at_entry() -> None:
    data = example()
    data["after"]["extras"][0]["reason"] = "x" * (REASON_MAX + 1)
    err = refused("reason_too_long", game_from_dict, data)
    assert err.params["seat"] == 3 and err.params["max"] == REASON_MAX
    game = finished_game()
    after = AfterGame([Extra(3, Decimal("0.3"), "x" * (REASON_MAX + 1))])
    refused("reason_too_long", check, game.state, game.profile, after)


def test_a_lone_surrogate_in_a_text_is_refused_so_the_game_can_always_be_saved() -> None:
    data = example()
    data["after"]["protest"] = "a\ud800b"
    err = refused("invisible_char", game_from_dict, data)
    assert err.params["char"] == "U+D800"


def test_a_not_a_number_extra_at_entry_is_refused_not_crashed() -> None:
    game = finished_game()
    for points in ("NaN", "Infinity", "1e999999"):
        after = AfterGame([Extra(3, Decimal(points), "r")])
        with pytest.raises(RuleError) as err:
            check(game.state, game.profile, after)
        assert err.value.code in ("extra_positive", "extra_winner")


def test_a_night_entered_shot_by_shot_round_trips_in_memory() -> None:
    game = new_game()
    speeches(game)
    play(game, "shot 2:1,6:1,8:1")
    data = game_to_dict(game)
    assert data["actions"][-1]["shots"] == [[2, 1], [6, 1], [8, 1]]
    again = game_from_dict(data)
    assert again.log == game.log and again.state == game.state
    assert again.state.player(1).alive is False
    assert game_from_bytes(json.dumps(data).encode()).state == game.state


# --- invisible characters in names ---------------------------------------------------------


INVISIBLE = ["\u202e", "\u2028", "\ufeff", "\u200b", "\u2066", "\u2029", "\x00", "\x1b"]


def rows(nick: str) -> list[dict[str, object]]:
    names = ["Ёжик", "Мастер", "Лиса", "Шерлок", "Кот", "Дон", "Белка", "Тень", "Сова", "Гроза"]
    names[2] = nick
    return [{"seat": i + 1, "nick": names[i], "role": SEATING[i]} for i in range(10)]


@pytest.mark.parametrize("char", INVISIBLE)
def test_a_nickname_with_an_invisible_character_is_refused_at_entry(char: str) -> None:
    err = refused("nick_invisible_char", make_players, rows(f"Ли{char}са"))
    code_point = f"U+{ord(char):04X}"
    assert err.params == {"seat": 3, "char": code_point}
    assert code_point in err.message("ru") and "невидимый" in err.message("ru")


@pytest.mark.parametrize("char", ["\u202e", "\u2028", "\ufeff"])
def test_a_nickname_with_an_invisible_character_is_refused_on_load(char: str) -> None:
    data = example()
    data["players"][2]["nick"] = f"{char}Лиса" if char == "\ufeff" else f"Ли{char}са"
    err = refused("nick_invisible_char", game_from_dict, data)
    assert err.params["char"] == f"U+{ord(char):04X}"
    refused("nick_invisible_char", game_from_bytes, json.dumps(data).encode())


def test_a_rename_with_an_invisible_character_is_refused() -> None:
    game = new_game()
    with pytest.raises(RuleError) as err:
        game.rename(3, "Ли\u202eса")
    assert err.value.code == "nick_invisible_char"


@pytest.mark.parametrize("field", ["tournament", "judge"])
@pytest.mark.parametrize("char", ["\u202e", "\u2028", "\ufeff", "\n"])
def test_a_tournament_or_judge_name_with_an_invisible_character_is_refused(
    field: str, char: str
) -> None:
    err = refused("invisible_char", Header.from_dict, {field: f"Кубок{char}Москвы"})
    assert err.params == {"field": field, "char": f"U+{ord(char):04X}"}
    data = example()
    data["header"][field] = f"Кубок{char}Москвы"
    refused("invisible_char", game_from_dict, data)


def test_visible_unicode_in_names_still_passes() -> None:
    players = make_players(rows("Лиса 🎩 ʕ•ᴥ•ʔ ١٢٣"))
    assert players[2].nick == "Лиса 🎩 ʕ•ᴥ•ʔ ١٢٣"
    Header.from_dict({"tournament": "Кубок «Москвы» — 2026", "judge": "Пётр Иванов"})


def test_every_new_message_has_both_languages_and_the_same_placeholders() -> None:
    for code, (ru, en) in MESSAGES.items():
        assert set(re.findall(r"\{(\w+)\}", ru)) == set(re.findall(r"\{(\w+)\}", en)), code


def test_data_nested_100000_deep_in_memory_is_refused_not_recursed() -> None:
    deep: list[object] = []
    for _ in range(100_000):
        deep = [deep]
    for key in ("format", "version", "id", "header", "players", "profile", "actions", "after"):
        data = example()
        data[key] = deep
        refused(refused_code(key), game_from_dict, data)
    data = example()
    data["players"][0]["nick"], data["actions"][5]["type"] = deep, deep
    refused("bad_nick", game_from_dict, data)


def refused_code(key: str) -> str:
    return {
        "format": "bad_file",
        "version": "bad_version",
        "id": "bad_game_id",
        "header": "bad_header",
        "players": "bad_players",
        "profile": "bad_profile",
        "actions": "bad_action",
        "after": "bad_after",
    }[key]


# --- only RuleError, whatever comes in -----------------------------------------------------


def json_like() -> st.SearchStrategy[object]:
    """Anything JSON-shaped, NaN and infinities included."""
    floats = st.floats(allow_nan=True, allow_infinity=True)
    scalars = (
        st.none()
        | st.booleans()
        | st.integers()
        | st.integers(-2, 12)
        | floats
        | st.text(max_size=12)
    )
    return st.recursive(
        scalars,
        lambda children: (
            st.lists(children, max_size=4)
            | st.dictionaries(st.text(max_size=8), children, max_size=4)
        ),
        max_leaves=20,
    )


def reads_or_refuses(call: Callable[[Any], Game], arg: object) -> None:
    """``call(arg)`` gives a game or a RuleError that renders; anything else fails the test."""
    try:
        game = call(arg)
    except RuleError as err:
        assert_renders(err)
        assert len(err.message("ru")) < 2000
    else:
        assert game.state is not None


def paths(value: object, prefix: tuple[str | int, ...] = ()) -> Iterator[tuple[str | int, ...]]:
    """Every path to a value inside ``value``."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, (*prefix, i))


ALL_PATHS = [p for p in paths(json.loads(RED_WIN)) if p]


@st.composite
def mutated_example(draw: st.DrawFn) -> dict[str, Any]:
    """The red-win example with a few keys dropped, values replaced, or actions' fields cut."""
    data: dict[str, Any] = json.loads(RED_WIN)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(ALL_PATHS))
        parent: Any = data
        try:
            for step in path[:-1]:
                parent = parent[step]
            parent[path[-1]]
        except (KeyError, IndexError, TypeError):
            continue  # an earlier mutation removed it
        if not isinstance(parent, (dict, list)):
            continue  # an earlier mutation made it a string: nothing to assign into
        key: Any = path[-1]  # a str into a dict, an int into a list: as the path was found
        how = draw(st.sampled_from(["drop", "replace", "retype"]))
        if how == "drop":
            del parent[key]
        elif how == "replace":
            parent[key] = draw(json_like())
        else:
            old = parent[key]
            parent[key] = draw(
                st.sampled_from([str(old), [old], {"v": old}, None, True, -1, 0, 11, 0.5, math.nan])
            )
    return data


FUZZ = settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@FUZZ
@given(json_like())
def test_random_json_like_data_gives_a_game_or_a_rule_error(data: object) -> None:
    reads_or_refuses(game_from_dict, data)
    try:
        payload = json.dumps(data).encode()
    except (ValueError, RecursionError):
        return
    reads_or_refuses(game_from_bytes, payload)


@FUZZ
@given(
    json_like(),
    st.sampled_from(
        ["format", "version", "id", "header", "players", "profile", "actions", "after"]
    ),
)
def test_a_random_value_in_any_block_of_a_real_file_gives_a_game_or_a_rule_error(
    value: object, key: str
) -> None:
    data = example()
    data[key] = value
    reads_or_refuses(game_from_dict, data)


@FUZZ
@given(mutated_example())
def test_a_mutated_real_file_gives_a_game_or_a_rule_error(data: dict[str, Any]) -> None:
    reads_or_refuses(game_from_dict, copy.deepcopy(data))
    reads_or_refuses(game_from_bytes, json.dumps(data, ensure_ascii=False).encode())


@FUZZ
@given(st.binary(max_size=200))
def test_random_bytes_give_a_game_or_a_rule_error(payload: bytes) -> None:
    reads_or_refuses(game_from_bytes, payload)


@FUZZ
@given(
    st.lists(
        st.tuples(st.integers(0, len(RED_WIN) - 1), st.binary(max_size=3)), min_size=1, max_size=4
    )
)
def test_a_real_file_with_bytes_changed_gives_a_game_or_a_rule_error(
    edits: list[tuple[int, bytes]],
) -> None:
    payload = bytearray(RED_WIN)
    for at, new in edits:
        payload[at : at + 1] = new
    reads_or_refuses(game_from_bytes, bytes(payload))


def test_the_engine_refuses_the_action_the_reader_would_refuse(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Writer and reader agree on the log's limit (issue #24, finding 6): the action past
    MAX_ACTIONS is refused, so every file written reads back. One constant for both, made
    small here so the test is quick."""
    from mafia_tui.rules import Foul, WithdrawFoul, game_from_dict, game_to_dict
    from mafia_tui.rules import game as game_mod
    from mafia_tui.rules import record as record_mod
    from tests.conftest import new_game

    assert record_mod.MAX_ACTIONS is game_mod.MAX_ACTIONS == 10_000
    monkeypatch.setattr(game_mod, "MAX_ACTIONS", 41)
    monkeypatch.setattr(record_mod, "MAX_ACTIONS", 41)
    game = new_game()
    while len(game.log) + 2 <= 41:
        game.apply(Foul(1))
        game.apply(WithdrawFoul(len(game.log) - 1))
    if len(game.log) < 41:
        game.apply(Foul(3))
    err = refused("log_full", game.apply, Foul(2))
    assert "41" in err.message("ru") and len(game.log) == 41
    assert len(game_from_dict(game_to_dict(game)).log) == 41
    data = game_to_dict(game)
    data["actions"].append(data["actions"][-1])
    refused("too_many_actions", game_from_dict, data)


def test_a_file_whose_keys_look_like_placeholders_is_refused_and_renders() -> None:
    """Hypothesis found it: the refusal quotes the object's keys, and a key "{0}" is the
    file's text, not a placeholder the message forgot to fill."""
    with pytest.raises(RuleError) as caught:
        game_from_dict({"{0}": 1, "{why}": 2})
    assert "{0}" in caught.value.message("en")
    assert_renders(caught.value)


def test_a_message_missing_a_value_fails_the_render_check() -> None:
    """The check above can fail: a template's placeholder without its value is caught."""
    placeholders = next(c for c, t in MESSAGES.items() if re.search(r"\{\w+", t[0]))
    with pytest.raises(AssertionError):
        assert_renders(RuleError(placeholders))
