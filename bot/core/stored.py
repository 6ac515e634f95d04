"""What the bot keeps about a game beside the engine's record: table options, seats, status."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import asdict, dataclass, field, replace
from enum import StrEnum

from engine import Game, God, MuseTable, Options, Refusal
from engine.language import N_


class GameStatus(StrEnum):
    """Where a game stands in the bot (the engine's `Phase` says where its hand stands)."""

    LOBBY = "lobby"
    ACTIVE = "active"
    FINISHED = "finished"
    """Played to its result."""
    CANCELLED = "cancelled"
    """Ended without a result: a lobby closed, a reset, or a forfeit that ends the game."""
    ABANDONED = "abandoned"
    """Ended without a result: its channel is gone (deleted, or the bot removed from the server), or
    nobody moved within the server's idle limit."""

    @property
    def is_open(self) -> bool:
        return self in (GameStatus.LOBBY, GameStatus.ACTIVE)


class OnLeave(StrEnum):
    """What a forfeit does to a game."""

    END = "end"
    CONTINUE = "continue"
    """An automated player takes the seat."""


@dataclass(frozen=True)
class TableOptions:
    """The options chosen with `/muses new` (the Divine Interventions also in the lobby)."""

    players: int = 2
    hands: int = 1
    tiebreak: str = "shared"
    interventions: tuple[God, ...] = ()
    timeout: float = 0.0
    """Seconds a player has for a turn before an automated move is made for them; 0: no limit."""
    on_leave: OnLeave = OnLeave.END
    hints: bool = True
    """Players may ask the AI for a hint on their turn (`/muses hint`)."""
    language: str = "en"
    """The language of the game's public messages and pictures, from its lobby to its end."""

    def __post_init__(self):
        """Refuses, with a sentence for the host, options that make no game."""
        if not 2 <= self.players <= 4:
            raise Refusal(N_("A game has 2, 3 or 4 players"))
        if self.timeout < 0:
            raise Refusal(N_("the turn timeout cannot be negative"))
        if self.on_leave not in tuple(OnLeave):
            raise Refusal(N_("a forfeit either ends the game or lets the AI take the seat, not {on_leave}"),
                          on_leave=repr(self.on_leave))
        options = Options(self.hands, self.tiebreak, self.interventions)  # a Refusal for options that make no game
        object.__setattr__(self, "on_leave", OnLeave(self.on_leave))
        object.__setattr__(self, "interventions", options.interventions)

    def options(self, muse_table: MuseTable) -> Options:
        return Options(self.hands, self.tiebreak, self.interventions, muse_table)

    def to_json(self) -> dict:
        return {**asdict(self), "interventions": list(self.interventions)}

    @classmethod
    def from_json(cls, data: dict) -> TableOptions:
        return cls(**{**data, "interventions": tuple(data.get("interventions", ()))})


AI_LEVELS = ("easy", "normal", "hard")
"""The levels of the AI seats a host may add."""
STAND_IN = "normal"
"""The level of the AI that plays a forfeited seat or a turn that timed out."""
AWAY_AFTER = 2
"""Turns timed out in a row after which the AI plays a seat until its player acts again."""


STORED_KEYS = {"ai_owned": "auto", "ai_level": "ai"}
"""The seats' attributes stored under older names (games and exports written before the renames)."""


@dataclass(frozen=True)
class Seat:
    """A player at the table, by Discord user id (an AI seat: a negative id, never a Discord user)."""

    user: int
    name: str
    ai_owned: bool = False
    """The AI plays this seat for good: an AI seat, or a player forfeited and the game goes on."""
    ai_level: str | None = None
    """The level of an AI seat (the seat was an AI's from the lobby)."""
    dm_closed: bool = False
    """A DM to this player failed; they were told once to use "My hand" instead."""
    dm_channel: int | None = None
    """The player's DM channel, once opened (discord.py keeps only a few in memory)."""
    hand_owed: int | None = None
    """The hand whose DM this player is owed: set with the deal, cleared once sent."""
    timeouts: int = 0
    """The player's turns timed out in a row (played by the AI)."""
    locale: str | None = None
    """The locale of the player's last interaction: the language of DMs sent outside one."""
    left: bool = False
    """The player forfeited: they lose the game, however it ends."""
    reserved_until: float | None = None
    """A rematch's lobby holds this seat for its player until this Unix time, or until they take it
    with one click (None: the player is at the table)."""

    @classmethod
    def for_ai(cls, level: str, seats: tuple[Seat, ...]) -> Seat:
        """A new AI seat of `level` beside `seats`: named for what it is, with an unused negative id."""
        if level not in AI_LEVELS:
            raise Refusal(N_("An AI plays at one of these levels: {levels}"), levels=", ".join(AI_LEVELS))
        names = {s.name for s in seats}
        name = next(n for i in range(1, 6) if (n := f"AI{f' {i}' if i > 1 else ''} ({level})") not in names)
        return cls(min((s.user for s in seats if s.user < 0), default=0) - 1, name, ai_owned=True, ai_level=level)

    def to_json(self) -> dict:
        """The seat as stored (its JSON keys predate the attributes' names: `auto`, `ai`)."""
        data = asdict(self)
        if self.reserved_until is None:  # a seat taken is stored as before rematches
            del data["reserved_until"]
        return {STORED_KEYS.get(k, k): v for k, v in data.items()}

    @classmethod
    def from_json(cls, data: dict) -> Seat:
        attributes = {v: k for k, v in STORED_KEYS.items()}
        return cls(**{attributes.get(k, k): v for k, v in data.items()})

    @property
    def reserved(self) -> bool:
        """The seat is held for its player, who has not taken it yet."""
        return self.reserved_until is not None

    @property
    def away(self) -> bool:
        """The player let their turn time out too often: the AI plays for them until they act again."""
        return self.timeouts >= AWAY_AFTER

    @property
    def ai_plays(self) -> bool:
        """The AI plays this seat's turns as soon as they come: an automated seat, or a player away."""
        return self.ai_owned or self.away

    @property
    def level(self) -> str | None:
        """The level of the AI that plays this seat, if one does."""
        return self.ai_level or (STAND_IN if self.ai_plays else None)


@dataclass(frozen=True)
class Owed:
    """What a stored version still owes the channel besides its board: written in the same
    commit as the version, each part cleared once said (the board is owed while
    `board_version` is behind `version`)."""

    lobby: str | None = None
    """What the lobby message becomes: the game's opening, or the lobby cancelled."""
    score: int | None = None
    """The first hand whose score is owed; every hand ended since is owed too (the last one's
    with the result)."""
    note: str | None = None
    """Words said with the version's board, or alone once the game is over."""
    strip: tuple[int, ...] = ()
    """The board messages whose controls are to go (a newer board shows the game, or the game is
    over), oldest first: each board that stops showing the game is added, none takes another's place."""
    thread: bool = False
    """The game's thread is to be started from its lobby message (the game then moves there)."""

    def __bool__(self) -> bool:
        return self != Owed()

    def then(self, later: Owed) -> Owed:
        """What is owed once a later version owes `later`: what was not said yet stays owed."""
        return Owed(later.lobby or self.lobby, self.score if self.score is not None else later.score,
                    "\n".join(filter(None, [self.note, later.note])) or None,
                    self.stripping(*later.strip).strip, self.thread or later.thread)

    def stripping(self, *messages: int) -> Owed:
        """Owed besides: the removal of these messages' controls."""
        return replace(self, strip=self.strip + tuple(m for m in dict.fromkeys(messages) if m not in self.strip))

    def stripped(self, messages: Collection[int]) -> Owed:
        """Owed no more: the removal of these messages' controls (they were taken off)."""
        return replace(self, strip=tuple(m for m in self.strip if m not in messages))


@dataclass(frozen=True)
class StoredGame:
    """A game as stored: the engine's Game (None in the lobby) and everything around it."""

    id: int
    guild: int
    channel: int
    status: GameStatus
    host: int
    table: TableOptions
    seats: tuple[Seat, ...]
    game: Game | None = field(default=None, compare=False)
    version: int = 0
    board_message: int | None = None
    board_version: int | None = None
    """The version the board message shows (behind `version` if the bot stopped before posting)."""
    deadline: float | None = None
    """Unix time when the current player's turn times out, if the table has a timeout."""
    owed: Owed = Owed()
    active_at: float | None = None
    """Unix time of the last accepted action (a lobby: its opening), for the server's idle limits."""
    parent: int | None = None
    """The channel whose thread `channel` is, when the game moved to a thread of its own at its start
    (None: the game plays where its lobby was)."""
    automated: tuple[tuple[int, int], ...] = ()
    """The actions the AI played for a player's seat (a turn timed out, the player away or
    gone), each as (hand, index) in the record: the review marks them. Not in the record."""

    def seat_of(self, user: int) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.user == user and not s.ai_owned), None)

    def with_seat(self, seat: int, **changes) -> StoredGame:
        seats = list(self.seats)
        seats[seat] = replace(seats[seat], **changes)
        return replace(self, seats=tuple(seats))

    @property
    def is_open(self) -> bool:
        return self.status.is_open

    @property
    def owes_channel(self) -> bool:
        """Something of this version is still to be said in the channel: a part of `owed`, or
        the lobby or board of an open game whose message shows an older version."""
        return bool(self.owed) or (self.is_open and self.board_version != self.version)


@dataclass(frozen=True)
class Rated:
    """One seat identity's rating after one rated game: a player by user id, an AI seat as
    `ai:LEVEL` (one identity per level per server)."""

    guild: int
    game: int
    player: str
    name: str
    players: int
    """How many players the game had."""
    result: str
    """win, shared (a shared victory) or loss."""
    mu: float
    sigma: float
    at: float
    """Unix time the game was rated."""
    seq: int
    """The order of the server's rated games."""
