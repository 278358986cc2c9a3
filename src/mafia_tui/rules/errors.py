"""The one error type of the rules core: a code, the rule it enforces, a message in ru or en."""

from __future__ import annotations

from typing import Any

from .texts import render


class RuleError(Exception):
    """An action or input the rules do not allow. The game is left exactly as it was.

    Attributes:
        code: a stable machine code (``"not_speaker"``, ``"bad_seat"``...).
        rule: the rule number it rests on (``"7.1"``, ``"8.4.2"``, ``"§1.6"`` for RULES.md), or "".
        params: values the message is filled with.
    """

    def __init__(self, code: str, rule: str = "", **params: Any) -> None:
        self.code = code
        self.rule = rule
        self.params = params
        super().__init__(self.message("en"))

    def message(self, lang: str = "ru") -> str:
        """The message in ``lang`` ("ru" or "en"), with the rule number when there is one."""
        text = render(self.code, lang, self.params)
        return f"{text} ({rule_label(self.rule, lang)})" if self.rule else text

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


def rule_label(rule: str, lang: str) -> str:
    """How a rule number reads: "п. 7.1" or "rule 7.1"; RULES.md sections as "RULES.md §1.7"."""
    if rule.startswith("§"):
        return f"RULES.md {rule}"
    return f"п. {rule}" if lang == "ru" else f"rule {rule}"
