"""Facts read from the project's statement of the rules, docs/rules.md, so that tests check the
code against the rules rather than against a list typed twice; and the version of the design
team's working statement of the rules that it follows."""

from __future__ import annotations

import hashlib
import re

from . import ROOT

RULES = ROOT / "docs" / "rules.md"
SHARED = ROOT.parent / "shared" / "RULES.md"
"""The team's working statement, in the shared folder beside a clone (as in CI); absent on a lone clone."""


def text() -> str:
    return RULES.read_text(encoding="utf-8")


def tile_table() -> dict[str, dict]:
    """Section 1.1's table: each Muse's suns, effect and area, as the engine's JSON form."""
    section = text().split("### 1.1 Tile values", 1)[1].split("\n#", 1)[0]
    rows = re.findall(r"^\| (\w+) \| (\d) \| ([+−-]1|swap) \| (\w+)", section, re.MULTILINE)
    return {muse: {"suns": int(suns), "effect": effect.replace("−", "-"), "area": area}
            for muse, suns, effect, area in rows}


def scenarios() -> dict[str, tuple[tuple[str, ...], str]]:
    """Section 8.4's scenarios that need no Mnemosyne: name -> (tiles by record name, complexity)."""
    section = text().split("Scenarios (named presets", 1)[1].split("Two scenarios need Mnemosyne")[0]
    paragraph = " ".join(section.split())
    found = re.findall(r"([A-Z][\w' ]+?) \((\w+)\) = ([\w/ +]+?)[;.]", paragraph)
    return {name: (tuple(t.strip().split("/")[0].lower() for t in tiles.split("+")), complexity)
            for name, complexity, tiles in found}


def god_complexities() -> dict[str, str]:
    """Section 8.3's table: each tile's complexity, by record name."""
    section = text().split("## 8. Divine Interventions", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| ([\w /]+?) \| (low|medium|high|crazy) \|", section, re.MULTILINE)
    return {name.split("/")[0].strip().lower(): complexity for name, complexity in rows}


def followed_hash() -> str:
    """The sha256 of the team's statement that docs/rules.md says it follows ("Keeping in step")."""
    found = re.findall(r"sha256\s+`([0-9a-f]{64})`", text())
    assert len(found) == 1, "docs/rules.md must record the one sha256 of the statement it follows"
    return found[0]


def shared_hash() -> str:
    return hashlib.sha256(SHARED.read_bytes()).hexdigest()
