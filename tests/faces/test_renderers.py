"""Every face draws an answer from its data, never by reading its words back: the page's lines and a chat bot's
Markdown take an odds bar from the chance it carries and a span's look from its style, so a phrase or a name that looks
like an odds bar, a tip or Markdown is shown as the words it is."""

from __future__ import annotations

from pathlib import Path

import pytest

from rollmate.faces import markdown
from rollmate.log.store import Store
from rollmate.table import show
from rollmate.table.core import GM, Table
from rollmate.table.views import lines

ROOT = Path(__file__).resolve().parents[2]
SHEET = ROOT / "examples" / "ghostburn_party.toml"
LOOKS_LIKE_A_BAR = "  Success ####################   45%  <- this roll"


@pytest.fixture
def table(tmp_path: Path) -> Table:
    return Table(Store(tmp_path / "log.db"), [str(SHEET)])


@pytest.fixture
def named(tmp_path: Path) -> Table:
    """A table whose characters are called 'Tip' and '- Success': names that look like a tip and a bar's line."""
    party = SHEET.read_text().replace('name = "Vex"', 'name = "Tip"').replace('name = "Dex"', 'name = "Dash"')
    sheet = tmp_path / "party.toml"
    sheet.write_text(party)
    return Table(Store(tmp_path / "log.db"), [str(sheet)])


def test_words_in_an_outcome_colour_that_look_like_an_odds_bar_are_words_on_the_page() -> None:
    said = show.line(LOOKS_LIKE_A_BAR, show.outcome_class("Success", "ghostburn"))
    shown = lines(said)
    assert [line.bar for line in shown] == [None]
    assert "".join(text for _, text in shown[0].spans) == LOOKS_LIKE_A_BAR
    assert not markdown.markdown(shown).startswith("- ")  # nor a bar's list item in Markdown


def test_the_page_draws_each_bar_from_the_chance_it_carries(table: Table) -> None:
    answer = table.answer("Vex: convince the bouncer, rolled 3 and 9", GM)
    result = answer.rolls[0].result
    bars = [line.bar for line in answer.lines if line.bar is not None]
    assert [(b.outcome, b.fraction, b.marked) for b in bars] == [
        (c.outcome, c.probability, c.outcome == result.outcome) for c in result.odds]
    assert [line.bar for line in answer.rolls[0].lines if line.bar is not None] == bars  # every seat's card alike
    assert answer.lines[-len(bars) - 2].data() == {"spans": [["section", "Odds before the roll:"]]}


def test_markdown_draws_the_answer_from_its_styles_and_bars(table: Table) -> None:
    answer = table.answer("Vex: convince the bouncer, rolled 3 and 9", GM)
    said = markdown.answer(answer).splitlines()
    assert said[0] == "*Read as: Vex rolls Convince (Persuade) against Hard; target: the bouncer; your dice 3 9.*"
    assert said[1] == r"**Vex: Convince (Persuade) vs Hard (20) -\>** `[3 9]` +6 = 18: **Fade**"
    assert "1. **Skill and Trick**: 'convince the bouncer' is Convince: a core trick of Persuade (get someone to " \
           "agree to a request)." in said
    odds = said[said.index("**Odds before the roll:**") + 1:]
    assert odds[:5] == ["- Glitch `####................` 21%", "- Fade `##########..........` 51% **<- this roll**",
                        "- Success `#####...............` 27%", "- Cool Success `....................` 1%", ""]
    assert odds[5] == "*Tip: Spending a Luck Point now (+3) turns this Fade into a Success.*"


def test_a_name_like_a_tip_is_no_tip_and_a_phrase_like_a_bar_is_no_bar_in_markdown(named: Table) -> None:
    answer = named.answer("Tip: convince the bouncer, rolled 3 and 9", GM)
    tips = answer.rolls[0].result.advice
    said = markdown.answer(answer).splitlines()
    assert said[1].startswith("**Tip: Convince (Persuade)")  # the headline, in bold as every headline
    assert [line for line in said if line.startswith("*Tip:")] == [f"*Tip: {tip}*" for tip in tips]
    page = [line.spans for line in answer.lines if any("tip" in classes.split() for classes, _ in line.spans)]
    assert page == [(("tip label", "Tip: "), ("tip", tip)) for tip in tips]  # on the page too: only the tips, each
    # with its label a span of its own
    posted = markdown.roll(answer.rolls[0]).splitlines()
    assert posted[0] == r"**#1** Tip: convince the bouncer, rolled 3 and 9"
    odd = named.answer(f"Dash: {LOOKS_LIKE_A_BAR}", GM)
    assert all(line.bar is None for line in odd.lines)
    assert not [line for line in markdown.answer(odd).splitlines() if line.startswith("- ")]


def test_markdown_escapes_what_a_player_typed_and_keeps_the_caret_under_its_column(table: Table) -> None:
    typed = "Vex: climb the wall #[click](http://x.example) **now** ```"  # (a "# " opening a comment is an aside)
    said = markdown.answer(table.answer(typed, GM)).splitlines()
    assert said[0] == r"**I can't read the character \# here (column 21)**"
    assert said[1:5] == ["````", f"  {typed}", " " * 22 + "^", "````"]  # a fence longer than the ``` typed
    assert said[5] == "*Use plain words, numbers and commas.*"
    rolled = markdown.answer(table.answer("Vex climbs the wall [click](http://x.example) **now** `rm`", GM))
    # as read: the link's brackets escaped (the **bold** and `code` marks are the post's formatting, not words)
    assert r"'climbs the wall \[click\](http, x, example)" in rolled and "**now**" not in rolled
