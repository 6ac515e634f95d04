"""The tile table as data: the default file, another table, and clear errors."""

from __future__ import annotations

import json

import pytest

from engine import MuseTable, MuseTableError, Options, default_muse_table, words
from engine.muses import Area, Effect
from support import rulebook


def table_json() -> dict:
    return default_muse_table().to_json()


def test_the_default_table_is_the_table_of_the_rules():
    """docs/rules.md 1.1, read from the rules; that the file ships in the package: test_package.py."""
    assert default_muse_table().to_json() == rulebook.tile_table()
    assert default_muse_table().is_stand_in and words.values(default_muse_table()).startswith("Values: a stand-in")


def test_an_operator_can_load_another_table_and_the_engine_uses_it(tmp_path):
    data = table_json()
    data["Thalia"] = {"suns": 3, "effect": "swap", "area": "adjacent"}
    path = tmp_path / "tiles.json"
    path.write_text(json.dumps(data))
    table = MuseTable.load(path)
    assert table["Thalia"].suns == 3 and table["Thalia"].power.effect is Effect.SWAP
    assert table["Thalia"].power.area is Area.ADJACENT
    assert Options(muse_table=table).muse_table["Thalia"].suns == 3
    assert not table.is_stand_in
    assert words.values(table) == "Values: the printed game's table, loaded by the bot's operator."


@pytest.mark.parametrize("change,message", [
    (lambda d: d.pop("Clio"), "Muse Clio is missing"),
    (lambda d: d.update(Zeus=d["Clio"]), "unknown Muse 'Zeus'"),
    (lambda d: d["Clio"].update(suns=4), "Clio's suns must be 1, 2 or 3, not 4"),
    (lambda d: d["Clio"].update(suns="2"), "Clio's suns must be 1, 2 or 3"),
    (lambda d: d["Clio"].update(effect="+2"), "Clio's effect must be +1, -1 or swap, not '+2'"),
    (lambda d: d["Clio"].update(area="ring"), "Clio's area must be orthogonal, diagonal or adjacent"),
    (lambda d: d["Clio"].pop("area"), "Clio needs exactly the keys suns, effect, area"),
])
def test_a_malformed_table_is_refused_with_a_message_naming_the_problem(change, message):
    data = table_json()
    change(data)
    with pytest.raises(MuseTableError, match=message.replace("+", r"\+")):
        MuseTable.from_json(data)


def test_unreadable_or_invalid_files_say_so(tmp_path):
    with pytest.raises(MuseTableError, match="cannot read the tile table"):
        MuseTable.load(tmp_path / "none.json")
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2")
    with pytest.raises(MuseTableError, match="not valid JSON"):
        MuseTable.load(bad)
    bad.write_text("[]")
    with pytest.raises(MuseTableError, match="a JSON object of Muse names"):
        MuseTable.load(bad)
