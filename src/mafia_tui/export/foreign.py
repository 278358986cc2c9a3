"""What every reader of another tool's game file gives back, so one import takes them all.

A converter (``mafiaratings_import``, ``polemica_import``) turns a parsed foreign document into
:class:`Converted` games: each either our game-file data, already replayed by the one reader
(:func:`..rules.record.game_from_dict`), or the game the engine built action by action with
the reader's own checks (header, players, profile, the after-game limits), or a refusal
naming the first problem. An import is
whole or nothing per game: a game that would need a guess is refused, never bridged silently.
What the source lacked and the converter supplied by a documented rule goes into ``notes``,
shown to the judge per game.

Messages are :class:`Said`: a catalogue key and its values, rendered in the judge's language
when shown, so a converter never picks the language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from typing import Any

from ..i18n import Catalog
from ..rules.errors import RuleError
from ..rules.game import Game
from ..rules.record import game_from_dict
from ..rules.values import frozen
from .import_texts import IMPORT


@frozen
class Said:
    """A message of a catalogue: ``key`` filled with ``params`` when shown."""

    catalog: Catalog
    key: str
    params: Mapping[str, object] = field(default_factory=dict)

    def text(self, lang: str | None) -> str:
        return self.catalog.text(
            self.key, lang, **{k: _shown(v, lang) for k, v in self.params.items()}
        )


def _shown(value: object, lang: str | None) -> object:
    """A value as the message shows it: a rule error by its message, a value with a
    ``render(lang)`` (a list of catalogue words) rendered, anything else as is."""
    if isinstance(value, RuleError):
        return value.message(lang or "ru")
    render = getattr(value, "render", None)
    return render(lang) if callable(render) else value


class Refusal(Exception):
    """A document (or one game of it) cannot become a game: ``said`` is why, from the
    import's catalogue."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.said = Said(IMPORT, key, params)


@frozen
class Converted:
    """One game of a foreign file: ``data`` (our game file, valid) or ``game`` (the game
    itself, built by the engine as it was converted, so it need not be replayed again), or
    ``refused``.

    ``label`` says which game of the file it is, as the source names it ("id 1234", "#2").
    """

    label: str
    data: dict[str, Any] | None = None
    refused: Said | None = None
    notes: tuple[Said, ...] = ()
    game: Game | None = None


def replayed(
    label: str, data: dict[str, Any], notes: tuple[Said, ...], refusal: Catalog
) -> Converted:
    """``data`` checked by the one reader: a :class:`Converted` game, or refused with the
    reader's own error under ``refusal``'s key ``"replay_refused"`` (``{why}``)."""
    try:
        game_from_dict(data)
    except RuleError as err:
        return Converted(label, refused=Said(refusal, "replay_refused", {"why": err}), notes=notes)
    return Converted(label, data=data, notes=notes)
