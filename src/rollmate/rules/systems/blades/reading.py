"""What a Blades phrase asks for, from the generic reading: the crew's words, and the request turned into a Blades ask.

The grammar knows no Blades: it finds the words this module's vocabulary gives it (actions and their cue words as
verbs, attributes as abilities, position, effect, push, bargain... as cues whose clause kinds the data file names).
Here those are put together: which roll, who acts, which action or attribute, and each bonus die's source.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from rollmate.errors import RulesError
from rollmate.rules.matcher import done_to_body, said_as_name
from rollmate.rules.records import FrozenRecord
from rollmate.rules.request import Clause, RollRequest
from rollmate.rules.sheets import Party
from rollmate.rules.systems.blades.data import content
from rollmate.rules.vocabulary import NOTE_KIND, Term, Vocabulary, build, people_terms, per_cast


@per_cast
def vocabulary(party: Party) -> Vocabulary:
    """Crew names (and a playbook that only one of them has), actions and their cue words, attributes, clause words."""
    c = content()
    crew = [p for p in party.characters if p.system == "blades"]
    pairs = people_terms(tuple((said, p.name) for p in crew for said in (p.name, *p.aka)))
    books: dict[str, list[str]] = {}
    for p in crew:
        if p.own.get("playbook"):
            books.setdefault(p.own["playbook"].lower(), []).append(p.name)
    pairs += [(book, Term(kind="name", value=names[0])) for book, names in books.items() if len(names) == 1]
    pairs += [(a, Term(kind="ability", value=a)) for a in c.attributes]
    pairs += [(word, Term(kind="cue", value=key)) for key, words in c.words.items() for word in words]
    pairs += [(word, Term(kind="cue", value=f"against:{attr}")) for attr, words in c.resist_cues.items()
              for word in words]
    pairs += [(a, Term(kind="skill", value=a)) for a in c.actions]
    verbs = [(a.lower(), a) for a in c.actions]
    verbs += [(cue, action) for action, cues in c.action_cues.items() for cue in cues]
    kinds = {**c.kinds, **{f"against:{a}": "consequence" for a in c.resist_cues}}
    levels = frozenset(key for key, kind in c.kinds.items() if kind in ("position", "effect"))
    return replace(build("blades", pairs, verbs), hint=c.hint, cue_kinds=kinds,
                   named_dice=True, one_die=True, value_cues=levels,
                   noted_cues=frozenset(key for key, kind in c.kinds.items() if kind == "devils_bargain"),
                   npcs=frozenset(n.name for n in party.npcs), short_labels=c.short_labels,
                   short_values=c.short_values, short_pair=c.short_pair)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Bonus(FrozenRecord):
    """One source of dice (or of effect) on a roll: an assist, a push, a devil's bargain, a special ability..."""

    kind: str  # assist | push | devils_bargain | other | penalty | push_effect | push_act
    dice: int
    by: str | None = None
    note: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True, eq=False, repr=False)
class Ask(FrozenRecord):
    """A Blades roll as the phrase states it, before any sheet is read."""

    roll: str  # action | resistance | group
    actor: str | None
    action: str | None = None
    action_why: str = ""
    attribute: str | None = None
    attribute_why: str = ""
    position: str | None = None
    effect: str | None = None
    trade: int = 0  # +1: position for effect; -1: effect for position
    traded: bool = False  # the position and effect said are where the trade leads ("→ desperate/great")
    setup: str | None = None  # "effect" | "position"
    setup_by: str | None = None
    harm: str | None = None  # lesser | moderate | severe
    bonus: tuple[Bonus, ...] = ()
    helpers: tuple[str, ...] = ()
    protects: str | None = None
    members: tuple[str, ...] = ()  # a group action's other participants
    stated_pool: int | None = None  # "3d", "with 12 dice"
    zero_said: tuple[tuple[str, str], ...] = ()  # (zero_rating | zero_dice, the words): the zero-dice rule said again
    clauses: dict[str, list[Clause]] = field(default_factory=dict)


def _keys(request: RollRequest) -> list[str]:
    return [c.key for c in request.cues]


def _one(request: RollRequest, keys: tuple[str, ...], what: str) -> str | None:
    said = [k for k in _keys(request) if k in keys]
    if len(set(said)) > 1:
        raise RulesError(f"Two {what}s in one roll: {' and '.join(dict.fromkeys(said))}. Which is it? A roll has "
                         f"one {what}.")
    return said[0] if said else None


def _actor(request: RollRequest, party: Party) -> str | None:
    """Who acts: the name the phrase opens with ('Cross: ...', 'Cross skirmishes'), else a crew member named before
    what they do ('Thorn resists'), else whoever acts by default (--as, the first of the crew). Someone the GM plays
    never rolls."""
    named = any(c.kind == "speaker" and "whose dice" not in (c.note or "") for c in request.reading)
    if named and request.actor is not None:
        return request.actor
    crew = [p.name for p in party.characters if p.system == "blades"]
    target = request.target
    if target is not None and not _own_dice_besides(request, target):
        person = party.find(target)
        at = request.text.lower().find(target.lower())
        before = request.text[:at].strip(" ,").lower() if at >= 0 else ""
        if before and not request.question and before not in ("i", "as", "we", "the"):
            raise RulesError(f"In Blades in the Dark the GM's characters never roll: the player's roll settles both "
                             f"sides. If {target} wants to avoid it: '{target} resists with Prowess' (or Insight, "
                             "Resolve).", choices=[f"{target} resists with {a}" for a in content().attributes],
                             missing="attribute", allowed=list(content().attributes))
        if person is not None or not crew:
            return person.name if person is not None else target
    if request.actor is not None:
        return request.actor
    return crew[0] if crew else None


# The word a bargain's price counts ("+1 heat", "plus one stress"): any word, the price being free text.
_PRICE = re.compile(r"\s*([^\W\d_][\w'’-]*)")
# What may stand between an assist and a bonus die said with it ("Kes assists (+1d", "with Nyx assisting (+1d").
_HARM_GAP = r"[\s(,:—–-]*(?:(?:from|after|since)\b[^.;!?\d()]{0,40}?[\s(,:—–-]*)?(?:[^.;!?\d]{0,40}?\bso\s+)?"
# "moderate harm (-1d)", "level 2 harm, -1d", "harm: -1d", where it came from between ("moderate harm from last night
# (-1d)"), or the harm's penalty said as what follows from it ("moderate harm from the fall, so -1d")
_ASSIST_GAP = re.compile(r"[\s(,—–-]*(?:(?:assist|help)\w*[\s(,—–-]*)?", re.IGNORECASE)


def _harm_before(reading: list[Clause], i: int) -> int:
    """Where the harm a penalty at reading[i] may be said with stands: the clause before it, past what the scene says
    of the harm ('moderate harm from the fall, so -1d')."""
    k = i - 1
    while k > 0 and reading[k].kind in ("consequence", "scene"):
        k -= 1
    return k


def _pairs(request: RollRequest) -> list[tuple[int, str, str | None]]:
    """Each '+N' of the phrase with the word after it ('d' for dice, 'effect'), and whose it is: the push or setup
    said before it, if any. After a devil's bargain, a '+N' of anything else is the bargain's price ('+1 heat'),
    its unit the words it was said with."""
    c = content()
    out: list[tuple[int, str, str | None]] = []
    reading = list(request.reading)
    owner: str | None = None
    # each modifier clause's amount, in the order said ("+1", or "plus one" as a voice table says it)
    amounts = iter(m.amount for m in request.modifiers)
    for i, clause in enumerate(reading):
        low = clause.text.lower()
        if clause.kind == c.kinds["push"]:
            owner = "push"
        elif clause.kind == c.kinds["setup"] and low not in c.words["better_position"]:  # ("Thorn's distraction")
            owner = "setup"
        elif clause.kind == c.kinds["bargain"]:
            owner = "bargain"
        if clause.kind != "modifier":
            continue
        if i and reading[i - 1].kind == "helper" and _ASSIST_GAP.fullmatch(request.text, reading[i - 1].end,
                                                                           clause.start):
            owner = owner or "assist"  # "Kes assists (+1d, ...)": the die the assist gives, said with it
        elif i and reading[(h := _harm_before(reading, i))].kind == "harm" and re.compile(_HARM_GAP).fullmatch(
                request.text, reading[h].end, clause.start):
            owner = owner or "harm"  # "with moderate harm (-1d)": the die the harm takes, said with it
        after = reading[i + 1] if i + 1 < len(reading) else None
        unit = after.text.lower() if after is not None and after.start - clause.end <= 1 else ""
        amount = next(amounts)
        if unit in c.words["dice_unit"]:
            out.append((amount, "dice", owner))
        elif unit in c.words["effect_word"]:
            out.append((amount, "effect", owner))
        elif owner == "bargain" and (price := _PRICE.match(request.text, clause.end)):
            out.append((amount, f"{clause.text} {price.group(1)}", owner))  # "a devil's bargain: +1 heat"
        else:
            typed = f"{amount:+d}"
            raise RulesError(f"Blades in the Dark adds dice, not numbers: what is '{clause.text}'? Say '{typed}d' "
                             f"for bonus dice, or '{typed} effect' with a push or a setup.",
                             choices=[request.text.replace(clause.text, f"{typed}d", 1)], missing="bonus",
                             allowed=[f"{typed}d", f"{typed} effect"])
    return out


def ask(request: RollRequest, party: Party) -> Ask:
    """The Blades roll the phrase asks for (refusing what the rules forbid or don't cover, asking what is unclear)."""
    keys = _keys(request)
    if "downtime" in keys or "fortune" in keys:
        said = next((c.text for c in request.cues if c.key in ("downtime", "fortune") and c.text), None)
        which = f"'{said}' is a {'fortune' if 'fortune' in keys else 'downtime'} roll: " if said else ""
        raise RulesError(f"{which}rollmate's Blades in the Dark mode covers action, resistance and group rolls; "
                         "downtime, engagement, fortune and crew rolls are not supported (update the sheet by hand).")
    actor = _actor(request, party)
    roll = "resistance" if "resist" in keys or "protect" in keys else "group" if {"group", "lead"} & set(keys) \
        else "action"
    position = _one(request, ("controlled", "risky", "desperate"), "position")
    effect = _one(request, ("zero", "limited", "standard", "great", "extreme"), "effect level")
    harm = _one(request, ("lesser_harm", "moderate_harm", "severe_harm"), "harm level")
    bonus: list[Bonus] = []
    setup = None
    push_dice = push_effect = assist_said = harm_said = bargain_said = False
    price: str | None = None
    for amount, unit, owner in _pairs(request):
        if owner == "bargain" and unit not in ("dice", "effect"):
            price = unit  # what the bargain costs, paid whatever the roll: no dice of this roll
        elif unit == "effect":
            if owner == "setup":
                setup = "effect"
            elif owner == "push" and amount == 1 and not push_effect:
                push_effect = True
                bonus.append(Bonus(kind="push_effect", dice=0, by=actor))
            else:
                raise RulesError("+1 effect comes from a push ('push for +1 effect') or a teammate's setup ('set up "
                                 "by Thorn for +1 effect'), once each per roll.")
        elif owner == "bargain" and unit == "dice" and amount == 1 and "bargain" in keys and not bargain_said:
            bargain_said = True  # "devil's bargain: ... (+1d)": the bargain's die said again: it gives it (below), once
        elif owner == "assist" and unit == "dice" and amount == 1 and request.helpers and not assist_said:
            assist_said = True  # the assist's die said again: the assist gives it (roll.py), once
        elif owner == "harm" and unit == "dice" and amount == -1 and harm == "moderate_harm" and not harm_said:
            harm_said = True  # the harm's penalty said again: the harm takes it (below), once
        elif owner == "push" and not push_dice and amount > 0:
            if amount != 1:
                raise RulesError("A push gives one die (+1d for 2 stress), once per roll.")
            push_dice = True
            bonus.append(Bonus(kind="push", dice=1, by=actor))
        elif amount > 0:
            bonus.append(Bonus(kind="other", dice=amount, note="from a special ability or the GM"))
        else:
            bonus.append(Bonus(kind="penalty", dice=amount))
    if "push" in keys and not push_dice and not push_effect:
        pushed = "push_act" if harm == "severe_harm" else "push"
        bonus.append(Bonus(kind=pushed, dice=1 if pushed == "push" else 0, by=actor))
        push_dice = pushed == "push"
    again = re.compile(rf"(?i)\b(?:{'|'.join(re.escape(w) for w in content().push_again)})\b")
    if keys.count("push") > 1 and again.search(request.text) or "push" in keys and re.search(
            r"(?i)\btwice\b", request.text):  # "push twice"; never "stabbed twice in the parlour", with no push said
        raise RulesError("Each push option (+1d, +1 effect, to act while badly hurt) works once per roll.")
    if "bargain" in keys:
        if price is None:  # "devil's bargain: the crew's noodle shop burns down": the price in the player's words
            price = next((cl.text for cl in request.reading if cl.kind == NOTE_KIND), None)
        if push_dice:
            raise RulesError("Push for a die or take the devil's bargain, not both: each gives +1d, and only one "
                             "of them per roll (a push for +1 effect goes with a bargain).")
        bonus.append(Bonus(kind="devils_bargain", dice=1, by=actor, note=price))
    if harm == "moderate_harm":
        bonus.append(Bonus(kind="penalty", dice=-1, note="moderate harm"))
    if "setup" in keys or "better_position" in keys:
        setup = "position" if "better_position" in keys else setup
        if setup is None:
            raise RulesError("What does the setup give: +1 effect or a better position? Say 'set up by NAME for +1 "
                             "effect' or 'set up by NAME for better position'.")
    trade = 1 if "trade_for_effect" in keys else -1 if "trade_for_position" in keys else 0
    traded = bool(trade) and position is not None and effect is not None and _said_as_traded(request)
    helpers = tuple(h.name for h in request.helpers if h.name)
    target = request.target if request.target and party.find(request.target) is not None else None
    if helpers and target and target != actor and target not in helpers and roll == "action" and "setup" not in keys:
        helpers = (target, *helpers)  # "Thorn and Silas assist"
    attribute = request.abilities[0] if request.abilities else None
    if len(set(request.abilities)) > 1:
        raise RulesError(f"Which attribute: {' or '.join(request.abilities)}? A resistance roll uses one.")
    action, action_why = _action(request, roll)
    attribute_why = "you named it" if attribute else ""
    if roll == "resistance" and attribute is None:
        attribute, attribute_why = _inferred_attribute(keys)
    if roll == "group" and target and target != actor and request.actor is None:  # the leader named first leads
        actor = target
    members = _members(request, party, actor) if roll == "group" else ()
    if roll == "group" and not members:
        if "group" in keys:  # "group action" said with no one else rolling it
            raise RulesError(f"A group action needs others who roll it too: who takes part with {actor or 'the leader'}? "
                             "e.g. 'Cross leads a group prowl with Thorn and Nyx'.")
        roll = "action"  # "Cross leads the guard into an alley and stabs him": one leads someone, no group acts
    return Ask(roll=roll, actor=actor, action=action, action_why=action_why, attribute=attribute,
               attribute_why=attribute_why, position=position and position.title(), effect=effect and effect.title(),
               trade=trade, traded=traded, setup=setup, setup_by=target if "setup" in keys else None,
               harm=harm and harm.split("_")[0], bonus=tuple(bonus), helpers=helpers,
               protects=target if "protect" in keys else None, members=members, stated_pool=request.dice_count,
               zero_said=tuple((c.key, c.text) for c in request.cues if c.key in ("zero_rating", "zero_dice")))


def _said_as_traded(request: RollRequest) -> bool:
    """Whether the position and effect are said after the trade, joined to it by a word of its result (data:
    trade_result): 'trading position for effect → desperate/great', '..., risky standard becomes desperate great'."""
    said = {c.kind: c for c in request.reading if c.used}
    trade, position, effect = said.get("trade"), said.get("position"), said.get("effect")
    if trade is None or position is None or effect is None or min(position.start, effect.start) < trade.end:
        return False
    between = request.text[trade.end : min(position.start, effect.start)].lower().rstrip(" \t:,—–-")
    joined = "|".join(re.escape(w) for w in sorted(content().trade_result, key=len, reverse=True))
    return re.search(rf"(?:^|[\s,—–])(?:{joined})$", between.rstrip()) is not None


def _own_dice_besides(request: RollRequest, target: str) -> bool:
    """Whether the roller's own dice stand apart from the target's ('I lead a group prowl with Red ... I rolled 3,
    2 and 1, Red rolled 4'): then the one who rolls them leads, and the one named with them is a member."""
    return bool(request.dice) and target in request.faces_by


def _members(request: RollRequest, party: Party, leader: str | None) -> tuple[str, ...]:
    """A group action's other participants: everyone whose dice are stated, and every other crew member the phrase
    names ('with Thorn and Nyx'), in the order the phrase names them."""
    low = request.text.lower()
    named = [p.name for p in party.characters
             if p.system == "blades" and re.search(rf"\b{re.escape(p.name.lower())}\b", low)]
    found = [*named, *request.faces_by]
    people = {p.name: p for p in party.characters}

    def first_said(name: str) -> int:  # where the phrase first names them: the name, a part of it, or an aka
        p = people.get(name)
        said = (name, *(p.aka if p else ()), *(w for w in name.split() if len(w) >= 3))
        at = [m.start() for n in said for m in [re.search(rf"\b{re.escape(n.lower())}\b", low)] if m]
        return min(at, default=len(low))

    found = sorted(dict.fromkeys(found), key=first_said)
    return tuple(n for n in dict.fromkeys(found) if not leader or n.lower() != leader.lower())


def _action(request: RollRequest, roll: str) -> tuple[str | None, str]:
    c = content()
    named = [request.skill] if request.skill in c.actions else []
    found = list(dict.fromkeys([*named, *(v for v in request.verbs if v in c.actions)]))
    if roll == "resistance":
        return None, ""
    if named and len(found) > 1 and said_as_name(request.text, named[0]):
        found = named  # "..., it's Survey, rolled 6 2": the player names the action; the story's verbs don't pick it
    if len(found) > 1:
        grouped = "; ".join(f"{attr}: {', '.join(acts)}" for attr, acts in c.attributes.items())
        raise RulesError(f"Which action is it: {' or '.join(found)}? The player picks one ({grouped}).",
                         choices=[f"{request.text.strip().rstrip('.!?')}, {a}" for a in found], missing="action",
                         allowed=found)
    if not found and c.taken is not None and (where := done_to_body(request.action or "", *c.taken[2:])):
        return c.taken[0], f"'{request.action}' is {c.taken[1]} ({where}): {c.taken[0]}"  # "lifts the keys from his
        # apron"
    if not found:
        grouped = "; ".join(f"{attr}: {', '.join(acts)}" for attr, acts in c.attributes.items())
        named_as = f"'{request.roll_named}' is no action of Blades in the Dark. " if request.roll_named else ""
        raise RulesError(f"{named_as}Which action is this? Name one of the twelve ({grouped}), e.g. 'Cross skirmishes "
                         "with the guard'.")
    said = [cl.text for cl in request.reading if cl.kind in ("action", "skill")]
    own = found[0].lower()
    why = "you named it" if any(s.lower().startswith(own[:4]) for s in said) else \
        f"inferred from '{said[0] if said else request.action}'"
    return found[0], why


def _inferred_attribute(keys: list[str]) -> tuple[str, str]:
    found = list(dict.fromkeys(k.split(":", 1)[1] for k in keys if k.startswith("against:")))
    if len(found) == 1:
        return found[0], "inferred from what is resisted"
    attrs = content().attributes
    raise RulesError(f"Which attribute resists this: {', '.join(attrs)}? The GM says; e.g. 'resists with Prowess'.",
                     choices=[f"resist with {a}" for a in attrs], missing="attribute", allowed=list(attrs))
