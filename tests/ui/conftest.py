"""UI test fixtures: a temporary data dir, a fake clock, the app."""

from __future__ import annotations

import pytest

from mafia_tui.ui.app import MafiaApp


class FakeClock:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def make_app(tmp_path, clock, monkeypatch):
    monkeypatch.delenv("MAFIA_TUI_DATA_DIR", raising=False)

    def make(lang: str = "ru") -> MafiaApp:
        app = MafiaApp(
            data_dir=tmp_path / "data",
            lang=lang,
            clock=clock,
            wallclock=lambda: "2026-12-03T19:00:00+03:00",
        )
        app.bells = []
        app.bell = lambda: app.bells.append(clock.now)  # type: ignore[method-assign]
        return app

    return make
