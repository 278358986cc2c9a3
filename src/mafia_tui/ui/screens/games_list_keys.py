"""The games list's keys that act on files: archive a game (A), its protocol as a PDF (P),
import another judge's games (I). Each reads the highlighted row and reloads the list."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from ...rules.errors import RuleError
from ...session import LockedError, os_error_text
from ..pdf_job import make_pdf
from .import_summary import import_summary

if TYPE_CHECKING:
    from textual.app import App
    from textual.notifications import SeverityLevel
    from textual.screen import Screen

    from ...session import Listing
    from ...session.publish_list import Status
    from ..services import Services


class GamesList(Protocol):
    """What the list's keys (here and in ``games_list_publish``) ask of the games list, which
    :class:`~.games_list.GamesListScreen` gives. Named here rather than imported: the list
    imports its keys, so its keys naming the list, even for the type checker alone, would
    close a circle. ``screen`` is the list itself (a screen is its own), as the widget a job
    runs on."""

    publish_marks: dict[str, Status]

    @property
    def app(self) -> App[Any]: ...

    @property
    def mafia_app(self) -> Services: ...

    @property
    def screen(self) -> Screen[object]: ...

    def highlighted(self) -> Listing | None: ...

    def current_id(self) -> str | None: ...

    def reload(self) -> None: ...

    def notify(
        self,
        message: str,
        *,
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None: ...


def archive_key(screen: GamesList) -> None:
    """A: the highlighted game into the archive, or back out of it."""
    row = screen.highlighted()
    if row is None:
        return
    tr = screen.mafia_app.tr
    try:
        screen.mafia_app.store.set_archived(row.id, not row.archived)
    except LockedError:
        screen.notify(tr("locked"), severity="error")
    except RuleError as err:
        screen.notify(err.message(tr.lang), severity="error", markup=False)
    except OSError as exc:
        why = os_error_text(exc, tr.lang)
        screen.notify(tr("save_failed", error=why), severity="error", markup=False)
    screen.reload()


def pdf_key(screen: GamesList) -> None:
    """P: the highlighted game's protocol as a PDF, made in another process."""
    from ...session.jobs import protocol_in_process

    gid = screen.current_id()
    if not gid:
        return
    app = screen.mafia_app
    tr = app.tr
    screen.notify(tr("pdf_working"))
    make_pdf(
        screen.screen,
        lambda: protocol_in_process(app.store.load(gid), app.store.root, tr.lang),
        lambda path: screen.notify(tr("pdf_done", path=path), timeout=15),
        lambda why: screen.notify(tr("pdf_failed", error=why), severity="error"),
        tr.lang,
    )


def import_key(screen: GamesList) -> None:
    """I: ask for a path, import the games there, say what came in."""
    from .modals import TextModal

    tr = screen.mafia_app.tr

    def chosen(text: str | None) -> None:
        if not text:
            return
        store = screen.mafia_app.store
        said, problems = import_summary(store.import_path(Path(text).expanduser()), tr)
        if problems:
            screen.notify(said, severity="warning", timeout=12, markup=False)
        else:
            screen.notify(said, timeout=12, markup=False)
        screen.reload()

    screen.app.push_screen(TextModal(tr("import_prompt")), chosen)
