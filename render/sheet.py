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


def card(tile: MuseTile, size: int, shown: int, theme: Theme, lang: Language = ENGLISH_LANGUAGE) -> Image.Image:
    """A Muse tile (its name in `lang`) with its ability in words underneath, in a picture `shown`
    pixels wide."""
    font = theme.font(theme.px(theme.text, shown))
    width = round(size * 1.2)
    lines = wrap(words.power(tile.power, lang), font, width)
    line = round(font.size * 1.3)
    im = canvas((width, size + 8 + line * len(lines)), theme.card, theme)
    art = face(words.name(tile.name, lang), tile.suns, tile.power, size, theme, shown)
    put(im, art, ((width - size) // 2, 0))
    for k, text in enumerate(lines):
        write(im, (width / 2, size + 8 + line * k), text, font, theme.ink, "mt")
    return im


def render_tiles(table: MuseTable, *, theme: Theme = DEFAULT_THEME, locale: str | None = None) -> bytes:
    """All nine Muse tiles with their suns and abilities, as a PNG, its words in `locale`."""
    return png(sheet_image(table, theme, language(locale)), theme)


def sheet_image(table: MuseTable, theme: Theme, lang: Language = ENGLISH_LANGUAGE) -> Image.Image:
    m, size, gap, cols = theme.margin, 170, 16, 3
    width = 2 * m + cols * (round(size * 1.2) + gap) - gap
    cards = [card(table[name], size, width, theme, lang) for name in sorted(table)]
    cell_w, cell_h = cards[0].width + gap, max(c.height for c in cards) + gap
    font, bold = theme.font(theme.px(theme.text, width)), theme.font(theme.px(theme.text, width), bold=True)
    title, line = theme.font(theme.px(theme.title_text, width), bold=True), round(font.size * 1.35)
    legend = [text for text in (SUNS, ABILITY) for text in wrap(lang.gettext(text), font, width - 2 * m)]
    source = wrap(words.values(table, lang), bold, width - 2 * m)
    top = m + round(title.size * 1.6) + line * len(source) + 8
    rows = -(-len(cards) // cols)
    im = canvas((width, top + rows * cell_h + line * len(legend) + m), theme.card, theme)
    write(im, (m, m), lang.gettext(N_("The Muse tiles")), title, theme.ink)
    for k, text in enumerate(source):
        write(im, (m, m + round(title.size * 1.5) + line * k), text, bold, theme.soft_ink)
    for k, c in enumerate(cards):
        put(im, c, (m + (k % cols) * cell_w, top + (k // cols) * cell_h))
    y = top + rows * cell_h
    for text in legend:
        write(im, (m, y), text, font, theme.ink)
        y += line
    return im
