"""One finished game as the tournament table reads it: every seat's points and marks, as
plain values that the session can cache by the game file's stamp (so that opening the table
replays only the games that changed)."""

from __future__ import annotations

from decimal import Decimal
from functools import lru_cache
from typing import Any

from ..rules.errors import RuleError
from ..rules.game import Game
from ..rules.roles import Role
from ..rules.scoring import score
from ..rules.state import Status
from ..rules.values import frozen


@frozen
class SeatResult:
    """What the table needs of one seat of one finished game."""

    seat: int
    nick: str
    role: Role
    main: Decimal
    best_move: Decimal
    judge: Decimal
    penalties: Decimal
    """8.5 penalties plus the -0.5 of a disqualification or 4-foul removal (8.2.4)."""
    first_night_killed: bool
    fouls: int
    disqualified: bool
    """Disqualified (6.7, 6.8), as the table's «Дискв.» counts; a removal by fouls is not."""
    removed_from_tournament: bool
    stand_in_for: str = ""
    """The planned player this seat's player replaced ("" for the planned player himself)."""


@frozen
class GameResult:
    """Everything the tournament table takes from one game, as plain values: computed once
    from the game's log, it can be kept (the session caches it by the file's stamp) so that
    opening the table replays only the games that changed."""

    id: str
    stage: str
    table: int
    game_number: int
    date: str
    over: bool
    result: str | None
    """The recorded result: a protest's decision may have changed the table's (8.9.2)."""
    seats: tuple[SeatResult, ...]
    signed: bool = False
    """The head judge's check covers the record as it is (see :func:`desk.checked`)."""
    void: str = ""
    """Why the head judge voided the game ("" while it counts): a voided game counts nowhere
    (:mod:`..rules.voiding`)."""

    @classmethod
    def of(cls, game: Game) -> GameResult:
        """The result of a game, from its state and after-game data."""
        state = game.state
        points = {r.seat: r for r in score(state, game.profile, game.after)}
        first_killed = state.nights[0].killed if state.nights else None
        seats = tuple(
            SeatResult(
                p.seat,
                p.nick,
                p.role,
                points[p.seat].main,
                points[p.seat].best_move,
                points[p.seat].judge,
                points[p.seat].penalties + points[p.seat].disqualification,
                first_killed == p.seat and p.status is Status.KILLED,
                p.fouls,
                bool(p.disqualified),
                p.removed_from_tournament,
                p.stand_in_for,
            )
            for p in state.players
        )
        from ..rules.desk import checked
        from ..rules.voiding import void_of

        h = game.header
        void = void_of(game)
        return cls(
            game.id,
            h.stage,
            h.table,
            h.game_number,
            h.date,
            state.over,
            game.result,
            seats,
            state.over and checked(game),
            void.reason if void is not None else "",
        )

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (decimals as strings, exact); ``void`` only for a voided game."""
        out = {
            "id": self.id,
            "stage": self.stage,
            "table": self.table,
            "game_number": self.game_number,
            "date": self.date,
            "over": self.over,
            "result": self.result,
            "signed": self.signed,
            "form": FORM,
            "seats": [
                [
                    s.seat,
                    s.nick,
                    s.role.value,
                    str(s.main),
                    str(s.best_move),
                    str(s.judge),
                    str(s.penalties),
                    s.first_night_killed,
                    s.fouls,
                    s.disqualified,
                    s.removed_from_tournament,
                    *([s.stand_in_for] if s.stand_in_for else []),
                ]
                for s in self.seats
            ],
        }
        if self.void:
            out["void"] = self.void
        return out

    @classmethod
    def from_dict(cls, data: Any) -> GameResult:
        """Read :meth:`to_dict`'s form back.

        Raises:
            RuleError: ``bad_file`` for anything else (a cache entry that is then rebuilt).
        """
        try:
            if data["form"] != FORM:
                raise ValueError(data["form"])
            seats = tuple(
                SeatResult(
                    _int(s[0]),
                    _str(s[1]),
                    _ROLE_OF[s[2]],
                    _decimal(_str(s[3])),
                    _decimal(_str(s[4])),
                    _decimal(_str(s[5])),
                    _decimal(_str(s[6])),
                    _bool(s[7]),
                    _int(s[8]),
                    _bool(s[9]),
                    _bool(s[10]),
                    _str(s[11]) if len(s) > 11 else "",
                )
                for s in data["seats"]
            )
            result = data["result"]
            if result not in (None, "red", "black", "draw"):
                raise ValueError(result)
            made = cls(
                _str(data["id"]),
                _str(data["stage"]),
                _int(data["table"]),
                _int(data["game_number"]),
                _str(data["date"]),
                _bool(data["over"]),
                result,
                seats,
                _bool(data["signed"]),
                _str(data.get("void", "")),
            )
        except (KeyError, TypeError, ValueError, IndexError, ArithmeticError):
            raise RuleError("bad_file", why="result") from None
        if len(seats) != 10 or not all(
            d.is_finite() for s in seats for d in (s.main, s.best_move, s.judge, s.penalties)
        ):
            raise RuleError("bad_file", why="result")
        return made


FORM = 2
"""The form of :meth:`GameResult.to_dict`: a cached result of another form is rebuilt (2:
``disqualified`` is 6.7 and 6.8 only, issue #38; before, a removal by fouls counted too)."""


def _int(value: Any) -> int:
    if type(value) is not int:
        raise TypeError
    return value


def _str(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError
    return value


_ROLE_OF = {role.value: role for role in Role}


@lru_cache(maxsize=1024)
def _decimal(text: str) -> Decimal:
    """A cached result's points: a few dozen distinct values over a whole tournament, each
    parsed once (Decimal is immutable, so sharing is safe). A file of thousands of distinct
    values (damaged, hostile) is parsed as it comes, past :data:`_PARSED_MAX` kept."""
    value = _PARSED.get(text)
    if value is None:
        value = Decimal(text)
        if len(_PARSED) < _PARSED_MAX:
            _PARSED[text] = value
    return value


_PARSED: dict[str, Decimal] = {}
_PARSED_MAX = 4096
