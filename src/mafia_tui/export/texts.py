"""The words of the tournament table's text, CSV and JSON: its columns' and its trace's
headings, and its notes, in Russian and English.

The game protocol copies the official Russian form and keeps its words in
``protocol_texts.py``; the tournament table's PDFs follow the judge's language and keep
theirs in ``standings_pdf_texts.py``. The result, team and role words are
``rules/team_texts.py``'s.
"""

from __future__ import annotations

from ..i18n import Catalog
from ..rules.team_texts import pair

HEADS = Catalog(
    "export.column",
    {
        "place": ("Место", "Place"),
        "nick": ("Игрок", "Player"),
        "games": ("Игр", "Games"),
        "wins": ("Побед", "Wins"),
        "wins_red": pair("head", "civilian"),
        "wins_black": pair("head", "mafia"),
        "wins_sheriff": pair("head", "sheriff"),
        "wins_don": pair("head", "don"),
        "first_night": ("ПУ", "FN"),
        "main": ("Осн.", "Main"),
        "ci": ("Ci", "Ci"),
        "best_move": ("ЛХ", "BM"),
        "extra": ("Доп.", "Extra"),
        "total": ("Итого", "Total"),
        "fouls": ("Фолы", "Fouls"),
        "dq": ("Дискв.", "DQ"),
        "needs_lot": ("Жребий", "Lot"),
    },
)
"""The table's column headings by the figure's key (``rules.figures.KEYS``; ПУ = убит в
первую ночь), and the screen's lot column."""

TRACE_HEADS = Catalog(
    "export.trace_column",
    {
        "nick": ("Игрок", "Player"),
        "place": ("Место", "Place"),
        "game_id": ("Игра (файл)", "Game id"),
        "stage": ("Этап", "Stage"),
        "table": ("Стол", "Table"),
        "game_number": ("Игра №", "Game no."),
        "seat": ("Место за столом", "Seat"),
        "role": ("Роль", "Role"),
        "result": ("Результат", "Result"),
        "won": ("Победа", "Won"),
        "k": ("K", "K"),
        "main": ("Осн.", "Main"),
        "ci": ("Ci", "Ci"),
        "best_move": ("ЛХ", "BM"),
        "judge": ("Судья", "Judge"),
        "penalties": ("Штрафы", "Penalties"),
        "extra": ("Доп.", "Extra"),
        "total": ("Итого", "Total"),
    },
)
"""The game-by-game trace's headings (CSV), by column."""

EXPORT = Catalog(
    "export",
    {
        # a trace row: did the player win
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
            "Округление: каждая графа — точная сумма, округлённая до 0,01 (0,005 — вверх); Итого — "
            "сумма напечатанных Осн., Ci и Доп. Места — по точным значениям (8.8), и при равенстве "
            "(8.8.1–8.8.4) тоже.",
            "Rounding: each column is the exact sum rounded half up to 0.01; Total is the sum of "
            "the printed Main, Ci and Extra. Places follow the exact values (8.8), and so do "
            "the tie-breaks (8.8.1-8.8.4).",
        ),
        "legend": (
            "К, Ч, Ш, Д — победы красным, чёрным, шерифом, доном. ПУ — убит в первую ночь. "
            "Осн. — основные баллы: 1 за победу, в «тяжёлой» игре 1 × K (8.7). Ci — компенсация "
            "за отстрел в первую ночь (8.6), основные баллы. Доп. — дополнительные баллы: лучший "
            "ход (ЛХ, 8.3) + баллы судьи (8.4) − штрафы (8.5) и дисквалификации (8.2.4); ЛХ "
            "показан отдельно и уже входит в Доп. Итого = Осн. + Ci + Доп. Фолы — фолы за все "
            "игры. Дискв. — дисквалификации (6.7, 6.8); удаление за фолы — не дисквалификация. "
            "Места через тире — нужен жребий (8.8.5).",
            "Civ, Maf, Sher, Don: wins as a civilian, mafia, sheriff, don. FN: killed on the first "
            "night. Main: main points, 1 a win, 1 × K in a heavy game (8.7). Ci: compensation for "
            "a first-night kill (8.6), as main points. Extra: extra points, best move (BM, 8.3) + "
            "the judge's points (8.4) − penalties (8.5) and disqualifications (8.2.4); BM is "
            "shown on its own and is already part of Extra. Total = Main + Ci + Extra. Fouls: "
            "the fouls of all games. DQ: disqualifications (6.7, 6.8); a removal by fouls is "
            "none. A place range (3–4): a lot is needed (8.8.5).",
        ),
        "lot_note": ("Нужен жребий (8.8.5): {groups}.", "A lot is needed (8.8.5): {groups}."),
        "lot_cell": ("нужен", "needed"),
        "ignored": ("Не завершены (не учтены): {games}", "Unfinished (left out): {games}"),
        "voided": (
            "Аннулированы главным судьёй и не учитываются нигде (очки, игры, K, Ci) — {count}: "
            "{games}.",
            "Voided by the head judge and counted nowhere (points, games, K, Ci): {count}: "
            "{games}.",
        ),
        "repeats": (
            "Одно место рассадки сыграно не раз, и учтена каждая игра: {slots}. Лишнюю игру "
            "аннулирует главный судья.",
            "A seating slot played more than once, and every game of it counts: {slots}. The "
            "head judge voids the one that must not count.",
        ),
        "repeat_slot": ("{slot} — игры {games}", "{slot}: games {games}"),
        "stand_in_one": (
            "{game} — {nick} вместо игрока {absent}",
            "{game}: {nick} in place of {absent}",
        ),
        "stand_in_note": (
            "{mark} — играл заменой за отсутствующего игрока: {who}. {how}",
            "{mark}: played as a stand-in for an absent player: {who}. {how}",
        ),
        "stand_in_counts_stand_in": (
            "Игра замены засчитана заменяющему (настройка турнира stand_in).",
            "A stand-in's game counts for the stand-in (the tournament's setting stand_in).",
        ),
        "stand_in_counts_nobody": (
            "Место замены не засчитано никому (настройка турнира nobody); остальным девяти игра "
            "засчитана.",
            "A stand-in's seat counts for nobody (the tournament's setting nobody); the game "
            "counts for the other nine.",
        ),
        "stand_in_k": (
            "Для K (п. 8.7) участников {participants} — участники турнира; заменяющие не "
            "считаются.",
            "For K (8.7) the participants are {participants}: the tournament's own; stand-ins "
            "are not counted.",
        ),
        "outsiders": (
            "Не в списке участников турнира, сели не заменой (для K не считаются): {names}. "
            "Добавьте их в участники или отметьте замену.",
            "Not on the tournament's list of participants and not marked as stand-ins (not "
            "counted for K): {names}. Add them to the participants or mark the stand-in.",
        ),
        "unsigned": (
            "Таблица предварительная: главный судья не проверил {count} из {total} игр — {games}.",
            "A provisional table: the head judge has not checked {count} of {total} games: "
            "{games}.",
        ),
        "unsigned_count": (
            "Таблица предварительная: главный судья не проверил {count} из {total} игр "
            "(в списке игр — «нет» в графе ГС).",
            "A provisional table: the head judge has not checked {count} of {total} games "
            '("no" in the games list\'s HJ column).',
        ),
        "and_more": ("и ещё {count}", "and {count} more"),
        "game_ref": ("стол {table} игра {game}", "table {table} game {game}"),
        "all_signed": (
            "Все завершённые игры проверены главным судьёй.",
            "Every finished game is checked by the head judge.",
        ),
        "needs_lot": ("Нужен жребий", "Lot needed"),
        "stand_in_games": ("Игр заменой", "Stand-in games"),
        "title_before": ("{name} — таблица до игры {n}", "{name}: the table before game {n}"),
        "title_hidden": (
            "{name} — без этапа «{stage}»: его таблица скрыта до объявления",
            "{name}: without the {stage}, whose table is hidden until announced",
        ),
        "title_revealed": (
            "{name} — ВКЛЮЧАЯ СКРЫТЫЙ этап «{stage}»: только для главного судьи",
            "{name}: INCLUDING THE HIDDEN {stage}, for the head judge only",
        ),
        "finalists": ("В финал ({count}): {names}.", "To the final ({count}): {names}."),
        "final_lot": (
            "Жребий (8.8.5) за {left} из оставшихся мест между: {names}.",
            "A lot (8.8.5) for the {left} place(s) left between: {names}.",
        ),
        "hidden_set": (
            "Таблица турнира скрыта с этапа «{stage}»: экран и распечатки показывают её без "
            "этого этапа, пока главный судья не откроет её (--open).",
            "The tournament's table is hidden from the {stage} on: the screen and printouts "
            "show it without that stage until the head judge opens it (--open).",
        ),
        "opened": (
            "Таблица этапа «{stage}» открыта: её видят все.",
            "The {stage}'s table is open: everyone sees it.",
        ),
        "nothing_hidden": (
            "В таблице турнира нечего открывать: ни один этап не скрыт.",
            "Nothing to open: no stage of the table is hidden.",
        ),
    },
)
"""The table's notes and cell words by key."""
