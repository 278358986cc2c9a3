"""What the game screen's panels say, built from the game state and the engine's answers.

Plain functions (no widgets): the step bar, the nominations, the warnings, the log, the message
confirming an action, the question before a ruling that ends the game, the timer's caption and
the input prompt. Every rule question goes to the engine (``game.legal()``, ``game.warnings()``,
:mod:`mafia_tui.rules.queries`).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from ..rules import (
    FIIM_2018,
    Action,
    Disqualify,
    DonCheck,
    Event,
    Foul,
    Game,
    LiftVote,
    Next,
    Nominate,
    RuleError,
    SheriffCheck,
    StepKind,
    TeamDefeat,
    TechFoul,
    Vote,
    WithdrawFoul,
)
from ..rules.queries import (
    Ending,
    current_candidates,
    lift_needed,
    nomination_fate,
    sub_rule_name,
    vote_decided,
    vote_round,
    voters,
    votes_left,
)
from ..rules.report import step_text
from ..rules.setting_texts import rules_title
from ..rules.setup import number_shown
from .commands import BY_ID
from .grammar import KeyGrammar
from .keys import cyrillic
from .strings import Tr
from .timing import SpeechTimer

ANSWERS = {"don_found", "don_not_found", "sheriff_black", "sheriff_red"}
"""Events shown big: the answer the judge gives the Don or the Sheriff."""


def step_bar(game: Game, tr: Tr, unsaved: bool) -> tuple[Text, Text, str, Text]:
    """(what happens now, where: table and game, the tournament's name, the rules when they
    are not FIIM 2018's) for the step bar, which fits them to its width."""
    state = game.state
    left = Text()
    if unsaved:
        left.append(f" {tr('unsaved_mark')} ", style="bold white on red")
    step = state.step
    if step.kind is StepKind.VOTE and vote_round(state) > 1:
        # one line at 80 columns: the round and the question, not "re-vote · vote: ..."
        left.append(f" {tr('vote_again', n=vote_round(state) - 1)}", style="bold reverse")
        left.append(
            f" {tr('vote_again_for', seat=step.seat, candidates=_seats(step.candidates))}",
            style="bold",
        )
    elif step.kind is StepKind.LIFT_VOTE and step.reason == "self_vote":
        left.append(f" {tr('vote_self', seat=step.seat)} ·", style="bold reverse")
    elif step.kind is StepKind.LIFT_VOTE:
        lift = tr(
            "vote_lift", seats=_seats(step.candidates), need=lift_needed(state), of=voters(state)
        )
        left.append(f" {lift}", style="bold reverse")  # the question itself, in a line
    if not (step.kind is StepKind.VOTE and vote_round(state) > 1) and not (
        step.kind is StepKind.LIFT_VOTE and step.reason != "self_vote"
    ):
        left.append(f" {step_text(game, tr.lang)}", style="bold")
    h = game.header
    table, number = number_shown(h.table), number_shown(h.game_number)
    where = Text(f"{tr('col_table')} {table} · {tr('col_game')} {number} ", style="bold")
    rules = Text("")
    if game.profile.name != FIIM_2018.name:  # other rules are named where the judge looks
        rules = Text(rules_title(game.profile.name, tr.lang), style="bold yellow")
    return left, where, h.tournament, rules


def _seats(seats: Any) -> str:
    return ", ".join(str(s) for s in seats)


def nominations(game: Game, tr: Tr) -> Text:
    """Who can still be voted out, and the counts of the vote under way."""
    state = game.state
    if state.today is None:
        return Text("")
    seats = current_candidates(state)
    key = "noms_tied" if state.step.kind is StepKind.TIE_SPEECH else "noms_candidates"
    text = Text(tr(key, seats=_seats(seats) or tr("noms_none")), style="bold")
    if state.step.kind is StepKind.VOTE:
        rnd = state.days[-1].rounds[-1]
        counts = [f"{c}: {v}" for c, v in zip(rnd.candidates, rnd.counts, strict=False)]
        if counts:
            text.append("\n" + "  ".join(counts))
    today = [r for r in state.records if (r.phase, r.number) == ("day", state.day)]
    if today:
        said = "; ".join(f"{r.speaker}→{_colours([-c for c in r.colours], tr)}" for r in today)
        text.append("\n" + tr("noms_on_record", records=said))
    return text


def warnings(game: Game, tr: Tr) -> Text:
    """Every warning the engine has now, one per line; then, dim, each stand-in and whom he
    replaces (the seat table says it only as far as its width allows)."""
    text = Text()
    for w in game.warnings():
        if text:
            text.append("\n")
        text.append("! " + w.message(tr.lang), style="bold")
    for p in game.state.players:
        if p.stand_in_for:
            if text:
                text.append("\n")
            line = tr("warn_stand_in", seat=p.seat, nick=p.nick, absent=p.stand_in_for)
            text.append(line, style="dim")
    return text


def answer(events: list[Event], tr: Tr) -> Text:
    """The Don's or Sheriff's answer, big, or empty."""
    checks = [e for e in events if e.code in ANSWERS]
    if not checks:
        return Text("")
    e = checks[-1]
    style = (
        "bold white on red" if e.code in ("sheriff_black", "don_found") else ("bold black on green")
    )
    return Text(e.message(tr.lang), style=style, justify="center")


def confirmation(action: Action, game: Game, tr: Tr, how: str = "") -> str:
    """One line saying what the action did (every action is confirmed)."""
    state = game.state
    events = [e for e in game.events if e.code not in ANSWERS]
    head = ""
    if isinstance(action, Foul):
        p = state.player(action.seat)
        key = "done_foul_shift" if how == "shift" else "done_foul"
        head = tr(key, seat=p.seat, nick=p.nick, n=p.fouls, key=action.seat % 10)
    elif isinstance(action, TechFoul):
        p = state.player(action.seat)
        head = tr("done_tech_foul", seat=p.seat, nick=p.nick, n=p.tech_fouls)
    elif isinstance(action, WithdrawFoul):
        foul = game.log[action.ref]
        assert isinstance(foul, (Foul, TechFoul))  # the engine took it back, so it was one
        p = state.player(foul.seat)
        if isinstance(foul, TechFoul):
            head = tr("done_withdraw_tech", seat=p.seat, nick=p.nick, n=p.tech_fouls)
        else:
            head = tr("done_withdraw", seat=p.seat, nick=p.nick, n=p.fouls)
    elif isinstance(action, DonCheck) and action.target is None:
        head = tr("done_don_none")
    elif isinstance(action, SheriffCheck) and action.target is None:
        head = tr("done_sheriff_none")
    elif isinstance(action, (Disqualify, TeamDefeat)):
        p = state.player(action.seat)
        key = "done_disqualify" if isinstance(action, Disqualify) else "done_team_defeat"
        head = tr(
            key,
            seat=p.seat,
            nick=p.nick,
            rule=f"{action.rule} {sub_rule_name(action.rule, tr.lang)}",
        )
        events = [e for e in events if e.code != "removed_no_last_word"]
    elif isinstance(action, Next) and state.step.kind not in (StepKind.VOTE, StepKind.LIFT_VOTE):
        head = tr("done_next", step=step_text(game, tr.lang))  # a vote's prompt says it
    elif isinstance(action, Vote) and action.voters:
        head = tr("done_vote_voters", seat=action.seat, count=action.count,
                  voters=_seats(action.voters))  # fmt: skip
    elif isinstance(action, Vote):
        head = tr("done_vote", seat=action.seat, count=action.count)
    elif isinstance(action, LiftVote) and action.voters:
        head = tr("done_lift_voters", count=action.count, voters=_seats(action.voters))
    elif isinstance(action, LiftVote) and not any(e.code.startswith("self_vote") for e in events):
        head = tr("done_lift", count=action.count)  # (a self-vote answer says itself)
    parts = [head] if head else []
    parts += [e.message(tr.lang) for e in events if e.code != "nominated" or not head]
    if not parts and isinstance(action, Next):
        return ""  # into a vote: its prompt says what to do
    return " · ".join(parts) or describe(action, tr)


def ending_question(
    action: Action, ending: Ending, game: Game, tr: Tr, how: str = ""
) -> tuple[str, str]:
    """The title and the question before a ruling that ends the game: what the ruling is and
    the result it gives (the engine's dry run, :func:`~mafia_tui.rules.queries.ruling_ending`)."""
    assert isinstance(action, (Foul, TechFoul, Disqualify, TeamDefeat))  # rulings that end it
    p = game.state.player(action.seat)
    if isinstance(action, Foul):
        shift = f", Shift+{action.seat % 10}" if how == "shift" else ""
        what = tr("ending_foul", seat=p.seat, nick=p.nick, shift=shift)
    elif isinstance(action, TechFoul):
        what = tr("ending_tech_foul", seat=p.seat, nick=p.nick)
    else:
        key = "ending_disqualify" if isinstance(action, Disqualify) else "ending_team_defeat"
        name = sub_rule_name(action.rule, tr.lang)
        rule = f"{action.rule} {name}" if name else action.rule
        what = tr(key, seat=p.seat, nick=p.nick, rule=rule)
    result = tr.word("a_win", ending.result)
    if ending.now:
        return tr("ending_title_now"), tr("ending_now", what=what, result=result)
    return tr("ending_title_later"), tr("ending_later", what=what, result=result)


def timer_caption(game: Game, timer: SpeechTimer, tr: Tr) -> str:
    """Under the digits: why the length is unusual, and running / paused / time up."""
    step = game.state.step
    reason = {
        "mute": "timer_mute",
        "short": "timer_short",
        "cut": "timer_cut",
        "tie": "timer_tie",
        "to_talk": "timer_to_talk",
    }.get(step.reason)
    if step.kind is StepKind.TIE_SPEECH and not reason:
        reason = "timer_tie_speech"
    parts = [tr(reason)] if reason else []
    if not timer.active:
        if step.kind in (StepKind.SPEECH, StepKind.TIE_SPEECH, StepKind.LAST_WORD):
            if not parts:
                parts.append(tr("timer_speechless"))
        else:
            parts.append(tr("timer_none"))
        return " · ".join(parts)
    cd = timer.countdown
    if cd.remaining <= 0:
        parts.append(tr("timer_overtime"))
    elif cd.length > cd.warn_at and cd.remaining <= cd.warn_at:
        parts.append(tr("timer_warning"))
    else:
        parts.append(tr("timer_running") if cd.running else tr("timer_paused"))
    return " · ".join(parts)


def prompt(grammar: KeyGrammar, game: Game, tr: Tr) -> Text | None:
    """What the judge is typing into, if anything."""
    state = game.state
    step = state.step
    if grammar.pending == "best_move":
        return Text(tr("prompt_best_move", got=_seats(grammar.seats) or "…"), style="bold reverse")
    if grammar.pending and grammar.pending != "refused":
        if grammar.pending == "on_record":
            return Text(
                tr("prompt_on_record", got=_colours(grammar.seats, tr)), style="bold reverse"
            )
        if grammar.pending == "voters":
            key = "prompt_voters_lift" if step.kind is StepKind.LIFT_VOTE else "prompt_voters"
            got, count = _seats(grammar.seats), len(grammar.seats)
            return Text(tr(key, seat=step.seat, got=got, count=count), style="bold reverse")
        return Text(tr("prompt_" + grammar.pending), style="bold reverse")
    rest = game.seats_rest()
    last = bool(step.candidates) and step.seat == step.candidates[-1]
    if rest is not None and last and not grammar.buffer:
        return Text(
            tr("prompt_rest", seat=step.seat, rest=_seats(rest) or "—", count=len(rest)),
            style="bold reverse",
        )
    if step.kind is StepKind.VOTE:
        leader = vote_decided(state)
        if leader is not None:
            return Text(
                tr("prompt_decided", seat=step.seat, buf=grammar.buffer, leader=leader),
                style="bold reverse",
            )
        return Text(
            tr("prompt_count", seat=step.seat, buf=grammar.buffer, left=votes_left(state)),
            style="bold reverse",
        )
    if step.kind is StepKind.LIFT_VOTE and step.reason == "self_vote":
        return Text(tr("prompt_self", buf=grammar.buffer), style="bold reverse")
    if step.kind is StepKind.LIFT_VOTE:
        return Text(
            tr("prompt_lift", buf=grammar.buffer, need=lift_needed(state), of=voters(state)),
            style="bold reverse",
        )
    if step.kind in (StepKind.SHOT, StepKind.DON_CHECK, StepKind.SHERIFF_CHECK):
        miss = BY_ID["miss"].keys_text(short=True)
        return Text(tr(f"prompt_{step.kind.value}", miss=miss), style="bold")
    return None


def say(tr: Tr, key: str, params: dict[str, Any]) -> str:
    """A grammar message in words (command ids become their names)."""
    params = dict(params)
    if "command" in params:
        params["what"] = BY_ID[params.pop("command")].text(tr.lang)
    if "rule_error" in params:  # a message code, or the engine's error itself
        error = params.pop("rule_error")
        params["why"] = (error if isinstance(error, RuleError) else RuleError(error)).message(
            tr.lang
        )
    if key == "key_unknown_near":
        near = params.pop("near")
        params["near"] = (
            f"{near.upper()} / {cyrillic(near).upper()}" if cyrillic(near) else (near.upper())
        )
    return tr(key, **params)


def _colours(seats: list[int], tr: Tr) -> str:
    """Colours as typed (a black seat as itself, a red one negated): "3ч 7ч 5к"."""
    if not seats:
        return "…"
    letters = {team: tr.word("letter", team).lower() for team in ("black", "red")}
    return " ".join(f"{abs(s)}{letters['black' if s > 0 else 'red']}" for s in seats)


def describe(action: Action, tr: Tr, with_time: bool = True) -> str:
    """One action of the log in words (with the time it was entered)."""
    data = action.to_dict()
    kind = data.pop("type")
    ts = data.pop("ts", None)
    for key in ("target", "seat"):
        if key in data and data[key] is None:
            data[key] = tr("miss") if kind == "shot" else tr("none")
    if "seats" in data:
        data["seats"] = _seats(data["seats"])
    if "colours" in data:
        data["colours"] = _colours([-c for c in data["colours"]], tr)
    if kind == "shot" and data.get("shots"):
        data["target"] = ", ".join(f"{a}→{b or '-'}" for a, b in data["shots"])
    if "voters" in data:  # a vote by the voters' seats names them
        data["voters"] = _seats(data["voters"]) or "—"
        kind += "_voters"
    text = tr("a_" + kind, **data)
    return f"{ts[11:19]}  {text}" if with_time and ts and len(ts) >= 19 else text


def log_lines(game: Game, tr: Tr, rows: int, width: int = 80) -> list[str]:
    """The last ``rows`` actions, newest first (with the time when there is room)."""
    log = game.log
    with_time = width >= 44
    return [
        f"{i:>3}. {_described(log[i], tr, with_time)}{_fate(game, i, tr)}"
        for i in range(len(log) - 1, max(-1, len(log) - 1 - rows), -1)
    ]


_DESCRIBED: dict[tuple[int, str, bool], tuple[Action, str]] = {}
""":func:`describe`'s words of the actions the log showed lately, by the action's identity (an
action never changes): the log asks for every row it shows at every key, one of them new."""


def _described(action: Action, tr: Tr, with_time: bool) -> str:
    key = (id(action), tr.lang, with_time)
    kept = _DESCRIBED.get(key)
    if kept is not None and kept[0] is action:
        return kept[1]
    if len(_DESCRIBED) >= 512:
        _DESCRIBED.clear()
    text = describe(action, tr, with_time)
    _DESCRIBED[key] = (action, text)
    return text


def _fate(game: Game, index: int, tr: Tr) -> str:
    """After a nomination that did not simply count: what it did (a withdrawal reads in the
    log as the same nomination typed twice otherwise)."""
    if not isinstance(game.log[index], Nominate):
        return ""
    fate, seat = nomination_fate(game, index)
    return "" if fate == "counted" else tr(f"log_nom_{fate}", seat=seat)
