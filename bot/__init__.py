"""The discord.py application that hosts Dance of Muses games: commands and buttons
(cog, buttons, panels), game sessions (session), storage (db, migrations, store), and
what the games say (publish, texts). `app.build_bot` makes the bot; `python -m bot` runs it."""
