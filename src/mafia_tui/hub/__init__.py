"""The mafiaratings server, seen from here: one HTTP request per game (``hub.client``).

Beside ``storage`` and ``export`` in the layers: like storage it is an adapter to the outside
(files there, a server here) that knows no rules and no screens, so ``session`` composes it
with the outbox and the export, and neither the UI nor the command line reaches it directly.
It imports only the standard library, and nothing at all until a game is published.
"""
