"""The reference sheet of the nine Muse tiles, and the card both it and the hand use."""

from __future__ import annotations

from PIL import Image

from engine import words
from engine.language import ENGLISH_LANGUAGE, N_, Language, language
from engine.muses import MuseTable, MuseTile

from .paint import canvas, put, write
from .text import wrap
from .theme import DEFAULT_THEME, Theme, png
from .tile import face

SUNS = N_("Suns: the Will of Apollo. At scoring, a die showing as many pips as its Muse's suns becomes 6.")
ABILITY = N_("Ability: +1 raises a die, \u22121 lowers it (not below 1), \u21c4 swaps the two dice's values; "
             "it reaches one Muse on a coloured square around this one (\u25cf).")
"""What a tile's suns and ability glyph mean (the sheet's and the legend's words)."""


def card(tile: MuseTile, size: int, theme: Theme, lang: Language = ENGLISH_LANGUAGE) -> Image.Image:
    """A Muse tile (its name in `lang`) with its ability in words underneath."""
    font = theme.font(round(size * 0.115))
    width = round(size * 1.2)
    lines = wrap(words.power(tile.power, lang), font, width)
    line = round(size * 0.15)
    im = canvas((width, size + 8 + line * len(lines)), theme.card, theme)
    art = face(words.name(tile.name, lang), tile.suns, tile.power, size, theme)
    put(im, art, ((width - size) // 2, 0))
    for k, text in enumerate(lines):
        write(im, (width / 2, size + 8 + line * k), text, font, theme.ink, "mt")
    return im


def render_tiles(table: MuseTable, *, theme: Theme = DEFAULT_THEME, locale: str | None = None) -> bytes:
    """All nine Muse tiles with their suns and abilities, as a PNG, its words in `locale`."""
    return png(sheet_image(table, theme, language(locale)), theme)


def sheet_image(table: MuseTable, theme: Theme, lang: Language = ENGLISH_LANGUAGE) -> Image.Image:
    m, size, gap = theme.margin, 170, 16
    cards = [card(table[name], size, theme, lang) for name in sorted(table)]
    cols = 3
    cell_w, cell_h = cards[0].width + gap, max(c.height for c in cards) + gap
    width = 2 * m + cols * cell_w - gap
    font = theme.font(20)
    legend = [line for text in (SUNS, ABILITY) for line in wrap(lang.gettext(text), font, width - 2 * m)]
    source = wrap(words.values(table, lang), theme.font(20, bold=True), width - 2 * m)
    top = m + 56 + 28 * len(source) + 8
    rows = -(-len(cards) // cols)
    im = canvas((width, top + rows * cell_h + 28 * len(legend) + m), theme.card, theme)
    write(im, (m, m), lang.gettext(N_("The Muse tiles")), theme.font(34, bold=True), theme.ink)
    for k, line in enumerate(source):
        write(im, (m, m + 52 + 28 * k), line, theme.font(20, bold=True), theme.soft_ink)
    for k, c in enumerate(cards):
        put(im, c, (m + (k % cols) * cell_w, top + (k // cols) * cell_h))
    y = top + rows * cell_h
    for line in legend:
        write(im, (m, y), line, font, theme.ink)
        y += 28
    return im
