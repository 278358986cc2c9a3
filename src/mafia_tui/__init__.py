"""mafia_tui: the judge's terminal app for FIIM sports mafia."""

# The one place the version is written: hatch reads it into the package's metadata
# (pyproject.toml, [tool.hatch.version]); `mafia-tui -V` prints it (mafia_tui.entry).
__version__ = "0.1.0"
