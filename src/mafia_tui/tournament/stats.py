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


def add_game(stats: dict[str, PlayerStats], game: GameFacts, only: str | None = None) -> None:
    """Count one finished game into ``stats`` (by case-folded nickname); ``only`` counts one
    player's seat alone."""
    teams = {s.seat: s.role.team for s in game.seats}
    for s in game.seats:
        key = s.nick.casefold()
        if only is not None and key != only:
            continue
        st = stats.get(key)
        if st is None:
            st = stats[key] = PlayerStats(s.nick)
        _count(st, s, game, teams)


def _count(st: PlayerStats, s: SeatFacts, game: GameFacts, teams: dict[int, Team]) -> None:
    st.games += 1
    st.role_games[s.role] += 1
    if game.result == s.role.team.value:
        st.role_wins[s.role] += 1
    st.points += s.points
    if s.legacy >= 0:
        st.best_moves += 1
        st.best_move_blacks += s.legacy
    if s.death == "night" and s.death_round == 1:
        st.first_night += 1
    st.fouls += s.fouls
    st.tech_fouls += s.tech_fouls
    if s.death in REMOVALS or s.disqualified:
        st.removals += 1
    if s.role is Role.SHERIFF:
        for other in game.seats:
            if other.sheriff_night:
                st.checks += 1
                st.checks_black += other.black
    if game.votes_recorded:
        st.vote_games += 1
        own = s.role.team
        for _day, candidate in s.votes:
            st.votes += 1
            st.votes_opposite += teams.get(candidate) is not own
    if game.tournament:
        st.tournaments.add(game.tournament)


def compute(games: Iterable[GameFacts], nick: str | None = None) -> list[PlayerStats]:
    """Every player's statistics over the finished ``games`` (or ``nick``'s alone), most
    games first, then by name."""
    stats: dict[str, PlayerStats] = {}
    only = nick.casefold() if nick is not None else None
    for g in games:
        if g.over and g.result:
            add_game(stats, g, only)
    return sorted(stats.values(), key=lambda p: (-p.games, p.nick.casefold()))


def by_tournament(games: Iterable[GameFacts], nick: str) -> list[tuple[str, PlayerStats]]:
    """``nick``'s statistics in each tournament he played, in the order of his first game
    there."""
    per: dict[str, dict[str, PlayerStats]] = {}
    only = nick.casefold()
    for g in sorted(games, key=lambda g: (g.date, g.end)):
        if g.over and g.result:
            add_game(per.setdefault(g.tournament, {}), g, only)
    return [(name, st[only]) for name, st in per.items() if only in st]
