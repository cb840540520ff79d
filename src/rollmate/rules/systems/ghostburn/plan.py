"""Ghostburn planning: everything decided before the dice (actor, skill and trick, ability, bonuses, DL, luck)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

from rollmate.errors import RulesError
from rollmate.rules import restated
from rollmate.rules.forms import bases
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Step
from rollmate.rules.sheets import NPC, Character, Party
from rollmate.rules.system import Table
from rollmate.rules.systems.ghostburn.data import DL_VALUE, DLS, OUTCOMES, Trick, content
from rollmate.rules.systems.ghostburn.dl import DL, TRAIT_NAMES, adjust, base_dl, dl_from_phrase, other_trait
from rollmate.rules.systems.ghostburn.sheet import npc_of, sheet_of
from rollmate.rules.systems.ghostburn.trick import choose, cued, settled_by, tricks_in

LUCK_KEY = "luck"  # Ghostburn's resource (its Resource, spoken.toml and the ledgers)
AVOID_GLITCH = "avoid_glitch"  # a Luck Point spent to turn a Glitch into a Fade (spoken.toml's use)


def band(result: int) -> int:
    """0 Trivial, 1 Easy ... 5 Extreme, 6 Impossible (38 and up, project decision 4)."""
    return 0 if result <= 7 else min((result - 8) // 6 + 1, 6)


def outcome_of(total: int, faces: tuple[int, ...], dl_band: int, upgrades: int = 0, basic: bool = False) -> str:
    """The outcome before luck's Avoid a Glitch: bands, double 10s, then Upgrades/Downgrades."""
    if basic:
        return "Success" if faces == (10, 10) or total >= DLS[dl_band - 1][1] else "Glitch"
    if faces == (10, 10):
        index = 3
    else:
        gap = band(total) - dl_band  # two bands below or worse: Glitch; one below: Fade; the same: Success; above: Cool
        index = 0 if gap < -2 else 3 if gap > 1 else gap + 2
    index += upgrades
    return OUTCOMES[0 if index < 0 else 3 if index > 3 else index]


@dataclass
class Plan:
    """Everything decided before the dice: who, which skill and trick, the bonuses, the DL, any luck declared."""

    actor: Character | NPC | None
    skill: str | None
    trick: Trick | None
    ability: tuple[str, int] | None
    bonuses: list[tuple[str, int]]  # (label, value) added in steps 6-7 (or Threat, or a given total)
    dl: DL
    basic: bool = False
    luck_before: int = 0  # a Luck Bonus declared in the phrase or carried this turn
    luck_spent_before: bool = False
    luck_said: list[str] = field(default_factory=list)  # the Luck Bonus's number said again ('+3 luck = 24')
    avoid_glitch: bool = False  # "spend luck, avoid the glitch" in the phrase (decision 3d)
    auto: str | None = None  # an outcome that needs no roll
    auto_reason: str = ""
    auto_kind: str = ""  # "fails" or "succeeds": how the summary line says it
    steps: list[Step] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def bonus(self) -> int:
        return sum(v for _, v in self.bonuses)

    @property
    def modifier(self) -> int:
        return self.bonus + self.luck_before

    @property
    def upgrades(self) -> int:
        return sum(a.steps for a in self.dl.upgrades)

    def read(self, faces: tuple[int, ...], extra_bonus: int = 0) -> str:
        total = sum(faces) + self.bonus + self.luck_before + extra_bonus  # the dice + the modifier + extra_bonus
        return outcome_of(total, faces, self.dl.band, self.upgrades, self.basic)

    def final(self, faces: tuple[int, ...]) -> tuple[str, bool]:
        """The outcome with decision 3d applied: (outcome, avoid_glitch_used)."""
        outcome = self.read(faces)
        if self.avoid_glitch and outcome == "Glitch":
            return "Fade", True
        return outcome, False


def _actor(request: RollRequest, party: Party) -> Character | NPC | None:
    if request.actor is None:
        return next((c for c in party.characters if c.system == "ghostburn"), None)
    person = party.find(request.actor)
    if person is None:
        loaded = ", ".join(party.names()) or "nobody (no sheet loaded)"
        raise RulesError(f"There is no character named {request.actor!r}. Loaded: {loaded}.")
    return person


def _best(items, skill: str) -> tuple[str, int] | None:  # type: ignore[no-untyped-def]
    """The item with the highest bonus for the skill (the first of equals), or None when none gives one."""
    best = None
    for item in items:
        value = item.bonus.get(skill, 0)
        if value > 0 and (best is None or value > best[1]):
            best = (item.name, value)
    return best


def _known_instead(request: RollRequest, actor: Character | NPC | None, trick: Trick) -> Trick:
    """'sings to captivate the crowd': where the action's first verb calls for a signature trick the actor's sheet
    lacks, and exactly one other verb of the phrase (its purpose, say) calls for a trick of the same skill that the
    actor has, that trick is the roll: what the actor does it with. Otherwise the trick stays as chosen."""
    said = [t for t in tricks_in((*request.verbs, *request.purpose_verbs)) if t is not trick]
    known = list(dict.fromkeys(t for t in said if t.skill == trick.skill and not _unknown_signature(t, actor)))
    return known[0] if len(known) == 1 else trick


def _unknown_signature(trick: Trick | None, actor: Character | NPC | None) -> bool:
    return (trick is not None and trick.type == "signature" and isinstance(actor, Character)
            and trick.name not in sheet_of(actor).signature_tricks)


def _skill_said_as_verb(request: RollRequest, skill: str) -> bool:
    """'hacks the corporate server': an action's verb that is the skill's own word (Hacking), naming the skill."""
    own = set(bases(skill.lower()))
    return any(clause.kind == "action" and (said := clause.text.lower().split())
               and own & set(bases(said[0])) for clause in request.reading)


def _said_by_its_name(request: RollRequest, trick: Trick) -> bool:
    """'captivates the crowd', 'shakes him down': the trick's own name said as a verb, in any form."""
    name = trick.name.lower().split()
    for clause in request.reading:
        if clause.kind == "action" and clause.note == trick.name:
            said = clause.text.lower().split()
            if len(said) >= len(name) and all(w == n or n in bases(w) for w, n in zip(said, name, strict=False)):
                return True
    return False


def _improvised_over_static(request: RollRequest, trick: Trick | None) -> bool:
    """'he jumps. Athletics, DL Severe': the skill named with a DL of the GM's, beside a verb of a trick whose DL is
    always another (Athletic Move: Moderate), is an improvised roll of the skill (rules step 1 and its worked example
    'leap the gap, Athletics, DL Severe'); the trick named outright, or by its own name as a verb, stays that trick."""
    from rollmate.rules.systems.ghostburn.dl import dl_from_phrase

    if trick is None or request.trick is not None or request.skill is None or trick.dl not in _STATIC_DLS:
        return False
    said = dl_from_phrase(request)
    return said is not None and said.lower() != trick.dl and not _said_by_its_name(request, trick)


_STATIC_DLS = frozenset({"easy", "moderate", "hard", "severe", "extreme"})


def _dl_said(request: RollRequest) -> bool:
    return request.difficulty is not None or request.difficulty_value is not None


def _who(party: Party, name: str) -> str:
    person = party.find(name)
    return person.name if person is not None else name.lower()


def make_plan(request: RollRequest, party: Party, table: Table, spend: bool = True) -> Plan:
    """Everything decided before the dice, in the rulebook's order: skill and trick, ability, Difficulty Level,
    bonuses, luck, and whether the outcome needs a roll at all."""
    actor = _actor(request, party)
    skill, trick, basic = choose(request, actor)
    if _unknown_signature(trick, actor) and trick is not None and request.trick != trick.name:
        trick = _known_instead(request, actor, trick)  # "sings to captivate the crowd": the trick the actor has
    if _unknown_signature(trick, actor) and trick is not None and request.trick != trick.name and _dl_said(request) \
            and (request.skill is not None or _skill_said_as_verb(request, trick.skill)) \
            and not _said_by_its_name(request, trick):
        trick = None  # "hack the door lock, Security Middle Corp": no trick the actor knows fits, and the phrase
        # names the skill (by name or by its verb) and a DL, so it is an improvised roll of the skill (rules §2 step
        # 1); a signature
        # trick named outright, by its own name as a verb ("captivates the crowd"), or by a verb of its own ("shakes
        # down the paper boy, his Fort is Easy") is refused, offering the improvised roll
    if _improvised_over_static(request, trick):
        trick = None
    target, weighed = _target(request, party, trick)
    steps = [_trick_step(request, actor, skill, trick, basic)]
    ability, ability_step = _ability(request, actor, skill)
    steps.append(ability_step)
    corrected = _restated(request, actor, skill, ability, party)
    dl = adjust(DL(*base_dl(request, trick, target, party)), request, trick, skill, ability[0] if ability else None,
                target, actor)
    steps.append(_difficulty_step(dl, weighed))
    plan = Plan(actor=actor, skill=skill, trick=trick, ability=ability, bonuses=[], dl=dl, basic=basic, steps=steps,
                notes=[*dl.notes, *corrected])
    _bonuses(plan, request)
    _luck(plan, request, party, table, spend)
    other_trait(request, trick)
    _no_roll(plan, request, target)
    return plan


def _target(request: RollRequest, party: Party, trick: Trick | None) -> tuple[Character | NPC | None, list[str]]:
    """Whose trait sets the DL: the target, or the other side; two different ones are asked about. Several named
    together ('sneaks past the sentry and the quartermaster') are weighed (_highest), with a note saying so."""
    opposing = request.opponent.name if request.opponent else None
    if request.target and opposing and _who(party, request.target) != _who(party, opposing):
        raise RulesError(f"Two targets: {request.target} and {opposing}. Whose trait sets the DL? Name one, "
                         f"e.g. 'convince {opposing}, Wits Hard'.")
    name = request.target or opposing
    first = party.find(name) if name else None
    if not request.more_targets or trick is None or trick.dl not in TRAIT_NAMES or dl_from_phrase(request):
        return first, []  # (a trick with its own DL, or a DL the post gives: the others change nothing)
    return _highest(request, party, trick, first)


def _highest(request: RollRequest, party: Party, trick: Trick, first: Character | NPC | None) \
        -> tuple[Character | NPC | None, list[str]]:
    """Everyone the roll is on, when the trick rolls against their trait: the highest of it sets the DL (the rules'
    'highest Wits among observers', a group's highest). One whose trait is not on file is asked about."""
    label = TRAIT_NAMES[trick.dl]
    names = [request.target or "", *request.more_targets]
    people = [first, *(party.find(n) for n in request.more_targets)]
    levels = [getattr(npc_of(p), trick.dl, None) if isinstance(p, NPC) else None for p in people]
    unknown = [n for n, level in zip(names, levels) if level not in DL_VALUE]
    if unknown:
        raise RulesError(f"{trick.name} rolls against the highest {label} of everyone it is on ({', '.join(names)}), "
                         f"and {' and '.join(unknown)} has no {label} on file. Give it (e.g. '{label} Hard'), or the "
                         f"DL itself.", asks=True, missing="difficulty", allowed=list(DL_VALUE))
    order = [n for n, _ in DLS]
    chosen = max(range(len(people)), key=lambda k: order.index(levels[k]))
    said = ", ".join(f"{p.name} {level}" for p, level in zip(people, levels) if p is not None)
    return people[chosen], [f"{trick.name} is against {len(people)} at once ({said}): the highest {label} sets the DL."]


def _trick_step(request: RollRequest, actor: Character | NPC | None, skill: str | None, trick: Trick | None,
                basic: bool) -> Step:
    """Step 1: the skill and trick, or an improvised trick, or a [Basic] ability roll."""
    if trick is not None:
        if _unknown_signature(trick, actor):
            core = ", ".join(t.name for t in content().tricks_of(trick.skill) if t.type == "core")
            raise RulesError(
                f"{trick.name} is a signature trick and {actor.name}'s sheet does not list it. {trick.skill}'s core "
                f"tricks are: {core}; or ask the GM for an improvised {trick.skill} roll with a DL."
            )
        why = f"'{request.action}' is {trick.name}{settled_by(request, trick)}" if request.action else trick.name
        text = f"{why}: a {trick.type} trick of {trick.skill} ({trick.summary})."
        if isinstance(actor, NPC):
            text += f" {actor.name} is an NPC, so this is an NPC roll: 2d10 + Threat."
    elif skill is not None:
        text = f"{skill}, with no trick that fits: an improvised trick, so the universal outcomes apply."
    else:
        text = "No skill: a [Basic] roll of an ability score alone, which only succeeds or fails."
    if basic and skill is not None:
        text += " It is a [Basic] roll: only success or failure."
    return Step(title="Skill and Trick", text=text)


def _ability(request: RollRequest, actor: Character | NPC | None, skill: str | None
             ) -> tuple[tuple[str, int] | None, Step]:
    """Step 2: the skill's primary ability, or the one the phrase names (the GM's substitution); none for an NPC."""
    c = content()
    if isinstance(actor, NPC):
        return None, Step(title="Ability Score", text=f"{actor.name} is an NPC: no ability score; Threat covers it.")
    named = [a for a in request.abilities if a in c.abilities]
    primary = c.skills[skill].ability if skill else None
    foreign = [a for a in request.abilities if a not in c.abilities]
    if foreign and not named:  # "use my Wits to spot the ambush": never dropped for the skill's own ability
        roll = f"{skill} uses {primary}" if skill and primary else "a roll uses one of the player abilities"
        raise RulesError(f"{foreign[0].capitalize()} is not a player's ability (NPCs and things have it, rolled "
                         f"against as a DL): {roll}. Player abilities are: {', '.join(c.abilities)}.",
                         choices=[f"{request.text}, using {primary}"] if primary else (), missing="ability",
                         allowed=list(c.abilities))
    name = named[0] if named else primary
    if name is None:
        raise RulesError(f"Which ability? Name one of: {', '.join(c.abilities)}.", asks=True,
                         choices=[f"{request.text}, using {a}" for a in c.abilities], missing="ability",
                         allowed=list(c.abilities))
    score = sheet_of(actor).abilities.get(name) if isinstance(actor, Character) else None
    if isinstance(actor, Character) and score is None:
        raise RulesError(f"{actor.name}'s sheet has no {name} score; add it under [abilities].")
    return (name, score or 0), _ability_step(name, primary if named else None, skill, score)


def _ability_step(name: str, usual: str | None, skill: str | None, score: int | None) -> Step:
    """Step 2's text: the ability used and its score (`usual`: the skill's own ability, when the phrase named one)."""
    if usual and name != usual:
        why = f"{name}, substituted by the GM for {skill}'s usual {usual}; the skill's bonuses still apply"
    elif skill:
        why = f"{name}, the primary ability of {skill}"
    else:
        why = f"{name}, rolled on its own"
    shown = f" ({score})" if score is not None else " (its score is part of the bonus you gave)"
    return Step(title="Ability Score", text=f"{why}{shown}.")


def _difficulty_step(dl: DL, weighed: list[str]) -> Step:
    """Step 3: whose trait it is among several, the base DL and why, each adjustment, the net DL, Upgrades and what
    was left out."""
    parts = [*weighed, f"Base: {dl.base_reason}."]
    parts += [f"{'+' if a.steps > 0 else ''}{a.steps} step{'s' if abs(a.steps) != 1 else ''}: {a.reason}."
              for a in dl.adjustments]
    if dl.adjustments:
        parts.append(f"Net {dl.sum:+d}: {dl.name} ({dl.value}).")
    parts += dl.notes
    parts += [f"Outcome {'Upgraded' if u.steps > 0 else 'Downgraded'}: {u.reason}." for u in dl.upgrades]
    parts += [f"({i}.)" for i in dl.ignored]
    return Step(title="Difficulty Level", text=" ".join(parts))


def _bonuses(plan: Plan, request: RollRequest) -> None:
    """What is added to the dice: an NPC's Threat; a character's ability, skill and best gear and aug; or, with no
    sheet, the total bonus the phrase gives."""
    actor = plan.actor
    if isinstance(actor, NPC):
        _threat(plan, actor, request)
    elif isinstance(actor, Character):
        said = _gear_said(request, actor, plan.skill, plan.notes)
        plan.luck_said = _luck_said(request, actor, plan.skill)
        if len(request.modifiers) > len(said) + len(plan.luck_said) or request.bonus_total is not None:
            raise RulesError("Ghostburn has no flat bonuses or penalties with a sheet loaded: harder tasks raise the DL "
                             "instead (e.g. 'raise it one step').")
        plan.bonuses += [(why + (f" ('{said[why]}' as said)" if why in said else ""), n)
                         for why, n in _sheet_bonuses(actor, plan.skill, plan.ability)]
    else:
        said = _said_bonus(request)
        if request.bonus_total is None and not request.modifiers and said is None:
            raise RulesError("With no character sheet, say the total bonus (e.g. 'bonus +5'), or load a sheet with "
                             "--sheet so I can add the ability score and bonuses.")
        plan.bonuses.append(("bonus given in the phrase", (request.bonus_total or 0) + sum(m.amount for m in
                                                                                           request.modifiers)
                             + (said or 0)))


def _sheet_bonuses(actor: Character, skill: str | None, ability: tuple[str, int] | None) -> list[tuple[str, int]]:
    """A character's bonuses on the dice (steps 6-7): the ability score, the skill bonus, the best gear and aug."""
    out = [(f"{ability[0]} score", ability[1])]  # type: ignore[index]
    if skill:
        sheet = sheet_of(actor)
        out.append((f"{skill} skill bonus", sheet.skills.get(skill, 0)))
        for kind, items in (("gear", sheet.gear), ("aug", sheet.augs)):
            best = _best(items, skill)
            if best:
                out.append((f"{kind} bonus from the {best[0]}", best[1]))
    return out


# Between a number and the gear or aug it comes from: "+1 from the grip gloves", "+2 (smart link)", "+1, my gloves".
_FROM_ITEM = r"\s*(?:[(\[,:;]\s*)?(?:(?:from|for|thanks to|with|via|by|of)\s+)?(?:(?:the|my|her|his|their)\s+)?"


def _luck_said(request: RollRequest, actor: Character, skill: str | None) -> list[str]:
    """The phrase's numbers that are the Luck Bonus said again where the phrase spends luck before the roll
    ('+11 +3 luck = 24', 'Hacking is my favored so +3'): its amount (+3 on the favored skill, else +2), with no
    reason of its own after it ('+3 for the scope' is another); the luck adds it once."""
    if request.spending(LUCK_KEY) is None:
        return []
    bonus = 3 if skill and sheet_of(actor).favored == skill else 2
    found = []
    for clause in (c for c in request.reading if c.kind == "modifier"):
        try:
            amount = int(clause.text.replace(" ", ""))
        except ValueError:
            continue
        after = request.text[clause.end :]
        if amount == bonus and (re.match(r"\s*luck\b", after, re.IGNORECASE)
                                or not re.match(r"\s*(?:for|from|because|since|thanks|due)\b", after, re.IGNORECASE)):
            found.append(clause.text)
    return found


def _gear_said(request: RollRequest, actor: Character, skill: str | None, notes: list[str]) -> dict[str, str]:
    """The sheet's gear and aug bonuses said again with the item's name ('+1 from the grip gloves'): the bonus's
    reason (as _sheet_bonuses names it) -> the words said. The rules add the sheet's bonus once; a number that is
    not the bonus the item gives this roll is asked about, never added or dropped, except in a post that adds up its
    dice, where an item's own bonus stacked on the best one ('+1 smart pistol +2 scope') is the player's working:
    the best counts once, and a note (into `notes`) says the other does not stack."""
    sheet = sheet_of(actor)
    found: dict[str, str] = {}
    for clause in (c for c in request.reading if c.kind == "modifier"):
        try:
            amount = int(clause.text.replace(" ", ""))
        except ValueError:
            continue
        for kind, items in (("gear", sheet.gear), ("aug", sheet.augs)):
            named = ((i, re.match(_FROM_ITEM + _named(i.name), request.text[clause.end :], re.IGNORECASE))
                     for i in items)
            item, words = next(((i, m.group(0)) for i, m in named if m is not None), (None, ""))
            if item is None:
                continue
            best = _best(items, skill) if skill else None
            gives = item.bonus.get(skill, 0) if skill else 0
            if request.worked and best is not None and best[0] != item.name and gives == amount:
                notes.append(f"'{clause.text}{words}' says {amount:+d} from the {item.name}, but only the best "
                             f"{kind} counts on {skill}, the {best[0]}'s {best[1]:+d}, and the sheet's is used: "
                             f"{restated.CORRECTED}.")
                found[f"{kind} from the {item.name}, not stacked"] = clause.text + words
                continue
            if best is None or best[0] != item.name or gives != amount:
                counted = f"the {best[0]} gives {best[1]:+d}, the best {kind} for it" if best else f"no {kind} counts"
                raise RulesError(f"'{clause.text}' from the {item.name}: on {skill or 'this roll'} the {item.name} "
                                 f"gives {gives:+d} ({counted}), added from the sheet. Is the {amount:+d} that, or "
                                 "something else? Say the roll without it, and the sheet's gear and augs are added.")
            found[f"{kind} bonus from the {item.name}"] = clause.text + words
    return found


def _named(name: str) -> str:
    """A pattern for an item said by its name or by the end of it, as a player shortens it ('+1 press badge' for
    the forged press badge, '+2 blade' for the monoblade; at least four letters)."""
    tails = [name] + [name[k:] for k in range(1, len(name) - 3) if name[k - 1] in " -" or name[k:].isalpha()]
    return "(?:" + "|".join(re.escape(t) for t in tails) + r")\b"


def _said_bonus(request: RollRequest) -> int | None:
    """With no sheet, 'my bonus is +12' / '+10 to hit' is the bonus the phrase gives (nothing to check it against)."""
    said = [r.value for r in request.restated if r.of is None and r.kind in ("bonus", "rating")]
    return said[0] if len(said) == 1 and len(request.restated) == 1 else None


def _restated(request: RollRequest, actor: Character | NPC | None, skill: str | None,
              ability: tuple[str, int] | None, party: Party) -> list[str]:
    """Ghostburn's numbers said again: 'my bonus is +12', '+10 to hit', "I'm at +10" restate all that is added to the
    dice (ability, skill, gear and aug); 'my Presence is 5', 'my Deception is 3' an ability score or a skill rating.
    Checked before the DL is asked for: a number that is wrong is said first. Returns the notes for the numbers of
    the player's working the sheet corrects."""
    if not request.restated or (actor is None and _said_bonus(request) is not None):
        return []
    bonus = sum(v for _, v in _sheet_bonuses(actor, skill, ability)) if isinstance(actor, Character) else None

    def scores(person: Character | NPC | None, name: str) -> int | None:
        if not isinstance(person, Character):
            return None
        held = sheet_of(person)
        return held.abilities.get(name) if name in held.abilities else held.skills.get(name)

    def named(name: str) -> int | None:
        return scores(actor, name)

    def anothers(whose: str, name: str) -> int | None:  # "Bastian's Resilience is 4": the patient's, say
        return scores(party.find(whose), name)

    return restated.check(request, who=actor.name if actor is not None else None, title="Ghostburn", sheet=named,
                          others=anothers, reckoned=True,
                          own={"rating": ("bonus on the dice", bonus), "bonus": ("bonus on the dice", bonus),
                               "typed": ("bonus on the dice", bonus),
                               "pool": ("", None)},
                          adjust="steps of the DL, e.g. 'raise it one step for the rain'")


def _threat(plan: Plan, actor: NPC, request: RollRequest) -> None:
    traits = npc_of(actor)
    if traits.status == "defeated":
        raise RulesError(f"{actor.name} is Defeated and can't roll.")
    threat = traits.threat
    if threat is None:
        if traits.wits is None or traits.fort is None:
            raise RulesError(f"{actor.name} has no Threat in the party file, and no Wits and Fort to work it out from.")
        col = 1 if traits.strong or cued(request, "strong") else 0
        threat = content().threat[traits.wits][col] + content().threat[traits.fort][col]
        plan.notes.append(f"Threat {threat} worked out from Wits {traits.wits} and Fort {traits.fort}.")
    plan.bonuses.append((f"Threat of {actor.name}", threat))
    full, hurt, defeated = npc_health(threat)
    plan.notes.append(f"{actor.name}: {full} HP (Threat x 5), Hurt at {hurt} or less, Defeated at {defeated} or less.")


def _luck(plan: Plan, request: RollRequest, party: Party, table: Table, spend: bool) -> None:
    """Luck declared before the roll, or a bonus carried from earlier in the turn on the same skill."""
    actor, skill = plan.actor, plan.skill
    luck = request.spending(LUCK_KEY)
    if luck is not None:
        if isinstance(actor, NPC):
            raise RulesError("NPCs have no Luck Points.")
        carried = table.carried.get(actor.name) if actor else None
        if actor is not None and carried is not None and carried.skill == skill:
            raise RulesError(f"{actor.name} already has a +{carried.value} luck bonus on {skill} this turn; "
                             "luck bonuses don't stack.")
        if actor is not None and spend and table.amount(party, actor.name, LUCK_KEY) < 1:
            raise RulesError(f"{actor.name} has no Luck Points left this session.")
        plan.luck_before = 3 if isinstance(actor, Character) and sheet_of(actor).favored == skill and skill else 2
        plan.luck_spent_before = True
        plan.avoid_glitch = luck.use == AVOID_GLITCH
        if plan.basic and plan.avoid_glitch:
            raise RulesError("A [Basic] roll has no Glitch to avoid; luck can only add its bonus here.")
    elif isinstance(actor, Character):
        carried = table.carried.get(actor.name)
        if carried is not None and carried.skill == skill:
            plan.luck_before = carried.value
    if plan.luck_before:
        favored = " (favored skill)" if plan.luck_before == 3 else ""
        how = "a Luck Point spent before rolling" if plan.luck_spent_before else "carried from earlier this turn; no new point"
        said = "".join(f" ('{n}' as said)" for n in dict.fromkeys(plan.luck_said))
        text = f"+{plan.luck_before} luck bonus{favored}{said}: {how}."
        if plan.luck_spent_before and skill:
            text += f" It stays on {skill} rolls for the rest of this turn."
        plan.steps.append(Step(title="Luck Bonus", text=text))


def _no_roll(plan: Plan, request: RollRequest, target: Character | NPC | None) -> None:
    """Outcomes that need no roll: a trick that fails against a Hostile target, an automatic Cool Success."""
    trick = plan.trick
    hostile = trick is not None and trick.auto_fail_if_hostile and (
        cued(request, "hostile") or (isinstance(target, NPC) and npc_of(target).attitude == "Hostile"))
    if hostile:
        plan.auto, plan.auto_reason = "Glitch", f"{trick.name} against a Hostile target fails automatically."  # type: ignore[union-attr]
        plan.auto_kind = "fails"
    elif cued(request, "automatic"):
        plan.auto, plan.auto_reason = "Cool Success", "An automatic Cool Success (e.g. from Dead Eye): no roll needed."
        plan.auto_kind = "succeeds"


def npc_health(threat: int) -> tuple[int, int, int]:
    """An NPC's health array: HP = Threat x 5; Hurt at half of it, Defeated at a tenth (rounded up)."""
    full = threat * 5
    return full, -(-full // 2), -(-full // 10)


def plan_odds(plan: Plan) -> dict[str, Fraction]:
    if plan.auto:
        return {plan.auto: Fraction(1)}
    return sum_odds(plan.modifier, plan.dl.band, plan.upgrades, plan.basic, plan.avoid_glitch)


# How many of the 100 ordered d10 pairs give each sum; a sum of 20 is always double 10s.
PAIRS_BY_SUM = {total: 10 - abs(total - 11) for total in range(2, 21)}


def sum_odds(modifier: int, dl_band: int, upgrades: int, basic: bool, avoid_glitch: bool) -> dict[str, Fraction]:
    """Exact outcome chances over the 19 possible 2d10 sums (the outcome depends only on the sum)."""
    counts: dict[str, int] = {}
    for dice_sum, ways in PAIRS_BY_SUM.items():
        faces = (10, 10) if dice_sum == 20 else (1, dice_sum - 1)
        outcome = outcome_of(dice_sum + modifier, faces, dl_band, upgrades, basic)
        if avoid_glitch and outcome == "Glitch":
            outcome = "Fade"
        counts[outcome] = counts.get(outcome, 0) + ways
    return {name: Fraction(n, 100) for name, n in counts.items()}


def meaning(plan: Plan, outcome: str) -> str:
    if plan.basic:
        return "It works." if outcome == "Success" else "It fails."
    chart = plan.trick.chart if plan.trick else content().universal
    return chart.line(outcome)


def label(plan: Plan, outcome: str) -> str:
    return "Failure" if plan.basic and outcome == "Glitch" else outcome
