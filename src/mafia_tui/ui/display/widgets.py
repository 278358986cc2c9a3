"""The players' display's pieces: a seat card and the words of the step and the day.

They only draw a :class:`PublicView` (``session/public_view.py``), which has already decided
what is public; nothing here looks at the game itself.
"""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from ...rules.team_texts import word
from ...session.public_view import PublicSeat, PublicView
from ..widgets.fouls import count_marks
from .texts import say

BLACK_ROLES = ("mafia", "don")


def seat_status(seat: PublicSeat, lang: str) -> str:
    """How a player left the table, briefly ("" while at it)."""
    if seat.alive:
        return ""
    if seat.status == "disqualified":
        return say(lang, "status_disqualified", rule=seat.rule)
    return say(lang, f"status_{seat.status}", n=seat.left[1:])


class SeatCard(Widget):
    """One seat: number and nickname, fouls, nominated, how he left (and, once revealed, his
    role). State lives in CSS classes; it repaints only when its seat changed."""

    def __init__(self, seat: int, lang: str) -> None:
        super().__init__(id=f"seat-{seat}", classes="seat")
        self.seat_no = seat
        self.lang = lang
        self.seat: PublicSeat | None = None

    def show(self, seat: PublicSeat) -> None:
        if seat == self.seat:
            return
        self.seat = seat
        self.set_class(seat.speaking, "-speaking")
        self.set_class(not seat.alive, "-out")
        self.set_class(seat.nominated, "-nominated")
        self.set_class(seat.role in BLACK_ROLES, "-black")
        self.set_class(bool(seat.role) and seat.role not in BLACK_ROLES, "-red")
        self.refresh()

    def render(self) -> Text:
        s = self.seat
        if s is None:
            return Text("")
        text = Text(no_wrap=True, overflow="ellipsis")
        text.append(f"{s.seat:>2} ", style="bold")
        text.append(s.nick, style="bold" if s.alive else "")  # literal: never markup
        text.append("\n ")
        text.append_text(count_marks(s.counts, self.lang))
        if s.nominated:
            text.append(" " + say(self.lang, "nominated_mark"), style="bold")
        text.append("\n ")
        if s.role:
            text.append(word("role", s.role, self.lang), style="bold")
            if not s.alive:
                text.append(" · ")
        text.append(seat_status(s, self.lang))
        return text


def step_line(view: PublicView, lang: str) -> str:
    """Whose speech it is and how long, or what is voted on."""
    nick, seat, seconds = view.nick, view.seat, view.seconds
    if view.step == "speech":
        if view.reason == "mute":
            return say(lang, "speech_mute", seat=seat, nick=nick)
        if view.reason in ("short", "cut"):
            return say(lang, "speech_short", seat=seat, nick=nick)
        return say(lang, "speech", seat=seat, nick=nick, seconds=seconds)
    if view.step in ("tie_speech", "last_word"):
        return say(lang, view.step, seat=seat, nick=nick, seconds=seconds)
    if view.step == "vote":
        return say(lang, "vote", seat=seat, nick=nick)
    if view.step == "lift_vote" and view.reason == "self_vote":
        return say(lang, "self_vote", seat=seat, nick=nick)
    if view.step == "lift_vote":
        return say(lang, "lift_vote", seats=", ".join(map(str, view.candidates)))
    return ""


def phase_label(view: PublicView, lang: str) -> str:
    """ "День 2" / "Ночь 1" / "" after the game."""
    if view.phase == "night":
        return say(lang, "phase_night", n=view.night) if view.night else say(lang, "phase_zero")
    if view.phase == "day":
        return say(lang, "phase_day", n=view.day)
    return ""


def day_text(view: PublicView, lang: str) -> Text:
    """Today's nominations in order, each vote's hands as entered, and how the vote ended."""
    text = Text()
    if view.phase != "day":
        return text
    if view.cancelled:
        text.append(say(lang, "cancelled", rule=view.cancelled), style="bold")
    elif view.nominations:
        text.append(say(lang, "nominated"))
        for i, (by, target) in enumerate(view.nominations):
            text.append(" · " if i else "")
            text.append(str(target), style="bold")
            text.append(f" ({by})", style="dim")
    else:
        text.append(say(lang, "nominated_none"), style="dim")
    votes = 0
    for rnd in view.rounds:
        text.append("\n")
        if rnd.lift:
            count = rnd.counts[0] if rnd.counts else "…"
            text.append(say(lang, "lift", count=count, voters=rnd.voters))
            continue
        text.append(say(lang, "revote" if votes else "round"))
        votes += 1
        for i, seat in enumerate(rnd.candidates):
            count = str(rnd.counts[i]) if i < len(rnd.counts) else "…"
            text.append(" · " if i else "")
            text.append(f"{seat}: ")
            text.append(count, style="bold")
    if view.outcome and view.outcome != "game_over":
        text.append("\n")
        seats = ", ".join(map(str, view.left_today))
        text.append(
            say(lang, f"outcome_{view.outcome}", seats=seats, rule=view.cancelled), style="bold"
        )
    return text
