"""The pure domain of many games: a tournament's table under any scoring system the field uses
(mafiaratings' definitions, as data), and each player's statistics across tournaments.

Beside :mod:`mafia_tui.rules` and above it: it may import the rules core, nothing else of ours
and no third-party package (``lint-imports`` checks it, docs/DESIGN.md). The section-8 table
itself stays in the rules core (``rules/tournament.py``) and is the default; this package adds
the other systems and the statistics, from each game's :class:`~.facts.GameFacts`.
"""
