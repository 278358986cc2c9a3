"""The words of the tournament package in Russian and English: the matters, the role sets, the
groups, a definition's faults and its explanation, the statistics."""

from __future__ import annotations

from ..i18n import Catalog
from ..rules.team_texts import capital, pair

MATTER = Catalog(
    "tournament.matter",
    {
        "played": ("участие в игре", "playing the game"),
        "win": ("победа", "a win"),
        "lose": ("поражение", "a loss"),
        "clear_win": (
            "чистая победа (все ушедшие не ночью — из другой команды)",
            "a clear win (all who left other than at night were of the other team)",
        ),
        "clear_lose": (
            "чистое поражение (все ушедшие не ночью — из своей команды)",
            "a clear loss (all who left other than at night were of his own team)",
        ),
        "best_player": ("звание «лучший игрок»", "the best player title"),
        "best_move": ("звание «лучший ход»", "the best move title"),
        "survived": ("дожил до конца (только победитель)", "survived the game (a winner only)"),
        "killed_first_night": ("убит в первую ночь", "killed the first night"),
        "killed_night": ("убит ночью", "killed at night"),
        "legacy_3": ("3 чёрных в лучшем ходе", "3 blacks in the best move"),
        "legacy_2": ("2 чёрных в лучшем ходе", "2 blacks in the best move"),
        "legacy_1": ("1 чёрный в лучшем ходе", "1 black in the best move"),
        "warnings_4": ("удалён по фолам", "removed by fouls"),
        "kick_out": ("дисквалифицирован", "disqualified"),
        "surrendered": ("сдался", "surrendered"),
        "votes_vs_mafia": (
            "голосовал только против чёрных (не меньше 3 раз, со 2-го дня)",
            "voted against blacks only (3 times or more, from day 2)",
        ),
        "votes_vs_civilians": (
            "голосовал только против красных (не меньше 3 раз, со 2-го дня)",
            "voted against reds only (3 times or more, from day 2)",
        ),
        "sheriff_killed_after_found": (
            "шериф убит в ночь после проверки доном",
            "the Sheriff killed the night after the Don found him",
        ),
        "sheriff_found_first_night": (
            "дон нашёл шерифа в первую ночь (и шериф убит ночью)",
            "the Don found the Sheriff the first night (and the Sheriff was killed at night)",
        ),
        "sheriff_killed_first_night": (
            "шериф убит в первую ночь",
            "the Sheriff killed the first night",
        ),
        "black_checks": ("шериф нашёл трёх чёрных", "the Sheriff found three blacks"),
        "red_checks": (
            "шериф проверил трёх красных (и меньше трёх чёрных)",
            "the Sheriff checked three reds (and fewer than three blacks)",
        ),
        "extra_points": (
            "доп. баллы, штраф или звание от ведущего",
            "extra points, a penalty or a title from the judge",
        ),
        "worst_move": ("звание «худший ход»", "the worst move title"),
        "team_kick_out": ("поражение команды по 6.8", "his team's defeat by 6.8"),
        "tie": pair("a_win", "draw"),
    },
)
"""Each matter of :data:`matters.MATTERS` as the explanation and the trace say it."""

ROLES = Catalog(
    "tournament.roles",
    {
        "civ": pair("players", "civilian"),
        "sheriff": pair("players", "sheriff"),
        "red": pair("players", "red"),
        "maf": ("мафия (не дон)", "mafia (not the Don)"),
        "civ_maf": ("мирные и мафия", "civilians and mafia"),
        "sheriff_maf": ("шериф и мафия", "the Sheriff and mafia"),
        "not_don": ("все, кроме дона", "all but the Don"),
        "don": pair("players", "don"),
        "civ_don": ("мирные и дон", "civilians and the Don"),
        "sheriff_don": ("шериф и дон", "the Sheriff and the Don"),
        "not_maf": ("все, кроме мафии", "all but mafia"),
        "black": pair("players", "black"),
        "not_sheriff": ("все, кроме шерифа", "all but the Sheriff"),
        "not_civ": ("все, кроме мирных", "all but civilians"),
        "all": ("все", "everyone"),
    },
)

GROUP = Catalog(
    "tournament.group",
    {
        "main": ("Основные баллы", "Main points"),
        "legacy": ("Лучший ход", "Best move"),
        "extra": ("Доп. баллы", "Extra points"),
        "penalty": ("Штрафы", "Penalties"),
        "night1": ("Убит в первую ночь", "Killed the first night"),
        "main_short": ("Осн.", "Main"),
        "legacy_short": ("ЛХ", "Leg."),
        "extra_short": ("Доп.", "Extra"),
        "penalty_short": ("Штр.", "Pen."),
        "night1_short": ("ПУ", "FK"),
    },
)

WORDS = Catalog(
    "tournament.words",
    {
        "fiim_name": (
            "ФИИМ, раздел 8 (по умолчанию: К, Ci, жребий 8.8)",
            "FIIM section 8 (the default: K, Ci, the lots of 8.8)",
        ),
        "unnamed": ("mafiaratings №{id}", "mafiaratings #{id}"),
        "name_version": ("{name}, версия {version}", "{name}, version {version}"),
        "name_version_sample": (
            "{name}, версия {version} в первом виде (копия образца БД)",
            "{name}, version {version} as first made (the sample database's copy)",
        ),
        "where_policy": ("{group}, правило {number}", "{group}, policy {number}"),
        "where_group": ("{group}", "{group}"),
        "where_sorting": ("порядок мест", "the sorting"),
        "where_counter": ("счётчик {number}", "counter {number}"),
        "refused": (
            "Схема подсчёта не принята: {where}: {fault}",
            "Scoring definition refused: {where}: {fault}",
        ),
        "refused_whole": (
            "Схема подсчёта не принята: {fault}",
            "Scoring definition refused: {fault}",
        ),
        "in_expression": (
            "{fault} — в {field} «{text}», знак {at}",
            '{fault} — in {field} "{text}", character {at}',
        ),
        "sc_not_object": (
            "это не схема подсчёта (нужен объект JSON с группами main, extra, legacy, penalty, night1)",
            "this is no scoring definition (a JSON object of the groups main, extra, legacy, penalty, night1 is needed)",
        ),
        "sc_group_list": (
            "группа {group} должна быть списком правил",
            "the group {group} must be a list of policies",
        ),
        "sc_unknown_group": (
            "неизвестная группа «{group}» (есть main, extra, legacy, penalty, night1, counters, sorting)",
            'unknown group "{group}" (there are main, extra, legacy, penalty, night1, counters, sorting)',
        ),
        "sc_too_many": ("больше {max} правил", "more than {max} policies"),
        "sc_policy_object": ("правило должно быть объектом JSON", "a policy must be a JSON object"),
        "sc_bad_name": (
            "{field} должно быть текстом до 200 знаков",
            "{field} must be a text of at most 200 characters",
        ),
        "sc_unknown_key": (
            "неизвестное поле «{field}» (есть matter, roles, points, mvp, noWeight, name)",
            'unknown field "{field}" (there are matter, roles, points, mvp, noWeight, name)',
        ),
        "sc_no_matter": ("нет поля matter (за что баллы)", "no matter (what the points are for)"),
        "sc_bad_matter": (
            "matter должен быть целым неотрицательным числом, а не {matter}",
            "matter must be a whole number of 0 or more, not {matter}",
        ),
        "sc_unknown_matter": (
            "неизвестное событие в matter {matter}: бит {bits} (события — биты 0–26)",
            "unknown matter in {matter}: bit {bits} (the matters are bits 0-26)",
        ),
        "sc_unknown_roles": (
            "неизвестный набор ролей roles {roles} (от 1 до 15: 1 мирные, 2 шериф, 4 мафия, 8 дон)",
            "unknown role flags roles {roles} (1 to 15: 1 civilians, 2 the Sheriff, 4 mafia, 8 the Don)",
        ),
        "sc_bad_points": (
            "{field} должно быть числом или выражением, а не {value}",
            "{field} must be a number or an expression, not {value}",
        ),
        "sc_bad_flag": ("{field} должно быть true или false", "{field} must be true or false"),
        "sc_bad_sorting": (
            "неверная строка порядка мест {sorting}",
            "a malformed sorting string {sorting}",
        ),
        "sc_sorting_letter": (
            "неизвестная буква «{letter}» в порядке мест «{sorting}» (есть m g e p n w s k, скобки и минус)",
            'unknown letter "{letter}" in the sorting "{sorting}" (there are m g e p n w s k, brackets and a minus)',
        ),
        "sc_unknown_name": (
            "нет схемы подсчёта «{name}» (mafia-tui scoring — список)",
            'no scoring definition "{name}" (mafia-tui scoring lists them)',
        ),
        "sc_ambiguous": (
            "«{name}» называет несколько схем: {keys}",
            '"{name}" names several definitions: {keys}',
        ),
        "sc_file_shape": (
            "в файле нет схемы подсчёта (ни объекта схемы, ни ответа api/get/scorings.php)",
            "the file holds no scoring definition (neither a definition nor an api/get/scorings.php answer)",
        ),
        "sc_file_many": (
            "в файле {count} схем: назовите одну ключом (mafia-tui scoring --import, затем её ключ)",
            "the file holds {count} definitions: import it and name one by its key",
        ),
        "expr_char": (
            "знак «{char}», которого нет в языке выражений",
            'the character "{char}", which the expressions do not have',
        ),
        "expr_end": ("выражение обрывается", "the expression ends too soon"),
        "expr_unexpected": ("лишнее «{token}»", 'an unexpected "{token}"'),
        "expr_deep": ("вложено глубже {max} уровней", "nested deeper than {max} levels"),
        "expr_long": (
            "выражение длиннее {max} знаков ({length})",
            "an expression longer than {max} characters ({length})",
        ),
        "expr_empty": ("пустое выражение", "an empty expression"),
        "expr_empty_arg": ("пустой аргумент у {name}", "an empty argument of {name}"),
        "expr_unknown_function": (
            "неизвестная функция {name} (есть round, floor, ceil, log, min, max, counter, bonus, role, difficulty, matter)",
            "unknown function {name} (there are round, floor, ceil, log, min, max, counter, bonus, role, difficulty, matter)",
        ),
        "expr_arguments": (
            "у {name} не больше {most} аргументов",
            "{name} takes at most {most} arguments",
        ),
        "expr_divide_zero": ("деление на ноль", "a division by zero"),
        "expr_matter": (
            "matter({n}): нет такого события (события 0–26)",
            "matter({n}): no such matter (the matters are 0-26)",
        ),
        "expr_log_base": ("логарифм по основанию {base}", "a logarithm to the base {base}"),
        "points": ("points", "points"),
        "mvp": ("mvp", "mvp"),
    },
)
"""The names of definitions and the faults of a refused one."""

EXPLAIN = Catalog(
    "tournament.explain",
    {
        "title": ("{name}", "{name}"),
        "source_repo": (
            "Источник: {repository}, {paths}, коммит {commit}",
            "Source: {repository}, {paths}, commit {commit}",
        ),
        "source_file": ("Источник: {paths}", "Source: {paths}"),
        "fiim_body": (
            "Таблица раздела 8 правил ФИИМ, как её считает mafia-tui: основные баллы (8.2) с коэффициентом K (8.7), Ci за отстрел в первую ночь (8.6), лучший ход (8.3), доп. баллы и штрафы (8.4, 8.5); места — по 8.8 и жребию 8.8.5. Выбирается по умолчанию.",
            "The table of FIIM section 8 as mafia-tui counts it: main points (8.2) with the factor K (8.7), Ci for the first-night kill (8.6), the best move (8.3), extra points and penalties (8.4, 8.5); places by 8.8 and the lot of 8.8.5. The default.",
        ),
        "group_head": ("{group} ({key}):", "{group} ({key}):"),
        "policy": (
            "{number}. {name}когда: {matter}; кому: {roles}; баллы: {points}",
            "{number}. {name}when: {matter}; for: {roles}; points: {points}",
        ),
        "policy_mvp_same": (
            " (и столько же к лучшему игроку)",
            " (and as much toward the best player)",
        ),
        "policy_mvp": (" (к лучшему игроку: {mvp})", " (toward the best player: {mvp})"),
        "and": (" и ", " and "),
        "every_game": ("в каждой игре", "every game"),
        "ignored_group": (
            "Группа {group} есть в схеме, но сегодняшний код mafiaratings её не читает: не считается.",
            "The group {group} is in the definition, but mafiaratings' current code does not read it: it counts nothing.",
        ),
        "counters_head": ("Счётчики (counter):", "Counters (counter):"),
        "counter": (
            "{number}. игры, когда: {matter}; чьи: {roles}",
            "{number}. games when: {matter}; whose: {roles}",
        ),
        "no_counters": ("Счётчиков нет: counter(…) даёт 0.", "No counters: counter(…) gives 0."),
        "sorting": (
            "Места: по сумме баллов, затем {layers} (строка «{sorting}»); при равенстве — общее место.",
            'Places: by the total, then {layers} (the string "{sorting}"); equal players share the place.',
        ),
        "sorting_minus": (
            "Минус в строке порядка ничего не меняет: код mafiaratings его не применяет, и мы тоже.",
            "A minus in the sorting string changes nothing: mafiaratings' code does not apply it, nor do we.",
        ),
        "then": (", затем ", ", then "),
        "plus": (" + ", " + "),
        "letter_m": ("основные", "main"),
        "letter_g": ("лучший ход", "best move"),
        "letter_e": ("доп. баллы", "extra"),
        "letter_p": ("штрафы", "penalties"),
        "letter_n": ("первая ночь", "night 1"),
        "letter_w": ("победы", "wins"),
        "letter_s": ("победы шерифом и доном", "wins as Sheriff or Don"),
        "letter_k": ("убийства в первую ночь (красным)", "first-night kills (as red)"),
        "functions_head": ("В выражениях:", "In the expressions:"),
        "fn_counter": (
            "counter(0, j) — счётчик j+1 за все игры игрока в турнире; counter(1, j) — за его игры до этой включительно",
            "counter(0, j) — counter j+1 over all the player's games of the tournament; counter(1, j) — over his games up to this one",
        ),
        "fn_bonus": (
            "bonus() — доп. баллы игрока за игру вместе со штрафами 8.5",
            "bonus() — the player's extra points of the game, with the 8.5 penalties",
        ),
        "fn_role": (
            "role() — роль: 0 мирный, 1 шериф, 2 мафия, 3 дон",
            "role() — the role: 0 civilian, 1 Sheriff, 2 mafia, 3 Don",
        ),
        "fn_difficulty": (
            "difficulty() — доля побед красных в турнире (для красного игрока — 1 минус она)",
            "difficulty() — the tournament's share of red wins (for a red player, 1 minus it)",
        ),
        "fn_matter": (
            "matter(n) — 1, если в игре у игрока случилось событие n: {list}",
            "matter(n) — 1 when the game set matter n for the player: {list}",
        ),
        "fn_mr_points": (
            "mr_points — всегда 0 (mafiaratings перестал их считать)",
            "mr_points — always 0 (mafiaratings stopped computing it)",
        ),
        "fn_math": (
            "round, floor, ceil, log, min, max — округление, логарифм, минимум, максимум; деление на 0 даёт 2 000 000 000",
            "round, floor, ceil, log, min, max — rounding, logarithm, minimum, maximum; a division by 0 gives 2,000,000,000",
        ),
        "unknown_names": (
            "Имена {names} ничего не значат и считаются нулём (как на mafiaratings).",
            "The names {names} mean nothing and count as 0 (as on mafiaratings).",
        ),
        "lacking_head": ("Чего может не быть в наших записях:", "What our records may not hold:"),
        "lack_votes": (
            "кто за кого голосовал — записано только там, где ведущий вводил голосование по местам; в остальных играх «голосовал только против…» не засчитывается (как на mafiaratings для игры без голосов)",
            'who voted for whom — recorded only where the judge entered a vote by the voters\' seats; elsewhere "voted against … only" is not set (as mafiaratings does for a game without votes)',
        ),
        "lack_titles": (
            "звания «лучший игрок», «лучший ход», «худший ход» — есть только у игр, импортированных с ними",
            "the titles best player, best move, worst move — only in games imported with them",
        ),
        "lack_arranged": (
            "договорённость чёрных о порядке отстрела не записывается: «шериф убит после проверки» считается без неё, как на mafiaratings",
            'the blacks\' arranged order of shots is not recorded: "the Sheriff killed after being found" is counted without it, as mafiaratings does',
        ),
        "lack_surrender": (
            "сдачи в правилах ФИИМ нет: событие «сдался» не случается",
            "the FIIM rules have no surrender: the matter never happens",
        ),
    },
)
"""The words of ``mafia-tui scoring NAME``."""

TABLE = Catalog(
    "tournament.table",
    {
        "place": ("Место", "Place"),
        "nick": ("Игрок", "Player"),
        "games": ("Игр", "Games"),
        "wins": ("Побед", "Wins"),
        "total": ("Итого", "Total"),
        "mvp": ("MVP", "MVP"),
        "title": ("{name} · схема: {scoring}", "{name} · scoring: {scoring}"),
        "counts": ("игр: {games}, игроков: {players}", "games: {games}, players: {players}"),
        "sorted": (
            "Места: по сумме, затем {layers}; равные делят место.",
            "Places: by the total, then {layers}; equal players share the place.",
        ),
        "red_share": (
            "difficulty(): доля побед красных {share}",
            "difficulty(): the share of red wins {share}",
        ),
        "lacking": ("{note} (игр: {games})", "{note} (games: {games})"),
        "fault": (
            "Правило {where} не дало числа в игре {game}, место {seat}: засчитан 0.",
            "The policy {where} gave no number in game {game}, seat {seat}: counted as 0.",
        ),
        "ignored": ("Не закончены и не учтены: {ids}", "Unfinished and left out: {ids}"),
        "unsigned": ("Не проверены главным судьёй: {n}", "Not checked by the head judge: {n}"),
        "trace_head": ("Игры {nick}:", "The games of {nick}:"),
        "trace_game": (
            "{game} · №{seat} · {role} · {result}: {total}",
            "{game} · seat {seat} · {role} · {result}: {total}",
        ),
        "trace_matters": ("события: {matters}", "matters: {matters}"),
        "trace_pay": ("{where}: {points}", "{where}: {points}"),
        "trace_nothing": ("баллов нет", "no points"),
    },
)
"""The words of the table under a definition (screen, text, JSON heads)."""

STATS = Catalog(
    "tournament.stats",
    {
        "head": ("{nick}: игр {games}, побед {wins}", "{nick}: {games} games, {wins} wins"),
        "tournaments": ("Турниры: {names}", "Tournaments: {names}"),
        "tournaments_count": (
            "Турниров: {n} (по турнирам — ниже)",
            "Tournaments: {n} (each below)",
        ),
        "none": (
            "Игр игрока «{nick}» нет среди оконченных игр папки данных.",
            "No finished game of '{nick}' in the data dir.",
        ),
        "no_games": ("Нет оконченных игр.", "No finished games."),
        "role": ("Роль", "Role"),
        "games": ("Игр", "Games"),
        "wins": ("Побед", "Wins"),
        "share": ("%", "%"),
        # a row of the roles' table: each role, each team
        "civilian": capital(pair("role", "civilian")),
        "sheriff": capital(pair("role", "sheriff")),
        "mafia": capital(pair("role", "mafia")),
        "don": capital(pair("role", "don")),
        "red": capital(pair("side", "red")),
        "black": capital(pair("side", "black")),
        "all": ("Всего", "All"),
        "points": (
            "Баллы за игру (раздел 8, без K и Ci): {value}",
            "Points per game (section 8, before K and Ci): {value}",
        ),
        "best_moves": (
            "Лучший ход: {n}, чёрных найдено {blacks} из {of} ({share})",
            "Best moves: {n}, blacks found {blacks} of {of} ({share})",
        ),
        "no_best_moves": ("Лучший ход: ни одного", "Best moves: none"),
        "first_night": ("Убит в первую ночь: {n}", "Killed the first night: {n}"),
        "fouls": (
            "Фолы: {fouls}, технические: {tech}, удалений и дисквалификаций: {removals}",
            "Fouls: {fouls}, technical: {tech}, removals and disqualifications: {removals}",
        ),
        "checks": (
            "Проверки шерифом: {n}, чёрных найдено {blacks}",
            "Checks as the Sheriff: {n}, blacks found {blacks}",
        ),
        "votes": (
            "Голоса против другой команды: {opposite} из {votes} ({share}) — в {games} играх с записью голосов",
            "Votes against the other team: {opposite} of {votes} ({share}) — in {games} games whose votes were recorded",
        ),
        "no_votes": (
            "Кто за кого голосовал, в его играх не записано.",
            "Who voted for whom is not recorded in his games.",
        ),
        "by_tournament": ("По турнирам:", "By tournament:"),
        "tournament_line": (
            "{name}: игр {games}, побед {wins}, баллов за игру {ppg}",
            "{name}: games {games}, wins {wins}, points a game {ppg}",
        ),
        "table_title": ("Статистика игроков: {name}", "Players' statistics: {name}"),
        "all_games": ("все игры папки данных", "every game of the data dir"),
        "col_nick": ("Игрок", "Player"),
        "col_games": ("Игр", "Games"),
        "col_wins": ("Поб.", "Wins"),
        "col_win_share": ("%", "%"),
        "col_red": pair("short", "red"),
        "col_black": pair("short", "black"),
        "col_ppg": ("Б/игру", "Pts/g"),
        "col_bm": ("ЛХ", "BM"),
        "col_bm_share": ("ЛХ %", "BM %"),
        "col_fn": ("ПУ", "FN"),
        "col_fouls": ("Фолы", "Fouls"),
        "col_tech": ("Тех.", "Tech"),
        "col_removals": ("Удал.", "Rem."),
        "col_checks": ("Пров.", "Chk"),
        "col_checks_black": ("Пров. ч.", "Chk B"),
        "col_votes": ("Гол. %", "Vote %"),
        "legend": (
            "Кр./Чёр. — побед красными/чёрными; ЛХ — лучших ходов, ЛХ % — доля найденных в них чёрных; ПУ — убит в первую ночь; Пров. — проверок шерифом, Пров. ч. — чёрных среди них; Гол. % — голосов против другой команды (где записано, кто за кого голосовал).",
            "Red/Blk — wins as red/black; BM — best moves, BM % — blacks found in them; FN — killed the first night; Chk — checks as the Sheriff, Chk B — blacks among them; Vote % — votes against the other team (where who voted for whom is recorded).",
        ),
        "dash": ("—", "—"),
    },
)
"""The words of a player's statistics (the screen, ``mafia-tui stats``)."""
