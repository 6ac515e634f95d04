"""Command line: ``python -m engine replay RECORD.json`` and ``python -m engine bench``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .errors import RecordError
from .records import game_from_record, replay_document


def replay(path: str) -> int:
    """Print the replay document of a record (RECORD.md); exit 0, or 1 with the error."""
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
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("replay", help="replay a game record and print its document").add_argument("record")
    bench = sub.add_parser("bench", help="measure playouts and replays; the last line is JSON")
    bench.add_argument("--games", type=int, default=300)
    args = parser.parse_args(argv)
    if args.command == "replay":
        return replay(args.record)
    from .bench import run
    print(json.dumps(run(args.games)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
