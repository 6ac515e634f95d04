"""The renderer's kept pictures never hold more pixels than their budget, however many are drawn."""

from __future__ import annotations

from PIL import Image

from render.kept import BUDGET, PICTURES, TEXTS, TEXTS_BUDGET, kept, kept_text, pixel_bytes


@kept
def _grey(shade: int) -> Image.Image:
    return Image.new("L", (1024, 1024), shade)  # 1 MiB


def test_kept_pictures_stay_within_their_budget():
    try:
        for shade in range(BUDGET // 2**20 + 8):
            assert _grey(shade) is _grey(shade)  # the second call finds it kept
            assert sum(map(pixel_bytes, PICTURES.values())) <= PICTURES.maxsize
        assert _grey(shade) is _grey(shade) and PICTURES.currsize > PICTURES.maxsize - 2**20  # the newest stay
    finally:
        PICTURES.clear()


@kept_text
def _words(shade: int) -> Image.Image:
    return Image.new("L", (1024, 1024), shade)


def test_a_text_is_kept_from_the_second_time_it_is_drawn():
    try:
        first, second = _words(1), _words(1)
        assert first is not second and second is _words(1)  # drawn twice, then kept
        assert not any(TEXTS.get(key) is first for key in TEXTS)
    finally:
        TEXTS.clear()


def test_kept_texts_stay_within_their_share_and_leave_the_pieces_kept():
    try:
        assert _grey(0) is _grey(0)
        for shade in range(TEXTS_BUDGET // 2**20 + 8):
            _words(shade)
            assert _words(shade) is _words(shade)
            assert sum(map(pixel_bytes, TEXTS.values())) <= TEXTS_BUDGET
        assert _grey(0) is _grey(0)  # the texts drawn since pushed no piece out
        assert PICTURES.maxsize + TEXTS.maxsize == BUDGET
    finally:
        PICTURES.clear()
        TEXTS.clear()
