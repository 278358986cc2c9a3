"""Counts in the judge's language (issue #36, found after items 3-4): the seating's summary
said «3 туров»; Russian takes one of three forms by the number."""

from __future__ import annotations

import pytest

from mafia_tui.export.seating_texts import quality_text

ROUNDS = "тур|тура|туров"


@pytest.mark.parametrize(
    ("n", "word"),
    [
        (0, "туров"),
        (1, "тур"),
        (2, "тура"),
        (3, "тура"),
        (4, "тура"),
        (5, "туров"),
        (10, "туров"),
        (11, "туров"),
        (12, "туров"),
        (14, "туров"),
        (21, "тур"),
        (22, "тура"),
        (25, "туров"),
        (101, "тур"),
        (111, "туров"),
        (112, "туров"),
    ],
)
def test_russian_takes_the_form_of_the_number(n: int, word: str) -> None:
    from mafia_tui.i18n import counted

    assert counted(n, ROUNDS, "ru") == f"{n} {word}"


def test_english_has_one_and_the_rest() -> None:
    from mafia_tui.i18n import counted

    assert [counted(n, "round|rounds", "en") for n in (0, 1, 2, 21)] == [
        "0 rounds",
        "1 round",
        "2 rounds",
        "21 rounds",
    ]


def table(first: int) -> tuple[int, ...]:
    return tuple(range(first, first + 10))


@pytest.mark.parametrize(
    ("rounds", "ru", "en"),
    [
        (
            3,
            "Рассадка: 20 игроков, 3 тура, 6 столов-игр",
            "Seating: 20 players, 3 rounds, 6 table games",
        ),
        (
            1,
            "Рассадка: 20 игроков, 1 тур, 2 стола-игры",
            "Seating: 20 players, 1 round, 2 table games",
        ),
        (
            5,
            "Рассадка: 20 игроков, 5 туров, 10 столов-игр",
            "Seating: 20 players, 5 rounds, 10 table games",
        ),
    ],
)
def test_the_seating_summary_says_its_counts_in_words_that_agree(
    rounds: int, ru: str, en: str
) -> None:
    seating = tuple((table(0), table(10)) for _ in range(rounds))
    assert quality_text(seating, "ru").splitlines()[0] == ru
    assert quality_text(seating, "en").splitlines()[0] == en
    single = ((table(0),),)
    assert quality_text(single, "ru").splitlines()[0] == "Рассадка: 10 игроков, 1 тур, 1 стол-игра"
