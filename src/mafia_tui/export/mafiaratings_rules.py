"""The mafiaratings rules code in export and import: which options a recorded game depends on.

The code itself, and how each of its 13 options maps to a profile setting both ways, is
:mod:`mafia_tui.rules.codes` (pure, from ``include/rules.php`` of szotin/mafiaratings at its
``0ab7207b`` commit). Here options split in two:

* **deciding** options change how a game goes, so a game's log replays differently under
  another value: the first speaker's rotation, day 1's vote, the whole table tied twice, the
  two-tied-at-four and three-tied-at-nine lifts, the last word at the end, the third foul.
  :func:`preset_for` names the preset that plays them (the export compares a game's profile
  with it).
* the others leave a recorded game's course unchanged (the colours on record are kept as
  the game's own records, ``player.record``). Withdrawing a nomination is one: a
  mafiaratings game records only the nominations that stood, which replay the same
  whatever the option.

An import builds the profile the whole code gives (:func:`..rules.codes.profile_from_code`,
as ``mafia-tui rules --code`` does), so every option, deciding or not, is written back as it
came.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from ..rules.codes import DEFAULT_CODE, OPTIONS, code_of, option_value, parse_code
from ..rules.profile import PRESETS, Profile

__all__ = ["DECIDING", "DEFAULT_CODE", "OPTIONS", "code_for", "parse_code", "preset_for"]

DECIDING: Final = ("rotation", "firstVoting", "killAll", "splitOnFour", "splitOnNine",
                   "gameEndSpeech", "threeFouls")  # fmt: skip
"""The options a recorded game's course depends on (see the module's docstring)."""


def _deciding(profile: Profile) -> dict[str, str | None]:
    """The deciding options' values our profile plays, None where no value of the code is
    what it plays."""
    return {name: option_value(profile, name) for name in DECIDING}


def code_for(profile: Profile) -> tuple[str | None, str, tuple[str, ...]]:
    """The rules code of ``profile``: ``(code, refused, defaulted)``.

    ``refused`` names the first option no value of the code plays (then ``code`` is None:
    writing another value would say the game was played otherwise); ``defaulted`` names the
    options written from the profile that the game does not record (none since the colours on
    record are kept; the slot stays for a setting a later version adds before its record).
    """
    code, refused = code_of(profile)
    if code is None:
        return None, refused, ()
    return code, "", ()  # every option is now kept in the game itself


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
