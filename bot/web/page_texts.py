"""The page's own words (`GET ./api/texts/LANG`, docs/web-protocol.md): the English msgids the
page (bot/web/static/*.js) says with `t("…")`, marked for the catalogs (engine/locales/*.po) like
every other sentence of the bot, and the table's names it says through them (the Muses, the
gods, the directions...)."""

from __future__ import annotations

from engine.names import AREAS, COLOURS, DIRECTIONS, EFFECTS, GOD_NAMES, MUSE_NAMES, SIDE_NAMES

from ..core.language import N_
from .activity import ACTIVITY_TEXTS

SAID: tuple[str, ...] = (
    N_(", "),
    N_("A Muse's ability may change a die before or after its step; with the expansion, a god's tile may "
       "then be put on the table."),
    N_("A round badge: a tile of the gods (Z Zeus, P Poseidon, E Eros, Ar Artemis, Ae Aeolus, A/D Apollo or "
       "Dionysus)."),
    N_("Ability"),
    N_("an open seat"),
    N_("can step"),
    N_("Cancel"),
    N_("Choose a direction for {muse}"),
    N_("Choose a Muse of your hand"),
    N_("Choose a square for {muse}"),
    N_("Close"),
    N_("Confirm"),
    N_("Connection lost: connecting again…"),
    N_("Dance of Muses"),
    N_("Dark blue with a coloured square: a Muse face down, in the colour of whoever placed it."),
    N_("die {value}"),
    N_("Each player in turn places a Muse of their hand next to one on the table; one of them goes face "
       "down: their Mysterious Muse."),
    N_("Every Muse of your hand is on the table"),
    N_("Face down"),
    N_("face down"),
    N_("Face up"),
    N_("Face"),
    N_("face-down #{number}"),
    N_("Forfeit"),
    N_("Game {game}"),
    N_("Go to the rematch"),
    N_("Hand {hand} of {hands}"),
    N_("Hand {hand} is over"),
    N_("Hand {hand}: the score"),
    N_("Hint"),
    N_("in play"),
    N_("Intervention"),
    N_("Leave this game? Your seat is given up."),
    N_("Leave this lobby?"),
    N_("Leave"),
    N_("Legend"),
    N_("lobby"),
    N_("Log"),
    N_("My games"),
    N_("My hand"),
    N_("Mysterious Muse face down"),
    N_("Mysterious Muse"),
    N_("No ability"),
    N_("No games"),
    N_("No intervention"),
    N_("Player"),
    N_("Preview of your move"),
    N_("Preview: not played until you confirm"),
    N_("Rematch"),
    N_("Rules and legend"),
    N_("Rules"),
    N_("Sending your move…"),
    N_("Side"),
    N_("Sign in with Discord to play or watch"),
    N_("Sign in with Discord"),
    N_("Sign out"),
    N_("Suns"),
    N_("suns: {count}"),
    N_("suns: {low} to {high}"),
    N_("Tap a Muse to step it"),
    N_("The coloured square: a Muse, in its player's colour (white with a grey edge: the Neutral Muse)."),
    N_("the corner between {muses}"),
    N_("the edge between {a} and {b}"),
    N_("The game is over"),
    N_("The game was abandoned"),
    N_("The game was cancelled"),
    N_("The hand ends the moment a die shows 6. Each company lines up its dice from highest to lowest and "
       "wins the columns where its die is highest; the Muses' suns count too (the full rules: /muses rules "
       "in the chat)."),
    N_("The hand is over"),
    N_("the Neutral Muse"),
    N_("The number: its die. The dots: its suns."),
    N_("the Olympus"),
    N_("The small grid: where its ability reaches; +1, −1 or ⇄ what it does."),
    N_("The table"),
    N_("the {direction} side"),
    N_("Then, in turn, a player steps any Muse one square north, east, south or west, pushing the Muses in "
       "its way; the die of every Muse that moved goes up by 1."),
    N_("There is no such game, or you may not see it"),
    N_("Tiles"),
    N_("Time is up"),
    N_("to move"),
    N_("to place: {count}"),
    N_("To place: {muses}"),
    N_("Waiting for players"),
    N_("Won by {names}, {count} suns"),
    N_("You are signed out"),
    N_("You are watching this game"),
    N_("you"),
    N_("Your last Muse goes face down: your Mysterious Muse"),
    N_("Your move"),
    N_("Your Mysterious Muse: {muse}"),
    N_("Your Mysterious Muse: {muse}, on the table as {token}"),
    N_("Your session has ended: sign in again"),
    N_("Your turn"),
    N_("Zoom in"),
    N_("Zoom out"),
    N_("{direction}, pushing {muses}"),
    N_("{god} on {place}"),
    N_("{muse} cannot step"),
    N_("{muse}, in your hand"),
    N_("{name} to move"),
    N_("{side} side up"),
    N_("{square}, place {muse} here"),
    N_("{time} left"),
)
"""The page's sentences and labels."""

PAGE_TEXTS: tuple[str, ...] = (*SAID, *ACTIVITY_TEXTS, *MUSE_NAMES, *GOD_NAMES.values(), *SIDE_NAMES.values(),
                               *EFFECTS.values(), *AREAS.values(), *DIRECTIONS.values(), *COLOURS.values())
"""Every msgid the page shows, in English; the page draws these and the position documents' own
sentences (already in the viewer's language)."""
