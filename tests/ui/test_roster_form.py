"""The new-game form and the roster, by keys at 80×24: a seat completes from the roster before
the earlier games; a new nickname is allowed, and F5 (Ctrl+O) puts it on the roster."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input, Static

from mafia_tui.storage.roster import ROSTER_FILE, RosterEntry, open_roster
from mafia_tui.storage.store import GameStore
from mafia_tui.ui.app import MafiaApp
from mafia_tui.ui.widgets.footer import KeyFooter
from tests.conftest import NICKS, new_game
from tests.ui.conftest import MakeApp, notified, until


def _value(app: MafiaApp, name: str) -> str:
    return app.screen.query_one(f"#{name}", Input).value


def _suggested(app: MafiaApp, name: str) -> str:
    """The completion the field shows (it comes from a worker, a message or two later)."""
    return app.screen.query_one(f"#{name}", Input)._suggestion


async def _open_form(app: MafiaApp, pilot: Pilot[None]) -> None:
    await pilot.press("n")
    await until(pilot, lambda: app.screen.id == "new-game", "the new-game form")


def _offer(app: MafiaApp) -> str:
    return str(app.screen.query_one("#roster-offer", Static).render())


async def test_a_seat_completes_from_the_roster_first(make_app: MakeApp, tmp_path: Path) -> None:
    root = tmp_path / "data"
    earlier = new_game("", nicks=["Грач", *NICKS[1:]])  # before "Гроза" alphabetically
    GameStore(root).write(earlier)
    open_roster(root).add(RosterEntry("Гроза", club="Полночь"))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _open_form(app, pilot)
        await pilot.press(*["tab"] * 6)  # past the header: seat 1
        assert app.focused is not None and app.focused.id == "nick-1"
        await pilot.press(*"гр")
        await until(pilot, lambda: _suggested(app, "nick-1") != "", "a completion of «гр»")
        await pilot.press("right")  # accept what is offered: the roster's, not "Грач"
        assert _value(app, "nick-1") == "Гроза"
        await pilot.press("tab", "tab", *"гра")
        await until(pilot, lambda: _suggested(app, "nick-2") != "", "a completion of «гра»")
        await pilot.press("right")  # the earlier games still complete after the roster
        assert _value(app, "nick-2") == "Грач"
        await pilot.press("tab")
        await until(pilot, lambda: "«Грач»" in _offer(app), "the offer to add «Грач»")
        assert "«Грач» нет в списке игроков" in _offer(app) and "F5" in _offer(app)
        # the line names the key, so the footer keeps its room for Esc at 80 columns
        footer = app.screen.query_one(KeyFooter).render().plain
        assert "Esc Назад" in footer and "F5" not in footer


async def test_a_new_nickname_is_allowed_and_f5_adds_it(make_app: MakeApp, tmp_path: Path) -> None:
    root = tmp_path / "data"
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        await _open_form(app, pilot)
        await pilot.press(*["tab"] * 6, *"Новичок", "tab")
        await until(pilot, lambda: _offer(app) != "", "the offer to add “Новичок”")
        assert "“Новичок” is not on the roster" in _offer(app)
        await pilot.press("f5")
        await until(pilot, lambda: notified(app, "Added to the roster: Новичок"), "F5 adds")
        assert open_roster(root).nicknames() == ["Новичок"] and _offer(app) == ""
        await pilot.press("tab", *"НОВИЧОК", "tab")  # case-folded: known now, not offered
        await pilot.pause()
        assert _offer(app) == ""
        await pilot.press("ctrl+o")  # the Ctrl twin, with nothing to add
        await until(pilot, lambda: notified(app, "Nothing to add"), "Ctrl+O, nothing to add")
        assert app.screen.id == "new-game"


async def test_a_damaged_roster_is_told_and_the_form_works_on(
    make_app: MakeApp, tmp_path: Path
) -> None:
    root = tmp_path / "data"
    root.mkdir(parents=True)
    (root / ROSTER_FILE).write_text("{ not json", encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await _open_form(app, pilot)
        await until(pilot, lambda: notified(app, "Список игроков повреждён"), "the damage told")
        await pilot.press(*["tab"] * 6, *"Новичок", "tab")
        await pilot.pause()
        assert _offer(app) == ""  # a roster that refuses to save offers nothing
    assert (root / ROSTER_FILE).read_text(encoding="utf-8") == "{ not json"
