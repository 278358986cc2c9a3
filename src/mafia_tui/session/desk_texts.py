"""What a judge may type at the results desk for the head judge's decision on a protest,
besides its digit (8.9.2), in Russian and English. A new result is typed in the words of
``rules/team_texts.py`` (its ``typed`` form), a team that files a protest by its letter or
those words."""

from __future__ import annotations

from ..i18n import Catalog

TYPED = Catalog(
    "session.desk_typed",
    {
        # space-separated; compared case-folded, ё as е
        "accepted": ("принят принять принимается удовлетворён", "accepted accept"),
        "rejected": ("отклонён отклонить отклоняется", "rejected reject"),
    },
)
"""The words of a decision that keeps the result, by its outcome."""
