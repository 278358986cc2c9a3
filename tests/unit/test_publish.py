"""Publishing to a mafiaratings server: the client against the local stand-in that follows the
server's source (tests/hub_server.py), and the session around the outbox. The paths by which
a game used to arrive twice or stale are in test_publish_once.py."""

from __future__ import annotations

import json
import socket
import threading
from pathlib import Path
from typing import Any

import pytest

from mafia_tui.hub.client import (
    AddressError,
    Login,
    change_game,
    check_address,
    create_game,
    delete_game,
    endpoint,
)
from mafia_tui.hub.lookup import find_game, game_by_id
from mafia_tui.rules import Game
from mafia_tui.session import Archive
from mafia_tui.session.publish import (
    PublishError,
    ServerIds,
    answer_question,
    attempt_text,
    configure,
    confirm_delete,
    hub_config,
    password,
    queue_game,
    queue_tournament,
    send_pending,
)
from mafia_tui.storage.outbox import Entry, Outbox
from tests.hub_server import Hub, Stored, running

EX = Path(__file__).resolve().parents[2] / "examples"
START = 1796320820
DOC: dict[str, Any] = {
    "eventId": 7,
    "clubId": 1,
    "tableNum": 1,
    "gameNum": 2,
    "startTime": START,
    "endTime": START + 3600,
    "winner": "civ",
    "moderator": {"id": 3},
    "players": [{"id": 100 + n, "name": f"Игрок {n}"} for n in range(1, 11)],
}
PW = "секрет"


def fake_build(
    game: Game, ids: ServerIds | None, root: Path | None = None
) -> tuple[dict[str, Any], tuple[Any, ...]]:
    """The export's place in a test: a document the server takes, naming the game."""
    doc: dict[str, Any] = {
        "clubId": 1,
        "tableNum": game.header.table,
        "gameNum": game.header.game_number,
        "startTime": START,
        "endTime": START + 3600,
        "winner": "civ",
        "name": game.id,
        "players": [{"name": p.nick} for p in game.players],
    }
    if ids and ids.event:
        doc["eventId"] = ids.event
    return doc, ()


def finished_game(root: Path, name: str = "red-win") -> str:
    [result] = Archive(root).import_path(EX / f"{name}.json")
    assert result.outcome == "imported" and result.game_id is not None
    return result.game_id


def entry(box: Outbox, game_id: str) -> Entry:
    """The outbox's entry of a game the test has queued."""
    found = box.get(game_id)
    assert found is not None, game_id
    return found


def void(root: Path, game_id: str, on: bool = True) -> None:
    """The head judge voids the game (or counts it again), as on the results desk."""
    from mafia_tui.session.desk import Desk

    session = Archive(root).open(game_id)
    try:
        if on:
            Desk(session).void("сыграна по чужой рассадке", "Сидоров")
        else:
            Desk(session).unvoid()
    finally:
        session.close()


def login(hub: Hub, secret: str = PW) -> Login:
    return Login(hub.url, "judge", secret)


def sent_game(root: Path, hub: Hub, **ids: int) -> str:
    """red-win queued with event 7 and sent to ``hub``."""
    gid = finished_game(root)
    queue_game(root, gid, ids=ServerIds(event=7, club=1, moderator=3, **ids))
    configure(root, hub.url, "judge")
    send_pending(root, PW)
    return gid


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


def test_the_endpoints_are_the_api_paths_under_the_base() -> None:
    assert endpoint("https://mafiaratings.com/") == "https://mafiaratings.com/api/ops/game.php"
    assert endpoint("http://localhost:8000", "api/get/games.php").endswith("/api/get/games.php")


# --- one request --------------------------------------------------------------------------


def test_a_game_is_created_from_the_form_field_json_with_basic_auth() -> None:
    with running(Hub()) as hub:
        answer = create_game(login(hub), DOC, 5)
    assert answer.outcome == "sent" and answer.fields["logged_in"] == "judge"
    [create] = hub.ops("create")
    assert json.loads(create["json"]) == DOC
    [stored] = hub.stored()
    assert hub.player_rows(stored.id) == 10


def test_the_server_is_asked_which_of_its_games_this_is() -> None:
    """The look-up gives the event's games at the table, number and start; which of them is
    this game is decided by its players (another stage reusing the numbers is not)."""
    from mafia_tui.session.publish_match import classify, roster_names

    other_stage = dict(
        DOC, players=[{"id": 200 + n, "name": f"Финалист {n}"} for n in range(1, 11)]
    )
    with running(Hub()) as hub:
        for doc in (DOC, other_stage, dict(DOC, eventId=8), dict(DOC, gameNum=3)):
            assert create_game(login(hub), doc, 5).outcome == "sent"
        found = find_game(hub.url, DOC, 5)
        assert [g.id for g in found.games] == [1000, 1001] and found.failure is None
        matches = classify(DOC, found.games, roster_names(None))
        assert [g.id for g in matches.same] == [1000] and matches.near == ()
        assert [g.id for g in game_by_id(hub.url, 1001, 5).games] == [1001]
        assert game_by_id(hub.url, 4444, 5).games == ()
    asked = hub.ops("get")[0]
    assert asked["event_id"] == "7" and asked["filter_flags"] == "0"
    assert asked["started_after"].startswith("+")


def test_a_change_and_a_delete_name_the_server_game() -> None:
    with running(Hub()) as hub:
        create_game(login(hub), DOC, 5)
        assert change_game(login(hub), 1000, dict(DOC, winner="maf"), 5).outcome == "sent"
        assert hub.games[1000].json["winner"] == "maf"
        wrong = change_game(login(hub), 1000, dict(DOC, id=5), 5)
        assert (wrong.outcome, wrong.text) == (
            "refused",
            "Game id does not match the one in the game",
        )
        assert delete_game(login(hub), 1000, 5).outcome == "sent" and not hub.games
        gone = delete_game(login(hub), 1000, 5)
    assert (gone.outcome, gone.text) == ("refused", "Unable to find game.")


def test_a_wrong_password_is_the_servers_error_and_nothing_is_stored() -> None:
    with running(Hub()) as hub:
        answer = create_game(login(hub, "wrong"), DOC, 5)
    assert (answer.outcome, answer.text) == ("refused", "Authorization failed")
    assert hub.stored() == []


def test_nobody_listening_is_a_failure_and_a_late_answer_is_unknown() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nobody listens there
    down = create_game(Login(f"http://127.0.0.1:{port}", "judge", "x"), DOC, 2)
    assert (down.outcome, down.code) == ("failed", "hub_unreachable")
    with running(Hub(slow=1.0)) as hub:
        slow = create_game(login(hub), DOC, 0.2)
    assert (slow.outcome, slow.code) == ("unknown", "hub_timeout")
    assert len(hub.stored()) == 1, "the server took it: the outcome is only unknown here"


def test_a_page_that_is_not_the_api_is_unknown_and_a_redirect_a_failure() -> None:
    with running(Hub(raw=b"<html>hello</html>")) as hub:
        assert create_game(login(hub), DOC, 5).code == "hub_not_api"
        assert find_game(hub.url, DOC, 5).failure is not None
    with running(Hub(redirect="http://elsewhere.example/api/ops/game.php")) as hub:
        moved = create_game(login(hub), DOC, 5)
    assert (moved.outcome, moved.code) == ("failed", "hub_redirect")
    assert moved.text == "http://elsewhere.example/api/ops/game.php"


def test_a_cancelled_request_stops_within_its_slice() -> None:
    cancel = threading.Event()
    cancel.set()
    with running(Hub()) as hub:
        before = create_game(login(hub), DOC, 5, cancel)
        assert (before.outcome, before.code) == ("failed", "hub_cancelled") and not hub.stored()
        later = threading.Event()
        hub.slow = 30.0
        threading.Timer(0.3, later.set).start()
        during = create_game(login(hub), DOC, 60, later)
    assert (during.outcome, during.code) == ("unknown", "hub_cancelled")


# --- configuration and password -----------------------------------------------------------


def test_nothing_is_sent_without_configuration(tmp_path: Path) -> None:
    gid = finished_game(tmp_path)
    queue_game(tmp_path, gid, build=fake_build)
    with pytest.raises(PublishError) as err:
        send_pending(tmp_path, "pw")
    assert err.value.key == "not_configured" and "--server" in err.value.message("en")


def test_nothing_is_sent_without_a_password(tmp_path: Path) -> None:
    configure(tmp_path, "https://mafiaratings.com", "judge")
    with pytest.raises(PublishError) as err:
        send_pending(tmp_path, "")
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


def test_a_run_sends_then_learns_the_server_id_and_the_next_run_sends_nothing(
    tmp_path: Path,
) -> None:
    with running(Hub()) as hub:
        gid = sent_game(tmp_path, hub)
        again = send_pending(tmp_path, PW)
    assert entry(Outbox(tmp_path), gid).state == "sent"
    assert entry(Outbox(tmp_path), gid).server_game_id == 1000
    assert len(hub.ops("create")) == 1 and again.attempts == ()


def test_the_servers_refusal_is_kept_verbatim_with_how_to_send_again(tmp_path: Path) -> None:
    with running(Hub(refuse="Неизвестный результат")) as hub:
        gid = sent_game(tmp_path, hub)
        run = send_pending(tmp_path, PW)
        assert run.attempts == (), "a refused game waits for the judge"
        got = entry(Outbox(tmp_path), gid)
        assert (got.state, got.message) == ("refused", "Неизвестный результат")
        hub.refuse = ""
        assert queue_game(tmp_path, gid).key == "requeued"
        send_pending(tmp_path, PW)
    assert entry(Outbox(tmp_path), gid).state == "sent" and len(hub.stored()) == 1


def test_a_refused_line_says_how_to_send_the_game_again(tmp_path: Path) -> None:
    with running(Hub(refuse="Неизвестный результат")) as hub:
        gid = finished_game(tmp_path)
        queue_game(tmp_path, gid, ids=ServerIds(event=7, club=1))
        configure(tmp_path, hub.url, "judge")
        [attempt] = send_pending(tmp_path, PW).attempts
    text = attempt_text(attempt, "en")
    assert "refused by the server: Неизвестный результат" in text
    assert f"mafia-tui publish --queue {gid}" in text


def test_a_wrong_password_stops_the_run_and_keeps_the_games_pending(tmp_path: Path) -> None:
    with running(Hub()) as hub:
        Archive(tmp_path).import_path(EX / "tournament-cup")
        queue_tournament(tmp_path, "Кубок Примера 2026", ids=ServerIds(event=7, club=1))
        configure(tmp_path, hub.url, "judge")
        run = send_pending(tmp_path, "wrong")
    assert run.stopped == "auth_stop" and len(run.attempts) == 1
    assert run.attempts[0].params["code"] == "hub_auth" and hub.stored() == []
    assert run.waiting == 12


def test_the_server_not_answering_the_question_means_nothing_is_posted(tmp_path: Path) -> None:
    with running(Hub(raw=b"<html>maintenance</html>")) as hub:
        gid = sent_game(tmp_path, hub)
    got = entry(Outbox(tmp_path), gid)
    assert got.state == "queued" and hub.ops("create") == []


def test_without_an_event_or_a_start_nothing_is_posted(tmp_path: Path) -> None:
    gid = finished_game(tmp_path)
    queue_game(tmp_path, gid, build=fake_build)  # no event id
    with running(Hub()) as hub:
        configure(tmp_path, hub.url, "judge")
        [attempt] = send_pending(tmp_path, PW).attempts
    assert attempt.key == "hub_no_event" and hub.requests == []


def test_a_corrupt_outbox_file_is_reported_and_the_rest_sent(tmp_path: Path) -> None:
    with running(Hub()) as hub:
        (tmp_path / "outbox").mkdir()
        (tmp_path / "outbox" / "b.json").write_text("{oops", "utf-8")
        gid = sent_game(tmp_path, hub)
        run = send_pending(tmp_path, PW)
    assert entry(Outbox(tmp_path), gid).state == "sent"
    assert [(p.name, p.code) for p in run.problems] == [("b.json", "outbox_invalid")]


def test_ten_players_with_their_ids_reach_the_server(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mafia_tui.export.mafiaratings import game_document
    from mafia_tui.session import publish

    def with_ids(
        game: Game, ids: ServerIds | None, root: Path | None = None
    ) -> tuple[dict[str, Any], tuple[Any, ...]]:
        ids = ids or ServerIds()
        players = {p.nick: 4400 + p.seat for p in game.players}
        done = game_document(game, players, event_id=ids.event, club_id=ids.club)
        assert done.document is not None
        return done.document, ()

    monkeypatch.setattr(publish, "build_document", with_ids)
    with running(Hub()) as hub:
        sent_game(tmp_path, hub)
    [stored] = hub.stored()
    assert hub.player_rows(stored.id) == 10


def test_a_game_the_server_already_holds_twice_is_adopted_not_sent_a_third_time(
    tmp_path: Path,
) -> None:
    """Copies an older version left on the server: the oldest is kept current, the others
    named for the head judge."""
    gid = finished_game(tmp_path)
    queue_game(tmp_path, gid, ids=ServerIds(event=7, club=1, moderator=3))
    game = Archive(tmp_path).load(gid)
    from mafia_tui.session.publish import build_document

    document, _ = build_document(game, ServerIds(event=7, club=1, moderator=3))
    with running(Hub()) as hub:
        for n in (1000, 1001):
            hub.games[n] = Stored(n, dict(document, id=n, winner="maf"), "judge")
        hub.next_id = 1002
        configure(tmp_path, hub.url, "judge")
        [asked] = send_pending(tmp_path, PW).attempts
        # never sent from this outbox, and not what this record says: the judge decides
        assert asked.key == "hold_foreign" and hub.ops("change", "create") == []
        answer_question(tmp_path, gid, same=True)
        [attempt] = send_pending(tmp_path, PW).attempts
    got = entry(Outbox(tmp_path), gid)
    assert (attempt.key, got.server_game_id, got.copies) == ("changed", 1000, (1001,))
    assert hub.games[1000].json["winner"] == "civ" and hub.ops("create") == []


def test_an_unknown_entry_of_the_first_format_is_asked_about_first(tmp_path: Path) -> None:
    gid = finished_game(tmp_path)
    from mafia_tui.session.publish import build_document

    ids = ServerIds(event=7, club=1, moderator=3)
    document, _ = build_document(Archive(tmp_path).load(gid), ids)
    old = {
        "format": "mafia-tui/outbox",
        "version": 1,
        "game": gid,
        "queued_at": "t",
        "state": "failed",
        "at": "t2",
        "server": "",
        "server_game_id": None,
        "message": "",
        "code": "hub_timeout",
        "attempts": 1,
        "document": document,
    }
    (tmp_path / "outbox").mkdir()
    (tmp_path / "outbox" / f"{gid}.json").write_text(json.dumps(old), "utf-8")
    assert entry(Outbox(tmp_path), gid).state == "unknown"
    with running(Hub()) as hub:
        hub.games[1000] = Stored(1000, dict(document, id=1000), "judge")  # the timeout's
        configure(tmp_path, hub.url, "judge")
        send_pending(tmp_path, PW)
    assert hub.ops("create") == [] and entry(Outbox(tmp_path), gid).server_game_id == 1000


# --- queuing ------------------------------------------------------------------------------


def test_a_finished_game_is_queued_once_and_its_ids_kept(tmp_path: Path) -> None:
    gid = finished_game(tmp_path)
    first = queue_game(tmp_path, gid, ids=ServerIds(event=5), build=fake_build)
    assert first.key == "queued" and first.entry.ids == {"event": 5}
    again = queue_game(tmp_path, f"{gid}.json", ids=ServerIds(club=2), build=fake_build)
    assert again.key == "queued" and again.entry.ids == {"event": 5, "club": 2}
    assert len(Outbox(tmp_path).entries()[0]) == 1


def test_a_game_in_progress_is_not_queued(tmp_path: Path) -> None:
    gid = finished_game(tmp_path, "in-progress")
    with pytest.raises(PublishError) as err:
        queue_game(tmp_path, gid, build=fake_build)
    assert err.value.key == "not_finished"
    assert not (tmp_path / "outbox").exists()


def test_the_whole_tournament_is_queued_at_once(tmp_path: Path) -> None:
    Archive(tmp_path).import_path(EX / "tournament-cup")
    done = queue_tournament(tmp_path, "кубок примера 2026", ids=ServerIds(event=7))
    assert len(done) == 12 and all(not isinstance(r, Exception) for _, r in done)
    assert len(Outbox(tmp_path).entries()[0]) == 12
    with pytest.raises(PublishError) as err:
        queue_tournament(tmp_path, "Другой кубок")
    assert err.value.key == "no_such_tournament"


def test_a_second_sender_at_the_same_time_sends_nothing(tmp_path: Path) -> None:
    from mafia_tui.storage.lock import GameLock

    gid = finished_game(tmp_path)
    queue_game(tmp_path, gid, ids=ServerIds(event=7, club=1))
    configure(tmp_path, "https://mafiaratings.com", "judge")
    other = GameLock(tmp_path / "outbox" / ".sending.lock")  # another window, sending now
    other.acquire()
    try:
        with pytest.raises(PublishError) as err:
            send_pending(tmp_path, "pw")
    finally:
        other.release()
    assert err.value.key == "busy" and entry(Outbox(tmp_path), gid).state == "queued"
    assert Outbox(tmp_path).entries()[1] == [], "the lock files are not entries"


# --- a voided game ------------------------------------------------------------------------


def test_a_voided_game_is_never_queued_nor_sent(tmp_path: Path) -> None:
    gid = finished_game(tmp_path)
    queue_game(tmp_path, gid, ids=ServerIds(event=7, club=1))
    void(tmp_path, gid)
    with pytest.raises(PublishError) as err:
        queue_game(tmp_path, gid)
    assert err.value.key == "void_not_queued"
    with running(Hub()) as hub:
        configure(tmp_path, hub.url, "judge")
        [attempt] = send_pending(tmp_path, PW).attempts
    assert attempt.key == "void_not_sent" and hub.requests == []


def test_a_voided_game_on_the_server_is_deleted_only_when_the_judge_confirms(
    tmp_path: Path,
) -> None:
    with running(Hub()) as hub:
        gid = sent_game(tmp_path, hub)
        void(tmp_path, gid)
        [waiting] = send_pending(tmp_path, PW).attempts
        assert waiting.key == "void_on_server" and len(hub.stored()) == 1
        assert f"mafia-tui publish --delete {gid}" in attempt_text(waiting, "en")
        confirm_delete(tmp_path, gid)
        [deleted] = send_pending(tmp_path, PW).attempts
        assert deleted.key == "deleted" and hub.stored() == []
        assert entry(Outbox(tmp_path), gid).state == "deleted"
        assert send_pending(tmp_path, PW).attempts == ()
        void(tmp_path, gid, on=False)  # the void taken back
        [back] = send_pending(tmp_path, PW).attempts
    assert back.key == "sent_again" and len(hub.stored()) == 1
    assert "sent again" in attempt_text(back, "en")


def test_only_a_voided_game_on_the_server_can_be_marked_for_deletion(tmp_path: Path) -> None:
    gid = finished_game(tmp_path)
    with pytest.raises(PublishError) as err:
        confirm_delete(tmp_path, gid)
    assert err.value.key == "not_voided"
    void(tmp_path, gid)
    with pytest.raises(PublishError) as err:
        confirm_delete(tmp_path, gid)
    assert err.value.key == "not_on_server"


# --- another server -----------------------------------------------------------------------


def test_games_sent_to_one_server_go_once_to_the_next_one_configured(tmp_path: Path) -> None:
    """A test server first, then the real one: each server holds each game once."""
    with running(Hub()) as first:
        gid = sent_game(tmp_path, first)
    with running(Hub()) as second:
        configure(tmp_path, second.url, "judge")
        [attempt] = send_pending(tmp_path, PW).attempts
        assert send_pending(tmp_path, PW).attempts == ()
    assert attempt.key == "sent" and len(first.stored()) == 1 and len(second.stored()) == 1
    got = entry(Outbox(tmp_path), gid)
    assert (got.server, got.server_game_id) == (second.url, 1000)


def test_an_outcome_known_only_to_a_server_no_longer_used_is_reset_by_queuing(
    tmp_path: Path,
) -> None:
    with running(Hub(slow=1.0)) as gone:
        gid = finished_game(tmp_path)
        queue_game(tmp_path, gid, ids=ServerIds(event=7, club=1, moderator=3))
        configure(tmp_path, gone.url, "judge")
        send_pending(tmp_path, PW, timeout=0.3)
    assert entry(Outbox(tmp_path), gid).state == "unknown"
    with running(Hub()) as hub:
        configure(tmp_path, hub.url, "judge")
        [asked] = send_pending(tmp_path, PW).attempts
        assert asked.key == "ask_failed_elsewhere" and hub.stored() == [], "the old one is asked"
        assert f"mafia-tui publish --queue {gid}" in attempt_text(asked, "en")
        assert queue_game(tmp_path, gid).entry.state == "queued"
        send_pending(tmp_path, PW)
    assert len(hub.stored()) == 1


def test_a_failed_change_of_a_record_changed_back_is_on_the_server_again(
    tmp_path: Path,
) -> None:
    """A change that could not be sent, and the record put back as the server holds it: the
    game is on the server as it is, not waiting for ever."""
    from mafia_tui.session.desk import Desk

    with running(Hub()) as hub:
        gid = sent_game(tmp_path, hub)
        session = Archive(tmp_path).open(gid)
        try:
            Desk(session).add_extra(5, "0,3", "Лидер")
            hub.refuse = "later"
            hub.redirect = "http://elsewhere.example/"  # nothing reaches the API
            [failed] = send_pending(tmp_path, PW).attempts
            # the server's copy could not even be read: nothing was posted
            assert failed.key == "ask_failed" and hub.ops("change") == []
            desk = Desk(session)
            desk.remove("extras", len(desk.after.extras) - 1)  # the one just added
        finally:
            session.close()
        hub.redirect = ""
        run = send_pending(tmp_path, PW)
    assert run.attempts == () and run.waiting == 0
    assert entry(Outbox(tmp_path), gid).state == "sent" and hub.ops("change") == []


def test_a_refused_connection_is_said_in_the_judges_language() -> None:
    """Issue #38 (11): «[Errno 111] Connection refused» stood inside a Russian line."""
    from mafia_tui.hub.client import Login, create_game
    from mafia_tui.session.publish import why_text

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nobody listens there
    down = create_game(Login(f"http://127.0.0.1:{port}", "judge", "x"), DOC, 2)
    assert down.outcome == "failed"
    ru, en = (why_text(down.code, down.text, lang) for lang in ("ru", "en"))
    assert "сервер не принимает соединений" in ru
    assert "the server refuses connections" in en
    assert "Errno" not in ru + en and "refused" not in ru
