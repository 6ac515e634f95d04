"""The pictures: golden images, hidden identities that never show, square codes, PNG form.

Golden images live in tests/golden/. After a deliberate change of the pictures, look at
them and regenerate with:

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest -q tests/render/test_render.py

which rewrites every golden PNG instead of comparing (those tests then pass).
"""

from __future__ import annotations

import io
import json
import math
import os
import random
import re
import struct
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image, ImageChops, ImageStat

import render.board
import render.grid
from engine import (
    MUSES,
    Ability,
    Action,
    Dir,
    Game,
    God,
    Intervention,
    MuseTable,
    OnMuse,
    Options,
    Place,
    Step,
    When,
    default_muse_table,
    game_from_record,
    game_to_record,
)
from engine.ai.review import Decision as ReviewedDecision
from engine.ai.review import Review, appraise, cut, previews, results
from engine.bench import playout
from engine.geometry import column_name, row_name, square_name
from engine.language import Phrase, language
from engine.phases import Phase
from engine.players import random_action
from engine.standing import standing
from engine.views import player_view, preview, public_view
from render import (
    DEFAULT_THEME,
    Standing,
    render_board,
    render_hand,
    render_leaderboard,
    render_legend,
    render_preview,
    render_rating_chart,
    render_score,
    render_tiles,
)
from render.bench import dance_views, run
from render.board import board_image
from render.hand import hand_image
from render.ladder import leaderboard_image, rating_chart_image
from render.legend import legend_image
from render.paint import drawn
from render.preview import preview_image, preview_lines
from render.review import NONE_LOST, TURNING_POINTS, chart_image, move_text, render_review, turning_points_image
from render.score import score_image
from render.sheet import sheet_image
from render.text import ISOLATE, player_name
from support.positions import dancing
from support.privacy import named, unknown_to

GOLDEN = Path(__file__).parent / "golden"
RECORDS = GOLDEN / "records"
TOLERANCE = 2.0
"""Largest mean absolute difference per pixel and band (0-255) from a golden image."""
BLOCK, BLOCK_TOLERANCE = 24, 16.0
"""Largest mean difference inside any 24-pixel square: a word or a die changed somewhere
is a local difference the whole picture's mean would drown (a changed word: above 40)."""


def record(name: str, actions: int | None = None, hand: int = -1) -> dict:
    """A stored record, its hand `hand` cut to its first `actions` actions (later hands dropped)."""
    rec = json.loads((RECORDS / f"{name}.json").read_text())
    rec["hands"] = rec["hands"][:len(rec["hands"]) + hand + 1 if hand < 0 else hand + 1]
    if actions is not None:
        rec["hands"][-1]["actions"] = rec["hands"][-1]["actions"][:actions]
    return rec


def game(name: str, actions: int | None = None, hand: int = -1) -> Game:
    return game_from_record(record(name, actions, hand))


def decode(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def assert_golden(name: str, png: bytes) -> None:
    path = GOLDEN / f"{name}.png"
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_bytes(png)
        return
    assert path.exists(), f"no golden image {path.name}: run with UPDATE_GOLDEN=1"
    want, got = decode(path.read_bytes()), decode(png)
    assert got.size == want.size, f"{name}: size {got.size}, golden {want.size}"
    difference = ImageChops.difference(got, want).convert("L")
    diff = ImageStat.Stat(difference).mean[0]
    assert diff <= TOLERANCE, f"{name}: mean difference {diff:.2f} from the golden image"
    worst, at = max((ImageStat.Stat(difference.crop((x, y, x + BLOCK, y + BLOCK))).mean[0], (x, y))
                    for x in range(0, got.width, BLOCK) for y in range(0, got.height, BLOCK))
    assert worst <= BLOCK_TOLERANCE, f"{name}: the picture differs at {at} (mean {worst:.1f} there)"


GOLDEN_BOARDS = {
    "board-placing-2p": lambda: game("2p-in-progress", 4),
    "board-dance-2p": lambda: game("2p-in-progress"),
    "board-dance-3p": lambda: game("3p-dance"),
    "board-placing-4p": lambda: game("4p-placing"),
    "board-hand2-4p": lambda: game("4p-two-hands", 14),
    "board-tiles-2p": lambda: game("2p-all-tiles"),
    "board-over-3p": lambda: game("3p-one-hand"),
    "board-ability-ends-2p": lambda: game("2p-ability-ends"),
}


def story() -> Game:
    """Calliope swaps its die with Melpomene's, then steps east pushing the face-down Clio and Erato."""
    game = dancing("""
    Ca Cl Er
    Eu Me Po
    Te Th Ur
    """, dice={"Melpomene": 4, "Erato": 2}, hidden={"Clio", "Thalia"})
    game.apply(Step("Calliope", Dir.E, Ability("Melpomene", When.BEFORE)))
    return game


GOLDEN_BOARDS["board-story-2p"] = story


@pytest.mark.parametrize("name", GOLDEN_BOARDS)
def test_board_golden(name):
    assert_golden(name, render_board(public_view(GOLDEN_BOARDS[name]())))


@pytest.mark.parametrize("name, hand", [("3p-one-hand", -1), ("2p-zeus-eros-artemis", -1),
                                        ("4p-two-hands", 0), ("4p-two-hands", -1)])
def test_score_golden(name, hand):
    view = public_view(game(name))
    assert_golden(f"score-{name}-{hand % len(view.scores) + 1}", render_score(view, hand))


REAL_NAMES = ("WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", "田中太郎", "Ana 🟣 Ibáñez 雪", "שרה כהן")
"""A 32-character name, one the fonts cannot draw, one partly, and a right-to-left one."""


def test_score_golden_with_real_names():
    """Long names cut with an ellipsis, characters the fonts lack as an ellipsis (never boxes),
    right-to-left names as written; the AI seat named in the picture's language."""
    names = (*REAL_NAMES[:3], Phrase.of("AI ({level})", level=Phrase("hard")))
    view = public_view(game("4p-two-hands"), names)
    assert_golden("score-4p-two-hands-real-names-it", render_score(view, -1, locale="it"))
    view = public_view(game("2p-in-progress", 5), (REAL_NAMES[3], REAL_NAMES[0]))
    assert_golden("board-2p-real-names", render_board(view))


def test_a_name_is_drawn_with_the_characters_the_fonts_have_and_cut_to_its_room():
    view = public_view(game("4p-two-hands"), REAL_NAMES)
    assert [player_name(view, seat, language("de")).strip("\u2068\u2069") for seat in range(4)] == [
        "WWWWWWWWWW…", "Spieler 2", "Ana … Ibáñez …", "שרה כהן"]


@pytest.mark.parametrize("name, actions, seat", [("2p-in-progress", 5, 0), ("2p-in-progress", 2, 1),
                                                 ("2p-in-progress", None, 1)])
def test_hand_golden(name, actions, seat):
    view = player_view(game(name, actions), seat)
    assert_golden(f"hand-{name}-{actions}-{seat}", render_hand(view))


def test_tiles_golden():
    assert_golden("tiles", render_tiles(default_muse_table()))


def test_the_tile_sheet_says_whether_its_values_are_the_stand_in():
    """The same values loaded by an operator: only the line saying where they come from differs."""
    printed = MuseTable.from_json(default_muse_table().to_json(), "printed-tiles.json")
    assert not printed.is_stand_in and default_muse_table().is_stand_in
    assert render_tiles(printed) != render_tiles(default_muse_table())


@pytest.mark.parametrize("name, code", [("2p-all-tiles", "en"), ("4p-placing", "it")])
def test_legend_golden(name, code):
    """Colours and players, a tile, pips, suns, abilities, a face-down tile, the game's intervention tiles."""
    assert_golden(f"legend-{name}-{code}", render_legend(public_view(game(name)), locale=code))


LANGUAGES = ["it", "de", "es"]


@pytest.mark.parametrize("code", LANGUAGES)
def test_board_golden_in_each_language(code):
    """Header, last move, tiles on the table and in the Olympus, the face-down tiles' band: in `code`."""
    assert_golden(f"board-tiles-2p-{code}", render_board(public_view(game("2p-all-tiles")), locale=code))


@pytest.mark.parametrize("code", LANGUAGES)
def test_score_golden_in_each_language(code):
    """The title, Mysterious Muses, conversions, Artemis's sun and the result: in `code`."""
    view = public_view(game("2p-zeus-eros-artemis"))
    assert_golden(f"score-2p-zeus-eros-artemis-{code}", render_score(view, -1, locale=code))


@pytest.mark.parametrize("code", LANGUAGES)
def test_hand_and_tile_sheet_speak_each_language(code):
    """Not English: each differs from the English picture (their words are checked by the goldens' kind)."""
    view = player_view(game("2p-in-progress", 5), 0)
    assert render_hand(view, locale=code) != render_hand(view)
    assert render_tiles(default_muse_table(), locale=code) != render_tiles(default_muse_table())


def test_each_die_the_last_move_changed_is_marked_with_its_value_before(monkeypatch):
    drawn, pill = [], render.grid.pill
    monkeypatch.setattr(render.grid, "pill", lambda text, *rest: drawn.append(text) or pill(text, *rest))
    render_board(public_view(story()))
    assert drawn == ["4\u21921", "1\u21925", "1\u21922", "2\u21923"]  # Calliope: swapped to 4, then stepped


# --- the preview of a move ------------------------------------------------------

DANCING = """
Ca Cl Er Eu
Me Po Te .
Th Ur . .
"""
GOLDEN_PREVIEWS = {
    "placement": lambda: (game("2p-in-progress", 7), Place("Urania", (-2, 1))),
    "push-chain": lambda: (dancing(DANCING, dice={"Clio": 2, "Erato": 3}, hidden=("Urania", "Thalia", "Erato")),
                           Step("Calliope", Dir.E)),
    "hand-ends": lambda: (dancing(DANCING, dice={"Calliope": 4, "Clio": 5, "Erato": 3},
                                  hidden=("Urania", "Thalia", "Erato")), Step("Calliope", Dir.E)),
    "ability": lambda: (dancing(DANCING, dice={"Melpomene": 3}, hidden=("Urania", "Euterpe", "Erato"), to_move=1),
                        Step("Thalia", Dir.E, Ability("Melpomene", When.BEFORE))),
}


@pytest.mark.parametrize("code", ["en", "it"])
@pytest.mark.parametrize("name", GOLDEN_PREVIEWS)
def test_preview_golden(name, code):
    """The table after the move, the square left and the pushes, every die before → after; the hand's end
    with its standing as far as the player can tell (the face-down Muses as a range)."""
    before, action = GOLDEN_PREVIEWS[name]()
    shown = preview(before, before.hand.to_move, action)
    assert_golden(f"preview-{name}" + ("" if code == "en" else f"-{code}"), render_preview(shown, locale=code))


def test_the_preview_of_a_hand_ending_step_tells_the_standing_without_revealing():
    before, action = GOLDEN_PREVIEWS["hand-ends"]()
    ends, changes = preview_lines(preview(before, 0, action), language("en"))
    # ana's Erato (her own Mysterious Muse) counts; Thalia (ben's) and Urania (Neutral) stay unknown
    assert ends == "The hand ends: \u2068ana\u2069\u00a01\u20132\u00a0\u2600, \u2068ben\u2069\u00a02\u20133\u00a0\u2600"
    assert changes.replace("\u00a0", " ") == "Dice: Calliope 4→5, Clio 5→6, face-down #1 3→4, Euterpe 1→2"


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3)])
def test_a_preview_never_shows_what_its_player_cannot_know(players, seed):
    """The preview of every move of a hand, the one that ends it too, is the same picture when two
    face-down Muses its player cannot know swap identities, and its words name none of them, in any language."""
    rng = random.Random(seed)
    game = Game.new(["ana", "ben", "cy", "dee"][:players], Options(interventions=("zeus", "eros")), rng)
    checked = ended = 0
    while game.hand.phase is not Phase.FINISHED:
        seat = game.hand.to_move
        action = random_action(player_view(game, seat), rng)
        shown = preview(game, seat, action)
        unknown = sorted(unknown_to(game, seat))
        ends = shown.phase is Phase.FINISHED
        if len(unknown) >= 2:
            code = ["en", *LANGUAGES][checked % 4]
            other = game_from_record(swapped(game_to_record(game), *unknown[:2]))
            assert other.hand.deal != game.hand.deal
            assert render_preview(shown, locale=code) == render_preview(preview(other, seat, action), locale=code)
            said = " ".join(preview_lines(shown, language(code)))
            assert not [m for m in named(set(unknown), language(code)) if m in said], said
            checked, ended = checked + 1, ended + ends
        game.submit(action, seat)
    assert checked > 10 and ended == 1


# --- hidden identities ----------------------------------------------------------

def swapped(rec: dict, a: str, b: str) -> dict:
    """The same record with Muses `a` and `b` exchanged everywhere: deal and actions."""
    text = json.dumps(rec)
    for x, y in ((a, "\0"), (b, a), ("\0", b)):
        text = text.replace(f'"{x}"', f'"{y}"')
    return json.loads(text)


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
@pytest.mark.parametrize("actions", [3, 8, None], ids=["placing", "dance-begins", "dancing"])
@pytest.mark.parametrize("pair", [("Thalia", "Melpomene"), ("Clio", "Thalia")], ids=["mysterious", "neutral"])
def test_face_down_identity_never_shows(actions, pair, code):
    rec = record("2p-in-progress", actions)
    one, other = game_from_record(rec), game_from_record(swapped(rec, *pair))
    assert set(pair) <= one.hand.hidden and set(pair) <= other.hand.hidden
    assert one.hand.deal != other.hand.deal
    assert render_board(public_view(one), locale=code) == render_board(public_view(other), locale=code)


def test_the_standing_on_the_board_is_the_publics_whatever_the_face_down_muses_are(monkeypatch):
    rec = record("2p-in-progress")
    one, other = game_from_record(rec), game_from_record(swapped(rec, "Thalia", "Melpomene"))
    assert standing(player_view(one, 0)) != standing(player_view(other, 0)), "a standing knowing them would differ"
    labels, header = [], render.board._header_image
    monkeypatch.setattr(render.board, "_header_image", lambda *parts: labels.append(parts[2]) or header(*parts))
    assert render_board(public_view(one)) == render_board(public_view(other))
    assert labels[0] == labels[1]
    assert [label for _, label, _ in labels[0]] == [
        f"{ISOLATE.format(name)} · \u2600 0\u20133" for name in ("ana", "ben")] + ["Neutral"]


@pytest.mark.parametrize("code", ["en", "de"])
@pytest.mark.parametrize("name, pair", [("2p-in-progress", ("Clio", "Thalia")), ("3p-dance", ("Calliope", "Erato"))],
                         ids=["neutral", "mysterious"])
def test_the_legend_never_shows_a_face_down_identity(name, pair, code):
    """The legend shows a face-up and a face-down Muse of the table (3p-dance: the first one placed was face down)."""
    rec = record(name)
    one, other = game_from_record(rec), game_from_record(swapped(rec, *pair))
    assert set(pair) <= one.hand.hidden and set(pair) <= other.hand.hidden
    assert render_legend(public_view(one), locale=code) == render_legend(public_view(other), locale=code)


def _random_record(players: int, seed: int, cut: int) -> dict:
    rng = random.Random(seed)
    g = Game.new(["ana", "ben", "cy", "dee"][:players], Options(interventions=("zeus", "eros")), rng)
    while g.hand.phase != "finished" and len(g.history[-1]) < cut:
        seat = g.hand.to_move
        g.submit(random_action(player_view(g, seat), rng), seat)
    return game_to_record(g)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6), cut=st.integers(4, 30),
       code=st.sampled_from(["en", "it", "de", "es"]))
def test_any_two_face_down_muses_swapped_give_the_same_picture(players, seed, cut, code):
    rec = _random_record(players, seed, cut)
    one = game_from_record(rec)
    if one.hand.phase == "finished" or len(one.hand.hidden) < 2:
        return
    a, b = sorted(one.hand.hidden)[:2]
    other = game_from_record(swapped(rec, a, b))
    assert render_board(public_view(one), locale=code) == render_board(public_view(other), locale=code)


# --- square names -----------------------------------------------------------------

@settings(max_examples=25, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6), cut=st.integers(0, 8))
def test_square_codes_name_every_legal_square_by_its_name_for_the_hand(players, seed, cut):
    rec = _random_record(players, seed, cut)
    view = public_view(game_from_record(rec))
    codes = view.square_codes()
    assert codes == {square_name(square): square for square in view.legal_squares()}
    assert all(re.fullmatch(r"[A-Y](1[0-9]|2[0-5]|[1-9])", code) for code in codes)  # inside the frame
    rec["hands"][-1]["actions"] = rec["hands"][-1]["actions"][:1]  # an earlier, smaller board: the same names
    earlier = public_view(game_from_record(rec)).square_codes()
    assert all(codes[code] == square for code, square in earlier.items() if code in codes)


@pytest.mark.parametrize("name, actions", [("2p-in-progress", 4), ("4p-placing", None), ("3p-one-hand", 5)])
def test_the_picture_labels_each_legal_square_with_its_code(monkeypatch, name, actions):
    pieces, drawn = {}, {}
    legal_piece, paste = render.grid._legal_piece, Image.Image.paste

    def piece_spy(code, *args):
        piece = legal_piece(code, *args)
        pieces[id(piece)] = code
        return piece

    def paste_spy(self, piece, xy=None, *args, **kwargs):
        if id(piece) in pieces:
            drawn.setdefault(pieces[id(piece)], xy)
        return paste(self, piece, xy, *args, **kwargs)

    monkeypatch.setattr(render.grid, "_legal_piece", piece_spy)
    monkeypatch.setattr(Image.Image, "paste", paste_spy)
    view = public_view(game(name, actions))
    render_board(view)
    codes = view.square_codes()
    assert codes and codes.keys() <= drawn.keys()
    for a in codes:
        for b in codes:
            (ax, ay), (bx, by) = drawn[a], drawn[b]
            assert (ax < bx) == (a[0] < b[0]) and (ax == bx) == (a[0] == b[0])
            assert (ay < by) == (int(a[1:]) < int(b[1:])) and (ay == by) == (a[1:] == b[1:])


@pytest.mark.parametrize("name, actions", [("2p-in-progress", 4), ("2p-in-progress", None), ("4p-placing", None)])
def test_the_picture_names_the_columns_above_the_table_and_the_rows_left_of_it(monkeypatch, name, actions):
    """Each column's letters centred above its squares, each row's number level with its squares,
    in letters large enough for a phone; the legal squares' names are made of them."""
    written, write = [], render.grid.write

    def write_spy(im, xy, text, font, *args):
        written.append((text, xy, font.size))
        return write(im, xy, text, font, *args)

    monkeypatch.setattr(render.grid, "write", write_spy)
    legal_piece = render.grid._legal_piece
    pieces = {}
    monkeypatch.setattr(render.grid, "_legal_piece", lambda code, side, *args: pieces.setdefault(
        code, legal_piece(code, side, *args)))
    view = public_view(game(name, actions))
    render_board(view)
    squares = [m.at for m in view.muses] + view.legal_squares()
    cols = range(min(c for c, _ in squares), max(c for c, _ in squares) + 1)
    rows = range(min(r for _, r in squares), max(r for _, r in squares) + 1)
    tops = {text: xy for text, xy, size in written if size >= 24 and text in {column_name(c) for c in cols}}
    lefts = {text: xy for text, xy, size in written if size >= 24 and text in {row_name(r) for r in rows}}
    assert list(tops) == [column_name(c) for c in cols] and list(lefts) == [row_name(r) for r in rows]
    assert len({y for _x, y in tops.values()}) == 1 and len({x for x, _y in lefts.values()}) == 1
    assert [x for x, _y in tops.values()] == sorted(x for x, _y in tops.values())
    assert [y for _x, y in lefts.values()] == sorted(y for _x, y in lefts.values())
    top_y, left_x = next(iter(tops.values()))[1], next(iter(lefts.values()))[0]
    assert top_y < min(y for _x, y in lefts.values()) and left_x < min(x for x, _y in tops.values())
    assert all(column_name(sq[0]) + row_name(sq[1]) in pieces for sq in view.legal_squares())


def test_square_codes_only_while_placing():
    codes = public_view(game("2p-in-progress", 1)).square_codes()
    assert codes == {"L12": (-1, -1), "L13": (-1, 0), "L14": (-1, 1), "M12": (0, -1), "M14": (0, 1),
                     "N12": (1, -1), "N14": (1, 1), "O12": (2, -1), "O13": (2, 0), "O14": (2, 1)}
    assert public_view(game("2p-in-progress")).square_codes() == {}


def test_first_placement_of_three_players_is_the_frames_centre():
    rec = record("3p-one-hand", 0)
    assert public_view(game_from_record(rec)).square_codes() == {"M13": (0, 0)}


# --- the PNG itself ---------------------------------------------------------------

def chunks(png: bytes) -> list[bytes]:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    found, i = [], 8
    while i < len(png):
        length, kind = struct.unpack(">I4s", png[i:i + 8])
        found.append(kind)
        i += 12 + length
    return found


def test_png_has_no_metadata_and_is_small_enough():
    png = render_board(public_view(game("2p-all-tiles")))
    assert set(chunks(png)) == {b"IHDR", b"PLTE", b"IDAT", b"IEND"}
    im = Image.open(io.BytesIO(png))
    assert im.mode == "P" and im.width <= DEFAULT_THEME.max_width
    assert len(png) <= 150_000


@settings(max_examples=15, deadline=None)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6), cut=st.integers(0, 40))
def test_every_position_fits_a_phone_friendly_width(players, seed, cut):
    view = public_view(game_from_record(_random_record(players, seed, cut)))
    im = Image.open(io.BytesIO(render_board(view)))
    assert DEFAULT_THEME.width <= im.width <= DEFAULT_THEME.max_width


def test_bench_times_the_boards_it_says():
    """The bench draws `repeat` different dance boards, each a real board of nine Muses (its largest PNG
    is the largest of those boards, drawn here again), and times each drawing and its floor."""
    result = run(repeat=2)
    views = dance_views(4)[0][:2]
    drawn = [render_board(v) for v in views]
    assert all(len(v.muses) == 9 for v in views) and drawn[0] != drawn[1]
    assert result["boards"] == 2 and result["png_bytes"] == max(map(len, drawn))
    assert min(result["board_ms"], result["floor_ms"], result["preview_ms"], result["ratio"]) > 0


def test_a_hand_picture_after_the_reveal_shows_the_mysterious_muse_revealed():
    game = playout(2, Options(), random.Random(2))
    view = player_view(game, 0)
    assert view.mysterious_token == view.mysterious and not view.hand
    assert_golden("hand-2p-after-the-reveal", render_hand(view))


LADDER = [Standing(1, "alice", 1636, 12, 7.5, False), Standing(2, "AI (hard)", 1580, 20, 11, False),
          Standing(3, "bob, whose name is rather long for one line", 1172, 7, 3, True),
          Standing(4, "AI (easy)", 918, 9, 1, True)]
NOTE = ("Every player starts at 1000: a win raises the rating, a loss lowers it, by about 100 points in the first "
        "games and 30 to 60 later. ? = provisional, fewer than 10 rated games.")
RATING_COURSE = [1000, 1137, 1084, 1190, 1246, 1215, 1301, 1358, 1322, 1390, 1436, 1462, 1420]


def test_golden_leaderboard():
    png = render_leaderboard("Leaderboard — Muses Hall", LADDER, NOTE)
    assert_golden("leaderboard", png)
    assert decode(png).height == decode(render_leaderboard("x", LADDER[:2], NOTE)).height + 2 * 44  # a row per player


def test_golden_rating_chart():
    assert_golden("rating-chart", render_rating_chart("Rating of alice", RATING_COURSE, 10))
    assert_golden("rating-chart-one-game", render_rating_chart("Rating of bob", RATING_COURSE[:2], 10))


# --- legible on a phone -----------------------------------------------------------

PHONE = 400
"""How wide a phone shows a picture."""


def _largest(code: str) -> dict[str, Image.Image]:
    """Each kind of picture at its most crowded: four players with long and foreign names, the
    second hand, every intervention tile, a group nine squares wide, long names on the ladder."""
    lang = language(code)
    names = (*REAL_NAMES[:3], Phrase.of("AI ({level})", level=Phrase("hard")))
    four = public_view(game("4p-two-hands"), names)
    tiles = public_view(game("2p-all-tiles"), REAL_NAMES[2:])
    converted = public_view(game("2p-zeus-eros-artemis"))
    row = dancing("Ca Cl Er Eu Me Po Te Th Ur", hidden={"Clio", "Thalia"}, players=list(REAL_NAMES[:2]))
    before, action = GOLDEN_PREVIEWS["hand-ends"]()
    ladder = [*LADDER, Standing(5, REAL_NAMES[0] * 2, 2345, 9999, 4999.5, False)]
    theme = DEFAULT_THEME
    record, reviewed = reviewed_game()
    ended = public_view(game_from_record(record), REAL_NAMES[:2])
    shown = {(d.appraisal.hand, d.appraisal.index): previews(record, d) for d in reviewed.turning_points(0, skip=AWAY)}
    return {
        "review chart": chart_image(ended, reviewed, AWAY, theme, lang),
        "review, turning points": turning_points_image(ended, reviewed, 0, shown, AWAY, theme, lang),
        "board, second hand": board_image(public_view(game("4p-two-hands", 14), names), theme, lang),
        "board, placing": board_image(public_view(game("4p-placing"), names), theme, lang),
        "board, every tile": board_image(tiles, theme, lang),
        "board, nine wide": board_image(public_view(row), theme, lang),
        "preview": preview_image(preview(before, before.hand.to_move, action), theme, lang),
        "hand": hand_image(player_view(game("2p-in-progress", 0), 0, REAL_NAMES[:2]), theme, lang),
        "score, two hands": score_image(four, four.scores[-1], theme, lang),
        "score, conversions": score_image(converted, converted.scores[-1], theme, lang),
        "tile sheet": sheet_image(default_muse_table(), theme, lang),
        "legend": legend_image(tiles, theme, lang),
        "leaderboard": leaderboard_image(f"Leaderboard — {REAL_NAMES[0]}", ladder, lang.gettext(NOTE), theme, lang),
        "rating chart": rating_chart_image(f"Rating of {REAL_NAMES[0]}", RATING_COURSE, 10, theme, lang),
    }


def _luminance(colour: tuple[int, int, int]) -> float:
    r, g, b = (c / 3294 if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(ink: tuple[int, int, int], ground: tuple[int, int, int]) -> float:
    light, dark = sorted((_luminance(ink), _luminance(ground)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_every_picture_is_legible_on_a_phone(code):
    """Shown 400 px wide, every text as drawn (shrunk to fit or not) has a font of 11 px at least
    if it has a letter (names, labels, sentences), 9 px if it is only numbers and symbols, and a
    contrast of 4.5 (WCAG AA) with the colour it stands on."""
    small, faint = [], []
    for kind, im in _largest(code).items():
        texts = drawn(im)
        assert len(texts) >= 5, f"{kind}: the texts it draws are reported"
        for t in texts:
            size = t.size * PHONE / im.width
            if size < (11 if any(ch.isalpha() for ch in t.text) else 9):
                small.append(f"{kind}: {t.text!r} {size:.1f} px")
            if _contrast(t.ink, t.ground) < 4.5:
                faint.append(f"{kind}: {t.text!r} {t.ink} on {t.ground}")
    assert not small, small
    assert not faint, faint


@cache
def reviewed_game() -> tuple[dict, Review]:
    """A seeded game of two random players and a review of it with made-up chances (the
    pictures' test does not wait for the search, nor change when the AI does). Made once: read, never changed."""
    rng = random.Random(8)
    game = Game(["Ann", "Bob"], Options(hands=2))
    while not game.is_over:
        if game.needs_deal:
            game.deal_next(rng)
        game.submit(random_action(player_view(game, game.hand.to_move), rng), game.hand.to_move)
    record = game_to_record(game)
    decisions = []
    for i, a in enumerate(appraise(record, budget=1)):
        other = _another_step(cut(game, a.hand, a.index), a.seat, a.played_table)
        a = replace(a, best=other, best_table=other)
        played = 0.5 + (0.4 if a.seat == 0 else -0.4) * math.sin(i / 4)
        decisions.append(ReviewedDecision(a, played, min(1.0, played + (0.15 if i % 5 == 2 else 0.0))))
    return record, Review("test", tuple(record["players"]), tuple(decisions), results(record))


def _another_step(game: Game, seat: int, played: Action) -> Step:
    """The first legal step of a face-up Muse other than `played` (the review's better move, made up)."""
    assert isinstance(played, Step)
    return next(Step(muse, d) for muse, d in player_view(game, seat).legal_steps()
                if muse in MUSES and (muse, d) != (played.muse, played.dir))


AWAY = ((0, 10), (0, 12), (0, 14))
"""Three moves of Ann's in a row the AI played while she was away, the first her worst."""


def test_a_move_the_ai_played_for_an_absent_player_is_no_turning_point_of_theirs():
    _, done = reviewed_game()
    worst = [(d.appraisal.hand, d.appraisal.index) for d in done.turning_points(0)]
    assert worst[0] == AWAY[0]
    assert [(d.appraisal.hand, d.appraisal.index) for d in done.turning_points(0, skip=AWAY)] == [*worst[1:], (1, 9)]


@pytest.mark.parametrize("locale", ["en", "it"])
def test_review_golden(locale):
    """The chart (Ann's moves played by the AI hollow, said in the legend), Ann's turning points
    (none of those, and how many there were)."""
    record, done = reviewed_game()
    view = public_view(game_from_record(record))
    shown = {(d.appraisal.hand, d.appraisal.index): previews(record, d) for d in done.turning_points(0, skip=AWAY)}
    chart, points = render_review(view, done, [0], shown, AWAY, locale=locale)
    assert_golden(f"review-chart-{locale}", chart)
    assert_golden(f"review-turning-points-{locale}", points)


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_each_turning_point_names_the_move_played_and_the_better_one_with_their_chances(code):
    record, done = reviewed_game()
    lang = language(code)
    points = done.turning_points(0, skip=AWAY)
    shown = {(d.appraisal.hand, d.appraisal.index): previews(record, d) for d in points}
    im = turning_points_image(public_view(game_from_record(record)), done, 0, shown, AWAY, DEFAULT_THEME, lang)
    said = " ".join(t.text for t in drawn(im))  # a caption may take two lines
    you, better = lang.gettext("You: {move}, {chance}"), lang.gettext("Better: {move}, {chance}")
    captions = []
    for d in points:
        a, (played, chosen) = d.appraisal, shown[d.appraisal.hand, d.appraisal.index]
        captions += [you.format(move=move_text(a.played, lang, played.board), chance=lang.percent(d.played_chance)),
                     better.format(move=move_text(a.best, lang, chosen.board), chance=lang.percent(d.best_chance))]
    assert len(points) == 3
    at = [said.find(c) for c in captions]
    assert -1 not in at and at == sorted(at), captions  # each over its preview, the played move first
    if code == "en":
        assert captions[:2] == ["You: Terpsichore east, using its ability after the step on Erato, 56%",
                                "Better: Calliope south, 71%"]
    goes_on = lang.gettext("The hand goes on.")
    assert said.count(goes_on) + said.count(lang.gettext("The hand ends: {standing}").split("{")[0]) == 2 * len(points)


def test_a_turning_points_move_is_named_with_its_ability_and_its_tile():
    board = public_view(game("2p-in-progress")).board
    step = Step("Calliope", Dir.N, Ability("Clio", When.BEFORE), Intervention(God.ZEUS, OnMuse("Thalia")))
    assert move_text(step, language("en"), board) == "Calliope north, using its ability before the step on Clio, " \
                                                     "then Zeus \u2192 Thalia"
    assert move_text(Step("Calliope", Dir.N), language("it"), board) == "Calliope nord"


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_a_player_without_a_turning_point_is_told_so_in_one_line(code):
    record, done = reviewed_game()
    even = replace(done, decisions=tuple(replace(d, best_chance=d.played_chance + 0.049) for d in done.decisions))
    lang = language(code)
    view = public_view(game_from_record(record))
    title, *said = [t.text for t in drawn(turning_points_image(view, even, 1, {}, (), DEFAULT_THEME, lang))]
    assert title == lang.gettext(TURNING_POINTS).format(player=player_name(view, 1, lang))
    assert " ".join(said) == lang.gettext(NONE_LOST).format(loss=lang.percent(0.05))  # nothing more
    if code == "en":
        assert said == ["No move lost more than 5% of win chance"]


def test_the_chart_ends_at_the_result():
    record, done = reviewed_game()
    assert done.results == (0.0, 1.0)  # Bob won
    assert [done.chart(seat)[-1] for seat in (0, 1)] == [(len(done.decisions), 0.0), (len(done.decisions), 1.0)]
    said = [t.text for t in drawn(chart_image(public_view(game_from_record(record)), done, AWAY, DEFAULT_THEME,
                                              language("en")))]
    assert "result" in said


def test_fonts_are_read_from_their_files_not_each_size_from_a_copy_of_them():
    """A font made from bytes keeps its own copy of the file (0.7 MiB): a drawing process that uses
    some 46 sizes held 35 MiB of copies."""
    fonts = [DEFAULT_THEME.font(size, bold) for size in (17, 31) for bold in (False, True)]
    assert all(isinstance(font.path, str) for font in fonts)
