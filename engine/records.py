"""Game records (docs/record.md): strict parsing, replay, the replay document, and writing back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .actions import Ability, Action, Intervention, Location, OnCorner, OnEdge, OnMuse, OnSide, Place, Side, Step, When
from .errors import RecordError
from .geometry import Dir
from .gods import GODS, God
from .muses import MuseTable, MuseTableError
from .phases import Phase
from .scoring import Result
from .state import Game, HandState
from .table import TIEBREAKS, Deal, Options

FORMAT = "muses-record/1"


class FormError(ValueError):
    """An action whose JSON shape is wrong."""


# --- actions -----------------------------------------------------------------

def _is_int(x: Any) -> bool:
    return type(x) is int


def _keys(obj: Any, what: str, required: frozenset[str], optional: frozenset[str] = frozenset()) -> dict:
    if not isinstance(obj, dict):
        raise FormError(f"{what} must be an object")
    keys = obj.keys()
    if required <= keys and keys - required <= optional:
        return obj  # the usual case
    missing = required - obj.keys()
    if missing:
        raise FormError(f"{what} needs {sorted(missing)[0]!r}")
    unknown = obj.keys() - required - optional
    if unknown:
        raise FormError(f"unknown key {sorted(unknown)[0]!r} in {what}")
    return obj


def _string(x: Any, what: str) -> str:
    if not isinstance(x, str):
        raise FormError(f"{what} must be a string")
    return x


def _pair(x: Any, what: str) -> tuple[int, int]:
    if not (isinstance(x, list) and len(x) == 2 and all(map(_is_int, x))):
        raise FormError(f"{what} must be two integers")
    return (x[0], x[1])


_DIR_NAMES = {d.name: d for d in Dir}


def _enum(cls, x: Any, what: str):
    """A member of an enum by its record spelling: a Dir by name, others by value."""
    if cls is Dir and type(x) is str and x in _DIR_NAMES:
        return _DIR_NAMES[x]
    try:
        return Dir[x] if cls is Dir else cls(x)
    except (ValueError, KeyError, TypeError):
        names = [m.name if cls is Dir else m.value for m in cls]
        raise FormError(f"{what} must be one of {', '.join(names)}") from None


def location_from_json(obj: Any) -> Location:
    if not isinstance(obj, dict) or len(obj) != 1:
        raise FormError("a location is an object with one of muse, side, edge, corner")
    (kind, value), = obj.items()
    if kind == "muse":
        return OnMuse(_string(value, "muse"))
    if kind == "side":
        return OnSide(_enum(Dir, value, "side"))
    if kind == "edge":
        if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, str) for v in value)):
            raise FormError("edge must be two Muse names")
        return OnEdge((value[0], value[1]))
    if kind == "corner":
        return OnCorner(_pair(value, "corner"))
    raise FormError(f"unknown location {kind!r}")


def location_to_json(loc: Location) -> dict:
    match loc:
        case OnMuse(m):
            return {"muse": m}
        case OnSide(d):
            return {"side": d.name}
        case OnEdge(pair):
            return {"edge": list(pair)}
        case OnCorner(k):
            return {"corner": list(k)}
    raise TypeError(loc)


_PLACE, _PLACE_OPTIONAL = frozenset({"place", "at"}), frozenset({"hidden", "by"})
_STEP, _STEP_OPTIONAL = frozenset({"step", "dir"}), frozenset({"ability", "intervention", "by"})
_ABILITY = frozenset({"target", "when"})
_INTERVENTION, _INTERVENTION_OPTIONAL = frozenset({"tile", "at"}), frozenset({"side"})


def action_from_json(obj: Any) -> tuple[Action, int | None]:
    """An action and its optional `by` seat, or FormError when its shape is wrong."""
    if not isinstance(obj, dict):
        raise FormError("an action must be an object")
    by = obj.get("by")
    if "by" in obj and not _is_int(by):
        raise FormError("by must be an integer seat")
    if "place" in obj:
        _keys(obj, "a placement", _PLACE, _PLACE_OPTIONAL)
        hidden = obj.get("hidden", False)
        if not isinstance(hidden, bool):
            raise FormError("hidden must be true or false")
        return Place(_string(obj["place"], "place"), _pair(obj["at"], "at"), hidden), by
    if "step" in obj:
        _keys(obj, "a step", _STEP, _STEP_OPTIONAL)
        ability = intervention = None
        if "ability" in obj:
            a = _keys(obj["ability"], "an ability", _ABILITY)
            ability = Ability(_string(a["target"], "target"), _enum(When, a["when"], "when"))
        if "intervention" in obj:
            i = _keys(obj["intervention"], "an intervention", _INTERVENTION, _INTERVENTION_OPTIONAL)
            side = _enum(Side, i["side"], "side") if "side" in i else None
            name = _string(i["tile"], "tile")  # an unknown god is illegal, not malformed (refused in play)
            # kept as a plain str (no God): play refuses it, unless the hand's end cuts it off (docs/record.md)
            intervention = Intervention(God(name) if name in GODS else name,  # type: ignore[arg-type]
                                        location_from_json(i["at"]), side)
        return Step(_string(obj["step"], "step"), _enum(Dir, obj["dir"], "dir"), ability, intervention), by
    raise FormError("an action is a placement (place) or a step (step)")


def action_to_json(action: Action, by: int | None = None) -> dict[str, Any]:
    out: dict[str, Any]
    if isinstance(action, Place):
        out = {"place": action.muse, "at": list(action.at), "hidden": action.hidden}
    else:
        out = {"step": action.muse, "dir": action.dir.name}
        if action.ability:
            out["ability"] = {"target": action.ability.target, "when": action.ability.when.value}
        if action.intervention:
            iv = action.intervention
            tile = {"tile": str(iv.god), "at": location_to_json(iv.at)}
            if iv.side:
                tile["side"] = iv.side.value
            out["intervention"] = tile
    if by is not None:
        out["by"] = by
    return out


# --- records -----------------------------------------------------------------

def _options(obj: Any, base: Path | None) -> Options:
    if not isinstance(obj, dict):
        raise ValueError("options must be an object")
    hands, tiebreak = obj.get("hands"), obj.get("tiebreak")
    interventions = obj.get("interventions", [])
    if not _is_int(hands) or hands not in (1, 2):
        raise ValueError("options.hands must be 1 or 2")
    if tiebreak not in TIEBREAKS:
        raise ValueError("options.tiebreak must be shared or trigger-loses")
    if not isinstance(interventions, list) or not all(t in GODS for t in interventions):
        raise ValueError(f"options.interventions lists tiles among {', '.join(GODS)}")
    kwargs = {}
    if "tiles" in obj:
        kwargs["muse_table"] = muse_table(obj["tiles"], base)
    return Options(hands, tiebreak, tuple(interventions), **kwargs)


def muse_table(ref: Any, base: Path | None) -> MuseTable:
    """options.tiles: a table inline, or the path of a table file (relative to the record)."""
    if isinstance(ref, dict):
        return MuseTable.from_json(ref, "options.tiles")
    if isinstance(ref, str):
        path = Path(ref)
        return MuseTable.load(path if path.is_absolute() or base is None else base / path)
    raise MuseTableError("options.tiles must be a table or the path of a table file")


def game_from_record(record: Any, base: Path | None = None) -> Game:
    """Replay a record into a Game, or raise RecordError located as docs/record.md says."""
    try:
        if not isinstance(record, dict):
            raise ValueError("a record is a JSON object")
        if record.get("format") != FORMAT:
            raise ValueError(f"format must be {FORMAT!r}")
        players = record.get("players")
        if not (isinstance(players, list) and 2 <= len(players) <= 4
                and all(isinstance(p, str) for p in players)):
            raise ValueError("players must list 2 to 4 names")
        options = _options(record.get("options"), base)
        hands = record.get("hands")
        if not isinstance(hands, list):
            raise ValueError("hands must be a list")
    except ValueError as e:
        raise RecordError(None, None, str(e)) from None
    game = Game(players, options)
    for k, hand in enumerate(hands):
        _replay_hand(game, k, hand)
    return game


def _replay_hand(game: Game, k: int, hand: Any) -> None:
    try:
        if k >= game.options.hands:
            raise ValueError(f"this game has {game.options.hands} hand(s)")
        if not game.needs_deal:
            raise ValueError("a hand starts only after the previous hand is finished")
        if not isinstance(hand, dict):
            raise ValueError("a hand is an object")
        deal, first, actions = hand.get("deal"), hand.get("first"), hand.get("actions")
        if not isinstance(deal, dict):
            raise ValueError("deal must be an object")
        seats, neutral = deal.get("seats"), deal.get("neutral", ...)
        if not (isinstance(seats, list) and all(isinstance(s, list) and all(isinstance(m, str) for m in s)
                                                for s in seats)):
            raise ValueError("deal.seats must be lists of Muse names")
        if neutral is ... or not (neutral is None or isinstance(neutral, str)):
            raise ValueError("deal.neutral must be a Muse name or null")
        if not _is_int(first):
            raise ValueError("first must be an integer seat")
        if not isinstance(actions, list):
            raise ValueError("actions must be a list")
        game.start_hand(Deal(tuple(map(tuple, seats)), neutral), first)
    except ValueError as e:
        raise RecordError(k, None, str(e)) from None
    for n, obj in enumerate(actions):
        try:
            action, by = action_from_json(obj)
            game.play(action, by, recorded=True)  # checked; no copy to keep: the game is dropped if it raises
        except ValueError as e:
            raise RecordError(k, n, str(e)) from None


def game_to_record(game: Game) -> dict:
    """The full record of a game (every identity, every hand)."""
    options: dict[str, Any] = {"hands": game.options.hands, "tiebreak": game.options.tiebreak,
                               "interventions": list(game.options.interventions)}
    if not game.options.muse_table.is_stand_in:
        options["tiles"] = game.options.muse_table.to_json()
    return {
        "format": FORMAT,
        "players": list(game.players),
        "options": options,
        "hands": [{"deal": {"seats": [list(s) for s in h.deal.seats], "neutral": h.deal.neutral},
                   "first": h.first,
                   "actions": [action_to_json(a, by) for a, by in acts]}
                  for h, acts in zip(game.hands, game.history)],
    }


# --- the replay document -----------------------------------------------------

def hand_document(hand: HandState) -> dict:
    """One hand as the replay command prints it (the referee's view)."""
    board = hand.board
    doc: dict[str, Any] = {
        "status": str(hand.phase),
        "to_move": hand.to_move,
        "muses": {m: {"at": list(board.at[m]), "die": board.dice[m], "company": hand.company(m),
                      "hidden": m in hand.hidden} for m in sorted(board.at)},
        "neutral": hand.deal.neutral,
        "tiles": {},
    }
    for god, loc in board.gods.items():
        at = "olympus" if loc is None else location_to_json(loc)
        doc["tiles"][str(god)] = {"at": at, "side": board.apollo_side.value} if god == God.APOLLO else at
    if hand.phase is Phase.PLACEMENT:
        doc["legal_squares"] = [list(sq) for sq in hand.legal_squares()]
    elif hand.phase is Phase.DANCE:
        doc["legal_steps"] = [[m, d.name] for m, d in hand.legal_steps()]
    else:
        s = hand.score
        assert s is not None, "a finished hand is scored"
        doc["triggered_by"] = hand.triggered_by
        doc["score"] = {"dice": [list(r) for r in s.dice], "suns": list(s.suns),
                        "silver": s.silver, "gold": s.gold}
    return doc


def replay_document(game: Game) -> dict:
    doc: dict[str, Any] = {"hands": [hand_document(h) for h in game.hands]}
    result: Result | None = game.result()
    if result is not None:
        doc["result"] = {"suns": list(result.suns), "winners": list(result.winners)}
    return doc
