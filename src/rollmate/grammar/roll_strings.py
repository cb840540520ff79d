"""Roll strings as FS3 players type them ("Firearms+Wits-2", "roll Basket Weaving"): checks and open skill names.

Only for vocabularies with `roll_strings` on. A "+" may join a skill and an attribute (either order), never two
skills; a "-" may come before a number only; a number goes after the attribute. Words nobody knows, right after
"roll" or before a "+"/modifier, name a skill of the game's own (a background skill).
"""

from __future__ import annotations

from typing import Any

from lark import Token

Part = dict  # the transformer's Part (a tagged dict)

SKILL_HINT = "Roll one skill, optionally with an attribute and a number, e.g. 'Firearms+Wits-2' or 'Melee -1'."


class Problem(Exception):
    """A roll string that FS3 does not allow; the parser turns it into a PhraseError."""

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
        nxt = parts[i + 1] if i + 1 < len(parts) else None
        if _is(part, "SKILL"):
            skill_seen = True
        elif _is(part, "ABILITY") or part["kind"] == "ability":
            if part["kind"] == "ability" and modifier_seen and part.get("explicit"):
                raise Problem("A number can't come before the attribute", part.get("token") or _token_of(parts, i),
                              hint="Put the attribute first, e.g. 'Firearms+Wits+2'.")
            ability_seen = True
        elif part["kind"] == "modifier":
            modifier_seen = True
        elif _is(part, "MINUS") and nxt is not None and (_is(nxt, "SKILL", "ABILITY") or nxt["kind"] == "ability"):
            raise Problem(f"'-{nxt.get('value', nxt.get('name'))}' can't be rolled: a minus goes before a number only",
                          part["token"], hint="Join an attribute with '+', e.g. 'Firearms+Wits-2'.")
        elif _is(part, "PLUS") and nxt is not None and _is(nxt, "SKILL"):
            if skill_seen:
                raise Problem(f"Two skills can't be joined with '+': '{nxt['value']}' is a skill, not an attribute",
                              nxt["token"],
                              hint="Roll one skill, optionally with an attribute, e.g. 'Firearms+Wits'; "
                                   "for teamwork, say 'helped by NAME'.")
            part = {**nxt, "swapped": True}  # "Reflexes+Firearms": the attribute came first
            i += 1
            skill_seen = True
        elif _is(part, "PLUS") and nxt is not None and _is(nxt, "WORD"):
            if skill_seen:
                raise Problem(f"'{nxt['value']}' is not an attribute", nxt["token"], suggest="ability",
                              hint="After 'Skill+' comes an attribute, e.g. 'Firearms+Wits'.")
            run = _run(parts, i + 1)
            out.append(_open(run, text, swapped=ability_seen))
            skill_seen = True
            i += 1 + len(run)
            continue
        elif _is(part, "WORD") and not skill_seen:
            run = _run(parts, i)
            before = parts[i - 1] if i else None
            after = parts[i + len(run)] if i + len(run) < len(parts) else None
            after_roll = before is not None and _is(before, "ROLL")
            roll_string = after is not None and (after["kind"] in ("modifier", "ability") or _is(after, "PLUS"))
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
    source = text[first.start_pos : last.end_pos]
    name = " ".join(w.capitalize() for w in source.replace("-", " ").split())
    return {"kind": "open_skill", "name": name, "source": source, "swapped": swapped, "token": first}


def _token_of(parts: list[Part], i: int) -> Any:
    for part in reversed(parts[: i + 1]):
        if part.get("token") is not None:
            return part["token"]
    return Token("WORD", "", start_pos=0, column=1, end_pos=0)
