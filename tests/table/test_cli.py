"""The one-shot CLI as scripts use it: exit codes, JSON fields, batch mode, no tracebacks, lazy imports."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import EXAMPLES, ROOT

from rollmate.command import main

PARTY = str(EXAMPLES / "ghostburn_party.toml")
FIELDS = {"system", "actor", "skill", "trick", "ability", "difficulty", "dice", "extra_dice", "modifier", "total",
          "successes", "outcome", "luck", "opposed", "odds", "steps", "seed", "reading"}


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    return subprocess.run([sys.executable, "-m", "rollmate", *args], input=stdin, capture_output=True, text=True,
                          env=env, timeout=60)


def test_roll_prints_an_explanation_a_new_player_can_follow() -> None:
    done = run("roll", "--sheet", PARTY, "--as", "Vex", "convince the bouncer, rolled 3 and 9")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for title in ("Skill and Trick", "Ability Score", "Difficulty Level", "Roll 2d10", "Gear and Aug Bonuses", "Outcome"):
        assert title in out
    assert "Fade" in out and "Hard (20)" in out and "Odds before the roll" in out


def test_json_has_every_contract_field(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["roll", "--sheet", PARTY, "--json", "--seed", "5", "convince", "the", "bouncer"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == FIELDS
    assert data["system"] == "ghostburn" and data["actor"] == "Vex" and data["trick"] == "Convince"
    assert data["ability"] == {"name": "Presence", "score": 3}
    assert data["difficulty"] == {"name": "Hard", "value": 20}
    assert len(data["dice"]) == 2 and data["total"] == sum(data["dice"]) + data["modifier"]
    assert [s["title"] for s in data["steps"]][0] == "Skill and Trick"


def test_same_seed_same_dice(capsys: pytest.CaptureFixture[str]) -> None:
    outs = []
    for _ in range(2):
        main(["roll", "--sheet", PARTY, "--json", "--seed", "42", "shoot the guard"])
        outs.append(json.loads(capsys.readouterr().out)["dice"])
    assert outs[0] == outs[1]


@pytest.mark.parametrize(("args", "code", "stderr"), [
    (["roll", "convnce the bouncer"], 2, "column 1"),
    (["roll", "--sheet", PARTY, "convince the bouncer, rolled 11 and 2"], 2, "1 to 10"),
    (["roll", "--sheet", "no-such-file.toml", "shoot"], 1, "no-such-file.toml"),
    (["roll", "--sheet", PARTY, "--as", "Zed", "shoot the guard"], 2, "Zed"),
    (["roll", "--system", "nope", "shoot"], 2, "invalid choice"),
    (["roll", "--sheet", PARTY, "--profile", "aresmush", "shoot the guard"], 2, "profiles"),
])
def test_exit_codes_and_messages(args: list[str], code: int, stderr: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == code
    err = capsys.readouterr().err
    assert stderr in err and "Traceback" not in err


def test_bad_sheet_names_file_key_and_allowed_values(tmp_path) -> None:  # type: ignore[no-untyped-def]
    sheet = tmp_path / "vex.toml"
    sheet.write_text('system = "ghostburn"\nname = "Vex"\n[skills]\npersuasion = 2\n')
    done = run("roll", "--sheet", str(sheet), "convince the bouncer")
    assert done.returncode == 1
    assert str(sheet) in done.stderr and "skills.persuasion" in done.stderr and "Persuade" in done.stderr


def test_phrase_as_several_words_or_one_string(capsys: pytest.CaptureFixture[str]) -> None:
    main(["roll", "--json", "--sheet", PARTY, "shoot", "the", "guard,", "rolled", "4", "5"])
    one = json.loads(capsys.readouterr().out)
    main(["roll", "--json", "--sheet", PARTY, "shoot the guard, rolled 4 5"])
    assert json.loads(capsys.readouterr().out) == one


def test_batch_mode_json_lines_and_luck_carried_within_the_batch() -> None:
    lines = "roll Persuade, DL Hard, spend luck, rolled 5 5\nconvince the bouncer, rolled 5 5\nxyzzy\nshoot the guard, spend luck\n"
    done = run("roll", "--sheet", PARTY, "--json", "-", stdin=lines)
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(rows) == 4 and done.returncode == 2
    assert rows[0]["luck"]["spent"] is True and rows[0]["luck"]["value"] == 3
    assert rows[1]["luck"] == {"spent": False, "use": "bonus", "value": 3, "before": "Fade"}
    assert rows[2]["exit"] == 2 and rows[2]["line"] == 3
    assert "no Luck Points" in rows[3]["error"]


def test_start_up_runs_without_the_cycle_collector_and_a_batch_gets_it_back(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import gc
    import io

    from rollmate.table import show

    collecting: list[bool] = []
    explain = show.explained
    monkeypatch.setattr(show, "explained", lambda result: collecting.append(gc.isenabled()) or explain(result))
    monkeypatch.setattr(sys, "stdin", io.StringIO("roll Athletics, DL Hard, bonus +5\n" * 3))
    assert gc.isenabled()
    assert main(["roll", "--seed", "1", "-"]) == 0
    assert collecting == [False, True, True]  # off while rollmate loads and answers the first line, then on
    assert gc.isenabled() and capsys.readouterr().out.count("Read as:") == 3


def test_odds_command_rolls_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "--json", "roll Athletics, DL Hard, bonus +5"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["dice"] == [] and data["outcome"] is None
    assert data["odds"] == {"Glitch": 0.28, "Fade": 0.51, "Success": 0.2, "Cool Success": 0.01}


def test_roll_does_not_import_prompt_toolkit() -> None:
    code = ("import sys; from rollmate.command import main; main(['roll', 'roll Athletics, DL Hard, bonus +3']);"
            "print('PT' if any(m.startswith('prompt_toolkit') for m in sys.modules) else 'clean')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "src")}, timeout=60)
    assert done.stdout.strip().endswith("clean")


def _loaded_after(args: list[str], names: tuple[str, ...]) -> str:
    """The one-shot run in a fresh interpreter, then which of `names` it loaded (the last line of its output). It is
    run once before, so that the cache a first run writes (the reader's tables, a sheet's) is there, as it is for
    every roll but a machine's first."""
    code = (f"import sys; from rollmate.command import main; main({args!r}); "
            f"print([m for m in {names!r} if m in sys.modules])")
    subprocess.run([sys.executable, "-c", code], capture_output=True, env={**os.environ, "PYTHONPATH": str(ROOT / "src")},
                   timeout=60, check=True)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "src")}, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout


# --json and a log's records; a record read back from a file; a log's file (datetime); the options of `rollmate log`
ONLY_SOME_NEED = ("json", "pydantic", "datetime", "rollmate.faces.cli.logcmd")


@pytest.mark.parametrize("args", [["roll", "--seed", "1", "roll Athletics, DL Hard, bonus +5"],
                                  ["roll", "--sheet", PARTY, "--as", "Vex", "--seed", "1",
                                   "Vex sneaks past the guard, rolled 3 9"]])
def test_a_roll_answered_in_words_loads_nothing_only_other_answers_need(args: list[str]) -> None:
    """A roll answered in words, with no log file, starts without what only --json, a log's records or a file read
    back need: every module costs the one-shot's cold start."""
    out = _loaded_after(args, ONLY_SOME_NEED)
    assert "Read as:" in out and out.strip().endswith("[]"), out


@pytest.mark.parametrize("args", [
    ["roll", "--seed", "1", "roll Athletics, DL Hard, bonus +5"], ["odds", "--sheet", "a.toml", "--as", "Vex", "climb"],
    ["roll", "--db", "x.db", "-", "--json"], ["odds", "--db", "x.db", "climb"], ["roll"], ["roll", "--seed", "x", "a"],
    ["roll", "--system", "nope", "a"], ["roll", "--help"], ["odds", "-h"], ["roll", "--sed", "1", "a"],
])
def test_a_one_shot_is_parsed_and_refused_as_by_the_whole_parser(args: list[str], capsys: pytest.CaptureFixture[str],
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The parser a one-shot builds (only the one-shots' subcommands) reads its arguments as the whole one does, and
    says the same when it refuses them or is asked for help."""
    from rollmate.command import build_parser

    monkeypatch.setenv("COLUMNS", "100")
    said = []
    for parser in (build_parser(args[0]), build_parser()):
        try:
            said.append(vars(parser.parse_args(args)))
        except SystemExit as stop:
            said.append(stop.code)
        said.append(capsys.readouterr())
    assert said[:2] == said[2:]


@pytest.mark.parametrize("args", [
    ["roll", "--seed", "1", "roll Athletics, DL Hard, bonus +5"], ["odds", "--sheet", "a.toml", "--as", "Vex", "climb"],
    ["roll", "--sheet", "a.toml", "--sheet", "b.toml", "--seed", "7", "--seed", " 8", "climb", "the", "wall", "--json"],
    ["roll", "--system", "fs3", "--profile", "aresmush", "--db", "x.db", "shoot", ""], ["odds", "--json", "a", "b"],
    ["roll", "--db", "x.db", "-", "--json"], ["odds", "--db", "x.db", "climb"], ["roll"], ["roll", "--seed", "x", "a"],
    ["roll", "--system", "nope", "a"], ["roll", "--help"], ["odds", "-h"], ["roll", "--sed", "1", "a"],
    ["roll", "a", "--json", "b"], ["roll", "--seed=1", "a"], ["roll", "--seed", "-1", "a"], ["roll", "--as"],
    ["roll", "a", "--as", "--json"], ["roll", "--", "a"], ["roll", "-5", "a"], ["chat", "a"], [],
    ["roll", "--seed", "1_0", "a", "--as", "Vex", "--json"], ["roll", "--version"], ["odds", "--seed", "1"],
])
def test_a_one_shot_read_quickly_is_read_as_the_parser_reads_it(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """command.quick_args reads a one-shot's plain arguments without building the parser: what it reads is what the
    parser reads, and what it leaves (None) is the parser's, refusals and help among them."""
    from rollmate.command import build_parser, join_outer_options, quick_args

    quick = quick_args(args)
    if quick is None:
        return
    parsed = [vars(join_outer_options(p.parse_args(args), p)) for p in (build_parser(args[0]), build_parser())]
    assert vars(quick) == parsed[0] == parsed[1]


def test_json_still_answers_when_asked_for() -> None:
    out = _loaded_after(["roll", "--seed", "1", "--json", "roll Athletics, DL Hard, bonus +5"], ("json",))
    assert json.loads(out.splitlines()[0])["outcome"] == "Fade" and out.strip().endswith("['json']")


def test_a_prose_phrase_loads_no_lemmatizer(tmp_path: Path) -> None:
    """A post in prose asks the dictionary about its words ('sneaks'): the table made from lemminflect answers, so
    lemminflect (and the numpy it loads) stays unloaded, on a machine whose cache is empty too (the game's words are
    built then: a cue of its data that opens with an article, 'a big fat lie', has no verb forms to make)."""
    code = ("import sys; from rollmate.command import main; main(['roll', '--sheet', sys.argv[1], '--as', 'Vex', "
            "'--seed', '1', 'Vex sneaks past the guard, rolled 3 9']); "
            "print([m for m in ('lemminflect', 'numpy', 'simplemma') if m in sys.modules])")
    done = subprocess.run([sys.executable, "-c", code, PARTY], capture_output=True, text=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "src"), "XDG_CACHE_HOME": str(tmp_path)}, timeout=60)
    assert "Sneak" in done.stdout, done.stderr
    assert done.stdout.strip().endswith("[]")


def test_console_script_and_module_are_the_same_entry_point() -> None:
    import tomllib

    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts == {"rollmate": "rollmate.command:main"}
    done = run("roll", "--help")
    assert done.returncode == 0 and "--seed" in done.stdout


def test_batch_logs_every_roll_with_its_own_replayable_seed(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from rollmate.log.store import Store

    db = tmp_path / "log.db"
    done = run("roll", "--sheet", PARTY, "--json", "--seed", "10", "--db", str(db), "-",
               stdin="shoot the guard\nconvince the bouncer, spend luck\n")
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    single = json.loads(run("roll", "--sheet", PARTY, "--json", "--seed", "11", "convince the bouncer, spend luck").stdout)
    assert rows[1]["dice"] == single["dice"]
    store = Store(db)
    try:
        logged = sorted(store.recent(10), key=lambda r: r.id)
        assert [r.phrase for r in logged] == ["shoot the guard", "convince the bouncer, spend luck"]
        assert [list(r.result.dice) for r in logged] == [row["dice"] for row in rows]
        assert [r.seed for r in logged] == [10, 11]
    finally:
        store.close()


def test_a_question_rolls_nothing_and_logs_nothing(tmp_path: Path) -> None:
    db = tmp_path / "rolls.db"
    asked = run("roll", "--sheet", PARTY, "--as", "Vex", "--db", str(db), "--json",
                "what are my chances to convince the bouncer, Wits Hard, spend luck")
    assert asked.returncode == 0, asked.stderr
    data = json.loads(asked.stdout)
    assert data["dice"] == [] and data["outcome"] is None and data["reading"]["action"] == "convince the bouncer"
    assert abs(sum(data["odds"].values()) - 1) < 1e-9
    rolled = run("roll", "--sheet", PARTY, "--as", "Vex", "--db", str(db), "--json",
                 "convince the bouncer, Wits Hard, spend luck, rolled 3 9")
    assert rolled.returncode == 0, rolled.stderr
    assert json.loads(rolled.stdout)["luck"]["spent"] is True  # the question spent none of Vex's one Luck Point


def test_a_question_with_the_dice_rolled_is_the_roll_and_which_roll_asked_rolls_nothing(tmp_path: Path) -> None:
    """'can I ...? rolled 3 9': the player rolled, so the answer is that roll, with those dice, and it is kept;
    'what do i roll to ...?' names the roll and its odds and keeps nothing."""
    db = tmp_path / "rolls.db"
    rolled = run("roll", "--sheet", PARTY, "--as", "Vex", "--db", str(db), "--json",
                 "can I convince the bouncer? rolled 3 9")
    assert rolled.returncode == 0, rolled.stderr
    data = json.loads(rolled.stdout)
    assert data["dice"] == [3, 9] and data["outcome"] == "Fade" and data["trick"] == "Convince"
    asked = run("roll", "--sheet", PARTY, "--as", "Vex", "--db", str(db), "--json",
                "what do i roll to convince the bouncer?")
    assert asked.returncode == 0, asked.stderr
    data = json.loads(asked.stdout)
    assert data["dice"] == [] and data["outcome"] is None and data["trick"] == "Convince"
    from rollmate.log.store import Store

    store = Store(db)
    try:
        assert [list(r.result.dice) for r in store.recent(10)] == [[3, 9]]
    finally:
        store.close()


@pytest.mark.parametrize(("sheet", "who", "phrase", "read_as"), [
    ("fist_party.toml", "Ripper", "spend 2 war dice on shooting the guard",
     "Read as: Ripper rolls Reflexive at the guard; Ripper spends 2 war dice."),
    ("fist_party.toml", "Ripper", "shoot the guard, war die 4, rolled 3 3",
     "Read as: Ripper rolls Reflexive at the guard; your dice 3 3; war die 4; Ripper spends 1 war die."),
    ("fist_party.toml", "Ripper", "punch the guard, helped by Jonesy",
     "Read as: Ripper rolls Forceful at the guard; not used: 'helped by Jonesy' (FIST has no help bonus; an ally helps by adding a war die)."),
    ("fs3_party.toml", "Nemesis", "roll Firearms+Reflexes", "Read as: Nemesis rolls Firearms + Reflexes."),
    ("fs3_party.toml", "Nemesis", "Stealth vs Zoe's Perception", "Read as: Nemesis rolls Stealth against Zoe's Perception."),
    ("fs3_party.toml", "Nemesis", "what are my odds with Firearms vs Mavros?",
     "Read as: Nemesis would roll Firearms against Mavros; a question: nothing is rolled or spent."),
    ("fs3_party.toml", "Nemesis", "Melee, helped by Mavros who got a Good Success, -1",
     "Read as: Nemesis rolls Melee; helped by Mavros (Good Success, as stated); modifier -1."),
    # A roll by a number is of that rating; the Average attribute is only the dice the rules add to it.
    ("fs3_party.toml", "Nemesis", "roll 3", "Read as: Nemesis rolls rating 3."),
    ("fs3_party.toml", "Nemesis", "the goon rolls", "Read as: the goon rolls rating 3."),
])
def test_every_answer_opens_with_how_the_phrase_was_read(sheet: str, who: str, phrase: str, read_as: str) -> None:
    done = run("roll", "--seed", "1", "--sheet", str(EXAMPLES / sheet), "--as", who, phrase)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == read_as


def test_version() -> None:
    done = run("--version")
    assert done.returncode == 0 and done.stdout.startswith("rollmate ") and done.stdout.split()[1][0].isdigit()


@pytest.mark.parametrize(("seed", "winner_says"), [("1", "Crushing Victory for Mavros"), ("2", None)])
def test_the_opposed_headline_says_who_won(seed: str, winner_says: str | None) -> None:
    done = run("roll", "--seed", seed, "--json", "--sheet", str(EXAMPLES / "fs3_party.toml"), "--as", "Nemesis",
               "Melee vs Mavros")
    opposed = json.loads(done.stdout)["opposed"]
    prose = run("roll", "--seed", seed, "--sheet", str(EXAMPLES / "fs3_party.toml"), "--as", "Nemesis",
                "Melee vs Mavros").stdout.splitlines()
    if opposed["net"] < 0:
        assert f"{opposed['verdict']} for Mavros" in prose[1]
        assert prose[2].strip().startswith("Mavros wins the opposed roll") and "It works" not in prose[2]
    elif opposed["net"] > 0:
        assert f"{opposed['verdict']} for Nemesis" in prose[1]
    else:
        assert opposed["verdict"] in prose[1] and " for " not in prose[1].split(" - ")[-1]
    if winner_says:
        assert winner_says in prose[1]


def test_fs3_tips_after_the_roll_offer_only_what_is_still_allowed() -> None:
    sheet = str(EXAMPLES / "fs3_party.toml")
    rolled = run("roll", "--seed", "3", "--sheet", sheet, "--as", "Nemesis", "roll Firearms")
    assert rolled.returncode == 0, rolled.stderr
    tips = [line for line in rolled.stdout.splitlines() if line.startswith("Tip:")]
    assert tips and not any("+3 dice now" in tip for tip in tips)  # +3 dice is declared before the roll
    assert any("re-roll" in tip for tip in tips)  # a Luck Point can still buy a re-roll
    before = run("odds", "--sheet", sheet, "--as", "Nemesis", "roll Firearms")
    assert "+3 dice now" in before.stdout  # before the roll, both uses are compared


def test_a_named_target_that_is_not_an_opponent_is_said() -> None:
    """'hit Mavros with Melee' names Mavros but asks for no opposed roll: the reading says so, and how to ask."""
    done = run("roll", "--sheet", str(EXAMPLES / "fs3_party.toml"), "--seed", "1", "hit Mavros with Melee")
    assert done.stdout.splitlines()[0] == (
        "Read as: Nemesis rolls Melee at Mavros (not an opposed roll: say 'vs Mavros' for one).")


def test_a_dice_bots_slash_roll_and_a_question_with_its_dice_are_rolls() -> None:
    """'/roll ...' is a dice bot's habit, not a command of the chat; 'how do i ..., dice 7 and 1??' states the dice
    the player rolled, so the question mark does not turn it into odds."""
    bot = run("roll", "--sheet", PARTY, "--as", "Vex", "--json", "/roll convince the bouncer, 4 5")
    assert bot.returncode == 0, bot.stderr
    assert json.loads(bot.stdout)["dice"] == [4, 5]
    asked = run("roll", "--sheet", PARTY, "--as", "Vex", "--json", "how do i convince the bouncer, dice 7 and 1??")
    assert asked.returncode == 0, asked.stderr
    data = json.loads(asked.stdout)
    assert data["dice"] == [7, 1] and data["total"] is not None


FIST_PARTY = str(EXAMPLES / "fist_party.toml")


@pytest.mark.parametrize("args", [["--sheet", FIST_PARTY, "roll"], ["--sheet", FIST_PARTY, "--as", "Ripper", "roll"],
                                  ["--as", "Ripper", "roll", "--sheet", FIST_PARTY]])
def test_options_given_before_the_command_are_the_commands(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """'rollmate --sheet party.toml roll ...' reads the party, as the help's usage line promises (argparse alone
    lets the command's defaults overwrite them: the sheet was dropped without a word)."""
    assert main([*args, "--json", "Ripper kicks in the door. Dice: 5 and 3."]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["actor"], data["total"]) == ("Ripper", 10)


def test_sheets_given_before_and_after_the_command_are_all_loaded(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    nox = tmp_path / "nox.toml"
    nox.write_text('system = "fist"\n[[character]]\nname = "Nox"\nwar_dice = 1\n[character.attributes]\n'
                   'forceful = 1\ntactical = 0\ncreative = 0\nreflexive = 0\n')
    for actor, total in (("Nox", 9), ("Ripper", 10)):
        assert main(["--sheet", FIST_PARTY, "roll", "--sheet", str(nox), "--json",
                     f"{actor} kicks in the door. Dice: 5 and 3."]) == 0
        assert json.loads(capsys.readouterr().out)["total"] == total


@pytest.mark.parametrize(("args", "said"), [
    (["--db", "x.db", "odds", "climb"], "--db before 'odds'"),
    (["--seed", "3", "roll", "--seed", "4", "climb"], "--seed is given twice"),
    (["--seed", "3", "log", "list"], "--seed before 'log'"),
])
def test_an_option_before_the_command_that_it_cannot_use_is_refused(args: list[str], said: str,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    assert said in capsys.readouterr().err


@pytest.mark.parametrize("said", ["rip", "RIPPER", "Ripper"])
def test_as_takes_a_name_as_the_table_says_it(said: str, capsys: pytest.CaptureFixture[str]) -> None:
    """--as with a first name, a last name or a prefix of three letters or more, in any case, as a phrase takes them."""
    assert main(["roll", "--sheet", FIST_PARTY, "--as", said, "--json", "kick in the door. Dice: 5 and 3."]) == 0
    assert json.loads(capsys.readouterr().out)["actor"] == "Ripper"


def test_as_with_a_name_that_may_be_two_people_is_asked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    party = tmp_path / "two.toml"
    party.write_text('system = "fist"\n' + "".join(
        f'[[character]]\nname = "{name}"\nwar_dice = 1\n[character.attributes]\nforceful = 1\ntactical = 0\n'
        f'creative = 0\nreflexive = 0\n' for name in ("Percy Gall", "Percival Hume")))
    assert main(["roll", "--sheet", str(party), "--as", "Perc", "kick in the door. Dice: 5 and 3."]) == 2
    assert "Percy Gall or Percival Hume" in capsys.readouterr().err
    assert main(["roll", "--sheet", str(party), "--as", "hume", "--json", "kick in the door. Dice: 5 and 3."]) == 0
    assert json.loads(capsys.readouterr().out)["actor"] == "Percival Hume"
