"""Slash commands (/help, /load, /party, /campaign, ...; the log's own in logbook.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import assert_never

from rollmate.errors import RulesError
from rollmate.grammar import chat_records as r
from rollmate.grammar import slash
from rollmate.grammar import slash_records as s
from rollmate.log.store import Store
from rollmate.rules.registry import SYSTEMS, get_system
from rollmate.rules.sheets import MAX_CAMPAIGN, load_party
from rollmate.rules.system import SystemSpec
from rollmate.table import gm, gm_commands, lesson, logbook, registry, show
from rollmate.table.ledger import fresh
from rollmate.table.logbook import campaign_name, scope
from rollmate.table.state import Reply, State, campaign_label, count_text, resources


def _said(what: str) -> str:
    """A command's help with RESOURCE spelled out: the resources a GM may grant by name, in every game."""
    names = dict.fromkeys(r.key.replace("_", " ") for name in SYSTEMS for r in get_system(name).held() if r.words)
    return what.replace("[RESOURCE]", f"[{'|'.join(names)}]")


def command(state: State, text: str, store: Store, role: str = registry.TERMINAL) -> Reply:
    """A slash command typed at a seat of `role` (the terminal chat's by default): one the registry lets it type,
    named whole or by a prefix only it starts with, its words read by the grammar into the command's record."""
    return answer(state, read(text, role), store, role)


def read(text: str, role: str = registry.TERMINAL) -> s.Command:
    """The record of a slash command typed at a seat of `role`, or a refusal that says what would work."""
    name, _, words = text.strip().partition(" ")
    name = name.lower()
    names = registry.typed(role)
    forced = name == "/export!" and "/export" in names  # the one command with a forced form: it may replace a file
    name = "/export" if forced else name
    matches = [c for c in names if c.startswith(name)]
    if name not in names and len(matches) == 1:
        name = matches[0]
    if name not in names and len(matches) > 1:
        raise RulesError(f"{name} could be {' or '.join(matches)}.")
    if name not in names:
        raise RulesError(f"Unknown command {name}. Commands: {', '.join(names)}.")
    spec = registry.find(name)
    assert spec is not None
    return slash.read(spec, words, forced=forced)


def answer(state: State, said: s.Command, store: Store, role: str = registry.TERMINAL) -> Reply:
    """What a slash command's record does at a seat of `role`."""
    match said:
        case s.Help(command=name):
            return _help(state, name or "", role)
        case s.Learn():
            return lesson.begin(state)
        case s.Party():
            return _party(state, store)
        case r.ShowSheet(character=name):
            return gm_commands.sheet(state, name)
        case s.History(limit=limit):
            return logbook.history_command(state, limit, store)
        case s.Show(roll=number):
            return logbook.show_command(state, number, store)
        case s.Replay(roll=number):
            return logbook.replay_command(state, number, store)
        case r.Grant():
            return gm_commands.grant_command(state, said, store)
        case s.Undo():
            return gm_commands.undo(state, store)
        case s.Redo():
            return gm_commands.redo(state, store)
        case s.Campaign(name=name):
            return campaign(state, name or "", store)
        case s.NewSession():
            return _new_session(state, store)
        case s.Teach(mode=mode):
            return _teach(state, mode, store)
        case s.System(name=name):
            return _system(state, name, store)
        case s.Profile(name=name):
            return _profile(state, name, store)
        case s.Load(file=file):
            return _load(state, file, store)
        case s.Export():
            return logbook.export_command(state, said, store)
        case r.Quit():
            return Reply(state, [], quit=True)
    assert_never(said)


def _help(state: State, arg: str, role: str) -> Reply:
    """Short enough for a 30-row screen: examples and the names of the commands this seat may type; '/help NAME' and
    '/help commands' say more."""
    helps = registry.helps(role)
    name = arg.strip().lower()
    if name in ("commands", "all"):
        out = show.line("Commands:", "class:section")
        return Reply(state, out + [f for c, what in helps.items() for f in show.line(f"  {c} {_said(what)}")])
    if name:
        command = name if name.startswith("/") else f"/{name}"
        if command not in helps:
            raise RulesError(f"There is no command {command}. Commands: {' '.join(helps)}")
        return Reply(state, show.line(f"{command} {_said(helps[command])}"))
    out = show.line(f"Say what your character does ({state.system}); for example:", "class:section")
    out += [f for ex in state.game.examples for f in show.line(f"  {ex}", "class:example")]
    out += show.line("Follow-ups act on the last roll; 'Name: ...' acts once as Name; a bare name switches.")
    out += show.line("Commands (/help NAME says what one does; /help commands, all of them):", "class:section")
    out += [f for row in _rows(list(helps), 56) for f in show.line(f"  {row}")]
    if role == registry.TERMINAL:
        out += show.line("Keys: Tab completes, Ctrl-R searches history, Ctrl-C cancels the line, Ctrl-D leaves.")
    return Reply(state, out)


def _rows(words: list[str], width: int) -> list[str]:
    """Words on as few lines of at most `width` characters as keep their order."""
    rows = [""]
    for word in words:
        rows[-1:] = [f"{rows[-1]} {word}".strip()] if len(rows[-1]) + 1 + len(word) <= width else [rows[-1], word]
    return rows


def _load(state: State, arg: str, store: Store) -> Reply:
    sheets = (*state.sheets, str(Path(arg).expanduser()))
    party = load_party(sheets)
    if state.sheets:  # more people at the same table: the chat stays in the campaign it is in (/campaign may have moved it)
        party = replace(party, **{"campaign": state.party.campaign})
    table = state.table
    for system in {p.system for p in party.characters}:
        table = store.table_for(party, system, table)
    actor = state.actor
    if actor is None or party.find(actor) is None:
        actor = next((c.name for c in party.characters if c.system == state.system), None)
    new = replace(state, party=party, sheets=sheets, table=table, actor=actor)
    loaded = ", ".join(party.names()) or "nobody"
    return Reply(new, show.info(f"Loaded {arg}. At the table: {loaded}.") + _party(new, store).out)


def _party(state: State, store: Store) -> Reply:
    out = show.info(f"System {state.system}, profile {state.profile}; acting: {state.actor or 'nobody'}.")
    out += [f for name, left in resources(state) for f in show.line(f"  {name}: {left}")]
    npcs = [n.name for n in state.party.npcs]
    if npcs:
        out += show.line(f"  NPCs: {', '.join(npcs)}")
    for name, carried in state.table.carried.items():
        out += show.line(f"  {name} carries {carried.said} on {carried.skill} this turn.")
    return Reply(state, out)


def _new_session(state: State, store: Store) -> Reply:
    """A new game session: each game whose resource refills per session gets it back, in the ledger too."""
    games = [get_system(name) for name in SYSTEMS if any(c.system == name for c in state.party.characters)]
    refill = [g for g in games if g.resource is not None and g.refresh_each_session]
    number = store.new_session([(g.name, g.resource.key) for g in refill if g.resource], state.party.campaign)
    table = state.table
    said_back = []
    for game in refill:
        key = game.resource.key if game.resource else ""
        people = {c.name for c in state.party.characters if c.system == game.name}
        table = table.without(people, (key,))
        whose = f"{game.title} " if len(refill) > 1 else ""
        said_back.append(f"{whose}{game.resource.many if game.resource else ''} are back: " + ", ".join(
            f"{n} {count_text(table.amount(state.party, n, key))}" for n in sorted(people)) + ".")
    said = " ".join([f"Game session {number} begins.", *said_back])
    active = state.game
    if active.resource is not None and not active.refresh_each_session:
        said += f" ({active.title} {active.resource.many} don't come back by themselves.)"
    return Reply(replace(state, table=replace(table, **{"carried": {}})), show.info(said))


def campaign(state: State, arg: str, store: Store, reach: Callable[[str], str] | None = None,
             mine: Sequence[str] | None = None) -> Reply:
    """/campaign [NAME]: say which campaign this chat is in, or move to another. A served table passes the campaigns
    it may list (`mine`) and `reach`, which gives the campaign a name may enter (or refuses it); the chat, run by
    whoever has the log, lists and enters them all."""
    if not arg:
        here = state.party.campaign
        known = [c for c in (store.campaigns() if mine is None else mine) if c != here]
        others = f" Others in the log: {', '.join(campaign_label(c) for c in known)}." if known else ""
        return Reply(state, show.info(
            f"Campaign: {campaign_name(here)}; game session {store.game_session(here)}, "
            f"{store.count(scope=scope(state))} {state.system} roll(s) in the log.{others} /campaign NAME switches."))
    name = _known_campaign(state, store, arg, mine)
    if len(name) > MAX_CAMPAIGN + 5 or not name.isprintable():
        raise RulesError(f"A campaign name is 1 to {MAX_CAMPAIGN} printable characters.")
    name = reach(name) if reach is not None else name
    moved = replace(state, party=replace(state.party, **{"campaign": name}))
    moved, restored = _saved_settings(moved, store)
    new = gm_commands.remembered(fresh(moved, store), store)  # that campaign's ledgers and last rolls
    back = f" Back as it was left: {', '.join(restored)}." if restored else ""
    return Reply(new, show.info(f"Campaign {campaign_name(name)}: its own ledgers, history and game sessions "
                                f"(game session {store.game_session(name)}).{back}") + _party(new, store).out)


def _known_campaign(state: State, store: Store, name: str, mine: Sequence[str] | None = None) -> str:
    """The campaign a typed name means: a name in the log (or in `mine`) as typed, else a party file's own campaign
    named by its file name ('fist_party.toml', with or without '.toml'), else a new campaign of that name."""
    known = [state.party.campaign, *(store.campaigns() if mine is None else mine)]
    if name in known:
        return name
    files = [c for c in known if c.startswith("file:")]
    files += [load_party([sheet]).campaign for sheet in state.sheets]
    for campaign in files:
        label = campaign_label(campaign)
        if name.lower() in (label.lower(), label.rsplit(".", 1)[0].lower()) or Path(name).name == label:
            return campaign
    return name


def _saved_settings(state: State, store: Store) -> tuple[State, list[str]]:
    """A campaign's /system, /profile and /teach as its chat left them (what open_state does at start)."""
    saved = gm.settings(store, state.party.campaign)
    restored = []
    if saved.get("system") in SYSTEMS and saved["system"] != state.system:
        state = _switched(state, get_system(saved["system"]))
        restored.append(f"system {state.system}")
    if saved.get("profile") in state.game.profiles and saved["profile"] != state.profile:
        state = replace(state, profile=saved["profile"])
        restored.append(f"profile {state.profile}")
    if saved.get("teach") in ("on", "off") and (saved["teach"] == "on") != state.teach:
        state = replace(state, teach=saved["teach"] == "on")
        restored.append(f"teaching {saved['teach']}")
    return state, restored


def _switched(state: State, game: SystemSpec) -> State:
    """The state in another game: its profile if that game has it (else rules), and an actor who plays it."""
    actor = state.actor
    person = state.party.find(actor) if actor else None
    if person is None or getattr(person, "system", game.name) != game.name:
        actor = next((c.name for c in state.party.characters if c.system == game.name), None)
    profile = state.profile if state.profile in game.profiles else "rules"
    return replace(state, game=game, profile=profile, actor=actor)


def _teach(state: State, mode: bool | None, store: Store) -> Reply:
    teach = (not state.teach) if mode is None else mode
    said = "Teaching on: every rulebook step is shown." if teach else "Teaching off: one line per roll ('why?' explains)."
    store.keep_setting(state.party.campaign, "teach", "on" if teach else "off")
    return Reply(replace(state, teach=teach), show.info(said))


def _system(state: State, arg: str | None, store: Store) -> Reply:
    if not arg:
        return Reply(state, show.info(f"The system is {state.system}; choose from {', '.join(SYSTEMS)}."))
    switched = _switched(state, get_system(arg))  # refuses unknown or unavailable systems
    store.keep_setting(state.party.campaign, "system", switched.system)
    store.keep_setting(state.party.campaign, "profile", switched.profile)
    return Reply(gm_commands.remembered(switched, store),
                 show.info(f"System {switched.system}; acting: {switched.actor or 'nobody'}."))


def _profile(state: State, arg: str | None, store: Store) -> Reply:
    profiles = state.game.profiles
    if not arg:
        return Reply(state, show.info(f"The profile is {state.profile}; {state.system} has {', '.join(profiles)}."))
    if arg.lower() not in profiles:
        raise RulesError(f"{state.system} has the profiles: {', '.join(profiles)}.")
    store.keep_setting(state.party.campaign, "profile", arg.lower())
    return Reply(replace(state, profile=arg.lower()), show.info(f"Profile {arg.lower()}."))
