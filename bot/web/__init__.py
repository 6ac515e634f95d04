"""The web table (docs/web-protocol.md): an edge beside the Discord one, inside the bot process.
It serves the page, the sign-in with Discord, and one WebSocket per open page; a move from the
page goes through the game's session as a click does, and every open page of a game gets the
new position after each stored version. It imports no `discord`: what it asks of Discord (a
member's view of a channel, the names of servers and channels) comes through `Directory`, which
the hosting layer implements."""
