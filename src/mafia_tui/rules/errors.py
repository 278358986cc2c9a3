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


def rule_label(rule: str, lang: str) -> str:
    """How a rule number reads: "п. 7.1" or "rule 7.1"; RULES.md sections as "RULES.md §1.7"."""
    if rule.startswith("§"):
        return f"RULES.md {rule}"
    return f"п. {rule}" if lang == "ru" else f"rule {rule}"
