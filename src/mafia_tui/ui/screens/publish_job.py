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
    GOOD,
    PASSWORD_ENV,
    Attempt,
    PublishError,
    Queued,
    Run,
    answer_question,
    attempt_text,
    confirm_delete,
    hub_config,
    problem_text,
    queue_game,
    queue_tournament,
    queued_lines,
    run_counts,
    send_pending,
    skipped_text,
)
from ...session.publish_match import differences_text
from ...session.publish_state import GameRef, game_refs
from ...session.publish_texts import PUBLISH
from ...storage.outbox import Entry


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
        name = done.ref.text(lang) if done.ref is not None else game_id
        lines.append(PUBLISH.text("ui_queued", lang, game=name))
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
            skipped.append(skipped_text(root, game_id, result, lang))
        lines = [PUBLISH.text("ui_queued_tournament", lang, name=name, **counts), *skipped[:4]]
        _tell(owner, "\n".join(lines), not skipped)

    owner.app.run_worker(job, thread=True, group="publish")


def ask_delete_on_hub(owner: Widget, root: Path, game_id: str, server_id: int, lang: str) -> None:
    """A voided game the server holds: delete it there only when the judge types yes."""
    from .modals import TextModal

    def answered(text: str | None) -> None:
        if not text or text.strip().casefold() not in YES:
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
    hint = PUBLISH.text("ui_answer_yes", lang)
    owner.app.push_screen(TextModal(prompt, hint=hint), answered)


YES = frozenset(w for lang in ("ru", "en") for w in PUBLISH.text("ui_yes_words", lang).split())
"""What a judge may type for yes, in either language (case aside)."""


def ask_about_server_copy(owner: Widget, root: Path, entry: Entry, lang: str) -> None:
    """A game the last sending held back (``Entry.held``): another sender changed its server
    copy, the copy is gone, or a game at its place has other players. Asked here; the answer
    is the judge's word for the next sending (``session.publish.answer_question``)."""
    from .modals import TextModal

    held = entry.held
    if held is None:
        return
    diff = differences_text(held.differences, lang)
    if held.kind == "players":
        prompt = PUBLISH.text("ui_question_players", lang, id=held.server_game_id, diff=diff)
        hint = PUBLISH.text("ui_answer_players", lang)
    else:
        key = "ui_question_gone" if held.kind == "gone" else "ui_question_changed"
        prompt = PUBLISH.text(key, lang, id=held.server_game_id, diff=diff)
        hint = PUBLISH.text("ui_answer_send", lang)

    def answered(text: str | None) -> None:
        word = (text or "").strip().casefold()
        if held.kind == "players" and word in ("1", "2"):
            same = word == "1"
        elif held.kind != "players" and word in YES:
            same = True
        else:
            return
        try:
            done = answer_question(root, entry.game_id, same)
        except (PublishError, RuleError) as err:
            owner.notify(err.message(lang), severity="warning", markup=False)
            return
        except OSError as exc:
            text = PUBLISH.text("outbox_not_written", lang, error=os_error_text(exc, lang))
            owner.notify(text, severity="error", markup=False)
            return
        consent = done.consent
        key = (
            "answered_new"
            if consent is not None and consent.kind == "new"
            else ("answered_overwrite")
        )
        name = game_refs(root).get(entry.game_id, GameRef(entry.game_id)).text(lang)
        owner.notify(PUBLISH.text(key, lang, game=name, id=held.server_game_id), markup=False)
        reload = getattr(owner, "reload", None)
        if callable(reload):
            reload()

    owner.app.push_screen(TextModal(prompt, hint=hint), answered)


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


SHORT_HOLDS = {
    "hold_changed": "ui_hold_changed",
    "hold_foreign": "ui_hold_foreign",
    "hold_players": "ui_hold_players",
    "hold_gone": "ui_hold_gone",
}
"""A game held back, as a notification says it (the command line's words name commands)."""
SHOWN_GAMES = 3
"""Games a run's notification names (it must fit an 80×24 screen); the rest are counted."""


def run_text(run: Run, server: str, lang: str) -> str:
    """A run in a few lines: the games that need the judge first, then the others (each
    game's first line: the commands after it are the command line's; here U answers), how
    many more, skipped files, the counts."""
    if not run.attempts and not run.problems and not run.stopped:
        return PUBLISH.text("nothing_pending", lang)
    order = sorted(run.attempts, key=lambda a: a.key in GOOD)
    lines = [_game_line(a, lang) for a in order[:SHOWN_GAMES]]
    if len(order) > SHOWN_GAMES:
        lines.append(PUBLISH.text("ui_more_games", lang, count=len(order) - SHOWN_GAMES))
    if any(a.key.startswith("hold_") for a in run.attempts):
        lines.append(PUBLISH.text("ui_held_hint", lang))
    lines += [problem_text(p, lang) for p in run.problems[:3]]
    if run.stopped in ("auth_stop", "cancelled"):
        lines.append(PUBLISH.text(run.stopped, lang, server=server))
    counts = [(k, n) for k, n in run_counts(run).items() if n]
    said = "; ".join(PUBLISH.text(f"sum_{k}", lang, n=n) for k, n in counts)
    lines.append(PUBLISH.text("ui_summary", lang, counts=said or "—"))
    return "\n".join(lines)


def _game_line(attempt: Attempt, lang: str) -> str:
    """One game of a run, short: a game held back says why in a few words (U on it says
    more); any other its outcome's first line."""
    if attempt.key in SHORT_HOLDS:
        return attempt_text(attempt.but(key=SHORT_HOLDS[attempt.key]), lang)
    return attempt_text(attempt, lang).splitlines()[0]
