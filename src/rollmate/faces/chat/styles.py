"""The chat's colours: one prompt_toolkit Style for answers, the input line's highlighting and the toolbar."""

from __future__ import annotations

from prompt_toolkit.styles import Style

# Outcome colours run from red (worst) to bright green (best) in every system.
OUTCOMES = {
    "glitch": "#ff5f5f bold", "fade": "#ffaf00", "success": "#5fd75f", "cool-success": "#00ffaf bold",
    "failure": "#ff5f5f", "partial-success": "#ffaf00", "ultra-success": "#00ffaf bold",
    "embarrassing-failure": "#ff5f5f bold", "good-success": "#87d75f", "great-success": "#5fd787 bold",
    "amazing-success": "#00ffaf bold",
}

STYLE = Style.from_dict({
    **{f"outcome.{name}": colour for name, colour in OUTCOMES.items()},
    "headline": "bold",
    "die": "reverse bold",
    "dice": "",
    "meaning": "italic",
    "step.number": "#6c6c6c",
    "step.title": "bold #5fafff",
    "section": "bold",
    "tip": "#87afd7",
    "note": "#d7af5f",
    "dim": "#6c6c6c",
    "spent": "#d787d7",
    "info": "#afafaf",
    "error": "#ff5f5f bold",
    "caret": "#ff8787",
    "hint": "#d7d787",
    "ok": "#5fd75f",
    "example": "#87d7ff",
    "prompt": "bold #5fafff",
    # what you type: recognised words
    "word.skill": "#5fafff bold",
    "word.trick": "#5fd7ff",
    "word.ability": "#af87ff",
    "word.dl": "#ffaf5f",
    "word.name": "#87d787 bold",
    "word.dice": "#ffffff bold",
    "word.resource": "#d787d7 bold",
    "word.command": "#5fafff bold",
    "bottom-toolbar": "bg:#303030 #d0d0d0 noreverse",
    "bottom-toolbar.key": "bg:#303030 #5fafff bold noreverse",
})
