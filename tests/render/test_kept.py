"""The renderer's kept pictures never hold more pixels than their budget, however many are drawn."""

from __future__ import annotations

from PIL import Image

from render.kept import BUDGET, PICTURES, kept, pixel_bytes


@kept
def _grey(shade: int) -> Image.Image:
    return Image.new("L", (1024, 1024), shade)  # 1 MiB


def test_kept_pictures_stay_within_their_budget():
    try:
        for shade in range(BUDGET // 2**20 + 8):
            assert _grey(shade) is _grey(shade)  # the second call finds it kept
            assert sum(map(pixel_bytes, PICTURES.values())) <= BUDGET
        assert _grey(shade) is _grey(shade) and PICTURES.currsize > BUDGET - 2**20  # the newest stay
    finally:
        PICTURES.clear()
