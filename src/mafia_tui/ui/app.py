"""The Textual app: wiring only (data dir, language, clock, screens); no rules here."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App

from ..lang import default_lang
from ..storage import GameSession, GameStore, LockedError, load_settings
from ..storage import data_dir as resolve_data_dir
from .strings import Tr

if TYPE_CHECKING:
    from ..rules.timer import Clock


class MafiaApp(App[None]):
    """mafia-tui."""

    CSS_PATH = Path(__file__).parent / "app.tcss"
    TITLE = "mafia-tui"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (34, "-tall")]
    ENABLE_COMMAND_PALETTE = True

    def __init__(self, data_dir: str | Path | None = None, lang: str | None = None,
                 clock: Clock = time.monotonic, wallclock: Callable[[], str] | None = None,
                 resume: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.root = resolve_data_dir(data_dir)
        self.store = GameStore(self.root)
        self.settings = load_settings(self.root)
        self.lang = lang or self.settings.lang or default_lang()
        self.tr = Tr(self.lang)
        self.clock = clock
        self.wallclock = wallclock
        self.resume = resume
        """Open the unfinished game at once (``--continue``), with no start screen first."""

    def get_default_screen(self):  # type: ignore[override]
        if self.resume:
            screen = self._resumed_screen()
            if screen is not None:
                return screen
        from .screens.start import StartScreen

        return StartScreen()

    def _resumed_screen(self):  # noqa: ANN202 - a Screen, imported lazily
        unfinished = self.store.unfinished()
        if not unfinished:
            return None
        try:
            session = self.store.open(unfinished[0].id)
        except Exception:  # noqa: BLE001 - locked or bad: the start screen will say why
            return None
        from .screens.game import GameScreen

        if self.wallclock is not None:
            session.now = self.wallclock
        return GameScreen(session, self.tr, self.clock, self.settings.auto_start)

    def set_lang(self, lang: str) -> None:
        """Switch the language of every screen made from now on."""
        self.lang = lang
        self.tr = Tr(lang)

    def open_game(self, game_id: str) -> None:
        """Open a stored game on the game screen (or say why not)."""
        try:
            session = self.store.open(game_id)
        except LockedError:
            self.notify(self.tr("locked"), severity="error")
            return
        except Exception as err:  # a RuleError from a bad file: reported, nothing lost
            message = err.message(self.lang) if hasattr(err, "message") else str(err)
            self.notify(message, severity="error", timeout=10)
            return
        self.play(session)

    def play(self, session: GameSession) -> None:
        """Show the game screen for an open session."""
        from .screens.game import GameScreen

        if self.wallclock is not None:
            session.now = self.wallclock
        self.push_screen(GameScreen(session, self.tr, self.clock, self.settings.auto_start))


def run_app(data_dir: str | Path | None = None, lang: str | None = None,
            resume: bool = False) -> int:
    """Run the TUI until the judge quits."""
    MafiaApp(data_dir=data_dir, lang=lang, resume=resume).run()
    return 0
