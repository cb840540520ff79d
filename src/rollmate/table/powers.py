"""What a face lets the one at its seat do: the capability set every line is answered with (Table.answer).

A face names its set once; the table decides from it what a line may do, so the faces stay thin and a new face
(a chat bot, a VTT module) picks the set that fits it instead of copying the table's rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from rollmate.grammar.raw import MAX_PHRASE
from rollmate.rules.records import FrozenRecord


@dataclass(frozen=True, eq=False, repr=False)
class May(FrozenRecord):
    """What a face may do at its seat."""

    anyone: bool = False  # roll and spend for any character, grant, undo, switch the campaign: the GM's seat
    files: bool = False  # /load and /export read and write files of the machine the table runs on; /quit leaves
    secret: bool = False  # roll in secret, to be revealed later where the GM can reveal it (the page, MCP)
    next_line: bool = True  # a question stays open for the next line; else it comes back as data, nothing kept open
    rolls: bool = True  # False: a phrase is answered with its odds, nothing rolled or spent (`rollmate odds`)
    longest: int | None = MAX_PHRASE  # characters in one line (None: the grammar's own limit on a phrase, a command has more)
    face: str = "this face"  # how a refusal names the face ("the one-shot command")


CHAT = May(anyone=True, files=True, longest=None, face="the chat")  # the terminal's chat: whoever has the log plays every part
ONE_SHOT = May(anyone=True, files=True, next_line=False, longest=None, face="the one-shot command")  # `rollmate roll`
ODDS = May(anyone=True, files=True, next_line=False, rolls=False, longest=None, face="the one-shot command")  # `rollmate odds`
GM_PAGE = May(anyone=True, secret=True, face="the table's page")
SEAT = May(face="the table's page")  # a seat's link: its own character only
MCP = May(anyone=True, secret=True, face="MCP")  # its roll tool answers a question itself (tools.roll)
