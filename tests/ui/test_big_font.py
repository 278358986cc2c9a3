"""The one big-digit font (#26: two renderers with two fonts became one)."""

from hypothesis import given
from hypothesis import strategies as st

from mafia_tui.ui.widgets.big_font import big_lines, fit, small_lines

TIMES = st.sampled_from(["1:00", "0:30", "+0:05", "0:07", "10:00", "-0:01"])


@given(TIMES, st.integers(1, 300), st.integers(1, 100))
def test_it_always_fits_its_box(text: str, width: int, height: int) -> None:
    lines = fit(text, width, height)
    assert len(lines) <= max(height, 3)
    if lines != small_lines(text):
        assert len(lines) <= height and max(map(len, lines)) <= width


@given(TIMES, st.integers(40, 300), st.integers(4, 100))
def test_it_fills_the_box_on_the_tighter_side(text: str, width: int, height: int) -> None:
    """At most one unit short of the box on the side that limits it: no integer-only
    scaling that leaves a 10-row box with 7 rows of digits."""
    lines = big_lines(text, width, height)
    if not lines:
        return
    drawn_w = max(map(len, lines))
    assert drawn_w <= width and len(lines) <= height
    assert width - drawn_w < width / 4 or height - len(lines) <= height / 4


def test_every_digit_has_one_shape_at_any_scale() -> None:
    """Equal digits are drawn equal wherever they stand (strokes one thickness)."""
    for width, height in ((40, 10), (80, 15), (200, 40), (37, 9)):
        lines = big_lines("00", width, height)
        wide = max(map(len, lines))
        lines = [row.ljust(wide) for row in lines]
        blank = [all(row[c] == " " for row in lines) for c in range(wide)]
        start = blank.index(True)
        end = start + blank[start:].index(False)
        assert [row[:start] for row in lines] == [row[end:].rstrip().ljust(start) for row in lines]


def test_small_boxes_get_the_three_row_font() -> None:
    assert fit("1:00", 80, 3) == small_lines("1:00") and len(small_lines("1:00")) == 3
    assert big_lines("1:00", 10, 10) == []  # too narrow for one unit a pixel
