"""FIST planning: who rolls, which attribute and why (or the question when unclear), and paying for war dice."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from fractions import Fraction

from rollmate.errors import RulesError
from rollmate.rules import restated
from rollmate.rules.matcher import acted_on, instruments, things
from rollmate.rules.records import FrozenRecord
from rollmate.rules.request import RollRequest
from rollmate.rules.resolution import Chance, Step, remembered_chances
from rollmate.rules.sheets import NPC, Character, Party
from rollmate.rules.spoken import lexicon
from rollmate.rules.system import Table
from rollmate.rules.systems.fist.data import OUTCOMES, classify, content, four_attributes
from rollmate.rules.systems.fist.odds import odds_table
from rollmate.rules.systems.fist.sheet import sheet_of

PROFILES = ("rules", "roll20")
WAR_DICE = "war_dice"  # the key of FIST's one resource (its Resource, spoken.toml and the ledgers)
MAX_WAR_DICE = 99
_ON_THE_DIE = (("winner", "WINNER"), ("focus", "FOCUS stress ball"))  # the hooks that add +1 to the war die's roll
MAX_MODIFIER = 99  # attribute + flat modifiers, either way; roll20's exact odds grow with it and never end for a huge one


@dataclass(frozen=True, eq=False, repr=False)
class War(FrozenRecord):
    """War dice spent on one roll by one spender; faces are None until rolled (or given in the phrase)."""

    spender: str | None
    count: int
    faces: tuple[int, ...] | None = None
    after: bool = False  # added by a follow-up, after seeing the dice
    line: str = ""  # what the War Die step says about it


@dataclass
class Plan:
    """Everything decided before the dice: who rolls, which attribute and why, flat modifiers, options."""

    actor: Character | None
    attribute: str
    score: int
    flat: list[tuple[str, int]]
    advantage: str | None
    combat: bool
    traits: frozenset[str]
    profile: str
    steps: list[Step] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    unused: dict[str, str] = field(default_factory=dict)  # reading clause kind -> why it was not used

    @property
    def who(self) -> str:
        return self.actor.name if self.actor else "You"

    @property
    def kind(self) -> str:
        return "roll20" if self.profile == "roll20" else "fate" if "fate" in self.traits else "plain"

    def war_bonuses(self, wars: list[War]) -> list[tuple[str, int]]:
        """Decision 17: the trait hooks' +1s, only on a roll that has war dice."""
        if not wars:
            return []
        out = [(label, 1) for key, label in _ON_THE_DIE if key in self.traits]
        if "buddy" in self.traits and any(w.spender not in (None, self.who) for w in wars):
            out.append(("BUDDY (a war die on a buddy's roll)", 1))
        return out

    def modifier(self, wars: list[War]) -> int:
        return self.score + sum(v for _, v in self.flat) + sum(v for _, v in self.war_bonuses(wars))

    def odds(self, wars: list[War]) -> dict[str, Fraction]:
        count = sum(w.count for w in wars)
        return odds_table(self.advantage, self.modifier(wars), count, self.kind, self.profile)

    def chances(self, wars: list[War]) -> tuple[Chance, ...]:
        """The odds as Chance records, in the outcomes' order."""
        return _chances(self.advantage, self.modifier(wars), sum(w.count for w in wars), self.kind, self.profile)


_chances = remembered_chances(odds_table, OUTCOMES)


def _actor(request: RollRequest, party: Party) -> Character | None:
    """The roller; a referee character is refused (decision 15) and pointed at the player's reaction roll."""
    if request.actor is None:
        return next((c for c in party.characters if c.system == "fist"), None)
    person = party.find(request.actor)
    if isinstance(person, NPC):
        target = party.find(request.target) if request.target else None
        pc = target if isinstance(target, Character) else next((c for c in party.characters if c.system == "fist"), None)
        who = pc.name if pc else "the player character"
        raise RulesError(
            f"{person.name[0].upper()}{person.name[1:]} is a referee character, and referee characters don't make "
            "action rolls: the referee "
            f"narrates what {person.name} is about to do, and the players roll to react. So {who} rolls instead, "
            f"e.g. '{who}: dodge the attack' (+REFLEXIVE), or whichever attribute fits the reaction. What the referee "
            "does roll is damage and random tables (rollmate doesn't resolve those yet); anyone, the referee "
            "included, may still add a war die to any roll."
        )
    if person is None:
        raise RulesError(f"There is no character named {request.actor!r}. Loaded: {', '.join(party.names()) or 'nobody'}.")
    if person.system != "fist":
        raise RulesError(f"{person.name}'s sheet is for {person.system}, not FIST; load a FIST sheet or pick --system.")
    return person


def said(request: RollRequest) -> str:
    """The action as the player typed it: the clause holding its first action word ('kick in the door'), where the
    reading shows it; else the clause holding the action's first word."""
    at = next((c.start for c in request.reading if c.kind == "action"), None)
    if at is not None and 0 <= at < len(request.text):
        start = max(request.text.rfind(mark, 0, at) for mark in ",;.:!?—–") + 1
        ends = [e for e in (request.text.find(mark, at) for mark in ",;.:!?—–") if e >= 0]
        return request.text[start : min(ends, default=len(request.text))].strip() or request.action
    first = request.action.split()[0].lower() if request.action else ""
    clause = next((c for c in re.split(r"[,;]", request.text) if first and first in c.lower().split()), "")
    return clause.strip() or request.action


def _dice_too(request: RollRequest) -> str:
    """What is wrong with the dice too, where the attribute is asked: three faces with no advantage said and no war
    die spent can't be this roll's whatever the attribute is, so the player hears it in the same answer."""
    if request.dice is None or len(request.dice) != 3 or request.advantage is not None \
            or request.spending(WAR_DICE) is not None:
        return ""
    return (f" The dice too: this roll needs 2 d6 faces, and you gave 3 ({' '.join(map(str, request.dice))}); three "
            "are rolled only 'with advantage' or 'with disadvantage'.")


def _ask(request: RollRequest, likely: tuple[str, ...], reasons: str) -> RulesError:
    """Decision 18: no match or a tie, so the referee decides; ask, naming the likely two and the four."""
    action = said(request) if request.verbs or request.unknown else ""
    names = [content().attributes[n].upper for n in likely] or ["TACTICAL"]
    could = f" It could be {' or '.join(names)} ({reasons})." if likely else ""
    head = f"Which attribute does '{action}' use?" if action else "Which attribute is this roll?"
    question = "Which attribute?"
    if request.spending(WAR_DICE) is not None and not request.verbs:
        head = ("Which roll does the war die go on? Right after a roll, this adds it to that roll; to roll now, say "
                "the action or the attribute too.")
        question = "Which attribute, to roll now with the war die?"
    by_name = {a.upper: a for a in content().attributes.values()}
    order = list(dict.fromkeys([*names, *by_name]))  # the likely ones first
    typed = request.text.strip().rstrip(".!")  # ("..., 4, 4, 1.": the example goes on after the phrase's stop)
    return RulesError(
        f"{head} I can't tell from the phrase, and the referee decides when it's unclear.{could}{_dice_too(request)} "
        f"Name one with the phrase, e.g. '{typed}, +{names[0]}'" + (f" or '+{names[1]}'" if len(names) > 1 else "")
        + f". The four: {four_attributes()}.",
        choices=[f"{typed}, +{n}" for n in order], question=question,
        labels=[f"+{n}: {by_name[n].used_for}" for n in order], missing="attribute", allowed=order,
    )


def hooks_said_again(request: RollRequest) -> RollRequest:
    """'a war die with WINNER: 2 2, war die 3 +1 = 4': a bonus typed right after the war die's face that is exactly
    what the named hooks add to it (+1 each, decision 17) is their bonus said again, counted once by the War Die
    step and never as a modifier too; Read as says whose it is."""
    cues = {cue.key for cue in request.cues}
    hooks = [label for key, label in _ON_THE_DIE if key in cues]
    if not hooks or request.spending(WAR_DICE) is None:
        return request
    reading = list(request.reading)
    for k, clause in enumerate(reading):
        said = clause.text.replace(" ", "")
        if clause.kind != "modifier" or not clause.used or said != f"+{len(hooks)}" or not any(
                c.kind == "war die" and c.end <= clause.start and not request.text[c.end : clause.start].strip()
                for c in reading):
            continue
        unlabelled = next((m for m in request.modifiers if m.amount == len(hooks) and not m.reason), None)
        if unlabelled is None:
            return request
        modifiers = list(request.modifiers)
        modifiers.remove(unlabelled)
        reading[k] = replace(clause, used=False, note=f"{' and '.join(hooks)} on the war die, said again: counted once")
        return replace(request, modifiers=tuple(modifiers), reading=tuple(reading))
    return request


_ONE_DIE = re.compile(r"\bwar[- ]?die\b(?!\s*\d+\s*(?:war|more))", re.IGNORECASE)  # 'war die', never 'war dice'
_FACE_PLUS = re.compile(r"\b([1-6])\s*\+\s*(\d+)\b")


def one_die_said(request: RollRequest, plan: Plan) -> RollRequest:
    """'war die 2+1', 'war die 2 5': one war die, said in the singular, given two faces. Under FATE or roll20 they
    are that die's faces; otherwise one die shows one face, so '2+1' is its face and a bonus on it: the hooks' +1s
    on the war die (WINNER, FOCUS: decision 17) said again, counted once by the War Die step; anything else is
    asked, never counted as two war dice."""
    spent = request.spending(WAR_DICE)
    if spent is None or not spent.faces or len(spent.faces) < 2 or plan.kind != "plain" or spent.count not in (
            None, len(spent.faces)):
        return request
    at = next((c for c in request.reading if c.kind == "war die"), None)
    if at is None or not _ONE_DIE.search(at.text) or re.search(r"\bdice\b|\b(?:two|both|\d+)\s+war", at.text,
                                                                re.IGNORECASE):
        return request
    shown = " and ".join(map(str, spent.faces))
    plus = _FACE_PLUS.search(at.text)
    hooks = [label for key, label in _ON_THE_DIE if key in plan.traits]
    if plus is not None and len(spent.faces) == 2 and hooks and int(plus.group(2)) == len(hooks) \
            and spent.faces == (int(plus.group(1)), int(plus.group(2))):
        face = spent.faces[0]
        spends = tuple(replace(x, count=1, faces=(face,)) if x.key == WAR_DICE else x for x in request.spends)
        reading = tuple(replace(c, note=f"war die {face}; '+{plus.group(2)}' is {' and '.join(hooks)} on the war die, "
                                        "said again: counted once") if c is at else c for c in request.reading)
        return replace(request, spends=spends, reading=reading)
    whole = f"war dice {' '.join(map(str, spent.faces))}"
    if plus is not None and len(spent.faces) == 2:
        ones = [f"war die {spent.faces[0]}, +{spent.faces[1]}"]
        asked = f"Is it a {spent.faces[0]} with +{spent.faces[1]} added (a modifier, or a trait's)"
    else:
        ones = [f"war die {face}" for face in dict.fromkeys(spent.faces)]
        asked = f"Which face is the war die's ({' or '.join(map(str, dict.fromkeys(spent.faces)))})"
    raise RulesError(f"'{at.text}' names one war die and gives it {len(spent.faces)} faces ({shown}); a war die shows "
                     f"one face. {asked}, or are they {len(spent.faces)} war dice? Say "
                     + ", ".join(f"'{one}'" for one in ones) + f" or '{whole}'.",
                     choices=[request.text.replace(at.text, one, 1) for one in (*ones, whole)],
                     labels=[*ones, whole],
                     question="One war die or more?", missing="war_dice")


def _as_typed(request: RollRequest, named: list[str]) -> list[str]:
    """Each attribute named, as the player typed it where that differs ("'FRC' (FORCEFUL)"), in the reading's order."""
    typed = [c.text.lstrip("+").strip() for c in request.reading if c.kind == "ability"]
    if len(typed) != len(named):
        return [n.upper() for n in named]
    return [n.upper() if t.upper() == n.upper() else f"'{t}' ({n.upper()})" for t, n in zip(typed, named, strict=True)]


def make_plan(request: RollRequest, party: Party, profile: str) -> Plan:
    c = content()
    if profile not in PROFILES:
        raise RulesError(f"FIST has the profiles {', '.join(PROFILES)}, not {profile!r}.")
    other = next((s.key for s in request.spends if s.key != WAR_DICE), None)
    if other is not None:  # another game's resource: "spend luck"
        spoken = lexicon().resources.get(other)
        raise RulesError(f"FIST has no {spoken.many if spoken else other}; a war die does that job ('spend a war die').")
    actor = _actor(request, party)
    cues = {cue.key for cue in request.cues}
    steps = [Step(title="Risky Action", text=f"{actor.name if actor else 'You'} takes a risk"
                  + (f": '{said(request)}'." if request.action else ".") + " " + c.texts["risky"])]
    named = list(dict.fromkeys(a for a in request.abilities if a in c.attributes))
    if not named:  # "CRE +2: 4,4 -> 10": an attribute said with its score names the attribute rolled
        named = list(dict.fromkeys(r.of for r in request.restated if r.kind == "rating" and r.of in c.attributes))
        named = named if len(named) == 1 else []
    aims = set(request.purpose_verbs) - set(request.verbs) if request.verbs else set()  # ("operates the crane to lift
    # the mirror": how it is done decides; what for only supports)
    choice = classify((*request.verbs, *request.purpose_verbs), things(request) | aims, instruments(request),
                      acted_on(request))
    if len(named) > 1:
        raise RulesError(f"One attribute per roll: you named {' and '.join(_as_typed(request, named))}. "
                         f"Roll one, e.g. '+{named[0].upper()}'.")
    if named:
        attribute = named[0]
        why = f"+{attribute.upper()} as named ({c.attributes[attribute].used_for}); a named attribute always wins"
        if choice.attribute not in (None, attribute):
            why += f" (the action alone would suggest {choice.why()})"
    elif request.roll_named is not None:  # "Stealth check": FIST has no skills, and the player named one
        raise _ask(request, choice.likely, f"FIST has no skills, so no '{request.roll_named}'"
                   + (f"; the action alone suggests {choice.why()}" if choice.attribute else ""))
    elif choice.attribute is None:
        reasons = "; ".join(f"{w.phrase}: {w.why or ' or '.join(w.weights)}" for w in choice.words)
        raise _ask(request, choice.likely, reasons or "no action word I know")
    else:
        attribute = choice.attribute
        why = f"Inferred from the action: {choice.why()}"
        if choice.others():
            why += f" (also: {choice.others()}, which counts for less)"
        why += ". The referee can call for another attribute"
    score = sheet_of(actor).attributes.get(attribute, 0) if actor else 0
    if actor is None:
        where = f"no sheet is loaded, so {attribute} counts as 0 (add your score as a modifier, e.g. '+1')"
    elif attribute in sheet_of(actor).attributes:
        where = f"{actor.name}'s {attribute} is {score:+d}"
    else:
        where = f"{actor.name}'s sheet has no {attribute}, so it is 0, where every attribute starts"
    steps.append(Step(title="Attribute", text=f"{why}. {where[0].upper()}{where[1:]}."))
    flat = [(m.reason or "modifier from the phrase", m.amount) for m in request.modifiers]
    if request.bonus_total is not None:
        flat.append(("bonus from the phrase", request.bonus_total))
    total = score + sum(v for _, v in flat)
    corrected = restated.check(request, who=actor.name if actor else None, title="FIST", reckoned=True,
                               sheet=sheet_of(actor).attributes.get if actor else lambda name: None,
                               own={"rating": (attribute, score), "bonus": ("attribute and modifiers", total),
                                    "typed": (attribute, score),
                                    "pool": (f"roll with {request.advantage}", 3) if request.advantage
                                    else ("", None)})
    if abs(total) > MAX_MODIFIER:
        raise RulesError(f"The attribute and modifiers add up to {total:+d}; rollmate's limit for a FIST roll is "
                         f"-{MAX_MODIFIER} to +{MAX_MODIFIER} (the bands are only 6-, 7-9 and 10+).")
    notes = [*(actor.warnings if actor else ()), *corrected]
    unused: dict[str, str] = {}
    payers = {spent.payer for spent in request.spends or () if spent.payer}
    if request.helpers and not all(h.name in payers for h in request.helpers):  # (a helper who adds a war die:
        # "Jonesy, you're helping: that's your war die on it", their help is that die)
        helper = request.helpers[0].name or "an ally"
        roll = f"{actor.name}'s roll" if actor else "your roll"
        notes.append(f"FIST has no help bonus: {helper} can help by adding a war die instead "
                     f"(e.g. '{helper} adds a war die to {roll}').")
        unused["helper"] = "FIST has no help bonus; an ally helps by adding a war die"
    traits = frozenset(cues & {"fate", "winner", "focus", "buddy"})
    if profile == "roll20" and "fate" in traits:
        notes.append("FATE is not part of the roll20 profile's war die, which explodes instead; FATE is ignored.")
    return Plan(actor=actor, attribute=attribute, score=score, flat=flat, advantage=request.advantage,
                combat="combat" in cues, traits=traits, profile=profile, steps=steps, notes=notes, unused=unused)


def declared(request: RollRequest, plan: Plan) -> list[War]:
    """The war dice in the phrase (decision 10); 'war die 2 5' under FATE or roll20 is one die's faces."""
    spent = request.spending(WAR_DICE)
    if spent is None or not spent.count:
        return []
    count = war_count(plan, spent.count, spent.faces)
    if count > MAX_WAR_DICE:  # no pool on a sheet can hold more (sheets allow 0..99)
        raise RulesError(f"{count} war dice is more than any pool holds; a sheet's war_dice goes up to {MAX_WAR_DICE}.")
    if plan.kind == "roll20" and count > 1:
        raise RulesError("The roll20 profile allows one war die per roll.")
    spender = spent.payer or (plan.actor.name if plan.actor else None)
    return [War(spender=spender, count=count, faces=spent.faces)]


def war_count(plan: Plan, count: int, faces: tuple[int, ...] | None) -> int:
    """How many war dice 'war die 2 5' means: two, or one die's faces under FATE (two each) or roll20 (a chain)."""
    if faces and len(faces) == count and plan.kind == "fate" and count % 2 == 0:
        return count // 2
    if faces and len(faces) == count and plan.kind == "roll20":
        return 1
    return count


def war_dice_left(table: Table, party: Party, who: str) -> int | None:
    """How many war dice a character has left now; None for someone with no FIST sheet (not tracked)."""
    left = table.left(party, who, WAR_DICE)
    return None if left is None else int(left)


def pay(war: War, party: Party, table: Table) -> War:
    """Decisions 6 and 21: refuse a spend larger than the pool; a spender with no sheet isn't tracked."""
    who = war.spender
    pool = war_dice_left(table, party, who) if who else None
    many = f"{war.count} war {'die' if war.count == 1 else 'dice'}"
    if pool is None:
        paid = (f"{who} spends {many}; {who}'s pool isn't tracked (no FIST sheet loaded)" if who
                else f"You spend {many}; your pool isn't tracked (no sheet loaded)")
    elif pool < war.count:
        has = f"{pool} war {'die' if pool == 1 else 'dice'}" if pool else "no war dice (0)"
        raise RulesError(f"{who} has {has} left, so can't spend {many}. A pool never refills by itself; "
                         "an ally with war dice can add theirs instead.")
    else:
        paid = f"{who} spends {many} (pool {pool} -> {pool - war.count})"
    return War(spender=who, count=war.count, faces=war.faces, after=war.after,
               line=paid + (", after seeing the dice" if war.after else ""))
