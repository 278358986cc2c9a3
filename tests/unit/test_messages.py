"""What a judge reads: FIIM rule numbers only, and one language per message (issue #15 A)."""

from __future__ import annotations

import random
import re
import string

import pytest

from mafia_tui.rules import Disqualify, Event, Game, RuleError
from mafia_tui.rules.errors import cite, rule_label
from mafia_tui.rules.texts import MESSAGES, NAMES
from tests.conftest import new_game
from tests.unit.test_properties import random_action

FIIM_NUMBER = re.compile(r"\d+(\.\d+)*")

LATIN_ALLOWED = ("mafia-tui", "JSON", "UTF-8", "mafiaratings", "Polemica")
"""Names that stay as they are in a Russian text: the program, the file format, the encoding,
the rating platforms."""

PROTOCOL_LETTERS = "КЧШД"
"""The protocol's role letters (9.4.1) are the same in both languages."""

QUOTED = re.compile(r"«[^»]*»|'[^']*'|\"[^\"]*\"")
"""A value quoted from a file (a field name, a nickname) is data, not a word of the text."""


def sample_params(template: str) -> dict[str, object]:
    """A value of the right kind for every placeholder of ``template``."""
    params: dict[str, object] = {}
    for _, name, _, _ in string.Formatter().parse(template):
        if not name:
            continue
        if name in NAMES:
            params[name] = next(iter(NAMES[name]))
        elif name in ("result", "needs"):
            params[name] = "draw"
        elif name == "why":
            params[name] = RuleError("why_field", field="'x'")
        else:
            params[name] = 7
    return params


def latin_words(text: str) -> list[str]:
    text = QUOTED.sub("", text)
    for name in LATIN_ALLOWED:
        text = text.replace(name, "")
    return re.findall(r"[A-Za-z]+", text)


def cyrillic_words(text: str) -> list[str]:
    text = QUOTED.sub("", text)
    return [w for w in re.findall(r"[А-Яа-яЁё]+", text) if w not in PROTOCOL_LETTERS]


def judged_messages(games: int = 40, steps: int = 300) -> list[RuleError | Event]:
    """Every event, warning and refusal of many randomly judged games."""
    seen: list[RuleError | Event] = []
    for seed in range(games):
        rnd = random.Random(seed)
        game: Game = new_game(zero=False)
        for _ in range(steps):
            if game.state.over:
                break
            try:
                game.apply(random_action(game, rnd))
            except RuleError as err:
                seen.append(err)
                continue
            seen.extend(game.events)
            seen.extend(game.warnings())
    return seen


@pytest.fixture(scope="module")
def judged() -> list[RuleError | Event]:
    return judged_messages()


@pytest.mark.parametrize("rule", ["§1.7", "RULES.md §1.7", "", "x", "1.", ".1", None])
def test_a_rule_that_is_not_a_fiim_number_is_not_cited(rule: str | None) -> None:
    for lang in ("ru", "en"):
        assert rule_label(rule, lang) == ""  # type: ignore[arg-type]
        assert cite("текст", rule, lang) == "текст"  # type: ignore[arg-type]


def test_a_fiim_number_is_cited_as_a_judge_reads_it() -> None:
    assert cite("Голосование сегодня не проводится", "7.1", "ru") == (
        "Голосование сегодня не проводится (п. 7.1)"
    )
    assert cite("No vote today", "4.4.10", "en") == "No vote today (rule 4.4.10)"


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_message_renders_with_no_reference_to_a_file_of_ours(code: str) -> None:
    """Each code, with every placeholder filled, under every rule the engine cites, as a
    refusal and as an event: never "RULES" nor "§", never an unfilled placeholder."""
    params = sample_params(MESSAGES[code][0] + MESSAGES[code][1])
    for rule in ("", "7.1", "4.4.10", "6.7.4", "§1.7"):
        for item in (RuleError(code, rule, **params), Event(code, rule, tuple(params.items()))):
            for lang in ("ru", "en"):
                text = item.message(lang)
                assert "RULES" not in text and "§" not in text, (code, lang, text)
                assert not re.search(r"\{\w+\}", text), (code, lang, text)


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_message_keeps_to_one_language(code: str) -> None:
    ru, en = MESSAGES[code]
    params = sample_params(ru + en)
    assert latin_words(RuleError(code, "", **params).message("ru")) == [], code
    assert cyrillic_words(RuleError(code, "", **params).message("en")) == [], code


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_both_languages_have_the_same_placeholders(code: str) -> None:
    ru, en = MESSAGES[code]
    names = [{n for _, n, _, _ in string.Formatter().parse(t) if n} for t in (ru, en)]
    assert names[0] == names[1], code
    assert not names[0] & {"rule", "code"}, "RuleError's own slots cannot be params"


def test_the_engine_cites_only_fiim_numbers(judged: list[RuleError | Event]) -> None:
    rules = {item.rule for item in judged}
    assert rules and all(r == "" or FIIM_NUMBER.fullmatch(r) for r in rules), rules


def test_what_the_engine_says_in_russian_has_no_english_word(
    judged: list[RuleError | Event],
) -> None:
    for item in judged:
        ru, en = item.message("ru"), item.message("en")
        assert latin_words(ru) == [], ru
        assert cyrillic_words(en) == [], en
        assert "RULES" not in ru + en and "§" not in ru + en


def test_a_refusal_names_the_action_and_the_step_in_the_message_language(game: Game) -> None:
    from mafia_tui.rules import Shot

    with pytest.raises(RuleError) as err:
        game.apply(Shot(3))
    assert err.value.message("ru") == "Сейчас нельзя: «выстрел» на шаге «речь»"
    assert err.value.message("en") == "Not now: 'shot' during 'speech'"


def test_8_5_a_penalty_refusal_names_the_result_in_the_message_language() -> None:
    from mafia_tui.rules import AfterGame, Penalty, check

    g = new_game()
    for _ in range(3):
        g.apply(Disqualify(2 if _ == 0 else 6 if _ == 1 else 8, "6.7.4"))
    with pytest.raises(RuleError) as err:
        check(g.state, g.profile, AfterGame(penalties=[Penalty(1, "8.5.1", "сломал")]))
    assert err.value.message("ru") == (
        "Штраф 8.5.1 игроку 1 — только если победили чёрные; итог: красные (п. 8.5.1)"
    )
    assert err.value.message("en") == (
        "Penalty 8.5.1 for player 1 needs a black win; the result: red (rule 8.5.1)"
    )
    with pytest.raises(RuleError) as err:
        check(g.state, g.profile, AfterGame(penalties=[Penalty(2, "8.5.1", "сломал")]))
    assert err.value.message("ru") == "Штраф 8.5.1 не для игрока 2: его роль — мафия (п. 8.5.1)"
