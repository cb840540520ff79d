"""Speech as a transcriber types it, made plain before the lexer reads it: pauses ('uh', 'um'), words said twice ('the
the', 'at the at the', 'juno juno', 'she um she'), a player's name the bot puts first ('dana says ...'), a name
said again as 'she' ('juno she bluffs'), a possessive or an 'is' run into a word with no apostrophe or as "'s"
('hasks setup', "war die's a five"), and corrections said out loud ('athletics no sorry stealth', 'a nine no wait a
ten', 'the fence i mean the wall'), where the last thing said is the one meant.

The pieces keep their columns, so a caret still points at what was said. What is taken out that carried words of
the roll (a correction's first try, a speaker's label) is returned as spans, for the reading to show as not used."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.errors import PhraseError
from rollmate.grammar.idioms import SINGULAR, faces_run
from rollmate.grammar.raw import Raw, touching
from rollmate.grammar.words import (
    CORRECTIONS,
    CROSSTALK,
    DETERMINERS,
    INTERJECTIONS,
    PAUSES,
    PREPOSITIONS,
    SPEAKER_SAYS,
    SUBJECT_PRONOUNS,
)
from rollmate.rules.forms import common_word, said_of_someone, word_classes
from rollmate.rules.request import STEP_TO

if TYPE_CHECKING:
    from rollmate.grammar.marks import Unsaid

# The words that make up a correction's marker, for a quick look before the search.
_CORRECTION_WORDS = frozenset(w for marker in CORRECTIONS for w in marker)
_CLAUSE_MARKS = frozenset(",;.!?:()")
_FACE_JOINERS = frozenset({"and", "a", "an", "n", "&"})
# The words that may start what plain_speech takes out or puts right, for one look at each word.
_TELLING = PAUSES | _CORRECTION_WORDS | SPEAKER_SAYS | SUBJECT_PRONOUNS | {"rather", "instead", "place"}


def taken_out(start: int, end: int, why: str) -> Unsaid:
    """A note of words taken out as said (marks.Unsaid), its class built by the first phrase that takes some out."""
    from rollmate.grammar.marks import Unsaid

    return Unsaid(start, end, why)


# Notes the reading shows for what was taken out.
TAKEN_BACK = "taken back: the last said is meant"
SPEAKING = "who is speaking, not who acts"
REPLACED = "replaced: the one said before it is rolled"
NOT_HOLDING = "a condition said beside the value: not applied, the value said stands"
# A post's opener who acts on someone a later pronoun stands for (bind.py), and how the table knows it (acting.py).
ACTED_ON_NOTE = "in the scene: '{subject}' after is the one they acted on, who rolls"
ACTED_ON_PREFIX = ACTED_ON_NOTE.split("'", 1)[0]
# A value the post rejects ("not the +Weird", "you said Hard, but"): concluded.overruled.
OVERRULED = "overruled in the post: the value the post concludes with is used"
WEIGHED = "weighed aloud and not taken: the scene"  # "run? no.", "Options: (a) ... (b) ...": weighed.py
RULED = "who ruled it: what it goes with is read as said"  # "controlled per the GM" (ruled.py)
# A value said with a negation ("no +1 for the pump", "the rain doesn't make it harder"): negated.py.
NEGATED = "said not to apply: not used"
# A difficulty said as where a step change ends ("bumps it up to Hard"): concluded.stepped_to. The rules read the
# difficulty as final by the kind of the step's words in the reading (request.STEP_TO).
STEPPED_TO = "the step said with the Difficulty Level it ends at: that one is used, stepped no further"
STEPPED_FROM = "where the step started: the Difficulty Level it ends at is used"
UNSAID_KIND = {STEPPED_TO: STEP_TO, STEPPED_FROM: "step from", NEGATED: "not applied", RULED: "ruling", TAKEN_BACK: "correction", SPEAKING: "speaker's label", REPLACED: "replaced", NOT_HOLDING: "condition",
               OVERRULED: "overruled", WEIGHED: "scene"}

# What opens the rules word a roll is made in place of ("Firearms+Wits rather than the usual Reflexes", "Strength
# instead of his Presence", "in place of Agility"), and the words that may describe it before it is named.
_REPLACING = (("rather", "than"), ("instead", "of"), ("in", "place", "of"), ("in", "the", "place", "of"))
_REPLACED_SAID = frozenset("""the a an his her their my our its your usual normal normally customary standard default
ordinary regular expected""".split())


def plain_speech(raws: list[Raw], *, rules_word: Callable[[list[Raw], int], tuple[int, bool]],
                 names: Callable[[list[Raw], int], bool],
                 name: Callable[[str], bool], text: str = "",
                 value: Callable[[list[Raw], int], tuple[int, str, object] | None] = lambda raws, i: None
                 ) -> tuple[list[Raw], list[Unsaid]]:
    """The phrase's pieces with pauses, repeats, a speaker's label and the first try of a correction taken out, and
    the spans taken out that said something. `rules_word(raws, i)`: how many pieces a skill, trick, attribute or
    action word of the game takes at i (0 if none), and whether it is an action word; `names(raws, i)`: whether the piece at i names a loaded
    character; `name(word)`: whether a lowercase word is a loaded name (for 'hasks setup', a possessive a
    transcriber wrote without its apostrophe); `text`: the phrase, for a question about a correction; `value(raws,
    i)`: the rules value at i as (pieces, kind, value), or None ('risky no wait desperate': one kind, said again)."""
    raws = _contracted_is(_contracted_modals(_possessives(raws, name), name), name)
    if not any(r.kind == "word" and r.low in _TELLING for r in raws) and not _repeats(raws):
        return raws, []  # most phrases: nothing said twice, nothing taken back
    unsaid: list[Unsaid] = []
    raws = _replaced(raws, rules_word, unsaid)
    out = _pauses(raws)
    out = _drop_repeats(out)
    out = _speaker_label(out, names, unsaid)
    out = _corrections(out, rules_word, names, unsaid, text, value)
    out = _drop_repeats(out)  # "she um she", "no wait she" may leave a word said twice
    out = _name_said_again(out, names)
    return out, unsaid


def _replaced(raws: list[Raw], rules_word: Callable[[list[Raw], int], tuple[int, bool]],
              unsaid: list[Unsaid]) -> list[Raw]:
    """'Firearms+Wits rather than the usual Reflexes', 'Strength instead of his Presence': a skill, trick or
    attribute a roll is made in place of is not rolled; its words go, shown as replaced (REPLACED), never added to
    the roll nor asked about as a second one. A verb after them ('rather than fight') is left to the action."""
    out = raws
    k = 0
    while k < len(out):
        opener = next((len(words) for words in _REPLACING if tuple(_word(r) for r in out[k : k + len(words)]) == words),
                      0)
        if not opener:
            k += 1
            continue
        j = k + opener
        while j < len(out) and _word(out[j]) in _REPLACED_SAID:
            j += 1
        size, action = rules_word(out, j) if j < len(out) else (0, False)
        if not size or action:
            k += opener
            continue
        end = j + size
        while end + 1 < len(out) and out[end].text == "+" and rules_word(out, end + 1)[0] and not rules_word(out, end + 1)[1]:
            end += 1 + rules_word(out, end + 1)[0]  # "rather than Firearms+Reflexes": the whole roll replaced
        last = out[end - 1]
        unsaid.append(taken_out(out[k].start, last.start + len(last.text), REPLACED))
        out = [*out[:k], *out[end:]]
    return out


def _pause(raw: Raw) -> bool:
    """'uh', 'um', 'erm': a sound, never a word of the action ('ER' in capitals is a place)."""
    return raw.kind == "word" and raw.low in PAUSES and (raw.text == raw.low or raw.low in ("uh", "um"))


def _possessives(raws: list[Raw], name: Callable[[str], bool]) -> list[Raw]:
    """'hasks setup', 'dunstans still got': a loaded name and an 's' with no apostrophe is the name's, as typed with
    one ('Hask's'); the piece keeps what was typed."""
    out = raws
    for k, raw in enumerate(raws):
        low = raw.low
        if (raw.kind == "word" and len(low) > 3 and low[-1] == "s" and low.isalpha() and name(low[:-1])
                and not name(low) and not common_word(low)):  # ("lies", "wrens": English words of their own)
            if out is raws:
                out = list(raws)
            out[k] = Raw("word", raw.text, raw.start, low[:-1] + "'s")
    return out


# A verb run into a name ("Gaz'll", "Niamh'd", "Dot's" is a possessive's or an is's): what it is said in full.
_CONTRACTED = {"'ll": "will", "'d": "would", "'ve": "have", "'re": "are"}


def _contracted_modals(raws: list[Raw], name: Callable[[str], bool]) -> list[Raw]:
    """"Gaz'll kick the door in", "Niamh'd charm the guard": a loaded name with a verb run into it is the name and
    the verb ("Gaz will kick ..."), so the name is who acts, never a word nobody knows."""
    out = raws
    for raw in raws:
        low = raw.low
        if raw.kind != "word" or "'" not in low:
            continue
        base, mark, end = low.rpartition("'")
        said = _CONTRACTED.get(mark + end)
        if said is not None and base and name(base):
            if out is raws:
                out = list(raws)
            at = out.index(raw)
            out[at : at + 1] = [Raw("word", raw.text[: len(base)], raw.start),
                                Raw("word", raw.text[len(base) :], raw.start + len(base), said)]
    return out


def _contracted_is(raws: list[Raw], name: Callable[[str], bool]) -> list[Raw]:
    """"war die's a five", "the roll's six two": a word and 's before the faces that end its clause is the word and
    'is' ("war die is a five"); a name's ("Pim's 4") stays as it is."""
    out = raws
    for k, raw in enumerate(raws):
        low = raw.low
        if (raw.kind == "word" and low.endswith("'s") and len(low) > 3 and k + 1 < len(raws)
                and _face_at(raws, k + 1) and faces_run(raws, k + 1) and not name(low[:-2])):
            if out is raws:
                out = list(raws)
            at = out.index(raw)
            out[at : at + 1] = [Raw("word", raw.text[:-2], raw.start), Raw("word", raw.text[-2:], raw.start + len(raw.text) - 2, "is")]
    return out


def _pauses(raws: list[Raw]) -> list[Raw]:
    """The pieces without pauses; a pause before the faces that end a clause ('... risky uh six three and one')
    breaks it there, as a comma would: what follows is the dice."""
    out: list[Raw] = []
    for k, raw in enumerate(raws):
        if not _pause(raw) or k and raws[k - 1].kind == "number" and (touching(raws, k) or raw.low == "mm"):
            out.append(raw)  # (a pause never sticks to a number: "the 9mm", "12 mm" are millimetres)
        elif (k + 1 < len(raws) and out and not _face(out[-1]) and _word(out[-1]) not in _FACE_JOINERS
              and faces_run(raws, k + 1) and not (out[-1].kind == "mark")):
            out.append(Raw("mark", ",", raw.start, ","))
    return out


def _word(raw: Raw) -> str:
    return raw.low if raw.kind == "word" else ""


def _repeatable(raw: Raw) -> bool:
    """A word that said twice is a stutter: a face said twice ('six six') is two dice."""
    return raw.kind == "word" and raw.low not in SINGULAR


def _repeats(raws: list[Raw]) -> bool:
    return any(_repeatable(a) and a.low == b.low and b.kind == "word" for a, b in zip(raws, raws[1:], strict=False))


def _drop_repeats(raws: list[Raw]) -> list[Raw]:
    """'the the door', 'at the at the gate', 'juno juno': the first saying goes."""
    out = list(raws)
    k = 0
    while k + 1 < len(out):
        if _repeatable(out[k]) and out[k + 1].kind == "word" and out[k].low == out[k + 1].low:
            # "ok ok", "wait wait": someone talking over the line, no word of it; else the first saying goes
            del out[k : k + 2 if out[k].low in INTERJECTIONS or out[k].low in CROSSTALK else k + 1]
            continue
        if (k + 3 < len(out) and all(_repeatable(r) for r in out[k : k + 2])
                and [r.low for r in out[k : k + 2]] == [_word(r) for r in out[k + 2 : k + 4]]):
            del out[k : k + 2]
            continue
        k += 1
    return out


def _speaker_label(raws: list[Raw], names: Callable[[list[Raw], int], bool], unsaid: list[Unsaid]) -> list[Raw]:
    """'dana says juno haggles ...': a player's name and 'says' opening the line, before a line of its own, name
    the one speaking. A character's own name stays ('okafor says i'm ...' is Okafor speaking as himself)."""
    if len(raws) < 3 or raws[0].kind != "word" or _word(raws[1]) not in SPEAKER_SAYS or raws[2].kind != "word":
        return raws
    first = raws[0].low
    if first in SUBJECT_PRONOUNS or first in DETERMINERS or names(raws, 0) or not first.isalpha():
        return raws
    unsaid.append(taken_out(raws[0].start, raws[1].start + len(raws[1].text), SPEAKING))
    return raws[2:]


def _marker_at(raws: list[Raw], i: int, rules_word: Callable[[list[Raw], int], tuple[int, bool]]) -> int:
    """How many pieces a correction's marker takes at i ('no wait', 'no sorry', 'i mean'), or 0. A lone 'no' is one
    only right before an action word of the game, set off by commas or not ('sneaks past no climbs the wall',
    'sneaks past, no, climbs the wall'): 'no guards', 'no way' are words of the story."""
    if _word(raws[i]) not in _CORRECTION_WORDS and not (raws[i].kind == "mark" and raws[i].text == ","):
        return 0
    for marker in CORRECTIONS:
        if tuple(_word(r) for r in raws[i : i + len(marker)]) == marker:
            return len(marker)
    commas = raws[i].kind == "mark"  # ", no, climbs": the commas belong to the marker
    k = i + 1 if commas else i
    if k >= len(raws) or _word(raws[k]) != "no":
        return 0
    n = k + 1
    if commas:
        if n >= len(raws) or raws[n].kind != "mark" or raws[n].text != ",":
            return 0
        n += 1
    elif n < len(raws) and raws[n].kind == "mark" and raws[n].text == ",":
        n += 1  # "fights the thug no, she outwits him"
    if n >= len(raws) or raws[n].kind != "word" or raws[n].low.endswith("ing"):  # ("no stopping him")
        return 0
    size, action = rules_word(raws, n)
    if size and action:
        return n - i
    # "sneaks past them no eases past them", "... no, she outwits him": a verb the game may not know, said of the
    # one acting, after an action word of the game's own
    verb = n + 1 if raws[n].low in SUBJECT_PRONOUNS else n
    said = verb < len(raws) and (all(rules_word(raws, verb)) or _verb_said(raws[verb]))
    return n - i if said and _acted(raws, _clause_start(raws, i), i, rules_word) is not None else 0


# Words after a verb that may be a noun ('strolls', 'tiptoes') that make it the verb: where it goes, or whom it is done to.
_OBJECTS = PREPOSITIONS | DETERMINERS | {"him", "her", "them", "it", "me", "us", "away", "off", "up", "down", "out", "back",
                                          "past", "around", "along", "toward", "towards", "inside", "between"}
# Verbs said of someone that never open a correction's new action ("..., no is seen", "no has").
_AUXILIARIES = frozenset({"is", "are", "was", "were", "has", "have", "had", "does", "did", "be", "been"})


def _verb_said(raw: Raw) -> bool:
    """raws[i] is a verb said of someone ('eases', 'outwits', 'ducks'), the new action of a correction."""
    low = raw.low
    return (raw.kind == "word" and low.isalpha() and low not in DETERMINERS and low not in SUBJECT_PRONOUNS
            and low not in _AUXILIARIES and said_of_someone(low))


def _acted(raws: list[Raw], start: int, m: int, rules_word: Callable[[list[Raw], int], tuple[int, bool]]) -> int | None:
    """Where an action word of the game stands in the few words before a correction's marker at m, or None."""
    return next((k for k in range(max(m - 6, start), m) if all(rules_word(raws, k))), None)


def _corrections(raws: list[Raw], rules_word: Callable[[list[Raw], int], tuple[int, bool]],
                 names: Callable[[list[Raw], int], bool], unsaid: list[Unsaid], text: str,
                 value: Callable[[list[Raw], int], tuple[int, str, object] | None]) -> list[Raw]:
    out = list(raws)
    m = 0
    while m < len(out):
        size = _marker_at(out, m, rules_word)
        if not size or m == 0 or m + size >= len(out):
            m += 1
            continue
        taken = _value_taken_back(out, m, m + size, value) or _taken_back(out, m, m + size, rules_word, names, text)
        if taken is None:  # nothing before it of the kind said after it: the words stay the scene's
            m += size
            continue
        start, end, keep = taken
        unsaid.append(taken_out(out[start].start, out[end - 1].start + len(out[end - 1].text), TAKEN_BACK))
        out[start:end] = keep
        m = start + len(keep)
    return out


def _value_taken_back(raws: list[Raw], m: int, n: int, value: Callable[[list[Raw], int], tuple[int, str, object] | None]
                      ) -> tuple[int, int, list[Raw]] | None:
    """'risky no wait desperate', 'Hard no sorry Severe': a rules value (a position, an effect, a difficulty) said
    right before the marker at raws[m:n] and one of its kind right after it: the first is taken back; else None."""
    said = value(raws, n)
    if said is None or not said[1].startswith(("cue:", "dl")):
        return None
    for k in range(m - 1, max(m - 5, -1), -1):
        before = value(raws, k)
        if before is not None and before[0] == m - k:
            return (k, n, []) if before[1] == said[1] else None
    return None


def _taken_back(raws: list[Raw], m: int, n: int, rules_word: Callable[[list[Raw], int], tuple[int, bool]],
                names: Callable[[list[Raw], int], bool], text: str) -> tuple[int, int, list[Raw]] | None:
    """What a correction's marker at raws[m:n] takes back: (from, to, pieces to put there) when the words before
    it are of the kind said after it (faces for faces, a rules word for a rules word, a thing for a thing, a
    clause for a clause said again from its subject); else None."""
    after = raws[n]
    if _face_at(raws, n):  # "rolled a nine no wait a ten and a one"
        k = m
        while k > 0 and (_face(raws[k - 1]) or _word(raws[k - 1]) in _FACE_JOINERS):
            k -= 1
        while k < m and not _face(raws[k]) and _word(raws[k]) in ("and", "n", "&"):
            k += 1
        return (k, n, []) if any(_face(r) for r in raws[k:m]) else None
    if _word(after) in SUBJECT_PRONOUNS and n + 1 < len(raws):  # "attunes no sorry she studies the map"
        start = _clause_start(raws, m)
        if not (rules_word(raws, n + 1)[0] or _verb_said(raws[n + 1])) \
                or not any(rules_word(raws, k)[0] for k in range(start, m)):
            return None  # "tells the guard no sorry we're closed": what is said, not a correction
        named = next((k for k in range(start, m) if names(raws, k)), None)
        if named is None:
            return start, n, []  # "i'll pick the lock no wait i sneak past": the clause is said again
        name = raws[named]
        plain = Raw("word", name.text[:-2], name.start) if name.low.endswith("'s") else name
        return named, n + 1, [plain]  # "calla's gonna stand her ground no wait she slips away": Calla slips away
    size, action = rules_word(raws, n)
    if (size and action) or (not size and _verb_said(after)):
        # "sneaks past the guard actually no climbs the wall": the action said before, from its verb; so too before a
        # verb the game does not know ("... no eases past them": the game asks which roll that is)
        said = _acted(raws, _clause_start(raws, m), m, rules_word)
        if said is not None and not size and _word(raws[m]) == "no" and "NOUN" in word_classes(after.low) \
                and not (n + 1 < len(raws) and _word(raws[n + 1]) in _OBJECTS):
            _ask_taken_back(raws, said, m, n, text)  # "charges no guards notice her": a correction, or guards?
        return (said, n, []) if said is not None else None
    if size:  # "athletics no sorry stealth", "reflexive no wait creative": the rules word said right before
        return next(((k, n, []) for k in range(m - 1, max(m - 5, -1), -1) if rules_word(raws, k)[0] == m - k), None)
    if _word(after) in DETERMINERS:  # "climbs the fence i mean the wall"
        for k in range(m - 1, max(m - 5, -1), -1):
            if raws[k].kind != "word" or rules_word(raws, k)[0]:
                return None
            if raws[k].low in DETERMINERS and raws[k].low not in SINGULAR:
                return k, n, []
    return None


def _ask_taken_back(raws: list[Raw], said: int, m: int, n: int, text: str) -> None:
    """'sneaks past them no ducks under the rope': 'no' taking back the action for a verb the game does not know,
    or 'no ducks' a thing of the scene? Asked, with the phrase the correction makes to pick."""
    first = text[raws[said].start : raws[m - 1].start + len(raws[m - 1].text)]
    word = raws[n].text
    taken = text[: raws[said].start] + text[raws[n].start :]
    raise PhraseError(f"Does 'no' take back '{first}' for '{word} ...', or is 'no {word}' part of the scene?",
                      text=text, column=raws[m].start + 1, length=raws[n].start + len(word) - raws[m].start,
                      choices=(taken,), hint=f"To take it back, say 'no wait, {word} ...'; for the scene, "
                                              f"put a comma before 'no'.")


def _face(raw: Raw) -> bool:
    return (raw.kind == "number" and raw.text.isdigit()) or (raw.kind == "word" and raw.low in SINGULAR)


def _face_at(raws: list[Raw], i: int) -> bool:
    """A face said at i: '10', 'ten', 'a ten'."""
    if _face(raws[i]):
        return True
    return _word(raws[i]) in ("a", "an") and i + 1 < len(raws) and _face(raws[i + 1])


def _clause_start(raws: list[Raw], m: int) -> int:
    k = m
    while k > 0 and not (raws[k - 1].kind == "mark" and raws[k - 1].text in _CLAUSE_MARKS):
        k -= 1
    return k


def _name_said_again(raws: list[Raw], names: Callable[[list[Raw], int], bool]) -> list[Raw]:
    """'juno she tells the gatekeeper ...': a name opening a clause, said again as 'she' or 'he', is one subject."""
    out = list(raws)
    k = 0
    while k + 2 < len(out):
        pronoun = _word(out[k + 1])
        opens = k == 0 or (out[k - 1].kind == "mark" and out[k - 1].text in _CLAUSE_MARKS)
        if pronoun in ("she", "he", "they") and out[k + 2].kind == "word" and opens and names(out, k):
            del out[k + 1]
        k += 1
    return out
