"""What the seating command tells the head judge, in Russian and English: the refusals of a
shape or a file, and the quality figures. Keys of refusals are the codes of
:class:`mafia_tui.rules.seating.SeatingError` and of :class:`.seating_formats.SeatingFileError`."""

from __future__ import annotations

from ..i18n import Catalog, counted
from ..rules.seating_score import Seating, score

SEATING = Catalog(
    "seating",
    {
        "too_few": ("{players} игроков: за столом нужно 10", "{players} players: a table needs 10"),
        "no_games": (
            "игр на игрока должно быть не меньше 1",
            "games per player must be at least 1",
        ),
        "not_divisible": (
            "{players} игроков × {games} игр — не целое число столов; подойдёт игр на игрока: "
            "{games_fit}; игроков: {players_fit}",
            "{players} players × {games} games is not a whole number of tables; games per "
            "player that fit: {games_fit}; players that fit: {players_fit}",
        ),
        "no_tables": ("в каждом туре нужен стол", "every round needs a table"),
        "seats_mismatch": (
            "столы дают {seats} мест, а игрокам нужно {needed}",
            "the tables seat {seats}, but the players need {needed}",
        ),
        "too_many_tables": (
            "тур {round}: для {tables} столов не хватает игроков",
            "round {round}: not enough players for {tables} tables",
        ),
        "byes": (
            "пропуски туров не распределить поровну",
            "the rounds a player sits out cannot be spread evenly",
        ),
        "fixed_range": ("закреплённое место вне рассадки", "a fixed placement is out of range"),
        "fixed_twice": (
            "игрок закреплён дважды в одном туре",
            "a player is fixed twice in a round",
        ),
        "fixed_full": ("за столом закреплено больше 10", "more than ten fixed at one table"),
        "fixed_seat": ("два игрока закреплены на одно место", "two players fixed in one seat"),
        "apart_range": ("пара «не вместе» — не два игрока", "a kept-apart pair is not two players"),
        "apart_fixed": (
            "пара «не вместе» закреплена за одним столом",
            "a kept-apart pair is fixed at one table",
        ),
        "file_not_json": ("файл не JSON: {reason}", "the file is not JSON: {reason}"),
        "file_shape": (
            "файл не рассадка DimTom или mafiaratings: {reason}",
            "the file is not a DimTom or mafiaratings seating: {reason}",
        ),
        "quality": (
            "Рассадка: {players}, {rounds}, {tables}\n"
            "Игр на игрока: {games}\n"
            "Места в норме (каждый на каждом месте игр/10 раз): {ideal} из {cells}\n"
            "Встречи пар: {meet_min}–{meet_max} (среднее {meet_mean})\n"
            "Пары, не встретившиеся ни разу: {never}\n"
            "Разных столов у игрока: {tables_min}–{tables_max}",
            "Seating: {players}, {rounds}, {tables}\n"
            "Games per player: {games}\n"
            "Seat cells at the ideal (each player in each seat games/10 times): {ideal} of "
            "{cells}\n"
            "Pair meetings: {meet_min}–{meet_max} (mean {meet_mean})\n"
            "Pairs that never meet: {never}\n"
            "Different tables per player: {tables_min}–{tables_max}",
        ),
        "count_players": ("игрок|игрока|игроков", "player|players"),
        "count_rounds": ("тур|тура|туров", "round|rounds"),
        "count_table_games": ("стол-игра|стола-игры|столов-игр", "table game|table games"),
        "needs_shape": (
            "нужны --players, --tables и --games (или --score ФАЙЛ)",
            "--players, --tables and --games are needed (or --score FILE)",
        ),
        "written": ("Рассадка записана: {path}", "Seating written: {path}"),
        "pdf_doc_title": ("Рассадка: {name}", "Seating: {name}"),
        "pdf_footer": ("Рассадка: {name}", "Seating: {name}"),
        "pdf_round_title": (
            "РАССАДКА — {name} — тур {round} из {rounds}",
            "SEATING — {name} — round {round} of {rounds}",
        ),
        "pdf_table": ("Стол {table}", "Table {table}"),
        "pdf_judge": ("Судья: {judge}", "Judge: {judge}"),
        "pdf_players_title": ("ГДЕ Я СИЖУ — {name}", "WHERE I SIT — {name}"),
        "pdf_cell_key": (
            "В клетке: стол · место; «—» — тур без игры",
            "Each cell: table · seat; «—» — a round without a game",
        ),
        "pdf_player": ("Игрок", "Player"),
        "pdf_round_short": ("Тур {round}", "R {round}"),
        "pdf_written": ("PDF рассадки записан: {path}", "Seating PDF written: {path}"),
        "pdf_no_plan": (
            "в файле турнира нет рассадки: {path}",
            "the tournament file holds no seating: {path}",
        ),
        "pdf_failed": (
            "PDF не записать: {path}: {reason}",
            "cannot write the PDF: {path}: {reason}",
        ),
        "stored": (
            "Рассадка сохранена в файле турнира: {path}",
            "Seating stored in the tournament file: {path}",
        ),
        "unknown_player": (
            "«{nick}» нет среди участников (ник или номер 1…N)",
            "«{nick}» is not a participant (a nickname or a number 1..N)",
        ),
        "apart_bad": (
            "«{text}»: нужна пара двух разных игроков, «Ник+Ник»",
            "«{text}»: a pair of two different players is needed, 'Nick+Nick'",
        ),
        "fix_bad": (
            "«{text}»: нужно «Ник:тур:стол» или «Ник:тур:стол:место» (с 1)",
            "«{text}»: 'Nick:round:table' or 'Nick:round:table:seat' is needed (from 1)",
        ),
        "names_twice": ("ник «{nick}» в списке дважды", "the nickname «{nick}» is listed twice"),
        "no_participants": (
            "у турнира нет участников: дайте --names ФАЙЛ (ники по одному в строке)",
            "the tournament has no participants: give --names FILE (one nickname a line)",
        ),
        "players_mismatch": (
            "--players {players}, а участников {names}",
            "--players {players}, but there are {names} participants",
        ),
        "plan_unreadable": (
            "файл турнира не прочитать: {path}: {reason}",
            "cannot read the tournament file: {path}: {reason}",
        ),
        "plan_not_tournament": ("{path} — не файл турнира", "{path} is not a tournament file"),
        "plan_version": (
            "{path}: файл турнира версии {version}, эта программа читает версию 1",
            "{path}: a tournament file of version {version}; this app reads version 1",
        ),
        "plan_field": (
            "в файле турнира неверное поле {field}",
            "the tournament file's {field} is not valid",
        ),
        "plan_table_size": (
            "тур {round}: за столом рассадки не 10 игроков",
            "round {round}: a seating table without ten players",
        ),
        "plan_stranger": (
            "тур {round}: «{nick}» не участник турнира",
            "round {round}: «{nick}» is not a participant",
        ),
        "plan_twice": ("тур {round}: «{nick}» сидит дважды", "round {round}: «{nick}» sits twice"),
        "plan_no_table": (
            "в рассадке нет тура {round}, стола {table}",
            "the seating has no round {round}, table {table}",
        ),
        "plan_conflict": (
            "рядом с файлом турнира копия конфликта синхронизации ({path}): оставьте одну версию, "
            "потом сохраняйте",
            "a sync conflict copy sits beside the tournament file ({path}): keep one version, then "
            "store",
        ),
        "plan_locked": (
            "файл турнира сейчас пишет другое окно: {path}",
            "another window is writing the tournament file: {path}",
        ),
        "plan_writer": (
            "план турнира пишет другой компьютер (главного судьи, {writer}); здесь он только читается",
            "another machine (the head judge's, {writer}) writes the tournament's plan; here it is "
            "only read",
        ),
        "plan_unwritable": (
            "файл турнира не записать: {path}: {reason}",
            "cannot write the tournament file: {path}: {reason}",
        ),
    },
)


def quality_text(seating: Seating, lang: str, players: int | None = None) -> str:
    """The quality figures of ``seating`` as lines of text in ``lang``."""
    q = score(seating, players)
    games = sorted(set(q.games))
    return SEATING.text(
        "quality",
        lang,
        players=counted(q.players, SEATING.text("count_players", lang), lang),
        rounds=counted(len(seating), SEATING.text("count_rounds", lang), lang),
        tables=counted(sum(map(len, seating)), SEATING.text("count_table_games", lang), lang),
        games="–".join(str(g) for g in (games[0], games[-1])) if len(games) > 1 else games[0],
        ideal=q.seat_cells_ideal,
        cells=q.seat_cells,
        meet_min=q.meetings_min,
        meet_max=q.meetings_max,
        meet_mean=f"{q.meetings_mean:.2f}".replace(".", "," if lang == "ru" else "."),
        never=q.never_met,
        tables_min=q.tables_min,
        tables_max=q.tables_max,
    )
