"""A post that tells of several characters at once, one of whom rolls ("while Dana watches the door, Pell works the
lock - Tinker roll, she got 6 and 3"): the other characters' deeds are the scene, blanked, and the roll's clause is
read alone. The words this reads by are data (ensemble.toml); the form is read here.

- A deed opens where one of the players' characters (by name, a short name from the sheet, "I", or 'he', 'she',
  'they') is the subject of a clause: at the post's start, after a mark that ends a clause (. ! ? ; : , dash or
  bracket) or after a word that opens a clause ("while", "and", "so"), with a verb or a state after them ("Oss
  counts", "Esme's out cold", "Mimi, arm in a sling, parries"). "Dana and Rhea" opens one deed of two people. A
  pronoun that only reports the dice ("she got 6 and 3") opens none; nor does a word in what a character says aloud
  ('"... and I'll forget what I saw"'), nor 'me' alone ("Colonel Szabo (me, doing the accent) demands ...": 'me'
  acts only with another, "me and Dana").
- The roll's words (a skill, trick, stat or move named, dice, a difficulty, a resource spent: the game's own words, as
  the lexer reads them) stand in one deed, or in deeds of one person: that deed is the roll's. Who did it rolls; the
  other deeds, where they hold no rules word of their own, go as blanks and stand in the reading as not used.
- The roll's deed opened by a pronoun: the pronoun stands for the subject of the deed right before it in its
  sentence ("Rhea ignores them both; she lines up ..."). Where that
  deed is of two people ("Orla and Vell reach the door; she tinkers ..."), or another person acts in the same sentence
  before it ("Dana and Rhea go ... while Oss waits below; she sneaks ..."), who rolls is asked, naming them.
- Read as typed (the reader weighs who acts): a post that corrects who acts ("- scratch that, juno does it"); the seat's "I" whose clause holds no action and no skill, trick, stat
  or move named, after or before another's deed that holds an action ("Winifred will creep past the lodge. I am sorry
  to say both dice showed ones", "i got a 3 and a 6? juno tackles the runner"): the player telling the dice of the
  deed told, not a deed of their own; a verb whose thing is the dice ("I'll chuck a war die in", "Sable throws her
  war die in") is a die given to the roll, help as below;
  a pronoun whose deed before it is in another sentence; help or an
  assist said anywhere in the post (whose help, given to whom, is the reader's to weigh); rules words in two people's deeds, a deed of two people holding the
  roll, rules words before anyone acts; a condition or difficulty said in another's deed (it may be the roll's:
  "Oss keeps him talking until he's Distracted, and Dana ..."); and a roll named by no skill, trick, stat or move
  whose sentence holds another's action word too ("Wren sweet-talks the guard while Hollis wrenches the hatch, 5 4":
  which deed the dice are for is not said). Another's deed in a sentence of its own is the scene.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from rollmate.errors import PhraseError
from rollmate.grammar.later import Later
from rollmate.grammar.literals import may_say

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "another character's deed in the post: the scene around the roll, not rolled"

WORDS_FILE = Path(__file__).with_name("ensemble.toml")
_KEYS = ("connectors", "reports", "efforts", "helping", "corrections", "settings")
_WORD = r"[^\W\d_][\w'’-]*"
_WORDS = Later(_WORD)
_PRONOUNS = ("he", "she", "they")
_SEAT = ("i", "me")
_SUBJECTS = frozenset({*_PRONOUNS, *_SEAT, "i'm", "i've", "i'll"})
_ENDS_CLAUSE = (".", "!", "?", ";", ":", ",", "(", ")", "—", "–", "-")
_AND = r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)"
# Words around a subject, each compiled where first used: the last word of a text, a word spoken to ('Zoe, cover
# me'), the next word, a pronoun's verb after it ("she's", 'they are'), a word joined on ('and Dana'), the word
# right before a place.
_LAST_WORD = Later(rf"({_WORD})$")
_SPOKEN_TO = Later(rf",\s*{_WORD}\s+(?:me|us)\b")
_NEXT_WORD = Later(rf"\s+({_WORD})")
_SAID_OF = Later(rf"(?i)(?:['’](?:s|re)|\s+(?:is|are))?\s+({_WORD})")
_AND_WORD = Later(_AND + f"({_WORD})")
_WORD_BEFORE = Later(rf"({_WORD})\s+$")
_STATE = frozenset({"is", "are", "was", "were", "has", "have", "had", "just", "both", "all", "still", "never", "also",
                    "already", "only"})


@dataclass(frozen=True, slots=True)
class _Deed:
    """One clause of a post whose subject is one or more of the players' characters (or the seat's 'I')."""

    lead: int  # where its clause opens (its opening word, if one)
    start: int  # where its subject stands
    end: int  # where its subject ends
    people: tuple[str, ...]  # who does it ("" for the seat's "I"); a pronoun's deed: the pronoun, lowercase
    pronoun: bool


@cache
def _words() -> dict[str, tuple[str, ...]]:
    from rollmate.rules.content import word_lists

    return word_lists(WORDS_FILE, "ensemble", _KEYS)


@cache
def _corrections() -> re.Pattern[str]:
    """A correction of who acts, anywhere in the lowered words ("scratch that", "i mean")."""
    said = "|".join(re.escape(marker) for marker in sorted(_words()["corrections"], key=len, reverse=True))
    return re.compile(rf"(?<![\w'])(?:{said})(?![\w'])")


def _bare(word: str) -> str:
    low = word.lower().replace("’", "'")
    return low[:-2] if low.endswith("'s") else low


# A MUSH's roll command opening a clause, right before the name of whom it rolls for ("roll Ngozi/Medicine").
_MUSH_ROLL = Later(r"(?i)(?:^|[.!?;:]\s*)(\+?roll)\s+$")


def _opens(text: str, start: int) -> int | None:
    """Where the clause the word at `start` would be the subject of opens, or None where no clause opens there."""
    before = text[:start].rstrip()
    if not before or before.endswith(_ENDS_CLAUSE):
        return start
    last = _LAST_WORD.search(before)
    if last is None or last.group(1).lower() not in _words()["connectors"]:
        return _set_first(text, start)
    return last.start(1)


def _set_first(text: str, start: int) -> int | None:
    """Where the clause opens when a scene is set before its subject with no comma ("At the broker's party Dana keeps
    an eye on ..."): a sentence that opens with a word of place or time (ensemble.toml) and a few words naming no
    one's doing before the subject; else None."""
    from rollmate.rules.forms import word_classes

    opens = max((m.end() for m in re.finditer(r"[.!?;:]+(?=\s)|^", text[:start])), default=0)
    words = re.findall(_WORD, text[opens:start])
    if not 2 <= len(words) <= 6 or words[0].lower() not in _words()["settings"]:
        return None
    if any(word_classes(_bare(w)) == {"VERB"} or _bare(w) in _SUBJECTS for w in words[1:]):
        return None  # ("After Dana climbs Pell ..."): a clause of its own before the subject
    return opens + len(text[opens:start]) - len(text[opens:start].lstrip())


def _acts_after(text: str, end: int, possessive: bool) -> bool:
    """Whether the words right after a subject say what they do or how they are ('counts', "'s out cold", ', arm in a
    sling, parries'); never what is theirs ("Wren's cot")."""
    from rollmate.rules.forms import word_classes

    if not possessive and re.match(r",\s*\w", text[end:]):
        return _SPOKEN_TO.match(text[end:]) is None  # ("Zoe, cover me!": one spoken to)  # "Mimi, arm in a sling, parries", "Holl, that's you": the one the clause is of
    nxt = _NEXT_WORD.match(text[end:])
    if nxt is None:
        return False
    word = nxt.group(1).lower().replace("’", "'")
    classes = word_classes(word)
    if possessive:
        return bool(classes) and classes not in ({"NOUN"}, {"NOUN", "VERB"})
    if word in _STATE or word.split("'")[0] in _STATE or "VERB" in classes or "ADV" in classes:
        return True
    from rollmate.grammar.action_words import does_next

    return does_next(text, end) or "VERB" in word_classes(word.rsplit("-", 1)[-1])  # ("arm-wrestles")


def _deeds(text: str, players: Callable[[str], tuple[str, ...]]) -> list[_Deed]:
    """The deeds the post tells of, in order: each clause whose subject is one of the players' characters."""
    found: list[_Deed] = []
    words = list(_WORDS.finditer(text))
    skip_to = 0
    from rollmate.grammar.quoted import speech

    spoken = speech(text)[1]
    for m in words:
        if m.start() < skip_to or spoken and any(start <= m.start() < end for start, end in spoken):
            continue  # ('"... and I'll forget what I saw"'): what a character says is no deed of the post
        low = _bare(m.group())
        if low not in _SUBJECTS and len(players(low)) != 1:
            continue  # no one of the players' characters (asked first: most words are none, and cheap to tell)
        command = _MUSH_ROLL.search(text, 0, m.start())
        if command is not None and low not in _SUBJECTS and text[m.end() : m.end() + 1] == "/":
            found.append(_Deed(command.start(1), command.start(1), m.end(), players(low), False))  # "roll Ngozi/"
            skip_to = m.end()
            continue
        lead = _opens(text, m.start())
        if lead is None:
            continue
        people: list[str] = []
        end, at, pronoun = m.start(), m.start(), False
        if low in (*_PRONOUNS, *_SEAT):
            after = _SAID_OF.match(text[m.end():])
            if after is not None and after.group(1).lower() in _words()["reports"] and re.search(
                    r"\d", text[m.end() + after.end() : m.end() + after.end() + 12]):
                continue  # "she got 6 and 3", "i rolled 10 and 10": the dice of the roll told before
        if low == "me" and re.match(r"(?i)\s+and\s|\s*&", text[m.end():]) is None:
            continue  # ("Colonel Szabo (me, doing the accent) demands ..."): 'me' acts only with another ('me and Dana')
        if low in _PRONOUNS:
            if not found:
                continue  # ("They come through the door two at a time."): a pronoun no one said before stands for
            people, end, pronoun = [m.group().split("'")[0].split("’")[0].lower()], m.end(), True
        else:
            one = m
            while one is not None:
                said = _bare(one.group())
                who = ("",) if said in _SEAT or said in ("i'm", "i've", "i'll") else players(said)
                if len(who) != 1:
                    break
                people.append(who[0])
                end = one.end()
                if said != one.group().lower().replace("’", "'") and said not in ("i'm", "i've", "i'll"):
                    break  # "Esme's": a name with 's ends the subject
                joined = _AND_WORD.match(text[end:])
                one = _WORDS.match(text, end + joined.start(1)) if joined is not None else None
            if not people:
                continue
        possessive = text[at:end].lower().replace("’", "'").endswith("'s")
        if pronoun or _bare(text[at:end].split()[-1]) in ("i'm", "i've", "i'll") \
                or _acts_after(text, end, possessive):
            found.append(_Deed(lead, at, end, tuple(dict.fromkeys(people)), pronoun))
            skip_to = end
    return found


def _sentence(text: str, start: int, end: int) -> bool:
    """Whether no sentence ends between start and end."""
    return re.search(r"[.!?]+(?=\s|$)", text[start:end]) is None


def subjects(named: Iterable[str]) -> frozenset[str]:
    """Every word that may open a deed, lowercase, for ensemble's `opening`: a pronoun, the seat's 'I', and `named`,
    the words that each name one of the players' characters; a word with an apostrophe also as typed with a curly
    one, since a post is asked about them as typed (literals.may_say)."""
    words = {*_SUBJECTS, *named}
    return frozenset(words | {w.replace("'", "’") for w in words if "'" in w})


def ensemble(text: str, players: Callable[[str], tuple[str, ...]],
             rules_words: Callable[[str], list[tuple[int, int, str]]], opening: frozenset[str] | None = None
             ) -> tuple[str, tuple[Frame, ...]]:
    """The text with the deeds of those who do not roll blanked, as the module docstring says, and where they stood;
    `players`: the players' characters a lowercase word names; `rules_words`: where the game's rules words stand in a
    text (start, end, and its kind: "named" for a skill, trick, stat or move named, "roll" for another that says the
    roll (dice, a resource spent...), "difficulty" for a difficulty's name, "other" for one that may be the scene's
    (a condition), "action" for an action word that may decide a roll ('sweet-talks')); `opening`: the words that
    may open a deed (subjects), where `players` names one player's character for each word of it: a post that says
    none of them tells no deed, and is not read word by word for them (most posts)."""
    if text.count(" ") < 4 or opening is not None and not may_say(text, opening):
        return text, ()
    low = " ".join(_WORDS.findall(text.lower()))
    if _corrections().search(low):
        return text, ()  # ("marisol disables it - scratch that, juno does it"): who acts is corrected, not two deeds
    deeds = _deeds(text, players)
    if len(deeds) < 2 or len({d.people for d in deeds}) < 2:
        return text, ()
    said = rules_words(text)
    bounds = [*(d.lead for d in deeds), len(text)]

    def deed_of(at: int) -> int:
        return next((i for i in range(len(deeds)) if bounds[i] <= at < bounds[i + 1]), -1)

    fitting = {deed_of(s) for s, e, kind in said if kind == "fitting action"}
    said = [(s, e, "action" if kind == "fitting action" else kind) for s, e, kind in said]

    helps = [(s, e) for s, e, kind in said if kind == "help"] + [
        m.span() for m in _WORDS.finditer(text) if m.group().lower() in _words()["helping"]]
    said = [(s, e, kind) for s, e, kind in said if kind != "difficulty" or not _effort(text, s)]  # ("tries hard")
    strong = {deed_of(s) for s, e, kind in said if kind not in ("other", "action")}
    weak = {deed_of(s) for s, e, kind in said if kind == "other"}
    actions = {deed_of(s) for s, e, kind in said if kind == "action"}
    if not strong or -1 in strong or len({deeds[i].people for i in strong}) != 1:
        return text, ()
    first = min(strong)
    roller = deeds[first]
    if len(roller.people) != 1:
        return text, ()  # "Wren and Maddox climb ..., 5 5": two people act; the reader asks
    if _apart(text, deeds, first, min(s for s, e, kind in said if kind not in ("other", "action") and deed_of(s) == first)):
        return text, ()  # ("Cross keeps watch. Silas picks the lock. Tinker 5 6"): the reader asks who rolls
    if not any(kind in ("named", "action") and deed_of(s) == first for s, e, kind in said) \
            and any(kind == "action" and deed_of(s) not in (first, -1) for s, e, kind in said):
        return text, ()  # ("Winifred will creep past the lodge. I am sorry to say both dice showed ones"): the
        # player telling the dice of the deed told, no deed of their own; the reader weighs it as typed
    if first in fitting and any(i in fitting and i < first and _sentence(text, deeds[i].lead, roller.lead)
                                and deeds[i].people != roller.people for i in range(len(deeds))):
        return text, ()  # ("Ripper ducks behind cover as Jonesy opens fire, Reflexive, 2 and 1"): the roll named
        # fits what each of them does; the reader asks who rolls
    kept = set(strong)
    said_named = any(kind == "named" and deed_of(s) in strong for s, e, kind in said)
    if roller.pronoun:
        if first == 0 or deeds[first - 1].pronoun:
            return text, ()
        named = deeds[first - 1]
        if len(named.people) == 1 and not _sentence(text, named.lead, roller.start):
            return text, ()  # ("Isolde's on the roof, so it's him or nobody. He jams ..."): the reader weighs it
        others = [d for d in deeds[: first - 1] if d.people != named.people and _sentence(text, d.lead, roller.start)]
        who = list(dict.fromkeys(p for d in (*others, named) for p in d.people))
        if len(who) > 1:
            options = [p or "you" for p in who]
            said_as = text[roller.start : roller.end]
            raise PhraseError(f"Who is '{said_as}': {', '.join(options[:-1])} or {options[-1]}? Each of them acts "
                              f"before it.", text=text, column=roller.start + 1, length=roller.end - roller.start,
                              hint=f"Name who rolls, e.g. '{options[-1] or 'I'} {text[roller.end:].split(',')[0].strip()}"
                                   f"'.")
        kept.add(first - 1)
        people = named.people
    else:
        people = roller.people
    if any(not _helps_another(text, deeds[deed_of(s)] if deed_of(s) >= 0 else None, e, people, players)
           for s, e in helps):
        return text, ()  # ("Otto keeps them busy. Finesse, Otto assisting"): whose help, and whom, the reader weighs
    kept |= {i for i, d in enumerate(deeds) if d.people == people}
    kept |= {i for i, d in enumerate(deeds) if d.pronoun and i > 0 and deeds[i - 1].people == people}  # ("he's hurt")
    blanked = [i for i in range(len(deeds)) if i not in kept]
    clause = text[roller.lead : bounds[first + 1]]
    if any(deeds[i].people == ("",) and i not in actions and (i > first or _sentence(text, deeds[i].lead, roller.lead))
           for i in blanked) or any(
            re.search(rf"(?i)\b{re.escape(p)}\b", text[deeds[i].end : bounds[i + 1]]) for i in blanked
            for p in people if p) or (re.search(r"(?i)\bhim\b|\bher\b(?=\s*(?:[,.;:!?)]|$|\s+(?:to|from|with|at|in|on|off|up|down|out|over|past|into|"
                          r"toward|towards|for|back)\b))", clause) and any(
            len(deeds[i].people) == 1 for i in blanked)):
        return text, ()  # the seat's words of no deed in or after the roll's ("I'm hopeless at this, Vex ...", "...
        # Stealth. I have not rolled yet"), never one before it ("Hask here, I'm keeping the carriage warm."); another's
        # deed done to who rolls ("I shout at Zoe. Zoe rolls ..."), or one the roll's clause may act on ("Mavros is
        # hurt. Zoe stabilises him"): the reader weighs who acts on whom
    if not blanked or weak & set(blanked):
        return text, ()  # ("Oss keeps him talking until he's Distracted, and Dana ..."): a rules word of the roll's
    bare = all(re.fullmatch(r"\d+", text[s:e]) for s, e, kind in said if kind != "action" and deed_of(s) == first)
    if not said_named and any(i in actions and (bare or _sentence(text, min(deeds[i].lead, roller.lead),
                                                                  max(deeds[i].lead, roller.lead))) for i in blanked):
        return text, ()  # ("Wren sweet-talks the guard while Hollis wrenches the hatch, 5 4"): which deed is rolled
        # is not said, nor where the roll's clause holds the dice alone ("Dex shoots the guard. Vex climbs the wall,
        # 5 5"); a deed in a sentence of its own is the scene where the roll's clause says a rules value of its own
        # ("Juno drags Carver away. Mimi parries with disadvantage, 6 6")
    chars = list(text)
    frames = []
    for i in blanked:
        start = deeds[i].lead
        end = deeds[i + 1].start if i + 1 in kept and i + 1 < len(deeds) else bounds[i + 1]
        while end > start and (text[end - 1].isspace() or text[end - 1] in ".!?;" and end < len(text)):
            end -= 1  # the mark that ends its sentence stays: the next one still opens a sentence
        chars[start:end] = " " * (end - start)
        who = deeds[i]  # who did it shown on its own, as the scene (never a speaker: the reader's turns read those)
        frames += [("scene", s + len(text[s:e]) - len(text[s:e].lstrip(" ,")), s + len(text[s:e].rstrip()))
                   for s, e in ((start, who.start), (who.end, end)) if text[s:e].strip(" ,")]
        frames.append(("scene", who.start, who.end))
    from rollmate.grammar.marks import Frame  # built by the first post that needs one

    return "".join(chars), tuple(Frame(part, s, e) for part, s, e in sorted(frames, key=lambda f: f[1]))


def _apart(text: str, deeds: list[_Deed], first: int, at: int) -> bool:
    """Whether the roll's words at `at` stand in a sentence of their own, no pronoun in it or after it saying whose, right after a
    sentence that tells only the deed `first` (one person's), with another's deed in a sentence before that ("Cross
    keeps watch. Silas picks the lock. Tinker 5 6"): one sentence a person, and the roll after them all is no one's
    clause. Never where the deed's sentence tells others' deeds too ("While Carver ... and Juno ..., Mimi bluffs the
    sentry. CREATIVE, 4 and 3": the sentence ends on the one who rolls)."""
    roller = deeds[first]
    if _sentence(text, roller.start, at):
        return False
    opens = max((m.end() for m in re.finditer(r"[.!?]+(?=\s|$)", text[:at])), default=0)
    if re.search(r"(?i)\b(?:he|she|they)\b", text[opens:]):
        return False  # ("... GM calls it Athletics. She got 10 and 4"): who rolled is said
    alone = all(d.people == roller.people or not _sentence(text, min(d.lead, roller.lead), max(d.lead, roller.lead))
                for d in deeds)
    return alone and any(d.people != roller.people and d.lead < roller.lead for d in deeds)


def _helps_another(text: str, deed: _Deed | None, end: int, people: tuple[str, ...],
                   players: Callable[[str], tuple[str, ...]]) -> bool:
    """Whether a word of help at `end` is one of another's deed given to a third ("Wren helps Esme carry the radio up,
    ... and Maddox keeps watch"): the helper and the one helped both named, neither of them who rolls; help that may
    be the roll's (given to who rolls, by who rolls, or to no one named) the reader weighs."""
    after = _NEXT_WORD.match(text[end:])
    if deed is None or deed.pronoun or set(deed.people) & set(people) or after is None:
        return False
    helped = players(_bare(after.group(1)))
    return len(helped) == 1 and helped[0] not in people


def _effort(text: str, start: int) -> bool:
    """Whether the difficulty's name at `start` follows a word of effort ('tries hard'): the story's, no difficulty."""
    before = _WORD_BEFORE.search(text[:start])
    return before is not None and before.group(1).lower() in _words()["efforts"]
