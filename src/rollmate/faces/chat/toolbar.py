"""The bottom toolbar: the campaign, the system, who acts, resources left, teaching on or off; shortened to fit the
width."""

from __future__ import annotations

from collections.abc import Callable

from prompt_toolkit.application import get_app_or_none
from prompt_toolkit.formatted_text import StyleAndTextTuples

from rollmate.table.state import State, campaign_label, resources

HELP = "/help"


def toolbar_text(state: State, width: int = 200) -> str:
    """The fullest toolbar that fits in `width` columns (with room for ' /help'): each step gives up the least
    useful part, and a part is dropped whole, never cut inside a word."""
    game = state.system + (f" ({state.profile})" if state.profile != "rules" else "")
    campaign = campaign_label(state.party.campaign)
    acting = f"acting: {state.actor or 'nobody'}"
    everyone = [f"{name} {what}" for name, what in resources(state)]
    short = [f"{name} {what.split()[-1]}" for name, what in resources(state)]  # "Vex 1": the count alone
    own = [f"{name} {what}" for name, what in resources(state) if name == state.actor]
    carried = [f"{name} +{c.value} {c.skill} this turn" for name, c in state.table.carried.items()]
    teach = f"teach {'on' if state.teach else 'off'}"
    room = width - len(HELP) - 3
    tries = [  # the campaign goes before anyone's resources are shortened
        [campaign, game, acting, ", ".join(everyone), *carried, teach],
        [campaign, game, acting, ", ".join(everyone), *carried],
        [game, acting, ", ".join(everyone), *carried],
        [game, acting, ", ".join(short), *carried],
        [game, acting, ", ".join(own), *carried],
        [game, acting, ", ".join(own)],
        [game, state.actor or "nobody"],
        [state.actor or "nobody"],
    ]
    for parts in tries:
        text = " | ".join(p for p in parts if p)
        if len(text) <= room:
            return text
    return ""


def toolbar(state: Callable[[], State]) -> Callable[[], StyleAndTextTuples]:
    def draw() -> StyleAndTextTuples:
        app = get_app_or_none()
        width = app.output.get_size().columns if app is not None else 80
        return [("class:bottom-toolbar", " " + toolbar_text(state(), width) + "  "), ("class:bottom-toolbar.key", HELP)]
    return draw
