"""Roll strings as dice-pool players type them ("Firearms+Wits-2", "roll Basket Weaving"): checks and open skill names.

Only for vocabularies with `roll_strings` on. A "+" may join a skill and an attribute (either order), never two
skills; a "-" may come before a number only; a number goes after the attribute. Words nobody knows, right after
"roll" or before a "+"/modifier, name a skill of the game's own (a background skill).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from rollmate.grammar import records as r
from rollmate.grammar.described import HEADS
from rollmate.grammar.records import Record, Word, is_word
from rollmate.grammar.words import CHAT_WORDS, PLACE_PREPOSITIONS

SKILL_HINT = "Roll one skill, optionally with an attribute and a number, e.g. 'Firearms+Wits-2' or 'Melee -1'."


class Problem(Exception):
    """A roll string that the game does not allow; the parser turns it into a PhraseError."""

    def __init__(self, message: str, token: Token, *, suggest: str = "", hint: str = SKILL_HINT) -> None:
        super().__init__(message)
        self.message = message
        self.token = token
        self.suggest = suggest  # a vocabulary kind to suggest close spellings from ("ability")
        self.hint = hint


def prepare(parts: list[Record], text: str) -> list[Record]:
    """Check one clause's roll string and turn unknown skill names into `OpenSkill` records (raises Problem)."""
    out: list[Record] = []
    skill_seen = False
    ability_seen = False
    modifier_seen = False
    i = 0
    while i < len(parts):
        part = parts[i]
        if is_word(part, "SKILL") or type(part) is r.Slash and part.skill:
            skill_seen = True
        elif is_word(part, "ABILITY") or type(part) is r.Ability:
            if type(part) is r.Ability and modifier_seen and part.explicit:
                raise Problem("A number can't come before the attribute", part.token or _token_of(parts, i),
                              hint="Put the attribute first, e.g. 'Firearms+Wits+2'.")
            ability_seen = True
        elif type(part) is r.Modifier:
            modifier_seen = True
        elif type(part) is r.LinkedSkill:
            if skill_seen:
                raise Problem(f"Two skills can't be joined with '+': '{part.name}' is a skill, not an attribute",
                              part.token,
                              hint="Roll one skill, optionally with an attribute, e.g. 'Firearms+Wits'; "
                                   "for teamwork, say 'helped by NAME'.")
            part = Word(type="SKILL", value=part.name, token=part.token, start=part.token.start_pos, end=part.end,
                        swapped=True)  # "Reflexes+Firearms": the attribute came first
            skill_seen = True
        elif type(part) is r.LinkedUnknown:
            if skill_seen:
                raise Problem(f"'{part.name}' is not an attribute", part.token, suggest="ability",
                              hint="After 'Skill+' comes an attribute, e.g. 'Firearms+Wits'.")
            token = part.token
            source = text[token.start_pos : token.end_pos]
            out.append(_named(source, token, swapped=ability_seen))
            skill_seen = True
            i += 1
            continue
        elif is_word(part, "WORD") and not skill_seen:
            run = _run(parts, i)
            before = parts[i - 1] if i else None
            after = parts[i + len(run)] if i + len(run) < len(parts) else None
            after_roll = type(before) is r.Roll and not _moving(text[before.end : run[0].end])  # type: ignore[union-attr]
            roll_string = type(after) in (r.Modifier, r.Ability, r.LinkedSkill, r.LinkedUnknown)
            named = (after_roll and not _kind_of_roll(run)) or (i == 0 and roll_string and not _chat(run) and not _said_to_be(text, run, after))
            if named and not any(is_word(p, "VERB") for p in parts):
                out.append(_open(run, text, swapped=False))
                skill_seen = True
                i += len(run)
                continue
        out.append(part)
        i += 1
    return out


def _moving(words: str) -> bool:
    """Whether the words after 'roll' make it the verb of moving ("rolls behind the crates", "rolls across the
    hood"): a preposition of place, never a skill's name."""
    return any(w in PLACE_PREPOSITIONS for w in words.lower().split())


def _chat(run: list[Word]) -> bool:
    """Whether a run of words is a sentence of table talk ("the GM says", "a mess in there so", "RAW this is"), not a
    skill's name: a word of chat, of rules talk (scene_numbers.toml's `jargon`: 'RAW', 'RAI', 'SRD') or one that
    says what something is ('is', 'was')."""
    from rollmate.grammar.scene_numbers import nouns

    words = [str(w.value).lower() for w in run]
    return any(w in CHAT_WORDS or w in _BEING or w in nouns().jargon for w in words)


def _kind_of_roll(run: list[Word]) -> bool:
    """Whether a run of words after 'roll' names a kind of roll, no skill of the game's own ("you roll an attribute
    alone", "roll the skill", "roll one thing"): described.HEADS."""
    return any(str(w.value).lower() in HEADS for w in run)


def _said_to_be(text: str, run: list[Word], after: Record | None) -> bool:
    """Whether the words are said to be the number after them ('the fog is -2', 'the ion storm is the -2 you
    mentioned'): what the modifier is for, in the scene, never a skill's name in a roll string ('Basket Weaving-2')."""
    if after is None or run[-1].end is None or after.start is None:
        return False
    between = text[run[-1].end : after.start].lower().replace("’", "'").split()
    last = text[run[-1].start : run[-1].end].lower().replace("’", "'")
    return (bool(between) and between[0] in _BEING) or last.endswith("'s")


# Words that say what something is ("the fog is -2", "the ion storm was the -2"), between a thing and its number.
_BEING = frozenset({"is", "was", "counts", "means", "gives", "=", "being"})


def _run(parts: list[Record], i: int) -> list[Word]:
    run: list[Word] = []
    while i < len(parts) and is_word(parts[i], "WORD"):
        run.append(parts[i])  # type: ignore[arg-type]
        i += 1
    return run


def _open(run: list[Word], text: str, *, swapped: bool) -> r.OpenSkill:
    first, last = run[0].token, run[-1].token
    return _named(text[first.start_pos : last.end_pos], first, swapped=swapped, end=last.end_pos)


def _named(source: str, first: Token, *, swapped: bool, end: int | None = None) -> r.OpenSkill:
    name = " ".join(w.capitalize() for w in source.replace("-", " ").split())
    return r.OpenSkill(name=name, source=source, swapped=swapped, token=first,
                       start=first.start_pos, end=end if end is not None else first.end_pos)


def _token_of(parts: list[Record], i: int) -> Any:
    for part in reversed(parts[: i + 1]):
        token = getattr(part, "token", None)
        if token is not None:
            return token
    return Token("WORD", "", start_pos=0, column=1, end_pos=0)
