"""The new-game form and the roster: nicknames complete from the roster first, then from the
earlier games; a nickname the roster does not know is allowed, and offered for adding.

When the judge leaves a seat's field holding a nickname the roster does not know, one line
under the form says so and names the key (F5, Ctrl+O) that puts it on the roster. A damaged
roster is told once and the form works on from the earlier games alone (session/roster.py).
"""

from __future__ import annotations

from textual.suggester import SuggestFromList
from textual.widgets import Input, Static

from ...rules.setup import nick_key
from ...session.roster import RosterError, add_player, open_roster, suggestions
from ..commands import for_screen
from .base import Keyed


class RosterOffer(Keyed):
    """The form's part that completes from the roster and offers to add a new nickname (a
    mixin of ``NewGameScreen``, as Keyed is)."""

    _known: frozenset[str] | set[str] = frozenset()
    """The roster's nicknames and old names, case-folded."""
    _roster_ok: bool = False
    """The roster reads (a damaged one offers nothing: it would refuse to save)."""
    _offered: str = ""
    """The nickname the line offers to add ("" when none)."""
    _planned: tuple[str, ...] = ()
    """The seating's nicknames for this table (``SeatingFill``): the head judge typed them
    for the tournament already, so they are not offered one by one."""

    def roster_suggester(self) -> SuggestFromList:
        """What the seat fields complete from (read once, when the form opens)."""
        app = self.mafia_app
        roster = open_roster(app.root)
        if roster.problem is not None:
            self.notify(roster.problem.message(app.lang), severity="warning", markup=False)
            self._known = set()
        else:
            self._known = {nick_key(n) for n in roster.nicknames()}
            self._known.update(nick_key(a) for e in roster.entries() for a in e.aliases)
        self._roster_ok = roster.problem is None
        nicks = suggestions(roster, app.store.listings(True))
        return SuggestFromList(nicks, case_sensitive=False)

    def on_input_blurred(self, event: Input.Blurred) -> None:
        if str(event.input.id).startswith("nick-"):
            self._offer(event.value.strip())

    def _offer(self, nick: str) -> None:
        planned = {nick_key(n) for n in self._planned}
        if not self._roster_ok or not nick or nick_key(nick) in self._known | planned:
            nick = ""
        self._offered = nick
        line = self.query_one("#roster-offer", Static)
        if not nick:
            line.update("")
            return
        key = next(c for c in for_screen("new", False) if c.id == "add_to_roster").keys_text()
        line.update(self.mafia_app.tr("roster_offer", nick=nick, key=key))

    def action_add_to_roster(self) -> None:
        """F5: put the nickname the line offers on the roster."""
        app = self.mafia_app
        tr = app.tr
        nick = self._offered
        if not nick:
            self.notify(tr("roster_nothing"), severity="warning", markup=False)
            return
        try:
            entry = add_player(app.root, nick)
        except RosterError as err:
            self.notify(err.message(app.lang), severity="error", markup=False)
            return
        self._known = {*self._known, entry.key}
        self._offer("")
        self.notify(tr("roster_added", nick=entry.nick), markup=False)
