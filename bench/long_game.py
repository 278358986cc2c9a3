"""A long game for benchmarks: ten quiet days of speeches, ties and failed lifts (the 7.8 draw
switched off in its profile), so that "action 300" exists."""

from __future__ import annotations

from dataclasses import replace

from mafia_tui.rules import FIIM_2018, Game, Header, Nominate, StepKind, make_players
from mafia_tui.rules.script import play

ROLES = [
    "civilian",
    "mafia",
    "civilian",
    "sheriff",
    "civilian",
    "don",
    "civilian",
    "mafia",
    "civilian",
    "civilian",
]


def long_game(actions: int = 300) -> Game:
    """A game with at least ``actions`` actions in its log."""
    profile = replace(FIIM_2018, draw_quiet_phases=max(99, actions // 8))
    players = make_players(
        [{"seat": i + 1, "nick": f"Игрок {i + 1}", "role": ROLES[i]} for i in range(10)]
    )
    game = Game(Header(tournament="Бенчмарк", date="2026-12-03"), players, profile)
    play(game, "n*3")
    while len(game.log) < actions:
        noms = 0
        while game.state.step.kind is StepKind.SPEECH:
            step = game.state.step
            if noms < 2:
                game.apply(Nominate(step.seat, step.seat % 10 + 1))
                noms += 1
            play(game, "n")
        play(game, "vote 5; n; n; vote 5; lift 3; shot -; don 1; sher 1")
    return game
