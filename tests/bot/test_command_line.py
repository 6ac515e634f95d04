"""`python -m bot COMMAND`: each command with its own options and help; `--demo DIR` still
works as `demo DIR`; a wrong argument is refused as argparse refuses it, naming the command."""

from __future__ import annotations

import re

import pytest

from bot.__main__ import main, parse

OPTIONS = {
    "run": set(),
    "demo": {"--players", "--hands", "--level", "--seed", "--locale", "--games", "--deny", "--after", "--web", "--port",
             "--interventions"},
    "bench": {"--games", "--think", "--seed", "--processes", "--db", "--bots", "--spam", "--reviews", "--web",
              "--beside", "--rounds", "--capacity"},
    "chaos": {"--kills", "--db-restarts", "--seed", "--processes", "--db"},
    "soak": {"--minutes", "--restart-every", "--sample-every", "--seed", "--processes", "--db"},
    "move-games": {"--from", "--to", "--merge"},
    "rerate": set(),
}


def helped(capsys, *argv: str) -> str:
    """What `python -m bot ARGV` prints when it shows its help (and exits 0)."""
    with pytest.raises(SystemExit) as exited:
        main(list(argv))
    assert exited.value.code == 0
    return capsys.readouterr().out


def refused(capsys, *argv: str) -> str:
    """What `python -m bot ARGV` says when it refuses its arguments (and exits 2)."""
    with pytest.raises(SystemExit) as exited:
        main(list(argv))
    assert exited.value.code == 2
    return capsys.readouterr().err


def test_the_help_lists_every_command_with_what_it_does(capsys):
    shown = helped(capsys, "--help")
    summaries = dict(re.findall(r"^ {4}(\S+) +(\S.*)$", shown, re.MULTILINE))
    assert set(summaries) == set(OPTIONS)
    assert summaries["run"] == "run the bot on Discord (the default)"
    assert summaries["chaos"].startswith("kill the bot again and again")
    assert re.search(r"^  --demo DIR +the same as `demo DIR`", shown, re.MULTILINE)


@pytest.mark.parametrize("command", OPTIONS)
def test_each_command_lists_only_its_own_options(capsys, command):
    shown = helped(capsys, command, "--help")
    assert shown.startswith(f"usage: python -m bot {command} ")
    assert set(re.findall(r"^  (?:-h, )?(--[\w-]+)", shown, re.MULTILINE)) == {"--help"} | OPTIONS[command]


def test_the_chaos_run_shows_no_option_of_another_command(capsys):
    shown = helped(capsys, "chaos", "--help")
    assert not {"--from", "--merge", "--deny", "--locale", "--players", "--bots"} & set(re.findall(r"--[\w-]+", shown))


@pytest.mark.parametrize("argv", [["chaos", "--from", "old.sqlite3"], ["run", "--seed", "1"], ["rerate", "--merge"],
                                  ["bench", "--locale", "it"], ["demo", "out", "--kills", "3"],
                                  ["move-games", "--from", "a", "--to", "b", "--games", "2"]])
def test_an_option_of_another_command_is_refused_naming_the_command(capsys, argv):
    said = refused(capsys, *argv)
    foreign = next(i for i, a in enumerate(argv) if a.startswith("--") and a not in OPTIONS[argv[0]])
    assert f"python -m bot {argv[0]}: error: unrecognized arguments: {' '.join(argv[foreign:])}" in said
    assert said.startswith(f"usage: python -m bot {argv[0]} ")


def test_a_wrong_value_or_a_missing_argument_is_refused_naming_the_command(capsys):
    assert "python -m bot demo: error: argument --locale: invalid choice: 'fr'" in refused(
        capsys, "demo", "out", "--locale", "fr")
    assert "python -m bot demo: error: argument --deny: 'attach_file' is not a permission name" in refused(
        capsys, "demo", "out", "--deny", "attach_file")
    assert "python -m bot demo: error: the following arguments are required: DIR" in refused(capsys, "demo")
    assert "python -m bot move-games: error: the following arguments are required: --to" in refused(
        capsys, "move-games", "--from", "old.sqlite3")
    assert "python -m bot: error: argument --demo: expected one argument" in refused(capsys, "--demo")
    assert "invalid choice: 'play'" in refused(capsys, "play")


def test_without_a_command_the_bot_runs():
    assert parse([]).act is parse(["run"]).act


@pytest.mark.parametrize("old", [["--demo", "out", "--players", "3", "--seed", "5"],
                                 ["--players", "3", "--demo", "out", "--seed", "5"],
                                 ["--demo=out", "--seed", "5", "--players", "3"]])
def test_the_demo_option_is_the_demo_command(old):
    assert parse(old) == parse(["demo", "out", "--players", "3", "--seed", "5"])


def test_the_database_restarts_only_with_postgresql_and_at_most_once_per_kill(capsys):
    assert main(["chaos", "--db-restarts", "1", "--kills", "3"]) == 2
    assert main(["chaos", "--db", "postgres", "--db-restarts", "4", "--kills", "3"]) == 2
    assert capsys.readouterr().err.count("--db-restarts needs --db postgres") == 2
