"""Times on the protocol carry their date where the day could be in doubt (issue #38, 10): the
back page dates every protest, decision and check; page 1's short box gives the time alone
on the game's own date and the date too on another day."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from mafia_tui.export.after_words import protest_box, protest_lines
from mafia_tui.export.protocol import write_protocol
from mafia_tui.rules.after import AfterGame, Decision, Protest
from tests.conftest import new_game
from tests.export.pdf_read import flat, pdf_text

NB = "\u00a0"


def test_a_decision_the_next_day_says_its_date_and_a_protest_after_midnight_too() -> None:
    game = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
    decided = Decision("rejected", "Фол дан верно", "Сидоров", "2026-12-04T11:30:00+03:00")
    game.after = AfterGame(
        [],
        [],
        [
            Protest(7, "Не согласен", "2026-12-03T23:55:00+03:00", decided),
            Protest("black", "Подсказка", "2026-12-04T00:03:00+03:00"),
        ],
    )
    lines = protest_lines(game)
    assert lines[0].startswith(f"Протест 1 — игрок{NB}7 (Белка), подан 03.12.2026{NB}23:55")
    assert f"Сидоров, 04.12.2026{NB}11:30: протест отклонён" in lines[1]
    assert f"подан 04.12.2026{NB}00:03" in lines[2]
    box = protest_box(game)
    assert f"№1 (игрок{NB}7 (Белка), 23:55)" in box  # the game's date: the time is enough
    assert f"№2 (команда чёрных, 04.12.2026{NB}00:03)" in box
    game.header = replace(game.header, date="")
    assert f"03.12.2026{NB}23:55" in protest_box(game)


def test_a_back_page_a_line_too_long_gives_up_empty_lines_not_a_third_sheet(
    tmp_path: Path,
) -> None:
    """A protest with its decision and a few lines of comments ran one line past the back
    page: the third sheet held that one line while the explanations above kept a dozen empty
    ruled lines."""
    game = new_game("dq 2 6.7.4; dq 6 6.7.4; dq 8 6.7.4")
    decided = Decision("rejected", "Фол дан верно", "Сидоров", "2026-12-03T19:30:00+03:00")
    comments = "\n".join(f"Пояснение {n}: всё по правилам." for n in range(1, 7))
    game.after = AfterGame(
        [], [], [Protest(7, "Не согласен", "2026-12-03T19:05:00+03:00", decided)], comments
    )
    pages, _ = pdf_text(write_protocol(game, tmp_path / "p.pdf"))
    assert len(pages) == 2
    back = flat(pages[1])
    assert all(f"Пояснение {n}: всё по правилам." in back for n in range(1, 7))
    assert "Запись игры проверена Главным судьёй" in back
