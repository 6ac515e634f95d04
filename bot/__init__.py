"""The discord.py application that hosts Dance of Muses games: commands and buttons
(cog, buttons, panels, choices, answers, replies), the games and their sessions (games,
session, timers), storage (db, migrations, store, model), and what the games say
(publish, pictures, texts). `app.build_bot` makes the bot; `python -m bot` runs it.
`bot.offline` runs it without Discord and is never imported from here."""
