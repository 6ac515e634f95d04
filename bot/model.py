"""What the bot keeps about a game beside the engine's record: table options, seats, status."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace

from engine import Game, Options, TileTable

LOBBY, ACTIVE, FINISHED, CANCELLED = "lobby", "active", "finished", "cancelled"
ON_LEAVE = ("end", "continue")


@dataclass(frozen=True)
class Table:
    """The options chosen with `/muses new` (the Divine Interventions also in the lobby)."""

    players: int = 2
    hands: int = 1
    tiebreak: str = "shared"
    interventions: tuple[str, ...] = ()
    timeout: float = 0.0
    """Seconds a player has for a turn before an automated move is made for them; 0: no limit."""
    on_leave: str = "end"
    """When a player forfeits: "end" the game, or "continue" with an automated player in the seat."""

    def __post_init__(self):
        if not 2 <= self.players <= 4:
            raise ValueError("a game has 2, 3 or 4 players")
        if self.on_leave not in ON_LEAVE:
            raise ValueError("on_leave is end or continue")
        if self.timeout < 0:
            raise ValueError("the turn timeout cannot be negative")
        Options(self.hands, self.tiebreak, self.interventions)  # raises on bad engine options

    def options(self, tiles: TileTable) -> Options:
        return Options(self.hands, self.tiebreak, self.interventions, tiles)

    def to_json(self) -> dict:
        return {**asdict(self), "interventions": list(self.interventions)}

    @classmethod
    def from_json(cls, data: dict) -> "Table":
        return cls(**{**data, "interventions": tuple(data.get("interventions", ()))})


@dataclass(frozen=True)
class Seat:
    """A player at the table, by Discord user id."""

    user: int
    name: str
    auto: bool = False
    """An automated player took this seat (the player forfeited and the game goes on)."""
    dm_closed: bool = False
    """A DM to this player failed; they were told once to use "My hand" instead."""


@dataclass(frozen=True)
class StoredGame:
    """A game as stored: the engine's Game (None in the lobby) and everything around it."""

    id: int
    guild: int
    channel: int
    status: str
    host: int
    table: Table
    seats: tuple[Seat, ...]
    game: Game | None = field(default=None, compare=False)
    version: int = 0
    board_message: int | None = None
    board_version: int | None = None
    """The version the board message shows (behind `version` if the bot stopped before posting)."""
    deadline: float | None = None
    """Unix time when the current player's turn times out, if the table has a timeout."""

    def seat_of(self, user: int) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.user == user and not s.auto), None)

    def with_seat(self, seat: int, **changes) -> "StoredGame":
        seats = list(self.seats)
        seats[seat] = replace(seats[seat], **changes)
        return replace(self, seats=tuple(seats))

    @property
    def is_open(self) -> bool:
        return self.status in (LOBBY, ACTIVE)
