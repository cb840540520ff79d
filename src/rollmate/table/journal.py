"""The roll log as a Markdown session journal (`/export FILE`).

Names and phrases are the players' own text: every piece of it goes through textsafe.markdown, so a name cannot
add links, HTML or headings to the journal, nor escape sequences to a terminal that shows it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from datetime import datetime, timezone

from rollmate.log.store import DamagedRoll, Grant, StoredRoll
from rollmate.table import render
from rollmate.textsafe import markdown as md


def spent_text(roll: StoredRoll) -> str:
    """'Vex: 1 luck' for each resource the roll spent, or ''."""
    return ", ".join(f"{s.who}: {s.amount} {s.resource.replace('_', ' ')}" for s in roll.result.spends)


def journal(rolls: Iterable[StoredRoll | DamagedRoll], game_session: int | None, count: int, *, campaign: str = "",
            system: str = "", grants: Sequence[Grant] = (),
            chain_head: str = "") -> Iterator[str]:
    """The journal in pieces, one roll at a time, so a session of any length is written in little memory.
    game_session None: the rolls of every game session. The header names the campaign and the game, gives the
    campaign chain's head (as `rollmate log verify` prints it) and lists the GM's grants."""
    now = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    which = f"Game session {game_session}" if game_session is not None else "Every game session"
    head = ["# rollmate session journal", ""]
    if campaign or system:
        head += [md(f"Campaign: {campaign or 'none'}; game: {system or 'any'}."), ""]
    head += [f"{which}, exported {now}: {count} roll{'s' if count != 1 else ''}.", ""]
    if chain_head:  # hex digits and dashes only: nothing to escape
        head += [f"Head of the campaign's chain in the roll log: {chain_head}", "",
                 md(f"Later, 'rollmate log verify --head {chain_head}' shows whether the log still holds every record "
                    "up to this export, unchanged."), ""]
    if grants:
        head += ["GM's grants:", ""]
        head += ["- " + md(f"{g.at}: {g.name} {'+' if g.amount > 0 else ''}{g.amount:g} {g.resource.replace('_', ' ')}"
                    + (" (taken back with /undo)" if g.void else "")) for g in grants]
        head.append("")
    yield "\n".join([*head, ""])
    for number, roll in enumerate(rolls, 1):
        yield "\n".join(_entry(roll, number)) + "\n"


def _entry(roll: StoredRoll | DamagedRoll, number: int) -> list[str]:
    """One roll, numbered by its place in the journal (not the log's number: the GM's secret rolls are left out
    of a journal, and no gap in its numbers shows where one was)."""
    if isinstance(roll, DamagedRoll):
        return [f"## #{number}: damaged", "", f"> {md(roll.phrase)}", "",
                md(f"This record can no longer be read ({roll.why}); `rollmate log verify` checks the log."), ""]
    result = roll.result
    kind = (" (follow-up)" if roll.kind == "follow_up" else "") + (" (void: taken back)" if roll.void else "")
    verdict = render.opposed_verdict(result) or result.outcome  # an opposed roll is told by who won it
    lines = [f"## #{number}{kind}: {md(render.headline(result))}: **{md(verdict)}**", ""]
    lines += [f"> {md(roll.phrase)}", "", md(render.summary(result)), ""]
    if render.meaning(result):
        lines += [md(render.meaning(result)), ""]
    lines += [f"{n}. **{md(step.title)}**: {md(step.text)}" for n, step in enumerate(result.steps, 1)]
    lines.append("")
    if result.odds:
        lines += ["Odds before the roll: " + md(render.odds_line(result.odds)), ""]
    spent = spent_text(roll)
    facts = (["taken back with /undo: it counts for nothing"] if roll.void else []) + [f"rolled {roll.at}"]
    facts += ([f"seed {roll.seed}"] if roll.seed is not None else []) + ([f"spent {spent}"] if spent else [])
    lines += ["*" + md("; ".join(facts)) + "*", ""]
    return lines
