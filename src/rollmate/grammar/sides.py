"""The other participants of a phrase: the opponent after "vs" (a sheet's character, an NPC rated in the phrase,
"vs 3 dice"), helpers and their stated results, a MUSH command's "roll NAME/ability", whose stated dice are whose,
and a name nobody knows (refused with close names). A part of the Binder, kept apart because it is one job."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rollmate.errors import PhraseError
from rollmate.grammar import records as r
from rollmate.grammar.records import Record, is_word
from rollmate.rules.request import Side

_ARTICLES = ("a ", "an ", "the ", "some ")


class Sides:
    """The Binder's methods for everyone but the actor (the Binder holds the state they share)."""

    __slots__ = ()

    text: str
    f: dict[str, Any]
    refuse: dict[str, str]
    roll_strings: bool
    names: tuple[str, ...]
    suggest: Callable[[str], tuple[str, ...]]
    abilities: list[str]
    helpers: list[Side]
    opponent: dict[str, Any]
    opponent_part: Record | None
    faces_by: dict[str, tuple[int, ...]]
    owned: list[tuple[str, Record]]
    owned_ids: set[int]

    # provided by the Binder
    def difficulty(self, part: r.Difficulty) -> None: ...
    def _once(self, what: str, part: Record | None) -> None: ...
    def _read(self, part: Record, *, kind: str | None = None, note: str | None = None) -> None: ...
    def _refuse(self, part: Record, why: str) -> None: ...
    def _error(self, part: Record, message: str, hint: str | None) -> PhraseError: ...

    def versus(self, part: r.Versus) -> None:
        if part.bare and not self.roll_strings:  # "vs 20" without roll strings: a difficulty number
            self.difficulty(r.Difficulty(value=part.rating, start=part.start, end=part.end))
            return
        stranger = part.stranger
        rated = part.rating is not None or part.dice_count is not None
        if stranger is not None and not rated:
            name = _bare_name(stranger)
            raise self._stranger(name, part, hint=f"If {name} is someone without a sheet, give a rating, "
                                                 f"e.g. 'vs {name} rated 3' or 'vs 3 dice'.")
        if "rated" in self.refuse and (stranger or rated):
            self._refuse(part, self.refuse["rated"])
        self._once("opponent", part)
        self.opponent_part = part
        side = self.opponent
        if stranger is not None:
            name = _bare_name(stranger)
            side["name"] = name
            side["adhoc"] = True
        elif part.name is not None:
            side["name"] = part.name
        for key in ("rating", "skill", "attribute", "dice_count"):
            if getattr(part, key) is not None:
                side[key] = getattr(part, key)

    def helper(self, part: r.Helper) -> None:
        name = part.name or (_bare_name(part.stranger) if part.stranger else None)
        self.helpers[:] = [h for h in self.helpers if h.name != name]
        self.helpers.append(Side(name=name, level=part.level))

    def assist(self, part: r.Assist) -> None:
        if part.pronoun:  # "she failed her assist roll": the one helper named without a result
            open_ = [h for h in self.helpers if h.level is None]
            if len(open_) != 1:
                raise self._error(part, "I can't tell whose result this is",
                                  "Name the helper, e.g. 'Zoe failed her assist roll'.")
            name = open_[0].name
        else:
            name = part.name
        self.helpers[:] = [h for h in self.helpers if h.name != name]
        self.helpers.append(Side(name=name, level=part.level))

    def slash(self, part: r.Slash) -> None:
        """A MUSH roll command's 'roll NAME/ability' (who rolls what) or 'roll npc/N' (an NPC of skill N)."""
        f = self.f
        if part.known:
            self._once("actor", part)
            f["actor"] = part.name
        if part.rating is not None:
            self._once("npc", part)
            f["npc_rating"] = part.rating
            if not part.known:
                f["npc_name"] = _bare_name(str(part.name))
        elif not part.known:
            raise self._stranger(str(part.name), part)
        if part.skill:
            f["skill"] = part.skill
        elif part.attribute:
            self.abilities.append(part.attribute)
        elif part.open_skill:
            f["skill"] = " ".join(w.capitalize() for w in str(part.open_skill).split())

    def _owner_of(self, parts: list[Record], index: int, dice: r.Dice) -> None:
        """Words right before stated dice, opening their clause, name whose dice they are."""
        first = index
        while first > 0 and is_word(parts[first - 1], "WORD", "NAME"):
            first -= 1
        if first != 0 and type(parts[first - 1]) is not r.Speaker:  # "Nemesis: the thug rolled 1 1" is the thug's
            return
        who = parts[index]
        assert isinstance(who, r.Word)
        if who.type == "NAME":
            name = who.value
            self._once(f"dice of {name.lower()}", dice)
            self.faces_by[name] = dice.faces
            self._read(who, kind="speaker", note=f"whose dice: {name}")
        else:
            words = self.text[parts[first].start : who.end]
            self.owned.append((_bare_name(words), dice))
        self.owned_ids.add(id(dice))

    def _owned_dice(self) -> None:
        """'the goon rolled 6 6 1': dice of an opponent named in words must match that opponent."""
        for words, dice in self.owned:
            name = self.opponent.get("name")
            if name and (words.lower() == name.lower() or words.lower() in name.lower().split()):
                if self.opponent.get("faces") is not None:
                    raise self._error(dice, f"Two sets of dice for {name}: which one is it?",
                                      "Give each participant's dice once.")
                self.opponent["faces"] = dice.faces  # type: ignore[attr-defined]
                continue
            raise self._stranger(words, dice, hint="Whose dice are these? Name a loaded character or the "
                                                   "opponent given after 'vs'.")

    def _stranger(self, name: str, part: Record, *, hint: str | None = None) -> PhraseError:
        close = self.suggest(name)
        loaded = f"Loaded: {', '.join(self.names)}." if self.names else "No party is loaded (--sheet)."
        at = self.text.find(name, part.start, part.end)
        start, length = (at, len(name)) if at >= 0 else (part.start, max(1, part.end - part.start))
        return PhraseError(f"I don't know anyone called '{name}'", text=self.text, column=start + 1,
                           length=length, suggestions=tuple(close),
                           hint=hint or loaded)


def _bare_name(words: str) -> str:
    """'a thug' -> 'thug'; 'the Goon' -> 'Goon' (an ad-hoc participant's name, as typed)."""
    low = words.lower()
    for article in _ARTICLES:
        if low.startswith(article):
            return words[len(article) :].strip()
    return words.strip()
