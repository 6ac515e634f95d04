"""Seat records (docs/agent.md): what one seat knows, as a game record with the rest withheld,
and back from a seat record to a game that the seat cannot tell from the real one.

`seat_record(game, seat)` is the one place that decides what a seat may know; `/muses
export` during a game and every automated player (ours and anyone's) are given exactly
it. `fill_seat_record` puts Muses in the withheld places (face-down tokens, the other
seats' hands), in an order the caller chooses: any order is consistent with what the
seat knows, so it serves both to rebuild the seat's view and to sample the hidden world.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable

from .muses import MUSES
from .phases import Phase
from .records import game_from_record, game_to_record
from .state import Game
from .table import HAND_SIZE
from .views import PlayerView, PublicView, player_view, public_view

WITHHELD = ("This game is still being played: face-down Muses are named by their public token and the "
            "hands of the other players are withheld (null) until the hand is over.")
TOKEN = re.compile(r"face-down #\d+")


def seat_record(game: Game, seat: int | None) -> dict:
    """The record of `game` as `seat` knows it (None: a spectator). Finished hands are whole;
    in the hand being played, the other seats' hands are null and every face-down Muse
    but the seat's own Mysterious Muse is named by its token."""
    record = game_to_record(game)
    record["seat"] = seat
    hand = game.hand
    if hand.phase is Phase.FINISHED:
        return record
    record["withheld"] = WITHHELD
    own = hand.mysterious.get(seat) if seat is not None else None
    rename = {m: hand.tokens[m] for m in hand.hidden if m != own}
    current = record["hands"][-1]
    current["deal"]["seats"] = [muses if i == seat else None for i, muses in enumerate(current["deal"]["seats"])]
    neutral = current["deal"]["neutral"]
    current["deal"]["neutral"] = rename.get(neutral, neutral)
    current["actions"] = [_renamed(action, rename) for action in current["actions"]]
    return record


def fill_seat_record(record: dict, unseen: Iterable[str] | None = None) -> dict:
    """A full record consistent with a seat record: the Muses the seat has not seen are
    handed out in the order of `unseen` (default: by name), first to the face-down tokens
    in their order, then to the other seats' unplaced Muses in seat order. Raises
    ValueError if `unseen` is not exactly the Muses the seat has not seen."""
    if "seat" not in record:
        return record
    full = copy.deepcopy(record)
    full.pop("seat")
    full.pop("withheld", None)
    hand = full["hands"][-1]
    deal, actions = hand["deal"], hand["actions"]
    seats = deal["seats"]
    if all(s is not None for s in seats) and not _tokens(hand):
        return full
    n = len(seats)
    placements = [a for a in actions[:HAND_SIZE[n] * n] if "place" in a]
    seen = {m for m in MUSES if m in _names(hand)}
    order = sorted(set(MUSES) - seen) if unseen is None else list(unseen)
    if sorted(order) != sorted(set(MUSES) - seen):
        raise ValueError("unseen must name exactly the Muses the seat has not seen")
    pool = iter(order)
    identity = {token: next(pool) for token in sorted(_tokens(hand), key=lambda t: int(t.split("#")[1]))}

    def name(m: str) -> str:
        return identity.get(m, m)

    first = hand["first"]
    placed: list[list[str]] = [[] for _ in range(n)]
    for i, action in enumerate(placements):
        placed[(first + i) % n].append(name(action["place"]))
    for i in range(n):
        if seats[i] is None:
            seats[i] = placed[i] + [next(pool) for _ in range(HAND_SIZE[n] - len(placed[i]))]
    deal["neutral"] = name(deal["neutral"]) if deal["neutral"] is not None else None
    hand["actions"] = [_renamed(action, identity) for action in actions]
    return full


def game_from_seat_record(record: dict, unseen: Iterable[str] | None = None) -> Game:
    """A game the seat cannot tell from the real one (RecordError if the record is not a
    playable seat record)."""
    return game_from_record(fill_seat_record(record, unseen))


def view_from_seat_record(record: dict) -> PlayerView | PublicView:
    """What the seat of a seat record sees: the same whichever Muses fill what it cannot see."""
    game = game_from_seat_record(record)
    seat = record.get("seat")
    return public_view(game) if seat is None else player_view(game, seat)


def _tokens(hand: dict) -> set[str]:
    return {m for m in _names(hand) if TOKEN.fullmatch(m)}


def _names(hand: dict) -> set[str]:
    """Every Muse the hand's deal and actions name, as they name it."""
    names = {m for s in hand["deal"]["seats"] if s is not None for m in s}
    if hand["deal"]["neutral"] is not None:
        names.add(hand["deal"]["neutral"])
    for action in hand["actions"]:
        names.update(_muses_of(action))
    return names


def _muses_of(action: dict) -> list[str]:
    out = [action[k] for k in ("place", "step") if k in action]
    if "ability" in action:
        out.append(action["ability"]["target"])
    at = action.get("intervention", {}).get("at", {})
    out += [at["muse"]] if "muse" in at else list(at.get("edge", []))
    return out


def _renamed(action: dict, rename: dict[str, str]) -> dict:
    """An action (docs/record.md JSON) with Muse names passed through `rename`."""
    def name(m: str) -> str:
        return rename.get(m, m)

    out = dict(action)
    for key in ("place", "step"):
        if key in out:
            out[key] = name(out[key])
    if "ability" in out:
        out["ability"] = {**out["ability"], "target": name(out["ability"]["target"])}
    if "intervention" in out:
        at = out["intervention"]["at"]
        if "muse" in at:
            at = {"muse": name(at["muse"])}
        elif "edge" in at:
            at = {"edge": sorted(name(m) for m in at["edge"])}  # sorted as shown: the names' order is a secret
        out["intervention"] = {**out["intervention"], "at": at}
    return out
