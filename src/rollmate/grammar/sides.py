"""The other participants of a phrase: the opponent after "vs" (a sheet's character, an NPC rated in the phrase,
"vs 3 dice"), helpers and their stated results ("Zoe and Elodie help Tug ..."), a MUSH command's "roll
NAME/ability", whose stated dice are whose ("the goon rolled ...", "he rolled ..."), and a name nobody knows
(refused with close names). A part of the Binder, kept apart because it is one job."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from rollmate.errors import PhraseError
from rollmate.grammar import records as r
from rollmate.grammar.action_words import HELPING, ROLLED_FOR_NOTE, person_shaped
from rollmate.grammar.idioms import SINGULAR
from rollmate.grammar.raw import pictured
from rollmate.grammar.records import Record, Word, is_word
from rollmate.grammar.shouts import feeling
from rollmate.grammar.words import (
    CHAT_MEMES,
    DEGREE_WORDS,
    DETERMINERS,
    GM_WORDS,
    HAZARD_WORDS,
    PEOPLE_WORDS,
    UNSTRUCK,
)
from rollmate.rules import request
from rollmate.rules.forms import adverb, may_be_name, word_classes

if TYPE_CHECKING:
    from rollmate.rules.request_parts import Side

_YOU = re.compile(r"(?i)you(?:['’]re)?")  # ('Doc, you're helping')
_ARTICLES = ("a ", "an ", "the ", "some ")
HAZARD_NOTE = "what the roll is against, no one to roll: the scene"
DEED_AGAINST_NOTE = "whom the deed is done against: this game rolls no other side, so the scene"


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
    unrated: r.Versus | None  # an opponent named in the phrase alone, with no rating: their dice must be said
    faces_by: dict[str, tuple[int, ...]]
    owned: list[tuple[str, Record]]
    owned_ids: set[int]
    named: list[str]
    owners: set[str]  # named only as owning a thing
    later: list[Record]  # every record of the phrase, in order
    reading: list[request.Clause]
    seen: dict[str, Record]
    relay_pronouns: frozenset[str]  # what a relay's lead-in called the one rolled for ('since he's away': he)
    npcs: frozenset[str]
    referee: bool

    # provided by the Binder
    def difficulty(self, part: r.Difficulty) -> None: ...
    def _once(self, what: str, part: Record | None) -> None: ...
    def _read(self, part: Record, *, kind: str | None = None, note: str | None = None) -> None: ...
    def _refuse(self, part: Record, why: str) -> None: ...
    def _error(self, part: Record, message: str, hint: str | None) -> PhraseError: ...
    def _src(self, part: Record) -> str: ...
    def _narrated(self, *, spoken_to: bool = False) -> bool: ...

    def thing_faced(self, part: r.Versus) -> bool:
        """'vs the toxin', 'against the nerve gas', 'vs the old gate', 'against Azgar's shockwave': what the roll is
        against is a hazard, or a thing said after an article in lowercase naming no person, or someone's thing, with
        no rating: nothing that could roll."""
        stranger = part.stranger
        if part.rating is not None or part.dice_count is not None:
            return False
        if self._owners_thing(part):
            return True
        return stranger is not None and (_hazard(stranger) or _a_thing(self._src(part), stranger))

    def deed_against(self, part: r.Versus) -> bool:
        """'holds the platform against the Lamplighter's gang', 'will you hold the floor against the Ringmaster?': in a
        game where no other side rolls, 'against' someone right after a deed and what it is done to, with no rules
        word between and no rating, says whom the deed is done against (the fiction), no opposed roll ('vs' and
        'opposed by' stay asked)."""
        if part.rating is not None or part.dice_count is not None or part.skill is not None \
                or part.attribute is not None or part.bare:
            return False
        if not self._src(part).lower().startswith("against"):
            return False
        before = [p for p in self.later if p.end <= part.start]
        deed = next((k for k in range(len(before) - 1, -1, -1) if is_word(before[k], "VERB", "MOVE", "TRICK")), None)
        if deed is None:
            return False
        between = before[deed + 1 :]
        return all(type(p) is Word and p.type in ("WORD", "NAME", "POSS") for p in between) \
            and not re.search(r"[.!?;:]", self.text[before[deed].end : part.start]) \
            and not re.search(r"(?i)\bopposed\b", self.text)

    def _owners_thing(self, part: r.Versus) -> bool:
        """'against Azgar's shockwave', 'vs the Duke's big guns': an owner said before what is faced, a word of the
        scene in lowercase after it (an adjective may come between), no rules word and no word for a person ('the
        Duke's bookkeeper'), in a post that says no opposed roll: a thing faced, the owner's."""
        if part.skill is not None or part.attribute is not None or not self._src(part).replace("’", "'").endswith("'s"):
            return False
        later = [p for p in self.later if p.start >= part.end][:2]
        words = []
        for said in later:
            if not isinstance(said, Word) or said.type not in ("WORD",) or not self._src(said).islower():
                break
            words.append(self._src(said))
        return bool(words) and not any(_person(w) or person_shaped(w) for w in words) \
            and not _ROLLS_OWN.intersection(words) and not re.search(r"(?i)\bopposed\b", self.text)

    def faced_as_scene(self, part: r.Versus, note: str = HAZARD_NOTE) -> None:
        """A thing faced where no other side rolls or is rated: the scene, shown unused in "Read as"."""
        self.reading.append(request.Clause(kind="scene", text=self._src(part), start=part.start, end=part.end,
                                           used=False, note=note))

    def versus(self, part: r.Versus) -> None:
        if part.bare and not self.roll_strings:  # "vs 20" without roll strings: a difficulty number
            self.difficulty(r.Difficulty(value=part.rating, start=part.start, end=part.end))
            return
        stranger = part.stranger
        rated = part.rating is not None or part.dice_count is not None
        if stranger is not None and not rated and _the_rolls_own(stranger) and "difficulty" not in self.refuse:
            self.reading[:] = [c for c in self.reading if (c.kind, c.start, c.end) != ("opponent", part.start, part.end)]
            self.reading.append(request.Clause(kind="scene", text=self._src(part), start=part.start, end=part.end,
                                               used=False, note=ROLLS_OWN_NOTE))
            return  # "vs the trick's Hard": in a game of Difficulty Levels, whose level it is, the roll's own; the
            # level said after it decides
        if self._same_opponent(part):  # "the thug (rating 2) ... Melee vs. the thug": one side, said twice
            return
        if stranger is not None and not rated and "rated" in self.refuse and self.thing_faced(part):
            self._once("opponent", part)  # "resilience vs the nerve gas, DL Hard": in a game where the other side
            self.opponent_part = part  # rolls no pool, a thing faced is named; its level is the roll's difficulty
            said = re.search(rf"\b(?:the|a|an|some)\s+{re.escape(_bare_name(stranger))}", self._src(part))
            self.opponent.update(name=said[0] if said else _bare_name(stranger), adhoc=True)
            return
        if stranger is not None and not rated and _hazard(stranger):
            self.faced_as_scene(part)  # "Alertness vs the nerve gas": where the other side rolls a pool, a hazard
            return  # rolls none; what it is, is the scene
        if stranger is not None and not rated and (not self._others_roll() or not _described(stranger)):
            raise self._unrated(part)  # (a name nobody has, "vs Dagny", is asked about, dice or none)
        if stranger is not None and not rated:
            self.unrated = part  # "Stealth vs the sentry, ..., the sentry rolled 2 4 1 6": their dice, said later,
            # are what they roll; with none said, they are asked about once the phrase is read (unrated_said)
        if "rated" in self.refuse and (stranger or rated):
            self._refuse(part, self.refuse["rated"])
        self._once("opponent", part)
        self.opponent_part = part
        side = self.opponent
        if stranger is not None and _bare_name(stranger).lower() in _NO_NAME:
            pass  # "opposed by an NPC rated 3": a bare rating, which the rules name ('NPC (rating 3)')
        elif stranger is not None:
            name = _bare_name(stranger)
            side["name"] = name
            side["adhoc"] = True
        elif part.name is not None:
            side["name"] = part.name
            if self.f.get("actor") == part.name and part.name in self.npcs and self.commanded_after(
                    self.seen.get("actor"), part):  # "The troll swings at you! > DODGE [vs the troll's Fort]"
                self.no_actor_but_the_scene()
            if (written := _written(self.text[part.start : part.end], part.name)) is not None:
                side["written"] = written
        for key in ("rating", "skill", "attribute", "dice_count"):
            if getattr(part, key) is not None:
                side[key] = getattr(part, key)

    def _same_opponent(self, part: r.Versus) -> bool:
        """Whether a side said after 'vs' is the one already named as the other side, with nothing said of it twice
        (its rating once): then it is one opponent, and what this saying adds is kept."""
        earlier, side = self.seen.get("opponent"), self.opponent
        name = part.name or (_bare_name(part.stranger) if part.stranger is not None else None)
        if earlier is None or name is None or side.get("name") is None or name.lower() != side["name"].lower():
            return False
        said = {key: getattr(part, key) for key in ("rating", "skill", "attribute", "dice_count")
                if getattr(part, key) is not None}
        if any(key in side for key in said):
            return False  # said twice: asked
        side.update(said)
        return True

    def helper(self, part: r.Helper) -> None:
        name = part.name or (_bare_name(part.stranger) if part.stranger else None)
        self.helpers[:] = [h for h in self.helpers if h.name != name]
        self.helpers.append(request.Side(name=name, level=part.level))

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
        self.helpers.append(request.Side(name=name, level=part.level))

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

    def _owner_of(self, parts: list[Record], index: int, dice: r.Dice) -> bool:
        """Words right before stated dice, opening their clause, name whose dice they are; False when they do not
        (the words are then read as the action's: 'roll for Hal: 4 2' names who rolls)."""
        first = index
        while first > 0 and is_word(parts[first - 1], "WORD", "NAME"):
            first -= 1
        if first != 0 and type(parts[first - 1]) is not r.Speaker:  # "Nemesis: the thug rolled 1 1" is the thug's
            return False
        said = self._src(dice).split(None, 1)[0].lower()  # faces typed or said after the words, no "rolled" between
        if said.startswith(":") and _clause_before(self.text, parts[first].start):
            return False  # "I rolled two dice, as I believe is right: 5 and 2": a colon after a clause says what
            # follows; a label ("the guard's dice: 4 9") opens its line or clause
        words = self.text[parts[first].start : parts[index].end]
        if not is_word(parts[first], "NAME") and re.search(r"(?i)(?:^|[\s.,!?;:(])(?:i|we|you)\s+$",
                                                          self.text[: parts[first].start]):
            return False  # "I see 2 and 3 on your dice", "we count 4 and 4": a verb said by someone, no one's label
        if not is_word(parts[index], "NAME") and pictured(self.text[parts[index].end : dice.start]) and \
                not _someone(words):
            return False  # "spooky hours 👻 6 6", "gym bro moment 💪 6 6 6": an emoji closes a remark; no one's label
        if _said_of_the_scene(words) or (not is_word(parts[index], "NAME") and _a_sentence(words)):
            return False  # "this is gonna be hard: 6 3", "critical hit on my feelings: 1 3": what the scene is like,
            # no one whose dice these are
        if not is_word(parts[index], "NAME") and _only_described(words):
            return False  # "reflexive, lowkey clumsy but 6 n 6": what it is like, no one whose dice these are
        if _acting(self._src(parts[first])):
            return False  # "dropping the drone: 6 6 2": what is done, labelling the dice, is no one who owns them
        if not is_word(parts[first], "NAME") and _doing(words):
            return False  # "catch the falling toolbox: 5 3 6", "ID the calibre from the casing: ...", "nobody
            # shooting: ...": a task or a place said before the dice, or no one; a label names someone
        bare = said.isdigit() or said in SINGULAR or said in ("a", "an")
        if bare and any(is_word(p, "NAME") for p in parts[first:index]):  # "vesna sneaky past teh guards 4 6 1": a
            return False  # name, then what they do: the roll's dice ("the guard rolled 4 6" stays the guard's)
        if said.startswith(":") and index - first >= 2 and is_word(parts[first], "NAME") and \
                not _owning(self._src(parts[first])):
            return False  # "Mira lifts the crate: 3 4", "Zofia słucha szumu: 3, 4": a name opening what is done,
            # then a colon: the colon opens the roll's dice; a label is the words of one person ("the guard: 4 9",
            # "Cor Mel: 9 2": a name and one word, a label cut short)
        who = parts[index]
        assert isinstance(who, r.Word)
        if self.text[parts[first].start : who.end].lower() in _THE_PLAYER:
            return False  # "The player rolled a 4 and a 2": the one at the table who rolls for the actor
        if who.type != "NAME" and ((said.rstrip(":") in _DICE_NOUNS and not _owning(self._src(who)))
                                   or feeling(self._src(who)) or _nobody(self.text[parts[first].start : who.end])):
            return False  # "sorry, forgot the dice: 4 and 9", "sorry, only these: 6 2 1", "YESSS 6 and 5": no one's;
            # whose dice said
            # as a thing takes an owner's 's ("the guard's dice: 4 9")
        if who.type == "NAME":
            name = who.value
            self._once(f"dice of {name.lower()}", dice)
            self.faces_by[name] = dice.faces
            if dice.said:
                self.said_by[name] = dice.said
            self._read(who, kind="speaker", note=f"whose dice: {name}")
        else:
            words = self.text[parts[first].start : who.end]
            self.owned.append((_bare_name(words), dice))
        self.owned_ids.add(id(dice))
        return True

    def _owned_dice(self) -> None:
        """'the goon rolled 6 6 1': dice of an opponent named in words must match that opponent."""
        for words, dice in self.owned:
            name = self.opponent.get("name")
            whose = words.lower().replace("’", "'").removesuffix("'s")  # "Sentry's dice: 6 7 1": the Sentry's
            if name and (whose == name.lower() or whose in name.lower().split()):
                if self.opponent.get("faces") is not None:
                    raise self._error(dice, f"Two sets of dice for {name}: which one is it?",
                                      "Give each participant's dice once.")
                self.opponent["faces"] = dice.faces  # type: ignore[attr-defined]
                continue
            if self.opponent and not name and self.opponent.get("faces") is None and self._described(words, dice):
                self.opponent["faces"] = dice.faces  # "sneak past the guard, Stealth vs his Alertness 3, ...,
                continue  # guard rolled 6 7 8 1 2": the one the action meets is the unnamed other side
            if self.f.get("dice") is not None and _a_things_label(words) and re.search(
                    rf"(?i)(?<![\w'’]){'' if _ranged(self._src(dice)) else '(?<!the )(?<!an )(?<!a )'}"
                    rf"{re.escape(words.strip())}[ \t]+$", self.text[: dice.start]) is not None:  # (no article before it, no colon after: "the brute: 7 5")
                # "... to slot us into the 0600 departure. Standard departure, runway 2-4. Snake eyes.": numbers a
                # thing of the scene is called by, where the roll's dice are said apart
                self.reading[:] = [replace(c, kind="scene", used=False, note=LABEL_NUMBERS_NOTE)
                                   if c.start == dice.start and c.kind == "dice" else c for c in self.reading]
                continue
            owner = re.sub(r"(?:'s|s'|’s|s’)$", lambda m: "s" if m[0].startswith("s") else "", words)
            raise self._stranger(owner, dice, hint="Whose dice are these? Name a loaded character or the "
                                                   "opponent given after 'vs'.")  # "the guard's dice": 'guard'

    def _described_before(self, part: Record, pronoun: str) -> bool:
        """Whether a person is described in words before `part` ('the guard', 'two bodyguards') who could roll the
        dice a pronoun there says were rolled: never in a game where only the players roll ('versus' refused), and
        'he' or 'she' is one person, never 'the Reeve's boys'. One said only as an owner ('the guard's radio') is
        no one described."""
        if "versus" in self.refuse:
            return False
        one = pronoun.lower() in _ONE_PERSON
        said = re.findall(r"[a-z]+(?:['’]s\b)?", self.text[: part.start].lower())
        words = [w for w in said if not w.endswith(("'s", "’s"))]  # ("the guard's radio": a thing of theirs)
        many = [w for w in words if w in _MANY or (w.endswith("s") and w[:-1] in PEOPLE_WORDS)]
        return any((w in PEOPLE_WORDS or w in many) and not (one and w in many) for w in words)

    def _described(self, words: str, dice: Record) -> bool:
        """'guard' for dice said after 'sneak past the guard': the words name the one the action was done to, said
        earlier in the phrase, and no one else was named."""
        before = self.text[: dice.start].lower()
        earlier = before[: before.rfind(words.lower())]
        return re.search(rf"\b{re.escape(words.lower())}\b", earlier) is not None and not [
            n for n in self.named if n != self.f.get("actor")]

    def _whose_dice(self, others: dict[str, tuple[int, ...]]) -> None:
        """Another's dice are used where the rules use them: the opponent's, a helper's, or the target's when the
        target is the other side of an opposed roll ('shoot the sentry, ..., the sentry rolled 6 2 3'). Dice of
        anyone else would be shown and ignored, so they are asked about."""
        f = self.f
        for name in others:
            if name == self.opponent.get("name") and not self._others_roll():
                dice = self.seen.get(f"dice of {name.lower()}")
                raise self._no_roll_of(name, dice if dice is not None else Record(start=0, end=len(self.text)))
            if name == self.opponent.get("name") or any(h.name == name for h in self.helpers):
                continue
            if name == f.get("target") and self.opponent and not self.opponent.get("name"):
                rated = self.opponent.get("rating") is not None or self.opponent.get("dice_count") is not None
                if rated and self.opponent.get("faces") is None:  # "sneak past the sentry, Stealth vs 3, ...,
                    self.opponent["faces"] = others[name]  # sentry rolled 6 7 8": a rated side rolls these dice
                    f["opponent"] = request.Side(**self.opponent)
                continue  # "spars with Mavros, Melee vs Melee": the target is the other side
            if name == f.get("target") and not self.opponent and self._others_roll():
                self.opponent["name"] = name  # the target rolls against the actor
                f["opponent"] = request.Side(name=name)
                continue
            dice = self.seen.get(f"dice of {name.lower()}")
            where = dice if dice is not None else Record(start=0, end=len(self.text))
            if not self._others_roll():
                raise self._no_roll_of(name, where)
            raise self._error(where, f"Whose roll are {name}'s dice for? {name} is not rolling against anyone here.",
                              f"Say who {name} opposes, e.g. 'vs {name}', or leave their dice out.")

    def _others_roll(self) -> bool:
        """Whether anyone but the one acting rolls in this game's rolls (an opposed roll), so that dice said for the
        other side count; a game without opposed rolls refuses 'versus' or a rated other side."""
        return "versus" not in self.refuse and "rated" not in self.refuse

    def _no_roll_of(self, name: str, where: Record) -> PhraseError:
        """Dice said for someone who does not roll in this game: the rules would show them and roll the actor's own
        dice instead, so they are asked about."""
        why = self.refuse.get("rated") or self.refuse.get("versus") or ""
        actor = self.f.get("actor")
        mine = f"If they are {actor}'s dice, say 'rolled ...'." if actor else "Say 'rolled ...' for the roller's dice."
        return self._error(where, f"Whose dice are these? {name} does not roll here. {why}".rstrip(), mine)

    def _unrated(self, part: r.Versus) -> PhraseError:
        name = _bare_name(part.stranger or "")
        return self._stranger(name, part, hint=f"If {name} is someone without a sheet, give a rating, "
                                               f"e.g. 'vs {name} rated 3' or 'vs 3 dice'.")

    def unrated_said(self) -> None:
        """An opponent nobody's sheet has and the phrase rates not ('vs the sentry') rolls the dice said as theirs;
        without any, who they are is asked."""
        if self.unrated is not None and self.opponent.get("faces") is None:
            raise self._unrated(self.unrated)

    def _opponent_faces(self) -> None:
        """The other side's stated dice ('vs the guard, he rolled 5 5') stand only in a game with opposed rolls."""
        if self.opponent.get("faces") is None or self._others_roll():
            return
        where = self.seen.get("opponent dice") or self.opponent_part or Record(start=0, end=len(self.text))
        raise self._no_roll_of(self.opponent.get("name") or "the other side", where)

    def _their_dice(self, part: r.Dice, pronoun: str) -> None:
        """'Stealth vs 3, they rolled 6 7 8 1 2': a pronoun's dice are the other side's when the phrase has named
        only that side besides the actor; another person named before it owns them; the actor's when the actor, named
        in the third person, is the only one named and no one opposes; anything else is asked."""
        others = [n for n in self.named if n != self.f.get("actor") and n not in self.owners]  # ("takes the shot
        # on the referee's drone, and she rolls ...": one named as owning what is acted on neither acts nor is acted on)
        if others and self._said_of_actor(part, pronoun, others):
            self._once("dice", part)  # "typing for Wren because she's new: Wren sneaks past Fen, she got 2 2"
            self.f["dice"] = part.faces
            return
        if others and self._only_players_roll(others):
            self._once("dice", part)  # "GM: Teodor sneaks past the harbourmaster, that's Hard. He rolled 10 7"
            self.f["dice"] = part.faces
            return
        if others and self._others_own_dice(part, others):
            self._once("dice", part)  # "Tam sneaks past the officer. He got 6 3 2, and the officer rolled 6 6 1":
            self.f["dice"] = part.faces  # the other one's dice are said as theirs, so the pronoun's are the actor's
            return
        if others and self.f.get("actor") and "others_dice" in self.refuse and not self.opponent and self._narrated():
            self._once("dice", part)  # "Ripper punches the guard, he rolled 4 5": in a game where no one but the one
            self.f["dice"] = part.faces  # acting rolls, whoever the pronoun is, the dice are the roll's
            return
        if others and pronoun.lower() in ("he", "she") and self._subject_goes_on(part, others):
            self._once("dice", part)  # "Bleep convinces the night registrar to sign. She rolled 6 and 5.": the
            self.f["dice"] = part.faces  # sentence after the deed goes on with its subject
            return
        if others and self._narrated():  # "Dex shoots the guard, he rolled 5 5": Dex's dice, or the guard's?
            raise self._error(part, f"Who is '{pronoun}': {self.f['actor']} or {others[-1]}?",
                              f"Say 'rolled ...' for {self.f['actor']}'s dice, or '{others[-1]} rolled ...' for "
                              f"theirs.")
        # the other side: the opponent named, or the target when the opponent has no name ("vs Alertness")
        side = self.opponent.get("name") or self.f.get("target")
        if self.opponent and not [n for n in others if n != side]:
            self._once("opponent dice", part)
            self.opponent["faces"] = part.faces
            return
        if not others and not self.opponent and self._narrated(spoken_to=True) and not self._described_before(part, pronoun):
            self._once("dice", part)  # "Tamsin leaps for the ladder, she rolled 2 1": only the one acting is named
            self.f["dice"] = part.faces  # (in the third person, or spoken to) and no one else is described
            return
        if others and not self.opponent:
            name = others[-1]
            self._once(f"dice of {name.lower()}", part)
            self.faces_by[name] = part.faces
            return
        raise self._error(part, f"I can't tell who '{pronoun}' is",
                          "Name whose dice they are, e.g. 'Mavros rolled 6 2 3'; 'rolled ...' alone is the acting "
                          "character's dice.")

    def _others_own_dice(self, part: Record, others: list[str]) -> bool:
        """Whether everyone named besides the actor has dice of their own said elsewhere in the phrase, by name
        ("and the officer rolled 6 6 1 2", "Mavros's dice: 7 2"), so that a pronoun's dice cannot be theirs."""
        rest = self.text[: part.start] + " " + self.text[part.end :]
        for name in others:
            words = _bare_name(name).lower().split()
            called = "|".join(re.escape(w) for w in {" ".join(words), words[-1]})
            if not re.search(rf"\b(?:{called})(?:'s|’s)?\s+(?:dice\s*:|rolled|rolls|got|gets|threw)\s*\d", rest.lower()):
                return False
        return True

    def _subject_goes_on(self, part: r.Dice, others: list[str]) -> bool:
        """Whether a pronoun's dice open a sentence of their own after the one acting did the deed in the third person
        to the only other one named ('Bleep convinces the night registrar to sign. She rolled 6 and 5.'), in a game
        where no other side rolls against the one acting: the next sentence's subject goes on with the deed's, the
        one acted on rolls nothing there. Said in the deed's own sentence ('Dex shoots the guard, he rolled 5 5'),
        who 'he' is stays asked."""
        actor = self.f.get("actor")
        said = next((c for c in self.reading if c.kind == "speaker" and c.used), None)  # (one the GM plays, named
        # acting beside the one who rolls, is no subject of the deed)
        if not actor or said is None or self.opponent or self._others_roll() or actor in self.npcs \
                or any(n != self.f.get("target") for n in others):
            return False
        target = self.seen.get("target")
        named = str(self.f.get("target") or "").lower()
        at = self.text.lower().find(named, said.end) if named else -1  # (named again after the one acting: "the
        if target is not None and target.start > said.end:  # foreman's in a foul mood. Spoke convinces the foreman")
            at = target.start
        if target is None or at < 0 or re.search(r"[.!?;,\n]", self.text[said.end : at]) \
                or not any(is_word(p, "VERB", "TRICK") and said.end <= p.start < at for p in self.later):
            return False  # (the deed's verb and the one acted on after the one acting, in one clause)
        opens = max(self.text.rfind(mark, 0, part.start) for mark in ".!?\n")
        return opens > at and not self.text[opens + 1 : part.start].strip(" \"'“”‘’*_")

    def _only_players_roll(self, others: list[str]) -> bool:
        """Whether a pronoun's dice can be only the actor's: a GM's line ('GM: ...') names the one acting, a
        player's character, and besides them only people the GM plays or describes ('the harbourmaster', an NPC of
        the sheet), in a game where those never roll dice against a player's character."""
        return bool(self.f.get("actor")) and not self.opponent and not self._others_roll() and self._gm_line() \
            and self.f["actor"] not in self.npcs and all(n in self.npcs or n not in self.names for n in others) \
            and self._narrated(spoken_to=True)

    def _gm_line(self) -> bool:
        """Whether the referee opens the line ('GM:', 'GM here:', 'MC:'), or signs it."""
        first = re.match(r"\s*([A-Za-z]+)", self.text)
        return self.referee or (first is not None and first.group(1).lower() in GM_WORDS)

    def _said_of_actor(self, part: r.Dice, pronoun: str, others: list[str]) -> bool:
        """Whether the pronoun was already said of the one acting, after them and before anyone else was named
        ('for Wren, because she's new: Wren sneaks past Auntie Fen, she got 2 2'): it keeps standing for them."""
        actor = self.f.get("actor")
        said = next((c for c in self.reading if c.kind == "speaker"), None)
        low = self.text.lower()
        named = {getattr(p, "value", None): p.start for p in reversed(self.later) if is_word(p, "NAME")}  # as said
        firsts = [m.start() if (m := re.search(rf"\b{re.escape(n.lower())}\b", low)) else named.get(n, -1)
                  for n in others]
        firsts = [f for f in firsts if f >= 0]
        if not actor or said is None or len(firsts) != len(others) or said.end > min(firsts):
            return False
        before = self.text[said.end : min(firsts)].lower().replace("’", "'")
        own = _OWN_FORMS.get(pronoun.lower())  # "Hollis swings his baton at Rus, he rolled ...": his, so he
        said_of = re.search(rf"\b{re.escape(pronoun.lower())}\b", before) or (own and re.search(own, before)) \
            or (said.note == ROLLED_FOR_NOTE and pronoun.lower() in self.relay_pronouns)  # "for Dex, since he's away"
        return bool(said_of) and part.start > min(firsts)

    def _teamwork(self, parts: list[Record]) -> list[Record]:
        """'Zoe and Elodie help Tug fix the engine': the one helped rolls, and the names before 'help' are his
        helpers (the same records 'Tug: fix the engine, helped by Zoe and Elodie' makes)."""
        first: Any = parts[0]
        if first.kind == "speaker" and len(parts) > 2 and any(is_word(p, "NAME") and p.value == first.name
                                                               for p in parts[1:-1]):
            helpers = self._teamwork(parts[1:])  # "Ilsa: "..." Ilsa helps; Dunstan sways ...": who spoke helps
            if helpers and all(type(p) is r.Helper for p in helpers):
                self.reading.append(request.Clause(kind="speaker", text=self._src(first), start=first.start,
                                                   end=first.end, used=False, note="who speaks, then helps"))
                return helpers
        if first.kind == "assist" and first.name and first.level is None and len(parts) > 1 and is_word(parts[1], "NAME"):
            helped: Any = parts[1]  # "Zoe assists Tug ..."
            return [r.Speaker(name=helped.value, start=helped.start, end=helped.end),
                    r.Helper(name=first.name, stranger=None, level=None, start=first.start, end=first.end), *parts[2:]]
        k = 0
        while k < len(parts) and is_word(parts[k], "NAME"):
            k += 1
        if not k or k >= len(parts) or not isinstance(parts[k], Word) or self._src(parts[k]).lower() not in HELPING:
            return parts
        helpers: list[Record] = [r.Helper(name=p.value, stranger=None, level=None, start=p.start, end=p.end)  # type: ignore[attr-defined]
                                 for p in parts[:k]]
        if k + 1 == len(parts):  # "Zoe helps, and gets a Good Success": the one helped is whoever acts
            return helpers
        if not is_word(parts[k + 1], "NAME"):
            return parts
        helped = parts[k + 1]
        return [r.Speaker(name=helped.value, start=helped.start, end=helped.end), *helpers, *parts[k + 2 :]]

    def helpers_spoken_to(self, clauses: list[list[Record]]) -> list[list[Record]]:
        """'Doc, you're helping: ...', 'Boss, you help': a name spoken to alone, then 'you' and a word of helping
        after its comma, is a helper, as 'Doc helps' says (the GM's voice, telling each player their part)."""
        out: list[list[Record]] = []
        for clause in clauses:
            last = out[-1] if out else None
            if last is not None and len(last) == 1 and is_word(last[0], "NAME") and len(clause) >= 2 \
                    and isinstance(clause[0], Word) and isinstance(clause[1], Word) \
                    and _YOU.fullmatch(self._src(clause[0])) is not None \
                    and self._src(clause[1]).lower() in HELPING \
                    and re.fullmatch(r"\s*,\s*", self.text[last[0].end : clause[0].start]) is not None:
                out[-1] = [last[0], *clause[1:]]
                continue
            out.append(clause)
        return out

    def _helpers_alone(self, parts: list[Record]) -> list[Record]:
        """'Zoe flies the ship, Elodie helps': a later clause that is only names and a word of helping names the
        acting one's helpers, never a target."""
        return self._teamwork(parts) if self._helping_from(parts) == 0 else parts

    def _helping_meanwhile(self, parts: list[Record]) -> list[Record]:
        """'Winifred stitches the pilot's arm while Ziggy helps her': names and a word of helping closing the clause,
        joined to the deed before them by 'while', 'as' or 'and', are the acting one's helpers, never who is acted
        on."""
        j = self._helping_from(parts)
        if not j or not re.search(r"(?i)\b(?:while|whilst|as|and)\s*$", self.text[parts[j - 1].end : parts[j].start]):
            return parts
        return [*parts[:j], *self._teamwork(parts[j:])]

    def _helping_from(self, parts: list[Record]) -> int | None:
        """Where the names that close the clause with a word of helping after them ('Elodie helps') begin, or None."""
        k = len(parts) - 1
        if k < 1 or not isinstance(parts[k], Word) or self._src(parts[k]).lower() not in HELPING:
            return None
        j = k
        while j > 0 and is_word(parts[j - 1], "NAME"):
            j -= 1
        return j if j < k else None

    def _stranger(self, name: str, part: Record, *, hint: str | None = None) -> PhraseError:
        close = self.suggest(name)
        loaded = f"Loaded: {', '.join(self.names)}." if self.names else "No party is loaded (--sheet)."
        at = self.text.find(name, part.start, part.end)
        start, length = (at, len(name)) if at >= 0 else (part.start, max(1, part.end - part.start))
        return PhraseError(f"I don't know anyone called '{name}'", text=self.text, column=start + 1,
                           length=length, suggestions=tuple(close),
                           hint=hint or loaded)


# What an opponent without a name is called: a rating said of it is a bare rating ("vs an NPC rated 3").
_NO_NAME = frozenset({"npc", "npcs", "nonplayer", "non-player", "opponent", "opposition", "other side"})


# The dice said as a thing rather than rolled by someone ("the dice: 4 9", "result 6 2"): words before them name an
# owner only with an owner's 's.
_DICE_NOUNS = frozenset({"dice", "die", "dices", "result", "results", "roll"})
# Who is at the table rolling for the actor, said in the third person by a GM or a program relaying their dice ("The
# player rolled 5, 6, 2"): the roll's own dice, never someone of the scene.
_THE_PLAYER = frozenset({"the player", "player", "their player", "her player", "his player", "the user",
                         "the player character", "the pc"})


# Words that may come before whose dice a colon labels, in the same clause ("and the guard's dice: 4 9").
_LABEL_LEAD = frozenset({"a", "an", "the", "my", "his", "her", "their", "its", "our", "your", "and", "then", "but",
                         "now", "so"})


def _clause_before(text: str, start: int) -> bool:
    """Whether words of a clause come before `start` in its sentence part ('as I believe is right: ...'), beyond the
    few that may lead a label."""
    opened = max(text.rfind(mark, 0, start) for mark in ",;.!?:()—–\n")
    words = re.findall(r"[a-z']+", text[opened + 1 : start].lower())
    return any(w not in _LABEL_LEAD for w in words)


_BEING = frozenset({"is", "are", "was", "were", "be", "been", "am", "isn't", "wasn't", "aren't"})


def _said_of_the_scene(words: str) -> bool:
    """Whether words before dice say what something is like (a verb of being: 'this is gonna be HARD') or name a
    thing no one strikes or owns dice of (UNSTRUCK: 'critical hit on my feelings'): a sentence of the scene, never a
    label of whose dice follow."""
    said = re.findall(r"[a-z'’-]+", words.lower().replace("’", "'"))
    return any(w in _BEING or w in UNSTRUCK for w in said)


def _a_sentence(words: str) -> bool:
    """Whether words before dice, not ending in a name, are the scene: a sentence of its own ('The vault door groans',
    'the dice gods have forsaken me', "she's so hot"), a lone adverb ('respectfully') or a meme of the chat
    ('limited edition skill issue'); never a label of whose dice follow."""
    said = re.findall(r"[a-z'’-]+", words.lower().replace("’", "'"))
    if not said or _person(said[-1]):
        return False  # "the guard: 4 9", "two raiders 6 6": someone whose dice they are
    if any(w in CHAT_MEMES or f"{w}+{n}" in CHAT_MEMES for w, n in zip(said, [*said[1:], ""], strict=True)):
        return True
    if any(w in _SPEAKING or w in _AUXILIARIES for w in said):
        return True
    if len(said) == 1 and adverb(said[0]):
        return True
    return any(_said_of(word, before) for before, word in zip(said, said[1:], strict=False))


# Who speaks or is spoken of, as the subject or object of a sentence ("forsaken me", "she's so hot"); and the verbs
# that help another ("have forsaken", "will break"): the words before dice are a sentence, no one's label.
_SPEAKING = frozenset({"i", "me", "i'm", "im", "we", "us", "you", "she's", "he's", "it's", "they're", "we're",
                       "you're"})
_AUXILIARIES = frozenset({"have", "has", "had", "will", "would", "can", "could", "did", "does", "do", "should",
                          "shall", "must", "might", "won't", "can't", "didn't", "doesn't", "don't"})


def _a_things_label(words: str) -> bool:
    """Whether the words before numbers are a lowercase noun of a thing, or two ('runway', 'gate', 'bay suspension'), no
    one's: what the numbers label."""
    said = words.split()
    return 0 < len(said) <= 2 and all(word.isalpha() and word.islower() and "NOUN" in word_classes(word)
                                      for word in said) \
        and not person_shaped(said[-1]) and said[-1] not in PEOPLE_WORDS  # ("bay suspension 8-6": a compound's too)


def _described(stranger: str) -> bool:
    """Whether one nobody's sheet has is said by what they are ('the sentry', 'a thug'), not by a name ('Dagny')."""
    return re.match(r"(?i)(?:the|a|an|some)\s", stranger.strip()) is not None or stranger.strip().islower()


def _ranged(said: str) -> bool:
    """Whether numbers are typed as a range or a code, joined by a hyphen ('8-6'): a thing's, even after an article."""
    return re.fullmatch(r"\s*\d{1,2}-\d{1,2}\s*", said) is not None


LABEL_NUMBERS_NOTE = "what a thing of the scene is called by (its number), not dice"


def _someone(words: str) -> bool:
    """Whether words may name someone: a person's word last ('two raiders'), or a determiner or possessive before a
    noun ('the goblin', "Vex's rival")."""
    said = re.findall(r"[a-z'’-]+", words.lower().replace("’", "'"))
    return bool(said) and (_person(said[-1]) or any(w in DETERMINERS for w in said))


def _person(word: str) -> bool:
    return word in PEOPLE_WORDS or word.removesuffix("s") in PEOPLE_WORDS or word.endswith(("'s", "s'"))


def _said_of(word: str, before: str) -> bool:
    """Whether a word is a verb said of the word before it in the third person or the past ('door groans', 'Cross
    stumbles', 'alarm blared'), or of a plural ('floorboards creak'): a sentence, never a name."""
    if before in _DETERMINING or "VERB" not in word_classes(word):
        return False
    if re.fullmatch(r"[a-z]+(?:[^s\W']s|ed)", word):
        return True
    return re.fullmatch(r"[a-z]+[^s\W']s", before) is not None and not _person(word)  # "floorboards creak"


_DETERMINING = frozenset({"the", "a", "an", "his", "her", "their", "its", "my", "your", "our", "some", "two", "three"})


def _acting(word: str) -> bool:
    """Whether a word is a verb's -ing or -ed form and nothing else in the dictionary ('dropping', 'hauling',
    'borrowed'; never 'evening' or 'king'): an action said, where a label of whose dice could stand ("Borrowed
    Ines's dice bag: 8, 8, 7": dice borrowed are the roller's)."""
    low = word.lower()
    return low.endswith(("ing", "ed")) and word_classes(low) == {"VERB"}


def _doing(words: str) -> bool:
    """Whether words before dice are a verb's or a preposition's phrase ('catch the falling toolbox', 'up the
    wall'): a word, then an article or a possessive opening its object; or say no one ('nobody shooting'). A label
    of whose dice is a noun's phrase ('the guard', "the raider's dice") and starts with its article, if any."""
    said = re.findall(r"[a-z'’-]+", words.lower().replace("’", "'"))
    if any(w in _NO_ONE for w in said) or " ".join(said[:2]) == "no one":
        return True
    return len(said) >= 3 and said[0] not in DETERMINERS and said[1] in _OBJECT_OPENERS


_NO_ONE = frozenset({"nobody", "noone", "none"})
_OBJECT_OPENERS = frozenset({"the", "a", "an", "his", "her", "their", "its", "my", "your", "our", "this", "that",
                             "these", "those"})


def _nobody(words: str) -> bool:
    """One word no one is called by, owning the dice or labelling them ("Tonight's dice: 7 5", "North-east 5 to 7"):
    a time or a direction, which the dictionary has as an adverb, never someone of the scene ("the brute", "Boone's
    rival", "whichever's" may own dice)."""
    word = words.lower().replace("’", "'").removesuffix("'s")
    return " " not in word and "ADV" in word_classes(word) and not may_be_name(word)


def _owning(words: str) -> bool:
    return words.lower().replace("’", "'").endswith(("'s", "s'"))


# A pronoun's possessive before a thing, said of the one acting ("swings his baton", "draws her pistol"): who the
# pronoun stands for after it. ('her' only before a thing: "shoves her aside" is someone else.)
_OWN_FORMS = {"he": r"\bhis\b", "she": r"\bher\s+(?!to\b|and\b|aside\b|away\b|back\b|off\b|out\b|down\b|up\b)[a-z]",
              "they": r"\btheir\b"}
_ONE_PERSON = frozenset({"he", "she", "him", "her", "his"})
_MANY = frozenset({"men", "women", "children", "people", "folks", "troops", "henchmen", "kids", "crew", "gang"})


def _written(said: str, name: str) -> str | None:
    """The name of someone of the sheet as the phrase writes it after 'vs', when that is the name without its article
    ('vs Smuggler/4' for the NPC 'the smuggler'), or None: an NPC named in the phrase is shown as named there."""
    bare = _bare_name(name)
    if bare == name:
        return None
    found = re.search(rf"(?<![\w'’])(?P<art>\w+\s+)?(?P<name>{re.escape(bare)})(?![\w'’])", said, re.IGNORECASE)
    if found is None or found.group("art") and f"{found.group('art').strip().lower()} " in _ARTICLES:
        return None
    return found.group("name")


def _a_thing(said: str, stranger: str) -> bool:
    """'vs the nerve gas', 'against the storm': the one faced said after an article, in lowercase, naming no
    person: a thing faced."""
    bare = _bare_name(stranger)
    return re.search(rf"\b(?:the|a|an|some)\s+{re.escape(bare)}\b", said) is not None and bare == bare.lower() \
        and not any(_person(w) for w in bare.split())


def _hazard(stranger: str) -> bool:
    """'the toxin', 'the nerve gas', 'a freezing wind': what is faced is a hazard by its last word, no one to roll."""
    words = _bare_name(stranger).lower().split()
    return bool(words) and words[-1] in HAZARD_WORDS


# The roll's own nouns: 'vs the trick's Hard', 'against the task's DL' say whose Difficulty Level follows, never
# someone to roll against.
_ROLLS_OWN = frozenset({"trick", "skill", "task", "check", "roll", "move", "action", "test", "stunt", "attempt"})
ROLLS_OWN_NOTE = "the roll's own: the level said after it is the roll's"


def _the_rolls_own(stranger: str) -> bool:
    """'the trick's', "this task's": a possessive of the roll's own noun, after 'vs'."""
    words = _bare_name(stranger).lower().replace("’", "'").split()
    return len(words) == 1 and words[0].endswith("'s") and words[0][:-2] in _ROLLS_OWN


def _bare_name(words: str) -> str:
    """'a thug' -> 'thug'; 'the Goon' -> 'Goon' (an ad-hoc participant's name, as typed)."""
    low = words.lower()
    for article in _ARTICLES:
        if low.startswith(article):
            return words[len(article) :].strip()
    return words.strip()


def _only_described(words: str) -> bool:
    """Whether words are only a description, a degree and words that describe ('lowkey clumsy', 'so tired'), naming
    no one."""
    said = words.lower().split()
    return bool(said) and said[0] in DEGREE_WORDS and all(
        w in DEGREE_WORDS or (classes := word_classes(w)) and "NOUN" not in classes and classes & {"ADJ", "ADV"}
        for w in said)
