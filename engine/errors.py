"""Named errors. Each message is a sentence a player can read, naming Muses only by
what that player may know (a face-down Muse by its public token)."""

from .language import Phrase


class Refusal(ValueError):
    """A request turned down, with a sentence its player can read. The only error whose
    message a player is shown: the engine raises it for refused actions, the bot for
    refused requests; anything else is a fault, logged and answered with an apology.
    Its message is an English msgid with `{named}` arguments (or a `Phrase`), said in each
    player's language by `phrase`; `str()` is the English sentence."""

    def __init__(self, message: "str | Phrase" = "", **args):
        self.phrase = message if isinstance(message, Phrase) else Phrase.of(message, **args)
        super().__init__(self.phrase.said())


class IllegalActionError(Refusal):
    """The rules forbid this action in this position."""


class NotYourTurnError(IllegalActionError):
    """The action was taken by a seat whose turn it is not."""


class WrongPhaseError(IllegalActionError):
    """A placement while dancing, a step while placing, or any action once the hand is over."""


class UnknownMuseError(IllegalActionError):
    """The action names no Muse of this game."""


class RecordError(ValueError):
    """A record that is malformed or holds an illegal action, located as docs/record.md says."""

    def __init__(self, hand: int | None, action: int | None, message: str):
        super().__init__(message)
        self.hand = hand
        self.action = action
        self.message = message

    def to_json(self) -> dict:
        return {"error": {"hand": self.hand, "action": self.action, "message": self.message}}
