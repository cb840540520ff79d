"""The game's terms: "what does X mean?" answered from the active game's glossary, never a roll; the terms an
explanation uses are pointed out under its steps."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from rollmate.rules.sheets import load_party
from rollmate.rules.system import SYSTEMS, get_system
from rollmate.table.session import reply, start


def chat(system: str):  # type: ignore[no-untyped-def]
    party = load_party([EXAMPLES / f"{system}_party.toml"])
    return start(party, system, "rules", party.characters[0].name, seed=7)


@pytest.mark.parametrize(("system", "question", "answer"), [
    ("ghostburn", "what does Off Balance mean?", "Off Balance (Ghostburn): A condition some outcome charts hand out"),
    ("ghostburn", "What's Confident mean", "Confident (Ghostburn): A condition. On the one you act against: +1 DL step"),
    ("ghostburn", "what is a Fade?", "Fade (Ghostburn): An outcome: You get it done, but it costs you"),
    ("ghostburn", "define bad memory", "Bad Memory (Ghostburn): Something an outcome chart can give you"),
    ("ghostburn", "what is [Prone]?", "Prone (Ghostburn): A condition. On the one you act against: +1 DL step on ranged"),
    ("ghostburn", "what does DL mean?", "DL (Ghostburn): Difficulty Level: Easy 8, Moderate 14, Hard 20"),
    ("ghostburn", "what is the Convince trick", None),  # not a term as typed: goes on to the phrase reader
    ("fist", "what does a war die mean?", "War Die (FIST): An extra d6 added to a roll's total"),
    ("fist", "what's an Ultra Success?", "Ultra Success (FIST): Both base dice show 6"),
    ("fist", "what does BUDDY mean", "Buddy (FIST): A trait: +1 when you put a war die on your buddy's roll."),
    ("fs3", "what does Good Success mean?", "Good Success (FS3): A success level: it works well"),
    ("fs3", "what is teamwork?", "Teamwork (FS3): Helpers roll too"),
    ("fs3", "what is Reflexes", "Reflexes (FS3): An attribute: quick reactions"),
    ("pbta", "what does +1 forward mean?", "Forward (PbtA): A bonus (or penalty) you carry to your next roll only"),
    ("pbta", "what does forward mean?", "Forward (PbtA): A bonus (or penalty) you carry to your next roll only"),
    ("pbta", "what is a weak hit?", "Weak Hit (PbtA): A total of 7 to 9"),
    ("pbta", "what's Scavenge?", "Scavenge (PbtA): A move: when you scavenge, salvage, loot, pick through..., roll +Sharp."),
])
def test_a_term_is_explained_and_nothing_is_rolled(system: str, question: str, answer: str | None) -> None:
    said = reply(chat(system), question)
    assert said.records == ()
    if answer is None:
        assert "glossary" not in said.text
    else:
        assert said.text.startswith(answer)


def test_an_unknown_term_says_so_with_close_ones() -> None:
    said = reply(chat("ghostburn"), "what does OfBalance mean?")
    assert said.text.startswith("'ofbalance' isn't in rollmate's Ghostburn glossary. Did you mean: off balance?")
    assert said.records == ()


@pytest.mark.parametrize("question", ["whats blorp mean", "What's OfBalance mean?"])
def test_an_unknown_term_asked_with_whats_says_so_too(question: str) -> None:
    """'whats X mean' about a term the game lacks was a traceback (its term was looked for under another name)."""
    said = reply(chat("ghostburn"), question)
    assert "isn't in rollmate's Ghostburn glossary" in said.text and said.records == ()


def test_a_question_about_chances_is_not_taken_for_a_term() -> None:
    said = reply(chat("ghostburn"), "what are my chances to convince the bouncer, Wits Hard?")
    assert "Chance of each outcome" in said.text and said.records == ()


@pytest.mark.parametrize("question", ["whats my odds to convince the bouncer", "what's my chances to shoot the guard?",
                                      "whats the chance to climb the wall"])
def test_whats_my_odds_is_asked_of_the_odds_never_of_the_glossary(question: str) -> None:
    said = reply(chat("ghostburn"), question)
    assert "Chance of each outcome" in said.text and "glossary" not in said.text and said.records == ()


def test_whats_x_mean_is_still_a_term() -> None:
    said = reply(chat("ghostburn"), "whats off balance mean?")
    assert said.text.startswith("Off Balance (Ghostburn)")


def test_the_conditions_the_charts_hand_out_are_all_explained() -> None:
    """Every condition the Ghostburn outcome charts name has a glossary entry (an honest one where the reference
    gives no effect)."""
    terms = get_system("ghostburn").glossary(load_party([EXAMPLES / "ghostburn_party.toml"]))
    for condition in ("off balance", "inspired", "prone", "distracted", "confident", "suspicious", "bad memory",
                      "secret", "shaken", "ap"):
        assert condition in terms and len(terms[condition]) > 20, condition


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_game_has_a_glossary_of_its_outcomes(system: str) -> None:
    party = load_party([EXAMPLES / f"{system}_party.toml"])
    game = get_system(system)
    terms = game.glossary(party)
    for outcome in game.outcomes:
        assert outcome.lower() in terms, outcome
    assert set(game.terms(party)) <= set(terms)


def test_why_points_to_the_terms_the_explanation_uses() -> None:
    rolled = reply(chat("ghostburn"), "Vex: jump the gap, Moderate, rolled 5 5")  # Fade: lands Off Balance
    why = reply(rolled.state, "why?")
    assert "Terms: Off Balance (ask e.g. 'what does Off Balance mean?')" in why.text


def test_a_roll_without_jargon_lists_no_terms() -> None:
    rolled = reply(chat("ghostburn"), "Vex: convince the bouncer, Wits Hard, rolled 10 10")
    assert "Terms:" not in reply(rolled.state, "why?").text


@pytest.mark.parametrize(("system", "asked", "answer", "shown"), [
    ("fist", "whats my odds to jump the gap", "2", "what are my chances to jump the gap, +REFLEXIVE?"),
    ("fist", "whats my odds to jump the gap", "reflexive", "what are my chances to jump the gap, +REFLEXIVE?"),
    ("ghostburn", "what does OfBalance mean?", "yes", "what does off balance mean?"),
])
def test_a_picked_choice_is_answered_as_its_record_never_its_words_read_back(
        monkeypatch: pytest.MonkeyPatch, system: str, asked: str, answer: str, shown: str) -> None:
    """A choice the table writes as a question ('what are my chances to X?', 'what does X mean?') carries the question
    as its record: picking it answers the record, and the words it was shown in are never read again."""
    from rollmate.grammar import chat as grammar_chat

    expected = reply(chat(system), shown).text  # the same question, typed
    state = reply(chat(system), asked).state
    assert state.pending is not None and shown in state.pending.choices
    lines: list[str] = []
    reading = grammar_chat.read

    def spied(text: str):  # type: ignore[no-untyped-def]
        lines.append(text)
        return reading(text)

    monkeypatch.setattr(grammar_chat, "read", spied)
    said = reply(state, answer)
    assert said.text == expected and said.state.pending is None
    assert shown not in lines and lines == [answer] * len(lines)
