"""``mafia-tui rules [NAME] [--code CODE]``: the rules presets, a profile's settings, and the
mafiaratings rules code a profile is written back as.

Without arguments: every preset a new game may be played by, with its rules code. With a
preset's name: its settings, one a line with what it means and, where it differs from FIIM
2018, FIIM's value; as the last line its code. With ``--code``: the
profile the code builds (FIIM 2018's times and points, the code's options over them; older
12-, 14- and 29-digit codes are upgraded as mafiaratings does), and as the last line the code
that profile writes back, the same code.
"""

from __future__ import annotations

from argparse import Namespace

from ..rules.codes import code_of, profile_from_code, upgrade_code
from ..rules.profile import FIIM_2018, PRESETS, Profile, preset_named
from ..rules.setting_texts import SETTINGS
from .helptext import MESSAGES
from .output import fail, say


def _settings(profile: Profile, lang: str) -> list[str]:
    """The profile's settings in the profile's own order under a heading: ``key = value`` and
    what it means, a line each; a setting that differs from FIIM 2018 marked ``*`` with FIIM's
    value beside it (the identifiers stay as the game file and the settings write them)."""
    fiim = FIIM_2018.to_dict()
    rows = []
    for key, value in profile.to_dict().items():
        if key == "name":
            continue
        differs = value != fiim[key]
        shown = f"{key} = {value}" + (f" ({fiim[key]})" if differs else "")
        rows.append(("*" if differs else " ", shown, SETTINGS.text(key, lang)))
    width = max(len(shown) for _, shown, _ in rows)
    head = MESSAGES.text("rules_head", lang, name=profile.name)
    return [head, *(f"{mark} {shown.ljust(width)}  {text}" for mark, shown, text in rows)]


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
        for line in _settings(profile, lang):
            say(line)
        say(_code_line(profile, lang))
        return 0
    if args.name is not None:
        profile = preset_named(args.name)
        if profile is None:
            names = ", ".join(PRESETS)
            return fail(MESSAGES.text("rules_unknown", lang, name=args.name, names=names))
        for line in _settings(profile, lang):
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
