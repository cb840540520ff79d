"""The roll log as a Markdown session journal (`/export FILE`).

Names and phrases are the players' own text: every piece of it goes through textsafe.markdown, so a name cannot
add links, HTML or headings to the journal, nor escape sequences to a terminal that shows it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timezone

from rollmate.assistant import render
from rollmate.textsafe import markdown as md
from rollmate.assistant.store import DamagedRoll, StoredRoll


def spent_text(roll: StoredRoll) -> str:
    """'Vex: 1 luck' for each resource the roll spent, or ''."""
    return ", ".join(f"{s.who}: {s.amount} {s.resource.replace('_', ' ')}" for s in roll.result.spends)


def journal(rolls: Sequence[StoredRoll | DamagedRoll], game_session: int) -> str:
    now = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    lines = ["# rollmate session journal", "",
             f"Game session {game_session}, exported {now}: {len(rolls)} roll{'s' if len(rolls) != 1 else ''}.", ""]
    for roll in rolls:
        if isinstance(roll, DamagedRoll):
            lines += [f"## #{roll.id}: damaged", "", f"> {md(roll.phrase)}", "",
                      md(f"This record can no longer be read ({roll.why}); `rollmate log verify` checks the log."), ""]
            continue
        result = roll.result
        kind = " (follow-up)" if roll.kind == "follow_up" else ""
        lines += [f"## #{roll.id}{kind}: {md(render.headline(result))}: **{md(result.outcome)}**", ""]
        lines += [f"> {md(roll.phrase)}", "", md(render.summary(result)), ""]
        if result.meaning:
            lines += [md(result.meaning), ""]
        lines += [f"{n}. **{md(step.title)}**: {md(step.text)}" for n, step in enumerate(result.steps, 1)]
        lines.append("")
        if result.odds:
            lines += ["Odds before the roll: " + md(render.odds_line(result.odds)), ""]
        spent = spent_text(roll)
        facts = [f"rolled {roll.at}"] + ([f"seed {roll.seed}"] if roll.seed is not None else []) + (
            [f"spent {spent}"] if spent else [])
        lines += ["*" + md("; ".join(facts)) + "*", ""]
    return "\n".join(lines)
