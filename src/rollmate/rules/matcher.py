"""The shared matcher: which skill, trick or attribute the words of an action point to, scored from a game's data.

The lexer has already found the game's words in the phrase, in any form (shoots, shot, shooting) and with gaps
("talk the bouncer into it"). Each game's data file says what each word points to, and how:

- a verb (or a weapon, or a synonym) *decides*: on its own it is enough to call the roll;
- an object, what the action is done to or with ("lock", "engine", "rifle"), only *supports*: it adds to the
  score and can settle a tie, but never calls a roll by itself.

The matcher adds the weights up. One entry on top, named by a deciding word, is the match. A tie is left to the
game's rules (FIST asks which attribute; FS3 takes the best-rated skill; Ghostburn asks when the tied tricks
belong to different skills), and the explanation names the words that counted. A word that points nowhere adds
nothing and never causes an error.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from rollmate.rules.forms import bases, word_classes
from rollmate.rules.records import FrozenRecord
from rollmate.rules.request import RollRequest


@dataclass(frozen=True, eq=False, repr=False)
class Sense(FrozenRecord):
    """What one word of the data says: the entries it points to, with weights, and whether it decides alone."""

    weights: Mapping[str, int]
    decides: bool


@dataclass(frozen=True, eq=False, repr=False)
class Match(FrozenRecord):
    """The entries the action's words point to, scored."""

    scores: Mapping[str, int]  # entry -> summed weight
    counted: tuple[tuple[str, Sense], ...]  # the words that pointed somewhere, in the phrase's order
    options: tuple[str, ...]  # the entries on top (several when tied), then the runner-up when one leads alone
    ranked: tuple[str, ...] = ()  # every entry pointed to, best score first (the data's order among equals)

    @property
    def top(self) -> tuple[str, ...]:
        """The entries with the best score (one, or several when tied)."""
        if not self.options:
            return ()
        best = self.scores[self.options[0]]
        return tuple(e for e in self.options if self.scores[e] == best)

    @property
    def choice(self) -> str | None:
        """The one entry on top, when a deciding word points to it; else None (a tie, or only objects)."""
        top = self.top
        if len(top) != 1 or not self.deciding(top[0]):
            return None
        return top[0]

    @property
    def decided(self) -> tuple[str, ...]:
        """The best-scored of the entries a deciding word points to (several when tied): objects add to a verb's
        entries and settle them, but never outvote a verb for an entry no verb names."""
        named = [entry for entry in self.ranked if self.deciding(entry)]
        return tuple(entry for entry in named if self.scores[entry] == self.scores[named[0]]) if named else ()

    def deciding(self, entry: str) -> tuple[str, ...]:
        """The deciding words that point to `entry`."""
        return tuple(word for word, sense in self.counted if sense.decides and entry in sense.weights)

    def supporting(self, entry: str) -> tuple[str, ...]:
        """The objects that point to `entry`."""
        return tuple(word for word, sense in self.counted if not sense.decides and entry in sense.weights)


VERB_WEIGHT = 3  # what a verb adds to each entry it fits
OBJECT_WEIGHT = 1  # what an object adds to each entry it supports


def suggested(objects: Sequence[tuple[str, Sense]], order: Sequence[str] = ()) -> tuple[list[str], str]:
    """When no verb says which roll it is: the entries the objects point to, best first, and a hint for the
    question ("'lock' suggests Disable Device"), or ([], "")."""
    scored = match(objects, order)
    options = [entry for entry in scored.options if scored.supporting(entry)]
    if not options:
        return [], ""
    return options, f" ('{scored.supporting(options[0])[0]}' suggests {' or '.join(options)})"


_ARTICLES = {"the", "a", "an", "his", "her", "their", "my", "its", "that", "this", "our", "your"}


def said_as_name(text: str, name: str) -> bool:
    """Whether the phrase names a skill, trick or action to roll rather than says it as a verb: after 'use' or 'roll'
    or "it's", or written as its name is, capitals and all, in the middle of a sentence or alone in its clause ("[Street
    Hack: 4, 6]", "..., Survey, rolled 6 2"). A post's narration says what happens; the name the player writes beside
    it says what is rolled."""
    if _naming(name).search(text) is not None:
        return True
    if any(" " in name or not _sentence_start(text[: m.start()]) or _alone(text[m.end() :])
           for m in _written(name).finditer(text)):
        return True
    if " " in name and _as_a_kind(name).search(text) is not None:
        return True
    # typed in lowercase, as chat is, it names the roll standing as a clause of its own ("— first aid, he's
    # bleeding", ". hunt, risky", "intimidate, coerce" above a bot's dice)
    # (a name of several words opening its clause names it with what follows: "— single shot at the goalkeeper")
    return any(_clause_opens(text[: m.start()]) and (" " in name or _alone(text[m.end() :]))
               for m in _any_case(name).finditer(text))


@cache
def _naming(name: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:use|uses|using|roll|rolls|rolling|it's|it’s|its|that's|that’s)\s+{re.escape(name)}\b",
                      re.IGNORECASE)


@cache
def _as_a_kind(name: str) -> re.Pattern[str]:
    """A name of several words in any case after an article or a possessive ("lines up a dead eye shot", "her
    street hack attempt"): the kind of deed it is, named."""
    return re.compile(rf"\b(?:a|an|the|my|his|her|their|our|your)\s+{re.escape(name)}\b", re.IGNORECASE)


@cache
def _written(name: str) -> re.Pattern[str]:
    return re.compile(rf"\b{re.escape(name)}\b")  # case and all


@cache
def _any_case(name: str) -> re.Pattern[str]:
    return re.compile(rf"\b{re.escape(name)}\b", re.IGNORECASE)


def _alone(after: str) -> bool:
    """The name ends its clause ("Sneak, 6 6", "(Sneak: 4, 5)", a line of its own): said as the roll's name, not as
    the verb."""
    rest = after.lstrip(" \t")
    return not rest.strip() or rest[0] in ",;:)]—\n.!?"


def _clause_opens(before: str) -> bool:
    """Nothing of its clause comes before: the text's start, a line's, or a mark that ends a clause."""
    return not before.strip() or before.rstrip(" \t")[-1:] in tuple(".!?,;:([—–\n") or before.endswith(" - ")


def _sentence_start(before: str) -> bool:
    return not before.strip() or before.rstrip()[-1] in ".!?\"“"


def things(request: RollRequest) -> set[str]:
    """The action words said as things, after an article ("convince the pilot", "dodge the punch", "grabs the
    pickpocket and wrestles him") or an article and a noun ("the gantry crane"): objects there, whatever else the word
    can be. When every action word is said so, the first is the action and stays one ("the jump across the gap")."""
    actions = [c for c in request.reading if c.kind == "action"]
    said_as_things = [c for c in actions if (before := request.text[: c.start].split())
                      and (before[-1].lower() in _ARTICLES or _named_by_a_noun(before))]
    if len(said_as_things) == len(actions):
        said_as_things = said_as_things[1:]
    return {str(c.note) for c in said_as_things} | _things_of_the_purpose(request)


def _things_of_the_purpose(request: RollRequest) -> set[str]:
    """The action words of the purpose said as things there ('to lift the mirror clear of the wreck')."""
    out = set()
    for c in request.reading:
        if c.kind != "purpose":
            continue
        words = c.text.split()
        for k, word in enumerate(words):
            said = word.lower().strip(".,;:!?")
            for key in request.purpose_verbs:
                if " " not in key and (said == key or key in bases(said)) and k \
                        and (words[k - 1].lower() in _ARTICLES or _named_by_a_noun(words[:k])):
                    out.add(key)
    return out


def _named_by_a_noun(before: list[str]) -> bool:
    """Whether the words before an action word are an article and a plain noun of the dictionary ('the gantry
    crane', 'a getaway car'), maybe with one or two words before the noun that say what the thing is like or doing
    ('the falling lighting rig', 'a rusty old crane'): together they name one thing."""
    for size in (1, 2, 3):
        if len(before) <= size or before[-size - 1].lower() not in _ARTICLES:
            continue
        said = [w.lower() for w in before[-size:]]
        return all(w.isalpha() for w in said) and (word_classes(said[-1]) == {"NOUN"} if size == 1
                                                    else all(_describes(w) for w in said))
    return False


def _describes(word: str) -> bool:
    """Whether a word before a noun says what the thing is like or doing: an adjective or a noun of the dictionary,
    never a verb alone ('rusty', 'gantry'), or a verb's -ing form ('falling')."""
    classes = word_classes(word)
    return bool(classes) and (classes <= {"NOUN", "ADJ"} or word.endswith("ing") and "VERB" in classes)


def acted_on(request: RollRequest) -> set[str]:
    """The action words said as the thing the action word before them in their clause is done to, an article or a
    possessive and at most two words between ("repairs the jammed rifle", "cleans her pistol"): what is done to them,
    which says nothing of how they are used."""
    actions = [c for c in request.reading if c.kind == "action"]
    out = set()
    for verb, thing in zip(actions, actions[1:]):
        between = request.text[verb.end : thing.start]
        words = between.lower().split()
        if 1 <= len(words) <= 3 and words[0] in _ARTICLES and re.search(r"[,.;:!?—–()]", between) is None:
            out.add(str(thing.note))
    return out


def instruments(request: RollRequest) -> set[str]:
    """The action words said as a tool held by a part of it, 'with' a few words before them in their clause ("smashes
    the window with the butt of his rifle", "shoves him back with the stock of her rifle"), or as one that someone
    else holds ("parries the guard's baton", "ducks a thug's knife"): not the roller's own, used as made, so the verb
    says what is done with it or against it."""
    actions = [c for c in request.reading if c.kind == "action"]
    out = set()
    for c in actions:
        before = re.split(r"[,.;:!?—–()]", request.text[: c.start])[-1].lower().split()[-6:]
        held = before[before.index("with") + 1 :] if "with" in before else []
        if held and not set(held) - _ARTICLES - _INSTRUMENT_LINKS and set(held) & _HELD_BY:
            out.add(str(c.note))
        evaded = [w for w in before[-4:] if w.strip("'’") in _EVADING]  # ("dodging his baton": another's, evaded)
        between = {w for w in before[before.index(evaded[-1]) + 1 :] if not w.endswith(("'s", "’s"))} if evaded else ()
        if evaded and not set(between) - _ARTICLES - _OWNERS - _INSTRUMENT_LINKS:
            out.add(str(c.note))
        if len(before) > 1 and re.fullmatch(r"[a-z]+(?:['’]s|s['’])", before[-1]) and before[-2] in _OTHERS:
            out.add(str(c.note))  # "the guard's baton": the thing of someone the article names, not the roller
    return out


# Verbs of getting out of the way: the thing right after them ("dodges the baton", "ducking his rifle butt") is the
# other's weapon, evaded, never the roller's tool; the verb says what is done.
_EVADING = {"dodge", "dodges", "dodged", "dodging", "duck", "ducks", "ducked", "ducking", "evade", "evades", "evaded",
            "evading", "sidestep", "sidesteps", "sidestepped", "sidestepping", "avoid", "avoids", "avoided", "avoiding",
            "parry", "parries", "parried", "parrying", "deflect", "deflects", "deflected", "deflecting"}
_OWNERS = {"his", "her", "their", "its", "the", "a", "an", "that", "this", "those", "these"}

# Determiners that name someone other than the one who rolls, before an owner ("the guard's baton", "a thug's knife").
_OTHERS = {"the", "a", "an", "that", "this", "some", "one", "another", "each", "every"}

# Words between 'with' and the thing used ("with the butt of his rifle"), and the parts of it that say it is held as
# a tool, not used as made ('shoots the drone with my shotgun' is the shotgun's own use).
_HELD_BY = {"butt", "stock", "grip", "handle", "hilt", "pommel", "end", "barrel", "flat", "back"}
_INSTRUMENT_LINKS = _HELD_BY | {"of", "own", "empty", "spent", "trusty", "old"}


def match(found: Iterable[tuple[str, Sense | None]], order: Sequence[str] = ()) -> Match:
    """Score the entries the words point to. `order` breaks equal scores for listing only (the data file's order);
    it never picks a winner: a tie stays a tie in `top`."""
    counted = tuple((word, sense) for word, sense in found if sense is not None and sense.weights)
    scores: dict[str, int] = {}
    for _, sense in counted:
        for entry, weight in sense.weights.items():
            scores[entry] = scores.get(entry, 0) + weight
    place = {entry: k for k, entry in enumerate(order)}
    ranked = sorted(scores, key=lambda e: (-scores[e], place.get(e, len(place))))
    if not ranked:
        return Match(scores=scores, counted=counted, options=())
    top = [e for e in ranked if scores[e] == scores[ranked[0]]]
    options = tuple(top) if len(top) > 1 else tuple(ranked[:2])
    return Match(scores=scores, counted=counted, options=options, ranked=tuple(ranked))


# Words that end a verb's object: what follows says where or how, not what is moved.
_OBJECT_ENDS = {"through", "into", "onto", "with", "at", "on", "to", "from", "over", "under", "past", "across", "in",
                "out", "off", "toward", "towards", "around", "for", "and", "but", "down", "up", "low", "high", "by"}


def moved(action: str, movers: Iterable[str], objects: Objects, skills: Iterable[str],
          landings: Iterable[str] = (), recoveries: Iterable[str] = ()) -> tuple[str, str] | None:
    """'threads the battered shuttle through the debris', 'brings the dropship down': a verb that only moves a thing
    (a game's movers), first in the action, with a vehicle as its object (an object that supports one of `skills`
    alone) is handling that vehicle: (skill, the vehicle's word), else None. The object is the next few words, up to
    a word that says where or how ("eases the old freighter into the bay"); an owner is not it ("the plane's
    engine"). A thing the game does not know, moved down onto a place only a craft lands on (`landings`: "brings the
    packet down through the squall onto the landing field"), or out of what only a craft gets into (`recoveries`:
    "pulls the Raptor out of the dive"), is a vehicle too: the first skill of `skills`."""
    words = [w.lower().strip(".,;:!?\"'") for w in action.split()]
    if not words or not set(bases(words[0])) & set(movers):
        return None
    after: list[str] = []
    for word in words[1:6]:
        if word in _OBJECT_ENDS:
            break
        after.append(word)
    wanted = list(skills)
    things = [w for w in after if w not in _ARTICLES and not w.endswith(("'s", "’s"))]
    found = objects.find(things)
    for word, sense in found:
        if len(sense.weights) == 1 and (skill := next(iter(sense.weights))) in wanted:
            return skill, word
    rest = words[1 + len(after):]
    if things and not found and wanted and (_lands(rest, landings) or _recovers(rest, recoveries)):
        return wanted[0], things[-1]
    return None


def wielded(action: str, attackers: Iterable[str], objects: Objects, skills: Iterable[str],
            text: str = "") -> tuple[str, str] | None:
    """'went after the boarder with her combat knife', 'comes at him with a shotgun': a verb of attacking that names
    no weapon (a game's attackers, one word or a verb and its particle), the first in the action, with a weapon after
    'with' (an object that supports one of `skills` alone, in the next few words): (skill, the weapon's word), else
    None. An attack with no weapon said ('goes after the boarder') is no weapon's. `text`: the whole phrase, where
    the action may have left out a light verb ('goes', 'comes') before its particle."""
    words = [w.lower().strip(".,;:!?\"'") for w in action.split()]
    phrases = [a.split() for a in attackers]
    verb = next((k for k in range(len(words)) if any(set(bases(words[k])) & {said[0]}
                                                    and words[k + 1 : k + len(said)] == said[1:] for said in phrases)),
                None)
    if verb is None and text and any(len(said) > 1 and words[: len(said) - 1] == said[1:] and re.search(
            rf"(?i)\b{re.escape(said[0])}\w*\s+{re.escape(said[1])}\b|\b(?:went|came|gone)\s+{re.escape(said[1])}\b",
            text) for said in phrases):
        verb = -1  # "Tug goes after the goon ...": the light verb 'goes' left out of the action, its particle kept
    if verb is None or "with" not in words[verb + 1 :]:
        return None
    at = words.index("with", verb + 1) + 1
    things = [w for w in words[at : at + 5] if w not in _ARTICLES and not w.endswith(("'s", "’s"))]
    wanted = set(skills)
    found = [(word, next(iter(sense.weights))) for word, sense in objects.find(things) if len(sense.weights) == 1]
    weapons = {skill for _, skill in found if skill in wanted}
    if len(weapons) != 1:
        return None
    skill = weapons.pop()
    return skill, next(word for word, s in found if s == skill)


def _recovers(rest: list[str], recoveries: Iterable[str]) -> bool:
    """Whether the words after a moved thing take it out of what only a craft gets into ('out of the dive', 'out of
    a flat spin'): 'out of', an article maybe, and one of `recoveries`, ending the part."""
    if rest[:2] != ["out", "of"]:
        return False
    at = 2 + (len(rest) > 2 and rest[2] in _ARTICLES)
    return any(rest[at : at + len(r.split())] == r.split() for r in recoveries)


def _lands(rest: list[str], landings: Iterable[str]) -> bool:
    """Whether the words after a moved thing say it comes down onto a landing place ('down ... onto the landing
    field', 'down on the airstrip'): 'down', then 'onto' / 'into' / 'on' / 'at' and a place of `landings` (after an
    article), in the same part of the phrase."""
    if "down" not in rest[:1]:
        return False
    places = [p.split() for p in landings]
    for k, word in enumerate(rest):
        if word not in ("onto", "into", "on", "at", "to"):
            continue
        at = k + 1 + (k + 1 < len(rest) and rest[k + 1] in _ARTICLES)
        if any(rest[at : at + len(p)] == p for p in places):
            return True
    return False


def done_to_body(action: str, verbs: Iterable[str], before: Iterable[str], parts: Iterable[str]) -> str | None:
    """'cracks the dockhand across the jaw', 'digs the slug out of Dax's shoulder': a verb of `verbs`, the first of
    them in the action (after the scene's words: 'In the heat of the kitchen, cracks the thief over the head'), that
    goes on to a part of someone's body after one of `before` ("across", "out of"), with only an article, a
    possessive or a name between: the part's word, else None."""
    words = [w.lower().strip(".,;:!?\"'") for w in action.split()]
    first = next((k for k, word in enumerate(words) if set(bases(word)) & set(verbs)), None)
    if first is None or _RELATIVE & set(words[:first]):
        return None  # ("treats the barman who caught a dart in the arm": what the barman did, no blow of the roller's)
    words = words[first:]
    preps = [p.split() for p in before]
    wanted = set(parts)
    for k in range(1, len(words)):
        for prep in preps:
            if words[k : k + len(prep)] != prep:
                continue
            for word in words[k + len(prep) : k + len(prep) + 3]:
                if any(b in wanted for b in bases(word)):
                    return word
                if word not in _ARTICLES and not word.endswith(("'s", "’s")):
                    break
    return None


_RELATIVE = frozenset({"who", "whom", "whose", "which"})  # pronouns opening a clause about someone else


class Objects:
    """A game's objects: word -> the entries it supports, found in any form of the word (its lemma: "locks" -> lock,
    "knives" -> knife) and as two-word phrases ("car engine")."""

    def __init__(self, rows: Iterable[tuple[str, Mapping[str, int]]]) -> None:
        """rows: (word, entry -> weight); see supporting() for a data file's (word, entries) pairs."""
        self._table: dict[str, dict[str, int]] = {}
        for phrase, weights in rows:
            key = " ".join(phrase.lower().replace("-", " ").split())
            entry = self._table.setdefault(key, {})
            for name, weight in weights.items():
                entry[name] = max(entry.get(name, 0), weight)

    @classmethod
    def supporting(cls, rows: Iterable[tuple[str, Sequence[str]]]) -> Objects:
        """From a data file's [[objects]]: each word supports its entries with OBJECT_WEIGHT."""
        return cls((word, dict.fromkeys(entries, OBJECT_WEIGHT)) for word, entries in rows)

    def __len__(self) -> int:
        return len(self._table)

    def __contains__(self, phrase: str) -> bool:
        return phrase in self._table

    def find(self, words: Sequence[str]) -> list[tuple[str, Sense]]:
        """The objects among `words` (plain words of the action, in order), longest phrases first."""
        out: list[tuple[str, Sense]] = []
        lows = [w.lower().replace("’", "'").removesuffix("'s") for w in words]
        k = 0
        while k < len(lows):
            pair = " ".join(lows[k : k + 2])
            if k + 1 < len(lows) and pair in self._table:
                out.append((pair, Sense(self._table[pair], decides=False)))
                k += 2
                continue
            # a compound said with a hyphen is the thing it names whole, else its last part: "vibro-axe" is an axe
            whole = lows[k].replace("-", " ")
            tries = (*bases(lows[k]), whole, *bases(whole.rsplit(" ", 1)[-1])) if "-" in lows[k] else bases(lows[k])
            for form in tries:
                if form in self._table:
                    out.append((lows[k], Sense(self._table[form], decides=False)))
                    break
            k += 1
        return out
