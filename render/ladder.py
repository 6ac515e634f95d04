"""A server's leaderboard and a player's rating over time, drawn from plain rows the bot
passes in (no game view: ratings are not part of a game)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

from engine.language import N_, Language, language

from .paint import canvas, write
from .text import cut, drawable, fit, wrap
from .theme import DEFAULT_THEME, Theme, png


@dataclass(frozen=True)
class Standing:
    """One line of a leaderboard: the rating as players see it, and whether it is still provisional."""

    rank: int
    name: str
    rating: int
    games: int
    wins: float
    """A shared victory counts half."""
    provisional: bool


ROW = 44
MARK = "?"
"""After a provisional rating."""


def render_leaderboard(title: str, standings: list[Standing], note: str, *, theme: Theme = DEFAULT_THEME,
                       locale: str | None = None) -> bytes:
    """A sports table: rank, name, rating (marked while provisional), games and wins, one row per
    standing, then `note` (how the rating moves), its words and numbers in `locale`."""
    return png(leaderboard_image(title, standings, note, theme, language(locale)), theme)


def leaderboard_image(title: str, standings: list[Standing], note: str, theme: Theme, lang: Language) -> Image.Image:
    m, width = theme.margin, theme.width
    size, least = theme.px(theme.text, width), theme.px(theme.least_name, width)
    body, bold = theme.font(size), theme.font(size, bold=True)
    lines = wrap(note, body, width - 2 * m)
    table = m + 56 + ROW * (len(standings) + 1)
    im = canvas((width, table + m // 2 + round(size * 1.3) * len(lines) + m // 2), theme.card, theme)
    d = ImageDraw.Draw(im)
    _title(im, drawable(title), theme)
    heads = (lang.gettext(N_("Rating")), lang.gettext(N_("Games")), lang.gettext(N_("Wins")))
    cells = [(lang.number(s.rating, "0"), lang.number(s.games, "0"), lang.number(s.wins, "0.#")) for s in standings]
    mark = body.getlength(" " + MARK)
    widths = [math.ceil(max([bold.getlength(h)] + [(bold.getlength(row[0]) + mark if k == 0 else body.getlength(row[k]))
                                                    for row in cells])) for k, h in enumerate(heads)]
    rights = [width - m - sum(widths[k + 1:]) - 24 * (len(widths) - 1 - k) for k in range(len(widths))]
    name_x, room = m + 56, rights[0] - widths[0] - 24 - (m + 56)
    y = m + 56
    write(im, (m, y + ROW / 2), "#", bold, theme.soft_ink, "lm")
    write(im, (name_x, y + ROW / 2), lang.gettext(N_("Player")), bold, theme.soft_ink, "lm")
    for x, head in zip(rights, heads):
        write(im, (x, y + ROW / 2), head, bold, theme.soft_ink, "rm")
    for k, (s, row) in enumerate(zip(standings, cells)):
        y += ROW
        if k % 2 == 0:
            d.rectangle((m // 2, y, width - m // 2, y + ROW - 1), fill=theme.table)
        write(im, (m, y + ROW / 2), str(s.rank), bold, theme.ink, "lm")
        name = drawable(s.name)
        font = fit(theme, name, room, size, False, least)
        write(im, (name_x, y + ROW / 2), cut(name, font, room), font, theme.ink, "lm")
        write(im, (rights[0] - mark, y + ROW / 2), row[0], bold, theme.ink, "rm")
        if s.provisional:
            write(im, (rights[0], y + ROW / 2), MARK, body, theme.ink, "rm")
        for x, cell in zip(rights[1:], row[1:]):
            write(im, (x, y + ROW / 2), cell, body, theme.ink, "rm")
    for k, line in enumerate(lines):
        write(im, (m, table + m // 2 + k * round(size * 1.3)), line, body, theme.soft_ink, "lt")
    return im


def _title(im: Image.Image, title: str, theme: Theme) -> ImageFont.FreeTypeFont:
    """A picture's title, as large as fits down to the least a name may be, then cut; its font."""
    m, room = theme.margin, im.width - 2 * theme.margin
    font = fit(theme, title, room, theme.px(theme.title_text, im.width), least=theme.px(theme.least_name, im.width))
    write(im, (m, m), cut(title, font, room), font, theme.ink)
    return font


def render_rating_chart(title: str, ratings: list[int], provisional: int, *, theme: Theme = DEFAULT_THEME,
                        locale: str | None = None) -> bytes:
    """A player's rating (as players see it) from the start and after each rated game, its first
    `provisional` games shaded and marked so, its words in `locale`."""
    return png(rating_chart_image(title, ratings, provisional, theme, language(locale)), theme)


def rating_chart_image(title: str, ratings: list[int], provisional: int, theme: Theme,
                       lang: Language) -> Image.Image:
    m, width, height = theme.margin, theme.width, 340
    im = canvas((width, height), theme.card, theme)
    d = ImageDraw.Draw(im)
    big = _title(im, drawable(title), theme)
    small = theme.font(theme.px(theme.text, width))
    top, bottom, left, right = m + round(big.size * 1.5) + small.size, height - m - small.size, m + 72, width - m
    step = max(50, 50 * math.ceil((max(ratings) - min(ratings)) / 100))
    low, high = step * math.floor(min(ratings) / step), step * math.ceil(max(ratings) / step)
    high = max(high, low + step)

    def at(k: int, value: float) -> tuple[float, float]:
        x = left + (right - left) * (k / max(len(ratings) - 1, 1))
        return x, bottom - (bottom - top) * (value - low) / (high - low)

    shaded = min(provisional, len(ratings) - 1)
    if shaded:
        d.rectangle((left, top, at(shaded, low)[0], bottom), fill=theme.socket)
        write(im, (left + 8, top + 4), lang.gettext(N_("provisional")), small, theme.soft_ink, "lt")
    for value in range(low, high + 1, step):
        _, y = at(0, value)
        d.line((left, y, right, y), fill=theme.table, width=1)
        write(im, (left - 8, y), lang.number(value, "0"), small, theme.soft_ink, "rm")
    line = [at(k, rating) for k, rating in enumerate(ratings)]
    d.line(line, fill=theme.purple, width=4)
    for x, y in line:
        d.ellipse((x - 5, y - 5, x + 5, y + 5), fill=theme.purple)
    games = len(ratings) - 1
    write(im, (left, height - m + 4), lang.gettext(N_("start")), small, theme.soft_ink, "lm")
    write(im, (right, height - m + 4), lang.ngettext("after {n} game", "after {n} games", games).format(n=games),
          small, theme.soft_ink, "rm")
    return im
