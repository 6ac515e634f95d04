"""The running process: its settings (`settings`, `shards`), the bot built from them (`app`),
worker processes (`workers`) for the pictures (`pictures`) and the AI players (`thinking`),
and everything a game says in Discord (`publish`)."""
