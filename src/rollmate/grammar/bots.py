"""A dice bot's roll pasted into a post, read as one: its notation, the faces it shows and the bot's sum.

Bots print a roll as notation, faces and their sum, in one of a few shapes: '3d6 (6, 5, 6) = 17',
'`2d6` Result: [5, 2] = 7', '[2d6] ⇒ (6, 4) ⇒ 10', '1d10 (8) + 1d10 (9) = 17' (post.py has made the arrows '='
already, and raw.py brackets '('). The faces are the dice. The notation says which dice they are, and goes with them
to the rules, which refuse dice their roll does not use (a pasted 2d6 for a roll of 2d10). The number after '=' is
the bot's own arithmetic, no rules value: it is checked against the faces and read as nothing more.

A virtual tabletop's log adds the faces up as it shows them ('rolling 2d6+2 = (3+4)+2 = 9'), and a bot prints its
sum after a label ('Result: 11', 'Total 15'). A number typed into the bot with the dice ('2d6+2', '[2d6+1]', '(3, 4)
+ 2 = 9') is the player's bonus for the roll said again: the rules check it against the sheet and never add it.
"""

from __future__ import annotations

from dataclasses import dataclass

from rollmate.errors import PhraseError
from rollmate.grammar.idioms import dice_idiom
from rollmate.grammar.raw import Raw, touching
from rollmate.rules.records import FrozenRecord

# Words a bot prints between its notation and the faces ("`2d6` Result: [5, 2]", "[3d6] Roll: [6, 4, 1]").
_BETWEEN = frozenset({"result", "results", "rolled", "rolls", "roll"})
# Words a bot prints before its sum ("Roll: [6, 4] Result: 10", "7, 8 Total 15").
_SUM_WORDS = frozenset({"result", "total"})


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class BotRoll(FrozenRecord):
    """What a bot's roll took: `size` raw pieces from where it starts, its faces, its dice as notation ('3d6'), and
    where its notation and faces end in the phrase."""

    size: int
    faces: tuple[int, ...]
    said: str
    end: int
    typed: tuple[int, int, int] | None = None  # a number typed into the bot with the dice: (value, start, end)


def bot_roll(raws: list[Raw], i: int, text: str) -> BotRoll | None:
    """The bot's roll whose notation is raws[i], or None when no faces in brackets follow it (then the notation is
    read as before: '2d10 = 7, 2', 'roll 3d6'). A line whose parts disagree is refused: faces that are not what the
    notation rolls, or a sum that is not theirs."""
    faces: list[int] = []
    dice: list[tuple[int, int]] = []
    j = i
    end = raws[i].start
    typed: tuple[int, int, int] | None = None
    while True:
        term = _term(raws, j)
        if term is None:
            if not dice:
                return None
            break
        j, count, sides, shown, command = term
        typed = typed or command
        _check_term(raws, text, count, sides, shown)
        dice.append((count, sides))
        faces += [face for face, _ in shown]
        end = raws[j - 1].start + 1
        if not (j + 1 < len(raws) and raws[j].text == "+" and raws[j + 1].kind == "notation"):
            break
        j += 1  # "1d10 (8) + 1d10 (9)": one roll of two dice
    sizes = {sides for _, sides in dice}
    if len(sizes) > 1:
        said = text[raws[i].start : end]
        raise PhraseError(f"'{said}' rolls two kinds of dice; a roll here uses one kind", text=text,
                          column=raws[i].start + 1, length=len(said),
                          hint="Paste the roll of this game's dice alone, or say the dice, e.g. 'rolled 6 4'.")
    j, added = _added(raws, j, text, typed)
    if added is not None and typed is not None and added[0] != typed[0]:
        raise PhraseError(f"The bot was asked for {typed[0]:+d} but added {added[0]:+d}: which is it?", text=text,
                          column=added[1] + 1, length=added[2] - added[1],
                          hint="Paste the bot's line as it came, or say the dice alone, e.g. 'rolled "
                               f"{' '.join(map(str, faces))}'.")
    typed = added or typed
    j = _bots_sum(raws, j, text, tuple(faces), typed[0] if typed else 0)
    if j < len(raws) and (idiom := dice_idiom(raws, j)) is not None and sorted(idiom[1]) == sorted(faces):
        j += idiom[0]  # "... = 12 BOXCARS": the bot's cheer, the same dice said again
    return BotRoll(j - i, tuple(faces), f"{sum(c for c, _ in dice)}d{sizes.pop()}", end, typed)


def opens_roll(raws: list[Raw], j: int) -> bool:
    """Whether a bot's roll opens at raws[j]: its notation, then its faces in brackets."""
    return _term(raws, j) is not None


def _term(raws: list[Raw], j: int
          ) -> tuple[int, int, int, list[tuple[int, int]], tuple[int, int, int] | None] | None:
    """One notation and its faces from raws[j] ('3d6 (6, 5, 6)', '2d6) = (6, 4)', '`2d6` Result: [5, 2]', '2d6+2 =
    (3+4)'): where reading goes on, the count and sides, each face with where it stands, and a number typed into the
    bot with the dice ('2d6+2': (value, start, end)); or None."""
    if j >= len(raws) or raws[j].kind != "notation":
        return None
    count_text, sides_text = raws[j].low.rstrip("s").split("d")
    count, sides = int(count_text or 1), int(sides_text)
    j += 1
    typed = None
    if j < len(raws) and raws[j].kind == "signed" and touching(raws, j):  # "2d6+2 = (3+4)+2", "[2d6+1]"
        typed = (int(raws[j].text.replace(" ", "")), raws[j].start, raws[j].start + len(raws[j].text))
        j += 1
    while j < len(raws) and (raws[j].kind == "mark" and raws[j].text in "):" or raws[j].low in _BETWEEN):
        j += 1  # "[2d6] ⇒ (6, 4)", "`2d6` Result: [5, 2]", "2d10 → (1, 2)"
    if j >= len(raws) or raws[j].text != "(":
        return None
    shown: list[tuple[int, int]] = []
    j += 1
    while j < len(raws) and raws[j].kind == "number" and raws[j].text.isdigit():
        shown.append((int(raws[j].text), raws[j].start))
        j += 1
        if j < len(raws) and raws[j].text == ",":
            j += 1
        while j < len(raws) and raws[j].kind == "signed" and raws[j].text[0] == "+" and raws[j].text[1:].isdigit() \
                and touching(raws, j):  # "(3+4+2)": a tabletop's log adds the faces up as it shows them
            shown.append((int(raws[j].text[1:]), raws[j].start + 1))
            j += 1
    if not shown or j >= len(raws) or raws[j].text != ")":
        return None
    return j + 1, count, sides, shown, typed


def _check_term(raws: list[Raw], text: str, count: int, sides: int, shown: list[tuple[int, int]]) -> None:
    """A bot shows a face for each die its notation rolls, each a face of that die."""
    if len(shown) != count:
        first, last = shown[0][1], shown[-1][1]
        raise PhraseError(f"'{count}d{sides}' rolls {count} {'die' if count == 1 else 'dice'}, but {len(shown)} "
                          f"{'face is' if len(shown) == 1 else 'faces are'} shown", text=text, column=first + 1,
                          length=last - first + 1,
                          hint="Paste the bot's line as it came, or say the dice, e.g. 'rolled 6 4'.")
    for face, at in shown:
        if not 1 <= face <= sides:
            raise PhraseError(f"A d{sides} shows 1 to {sides}; {face} is not a face of it", text=text,
                              column=at + 1, length=len(str(face)))


def _added(raws: list[Raw], j: int, text: str, typed: tuple[int, int, int] | None
           ) -> tuple[int, tuple[int, int, int] | None]:
    """'2d6 (3, 4) + 1 = 8': a number the bot added to the dice before its sum is the one the player typed into it,
    their bonus for the roll said again, which the rules check against the sheet, never add twice nor drop: where
    reading goes on, and (value, start, end) of what was added, or None. After a number typed with the notation
    ('2d6+2 = (3+4)+2'), the number after the faces is that one again, with or without the sum (the working may have
    taken the sum)."""
    k = j
    while k < len(raws) and raws[k].kind == "signed":
        k += 1
    if k == j:
        return j, None
    value = sum(int(raws[n].text.replace(" ", "")) for n in range(j, k))
    if typed is None and not (k < len(raws) and _sum_opens(raws, k, text)):
        return j, None
    return k, (value, raws[j].start, raws[k - 1].start + len(raws[k - 1].text))


def _sum_opens(raws: list[Raw], j: int, text: str) -> bool:
    """raws[j] opens the bot's sum: '=' (an arrow, as post.py gives it) or a label ('Result:', 'Total')."""
    return raws[j].kind == "mark" and text[raws[j].start] == "=" or raws[j].low in _SUM_WORDS


def _bots_sum(raws: list[Raw], j: int, text: str, faces: tuple[int, ...], typed: int) -> int:
    """Past the bot's '= N' ('Result: N', 'Total N') after the faces, when N is their sum with what was typed into
    the bot; a sum that is not theirs is refused, never read as a second set of dice or a total the rules would use."""
    if not (j < len(raws) and _sum_opens(raws, j, text)):
        return j
    k = j + 1
    if raws[j].kind == "word" and k < len(raws) and raws[k].kind == "mark" and raws[k].text == ":":
        k += 1  # "Result: 11"
    if not (k < len(raws) and raws[k].kind == "number" and raws[k].text.isdigit()):
        return j
    said = int(raws[k].text)
    if said != sum(faces) + typed:
        shown = text[raws[j].start : raws[k].start + len(raws[k].text)]
        added = f" {typed:+d}".replace("+", "+ ").replace("-", "- ") if typed else ""
        raise PhraseError(f"'{shown}' is not the sum of the dice shown ({' + '.join(map(str, faces))}{added} = "
                          f"{sum(faces) + typed})", text=text, column=raws[j].start + 1, length=len(shown),
                          hint="Paste the bot's line as it came, or say the dice alone, e.g. 'rolled 6 4'.")
    return k + 1
