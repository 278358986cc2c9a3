"""A scoring definition in the judge's words: each policy (when, for whom, how many points), the
counters, the order of places, what the expressions read, and what our records may lack; and a
refused definition's fault, with the policy it is in."""

from __future__ import annotations

from typing import Final

from .catalogue import Entry, label, provenance
from .definition import SHOWN, Policy, Scoring, ScoringError
from .expression import Expression
from .matters import ALL_ROLES, BIT, LACKING, MATTERS, ROLE_SETS
from .table import layers
from .texts import EXPLAIN, GROUP, MATTER, ROLES, WORDS

FUNCTIONS: Final = ("counter", "bonus", "role", "difficulty", "matter", "mr_points")


def where_text(err: ScoringError, lang: str) -> str:
    """The place of a fault: "main, policy 2", "counter 1", "the sorting", "" for the whole."""
    group, number = err.where
    if group == "sorting":
        return WORDS.text("where_sorting", lang)
    if group == "counters" and number:
        return WORDS.text("where_counter", lang, number=number)
    if group and number:
        return WORDS.text("where_policy", lang, group=group, number=number)
    return WORDS.text("where_group", lang, group=group) if group else ""


def fault_text(err: ScoringError, lang: str) -> str:
    """The refusal as one line in ``lang``."""
    where_in = ("field", "text", "at") if err.code.startswith("expr_") else ()
    params = {k: v for k, v in err.params.items() if k not in where_in}
    fault = WORDS.text(err.code, lang, **params)
    if err.code.startswith("expr_") and "text" in err.params:
        fault = WORDS.text(
            "in_expression",
            lang,
            fault=fault,
            field=err.params.get("field", ""),
            text=err.params["text"],
            at=err.params.get("at", 0),
        )
    where = where_text(err, lang)
    if where:
        return WORDS.text("refused", lang, where=where, fault=fault)
    return WORDS.text("refused_whole", lang, fault=fault)


def matter_text(matter: int, lang: str) -> str:
    """ "a win and killed the first night"; "every game" for 0 or "played"."""
    names = [MATTER.text(name, lang) for n, name in enumerate(MATTERS) if matter & (1 << n)]
    names = [n for n in names if n != MATTER.text("played", lang)] or []
    if not names:
        return EXPLAIN.text("every_game", lang)
    return EXPLAIN.text("and", lang).join(names)


def roles_text(roles: int, lang: str) -> str:
    return ROLES.text(ROLE_SETS[roles & ALL_ROLES], lang)


def points_text(points: float | Expression, lang: str) -> str:
    if isinstance(points, Expression):
        return points.text if points.constant is None else number(points.constant, lang)
    return number(points, lang)


def number(value: float, lang: str) -> str:
    """A number as a judge writes it: "0,4", "-0,5", "2" (at most 4 decimals)."""
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    text = "0" if text in ("-0", "") else text
    return text.replace(".", ",") if lang == "ru" else text


def policy_line(p: Policy, lang: str) -> str:
    name = p.name(lang)
    line = EXPLAIN.text(
        "policy",
        lang,
        number=p.number,
        name=f"«{name}» " if name else "",
        matter=matter_text(p.matter, lang),
        roles=roles_text(p.roles, lang),
        points=points_text(p.points, lang),
    )
    if p.mvp is True:
        line += EXPLAIN.text("policy_mvp_same", lang)
    elif p.mvp is not None and p.mvp is not False:
        line += EXPLAIN.text("policy_mvp", lang, mvp=points_text(p.mvp, lang))
    return line


def explain(entry: Entry | None, scoring: Scoring | None, lang: str) -> list[str]:
    """The explanation's lines; ``entry`` None is our section-8 table."""
    lines = [label(entry, lang)]
    if entry is None or scoring is None:
        lines.append(EXPLAIN.text("fiim_body", lang))
        return lines
    lines.append(_source(entry, lang))
    for group in SHOWN:
        policies = scoring.group(group)
        if not policies:
            continue
        lines.append(EXPLAIN.text("group_head", lang, group=GROUP.text(group, lang), key=group))
        lines += ["  " + policy_line(p, lang) for p in policies]
    for group in scoring.ignored:
        lines.append(EXPLAIN.text("ignored_group", lang, group=group))
    lines += _counters(scoring, lang)
    lines += _sorting(scoring, lang)
    lines += _functions(scoring, lang)
    lines += _lacking(scoring, lang)
    return lines


def _source(entry: Entry, lang: str) -> str:
    paths = ", ".join(entry.sources)
    if entry.origin == "mafiaratings":
        info = provenance()
        return EXPLAIN.text(
            "source_repo",
            lang,
            repository=info["repository"],
            paths=paths,
            commit=str(info["commit"])[:12],
        )
    return EXPLAIN.text("source_file", lang, paths=paths)


def _counters(scoring: Scoring, lang: str) -> list[str]:
    if not scoring.counters:
        return [EXPLAIN.text("no_counters", lang)] if scoring.uses("counter") else []
    lines = [EXPLAIN.text("counters_head", lang)]
    for c in scoring.counters:
        lines.append(
            "  "
            + EXPLAIN.text(
                "counter",
                lang,
                number=c.number,
                matter=matter_text(c.matter, lang),
                roles=roles_text(c.roles, lang),
            )
        )
    return lines


def sorting_words(sorting: str, lang: str) -> str:
    """The criteria after the total, in words: "extra + penalties + best move, then wins"."""
    plus = EXPLAIN.text("plus", lang)
    return EXPLAIN.text("then", lang).join(
        plus.join(EXPLAIN.text(f"letter_{c}", lang) for c in group) for group in layers(sorting)
    )


def _sorting(scoring: Scoring, lang: str) -> list[str]:
    lines = [
        EXPLAIN.text(
            "sorting", lang, layers=sorting_words(scoring.sorting, lang), sorting=scoring.sorting
        )
    ]
    if "-" in scoring.sorting:
        lines.append(EXPLAIN.text("sorting_minus", lang))
    return lines


def _functions(scoring: Scoring, lang: str) -> list[str]:
    used = {name for x in scoring.expressions() for name in x.names}
    lines = []
    for name in FUNCTIONS:
        if name not in used:
            continue
        if name == "matter":
            read = 0
            for x in scoring.expressions():
                read |= x.matters
            listed = ", ".join(
                f"{n} {MATTER.text(m, lang)}" for n, m in enumerate(MATTERS) if read & (1 << n)
            )
            lines.append("  " + EXPLAIN.text("fn_matter", lang, list=listed))
        else:
            lines.append("  " + EXPLAIN.text(f"fn_{name}", lang))
    if used & {"round", "floor", "ceil", "log", "min", "max"}:
        lines.append("  " + EXPLAIN.text("fn_math", lang))
    unknown = sorted({n for x in scoring.expressions() for n in x.unknown_names})
    if unknown:
        lines.append("  " + EXPLAIN.text("unknown_names", lang, names=", ".join(unknown)))
    return [EXPLAIN.text("functions_head", lang), *lines] if lines else []


def _lacking(scoring: Scoring, lang: str) -> list[str]:
    used = scoring.matters_used()
    notes: list[str] = []
    for matter, note in LACKING.items():
        if used & BIT[matter] and note not in notes:
            notes.append(note)
    if not notes:
        return []
    return [EXPLAIN.text("lacking_head", lang), *("  " + EXPLAIN.text(n, lang) for n in notes)]
