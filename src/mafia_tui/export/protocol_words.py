"""What the protocol says: the game read into the words of the FIIM form (Russian only, as
the form itself; see ``texts.py``). The drawing is ``protocol.py``'s; everything here is a
function of the game alone, so what a label says can be read and tested without a PDF.

Only FIIM rule numbers are printed ("п. 7.1"): :func:`rule_ref` is the one way a rule
reaches the protocol.
"""

from __future__ import annotations

import re
from decimal import Decimal

from ..rules import Disqualify, Game, Status, TeamDefeat, game_fingerprint
from ..rules.codes import code_of
from ..rules.desk import seats
from ..rules.discipline import TOURNAMENT_RULE
from ..rules.scoring import best_move_points, points_text
from ..rules.setting_texts import rules_title
from ..rules.setup import STAGES
from ..rules.state import TECH_FOULS_TO_REMOVE, Day, Night, Player, VoteRound
from ..rules.team_texts import word
from ..rules.texts import COUNT
from ..rules.texts import STAGE as STAGE_WORDS
from .after_words import moment
from .protocol_texts import PROTOCOL, ru

STAGE = {key: STAGE_WORDS.text(key, "ru") for key in STAGES}
"""The stages as the (Russian) protocol writes them."""
RESULT = {key: word("side", key, "ru") for key in ("red", "black", "draw")}
"""The results as the protocol writes them."""
_FIIM_RULE = re.compile(r"\d+(\.\d+)*")
NB = "\u00a0"
_PARTED = re.compile(
    r"(?<![\w.])(" + "|".join(map(re.escape, ru("unbroken").split())) + r") (?=\d)"
)


def rule_ref(rule: str) -> str:
    """ "п. 7.1" for a FIIM rule number, "" for anything else (the engine's "§1.7"): the one
    way a rule reaches the protocol. (The judge's own words are printed as written.)"""
    return ru("rule", rule=rule) if rule and _FIIM_RULE.fullmatch(rule) else ""


def unbroken(text: str) -> str:
    """``text`` with no-break spaces in "п. 7.1", "пп. 6.7.2", "день 2" and "ночь 1": a
    narrow box wraps the text, but never parts a word from its number."""
    return _PARTED.sub(lambda m: m.group(1) + NB, text)


def file_text(game: Game) -> str:
    """The file the protocol was made from: its id and the game's fingerprint, the same as
    ``mafia-tui replay`` shows (rules.record.game_fingerprint)."""
    return ru("file", id=game.id, fingerprint=game_fingerprint(game))


def rules_text(game: Game) -> str:
    """ "правила: АМЛ, код 0432000001110" (the title alone where no code expresses them, or
    where the title is the code: "правила: по коду 0432000100001")."""
    code, _ = code_of(game.profile)
    title = rules_title(game.profile.name, "ru")
    if code and code not in title:
        return ru("rules_code", title=title, code=code)
    return ru("rules", title=title)


def with_ref(text: str, rule: str) -> str:
    """``text (п. 7.1)``, or ``text`` alone when the rule is not a FIIM number."""
    ref = rule_ref(rule)
    return unbroken(f"{text} ({ref})" if ref else text)


def date_text(game: Game | None) -> str:
    """The game's date as the form writes it (03.12.2026), "" when it has none."""
    if game is None or not game.header.date:
        return ""
    y, m, d = game.header.date.split("-")
    return f"{d}.{m}.{y}"


def when_text(phase: str, number: int) -> str:
    """A phase of the game in words: "день 2", "ночь 1", "нулевая ночь" (the agreement night),
    "после игры" (once the game is over: an offence after the end, 8.2.4)."""
    return ru(f"when_{phase}", n=number) if f"when_{phase}" in PROTOCOL else ""


def disqualified_when(game: Game, seat: int, tournament: bool = False) -> str:
    """When the player was disqualified, from the log (it may come after he left the table,
    during his last word (7.10), or after the game); with ``tournament``, when he was removed
    from the tournament (7.3), which may be marked later than the disqualification."""
    for index, action in enumerate(game.log):
        if not isinstance(action, (Disqualify, TeamDefeat)) or action.seat != seat:
            continue
        if tournament and not (
            isinstance(action, Disqualify) and (action.tournament or action.rule == TOURNAMENT_RULE)
        ):
            continue
        before = Game(game.header, game.players, game.profile, game.log[:index]).state
        number = before.night if before.phase == "night" else before.day
        return when_text(before.phase, number)
    return ""


_LEFT = {
    Status.KILLED: "left_killed",
    Status.VOTED_OUT: "left_voted_out",
    Status.REMOVED: "left_removed",
}
"""How a player left the table other than by a disqualification (a removal by two technical
fouls is said as such, ``left_removed_tech``, not as four fouls)."""


def left_texts(game: Game, p: Player) -> list[str]:
    """The Выбыл cell: how and when the player left the table, and a disqualification given
    him, fullest first ([] while he sits and nothing was given). The cell prints the first that
    fits; what a shorter one leaves out (the disqualification's day, its sub-rule) is on the
    back page, where every disqualification has its line.

    Both ways are said when he left one way and was then disqualified (in his last word, 7.10,
    or off the table); a disqualification after the game says so; a removal from the
    tournament (7.3) is said as that. No-break spaces keep "день 2", "п. 6.7.2" and "4 фола"
    whole when the narrow cell wraps."""
    left = ""
    if p.left_at is not None and p.status in _LEFT:
        how = "left_removed_tech" if p.removed_by_tech else _LEFT[p.status]
        left = ru(how, when=when_text(*p.left_at).replace(" ", NB))
    if not p.disqualified:
        return [left] if left else []
    when = disqualified_when(game, p.seat).replace(" ", NB)
    ref = rule_ref(p.disqualified)
    if p.removed_from_tournament:
        own = ref and p.disqualified != TOURNAMENT_RULE
        refs = (
            ru("rules_two", first=p.disqualified, second=TOURNAMENT_RULE)
            if own
            else rule_ref(TOURNAMENT_RULE)
        )
        given = [
            ru("out_tournament_full", refs=refs, when=when),
            ru("out_tournament_when", when=when),
            ru("out_tournament"),
        ]
    else:
        given = [ru("dq_full", ref=ref, when=when), ru("dq_ref", ref=ref), ru("dq")]
    out: list[str] = []
    for text in given:
        text = unbroken("; ".join(x for x in (left, text.replace(" ()", "").rstrip(", ")) if x))
        if text not in out:
            out.append(text)
    return out


def best_move_text(game: Game) -> str:
    """The ЛУЧШИЙ ХОД box: the first-night victim's three seats and their points (8.3)."""
    state = game.state
    first = state.nights[0] if state.nights else None
    if state.best_move:
        victim, seats = state.best_move
        _, points = best_move_points(state, game.profile)
        text = ru("best_move", victim=victim, seats=", ".join(map(str, seats)))
        return text + (ru("best_move_points", points=points_text(points)) if points else "")
    if not game.profile.best_move_recorded:
        return ru("best_move_not_recorded")
    if first is not None and first.shot_done and first.killed is None:
        return ru("best_move_missed")
    if first is not None and first.killed is not None:
        return ru("best_move_none", victim=first.killed)
    return "—"


def night_text(n: Night) -> str:
    """One night as the protocol writes it, each black's shot too when they were entered."""
    if n.shot_done:
        shot = ru("shot", seat=n.killed or "—")
        if n.shots:
            shots = ", ".join(f"{b} → {t or '—'}" for b, t in n.shots)
            shot += ru("shots_missed" if n.killed is None else "shots", shots=shots)
    else:
        shot = ru("no_shot")
    text = ru("night", n=n.number, shot=shot)
    if n.don_check:
        sheriff = word("role", "sheriff", "ru")
        found = sheriff if n.don_found else ru("not", what=sheriff)
        text += ru("don_check", seat=n.don_check, found=found)
    if n.sheriff_check:
        black = n.sheriff_found is not None and n.sheriff_found.value == "black"
        colour = word("one", "black" if black else "red", "ru")
        text += ru("sheriff_check", seat=n.sheriff_check, colour=colour)
    return text


def day_result(day: Day, rule: bool = True) -> tuple[str, str]:
    """The result box's text (with its rule unless ``rule`` is False) and style (bold for who
    left)."""
    if day.outcome == "voted_out":
        text, style = ru("leaves", seats=", ".join(map(str, day.left))), "B"
    elif day.outcome:
        known = f"outcome_{day.outcome}" in PROTOCOL
        text, style = ru(f"outcome_{day.outcome}") if known else day.outcome, ""
    else:
        return "", ""
    return with_ref(text, day.outcome_rule if rule else ""), style


def vote_counts(rnd: VoteRound, nominees: list[int]) -> list[str]:
    """One voting row: each nominee's hands in this round, "" for one not voted on."""
    by_seat = dict(zip(rnd.candidates, rnd.counts, strict=False))
    return [str(by_seat[t]) if t in by_seat else "" for t in nominees]


def seat_name(game: Game, seat: int) -> str:
    """ "Игрок 3 (Лиса)": how the back page names a player."""
    return ru("seat_name", seat=seat, nick=game.state.player(seat).nick)


def reasons(game: Game) -> list[str]:
    """The back page's explanations (9.10), one paragraph each."""
    state, profile = game.state, game.profile
    out = []
    victim, points = best_move_points(state, profile)
    if victim is not None and state.best_move:
        seats_ = ", ".join(map(str, state.best_move[1]))
        who = seat_name(game, victim)
        out.append(ru("reason_best_move", who=who, seats=seats_, points=signed(points)))
    for e in game.after.extras:
        who = seat_name(game, e.seat)
        out.append(ru("reason_extra", who=who, points=signed(e.points), reason=e.reason))
    for s in seats(game):  # 8.4.3: a winner's 0.6-0.7, for his sum of entries
        if not s.needs_consent:
            continue
        agreed = (
            f"{s.consent.name}, {moment(s.consent.at)}" if s.consent else ru("consent_unsigned")
        )
        who, points_ = seat_name(game, s.seat), points_text(s.points.judge)
        out.append(ru("reason_consent", who=who, points=points_, agreed=agreed))
    for pen in game.after.penalties:
        out.append(
            ru(
                "reason_penalty",
                who=seat_name(game, pen.seat),
                points=signed(profile.penalty_points),
                rule=rule_ref(pen.rule) or rule_ref("8.5"),
                reason=pen.reason,
            )
        )
    for p in state.players:
        if p.disqualified:
            team = p.disqualified.startswith("6.8")
            lost = profile.team_defeat_points if team else profile.disqualification_points
            refs = (
                ru("rules_two", first=p.disqualified, second="8.2.4")
                if rule_ref(p.disqualified)
                else rule_ref("8.2.4")
            )
            when = disqualified_when(game, p.seat)
            line = ru(
                "reason_dq",
                who=seat_name(game, p.seat),
                points=signed(lost),
                what=ru("what_team_defeat" if team else "what_dq"),
                when=when,
                refs=refs,
            )
            if p.removed_from_tournament:
                marked = disqualified_when(game, p.seat, tournament=True)
                line += ru("reason_out_tournament", marked=marked + "; " if marked != when else "")
            out.append(line)
        elif p.removed_by_fouls:
            when = when_text(*p.left_at) if p.left_at else ""
            why = ru("why_tech" if p.removed_by_tech else "why_fouls")
            rules = (
                rule_ref("8.2.4")
                if p.removed_by_tech
                else ru("rules_two", first="6.5", second="8.2.4")
            )
            out.append(
                ru(
                    "reason_removed",
                    who=seat_name(game, p.seat),
                    points=signed(profile.four_fouls_points),
                    why=why,
                    when=when,
                    rules=rules,
                )
            )
    return [unbroken(line) for line in out]


def signed(value: Decimal) -> str:
    """Points with their sign as the back page writes them ("+0,3", "-0,5")."""
    return ("+" if value > 0 else "") + points_text(value)


_REMOVES = {"tech_fouls": TECH_FOULS_TO_REMOVE}
"""A count that removes the player when it reaches this value: its line says so."""


def count_notes(p: Player) -> list[str]:
    """The back page's line of each count but the fouls (they have their boxes) that ``p``
    has, named by the engine's catalogue: "Технические фолы, игрок 4 (Лиса): 2 — удаление"."""
    notes = []
    for name, value in p.counts():
        if name == "fouls" or not value:
            continue
        removes = _REMOVES.get(name, 0)
        removed = ru("count_removes") if removes and value >= removes else ""
        count = COUNT.text(name, "ru")
        notes.append(
            ru("count_note", count=count, seat=p.seat, nick=p.nick, value=value, removed=removed)
        )
    return notes
