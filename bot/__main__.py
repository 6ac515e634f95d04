"""Dance of Muses on Discord. Without a command, runs the bot (as `run` does); the other commands
run it without Discord, measure it, and look after its games."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from pathlib import Path

from .hosting.settings import Settings, SettingsError
from .storage.db import UNREACHABLE, SchemaTooNewError, open_db, prepare_db, shown

LOCALES = {"en": "en-US", "it": "it", "de": "de", "es": "es-ES"}
"""The demo's `--locale`: each language of the catalogs, as a Discord locale."""


class Command(argparse.ArgumentParser):
    """A command's parser: it refuses an argument it does not know itself, naming the command
    (argparse leaves that to the top parser, which names only `python -m bot`)."""

    def parse_known_args(self, args=None, namespace=None):
        parsed, extra = super().parse_known_args(args, namespace)
        if extra:
            self.error(f"unrecognized arguments: {' '.join(extra)}")
        return parsed, extra


def parse(argv: list[str]) -> argparse.Namespace:
    """The arguments of `python -m bot`, `act` the function that runs their command; argparse's
    help, or its error (exit status 2), where they ask for it."""
    top, commands = _parsers()
    return top.parse_args(_as_demo(argv, set(commands)))


def _parsers() -> tuple[argparse.ArgumentParser, dict[str, Command]]:
    """The top parser, and each command's by name."""
    top = argparse.ArgumentParser(prog="python -m bot", description=__doc__,
                                  epilog="`python -m bot COMMAND --help` shows the options of COMMAND.")
    # `_as_demo` turns `--demo DIR` into the `demo` command: the option is here for the help, and to
    # refuse `--demo` without DIR.
    top.add_argument("--demo", metavar="DIR", help="the same as `demo DIR` (kept for existing scripts)")
    top.set_defaults(act=_run)
    commands = top.add_subparsers(title="commands", parser_class=Command)

    run = commands.add_parser(
        "run", help="run the bot on Discord (the default)",
        description="Run the bot on Discord. Its settings come from the environment and from .env in the current "
                    "directory (see .env.example): DISCORD_TOKEN, MUSES_DB, MUSES_TILES, MUSES_RENDER_PROCESSES, "
                    "MUSES_AI_PROCESSES, MUSES_SHARDS, MUSES_PATIENCE, and for the web table MUSES_WEB, MUSES_WEB_URL, "
                    "DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET. `python -m bot` without a command does the "
                    "same. Exit status: 0 when stopped (SIGTERM, Ctrl-C), 2 when a setting or the database is "
                    "unusable, 3 when Discord refuses the token, 4 when it refuses the gateway intents, 5 when it "
                    "cannot be reached (tried again for MUSES_PATIENCE seconds first).")
    run.set_defaults(act=_run)

    demo = commands.add_parser(
        "demo", help="play whole games against the AI on a loopback Discord into DIR",
        description="Whole games of one person against the bot's AI players, one after another on one server, "
                    "the person played by the same AI through the real bot against a loopback Discord (no token, "
                    "no network), then /muses leaderboard. Writes into DIR the last game's record (record.json), "
                    "the pictures the bot sent (images/), a transcript of every payload with its audience and "
                    "the game's phase (transcript.jsonl), and every channel and thread it used as a person "
                    "scrolling would see them (channels.json). `python -m bot --demo DIR` is the same.")
    demo.add_argument("dir", metavar="DIR", type=Path, help="where to write (created if missing)")
    demo.add_argument("--players", type=int, default=2, choices=[2, 3, 4],
                      help="seats: one person, the rest AI players (default: %(default)s)")
    demo.add_argument("--hands", type=int, default=1, choices=[1, 2], help="hands a game lasts (default: %(default)s)")
    demo.add_argument("--level", default="normal", choices=["easy", "normal", "hard"],
                      help="how well the AI players play (default: %(default)s)")
    demo.add_argument("--seed", metavar="S", type=int, default=1,
                      help="the seed of the deals and of every choice (default: %(default)s)")
    demo.add_argument("--locale", default="en", choices=LOCALES,
                      help="the Discord language of the server and the person; the bot speaks it "
                           "(default: %(default)s)")
    demo.add_argument("--games", metavar="N", type=int, default=1, help="games in a row (default: %(default)s)")
    demo.add_argument("--deny", metavar="PERMISSION", action="append", default=[], type=_permission,
                      help="the channel denies the bot this permission (a discord.py name, e.g. attach_files): "
                           "the demo shows the refusal, no game; may be repeated")
    demo.add_argument("--after", action="store_true",
                      help="then, as a curious player: press Rematch once (its lobby cancelled), ask for "
                           "/muses review and /muses replay of the last game and step the replay twice")
    demo.add_argument("--web", action="store_true",
                      help="instead, open one game of the person against AI seats on the web table and print its "
                           "address: a person signs in there as a loopback member and plays it in a browser "
                           "(DIR holds its database); runs until interrupted")
    demo.add_argument("--port", metavar="P", type=int, default=8080,
                      help="with --web, the web table's port on 127.0.0.1 (default: %(default)s)")
    demo.add_argument("--interventions", metavar="TILES",
                      help="with --web, the Divine Interventions tiles of the game, as /muses new takes them "
                           "(\"zeus eros\"; all six: \"zeus poseidon eros artemis aeolus apollo\")")
    demo.set_defaults(act=_demo)

    bench = commands.add_parser(
        "bench", help="time many concurrent games through the loopback Discord",
        description="Many concurrent 2-player games through the loopback Discord, with Discord's rate limits. "
                    "The bot runs in processes of its own, the automated players in this one, thinking a random "
                    "while between turns. Prints the turn latency (p50, p95, max), the bot's CPU time per action "
                    "and the answers 429; the last line is a JSON summary.")
    bench.add_argument("--games", metavar="N", type=int, default=50, help="concurrent games (default: %(default)s)")
    bench.add_argument("--think", metavar="SECONDS", type=float, default=1.0,
                       help="mean seconds a player thinks before a turn (default: %(default)s)")
    _machine_options(bench)
    bench.add_argument("--bots", type=int, default=1, choices=[1, 2, 3, 4],
                       help="bot processes, each running its shard of this many; the games spread over them "
                            "(default: %(default)s)")
    bench.add_argument("--spam", metavar="SECONDS", type=float, nargs="?", const=60.0, default=None,
                       help="three phases of SECONDS (default 60) each, played in slices that take turns: games alone, "
                            "beside one user sending an expensive command every 0.2 s, beside 20 users sending one "
                            "every 5 s; prints each "
                            "phase's turn latency p95 (p95_ms_alone, p95_ms, p95_ms_crowd)")
    bench.add_argument("--reviews", metavar="SECONDS", type=float, nargs="?", const=60.0, default=None,
                       help="instead: two phases of SECONDS (default 60) with fresh games: alone, then beside two "
                            "users each asking for /muses review of a finished 4-player game as soon as the last "
                            "is answered (two reviews under way); prints each phase's turn latency p95 "
                            "(p95_ms_alone, p95_ms_reviews)")
    bench.add_argument("--web", metavar="N", type=int, default=None,
                       help="instead: two phases of 120 s each (slices of 10 s in turns), the games alone, then "
                            "as many beside the web table: one in five played on the web by both players, N "
                            "scripted pages (sockets) watching them all; prints web_p95_ms (a web move's send to "
                            "its game's last page), the chat turns' p95 ratio beside it, requests per web move, "
                            "the largest position frame, the page's weight and headless chromium's navigation to "
                            "a playable board")
    bench.add_argument("--beside", metavar="REV",
                       help="also run the bench of git revision REV (built once by .ci/frozen into a cached "
                            "virtual environment), in turns with this one: both trees' CPU per action and "
                            "latency, and their ratios (cpu_ratio, p95_ratio) from the same run")
    bench.add_argument("--rounds", metavar="N", type=int, default=1,
                       help="with --beside: runs of each, in turns, the order flipped each round "
                            "(default: %(default)s)")
    bench.add_argument("--capacity", action="store_true",
                       help="step the games (25, 50, 100, 150, 200) until a step's p95 exceeds 150 ms; prints "
                            "games_at_p95_150 and each step's cores used")
    bench.set_defaults(act=_bench)

    chaos = commands.add_parser(
        "chaos", help="kill the bot again and again while games are played; count what was lost",
        description="The real bot, in a process of its own, killed (SIGKILL) again and again while concurrent "
                    "games are played through interactions, and started again on the same database each time, "
                    "until every game has its result. Then the stored records must hold every action the bot "
                    "acknowledged and replay, the database must be sound, and every result, score and hand must "
                    "have been said once. With --db-restarts, the PostgreSQL server is restarted too, and no "
                    "action the bot said was not taken may be stored. The last line is a JSON summary; the exit "
                    "status is 1 if an action was lost, said not taken yet stored, or the database is not sound.")
    chaos.add_argument("--kills", metavar="N", type=int, default=200,
                       help="how many times the bot is killed (default: %(default)s)")
    chaos.add_argument("--db-restarts", metavar="N", type=int, default=0,
                       help="how many times the PostgreSQL server is stopped at once (pg_ctl stop -m immediate) and "
                            "started again while games are played, at most once per kill (--db postgres; default: "
                            "%(default)s)")
    _machine_options(chaos)
    chaos.set_defaults(act=_chaos)

    soak = commands.add_parser(
        "soak", help="play games for minutes on end; watch the bot's memory, files, tasks and database",
        description="Games played without pause through the loopback Discord (AI seats, scripted players, a turn "
                    "timer, lobbies opened and abandoned) for --minutes; in the second half the bot is restarted "
                    "every --restart-every seconds. The bot process is sampled every --sample-every seconds "
                    "(RSS, its workers' RSS, open file descriptors, asyncio tasks, worker processes, database "
                    "size) and a table printed; then each metric's growth per hour within each process's life "
                    "after its first five minutes (least squares), and the database's growth per finished game, "
                    "against stated budgets. The last line is a JSON summary; the exit status is 1 when a budget "
                    "is exceeded.")
    soak.add_argument("--minutes", metavar="M", type=float, default=30.0,
                      help="how long the games are played (default: %(default)s)")
    soak.add_argument("--restart-every", metavar="S", type=float, default=300.0,
                      help="seconds between two restarts of the bot in the second half (default: %(default)s)")
    soak.add_argument("--sample-every", metavar="S", type=float, default=10.0,
                      help="seconds between two samples of the bot process (default: %(default)s)")
    _machine_options(soak)
    soak.set_defaults(act=_soak)

    move = commands.add_parser(
        "move-games", help="copy every game from one database to another",
        description="Copy every game, server setting and rating from one database to another (SQLite or "
                    "PostgreSQL, either way), each record checked to replay to the same document there before the "
                    "copy is committed; stop the bot first. Exit status: 0 once copied, 1 when refused (nothing "
                    "written), 2 when a database cannot be opened.")
    move.add_argument("--from", dest="source", metavar="SRC", required=True,
                      help="the database the games are in: a SQLite file or a postgresql:// URL")
    move.add_argument("--to", dest="destination", metavar="DST", required=True,
                      help="the database to copy them into, which holds no game yet (unless --merge)")
    move.add_argument("--merge", action="store_true", help="add the games to a database that already holds some")
    move.set_defaults(act=_move_games)

    rerate = commands.add_parser(
        "rerate", help="rebuild every server's ratings from the stored game records",
        description="Rebuild every server's ratings from the game records in MUSES_DB (from the environment or "
                    ".env, as the bot reads it); stop the bot meanwhile.")
    rerate.set_defaults(act=_rerate)
    return top, commands.choices


def _machine_options(parser: argparse.ArgumentParser) -> None:
    """The options `bench`, `chaos` and `soak` share: the seed, the drawing processes, the database."""
    parser.add_argument("--seed", metavar="S", type=int, default=1,
                        help="the seed of the players' choices (default: %(default)s)")
    parser.add_argument("--processes", metavar="N", type=int, default=Settings.render_processes,
                        help="processes drawing the public pictures, as MUSES_RENDER_PROCESSES (default: %(default)s)")
    parser.add_argument("--db", default="sqlite", choices=["sqlite", "postgres"],
                        help="the database the bot uses; postgres: a throwaway server, from the machine's pg_ctl "
                             "(default: %(default)s)")


def _permission(name: str) -> str:
    import discord

    if name not in discord.Permissions.VALID_FLAGS:
        raise argparse.ArgumentTypeError(f"{name!r} is not a permission name of discord.py (e.g. attach_files)")
    return name


def _as_demo(argv: list[str], commands: set[str]) -> list[str]:
    """`--demo DIR` before any command, as `demo DIR` with the other arguments after it."""
    for i, arg in enumerate(argv):
        if arg in commands:
            break
        if arg == "--demo" and i + 1 < len(argv):
            return ["demo", argv[i + 1], *argv[:i], *argv[i + 2:]]
        if arg.startswith("--demo="):
            return ["demo", arg.removeprefix("--demo="), *argv[:i], *argv[i + 1:]]
    return argv


def main(argv: list[str] | None = None) -> int:
    args = parse(sys.argv[1:] if argv is None else argv)
    return args.act(args)


def _logged(level: int) -> None:
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")


def _run(args: argparse.Namespace) -> int:
    from .hosting.app import build_bot, run_until_stopped
    from .hosting.starting import StartFailed

    _logged(logging.INFO)
    try:
        settings = Settings.from_env()
        token = settings.require_token()
        asyncio.run(prepare_db(settings.db))
    except (SettingsError, SchemaTooNewError, ValueError, *UNREACHABLE) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    try:
        asyncio.run(run_until_stopped(build_bot(settings, render_processes=settings.render_processes,
                                                  ai_processes=settings.ai_processes), token))
    except StartFailed as e:
        print(f"error: {e}", file=sys.stderr)
        return e.status
    except KeyboardInterrupt:  # Ctrl-C: the bot was closed on the way out
        pass
    return 0


def _demo(args: argparse.Namespace) -> int:
    from .offline.demo import run_demo

    _logged(logging.WARNING)
    if args.web:
        from .offline.web_demo import run_web_demo

        try:
            asyncio.run(run_web_demo(args.dir, args.port, args.players, args.seed, args.hands, level=args.level,
                                     locale=LOCALES[args.locale], interventions=args.interventions,
                                     ready=lambda said: print(said, flush=True)))
        except KeyboardInterrupt:
            pass
        return 0
    record = asyncio.run(run_demo(args.dir, args.players, args.seed, args.hands, deny=tuple(args.deny),
                                  level=args.level, locale=LOCALES[args.locale], games=args.games,
                                  after=args.after))
    if record is None:
        print(f"{args.dir}: no game could start (see transcript.jsonl for the refusal)")
    else:
        print(f"{args.dir}: record.json ({sum(len(h['actions']) for h in record['hands'])} actions), "
              f"transcript.jsonl, channels.json and images/ written")
    return 0


def _bench(args: argparse.Namespace) -> int:
    from .offline.bench import run_bench

    _logged(logging.WARNING)
    if sum(x is not None for x in (args.spam, args.reviews, args.web)) > 1:
        print("--spam, --reviews and --web each run phases of their own: one at a time", file=sys.stderr)
        return 2
    if (args.beside or args.capacity) and (args.spam is not None or args.reviews is not None or args.web is not None
                                           or args.bots > 1):
        print("--beside and --capacity run the plain bench: without --spam, --reviews, --web or --bots",
              file=sys.stderr)
        return 2
    if args.web is not None and (args.bots > 1 or args.web < 0):
        print("--web N: N pages (0 or more) on one bot process", file=sys.stderr)
        return 2
    if args.capacity:
        from .offline.beside import capacity

        asyncio.run(capacity(lambda games: run_bench(games, args.think, args.seed, args.processes, args.db)))
    elif args.beside:
        from .offline.beside import side_by_side

        asyncio.run(side_by_side(args.beside, args.rounds,
                                 lambda: run_bench(args.games, args.think, args.seed, args.processes, args.db),
                                 args.games, args.think, args.seed, args.processes, args.db))
    else:
        asyncio.run(run_bench(args.games, args.think, args.seed, args.processes, args.db, args.bots, args.spam,
                              args.reviews, args.web))
    return 0


def _chaos(args: argparse.Namespace) -> int:
    from .offline.chaos import run_chaos

    _logged(logging.WARNING)
    if args.db_restarts and (args.db != "postgres" or args.db_restarts > args.kills):
        print("--db-restarts needs --db postgres, and at most as many restarts as --kills", file=sys.stderr)
        return 2
    summary = asyncio.run(run_chaos(args.kills, args.seed, args.processes, args.db, args.db_restarts))
    return 0 if summary["actions_lost"] == summary["acked_not_stored"] == 0 and summary["integrity_ok"] else 1


def _soak(args: argparse.Namespace) -> int:
    from .offline.soak import run_soak

    _logged(logging.WARNING)
    summary = asyncio.run(run_soak(args.minutes, args.seed, args.processes, args.db, args.restart_every,
                                   args.sample_every))
    return 1 if summary["exceeded"] else 0


def _move_games(args: argparse.Namespace) -> int:
    """Copy every game; 0 once done, 1 when refused (nothing written), 2 when a database cannot be opened."""
    from .storage.moving import MoveRefused, move_games

    try:
        moved = asyncio.run(move_games(args.source, args.destination, args.merge))
    except MoveRefused as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except (SchemaTooNewError, *UNREACHABLE) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(moved.summary())
    return 0


def _rerate(args: argparse.Namespace) -> int:
    _logged(logging.INFO)
    try:
        settings = Settings.from_env()
        print(f"{shown(settings.db)}: {asyncio.run(rerate(settings.db))} games rated again")
    except (SettingsError, SchemaTooNewError, ValueError, *UNREACHABLE) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    return 0


async def rerate(target: str) -> int:
    """Rebuild the ratings of the database `target` (MUSES_DB; the bot stopped meanwhile); how many games."""
    from .play.ratings import Ratings
    from .storage.store import GameStore

    store = GameStore(await open_db(target))
    try:
        return await Ratings(store).rebuild()
    finally:
        await store.close()


if __name__ == "__main__":
    sys.exit(main())
