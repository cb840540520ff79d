"""python -m rollmate: the same entry point as the console script."""

from rollmate.command import main

raise SystemExit(main())
