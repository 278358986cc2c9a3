"""The tournament table's printed figures: the one rounding rule, for every rendering.

The screen, the command line's text, the CSV, the standings PDF and the JSON all take a
player's line from :func:`cells` and write numbers with :func:`number`; nothing else rounds a
figure of the table.

The rule: each figure (Осн., Ci, ЛХ, Доп.) is the exact sum of its games rounded half up to
0.01 on its own, and Итого is the sum of the printed Осн., Ci and Доп. Why this and not the
exact total rounded: the table is checked by hand, and every printed row then adds up. With K
of 8.7 and Ci of 8.6 the exact figures are fractions like 19/3 + 2/15, and the exact total
rounded differs from the sum of the printed parts by 0.01 (in the example tournament for 2
players of 12: 7.0167 is 6.33 + 0.13 + 0.55 = 7.01 printed, not 7.02). Places are never taken
from printed figures: 8.8 and its tie-breaks 8.8.1-8.8.4 compare the exact fractions
(:meth:`Row.sort_key`). Where that puts a lower printed Итого above a higher one (the price of
this rule; the other would pay with rows that do not add up), :func:`inversions` finds the pair
and the renderings name both exact sums.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from ..rules.roles import Role
from ..rules.values import frozen
from .standings import Row

Cell = Decimal | int | str | bool
"""A cell's value: points as :class:`Decimal` (already rounded), counts, text, the lot flag."""

KEYS = (
    "place",
    "nick",
    "games",
    "wins",
    "wins_red",
    "wins_black",
    "wins_sheriff",
    "wins_don",
    "first_night",
    "main",
    "ci",
    "best_move",
    "extra",
    "total",
    "fouls",
    "dq",
)
"""The table's columns, in the paper's order (:func:`cells` also gives ``needs_lot``)."""

POINTS = frozenset({"main", "ci", "best_move", "extra", "total"})
"""The columns that hold points (rounded; the others are counts and text)."""


def rounded(value: Fraction | Decimal | int, places: int = 2) -> Decimal:
    """``value`` rounded half up to ``places`` decimals (0.005 -> 0.01): the table's figures
    to 0.01, K and a game's figures to 0.0001 (they are fractions)."""
    if isinstance(value, Fraction):
        value = Decimal(value.numerator) / Decimal(value.denominator)
    return Decimal(value).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP)


@frozen
class Figures:
    """One player's printed points: each rounded, and a total that is their sum."""

    main: Decimal
    ci: Decimal
    best_move: Decimal
    extra: Decimal

    @property
    def total(self) -> Decimal:
        return self.main + self.ci + self.extra

    @classmethod
    def of(cls, row: Row) -> Figures:
        return cls(rounded(row.main), rounded(row.ci), rounded(row.best_move), rounded(row.extra))


def place_text(row: Row) -> str:
    """ "3", or "3–4" when only a lot can separate them (8.8.5)."""
    return str(row.place) if row.place == row.place_to else f"{row.place}–{row.place_to}"


def cells(row: Row) -> dict[str, Cell]:
    """One player's line of the table: every column of :data:`KEYS`, and ``needs_lot`` (True when
    he shares a place that only a lot can settle, 8.8.5)."""
    f = Figures.of(row)
    return {
        "place": place_text(row),
        "nick": row.nick,
        "games": row.games,
        "wins": row.wins,
        "wins_red": row.wins_as(Role.CIVILIAN),
        "wins_black": row.wins_as(Role.MAFIA),
        "wins_sheriff": row.wins_as(Role.SHERIFF),
        "wins_don": row.wins_as(Role.DON),
        "first_night": row.first_night_deaths,
        "main": f.main,
        "ci": f.ci,
        "best_move": f.best_move,
        "extra": f.extra,
        "total": f.total,
        "fouls": row.fouls,
        "dq": row.disqualifications,
        "needs_lot": row.needs_lot,
    }


def number(value: Decimal | int, comma: bool = True) -> str:
    """A figure as written: "6,67" (or "6.67" with ``comma`` False), a count as is. Points keep
    their two decimals ("5,00"), the same on the screen as on paper."""
    text = f"{value:f}" if isinstance(value, Decimal) else str(value)
    return text.replace(".", ",") if comma else text


def inversions(rows: list[Row]) -> list[tuple[Row, Row]]:
    """Neighbours (higher place first) where the higher place prints the lower Итого: the
    exact sums decided it (8.8), and rounding each figure moved the printed ones."""
    return [
        (upper, lower)
        for upper, lower in zip(rows, rows[1:], strict=False)
        if Figures.of(upper).total < Figures.of(lower).total
    ]


def lot_groups(rows: list[Row]) -> list[tuple[str, list[Row]]]:
    """The shared places still waiting for a lot (8.8.5): each place range and its players,
    best first."""
    groups: dict[str, list[Row]] = {}
    for row in rows:
        if row.needs_lot:
            groups.setdefault(place_text(row), []).append(row)
    return list(groups.items())
