"""The results desk's entries are words in the judge's language, never a message key (issue
#38, 6): every way a player leaves the game by a ruling, in both languages."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mafia_tui import i18n
from mafia_tui.rules import FIIM_2018, TechFoul
from mafia_tui.rules.desk import seats
from mafia_tui.ui.strings import Tr
from mafia_tui.ui.widgets.desk_view import entry_options
from tests.conftest import new_game


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_removal_is_said_in_words(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "STRICT", False)  # as in front of a judge: a key would show
    game = new_game(
        "foul 1; foul 1; foul 1; foul 1", replace(FIIM_2018, technical_fouls="two_remove")
    )
    game.apply(TechFoul(3))
    game.apply(TechFoul(3))
    from mafia_tui.rules.script import play

    play(game, "dq 5 6.7.4; team 7 6.8.1")
    lines = [str(o.prompt) for o in entry_options(game, seats(game), Tr(lang))]
    assert not [line for line in lines if "desk_" in line or "_" in line], lines
    words = {
        "ru": ("4 фола", "2 технических фола", "дисквалификация 6.7.4", "поражение команде"),
        "en": ("4 fouls", "2 technical fouls", "disqualification 6.7.4", "team defeat"),
    }
    for word in words[lang]:
        assert any(word in line for line in lines), (word, lines)


@pytest.mark.parametrize(
    "lang,filer,verdict",
    [
        ("ru", "команда чёрных", "итог изменён: победа чёрных"),
        ("en", "the black team", "result changed: black win"),
    ],
)
def test_a_changed_result_reads_on_the_desk_as_on_the_protocol(
    lang: str, filer: str, verdict: str
) -> None:
    """Issue #40: the desk said «итог изменён: чёрные» where the protocol's back page says
    «итог изменён: победа чёрных»; both read the vocabulary's ``win`` form now."""
    from mafia_tui.export.after_words import protest_lines
    from mafia_tui.rules import desk
    from mafia_tui.rules.after import Decision
    from tests.unit.test_desk import at, stamped

    game = stamped()
    game.after = desk.file_protest(game, "black", "Подсказка из зала", at(12))
    decision = Decision("result_changed", "Видео", "Сидоров", at(20), "black")
    game.after = desk.decide(game, 0, decision)
    lines = [str(o.prompt) for o in entry_options(game, seats(game), Tr(lang))]
    assert any(filer in line and verdict in line for line in lines), lines
    back = protest_lines(game)
    assert "Протест 1 — команда чёрных" in back[0] and "итог изменён: победа чёрных" in back[1]
