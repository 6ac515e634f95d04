"""The bot's sentences: seats, hands, results and the rules summary, built from views."""

from __future__ import annotations

from discord.utils import escape_markdown as plain

from engine import CORNER_GODS, GODS, MUSES, SCENARIOS, God, MuseTable, Phase, words
from engine.gods import COMPLEXITY
from engine.table import SCENARIO_COMPLEXITY
from engine.views import PlayerView, PublicView, ScoreView

from .model import AWAY_AFTER, STAND_IN, OnLeave, Seat, StoredGame, Table

DOT = {"purple": "🟣", "orange": "🟠", "white": "⚪"}
DECIDED = {
    "suns": "most suns", "gold": "the gold sun broke the tie", "silver": "the silver sun broke the tie",
    "dice": "the highest dice total broke the tie", "trigger-loses": "whoever ended the game lost the tie",
    "shared": "a tie: the victory is shared",
}


PLACED = {God.ZEUS: "on a Muse", God.POSEIDON: "on a side of the group: N, E, S or W",
          God.EROS: "on the edge between two Muses", God.ARTEMIS: "on a corner", God.AEOLUS: "on a corner",
          God.APOLLO: "on a corner"}
GOD_RULES = {
    God.ZEUS: "The Muse under Zeus cannot take part in any step: it cannot step, and a step that would push it is "
            "illegal (so it cannot use its own ability, but other Muses' abilities may still target it). Zeus "
            "travels with its Muse; once in play it is only moved, never removed.",
    God.POSEIDON: "No step, single or group, may be made in Poseidon's direction. Once in play it is only moved, "
                "never removed.",
    God.EROS: "The two joined Muses move together or not at all: a step that moves only one of them is illegal "
            "(one pushes the other, or a third Muse pushes both). Eros travels with the pair.",
    God.ARTEMIS: "At scoring, one extra bronze sun to the company with strictly more Muses touching Artemis's "
               "corner (on one of its four squares) than every other company. The Neutral Muse does not count; "
               "a tie gives no sun.",
    God.AEOLUS: "At scoring, every die showing 4 on a Muse touching Aeolus's corner becomes 6 (the Will of Aeolus), "
              "alongside the Will of Apollo.",
    God.APOLLO: "Two-sided; it waits in the Olympus Apollo side up. Whoever puts it into play chooses the side; "
              "moving it, or its fall to the Olympus, keeps the side showing. While the Dionysus side shows, "
              "wherever the tile is, each die that reached 6 in the action that ended the hand is set to its "
              "Muse's Will of Apollo value instead, without the Will of Apollo conversion.",
}
"""One short paragraph per tile, from RULES.md section 8."""


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
        return "Divine Interventions: none (the base game)."
    named = ", ".join(f"{words.god(g)} ({COMPLEXITY[g]})" for g in gods)
    scenario = scenario_of(gods)
    line = f"Divine Interventions: {named}" + (f" — scenario *{scenario}*." if scenario else ".")
    if God.AEOLUS in gods and God.ARTEMIS not in gods:
        line += " The rulebook suggests adding Artemis whenever Aeolus is used."
    return line


def where_text(loc, board, moving: bool = False) -> str:
    """A tile's location in words ("on Clio", or "to Clio" for a move), naming Muses by
    `board`'s ids (a view's board: face-down Muses by token)."""
    return f"{'to' if moving else 'on'} {words.location(loc, board)}"


def gods_in_play_text(view: PublicView) -> str:
    """Where each god's tile is now, and which wait in the Olympus (public view only)."""
    def name(god: God) -> str:
        return words.god(god) + (f" ({view.apollo_side.value.capitalize()} side up)" if god == God.APOLLO else "")

    placed = [f"{name(g)} {where_text(loc, view.board)}" for g, loc in view.gods.items() if loc is not None]
    olympus = [name(g) for g, loc in view.gods.items() if loc is None]
    parts = ["; ".join(placed)] if placed else []
    if olympus:
        parts.append("in the Olympus: " + ", ".join(olympus))
    return " · ".join(parts)


def channel_link(guild: int, channel: int) -> str:
    return f"https://discord.com/channels/{guild}/{channel}"


def who(seat: Seat) -> str:
    """A player as public text: a mention, or the name of an automated seat (an AI seat's says so)."""
    if seat.ai:
        return plain(seat.name)
    return f"{plain(seat.name)} (automated)" if seat.auto else f"<@{seat.user}>"


def seat_line(stored: StoredGame, view: PublicView, seat: int) -> str:
    colour = view.colours[view.companies[seat]]
    return f"{DOT.get(colour, '')} {who(stored.seats[seat])} — {colour}"


def company_names(stored: StoredGame, view: PublicView, company: int) -> str:
    seats = [who(stored.seats[s]) for s, c in enumerate(view.companies) if c == company]
    return f"{view.colours[company]} ({' & '.join(seats)})"


def table_text(table: Table, with_gods: bool = True) -> str:
    parts = [f"{table.players} players", f"{table.hands} hand{'s' if table.hands > 1 else ''}",
             f"ties: {table.tiebreak}"]
    if table.interventions and with_gods:
        parts.append("interventions: " + ", ".join(map(words.god, table.interventions)))
    if table.timeout:
        parts.append(f"turn limit: {duration(table.timeout)}")
    if not table.hints:
        parts.append("no hints")
    parts.append("a forfeit " + ("ends the game" if table.on_leave is OnLeave.END
                                 else "hands the seat to an automated player"))
    return " · ".join(parts)


def duration(seconds: float) -> str:
    if seconds >= 3600 and seconds % 3600 == 0:
        return f"{int(seconds // 3600)} h"
    if seconds >= 60 and seconds % 60 == 0:
        return f"{int(seconds // 60)} min"
    return f"{seconds:g} s"


def lobby_text(stored: StoredGame) -> str:
    table = stored.table
    lines = [f"**Dance of Muses — game #{stored.id}** is looking for players.", table_text(table, False), ""]
    if table.players == 4:
        for team in (0, 1):
            names = [who(stored.seats[s]) if s < len(stored.seats) else "*(free seat)*" for s in (team, team + 2)]
            lines.append(f"Team {team + 1}: " + " & ".join(names))
    else:
        lines += [f"{i + 1}. {who(s)}" for i, s in enumerate(stored.seats)]
        lines += ["*(free seat)*"] * (table.players - len(stored.seats))
    lines += ["", gods_line(table.interventions),
              "", f"Host: <@{stored.host}>. Join, then the host presses Start. The host may choose a Divine "
                  f"Interventions scenario or tiles, and add AI players, with the menus below."]
    return "\n".join(lines)


def start_text(stored: StoredGame, view: PublicView) -> str:
    lines = [f"**Game #{stored.id} begins.** Muses are dealt; each player has their hand by DM "
             f"(or with the *My hand* button).", table_text(stored.table), ""]
    lines += [f"Seat {s + 1}: {seat_line(stored, view, s)}" for s in range(len(stored.seats))]
    lines += ["", f"First player, drawn at random: {who(stored.seats[view.first])}."]
    return "\n".join(lines)


def turn_text(stored: StoredGame, view: PublicView) -> str:
    seat = view.to_move
    doing = "place a Muse" if view.phase is Phase.PLACEMENT else "dance"
    if stored.seats[seat].auto:
        return f"{who(stored.seats[seat])} plays next."
    return f"{who(stored.seats[seat])}, your turn to {doing}."


def muse_text(muse_table: MuseTable, muse: str) -> str:
    """A Muse with its tile, its name in bold."""
    return f"**{muse}**" + words.muse(muse_table[muse]).removeprefix(muse)


def hand_text(stored: StoredGame, view: PlayerView) -> str:
    lines = [f"Your hand in **game #{stored.id}** ({channel_link(stored.guild, stored.channel)}), "
             f"hand {view.hand_number + 1} of {view.hands_total}, you play {view.colours[view.companies[view.seat]]}:"]
    lines += [f"• {muse_text(view.muse_table, m)}" for m in view.hand] or ["• every Muse of yours is on the table"]
    if view.mysterious:
        lines.append(f"Your Mysterious Muse, face down as {view.mysterious_token}: "
                     f"{muse_text(view.muse_table, view.mysterious)}. Nobody else knows it.")
    elif view.must_hide:
        lines.append("You have not placed a Muse face down yet: your last one must go face down.")
    elif view.may_hide:
        lines.append("One of your Muses must go face down (your Mysterious Muse); you choose when.")
    return "\n".join(lines)


def mysterious_text(stored: StoredGame, view: PlayerView) -> str:
    suns = view.muse_table[view.mysterious].suns
    return (f"Game #{stored.id} ({channel_link(stored.guild, stored.channel)}): your Mysterious Muse is "
            f"**{view.mysterious}**, face down as {view.mysterious_token}. Its Will of Apollo is "
            f"{words.suns(suns)}: a die showing {suns} on it becomes 6 at scoring. Keep it to yourself.")


def score_text(stored: StoredGame, view: PublicView, score: ScoreView) -> str:
    s = score.score
    ended = ("nobody could step any more" if score.triggered_by is None
             else f"{who(stored.seats[score.triggered_by])} brought a die to 6")
    lines = [f"**Hand {score.hand + 1} is over**: {ended}. The face-down Muses are revealed."]
    if view.last is not None:
        lines.append(f"Last move: {plain(view.last.text)}.")
    hidden = ", ".join(f"{who(stored.seats[seat])}: {muse}" for seat, muse in sorted(score.mysterious.items()))
    if hidden:
        lines.append(f"Mysterious Muses — {hidden}.")
    for company, suns in enumerate(s.suns):
        dice = " ".join(map(str, s.dice[company]))
        medal = " (gold)" if s.gold == company else " (silver)" if s.silver == company else ""
        lines.append(f"{DOT.get(view.colours[company], '')} {company_names(stored, view, company)}: dice {dice} "
                     f"→ {suns} sun{'s' if suns != 1 else ''}{medal}")
    return "\n".join(lines)


def result_text(stored: StoredGame, view: PublicView) -> str:
    result = view.result
    winners = " and ".join(company_names(stored, view, c) for c in result.winners)
    suns = ", ".join(f"{view.colours[c]} {n}" for c, n in enumerate(result.suns))
    verb = "share the victory" if len(result.winners) > 1 else "wins"
    return (f"**Game #{stored.id} is over: {winners} {verb}** ({DECIDED[result.decided_by]}). Suns: {suns}.\n"
            f"The record is available with `/muses export`; the channel is free for a new game.")


def rules_text(table: Table | None, muse_table: MuseTable) -> str:
    lines = [
        "**Dance of Muses, in short**",
        "1. **Placement.** In turn, each player puts one Muse from their hand next to a Muse in play "
        "(edge or corner) with a die of their colour showing 1. Exactly one of your Muses goes **face down**: "
        "your Mysterious Muse, unknown to everyone else until the hand ends; your last Muse must go face "
        "down if none has.",
        "2. **Dance.** On your turn, step **any** Muse one square N, E, S or W; the Muses in its way are "
        "pushed. All nine must stay one group. Every Muse that moved gets +1 on its die. A face-up stepping "
        "Muse may use its ability once, before or after the step.",
        "3. **End.** The hand ends the moment any die shows 6.",
        "4. **Scoring.** Face-down Muses are revealed; a die equal to its Muse's Will of Apollo becomes 6; "
        "the Neutral die is removed. Each company lines up its dice from highest to lowest; each column's "
        "strictly highest die wins a bronze sun, and the highest winning die takes silver instead "
        "(gold in the second hand if silver was taken in the first). Most suns wins.",
        "Use **Take my turn** on the board, or `/muses place` and `/muses move`. Face-down Muses are named "
        "by their token (face-down #1...).",
    ]
    if table is not None:
        lines.append("This table: " + table_text(table))
    lines.append("Divine Interventions scenarios: " + "; ".join(
        f"*{n}* ({' + '.join(map(words.god, preset))}, {SCENARIO_COMPLEXITY[n]})"
        for n, preset in SCENARIOS.items()) + ". Mnemosyne, the Alternative Dice and the Solo mode are not available.")
    lines.append("Tiles: " + "; ".join(muse_text(muse_table, m) for m in MUSES))
    return "\n".join(lines)


def interventions_rules_text(interventions: tuple[str, ...]) -> str:
    """The Divine Interventions as this table plays them: one paragraph per enabled tile."""
    lines = [
        "Enabled tiles start in the **Olympus**, beside the table. **At the end of your turn** — after the step "
        "and any ability, if the hand did not end — you may take **one** intervention: put a tile from the "
        "Olympus into play, or move one in play to a new legal place. Never both, never two. On the panel, "
        "choose the tile, then where it goes; with `/muses move`, the `intervention` option.",
    ]
    for god in interventions:
        lines.append(f"**{words.god(god)}** ({COMPLEXITY[god]}; {PLACED[god]}). {GOD_RULES[god]}")
    if any(g in CORNER_GODS for g in interventions):
        lines.append("**Corners.** A corner tile may only go on a *stable* corner: at least two of its four "
                     "squares hold Muses diagonal to each other (two orthogonal neighbours alone are not enough); "
                     "one tile per corner. It does not travel with the Muses: right after each step, before "
                     "anything else (scoring included), a corner tile whose corner is no longer stable falls back "
                     "to the Olympus. A corner is named by the Muses around it.")
    return "\n".join(lines)


TIMED_OUT = "⏰"
HINTED = "💡"


def hinted_text(stored: StoredGame, seat: int) -> str:
    return f"{HINTED} {plain(stored.seats[seat].name)} asked the AI for a hint this turn."

MOVE = "▸"
"""Marks each move an automated seat's board lists before its last one."""


def timed_out_text(stored: StoredGame, seat: int) -> str:
    return (f"{TIMED_OUT} {plain(stored.seats[seat].name)} did not move within {duration(stored.table.timeout)}: "
            f"an automated move was made for them.")


def away_text(stored: StoredGame, seat: int) -> str:
    return (f"{plain(stored.seats[seat].name)} missed {AWAY_AFTER} turns in a row: the AI ({STAND_IN}) plays their "
            f"seat until they take a turn again with the board's buttons.")


def reminder_text(stored: StoredGame, seat: int) -> str:
    return (f"{TIMED_OUT} <@{stored.seats[seat].user}>, your turn in game #{stored.id} "
            f"({channel_link(stored.guild, stored.channel)}) is waiting: "
            f"{duration(stored.table.timeout / 2)} left before the AI moves for you.")


BACK = "Welcome back: your turns are yours to play again."


def left_text(stored: StoredGame, seat: int) -> str:
    """A forfeit, said after it was stored: the game ended, or the seat is automated now."""
    name = plain(stored.seats[seat].name)
    if stored.is_open:
        return f"{name} left game #{stored.id}: an automated player takes their seat."
    return f"{name} left game #{stored.id}: the game ends without a result."


def last_text(view: PublicView) -> str:
    """The last action, as the sentence that tops a board."""
    return plain(view.last.text) + "." if view.last else "The table is set."


def dealt_text(view: PublicView) -> str:
    return f"**Hand {view.hand_number + 1}** is dealt: new hands by DM (or *My hand*)."


def cancelled_text(stored: StoredGame, by: int) -> str:
    return f"Game #{stored.id} was cancelled by <@{by}>."


def reset_text(stored: StoredGame, by: int) -> str:
    return f"Game #{stored.id} was ended by <@{by}>, without a result."


GOES_ON = "I can post here again: the game goes on."


def done_text(action: str, paused: str | None) -> str:
    """What a player is told once their action is stored: the action, and why the table
    does not see it yet if the game is paused."""
    return f"Done: {action}." + (f" The board could not be posted: {paused}." if paused else "")


def resumed_text(stored: StoredGame) -> str:
    return f"I am back: here is the current board of game #{stored.id}."


def dms_closed_text(user: int) -> str:
    return (f"<@{user}>, I cannot send you direct messages, so your hand is not in your DMs. Use the "
            f"**My hand** button on the board, or `/muses hand`, to see it privately at any time.")


def lobby_expired_text(stored: StoredGame, limit: float) -> str:
    return (f"Game #{stored.id} closed itself: nobody started it within this server's limit for a lobby. "
            f"Open a new one with `/muses new`.")


def idle_text(stored: StoredGame, limit: float) -> str:
    return (f"Game #{stored.id} ends as abandoned: no move was made within this server's limit. It is not rated; "
            f"its record stays available with `/muses export game:{stored.id}`.")


FORMER = "a former player"
"""What a forgotten player is called in every stored record of their server."""

RESULT_WORDS = {"win": "won", "shared": "shared the victory", "loss": "lost"}


def rating_text(mu: float, sigma: float) -> str:
    return f"{mu:.1f} ± {2 * sigma:.1f}"


def leaderboard_text(server: str, rows: list[tuple[int, str, float, float, int]]) -> str:
    """Rank, name, rating ± two sigmas and games, one line each (names never ping)."""
    lines = [f"**Leaderboard — {plain(server)}** (rating ± uncertainty; ordered by the rating each player is "
             f"very likely above)"]
    lines += [f"{rank}. {plain(name)} — {rating_text(mu, sigma)} · {games} game{'s' if games != 1 else ''}"
              for rank, name, mu, sigma, games in rows]
    return "\n".join(lines)


NO_RATINGS = "No game has been rated on this server yet: play one to the end with `/muses new`"


def no_games_text(name: str) -> str:
    return f"No rated game of {plain(name)} on this server yet"


def stats_text(name: str, rank: int, mu: float, sigma: float, by_players: dict[int, tuple[int, float]]) -> str:
    """Games, wins and win rate by number of players (a shared victory counts half), rating and rank."""
    games = sum(n for n, _ in by_players.values())
    wins = sum(w for _, w in by_players.values())
    lines = [f"**{plain(name)}** on this server: rating {rating_text(mu, sigma)} (rank {rank}), "
             f"{games} game{'s' if games != 1 else ''}, {wins:g} win{'s' if wins != 1 else ''} "
             f"({wins / games:.0%}; a shared victory counts half)."]
    lines += [f"• {players} players: {n} game{'s' if n != 1 else ''}, {w:g} won, {w / n:.0%}"
              for players, (n, w) in sorted(by_players.items())]
    return "\n".join(lines)


def history_text(name: str, games: list[tuple[int, float, list[str], str]]) -> str:
    """Recent rated games: number, date, players and the result, each with its export command."""
    lines = [f"**Recent games of {plain(name)}** on this server:"]
    lines += [f"• #{game} · <t:{int(at)}:d> · {', '.join(map(plain, players))} · {RESULT_WORDS[result]} · "
              f"`/muses export game:{game}`" for game, at, players, result in games]
    return "\n".join(lines)


SETTINGS_TITLE = "**Dance of Muses settings on this server**"


def settings_text(settings, changed: bool) -> str:
    """Each setting with its current value, and how to change it."""
    channels = " ".join(f"<#{c}>" for c in settings.channels) or "any channel"
    lines = [SETTINGS_TITLE + (" (saved)" if changed else ""),
             f"• timeout (default minutes per turn): {f'{settings.timeout:g} min' if settings.timeout else 'no limit'}",
             f"• hints: {'allowed' if settings.hints else 'not allowed'}",
             f"• ai (AI players): {'allowed' if settings.ai else 'not allowed'}",
             f"• ai_level (highest AI level): {settings.ai_level}",
             f"• channels (where games may be opened, with their threads): {channels}",
             f"• role (needed to open a game): {f'<@&{settings.role}>' if settings.role else 'none: anyone'}",
             f"• lobby_hours (a lobby not started closes itself after): {settings.lobby_hours:g} h",
             f"• idle_days (a game without a move ends as abandoned after): {settings.idle_days:g} days",
             "Change any of them with the options of `/muses-admin settings`."]
    return "\n".join(lines)


def forget_ask_text() -> str:
    return ("Forget you on this server? Your ratings and statistics here are deleted, and your name is replaced by "
            f"“{FORMER}” in every stored game of this server. This cannot be undone.")


def forgotten_text(games: int) -> str:
    return (f"Done: the ratings and statistics are deleted, and the name is replaced by “{FORMER}” in "
            f"{games} stored game{'s' if games != 1 else ''} of this server.")


def still_playing_text(game: int) -> str:
    return (f"That member is at the table of game #{game}: they can leave it (`/muses leave`) or it can end first "
            f"(a moderator can end it with `/muses-admin reset`)")
