"""Resolution -> words: the parts prose for people is made of (show.py styles them) and the contract's JSON."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rollmate.grammar.words import NUMBER_WORDS
from rollmate.rules.request import FACES_STATED, TYPED, Clause, RollRequest
from rollmate.rules.resolution import Chance, Resolution
from rollmate.rules.restated import matched
from rollmate.rules.spoken import rolls_again
from rollmate.rules.system import SYSTEMS, get_system

if TYPE_CHECKING:
    from rollmate.rules.follow_records import FollowUp

BAR_WIDTH = 20
READ_AS = "Read as: "  # the label of the line that says how a line was understood (its words: understood, followed)


def to_json(result: Resolution) -> str:
    data = result.contract()
    if is_notation(result):  # plain dice have no outcome: the odds are those of the total
        data["outcome"] = None
    return _json_text(data)


def is_notation(result: Resolution) -> bool:
    """A roll of plain dice notation ('2d6+3'), which has a total but no skill and no outcome."""
    return "notation" in result.extra


def marked(result: Resolution) -> str:
    """The odds line this roll landed on: its outcome, or for dice notation its total."""
    return str(result.total) if is_notation(result) else result.outcome


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


def _what(result: Resolution) -> str:
    """What is rolled: 'Convince (Persuade)', 'Melee', 'Tactical', '3 dice', '4d6kh3'."""
    if is_notation(result):
        return str(result.extra["notation"])
    if result.trick and result.skill:
        return f"{result.trick} ({result.skill})"
    if result.extra.get("rolled"):  # what the game says a roll with no skill is of ("rating 3")
        return str(result.extra["rolled"])
    if result.trick or result.skill or result.ability:
        return result.trick or result.skill or result.ability.name  # type: ignore[union-attr, return-value]
    count = result.request.dice_count if result.request is not None else None
    return f"{count} dice" if count is not None else "the roll"


def headline(result: Resolution) -> str:
    who = result.actor or "You"
    what = _what(result)
    against = f" vs {result.difficulty.name} ({result.difficulty.value})" if result.difficulty else ""
    if result.opposed:
        against = f" vs {result.opposed.against}"
    elif result.request is not None and result.request.opponent is not None:  # odds: nobody has rolled yet
        against = f" vs {_opponent(result)}"
    return f"{who}: {what}{against}"


def odds_headline(result: Resolution) -> str:
    """An odds answer's headline: what would be rolled, and the bonus on the dice the odds assume."""
    if result.extra.get("automatic"):
        return f"{headline(result)}: no roll, it {result.extra['automatic']} automatically"
    bonus = f", with {result.modifier:+d} on the dice" if result.modifier else ""
    return headline(result) + bonus


def read_as(result: Resolution) -> str:
    """One line saying what was understood: who rolls what, against what, whose dice, what is spent, what was not
    used. It comes first in every prose answer, so a misreading shows before the outcome does."""
    return READ_AS + understood(result)


def understood(result: Resolution) -> str:
    """What a roll was understood as, the words after READ_AS: a face shows the label apart (show.read_line)."""
    request = result.request
    what = _what(result)
    verb = "would roll" if request and request.question else "rolls" if result.actor else "roll"
    parts = [f"{result.actor or 'you'} {verb} {what}"]
    if request is not None and request.attribute_explicit and result.ability and result.skill:
        parts[0] += f" + {result.ability.name}"
    elif request is not None and result.ability and result.skill:  # another ability than the skill's own
        swapped = [c.text for c in request.reading if c.kind == "ability" and c.used]
        if swapped:
            own = [" ".join(w for w in t.lower().split() if w not in _INTRODUCE | {"using", "with"}) for t in swapped]
            said = "" if own == [result.ability.name.lower()] else \
                " (from " + ", ".join(f"'{t}'" for t in swapped) + ")"
            parts[0] += f" using {result.ability.name}{said}"
    side = request.opponent if request is not None else None
    if result.opposed or (side is not None and not result.difficulty):
        own = (side.skill or side.attribute) if side is not None else None
        parts[0] += f" against {_opponent(result)}" + (f"'s {own}" if own else "")
    elif result.difficulty:
        parts[0] += f" against {result.difficulty.name}" + _from_words(result, ("difficulty", "difficulty steps"))
        if side is None and request is not None and request.target:  # "target: the tram conductor": whom it is
            parts.append(f"target: {_and(request.target, *request.more_targets)}")  # done to, so a misread target
            # shows too
        if side is not None:  # "vs the guard, DL Hard" where the other side rolls no pool: the level is the roll's
            parts[0] += f" (facing {_opponent(result)})"
    elif request is not None and request.target:  # named, but not an opponent: say so, so a misreading shows
        parts[0] += f" at {request.target}"
        if _opposable(result.system):
            parts[0] += f" (not an opposed roll: say 'vs {request.target}' for one)"
    if request is not None:
        parts += _given(request, skip=set(result.unused), system=result.system, notes=result.notes)
        valued = _values_said(result)
        parts += [said for _, said in valued]
        parts += _words_said(result, skip=set(dict(valued)))
        parts += _cues_said(result)
        parts += [f"'{c.text}' {c.note}" for c in request.reading if c.kind == TYPED]  # "'wrek' read as Wreck"
    game = get_system(result.system) if result.spends else None
    parts += [game.resource_named(s.resource).said(s.who, s.amount) for s in result.spends if game is not None]
    parts += [f"not used: '{c['text']}'" + (f" ({c['note']})" if c["note"] else "")
              for c in result.reading()["clauses"] if not c["used"]]
    return "; ".join(parts) + "."


def followed(follow: FollowUp, last: Resolution) -> str:
    """What a follow-up was understood as, the words after READ_AS: what is spent, by whom, on which roll (the game
    says what: follow_said)."""
    roll = f"{last.actor}'s last roll" if last.actor else "the last roll"
    what = last.trick or last.skill or (last.ability.name if last.ability else "")
    on = f"{roll} ({what}: {last.outcome})" if what else f"{roll} ({last.outcome})"
    game = get_system(last.system) if last.system in SYSTEMS else None
    said = game.follow_said(follow) if game is not None else "spends it on"
    return f"{follow.spender or last.actor or 'you'} {said} {on}."


# Rules values a game reads from words ("risky", "great effect", "push myself"): "Read as" shows the words each came
# from, so a value read from the wrong words shows before the outcome does.
_SAID_AS_WORDS = ("position", "effect", "push", "devils_bargain", "trade")


# How "Read as" names a kind of _SAID_AS_WORDS (by its key, with '_' as a space, where this has none).
_KIND_SAID = {"devils_bargain": "devil's bargain"}


def _words_said(result: Resolution, *, skip: set[str]) -> list[str]:
    """One part of 'Read as' for each kind of _SAID_AS_WORDS the phrase said, its words quoted in the phrase's order
    ("devil's bargain 'takes the devil's bargain', 'the charts get wet' (the bargain's price)"): a bargain and its
    price are one bargain, never two."""
    request = result.request
    said: dict[str, list[Clause]] = {}
    for c in request.reading if request is not None else ():
        if c.kind in _SAID_AS_WORDS and c.kind not in result.unused and c.kind not in skip:
            said.setdefault(c.kind, []).append(c)
    return [f"{_KIND_SAID.get(kind, kind.replace('_', ' '))} " + ", ".join(
        f"'{c.text}'" + (f" ({c.note})" if c.note and k else "") for k, c in enumerate(clauses))
        for kind, clauses in said.items()]


# The values a game's facts hold under their kind's name (a position, an effect): "Read as" shows the value and
# the words that gave it, with the setup or bonus said right before them ("effect Great (from 'Silas's distraction
# for +1 effect')"), never the kind's own word alone ("effect 'effect'").
_VALUED = ("position", "effect")
_GIVING = frozenset({"setup", "modifier", "scene"})


def _values_said(result: Resolution) -> list[tuple[str, str]]:
    """(kind, its part of 'Read as') for each value a game's facts hold that the phrase said."""
    request = result.request
    facts = result.extra.get(result.system)
    if request is None or not isinstance(facts, dict):
        return []
    reading = sorted(request.reading, key=lambda c: c.start)
    out: list[tuple[str, str]] = []
    for kind in _VALUED:
        value = facts.get(kind)
        said = [k for k, c in enumerate(reading) if c.used and kind not in result.unused
                and (c.kind == kind or (c.kind == "setup" and kind in c.text.lower()))]
        if not isinstance(value, str) or not said:
            continue
        first = said[0]
        while first and reading[first - 1].kind in _GIVING and reading[first - 1].used \
                and not _scene_number(reading[first - 1]) \
                and not re.search(r"[.;!?]", request.text[reading[first - 1].end : reading[first].start]) \
                and len(request.text[reading[first - 1].end : reading[first].start].split()) <= 2:
            first -= 1
        words = request.text[reading[first].start : reading[said[-1]].end]
        own = " ".join(w for w in re.findall(r"[\w'’+-]+", words.lower()) if w != kind)
        out.append((kind, f"{kind} {value}" + ("" if own == value.lower() else f" (from '{words}')")))
    return out


def _scene_number(clause: Clause) -> bool:
    """A number of the scene ('rated this one controlled', 'the 7th ward, risky'): no words that give the value after
    it."""
    low = clause.text.lower()
    return clause.kind == "scene" and (any(c.isdigit() for c in low) or low in NUMBER_WORDS)


_CUED = ("condition", "harm")  # the reading's kinds of clause a game's cue is read from


def _cues_said(result: Resolution) -> list[str]:
    """Each condition or situation the roll counted, with what the game makes of it and the words it came from:
    "+1 DL step (from 'while wounded')", "-2 dice (from 'a significant penalty')"."""
    request = result.request
    if request is None or result.system not in SYSTEMS:
        return []
    game = get_system(result.system)
    out = []
    for clause in request.reading:
        if clause.kind not in _CUED or not clause.used or clause.kind in result.unused:
            continue
        cues = [cue for cue in request.cues if cue.text == clause.text] or \
            [cue for cue in request.cues if cue.text and clause.text.lower() in cue.text.lower()]
        said = {game.cue_said(cue) for cue in cues} - {None}
        out.append(f"{said.pop()} (from '{clause.text}')" if len(said) == 1 else f"condition '{clause.text}'")
    return out


_INTRODUCE = {"vs", "vs.", "versus", "against", "dl", "difficulty", "at", "is", "the"}


def _from_words(result: Resolution, kinds: tuple[str, ...]) -> str:
    """" (from 'Wits Hard')": the words a stated value came from; nothing for a default."""
    said = [c.text for c in (result.request.reading if result.request is not None else ()) if c.kind in kinds]
    named = result.difficulty.name.lower() if result.difficulty else ""
    if [" ".join(w for w in t.lower().split() if w not in _INTRODUCE) for t in said] == [named]:
        return ""  # "vs Hard", "DL Hard": the words are the value's own name
    return " (from " + ", ".join(f"'{t}'" for t in said) + ")" if said else ""


def _and(*names: str) -> str:
    """'A', 'A and B', 'A, B and C'."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _opposable(system: str) -> bool:
    from rollmate.rules.registry import SYSTEMS, get_system

    return system in SYSTEMS and get_system(system).opposed_rolls


def _opponent(result: Resolution) -> str:
    """Who rolls against: the resolution's name for them, else (odds only) the phrase's."""
    if result.opposed:
        return result.opposed.against
    side = result.request.opponent if result.request is not None else None
    if side is None:
        return "nobody"
    if side.name:
        return side.name
    return f"NPC (rating {side.rating})" if side.rating is not None else f"{side.dice_count} dice"


def _given(request: RollRequest, skip: set[str], system: str, notes: tuple[str, ...] = ()) -> list[str]:
    """Whose dice were stated in the phrase, and helpers' stated results."""
    out = []
    stated = {c.kind for c in request.reading}  # the rules may fill in faces they rolled; only stated ones count
    if request.dice is not None and "dice" in stated:
        out.append(f"your dice {' '.join(map(str, request.dice))}")
    for name, faces in request.faces_by.items():
        out.append(f"{name}'s dice {' '.join(map(str, faces))}")
    side = request.opponent
    if side is not None and side.faces is not None:
        out.append(f"{side.name or 'their'} dice {' '.join(map(str, side.faces))}")
    game = get_system(system) if system in SYSTEMS else None
    if game is not None and request.spends and any((c.note or "").startswith(FACES_STATED) for c in request.reading):
        for spent in request.spends:  # the faces of what is spent, as stated: a war die's
            if spent.faces is not None and rolls_again(spent.key, spent.use):  # "spend luck to reroll: 6 7 1 2"
                out.append(f"the re-roll's dice {' '.join(map(str, spent.faces))}")
            elif spent.faces is not None:
                named = game.resource_named(spent.key)
                out.append(f"{named.one if len(spent.faces) == 1 else named.many} {' '.join(map(str, spent.faces))}")
    helpers = [f"{h.name or 'a helper'}" + (f" ({h.level}, as stated)" if h.level else "") for h in request.helpers]
    if helpers and "helper" not in skip:
        out.append("helped by " + ", ".join(helpers))
    if request.modifiers:
        out.append("modifier " + " ".join(f"{m.amount:+d}" for m in request.modifiers))
    out += matched(request, notes)  # "'I'm at -2' matches the sheet": checked by the rules, counted once
    if request.bonus_total is not None:
        out.append(f"bonus {request.bonus_total:+d}")
    if request.advantage:
        out.append(f"with {request.advantage}")
    if request.question:
        out.append("a question: nothing is rolled or spent")
    return out


def summary_parts(result: Resolution) -> list[tuple[str, str]]:
    """The one-line result as (part, text) pairs, so the chat can style each part without reading text back:
    'headline', 'dice' (the faces, one part per die, 'space' between), 'score', 'outcome', 'verdict'."""
    parts = [("headline", f"{headline(result)} -> ")]
    if is_notation(result):
        return parts + _notation_parts(result)
    if result.total is not None or result.successes is not None:
        parts.append(("dice", "["))
        for n, face in enumerate(result.dice):
            parts += [("space", " ")] if n else []
            parts.append(("die", str(face)))
        if result.extra_dice:
            label = get_system(result.system).extra_dice
            parts.append(("dice", f" + {label} {' '.join(map(str, result.extra_dice))}"))
        parts.append(("dice", "]"))
        if result.total is not None:
            parts.append(("score", f" {result.modifier:+d} = {result.total}: "))
        else:
            parts.append(("score", f" {result.successes} success{'es' if result.successes != 1 else ''}: "))
    else:
        automatic = result.extra.get("automatic")  # "fails" / "succeeds": a failure must not read like an easy win
        parts.append(("score", f"no roll, it {automatic} automatically: " if automatic else "no roll needed: "))
    parts.append(("outcome", result.outcome))
    if result.opposed:
        parts.append(("score", f" - {opposed_verdict(result)} (net {result.opposed.net:+d})"))
    return parts


def _notation_parts(result: Resolution) -> list[tuple[str, str]]:
    parts = [("dice", "[")]
    for n, face in enumerate(result.dice):
        parts += [("space", " ")] if n else []
        parts.append(("die", str(face)))
    totals = result.extra.get("totals", [result.total])
    said = " and ".join(map(str, totals))
    return [*parts, ("dice", "]"), ("score", " = "), ("outcome", said)]


def summary(result: Resolution) -> str:
    """The one-line result a GM reads out."""
    return "".join(text for _, text in summary_parts(result))


def opposed_verdict(result: Resolution) -> str:
    """'Crushing Victory for Mavros': an opposed roll's verdict says who won it."""
    opposed = result.opposed
    if opposed is None:
        return ""
    if opposed.net == 0 or " for " in opposed.verdict:
        return opposed.verdict
    winner = (result.actor or "you") if opposed.net > 0 else opposed.against
    return f"{opposed.verdict} for {winner}"


def meaning(result: Resolution) -> str:
    """What the outcome means in the story. In an opposed roll the winner decides it, not the roller's own level:
    a Success that loses to a better one did not work."""
    opposed = result.opposed
    if opposed is not None and opposed.net < 0:
        return f"{opposed.against} wins the opposed roll ({opposed_verdict(result)})."
    if opposed is not None and opposed.net == 0:
        return "Neither side comes out ahead." if opposed.verdict != "Both Fail" else "Both sides fail."
    return result.meaning


def odds_json(result: Resolution) -> str:
    """Every contract field; nothing was rolled, so dice are empty and outcome and total are null."""
    data = result.contract()
    data.update(dice=[], extra_dice=[], total=None, successes=None, outcome=None)
    return _json_text(data)


def _json_text(data: dict[str, object]) -> str:
    import json  # only for --json and the faces that send data: an answer in words never loads it

    return json.dumps(data, ensure_ascii=False)
