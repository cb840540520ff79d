"""Untrusted text never reaches a terminal, a journal or JSON raw: escape sequences, bells, 8-bit controls, bidi
and zero-width characters are refused in names and neutralised in phrases, wherever rollmate writes."""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from conftest import EXAMPLES, ROOT
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from rollmate import textsafe
from rollmate.errors import SheetError
from rollmate.faces.chat.chat import run_chat
from rollmate.rules.sheets import load_party
from rollmate.table.show import plain

PARTY = str(EXAMPLES / "ghostburn_party.toml")
# The payload: set the terminal title, clear the screen, write the clipboard.
PAYLOAD = "\u001b]0;pwned\u0007\u001b[2J\u001b]52;c;...\u0007"


def run(*args: str, stdin: str | None = None, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    full = {**os.environ, "PYTHONPATH": str(ROOT / "src"), **(env or {})}
    return subprocess.run([sys.executable, "-m", "rollmate", *args], input=stdin, capture_output=True, text=True,
                          env=full, timeout=60)


def assert_clean(text: str) -> None:
    """No character a terminal would act on or hide: only newlines among the controls."""
    bad = [f"U+{ord(c):04X}" for c in text if c != "\n" and textsafe.is_unsafe(c)]
    assert not bad, f"raw {bad} in output"


def sheet(tmp_path: Path, body: str, name: str = "party.toml") -> str:
    path = tmp_path / name
    path.write_text(body, encoding="utf-8")
    return str(path)


def toml_string(text: str) -> str:
    return json.dumps(text)  # a JSON string with \u escapes is a valid TOML basic string


GOOD_NPC = '[[npc]]\nname = "the bouncer"\nwits = "Hard"\n'


@pytest.mark.parametrize(("body", "key"), [
    (f'system = "ghostburn"\n[[character]]\nname = {toml_string("Vex" + PAYLOAD)}\n', "character[0].name"),
    (f'system = "ghostburn"\n[[character]]\nname = "Vex"\n[[character.gear]]\nname = {toml_string("sight" + PAYLOAD)}\n'
     'bonus = { firearms = 1 }\n', "character[0].gear[0].name"),
    (f'system = "ghostburn"\n[[character]]\nname = "Vex"\n[[npc]]\nname = {toml_string("the bouncer" + PAYLOAD)}\n'
     'wits = "Hard"\n', "npc[0].name"),
])
def test_escape_sequences_in_a_sheet_name_are_refused_and_never_echoed(tmp_path: Path, body: str, key: str) -> None:
    path = sheet(tmp_path, body)
    done = run("roll", "--sheet", path, "convince the bouncer, rolled 3 and 9")
    assert done.returncode == 1
    assert path in done.stderr and key in done.stderr and "U+001B" in done.stderr and "allowed" in done.stderr
    assert "Traceback" not in done.stderr
    assert_clean(done.stdout + done.stderr)


@pytest.mark.parametrize("name", ["V\u200bex", "Vex\u202e", "Vex\u0085", "Ve\u0007x", "Vex\u2028"])
def test_names_with_invisible_or_reordering_characters_are_refused(tmp_path: Path, name: str) -> None:
    path = sheet(tmp_path, f'system = "ghostburn"\nname = {toml_string(name)}\n')
    with pytest.raises(SheetError, match="allowed: letters") as caught:
        load_party([path])
    assert caught.value.key == "name"


def test_a_name_is_stored_normalised_and_look_alikes_collide(tmp_path: Path) -> None:
    decomposed = sheet(tmp_path, 'system = "fs3"\nname = "Zoe\u0308"\n', "zoe.toml")
    party = load_party([decomposed])
    assert party.characters[0].name == "Zo\u00eb" == unicodedata.normalize("NFC", "Zoe\u0308")
    composed = sheet(tmp_path, 'system = "fs3"\nname = "Zo\u00eb"\n', "zoe2.toml")
    with pytest.raises(SheetError, match="names must differ"):
        load_party([decomposed, composed])
    wide = sheet(tmp_path, 'system = "ghostburn"\nname = "\uff36\uff45\uff58"\n', "wide.toml")  # full-width "Vex"
    with pytest.raises(SheetError, match="look-alike"):
        load_party([PARTY, wide])


def test_zero_width_vex_beside_vex_is_refused(tmp_path: Path) -> None:
    ghost = sheet(tmp_path, 'system = "ghostburn"\nname = "V\u200bex"\n')
    done = run("roll", "--sheet", PARTY, "--sheet", ghost, "convince the bouncer")
    assert done.returncode == 1 and "U+200B" in done.stderr and ghost in done.stderr


def test_a_phrase_with_escape_codes_gets_a_clean_caret_line() -> None:
    done = run("roll", "--sheet", PARTY, f"convince the bouncer {PAYLOAD}")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert_clean(done.stdout + done.stderr)
    phrase_line, caret_line = done.stderr.splitlines()[1:3]
    assert caret_line.index("^") == phrase_line.index(textsafe.REPLACEMENT)  # still under the bad character


def test_eight_bit_controls_in_a_rolled_phrase_do_not_reach_the_terminal() -> None:
    done = run("roll", "--sheet", PARTY, "convince the bouncer \u0085 x, rolled 3 and 9")
    assert done.returncode == 0, done.stderr
    assert "Fade" in done.stdout
    assert_clean(done.stdout + done.stderr)


def test_json_escapes_controls_and_keeps_the_text() -> None:
    phrase = "convince the bouncer \u0085 x, rolled 3 and 9"
    done = run("roll", "--json", "--sheet", PARTY, phrase)
    assert done.returncode == 0, done.stderr
    assert_clean(done.stdout)
    assert "\\u0085" in done.stdout
    data = json.loads(done.stdout)
    assert data["reading"]["action"] is not None and "\u0085" in json.dumps(data, ensure_ascii=False)


def test_json_escapes_bidi_overrides_in_batch_errors() -> None:
    done = run("roll", "--json", "--sheet", PARTY, "-", stdin="convince the bouncer \u202egniht\n")
    assert_clean(done.stdout + done.stderr)
    assert json.loads(done.stdout)["line"] == 1


def test_the_chat_passes_no_bell_bidi_or_8_bit_control(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    args = argparse.Namespace(sheet=[PARTY], system=None, profile=None, actor=None, seed=5,
                              db=str(tmp_path / "rolls.db"))
    shown: list[str] = []
    with create_pipe_input() as pipe:
        pipe.send_text("convince the bouncer \u0085 x, rolled 3 and 9\r"
                       "convince the bouncer \u202egniht\r/load no\u0085such.toml\r\x04")
        assert run_chat(args, input=pipe, output=DummyOutput(), echo=lambda f: shown.append(plain(f))) == 0
    out = "".join(shown)
    assert "Fade" in out and "\u202e" not in out and "no\ufffdsuch.toml" in out
    assert_clean(out)


MARKUP_PARTY = """system = "ghostburn"
[[character]]
name = "Vex <b>x</b>"
favored = "Persuade"
[character.abilities]
presence = 3
[character.skills]
persuade = 2
[[character.augs]]
name = "[click](http://evil.example) `pump` <img src=x>"
bonus = { persuade = 1 }
[[npc]]
name = "the bouncer"
wits = "Hard"
"""


def test_the_markdown_journal_escapes_names_and_phrases(tmp_path: Path) -> None:
    party = sheet(tmp_path, MARKUP_PARTY)
    args = argparse.Namespace(sheet=[party], system=None, profile=None, actor=None, seed=5, db=str(tmp_path / "r.db"))
    shown: list[str] = []
    with create_pipe_input() as pipe:
        pipe.send_text(f"convince the bouncer *now* &amp; \u0085 x, rolled 3 and 9\r/export {tmp_path / 'journal.md'}\r\x04")
        run_chat(args, input=pipe, output=DummyOutput(), echo=lambda f: shown.append(plain(f)))
    text = (tmp_path / "journal.md").read_text(encoding="utf-8") if (tmp_path / "journal.md").exists() else ""
    assert "Fade" in text, "".join(shown)
    body = re.sub(r"^> ", "", text, flags=re.MULTILINE)  # the journal's own quote marks
    for special in "<>[]`&":  # every one of the players' markup characters is escaped
        assert re.search(rf"(?<!\\){re.escape(special)}", body) is None, special
    assert "\\<b\\>x\\</b\\>" in text and "\\[click\\](http://evil.example)" in text and "\\*now\\*" in text
    assert_clean(text)


def test_textsafe_json_round_trips_every_escaped_character() -> None:
    data = {"name": "a\u202eb\u200b\x1b\x85\U000e0001Zo\u00eb\u2028"}
    dumped = json.dumps(data, ensure_ascii=False)
    for ascii_only in (False, True):
        safe = textsafe.json_text(dumped, ascii_only=ascii_only)
        assert json.loads(safe) == data
        assert_clean(safe)
    assert "Zo\u00eb" in textsafe.json_text(dumped) and textsafe.json_text(dumped, ascii_only=True).isascii()
