"""Dance of Muses: the rules, records, views and players, with no I/O of its own."""

from .native import CORE  # isort: skip (first: it chooses the compiled core or the sources)
from .actions import (
                      Ability,
                      Action,
                      Intervention,
                      Location,
                      OnCorner,
                      OnEdge,
                      OnMuse,
                      OnSide,
                      Place,
                      Side,
                      Step,
                      When,
                      action_from_text,
)
from .errors import IllegalActionError, NotYourTurnError, RecordError, Refusal, UnknownMuseError, WrongPhaseError
from .geometry import DIRS, Dir, Square
from .gods import CORNER_GODS, GODS, God
from .muses import MUSES, MuseTable, MuseTableError, default_muse_table
from .phases import Phase
from .records import game_from_record, game_to_record, replay_document
from .scoring import HandScore, Result
from .state import Event, Game, HandState
from .table import COLOURS, SCENARIOS, Deal, Options
