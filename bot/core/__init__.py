"""What the bot knows and says about a game, as pure values: what it stores beside the
engine's record (`stored`), the choices offered to a player (`choices`), and its sentences in
every language (`language`, `texts`). No Discord client, no database, no clock."""
