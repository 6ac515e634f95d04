"""`python -m bot` runs the bot; `--demo DIR` plays games without Discord; `bench` measures;
`chaos` kills the bot again and again while games are played, and counts what was lost;
`move-games --from SRC --to DST` copies every game from one database to another; `rerate`
rebuilds every server's ratings from the stored game records."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from pathlib import Path

from .hosting.settings import Settings, SettingsError
from .storage.db import UNREACHABLE, SchemaTooNewError, open_db, prepare_db, shown


def _permission(name: str) -> str:
    import discord

    if name not in discord.Permissions.VALID_FLAGS:
        raise argparse.ArgumentTypeError(f"{name!r} is not a permission name of discord.py (e.g. attach_files)")
    return name


LOCALES = {"en": "en-US", "it": "it", "de": "de", "es": "es-ES"}
"""The demo's `--locale`: each language of the catalogs, as a Discord locale."""


async def rerate(target: str) -> int:
    """Rebuild the ratings of the database `target` (MUSES_DB; the bot stopped meanwhile); how many games."""
    from .play.ratings import Ratings
    from .storage.store import GameStore

    store = GameStore(await open_db(target))
    try:
        return await Ratings(store).rebuild()
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    parser.add_argument("command", nargs="?", choices=["run", "bench", "chaos", "move-games", "rerate"], default="run")
    parser.add_argument("--demo", metavar="DIR", type=Path, help="play a whole game on the loopback Discord into DIR")
    parser.add_argument("--players", type=int, default=2, choices=[2, 3, 4])
    parser.add_argument("--hands", type=int, default=1, choices=[1, 2])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal", choices=["easy", "normal", "hard"],
                        help="demo: how well the AI players play")
    parser.add_argument("--locale", default="en", choices=LOCALES,
                        help="demo: the Discord language of the server and the player (the bot speaks it)")
    parser.add_argument("--deny", metavar="PERMISSION", action="append", default=[], type=_permission,
                        help="demo: the channel denies the bot this permission (a discord.py name, e.g. attach_files)")
    parser.add_argument("--games", type=int, help="demo: games in a row (default 1); bench: concurrent games "
                                                   "(default 50)")
    parser.add_argument("--think", type=float, default=1.0, help="bench: mean seconds a player thinks")
    parser.add_argument("--processes", type=int, default=Settings.render_processes,
                        help="bench: processes drawing the public pictures (as MUSES_RENDER_PROCESSES)")
    parser.add_argument("--kills", type=int, default=200, help="chaos: how many times the bot is killed")
    parser.add_argument("--db", default="sqlite", choices=["sqlite", "postgres"],
                        help="bench, chaos: the database the bot uses (postgres: a throwaway server, the machine's pg_ctl)")
    parser.add_argument("--bots", type=int, default=1, choices=[1, 2, 3, 4],
                        help="bench: bot processes, each running its shard of this many (the games spread over them)")
    parser.add_argument("--from", dest="source", metavar="SRC",
                        help="move-games: the database the games are in (a SQLite file or a postgresql:// URL)")
    parser.add_argument("--to", dest="destination", metavar="DST", help="move-games: the database to copy them into")
    parser.add_argument("--merge", action="store_true",
                        help="move-games: add the games to a database that already holds some")
    args = parser.parse_args(argv)
    if args.command == "move-games":
        if not (args.source and args.destination):
            parser.error("move-games needs --from SRC and --to DST")
        return _move_games(args.source, args.destination, args.merge)
    logging.basicConfig(level=logging.WARNING if args.demo or args.command in ("bench", "chaos") else logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if args.demo:
        from .offline.demo import run_demo
        record = asyncio.run(run_demo(args.demo, args.players, args.seed, args.hands, deny=tuple(args.deny),
                                     level=args.level, locale=LOCALES[args.locale], games=args.games or 1))
        if record is None:
            print(f"{args.demo}: no game could start (see transcript.jsonl for the refusal)")
        else:
            print(f"{args.demo}: record.json ({sum(len(h['actions']) for h in record['hands'])} actions), "
                  f"transcript.jsonl and images/ written")
        return 0
    if args.command == "bench":
        from .offline.bench import run_bench
        asyncio.run(run_bench(args.games or 50, args.think, args.seed, args.processes, args.db, args.bots))
        return 0
    if args.command == "chaos":
        from .offline.chaos import run_chaos
        summary = asyncio.run(run_chaos(args.kills, args.seed, args.processes, args.db))
        return 0 if summary["actions_lost"] == 0 and summary["integrity_ok"] else 1
    from .hosting.app import build_bot, run_until_stopped
    try:
        settings = Settings.from_env()
        if args.command == "rerate":
            print(f"{shown(settings.db)}: {asyncio.run(rerate(settings.db))} games rated again")
            return 0
        token = settings.require_token()
        asyncio.run(prepare_db(settings.db))
    except (SettingsError, SchemaTooNewError, ValueError, *UNREACHABLE) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    try:
        asyncio.run(run_until_stopped(build_bot(settings, render_processes=settings.render_processes,
                                                  ai_processes=settings.ai_processes), token))
    except KeyboardInterrupt:  # Ctrl-C: the bot was closed on the way out
        pass
    return 0


def _move_games(source: str, destination: str, merge: bool) -> int:
    """Copy every game; 0 once done, 1 when refused (nothing written), 2 when a database cannot be opened."""
    from .storage.moving import MoveRefused, move_games

    try:
        moved = asyncio.run(move_games(source, destination, merge))
    except MoveRefused as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except (SchemaTooNewError, *UNREACHABLE) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(moved.summary())
    return 0


if __name__ == "__main__":
    sys.exit(main())
