"""The table's commands, one registry: each command's name, its arguments (typed), who may use it and its help.

/help in the chat, the GM page's tools and the MCP server's tools are all made from it, and a command it lacks can't
be typed anywhere. Who may use a command: any player (PLAYER), the GM (GM: the GM's page, MCP, the terminal chat), or
only the terminal chat at the machine the table runs on (TERMINAL: it reads or writes that machine's files)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, TypeVar

from rollmate.grammar import chat_records as r
from rollmate.grammar import slash_records as s
from rollmate.grammar.raw import MAX_PHRASE
from rollmate.grammar.slash import Arg
from rollmate.rules.records import FrozenRecord
from rollmate.rules.registry import SYSTEMS

PLAYER, GM, TERMINAL = "player", "gm", "terminal"
Role = Literal["player", "gm", "terminal"]
MAY_USE: dict[str, tuple[str, ...]] = {PLAYER: (PLAYER,), GM: (PLAYER, GM), TERMINAL: (PLAYER, GM, TERMINAL)}
@dataclass(frozen=True, eq=False, repr=False)
class Command(FrozenRecord):
    """One command. `typed`: a chat line '/name ...' does it; `tool`: the MCP tool that does it; `page`: the GM
    page's tool for it ('line' says '/name ARGS' at the GM's seat, 'post' posts the arguments to its own route);
    `writes`: it may change the log; `program`: what a program is told of it (default: `help`); `record`: what
    grammar/slash.py reads a typed line into (its fields are the arguments' names); `example`: its arguments as the
    chat's help would type them."""

    name: str
    who: Role
    help: str
    args: tuple[Arg, ...] = ()
    typed: bool = True
    tool: str | None = None
    page: Literal["", "line", "post"] = ""
    label: str = ""
    writes: bool = False
    program: str = ""
    record: type | None = None
    example: str = ""

    @property
    def slash(self) -> str:
        return f"/{self.name}"

    @property
    def usage(self) -> str:
        """How the chat's help writes it: '/grant NAME [N] [RESOURCE]'."""
        return " ".join([self.slash, *(a.usage for a in self.args if a.said)])

    @property
    def said(self) -> str:
        """What the chat's help says of it: 'NAME [N] [RESOURCE]: the GM gives ...'."""
        usage = self.usage[len(self.slash):].strip()
        return f"{usage}: {self.help}" if usage else self.help

    @property
    def described(self) -> str:
        return self.program or self.help


NUMBER = Arg("roll", "number", "a roll's number in the log (its id)", said="N", low=1)
CHARACTER = Arg("character", "character", "a character at the table, e.g. 'Vex'", said="NAME")
ROLL = ("Roll one action and log it: the JSON result with the reading of the phrase, dice, outcome, steps, odds. What "
        "the roll lacks comes back as an error whose structuredContent.question names the missing part, its allowed "
        "values and whole phrases that answer it; nothing is rolled then.")

COMMANDS: tuple[Command, ...] = (
    # --- what anyone at the table may do -------------------------------------------------------------------------
    Command("help", PLAYER, "examples and commands for the active system",
            (Arg("command", "text", "a command to say more of, or 'commands'", said="NAME", required=False),),
            record=s.Help, example="grant"),
    Command("learn", PLAYER, "a guided first roll, step by step (practice)", record=s.Learn),
    Command("party", PLAYER, "who is loaded, who acts, resources left", tool="party",
            program="The characters at the table: sheets (skills, attributes) and what each holds now; the NPCs.",
            record=s.Party),
    Command("sheet", PLAYER, "a character's sheet and what they have left (default: who acts)",
            (Arg("character", "character", "a character at the table, e.g. 'Vex'", said="NAME", acting=True),),
            tool="sheet", program="A character's sheet and what they hold now.", record=r.ShowSheet, example="Vex"),
    Command("roll", PLAYER, "roll one action and log it (in the chat: say what the character does)",
            (Arg("phrase", "text", "what the character does, e.g. 'climb the wall, Athletics -2'"),
             Arg("character", "character", "who rolls (default: whoever the phrase names)", required=False),
             Arg("dice", "faces", "faces already rolled at the table, to resolve", required=False),
             Arg("seed", "number", "dice seed 0..999999999: the same seed, the same dice", required=False),
             Arg("secret", "flag", "a secret roll: only the GM sees it until revealed", required=False,
                 default=False),
             Arg("confirm", "flag", "spend even where the rules say it can't change the outcome", required=False,
                 default=False)),
            typed=False, tool="roll", writes=True, program=ROLL),
    Command("odds", PLAYER, "the exact chance of every outcome of an action (in the chat: 'odds of ...')",
            (Arg("phrase", "text", "the action, e.g. 'Firearms vs Hard'"),
             Arg("character", "character", "who would roll", required=False)),
            typed=False, tool="odds", program="The exact chance of every outcome of an action; nothing is rolled or "
                                              "spent. What the action lacks comes back as roll's does."),
    Command("explain", PLAYER, "what a game term means (in the chat: 'what is ...?')",
            (Arg("term", "text", "a game term, e.g. an outcome's name, a condition or a rule"),),
            typed=False, tool="explain", program="What a game term (an outcome, a condition, a rule) means, in plain "
                                                 "words."),
    Command("how", PLAYER, "how a roll or a rule works, which roll an action calls for, the odds, a term; nothing is "
                           "rolled (in the chat: 'how do rolls work?', 'what should I roll to ...?')",
            (Arg("question", "text", "a newcomer's question, e.g. 'how do rolls work?', 'what should I roll to sneak "
                                     "past the guard?'"),
             Arg("character", "character", "whose sheet the answer uses (default: the first)", required=False)),
            typed=False, tool="how",
            program="Teach: how the game's roll or a rule works with a character's numbers, which roll an action calls "
                    "for and its chances, the odds, a term; the chat's own answer. Nothing is rolled or spent."),
    Command("end-turn", PLAYER, "end the turn: bonuses carried through it are gone (in the chat: 'end turn')",
            typed=False, tool="end_turn", writes=True, program="End the turn: bonuses carried through it are gone."),
    # --- the GM's -------------------------------------------------------------------------------------------------
    Command("history", GM, "the last N rolls (default 10)",
            (Arg("limit", "number", "how many of the latest rolls", said="N", required=False, default=10, low=1),),
            tool="log", program="The campaign's latest rolls, oldest first (the GM's secret ones too, marked).",
            record=s.History, example="20"),
    Command("show", GM, "roll N again with its full explanation", (NUMBER,), tool="show_roll",
            program="One roll of this campaign's log, whole (the GM's secret ones too, marked).", record=s.Show,
            example="3"),
    Command("replay", GM, "roll N again from its seed and check it gives the same result", (NUMBER,),
            record=s.Replay, example="3"),
    Command("grant", GM, "the GM gives a character N more (-N takes); 'Vex gains 2' too",
            (CHARACTER,
             Arg("amount", "number", "how many; a negative number takes away", said="N", required=False, default=1,
                 low=-99, high=99),
             Arg("resource", "resource", "a resource by its name in the game (default: the game's own)", said="RESOURCE",
                 required=False, longest=40)),
            tool="grant", page="line", label="Grant", writes=True,
            program="Give a character `amount` of a resource (a negative amount takes it away); the game's own "
                    "resource unless named as the game names it. At the game's cap nothing moves, and `changed` is "
                    "empty.", record=r.Grant, example="Vex 1"),
    Command("undo", GM, "take back the last roll or grant: a roll stays in the log, marked void, and what it spent "
                        "comes back", tool="undo", page="line", label="Undo the last roll", writes=True,
            program="Take back the campaign's last roll (it stays in the log, marked void, and what it spent comes "
                    "back) or grant.", record=s.Undo),
    Command("campaign", GM, "which campaign's ledgers and rolls this chat uses, or switch to another",
            (Arg("name", "text", "the campaign to switch to (leave out to see the one in play)", said="NAME",
                 required=False, longest=200),),
            tool="campaign", page="line", label="Switch campaign", writes=True,
            program="The campaign the table plays, or a switch to another (each keeps its own ledgers, rolls and "
                    "sessions).", record=s.Campaign, example="Other Night"),
    Command("new-session", GM, "start a new game session (resources that refill each session come back)",
            tool="new_session", writes=True,
            program="A new game session: resources that refill each session come back.", record=s.NewSession),
    Command("teach", GM, "the full rulebook walk-through, or a one-line result",
            (Arg("mode", "flag", "on: every rulebook step; off: one line per roll; left out: the other way",
                 said="on|off", required=False),), record=s.Teach, example="on"),
    Command("system", GM, f"{', '.join(SYSTEMS)}",
            (Arg("name", "text", "a game", said="NAME", required=False),), record=s.System, example=SYSTEMS[0]),
    Command("profile", GM, "a rules profile of the system",
            (Arg("name", "text", "a profile", said="NAME", required=False),), record=s.Profile, example="rules"),
    Command("reveal", GM, "show a secret roll to everyone (on the page: its roll's button)", (NUMBER,),
            typed=False, tool="reveal", writes=True, program="Show a secret roll to everyone (a chained entry in the "
                                                              "log)."),
    Command("ask", GM, "ask a player for a roll: the phrase shows on their page, one click away",
            (CHARACTER, Arg("phrase", "text", "the roll asked for, e.g. 'Sneak, Hard'", longest=MAX_PHRASE)),
            typed=False, tool="ask", page="post", label="Ask", writes=True,
            program="Ask a player for a roll: the phrase shows on their page, one click away. Pages hear it through "
                    "the log's server, so it is refused on an SQLite log, where no page would."),
    # --- the terminal chat's own: files of the machine the table runs on, and leaving ---------------------------
    Command("load", TERMINAL, "load a character sheet or party file", (Arg("file", "text", "a file", said="FILE"),),
            record=s.Load, example="party.toml"),
    Command("export", TERMINAL, "this campaign's rolls as a Markdown journal (/export! replaces a file)",
            (Arg("file", "text", "a file", said="FILE", required=False),
             Arg("which", "text", "one game session or all", said="--session N|--all", required=False),
             Arg("force", "flag", "replace a file of that name (/export! or --force)", required=False, default=False)),
            record=s.Export, example="notes.md --session 1"),
    Command("redo", TERMINAL, "put back what the last /undo took back", record=s.Redo),
    Command("quit", TERMINAL, "leave (Ctrl-D does too)", record=r.Quit),
)


def find(name: str) -> Command | None:
    """The command of that name ('grant' or '/grant'), or None."""
    return next((c for c in COMMANDS if c.name == name.lstrip("/")), None)


def usable(role: str) -> tuple[Command, ...]:
    """The commands a role may use, in the registry's order."""
    return tuple(c for c in COMMANDS if c.who in MAY_USE[role])


def typed(role: str) -> tuple[str, ...]:
    """What a role may type after a slash: '/help', '/party', ..."""
    return tuple(c.slash for c in usable(role) if c.typed)


def helps(role: str) -> dict[str, str]:
    """'/name' -> 'USAGE: what it does', for each command a role may type (the chat's /help and completion)."""
    return {c.slash: c.said for c in usable(role) if c.typed}


def tools() -> tuple[Command, ...]:
    """The commands a program (MCP, at the GM's seat) calls as tools."""
    return tuple(c for c in usable(GM) if c.tool)


Call = TypeVar("Call", bound=Callable[..., object])


def describes(tool: str) -> Callable[[Call], Call]:
    """A table call that does a tool: its docstring is what the registry tells a program of that tool, written once
    here (`@registry.describes("grant")` on controls.grant)."""
    command = next((c for c in COMMANDS if c.tool == tool), None)
    if command is None:
        raise LookupError(f"The registry has no tool {tool!r}.")

    def described(call: Call) -> Call:
        call.__doc__ = command.described
        return call
    return described


def page_tools() -> tuple[Command, ...]:
    """The GM page's tools: the forms (commands with arguments) in the registry's order, then the buttons."""
    return tuple(sorted((c for c in usable(GM) if c.page), key=lambda c: not c.args))
