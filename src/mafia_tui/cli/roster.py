"""``mafia-tui roster [list | add NICK | rename OLD NEW | import FILE | export FILE]``.

The data dir's roster (:mod:`..storage.roster`) from the command line. A damaged roster file
is named and left alone (exit 2); a bad import adds nothing (exit 2); every message is in the
judge's language.
"""

from __future__ import annotations

from argparse import Namespace
from pathlib import Path

from ..session import data_dir as resolve_data_dir
from ..session.roster import rename_player
from ..session.roster_io import export_roster, import_roster
from ..storage.notices import OsReason
from ..storage.roster import PLATFORMS, RosterError, make_entry, open_roster
from ..storage.roster_texts import ROSTER
from .output import fail, say

_ARGS = {"list": 0, "add": 1, "rename": 2, "import": 1, "export": 1}


def _line(entry_nick: str, parts: list[str]) -> str:
    return "  ".join([entry_nick, *[p for p in parts if p]])


def run_roster(args: Namespace, lang: str, data_dir: str | None) -> int:
    """List or change the data dir's roster; 2 with the reason when it cannot."""
    action, rest = args.action, list(args.args)
    if len(rest) != _ARGS[action]:
        what = ROSTER.text(f"what_{action}", lang)
        return fail(ROSTER.text("needs_args", lang, action=action, what=what))
    root = resolve_data_dir(data_dir)
    roster = open_roster(root)
    try:
        if action == "list":
            if roster.problem is not None:
                raise roster.problem
            if not len(roster):
                say(ROSTER.text("empty", lang))
            for e in roster.entries():
                ids = [f"{p}:{getattr(e, p)}" for p in PLATFORMS if getattr(e, p)]
                aliases = "(" + ", ".join(e.aliases) + ")" if e.aliases else ""
                say(_line(e.nick, [e.name, e.club, *ids, aliases]))
        elif action == "add":
            fields = {p: getattr(args, p) for p in ("name", "club", *PLATFORMS)}
            entry = make_entry({"nick": rest[0], **fields})
            roster.add(entry)
            say(ROSTER.text("added", lang, nick=entry.nick))
        elif action == "rename":
            done = rename_player(root, rest[0], rest[1], args.tournament or "")
            say(ROSTER.text("renamed", lang, old=rest[0].strip(), new=done.entry.nick))
            if args.tournament:
                games = ", ".join(done.games) or "—"
                say(
                    ROSTER.text(
                        "renamed_games",
                        lang,
                        tournament=args.tournament,
                        count=len(done.games),
                        games=games,
                    )
                )
            if done.plan:
                say(ROSTER.text("renamed_plan", lang))
            if done.stale_checks:
                say(ROSTER.text("renamed_stale", lang, count=done.stale_checks))
        elif action == "import":
            added, updated = import_roster(roster, Path(rest[0]))
            say(ROSTER.text("imported", lang, path=rest[0], added=added, updated=updated))
        else:
            out = Path(rest[0])
            fmt = args.format or ("json" if out.suffix.lower() == ".json" else "csv")
            try:
                count = export_roster(roster, out, fmt, lang)
            except OSError as exc:
                reason = OsReason(exc).message(lang)
                return fail(ROSTER.text("not_written", lang, path=out, reason=reason))
            say(ROSTER.text("exported", lang, path=out, count=count))
    except RosterError as err:
        return fail(err.message(lang))
    return 0
