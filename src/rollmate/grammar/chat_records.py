"""What a line typed at the table says when it is one of the chat's own lines, as frozen records (grammar/
chat_sentences.py reads them, loaded only for a line that may be one; the table answers each by its type). `Said` is
any of them or the Phrase every line may be besides (grammar/chat_words.py).

A record says what the words are, never whether the table can answer them: 'what is Off Balance?' is a WhatIs
whatever the game's glossary holds, and the table passes it by when the game has no such term.
"""

from __future__ import annotations

from dataclasses import dataclass

from rollmate.grammar.chat_words import Phrase  # what every line may be besides: loaded without these
from rollmate.rules.records import FrozenRecord


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Quit(FrozenRecord):
    """'quit', 'bye': leave the chat."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Help(FrozenRecord):
    """'help' said alone."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Cancel(FrozenRecord):
    """'never mind', 'scratch that', 'undo': drop the question left open."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Why(FrozenRecord):
    """'why?', 'explain that': the last roll's steps."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class LastOdds(FrozenRecord):
    """'odds', 'what were the odds': the last roll's chances."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class EndTurn(FrozenRecord):
    """'end turn', 'done': what lasts for a turn ends."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Reroll(FrozenRecord):
    """A line that, said alone, re-rolls the last roll with a game's resource (the games' own words)."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class WhatIf(FrozenRecord):
    """'what if I had spent luck?': what a spend would have done to the last roll."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Yes(FrozenRecord):
    """'yes', 'sure', 'spend it anyway': agrees to the question asked."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class No(FrozenRecord):
    """'no', 'keep it': declines the question asked."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Pick(FrozenRecord):
    """'2', 'the second one', 'option 2': one of a question's choices by its place (0 is the first)."""

    index: int


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Blank(FrozenRecord):
    """A line with no words (nothing, or only marks)."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Next(FrozenRecord):
    """'next', 'go on': the lesson's next step."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Stop(FrozenRecord):
    """'stop', 'end the lesson': leave the lesson."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class LetRoll(FrozenRecord):
    """'roll them', 'you do it': rollmate rolls the dice."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Faces(FrozenRecord):
    """'3 9', 'I rolled 3 and 9': the faces of dice rolled at the table, said alone."""

    faces: tuple[int, ...]


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Greeting(FrozenRecord):
    """'hi', 'good evening'."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class WhatCanIRoll(FrozenRecord):
    """'what can I roll?'."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class WhoActs(FrozenRecord):
    """'who is acting?', 'whose turn is it?'."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class MakeCharacter(FrozenRecord):
    """'how do I make a character?'."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class NewHere(FrozenRecord):
    """"I'm new here": how the game's roll works."""


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class HowTo(FrozenRecord):
    """'walk me through a roll', 'how do I push myself', 'explain war dice': how something of the game is done, when
    `term` (its words, no article) names one of the game's topics."""

    term: str


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class HowDoesItWork(FrozenRecord):
    """'how does X work?': the game's topic X, else what its glossary says of X (or that it has nothing)."""

    term: str


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class WhichRoll(FrozenRecord):
    """'what should I roll to X?', 'X, what do I roll?': the roll an action calls for, why, and its chances."""

    action: str


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class OddsQuestion(FrozenRecord):
    """'whats my odds to X', 'how likely am I to X': the chances of an action, nothing rolled."""

    action: str


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class GlossaryLookup(FrozenRecord):
    """'what does X mean?', 'define X': always a question about a term (one the game lacks is said so)."""

    term: str


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class WhatIs(FrozenRecord):
    """'what is X?', 'how is X used?': a question about a term only when the game has X (else it may ask for odds)."""

    term: str


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class ShowSheet(FrozenRecord):
    """'what skills do I have?', "show me Vex's sheet", 'how much luck does Vex have left?', '/sheet Vex': a sheet.
    `character` is the name as said, None for the speaker's own ('I', 'my')."""

    character: str | None


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Grant(FrozenRecord):
    """'Ripper gains a war die', 'take a luck point from Dex', '/grant Vex 2': the GM changes a ledger. `character`
    as said, `amount` negative when taken away, `resource` the resource's key (None: the game's own, as '/grant Vex 2'
    leaves it unsaid)."""

    character: str
    amount: int = 1
    resource: str | None = None


Said = (Quit | Help | Cancel | Why | LastOdds | EndTurn | Reroll | WhatIf | Yes | No | Pick | Blank | Next | Stop
        | LetRoll | Faces | Greeting | WhatCanIRoll | WhoActs | MakeCharacter | NewHere | HowTo | HowDoesItWork
        | WhichRoll | OddsQuestion | GlossaryLookup | WhatIs | ShowSheet | Grant | Phrase)
