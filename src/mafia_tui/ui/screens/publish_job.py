"""The games list's publishing keys, off the event loop: queue a game (U), queue its whole
tournament (T), send the outbox (O); U on a voided game the server holds asks to delete it.

Queuing writes only the outbox. Sending runs ``session.publish.send_pending`` in a worker
thread owned by the app (leaving the games list does not stop it), with the worker's cancel
event: quitting the app ends the request in flight within a tenth of a second, and the
outbox then says ``unknown`` for it (the next publish asks the server first), never ``sent``.
Nothing here runs at start-up. The password is ``$MAFIA_TUI_HUB_PASSWORD`` or typed into a
masked field, used for one run, never kept.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

from textual.widget import Widget
from textual.worker import get_current_worker

from ...rules.errors import RuleError
from ...session import os_error_text
from ...session.publish import (
    PASSWORD_ENV,
    PublishError,
    Queued,
    Run,
    attempt_text,
    confirm_delete,
    error_text,
    hub_config,
    problem_text,
    queue_game,
    queue_tournament,
    queued_lines,
    run_counts,
    send_pending,
)
from ...session.publish_texts import PUBLISH

GOOD = ("sent", "sent_no_id", "changed", "deleted")


def _tell(owner: Widget, text: str, good: bool, timeout: float = 12) -> None:
    """A notification from the worker thread (plain text: a server's words are not markup),
    then the games list read again (its mafiaratings column); nothing once the app is closing
    (its loop would never run the call)."""
    if get_current_worker().is_cancelled:
        return
    severity: Literal["information", "warning"] = "information" if good else "warning"
    reload = getattr(owner, "reload", None)

    def show() -> None:
        owner.notify(text, severity=severity, timeout=timeout, markup=False)
        if callable(reload) and owner.is_attached:
            reload()

    try:
        owner.app.call_from_thread(show)
    except RuntimeError:
        pass  # the app closed meanwhile


def queue_for_hub(owner: Widget, root: Path, game_id: str, lang: str) -> None:
    """Put the game in the outbox; say what its document lacks, and that the server would
    not keep it when no event id is set."""

    def job() -> None:
        try:
            done = queue_game(root, game_id)
        except (PublishError, RuleError) as err:
            _tell(owner, err.message(lang), False)
            return
        except OSError as exc:
            _tell(owner, PUBLISH.text("not_queued", lang, error=os_error_text(exc, lang)), False)
            return
        lines = queued_lines(done, lang)[:6]
        lines.append(PUBLISH.text("ui_queued", lang, game=game_id))
        if done.warning == "hub_no_event":
            lines.append(PUBLISH.text("ui_no_event", lang))
        _tell(owner, "\n".join(lines), not done.warning)

    owner.app.run_worker(job, thread=True, group="publish")


def queue_tournament_for_hub(owner: Widget, root: Path, name: str, lang: str) -> None:
    """Queue every finished game of the tournament; say how many and which were not."""

    def job() -> None:
        try:
            results = queue_tournament(root, name)
        except PublishError as err:
            _tell(owner, err.message(lang), False)
            return
        counts = {"queued": 0, "sent": 0, "skipped": 0}
        skipped: list[str] = []
        for game_id, result in results:
            if isinstance(result, Queued):
                counts["sent" if result.key == "already_sent" else "queued"] += 1
                continue
            counts["skipped"] += 1
            why = error_text(result, lang)
            skipped.append(PUBLISH.text("tournament_skipped", lang, game=game_id, why=why))
        lines = [PUBLISH.text("ui_queued_tournament", lang, name=name, **counts), *skipped[:4]]
        _tell(owner, "\n".join(lines), not skipped)

    owner.app.run_worker(job, thread=True, group="publish")


def ask_delete_on_hub(owner: Widget, root: Path, game_id: str, server_id: int, lang: str) -> None:
    """A voided game the server holds: delete it there only when the judge types yes."""
    from .modals import TextModal

    def answered(text: str | None) -> None:
        if not text or text.strip().casefold() not in ("да", "yes", "y", "д"):
            return
        try:
            entry = confirm_delete(root, game_id)
        except (PublishError, RuleError) as err:
            owner.notify(err.message(lang), severity="warning", markup=False)
            return
        except OSError as exc:
            error = os_error_text(exc, lang)
            text = PUBLISH.text("outbox_not_written", lang, error=error)
            owner.notify(text, severity="error", markup=False)
            return
        sid = entry.server_game_id or "?"
        owner.notify(PUBLISH.text("delete_confirmed", lang, game=game_id, id=sid), markup=False)

    prompt = PUBLISH.text("ui_confirm_delete", lang, id=server_id)
    owner.app.push_screen(TextModal(prompt), answered)


def send_to_hub(owner: Widget, root: Path, lang: str) -> None:
    """Send the outbox: nothing without a configured server, and the password asked
    (masked) when the environment has none."""
    from .modals import TextModal

    config = hub_config(root)
    if not config.ready:
        owner.notify(PUBLISH.text("not_configured", lang), severity="warning", markup=False)
        return

    def start(secret: str | None) -> None:
        if not secret:
            return
        owner.notify(PUBLISH.text("ui_sending", lang, server=config.server), markup=False)
        owner.app.run_worker(lambda: _send(owner, root, secret, lang), thread=True,
                             group="publish")  # fmt: skip

    if os.environ.get(PASSWORD_ENV):
        start(os.environ[PASSWORD_ENV])
        return
    prompt = PUBLISH.text("password_prompt", lang, user=config.user, server=config.server)
    owner.app.push_screen(TextModal(prompt, password=True), start)


def _send(owner: Widget, root: Path, secret: str, lang: str) -> None:
    cancel = get_current_worker().cancelled_event
    try:
        run = send_pending(root, secret, cancel=cancel)
    except PublishError as err:
        _tell(owner, err.message(lang), False)
        return
    _tell(owner, run_text(run, hub_config(root).server, lang), run_ok(run), timeout=15)


def run_ok(run: Run) -> bool:
    """Every game tried reached the server as asked, no file skipped, nothing stopped."""
    return all(a.key in GOOD for a in run.attempts) and not run.problems and not run.stopped


def run_text(run: Run, server: str, lang: str) -> str:
    """A run in a few lines: the first games' outcomes, skipped files, the counts."""
    if not run.attempts and not run.problems and not run.stopped:
        return PUBLISH.text("nothing_pending", lang)
    lines = [attempt_text(a, lang) for a in run.attempts[:6]]
    lines += [problem_text(p, lang) for p in run.problems[:3]]
    if run.stopped in ("auth_stop", "cancelled"):
        lines.append(PUBLISH.text(run.stopped, lang, server=server))
    lines.append(PUBLISH.text("summary", lang, **run_counts(run)))
    return "\n".join(lines)
