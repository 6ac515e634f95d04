"""Command line: ``python -m render bench`` prints timings; the last line is JSON."""

from __future__ import annotations

import argparse
import json
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m render", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    bench = sub.add_parser("bench", help="time drawing and encoding a board, a preview and a long game's replay; "
                                         "the last line is JSON")
    bench.add_argument("--repeat", type=int, default=100, help="how many different boards to draw")
    args = parser.parse_args(argv)
    from .bench import longest_game, replay, run
    print(json.dumps({**run(args.repeat), **replay(longest_game())}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
