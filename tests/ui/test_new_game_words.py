"""The new-game form says what is wrong in the judge's words (issue #38, 11): a bad date was
«Неверное поле заголовка «date»», the field's identifier inside a Russian line."""

from __future__ import annotations

import pytest
from textual.widgets import Input

from tests.ui.conftest import MakeApp
from tests.ui.test_forms import fill_form

ROLES = ["к", "ч", "к", "ш", "к", "д", "к", "ч", "к", "к"]


@pytest.mark.parametrize(
    "lang,said", [("ru", "«дата: ГГГГ-ММ-ДД, например 2026-12-03»"), ("en", "date: YYYY-MM-DD")]
)
async def test_a_bad_date_is_named_in_words_with_its_form(
    make_app: MakeApp, lang: str, said: str
) -> None:
    app = make_app(lang)
    async with app.run_test(size=(100, 32)) as pilot:
        await fill_form(pilot, ROLES)
        app.screen.query_one("#date", Input).value = "03.12.2026"
        await pilot.press("f2")
        await pilot.pause()
        assert app.screen.id == "new-game"
        error = str(app.screen.query_one("#form-error").render())
        assert said in error and "«date»" not in error and "'date'" not in error, error
        assert app.store.listings() == []
