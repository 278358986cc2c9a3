"""The one text mechanism of the app: catalogues of (Russian, English) pairs, one lookup.

Each layer keeps its own table of texts next to its code (the rules' messages in
``rules/texts.py``, the screens' words in ``ui/strings.py``, storage notices, the command
line's help, export heads, the players' display) and wraps it in a :class:`Catalog`. Every
catalogue registers itself here by name, so one test (``tests/unit/test_texts.py``) checks
them all: both languages present, the same ``{placeholders}`` in both, and every key the code
asks for exists.

A key that is missing raises :class:`MissingText` while :data:`STRICT` is on (the test suite
turns it on, and so does ``MAFIA_TUI_STRICT_TEXTS=1``); in front of a judge it is logged and
the key itself is shown, since a crash in the middle of a game would be far worse than one
odd word.

This module sits below every layer (``rules`` included), so it imports nothing of ours and
nothing outside the standard library.
"""

from __future__ import annotations

import logging
import os
import string
from collections.abc import Iterator, Mapping
from typing import Final, Literal

Lang = Literal["ru", "en"]
LANGS: Final[tuple[Lang, Lang]] = ("ru", "en")
"""The app's languages, in the order of every pair: Russian first, as the judges are."""

STRICT: bool = os.environ.get("MAFIA_TUI_STRICT_TEXTS", "") not in ("", "0")
"""Raise on a missing key or a placeholder left unfilled, instead of showing the key."""

_log = logging.getLogger(__name__)
_REGISTRY: dict[str, Catalog] = {}


def pick_lang(lang: str | None) -> Lang:
    """ "en" for English, "ru" for anything else: Russian is the app's first language."""
    return "en" if lang == "en" else "ru"


def fields(template: str) -> set[str]:
    """The names of the ``{placeholders}`` of ``template``."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


class MissingText(KeyError):
    """A catalogue has no text for a key (a bug: the tests must catch it before a release)."""

    def __init__(self, catalog: str, key: str) -> None:
        super().__init__(key)
        self.catalog = catalog
        self.key = key

    def __str__(self) -> str:
        return f"no text {self.key!r} in the {self.catalog!r} catalogue"


def _said(value: object, lang: str | None) -> object:
    """A parameter as its message in ``lang`` when it is one (see :meth:`Catalog.text`)."""
    speak = getattr(value, "message", None)
    return speak(pick_lang(lang)) if callable(speak) else value


class Catalog:
    """A named table of ``key -> (ru, en)`` with lookup, formatting and the language choice.

    ``entries`` is kept by reference, so a module may keep filling its table after wrapping it.
    """

    def __init__(self, name: str, entries: Mapping[str, tuple[str, str]]) -> None:
        self.name = name
        self.entries = entries
        self.russian_only = False
        _REGISTRY[name] = self

    @classmethod
    def russian(cls, name: str, entries: Mapping[str, str]) -> Catalog:
        """A catalogue of one language: the words of a paper that copies an official Russian
        form (the game protocol), which says the same whatever the judge's language. Each
        text serves as both; the parity test checks that nothing else is asked of it."""
        catalog = cls(name, {key: (text, text) for key, text in entries.items()})
        catalog.russian_only = True
        return catalog

    @classmethod
    def from_columns(cls, name: str, ru: Mapping[str, str], en: Mapping[str, str]) -> Catalog:
        """A catalogue from one table per language; a key one of them lacks gets "" there
        (which the parity test reports)."""
        keys = list(ru) + [k for k in en if k not in ru]
        return cls(name, {k: (ru.get(k, ""), en.get(k, "")) for k in keys})

    def __contains__(self, key: object) -> bool:
        return key in self.entries

    def __iter__(self) -> Iterator[str]:
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def __repr__(self) -> str:
        return f"Catalog({self.name!r}, {len(self.entries)} texts)"

    def template(self, key: str, lang: str | None) -> str:
        """The unformatted text of ``key`` in ``lang`` (the key itself if missing and not
        :data:`STRICT`)."""
        pair = self.entries.get(key)
        if pair is None:
            return self._missing(key)
        return pair[1] if pick_lang(lang) == "en" else pair[0]

    def text(self, key: str, lang: str | None, /, **params: object) -> str:
        """The text of ``key`` in ``lang`` with ``params`` filled in.

        Without params the template is returned as written. A parameter that is itself a
        message (it has ``message(lang)``: a rules error, a file's refusal) is said in the same
        language, never in English inside a Russian text. A placeholder without a value raises
        under :data:`STRICT`, else the template is shown unfilled.
        """
        if key not in self.entries:
            return self._missing(key)
        template = self.template(key, lang)
        if not params:
            return template
        try:
            return template.format(**{k: _said(v, lang) for k, v in params.items()})
        except (KeyError, IndexError, ValueError) as exc:
            if STRICT:
                raise ValueError(
                    f"text {key!r} of the {self.name!r} catalogue cannot be filled: {exc!r}"
                ) from exc
            _log.error("text %r of %r cannot be filled: %r", key, self.name, exc)
            return template

    def _missing(self, key: str) -> str:
        if STRICT:
            raise MissingText(self.name, key)
        _log.error("%s", MissingText(self.name, key))
        return key


def folded(text: str) -> str:
    """``text`` case-folded with ё as е, as a judge's typing and a printed list compare
    Russian words («Чёрные» = «черные»)."""
    return text.casefold().replace("ё", "е")


def catalogs() -> dict[str, Catalog]:
    """Every catalogue registered so far, by name (import a module to register its table)."""
    return dict(_REGISTRY)


def counted(count: int, forms: str, lang: str | None) -> str:
    """``count`` with its word in the form that number takes: ``forms`` is "one|few|many" in
    Russian ("тур|тура|туров": 1 тур, 3 тура, 5 туров, 11 туров, 21 тур, 22 тура), and
    "one|other" in English ("round|rounds"), as a catalogue holds them."""
    words = forms.split("|")
    if pick_lang(lang) == "en":
        return f"{count} {words[0] if count == 1 else words[-1]}"
    last_two, last = abs(count) % 100, abs(count) % 10
    if 11 <= last_two <= 14 or last == 0 or last >= 5:
        form = 2
    else:
        form = 0 if last == 1 else 1
    return f"{count} {words[min(form, len(words) - 1)]}"
