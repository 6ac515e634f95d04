"""The discord.py application that hosts Dance of Muses games, one subpackage per layer, each
importing only the ones below it (the contracts in `pyproject.toml`):

    hosting/   the process: settings, the bot, worker processes, publishing to Discord
    edge/      slash commands, buttons and panels: parse a request, call the session, answer
    play/      a game's lifecycle: sessions, timers, ratings
    storage/   the database, its migrations, the game store
    core/      what the bot stores and says about a game, as pure values

`bot.offline` runs the bot without Discord and is never imported from here; `python -m bot`
runs it."""
