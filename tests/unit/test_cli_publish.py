"""``mafia-tui publish`` end to end, in-process, against the local stand-in of
tests/hub_server.py and a throwaway data dir."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_tui.__main__ import main
from mafia_tui.session import Archive, publish
from mafia_tui.storage.outbox import Outbox
from tests.hub_server import Hub, running
from tests.unit.test_publish import EX, entry, fake_build, finished_game, void

REAL_BUILD = publish.build_document
NAMED = "Кубок Примера, table 1, game 1"
"""How the example game is named to the judge (its tournament, table and number)."""


@pytest.fixture
def root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data dir; the export stands in by ``fake_build`` (a document the server takes)."""
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
    assert "Game Кубок Примера, table 1, game 1 is queued" in capsys.readouterr().out
    with running(Hub()) as hub:
        assert cli(root, "--server", hub.url, "--user", "judge") == 0
        monkeypatch.setenv("MAFIA_TUI_HUB_PASSWORD", "секрет")
        assert cli(root) == 0
    out = capsys.readouterr().out
    assert f"{NAMED}: sent to {hub.url}, server game id 1000" in out
    assert "Sent: 1, changed: 0, already on the server: 0, deleted: 0, refused: 0, failed: 0" in out
    [stored] = hub.stored()
    assert stored.json["name"] == gid and stored.json["eventId"] == 12
    assert cli(root, "--list", "--json") == 0
    [row] = json.loads(capsys.readouterr().out)
    assert (row["game"], row["status"], row["server_game_id"], row["table"]) == (
        gid,
        "sent",
        1000,
        1,
    )
    assert len(row["players"]) == 10


def test_the_list_shows_players_table_game_state_and_what_to_do(
    root: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    gid = finished_game(root)
    cli(root, "--queue", gid, "--event", "12")
    monkeypatch.setenv("MAFIA_TUI_HUB_PASSWORD", "секрет")
    with running(Hub(refuse="Игра с таким номером уже есть")) as hub:
        cli(root, "--server", hub.url, "--user", "judge")
        assert cli(root) == 2
    err = capsys.readouterr().err
    assert f"{NAMED}: refused by the server: Игра с таким номером уже есть" in err
    assert cli(root, "--list") == 0
    out = capsys.readouterr().out
    assert f"table 1, game 1 ({gid})  refused" in out
    assert "players: Ёжик, Мастер" in out
    assert "Игра с таким номером уже есть" in out
    assert f"to send it again: mafia-tui publish --queue {gid}" in out


def test_a_game_changed_after_sending_is_listed_so_and_sent_as_a_change(
    root: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(publish, "build_document", REAL_BUILD)
    gid = finished_game(root)
    cli(root, "--queue", gid, "--event", "12", "--club", "1", "--moderator", "3")
    monkeypatch.setenv("MAFIA_TUI_HUB_PASSWORD", "секрет")
    with running(Hub()) as hub:
        cli(root, "--server", hub.url, "--user", "judge")
        assert cli(root) == 0
        capsys.readouterr()
        assert cli(root, "--list") == 0
        assert "changed since sent" not in capsys.readouterr().out
        extra = ["results", gid, "--extra", "5", "0,3", "Лидер", "--data-dir", str(root)]
        assert main(extra) == 0
        capsys.readouterr()
        assert cli(root, "--list") == 0
        listed = capsys.readouterr().out
        assert "changed since sent" in listed and "sends the change" in listed
        assert cli(root) == 0
        assert f"{NAMED}: changed on {hub.url} (game 1000)" in capsys.readouterr().out
    [stored] = hub.stored()
    assert stored.json["players"][4]["bonus"] == pytest.approx(0.3)
    assert len(hub.ops("create")) == 1


def test_queue_twice_keeps_one_entry(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    gid = finished_game(root)
    assert cli(root, "--queue", gid, "--event", "12") == 0
    assert cli(root, "--queue", gid, "--event", "13") == 0, "not sent yet: the new ids"
    assert entry(Outbox(root), gid).ids == {"event": 13}
    assert len(Outbox(root).entries()[0]) == 1


def test_the_whole_tournament_is_queued(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    Archive(root).import_path(EX / "tournament-cup")
    assert cli(root, "--queue-tournament", "Кубок Примера 2026", "--event", "7") == 0
    assert "12 queued, 0 on the server already, 0 not queued" in capsys.readouterr().out
    assert cli(root, "--queue-tournament", "Нет такого") == 2
    assert "No game of the tournament" in capsys.readouterr().err


def test_a_voided_game_is_deleted_on_the_server_only_with_delete(
    root: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    gid = finished_game(root)
    cli(root, "--queue", gid, "--event", "12")
    monkeypatch.setenv("MAFIA_TUI_HUB_PASSWORD", "секрет")
    with running(Hub()) as hub:
        cli(root, "--server", hub.url, "--user", "judge")
        cli(root)
        void(root, gid)
        capsys.readouterr()
        assert cli(root) == 2
        assert f"mafia-tui publish --delete {gid}" in capsys.readouterr().err
        assert len(hub.stored()) == 1
        assert cli(root, "--delete", gid) == 0
        assert "will be deleted from the server (game 1000" in capsys.readouterr().out
        assert cli(root) == 0
    assert hub.stored() == [] and entry(Outbox(root), gid).state == "deleted"


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
    assert hub.requests == [] and entry(Outbox(root), gid).state == "queued"


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
    assert entry(Outbox(root), gid).ids == {"event": 77, "club": 3}
    assert cli(root, "--queue", gid, "--event", "78") == 0, "given with --queue: this game"
    assert entry(Outbox(root), gid).ids["event"] == 78
    assert publish.hub_config(root).ids.event == 77


def test_a_full_disk_while_queuing_is_said_and_nothing_is_half_written(
    root: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import errno

    import mafia_tui.storage.outbox as outbox_module

    gid = finished_game(root)

    def full(path: Path, data: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(outbox_module, "atomic_write_bytes", full)
    assert cli(root, "--queue", gid, "--event", "1") == 2
    err = capsys.readouterr().err
    assert "The game was not queued" in err and "Traceback" not in err
    assert Outbox(root).entries() == ([], [])
