"""The game as the engine sees it, for people (text) and for programs (JSON).

Used by ``mafia-tui replay`` and by the screens; every word comes from :mod:`texts`.
"""

from __future__ import annotations

from typing import Any

from .codes import code_of
from .errors import cite
from .game import Game
from .on_record import colour_lists
from .queries import next_speech, speakers_left, speaking_order
from .record import game_fingerprint
from .scoring import score
from .setting_texts import rules_title
from .state import TECH_FOULS_TO_REMOVE, Step, StepKind
from .team_texts import word
from .texts import REPORT, STAGE, render


def step_text(game: Game, lang: str = "ru", step: Step | None = None) -> str:
    """What comes next, in words ("День 2: говорит игрок 4")."""
    step = step or game.state.step
    code = "s_" + step.kind.value
    if step.kind is StepKind.SPEECH and step.reason == "mute":
        code = "s_speech_mute"
    if step.kind is StepKind.LIFT_VOTE and step.reason == "self_vote":
        code = "s_self_vote"
    params: dict[str, Any] = {
        "day": step.day,
        "night": step.night,
        "seat": step.seat,
        "candidates": step.candidates,
        "result": game.result,
    }
    return render(code, lang, params)


def phase_text(phase: str, number: int, lang: str = "ru") -> str:
    """ "ночь 2" / "day 3"; the agreement night is "ночь 0"."""
    return REPORT.text(f"phase_{phase}", lang, n=number)


def outcome_text(day: dict[str, Any], lang: str = "ru") -> str:
    """How a day's vote ended, in words, with the rule."""
    if not day["outcome"]:
        return "…"
    if day["outcome"] == "voted_out":
        text = render("voted_out", lang, {"seats": tuple(day["left"])})
    else:
        text = render("no_vote_" + day["outcome"], lang, {})
    return cite(text, day["rule"], lang)


def status_text(status: str, lang: str = "ru", tech_fouls: int = 0) -> str:
    """A player's status in words (a removal by technical fouls said as such)."""
    if status == "removed" and tech_fouls >= TECH_FOULS_TO_REMOVE:
        return REPORT.text("status_removed_tech", lang)
    return REPORT.text(f"status_{status}", lang)


def rules_line(game: Game, lang: str = "ru") -> str:
    """ "Правила: AML, код 0432000001110": what the game was played by."""
    code, _ = code_of(game.profile)
    title = rules_title(game.profile.name, lang)
    if code is None or code in title:
        return REPORT.text("rules_no_code", lang, name=title)
    return REPORT.text("rules", lang, name=title, code=code)


def summary(game: Game, lang: str = "ru") -> dict[str, Any]:
    """The JSON object of ``mafia-tui replay --json``."""
    s = game.state
    rows = {r.seat: r for r in score(s, game.profile, game.after)}
    return {
        "id": game.id,
        "fingerprint": game_fingerprint(game),
        "header": game.header.to_dict(),
        "rules": {"name": game.profile.name, "code": code_of(game.profile)[0]},
        "winner": game.result,
        "table_winner": s.result,
        "finished": s.over,
        "step": {
            "kind": s.step.kind.value,
            "day": s.step.day,
            "night": s.step.night,
            "seat": s.step.seat,
            "seconds": s.step.seconds,
            "reason": s.step.reason,
            "candidates": list(s.step.candidates),
            "text": step_text(game, lang),
        },
        "order": list(speaking_order(s, game.profile)),
        "speakers_left": list(speakers_left(s)),
        "players": [
            {
                "seat": p.seat,
                "nick": p.nick,
                "role": p.role.value,
                "role_letter": p.role.letter,
                **dict(p.counts()),  # "fouls", "tech_fouls"...: every count he has
                "status": p.status.value,
                "left_at": list(p.left_at) if p.left_at else None,
                "disqualified": p.disqualified or None,
                "removed_from_tournament": p.removed_from_tournament,
                "next_speech": _speech(next_speech(s, p.seat, game.profile)),
                "points": float(rows[p.seat].main),
                "extra_points": float(rows[p.seat].extra),
                "total": float(rows[p.seat].total),
            }
            for p in s.players
        ],
        "days": [
            {
                "day": d.number,
                "nominations": [list(n) for n in d.nominations],
                "rounds": [
                    {"candidates": r.candidates, "counts": r.counts, "lift": r.lift}
                    for r in d.rounds
                ],
                "left": d.left,
                "outcome": d.outcome,
                "rule": d.outcome_rule,
                "cancelled": d.cancelled or None,
            }
            for d in s.days
        ],
        "nights": [
            {
                "night": n.number,
                "killed": n.killed,
                "don_check": n.don_check,
                "don_found": n.don_found,
                "sheriff_check": n.sheriff_check,
                "sheriff_found": n.sheriff_found.value if n.sheriff_found else None,
            }
            for n in s.nights
        ],
        "best_move": (
            {"seat": s.best_move[0], "seats": list(s.best_move[1])} if s.best_move else None
        ),
        "on_record": [
            {"seat": r.speaker, "colours": list(r.colours), "phase": r.phase, "number": r.number}
            for r in s.records
        ],
        "warnings": [w.to_dict(lang) for w in game.warnings()],
        "actions": len(game.log),
    }


def _speech(length: tuple[int, str] | None) -> dict[str, Any] | None:
    return None if length is None else {"seconds": length[0], "reason": length[1]}


def _player_line(p: dict[str, Any], lang: str) -> str:
    """A player's line: seat, nick, role, fouls, how and when he left, his points."""
    left = ""
    if p["left_at"]:
        phase, number = p["left_at"]
        left = f" ({phase_text(phase, number, lang)})"
    if p["removed_from_tournament"]:
        left += " · " + REPORT.text("removed_from_tournament", lang)
    return (
        f"{p['seat']:>2}  {p['nick']:<20} {word('letter', p['role'], lang)}  "
        f"{REPORT.text('fouls', lang)} {p['fouls']}  "
        f"{status_text(p['status'], lang, p['tech_fouls'])}{left}  "
        f"{_number(p['points'], lang)} / {_number(p['extra_points'], lang, '+')}"
    )


def _day_lines(data: dict[str, Any], lang: str) -> list[str]:
    """A line a day: its nominations, its votes, its outcome."""
    lines = []
    for d in data["days"]:
        if data["winner"] and not (d["nominations"] or d["rounds"] or d["outcome"]):
            continue  # the morning of a night that ended the game: its last word only
        votes = "; ".join(_round_text(r, lang) for r in d["rounds"])
        noms = ", ".join(f"{a}→{b}" for a, b in d["nominations"])
        lines.append(
            f"{REPORT.text('day', lang, day=d['day'])}: {noms or '—'} | {votes or '—'} | "
            f"{outcome_text(d, lang)}"
        )
    return lines


def text_report(game: Game, lang: str = "ru") -> str:
    """A readable account of the game for the terminal."""
    data = summary(game, lang)
    h = game.header
    header = REPORT.text(
        "header",
        lang,
        tournament=h.tournament,
        stage=STAGE.text(h.stage, lang) if h.stage in STAGE else h.stage,
        game=h.game_number,
        table=h.table,
        date=h.date,
        judge=h.judge,
    )
    lines = [
        " · ".join(part for part in header.split(" · ") if part.strip()),  # no empty fields
        REPORT.text("fingerprint", lang, id=game.id, fingerprint=data["fingerprint"]),
        rules_line(game, lang),
        "",
    ]
    lines += [_player_line(p, lang) for p in data["players"]]
    lines.append("")
    lines += _day_lines(data, lang)
    for n in data["nights"]:
        lines.append(
            f"{REPORT.text('night', lang, night=n['night'])}: "
            f"{n['killed'] if n['killed'] else '—'}"
            f"  {word('cell', 'don', lang)}:{n['don_check'] or '—'}"
            f"  {word('cell', 'sheriff', lang)}:{n['sheriff_check'] or '—'}"
        )
    for r in data["on_record"]:
        blacks, reds = colour_lists(r["colours"])
        when = phase_text(r["phase"], r["number"], lang)
        lines.append(
            REPORT.text("on_record", lang, seat=r["seat"], when=when, blacks=blacks, reds=reds)
        )
    if data["best_move"]:
        bm = data["best_move"]
        lines.append(
            f"{REPORT.text('best_move', lang)}: {bm['seat']} → {', '.join(map(str, bm['seats']))}"
        )
    lines.append("")
    lines.append(
        REPORT.text("result", lang) + render("s_game_over", lang, {"result": data["winner"]})
        if data["winner"]
        else REPORT.text("now", lang) + data["step"]["text"]
    )
    for w in data["warnings"]:
        lines.append(f"! {w['message']}")
    return "\n".join(lines)


def _number(value: float, lang: str, sign: str = "") -> str:
    """Points as the reader's language writes them: "0,25" in Russian, "0.25" in English."""
    text = format(value, sign + "g")
    return text.replace(".", ",") if lang == "ru" else text


def _round_text(r: dict[str, Any], lang: str) -> str:
    if r["lift"]:
        seats = ", ".join(map(str, r["candidates"]))
        return f"{REPORT.text('lift', lang)} {seats}: {r['counts'][0] if r['counts'] else '…'}"
    return ", ".join(f"{c}:{v}" for c, v in zip(r["candidates"], r["counts"], strict=False))
