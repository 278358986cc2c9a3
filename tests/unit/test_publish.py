"""Publishing to a mafiaratings server: the client against a local server that keeps the
documented contract (tests/hub_server.py), and the session around the outbox."""

from __future__ import annotations

import json
import socket
from pathlib import Path
from typing import Any

import pytest

from mafia_tui.hub.client import AddressError, Answer, check_address, endpoint, post_game
from mafia_tui.rules import Game
from mafia_tui.session import Archive
from mafia_tui.session.publish import (
    PublishError,
    ServerIds,
    configure,
    hub_config,
    password,
    queue_game,
    send_pending,
)
from mafia_tui.storage.outbox import Entry, Outbox
from tests.hub_server import Hub, running

EX = Path(__file__).resolve().parents[2] / "examples"
DOC = {"eventId": 7, "clubId": 1, "winner": "civ", "moderator": {"id": 3}}


def fake_build(game: Game, ids: ServerIds | None) -> tuple[dict[str, Any], tuple[Any, ...]]:
    """The export's place in the test: a document naming the game and the ids given."""
    doc: dict[str, Any] = {"winner": "civ", "name": game.id}
    if ids and ids.event:
        doc["eventId"] = ids.event
    return doc, ()


def finished_game(root: Path, name: str = "red-win") -> str:
    [result] = Archive(root).import_path(EX / f"{name}.json")
    assert result.outcome == "imported" and result.game_id is not None
    return result.game_id


def queued(root: Path, *ids: str, doc: dict[str, Any] | None = None) -> Outbox:
    box = Outbox(root)
    for n, gid in enumerate(ids):
        box.queue(gid, doc or DOC, f"2026-12-05T21:0{n}:00+00:00")
    return box


def entry(box: Outbox, game_id: str) -> Entry:
    """The outbox's entry of a game the test has queued."""
    found = box.get(game_id)
    assert found is not None, game_id
    return found


# --- the address --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "address,code",
    [
        ("http://mafiaratings.com", "hub_plain_http"),
        ("http://192.168.1.5:8080", "hub_plain_http"),
        ("ftp://mafiaratings.com", "hub_bad_address"),
        ("mafiaratings.com", "hub_bad_address"),
        ("https://judge:pw@mafiaratings.com", "hub_bad_address"),
        ("https://mafiaratings.com/?x=1", "hub_bad_address"),
        ("https://mafiaratings.com:99999", "hub_bad_address"),
    ],
)
def test_plain_http_elsewhere_than_this_machine_and_odd_addresses_are_refused(
    address: str, code: str
) -> None:
    with pytest.raises(AddressError) as err:
        check_address(address)
    assert err.value.code == code


def test_the_endpoint_is_the_api_path_under_the_base() -> None:
    assert endpoint("https://mafiaratings.com/") == "https://mafiaratings.com/api/ops/game.php"
    assert endpoint("http://localhost:8000") == "http://localhost:8000/api/ops/game.php"


# --- one request --------------------------------------------------------------------------


def test_a_game_is_posted_as_the_form_field_json_with_basic_auth() -> None:
    with running(Hub()) as hub:
        answer = post_game(hub.url, "judge", "секрет", DOC, 5)
    assert answer.outcome == "sent" and answer.server_game_id is None
    assert hub.received == [DOC]
    assert answer.fields["logged_in"] == "judge"


def test_the_server_game_id_is_taken_when_the_server_gives_one() -> None:
    with running(Hub(give_id=4321)) as hub:
        assert post_game(hub.url, "judge", "секрет", DOC, 5).server_game_id == 4321


def test_a_wrong_password_is_the_servers_error() -> None:
    with running(Hub()) as hub:
        answer = post_game(hub.url, "judge", "wrong", DOC, 5)
    assert (answer.outcome, answer.text) == ("refused", "Authorization failed")
    assert hub.received == []


def test_a_server_down_or_a_slow_one_is_a_failure_not_a_crash() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nobody listens there
    down = post_game(f"http://127.0.0.1:{port}", "judge", "x", DOC, 2)
    assert (down.outcome, down.code) == ("failed", "hub_unreachable")
    with running(Hub(delay=1.0)) as hub:
        slow = post_game(hub.url, "judge", "секрет", DOC, 0.2)
    assert (slow.outcome, slow.code) == ("failed", "hub_timeout")


def test_a_page_that_is_not_the_api_and_a_redirect_are_failures() -> None:
    with running(Hub(raw=b"<html>hello</html>")) as hub:
        assert post_game(hub.url, "judge", "секрет", DOC, 5).code == "hub_not_api"
    with running(Hub(redirect="http://elsewhere.example/api/ops/game.php")) as hub:
        moved = post_game(hub.url, "judge", "секрет", DOC, 5)
    assert (moved.code, moved.text) == ("hub_redirect", "http://elsewhere.example/api/ops/game.php")


# --- configuration and password -----------------------------------------------------------


def test_nothing_is_sent_without_configuration(tmp_path: Path) -> None:
    queued(tmp_path, "g1")
    calls: list[tuple[object, ...]] = []

    def post(*args: object) -> Answer:
        calls.append(args)
        raise AssertionError("sent")

    with pytest.raises(PublishError) as err:
        send_pending(tmp_path, "pw", post=post)
    assert err.value.key == "not_configured" and calls == []
    assert "--server" in err.value.message("en")


def test_nothing_is_sent_without_a_password(tmp_path: Path) -> None:
    configure(tmp_path, "https://mafiaratings.com", "judge")
    queued(tmp_path, "g1")
    with pytest.raises(PublishError) as err:
        send_pending(tmp_path, "", post=lambda *a: pytest.fail("sent"))
    assert err.value.key == "no_password"


def test_the_configuration_is_saved_but_never_a_password(tmp_path: Path) -> None:
    config = configure(tmp_path, "https://mafiaratings.com/", " judge ")
    assert (config.server, config.user) == ("https://mafiaratings.com", "judge")
    assert hub_config(tmp_path) == config
    assert "pw" not in (tmp_path / "settings.json").read_text("utf-8")
    with pytest.raises(PublishError) as err:
        configure(tmp_path, "http://mafiaratings.com", None)
    assert err.value.key == "hub_plain_http"
    assert hub_config(tmp_path) == config, "a refused address changes nothing"


def test_the_password_comes_from_the_environment_else_the_prompt() -> None:
    assert password({"MAFIA_TUI_HUB_PASSWORD": "e"}, lambda p: "typed", "?") == "e"
    assert password({}, lambda p: "typed", "?") == "typed"
    assert password({}, None, "?") == ""

    def interrupted(prompt: str) -> str:
        raise KeyboardInterrupt

    assert password({}, interrupted, "?") == ""


# --- a run --------------------------------------------------------------------------------


def test_a_run_records_sent_refused_and_failed_per_game(tmp_path: Path) -> None:
    box = queued(tmp_path, "a", "b")
    box.queue("c", {"winner": "civ"}, "2026-12-05T21:09:00+00:00")  # no eventId: never posted
    with running(Hub(give_id=99)) as hub:
        configure(tmp_path, hub.url, "judge")
        run = send_pending(tmp_path, "секрет")
    assert [(a.game_id, a.key) for a in run.attempts] == [
        ("a", "sent"),
        ("b", "sent"),
        ("c", "hub_no_event"),
    ]
    assert entry(box, "a").state == "sent" and entry(box, "a").server_game_id == 99
    assert entry(box, "c").state == "queued" and run.waiting == 1
    assert len(hub.received) == 2
    with running(Hub()) as hub:  # the next run sends nothing already sent
        configure(tmp_path, hub.url, "judge")
        again = send_pending(tmp_path, "секрет")
    assert hub.received == [] and [a.key for a in again.attempts] == ["hub_no_event"]


def test_the_servers_refusal_is_kept_verbatim_and_shown(tmp_path: Path) -> None:
    box = queued(tmp_path, "a")
    with running(Hub(refuse="Неизвестный результат")) as hub:
        configure(tmp_path, hub.url, "judge")
        run = send_pending(tmp_path, "секрет")
    assert entry(box, "a").state == "refused" and entry(box, "a").message == "Неизвестный результат"
    assert run.attempts[0].text("en") == "a: refused by the server: Неизвестный результат"
    assert run.waiting == 0


def test_a_wrong_password_stops_the_run_and_keeps_the_games_pending(tmp_path: Path) -> None:
    box = queued(tmp_path, "a", "b")
    with running(Hub()) as hub:
        configure(tmp_path, hub.url, "judge")
        run = send_pending(tmp_path, "wrong")
    assert run.stopped == "auth_stop" and [a.game_id for a in run.attempts] == ["a"]
    assert entry(box, "a").state == "failed" and entry(box, "a").code == "hub_auth"
    assert entry(box, "b").state == "queued" and run.waiting == 2


def test_a_failed_game_is_sent_by_the_next_run(tmp_path: Path) -> None:
    box = queued(tmp_path, "a")
    with running(Hub(delay=1.0)) as hub:
        configure(tmp_path, hub.url, "judge")
        first = send_pending(tmp_path, "секрет", timeout=0.2)
    assert entry(box, "a").state == "failed" and "0.2" in first.attempts[0].text("en")
    with running(Hub()) as hub:
        configure(tmp_path, hub.url, "judge")
        send_pending(tmp_path, "секрет")
    assert entry(box, "a").state == "sent" and entry(box, "a").attempts == 2


def test_a_corrupt_outbox_file_is_reported_and_the_rest_sent(tmp_path: Path) -> None:
    queued(tmp_path, "a")
    (tmp_path / "outbox" / "b.json").write_text("{oops", "utf-8")
    with running(Hub()) as hub:
        configure(tmp_path, hub.url, "judge")
        run = send_pending(tmp_path, "секрет")
    assert [a.key for a in run.attempts] == ["sent_no_id"]
    assert [(p.name, p.code) for p in run.problems] == [("b.json", "outbox_invalid")]


# --- queuing ------------------------------------------------------------------------------


def test_a_finished_game_is_queued_once_and_again_only_when_asked(tmp_path: Path) -> None:
    gid = finished_game(tmp_path)
    first = queue_game(tmp_path, gid, ids=ServerIds(event=5), build=fake_build)
    assert first.entry.document == {"winner": "civ", "name": gid, "eventId": 5}
    queue_game(tmp_path, f"{gid}.json", build=fake_build)  # by its file name; not sent: fine
    box = Outbox(tmp_path)
    box.record(entry(box, gid), "sent", "t", "https://x")
    with pytest.raises(PublishError) as err:
        queue_game(tmp_path, gid, build=fake_build)
    assert err.value.key == "already_sent" and "--again" in err.value.message("en")
    assert queue_game(tmp_path, gid, again=True, build=fake_build).entry.state == "queued"


def test_a_game_in_progress_is_not_queued(tmp_path: Path) -> None:
    gid = finished_game(tmp_path, "in-progress")
    with pytest.raises(PublishError) as err:
        queue_game(tmp_path, gid, build=fake_build)
    assert err.value.key == "not_finished"
    assert not (tmp_path / "outbox").exists()


def test_the_real_export_builds_the_queued_document(tmp_path: Path) -> None:
    gid = finished_game(tmp_path)
    entry = queue_game(tmp_path, gid, ids=ServerIds(event=5, club=1, moderator=2)).entry
    assert entry.document["eventId"] == 5 and entry.document["winner"] == "civ"
    json.dumps(entry.document)


def test_a_second_sender_at_the_same_time_sends_nothing(tmp_path: Path) -> None:
    from mafia_tui.storage.lock import GameLock

    box = queued(tmp_path, "a")
    configure(tmp_path, "https://mafiaratings.com", "judge")
    other = GameLock(tmp_path / "outbox" / ".sending.lock")  # another window, sending now
    other.acquire()
    try:
        with pytest.raises(PublishError) as err:
            send_pending(tmp_path, "pw", post=lambda *a: pytest.fail("sent twice"))
    finally:
        other.release()
    assert err.value.key == "busy" and entry(box, "a").state == "queued"
    assert box.entries()[1] == [], "the lock file is not an entry"


def test_a_refused_connection_is_said_in_the_judges_language() -> None:
    """Issue #38 (11): «[Errno 111] Connection refused» stood inside a Russian line."""
    from mafia_tui.session.publish import Attempt

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nobody listens there
    down = post_game(f"http://127.0.0.1:{port}", "judge", "x", DOC, 2)
    line = Attempt("g1", "failed", {"code": down.code, "detail": down.text})
    assert "сервер не принимает соединений" in line.text("ru")
    assert "the server refuses connections" in line.text("en")
    assert "Errno" not in line.text("ru") + line.text("en")
