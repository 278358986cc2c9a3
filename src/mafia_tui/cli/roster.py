"""``mafia-tui roster [list | add NICK | rename OLD NEW | import FILE | export FILE]``.

The club's roster (the data dir's, :mod:`..storage.roster`) from the command line; with
``--tournament NAME``, the tournament's roster too: ``list`` and ``export`` show its
participants (with what the club's roster knows of them), ``add`` and ``import`` enter the
players in it as well, ``rename`` renames in its games and seating (:mod:`..session.roster`).
A damaged roster file is named and left alone (exit 2); a bad import adds nothing (exit 2);
every message is in the judge's language.
"""

from __future__ import annotations

import sys
from argparse import Namespace
from pathlib import Path

from ..session import data_dir as resolve_data_dir
from ..session.roster import enrol, rename_player, tournament_players
from ..session.roster_io import export_roster, read_roster_file
from ..storage.notices import OsReason
from ..storage.roster import PLATFORMS, Roster, RosterEntry, RosterError, make_entry, open_roster
from ..storage.roster_texts import ROSTER
from .output import fail, say

_ARGS = {"list": 0, "add": 1, "rename": 2, "import": 1, "export": 1}


def _line(e: RosterEntry) -> str:
    ids = [f"{p}:{getattr(e, p)}" for p in PLATFORMS if getattr(e, p)]
    aliases = "(" + ", ".join(e.aliases) + ")" if e.aliases else ""
    return "  ".join([e.nick, *[p for p in (e.name, e.club, *ids, aliases) if p]])


def _list(roster: Roster, entries: list[RosterEntry], lang: str) -> None:
    """``roster list``: a line a player, then the copies merged and those left damaged."""
    say("\n".join(_line(e) for e in entries) or ROSTER.text("empty", lang))
    if roster.copies:
        copies = ", ".join(str(c) for c in roster.copies)
        say(ROSTER.text("copies_merged", lang, copies=copies))
    for copy, err in roster.damaged_copies:  # read as what it is: not merged
        why = err.params.get("reason", err)  # what is wrong, not "the roster is"
        say(ROSTER.text("copy_damaged", lang, copy=copy, reason=why), sys.stderr)


def run_roster(args: Namespace, lang: str, data_dir: str | None) -> int:
    """List or change the roster; 2 with the reason when it cannot."""
    action, rest = args.action, list(args.args)
    if len(rest) != _ARGS[action]:
        what = ROSTER.text(f"what_{action}", lang)
        return fail(ROSTER.text("needs_args", lang, action=action, what=what))
    root = resolve_data_dir(data_dir)
    tournament = (args.tournament or "").strip()
    roster = open_roster(root)
    try:
        if action == "rename":
            _rename(root, rest, tournament, lang)
            return 0
        if roster.problem is not None:
            raise roster.problem
        if tournament and action in ("list", "export"):  # read only where they are shown
            entries = tournament_players(root, tournament)
        else:
            entries = roster.entries()
        if action == "list":
            _list(roster, entries, lang)
        elif action == "add":
            _add(root, roster, args, rest[0], tournament, lang)
        elif action == "import":
            found = read_roster_file(Path(rest[0]))
            added, updated = roster.merge(found)
            say(ROSTER.text("imported", lang, path=rest[0], added=added, updated=updated))
            if tournament:
                names = [(roster.find(e.nick) or e).nick for e in found]  # the roster's spelling
                count = enrol(root, tournament, names)
                say(ROSTER.text("enrolled", lang, tournament=tournament, count=count))
        else:
            return _export(entries, Path(rest[0]), args.format, lang)
    except RosterError as err:
        return fail(err.message(lang))
    return 0


def _add(
    root: Path, roster: Roster, args: Namespace, nick: str, tournament: str, lang: str
) -> None:
    fields = {p: getattr(args, p) for p in ("name", "club", *PLATFORMS)}
    entry = make_entry({"nick": nick, **fields})
    known = roster.find(entry.nick)
    if known is None or not tournament:  # a player of the club may join a tournament
        roster.add(entry)
        say(ROSTER.text("added", lang, nick=entry.nick))
    if tournament:
        name = known.nick if known is not None else entry.nick
        count = enrol(root, tournament, [name])
        say(ROSTER.text("enrolled", lang, tournament=tournament, count=count))


def _rename(root: Path, rest: list[str], tournament: str, lang: str) -> None:
    done = rename_player(root, rest[0], rest[1], tournament)
    say(ROSTER.text("renamed", lang, old=rest[0].strip(), new=done.entry.nick))
    if tournament and not done.games:
        say(ROSTER.text("renamed_no_games", lang, tournament=tournament))
    elif tournament:
        games = ", ".join(done.games)
        count = len(done.games)
        say(ROSTER.text("renamed_games", lang, tournament=tournament, count=count, games=games))
    if done.plan:
        say(ROSTER.text("renamed_plan", lang))
    if done.stale_checks:
        say(ROSTER.text("renamed_stale", lang, count=done.stale_checks))


def _export(entries: list[RosterEntry], out: Path, fmt: str | None, lang: str) -> int:
    fmt = fmt or ("json" if out.suffix.lower() == ".json" else "csv")
    try:
        count = export_roster(entries, out, fmt, lang)
    except OSError as exc:
        reason = OsReason(exc).message(lang)
        return fail(ROSTER.text("not_written", lang, path=out, reason=reason))
    say(ROSTER.text("exported", lang, path=out, count=count))
    return 0
