"""A dice bot's roll pasted into a post, read as one: its notation, the faces it shows and the bot's sum.

Bots print a roll as notation, faces and their sum, in one of a few shapes: '3d6 (6, 5, 6) = 17',
'`2d6` Result: [5, 2] = 7', '[2d6] ⇒ (6, 4) ⇒ 10', '1d10 (8) + 1d10 (9) = 17' (post.py has made the arrows '='
already, and raw.py brackets '('). The faces are the dice. The notation says which dice they are, and goes with them
to the rules, which refuse dice their roll does not use (a pasted 2d6 for a roll of 2d10). The number after '=' is
the bot's own arithmetic, no rules value: it is checked against the faces and read as nothing more.
"""

from __future__ import annotations

from dataclasses import dataclass

from rollmate.errors import PhraseError
from rollmate.grammar.idioms import dice_idiom
from rollmate.grammar.raw import Raw
from rollmate.rules.records import FrozenRecord

# Words a bot prints between its notation and the faces ("`2d6` Result: [5, 2]").
_BETWEEN = frozenset({"result", "results", "rolled", "rolls"})


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class BotRoll(FrozenRecord):
    """What a bot's roll took: `size` raw pieces from where it starts, its faces, its dice as notation ('3d6'), and
    where its notation and faces end in the phrase."""

    size: int
    faces: tuple[int, ...]
    said: str
    end: int


def bot_roll(raws: list[Raw], i: int, text: str) -> BotRoll | None:
    """The bot's roll whose notation is raws[i], or None when no faces in brackets follow it (then the notation is
    read as before: '2d10 = 7, 2', 'roll 3d6'). A line whose parts disagree is refused: faces that are not what the
    notation rolls, or a sum that is not theirs."""
    faces: list[int] = []
    dice: list[tuple[int, int]] = []
    j = i
    end = raws[i].start
    while True:
        term = _term(raws, j)
        if term is None:
            if not dice:
                return None
            break
        j, count, sides, shown = term
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
    _added(raws, j, text, faces)
    j = _bots_sum(raws, j, text, tuple(faces))
    if j < len(raws) and (idiom := dice_idiom(raws, j)) is not None and sorted(idiom[1]) == sorted(faces):
        j += idiom[0]  # "... = 12 BOXCARS": the bot's cheer, the same dice said again
    return BotRoll(j - i, tuple(faces), f"{sum(c for c, _ in dice)}d{sizes.pop()}", end)


def _term(raws: list[Raw], j: int) -> tuple[int, int, int, list[tuple[int, int]]] | None:
    """One notation and its faces from raws[j] ('3d6 (6, 5, 6)', '2d6) = (6, 4)', '`2d6` Result: [5, 2]'): where
    reading goes on, the count and sides, and each face with where it stands; or None."""
    if j >= len(raws) or raws[j].kind != "notation":
        return None
    count_text, sides_text = raws[j].low.rstrip("s").split("d")
    count, sides = int(count_text or 1), int(sides_text)
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
    if not shown or j >= len(raws) or raws[j].text != ")":
        return None
    return j + 1, count, sides, shown


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


def _added(raws: list[Raw], j: int, text: str, faces: list[int]) -> None:
    """'2d6 (3, 4) + 1 = 8': a number the bot added to the dice before its sum is a rules value of the sheet's or
    the scene's, which the rules add themselves: asked what it is, never added twice nor dropped."""
    k = j
    while k < len(raws) and raws[k].kind == "signed":
        k += 1
    if k == j or not (k + 1 < len(raws) and raws[k].kind == "mark" and text[raws[k].start] == "="):
        return
    added = text[raws[j].start : raws[k - 1].start + len(raws[k - 1].text)]
    raise PhraseError(f"The bot added '{added}' to the dice: what is it?", text=text, column=raws[j].start + 1,
                      length=len(added),
                      hint="rollmate adds the sheet's numbers itself: give the dice alone (e.g. 'rolled "
                           f"{' '.join(map(str, faces))}'), and a bonus the sheet doesn't hold as '+1 for ...'.")


def _bots_sum(raws: list[Raw], j: int, text: str, faces: tuple[int, ...]) -> int:
    """Past the bot's '= N' after the faces, when N is their sum; a sum that is not theirs is refused, never read as
    a second set of dice or a total the rules would use."""
    if not (j + 1 < len(raws) and raws[j].kind == "mark" and text[raws[j].start] == "=" and raws[j + 1].kind == "number"
            and raws[j + 1].text.isdigit()):
        return j
    said = int(raws[j + 1].text)
    if said != sum(faces):
        shown = text[raws[j].start : raws[j + 1].start + len(raws[j + 1].text)]
        raise PhraseError(f"'{shown}' is not the sum of the dice shown ({' + '.join(map(str, faces))} = "
                          f"{sum(faces)})", text=text, column=raws[j].start + 1, length=len(shown),
                          hint="Paste the bot's line as it came, or say the dice alone, e.g. 'rolled 6 4'.")
    return j + 2
