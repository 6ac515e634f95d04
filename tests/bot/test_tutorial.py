"""`/muses learn`: its script replays through the real engine as its texts tell it, and a learner
clicks through it with nothing posted or stored (its texts' limits: test_text_limits)."""

from __future__ import annotations

import pytest

from bot.core.language import _, speaking
from bot.core.tutorial import LEARNER, LESSONS, STEPS, TEACHER, game_at
from bot.edge.learn import PLAY, move_label, step_text
from engine import Phase, Place, Step
from support.loopback import speak


def test_the_script_is_a_whole_hand_the_learner_wins_in_twelve_turns_at_most():
    game = game_at(STEPS)
    hand, played = game.hand, game.history[0]
    assert hand.phase is Phase.FINISHED and len(played) <= 12
    assert [by for _, by in played] == [LEARNER, TEACHER] * (len(played) // 2) + [LEARNER] * (len(played) % 2)
    moves = [lesson.move for lesson in LESSONS]
    assert any(isinstance(m, Place) and m.hidden for m in moves)  # the learner's Mysterious Muse
    for step, move in enumerate(moves):
        if isinstance(move, Step):
            event = game_at(step).apply(move, LEARNER)
            assert len(event.moved) > 1 and event.target == move.ability.target  # a push, and an ability
    assert hand.triggered_by == LEARNER and hand.score is not None
    assert hand.score.suns == (3, 0) and game.result().winners == (0,)
    assert {m for m, how in hand.score.converted.items() if how == "apollo"} == {"Thalia", "Terpsichore"}
    assert "3 suns to 0" in LESSONS[-1].after and "Thalia and Terpsichore" in LESSONS[-1].after


def test_the_first_ability_takes_the_teachers_die_off_its_suns_as_the_lesson_says():
    """The push brings Melpomene (2 suns) to 2, the ability after the step to 3; then 4 before the last move."""
    game, lesson = game_at(4), LESSONS[4]
    assert game.options.muse_table["Melpomene"].suns == 2 and "2 suns" in lesson.before
    game.apply(Step(lesson.move.muse, lesson.move.dir), LEARNER)
    assert game.hand.board.dice["Melpomene"] == 2
    assert game_at(5).hand.board.dice["Melpomene"] == 4 and "shows 4" in LESSONS[5].before


async def test_the_tutorial_posts_and_stores_nothing_and_its_buttons_outlive_a_restart(loopback, make_bot):
    guild = loopback.guild.id
    async with loopback.running(make_bot()) as bot:
        asked = await loopback.slash("muses learn", user="alice", channel="games")
        [shown] = await asked.wait_edits(1)
        assert shown.ephemeral and shown.filenames == ["learn-0.png"] and "Welcome" in shown.content
        for step in range(1, STEPS):
            shown = await (await loopback.click(shown.message_id, label=move_label(LESSONS[step - 1].move),
                                                user="alice")).response()
            assert shown.filenames == [f"learn-{step}.png"]
        assert loopback.channel_messages("games") == [] and await bot.store.games_of(guild) == []
    async with loopback.running(make_bot()) as bot:
        shown = await (await loopback.click(shown.message_id, label=move_label(LESSONS[-1].move),
                                            user="alice")).response()
        assert shown.filenames == [f"learn-{STEPS}.png"] and "You win, 3 suns to 0" in shown.content
        assert loopback.channel_messages("games") == [] and await bot.store.games_of(guild) == []
        await (await loopback.click(shown.message_id, label="Play against the easy AI", user="alice")).response()
        [lobby] = await bot.store.games_of(guild)
        assert [s.ai_level for s in lobby.seats] == [None, "easy"]
        assert len(loopback.channel_messages("games")) == 1



@pytest.mark.parametrize("code", ["it", "de", "es"])
async def test_the_tutorial_speaks_the_learners_language_to_its_end(loopback, make_bot, code):
    """Every answer and button of the tutorial in the learner's language, from the first step to
    the offer of a real game."""
    locale = speak(loopback, code)
    english = step_text(0)
    async with loopback.running(make_bot()):
        [shown] = await (await loopback.slash("muses learn", user="alice", channel="games")).wait_edits(1)
        for step in range(STEPS + 1):
            with speaking(locale):
                assert shown.content == step_text(step) and step_text(0) != english
                if step == STEPS:
                    assert _(PLAY) in [c.get("label") for row in shown.components for c in row["components"]]
                    break
                label = move_label(LESSONS[step].move)
            shown = await (await loopback.click(shown.message_id, label=label, user="alice")).response()
            assert shown.filenames == [f"learn-{step + 1}.png"]
