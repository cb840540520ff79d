"""Plain dice notation, game-free: the record a read gives (Notation), its limits, rolling it and its exact odds.

'2d6+3' adds dice and numbers; '4d6kh3' keeps the highest three (kl lowest, dh/dl drop); '3d8>=6' counts the dice
showing 6 or more; '2#1d20' makes two separate rolls; 'd%' is a d100. The odds are exact (counts of ways over
sides ** dice), worked out by dynamic programming, never by sampling.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import comb

from rollmate.errors import RulesError
from rollmate.rules.dice import Dice
from rollmate.rules.records import FrozenRecord
from rollmate.rules.resolution import Chance, Resolution, Step

MAX_DICE = 100  # in the whole expression, every repeat counted
MAX_SIDES = 1000
MAX_REPEAT = 20
MAX_WORK = 20_000_000  # steps the odds may take; past it the expression is refused, not approximated
MAX_SHOWN = 20  # odds list the likeliest totals, the rest summed as "other"

COMPARES: dict[str, Callable[[int, int], bool]] = {
    ">=": operator.ge, ">": operator.gt, "<=": operator.le, "<": operator.lt, "=": operator.eq}


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class DiceTerm(FrozenRecord):
    """NdS, with an optional keep/drop ('kh', 'kl', 'dh', 'dl'; 'k' is 'kh') or a success count ('>=', 6)."""

    count: int
    sides: int
    sign: int = 1
    keep: str | None = None
    keep_count: int = 0
    compare: str | None = None
    target: int = 0

    def text(self) -> str:
        sides = "%" if self.sides == 100 and self.keep is None and self.compare is None and self.count == 1 else str(
            self.sides)
        keep = f"{self.keep}{self.keep_count}" if self.keep else ""
        success = f"{self.compare}{self.target}" if self.compare else ""
        return f"{self.count}d{sides}{keep}{success}"

    def kept(self) -> int:
        """How many dice count toward the sum."""
        if self.keep in ("kh", "kl"):
            return self.keep_count
        if self.keep in ("dh", "dl"):
            return self.count - self.keep_count
        return self.count


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Constant(FrozenRecord):
    """A number added or taken off in dice notation ('+3', '-1')."""

    value: int
    sign: int = 1


Term = DiceTerm | Constant


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Notation(FrozenRecord):
    """A dice expression as read: its terms in order, made `repeat` times."""

    terms: tuple[Term, ...]
    repeat: int = 1
    text: str = ""

    def dice_count(self) -> int:
        return self.repeat * sum(t.count for t in self.terms if isinstance(t, DiceTerm))


def check(notation: Notation) -> Notation:
    """The notation back, or a RulesError saying which limit it passes and what would work."""
    if not 1 <= notation.repeat <= MAX_REPEAT:
        raise RulesError(f"'{notation.text}': repeat a roll 1 to {MAX_REPEAT} times (e.g. '3#1d20').")
    for term in notation.terms:
        if isinstance(term, Constant):
            if term.value > 10_000:
                raise RulesError(f"'{notation.text}': a number added to dice is at most 10000.")
            continue
        if term.count < 1:
            raise RulesError(f"'{notation.text}': roll at least one die (e.g. '1d{term.sides}').")
        if not 2 <= term.sides <= MAX_SIDES:
            raise RulesError(f"'{notation.text}': a die has 2 to {MAX_SIDES} sides; d{term.sides} is not one.")
        if term.keep is not None and not 1 <= term.keep_count <= term.count - (term.keep[0] == "d"):
            most = term.count - 1 if term.keep[0] == "d" else term.count
            raise RulesError(f"'{notation.text}': {term.count} dice can {'drop' if term.keep[0] == 'd' else 'keep'} "
                             f"1 to {most} of them (e.g. '4d6kh3').")
        if term.compare is not None and term.keep is not None:
            raise RulesError(f"'{notation.text}': count successes or keep dice, not both in one group.")
    if notation.dice_count() > MAX_DICE:
        raise RulesError(f"'{notation.text}' rolls {notation.dice_count()} dice; rollmate rolls at most {MAX_DICE} "
                         f"at once.")
    if _work(notation) > MAX_WORK:
        raise RulesError(f"'{notation.text}' is past what rollmate works out exactly; fewer dice, fewer sides or "
                         f"fewer kept dice would do.")
    return notation


def _work(notation: Notation) -> int:
    work, width = 0, 1
    for term in notation.terms:
        if isinstance(term, DiceTerm):
            kept = term.kept()
            own = term.sides * kept * (kept * term.sides) * (term.count + 1) if term.keep else term.count * term.count * term.sides
            span = (term.count if term.compare else kept * term.sides) + 1
            work += own + width * span
            width += span
    return work


# --- exact odds --------------------------------------------------------------------------------------------------

Ways = dict[int, int]  # value -> number of ways, over sides ** count


def _plain(count: int, sides: int) -> tuple[tuple[int, int], ...]:
    """Ways for the sum of `count` dice: each die adds a sliding window over the previous counts (prefix sums)."""
    ways = [1]  # sum 0 with no dice
    for _ in range(count):
        prefix = [0]
        for w in ways:
            prefix.append(prefix[-1] + w)
        size = len(ways) + sides - 1
        ways = [prefix[min(t + 1, len(ways))] - prefix[max(0, t - sides + 1)] for t in range(size)]
    return tuple((low + count, w) for low, w in enumerate(ways) if w)


@lru_cache(maxsize=256)
def _highest(count: int, sides: int, kept: int) -> tuple[tuple[int, int], ...]:
    """Ways for the sum of the `kept` highest of `count` dice. Faces are handed out from the top down: while fewer
    than `kept` dice are placed, every placed die is kept; the face that fills the kept ones leaves the other dice
    free below it."""
    out: Ways = {}
    states: Ways = {0: 1}  # (placed = kept so far) is the key's high part: key = placed * BIG + sum
    big = kept * sides + 1
    for face in range(sides, 0, -1):
        following: Ways = {}
        for key, ways in states.items():
            placed, total = divmod(key, big)
            free = count - placed
            for c in range(0, free + 1):
                pick = comb(free, c) * ways
                if placed + c < kept:
                    if face > 1:  # below the last face no die is left to place
                        k = (placed + c) * big + total + c * face
                        following[k] = following.get(k, 0) + pick
                else:
                    value = total + (kept - placed) * face
                    out[value] = out.get(value, 0) + pick * (face - 1) ** (free - c)
        states = following
    return tuple(sorted(out.items()))


def _term_ways(term: DiceTerm) -> Ways:
    if term.compare is not None:
        hits = sum(1 for face in range(1, term.sides + 1) if COMPARES[term.compare](face, term.target))
        return {k: comb(term.count, k) * hits**k * (term.sides - hits) ** (term.count - k) for k in range(term.count + 1)}
    if term.keep in ("kh", "dl"):
        return dict(_highest(term.count, term.sides, term.kept()))
    if term.keep in ("kl", "dh"):  # the lowest are the highest of the dice turned upside down (face -> sides + 1 - face)
        kept = term.kept()
        return {kept * (term.sides + 1) - v: w for v, w in _highest(term.count, term.sides, kept)}
    return dict(_plain(term.count, term.sides))


def _add(a: Ways, b: Ways) -> Ways:
    out: Ways = {}
    for x, wx in a.items():
        for y, wy in b.items():
            out[x + y] = out.get(x + y, 0) + wx * wy
    return out


def odds(notation: Notation) -> dict[int, Fraction]:
    """The exact chance of every total of one roll of the expression (one repeat)."""
    ways: Ways = {0: 1}
    space = 1
    for term in notation.terms:
        if isinstance(term, Constant):
            ways = {v + term.sign * term.value: w for v, w in ways.items()}
            continue
        own = _term_ways(term)
        ways = _add(ways, {term.sign * v: w for v, w in own.items()})
        space *= term.sides**term.count
    return {v: Fraction(w, space) for v, w in sorted(ways.items())}


def shown_odds(table: dict[int, Fraction]) -> tuple[Chance, ...]:
    """The likeliest totals (at most MAX_SHOWN), in order of the total, and the rest summed as 'other'."""
    likeliest = sorted(table, key=lambda v: (-table[v], v))[:MAX_SHOWN]
    out = [Chance(outcome=str(v), numerator=table[v].numerator, denominator=table[v].denominator)
           for v in sorted(likeliest)]
    rest = sum((p for v, p in table.items() if v not in likeliest), Fraction(0))
    if rest:
        out.append(Chance(outcome="other", numerator=rest.numerator, denominator=rest.denominator))
    return tuple(out)


# --- rolling -----------------------------------------------------------------------------------------------------

def _kept_faces(term: DiceTerm, faces: tuple[int, ...]) -> tuple[int, ...]:
    order = sorted(range(len(faces)), key=lambda i: faces[i], reverse=term.keep in ("kh", "dl"))
    keep = set(order[: term.kept()])
    return tuple(faces[i] for i in range(len(faces)) if i in keep)


def _value(term: Term, dice: Dice, steps: list[Step], rolled: list[int]) -> int:
    if isinstance(term, Constant):
        return term.sign * term.value
    faces = dice.roll(term.count, term.sides)
    rolled.extend(faces)
    shown = " ".join(map(str, faces))
    if term.compare is not None:
        value = sum(1 for f in faces if COMPARES[term.compare](f, term.target))
        steps.append(Step(title=f"Roll {term.text()}", text=f"{shown}: {value} of {term.count} dice show "
                                                             f"{term.compare}{term.target}, so {value} success{'' if value == 1 else 'es'}."))
    elif term.keep is not None:
        kept = _kept_faces(term, faces)
        value = sum(kept)
        which = {"kh": "keep the highest", "kl": "keep the lowest", "dh": "drop the highest", "dl": "drop the lowest"}
        steps.append(Step(title=f"Roll {term.text()}", text=f"{shown}; {which[term.keep]} {term.keep_count}: "
                                                             f"{' + '.join(map(str, kept))} = {value}."))
    else:
        value = sum(faces)
        steps.append(Step(title=f"Roll {term.text()}", text=f"{shown} = {value}." if term.count > 1 else f"{shown}."))
    return term.sign * value


def resolve(notation: Notation, dice: Dice, *, system: str, actor: str | None, seed: int | None) -> Resolution:
    """Roll the expression: the faces, each group's value, the total (a list of totals for repeats) and the odds
    of one roll's total (the total is None for separate rolls). No skill, no ability, no outcome: dice notation is the same in every game."""
    check(notation)
    steps: list[Step] = []
    rolled: list[int] = []
    totals = []
    for n in range(notation.repeat):
        before = len(steps)
        value = sum(_value(term, dice, steps, rolled) for term in notation.terms)
        if notation.repeat > 1:
            steps[before:] = [Step(title=f"Roll {n + 1}: {s.title[5:]}", text=s.text) for s in steps[before:]]
        totals.append(value)
    table = odds(notation)
    total = totals[0] if notation.repeat == 1 else None  # separate rolls are not added up
    said = " and ".join(map(str, totals))
    steps.append(Step(title="Total", text=f"{notation.text} = {totals[0]}." if notation.repeat == 1 else
                      f"{notation.repeat} separate rolls of {notation.text.split('#', 1)[-1]}: {said}."))
    return Resolution(system=system, actor=actor, dice=tuple(rolled), total=total, outcome="", odds=shown_odds(table),
                      steps=tuple(steps), seed=seed, extra={"notation": notation.text, "totals": totals})
