"""Muse tiles, face up and face down, drawn once per size and cached.

A tile leaves a socket where its die goes (`Layout.die`): the board pastes the die
there, the hand and the reference sheet show the empty socket.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

from engine.muses import Effect, Power

from .glyphs import EFFECT_TEXT, SS, area_grid, canvas, effect_colour, reduced, suns
from .kept import kept
from .paint import inscribe
from .text import cut, fit
from .theme import Theme


@dataclass(frozen=True)
class Layout:
    """Where things sit on a tile of side `size` whose name is written at least `text` pixels
    high: a tile small in its picture gives its band the room, and its body shrinks under it."""

    size: int
    text: int = 0

    @property
    def band(self) -> int:
        return max(round(self.size * BAND), round(self.text * 1.25))

    @property
    def unit(self) -> float:
        """The side of the tile whose usual band leaves the body below this band."""
        return (self.size - self.band) / (1 - BAND)

    @property
    def left(self) -> int:
        """Where the body's things start: the body, narrower than the tile, is centred."""
        return round((self.size - self.unit) / 2)

    @property
    def pad(self) -> int:
        return round(self.unit * 0.065)

    @property
    def die(self) -> tuple[int, int, int]:
        """x, y and side of the die."""
        side = round(self.unit * 0.47)
        return self.left + self.pad, self.band + self.pad, side

    @property
    def column(self) -> tuple[int, int]:
        """Left and right edges of the ability column, right of the die."""
        x, _, side = self.die
        return x + side + self.pad, self.size - self.left - self.pad

    @property
    def grid_top(self) -> int:
        """The top of the ability's area grid, under its effect label."""
        return self.band + round(self.unit * 0.22)

    @property
    def slot(self) -> tuple[int, int]:
        """The centre of the free corner under the area grid, where Zeus sits."""
        left, right = self.column
        return (left + right) // 2, (self.grid_top + right - left + self.size) // 2

    @property
    def sun(self) -> int:
        return round(self.unit * 0.15)


BAND = 0.22
"""The name band's height, as a share of the tile's side, when the tile is large enough."""


def _body(lay: Layout, fill, theme: Theme, stripes=None) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A tile's rounded body with its dark name band, drawn large; `stripes` colours a
    diagonal pattern on the body."""
    size = lay.size
    im, d = canvas(size, size)
    s = size * SS
    box = (0, 0, s - 1, s - 1)
    radius = s * 0.08
    d.rounded_rectangle(box, radius, fill=fill)
    if stripes:
        step = s / 6
        for k in range(-6, 7):
            d.line((k * step, 0, k * step + s, s), fill=stripes, width=3 * SS)
        mask = Image.new("L", im.size)
        ImageDraw.Draw(mask).rounded_rectangle(box, radius, fill=255)
        im.putalpha(mask)
    d.rounded_rectangle(box, radius, outline=theme.tile_edge, width=max(2, round(size * 0.025)) * SS)
    d.rounded_rectangle((0, 0, s - 1, lay.band * SS), radius, fill=theme.tile_edge,
                        corners=(True, True, False, False))
    return im, d


def _band_text(im: Image.Image, text: str, lay: Layout, theme: Theme, short: str | None = None) -> None:
    """`text` in the name band, as large as fits down to the layout's least size, then cut; or
    `short` if given, where even the least size does not hold `text`."""
    room = im.width - 2 * round(im.width * 0.065)
    size, least = max(round(lay.band * 0.75), lay.text), max(lay.text, 8)
    font = fit(theme, text, room, size, least=least)
    if short is not None and font.getlength(text) > room:
        text, font = short, fit(theme, short, room, size, least=least)
    text = cut(text, font, room)
    inscribe(im, (im.width / 2, lay.band / 2 + 1), text, font, theme.band_ink, theme.tile_edge)


def effect_font(effect: Effect, size: float, theme: Theme, least: int = 0) -> ImageFont.FreeTypeFont:
    """The font of an ability's effect on a tile of side `size` (the swap's arrows larger), `least`
    pixels at least."""
    return theme.font(max(round(size * (0.2 if effect is Effect.SWAP else 0.16)), least), bold=True)


def layout(size: int, width: int, theme: Theme) -> Layout:
    """The layout of a tile of side `size` in a picture `width` pixels wide: its name legible
    on a phone."""
    return Layout(size, theme.px(theme.least_name, width))


@kept
def face(name: str, sun_count: int, power: Power, size: int, theme: Theme, width: int = 0) -> Image.Image:
    """A face-up Muse in a picture `width` pixels wide (0: a tile large enough): its name (as
    written in the band), its Will of Apollo in suns, its ability glyph."""
    lay = layout(size, width, theme)
    im, d = _body(lay, theme.tile, theme)
    x, y, side = (v * SS for v in lay.die)
    d.rounded_rectangle((x, y, x + side, y + side), side * 0.2, fill=theme.socket)
    im = reduced(im)
    _band_text(im, name, lay, theme)
    left, right = lay.column
    inscribe(im, ((left + right) / 2, (lay.band + lay.grid_top) / 2), EFFECT_TEXT[power.effect],
             effect_font(power.effect, lay.unit, theme, theme.px(theme.least_text, width)),
             effect_colour(power.effect, theme), theme.tile)
    im.alpha_composite(area_grid(power.area, power.effect, right - left, theme), (left, lay.grid_top))
    row = suns(sun_count, lay.sun, theme)
    dx, dy, dside = lay.die
    im.alpha_composite(row, (dx + (dside - row.width) // 2, dy + dside + (size - dy - dside - row.height) // 2))
    return im


@kept
def back(number: int, size: int, theme: Theme, label: str = "face down", width: int = 0) -> Image.Image:
    """A face-down Muse in a picture `width` pixels wide (0: a tile large enough): the tile back
    (`label` in its band, or "?" where it does not fit: a name nobody may read), with its public
    token's number large."""
    lay = layout(size, width, theme)
    im = reduced(_body(lay, theme.back, theme, stripes=theme.back_line)[0])
    _band_text(im, label, lay, theme, short="?")
    left, right = lay.column
    font = theme.font(max(round(lay.unit * 0.2), theme.px(theme.least_text, width)), bold=True)
    inscribe(im, ((left + right) / 2, (lay.band + size) / 2), f"#{number}", font, theme.back_ink, theme.back)
    return im
