"""PDF speed: exporting one finished game, next to a bare fpdf2 script that lays out the same
player table with the same fonts. Prints medians and the ratio.

    .venv/bin/python bench/pdf_bench.py
"""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

from fpdf import FPDF

from mafia_tui.export.protocol import build_protocol
from mafia_tui.rules import game_from_dict

ROOT = Path(__file__).resolve().parents[1]
FONTS = ROOT / "src" / "mafia_tui" / "assets" / "fonts"


def bare(game) -> bytes:
    """The same content with plain fpdf2 cells: header, players, votes, nights, reasons."""
    pdf = FPDF(orientation="landscape", format="A4")
    pdf.add_font("DejaVu", "", str(FONTS / "DejaVuSans.ttf"))
    pdf.add_font("DejaVu", "B", str(FONTS / "DejaVuSans-Bold.ttf"))
    pdf.add_page()
    pdf.set_font("DejaVu", "B", 14)
    pdf.cell(0, 8, "ПРОТОКОЛ ИГРЫ", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("DejaVu", "", 9)
    for p in game.state.players:
        for w, text in (
            (8, str(p.seat)),
            (52, p.nick),
            (9, p.role.letter),
            (22, "x" * p.fouls),
            (12, "1"),
            (15, ""),
            (32, p.status.value),
        ):
            pdf.cell(w, 7.5, text, border=1)
        pdf.ln(7.5)
    for label in (
        "ПОБЕДИВШАЯ КОМАНДА красные",
        "ЛУЧШИЙ ХОД",
        "НОЧИ",
        "ПРОТЕСТ",
        "СУДЬЯ подпись",
        f"ТУРНИР {game.header.tournament} СТАДИЯ отборочный ДАТА СТОЛ № ИГРА №",
        game.header.judge,
    ):
        pdf.cell(0, 6, label, new_x="LMARGIN", new_y="NEXT")
    for day in game.state.days:
        pdf.cell(
            0, 5, f"ГОЛОСОВАНИЕ {day.number}  (день {day.number})", new_x="LMARGIN", new_y="NEXT"
        )
        for label in ("Выставлен", "Кем", "Голоса", "Переголос."):
            pdf.cell(24, 4, label, border=1)
            for _ in range(10):
                pdf.cell(10, 4, "", border=1)
            pdf.ln(4)
        pdf.cell(
            0,
            4,
            "Итог: Покидает стол (RULES.md §1.7) Голосование не проводится. "
            "Наступает ночь игра окончена",
            new_x="LMARGIN",
            new_y="NEXT",
        )
    for n in game.state.nights:
        pdf.cell(
            0,
            4,
            f"Ночь {n.number}: выстрел {n.killed}; Дон → (шериф нет); Шериф → (чёрный красный)",
            new_x="LMARGIN",
            new_y="NEXT",
        )
    pdf.add_page()
    pdf.cell(
        0,
        8,
        "ПОЯСНЕНИЯ К ДОПОЛНИТЕЛЬНЫМ БАЛЛАМ И ШТРАФАМ КОММЕНТАРИИ К ПРОТЕСТУ",
        new_x="LMARGIN",
        new_y="NEXT",
    )
    for e in game.after.extras:
        pdf.multi_cell(
            0,
            5,
            f"Игрок {e.seat}: +{e.points} от судьи (п. 8.4) — {e.reason} "
            "лучший ход штраф дисквалификация удаление за 4 фола",
            new_x="LMARGIN",
            new_y="NEXT",
        )
    return bytes(pdf.output())


def timed(fn, n: int = 15) -> float:
    fn()
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main() -> None:
    game = game_from_dict(json.loads((ROOT / "examples" / "red-win.json").read_text("utf-8")))
    ours = timed(lambda: bytes(build_protocol(game).output()))
    base = timed(lambda: bare(game))
    print(f"protocol export (2 pages)  median {ours * 1e3:7.1f} ms")
    print(f"bare fpdf2 same table      median {base * 1e3:7.1f} ms   ratio {ours / base:.2f}")


if __name__ == "__main__":
    main()
