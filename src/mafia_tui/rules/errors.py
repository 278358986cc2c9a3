"""The one error type of the rules core: a code, the rule it enforces, a message in ru or en."""

from __future__ import annotations

import re
from typing import Any

from .texts import REPORT, render


class RuleError(Exception):
    """An action or input the rules do not allow. The game is left exactly as it was.

    Attributes:
        code: a stable machine code (``"not_speaker"``, ``"bad_seat"``...).
        rule: the FIIM rule number it rests on (``"7.1"``, ``"8.4.2"``, ``"4.4.2"``), or "" when
            no numbered rule says it (a documented choice of ours).
        params: values the message is filled with.
    """

    def __init__(self, code: str, rule: str = "", **params: Any) -> None:
        self.code = code
        self.rule = rule
        self.params = params
        super().__init__(self.message("en"))

    def message(self, lang: str = "ru") -> str:
        """The message in ``lang`` ("ru" or "en"), with the rule number when there is one."""
        return cite(render(self.code, lang, self.params), self.rule, lang)

    def to_dict(self, lang: str = "ru") -> dict[str, str]:
        """A JSON-ready form: code, rule and message."""
        return {"code": self.code, "rule": self.rule, "message": self.message(lang)}


def shown(value: Any, limit: int = 40) -> str:
    """A short, safe text for a value read from a file, to put in a message.

    A file may hold anything where a seat or a version should be: a 5 MB string, a list nested
    a thousand deep, an integer too long to print. The message must still be built (and be
    short), so strings are cut to ``limit`` characters and escaped, containers show as
    ``[...]`` or ``{...}``, and huge integers by their order of magnitude (``~10^5000``).
    """
    if value is None or isinstance(value, (bool, float)):
        return repr(value)
    if isinstance(value, int):
        if -(10**limit) < value < 10**limit:
            return str(value)
        return ("-" if value < 0 else "") + f"~10^{int(abs(value).bit_length() * 0.30103)}"
    if isinstance(value, str):
        return repr(value[:limit]) + ("…" if len(value) > limit else "")
    if isinstance(value, list):
        return "[...]"
    if isinstance(value, dict):
        return "{...}"
    return type(value).__name__


_RULE_NUMBER = re.compile(r"[1-9][0-9]?(\.[0-9]{1,2}){0,3}")
"""A FIIM rule number as a judge reads it: "7", "4.4.10", "6.7.4"."""


def rule_label(rule: str, lang: str) -> str:
    """How a rule number reads: "п. 7.1" or "rule 7.1"; "" for no rule.

    Only FIIM numbers are ever shown. Anything else (a reference into a file of ours, such
    as the old "§1.7") gives no label at all rather than a reference a judge cannot look up.
    """
    if not isinstance(rule, str) or not _RULE_NUMBER.fullmatch(rule):
        return ""
    return REPORT.text("rule", lang, rule=rule)


def cite(text: str, rule: str, lang: str) -> str:
    """``text`` followed by its rule number in brackets, when it has one."""
    label = rule_label(rule, lang)
    return f"{text} ({label})" if label else text
