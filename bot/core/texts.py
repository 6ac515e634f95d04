"""The bot's sentences: seats, hands, results and the rules summary, built from views.

Each sentence is one `_()` call on its English text, its variable parts as `{named}`
placeholders filled by `.format()` (never an f-string: the catalogs hold the English text);
a text of the game's public messages is `@public` (said in the game's language), any other
is said in the language spoken now (the served user's). Constants are marked `N_()` and said
with `_()` where they are used."""

from __future__ import annotations

import re
from collections.abc import Callable

from engine import CORNER_GODS, GODS, MUSES, SCENARIOS, God, MuseTable, Phase, words
from engine.gods import COMPLEXITY
from engine.language import Phrase
from engine.table import SCENARIO_COMPLEXITY
from engine.views import PlayerView, PublicView, ScoreView, public_view

from . import marks
from .language import N_, _, ngettext, number, percent, public, said, spoken
from .stored import AWAY_AFTER, STAND_IN, GameStatus, OnLeave, Seat, StoredGame, TableOptions

DOT = {"purple": "🟣", "orange": "🟠", "white": "⚪"}
COMPLEXITIES = {"low": N_("low"), "medium": N_("medium"), "high": N_("high"), "crazy": N_("crazy")}
SCENARIO_NAMES = {"Love and Thunder": N_("Love and Thunder"), "Love is in the air": N_("Love is in the air"),
                  "The sacred hunt": N_("The sacred hunt"), "Island dance": N_("Island dance"),
                  "The perfect storm": N_("The perfect storm"),
                  "A quarrel between siblings": N_("A quarrel between siblings")}
TIEBREAKS = {"shared": N_("shared"), "trigger-loses": N_("trigger-loses")}
DECIDED = {
    "suns": N_("most suns"), "gold": N_("the gold sun broke the tie"), "silver": N_("the silver sun broke the tie"),
    "dice": N_("the highest dice total broke the tie"), "trigger-loses": N_("whoever ended the game lost the tie"),
    "shared": N_("a tie: the victory is shared"),
}


PLACED = {God.ZEUS: N_("on a Muse"), God.POSEIDON: N_("on a side of the group: N, E, S or W"),
          God.EROS: N_("on the edge between two Muses"), God.ARTEMIS: N_("on a corner"), God.AEOLUS: N_("on a corner"),
          God.APOLLO: N_("on a corner")}
GOD_RULES = {
    God.ZEUS: N_("The Muse under Zeus cannot take part in any step: it cannot step, and a step that would push it is "
                 "illegal (so it cannot use its own ability, but other Muses' abilities may still target it). Zeus "
                 "travels with its Muse; once in play it is only moved, never removed."),
    God.POSEIDON: N_("No step, single or group, may be made in Poseidon's direction. Once in play it is only moved, "
                     "never removed."),
    God.EROS: N_("The two joined Muses move together or not at all: a step that moves only one of them is illegal "
                 "(one pushes the other, or a third Muse pushes both). Eros travels with the pair."),
    God.ARTEMIS: N_("At scoring, one extra bronze sun to the company with strictly more Muses touching Artemis's "
                    "corner (on one of its four squares) than every other company. The Neutral Muse does not count; "
                    "a tie gives no sun."),
    God.AEOLUS: N_("At scoring, every die showing 4 on a Muse touching Aeolus's corner becomes 6 (the Will of "
                   "Aeolus), alongside the Will of Apollo."),
    God.APOLLO: N_("Two-sided; it waits in the Olympus Apollo side up. Whoever puts it into play chooses the side; "
                   "moving it, or its fall to the Olympus, keeps the side showing. While the Dionysus side shows, "
                   "wherever the tile is, each die that reached 6 in the action that ended the hand is set to its "
                   "Muse's Will of Apollo value instead, without the Will of Apollo conversion."),
}
"""One short paragraph per tile, from docs/rules.md section 8."""


def colour(name: str) -> str:
    return words.colour(name, spoken())


def complexity(level: str) -> str:
    return _(COMPLEXITIES[level])


def scenario_name(name: str) -> str:
    return _(SCENARIO_NAMES[name])


def god(g: God) -> str:
    return words.god(g, spoken())


def muse_name(shown: str) -> str:
    """A Muse's name or face-down token, as the edition of the language spoken prints it."""
    return words.name(shown, spoken())


def scenario_of(gods) -> str | None:
    """The scenario of exactly these gods, if any."""
    return next((name for name, preset in SCENARIOS.items() if set(preset) == set(gods)), None)


def in_god_order(gods) -> tuple[God, ...]:
    """Gods in the rulebook's order (the order of the menus)."""
    chosen = set(gods)
    return tuple(g for g in GODS if g in chosen)


def gods_line(gods: tuple[God, ...]) -> str:
    """The enabled Divine Interventions tiles with their complexity, and the scenario they make."""
    if not gods:
        return _("Divine Interventions: none (the base game).")
    named = ", ".join(f"{god(g)} ({complexity(COMPLEXITY[g])})" for g in gods)
    scenario = scenario_of(gods)
    line = (_("Divine Interventions: {tiles} — scenario *{scenario}*.").format(tiles=named,
                                                                               scenario=scenario_name(scenario))
            if scenario else _("Divine Interventions: {tiles}.").format(tiles=named))
    if God.AEOLUS in gods and God.ARTEMIS not in gods:
        line += " " + _("The rulebook suggests adding Artemis whenever Aeolus is used.")
    return line


def where_text(loc, board, moving: bool = False) -> str:
    """A tile's location in words ("on Clio", or "to Clio" for a move), naming Muses by
    `board`'s ids (a view's board: face-down Muses by token)."""
    place = said(words.location(loc, board))
    return (_("to {place}") if moving else _("on {place}")).format(place=place)


def side_up(side) -> str:
    return _("{side} side up").format(side=words.side(side, spoken()))


def gods_in_play_text(view: PublicView) -> str:
    """Where each god's tile is now, and which wait in the Olympus (public view only)."""
    def name(g: God) -> str:
        return god(g) + (f" ({side_up(view.apollo_side)})" if g == God.APOLLO else "")

    placed = [f"{name(g)} {where_text(loc, view.board)}" for g, loc in view.gods.items() if loc is not None]
    olympus = [name(g) for g, loc in view.gods.items() if loc is None]
    parts = ["; ".join(placed)] if placed else []
    if olympus:
        parts.append(_("in the Olympus: {gods}").format(gods=", ".join(olympus)))
    return " · ".join(parts)


def plain(text: str) -> str:
    """Text someone wrote (a name, or a sentence naming players), marked so that each edge shows
    it as written (`marks.name`)."""
    return marks.name(text)


def shown_name(seat: Seat) -> str | Phrase:
    """A seat's name as its readers are shown it (not escaped): an AI seat's ("AI 2 (hard)", as
    `Seat.for_ai` names it) a phrase, said in each reader's language; a player's as stored."""
    named = re.fullmatch(r"AI(?: (\d+))? \((\w+)\)", seat.name) if seat.ai_level else None
    if named is None:
        return seat.name
    number, level = named.groups()
    return (Phrase.of(N_("AI {number} ({level})"), number=number, level=Phrase(AI_LEVEL_NAMES[level])) if number
            else Phrase.of(N_("AI ({level})"), level=Phrase(AI_LEVEL_NAMES[level])))


def shown_names(seats: tuple[Seat, ...]) -> tuple[str | Phrase, ...]:
    """The seats' names as a game's views show them (`engine.views.public_view`)."""
    return tuple(map(shown_name, seats))


def ai_name(seat: Seat) -> str:
    """A seat's name in the language spoken, marked as a name."""
    return plain(said(shown_name(seat)))


def level_name(level: str) -> str:
    return _(AI_LEVEL_NAMES[level])


AI_LEVEL_NAMES = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard")}


def who(seat: Seat) -> str:
    """A player as public text: a mention, or the name of an automated seat (an AI seat's says so)."""
    if seat.ai_level:
        return ai_name(seat)
    return _("{name} (automated)").format(name=plain(seat.name)) if seat.ai_owned else marks.member(seat.user)


def name_of(seat: Seat) -> str:
    """A player's name, without a mention."""
    return ai_name(seat)


def seat_line(stored: StoredGame, view: PublicView, seat: int) -> str:
    c = view.colours[view.companies[seat]]
    return f"{DOT.get(c, '')} {who(stored.seats[seat])} — {colour(c)}"


def company_names(stored: StoredGame, view: PublicView, company: int) -> str:
    seats = [who(stored.seats[s]) for s, c in enumerate(view.companies) if c == company]
    return f"{colour(view.colours[company])} ({' & '.join(seats)})"


def table_text(table: TableOptions, with_gods: bool = True) -> str:
    parts = [ngettext("{n} player", "{n} players", table.players).format(n=table.players),
             ngettext("{n} hand", "{n} hands", table.hands).format(n=table.hands),
             _("ties: {tiebreak}").format(tiebreak=_(TIEBREAKS[table.tiebreak]))]
    if table.interventions and with_gods:
        parts.append(_("interventions: {gods}").format(gods=", ".join(map(god, table.interventions))))
    if table.timeout:
        parts.append(_("turn limit: {duration}").format(duration=duration(table.timeout)))
    if not table.hints:
        parts.append(_("no hints"))
    parts.append(_("a forfeit ends the game") if table.on_leave is OnLeave.END
                 else _("a forfeit hands the seat to an automated player"))
    return " · ".join(parts)


def duration(seconds: float) -> str:
    if seconds >= 3600 and seconds % 3600 == 0:
        return _("{n} h").format(n=int(seconds // 3600))
    if seconds >= 60 and seconds % 60 == 0:
        return _("{n} min").format(n=int(seconds // 60))
    return _("{n} s").format(n=f"{seconds:g}")


@public
def lobby_text(stored: StoredGame) -> str:
    table = stored.table
    free = _("*(free seat)*")
    lines = [_("**Dance of Muses — game #{game}** is looking for players.").format(game=stored.id),
             table_text(table, False), ""]
    if table.players == 4:
        for team in (0, 1):
            names = [_in_lobby(stored.seats[s]) if s < len(stored.seats) else free for s in (team, team + 2)]
            lines.append(_("Team {number}: {players}").format(number=team + 1, players=" & ".join(names)))
    else:
        lines += [f"{i + 1}. {_in_lobby(s)}" for i, s in enumerate(stored.seats)]
        lines += [free] * (table.players - len(stored.seats))
    lines += ["", gods_line(table.interventions),
              "", _("Host: {host}. Join, then the host presses Start. The host may choose a Divine Interventions "
                    "scenario or tiles, and add AI players, with the menus below.").format(
                  host=marks.member(stored.host))]
    if any(s.reserved for s in stored.seats):
        lines.append(_("A rematch: each player of the last game takes the seat held for them with Join (or "
                       "Rematch); a seat not taken in time is free for anyone."))
    return "\n".join(lines)


def _in_lobby(seat: Seat) -> str:
    """A seat of a lobby: its player, or the player it is held for, and until when."""
    if seat.reserved_until is None:
        return who(seat)
    return _("*reserved for {player} until {time}*").format(player=who(seat), time=marks.time(seat.reserved_until))


@public
def start_text(stored: StoredGame, view: PublicView) -> str:
    lines = [_("**Game #{game} begins.** Muses are dealt; each player has their hand by DM (or with the *My hand* "
               "button).").format(game=stored.id), table_text(stored.table), ""]
    lines += [_("Seat {number}: {seat}").format(number=s + 1, seat=seat_line(stored, view, s))
              for s in range(len(stored.seats))]
    lines += ["", _("First player, drawn at random: {player}.").format(player=who(stored.seats[view.first]))]
    return "\n".join(lines)


@public
def turn_text(stored: StoredGame, view: PublicView) -> str:
    seat = view.to_move
    assert seat is not None, "a hand in play"
    if stored.seats[seat].ai_owned:
        return _("{player} plays next.").format(player=who(stored.seats[seat]))
    doing = (_("{player}, your turn to place a Muse.") if view.phase is Phase.PLACEMENT
             else _("{player}, your turn to dance."))
    return doing.format(player=who(stored.seats[seat]))


def muse_text(muse_table: MuseTable, muse: str) -> str:
    """A Muse with its tile, its name in bold."""
    name = muse_name(muse)
    return f"**{name}**" + words.muse(muse_table[muse], spoken()).removeprefix(name)


def hand_text(stored: StoredGame, view: PlayerView) -> str:
    lines = [_("Your hand in **game #{game}** ({link}), hand {hand} of {hands}, you play {colour}:").format(
        game=stored.id, link=marks.link(stored.guild, stored.channel), hand=view.hand_number + 1,
        hands=view.hands_total, colour=colour(view.colours[view.companies[view.seat]]))]
    lines += [f"• {muse_text(view.muse_table, m)}" for m in view.hand] or [
        "• " + _("every Muse of yours is on the table")]
    if view.mysterious:
        assert view.mysterious_token is not None  # set with the Mysterious Muse
        lines.append(_("Your Mysterious Muse, face down as {token}: {muse}. Nobody else knows it.").format(
            token=muse_name(view.mysterious_token), muse=muse_text(view.muse_table, view.mysterious)))
    elif view.must_hide:
        lines.append(_("You have not placed a Muse face down yet: your last one must go face down."))
    elif view.may_hide:
        lines.append(_("One of your Muses must go face down (your Mysterious Muse); you choose when."))
    return "\n".join(lines)


def mysterious_text(stored: StoredGame, view: PlayerView) -> str:
    assert view.mysterious is not None and view.mysterious_token is not None, "the Mysterious Muse is placed"
    suns = view.muse_table[view.mysterious].suns
    return _("Game #{game} ({link}): your Mysterious Muse is **{muse}**, face down as {token}. Its Will of Apollo is "
             "{suns}: a die showing {value} on it becomes 6 at scoring. Keep it to yourself.").format(
        game=stored.id, link=marks.link(stored.guild, stored.channel), muse=muse_name(view.mysterious),
        token=muse_name(view.mysterious_token), suns=words.suns(suns, spoken()), value=suns)


@public
def score_text(stored: StoredGame, view: PublicView, score: ScoreView) -> str:
    s = score.score
    ended = (_("nobody could step any more") if score.triggered_by is None
             else _("{player} brought a die to 6").format(player=who(stored.seats[score.triggered_by])))
    lines = [_("**Hand {hand} is over**: {why}. The face-down Muses are revealed.").format(hand=score.hand + 1,
                                                                                           why=ended)]
    if view.last is not None:
        lines.append(_("Last move: {move}.").format(move=plain(view.last.said(spoken()))))
    hidden = ", ".join(f"{who(stored.seats[seat])}: {muse_name(muse)}"
                       for seat, muse in sorted(score.mysterious.items()))
    if hidden:
        lines.append(_("Mysterious Muses — {muses}.").format(muses=hidden))
    for company, suns in enumerate(s.suns):
        dice = " ".join(map(str, s.dice[company]))
        medal = (" " + _("(gold)") if s.gold == company else " " + _("(silver)") if s.silver == company else "")
        lines.append(_("{dot} {company}: dice {dice} → {suns}{medal}").format(
            dot=DOT.get(view.colours[company], ''), company=company_names(stored, view, company), dice=dice,
            suns=words.suns(suns, spoken()), medal=medal))
    return "\n".join(lines)


@public
def result_text(stored: StoredGame, view: PublicView) -> str:
    result = view.result
    assert result is not None, "the game is over"
    winners = _(" and ").join(company_names(stored, view, c) for c in result.winners)
    suns = ", ".join(f"{colour(view.colours[c])} {n}" for c, n in enumerate(result.suns))
    won = (_("**Game #{game} is over: {winners} share the victory** ({why}). Suns: {suns}.")
           if len(result.winners) > 1 else _("**Game #{game} is over: {winners} wins** ({why}). Suns: {suns}."))
    return (won.format(game=stored.id, winners=winners, why=_(DECIDED[result.decided_by]), suns=suns) + "\n"
            + _("The record is available with `/muses export`; the channel is free for a new game."))


def rules_text(table: TableOptions | None, muse_table: MuseTable) -> str:
    lines = [
        _("**Dance of Muses, in short**"),
        _("1. **Placement.** In turn, each player puts one Muse from their hand next to a Muse in play "
          "(edge or corner) with a die of their colour showing 1. Exactly one of your Muses goes **face down**: "
          "your Mysterious Muse, unknown to everyone else until the hand ends; your last Muse must go face "
          "down if none has."),
        _("2. **Dance.** On your turn, step **any** Muse one square N, E, S or W; the Muses in its way are "
          "pushed. All nine must stay one group. Every Muse that moved gets +1 on its die. A face-up stepping "
          "Muse may use its ability once, before or after the step."),
        _("3. **End.** The hand ends the moment any die shows 6."),
        _("4. **Scoring.** Face-down Muses are revealed; a die equal to its Muse's Will of Apollo becomes 6; "
          "the Neutral die is removed. Each company lines up its dice from highest to lowest; each column's "
          "strictly highest die wins a bronze sun, and the highest winning die takes silver instead "
          "(gold in the second hand if silver was taken in the first). Most suns wins."),
        _("**Squares** are named as on a chess board: the column's letter (along the top of the board picture), "
          "then the row's number (along its left side). The first Muse stands on M13, and a square keeps its name "
          "all hand long."),
        _("Start your turn on the newest board: pick a square (placement) or the Muse to step (dance) in its "
          "menu, or press **Take my turn**; or type `/muses place` and `/muses move`. Face-down Muses are named "
          "by their token (face-down #1...)."),
    ]
    if table is not None:
        lines.append(_("This table: {options}").format(options=table_text(table)))
    lines.append(_("Divine Interventions scenarios: {scenarios}. Mnemosyne, the Alternative Dice and the Solo mode "
                   "are not available.").format(scenarios="; ".join(
        f"*{scenario_name(n)}* ({' + '.join(map(god, preset))}, {complexity(SCENARIO_COMPLEXITY[n])})"
        for n, preset in SCENARIOS.items())))
    lines.append(_("Tiles: {tiles}").format(tiles="; ".join(muse_text(muse_table, m) for m in MUSES)))
    lines.append(words.values(muse_table, spoken()))
    return "\n".join(lines)


def interventions_rules_text(interventions: tuple[God, ...]) -> str:
    """The Divine Interventions as this table plays them: one paragraph per enabled tile."""
    lines = [
        _("Enabled tiles start in the **Olympus**, beside the table. **At the end of your turn** — after the step "
          "and any ability, if the hand did not end — you may take **one** intervention: put a tile from the "
          "Olympus into play, or move one in play to a new legal place. Never both, never two. On the panel, "
          "choose the tile, then where it goes; with `/muses move`, the `intervention` option."),
    ]
    for g in interventions:
        lines.append(f"**{god(g)}** ({complexity(COMPLEXITY[g])}; {_(PLACED[g])}). {_(GOD_RULES[g])}")
    if any(g in CORNER_GODS for g in interventions):
        lines.append(_("**Corners.** A corner tile may only go on a *stable* corner: at least two of its four "
                       "squares hold Muses diagonal to each other (two orthogonal neighbours alone are not enough); "
                       "one tile per corner. It does not travel with the Muses: right after each step, before "
                       "anything else (scoring included), a corner tile whose corner is no longer stable falls back "
                       "to the Olympus. A corner is named by the Muses around it."))
    return "\n".join(lines)


TIMED_OUT = "⏰"
HINTED = "💡"


@public
def hinted_text(stored: StoredGame, seat: int) -> str:
    return HINTED + " " + _("{player} asked the AI for a hint this turn.").format(player=name_of(stored.seats[seat]))


MOVE = "▸"
"""Marks each move an automated seat's board lists before its last one."""


@public
def move_text(stored: StoredGame, move) -> str:
    """A move an automated seat's board lists before its last one (`move`: its phrase)."""
    return f"{MOVE} {plain(said(move))}."


@public
def timed_out_text(stored: StoredGame, seat: int) -> str:
    return TIMED_OUT + " " + _("{player} did not move within {duration}: an automated move was made for them.").format(
        player=name_of(stored.seats[seat]), duration=duration(stored.table.timeout))


@public
def away_text(stored: StoredGame, seat: int) -> str:
    return _("{player} missed {n} turns in a row: the AI ({level}) plays their seat until they take a turn again "
             "with the board's buttons.").format(player=name_of(stored.seats[seat]), n=AWAY_AFTER,
                                                 level=level_name(STAND_IN))


def reminder_text(stored: StoredGame, seat: int) -> str:
    return TIMED_OUT + " " + _("{user}, your turn in game #{game} ({link}) is waiting: {duration} left before the "
                               "AI moves for you.").format(user=marks.member(stored.seats[seat].user), game=stored.id,
                                                           link=marks.link(stored.guild, stored.channel),
                                                           duration=duration(stored.table.timeout / 2))


BACK = N_("Welcome back: your turns are yours to play again.")


@public
def left_text(stored: StoredGame, seat: int) -> str:
    """A forfeit, said after it was stored: the game ended, or the seat is automated now."""
    name = plain(stored.seats[seat].name)
    if stored.is_open:
        return _("{player} left game #{game}: an automated player takes their seat.").format(
            player=name, game=stored.id)
    return _("{player} left game #{game}: the game ends without a result.").format(player=name, game=stored.id)


def last_text(view: PublicView) -> str:
    """The last action, as the sentence that tops a board."""
    return plain(view.last.said(spoken())) + "." if view.last else _("The table is set.")


@public
def dealt_text(stored: StoredGame, view: PublicView) -> str:
    return _("**Hand {hand}** is dealt: new hands by DM (or *My hand*).").format(hand=view.hand_number + 1)


@public
def cancelled_text(stored: StoredGame, by: int) -> str:
    return _("Game #{game} was cancelled by {user}.").format(game=stored.id, user=marks.member(by))


@public
def reset_text(stored: StoredGame, by: int) -> str:
    return _("Game #{game} was ended by {user}, without a result.").format(game=stored.id, user=marks.member(by))


@public
def resumed_note(stored: StoredGame) -> str:
    return _("I can post here again: the game goes on.")


def done_text(action, paused: Phrase | None) -> str:
    """What a player is told once their action is stored: the action (a phrase), and why the
    table does not see it yet if the game is paused."""
    done = _("Done: {action}.").format(action=plain(said(action)))
    return done + (" " + _("The board could not be posted: {reason}.").format(reason=said(paused)) if paused else "")


@public
def resumed_text(stored: StoredGame) -> str:
    return _("I am back: here is the current board of game #{game}.").format(game=stored.id)


@public
def dms_closed_text(stored: StoredGame, user: int) -> str:
    return _("{user}, I cannot send you direct messages, so your hand is not in your DMs. Use the **My hand** "
             "button on the board, or `/muses hand`, to see it privately at any time.").format(user=marks.member(user))


@public
def lobby_expired_text(stored: StoredGame) -> str:
    return _("Game #{game} closed itself: nobody started it within this server's limit for a lobby. "
             "Open a new one with `/muses new`.").format(game=stored.id)


@public
def thread_name(stored: StoredGame) -> str:
    """The name of a game's thread (Discord allows 100 characters): as many of its players' names
    as it holds, each whole, then "…"."""
    names = [said(shown_name(s)) for s in stored.seats]
    for k in range(len(names), 0, -1):
        name = _("Game #{game}: {players}").format(
            game=stored.id, players=", ".join(names[:k]) + ("…" if k < len(names) else ""))
        if len(name) <= 100:
            return name
    return shortened(name, 100)


@public
def thread_link_text(stored: StoredGame) -> str:
    return _("The game is played in its thread: {thread}").format(thread=marks.channel(stored.channel))


@public
def no_thread_text(stored: StoredGame) -> str:
    return _("I may not start a thread in this channel (Create Public Threads), so this game is played here.")


@public
def ended_line(stored: StoredGame) -> str:
    """The line a game's parent channel keeps of its end (the game played in a thread of it)."""
    view = (public_view(stored.game, shown_names(stored.seats))
            if stored.game is not None and stored.status is GameStatus.FINISHED else None)
    if view is None or view.result is None:
        return _("Game #{game} ended without a result, in {thread}.").format(game=stored.id,
                                                                         thread=marks.channel(stored.channel))
    winners = _(" and ").join(company_names(stored, view, c) for c in view.result.winners)
    won = (_("Game #{game} is over: {winners} share the victory, in {thread}.") if len(view.result.winners) > 1
           else _("Game #{game} is over: {winners} wins, in {thread}."))
    return won.format(game=stored.id, winners=winners, thread=marks.channel(stored.channel))


@public
def thread_gone_text(stored: StoredGame) -> str:
    return _("Game #{game} ends as abandoned: its thread was deleted.").format(game=stored.id)


@public
def paused_line(stored: StoredGame, reason: Phrase) -> str:
    return _("Game #{game}, in {thread}, is paused: {reason}.").format(
        game=stored.id, thread=marks.channel(stored.channel), reason=said(reason))


@public
def idle_text(stored: StoredGame) -> str:
    return _("Game #{game} ends as abandoned: no move was made within this server's limit. It is not rated; "
             "its record stays available with `/muses export game:{game}`.").format(game=stored.id)


FORMER = "a former player"
"""What a forgotten player is called in every stored record of their server (stored, so English)."""

RESULT_WORDS = {"win": N_("won"), "shared": N_("shared the victory"), "loss": N_("lost")}


def rating_text(rating: int, provisional: bool) -> str:
    """A rating as players see it, marked "?" while provisional."""
    return number(rating, "0") + ("?" if provisional else "")


def rating_note(start: int, provisional: int) -> str:
    """How the rating moves, under the leaderboard."""
    return _("Every player starts at {start}: a win raises the rating, a loss lowers it, by about 100 points in "
             "the first games and 30 to 60 later. ? = provisional, fewer than {games} rated games.").format(
        start=number(start, "0"), games=provisional)


def rating_changes_text(changes: list[tuple[str, str, int, int, bool]]) -> str:
    """The ratings a game changed (identity, name, before, after, provisional), best first; names never ping."""
    return _("Ratings: {changes}").format(changes=", ".join(
        f"{plain(rated_name(player, name))} {rating_text(after, provisional)} "
        f"({'+' if after >= before else '−'}{number(abs(after - before), '0')})"
        for player, name, before, after, provisional in changes))


def rated_name(player: str, name: str) -> str:
    """A rated identity's name (not escaped): an AI level's (`ai:hard`) said in the language spoken."""
    if player.startswith("ai:"):
        return _("AI ({level})").format(level=level_name(player[3:]))
    return name


def leaderboard_title(server: str) -> str:
    return _("Leaderboard — {server}").format(server=server)


def leaderboard_text(server: str, rows: list[tuple[int, str, int, bool, int, float]], note: str) -> str:
    """Rank, name, rating (marked while provisional), games and wins, one line each (names never
    ping), as many as a message holds, then how the rating moves."""
    lines = [f"{rank}. {plain(name)} — {rating_text(rating, provisional)} · "
             + ngettext("{n} game", "{n} games", games).format(n=games) + " · "
             + ngettext("{n} win", "{n} wins", 1 if wins == 1 else 2).format(n=number(wins))
             for rank, name, rating, provisional, games, wins in rows]
    note = "-# " + note
    return fitted(["**" + leaderboard_title(plain(server)) + "**"], lines,
                  lambda n: ngettext("…and {n} more player", "…and {n} more players", n).format(n=n),
                  CONTENT - len(note) - 1) + "\n" + note


NO_RATINGS = N_("No game has been rated on this server yet: play one to the end with `/muses new`")


def no_games_text(name: str) -> str:
    return _("No rated game of {name} on this server yet").format(name=plain(name))


def rating_chart_title(name: str) -> str:
    return _("Rating of {name}").format(name=name)


def stats_text(name: str, rank: int, rating: int, provisional: bool, by_players: dict[int, tuple[int, float]]) -> str:
    """Games, wins and win rate by number of players (a shared victory counts half), rating and rank."""
    games = sum(n for n, _w in by_players.values())
    wins = sum(w for _n, w in by_players.values())
    lines = [_("**{name}** on this server: rating {rating} (rank {rank}), {games}, {wins} ({rate}; a shared victory "
               "counts half).").format(
        name=plain(name), rating=rating_text(rating, provisional), rank=rank,
        games=ngettext("{n} game", "{n} games", games).format(n=games),
        # wins may hold a half (a shared victory): the plural form is that of 1, or of more
        wins=ngettext("{n} win", "{n} wins", 1 if wins == 1 else 2).format(n=number(wins)),
        rate=percent(wins / games))]
    lines += ["• " + _("{players} players: {games}, {won} won, {rate}").format(
        players=players, games=ngettext("{n} game", "{n} games", n).format(n=n), won=number(w), rate=percent(w / n))
        for players, (n, w) in sorted(by_players.items())]
    return "\n".join(lines)


def history_text(name: str, games: list[tuple[int, float, list[str], str]]) -> str:
    """Recent rated games: number, date, players (names as said, escaped) and the result, each
    with its export command; as many as a message holds, then how many more."""
    head = [_("**Recent games of {name}** on this server:").format(name=plain(name))]
    lines = [f"• #{game} · {marks.time(at, 'd')} · {', '.join(players)} · {_(RESULT_WORDS[result])} · "
             f"`/muses export game:{game}`" for game, at, players, result in games]
    return fitted(head, lines, lambda n: ngettext("…and {n} more game", "…and {n} more games", n).format(n=n))


CONTENT = 2000
"""The most characters a message's content may hold (Discord's limit)."""


def fitted(head: list[str], items: list[str], more: Callable[[int], str], limit: int = CONTENT) -> str:
    """`head`, then as many of `items` as `limit` characters hold, one a line, and `more(n)`
    for the `n` left out."""
    lines = list(head)
    for k, item in enumerate(items):
        left = len(items) - k - 1
        room = limit - (len(more(left)) + 1 if left else 0)
        if marks.longest("\n".join([*lines, item])) > room:
            return "\n".join([*lines, more(len(items) - k)])
        lines.append(item)
    return "\n".join(lines)


CUT_AFTER = " ,;:·—–-(/&"
"""What a cut leaves off the end of what it keeps: the spaces and signs between words and names."""


def shortened(text: str, limit: int) -> str:
    """`text` whole if it holds in `limit` characters, else its words that do with "…" after
    them: cut between words or names, never inside one (a square's name stays whole), unless
    its first word alone is too long."""
    if len(text) <= limit:
        return text
    head = text[:limit - 1]
    if not text[limit - 1].isspace():
        space = max(head.rfind(" "), head.rfind("\n"))
        head = head[:space] if space > 0 else head
    return head.rstrip(CUT_AFTER) + "…"


def noted(lines: list[str | None]) -> str:
    """Notes as one message (a board's: its last line whose turn it is): the newest lines a
    message holds, after how many older ones were left out (a game paused long owes many)."""
    said = "\n".join(filter(None, lines)).splitlines()
    for k in range(len(said)):
        left_out = [ngettext("…{n} earlier note left out", "…{n} earlier notes left out", k).format(n=k)] if k else []
        text = "\n".join([*left_out, *said[k:]])
        if marks.longest(text) <= CONTENT:
            return text
    return said[-1][:CONTENT] if said else ""


def open_game_label(stored: StoredGame) -> str:
    """An open lobby or game in one line: its number, state, place and players (a seat a rematch
    holds for its player said so)."""
    state = _("lobby") if stored.status is GameStatus.LOBBY else _("in play")
    return f"#{stored.id} · {state} · " + ", ".join(
        _("{player} (seat reserved)").format(player=name_of(s)) if s.reserved else name_of(s) for s in stored.seats)


def open_games_text(games: list[StoredGame]) -> str:
    """The open lobbies and games of a server, each with its channel (and the channel its thread is of)."""
    if not games:
        return _("No lobby or game is open on this server.")
    head = ["**" + _("Open lobbies and games") + "**", _("End any of them with `/muses-admin end game:<number>`.")]
    lines = [f"• {open_game_label(stored)} · " + (
        _("{thread} (a thread of {channel})").format(thread=marks.channel(stored.channel),
                                                     channel=marks.channel(stored.parent))
        if stored.parent is not None else marks.channel(stored.channel)) for stored in games]
    return fitted(head, lines, lambda n: ngettext("…and {n} more game", "…and {n} more games", n).format(n=n))


def settings_text(settings, changed: bool, language_name: str) -> str:
    """Each setting with its current value (`language_name`: the language of new games, as
    the server gets it), and how to change it."""
    allowed = {True: _("allowed"), False: _("not allowed")}
    channels = " ".join(map(marks.channel, settings.channels)) or _("any channel")
    timeout = (_("{minutes} min").format(minutes=number(settings.timeout)) if settings.timeout
               else _("no limit"))
    role = marks.role(settings.role) if settings.role else _("none: anyone")
    lines = ["**" + _("Dance of Muses settings on this server") + "**" + (" " + _("(saved)") if changed else ""),
             "• " + _("timeout (default minutes per turn): {value}").format(value=timeout),
             "• " + _("hints: {value}").format(value=allowed[settings.hints]),
             "• " + _("ai (AI players): {value}").format(value=allowed[settings.ai]),
             "• " + _("ai_level (highest AI level): {value}").format(value=level_name(settings.ai_level)),
             "• " + _("channels (where games may be opened, with their threads): {value}").format(value=channels),
             "• " + _("role (needed to open a game): {value}").format(value=role),
             "• " + _("lobby_hours (a lobby not started closes itself after): {value} h").format(
                 value=number(settings.lobby_hours)),
             "• " + _("idle_days (a game without a move ends as abandoned after): {value} days").format(
                 value=number(settings.idle_days)),
             "• " + _("lobbies (open at once on this server, one per member): {value}").format(value=settings.lobbies),
             "• " + _("threads (each game in a thread of its own): {value}").format(
                 value=_("on") if settings.threads else _("off")),
             "• " + _("cooldown (seconds before a member asks again for a hint, picture or file): {value} s").format(
                 value=number(settings.cooldown)),
             "• " + _("language (of new games' public messages and pictures): {value}").format(value=language_name),
             _("Change any of them with the options of `/muses-admin settings`, the language with "
               "`/muses-admin language`.")]
    return "\n".join(lines)


def pings_text(on: bool) -> str:
    """The answer to `/muses pings`."""
    return (_("Pings on: a board that calls you to play pings you.") if on else
            _("Pings off: boards that call you to play name you without a notification, in every game."))


def forget_ask_text() -> str:
    return _("Forget you on this server? Your ratings and statistics here are deleted, and your name is replaced by "
             "“{former}” in every stored game of this server. This cannot be undone.").format(former=FORMER)


def forgotten_text(games: int) -> str:
    return ngettext("Done: the ratings and statistics are deleted, and the name is replaced by “{former}” in "
                    "{n} stored game of this server.",
                    "Done: the ratings and statistics are deleted, and the name is replaced by “{former}” in "
                    "{n} stored games of this server.", games).format(former=FORMER, n=games)
