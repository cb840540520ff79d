"""A use or a re-roll line is its own game's: said at a game whose resource lacks it (FS3's luck can't avoid a
glitch, Ghostburn's can't re-roll), it is refused with that game's reason, before or after the roll, and nothing is
spent. Every use and line of every game's spoken.toml is tried at every game that lacks it."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.errors import PhraseError
from rollmate.grammar import parse
from rollmate.rules.registry import SYSTEMS, get_system
from rollmate.rules.sheets import load_party
from rollmate.rules.spoken import lexicon, own, rerolls, spoken
from rollmate.table.session import State, reply, start

# Every use another game's resource has, said at each game that lacks it: (game, use, how it is said).
FOREIGN_USES = [(system, use, phrases[0]) for system in SYSTEMS for said in lexicon().resources.values()
                for use, phrases in said.uses.items()
                if use not in next((s.uses for s in spoken(system) if s.key == said.key), {})]
# Every re-roll line, said at each game whose resources have none.
FOREIGN_REROLLS = [(system, line) for system in SYSTEMS for line in rerolls()
                   if line not in rerolls(system)]


def vocabulary(system: str):  # type: ignore[no-untyped-def]
    return get_system(system).vocabulary(load_party([EXAMPLES / f"{system}_party.toml"]))


def chat(system: str) -> State:
    return start(load_party([EXAMPLES / f"{system}_party.toml"]), system, "rules", None, seed=7)


def test_every_use_and_re_roll_is_some_games_own_and_lacking_somewhere() -> None:
    assert {use for _, use, _ in FOREIGN_USES} == {u for s in SYSTEMS for r in spoken(s) for u in r.uses}
    assert {system for system, _, _ in FOREIGN_USES} == {"fs3", "ghostburn", "fist", "pbta", "blades"}
    assert {system for system, _ in FOREIGN_REROLLS} == {"ghostburn", "fist", "pbta", "blades"}


def test_a_use_said_where_the_same_resource_lacks_it_is_refused_under_its_words() -> None:
    text = "roll Firearms, spend luck to avoid the glitch"
    with pytest.raises(PhraseError) as refused:
        parse(text, vocabulary("fs3"))
    message = str(refused.value)
    assert "FS3's luck points can't avoid the glitch" in message
    assert "+3 dice before the roll" in message and "re-rolls the whole pool" in message  # what luck does here
    assert refused.value.column == text.index("spend luck") + 1
    assert refused.value.length == len("spend luck to avoid the glitch")


@pytest.mark.parametrize(("system", "use", "phrase"), FOREIGN_USES, ids=[f"{s}: {u}" for s, u, _ in FOREIGN_USES])
def test_a_use_the_game_lacks_is_refused_before_and_after_the_roll(system: str, use: str, phrase: str) -> None:
    game = get_system(system)
    before = reply(chat(system), f"{game.example}, spend luck {phrase}")
    assert not before.records and game.title in before.text, before.text
    rolled = reply(chat(system), game.example)
    assert len(rolled.records) == 1, rolled.text
    after = reply(rolled.state, f"spend luck {phrase}")
    assert not after.records and game.title in after.text, after.text


@pytest.mark.parametrize(("system", "line"), FOREIGN_REROLLS, ids=[f"{s}: {x}" for s, x in FOREIGN_REROLLS])
def test_a_re_roll_line_the_game_lacks_is_refused_not_spent(system: str, line: str) -> None:
    game = get_system(system)
    rolled = reply(chat(system), game.example)
    assert len(rolled.records) == 1, rolled.text
    answer = reply(rolled.state, line)
    assert not answer.records and game.title in answer.text, answer.text
    held = own(system, "luck")
    if held is not None:  # the same resource, without a re-roll: what it does there instead
        assert held.does in answer.text


@pytest.mark.parametrize(("system", "phrase"), [("ghostburn", "convince the bouncer, spend luck, rolled 3 and 9"),
                                                ("fs3", "roll Firearms, spend luck")])
def test_a_roll_its_resource_was_spent_on_takes_no_more_said_in_the_games_words(system: str, phrase: str) -> None:
    rolled = reply(chat(system), phrase)
    (record,) = rolled.records
    assert record.result.resource_use is not None and record.result.resource_use.spent
    asked = reply(rolled.state, "what if I spent luck?")
    assert not asked.records
    assert asked.text.startswith(f"A {get_system(system).resource.one} was already spent on that roll.")


def test_it_standing_for_a_use_the_game_lacks_is_refused_not_offered() -> None:
    """'avoid it' with nothing named before: where luck has that use it is asked about; where the game's luck lacks
    it, the question would offer what is refused, so the refusal comes at once, under the words."""
    text = "Firearms, spend luck to avoid it"
    with pytest.raises(PhraseError) as refused:
        parse(text, vocabulary("fs3"))
    assert "can't avoid the glitch" in str(refused.value) and refused.value.column == text.index("avoid it") + 1
    with pytest.raises(PhraseError) as asked:
        parse("convince the bouncer, rolled 1 2, spend luck to avoid it",
              vocabulary("ghostburn"))
    assert "stand for" in str(asked.value) and "'avoid the glitch'" in (asked.value.hint or "")
