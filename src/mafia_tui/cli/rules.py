"""``mafia-tui rules [NAME] [--code CODE]``: the rules presets, a profile's settings, and the
mafiaratings rules code a profile is written back as.

Without arguments: every preset a new game may be played by, with its rules code. With a
preset's name: its settings, one a line, and as the last line its code. With ``--code``: the
profile the code builds (FIIM 2018's times and points, the code's options over them; older
12-, 14- and 29-digit codes are upgraded as mafiaratings does), and as the last line the code
that profile writes back, the same code.
"""

from __future__ import annotations

from argparse import Namespace

from ..rules.codes import code_of, profile_from_code, upgrade_code
from ..rules.profile import PRESETS, Profile, preset_named
from .helptext import MESSAGES
from .output import fail, say


def _settings(profile: Profile) -> list[str]:
    """The profile's settings, ``key = value`` a line, in the profile's own order."""
    return [f"{k} = {v}" for k, v in profile.to_dict().items() if k != "name"]


def _code_line(profile: Profile, lang: str) -> str:
    code, option = code_of(profile)
    if code is None:
        return MESSAGES.text("rules_no_code", lang, option=option)
    return MESSAGES.text("rules_code", lang, code=code)


def run_rules(args: Namespace, lang: str) -> int:
    """List the presets, print one, or build a profile from a rules code."""
    if args.code is not None:
        profile = profile_from_code(args.code)
        if profile is None:
            return fail(MESSAGES.text("rules_bad_code", lang, code=args.code))
        upgraded = upgrade_code(args.code)
        if upgraded != args.code:
            say(MESSAGES.text("rules_upgraded", lang, old=args.code, code=upgraded))
        for line in _settings(profile):
            say(line)
        say(_code_line(profile, lang))
        return 0
    if args.name is not None:
        profile = preset_named(args.name)
        if profile is None:
            names = ", ".join(PRESETS)
            return fail(MESSAGES.text("rules_unknown", lang, name=args.name, names=names))
        for line in _settings(profile):
            say(line)
        say(_code_line(profile, lang))
        return 0
    width = max(len(n) for n in PRESETS)
    for name, profile in PRESETS.items():
        code, option = code_of(profile)
        shown = (
            code if code is not None else MESSAGES.text("rules_no_code_short", lang, option=option)
        )
        say(f"{name.ljust(width)}  {shown}")
    return 0
