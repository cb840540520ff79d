"""A post sent as a telegram read as the frame, not the scene: a wire where words cost money ("FROM PIKE STOP
STATIONMASTER SEARCHES CROWD STOP ROLLED EIGHT SIX STOP PLS ADV — PIKE").

- A post is a wire when it says 'STOP' (any case) between its sentences twice or more, or once beside a wire's
  'RPT' or 'QUERY'; 'stop' after 'to', a modal or a negation ('to stop bleeding', "can't stop") is the verb, and
  'Stop' opening a sentence before a number is one of a round's stops ("Stop 15, 3 parcels"). Each other STOP ends
  its sentence, as a full stop does.
- The wire's own words go as blanks, shown as not used (the wire's, not the scene): its header opening the post
  (words.WIRE_HEADS with the names after them: "FROM PIKE", "TO GM FROM TAVI", "WESTERN UNION", "URGENT"), a
  signature after a dash closing it ("— MARLOWE"), what it costs and counts ("ELEVEN WORDS", "REPLY PAID TEN
  WORDS", "212 WORDS COST 3 DOLLARS 18 CENTS"), and a request for word back ("PLS ADV", "REPLY SOONEST").
- 'RPT' or 'REPEAT' and the faces said right before it, said again to guard against a garbled line ("ROLLED FIVE
  FIVE RPT FIVE FIVE"): the repeat goes, shown as not used. A repeat of other faces is left as typed, for the
  reader to ask which dice are right.
- 'QUERY' opening a sentence makes it a question: 'QUERY' goes, and its STOP becomes a question mark ("QUERY ODDS
  PIKE DISABLE ALARM": odds, nothing rolled; "QUERY WHO PAYS FOR THIS WIRE": asked of the GM, no rules word).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from rollmate.grammar.later import Later
from rollmate.grammar.words import NUMBER_WORDS, WIRE_ASKS, WIRE_COSTS, WIRE_HEADS

if TYPE_CHECKING:
    from rollmate.grammar.marks import Frame

NOTE = "the wire's own words: who sent it, what it cost, a repeat of the dice, not the scene"

_STOP = Later(r"(?i)(?<![\w'’])stop(?![\w'’])")
# Words after which 'stop' is the verb ('to stop bleeding', "can't stop", 'must stop').
_VERB_BEFORE = frozenset({"to", "not", "never", "can't", "cannot", "won't", "don't", "didn't", "doesn't", "must",
                          "will", "would", "could", "should", "can", "may", "might", "please", "pls", "and", "or",
                          "i", "we", "you", "he", "she", "they"})
_FACE = r"(?:\d{1,2}|" + "|".join(w for w in NUMBER_WORDS if w not in ("a", "an", "once", "twice")) + r")"
_REPEAT = Later(rf"(?i)(?<![\w'’])(?P<faces>(?:{_FACE}[\s,]+)*{_FACE})[\s,]+(?P<rpt>(?:rpt|repeat)\s+(?P<again>(?:{_FACE}"
                rf"[\s,]+)*{_FACE}))(?![\w'’])")


def wired(text: str, scene: Callable[[str], bool]) -> tuple[str, tuple[Frame, ...]]:
    """The post with a wire's marks read as the module docstring says, and where its own words stood. `scene(words)`:
    whether words hold no rules word of the game (a header that does is no header)."""
    stops = [m for m in _STOP.finditer(text) if _previous_word(text, m.start()).lower() not in _VERB_BEFORE
             and not _a_stop_named(text, m)]
    if len(stops) < 2 and not (stops and re.search(r"(?i)(?<![\w'’])(?:rpt|query)(?![\w'’])", text)):
        return text, ()  # (one STOP is a wire's where it repeats the dice or asks: "... STOP ROLLED FIVE FIVE RPT FIVE FIVE")
    from rollmate.grammar.marks import Frame  # built by the first wire read

    chars = list(text)
    spans: list[tuple[int, int]] = []
    for m in stops:
        chars[m.start() : m.end()] = "." + " " * (len(m.group()) - 1)
    bounds = [0, *(m.end() for m in stops), len(text)]
    sentences = [(bounds[k], (stops[k].start() if k < len(stops) else len(text))) for k in range(len(bounds) - 1)]
    for k, (start, end) in enumerate(sentences):
        said = text[start:end]
        words = said.split()
        if not words:
            continue
        low = [w.lower().strip(",.;:") for w in words]
        lead = len(said) - len(said.lstrip())
        if low[0] == "query":
            at = start + lead
            chars[at : at + len(words[0])] = " " * len(words[0])
            if k < len(stops):
                chars[stops[k].start()] = "?"
            continue
        if k == 0 and _header(low) and scene(said):
            spans.append((start + lead, start + len(said.rstrip())))
            continue
        if _costs(low) or " ".join(low) in WIRE_ASKS:
            spans.append((start + lead, start + len(said.rstrip())))
    signed = re.search(r"(?:—|–|--?)\s*(?P<name>[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*)?)\s*\.?\s*$", text)
    if signed is not None and signed.group("name").split()[0].lower() not in (*NUMBER_WORDS, "the"):
        spans.append((signed.start(), signed.end()))
    for m in _REPEAT.finditer(text):
        again = _faces(m.group("again"))
        if _faces(m.group("faces"))[-len(again) :] == again:
            spans.append(m.span("rpt"))
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    frames = tuple(Frame("wire", start, end) for start, end in sorted(spans))
    return "".join(chars), frames


def _a_stop_named(text: str, m: re.Match[str]) -> bool:
    """Whether the 'stop' matched is one of a round's stops by its number ("Stop 15, 3 parcels"): a number after it,
    and no word before it in its sentence. A wire's STOP ends the sentence before it instead of a full stop."""
    return re.match(r"\s+\d", text[m.end() :]) is not None and re.search(r"(?:^|[.!?:;]\s*)$", text[: m.start()]) is not None


def _previous_word(text: str, at: int) -> str:
    found = re.search(r"([\w'’]+)\W*$", text[:at])
    return found.group(1) if found is not None else ""


def _header(words: list[str]) -> bool:
    """Whether a wire's first sentence is its header: who it is from or to, how it was sent, how urgent (at most four
    words after the header's own)."""
    heads = [w for w in words if w in WIRE_HEADS]
    return bool(heads) and words[0] in WIRE_HEADS and len(words) - len(heads) <= 4


def _costs(words: list[str]) -> bool:
    """Whether a sentence says only what the wire cost or counts ('ELEVEN WORDS', 'REPLY PAID TEN WORDS', '212 WORDS
    COST 3 DOLLARS 18 CENTS')."""
    return any(w in ("words", "word") for w in words) and all(
        w in WIRE_COSTS or w.isdigit() or w in NUMBER_WORDS for w in words)


def _faces(said: str) -> list[int]:
    return [int(w) if w.isdigit() else NUMBER_WORDS[w] for w in re.findall(r"[\w]+", said.lower())]
