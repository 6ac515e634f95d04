"""The Discord edge: slash commands (`commands`), the buttons of public messages
(`buttons`), the private panels a turn is played with (`panels`), the handlers shared by
commands and buttons (`handlers`, `server`, `standings`), answering interactions (`replies`),
the bot's permissions (`permissions`) and the users' languages (`locales`). Each parses a
request, hands it to the game's session and answers."""
