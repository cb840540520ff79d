"""Roll strings as dice-pool players type them ("Firearms+Wits-2", "roll Basket Weaving"): checks and open skill names.

Only for vocabularies with `roll_strings` on. A "+" may join a skill and an attribute (either order), never two
skills; a "-" may come before a number only; a number goes after the attribute. Words nobody knows, right after
"roll" or before a "+"/modifier, name a skill of the game's own (a background skill).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from rollmate.grammar.transformer import Part


SKILL_HINT = "Roll one skill, optionally with an attribute and a number, e.g. 'Firearms+Wits-2' or 'Melee -1'."


class Problem(Exception):
    """A roll string that the game does not allow; the parser turns it into a PhraseError."""

    def __init__(self, message: str, token: Token, *, suggest: str = "", hint: str = SKILL_HINT) -> None:
        super().__init__(message)
        self.message = message
        self.token = token
        self.suggest = suggest  # a vocabulary kind to suggest close spellings from ("ability")
        self.hint = hint


def _is(part: Part, *types: str) -> bool:
    return part["kind"] == "word" and part["type"] in types


def prepare(parts: list[Part], text: str) -> list[Part]:
    """Check one clause's roll string and turn unknown skill names into `open_skill` parts (raises Problem)."""
    out: list[Part] = []
    skill_seen = False
    ability_seen = False
    modifier_seen = False
    i = 0
    while i < len(parts):
        part = parts[i]
        if _is(part, "SKILL") or part["kind"] == "slash" and part.get("skill"):
            skill_seen = True
        elif _is(part, "ABILITY") or part["kind"] == "ability":
            if part["kind"] == "ability" and modifier_seen and part.get("explicit"):
                raise Problem("A number can't come before the attribute", part.get("token") or _token_of(parts, i),
                              hint="Put the attribute first, e.g. 'Firearms+Wits+2'.")
            ability_seen = True
        elif part["kind"] == "modifier":
            modifier_seen = True
        elif part["kind"] == "linked_skill":
            if skill_seen:
                raise Problem(f"Two skills can't be joined with '+': '{part['name']}' is a skill, not an attribute",
                              part["token"],
                              hint="Roll one skill, optionally with an attribute, e.g. 'Firearms+Wits'; "
                                   "for teamwork, say 'helped by NAME'.")
            part = Part(kind="word", type="SKILL", value=part["name"], token=part["token"], start=part["token"].start_pos,
                        end=part["end"], swapped=True)  # "Reflexes+Firearms": the attribute came first
            skill_seen = True
        elif part["kind"] == "linked_unknown":
            if skill_seen:
                raise Problem(f"'{part['name']}' is not an attribute", part["token"], suggest="ability",
                              hint="After 'Skill+' comes an attribute, e.g. 'Firearms+Wits'.")
            token = part["token"]
            source = text[token.start_pos : token.end_pos]
            out.append(_named(source, token, swapped=ability_seen))
            skill_seen = True
            i += 1
            continue
        elif _is(part, "WORD") and not skill_seen:
            run = _run(parts, i)
            before = parts[i - 1] if i else None
            after = parts[i + len(run)] if i + len(run) < len(parts) else None
            after_roll = before is not None and before["kind"] == "roll"
            roll_string = after is not None and after["kind"] in ("modifier", "ability", "linked_skill", "linked_unknown")
            if (after_roll or (i == 0 and roll_string)) and not any(_is(p, "VERB") for p in parts):
                out.append(_open(run, text, swapped=False))
                skill_seen = True
                i += len(run)
                continue
        out.append(part)
        i += 1
    return out


def _run(parts: list[Part], i: int) -> list[Part]:
    run = []
    while i < len(parts) and _is(parts[i], "WORD"):
        run.append(parts[i])
        i += 1
    return run


def _open(run: list[Part], text: str, *, swapped: bool) -> Part:
    first, last = run[0]["token"], run[-1]["token"]
    return _named(text[first.start_pos : last.end_pos], first, swapped=swapped, end=last.end_pos)


def _named(source: str, first: Token, *, swapped: bool, end: int | None = None) -> Part:
    name = " ".join(w.capitalize() for w in source.replace("-", " ").split())
    return Part(kind="open_skill", name=name, source=source, swapped=swapped, token=first,
                start=first.start_pos, end=end if end is not None else first.end_pos)


def _token_of(parts: list[Part], i: int) -> Any:
    for part in reversed(parts[: i + 1]):
        if part.get("token") is not None:
            return part["token"]
    return Token("WORD", "", start_pos=0, column=1, end_pos=0)
