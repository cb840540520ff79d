"""The words of a Blades explanation: each step's sentence, in the order the rules reference walks through them."""

from __future__ import annotations

from rollmate.rules.systems.blades.data import content
from rollmate.rules.systems.blades.odds import band
from rollmate.rules.systems.blades.reading import Bonus
from rollmate.rules.systems.blades.stress import Change

BONUS_WORDS = {"assist": "assists", "push": "pushes for +1d", "devils_bargain": "takes a devil's bargain",
               "other": "bonus dice", "penalty": "penalty dice", "push_effect": "pushes for +1 effect",
               "push_act": "pushes to act through severe harm"}


def listed(dice: tuple[int, ...]) -> str:
    return ", ".join(map(str, dice))


def bonus_line(bonus: Bonus, actor: str | None) -> str:
    who = bonus.by or actor or "you"
    if bonus.kind == "assist":
        return f"{who} assists: +1d ({who} takes 1 stress, and may share the consequences)"
    if bonus.kind in ("push", "push_effect", "push_act"):
        gain = {"push": "+1d", "push_effect": "+1 effect", "push_act": "may act despite severe harm"}[bonus.kind]
        return f"{who} pushes: {gain} ({who} takes 2 stress)"
    if bonus.kind == "devils_bargain":
        price = f": {bonus.note}" if bonus.note else ""
        return f"a devil's bargain{price}: +1d (the price is paid whatever the roll)"
    if bonus.kind == "other":
        return f"{bonus.dice:+d}d bonus dice (these must come from a special ability or the GM)"
    because = f" from {bonus.note}" if bonus.note else ""
    return f"{bonus.dice:+d}d{because}"


def roll_line(dice: tuple[int, ...], zero: bool, given: bool) -> str:
    source = "your dice" if given else "rolled by rollmate"
    if zero:
        return (f"Zero dice: roll two and the lowest die counts, and no critical is possible. Rolled {listed(dice)} "
                f"({source}).")
    return f"Rolled {listed(dice)} ({source})."


def result_line(dice: tuple[int, ...], read: int, critical: bool, zero: bool) -> str:
    outcome = band(read, critical)
    if critical:
        return f"The highest die is 6, and there are {dice.count(6)} sixes: {outcome}."
    if zero:
        return f"The lower die is {read}: {outcome}."
    if read == 6:
        return f"The highest die is 6, and only one 6: {outcome}."
    return f"The highest die is {read}: {outcome}."


def happens(who: str, position: str, outcome: str, effect: str, effect_result: str) -> str:
    """The position's line for this result (the GM picks the consequence; rollmate lists the menu)."""
    lines = content().positions[position]
    key = "full" if outcome in ("Critical Success", "Full Success") else "partial" if outcome == "Partial Success" \
        else "bad"
    text = lines[key].replace("{who}", who)
    if outcome == "Critical Success":
        return f"{text[:-1]}, better than hoped: effect {effect} -> {effect_result}."
    if outcome == "Full Success":
        return f"{text[:-1]}, with no consequence; {effect} effect."
    if outcome == "Partial Success":
        return f"{text} {effect} effect. The GM picks the consequence; it may be resisted."
    return f"{text} Usually no effect. The GM picks the consequence; it may be resisted."


def stress_lines(changes: list[Change], left: dict[str, tuple[str, ...]]) -> str:
    """Every stress change, who and why, before -> after; trauma with the conditions still open."""
    why = {"assist": "assisting", "push": "pushing", "resist": "resisting", "critical_resist": "a critical resist",
           "lead_group": "leading the group"}
    out = []
    for c in changes:
        if not c.tracked:
            out.append(f"{c.name}: {c.change:+d} stress for {why[c.reason]}, not tracked (no sheet).")
            continue
        out.append(f"{c.name}: {c.change:+d} stress for {why[c.reason]}, {c.before} -> "
                   f"{c.after if not c.trauma else c.before + c.change}.")
        if c.trauma:
            open_ = ", ".join(left.get(c.name, content().trauma))
            out.append(f"{c.name} marks the last stress box: trauma. Stress is now 0. The player picks a trauma "
                       f"condition ({open_}). {c.name} is out of this scene once the outcome is told, and their vice "
                       "counts as satisfied next downtime.")
    return " ".join(out)
