"""The start screen: new game, continue the unfinished one, the games list, settings."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from ...i18n import LANGS, pick_lang
from ...session import Listing
from ..commands import BY_ID, bindings, key_label
from .base import Keyed


class StartScreen(Keyed, Screen[None]):
    """First thing the judge sees; Enter continues an unfinished game when there is one."""

    SCREEN_KEY = "start"
    BINDINGS = bindings("start")

    def __init__(self) -> None:
        super().__init__(id="start")
        self.unfinished: Listing | None = None

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Label("", id="start-title", classes="title")
            yield OptionList(id="start-menu")
            yield Static("", id="start-info", markup=False, classes="hint")
        yield self.key_footer()

    def on_screen_resume(self) -> None:
        """Shown (at start too): read the games again, a game may have finished since."""
        self.rebuild()

    def rebuild(self) -> None:
        """Re-read the games (a game may have finished since)."""
        app = self.mafia_app
        tr = app.tr
        store = app.store
        self.query_one("#start-title", Label).update(tr("start_title"))
        menu = self.query_one("#start-menu", OptionList)
        menu.clear_options()
        self.unfinished = store.continue_candidate()
        if self.unfinished:
            u = self.unfinished
            what = tr(
                "game_label", tournament=u.tournament or "—", table=u.table, game=u.game_number
            )
            label = f"{key_label('c')}  {tr('start_continue', what=what)}"
            menu.add_option(Option(Text(label), id="continue"))
        for name in ("new", "list", "standings", "players", "seating", "settings", "quit"):
            key = BY_ID[name].keys_text()
            menu.add_option(Option(Text(f"{key}  {tr('start_' + name)}"), id=name))
        menu.highlighted = 0
        menu.focus()
        self.query_one("#start-info", Static).update(self._info([]))
        self.refresh_footer()
        self._look_for_conflicts()

    @work(thread=True, exclusive=True, group="conflicts")
    def _look_for_conflicts(self) -> None:
        """Sync conflict copies are found by a scan of the whole data dir: off the event loop,
        said when found (they are rare; the screen needs no wait for them)."""
        conflicts = self.mafia_app.store.conflicts()
        if conflicts:
            self.app.call_from_thread(self._show_conflicts, conflicts)

    def _show_conflicts(self, conflicts: list[tuple[str, Path]]) -> None:
        self.query_one("#start-info", Static).update(self._info(conflicts))

    def legal_token(self, token: str) -> bool:
        store = self.mafia_app.store
        if token == "unfinished":
            return self.unfinished is not None
        if token == "notes":
            return bool(store.unacknowledged())
        return True

    def _info(self, conflicts: list[tuple[str, Path]]) -> Text:
        """The data dir, and whatever is wrong with it or its files, said plainly."""
        app = self.mafia_app
        tr, store, lang = app.tr, app.store, app.lang
        info = Text(tr("start_data_dir", path=str(store.root)))
        for notice in store.notices:
            info.append("\n" + notice.message(lang), style="bold red")
        for problem in store.problems:
            if not problem.moved_to:  # left in place: said at every start until mended
                info.append("\n" + problem.notice.message(lang), style="bold red")
        notes = store.unacknowledged()  # set aside, this run or earlier: until acknowledged
        if notes:
            info.append(
                "\n" + tr("start_notes", n=len(notes), path=str(store.quarantine_dir)),
                style="bold yellow",
            )
            for note in notes[:3]:
                info.append(
                    "\n  " + _first_line(note, store.note_lines(note), lang), style="yellow"
                )
        if conflicts:
            info.append("\n" + tr("start_conflicts", n=len(conflicts)), style="bold yellow")
        return info

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.run_command(str(event.option.id))

    def action_new(self) -> None:
        from .new_game import NewGameScreen

        self.app.push_screen(NewGameScreen())

    def action_continue(self) -> None:
        if self.unfinished:
            self.mafia_app.open_game(self.unfinished.id)

    def action_list(self) -> None:
        from .games_list import GamesListScreen

        self.app.push_screen(GamesListScreen())

    def action_standings(self) -> None:
        from .standings import StandingsScreen
        from .standings_pick import TournamentPick

        store = self.mafia_app.store
        names = sorted({r.tournament for r in store.listings(True) if r.tournament})
        if not names:
            self.notify(self.mafia_app.tr("no_tournaments"))
            return
        self.app.push_screen(
            TournamentPick(names), lambda name: name and self.app.push_screen(StandingsScreen(name))
        )

    def action_players(self) -> None:
        from .roster import RosterScreen

        self.app.push_screen(RosterScreen())

    def action_seating(self) -> None:
        from .seating import SeatingScreen

        self.app.push_screen(SeatingScreen())

    def action_settings(self) -> None:
        from .settings import SettingsScreen

        self.app.push_screen(SettingsScreen())

    def action_acknowledge(self) -> None:
        """The judge has read the notes about files set aside: stop showing them."""
        self.mafia_app.store.acknowledge()
        self.rebuild()


def _first_line(note: Path, lines: list[str], lang: str) -> str:
    """The note's line in the judge's language (ru first, en second: the order of
    :data:`~mafia_tui.i18n.LANGS`; storage writes the note in both)."""
    index = LANGS.index(pick_lang(lang))
    return lines[index] if len(lines) > index else note.name
