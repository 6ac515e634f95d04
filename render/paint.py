"""Painting on palette pictures. Every picture is a "P" image on the theme's fixed palette,
so that it is encoded as it is, never quantised whole: shapes take theme colours directly,
and anti-aliased things (text, RGBA pieces) are blended onto the colour they stand on and
mapped onto the palette once, then reused."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont, ImagePalette

from .kept import kept_text, recalled
from .theme import RGB, Theme

Ground = int
"""The palette index of the colour a text or a piece stands on."""
COVERED = [0] + [255] * 255
"""The mask of the pixels a coverage or an alpha band covers at all (a table: Pillow runs a
function given to `point` 256 times a call)."""


@dataclass(frozen=True)
class Drawn:
    """A text as a picture shows it: the size of its font in the picture's pixels, its ink,
    and the colour it stands on."""

    text: str
    size: float
    ink: RGB
    ground: RGB


TEXTS = "render.texts"
"""The key of a picture's `info` listing the texts drawn on it and on the pieces put on it
(Pillow copies `info` with the picture and never encodes this key)."""


def drawn(im: Image.Image) -> list[Drawn]:
    """Every text drawn on the picture `im`, and on the pieces put on it."""
    return list(im.info.get(TEXTS, ()))


def _noted(im: Image.Image, texts: list[Drawn] | tuple[Drawn, ...]) -> None:
    if texts:
        im.info[TEXTS] = (*im.info.get(TEXTS, ()), *texts)


def inscribe(im: Image.Image, xy: tuple[float, float], text: str, font: ImageFont.FreeTypeFont, fill: RGB,
             ground: RGB, anchor: str = "mm", scale: int = 1) -> None:
    """`text` drawn by Pillow on an RGBA piece, standing on `ground`; `scale`: how many times
    larger the piece is than it will be shown."""
    ImageDraw.Draw(im).text(xy, text, font=font, fill=fill, anchor=anchor)
    _noted(im, (Drawn(text, font.size / scale, fill, ground),))


def canvas(size: tuple[int, int], colour: RGB, theme: Theme) -> Image.Image:
    """A picture of `size` on the theme's palette, filled with `colour` (a theme colour). Its
    palette knows its colours' indices already: Pillow would work them out anew, a loop over the
    256 colours, for each new picture `ImageDraw` draws on (a tenth of a board's drawing)."""
    pal = theme.palette()
    indices = _palette(pal).colors
    im = Image.new("P", size, indices[colour])
    rgb = pal.getpalette()
    assert rgb is not None  # a "P" image has a palette
    im.putpalette(rgb)
    im.load()  # takes the palette up, which forgets the indices
    _palette(im).colors = dict(indices)
    return im


def _palette(im: Image.Image) -> ImagePalette.ImagePalette:
    """A "P" picture's palette."""
    assert im.palette is not None, "a palette picture"
    return im.palette


def put(im: Image.Image, piece: Image.Image, xy: tuple[int, int]) -> None:
    """Paste `piece` at `xy`: a palette piece as it is; an RGBA one blended onto the colour
    it stands on (its see-through pixels keep what is under them)."""
    _noted(im, drawn(piece))
    if piece.mode == "P":
        im.paste(piece, xy)
        return
    flat, mask = _flattened(piece, _ground(im, (*xy, xy[0] + piece.width, xy[1] + piece.height)), im)
    im.paste(flat, xy, mask)


def put_once(im: Image.Image, piece: Image.Image, xy: tuple[int, int]) -> None:
    """`put` for an RGBA piece drawn for this one picture, which is not kept: its flattened
    pixels are not kept either (a kept piece's are, by its id)."""
    _noted(im, drawn(piece))
    _, flat, mask = _flatten(piece, _ground(im, (*xy, xy[0] + piece.width, xy[1] + piece.height)), im)
    im.paste(flat, xy, mask)


def write(im: Image.Image, xy: tuple[float, float], text: str, font: ImageFont.FreeTypeFont, fill: RGB,
          anchor: str = "la") -> None:
    """`text` at `xy`, placed as `ImageDraw.text` places it, anti-aliased onto the colour it
    stands on; a text is rendered once per font, colour and ground (boards repeat their words)."""
    coverage, (left, top) = _glyphs(text, font, anchor)
    x, y = round(xy[0]) + left, round(xy[1]) + top
    ground = _ground(im, (x, y, x + coverage.width, y + coverage.height))
    palette = bytes(_palette(im).palette)
    piece, covered = _inked(text, font, anchor, fill, ground, palette, coverage=coverage)
    im.paste(piece, (x, y), covered)
    under = palette[3 * ground], palette[3 * ground + 1], palette[3 * ground + 2]
    _noted(im, (Drawn(text, font.size, fill, under),))


@kept_text
def _inked(text: str, font: ImageFont.FreeTypeFont, anchor: str, ink: RGB, ground: Ground, palette: bytes, *,
           coverage: Image.Image) -> tuple[Image.Image, Image.Image]:
    """`text` in `ink` over `ground`, on the palette, and the mask of the pixels it covers; `coverage`:
    its `_glyphs`."""
    shades = _shades(ink, ground, palette)
    piece = Image.frombytes("P", coverage.size, _mapped(coverage, shades).tobytes())
    return piece, _mapped(coverage, COVERED)


def _mapped(im: Image.Image, table: list[int]) -> Image.Image:
    """`im.point(table)` for a table of ints, without Pillow rounding each of them anew."""
    return im._new(im.im.point(table, None))


def _ground(im: Image.Image, box: tuple[int, int, int, int]) -> Ground:
    """The commonest colour in `box` (of those as common, the last in the palette): what a text or
    a piece stands on."""
    counts = im.im.crop(box).histogram()  # the core's: a cropped `Image` copies the palette too
    return 255 - counts[::-1].index(max(counts))


@lru_cache(maxsize=256)
def _shades(ink: RGB, ground: Ground, palette: bytes) -> list[int]:
    """For each coverage 0–255, the palette index of `ink` blended over `ground`."""
    under = palette[3 * ground:3 * ground + 3]
    blends = Image.new("RGB", (256, 1))
    blends.putdata([tuple(round(g + (i - g) * a / 255) for g, i in zip(under, ink)) for a in range(256)])
    return list(blends.quantize(palette=_palette_image(palette), dither=Image.Dither.NONE).tobytes())


@lru_cache(maxsize=8)
def _palette_image(palette: bytes) -> Image.Image:
    im = Image.new("P", (1, 1))
    im.putpalette(palette)
    return im


@kept_text
def _glyphs(text: str, font: ImageFont.FreeTypeFont, anchor: str) -> tuple[Image.Image, tuple[int, int]]:
    """The anti-aliased coverage of `text` and its offset from the anchor point: FreeType's bitmap as
    `ImageDraw.text` gets it (laid out once, not measured first), or for lines, as it draws them."""
    if "\n" in text:
        left, top, right, bottom = map(int, font.getbbox(text, anchor=anchor))  # ints without a stroke
        coverage = Image.new("L", (max(1, right - left), max(1, bottom - top)))
        ImageDraw.Draw(coverage).text((-left, -top), text, font=font, fill=255, anchor=anchor)
        return coverage, (left, top)
    bitmap, offset = font.getmask2(text, "L", anchor=anchor)
    width, height = bitmap.size
    if not width or not height:  # nothing drawn (spaces)
        return Image.new("L", (max(1, width), max(1, height))), offset
    return Image.Image()._new(bitmap), offset


def _flattened(piece: Image.Image, ground: Ground, im: Image.Image) -> tuple[Image.Image, Image.Image]:
    """`piece` over the ground colour, on the palette, and the mask of its visible pixels (kept
    with the piece, so that its id stays its own)."""

    _, flat, mask = recalled(("flattened", id(piece), ground), lambda: _flatten(piece, ground, im))
    return flat, mask


def _flatten(piece: Image.Image, ground: Ground, im: Image.Image) -> tuple[Image.Image, Image.Image, Image.Image]:
    """`piece` itself, then as `_flattened` gives it."""
    palette = bytes(_palette(im).palette)
    flat = Image.new("RGB", piece.size, tuple(palette[3 * ground:3 * ground + 3]))
    flat.paste(piece, (0, 0), piece)
    return (piece, flat.quantize(palette=_palette_image(palette), dither=Image.Dither.NONE),
            _mapped(piece.getchannel("A"), COVERED))
