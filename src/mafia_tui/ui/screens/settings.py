"""Settings: language, the rules profile for new games, the timer's auto start; the data dir."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Checkbox, Label, Select, Static

from ...i18n import LANGS
from ...rules import PRESETS
from ...rules.setting_texts import rules_title
from ...session import os_error_text, save_settings
from ..commands import bindings
from ..strings import UI
from .base import Keyed


class SettingsScreen(Keyed, Screen[None]):
    """Ctrl+S saves; Esc goes back."""

    SCREEN_KEY = "settings"
    BINDINGS = bindings("settings")

    def __init__(self) -> None:
        super().__init__(id="settings")
        self._initial: tuple[object, ...] = ()

    def on_mount(self) -> None:
        self._initial = self._values()

    def _values(self) -> tuple[object, ...]:
        return (
            self.query_one("#lang", Select).value,
            self.query_one("#profile", Select).value,
            self.query_one("#auto_start", Checkbox).value,
        )

    def compose(self) -> ComposeResult:
        app = self.mafia_app
        tr = app.tr
        st = app.settings
        with Vertical(classes="dialog wide"):
            yield Label(tr("settings_title"), classes="title")
            yield Label(tr("f_lang"))
            yield Select(
                [(UI.text("lang_name", lang), lang) for lang in LANGS],
                value=app.lang,
                allow_blank=False,
                id="lang",
            )
            yield Label(tr("f_profile"))
            yield Select(
                [(rules_title(name, tr.lang), name) for name in PRESETS],
                value=st.profile,
                allow_blank=False,
                id="profile",
            )
            if app.new_rules != st.profile:  # --preset or --rules for this run
                yield Static(
                    tr("f_profile_run", rules=rules_title(app.new_rules, tr.lang)),
                    markup=False,
                    classes="hint",
                )
            yield Checkbox(tr("f_auto_start"), st.auto_start, id="auto_start")
            yield Static(
                tr("start_data_dir", path=str(app.root)),
                markup=False,
                classes="hint",
            )
        yield self.key_footer()

    def action_settings_save(self) -> None:
        app = self.mafia_app
        st = app.settings
        st.lang = str(self.query_one("#lang", Select).value)
        st.profile = str(self.query_one("#profile", Select).value)
        app.new_rules = st.profile
        st.auto_start = self.query_one("#auto_start", Checkbox).value
        try:
            save_settings(app.root, st)
        except OSError as exc:
            self.notify(app.tr("save_failed", error=os_error_text(exc, app.lang)), severity="error")
            return
        app.set_lang(st.lang)
        self.notify(app.tr("saved"))
        self.app.pop_screen()

    def action_back(self) -> None:
        """Esc: straight back when nothing changed, else ask first."""
        if self._values() == self._initial:
            self.app.pop_screen()
            return
        from .modals import DiscardModal

        tr = self.mafia_app.tr
        self.app.push_screen(
            DiscardModal(tr, tr("discard_settings")), lambda leave: leave and self.app.pop_screen()
        )
