"""FS3 dice-pool arithmetic per profile: skill dice, pool limits, success levels, opposed verdicts, teamwork."""

from __future__ import annotations

from rollmate.errors import RulesError

PROFILES = ("rules", "aresmush")
LEVELS = ("Embarrassing Failure", "Failure", "Success", "Good Success", "Great Success", "Amazing Success")
RANK = {level: rank for rank, level in enumerate(LEVELS)}
MAX_POOL = 30
FIXED_FACES = (8,) * 15  # profile aresmush: a pool over 30 dice is not rolled (decision 9)
TARGET = 6  # a die showing 6, 7 or 8 is a success
ASSIST = {"Embarrassing Failure": -1, "Failure": -1, "Success": 1, "Good Success": 2, "Great Success": 3,
          "Amazing Success": 4}
TEAMWORK_CAP = 4
MAX_HELPERS = 2
LUCK_BONUS = 3  # dice a Luck Point adds when declared before the roll
BG_DICE = (1, 2, 4, 6)  # background / language rating 0..3 -> skill dice (seed's table)


def check_profile(profile: str | None) -> str:
    key = (profile or "rules").strip().lower()
    if key not in PROFILES:
        raise RulesError(f"FS3 has no profile {profile!r}; choose one of: {', '.join(PROFILES)}.")
    return key


def ef_ones(dice: int) -> int:
    """Fewest 1s that make an Embarrassing Failure: more than half the dice."""
    return dice // 2 + 1


def level_of_counts(dice: int, ones: int, successes: int, profile: str) -> str:
    """The success level of a roll from its counts (decision 2 decides when an EF beats successes)."""
    if ones >= ef_ones(dice) and (profile == "rules" or successes == 0):
        return "Embarrassing Failure"
    if successes == 0:
        return "Failure"
    return LEVELS[min((successes + 1) // 2, 4) + 1]


def successes(faces: tuple[int, ...]) -> int:
    return sum(map(TARGET.__le__, faces))  # the faces of TARGET or more (counted without a Python loop)


def level_of(faces: tuple[int, ...], profile: str) -> str:
    return level_of_counts(len(faces), faces.count(1), successes(faces), profile)


def counted(level: str, raw: int, profile: str) -> int:
    """Successes that count in an opposed roll: an EF counts 0 (rules) or -1 (aresmush)."""
    if level == "Embarrassing Failure":
        return 0 if profile == "rules" else -1
    return raw


STRENGTH = {1: "Marginal Victory", 2: "Solid Victory", 3: "Crushing Victory"}
ARES_STRENGTH = {1: "Marginal Victory", 2: "Victory", 3: "Crushing Victory"}


def opposed_shape(ours: int, theirs: int) -> int | None:
    """What an opposed verdict turns on (section 3.4): None when both sides failed, else the net counted successes,
    capped at 3 either way."""
    if ours <= 0 and theirs <= 0:
        return None
    return max(-3, min(3, ours - theirs))


def verdict(ours: int, theirs: int, profile: str, actor: str, opponent: str) -> str:
    """The opposed verdict from both sides' counted successes (section 3.4)."""
    return verdict_of(opposed_shape(ours, theirs), profile, actor, opponent)


def verdict_of(shape: int | None, profile: str, actor: str, opponent: str) -> str:
    """The verdict for an opposed shape (None: both failed; else the net, capped at 3 either way)."""
    if shape is None:
        return "Both Fail" if profile == "rules" else "Everyone failed!"
    if shape == 0:
        return "Draw" if profile == "rules" else "DRAW!"
    if profile == "rules":
        return STRENGTH[abs(shape)]
    return f"{ARES_STRENGTH[abs(shape)]} for {actor if shape > 0 else opponent}."


def verdict_key(shape: int | None, profile: str, actor: str, opponent: str) -> str:
    """The verdict with the winner named in both profiles, for odds tables."""
    label = verdict_of(shape, profile, actor, opponent)
    if profile == "rules" and shape:
        return f"{label} for {actor if shape > 0 else opponent}"
    return label


def capped(total: int) -> int:
    """Teamwork: the assists' modifiers add up to at most +4, with no lower limit."""
    return min(total, TEAMWORK_CAP)


def skill_dice(kind: str, rating: int, profile: str) -> int:
    """Skill dice for a rating of one type; action skills roll their rating, the others the seed's table."""
    if kind == "action":
        return rating
    if kind == "language" and rating == 0 and profile == "aresmush":
        return 0
    return BG_DICE[max(0, min(rating, 3))]


def effective(pool: int) -> int:
    """A pool of 0 or fewer rolls one die (decision 8)."""
    return max(pool, 1)


def better(first: tuple[int, ...], second: tuple[int, ...], profile: str) -> bool:
    """Is the second roll better than the first? Higher level, then more successes; a full tie keeps the first."""
    a, b = RANK[level_of(first, profile)], RANK[level_of(second, profile)]
    return b > a or (b == a and successes(second) > successes(first))
