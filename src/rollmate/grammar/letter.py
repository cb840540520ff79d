"""A letter's frame read as the frame, not the scene: the greeting that opens it ("Dear GM,", "My dear Referee:")
and the sign-off that closes it ("Yours in haste, Gwendolyn", "I remain your humble servant, Edmund", "Kind
regards, the GM") say who writes to whom, never who acts or what is rolled.

- The greeting is "Dear" (or "Dearest", "My dear") and up to four words before a comma, colon or "!" opening the
  text. Its words go as blanks, so the letter's first sentence opens where the greeting ends, as an unframed post
  does. A loaded character's name in it stays: "Dear Nyx, roll Prowl" speaks to Nyx, as "Nyx, roll Prowl" does.
- The sign-off is the letter's last sentence: words of closing only (WORDS.closing: "yours", "truly",
  "respectfully", "kind regards", "as ever", "your obedient servant", ...) with one that closes a letter among
  them, a comma, and a name of up to three words ("Edmund", "the Referee"). It goes as blanks; the signed name is
  the writer (a player): signer() finds it, so the table can ask when it is a character's and nobody else acts.
  "Thanks, Dex" or "Cheers, Dex" with Dex loaded thanks Dex: no sign-off.
- A phone's sign-off closing the post ("Sent from my iPhone", "sent from my phone", "Sent via Gmail for Android"):
  "sent", how ("from", "via", "with", "using", "on") and up to five words, one naming a device or mail app
  (WORDS.DEVICE_WORDS), to the text's end, with no number among them. It says how the post was sent: blanks.
- A postscript ("PS the dog needs worming again", "P.S. Gardening club is Thursday at 2"): 'PS' opening a
  sentence or a line, after the post has said something, to the text's end (a sign-off may stand before it). It is
  the family's news, not the scene: blanks, and its numbers are no dice of the roll (asked where they are the only
  faces said).
- Brackets that open with the writer doing something in the past ("(Nana and I watched Desperate Housewives last
  night)", "(we went to the shops)") are the writer's own news: blanks, as a postscript is. So are brackets
  that say who plays someone ("Mabel helps him (Nanas character)", "Baxter (that's Jamal's character)"): the table,
  not the scene.
- A dash aside right after a name that says who that one is ("Hal - he's the big guy - swung at the guard"): the
  teller's word to the audience, not the scene.
- Kisses closing the post ("... yet xx") are a sign-off of their own. A sign-off may end with kisses ("Love, Nana
  xx", "Lots of love, Nana xoxo"), leave out its comma after one word that closes a letter ("Love Nana xx"), or be a
  dash and the writer's name closing the post ("... 6, 1 and 4 - Grandad"), a name no sheet holds.
- Read as shows each as the letter's, not used.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.grammar.literals import may_say
from rollmate.grammar.words import CLOSING_HEADS, CLOSING_WORDS, DEVICE_WORDS, GM_WORDS

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

GREETING_NOTE = "the letter's greeting: who it is written to, not the scene"
SIGN_OFF_NOTE = "the letter's sign-off: who wrote it, not who acts"
DEVICE_NOTE = "the phone's sign-off: how the post was sent, not the scene"
POSTSCRIPT_NOTE = "the letter's postscript: news of the writer's, not the scene"
NEWS_NOTE = "what the writer did themself, in brackets: news of theirs, not the scene"
DESCRIBED_NOTE = "who someone is, said between dashes: not the scene"

_GREETING = (r"(?i)^\s*(?P<dear>(?:my\s+)?dear(?:est)?)\s+(?P<who>[^\W\d_][\w'’.-]*(?:\s+[\w'’.-]+){0,3}?)"
             r"\s*[,:!]")  # compiled by the first post that says "dear"
# The signed name: one to three capitalised words, or "the" and one ("the GM", "the Referee"), to the text's end.
# Compiled for the first text whose last comma has a capital after it: no name is signed before a comma.
_KISSES = r"(?:\s+(?:x+|(?:xo)+x?|lol))*"  # "Nana xx", "Nana xoxo": kisses after the signed name
_SIGNED = rf",\s*(?P<name>(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){{0,2}}){_KISSES}\s*[.!]?\s*$"
# ... with no comma, after one word that closes a letter ("Love Nana xx"), and after a dash ("... - Grandad").
_BARE_HEADS = ("love", "regards", "cheers", "thanks", "best", "yours")
_SIGNED_BARE = (rf"(?i:\b(?P<head>{'|'.join(_BARE_HEADS)}))\s+(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)"
                rf"{_KISSES}\s*[.!]?\s*$")
_DASHED = rf"(?:^|\s)[-–—]\s*(?P<name>(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?){_KISSES}\s*[.!]?\s*$"
# Brackets that open with the writer doing something in the past ("(Nana and I watched ... last night)", "(we went to
# the shops)"): their own news. Compiled for the first text with a bracket.
_NEWS = (r"\((?=[ \t]*(?:[A-Z][\w'’]*[ \t]+and[ \t]+I|I|[Ww]e)[ \t]+(?:[a-z]+ed|went|saw|had|was|were|did|got|made|"
         r"took|ate|ran|spent|came)\b)[^()\n]*\)")
# ... and brackets saying who at the table plays someone ("Mabel helps him (Nanas character)", "(your Dad's one)",
# "(that's Jamal's character)", "(our fifth player's guy)").
_WHOSE = (r"\((?:[ \t]*(?:(?i:that|who|he|she|they|it)(?:'s|’s|s|'re|’re|re|[ \t]+(?:is|are))[ \t]+)?"
          r"(?:[A-Z][\w]*(?:'s|’s|s'|s)|my|your|his|her|our|their|the)(?:[ \t]+[\w'’]+){0,2}?[ \t]+"
          r"(?:character|char|pc|toon|guy|gal|girl|lady|fellow|man|woman|one|player))[ \t]*\)")
# A dash aside right after a name, saying who that one is ("Hal - he's the big guy - swung at the guard", "Sid — she's
# our face — talked ..."): a pronoun, a verb of being and a noun phrase with no number, between two dashes.
_DESCRIBED = (r"(?<=[^\W\d_])[ \t]+[-–—][ \t]+(?i:he|she|they|it)(?:'s|’s|[ \t]+is|'re|’re|[ \t]+are|[ \t]+was|"
              r"[ \t]+were)[ \t]+(?i:the|a|an|our|my|their|his|her|your)[ \t]+[^-–—\d\n.,;:!?()]{1,40}?[ \t]+[-–—]"
              r"(?=[ \t])")  # (who they are, a noun phrase: "he's reading the defence —" is what he does)
# Kisses closing a post, a sign-off of their own ("... yet xx", "... good?? xoxo").
_KISSES_END = r"(?i)(?<=[\s.!?,])(?P<kiss>(?:x{1,5}|(?:xo)+x?)(?:\s+(?:x{1,5}|(?:xo)+x?))*)\s*[.!]*\s*$"
# A postscript: 'PS' opening a sentence or a line (compiled for the first text that says 'ps').
_POSTSCRIPT = (r"(?:(?<=[.!?…\n])|(?<=[.!?…]\s)|(?<=\s[-–—]\s)|(?<=\s\s))\s*"
               r"(?P<ps>(?i:p\.?\s?p?\.?s\b\.?))(?=[\s:,-])(?!\s*\d)")  # ("Ps 23": a psalm by its number)
_SENTENCE_END = r"[.!?;\n]"
# A device's sign-off at the text's end: compiled for the first text that says "sent".
_DEVICE = (r"(?i)(?:^|(?<=[\s.!?,;:)\]—–-]))sent\s+(?:from|via|with|using|on)\s+"
           r"(?P<how>[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*){0,4})\s*[.!]?\s*$")
_THANKS = frozenset({"thanks", "cheers"})  # closings that may thank someone named rather than sign


def signer(sign_off: str) -> str | None:
    """The name a sign-off is signed with ("Yours in haste, Gwendolyn": Gwendolyn), or None."""
    found = _signed(sign_off)
    return found.group("name") if found is not None else None


def _signed(text: str) -> re.Match[str] | None:
    comma = text.rfind(",")
    if comma >= 0 and any("A" <= c <= "Z" for c in text[comma + 1 :]) and (found := re.search(_SIGNED, text)):
        return found
    return re.search(_SIGNED_BARE, text) if may_say(text, _BARE_HEADS) else None


def referee_signs(text: str, frame: tuple[Frame, ...]) -> bool:
    """Whether the letter is signed by the referee ("Yours, the GM", "Yours ever, the Storyteller"), or the post opens
    with the referee saying who writes ("GM here.", "this is the GM speaking:", gm_self.py): its 'I' is the referee,
    who asks the characters to act or rolls for the GM's people."""
    for part in frame:
        if part.part == "gm" and re.search(r"(?i)\b(?:here|speaking|writing)\b", text[part.start : part.end]):
            return True
        name = signer(text[part.start : part.end]) if part.part == "sign-off" else None
        if name is not None and name.lower().removeprefix("the ").removeprefix("your ").strip() in GM_WORDS:
            return True
    return False


def framed(text: str, called: Callable[[str], bool]) -> tuple[str, tuple[Frame, ...]]:
    """The text with a letter's greeting and sign-off blanked (see the module docstring), and where each stood.
    `called(word)`: whether a lowercase word names someone loaded."""
    low = text.lower()
    if not any(map(text.__contains__, ",:!(-–—")) and "sent" not in low and "ps" not in low and "love" not in low \
            and not low.rstrip(" .!").endswith(("x", "xo")):
        return text, ()
    after = _postscript(text)
    body = text[: after.start] if after is not None else text
    device = _device(body)
    signed = body[: device.start] if device is not None else body
    kisses = _kisses(signed)
    signed = signed[: kisses.start] if kisses is not None else signed
    closing = _sign_off(signed, called) or _dashed(signed, called)
    if closing is not None and kisses is not None:  # "Love Nana xx": the kisses end the sign-off
        from rollmate.grammar.marks import Frame  # built by the first letter

        closing, kisses = Frame("sign-off", closing.start, kisses.end), None
    frames = [f for f in (_greeting(text, called), closing, kisses, device, after, *_news(body)) if f is not None]
    if not frames:
        return text, ()
    chars = list(text)
    for frame in frames:
        for k in range(frame.start, frame.end):
            chars[k] = " "
    kept = "".join(chars)
    if not any(c.isalnum() for c in kept):
        return text, ()  # a letter of nothing but its frame: read as typed, and refused as such
    return kept, tuple(frames)


def _news(text: str) -> list[Frame]:
    """'(Nana and I watched Desperate Housewives last night, not my cup of tea!!)': brackets in which the writer tells
    what they did themself (see the module docstring)."""
    if "(" not in text and not any(dash in text for dash in "-–—"):
        return []
    from rollmate.grammar.marks import Frame  # built by the first such brackets

    return [*(Frame("news", found.start(), found.end()) for found in re.compile(_NEWS).finditer(text)),
            *(Frame("intro", found.start(), found.end()) for found in re.compile(_WHOSE).finditer(text)),
            *(Frame("described", found.start() + len(found.group()) - len(found.group().lstrip()), found.end())
              for found in re.compile(_DESCRIBED).finditer(text))]


def _kisses(text: str) -> Frame | None:
    """'... I havent rolled yet xx': kisses closing the post, after its last word (see the module docstring)."""
    found = re.compile(_KISSES_END).search(text) if "x" in text.lower() else None
    if found is None or not any(c.isalnum() for c in text[: found.start()]):
        return None
    from rollmate.grammar.marks import Frame  # built by the first kisses

    return Frame("sign-off", found.start("kiss"), len(text.rstrip()))


def _postscript(text: str) -> Frame | None:
    """'.... PS the dog needs worming again': the postscript to the text's end (see the module docstring)."""
    if "ps" not in text.lower().replace(".", ""):
        return None
    found = re.compile(_POSTSCRIPT).search(text)
    if found is None or not any(c.isalnum() for c in text[: found.start("ps")]) \
            or not any(c.isalnum() for c in text[found.end("ps") :]):
        return None
    from rollmate.grammar.marks import Frame  # built by the first postscript

    return Frame("postscript", found.start("ps"), len(text.rstrip()))


def _dashed(text: str, called: Callable[[str], bool]) -> Frame | None:
    """'... 6, 1 and 4 - Grandad': the writer's name after a dash closing the post, a name no sheet holds."""
    found = re.compile(_DASHED).search(text) if "-" in text or "–" in text or "—" in text else None
    if found is None or any(called(w) for w in found.group("name").lower().split()) \
            or not any(c.isalnum() for c in text[: found.start()]):
        return None
    from rollmate.grammar.marks import Frame  # built by the first letter

    start = found.start() + (text[found.start()].isspace())
    return Frame("sign-off", start, len(text.rstrip()))


def _greeting(text: str, called: Callable[[str], bool]) -> Frame | None:
    found = re.compile(_GREETING).match(text) if "dear" in text.lower() else None
    if found is None:
        return None
    named = [w for w in re.finditer(r"[\w'’.-]+", found.group("who")) if called(w.group().lower().strip(".'’"))]
    from rollmate.grammar.marks import Frame  # built by the first letter

    if named:  # "Dear Nyx, ...": Nyx is spoken to; only 'Dear' is the letter's
        return Frame("greeting", found.start("dear"), found.end("dear"))
    return Frame("greeting", found.start("dear"), found.end())


def _sign_off(text: str, called: Callable[[str], bool]) -> Frame | None:
    signed = _signed(text)
    if signed is None:
        return None
    bare = "head" in signed.re.groupindex  # ("Love Nana xx": no comma, the head word opening the sign-off)
    if bare and any(called(w) for w in signed.group("name").lower().split()):
        return None  # ("... I love Dex": someone in play)
    body = text[: signed.start("name") if bare else signed.start()]
    ends = [m.end() for m in re.finditer(_SENTENCE_END, body)]
    start = ends[-1] if ends else 0
    closing = body[start:]
    words = re.findall(r"[^\W\d_][\w'’]*|\S", closing.lower())
    heads = {w for w in words if w in CLOSING_HEADS}
    if not words or any(w not in CLOSING_WORDS and w != "," for w in words) or not heads:
        return None
    if heads <= _THANKS and any(called(w) for w in signed.group("name").lower().split()):
        return None  # "Thanks, Dex": said to someone in play, no letter's signature
    start += len(closing) - len(closing.lstrip())
    end = len(text.rstrip())
    from rollmate.grammar.marks import Frame  # built by the first letter

    return Frame("sign-off", start, end)


def _device(text: str) -> Frame | None:
    """'... 6 2 1 Sent from my phone': the phone's sign-off closing the post (see the module docstring)."""
    found = re.compile(_DEVICE).search(text) if "sent" in text.lower() else None
    if found is None or not DEVICE_WORDS & set(found.group("how").lower().split()):
        return None
    from rollmate.grammar.marks import Frame  # built by the first post sent from a phone

    return Frame("device", found.start(), len(text.rstrip()))
