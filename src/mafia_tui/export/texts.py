"""The words of the tournament table's text, CSV and JSON notes, in Russian and English.

The PDFs (the game protocol, the tournament table and its trace) are Russian only: they copy
the official FIIM forms, which exist in Russian alone, so their fixed labels are form text and
stay next to the drawing code (``protocol.py``, ``standings_pdf.py``), outside any catalogue.
"""

from __future__ import annotations

from ..i18n import Catalog

EXPORT = Catalog(
    "export",
    {
        "stage_qualifying": ("отборочный", "qualifying"),
        "stage_semifinal": ("полуфинал", "semi-final"),
        "stage_final": ("финал", "final"),
        "side_red": ("победы красных", "red wins"),
        "side_black": ("победы чёрных", "black wins"),
        # a trace row: the role as the protocol writes it; the result; did the player win
        "role_civilian": ("К", "civilian"),
        "role_mafia": ("Ч", "mafia"),
        "role_sheriff": ("Ш", "sheriff"),
        "role_don": ("Д", "don"),
        "result_red": ("красные", "red"),
        "result_black": ("чёрные", "black"),
        "result_draw": ("ничья", "draw"),
        "result_none": ("—", "-"),
        "won_yes": ("да", "yes"),
        "won_no": ("нет", "no"),
        # K (8.7), one note per scope
        "k_tournament": ("весь турнир", "whole tournament"),
        "k_stage": ("этап «{stage}»", "stage {stage}"),
        "k_heavy": (
            "K (п. 8.7), {where}: K = {k}; тяжёлые игры — {side}, K умножает 1 балл за победу в них",
            "K (8.7), {where}: K = {k}; heavy games: {side}",
        ),
        "k_many": ("участников больше {max}", "more than {max} participants"),
        "k_equal": ("побед красных и чёрных поровну", "equal red and black wins"),
        "k_not_applied": (
            "K (п. 8.7), {where}: не применяется — {why}",
            "K (8.7), {where}: not applied ({why})",
        ),
        # the text table
        "order": (
            "{upper} выше {lower}: точные суммы {a} и {b}",
            "{upper} above {lower}: exact sums {a} and {b}",
        ),
        "lot_mark": ("  (жребий 8.8.5)", "  (lot 8.8.5)"),
        "counts": (
            "Игр: {games}; участников: {participants}",
            "Games: {games}; participants: {participants}",
        ),
        "rounding": (
            "Баллы округлены до 0,01 (0,005 — вверх), каждая графа отдельно; Итого — сумма "
            "напечатанных Осн., Ci и Доп. Места определены по точным суммам (8.8).",
            "Points are rounded half up to 0.01, each column on its own; Total is the sum of "
            "the printed Main, Ci and Extra. Places follow the exact sums (8.8).",
        ),
        "ignored": ("Не завершены (не учтены): {games}", "Unfinished (left out): {games}"),
        "needs_lot": ("Нужен жребий", "needs_lot"),
    },
)
"""The table's notes and cell words by key."""
