"""The speech timer model with a fake clock (60 s, 30 s, warning at 10 s, zero, overtime)."""

from mafia_tui.rules.timer import Countdown


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_counts_down_from_a_deadline_not_ticks() -> None:
    clock = FakeClock()
    t = Countdown(60, clock)
    assert t.label() == "1:00" and not t.running
    t.start()
    clock.now += 0.4
    assert t.label() == "1:00"
    clock.now += 30
    assert t.label() == "0:30" and abs(t.remaining - 29.6) < 1e-9


def test_pause_resume_keeps_the_remaining_time() -> None:
    clock = FakeClock()
    t = Countdown(30, clock)
    t.start()
    clock.now += 12
    t.pause()
    clock.now += 100
    assert t.remaining == 18
    t.toggle()
    clock.now += 3
    assert t.remaining == 15 and t.running


def test_warning_once_at_ten_seconds_and_zero_once() -> None:
    clock = FakeClock()
    t = Countdown(60, clock)
    t.start()
    clock.now += 49
    assert t.poll() == []
    clock.now += 1.5
    assert t.poll() == ["warning"]
    assert t.poll() == []
    clock.now += 30  # a late poll still reports zero, once
    assert t.poll() == ["zero"]
    assert t.overtime == 20.5 and t.label() == "+0:20"
    assert t.poll() == []


def test_add_time_rearms_the_signal() -> None:
    clock = FakeClock()
    t = Countdown(10, clock)
    t.start()
    clock.now += 11
    assert t.poll() == ["zero"]  # a 10 s speech starts inside the warning zone
    t.add(10)
    assert 8.9 < t.remaining < 9.1
    clock.now += 10
    assert t.poll() == ["zero"]


def test_zero_length_speech_never_runs() -> None:
    t = Countdown(0, FakeClock())
    t.start()
    assert not t.running and t.label() == "0:00" and t.poll() == []
