"""Dice: the only source of randomness. RandomDice(seed) for play, GivenDice(faces) for real dice and tests."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Protocol

from rollmate.errors import RulesError


class Dice(Protocol):
    """Something that rolls dice; every rules module receives one instead of touching a global random."""

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        """Roll `count` dice with `sides` faces and return the faces in the order rolled."""
        ...


def new_seed() -> int:
    """A fresh seed from the operating system, small enough to read out and type back."""
    return random.SystemRandom().randrange(10**9)  # os.urandom's randomness; `secrets` would load OpenSSL's HMAC


class RandomDice:
    """Pseudo-random dice from one seed: the same seed gives the same faces, so every roll can be replayed."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = new_seed() if seed is None else seed
        self._random = random.Random(self.seed)

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        """The faces randint(1, sides) would give, drawn as it draws them (the fewest random bits that can hold a
        face, drawn again while over the top), without its layers of calls for every die."""
        bits = self._random.getrandbits
        width = sides.bit_length()
        faces = []
        for _ in range(count):
            r = bits(width)
            while r >= sides:
                r = bits(width)
            faces.append(r + 1)
        return tuple(faces)


class GivenDice:
    """Faces the player rolled at the table, handed out in order; asking for more than were given is an error."""

    def __init__(self, faces: Iterable[int], *, what: str = "dice") -> None:
        self.faces = tuple(faces)
        self.what = what
        self._next = 0

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        taken = self.faces[self._next : self._next + count]
        if len(taken) < count:
            raise RulesError(
                f"Not enough {self.what}: this roll needs {self._next + count} "
                f"{'face' if self._next + count == 1 else 'faces'}, you gave {len(self.faces)}."
            )
        _on_the_die(taken, sides)
        self._next += count
        return taken


def check_faces(faces: tuple[int, ...], needed: int, sides: int, what: str, said: str | None = None) -> None:
    """Refuse given faces that are the wrong number or impossible on the die, saying what is needed; `said` is the
    dice as notation said with them (a dice bot's '3d6'), refused when it names other dice than the roll's."""
    check_said(said, needed, sides)
    if len(faces) != needed:
        what = what.replace("faces", "face", 1) if needed == 1 else what  # "1 war-die face", "1 d6 face"
        raise RulesError(
            f"This roll needs {needed} {what} (d{sides}); you gave {len(faces)}: "
            f"{' '.join(map(str, faces))}."
        )
    _on_the_die(faces, sides)


def check_said(said: str | None, needed: int, sides: int, who: str = "") -> None:
    """Dice said as notation ('2d6' pasted from a dice bot) must be the roll's own: its count and its die (`who`:
    whose roll it is, when not the one acting's)."""
    if not said:
        return
    count_text, _, sides_text = said.lower().rstrip("s").partition("d")
    size = int(sides_text)
    count = int(count_text) if count_text else needed if said.lower().endswith("s") else 1  # "d8s": as many as it rolls
    if (count, size) != (needed, sides):
        why = f"d{size}s are not this game's dice" if size != sides else \
            f"{count} {'die' if count == 1 else 'dice'} where it rolls {needed}"
        whose = f" for {who}'s roll" if who else ""
        raise RulesError(f"The dice given{whose} are {said}, but {'that' if who else 'this'} roll is {needed}d{sides} "
                         f"({why}). Roll {needed}d{sides} and give those dice.")


def within_the_die(faces: tuple[int, ...] | None, sides: int, said: str | None = None) -> None:
    """A face no die of the game shows ('The dice fall: 11 and 4' for 2d10) is refused first, before anything else is
    asked of the phrase: whatever the roll turns out to be, its dice can't show it. Dice said as notation with them
    (`said`: a dice bot's '1d20') are checked against the roll's own first, which says more (check_said)."""
    if said:
        return
    for face in faces or ():
        if face > sides:
            raise RulesError(f"A d{sides} shows 1 to {sides}; {face} is not a face of it.")


def _on_the_die(faces: tuple[int, ...], sides: int) -> None:
    for face in faces:
        if not 1 <= face <= sides:
            raise RulesError(f"A d{sides} shows 1 to {sides}; {face} is not a face of it.")
