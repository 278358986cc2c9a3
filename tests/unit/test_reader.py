"""The one strict reader of a game file: its limits, its refusals, and only RuleError out."""

from __future__ import annotations

import re

import pytest

from mafia_tui.rules import Header, RuleError, game_from_dict, game_to_dict, make_players
from mafia_tui.rules.script import play
from mafia_tui.rules.texts import MESSAGES
from tests.conftest import SEATING, new_game, speeches


def refused(code: str, call, *args) -> RuleError:
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
    for lang in ("ru", "en"):
        text = err.message(lang)
        assert text and not re.search(r"\{\w+\}", text), (lang, text)


def test_a_night_entered_shot_by_shot_round_trips_in_memory():
    game = new_game()
    speeches(game)
    play(game, "shot 2:1,6:1,8:1")
    data = game_to_dict(game)
    assert data["actions"][-1]["shots"] == [[2, 1], [6, 1], [8, 1]]
    again = game_from_dict(data)
    assert again.log == game.log and again.state == game.state
    assert again.state.player(1).alive is False


# --- invisible characters in names ---------------------------------------------------------


INVISIBLE = ["\u202e", "\u2028", "\ufeff", "\u200b", "\u2066", "\u2029", "\x00", "\x1b"]


def rows(nick: str) -> list[dict]:
    names = ["Ёжик", "Мастер", "Лиса", "Шерлок", "Кот", "Дон", "Белка", "Тень", "Сова", "Гроза"]
    names[2] = nick
    return [{"seat": i + 1, "nick": names[i], "role": SEATING[i]} for i in range(10)]


@pytest.mark.parametrize("char", INVISIBLE)
def test_a_nickname_with_an_invisible_character_is_refused_at_entry(char):
    err = refused("nick_invisible_char", make_players, rows(f"Ли{char}са"))
    code_point = f"U+{ord(char):04X}"
    assert err.params == {"seat": 3, "char": code_point}
    assert code_point in err.message("ru") and "невидимый" in err.message("ru")


@pytest.mark.parametrize("char", ["\u202e", "\u2028", "\ufeff"])
def test_a_nickname_with_an_invisible_character_is_refused_on_load(char):
    data = game_to_dict(new_game())
    data["players"][2]["nick"] = f"{char}Лиса" if char == "\ufeff" else f"Ли{char}са"
    err = refused("nick_invisible_char", game_from_dict, data)
    assert err.params["char"] == f"U+{ord(char):04X}"


def test_a_rename_with_an_invisible_character_is_refused():
    game = new_game()
    with pytest.raises(RuleError) as err:
        game.rename(3, "Ли\u202eса")
    assert err.value.code == "nick_invisible_char"


@pytest.mark.parametrize("field", ["tournament", "judge"])
@pytest.mark.parametrize("char", ["\u202e", "\u2028", "\ufeff", "\n"])
def test_a_tournament_or_judge_name_with_an_invisible_character_is_refused(field, char):
    err = refused("invisible_char", Header.from_dict, {field: f"Кубок{char}Москвы"})
    assert err.params == {"field": field, "char": f"U+{ord(char):04X}"}
    data = game_to_dict(new_game())
    data["header"][field] = f"Кубок{char}Москвы"
    refused("invisible_char", game_from_dict, data)


def test_visible_unicode_in_names_still_passes():
    players = make_players(rows("Лиса 🎩 ʕ•ᴥ•ʔ ١٢٣"))
    assert players[2].nick == "Лиса 🎩 ʕ•ᴥ•ʔ ١٢٣"
    Header.from_dict({"tournament": "Кубок «Москвы» — 2026", "judge": "Пётр Иванов"})


