"""`python -m bot` runs the bot; `--demo DIR` plays a game without Discord; `bench` measures; `chaos`
kills the bot again and again while games are played, and counts what was lost."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from pathlib import Path

from .db import prepare_db
from .migrations import SchemaTooNewError
from .settings import Settings, SettingsError


def _permission(name: str) -> str:
    import discord

    if name not in discord.Permissions.VALID_FLAGS:
        raise argparse.ArgumentTypeError(f"{name!r} is not a permission name of discord.py (e.g. attach_files)")
    return name


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    parser.add_argument("command", nargs="?", choices=["run", "bench", "chaos"], default="run")
    parser.add_argument("--demo", metavar="DIR", type=Path, help="play a whole game on the loopback Discord into DIR")
    parser.add_argument("--players", type=int, default=2, choices=[2, 3, 4])
    parser.add_argument("--hands", type=int, default=1, choices=[1, 2])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal", choices=["easy", "normal", "hard"],
                        help="demo: how well the AI players play")
    parser.add_argument("--deny", metavar="PERMISSION", action="append", default=[], type=_permission,
                        help="demo: the channel denies the bot this permission (a discord.py name, e.g. attach_files)")
    parser.add_argument("--games", type=int, default=50, help="bench: concurrent games")
    parser.add_argument("--think", type=float, default=1.0, help="bench: mean seconds a player thinks")
    parser.add_argument("--processes", type=int, default=Settings.render_processes,
                        help="bench: processes drawing the public pictures (as MUSES_RENDER_PROCESSES)")
    parser.add_argument("--kills", type=int, default=200, help="chaos: how many times the bot is killed")
    parser.add_argument("--db", default="sqlite", choices=["sqlite"], help="chaos: the database the bot uses")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING if args.demo or args.command != "run" else logging.INFO,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if args.demo:
        from .offline.demo import run_demo
        record = asyncio.run(run_demo(args.demo, args.players, args.seed, args.hands, deny=tuple(args.deny),
                                     level=args.level))
        if record is None:
            print(f"{args.demo}: no game could start (see transcript.jsonl for the refusal)")
        else:
            print(f"{args.demo}: record.json ({sum(len(h['actions']) for h in record['hands'])} actions), "
                  f"transcript.jsonl and images/ written")
        return 0
    if args.command == "bench":
        from .offline.bench import run_bench
        asyncio.run(run_bench(args.games, args.think, args.seed, args.processes))
        return 0
    if args.command == "chaos":
        from .offline.chaos import run_chaos
        summary = asyncio.run(run_chaos(args.kills, args.seed, args.processes, args.db))
        return 0 if summary["actions_lost"] == 0 and summary["integrity_ok"] else 1
    from .app import build_bot, run_until_stopped
    try:
        settings = Settings.from_env()
        token = settings.require_token()
        asyncio.run(prepare_db(settings.db_path))
    except (SettingsError, SchemaTooNewError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    try:
        asyncio.run(run_until_stopped(build_bot(settings, render_processes=settings.render_processes,
                                                  ai_processes=settings.ai_processes), token))
    except KeyboardInterrupt:  # Ctrl-C: the bot was closed on the way out
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
