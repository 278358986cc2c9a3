"""The record after the game in the protocol's Russian words: the protests and the head judge's
decisions (8.9), and his check of the record (9.11).

Pure text; :mod:`protocol` places it (page 1's «ПРОТЕСТ» box, the back page's sections).
"""

from __future__ import annotations

from datetime import datetime

from ..rules import Game
from ..rules.after import Protest
from ..rules.desk import checked, clock, filed_late, protest_deadline

RESULT = {"red": "победа красных", "black": "победа чёрных", "draw": "ничья"}
TEAM = {"red": "команда красных", "black": "команда чёрных"}
OUTCOME = {"accepted": "протест принят", "rejected": "протест отклонён"}
NB = "\u00a0"
"""A no-break space: «п.» never parts from its number, nor a seat from «игрок»."""


def filer(game: Game, protest: Protest) -> str:
    """Who filed: «игрок 5 (Ник)» or «команда красных»."""
    if isinstance(protest.filer, int):
        return f"игрок{NB}{protest.filer} ({game.state.player(protest.filer).nick})"
    return TEAM.get(protest.filer or "", "подавший не записан")


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
        return "не рассмотрен"
    if d.result is not None:
        return f"итог изменён: {RESULT.get(d.result, d.result)}"
    return OUTCOME.get(d.outcome, d.outcome)


def protest_box(game: Game) -> str:
    """Page 1's «ПРОТЕСТ»: each protest in a few words (the whole on the back), or ""."""
    parts = [
        f"№{i} ({filer(game, p)}, {moment(p.at, game) or 'время не записано'}): {decision_text(p)}"
        for i, p in enumerate(game.after.protests, start=1)
    ]
    return "; ".join(parts) + ("; полностью на обороте" if parts else "")


def protest_lines(game: Game) -> list[str]:
    """The back page's protest section: every protest, when it was filed against the deadline
    of 8.9.1, its text, and the decision with its explanation (9.10); then the comments, and
    the head judge's check."""
    out = []
    deadline = protest_deadline(game)
    for i, p in enumerate(game.after.protests, start=1):
        when = f"подан {moment(p.at)}" if clock(p.at) else "время подачи не записано"
        if deadline is not None and clock(p.at):
            late = filed_late(game, p)
            term = "позже срока" if late else "в срок"
            when += f" ({term}: до {deadline.strftime('%H:%M')}, п.{NB}8.9.1)"
        out.append(f"Протест {i} — {filer(game, p)}, {when}: {p.text}")
        d = p.decision
        if d is None:
            out.append(f"Решение по протесту {i}: ещё не вынесено — не рассмотрен (п.{NB}8.9.2).")
        else:
            out.append(
                f"Решение по протесту {i} (п.{NB}8.9.2), {d.by}, {moment(d.at)}: "
                f"{decision_text(p)} — {d.reason}"
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
        return "Запись игры проверена Главным судьёй: ______________________ (подпись)"
    if checked(game):
        return f"Запись игры проверена Главным судьёй: {signoff.name}, {moment(signoff.at)}."
    return (
        f"Проверка Главного судьи ({signoff.name}, {moment(signoff.at)}) устарела: "
        "запись изменилась после неё. Проверено: ______________________ (подпись)"
    )


def result_text(game: Game) -> str:
    """The result for page 1's «Победившая команда» when a protest changed it: the new
    result, with what the table gave ("" when no decision changed it)."""
    state = game.state
    if not state.over or game.result == state.result:
        return ""
    was = RESULT.get(state.result or "", "—")
    return f"{RESULT.get(game.result or '', '—')} (по протесту, п.{NB}8.9.2; за столом: {was})"
