"""Resolution -> words: prose for people (plain or styled fragments) and the contract's JSON."""

from __future__ import annotations

import json

from rollmate.rules.resolution import Chance, Resolution

BAR_WIDTH = 20


def to_json(result: Resolution) -> str:
    return json.dumps(result.contract(), ensure_ascii=False)


def percent(chance: Chance) -> str:
    p = chance.probability * 100
    if 0 < p < 0.1:
        return "<0.1%"
    if 99.9 < p < 100:
        return ">99.9%"
    return f"{p:.1f}%".replace(".0%", "%")


def odds_line(odds: tuple[Chance, ...]) -> str:
    return " · ".join(f"{c.outcome} {percent(c)}" for c in odds)


def odds_bars(odds: tuple[Chance, ...], marked: str | None = None) -> list[str]:
    """One compact bar per outcome, the rolled one marked."""
    width = max((len(c.outcome) for c in odds), default=0)
    lines = []
    for c in odds:
        filled = round(c.probability * BAR_WIDTH)
        mark = "  <- this roll" if c.outcome == marked else ""
        lines.append(f"  {c.outcome:<{width}} {'#' * filled}{'.' * (BAR_WIDTH - filled)} {percent(c):>6}{mark}")
    return lines


def headline(result: Resolution) -> str:
    who = result.actor or "You"
    what = result.trick or result.skill or (result.ability.name if result.ability else "the roll")
    if result.trick and result.skill:
        what = f"{result.trick} ({result.skill})"
    against = f" vs {result.difficulty.name} ({result.difficulty.value})" if result.difficulty else ""
    if result.opposed:
        against = f" vs {result.opposed.against}"
    return f"{who}: {what}{against}"


def summary(result: Resolution) -> str:
    """The one-line result a GM reads out."""
    dice = " ".join(str(d) for d in result.dice)
    extra = f" + war {' '.join(map(str, result.extra_dice))}" if result.extra_dice else ""
    if result.total is not None:
        score = f"[{dice}{extra}] {result.modifier:+d} = {result.total}"
    elif result.successes is not None:
        score = f"[{dice}] {result.successes} success{'es' if result.successes != 1 else ''}"
    else:
        score = "no roll needed"
    verdict = f" - {result.opposed.verdict} (net {result.opposed.net:+d})" if result.opposed else ""
    return f"{headline(result)} -> {score}: {result.outcome}{verdict}"


def explain(result: Resolution, *, teach: bool = True) -> str:
    """The full explanation: numbered rulebook steps, the outcome's meaning, odds and advice."""
    lines = [summary(result)]
    if result.meaning:
        lines.append(f"  {result.meaning[:1].upper()}{result.meaning[1:]}")
    if teach:
        lines.append("")
        lines += [f"{n}. {step.title}: {step.text}" for n, step in enumerate(result.steps, 1)]
    if result.odds:
        lines.append("")
        lines.append("Odds before the roll:")
        lines += odds_bars(result.odds, result.outcome)
    for advice in result.advice:
        lines.append(f"Tip: {advice}")
    for note in result.notes:
        lines.append(f"Note: {note}")
    if result.seed is not None:
        lines.append(f"(dice seed {result.seed}: --seed {result.seed} replays this roll)")
    return "\n".join(lines)


def explain_odds(result: Resolution) -> str:
    """`rollmate odds`: what would be rolled and the chance of every outcome."""
    lines = [headline(result), ""]
    lines += [f"{n}. {step.title}: {step.text}" for n, step in enumerate(result.steps, 1)]
    lines += ["", "Chance of each outcome:"]
    lines += odds_bars(result.odds)
    lines += [f"Tip: {a}" for a in result.advice]
    return "\n".join(lines)


def odds_json(result: Resolution) -> str:
    """Every contract field; nothing was rolled, so dice are empty and outcome and total are null."""
    data = result.contract()
    data.update(dice=[], extra_dice=[], total=None, successes=None, outcome=None)
    return json.dumps(data, ensure_ascii=False)
