"""The vocabulary lookup: which rules word, verb or keyword a run of words starting at one word is (the longest
phrase wins), with inflections, two-word verbs with a gap and short names, remembered per word."""

from __future__ import annotations

from functools import cache

from rollmate.grammar.raw import Raw, verb_bases
from rollmate.grammar.words import (
    ALIKE_OPENINGS,
    BODY_WORDS,
    DETERMINERS,
    FILLER,
    GIVEN_TO,
    INTERJECTIONS,
    KEYWORDS,
    MANNER_BETWEEN,
    OPENING_DETERMINERS,
    PEOPLE_WORDS,
    PREPOSITIONS,
    SOMEONE_BETWEEN,
    SPAN_OPENINGS,
)
from rollmate.rules.forms import word_classes
from rollmate.rules.spoken import lexicon
from rollmate.rules.vocabulary import Term, Vocabulary
from rollmate.similar import close_matches


def _key(raws: list[Raw]) -> str:
    return " ".join([r.low for r in raws]).replace("-", " ")


# Reflexive pronouns: a verb the data says with 'myself' ("haul myself up", "pull myself up") is said of anyone
# ("hauls herself up", "pulled himself up").
_REFLEXIVES = frozenset({"himself", "herself", "themselves", "themself", "yourself", "yourselves", "ourselves", "itself"})


def _as_myself(key: str) -> str:
    """The key with any reflexive pronoun said as 'myself' (the form the games' verb data uses)."""
    return " ".join("myself" if w in _REFLEXIVES else w for w in key.split(" "))


UNSEEN = object()


class Remembered:
    """What the vocabulary says at each piece of one list of pieces (VocabularyLookup._match), looked up once a piece:
    the lexer's checks ask of the same pieces again and again ('Firearms 5 + Wits 2': the sum's reader and the
    restated numbers' each ask what Firearms is). The list's owner calls forget() whenever it changes the list."""

    __slots__ = ("_found", "_lookup", "_raws")

    def __init__(self, lookup: VocabularyLookup, raws: list[Raw]) -> None:
        self._lookup, self._raws = lookup, raws
        self._found: dict[int, object] = {}

    def __call__(self, k: int) -> tuple[int, str, object] | None:
        found = self._found.get(k, UNSEEN)
        if found is UNSEEN:
            found = self._found[k] = self._lookup._match(self._raws, k)
        return found  # type: ignore[return-value]

    def forget(self) -> None:
        self._found.clear()
_CONTEXT = object()  # a word whose meaning is looked up afresh each time (one with a hyphen)
# Second words of a two-word verb that may not come after a gap: on their own they say nothing of the verb.
# Words for people said between a two-word verb's words ("run him through"); a pronoun for a thing is none.
_SOMEONE = frozenset({*GIVEN_TO, "himself", "herself", "themselves", "myself", "yourself", "ourselves", *PEOPLE_WORDS,
                      *BODY_WORDS})
# Endings of words for people made of two ("dockworker", "doorman", "swordswoman", "lamplighter", "innkeeper").
_PEOPLE_ENDINGS = ("man", "men", "woman", "women", "worker", "workers", "guard", "guards", "lighter", "lighters", "keeper",
                   "keepers", "maker", "makers", "monger", "mongers", "master", "masters", "mistress", "smith", "smiths",
                   "herd", "herds", "wright", "wrights", "seller", "sellers", "dealer", "dealers", "tender", "tenders")
# A phrasal verb's particles ("feel it out", "patch him up"): what stands before one is a thing, never a phrase of a
# preposition ("talk to the trader in Wookiee" keeps its 'in').
_PARTICLES = frozenset({"out", "up", "down", "off", "over", "back", "round", "around", "away"})
# What _split_verb finds for a verb said of someone with a thing between its words: no verb the game knows.
_THING_BETWEEN = "\0thing between"
_NO_GAP = {"it", "him", "her", "them", "me", "us", "you", "this", "that", "one", "for", "to", "of", "with", "at",
           "the", "a", "an", "and", "my", "his", "their"}


# Words opening what a doing finds out ("to notice whether ...", "to see if ..."): the verbs after them are the
# content found out, no doing of the roller's.
_ASKED_OPENERS = frozenset({"whether", "if"})
_FINDING_OUT = frozenset({"see", "know", "check", "tell", "learn", "find", "out", "wonder", "determine", "discover",
                          "judge", "notice", "gauge"})

class VocabularyLookup:
    """Looks words up in a system's vocabulary and the keywords; the lexer builds its tokens on it."""

    def __init__(self, vocabulary: Vocabulary) -> None:
        self.vocab = vocabulary
        self.terms = said_alike(vocabulary.terms)  # the game's terms, and its conditions as players also say them
        self.terms.update((said, term) for said, term in described_heads(vocabulary.terms).items()
                          if said not in self.terms)
        self.terms.update((phrase, term) for phrase, term in spoken_terms().items() if phrase not in self.terms)
        self.longest = max(vocabulary.longest(), 4, *(len(p.split(" ")) for p in self.terms))
        self._reach: dict[str, int] = {}  # first word -> most words in a phrase starting with it
        self._pairs: set[tuple[str, str]] = set()  # the first two words of every longer phrase
        for phrase in (*self.terms, *vocabulary.verbs, *KEYWORDS):
            words = phrase.split(" ")
            self._reach[words[0]] = max(self._reach.get(words[0], 0), len(words))
            if len(words) > 1:
                self._pairs.add((words[0], words[1]))
        # lowercase word -> its meaning where context can't change it, or what it depends on (see _context)
        self._solo: dict[str, object] = {}
        self._gap_starts: set[str] = set()  # lowercase words that may start a two-word verb with a gap
        self._ngrams: dict[tuple[str | None, ...], object] = {}  # a word and the words after it that count -> meaning
        # Two-word verbs whose second word may come a few words later: "talk the bouncer into it", "catch the
        # fixer lying", "pick the old lock".
        self._gapped: dict[str, list[tuple[str, str]]] = {}
        # "voss" -> ("Warden Voss",), "cass" -> ("Cassandra Voight",): the names a part or a prefix stands for
        # first words of the conditions said with an article after their opening ("outside my range"): there a
        # thing's possessive may follow the article ("outside my rifle's range", _possessive_cue)
        self._owned_heads = {phrase.split(" ", 1)[0] for phrase, term in self.terms.items()
                             if term.kind == "cue" and any(w in OPENING_DETERMINERS for w in phrase.split(" ")[1:3])}
        self.called = callings(vocabulary)
        self.akas = {key for key, term in vocabulary.terms.items()  # "cass" for Cassandra: another name, not hers
                     if term.kind == "name" and " " not in key and key != _plain_name(term.value)}
        # A verb and its thing ("fire the cannon") is said with any article, a possessive or a word between them:
        # "fire a cannon", "fire his cannon", "fire the ship's big cannon" (_split_verb, with `thing` set).
        # A verb of two words says its thing so too: "line up the rifle shot" for "line up the shot".
        self._things: dict[str, list[tuple[str, str, str]]] = {}  # verb -> (its thing, the value, its particle)
        for phrase, value in vocabulary.verbs.items():
            parts = phrase.split(" ")
            if len(parts) == 2:
                self._gapped.setdefault(parts[0], []).append((parts[1], value))
            elif len(parts) == 3 and parts[1] in DETERMINERS and parts[2] not in FILLER:
                self._things.setdefault(parts[0], []).append((parts[2], value, ""))
            elif len(parts) == 4 and parts[2] in DETERMINERS and parts[3] not in FILLER:
                self._things.setdefault(parts[0], []).append((parts[3], value, parts[1]))

    def close_names(self, word: str) -> tuple[str, ...]:
        """Loaded names within a typo of `word`, for 'I don't know anyone called ...'."""
        return tuple(close_matches(word, (t.value for t in self.vocab.terms.values() if t.kind == "name")))

    def _verbs_in(self, raws: list[Raw], start: int, end: int) -> list[str]:
        """The vocabulary's verbs among raws[start:end], in order ('to hotwire the truck' -> hotwire), and the tricks or
        moves named there ('to ride the current' -> Ride the Current, a move whose name is its trigger)."""
        found: list[str] = []
        k = start
        while k < end:
            m = self._match(raws[:end], k)
            thing = m is not None and m[1] == "VERB" and k > start and raws[k - 1].low in DETERMINERS \
                and not self.vocab.verb_nouns  # "to patch up the scout": a verb after an article is a thing
            if m is not None and m[1] in ("VERB", "TRICK") and not thing and not self._done_by_the_thing(raws, start, k):
                found.append(str(m[2]))  # "... to Sideswipe it": a trick written as its name is one too
            if raws[k].low in _ASKED_OPENERS and (found or (k > start and raws[k - 1].low in _FINDING_OUT)):
                break  # "to notice whether the carriage has been followed": what is found out is no doing of theirs
            if raws[k].low in WH_WORDS and found and asked_verb(raws[:end], k) is not None:
                break  # "to suss out what the landlady's hiding": the landlady's doing, found out
            k += m[0] if m is not None else 1
        return found

    def _done_by_the_thing(self, raws: list[Raw], start: int, k: int) -> bool:
        """Whether raws[k], a verb's -ing form, follows a thing named with an article or a possessive and one plain
        word ('to notice the car tailing us', 'to spot the man following her'): what that thing is doing, said of it,
        never a deed of the one who rolls."""
        return k - 2 >= start and raws[k].low.endswith("ing") and raws[k - 2].low in DETERMINERS \
            and raws[k - 1].kind == "word" and self._match(raws, k - 1) is None

    def _match(self, raws: list[Raw], i: int) -> tuple[int, str, object] | None:
        """Longest phrase starting at raws[i]: (number of raw tokens, token type, value).

        What the vocabulary says of a word depends only on the words a phrase starting with it could span: none
        for most words, the next N-1 for a word starting phrases of N words. So that lookup is remembered per word
        and its next N-1 words (_lookup). Only a two-word verb with a gap ("talk the bouncer into it") looks
        further, and that check is made each time (_split_verb)."""
        raw = raws[i]
        if raw.kind != "word":
            return None
        low = raw.low
        if low in self._owned_heads and (owned := self._possessive_cue(raws, i)) is not None:
            return owned
        if raw.text[:1].isupper() and (named := self._owner_named(raws, i)) is not None:
            return named  # "the Severe Sisters' stalls": a name of the sheet, its last word said as the owner
        if i + 2 < len(raws) and raws[i + 1].low in MANNER_BETWEEN and raws[i + 2].kind == "word":
            across = self._lookup([*raws[: i + 1], *raws[i + 2 :]], i)[0]  # "listens hard for the lie"
            if across is not None and across[0] > 1 and across[1] in ("VERB", "TRICK"):
                return across[0] + 1, across[1], across[2]
        known = self._solo.get(low, UNSEEN)
        if known is UNSEEN:
            known = self._context(low)
            if len(self._solo) < 50_000:
                self._solo[low] = known
        if known is _CONTEXT:
            found, gap = self._lookup(raws, i)
        elif type(known) is int:
            if known == 2 and i + 1 < len(raws):  # the commonest: a word that starts two-word phrases
                after = raws[i + 1]
                key = (low, after.low if after.kind in ("word", "number") else None)
            else:
                key = (low, *[r.low if r.kind in ("word", "number") else None for r in raws[i + 1 : i + known]])
            remembered = self._ngrams.get(key)
            if remembered is None:
                remembered = self._lookup(raws, i)
                if len(self._ngrams) < 50_000:
                    self._ngrams[key] = remembered
            found, gap = remembered
        else:
            return known  # type: ignore[return-value]
        if gap and (known is _CONTEXT or low in self._gap_starts):
            split = self._split_verb(raws, i)
            if split == _THING_BETWEEN:  # "runs the shuttle through the blockade": asked, never stabbing nor running
                return None
            if split is not None:
                return 1, "VERB", split
        return found

    def _owner_named(self, raws: list[Raw], i: int) -> tuple[int, str, object] | None:
        """A loaded name of more than one word opening with a rules word at raws[i], whose last word is said as the
        owner ('Severe Sisters'', 'Weird Sisters of Morrow's'): the name, over the pieces up to that word; else None.
        (A name opening with a plain word, 'Old Marrow's', is read a word at a time, as ever.)"""
        for k in range(i + 1, min(i + 5, len(raws))):
            raw = raws[k]
            if raw.kind != "word":
                return None
            if raw.low.endswith(("'s", "s'")) and raw.text[:1].isupper():
                plain = Raw("word", raw.text[: -2 if raw.low.endswith("'s") else -1], raw.start)
                found = self._lookup([*raws[i:k], plain], 0)[0]
                if found is None or found[1] != "NAME" or found[0] != k - i + 1:
                    return None
                alone = self._lookup(raws, i)[0]
                return found if alone is not None and alone[1] not in ("NAME", "WORD", "VERB", "FILLER") else None
        return None

    def _possessive_cue(self, raws: list[Raw], i: int) -> tuple[int, str, object] | None:
        """'past her pistol's optimal range', 'beyond the rifle's range': a condition said with an article and a
        thing's possessive after its opening is the condition said with the article alone."""
        for k in range(i + 2, min(i + 4, len(raws))):
            raw = raws[k]
            if raw.kind != "word" or raws[k - 1].low not in OPENING_DETERMINERS:
                continue
            if not (raw.low.endswith("'s") or raw.low.endswith("s'")) or len(raw.low) < 4:
                continue
            found = self._lookup([*raws[:k], *raws[k + 1 :]], i)[0]
            if found is not None and found[1] == "CUE" and i + found[0] > k:
                return found[0] + 1, found[1], found[2]
        return None

    def _context(self, head: str) -> object:
        """What a word's meaning depends on: nothing (then its meaning), the next N-1 words (N, the most words in a
        phrase it starts), or more than that (_CONTEXT: a word with a hyphen)."""
        if "-" in head or " " in head:
            return _CONTEXT
        forms = verb_bases(head)
        if any(form in self._gapped or form in self._things for form in forms):
            self._gap_starts.add(head)  # "talk", "talks", "talking"
        reach = min(max(self._reach.get(form, 0) for form in forms), self.longest)
        if reach <= 1 and head not in self._gap_starts:
            return self._lookup([Raw("word", head, 0)], 0)[0]
        return max(reach, 1)

    def _lookup(self, raws: list[Raw], i: int) -> tuple[tuple[int, str, object] | None, bool]:
        """The longest phrase of the vocabulary at raws[i], and whether a two-word verb with a gap would say more
        (the match is one word long: a trick, a skill or a verb, or nothing)."""
        head = raws[i].low.split("-", 1)[0]
        # Only phrases that start with this word (or a base form of it) can match: try just their lengths.
        reach = max((self._reach.get(form, 0) for form in verb_bases(head)), default=0)
        words = []
        for raw in raws[i : i + min(reach, self.longest)]:
            if raw.kind != "word" and not (raw.kind == "number" and words):  # ("level 2 harm": a number inside)
                break
            words.append(raw)
        if len(words) > 1 and "-" not in words[0].low:  # no longer phrase goes on with the next word: try one word
            seconds = verb_bases(words[1].low.split("-", 1)[0]) + (("myself",) if words[1].low in _REFLEXIVES else ())
            if not any((first, second) in self._pairs for first in verb_bases(head) for second in seconds):
                del words[1:]
        for size in range(len(words), 0, -1):
            key = _key(words[:size])
            term = self.terms.get(key)
            if term is None and size == 1:  # "drone" beside the skill alias "drones"
                plural = self.terms.get(key + "s")
                term = plural if plural is not None and plural.kind == "skill" else None
            if term is not None and term.kind != "filler":
                # "catch the fixer lying": a longer verb with a gap wins over a one-word trick or skill
                gap = size == 1 and term.kind in ("trick", "skill")
                return (size, term.kind.upper() if term.kind != "dl" else "DLNAME", term.value), gap
            if key in KEYWORDS:  # "gets": a roll's result, unless a verb's second word follows ("gets the pump running")
                kind = KEYWORDS[key]
                return (size, kind, key), size == 1 and any(base in self._gapped for base in verb_bases(key))
            first, *rest = key.split(" ")
            for said in dict.fromkeys((" ".join(rest), " ".join(_as_myself(" ".join(rest)).split(" ")))):
                for base in verb_bases(first):  # (said as typed first, then with 'myself': "hauls herself up")
                    verb = self.vocab.verbs.get(" ".join([base, said]).strip())
                    if verb is not None:  # a two-word verb with a gap says more than its first word alone
                        return (size, "VERB", verb), size == 1
            if rest:  # "sweet-talks": the inflection is on the last word
                for base in verb_bases(rest[-1]):
                    verb = self.vocab.verbs.get(" ".join([first, *rest[:-1], base]))
                    if verb is not None:
                        return (size, "VERB", verb), False
            if term is not None:  # a filler the system declared
                return (size, "FILLER", key), False
        return None, bool(words)

    def _split_verb(self, raws: list[Raw], i: int) -> str | None:
        """'talk the bouncer into it', 'catch the fixer lying': a two-word verb whose second word comes up to four
        words later, in the same clause."""
        first = raws[i].low
        later: list[tuple[str, ...]] = []
        k, end = i + 2, i + 6
        gapped = any(base in self._gapped for base in verb_bases(first))  # (the words after: only for a gapped verb)
        after_preposition = i + 1 < len(raws) and raws[i + 1].low in PREPOSITIONS  # ("by feel with the lights out":
        # what stands between a verb and its particle is what it is done to, never a preposition's phrase)
        while gapped and k < min(end, len(raws)):
            raw = raws[k]
            k += 1
            if raw.kind == "number" and raws[k - 2].low == "of":  # "talks the crowd of 32 dockworkers into it": a
                later.append(())  # count of the ones between, one word more
                end += 1
                continue
            if raw.kind != "word":
                break
            later.append(verb_bases(raw.low))
        thing = self._verb_and_thing(raws, i)  # "hold his nerve on the ledge": the nearer second word decides
        between = False  # a verb said of someone, with a thing between its words
        for base in verb_bases(first):
            for second, value in self._gapped.get(base, ()):
                if second in _NO_GAP or after_preposition and second in _PARTICLES:
                    continue  # "floor it" is no verb in "search the floor for it"
                at = next((k for k, forms in enumerate(later, i + 2) if second in forms), None)
                if at is not None and (thing is None or at < thing[1]):
                    if f"{base} {second}" in SOMEONE_BETWEEN and not self._someone(raws, i + 1, at):
                        between = True
                        continue
                    return value
        if thing is not None:
            return thing[0]
        return _THING_BETWEEN if between else None

    def _someone(self, raws: list[Raw], start: int, end: int, *, short: bool = True) -> bool:
        """Whether raws[start:end] name someone: a pronoun for a person, a word for one or for their body ('the old
        guard', 'his arm'), a loaded name (or, with `short`, a short name for one: 'Bar' for Barnaby; never after an
        article, where 'the bar' is a thing), or a capitalised word within the sentence (a name nobody has: asked)."""
        for k in range(start, end):
            low = raws[k].low.replace("’", "'").removesuffix("'s").removesuffix("'")
            term = self.terms.get(low)
            if low in _SOMEONE or low.removesuffix("s") in PEOPLE_WORDS or low.endswith(_PEOPLE_ENDINGS) \
                    or (short and low in self.called) or (
                    term is not None and term.kind == "name"):
                return True
            if raws[k].text[:1].isupper() and low not in DETERMINERS:
                return True
        return False

    def _verb_and_thing(self, raws: list[Raw], i: int) -> tuple[str, int] | None:
        """'fire his cannon', 'fire the ship's big cannon', 'fire cannon' for the verb 'fire the cannon': its thing
        a few words on, with only articles, possessives and plain words between (never 'fire at the cannon', which
        shoots at one). The verb's value, and where its thing stands."""
        said = [three for base in verb_bases(raws[i].low) for three in self._things.get(base, ())]
        for particle in dict.fromkeys(particle for _, _, particle in said):
            start = i + 1
            if particle:  # "lines up the rifle shot": the verb's second word right after it, then its thing
                if start >= len(raws) or raws[start].low != particle:
                    continue
                start += 1
            things = [(thing, value) for thing, value, its in said if its == particle]
            for k, raw in enumerate(raws[start : start + 4], start):
                if raw.kind != "word":
                    break
                forms = verb_bases(raw.low)
                found = next((value for thing, value in things if thing in forms), None)
                if found is not None:
                    return found, k
                if raw.low in FILLER and raw.low not in DETERMINERS and (k > start or raw.low not in GIVEN_TO):
                    break  # (but one given the thing may stand first: "feeds him a line", "spins them a yarn")
        return None


def spoken_terms() -> dict[str, Term]:
    """Every game's resources and their uses as players say them (rules/spoken.py), as terms: a resource's words
    lex as RESOURCE, a use's as USE, each valued by its key."""
    words = lexicon()
    terms = {phrase: Term(kind="resource", value=key) for phrase, key in words.words.items()}
    terms.update((phrase, Term(kind="use", value=use)) for phrase, (_, use) in words.uses.items())
    return terms


# A phrase of the form "<verb> the|a <thing>" said again as "avoid it": verb -> (the thing, the phrase, its token
# type, its value), for the keywords and the games' uses ("avoid the glitch"); a pronoun after the verb stands for
# the thing when the phrase named it before.
@cache
def back_references() -> dict[str, list[tuple[str, str, str, object]]]:
    found: dict[str, list[tuple[str, str, str, object]]] = {}
    said = [(phrase, kind, phrase) for phrase, kind in KEYWORDS.items()]
    said += [(phrase, "USE", use) for phrase, (_, use) in lexicon().uses.items()]
    for phrase, kind, value in said:
        words = phrase.split(" ")
        if len(words) == 3 and words[1] in ("the", "a", "an"):
            found.setdefault(words[0], []).append((words[2], phrase, kind, value))
    return found


STANDS_FOR = {"it", "that", "this", "one"}
# What a die does after "it" that opens a clause of its own ("throws his war die in it was a four"): "it" is the
# die that showed a face, never the thing the word before it takes.
_IT_SHOWED = {"was", "is", "came", "comes", "showed", "shows", "landed", "rolled", "gave"}


def stands_for(raws: list[Raw], i: int) -> bool:
    """Whether the word after raws[i] stands for something said before ('avoid it', 'in that one'), not the subject of
    a clause that goes on ('... in it was a four')."""
    if i + 1 >= len(raws) or raws[i + 1].kind != "word" or raws[i + 1].low not in STANDS_FOR:
        return False
    if raws[i + 1].low in ("it", "this", "that") and i + 2 < len(raws) and raws[i + 2].kind == "word" \
            and raws[i + 2].low != "one" and "ADJ" in (said := word_classes(raws[i + 2].low)) and "VERB" not in said:
        return False  # "make it quick", "keep it clean", "don't make this weird": how it is to be, no roll taken up
        # again
    return not (raws[i + 1].low == "it" and i + 2 < len(raws) and raws[i + 2].low in _IT_SHOWED)


def back_reference(raws: list[Raw], i: int) -> tuple[int, str, object] | None:
    """'avoid it' ('avoid that one') where the phrase said 'glitch' before: what 'avoid the glitch' is, else None."""
    if not stands_for(raws, i):
        return None
    said = {form for raw in raws[:i] if raw.kind == "word" for form in verb_bases(raw.low)}  # "it glitched"
    size = 3 if i + 2 < len(raws) and raws[i + 1].low in ("this", "that") and raws[i + 2].low == "one" else 2
    for thing, _, kind, value in back_references().get(raws[i].low, ()):
        if thing in said:
            return size, kind, value
    return None


def said_alike(terms: dict[str, Term]) -> dict[str, Term]:
    """The terms, plus each condition cue said with another opening of its group or with a possessive after the
    opening (words.ALIKE_OPENINGS): a phrase the game lists itself always keeps its own meaning."""
    out = dict(terms)
    for phrase, term in terms.items():
        if term.kind != "cue":
            continue
        for group in ALIKE_OPENINGS:
            opening = next((o for o in group if phrase.startswith(o + " ")), None)
            if opening is None:
                continue
            rest = phrase[len(opening) + 1 :]
            if group is SPAN_OPENINGS and not any(f"{other} {said}" in terms for other in group if other != opening
                                                  for said in (rest, rest.split(" ")[-1])):
                continue  # "off guard" alone: a state, never 'past the guard' ("off effective range": a range)
            for other in group:
                out.setdefault(f"{other} {rest}", term)
                for det in OPENING_DETERMINERS:
                    out.setdefault(f"{other} {det} {rest}", term)
    return out


def described_heads(terms: dict[str, Term]) -> dict[str, Term]:
    """'the foreman' for the dock foreman, 'the clerk' for the night clerk: someone loaded by a description of
    three words or more, said as its article and its last word, where no one else's description ends so."""
    heads: dict[str, set[str]] = {}
    for said, term in terms.items():
        words = said.split(" ")
        if term.kind == "name" and len(words) >= 3 and words[0] == "the" and str(term.value).islower():
            heads.setdefault(f"the {words[-1]}", set()).add(str(term.value))
    by_name = {str(t.value): t for t in terms.values() if t.kind == "name"}
    return {said: by_name[next(iter(names))] for said, names in heads.items() if len(names) == 1}


MIN_CALLED = 3  # letters: a shorter part or prefix of a name stands for no one


def _plain_name(name: str) -> str:
    low = " ".join(name.lower().replace("-", " ").split())
    return low[4:] if low.startswith("the ") else low


def callings(vocabulary: Vocabulary) -> dict[str, tuple[str, ...]]:
    """What a word may stand for among the loaded names, by how tables shorten them: a first or last name
    ("Hale" for Director Hale, "Crane" for Isolde Crane) or a prefix of one ("Cass" for Cassandra, "Rado" for
    Radovan), of three letters or more. Only a name's capitalised parts count ("the bartender" is a description,
    not a name to shorten). A whole part names those it is a part of, before any prefix of another name; two
    names for one word are both kept (asked about where the word stands as a name). A rules word, a keyword, a
    filler word, a preposition ('Per the SRD' is never Perpetua) or an interjection is never a calling."""
    whole: dict[str, set[str]] = {}
    prefixes: dict[str, set[str]] = {}
    for term in vocabulary.terms.values():
        if term.kind != "name":
            continue
        name = str(term.value)
        hyphened = [part for part in name.split(" ") if "-" in part.strip("-")]  # "Ji-woo" of Ji-woo Castellanos
        for part in (*name.replace("-", " ").split(" "), *hyphened):
            if len(part) < MIN_CALLED or not part[:1].isupper() or not part.replace("-", "").isalpha():
                continue
            low = part.lower()
            whole.setdefault(low, set()).add(name)
            for k in range(MIN_CALLED, len(low) if "-" not in low else MIN_CALLED):  # (whole, a hyphened part)
                prefixes.setdefault(low[:k], set()).add(name)
    for said, term in vocabulary.terms.items():  # "Face, give me a Bluff" for one the sheet calls "the Face" (a role
        role = said.split(" ")  # said without its article, where a name stands: "punch him in the face" is no one)
        if term.kind == "name" and len(role) == 2 and role[0] == "the" and len(role[1]) >= MIN_CALLED \
                and role[1].isalpha() and said != _plain_name(term.value) and said != str(term.value).lower():
            whole.setdefault(role[1], set()).add(str(term.value))
    found = {word: tuple(sorted(names)) for word, names in prefixes.items()}
    found.update((word, tuple(sorted(names))) for word, names in whole.items())
    return {word: names for word, names in found.items()  # ("lol" is never Lola)
            if word not in vocabulary.terms and word not in KEYWORDS and word not in FILLER and word not in INTERJECTIONS
            and word not in PREPOSITIONS}


# A clause of what is found out opens with one of these ("what the landlady's hiding", "where the guard is").
WH_WORDS = frozenset({"what", "where", "who", "whom", "why", "which", "how", "whatever", "wherever", "whoever"})
_COPULAS = frozenset({"is", "are", "was", "were", "has", "had", "might", "may", "will", "would", "could", "can"})


def asked_verb(raws: list[Raw], i: int) -> int | None:
    """Where the verb of a clause of what is found out stands, after a wh-word and a subject of the third person
    ('what the landlady's hiding', 'where the guard is hiding', 'who he's meeting', "what Oduya's planning"): that
    subject's doing, never the actor's. None when the subject is I, we or you ('what I do'), or no such clause opens."""
    k = i + 1
    if k < len(raws) and raws[k].kind == "word" and raws[k].low in DETERMINERS:
        k += 1
        if k + 1 < len(raws) and raws[k + 1].kind == "word" and raws[k].low not in _COPULAS \
                and not raws[k].low.endswith("'s") and "VERB" not in word_classes(raws[k + 1].low):
            k += 1  # "the old landlady"
    elif not (k < len(raws) and raws[k].kind == "word" and raws[k].text[:1].isupper() and raws[k].low != "i"):
        return None  # ("what she knows about the markets": 'she' may be the one rolling, wondering)
    if k >= len(raws) or raws[k].kind != "word" or raws[k].low in ("i", "we", "you", "i'm", "we're", "you're"):
        return None
    owned = raws[k].low.endswith("'s")
    k += 1
    if not owned and k < len(raws) and raws[k].kind == "word" and raws[k].low in _COPULAS:
        k += 1
    if k < len(raws) and raws[k].kind == "word" and "VERB" in word_classes(raws[k].low):
        return k
    return None
