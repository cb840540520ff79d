"""python -m rollmate: the same entry point as the console script."""

from rollmate.assistant.cli import main

raise SystemExit(main())
