"""The page's files (bot/web/static/): small, loaded by relative URLs only, no inline script or
style (the Content-Security-Policy allows the page's own files only), every word it says from
the catalogs (bot/web/page_texts.py), its inks readable on their grounds."""

from __future__ import annotations

import re
from pathlib import Path

from bot.web.page_texts import PAGE_TEXTS, SAID
from render.theme import contrast

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


def test_the_pages_words_stand_out_from_their_grounds_by_4_5_to_1():
    css = (STATIC / "page.css").read_text()
    named = dict(re.findall(r"--([\w-]+): #([0-9a-f]{6});", css))
    gods = dict(re.findall(r"\.god-(\w+)[^{]*\{ fill: #([0-9a-f]{6}); \}", css))
    assert set(gods) == {"zeus", "poseidon", "eros", "artemis", "aeolus", "dionysus"}

    def rgb(colour: str) -> tuple[int, int, int]:
        value = named.get(colour, colour)
        return int(value[:2], 16), int(value[2:4], 16), int(value[4:], 16)

    white = "ffffff"
    pairs = [(white, "purple"), ("ink", "orange"), ("ink", "white"), (white, "back"),  # names on tokens
             (white, "focus"), ("ink", "table"), ("ink", "tile"), ("soft-ink", "tile"), ("tile", "ink"),
             *((white, god) for god in gods.values())]  # directions, axes, the side, badges, the tiles' letters
    weak = [(ink, ground, round(contrast(rgb(ink), rgb(ground)), 2)) for ink, ground in pairs
            if contrast(rgb(ink), rgb(ground)) < 4.5]
    assert weak == []
