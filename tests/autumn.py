"""«Кубок Осени» as a new head judge ran it (issue #36, the defects found after items 3-4):
20 participants at 2 tables, 3 rounds; a stand-in (Гость for Мастер, round 2 at table 1), a
game voided by the head judge (round 2 at table 2), round 1 at table 1 played twice, and no
game checked yet. The tournament table then has 21 rows and a dozen lines of notes."""

from __future__ import annotations

from pathlib import Path

from mafia_tui.rules import Game, Header, make_players
from mafia_tui.rules.script import play
from mafia_tui.rules.voiding import void
from mafia_tui.tournament.standings import Standings, compute
from tests.conftest import SEATING, speeches

NAME = "Кубок Осени"
PEOPLE = [
    "Гроза", "Лиса", "Кот", "Сова", "Тень", "Белка", "Алмаз", "Вьюга", "Мастер", "Шерлок",
    "Ёжик", "Дон", "Волк", "Рысь", "Филин", "Ворон", "Кедр", "Ясень", "Клён", "Буря",
]  # fmt: skip
PLAN = [
    [PEOPLE[0:10], PEOPLE[10:20]],
    [PEOPLE[5:15], PEOPLE[15:20] + PEOPLE[0:5]],
    [PEOPLE[0::2], PEOPLE[1::2]],
]
"""Round -> table -> the ten nicknames of seats 1-10."""
VOID_REASON = "Сыграна не по рассадке"


def finished(kind: str, nicks: list[str], table: int, number: int, game_id: str) -> Game:
    """A finished game of the cup: "red" (blacks voted out) or "black" (reds voted out)."""
    players = []
    for i, nick in enumerate(nicks):
        seat = {"seat": i + 1, "nick": nick, "role": SEATING[i]}
        if nick == "Гость":
            seat["stand_in_for"] = PLAN[number - 1][table - 1][i]
        players.append(seat)
    header = Header(
        tournament=NAME,
        stage="qualifying",
        game_number=number,
        table=table,
        date="2026-10-01",
        judge=f"Судья {table}",
    )
    g = Game(header, make_players(players), game_id=game_id)
    play(g, "n*3")
    if kind == "red":
        speeches(g, {1: 2, 3: 5})
        play(g, "vote 10; n; shot -; don 1; sher 1")
        speeches(g, {0: 6})
        play(g, "n; shot -; sher 1")
        speeches(g, {0: 8})
        play(g, "n")
    else:
        speeches(g)
        play(g, "shot 1; don 3; sher 2")
        speeches(g, {0: 3})
        play(g, "n; shot 5; don 4; sher 2")
        speeches(g, {0: 7})
        play(g, "n")
    assert g.state.over and g.state.result == kind
    return g


def games() -> list[Game]:
    """Every game of the cup in the order played (the replay of round 1 table 1 last)."""
    out = []
    for r, tables in enumerate(PLAN, 1):
        for t, planned in enumerate(tables, 1):
            nicks = list(planned)
            if (r, t) == (2, 1):
                nicks[3] = "Гость"  # in place of Ясень
            kind = "black" if (r + t) % 3 == 0 else "red"
            out.append(finished(kind, nicks, t, r, f"autumn-r{r}-t{t}"))
    voided = next(g for g in out if g.id == "autumn-r2-t2")
    voided.after = void(voided, VOID_REASON, "Сидоров", "2026-10-01T20:00:00+03:00")
    out.append(finished("black", list(PLAN[0][0]), 1, 1, "autumn-r1-t1-again"))
    return out


def standings() -> Standings:
    """The cup's table, its 20 participants declared."""
    return compute(games(), participants=PEOPLE)


def into(store_root: Path) -> None:
    """The cup's games into the data dir at ``store_root``, with its tournament file's
    participants and seating."""
    from mafia_tui.storage.plan import TournamentPlan, data_dir_plan, write_plan
    from mafia_tui.storage.store import GameStore

    store = GameStore(store_root)
    for g in games():
        store.write(g)
    plan = TournamentPlan(name=NAME, participants=tuple(PEOPLE), seating=PLAN_TUPLES)
    write_plan(data_dir_plan(store_root, NAME), plan)


PLAN_TUPLES = tuple(tuple(tuple(t) for t in rnd) for rnd in PLAN)
