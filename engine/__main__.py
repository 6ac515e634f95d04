"""Command line: ``python -m engine replay RECORD.json``, ``python -m engine bench``,
``python -m engine agent`` (docs/agent.md), ``python -m engine arena``, ``python -m engine beliefs``,
``python -m engine calibrate`` (the win chances of the review, `engine.ai.calibration`) and
``python -m engine review-check`` (whether its better moves are better, `engine.ai.review_check`)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .errors import RecordError
from .records import game_from_record, replay_document


def replay(path: str) -> int:
    """Print the replay document of a record (docs/record.md); exit 0, or 1 with the error."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as e:
        print(f"cannot read {path}: {e.strerror}", file=sys.stderr)
        return 2
    try:
        record = json.loads(text)
        game = game_from_record(record, Path(path).resolve().parent)
    except json.JSONDecodeError as e:
        doc, code = RecordError(None, None, f"not valid JSON: {e.msg}").to_json(), 1
    except RecordError as e:
        doc, code = e.to_json(), 1
    else:
        doc, code = replay_document(game), 0
    print(json.dumps(doc, indent=1, sort_keys=True, ensure_ascii=False))
    return code


def main(argv: list[str] | None = None) -> int:
    from .ai import LEVELS

    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("replay", help="replay a game record and print its document").add_argument("record")
    bench = sub.add_parser("bench", help="measure playouts and replays; the last line is JSON")
    bench.add_argument("--games", type=int, default=300)
    agent = sub.add_parser("agent", help="play seat records read on standard input (docs/agent.md)")
    agent.add_argument("--level", choices=LEVELS, default="normal")
    agent.add_argument("--seed", type=int, default=0)
    agent.add_argument("--ms", type=float, help="the default time cap of a decision, in milliseconds")
    arena = sub.add_parser("arena", help="play matches between two sides; the last line is JSON")
    arena.add_argument("--a", help="LEVEL, LEVEL,LEVEL (one per seat of the side, in seat order) or cmd:COMMAND")
    arena.add_argument("--b", help="LEVEL, LEVEL,LEVEL (one per seat of the side, in seat order) or cmd:COMMAND")
    arena.add_argument("--report", action="store_true",
                       help="play the standard pairings (2, 3 and 4 players, with and without tiles) as one table")
    arena.add_argument("--games", type=int, default=100, help="games (with --report: per pairing)")
    arena.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    arena.add_argument("--part", type=int, choices=(1, 2),
                       help="3 players: side A holds this many seats in every game (default: 1 and 2 in turn)")
    arena.add_argument("--seed", type=int, default=1)
    arena.add_argument("--tiles", choices=("none", "some", "all"), default="none")
    arena.add_argument("--hands", type=int, choices=(1, 2), default=1)
    arena.add_argument("--ms", type=float, help="the time cap of each decision, in milliseconds")
    arena.add_argument("--ms-b", type=float, help="side B's time cap, if not --ms's")
    arena.add_argument("--jobs", type=int, default=2, help="games played at once, each in its own process")
    beliefs = sub.add_parser("beliefs", help="score the hard player's weights against the true face-down Muses")
    beliefs.add_argument("--games", type=int, default=50)
    beliefs.add_argument("--seed", type=int, default=1)
    beliefs.add_argument("--level", choices=LEVELS, default="normal", help="the level playing every seat")
    beliefs.add_argument("--players", type=int, choices=(2, 3, 4), default=2)
    calibrate = sub.add_parser("calibrate", help="fit and benchmark the review's win chances; the last line is JSON")
    calibrate.add_argument("--games", type=int, default=400)
    calibrate.add_argument("--seed", type=int, default=1)
    calibrate.add_argument("--jobs", type=int, default=2, help="games played at once, each in its own process")
    calibrate.add_argument("--write", action="store_true", help="ship the fit in engine/data/chances.json")
    calibrate.add_argument("--samples", type=Path, help="keep the games' samples in this file (a line a game) and "
                           "read those it holds instead of playing them again")
    checking = sub.add_parser("review-check", help="judge the review's turning points again with a deeper search; "
                           "the last line is JSON")
    checking.add_argument("--points", type=int, default=50, help="turning points to check, at least")
    checking.add_argument("--seed", type=int, default=1)
    checking.add_argument("--budget", type=int, help="the review's budget (default: REVIEW_BUDGET)")
    checking.add_argument("--jobs", type=int, default=2, help="games played at once, each in its own process")
    args = parser.parse_args(argv)
    if args.command == "replay":
        return replay(args.record)
    if args.command == "agent":
        from .ai.agent import serve
        return serve(args.level, args.seed, args.ms)
    if args.command == "beliefs":
        from .ai.belief_check import check
        print(json.dumps(check(args.games, args.seed, args.level, args.players).summary()))
        return 0
    if args.command == "arena":
        from .ai.arena import Match
        from .ai.arena import run as run_arena
        if args.report:
            from .ai.report import report
            print(json.dumps(report(args.games, args.jobs, args.seed, args.ms)))
            return 0
        if args.a is None or args.b is None:
            parser.error("arena needs --a and --b, or --report")
        match = Match(args.a, args.b, args.players, args.seed, args.tiles, args.hands, args.ms, part=args.part,
                      ms_b=args.ms_b)
        try:
            summary = run_arena(match, args.games, args.jobs)
        except ValueError as e:
            parser.error(str(e))
        print(json.dumps(summary))
        return 0
    if args.command == "calibrate":
        from .ai.calibration import run as run_calibration
        try:
            summary = run_calibration(args.games, args.seed, jobs=args.jobs, write=args.write, samples=args.samples)
        except ValueError as e:
            parser.error(str(e))
        print(json.dumps(summary))
        return 0
    if args.command == "review-check":
        from .ai.review import REVIEW_BUDGET
        from .ai.review_check import run as run_check
        print(json.dumps(run_check(args.points, args.seed, args.budget or REVIEW_BUDGET, args.jobs)))
        return 0
    from .bench import run as run_bench
    print(json.dumps(run_bench(args.games)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
