"""A post written as a script page, its lines flattened with ' / ': the slugline, the page's furniture, the cues and
what the characters say are the scene; the action lines, the GM's cue lines, a parenthetical's rules note and the
roll block are read. A capitals name acting that no sheet knows is asked about, never replaced by the seat."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rollmate.command import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
BLADES_AX = Path(__file__).resolve().parents[1] / "phrases" / "fresh" / "setAX" / "blades_partyAX.toml"


def _roll(sheet: Path, who: str, phrase: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict, str]:
    code = main(["roll", "--sheet", str(sheet), "--as", who, "--seed", "5", "--json", phrase])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else {}), out.err


def _kinds(got: dict) -> list[str]:
    return [c["kind"] for c in got["reading"]["clauses"]]


# (game, who, the page, the answer's fields, the parts shown as the scene)
PAGES = [
    ("ghostburn", "Vex", "EXT. ROOFTOP CAFE, LEVEL 3 - 0200 / VEX slips past the guard toward the stairs. / ROLL: 6, 5",
     {"actor": "Vex", "trick": "Sneak", "dice": [6, 5]}, ["slugline"]),
    ("ghostburn", "Dex", "INT. DATA VAULT - NIGHT / DEX / (cracking his knuckles) / Piece of cake. / He goes after the "
                         "lock with a Street Hack. / REFEREE / Security is Hard. / SFX: a fan whirs / ROLL: 7, 8",
     {"actor": "Dex", "trick": "Street Hack", "difficulty": {"name": "Hard", "value": 20}},
     ["slugline", "cue", "parenthetical", "dialogue", "furniture"]),
    ("fist", "Ripper", "I/E. TRUCK CAB - MOVING / RIPPER (CONT'D) / Hold on to something. / He rams the gate at full "
                       "speed. / ROLL: 4, 3 / SMASH CUT TO:",
     {"actor": "Ripper", "ability": {"name": "Forceful", "score": 2}, "dice": [4, 3]},
     ["slugline", "dialogue", "furniture"]),
    ("pbta", "Kit", "EXT. DUST ROAD - 1400 / p. 12 / KIT / (whispering; +1 forward from the ambush) / Now. / She "
                    "scavenges the wreck for parts. / ROLL: 5, 5",
     {"actor": "Kit", "dice": [5, 5]}, ["slugline", "furniture", "parenthetical", "dialogue"]),
]


@pytest.mark.parametrize(("game", "who", "page", "fields", "scene"), PAGES, ids=[p[2][:40] for p in PAGES])
def test_a_script_page_is_read_as_the_post_it_tells(game: str, who: str, page: str, fields: dict, scene: list[str],
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(EXAMPLES / f"{game}_party.toml", who, page, capsys)
    assert code == 0, err
    assert {k: got.get(k) if not isinstance(v, dict) else {n: (got.get(k) or {}).get(n) for n in v}
            for k, v in fields.items()} == fields
    assert all(kind in _kinds(got) for kind in scene), _kinds(got)
    assert got.get("modifier", 0) < 100  # (the time in the slugline is no modifier)


def test_the_forward_in_a_parenthetical_counts(capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(EXAMPLES / "pbta_party.toml", "Kit", "EXT. DUST ROAD - DUSK / KIT / (+1 forward from the "
                                                                  "ambush) / She scavenges the wreck for parts. / "
                                                                  "ROLL: 5, 5", capsys)
    assert code == 0, err
    assert "forward" in json.dumps(got).lower()


@pytest.mark.parametrize("page", [
    "INT. GARAGE - DAY / BRANNIGAN kicks the door in. / ROLL: 4, 3",
    "EXT. PIER 4 - NIGHT / The rain hammers down. DOYLE shoulders through the crowd. / ROLL: 4, 3",
])
def test_a_capitals_name_no_sheet_has_acting_is_asked_about(page: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll(EXAMPLES / "fist_party.toml", "Ripper", page, capsys)
    assert code == 2
    name = page.split("/ ")[1].split()[0] if "BRANNIGAN" in page else "DOYLE"
    assert name.capitalize() in err


def test_an_adverb_inside_a_verbs_phrase_is_read_across(capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(EXAMPLES / "ghostburn_party.toml", "Vex", "Vex listens hard for the lie in what the fixer "
                                                                      "says. 9 9", capsys)
    assert code == 0, err
    assert (got["trick"], got["difficulty"]["name"]) == ("Sense Lies", "Severe")


def test_a_word_that_may_be_a_helper_beside_one_is_asked_about(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _roll(BLADES_AX, "Lucan Ashgrove", "Ash studies the old ledger. Needle and Marge assist. 4 3 1 2",
                         capsys)
    assert code == 2
    assert "Needle" in err and "assist" in err


def test_an_aka_in_capitals_opening_a_line_is_the_character(capsys: pytest.CaptureFixture[str]) -> None:
    pbta = BLADES_AX.parent
    code = main(["roll", "--sheet", str(pbta / "pbta_partyAX.toml"), "--as", "Abel Kincaid", "--seed", "5", "--json",
                 "KINKS floors it toward the ridge. 3 5"])
    out = capsys.readouterr()
    assert code == 0, out.err
    assert json.loads(out.out)["actor"] == "Abel Kincaid"



# A cue's voice in a parenthetical ("V.O.", "O.S.", "CONT'D") is how the line is said: the scene, never 'vs O'.
@pytest.mark.parametrize(("game", "who", "page", "fields"), [
    ("ghostburn", "Vex", "INT. CLUB BACKROOM - NIGHT / VEX (V.O.) / They never look up. / She sneaks past the bouncer "
                         "toward the office. / ROLL: 6, 5", {"actor": "Vex", "trick": "Sneak"}),
    ("pbta", "Kit", "EXT. SALT FLATS - NOON / KIT / (V.O.) / Stay low. / She scavenges the wreck for parts. / ROLL: 3, 4",
     {"actor": "Kit", "dice": [3, 4]}),
    ("fist", "Ripper", "INT. HANGAR - NIGHT / RIPPER (V.O.; CONT'D) / Not my first rodeo. / He rams the gate. / "
                       "ROLL: 4, 3", {"actor": "Ripper", "ability": {"name": "Forceful", "score": 2}}),
])
def test_a_voice_in_a_parenthetical_is_the_scene(game: str, who: str, page: str, fields: dict,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(EXAMPLES / f"{game}_party.toml", who, page, capsys)
    assert code == 0, err
    assert {k: got.get(k) if not isinstance(v, dict) else {n: (got.get(k) or {}).get(n) for n in v}
            for k, v in fields.items()} == fields
    assert "parenthetical" in _kinds(got) or "cue" in _kinds(got)


# A number before capitals in an action line counts a crowd (the screenplay's people in capitals): no dice, no bonus.
@pytest.mark.parametrize(("game", "who", "page", "fields"), [
    ("ghostburn", "Vex", "INT. NOODLE BAR - NIGHT / 4 BIKERS look up from their bowls. VEX slips past the bouncer "
                         "toward the kitchen. / ROLL: 6, 5", {"actor": "Vex", "trick": "Sneak", "dice": [6, 5]}),
    ("pbta", "Kit", "EXT. SCRAPYARD - DUSK / 5 RAIDER BUGGIES circle the pile. KIT scavenges the wreck for parts. / "
                    "ROLL: 3, 4", {"actor": "Kit", "dice": [3, 4], "total": 7 + 0}),
])
def test_a_crowd_counted_in_capitals_is_the_scene(game: str, who: str, page: str, fields: dict,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    code, got, err = _roll(EXAMPLES / f"{game}_party.toml", who, page, capsys)
    assert code == 0, err
    assert {k: got.get(k) for k in fields if k != "total"} == {k: v for k, v in fields.items() if k != "total"}
    assert "crowd" in _kinds(got)
