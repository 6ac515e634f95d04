"""What the end-to-end tests read of the loopback's records to prove that no secret is public."""

from __future__ import annotations

import json

from engine import words


def public_text(record) -> str:
    """Everything a public payload shows, or lets any client read: content, embeds, components
    (labels, placeholders, menus' options, custom ids) and file names."""
    return json.dumps([record.content, record.embeds, record.components, record.filenames], ensure_ascii=False)


class HiddenLog:
    """The face-down Muses after every commit, by the number of records sent until then."""

    def __init__(self, loopback):
        self.loopback, self.marks = loopback, []

    def __call__(self, stored):
        hidden = set(stored.game.hand.hidden) if stored.game else set()
        self.marks.append((len(self.loopback.records), hidden))

    def hidden_at(self, index: int) -> set[str]:
        return next((h for i, h in reversed(self.marks) if i <= index), set())


def is_public(record) -> bool:
    return record.dm_user_id is None and not record.ephemeral and record.callback_type != 8


def unknown_to(game, seat: int) -> set[str]:
    """The Muses on the table whose identity `seat` cannot know: face down, and not its own
    Mysterious Muse."""
    return set(game.hand.hidden) - {game.hand.mysterious.get(seat)}


def named(muses: set[str], lang) -> set[str]:
    """The Muses by their names, in English and as `lang`'s edition prints them."""
    return muses | {words.name(m, lang) for m in muses}
