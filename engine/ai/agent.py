"""`python -m engine agent`: the agent protocol of docs/agent.md on standard input and output.

One JSON object a line in, `{"record": SEAT_RECORD, "ms"?: N}`; one JSON line out for
each, `{"action": ACTION}` or `{"error": "one sentence"}`; diagnostics on standard error.
"""

from __future__ import annotations

import json
import sys
from typing import TextIO

from ..records import action_to_json
from .knowledge import NotAskable
from .levels import decide


def answer(line: str, level: str, seed: int, ms: float | None, log: TextIO = sys.stderr) -> dict:
    """The protocol's answer to one request line."""
    try:
        return _answer(line, level, seed, ms, log)
    except _Refused as e:
        text = str(e)
        return {"error": (text[:1].upper() + text[1:]).rstrip(".") + "."}


class _Refused(Exception):
    """A request the protocol answers with an error line."""


def _answer(line: str, level: str, seed: int, ms: float | None, log: TextIO) -> dict:
    try:
        request = json.loads(line)
    except json.JSONDecodeError as e:
        raise _Refused(f"the line is not JSON ({e.msg})") from None
    if not isinstance(request, dict) or "record" not in request:
        raise _Refused("a request is a JSON object with a record")
    cap = request.get("ms", ms)
    if cap is not None and (type(cap) not in (int, float) or cap <= 0):
        raise _Refused("ms must be a positive number of milliseconds")
    try:
        decision = decide(request["record"], level, seed, cap)
    except NotAskable as e:
        raise _Refused(str(e)) from None
    if decision.cut:
        print(f"the time cap of {cap} ms cut the search: this answer may depend on the machine's speed",
              file=log, flush=True)
    return {"action": action_to_json(decision.action)}


def serve(level: str, seed: int, ms: float | None, stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> int:
    """Answer every request line until the end of input; exit status 0."""
    for line in stdin:
        if not line.strip():
            continue
        stdout.write(json.dumps(answer(line, level, seed, ms), ensure_ascii=False) + "\n")
        stdout.flush()
    return 0
