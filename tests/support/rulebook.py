"""Facts read from the project's statement of the rules (tests/data/RULES.md, a copy of the
shared RULES.md), so that tests check the code against the rules rather than against a
list typed twice."""

from __future__ import annotations

import re

from . import DATA, ROOT

COPY = DATA / "RULES.md"
SHARED = ROOT.parent / "shared" / "RULES.md"
"""Where the shared folder sits beside a clone (as in CI); absent on a lone clone."""


def text() -> str:
    return COPY.read_text(encoding="utf-8")


def tile_table() -> dict[str, dict]:
    """Section 1.1's table: each Muse's suns, effect and area, as the engine's JSON form."""
    section = text().split("### 1.1 Tile values", 1)[1].split("Effects:", 1)[0]
    rows = re.findall(r"^\| (\w+) \| (\d) \| ([+−-]1|swap) \| (\w+)", section, re.MULTILINE)
    return {muse: {"suns": int(suns), "effect": effect.replace("−", "-"), "area": area}
            for muse, suns, effect, area in rows}


def scenarios() -> dict[str, tuple[tuple[str, ...], str]]:
    """Section 8's scenarios that need no Mnemosyne: name -> (tiles by record name, complexity)."""
    section = text().split("Scenarios (named presets", 1)[1].split("Two scenarios need Mnemosyne")[0]
    paragraph = " ".join(section.split())
    found = re.findall(r"([A-Z][\w' ]+?) \((\w+)\) = ([\w/ +]+?)[;.]", paragraph)
    return {name: (tuple(t.strip().split("/")[0].lower() for t in tiles.split("+")), complexity)
            for name, complexity, tiles in found}


def god_complexities() -> dict[str, str]:
    """Section 8's table: each tile's complexity, by record name."""
    section = text().split("## 8. Divine Interventions", 1)[1]
    rows = re.findall(r"^\| ([\w /]+?) \| (low|medium|high|crazy) \|", section, re.MULTILINE)
    return {name.split("/")[0].strip().lower(): complexity for name, complexity in rows}
