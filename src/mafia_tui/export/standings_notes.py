"""The lines under the tournament table, the same under every rendering of it (screen, text,
PDF; the JSON holds the same facts as fields): the counts, K (8.7), the legend and rounding
rule, the places the exact sums decided, the lots needed (8.8.5), the games left out
(unfinished, voided by the head judge), the games waiting for his check, and the stand-ins:
who sat for whom, how their games count, and who counts for K (docs/TOURNAMENT.md,
"Stand-ins")."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from ..rules.setup import number_shown
from ..rules.team_texts import word
from ..tournament.figures import inversions, lot_groups, number, rounded
from ..tournament.game_result import GameResult
from ..tournament.standings import Row, Standings
from ..tournament.tournament_rules import TournamentRules
from .stage_view import stage_word
from .texts import EXPORT


@lru_cache(maxsize=4096)
def exact(value: Fraction, places: int, lang: str = "en") -> str:
    """An exact value to ``places`` decimals, a decimal comma in Russian ("1,3333"). Cached:
    a big tournament's trace is tens of thousands of figures of a few hundred values."""
    return number(rounded(value, places), lang == "ru")


def k_notes(st: Standings, lang: str = "ru", rules: TournamentRules | None = None) -> list[str]:
    """What K (8.7) is and which games it applies to, one line per scope (the tournament, or
    each stage when K is counted per stage)."""
    rules = rules or TournamentRules()
    out = []
    for scope, k in st.k.items():
        where = (
            EXPORT.text("k_tournament", lang)
            if scope == "tournament"
            else EXPORT.text("k_stage", lang, stage=stage_word(scope, lang))
        )
        side = st.heavy_side.get(scope)
        if side:
            side_text = word("wins", side, lang)
            out.append(
                EXPORT.text("k_heavy", lang, where=where, k=exact(k, 4, lang), side=side_text)
            )
        else:
            why = (
                EXPORT.text("k_many", lang, max=rules.k_max_participants)
                if st.participants > rules.k_max_participants
                else EXPORT.text("k_equal", lang)
            )
            out.append(EXPORT.text("k_not_applied", lang, where=where, why=why))
    return out


def order_notes(st: Standings, lang: str = "ru") -> list[str]:
    """Where a higher place prints a lower Итого (rounding each figure can do that by 0.01),
    the exact sums that decided it."""
    return [
        EXPORT.text(
            "order",
            lang,
            upper=upper.nick,
            lower=lower.nick,
            a=exact(upper.total, 4, lang),
            b=exact(lower.total, 4, lang),
        )
        for upper, lower in inversions(st.rows)
    ]


def lot_notes(st: Standings, lang: str = "ru") -> list[str]:
    """Who still needs a lot (8.8.5), by shared place; nothing when no one does."""
    groups = lot_groups(st.rows)
    if not groups:
        return []
    text = "; ".join(f"{places} — {', '.join(r.nick for r in rows)}" for places, rows in groups)
    return [EXPORT.text("lot_note", lang, groups=text)]


def notes(
    st: Standings,
    lang: str = "ru",
    rules: TournamentRules | None = None,
    *,
    counts: bool = True,
    legend: list[str] | None = None,
    name_unsigned: bool = True,
) -> list[str]:
    """The lines under the table, the same under every rendering of it: the counts (unless
    ``counts`` is False, for a screen that shows them in its title), K (8.7), the legend and
    the rounding rule (``legend``: a screen's shorter words for both), the places the exact
    sums decided, the lots needed (8.8.5), the stand-ins and who counts for K, the games left
    out (unfinished, voided), a slot of the seating played twice, the games the head judge
    has not checked (named unless
    ``name_unsigned`` is False: a screen beside the games list, which marks them, only counts
    them)."""
    out = [EXPORT.text("counts", lang, games=st.games, participants=st.participants)]
    if not counts:
        out = []
    out += k_notes(st, lang, rules)
    out += legend or [EXPORT.text("legend", lang), EXPORT.text("rounding", lang)]
    out += order_notes(st, lang) + lot_notes(st, lang)
    out += stand_in_notes(st, lang, rules)
    if st.ignored:
        games = "; ".join(game_ref(g, lang) for g in st.unfinished)
        out.append(EXPORT.text("ignored", lang, games=games))
    out += voided_notes(st, lang) + repeat_notes(st, lang)
    if st.unsigned:
        out.append(
            unsigned_note(st, lang)
            if name_unsigned
            else EXPORT.text("unsigned_count", lang, count=len(st.unsigned), total=st.games)
        )
    return out


def topics(st: Standings) -> list[str]:
    """What the notes under ``st`` speak of, the most pressing first (``unsigned``, ``voided``,
    ``repeat``, ``stand_in``, ``unfinished``, ``lot``, ``order``, ``k``): a screen too short for the
    notes names them in one line, and shows the notes on F1."""
    found = {
        "unsigned": bool(st.unsigned),
        "voided": bool(st.voided),
        "repeat": bool(st.repeats),
        "stand_in": bool(st.stand_ins or st.outsiders),
        "unfinished": bool(st.ignored),
        "lot": bool(lot_groups(st.rows)),
        "order": bool(inversions(st.rows)),
        "k": True,
    }
    return [topic for topic, present in found.items() if present]


def game_ref(g: GameResult, lang: str = "ru") -> str:
    """ "стол 1 игра 2 (отборочный)": a game as a head judge names it."""
    ref = EXPORT.text(
        "game_ref", lang, table=number_shown(g.table), game=number_shown(g.game_number)
    )
    return f"{ref} ({stage_word(g.stage, lang)})" if g.stage else ref


UNSIGNED_SHOWN = 6
"""The unsigned games named under the table; the rest are counted (``--unsigned`` lists all)."""


def unsigned_note(st: Standings, lang: str = "ru") -> str:
    """The games the head judge has not checked: while there are any the table is
    provisional."""
    shown = st.unsigned[:UNSIGNED_SHOWN]
    games = "; ".join(game_ref(g, lang) for g in shown)
    if len(st.unsigned) > len(shown):
        games += " " + EXPORT.text("and_more", lang, count=len(st.unsigned) - len(shown))
    return EXPORT.text("unsigned", lang, count=len(st.unsigned), total=st.games, games=games)


STAND_IN_MARK = "*"
"""After the nickname of a player whose row holds games he played as a stand-in."""


def nick_text(row: Row) -> str:
    """A player as the table writes him: his nickname, marked when his row holds games he
    played as a stand-in for an absent player (the legend under the table names them)."""
    return row.nick + STAND_IN_MARK if row.stood_in else row.nick


def stand_in_notes(
    st: Standings, lang: str = "ru", rules: TournamentRules | None = None
) -> list[str]:
    """Who sat for whom, and how such a game counts (the tournament's ``stand_in`` rule);
    that K counts the tournament's participants, never a stand-in; the players who sat in
    their own right without being on the list of participants. Nothing when there is none."""
    rules = rules or TournamentRules()
    out: list[str] = []
    if st.stand_ins:
        who = "; ".join(
            EXPORT.text(
                "stand_in_one", lang, nick=p.nick, absent=p.stand_in_for, game=game_ref(g, lang)
            )
            for g, p in st.stand_ins
        )
        how = EXPORT.text(f"stand_in_counts_{rules.stand_in}", lang)
        out.append(EXPORT.text("stand_in_note", lang, mark=STAND_IN_MARK, who=who, how=how))
        out.append(EXPORT.text("stand_in_k", lang, participants=st.participants))
    if st.outsiders:
        out.append(EXPORT.text("outsiders", lang, names=", ".join(st.outsiders)))
    return out


def voided_notes(st: Standings, lang: str = "ru") -> list[str]:
    """The games the head judge voided, each with his reason: they count nowhere."""
    if not st.voided:
        return []
    games = "; ".join(f"{game_ref(g, lang)} — «{g.void}»" for g in st.voided)
    return [EXPORT.text("voided", lang, count=len(st.voided), games=games)]


def repeat_notes(st: Standings, lang: str = "ru") -> list[str]:
    """The slots of the seating played more than once, each game named by its file's id (what
    ``mafia-tui results ID --void`` takes): every one counts until the head judge voids the
    one that must not."""
    if not st.repeats:
        return []
    slots = "; ".join(
        EXPORT.text(
            "repeat_slot", lang, slot=game_ref(games[0], lang), games=", ".join(g.id for g in games)
        )
        for games in st.repeats
    )
    return [EXPORT.text("repeats", lang, slots=slots)]
