"""Every limit is enforced with a message naming it, sits just past the largest thing allowed, and is in the README."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fuzzkit import EXAMPLES, ROOT, game, party, vocabulary

from rollmate.command import main
from rollmate.errors import PhraseError, RollmateError, RulesError, SheetError
from rollmate.grammar import parse
from rollmate.grammar.lexer import MAX_DIGITS, MAX_PHRASE
from rollmate.log.store import Store
from rollmate.rules.dice import RandomDice
from rollmate.rules.sheets import MAX_CHARACTERS, MAX_SHEET_BYTES, Party, load_party
from rollmate.rules.systems.fist.plan import MAX_MODIFIER, MAX_WAR_DICE
from rollmate.rules.systems.fs3.pool import MAX_HELPERS, MAX_POOL
from rollmate.table.core import handle
from rollmate.table.session import start


def resolve(system: str, text: str, the_party: Party | None = None, profile: str = "rules"):  # type: ignore[no-untyped-def]
    p = party(system) if the_party is None else the_party
    g = game(system)
    return g.resolve(parse(text, g.vocabulary(p)), p, RandomDice(5), profile=profile)


def odds(system: str, text: str, the_party: Party | None = None, profile: str = "rules"):  # type: ignore[no-untyped-def]
    p = party(system) if the_party is None else the_party
    g = game(system)
    return g.odds(parse(text, g.vocabulary(p)), p, profile=profile)


# --- phrase length ------------------------------------------------------------------------------

def test_a_10000_character_phrase_is_refused_by_the_length_check_before_any_lexing() -> None:
    """Past the limit nothing is read: an unreadable character and a 5-digit number further on are never reached
    (the lexer would have named them at columns 451 and 501), so the work done does not grow with the length."""
    text = ("convince the bouncer, " * 20)[:450] + "12345 " + ("x" * 44) + "\x00" + "y" * 10_000
    text = text[:10_000]
    with pytest.raises(PhraseError) as caught:
        parse(text, vocabulary("ghostburn"))
    error = caught.value
    assert error.column == 1
    assert f"the limit is {MAX_PHRASE}" in error.message and "10000 characters" in error.message
    assert len(str(error)) < 400  # the refusal quotes the start of the phrase, not all 10,000 characters


@pytest.mark.parametrize("system", ["ghostburn", "fs3", "fist"])
def test_the_phrase_limit_is_exact(system: str) -> None:
    at_limit = ("kick in the door " * (MAX_PHRASE // 10))[:MAX_PHRASE]
    try:
        parse(at_limit, vocabulary(system))
    except PhraseError as error:
        assert str(MAX_PHRASE) not in error.message  # refused, perhaps, but not for its length
    with pytest.raises(PhraseError, match=f"the limit is {MAX_PHRASE}"):
        parse(at_limit + "x", vocabulary(system))


def test_the_cli_refuses_a_long_phrase_with_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["roll", "--seed", "1", "a" * 10_000]) == 2
    err = capsys.readouterr().err
    assert f"the limit is {MAX_PHRASE}" in err and "Traceback" not in err and len(err) < 600


# --- numbers in a phrase --------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "column", "limit"), [
    ("shoot the guard, rolled 12345 3", 25, f"the limit is {MAX_DIGITS} digits"),
    ("shoot the guard, " + "9" * 60, 18, f"the limit is {MAX_DIGITS} digits"),
    ("shoot the guard, +1000", 18, f"the limit is {MAX_DIGITS - 1} digits after the sign"),
    ("shoot the guard, bonus -99999", 24, "digits after the sign"),
])
def test_numbers_past_the_digit_limit_are_refused_where_they_stand(text: str, column: int, limit: str) -> None:
    with pytest.raises(PhraseError, match="too large for any roll") as caught:
        parse(text, vocabulary("ghostburn"))
    assert caught.value.column == column and limit in caught.value.message


def test_four_digits_and_three_after_a_sign_are_read() -> None:
    request = parse("kick in the door, +999, war die 9999", vocabulary("fist"))
    assert request.modifiers[0].amount == 999


# --- dice per roll --------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    f"roll {MAX_POOL + 1} dice", "roll 9999 dice", f"roll {MAX_POOL - 1} for the goon", "roll 9999 for the goon",
    "Nemesis: roll Firearms +30", "Nemesis: Melee vs 29", "Nemesis: Melee vs 9999", "Nemesis: Melee, vs 2800",
])
def test_fs3_rolls_at_most_30_dice_in_profile_rules(text: str) -> None:
    for work in (resolve, odds):
        with pytest.raises(RulesError, match=f"FS3 rolls at most {MAX_POOL} dice"):
            work("fs3", text)


def test_fs3_30_dice_roll_and_aresmush_takes_fifteen_8s_past_them() -> None:
    assert len(resolve("fs3", f"roll {MAX_POOL} dice").dice) == MAX_POOL
    over = resolve("fs3", "roll 9999 dice", profile="aresmush")
    assert over.dice == (8,) * 15 and over.outcome == "Amazing Success"


@pytest.mark.parametrize("the_party", [Party(), None], ids=["no sheet", "party"])
def test_fist_refuses_more_war_dice_than_any_pool_holds(the_party: Party | None) -> None:
    for work in (resolve, odds):
        with pytest.raises(RulesError, match=f"up to {MAX_WAR_DICE}"):
            work("fist", f"kick in the door, spend {MAX_WAR_DICE + 1} war dice", the_party)
    faces = " ".join(["3"] * (MAX_WAR_DICE + 1))
    with pytest.raises(RulesError, match=f"up to {MAX_WAR_DICE}"):
        resolve("fist", f"kick in the door, war dice {faces}", the_party)


def test_fist_rolls_99_untracked_war_dice() -> None:
    result = resolve("fist", f"kick in the door, spend {MAX_WAR_DICE} war dice", Party())
    assert len(result.extra_dice) == MAX_WAR_DICE and result.outcome in ("Success", "Ultra Success")


@pytest.mark.parametrize("profile", ["rules", "roll20"])
def test_fist_attribute_and_modifiers_stay_within_99(profile: str, tmp_path: Path) -> None:
    sheet = tmp_path / "huge.toml"
    sheet.write_text('system = "fist"\nname = "Jonesy"\nwar_dice = 1\n[attributes]\nreflexive = -4611686018427387904\n')
    huge = load_party([sheet])  # the sheet loads: any integer is accepted (contract), with a warning
    assert huge.characters[0].warnings
    with pytest.raises(RulesError, match=f"-{MAX_MODIFIER} to \\+{MAX_MODIFIER}"):
        resolve("fist", "dodge the attack, war die", huge, profile)
    minus = ", ".join(["-999"] * 60)
    for work in (resolve, odds):
        with pytest.raises(RulesError, match="add up to -59940"):
            work("fist", f"kick in the door, war die, {minus}", Party(), profile)
    assert resolve("fist", f"kick in the door, war die, -{MAX_MODIFIER}", Party(), profile).outcome == "Failure"


@pytest.mark.parametrize(("system", "text", "needed"), [
    ("ghostburn", "Vex: shoot the guard, rolled 3 9 4", "needs 2"),
    ("fs3", "Nemesis: roll Firearms, dice " + " ".join(["6"] * 40), "needs 7"),
    ("fist", "kick in the door, rolled " + " ".join(["6"] * 40), "needs 2"),
    ("fist", "kick in the door, rolled 1 2 3", "needs 2"),
])
def test_given_faces_must_be_exactly_what_the_roll_needs(system: str, text: str, needed: str) -> None:
    with pytest.raises(RulesError, match=needed):
        resolve(system, text)


# --- helpers ----------------------------------------------------------------------------------------

def test_fs3_teamwork_has_at_most_two_helpers() -> None:
    assert len(resolve("fs3", "Nemesis: roll Firearms, helped by Zoe and Elodie").dice) > 0
    for work in (resolve, odds):
        with pytest.raises(RulesError, match=f"the leader and {MAX_HELPERS} assisting"):
            work("fs3", "Nemesis: roll Firearms, helped by Zoe and Elodie and Tug")


# --- sheets -----------------------------------------------------------------------------------------

def test_a_sheet_over_256_kib_is_refused_naming_the_file_and_the_limit(tmp_path: Path) -> None:
    text = (EXAMPLES / "ghostburn_party.toml").read_text("utf-8")
    at_limit = tmp_path / "at_limit.toml"
    at_limit.write_bytes((text + "#" * (MAX_SHEET_BYTES - len(text.encode()))).encode())
    assert at_limit.stat().st_size == MAX_SHEET_BYTES and load_party([at_limit]).characters
    over = tmp_path / "over.toml"
    over.write_bytes(at_limit.read_bytes() + b"#")
    with pytest.raises(SheetError, match=f"{MAX_SHEET_BYTES // 1024} KiB") as caught:
        load_party([over])
    assert str(over) in str(caught.value)


def test_at_most_200_characters_and_npcs_in_one_file(tmp_path: Path) -> None:
    def write(count: int) -> Path:
        path = tmp_path / f"crowd{count}.toml"
        path.write_text('system = "ghostburn"\n' + "".join(f'[[npc]]\nname = "npc {i}"\n' for i in range(count)))
        return path

    assert len(load_party([write(MAX_CHARACTERS)]).npcs) == MAX_CHARACTERS
    with pytest.raises(SheetError, match=f"at most {MAX_CHARACTERS} characters") as caught:
        load_party([write(MAX_CHARACTERS + 1)])
    assert "crowd201.toml" in str(caught.value)


def test_names_over_100_characters_are_refused() -> None:
    from rollmate.rules.sheets import parse_sheet

    parse_sheet({"system": "fist", "name": "x" * 100})
    with pytest.raises(SheetError, match="longer than 100 characters"):
        parse_sheet({"system": "fist", "name": "x" * 101})


# --- the chat's roll numbers --------------------------------------------------------------------------

@pytest.mark.parametrize("line", ["/show 99999999999999999999", "/history 99999999999999999999",
                                  "/replay 1234567890", "/history ²", "/show ٣"])
def test_roll_numbers_in_commands_are_checked(line: str, tmp_path: Path) -> None:
    store = Store(tmp_path / "rolls.db")
    try:
        state = start(party("ghostburn"), "ghostburn", "rules", "Vex", seed=1)
        answer = handle(state, line, store)
        assert answer.state is state and "N should be a whole number, 1 or more (up to 9 digits), not" in answer.text
    finally:
        store.close()


# --- the README -----------------------------------------------------------------------------------------

def test_the_readme_documents_every_limit() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    section = re.search(r"^## Limits\n(.*?)^## ", readme, re.S | re.M)
    assert section, "README has a Limits section"
    limits = section.group(1)
    for expected in (f"{MAX_PHRASE} characters", f"{MAX_DIGITS} digits", f"{MAX_SHEET_BYTES // 1024} KiB",
                     f"| {MAX_CHARACTERS} |", f"{MAX_POOL} dice", f"{MAX_HELPERS} helpers", f"{MAX_WAR_DICE} war dice",
                     f"{MAX_MODIFIER}", "100 characters"):
        assert expected in limits, expected


def test_every_limit_error_is_a_rollmate_error_with_an_exit_code() -> None:
    for error in (PhraseError("x"), RulesError("x")):
        assert isinstance(error, RollmateError) and error.exit_code == 2
    assert SheetError("x").exit_code == 1


@pytest.mark.parametrize("system", ["fist", "fs3", "pbta"])
def test_an_over_long_phrase_meets_the_limit_before_any_other_refusal(system: str) -> None:
    """Found by a long fuzz run: 'easy, easy, ...' past the limit got the 'no Difficulty Levels' refusal."""
    from rollmate.rules.system import get_system

    text = ", ".join(["easy"] * (MAX_PHRASE // 4))
    with pytest.raises(PhraseError) as caught:
        parse(text, get_system(system).vocabulary(Party()))
    assert str(MAX_PHRASE) in caught.value.message and caught.value.column == 1
