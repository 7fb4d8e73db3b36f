import pytest


@pytest.fixture(autouse=True)
def private_dirs(tmp_path, monkeypatch):
    """Every storage test writes into its own folders, never the user's."""
    monkeypatch.setenv("RIFTBOUND_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("RIFTBOUND_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path
