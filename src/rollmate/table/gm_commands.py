"""The GM's controls in the chat: grant, give back or take luck and war dice (/grant, "Ripper gains a war die",
"Dex loses a luck point"), take back the last roll or grant (/undo) and put it back (/redo), and show a sheet (/sheet, "what skills do I have?", "how much luck does Vex have?")."""

from __future__ import annotations

import difflib
import re
from dataclasses import replace

from rollmate.errors import RulesError
from rollmate.log.store import Store
from rollmate.rules.registry import SYSTEMS
from rollmate.rules.sheets import Character, own_value
from rollmate.rules.system import Resource, get_system, on_sheet
from rollmate.table import gm, show
from rollmate.table.state import Last, Reply, State, count_text

_NUMBERS = {"a": 1, "an": 1, "one": 1, "another": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_AMOUNT = r"(?P<n>\d+|a|an|one|another|two|three|four|five)"


def _said() -> dict[str, str]:
    """Every way a game's resource is named (words -> its key), longest first: 'luck points', 'war dice'..."""
    words = {w.lower(): r.key for name in SYSTEMS for r in get_system(name).held() for w in r.words}
    return dict(sorted(words.items(), key=lambda item: -len(item[0])))


_WORDS = _said()
_WHAT = r"(?P<what>" + "|".join(r"\s+".join(map(re.escape, w.split())) for w in _WORDS) + ")"
_OWN = r"(?:(?:his|her|their|its)\s+)?"
# "Ripper gains a war die", "Vex gets 2 luck back", "Vex regains her luck point", "give Vex back a luck point",
# "grant Ripper two war dice", "Dex earns a Luck Point"
_TAKES = [  # "Dex loses a luck point", "take a luck point from Dex", "remove two war dice from Ripper"
    re.compile(rf"^(?P<name>.+?)\s+(?:loses?|drops?|forfeits?|gives?\s+up)\s+(?:{_AMOUNT}\s+)?{_OWN}{_WHAT}$"),
    re.compile(rf"^(?:take|remove|deduct|strip)\s+(?:away\s+)?(?:{_AMOUNT}\s+)?{_WHAT}\s+(?:away\s+)?from\s+"
               rf"(?P<name>.+?)$"),
]
_GRANTS = [
    re.compile(rf"^(?P<name>.+?)\s+(?:gains?|gets?|regains?|earns?|receives?|wins?)\s+(?:back\s+)?(?:{_AMOUNT}\s+)?"
               rf"(?:more\s+|extra\s+)?{_OWN}{_WHAT}(?:\s+back)?$"),
    re.compile(rf"^(?:give|grant|award|return)\s+(?P<name>.+?)\s+(?:back\s+)?(?:{_AMOUNT}\s+)?(?:more\s+|extra\s+)?"
               rf"{_OWN}{_WHAT}(?:\s+back)?$"),
]


def _key(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s']", " ", text.lower()).split())


def asked_grant(text: str) -> tuple[str, int, str] | None:
    """(name as typed, amount, the resource's key) when the line grants a resource (a negative amount when it
    takes one away: a change the GM makes to the ledger, not a spend on a roll), else None."""
    key = _key(text)
    for sign, patterns in ((1, _GRANTS), (-1, _TAKES)):
        for pattern in patterns:
            found = pattern.match(key)
            if found:
                n = found.group("n")
                amount = int(n) if n and n.isdigit() else _NUMBERS.get(n or "a", 1)
                return found.group("name"), sign * amount, _key_of(found.group("what"))
    return None


def _key_of(words: str) -> str:
    return _WORDS[" ".join(words.lower().split())]


def grant(state: State, store: Store, name: str, amount: int, resource: str) -> Reply:
    game = state.game
    person = _character(state, name)
    if game.resource is None:
        raise RulesError(f"{game.title} characters have nothing the GM grants for a better roll.")
    if game.resource.key != resource:
        raise RulesError(f"{game.title} has no {_named(resource).many}; its characters "
                         f"have {game.resource.many}: e.g. '/grant {person.name} 1'.")
    if not 1 <= abs(amount) <= 99:
        raise RulesError("Grant 1 to 99 at a time, e.g. '/grant Vex 1' (or '/grant Vex -1' to take one back).")
    now = state.table.left(state.party, person.name, resource) or 0
    most = game.resource.most
    if amount < 0:
        return _take(state, store, person.name, -amount, resource, now)
    given = amount if most is None else max(0.0, min(float(amount), most - now))  # luck may be held in halves
    if given == 0:
        return Reply(state, show.info(f"{person.name} already has {count_text(now)} {game.resource.many}, the most "
                                      f"{game.title} allows; nothing was given."))
    gm.grant(store, state.party, state.system, person.name, resource, given)
    table = store.table_for(state.party, state.system, state.table)
    left = table.left(state.party, person.name, resource) or 0
    capped = f" ({amount} asked; {most} is the most {game.title} allows)" if given < amount else ""
    return Reply(replace(state, table=table),
                 show.info(f"{person.name} gains {game.resource.count(given)}; now {count_text(left)}{capped}."))


def _take(state: State, store: Store, name: str, amount: int, resource: str, now: float) -> Reply:
    """The GM takes a resource away (never below none): a ledger change, not a spend on any roll."""
    many = state.game.resource_named(resource)
    taken = min(float(amount), now)
    if taken <= 0:
        return Reply(state, show.info(f"{name} has no {many.many} left to take; nothing changed."))
    gm.grant(store, state.party, state.system, name, resource, -taken)
    table = store.table_for(state.party, state.system, state.table)
    left = table.left(state.party, name, resource) or 0
    short = f" ({amount} asked; {name} had {count_text(now)})" if taken < amount else ""
    return Reply(replace(state, table=table),
                 show.info(f"{name} loses {many.count(taken)} (the GM's change; no roll); now {count_text(left)}{short}."))


def grant_command(state: State, arg: str, store: Store) -> Reply:
    """/grant NAME [N] [luck|war dice]: the resource defaults to the game's own, N to 1."""
    game = state.game
    found = re.match(rf"^(?P<name>.+?)(?:\s+(?P<n>[+-]?\d+))?(?:\s+{_WHAT})?$", " ".join(arg.split()), re.IGNORECASE)
    if not arg or found is None:
        what = game.resource.many if game.resource else "resources"
        raise RulesError(f"Say who gets what: '/grant NAME [N]', e.g. '/grant Vex 1' ({what}).")
    resource = _key_of(found.group("what")) if found.group("what") else (
        game.resource.key if game.resource else "")
    return grant(state, store, found.group("name"), int(found.group("n") or 1), resource)


def undo(state: State, arg: str, store: Store) -> Reply:
    """/undo: the campaign's last thing in this game is taken back: a roll is marked void (it stays in the log) and
    its spends come back, a grant is reversed; nothing comes back past the game's cap."""
    if arg:
        raise RulesError("/undo takes back the last roll or grant; say /undo again for the one before.")
    change = gm.undo_last(store, state.party, state.game)
    if change is None:
        return Reply(state, show.info("There is nothing left to undo in this campaign."))
    said = _undo_text(change) + " /redo puts it back."
    table = store.table_for(state.party, state.system, state.table)
    return Reply(remembered(replace(state, table=table), store), show.info(said))


def redo(state: State, arg: str, store: Store) -> Reply:
    """/redo: what the last /undo took back counts again."""
    if arg:
        raise RulesError("/redo puts back what the last /undo took back; it takes no words.")
    change = gm.redo_last(store, state.party, state.system)
    if isinstance(change, str):
        return Reply(state, show.info(change))
    if change.kind == "grant":
        said = f"Redone: the grant to {change.name} ({_amount(change.resource, change.amount)}) counts again."
    else:
        roll = change.roll
        said = f"Redone: #{roll.id} {roll.phrase} counts again" if roll else "Redone: the roll counts again"
        said += "".join(f"; {n} spends {_amount(r, -a)} again" for n, r, a in change.moved if a) + "."
    table = store.table_for(state.party, state.system, state.table)
    return Reply(remembered(replace(state, table=table), store), show.info(said))


def _named(key: str) -> Resource:
    """How a resource is said, by whichever game declares it."""
    return next((r for name in SYSTEMS for r in get_system(name).held() if r.key == key),
                Resource(key=key, one=key.replace("_", " "), many=key.replace("_", " ")))


def _amount(resource: str, amount: float) -> str:
    return _named(resource).count(abs(amount))


def _undo_text(change: gm.Change) -> str:
    capped = " (stopped at the most the game allows)" if change.capped else ""
    if change.kind == "grant":
        (name, resource, moved), = change.moved
        what = "grant" if change.amount > 0 else "take"
        back = f"{name} {'gives back' if moved < 0 else 'gets back'} {_amount(resource, moved)}" if moved else \
            "nothing moved"
        return f"Took back the {what} of {_amount(resource, change.amount)} for {name}: {back}{capped}."
    roll = change.roll
    spent = ", ".join(f"{n} {'gets back' if a > 0 else 'sheds'} {_amount(r, a)}" for n, r, a in change.moved if a)
    return (f"Took back #{roll.id}: {roll.phrase} ({roll.result.outcome or 'dice'}). It stays in the log, marked "  # type: ignore[union-attr]
            f"void; {spent or 'it spent nothing'}{capped}.")


def remembered(state: State, store: Store) -> State:
    """The state with each character's last roll (that still counts) from the log, for follow-ups."""
    last: dict[str, Last] = {}
    latest = None
    for roll in gm.last_of_each(store, state.party, state.system):
        latest = roll.result.actor or ""
        last[latest] = Last(ref=roll.ref, result=roll.result)
    return replace(state, last=last, latest=latest)


# --- sheets ---------------------------------------------------------------------------------------------------------

_SHEET_QUESTIONS = [
    re.compile(r"^(?:what|which)\s+(?:skills|stats|abilities|attributes|moves|languages)\s+(?:do|does|have|has)\s+"
               r"(?P<name>.+?)(?:\s+got|\s+have|\s+has)?$"),
    re.compile(r"^(?:what's|whats|what\s+is)\s+on\s+(?P<name>.+?)(?:'s|s)?\s+sheet$"),
    re.compile(r"^(?:show\s+me|show)\s+(?P<name>.+?)(?:'s|s)?\s+sheet$"),
    re.compile(rf"^how\s+(?:much|many)\s+{_WHAT}\s+(?:do|does|have|has)\s+(?P<name>.+?)"
               r"(?:\s+have|\s+has|\s+got|\s+left)*$"),
]


def asked_sheet(text: str) -> str | None:
    """Whose sheet a question asks about ('I' and 'my' mean the acting character), or None."""
    key = _key(text.rstrip("?"))
    for pattern in _SHEET_QUESTIONS:
        found = pattern.match(key)
        if found:
            return found.group("name")
    return None


def sheet(state: State, name: str) -> Reply:
    person, rows = sheet_rows(state, name)
    lines = [f"{person.name} ({get_system(person.system).title}):", *(f"  {label}: {value}" for label, value in rows)]
    return Reply(state, [f for line in lines for f in show.info(line)])


def sheet_rows(state: State, name: str) -> tuple[Character, list[tuple[str, str]]]:
    """A character's sheet as (label, value) rows, what they hold now from the ledgers ('I', 'me' and '' mean the
    acting character): what /sheet shows and a program reads."""
    who = name.strip()
    if who.lower() in ("", "i", "me", "my", "mine", "we"):
        if not state.actor:
            raise RulesError("Nobody is acting yet: say whose sheet, e.g. '/sheet Vex'.")
        who = state.actor
    person = _character(state, who)
    game = get_system(person.system)
    rows: list[tuple[str, str]] = []
    for field, label in game.sheet_labels().items():
        held = field in {r.key for r in game.held()}  # a ledger's count now, not the sheet's
        value = state.table.left(state.party, person.name, field) if held else own_value(person, field)
        if isinstance(value, dict) and value:
            rows.append((label, ", ".join(f"{k} {v:+d}" if game.signed_scores else f"{k} {v}"
                                          for k, v in value.items())))
        elif isinstance(value, tuple) and value:
            rows.append((label, ", ".join(getattr(v, "name", str(v)) for v in value)))
        elif isinstance(value, str) and value:
            rows.append((label, value))
        elif isinstance(value, int) and not isinstance(value, bool) and value:
            rows.append((label, f"{value:+d}"))
    for resource in game.held():
        if not resource.shown:
            continue
        left = state.table.left(state.party, person.name, resource.key)
        now = "left" if not resource.gained else "now"
        rows.append((f"{resource.many} {now}", f"{count_text(left or 0)} (sheet: "
                                               f"{count_text(on_sheet(person, resource.key) or 0)})"))
    return person, rows


def _character(state: State, name: str) -> Character:
    person = state.party.find(name)
    if isinstance(person, Character):
        return person
    names = [c.name for c in state.party.characters]
    if person is not None:
        raise RulesError(f"{person.name} is one of the GM's characters, with no sheet of that kind.")
    close = difflib.get_close_matches(name, names, n=3, cutoff=0.6)
    hint = f" Did you mean: {', '.join(close)}?" if close else ""
    raise RulesError(f"There is no character named '{name}'.{hint} Loaded: {', '.join(names) or 'nobody'}.")
