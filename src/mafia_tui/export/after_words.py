"""The record after the game in the protocol's Russian words: the protests and the head judge's
decisions (8.9), and his check of the record (9.11).

Pure text; :mod:`protocol` places it (page 1's «ПРОТЕСТ» box, the back page's sections).
"""

from __future__ import annotations

from datetime import datetime

from ..rules import Game
from ..rules.after import Protest
from ..rules.desk import checked, clock, filed_late, protest_deadline
from ..rules.team_texts import word
from .protocol_texts import PROTOCOL, ru

NB = "\u00a0"
"""A no-break space: «п.» never parts from its number, nor a seat from «игрок»."""


def filer(game: Game, protest: Protest) -> str:
    """Who filed: «игрок 5 (Ник)» or «команда красных»."""
    if isinstance(protest.filer, int):
        return ru("filer_seat", seat=protest.filer, nick=game.state.player(protest.filer).nick)
    if protest.filer in ("red", "black"):
        return word("team", protest.filer, "ru")
    return ru("filer_none")


def moment(stamp: str | None, game: Game | None = None) -> str:
    """A stamp as the protocol writes it: «03.12.2026 19:05»; the time alone where ``game`` is
    given and the stamp falls on the game's date (page 1's short box); "" for none."""
    time = clock(stamp)
    if not time or stamp is None:
        return ""
    day = datetime.fromisoformat(stamp).date()
    if game is not None and game.header.date == day.isoformat():
        return time
    return f"{day:%d.%m.%Y}{NB}{time}"


def decision_text(protest: Protest) -> str:
    """The decision in a few words, or «не рассмотрен»."""
    d = protest.decision
    if d is None:
        return ru("undecided")
    if d.result is not None:
        return ru("result_changed", result=_win(d.result))
    return ru(f"decided_{d.outcome}") if f"decided_{d.outcome}" in PROTOCOL else d.outcome


def protest_box(game: Game) -> str:
    """Page 1's «ПРОТЕСТ»: each protest in a few words (the whole on the back), or ""."""
    parts = [
        ru(
            "box_protest",
            n=i,
            filer=filer(game, p),
            at=moment(p.at, game) or ru("time_none"),
            decision=decision_text(p),
        )
        for i, p in enumerate(game.after.protests, start=1)
    ]
    return "; ".join(parts) + (ru("box_more") if parts else "")


def protest_lines(game: Game) -> list[str]:
    """The back page's protest section: every protest, when it was filed against the deadline
    of 8.9.1, its text, and the decision with its explanation (9.10); then the comments, and
    the head judge's check."""
    out = []
    # 8.9.1's deadline replays the game to find its end: only a protest needs it
    deadline = protest_deadline(game) if game.after.protests else None
    for i, p in enumerate(game.after.protests, start=1):
        when = ru("filed_at", at=moment(p.at)) if clock(p.at) else ru("filed_unknown")
        if deadline is not None and clock(p.at):
            term = ru("late" if filed_late(game, p) else "in_time")
            when += ru("deadline", term=term, deadline=deadline.strftime("%H:%M"))
        out.append(ru("protest_line", n=i, filer=filer(game, p), when=when, text=p.text))
        d = p.decision
        if d is None:
            out.append(ru("decision_pending", n=i))
        else:
            out.append(
                ru(
                    "decision_line",
                    n=i,
                    by=d.by,
                    at=moment(d.at),
                    decision=decision_text(p),
                    reason=d.reason,
                )
            )
    out += game.after.comments.splitlines()
    if game.state.over:
        out.append(check_line(game))
    return out


def check_line(game: Game) -> str:
    """The head judge's check of the record (9.11): his name and time, or a line for his
    signature on paper."""
    signoff = game.after.signoff
    if signoff is None:
        return ru("check_blank")
    key = "check_done" if checked(game) else "check_stale"
    return ru(key, name=signoff.name, at=moment(signoff.at))


def result_text(game: Game) -> str:
    """The result for page 1's «Победившая команда» when a protest changed it: the new
    result, with what the table gave ("" when no decision changed it)."""
    state = game.state
    if not state.over or game.result == state.result:
        return ""
    return ru("result_by_protest", result=_win(game.result), was=_win(state.result))


def _win(result: str | None) -> str:
    """A result as the protocol's protest lines say it: «победа красных», «ничья»."""
    return word("win", result, "ru")
