"""The new-game form before a second game goes into a slot of the seating already played
(the same tournament, stage, table and game number): F4 warns as soon as it fills the form,
and F2 or F3 asks what to do: open the game played, play it again and void the earlier one
in the same step (the head judge's reason and name), or play it again and keep both (the
tournament table then names the repeated slot until one is voided). Esc goes back to the
form. The slots are :mod:`...session.slots`'."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Select, Static

from ...rules import Header, RuleError
from ...session import Listing, LockedError, os_error_text, save_settings
from ...session.slots import Slot, played_in_slot, slot_of, void_replayed
from ..commands import bindings
from ..strings import Tr
from .base import Keyed
from .desk_void import VoidModal
from .new_game_plan import SeatingFill


class SlotModal(Keyed, ModalScreen[str | None]):
    """The slot is played: 1 open it, 2 replay and void it, 3 replay and keep both, Esc back.
    Dismissed with "open", "void", "keep" or None."""

    SCREEN_KEY = "slot"
    BINDINGS = bindings("slot")

    def __init__(self, tr: Tr, title: str, what: str) -> None:
        super().__init__(classes="modal", id="slot")
        self.tr, self.title_text, self.what = tr, title, what

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Static(self.title_text, markup=False, classes="title")
            yield Static(self.what, markup=False, id="slot-what")
            yield Static(self.tr("slot_keys"), markup=False, classes="hint")
        yield self.key_footer()

    def action_slot_open(self) -> None:
        self.dismiss("open")

    def action_slot_void(self) -> None:
        self.dismiss("void")

    def action_slot_keep(self) -> None:
        self.dismiss("keep")

    def action_cancel_dialog(self) -> None:
        self.dismiss(None)


class SlotCheck(SeatingFill):
    """The form's part that minds the seating's slots (a mixin of ``NewGameScreen``)."""

    _replay: Slot | None = None
    """The slot the judge chose to play again (asked once)."""

    if TYPE_CHECKING:

        def _error(self, text: str) -> None: ...

    def _slot(self) -> Slot | None:
        """The slot the form's header names now."""

        def number(name: str) -> int:
            text = self.query_one(f"#{name}", Input).value.strip()
            return int(text) if text.isdigit() else 0

        stage = self.query_one("#stage", Select).value
        return slot_of(
            self.query_one("#tournament", Input).value,
            stage if isinstance(stage, str) else "",
            number("table"),
            number("game_number"),
        )

    def _taken(self, slot: Slot | None) -> list[Listing]:
        return played_in_slot(self.mafia_app.store.listings(True), slot)

    def slot_filled(self) -> None:
        """F4 filled the form: say at once when its slot is already played."""
        taken = self._taken(self._slot())
        if taken:
            tr = self.mafia_app.tr
            game = taken[0]
            self.notify(
                tr("slot_hint", game=game.game_number, table=game.table, id=game.id),
                severity="warning",
                timeout=12,
                markup=False,
            )

    def if_slot_free(self, header: Header, go: Callable[[], None]) -> None:
        """Run ``go`` (start the game) unless the header's slot is already played; then ask
        first (:class:`SlotModal`)."""
        slot = slot_of(header.tournament, header.stage, header.table, header.game_number)
        taken = [] if slot == self._replay else self._taken(slot)
        if not taken:
            go()
            return
        tr = self.mafia_app.tr
        games = "\n".join(_game_line(tr, r) for r in taken)
        title = tr("slot_title", game=header.game_number, table=header.table)
        what = tr("slot_what", tournament=header.tournament, stage=tr.stage(header.stage))
        self.app.clear_notifications()  # the fill's toasts would cover the question
        self.app.push_screen(
            SlotModal(tr, title, f"{games}\n{what}"),
            lambda choice: self._slot_chosen(choice, header, slot, taken, go),
        )

    def _slot_chosen(
        self,
        choice: str | None,
        header: Header,
        slot: Slot | None,
        taken: list[Listing],
        go: Callable[[], None],
    ) -> None:
        tr = self.mafia_app.tr
        if choice is None:
            self._error(tr("slot_back"))
        elif choice == "open":
            self.app.pop_screen()  # the form: the judge chose the game played
            self.mafia_app.open_game(taken[0].id)
        elif choice == "keep":
            self._replay = slot
            go()
        else:
            ids = ", ".join(r.id for r in taken)
            offer = (
                tr("slot_void_title", ids=ids),
                tr("slot_void_what"),
                tr("slot_reason", game=header.game_number, table=header.table),
            )
            self.app.push_screen(
                VoidModal(tr, self.mafia_app.settings.head_judge, offer=offer),
                lambda answer: self._void_then(answer, slot, taken, go),
            )

    def _void_then(
        self,
        answer: tuple[str, str] | None,
        slot: Slot | None,
        taken: list[Listing],
        go: Callable[[], None],
    ) -> None:
        """Void the earlier games of the slot (all or none), then start the new one."""
        app = self.mafia_app
        tr = app.tr
        if answer is None:
            self._error(tr("slot_back"))
            return
        reason, name = answer
        try:
            void_replayed(app.store, [r.id for r in taken], reason, name)
        except LockedError:
            self._error(tr("locked"))
            return
        except RuleError as err:
            self._error(err.message(tr.lang))
            return
        except OSError as exc:
            self._error(tr("save_failed", error=os_error_text(exc, tr.lang)))
            return
        if app.settings.head_judge != name.strip():
            app.settings.head_judge = name.strip()
            try:
                save_settings(app.root, app.settings)
            except OSError:
                pass  # only the suggestion is lost; the record has the name
        ids = ", ".join(r.id for r in taken)
        self.notify(tr("slot_voided", ids=ids, reason=reason.strip()), markup=False)
        self._replay = slot
        go()


def _game_line(tr: Tr, r: Listing) -> str:
    """A game played in the slot, as the judge knows it: id, its state, judge, date."""
    finished = r.finished and r.result
    state = tr("slot_result", result=tr.result(r.result)) if finished else tr("slot_unfinished")
    return tr("slot_game", id=r.id, state=state, judge=r.judge or "—", date=r.date or "—")
