"""mafia_tui: the judge's terminal app for FIIM sports mafia."""

# The one place the version is written: hatch reads it into the package's metadata
# (pyproject.toml, [tool.hatch.version]); at run time `mafia-tui -V` asks importlib.metadata
# and falls back to this in a checkout that is not installed (mafia_tui.__main__.version).
__version__ = "0.1.0"
