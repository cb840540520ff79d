"""A generic Powered-by-the-Apocalypse move system: a move's 2d6 + stat roll, its odds, sheets and vocabulary.

What you do triggers a move, you roll 2d6 + the move's stat, and 10+ is a strong hit, 7-9 a weak hit, 6- a miss. The basic moves are in pbta.toml beside this module; a table adds its own from a
playbook file named by the party file's `playbook` key (same format)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cache
from itertools import product
from pathlib import Path
from typing import Any

from rollmate.errors import RulesError, SheetError
from rollmate.rules import restated
from rollmate.rules.content import load_data
from rollmate.rules.dice import Dice, check_faces, within_the_die
from rollmate.rules.forms import bases
from rollmate.rules.matcher import Sense, match
from rollmate.rules.records import FrozenRecord, changed
from rollmate.rules.request import Modifier, RollRequest
from rollmate.rules.resolution import Resolution, Spend, Step, ability_of, chances
from rollmate.rules.sheet_checks import join_key, lower_keys, no_unknown, tables, text_value
from rollmate.rules.sheets import NPC, Character, Party
from rollmate.rules.system import NO_TABLE, FollowUp, Resource, SystemSpec, Table
from rollmate.rules.systems.pbta.sheet import SHEET_KEYS, Sheet, sheet_fields, sheet_of
from rollmate.rules.tomlfile import read_toml
from rollmate.rules.vocabulary import Term, Vocabulary, build, people_terms, per_cast

OUTCOMES = ("Miss", "Weak Hit", "Strong Hit")
BANDS = {"Miss": "6 or less is a miss", "Weak Hit": "7 to 9 is a weak hit", "Strong Hit": "10 or more is a strong hit"}
MAX_MODIFIER = 20  # beyond this every roll is the same band
MAX_MOVES = 200
MOVE_KEYS = {"name", "stat", "triggers", "strong", "weak", "miss", "aliases"}


@dataclass(frozen=True, eq=False, repr=False)
class Move(FrozenRecord):
    """A PbtA move: its name, its stat, what triggers it and what its outcomes mean."""

    name: str
    stat: str
    triggers: tuple[str, ...]
    strong: str
    weak: str
    miss: str
    aliases: tuple[str, ...] = ()  # other names tables use for a move of this kind ("defy danger")

    def text(self, outcome: str) -> str:
        return {"Strong Hit": self.strong, "Weak Hit": self.weak, "Miss": self.miss}[outcome]


# --- content: the basic moves and a playbook's --------------------------------------------------------------------


def _moves(raw: list[Any], where: str, stats: tuple[str, ...]) -> dict[str, Move]:
    """Checked [[move]] tables: every key present, the stat one of the game's."""
    moves: dict[str, Move] = {}
    for i, entry in enumerate(raw):
        key = f"move[{i}]"
        entry = lower_keys(entry, where, key)
        no_unknown(entry, MOVE_KEYS, where, key)
        values = {k: text_value(entry.get(k), where, join_key(key, k), 60 if k in ("name", "stat") else 400)
                  for k in ("name", "stat", "strong", "weak", "miss")}
        stat = next((s for s in stats if s.lower() == values["stat"].lower()), None)
        if stat is None:
            raise SheetError(f"{values['stat']!r} is not a stat of this game; allowed: {', '.join(stats)}", path=where,
                             key=join_key(key, "stat"))
        triggers = entry.get("triggers", [])
        if not isinstance(triggers, list) or not triggers or not all(isinstance(t, str) and t.strip() for t in triggers):
            raise SheetError("must be a list of the words that trigger the move, like [\"search\", \"look around\"]",
                             path=where, key=join_key(key, "triggers"))
        aliases = entry.get("aliases", [])
        if not isinstance(aliases, list) or not all(isinstance(a, str) and a.strip() for a in aliases):
            raise SheetError("must be a list of other names for the move, like [\"defy danger\"]", path=where,
                             key=join_key(key, "aliases"))
        moves[values["name"]] = Move(name=values["name"], stat=stat, strong=values["strong"], weak=values["weak"],
                                     miss=values["miss"], triggers=tuple(t.strip() for t in triggers),
                                     aliases=tuple(a.strip() for a in aliases))
    return moves


@cache
def basic() -> tuple[tuple[str, ...], dict[str, Move]]:
    raw = load_data("pbta")
    stats = tuple(raw["stats"])
    return stats, _moves(raw["move"], "pbta.toml", stats)


def stats_of(party: Party) -> tuple[str, ...]:
    return tuple(party.settings.get("stats") or basic()[0])


def moves_of(party: Party) -> dict[str, Move]:
    """The basic moves, then the playbook's (a playbook move of the same name replaces the basic one)."""
    return {**basic()[1], **{m["name"]: Move(**{**m, "triggers": tuple(m["triggers"]),
                                                 "aliases": tuple(m.get("aliases", ()))})
                             for m in party.settings.get("moves", ())}}


def playbook(data: dict[str, Any], where: str) -> dict[str, Any]:
    """The party file's `playbook` key: a file of moves (and optionally the stats), relative to the party file. A
    problem in it names both files: the party's key and the playbook's own."""
    if "playbook" not in data:
        return {}
    try:
        return _playbook(data, where)
    except SheetError as error:
        raise SheetError(error.message, path=where, key="playbook") from None


def _playbook(data: dict[str, Any], where: str) -> dict[str, Any]:
    name = data["playbook"]
    if not isinstance(name, str) or not name.strip():
        raise SheetError("must be the file name of a playbook of moves, e.g. \"pbta_playbook.toml\"", path=where,
                         key="playbook")
    base = Path(where).parent if where and not where.startswith("<") else Path()
    path = base / name.strip()
    raw = lower_keys(read_toml(path), str(path), "")
    no_unknown(raw, {"stats", "move"}, str(path), "")
    stats = basic()[0]
    if "stats" in raw:
        given = raw["stats"]
        if not isinstance(given, list) or not given or not all(isinstance(s, str) and s.strip() for s in given):
            raise SheetError("must be a list of stat names, like [\"Cool\", \"Hard\"]", path=str(path), key="stats")
        stats = tuple(text_value(s, str(path), "stats") for s in given)
    moves = tables(raw, "move", str(path))
    if len(moves) > MAX_MOVES:
        raise SheetError(f"at most {MAX_MOVES} moves in one playbook", path=str(path), key="move")
    checked = _moves(moves, str(path), stats)
    return {"stats": list(stats), "moves": [{**vars(m), "triggers": list(m.triggers), "aliases": list(m.aliases)}
                                            for m in checked.values()],
            "playbook_file": path.name}


# --- vocabulary -----------------------------------------------------------------------------------------------------


@per_cast
def vocabulary(party: Party) -> Vocabulary:
    """Names, stats (kind ability), move names (kind trick), the bonus words, and each trigger (and each move's name)
    as a verb."""
    raw = load_data("pbta")
    pairs = people_terms(party.called())
    pairs += [(s, Term(kind="ability", value=s)) for s in stats_of(party)]
    moves = moves_of(party)
    pairs += [(m, Term(kind="trick", value=m)) for m in moves]
    pairs += [(a, Term(kind="trick", value=m.name)) for m in moves.values() for a in m.aliases]
    pairs += [(a, Term(kind="trick", value=m)) for a, m in _initialisms(party).items()]
    pairs += [(p, Term(kind="cue", value=key)) for key, phrases in raw["cues"].items() for p in phrases]
    # A playbook's triggers first; a move's name is said as a doing too, in any form and with anyone's possessive
    # ("Ash minds her manners" makes Mind Your Manners, "Kit's opening her mind" Open Your Mind).
    verbs = [(t, m.name) for m in reversed(moves.values()) for t in dict.fromkeys((m.name.lower(), *m.triggers))]
    # A trigger that is also a grammar word ("assist", as in "her assist roll") is said as a verb term: here it
    # makes the move.
    pairs += [(f, Term(kind="verb", value=m.name)) for m in moves.values() for t in m.triggers if t == "assist"
              for f in ("assist", "assists", "assisting")]
    vocab = build("pbta", pairs, verbs)
    held = {word: key for key, words in raw["cues"].items() if key in HELD for word in words}  # "+1 ongoing", "fwd"
    return replace(vocab, **{"hint": raw["hint"], "helping_rolls": True, "adjective_abilities": True, "signed_stats": True,
                             "held_bonuses": held, "npcs": frozenset(n.name for n in party.npcs)})


def _initialisms(party: Party) -> dict[str, str]:
    """A move of three words or more said by its initials, as veterans type it ('AUF': Act Under Fire, 'OYB': Open
    Your Brain): the initials of exactly one move's name (the table's own move first, as its name and triggers
    are), and no word of common English. Initials two moves share are no move's: the reader asks about the word."""
    from rollmate.rules.forms import common_word

    own = {m["name"] for m in party.settings.get("moves", ())}
    taken = frozenset(load_data("pbta").get("not_initialisms", ()))  # ("LOS": line of sight, no Lean on Someone)
    found: dict[str, list[str]] = {}
    for name in moves_of(party):
        words = name.replace("-", " ").split()
        if len(words) >= 3:
            found.setdefault("".join(w[0] for w in words).lower(), []).append(name)
    out = {}
    for key, names in found.items():
        names = [n for n in names if n in own] or names
        if len(names) == 1 and not common_word(key) and key not in taken:
            out[key] = names[0]
    return out


# The standing bonuses a PbtA sheet (or the table) holds: said as the player's own ("I've got +1 ongoing"), they
# restate it.
HELD = ("ongoing", "forward")


# --- planning -------------------------------------------------------------------------------------------------------


@dataclass
class Plan:
    """How a PbtA roll is made: who, the move, the stat and its score, and the flat modifiers."""

    actor: Character | None
    move: Move | None
    stat: str
    score: int
    flat: list[tuple[str, int]]
    forward: int = 0  # the sheet's forward this roll uses up
    request: RollRequest | None = None  # the request as the plan read it (a bonus held but not on the sheet, added)
    steps: list[Step] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def modifier(self) -> int:
        return self.score + sum(v for _, v in self.flat)


def _actor(request: RollRequest, party: Party) -> Character | None:
    if request.actor is None:
        return next((c for c in party.characters if c.system == "pbta"), None)
    person = party.find(request.actor)
    if isinstance(person, NPC):
        raise RulesError(f"{person.name} is one of the GM's characters, and they don't roll moves: the GM says what "
                         "they do, and a player character makes a move to respond.")
    if person is None:
        raise RulesError(f"There is no character named {request.actor!r}. Loaded: {', '.join(party.names()) or 'nobody'}.")
    if person.system != "pbta":
        raise RulesError(f"{person.name}'s sheet is for {person.system}, not PbtA; load a PbtA sheet or pick --system.")
    return person


def _move(request: RollRequest, party: Party) -> tuple[Move | None, str]:
    """The move the phrase names or triggers, and the words that triggered it; two moves are asked about."""
    moves = moves_of(party)
    if request.trick is not None:
        _one_move(request, party)
        return moves[request.trick], f"you named {request.trick}"
    if request.abilities and any(cue.key == "no_move" for cue in request.cues):
        return None, "The post says no move fits: a plain roll of the stat"
    # What the character does decides; the purpose ("roll +Sharp to search the office") only when nothing else does.
    triggered = [v for v in dict.fromkeys(request.verbs) if v in moves] or [
        v for v in dict.fromkeys(request.purpose_verbs) if v in moves]
    triggered, table_own = _table_own(request, party, triggered)
    # The shared matcher: each trigger counts for its move; moves left tied are the GM's call, so asked about.
    scored = match([(name, Sense({name: 1}, decides=True)) for name in triggered], order=triggered)
    found = [moves[name] for name in scored.top]
    idiom = _idiom(request, party, found)
    if idiom is not None:
        move, words, plain = idiom
        return move, (f"'{words}' triggers {move.name}, the table's own move said in its own words; '{plain}' is how "
                      f"it is done")
    if len(found) > 1:
        said = request.text.strip().rstrip(".!")
        raise RulesError(
            f"'{said}' could trigger {' or '.join(m.name for m in found)}. Which move is it? Say it with the phrase, "
            f"e.g. '{said}, {found[0].name}'.", choices=[f"{said}, {m.name}" for m in found],
            missing="move", allowed=[m.name for m in found])
    if found and _called_first(request, triggered):
        said = next(c.text for c in request.reading if c.kind == "action" and c.note in triggered)
        return None, (f"The roll was called as +{request.abilities[0]} before what happens was said: a plain roll "
                      f"of the stat ('{said}' is the scene; name the move to roll {found[0].name})")
    said = next((c.text for c in request.reading if c.kind == "purpose"), "")
    if found and _called_by_name(request) and not any(n.lower() in said.lower()
                                                      for n in (found[0].name, *found[0].aliases)):
        return None, (f"{request.actor} was called by name to roll +{request.abilities[0]}: a plain roll of the stat "
                      f"('{said}' is what it is for; name the move to roll {found[0].name})")
    if found and found[0].name in table_own:
        head, basic_move = table_own[found[0].name]
        return found[0], (f"'{head}' triggers {found[0].name}, the table's own move for it (the basic {basic_move}'s "
                          f"longer trigger holds it too)")
    if found:
        words = [t for t in found[0].triggers if t.lower() in request.text.lower()]
        return found[0], f"'{words[0] if words else request.action}' triggers {found[0].name}"
    return None, ""


# What joins a second doing to the first, one after the other: "read a sitch then go aggro on him".
_THEN = r"(?i)\b(?:then|after that|afterwards?)\b"


def _one_move(request: RollRequest, party: Party) -> None:
    """'read a sitch then go aggro on the guard': a move named and another move's trigger said as the next doing
    are two moves, each a roll of its own; asked, naming the words of each. (A trigger in the scene around the named
    move, 'AUF while they're shooting', is the scene.)"""
    import re

    moves = moves_of(party)
    named = next((c for c in request.reading if c.kind == "trick"), None)
    if named is None:
        return
    for c in request.reading:
        if c.kind != "action" or c.note not in moves or c.note == request.trick:
            continue
        first, second = sorted((named, c), key=lambda part: part.start)
        if re.search(_THEN, request.text[first.end : second.start]):
            said, other = request.text.strip().rstrip(".!"), _table_own(request, party, [c.note])[0][0]
            raise RulesError(f"'{said}' makes two moves: {request.trick} ('{named.text}') and {other} ('{c.text}'). "
                             f"Each move is a roll of its own: which one are these dice for?",
                             choices=[f"{said}, {request.trick}", f"{said}, {other}"], missing="move",
                             allowed=[request.trick, other])


def _idiom(request: RollRequest, party: Party, found: list[Move]) -> tuple[Move, str, str] | None:
    """'chancing his arm jumping the canal': of two moves triggered, the table's own move said by a trigger of
    several words (its idiom) and, right after it, a basic move's one-word trigger in -ing ('jumping'), the idiom
    names the move and the -ing word says how it is done. None unless exactly that ('sweet-talks him and jumps',
    'while jumping' are two doings)."""
    if len(found) != 2:
        return None
    own = {m["name"] for m in party.settings.get("moves", ())}
    said = {c.note: c for c in request.reading if c.kind == "action" and c.note}
    idioms = [m for m in found if m.name in own and m.name in said and len(said[m.name].text.split()) >= 2]
    plain = [m for m in found if m.name not in own and m.name in said and len(said[m.name].text.split()) == 1]
    if len(idioms) != 1 or len(plain) != 1:
        return None
    idiom, how = said[idioms[0].name], said[plain[0].name]
    if not how.text.lower().endswith("ing") or request.text[idiom.end : how.start].strip(" ,") != "":
        return None
    return idioms[0], idiom.text, how.text


def _table_own(request: RollRequest, party: Party, triggered: list[str]) -> tuple[list[str], dict[str, tuple[str, str]]]:
    """'charm him into': a basic move's longer trigger ('charm into', Sway Someone) whose doing alone ('charm') is a
    trigger of the table's own move (the playbook's Sweet-Talk) is the table's move, as a trigger both files list is
    (the playbook's triggers come first): the table wrote its own move for that doing. Returns the moves triggered,
    and each move so taken with the doing's words and the basic move it was taken from."""
    own = {m["name"] for m in party.settings.get("moves", ())}
    if not own:
        return triggered, {}
    verbs = vocabulary(party).verbs
    taken: dict[str, tuple[str, str]] = {}
    out = list(triggered)
    for clause in request.reading:
        if clause.kind != "action" or clause.note not in out or clause.note in own:
            continue
        first, *rest = clause.text.lower().replace("-", " ").split() or [""]
        # the doing's leading words, longest first: 'go aggro on' holds the table's 'go aggro' as 'charm into' 'charm'
        said = [" ".join([base, *rest[:k]]) for base in bases(first) for k in range(len(rest), -1, -1)]
        head = next((verbs[key] for key in said if key in verbs and verbs[key] in own), None) or next(
            (verbs[key] for key in said if key in verbs), None)
        if head in own and head != clause.note:
            out = list(dict.fromkeys(head if name == clause.note else name for name in out))
            taken[head] = (clause.text, clause.note)
    return out, taken


# Words after a called stat that say it stands in for this roll's own ("roll +weird for this one", "+hard instead"):
# the deed said after is the move, rolled with that stat.
_OVERRIDE = re.compile(r"(?i)\s*(?:for (?:this one|this roll|this|it)|instead)\b")
_THIS_ONE = re.compile(r"(?i)\b(?:this one|this roll|this time)\b")  # the roll at hand, said in the call's sentence


def _called_first(request: RollRequest, triggered: list[str]) -> bool:
    """'Roll +Hard for Coralie, she is shoving through the crowd': the GM calls the stat outright and then says what
    is happening, so the roll is the stat alone and the words that might trigger a move are the scene. A move named,
    or its trigger said as the roll's purpose ('roll +Hot to work the room') or before the call ('Juno stares him
    down, roll +Cool'), is that move; so is one said after a call that says the stat stands in for this roll ('roll
    +weird for this one. Maud vents the reactor') or why it does ('you've no method, so roll +weird. Nell ...')."""
    if request.trick is not None or request.purpose_verbs or len(request.abilities) != 1:
        return False
    roll = next((c.start for c in request.reading if c.kind == "roll"), None)
    called = next((c for c in request.reading if c.kind == "ability"), None)
    if called is not None and (_OVERRIDE.match(request.text, called.end) is not None or roll is not None and (
            re.search(r"(?i)\bso\s+$", request.text[:roll]) is not None
            or _THIS_ONE.search(re.split(r"[.!?:;]", request.text[:roll])[-1]) is not None)):
        return False  # "roll +weird for this one. Maud vents the reactor", "no method for this, so roll +weird. Nell
        # dates the layer", "you're doing this one on instinct, roll +weird. Taff takes the penalty": the stat the
        # move is rolled with this time, and why
    stat = called.start if called is not None else None
    moves = [c.start for c in request.reading if c.kind == "action" and c.note in triggered]
    return roll is not None and stat is not None and bool(moves) and roll < stat < min(moves) and \
        not any(c.kind == "action" and c.start < stat for c in request.reading)


def _called_by_name(request: RollRequest) -> bool:
    """'Marlow, roll +sharp to spot the tripwire': the GM turns to a player's character by name and calls the stat,
    then says what it is for: the call is the roll, a plain roll of the stat, and the purpose the scene. A move named
    ('Sable, roll +sharp to read the room'), or its trigger said as what the character does, is that move."""
    if request.trick is not None or request.verbs or len(request.abilities) != 1:
        return False
    said = [c for c in request.reading if c.kind in ("speaker", "roll", "ability", "purpose")][:4]
    if [c.kind for c in said] != ["speaker", "roll", "ability", "purpose"] or said[0].start != 0:
        return False
    return request.text[said[0].end : said[1].start].strip() == "," and not request.text[said[1].end : said[2].start
                                                                                           ].strip()


def _held(request: RollRequest, actor: Character | None, party: Party, table: Table | None) -> RollRequest:
    """'I have +1 forward from before' where the sheet holds no forward (nor the table): a bonus earned in play that
    the sheet doesn't track, so it is added as said; one the sheet holds is checked against it (restated.check)."""
    if actor is None or not any(r.kind in HELD for r in request.restated):
        return request
    held = {"ongoing": sheet_of(actor).ongoing, "forward": int((table or NO_TABLE).left(party, actor.name, "forward") or 0)}
    unheld = [r for r in request.restated if r.kind in held and not held[r.kind]]
    added = list({(r.kind, r.value): r for r in reversed(unheld)}.values())  # said again in the sum: once
    if not unheld:
        return request
    return changed(request, restated=tuple(r for r in request.restated if r not in unheld),
                   modifiers=(*request.modifiers, *(Modifier(amount=r.value, reason=f"{r.kind} from the phrase")
                                                for r in added)))


def make_plan(request: RollRequest, party: Party, table: Table | None = None) -> Plan:
    actor = _actor(request, party)
    request = _held(request, actor, party, table)
    move, why = _move(request, party)
    if move is None and why:  # the words that might have triggered a move are the scene: the reading says so
        request = changed(request, reading=tuple(
            changed(c, used=False, note="the scene: the roll was called as a stat") if c.kind == "action" else c
            for c in request.reading))
    if len(set(request.abilities)) > 1:
        raise RulesError(f"Which stat is this roll: {' or '.join(request.abilities)}? A move adds one stat.",
                         choices=[f"{request.text}, +{s}" for s in request.abilities], missing="stat",
                         allowed=list(request.abilities))
    if move is None and not request.abilities:
        said = request.text.strip().rstrip(".!")
        names = list(moves_of(party))
        raise RulesError(f"Which move does '{said}' make? No move's trigger is in the phrase. Name one, e.g. "
                         f"'{said}, {names[0]}', or the stat to roll, e.g. 'roll +{stats_of(party)[0]}'. The moves: "
                         f"{', '.join(names)}.", choices=[f"{said}, {n}" for n in names],
                         missing="move", allowed=names)
    steps = []
    stat = request.abilities[0] if request.abilities else move.stat  # type: ignore[union-attr]
    if move is not None:
        trigger = f"{why[0].upper()}{why[1:]}: roll +{move.stat}."
        if stat != move.stat:
            trigger += f" You said +{stat}, so that is the stat rolled (the GM may allow it when the story fits)."
        steps.append(Step(title="Trigger the Move", text=trigger))
    elif why:
        steps.append(Step(title="Trigger the Move", text=f"{why}."))
    else:
        steps.append(Step(title="Trigger the Move", text=f"No move is named or triggered: a plain roll of +{stat}."))
    if actor is None:
        score, where = 0, f"no sheet is loaded, so {stat} counts as 0 (add your score as a modifier, e.g. '+1')"
    elif stat in sheet_of(actor).attributes:
        score = sheet_of(actor).attributes[stat]
        where = f"{actor.name}'s {stat} is {score:+d}"
    else:
        has = ", ".join(f"{k} {v:+d}" for k, v in sheet_of(actor).attributes.items()) or "no stats"
        raise RulesError(f"{actor.name}'s sheet has no {stat} (it has {has}); add it to the sheet or name another stat.")
    cues = {c.key for c in request.cues}
    forward = int((table or NO_TABLE).left(party, actor.name, "forward") or 0) if actor is not None else 0
    ongoing = sheet_of(actor).ongoing if actor is not None else 0
    # "my ongoing from the sheet still applies", "plus the ongoing": ongoing named without a number is the one the
    # sheet holds, added below as it always is; one it doesn't hold is asked. Forward is used up, so it is asked.
    kept = {"ongoing": ongoing}
    lasting = " and ".join(k for k in reversed(HELD) if k in cues and not (kept.get(k) and not request.modifiers))
    if lasting and not request.modifiers:
        raise RulesError(f"How much {lasting}? Say it as a number, e.g. '+1 {lasting}'.")
    modifiers = request.modifiers
    said_again = []
    if "ongoing" in cues and ongoing and modifiers and sum(m.amount for m in modifiers) == ongoing:
        modifiers = ()  # "Amos's ongoing +1 is still running": the sheet's ongoing said again, counted once
        said_again = [f"'{ongoing:+d} ongoing' is the ongoing the sheet holds, said again: counted once."]
    flat = [(m.reason or (f"{lasting} from the phrase" if lasting else "modifier from the phrase"), m.amount)
            for m in modifiers]
    if actor is not None:  # the sheet's standing bonuses: ongoing on every roll, forward on this one only
        flat += [(f"{actor.name}'s forward, used up by this roll", forward)] if forward else []
        flat += [(f"{actor.name}'s ongoing", ongoing)] if ongoing else []
    total = score + sum(v for _, v in flat)
    corrected = restated.check(request, who=actor.name if actor else None, title="PbtA", reckoned=True,
                               sheet=sheet_of(actor).attributes.get if actor else lambda name: None,
                               own={"rating": (stat, score), "bonus": ("stat and bonuses", total), "pool": ("", None),
                                    "typed": (stat, score),
                                    "ongoing": ("ongoing", ongoing), "forward": ("forward", forward)})
    if abs(total) > MAX_MODIFIER:
        raise RulesError(f"The stat and modifiers add up to {total:+d}; rollmate's limit for a move is "
                         f"-{MAX_MODIFIER} to +{MAX_MODIFIER} (the bands are only 6-, 7-9 and 10+).")
    steps.append(Step(title="Stat", text=f"{where[0].upper()}{where[1:]}."))
    return Plan(actor=actor, move=move, stat=stat, score=score, flat=flat, forward=forward, steps=steps,
                request=request, notes=[*said_again, *corrected])


# --- odds and advice ------------------------------------------------------------------------------------------------


def band(total: int) -> str:
    return "Strong Hit" if total >= 10 else "Weak Hit" if total >= 7 else "Miss"


def odds_table(modifier: int) -> dict[str, Fraction]:
    """Exact chances of each band for 2d6 + modifier, over all 36 ways the dice fall."""
    counts = dict.fromkeys(OUTCOMES, 0)
    for a, b in product(range(1, 7), repeat=2):
        counts[band(a + b + modifier)] += 1
    return {o: Fraction(n, 36) for o, n in counts.items()}


def _pct(value: Fraction) -> str:
    return f"{float(value) * 100:.1f}%"


def advice_before(plan: Plan) -> list[str]:
    now, more = odds_table(plan.modifier), odds_table(plan.modifier + 1)
    if now == more:
        return []
    return [f"With +1 more (+1 forward, say): hit {_pct(more['Weak Hit'] + more['Strong Hit'])} (from "
            f"{_pct(now['Weak Hit'] + now['Strong Hit'])}), strong hit {_pct(more['Strong Hit'])} (from "
            f"{_pct(now['Strong Hit'])})."]


def advice_after(total: int, outcome: str) -> list[str]:
    if outcome == "Strong Hit":
        return []
    need = (7 if outcome == "Miss" else 10) - total
    better = "weak hit" if outcome == "Miss" else "strong hit"
    if need == 1:
        return [f"One more point (+1 forward, say) would have turned this {outcome.lower()} into a {better}."]
    return [f"It was {need} short of a {better}."]


# --- the system -----------------------------------------------------------------------------------------------------


class PbtA(SystemSpec):
    name = "pbta"
    title = "PbtA"
    outcomes = OUTCOMES
    resources = (Resource(key="forward", one="forward", many="forward", shown=False),)  # used up by the next roll
    tones = {"Miss": "bad", "Weak Hit": "mixed", "Strong Hit": "good"}
    example = "dodge the falling beam"
    examples = ("dodge the falling beam", "talk the guard into letting us through", "roll +Sharp to search the office",
                "search the office, +1 forward", "Read the Room, rolled 4 and 5", "Kit: sneak past the patrol",
                "what are my chances to charm the baron?", "why?  /  odds")
    sheet_keys = SHEET_KEYS
    sheet_model = Sheet
    party_keys = ("playbook",)

    def sheet_fields(self, data: dict[str, Any], where: str, prefix: str, settings: dict[str, Any]) -> dict[str, Any]:
        stats = tuple(settings.get("stats") or basic()[0])  # the playbook's stats, else the basic five
        return sheet_fields(data, where, prefix, stats)

    def party_fields(self, data: dict[str, Any], where: str) -> dict[str, Any]:
        return playbook(data, where)

    signed_scores = True

    def sheet_labels(self) -> dict[str, str]:
        return {"attributes": "Stats", "forward": "Forward (the next roll uses it up)", "ongoing": "Ongoing"}

    def content_schema(self) -> Any:
        from pydantic import BaseModel, Field, create_model

        from rollmate.rules.content_check import strict

        texts = (dict[str, str], ...)
        move = create_model("Move", __config__=strict(), name=(str, ...), stat=(str, ...),
                            triggers=(list[str], Field(min_length=1)), strong=(str, ...), weak=(str, ...),
                            miss=(str, ...), aliases=(list[str], []))
        content: type[BaseModel] = create_model(
            "PbtA", __config__=strict(), stats=(list[str], Field(min_length=1)), hint=(str, ...),
            move=(list[move], ...), outcomes=texts, glossary=texts, cues=(dict[str, list[str]], ...), refuse=texts,
            described=(dict[str, list[str]], {}), not_initialisms=(list[str], []))
        return content

    def glossary(self, party: Party) -> dict[str, str]:
        raw = load_data("pbta")
        terms = {k: str(v) for k, v in raw["glossary"].items()}
        terms.update({s.lower(): f"A stat: {s} is added to 2d6 when a move says '+{s}'." for s in stats_of(party)})
        for move in moves_of(party).values():
            terms[move.name.lower()] = (f"A move: when you {', '.join(move.triggers[:4])}..., roll +{move.stat}. "
                                        f"10+: {move.strong} 7-9: {move.weak} 6-: {move.miss}")
        return terms

    def terms(self, party: Party) -> tuple[str, ...]:
        return tuple(load_data("pbta")["glossary"])

    def vocabulary(self, party: Party) -> Vocabulary:
        return vocabulary(party)

    def odds(self, request: RollRequest, party: Party, *, profile: str = "rules", table: Table | None = None) -> Resolution:
        plan = make_plan(request, party, table)
        request = plan.request or request
        return Resolution(system=self.name, actor=plan.actor.name if plan.actor else None, outcome="",
                          skill=plan.move.name if plan.move else None, ability=ability_of(plan.stat, plan.score),
                          modifier=plan.modifier, odds=chances(odds_table(plan.modifier), OUTCOMES),
                          steps=tuple(plan.steps), advice=tuple(advice_before(plan)), notes=tuple(plan.notes),
                          request=request, profile=profile)

    def resolve(self, request: RollRequest, party: Party, dice: Dice, *, profile: str = "rules",
                table: Table | None = None) -> Resolution:
        within_the_die(request.dice, 6, request.dice_said)
        plan = make_plan(request, party, table)
        request = plan.request or request
        if request.dice is None:
            faces, source, seed = dice.roll(2, 6), "rolled by rollmate", getattr(dice, "seed", None)
        else:
            check_faces(request.dice, 2, 6, "d6 faces", request.dice_said)
            faces, source, seed = tuple(request.dice), "the dice you rolled", None
        total = sum(faces) + plan.modifier
        outcome = band(total)
        added = " + ".join(f"{label} {v:+d}" for label, v in [(plan.stat, plan.score), *plan.flat])
        meaning = plan.move.text(outcome) if plan.move else load_data("pbta")["outcomes"][outcome]
        steps = [*plan.steps,
                 Step(title="Roll 2d6", text=f"{faces[0]} and {faces[1]} ({source}) = {sum(faces)}."),
                 Step(title="Add the Stat", text=f"{sum(faces)} + {added} = {total}."),
                 Step(title="Read the Result", text=f"Total {total}: {BANDS[outcome]}."),
                 Step(title="What Happens", text=meaning)]
        return Resolution(
            system=self.name, actor=plan.actor.name if plan.actor else None,
            skill=plan.move.name if plan.move else None, ability=ability_of(plan.stat, plan.score),
            dice=faces, modifier=plan.modifier, total=total, outcome=outcome,
            odds=chances(odds_table(plan.modifier), OUTCOMES), steps=tuple(steps), meaning=meaning,
            advice=tuple(advice_after(total, outcome)), notes=tuple(plan.notes), seed=seed,
            spends=(Spend(who=plan.actor.name, resource="forward", amount=plan.forward, after=0),)
            if plan.actor and plan.forward
            else (),
            request=changed(request, dice=faces), profile=profile)

    def follow_up(self, last: Resolution, follow: FollowUp, party: Party, dice: Dice, *,
                  table: Table | None = None) -> Resolution:
        raise RulesError("PbtA moves have no luck or war dice to spend after the roll. A bonus you have, like "
                         "+1 forward, is said with the roll itself, e.g. 'search the office, +1 forward'.")


SYSTEM = PbtA()
