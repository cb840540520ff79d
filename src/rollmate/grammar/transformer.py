"""Tree -> Parts: one method per grammar rule; each Part says what one slot holds and where it stands in the phrase."""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from lark import Token, Transformer


# What one item contributes, tagged with its kind and its [start, end) span: a plain dict keeps this simple (and is
# the quickest thing to make, once per item of every phrase).
Part = dict[str, Any]


def _part(kind: str, t: list[Token], **values: Any) -> Part:
    if len(t) == 1:
        return Part(kind=kind, start=t[0].start_pos, end=t[0].end_pos, **values)
    # packed tokens may stand out of the phrase's order ("5 and 5 on the dice": the dice word comes first)
    return Part(kind=kind, start=min(map(_START, t)), end=max(map(_END, t)), **values)


_START, _END = attrgetter("start_pos"), attrgetter("end_pos")


def _first(t: list[Token], *types: str) -> Token | None:
    for x in t:
        if x.type in types:
            return x
    return None


class PhraseTransformer(Transformer):
    """Each rule becomes a Part; start() cuts them into clauses for the binder."""

    def start(self, items: list[Part | Token]) -> list[list[Part]]:
        """The clauses, cut at the separators (empty ones left out); an action word comes as its token and becomes
        a 'word' part here."""
        clauses: list[list[Part]] = [[]]
        for x in items:
            if type(x) is not Token:
                clauses[-1].append(x)
            elif x.type == "SEP":
                if clauses[-1]:
                    clauses.append([])
            else:
                clauses[-1].append({"kind": "word", "start": x.start_pos, "end": x.end_pos, "type": x.type,
                                    "value": x.value, "token": x})
        return [clause for clause in clauses if clause]

    def speaker(self, t: list[Token]) -> Part:
        name = _first(t, "NAME")
        if name is None:  # "as Zed" / "Zed:" with nobody called Zed
            return _part("stranger", t, token=_first(t, "STRANGER"))
        return _part("speaker", t, name=name.value)

    def roll(self, t: list[Token]) -> Part:
        number = _first(t, "NUMBER")
        if number is not None:  # "roll 3": an NPC of that rating (with roll strings)
            return _part("npc", t, rating=number.value)
        return _part("roll", t)

    def given_dice(self, t: list[Token]) -> Part:
        faces = _first(t, "FACES", "IDIOM")
        return _part("dice", t, faces=tuple(faces.value) if faces is not None else ())

    def war(self, t: list[Token]) -> Part:
        die = _first(t, "WARDIE")
        faces = _first(t, "FACES")
        return _part("war", t, count=die.value if die is not None else None,
                     faces=tuple(faces.value) if faces is not None else (), gift=_first(t, "GIVES") is not None)

    def luck(self, t: list[Token]) -> Part:
        return _part("luck", t)

    def avoid(self, t: list[Token]) -> Part:
        return _part("avoid", t)

    def difficulty(self, t: list[Token]) -> Part:
        part = _part("difficulty", t)
        for x in t:
            if x.type in ("TRAIT", "BARETRAIT"):
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
        return _part("steps", t, steps=t[0].value)

    def versus(self, t: list[Token]) -> Part:
        rest = t[1:]
        x = rest[0]
        side: dict[str, Any] = {}
        if x.type in ("DLNAME", "DL"):  # "vs Hard", "against DL 20": a Difficulty Level, not an opponent
            return self.difficulty(rest) | {"start": t[0].start_pos}
        if x.type == "NUMBER" and len(rest) == 1:
            return _part("versus", t, rating=x.value, bare=True)
        if x.type in ("NAME", "POSS"):
            side["name"] = x.value
        elif x.type == "STRANGER":
            side["stranger"] = x.value
        elif x.type == "SKILL":
            side["skill"] = x.value
        elif x.type == "ABILITY":
            side["attribute"] = x.value
        elif x.type == "DICECOUNT":
            side["dice_count"] = x.value
        for k, y in enumerate(rest[1:], 1):
            previous = rest[k - 1].type
            if y.type == "SKILL":
                side["skill"] = y.value
            elif y.type == "ABILITY":
                side["attribute"] = y.value
            elif y.type == "NUMBER" and previous in ("RATED", "SLASH"):
                side["rating"] = y.value
            elif y.type == "NUMBER":  # "with Melee 2": the skill's rating
                side["rating"] = y.value
            elif y.type == "DICECOUNT":
                side["dice_count"] = y.value
        return _part("versus", t, **side)

    def helper(self, t: list[Token]) -> Part:
        name = _first(t, "NAME")
        result = _first(t, "RESULT")
        stranger = _first(t, "STRANGER")
        return _part("helper", t, name=name.value if name is not None else None,
                     stranger=stranger.value if stranger is not None else None,
                     level=result.value if result is not None else None)

    def assist(self, t: list[Token]) -> Part:
        name = _first(t, "NAME")
        result = _first(t, "RESULT")
        return _part("assist", t, name=name.value if name is not None else None,
                     level=result.value if result is not None else None, pronoun=name is None)

    def using(self, t: list[Token]) -> Part:
        return _part("ability", t, name=t[-1].value, explicit=False)

    def linked(self, t: list[Token]) -> Part:
        x = t[-1]
        if x.type == "SKILL":  # "Reflexes+Firearms": the attribute came first
            return _part("linked_skill", t, name=x.value, token=x)
        if x.type == "STRANGER":
            return _part("linked_unknown", t, name=x.value, token=x)
        return _part("ability", t, name=x.value, explicit=True, token=x)

    def modifier(self, t: list[Token]) -> Part:
        if t[0].type == "BONUS":
            return _part("bonus", t, value=int(t[-1].value))
        return _part("modifier", t, value=int(t[0].value))

    def advantage(self, t: list[Token]) -> Part:
        return _part("advantage", t, value=t[-1].type.lower())

    def dice_count(self, t: list[Token]) -> Part:
        return _part("dice_count", t, count=t[0].value)

    def upgrade(self, t: list[Token]) -> Part:
        return _part("upgrade", t, value=1 if t[0].type == "UPGRADE" else -1)

    def group(self, t: list[Token]) -> Part:
        return _part("group", t, size=t[-1].value)

    def attack(self, t: list[Token]) -> Part:
        return _part("attack", t, number=t[0].value)

    def self_state(self, t: list[Token]) -> Part:
        return _part("self", t, cues=tuple(x.value for x in t if x.type == "CUE"))

    def purpose(self, t: list[Token]) -> Part:
        return _part("purpose", t, text=t[0].value)

    def slash(self, t: list[Token]) -> Part:
        """A MUSH roll command's 'NAME/ability' or 'npc/N' (the roller or, after 'vs', the other side)."""
        who, what = t[0], t[-1]
        part = _part("slash", t, known=who.type == "NAME", name=who.value)
        if what.type == "NUMBER":
            part["rating"] = what.value
        elif what.type == "ABILITY":
            part["attribute"] = what.value
        elif what.type == "SKILL":
            part["skill"] = what.value
        else:
            part["open_skill"] = what.value
        return part
