"""The board picture: whose turn, the table with its legal squares and highlights, the
last action in words, and the Olympus."""

from __future__ import annotations

from functools import lru_cache
from operator import add

from PIL import Image, ImageDraw, ImageFont

from engine.geometry import Square
from engine.language import ENGLISH_LANGUAGE, N_, Language, language
from engine.phases import Phase
from engine.standing import Standing, standing
from engine.views import PublicView

from .grid import Grid, draw_edges, draw_table, edge_room
from .paint import canvas, put, write
from .text import chip, cut, drawable, flow, player_name, showing, tile_item, tile_size, wrap
from .theme import DEFAULT_THEME, Theme, png

PHASE = {Phase.PLACEMENT: N_("Placement"), Phase.DANCE: N_("Dance"), Phase.FINISHED: N_("Scoring")}
SUNS_CAPTION = N_("☀ suns if the hand ended now")
TOTAL_CAPTION = N_("☀ suns in all if this hand ended now")
"""What the suns beside each player say, in a one-hand game (or the first hand), then in the second."""


def _squares(view: PublicView) -> list[Square]:
    """The squares the picture covers: the Muses, the legal placement squares and the square a
    step left."""
    left = [view.last.path[0]] if view.last is not None and view.last.path is not None else []
    return [m.at for m in view.muses] + view.legal_squares() + left


def render_board(view: PublicView, *, theme: Theme = DEFAULT_THEME, locale: str | None = None) -> bytes:
    """The public board as a PNG, its words in `locale`."""
    return png(board_image(view, theme, language(locale)), theme)


def board_image(view: PublicView, theme: Theme, lang: Language = ENGLISH_LANGUAGE) -> Image.Image:
    squares = _squares(view)
    left, above = edge_room(squares, theme)
    grid = Grid.fit(squares, theme.max_width - 2 * theme.margin - left, theme.max_height - 300 - above, theme)
    pad = grid.pad
    gw, gh = grid.size
    width = max(theme.width, gw + 2 * (theme.margin + pad) + left)
    header = _header(view, width, theme, lang)
    footer = _footer(view, width, theme, lang)
    top = header.height + above + pad
    im = canvas((width, top + gh + pad + footer.height), theme.card, theme)
    put(im, header, (0, 0))
    put(im, footer, (0, top + gh + pad))
    x = (width - gw + left) // 2
    ImageDraw.Draw(im).rounded_rectangle((x - pad, top - pad, x + gw + pad, top + gh + pad), pad // 2,
                                         fill=theme.table)
    draw_edges(im, grid.at(x, top), theme)
    draw_table(im, grid.at(x, top), view, theme, lang, codes=view.square_codes())
    return im


def _header(view: PublicView, width: int, theme: Theme, lang: Language) -> Image.Image:
    """Whose turn (in their company's colour), the phase and hand, and the players with the
    suns each would have if the hand ended now."""
    _ = lang.gettext
    suns = _suns(view) if view.phase is not Phase.FINISHED else None
    items: tuple[tuple[str | None, str, bool], ...] = tuple(
        (view.colours[view.companies[seat]], _label(view, seat, lang, suns), seat == view.to_move)
        for seat in range(len(view.players)))
    if any(muse.company is None for muse in view.muses):
        items += ((None, _("Neutral"), False),)
    caption = _(TOTAL_CAPTION if view.scores else SUNS_CAPTION) if suns is not None else None
    phase = _(PHASE[view.phase])
    if view.hands_total == 2:
        phase += " · " + _("hand {hand} of 2").format(hand=view.hand_number + 1)
    title: tuple[str | None, str]
    if view.to_move is not None:
        turn, big = _("{player} to play"), _title_font(width, theme)
        room = (width - 2 * theme.margin - big.size * 1.5 - 24 - _label_font(width, theme).getlength(phase)
                - big.getlength(turn.format(player="")))
        title = (view.colours[view.companies[view.to_move]],
                 turn.format(player=player_name(view, view.to_move, lang, big, round(room))))
    else:
        title = (None, _("Game over") if view.result else _("Hand over"))
    return _header_image(title, phase, items, caption, width, theme)


def _title_font(width: int, theme: Theme) -> ImageFont.FreeTypeFont:
    return theme.font(theme.px(theme.title_text, width), bold=True)


def _label_font(width: int, theme: Theme, bold: bool = True) -> ImageFont.FreeTypeFont:
    return theme.font(theme.px(theme.text, width), bold)


@lru_cache(maxsize=4)
def _header_image(title: tuple[str | None, str], phase: str, items: tuple[tuple[str | None, str, bool], ...],
                  caption: str | None, width: int, theme: Theme) -> Image.Image:
    """The header of `_header`, drawn once for what it shows (a board redrawn before its turn moved on).
    Few are kept: each weighs about 170 KiB, and the next turn's header differs (14 % hits with 32 kept)."""
    m = theme.margin
    big, small, note = _title_font(width, theme), _label_font(width, theme), _label_font(width, theme, False)
    line, dot = round(small.size * 1.5), round(small.size * 1.05)
    widths = [dot + 8 + round(small.getlength(label)) for _, label, _ in items]
    at = flow(widths + ([round(note.getlength(caption))] if caption else []), width - 2 * m, dot)
    top = m + round(big.size * 1.5)
    im = canvas((width, top + (at[-1][1] + 1) * line + 4), theme.card, theme)
    if caption:
        x, k = at.pop()
        write(im, (m + x, top + k * line + dot / 2), caption, note, theme.soft_ink, "lm")
    colour, text = title
    if colour is not None:
        chip(im, m, m, round(big.size), colour, theme)
    centre = m + big.size / 2
    write(im, (m + round(big.size * 1.4) if colour is not None else m, centre), text, big, theme.ink, "lm")
    write(im, (width - m, centre), phase, small, theme.soft_ink, "rm")
    for (colour, label, current), (x, k) in zip(items, at):
        y = top + k * line
        chip(im, m + x, y, dot, colour, theme)
        write(im, (m + x + dot + 8, y + dot / 2), label, small, theme.ink if current else theme.soft_ink, "lm")
    return im


def _suns(view: PublicView) -> Standing:
    """Each company's suns if the hand ended now, earlier hands' included, as far as the view's
    reader can tell: the public, on the board (`engine.standing`)."""
    now = standing(view)
    earlier = [sum(s.score.suns[company] for s in view.scores) for company in range(len(view.colours))]
    return Standing(tuple(map(add, earlier, now.low)), tuple(map(add, earlier, now.high)))


def _label(view: PublicView, seat: int, lang: Language, suns: Standing | None) -> str:
    """A player in the header: name, Muses left to place, suns if the hand ended now."""
    label = player_name(view, seat, lang)
    if view.phase is Phase.PLACEMENT:
        label += " · " + lang.gettext(N_("{n} left")).format(n=view.hand_sizes[seat])
    if suns is not None:
        company = view.companies[seat]
        low, high = suns.low[company], suns.high[company]
        label += f" · \u2600 {low}" if low == high else f" · \u2600 {low}\u2013{high}"
    return label


def _footer(view: PublicView, width: int, theme: Theme, lang: Language) -> Image.Image:
    """The last action in words, then the intervention tiles: on the table and in the Olympus."""
    _ = lang.gettext
    m = theme.margin
    font, label_font = _label_font(width, theme, False), _label_font(width, theme)
    line = round(font.size * 1.35)
    said = drawable(_("Last: {move}").format(move=view.last.said(lang))) if view.last else ""
    lines = [cut(text, font, width - 2 * m) for text in wrap(said, font, width - 2 * m)]
    size = tile_size(theme.px(theme.text, width))
    groups = []
    for label, olympus in ((_("On the table"), False), (_("Olympus"), True)):
        tiles = [showing(view, t) for t, loc in view.gods.items() if (loc is None) == olympus]
        if tiles:
            groups.append((label, tiles))
    indent = max((round(label_font.getlength(label)) for label, _ in groups), default=0) + size // 2
    placed = [(label, tiles, flow([tile_item(None, 0, 0, t, size, theme, lang) for t in tiles],
                                  width - 2 * m - indent, size // 2)) for label, tiles in groups]
    rows = sum(at[-1][1] + 1 for _, _, at in placed)
    im = canvas((width, 8 + len(lines) * line + rows * (size + 10) + m), theme.card, theme)
    y = 8
    for text in lines:
        write(im, (m, y), text, font, theme.ink)
        y += line
    for label, tiles, at in placed:
        y += 6
        write(im, (m, y + size / 2), label, label_font, theme.soft_ink, "lm")
        for tile, (x, k) in zip(tiles, at):
            tile_item(im, m + indent + x, y + k * (size + 10), tile, size, theme, lang)
        y += (at[-1][1] + 1) * (size + 10) - 4
    return im
