"""The Textual app: wiring only (data dir, language, clock, screens); no rules here."""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from textual import events
from textual.app import App
from textual.binding import Binding
from textual.command import CommandPalette, Provider

from ..lang import default_lang
from ..rules.errors import RuleError
from ..session import Archive, GameSession, LockedError, load_settings, os_error_text
from ..session import data_dir as resolve_data_dir
from .memory import Collector
from .strings import Tr

if TYPE_CHECKING:
    from textual.screen import Screen

    from ..rules.timer import Clock
    from .screens.game import GameScreen


ScreenT = TypeVar("ScreenT", bound="Screen[Any]")


def _palette() -> type[Provider]:
    """The palette's commands, imported when the judge first opens it (Ctrl+P), not at every
    start: Textual calls this as it opens the palette."""
    from .palette import CommandsProvider

    return CommandsProvider


class MafiaApp(App[None]):
    """mafia-tui."""

    CSS_PATH = Path(__file__).parent / "app.tcss"
    TITLE = "mafia-tui"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (34, "-tall"), (48, "-huge")]
    ENABLE_COMMAND_PALETTE = True
    COMMANDS = {_palette}
    """Our commands only: Textual's system commands (Theme, Screenshot, Keys) are English and
    the theme switcher is left out on purpose (the colours are tuned for one theme)."""
    BINDINGS = [Binding("f1,question_mark,ctrl+g", "help", show=False, id="help")]
    """Help on every screen; a text field keeps ``?`` as text (F1 and Ctrl+G still work)."""

    def __init__(
        self,
        data_dir: str | Path | None = None,
        lang: str | None = None,
        clock: Clock = time.monotonic,
        wallclock: Callable[[], str] | None = None,
        resume: bool = False,
        rules: str | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.root = resolve_data_dir(data_dir)
        self.store = Archive(self.root, sweep=False)  # swept after the first frame
        self.settings = load_settings(self.root)
        self.lang = lang or self.settings.lang or default_lang()
        self.tr = Tr(self.lang)
        self.clock = clock
        self.wallclock = wallclock
        self.resume = resume
        """Open the game judged last at once (``--continue``): the first screen is the game's."""
        self.new_rules = rules or self.settings.profile
        """What new games are played by: ``--preset``/``--rules``, else the settings' preset
        (the new-game form's rules field starts with it)."""
        self.collector = Collector(clock)
        """When the garbage collector runs (see ui/memory.py), on the app's clock: a pause
        of the judge is one on the clock the timer reads (a test's fake clock pauses only
        when the test moves it)."""
        self._collecting = False

    def _sweep(self) -> None:
        """Killed writers' temp files go, off the UI thread (a scan of the whole folder)."""
        self.run_worker(self.store.sweep, thread=True, exit_on_error=False)

    def get_default_screen(self) -> Screen[None]:
        """The menu; under ``--continue``, the judge's screen of the game judged last, and the
        menu is made when the judge leaves the game (:meth:`leave_game`). Making a menu first
        only to show the game above it cost about 7 ms of every resume."""
        if self.resume:
            self.resume = False
            session = self._resume_session()
            if session is not None:
                return self._game_screen(session, resumed=True)
        from .screens.start import StartScreen

        return StartScreen()

    def _resume_session(self) -> GameSession | None:
        target = self.store.resume_target()
        if target.game_id is not None:
            return self._open(target.game_id)
        if target.notice is not None:
            calm = target.notice.code == "resume_none"  # nothing wrong: nothing to continue
            severity = "information" if calm else "error"
            self.notify(target.notice.message(self.lang), severity=severity, timeout=30)
        return None

    def on_mount(self) -> None:
        self.call_after_refresh(self._settle_memory)
        self.call_after_refresh(self._sweep)

    def _settle_memory(self) -> None:
        """After a frame: what is loaded so far is left out of the collector's walks, and from
        now on the full ones wait for the judge to pause (ui/memory.py)."""
        self.collector.settle()
        if not self._collecting:
            self._collecting = True
            self.set_interval(1, self.collect)

    def collect(self) -> bool:
        """The collector's tick: whole only where no game is open (ui/memory.py)."""
        return self.collector.tick(whole=not any(s.id == "game" for s in self.screen_stack))

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.InputEvent):
            self.collector.input()
        await super().on_event(event)

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: Any = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        """Every toast is literal text: it may hold a nickname, a tournament or a path from a
        file, and none of ours uses markup (a screen's ``notify`` passes ``markup=True`` by
        default, so it is overridden here rather than trusted)."""
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=False)

    def action_help(self) -> None:
        """F1 / ? / Ctrl+G: the keys of the screen the judge is on (again: close it)."""
        self.show_help(getattr(self.screen, "SCREEN_KEY", ""))

    def show_help(self, screen_key: str) -> None:
        """Open the help of ``screen_key``; close it when it is the screen shown."""
        from .screens.base import Keyed
        from .screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen):
            self.screen.dismiss(None)
            return
        notes = self.screen.help_lines() if isinstance(self.screen, Keyed) else []
        self.push_screen(HelpScreen(screen_key or "start", self.tr, notes))

    def action_help_quit(self) -> None:
        """Ctrl+C: say how to quit, in the judge's language."""
        self.notify(self.tr("help_quit"))

    def action_command_palette(self) -> None:
        """Ctrl+P: the palette, with our placeholder."""
        # Textual types is_open(app: App[object]) and App is invariant in its return type, so an
        # App[None] is refused though any app is what it reads (its screen's classes).
        if self.use_command_palette and not CommandPalette.is_open(self):  # type: ignore[arg-type]
            self.push_screen(
                CommandPalette(placeholder=self.tr("palette_placeholder"), id="--command-palette")
            )

    def set_lang(self, lang: str) -> None:
        """Switch the language of every screen made from now on."""
        self.lang = lang
        self.tr = Tr(lang)

    def open_game(self, game_id: str) -> None:
        """Open a stored game on the game screen (or say why not)."""
        session = self._open(game_id)
        if session is not None:
            self.play(session)

    def _open(self, game_id: str) -> GameSession | None:
        """The stored game open for judging, or None when it cannot be (said in a toast)."""
        try:
            return self.store.open(game_id)
        except LockedError:
            self.notify(self.tr("locked"), severity="error")
        except RuleError as err:  # a bad file: reported, nothing lost
            self.notify(err.message(self.lang), severity="error", timeout=15)
        except OSError as exc:
            self.notify(
                f"{exc.filename or ''}: {os_error_text(exc, self.lang)}",
                severity="error",
                timeout=15,
            )
        return None

    def play(self, session: GameSession, fresh: bool = False) -> None:
        """Show the game screen for an open session (the only one: a game screen already
        in the stack is closed first). ``fresh``: a new game, its first timer may start."""
        from .screens.game import GameScreen

        while any(isinstance(s, GameScreen) for s in self.screen_stack):
            self.leave_game()
        self.push_screen(self._game_screen(session, fresh))
        self.call_after_refresh(self._settle_memory)  # the game's states are loaded for good

    def _game_screen(
        self, session: GameSession, fresh: bool = False, resumed: bool = False
    ) -> GameScreen:
        """The judge's screen for ``session``, sized, with what the judge must know of its file
        said in toasts."""
        from .screens.game import GameScreen

        if self.wallclock is not None:
            session.now = self.wallclock
        if resumed:  # --continue: the start screen and its advice were never shown
            for notice in self.store.notices:
                self.notify(notice.message(self.lang), severity="error", timeout=30)
        for problem in self.store.problems:
            if Path(problem.file).stem == session.game.id:
                self.notify(problem.notice.message(self.lang), severity="warning", timeout=30)
        if session.warning is not None:
            self.notify(session.warning.message(self.lang), severity="warning", timeout=20)
        return self.sized(GameScreen(session, self.tr, self.clock, self.settings.auto_start, fresh))

    def leave_game(self) -> None:
        """From the game screen back to the menu, made now when the game was the first screen
        (``--continue``)."""
        if len(self.screen_stack) > 1:
            self.pop_screen()
            return
        from .screens.start import StartScreen

        # Textual's switch_screen drops the top screen's result callback, and the first screen
        # (get_default_screen) was never given one: it is given the empty one push_screen gives.
        self.screen._push_result_callback(self, None)
        self.switch_screen(StartScreen())

    def sized(self, screen: ScreenT) -> ScreenT:
        """``screen`` with the breakpoint classes of the terminal's size now.

        Textual gives a screen these classes on a Resize event only, and the terminal's first
        one arrives after ``--continue`` has pushed the game screen: without them the screen
        was styled, laid out and painted once for no size, then all over again.
        """
        width, height = self.size
        for points, extent in (
            (self.HORIZONTAL_BREAKPOINTS, width),
            (self.VERTICAL_BREAKPOINTS, height),
        ):
            names = [name for at, name in points or () if extent >= at]
            if names:
                screen.add_class(names[-1])
        return screen

    def unsaved_session(self) -> GameSession | None:
        """The open game whose last changes are not on disk, if any."""
        from .screens.game import GameScreen

        for screen in self.screen_stack:
            if isinstance(screen, GameScreen) and not screen.closed and screen.session.unsaved:
                return screen.session
        return None

    async def action_quit(self) -> None:
        """Ctrl+Q: never drops unsaved work without asking."""
        session = self.unsaved_session()
        if session is None:
            self.exit()
            return
        from .screens.unsaved import UnsavedModal

        def done(leave: bool | None) -> None:
            if leave:
                self.exit()

        self.push_screen(UnsavedModal(session, self.tr), done)


def run_app(
    data_dir: str | Path | None = None,
    lang: str | None = None,
    resume: bool = False,
    rules: str | None = None,
) -> int:
    """Run the TUI until the judge quits; non-zero when it ended on an exception."""
    gc.disable()  # until the first frame (see MafiaApp._settle_memory)
    app = MafiaApp(data_dir=data_dir, lang=lang, resume=resume, rules=rules)
    app.run()
    return app.return_code or 0


if TYPE_CHECKING:
    from .services import Services

    _GIVES: type[Services] = MafiaApp
    """The app gives every service a screen is typed against: the type checker holds it here,
    since the screens name only :class:`~.services.Services` (never the app, which imports
    them)."""
