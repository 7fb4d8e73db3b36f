"""Files: settings, saved games, the recovery file (no Qt; the UI wires them in)."""
