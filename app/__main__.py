"""Allow `python -m app` as an alias for the `riftbound` command."""

import sys

from app.cli import main

sys.exit(main())
