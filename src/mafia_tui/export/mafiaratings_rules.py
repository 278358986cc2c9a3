"""The mafiaratings rules code: 13 digits, one per rule option, and how our profile maps to it.

Source: mafiaratings ``include/rules.php`` (``$_rules_options``, ``DEFAULT_RULES`` =
``0002000010000``, ``RULE_OPTIONS_COUNT`` = 13), read at its repository's head (the
``0ab7207b`` commit of szotin/mafiaratings). Each digit is the index of the option's value.

Options split in two:

* **deciding** options change how a game goes, so a game's log replays differently under
  another value: the first speaker's rotation, day 1's vote, the two-tied-at-four and
  three-tied-at-nine lifts (our 7.6 and the newer nine-player rule), the last word at the end
  (7.10), the third foul. These map to profile settings both ways; an import takes the preset
  whose settings give exactly these digits and refuses a game when none does.
* the others (colours on record, withdrawing a nomination, the re-vote's order, a split of the
  whole table, the best move, technical fouls) leave a recorded game's course unchanged. Our
  profile has no setting for them: an export writes the digit our engine plays (or, where it
  plays none, the code's default) and says so; an import keeps them only as a note.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from ..rules.profile import PRESETS, Profile

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
"""The options in code order, each with its values in digit order (``$_rules_options``; the
booleans of ``splitOnFour``, ``legacy`` and ``gameEndSpeech`` named by what they allow)."""

DEFAULT_CODE: Final = "0002000010000"
"""``DEFAULT_RULES``: the code the server assumes for a game that names none."""

DECIDING: Final = ("rotation", "firstVoting", "splitOnFour", "splitOnNine", "gameEndSpeech",
                   "threeFouls")  # fmt: skip
"""The options a recorded game's course depends on (see the module's docstring)."""

PLAYED: Final[dict[str, str]] = {
    "withdraw": "no",
    "splitOrder": "same",
    "legacy": "yes",
    "techFouls": "no",
}
"""What our engine plays where the profile has no setting: a second nomination changes
nothing (no withdrawal), the re-vote keeps the nomination order, the first night's victim
names his best move (8.3), no technical fouls. ``onRecord``, ``onRecordCount`` and
``killAll`` are not played by us either way: an export writes the default's digit."""


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


def _deciding(profile: Profile) -> dict[str, str | None]:
    """The deciding options' values our profile plays, None where no value of the code is
    what it plays."""
    first = {"held": "standard", "lift_only": "no-break"}.get(profile.day1_vote)
    if first == "standard" and profile.day1_single_candidate_vote:
        first = None
    nine = "no" if profile.nine_three_tied_no_lift else "yes"
    return {
        "rotation": "first",
        "firstVoting": first,
        "splitOnFour": "prohibited" if profile.rule_7_6 else "allowed",
        "splitOnNine": nine,
        "gameEndSpeech": "yes" if profile.last_word_at_game_end else "no",
        "threeFouls": "lose-speech" if profile.third_foul_mute else "short-speech",
    }


def code_for(profile: Profile) -> tuple[str | None, str, tuple[str, ...]]:
    """The rules code of ``profile``: ``(code, refused, defaulted)``.

    ``refused`` names the first deciding option no value of the code plays (then ``code`` is
    None: writing another value would say the game was played otherwise); ``defaulted``
    names the options written as the code's default because our profile does not set them.
    """
    deciding = _deciding(profile)
    for name in DECIDING:
        if deciding[name] is None:
            return None, name, ()
    default = parse_code(DEFAULT_CODE)
    assert default is not None
    digits: list[str] = []
    defaulted: list[str] = []
    for name, values in OPTIONS:
        value = deciding.get(name) or PLAYED.get(name)
        if value is None:
            value = default[name]
            defaulted.append(name)
        digits.append(str(values.index(value)))
    return "".join(digits), "", tuple(defaulted)


def preset_for(code: str) -> tuple[Profile | None, str]:
    """The preset a game of rules ``code`` replays under: ``(profile, "")``, or ``(None, why)``
    with ``why`` the options no preset plays (``"firstVoting=to-talk"``, or a combination
    ``"splitOnFour=prohibited, splitOnNine=no"``), or ``"code"`` when it is no rules code.

    The first preset of :data:`PRESETS` whose deciding options equal the code's, in their
    order (so ``fiim-2018`` before a preset that differs only in points); its name gains
    nothing: the game keeps the preset as is.
    """
    options = parse_code(code)
    if options is None:
        return None, "code"
    wanted = {name: options[name] for name in DECIDING}
    for preset in PRESETS.values():
        if _deciding(preset) == wanted:
            return replace(preset), ""
    played = [_deciding(p) for p in PRESETS.values()]
    for name in DECIDING:
        if all(d[name] != wanted[name] for d in played):
            return None, f"{name}={wanted[name]}"
    apart = [n for n in DECIDING if wanted[n] != _deciding(PRESETS["fiim-2018"])[n]]
    return None, ", ".join(f"{n}={wanted[n]}" for n in apart)
