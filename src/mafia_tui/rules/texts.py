"""Messages of the rules core in Russian and English, keyed by stable codes.

Errors, events and warnings carry a code and parameters; the words live only here, so the UI,
the command line and the JSON output all say the same thing.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from ..i18n import Catalog
from .team_texts import WORDS, word

STAGE = Catalog(
    "rules.stage",
    {
        "qualifying": ("отборочный", "qualifying"),
        "semifinal": ("полуфинал", "semi-final"),
        "final": ("финал", "final"),
    },
)
"""A tournament stage's name (``Header.stage``), the one writer of these words."""

SUB_RULE_NAMES = Catalog(
    "rules.sub_rule",
    {
        "6.7.1": ("покидание игрового стола", "leaving the table"),
        "6.7.2": ("«ночные» прикосновения", "touching at night"),
        "6.7.3": ("ночные подсказки Дону и Шерифу", "night hints to the Don or Sheriff"),
        "6.7.4": ("оскорбления, мат", "insults, swearing"),
        "6.7.5": ("непроизвольное подглядывание ночью", "unintended peeking at night"),
        "6.7.6": (
            "ночные разговоры, иное ночное поведение",
            "talking at night, other night conduct",
        ),
        "6.7.7": ("слёзы за столом", "tears at the table"),
        "6.7.8": ("неигровые апелляции", "non-game appeals"),
        "6.7.9": ("нарушение формы голосования", "voting in a wrong form"),
        "6.7.10": ("сознательное подглядывание", "deliberate peeking"),
        "6.8.1": ("клятва или пари", "an oath or a bet"),
        "6.8.2": ("шантаж, угрозы, подкуп", "blackmail, threats, bribes"),
        "6.8.3": ("подсказка из зала", "a hint from the audience"),
        "6.8.4": (
            "шериф доказывает роль ночной информацией",
            "the Sheriff proves his role with night information",
        ),
    },
)
"""The short name of each sub-rule of a disqualification (6.7) and of a team defeat (6.8), by
its number (``queries.SUB_RULES`` lists them in order)."""

COUNT = Catalog(
    "rules.count",
    {
        "tech_fouls": ("Технические фолы", "Technical fouls"),
        "mark_tech_fouls": ("T", "T"),
    },
)
"""A player's counts beside his fouls (``state.COUNTS``): each one's name (the protocol's back
page) and its mark, which the seat row and the players' display draw once per unit. The one
place a count added to ``Player`` needs words (tests/unit/test_recipes.py names one without)."""

NAMES: dict[str, dict[str, tuple[str, str]]] = {
    "action": {
        "next": ("далее", "next"),
        "foul": ("фол", "foul"),
        "tech_foul": ("технический фол", "technical foul"),
        "on_record": ("цвета под протокол", "colours on record"),
        "disqualify": ("дисквалификация", "disqualification"),
        "team_defeat": ("поражение команде", "team defeat"),
        "nominate": ("выставление", "nomination"),
        "vote": ("голоса", "vote"),
        "lift_vote": ("голосование за подъём", "lift vote"),
        "shot": ("выстрел", "shot"),
        "don_check": ("проверка Дона", "the Don's check"),
        "sheriff_check": ("проверка Шерифа", "the Sheriff's check"),
        "best_move": ("лучший ход", "best move"),
        "withdraw_foul": ("снятие фола", "foul withdrawal"),
    },
    "step": {
        "agreement": ("договорка", "agreement"),
        "sheriff_look": ("шериф осматривает стол", "the Sheriff's look"),
        "free_seating": ("свободная посадка", "free seating"),
        "last_word": ("последнее слово", "last word"),
        "speech": ("речь", "speech"),
        "tie_speech": ("речь перед переголосованием", "speech before the re-vote"),
        "vote": ("голосование", "vote"),
        "lift_vote": ("голосование за подъём", "lift vote"),
        "shot": ("стрельба", "shooting"),
        "don_check": ("проверка Дона", "the Don's check"),
        "sheriff_check": ("проверка Шерифа", "the Sheriff's check"),
        "game_over": ("игра окончена", "game over"),
    },
    "field": {
        "header": ("заголовок игры", "the game's header"),
        "tournament": ("турнир", "tournament"),
        "stage": ("стадия", "stage"),
        "game_number": ("номер игры", "game number"),
        "table": ("стол", "table"),
        "date": ("дата: ГГГГ-ММ-ДД, например 2026-12-03", "date: YYYY-MM-DD, e.g. 2026-12-03"),
        "judge": ("судья", "judge"),
    },
}
"""Values of the params ``action``, ``step`` and ``field`` (a header's field) as each language
names them, so that no message carries a word of the other language (or a code); ``role``,
``result`` and ``needs`` are named by :mod:`.team_texts`."""

NAME_CATALOGS: dict[str, Catalog] = {
    kind: Catalog(f"rules.{kind}", names) for kind, names in NAMES.items()
}

MESSAGES: dict[str, tuple[str, str]] = {
    # --- input and setup ---
    "bad_profile": ("Неверная настройка правил: {key}", "Invalid rules setting: {key}"),
    "bad_action": ("Действие №{index} неверно: {why}", "Action #{index} is invalid: {why}"),
    "bad_file": ("Файл игры не читается: {why}", "The game file cannot be read: {why}"),
    "why_not_a_game": ("это не файл игры mafia-tui", "not a mafia-tui game"),
    "why_looks_like": ("это не файл игры mafia-tui, а {what}", "not a mafia-tui game but {what}"),
    "kind_polemica_envelope": (
        "матч Polemica в обёртке сайта («data.config») — его переносит импорт: "
        "«mafia-tui import ФАЙЛ» или «I» в списке игр",
        "a Polemica match in the site's envelope (data.config): the import takes it: "
        "mafia-tui import FILE, or I in the games list",
    ),
    "kind_polemica_match": (
        "матч Polemica — его переносит импорт: «mafia-tui import ФАЙЛ» или «I» в списке игр",
        "a Polemica match: the import takes it: mafia-tui import FILE, or I in the games list",
    ),
    "kind_polemica_list": (
        "список матчей Polemica — их переносит импорт: «mafia-tui import ФАЙЛ»",
        "a list of Polemica matches: the import takes them: mafia-tui import FILE",
    ),
    "kind_mafiaratings_game": (
        "игра mafiaratings — её переносит импорт: «mafia-tui import ФАЙЛ» или «I» в списке игр",
        "a mafiaratings game: the import takes it: mafia-tui import FILE, or I in the games list",
    ),
    "kind_mafiaratings_list": (
        "список игр mafiaratings — их переносит импорт: «mafia-tui import ФАЙЛ»",
        "a mafiaratings list of games: the import takes them: mafia-tui import FILE",
    ),
    "kind_ours_tournament": (
        "файл турнира mafia-tui — его читает таблица: «mafia-tui standings ПАПКА»",
        "a mafia-tui tournament file: the table reads it: mafia-tui standings FOLDER",
    ),
    "kind_ours_roster": (
        "реестр игроков — его берёт «mafia-tui roster import ФАЙЛ»",
        "a roster of players: mafia-tui roster import FILE takes it",
    ),
    "kind_ours_other": ("другой файл mafia-tui, не игра", "another mafia-tui file, not a game"),
    "kind_json_object": ("JSON-объект с ключами {keys}", "a JSON object with the keys {keys}"),
    "kind_json_list": ("JSON-список не игр", "a JSON list of something other than games"),
    "kind_json_other": ("одно JSON-значение, не объект", "a single JSON value, not an object"),
    "why_no_tournament": ("турнира «{name}» нет", "no tournament “{name}”"),
    "why_no_games": (
        "в папке {folder} нет ни одного файла игры",
        "the folder {folder} holds no game file",
    ),
    "why_not_a_tournament": ("это не файл турнира mafia-tui", "not a mafia-tui tournament"),
    "why_tournament_fields": (
        "в файле турнира неверны участники, жребий или правила",
        "the tournament file's participants, lots or rules are wrong",
    ),
    "why_field": ("неверное поле {field}", "invalid field {field}"),
    "why_not_object": ("это не объект", "not an object"),
    "why_unknown_type": ("неизвестный тип {type}", "unknown type {type}"),
    "why_unknown_field": ("лишнее поле {field}", "unknown field {field}"),
    "why_missing_field": ("нет поля {field}", "missing field {field}"),
    "why_not_number": ("поле {field} — не целое число", "{field} is not a whole number"),
    "why_not_time": ("поле {field} — не время", "{field} is not a time"),
    "why_not_rule": ("поле {field} — не номер пункта правил", "{field} is not a rule number"),
    "why_not_seat": ("поле {field} — не номер места", "{field} is not a seat number"),
    "why_not_seats": (
        "поле {field} — не список номеров мест",
        "{field} is not a list of seat numbers",
    ),
    "why_not_shots": (
        "поле {field} — не список пар [место, цель]",
        "{field} is not a list of [seat, target] pairs",
    ),
    "why_not_flag": ("поле {field} — не логическое значение", "{field} is not a boolean"),
    "file_too_big": (
        "Файл игры слишком большой: {size} МБ, можно не больше {limit} МБ",
        "The game file is too big: {size} MB, the limit is {limit} MB",
    ),
    "file_empty": ("Файл игры пуст", "The game file is empty"),
    "file_not_utf8": (
        "Файл игры повреждён: это не текст в UTF-8 (байт №{offset})",
        "The game file is damaged: it is not UTF-8 text (byte #{offset})",
    ),
    "file_not_json": (
        "Файл игры повреждён: ошибка JSON в строке {line}, столбце {column}",
        "The game file is damaged: a JSON error at line {line}, column {column}",
    ),
    "file_too_deep": (
        "Файл игры повреждён: вложенность глубже {max} уровней",
        "The game file is damaged: nested deeper than {max} levels",
    ),
    "file_not_finite": (
        "В файле игры недопустимое число {value}: нужны обычные конечные числа",
        "The game file has an invalid number {value}: only finite numbers are allowed",
    ),
    "bad_game_id": (
        "Неверный идентификатор игры {id}: латинские буквы, цифры, «_» и «-», до 64 знаков, первым — буква или цифра",
        "Invalid game id {id}: Latin letters, digits, '_' and '-', up to 64, starting with a letter or digit",
    ),
    "log_full": (
        "В журнале игры уже {max} действий — это предел файла игры; действие не записано. Отмените лишнее или завершите игру",
        "The game log already holds {max} actions, the game file's limit; the action was not recorded. Undo what is extra or end the game",
    ),
    "too_many_actions": (
        "В журнале игры {count} действий: больше предела {max}",
        "The game log has {count} actions: more than the limit of {max}",
    ),
    "text_too_long": (
        "Поле «{field}» слишком длинное: {length} знаков, можно не больше {max}",
        "Field '{field}' is too long: {length} characters, at most {max}",
    ),
    "invisible_char": (
        "Поле «{field}» содержит невидимый или управляющий символ {char}: уберите его",
        "Field '{field}' has an invisible or control character {char}: remove it",
    ),
    "bad_after": (
        "Данные после игры (доп. баллы, штрафы, протест) неверны: {why}",
        "The after-game data (extra points, penalties, protest) is invalid: {why}",
    ),
    "bad_version": (
        "Неизвестная версия файла игры: {version}",
        "Unknown game file version: {version}",
    ),
    "newer_version": (
        "Игра записана более новой версией программы (формат {version}); обновите mafia-tui, чтобы открыть её",
        "The game was written by a newer version of the app (format {version}); update mafia-tui to open it",
    ),
    "bad_header": ("Неверное поле заголовка «{field}»", "Invalid header field '{field}'"),
    "bad_players": (
        "Нужно ровно 10 игроков на местах 1–10",
        "Exactly 10 players in seats 1-10 are needed",
    ),
    "missing_seat": ("Нет игрока на месте {seat}", "No player in seat {seat}"),
    "duplicate_seat": ("Место {seat} указано дважды", "Seat {seat} is given twice"),
    "bad_nick": (
        "Ник игрока на месте {seat} пуст или длиннее {max} знаков",
        "The nickname in seat {seat} is empty or longer than {max} characters",
    ),
    "nick_invisible_char": (
        "Ник игрока на месте {seat} содержит невидимый или управляющий символ {char}: уберите его",
        "The nickname in seat {seat} has an invisible or control character {char}: remove it",
    ),
    "duplicate_nick": ("Ник «{nick}» повторяется", "Nickname '{nick}' is used twice"),
    "bad_role": ("Неизвестная роль на месте {seat}: {role}", "Unknown role in seat {seat}: {role}"),
    "bad_roles": (
        "Роли должны быть 6 К, 2 Ч, 1 Ш, 1 Д; сейчас {counts}",
        "Roles must be 6 К, 2 Ч, 1 Ш, 1 Д; now {counts}",
    ),
    "bad_player_id": (
        "Место {seat}: номер игрока на платформе {platform} не читается: на mafiaratings это "
        "цифры, на других — текст до 80 видимых знаков",
        "Seat {seat}: the player's id ({platform}) does not read: a mafiaratings id is digits, "
        "the others a text of up to 80 visible characters",
    ),
    "bad_seat": ("Нет места {seat}: места 1–10", "There is no seat {seat}: seats are 1-10"),
    # --- the engine ---
    "not_at_table": ("Игрока {seat} нет за столом", "Player {seat} is not at the table"),
    "wrong_step": (
        "Сейчас нельзя: «{action}» на шаге «{step}»",
        "Not now: '{action}' during '{step}'",
    ),
    "needs_log": (
        "Действие «{action}» применяется к игре целиком",
        "Action '{action}' applies to the whole game",
    ),
    "game_over": ("Игра окончена", "The game is over"),
    "max_fouls": ("У игрока {seat} уже 4 фола", "Player {seat} already has 4 fouls"),
    "on_record_none": (
        "В этих правилах цвета под протокол не записываются",
        "These rules do not record colours left on record",
    ),
    "on_record_not_now": (
        "Сейчас оставить цвета под протокол нельзя: в этой речи правила их не записывают",
        "No colours on record now: the rules do not record them in this speech",
    ),
    "on_record_speaker": (
        "Цвета под протокол оставляет говорящий — игрок {seat}",
        "Colours on record are left by the speaker, player {seat}",
    ),
    "on_record_seats": (
        "Под протокол: разные места 1–10, кроме своего",
        "On record: different seats 1-10, not his own",
    ),
    "on_record_too_many": (
        "Под протокол за речь — не больше {count} мест",
        "At most {count} seats on record a speech",
    ),
    "no_tech_fouls": (
        "В этих правилах технических фолов нет",
        "These rules have no technical fouls",
    ),
    "max_tech_fouls": (
        "Игрок {seat} уже удалён техническими фолами",
        "Player {seat} is already removed by technical fouls",
    ),
    "bad_rule": ("Пункт {which} не из раздела {expected}", "Rule {which} is not under {expected}"),
    "already_disqualified": (
        "Игрок {seat} уже дисквалифицирован",
        "Player {seat} is already disqualified",
    ),
    "not_speaker": (
        "Выставлять может только говорящий: сейчас говорит {speaker}, не {seat}",
        "Only the speaker nominates: {speaker} is speaking, not {seat}",
    ),
    "already_nominated_by": (
        "Игрок {seat} уже выставил кандидатуру сегодня: не засчитывается",
        "Player {seat} has already nominated today: it does not count",
    ),
    "self_nomination": (
        "Игрок {seat} не может выставить себя",
        "Player {seat} may not nominate himself",
    ),
    "already_candidate": (
        "Игрок {seat} уже выставлен: не засчитывается",
        "Player {seat} is already nominated: it does not count",
    ),
    "wrong_candidate": (
        "Сейчас голосуют за игрока {expected}, не {seat}",
        "The vote is on player {expected} now, not {seat}",
    ),
    "too_many_votes": (
        "Голосов {count}, а осталось не больше {left}",
        "{count} votes, but at most {left} are left",
    ),
    "voter_not_at_table": (
        "Игрока {seat} нет за столом: он не голосует",
        "Player {seat} is not at the table: he does not vote",
    ),
    "voter_twice": (
        "Игрок {seat} уже проголосовал в этом голосовании: один голос у каждого",
        "Player {seat} has voted in this vote already: one vote each",
    ),
    "voters_not_count": (
        "Голосов {count}, а мест голосовавших {seats}",
        "{count} votes, but {seats} voters' seats",
    ),
    "shots_not_blacks": (
        "Выстрелы нужны от всех чёрных за столом: {seats}",
        "Shots are needed from every black at the table: {seats}",
    ),
    "shots_disagree": (
        "Цель {target} не совпадает с выстрелами",
        "Target {target} does not match the shots",
    ),
    "self_vote_yes_no": (
        "Голосовал ли игрок {seat} за себя: 1 — да, 0 — нет",
        "Whether player {seat} voted for himself: 1 yes, 0 no",
    ),
    "best_move_not_recorded": (
        "По этим правилам лучший ход не записывается и не влияет на баллы",
        "Under these rules the best move is not recorded and scores nothing",
    ),
    "best_move_void": (
        "Лучшего хода нет: в первый день ушли двое или больше",
        "No best move: two or more left on day 1",
    ),
    "best_move_not_now": (
        "Лучший ход — только в последней минуте убитого в первую ночь",
        "The best move is made only in the last word of the first-night victim",
    ),
    "best_move_three": ("Лучший ход — три разных места", "A best move names three different seats"),
    "best_move_self": ("В лучшем ходе нельзя называть себя", "The best move cannot name oneself"),
    "nothing_to_undo": ("Отменять нечего", "Nothing to undo"),
    "withdraw_not_foul": ("Действие №{ref} — не фол", "Action #{ref} is not a foul"),
    "withdraw_twice": ("Фол №{ref} уже снят", "Foul #{ref} is already withdrawn"),
    "withdraw_conflict": (
        "Фол снять нельзя: без него действие №{index} не проходит — {why}",
        "The foul cannot be withdrawn: without it action #{index} fails: {why}",
    ),
    # --- after the game ---
    "not_finished": ("Игра ещё не окончена", "The game is not over yet"),
    "extra_draw": ("При ничьей доп. баллы от судьи не даются", "No judge's extra points in a draw"),
    "extra_players": (
        "Доп. баллы — не больше чем {max} игрокам",
        "Extra points go to {max} players at most",
    ),
    "extra_total": (
        "Сумма доп. баллов {total} больше {max}",
        "Extra points total {total} exceeds {max}",
    ),
    "extra_winner": (
        "Игроку {seat} (победитель) — не больше {max} за игру, а вышло бы {total}",
        "Player {seat} (winner): at most {max} a game; this would make {total}",
    ),
    "extra_loser": (
        "Игроку {seat} (проигравший) — не больше {max} за игру, а вышло бы {total}",
        "Player {seat} (loser): at most {max} a game; this would make {total}",
    ),
    "extra_positive": (
        "Доп. баллы — положительное число, кратное 0,05",
        "Extra points are a positive multiple of 0.05",
    ),
    "reason_missing": (
        "Нужна письменная причина для игрока {seat}",
        "A written reason is needed for player {seat}",
    ),
    "reason_too_long": (
        "Причина для игрока {seat} слишком длинная: {length} знаков, можно не больше {max}",
        "The reason for player {seat} is too long: {length} characters, at most {max}",
    ),
    "penalty_unknown": (
        "Штрафа {which} нет: штрафы — 8.5.1–8.5.4",
        "There is no penalty {which}: penalties are 8.5.1-8.5.4",
    ),
    "penalty_role": (
        "Штраф {which} не для игрока {seat}: его роль — {role}",
        "Penalty {which} is not for player {seat}: his role is {role}",
    ),
    "penalty_result": (
        "Штраф {which} игроку {seat} — только если победили {needs}; итог: {result}",
        "Penalty {which} for player {seat} needs a {needs} win; the result: {result}",
    ),
    "bad_entry": ("Записи №{index} нет", "There is no entry #{index}"),
    "bad_name": (
        "Нужно имя (от 1 до {max} знаков)",
        "A name is needed (1 to {max} characters)",
    ),
    "protest_text_missing": ("Нужен текст протеста", "The protest needs its text"),
    "bad_filer": (
        "Протест подаёт игрок (номер 1–10) или команда (К — красные, Ч — чёрные)",
        "A protest is filed by a player (seat 1-10) or a team (R red, B black)",
    ),
    "decision_reason_missing": (
        "Решение по протесту записывается с пояснением",
        "A decision on a protest is recorded with its explanation",
    ),
    "void_reason_missing": (
        "Игра аннулируется с письменной причиной",
        "A game is voided with a written reason",
    ),
    "void_reason_too_long": (
        "Причина аннулирования слишком длинная: {length} знаков, можно не больше {max}",
        "The reason for voiding is too long: {length} characters, at most {max}",
    ),
    "already_void": (
        "Игра уже аннулирована ({by}: «{reason}»)",
        'The game is already voided ({by}: "{reason}")',
    ),
    "not_void": (
        "Игра не аннулирована: она и так идёт в зачёт",
        "The game is not voided: it counts already",
    ),
    "consent_not_needed": (
        "Согласие главного судьи не нужно: ни у кого из победителей нет 0,6–0,7 от судьи",
        "No head judge's consent is needed: no winner has 0.6-0.7 from the judge",
    ),
    "bad_points": (
        "Баллы — число, например 0,3 (а не «{text}»)",
        'Points are a number such as 0.3 (not "{text}")',
    ),
    "clock_future": (
        "Время {text} ещё не наступило (сейчас {now}): запишите, когда это было",
        "{text} has not come yet (it is {now}): enter when it happened",
    ),
    "bad_clock": (
        "Время — часы и минуты, например 21:40 (а не «{text}»)",
        'A time is hours and minutes such as 21:40 (not "{text}")',
    ),
    "bad_outcome": (
        "Решение — цифра 1–5 или слово: 1 принят, 2 отклонён, новый итог: 3 красные, 4 чёрные, "
        "5 ничья; а не «{outcome}»",
        "A decision is a digit 1-5 or a word: 1 accepted, 2 rejected, a new result: 3 red, "
        '4 black, 5 draw; not "{outcome}"',
    ),
    # --- the results desk: what was done ---
    "desk_extra_added": (
        "Место {seat}: +{points} — у места {sum} из {limit}; от судьи всего {total} из {max}",
        "Seat {seat}: +{points}; the seat has {sum} of {limit}; the judge's total {total} of {max}",
    ),
    "desk_extra_changed": (
        "Место {seat}: запись исправлена на {points} — у места {sum} из {limit}; "
        "от судьи всего {total} из {max}",
        "Seat {seat}: the entry is now {points}; the seat has {sum} of {limit}; "
        "the judge's total {total} of {max}",
    ),
    "desk_penalty_added": ("Место {seat}: штраф записан", "Seat {seat}: the penalty is recorded"),
    "desk_removed_extras": ("Доп. баллы (запись {n}) удалены", "Extra points (entry {n}) removed"),
    "desk_removed_penalties": ("Штраф (запись {n}) удалён", "Penalty (entry {n}) removed"),
    "desk_removed_protests": ("Протест {n} удалён", "Protest {n} removed"),
    "desk_protest_filed": ("Протест {n} записан", "Protest {n} is recorded"),
    "desk_protest_filed_late": (
        "Протест {n} записан — позже срока",
        "Protest {n} is recorded: past the deadline",
    ),
    "desk_decided_accepted": ("Протест {n} принят", "Protest {n} is accepted"),
    "desk_decided_rejected": ("Протест {n} отклонён", "Protest {n} is rejected"),
    "desk_decided_result_changed": (
        "Протест {n}: итог игры изменён — {result}",
        "Protest {n}: the game's result is changed to {result}",
    ),
    "desk_consented": (
        "Согласие главного судьи ({name}) записано: места {seats}",
        "The head judge's consent ({name}) is recorded: seats {seats}",
    ),
    "desk_comments_set": ("Пояснения судьи записаны", "The judge's comments are recorded"),
    "desk_signed": (
        "Игра проверена главным судьёй: {name}",
        "The game is checked by the head judge: {name}",
    ),
    "desk_voided": (
        "Игра аннулирована ({name}: «{reason}»): она остаётся в списке игр и не учитывается "
        "нигде — ни в таблице турнира, ни в выгрузке, ни в публикации",
        'The game is voided ({name}: "{reason}"): it stays in the games list and counts '
        "nowhere: not in the tournament table, the export or publishing",
    ),
    "desk_unvoided": (
        "Отметка снята: игра снова идёт в зачёт турнира",
        "The void is lifted: the game counts in the tournament again",
    ),
    # --- the record check (never blocking) ---
    "desk_not_over": ("Игра ещё не окончена", "The game is not over yet"),
    "desk_limit": ("Запись нарушает правила: {why}", "The record breaks a rule: {why}"),
    "desk_consent_missing": (
        "Место {seat}: {points} от судьи — нужно согласие главного судьи",
        "Seat {seat}: {points} from the judge needs the head judge's consent",
    ),
    "desk_consent_stale": (
        "Место {seat}: согласие главного судьи дано на другие баллы, сейчас {points}",
        "Seat {seat}: the head judge consented to other points; now {points}",
    ),
    "desk_best_move_missing": (
        "Лучший ход игрока {seat} (убит в первую ночь) не записан",
        "The best move of player {seat} (killed on night 1) is not entered",
    ),
    "desk_protest_late": (
        "Протест {n} подан позже {minutes} минут после игры",
        "Protest {n} was filed more than {minutes} minutes after the game",
    ),
    "desk_protest_open": (
        "Протест {n} ещё не рассмотрен главным судьёй",
        "Protest {n} is not decided by the head judge yet",
    ),
    "desk_lift_blank": (
        "День {day}: голосование за подъём без числа голосов",
        "Day {day}: the lift vote has no count",
    ),
    "desk_vote_blank": (
        "День {day}: голосование не закончено, графы голосов пусты",
        "Day {day}: the vote was not finished, its counts are blank",
    ),
    "desk_signoff_stale": (
        "Проверку главного судьи ({name}) надо повторить: запись изменилась после неё",
        "The head judge's check ({name}) must be repeated: the record changed after it",
    ),
    # --- events ---
    "game_decided": ("Игра окончена: {result}", "Game over: {result}"),
    "disqualified_off_table": (
        "Игрок {seat} дисквалифицирован: только штраф, стол не меняется",
        "Player {seat} is disqualified: the penalty only, the table is unchanged",
    ),
    "removed_from_tournament": (
        "Игрок {seat} удалён с турнира",
        "Player {seat} is removed from the tournament",
    ),
    "removed_no_last_word": (
        "Игрок {seat} удалён, без последнего слова",
        "Player {seat} is removed, with no last word",
    ),
    "vote_cancelled": ("Голосование сегодня не проводится", "No vote today"),
    "next_vote_cancelled": (
        "Голосование на следующий день не проводится",
        "No vote on the next day",
    ),
    "third_foul": (
        "Игрок {seat}: третий фол — лишается ближайшей речи, может выставить кандидатуру",
        "Player {seat}: third foul: loses his next speech, may still nominate",
    ),
    "on_record": (
        "Игрок {seat} оставил под протокол: чёрные {blacks}; красные {reds}",
        "Player {seat} left on record: black {blacks}; red {reds}",
    ),
    "tech_removed": (
        "Игрок {seat}: второй технический фол — удаление",
        "Player {seat}: a second technical foul: removal",
    ),
    "third_foul_cut": (
        "Игрок {seat}: третий фол — ближайшая речь 30 секунд",
        "Player {seat}: third foul: his next speech is 30 s",
    ),
    "nominated": ("Принято: {by} выставил {seat}", "Accepted: {by} nominates {seat}"),
    "nomination_withdrawn": ("Отозвано: {by} отозвал {seat}", "Withdrawn: {by} withdraws {seat}"),
    "withdraw_first": (
        "Игрок {seat} уже выставил {target}: не засчитывается, сначала отзыв (снова {target})",
        "Player {seat} has nominated {target}: it does not count; withdraw first ({target} again)",
    ),
    "nominated_no_vote": (
        "Записано: {by} выставил {seat}; голосования сегодня нет",
        "Recorded: {by} nominates {seat}; there is no vote today",
    ),
    "last_count_differs": (
        "За игрока {seat} насчитано {count}, но не голосовавшие — за последнего: ему {rest}",
        "{count} counted for player {seat}, but whoever did not vote counts for the last: {rest}",
    ),
    "votes_counted": ("Голоса: {counts}", "Votes: {counts}"),
    "tie": (
        "Поровну: {seats} — по 30 секунд и переголосование",
        "Tie: {seats}: 30 s each and a re-vote",
    ),
    "no_vote_cancelled": ("Голосование не проводится. Наступает ночь", "No vote. Night falls"),
    "no_vote_no_candidates": ("Кандидатур нет. Наступает ночь", "No nominations. Night falls"),
    "no_vote_single_day1": (
        "Одна кандидатура в первый день: голосование не проводится",
        "One candidate on day 1: no vote",
    ),
    "no_vote_lift_failed": (
        "Подъём не набрал большинства: все остаются",
        "The lift got no majority: everyone stays",
    ),
    "no_vote_lift_not_held": (
        "Поровну все за столом: голосование за подъём не проводится",
        "Everyone at the table is tied: no lift vote",
    ),
    "draw_ballot": (
        "Все за столом проголосовали покинуть стол: ничья",
        "The whole table voted that all leave: a draw",
    ),
    "day1_leader_talks": (
        "Первый день: игрок {seat} не покидает стол, ему 30 секунд. Затем ночь",
        "Day 1: player {seat} stays and speaks 30 s more. Then night falls",
    ),
    "self_vote_yes": ("Игрок {seat} голосовал за себя", "Player {seat} voted for himself"),
    "self_vote_no": ("Игрок {seat} не голосовал за себя", "Player {seat} did not vote for himself"),
    "no_vote_day1_none": (
        "Первый день: голосования нет, только выставления",
        "Day 1: no vote, nominations only",
    ),
    "no_vote_day1_leader_stays": (
        "Первый день: лидер голосования не покидает стол, только подъём при равенстве",
        "Day 1: the vote's leader stays; only a tie's lift removes",
    ),
    "no_vote_tie_four": (
        "Четверо за столом, двое дважды поровну: голосование не проводится",
        "Four at the table, two tied twice: no further vote",
    ),
    "no_vote_tie_nine": (
        "Девять за столом, трое дважды поровну: подъёма нет",
        "Nine at the table, three tied twice: no lift",
    ),
    "no_vote_game_over": (
        "Игра окончена до голосования",
        "The game ended before the vote",
    ),
    "no_vote_leader_removed": (
        "Лидер голосования удалён: по голосованию больше никто не покидает стол",
        "The vote's leader is removed: nobody else leaves by this vote",
    ),
    "voted_out": ("Покидает стол: {seats}", "Leaves the table: {seats}"),
    "killed": ("Убит игрок {seat}", "Player {seat} is killed"),
    "miss": ("Промах", "Miss"),
    "check_departed": (
        "Проверка игрока {seat}, которого нет за столом",
        "A check of player {seat}, who is not at the table",
    ),
    "don_found": ("Дон: {seat} — ШЕРИФ (кивок)", "Don: {seat} IS the Sheriff (nod)"),
    "don_not_found": (
        "Дон: {seat} — не шериф (мотание головой)",
        "Don: {seat} is not the Sheriff (head shake)",
    ),
    "sheriff_black": (
        "Шериф: {seat} — ЧЁРНЫЙ (кивок + палец вниз)",
        "Sheriff: {seat} is BLACK (nod + thumb down)",
    ),
    "sheriff_red": (
        "Шериф: {seat} — красный (мотание головой + палец вверх)",
        "Sheriff: {seat} is red (head shake + thumb up)",
    ),
    "best_move": ("Лучший ход: {seats} — чёрных {blacks}", "Best move: {seats}: {blacks} black"),
    # --- warnings ---
    "w_vote_cancelled": ("Голосование сегодня не проводится", "There is no vote today"),
    "w_next_vote_cancelled": (
        "Голосование на следующий день не проводится",
        "There is no vote on the next day",
    ),
    "w_mute": (
        "Игрок {seat} (3 фола) пропускает ближайшую речь, но может выставить кандидатуру",
        "Player {seat} (3 fouls) loses his next speech but may nominate",
    ),
    "w_short": (
        "Игрок {seat} (3 фола) получит 30 секунд: за столом 3–4 игрока",
        "Player {seat} (3 fouls) gets 30 s: 3-4 players at the table",
    ),
    "w_cut": (
        "Игрок {seat} (3 фола) получит в ближайшей речи 30 секунд",
        "Player {seat} (3 fouls) gets 30 s in his next speech",
    ),
    "w_mute_many": (
        "Игроки {seats} (3 фола) пропускают ближайшую речь, но могут выставить кандидатуру",
        "Players {seats} (3 fouls) lose their next speech but may nominate",
    ),
    "w_short_many": (
        "Игроки {seats} (3 фола) получат по 30 секунд: за столом 3–4 игрока",
        "Players {seats} (3 fouls) get 30 s each: 3-4 players at the table",
    ),
    "w_cut_many": (
        "Игроки {seats} (3 фола) получат в ближайшей речи по 30 секунд",
        "Players {seats} (3 fouls) get 30 s each in their next speech",
    ),
    "w_tie_speech_many": (
        "Игроки {seats} с 3 фолами говорят в переголосовании",
        "Players {seats} with 3 fouls speak before the re-vote",
    ),
    "w_tie_speech": (
        "Игрок {seat} с 3 фолами говорит в переголосовании",
        "Player {seat} with 3 fouls speaks before the re-vote",
    ),
    "w_last_rest": (
        "Оставшиеся голоса ({rest}) — за игрока {seat}, последнего кандидата",
        "The remaining votes ({rest}) go to player {seat}, the last candidate",
    ),
    "w_lift_not_held": (
        "Если снова все поровну — голосования за подъём не будет",
        "If everyone ties again, there is no lift vote",
    ),
    "w_draw_ballot": (
        "Если снова все поровну — голосование за то, чтобы все покинули стол: большинство — ничья",
        "If everyone ties again, a vote that all leave: a majority makes a draw",
    ),
    "w_tie_four": (
        "Четверо за столом: если эти двое снова поровну — голосование не проводится",
        "Four at the table: if these two tie again, no further vote",
    ),
    "w_day1_leader_stays": (
        "Первый день: один лидер голосования не покидает стол, покидают только подъёмом",
        "Day 1: a single leader of the vote stays; only a tie's lift removes",
    ),
    "w_day1_self_break": (
        "Первый день: один лидер голосования покидает стол, только если голосовал за себя",
        "Day 1: a single leader of the vote leaves only if he voted for himself",
    ),
    "w_day1_leader_talks": (
        "Первый день: один лидер голосования не покидает стол, ему 30 секунд",
        "Day 1: a single leader of the vote stays and speaks 30 s",
    ),
    "w_tie_nine": (
        "Девять за столом: если эти трое снова поровну — подъёма нет",
        "Nine at the table: if these three tie again, no lift",
    ),
    "w_tech_removes": (
        "Игрок {seat}: следующий технический фол — удаление",
        "Player {seat}: the next technical foul removes him",
    ),
    "w_tech_cancels_today": (
        "Игрок {seat}: следующий технический фол — удаление, и голосования сегодня не будет",
        "Player {seat}: the next technical foul removes him, and there is no vote today",
    ),
    "w_tech_cancels_next": (
        "Игрок {seat}: следующий технический фол — удаление, и голосования следующего дня не будет",
        "Player {seat}: the next technical foul removes him, and there is no vote the next day",
    ),
    "w_tech_removes_many": (
        "Игроки {seats}: следующий технический фол любого — удаление",
        "Players {seats}: the next technical foul removes that player",
    ),
    "w_tech_cancels_today_many": (
        "Игроки {seats}: следующий технический фол любого — удаление, и голосования сегодня не "
        "будет",
        "Players {seats}: the next technical foul of any removes him, and there is no vote today",
    ),
    "w_tech_cancels_next_many": (
        "Игроки {seats}: следующий технический фол любого — удаление, и голосования следующего "
        "дня не будет",
        "Players {seats}: the next technical foul of any removes him, and there is no vote the "
        "next day",
    ),
    "w_fourth_removes": (
        "Игрок {seat}: следующий фол — удаление",
        "Player {seat}: the next foul removes him",
    ),
    "w_fourth_cancels_today": (
        "Игрок {seat}: следующий фол — удаление, и голосования сегодня не будет",
        "Player {seat}: the next foul removes him, and there is no vote today",
    ),
    "w_fourth_cancels_next": (
        "Игрок {seat}: следующий фол — удаление, и голосования следующего дня не будет",
        "Player {seat}: the next foul removes him, and there is no vote the next day",
    ),
    "w_fourth_removes_many": (
        "Игроки {seats}: следующий фол любого — удаление",
        "Players {seats}: the next foul removes that player",
    ),
    "w_fourth_cancels_today_many": (
        "Игроки {seats}: следующий фол любого — удаление, и голосования сегодня не будет",
        "Players {seats}: the next foul of any removes him, and there is no vote today",
    ),
    "w_fourth_cancels_next_many": (
        "Игроки {seats}: следующий фол любого — удаление, и голосования следующего дня не будет",
        "Players {seats}: the next foul of any removes him, and there is no vote the next day",
    ),
    "w_draw_coming": (
        "Ничья, если никто не покинет стол ещё {left} (ночь/день)",
        "A draw if nobody leaves for {left} more night(s)/day(s)",
    ),
    "w_misses_at_four": (
        "Промахов подряд при четырёх: {count}; третий — победа красных",
        "Misses in a row at four players: {count}; the third gives red the win",
    ),
    "w_leaves_wins": (
        "Если уйдёт игрок {seat}, побеждают {result}",
        "If player {seat} leaves, {result} wins",
    ),
    "w_leaves_wins_any": (
        "Если уйдёт любой из игроков {seats}, побеждают {result}",
        "If any of players {seats} leaves, {result} wins",
    ),
    "w_removal_wins": (
        "Если игрок {seat} будет удалён следующим фолом, побеждают {result}",
        "If player {seat} is removed by his next foul, {result} wins",
    ),
    "w_removal_wins_any": (
        "Если любой из игроков {seats} будет удалён следующим фолом, побеждают {result}",
        "If any of players {seats} is removed by his next foul, {result} wins",
    ),
    "w_lift_wins": (
        "Если {seats} уйдут вместе, побеждают {result}",
        "If {seats} leave together, {result} wins",
    ),
    "w_shot_wins": (
        "Если мафия убьёт красного, побеждают чёрные",
        "If the mafia kills a red player, black wins",
    ),
    "w_rotation_last": (
        "Открывает игрок {opener}: сегодня закрывает {closer}, следующий за вчерашним "
        "закрывающим {before}",
        "Player {opener} opens: today {closer} closes, the next after yesterday's closer {before}",
    ),
    "w_best_move": (
        "Лучший ход: игрок {seat} называет три номера",
        "Best move: player {seat} names three seats",
    ),
    "w_game_over": ("Игра окончена: {result}", "Game over: {result}"),
    "w_game_decided": (
        "Исход решён: {result}; последнее слово, затем конец игры",
        "Result fixed: {result}; last word, then the end",
    ),
    # --- steps ---
    "s_agreement": ("Нулевая ночь: договорка мафии", "Zero night: the mafia's agreement"),
    "s_sheriff_look": (
        "Нулевая ночь: шериф осматривает стол",
        "Zero night: the Sheriff looks at the table",
    ),
    "s_free_seating": ("Нулевая ночь: свободная посадка", "Zero night: free seating"),
    "s_last_word": ("Последнее слово: игрок {seat}", "Last word: player {seat}"),
    "s_speech": ("День {day}: говорит игрок {seat}", "Day {day}: player {seat} speaks"),
    "s_speech_mute": (
        "День {day}: игрок {seat} без речи (3 фола), может выставить",
        "Day {day}: player {seat} has no speech (3 fouls), may nominate",
    ),
    "s_tie_speech": (
        "Переголосование: говорит игрок {seat}",
        "Before the re-vote: player {seat} speaks",
    ),
    "s_vote": (
        "Голосование: кто за игрока {seat}? (кандидаты {candidates})",
        "Vote: who is for player {seat}? (candidates {candidates})",
    ),
    "s_self_vote": (
        "Игрок {seat} голосовал за себя? 1 — да, покидает стол; 0 — нет, ему 30 секунд",
        "Did player {seat} vote for himself? 1 yes, he leaves; 0 no, he speaks 30 s",
    ),
    "s_lift_vote": (
        "Кто за то, чтобы {candidates} покинули стол?",
        "Who is for {candidates} all leaving the table?",
    ),
    "s_shot": ("Ночь {night}: мафия стреляет", "Night {night}: the mafia shoots"),
    "s_don_check": (
        "Ночь {night}: Дон ищет шерифа",
        "Night {night}: the Don looks for the Sheriff",
    ),
    "s_sheriff_check": ("Ночь {night}: Шериф проверяет", "Night {night}: the Sheriff checks"),
    "s_game_over": ("Игра окончена: {result}", "Game over: {result}"),
    # --- stored games (the storage and session layers raise these) ---
    "no_game": ("Игры {id} нет в папке данных", "There is no game {id} in the data dir"),
    "sync_version_dropped": (
        "Вторая версия игры, отложенная судьёй",
        "A second version of the game, set aside by the judge",
    ),
}

MESSAGES_CATALOG = Catalog("rules", MESSAGES)
"""Errors, events and warnings of the rules core, by code."""

REPORT = Catalog(
    "rules.report",
    {
        # a rule number as a judge reads it (errors.rule_label)
        "rule": ("п. {rule}", "rule {rule}"),
        # a player's status (report.status_text)
        "status_alive": ("за столом", "at the table"),
        "status_killed": ("убит", "killed"),
        "status_voted_out": ("заголосован", "voted out"),
        "status_removed": ("удалён (4 фола)", "removed (4 fouls)"),
        "status_removed_tech": ("удалён (2 техн. фола)", "removed (2 tech fouls)"),
        "status_disqualified": ("дисквалифицирован", "disqualified"),
        # a moment of the game (report.phase_text): the agreement night is "ночь 0"
        "phase_night": ("ночь {n}", "night {n}"),
        "phase_day": ("день {n}", "day {n}"),
        "phase_zero": ("ночь {n}", "night {n}"),
        # the text of `mafia-tui replay`
        "header": (
            "{tournament} · {stage} · игра {game} · стол {table} · {date} · {judge}",
            "{tournament} · {stage} · game {game} · table {table} · {date} · {judge}",
        ),
        # the file a signed protocol was made from: the print the protocol shows
        "fingerprint": (
            "Файл игры: {id} · отпечаток {fingerprint}",
            "Game file: {id} · fingerprint {fingerprint}",
        ),
        "rules": ("Правила: {name}, код {code}", "Rules: {name}, code {code}"),
        "rules_no_code": ("Правила: {name}", "Rules: {name}"),
        "removed_from_tournament": ("удалён с турнира (7.3)", "removed from the tournament (7.3)"),
        "fouls": ("фолы", "fouls"),
        "day": ("День {day}", "Day {day}"),
        "night": ("Ночь {night}", "Night {night}"),
        "best_move": ("Лучший ход", "Best move"),
        "on_record": (
            "Под протокол: игрок {seat} ({when}) — чёрные {blacks}; красные {reds}",
            "On record: player {seat} ({when}): black {blacks}; red {reds}",
        ),
        "result": ("Итог: ", "Result: "),
        "now": ("Сейчас: ", "Now: "),
        "lift": ("подъём", "lift"),
    },
)
"""The words of the game's account (``mafia-tui replay``) and of rule numbers."""


def _fmt(value: Any, lang: str) -> str:
    if hasattr(value, "message"):  # a nested RuleError, told in the same language
        return str(value.message(lang))
    if isinstance(value, Decimal):
        return str(value).replace(".", ",") if lang == "ru" else str(value)
    if isinstance(value, tuple):
        if value and all(isinstance(v, tuple) for v in value):
            return ", ".join(f"{a}: {b}" for a, b in value)
        return ", ".join(str(v) for v in value)
    return str(value)


def render(code: str, lang: str, params: dict[str, Any]) -> str:
    """The message for ``code`` in ``lang`` filled with ``params`` (a missing code is a bug:
    see :mod:`mafia_tui.i18n`)."""
    values = {k: _fmt(v, lang) for k, v in params.items()}
    for key in ("result", "needs"):
        if key in params:
            values[key] = word("side", params[key], lang)
    role = params.get("role")
    if isinstance(role, str) and f"role.{role}" in WORDS:  # an unknown role is shown as typed
        values["role"] = word("role", role, lang)
    for key, names in NAME_CATALOGS.items():
        value = params.get(key)
        if isinstance(value, str) and value in names:
            values[key] = names.text(value, lang)
    return MESSAGES_CATALOG.text(code, lang, **values)
