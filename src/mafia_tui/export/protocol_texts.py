"""The game protocol's words: the official FIIM form's labels and every phrase the protocol
writes about a game, in Russian only (the form exists in Russian alone, and the protocol is
the same whatever the judge's language).

The drawing (``protocol.py``, ``protocol_days.py``, ``protocol_grid.py``) and the reading of
a game into words (``protocol_words.py``, ``after_words.py``) ask for these by key with
:func:`ru`; the result, team and role words come from ``rules/team_texts.py``, the stages'
from ``rules/texts.py``. ``\u00a0`` is a no-break space: «п.» never parts from its number,
nor «игрок» from a seat, nor «4» from «фола».
"""

from __future__ import annotations

from ..i18n import Catalog

PROTOCOL = Catalog.russian(
    "export.protocol",
    {
        # --- the document and page 1's header ---------------------------------------------
        "doc": "Протокол игры: {tournament}, стол {table}, игра {game}",
        "doc_blank": "Протокол игры (бланк)",
        "title": "ПРОТОКОЛ ИГРЫ",
        "mark_void": "ИГРА АННУЛИРОВАНА",
        "mark_unfinished": "ИГРА НЕ ЗАВЕРШЕНА",
        "void_note": (
            "Игра аннулирована главным судьёй ({by}, {at}): {reason}. Она не учитывается в турнире."
        ),
        "label_table": "СТОЛ №",
        "label_game": "ИГРА №",
        "label_tournament": "ТУРНИР",
        "label_stage": "СТАДИЯ",
        "label_date": "ДАТА",
        "tournament_full": "Турнир (полностью): {name}",
        # --- the player table (page 1) ------------------------------------------------------
        "col_seat": "№",
        "col_nick": "Игрок",
        "col_role": "Роль",
        "col_fouls": "Фолы",
        "col_points": "Баллы",
        "col_extra": "Доп.\nбаллы",
        "col_left": "Выбыл",
        "mark_tech": "Т",
        "stand_in": "замена — вместо игрока {seat}",
        "left_note": "Выбыл, игрок {seat} ({nick}): {text}",
        "left_killed": "убит, {when}",
        "left_voted_out": "заголосован, {when}",
        "left_removed": "удалён (4\u00a0фола), {when}",
        "left_removed_tech": "удалён (2\u00a0техн. фола), {when}",
        "out_tournament_full": "удалён с турнира ({refs}), {when}",
        "out_tournament_when": "удалён с турнира, {when}",
        "out_tournament": "удалён с турнира",
        "dq_full": "дисквалиф. ({ref}), {when}",
        "dq_ref": "дисквалиф. ({ref})",
        "dq": "дисквалиф.",
        "record": "Под протокол, игрок {seat} ({nick}), {when}, {speech}: чёрные {blacks}; "
        "красные {reds}",
        "speech": "речь",
        "speech_last_word": "последнее слово",
        "speech_tie_speech": "речь на попиле",
        # --- rules, moments ------------------------------------------------------------------
        "rule": "п. {rule}",
        "rules_two": "пп. {first}, {second}",
        "unbroken": "п. пп. день ночь",
        "when_day": "день {n}",
        "when_night": "ночь {n}",
        "when_zero": "нулевая ночь",
        "when_over": "после игры",
        # --- under the player table ----------------------------------------------------------
        "label_winner": "ПОБЕДИВШАЯ КОМАНДА",
        "label_best_move": "ЛУЧШИЙ ХОД",
        "hint_best_move": "Игрок № ______       ______ ,  ______ ,  ______",
        "best_move": "Игрок № {victim}: {seats}",
        "best_move_points": "   (+{points}, п. 8.3.1)",
        "best_move_not_recorded": "—  (по этим правилам не записывается)",
        "best_move_missed": "—  (промах в первую ночь, п. 9.6)",
        "best_move_none": "Игрок № {victim}: —",
        "label_nights": "НОЧИ",
        "nights_next_page": "полностью — на следующем листе",
        "label_night": "НОЧЬ",
        "grid_shot": "Выстрел",
        "grid_don": "Дон проверил",
        "grid_sheriff": "Шериф проверил",
        "night": "Ночь {n}: {shot}",
        "shot": "выстрел {seat}",
        "shots": " ({shots})",
        "shots_missed": " (промах: {shots})",
        "no_shot": "выстрела не было",
        "don_check": "; Дон → {seat} ({found})",
        "not": "не {what}",
        "sheriff_check": "; Шериф → {seat} ({colour})",
        "label_protest": "ПРОТЕСТ",
        "see_back": "см. на обороте",
        "label_judge": "СУДЬЯ",
        "signature": "подпись",
        "file": "Файл игры: {id} · отпечаток {fingerprint}",
        "file_line": "{file} · правила: {rules}",
        "file_line_short": "Отпечаток {fingerprint} · правила: {rules}; файл игры — на обороте",
        "file_line_shortest": "Отпечаток {fingerprint}; файл игры и правила — на обороте",
        "rules": "правила: {title}",
        "rules_code": "правила: {title}, код {code}",
        # --- the voting days (page 1's right column) ------------------------------------------
        "votes_continued": "ГОЛОСОВАНИЯ (продолжение)",
        "nights_full": "НОЧИ (полностью)",
        "nights_note": "Ночи: {nights}",
        "day_label": "ДЕНЬ {n}",
        "row_nominated": "Выставлен",
        "row_votes": "Голоса",
        "row_revotes": "Пере-\nголос.",
        "label_lift": "ПОДЪЁМ",
        "label_result": "ИТОГ",
        "hint_lift": "за ____ из ____",
        "lift": "за {count} из {voters}",
        "day_result_note": "День {n}, итог: {result}",
        "see_back_after": "{text} — см. на обороте",
        "leaves": "покидает: {seats}",
        # how each way a day's vote ends reads in the result box (short: 28.5 x 12.5 mm)
        "outcome_no_candidates": "кандидатур нет",
        "outcome_single_day1": "одна кандидатура в первый день: не проводится",
        "outcome_cancelled": "голосование не проводится",
        "outcome_lift_failed": "подъём не принят: все остаются",
        "outcome_lift_not_held": "поровну все за столом: подъёма нет",
        "outcome_tie_four": "четверо за столом, двое поровну: не проводится",
        "outcome_tie_nine": "девять за столом, трое поровну: подъёма нет",
        "outcome_draw_ballot": "все поровну, все за то, чтобы покинуть стол: ничья",
        "outcome_game_over": "игра окончена",
        "outcome_leader_removed": "лидер голосования удалён: больше никто не уходит",
        "outcome_day1_none": "первый день: голосования нет",
        "outcome_day1_leader_stays": "первый день: лидер остаётся, покидают только подъёмом",
        "outcome_day1_leader_talks": "первый день: лидер остаётся, ему 30 секунд",
        # --- the back page (9.10) and every page's footer --------------------------------------
        "back_reasons": "ПОЯСНЕНИЯ К ДОПОЛНИТЕЛЬНЫМ БАЛЛАМ И ШТРАФАМ",
        "back_protest": "КОММЕНТАРИИ К ПРОТЕСТУ",
        "back_additions": "ДОПОЛНЕНИЕ К ЛИЦЕВОЙ СТОРОНЕ",
        "continued": "{title} (продолжение)",
        "seat_name": "Игрок {seat} ({nick})",
        "reason_best_move": "{who}: лучший ход {seats} — {points} (п. 8.3.1)",
        "reason_extra": "{who}: {points} от судьи (п. 8.4) — {reason}",
        "reason_consent": (
            "{who}: {points} балла от судьи игроку победившей команды — только по согласованию "
            "с Главным судьёй (п. 8.4.3). Согласовано: {agreed}"
        ),
        "consent_unsigned": "______________________ (подпись Главного судьи)",
        "reason_penalty": "{who}: {points} штраф ({rule}) — {reason}",
        "reason_dq": "{who}: {points} — {what} ({when}; {refs})",
        "what_dq": "дисквалификация",
        "what_team_defeat": "дисквалификация с поражением команды",
        "reason_out_tournament": (
            "; удаление с турнира ({marked}п. 7.3): дальнейшие игры — без баллов"
        ),
        "reason_removed": "{who}: {points} — удаление {why} ({when}; {rules})",
        "why_fouls": "за 4 фола",
        "why_tech": "за 2 технических фола",
        "count_note": "{count}, игрок {seat} ({nick}): {value}{removed}",
        "count_removes": " — удаление",
        "ident_blank": (
            "Стол № ______   Игра № ______   Дата ____ . ____ . ________   "
            "Стадия ______________   Турнир ______________________________"
        ),
        "ident_table": "Протокол игры: стол № {table}",
        "ident_game": "игра № {game}",
        "ident_tournament": "турнир: {name}",
        "ident_fingerprint": "отпечаток {fingerprint}",
        "sheet": "лист {page} из {{nb}}",
        # --- the protests and the head judge's check (8.9, 9.11) -------------------------------
        "filer_seat": "игрок\u00a0{seat} ({nick})",
        "filer_none": "подавший не записан",
        "undecided": "не рассмотрен",
        "result_changed": "итог изменён: {result}",
        "decided_accepted": "протест принят",
        "decided_rejected": "протест отклонён",
        "box_protest": "№{n} ({filer}, {at}): {decision}",
        "time_none": "время не записано",
        "box_more": "; полностью на обороте",
        "filed_at": "подан {at}",
        "filed_unknown": "время подачи не записано",
        "late": "позже срока",
        "in_time": "в срок",
        "deadline": " ({term}: до {deadline}, п.\u00a08.9.1)",
        "protest_line": "Протест {n} — {filer}, {when}: {text}",
        "decision_pending": "Решение по протесту {n}: ещё не вынесено — не рассмотрен "
        "(п.\u00a08.9.2).",
        "decision_line": "Решение по протесту {n} (п.\u00a08.9.2), {by}, {at}: {decision} — "
        "{reason}",
        "check_blank": "Запись игры проверена Главным судьёй: ______________________ (подпись)",
        "check_done": "Запись игры проверена Главным судьёй: {name}, {at}.",
        "check_stale": (
            "Проверка Главного судьи ({name}, {at}) устарела: запись изменилась после неё. "
            "Проверено: ______________________ (подпись)"
        ),
        "result_by_protest": "{result} (по протесту, п.\u00a08.9.2; за столом: {was})",
    },
)
"""The protocol's words by key (one language: see :meth:`~mafia_tui.i18n.Catalog.russian`)."""


def ru(key: str, /, **params: object) -> str:
    """The protocol's text of ``key``, filled with ``params``."""
    return PROTOCOL.text(key, "ru", **params)
