"""The players' display beside the judge: a whole example game, the timer, bad files, keys."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.app import App

from mafia_tui.rules import Action, Game, Next, Status, StepKind, make_players
from mafia_tui.session import Archive
from mafia_tui.storage import read_game_path
from mafia_tui.ui.display import DisplayApp
from mafia_tui.ui.display.big_digits import BigDigits
from mafia_tui.ui.display.widgets import SeatCard
from mafia_tui.ui.screens.game import GameScreen
from mafia_tui.ui.widgets.timer_panel import TimerPanel
from tests.display_support import SAFE_NICKS, WallClock, frame_text, safe_game, secrets_in
from tests.ui.conftest import FakeClock, MakeApp, screen_as

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def example(name: str) -> tuple[Game, tuple[Action, ...]]:
    """An example's log replayed at a table with safe nicknames (same roles), and the log."""
    ex = read_game_path(EXAMPLES / name).game
    rows = [
        {"seat": p.seat, "nick": SAFE_NICKS[p.seat - 1], "role": p.role.value} for p in ex.players
    ]
    return Game(ex.header, make_players(rows), ex.profile), ex.log


def display(root: Path, wall: Callable[[], float], **kw: Any) -> DisplayApp:
    """A display driven by the test's ticks (its own interval is an hour)."""
    return DisplayApp(data_dir=root, lang=kw.pop("lang", "ru"), wall=wall, poll_seconds=3600, **kw)


def text_of(app: App[None], selector: str) -> str:
    return str(app.query_one(selector).render())


def card(app: App[None], seat: int) -> str:
    return app.query_one(f"#seat-{seat}", SeatCard).render().plain


async def test_a_whole_example_game_judge_and_display_side_by_side(tmp_path: Path) -> None:
    wall = WallClock()
    game, log = example("red-win.json")
    session = Archive(tmp_path).create(game)
    session.wall = wall
    app = display(tmp_path, wall)
    async with app.run_test(size=(80, 24)) as pilot:
        for action in log:
            session.apply(action)
            state = session.game.state
            step = state.step
            if step.kind in (StepKind.SPEECH, StepKind.LAST_WORD) and step.seconds:
                session.save_timer(step.seconds, running=True)  # the judge's auto-start
            wall.advance(1.5)
            app.tick()
            await pilot.pause()
            frame = frame_text(app)
            assert not secrets_in(frame), (action, frame)
            night = state.phase in ("zero", "night")
            tonight = state.nights[-1].killed if night and state.nights else None
            if night:
                assert "НОЧЬ" in text_of(app, "#d-big") and text_of(app, "#d-step") == ""
            elif step.kind in (StepKind.SPEECH, StepKind.LAST_WORD):
                assert step.seat is not None
                nick = state.player(step.seat).nick
                assert f"{step.seat} · {nick}" in text_of(app, "#d-step")
                assert f"— {step.seconds} с" in text_of(app, "#d-step")
                digits = app.query_one("#d-digits", BigDigits)
                assert digits.value == "0:59"  # 1.5 s after the start

            elif step.kind is StepKind.VOTE:
                assert f"кто за игрока {step.seat}" in text_of(app, "#d-step")
            elif state.over:
                assert "ИГРА ОКОНЧЕНА" in text_of(app, "#d-big")
            for p in state.players:
                shown = card(app, p.seat)
                assert p.nick in shown
                assert sum(shown.count(m) for m in "●▲✖") == p.fouls
                gone = p.status is not Status.ALIVE and p.seat != tonight
                assert any(w in shown for w in ("убит", "заголос", "удалён", "дисквал")) == gone
            today = state.today
            if today is not None and not today.cancelled:
                day = text_of(app, "#d-day")
                positions = [day.find(f" {t} (") for t in today.candidates]
                assert -1 not in positions and positions == sorted(positions), day
                for rnd in today.rounds:
                    for seat, count in zip(rnd.candidates, rnd.counts, strict=False):
                        assert f"{seat}: {count}" in day
        assert session.game.state.result == "red"
        session.set_reveal(True)
        app.tick()
        await pilot.pause()
        assert "ПОБЕДА КРАСНЫХ" in text_of(app, "#d-big")
        assert "мафия" in card(app, 2) and "шериф" in card(app, 4) and "дон" in card(app, 6)
        session.set_reveal(False)
        app.tick()
        await pilot.pause()
        assert not secrets_in(frame_text(app))


async def test_the_display_follows_the_judges_screen_timer_keys(
    make_app: MakeApp, tmp_path: Path, clock: FakeClock
) -> None:
    """Space, +10, restart and the next speech each reach the file at once; the display counts
    from it."""
    judge = make_app()
    wall = WallClock()
    async with judge.run_test() as pilot:
        session = judge.store.create(safe_game())
        session.wall = wall
        judge.play(session)
        await pilot.pause()
        from mafia_tui.session.public_view import PublicTimer, public_view

        def shown() -> PublicTimer:
            found = read_game_path(session.store.path(session.game.id))
            timer = public_view(found.game, found.extras, wall()).timer
            assert timer is not None
            return timer

        assert shown().state == "idle"
        await pilot.press("space")
        assert shown().running and shown().remaining == 60
        for _ in range(2):  # the judge's 5-second tick saves the running timer
            clock.advance(10)
            wall.advance(10)
            screen_as(judge, GameScreen)._housekeeping()
        assert shown().label == "0:40" and not shown().lost
        await pilot.press("plus")
        assert shown().label == "0:50"
        await pilot.press("space")
        wall.advance(30)
        assert (shown().running, shown().label) == (False, "0:50")
        await pilot.press("r")
        assert (shown().running, shown().label) == (False, "1:00")
        await pilot.press("f", "5")  # a foul does not stop the players' countdown
        await pilot.press("space")
        clock.advance(5)
        wall.advance(5)
        await pilot.press("f", "6")
        assert shown().running and shown().label == "0:55"
        await pilot.press("enter")  # the next speaker: auto-start
        assert shown().running and shown().remaining == 60
        assert judge.screen.query_one(TimerPanel).countdown.running


async def test_a_bad_file_keeps_the_last_good_frame(tmp_path: Path) -> None:
    wall = WallClock()
    session = Archive(tmp_path).create(safe_game("foul 3"))
    app = display(tmp_path, wall, stale_seconds=0)
    async with app.run_test() as pilot:
        await pilot.pause()
        before = frame_text(app)
        assert "Лиса" in before
        path = session.store.path(session.game.id)
        for bad in (b"", b"{not json", b'{"format": "mafia-tui/game", "version": 1}'):
            path.write_bytes(bad)
            app.tick()
            await pilot.pause()
            assert card(app, 3).count("●") == 1 and app.follower.failing
            assert "нет связи с файлом" in text_of(app, "#d-count")
        path.unlink()
        app.tick()
        assert app.is_running
        session.apply(Next())
        app.tick()
        await pilot.pause()
        assert "Говорит 2" in text_of(app, "#d-step") and not app.follower.failing


async def test_the_display_freezes_when_the_judges_app_dies_mid_speech(tmp_path: Path) -> None:
    """Issue #24, finding 8: the countdown stops where it was and says so; when the judge
    comes back, the speech goes on from that second, never from an earlier one."""
    wall = WallClock()
    session = Archive(tmp_path).create(safe_game())
    session.wall = wall
    session.save_timer(45.0, True)  # then the judge's laptop dies: no more saves
    app = display(tmp_path, wall)
    async with app.run_test() as pilot:
        wall.advance(10)
        app.tick()
        await pilot.pause()
        digits = app.query_one("#d-digits", BigDigits)
        assert digits.value == "0:35" and "нет связи" not in text_of(app, "#d-caption")
        wall.advance(50)
        app.tick()
        await pilot.pause()
        assert digits.value == "0:30" and "нет связи с судьёй" in text_of(app, "#d-caption")
        wall.advance(100)
        app.tick()
        assert digits.value == "0:30"  # frozen, not counting on
        session._lock.release()  # as its process's death does
        resumed = Archive(tmp_path).open(session.game.id)
        resumed.wall = wall
        assert resumed.timer_remaining() == pytest.approx(30.0)


async def test_waiting_for_a_game_then_following_it_in_english(tmp_path: Path) -> None:
    app = DisplayApp(data_dir=tmp_path / "d", lang="en", poll_seconds=0.05)
    async with app.run_test() as pilot:
        await pilot.pause()
        assert "Waiting for a game" in text_of(app, "#d-big")
        assert not (tmp_path / "d").exists()  # the display never creates the data dir
        Archive(tmp_path / "d").create(safe_game("nom 8"))
        for _ in range(40):
            await asyncio.sleep(0.05)
            if app.view is not None:
                break
        await pilot.pause()
        assert "1 · Ёжик speaks — 60 s" in text_of(app, "#d-step")
        assert "Nominated: 8 (1)" in text_of(app, "#d-day")


async def test_the_display_follows_a_key_within_a_quarter_second(tmp_path: Path) -> None:
    """Real time, the real interval: a judge's save is on the display in < 0.25 s."""
    session = Archive(tmp_path).create(safe_game())
    app = DisplayApp(data_dir=tmp_path, lang="ru")
    async with app.run_test() as pilot:
        await pilot.pause()
        lags = []
        for _ in range(5):
            seat = session.game.state.step.seat
            start = time.perf_counter()
            session.apply(Next())
            while app.view is None or app.view.seat == seat:
                await asyncio.sleep(0.005)
                assert time.perf_counter() - start < 2
            lags.append(time.perf_counter() - start)
        assert sorted(lags)[2] < 0.25, lags


async def test_quitting_the_display_leaves_the_data_dir_as_it_was(tmp_path: Path) -> None:
    session = Archive(tmp_path).create(safe_game("foul 2"))
    session.close()
    files = sorted((p, p.stat().st_mtime_ns) for p in tmp_path.rglob("*") if p.is_file())
    app = display(tmp_path, WallClock())
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("q")
    assert sorted((p, p.stat().st_mtime_ns) for p in tmp_path.rglob("*") if p.is_file()) == files


def test_the_display_verb(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from mafia_tui import __main__ as cli

    called = {}
    monkeypatch.setattr("mafia_tui.ui.display.run_display", lambda **kw: called.update(kw) or 0)
    assert cli.main(["display", "--data-dir", str(tmp_path), "--game", "abc", "--lang", "en"]) == 0
    assert called == {"data_dir": str(tmp_path), "game_id": "abc", "lang": "en"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_display_follows_the_language_setting(tmp_path: Path, lang: str) -> None:
    from mafia_tui.storage import Settings, save_settings

    save_settings(tmp_path, Settings(lang=lang))
    assert DisplayApp(data_dir=tmp_path).lang == lang
    assert DisplayApp(data_dir=tmp_path, lang="ru").lang == "ru"


async def test_f5_on_the_results_screen_reveals_the_result_to_the_players(
    make_app: MakeApp,
) -> None:
    judge = make_app()
    async with judge.run_test(size=(100, 32)) as pilot:
        session = judge.store.create(safe_game("dq 2 6.7.4; dq 6 6.7.4"))
        judge.play(session)
        await pilot.pause()
        await pilot.press("e")  # the results screen while the game goes on
        await pilot.pause()
        await pilot.press("f5")
        assert (
            not session.revealed
            and "reveal" not in read_game_path(session.store.path(session.game.id)).extras
        )
        await pilot.press("escape")
        await pilot.press("d", "8")
        await pilot.pause()
        await pilot.press("down", "down", "down", "enter")  # the third black leaves: over?
        await pilot.press("enter")  # yes
        await pilot.pause()
        assert session.game.state.over and judge.screen.id == "end"
        await pilot.press("f5")
        assert read_game_path(session.store.path(session.game.id)).extras["reveal"] is True
        await pilot.press("f5")
        assert "reveal" not in read_game_path(session.store.path(session.game.id)).extras


async def test_the_judges_help_tells_how_to_start_the_display(
    make_app: MakeApp, tmp_path: Path
) -> None:
    judge = make_app("en")
    async with judge.run_test(size=(120, 50)) as pilot:
        judge.play(judge.store.create(safe_game()))
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        from textual.widgets import Static

        shown = " ".join(str(w.render()) for w in judge.screen.query(Static))
        assert f"mafia-tui display --data-dir {tmp_path / 'data'}" in shown
