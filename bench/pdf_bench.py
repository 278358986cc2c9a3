"""PDF speed: exporting one finished game, next to a bare fpdf2 script that lays out the same
player table with the same fonts, paired run by run. Prints medians, spreads and the ratio.

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


def paired(ours, base, n: int = 21) -> tuple[list[float], list[float]]:
    """CPU seconds of ``ours`` and ``base`` run by run, which goes first alternating (a
    shared machine's load moves the wall clock; the CPU a call spends much less)."""
    ours(), base()  # the fonts parsed, the caches warm
    a_s: list[float] = []
    b_s: list[float] = []
    for n_run in range(n):
        for fn, out in ((ours, a_s), (base, b_s)) if n_run % 2 else ((base, b_s), (ours, a_s)):
            t0 = time.process_time()
            fn()
            out.append(time.process_time() - t0)
    return a_s, b_s


def spread(xs: list[float], scale: float = 1e3, fmt: str = "{:.1f}") -> str:
    return (
        f"{fmt.format(statistics.median(xs) * scale)} "
        f"({fmt.format(min(xs) * scale)}-{fmt.format(max(xs) * scale)})"
    )


def main() -> None:
    game = game_from_dict(json.loads((ROOT / "examples" / "red-win.json").read_text("utf-8")))
    ours, base = paired(lambda: bytes(build_protocol(game).output()), lambda: bare(game))
    ratios = [a / b for a, b in zip(ours, base, strict=True)]
    print(f"CPU ms, median (min-max) of {len(ours)} pairs")
    print(f"protocol export (2 pages)  {spread(ours)}")
    print(f"bare fpdf2 same table      {spread(base)}")
    print(f"ratio, pair by pair        {spread(ratios, 1, '{:.2f}')}  (goal ≤ 1.10)")


if __name__ == "__main__":
    main()
