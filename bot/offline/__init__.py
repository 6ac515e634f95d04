"""Running the bot without Discord: a loopback Discord on 127.0.0.1 (`loopback`), players
that use the bot as people do (`autoplay`), the demo and the benchmark. The bot proper
never imports this package; it is driven only through the Discord wire protocol and the
bot's public entry points (`bot.hosting.app.build_bot`, the store)."""
