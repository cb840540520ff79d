"""Ghostburn Difficulty Level: the base DL from the trick, target or phrase, then every whole-step adjustment."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import TYPE_CHECKING

from rollmate.errors import RulesError
from rollmate.rules.request import STEP_TO, RollRequest
from rollmate.rules.sheets import NPC, Character, Party
from rollmate.rules.systems.ghostburn.data import DL_BAND, DL_VALUE, DLS, GlobalModifier, Trick, content
from rollmate.rules.systems.ghostburn.sheet import ATTITUDES, npc_of, sheet_of

if TYPE_CHECKING:
    from rollmate.rules.request_parts import Cue, DLStep

TRAIT_NAMES = {"wits": "Wits", "fort": "Fort", "security": "Security", "stability": "Stability",
               "stabilization": "Stabilization DL", "injury": "injury"}
KPH_PER_MILE = 1.609
STABILIZATION = {1: "Extreme", 2: "Severe", 3: "Hard", 4: "Moderate"}  # 5 or more: Easy
_MOST_SAID = 3  # words nobody knows shown in a question about the target ("... Wits ('harbourmaster')?"): a name's


@dataclass
class Adjustment:
    """One step of the DL's story: how many steps it moved, and why."""

    steps: int
    reason: str


@dataclass
class DL:
    """The final Difficulty Level with the story of how it was reached."""

    base: str
    base_reason: str
    adjustments: list[Adjustment] = field(default_factory=list)
    upgrades: list[Adjustment] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    cued: list[str] = field(default_factory=list)  # the post's cue words weighed for a step
    ignored_cues: list[str] = field(default_factory=list)  # those that changed nothing ('rain' on Athletic Move)

    @property
    def sum(self) -> int:
        return sum(a.steps for a in self.adjustments)

    # Read only once adjust() has added every step.
    @cached_property
    def raw_band(self) -> int:
        return DL_BAND[self.base] + self.sum

    @cached_property
    def band(self) -> int:
        return min(max(self.raw_band, 1), 5)

    @property
    def name(self) -> str:
        return DLS[self.band - 1][0]

    @property
    def value(self) -> int:
        return DLS[self.band - 1][1]


def dl_from_phrase(request: RollRequest) -> str | None:
    """A DL the phrase names, by name, number or both; refuses numbers that are not on the ladder."""
    name = request.difficulty
    value = request.difficulty_value
    if value is None and request.opponent is not None and request.opponent.rating is not None:
        value = request.opponent.rating
    if value is not None:
        by_value = {v: n for n, v in DLS}
        if value not in by_value:
            said = next((c.text for c in request.reading if c.kind == "difficulty"), "")  # "DC 15", as typed
            raise RulesError(
                (f"'{said}': " if said else "") + f"{value} is not a Difficulty Level. Ghostburn uses only Easy (8), "
                "Moderate (14), Hard (20), Severe (26) and Extreme (32)."
            )
        if name is not None and by_value[value] != name:
            raise RulesError(f"{name} is {DL_VALUE[name]}, not {value}; say one or the other.")
        return by_value[value]
    return name


def base_dl(request: RollRequest, trick: Trick | None, target: Character | NPC | None, party: Party) -> tuple[str, str]:
    """The DL before adjustments and why."""
    phrase = dl_from_phrase(request)
    if trick is None:
        if phrase is None:  # rules step 1: a trick of the skill, or an improvised one with the GM's DL: asked
            tricks = content().tricks_of(request.skill) if request.skill else []
            named = f" Or name one of the {request.skill} tricks: {', '.join(t.name for t in tricks)}." if tricks else ""
            said = request.text.strip().rstrip(".")
            improvised = any(cue.key == "improvised" for cue in request.cues)  # then only the DL is missing
            choices = [f"{said}, DL {n}" for n in DL_VALUE] if improvised or not tricks else \
                [f"{said}, use {t.name}" for t in tricks if t.type == "core"]
            raise RulesError(
                "An improvised roll needs a Difficulty Level from the GM: add one of Easy, Moderate, Hard, Severe or "
                f"Extreme (e.g. 'DL Hard').{'' if improvised else named}", asks=True,
                missing="difficulty" if improvised or not tricks else "trick", choices=choices if said else (),
                allowed=[*(() if improvised else (t.name for t in tricks)), *DL_VALUE],
            )
        return phrase, f"{phrase} ({DL_VALUE[phrase]}), set by the GM for this improvised trick"
    source = trick.dl
    if source in ("easy", "moderate", "hard", "severe", "extreme"):
        static = source.capitalize()
        if phrase is not None and phrase != static:
            return phrase, f"{phrase} ({DL_VALUE[phrase]}), set by the GM (the trick's own DL is {static} ({DL_VALUE[static]}))"
        return static, f"{trick.name} always uses {static} ({DL_VALUE[static]})"
    label = TRAIT_NAMES[source]
    who = target.name if target is not None else "the target"
    if phrase is not None:
        return phrase, f"{label} of {who} is {phrase} ({DL_VALUE[phrase]}), as the phrase says"
    if source == "stabilization" and isinstance(target, Character) and "Resilience" in sheet_of(target).abilities:
        resilience = sheet_of(target).abilities["Resilience"]
        name = STABILIZATION.get(resilience, "Easy")
        return name, f"{target.name}'s Resilience {resilience} gives a Stabilization DL of {name} ({DL_VALUE[name]})"
    if isinstance(target, NPC):
        value = getattr(npc_of(target), source, None) if source in ("wits", "fort", "security", "stability") else None
        if value is not None:
            return value, f"{label} of {target.name} is {value} ({DL_VALUE[value]})"
        raise RulesError(f"What is {target.name}'s {label}? {trick.name} rolls against it: add it to the phrase "
                         f"(e.g. '{label} Hard') or to the party file.", asks=True, missing="difficulty",
                         allowed=list(DL_VALUE))
    if source in ("wits", "fort") and isinstance(target, Character):
        raise RulesError(f"{target.name} is a player character and has no {label}; the GM must give a DL for "
                         f"{trick.name} against them (e.g. 'DL Moderate').")
    unknown = [w for w in request.unknown if party.find(w) is None]  # a word nobody knows: never one of the party
    said = f" ('{' '.join(unknown)}')" if target is None and 0 < len(unknown) <= _MOST_SAID else ""
    question = {"injury": "How hard is the injury? Give the DL"}.get(source, f"What is {who}'s {label}{said}? Give it")
    raise RulesError(f"{question} (e.g. '{label if source != 'injury' else 'DL'} Hard'): {trick.name} rolls against it.",
                     asks=True, missing="difficulty", allowed=list(DL_VALUE))


def other_trait(request: RollRequest, trick: Trick | None) -> None:
    """'sneaks past the guard, Security Hard': the DL is said as a trait the trick does not roll against (Sneak rolls
    against Wits): the player may mean another roll, or have named the wrong trait. Asked, never the level taken as the
    trick's own trait silently (after what else the plan refuses: a spend the actor can't make says more)."""
    phrase = dl_from_phrase(request)
    if trick is None or phrase is None or trick.dl not in TRAIT_NAMES or request.trait not in TRAIT_NAMES \
            or request.trait == trick.dl or trick.dl == "injury":
        return
    label = TRAIT_NAMES[trick.dl]
    said = TRAIT_NAMES[str(request.trait)]
    others = [t.name for t in content().tricks.values() if t.dl == request.trait]
    text = request.text.strip().rstrip(".")
    choices = [f"{text}, use {name}" for name in others[:3]]
    raise RulesError(
        f"{trick.name} rolls against the target's {label}, but the phrase gives {said} {phrase}. Which is it? Say the "
        f"{label} for {trick.name} (e.g. '{label} {phrase}')" + (f", or name a roll against {said} ("
        f"{', '.join(others)})." if others else "."), asks=True, missing="trick", choices=choices,
        allowed=[trick.name, *others])


def _applies(modifier: GlobalModifier, trick: Trick | None, skill: str | None, ability: str | None, npc_actor: bool) -> bool:
    return _rule_applies(modifier.applies_to, trick.name if trick else None, skill, ability, npc_actor)


def _rule_applies(rule: str, trick_name: str | None, skill: str | None, ability: str | None, npc_actor: bool) -> bool:
    trick = content().tricks[trick_name] if trick_name is not None else None
    tags = set(trick.tags) if trick else set()
    attack = "Attack" in tags
    close = bool(tags & {"Melee", "Unarmed"})
    checks = {
        "any": True,
        "social": "Social" in tags,
        "attack": attack,
        "visual": "Visual" in tags,
        "concentrate": "Concentrate" in tags,
        "vocal": "Vocal" in tags,
        "auditory": "Auditory" in tags,
        "fine_control": "Fine Control" in tags,
        "intelligence": ability == "Intelligence",
        "firearm_attack": attack and skill == "Firearms",
        "melee_attack": attack and close,
        "ranged_attack": attack and not close,
        "drive": skill == "Drive",
        "drive_handling": skill == "Drive" and trick is not None and "handling" in trick.requirements.lower(),
        "drive_not_stunt": skill == "Drive" and (trick is None or trick.name != "Driving Stunt"),
        "persuade": skill == "Persuade",
        "intimidate": skill == "Intimidate",
        "stealth_persuade": skill in ("Stealth", "Persuade"),
        "throw_or_far_firearm": skill == "Firearms" or (trick is not None and trick.name == "Throw"),
        "npc_own": npc_actor,
    }
    return checks.get(rule, False)


def adjust(
    dl: DL,
    request: RollRequest,
    trick: Trick | None,
    skill: str | None,
    ability: str | None,
    target: Character | NPC | None,
    actor: Character | NPC | None,
) -> DL:
    """Add every step that applies, each once, in the order the rulebook lists them."""
    cue_keys = [(cue.key, cue.who) for cue in request.cues]
    stated = _attitude_step(request, trick, target)
    if cue_keys or isinstance(target, NPC):  # else no modifier can apply
        steps = _Steps(dl, trick, skill, ability, isinstance(actor, NPC))
        for cue in request.cues:
            steps.from_cue(cue.key, cue.who, request.text)
            steps.further(cue)
        if isinstance(target, NPC):
            steps.from_target(target, attitude_cued=bool(_attitudes_said(request)))
        steps.settle()
    if stated is not None:  # the Attitude step's line says it is the step the post states
        for k, adj in enumerate(dl.adjustments):
            if adj.reason.split(" ")[0].lower() in _ATTITUDE_KEYS or "Hostile target" in adj.reason:
                dl.adjustments[k] = Adjustment(adj.steps, f"{adj.reason} (the step the post states, counted once)")
                break
    if stated is None:
        stated = _consequence_step(dl, request)
    _unsure_conditions(request, trick, skill, ability, isinstance(actor, NPC))
    _stated(dl, request, trick, target, actor, hurt_cued=any(k == "hurt" for k, _ in cue_keys), attitude_step=stated)
    _final(dl, request)
    if dl.raw_band < 1:
        dl.notes.append("The adjustments go below Easy: the GM may rule that no roll is needed.")
    elif dl.raw_band > 5:
        dl.notes.append("The adjustments go above Extreme: the GM may rule that it is impossible.")
    return dl


def _final(dl: DL, request: RollRequest) -> None:
    """A difficulty the post names as where a step change ends ("the fog drops it a step to Moderate"): the final
    DL, as said; the steps the rules find are taken as in it, never added on top (each shown as such)."""
    said = next((c for c in request.reading if c.kind == STEP_TO), None)
    if said is None or dl_from_phrase(request) != dl.base:
        return
    dl.base_reason = (f"{dl.base} ({DL_VALUE[dl.base]}), said as where the step ends ('{said.text} {dl.base}'): "
                      "the final DL, stepped no further")
    for adj in dl.adjustments:
        dl.notes.append(f"The step {adj.reason.split(':')[0]} ({adj.steps:+d}) is in the final DL said, "
                        "not added on top.")
    dl.adjustments.clear()


class _Steps:
    """The DL modifiers a roll collects, each once: from the phrase's cue words, the trick's own list, and the
    target's conditions and attitude; then replaced ones are dropped and the rest written into the DL."""

    def __init__(self, dl: DL, trick: Trick | None, skill: str | None, ability: str | None, npc_actor: bool) -> None:
        self.dl, self.trick, self.skill, self.ability, self.npc_actor = dl, trick, skill, ability, npc_actor
        self.chosen: dict[str, tuple[int, str, int]] = {}  # key -> (steps, reason, upgrade)
        self.own_globals: set[str] = set()  # global modifiers a trick's own one stands for

    def take(self, mod: GlobalModifier, source: str) -> None:
        if _applies(mod, self.trick, self.skill, self.ability, self.npc_actor):
            self.chosen.setdefault(mod.key, (mod.step, f"{mod.name} {source}: {mod.reason}", mod.upgrade))
        else:
            self.dl.ignored.append(f"{mod.name} does not change the DL of {self._roll()}")

    def _roll(self) -> str:
        return self.trick.name if self.trick else "this roll"

    def from_cue(self, key: str, who: str, text: str = "") -> None:
        """A cue word: the trick's own modifier first, else the global one that fits who it is about. A trick's
        modifier that needs a thing the post does not name ('at optimal range' on Dead Eye, with no pistol said) is
        asked about."""
        chosen, ignored = len(self.chosen), len(self.dl.ignored)
        self.dl.cued.append(key)
        self._from_cue(key, who, text)
        if len(self.chosen) == chosen and len(self.dl.ignored) > ignored and key not in self.dl.ignored_cues:
            self.dl.ignored_cues.append(key)  # (a cue the rules use elsewhere, 'hurt' or 'strong', is none)

    def _from_cue(self, key: str, who: str, text: str) -> None:
        trick = self.trick
        own = [m for m in (trick.dl_modifiers if trick else ()) if key in m.cues]
        for mod in own:
            if mod.needs and not any(re.search(rf"(?i)\b{re.escape(w)}\b", text) for w in mod.needs):
                raise RulesError(f"'{key}': {trick.name} is one step easier only when {mod.reason}. "  # type: ignore[union-attr]
                                 f"Which weapon is it? Say it, e.g. '{mod.needs[0]} at optimal range'.",
                                 missing="condition", allowed=[f"{mod.needs[0]} at optimal range"])
            self.chosen.setdefault(f"trick:{mod.key}", (mod.step, f"{trick.name}: {mod.reason}", 0))  # type: ignore[union-attr]
            if mod.global_:
                self.own_globals.add(mod.global_)
        if own:
            return
        matches = _by_cue().get(key, [])
        if who == "actor":
            matches = [m for m in matches if m.who == "actor"] or matches
        elif who == "target":  # "the wounded guard": never the actor's wounds
            matches = [m for m in matches if m.who in ("target", "scene")]
        else:
            matches = [m for m in matches if m.who in ("target", "scene")] or matches
        fitting = [m for m in matches if _applies(m, trick, self.skill, self.ability, self.npc_actor)]
        far = [m for m in fitting if m.applies_to == "throw_or_far_firearm" and (trick is None or trick.name != "Throw")]
        if far and re.search(r"(?i)\bfar\b|\bscope", text) is None:
            if re.search(r"(?i)\bnearby\b|\bclose range\b|\bpoint[- ]blank\b", text) is not None:
                self.dl.ignored.append(f"{far[0].name} does not change the DL of a shot that is not Far")
                return  # "Nearby": the wind moves no shot so close
            raise RulesError(f"'{key}': {far[0].name} makes a Firearms attack one step harder only at Far (or "
                             f"beyond, with a scope), and the post does not say how far the target is. Is it Far? Say "
                             f"'at Far' for the step, or 'Nearby' for none.", missing="condition",
                             allowed=["at Far", "Nearby"])
        if fitting:
            for m in fitting[:1] if len({x.who for x in fitting}) == 1 and len(fitting) > 1 else fitting:
                self.take(m, "(from the phrase)")
        elif matches:
            self.take(matches[0], "(from the phrase)")
        elif key not in ("strong", "basic", "automatic", "hurt", "combat", "improvised"):
            self.dl.ignored.append(f"'{key}' does not change the DL of {self._roll()}")

    def further(self, cue: Cue) -> None:
        """'at 250 kph': a speed beyond its condition's first band adds a step for each further band (High Speed:
        one more per further 100 kph), where the condition itself counts."""
        kph = _kph(cue.text)
        mod = next((m for m in _by_cue().get(cue.key, []) if m.kph_further and m.kph_at_least is not None), None)
        if kph is None or mod is None or not _applies(mod, self.trick, self.skill, self.ability, self.npc_actor):
            return
        more = int((kph - mod.kph_at_least) // mod.kph_further)  # type: ignore[operator]
        if more > 0:
            self.chosen.setdefault(f"further:{mod.key}", (more, f"{mod.name} (from the phrase): {cue.text} is "
                                   f"{more} more step{'s' if more > 1 else ''}, one per further {mod.kph_further} kph",
                                   0))

    def from_target(self, target: NPC, *, attitude_cued: bool) -> None:
        """The target's conditions from the party file, and its attitude on a [Social] trick."""
        named = _target_conditions()
        for condition in npc_of(target).conditions:
            mod = named.get(condition.lower())
            if mod is not None:
                self.take(mod, f"(on {target.name}, from the party file)")
        if not attitude_cued and self.trick is not None and "Social" in self.trick.tags:
            mod = _by_key()[(npc_of(target).attitude or "Neutral").lower()]
            if mod.step:
                self.take(mod, f"(attitude of {target.name})")

    def settle(self) -> None:
        """Drop what a trick's own modifier or a stronger condition replaces; write the rest into the DL."""
        for key in self.own_globals:
            self.chosen.pop(key, None)
        by_key = _by_key()
        for key in list(self.chosen):
            if key in by_key:
                for replaced in by_key[key].replaces:
                    self.chosen.pop(replaced, None)
        for steps, reason, upgrade in self.chosen.values():
            if steps:
                self.dl.adjustments.append(Adjustment(steps, reason))
            if upgrade:
                self.dl.upgrades.append(Adjustment(upgrade, reason.split(":")[0]))


_SCENE_CLAUSES = frozenset({"speech", "working", "citation"})  # the reading's clauses that are the scene
_DENYING = frozenset({"not", "never", "no", "hardly", "barely", "nowhere", "nt"})


def _unsure_conditions(request: RollRequest, trick: Trick | None, skill: str | None, ability: str | None,
                       npc_actor: bool) -> None:
    """A condition's own rules words said in a form no cue knows ('not in my optimal range', 'at the edge of her
    optimal range'), on a roll the condition changes: whether it holds is asked, never taken as not said. What a
    character says, the rules quoted and a citation are the scene: no condition is said there."""
    said = request.text.lower()
    for clause in request.reading:
        if not clause.used and clause.kind in _SCENE_CLAUSES:
            said = said[: clause.start] + " " * (clause.end - clause.start) + said[clause.end :]
    for cue in request.cues:
        said = said.replace(cue.text.lower(), " ")
    for mod in content().modifiers:
        if not mod.keywords or not any(word in said for word in mod.keywords):
            continue  # (most posts say none of them: no rule is looked up)
        if not _rule_applies(mod.applies_to, trick.name if trick else None, skill, ability, npc_actor):
            continue
        if any(cue.key in mod.cues or (trick is not None and any(cue.key in m.cues and m.global_ == mod.key
                                                                 for m in trick.dl_modifiers))
               for cue in request.cues):
            continue
        for word in mod.keywords:
            if word not in said:  # (most posts say none of them)
                continue
            for found in re.finditer(rf"\b{re.escape(word)}\b", said):
                words = re.findall(r"[\w'’]+", said[: found.start()])
                if words and words[-1].endswith(("'s", "’s", "s'", "s’")):
                    words = words[:-1]  # "inside his pistol's optimal range": whose range, said of the weapon
                before = " ".join(words[-2:])
                denied = any(w in _DENYING or w.endswith(("n't", "n’t")) for w in words[-4:])  # "not in range"
                if not denied and any(before == p or before.endswith(" " + p) for p in mod.plain):
                    continue
                raise RulesError(f"'{word}': is the target off the weapon's {word.replace('effective', 'optimal')}? "
                                 f"That is {mod.name}, one step harder. Say it in so many words: 'off optimal "
                                 "range' or 'within optimal range'.", missing="condition",
                                 allowed=["off optimal range", "within optimal range"])


def _stated(dl: DL, request: RollRequest, trick: Trick | None, target: Character | NPC | None,
            actor: Character | NPC | None, *, hurt_cued: bool, attitude_step: DLStep | None = None) -> None:
    """Steps the phrase states outright, a group's size, Recoil, and the own rolls of an NPC the party file marks Hurt.
    A stated step the post explains by the target's attitude is the Attitude step, counted once (not again here)."""
    if request.upgrades:
        word = "Upgrade" if request.upgrades > 0 else "Downgrade"
        dl.upgrades.append(Adjustment(request.upgrades, f"{word} named in the phrase"))
    for step in request.dl_steps:
        if step is attitude_step:
            continue
        dl.adjustments.append(Adjustment(step.steps, f"stated in the phrase{': ' + step.reason if step.reason else ''}"))
    members = request.group_size or (npc_of(target).members if isinstance(target, NPC) else None)
    if members and members >= 10:
        dl.adjustments.append(Adjustment(members // 10, f"a group of {members}: one step per full 10 members"))
    if request.attack_number and request.attack_number > 1 and trick is not None and "Attack" in trick.tags:
        n = request.attack_number
        dl.adjustments.append(Adjustment(n - 1, f"Recoil: attack number {n} with that weapon this turn"))
    if isinstance(actor, NPC) and npc_of(actor).status == "hurt" and not hurt_cued:  # a cued Hurt is the cue's own step
        dl.adjustments.append(Adjustment(1, f"{actor.name} is Hurt: their own rolls are one step harder"))


_ATTITUDE_KEYS = frozenset(a.lower() for a in ATTITUDES)


def _attitudes_said(request: RollRequest) -> dict[Cue, str]:
    """Each cue that names an attitude ("friendly", "likes you", "has it in for"), with the attitude's key."""
    out = {}
    for cue in request.cues:
        key = next((m.key for m in _by_cue().get(cue.key, []) if m.key in _ATTITUDE_KEYS), None)
        if key is not None:
            out[cue] = key
    return out


def _attitude_step(request: RollRequest, trick: Trick | None, target: Character | NPC | None) -> DLStep | None:
    """The stated step the post explains by the target's attitude ("he likes you, so down a step"): on a [Social]
    trick that step is the Attitude step, counted once (rules decision 11). The party file's attitude when it gives
    the same one, the post's when it gives none; an attitude against the party file's, or a step of another size
    than the rule's, is asked. (An attitude said with no step is the post's, as play may have changed it.)"""
    said = _attitudes_said(request)
    if not said or trick is None or "Social" not in trick.tags:
        return None
    keys = set(said.values())
    step = _by_key()[next(iter(keys))].step
    same_way = [s for s in request.dl_steps if step and (s.steps > 0) == (step > 0)]
    if not same_way and len(keys) == 1:
        return None
    sheet = npc_of(target).attitude if isinstance(target, NPC) else None
    if len(keys) > 1 or (sheet is not None and sheet.lower() not in keys):
        told = ", ".join(f"'{cue.text}' ({key.title()})" for cue, key in said.items())
        given = f"the party file has {target.name} {sheet}" if sheet is not None else "the post says both"  # type: ignore[union-attr]
        raise RulesError(f"{told}: {given}. Which attitude is it? The Attitude rule counts it once on "
                         f"{trick.name}: Friendly one step easier, Hostile one step harder.", missing="condition",
                         allowed=list(ATTITUDES))
    if len(same_way) > 1 or same_way[0].steps != step:
        said_steps = " and ".join(f"{s.steps:+d}" for s in same_way)
        raise RulesError(f"'{next(iter(said)).text}': the Attitude rule makes that {step:+d} step on {trick.name}, "
                         f"counted once, but the post says {said_steps}. Is the attitude the step said, or is there "
                         "more?", missing="condition", allowed=[f"{step:+d} step"])
    return same_way[0]


def _consequence_step(dl: DL, request: RollRequest) -> DLStep | None:
    """The stated step said as what follows from a condition the post names just before it ("he's past my
    pistol's optimal range, so it goes up a step"): where that condition already moved the DL by that step, it is
    the same step, counted once (as rulebook §6.5 counts a restated modifier once)."""
    said = [s for s in request.dl_steps if s.consequence]
    if len(said) != 1 or not request.cues:
        return None
    same = [k for k, adj in enumerate(dl.adjustments) if adj.steps == said[0].steps]
    if len(same) > 1:  # ("it's Raining, so one step up", the target Hostile too): the condition the post names
        same = [k for k in same if "(from the phrase)" in dl.adjustments[k].reason]
    if len(same) != 1:
        return None
    adj = dl.adjustments[same[0]]
    dl.adjustments[same[0]] = Adjustment(adj.steps, f"{adj.reason} (the step the post states, counted once)")
    return said[0]


def _kph(said: str) -> float | None:
    """The speed a cue's words give in kph ('150 kph', '90 mph'), or None when they give no number."""
    found = re.match(r"\s*(\d+)\s*(\S+)", said)
    if found is None:
        return None
    return int(found.group(1)) * (KPH_PER_MILE if found.group(2).lower().startswith("m") else 1)


@cache
def _by_cue() -> dict[str, list[GlobalModifier]]:
    """Cue word -> the global modifiers it names, in the rulebook's order (built once, as content() is)."""
    out: dict[str, list[GlobalModifier]] = {}
    for mod in content().modifiers:
        for cue in mod.cues:
            out.setdefault(cue, []).append(mod)
    return out


@cache
def _by_key() -> dict[str, GlobalModifier]:
    """Key -> global modifier (the first of a key, as the rulebook lists them; built once, as content() is)."""
    out: dict[str, GlobalModifier] = {}
    for mod in content().modifiers:
        out.setdefault(mod.key, mod)
    return out


@cache
def _target_conditions() -> dict[str, GlobalModifier]:
    """Condition name (as a party file writes it) -> the modifier it puts on tricks used on that NPC."""
    return {m.name.lower(): m for m in content().modifiers if m.who == "target"}
