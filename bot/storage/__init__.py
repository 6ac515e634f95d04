"""Where games live: the one module that opens SQLite or PostgreSQL (`db`), the numbered
schema migrations (`migrations`), the game store (`store`), each server's settings
(`server_settings`) and moving every game to another database (`moving`)."""
