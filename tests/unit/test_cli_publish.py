"""``mafia-tui publish`` end to end, in-process, against the local server of tests/hub_server.py
and a throwaway data dir."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_tui.__main__ import main
from mafia_tui.session import publish
from mafia_tui.storage.outbox import Outbox
from tests.hub_server import Hub, running
from tests.unit.test_publish import entry, fake_build, finished_game


@pytest.fixture
def root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data dir holding one finished game; the export stands in by ``fake_build``."""
    monkeypatch.setattr(publish, "build_document", fake_build)
    monkeypatch.delenv("MAFIA_TUI_HUB_PASSWORD", raising=False)
    return tmp_path


def cli(root: Path, *args: str) -> int:
    return main(["publish", "--data-dir", str(root), "--lang", "en", *args])


def test_queue_send_and_list(
    root: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    gid = finished_game(root)
    assert cli(root, "--queue", gid, "--event", "12") == 0
    assert f"Game {gid} is queued" in capsys.readouterr().out
    with running(Hub(give_id=555)) as hub:
        assert cli(root, "--server", hub.url, "--user", "judge") == 0
        monkeypatch.setenv("MAFIA_TUI_HUB_PASSWORD", "секрет")
        assert cli(root) == 0
    out = capsys.readouterr().out
    assert f"{gid}: sent to {hub.url}, server game id 555" in out
    assert "Sent: 1, refused: 0, failed: 0, waiting: 0." in out
    assert hub.received == [{"winner": "civ", "name": gid, "eventId": 12}]
    assert cli(root, "--list", "--json") == 0
    [row] = json.loads(capsys.readouterr().out)
    assert (row["game"], row["state"], row["server_game_id"]) == (gid, "sent", 555)


def test_queue_twice_then_again(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    gid = finished_game(root)
    assert cli(root, "--queue", gid, "--event", "12") == 0
    assert cli(root, "--queue", gid, "--event", "13") == 0, "not sent yet: replaced"
    box = Outbox(root)
    assert entry(box, gid).document["eventId"] == 13
    box.record(entry(box, gid), "sent", "2026-12-05T22:00:00+00:00", "https://x")
    capsys.readouterr()
    assert cli(root, "--queue", gid) == 2
    assert "--again" in capsys.readouterr().err
    assert cli(root, "--queue", gid, "--again", "--event", "12") == 0
    assert entry(box, gid).state == "queued"


def test_nothing_is_sent_without_configuration(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gid = finished_game(root)
    cli(root, "--queue", gid, "--event", "1")
    assert cli(root) == 2
    assert "No server to publish to" in capsys.readouterr().err
    assert entry(Outbox(root), gid).state == "queued"


def test_no_password_and_no_terminal_sends_nothing(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gid = finished_game(root)
    cli(root, "--queue", gid, "--event", "1")
    with running(Hub()) as hub:
        cli(root, "--server", hub.url, "--user", "judge")
        assert cli(root) == 2
    assert "No password" in capsys.readouterr().err
    assert hub.received == [] and entry(Outbox(root), gid).state == "queued"


def test_refused_and_failed_games_exit_2_with_the_reason(
    root: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    gid = finished_game(root)
    cli(root, "--queue", gid, "--event", "1")
    monkeypatch.setenv("MAFIA_TUI_HUB_PASSWORD", "секрет")
    with running(Hub(refuse="Игра с таким номером уже есть")) as hub:
        cli(root, "--server", hub.url, "--user", "judge")
        assert cli(root) == 2
    err = capsys.readouterr().err
    assert f"{gid}: refused by the server: Игра с таким номером уже есть" in err
    assert cli(root, "--list") == 0
    assert "refused" in capsys.readouterr().out


def test_plain_http_to_another_host_is_refused_when_configuring(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli(root, "--server", "http://mafiaratings.com", "--user", "judge") == 2
    assert "not https" in capsys.readouterr().err
    assert publish.hub_config(root).server == ""


def test_a_corrupt_outbox_file_is_named_and_skipped(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (root / "outbox").mkdir()
    (root / "outbox" / "abc.json").write_bytes(b"\xff\xfe garbage")
    assert cli(root, "--list") == 2
    captured = capsys.readouterr()
    assert "outbox/abc.json: damaged" in captured.err and "empty" in captured.out


def test_an_unknown_game_is_a_clear_error(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(root, "--queue", "nosuchgame") == 2
    assert "nosuchgame" in capsys.readouterr().err


def test_ids_set_once_go_into_the_games_queued_next(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gid = finished_game(root)
    assert cli(root, "--event", "77", "--club", "3") == 0
    assert "event 77, club 3, tournament —, judge —" in capsys.readouterr().out
    assert cli(root, "--queue", gid) == 0
    assert entry(Outbox(root), gid).document["eventId"] == 77
    assert cli(root, "--queue", gid, "--event", "78") == 0, "given with --queue: this game"
    assert entry(Outbox(root), gid).document["eventId"] == 78
    assert publish.hub_config(root).ids.event == 77
