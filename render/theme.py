"""Colours, sizes and fonts of every picture, in one Theme object."""

from __future__ import annotations

import io
import math
from dataclasses import dataclass, fields
from functools import lru_cache
from importlib import resources

from PIL import Image, ImageFont

RGB = tuple[int, int, int]


@dataclass(frozen=True, eq=False)
class Theme:
    """Everything a picture's look depends on. Pictures cache their parts per theme."""

    card: RGB = (224, 216, 198)
    """The opaque background of every picture (readable on Discord's dark and light themes)."""
    table: RGB = (196, 184, 158)
    ink: RGB = (38, 30, 24)
    soft_ink: RGB = (104, 90, 74)
    tile: RGB = (251, 247, 237)
    tile_edge: RGB = (74, 56, 42)
    band_ink: RGB = (251, 247, 237)
    socket: RGB = (234, 226, 208)
    back: RGB = (46, 58, 108)
    back_line: RGB = (70, 84, 140)
    back_ink: RGB = (240, 234, 214)
    purple: RGB = (122, 62, 176)
    orange: RGB = (244, 140, 30)
    white: RGB = (255, 255, 255)
    light_pip: RGB = (255, 255, 255)
    dark_pip: RGB = (38, 30, 24)
    neutral_edge: RGB = (128, 128, 128)
    sun: RGB = (250, 186, 20)
    sun_edge: RGB = (150, 92, 0)
    raise_: RGB = (30, 120, 50)
    lower: RGB = (204, 40, 40)
    swap: RGB = (36, 98, 204)
    cell_off: RGB = (226, 216, 196)
    moved: RGB = (255, 204, 0)
    target: RGB = (206, 26, 84)
    legal: RGB = (214, 204, 182)
    zeus: RGB = (240, 190, 20)
    poseidon: RGB = (30, 112, 196)
    eros: RGB = (232, 80, 142)
    artemis: RGB = (44, 122, 66)
    aeolus: RGB = (96, 160, 196)
    apollo: RGB = (236, 120, 20)
    dionysus: RGB = (120, 40, 130)
    bronze: RGB = (200, 124, 52)
    silver: RGB = (176, 180, 192)
    gold: RGB = (242, 192, 28)

    cell: int = 150
    """The side of a board square at full size; big groups shrink it to fit `max_width`."""
    gutter: int = 12
    margin: int = 28
    width: int = 760
    """The narrowest picture: boards of small groups keep this width."""
    max_width: int = 980
    max_height: int = 1150
    preview_width: int = 480
    """The preview of a move: narrow, as a phone shows a private answer's picture."""
    preview_height: int = 640
    """The most the preview's table may take in height."""
    phone: int = 400
    """How wide a phone shows a picture. The text sizes below are font sizes (the em, as Pillow's
    `truetype` takes it) in a phone's pixels; `px` turns them into a picture's. DejaVu's capitals
    are 0.73 of it: a word of 12.5 px is some 9 px high from its baseline to its capitals' tops."""
    title_text: float = 18
    text: float = 12.5
    """Names, labels and sentences (Apple asks 11 pt at least)."""
    least_name: float = 11
    """A name or a label shrunk to fit its room; smaller, it is cut, with an ellipsis."""
    least_text: float = 9.5
    """Numbers and symbols on tokens and tiles (9 at least)."""
    regular: str = "DejaVuSans.ttf"
    bold: str = "DejaVuSans-Bold.ttf"
    compress_level: int = 3

    def die(self, colour: str) -> tuple[RGB, RGB]:
        """The fill and pip colour of a die of the engine's colour name."""
        fill = getattr(self, colour)
        return fill, self.light_pip if colour == "purple" else self.dark_pip

    def px(self, size: float, width: int) -> int:
        """The font size, in pixels of a picture `width` wide, that a phone shows as `size` pixels."""
        return math.ceil(size * width / self.phone)

    def ink_on(self, ground: RGB) -> RGB:
        """The ink of the two, dark and light, that stands out more on `ground`."""
        return max((self.ink, self.band_ink), key=lambda ink: contrast(ink, ground))

    def font(self, size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
        return _font(self.bold if bold else self.regular, size)

    def palette(self) -> Image.Image:
        return _palette(self)


def contrast(a: RGB, b: RGB) -> float:
    """WCAG's contrast ratio of two colours, 1 to 21 (its AA asks 4.5 of text)."""
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _luminance(colour: RGB) -> float:
    """WCAG's relative luminance."""
    r, g, b = (v / 255 / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@lru_cache(maxsize=256)
def _font(name: str, size: int) -> ImageFont.FreeTypeFont:
    """Read from its file, which FreeType maps: a font given as bytes keeps a copy of them (0.7 MiB
    for each size, 35 MiB in a drawing process)."""
    return MeasuredFont(str(resources.files("render").joinpath(f"fonts/{name}")), size)


class MeasuredFont(ImageFont.FreeTypeFont):
    """A font that keeps the lengths of the texts it measured: a board measures its names, labels and
    words again and again to lay them out (a tenth of its drawing, measured anew each time)."""

    MEASURED = 4096
    """Lengths kept per font; all are forgotten once it holds more."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._lengths: dict[str, float] = {}

    def getlength(self, text, mode="", direction=None, features=None, language=None) -> float:
        if mode or direction or features or language or not isinstance(text, str):
            return super().getlength(text, mode, direction, features, language)
        length = self._lengths.get(text)
        if length is None:
            if len(self._lengths) >= self.MEASURED:
                self._lengths.clear()
            length = self._lengths[text] = super().getlength(text)
        return length


_RAMPS = (
    ("ink", ("card", "table", "tile", "legal", "socket", "white", "orange", "cell_off", "silver",
             "bronze", "gold", "sun", "zeus", "moved")),
    ("soft_ink", ("card", "tile", "table")),
    ("band_ink", ("tile_edge", "back", "purple", "poseidon", "eros", "artemis", "aeolus",
                  "apollo", "dionysus", "target", "raise_", "lower", "swap", "bronze")),
    ("tile_edge", ("table", "card", "tile", "socket", "moved")),
    ("back_line", ("back",)),
    ("purple", ("tile", "card")),
    ("sun_edge", ("sun", "tile", "card")),
    ("raise_", ("tile", "card")),
    ("lower", ("tile", "card")),
    ("swap", ("tile", "card")),
    ("moved", ("table",)),
    ("target", ("tile", "table")),
    ("neutral_edge", ("tile", "white", "back")),
    ("table", ("card",)),
)
"""Ink/ground pairs whose anti-aliased edges keep their in-between shades in the palette."""


@lru_cache(maxsize=8)
def _palette(theme: Theme) -> Image.Image:
    colours = [getattr(theme, f.name) for f in fields(theme) if isinstance(getattr(theme, f.name), tuple)]
    for ink, grounds in _RAMPS:
        a = getattr(theme, ink)
        for ground in grounds:
            b = getattr(theme, ground)
            colours += [tuple(round(x + (y - x) * k / 4) for x, y in zip(a, b)) for k in (1, 2, 3)]
    colours = list(dict.fromkeys(colours))[:256]
    colours += [colours[0]] * (256 - len(colours))
    pal = Image.new("P", (1, 1))
    pal.putpalette([v for c in colours for v in c])
    return pal


def png(im: Image.Image, theme: Theme) -> bytes:
    """Deterministic PNG bytes: no metadata, the theme's compression."""
    out = io.BytesIO()
    im.save(out, "PNG", optimize=False, compress_level=theme.compress_level)
    return out.getvalue()


DEFAULT_THEME = Theme()
