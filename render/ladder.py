"""A server's leaderboard and a player's rating over time, drawn from plain rows the bot
passes in (no game view: ratings are not part of a game)."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

from engine.language import N_, Language, language

from .paint import canvas, write
from .text import cut, drawable, fit
from .theme import DEFAULT_THEME, Theme, png


@dataclass(frozen=True)
class Standing:
    """One line of a leaderboard."""

    rank: int
    name: str
    mu: float
    sigma: float
    games: int


ROW = 44


def render_leaderboard(title: str, standings: list[Standing], *, theme: Theme = DEFAULT_THEME,
                       locale: str | None = None) -> bytes:
    """Rank, name, rating ± its uncertainty (two sigmas) and games, one row per standing, its
    words and numbers in `locale`."""
    return png(leaderboard_image(title, standings, theme, language(locale)), theme)


def leaderboard_image(title: str, standings: list[Standing], theme: Theme, lang: Language) -> Image.Image:
    m, width = theme.margin, theme.width
    im = canvas((width, m + 56 + ROW * (len(standings) + 1) + m // 2), theme.card, theme)
    d = ImageDraw.Draw(im)
    size, least = theme.px(theme.text, width), theme.px(theme.least_name, width)
    _title(im, drawable(title), theme)
    columns = (m, m + 64, width - m - 250, width - m)
    body, bold = theme.font(size), theme.font(size, bold=True)
    y = m + 56
    heads = ("#", lang.gettext(N_("Player")), lang.gettext(N_("Rating")), lang.gettext(N_("Games")))
    for x, text, anchor in zip(columns, heads, ("lm", "lm", "lm", "rm")):
        write(im, (x, y + ROW / 2), text, bold, theme.soft_ink, anchor)
    for k, s in enumerate(standings):
        y += ROW
        if k % 2 == 0:
            d.rectangle((m // 2, y, width - m // 2, y + ROW - 1), fill=theme.table)
        write(im, (columns[0], y + ROW / 2), str(s.rank), bold, theme.ink, "lm")
        name, room = drawable(s.name), columns[2] - columns[1] - 16
        font = fit(theme, name, room, size, False, least)
        write(im, (columns[1], y + ROW / 2), cut(name, font, room), font, theme.ink, "lm")
        rating = f"{lang.number(s.mu)} ± {lang.number(2 * s.sigma)}"
        write(im, (columns[2], y + ROW / 2), rating, body, theme.ink, "lm")
        write(im, (columns[3], y + ROW / 2), str(s.games), body, theme.ink, "rm")
    return im


def _title(im: Image.Image, title: str, theme: Theme) -> ImageFont.FreeTypeFont:
    """A picture's title, as large as fits down to the least a name may be, then cut; its font."""
    m, room = theme.margin, im.width - 2 * theme.margin
    font = fit(theme, title, room, theme.px(theme.title_text, im.width), least=theme.px(theme.least_name, im.width))
    write(im, (m, m), cut(title, font, room), font, theme.ink)
    return font


def render_rating_chart(title: str, ratings: list[tuple[float, float]], *, theme: Theme = DEFAULT_THEME,
                        locale: str | None = None) -> bytes:
    """A player's (mu, sigma) after each rated game, as a line in a band of ± two sigmas,
    starting from where every newcomer starts (the first point), its words in `locale`."""
    return png(rating_chart_image(title, ratings, theme, language(locale)), theme)


def rating_chart_image(title: str, ratings: list[tuple[float, float]], theme: Theme, lang: Language) -> Image.Image:
    m, width, height = theme.margin, theme.width, 340
    im = canvas((width, height), theme.card, theme)
    d = ImageDraw.Draw(im)
    title = drawable(title)
    big = _title(im, title, theme)
    small = theme.font(theme.px(theme.text, width))
    top, bottom, left, right = m + round(big.size * 1.5), height - m - small.size, m + 56, width - m
    low = min(mu - 2 * sigma for mu, sigma in ratings)
    high = max(mu + 2 * sigma for mu, sigma in ratings)
    span = max(high - low, 1.0)

    def at(k: int, value: float) -> tuple[float, float]:
        x = left + (right - left) * (k / max(len(ratings) - 1, 1))
        return x, bottom - (bottom - top) * (value - low) / span

    for value in (low, (low + high) / 2, high):
        _, y = at(0, value)
        d.line((left, y, right, y), fill=theme.table, width=1)
        write(im, (left - 8, y), f"{value:.0f}", small, theme.soft_ink, "rm")
    band = [at(k, mu + 2 * s) for k, (mu, s) in enumerate(ratings)]
    band += [at(k, mu - 2 * s) for k, (mu, s) in reversed(list(enumerate(ratings)))]
    d.polygon(band, fill=theme.legal)
    line = [at(k, mu) for k, (mu, _) in enumerate(ratings)]
    d.line(line, fill=theme.purple, width=4)
    for x, y in line:
        d.ellipse((x - 5, y - 5, x + 5, y + 5), fill=theme.purple)
    games = len(ratings) - 1
    write(im, (left, height - m + 4), lang.gettext(N_("start")), small, theme.soft_ink, "lm")
    write(im, (right, height - m + 4), lang.ngettext("after {n} game", "after {n} games", games).format(n=games),
          small, theme.soft_ink, "rm")
    return im
