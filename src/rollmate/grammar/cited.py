"""A citation of the rules a post makes is the scene, never a rules value nor a die: a section ('§6.5', '(§4)'), a page
or section by number ('p. 88', 'section 3.3'), a rules file ('luck.md'), a version ('the 0.9 beta PDF', '2nd ed.'), and a label
naming a rules text before a colon ('SRD:', 'Modifier table, §3.3:', 'Playbook, p. 3:'). Its characters go as
blanks, so the post keeps its columns, and Read as shows it as cited.

- The nouns are data (scene_numbers.toml: pages, books, files, versions); the forms are read here.
- A label is a citation only where it opens the post or a sentence, is a few words at most, and ends with a noun
  naming a rules text (`books`: 'Seed text:', 'Playbook, p. 3:') or is a citation alone ('luck.md:'): 'GM:' and
  'Wren:' stay speakers, and 'luck.md says it's athletics:' says more than where. A noun that is someone's name at
  the table ('Sidebar:', 'Posting for Sidebar:' where Sidebar is a nickname) names them.
- A word pointing to the citation right before it goes with it ('per §1', 'see p. 40').
- A sentence of argument over the rules goes with it whole: one holding a citation or opened by a word of such talk
  (`talk_leads`: 'Point of order, §3.3: a trade moves both one step.', 'Quoting the book: taking your time is +2.',
  'What counts as an Embarrassing Failure is the next thread.') or by a rules term named as what is talked about
  ('The Desperate position is misnamed, and I have 3 reasons.'), where it names no one of the table nor anything by
  a capitalised name ('Elin spends a Luck Point first for +3 (p. 21).'), says no dice, pins no value on this roll
  ("RAI it's +2", 'you called this one Controlled') and says no thing the rest of the post says ('Objection
  sustained, 3-2: the courier is off optimal range, per §6.3. Dov lines up a crippling shot on the courier's knee': a
  ruling on this scene): what the rules are, never what this roll is. A citation alone makes a sentence talk only
  with a rules term or an amount in it, or little else ("The solo book says on p. 48 that the door is trapped" is the
  adventure's scene).
- Brackets left holding nothing but a citation and the rules it quotes ('(p. 63)', '(§6.5, "the GM picks the
  Gift")') go with it; so do brackets holding a section's title and the rules quoted from it ('(Making a Roll,
  "... use the highest")').
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from rollmate.grammar.blanks import blanked
from rollmate.rules.spoken import lexicon

NOTE = "a citation of the rules, or talk about them: the scene"
_SECTION = r"§+[ \t]*\d+(?:\.\d+)*[a-z]?"
_MOST_LABEL_WORDS = 5
# A quotation, as quoted.py reads one (double marks, straight or typographic).
_QUOTATION = r"\"[^\"\n]*\"|“[^”\n]*”"


@cache
def _alternatives(words: frozenset[str]) -> str:
    return "|".join(sorted((re.escape(w) for w in words), key=len, reverse=True))


def cited(text: str, named: Callable[[str], bool],
          rules_term: Callable[[str], bool] = lambda said: False) -> tuple[str, tuple[tuple[int, int], ...]]:
    """The text with the citations it makes blanked (see the module docstring), and where each stood. `named`: whether
    a lowercase word names someone loaded; `rules_term`: whether lowercase words are a rules name of the game."""
    if "§" not in text and "." not in text and ":" not in text:
        return text, ()
    from rollmate.grammar.scene_numbers import nouns

    table = nouns()
    forms = [
        _SECTION,
        rf"\b(?:{_alternatives(table.pages)})\b\.?[ \t]*\d+(?:\.\d+)+\b",  # "section 3.3", "p. 4.2"
        r"\b(?:p|pg|pp)\.[ \t]*\d+(?:[-–]\d+)?\b(?:,[ \t]*ll?\.?[ \t]*\d+(?:[-–]\d+)?\b)?",  # "p. 88", "pp. 12-14", "p. 4, l. 12"
        rf"\b[\w-]+\.(?:{_alternatives(table.files)})\b",  # "luck.md"
        rf"\bv?\d+(?:\.\d+)+(?=[ \t]+(?:{_alternatives(table.versions)})\b)",  # "0.9 beta"
        r"\bv\d+(?:\.\d+)*\b",  # "v2", "v1.3"
        r"\b\d+(?:st|nd|rd|th)[ \t]+ed(?:ition|\.|\b)",  # "2nd ed.", "the 3rd edition"
    ]
    spans = [m.span() for form in forms for m in re.finditer(form, text, re.IGNORECASE)]
    spans += [(lead.start(), start) for start, _ in spans  # "Per §1": 'Per' points to it, no one's name
              if (lead := re.search(rf"\b(?:{_alternatives(table.cite_leads)})\.?[ \t]+$", text[:start], re.I))]
    spans += _labels(blanked(text, spans), spans, table.books, named)
    spans += _brackets(text, spans)
    spans += _talk(text, blanked(text, spans), spans, table.talk_leads, named, rules_term)
    if not spans:
        return text, ()
    spans = _merged(spans)
    return blanked(text, spans), tuple(spans)



def _labels(text: str, spans: list[tuple[int, int]], books: frozenset[str],
            named: Callable[[str], bool]) -> list[tuple[int, int]]:
    """Labels naming a rules text before a colon, where a post or a sentence opens ('SRD:', 'Seed text:')."""
    out = []
    for found in re.finditer(r"(?:^|(?<=[.!?\n]))([ \t]*)([^:.!?\n\"“]*?):(?=[ \t\"“]|$)", text):
        start, end = found.start(2), found.end()
        label = found.group(2)
        words = re.findall(r"[\w'’-]+", label)
        if len(words) > _MOST_LABEL_WORDS or any(w.lower().endswith(("'s", "’s")) for w in words[:-1]):
            continue  # ("Ping works the captain's table: roll Presence": a thing of someone in the scene)
        holds_citation = any(s >= found.start() and e <= end for s, e in spans)
        if (words and words[-1].lower() in books and not named(words[-1].lower())) or (holds_citation and not words):
            out.append((start, end))
    return out


# A sentence: up to a mark that ends one before a space and a capital or a section, or the line's end ('p. 31' and
# '2nd ed. chapter 3' go on).
_SENTENCE = r"[^\n]*?(?:[.!?](?=\s+[A-Z§\"“]|\s*$)|(?=\n)|$)"
# A sentence opening with a rules term named as the thing talked about ("The Desperate position is misnamed", "The
# Hard rule only bites on ..."): a word, then the kind of term, then what is said of it.
_TERM = (r"the\s+[^\W\d_][\w-]*\s+(?:position|effect|rule|result|step|stat|move)\s+"
         r"(?:is|are|was|were|only|never|always|does|doesn't|should|has|means)\b")
_TERM_TALKED = r"(?i)\s*" + _TERM
# Nouns the rules of every game here talk in ("level 2 is minus a die"), besides the game's own rules names and the
# words for what a game spends (rules/spoken.py: "Whether Luck can be spent after").
_RULES_NOUNS = frozenset("""die dice step steps harm modifier bonus penalty position effect difficulty dl success
failure roll rolls reroll trade threat threats""".split())
# Words pinning a value on this roll ("RAI it's +2", "so that's Hard"): a ruling, no talk.
_THIS_ROLL = (r"(?i)\b(?:it['’]?s|it\s+is|that['’]?s|that\s+is|this\s+one|you\s+(?:said|called|ruled|okayed|allowed|"
              r"gave|set))\b")  # (and "you called this one Controlled": the GM's call on it)
# What says a sentence holds dice or a roll: 'rolled', a word of dice before a number ('Dice: 4'), or faces in a list
# ('4 and 4', '6, 2'); "opposed rolls are ..." and "minus a die" are talk.
_DICE_SAID = r"(?i)\b(?:rolled|rolling)\b|\b(?:dice|die|got|gets|roll|rolls)\s*:?\s*\d|\b\d+\s*(?:,|and|&)\s*\d+\b"
# ... or a word of rolling with a number of its own in the sentence ("Jo rolls an 11 and a 4"), no amount ('+3') nor
# a count joined by a hyphen ('4-1').
_ROLLING = r"(?i)\b(?:rolls|got|gets|faces|bones|shows|showed)\b|(?<!\bthe )(?<!\ba )\broll\b"  # ('the roll' is talk's)
_BARE_NUMBER = r"(?<![\w+\-.:/§])\d+(?![\w\-:/.]|\.\d)"


def _talk(typed: str, text: str, spans: list[tuple[int, int]], leads: frozenset[str],
          named: Callable[[str], bool], rules_term: Callable[[str], bool]) -> list[tuple[int, int]]:
    """Sentences of argument over the rules (see the module docstring): found in the post as `typed`, read in `text`,
    the same with the citations blanked."""
    if not spans and not any(lead in text.lower() for lead in leads) and not re.search(r"(?i)\b" + _TERM, text):
        return []
    found_talk = []
    opening = re.compile(rf"(?i)[\s\"“(]*(?:{_alternatives(leads)})\b")
    for found in re.finditer(_SENTENCE, typed):
        start, end = found.span()
        said = text[start:end]
        if not said.strip():
            continue
        words = [word.lower() for word in re.findall(r"[^\W\d_][\w'’-]*", said)]
        cites = any(start <= s < end for s, _ in spans) and (
            len(words) <= 2 or re.search(r"[+-]\d", said) is not None or any(
                _rules_noun(word) or rules_term(word) or k and rules_term(f"{words[k - 1]} {word}")
                for k, word in enumerate(words)))
        # (a citation alone says it is about the rules where the sentence names a rules term or an amount, or is
        # little more than the citation: 'Section 3.3, point 4.'; "The solo book says on p. 48 that the door is
        # trapped" is the adventure's scene)
        if not (cites or opening.match(said) or re.match(_TERM_TALKED, said)) or re.search(_DICE_SAID, said) \
                or re.search(_ROLLING, said) and re.search(_BARE_NUMBER, said) or re.search(_THIS_ROLL, said):
            continue
        if any(named(word) for word in words):
            continue  # ("Per the GM, Kes gets +1": someone of the table, the roll's)
        inside = re.findall(r"(?<=[\w,;)] )[^\W\d_][\w'’-]*", said)
        if any(word[:1].isupper() and word[1:].islower() and not _rules_noun(word.lower())
               and not rules_term(word.lower()) and not (k + 1 < len(inside) and rules_term(
                   f"{word} {inside[k + 1]}".lower())) for k, word in enumerate(inside)):
            continue  # ("Elin spends a Luck Point first for +3 (p. 21).": someone, or a thing of the scene, by name)
        found_talk.append((start + len(said) - len(said.lstrip()), end))
    rest = blanked(text, found_talk).lower()
    return [(start, end) for start, end in found_talk if not any(
        re.search(rf"\bthe\s+{re.escape(thing)}\b", rest) for thing in _things(text[start:end]))]


def _rules_noun(word: str) -> bool:
    return word in _RULES_NOUNS or word in lexicon().words


# Nouns of talk about the rules after 'the' ("the roll", "the book", "the next thread"), no thing of the scene.
_TALK_NOUNS = frozenset("""roll rolls book rules rule ruling rulings gm ref referee table designer errata record chair
thread next same other target dice die""".split())


def _things(said: str) -> set[str]:
    """The things a sentence says with 'the' ('courier' in "the courier is off optimal range"): where the rest of the
    post says the same thing ("... on the courier's knee"), the sentence is about this scene, a ruling on it, no talk."""
    return {m.group(1).lower() for m in re.finditer(r"(?i)\bthe\s+([a-z][\w-]*)", said)} - _TALK_NOUNS


def _brackets(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Brackets holding a citation and nothing else but the rules it quotes and a comma ('(§4)', '(p. 63, "...")')."""
    out = []
    for found in re.finditer(r"\(([^()\n]*)\)", text):
        inside = found.start(1)
        if _titled_quotation(found.group(1)):
            out.append(found.span())  # '(Making a Roll, "bonuses ... don't stack")': a section by its title
            continue
        if not any(s >= inside and e <= found.end(1) for s, e in spans):
            continue
        chars = list(found.group(1))
        for s, e in [*spans, *(m.span() for m in re.finditer(_QUOTATION, text))]:
            if s >= inside and e <= found.end(1):
                chars[s - inside : e - inside] = " " * (e - s)
        if not "".join(chars).strip(" \t,;"):
            out.append(found.span())
    return out


# A section's title in a rulebook: capitalised words with the small words of a title between them ("Making a Roll",
# "Tricks of the Trade"), at least one small word among three or more.
_TITLE = r"[A-Z][\w'’-]*(?:[ \t]+(?:[A-Z][\w'’-]*|a|an|the|of|to|in|on|for|and|with|vs))+"
_SMALL = frozenset({"a", "an", "the", "of", "to", "in", "on", "for", "and", "with", "vs"})


def _titled_quotation(inside: str) -> bool:
    """Whether brackets hold a section's title and the rules quoted from it, and nothing else: '(Making a Roll,
    "bonuses of one type ... use the highest")'."""
    said = re.search(_QUOTATION, inside)
    if said is None:
        return False
    rest = (inside[: said.start()] + inside[said.end() :]).strip(" \t,;:")
    words = rest.split()
    return re.fullmatch(_TITLE, rest) is not None and len(words) >= 3 and any(w in _SMALL for w in words)


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out
