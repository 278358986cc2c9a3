"""Where and as whom ``publish`` sends: the server, the user, the mafiaratings ids the
documents need, and the password of one run (never stored).

The server and user live in the settings file (``Settings.hub_*``); the password comes from
``$MAFIA_TUI_HUB_PASSWORD`` or the caller's prompt each time. Nothing here touches a network.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path

from ..hub.client import AddressError, check_address
from ..rules.errors import RuleError
from ..rules.values import frozen
from ..storage.settings import load_settings, save_settings
from .publish_texts import PUBLISH

PASSWORD_ENV = "MAFIA_TUI_HUB_PASSWORD"


class PublishError(Exception):
    """A refusal before anything is sent or queued: a text key of ``session.publish``."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def message(self, lang: str) -> str:
        values = {k: _rendered(v, lang) for k, v in self.params.items()}
        return PUBLISH.text(self.key, lang, **values)


def _rendered(value: object, lang: str) -> object:
    """A RuleError or an export's Said, in the judge's language; anything else as it is."""
    if isinstance(value, RuleError):
        return value.message(lang)
    text = getattr(value, "text", None)
    return text(lang) if callable(text) else value


@frozen
class ServerIds:
    """The mafiaratings ids a document needs and our record does not hold: the server files
    the game under ``eventId`` (and checks the judge's right to it with ``clubId``; without
    an event it stores nothing), ``moderator.id`` is the judge."""

    event: int | None = None
    club: int | None = None
    tournament: int | None = None
    moderator: int | None = None

    @classmethod
    def of(cls, ids: Mapping[str, int]) -> ServerIds:
        """From an outbox entry's ``ids`` (``event``, ``club``, ``tournament``,
        ``moderator``)."""
        return cls(ids.get("event"), ids.get("club"), ids.get("tournament"), ids.get("moderator"))

    def given(self) -> dict[str, int]:
        """The ids given, by name (for an outbox entry)."""
        names = ("event", "club", "tournament", "moderator")
        return {n: v for n in names if (v := getattr(self, n)) is not None and v > 0}

    def over(self, saved: ServerIds) -> ServerIds:
        """These ids, each one not given taken from ``saved``."""
        return ServerIds(
            self.event or saved.event,
            self.club or saved.club,
            self.tournament or saved.tournament,
            self.moderator or saved.moderator,
        )


@frozen
class HubConfig:
    server: str
    user: str
    ids: ServerIds = ServerIds()

    @property
    def ready(self) -> bool:
        return bool(self.server and self.user)


def hub_config(root: Path) -> HubConfig:
    s = load_settings(root)
    ids = ServerIds(
        s.hub_event or None, s.hub_club or None, s.hub_tournament or None, s.hub_moderator or None
    )
    return HubConfig(s.hub_server, s.hub_user, ids)


def configure(
    root: Path, server: str | None, user: str | None, ids: ServerIds | None = None
) -> HubConfig:
    """Save the server's address, the user name and/or the ids for the games queued next
    (PublishError for an address that :func:`~mafia_tui.hub.client.check_address` refuses;
    OSError if the disk does)."""
    settings = load_settings(root)
    if server is not None:
        try:
            settings.hub_server = check_address(server)
        except AddressError as err:
            raise PublishError(err.code, address=err.address) from None
    if user is not None:
        settings.hub_user = user.strip()
    if ids is not None:
        for name in ("event", "club", "tournament", "moderator"):
            value = getattr(ids, name)
            if value is not None:
                setattr(settings, f"hub_{name}", max(value, 0))
    save_settings(root, settings)
    return hub_config(root)


def password(env: Mapping[str, str], ask: Callable[[str], str] | None, prompt: str) -> str:
    """The password: the environment's, else what ``ask`` returns (None: no terminal)."""
    if env.get(PASSWORD_ENV):
        return env[PASSWORD_ENV]
    if ask is None:
        return ""
    try:
        return ask(prompt)
    except (EOFError, KeyboardInterrupt):
        return ""


def now_text() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")
