"""The clock every time budget of the AI is read on (Hard's search, its steps, `choose`).

One indirection, so a test can run a whole move on fake time (`source` swapped for a
clock it advances itself) and hold the budget without depending on the machine's speed.
"""

from __future__ import annotations

import time
from collections.abc import Callable

source: Callable[[], float] = time.perf_counter


def now() -> float:
    """Seconds on the AI's clock (read through `source` at each call, so a swap takes effect)."""
    return source()
