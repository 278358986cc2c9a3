"""What the seating command tells the head judge, in Russian and English: the refusals of a
shape or a file, and the quality figures. Keys of refusals are the codes of
:class:`mafia_tui.tournament.seating.SeatingError` and of :class:`.seating_formats.SeatingFileError`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..i18n import Catalog, counted
from ..tournament.seating_checks import SeatingError
from ..tournament.seating_score import Seating, score

SEATING = Catalog(
    "seating",
    {
        "too_few": ("{players} игроков: за столом нужно 10", "{players} players: a table needs 10"),
        "no_games": (
            "игр на игрока должно быть не меньше 1",
            "games per player must be at least 1",
        ),
        "not_divisible": (
            "{players_n} × {games_n} — не целое число столов; подойдёт игр на игрока: "
            "{games_fit}; игроков: {players_fit}",
            "{players_n} × {games_n} is not a whole number of tables; games per "
            "player that fit: {games_fit}; players that fit: {players_fit}",
        ),
        "no_tables": ("в каждом туре нужен стол", "every round needs a table"),
        "seats_mismatch": (
            "столы дают {seats} мест, а игрокам нужно {needed}",
            "the tables seat {seats}, but the players need {needed}",
        ),
        "too_many_tables": (
            "тур {round}: для {tables_n} не хватает игроков",
            "round {round}: not enough players for {tables_n}",
        ),
        "byes": (
            "пропуски туров не распределить поровну",
            "the rounds a player sits out cannot be spread evenly",
        ),
        "fixed_range": (
            "закреплённое место игрока {who}: {what} {value} вне 1–{high}",
            "the fixed place of {who}: {what} {value} is not within 1–{high}",
        ),
        "fixed_range_one": (
            "закреплённое место игрока {who}: {what} {value}, а в туре {round} только стол 1",
            "the fixed place of {who}: {what} {value}, but round {round} has only table 1",
        ),
        "fixed_twice": (
            "игрок закреплён дважды в туре {round}",
            "a player is fixed twice in round {round}",
        ),
        "fixed_full": (
            "тур {round}: за столом закреплено больше 10",
            "round {round}: more than ten fixed at one table",
        ),
        "fixed_seat": (
            "тур {round}: два игрока закреплены на одно место",
            "round {round}: two players fixed in one seat",
        ),
        "fixed_games": (
            "{who} закреплён в большем числе туров, чем у него игр ({games})",
            "{who} is fixed in more rounds than he plays games ({games})",
        ),
        "apart_range": ("пара «не вместе» — не два игрока", "a kept-apart pair is not two players"),
        "apart_fixed": (
            "{pairs}: пара «не вместе» закреплена за одним столом в туре {round}",
            "{pairs}: a kept-apart pair is fixed at one table in round {round}",
        ),
        "judge_fixed": (
            "{pairs}: игрок закреплён за столом судьи, которого от него отводят (тур {round})",
            "{pairs}: a player is fixed at the table of a judge kept from him (round {round})",
        ),
        "apart_single": (
            "не развести: {pairs} — в {single} турах один стол, а каждый пропускает не больше "
            "{byes}; ничего не записано",
            "cannot be kept apart: {pairs} — {single} rounds have one table, and each sits out "
            "at most {byes}; nothing written",
        ),
        "judge_blocked": (
            "не развести: {pairs} — игрок не может пропустить все туры, где остаются только "
            "эти столы; ничего не записано",
            "cannot be kept apart: {pairs} — the player cannot sit out every round that has only "
            "those tables; nothing written",
        ),
        "unkept": (
            "рассадка, где не встречаются {pairs}, не найдена: попробуйте другое зерно, больше "
            "обменов (--iterations) или меньше условий; ничего не записано",
            "no seating found that keeps {pairs} apart: try another seed, more swaps "
            "(--iterations) or fewer constraints; nothing written",
        ),
        "judge_twice": (
            "«{nick}» — и участник, и судья: назовите судью иначе",
            "«{nick}» is both a participant and a judge: name the judge otherwise",
        ),
        "number_range": (
            "{field}: {value} — нужно от {low} до {high}",
            "{field}: {value} — must be from {low} to {high}",
        ),
        "field_players": ("игроков", "players"),
        "field_tables": ("столов в туре", "tables a round"),
        "field_games": ("игр у игрока", "games each"),
        "field_rounds": ("туров", "rounds"),
        "field_iterations": ("обменов (--iterations)", "swaps (--iterations)"),
        "field_seed": ("зерно", "seed"),
        "field_player": ("номер игрока", "player number"),
        "what_round": ("тур", "round"),
        "what_table": ("стол", "table"),
        "what_seat": ("место", "seat"),
        "judge_of": ("судья стола {table} ({judge})", "the judge of table {table} ({judge})"),
        "file_not_json": ("файл не JSON: {reason}", "the file is not JSON: {reason}"),
        "file_shape": (
            "файл не рассадка DimTom или mafiaratings: {reason}",
            "the file is not a DimTom or mafiaratings seating: {reason}",
        ),
        "quality": (
            "Рассадка: {players}, {rounds}, {tables}\n"
            "Игр на игрока: {games}\n"
            "Места в норме (каждый на каждом месте игр/10 раз): {ideal} из {cells}",
            "Seating: {players}, {rounds}, {tables}\n"
            "Games per player: {games}\n"
            "Seat cells at the ideal (each player in each seat games/10 times): {ideal} of "
            "{cells}",
        ),
        "q_meetings": (
            "Встречи пар: {meet_min}–{meet_max} (среднее {meet_mean})",
            "Pair meetings: {meet_min}–{meet_max} (mean {meet_mean})",
        ),
        "q_meetings_floor": (
            "Встречи пар: {meet_min}–{meet_max} (среднее {meet_mean}); уже размаха {width} "
            "({low}–{high}) не бывает",
            "Pair meetings: {meet_min}–{meet_max} (mean {meet_mean}); no seating of this shape "
            "is narrower than {width} ({low}–{high})",
        ),
        "q_variance": ("Дисперсия встреч: {variance}", "Variance of the meetings: {variance}"),
        "q_variance_floor": (
            "Дисперсия встреч: {variance} (меньше {floor} не бывает)",
            "Variance of the meetings: {variance} (no seating goes below {floor})",
        ),
        "q_never": (
            "Пары, не встретившиеся ни разу: {never}",
            "Pairs that never meet: {never}",
        ),
        "q_never_floor": (
            "Пары, не встретившиеся ни разу: {never} (меньше {floor} не бывает)",
            "Pairs that never meet: {never} (no seating has fewer than {floor})",
        ),
        "q_apart": (
            "Пары «не вместе»: {apart}, из них за одним столом: {met}",
            "Kept-apart pairs: {apart}, of them at one table: {met}",
        ),
        "q_banned": (
            "Судья не к игроку: {banned}, из них игрок за столом этого судьи: {met}",
            "A judge kept from a player: {banned}, of them the player at that judge's table: {met}",
        ),
        "q_tables": (
            "Игр за одним столом у игрока: {low}–{high} (поровну — {fair}, дальше всех на {off})",
            "Games at one table number per player: {low}–{high} (fair share {fair}, farthest "
            "{off} from it)",
        ),
        "count_players": ("игрок|игрока|игроков", "player|players"),
        "count_rounds": ("тур|тура|туров", "round|rounds"),
        "count_games": ("игра|игры|игр", "game|games"),
        "count_for_tables": ("стола|столов|столов", "table|tables"),
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
        "replace_needed": (
            "в турнире уже сохранена другая рассадка (туров: {rounds}), по ней, возможно, уже "
            "играют; заменить её — тот же вызов с --replace (ничего не записано)",
            "the tournament already holds another seating ({rounds} rounds), which games may "
            "already follow; to replace it, run the same with --replace (nothing written)",
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


def _num(x: float, lang: str, places: int = 2) -> str:
    """``x`` with ``places`` decimals, a decimal comma in Russian."""
    text = f"{x:.{places}f}"
    return text.replace(".", ",") if lang == "ru" else text


def quality_text(
    seating: Seating,
    lang: str,
    players: int | None = None,
    apart: Iterable[tuple[int, int]] = (),
    banned: Iterable[tuple[int, int]] = (),
) -> str:
    """The quality figures of ``seating`` as lines of text in ``lang``: each beside the floor
    of its shape where one is known; ``apart`` are the pairs asked to be kept apart,
    ``banned`` the players kept from a table's judge."""
    q = score(seating, players, apart, banned)
    games = sorted(set(q.games)) or [0]
    lines = [
        SEATING.text(
            "quality",
            lang,
            players=counted(q.players, SEATING.text("count_players", lang), lang),
            rounds=counted(len(seating), SEATING.text("count_rounds", lang), lang),
            tables=counted(sum(map(len, seating)), SEATING.text("count_table_games", lang), lang),
            games="–".join(str(g) for g in (games[0], games[-1])) if len(games) > 1 else games[0],
            ideal=q.seat_cells_ideal,
            cells=q.seat_cells,
        )
    ]
    f = q.floor
    meet = {
        "meet_min": q.meetings_min,
        "meet_max": q.meetings_max,
        "meet_mean": _num(q.meetings_mean, lang),
    }
    variance = _num(q.variance, lang, 3)
    if f is None:
        lines.append(SEATING.text("q_meetings", lang, **meet))
        lines.append(SEATING.text("q_variance", lang, variance=variance))
        lines.append(SEATING.text("q_never", lang, never=q.never_met))
    else:
        lines.append(
            SEATING.text("q_meetings_floor", lang, width=f.width, low=f.low, high=f.high, **meet)
        )
        floor_var = _num(f.variance, lang, 3)
        lines.append(SEATING.text("q_variance_floor", lang, variance=variance, floor=floor_var))
        if f.never:
            lines.append(SEATING.text("q_never_floor", lang, never=q.never_met, floor=f.never))
        else:
            lines.append(SEATING.text("q_never", lang, never=q.never_met))
    if q.apart:
        lines.append(SEATING.text("q_apart", lang, apart=q.apart, met=q.apart_met))
    if q.banned:
        lines.append(SEATING.text("q_banned", lang, banned=q.banned, met=q.banned_met))
    fair = _num(q.table_fair, lang, 1).removesuffix(",0").removesuffix(".0")
    lines.append(
        SEATING.text(
            "q_tables",
            lang,
            low=q.table_low,
            high=q.table_high,
            fair=fair,
            off=_num(q.table_off, lang, 1),
        )
    )
    return "\n".join(lines)


def describe_pairs(
    pairs: Sequence[tuple[int, int]], names: Sequence[str], judges: Sequence[str], lang: str
) -> str:
    """Constraints by name: ``A+B`` for a kept-apart pair, ``the judge of table T (J)+A`` for
    a judge kept from a player (``(player, -1 - table)``)."""
    out = []
    for a, b in pairs:
        who = names[a] if 0 <= a < len(names) else str(a + 1)
        if b >= 0:
            other = names[b] if b < len(names) else str(b + 1)
            out.append(f"{who}+{other}")
        else:
            t = -1 - b
            judge = judges[t] if t < len(judges) and judges[t] else "—"
            out.append(SEATING.text("judge_of", lang, table=t + 1, judge=judge) + f"+{who}")
    return ", ".join(out)


def refusal(
    err: SeatingError, lang: str, names: Sequence[str] = (), judges: Sequence[str] = ()
) -> str:
    """The judge's words for a refused seating, its players and judges named."""
    values: dict[str, object] = dict(err.values)
    if "field" in values:
        values["field"] = SEATING.text(f"field_{values['field']}", lang)
    if "what" in values:
        values["what"] = SEATING.text(f"what_{values['what']}", lang)
    player = values.get("player")
    if isinstance(player, int):
        values["who"] = names[player - 1] if 0 < player <= len(names) else str(player)
    values["pairs"] = describe_pairs(err.pairs, names, judges, lang)
    code = err.code
    if code == "not_divisible":
        for key in ("players", "games"):
            forms = SEATING.text(f"count_{key}", lang)
            values[f"{key}_n"] = counted(int(str(values[key])), forms, lang)
    if code == "too_many_tables":
        forms = SEATING.text("count_for_tables", lang)
        values["tables_n"] = counted(int(str(values["tables"])), forms, lang)
    if code == "fixed_range" and err.values.get("what") == "table" and values["high"] == 1:
        code = "fixed_range_one"
    return SEATING.text(code, lang, **values)
