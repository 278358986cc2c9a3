"""The games list's part in mafiaratings: the column, the keys U and T, and M's file.

The column shows each game's place in the outbox as ``session.publish_list`` reads it
(queued, on the server, changed since sent, refused, outcome unknown, voided...); it is read
in the list's worker thread and only when the data dir has an outbox. The keys hand the work
to ``publish_job``'s worker threads.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text

from ...rules.errors import RuleError
from ...session import os_error_text
from ..strings import Tr

if TYPE_CHECKING:
    from ...session.publish_list import Status
    from .games_list_keys import GamesList

ASKED = ("server_changed", "server_players", "server_gone")
"""The states where U asks the question the last sending held the game back with."""

MARK_STYLE = {
    "server_changed": "bold red",
    "server_players": "bold red",
    "server_gone": "bold red",
    "consented": "yellow",
    "resend": "yellow",
    "sent": "green",
    "changed": "bold yellow",
    "refused": "bold red",
    "failed": "yellow",
    "unknown": "bold yellow",
    "sending": "cyan",
    "void_on_server": "bold red",
    "deleting": "yellow",
}


def publish_marks(root: Path) -> dict[str, Status]:
    """Each outbox game's status (for the column); {} without an outbox."""
    if not (Path(root) / "outbox").is_dir():
        return {}
    from ...session.publish_list import outbox_statuses

    statuses, _ = outbox_statuses(root)
    return {s.game_id: s for s in statuses}


def mark_text(status: Status | None, tr: Tr, void: bool = False) -> Text:
    """The column's cell: a few words of the state, coloured where the judge should act; a
    voided finished game never queued (``void``) says it is never published."""
    if status is None:
        return Text(tr("hub_mark_void")) if void else Text("")
    key = "void" if status.key == "void_never" else status.key
    return Text(tr(f"hub_mark_{key}"), style=MARK_STYLE.get(key, ""))


def queue_key(screen: GamesList) -> None:
    """U: queue the highlighted finished game for mafiaratings; on a voided game the server
    holds, ask whether to delete it there."""
    from .publish_job import ask_about_server_copy, ask_delete_on_hub, queue_for_hub

    app = screen.mafia_app
    row = screen.highlighted()
    if row is None or not row.finished:
        screen.notify(app.tr("queue_not_finished"), severity="warning")
        return
    status = screen.publish_marks.get(row.id)
    if status is not None and status.key == "void_on_server":
        sid = status.entry.server_game_id or 0
        ask_delete_on_hub(screen.screen, app.store.root, row.id, sid, app.tr.lang)
        return
    if status is not None and status.key in ASKED:
        ask_about_server_copy(screen.screen, app.store.root, status.entry, app.tr.lang)
        return
    queue_for_hub(screen.screen, app.store.root, row.id, app.tr.lang)


def queue_tournament_key(screen: GamesList) -> None:
    """T: queue every finished game of the highlighted game's tournament."""
    from .publish_job import queue_tournament_for_hub

    app = screen.mafia_app
    row = screen.highlighted()
    if row is None or not row.tournament:
        screen.notify(app.tr("queue_no_tournament"), severity="warning")
        return
    queue_tournament_for_hub(screen.screen, app.store.root, row.tournament, app.tr.lang)


def mafiaratings_file_key(screen: GamesList) -> None:
    """M: the highlighted finished game's mafiaratings document, into the data dir."""
    from ...export.mafiaratings import brief
    from ...session.hub_files import write_mafiaratings

    gid = screen.current_id()
    if not gid:
        return
    app = screen.mafia_app
    tr = app.tr
    try:
        path, exported = write_mafiaratings(app.store.load(gid), app.store.root)
    except (OSError, RuleError) as exc:
        why = exc.message(tr.lang) if isinstance(exc, RuleError) else os_error_text(exc, tr.lang)
        screen.notify(tr("mr_failed", error=why), severity="error", markup=False)
        return
    if path is None:
        why = exported.refused.text(tr.lang) if exported.refused else ""
        screen.notify(tr("mr_refused", why=why), severity="error", markup=False)
    else:
        left = brief(exported, tr.lang)
        text = tr("mr_done", path=path, left=left) if left else tr("mr_done_all", path=path)
        screen.notify(text, timeout=15, markup=False)
