"""Each player's statistics across tournaments, from the finished games' facts: games and wins by
role, points per game (section 8, before K and Ci), best moves and how many blacks they found,
first-night deaths, fouls, technical fouls, removals, the Sheriff's checks, and, where the
record keeps who voted for whom, how often he voted against the other team.

One pass over the games, a few additions per seat: ten thousand games take a fraction of a
second (bench/stats_bench.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import field
from decimal import Decimal
from typing import Final

from ..rules.roles import Role, Team
from ..rules.values import mutable
from .facts import GameFacts, SeatFacts

ROLES: Final = (Role.CIVILIAN, Role.SHERIFF, Role.MAFIA, Role.DON)
REMOVALS: Final = frozenset({"warnings", "techFouls", "kickOut", "teamKickOut"})


@mutable(slots=True)
class PlayerStats:
    """One player's figures (over the games given)."""

    nick: str
    games: int = 0
    role_games: dict[Role, int] = field(default_factory=lambda: dict.fromkeys(ROLES, 0))
    role_wins: dict[Role, int] = field(default_factory=lambda: dict.fromkeys(ROLES, 0))
    points: Decimal = Decimal(0)
    best_moves: int = 0
    best_move_blacks: int = 0
    first_night: int = 0
    """Killed the first night."""
    fouls: int = 0
    tech_fouls: int = 0
    removals: int = 0
    """Removed from the table (fouls, technical fouls, disqualification, team defeat), or
    disqualified after leaving it."""
    checks: int = 0
    """Checks made as the Sheriff."""
    checks_black: int = 0
    """Of them, blacks found."""
    vote_games: int = 0
    """Games whose record keeps who voted for whom."""
    votes: int = 0
    votes_opposite: int = 0
    """His votes for a candidate of the other team, in those games."""
    tournaments: set[str] = field(default_factory=set)

    @property
    def wins(self) -> int:
        return sum(self.role_wins.values())

    def team_games(self, team: Team) -> int:
        return sum(n for r, n in self.role_games.items() if r.team is team)

    def team_wins(self, team: Team) -> int:
        return sum(n for r, n in self.role_wins.items() if r.team is team)

    @property
    def points_per_game(self) -> Decimal | None:
        return self.points / self.games if self.games else None

    @property
    def best_move_accuracy(self) -> Decimal | None:
        """Blacks found of the seats named in his best moves (three each)."""
        return Decimal(self.best_move_blacks) / (3 * self.best_moves) if self.best_moves else None

    @property
    def vote_accuracy(self) -> Decimal | None:
        """His votes against the other team, of all his recorded votes."""
        return Decimal(self.votes_opposite) / self.votes if self.votes else None


_ROLE_INDEX: Final = {role: n for n, role in enumerate(ROLES)}
_WON_AS: Final = ("red", "red", "black", "black")
_SLOTS: Final = 20
"""A player's running counts, by index (a list is ten times cheaper to add to than the
fields of a class): 0 games, 1-4 games by role, 5-8 wins by role, 9 best moves, 10 blacks in
them, 11 first-night deaths, 12 fouls, 13 technical fouls, 14 removals, 15 checks, 16 black
checks, 17 games with voters, 18 votes, 19 votes for the other team."""


def _count_own(c: list[int], s: SeatFacts, r: int, result: str | None) -> None:
    """The counts a seat gives alone: the game by role, the win, the best move, a first-night
    death, the fouls, a removal (the slots of :data:`_SLOTS`)."""
    c[0] += 1
    c[1 + r] += 1
    if result == _WON_AS[r]:
        c[5 + r] += 1
    if s.legacy >= 0:
        c[9] += 1
        c[10] += s.legacy
    if s.death_round == 1 and s.death == "night":
        c[11] += 1
    c[12] += s.fouls
    c[13] += s.tech_fouls
    if s.disqualified or s.death in REMOVALS:
        c[14] += 1


def _count_reads(
    c: list[int],
    s: SeatFacts,
    r: int,
    seats: tuple[SeatFacts, ...],
    blacks: set[int],
    recorded: bool,
) -> None:
    """How a seat read the blacks: the sheriff's checks, and (the votes recorded) each vote
    for a player of the other team."""
    if r == 1:
        checked = [x.seat for x in seats if x.sheriff_night]
        c[15] += len(checked)
        c[16] += sum(1 for x in checked if x in blacks)
    if recorded and s.votes:
        own_black = r >= 2
        for _day, candidate in s.votes:
            c[18] += 1
            c[19] += (candidate in blacks) is not own_black


class _Tally:
    """Every player's running counts over the games added, by case-folded nickname."""

    def __init__(self, only: str | None = None) -> None:
        self.only = only
        self.counts: dict[str, list[int]] = {}
        self.names: dict[str, str] = {}
        self.points: dict[str, list[Decimal]] = {}
        self.tournaments: dict[str, set[str]] = {}

    def add(self, game: GameFacts) -> None:
        """Count one finished game."""
        result, seats, only, recorded = game.result, game.seats, self.only, game.votes_recorded
        blacks: set[int] | None = None
        for s in seats:
            key = s.nick.casefold()
            if only is not None and key != only:
                continue
            c = self.counts.get(key)
            if c is None:
                c = self.counts[key] = [0] * _SLOTS
                self.names[key], self.points[key], self.tournaments[key] = s.nick, [], set()
            r = _ROLE_INDEX[s.role]
            _count_own(c, s, r, result)
            self.points[key].append(s.points)
            if recorded:
                c[17] += 1
            if r == 1 or (recorded and s.votes):
                if blacks is None:
                    blacks = {x.seat for x in seats if _ROLE_INDEX[x.role] >= 2}
                _count_reads(c, s, r, seats, blacks, recorded)
            if game.tournament:
                self.tournaments[key].add(game.tournament)

    def stats(self) -> list[PlayerStats]:
        out = []
        for key, c in self.counts.items():
            out.append(
                PlayerStats(
                    self.names[key],
                    c[0],
                    dict(zip(ROLES, c[1:5], strict=True)),
                    dict(zip(ROLES, c[5:9], strict=True)),
                    sum(self.points[key], Decimal(0)),
                    best_moves=c[9],
                    best_move_blacks=c[10],
                    first_night=c[11],
                    fouls=c[12],
                    tech_fouls=c[13],
                    removals=c[14],
                    checks=c[15],
                    checks_black=c[16],
                    vote_games=c[17],
                    votes=c[18],
                    votes_opposite=c[19],
                    tournaments=self.tournaments[key],
                )
            )
        return out


def compute(games: Iterable[GameFacts], nick: str | None = None) -> list[PlayerStats]:
    """Every player's statistics over the finished ``games`` (or ``nick``'s alone), most
    games first, then by name."""
    tally = _Tally(nick.casefold() if nick is not None else None)
    for g in games:
        if g.counts:
            tally.add(g)
    return sorted(tally.stats(), key=lambda p: (-p.games, p.nick.casefold()))


def by_tournament(games: Iterable[GameFacts], nick: str) -> list[tuple[str, PlayerStats]]:
    """``nick``'s statistics in each tournament he played, in the order of his first game
    there."""
    per: dict[str, _Tally] = {}
    only = nick.casefold()
    for g in sorted(games, key=lambda g: (g.date, g.end)):
        if g.counts:
            per.setdefault(g.tournament, _Tally(only)).add(g)
    return [(name, t.stats()[0]) for name, t in per.items() if t.counts]
