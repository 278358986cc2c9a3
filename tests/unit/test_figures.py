"""The tournament table's one rounding rule (rules/figures.py): each figure rounded on its
own, Итого the sum of the printed parts, places from the exact sums (8.8)."""

from decimal import Decimal
from fractions import Fraction as F

from mafia_tui.export.standings import to_text
from mafia_tui.export.standings_notes import notes, order_notes
from mafia_tui.tournament.figures import Figures, cells, inversions, number, rounded
from mafia_tui.tournament.standings import Row, Standings, _place
from tests.unit.test_tournament import line


def standings(*rows: Row) -> Standings:
    ordered = sorted(rows, key=lambda r: r.sort_key(), reverse=True)
    _place(ordered, {})
    return Standings(ordered, {"tournament": F(1)}, {"tournament": None}, len(rows), 1)


def test_the_total_is_the_sum_of_the_printed_parts_not_the_exact_total_rounded() -> None:
    # 19/3 + 2/15 + 0.55 = 7.0167 exactly; printed 6.33 + 0.13 + 0.55 = 7.01 (not 7.02)
    row = Row("Дон", [line(won=True, main=F(19, 3), extra=F(55, 100))])
    row.lines[0].ci = F(2, 15)
    f = Figures.of(row)
    assert (f.main, f.ci, f.extra) == (Decimal("6.33"), Decimal("0.13"), Decimal("0.55"))
    assert f.total == Decimal("7.01") != rounded(row.total)
    assert cells(row)["total"] == f.total and number(f.total) == "7,01"


def test_half_up_and_two_decimals_kept() -> None:
    assert rounded(F(1, 200)) == Decimal("0.01") and rounded(F(1, 3), 4) == Decimal("0.3333")
    assert number(Decimal("5.00")) == "5,00" and number(Decimal("5.00"), False) == "5.00"
    assert number(3) == "3"


def test_places_follow_the_exact_sums_and_a_note_names_them_where_printed_ones_disagree() -> None:
    # upper: 0.334 + 0.334 = 0.668 exactly, printed 0.33 + 0.33 = 0.66;
    # lower: 0.666 exactly, printed 0.67: the exact sums rank the lower printed total first
    upper = Row("Верх", [line(won=True, main=F(334, 1000), extra=F(334, 1000))])
    lower = Row("Низ", [line(won=True, main=F(666, 1000))])
    st = standings(lower, upper)
    assert [r.nick for r in st.rows] == ["Верх", "Низ"] and upper.place == 1
    assert Figures.of(upper).total < Figures.of(lower).total
    assert inversions(st.rows) == [(upper, lower)]
    note = "Верх выше Низ: точные суммы 0,6680 и 0,6660"
    assert order_notes(st) == [note] and note in notes(st) and note in to_text(st, "Кубок")
    assert "Верх above Низ: exact sums 0.6680 and 0.6660" in to_text(st, "Cup", "en")
    assert order_notes(standings(lower, Row("Ноль", [line()]))) == []
