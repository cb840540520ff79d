"""Whether a word that can be a rules value (a difficulty, a position or effect, a stat that English uses as an
adjective) stands where a rules value stands, or belongs to the scene: "Wits Hard", ", risky," and "roll hard" are
rules; "tries hard", "it's raining hard", "a severe headache" and "a great night for it" are narration.

A rules value is said where a player sets one: alone in its clause, after a word that introduces one ("DL", "vs",
"is", "at", a trait, the roll's name), capitalised in the middle of a sentence, or joined to what it qualifies
("desperate Wreck roll", "Hard 7 8"). Written in lowercase after a word of the story, or before a plain noun it
describes, it is the story's own word: the reading keeps it in the action and takes no value from it.
"""

from __future__ import annotations

import re

from lark import Token

from rollmate.grammar.later import Later
from rollmate.grammar.literals import may_say
from rollmate.grammar.raw import pictured, verb_bases
from rollmate.grammar.ruled import credited
from rollmate.grammar.words import (
    AMENDS,
    ASSUMING,
    CHECK_WORDS,
    CORRECTIONS,
    DEGREE_WORDS,
    GM_WORDS,
    INTERJECTIONS,
    RULING_LABELS,
    SUBORDINATORS,
    VALUE_ADVERBS,
    VALUE_HEDGES,
)
from rollmate.rules.forms import plural_shape, said_of_someone, word_classes

# Token types right before a value that make it one ("DL Hard", "Wits Hard", "vs hard", "roll Sway risky").
_AFTER_RULES = frozenset({"DL", "TRAIT", "VS", "IS", "ROLL", "SKILL", "TRICK", "ABILITY", "DLNAME", "SECURITY",
                          "COLON", "WITH", "USING", "PLUS", "SLASH", "BONUS", "AS", "SIGNED", "DICEMOD"})
# Token types right after a value that make it one ("Hard 7 8", "desperate Wreck roll", "Hard: 4 5").
_BEFORE_RULES = frozenset({"NUMBER", "FACES", "ROLLED", "DICE", "IDIOM", "DL", "SKILL", "TRICK", "ABILITY", "ROLL",
                           "COLON", "SIGNED", "DICEMOD"})
# Determiners before a capitalised value and the capitalised word it names with ("the Severe Winter"): a title.
_TITLE_DETERMINERS = frozenset({"the", "a", "an", "this", "that", "our", "their", "his", "her", "its"})
# Plain words a value may describe when it opens its clause ("great night", "limited use").
_DESCRIBED = frozenset({"WORD", "VERB", "CUE", "SCENE", "NAME", "POSS", "SPEND", "RESOURCE"})
# Plain words a lowercase value describes wherever it stands ("at limited bandwidth", "it's great news").
_NOUNS = frozenset({"WORD", "SCENE"})
# Words of the story's English that introduce a value where a table sets one ("that's hard", "GM says easy",
# "Piloting at moderate", "set it to severe"). A determiner or any other word of the story does not.
_INTRODUCING = frozenset({"is", "are", "was", "be", "at", "it's", "its", "that's", "thats", "we're", "says", "said", "say",
                          "calls", "call", "called", "dl", "difficulty", "vs", "versus", "against", "to",
                          "my", "our", "your", "use", "uses", "using", "roll", "rolls", "rolling", "with", "+",
                          "ruled", "deemed", "declared", "judged"})  # "the position was ruled desperate"
# Verbs of a ruling said of what it rules on ("GM called it desperate", "she ruled that Severe", "GM set it risky", "we deemed it
# risky"): the value after their object is the one set, as "calls it Desperate" says it in capitals.
_RULING = frozenset({"call", "rule", "declare", "deem", "rate", "judge", "mark", "count", "reckon", "consider", "set",
                     "log", "record", "treat", "class", "grade", "score"})
_RULED = frozenset({"it", "this", "that", "them", "this one", "that one", "the roll", "the position"})
# Verbs of granting a value to the one who rolls ("the GM gives him controlled", "grants Ezra great"): the value after
# whom it is given to is the one set.
_GRANTING = frozenset({"give", "grant", "hand", "award", "allow", "let"})
_GIVEN_TO = frozenset({"him", "her", "them", "us", "me", "you", "it"})
# What makes 'be' a wish or a guess rather than a value set: "that'd be great, ta", "it would be hard for anyone"
# say how something would be, never what the GM set ("it's risky", "GM says it'll be hard" set one).
_WOULD = frozenset({"thatd", "itd", "would", "could", "might", "should"})  # and any word in 'd ("that'd", "it'd")
# Words that make the subject of 'was' or 'is' another thing than the roll at hand ("the first was easy", "the last
# one was hard", "the other door is easy"): what that thing was like is the story's, never this roll's value.
_ANOTHER = frozenset({"first", "second", "third", "fourth", "fifth", "1st", "2nd", "3rd", "4th", "5th", "last",
                      "previous", "earlier", "other", "next", "prior"})
_BE = frozenset({"is", "are", "was", "were"})
# Words after a value that join the rest of the sentence rather than being described by it ("controlled since we
# prepared", "desperate because they saw us").
_JOINING = frozenset({"since", "because", "as", "while", "for", "so", "but", "though", "although", "when", "if", "to",
                      "with", "from", "at", "on", "in", "until", "before", "after", "or", "now", "here", "there",
                      "again", "anyway", "too", "this", "then"}) | SUBORDINATORS | ASSUMING  # ("risky unless ...")
# Where a clause ends in the typed text: after these, the value opens its clause. These three and _BEING_BEFORE are
# kept as text and compiled by re where first used (a phrase with no rules value said like a word never does).
_CLAUSE_END = r"[,;:.!?()\[\]{}—–/…]|\s-\s"
_WORD = r"[\w'’+]+"
# 'for' and a determiner between an adjective and a plain noun ("desperate for coffee", "great for a laugh"): what the
# adjective is said for, no rules value.
_WANTING = r"(?i)\s+for\s+(?:(?:a|an|the|some|more|any|his|her|their|my|our|your)\s+)?[\'\"‘“]?"
# "hard as that is", "great as it looked", "desperate as they were": an adjective granted of something in the scene
# (as ... is), never a value set for the roll.
_GRANTED = (r"(?i)\s+as\s+(?:(?:it|that|this|he|she|they|we|you|i|the\s+\w+)\s+)(?:is|was|are|were|seems|seemed|"
            r"looks|looked|sounds|sounded|gets|got|may\s+be|might\s+be|can\s+be|could\s+be)\b")
# "limited to one side": a participle and what it is bounded by, a thing counted or named after 'to'.
_BOUNDED = (r"(?i)\s+to\s+(?:(?:a|an|the|one|two|three|four|five|six|his|her|their|its|our|this|that|\d+)\s+)"
            r"[^\W\d_]")
# "controlled by her charm": a participle with its agent describes the scene.
_AGENT = r"(?i)\s+by\b"



# A verb of being right before an adjective ("this is gonna be HARD", "it's so weird", "the bar looks sharp"): the
# adjective says what something is like. Said of the roll itself ("the stat is Hot", "GM says it's hard"), it is one.
_BEING_BEFORE = (r"(?i)(?:\b(?:is|are|am|was|were|be|been|being|looks?|looked|seems?|seemed|feels?|felt|sounds?|"
                 r"sounded|gets?|got|getting)|\w['’](?:s|re|m))\s+$")
_RULES_SUBJECTS = frozenset({"stat", "stats", "roll", "rolls", "move", "check", "says", "said", "calls", "called",
                             "rules", "ruled", "gm", "mc"})


_VALUE_NAMES = frozenset({"position", "effect", "difficulty", "dl"})  # a value's own name


def _bare(word: str) -> str:
    """A word lowercased, without the "'s" it may be typed with ("position's": position)."""
    return word.lower().replace("’", "'").removesuffix("'s")


def _clause_start(before: str) -> int:
    """Where the clause that `before` ends in starts: after its last mark of a clause's end, or after its last emoji
    ("it's giving haunted 👻 controlled": a chat line's emoji closes what it is typed after, as a full stop would)."""
    pictures = [k + 1 for k, char in enumerate(before) if pictured(char)] if not before.isascii() else []
    return max([m.end() for m in re.compile(_CLAUSE_END).finditer(before)] + pictures, default=0)


def said_of_the_scene(text: str, start: int) -> bool:
    """Whether the adjective at text[start] is said of something in the scene after a verb of being, in its own clause
    (see _BEING_BEFORE): 'this is gonna be HARD' is what the job is like, never the stat Hard."""
    before = text[:start]
    clause = before[_clause_start(before) :]
    words = re.compile(_WORD).findall(clause)
    while words and words[-1].lower() in DEGREE_WORDS:
        clause = clause[: clause.lower().rindex(words.pop().lower())]
    return re.compile(_BEING_BEFORE).search(clause) is not None and not any(_bare(w) in _RULES_SUBJECTS for w in words)


def ruled_in_clause(text: str, start: int) -> bool:
    """Whether the clause before text[start] has a word of the table's ruling ("GM says it'll be hard", "the roll is
    gonna be risky"): what comes after is what the table set."""
    before = text[:start]
    clause = before[_clause_start(before) :]
    return any(_bare(w) in _RULES_SUBJECTS for w in re.compile(_WORD).findall(clause))


def between_article_and_noun(text: str, start: int, end: int) -> bool:
    """Whether the word at text[start:end] stands between an article and a plain noun ('propose a creative
    methodology', 'with a creative flourish', 'a cool result'): a word describing a thing of the story, never a rules
    value ('a Hard roll', 'a Sharp check' name the roll)."""
    noun = re.compile(r"[ \t]+([a-z]+)\b").match(text, end)
    return noun is not None and noun.group(1) not in CHECK_WORDS and _noun(noun.group(1)) \
        and re.compile(r"(?i)(?:^|\s)(?:a|an|the)[ \t]+$").search(text[:start]) is not None


def inside_a_noun_phrase(text: str, start: int, end: int) -> bool:
    """Whether the one lowercase word at text[start:end] is a noun inside a noun phrase: after an article or a
    possessive and one word describing it, and before the plain noun the phrase ends with ('the controlled
    environment store'). It names a thing with that noun: no condition of the roll ('the possession attempt' keeps
    the kind of harm it names)."""
    said = text[start:end]
    if not said.isalpha() or not said.islower():
        return False
    after = re.compile(r"[ \t]+([a-z]+)\b(?![ \t]*[-+]?\d)").match(text, end)
    return after is not None and after.group(1) not in CHECK_WORDS and after.group(1) not in _JOINING \
        and _noun(after.group(1)) and not said_of_someone(after.group(1)) and re.compile(
            r"(?i)(?:^|\s)(?:the|a|an|this|that|our|their|its|his|her|my|your)[ \t]+[a-z-]+[ \t]+$").search(
            text, 0, start) is not None


def story_word(text: str, start: int, end: int) -> bool:
    """What the typed text alone says of the word at text[start:end]: that it is the story's (lowercase, after a word
    of the story in its clause, or a participle with its agent: "controlled by her charm"). The lexer asks this
    before any token is settled; stands_as_value() also weighs the tokens around it."""
    if credited(text, end) is not None:
        return False  # "controlled per the GM", "Hard by the referee's call": the ruling, credited
    if re.compile(_AGENT).match(text, end) or said_of_the_scene(text, start):
        return True
    said, before = text[start:end], text[:start]
    if " " in said.strip():
        return False
    if between_article_and_noun(text, start, end):
        return True  # "kicks in the door with a creative flourish"
    if said[:1].isupper() and not _sentence_start(before):
        return False
    words = re.compile(_WORD).findall(before[_clause_start(before) :])
    return bool(words) and not _introduces(words)


_TOLD_TO_YOU = (["you're"], ["youre"], ["you", "are"], ["you", "re"], ["ur"])  # 'you're' as typed, split or not


def stands_as_value(tokens: list[Token], i: int, out: list[Token], text: str,
                    values: frozenset[str] = frozenset()) -> bool:
    """Whether tokens[i], a word that can be a rules value, is one here (see the module docstring); `out` holds the
    tokens already settled before it, `values` the game's value words (Vocabulary.value_cues)."""
    tok = tokens[i]
    said = text[tok.start_pos : tok.end_pos]
    if " " in said.strip():
        return True  # "standard effect", "risky position": said with what it is
    if _said_of_one(text, tok.start_pos, tok.end_pos):
        return False  # "a very easy one about capital cities", "the hard one": a thing described, 'one' standing for it
    if said.islower() and _listed_before_a_noun(text, tok.start_pos, tok.end_pos):
        return False  # "a quiet, controlled, limited sort of game": one of the words an article's noun is described by
    if _paired(tokens, i, text, values):
        return True  # "risky great", "desperate limited": two values said together describe no noun of the story
    if credited(text, tok.end_pos) is not None:
        return True  # "controlled per the GM": who ruled it said after it
    if re.compile(_AGENT).match(text, tok.end_pos):
        return False
    before_text = text[: tok.start_pos]
    separated = max((t.end_pos for t in out if t.type == "SEP" and t.end_pos is not None), default=0)
    cut = max(_clause_start(before_text), separated)
    words_before = re.compile(_WORD).findall(before_text[cut:])
    if tuple(w.lower() for w in words_before) in AMENDS or any(
            tuple(w.lower() for w in words_before[-len(m):]) == m for m in CORRECTIONS):  # "CORRECTION CONTROLLED NOT
        words_before = []  # DESPERATE", "risky no wait desperate": the marker of a correction opens the clause the
        # value is said in
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    after_gap = text[tok.end_pos : nxt.start_pos] if nxt is not None else ""
    next_joined = nxt is not None and nxt.type != "SEP" and not re.compile(_CLAUSE_END).search(after_gap) \
        and not pictured(after_gap) \
        and not re.compile(_WORD).search(after_gap)
    if next_joined and str(nxt.value).lower() in CHECK_WORDS:
        return True  # "Sharp check", "a Hard roll": the roll named
    if next_joined and (nxt.type in _NOUNS or nxt.type == "DICE" and not said[:1].isupper()) \
            and str(nxt.value).islower() and _noun(str(nxt.value)) \
            and re.compile(r"(?i)(?:^|\s)(?:a|an|the)\s+$").search(before_text):
        return False  # "with a Severe cliff behind us", "the Great Hall's door", "a cool result": a word describing
        # a thing of the story, between its article and its noun ('result' too: "a Sharp roll" names the roll)
    if not before_text.strip() and said.lower() in INTERJECTIONS and re.compile(r"\s*[,!]").match(text, tok.end_pos):
        then = next((t for t in tokens[i + 1 :] if t.type != "SEP"), None)
        if then is not None and then.type in _DESCRIBED:
            return False  # "great, more bluecoats.": a feeling that opens the post, with the scene after it
    wanted = tokens[i + 2] if nxt is not None and nxt.type in ("ORDINAL", "NUMBER") and i + 2 < len(tokens) \
        and not text[nxt.end_pos : tokens[i + 2].start_pos].strip() else nxt  # ("desperate for a 6th player")
    if said.islower() and wanted is not None and wanted.type in _NOUNS and _noun(str(wanted.value).lower()) \
            and re.compile(_WANTING).fullmatch(after_gap) and not (out and out[-1].type in _AFTER_RULES
                                                                   and not text[out[-1].end_pos : tok.start_pos].strip()):
        return False  # "desperate for coffee", "great for a laugh": the adjective with what it is said for
    set_off = not (out and out[-1].type in _AFTER_RULES and not text[out[-1].end_pos : tok.start_pos].strip())
    if said.islower() and set_off and nxt is not None and nxt.type == "SEP" \
            and re.compile(r"(?i)\s+for\s+\W*[^\W\d_]").match(after_gap):
        return False  # "desperate for a 'bridge toll', ...": what it is said for, read as the scene's before it (but
        # "roll +weird for it" sets the value)
    if said.islower() and set_off and re.compile(_GRANTED).match(text, tok.end_pos):
        return False  # "hard as that is in hiking boots", "great as it looked": granted of the scene, no value
    if not words_before and (paired := re.compile(r"(?i)\s+(?:and|or)\s+([a-z]+)\b").match(text, tok.end_pos)) \
            and word_classes(paired.group(1).lower()) == {"ADJ"} and paired.group(1).lower() not in values \
            and not any(t.start_pos == paired.start(1) and t.type not in _NOUNS for t in tokens):  # ("Hard and
        # Severe": two values, asked)
        return False  # "Cool and cloudy over the flats": said with a plain adjective, the weather's, no value
    if (not words_before or [w.lower() for w in words_before] in (["a"], ["an"], ["the"])) and (listed := re.compile(
            r"(?i)(?:\s*,\s*(?:and\s+)?[a-z][a-z-]*){1,4}\s+([a-z]+)\b").match(text, tok.end_pos)) \
            and _noun(listed.group(1).lower()) and "ADJ" not in word_classes(listed.group(1).lower()) \
            and any("-" in w or word_classes(w.lower()) == {"ADJ"} for w in re.findall(r"[a-z][a-z-]*", listed.group(
                0)[: listed.start(1) - tok.end_pos], re.I)) \
            and not any(t.start_pos == listed.start(1) and t.type not in _NOUNS for t in tokens):
        return False  # "Hot, weird, hard-fought derby": a list of adjectives closed by the noun they describe (a
        # plain adjective or a hyphened one among them)
    infinitive = re.compile(r"\s+to\s+([a-z]+)\b").match(text, tok.end_pos) \
        if said.islower() or _sentence_start(before_text) else None  # ("Hard to evaluate, -0.7 maybe.")
    if infinitive is not None and set_off and "VERB" in word_classes(infinitive.group(1)) \
            and not (words_before and _introduces(words_before)):
        return False  # "closed, reticent, hard to read": what is hard to do, said of a thing of the scene (but "it's
        # hard to climb" may set the value: read as ever)
    if said.islower() and set_off and words_before and re.compile(_BOUNDED).match(text, tok.end_pos):
        return False  # "the rail is limited to one side", "limited to two drinks a night": what it is bounded by, of
        # a thing of the scene
    if _bracketed_in_a_noun_phrase(text, tok.start_pos, tok.end_pos):
        return False  # "Accompanied (controlled) viewings only": a word of the noun phrase around it, set in brackets
    if not words_before and field_of_the_scene(tokens[:i], text, tok.end_pos):
        return False  # "Weather: hard.", "Yield: limited, will repeat": a record's field, its value the scene's
    if not words_before and said.islower() and _noun_set_aside(tokens, text, tok.end_pos):
        return False  # "severe time trouble": it describes the noun after it, though the lexer set that word aside
    if [w.lower().replace("’", "'") for w in words_before] in _TOLD_TO_YOU and (nxt is None or nxt.type == "SEP") \
            and said.lower() in values:
        return True  # "Skirmish: you're desperate, great effect.": the GM's ruling, told to the one who rolls
    if not words_before:  # it opens its clause: a value unless it describes the plain word after it (an adverb
        # after it says how sure the writer is: "desperate obviously", "risky probably")
        return not (next_joined and nxt.type in _DESCRIBED and str(nxt.value).lower() not in _JOINING
                    and word_classes(str(nxt.value).lower()) != {"ADV"})
    if said[:1].isupper() and next_joined and nxt.type in _DESCRIBED and text[nxt.start_pos : nxt.end_pos][:1].isupper() \
            and words_before[-1].lower() in _TITLE_DETERMINERS and nxt.type not in ("NAME", "POSS"):
        return False  # "a lay of the Severe Winter", "the Great Frost": a name of the story, capitalised as one
    if said[:1].isupper() and not _sentence_start(before_text):
        return True  # "climb the wall Hard", "GM calls it Severe": the table writes a value capitalised
    said_with_kind = nxt is not None and nxt.type == "CUE" and " " in text[nxt.start_pos : nxt.end_pos].strip()
    if next_joined and (nxt.type in _BEFORE_RULES or said_with_kind):
        return True  # ("the well controlled great effect": a value right before one said with its kind)
    if words_before[-1].lower() in VALUE_HEDGES and not (next_joined and nxt.type not in _BEFORE_RULES):
        return True  # "risky… no desperate?", "or controlled?": a value said in doubt or as a second thought
    last = out[-1] if out else None
    if last is not None and last.end_pos is not None and last.type in _AFTER_RULES and \
            not re.compile(_WORD).search(text[last.end_pos : tok.start_pos]):
        return True
    if describes_a_noun(tokens, i, text):
        return False  # "she's at limited bandwidth", "it's great news", "against hard rain": said of the noun after it
    return _introduces(words_before)


def _said_of_one(text: str, start: int, end: int) -> bool:
    """Whether the word at text[start:end] stands between a determiner (perhaps with a word of degree) and 'one' or
    'ones' that stands for a thing ("a very easy one", "the hard ones", "that risky one"): an adjective of the scene,
    its 'one' no number."""
    return re.compile(r"\s+ones?\b(?!\s*[-+]?\d)").match(text, end) is not None and re.compile(
        r"(?i)(?:^|\s)(?:a|an|the|this|that|another|every|each|any)\s+(?:(?:very|really|proper|pretty|fairly|quite|"
        r"super|real|so)\s+)?$").search(text, 0, start) is not None


def field_of_the_scene(before: list[Token], text: str, end: int) -> bool:
    """Whether the value ending at `end` is a field's of a record written into the post ("Weather: hard.", "Yield:
    limited, will repeat", "Method: standard"): after a colon, one or two plain words opening their sentence, the last
    a noun the dictionary has and no value's own name, and the value closing its clause. What the field holds is the
    scene's; a rules field ("Position: risky", "DL: Hard") or a name ("Kes: risky") is no plain word. `before`: the
    lexer's tokens before the value."""
    if len(before) < 2 or before[-1].type != "COLON" or not re.compile(r"\s*(?:[,;.!?)]|$)").match(text, end):
        return False
    field = [t for t in before[-3:-1] if t.type == "WORD"]
    if not field or field[-1] is not before[-2] or len(field) == 2 and field[0] is not before[-3]:
        return False
    label = text[field[0].start_pos : field[-1].end_pos]
    last = _bare(str(field[-1].value))
    return _sentence_start(text[: field[0].start_pos]) and label[:1].isupper() and last not in _VALUE_NAMES \
        and last not in CHECK_WORDS and last not in GM_WORDS and last not in RULING_LABELS \
        and ("NOUN" in word_classes(last) or plural_shape(last))  # ("Ruling: desperate." is the GM's word on it)


def _bracketed_in_a_noun_phrase(text: str, start: int, end: int) -> bool:
    """Whether the word at text[start:end] stands alone in brackets between a word and the plain lowercase noun that
    word and it describe ("Accompanied (controlled) viewings"): the scene's, no value said beside the roll."""
    before = re.compile(r"[A-Za-z]+\s*\(\s*$").search(text, 0, start)
    after = re.compile(r"\s*\)\s+([a-z]+)\b").match(text, end)
    noun = after.group(1) if after is not None else ""
    return before is not None and after is not None and noun not in CHECK_WORDS and (
        _noun(noun) or not word_classes(noun) and plural_shape(noun))  # ('viewings': a plural no dictionary has)


def _noun_set_aside(tokens: list[Token], text: str, end: int) -> bool:
    """Whether the typed word right after `end` is a plain lowercase noun that no token holds (the lexer set it aside
    as a word of no weight, 'time' of "severe time trouble"): the word before it describes it. A word that may be an
    adverb or a preposition too is the noun where it closes its clause ("hard round, cool tunes": 'round' has no
    object there)."""
    typed = re.compile(r"\s+([a-z]+)\b(\s*[,;.!?])?").match(text, end)
    if typed is None or typed.group(1) in CHECK_WORDS or typed.group(1) in VALUE_ADVERBS:
        return False
    closing = typed.group(2) is not None and "NOUN" in word_classes(typed.group(1)) and typed.group(1) not in _JOINING
    return (closing or _noun(typed.group(1))) \
        and not any(t.start_pos is not None and t.start_pos <= typed.start(1) < (t.end_pos or 0) for t in tokens)


def _listed_before_a_noun(text: str, start: int, end: int) -> bool:
    """Whether the word at text[start:end] is one of several adjectives set off by commas between an article and the
    noun they all describe ("a quiet, controlled, limited sort of game", "the long, hard climb"): the story's."""
    before = re.compile(r"(?i)\b(?:a|an|the|this|that|such|his|her|their|its|our|my|your)\s+((?:[a-z-]+\s*,\s*)*)$")
    after = re.compile(r"((?:\s*,\s*[a-z-]+)*)\s+([a-z-]+)\b")
    said_before, said_after = before.search(text, 0, start), after.match(text, end)
    if said_before is None or said_after is None or "," not in said_before.group(1) + said_after.group(1):
        return False
    listed = re.findall(r"[a-z-]+", said_before.group(1) + said_after.group(1))
    return all("ADJ" in word_classes(w) and w not in _DETERMINING for w in listed) and _noun(said_after.group(2))


_DETERMINING = frozenset({"a", "an", "the", "this", "that", "his", "her", "their", "its", "our", "my", "your"})


def describes_a_noun(tokens: list[Token], i: int, text: str) -> bool:
    """Whether tokens[i], a word that can be a rules value, is written in lowercase right before a plain noun it
    describes ("a hard deadline", "limited bandwidth"): the story's adjective, never a value nor an opponent."""
    tok, nxt = tokens[i], tokens[i + 1] if i + 1 < len(tokens) else None
    return nxt is not None and text[tok.start_pos : tok.end_pos].islower() and nxt.type in _NOUNS | {"CUE"} \
        and not text[tok.end_pos : nxt.start_pos].strip() and _noun_described(text[nxt.start_pos : nxt.end_pos].lower())


def _noun_described(word: str) -> bool:
    """Whether a word after an adjective is the noun it describes: a noun never an adverb, or a noun that is an
    adjective too ('extreme cold', 'a great light'); never a word of place or time ('risky out there')."""
    classes = word_classes(word)
    return _noun(word) or "NOUN" in classes and "ADJ" in classes and word not in _PLACE_ADVERBS | _JOINING


# Words of place or time that English also has as nouns and adjectives ('out', 'inside'): after a value they say
# where or when it holds, never a thing it describes.
_PLACE_ADVERBS = frozenset({"out", "up", "down", "off", "in", "on", "over", "back", "away", "through", "around",
                            "about", "along", "inside", "outside", "home", "there", "here", "now", "today", "tonight",
                            "still", "well", "right", "left", "behind", "ahead", "below", "above", "early", "late"})


def _noun(word: str) -> bool:
    """Whether the dictionary knows a word as a noun and never as an adverb ('bandwidth', not 'instead' or 'now')."""
    classes = word_classes(word)
    return "NOUN" in classes and "ADV" not in classes and word not in _JOINING


# Words after which 'to' opens a verb ("about to hard carry"), never a value set "to" something ("set it to severe").
_INFINITIVE_LEADS = frozenset({"about", "going", "have", "has", "had", "need", "needs", "needed", "want", "wants",
                               "wanted", "try", "tries", "tried", "trying", "used", "able", "ready", "supposed"})


def _introduces(words: list[str]) -> bool:
    """Whether the last of the words before a value introduce one ("GM says", "it's", "at"); 'be' after a modal of
    a wish or a guess does not ("that'd be great", "it would be hard")."""
    while len(words) > 1 and words[-1].lower() in VALUE_ADVERBS:
        words = words[:-1]  # "it's already Desperate": the value said where a table sets one
    last = words[-1].lower().replace("’", "'")
    before = words[-2].lower().replace("’", "'") if len(words) > 1 else ""
    if last == "be" and (before in _WOULD or before.endswith("'d")):
        return False
    if last == "to" and before in _INFINITIVE_LEADS:
        return False  # "static about to hard carry", "going to hard reset it": 'to' of a verb, no value set
    if last in _BE and any(w.lower() in _ANOTHER for w in words[:-1]) \
            and not any(_bare(w) in _RULES_SUBJECTS for w in words):
        return False  # "the first was easy": said of another thing than this roll ("the last roll was hard" is one)
    if last in _BE and re.fullmatch(r"[A-Za-z]{1,3}-?\d{1,4}[A-Za-z]?", words[-2] if len(words) > 1 else ""):
        return False  # "the A14 is severe", "room 4B was great": said of a thing named by its code, no roll's value
    ruling = words[:-1] if last == "as" else words  # "the PI logs it as controlled", "counts this one as risky"
    for size in (1, 2):  # "GM already called it desperate", "the GM rated this one hard"
        ruled = " ".join(w.lower() for w in ruling[-size:])
        if ruled in _RULED and len(ruling) > size and any(
                base in _RULING for base in verb_bases(ruling[-size - 1].lower())):
            return True
    if last.endswith("'s") and (_bare(last) in _VALUE_NAMES or _bare(last) in ("one", "roll") and before in ("this", "that")):
        return True  # "the position's desperate", "this one's desperate": the value's name or the roll at hand, and 'is'
    if before and (last in _GIVEN_TO or words[-1][:1].isupper()) and any(
            base in _GRANTING for base in verb_bases(before)):
        return True  # "the head of sale gives him controlled", "grants Ezra great": the value given to the one acting
    return last in _INTRODUCING


def _paired(tokens: list[Token], i: int, text: str, values: frozenset[str]) -> bool:
    """Whether tokens[i] and a value word next to it, with nothing between, are two different values said together
    ("risky great", "controlled standard"), and no plain word of the story follows them ("risky great leap")."""
    def value(k: int) -> bool:
        return 0 <= k < len(tokens) and tokens[k].type == "CUE" and str(tokens[k].value) in values

    def joined(a: int, b: int) -> bool:
        return not text[tokens[a].end_pos : tokens[b].start_pos].strip()

    for a, b in ((i, i + 1), (i - 1, i)):
        if value(a) and value(b) and joined(a, b) and tokens[a].value != tokens[b].value:
            after = tokens[b + 1] if b + 1 < len(tokens) else None
            return after is None or not joined(b, b + 1) or after.type not in _DESCRIBED
    return False


def _sentence_start(before: str) -> bool:
    return not before.strip() or before.rstrip()[-1] in ".!?\"“(["


# A clause that opens with one of these and has a subject of its own says what someone else does meanwhile ("while
# he argues on the radio", "before the medevac arrives", "lies to her that the cops are watching"): the story
# around the roll, not a second action of the one who rolls. After a word of time, 'we' and 'you' ("before we fire
# table 5", "while you keep him talking") are the table or the one spoken to: when the roll is set (_WHEN_WE).
_OPENERS = ("while", "whilst", "as", "when", "before", "after", "until", "till", "unless", "because", "cause", "cuz",
            "coz", "since", "though", "although", "once", "whereas", "that")
_WHEN_WE = Later(r"(?i)\b(?:while|whilst|when|before|after|until|till|once)\s+(?:we|you)(?:'re|’re)?\b[^,.;:!?()\[\]—]*")
_OTHER_SUBJECT = (
    rf"(?i)\b(?:{'|'.join(_OPENERS)})\s+"
    r"(?:(?:he|she|they|it)(?:'s|’s|'re|’re)?|hes|shes|theyre|(?:the|his|her|their|its)\s+[a-z][\w'’-]*)"
    r"\b[^,.;:!?()\[\]—]*")


# A clause that says what someone else will or may do ("knowing my luck he will still get away", "they'll probably
# call the cops"): a guess at what comes after, not the roll of the one who acts now.
_FORETELLING = ("will", "'ll", "’ll", "won't", "gonna", "might", "going")
_FORETOLD = Later(r"(?i)\b(?:he|she|they|it)(?:\s+(?:will|won't|might|may|is\s+going\s+to|are\s+going\s+to|is\s+gonna|"
                  r"are\s+gonna|gonna)|'ll|’ll)\s+[^,.;:!?()\[\]—]*")


# What someone said, opening its sentence ("Grandad said just push the button lol", "my Dad reckons it's a trap"):
# their words, not the roll of the one who acts (a loaded name saying it is read as typed: see _meanwhile).
_REPORTING = ("said", "says", "reckons", "reckoned", "thinks", "thought", "told")
_REPORTED = Later(r"(?:^|(?<=[.!?;…])\s*|(?<=\n))(?:(?:my|your|our|the)\s+)?[A-Z][\w'’]*\s+(?:said|says|reckons|reckoned|"
                  r"thinks|thought|told\s+(?:me|us|her|him))\b[^.;!?\n]*")


# A clause that opens with a thing or a person described ("the drone's diving at you", "The van peels out", "the
# Bluecoats below are playing cards"): its own subject does what follows, not the one who rolls.
_DETERMINERS = ("the", "a", "an", "his", "her", "their", "its", "these", "those")
_THING_OPENS = (
    rf"(?i)(?:^|(?<=[.!?;,:(\[—–]))\s*(?:{'|'.join(_DETERMINERS)})\s+[^\W\d_][\w'’-]*[^,.;:!?()\[\]—–]*")
# Both are kept as text, compiled by re for the first line that says one of their opening words.


# A relative clause whose verb follows its pronoun ("about who runs the fish markets", "the guard who watches the
# gate", "who's armed and who's scared?"): what that one does or is, never the roller's action.
_RELATIVE = Later(r"(?i)\b(?:(?:who|whoever|which|whichever)(?:\s+[a-z]+(?:s|ed)|(?:['’]s|\s+(?:is|are|was|were))\s+"
                  r"[a-z]+(?:ed|ing|en))|(?<=s\s)who\s+(?!(?:i|you|he|she|we|they|it|the|a|an|my|his|her|their|our|its|"
                  r"is|are|was|were|do|does|did|can|could|will|would|should|may|might|must|has|have|had)\b)[a-z]{3,})\b"
                  r"[^,.;:!?()\[\]—]*")  # ("the workers who listen in the hangar": after a plural); compiled by the first
# phrase with 'wh' in it


def relative_clauses(text: str) -> list[tuple[int, int]]:
    """The spans of relative clauses whose verb follows the pronoun (see _RELATIVE)."""
    return [m.span() for m in _RELATIVE.finditer(text)] if "wh" in text.lower() else []


# A pronoun of the other sex said in the same clause ("while she hacks the terminal behind his back"): the one
# before ("the guard") is 'his', so 'she' is not them; she is the one who rolls, and her doing is an action.
_OTHER_SEX = {"she": r"(?i)\b(?:he|him|his|himself)\b", "he": r"(?i)\b(?:she|her|hers|herself)\b"}
_OPENING_PRONOUN = r"(?i)\w+\s+(he|she)\b"


# The referee's leave for someone to act ("the GM let her repair the winch", "our referee allowed him to pick the
# lock"): what follows is what the one let do does, an action (asked about beside the roll's), not the referee's.
_REFEREE_LEAVE = Later(  # compiled by the first post whose scene opens a thing
    r"(?i)\s*(?:the|our|a|an|their|his|her|its)\s+(?:" + "|".join(sorted(GM_WORDS)) + r")\s+(?:[a-z]+ly\s+|already\s+)?"
    r"(?:let|lets|allow(?:s|ed)?|permit(?:s|ted)?|made|makes|had|has)\s+(?:her|him|them|me|us)\b")


# A clause whose subject is no one ("Nobody is shooting us now", "no one watches the door"): what nobody does, the
# scene around the roll, never an action of the one who rolls.
_NOBODY = ("nobody", "no one", "noone", "no-one")
_NOBODY_OPENS = Later(rf"(?i)(?:^|(?<=[.!?;,:(\[—–]))\s*(?:{'|'.join(_NOBODY)})\s+[^\W\d_][\w'’-]*[^,.;:!?()\[\]—–]*")


def others_doing(text: str) -> list[tuple[int, int]]:
    """The spans of clauses that say what someone other than the roller does meanwhile (see _OTHER_SUBJECT,
    _THING_OPENS), save one opened by 'she' that says 'his' ('he' that says 'her'): that one is the roller's; and
    save the referee's leave for someone to act (_REFEREE_LEAVE)."""
    others = [m.span() for m in re.finditer(_OTHER_SUBJECT, text) if not _other_sex_said(m.group())] \
        + [m.span() for m in _WHEN_WE.finditer(text)] if may_say(text, _OPENERS) else []
    nobody = [m.span() for m in _NOBODY_OPENS.finditer(text)] if may_say(text, ("nobody", "no")) else []
    foretold = [m.span() for m in _FORETOLD.finditer(text)] if may_say(text, _FORETELLING) else []
    reported = [m.span() for m in _REPORTED.finditer(text)] if may_say(text, _REPORTING) else []
    return others + nobody + foretold + reported + ([m.span() for m in re.finditer(_THING_OPENS, text)
                               if not _REFEREE_LEAVE.match(m.group())] if may_say(text, _DETERMINERS) else [])


# Someone or something described, opening a clause, right before a verb said of it in the third person ("A rotten
# beam smashes down", "and the van peels out", "as a crate tumbles off the cart", "one of the thugs swings"): an
# article, up to three words, perhaps an adverb; a word saying how the sentence is meant may open it ("Apparently the
# alarm overrides the lock"). Kept as text, compiled (by re, once) where first used.
_DESCRIBED_BEFORE = Later(r"(?i)(?:^|[.!?;,:(\[\]—–\"“]|\b(?:and|but|as|while|whilst|when|until|till|because|then|once|"
                          r"before|after|meanwhile|suddenly|so))\s*(?:[a-z]+ly\s+)?(?:one\s+of\s+)?"
                          r"(?:the|a|an|another|some|these|those)\s+"
                          r"(?P<words>(?:(?:[^\W\d_]|\d+[-/]\w)[\w'’/-]*\s+){1,3}?)(?:[a-z]+ly\s+)?$")  # ("the 12/U
# girls": a label inside the words that describe them)
# The verb said of them: one word in the third person singular or the past ("smashes", "peels", "slammed").
_SAID_OF_IT = Later(r"(?i)[a-z]+(?:[^s\W]s|ed)\b")


def described_subject(text: str, start: int) -> int | None:
    """Where the words of the one described as the subject of the verb at `start` begin ('rotten beam' in "A rotten
    beam smashes down and Cross dodges aside"): whoever or whatever they are, the verb is theirs, never the roller's
    action. None where the verb has no such subject before it."""
    if _SAID_OF_IT.match(text, start) is None and not said_of_someone(
            (word := re.compile(r"[A-Za-z]+").match(text, start)) and word.group().lower() or ""):
        return None  # ("the smuggler made a run for it": a past said of them, irregular, as 'ran', 'made', 'took')
    found = _DESCRIBED_BEFORE.search(text, max(0, start - 80), start)
    return found.start("words") if found is not None else None


# Someone said as the subject of a clause of their own: a pronoun and the verb after it ("and she ducks", "I dive");
# never the roll itself ("I rolled four and four", "she got 5 2").
_NOT_ROLLING = r"(?!(?:roll|rolls|rolled|rolling|got|gets|get|throws|threw)\b)"
_PRONOUN_DOES = r"(?i)(?<![\w'’])(?:i|he|she|they|we)\s+(?:[a-z]+ly\s+)?" + _NOT_ROLLING + r"[a-z]+"
# ... and after a name, the verb said of them ("Cross dodges aside", "Kit quickly ducked").
_NAME_DOES = r"(?i)\s+(?:[a-z]+ly\s+)?" + _NOT_ROLLING + r"[a-z]+(?:[^s\W]s|ed)\b"


def said_to_do(text: str, at: int) -> bool:
    """Whether a verb in the third person or the past is said right after a name ending at `at` ("Juno convinces",
    "Kit quickly ducked")."""
    return re.compile(_NAME_DOES).match(text, at) is not None


def someone_acts(text: str, names: list[tuple[int, int]], outside: tuple[int, int]) -> bool:
    """Whether the post says someone acts outside text[outside[0]:outside[1]]: a name (at one of `names`) with a verb
    said of it, or a pronoun that opens a clause of its own ("... and she ducks")."""
    start, end = outside
    if any(re.compile(_NAME_DOES).match(text, at) is not None for begin, at in names if not start <= begin < end):
        return True
    return any(not start <= found.start() < end for found in re.compile(_PRONOUN_DOES).finditer(text))


def _other_sex_said(clause: str) -> bool:
    opened = re.match(_OPENING_PRONOUN, clause)
    if opened is None:
        return False
    return re.compile(_OTHER_SEX[opened.group(1).lower()]).search(clause, opened.end()) is not None
