"""A game's lifecycle around the engine: a session per game that checks, stores and only then
announces each change (`session`), the open games of this bot (`games`), turn timers and the
pace of posts (`timers`), and the ratings of each server (`ratings`)."""
