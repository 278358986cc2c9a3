"""The game screen's key grammar, without Textual: keys in, actions or words out."""

import pytest

from mafia_tui.rules import BestMove, Foul, Next, Nominate, Vote, WithdrawFoul
from mafia_tui.ui.grammar import KeyGrammar
from mafia_tui.ui.keys import LATIN_TO_CYRILLIC
from tests.conftest import new_game

LAYOUTS = ["en", "ru"]


def key(letter: str, layout: str) -> str:
    return LATIN_TO_CYRILLIC[letter] if layout == "ru" else letter


@pytest.mark.parametrize("layout", LAYOUTS)
def test_foul_prefix_then_seat(layout: str) -> None:
    g = KeyGrammar(new_game())
    assert g.press(key("f", layout)).action is None and g.pending == "foul"
    assert g.press("0").action == Foul(10)


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("caps", [False, True])
def test_letters_work_with_caps_lock(layout: str, caps: bool) -> None:
    g = KeyGrammar(new_game())
    letter = key("f", layout)
    g.press(letter.upper() if caps else letter)
    assert g.press("3").action == Foul(3)


@pytest.mark.parametrize(
    ("typed", "seat"),
    [
        ("exclamation_mark", 1),
        ("at", 2),
        ("quotation_mark", 2),
        ("number_sign", 3),
        ("numero_sign", 3),
        ("dollar_sign", 4),
        ("semicolon", 4),
        ("percent_sign", 5),
        ("circumflex_accent", 6),
        ("colon", 6),
        ("ampersand", 7),
        ("asterisk", 8),
        ("left_parenthesis", 9),
        ("right_parenthesis", 10),
    ],
)
def test_shift_digit_is_a_foul_at_once(typed: str, seat: int) -> None:
    result = KeyGrammar(new_game()).press(typed)
    assert result.action == Foul(seat) and result.how == "shift"


def test_question_mark_is_shift_7_only_in_the_russian_layout() -> None:
    assert KeyGrammar(new_game(), "ru").press("question_mark").action == Foul(7)  # Russian UI
    assert KeyGrammar(new_game(), "en").press("question_mark").command == "help"
    g = KeyGrammar(new_game())
    assert g.press("question_mark").command == "help"  # layout unknown: help, harmless
    g.press("т")  # a Cyrillic letter: the judge types in the Russian layout
    assert g.press("question_mark").action == Foul(7)
    g.press("n")
    assert g.press("question_mark").command == "help"


def test_an_unknown_letter_says_so_and_the_digit_after_it_nominates_nobody() -> None:
    g = KeyGrammar(new_game())
    first = g.press("ф")  # the A key: not a command (the foul is А, on F)
    assert first.error and first.say == "key_unknown_near"
    second = g.press("7")
    assert second.action is None and second.error and second.say == "digit_after_unknown"
    assert g.press("7").action == Nominate(1, 7)  # the next digit is a digit again


def test_arrows_backspace_and_escape_say_what_they_do() -> None:
    g = KeyGrammar(new_game())
    assert g.press("left").say == "key_arrows"
    assert g.press("backspace").say == "nothing_to_erase"
    assert g.press("escape").say == "nothing_to_cancel"
    g.press("f")
    assert g.press("escape").say == "input_cancelled" and not g.pending


def test_vote_count_typed_then_enter() -> None:
    game = new_game("nom 4; n; nom 5; n*9")
    g = KeyGrammar(game)
    g.press("6")
    assert g.press("enter").action == Vote(4, 6)


def test_a_decided_vote_closes_with_enter() -> None:
    game = new_game("nom 4; n; nom 5; n; nom 6; n*8")
    g = KeyGrammar(game)
    assert g.press("enter").say == "count_needed"  # nothing is decided yet
    game.apply(Vote(4, 6))  # 6 of 10: nobody else can reach 6
    assert g.press("enter").command == "close_vote"


def test_best_move_takes_three_digits_in_the_last_word() -> None:
    game = new_game("n*10; shot 4; don 1; sher 1")
    g = KeyGrammar(game)
    assert g.press("2").action is None and g.press("6").action is None
    assert g.press("8").action == BestMove((2, 6, 8))


def test_withdraw_takes_back_the_seats_last_foul() -> None:
    game = new_game("foul 3; foul 5; foul 3")
    g = KeyGrammar(game)
    g.press("w")
    assert g.press("3").action == WithdrawFoul(5)  # three zero-night steps come first


def test_enter_moves_on() -> None:
    assert KeyGrammar(new_game()).press("enter").action == Next()


def test_under_mafclub_a_second_digit_replaces_the_nomination_and_the_same_withdraws() -> None:
    from mafia_tui.rules import PRESETS

    game = new_game(profile=PRESETS["MafClub"])
    g = KeyGrammar(game)
    for digit, nominations in (("4", [(1, 4)]), ("5", [(1, 5)]), ("5", [])):
        result = g.press(digit)
        assert result.action == Nominate(1, int(digit))
        game.apply(result.action)
        assert game.state.days[0].nominations == nominations
    assert "nominate" in game.legal()  # he may still name one
