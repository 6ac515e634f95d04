"""Muse tiles, face up and face down, drawn once per size and cached.

A tile leaves a socket where its die goes (`Layout.die`): the board pastes the die
there, the hand and the reference sheet show the empty socket.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from engine.muses import Effect, Power

from .glyphs import EFFECT_TEXT, SS, area_grid, canvas, effect_colour, reduced, suns
from .text import fit
from .theme import Theme


@dataclass(frozen=True)
class Layout:
    """Where things sit on a tile of side `size`."""

    size: int

    @property
    def band(self) -> int:
        return round(self.size * 0.22)

    @property
    def pad(self) -> int:
        return round(self.size * 0.065)

    @property
    def die(self) -> tuple[int, int, int]:
        """x, y and side of the die."""
        side = round(self.size * 0.47)
        return self.pad, self.band + self.pad, side

    @property
    def column(self) -> tuple[int, int]:
        """Left and right edges of the ability column, right of the die."""
        x, _, side = self.die
        return x + side + self.pad, self.size - self.pad

    @property
    def grid_top(self) -> int:
        """The top of the ability's area grid, under its effect label."""
        return self.band + round(self.size * 0.22)

    @property
    def slot(self) -> tuple[int, int]:
        """The centre of the free corner under the area grid, where Zeus sits."""
        left, right = self.column
        return (left + right) // 2, (self.grid_top + right - left + self.size) // 2

    @property
    def sun(self) -> int:
        return round(self.size * 0.15)


def _body(size: int, fill, theme: Theme, stripes=None) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A tile's rounded body with its dark name band, drawn large; `stripes` colours a
    diagonal pattern on the body."""
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
    d.rounded_rectangle((0, 0, s - 1, Layout(size).band * SS), radius, fill=theme.tile_edge,
                        corners=(True, True, False, False))
    return im, d


def _band_text(im: Image.Image, text: str, theme: Theme) -> None:
    """`text` in the name band, as large as fits."""
    lay = Layout(im.width)
    font = fit(theme, text, im.width - 2 * lay.pad, round(lay.band * 0.75))
    ImageDraw.Draw(im).text((im.width / 2, lay.band / 2 + 1), text, font=font, fill=theme.band_ink,
                            anchor="mm")


def effect_font(effect: Effect, size: int, theme: Theme) -> ImageFont.FreeTypeFont:
    """The font of an ability's effect on a tile of side `size` (the swap's arrows larger)."""
    return theme.font(round(size * (0.2 if effect is Effect.SWAP else 0.16)), bold=True)


@lru_cache(maxsize=256)
def face(name: str, sun_count: int, power: Power, size: int, theme: Theme) -> Image.Image:
    """A face-up Muse: its name (as written in the band), its Will of Apollo in suns, its ability glyph."""
    lay = Layout(size)
    im, d = _body(size, theme.tile, theme)
    x, y, side = (v * SS for v in lay.die)
    d.rounded_rectangle((x, y, x + side, y + side), side * 0.2, fill=theme.socket)
    im = reduced(im)
    _band_text(im, name, theme)
    left, right = lay.column
    ImageDraw.Draw(im).text(((left + right) / 2, (lay.band + lay.grid_top) / 2), EFFECT_TEXT[power.effect],
                            font=effect_font(power.effect, size, theme), fill=effect_colour(power.effect, theme),
                            anchor="mm")
    im.alpha_composite(area_grid(power.area, power.effect, right - left, theme), (left, lay.grid_top))
    row = suns(sun_count, lay.sun, theme)
    _, dy, dside = lay.die
    im.alpha_composite(row, (lay.pad + (dside - row.width) // 2, dy + dside + (size - dy - dside - row.height) // 2))
    return im


@lru_cache(maxsize=64)
def back(number: int, size: int, theme: Theme, label: str = "face down") -> Image.Image:
    """A face-down Muse: the tile back (`label` in its band), with its public token's number large."""
    lay = Layout(size)
    im = reduced(_body(size, theme.back, theme, stripes=theme.back_line)[0])
    _band_text(im, label, theme)
    left, right = lay.column
    ImageDraw.Draw(im).text(((left + right) / 2, (lay.band + size) / 2), f"#{number}",
                            font=theme.font(round(size * 0.2), bold=True), fill=theme.back_ink,
                            anchor="mm")
    return im
