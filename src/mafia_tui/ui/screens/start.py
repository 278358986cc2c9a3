"""The start screen: new game, continue the unfinished one, the games list, settings."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Label, OptionList, Static
from textual.widgets.option_list import Option

from ..keys import bind_letters


class StartScreen(Screen[None]):
    """First thing the judge sees; Enter continues an unfinished game when there is one."""

    def __init__(self) -> None:
        super().__init__(id="start")
        bind_letters(self, (("n", "new"), ("c", "continue"), ("l", "list"), ("t", "standings"),
                            ("s", "settings")))

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Label("", id="start-title", classes="title")
            yield OptionList(id="start-menu")
            yield Static("", id="start-info", markup=False, classes="hint")
        yield Footer()

    def on_screen_resume(self) -> None:
        self.rebuild()

    def on_mount(self) -> None:
        self.rebuild()

    def rebuild(self) -> None:
        """Re-read the games (a game may have finished since)."""
        app = self.app
        tr = app.tr  # type: ignore[attr-defined]
        store = app.store  # type: ignore[attr-defined]
        self.query_one("#start-title", Label).update(tr("start_title"))
        menu = self.query_one("#start-menu", OptionList)
        menu.clear_options()
        unfinished = store.unfinished()
        self.unfinished = unfinished[0] if unfinished else None
        if self.unfinished:
            u = self.unfinished
            what = tr("game_label", tournament=u.tournament or "—", table=u.table,
                      game=u.game_number)
            menu.add_option(Option(f"C  {tr('start_continue', what=what)}", id="continue"))
        menu.add_option(Option(f"N  {tr('start_new')}", id="new"))
        menu.add_option(Option(f"L  {tr('start_list')}", id="list"))
        menu.add_option(Option(f"T  {tr('start_standings')}", id="standings"))
        menu.add_option(Option(f"S  {tr('start_settings')}", id="settings"))
        menu.add_option(Option(f"Ctrl+Q  {tr('start_quit')}", id="quit"))
        menu.highlighted = 0
        menu.focus()
        info = tr("start_data_dir", path=str(store.root))
        if store.problems:
            info += "\n" + tr("start_problems", n=len(store.problems),
                              path=str(store.quarantine_dir))
        self.query_one("#start-info", Static).update(info)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        getattr(self, f"action_{event.option.id}")()

    def action_new(self) -> None:
        from .new_game import NewGameScreen

        self.app.push_screen(NewGameScreen())

    def action_continue(self) -> None:
        if self.unfinished:
            self.app.open_game(self.unfinished.id)  # type: ignore[attr-defined]

    def action_list(self) -> None:
        from .games_list import GamesListScreen

        self.app.push_screen(GamesListScreen())

    def action_standings(self) -> None:
        from .standings import StandingsScreen, TournamentPick

        store = self.app.store  # type: ignore[attr-defined]
        names = sorted({r.tournament for r in store.listings(True) if r.tournament})
        if not names:
            self.notify(self.app.tr("no_tournaments"))  # type: ignore[attr-defined]
            return
        self.app.push_screen(TournamentPick(names),
                             lambda name: name and self.app.push_screen(StandingsScreen(name)))

    def action_settings(self) -> None:
        from .settings import SettingsScreen

        self.app.push_screen(SettingsScreen())

    def action_quit(self) -> None:
        self.app.exit()
