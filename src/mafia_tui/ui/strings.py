"""Every word the screens show, in Russian and English. No UI text lives anywhere else."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any

from ..i18n import Catalog, pick_lang
from ..rules.team_texts import word
from ..rules.texts import STAGE

S: dict[str, tuple[str, str]] = {
    # start
    "start_title": ("mafia-tui — судейство по правилам ФИИМ", "mafia-tui — judging by FIIM rules"),
    "start_new": ("Новая игра", "New game"),
    "start_continue": ("Продолжить: {what}", "Continue: {what}"),
    "start_list": ("Список игр", "Games list"),
    "start_settings": ("Настройки", "Settings"),
    "start_standings": ("Турнирная таблица", "Tournament table"),
    "start_players": ("Игроки и статистика", "Players and statistics"),
    "no_tournaments": ("Нет игр с названием турнира", "No games with a tournament name"),
    "start_seating": ("Рассадка турнира", "Tournament seating"),
    "start_quit": ("Выход", "Quit"),
    "start_data_dir": ("Папка данных: {path}", "Data dir: {path}"),
    "lang_name": ("Русский", "English"),
    "guide_action": (
        "действие",
        "action",
    ),  # the head of docs/GUIDE.md's key tables  # each language names itself: the settings' choice
    "game_label": (
        "{tournament} · стол {table} · игра {game}",
        "{tournament} · table {table} · game {game}",
    ),
    # new game
    "new_title": ("Новая игра", "New game"),
    "f_tournament": ("Турнир", "Tournament"),
    "f_stage": ("Стадия", "Stage"),
    "f_game": ("Игра №", "Game #"),
    "f_table": ("Стол №", "Table #"),
    "f_date": ("Дата", "Date"),
    "f_judge": ("Судья", "Judge"),
    "plan_ask": (
        "{name}: тур и стол (туров {rounds}, столов до {tables}), например «3 2»",
        "{name}: round and table ({rounds} rounds, up to {tables} tables), e.g. «3 2»",
    ),
    "plan_filled": (
        "Тур {round}, стол {table} — по рассадке. Другой ник на месте — замена (отмечается в игре)",
        "Round {round}, table {table} from the seating. Another nickname in a seat is a stand-in (marked in the game)",
    ),
    "st_rename_title": (
        "Верный ник для «{nick}» — во всех играх турнира",
        "The right nickname for “{nick}”, in every game of the tournament",
    ),
    "st_renamed": (
        "«{old}» теперь «{new}»: игр переписано — {games}",
        "“{old}” is now “{new}”: {games} games rewritten",
    ),
    "st_renamed_stale": (
        "Проверка главного судьи больше не покрывает {count} игр(ы): проверьте их снова",
        "The head judge's check no longer covers {count} games: check them again",
    ),
    "roster_offer": (
        "«{nick}» нет в списке игроков — {key}: добавить",
        "“{nick}” is not on the roster: {key} adds it",
    ),
    "roster_added": ("Добавлен в список игроков: {nick}", "Added to the roster: {nick}"),
    "roster_nothing": (
        "Добавлять нечего: все ники формы уже в списке игроков",
        "Nothing to add: every nickname of the form is on the roster",
    ),
    "plan_bad_pick": (
        "«{text}» — не тур и стол: два числа, например «3 2»",
        "«{text}» is not a round and a table: two numbers, e.g. «3 2»",
    ),
    "plan_no_table": (
        "В рассадке нет тура {round}, стола {table}",
        "The seating has no round {round}, table {table}",
    ),
    "plan_none": (
        "У турнира нет рассадки: составьте её (R / К на первом экране) и сохраните (F3)",
        "The tournament has no seating yet: make one (R on the start screen), store it (F3)",
    ),
    "plan_bad": (
        "Файл турнира с рассадкой не читается",
        "The tournament file with the seating cannot be read",
    ),
    "plan_name_first": ("Сначала введите название турнира", "Type the tournament's name first"),
    "f_nick": ("Ник", "Nickname"),
    "f_role": ("Роль {letters}", "Role {letters}"),
    "roles_accepted": (
        "Роли: К Ч Ш Д — или C M S D, или R X I L (клавиши К Ч Ш Д в латинской раскладке)",
        "Roles: C M S D (civilian, mafia, sheriff, Don), or К Ч Ш Д, or R X I L (the keys of К Ч Ш Д)",
    ),
    "discard_title": ("Выйти из формы?", "Leave the form?"),
    "discard_what": ("Введённое будет потеряно: {what}", "What is typed will be lost: {what}"),
    "discard_fields": (
        "ников {nicks}, ролей {roles}, других полей {other}",
        "{nicks} nicknames, {roles} roles, {other} other fields",
    ),
    "discard_settings": ("изменённые настройки", "the changed settings"),
    "discard_keys": (
        "L / Д — выйти, потеряв введённое · Esc или Enter — остаться в форме",
        "L leave and lose what is typed · Esc or Enter stay in the form",
    ),
    "roles_missing": (
        "Укажите роли всем десяти или раздайте случайно (F3)",
        "Enter all ten roles or deal at random (F3)",
    ),
    # deal
    "deal_title": ("Раздача ролей", "Dealing the roles"),
    "deal_seat": ("Место {seat} — {nick}", "Seat {seat} — {nick}"),
    "deal_hidden": (
        "Пробел — показать роль игроку · Enter — начать игру",
        "Space: show the role to the player · Enter: start the game",
    ),
    "deal_shown": ("Пробел — скрыть и к следующему", "Space: hide and go to the next"),
    "deal_done": (
        "Все роли показаны. Enter — начать игру",
        "All roles shown. Enter: start the game",
    ),
    "deal_all": (
        "Enter — начать игру · Пробел — показывать по одному месту · R / К — раздать заново",
        "Enter: start the game · Space: show one seat at a time · R: deal again",
    ),
    # game screen
    "col_seat": ("№", "#"),
    "col_nick": ("Игрок", "Player"),
    "panel_noms": ("Выставлены", "Nominated"),
    "panel_warnings": ("Предупреждения", "Warnings"),
    "panel_log": ("Последние действия", "Last actions"),
    "timer_paused": ("пауза", "paused"),
    "timer_running": ("идёт", "running"),
    "timer_overtime": ("ВРЕМЯ ВЫШЛО", "TIME IS UP"),
    "timer_warning": ("осталось 10 секунд", "10 seconds left"),
    "timer_none": ("без таймера", "no timer"),
    "timer_speechless": ("речи нет", "no speech"),
    "timer_mute": (
        "3 фола: речи нет, может выставить (6.4)",
        "3 fouls: no speech, may nominate (6.4)",
    ),
    "timer_short": (
        "3 фола, 3–4 за столом: 30 секунд (7.7)",
        "3 fouls, 3-4 at the table: 30 s (7.7)",
    ),
    "timer_cut": ("3 фола: 30 секунд", "3 fouls: 30 s"),
    "timer_tie_speech": ("речь перед переголосованием", "speech before the re-vote"),
    "timer_to_talk": ("лидер первого дня остаётся: 30 секунд", "day 1's leader stays: 30 s"),
    "timer_tie": (
        "переголосование: 30 секунд, 3 фола не лишают слова (7.5)",
        "before the re-vote: 30 s; 3 fouls keep the speech (7.5)",
    ),
    "nominated_mark": ("выст.", "nom."),
    "status_killed": ("убит н{n}", "killed n{n}"),
    "status_voted_out": ("заголосован д{n}", "voted out d{n}"),
    "status_removed": ("удалён (4 фола)", "removed (4 fouls)"),
    "status_removed_tech": ("удалён (2 тех.)", "removed (2 tech)"),
    "status_disqualified": ("дисквалиф. {rule}", "disqualified {rule}"),
    "prompt_on_record": (
        "Под протокол: {got} — места чёрных цифрами, красных Shift+цифра; Enter — записать",
        "On record: {got}: black seats as digits, red as Shift+digit; Enter records",
    ),
    "prompt_tech_foul": (
        "Технический фол: номер игрока (0 = 10), Esc — отмена",
        "Technical foul: seat number (0 = 10), Esc cancels",
    ),
    "prompt_foul": (
        "Фол: номер игрока (0 = 10), Esc — отмена",
        "Foul: seat number (0 = 10), Esc cancels",
    ),
    "prompt_nominate": ("Выставление: номер (0 = 10)", "Nomination: seat number (0 = 10)"),
    "prompt_disqualify": ("Дисквалификация: номер игрока", "Disqualification: seat number"),
    "prompt_team_defeat": (
        "Поражение команде (6.8): номер игрока",
        "Team defeat (6.8): seat number",
    ),
    "prompt_withdraw": ("Снять последний фол: номер игрока", "Withdraw the last foul: seat number"),
    "prompt_rename": ("Исправить ник: номер игрока", "Fix a nickname: seat number"),
    "prompt_shot": (
        "Выстрел: номер игрока (0 = 10); «{miss}» — промах",
        "Shot: seat number (0 = 10); «{miss}» for a miss",
    ),
    "prompt_don_check": (
        "Проверка Дона: номер игрока (0 = 10); «{miss}» — не проверяет",
        "The Don's check: seat number (0 = 10); «{miss}» if he checks nobody",
    ),
    "prompt_sheriff_check": (
        "Проверка Шерифа: номер игрока (0 = 10); «{miss}» — не проверяет",
        "The Sheriff's check: seat number (0 = 10); «{miss}» if he checks nobody",
    ),
    "prompt_best_move": ("Лучший ход: три номера ({got})", "Best move: three seats ({got})"),
    "prompt_voters": (
        "Голосовали за {seat}: {got}_  (0 = 10; Enter — записать, голосов будет {count})",
        "Voted for {seat}: {got}_  (0 = 10; Enter records them: {count} votes)",
    ),
    "prompt_voters_lift": (
        "За подъём голосовали: {got}_  (0 = 10; Enter — записать, голосов будет {count})",
        "Voted for the lift: {got}_  (0 = 10; Enter records them: {count} votes)",
    ),
    "prompt_rest": (
        "Голоса за {seat}: кто не голосовал — за последнего: {rest} ({count}). Enter — принять",
        "Votes for {seat}: whoever has not voted counts for the last: {rest} ({count}). Enter accepts",
    ),
    "prompt_count": (
        "Голоса за {seat}: {buf}_  (Enter — принять; не голосовали: {left})",
        "Votes for {seat}: {buf}_  (Enter accepts; not voted yet: {left})",
    ),
    "prompt_decided": (
        "Голоса за {seat}: {buf}_  Исход решён ({leader} уходит): Enter без числа — закрыть голосование",
        "Votes for {seat}: {buf}_  The result is fixed ({leader} leaves): Enter with no number closes the vote",
    ),
    "prompt_lift": (
        "Подъём: голоса за {buf}_  — нужно {need} из {of} (Enter — принять)",
        "Lift: votes for {buf}_  — {need} of {of} needed (Enter accepts)",
    ),
    "vote_again": ("Переголосование {n}:", "Re-vote {n}:"),
    "vote_again_for": (
        "кто за игрока {seat}? (кандидаты {candidates})",
        "who is for player {seat}? (candidates {candidates})",
    ),
    "vote_self": (
        "Лидер первого дня {seat}: голосовал за себя?",
        "Day 1's leader {seat}: self vote?",
    ),
    "prompt_self": (
        "Голосовал за себя: {buf}_  (1 — да, 0 — нет; Enter — принять)",
        "Voted for himself: {buf}_  (1 yes, 0 no; Enter accepts)",
    ),
    "vote_lift": (
        "Подъём: уходят все {seats}, если за — {need} из {of}",
        "Lift: all of {seats} leave if {need} of {of} vote for",
    ),
    "noms_candidates": ("Кандидаты: {seats}", "Candidates: {seats}"),
    "noms_tied": ("Поровну, говорят 30 с: {seats}", "Tied, 30 s each: {seats}"),
    "noms_on_record": ("Под протокол: {records}", "On record: {records}"),
    "noms_none": ("никого", "nobody"),
    "unsaved": (
        "НЕ СОХРАНЕНО: {error} — повтор при следующем действии",
        "NOT SAVED: {error}; retrying with the next action",
    ),
    "two_versions": (
        "⚠ Две версии игры {what} — Enter: сравнить",
        "⚠ Two versions of game {what} — Enter to compare",
    ),
    "st_reading": (
        "Читаю игры турнира: {done} из {total}…",
        "Reading the tournament's games: {done} of {total}…",
    ),
    "conflict_title": ("Две версии игры {what}", "Two versions of game {what}"),
    "conflict_keys": (
        "1 — оставить версию 1 · 2 — оставить версию 2 · Esc — назад. Другая версия не удаляется: она переносится в карантин.",
        "1 keep version 1 · 2 keep version 2 · Esc back. The other version is not deleted: it goes to quarantine.",
    ),
    "version_info": (
        "Действий: {actions}\nИзменён: {changed}\nПоследнее действие: {last}\nИтог: {result}",
        "Actions: {actions}\nChanged: {changed}\nLast action: {last}\nResult: {result}",
    ),
    "version_kept": (
        "Версия сохранена, другая — в карантине",
        "Version kept, the other one is in quarantine",
    ),
    "unsaved_title": ("Игра не сохранена", "The game is not saved"),
    "unsaved_what": (
        "Диск не принял последние изменения ({n}): {error}.\nФайл игры: {path}",
        "The disk did not take the last changes ({n}): {error}.\nGame file: {path}",
    ),
    "unsaved_choices": (
        "R / К — попробовать снова · C / С — сохранить копию в другую папку · L / Д — выйти, потеряв эти изменения · Esc — остаться в игре",
        "R retry · C save a copy to another folder · L leave and lose these changes · Esc stay in the game",
    ),
    "unsaved_still": ("Снова не сохранилось.", "Still not saved."),
    "unsaved_copy_prompt": (
        "Папка для копии игры (например, флешка):",
        "Folder for a copy of the game (a USB stick, say):",
    ),
    "unsaved_copy_failed": ("Копия не записана: {error}", "The copy was not written: {error}"),
    "unsaved_copied": (
        "Копия игры записана: {path} (вернуть: список игр, I — импорт)",
        "A copy of the game was written: {path} (bring it back: games list, I import)",
    ),
    "save_failed": ("НЕ СОХРАНЕНО: {error}", "NOT SAVED: {error}"),
    "unsaved_mark": ("НЕ СОХРАНЕНО", "NOT SAVED"),
    "start_notes": (
        "Отложенные файлы ({n}) — подробно в {path}. A — прочитано, скрыть",
        "Files set aside ({n}) — details in {path}. A to acknowledge and hide",
    ),
    "start_conflicts": (
        "Две версии одной игры ({n}): откройте список игр (L)",
        "Two versions of one game ({n}): open the games list (L)",
    ),
    "saved_again": ("Сохранение снова работает", "Saving works again"),
    "digit_meaningless": (
        "Цифра сейчас ничего не значит. Фол — А + номер (или Shift + цифра)",
        "A digit means nothing now. A foul: F + the seat (or Shift + the digit)",
    ),
    "no_foul_to_withdraw": ("У игрока {seat} нет фолов", "Player {seat} has no fouls"),
    "count_needed": (
        "Введите число голосов цифрами, затем Enter",
        "Type the number of votes, then Enter",
    ),
    "not_now": ("Сейчас нельзя: {what}", "Not now: {what}"),
    "ruled_out": ("{what} — нет: {why}", "{what}: no. {why}"),
    "on_record_again": (
        "В этой речи уже под протоколом — допишите или сотрите (Backspace); Enter запишет всё",
        "Already on record in this speech: add to it or erase (Backspace); Enter records all",
    ),
    "voters_kept": (
        "{why}. Набранное осталось: Enter — записать, Backspace — стереть",
        "{why}. What is typed stays: Enter records it, Backspace erases",
    ),
    "on_record_kept": (
        "{why}. Набранное осталось: Enter — записать, Backspace — стереть",
        "{why}. What is typed stays: Enter records it, Backspace erases",
    ),
    "key_unknown": ("«{key}» — не команда (справка — F1)", "'{key}' is not a command (help: F1)"),
    "key_unknown_near": (
        "«{key}» — не команда. Рядом: {near} — {what}",
        "'{key}' is not a command. Next to it: {near}, {what}",
    ),
    "digit_after_unknown": (
        "Цифра {digit} не принята: перед ней была не команда «{key}». Фол — А + номер",
        "Digit {digit} not taken: the key before it ('{key}') is not a command. A foul: F + the seat",
    ),
    "key_arrows": (
        "Стрелки здесь не нужны: места — цифрами, далее — Enter",
        "No arrows here: seats are digits, next is Enter",
    ),
    "nothing_to_erase": (
        "Стирать нечего (отменить действие — U / Г)",
        "Nothing to erase (undo an action: U)",
    ),
    "nothing_to_cancel": (
        "Отменять нечего (отменить действие — U / Г)",
        "Nothing to cancel (undo an action: U)",
    ),
    "input_cancelled": ("Ввод отменён", "Input cancelled"),
    "seat_needed": ("Нужен номер места: {what}", "A seat is needed: {what}"),
    "count_too_long": (
        "Голосов не больше двух цифр: Backspace — стереть",
        "A count has at most two digits: Backspace erases",
    ),
    "done_foul": ("Фол игроку {seat} ({nick}): {n}-й", "Foul to {seat} ({nick}): foul {n}"),
    "done_tech_foul": (
        "Технический фол игроку {seat} ({nick}): {n}-й",
        "Technical foul to {seat} ({nick}): technical foul {n}",
    ),
    "done_withdraw_tech": (
        "Технический фол игрока {seat} ({nick}) снят, осталось {n}",
        "Technical foul of {seat} ({nick}) withdrawn, {n} left",
    ),
    "done_foul_shift": (
        "Фол игроку {seat} ({nick}): {n}-й (Shift+{key})",
        "Foul to {seat} ({nick}): foul {n} (Shift+{key})",
    ),
    "done_withdraw": (
        "Снят фол игрока {seat} ({nick}): осталось {n}",
        "Foul of {seat} ({nick}) withdrawn: {n} left",
    ),
    "done_next": ("Далее: {step}", "Next: {step}"),
    "done_vote": ("За {seat}: {count}", "For {seat}: {count}"),
    "done_vote_voters": ("За {seat}: {count} ({voters})", "For {seat}: {count} ({voters})"),
    "done_lift_voters": ("За подъём: {count} ({voters})", "For the lift: {count} ({voters})"),
    "done_lift": ("За подъём: {count}", "For the lift: {count}"),
    "done_don_none": ("Дон не проверял", "The Don checked nobody"),
    "done_sheriff_none": ("Шериф не проверял", "The Sheriff checked nobody"),
    "done_disqualify": (
        "Дисквалификация игрока {seat} ({nick}): {rule}",
        "Player {seat} ({nick}) disqualified: {rule}",
    ),
    "done_team_defeat": (
        "Поражение команде игрока {seat} ({nick}): {rule}",
        "Team defeat for {seat} ({nick}): {rule}",
    ),
    # the question before a ruling that ends the game
    "ending_title_now": ("Игра окончится — подтвердите", "This ends the game: confirm"),
    "ending_title_later": ("Исход игры решится — подтвердите", "This decides the game: confirm"),
    "ending_team_defeat": (
        "Поражение команде игрока {seat} ({nick}), п. {rule}",
        "Team defeat for {seat} ({nick}), {rule}",
    ),
    "ending_disqualify": (
        "Дисквалификация игрока {seat} ({nick}), п. {rule}",
        "Disqualification of {seat} ({nick}), {rule}",
    ),
    "ending_tech_foul": (
        "Второй технический фол игроку {seat} ({nick}) — удаление",
        "A second technical foul to {seat} ({nick}) removes the player",
    ),
    "ending_foul": (
        "Четвёртый фол игроку {seat} ({nick}){shift} — удаление (п. 6.5)",
        "A fourth foul to {seat} ({nick}){shift} removes the player (6.5)",
    ),
    "ending_now": ("{what}: игра окончена — {result}.", "{what}: the game ends in {result}."),
    "ending_later": (
        "{what}: исход решён — {result}; игра окончится после последнего слова (п. 7.10).",
        "{what}: this fixes {result}; the game ends after the last word (7.10).",
    ),
    "confirm_keys": ("Enter — подтвердить, Esc — отмена", "Enter confirms, Esc cancels"),
    "confirm_other_key": (
        "Сначала ответьте: Enter — подтвердить, Esc — отмена",
        "Answer first: Enter confirms, Esc cancels",
    ),
    "ending_cancelled": ("Не записано: {what}", "Not recorded: {what}"),
    "rename_title": ("Новый ник игрока {seat}", "A new nickname for player {seat}"),
    "done_rename": ("Ник игрока {seat}: {nick}", "Nickname of {seat}: {nick}"),
    "vote_closed": ("Голосование закрыто: исход был решён", "Vote closed: the result was fixed"),
    "timer_started": ("Таймер: идёт", "Timer: running"),
    "timer_paused_msg": ("Таймер: пауза", "Timer: paused"),
    "timer_added": ("Таймер: +10 секунд ({left})", "Timer: +10 seconds ({left})"),
    "timer_cut_msg": ("Таймер: −10 секунд ({left})", "Timer: −10 seconds ({left})"),
    "timer_restarted": ("Таймер заново: {left}, пауза", "Timer restarted: {left}, paused"),
    "timer_restored": ("Таймер вернулся: {left}", "The timer is back at {left}"),
    "timer_resumed": (
        "Игра продолжена после сбоя: речь шла, таймер — {left}, как у игроков (время без "
        "программы засчитано, до 15 с). Таймер на паузе: Space — дальше",
        "The game is back after a crash: the speech was running; the timer is at {left}, as the "
        "players saw it (the time without the app counts, up to 15 s). Paused: Space goes on",
    ),
    "roles_shown": ("Роли показаны (T / Е — скрыть)", "Roles shown (T hides them)"),
    "roles_hidden": ("Роли скрыты", "Roles hidden"),
    "undone": ("Отменено: {what}", "Undone: {what}"),
    "game_over_hint": (
        "Игра окончена. E / У — итоги и протокол",
        "Game over. E: results and protocol",
    ),
    "locked": (
        "Эта игра открыта в другом окне программы",
        "This game is open in another window of the app",
    ),
    # help and the palette
    "help_title": ("Клавиши: {screen}", "Keys: {screen}"),
    "help_layout": (
        "Буквы работают в любой раскладке и с Caps Lock: русская буква на той же клавише (F = А, N = Т), украинская и белорусская тоже (і, ї, є, ґ, ў).",
        "Letters work in any layout and with Caps Lock: the Russian letter on the same key (F = А, N = Т), Ukrainian and Belarusian too (і, ї, є, ґ, ў).",
    ),
    "help_question": (
        "В русской раскладке «?» — это Shift+7, то есть фол 7; справка — F1 или Ctrl+G.",
        "In the Russian layout ? is Shift+7, a foul to 7; help is F1 or Ctrl+G.",
    ),
    "help_text_fields": (
        "В поле ввода «?» — это текст: справка — F1 или Ctrl+G.",
        "In a text field ? is text: help is F1 or Ctrl+G.",
    ),
    "help_close": ("Esc, F1 или ? — закрыть", "Esc, F1 or ?: close"),
    "palette_placeholder": (
        "Команда: начните печатать по-русски или по-английски…",
        "A command: type in Russian or English…",
    ),
    "palette_nothing": ("Нет такой команды — открыть справку", "No such command: open help"),
    "palette_not_now": ("сейчас нельзя", "not now"),
    "help_quit": ("Выход — Ctrl+Q", "Quit: Ctrl+Q"),
    "help_display": (
        "Экран для игроков (таймер, без ролей) — во втором терминале: {cmd}. Итог и роли на нём — F5 на экране итогов.",
        "The players' display (timer, no roles), in a second terminal: {cmd}. F5 on the results screen shows it the result and roles.",
    ),
    # action log
    "a_next": ("Далее", "Next"),
    "a_foul": ("Фол игроку {seat}", "Foul to {seat}"),
    "a_tech_foul": ("Технический фол игроку {seat}", "Technical foul to {seat}"),
    "a_on_record": ("{seat} под протокол: {colours}", "{seat} on record: {colours}"),
    "a_disqualify": ("Дисквалификация {seat} ({rule})", "Disqualification of {seat} ({rule})"),
    "a_team_defeat": ("Поражение команде игрока {seat} ({rule})", "Team defeat: {seat} ({rule})"),
    "a_nominate": ("{by} выставил {target}", "{by} nominated {target}"),
    "log_nom_replaced": (" (вместо {seat})", " (instead of {seat})"),
    "log_nom_withdrew": (" — это отзыв выдвижения", " — this withdraws the nomination"),
    "log_nom_not_counted": (" — не засчитано", " — not counted"),
    "a_vote": ("За {seat}: {count}", "For {seat}: {count}"),
    "a_lift_vote": ("За подъём: {count}", "For the lift: {count}"),
    "a_vote_voters": ("За {seat}: {count} ({voters})", "For {seat}: {count} ({voters})"),
    "a_lift_vote_voters": ("За подъём: {count} ({voters})", "For the lift: {count} ({voters})"),
    "a_shot": ("Выстрел: {target}", "Shot: {target}"),
    "a_don_check": ("Дон проверил {target}", "Don checked {target}"),
    "a_sheriff_check": ("Шериф проверил {target}", "Sheriff checked {target}"),
    "a_best_move": ("Лучший ход: {seats}", "Best move: {seats}"),
    "a_withdraw_foul": ("Снят фол (действие №{ref})", "Foul withdrawn (action #{ref})"),
    "miss": ("промах", "miss"),
    "none": ("—", "—"),
    # shots modal
    "shots_title": ("Выстрелы чёрных", "The blacks' shots"),
    "shots_hint": (
        "Номер для каждого чёрного (пусто — не стрелял), Enter — принять",
        "A seat for each black (empty: did not shoot), Enter accepts",
    ),
    "shots_black": ("Игрок {seat} стрелял в", "Player {seat} shot"),
    # rule pick modal
    "pick_rule": ("Пункт правил для игрока {seat}", "Rule broken by player {seat}"),
    "pick_hint": (
        "Цифра пункта (0 = 10-й), или ↑↓ и Enter; Esc — отмена",
        "The sub-rule's digit (0 = the 10th), or ↑↓ and Enter; Esc cancels",
    ),
    # end screen
    "end_winner": ("Победила команда: {result}", "Winning team: {result}"),
    "end_not_over": ("Игра ещё идёт", "The game is still on"),
    "col_points": ("Баллы", "Points"),
    "col_best": ("ЛХ", "BM"),
    "col_judge_extra": ("От судьи", "Judge"),
    "col_penalty": ("Штраф", "Penalty"),
    "col_extra": ("Доп.", "Extra"),
    "col_total": ("Итого", "Total"),
    "col_role": ("Роль", "Role"),
    "desk_row_extra": ("Доп. баллы", "Extra"),
    "desk_row_fix": ("Исправить", "Correct"),
    "desk_row_penalty": ("Штраф 8.5", "Penalty"),
    "desk_row_protest": ("Протест", "Protest"),
    "f_points": ("баллы (0,3)", "points (0.3)"),
    "f_reason": ("причина — Enter добавляет", "reason; Enter adds"),
    "f_filer": ("№ / К / Ч", "# / R / B"),
    "f_time": ("чч:мм (сейчас)", "hh:mm (now)"),
    "f_protest_text": ("текст протеста — Enter записывает", "the protest's text; Enter records"),
    "f_comments": ("Пояснения судьи (9.10)", "Judge's comments (9.10)"),
    "desk_entries": (
        "Записи (F3 — сюда; ↑↓, Enter — исправить или решить протест, F8 — удалить)",
        "Entries (F3 comes here; ↑↓, Enter corrects or decides a protest, F8 removes)",
    ),
    "desk_extra": (
        "Место {seat}: +{points} от судьи — {reason}",
        "Seat {seat}: +{points} from the judge: {reason}",
    ),
    "desk_penalty": (
        "Место {seat}: штраф {rule} {points} — {reason}",
        "Seat {seat}: penalty {rule} {points}: {reason}",
    ),
    "desk_best_move": (
        "Место {seat}: лучший ход +{points} (из игры)",
        "Seat {seat}: best move +{points} (from the game)",
    ),
    "desk_left_tech": (
        "Место {seat}: удалён за 2 технических фола {points} (из игры)",
        "Seat {seat}: removed for 2 technical fouls {points} (from the game)",
    ),
    "desk_left_fouls": (
        "Место {seat}: удалён за 4 фола {points} (из игры)",
        "Seat {seat}: removed for 4 fouls {points} (from the game)",
    ),
    "desk_left_disqualified": (
        "Место {seat}: дисквалификация {rule} {points} (из игры)",
        "Seat {seat}: disqualification {rule} {points} (from the game)",
    ),
    "desk_left_team_defeat": (
        "Место {seat}: поражение команде {rule} {points} (из игры)",
        "Seat {seat}: team defeat {rule} {points} (from the game)",
    ),
    "desk_left_tournament": (
        "Место {seat}: удалён с турнира (7.3), {rule} {points} (из игры)",
        "Seat {seat}: removed from the tournament (7.3), {rule} {points} (from the game)",
    ),
    "desk_protest": (
        "Протест {n} ({filer}, {at}): {verdict} — {text}",
        "Protest {n} ({filer}, {at}): {verdict}: {text}",
    ),
    "desk_filer_seat": ("игрок {seat}", "player {seat}"),
    "desk_filer_none": ("подавший не записан", "filer not recorded"),
    "desk_at_none": ("время не записано", "time not recorded"),
    "desk_late": (" (позже срока)", " (late)"),
    "desk_undecided": ("не рассмотрен", "not decided"),
    "desk_accepted": ("принят", "accepted"),
    "desk_rejected": ("отклонён", "rejected"),
    "desk_result_changed": ("итог изменён: {result}", "result changed: {result}"),
    "desk_no_entries": ("Записей пока нет", "No entries yet"),
    "desk_by_protest": ("(по протесту; за столом: {was})", "(by a protest; at the table: {was})"),
    "desk_deadline_open": (
        "протест до {at} ({minutes} мин)",
        "protests until {at} ({minutes} min)",
    ),
    "desk_deadline_over": ("срок протеста истёк в {at}", "protests closed at {at}"),
    "desk_checked": ("проверено ГС: {name}", "checked by the HJ: {name}"),
    "desk_not_checked": ("ГС не проверил (F9)", "HJ check: F9"),
    "desk_complete": ("Проверка записи: замечаний нет", "Record check: nothing missing"),
    "desk_problems": ("Проверка записи (печатать можно):", "Record check (printing is allowed):"),
    "desk_fixing": (
        "Исправление доп. баллов места {seat}: курсор после баллов; Enter в причине — "
        "сохранить, Esc — оставить как было",
        "Correcting seat {seat}'s extra: the cursor is after the points; Enter in the reason "
        "saves, Esc leaves it as it was",
    ),
    "desk_penalty_rules": (
        "Штраф −0,4 (8.5), цифра пункта: 1 — красный или шериф сломал в красного на 10, "
        "красные проиграли; 2 — красный сломал на 4, когда подъём двоих давал победу; 3 — "
        "вскрылся с ложной проверкой, красные проиграли; 4 — чёрный вскрылся шерифом с "
        "красной проверкой шерифа, чёрные проиграли",
        "Penalty −0.4 (8.5), the sub-rule's digit: 1 a red or the Sheriff broke on a red at "
        "ten and red lost; 2 a red broke at four when lifting two won; 3 claimed with a false "
        "check and red lost; 4 a black claimed Sheriff with the real Sheriff as red and black "
        "lost",
    ),
    "desk_at_entries": (
        "Курсор в записях: ↑↓, Enter — исправить или решить протест, F8 — удалить; цифра — к "
        "строке: 1 доп. баллы, 2 штраф, 3 протест, 4 пояснения",
        "The cursor is in the entries: ↑↓, Enter corrects or decides a protest, F8 removes; a "
        "digit goes to a row: 1 extra, 2 penalty, 3 protest, 4 explanations",
    ),
    "desk_at_row_1": (
        "Курсор в строке «Доп. баллы», поле «№» (F3 — к записям)",
        "The cursor is in the Extra row, the seat (F3: the entries)",
    ),
    "desk_at_row_2": (
        "Курсор в строке «Штраф 8.5», поле «№» (F3 — к записям)",
        "The cursor is in the Penalty row, the seat (F3: the entries)",
    ),
    "desk_at_row_3": (
        "Курсор в строке «Протест», поле «кто подал» (F3 — к записям)",
        "The cursor is in the Protest row, who filed it (F3: the entries)",
    ),
    "desk_at_row_4": (
        "Курсор в пояснениях судьи (9.10) (F3 — к записям)",
        "The cursor is in the judge's explanations (9.10) (F3: the entries)",
    ),
    "desk_penalty_fix": (
        "Штраф не исправляется: F8 удаляет его, затем внесите заново",
        "A penalty is not corrected: F8 removes it, then enter it again",
    ),
    "desk_removed": ("Удалено: {entry}", "Removed: {entry}"),
    "desk_cleared": (
        "Набранное в строках стёрто (Esc ещё раз — назад)",
        "What was typed in the rows is cleared (Esc again goes back)",
    ),
    "desk_comments_saved": ("Пояснения сохранены", "Comments saved"),
    "desk_nothing_to_remove": (
        "Удалять нечего: записей судьи нет",
        "Nothing to remove: no judge's entries",
    ),
    "desk_remove_which": (
        "Удалить «{entry}»? F8 — удалить, ↑↓ — другая запись",
        'Remove "{entry}"? F8 removes, ↑↓ picks another',
    ),
    "help_results": (
        "Доп. баллы и штраф 8.5: место, баллы (или пункт 8.5), причина, Enter. "
        "Протест (8.9): в строке «Протест» — место подавшего, К (команда красных) или Ч "
        "(чёрных), время подачи чч:мм (пусто — сейчас), текст, Enter. Решение главного "
        "судьи: в «Записях» выберите протест (↑↓) и нажмите Enter. Согласие на 0,6–0,7 "
        "победителю (8.4.3) — F6, проверка записи главным судьёй — F9.",
        "Extra points and an 8.5 penalty: seat, points (or the 8.5 point), reason, Enter. "
        "A protest (8.9): on the Protest row, the filer's seat, R (the red team) or B "
        "(black), the time filed hh:mm (empty: now), the text, Enter. The head judge's "
        "decision: pick the protest in Entries (↑↓) and press Enter. Consent to 0.6-0.7 for "
        "a winner (8.4.3): F6; the head judge's check of the record: F9.",
    ),
    "decide_title": (
        "Решение главного судьи по протесту {n} (8.9.2)",
        "The head judge's decision on protest {n} (8.9.2)",
    ),
    "decide_accepted": ("протест принят", "the protest is accepted"),
    "decide_rejected": ("протест отклонён", "the protest is rejected"),
    "decide_result": ("итог изменён: {result}", "the result is changed: {result}"),
    "decide_name_next": (
        "Впишите имя главного судьи и нажмите Enter — решение будет записано",
        "Type the head judge's name and press Enter: the decision is then recorded",
    ),
    "decide_reason": ("Пояснение (9.10)", "Explanation (9.10)"),
    "decide_pick": ("Выберите решение: цифра 1–5", "Pick the decision: a digit 1-5"),
    "head_judge_name": ("Главный судья", "Head judge"),
    "consent_title": (
        "Согласие главного судьи (8.4.3) — места: {seats}. Имя, Enter",
        "The head judge's consent (8.4.3), seats: {seats}. Name, Enter",
    ),
    "sign_title": (
        "Запись игры проверена главным судьёй. Имя, Enter",
        "The game's record is checked by the head judge. Name, Enter",
    ),
    "void_title": ("Аннулировать игру?", "Void the game?"),
    "void_what": (
        "Игра останется на диске и в списке игр, с отметкой, и не будет учитываться нигде: "
        "ни в таблице турнира (баллы, игры, K, Ci, «до игры N», финалисты), ни в выгрузке, "
        "ни в публикации. Отметку можно снять той же клавишей. Причина и имя главного "
        "судьи, Enter; Esc — ничего не менять",
        "The game stays on disk and in the games list, marked, and counts nowhere: not in the "
        "tournament table (points, games, K, Ci, the table before a game, the finalists), "
        "the export or publishing. The same key lifts the mark. The reason and the head "
        "judge's name, Enter; Esc changes nothing",
    ),
    "void_reason": ("Причина", "Reason"),
    "desk_stand_in": ("(вместо игрока {absent})", "(in place of {absent})"),
    "seat_stand_in": ("{nick} (вместо игрока {absent})", "{nick} (in place of {absent})"),
    "seat_stand_in_short": ("{nick} (вместо {absent})", "{nick} (for {absent})"),
    "tr_stand_in": (" * вместо игрока {absent}", " * in place of {absent}"),
    "warn_stand_in": (
        "⇄ замена: место {seat} — {nick} вместо игрока {absent}",
        "⇄ stand-in: seat {seat}, {nick} in place of {absent}",
    ),
    "unvoid_title": ("Вернуть игру в зачёт?", "Count the game again?"),
    "unvoid_what": (
        "Игра аннулирована главным судьёй ({name}, {at}): «{reason}». В зачёте она снова "
        "будет учитываться везде: таблица турнира, выгрузка, публикация",
        'The game is voided by the head judge ({name}, {at}): "{reason}". Counted again, it '
        "counts everywhere: the tournament table, the export, publishing",
    ),
    "unvoid_keys": (
        "Enter — вернуть в зачёт, Esc — оставить аннулированной",
        "Enter counts it again, Esc keeps it voided",
    ),
    "void_cancelled": ("Ничего не изменено", "Nothing is changed"),
    "end_voided": (
        "АННУЛИРОВАНА ({name}): «{reason}» — не учитывается нигде; F3 — вернуть в зачёт",
        'VOIDED ({name}): "{reason}": counts nowhere; F3 counts it again',
    ),
    "reveal_on": (
        "Экран игроков: итог и роли показаны (F5 — скрыть)",
        "Players' display: result and roles shown (F5 hides them)",
    ),
    "reveal_off": (
        "Экран игроков: итог и роли скрыты",
        "Players' display: result and roles hidden",
    ),
    "reveal_not_over": (
        "Игра ещё идёт: экран игроков роли не покажет",
        "The game is still on: the players' display shows no roles",
    ),
    "pdf_working": ("Готовлю протокол…", "Making the protocol…"),
    "queue_not_finished": (
        "На mafiaratings ставятся только оконченные игры",
        "Only a finished game can be queued for mafiaratings",
    ),
    "pdf_done": ("Протокол: {path}", "Protocol: {path}"),
    "pdf_done_changed": (
        "Протокол: {path} — сделан до последних изменений, F4 ещё раз",
        "Protocol: {path}: made before the last changes, press F4 again",
    ),
    "pdf_failed": ("Протокол не создан: {error}", "Protocol not made: {error}"),
    "mr_done": (
        "mafiaratings: {path} · не вошло: {left}",
        "mafiaratings: {path} · not in it: {left}",
    ),
    "mr_done_all": ("mafiaratings: {path}", "mafiaratings: {path}"),
    "mr_refused": ("mafiaratings: не выгружено — {why}", "mafiaratings: not exported: {why}"),
    "mr_failed": (
        "mafiaratings: файл не записан: {error}",
        "mafiaratings: file not written: {error}",
    ),
    "saved": ("Сохранено", "Saved"),
    # games list
    "list_title": ("Игры", "Games"),
    "col_tournament": ("Турнир", "Tournament"),
    "col_stage": ("Стадия", "Stage"),
    "col_table": ("Стол", "Table"),
    "col_game": ("Игра", "Game"),
    "col_date": ("Дата", "Date"),
    "col_judge": ("Судья", "Judge"),
    "col_result": ("Итог", "Result"),
    "col_checked": ("ГС", "HJ"),
    "list_unchecked": ("нет", "no"),
    "col_hub": ("mafiaratings", "mafiaratings"),
    "hub_mark_queued": ("в очереди", "queued"),
    "hub_mark_sending": ("отправка…", "sending…"),
    "hub_mark_unknown": ("неизвестно", "unknown"),
    "hub_mark_sent": ("✓ на сайте", "✓ online"),
    "hub_mark_changed": ("изменена", "changed"),
    "hub_mark_refused": ("отказ", "refused"),
    "hub_mark_failed": ("не ушла", "not sent"),
    "hub_mark_deleted": ("удалена", "deleted"),
    "hub_mark_void": ("аннулир.", "voided"),
    "hub_mark_void_on_server": ("удалить?", "delete?"),
    "hub_mark_deleting": ("к удалению", "to delete"),
    "hub_mark_server_changed": ("изменена там", "changed there"),
    "hub_mark_server_players": ("др. игроки?", "other players?"),
    "hub_mark_server_gone": ("удалена там", "gone there"),
    "hub_mark_consented": ("по решению", "as decided"),
    "hub_mark_resend": ("отпр. снова", "send again"),
    "queue_no_tournament": (
        "У этой игры нет турнира — ставьте игры по одной (U).",
        "This game belongs to no tournament — queue games one by one (U).",
    ),
    "in_progress": ("идёт", "in progress"),
    "archived": ("архив", "archived"),
    "list_void": ("аннулирована", "voided"),
    "list_stand_in": ("замена", "stand-in"),
    "list_note_void": (
        "Игра аннулирована главным судьёй: «{reason}». Она не учитывается нигде: таблица "
        "турнира, выгрузка, публикация",
        'The game is voided by the head judge: "{reason}". It counts nowhere: the tournament '
        "table, export, publishing",
    ),
    "list_note_seat": (
        "место {seat} — {nick} вместо игрока {absent}",
        "seat {seat}: {nick} in place of {absent}",
    ),
    "list_note_stand_ins": ("Замена: {seats}", "Stand-in: {seats}"),
    "list_archive_note": (
        "Архив — игры, скрытые из списка. Архивная игра идёт в зачёт турнира, как любая; "
        "не учитывается нигде только аннулированная (итоги игры: F3)",
        "The archive: games hidden from the list. An archived game counts in its tournament "
        "as any other; only a voided game counts nowhere (the game's results: F3)",
    ),
    "import_prompt": ("Путь к файлу игры или папке", "Path to a game file or folder"),
    "import_result": (
        "Импорт: новых {imported}, продолженных {updated}, повторов {duplicate}, конфликтов {conflict}, открытых {locked}, ошибок {invalid}",
        "Import: {imported} new, {updated} continued, {duplicate} duplicates, {conflict} conflicts, {locked} open, {invalid} invalid",
    ),
    "import_tournament": (
        "{file}: описание турнира «{name}», не игра — пропущено; его участники, жребии и "
        "правила учитывает только таблица по этой папке (mafia-tui standings ПАПКА)",
        "{file}: the definition of the tournament '{name}', not a game — skipped; its "
        "participants, lots and rules count only in the table of that folder "
        "(mafia-tui standings FOLDER)",
    ),
    "import_notes": (
        "замечаний к переносу игр других программ: {count} (подробно — mafia-tui import ФАЙЛ)",
        "notes on games converted from other tools: {count} (in full: mafia-tui import FILE)",
    ),
    "import_conflict": (
        "другая версия этой игры уже есть — не заменена",
        "another version of this game is stored — not replaced",
    ),
    "import_locked": (
        "эта игра открыта в окне программы — закройте её и повторите",
        "this game is open in a window of the app — close it and try again",
    ),
    # tournament table
    "more_right": ("ещё столбцы → {columns} (клавиша →)", "more columns → {columns} (key →)"),
    "more_left": ("← ещё столбцы: {columns} (клавиша ←)", "← more columns: {columns} (key ←)"),
    "st_legend": (
        "К Ч Ш Д — победы по ролям · ПУ — убит в первую ночь · Осн. — 1 за победу, в тяжёлой "
        "игре × K (8.7) · Ci — компенсация (8.6) · ЛХ — лучший ход (8.3), входит в Доп. · "
        "Доп. — ЛХ + судья (8.4) − штрафы (8.5, 8.2.4) · Фолы — все фолы за игры · Дискв. — "
        "дисквалификации (6.7, 6.8; не удаление за фолы) · 4–10 — нужен жребий (8.8.5)",
        "Civ Maf Sher Don — wins by role · FN — killed on the first night · Main — 1 a win, "
        "× K in a heavy game (8.7) · Ci — compensation (8.6) · BM — best move (8.3), part of "
        "Extra · Extra — BM + judge (8.4) − penalties (8.5, 8.2.4) · Fouls — all fouls in the "
        "games · DQ — disqualifications (6.7, 6.8; not a removal by fouls) · 4–10 — a lot is "
        "needed (8.8.5)",
    ),
    "st_rounding": (
        "Итого = Осн. + Ci + Доп., как напечатаны: каждая графа округлена до 0,01 (0,005 — "
        "вверх) отдельно. Места — по точным суммам (8.8, 8.8.1–8.8.4).",
        "Total = Main + Ci + Extra as printed: each column rounded half up to 0.01 on its "
        "own. Places follow the exact sums (8.8, 8.8.1-8.8.4).",
    ),
    "st_legend_f1": (
        "Обозначения столбцов и округление — F1",
        "What the columns mean and how they are rounded: F1",
    ),
    "st_notes_f1": ("Примечания (F1): {what}", "Notes (F1): {what}"),
    "st_topic_unsigned": (
        "не проверено {unsigned} из {total}",
        "{unsigned} of {total} unchecked",
    ),
    "st_topic_voided": ("аннулировано: {voided}", "voided: {voided}"),
    "st_topic_repeat": ("игра сыграна дважды", "a game played twice"),
    "st_topic_stand_in": ("замены", "stand-ins"),
    "st_topic_unfinished": ("незавершённые игры", "unfinished games"),
    "st_topic_lot": ("жребий", "lots"),
    "st_topic_order": ("места по точным суммам", "places by exact sums"),
    "st_topic_k": ("K (8.7)", "K (8.7)"),
    "stats_title": ("Статистика: {nick}", "Statistics: {nick}"),
    "stats_reading": ("Читаю игры…", "Reading the games…"),
    "scoring_pick_title": (
        "Схема подсчёта: Enter — таблица по ней, F3 — записать турниру",
        "Scoring system: Enter shows the table, F3 makes it the tournament's",
    ),
    "scoring_stored": (
        "Турнир «{tournament}» считается по схеме {key}",
        "The tournament '{tournament}' now counts by {key}",
    ),
    "roster_title": ("Игроки", "Players"),
    "ro_nick": ("Ник", "Nickname"),
    "ro_name": ("Имя", "Name"),
    "ro_club": ("Клуб", "Club"),
    "ro_games": ("Игр", "Games"),
    "ro_hint": (
        "В реестре {roster}, всего игроков {players}. P или Enter — статистика игрока.",
        "On the roster: {roster}; players in all: {players}. P or Enter: a player's statistics.",
    ),
    "st_csv_done": ("Турнирная таблица, CSV: {path}", "Tournament table, CSV: {path}"),
    "st_pdf_working": ("Готовлю турнирную таблицу в PDF…", "Making the tournament table PDF…"),
    "st_pdf_done": ("Турнирная таблица, PDF: {path}", "Tournament table, PDF: {path}"),
    "st_pdf_failed": (
        "Турнирная таблица в PDF не создана: {error}",
        "Tournament table PDF not made: {error}",
    ),
    "tr_game": ("Игра", "Game"),
    "tr_stage": ("Стадия", "Stage"),
    "tr_seat": ("№", "#"),
    "tr_role": ("Роль", "Role"),
    "tr_result": ("Итог", "Result"),
    "tr_main": ("Осн.", "Main"),
    "tr_ci": ("Ci", "Ci"),
    "tr_extra": ("Доп.", "Extra"),
    "tr_total": ("Итого", "Total"),
    "tr_sum": ("Сумма", "Sum"),
    "tr_in_table": ("В таблице", "Printed"),
    "tr_won": ("победа", "won"),
    "tr_heavy": (" ×K", " ×K"),
    "trace_game": ("стол {table}, игра {game}", "table {table}, game {game}"),
    # settings
    "settings_title": ("Настройки", "Settings"),
    "f_lang": ("Язык", "Language"),
    "f_profile": ("Правила для новых игр", "Rules for new games"),
    "f_profile_run": (
        "В этом запуске новые игры — по «{rules}» (задано при запуске); здесь — правила по "
        "умолчанию, с ними начнётся следующий запуск",
        "This run's new games play «{rules}» (given at start); this is the default the next "
        "run starts with",
    ),
    "f_auto_start": (
        "Таймер стартует сам на каждом шаге с таймером (речь, минута, проверка)",
        "The timer starts by itself on every timed step (a speech, a last word, a check)",
    ),
    # the seating screen
    "f_rules": ("Правила (набор или код)", "Rules (preset or code)"),
    "slot_title": (
        "Игра № {game} стола {table} уже сыграна",
        "Game {game} of table {table} is already played",
    ),
    "slot_game": ("{id} — {state}; судья {judge}, {date}", "{id}: {state}; judge {judge}, {date}"),
    "slot_result": ("итог: {result}", "result: {result}"),
    "slot_unfinished": ("не закончена", "not finished"),
    "slot_what": (
        "«{tournament}» ({stage}). Сыгранная заново игра того же места рассадки учитывается в "
        "таблице вместе с прежней, пока главный судья не аннулирует одну из них.",
        "«{tournament}» ({stage}). A game played again in the same seating slot counts in the "
        "table beside the earlier one until the head judge voids one of them.",
    ),
    "slot_keys": (
        "1 — открыть сыгранную игру\n"
        "2 — сыграть заново, прежнюю аннулировать (причина и имя главного судьи)\n"
        "3 — сыграть заново, обе игры в зачёт (таблица назовёт повтор)\n"
        "Esc — назад к форме",
        "1 — open the game played\n"
        "2 — play it again, void the earlier game (the head judge's reason and name)\n"
        "3 — play it again, both games count (the table names the repeat)\n"
        "Esc — back to the form",
    ),
    "slot_hint": (
        "Игра № {game} стола {table} уже сыграна ({id}): при начале (F2 или F3) спросим — "
        "открыть её или сыграть заново",
        "Game {game} of table {table} is already played ({id}): starting (F2 or F3) asks "
        "whether to open it or play it again",
    ),
    "slot_back": (
        "Игра не начата: это место рассадки уже сыграно (проверьте тур и стол)",
        "Not started: this seating slot is already played (check the round and the table)",
    ),
    "slot_reason": (
        "Переиграна: игра № {game} стола {table} сыграна заново",
        "Replayed: game {game} of table {table} played again",
    ),
    "slot_void_title": ("Аннулировать прежнюю игру: {ids}?", "Void the earlier game: {ids}?"),
    "slot_void_what": (
        "Она останется на диске и в списке игр, с отметкой, и не будет учитываться нигде: ни в "
        "таблице турнира, ни в выгрузке, ни в публикации; потом начнётся новая игра. Снять "
        "отметку — F3 в итогах той игры. Причина и имя главного судьи, Enter; Esc — назад к "
        "форме, ничего не меняя",
        "It stays on disk and in the games list, marked, and counts nowhere: not in the "
        "tournament table, the export or publishing; then the new game starts. To lift the "
        "mark: F3 on that game's results. The reason and the head judge's name, Enter; Esc: "
        "back to the form, nothing changed",
    ),
    "slot_voided": ("Аннулирована: {ids} — «{reason}»", "Voided: {ids} — «{reason}»"),
    "rules_neither": (
        "Правила «{text}»: нет такого набора (mafia-tui rules) и это не код правил mafiaratings",
        "Rules '{text}': no such preset (mafia-tui rules) and not a mafiaratings rules code",
    ),
    "seat_title": ("Рассадка турнира", "The tournament's seating"),
    "seat_tournament": ("Турнир", "Tournament"),
    "seat_names": (
        "Участники через запятую (пусто — из файла турнира)",
        "Participants, comma-separated (empty: the tournament file's)",
    ),
    "seat_scoring": (
        "Схема подсчёта (пусто — раздел 8; список: mafia-tui scoring)",
        "Scoring system (empty: section 8; the list: mafia-tui scoring)",
    ),
    "seat_judges": (
        "Судьи столов: стол 1, стол 2, … через запятую (пусто — из файла турнира)",
        "Judges of table 1, 2, … comma-separated (empty: the tournament file's)",
    ),
    "seat_apart": (
        "Не вместе: Ник+Ник (клуб, семья), Судья+Ник (судью — не к игроку)",
        "Kept apart: Nick+Nick (club, family), Judge+Nick (not his judge)",
    ),
    "seat_fixed": (
        "Закреплённые места: Ник:тур:стол или Ник:тур:стол:место, через запятую",
        "Fixed places: Nick:round:table or Nick:round:table:seat, comma-separated",
    ),
    "seat_tables": ("Столов в туре", "Tables a round"),
    "seat_games": ("Игр у каждого", "Games each"),
    "seat_seed": ("Зерно рассадки", "Seed"),
    "seat_hint": (
        "То же зерно — та же рассадка. Сохранённую в турнир рассадку форма новой игры "
        "заполняет по F4 («тур, стол»).",
        "The same seed gives the same seating. The new-game form fills from a stored "
        "seating with F4 ('round, table').",
    ),
    "seat_working": (
        "Составляю рассадку… F5 — остановить и взять лучшую найденную",
        "Making the seating… F5 stops it and keeps the best found",
    ),
    "seat_progress": (
        "Составляю: {done} % · лучшая пока: встречи {low}–{high}, дисперсия {variance}{breaks}"
        " · F5 — остановить и взять её",
        "Making: {done} % · best so far: meetings {low}–{high}, variance {variance}{breaks}"
        " · F5 stops and keeps it",
    ),
    "seat_progress_breaks": (", условий не выполнено: {count}", ", constraints broken: {count}"),
    "seat_done": ("Рассадка готова ({seconds} с)", "The seating is ready ({seconds} s)"),
    "seat_stopped": (
        "Остановлено по F5: показана лучшая найденная рассадка ({seconds} с)",
        "Stopped by F5: the best seating found is shown ({seconds} s)",
    ),
    "seat_busy": (
        "Рассадка ещё составляется: дождитесь её или остановите (F5)",
        "The seating is still being made: wait for it, or stop it (F5)",
    ),
    "seat_not_making": ("Рассадка сейчас не составляется", "No seating is being made now"),
    "seat_need_names": (
        "Нужны участники: впишите ники через запятую или выберите турнир с участниками",
        "Participants are needed: type the nicknames or pick a tournament that has them",
    ),
    "seat_bad_number": ("«{field}»: нужно целое число", "'{field}': a whole number is needed"),
    "seat_make_first": ("Сначала составьте рассадку (F2)", "Make the seating first (F2)"),
    "seat_form_changed": (
        "Поля изменены после того, как рассадка составлена: составьте её заново (F2)",
        "The fields changed after the seating was made: make it again (F2)",
    ),
    "seat_name_first": ("Впишите название турнира", "Type the tournament's name"),
    "seat_round": ("Тур {round}", "Round {round}"),
    "seat_table": ("  стол {table}: {names}", "  table {table}: {names}"),
    "seat_table_judge": (
        "  стол {table} (судья {judge}): {names}",
        "  table {table} (judge {judge}): {names}",
    ),
    "seat_stored": ("Рассадка сохранена в турнир: {path}", "The seating is stored: {path}"),
    "seat_replace": (
        "В турнире «{tournament}» уже сохранена другая рассадка (туров: {rounds}) — по ней, "
        "возможно, уже играют. Заменить её этой — F3 ещё раз",
        "The tournament '{tournament}' already holds another seating ({rounds} rounds), which "
        "games may already follow. Press F3 again to replace it with this one",
    ),
    "seat_pdf_done": ("PDF рассадки: {path}", "The seating's PDF: {path}"),
    "seat_pdf_failed": ("PDF рассадки не сделан: {error}", "The seating's PDF failed: {error}"),
    "screen_unknown_key": (
        "«{key}» — не команда этого экрана (справка — F1)",
        "'{key}' is not a command here (help: F1)",
    ),
}


UI = Catalog("ui", S)


class Tr:
    """The screens' face of the text catalogue: :data:`UI` bound to one language."""

    def __init__(self, lang: str) -> None:
        self.lang = pick_lang(lang)

    def __call__(self, key: str, /, **params: Any) -> str:
        return UI.text(key, self.lang, **params)

    def num(self, value: Decimal | Fraction | float | int, digits: int = 2) -> str:
        """A number for people, the same on every screen: at most ``digits`` decimals, no
        trailing zeros, a decimal comma in Russian ("1,7", "-0,25", "2")."""
        if isinstance(value, Fraction):
            d = Decimal(value.numerator) / Decimal(value.denominator)
        else:
            d = Decimal(str(value))
        text = f"{d.quantize(Decimal(1).scaleb(-digits), ROUND_HALF_UP):f}"
        if "." in text:
            text = text.rstrip("0").rstrip(".")
        if text in ("-0", ""):
            text = "0"
        return text.replace(".", ",") if self.lang == "ru" else text

    def word(self, form: str, value: object) -> str:
        """A result, team or role word in ``form`` (:mod:`~mafia_tui.rules.team_texts`)."""
        return word(form, value, self.lang)

    def role_letter(self, role: Any) -> str:
        """К/Ч/Ш/Д in Russian, C/M/S/D in English."""
        return word("letter", role, self.lang)

    def result(self, result: str | None) -> str:
        """ "красные" / "black" / "ничья"; "" while the game goes on."""
        return word("side", result, self.lang) if result else ""

    def stage(self, stage: str) -> str:
        """ "Отборочный" / "Semi-final": a stage's name as a screen shows it."""
        text = STAGE.text(stage, self.lang) if stage in STAGE else stage
        return text[:1].upper() + text[1:]
