"""Profile each process of a bench on its own, of this tree or of an earlier one (`.ci/frozen`), with no
switch in its code: put this folder first on PYTHONPATH and name a directory in MUSES_PROFILE_DIR.

Every Python process started then (the bot, its fork server and the workers forked from it) runs cProfile
on each of its threads, and writes DIR/PID.THREAD.prof (pstats) every DUMP_S seconds and at exit, and its
command line to DIR/PID.argv. A process whose command line has the word MUSES_PROFILE_SKIP (say "bench":
the harness, whose loopback and players the bot's CPU figures leave out) is left alone. A spawned process
(the bot) profiles its main thread after MUSES_PROFILE_DELAY seconds (say 20: past the games' opening,
which a profiled bot makes miss Discord's 3 s). The timer is cProfile's own, wall time (a CPU-time timer
slowed a 50-game bot past Discord's 3 s): the waits (`poll`, `recv_into`, lock and queue waits) are to be
left out when reading the figures."""

import os
import sys

DUMP_S = 15.0

if os.environ.get("MUSES_PROFILE_DIR") and os.environ.get("MUSES_PROFILE_SKIP", "\0") not in sys.argv:
    import atexit
    import cProfile
    import marshal
    import signal
    import threading
    import time

    _DIR = os.environ["MUSES_PROFILE_DIR"]
    _profiles: dict[tuple[int, str], cProfile.Profile] = {}
    _lock = threading.Lock()

    def _profile(name: str) -> cProfile.Profile:
        profile = cProfile.Profile()
        with _lock:
            _profiles[os.getpid(), name.replace("/", "_").replace(" ", "_")] = profile
        profile.enable()
        return profile

    def _dump() -> None:
        with _lock:
            mine = [(key, p) for key, p in _profiles.items() if key[0] == os.getpid()]
        for (pid, name), profile in mine:
            profile.snapshot_stats()
            path = f"{_DIR}/{pid}.{name}.prof"
            with open(f"{path}.part", "wb") as out:
                marshal.dump(profile.stats, out)  # set by snapshot_stats
            os.replace(f"{path}.part", path)

    _run = threading.Thread.run

    def _profiled_run(self: threading.Thread) -> None:
        if self.name == "profile-dump":
            return _run(self)
        profile = _profile(self.name)
        try:
            return _run(self)
        finally:
            profile.disable()

    def _dumping() -> None:
        while True:
            time.sleep(DUMP_S)
            _dump()

    def _begin(delay: float = 0.0) -> None:
        with _lock:
            _profiles.clear()
        if delay:  # the main thread starts its profile itself: on a signal sent to it later
            signal.signal(signal.SIGUSR1, lambda *_: _profile("main"))
            threading.Timer(delay, os.kill, (os.getpid(), signal.SIGUSR1)).start()
        else:
            _profile("main")
        threading.Thread(target=_dumping, daemon=True, name="profile-dump").start()

    threading.Thread.run = _profiled_run  # type: ignore[method-assign]
    os.register_at_fork(after_in_child=_begin)
    with open(f"{_DIR}/{os.getpid()}.argv", "w") as argv:
        argv.write(" ".join(sys.argv))
    _begin(float(os.environ.get("MUSES_PROFILE_DELAY", "0")) if "--multiprocessing-fork" in sys.argv else 0.0)
    atexit.register(_dump)
