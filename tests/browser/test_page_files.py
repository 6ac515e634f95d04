"""The page's files (bot/web/static/): small, loaded by relative URLs only, no inline script or
style (the Content-Security-Policy allows the page's own files only), and every word it says
from the catalogs (bot/web/page_texts.py)."""

from __future__ import annotations

import re
from pathlib import Path

from bot.web.page_texts import PAGE_TEXTS, SAID

STATIC = Path(__file__).resolve().parents[2] / "bot" / "web" / "static"
SAYS = re.compile(r'\bt\("((?:[^"\\]|\\.)*)"')
LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')


def scripts() -> str:
    return "\n".join(p.read_text() for p in sorted(STATIC.glob("*.js")))


def test_the_page_weighs_under_200_kb():
    # vendor/: Discord's SDK, which only the page inside Discord loads (docs/activity.md)
    weight = sum(p.stat().st_size for p in STATIC.rglob("*") if p.is_file() and "vendor" not in p.parts)
    assert weight <= 200_000, f"{weight} bytes"


def test_the_page_loads_its_files_by_relative_urls_and_has_no_inline_script_or_style():
    page = (STATIC / "index.html").read_text()
    assert re.findall(r'(?:src|href)="([^"]*)"', page) == ["data:,", "static/page.css", "static/main.js", "signin"]
    assert not re.search(r"<script(?![^>]*\bsrc=)", page) and "<style" not in page
    assert not re.search(r"\s(?:style|on\w+)=", page)
    code = scripts()
    assert not re.search(r'(?:fetch|URL|href|location\.href =)\(?\s*[`"]/', code), "an absolute URL"
    assert "document.cookie" not in code and "eval(" not in code and "innerHTML" not in code


def test_every_word_the_page_says_is_in_the_catalogs_and_every_one_there_is_said():
    code = scripts()
    said = set(SAYS.findall(code))
    assert said - set(PAGE_TEXTS) == set()
    literals = set(LITERAL.findall(code))
    assert [m for m in SAID if m not in literals] == []
