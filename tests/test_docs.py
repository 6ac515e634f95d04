"""The project's documents are in the repository: every document the code, the tests and the
README name is in docs/, their links lead somewhere, and they cite no note that lives outside
the repository (the design team's shared folder)."""

from __future__ import annotations

import re
from pathlib import Path

from support import ROOT

DOCS = ROOT / "docs"
TEXT = {".py", ".md", ".toml", ".cfg", ".txt", ".po", ".js", ".html", ".css", ".sh"}
SKIP = {"__pycache__", "data", "golden"}
"""Folders of caches, sample records and images: nothing there cites a document."""
NOTES = ("RULES", "RECORD", "AGENT", "STYLE", "DISCORD")
"""The design team's notes in its shared folder beside the repository, which a clone lacks."""
NOTE = re.compile(rf'(?<!shared/)(?<!"shared" / ")\b(?:{"|".join(NOTES)})\.md\b')
"""A citation of a note; a path into the shared folder (the drift check of the rules) is not one."""
DOC = re.compile(r"\bdocs/([\w-]+(?:/[\w-]+)*\.md)\b")
LINK = re.compile(r"\]\(([^)\s]+)\)")


def sources() -> list[Path]:
    """The code, the tests, the README and the build and CI files."""
    found = [ROOT / name for name in ("README.md", "pyproject.toml", "setup.py", ".env.example")]
    found += [p for p in (ROOT / ".ci").glob("*") if p.is_file()]
    for top in ("engine", "render", "bot", "tests"):
        found += [p for p in (ROOT / top).rglob("*")
                  if p.suffix in TEXT and p.is_file() and not SKIP & set(p.relative_to(ROOT).parts)]
    return [p for p in found if p.exists()]


def where(path: Path, text: str, match: re.Match) -> str:
    return f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, match.start()) + 1}"


def test_every_document_the_code_tests_and_readme_name_is_in_docs():
    missing = [f"{where(p, text, m)}: docs/{m[1]}" for p in sources()
               for text in (p.read_text(encoding="utf-8", errors="replace"),)
               for m in DOC.finditer(text) if not (DOCS / m[1]).is_file()]
    assert not missing, f"documents named but not in the repository: {missing}"


def test_nothing_cites_the_design_teams_notes_outside_the_repository():
    cited = [f"{where(p, text, m)}: {m[0]}" for p in sources()
             for text in (p.read_text(encoding="utf-8", errors="replace"),)
             for m in NOTE.finditer(text)]
    assert not cited, f"cite docs/ instead (docs/README.md lists what is there): {cited}"


def anchors(path: Path) -> set[str]:
    """The anchors of a Markdown file's headings, as GitHub makes them."""
    headings = re.findall(r"^#+ (.+)$", path.read_text(encoding="utf-8"), re.MULTILINE)
    return {re.sub(r"[^\w\- ]", "", h.replace("`", "").lower()).replace(" ", "-") for h in headings}


def test_the_links_of_the_readme_and_the_documents_lead_somewhere():
    broken = []
    for page in [ROOT / "README.md", *sorted(DOCS.glob("*.md"))]:
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            if re.match(r"[a-z]+:", target):
                continue  # another site's address
            file, _, anchor = target.partition("#")
            linked = (page.parent / file).resolve() if file else page
            if not linked.exists() or anchor and linked.suffix == ".md" and anchor not in anchors(linked):
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert not broken, f"links that lead nowhere: {broken}"


def test_every_test_the_documents_cite_exists():
    tests = set(re.findall(r"^(?:async )?def (test_\w+)", "\n".join(
        p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("test_*.py")), re.MULTILINE))
    cited = {name for page in DOCS.glob("*.md") for name in re.findall(r"`(test_\w+)`", page.read_text("utf-8"))}
    assert cited and not cited - tests, f"the documents cite tests that do not exist: {sorted(cited - tests)}"
