"""The words of the tournament table's PDFs (the table and its game-by-game trace), Russian
and English: they follow the judge's language (``--lang``), unlike the game's protocol, which
copies the official Russian form."""

from __future__ import annotations

from ..i18n import Catalog

PDF_WORDS = Catalog(
    "export.standings_pdf",
    {
        "title": ("ТУРНИРНАЯ ТАБЛИЦА — {name}", "TOURNAMENT TABLE — {name}"),
        "doc": ("Турнирная таблица: {name}", "Tournament table: {name}"),
        "sheet": ("лист {n} из {total}", "sheet {n} of {total}"),
        "head_best_move": ("ЛХ\n(в Доп.)", "BM\n(in Extra)"),
        "head_first_night": ("ПУ", "FN"),
        "head_dq": ("Дискв.", "DQ"),
        "trace_title": (
            "ПОИГРОВАЯ РАСШИФРОВКА ТУРНИРНОЙ ТАБЛИЦЫ — {name}",
            "THE TOURNAMENT TABLE GAME BY GAME — {name}",
        ),
        "trace_doc": ("Поигровая расшифровка: {name}", "Game by game: {name}"),
        "continued": ("{title} (продолжение)", "{title} (continued)"),
        "trace_note": (
            "Каждая строка — одна игра: что она дала игроку. Осн. — 1 за победу, в тяжёлой "
            "игре 1 × K; Ci — компенсация (8.6); Доп. = ЛХ + Судья + Штрафы. Строки игр — с "
            "точностью до 0,0001 (K и Ci — дроби). «Сумма» — точная сумма игр; «В таблице» — "
            "как в турнирной таблице: каждая графа округлена до 0,01, Итого = Осн. + Ci + Доп.",
            "Each row is one game: what it gave the player. Main: 1 a win, 1 × K in a heavy "
            "game; Ci: compensation (8.6); Extra = BM + Judge + Penalties. Game rows to 0.0001 "
            "(K and Ci are fractions). Sum: the exact sum of the games; In the table: as the "
            "tournament table prints it, each column rounded to 0.01, Total = Main + Ci + Extra.",
        ),
        "block": (
            "Место {place}:  {nick}  —  Итого {total} = Осн. {main} + Ci {ci} + Доп. {extra}",
            "Place {place}:  {nick}  —  Total {total} = Main {main} + Ci {ci} + Extra {extra}",
        ),
        "sum": ("Сумма", "Sum"),
        "in_table": ("В таблице", "In the table"),
    },
)
"""The PDFs' own words; the columns' headings are :data:`.standings.COLUMNS`'."""

TRACE_PDF_HEADS = Catalog(
    "export.trace_pdf_column",
    {
        "stage": ("Этап", "Stage"),
        "table": ("Стол", "Table"),
        "game_number": ("Игра №", "Game no."),
        "seat": ("Место\nза столом", "Seat"),
        "role": ("Роль", "Role"),
        "result": ("Результат", "Result"),
        "won": ("Победа", "Won"),
        "k": ("K\n(тяжёлая)", "K\n(heavy)"),
        "main": ("Осн.", "Main"),
        "ci": ("Ci", "Ci"),
        "best_move": ("ЛХ", "BM"),
        "judge": ("Судья", "Judge"),
        "penalties": ("Штрафы\n8.2.4, 8.5", "Penalties\n8.2.4, 8.5"),
        "extra": ("Доп.", "Extra"),
        "total": ("Итого", "Total"),
    },
)
"""The trace's column headings in the PDF, by the trace's column (two lines where a column is
narrow); the player, his place and the game file's id head each block instead."""
