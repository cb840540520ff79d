"""Tree -> records: one method per grammar rule, each returning the typed record (records.py) of one clause part."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from rollmate.grammar import records as r
from rollmate.grammar.later import Later
from rollmate.grammar.packing import NOTATION, Amount
from rollmate.rules.spoken import lexicon

_NOTATION = Later(NOTATION)


def _span(t: list[Token]) -> dict[str, int]:
    # packed tokens may stand out of the phrase's order ("5 and 5 on the dice": the dice word comes first)
    return {"start": min(x.start_pos for x in t), "end": max(x.end_pos for x in t)}


def _first(t: list[Token], *types: str) -> Token | None:
    for x in t:
        if x.type in types:
            return x
    return None


def _value(t: list[Token], *types: str) -> Any:
    found = _first(t, *types)
    return found.value if found is not None else None


# The opponent's words after "vs": token type -> the Versus field it fills.
_SIDE = {"NAME": "name", "POSS": "name", "STRANGER": "stranger", "SKILL": "skill", "ABILITY": "attribute",
         "DICECOUNT": "dice_count", "NUMBER": "rating"}


class PhraseTransformer(Transformer):
    """Each rule becomes a record; start() gives the clauses, each a list of records, for the binder."""

    def start(self, items: list[Any]) -> list[list[r.Record]]:
        return [x for x in items if not isinstance(x, Token)]  # separators are Tokens; clauses are lists

    def clause(self, items: list[r.Record]) -> list[r.Record]:
        return list(items)

    def word(self, t: list[Token]) -> r.Word:
        x = t[0]
        return r.Word(type=x.type, value=x.value, token=x, **_span(t))

    def speaker(self, t: list[Token]) -> r.Record:
        name = _first(t, "NAME")
        if name is None:  # "as Zed" / "Zed:" with nobody called Zed
            return r.Stranger(token=_first(t, "STRANGER"), **_span(t))  # type: ignore[arg-type]
        return r.Speaker(name=name.value, **_span(t))

    def roll(self, t: list[Token]) -> r.Record:
        number = _first(t, "NUMBER")
        if number is not None:  # "roll 3": an NPC of that rating (with roll strings)
            return r.NpcRoll(value=number.value, **_span(t))
        return r.Roll(**_span(t))

    def given_dice(self, t: list[Token]) -> r.Dice:
        faces = _first(t, "FACES", "IDIOM")
        pronoun = _first(t, "PRONOUN")
        said = str(_value(t, "ROLLED") or "")  # "rolled", or the dice's notation ('3d6 (6, 5, 6)'): slots.py
        return r.Dice(faces=tuple(faces.value) if faces is not None else (),
                      pronoun=str(pronoun.value).lower() if pronoun is not None else None,
                      said=said if _NOTATION.fullmatch(said) else None,
                      named=faces is not None and faces.type == "IDIOM", **_span(t))

    def spend(self, t: list[Token]) -> r.Spend:
        said = _value(t, "RESOURCE")
        faces = _first(t, "FACES")
        amount = said if type(said) is Amount else None  # counted in dice: "2 war dice", "war die 5"
        return r.Spend(key=amount.key if amount is not None else str(said), counted=amount is not None,
                       count=amount.count if amount is not None else None,
                       faces=tuple(faces.value) if faces is not None else (), gift=_first(t, "GIVES") is not None,
                       to=_value(t, "NAME"), **_span(t))

    def use(self, t: list[Token]) -> r.Spend:
        use = str(_value(t, "USE"))
        return r.Spend(key=lexicon().use_of(use) or use, use=use, **_span(t))

    def difficulty(self, t: list[Token]) -> r.Difficulty:
        found: dict[str, Any] = {}
        for x in t:
            if x.type in ("TRAIT", "BARETRAIT"):
                found["trait"] = x.value
            elif x.type == "DLNAME":
                found["name"] = x.value
            elif x.type == "NUMBER":
                found["value"] = x.value
            elif x.type == "SECURITY":
                found["name"] = x.value
                found["trait"] = "security"
        return r.Difficulty(**found, **_span(t))

    def steps(self, t: list[Token]) -> r.Steps:
        return r.Steps(value=t[0].value, **_span(t))

    def versus(self, t: list[Token]) -> r.Record:
        rest = t[1:]
        if rest[0].type in ("DLNAME", "DL"):  # "vs Hard", "against DL 20": a Difficulty Level, not an opponent
            found = self.difficulty(rest)
            return r.Difficulty(trait=found.trait, name=found.name, value=found.value, start=t[0].start_pos,
                                end=found.end)
        if rest[0].type == "NUMBER" and len(rest) == 1:
            return r.Versus(rating=rest[0].value, bare=True, **_span(t))
        side: dict[str, Any] = {}
        for y in rest:  # "vs Mavros rated 3", "vs a goon with Melee 2", "vs 4 dice"
            field = _SIDE.get(y.type)
            if field is not None:
                side[field] = y.value
        return r.Versus(**side, **_span(t))

    def helper(self, t: list[Token]) -> r.Helper:
        return r.Helper(name=_value(t, "NAME"), stranger=_value(t, "STRANGER"), level=_value(t, "RESULT"), **_span(t))

    def assist(self, t: list[Token]) -> r.Assist:
        name = _value(t, "NAME")
        return r.Assist(name=name, level=_value(t, "RESULT", "LONERESULT"), pronoun=name is None, **_span(t))

    def using(self, t: list[Token]) -> r.Record:
        if t[-1].type in ("SKILL", "TRICK"):  # "using Stealth": the roll named
            return self.word(t[-1:])
        return r.Ability(name=t[-1].value, explicit=False, **_span(t))

    def linked(self, t: list[Token]) -> r.Record:
        x = t[-1]
        if x.type == "SKILL":  # "Reflexes+Firearms": the attribute came first
            return r.LinkedSkill(name=x.value, token=x, **_span(t))
        if x.type == "STRANGER":
            return r.LinkedUnknown(name=x.value, token=x, **_span(t))
        return r.Ability(name=x.value, explicit=True, token=x, **_span(t))

    def modifier(self, t: list[Token]) -> r.Record:
        if t[0].type == "BONUS":
            return r.Bonus(value=int(t[-1].value), **_span(t))
        if t[0].type == "DICEMOD":  # "+1 die", "+1d": dice added, which only some games' modifiers are
            return r.DiceModifier(value=int(t[0].value), **_span(t))
        return r.Modifier(value=int(t[0].value), **_span(t))

    def advantage(self, t: list[Token]) -> r.Advantage:
        return r.Advantage(value=t[-1].type.lower(), **_span(t))

    def dice_count(self, t: list[Token]) -> r.DiceCount:
        return r.DiceCount(value=t[0].value, **_span(t))

    def upgrade(self, t: list[Token]) -> r.Upgrade:
        return r.Upgrade(value=1 if t[0].type == "UPGRADE" else -1, **_span(t))

    def group(self, t: list[Token]) -> r.Group:
        return r.Group(value=t[-1].value, **_span(t))

    def restated(self, t: list[Token]) -> r.Record:
        return r.Restated(value=t[0].value, **_span(t))

    def attack(self, t: list[Token]) -> r.Attack:
        return r.Attack(value=t[0].value, **_span(t))

    def self_state(self, t: list[Token]) -> r.SelfState:
        return r.SelfState(cues=tuple(x.value for x in t if x.type == "CUE"), **_span(t))

    def other_state(self, t: list[Token]) -> r.OtherState:
        return r.OtherState(pronoun=str(t[0].value), cues=tuple(x.value for x in t if x.type == "CUE"), **_span(t))

    def purpose(self, t: list[Token]) -> r.Purpose:
        return r.Purpose(value=t[0].value, **_span(t))

    def slash(self, t: list[Token]) -> r.Slash:
        """A MUSH roll command's 'NAME/ability' or 'npc/N' (the roller or, after 'vs', the other side)."""
        who, what = t[0], t[-1]
        field = {"NUMBER": "rating", "ABILITY": "attribute", "SKILL": "skill"}.get(what.type, "open_skill")
        return r.Slash(known=who.type == "NAME", name=who.value, **{field: what.value}, **_span(t))
