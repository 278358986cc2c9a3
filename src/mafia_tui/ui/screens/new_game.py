"""A new game: header (9.2), nicknames (9.3), roles as dealt or dealt at random (9.4)."""

from __future__ import annotations

import re
from datetime import date

from textual.app import ComposeResult
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, Label, Select, Static

from ...rules import Header, Player, Role, RuleError, make_players
from ...rules.queries import deal
from ...rules.setting_texts import rules_title
from ...rules.setup import STAGES
from ...session import save_settings
from ...session.archive import rules_profile
from ..commands import bindings
from ..keys import LATIN_TO_CYRILLIC
from .new_game_roster import RosterOffer
from .new_game_slot import SlotCheck


def parse_role(text: str) -> Role:
    """A role typed in either layout: К/Ч/Ш/Д, the same keys in Latin (r/x/i/l), or k/m/s/d."""
    text = text.strip().lower()
    if len(text) == 1 and text in LATIN_TO_CYRILLIC:
        try:
            return Role.parse(LATIN_TO_CYRILLIC[text])
        except ValueError:
            pass
    return Role.parse(text)


def _role_keys() -> str:
    """Every single character :func:`parse_role` reads, in both cases."""
    found = set()
    for char in {*LATIN_TO_CYRILLIC, *LATIN_TO_CYRILLIC.values(), *"kcmsd"}:
        for case in (char.lower(), char.upper()):
            try:
                parse_role(case)
            except ValueError:
                continue
            found.add(case)
    return "".join(sorted(found))


ROLE_RESTRICT = f"[{re.escape(_role_keys())}]?"
"""What a role field lets in: a letter that names a role, in either layout, or nothing (a
non-role letter such as Б is not typed at all, rather than refused at the start)."""


class NewGameScreen(RosterOffer, SlotCheck, Screen[None]):
    """The form; F2 starts the game, F3 deals the roles at random, F4 fills it from the
    tournament's seating (round, table), F5 puts a new nickname on the roster, Esc asks
    before it drops anything typed. A slot of the seating already played is asked about
    first (:class:`.new_game_slot.SlotCheck`)."""

    SCREEN_KEY = "new"
    BINDINGS = bindings("new")

    def __init__(self) -> None:
        super().__init__(id="new-game")
        self._initial: dict[str, str] = {}
        self._rules = ""
        """The rules the form was checked with: a preset's name or a rules code."""

    def compose(self) -> ComposeResult:
        app = self.mafia_app
        tr = app.tr
        st = app.settings
        suggester = self.roster_suggester()  # the roster first, then earlier games
        games = [r for r in app.store.listings(True) if r.tournament == st.tournament]
        next_game = max((r.game_number for r in games), default=0) + 1
        with VerticalScroll(classes="form"):
            yield Label(tr("new_title"), classes="title")
            with Grid(id="header-grid"):
                yield Label(tr("f_tournament"))
                yield Input(st.tournament, id="tournament")
                yield Label(tr("f_stage"))
                yield Select(
                    [(tr.stage(s), s) for s in STAGES],
                    value=st.stage,
                    allow_blank=False,
                    id="stage",
                    compact=True,
                )
                yield Label(tr("f_game"))
                yield Input(str(next_game), id="game_number", restrict=r"[0-9]*")
                yield Label(tr("f_table"))
                yield Input(str(st.table), id="table", restrict=r"[0-9]*")
                yield Label(tr("f_date"))
                yield Input(date.today().isoformat(), id="date")
                yield Label(tr("f_judge"))
                yield Input(st.judge, id="judge")
            letters = "/".join(tr.role_letter(role) for role in Role)
            for seat in range(1, 11):
                with Horizontal(classes="seat-line"):
                    yield Label(f"{seat:>2}", classes="seat-no")
                    yield Input(
                        placeholder=tr("f_nick"),
                        id=f"nick-{seat}",
                        max_length=40,
                        suggester=suggester,
                    )
                    yield Input(
                        placeholder=tr("f_role", letters=letters),
                        id=f"role-{seat}",
                        max_length=1,
                        classes="role",
                        restrict=ROLE_RESTRICT,
                    )
            with Horizontal(classes="entry"):
                yield Label(tr("f_rules"), classes="rules-label")
                shown = rules_title(app.new_rules, tr.lang)  # typed back: a title reads too
                yield Input(shown, id="rules", max_length=60)
            yield Static(tr("roles_accepted"), classes="hint", markup=False)
            yield Static("", id="roster-offer", classes="hint", markup=False)
            yield Static("", id="form-error", markup=False, classes="error")
        yield self.key_footer()

    def on_mount(self) -> None:
        self._initial = self._values()
        self.query_one(
            "#nick-1" if self.query_one("#tournament", Input).value else "#tournament", Input
        ).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.focus_next()

    def _error(self, text: str) -> None:
        """Say what is wrong (flashed, no bell: the bell means "time is up")."""
        error = self.query_one("#form-error", Static)
        error.update(text)
        error.add_class("-flash")
        self.set_timer(0.6, lambda: error.remove_class("-flash"))

    def _values(self) -> dict[str, str]:
        return {str(field.id): field.value for field in self.query(Input)}

    def _header(self) -> Header:
        tr = self.mafia_app.tr
        texts = {
            name: self.query_one(f"#{name}", Input).value.strip()
            for name in ("tournament", "date", "judge")
        }
        numbers: dict[str, int] = {}
        for name, label in (("game_number", "f_game"), ("table", "f_table")):
            text = self.query_one(f"#{name}", Input).value.strip()
            if not text.isdigit() or int(text) < 1:  # 0 is an imported game's "not given"
                raise RuleError("bad_header", field=tr(label))
            numbers[name] = int(text)
        stage = self.query_one("#stage", Select).value  # Select.BLANK when none: validate says so
        header = Header(
            tournament=texts["tournament"],
            stage=stage if isinstance(stage, str) else "",
            game_number=numbers["game_number"],
            table=numbers["table"],
            date=texts["date"],
            judge=texts["judge"],
        )
        header.validate()
        return header

    def _rows(self, roles: list[Role] | None) -> list[dict[str, object]]:
        rows = []
        nicks = [self.query_one(f"#nick-{seat}", Input).value for seat in range(1, 11)]
        for seat in range(1, 11):
            nick = nicks[seat - 1]
            if roles is not None:
                role: object = roles[seat - 1].value
            else:
                text = self.query_one(f"#role-{seat}", Input).value
                try:
                    role = parse_role(text).value
                except ValueError:
                    role = text
            rows.append(
                {
                    "seat": seat,
                    "nick": nick,
                    "role": role,
                    "stand_in_for": self.stand_in_for(seat, nicks),
                }
            )
        return rows

    def _validated(self, roles: list[Role] | None = None) -> tuple[Header, list[Player]] | None:
        tr = self.mafia_app.tr
        lang = tr.lang
        try:
            header = self._header()
            if roles is None and not all(
                self.query_one(f"#role-{s}", Input).value.strip() for s in range(1, 11)
            ):
                # Nicknames are checked first, with a valid deal standing in for the roles.
                make_players(
                    self._rows([Role.CIVILIAN] * 6 + [Role.MAFIA] * 2 + [Role.SHERIFF, Role.DON])
                )
                self._error(tr("roles_missing"))
                return None
            players = make_players(self._rows(roles))
        except RuleError as err:
            self._error(err.message(lang))
            return None
        text = self.query_one("#rules", Input).value.strip()
        if rules_profile(text) is None:
            self._error(tr("rules_neither", text=text))
            return None
        self._rules = text
        return header, players

    def action_start_game(self) -> None:
        checked = self._validated()
        if checked:
            header, players = checked
            self.if_slot_free(header, lambda: self._begin(header, players))

    def action_deal(self) -> None:
        checked = self._validated(deal())
        if checked:
            header, players = checked
            self.if_slot_free(header, lambda: self._deal(header, players))

    def _deal(self, header: Header, players: list[Player]) -> None:
        from .deal import DealScreen

        def done(chosen: list[Player] | None) -> None:
            if chosen:
                self._begin(header, chosen)

        self.app.push_screen(DealScreen(players, lambda: make_players(self._rows(deal()))), done)

    def _begin(self, header: Header, players: list[Player]) -> None:
        app = self.mafia_app
        st = app.settings
        st.tournament, st.judge, st.stage, st.table = (
            header.tournament,
            header.judge,
            header.stage,
            header.table,
        )
        try:
            save_settings(app.root, st)
        except OSError:
            pass  # remembering the form is a convenience; the game itself is saved below
        try:
            session = app.store.new_game(header, players, self._rules)
        except RuleError as err:  # what the reader would refuse at the next start
            self.notify(err.message(app.lang), severity="error", markup=False)
            return
        self.app.pop_screen()  # on a disk that refuses, the game screen says NOT SAVED at once
        app.play(session, fresh=True)

    def action_back(self) -> None:
        """Esc: straight back when nothing was typed, else ask first."""
        changed = {k: v for k, v in self._values().items() if v != self._initial.get(k, "")}
        if not changed:
            self.app.pop_screen()
            return
        from .modals import DiscardModal

        tr = self.mafia_app.tr
        nicks = sum(1 for k in changed if k.startswith("nick-"))
        roles = sum(1 for k in changed if k.startswith("role-"))
        what = tr("discard_fields", nicks=nicks, roles=roles, other=len(changed) - nicks - roles)
        self.app.push_screen(DiscardModal(tr, what), lambda leave: leave and self.app.pop_screen())
