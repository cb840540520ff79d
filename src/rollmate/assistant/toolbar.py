"""The bottom toolbar: the system, who acts, resources left, teaching on or off."""

from __future__ import annotations

from collections.abc import Callable

from prompt_toolkit.formatted_text import StyleAndTextTuples

from rollmate.assistant.state import State, resources


def toolbar_text(state: State) -> str:
    parts = [f"{state.system}" + (f" ({state.profile})" if state.profile != "rules" else "")]
    parts.append(f"acting: {state.actor or 'nobody'}")
    left = ", ".join(f"{name} {what}" for name, what in resources(state))
    if left:
        parts.append(left)
    for name, carried in state.table.carried.items():
        parts.append(f"{name} +{carried.value} {carried.skill} this turn")
    parts.append(f"teach {'on' if state.teach else 'off'}")
    return " | ".join(parts)


def toolbar(state: Callable[[], State]) -> Callable[[], StyleAndTextTuples]:
    return lambda: [("class:bottom-toolbar", " " + toolbar_text(state()) + "  "), ("class:bottom-toolbar.key", "/help")]
