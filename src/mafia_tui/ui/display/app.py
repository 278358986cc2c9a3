"""The players' display: a second, read-only window the whole table can see.

``mafia-tui display [--data-dir DIR] [--game ID] [--lang ru|en]``. Every ~100 ms it looks at
the game file's stat (:class:`GameFollower`), rereads it only when it changed, asks
:func:`public_view` what the table may see, and redraws what differs. The countdown is
computed from the saved timer and the wall clock, so it never drifts from the judge's. It never
writes, locks or changes anything; if the file cannot be read at that moment, the last good
frame stays.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.app import App, ComposeResult
from textual.containers import Grid, Horizontal, Vertical
from textual.widgets import Static

from ...i18n import pick_lang
from ...lang import default_lang
from ...rules.team_texts import word
from ...session.follow import GameFollower
from ...session.public_view import PublicView, public_view
from ...storage import data_dir as resolve_data_dir
from ...storage import load_settings
from ..keys import cyrillic
from .big_digits import BigDigits
from .texts import say
from .widgets import SeatCard, day_text, phase_label, step_line

POLL_SECONDS = 0.1
"""How often the file's stat is looked at (and the countdown redrawn)."""
STALE_SECONDS = 3.0
"""A file unreadable this long is flagged (a shorter hiccup, e.g. a sync, passes unseen)."""
STAGE_CLASSES = (
    "-waiting",
    "-night",
    "-over",
    "-result-red",
    "-result-black",
    "-result-draw",
    "-vote",
    "-idle",
    "-running",
    "-paused",
    "-warning",
    "-overtime",
    "-flash",
    "-silent",
)


class DisplayApp(App[None]):
    """The players' display for one data dir."""

    CSS_PATH = Path(__file__).parent / "display.tcss"
    TITLE = "mafia-tui display"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [(f"q,{cyrillic('q')},escape", "quit", "")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (40, "-tall")]

    def __init__(
        self,
        data_dir: str | Path | None = None,
        game_id: str | None = None,
        lang: str | None = None,
        wall: Callable[[], float] = time.time,
        poll_seconds: float = POLL_SECONDS,
        stale_seconds: float = STALE_SECONDS,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.root = resolve_data_dir(data_dir, create=False)
        self.lang = pick_lang(lang or load_settings(self.root).lang or default_lang())
        self.follower = GameFollower(self.root, game_id)
        self.wall = wall
        self.poll_seconds = poll_seconds
        self.stale_seconds = stale_seconds
        self.view: PublicView | None = None
        """The view on screen now (None: no game read yet)."""
        self.errors = 0
        """Ticks that failed (the frame stayed); never fatal."""
        self._shown: dict[str, object] = {}

    def compose(self) -> ComposeResult:
        with Horizontal(id="d-header"):
            yield Static("", id="d-title", markup=False)
            yield Static("", id="d-count", markup=False)
            yield Static("", id="d-phase", markup=False)
        with Vertical(id="d-stage"):
            yield Static("", id="d-step", markup=False)
            yield BigDigits("", id="d-digits")
            yield Static("", id="d-big", markup=False)
            yield Static("", id="d-caption", markup=False)
        yield Static("", id="d-day", markup=False)
        with Grid(id="d-seats"):
            for seat in range(1, 11):
                yield SeatCard(seat, self.lang)

    def on_mount(self) -> None:
        self.tick()
        self.set_interval(self.poll_seconds, self.tick)

    def tick(self) -> None:
        """Poll the file, make the view, redraw what changed; a failure keeps the frame."""
        try:
            self.follower.poll()
            found = self.follower.current
            view = None if found is None else public_view(found.game, found.extras, self.wall())
            self.show(view)
        except Exception:  # noqa: BLE001 - the players' screen must outlive any bad file
            self.errors += 1

    # --- drawing ---------------------------------------------------------------------------

    def show(self, view: PublicView | None) -> None:
        """Draw ``view`` (None: waiting for a game)."""
        self.view = view
        lang = self.lang
        stage: set[str] = set()
        digits, big, step, caption = "", "", "", ""
        if view is None:
            stage.add("-waiting")
            big = say(lang, "waiting") + "\n\n" + say(lang, "waiting_hint", root=self.root)
            self._text("#d-title", "")
            self._text("#d-phase", "")
            self._text("#d-count", "")
        else:
            self._text(
                "#d-title",
                say(
                    lang,
                    "header",
                    tournament=view.tournament or "—",
                    table=view.table,
                    game=view.game_number,
                ),
            )
            self._text("#d-phase", phase_label(view, lang))
            since = self.follower.failing_since
            stale = (
                f"⚠ {say(lang, 'stale')}  "
                if since is not None and (time.monotonic() - since >= self.stale_seconds)
                else ""
            )
            self._text("#d-count", stale + say(lang, "at_table", n=view.at_table))
            step = step_line(view, lang)
            digits, big, caption = self._stage(view, stage)
            for card in self.query(SeatCard):
                card.show(view.seats[card.seat_no - 1])
        self.set_class(view is None, "-no-game")
        stage_box = self.query_one("#d-stage")
        for name in STAGE_CLASSES:
            stage_box.set_class(name in stage, name)
        self._text("#d-step", step)
        self._text("#d-big", big)
        self._text("#d-caption", caption)
        self._show("#d-digits", bool(digits))
        self._show("#d-big", not digits)
        if digits and self._shown.get("digits") != digits:
            self._shown["digits"] = digits
            self.query_one("#d-digits", BigDigits).update(digits)
        day = day_text(view, lang) if view is not None else None
        key = (day.plain, tuple(day.spans)) if day is not None else None
        if self._shown.get("#d-day") != key:
            self._shown["#d-day"] = key
            self.query_one("#d-day", Static).update(day or "")

    def _stage(self, view: PublicView, stage: set[str]) -> tuple[str, str, str]:
        """The big area: (digits, big text, caption) and its classes."""
        lang = self.lang
        if view.phase == "night":
            stage.add("-night")
            return "", say(lang, "night") + "\n\n" + say(lang, "night_hint"), ""
        if view.phase == "over":
            stage.add("-over")
            if view.result:
                stage.add(f"-result-{view.result}")
                return "", word("headline", view.result, lang).upper(), ""
            return "", say(lang, "game_over"), ""
        if view.step == "vote":
            stage.add("-vote")
            return str(view.seat), "", ""
        if view.step == "lift_vote":
            stage.add("-vote")
            return " ".join(map(str, view.candidates)), "", ""
        timer = view.timer
        if timer is None:
            stage.add("-silent")
            return "", "", ""
        state = timer.state
        stage.add({"over": "-overtime"}.get(state, f"-{state}"))
        paused = not timer.running and state != "idle"
        if paused:
            stage.add("-paused")
        if (
            state == "over"
            and timer.running
            and -3 < timer.remaining
            and int(-timer.remaining * 2) % 2 == 0
        ):
            stage.add("-flash")  # the first seconds past zero blink, for the far end
        caption = "timer_paused" if paused and state != "over" else f"timer_{state}"
        if timer.lost:
            caption = "judge_lost"
        return timer.label, "", say(lang, caption)

    def _text(self, selector: str, text: str) -> None:
        if self._shown.get(selector) != text:
            self._shown[selector] = text
            self.query_one(selector, Static).update(text)

    def _show(self, selector: str, visible: bool) -> None:
        widget = self.query_one(selector)
        if widget.display != visible:
            widget.display = visible


def run_display(
    data_dir: str | Path | None = None, game_id: str | None = None, lang: str | None = None
) -> int:
    """Run the players' display until it is closed (q, Esc or Ctrl+Q)."""
    app = DisplayApp(data_dir=data_dir, game_id=game_id, lang=lang)
    app.run()
    return app.return_code or 0
