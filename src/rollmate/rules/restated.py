"""Numbers of the sheet a phrase says again, checked against the sheet and never added to the roll.

"I'm at -2", "my Hard is +2", "my bonus is +12", the +2 of a dice roller's '2d6+2': one that matches counts once (the roll already has it), one that
does not is refused naming both numbers, except where the post adds up its dice ('3+3 = 6, +2 Hot = 8'): there it
is the player's working, so the sheet's number is used and a note names both; but a whole bonus claimed bare
("plus my +9") that the sheet does not give is asked about there too, for it may hold a modifier the GM can't see.

Each game says what its numbers are (`own`): which value "I'm at -2" or "my rating's 3" restates (FIST's attribute,
a PbtA stat, a Blades action rating, Ghostburn's bonus on the dice), what "my modifier" and "my pool" are, and how
to look up a named rules word on the roller's sheet (`sheet`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from rollmate.errors import RulesError
from rollmate.rules.request import RollRequest

if TYPE_CHECKING:
    from rollmate.rules.request_parts import Restated

CORRECTED = "a number your working says again is checked, never added"  # ends a note check returns
PART = "part"  # dice said bare in a pool's sum ('Tinker 3 + 1 = 4d'): the sum's total accounts for them
# A restated value's kind -> how the refusal names it when the game has nothing of that kind.
_KIND_WORDS = {"rating": "rating", "bonus": "bonus on the dice", "pool": "dice pool",
               "typed": "number typed into a dice roller"}
TYPED = "typed"  # a number typed into a dice roller with the dice ('!roll 2d6+2'): the roll's bonus said again


def check(request: RollRequest, *, who: str | None, title: str, own: Mapping[str, tuple[str, int | None]],
          sheet: Callable[[str], int | None], signed: bool = True,
          adjust: str = "a modifier the GM gave, with its reason (e.g. '+1 for the scope')",
          others: Callable[[str, str], int | None] | None = None, reckoned: bool = False) -> list[str]:
    """Refuse a restated number that is not what the sheet says, or that the game has no place for; return the notes
    for the numbers of the player's working that the sheet corrects.

    `own`: kind ("rating", "bonus", "pool") -> (what the game calls it for this roll, its value; None: the game
    has no such number, so the restated one is refused). `sheet(name)`: the roller's value of a named rules word,
    None when the sheet has none. `signed`: the game writes its numbers +2 / -1. `adjust`: how the game takes what
    the GM changes for this roll, for the refusal to point to. Nobody's sheet loaded (`who` None): nothing to check
    against, so it is refused. `others(whose, name)`: another loaded character's value of a named rules word
    ("Bastian's Resilience is 4"), None when their sheet has none; a game that passes none refuses such a number.
    `reckoned`: a rating or bonus said in a post that adds up its dice is the player's reckoning, and one that
    disagrees is noted, the sheet's number used (never one typed into a dice roller: the GM asks what it was); a game passes True only where it shows the notes returned (Blades'
    rules ask about a differing rating, so it never does)."""
    notes: list[str] = []
    if request.restated and who is None:
        said = request.restated[0]
        raise RulesError(f"'{said.said}': no sheet is loaded to check it against. Load the character's sheet, or "
                         f"give the number as a modifier (e.g. '{said.value:+d}').")
    for said in request.restated:
        if said.kind == PART:
            continue  # dice said bare in a pool's sum: its total, said with it, is checked
        if said.whose is not None and said.whose != who:
            _check_anothers(said, title, signed, others)
            continue
        counted = said.kind == "pool"  # dice are counted, never signed: "three dice", "my pool's 10 dice"
        shown = f"{said.value:+d}" if signed and not counted else str(said.value)
        if said.of is not None and said.kind == "rating":
            name, value = said.of, sheet(said.of)
            if value is None:
                raise RulesError(f"'{said.said}' says {who}'s {name} is {shown}, but {who}'s sheet has no {name}. "
                                 f"A number of the sheet said again is checked, never added.")
        else:
            name, value = own.get(said.kind, ("", None))
            if value is None:
                raise RulesError(f"'{said.said}': {title} has no {_KIND_WORDS.get(said.kind, said.kind)} to say "
                                 f"{shown} of on this roll. Say the roll without it (the sheet gives the numbers); "
                                 f"what the GM changes is said as {adjust}.")
        if value != said.value and counted:
            raise RulesError(f"'{said.said}' says {shown} dice, but {who}'s {name} takes {value}. The dice said again "
                             f"are checked, never added: drop the count, or say what the GM changes as {adjust}.")
        if value != said.value and request.worked and reckoned and said.kind != TYPED and not (
                _claimed(said) and said.value not in {v for _, v in own.values()}):
            sheet_shown = f"{value:+d}" if signed else str(value)
            notes.append(f"'{said.said}' says {shown}, but {who}'s {name} is {sheet_shown} on the sheet, and the "
                         f"sheet's is used: {CORRECTED}.")
        elif value != said.value:
            sheet_shown = f"{value:+d}" if signed else str(value)
            raise RulesError(f"'{said.said}' says {shown}, but {who}'s {name} is {sheet_shown} on the sheet. A number "
                             f"of the sheet said again is checked, never added: drop it or fix the sheet (what "
                             f"the GM changes is said as {adjust}).")
    return notes


# Whose a bonus is said to be, with nothing saying what it is made of ("plus my +9", "and her +4").
_OWNERS = frozenset({"my", "her", "his", "their"})


def _claimed(said: Restated) -> bool:
    """Whether a restated number is the player's claim of their whole bonus, said bare ("plus my +9"): one that is
    no number of the sheet for this roll (neither the whole bonus nor the rating it is built on, which a player who
    forgets an ongoing +1 says) may hold a modifier only the player knows of (an aug, the GM's +2), so it is asked
    about even inside working. A number said with the rules word it is of ("+2 Hot", "+3 CRE") is a slip of that word, which
    the sheet corrects; so is a bare step of the working ("+7 (Awa 4, Perception 3)")."""
    return said.kind == "bonus" and said.of is None and (said.said.lower().split() or [""])[0] in _OWNERS


def _check_anothers(said: Restated, title: str, signed: bool, others: Callable[[str, str], int | None] | None) -> None:
    """Another loaded character's number said again ("Bastian's Resilience is 4"): checked against their sheet."""
    shown = f"{said.value:+d}" if signed else str(said.value)
    whose, name = str(said.whose), str(said.of)
    value = others(whose, name) if others is not None else None
    if others is None or value is None:
        raise RulesError(f"'{said.said}' says {whose}'s {name} is {shown}, but {title} takes no {name} of {whose}'s "
                         f"on this roll{'' if others is None else f', and {whose} has none on the sheet'}. A number "
                         "of a sheet said again is checked, never added: say the roll without it.")
    if value != said.value:
        sheet_shown = f"{value:+d}" if signed else str(value)
        raise RulesError(f"'{said.said}' says {shown}, but {whose}'s {name} is {sheet_shown} on the sheet. A number "
                         f"of the sheet said again is checked, never added: drop it or fix the sheet.")


def corrected(notes: tuple[str, ...] | list[str]) -> dict[str, str]:
    """The numbers of the player's working that the sheet corrected, from the notes check returns: the words said ->
    what the reading says of them ("your working: Wren's Hot is +1 on the sheet, which is used")."""
    fixed = {}
    for note in notes:
        if note.startswith("'") and note.endswith(f"{CORRECTED}.") and (head := note[1:].split("' says ", 1))[1:]:
            why = head[1].split(", but ", 1)[-1].split(", and the sheet's is used", 1)[0]
            fixed[head[0]] = f"your working: {why}, which is used"
    return fixed


def correction(fixed: dict[str, str], text: str, start: int) -> str | None:
    """What the reading says of the words at text[start:], if they are a number of the working the sheet corrected."""
    return next((note for said, note in fixed.items() if text.startswith(said, start)), None)


def matched(request: RollRequest, notes: tuple[str, ...] = ()) -> list[str]:
    """The 'Read as' parts for the restated numbers of a roll that was made (each one was checked): "'I'm at -2'
    matches the sheet"; one of the player's working that the sheet corrected (`notes`, from check) is shown with
    the reading's clauses not used instead."""
    fixed = corrected(notes) if request.worked else {}
    return [f"'{said.said}' is counted in the pool said" if said.kind == PART else f"'{said.said}' matches the roll"
            if said.kind == "pool" else f"'{said.said}' matches {said.whose}'s sheet" if said.whose is not None
            else f"'{said.said}' matches the sheet" for said in request.restated if said.said not in fixed]
