"""Tree -> RollRequest: one method per grammar rule, then one pass that gives each clause's words their roles."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from rollmate.grammar import roll_strings
from rollmate.rules.request import Cue, DLStep, Modifier, Side


class Part(dict):
    """What one item contributes, tagged with its kind (a plain dict keeps the transformer simple)."""


def _part(kind: str, **values: Any) -> Part:
    return Part(kind=kind, **values)


class PhraseTransformer(Transformer):
    """Each rule becomes a Part; clause() keeps them in order for RequestBuilder."""

    def start(self, clauses: list[list[Part]]) -> list[list[Part]]:
        return clauses

    def clause(self, items: list[Part]) -> list[Part]:
        return items

    def speaker(self, t: list[Token]) -> Part:
        name = next((x for x in t if x.type == "NAME"), None)
        if name is None:  # "as Zed" with nobody called Zed
            return _part("stranger", token=t[-1])
        return _part("speaker", name=name.value)

    def given_dice(self, t: list[Token]) -> Part:
        name = next((x.value for x in t if x.type == "NAME"), None)
        return _part("dice", name=name, faces=tuple(x.value for x in t if x.type == "NUMBER"), token=t[0])

    def war(self, t: list[Token]) -> Part:
        name = next((x.value for x in t if x.type == "NAME"), None)
        k = next(i for i, x in enumerate(t) if x.type == "WARDIE")
        count = next((x.value for x in t[:k] if x.type == "NUMBER"), None)
        faces = tuple(x.value for x in t[k + 1 :])
        return _part("war", name=name, count=count, faces=faces, token=t[k])

    def luck(self, t: list[Token]) -> Part:
        return _part("luck")

    def avoid(self, t: list[Token]) -> Part:
        return _part("avoid")

    def difficulty(self, t: list[Token]) -> Part:
        part = _part("difficulty", token=t[0])
        for x in t:
            if x.type == "TRAIT":
                part["trait"] = x.value
            elif x.type == "DLNAME":
                part["name"] = x.value
            elif x.type == "NUMBER":
                part["value"] = x.value
            elif x.type == "SECURITY":
                part["name"] = x.value
                part["trait"] = "security"
        return part

    def steps(self, t: list[Token]) -> Part:
        sign = -1 if any(x.type == "LOWER" for x in t) else 1
        count = next((x.value for x in t if x.type == "NUMBER"), 1)
        return _part("steps", steps=sign * count)

    def versus(self, t: list[Token]) -> Part:
        x = t[1]
        return _part("versus", what=x.type, value=x.value)

    def helpers(self, t: list[Token]) -> Part:
        return _part("helpers", names=tuple(x.value for x in t if x.type == "NAME"))

    def using(self, t: list[Token]) -> Part:
        return _part("ability", name=t[-1].value, explicit=False)

    def linked(self, t: list[Token]) -> Part:
        return _part("ability", name=t[-1].value, explicit=True, token=t[-1])

    def modifier(self, t: list[Token]) -> Part:
        if t[0].type == "BONUS":
            return _part("bonus", value=int(t[-1].value))
        return _part("modifier", value=int(t[0].value))

    def advantage(self, t: list[Token]) -> Part:
        return _part("advantage", value=t[-1].type.lower())

    def npc_roll(self, t: list[Token]) -> Part:
        return _part("npc", rating=t[1].value)

    def dice_count(self, t: list[Token]) -> Part:
        return _part("dice_count", count=t[0].value)

    def upgrade(self, t: list[Token]) -> Part:
        return _part("upgrade", value=1 if t[0].type == "UPGRADE" else -1)

    def group(self, t: list[Token]) -> Part:
        return _part("group", size=t[-1].value)

    def attack(self, t: list[Token]) -> Part:
        return _part("attack", number=t[0].value)

    def self_state(self, t: list[Token]) -> Part:
        return _part("self", cues=tuple(x.value for x in t if x.type == "CUE"))

    def purpose(self, t: list[Token]) -> Part:
        return _part("purpose", text=t[0].value)

    def assist(self, t: list[Token]) -> Part:
        level = next((x.value for x in t if x.type == "LEVEL"), None)
        return _part("assist", name=t[0].value, level=level)

    def word(self, t: list[Token]) -> Part:
        x = t[0]
        return _part("word", type=x.type, value=x.value, token=x)


class RequestBuilder:
    """Gives each clause's parts their roles and collects the fields of a RollRequest."""

    def __init__(self, text: str, *, roll_strings: bool = False) -> None:
        self.f: dict[str, Any] = {"text": text}
        self.roll_strings = roll_strings  # FS3: check "Skill+Attr-N" and read unknown skill names (roll_strings.py)
        self.abilities: list[str] = []
        self.verbs: list[str] = []
        self.cues: list[Cue] = []
        self.steps: list[DLStep] = []
        self.mods: list[Modifier] = []
        self.helpers: list[Side] = []
        self.faces_by: dict[str, tuple[int, ...]] = {}
        self.action: list[str] = []
        self.spans: dict[int, list[tuple[int, int]]] = {}  # clause number -> where its action words stand
        self.clause_no = 0
        self.unknown: list[str] = []
        self.opponent: dict[str, Any] = {}
        self.upgrades = 0
        self.strangers: list[Token] = []  # "as NAME" where nobody has that name

    def build(self, clauses: list[list[Part]]) -> dict[str, Any]:
        for clause in clauses:
            self.clause(clause)
        f = self.f
        f["abilities"] = tuple(self.abilities)
        f["verbs"] = tuple(self.verbs)
        f["cues"] = tuple(self.cues)
        f["dl_steps"] = tuple(self.steps)
        f["modifiers"] = tuple(self.mods)
        f["helpers"] = tuple(self.helpers)
        f["upgrades"] = self.upgrades
        # The action as typed, fillers included ("haggle with the merchant"), one stretch per clause.
        text = f["text"]
        f["action"] = ", ".join(text[min(s for s, _ in v) : max(e for _, e in v)] for v in self.spans.values()) or " ".join(self.action)
        f["unknown"] = tuple(self.unknown)
        if self.opponent:
            f["opponent"] = Side(**self.opponent)
        for name, faces in self.faces_by.items():
            if f.get("actor") and name.lower() == f["actor"].lower():
                f["dice"] = faces
        f["faces_by"] = {n: v for n, v in self.faces_by.items() if not (f.get("actor") and n.lower() == f["actor"].lower())}
        return f

    def clause(self, parts: list[Part]) -> None:
        f = self.f
        self.clause_no += 1
        spender: str | None = None
        started = False  # a verb, skill or trick has been seen in this clause
        steps_here = None
        if self.roll_strings:
            parts = roll_strings.prepare(parts, f["text"])
        previous: Part | None = None
        for index, part in enumerate(parts):
            kind = part["kind"]
            after_npc_rating = previous is not None and previous["kind"] == "versus" and previous["what"] == "NUMBER"
            previous = part
            if part.get("swapped"):
                f["attribute_explicit"] = True  # "Reflexes+Firearms": the attribute came first
            if kind == "speaker":
                f["actor"] = part["name"]
            elif kind == "stranger":
                if index == 0:  # "as Zed, ..." names an actor; "dressed as a janitor" does not
                    self.strangers.append(part["token"])
                else:
                    token = part["token"]
                    self.unknown.append(f["text"][token.start_pos : token.end_pos])
            elif kind == "dice":
                if part["name"] and part["name"] != f.get("actor"):
                    self.faces_by[part["name"]] = part["faces"]
                else:
                    f["dice"] = part["faces"]
            elif kind == "war":
                count = part["count"] if part["count"] is not None else max(1, len(part["faces"]))
                declared = f.get("war_dice", 0) - len(f.get("war_faces") or ())
                if part["count"] is None and part["name"] is None and part["faces"] and declared >= len(part["faces"]):
                    count = 0  # "Vex adds her war die to Ripper's roll, war die 5": the faces of dice already declared
                f["war_dice"] = f.get("war_dice", 0) + count
                if part["faces"]:
                    f["war_faces"] = (*(f.get("war_faces") or ()), *part["faces"])
                if part["name"]:
                    spender = part["name"]
                    f["war_spender"] = spender
            elif kind == "luck":
                f["luck"] = True
            elif kind == "avoid":
                f["luck"] = True
                f["avoid_glitch"] = True
            elif kind == "difficulty":
                for key, field in (("trait", "trait"), ("name", "difficulty"), ("value", "difficulty_value")):
                    if key in part:
                        f[field] = part[key]
            elif kind == "steps":
                steps_here = DLStep(steps=part["steps"])
                self.steps.append(steps_here)
            elif kind == "versus":
                what, value = part["what"], part["value"]
                if what == "NAME":
                    self.opponent["name"] = value
                elif what == "SKILL":
                    self.opponent["skill"] = value
                elif what == "ABILITY":
                    self.opponent["attribute"] = value
                else:
                    self.opponent["rating"] = value
            elif kind == "helpers":
                self.helpers.extend(Side(name=n) for n in part["names"])
            elif kind == "assist":  # "Zoe assists with a Good Success"
                self.helpers[:] = [h for h in self.helpers if h.name != part["name"]]
                self.helpers.append(Side(name=part["name"], level=part["level"]))
            elif kind == "open_skill":  # a skill of the game's own, typed after "roll" ("roll Basket Weaving")
                f.setdefault("skill", part["name"])
                self.action.append(part["source"])
                started = True
            elif kind == "ability":
                self.abilities.append(part["name"])
                if part["explicit"]:
                    f["attribute_explicit"] = True
            elif kind == "modifier" and after_npc_rating and self.roll_strings:  # "vs 3+1": the NPC's own roll
                self.opponent["modifier"] = self.opponent.get("modifier", 0) + part["value"]
            elif kind == "modifier":
                self.mods.append(Modifier(amount=part["value"]))
            elif kind == "bonus":
                f["bonus_total"] = part["value"]
            elif kind == "advantage":
                f["advantage"] = part["value"]
            elif kind == "npc" and self.roll_strings and index + 1 < len(parts) and parts[index + 1].get("type") == "DICE":
                f["dice_count"] = part["rating"]  # "roll 5 dice": a count of dice, not an NPC rating
            elif kind == "npc":
                f["npc_rating"] = part["rating"]
            elif kind == "dice_count":
                f["dice_count"] = part["count"]
            elif kind == "upgrade":
                self.upgrades += part["value"]
            elif kind == "group":
                f["group_size"] = part["size"]
            elif kind == "attack":
                f["attack_number"] = part["number"]
            elif kind == "self":
                self.cues.extend(Cue(key=c, who="actor") for c in part["cues"])
            elif kind == "purpose":
                f["purpose"] = part["text"]
            elif kind == "word":
                started = self.word(part, index, started, spender, steps_here) or started

    def word(self, part: Part, index: int, started: bool, spender: str | None, steps_here: DLStep | None) -> bool:
        f = self.f
        type_, value = part["type"], part["value"]
        token: Token = part["token"]
        source = self.f["text"][token.start_pos : token.end_pos]
        if type_ in ("NAME", "SKILL", "TRICK", "VERB", "WORD") and steps_here is None:
            self.spans.setdefault(self.clause_no, []).append((token.start_pos, token.end_pos))
        if steps_here is not None and type_ in ("WORD", "VERB", "CUE", "NAME"):
            # "raise it two steps for the wind": the rest of the clause is the reason
            self.steps[-1] = DLStep(steps=steps_here.steps, reason=(self.steps[-1].reason + " " + source).strip())
            return False
        if type_ == "NAME":
            if spender is not None:
                f["actor"] = value  # "Ripper adds her war die to Jonesy's roll"
            elif index == 0 and not started and not f.get("actor"):
                f["actor"] = value
            elif f.get("target") is None and value != f.get("actor"):
                f["target"] = value
            self.action.append(source)
            return False
        if type_ == "SKILL":
            if f.get("skill") is None:
                f["skill"] = value
            self.action.append(source)
            return True
        if type_ == "TRICK":
            if f.get("trick") is None:
                f["trick"] = value
            self.action.append(source)
            return True
        if type_ == "VERB":
            self.verbs.append(value)
            self.action.append(source)
            return True
        if type_ == "ABILITY":
            self.abilities.append(value)
            return False
        if type_ == "CUE":
            self.cues.append(Cue(key=value, who="any", text=source))
            return False
        if type_ == "TRAIT":
            f.setdefault("trait", value)
            return False
        if type_ == "WORD":
            self.unknown.append(source)
            self.action.append(source)
        return False
