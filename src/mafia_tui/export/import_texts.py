"""What the import of another tool's games tells the judge, per game: why a game was refused
and what was supplied by a documented rule, in Russian and English."""

from __future__ import annotations

from ..i18n import Catalog

IMPORT = Catalog(
    "import",
    {
        "replay_refused": (
            "игра не воспроизводится по правилам: {why}",
            "the game does not replay under the rules: {why}",
        ),
        "not_a_game": ("не игра mafiaratings: {why}", "not a mafiaratings game: {why}"),
        "ten_players": (
            "нужно ровно 10 игроков, в файле {count}",
            "exactly 10 players are needed, the file has {count}",
        ),
        "bad_player": ("игрок {seat}: {why}", "player {seat}: {why}"),
        "roles": (
            "роли не 6 мирных, 2 мафии, шериф и дон: {roles}",
            "roles are not 6 civilians, 2 mafia, a sheriff and a don: {roles}",
        ),
        "winner": ("неизвестный итог {winner}", "unknown result {winner}"),
        "rules_bad": (
            "не код правил mafiaratings: {code}",
            "not a mafiaratings rules code: {code}",
        ),
        "rules_no_preset": (
            "ни один профиль правил не играет так: {option}",
            "no rules profile plays this: {option}",
        ),
        "no_votes": (
            "день {day}: в записи нет, кто за кого голосовал (нет «v»), а голосование было",
            "day {day}: the record has no votes (no 'v') and a vote was held",
        ),
        "dead_voter": (
            "день {day}: голосует игрок {seat}, которого уже нет за столом",
            "day {day}: player {seat} votes, but he is no longer at the table",
        ),
        "no_foul_times": (
            "игрок {seat}: фолы без времени (нет «r»): неизвестно, когда они получены",
            "player {seat}: fouls without their times (no 'r'): when they came is unknown",
        ),
        "no_death_time": (
            "игрок {seat}: удаление без времени",
            "player {seat}: a removal without its time",
        ),
        "death_kind": (
            "игрок {seat}: уход «{kind}» не переводится в правила ФИИМ",
            "player {seat}: the departure '{kind}' has no FIIM counterpart",
        ),
        "stuck": (
            "запись не доводит игру до конца (остановка: {step})",
            "the record does not bring the game to its end (stopped at: {step})",
        ),
        "mismatch_winner": (
            "по записи победили {theirs}, при воспроизведении — {ours}",
            "the record says {theirs} won, the replay gives {ours}",
        ),
        "mismatch_departure": (
            "игрок {seat}: в записи {theirs}, при воспроизведении {ours}",
            "player {seat}: the record says {theirs}, the replay gives {ours}",
        ),
        "action_refused": ("{where}: {why}", "{where}: {why}"),
        # notes: supplied by a documented rule, or dropped
        "lift_derived_up": (
            "день {day}: руки за подъём не записаны (нет «k»); по уходам со стола подъём прошёл — записаны все руки",
            "day {day}: the lift's hands are not kept (no 'k'); the tied players left, so it passed: all hands entered",
        ),
        "lift_derived_down": (
            "день {day}: руки за подъём не записаны (нет «k»); по уходам со стола подъём не прошёл — записано 0 рук",
            "day {day}: the lift's hands are not kept (no 'k'); nobody left, so it failed: 0 hands entered",
        ),
        "pl_unfinished": (
            "матч Polemica сохранён до конца игры (нет result, этап {stage}) — переносятся только оконченные",
            "the Polemica match was saved before its end (no result, stage {stage}): only finished games are imported",
        ),
        "pl_not_a_match": ("не матч Polemica: {why}", "not a Polemica match: {why}"),
        "pl_techs": (
            "игрок {seat}: технические фолы — наши правила их не знают",
            "player {seat}: technical fouls, which our rules do not play",
        ),
        "pl_rules": (
            "матч Polemica несёт только правило первого дня: профиль {preset}",
            "a Polemica match carries only day 1's rule: profile {preset}",
        ),
        "pl_rules_unread": (
            "настройки матча не применены (Polemica не описывает их смысл): {options}",
            "match settings not applied (Polemica does not document their meaning): {options}",
        ),
        "pl_time_utc": (
            "время матча записано без часового пояса: прочитано как UTC (так его пишет Polemica)",
            "the match's time has no time zone: read as UTC (as Polemica writes it)",
        ),
        "pl_no_start": (
            "в матче нет времени начала: mafiaratings не примет игру без него",
            "the match has no start time: mafiaratings refuses a game without it",
        ),
        "pl_no_end": (
            "в матче нет времени конца (его даёт только страница матча, в обёртке): "
            "mafiaratings не примет игру без него",
            "the match has no end time (only the match page's envelope gives it): "
            "mafiaratings refuses a game without it",
        ),
        "times_dropped": (
            "время начала или конца игры невозможно (до 2000 или после 2099 года, конец "
            "раньше начала или через сутки после него): оно не перенесено",
            "the game's start or end time is impossible (before 2000 or after 2099, an end "
            "before the start or a day after it): it is not carried over",
        ),
        "legacy_dropped": (
            "лучший ход игрока {seat} не из трёх мест: не перенесён",
            "player {seat}'s best move does not name three seats: not carried over",
        ),
        "foul_late": (
            "фол игрока {seat} после конца игры не перенесён",
            "player {seat}'s foul after the end is not carried over",
        ),
        "foul_gone": (
            "фол игрока {seat} записан после его ухода из-за стола — не перенесён",
            "player {seat}'s foul is recorded after he left the table: not carried over",
        ),
        "arrangement_dropped": (
            "статичная расстановка мафии («a») не переносится: в нашей записи её нет",
            "the mafia's static arrangement ('a') is not carried over: our record has none",
        ),
        "extras_dropped": (
            "доп. баллы не перенесены: {why}",
            "extra points not carried over: {why}",
        ),
    },
)
