"""Building positions for rule tests: a grid drawn in text, dice, owners and gods' tiles."""

from __future__ import annotations

from engine import MUSES, Deal, Game, Options
from engine.board import Board
from engine.gods import God
from engine.phases import Phase

ABBREVIATIONS = {m[:2]: m for m in MUSES}
"""Ca Cl Er Eu Me Po Te Th Ur: two letters for each Muse."""

TWO_PLAYER_SEATS = (("Calliope", "Clio", "Erato", "Euterpe"),
                    ("Melpomene", "Polyhymnia", "Terpsichore", "Thalia"))


def grid(text: str, origin: tuple[int, int] = (0, 0)) -> dict[str, tuple[int, int]]:
    """Squares from a drawing: one line a row (north first), cells split by spaces,
    '.' for an empty square; the top-left cell is `origin`."""
    at = {}
    rows = [line.split() for line in text.strip("\n").splitlines() if line.strip()]
    for r, cells in enumerate(rows):
        for c, cell in enumerate(cells):
            if cell != ".":
                at[ABBREVIATIONS[cell]] = (origin[0] + c, origin[1] + r)
    return at


def dancing(text: str, *, dice: dict[str, int] | None = None, hidden=(), seats=TWO_PLAYER_SEATS,
            neutral: str | None = "Urania", gods: dict | None = None, to_move: int = 0,
            options: Options | None = None, players: list[str] | None = None) -> Game:
    """A game whose current hand is dancing in the drawn position. Dice default to 1,
    hidden Muses are face down (each seat's own becomes its Mysterious Muse)."""
    options = options or Options(interventions=tuple(gods or ()))
    players = players or ["ana", "ben", "cy", "dee"][:len(seats)]
    game = Game(players, options)
    game.start_hand(Deal(tuple(map(tuple, seats)), neutral), 0)
    hand = game.hand
    at = grid(text)
    assert sorted(at) == sorted(MUSES), f"the drawing must hold all nine Muses, not {sorted(at)}"
    board = Board(gods=options.interventions)
    hand.board = board
    hand.hidden, hand.tokens, hand.order = set(), {}, []
    for muse, square in at.items():
        hand._put(muse, square, hidden=muse in hidden)
        board.dice[muse] = (dice or {}).get(muse, 1)
        if muse in hidden and hand.owner[muse] is not None:
            hand.mysterious[hand.owner[muse]] = muse
    for god, loc in (gods or {}).items():
        board.gods[God(god)] = loc
    hand.hands = [[] for _ in seats]
    hand.phase = Phase.DANCE
    hand.to_move = to_move
    return game
