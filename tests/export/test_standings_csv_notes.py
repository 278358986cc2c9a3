"""The tournament table's CSV carries its notes (issue #36, found after items 3-4): before,
only the «Игр заменой» column was there — no voided game, no provisional status, no K, no
stand-in legend — and the English headings mixed words with identifiers (`needs_lot`,
`stand_in_games`)."""

from __future__ import annotations

import csv
import io
import re

import pytest

from mafia_tui.export.standings import to_csv
from mafia_tui.export.standings_notes import notes
from tests import autumn

SEP = {"ru": ";", "en": ","}


def read(text: str, lang: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text.lstrip("\ufeff"), newline=""), delimiter=SEP[lang]))


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_excel_csv_is_the_table_then_a_blank_row_then_every_note(lang: str) -> None:
    st = autumn.standings()
    rows = read(to_csv(st, lang), lang)
    head, players = rows[0], rows[1 : 1 + len(st.rows)]
    assert all(len(r) == len(head) for r in players)  # one table, as Excel selects it
    assert rows[1 + len(st.rows)] == []  # the blank row that ends it
    under = rows[2 + len(st.rows) :]
    assert under == [[note] for note in notes(st, lang)]
    said = " ".join(r[0] for r in under)
    assert autumn.VOID_REASON in said  # the voided game and why
    assert ("Таблица предварительная" if lang == "ru" else "A provisional table") in said
    assert "K (" in said and "Гость" in said  # K, and the stand-in's legend


def test_the_plain_csv_for_programs_stays_one_rectangle() -> None:
    st = autumn.standings()
    rows = read(to_csv(st, "en", "plain"), "en")
    assert len(rows) == len(st.rows) + 1 and all(len(r) == len(rows[0]) for r in rows)


def test_the_english_headings_are_words_of_one_style() -> None:
    head = read(to_csv(autumn.standings(), "en"), "en")[0]
    assert head[-2:] == ["Lot needed", "Stand-in games"]
    for word in head:
        assert "_" not in word and re.match(r"[A-Z]", word), word
