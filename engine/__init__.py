"""Dance of Muses: the rules, records, views and players, with no I/O of its own."""

from .actions import (TILES, Ability, Action, Intervention, Location, OnCorner, OnEdge, OnMuse,
                      OnSide, Place, Side, Step, When, action_from_text)
from .errors import (IllegalActionError, NotYourTurnError, RecordError, UnknownMuseError,
                     WrongPhaseError)
from .geometry import DIRS, Dir, Square
from .records import game_from_record, game_to_record, replay_document
from .scoring import HandScore, Result
from .state import DANCING, FINISHED, PLACING, Event, Game, HandState
from .table import COLOURS, SCENARIOS, Deal, Options
from .tiles import MUSES, TileTable, TileTableError, default_table
