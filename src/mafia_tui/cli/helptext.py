"""The command line's help in the judge's language (``--help`` in Russian or English), with
examples, and argparse's own words (usage, errors) in Russian too."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from ..i18n import Catalog

TEXTS: dict[str, dict[str, str]] = {
    "ru": {
        "description": "Судейство спортивной мафии по правилам ФИИМ: таймер речей, правила с "
        "подсказками, протокол игры. Без команды открывается экран судьи.",
        "commands": "команды",
        "data_dir": "папка с играми (по умолчанию: $MAFIA_TUI_DATA_DIR, иначе папка данных "
        "пользователя)",
        "lang": "язык: ru или en (по умолчанию — язык системы)",
        "continue": "сразу вернуться в незавершённую игру (например, после сбоя)",
        "version": "показать версию и выйти",
        "help": "показать эту справку и выйти",
        "replay": "показать игру из файла: ход игры, итог, баллы",
        "replay_json": "вывести то же одним объектом JSON (для программ)",
        "export": "официальный протокол игры в PDF (раздел 9)",
        "export_pdf": "куда записать протокол (одна игра)",
        "import": 'перенести игры в папку данных: файлы и папки наших игр, документы mafiaratings (одна игра, список, {"games": [...]})',
        "import_paths": "файлы или папки",
        "import_tournament_opt": "название турнира для игр, в которых он не указан (по умолчанию mafiaratings-НОМЕР)",
        "import_roster_opt": "добавить игроков перенесённых игр в реестр, с их id (mafiaratings, Polemica); id, уже известные реестру, не меняются",
        "import_examples": 'примеры:\n  mafia-tui import игры-со-стола-2/\n  mafia-tui import mr-игры.json --tournament "Кубок города"',
        "seating": "рассадка турнира: туры × столы × места, места и встречи поровну; или оценка готовой",
        "seating_players": "число игроков",
        "seating_tables": "столов в туре (последний тур может быть неполным)",
        "seating_games": "игр у каждого игрока",
        "seating_seed": "зерно: то же зерно — та же рассадка (по умолчанию 0)",
        "seating_iterations": "сколько обменов пробовать, 0–1000000000 (0 — по размеру турнира)",
        "seating_format": "формат файла: dimtom (JSON DimTom, его импортирует mafiaratings) или mafiaratings",
        "seating_output": "куда записать рассадку (без него — только оценка на экран)",
        "seating_score": "оценить файл рассадки DimTom или mafiaratings",
        "seating_tournament": "сохранить рассадку в файл турнира (файл, папка или турнир в папке данных); игроки — его участники",
        "seating_replace": "с --tournament: заменить другую рассадку, уже сохранённую в файле турнира (без него — отказ)",
        "seating_pdf": "PDF рассадки: лист на тур (стол, место → ник, судья стола) и «где я сижу» для игроков; с --tournament без --tables/--games — по сохранённой рассадке",
        "seating_names": "файл с никами участников, по одному в строке (когда в файле турнира их нет)",
        "seating_judge": "судья стола: первый --judge — стол 1, второй — стол 2…",
        "seating_apart": "пара, которой не сидеть за одним столом (один клуб, семья): "
        "«Ник+Ник» или номера «3+7»; «Судья+Ник» — судье (из --judge) не судить игрока; можно "
        "несколько раз; что не соблюсти, то отказ с этими парами",
        "seating_fix_mv": "НИК:ТУР:СТОЛ[:МЕСТО]",
        "seating_fix": "закрепить место: игрок в этом туре за этим столом (и на этом месте); "
        "можно несколько раз",
        "seating_stand_in": "игра замены идёт в зачёт: stand_in — заменяющему, nobody — никому",
        "seating_examples": "примеры:\n  mafia-tui seating --players 20 --tables 2 --games 10 -o рассадка.json\n  mafia-tui seating --score рассадка.json\n  mafia-tui seating --tables 2 --games 10 --tournament Кубок --names ники.txt --judge Иванов --judge Петров",
        "roster": "список игроков клуба или турнира: показать, добавить, переименовать, загрузить из CSV/JSON, выгрузить",
        "roster_action": "list — показать; add НИК — добавить; rename СТАРЫЙ НОВЫЙ — переименовать (старый ник остаётся псевдонимом); import ФАЙЛ — загрузить CSV или JSON; export ФАЙЛ — выгрузить",
        "roster_args": "ник, файл или два ника — по действию",
        "roster_name": "настоящее имя (для add)",
        "roster_club": "клуб (для add)",
        "roster_platform": "номер игрока на {platform} (для add)",
        "roster_export_format": "формат выгрузки: csv (для Excel) или json (по умолчанию по расширению файла)",
        "roster_tournament": "турнир в папке данных: list и export — его участники; add и import — записать игроков и в участники; rename — переименовать и в его играх и рассадке",
        "roster_examples": 'примеры:\n  mafia-tui roster add Гроза --club «Полночь» --mafiaratings 1234\n  mafia-tui roster import игроки.csv\n  mafia-tui roster export игроки.csv\n  mafia-tui roster import игроки.csv --tournament "Кубок Осени"\n  mafia-tui roster rename Грозa Гроза --tournament "Кубок Осени"',
        "export_source": "файл игры; для --format mafiaratings также папка игр или название турнира в папке данных",
        "export_format": "mafiaratings: документ игры для mafiaratings.com (версия формата 1.3), по файлу на игру",
        "export_output": "куда записать: файл для одной игры (по умолчанию ИД.mafiaratings.json), папка для нескольких (по умолчанию mafiaratings-НАЗВАНИЕ)",
        "export_ids": "JSON-файл: объект «ник → номер игрока на mafiaratings» (ники без номера выгружаются без id)",
        "blank": "пустой бланк протокола, чтобы заполнить от руки",
        "blank_pdf": "куда записать бланк",
        "standings": "турнирная таблица (раздел 8): на экран, в PDF, в CSV для Excel, "
        "поигровая расшифровка",
        "source": "название турнира в папке данных, файл турнира или папка с файлами игр",
        "csv": "таблица в CSV для Excel",
        "pdf": "таблица в PDF",
        "trace_csv": "поигровая расшифровка (что дала каждая игра) в CSV",
        "trace_pdf": "поигровая расшифровка в PDF",
        "csv_style": "вид CSV: excel-ru — «;» и десятичная запятая, UTF-8 с BOM (по умолчанию "
        "при русском языке); excel — «,» и «.», с BOM; plain — «,» и «.» без BOM, "
        "для программ",
        "json": "вывести таблицу одним объектом JSON (с расшифровкой по играм)",
        "unsigned": "только список игр, которые главный судья ещё не проверил (или проверку "
        "которых сделало устаревшей изменение записи)",
        "rules": "наборы правил, настройки набора и код правил mafiaratings (туда и обратно)",
        "rules_name": "набор правил: показать его настройки",
        "new_preset": "новые игры этого запуска — по набору правил NAME (mafia-tui rules)",
        "new_rules": "новые игры этого запуска — по коду правил mafiaratings CODE",
        "rules_code_arg": "код правил mafiaratings: какие правила он задаёт",
        "scoring": "схемы подсчёта: раздел 8 (по умолчанию), все схемы из репозитория mafiaratings, импортированные; одна — с объяснением каждого правила",
        "scoring_mv": "ИМЯ|ФАЙЛ",
        "scoring_name": "схема: fiim, ключ (19v7), номер (19 — последняя версия), название (ФИИМ, «ФИИМ v3») или файл JSON",
        "scoring_import": "перенести схемы из файла JSON mafiaratings в папку данных: сам документ схемы или ответ api/get/scorings.php",
        "scoring_json": "вывести одним объектом JSON",
        "scoring_opt": "посчитать таблицу по другой схеме подсчёта: имя из mafia-tui scoring или файл JSON mafiaratings (с поигровой расшифровкой)",
        "scoring_examples": 'примеры:\n  mafia-tui scoring\n  mafia-tui scoring ФИИМ\n  mafia-tui scoring --import моя-схема.json\n  mafia-tui standings "Кубок города" --scoring 19v7 --json',
        "stats": "статистика игроков по всем турнирам папки данных: роли, победы, баллы за игру, лучшие ходы, фолы, проверки, голоса",
        "stats_nick": "ник игрока: его статистика по всем турнирам",
        "stats_tournament": "только игры этого турнира (без ника — таблица всех его игроков)",
        "stats_json": "вывести одним объектом JSON",
        "stats_csv": "записать таблицу в CSV для Excel",
        "stats_examples": 'примеры:\n  mafia-tui stats Гроза\n  mafia-tui stats --tournament "Кубок города"\n  mafia-tui stats --tournament "Кубок города" --csv статистика.csv',
        "rules_examples": "примеры:\n  mafia-tui rules\n  mafia-tui rules AML\n  mafia-tui rules --code 0432000001110",
        "before": "таблица до игры N (N-й тур турнира по порядку игры, через все этапы)",
        "finalists": "назвать K лучших (по умолчанию 10) — в финал; ничья на границе — жребий",
        "stage": "ЭТАП",
        "hide_from": "скрыть таблицу с этапа (qualifying, semifinal, final) от экрана и "
        "распечаток, пока главный судья её не откроет",
        "open_stage": "открыть скрытую таблицу всем",
        "reveal": "показать главному судье и скрытый этап (только на его экране)",
        "file": "ФАЙЛ",
        "out": "ФАЙЛ",
        "examples": """примеры:
  mafia-tui                              экран судьи
  mafia-tui --continue                   вернуться в незавершённую игру
  mafia-tui export игра.json --pdf протокол.pdf
  mafia-tui blank --pdf бланк.pdf
  mafia-tui standings "Кубок города" --pdf таблица.pdf --csv таблица.csv
  mafia-tui standings папка-турнира --trace-pdf расшифровка.pdf
  mafia-tui replay игра.json | less
  mafia-tui publish --list                очередь публикации на mafiaratings""",
        "replay_examples": "пример:\n  mafia-tui replay игра.json --json > итог.json",
        "export_examples": 'примеры:\n  mafia-tui export игра.json --pdf протокол.pdf\n  mafia-tui export игра.json --format mafiaratings -o игра-mr.json\n  mafia-tui export "Кубок города" --format mafiaratings --ids игроки.json -o кубок-mr',
        "blank_examples": "пример:\n  mafia-tui blank --pdf бланк.pdf",
        "results": "итоги игры из папки данных: доп. баллы, штрафы, протесты, согласие и "
        "проверка главного судьи, проверка записи; одна запись за вызов",
        "game": "ИГРА",
        "game_help": "номер (id) игры в папке данных",
        "r_extra": "доп. баллы от судьи (8.4): МЕСТО БАЛЛЫ ПРИЧИНА",
        "r_fix_extra": "исправить запись доп. баллов N: N МЕСТО БАЛЛЫ ПРИЧИНА",
        "r_penalty": "штраф 8.5.x: МЕСТО ПУНКТ ПРИЧИНА",
        "r_remove": "удалить запись: extra|penalty|protest N",
        "r_protest": "протест (8.9): КТО (место, К или Ч) ТЕКСТ",
        "r_at": "время подачи протеста, чч:мм (по умолчанию — сейчас)",
        "r_decide": "решение по протесту N: N РЕШЕНИЕ ПОЯСНЕНИЕ; решение — 1 принят, 2 отклонён, 3 красные, 4 чёрные, 5 ничья (цифра или слово)",
        "r_by": "кто решил или аннулировал игру (главный судья)",
        "r_consent": "согласие главного судьи на 0,6–0,7 (8.4.3): ИМЯ",
        "r_sign": "запись проверена главным судьёй: ИМЯ",
        "r_comments": "пояснения судьи для оборота протокола (9.10): ТЕКСТ",
        "r_void": "аннулировать игру: ПРИЧИНА (с --by ИМЯ главного судьи; без --by — имя, "
        "записанное на итогах игры); игра остаётся в списке и не учитывается нигде — таблица "
        "турнира, выгрузка, публикация",
        "r_unvoid": "снять отметку об аннулировании: игра снова идёт в зачёт",
        "results_examples": """примеры:
  mafia-tui results 3f2a… --extra 5 0,3 "Лидер игры"
  mafia-tui results 3f2a… --protest 7 "Не согласен с фолом" --at 21:40
  mafia-tui results 3f2a… --decide 1 rejected "Фол дан верно" --by Сидоров
  mafia-tui results 3f2a… --sign Сидоров
  mafia-tui results 3f2a… --void "Сыграна не по рассадке" --by Сидоров""",
        "display": "экран для игроков: таймер крупными цифрами, места, фолы, выставленные, "
        "голосование; ролей и ночных действий не показывает; только читает",
        "game_id": "следить за этой игрой (по умолчанию — за той, что судья открыл последней)",
        "display_examples": """пример (второе окно терминала, на весь экран второго монитора):
  mafia-tui display --data-dir ~/Кубок""",
        "publish": "публикация оконченных игр на сервер mafiaratings: поставить игру в "
        "очередь, отправить очередь (каждая игра попадает на сервер один раз и в нынешнем виде: "
        "изменённая после отправки уходит изменением той же игры), показать очередь; без "
        "заданного сервера ничего не отправляется. Код выхода 2, если что-то не отправлено",
        "p_list": "показать очередь: что в ней и что стало с каждой игрой",
        "p_json": "вывести одним объектом JSON (для программ)",
        "p_queue": "поставить в очередь оконченную игру (номер игры или её файл в папке данных)",
        "p_queue_tournament": "поставить в очередь все оконченные игры турнира (его название, "
        "как в standings); аннулированные не ставятся",
        "p_delete": "удалить с сервера аннулированную игру, которая туда уже ушла (отправит "
        "следующий publish)",
        "p_overwrite": "ответ на вопрос publish об игре: отправить вашу поверх игры сервера, "
        "которую изменил кто-то другой (или которая та же игра с переименованным игроком)",
        "p_send_anyway": "ответ на вопрос publish об игре: на её месте на сервере другая игра "
        "(или её там удалили) — отправить вашу отдельной игрой",
        "p_server": "запомнить адрес сервера (https://…; http — только localhost)",
        "p_user": "запомнить логин (имя или e-mail на сервере); пароль не хранится: "
        "$MAFIA_TUI_HUB_PASSWORD или вопрос при отправке",
        "p_event": "номер события (eventId) на mafiaratings — без него сервер игру не "
        "сохранит; с --queue — для этой игры, без него — запомнить для следующих",
        "p_club": "номер клуба (clubId) на mafiaratings (так же)",
        "p_tournament": "номер турнира (tournamentId) на mafiaratings (так же)",
        "p_moderator": "номер судьи (moderator.id) на mafiaratings (так же)",
        "publish_examples": """примеры:
  mafia-tui publish --server https://mafiaratings.com --user Петров   один раз
  mafia-tui publish --event 1234 --club 1 --moderator 25   для турнира
  mafia-tui publish --queue 3f2a…                 в очередь (или U в списке игр)
  mafia-tui publish --queue-tournament "Кубок города"   весь турнир (или T в списке игр)
  MAFIA_TUI_HUB_PASSWORD=… mafia-tui publish     отправить очередь (или O в списке игр)
  mafia-tui publish --list
  mafia-tui publish --overwrite 3f2a…             ответ на вопрос publish: отправить вашу""",
        "standings_examples": """примеры:
  mafia-tui standings "Кубок города"            турнир из папки данных
  mafia-tui standings папка-турнира --pdf таблица.pdf --trace-pdf расшифровка.pdf
  mafia-tui standings "Кубок города" --csv таблица.csv --csv-style plain""",
    },
    "en": {
        "description": "Judging sports mafia under FIIM rules: the speech timer, the rules with "
        "warnings, the game protocol. With no command it opens the judge's "
        "screen.",
        "commands": "commands",
        "data_dir": "the folder of games (default: $MAFIA_TUI_DATA_DIR, else the user's data "
        "folder)",
        "lang": "language: ru or en (default: the system's)",
        "continue": "go straight back to the unfinished game (e.g. after a crash)",
        "version": "show the version and exit",
        "help": "show this help and exit",
        "replay": "show a game from its file: what happened, the result, the points",
        "replay_json": "the same as one JSON object (for programs)",
        "export": "the official game protocol as a PDF (section 9)",
        "export_pdf": "where to write the protocol (one game)",
        "import": 'bring games into the data dir: our game files and folders, mafiaratings documents (one game, a list, {"games": [...]})',
        "import_paths": "files or folders",
        "import_tournament_opt": "the tournament name for games that name none (default mafiaratings-ID)",
        "import_roster_opt": "put the imported games' players on the roster with their ids (mafiaratings, Polemica); ids the roster has stay as they are",
        "import_examples": 'examples:\n  mafia-tui import games-from-table-2/\n  mafia-tui import mr-games.json --tournament "City Cup"',
        "seating": "a tournament seating: rounds × tables × seats, seats and meetings balanced; or score one",
        "seating_players": "the number of players",
        "seating_tables": "tables a round (the last round may have fewer)",
        "seating_games": "games each player plays",
        "seating_seed": "the seed: the same seed gives the same seating (default 0)",
        "seating_iterations": "swaps to try, 0–1000000000 (0: from the tournament's size)",
        "seating_format": "file format: dimtom (DimTom's JSON, which mafiaratings imports) or mafiaratings",
        "seating_output": "where to write the seating (without it, only the figures are shown)",
        "seating_score": "score a DimTom or mafiaratings seating file",
        "seating_tournament": "store the seating in the tournament's file (a file, a folder, or a tournament of the data dir); its participants are the players",
        "seating_replace": "with --tournament: replace another seating already stored in the tournament file (without it: refused)",
        "seating_pdf": "the seating PDF: a page a round (table, seat → nickname, the table's judge) and the players' \"where I sit\" sheet; with --tournament and no --tables/--games, of the stored seating",
        "seating_names": "a file of the participants' nicknames, one a line (when the tournament file has none)",
        "seating_judge": "a table's judge: the first --judge is table 1, the second table 2…",
        "seating_apart": "a pair never at one table (one club, a family): 'Nick+Nick' or numbers "
        "'3+7'; 'Judge+Nick': that judge (of --judge) never judges the player; may be repeated; "
        "what cannot be kept is refused naming the pairs",
        "seating_fix_mv": "NICK:ROUND:TABLE[:SEAT]",
        "seating_fix": "fix a place: the player at this table in this round (and in this seat); "
        "may be repeated",
        "seating_stand_in": "a stand-in's game counts: stand_in — for the stand-in, nobody — for nobody",
        "seating_examples": "examples:\n  mafia-tui seating --players 20 --tables 2 --games 10 -o seating.json\n  mafia-tui seating --score seating.json\n  mafia-tui seating --tables 2 --games 10 --tournament Cup --names nicks.txt --judge Ivanov --judge Petrov",
        "roster": "the players of a club or a tournament: list, add, rename, load from CSV/JSON, write out",
        "roster_action": "list — show; add NICK — add; rename OLD NEW — rename (the old nickname stays as an alias); import FILE — load CSV or JSON; export FILE — write out",
        "roster_args": "a nickname, a file or two nicknames, by the action",
        "roster_name": "the real name (for add)",
        "roster_club": "the club (for add)",
        "roster_platform": "the player's id on {platform} (for add)",
        "roster_export_format": "export format: csv (for Excel) or json (default: by the file's extension)",
        "roster_tournament": "a tournament of the data dir: list and export show its participants; add and import enter the players as participants too; rename renames in its games and seating as well",
        "roster_examples": 'examples:\n  mafia-tui roster add Thunder --club Midnight --mafiaratings 1234\n  mafia-tui roster import players.csv\n  mafia-tui roster export players.csv\n  mafia-tui roster import players.csv --tournament "Autumn Cup"\n  mafia-tui roster rename Thundr Thunder --tournament "Autumn Cup"',
        "export_source": "a game file; for --format mafiaratings also a folder of games or a tournament name in the data dir",
        "export_format": "mafiaratings: the game document of mafiaratings.com (format 1.3), one file per game",
        "export_output": "where to write: a file for one game (default ID.mafiaratings.json), a folder for several (default mafiaratings-NAME)",
        "export_ids": "a JSON file: an object of nick to mafiaratings user id (nicks without one go without id)",
        "blank": "an empty protocol form to fill in by hand",
        "blank_pdf": "where to write the form",
        "standings": "the tournament table (section 8): on screen, as PDF, as CSV for Excel, "
        "with a per-game trace",
        "source": "a tournament's name in the data folder, a tournament file, or a folder of "
        "game files",
        "csv": "the table as CSV for Excel",
        "pdf": "the table as PDF",
        "trace_csv": "the per-game trace (what each game gave) as CSV",
        "trace_pdf": "the per-game trace as PDF",
        "csv_style": "CSV style: excel-ru (';', decimal comma, UTF-8 with BOM), excel (',' and "
        "'.', with BOM; the default in English), plain (',' and '.', no BOM, for "
        "programs)",
        "json": "print the table as one JSON object (with the per-game trace)",
        "unsigned": "only list the games the head judge has not checked yet (or whose check a "
        "later change of the record made stale)",
        "rules": "the rules presets, a preset's settings, and the mafiaratings rules code both ways",
        "rules_name": "a rules preset: print its settings",
        "new_preset": "new games of this run play the rules preset NAME (mafia-tui rules)",
        "new_rules": "new games of this run play the mafiaratings rules code CODE",
        "rules_code_arg": "a mafiaratings rules code: the rules it sets",
        "scoring": "scoring systems: section 8 (the default), every definition of the mafiaratings repository, the imported ones; one with each policy explained",
        "scoring_mv": "NAME|FILE",
        "scoring_name": 'a definition: fiim, a key (19v7), an id (19: its latest version), a name (ФИИМ, "ФИИМ v3") or a JSON file',
        "scoring_import": "bring the definitions of a mafiaratings JSON file into the data dir: the definition itself or an api/get/scorings.php answer",
        "scoring_json": "print it as one JSON object",
        "scoring_opt": "count the table under another scoring system: a name from mafia-tui scoring or a mafiaratings JSON file (each game traced)",
        "scoring_examples": 'examples:\n  mafia-tui scoring\n  mafia-tui scoring ФИИМ\n  mafia-tui scoring --import my-scoring.json\n  mafia-tui standings "City Cup" --scoring 19v7 --json',
        "stats": "players' statistics across the data dir's tournaments: roles, wins, points a game, best moves, fouls, checks, votes",
        "stats_nick": "a player's nickname: his statistics across every tournament",
        "stats_tournament": "this tournament's games only (without a nickname: a table of all its players)",
        "stats_json": "print it as one JSON object",
        "stats_csv": "write the table as CSV for Excel",
        "stats_examples": 'examples:\n  mafia-tui stats Thunder\n  mafia-tui stats --tournament "City Cup"\n  mafia-tui stats --tournament "City Cup" --csv stats.csv',
        "rules_examples": "examples:\n  mafia-tui rules\n  mafia-tui rules AML\n  mafia-tui rules --code 0432000001110",
        "before": "the table before game N (the tournament's N-th round in the order of play, "
        "across stages)",
        "finalists": "name the K best (10 by default) for the final; a tie on the cut needs a lot",
        "stage": "STAGE",
        "hide_from": "hide the table from a stage (qualifying, semifinal, final) on from the "
        "screen and printouts until the head judge opens it",
        "open_stage": "open the hidden table to everyone",
        "reveal": "show the head judge the hidden stage too (on his screen only)",
        "file": "FILE",
        "out": "FILE",
        "examples": """examples:
  mafia-tui                              the judge's screen
  mafia-tui --continue                   back to the unfinished game
  mafia-tui export game.json --pdf protocol.pdf
  mafia-tui blank --pdf form.pdf
  mafia-tui standings "City Cup" --pdf table.pdf --csv table.csv
  mafia-tui standings tournament-folder --trace-pdf trace.pdf
  mafia-tui replay game.json | less
  mafia-tui publish --list               the mafiaratings publishing queue""",
        "replay_examples": "example:\n  mafia-tui replay game.json --json > result.json",
        "export_examples": 'examples:\n  mafia-tui export game.json --pdf protocol.pdf\n  mafia-tui export game.json --format mafiaratings -o game-mr.json\n  mafia-tui export "City Cup" --format mafiaratings --ids players.json -o cup-mr',
        "blank_examples": "example:\n  mafia-tui blank --pdf form.pdf",
        "results": "a game's results in the data folder: extra points, penalties, protests, "
        "the head judge's consent and check, the record check; one entry per call",
        "game": "GAME",
        "game_help": "the game's id in the data folder",
        "r_extra": "the judge's extra points (8.4): SEAT POINTS REASON",
        "r_fix_extra": "correct extra entry N: N SEAT POINTS REASON",
        "r_penalty": "a penalty 8.5.x: SEAT RULE REASON",
        "r_remove": "remove an entry: extra|penalty|protest N",
        "r_protest": "a protest (8.9): WHO (a seat, R or B) TEXT",
        "r_at": "when the protest was filed, hh:mm (default: now)",
        "r_decide": "the decision on protest N: N DECISION EXPLANATION; the decision is 1 accepted, 2 rejected, 3 red, 4 black, 5 draw (a digit or the word)",
        "r_by": "who decided, or voided the game (the head judge)",
        "r_consent": "the head judge's consent to 0.6-0.7 (8.4.3): NAME",
        "r_sign": "the record is checked by the head judge: NAME",
        "r_comments": "the judge's comments for the protocol's back (9.10): TEXT",
        "r_void": "void the game: REASON (with --by the head judge's NAME; without it, the name "
        "the results desk remembers); it stays in the list and counts nowhere: the "
        "tournament table, export, publishing",
        "r_unvoid": "lift the void: the game counts again",
        "results_examples": """examples:
  mafia-tui results 3f2a… --extra 5 0.3 "Leader of the game"
  mafia-tui results 3f2a… --protest 7 "The foul was wrong" --at 21:40
  mafia-tui results 3f2a… --decide 1 rejected "The foul stands" --by Sidorov
  mafia-tui results 3f2a… --sign Sidorov
  mafia-tui results 3f2a… --void "Played under the wrong seating" --by Sidorov""",
        "display": "the players' display: the timer in big digits, seats, fouls, nominations, "
        "votes; never roles or night actions; reads only",
        "game_id": "follow this game (default: the one the judge opened last)",
        "display_examples": """example (a second terminal window, full screen on a second monitor):
  mafia-tui display --data-dir ~/Cup""",
        "publish": "publish finished games to a mafiaratings server: queue a game, send the "
        "queue (each game reaches the server once and as it is now: one changed after "
        "sending goes as a change of the same game), show the queue; nothing is sent without "
        "a configured server. Exit code 2 when anything was not sent",
        "p_list": "show the queue: what is in it and what became of each game",
        "p_json": "print it as one JSON object (for programs)",
        "p_queue": "queue a finished game (its id, or its file in the data folder)",
        "p_queue_tournament": "queue every finished game of a tournament (its name, as for "
        "standings); voided games are not queued",
        "p_delete": "delete from the server a voided game that was sent there (the next "
        "publish does it)",
        "p_overwrite": "answer publish's question about a game: send yours over the server's "
        "game someone else changed (or that is the same game with a player renamed)",
        "p_send_anyway": "answer publish's question about a game: the server's game at its "
        "place is another one (or was deleted there) — send yours as a game of its own",
        "p_server": "remember the server's address (https://…; http only for localhost)",
        "p_user": "remember the user name (name or e-mail there); the password is not stored: "
        "$MAFIA_TUI_HUB_PASSWORD or asked when sending",
        "p_event": "the mafiaratings event id (eventId) — without it the server stores nothing; "
        "with --queue for that game, without it remembered for the games queued next",
        "p_club": "the mafiaratings club id (clubId) (likewise)",
        "p_tournament": "the mafiaratings tournament id (tournamentId) (likewise)",
        "p_moderator": "the judge's mafiaratings user id (moderator.id) (likewise)",
        "publish_examples": """examples:
  mafia-tui publish --server https://mafiaratings.com --user Petrov   once
  mafia-tui publish --event 1234 --club 1 --moderator 25   per tournament
  mafia-tui publish --queue 3f2a…                 queue it (or U in the games list)
  mafia-tui publish --queue-tournament "City Cup"   the whole tournament (or T in the list)
  MAFIA_TUI_HUB_PASSWORD=… mafia-tui publish     send the queue (or O in the games list)
  mafia-tui publish --list
  mafia-tui publish --overwrite 3f2a…             your answer to publish's question: yours""",
        "standings_examples": """examples:
  mafia-tui standings "City Cup"                a tournament in the data folder
  mafia-tui standings tournament-folder --pdf table.pdf --trace-pdf trace.pdf
  mafia-tui standings "City Cup" --csv table.csv --csv-style plain""",
    },
}

ARGPARSE_RU = {
    "usage: ": "использование: ",
    "positional arguments": "аргументы",
    "options": "параметры",
    "show this help message and exit": "показать эту справку и выйти",
    "show program's version number and exit": "показать версию и выйти",
    "argument %(argument_name)s: %(message)s": "аргумент %(argument_name)s: %(message)s",
    "unrecognized arguments: %s": "неизвестные аргументы: %s",
    "the following arguments are required: %s": "не хватает обязательных аргументов: %s",
    "expected one argument": "нужно одно значение",
    "invalid choice: %(value)r (choose from %(choices)s)": "недопустимое значение: %(value)r (можно: %(choices)s)",
    "invalid %(type)s value: %(value)r": "недопустимое значение: %(value)r",
    "ambiguous option: %(option)s could match %(matches)s": "неоднозначный параметр: %(option)s — это может быть %(matches)s",
    "unknown parser %(parser_name)r (choices: %(choices)s)": "неизвестная команда %(parser_name)r (есть: %(choices)s)",
    "%(prog)s: error: %(message)s\n": "%(prog)s: ошибка: %(message)s\n",
}
"""argparse's own messages (Python 3.11-3.13 wording) in Russian."""

HELP = Catalog.from_columns("cli", TEXTS["ru"], TEXTS["en"])
"""The help texts by key, in both languages (the tables above are kept one per language, as
each reads best as a whole)."""

MESSAGES = Catalog(
    "cli.messages",
    {
        "unknown_tournament": (
            "Турнира «{name}» нет ни в папке данных ({root}), ни среди файлов и папок.",
            "No tournament '{name}' in the data dir ({root}), and no such file or folder.",
        ),
        "bad_before": (
            "--before {n}: номер игры начинается с 1.",
            "--before {n}: game numbers start at 1.",
        ),
        "bad_stage": (
            "Этапа «{stage}» нет; этапы: {stages}.",
            "No stage '{stage}'; the stages are: {stages}.",
        ),
        "rules_code": ("код правил mafiaratings: {code}", "mafiaratings rules code: {code}"),
        "rules_head": (
            "Правила {name}; * — не так, как в FIIM 2018 (в скобках — как там)",
            "Rules {name}; * marks what differs from FIIM 2018 (its value in brackets)",
        ),
        "rules_no_code": (
            "кода правил mafiaratings нет: «{option}» этих правил код не выражает",
            "no mafiaratings rules code: the code cannot say these rules' '{option}'",
        ),
        "rules_no_code_short": ("(без кода: {option})", "(no code: {option})"),
        "rules_bad_code": (
            "«{code}» — не код правил mafiaratings (13 цифр; старые 12, 14 и 29 — тоже)",
            "'{code}' is not a mafiaratings rules code (13 digits; old 12, 14, 29 too)",
        ),
        "rules_upgraded": (
            "старый код {old} прочитан как {code}",
            "the old code {old} reads as {code}",
        ),
        "rules_neither": (
            "«{text}» — ни набор правил (mafia-tui rules), ни код правил mafiaratings",
            "'{text}' is neither a rules preset (mafia-tui rules) nor a mafiaratings rules code",
        ),
        "rules_unknown": (
            "Набора правил «{name}» нет; есть: {names}",
            "No rules preset '{name}'; there are: {names}",
        ),
        "tournaments_in_dir": (
            "Турниры в папке данных:\n  {names}",
            "Tournaments in the data dir:\n  {names}",
        ),
        "no_tournaments_in_dir": (
            "В папке данных нет ни одной игры с названием турнира.",
            "The data dir holds no game with a tournament name.",
        ),
        "scoring_new": (
            "{key}: {name} — перенесена в папку данных",
            "{key}: {name} — imported into the data dir",
        ),
        "scoring_replaced": (
            "{key}: {name} — заменена новой версией файла",
            "{key}: {name} — replaced by the file's version",
        ),
        "scoring_shipped": (
            "{key}: {name} — уже есть среди схем mafia-tui, ничего не записано",
            "{key}: {name} — already among mafia-tui's definitions, nothing written",
        ),
        "scoring_broken": (
            "{path}: не схема подсчёта ({why}) — пропущена",
            "{path}: not a scoring definition ({why}) — skipped",
        ),
        "scoring_ours": ("mafia-tui", "mafia-tui"),
        "scoring_imported": ("импорт: {path}", "imported: {path}"),
        "scoring_list_head": (
            "Схемы подсчёта (mafia-tui scoring ИМЯ — объяснение; standings --scoring ИМЯ — таблица):",
            "Scoring systems (mafia-tui scoring NAME explains one; standings --scoring NAME counts the table):",
        ),
        "scoring_list_source": (
            "Схемы mafiaratings — из репозитория {repository}, коммит {commit}: {count} схем, {versions} версий.",
            "The mafiaratings definitions come from the repository {repository}, commit {commit}: {count} definitions, {versions} versions.",
        ),
        "scoring_fiim_only": (
            "{option} — только для таблицы раздела 8; по другой схеме — текст или --json.",
            "{option} is for the section-8 table only; under another scoring: text or --json.",
        ),
        "duplicate": ("{label}: повтор, учтён один раз", "{label}: duplicate, counted once"),
        "import_imported": ("{file}: новая игра {game}", "{file}: new game {game}"),
        "import_updated": ("{file}: игра {game} продолжена", "{file}: game {game} further on"),
        "import_duplicate": (
            "{file}: игра {game} уже есть — повтор",
            "{file}: game {game} is already here: duplicate",
        ),
        "import_conflict": (
            "{file}: другая версия игры {game} уже есть — не заменена",
            "{file}: another version of game {game} is stored: not replaced",
        ),
        "import_locked": (
            "{file}: игра {game} открыта в окне программы — не заменена",
            "{file}: game {game} is open in a window: not replaced",
        ),
        "import_invalid": ("{file}: не читается — {why}", "{file}: does not read: {why}"),
        "import_refused": ("{file}: не перенесена — {why}", "{file}: not imported: {why}"),
        "import_tournament": (
            "{file}: описание турнира, не игра — пропущено",
            "{file}: a tournament's definition, not a game: skipped",
        ),
        "import_roster": (
            "Реестр: добавлено игроков {added}, дополнено {updated}",
            "Roster: {added} players added, {updated} completed",
        ),
        "import_total": (
            "Итого: новых {imported}, продолженных {updated}, повторов {duplicate}, не перенесено {bad}",
            "In all: new {imported}, further on {updated}, duplicates {duplicate}, not imported {bad}",
        ),
        "export_needs_target": (
            "Укажите, что выгрузить: --pdf ФАЙЛ (протокол) или --format mafiaratings.",
            "Say what to export: --pdf FILE (the protocol) or --format mafiaratings.",
        ),
        "export_pdf_or_format": (
            "--pdf и --format выгружаются отдельными командами.",
            "--pdf and --format are separate exports: one per command.",
        ),
        "bad_ids_file": (
            '{file}: ожидался JSON-объект {{"ник": номер на mafiaratings}} с целыми номерами больше 0.',
            '{file}: expected a JSON object {{"nick": mafiaratings id}} of whole ids above 0.',
        ),
        "export_written": (
            "{file}: записано (features {features})",
            "{file}: written (features {features})",
        ),
        "export_skipped": ("{label}: пропущена — {why}", "{label}: skipped: {why}"),
        "export_count": (
            "Выгружено игр: {count}, в {folder}",
            "Games exported: {count}, into {folder}",
        ),
        "results_locked": (
            "Игра {game} открыта в другом окне программы: итоги вносятся там",
            "Game {game} is open in another window of the app: enter the results there",
        ),
        "results_not_saved": (
            "НЕ СОХРАНЕНО: {error} — запись не внесена",
            "NOT SAVED: {error}; the entry is not made",
        ),
        "results_head": ("Игра {id} — итог: {result}", "Game {id}: result {result}"),
        "results_accepted": ("протест принят", "accepted"),
        "results_deadline_over": (
            "Срок протеста истёк в {at} (п. 8.9.1)",
            "The protest time ended at {at} (rule 8.9.1)",
        ),
        "results_rejected": ("протест отклонён", "rejected"),
        "results_deadline": (
            "Протест — до {at} (п. 8.9.1)",
            "Protests until {at} (rule 8.9.1)",
        ),
        "results_checked": (
            "Проверено главным судьёй: {name}, {at}",
            "Checked by the head judge: {name}, {at}",
        ),
        "results_not_checked": (
            "Главным судьёй не проверено",
            "Not checked by the head judge",
        ),
        "results_columns": (
            " №  Игрок              Баллы    ЛХ      Судья  Штраф   Доп.  Итого",
            " #  Player            Points    BM      Judge Penal.  Extra  Total",
        ),
        "results_seat": ("место {seat}", "seat {seat}"),
        "results_extras": ("Доп. баллы от судьи (8.4):", "The judge's extra points (8.4):"),
        "results_penalties": ("Штрафы (8.5):", "Penalties (8.5):"),
        "results_protests": ("Протесты (8.9):", "Protests (8.9):"),
        "results_late": ("(позже срока)", "(late)"),
        "results_undecided": ("не рассмотрен", "not decided"),
        "results_consent": (
            "Согласие главного судьи (8.4.3): место {seat} — {points}, {name}, {at}",
            "Head judge's consent (8.4.3): seat {seat}, {points}, {name}, {at}",
        ),
        "results_void": (
            "АННУЛИРОВАНА главным судьёй ({name}, {at}): «{reason}». Игра не учитывается нигде: "
            "таблица турнира, выгрузка, публикация; вернуть в зачёт — --unvoid",
            'VOIDED by the head judge ({name}, {at}): "{reason}". The game counts nowhere: '
            "the tournament table, export, publishing; to count it again: --unvoid",
        ),
        "results_void_by": (
            "Игра аннулируется с именем главного судьи: --void ПРИЧИНА --by ИМЯ (на итогах "
            "игры имя запоминается)",
            "A game is voided with the head judge's name: --void REASON --by NAME (the results "
            "desk remembers the name)",
        ),
        "results_stand_in": (
            "Замена: место {seat} — {nick} вместо игрока {absent}",
            "Stand-in: seat {seat}, {nick} in place of {absent}",
        ),
        "results_problems": ("Проверка записи:", "Record check:"),
        "results_complete": ("Проверка записи: замечаний нет", "Record check: nothing missing"),
        "conflict": (
            "{label}: конфликт с другой версией той же игры, не учтён",
            "{label}: conflicts with another version of the game, left out",
        ),
    },
)
"""What the command line itself says (the verbs' notes on stderr)."""

ARGPARSE = Catalog("cli.argparse", {en: (ru, en) for en, ru in ARGPARSE_RU.items()})
"""argparse's messages, keyed by its own English wording (gettext's way: what argparse asks
for is the key); a message we have no translation for stays in argparse's words."""


def peek_lang(argv: list[str]) -> str | None:
    """The ``--lang`` value of ``argv`` before it is parsed (the help must be in it)."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv) and argv[i + 1] in TEXTS:
            return argv[i + 1]
        if arg.startswith("--lang=") and arg[7:] in TEXTS:
            return arg[7:]
    return None


@contextmanager
def argparse_language(lang: str) -> Iterator[None]:
    """While building and running a parser, argparse speaks ``lang``: its "usage", section
    titles and error messages go through our table (restored afterwards)."""
    if lang != "ru":
        yield
        return
    # argparse's gettext alias ``_`` is private: typeshed leaves it out, hence the ignores.
    original: Callable[[str], str] = argparse._  # type: ignore[attr-defined]

    def translate(message: str) -> str:
        return ARGPARSE.text(message, lang) if message in ARGPARSE else original(message)

    argparse._ = translate  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = original  # type: ignore[attr-defined]
