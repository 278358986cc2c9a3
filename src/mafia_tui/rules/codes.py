"""Rules codes: the field's 13-digit description of a rule set, to and from our profile.

The code is mafiaratings' (szotin/mafiaratings ``include/rules.php`` at commit
``0ab7207bdb17fadb92243f119dc356a95c99edad``: ``$_rules_options``, ``DEFAULT_RULES`` =
``0002000010000``, ``RULE_OPTIONS_COUNT`` = 13). Each digit is the index of one option's value;
:data:`OPTIONS` lists them in code order. Every option is a setting of :class:`Profile` (see
:data:`VALUES`), so a code builds a profile and a profile writes its code back.

Older codes are upgraded as ``upgrade_rules_code`` does: a 29-digit code loses its retired
digits and gains the newer options' zeros, a 12-digit one gains two zeros before its last digit,
a 14-digit one (with the retired "antimonster" option last) loses its last digit.

Pure Python on purpose: the core imports nothing else.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from .profile import CODE_READINGS, FIIM_2018, Profile

OPTIONS: Final[tuple[tuple[str, tuple[str, ...]], ...]] = (
    ("rotation", ("first", "last")),
    ("onRecord", ("no", "night-killed", "killed", "except-split", "all")),
    ("onRecordCount", tuple(str(n) for n in range(10))),
    ("withdraw", ("allowed", "auto", "no")),
    ("firstVoting", ("standard", "to-talk", "no-break", "self-break")),
    ("splitOrder", ("same", "reverse")),
    ("killAll", ("no", "draw")),
    ("splitOnFour", ("allowed", "prohibited")),
    ("splitOnNine", ("yes", "no", "after1")),
    ("legacy", ("yes", "no")),
    ("gameEndSpeech", ("yes", "no")),
    ("threeFouls", ("lose-speech", "short-speech", "no")),
    ("techFouls", ("no", "yes")),
)
"""The options in code order, each with its values in digit order (the booleans of
``splitOnFour``, ``legacy`` and ``gameEndSpeech`` named by what they allow)."""

DEFAULT_CODE: Final = "0002000010000"
"""``DEFAULT_RULES``: the code the server assumes for a game that names none."""

VALUES: Final[dict[str, dict[str, dict[str, Any]]]] = {
    "rotation": {
        "first": {"first_speech_rotation": "first"},
        "last": {"first_speech_rotation": "last"},
    },
    "onRecord": {
        "no": {"on_record": "no"},
        "night-killed": {"on_record": "night_killed"},
        "killed": {"on_record": "killed"},
        "except-split": {"on_record": "except_split"},
        "all": {"on_record": "all"},
    },
    "onRecordCount": {str(n): {"on_record_count": n} for n in range(10)},
    "withdraw": {
        "allowed": {"nomination_withdrawal": "allowed"},
        "auto": {"nomination_withdrawal": "auto"},
        "no": {"nomination_withdrawal": "no"},
    },
    "firstVoting": {
        "standard": {"day1_vote": "held", "day1_single_candidate_vote": False},
        "to-talk": {"day1_vote": "to_talk"},
        "no-break": {"day1_vote": "lift_only"},
        "self-break": {"day1_vote": "self_break"},
    },
    "splitOrder": {"same": {"revote_order": "same"}, "reverse": {"revote_order": "reverse"}},
    "killAll": {
        "no": {"whole_table_tied": "no_one_leaves"},
        "draw": {"whole_table_tied": "draw_ballot"},
    },
    "splitOnFour": {"allowed": {"rule_7_6": False}, "prohibited": {"rule_7_6": True}},
    "splitOnNine": {
        "yes": {"nine_three_tied_no_lift": False},
        "no": {"nine_three_tied_no_lift": True, "nine_no_lift_only_day2": False},
        "after1": {"nine_three_tied_no_lift": True, "nine_no_lift_only_day2": True},
    },
    "legacy": {"yes": {"best_move_recorded": True}, "no": {"best_move_recorded": False}},
    "gameEndSpeech": {
        "yes": {"last_word_at_game_end": True},
        "no": {"last_word_at_game_end": False},
    },
    "threeFouls": {
        "lose-speech": {"third_foul_penalty": True, "third_foul_mute": True},
        "short-speech": {"third_foul_penalty": True, "third_foul_mute": False},
        "no": {"third_foul_penalty": False},
    },
    "techFouls": {
        "no": {"technical_fouls": "none"},
        "yes": {"technical_fouls": "two_remove"},
    },
}
"""Each option's values as the profile settings they mean. A profile has an option's value
when it holds all of that value's settings; the first such value, in digit order, is written.
Documented readings: ``onRecordCount`` 0 is "any number" (the site's rule text; rules.php's
comment says "0"); ``splitOnNine`` "after1" follows the option's rule text (no lift of three
at nine on the first day after day zero, our day 2; "only after a miss" its short label), where
the site's game program also refuses that lift on day 1 (nine there only after a removal).
"""


def upgrade_code(code: str) -> str:
    """``code`` upgraded to the current 13 digits as ``upgrade_rules_code`` does (29, 12 and 14
    digits); any other length comes back unchanged."""
    if len(code) == 29:
        code = code[:20]
        code = code[:17] + code[19:]
        code = code[:12] + code[15:]
        code = code[:9] + code[10:]
        code = code[:6] + code[8:]
        code = code[:4] + code[5:]
        code = code[:1] + code[3:]
        code = code[:2] + "00" + code[2:]
        code = code[:6] + "0" + code[6:]
        code = code[:9] + "0" + code[9:]
    if len(code) == 12:
        code = code[:11] + "00" + code[11:]
    if len(code) == 14:
        code = code[:-1]
    return code


def parse_code(code: object) -> dict[str, str] | None:
    """The options of a 13-digit rules code by name, or None when ``code`` is not one (as
    ``is_valid_rules_code`` reads it, plus each digit within its option's values)."""
    if not isinstance(code, str) or len(code) != len(OPTIONS) or not code.isascii():
        return None
    if not code.isdigit():
        return None
    options: dict[str, str] = {}
    for digit, (name, values) in zip(code, OPTIONS, strict=True):
        if int(digit) >= len(values):
            return None
        options[name] = values[int(digit)]
    return options


def read_code(code: object) -> dict[str, str] | None:
    """:func:`parse_code` of ``code`` upgraded first: older codes are accepted too."""
    if not isinstance(code, str) or not code.isascii() or not code.isdigit():
        return None
    return parse_code(upgrade_code(code))


def option_value(profile: Profile, option: str) -> str | None:
    """The value of ``option`` that ``profile`` plays, None when it plays none of them."""
    for value, settings in VALUES[option].items():
        if all(getattr(profile, k) == v for k, v in settings.items()):
            return value
    return None


def code_of(profile: Profile) -> tuple[str | None, str]:
    """``(code, "")`` of ``profile``, or ``(None, option)`` naming the first option no value of
    the code expresses (day 1 without a vote, say)."""
    digits: list[str] = []
    for name, values in OPTIONS:
        value = option_value(profile, name)
        if value is None:
            return None, name
        digits.append(str(values.index(value)))
    return "".join(digits), ""


def profile_from_code(
    code: str, base: Profile = FIIM_2018, name: str | None = None
) -> Profile | None:
    """The profile rules ``code`` (upgraded) builds: ``base`` with every option's settings, named
    ``name`` (default ``code-<digits>``); None when ``code`` is no rules code. Settings the code
    does not speak of stay the base's (times, points), but for :data:`CODE_READINGS`, what the
    site's game program plays where its code is silent: no three-misses win at four (its
    "split on four prohibited" is 7.6's first half only), and day 1's leader who stays cancels
    no vote by his removal. ``mafia-tui rules --code`` and every import build through here."""
    options = read_code(code)
    if options is None:
        return None
    settings: dict[str, Any] = dict(CODE_READINGS)
    for option, value in options.items():
        settings.update(VALUES[option][value])
    digits = upgrade_code(code)
    return replace(base, name=name or f"code-{digits}", **settings)
