"""The legend of a game's board: what its colours, dice, tiles, glyphs and intervention tiles
mean, drawn with the board's own pieces from the public view."""

from __future__ import annotations

import math
from dataclasses import replace

from PIL import Image, ImageDraw

from engine import names, words
from engine.geometry import square_name
from engine.gods import God
from engine.language import ENGLISH_LANGUAGE, N_, Language, language
from engine.muses import MUSES, Area, Effect
from engine.views import MuseView, PublicView

from .glyphs import EFFECT_TEXT, PILL_TEXT, area_grid, die_face, effect_colour, pill, suns
from .paint import canvas, put, write
from .sheet import ABILITY, SUNS
from .text import chip, company_name, showing, tile_item, tile_size, wrap
from .theme import DEFAULT_THEME, Theme, png
from .tile import back, effect_font, face, layout

WIDTH = 760
"""Portrait, at the board's narrowest."""
GLYPHS = 190
"""The width of the column of pictures, left of their words."""
TILE, CHIP = 150, 30
GAP = 18
"""The space between two rows."""

NEUTRAL = N_("Neutral: the Neutral Muse's die, nobody's; it is removed at scoring.")
TILE_PARTS = N_("A Muse tile: its name on the band, its die in its company's colour, its suns under the die, "
                "its ability on the right.")
PIPS = N_("A die's pips: its Muse's value, 1 to 6. Each Muse that moves gets +1; the hand ends the moment "
          "any die shows 6.")
HIDDEN = N_("Face down, with its token #n: a Mysterious Muse, known only to its owner until the scoring "
            "reveals it. Its ability cannot be used.")
NEUTRAL_FACE_DOWN = N_("With 2 players, #1 is the Neutral Muse: nobody knows it.")
MARKS = N_("The last move: a yellow frame round the Muse that moved (thinner round those it pushed) and an "
           "arrow from the square it left; a red frame round its ability's target; on each die that changed, "
           "its value before \u2192 after.")
SQUARES = N_("Squares: the letter above a column and the number beside a row name a square, as on a chess "
             "board (the first Muse stands on M13); a square keeps its name all hand.")
INTERVENTIONS = N_("Divine Interventions in this game")
GOD_LEGEND = {
    God.ZEUS: N_("On a Muse: that Muse cannot step, nor be pushed."),
    God.POSEIDON: N_("On a side of the group: no step towards that side."),
    God.EROS: N_("On the edge of two Muses: they move together or not at all."),
    God.ARTEMIS: N_("On a corner: at scoring, a bronze sun to the company with strictly the most Muses around it."),
    God.AEOLUS: N_("On a corner: at scoring, a die showing 4 on a Muse around it becomes 6."),
    God.APOLLO: N_("On a corner, two-sided. Dionysus side up: each die that reached 6 in the action ending the "
                   "hand is set to its Muse's suns instead."),
}
"""Each intervention tile in one or two lines (the rules in full: `/muses rules`)."""


def render_legend(view: PublicView, *, theme: Theme = DEFAULT_THEME, locale: str | None = None) -> bytes:
    """The legend of the board of `view` as a PNG, its words in `locale`."""
    return png(legend_image(view, theme, language(locale)), theme)


Row = tuple[Image.Image, int, list[str]]
"""A picture, where its words start, and its words in lines."""


def legend_image(view: PublicView, theme: Theme, lang: Language = ENGLISH_LANGUAGE) -> Image.Image:
    _ = lang.gettext
    m, size = theme.margin, theme.px(theme.text, WIDTH)
    font, line, heading = theme.font(size), round(size * 1.3), size * 2
    beside = m + GLYPHS + GAP

    def row(piece: Image.Image, x: int, *texts: str) -> Row:
        return piece, x, [line for text in texts for line in wrap(text, font, WIDTH - m - x)]

    board = [row(_chip_piece(colour, theme), m + CHIP + 12, label) for colour, label in _companies(view, lang)]
    board += [row(_tile_piece(_face_up(view), theme, lang), beside, _(TILE_PARTS)),
              row(_pips_piece(view.colours[0], theme), beside, _(PIPS)),
              row(_suns_piece(theme), beside, _(SUNS)),
              row(_ability_piece(theme), beside, _(ABILITY)),
              row(_tile_piece(_face_down(view), theme, lang), beside,
                  _(HIDDEN), *([_(NEUTRAL_FACE_DOWN)] if len(view.players) == 2 else [])),
              row(_marks_piece(view, theme, lang), beside, _(MARKS)),
              row(_squares_piece(theme), beside, _(SQUARES))]
    gods = [row(_tile_item_piece(showing(view, god), theme, lang), beside, _(GOD_LEGEND[god])) for god in view.gods]
    sections = [("", board)] + ([(_(INTERVENTIONS), gods)] if gods else [])
    height = sum((heading if title else 0) + sum(_height(r, line) + GAP for r in rows) for title, rows in sections)
    big = theme.font(theme.px(theme.title_text, WIDTH), bold=True)
    top = m + round(big.size * 1.6)
    im = canvas((WIDTH, top + height - GAP + m), theme.card, theme)
    write(im, (m, m), _("Legend"), big, theme.ink)
    y = top
    for title, rows in sections:
        if title:
            write(im, (m, y + 4), title, theme.font(size, bold=True), theme.soft_ink)
            y += heading
        for piece, x, lines in rows:
            h = _height((piece, x, lines), line)
            put(im, piece, (m, y + (h - piece.height) // 2))
            for n, text in enumerate(lines):
                write(im, (x, y + (h - line * len(lines)) // 2 + line * n), text, font, theme.ink)
            y += h + GAP
    return im


def _height(row: Row, line: int) -> int:
    piece, _x, lines = row
    return max(piece.height, line * len(lines))


def _companies(view: PublicView, lang: Language) -> list[tuple[str | None, str]]:
    """Each company's colour with its players, then the Neutral die if this game has one."""
    shown: list[tuple[str | None, str]] = [(colour, company_name(view, company, lang))
                                           for company, colour in enumerate(view.colours)]
    if any(muse.company is None for muse in view.muses):
        shown.append((None, lang.gettext(NEUTRAL)))
    return shown


def _chip_piece(colour: str | None, theme: Theme) -> Image.Image:
    """A company's chip (None: the Neutral die), as the board's header draws it."""
    im = canvas((CHIP + 1, CHIP + 1), theme.card, theme)
    chip(im, 0, 0, CHIP, colour, theme)
    return im


def _face_up(view: PublicView) -> MuseView:
    """A face-up Muse on the table, a player's rather than the Neutral one; before there is one,
    the first Muse of the tile sheet with a die on 1."""
    shown = min((muse for muse in view.muses if muse.face_up), key=lambda muse: muse.company is None, default=None)
    if shown is not None:
        return shown
    tile = view.muse_table[MUSES[0]]
    return MuseView(tile.name, (0, 0), 1, view.colours[0], company=0, seat=0, face_up=True, suns=tile.suns,
                    power=tile.power)


def _face_down(view: PublicView) -> MuseView:
    """A face-down Muse on the table, a player's rather than the Neutral one; before there is
    one, #1 with a die on 1."""
    hidden = min((muse for muse in view.muses if muse.number is not None), key=lambda muse: muse.company is None,
                 default=None)
    if hidden is not None:
        return hidden
    return MuseView(names.TOKEN.format(number=1), (0, 0), 1, view.colours[0], company=0, seat=0, face_up=False,
                    suns=None, power=None, number=1)


def _tile_piece(muse: MuseView, theme: Theme, lang: Language) -> Image.Image:
    """A Muse tile with its die, as the board draws it."""
    im = canvas((TILE, TILE), theme.card, theme)
    if muse.number is None:
        assert muse.suns is not None and muse.power is not None, "a face-up Muse"
        put(im, face(words.name(muse.token, lang), muse.suns, muse.power, TILE, theme, WIDTH), (0, 0))
    else:
        put(im, back(muse.number, TILE, theme, lang.gettext(names.FACE_DOWN), WIDTH), (0, 0))
    x, y, side = layout(TILE, WIDTH, theme).die
    put(im, die_face(muse.die, muse.colour, muse.company is None, side, theme), (x, y))
    return im


def _marks_piece(view: PublicView, theme: Theme, lang: Language) -> Image.Image:
    """A tile as the board marks the last move's: framed, its die's change on a label."""
    ring = 5
    im = canvas((TILE + 2 * ring, TILE + 2 * ring), theme.card, theme)
    put(im, _tile_piece(replace(_face_up(view), die=2), theme, lang), (ring, ring))
    ImageDraw.Draw(im).rounded_rectangle((1, 1, im.width - 2, im.height - 2), TILE * 0.1, outline=theme.moved,
                                         width=ring)
    height = math.ceil(theme.px(theme.least_text, WIDTH) / PILL_TEXT)
    label = pill("1\u21922", theme.moved, theme.ink, height, theme)
    put(im, label, (im.width - label.width - ring, im.height - height - ring))
    return im


def _squares_piece(theme: Theme) -> Image.Image:
    """A square's name, on the table's ground, as the board writes its columns and rows."""
    font = theme.font(theme.px(theme.text, WIDTH), bold=True)
    im = canvas((GLYPHS - GAP, round(font.size * 2.2)), theme.card, theme)
    ImageDraw.Draw(im).rounded_rectangle((0, 0, im.width - 1, im.height - 1), 12, fill=theme.table)
    write(im, (im.width / 2, im.height / 2), square_name((0, 0)), font, theme.ink, "mm")
    return im


def _pips_piece(colour: str, theme: Theme) -> Image.Image:
    """The six faces of a die, in two rows."""
    size, gap = 40, 10
    im = canvas((3 * size + 2 * gap, 2 * size + gap), theme.card, theme)
    for value in range(1, 7):
        put(im, die_face(value, colour, False, size, theme), ((value - 1) % 3 * (size + gap),
                                                             (value - 1) // 3 * (size + gap)))
    return im


def _suns_piece(theme: Theme) -> Image.Image:
    """One, two and three suns, as tiles show them."""
    size = layout(TILE, WIDTH, theme).sun
    im = canvas((3 * size + 8, 3 * size + 12), theme.card, theme)
    for n in (1, 2, 3):
        put(im, suns(n, size, theme), (0, (n - 1) * (size + 6)))
    return im


def _ability_piece(theme: Theme) -> Image.Image:
    """Each effect over an area, as a tile's ability column shows them, on the tile's ground."""
    lay = layout(TILE, WIDTH, theme)
    left, right = lay.column
    side, pad = right - left, lay.pad
    top = lay.grid_top - lay.band
    im = canvas((3 * side + 4 * pad, top + side + 2 * pad), theme.card, theme)
    ImageDraw.Draw(im).rounded_rectangle((0, 0, im.width - 1, im.height - 1), TILE * 0.08, fill=theme.tile,
                                         outline=theme.tile_edge, width=max(2, round(TILE * 0.025)))
    for k, (effect, area) in enumerate(zip(Effect, Area)):
        x = pad + k * (side + pad)
        write(im, (x + side / 2, pad + top / 2), EFFECT_TEXT[effect],
              effect_font(effect, lay.unit, theme, theme.px(theme.least_text, WIDTH)),
              effect_colour(effect, theme), "mm")
        put(im, area_grid(area, effect, side, theme), (x, pad + top))
    return im


def _tile_item_piece(tile: str, theme: Theme, lang: Language) -> Image.Image:
    """An intervention tile's token and name, as the board's footer shows them."""
    size = tile_size(theme.px(theme.text, WIDTH))
    im = canvas((GLYPHS, size), theme.card, theme)
    tile_item(im, 0, 0, tile, size, theme, lang)
    return im
