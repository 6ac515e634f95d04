"""`/muses learn`: a first game as a script, the learner's moves and the teacher's answers, each
move of the learner told before it is made (why) and after (what it did). Nothing of it is stored:
a step of the tutorial is its number, and the game at a step is the script replayed up to it.

The table: two players, the learner purple (seat 0, first), the teacher orange; the stand-in
Muse table (docs/rules.md 1.1), whatever the operator loaded, as the texts speak of its values."""

from __future__ import annotations

from dataclasses import dataclass

from engine import Ability, Action, Deal, Dir, Game, Options, Place, Step, When, default_muse_table

from .language import N_

LEARNER, TEACHER = 0, 1
DEAL = Deal((("Clio", "Erato", "Terpsichore", "Thalia"), ("Calliope", "Melpomene", "Polyhymnia", "Urania")),
            "Euterpe")
OPTIONS = Options(muse_table=default_muse_table())


@dataclass(frozen=True)
class Lesson:
    """One move of the learner: why (`before`), the move, what it did (`after`), the teacher's answer."""

    before: str
    move: Action
    after: str
    answer: Action | None = None
    """None: the learner's move ended the hand."""


LESSONS = (
    Lesson(N_("**Welcome to Dance of Muses!** You play purple against the teacher, orange. The face-down tile "
              "in the middle is the Neutral Muse: nobody knows who it is.\nFirst, each player places a Muse per "
              "turn, touching one on the table (a corner is enough); its die starts at 1. Place {muse} on "
              "{square}."),
           Place("Thalia", (1, 0)),
           N_("{muse} has 1 sun, its Will of Apollo: at the end of the hand, a die that shows its Muse's suns "
              "counts as 6. Its ability raises a die beside it (not across a corner) by 1."),
           Place("Melpomene", (0, 1))),
    Lesson(N_("Place {muse} on {square}. It has 3 suns, and its ability raises by 1 the die of any Muse "
              "around it, corners included."),
           Place("Erato", (1, 1)),
           N_("In the dance, only the Muse that steps uses its ability, before or after its step."),
           Place("Urania", (-1, 0))),
    Lesson(N_("Place {muse} on {square} **face down**: your Mysterious Muse. Each player hides exactly one; "
              "nobody sees its suns or ability until the hand ends, and the table calls it by a number."),
           Place("Terpsichore", (1, -1), hidden=True),
           N_("Only you know it is {muse}: the bot reminds you privately in a real game. It has 1 sun, and "
              "its die shows 1."),
           Place("Polyhymnia", (-1, 1))),
    Lesson(N_("Place your last Muse, {muse}, on {square}. When the nine Muses are on the table, the dance "
              "begins."),
           Place("Clio", (2, 0)),
           N_("The teacher placed its last Muse face down: it had to, as it had hidden none yet. **The dance "
              "begins.**"),
           Place("Calliope", (0, -1), hidden=True)),
    Lesson(N_("A turn of the dance: step **any** Muse one square, north, east, south or west. The Muses in its "
              "way are **pushed** one square too, every Muse that moves raises its die by 1, and all nine must "
              "still touch. Step {muse} west: it pushes two of the teacher's Muses. {target} has 2 suns: at 2 it "
              "would count as 6, so use {muse}'s ability on it after the step."),
           Step("Erato", Dir.W, Ability("Melpomene", When.AFTER)),
           N_("Three dice rose by 1, and {target}'s once more: 3, no longer its suns."),
           Step("Melpomene", Dir.E)),
    Lesson(N_("The hand ends at once when a die shows 6. {target} shows 4. Use {muse}'s ability **before** "
              "the step: 5; then the step pushes it: 6."),
           Step("Erato", Dir.W, Ability("Melpomene", When.BEFORE)),
           N_("**The hand is over.** The face-down Muses are revealed, and each die showing its Muse's suns "
              "counts as 6: your Thalia and Terpsichore. The Neutral die leaves. Each company lines up its dice "
              "from the highest: a column's strictly highest die takes a bronze sun, the highest winning die the "
              "silver (2 suns) instead. **You win, 3 suns to 0!**")),
)
STEPS = len(LESSONS)
"""The steps of the tutorial: 0, before the first move, to STEPS, the hand scored."""


def game_at(step: int) -> Game:
    """The tutorial's game once the learner made `step` moves (0 ≤ step ≤ STEPS), each answered."""
    game = Game(["learner", "teacher"], OPTIONS)
    game.start_hand(DEAL, LEARNER)
    for lesson in LESSONS[:step]:
        game.apply(lesson.move, LEARNER)
        if lesson.answer is not None:
            game.apply(lesson.answer, TEACHER)
    return game
