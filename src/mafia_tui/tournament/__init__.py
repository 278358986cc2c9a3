"""The pure domain of many games: what belongs to a tournament rather than to one game.

- The seating: ``seating`` makes one (rounds × tables × 10 seats), its steps are the
  ``seating_*`` modules (docs/SEATING.md).
- The section-8 table, the default: a finished game as the table reads it (``game_result``),
  the rows and their exact sums (``standings_rows``), the table with K, Ci and the tie-breaks
  (``standings``), the choices a tournament file sets (``tournament_rules``), the one rounding
  of the printed figures (``figures``) and the stages (``stages``).
- Every other scoring system the field uses (mafiaratings' definitions, as data, with our own
  expression parser: ``definition``, ``expression``, ``catalogue``, ``table``...), read from
  each game's :class:`~.facts.GameFacts`, and each player's statistics (``stats``).

Beside :mod:`mafia_tui.rules` and above it: it may import the rules core, nothing else of ours
and no third-party package, and the rules core never imports it (``lint-imports`` checks both,
docs/DESIGN.md).
"""
