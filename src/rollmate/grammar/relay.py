"""A roll posted for someone else read as theirs: the lead-in that says the poster relays it ("rolling for Vee,
she's afk:", "on behalf of Jonah:", "copying Booker's roll off last night's paper sheet:", "GM here, entering
Birgit's roll for her:", "Pen asked me to post this, her laptop died.") says whose roll it is, never the scene.

- The lead-in opens the post and ends at a colon, a sentence's end or a comma after which the roll is said. It is
  made of pieces between marks, each one of:
  - the referee's tag opening it ("GM", "GM here", "GM note"): who posts;
  - a relay naming the one rolled for: "(I'm) rolling / posting / typing this up (from voice) for NAME", "on behalf
    of NAME", "for NAME", "entering / putting in / copying NAME's roll (for her)", "NAME's roll", "NAME asked me to
    post this", "NAME wanted this one posted", "since NAME wasn't online" (the verbs and nouns: words.RELAY_VERBS,
    RELAYED_ROLLS, AWAY_WORDS); each may close with where it was copied from ("from the paper log", "off last
    night's paper sheet": words.RELAY_SOURCES) and a reason ("since his app crashed", "while she's putting the
    kids to bed");
  - where it was copied from, on its own ("from the paper sheet we used last week");
  - after the relay, a reason opened by a pronoun or 'who' ("she's afk", "he's stuck on a train", "who's gone to get
    the pizza") up to a colon or a sentence's end, or by a word of reason ("since his dice app crashed").
  A relay may open with the name of the one passing the roll on ("Magpie relaying for Anvil, his comms are down:",
  "Hale posting for Ivo:"; words.RELAYER_VERBS), or with who posts saying so ("psst Oskar here but this is Pidge's
  shot, ...", "Biscuit's player here, this one's Moth's"): that name is the lead-in's, never the roller. A name in
  the reason ("... so Pidge doesn't see it") is whom the post is kept from: no one rolled for.
  Or it is a name and a verb of telling opening the post, before what they tell of themselves ("Hed says she got 6 6
  1 ...", "Tom told me that he leans on the courier ..."; words.RELAY_TELLING): the rest, from the pronoun, is theirs.
  A source or reason holding a rules value (a number, a skill, a difficulty, advantage, ...) is no relay's: there
  the post is read as typed.
- The one rolled for is one loaded person: the lead-in goes as blanks but for their name, and its last mark becomes a
  colon, so the post reads as "NAME: ..." at the columns typed, NAME noted as the one the roll is for (a 'he' or
  'she' said later may be them, as after "roll for NAME"). Read as shows the rest of the lead-in as the relay,
  not used; the 'I' and 'me' in it are the poster's, never the roller's.
- A relay for two people with one roll ("posting for Vee and Roz", "for Tom or Kettle") is asked: whose roll is it?
- A relay for a name nobody has, for a name two people share, or a lead-in naming two people otherwise, is left to
  the reader as typed (it asks).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from rollmate.errors import PhraseError
from rollmate.grammar.literals import may_say
from rollmate.grammar.raw import BULLETS
from rollmate.grammar.words import (
    AWAY_WORDS,
    GM_WORDS,
    RELAY_SOURCES,
    RELAY_TELLING,
    RELAY_VERBS,
    RELAYED_ROLLS,
    RELAYER_VERBS,
    SUBORDINATORS,
)

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "posted for someone else: says whose roll it is, not the scene"

# Only a post with one of these in it may open with a relay: one search says so.
_ANY_WORDS = ("for", "behalf", "asked", "asks", "wanted", "wants", "needs", "needed", "told", "since", "as", "because",
              "says", "said", "reckons", "tells", "writes", "wrote", "reports", "reported", "texted", "texts",
              "messaged", "messages", "typed")
_ANY = rf"(?i)\b(?:{'|'.join(_ANY_WORDS)})\b|['’]s\b"  # compiled for the first post holding one of its words
_PIECE = r"[^,:;.!?\n]*(?:[,:;.!?\n]|$)"  # this and _WORD: compiled by the first lead-in read
_WORD = r"[^\W\d_][\w'’-]*|\d+|[&/]"
_ENDS = ":.;!?\n"
_MOST_WORDS = 4  # a name said in up to four words ("the Mayor of Tinbridge")
_PRONOUNS = frozenset({"he", "she", "they", "him", "her", "them", "his", "their", "it", "i", "me", "my", "we", "us",
                       "you", "the", "a", "an", "this", "that", "for", "of", "on", "and", "or"})
_REASON_OPENERS = frozenset({"he", "she", "they", "he's", "she's", "they're", "his", "her", "their", "who", "who's",
                             "whos", "whose"})
_REASONS = SUBORDINATORS | {"so", "cuz", "coz", "'cause", "whilst", "who", "who's", "whos", "whose"}
_SUBJECT_OF = {"he": "he", "him": "he", "his": "he", "she": "she", "her": "she", "hers": "she", "they": "they",
               "them": "they", "their": "they"}
# Where the name of the one rolled for stands, and the pronouns the lead-in said of them.
RolledFor = tuple[int, frozenset[str]]
_PAIRED = r"@n(?:'s)? (?:and|or|&|n|/) @n"


@cache
def _alternation(words: frozenset[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


@cache
def _forms() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The relays a piece may be (compiled the first time a post may hold one), and where a roll was copied from."""
    verb, roll, src = _alternation(RELAY_VERBS), _alternation(RELAYED_ROLLS), _alternation(RELAY_SOURCES)
    source = rf"(?:from|off|out of|in|on) (?:[\w'’-]+ ){{0,5}}?(?:{src})(?: [\w'’-]+){{0,5}}?"
    pre = r"(?:(?:i'm|im|i am|i|gm|the gm|dm|mc|just|here|also|quickly|now|am|is|gm's|gm is) )*"
    obj = r"(?: (?:this|it|these|that|one|this one|it all|up|in|here|over|along|these two))*"
    whose = rf"(?: (?:his|her|their) (?:{roll}))?(?: for (?:him|her|them))?"
    reason = rf"(?: (?:{_alternation(_REASONS)}) .+)?"
    forms = (
        rf"{pre}(?:{verb}){obj}(?: {source})? (?:for|on behalf of) @n(?: {source})?",
        rf"{pre}(?:{verb})(?: in| up)? @n's (?:{roll})(?: for (?:him|her|them))?(?: {source})?",
        rf"(?:on behalf of|for) @n(?: {source})?",
        rf"@n's (?:{roll})(?: {source})?",
        rf"(?:this|this one|that|that one|it)(?:'s| is) @n's(?: (?:{roll}|shot|one))?",
        rf"@n (?:asked|asks|wants|wanted|told|tells|needs|needed) me to (?:{verb}){obj}{whose}(?: {source})?",
        rf"@n (?:wants|wanted|needs|needed) (?:this|it|this one|that|that one|(?:his|her|their) (?:{roll})) "
        rf"(?:{verb})(?: {source})?",
        rf"(?:since|as|because|cause|cos) @n(?:'s| is| was| isn't| wasn't| isnt| wasnt| is not| was not) "
        rf"(?:{_alternation(AWAY_WORDS)})",
    )
    relay = re.compile("(?:" + "|".join(f"(?:{f})" for f in forms) + rf")(?P<reason>{reason})")
    return relay, re.compile(source)


def relayed(text: str, whom: Callable[[str], tuple[str, ...]],
            scene: Callable[[str], bool]) -> tuple[str, tuple[Frame, ...], RolledFor | None]:
    """The post with a relay's lead-in read as the module docstring says, where its parts stood, and where the name
    of the one rolled for stands with the pronouns the lead-in said of them (or None). `whom(words)`: the loaded names lowercase words stand for;
    `scene(words)`: whether words hold no rules value."""
    if not (may_say(text, _ANY_WORDS) or "'s" in text.lower()) or re.search(_ANY, text) is None:
        return text, (), None
    relay, source = _forms()
    told = _told(text, whom)
    if told is not None:
        return told
    people: list[tuple[int, int, str]] = []  # where each one rolled for is named, and who
    end = 0  # where the lead-in read so far ends (after its mark)
    lead = first = 0  # where the lead-in opens, and its first piece: after a sentence of the poster's own, if any
    related = False  # whether a relay has been read: a reason may follow it
    for k, found in enumerate(re.compile(_PIECE).finditer(text)):
        piece, mark = found.group(), found.group()[-1:]
        if not mark or (mark not in _ENDS and mark != ","):
            break  # the post's last words: never a lead-in
        words = piece[:-1]
        if any(c.isdigit() for c in words) or not words.strip():
            break
        said, named = _said(words, found.start(), whom)
        if k == first and end == lead and mark in ".!?" and not named and _OWN_SENTENCE.match(said) and scene(words):
            lead, first = found.end(), k + 1  # "i'm so stressed about tonight. Goose posting for Mother Ilse: ..."
            end = lead
            continue
        said, named = _relayer_named(said, named, k - first)
        if k == first and _gm_tag(said):
            end = found.end()
            continue
        matched = relay.fullmatch(said)
        paired = None
        if matched is None and re.search(_PAIRED, said):
            paired = relay.fullmatch(re.sub(_PAIRED, "@n", said, count=1))
        if paired is not None and len({n[2] for n in named}) == 2:
            first, second = named[0], named[1]
            raise PhraseError(f"Whose roll is it: {first[2]}'s or {second[2]}'s? A roll posted for two people is one "
                              "of theirs.", column=first[0] + 1, length=second[1] - first[0],
                              suggestions=(first[2], second[2]),
                              hint=f"Post it for one ('for {first[2]}: ...'), and each roll on a line of its own.")
        if matched is not None and named and (not matched.group("reason") or scene(
                re.sub(r"@n(?:'s)?", "", matched.group("reason")))):
            reason = matched.group("reason")  # ("... so Pidge doesn't see it": whom it is kept from, in the reason)
            people.extend(named[: said[: matched.start("reason")].count("@n")] if reason else named)
            related = True
        elif source.fullmatch(said) and scene(words):
            pass
        elif related and _reason(said, mark) and scene(words):
            pass
        else:
            break
        end = found.end()
    who = {person for _, _, person in people}
    if len(who) != 1 or not text[end:].strip() or not any(c.isalnum() for c in text[end:]):
        return text, (), None
    if text[end - 1] == "," and ":" in re.split(r"[.!?\n]", text[end:], maxsplit=1)[0]:
        return text, (), None  # "for Hal, with disadvantage since he's concussed: ...": the rest has its own label
    start, stop, _ = people[0]
    chars = list(text)
    for k in (*range(lead, start), *range(stop, end - 1)):
        chars[k] = " "
    chars[end - 1] = ":"
    frames = [_frame(text, a, b) for a, b in ((lead, start), (stop, end)) if text[a:b].strip()]
    return "".join(chars), tuple(f for f in frames if f is not None), (start, _pronouns(text[:end]))


PASSED_ON_NOTE = "passed on from another player: who sent the post, not who rolls nor the scene"
# A post passed on from someone, opening it up to a colon ("fwd from Mel:", "per Priya:", "via @sam:", "quoting
# Jo:"), maybe after a few words saying what it is ("Quick sync recap from Jordan:", "Recap from the 12:30 session,
# per Priya:"), maybe with where they are in brackets ("msg from Tomasz (on the train, 2 bars):"), when it was sent
# ("fwd from Gideon, sent 19:58:", "[forwarded] 3 min ago, Wren:"), or with no one named ("fwd:"): the one it came from is a player, never the roller; the post after the colon names who acts.
_LEAD_WORD = r"(?:[^\W\d_][\w'’-]*|\d{1,2}:\d{2}|\d+)"
_PASSED_ON = (rf"(?i)\s*(?P<lead>{_LEAD_WORD}(?:,?\s+{_LEAD_WORD}){{0,5}},?\s+(?=(?:from|per|via)\s))?"
              r"(?:[\[(]?(?P<fwd>fwd|fw|forwarded|forwarding|reposting|reposted|quoting|copied)[\])]?"
              r"(?:\s+(?:from|of))?|per|via|(?<=\s)from)"
              r"(?:\s*,?\s*\d+\s+(?:min|mins|minutes|hour|hours|hr|hrs)\s+ago\s*,?)?"  # "[forwarded] 3 min ago, Wren:"
              r"(?:\s+(?P<at>@?)(?P<who>[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*)?))?\s*(?:\([^()\n]*\)\s*)?"
              r"(?:,\s*sent\s+(?:\d{1,2}:\d{2})?[^:\n]{0,24}?)?\s*:(?!\d)")  # "fwd from Gideon, sent 19:58:"


# ... or said with who sent it first and a verb of messaging, maybe when and a few words of how ("Lucan texted at
# 22:48, 9% battery:", "Nell messaged:").
_TEXTED = (r"\s*(?P<lead>)(?P<at>@?)(?P<who>[A-Z][\w'’-]*)\s+(?P<fwd>texted|messaged|wrote|sent\s+this)"
           r"(?:\s+at\s+\d{1,2}:\d{2})?(?:\s*,\s*[^:,\n]{1,30})?\s*:(?!\d)")


def sent_on(text: str, whom: Callable[[str], tuple[str, ...]]) -> tuple[str, tuple[Frame, ...]]:
    """The post with its lead-in saying whom it was passed on from blanked ('fwd from Mel: Bea picks the lock ...'),
    and where that stood; the post as it is where the lead-in is none, the one it came from is another loaded character
    than the one the words after the colon open with (their own player's name, an aka, is the same one), is no name
    (lowercase, with no '@'), or the words after the colon open with no one loaded: then who rolls stays for the
    reader to find or ask."""
    if ":" not in text:
        return text, ()
    found = re.compile(_PASSED_ON).match(text) or re.compile(_TEXTED).match(text)
    if found is None:
        return text, ()
    who = found.group("who") or ""
    if not who and not found.group("fwd") or who and not (found.group("at") or who[:1].isupper()):
        return text, ()  # ("fwd:" alone passes a post on from whoever it names; "per:" names no one)
    if found.group("lead") and any(whom(w.lower()) for w in re.findall(r"[^\W\d_][\w'’-]*", found.group("lead"))):
        return text, ()  # ("Kwa takes the key from Mel: ..."): someone loaded acts before the colon
    opens = re.match(rf"[\s{''.join(BULLETS)}*\"“'‘-]*([^\W\d_][\w'’-]*)", text[found.end() :])  # ("...: • Kwa takes",
    # '...: "Kwa takes')
    if opens is None or len(roller := set(whom(opens.group(1).lower()))) != 1:
        return text, ()
    sender = {person for w in (who, *who.split()) for person in whom(w.lower())}
    if sender - roller:  # ("per Dex: Ripper ..." with Dex loaded: two people, left for the reader to ask)
        return text, ()
    from rollmate.grammar.marks import Frame  # built by the first post passed on

    start = len(text) - len(text.lstrip())
    return " " * found.end() + text[found.end() :], (Frame("passed on", start, found.end() - 1),)


def _relayer_named(said: str, named: list[tuple[int, int, str]],
                   k: int) -> tuple[str, list[tuple[int, int, str]]]:
    """'Magpie relaying for Anvil': a post opening with one person named and a verb of passing a roll on says who
    passes it (words.RELAYER_VERBS), never whose roll it is: their name goes with the lead-in."""
    head, _, rest = said.partition(" ")
    if k == 0 and head == "@n" and named and rest.split(" ", 1)[0] in RELAYER_VERBS:
        return rest, named[1:]
    poster = re.match(_POSTER_HERE, said)
    if k == 0 and poster is not None and named and said[poster.end() :].strip():
        return said[poster.end() :].strip(), named[1:]  # "psst Oskar here but this is Pidge's shot": who posts
    return said, named


# A sentence of the poster's own before a relay, said of themself ("i'm so stressed about tonight.", "ugh, long day."
# is not one: it opens with 'i').
_OWN_SENTENCE = re.compile(r"(?:i|i'm|im|i've|ive|i'll|ill|i am|my)\b")
# Who posts, saying so before whose roll it is ("psst Oskar here but ...", "Biscuit's player here, ..."): one of the
# party, or their player, and 'here'.
_POSTER_HERE = r"(?:(?:psst|hey|hi|hiya|ok|okay|so|yo) )*@n(?:'s player)? here(?: (?:but|and|so))?(?: |$)"


def _told(text: str, whom: Callable[[str], tuple[str, ...]]) -> tuple[str, tuple[Frame, ...], RolledFor] | None:
    """'Hed says she got ...': the post read as 'Hed: she got ...', or None where it opens otherwise."""
    found = re.compile(r"(?i)\s*(?P<name>[^\W\d_][\w'’-]*(?: [^\W\d_][\w'’-]*){0,3}?) (?P<verb>(?:"
                       + _alternation(RELAY_TELLING) + r")(?: that)?) (?=(?:he|she|they)\b(?!['’]ll\b))").match(text)  # ("Soren says he'll put a war
    # die on my roll": an offer of what he will do, never a report of his roll)
    if found is None or len(set(whom(found.group("name").lower()))) != 1:
        return None
    from rollmate.grammar.marks import Frame  # built by the first relay

    chars = list(text)
    chars[found.end("name") : found.end("verb")] = ":" + " " * (found.end("verb") - found.end("name") - 1)
    return "".join(chars), (Frame("relay", found.start("verb"), found.end("verb")),), (found.start("name"), frozenset())


def _pronouns(lead_in: str) -> frozenset[str]:
    """The pronouns a lead-in says of the one rolled for, as a subject says them ('since he's away': he; 'for her':
    she): a 'he' said later of the roll's dice may be them (grammar/sides.py)."""
    return frozenset(_SUBJECT_OF[w] for w in re.findall(r"[a-z]+", lead_in.lower().replace("’", "'")) if w in _SUBJECT_OF)


def _said(words: str, offset: int, whom: Callable[[str], tuple[str, ...]]) -> tuple[str, list[tuple[int, int, str]]]:
    """The piece's words lowercase, one space apart, each loaded person named in it as '@n' ('@n's' with a
    possessive), and where each stands in the post and who it is."""
    tokens = [(m.start() + offset, m.end() + offset, m.group().lower().replace("’", "'")) for m in re.compile(_WORD).finditer(words)]
    out: list[str] = []
    named: list[tuple[int, int, str]] = []
    i = 0
    while i < len(tokens):
        for size in range(min(_MOST_WORDS, len(tokens) - i), 0, -1):
            low = " ".join(t[2] for t in tokens[i : i + size])
            possessive = low.endswith("'s")
            bare = low[:-2] if possessive else low
            if size == 1 and bare in _PRONOUNS:
                continue
            people = whom(bare)
            if len(people) == 1:
                last = tokens[i + size - 1]
                named.append((tokens[i][0], last[1] - 2 * possessive, people[0]))
                out.append("@n's" if possessive else "@n")
                i += size
                break
        else:
            out.append(tokens[i][2])
            i += 1
    return " ".join(out), named


def _gm_tag(said: str) -> bool:
    """'GM', 'GM here', 'GM note', 'the GM again': the referee saying they post."""
    words = said.split()
    if words[:1] == ["the"]:
        words = words[1:]
    return bool(words) and words[0] in GM_WORDS and len(words) <= 2 \
        and all(w in ("here", "note", "again", "speaking", "check") for w in words[1:])


def _reason(said: str, mark: str) -> bool:
    """Whether a piece after the relay is the reason it is relayed: opened by a word of reason, or by a pronoun or
    'who' up to a colon or a sentence's end."""
    first = said.split(" ", 1)[0]
    return first in _REASONS or (first in _REASON_OPENERS and mark in _ENDS)


def _frame(text: str, start: int, end: int) -> Frame | None:
    while start < end and not text[start].isalnum():
        start += 1
    while end > start and not text[end - 1].isalnum():
        end -= 1
    if start >= end:
        return None
    from rollmate.grammar.marks import Frame  # built by the first relay

    return Frame("relay", start, end)
