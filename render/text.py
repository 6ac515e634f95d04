"""Text and small labelled pieces shared by the pictures."""

from __future__ import annotations

import re
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from engine import words
from engine.gods import God
from engine.language import ENGLISH_LANGUAGE, N_, Language
from engine.views import PublicView

from .glyphs import badge, die_face
from .paint import put, write
from .theme import DEFAULT_THEME, Theme

NAME_WIDTH = 260
"""How wide a player's name may be, in the theme's 20 px bold font: a longer one is cut, with an ellipsis."""
ELLIPSIS = "…"
"""What stands for the end of a name cut short, and for each run of characters the fonts cannot draw."""
ISOLATE = "\u2068{}\u2069"
"""A text isolated from the direction of the one around it (Unicode's first-strong isolate)."""
SEAT = N_("Player {number}")
"""A player whose name has no character the fonts can draw."""


BREAKS = re.compile(r"[ \t\n\r\f\v]+")
"""Where a line may break: a no-break space (`5\u00a0%` in German) is not one of them."""


def wrap(text: str, font: ImageFont.FreeTypeFont, width: int) -> list[str]:
    """The text cut into lines no wider than `width`, at spaces (not at no-break spaces)."""
    words = BREAKS.split(text.strip(" \t\n\r\f\v"))
    text = " ".join(words)
    if font.getlength(text) <= width:  # most texts: one line, measured once
        return [text] if text else []
    lines: list[str] = []
    for word in words:
        if lines and font.getlength(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def fit(theme: Theme, text: str, width: int, size: int, bold: bool = True, least: int = 8) -> ImageFont.FreeTypeFont:
    """The largest font from `least` up to `size` in which `text` fits in `width` (if any)."""
    font = theme.font(size, bold)
    while font.getlength(text) > width and size > least:
        size -= 1
        font = theme.font(size, bold)
    return font


def chip(im: Image.Image, x: int, y: int, size: int, colour: str | None, theme: Theme) -> None:
    """A company's colour as a small rounded square at (x, y); None: the Neutral die."""
    if colour is None:
        put(im, die_face(1, "white", True, size, theme), (x, y))
        return
    fill, _ = theme.die(colour)
    ImageDraw.Draw(im).rounded_rectangle((x, y, x + size, y + size), size * 0.25, fill=fill,
                                         outline=theme.ink, width=max(2, size // 12))


def flow(widths: list[int], width: int, gap: int) -> list[tuple[int, int]]:
    """Where items of these widths go, left to right from 0, wrapping at `width`: (x, line)."""
    at, x, line = [], 0, 0
    for w in widths:
        if x and x + w > width:
            x, line = 0, line + 1
        at.append((x, line))
        x += w + gap
    return at


def player_name(view: PublicView, seat: int, lang: Language = ENGLISH_LANGUAGE,
                font: ImageFont.FreeTypeFont | None = None, width: int = NAME_WIDTH) -> str:
    """A seat's name as the pictures draw it: in `lang`, each run of characters the bundled
    fonts lack (CJK, most emoji) as an ellipsis, never as boxes; cut to `NAME_WIDTH`, and to
    `width` in `font` if given; isolated, so that a right-to-left name leaves the sentence
    around it in its own direction."""
    name = drawable(view.player(seat, lang))
    if not name.replace(ELLIPSIS, "").strip():
        name = lang.gettext(SEAT).format(number=seat + 1)
    name = cut(name, DEFAULT_THEME.font(20, bold=True), NAME_WIDTH)
    return ISOLATE.format(cut(name, font, width) if font is not None else name)


def drawable(text: str) -> str:
    """`text` with each run of characters the theme's fonts cannot draw replaced by an ellipsis."""
    shown = "".join(ch if _has_glyph(ch) else ELLIPSIS for ch in " ".join(text.split()))
    return re.sub(f"{ELLIPSIS}+", ELLIPSIS, shown)


def cut(text: str, font: ImageFont.FreeTypeFont, width: int) -> str:
    """`text`, cut with an ellipsis where it would be wider than `width` in `font`."""
    if font.getlength(text) <= width:
        return text
    while text and font.getlength(text + ELLIPSIS) > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


@lru_cache(maxsize=4096)
def _has_glyph(ch: str) -> bool:
    """Both fonts of the default theme draw `ch` (a character they lack is drawn as their box)."""
    return ch.isascii() or all(_inked(ch, bold) != _inked(MISSING, bold) for bold in (False, True))


MISSING = "\U0010fffd"
"""A private character no font draws: it shows a font's box."""


@lru_cache(maxsize=4096)
def _inked(ch: str, bold: bool) -> bytes:
    im = Image.new("L", (48, 48))
    ImageDraw.Draw(im).text((8, 8), ch, font=DEFAULT_THEME.font(24, bold), fill=255)
    return im.tobytes()


def company_name(view: PublicView, company: int, lang: Language = ENGLISH_LANGUAGE) -> str:
    """A company as players know it: its colour and its players."""
    seats = [player_name(view, s, lang) for s, c in enumerate(view.companies) if c == company]
    colour = words.colour(view.colours[company], lang)
    return f"{colour[:1].upper()}{colour[1:]} ({' & '.join(seats)})"


def showing(view: PublicView, god: God) -> str:
    """The face a god's tile shows: the Apollo tile may show its Dionysus side."""
    return view.apollo_side.value if god == God.APOLLO else str(god)


def tile_size(text: int) -> int:
    """The size of an intervention tile's token beside its name in a font of `text` pixels."""
    return round(text / 0.6)


def tile_item(im: Image.Image | None, x: int, y: int, tile: str, size: int, theme: Theme,
              lang: Language = ENGLISH_LANGUAGE) -> int:
    """An intervention tile's token (`size` pixels) and name at (x, y); returns its width (draws
    nothing without an image)."""
    font = theme.font(round(size * 0.6), bold=True)
    name = words.tile(tile, lang)
    if im is not None:
        put(im, badge(tile, size, theme), (x, y))
        write(im, (x + size + 6, y + size / 2), name, font, theme.ink, "lm")
    return size + 6 + round(font.getlength(name))
