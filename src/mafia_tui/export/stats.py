"""Players' statistics as the judge reads them: one player's block (the screen and
``mafia-tui stats NICK``), a table of every player (``--tournament``), JSON and CSV."""

from __future__ import annotations

import json
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Final

from ..rules.roles import Team
from ..tournament.facts import GameFacts
from ..tournament.stats import ROLES, PlayerStats, by_tournament, compute
from ..tournament.texts import STATS
from .standings import _csv, csv_style

COLUMNS: Final = (
    "nick", "games", "wins", "win_share", "red", "black", "ppg", "bm", "bm_share", "fn",
    "fouls", "tech", "removals", "checks", "checks_black", "votes",
)  # fmt: skip


def share(part: int, whole: int, lang: str) -> str:
    """ "67%" (half up), "—" for nothing to divide."""
    if not whole:
        return STATS.text("dash", lang)
    value = (Decimal(100) * part / whole).quantize(Decimal(1), ROUND_HALF_UP)
    return f"{value}%"


def decimal_text(value: Decimal | None, lang: str, places: int = 2) -> str:
    if value is None:
        return STATS.text("dash", lang)
    text = f"{value.quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP):f}"
    return text.replace(".", ",") if lang == "ru" else text


def role_rows(st: PlayerStats, lang: str) -> list[list[str]]:
    """Role, games, wins, win share: each role, each team, all."""
    rows = [
        [STATS.text(r.value, lang), str(st.role_games[r]), str(st.role_wins[r]),
         share(st.role_wins[r], st.role_games[r], lang)]
        for r in ROLES
    ]  # fmt: skip
    for team, key in ((Team.RED, "red"), (Team.BLACK, "black")):
        games, wins = st.team_games(team), st.team_wins(team)
        rows.append([STATS.text(key, lang), str(games), str(wins), share(wins, games, lang)])
    rows.append(
        [STATS.text("all", lang), str(st.games), str(st.wins), share(st.wins, st.games, lang)]
    )
    return rows


def player_lines(st: PlayerStats, lang: str) -> list[str]:
    """One player's block: head, roles, then a line for each other figure."""
    lines = [STATS.text("head", lang, nick=st.nick, games=st.games, wins=st.wins)]
    if 0 < len(st.tournaments) <= 3:
        names = ", ".join(sorted(st.tournaments, key=str.casefold))
        lines.append(STATS.text("tournaments", lang, names=names))
    elif st.tournaments:
        lines.append(STATS.text("tournaments_count", lang, n=len(st.tournaments)))
    heads = [STATS.text(k, lang) for k in ("role", "games", "wins", "share")]
    table = [heads, *role_rows(st, lang)]
    widths = [max(len(r[i]) for r in table) for i in range(4)]
    for r in table:
        pairs = enumerate(zip(r, widths, strict=True))
        lines.append("  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in pairs))
    return lines + figure_lines(st, lang)


def figure_lines(st: PlayerStats, lang: str) -> list[str]:
    lines = [STATS.text("points", lang, value=decimal_text(st.points_per_game, lang))]
    if st.best_moves:
        lines.append(
            STATS.text(
                "best_moves",
                lang,
                n=st.best_moves,
                blacks=st.best_move_blacks,
                of=3 * st.best_moves,
                share=share(st.best_move_blacks, 3 * st.best_moves, lang),
            )
        )
    else:
        lines.append(STATS.text("no_best_moves", lang))
    lines.append(STATS.text("first_night", lang, n=st.first_night))
    lines.append(
        STATS.text("fouls", lang, fouls=st.fouls, tech=st.tech_fouls, removals=st.removals)
    )
    if st.role_games[ROLES[1]]:
        lines.append(STATS.text("checks", lang, n=st.checks, blacks=st.checks_black))
    if st.vote_games and st.votes:
        lines.append(
            STATS.text(
                "votes",
                lang,
                opposite=st.votes_opposite,
                votes=st.votes,
                share=share(st.votes_opposite, st.votes, lang),
                games=st.vote_games,
            )
        )
    else:
        lines.append(STATS.text("no_votes", lang))
    return lines


def row(st: PlayerStats, lang: str) -> dict[str, str]:
    """A player's cells of :data:`COLUMNS`."""
    red, black = st.team_wins(Team.RED), st.team_wins(Team.BLACK)
    return {
        "nick": st.nick,
        "games": str(st.games),
        "wins": str(st.wins),
        "win_share": share(st.wins, st.games, lang),
        "red": str(red),
        "black": str(black),
        "ppg": decimal_text(st.points_per_game, lang),
        "bm": str(st.best_moves),
        "bm_share": share(st.best_move_blacks, 3 * st.best_moves, lang),
        "fn": str(st.first_night),
        "fouls": str(st.fouls),
        "tech": str(st.tech_fouls),
        "removals": str(st.removals),
        "checks": str(st.checks),
        "checks_black": str(st.checks_black),
        "votes": share(st.votes_opposite, st.votes, lang),
    }


def table_text(players: list[PlayerStats], title: str, lang: str) -> str:
    heads = [STATS.text(f"col_{k}", lang) for k in COLUMNS]
    body = [[row(p, lang)[k] for k in COLUMNS] for p in players]
    widths = [max(len(x) for x in col) for col in zip(heads, *body, strict=True)]

    def fmt(cells: list[str]) -> str:
        return "  ".join(
            c.ljust(w) if i == 0 else c.rjust(w)
            for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        ).rstrip()

    lines = [title, "", fmt(heads), *(fmt(b) for b in body), "", STATS.text("legend", lang)]
    return "\n".join(lines)


def to_json(st: PlayerStats) -> dict[str, Any]:
    """Counts as numbers; shares left to the reader (they are counts' ratios)."""
    return {
        "nick": st.nick,
        "games": st.games,
        "wins": st.wins,
        "roles": {r.value: {"games": st.role_games[r], "wins": st.role_wins[r]} for r in ROLES},
        "points": float(st.points),
        "points_per_game": None
        if st.points_per_game is None
        else float(round(st.points_per_game, 4)),
        "best_moves": st.best_moves,
        "best_move_blacks": st.best_move_blacks,
        "killed_first_night": st.first_night,
        "fouls": st.fouls,
        "tech_fouls": st.tech_fouls,
        "removals": st.removals,
        "sheriff_checks": st.checks,
        "sheriff_checks_black": st.checks_black,
        "vote_games": st.vote_games,
        "votes": st.votes,
        "votes_opposite": st.votes_opposite,
        "tournaments": sorted(st.tournaments, key=str.casefold),
    }


def json_text(players: list[PlayerStats], **extra: Any) -> str:
    return json.dumps(
        {**extra, "players": [to_json(p) for p in players]}, ensure_ascii=False, indent=1
    )


def csv_text(players: list[PlayerStats], lang: str, style: str | None = None) -> str:
    """The table as CSV: counts as numbers, shares as whole percents, points per game to
    0.01 (the style decides the decimal mark)."""
    rows: list[list[Any]] = [[STATS.text(f"col_{k}", lang) for k in COLUMNS]]
    for p in players:
        ppg = p.points_per_game
        rows.append(
            [
                p.nick, p.games, p.wins, _percent(p.wins, p.games),
                p.team_wins(Team.RED), p.team_wins(Team.BLACK),
                "" if ppg is None else ppg.quantize(Decimal("0.01"), ROUND_HALF_UP),
                p.best_moves, _percent(p.best_move_blacks, 3 * p.best_moves), p.first_night,
                p.fouls, p.tech_fouls, p.removals, p.checks, p.checks_black,
                _percent(p.votes_opposite, p.votes),
            ]
        )  # fmt: skip
    return _csv(rows, csv_style(lang, style))


def _percent(part: int, whole: int) -> int | str:
    if not whole:
        return ""
    return int((Decimal(100) * part / whole).quantize(Decimal(1), ROUND_HALF_UP))


def player_text(facts: list[GameFacts], nick: str, lang: str) -> str:
    """One player's statistics over ``facts``: his block, then a line per tournament when he
    played more than one ("" when he played none)."""
    players = compute(facts, nick)
    if not players:
        return ""
    lines = player_lines(players[0], lang)
    per = by_tournament(facts, nick)
    if len(per) > 1:
        lines += ["", STATS.text("by_tournament", lang)]
        for name, st in per:
            ppg = decimal_text(st.points_per_game, lang)
            lines.append(
                "  " + STATS.text("tournament_line", lang, name=name or "—", games=st.games,
                                  wins=st.wins, ppg=ppg)
            )  # fmt: skip
    return "\n".join(lines)
