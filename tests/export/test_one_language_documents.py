"""Every printed document in one language (issue #38, 3): the protocol (Russian, as the
official form), the tournament table's PDFs, CSV and text, the replay's account, in both
languages where they have both; scanned for the other alphabet and for identifiers
(tests/one_language.py). The games are rich: extras, a penalty, a protest decided, a technical
removal, rules built from a code."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from mafia_tui.export.protocol import write_blank, write_protocol
from mafia_tui.export.standings import to_csv, to_text
from mafia_tui.export.standings_pdf import write_standings_pdf, write_trace_pdf
from mafia_tui.rules import Game, TechFoul
from mafia_tui.rules.after import AfterGame, Decision, Extra, Penalty, Protest
from mafia_tui.rules.codes import profile_from_code
from mafia_tui.rules.report import text_report
from mafia_tui.rules.script import play
from mafia_tui.tournament.standings import compute
from tests.conftest import NICKS, new_game
from tests.export.pdf_read import pdf_text
from tests.one_language import foreign

REASONS = ("Вёл красных весь день", "Точная речь", "Сломал в красного", "Не согласен с фолом")
TYPED = (*NICKS, *REASONS, "Кубок Москвы", "Судья Петров", "Сидоров", "Фол дан верно")
"""What the judge typed: data, in whatever script it was typed."""


def rich_games() -> list[Game]:
    """Two finished games: one under a rules code with technical fouls, one of FIIM 2018."""
    coded = profile_from_code("0432000100001")
    assert coded is not None
    a = new_game("foul 3", coded)
    a.apply(TechFoul(3))
    a.apply(TechFoul(3))
    play(a, "dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
    a.after = AfterGame(
        [Extra(1, Decimal("0.3"), REASONS[1])],
        [],
        [
            Protest(
                7,
                REASONS[3],
                "2026-12-03T19:05:00+03:00",
                Decision("rejected", "Фол дан верно", "Сидоров", "2026-12-04T10:00:00+03:00"),
            )
        ],
    )
    b = new_game("team 5 6.8.1")
    b.header = replace(b.header, game_number=4)
    b.after = AfterGame(
        [Extra(2, Decimal("0.7"), REASONS[0])], [Penalty(1, "8.5.1", REASONS[2])], []
    )
    for game in (a, b):
        assert game.state.over
    return [a, b]


def test_the_protocol_and_the_blank_form_are_russian_only(tmp_path: Path) -> None:
    for game in rich_games():
        pages, _ = pdf_text(write_protocol(game, tmp_path / f"{game.header.game_number}.pdf"))
        text = "\n".join(pages).replace(game.id, " ")
        assert foreign(text, "ru", TYPED) == [], game.profile.name
    pages, _ = pdf_text(write_blank(tmp_path / "blank.pdf"))
    assert foreign("\n".join(pages), "ru") == []


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_tables_documents_are_in_one_language(lang: str, tmp_path: Path) -> None:
    st = compute(rich_games())
    texts = [to_csv(st, lang), to_text(st, "Кубок Москвы", lang)]
    for write in (write_standings_pdf, write_trace_pdf):
        pages, _ = pdf_text(write(st, "Кубок Москвы", tmp_path / f"{lang}.pdf", None, lang))
        texts.append("\n".join(pages))
    for text in texts:
        assert foreign(text, lang, TYPED) == [], text[:300]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_replays_account_is_in_one_language(lang: str) -> None:
    for game in rich_games():
        text = text_report(game, lang).replace(game.id, " ")
        assert foreign(text, lang, TYPED) == [], text[:300]
