"""Ghostburn Difficulty Level: the base DL from the trick, target or phrase, then every whole-step adjustment."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, cached_property

from rollmate.errors import RulesError
from rollmate.rules.request import RollRequest
from rollmate.rules.sheets import NPC, Character, Party
from rollmate.rules.systems.ghostburn_data import DL_BAND, DL_VALUE, DLS, GlobalModifier, Trick, content

TRAIT_NAMES = {"wits": "Wits", "fort": "Fort", "security": "Security", "stability": "Stability",
               "stabilization": "Stabilization DL", "injury": "injury"}
STABILIZATION = {1: "Extreme", 2: "Severe", 3: "Hard", 4: "Moderate"}  # 5 or more: Easy


@dataclass
class Adjustment:
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

    # Read only once adjust() has added every step.
    @cached_property
    def sum(self) -> int:
        return sum(a.steps for a in self.adjustments)

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
            raise RulesError(
                f"{value} is not a Difficulty Level. Ghostburn uses only Easy (8), Moderate (14), Hard (20), "
                "Severe (26) and Extreme (32)."
            )
        if name is not None and by_value[value] != name:
            raise RulesError(f"{name} is {DL_VALUE[name]}, not {value}; say one or the other.")
        return by_value[value]
    return name


def base_dl(request: RollRequest, trick: Trick | None, target: Character | NPC | None, party: Party) -> tuple[str, str]:
    """The DL before adjustments and why."""
    phrase = dl_from_phrase(request)
    if trick is None:
        if phrase is None:
            tricks = ", ".join(t.name for t in content().tricks_of(request.skill)) if request.skill else ""
            named = f" Or name one of the {request.skill} tricks: {tricks}." if tricks else ""
            raise RulesError(
                "An improvised roll needs a Difficulty Level from the GM: add one of Easy, Moderate, Hard, Severe or "
                f"Extreme (e.g. 'DL Hard').{named}"
            )
        return phrase, "set by the GM for this roll"
    source = trick.dl
    if source in ("easy", "moderate", "hard", "severe", "extreme"):
        static = source.capitalize()
        if phrase is not None and phrase != static:
            return phrase, f"set by the GM (the trick's own DL is {static} ({DL_VALUE[static]}))"
        return static, f"{trick.name} always uses {static} ({DL_VALUE[static]})"
    label = TRAIT_NAMES[source]
    who = target.name if target is not None else "the target"
    if phrase is not None:
        return phrase, f"{label} of {who} is {phrase} ({DL_VALUE[phrase]}), as the phrase says"
    if source == "stabilization" and isinstance(target, Character) and "Resilience" in target.abilities:
        resilience = target.abilities["Resilience"]
        name = STABILIZATION.get(resilience, "Easy")
        return name, f"{target.name}'s Resilience {resilience} gives a Stabilization DL of {name} ({DL_VALUE[name]})"
    if isinstance(target, NPC):
        value = getattr(target, source, None) if source in ("wits", "fort", "security", "stability") else None
        if value is not None:
            return value, f"{label} of {target.name} is {value} ({DL_VALUE[value]})"
        raise RulesError(f"What is {target.name}'s {label}? {trick.name} rolls against it: add it to the phrase "
                         f"(e.g. '{label} Hard') or to the party file.", asks=True)
    if source in ("wits", "fort") and isinstance(target, Character):
        raise RulesError(f"{target.name} is a player character and has no {label}; the GM must give a DL for "
                         f"{trick.name} against them (e.g. 'DL Moderate').")
    question = {"injury": "How hard is the injury? Give the DL"}.get(source, f"What is {who}'s {label}? Give it")
    raise RulesError(f"{question} (e.g. '{label if source != 'injury' else 'DL'} Hard'): {trick.name} rolls against it.",
                     asks=True)


def _applies(modifier: GlobalModifier, trick: Trick | None, skill: str | None, ability: str | None, npc_actor: bool) -> bool:
    tags = set(trick.tags) if trick else set()
    attack = "Attack" in tags
    close = bool(tags & {"Melee", "Unarmed"})
    rule = modifier.applies_to
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
    c = content()
    npc_actor = isinstance(actor, NPC)
    chosen: dict[str, tuple[int, str, int]] = {}  # key -> (steps, reason, upgrade)
    own_globals: set[str] = set()

    def take(mod: GlobalModifier, source: str) -> None:
        if _applies(mod, trick, skill, ability, npc_actor):
            chosen.setdefault(mod.key, (mod.step, f"{mod.name} {source}: {mod.reason}", mod.upgrade))
        else:
            dl.ignored.append(f"{mod.name} does not change the DL of {trick.name if trick else 'this roll'}")

    cue_keys = [(cue.key, cue.who) for cue in request.cues]
    for key, who in cue_keys:
        handled = False
        for own in trick.dl_modifiers if trick else ():
            if key in own.cues:
                chosen.setdefault(f"trick:{own.key}", (own.step, f"{trick.name}: {own.reason}", 0))  # type: ignore[union-attr]
                if own.global_:
                    own_globals.add(own.global_)
                handled = True
        if handled:
            continue
        matches = [m for m in c.modifiers if key in m.cues]
        if who == "actor":
            matches = [m for m in matches if m.who == "actor"] or matches
        else:
            targeted = [m for m in matches if m.who in ("target", "scene")]
            matches = targeted or matches
        fitting = [m for m in matches if _applies(m, trick, skill, ability, npc_actor)]
        if fitting:
            for m in fitting[:1] if len({x.who for x in fitting}) == 1 and len(fitting) > 1 else fitting:
                take(m, "(from the phrase)")
        elif matches:
            take(matches[0], "(from the phrase)")
        elif key not in ("strong", "basic", "automatic", "hurt", "combat"):
            dl.ignored.append(f"'{key}' does not change the DL of {trick.name if trick else 'this roll'}")
    if isinstance(target, NPC):
        named = _target_conditions()
        for condition in target.conditions:
            mod = named.get(condition.lower())
            if mod is not None:
                take(mod, f"(on {target.name}, from the party file)")
        attitude_cued = any(k in ("friendly", "neutral", "hostile") for k, _ in cue_keys)
        if not attitude_cued and trick is not None and "Social" in trick.tags:
            mod = next(m for m in c.modifiers if m.key == target.attitude.lower())
            if mod.step:
                take(mod, f"(attitude of {target.name})")
    for key in own_globals:
        chosen.pop(key, None)
    for key in list(chosen):
        for mod in c.modifiers:
            if mod.key == key:
                for replaced in mod.replaces:
                    chosen.pop(replaced, None)
    for steps, reason, upgrade in chosen.values():
        if steps:
            dl.adjustments.append(Adjustment(steps, reason))
        if upgrade:
            dl.upgrades.append(Adjustment(upgrade, reason.split(":")[0]))
    if request.upgrades:
        word = "Upgrade" if request.upgrades > 0 else "Downgrade"
        dl.upgrades.append(Adjustment(request.upgrades, f"{word} named in the phrase"))
    for step in request.dl_steps:
        dl.adjustments.append(Adjustment(step.steps, f"stated in the phrase{': ' + step.reason if step.reason else ''}"))
    members = request.group_size or (target.members if isinstance(target, NPC) else None)
    if members and members >= 10:
        dl.adjustments.append(Adjustment(members // 10, f"a group of {members}: one step per full 10 members"))
    if request.attack_number and request.attack_number > 1 and trick is not None and "Attack" in trick.tags:
        n = request.attack_number
        dl.adjustments.append(Adjustment(n - 1, f"Recoil: attack number {n} with that weapon this turn"))
    hurt = isinstance(actor, NPC) and (actor.status == "hurt" or any(k == "hurt" for k, _ in cue_keys))
    if hurt:
        dl.adjustments.append(Adjustment(1, f"{actor.name} is Hurt: their own rolls are one step harder"))  # type: ignore[union-attr]
    if dl.raw_band < 1:
        dl.notes.append("The adjustments go below Easy: the GM may rule that no roll is needed.")
    elif dl.raw_band > 5:
        dl.notes.append("The adjustments go above Extreme: the GM may rule that it is impossible.")
    return dl


@cache
def _target_conditions() -> dict[str, GlobalModifier]:
    """Condition name (as a party file writes it) -> the modifier it puts on tricks used on that NPC."""
    return {m.name.lower(): m for m in content().modifiers if m.who == "target"}
