"""One game as the tournament package reads it: per seat the plain facts that every scoring
definition's matters (:mod:`.matters`) and every player's statistics (:mod:`.stats`) come
from, computed once from the game's replay and kept as plain values, so that the session can
cache them by the game file's stamp as it caches the table's results.

The facts are those a mafiaratings game document holds of the game (how each player left and
in which round, the checks, the best move's guess, the extra points and titles, who voted for
whom) read from our record the way our export writes that document, so that a definition's
points here are the site's points for the same game (docs/RULES-CHOICES.md, "mafiaratings
scoring").
"""

from __future__ import annotations

from decimal import Decimal
from functools import lru_cache
from typing import Any, Final, NamedTuple

from ..rules.game import Game
from ..rules.roles import Role, Team
from ..rules.scoring import score
from ..rules.state import Day, State, Status
from ..rules.values import frozen
from ..rules.voiding import void_of

VERSION: Final = 1
"""Of the cached form: a cache entry of another version is computed again."""

DEATHS: Final = ("", "night", "day", "warnings", "techFouls", "kickOut", "teamKickOut")
"""How a player left the table, in the site's words ("" for not at all)."""


class SeatFacts(NamedTuple):
    """One seat of one game (a named tuple: a hundred thousand are read for the statistics of
    ten thousand games, and a tuple is made five times faster than a frozen class)."""

    seat: int
    nick: str
    role: Role
    death: str = ""
    """One of :data:`DEATHS`."""
    death_round: int = -1
    """The site's round of the departure: the n-th night is round n, the n-th day round
    n - 1 (-1: at the table to the end)."""
    fouls: int = 0
    tech_fouls: int = 0
    disqualified: bool = False
    """Disqualified at any time, also after leaving the table (7.10)."""
    legacy: int = -1
    """Blacks among the three seats of his best move (8.3); -1: he made none."""
    sheriff_night: int = 0
    """The night the Sheriff checked him (the last, if twice); 0: never."""
    don_night: int = 0
    """The night the Don checked him (the last, if twice); 0: never."""
    bonus: float = 0.0
    """The judge's extra points plus the 8.5 penalties: the site's ``bonus`` as our export
    writes it."""
    has_bonus: bool = False
    """Any extra points, penalty or title was entered for him."""
    titles: tuple[str, ...] = ()
    """best_player, best_move, worst_move: titles kept from an imported record."""
    points: Decimal = Decimal(0)
    """His points of this game under section 8 (8.2-8.5, before K and Ci)."""
    votes: tuple[tuple[int, int], ...] = ()
    """(day, candidate) for each show of hands he voted in, when the record keeps voters."""
    stand_in_for: str = ""

    @property
    def black(self) -> bool:
        return self.role.team is Team.BLACK


@frozen
class GameFacts:
    """A game's facts: its place in the tournament, its result, and its ten seats."""

    id: str
    tournament: str
    stage: str
    table: int
    game_number: int
    date: str
    end: str
    """The time of its last entry (ISO), "" when the record has none."""
    over: bool
    result: str | None
    signed: bool
    votes_recorded: bool
    """Every vote of the game was entered by the voters' seats (or none was held)."""
    seats: tuple[SeatFacts, ...]
    void: str = ""
    """Why the head judge voided the game ("" while it counts): a voided game counts nowhere,
    neither in a table under any scoring nor in anyone's statistics."""

    @property
    def counts(self) -> bool:
        """Finished, and not voided: a game the tables and the statistics take."""
        return self.over and self.result is not None and not self.void

    @classmethod
    def of(cls, game: Game) -> GameFacts:
        """The facts of ``game``: one replay's state, its after-game data, its points."""
        from ..rules.desk import checked

        state = game.state
        after = game.after
        points = {r.seat: r.total for r in score(state, game.profile, after)}
        votes, recorded = _votes(state)
        legacy = _legacy(state)
        sheriff, don = _checks(state)
        titles: dict[int, list[str]] = {}
        for t in getattr(after, "titles", ()):
            titles.setdefault(int(t.seat), []).append(str(t.title))
        seats = []
        for p in state.players:
            penalties = [x for x in after.penalties if x.seat == p.seat]
            bonus = after.judge_points(p.seat) + game.profile.penalty_points * len(penalties)
            extras = any(e.seat == p.seat for e in after.extras)
            death, when = _death(state, p.seat)
            seats.append(
                SeatFacts(
                    p.seat,
                    p.nick,
                    p.role,
                    death,
                    when,
                    p.fouls,
                    p.tech_fouls,
                    bool(p.disqualified),
                    legacy.get(p.seat, -1),
                    sheriff.get(p.seat, 0),
                    don.get(p.seat, 0),
                    float(bonus),
                    extras or bool(penalties) or p.seat in titles,
                    tuple(titles.get(p.seat, ())),
                    points[p.seat],
                    tuple(votes.get(p.seat, ())),
                    p.stand_in_for,
                )
            )
        h = game.header
        end = game.log[-1].ts if game.log else ""
        return cls(
            game.id,
            h.tournament,
            h.stage,
            h.table,
            h.game_number,
            h.date,
            end or "",
            state.over,
            game.result,
            state.over and checked(game),
            recorded,
            tuple(seats),
            _void_reason(game),
        )

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready and compact: a seat is a list of its fields, defaults left off the end."""
        return {
            "v": VERSION,
            "id": self.id,
            "tournament": self.tournament,
            "stage": self.stage,
            "table": self.table,
            "game_number": self.game_number,
            "date": self.date,
            "end": self.end,
            "over": self.over,
            "result": self.result,
            "signed": self.signed,
            "votes_recorded": self.votes_recorded,
            "seats": [_seat_row(s) for s in self.seats],
            **({"void": self.void} if self.void else {}),
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameFacts:
        """Read :meth:`to_dict`'s form back.

        Raises:
            ValueError: anything else (an old or broken cache entry, then computed again).
        """
        try:
            if data["v"] != VERSION or data["result"] not in (None, "red", "black", "draw"):
                raise ValueError("version")
            seats = tuple(_seat_of(row) for row in data["seats"])
            made = cls(
                _text(data["id"]),
                _text(data["tournament"]),
                _text(data["stage"]),
                _whole(data["table"]),
                _whole(data["game_number"]),
                _text(data["date"]),
                _text(data["end"]),
                _flag(data["over"]),
                data["result"],
                _flag(data["signed"]),
                _flag(data["votes_recorded"]),
                seats,
                _text(data.get("void", "")),
            )
        except (KeyError, TypeError, IndexError, ArithmeticError) as exc:
            raise ValueError("facts") from exc
        if len(seats) != 10:
            raise ValueError("facts")
        return made


def _void_reason(game: Game) -> str:
    """The reason the head judge gave for voiding the game ("" when it counts), as the one
    query every view asks (:func:`..rules.voiding.void_of`) has it."""
    void = void_of(game)
    return (void.reason or "void") if void is not None else ""


def _death(state: State, seat: int) -> tuple[str, int]:
    """How and when ``seat`` left the table, in the site's words and rounds (as our export
    writes ``death``)."""
    p = state.player(seat)
    if p.status is Status.ALIVE:
        return "", -1
    phase, number = p.left_at or ("zero", 0)
    when = number - 1 if phase == "day" else number if phase == "night" else 0
    if p.status is Status.KILLED:
        return "night", when
    if p.status is Status.VOTED_OUT:
        return "day", when
    if p.status is Status.REMOVED:
        return ("techFouls" if p.removed_by_tech else "warnings"), when
    return ("teamKickOut" if p.disqualified.startswith("6.8") else "kickOut"), when


def _legacy(state: State) -> dict[int, int]:
    if state.best_move is None:
        return {}
    victim, seats = state.best_move
    return {victim: sum(1 for s in seats if state.player(s).team is Team.BLACK)}


def _checks(state: State) -> tuple[dict[int, int], dict[int, int]]:
    sheriff: dict[int, int] = {}
    don: dict[int, int] = {}
    for night in state.nights:
        if night.sheriff_check is not None:
            sheriff[night.sheriff_check] = night.number
        if night.don_check is not None:
            don[night.don_check] = night.number
    return sheriff, don


def _sole_candidate(state: State, day: Day) -> list[tuple[int, int]]:
    """A sole candidate from day 2 leaves without a show of hands (RULES.md §1.7): the site's
    document, and our export, write it as everyone at the table voting for him."""
    if day.rounds or day.outcome_rule != "4.4.10" or len(day.left) != 1:
        return []
    return [(voter, day.left[0]) for voter in _at_table(state, day.number, day.left[0])]


def _votes(state: State) -> tuple[dict[int, list[tuple[int, int]]], bool]:
    """Who voted for whom, day by day, where the judge entered every vote of the game by the
    voters' seats (a round's ``hands`` beside its counts); the lift vote is no vote for a
    candidate. With one vote entered by its count alone none is known (our export then leaves
    the document's ``voting`` out, as the site would have none). The second value says
    whether the votes are known."""
    out: dict[int, list[tuple[int, int]]] = {}
    recorded = True
    for day in state.days:
        for voter, candidate in _sole_candidate(state, day):
            out.setdefault(voter, []).append((day.number, candidate))
        for r in day.rounds:
            if r.lift:
                continue
            hands = getattr(r, "hands", None) or []
            if len(hands) < len(r.counts) or any(h is None for h in hands):
                recorded = False
                continue
            for candidate, voters in zip(r.candidates, hands, strict=False):
                for voter in voters or ():
                    out.setdefault(int(voter), []).append((day.number, candidate))
    if not recorded:
        return {}, False  # a count alone says no voter: the votes of the game are not known
    return out, recorded


def _at_table(state: State, day: int, candidate: int) -> list[int]:
    """The seats at the table when ``candidate`` left by day ``day``'s vote: those who had not
    left before it (a departure earlier that day, by fouls or a disqualification, came first)
    and the candidate himself."""
    when = 2 * day - 1

    def left(p: Any) -> int:
        if p.left_at is None:
            return 1 << 30
        phase, number = p.left_at
        return 2 * number - 1 if phase == "day" else 2 * number if phase == "night" else 0

    return [p.seat for p in state.players if p.seat == candidate or left(p) > when]


_ROLE_CODE: Final = {Role.CIVILIAN: "c", Role.SHERIFF: "s", Role.MAFIA: "m", Role.DON: "d"}
_ROLE_OF: Final = {v: k for k, v in _ROLE_CODE.items()}
_DEFAULTS: Final[tuple[Any, ...]] = ("", -1, 0, 0, False, -1, 0, 0, 0.0, False, [], "0", [], "")
_DEFAULT_LIST: Final[list[Any]] = list(_DEFAULTS)


def _seat_row(s: SeatFacts) -> list[Any]:
    row: list[Any] = [
        s.seat,
        s.nick,
        _ROLE_CODE[s.role],
        s.death,
        s.death_round,
        s.fouls,
        s.tech_fouls,
        s.disqualified,
        s.legacy,
        s.sheriff_night,
        s.don_night,
        s.bonus,
        s.has_bonus,
        list(s.titles),
        str(s.points),
        [list(v) for v in s.votes],
        s.stand_in_for,
    ]
    while len(row) > 3 and row[-1] == _DEFAULTS[len(row) - 4]:
        row.pop()
    return row


def _seat_of(row: list[Any]) -> SeatFacts:
    """A cached seat row read back, every value's type checked in one expression, grouped by
    type (this runs for every seat of every game the statistics read)."""
    if not 3 <= len(row) <= 17:
        raise TypeError
    (
        seat,
        nick,
        role,
        death,
        rnd,
        fouls,
        tech,
        dq,
        legacy,
        sn,
        dn,
        bonus,
        hb,
        titles,
        pts,
        votes,
        stand,
    ) = row + _DEFAULT_LIST[len(row) - 3 :]
    if not (
        type(seat) is type(rnd) is type(fouls) is type(tech) is type(legacy) is int
        and type(sn) is type(dn) is int
        and type(nick) is type(pts) is type(stand) is str
        and type(dq) is type(hb) is bool
        and type(titles) is type(votes) is list
        and type(bonus) in (int, float)
        and death in DEATHS
    ):
        raise TypeError
    return SeatFacts(
        seat,
        nick,
        _ROLE_OF[role],
        death,
        rnd,
        fouls,
        tech,
        dq,
        legacy,
        sn,
        dn,
        float(bonus),
        hb,
        tuple(_text(t) for t in titles) if titles else (),
        _decimal(pts),
        tuple((_whole(v[0]), _whole(v[1])) for v in votes) if votes else (),
        stand,
    )


def _whole(value: Any) -> int:
    if type(value) is not int:
        raise TypeError
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError
    return value


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError
    return value


@lru_cache(maxsize=1024)
def _decimal(text: str) -> Decimal:
    value = Decimal(text)
    if not value.is_finite():
        raise ArithmeticError
    return value
