"""``mafia-tui results GAME [one entry] [--json]``: the results desk from the command line.

The same :class:`~mafia_tui.session.desk.Desk` as the results screen: one entry per call
(an extra, a correction, a penalty, a removal, a protest, a decision, a consent, the check,
the comments, the head judge's void of the game or its lifting), saved in the data dir's game
file at once; then the desk is printed (a void and the stand-ins first, the seats' points
against 8.4, every entry numbered as ``--remove`` and ``--decide`` take them, the protests and
their deadline, the head judge's part, the record check). Exit 2 on a refusal, with its
message; nothing changes then.
"""

from __future__ import annotations

import json
from argparse import Namespace
from datetime import datetime
from pathlib import Path
from typing import Any

from ..rules import Game, RuleError, record_digest
from ..rules.desk import checked, clock, filed_late, problems, protest_deadline, seats
from ..rules.scoring import points_text
from ..rules.state import Event
from ..rules.team_texts import word
from ..rules.voiding import void_of
from ..session import Archive, LockedError, load_settings
from ..session import data_dir as resolve_data_dir
from ..session.desk import Desk, parse_seat
from .helptext import MESSAGES
from .output import fail, say

KINDS = {"extra": "extras", "penalty": "penalties", "protest": "protests"}
DECISIONS = {"accepted": "results_accepted", "rejected": "results_rejected"}
"""The words of a decision that keeps the result (one that changes it says the new result)."""


def run_results(args: Namespace, lang: str, data_dir: str | None) -> int:
    """Open the game for writing (one window at a time), make the one entry asked, print."""
    root = resolve_data_dir(data_dir)
    if getattr(args, "void", None) is not None and not (args.by or "").strip():
        args.by = load_settings(root).head_judge  # the name the results desk remembers
        if not args.by.strip():
            return fail(MESSAGES.text("results_void_by", lang))
    archive = Archive(root)
    game_id = Path(args.game).stem if args.game.endswith(".json") else args.game
    try:
        session = archive.open(game_id)
    except LockedError:
        return fail(MESSAGES.text("results_locked", lang, game=game_id))
    except RuleError as err:
        return fail(f"{game_id}: {err.message(lang)}")
    try:
        reply = _entry(Desk(session), args)
        if session.unsaved:
            return fail(MESSAGES.text("results_not_saved", lang, error=session.error))
        if args.json:
            out = desk_json(session.game, lang)
            out["done"] = reply.to_dict(lang) if reply else None
            say(json.dumps(out, ensure_ascii=False, indent=1))
        else:
            if reply is not None:
                say(reply.message(lang))
            say(desk_text(session.game, lang))
    except RuleError as err:
        return fail(err.message(lang))
    finally:
        session.close()
    return 0


def _entry(desk: Desk, args: Namespace) -> Event | None:
    """The one entry the arguments ask for (None: only show the desk)."""
    if args.extra:
        seat, points, reason = args.extra
        return desk.add_extra(parse_seat(seat), points, reason)
    if args.fix_extra:
        n, seat, points, reason = args.fix_extra
        return desk.add_extra(parse_seat(seat), points, reason, _number(n) - 1)
    if args.penalty:
        seat, rule, reason = args.penalty
        return desk.add_penalty(parse_seat(seat), rule, reason)
    if args.remove:
        kind, n = args.remove
        if kind not in KINDS:
            raise RuleError("bad_entry", index=n)
        return desk.remove(KINDS[kind], _number(n) - 1)
    if args.protest:
        filer, text = args.protest
        return desk.file_protest(filer, text, args.at or "")
    if args.decide:
        n, outcome, reason = args.decide
        return desk.decide(_number(n) - 1, outcome, reason, args.by or "")
    if args.consent:
        return desk.consent(args.consent)
    if args.sign:
        return desk.sign(args.sign)
    if args.comments is not None:
        desk.set_comments(args.comments)
        return Event("desk_comments_set")
    if args.void is not None:
        return desk.void(args.void, args.by or "")
    if args.unvoid:
        return desk.unvoid()
    return None


def _number(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise RuleError("bad_entry", index=text[:10])
    return int(text)


def desk_text(game: Game, lang: str) -> str:
    """The desk as lines of text in ``lang``."""

    def t(key: str, **params: Any) -> str:
        return MESSAGES.text(key, lang, **params)

    def num(value: Any) -> str:
        text = points_text(value)
        return text if lang == "ru" else text.replace(",", ".")

    state = game.state

    def said(key: str | None) -> str:
        return t(DECISIONS[key]) if key in DECISIONS else word("win", key, lang)

    lines = [t("results_head", id=game.id, result=said(game.result))]
    deadline = protest_deadline(game)
    if deadline is not None:
        over = datetime.now(deadline.tzinfo) > deadline
        key = "results_deadline_over" if over else "results_deadline"
        lines.append(t(key, at=deadline.strftime("%H:%M")))
    signoff = game.after.signoff
    lines.append(
        t("results_checked", name=signoff.name, at=clock(signoff.at))
        if signoff is not None and checked(game)
        else t("results_not_checked")
    )
    void = void_of(game)
    if void is not None:
        lines.append(t("results_void", name=void.by, at=clock(void.at), reason=void.reason))
    lines.append("")
    lines.append(t("results_columns"))
    for row in seats(game):
        p, pts = state.player(row.seat), row.points
        judge = f"{num(pts.judge)}/{num(row.limit)}" if pts.judge else ""
        if row.needs_consent:
            judge += " ✓" if row.consent else " !"
        lost = pts.penalties + pts.disqualification
        best = num(pts.best_move) if pts.best_move else ""
        lines.append(
            f"{row.seat:>2}  {p.nick[:18]:<18} {num(pts.main):>5} {best:>5} {judge:>10}"
            f" {num(lost) if lost else '':>6} {num(pts.extra):>6} {num(pts.total):>6}"
        )
    lines += [
        t("results_stand_in", seat=p.seat, nick=p.nick, absent=p.stand_in_for)
        for p in state.players
        if p.stand_in_for
    ]
    after = game.after
    lines.append("")
    lines.append(t("results_extras"))
    lines += [
        f"  {i}. {t('results_seat', seat=e.seat)}: +{num(e.points)} — {e.reason}"
        for i, e in enumerate(after.extras, start=1)
    ] or ["  —"]
    lines.append(t("results_penalties"))
    lines += [
        f"  {i}. {t('results_seat', seat=p.seat)}: {p.rule} — {p.reason}"
        for i, p in enumerate(after.penalties, start=1)
    ] or ["  —"]
    lines.append(t("results_protests"))
    for i, pr in enumerate(after.protests, start=1):
        if isinstance(pr.filer, int):
            who = t("results_seat", seat=pr.filer)
        else:
            who = word("team", pr.filer, lang)
        late = " " + t("results_late") if filed_late(game, pr) else ""
        d = pr.decision
        verdict = (
            t("results_undecided")
            if d is None
            else f"{said(d.result or d.outcome)} — {d.reason} ({d.by}, {clock(d.at)})"
        )
        lines.append(f"  {i}. {who}, {clock(pr.at) or '—'}{late}: {pr.text} → {verdict}")
    if not after.protests:
        lines.append("  —")
    for c in after.consents:
        lines.append(
            t("results_consent", seat=c.seat, points=num(c.points), name=c.name, at=clock(c.at))
        )
    found = problems(game)
    lines.append("")
    lines.append(t("results_problems") if found else t("results_complete"))
    lines += [f"  • {e.message(lang)}" for e in found]
    return "\n".join(lines)


def desk_json(game: Game, lang: str) -> dict[str, Any]:
    """The desk as one JSON object: what the record holds, the seats' points, the check."""
    return {
        "id": game.id,
        "result": game.result,
        "table_result": game.state.result,
        "protest_deadline": (d.isoformat() if (d := protest_deadline(game)) else None),
        "checked": checked(game),
        "void": ({"reason": v.reason, "by": v.by, "at": v.at} if (v := void_of(game)) else None),
        "stand_ins": [
            {"seat": p.seat, "nick": p.nick, "for": p.stand_in_for}
            for p in game.state.players
            if p.stand_in_for
        ],
        "record": record_digest(game),
        "after": game.after.to_dict(),
        "seats": [
            {
                "seat": s.seat,
                "main": str(s.points.main),
                "best_move": str(s.points.best_move),
                "judge": str(s.points.judge),
                "judge_limit": str(s.limit),
                "penalties": str(s.points.penalties + s.points.disqualification),
                "total": str(s.points.total),
                "needs_consent": s.needs_consent,
                "consented": s.consent is not None,
            }
            for s in seats(game)
        ],
        "problems": [e.to_dict(lang) for e in problems(game)],
    }
