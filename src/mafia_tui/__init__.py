"""mafia_tui: the judge's terminal app for FIIM sports mafia."""

__version__ = "0.1.0"
