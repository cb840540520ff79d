"""The actor's own words in a clause: names (speaker, target, a second actor asked about), skills, tricks, verbs,
attributes and conditions, and the plain words of the action. A part of the Binder, kept apart because it is one
job."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from rollmate.errors import PhraseError
from rollmate.grammar.agents import done_by_before
from rollmate.grammar.later import Later
from rollmate.grammar.literals import may_end_with, may_say
from rollmate.grammar.manner import manner_spans
from rollmate.grammar.questions import DISGUISE, as_who
from rollmate.grammar.raw import verb_bases
from rollmate.grammar.records import Dice, Record, Roll, Word, is_word
from rollmate.grammar.said_again import said_of_in_aside
from rollmate.grammar.sentences import ends, sentence_of
from rollmate.grammar.shouts import feeling
from rollmate.grammar.words import (
    ADDRESS_WORDS,
    BARE_CAUSING,
    CARRYING,
    CHECK_WORDS,
    CORRECTIONS,
    DETERMINERS,
    DONE_TO,
    FILLER,
    GIVEN_TO,
    GM_WORDS,
    HELP_NOUNS,
    HELPING,
    INTERJECTIONS,
    LEAD_IN_LABELS,
    LEADING,
    LIGHT_VERBS,
    MODALS,
    NUMBER_WORDS,
    OWN_AGENTS,
    PEOPLE_WORDS,
    PLACE_PREPOSITIONS,
    PLACE_WORDS,
    PREPOSITIONS,
    REMARK_ADVERBS,
    REMARK_FEELINGS,
    REMARK_FOLLOWS,
    REMARK_OPENERS,
    REMARK_TELLING,
    REMARK_VERBS,
    SENDING_AGENTS,
    SPEECH_VERBS,
    SUBORDINATORS,
    TIME_NOUNS,
    TITLES,
    TRYING,
)
from rollmate.rules import request
from rollmate.rules.forms import adverb, irregular_participle, said_of_someone, word_classes
from rollmate.rules.spoken import lexicon

if TYPE_CHECKING:
    from rollmate.rules.request_parts import Cue

# The articles of one blow said as a noun after "with" ("with a kick", "with one punch"): how the action is done.
_ONE_BLOW = frozenset({"a", "an", "one", "single"})

# Prepositions that open a phrase of the scene before the one who acts ("with Dex's drone overhead, ...", "thanks to
# Dex's distraction ..."), and the words that may come before them where a post opens ("ok so with ...").
_SCENE_PREPOSITIONS = frozenset({"with", "under", "after", "behind", "during", "despite", "amid", "thanks", "to", "at",
                                 "beneath", "below", "above", "following", "without", "in", "on", "by"})
# What joins two conditions or modifiers said as a choice left open ("a modest challenge or maybe a significant one",
# "wounded or perhaps badly wounded"): the player has not said which, so it is asked.
_OR_ELSE = r"(?i)\s*,?\s*or(?:\s+(?:maybe|perhaps|possibly|mayhap|perchance|else|even))?(?:\s+(?:a|an|the))?\s*"
# A name spoken to, then what they do ("Boss, you're helping"): one told they help rolls nothing.
_YOU_HELP = Later(r"(?i)\s*,\s*you(?:['’]re|\s+are|\s+will|['’]ll|\s+can)?\s+([a-z]+)")
# An auxiliary right before the one named, the verb after them bare: the inverted order of a story's prose ("Alone did
# Gideon hold the gate", "thus doth the steward Search"): the one named does it.
_INVERTED_BEFORE = Later(r"(?i)(?:^|[\s,;(])(?:did|doth|didst|dost)\s+(?:the\s+)?$")
# A quotation closed right before a verb of saying and the one named: a speech tag in the inverted order ("'Hark,'
# said Elspeth", "'Ferryman,' quoth Isolde", "'...,' lied the Widow"): the one named is who speaks. The reading
# sees the quotation blanked, so the tag may open the text it sees.
_SPEECH_TAG_BEFORE = Later(r"(?i)(?:^\s+|[,.!?]['\"’”]\s*|['\"’”]\s*,\s*)([a-z]+)\s+(?:the\s+)?$")  # (^: a quote blanked)
_MORE_SPEECH_VERBS = ("quoth", "cry", "reply", "call", "declare", "murmur", "exclaim", "bellow", "laugh", "sneer")


def _speech_verb(word: str) -> bool:
    """Whether a word is a verb of saying in any form ('said', 'lied', 'quoth', 'replied')."""
    bases = {b for verb in (*SPEECH_VERBS, *_MORE_SPEECH_VERBS) for b in verb_bases(verb)}
    return any(b in bases for b in verb_bases(word.lower()))


_OPENING_WORDS = frozenset({"ok", "okay", "so", "then", "now", "and", "but", "meanwhile", "suddenly", "lol", "omg"})
_ADVERB = frozenset({"ADV"})  # a word the dictionary has only as an adverb ("anyway", "honestly")

# A roll verb in any tense right after a name, and the words that may stand before what is rolled ("Zoe rolled
# Melee", "Dex is rolling his Hacking", "Boone rolls +hard").
_ROLL_VERB_AFTER = (r"(?i)\s+(?:(?:is|was|just|also|then|now|has|had|will|'s|’s)\s+)*(?:rolls|rolled|rolling|roll)"
                    r"\s+(?:(?:a|an|her|his|their|for|with)\s+)?")
# Words before a name opening the phrase that leave it the opener: table talk and words speaking to someone ("ok
# bestie sami, vibe check the party").
_LEADS_TO_NAME = _OPENING_WORDS | INTERJECTIONS | (ADDRESS_WORDS - {"you", "all", "party", "group", "table", "everyone",
                                                                    "everybody"})
# Prepositions and words of time that open a phrase of when or where before the one who acts ("On Tuesday the 14th
# Hettie persuades ...", "during the firefight Hettie throws herself flat"), and words that end such a phrase's
# chance of being one (a person or a doing said in it).
_SETTING = frozenset({"on", "during", "in", "at", "after", "before", "by", "inside", "outside", "behind", "under",
                      "across", "through", "throughout", "last", "this", "that", "next", "later", "earlier", "tonight",
                      "today", "yesterday", "meanwhile", "once", "upstairs", "downstairs"})
# Parts that say someone, a deed or a rules word: a sentence before with none of them is only the scene.
_DEED_OR_RULES = ("NAME", "POSS", "VERB", "SKILL", "TRICK", "ABILITY", "CUE", "RESOURCE", "ROLLED", "DICE", "DL",
                  "STAT", "MOVE", "ACTION")
# Of those, the words of when or where that set the scene alone ('Later Tomas spends ...', 'Meanwhile Vex sneaks').
_SETTING_ALONE = frozenset({"later", "earlier", "tonight", "today", "yesterday", "meanwhile", "upstairs", "downstairs",
                            "afterwards", "afterward", "tomorrow", "outside", "inside"})
_SETTING_STOPS = frozenset({"i", "we", "you", "he", "she", "they", "it", "me", "him", "her", "us", "them", "and", "or",
                            "but", "who", "which", "that", "rolled", "rolls", "roll"})
# Words of table talk that may lead into a name opening its clause ("fyi Zoe rolled ...", "ok so also Dex rolls").
_LEAD_IN_WORDS = _OPENING_WORDS | REMARK_OPENERS | LEAD_IN_LABELS | {"also", "anyway", "anyways", "alright", "right",
                                                                      "well", "heads", "up", "quick", "side"}
# A word after a skill that makes it the roll named ("make a Medicine check", "an Alertness roll").
_CHECK_WORDS = CHECK_WORDS
# The reading's note on a name that opens the phrase in the third person ("Dex shoots the guard").
OPENER_NOTE = "the name opening the phrase acts"
# ... on one that opens a later sentence or clause of a post the same way ("The door's stuck. Rado heaves ...").
SUBJECT_NOTE = "named in the third person, acts"
DEED_NOTE = "named as the one whose deed it is: acts"
# ... on one said alone between commas, spoken to ("Steady hands, Priya, steady hands"): who is asked to act.
ADDRESSED_NOTE = "spoken to, acts"
CALLED_AFTER_NOTE = "what one the GM plays does before a roll is called of a player's character: the scene"
DONE_TO_NOTE = "what was done to someone: the scene, not a deed of the roll"
DONE_TO_THING_NOTE = "what was done to the thing named before it: the scene, not a deed of the roll"
KEPT_FROM_NOTE = "whom the post is kept from: not in the roll"
COMMANDED_AT_NOTE = "the GM's character in the scene before the command: the one the player's character deals with"
STORY_ABILITY_NOTE = "a word of the scene's sentence, not the roll's: the roll is said in another sentence"
HEADED_NOTE = "a heading and what its thing is like: the scene, no rules value of the roll"
HEADING = "a heading of the notes after it, not who acts: the scene, no rules value of the roll"
# Words of a ruling or of a roll in a sentence: a value or stat word there is the roll's, wherever the deed is said.
_RULING_WORDS = Later(r"(?i)\b(?:gm|dm|mc|referee|ref|roll|rolls|rolled|rolling|stat|ability|attribute|skill|move|"
                      r"says|said|say|calls|called|call|set|sets|rules|ruled|judges|judged|rated|rates|position|effect|"
                      r"rather|instead|give|gimme)\b|[+/=]")
# The records' kinds that say no rules value (who speaks, who rolls, what for).
_NOT_RULES_KINDS = frozenset({"speaker", "stranger", "roll", "purpose"})


def _rules_record(part: Record) -> bool:
    """Whether a record of the phrase says a rules value other than a word: dice, a number, a modifier, a resource, a
    difficulty (a Word is a word, whatever its type)."""
    return type(part) is not Word and part.kind not in _NOT_RULES_KINDS

NARRATED = (OPENER_NOTE, SUBJECT_NOTE)
# ... on the words of an action that are the scene around the roll, not the roll ("Vex leans on the counter. ...").
SCENE_NOTE = "the rest is the scene"
CARRIED_NOTE = "says only that the deed named after it is done; that name decides the roll"
ASIDE_NAMES_NOTE = "in the scene: the aside to the table names who rolls"
ASIDE_ROLLER_NOTE = "the aside to the table names them as who rolls"
NPC_SCENE_NOTE = "in the scene: one the GM plays, acting beside the player's character who rolls"
ANY_ONE_NOTE = "said of any one of their kind, no one in particular: the scene"
# A call put to someone, opening the line or a sentence, before their name and a comma ("question for Wellies, can she
# ...", "next one for Hal:"): the one it is put to rolls.
_PUT_TO = re.compile(r"(?i)(?:^|[:.!?])\s*(?:(?:a|one|quick|next|another|ok|okay|right)\s+)*"
                     r"(?:question|one|job|call|task|check)\s+for\s+$")
# ... on one a roll is called for ("roll for Hal", "roll Reflexive for Hal").
ROLLED_FOR_NOTE = "the roll is for them"
# Prepositions a condition said as when it holds opens with ("During the firefight Lucien talks ..."): it describes
# no one named after it.
_TIME_PREPOSITIONS = frozenset({"during", "amid", "amidst", "throughout", "mid", "in", "under", "after", "before"})
MORE_TARGETS_NOTE = "named with the one the roll is on: the roll is on them too"
# What joins a second person to the one the roll is on ("past the sentry and the quartermaster", "the guard, the dog").
_JOINED_TARGET = re.compile(r"(?i)\s*(?:,\s*)?(?:and|&|plus|,)\s*(?:also\s+)?$")
# ... on one who opened the post but only told something no roll is for, where someone later acts on it.
TOLD_NOTE = "in the scene: someone else acts after what they said or did"
# ... on one who acted in a sentence before the one that holds the roll, where someone else acts.
SCENE_ACTOR_NOTE = "in the scene: the roll is in a later sentence, someone else's"
# ... on one who acts in a sentence after the one that holds the roll.
LATER_SCENE_NOTE = "in the scene: acts in a later sentence; the roll is in an earlier one"
WHEN_SCENE_NOTE = "in the scene: one the GM plays acts in a clause of when, and only the roll's character rolls"
OWNERS_HELP_NOTE = "whose help it is: a helper, no one the roll is on"
OWNERS_THINGS_NOTE = "in the scene: what is theirs acts in a clause of when; no one the roll is on"
TOLD_TARGET = "acted on: the roll is on what they said or did"
SCENE_TARGET_NOTE = "one the GM plays, in the scene, and no one else is named: the roll is on them"
# ... on one said as the one who acts where the phrase says no one else does, but not as its opener ("I think Tam
# would sneak", "can Oduya use her luck?"): at that character's own seat, the seat acts (table/acting.py).
NAMED_SUBJECT_NOTE = "named in the third person as the one who acts"  # then ': ' and the loaded name
# What stands right before a name said as a subject (said_as_subject): a clause's start, a joining word, a hedge's verb, or the verb
# of a question ("can Wick push", "is it ok if Wick trades", "so Fenn consorts").
_SUBJECT_BEFORE = (r"(?i)(?:^|[.,;:!?(\-—]|\b(?:and|but|so|then|if|when|whether|think|guess|suppose|hope|reckon|"
                   r"believe|can|could|may|might|should|would|will|does|did|um|uh|ok|okay))\s*$")
# ... the verb of a question, before the subject and its bare verb ("can Bellamy resist that?").
_ASKED_BEFORE = (r"(?i)(?:^|[.,;:!?(]\s*|\b(?:but|so|and|thus|then|um|uh|ok|okay)\s+)(?:can|could|may|might|must|shall|"
                 r"should|does|did|doth)\s+$")  # (and old-fashioned prose: "thus must the Grey Lady make ...")
# What follows a name said as a subject: a verb in the third person, a modal or 'did', or what it owns that rolls
# ("June's Sharp").
_SUBJECT_AFTER = (r"(?i)(?:['’]s\b|\s+(?:would|will|can|could|should|might|must|shall|is|has|tries|wants|did|doth|"
                  r"didst|dost)\b|\s+[a-z]+s\b)")  # ("Mercy did study ...", "Wick doth creep ...": old-fashioned prose)
# ... on one said to lead ("Cross leads", "cross leading", "led by Cross"): the group's leader rolls it.
LEADS_NOTE = "leads the group, acts"
# ... on another one said to act where a group acts ("Isolde leads the Prowl, Magda follows"): one of the group.
MEMBER_NOTE = "takes part in the group action"  # ... where no one else is acted on


# ... on one a roll is asked of ("GM asks Zoe for an Alertness roll", "a Prowl roll from Nyx").
CALLED_NOTE = "a roll is asked of them"
# "Thorn's setup gives Cross +1 effect": the one a teammate's setup is given to rolls; the teammate does not.
SET_UP_FOR_NOTE = "a teammate's setup is given to them: they roll"
SETS_UP_NOTE = "set the roll up (their own roll, before this one): does not roll this one"
# "what would Vashti actually do here...": the one the writer wonders about, whose act the post goes on to tell.
WONDERED_NOTE = "the writer wonders what they do: they act"
# ... said so: 'what would/should/will/does' before the name, 'do' after it (an adverb or two between).
_WONDER_BEFORE = Later(r"(?i)\bwhat\s+(?:would|should|will|does|could|might|can)\s+$")
_WONDER_AFTER = Later(r"(?i)\s+(?:[a-z]+ly\s+|even\s+|really\s+){0,2}do\b")
# "Sending Ilka's drone up ...", "Burning Vashti's luck point": what a character owns acts for them or is spent on
# their roll, and they roll (words.OWN_AGENTS).
OWN_AGENT_NOTE = "their own {thing}: they roll"
AGENT_SAID_AGAIN = "named again after 'by' as the one who made the roll"
ASIDE_SAID_AGAIN = "the one who rolls, named again in an aside in brackets"
# What a setup does for the one it is given to ("gives Cross +1 effect", "bought her a better position").
_GIVES = frozenset({"gives", "gave", "give", "giving", "grants", "granted", "earns", "earned", "buys", "bought",
                    "wins", "won", "gets", "got"})

# A word of asking someone for something, right before their name ("asks Zoe", "wants Dex", "called on Nyx").
_ASKING = Later(r"(?i)\b(?:ask|asks|asked|asking|tell|tells|told|telling|want|wants|wanted|need|needs|needed|have|"
                r"give|gives|gave|giving|"
                r"has|had|having|let|lets|letting|get|gets|got|getting|make|makes|made|making|call(?:s|ed|ing)?\s+(?:on|upon)|request(?:s|ed)?|"
                r"order(?:s|ed)?)\s+$")
# Calling on someone to act, as only the referee says it ("I called upon Nyx to ...", "calls on Zoe for ...").
_CALLED_UPON = Later(r"(?i)\bcall(?:s|ed|ing)?\s+(?:on|upon)\s+$")
# The referee's 'I' bidding someone act, in a letter the referee signs ("I asked Aurelia to ...", "I bade Nyx ...").
_REFEREE_BIDS = Later(r"(?i)\b(?:i|we)\s+(?:have\s+|had\s+|then\s+|now\s+)?(?:ask(?:ed)?|bade|bid|told|tell|invited?|instructed?)\s+$")
# 'bade' and 'bid' take their doing without 'to' ("I bade Zoe climb the wall"), a word of the action after the name.
_BADE = Later(r"(?i)\b(?:bade|bid)\s+$")
_BARE_DOING = Later(r"(?i)^\s+(?:[a-z]+ly\s+)?[a-z]+\b(?!['’])")
# A player's 'I' bidding someone act, right before their name ("I asked Tug to ...", "we told Zoe to ...", "I bade Nyx
# ..."): what follows is theirs to do, never the player's character's (asked about in bind.py).
PLAYER_BIDS = (r"(?i)\b(?:i|we)\s+(?:(?:have|had|then|now|just|also)\s+)?(?:ask(?:ed)?|bade|bid|told|tell|"
                         r"beg(?:ged)?|urge[ds]?|instruct(?:ed)?|order(?:ed)?|got)\s+$")
BIDDING = ("ask", "asked", "bade", "bid", "told", "tell", "beg", "begged", "urge", "urged", "urges", "instruct",
           "instructed", "order", "ordered", "got")  # what PLAYER_BIDS ends with: searched only after one  # kept as text: compiled (by re, once) where first used
# The referee ruling on someone's attempt, right before their name ("I rule that Zoe's ...", "we rule Nyx's ...").
_RULING = Later(r"(?i)\b(?:i|we)\s+(?:now\s+|hereby\s+)?rule\s+(?:that\s+)?$")
# What is asked of them, after the name: a roll ("for an Alertness roll", "to roll Athletics", "roll Prowl").
_A_ROLL = Later(r"(?i)^\s*(?:(?:(?:for|to make)\s+)?(?:a|an|the|one|another)\s+(?:[\w'’-]+\s+){0,3}?(?:roll|check|test|save)\b"
                r"(?!\s+of\b)|"
                r"to\s+roll\b|roll\b)")
# Words that keep the post from someone, right before their name: "don't tell Wink", "keep it from Moth", "hide this
# from Bean", "don't spill the beans to Toast".
_KEPT_FROM = Later(r"(?i)(?:\b(?:don['’]?t|do\s+not|never|dont)\s+(?:tell|show|let|say\s+(?:anything|a\s+word)\s+to|"
                   r"spill\s+the\s+beans\s+to|mention\s+(?:it|this)\s+to)|\b(?:keep|hide|keeping|hiding)\s+(?:it|this|that)"
                   r"\s+from|\bbetween\s+(?:you|u)\s+and\s+(?:me|i)\s*,?\s*not)\s+$")
# A preposition, a determiner and a word or three describing a thing, right before the noun that names it ("in the old
# broadcast vault", "from his rusty tool box").
_NOUN_PHRASE_BEFORE = Later(r"(?i)\b(?:in|into|inside|from|at|on|onto|behind|under|through|of|near|beside|across)\s+"
                            r"(?:the|a|an|this|that|his|her|their|our|my|its)\s+"
                            r"(?-i:(?:(?!(?:she|he|they|i|we|you|it|and|or|but|then|so|now|also)\b)[a-z][\w'’-]*\s+){1,3})$")
# A place preposition and the article of a thing after it, perhaps with words that describe it ('across the frozen',
# 'over the'): an -ing word right after them names the place ('decking', 'railing'), no deed.
_PLACE_PHRASE_BEFORE = Later(r"(?i)\b(?:across|onto|over|under|through|along|beside|behind|into|inside|beneath|"
                             r"underneath|past|around)\s+(?:the|a|an|this|that|his|her|their|our|my|its)\s+"
                             r"(?-i:(?:(?!(?:she|he|they|i|we|you|it|and|or|but|then|so|now|also)\b)[a-z][\w'’-]*\s+)"
                             r"{0,2})$")
# What a verb's object opens with, right after it ("sweeps the yard", "hacks it"): the word before is a verb, no thing.
_OBJECT_AFTER = Later(r"(?i)\s+(?:the|a|an|his|her|their|its|my|our|your|him|them|it|me|us|this|that|these|those|up|"
                      r"down|out|off|over|past|through|across|into)\b")
# Someone's word of what a thing is like, right before a value word ("she said it's cool", "he thinks it's hard"): a
# saying, never the roll's value named.
_SAID_ITS = Later(r"(?i)\b(?:said|says|say|thinks|think|reckons|reckon|figured|figures)\s+(?:that\s+)?it['’]?s\s+$")
# The referee's word, right before a name (its own clause): "GM said Clement should roll ...", "the MC says that Bo".
_REFEREE_SAID = Later(r"(?i)(?:^|[\s(,.;:!?])(?:the\s+|our\s+)?(?:" + "|".join(sorted(GM_WORDS)) +
                      r")\s+(?:said|says|say|ruled|rules|reckons|thinks|decided|decides)(?:\s+that)?\s+$")
# What someone is to roll, right after their name: "should roll", "has to roll", "gets to make a roll".
_SHOULD_ROLL = Later(r"(?i)\s+(?:should|must|can|could|will|would|shall|has\s+to|needs\s+to|gets\s+to|gotta|is\s+to)"
                     r"(?:\s+(?:just|really|probably|maybe|also|definitely|now|still|then|go\s+ahead\s+and))?"
                     r"\s+(?:roll|make\s+(?:a|an|the)\b)")
# Asking a question of someone, right before their name ("asks Dmitri whether ...").
_ASKED_WHETHER = Later(r"(?i)\b(?:ask|asks|asked|asking)\s+$")
_WHETHER = Later(r"(?i)\s*(?:,\s*)?(?:whether|if)\b")
# Someone described, no one named, asking right before a name ("The producer asks", "the old warden asked", "The
# club secretary wants", "the skipper tells").
_DESCRIBED_ASKS = Later(r"(?i)(?:^|[.!?;:]\s+|,\s+)(?:the|our|my|a|an|this)\s+(?:[a-z][\w'’-]*\s+){1,2}"
                        r"(?:ask|asks|asked|wants|wanted|needs|needed|tells|told|orders|ordered|gets|got|urges|urged)\s+$")
# A roll asked of someone, said before their name: "a Prowl roll from Nyx", "an Alertness check from Zoe".
_ROLL_FROM = Later(r"(?i)\b(?:roll|rolls|check|checks|test|save)\s+(?:out\s+)?(?:from|of)\s+(?:(?:" + "|".join(
    sorted(TITLES)) + r")\.?\s+)?$")  # ("a Tactical roll from Ms. Kasprzak": a title before the name)
# A roll asked of the one just named, spoken to in a referee's line: "Suvi, roll Insight", "Ojo, react!", "Isolde,
# that's Steady the Crew if ...", "Kaito, resist".
_ROLL_CALLED = r"(?i)^\s*,\s*(?:roll|react|resist|make\s+(?:a|an|the)|give\s+me|that's|that\s+is|that’s)\b"
# The referee opening the phrase as who speaks or asks ("GM", "the MC", "our DM", "gm's").
_REFEREE = Later(r"(?i)^\s*(?:(?:ok|okay|so|then|and)\s+)?(?:the\s+|our\s+)?(?:" + "|".join(sorted(GM_WORDS)) +
            r")(?:'s|’s)?\b")
# What the referee asks after the name, where the referee asks: "to <do something>", "for <a roll, a try>".
_REFEREE_ASKS = Later(r"(?i)^\s*(?:,\s*)?(?:to|for)\b")
# The referee granting a roll for someone, right before their name: "I'll allow Firearms for Vega", "GM okays a
# Reflexes roll for Zoe", "we'll accept Presence for Dex" (a word of granting, up to four words of the roll, 'for').
_GRANTED_FOR = Later(r"(?i)\b(?:allow(?:s|ed)?|permit(?:s|ted)?|approve[sd]?|accept(?:s|ed)?|ok(?:ay)?(?:s|ed|'d)?|"
                r"grant(?:s|ed)?|sign(?:s|ed)?\s+off\s+on)\s+(?:[\w'’+/-]+\s+){1,4}for\s+$")
# The referee saying a roll is someone's: "... effect for Thorn's climb", "for petty's ritual".
_FOR_WHOSE = Later(r"(?i)\bfor\s+$")


# The writer bidding someone act, right before their name: "I should like", "I would like", "I'd like", "I want", "we
# wish" (an adverb may stand between: "I should simply like"); what is bidden follows the name as "to" and a verb.
_BIDS = Later(r"(?i)\b(?:i|we)(?:['’]d|\s+(?:should|would|shall|will|do))?\s+(?:[a-z]+ly\s+)?(?:like|want|wish)\s+$")
# ... bidding the one a pronoun stands for ("I should like him to try his Stealth"): that one acts, not the 'I'.
_BIDS_THEM = Later(r"(?i)i(?:['’]d|\s+(?:should|would|shall|will|do))?\s+(?:[a-z]+ly\s+)?(?:like|want|wish)\s+"
                   r"(?:him|her|them)\s+(?:[a-z]+ly\s+)?to\s")
# The writer ruling a value of the roll, as the GM does ("Insight, and I'm calling it Severe", "I'd call that Hard",
# "I rule it Risky", "I'll set it at Hard"): the 'I' of one who rules, never one who acts in the roll.
_RULES_IT = Later(r"(?i)i(?:['’]m|\s+am|['’]d|\s+would|['’]ll|\s+will)?\s+(?:(?:just|now|hereby)\s+)?"
                  r"(?:call(?:ing)?|rul(?:e|ing)|set(?:ting)?)\s+(?:it|that|this)\b")
_TO_DO = Later(r"(?i)\s+(?:[a-z]+ly\s+)?to\s+(?:[a-z]+ly\s+)?[^\W\d_]")


_WORD_AFTER = r"\s+([^\W\d_]+)"  # the word typed right after a name


def _suffered(text: str, start: int, end: int) -> bool:
    """Whether the one lowercase word at text[start:end] is a past participle said of someone it was done to ('i got
    shot', 'she was spotted,'), with no one after 'by'."""
    word = text[start:end]
    if not word.isalpha() or not word.islower() or _BEING_DONE.search(text, 0, start) is None:
        return False
    return _participle(word) and not re.match(r"(?:\s+(?:at|on|down|up|over|out|back|hard))?\s+by\b", text[end:],
                                              re.IGNORECASE)  # ("Dex was shot at by the guard": the guard acts)


def _done_to_a_thing(text: str, start: int, end: int) -> bool:
    """Whether the one lowercase word at text[start:end], in the past, closes a clause that describes the thing named
    right before its subject pronoun ('the bottle of Buckfast we nicked', 'the van they torched'): what was done to
    the thing, said of it, with no 'that' or 'which'."""
    word = text[start:end]
    if not word.isalpha() or not word.islower() or not _participle(word):
        return False
    said = _THING_THEN_PRONOUN.search(text, 0, start)
    return said is not None and said.group(1).lower() not in _NO_THING and not feeling(said.group(1)) and (
        "NOUN" in word_classes(said.group(1).lower()) or said.group(1).istitle())  # ("of Buckfast we nicked"; never
    # "NOOOOO he found it": a cry, then what he did)


_THING_THEN_PRONOUN = Later(r"(?i)\b([a-z][\w'’-]*)\s+(?:we|i|you|they|he|she)\s+$")
_NO_THING = frozenset({"and", "but", "or", "so", "then", "when", "if", "because", "as", "while", "until", "after",
                       "before", "since", "where", "what", "how", "why", "now", "think", "know", "said", "says", "that",
                       "which", "who", "whom", "whose", "it", "this", "these", "those", "once", "unless", "till"})


def _participle(word: str) -> bool:
    return word.endswith("ed") and "VERB" in word_classes(word) or irregular_participle(word) or word in _PARTICIPLE_NOUNS


_BEING_DONE = Later(r"(?i)\b(?:was|were|got|gets|get|been|am|i['’]m|im)\s+(?:\w+ly\s+)?$")  # ('i got shot')
_PARTICIPLE_NOUNS = frozenset({"shot", "hit", "cut", "hurt", "struck", "caught", "beaten", "bitten"})  # ('got shot')


def _modal_after(text: str, end: int) -> bool:
    """Whether a modal verb, or a verb of what must be done, is typed right after `end` (a name's end): 'Nyx shall
    ...', 'Boone will ...', 'Ilse has to ...'."""
    found = re.compile(_WORD_AFTER).match(text, end)
    if found is not None and found.group(1).lower() in MODALS:
        return True
    return _MUST_DO.match(text, end) is not None  # "Ilse has to skirmish ...", "Nyx needs to climb ..."


_WOULD_BE = Later(r"(?i)\s+(?:would|might|could|['’]d)\s+(?:be|have\s+been|feel|get)\b")  # ('Sprout would be so opposed')
_MUST_DO = Later(r"(?i)\s+(?:has|had|needs|needed|is\s+going|was\s+going|is\s+about|has\s+got)\s+to\s+[a-z]")


def bidden(text: str, start: int, end: int) -> bool:
    """Whether the word at text[start:end] is someone the writer bids act: 'I should like Ambrose to kneel ...', 'I
    want Zoe to climb ...', 'I'd like Silas to quietly prowl ...'. They are who acts, never the seat's character."""
    return _BIDS.search(text[:start]) is not None and _TO_DO.match(text, end) is not None


def _called_on(text: str, start: int, end: int, *, referee: bool = False) -> bool:
    """Whether the name at text[start:end] is the one a roll is asked of: after a word of asking and before the roll
    asked ('GM asks Zoe for an Alertness roll', 'tell Nyx to roll Prowl', 'have Jonesy roll'), after a roll said
    before it ('a Prowl roll from Nyx'), or, where the referee opens the phrase, after a word of asking and before
    what is asked ('the MC tells Boone to read the sitch') or as the one whose action the referee rules on ('gm
    says desperate, limited effect for Thorn's climb')."""
    before, after = text[:start], text[end:]
    if _ROLL_FROM.search(before) or bidden(text, start, end):
        return True
    if _ASKING.search(before) and _A_ROLL.match(after):
        return True
    if _REFEREE_SAID.search(before) and _SHOULD_ROLL.match(after):
        return True  # "GM said Clement should roll +weird": the one the referee's word names rolls
    if _ASKED_WHETHER.search(before) and _WHETHER.match(after):
        return True  # "Coach asks Dmitri whether the pirate could lift it": the one asked answers, with the roll
    if _DESCRIBED_ASKS.search(before) and _TO_DO.match(text, end):
        return True  # "The producer asks Pri to find the hum": someone of the scene asking, the one asked acts (a
        # player's "Ripper asks Jonesy to cover her" stays as the rest says)
    if _CALLED_UPON.search(before) and _REFEREE_ASKS.match(after):
        return True  # "I called upon Nyx to command the gang": the referee's own words, whoever writes them
    if referee and _REFEREE_BIDS.search(before) and (_REFEREE_ASKS.match(after) or (
            _BADE.search(before) and _BARE_DOING.match(after))):
        return True  # "I asked Aurelia to heed the omens", "I bade Zoe climb", in a letter the referee signs: she acts
        # (a player's "I asked Tug to fix it" is asked about: bind.py)
    if _RULING.search(before) and text[start:end].lower().endswith(("'s", "’s")):
        return True  # "I rule that Zoe's attempt to ... calls for Alertness": the one whose attempt is ruled on
    if not _REFEREE.match(before):
        return False
    if _GRANTED_FOR.search(before):
        return True  # "GM: I'll allow Firearms for Vega": the roll the referee grants is hers to make
    possessive = text[start:end].lower().endswith(("'s", "’s"))
    return bool(_ASKING.search(before) and _REFEREE_ASKS.match(after)) or (possessive and bool(_FOR_WHOSE.search(before)))


# "I", "I'm", "i'll" as typed, outside quoted speech (where a character talks: 'tell me what I need').
_I = Later(r"(?i)(?<![\w'’])i(?:['’](?:m|ll|ve|d))?(?![\w'’])|(?<![\w'’])im(?![\w'’])")
_QUOTED = Later(r"\"[^\"]*\"|“[^”]*”")


_BREAKS = tuple(",.;:!?—–")  # marks that end a clause in a post
# After a condition said of someone, what they go on to do: "..., and he fires", "... and swings".
# A cue said as doing something with one's own ("taking her time", "watching his step"): a deed, never a state.
_DOING_OWN = r"(?i)[a-z]+ing\s+(?:her|his|their|its)\s+[a-z]+"
_GOES_ON = r"(?i)\s*,?\s*and\s+(?:(?:he|she|they|it)\s+)?[a-z]+(?<!s)s\b"
# Someone described opening a clause and acting, before a name: "the sentry drone tries to spot ...", "a guard
# swings at ...", "one of the thugs grabs ..." (the verb in the third person; never "is", "has", a possessive).
# Right after a name, what it goes on to do: "Kestrel spends ...", "Bram silently draws ...", "Wren does ..." (a verb
# in the third person, after an adverb or two): the name acts. "is", "has", "looks" say what it is, not what it does.
_DOES_NEXT = Later(r"(?i)\s+(?:[a-z]+ly\s+){0,2}([a-z]+s)\b")
_LINKING = frozenset({"is", "was", "has", "looks", "seems", "gets", "feels", "appears", "stays", "remains", "its", "his",
                      "hers", "theirs", "yours", "as", "us", "this", "thus", "plus"})
# Linking verbs that say a movement with a particle after them ("looks back", "looks up at the sentry", "stays
# behind"), and those particles.
_MOVING_LINKS = frozenset({"looks", "stays", "gets", "turns"})
_LINK_MOVES = frozenset({"back", "up", "down", "away", "around", "round", "over", "behind", "out", "in", "off", "at",
                         "through", "into", "toward", "towards", "aside"})
# Said with what they hold or wear ("the boss with a pipe swings at ...", "a guard in a red coat grabs ..."); in chat
# with no article, where the words name a person ("raider boss swings at ...", "bluecoat sergeant grabs ...").
_WORD_RE = r"[a-z][\w'’-]*"
_HOLDING = (r"(?:with|in|on|holding|wearing)\s+(?:(?:a|an|the|his|her|their|its|some)\s+)?"
            r"(?!(?:a|an|the|his|her|their|its|some)\b)" + _WORD_RE + r"(?:\s+" + _WORD_RE + r")?")
_DOER = Later(r"(?i)^(?:(?:ok|okay|so|then|now|and|but|suddenly)\s+)*((?:one of )?(?P<det>(?:the|a|an|his|her|their|"
              r"its|some|that|this|another)\s+)?(?P<head>" + _WORD_RE + r"(?:\s+" + _WORD_RE + r"){0,2}?)"
              r"(?:\s+" + _HOLDING + r")?)\s+(?P<verb>[a-z]*[a-rt-z]s|[a-z]{2,}ed|caught|hit|struck|threw|shot|bit|cut|"
              r"swung|flung|stung|tore|broke|took|drove|rode|fell|spun|gave|let|sent|told|brought)\b")  # (in the past too: "the baton caught")
# Who someone is, set off by commas between their name and their verb: an age ("45", "aged 45"), what they are ("a
# dockworker", "the night clerk"), or both ("Marco Vell, 45, a dockworker, bluffed ..."); or where they are ("aboard
# with two of his men", "clipped on in the cockpit"); or a measure of them, a number
# and what it counts ("110 kilos", "barely 19 years old", "9 winters on these streets", "2 metres tall and 40 years in
# the field"), never dice ("6 and 2", "2 dice"); or how they came to the deed ("having heard enough", "still wounded
# from Tuesday"); or a saying of the speaker's ("no messin", "fair play").
_WHO_THEY_ARE = (r"(?:(?:aged\s+)?\d{1,3}|(?:a|an|the|his|her|their)\s+[^,.;:!?()]{1,60}?|"
                 r"(?:aboard|with|in|on|at|from|behind|beside|inside|outside|below|above)\s+[^,.;:!?()]{1,60}?|"
                 r"[a-z]{3,}ed\s+(?:on|in|to|into|onto|off|up|down|at|by)\b[^,.;:!?()]{0,60}?|"
                 r"(?:having|being|still|now|already|visibly|clearly)\s+[^,.;:!?()]{1,60}?|(?:(?:barely|just|nearly|"
                 r"almost|about|some|only|over|under|well\s+over)\s+)?\d[\d,]*\s+(?!(?:and|or|n|dice|die)\b)"
                 r"[a-z][^,.;:!?()\d]{0,60}?|"
                 r"(?:no|nae|fair|proper|honest|seriously|literally|bless)\s+[a-z][a-z'’]{1,12})")  # ("no messin",
# "fair play", "bless him": a word of the speaker's said of the one named, a saying of two words)
APPOSITION = rf"(?i)\s*,\s*{_WHO_THEY_ARE}(?:\s*,\s*{_WHO_THEY_ARE})?\s*,\s*"


def apposition(text: str, end: int) -> re.Match[str] | None:
    """APPOSITION matched at text[end]. It opens with a comma after any spaces: where none stands, the pattern is
    neither compiled nor tried."""
    return re.compile(APPOSITION).match(text, end) if text[end:].lstrip().startswith(",") else None
_HELD = r"(?i)\s*" + _HOLDING + r"\s*"  # what the one named holds or wears, between name and verb
_STILL = frozenset({"still", "already", "now", "very", "so", "too", "quite", "all"})  # before a condition
# Words between someone told who they are and their verb ("Dmitri, 41, a former courier, has just fired ..."): the
# verb's helpers and an adverb of time, never a deed of their own.
_AUXILIARIES = re.compile(r"(?i)\s*(?:(?:has|had|have|just|then|now|was|is)\s+)*")
_WHILE_BEFORE = r"(?i)\b(?:while|whilst|as|when|whenever|because|since|if|unless|until|before|after)\s+$"
# Prepositions after which a bare word of the game's verbs, no '-ing' form and a noun too, names a thing ("slick with
# spray", "a barrel of shot", "soaked in spray").
_BARE_NOUN_AFTER = frozenset({"with", "of", "in", "from"})
# Words of a state of hurt said of someone ("Harrow is bleeding", "Vex was badly wounded"): one kneeling beside them
# or by them tends to them.
_HURT = frozenset({"bleeding", "wounded", "hurt", "injured", "dying", "down", "unconscious", "shot", "stabbed", "burned",
                   "burnt", "poisoned", "sick", "fevered", "concussed", "broken", "crushed", "bleeding out"})
_NOT_DOING = {"is", "was", "has", "does", "its", "his", "hers", "theirs", "yours", "as", "us", "this", "thus", "plus"}


# A question's odds on a roll named after an article ("what are my odds on a Prowl", "chances for the Bluff").
_ODDS_ON_ENDS = ("a", "an", "the", "my")  # the words _ODDS_ON ends with: searched only before one of them
_ODDS_ON = rf"(?i)\b(?:odds|chances?)(?:\s+be)?\s+(?:on|for|with)\s+(?:{'|'.join(_ODDS_ON_ENDS)})\s+$"
# The words and marks after a name, up to a mark that ends the clause ("just... breathes", "doesn't flinch").
_NEXT_WORDS = Later(r"(?i)\s*(\.\.\.|…)|\s+([a-z]+(?:['’][a-z]+)?)")  # compiled where first used
# What says a verb does not happen, the verb after it being the one said ("Rook doesn't flinch", "she never blinks").
_NOT_DONE = frozenset({"doesn't", "doesn’t", "didn't", "didn’t", "won't", "won’t", "can't", "can’t", "cannot", "never"})


def said_next(text: str, end: int) -> str:
    """The verb in the third person right after `end` (a name's end), adverbs skipped, lowercase; or ''. A pose says
    it with a pause or a 'not' between ("Marisol just... breathes", "Rook doesn't flinch"): the verb after them."""
    found = _DOES_NEXT.match(text, end)
    if found is not None:
        return found.group(1).lower()
    words = []  # the next few words and pauses, lowercase
    while len(words) < 5 and (word := _NEXT_WORDS.match(text, end)) is not None:
        words.append((word.group(1) or word.group(2)).lower())
        end = word.end()
    negated = False
    for k, said in enumerate(words):
        if said in _NOT_DONE or (said in ("does", "did") and words[k + 1 : k + 2] == ["not"]):
            negated = True
        elif said in ("...", "…", "not") or said.endswith("ly") or adverb(said):
            continue
        elif negated:
            return said if said.isalpha() else ""  # ("doesn't flinch")
        else:
            return said if k and said.isalpha() and said.endswith("s") and not said.endswith("ss") else ""
    return ""


def _did_next(text: str, end: int) -> bool:
    """Whether the word right after `end` (a name's end) is a verb in the past said of them, no linking one ('last
    session Delphine did a Street Hack', '... Gristle swung his maul'): a story told afterwards says what they did."""
    after = re.compile(r"(?i)\s+(?:[a-z]+ly\s+){0,2}([a-z]+)\b").match(text, end)  # ("Torvald carefully rigged")
    if after is None:
        return False
    said = after.group(1).lower()
    if said == "did":  # "Delphine did a Street Hack" (not "did not")
        return re.compile(r"\s+did\s+(?!not\b)[a-z]").match(text, end) is not None
    return _past_deed(said)


def _past_deed(said: str) -> bool:
    """Whether a lowercase word is a verb in the past said of someone, no linking one ('hacked', 'took', 'swung';
    never 'was', 'had', 'could')."""
    return said not in _LINKING and said not in _NOT_DEEDS and said not in MODALS and not said.endswith("s") \
        and (said.endswith("ed") or said_of_someone(said))


_NOT_DEEDS = frozenset({"was", "were", "had"})  # verbs of being and having in the past: no deed said


_NEXT_WORD = Later(r"\s*([^\W\d_]+)")


def does_after_aside(text: str, end: int) -> bool:
    """Whether an aside set off by commas after a name (APPOSITION: who they are, or how they came to it) is followed
    by what that one does ('Dex, having seen enough, shoots ...')."""
    told = apposition(text, end)
    return told is not None and does_next(text, len(text[: told.end()].rstrip()))


def does_next(text: str, end: int) -> bool:
    """Whether the words right after `end` (a name's end) say what that one does ('Kestrel spends a Secret', and in
    the bare form a second-language writer uses, 'Hiroshi make first aid on him')."""
    after = _NEXT_WORD.match(text, end)
    if after is not None and feeling(after.group(1)):
        return False  # "hunting for Kes, whirr click!!": a sound or a shout after the name, nothing Kes does
    said = said_next(text, end)
    if not said:
        return bare_verb_next(text, end)
    if said in _MOVING_LINKS:  # "looks back", "never looks up", "stays behind": a movement, no linking verb
        after = re.compile(rf"(?i)\b{said}\s+([a-z]+)").search(text, end)
        return after is not None and after.group(1).lower() in _LINK_MOVES
    return bool(said) and said not in _LINKING and not said.endswith(("ss", "us", "is"))


def acted_on(text: str, at: int) -> bool:
    """Whether the 'him', 'her' or 'them' at `at` is someone an action is done to: the object of a verb ('heal him',
    'patch her up', 'help them') or of what is done or given to someone ('first aid on him', 'a bandage to her'),
    never a place beside them ('climbs the wall behind him', 'waits by her', 'runs to him')."""
    before = re.findall(r"[^\W\d_]+(?:['’][a-z]+)?", text[:at].lower())[-2:]
    if not before or before[-1] in PLACE_WORDS:
        return False
    if before[-1] in ("on", "to", "for"):
        return len(before) == 2 and before[0] in DONE_TO
    classes = word_classes(before[-1])
    return "VERB" in classes and "AUX" not in classes and before[-1] not in _LINKING


# A verb in the bare form right after a name, and a word after it ("Thanh punch the guard", "Kasia sneak behind"):
# what that one does, as one writes whose English is a second language; never a word that is also an adverb, an
# adjective or an auxiliary ("Vex open ...", "Dex need ..."), nor one of these.
_BARE = Later(r"(?i)\s+([a-z]+)\s+[a-z]")
_NOT_BARE = frozenset({"please", "let", "lets", "thank", "thanks", "be", "do", "go"})


def bare_verb_next(text: str, end: int) -> bool:
    """Whether the word right after `end` (a name's end) is a verb in its bare form with more words after it."""
    found = _BARE.match(text, end)
    if found is None or text[:end].lower().endswith(("'s", "’s", "s'")):  # ("the fixer's voice": what is theirs)
        return False
    word = found.group(1).lower()
    classes = word_classes(word)
    return "VERB" in classes and not classes & {"ADV", "ADJ", "AUX"} and word not in _NOT_BARE \
        and not said_of_someone(word) and not word.endswith(("ing", "ed"))


_TITLE_STOP = Later(r"(?i)(?<![\w'’])(mrs?|ms|dr|sgt|lt|capt|cpl|det|prof|rev)\.")  # "Mr. Marsh": a title's period
_CLAUSE_STOPS = Later(r"[,.;:!?—–()\"]")
_FRONTED = Later(r"(?i)(\w+)\s[^,]*?\s(?=(?:the|a|an)\s)")  # "With frozen fingers the GM ...": a word, then an article


def described_doer(text: str, end: int) -> str | None:
    """The words of someone described acting in the clause that ends at `end` ('the sentry drone'), or None."""
    before = _TITLE_STOP.sub(r"\1 ", text[:end]) \
        if "." in text[:end] else text[:end]  # "Mr. Marsh" (a title's period: no line without one has any)
    clause = _CLAUSE_STOPS.split(before)[-1].strip()
    fronted = _FRONTED.match(clause)
    if fronted is not None and fronted.group(1).lower() in PREPOSITIONS:
        clause = clause[fronted.end() :]  # "With frozen fingers the GM gives Frost ...": where, how or when, fronted
    found = _DOER.match(clause)
    if found is None or found.group("verb").lower() in _NOT_DOING or found.group("verb").lower().endswith("ss"):
        return None
    if found.group("det") is None and not _person_word(found.group("head").split()[-1].lower()):
        return None  # with no article, only words for a person say who ("raider boss"; never "Vex" or "rain")
    return found.group(1)


def doer_of(text: str, start: int, end: int) -> str | None:
    """The words of a person described as the subject of the verb at text[start:end] ('the sergeant kicks', 'a guard
    in a red coat sneaks'), or None: someone the words say is a person (_person_word) or shaped as one ('bartender',
    'harbourmaster'), never a thing ('the van peels out')."""
    verb = re.match(r"[A-Za-z]+", text[start:end])
    if verb is None:
        return None
    before = re.sub(r"\s*\([^()]*\)", "", text[:start]) if ")" in text[:start] else text[:start]  # (an aside about
    # them: "The sergeant (no sheet) kicks"; whence they are: "the sergeant of the Forceful Brigade kicks")
    before = re.sub(r"(?i)(?<=[a-z])\s+of\s+(?:the\s+)?(?:[\w'’-]+\s+){1,3}$", " ", before)
    doer = described_doer(before + verb.group(), len(before) + verb.end())
    if doer is None or re.search(re.escape(doer) + r"\s+$", before) is None:
        return None  # (its verb is another one: "the guard turns his back and sneaks ..." says the verb of 'turns')
    head = re.sub(r"\s+(?:with|in|on|holding|wearing)\s.*$", "", doer, flags=re.IGNORECASE).lower().split()
    if head[0] not in ("the", "a", "an", "his", "her", "their", "some", "that", "this", "another", "one"):
        return None  # (with no article, "big guy spends ..." is the chat's name for the player's own character)
    return doer if any(person_shaped(word) for word in head[1:]) else None  # ("the sergeant Oyelaran")


def labelled_after(text: str, start: int, end: int) -> tuple[int, int] | None:
    """Where the verb of the clause opening the sentence stands, when the rules word at text[start:end] is only a label
    set off after that clause ('a bluecoat climbs the wall, prowl, 5 3'; never 'the bouncer looks away, prowl past
    him', where the rules word is a verb of its own clause), or None."""
    opened = max(text.rfind(mark, 0, start) for mark in ".;!?\n") + 1
    first = re.compile(r"[,:(—–]").search(text, opened, start)
    if first is None or text[first.end() : start].strip(" ,:(—–") or re.match(r"\s*(?:[,;:().!?\d]|$)", text[end:]) is None:
        return None  # (the label stands alone in its clause, right after the first one)
    verb = re.compile(r"(?i)\b([a-z]+)\b").finditer(text, opened, first.start())
    for found in verb:
        if found.group(1).lower() not in _LINKING and doer_of(text, *found.span()) is not None:
            return found.span()
    return None


def _wondered(text: str, start: int, end: int) -> bool:
    """'what would Vashti actually do': the name is who the writer wonders about (_WONDER_BEFORE, _WONDER_AFTER)."""
    return _WONDER_BEFORE.search(text[max(0, start - 40) : start]) is not None and \
        _WONDER_AFTER.match(text, end) is not None


def _after_subordinator(text: str, at: int) -> bool:
    """Whether the words right before `at` open a clause of when or why ('as', 'while', 'when', 'because')."""
    before = re.findall(r"[\w'’]+", text[:at][-24:].lower())
    return bool(before) and before[-1] in SUBORDINATORS or (len(before) > 1 and before[-2] in SUBORDINATORS
                                                            and before[-1] in ("the", "a", "an", "his", "her", "their"))


_WHEN = frozenset({"as", "while", "whilst", "when", "whenever"})


_OWNED = Later(r"[\w-]+(?:\s+[A-Z][\w-]*){0,3}?(?:['’]s\b|s['’])")  # "the Turf King's": a name's possessive


def owner_not_acted_on(text: str, start: int, end: int) -> str | None:
    """Why a name in the possessive is no one the roll acts on, or None: their help ("from Vesper's help") or what is
    theirs acting in a clause of when ("as the Turf King's heavies close in")."""
    owned = _OWNED.match(text, start)
    if owned is None or owned.end() < end:
        return None  # (a name may be read a word at a time: "the Turf King's")
    end = owned.end()
    thing = re.match(r"\s+([^\W\d_]+)", text[end:])
    if thing is not None and thing.group(1).lower() in HELP_NOUNS:
        return OWNERS_HELP_NOTE
    if thing is None or thing.group(1).lower().endswith(("ing", "ed")) or "NOUN" not in word_classes(
            thing.group(1).lower()):
        return None  # ("if the merchant's lying": 's is 'is', and the merchant is who the roll is on)
    opened = re.search(r"(?:[A-Z][\w-]*\s+){0,3}$", text[:start])  # (where the name opens: "the Turf King's" may
    before = re.findall(r"[\w'’]+", text[: opened.start() if opened else start][-24:].lower())  # be read a word at a time)
    if before[-1:] == ["the"]:
        before = before[:-1]
    return OWNERS_THINGS_NOTE if before[-1:] and before[-1] in _WHEN else None  # a clause of when


def _own_agent(text: str, start: int, end: int) -> str | None:
    """The thing of the owner's that acts for them, right after their name in the possessive and sent out by the verb
    right before it ('Sending Ilka's drone', 'I launch Kes's old hound'; words.OWN_AGENTS, SENDING_AGENTS), or None."""
    before = re.search(r"([^\W\d_]+)\s+$", text[:start])
    if before is None or before.group(1).lower() not in SENDING_AGENTS:
        return None
    found = re.match(r"\s+(?:([^\W\d_]+)\s+)?([^\W\d_]+)", text[end:])
    if found is None:
        return None
    for word in (found.group(1), found.group(2)) if found.group(1) else (found.group(2),):
        if word.lower() in OWN_AGENTS:
            return word
    return None


def _person_word(word: str) -> bool:
    """A word for a person or an animal (words.PEOPLE_WORDS), singular or plural."""
    return word in PEOPLE_WORDS or word.removesuffix("s") in PEOPLE_WORDS


def _told_by_a_thing(text: str, end: int) -> bool:
    """Whether a word of saying that ends at `end` has a thing as its speaker right after it ('..., says the
    brochure', 'said the timetable'): the thing's words, no ruling (the GM, a person, 'she' still rule)."""
    said = text[end - 5 : end].lower()
    spoken = re.compile(r"\s+(?:the|a|an|this|that|our|my|his|her|their)\s+([a-z]+)\b").match(text, end)
    if not said.endswith(("says", "said", " say")) or spoken is None:
        return False
    noun = spoken.group(1)
    return noun not in GM_WORDS and not person_shaped(noun) and "NOUN" in word_classes(noun)


def person_shaped(word: str) -> bool:
    """A word for a person, or one shaped as a word for someone who does a thing ('gondolier', 'inspector',
    'harbourmaster', 'tourist', 'guardian'): may be someone, where a 'she' or 'he' after it may stand for it."""
    singular = word.removesuffix("s")
    return _person_word(word) or singular.endswith(_DOER_ENDINGS)


# Endings of words for someone who does a thing ('-er', '-or', '-ist', '-ian', '-man', '-ess', '-ee', '-ant', '-ent').
_DOER_ENDINGS = ("er", "or", "ist", "ian", "man", "men", "ess", "ier", "eer", "ee", "ant", "ent", "ard", "ic", "ite",
                 "ster", "wife", "boy", "girl", "lady", "lord", "king", "queen", "one", "body")


def _alternatives(words: frozenset[str]) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


# The writer's own remark (words.REMARK_*): "I believe", "I regret to report", "I am delighted to say", "I scarcely
# dare report it", "I take it", "I'm afraid", with what follows it a clause of its own. Compiled (Later) where
# an 'I' is read.
WRITER_REMARK = Later(
    r"(?i)(?<![\w'’])i(?:\s+(?:" + _alternatives(REMARK_ADVERBS) + r"))*\s+(?:(?:am\s+|['’]m\s+)(?:"
    + _alternatives(REMARK_FEELINGS) + r")|(?:" + _alternatives(REMARK_VERBS) + r")|dare|take\s+it)"
    r"(?:\s+(?:to\s+)?(?:" + _alternatives(REMARK_TELLING) + r")(?:\s+(?:it|you))?)?"
    r"(?=\s*(?:[,.;:!?]|$)|\s+(?:" + _alternatives(REMARK_FOLLOWS) + r")\b)")


# The GM's ruling, told back to the GM ("you allowed him a modest bonus for his years of service", "at what you were
# good enough to rule a significant penalty"): its words are the reason for the ruling, never an action of the roll;
# what value it carries is said in it as a modifier is ("a modest bonus", "a +1"), or asked. "you allowed her to
# climb" gives leave for an action, which stays the action.
RULING = (  # compiled by the first phrase that says 'you' (rulings_in)
    r"(?i)(?<![\w'’])you\s+(?:(?:kindly|graciously|generously|very|already|have|had|were|was|good|kind|gracious|enough|"
    r"to)\s+)*(?:allow(?:ed)?|rul(?:e|ed)|grant(?:ed)?|gave|give|judged?|deemed?|award(?:ed)?|imposed?)\b"
    r"(?!\s+(?:[\w'’]+\s+)?to\b)(?P<said>[^.!?;,]*)")


def rulings_in(text: str) -> list[tuple[int, int]]:
    """Where the text tells a ruling back to the GM (see RULING)."""
    return [found.span() for found in re.compile(RULING).finditer(text)] if "you" in text.lower() else []


def said_as_subject(text: str, start: int, end: int) -> bool:
    """Whether the name at text[start:end] is said as a subject ('I think Tam would sneak', 'can Oduya use her luck',
    "June's Sharp is terrible"): after _SUBJECT_BEFORE, before _SUBJECT_AFTER; never after a verb or a preposition
    ('help Kit out', 'the guard grabs Vex')."""
    if re.compile(_ASKED_BEFORE).search(text[:start]) is not None:  # "can Wick push herself?": the bare verb after
        return re.compile(r"\s+[a-z]").match(text, end) is not None
    return re.compile(_SUBJECT_BEFORE).search(text[:start]) is not None \
        and re.compile(_SUBJECT_AFTER).match(text, end - 2 if text[start:end].lower().endswith(("'s", "’s")) else end) \
        is not None


def speaks_as_i(text: str) -> bool:
    """Whether the player says 'I' of themself in the phrase (not inside quoted speech)."""
    return first_i(text) is not None


def first_i(text: str) -> int | None:
    """Where the player first says 'I' of themself in the phrase (not inside quoted speech, nor in a remark of the
    writer's own: 'I regret to report that ...' frames the roll, no 'I' acts there; nor bidding someone named
    before act: 'I should like him to try ...'; nor ruling a value: "I'm calling it Severe"), or None."""
    said = _QUOTED.sub(lambda m: " " * len(m.group()), text)
    manner: list[tuple[int, int]] | None = None  # (looked for only once an 'I' stands: most lines have none)
    for found in _I.finditer(said):
        if WRITER_REMARK.match(said, found.start()) is None \
                and _BIDS_THEM.match(said, found.start()) is None and _RULES_IT.match(said, found.start()) is None \
                and not _looked_back(said, found.start()):
            manner = manner_spans(said) if manner is None else manner
            if not any(s <= found.start() < e for s, e in manner):
                return found.start()
    return None


def _looked_back(said: str, at: int) -> bool:
    """Whether the 'I' at `at` asks, after the dice are said, whether the writer would do it again ("... rolled 4 6.
    Would I go back? They've banned us.", "Would I trust her again? Never."): the writer looking back on the scene,
    no one acting in the roll."""
    opens = max(said.rfind(mark, 0, at) for mark in ".!?\n") + 1
    if not re.compile(r"(?i)\s*(?:would|will)\s+$").fullmatch(said, opens, at):
        return False
    closes = re.compile(r"[.!?\n]").search(said, at)
    return closes is not None and closes.group() == "?" and re.search(r"\d", said[:opens]) is not None


# Endings of nouns that name a quality or a craft, never a thing one holds ("athletics", "alertness", "deception",
# "composure", "presence", "oratory", "stealth").
_CRAFT_ENDINGS = ("ics", "ness", "tion", "sion", "ure", "ence", "ance", "ory", "ery", "lth")


def _no_thing(said: str) -> bool:
    """Whether a skill's word typed in lower case can only be the skill after 'with his': a word the dictionary has
    no noun for ('persuade', 'intimidate', 'melee') or a noun of a quality or craft ('athletics', 'oratory'); never
    a thing one holds or a person ('her medicine', 'his security', 'her technician')."""
    word = said.strip().lower()
    return " " not in word and ("NOUN" not in word_classes(word) or word.endswith(_CRAFT_ENDINGS))


# Words that count all of a plural noun right after them ("both decks", "several locks"); before a bare verb they
# say who ("they both climb").
_COUNTING_ALL = frozenset({"both", "several", "many"})


def _determines(word: str) -> bool:
    """An article, a possessive ('his', 'the merchant's', 'the Red Sashes''): the word after it names a thing ('the
    merchant's ribs', 'the Sashes' lookouts')."""
    return word in DETERMINERS or (len(word) > 2 and word.endswith(("'s", "s'")) and word not in _CONTRACTIONS)


# The last two words of a correction said out loud (words.CORRECTIONS): what follows them is said anew.
_CORRECTION_ENDS = frozenset(marker[-2:] for marker in CORRECTIONS)
# Words after which a rules word right before a noun says what kind of thing it is ("a bottle of Sagittaran whiskey",
# "a bolt from Gemenese silk").
_OF_A_KIND = frozenset({"of", "from"})
# Verbs of using a tool, and the words between them and the tool ("uses his spyglass", "using the grappling
# hook"): a game's word for a deed said as the tool used names that deed.
_USING = frozenset({"use", "uses", "used", "using"})
# Verbs that, before a possessive and a skill named by its own name, put that skill to use ("works her Cooking magic
# on the stew", "brings his Firearms training to bear", "tries her Persuade on him").
_PUTTING_TO_USE = _USING | frozenset({"work", "works", "worked", "working", "bring", "brings", "brought", "bringing",
                                      "try", "tries", "tried", "trying", "put", "puts", "putting", "apply", "applies",
                                      "applied", "applying", "turn", "turns", "turned", "turning"})
_WHOSE_TOOL = frozenset({"her", "his", "their", "my", "our", "your", "the", "a", "an", "its"})
# Numbers of more than one: a word after one of them that names a thing is plural.
_MANY = frozenset({"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"})
# Verbs that, before 'a', say only that the action after them is done: "have a read of the bikie", "takes a shot at
# the drone", "had a listen at the door".
_HAVING = frozenset({"have", "has", "having", "had", "take", "takes", "taking", "took"})
# What names the roll as a thing said of the whole action, right before an article: "which makes it a bluff", "call it
# a sneak", "so it's a hack", "that is an intimidate".
_NAMED_AS = (r"(?i)(?:\b(?:make|makes|made|making|call|calls|called|calling)\s+(?:it|this|that)|"
             r"\b(?:it|that|this|which)(?:['’]s|\s+is|\s+was))\s+(?:a|an)\s+$")  # compiled where first used
# ... or a clause of its own that is only the name, after a break ("...; a bluff, I believe", "... - a sneak", "...
# debut. A bluff, of course."), with the clause ending right after it (_NAME_ENDS): never "walks in, a bluff on her lips".
_NAMED_ALONE = r"(?i)(?:^|[;:—–(.!?]|\s-|,)\s*(?:a|an)\s+$"  # kept as text, as the next
_NAME_ENDS = (r"\s*(?:[,.;:!?)\]—–]|\s-|$)"  # ... or with what kind it is said after it, to the clause's end ("..., a bluff
              r"|\s+(?:[a-z]+\s+){0,2}?(?:of|from|like)\s+[^.;:!?,]*(?:[.;:!?,]|$)")  # straight out of opening theory.")
# What names the roll as the roller's own means, right before a skill or trick said capitalised: "rouse them with his
# Oratory", "using her Medicine", "rolls their Prowl", "drawing on her Composure", "leans on her Persuade", "tests
# her Alertness", "keeps his Composure", "puts her Alertness to work", "for his Melee he cast the dice", "took up his
# Lute", "plies her Medicine" (never "her composure cracked", nor "hits him with his piano": narration, and the thing
# said in lowercase, stay the scene's).
_OWNERS = ("his", "her", "their", "my", "our", "its")
_OWN_MEANS = (r"(?i)\b(?:with|using|uses?|used|roll(?:s|ed|ing)?|through|via|employ(?:s|ed|ing)?|for|"
              r"(?:take|takes|took|taken|taking)\s+up|pl(?:y|ies|ied|ying)|"
              r"test(?:s|ed|ing)?|trust(?:s|ed|ing)?|keep(?:s|ing)?|kept|hold(?:s|ing)?|held|"
              r"put(?:s|ting)?|bring(?:s|ing)?|brought|muster(?:s|ed|ing)?|summon(?:s|ed|ing)?|"
              r"(?:rel(?:y|ies|ied|ying)|draw(?:s|ing)?|drew|call(?:s|ed|ing)?|lean(?:s|ed|ing)?|leant)"
              r"\s+(?:up)?on)\s+(?:" + "|".join(_OWNERS) + r")\s+$")  # compiled where first used, after one of _OWNERS
# A sentence opening with one of these has someone else for its subject ("the guard watches with his Alertness").
_ANOTHERS = frozenset({"the", "a", "an", "his", "her", "their", "its", "some", "one"})
# Words opening a clause of its own inside the sentence ("while the guard watches with his Alertness").
_SUBORDINATE = frozenset({"who", "whom", "whose", "which", "while", "whilst", "as", "when", "whenever", "until",
                          "because", "though", "although", "if", "unless", "where"})
# A subject pronoun after the means, which was said first ("for his Melee he cast the dice", "with her Stealth she
# crept"): the one who does it, said after how.
_FRONTED_SUBJECTS = frozenset({"he", "she", "they", "i", "we"})
# Words that may follow a skill said as the roller's means ("with his Oratory to rouse them", "... against the racket",
# "... and ..."): a word saying what the skill is ("with her Composure shot", "... in tatters") makes it narration.
_AFTER_MEANS = (PREPOSITIONS - {"in", "of"}) | CHECK_WORDS | frozenset(
    {"against", "vs", "versus", "and", "as", "while", "whilst", "when", "so", "but", "or", "then", "here", "now",
     "rather", "instead", "past", "around", "this", "again", "once", "alone", "upon", "unto", "before", "toward",
     "towards", "amid", "among"}) | _FRONTED_SUBJECTS
_HAVE = frozenset({"have", "has", "having", "had"})
# Words right before the one imitated: "an impression of the Duchess", "impersonating Inspector Marsh".
def imitated(text: str, start: int, end: int) -> bool:
    """Whether the one named at text[start:end] is the one imitated ('an impression of the Duchess', 'does her Madame
    Ostrova voice'), never the one it is done to."""
    return bool(_IMITATED.search(text, max(0, start - 40), start)
                or _IMITATED_AFTER.match(text, end))


# Words right after the one imitated: "does her Madame Ostrova voice", "puts on his Duchess accent".
_IMITATED_AFTER = Later(r"(?i)(?:['’]s)?\s+(?:voice|accent|impression|impersonation|imitation|drawl)\b")
_IMITATED = Later(r"(?i)(?:\b(?:impressions?|impersonations?|imitations?|parody|caricature)\s+of|"
                       r"\b(?:impersonat|imitat|mimic)\w*)\s+(?:(?:the|a|an|his|her|their|my|your|our|its)\s+)?"
                       r"(?-i:(?:[A-Z][\w'’-]*\s+){0,3})$")  # kept as text, as the next ("an impression of his
# Yamada Corp landlord": the one imitated, after whose and the capitalised words of a company or a place)
# Giving someone a blow: "gave the guard a punch", "deals him a swift kick" (one or two words for whom, then 'a').
_GIVING = ("give", "gives", "gave", "giving", "given", "deal", "deals", "dealt", "dealing")  # searched only after one
_GIVEN = (rf"(?i)\b(?:{'|'.join(_GIVING)})\s+(?P<whom>(?:[\w'’]+\s+){{1,2}})"
                    r"(?:a|an)\s+(?:[\w'’]+\s+)?$")
_GIVEN_TO = GIVEN_TO - {"you"}  # "the thug gives you a kick": a blow the roller takes, not gives
# Verbs of receiving a blow: "is to receive a punch from Horatio", "takes a kick from the goon": what is received,
# right after 'a', is the action, done by the one after 'from'.
RECEIVING = frozenset({"receive", "receives", "received", "receiving", "take", "takes", "took", "taken", "taking",
                       "get", "gets", "got", "getting", "suffer", "suffers", "suffered", "suffering"})
# Verbs before an article whose object is the action itself ("make the jump", "leads the Prowl").
_DOING = LIGHT_VERBS | LEADING
# What one has a go at, meaning to try what comes after 'at' ("have a bash at", "has a crack at").
_TRIES = frozenset({"go", "bash", "crack", "stab", "punt", "whirl", "shot", "try"})
# Words that go with a verb before its object ("poring over the maps", "rigging up the charge").
_PARTICLES = frozenset({"up", "out", "off", "down", "over", "in", "on", "into", "through", "past", "across", "along",
                        "around", "under", "at", "after", "for", "with", "to"})
# "it's Survey", "that's Sneak": a word and 'is' run together, never a possessive.
_CONTRACTIONS = frozenset({"it's", "that's", "he's", "she's", "what's", "there's", "here's", "who's", "let's",
                           "where's", "how's"})


# A person described busy at something ("the courier is busy arguing", "the guard was dozing"): doing it, not a state.
_BUSY = r"(?i)\s+(?:is|are|was|were)\s+(?:busy\s+|still\s+|too\s+busy\s+)?\w+ing\b"


class ActionWords:
    """The Binder's methods for the words of the action (the Binder holds the state they share)."""

    __slots__ = ()

    text: str
    referee: bool
    f: dict[str, Any]
    helping_rolls: bool
    verb_nouns: bool
    cue_kinds: dict[str, str]
    clause_no: int
    current: list[Record]
    later: list[Record]  # every record of the phrase, in order
    spans: dict[int, list[tuple[int, int]]]
    actions: dict[int, list[tuple[str, Record]]]
    unknown: list[str]
    verbs: list[str]
    abilities: list[str]
    cues: list[Cue]
    named: list[str]
    owners: set[str]  # named only as owning a thing
    seen: dict[str, Record]
    taken_back: tuple[int, ...]  # where words a speaker took back end in the text
    addressed_name: str | None  # the player character the post says 'you' to by name (said_you_to)
    scene_clause: int  # the clause a scene phrase with someone's possession opened ("with Dex's drone overhead")
    npcs: frozenset[str]  # the people the GM plays
    reading: list[request.Clause]
    opponent: dict[str, Any]

    # provided by the Binder
    def no_actor_but_the_scene(self) -> None:
        """The actor taken back: the GM's character named as acting in a sentence before a command, who only set the
        scene the command acts on."""
        earlier = self.seen.pop("actor")
        del self.f["actor"]
        self.reading[:] = [replace(c, kind="scene", used=False, note=COMMANDED_AT_NOTE)
                           if c.start == earlier.start and c.kind == "speaker" else c for c in self.reading]

    def commanded_after(self, earlier: Record | None, part: Record, *, anyone: bool = False) -> bool:
        """Whether `part` stands in a sentence after the one `earlier` stands in, and its sentence opens with a verb
        of the game in its plain form, as a command ("> CONVINCE BARTENDER", "Dodge vs the troll's Fort"): the
        player's own character does it. `anyone`: the one named before is a player's character, who only set the
        scene where their sentence holds no deed of the game ("Brisk is bleeding on the floor. > BANDAGE BRISK")."""
        if earlier is None:
            return False
        stops = sorted({*ends(self.text), *(m.end() for m in re.finditer(r"\n", self.text))})  # (a line is one too)
        here, there = sentence_of(part.start, stops), sentence_of(earlier.start, stops)
        if there >= here or any(is_word(p, "NAME") and p is not earlier and sentence_of(p.start, stops) == there
                                for p in self.later):
            return False  # (two of the GM's people in the scene before: "Dimwit and the bartender are arguing")
        if anyone and any(is_word(p, "VERB", "TRICK") and sentence_of(p.start, stops) == there for p in self.later):
            return False  # ("Brisk climbs the wall. Help Brisk up": Brisk acted; who rolls is asked)
        opening = stops[here - 1] if here else 0
        first = re.match(r"[\s>\[(*\"”’')\]]*([^\W\d_]+)", self.text[opening:])
        if first is None:
            return False
        word, at = first.group(1).lower(), opening + first.start(1)
        if said_of_someone(word):
            return False  # ("... Sneaks past the guard": said of the one named before, who goes on acting)
        return "VERB" in word_classes(word) and not word.endswith("ing") or any(
            is_word(p, "VERB", "TRICK", "SKILL") and p.start == at for p in self.later)  # ("> DAZZLING STRIKE TROLL")

    def _once(self, what: str, part: Record | None) -> None: ...
    def _read(self, part: Record, *, kind: str | None = None, note: str | None = None) -> None: ...
    def _echoed(self, name: str, part: Record) -> bool: ...
    def _src(self, part: Record) -> str: ...
    def _error(self, part: Record, message: str, hint: str | None) -> PhraseError: ...
    def _later_subject(self, index: int) -> str | None: ...
    def _in_aside(self, part: Record) -> bool: ...
    def _aside_speaker(self) -> str | None: ...

    def said_you_to(self) -> str | None:
        """The player character the post says 'you' to by name, where one is ("Lin, you go through it", "Wren, you're
        the one", "Rudd, do you catch the lie?", "... past your ear, Ox. You come back at him", "You've known him for years, Teo, so read him"), or
        None: a name set off by a comma, then 'you' or 'your' right after it or after the end of its sentence, or
        'you' before it in its sentence."""
        for part in self.later:
            if not is_word(part, "NAME") or part.value in self.npcs:  # type: ignore[attr-defined]
                continue
            after, before = self.text[part.end :], self.text[: part.start]
            helper = _YOU_HELP.match(after)
            if helper is not None and helper.group(1).lower() in HELPING:
                continue  # ("Boss, you're helping: ...": a helper spoken to, who rolls nothing)
            if re.match(r"(?i)\s*,\s*(?:(?:do|did|can|could|will|would|are|were|have|should)\s+)?(?:you|your)\b", after) \
                    or before.rstrip().endswith(",") and (
                    re.match(r"(?i)\s*[.!?]+\s+(?:you|your)\b", after)
                    or re.match(r"\s*[,:]", after) and re.search(r"(?i)\byou(?:['’]\w+)?\b[^.!?]*$", before)):
                return str(part.value)  # type: ignore[attr-defined]  # (", Teo, so read him", after "You've known
                # him for years" in its sentence)
        return None

    def scene_before(self, start: int) -> bool:
        """Whether the clause opening at text[start] is the first, or opens a sentence, or follows a comma or a colon,
        after only the scene: no one named, no actor, no deed, no dice and no word of the writer's own ('0455.',
        'Later.', 'Middle watch, at the gangway.', 'Time trouble, 2 minutes on the clock:'; never "I'm hopeless at this
        haha, ..." nor "i got 2 and 4?? ...")."""
        if self.clause_no == 1:
            return True
        if self.f.get("actor") or self.actions or self.named or self.f.get("dice") is not None:
            return False
        before = self.text[:start]
        said = [p for k in range(1, self.clause_no) for p in self.parts_of.get(k, ())]
        story = {c.start for c in self.reading if c.kind == "scene" and c.note == STORY_ABILITY_NOTE}
        said = [p for p in said if p.start not in story]  # (a value word said in a sentence of the story is none)
        if re.search(r"[.!?\n][\s\"'“”‘’*_()\[\]]*$", before) and not any(is_word(p, *_DEED_OR_RULES) for p in said):
            return True  # "It was late. That night Tomas spends ...", "Summit 11:20, down by 4. Later ...", "We present
            # a new method. Ibid spends ...": sentences of the scene or the writer's before, no one, no deed and no
            # rules word in them
        elif any(not is_word(p, "WORD", "SCENE", "SEP") for p in said):
            return False  # ("Assist is 'only one per roll' ...", "It was a hard town, and the bartender ...": rules
            # talk, or someone of the scene, said before)
        return re.search(r"(?:^|[.!?;:,\n—–])[\s\"'“”‘’*_()\[\]]*$", before) is not None and re.search(
            r"(?i)(?<![\w'’])(?:i|i['’]m|im|i['’]ve|me|my|we|us|our)(?![\w'’])", before) is None  # (it opens a
        # sentence of its own: never "..., so just Wren.")

    def _after_a_label(self, part: Word) -> bool:
        """Whether only a label of the kind of line stands before `part` ('Opposed: Ingrid (Stealth) v. ...', 'note:
        Zoe ...'): the first word after it opens the phrase as if nothing stood before it."""
        sentence = re.split(r"[.!?]\s", self.text[: part.start])[-1]  # ("Item 10. Opposed: Ingrid ...")
        said = re.fullmatch(r"(?:.*?\s)?([\w-]+)(\s+(?:roll|check|test))?\s*:\s*", sentence, re.DOTALL)
        if said is None or said.group(1).lower() not in LEAD_IN_LABELS:
            return False  # ("It was agreed this was an opposed roll: Caspian (Melee) v. Bart (Melee)")
        return said.group(2) is not None or not sentence[: said.start(1)].strip()

    def _sides_roll(self, part: Word) -> bool:
        """'Mavros (Stealth) vs Nemesis (Perception)': a skill or attribute in brackets right after the other side's
        name is what that side rolls, never the actor's: kept on the other side (said twice there: asked)."""
        at = next((i for i, p in enumerate(self.later) if p is part), 0)
        side = self.later[at - 1] if at else None
        if side is None or side.kind != "versus" or not self.opponent or not re.fullmatch(r"\s*\(\s*", self.text[side.end : part.start]) \
                or not re.match(r"\s*\)", self.text[part.end :]):
            return False
        key = "skill" if part.type == "SKILL" else "attribute"
        if self.opponent.get(key) is not None:
            raise self._error(part, f"Two rolls for {self.opponent.get('name', 'the other side')}: which one is it?",
                              "Give what the other side rolls once, e.g. 'vs Mavros (Alertness)'.")
        self.opponent[key] = part.value
        self._read(part, kind="opponent", note=f"what {self.opponent.get('name', 'the other side')} rolls")
        return True

    def _joined_to_target(self, part: Record, index: int) -> bool:
        """Whether a name is joined by 'and' or a comma right after the one the roll is on, or its name said again
        ('sneaks past the sentry and the quartermaster'): a second one it is on, never the scene."""
        before = self.current[index - 1] if index else None
        on = {self.f.get("target"), *self.f.get("more_targets", ())}
        return before is not None and getattr(before, "value", None) in on and before.end <= part.start \
            and _JOINED_TARGET.fullmatch(self.text[before.end : part.start]) is not None

    def _of_a_story_sentence(self, part: Word, *, describing: bool = False) -> bool:
        """Whether an ability word or a value word said plainly (not in capitals, not after '+', 'roll', 'using' or
        'with') stands in a sentence of the story: one of four words or more that holds no other rules word, no dice,
        none of the game's deeds and no word of a ruling or a roll (the GM, 'says', 'calls', 'set', 'roll'), while
        another sentence holds the deed ("Strip 09, hot and high, 35°C, density altitude through the roof. Kettle
        shoots the approach ...", "... to light the runway. Sharp on the rudder, sharper on the mic."). The roll is in
        the sentence that carries it; this one is the scene's. `describing`: the word must also describe the plain
        word right after it ('Limited overs, risky singles all afternoon.'), as a value said alone ('The GM called
        it desperate.', 'Desperate, great effect.') never does."""
        typed = self._src(part)
        if typed.isupper() and len(typed) > 1 or re.search(r"(?i)(?:[+:=]|\b(?:roll|rolls|rolling|using|with|stat|"
                                                           r"is|it's|its|at))\s*$", self.text[: part.start]) \
                and not _SAID_ITS.search(self.text, 0, part.start):
            return False
        if describing and not re.compile(r"[ \t]+(?:\d{1,3}[ \t]+)?[a-z]+\b|,[ \t]+[a-z]+,").match(self.text, part.end):
            return False  # ("a hard 9 minutes to sit through", "Sharp, unsettling, a hard watch.": a thing described)
        stops = sorted({*ends(self.text), *(m.end() for m in re.finditer(r"\n", self.text))})
        own = sentence_of(part.start, stops)
        mine = [p for p in self.later if sentence_of(p.start, stops) == own and p is not part]
        if any(_rules_record(p) or is_word(p, "VERB", "TRICK", "SKILL") or p.kind == "purpose" for p in mine):
            return False  # (a deed said as what it is for is the roll's too: "give me Reflexive to get clear")
        start = stops[own - 1] if own else 0
        end = stops[own] if own < len(stops) else len(self.text)
        said = _SAID_ITS.search(self.text, 0, part.start)
        sayer = re.search(r"([\w'’]+)\s*$", self.text[start : said.start()]) if said is not None else None
        if sayer is not None and sayer.group(1).lower() in GM_WORDS:
            said = None  # ("the GM said it's hard": a ruling)
        if any(not _told_by_a_thing(self.text, m.end()) and (said is None or not said.start() <= m.start() < said.end())
               for m in _RULING_WORDS.finditer(self.text, start, end)):
            return False  # (but for someone's 'said it's ...', a saying: "she said it's cool.")
        words = re.findall(r"[^\W\d_][\w'’-]*", self.text[start:end])
        return len(words) >= 4 and any(is_word(p, "VERB", "TRICK", "SKILL") and sentence_of(p.start, stops) != own
                                       for p in self.later)

    def _remark_closing(self, part: Word) -> bool:
        """Whether an ability word in lowercase closes a sentence of the story after a comma, as a remark ("1,200 cu ft
        into a Luton, cool."): the writer's word on the scene, where the roll is said in another sentence."""
        return self._src(part).islower() and re.search(r",[ \t]*$", self.text[: part.start]) is not None \
            and re.match(r"[ \t]*(?:[.!]|$)", self.text[part.end :]) is not None and self._of_a_story_sentence(part)

    def _npc_sentence_the_scene(self) -> None:
        """The actor taken back, one the GM plays named in a sentence before a player's character is called on to roll:
        that sentence, its deeds too, is the scene the roll is made in."""
        stops = ends(self.text)
        earlier = self.seen.pop("actor")
        there = sentence_of(earlier.start, stops)
        del self.f["actor"]
        self.reading[:] = [replace(c, kind="scene", used=False, note=CALLED_AFTER_NOTE)
                           if c.start == earlier.start and c.kind == "speaker" else c for c in self.reading]
        dropped = [(value, p) for acts in self.actions.values() for value, p in acts if sentence_of(p.start, stops) == there]
        for value, p in dropped:
            if value in self.verbs:
                self.verbs.remove(value)
            self.reading[:] = [replace(c, kind="scene", used=False, note=CALLED_AFTER_NOTE)
                               if c.start == p.start and c.kind == "action" else c for c in self.reading]
        for no, acts in list(self.actions.items()):
            self.actions[no] = [(v, p) for v, p in acts if sentence_of(p.start, stops) != there]
            if not self.actions[no]:
                del self.actions[no]

    def _npc_before(self, part: Record) -> bool:
        """Whether the one read as acting is one the GM plays, named in a sentence before the one `part` stands in:
        who the scene is about, where a player's character is then called on to roll."""
        earlier = self.seen.get("actor")
        if self.f.get("actor") not in self.npcs or earlier is None:
            return False
        stops = ends(self.text)
        return sentence_of(earlier.start, stops) < sentence_of(part.start, stops)

    def _said_its(self, part: Word) -> bool:
        """Whether an ability word in lowercase closes what someone said a thing is like ("she said it's cool.", "he
        reckons it's hard,"): their word, where the roll is said in another sentence."""
        return self._src(part).islower() and _SAID_ITS.search(self.text, 0, part.start) is not None \
            and re.match(r"[ \t]*(?:[.!,;]|$)", self.text[part.end :]) is not None and self._of_a_story_sentence(part)

    def _roll_ends(self) -> frozenset[int]:
        """Where each word of the reading that names the roll (a skill, trick, attribute, or "roll") ends in the text."""
        return frozenset(c.end for c in self.reading if c.kind in ("skill", "trick", "ability", "roll"))

    def word(self, part: Word, index: int, started: bool, spender_here: bool) -> bool:
        f = self.f
        type_, value = part.type, part.value
        if type_ == "SCENE" and re.search(r":(?:\s|$)", self._src(part)):  # "Parking: limited.": a heading and its
            # one value; "Obs at 03:00:", a name heading a line of notes (never a time nor a ratio: '21:52', '2.39:1')
            self._read(part, kind="scene", note=HEADING if self._src(part).endswith(":") else HEADED_NOTE)
            self.reading[-1] = replace(self.reading[-1], used=False)
            return False
        if type_ == "SCENE":  # "at 120 kph": a number of the scene, kept in the action and in the reading
            self.spans.setdefault(self.clause_no, []).append((part.start, part.end))
            self._read(part, kind="scene", note=f"{value} is part of the scene, not a rules number")
            return False
        if type_ == "UNSPENT":  # "Luck not spent", "no luck": a resource said not to be used, nothing spent
            label = lexicon().resources[str(value)].label
            held = re.search(r"\d|\b(?:one|two|three|four|five|six)\b", self._src(part).lower()) is not None
            self._read(part, kind="scene", note=f"what the sheet holds, said: no {label} is spent by it" if held
                       else f"said not to be used: no {label} is spent")  # ("I have 1 luck", "no luck")
            return False
        if type_ == "POSTURE":  # "leans on the bar": where the body is, the scene around the roll (not the action)
            self._read(part, kind="action", note=SCENE_NOTE)
            self.reading[-1] = replace(self.reading[-1], used=False)
            return False
        if type_ == "WORD":  # a plain word of the action (most words are)
            self.spans.setdefault(self.clause_no, []).append((part.start, part.end))
            self.unknown.append(self._src(part))
            return False
        if type_ in ("SKILL", "ABILITY") and self._sides_roll(part):
            return False
        nxt = self.current[index + 1] if index + 1 < len(self.current) else None
        named = type_ in ("NAME", "POSS")  # whether someone is described, led in or opens the clause: asked of a name
        # "the guard is suspicious" (a condition), never "Isolde pushes herself" (a cue the game reads as an act)
        described = named and nxt is not None and is_word(nxt, "CUE") and self.cue_kinds.get(nxt.value, "condition") == "condition"  # type: ignore[attr-defined]
        if described and nxt is not None and (re.compile(_GOES_ON).match(self.text, nxt.end) or does_next(self.text, part.end)
                                              or _did_next(self.text, part.end)):  # ("Torvald took his time ...")
            described = False  # "Sergeant Voss is hurt and swings his baton at Tobiah", "Bram silently draws": acts
        if described and nxt is not None and re.fullmatch(_DOING_OWN, self._src(nxt)) and re.fullmatch(
                r"(?i)\s*(?:is|['’]s)\s+", self.text[part.end : nxt.start] if not self._possessive(part)
                else "'s" + self.text[part.end : nxt.start]):
            described = False  # "Nadia is taking her time with the stitches": what she does, with her own thing
        led_in = named and index >= 1 and (all(is_word(w, "WORD") and (self._src(w).lower() in _LEADS_TO_NAME or (
            index == 1 and word_classes(self._src(w).lower()) == _ADVERB)) for w in self.current[:index])
                                 # "ok bestie sami, vibe check ...": table talk; "anyway Dar goes for ...": an adverb
                                 # of the writer's opening the clause
                                 or self._set_in(index)  # "On Tuesday the 14th Hettie persuades ...": when or where
                                 or all(is_word(w, "SCENE") for w in self.current[:index]))  # "lvl 7 Lark talks ..."
        opener = (named and (index == 0 or led_in) and not (started and not led_in)
                  and not f.get("actor")
                  and (self.scene_before(self._sentence_start(part.start) if led_in else part.start)
                       and (self.clause_no == 1 or value not in self.npcs)
                       or self._after_a_label(part)) and not described
                  and not self._owner_before_subject(index) and not _WOULD_BE.match(self.text, part.end))
        if type_ == "NAME":
            before = self.text[: part.start].rstrip().lower()
            last = before.rsplit(None, 2)[-2:]
            if not self.helping_rolls and last and last[-1] in HELPING and not (
                    len(last) == 2 and last[0].replace("’", "'").endswith(("'s", "s'"))):  # ("with Thorn's assist Cross")
                raise PhraseError(f"Who rolls: {value}, with help? Helping is the helper's part in {value}'s roll.",
                                  text=self.text, column=part.start + 1, length=part.end - part.start,
                                  hint=f"Say '{value}: <what {value} does>, helped by <the helper>'.", asks=False)
            if index > 0 and before.endswith(" as") and not re.search(DISGUISE, before) \
                    and not does_next(self.text, part.end) and owner_not_acted_on(self.text, part.start, part.end) is None:  # ("... as Codd charges the duelist": Codd acts)
                raise as_who(self.text, value, part.start, part.end)  # "sneak in as Dex": who rolls?
        if type_ in ("NAME", "POSS", "SKILL", "TRICK", "VERB", "WORD", "ABILITY", "CUE") and not (opener and not spender_here):
            self.spans.setdefault(self.clause_no, []).append((part.start, part.end))
        if type_ == "NAME" and (said := self._aside_speaker()) is not None and not self._in_aside(part) and (
                value != said and (index == 0 or self._subject(index) or does_next(self.text, part.end))):
            # "Dov braces the hatch while Petra works the torch. ((Petra: technician, ...))": the aside to the table
            # names who rolls; who acts in the pose is the scene
            self._read(part, kind="scene", note=ASIDE_NAMES_NOTE)
            self.scene_clause = self.clause_no  # what they do is the scene too, until a name says who acts next
            return False
        if type_ == "NAME" and re.search(r"(?i)\b(?:every|each|any|no)\s+$", self.text[max(0, part.start - 8) : part.start]):
            self._read(part, kind="scene", note=ANY_ONE_NOTE)  # "every Lantern-Warden in Caldera knows it": any of
            return False  # their kind, no one the roll is on
        if type_ == "NAME" and not described and self._npc_beside(part, index):
            # "While the courier argues with Dorran about the fare, Kes lifts the keycard": one the GM plays, doing
            # something where a player's character acts, is the scene around that one's roll
            self._read(part, kind="speaker", note=NPC_SCENE_NOTE)
            self.reading[-1] = replace(self.reading[-1], used=False)  # (who acts in the scene, rolling nothing)
            self.seen["npc scene"] = part
            self.named.append(value)  # ('... lifts the keycard from his back pocket': whom 'his' may be)
            self.scene_clause = self.clause_no  # what they do is the scene too, until a name says who acts next
            return False
        if type_ == "NAME" and not f.get("actor") and not self._in_aside(part) and value == self._aside_speaker():
            self._once("actor", part)  # "Mavros holds the ladder while Zoe climbs. ((Zoe: athletics, ...))"
            f["actor"] = value
            self._read(part, kind="speaker", note=ASIDE_ROLLER_NOTE)
            self.scene_clause = 0  # what they do is the action
        if type_ in ("NAME", "POSS") and value != f.get("actor") and imitated(self.text, part.start, part.end):
            # "doing her best impression of the Duchess's voice": the one imitated, not the one it is done to
            self._read(part, kind="scene", note=f"{value} is the one imitated, not who acts or is acted on")
            return False
        if type_ in ("NAME", "POSS") and self._owner_in_scene(part):
            # "with Dex's drone overhead, Vex sneaks past ...": the owner in a scene phrase neither acts nor is acted
            # on, and what is theirs there ('drone') is no action of the roll
            self._read(part, kind="scene", note=f"{value} is named in the scene, not who acts or is acted on")
            self.scene_clause = self.clause_no
            return False
        if type_ in ("NAME", "POSS") and (index == 0 or value != f.get("actor")) and self._setup_after(index):
            # "Thorn's setup gives Cross +1 effect as she prowls", "... thanks to Silas's distraction for +1 effect":
            # Thorn, Silas set it up, and roll nothing here nor are acted on
            self._read(part, kind="scene", note=SETS_UP_NOTE)
            return False
        if type_ == "NAME" and value != f.get("actor") and index >= 1 and is_word(self.current[index - 1], "CUE") \
                and self.cue_kinds.get(self.current[index - 1].value) == "setup" \
                and re.search(r"(?i)\bby\s+$", self.text[: part.start]):  # type: ignore[attr-defined]
            self._read(part, kind="scene", note=SETS_UP_NOTE)  # "set up by Silas for +1 effect": Silas set it up
            return False
        if type_ == "NAME" and index >= 3 and self._setup_after(index - 3) and is_word(self.current[index - 1], "WORD") \
                and self._src(self.current[index - 1]).lower() in _GIVES and not f.get("actor"):
            self._once("actor", part)  # "... gives Cross +1 effect": Cross rolls
            f["actor"] = value
            self._read(part, kind="speaker", note=SET_UP_FOR_NOTE)
            return False
        if self.scene_clause == self.clause_no and type_ in ("VERB", "SKILL", "TRICK", "ABILITY"):
            self.spans.setdefault(self.clause_no, []).append((part.start, part.end))
            self.unknown.append(self._src(part))
            return False
        if type_ == "NAME" and self.scene_clause == self.clause_no and index and self.npcs and \
                self.seen.get("npc scene") is not None and not does_next(self.text, part.end):
            # "while the courier argues with Dorran, Kes ...": whom the NPC of the scene deals with is the scene too
            self.named.append(value)
            self._read(part, kind="scene", note=f"{value} is named in the scene, not who acts or is acted on")
            return False
        if type_ == "NAME":
            self.scene_clause = 0  # "with dex's drone overhead vex sneaks past": the name says who acts next
        if type_ in ("NAME", "POSS"):
            if (type_ == "POSS" or self._src(part).lower().endswith(("'s", "’s"))) and value not in self.named:
                self.owners.add(value)  # ("the guard's radio": the guard owns what is acted on)
            else:
                self.owners.discard(value)
            self.named.append(value)
            if spender_here and self._whose_roll(part):
                f["actor"] = value  # "Ripper adds her war die to Jonesy's roll" (never "... to treat Brick's wounds")
            elif opener:  # the speaker, not part of the action
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=OPENER_NOTE)
            elif not f.get("actor") and self._owns_the_deed(index):
                # "boxcars on Bao's bluff", "snake eyes on Okoro's Single Shot": whose deed it is, who rolls
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=DEED_NOTE)
            elif type_ == "NAME" and not f.get("actor") and self._says_they_roll(part):
                # "for the log — Zoe rolled Melee ...", "fyi: Dex is rolling Hacking": a name opening its clause
                # with a roll verb and what is rolled says who rolls, whatever table talk leads in
                earlier = self.seen.get("target")
                if f.get("target") == value and earlier is not None and said_of_in_aside(self.text, earlier.start):
                    del f["target"]  # "(table 9, Kestrel) the Smuggler rolls ...": named in an aside, then rolls
                if f.get("target") == value:  # "I shout at Zoe. Zoe rolls Melee": acted on, then rolls
                    raise self._error(part, f"Who rolls: {value}, or the one acting on {value} before?",
                                      f"Start the line with who rolls and a colon, e.g. '{value}: ...'.")
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=SUBJECT_NOTE)
            elif type_ == "NAME" and self._leads(index):  # "group prowl, vesna leading", "led by Cross": the leader
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=LEADS_NOTE)
            elif type_ == "NAME" and value != f.get("actor") and self._group_said() and (
                    self._acts(index) or self._subject(index)):  # "Isolde leads the Prowl, Magda follows her"
                self._read(part, kind="group", note=MEMBER_NOTE)
            elif type_ == "NAME" and self._rolled_for(index):  # "roll for Hal", "roll Reflexive for Hal": Hal rolls
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=ROLLED_FOR_NOTE)
                self._scene_mention(value, part)
            elif type_ == "NAME" and not f.get("actor") and _wondered(self.text, part.start, part.end):
                # "Day 3. ok so what would Vashti actually do here... She sneaks past": the writer wonders what
                # Vashti does, and what follows is what she does
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=WONDERED_NOTE)
            elif (not f.get("actor") or self._npc_before(part)) \
                    and _called_on(self.text, part.start, part.end, referee=self.referee):
                # "GM asks Zoe for an Alertness roll", "the GM wants a Prowl roll from Nyx", "the MC tells Boone to
                # read the sitch": the one a roll is asked of rolls, never the seat's character at them
                if f.get("actor"):
                    self._npc_sentence_the_scene()  # ("the Warden already knows. GM said Pickle should roll +sharp")
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=CALLED_NOTE)
            elif type_ == "NAME" and not f.get("actor") and _REFEREE.match(self.text) \
                    and re.match(_ROLL_CALLED, self.text[part.end :]) and speaks_as_i(self.text):
                # "GM: I'm not giving the bonus. Emeric, roll Medicine": in the referee's line, 'I' is the referee;
                # the one a roll is called of rolls, never the seat's character
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=CALLED_NOTE)
                self._no_longer_target(part)
            elif type_ == "NAME" and not f.get("actor") and (said := self._who_acts(index)) is not None \
                    and not self._owner_before_subject(index):
                # "The door's stuck. Rado heaves ...", "Steady hands, Priya, ...": the one the post says acts, or
                # speaks to, rolls; where the player also says "I" ("I fire. Dom hasn't missed in years"), the
                # seat's character is "I", and the name is neither the roller nor the one acted on.
                if not self._i_acts():
                    self._once("actor", part)
                    f["actor"] = value
                    self._read(part, kind="speaker", note=said)
                    self._scene_mention(value, part)
                    self._no_longer_target(part)
            elif type_ == "NAME" and not f.get("actor") and self._inverted(index) and not speaks_as_i(self.text):
                # "With a roar did the Iron Friar set his boot to the door", "'Hark,' said Elspeth, and ...": the one
                # named after 'did', or after a verb of saying that closes a quotation, is who acts
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=SUBJECT_NOTE)
                self._no_longer_target(part)
            elif type_ == "NAME" and not started and not f.get("actor") and self._subject(index, plain=True) \
                    and not speaks_as_i(self.text):
                # "after hask's setup for +1 effect dunstan sways the duke", "in the dark ripper kicks the door": said
                # with no comma, the name before a verb in the third person is who acts (one named before it is in
                # the scene)
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=SUBJECT_NOTE)
                self._no_longer_target(part)
            elif type_ == "NAME" and f.get("actor") in self.npcs and value not in self.npcs and index == 0 \
                    and _REFEREE.match(self.text) and re.match(_ROLL_CALLED, self.text[part.end :]) \
                    and self.text[: part.start].rstrip()[-1:] in (".", "!", "?", ";"):
                # "GM: Okafor taps the file. '...' Suvi, roll Insight": the referee's line opens with one the GM
                # plays, who sets the scene and is whom the roll deals with (unless another is named); the player's
                # character the roll is then asked of rolls
                if f.get("target") in (value, None):
                    f["target"] = f["actor"]
                    self.seen["target"] = self.seen["actor"]
                self.reading[:] = [replace(c, used=False, note=SCENE_ACTOR_NOTE) if c.kind == "speaker" else c
                                   for c in self.reading]
                self.seen["actor"] = part
                f["actor"] = value
                self._read(part, kind="speaker", note=CALLED_NOTE)
            elif type_ == "NAME" and f.get("actor") and value != f["actor"] and self._only_told(index) \
                    and (self._later_subject(index) != "ask" or self._state_then_object(part)
                         or self._possessive(self.seen["actor"])):
                # (the roll in a sentence of its own: ask, below; but the one in a state is only the scene, and so is
                # one opening the post who only owns a thing of it: "Ozzy's block saved us. Billie skirmishes ...")
                # "Okafor swears he never saw it; Juno watches his face ...": the one opening the post only said or
                # did something no roll is for; who acts on it in a later sentence rolls
                if said_next(self.text, self.seen["actor"].end) in SPEECH_VERBS or self._state_then_object(part):
                    # what they said is rolled on; "Mehmet is bleeding. Hiroshi make first aid on him": whom the
                    # state was of is 'him'
                    self.seen["told"] = self.seen["actor"]  # the one acted on, unless another is named (bind())
                told_at = self.seen["actor"].start
                self.reading[:] = [replace(c, used=False, note=TOLD_NOTE) if c.kind == "speaker" and (
                    c.note == OPENER_NOTE or c.start == told_at) else c for c in self.reading]
                self.seen["actor"] = part
                f["actor"] = value
                if f.get("target") == value:  # ("Ripper sees Jonesy. Jonesy waves, ...": never at themself)
                    del f["target"]
                self._read(part, kind="speaker", note=SUBJECT_NOTE)
            elif type_ == "NAME" and f.get("actor") and value != f["actor"] and \
                    (later := self._later_subject(index)) is not None:
                # "Colonel Araya levels her pistol at Okafor and fires. Okafor dives ... (REFLEXIVE), 4 4", "Jonesy
                # climbs the fence. Ripper follows, REFLEXIVE: 4 4": the one whose sentence holds the roll acts; the
                # one before, who only set the scene, is the scene; never the first sentence's target
                if later == "ask":
                    self._once("actor", part)
                if f.get("target") == value or (later == "rolls" and f.get("target") is not None):
                    del f["target"]  # "Boone distracts the warlord. Kit slips away": the warlord is Boone's (and
                    # whom 'him' is in "Hale aims at Ripper. Jonesy tackles him" is not told)
                if later == "scene":
                    self._read(part, kind="scene", note=LATER_SCENE_NOTE)
                    return False
                self.reading[:] = [replace(c, used=False, note=SCENE_ACTOR_NOTE) if c.kind == "speaker" else c
                                   for c in self.reading]
                self.seen["actor"] = part
                f["actor"] = value
                self._read(part, kind="speaker", note=SUBJECT_NOTE)
            elif not started and f.get("actor") and value != f["actor"] and self._acts(index):
                self._once("actor", part)  # "Vex and Dex climb the fence": two people act; ask, never drop one
            elif started and value != f.get("actor") and value in self.npcs and self._subject(index) \
                    and _after_subordinator(self.text, part.start):
                self._read(part, kind="scene", note=WHEN_SCENE_NOTE)  # "Mira ducks behind cover as the turret drone
                return False  # opens fire": the GM's character's deed in a clause of when, the scene the roll is in
            elif started and value != f.get("actor") and self._subject(index):
                raise self._error(part, f"Does {value} act too? That is a second roll.",  # "... and Jonesy shoots him"
                                  f"Roll one at a time, e.g. '{value}: <what {value} does>' next.")
            elif not f.get("actor") and self._src(part).lower().endswith(("'s", "’s", "s'")) and (thing := _own_agent(self.text, part.start, part.end) or (
                    self._src(nxt) if nxt is not None and nxt.kind == "spend" and not nxt.gift else None)) is not None:
                # "Sending Ilka's drone up", "Burning Vashti's luck point": Ilka, Vashti roll, never acting on
                # themselves (what they own acts for them, what they have is spent on their own roll)
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=OWN_AGENT_NOTE.format(thing=thing))
            elif not f.get("actor") and "named subject" not in self.seen and value != f.get("actor") \
                    and (re.compile(r"(?i)(?:the|a|an|this|that)\s").match(self._src(part)) is None
                         or value not in self.npcs) \
                    and said_as_subject(self.text, part.start, part.end):
                # (a character by name only: "if the bouncer is lying" says whom the roll is on)
                # "I think Tam would sneak ...", "can Oduya use her luck?": said as the one who acts, with no one else
                # said to; who they are to the seat is the table's to say (table/acting.py), so whom they act on stays
                # free ("... convince the dockmaster")
                self.seen["named subject"] = part
                self._read(part, kind="speaker", note=f"{NAMED_SUBJECT_NOTE}: {value}")  # (the whole name: "Bram's
                # going in ..." is Bram Tulley)
                self.reading[-1:] = [replace(self.reading[-1], used=False)]
            elif type_ == "NAME" and not f.get("actor") and self._called_at_the_end(index):
                # "ur literally a genius pri. she plans ...": spoken to at her sentence's end, never acted on
                self._once("actor", part)
                f["actor"] = value
                self._read(part, kind="speaker", note=ADDRESSED_NOTE)
            elif value != f.get("actor") and _KEPT_FROM.search(self.text, 0, part.start) is not None:
                self._read(part, kind="scene", note=KEPT_FROM_NOTE)  # "don't tell Wink: Goose skirmishes ...": whom
                return False  # the post is kept from, no one the roll is on
            elif f.get("target") is None and value != f.get("actor") and (
                    why := owner_not_acted_on(self.text, part.start, part.end)) is not None:
                self._read(part, kind="scene", note=why)  # "+1 forward from Vesper's help", "as the Turf King's heavies
                return False  # close in": what is theirs helps or acts; no one the roll is on
            elif f.get("target") is None and value != f.get("actor"):
                f["target"] = value
                self.seen["target"] = part
                if not f.get("actor") and not speaks_as_i(self.text) and described_doer(self.text, part.start):
                    self.seen["described doer"] = part  # "the sentry drone tries to spot Lo Mei": see bind()
            elif f.get("target") is not None and value != f.get("actor") and value != f.get("target") \
                    and value not in f.get("more_targets", ()) and self._joined_to_target(part, index):
                f["more_targets"] = (*f.get("more_targets", ()), value)  # "past the sentry and the quartermaster":
                self._read(part, kind="target", note=MORE_TARGETS_NOTE)  # the roll is on both; the rules weigh them
            elif value == f.get("actor") and done_by_before(self.text, part.start, self._roll_ends()):
                self._read(part, kind="speaker", note=AGENT_SAID_AGAIN)  # "Teo's turn: Single Shot by Teodor"
            elif value == f.get("actor") and said_of_in_aside(self.text, part.start):
                self._read(part, kind="speaker", note=ASIDE_SAID_AGAIN)  # "(yes I know Rafa's terrible at this)"
            elif started and type_ == "NAME" and value == f.get("actor") \
                    and self.commanded_after(self.seen.get("actor"), part, anyone=value not in self.npcs):
                # "a bartender polishing a glass. > CONVINCE BARTENDER ...": the GM's character set the scene in a
                # sentence before; the command after is the player's character's, at them
                self.no_actor_but_the_scene()
                f["target"] = value
                self.seen["target"] = part
            elif started and type_ == "NAME" and value == f.get("actor"):  # "Mavros: shoot at Mavros": never dropped
                raise self._error(part, f"{value} would be acting on themself here. Who does it, or at whom?",
                                  "Start the line with who does it and a colon, and name the other one.")
            return False
        if type_ in ("TRICK", "VERB") and _done_to_a_thing(self.text, part.start, part.end):
            self._read(part, kind="scene", note=DONE_TO_THING_NOTE)  # "the half bottle of Buckfast we nicked": what was
            self.reading[-1] = replace(self.reading[-1], used=False)  # done to the thing named before, no deed of the
            return False  # roll
        if type_ in ("TRICK", "VERB") and _suffered(self.text, part.start, part.end):
            self._read(part, kind="scene", note=DONE_TO_NOTE)  # "don't tell Biscuit i got shot": what was done to
            self.reading[-1] = replace(self.reading[-1], used=False)  # someone, never a deed of the roll
            return False
        lowercase_trick = type_ == "TRICK" and self._src(part).islower() and " " not in self._src(part).strip()
        # ("the pickpocket" is someone; "a Dead Eye shot", "lines up a crippling shot" name the trick)
        if (type_ == "SKILL" or lowercase_trick or (type_ == "VERB" and not self.verb_nouns)) and \
                self._after_article(part, index) or type_ == "VERB" and self._place_by_its_ing(part):
            self.unknown.append(self._src(part))  # "convince the pilot", "dodge the punch": a person or thing, not an action
            return False
        if type_ == "SKILL":
            if f.get("skill") is None:
                f["skill"] = value
                self._read(part, kind="skill")
            self.actions.setdefault(self.clause_no, []).append((value, part))
            return True
        if type_ == "TRICK":
            if f.get("trick") is None:
                f["trick"] = value
                self._read(part, kind="trick")
            self.actions.setdefault(self.clause_no, []).append((value, part))
            return True
        if type_ == "VERB" and self._carries_named(part, nxt):
            self._read(part, kind="action", note=CARRIED_NOTE)  # "runs a street hack": the hack is the deed
            self.reading[-1] = replace(self.reading[-1], used=False)
            return False
        if type_ == "VERB":
            self.verbs.append(value)
            self.actions.setdefault(self.clause_no, []).append((value, part))
            self._read(part, kind="action", note=str(value))  # the word that decides the roll, and what it means
            return True
        if type_ == "ABILITY" and (self._of_a_story_sentence(part, describing=True) or self._remark_closing(part)
                                   or self._said_its(part)):
            self._read(part, kind="scene", note=STORY_ABILITY_NOTE)  # "Strip 09, hot and high, 35°C. Kettle shoots
            self.reading[-1] = replace(self.reading[-1], used=False)  # the approach ...": the weather's word
            return False
        if type_ == "ABILITY":
            self._read(part, kind="ability")
            if not self._echoed(str(value), part):
                self.abilities.append(value)
            return False
        if type_ == "CUE" and self.cue_kinds.get(value) in ("position", "effect") \
                and self._of_a_story_sentence(part, describing=True):
            self._read(part, kind="scene", note=STORY_ABILITY_NOTE)  # "Limited overs, risky singles all afternoon.
            self.reading[-1] = replace(self.reading[-1], used=False)  # Dom skirmishes ...": the match's words
            return False
        if type_ == "CUE":
            # "the wounded guard": a condition said before a noun is that person's, the target's; "Vex, still
            # wounded from the ambush, ...": one said beside the actor's name, the actor's; one a preposition
            # follows ("hurt by the fall") describes no noun
            # ("a Secret she dug up": a word said between, no noun the condition is said of; "silently": an adverb
            # says how something is done, never what someone is)
            said_of = "actor" if self._beside_actor(part) else \
                "target" if nxt is not None and (is_word(nxt, "WORD", "NAME", "POSS") or (
                    is_word(nxt, "VERB", "TRICK") and self._cue_describing(part, nxt) and self._after_article(nxt, index + 1))
                ) and not self._preposition_after(part) \
                and self._src(part).split()[0].lower() not in _TIME_PREPOSITIONS \
                and not self.text[part.end : nxt.start].strip() and not self._src(part).lower().endswith("ly") \
                and not self._adverb_closing(nxt) else "any"
            earlier = next((p for p in reversed(self.current[:index]) if is_word(p, "CUE")), None)
            if earlier is not None and earlier.value != value and re.fullmatch(
                    _OR_ELSE, self.text[earlier.end : part.start]):
                one, other = (" ".join(self._src(p).split()) for p in (earlier, part))
                raise self._error(part, f"'{one}' or '{other}'? Which is it?",
                                  f"Say the one the GM set, e.g. '..., {other}'.")  # a value left open
            self.cues.append(request.Cue(key=value, who=said_of, text=self._src(part)))
            self._read(part, kind=self.cue_kinds.get(value, "condition"))
            return False
        self.unknown.append(self._src(part))
        return False

    # -- checks -----------------------------------------------------------------------------------------------------
    def _beside_actor(self, part: Record) -> bool:
        """'Vex, still wounded from the ambush, climbs ...', 'Vex, hurt, ...': a condition set off by a comma right
        after the acting name (adverbs between) is said of the actor."""
        said = self.seen.get("actor")
        if said is None or said.end > part.start:
            return False
        between = self.text[said.end : part.start].strip()
        if not between and does_next(self.text, said.end):  # "Dex wordlessly signals ...": how Dex does it
            return True
        return between.startswith(",") and all(w.endswith("ly") or w in _STILL for w in between[1:].split())

    def _preposition_after(self, part: Record) -> bool:
        """'hurt by the fall', 'wounded in the leg': a preposition after a condition; it describes no noun."""
        after = self.text[part.end :].split(None, 1)
        return bool(after) and after[0].lower() in PREPOSITIONS

    def _place_by_its_ing(self, part: Record) -> bool:
        """'dodges across the frozen decking', 'over the railing': a place after a place preposition and its article,
        named by a word in -ing, with no object after it; no deed, in any game."""
        said = self._src(part).lower().split()
        return len(said) == 1 and said[0].endswith("ing") \
            and _PLACE_PHRASE_BEFORE.search(self.text, 0, part.start) is not None \
            and not _OBJECT_AFTER.match(self.text, part.end)

    def _after_article(self, part: Record, index: int) -> bool:
        """'the pilot', 'the new recruit': a word after an article (and perhaps one plain word) names a thing."""
        previous = self.current[index - 1] if index else None
        if previous is not None and is_word(previous, "VERB") and self._carries_named(previous, part):
            return False  # "runs the bond math": the deed carried out, named
        if previous is not None and previous is self.seen.get("actor") and self._possessive(previous) \
                and not self.text[previous.end : part.start].strip() and self.reading \
                and self.reading[-1].note == CALLED_NOTE:
            return False  # "limited effect for thorn's prowl": the roll asked of Thorn, not a thing of his
        if previous is not None and previous is self.seen.get("actor") and self._possessive(previous) \
                and part.type == "SKILL" and self._src(part)[:1].isupper() \
                and not self.text[previous.end : part.start].strip():
            return False  # "Kes's Sway 2d: 4,5", "Halvard's Melee: ...": the roller's skill named, capitalised
        after = self.text[part.end :].split(None, 1)
        if after and after[0].lower().strip(".,;!?:") in _CHECK_WORDS:  # "a medicine check:": the skill named
            return False
        if is_word(part, "SKILL", "TRICK") and may_end_with(self.text[: part.start], ("a", "an")) and (
                re.compile(_NAMED_AS).search(self.text, 0, part.start) or (
                re.compile(_NAMED_ALONE).search(self.text, 0, part.start) and re.match(_NAME_ENDS, self.text[part.end:]))):
            return False  # "which I suppose makes it a bluff", "...; a bluff, I believe": the game's name for it
        if is_word(part, "SKILL", "TRICK") and self._own_means(part):
            return False  # "rouse them with his Oratory": the skill named as what the roller does it with
        if re.search(r"(?i)\b(?:lead|leads|leading|led)\s+(?:a|the|our|their|his|her)\s+group\s+$",
                     self.text[: part.start]):
            return False  # "Frame leads a group skirmish with Lark": the action the group takes, led
        said = self._src(part).lower().split()
        if is_word(part, "VERB") and len(said) > 1 and word_classes(said[0]) == {"ADJ"}:
            return False  # "I get that creepy feeling", "a silent takedown": the game's own words, a thing said so
        if is_word(part, "VERB") and len(said) > 1 and (said[0].endswith("ing") or "VERB" not in word_classes(said[0])):
            return False  # "tears through the pantry looking for the saffron", "gives the raiders what for": a doing
            # said in words of several, none a verb said of the noun before it, no noun
        before = [w.lower().replace("’", "'") for w in self.text[: part.start].rsplit(None, 2)[-2:]]  # last two words
        nxt = self.current[index + 1] if index + 1 < len(self.current) else None
        if is_word(part, "TRICK") and len(said) > 1 and nxt is not None and is_word(nxt, "VERB") \
                and not self.text[part.end : nxt.start].strip():
            return False  # "takes her dead eye shot": a trick's name of several words before a deed names that deed
        if before and before[-1] in _OF_A_KIND and part.type == "SKILL" and nxt is not None and is_word(nxt, "WORD") \
                and not self.text[part.end : nxt.start].strip() and self._src(nxt).islower() \
                and self._src(nxt) not in _AFTER_MEANS:  # ("the roll of
            # Skirmish against the Bluecoat": the roll)
            return True  # "a bottle of Sagittaran whiskey": the skill's word (a language) says what kind of thing
        if tuple(before) in (("on", "a"), ("on", "an")) and is_word(part, "TRICK") and len(said) > 1:
            return False  # "sends her drone on a strafing run": the trick named as the errand it is sent on
        if before and before[-1] in _BARE_NOUN_AFTER and is_word(part, "VERB") and len(said) == 1 \
                and not said[0].endswith("ing") and "NOUN" in word_classes(said[0]):
            return True  # "slick with spray", "a crate of shot": the game's verb said as a noun after a preposition
        if len(before) > 1 and (before[-2] in ("in", "from") or before[-2] in PLACE_PREPOSITIONS) \
                and "ADJ" in word_classes(before[-1]) and before[-1] not in PLACE_PREPOSITIONS \
                and before[-1] not in NUMBER_WORDS and not _determines(before[-1]) \
                and is_word(part, "VERB") and len(said) == 1 and not said[0].endswith("ing") \
                and "NOUN" in word_classes(said[0]):
            return True  # "in hard cover", "behind heavy cover": so too with an adjective between
        if is_word(part, "VERB") and len(said) == 1 and not said[0].endswith("ing") and "NOUN" in word_classes(said[0]) \
                and _NOUN_PHRASE_BEFORE.search(self.text, 0, part.start) is not None \
                and not _OBJECT_AFTER.match(self.text, part.end):  # ("the sentry on the north tower sweeps the yard")
            return True  # "to the spirits in the old broadcast vault": the last word of a thing named after its article
        if before and before[-1] in _COUNTING_ALL and len(said) == 1 and said[0].endswith("s") \
                and not said[0].endswith("ss"):
            return True  # "not both decks", "all the decks": a plural noun after 'both' ("they both climb" keeps its verb)
        if tuple(before) in _CORRECTION_ENDS:  # "... the guard actually no climbs the wall": 'no' takes back, no article
            return False
        if self._progressive(part, index):  # "Kylie's rigging the charge": Kylie is rigging it
            return False
        if len(self.text[: part.start].rstrip(" ,")) in self.taken_back:  # "... the guard no climbs the wall"
            return False
        if before and before[-1] in _MANY and not self._src(part).split()[0].lower().endswith("s"):
            return False  # "wants two slip away": 'to' heard as 'two' (two of a thing would be "two slips")
        if before and before[-1] in ("that", "this") and len(before) > 1 and before[-2] in ("is", "was"):
            return False  # "is that athletics?": the player names the roll, unsure of it
        if before and before[-1] in ("is", "was", "be") and is_word(part, "SKILL", "TRICK", "ABILITY"):
            return False  # "I take it this is Firearms+Wits": the roll named, no thing (a word between is none)
        if is_word(part, "SKILL", "TRICK") and may_end_with(self.text[: part.start], _ODDS_ON_ENDS) \
                and re.search(_ODDS_ON, self.text[: part.start]):
            return False  # "what are my odds on a Prowl?": the roll whose odds are asked
        if len(before) > 1 and before[-2] in ("on", "for") and _determines(before[-1]) \
                and is_word(part, "SKILL", "TRICK") and any(p.kind == "spend" for p in self.current[:index]):
            return False  # "burning my luck on the single shot": what the resource is spent on is the roll
        if before and self._blow_given(part):
            return False  # "you gave the guard a punch", "deals him a swift kick": the blow given is the action
        if len(before) > 1 and before[-1] == "her" and before[-2] in BARE_CAUSING and is_word(part, "VERB"):
            return False  # "you let her repair the winch": she repairs it, no thing of hers
        if len(before) > 1 and before[-2] in _PUTTING_TO_USE and before[-1] in _WHOSE_TOOL and before[-1] not in (
                "the", "a", "an") and part.type == "SKILL" and self._src(part)[:1].isupper():
            return False  # "works her Cooking magic on the stew", "brings his Firearms training to bear": the skill
            # put to use, named by its own name
        if len(before) > 1 and before[-2] == "for" and before[-1] in ("this", "that", "the") \
                and is_word(part, "SKILL", "TRICK") and self._src(part)[:1].isupper() \
                and re.match(r"\s*(?:roll|check)?\s*(?:[.;!?,]|$)", self.text[part.end :], re.IGNORECASE):
            return False  # "Strength instead of Presence for this Intimidate.": the roll it is said for
        if before and _determines(before[-1]):
            if len(before) > 1 and before[-2] in _USING and before[-1] in _WHOSE_TOOL and is_word(part, "VERB"):
                return False  # "uses his spyglass on the harbour": the tool a deed is named by, used
            if before[-1].endswith("'s") and is_word(part, "VERB") and len(said) > 1 and said_of_someone(said[-1]) \
                    and "NOUN" in word_classes(said[0]):
                return False  # "Dex's drone drops the flare": his drone does the deed the words name
            if len(before) > 1 and before[-2] in RECEIVING and before[-1] in _ONE_BLOW \
                    and self.text[part.end :].split(None, 1)[:1] == ["from"]:
                return False  # "is to receive a punch from Horatio": the blow, done by the one after 'from' (bind.py)
            if len(before) > 1 and before[-2] == "with" and before[-1] in _ONE_BLOW and self._plain_verb_before(index):
                return False  # "floors him with a kick": the blow, said as a noun, is how the action is done
            carrier = [w.lower() for w in self.text[: part.start].rsplit(None, 3)[-3:-1]]  # ("pulls off a")
            if len(before) > 1 and before[-1] in _ONE_BLOW and (before[-2] in CARRYING or " ".join(carrier) in CARRYING):
                return False  # "runs a street hack": the deed carried (never "run the pickpocket down": a person)
            return not (len(before) > 1 and (before[-2] in _DOING  # "make the jump": the jump is the action
                                             or (before[-2] in _HAVING and before[-1] in ("a", "an")
                                                 and not self._trying(part, before[-2]))))
        previous = self.current[index - 1] if index else None
        plain = previous is not None and (is_word(previous, "WORD") and self._src(previous).lower() not in TIME_NOUNS
                                          or is_word(previous, "SCENE")  # "the 2am run": a time said of the thing
                                          or self._cue_describing(previous, part)  # "the secret program"
                                          or self._noun_before_skill(previous, part))  # "the drone pilot"
        if plain and index > 1 and is_word(previous, "WORD") and is_word(self.current[index - 2], "SCENE") \
                and not (len(before) > 1 and _determines(before[-2])):  # ("one huge arm locked": 'one' determines)
            before = [w.lower().replace("’", "'") for w in self.text[: part.start].rsplit(None, 3)[-3:]][::2]
            # "the 2am ramen run": a time said of the thing between the article and its noun
        if plain and is_word(part, "VERB") and self._told_subject(previous, part):
            return False  # "our female slips past the warden": the creature named by a noun does the deed
        if plain and len(before) > 1 and _determines(before[-2]) and before[-1] not in LIGHT_VERBS \
                and not (before[-1] == "to" and is_word(part, "VERB")):  # (but "Shauna's doing first aid": Shauna
            return True  # is doing it; "allowed her to repair the winch": what she is let do)
        three = [w.lower().replace("’", "'") for w in self.text[: part.start].rsplit(None, 3)[-3:]]
        if plain and index > 1 and is_word(self.current[index - 2], "WORD") and len(three) == 3 \
                and self._src(part).lower().endswith("s") \
                and _determines(three[0]) and not (set(three[1:]) & (LIGHT_VERBS | {"to"})) \
                and re.fullmatch(r"[\w'’-]+\s+[\w'’-]+\s+", self.text[self.current[index - 2].start : part.start]):
            return True  # "at the Sunday pit fights before ...": the thing named, two words after its article
        return part.type == "SKILL" and self._src(part).islower() and self._ends_noun_phrase(part, index)

    def _noun_before_skill(self, previous: Record, part: Record) -> bool:
        """'the drone pilot', 'the cargo pilot': a skill's word right after a word of the game's said as a noun that
        names what kind (one lowercase word the dictionary knows as a noun) is a person or thing, as after a plain
        word."""
        said = self._src(previous)
        return part.type == "SKILL" and is_word(previous, "VERB", "TRICK", "SKILL") and said.islower() \
            and " " not in said and "NOUN" in word_classes(said) and not self.text[previous.end : part.start].strip()

    def _told_subject(self, previous: Record, part: Record) -> bool:
        """'our female slips past the warden', 'this specimen lifted his keys': an article or possessive, a noun, then
        the game's verb said in a form of a sentence's verb ('-s', '-ed') with what it is done to after it (a particle
        of its own, an article, a pronoun, a name): the noun is who does the deed, no thing named by the verb's word
        ('the secret program', 'the street hack' stay things: no verb's form, or nothing done to)."""
        said = self._src(part).split()
        first = said[0].lower()
        if "NOUN" not in word_classes(self._src(previous).lower()) or not re.fullmatch(r"[a-z]+(?:s|ed)", first) \
                or first.endswith("ss") or all(base == first for base in verb_bases(first)):
            return False
        if len(said) > 1 and said[1].lower() in PREPOSITIONS | _PARTICLES:
            return True  # "slips past", "sneaks into"
        return re.match(r"(?i)\s+(?:the|a|an|his|her|their|its|him|them|it)\b", self.text[part.end :]) is not None \
            or any(p.start >= part.end and is_word(p, "NAME") and not self.text[part.end : p.start].strip()
                   for p in self.current)

    def _cue_describing(self, previous: Record, part: Record) -> bool:
        """'for the secret program', 'the hidden switch': a condition's word of the game said as an adjective right before
        the word (no mark between), so the two are one thing named (the article before them decides, as for a plain
        word)."""
        said = self._src(previous).lower()
        return is_word(previous, "CUE") and " " not in said and "ADJ" in word_classes(said) \
            and not self.text[previous.end : part.start].strip()

    def _carries_named(self, part: Record, nxt: Record | None) -> bool:
        """'runs a street hack', 'pulls off a bluff', 'runs the bond math': a verb of words.CARRYING right before an
        article or a possessive and a trick or skill named as a noun says only that the named deed is done; the noun
        decides the roll."""
        return nxt is not None and is_word(nxt, "TRICK", "SKILL") and " ".join(self._src(part).lower().split()) in \
            CARRYING and re.fullmatch(r"(?i)\s+(?:an?|one|the|his|her|their|my|our|your)\s+",
                                      self.text[part.end : nxt.start]) is not None

    def _blow_given(self, part: Record) -> bool:
        """'gave the guard a punch', 'deals him a swift kick': a blow given to someone (a name or 'him'), as a noun after
        'a'; never a thing given ('gives him a shot of whiskey') nor a blow given to a thing ('the engine a kick')."""
        given = re.compile(_GIVEN).search(self.text, max(0, part.start - 50), part.start) \
            if may_say(self.text[max(0, part.start - 50) : part.start], _GIVING) else None
        if given is None or self.text[part.end :].split(None, 1)[:1] == ["of"]:
            return False
        whom = given.group("whom")
        return whom.strip().lower() in _GIVEN_TO or any(
            is_word(p, "NAME", "PRONOUN") and given.start("whom") <= p.start < given.end("whom") for p in self.current)

    def _own_means(self, part: Record) -> bool:
        """'rouse them with his Oratory', 'using her Medicine': a capitalised skill or trick said with a possessive
        after a word of means, in a sentence whose subject is the roller's (never "the guard watches with his
        Alertness", nor "... while the guard watches with his Alertness": someone else's, the scene's)."""
        said = self._src(part)
        if not (said[:1].isupper() or _no_thing(said)) or not may_end_with(self.text[: part.start], _OWNERS) \
                or not re.compile(_OWN_MEANS).search(
                self.text, max(0, part.start - 40), part.start):
            return False
        said = re.split(r"[.;!?]", self.text[: part.start])[-1].lower().split()
        after = re.match(r"\s*([^\W\d_]+)", self.text[part.end :])  # the word right after it, if no mark comes first
        if after is not None and after.group(1).lower() not in _AFTER_MEANS:
            return False  # "with her Composure shot", "with his Composure in tatters": what it is, narration
        return bool(said) and said[0] not in _ANOTHERS and not any(w.strip(",:()") in _SUBORDINATE for w in said)

    def _plain_verb_before(self, index: int) -> bool:
        """Whether the clause says its action before the word at index with a verb the game does not know, and none
        it knows ('DESTROYS him with a kick', 'yeets him with a headbutt'): 'with a kick' says what that action is.
        After a verb the game knows, the blow is what the verb is done with ('hits him with a punch'), as a tool is."""
        before = self.current[:index]
        return not any(is_word(p, "VERB", "TRICK", "SKILL") for p in before) and any(
            is_word(p, "WORD") and said_of_someone(self._src(p).split()[0].lower()) for p in before)

    def _trying(self, part: Record, having: str) -> bool:
        """'have a bash at an acrobatic stunt', 'has a crack at the lock', 'had a shot at talking him round': trying,
        said with a noun that is a verb elsewhere; what is tried comes after 'at' ('take a shot at' still shoots)."""
        after = self.text[part.end :].split(None, 1)
        return having in _HAVE and self._src(part).lower() in _TRIES and bool(after) and after[0].lower() == "at"

    def _progressive(self, part: Record, index: int) -> bool:
        """'Kylie's rigging the charge', 'Maeve's poring over the old maps', 'Nobby's chancing his arm': a name and 's
        right before a verb in -ing with its object after it (or in it) is the name and 'is', the one who acts
        ('Kylie's rigging' alone is a thing of hers)."""
        previous = self.current[index - 1] if index else None
        said = self._src(part).split()[0].lower()
        if previous is None or not is_word(previous, "NAME") or not said.endswith("ing") or \
                not self._src(previous).lower().replace("’", "'").endswith("'s") or \
                self.text[previous.end : part.start].strip():
            return False
        if " " in self._src(part).strip():
            return True  # "Nobby's chancing his arm": a move said in words of its own, with what it is done to
        after = [w.lower().replace("’", "'") for w in self.text[part.end :].split(None, 2)[:2]]
        return bool(after) and (after[0] in DETERMINERS or (after[0] in _PARTICLES and after[1:] != []
                                                             and after[1] in DETERMINERS))

    def _ends_noun_phrase(self, part: Record, index: int) -> bool:
        """'the hidden backup drive', 'her old stealth suit': a skill's name in lower case after an article and up
        to three words that describe it ('hidden' too, a verb's form), all side by side, is the noun they name."""
        start = part.start
        for k in range(index - 1, max(index - 4, -1), -1):
            previous = self.current[k]
            if not is_word(previous, "WORD", "VERB") or self.text[previous.end : start].strip():
                return False
            start = previous.start
            before = self.text[:start].split()
            if before and _determines(before[-1].lower().replace("’", "'")):
                return True
        return False

    def _whose_roll(self, part: Record) -> bool:
        """'to Jonesy's roll', 'to Jonesy', 'for Jonesy': the name says whose roll a resource is spent on."""
        before = self.text[: part.start].rstrip().lower()
        after = self.text[part.end :].lstrip().lower()
        return before.endswith((" to", " for", " on", " onto", " into")) and (not after[:1].isalpha() or after.startswith("roll"))

    def _scene_mention(self, name: str, part: Record) -> None:
        """'The baton cracks across Brannock's ribs ... Bran, you want to resist?', 'The sentry sees Zoe. Zoe, roll
        Stealth': the one who turns out to act was named before only as an owner, or in an earlier sentence: in
        the scene, no target of their own roll."""
        said = self.seen.get("target")
        if self.f.get("target") != name or said is None:
            return
        owner = self._src(said).lower().endswith(("'s", "’s", "s'"))
        if owner or re.search(r"[.!?]", self.text[said.end : part.start]):
            del self.f["target"]

    def _rolled_for(self, index: int) -> bool:
        """'roll for Hal', 'roll Hal', 'roll Reflexive for Hal', '+cool for Hal': the name right after 'roll' (and
        'for'), or after 'roll', the rules word it names and 'for', or after a '+stat' opening the clause and 'for';
        or in brackets right after 'roll' and its rules word, as a MUSH log notes whose it was ('roll Alertness
        (Ingrid)')."""
        name = self.current[index]
        if _PUT_TO.search(self.text[: name.start]) and re.match(r"\s*[,:—–-]", self.text[name.end :]):
            return True  # "Mum (GM): question for Wellies, can she read ...", 'question for Hal, ...': the one the
            # question is put to rolls
        if re.search(r"(?i)(?<![\w'’])roll\s+\+?[^\W\d_][\w'’]*(?:\s*[+-]\s*\d+)?\s*\(\s*$", self.text[: name.start]) \
                and re.match(r"\s*[,)]", self.text[name.end :]):
            return True  # a MUSH log's "roll Alertness-1 (Ingrid, peering through the smoke)": whose roll it is
        named = self.current[index - 1] if index else None  # "roll Reflexive for Hal", "roll +Cool for Wren"
        ability = named is not None and named.kind == "ability"  # by kind: see records.RARER
        if index == 1 and ability and named.explicit:  # "+hard for Bruno": the roll of +hard is his
            return self.text[named.end : self.current[1].start].strip().lower() == "for"
        back = 2 if index >= 2 and (is_word(named, "SKILL", "ABILITY", "TRICK") or ability) else 1
        if index < back or type(self.current[index - back]) is not Roll:
            return False
        between = self.text[self.current[index - 1].end : self.current[index].start].strip().lower()
        return between == "for" or (between == "" and back == 1)

    def _sentence_start(self, at: int) -> int:
        """Where the sentence holding text[at] opens, past its mark and spaces."""
        opened = max(self.text.rfind(mark, 0, at) for mark in ".!?;:\n") + 1
        return opened + len(self.text[opened:at]) - len(self.text[opened:at].lstrip())

    def _set_in(self, index: int) -> bool:
        """Whether the name at `index` opens its sentence after a phrase of when or where only ('On Tuesday the 14th
        (in the game) Hettie persuades ...', 'during the firefight Hettie throws herself flat', 'At the docks Vex
        sneaks ...', 'Later Tomas spends ...'), a verb said of them right after it: they act, as if the sentence opened
        with them."""
        name = self.current[index]
        conditions = self.cue_kinds
        if not is_word(name, "NAME") or any(not is_word(p, "WORD", "SCENE") and not (
                is_word(p, "CUE") and conditions.get(p.value, "condition") == "condition") for p in self.current[:index]):
            return False
        before = re.sub(r"\([^()]*\)", " ", self.text[: name.start])  # ("(in the game)": an aside)
        opening = re.split(r"[.;:!?\n]|,\s", before)[-1].split()
        return (1 < len(opening) <= 7 and opening[0].lower() in _SETTING or len(opening) == 1
                and opening[0].lower() in _SETTING_ALONE) \
            and (does_next(self.text, name.end) or _did_next(self.text, name.end)) \
            and not any(w.lower() in _SETTING_STOPS for w in opening[1:])

    def _says_they_roll(self, name: Record) -> bool:
        """'for the log — Zoe rolled Melee', 'fyi: Dex is rolling Hacking', 'btw, Thorn rolls Prowl': the name opens
        its clause (after a mark, or only table talk since the phrase began) and a roll verb in any tense follows it,
        then the skill, trick or attribute rolled; 'but' opens a clause too ('hot take but Ajax is rolling +hard')."""
        before = re.split(r"[,.;:!?—–()\"]|\s-\s|(?i:\bbut\b)", self.text[: name.start])
        if any(w.lower().strip("'’") not in _LEAD_IN_WORDS for w in before[-1].split()):
            return False  # "Nemesis swings at Zoe rolling Melee": a name inside a clause
        said = re.compile(_ROLL_VERB_AFTER).match(self.text, name.end)
        if said is None:
            return False
        at = said.end() + (self.text[said.end() : said.end() + 1] == "+")  # "+hard": the stat, with or without its sign
        return any(p.start in (said.end(), at) and (is_word(p, "SKILL", "TRICK", "ABILITY") or p.kind == "ability")
                   for p in self.later)

    def _who_acts(self, index: int) -> str | None:
        """How a name later in a post says who acts, if it does: it opens its clause (after '.', ',', 'and', or only
        scene words) and a verb or a plain word follows ('Rado heaves', 'Isolde keeps low': SUBJECT_NOTE), or it
        stands alone between commas, spoken to ('..., Priya, ...': ADDRESSED_NOTE). So does one whose thing opens
        the clause ('Ben's voice cracks')."""
        if index:
            return None
        after = self.current[index + 1 : index + 2]
        if not after:
            owner = self._src(self.current[index]).lower().endswith(("'s", "’s", "s'", "'"))
            spoken_to = not owner and self.clause_no > 1 and self._between_commas(self.current[index])
            if not owner and not spoken_to and does_next(self.text, self.current[index].end):
                return SUBJECT_NOTE  # "... and Marisol just... breathes": a pause between the name and its verb
            return ADDRESSED_NOTE if spoken_to else None
        if is_word(after[0], "CUE") and does_next(self.text, self.current[index].end):
            return SUBJECT_NOTE  # "..., so Oren takes his time rewiring ...": the verb before the cue is Oren's
        if is_word(after[0], "CUE") and self._cue_done_next(index):
            return SUBJECT_NOTE  # "Round 3. Brask resisted the blow": the minutes' past tense of what is rolled
        if _WOULD_BE.match(self.text, self.current[index].end):
            return None  # "(Sprout would be so opposed to this if she knew.)": what someone would be, no deed
        if _modal_after(self.text, self.current[index].end):  # "..., Nyx shall prowl", "..., Silas should roll Sway"
            return SUBJECT_NOTE if type(after[0]) is Roll or is_word(after[0], "VERB", "TRICK", "WORD", "SKILL", "CUE") \
                else None  # (a cue the game reads as an act: "..., Nyx shall resist the possession")
        if is_word(after[0], "SKILL") and bare_verb_next(self.text, self.current[index].end):
            return SUBJECT_NOTE  # "..., Bogdan wreck the wall": a skill's verb in the bare form, said of him
        return SUBJECT_NOTE if is_word(after[0], "VERB", "TRICK", "WORD") else None

    def _told_who_then_acts(self, index: int) -> bool:
        """Whether the name at `index` ends its clause and is told who they are between commas (an age, what they
        are: APPOSITION), right before a verb said of someone that opens the next clause ('the desk sergeant, 52, a
        veteran of the force, searched the crowd'): that one acts."""
        name = self.current[index]
        if index + 1 < len(self.current) or self._src(name).lower().endswith(("'s", "’s", "s'")):
            return False
        told = apposition(self.text, name.end)
        verb = next((p for p in self.later if told is not None and p.start >= told.end()
                     and _AUXILIARIES.fullmatch(self.text, told.end(), p.start)), None)  # ("..., has just fired")
        return verb is not None and is_word(verb, "VERB", "TRICK", "WORD", "CUE") \
            and said_of_someone(said := self._src(verb).split()[0].lower()) and not said.endswith("ing")  # (a verb
        # of the scene too: "..., 29, knelt")

    def _cue_done_next(self, index: int) -> bool:
        """Whether the cue right after the name at `index` is a verb in the past tense said of that one, with only
        adverbs between ('Mordaunt resisted the possession', 'Brask then pushed'): a scribe's minutes say what was
        done so."""
        name, cue = self.current[index], self.current[index + 1]
        between = self.text[name.end : cue.start].split()
        said = self._src(cue).split()
        return bool(said) and _past_deed(said[0].lower()) and all(adverb(w.lower()) or w.lower().endswith("ly")
                                                                  for w in between)

    def _only_told(self, index: int) -> bool:
        """Whether the name at `index` opens a later sentence ('...; Juno watches ...') and acts there, while the name
        that opened the phrase and acts so far did nothing in its own clause a roll is for (no skill, trick or action
        word of the game: 'Okafor swears he never saw the shipment'), with nothing else said to act."""
        said = self.seen.get("actor")
        opened = next((c for c in self.reading if c.kind == "speaker" and (c.note == OPENER_NOTE or c.note == SUBJECT_NOTE
                                                                          and self._opens_sentence(c.start))), None)
        if said is None or opened is None or said.start != opened.start:
            return False  # (the first named in the post, opening its sentence: "... took 3 hrs. Then Clippers came in")
        name = self.current[index]
        if (self.actions or self.verbs) and not self._state_then_object(name):
            return False  # ("Vex is bleeding. Dex make first aid on her": a state, whatever words say it)
        if bidden(self.text, name.start, name.end):  # "Horatio is bleeding ... I should like Ambrose to kneel ..."
            return True
        led = index > 0 and all(is_word(p, "WORD", "SCENE") and self._src(p)[:1].isupper() == (k == 0)
                                for k, p in enumerate(self.current[:index]))  # "After the whistle Billie ...": when
        before = self.text[: (self.current[0] if led else name).start].rstrip()  # it was, opening the sentence
        joined = re.compile(r"(?i)(?<![\w'’])(?:(?:and\s+)?(?:so|then)|and)$").search(before)  # "..., so Fenn consorts
        # ...", "Grebe sneers at the soup, and Ottoline holds steady": a clause of its own after a comma
        ends = (";", ".", "!", "?", ",") if joined else (";", ".", "!", "?")
        so = joined is not None and joined.group().lower().endswith("so")  # "Pell is bleeding out so Oduya starts
        before = before[: joined.start()].rstrip() if joined else before  # First Aid": 'so' opens one, comma or none
        told = apposition(self.text, name.end)  # "Pim, barely 19 years old, kneels ..."
        bare = so and before[-1:] not in ends and before != ""  # (no comma: the clause goes on in the same piece)
        return (index == 0 or led or bare) and (before[-1:] in ends or bare) and (self._who_acts(index) == SUBJECT_NOTE or told is not None
                                                                 or led or bare) \
            and not self._src(name).lower().endswith(("'s", "’s")) \
            and does_next(self.text, len(self.text[: told.end()].rstrip()) if told else name.end)

    def _opens_sentence(self, start: int) -> bool:
        """Whether the words before `start` in its sentence are none, or only a word of going on ('Then Clippers came
        in', 'And Vex ...')."""
        before = re.split(r"[.!?;]\s", self.text[:start])[-1].split()
        return not before or len(before) == 1 and before[0].lower() in ("then", "and", "so", "now", "later")

    def _state_then_object(self, part: Record) -> bool:
        """Whether the name opening the post is said in a state ('Mehmet is bleeding on the floor', 'Ana was
        knocked out') and the sentence `part` opens acts on 'him', 'her' or 'them': the one in that state."""
        opener = self.seen["actor"]
        told = apposition(self.text, opener.end)  # "Harrow, the old bull, is bleeding"
        state = re.compile(r"(?i)(?:\s+(?:is|was|lies|lay)|['’]s)\s+(?:(?:still|now|badly|\w+ly)\s+)?(\w+)").match(
            self.text, told.end() - 1 if told else opener.end)
        if state is None:  # "Clippers came in through the fire exit, bleeding all over ..., so Foils gives him ...":
            state = re.compile(r"(?i)[^.!?;]*?,\s+(" + "|".join(sorted(_HURT)) + r")\b").match(  # hurt, said of
                self.text, opener.end, part.start)  # them after what they did
        if state is None:
            return False
        stop = re.compile(r"[.!?;](?:\s|$)").search(self.text, part.end)
        said = re.compile(r"(?i)\b(?:him|her|them)\b").finditer(self.text, part.end, stop.start() if stop else len(self.text))
        hurt = state.group(1).lower() in _HURT  # "Harrow is bleeding. Pim kneels beside him": beside the one hurt
        return any(acted_on(self.text, found.start()) or (hurt and re.search(  # (else "... behind him": a place)
            r"(?i)\b(?:beside|by|over|near|next\s+to|alongside)\s+$", self.text[: found.start()])) for found in said)

    def _called_at_the_end(self, index: int) -> bool:
        """'ur so smart pri. she plans ...', 'nice one jun! ...': a name closing its sentence, after a word that
        takes no object (an adjective, a noun, a word the dictionary lacks), with a later sentence to act in: the one
        spoken to. After a verb, a preposition or an article ('... punches Dex.', '... hides behind Dex.') it is the
        one acted on."""
        part = self.current[index]
        if self._src(part).lower().endswith(("'s", "’s", "s'")) or not re.match(r"\s*[.!?]+\s+\S", self.text[part.end :]):
            return False
        if index and not is_word(self.current[index - 1], "WORD"):
            return False  # ("sneaks past Dex.": the game's verb before the name acts on them)
        words = self.text[: part.start].split()
        if not words or words[-1][-1:] in ",.;:!?":
            return False
        low = words[-1].lower()
        classes = word_classes(low)
        return low not in PREPOSITIONS and low not in DETERMINERS and low not in FILLER and "ADP" not in classes \
            and ("VERB" not in classes or "ADJ" in classes)

    def _between_commas(self, part: Record) -> bool:
        """'..., Priya, steady hands', '... something. Bran, you want to resist?': a name alone in its clause, with
        a comma, a dash or a sentence's end on each side (or the phrase's end after it)."""
        before = self.text[: part.start].rstrip()
        after = self.text[part.end :].lstrip()
        dashed = re.search(r"\s-+$", before) is not None  # "... opens up - Sparrow, you're ...": a typed dash
        return (before[-1:] in _BREAKS or dashed) and before != "" and (not after or after[0] in _BREAKS)

    def _no_longer_target(self, part: Record) -> None:
        """'The dockhand tries to shove past Anselm; Anselm holds him back': one acted on in an earlier sentence who
        then acts is the one acting, no longer the one acted on (never acting on themself)."""
        target = self.seen.get("target")
        if target is not None and self.f.get("target") == self.f.get("actor") \
                and re.search(r"[.;!?—–]|\s-+\s", self.text[target.end : part.start]):  # (a dash typed too)
            del self.f["target"]
            del self.seen["target"]

    def _leads(self, index: int) -> bool:
        """Whether the name at index is said to lead: right before a verb of leading the game reads as a group cue
        ('vesna leading', 'Cross leads'), or right after 'led by'."""
        name, nxt = self.current[index], self.current[index + 1] if index + 1 < len(self.current) else None
        if nxt is not None and is_word(nxt, "CUE") and self.cue_kinds.get(str(nxt.value)) == "group" \
                and self._src(nxt).lower() in LEADING and not self.text[name.end : nxt.start].strip():
            return True
        return self.text[: name.start].lower().split()[-2:] == ["led", "by"] and self._group_said()

    def _group_said(self) -> bool:
        """Whether the phrase says a group acts: a cue word the game reads as a group action ('group', 'leads')."""
        return any(is_word(p, "CUE") and self.cue_kinds.get(str(p.value)) == "group" for p in self.later)

    def _npc_beside(self, part: Word, index: int) -> bool:
        """Whether `part` names one the GM plays as the subject of a clause (it opens the clause, or a verb follows it)
        in a post where a player's character is the subject of a clause of its own: that one acts, the NPC is the
        scene."""
        if part.value not in self.npcs or self._in_aside(part):
            return False
        led = re.findall(r"[\w']+", re.split(r"[,;.:!?(]", self.text[: part.start])[-1].lower())
        if len(led) == 1 and (led[0] in PLACE_PREPOSITIONS or led[0] in ("at", "toward", "towards", "near")):
            return False  # ("sneaks to K6, past the sentry": where the deed before goes, the one it is on)
        if not (index == 0 or does_next(self.text, part.end) or re.match(_BUSY, self.text[part.end:])):
            return False
        stops = ends(self.text)
        own = sentence_of(part.start, stops)
        if any(sentence_of(p.start, stops) == own and not self._in_aside(p) and (
                type(p) is Dice or is_word(p, "SKILL", "ABILITY")) for p in self.later):
            return False  # ("The bouncer swings at Vex, 4 5. Vex ducks.": the NPC's sentence holds the roll)
        return any(is_word(p, "NAME") and p.value not in self.npcs and not self._in_aside(p)  # type: ignore[attr-defined]
                   and (does_next(self.text, p.end) or self._opens_clause(p) or does_after_aside(self.text, p.end))
                   for p in self.later)

    def _opens_clause(self, part: Record) -> bool:
        """Whether a name stands first in its clause, a verb after it ('Kes, eyes down, studies him')."""
        return any(part is clause[0] for clause in self.parts_of.values() if clause) or \
            re.match(r"\s*,\s+\w+\s+\w+s\b", self.text[part.end:]) is not None

    def _acts(self, index: int) -> bool:
        """Whether a name is a subject: it opens its clause (or follows the acting name: 'Vex and Dex climb') and an
        action word comes next."""
        before = self.current[:index]
        joined = not before or self.text[before[-1].end : self.current[index].start].strip(" ,&").lower() in ("", "and")
        opens = not before or (len(before) == 1 and is_word(before[0], "NAME") and joined  # ("tomasz goes at vance")
                               and before[0].value == self.f.get("actor"))  # type: ignore[attr-defined]
        after = self.current[index + 1 : index + 2]
        if self._possessive(self.current[index]) and any(self._src(p).lower().endswith("ing") for p in after):
            return False  # "The Impresario's watching from the wings": what one is doing, said with 's, a
            # sentence of the scene beside the roll (never a second roll asked about)
        return opens and any(is_word(p, "VERB", "TRICK", "SKILL") for p in after)

    def _possessive(self, part: Record) -> bool:
        """Whether a name is said as an owner: 'Dex's', "Dex’s", 'Dexs' (a transcriber's, with no apostrophe)."""
        said = self._src(part).lower()
        return said.endswith(("'s", "’s", "s'")) or said == f"{getattr(part, 'value', '')}s".lower()

    def _owns_the_deed(self, index: int) -> bool:
        """Whether the name at index is said as the owner of the action word right after it ("Bao's bluff",
        "Okoro's Single Shot"): the deed is theirs, so the roll is."""
        named, nxt = self.current[index], self.current[index + 1] if index + 1 < len(self.current) else None
        if not (is_word(named, "NAME", "POSS") and self._possessive(named) and nxt is not None
                and is_word(nxt, "VERB", "TRICK", "SKILL") and not self.text[named.end : nxt.start].strip()):  # type: ignore[attr-defined]
            return False
        if index and is_word(self.current[index - 1], "VERB", "TRICK", "SKILL"):
            return False  # "read the guard's mind": the deed is said right before, the name is whose mind
        said = self._src(nxt).lower()
        if said in HELPING:
            return False  # never help given ("Abel's help")
        if is_word(nxt, "TRICK", "SKILL"):
            return True
        # a deed said as a verb's noun ("bluff", "punch", "sledgehammer swing"), never a thing that is no doing
        # ("Perpetua's ritual": what she has, the roll read on)
        deed = [nxt]
        if index + 2 < len(self.current) and is_word(self.current[index + 2], "VERB") \
                and not self.text[nxt.end : self.current[index + 2].start].strip():
            deed.append(self.current[index + 2])
        return any("VERB" in word_classes(self._src(p).lower().split()[-1]) for p in deed)

    def _setup_after(self, index: int) -> bool:
        """Whether the name at index is said as the owner of a setup right after it ("Thorn's setup ..."), or as the
        one who sets it up ("Marisol sets it up, Bogdan wrecks the wall", "Amara setup for +1 effect")."""
        named, nxt = self.current[index], self.current[index + 1] if index + 1 < len(self.current) else None
        if is_word(named, "NAME") and not self._possessive(named) and nxt is not None and is_word(nxt, "CUE") \
                and self.cue_kinds.get(nxt.value) == "setup" and not self.text[named.end : nxt.start].strip() \
                and any(is_word(p, "NAME") and p.value != named.value for p in self.later):  # type: ignore[attr-defined]
            return True  # (and someone else, whom it is set up for, acts)
        return is_word(named, "NAME", "POSS") and self._possessive(named) and nxt is not None \
            and is_word(nxt, "CUE") and self.cue_kinds.get(nxt.value) == "setup" \
            and not self.text[named.end : nxt.start].strip()  # type: ignore[attr-defined]

    def _adverb_closing(self, part: Record) -> bool:
        """A word that may be an adverb, closing its clause right after a condition ("Wounded sore,", "hurt badly."):
        it says how much, and describes no noun the condition would be said of."""
        return "ADV" in word_classes(self._src(part).lower()) and re.compile(r"\s*(?:[,;.!?)]|$)").match(
            self.text, part.end) is not None

    def _owner_in_scene(self, part: Record) -> bool:
        """A possessive right after a preposition opening the phrase ('with Dex's drone overhead, ...', 'under crane's
        covering fire ...', 'thanks to Dex's distraction ...'): the owner of something in the scene."""
        if not self._possessive(part):
            return False
        before = self.text[: part.start].lower().split()
        while before and before[0].strip(",") in _OPENING_WORDS:
            before = before[1:]
        return 0 < len(before) <= 2 and before[0] in _SCENE_PREPOSITIONS \
            and all(w in _SCENE_PREPOSITIONS or w in DETERMINERS for w in before)  # ("at the Vicar's luncheon")

    def _owner_before_subject(self, index: int) -> bool:
        """'after dex's distraction vex sneaks past': a possessive opening the clause, with a name later in it before
        a verb said of that name: the later name acts, the owner is in the scene."""
        if not self._possessive(self.current[index]):
            return False
        return any(is_word(p, "NAME") and self._subject(j) for j, p in enumerate(self.current) if j > index)

    def _i_acts(self) -> bool:
        """Whether the player's 'I' acts in the post: said in a sentence that holds an action word or a rules word
        ("I fire. Dom hasn't missed in years"); never an 'I' of a remark with none ("I sigh. Jonesy dives behind the
        loom. Dice: 4 and 3": Jonesy acts)."""
        if first_i(self.text) is None:
            return False
        stops = sorted({*ends(self.text), *(m.end() for m in re.finditer(";", self.text))})
        bounds = [0, *stops, len(self.text)]
        mine = {n for n in range(len(bounds) - 1) if first_i(self.text[bounds[n] : bounds[n + 1]]) is not None}
        return any(sentence_of(p.start, stops) in mine and (type(p) is not Word or p.type not in (
            "WORD", "NAME", "SCENE", "SEP", "PRONOUN")) for p in self.later)

    def _inverted(self, index: int) -> bool:
        """A name said as the subject in the inverted order: after 'did' ('did Hesper entreat the Abbess', 'Alone did
        Gideon hold the gate'), or after a verb of saying that closes a quotation ("'Hark,' said Elspeth")."""
        if self._src(self.current[index]).lower().endswith(("'s", "’s", "s'")):
            return False
        before = self.text[: self.current[index].start]
        if _INVERTED_BEFORE.search(before):
            return True
        tag = _SPEECH_TAG_BEFORE.search(before)
        return tag is not None and _speech_verb(tag.group(1))

    def _subject(self, index: int, *, plain: bool = False) -> bool:
        """A name right before a verb in the third person ('Jonesy shoots him') is someone else acting. `plain`: a
        verb the game does not know counts too, after any adverbs ('moth totally yeets herself over'). Never one said
        as what they would be ('Sprout would be so opposed')."""
        after = self.current[index + 1 : index + 2]
        if _WOULD_BE.match(self.text, self.current[index].end):
            return False
        if after and self._inverted(index):
            return True
        if plain and self._told_who_then_acts(index):
            return True  # "police confirm the desk sergeant, 52, a veteran of the force, searched the crowd"
        if plain and after and not self._src(self.current[index]).lower().endswith(("'s", "’s", "s'")):
            k = index + 1
            while k < min(len(self.current), index + 4) and is_word(self.current[k], "WORD") \
                    and adverb(self._src(self.current[k]).lower()):
                k += 1
            if k < len(self.current) and is_word(self.current[k], "WORD", "VERB", "TRICK") \
                    and said_of_someone(self._src(self.current[k]).split()[0].lower()):
                return "," not in self.text[self.current[index].end : self.current[k].start]
        held = next((p for p in self.current[index + 1 : index + 4] if not is_word(p, "WORD")), None)
        if held is not None and is_word(held, "VERB", "TRICK") and re.fullmatch(_HELD,
                self.text[self.current[index].end : held.start]):
            after = [held]  # "the guard in a red coat grabs her": what the one named wears, then the verb
        if not after or not is_word(after[0], "VERB", "TRICK"):
            return False
        if self._src(self.current[index]).lower().endswith(("'s", "’s", "s'")):  # "patch up Ripper's wounds"
            return False
        gap = self.text[self.current[index].end : after[0].start]
        between = [] if re.fullmatch(_HELD, gap) else gap.split()
        tried = [w.lower() for w in between if not w.lower().endswith("ly")]
        if len(tried) == 2 and tried[0] in TRYING and tried[0].endswith("s") and tried[1] == "to" \
                and not re.search(_WHILE_BEFORE, self.text[: self.current[index].start]):
            return True  # "... the firefight Oduya tries to repair the radio": the one trying does it (but "keep my
            # nerve while Brick tries to intimidate me" is what Brick does around the roll)
        if any(not w.lower().endswith("ly") for w in between):  # "stab the merchant in the ribs" ("Jonesy quickly
            return False  # shoots him" is still Jonesy acting)
        word = self._src(after[0]).split()[0].lower()
        return word.endswith("s") and not word.endswith("ss")
