"""F3 over a tournament that already holds another seating (noticed trying #37 on screen): it
was overwritten without a word, though games may already follow it. Now the first F3 says so
and stores nothing; a second F3 replaces it; storing the same seating again asks nothing."""

from __future__ import annotations

import pytest

from mafia_tui.storage.plan import PlanError, data_dir_plan, read_plan, seating_by_name
from mafia_tui.ui.screens import seating_output
from mafia_tui.ui.screens.seating import SeatingScreen
from tests.ui.conftest import MakeApp, screen_as
from tests.ui.test_seating_stale import NAMES, _form, _make, _said, _type

SAID = {
    "replace": {"ru": "уже сохранена другая рассадка (туров: 10)", "en": "already holds another"},
    "stored": {"ru": "Рассадка сохранена в турнир", "en": "The seating is stored"},
}


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_another_stored_seating_is_replaced_only_on_a_second_f3(
    make_app: MakeApp, lang: str
) -> None:
    app = make_app(lang)
    path = data_dir_plan(app.root, "Кубок" if lang == "ru" else "Cup")
    names = list(NAMES[lang])
    async with app.run_test(size=(80, 24)) as pilot:
        await _form(app, pilot, lang)
        await _make(app, pilot)
        screen = screen_as(app, SeatingScreen)
        assert screen.seating is not None
        first = seating_by_name(screen.seating, names)
        await pilot.press("f3")
        await pilot.pause()
        assert SAID["stored"][lang] in _said(app)[-1]
        # Another seed, another seating: the first F3 only warns.
        await pilot.press(*["tab"] * 9, "end", "ctrl+u")
        await _type(pilot, "7")
        await _make(app, pilot)
        assert screen.seating is not None
        second = seating_by_name(screen.seating, names)
        assert second != first
        await pilot.press("f3")
        await pilot.pause()
        assert SAID["replace"][lang] in _said(app)[-1]
        plan = read_plan(path)
        assert plan is not None and plan.seating == first
        await pilot.press("f3")
        await pilot.pause()
        assert SAID["stored"][lang] in _said(app)[-1]
        plan = read_plan(path)
        assert plan is not None and plan.seating == second
        # The same seating again: stored at once.
        await pilot.press("f3")
        await pilot.pause()
        assert SAID["stored"][lang] in _said(app)[-1]


async def test_a_failed_replace_is_tried_again_by_the_next_f3(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tried on a full disk: after «no space left» the next F3 warned again instead of
    trying the replacing the judge had already confirmed."""
    app = make_app("ru")
    path = data_dir_plan(app.root, "Кубок")
    async with app.run_test(size=(80, 24)) as pilot:
        await _form(app, pilot, "ru")
        await _make(app, pilot)
        await pilot.press("f3")
        await pilot.press(*["tab"] * 9, "end", "ctrl+u")
        await _type(pilot, "7")
        await _make(app, pilot)
        screen = screen_as(app, SeatingScreen)
        assert screen.seating is not None
        second = seating_by_name(screen.seating, list(NAMES["ru"]))
        await pilot.press("f3")
        await pilot.pause()
        assert SAID["replace"]["ru"] in _said(app)[-1]
        real = vars(seating_output)["store_seating"]

        def full(*args: object, **kwargs: object) -> object:
            raise PlanError("plan_unwritable", path="x", reason="no space left on the disk")

        monkeypatch.setattr(seating_output, "store_seating", full)
        await pilot.press("f3")
        await pilot.pause()
        assert "no space left" in _said(app)[-1]
        monkeypatch.setattr(seating_output, "store_seating", real)
        await pilot.press("f3")
        await pilot.pause()
        assert SAID["stored"]["ru"] in _said(app)[-1]
        plan = read_plan(path)
        assert plan is not None and plan.seating == second
